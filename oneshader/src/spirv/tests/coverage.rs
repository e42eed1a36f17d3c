//! Broader coverage: every texture operation with its capabilities, stage checks,
//! push constants, buffer arrays, calls, phis, matrices, intrinsics, specialization constants
//! and robustness against cyclic types. Helpers come from the parent module.

use super::*;

fn res(m: &mut Module, r: ResourceType) -> TypeId {
    m.types.intern(Type::Resource(r))
}

fn tex(dim: TextureDim, arrayed: bool, ms: bool, access: Access, texel: TypeId) -> ResourceType {
    ResourceType::Texture {
        dim,
        arrayed,
        multisampled: ms,
        access,
        texel,
        combined: false,
    }
}

fn ids(vs: &[Value]) -> Vec<GlobalId> {
    vs.iter()
        .filter_map(|v| match v {
            Value::Global(g) => Some(*g),
            _ => None,
        })
        .collect()
}

/// One module with a compute entry point using explicit-level texture operations, loads,
/// stores, queries, compare sampling, gathers and a texel atomic, and a pixel entry point
/// using implicit-level sampling and a non-uniformly indexed texture array.
fn texture_ops_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let f = t.scalar(Scalar::FLOAT);
    let u = t.scalar(Scalar::UINT);
    let f2 = t.vector(Scalar::FLOAT, 2);
    let f3 = t.vector(Scalar::FLOAT, 3);
    let f4 = t.vector(Scalar::FLOAT, 4);
    let i2 = t.vector(Scalar::INT, 2);
    let i3 = t.vector(Scalar::INT, 3);
    let u2 = t.vector(Scalar::UINT, 2);
    let u3 = t.vector(Scalar::UINT, 3);
    let void = t.void();
    let ro = Access::ReadOnly;
    let rw = Access::ReadWrite;
    let t2a_ty = res(&mut m, tex(TextureDim::D2, true, false, ro, f4));
    let cube_ty = res(&mut m, tex(TextureDim::Cube, true, false, ro, f4));
    let ms_ty = res(&mut m, tex(TextureDim::D2, false, true, ro, f4));
    let d1_ty = res(&mut m, tex(TextureDim::D1, false, false, ro, f4));
    let shadow_ty = res(&mut m, tex(TextureDim::D2, false, false, ro, f));
    let plain_ty = res(&mut m, tex(TextureDim::D2, false, false, ro, f4));
    let plain_arr = m.types.array(plain_ty, 4);
    let rw_ty = res(&mut m, tex(TextureDim::D2, false, false, rw, f4));
    let rwf_ty = res(&mut m, tex(TextureDim::D2, false, false, rw, f));
    let buf_ty = res(
        &mut m,
        ResourceType::TypedBuffer {
            access: ro,
            texel: f4,
        },
    );
    let rwbuf_ty = res(
        &mut m,
        ResourceType::TypedBuffer {
            access: rw,
            texel: u,
        },
    );
    let smp_ty = res(&mut m, ResourceType::Sampler { comparison: false });
    let cmp_ty = res(&mut m, ResourceType::Sampler { comparison: true });
    let mut binding = 0;
    let mut bind = |m: &mut Module, name: &str, ty: TypeId, edit: &dyn Fn(&mut Global)| {
        binding += 1;
        let b = binding;
        global(m, name, ty, AddressSpace::UniformConstant, |g| {
            g.binding = Some(ResourceBinding { set: 0, binding: b });
            edit(g);
        })
    };
    let g_t2a = bind(&mut m, "layers", t2a_ty, &|_| {});
    let g_cube = bind(&mut m, "cubes", cube_ty, &|_| {});
    let g_ms = bind(&mut m, "msaa", ms_ty, &|_| {});
    let g_1d = bind(&mut m, "ramp", d1_ty, &|_| {});
    let g_shadow = bind(&mut m, "shadow", shadow_ty, &|_| {});
    let g_arr = bind(&mut m, "materials", plain_arr, &|g| {
        g.resource_count = Some(4)
    });
    let g_rw = bind(&mut m, "output", rw_ty, &|g| {
        g.image_format = Some("rgba8".into())
    });
    let g_rwf = bind(&mut m, "scratch", rwf_ty, &|_| {});
    let g_buf = bind(&mut m, "texels", buf_ty, &|_| {});
    let g_rwbuf = bind(&mut m, "histogram", rwbuf_ty, &|g| {
        g.image_format = Some("r32ui".into())
    });
    let g_smp = bind(&mut m, "smp", smp_ty, &|_| {});
    let g_cmp = bind(&mut m, "cmp", cmp_ty, &|_| {});
    let g_tid = global(
        &mut m,
        "gl_GlobalInvocationID",
        u3,
        AddressSpace::Input,
        |g| g.builtin = Some(BuiltIn::GlobalInvocationId),
    );
    let g_uv = global(&mut m, "in.var.TEXCOORD0", f2, AddressSpace::Input, |g| {
        g.location = Some(0)
    });
    let g_idx = global(&mut m, "in.var.INDEX", u, AddressSpace::Input, |g| {
        g.location = Some(1)
    });
    let g_target = global(&mut m, "out.var.SV_Target", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });

    // ----- compute -----
    let cs = m.add_function("cs", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, cs);
    let tid = b.load(g_tid);
    let xy_u = b.swizzle(tid, vec![0, 1]);
    let xy = b.convert(xy_u, i2);
    let uv = b.convert(xy_u, f2);
    let zero_f = b.const_f32(0.0);
    let half = b.const_f32(0.5);
    let coord3 = b.construct(f3, vec![uv, zero_f]);
    let coord4 = b.construct(f4, vec![coord3, zero_f]);
    let level = b.texture(
        TextureOp::SampleLevel,
        vec![g_t2a, g_smp, coord3, zero_f],
        None,
        f4,
    );
    let off = {
        let one = b.module.const_i32(1);
        let zero = b.module.const_i32(0);
        let (Value::Constant(o), Value::Constant(z)) = (one, zero) else {
            unreachable!()
        };
        b.module.const_composite(i2, vec![o, z])
    };
    let gathered = b.texture(
        TextureOp::Gather { component: 1 },
        vec![g_t2a, g_smp, coord3],
        Some(off),
        f4,
    );
    let dynamic_off = xy;
    let gathered2 = b.texture(
        TextureOp::Gather { component: 0 },
        vec![g_t2a, g_smp, coord3],
        Some(dynamic_off),
        f4,
    );
    let grad = b.texture(
        TextureOp::SampleGrad,
        vec![g_t2a, g_smp, coord3, uv, uv],
        None,
        f4,
    );
    let cube = b.texture(
        TextureOp::SampleLevel,
        vec![g_cube, g_smp, coord4, zero_f],
        None,
        f4,
    );
    let x = b.extract(uv, vec![0]);
    let ramp = b.texture(
        TextureOp::SampleLevel,
        vec![g_1d, g_smp, x, zero_f],
        None,
        f4,
    );
    let zero_i = b.const_i32(0);
    let layer_coord = b.construct(i3, vec![xy, zero_i]);
    let fetched = b.texture(
        TextureOp::Load,
        vec![g_t2a, layer_coord, zero_i],
        Some(off),
        f4,
    );
    let one_i = b.const_i32(1);
    let sample = b.texture(TextureOp::Load, vec![g_ms, xy, one_i], None, f4);
    let xi = b.extract(xy, vec![0]);
    let texel = b.texture(TextureOp::Load, vec![g_buf, xi], None, f4);
    let scratch = b.texture(TextureOp::Load, vec![g_rwf, xy], None, f);
    let cmp_lz = b.texture(
        TextureOp::SampleCompareLevelZero,
        vec![g_shadow, g_cmp, uv, half],
        None,
        f,
    );
    let gcmp = b.texture(
        TextureOp::GatherCompare,
        vec![g_shadow, g_cmp, uv, half],
        None,
        f4,
    );
    let zero_u = b.const_u32(0);
    let size = b.texture(TextureOp::QuerySize, vec![g_t2a, zero_u], None, u3);
    let levels = b.texture(TextureOp::QueryLevels, vec![g_t2a], None, u);
    let samples = b.texture(TextureOp::QuerySamples, vec![g_ms], None, u);
    let rw_size = b.texture(TextureOp::QuerySize, vec![g_rw], None, u2);
    let one_u = b.const_u32(1);
    let _old = b.atomic_rmw(AtomicOp::Add, g_rwbuf, Some(xi), one_u);
    // Sum everything into one value so nothing is dead.
    let mut acc = b.binary(BinaryOp::Add, level, gathered);
    for v in [gathered2, grad, cube, ramp, fetched, sample, texel, gcmp] {
        acc = b.binary(BinaryOp::Add, acc, v);
    }
    let sx = b.extract(size, vec![2]);
    let n = b.binary(BinaryOp::Add, sx, levels);
    let n = b.binary(BinaryOp::Add, n, samples);
    let rx = b.extract(rw_size, vec![1]);
    let n = b.binary(BinaryOp::Add, n, rx);
    let nf = b.convert(n, f);
    let s = b.binary(BinaryOp::Add, nf, cmp_lz);
    let s = b.binary(BinaryOp::Add, s, scratch);
    let s4 = b.splat(s, f4);
    let acc = b.binary(BinaryOp::Add, acc, s4);
    b.texture(TextureOp::Store, vec![g_rw, xy, acc], None, void);
    b.texture(TextureOp::Store, vec![g_rwf, xy, s], None, void);
    b.ret(None);
    m.add_entry_point(EntryPoint {
        name: "cs".into(),
        stage: Stage::Compute,
        function: cs,
        workgroup_size: [8, 8, 1],
        inputs: ids(&[g_tid]),
        outputs: vec![],
        early_depth_stencil: false,
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
        span: Span::default(),
    });

    // ----- pixel -----
    let ps = m.add_function("ps", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, ps);
    let uv = b.load(g_uv);
    let idx = b.load(g_idx);
    let nu = b.intrinsic(IntrinsicOp::NonUniformIndex, vec![idx], u);
    let material = b.access_chain(g_arr, vec![nu]);
    let base = b.texture(TextureOp::Sample, vec![material, g_smp, uv], None, f4);
    let layer = b.const_f32(1.0);
    let uvl = b.construct(f3, vec![uv, layer]);
    let biased = b.texture(
        TextureOp::SampleBias,
        vec![g_t2a, g_smp, uvl, layer],
        None,
        f4,
    );
    let shadow = b.texture(
        TextureOp::SampleCompare,
        vec![g_shadow, g_cmp, uv, layer],
        None,
        f,
    );
    let lod = b.texture(TextureOp::QueryLod, vec![g_shadow, g_smp, uv], None, f2);
    let lod0 = b.extract(lod, vec![0]);
    let k = b.binary(BinaryOp::Mul, shadow, lod0);
    let k4 = b.splat(k, f4);
    let c = b.binary(BinaryOp::Add, base, biased);
    let c = b.binary(BinaryOp::Mul, c, k4);
    b.store(g_target, c);
    b.ret(None);
    m.add_entry_point(EntryPoint {
        name: "ps".into(),
        stage: Stage::Pixel,
        function: ps,
        workgroup_size: [1, 1, 1],
        inputs: ids(&[g_uv, g_idx]),
        outputs: ids(&[g_target]),
        early_depth_stencil: true,
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
        span: Span::default(),
    });
    m
}

#[test]
fn texture_operations_validate_with_the_right_capabilities() {
    let m = texture_ops_module();
    let cs = emit_and_validate(&m, "cs", "textures_cs");
    let ops = opcodes(&cs);
    for op in [
        spirv::Op::ImageSampleExplicitLod,
        spirv::Op::ImageGather,
        spirv::Op::ImageDrefGather,
        spirv::Op::ImageSampleDrefExplicitLod,
        spirv::Op::ImageFetch,
        spirv::Op::ImageRead,
        spirv::Op::ImageWrite,
        spirv::Op::ImageQuerySizeLod,
        spirv::Op::ImageQuerySize,
        spirv::Op::ImageQueryLevels,
        spirv::Op::ImageQuerySamples,
        spirv::Op::ImageTexelPointer,
    ] {
        assert!(ops.contains(&(op as u32)), "missing {op:?}");
    }
    for cap in [
        spirv::Capability::ImageQuery,
        spirv::Capability::SampledCubeArray,
        spirv::Capability::Sampled1D,
        spirv::Capability::SampledBuffer,
        spirv::Capability::ImageBuffer,
        spirv::Capability::ImageGatherExtended,
        spirv::Capability::StorageImageReadWithoutFormat,
        spirv::Capability::StorageImageWriteWithoutFormat,
    ] {
        assert!(has_capability(&cs, cap), "missing capability {cap:?}");
    }
    // rgba8 and r32ui are core formats.
    assert!(!has_capability(
        &cs,
        spirv::Capability::StorageImageExtendedFormats
    ));
    // The compute entry point does not reach the pixel-only texture array.
    assert!(!has_capability(&cs, spirv::Capability::ShaderNonUniform));

    let ps = emit_and_validate(&m, "ps", "textures_ps");
    let ops = opcodes(&ps);
    assert!(ops.contains(&(spirv::Op::ImageSampleImplicitLod as u32)));
    assert!(ops.contains(&(spirv::Op::ImageSampleDrefImplicitLod as u32)));
    assert!(ops.contains(&(spirv::Op::ImageQueryLod as u32)));
    for cap in [
        spirv::Capability::ShaderNonUniform,
        spirv::Capability::SampledImageArrayNonUniformIndexing,
    ] {
        assert!(has_capability(&ps, cap), "missing capability {cap:?}");
    }
    let modes: Vec<u32> = instructions(&ps, spirv::Op::ExecutionMode)
        .iter()
        .map(|m| m[1])
        .collect();
    assert!(modes.contains(&(spirv::ExecutionMode::EarlyFragmentTests as u32)));
    let non_uniform = instructions(&ps, spirv::Op::Decorate)
        .iter()
        .filter(|d| d[1] == spirv::Decoration::NonUniform as u32)
        .count();
    // The index copy, the access chain, the loaded image, the sampler load and the sampled image.
    assert!(non_uniform >= 4, "{non_uniform}");
}

#[test]
fn implicit_level_sampling_outside_pixel_shaders_is_reported() {
    let mut m = texture_ops_module();
    // Reuse the pixel function as a vertex entry point (compute shaders take derivatives
    // from shader model 6.6).
    let ps = m.entry_point("ps").map(|e| e.function).expect("ps");
    m.add_entry_point(EntryPoint {
        name: "bad".into(),
        stage: Stage::Vertex,
        function: ps,
        workgroup_size: [1, 1, 1],
        inputs: vec![],
        outputs: vec![],
        early_depth_stencil: false,
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
        span: Span::default(),
    });
    let mut diags = DiagnosticBag::new();
    assert!(emit(&m, "bad", &SpirvOptions::default(), &mut diags).is_none());
    assert!(diags.reports().iter().any(|r| r.message
        == "'sample' needs screen-space derivatives, which only pixel and compute shaders have; use an explicit level (SampleLevel, SampleCmpLevelZero) instead."));
}

/// A vertex shader exercising push constants (with a bool member), an array of constant
/// buffers indexed at run time, an `inout` parameter given a pointer into a local struct
/// (copied in and out), a phi, component-wise matrix arithmetic, conversions, dynamic vector
/// indexing, shuffles of one-component vectors and many intrinsics.
fn misc_vertex_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let f = t.scalar(Scalar::FLOAT);
    let u = t.scalar(Scalar::UINT);
    let i = t.scalar(Scalar::INT);
    let b = t.scalar(Scalar::BOOL);
    let f1 = t.vector(Scalar::FLOAT, 1);
    let f3 = t.vector(Scalar::FLOAT, 3);
    let f4 = t.vector(Scalar::FLOAT, 4);
    let i3 = t.vector(Scalar::INT, 3);
    let u2 = t.vector(Scalar::UINT, 2);
    let m33 = t.matrix(Scalar::FLOAT, 3, 3);
    let void = t.void();
    let pc = struct_type(t, "PushData", &[("tint", f4), ("mode", u), ("flip", b)]);
    let light = struct_type(t, "Light", &[("color", f3), ("intensity", f)]);
    let local_s = struct_type(t, "Surface", &[("albedo", f3), ("rough", f)]);
    let light_cb = t.intern(Type::Resource(ResourceType::ConstantBuffer {
        element: light,
    }));
    let lights_ty = t.array(light_cb, 3);
    let p_f3 = t.pointer(AddressSpace::Function, f3);
    let p_f = t.pointer(AddressSpace::Function, f);
    let p_i = t.pointer(AddressSpace::Function, f);
    let _ = p_i;
    let pc_layout = struct_layout(
        pc,
        "PushData",
        32,
        vec![
            member("tint", 0, leaf(f4, 16, LayoutKind::Vector)),
            member("mode", 16, leaf(u, 4, LayoutKind::Scalar)),
            member("flip", 20, leaf(b, 4, LayoutKind::Scalar)),
        ],
    );
    let light_layout = struct_layout(
        light,
        "Light",
        16,
        vec![
            member("color", 0, leaf(f3, 12, LayoutKind::Vector)),
            member("intensity", 12, leaf(f, 4, LayoutKind::Scalar)),
        ],
    );
    let g_pc = global(&mut m, "push", pc, AddressSpace::PushConstant, |g| {
        g.layout = Some(pc_layout)
    });
    let g_lights = global(&mut m, "lights", lights_ty, AddressSpace::Uniform, |g| {
        g.binding = Some(ResourceBinding { set: 2, binding: 0 });
        g.resource_count = Some(3);
        g.layout = Some(light_layout);
    });
    let g_pos = global(&mut m, "in.var.POSITION", f4, AddressSpace::Input, |g| {
        g.location = Some(0)
    });
    let g_out_pos = global(&mut m, "gl_Position", f4, AddressSpace::Output, |g| {
        g.builtin = Some(BuiltIn::Position)
    });
    let g_out = global(&mut m, "out.var.COLOR", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });

    // void adjust(inout float3 c, float k, out float e) { c = c * k; e = frexp(k, e); }
    let adjust = m.add_function(
        "adjust",
        vec![
            Param {
                name: "c".into(),
                ty: p_f3,
            },
            Param {
                name: "k".into(),
                ty: f,
            },
            Param {
                name: "e".into(),
                ty: p_f,
            },
        ],
        void,
        Span::default(),
    );
    {
        let mut bl = Builder::new(&mut m, adjust);
        let c = bl.load(Value::Argument(0));
        let k3 = bl.splat(Value::Argument(1), f3);
        let scaled = bl.binary(BinaryOp::Mul, c, k3);
        bl.store(Value::Argument(0), scaled);
        let mant = bl.intrinsic(
            IntrinsicOp::Frexp,
            vec![Value::Argument(1), Value::Argument(2)],
            f,
        );
        let e = bl.load(Value::Argument(2));
        let sum = bl.binary(BinaryOp::Add, mant, e);
        bl.store(Value::Argument(2), sum);
        bl.ret(None);
    }

    let main = m.add_function("main", vec![], void, Span::default());
    let mut bl = Builder::new(&mut m, main);
    let surface = bl.alloca(local_s, "surface");
    let expo = bl.alloca(f, "expo");
    let whole = bl.alloca(f, "whole");
    let sn = bl.alloca(f, "s");
    let cs = bl.alloca(f, "c");
    let pos = bl.load(g_pos);
    let one_i = bl.const_i32(1);
    let mode_ptr = bl.access_chain(g_pc, vec![one_i]);
    let mode = bl.load(mode_ptr);
    let two_i = bl.const_i32(2);
    let flip_ptr = bl.access_chain(g_pc, vec![two_i]);
    let flip = bl.load(flip_ptr);
    let zero_i = bl.const_i32(0);
    let color_ptr = bl.access_chain(g_lights, vec![mode, zero_i]);
    let color = bl.load(color_ptr);
    let intensity_ptr = bl.access_chain(g_lights, vec![mode, one_i]);
    let intensity = bl.load(intensity_ptr);
    let albedo_ptr = bl.access_chain(surface, vec![zero_i]);
    bl.store(albedo_ptr, color);
    bl.call(adjust, vec![albedo_ptr, intensity, expo]);
    let albedo = bl.load(albedo_ptr);
    // k = flip ? -1 : 1 through control flow and a phi.
    let neg = bl.create_block("flip.then");
    let pos_b = bl.create_block("flip.else");
    let merge = bl.create_block("flip.end");
    let cur = bl.current_block().unwrap_or(BlockId(0));
    bl.set_selection(cur, merge, ControlHint::DontFlatten);
    bl.cond_branch(flip, neg, pos_b);
    bl.switch_to(neg);
    let minus = bl.const_f32(-1.0);
    bl.branch(merge);
    bl.switch_to(pos_b);
    let plus = bl.const_f32(1.0);
    bl.branch(merge);
    bl.switch_to(merge);
    let k = bl.phi(f, vec![(neg, minus), (pos_b, plus)]);
    // Matrices: rows, component-wise add and scale, transpose, product, determinant.
    let row = bl.construct(f3, vec![k, k, k]);
    let mat = bl.construct(m33, vec![albedo, row, albedo]);
    let mat2 = bl.binary(BinaryOp::Add, mat, mat);
    let ks = bl.splat(k, m33);
    let mat3 = bl.binary(BinaryOp::Mul, mat2, ks);
    let neg_m = bl.unary(UnaryOp::Neg, mat3);
    let tm = bl.transpose(neg_m);
    let v = bl.mat_mul(tm, albedo);
    let det = bl.intrinsic(IntrinsicOp::Determinant, vec![tm], f);
    let fl = bl.intrinsic(IntrinsicOp::Floor, vec![tm], m33);
    let row0 = bl.extract(fl, vec![0, 1]);
    // Conversions and integer math.
    let vi = bl.convert(v, i3);
    let d = bl.dot(vi, vi);
    let absd = bl.intrinsic(IntrinsicOp::Abs, vec![d], i);
    let du = bl.convert(absd, u);
    let sg = bl.intrinsic(IntrinsicOp::Sign, vec![du], i);
    let rev = bl.intrinsic(IntrinsicOp::ReverseBits, vec![du], u);
    let low = bl.intrinsic(IntrinsicOp::FirstBitLow, vec![rev], u);
    let ten = bl.const_u32(10);
    let cl = bl.intrinsic(IntrinsicOp::Clamp, vec![low, mode, ten], u);
    let sgu = bl.convert(sg, u);
    let mixed = bl.binary(BinaryOp::BitXor, cl, sgu);
    let shifted = bl.binary(BinaryOp::Shr, mixed, mode);
    let as_int = bl.bitcast(shifted, i);
    let back = bl.convert(as_int, f);
    let as_bool = bl.convert(back, b);
    let as_float = bl.convert(as_bool, f);
    let pair = bl.construct(u2, vec![mode, shifted]);
    let pair_min = bl.intrinsic(IntrinsicOp::Min, vec![pair, pair], u2);
    let py = bl.extract(pair_min, vec![1]);
    let pyf = bl.convert(py, f);
    // Dynamic vector indexing and shuffles with one-component vectors.
    let three = bl.const_u32(3);
    let idx = bl.binary(BinaryOp::BitAnd, mode, three);
    let comp = bl.extract_dynamic(pos, idx);
    let pos2 = bl.insert_dynamic(pos, idx, det);
    let one = bl.construct(f1, vec![comp]);
    let sh = bl.shuffle(one, pos2, vec![0, 2, 3, 4]);
    // Float intrinsics.
    let mad = bl.intrinsic(IntrinsicOp::Mad, vec![comp, det, row0], f);
    let rcp = bl.intrinsic(IntrinsicOp::Rcp, vec![mad], f);
    let lg = bl.intrinsic(IntrinsicOp::Log10, vec![rcp], f);
    let at = bl.intrinsic(IntrinsicOp::Atan2, vec![lg, rcp], f);
    let st = bl.intrinsic(IntrinsicOp::SmoothStep, vec![at, lg, rcp], f);
    let stp = bl.intrinsic(IntrinsicOp::Step, vec![st, at], f);
    let rn = bl.intrinsic(IntrinsicOp::Round, vec![stp], f);
    let frac = bl.intrinsic(IntrinsicOp::Modf, vec![rn, whole], f);
    bl.intrinsic(IntrinsicOp::SinCos, vec![frac, sn, cs], void);
    let sv = bl.load(sn);
    let cv = bl.load(cs);
    let cr = bl.intrinsic(IntrinsicOp::Cross, vec![albedo, v], f3);
    let rf = bl.intrinsic(IntrinsicOp::Reflect, vec![cr, albedo], f3);
    let len = bl.intrinsic(IntrinsicOp::Length, vec![rf], f);
    let fin = bl.intrinsic(IntrinsicOp::IsFinite, vec![len], b);
    let all = bl.intrinsic(IntrinsicOp::All, vec![fin], b);
    let e = bl.load(expo);
    let w = bl.load(whole);
    let total = bl.binary(BinaryOp::Add, sv, cv);
    let total = bl.binary(BinaryOp::Add, total, e);
    let total = bl.binary(BinaryOp::Add, total, w);
    let total = bl.binary(BinaryOp::Add, total, as_float);
    let total = bl.binary(BinaryOp::Add, total, pyf);
    let zero = bl.const_f32(0.0);
    let total = bl.select(all, total, zero);
    let t4 = bl.splat(total, f4);
    let tint_ptr = bl.access_chain(g_pc, vec![zero_i]);
    let tint = bl.load(tint_ptr);
    let out = bl.binary(BinaryOp::Mul, tint, t4);
    let out = bl.binary(BinaryOp::Add, out, sh);
    bl.store(g_out, out);
    bl.store(g_out_pos, pos);
    bl.ret(None);
    entry(
        &mut m,
        "main",
        Stage::Vertex,
        main,
        (vec![g_pos], vec![g_out_pos, g_out]),
    );
    m
}

#[test]
fn push_constants_buffer_arrays_calls_phis_and_intrinsics_validate() {
    let m = misc_vertex_module();
    let words = emit_and_validate(&m, "main", "misc_vertex");
    let ops = opcodes(&words);
    for op in [
        spirv::Op::Phi,
        spirv::Op::FunctionCall,
        spirv::Op::Transpose,
        spirv::Op::VectorExtractDynamic,
        spirv::Op::VectorInsertDynamic,
        spirv::Op::ExtInst,
        spirv::Op::ShiftRightLogical,
        spirv::Op::FUnordNotEqual,
    ] {
        assert!(ops.contains(&(op as u32)), "missing {op:?}");
    }
    assert!(has_capability(
        &words,
        spirv::Capability::UniformBufferArrayDynamicIndexing
    ));
    // The push-constant block has no descriptor set.
    let pc_vars: Vec<Vec<u32>> = instructions(&words, spirv::Op::Variable)
        .into_iter()
        .filter(|v| v[2] == spirv::StorageClass::PushConstant as u32)
        .collect();
    assert_eq!(pc_vars.len(), 1);
    let pc_id = pc_vars[0][1];
    assert!(!instructions(&words, spirv::Op::Decorate)
        .iter()
        .any(|d| d[0] == pc_id && d[1] == spirv::Decoration::DescriptorSet as u32));
    // `mad` is a multiply and an add that must not be contracted.
    let no_contraction = instructions(&words, spirv::Op::Decorate)
        .iter()
        .filter(|d| d[1] == spirv::Decoration::NoContraction as u32)
        .count();
    assert_eq!(no_contraction, 2);
}

#[test]
fn a_struct_containing_itself_is_reported_not_overflowed() {
    let mut m = Module::new(TypeArena::new());
    let f = m.types.scalar(Scalar::FLOAT);
    let void = m.types.void();
    let s = struct_type(&mut m.types, "Loop", &[("x", f)]);
    if let Type::Struct(sid) = m.types.get(s) {
        if let Some(def) = m.types.struct_def_mut(sid) {
            def.members
                .push(StructMember::new("self", s, Span::default()));
        }
    }
    let g = global(&mut m, "cyclic", s, AddressSpace::Private, |_| {});
    let main = m.add_function("main", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let zero = b.const_i32(0);
    let p = b.access_chain(g, vec![zero]);
    let _ = b.load(p);
    b.ret(None);
    entry(&mut m, "main", Stage::Compute, main, (vec![], vec![]));
    let mut diags = DiagnosticBag::new();
    assert!(emit(&m, "main", &SpirvOptions::default(), &mut diags).is_none());
    assert!(diags
        .reports()
        .iter()
        .any(|r| r.message == "A type nests too deeply (or contains itself)."));
}

#[test]
fn dump_lists_globals_and_entry_points() {
    let m = compute_module();
    let text = print(&m);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "@g0 = global storage RWStructuredBuffer<Particle> set=0 binding=0 laid_out ; particles",
            "@g1 = global storage RWByteAddressBuffer set=0 binding=1 ; counters",
            "@g2 = global workgroup uint ; sharedCount",
            "@g3 = global input uint3 builtin=global_invocation_id ; gl_GlobalInvocationID",
            "@g4 = global input uint builtin=local_invocation_index ; gl_LocalInvocationIndex",
        ]
    );
    assert!(text.contains("bb3: ; loop merge=bb9 continue=bb8 hint=unroll (for.header)\n"));
    assert!(text.contains("  switch %15, default bb12, [0: bb10, 1: bb11]\n"));
    assert!(text.contains("  barrier group_memory|group_scope|group_sync\n"));
    assert!(text.contains("  %32 = atomic_cmpxchg %31, 0:uint, 1:uint : uint\n"));
    assert_eq!(
        lines.last().copied(),
        Some("entry compute @csmain inputs(@g3, @g4) outputs() workgroup_size(64, 1, 1) ; csmain")
    );
    // Printing is stable.
    assert_eq!(text, print(&m));
}

#[test]
fn specialization_constants_are_declared_where_used() {
    let mut m = Module::new(TypeArena::new());
    let int = m.types.scalar(Scalar::INT);
    let boolean = m.types.scalar(Scalar::BOOL);
    let f = m.types.scalar(Scalar::FLOAT);
    let void = m.types.void();
    let radius = m.add_spec_constant(SpecConstant {
        id: 0,
        name: "Radius".into(),
        ty: int,
        default_bits: 4,
        span: Span::default(),
    });
    let horizontal = m.add_spec_constant(SpecConstant {
        id: 1,
        name: "Horizontal".into(),
        ty: boolean,
        default_bits: 1,
        span: Span::default(),
    });
    let _unused = m.add_spec_constant(SpecConstant {
        id: 2,
        name: "Sigma".into(),
        ty: f,
        default_bits: 2f32.to_bits() as u64,
        span: Span::default(),
    });
    let g_shared = global(&mut m, "total", int, AddressSpace::Workgroup, |_| {});
    let main = m.add_function("main", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let neg = b.unary(UnaryOp::Neg, radius);
    let v = b.select(horizontal, radius, neg);
    b.store(g_shared, v);
    b.ret(None);
    entry(&mut m, "main", Stage::Compute, main, (vec![], vec![]));
    let text = print(&m);
    assert!(text.starts_with(
        "spec 0 Radius = 4:int\nspec 1 Horizontal = true:bool\nspec 2 Sigma = 2.0:float\n"
    ));
    assert!(text.contains("  %0 = neg spec(0 Radius) : int\n"));
    let words = emit_and_validate(&m, "main", "spec_constants");
    let spec_ids: Vec<u32> = instructions(&words, spirv::Op::Decorate)
        .iter()
        .filter(|d| d[1] == spirv::Decoration::SpecId as u32)
        .map(|d| d[2])
        .collect();
    assert_eq!(spec_ids, vec![0, 1], "Sigma is not used, so not declared");
    assert_eq!(instructions(&words, spirv::Op::SpecConstantTrue).len(), 1);
    let spec = instructions(&words, spirv::Op::SpecConstant);
    assert_eq!(spec.len(), 1);
    assert_eq!(spec[0][2], 4);
}

#[test]
fn sixteen_bit_values_in_buffers_and_stage_io_validate() {
    let mut m = Module::new(TypeArena::new());
    let h = m.types.scalar(Scalar::HALF);
    let h4 = m.types.vector(Scalar::HALF, 4);
    let u16 = m.types.scalar(Scalar::UINT16);
    let void = m.types.void();
    let st = struct_type(&mut m.types, "Data", &[("scale", h), ("count", u16)]);
    let sb = res(
        &mut m,
        ResourceType::StructuredBuffer {
            kind: StructuredKind::ReadWrite,
            element: st,
        },
    );
    let layout = TypeLayout {
        ty: st,
        size: 4,
        alignment: 2,
        kind: LayoutKind::Struct {
            name: "Data".into(),
            members: vec![
                member("scale", 0, leaf(h, 2, LayoutKind::Scalar)),
                member("count", 2, leaf(u16, 2, LayoutKind::Scalar)),
            ],
        },
    };
    let g_buf = global(&mut m, "data", sb, AddressSpace::StorageBuffer, |g| {
        g.binding = Some(ResourceBinding { set: 0, binding: 0 });
        g.layout = Some(layout);
    });
    let g_in = global(&mut m, "in.var.COLOR", h4, AddressSpace::Input, |g| {
        g.location = Some(0)
    });
    let g_out = global(&mut m, "out.var.SV_Target", h4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });
    let main = m.add_function("main", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let zero = b.const_i32(0);
    let p = b.access_chain(g_buf, vec![zero, zero]);
    let scale = b.load(p);
    let c = b.load(g_in);
    let s4 = b.splat(scale, h4);
    let r = b.binary(BinaryOp::Mul, c, s4);
    b.store(g_out, r);
    b.ret(None);
    entry(
        &mut m,
        "main",
        Stage::Pixel,
        main,
        (vec![g_in], vec![g_out]),
    );
    let words = emit_and_validate(&m, "main", "sixteen_bit");
    for cap in [
        spirv::Capability::Float16,
        spirv::Capability::Int16,
        spirv::Capability::StorageBuffer16BitAccess,
        spirv::Capability::StorageInputOutput16,
    ] {
        assert!(has_capability(&words, cap), "missing capability {cap:?}");
    }
}
