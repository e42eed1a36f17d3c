//! SPIR-V backend tests: hand-built IR modules are verified, emitted with and without names,
//! checked for determinism and validated with `spirv-val --target-env vulkan1.2` (the Debian
//! tool at /usr/bin/spirv-val; a missing tool fails the test).

use super::{emit, SpirvOptions};
use crate::diag::DiagnosticBag;
use crate::ir::*;
use crate::source::{FileId, Span};
use crate::types::{
    Access, AddressSpace, LayoutKind, MatrixPacking, MemberLayout, ResourceType, Scalar, StructDef,
    StructMember, StructuredKind, TextureDim, Type, TypeArena, TypeId, TypeLayout,
};
use crate::Stage;

const SPIRV_VAL: &str = "/usr/bin/spirv-val";

/// Writes `words` to a temp file and runs spirv-val on it; panics with its output on failure.
fn validate(words: &[u32], tag: &str) {
    let path = std::env::temp_dir().join(format!(
        "oneshader_spirv_{tag}_{}_{:?}.spv",
        std::process::id(),
        std::thread::current().id()
    ));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("write temp file");
    let out = std::process::Command::new(SPIRV_VAL)
        .args(["--target-env", "vulkan1.2"])
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("spirv-val must be installed at {SPIRV_VAL}: {e}"));
    // Set ONESHADER_SPIRV_DUMP_DIR to keep the binaries for inspection with spirv-dis.
    if let Ok(dir) = std::env::var("ONESHADER_SPIRV_DUMP_DIR") {
        let _ = std::fs::copy(&path, std::path::Path::new(&dir).join(format!("{tag}.spv")));
    }
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "spirv-val rejected {tag}:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Verifies the module, emits it with names on and off (twice each, to check determinism) and
/// validates both binaries. Returns the binary with names.
fn emit_and_validate(m: &Module, entry: &str, tag: &str) -> Vec<u32> {
    assert_eq!(
        verify(m),
        Vec::<String>::new(),
        "IR of {tag} does not verify:\n{}",
        print(m)
    );
    let mut result = Vec::new();
    for keep_names in [true, false] {
        let opts = SpirvOptions { keep_names };
        let mut diags = DiagnosticBag::new();
        let words = emit(m, entry, &opts, &mut diags);
        assert!(!diags.has_errors(), "{tag}: {:?}", diags.reports());
        let words = words.expect("words");
        let again = emit(m, entry, &opts, &mut DiagnosticBag::new()).expect("words");
        assert_eq!(words, again, "{tag}: emission is not deterministic");
        assert_eq!(words[0], 0x0723_0203);
        assert_eq!(words[1], 0x0001_0500, "SPIR-V 1.5");
        validate(&words, &format!("{tag}_{keep_names}"));
        if keep_names {
            result = words;
        }
    }
    result
}

/// Opcodes in a binary, in order (for spot checks).
fn opcodes(words: &[u32]) -> Vec<u32> {
    let mut out = Vec::new();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        out.push(words[i] & 0xFFFF);
        if count == 0 {
            break;
        }
        i += count;
    }
    out
}

/// The operand words of every instruction with `op`.
fn instructions(words: &[u32], op: spirv::Op) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        if count == 0 {
            break;
        }
        if words[i] & 0xFFFF == op as u32 {
            out.push(words[i + 1..i + count].to_vec());
        }
        i += count;
    }
    out
}

fn has_capability(words: &[u32], cap: spirv::Capability) -> bool {
    instructions(words, spirv::Op::Capability)
        .iter()
        .any(|ops| ops[0] == cap as u32)
}

fn sp(start: u32) -> Span {
    Span::new(FileId(0), start, start + 1)
}

fn leaf(ty: TypeId, size: u32, kind: LayoutKind) -> TypeLayout {
    TypeLayout {
        ty,
        size,
        alignment: size.min(16),
        kind,
    }
}

fn member(name: &str, offset: u32, layout: TypeLayout) -> MemberLayout {
    MemberLayout {
        name: name.into(),
        offset,
        layout,
    }
}

fn struct_type(types: &mut TypeArena, name: &str, members: &[(&str, TypeId)]) -> TypeId {
    types.add_struct(StructDef {
        name: name.into(),
        members: members
            .iter()
            .map(|(n, t)| StructMember::new(*n, *t, Span::default()))
            .collect(),
        span: Span::default(),
    })
}

fn struct_layout(ty: TypeId, name: &str, size: u32, members: Vec<MemberLayout>) -> TypeLayout {
    TypeLayout {
        ty,
        size,
        alignment: 16,
        kind: LayoutKind::Struct {
            name: name.into(),
            members,
        },
    }
}

fn global(
    m: &mut Module,
    name: &str,
    ty: TypeId,
    space: AddressSpace,
    edit: impl FnOnce(&mut Global),
) -> Value {
    let mut g = Global::new(name, ty, space, sp(0));
    edit(&mut g);
    Value::Global(m.add_global(g))
}

fn entry(m: &mut Module, name: &str, stage: Stage, function: FuncId, io: (Vec<Value>, Vec<Value>)) {
    let ids = |v: Vec<Value>| {
        v.into_iter()
            .filter_map(|x| match x {
                Value::Global(g) => Some(g),
                _ => None,
            })
            .collect()
    };
    m.add_entry_point(EntryPoint {
        name: name.into(),
        stage,
        function,
        workgroup_size: [1, 1, 1],
        inputs: ids(io.0),
        outputs: ids(io.1),
        early_depth_stencil: false,
        depth_replacing: false,
        span: Span::default(),
    });
}

/// A pixel shader: `cbuffer Frame { float4x4 transform; bool useTint; float4 tint; }`,
/// samples a texture, tints it when `useTint`, multiplies by the matrix, and also loads the
/// whole constant buffer struct (bool member converted member by member).
fn pixel_texture_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let f = t.scalar(Scalar::FLOAT);
    let b = t.scalar(Scalar::BOOL);
    let int = t.scalar(Scalar::INT);
    let f2 = t.vector(Scalar::FLOAT, 2);
    let f4 = t.vector(Scalar::FLOAT, 4);
    let m44 = t.matrix(Scalar::FLOAT, 4, 4);
    let void = t.void();
    let frame = struct_type(
        t,
        "Frame",
        &[("transform", m44), ("useTint", b), ("tint", f4)],
    );
    let cb = t.intern(Type::Resource(ResourceType::ConstantBuffer {
        element: frame,
    }));
    let tex = t.intern(Type::Resource(ResourceType::Texture {
        dim: TextureDim::D2,
        arrayed: false,
        multisampled: false,
        access: Access::ReadOnly,
        texel: f4,
    }));
    let smp = t.intern(Type::Resource(ResourceType::Sampler { comparison: false }));
    let _ = (f, int);
    let layout = struct_layout(
        frame,
        "Frame",
        96,
        vec![
            member(
                "transform",
                0,
                leaf(
                    m44,
                    64,
                    LayoutKind::Matrix {
                        stride: 16,
                        packing: MatrixPacking::ColumnMajor,
                    },
                ),
            ),
            member("useTint", 64, leaf(b, 4, LayoutKind::Scalar)),
            member("tint", 80, leaf(f4, 16, LayoutKind::Vector)),
        ],
    );
    let g_cb = global(&mut m, "Frame", cb, AddressSpace::Uniform, |g| {
        g.binding = Some(ResourceBinding { set: 0, binding: 0 });
        g.layout = Some(layout);
    });
    let g_tex = global(&mut m, "albedo", tex, AddressSpace::UniformConstant, |g| {
        g.binding = Some(ResourceBinding { set: 0, binding: 1 })
    });
    let g_smp = global(
        &mut m,
        "linearSampler",
        smp,
        AddressSpace::UniformConstant,
        |g| g.binding = Some(ResourceBinding { set: 0, binding: 2 }),
    );
    let g_uv = global(&mut m, "in.var.TEXCOORD0", f2, AddressSpace::Input, |g| {
        g.location = Some(0)
    });
    let g_out = global(&mut m, "out.var.SV_Target", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });
    let main = m.add_function("main", vec![], void, Span::default());
    let mut bld = Builder::new(&mut m, main);
    bld.set_span(sp(10));
    let uv = bld.load(g_uv);
    let c = bld.texture(TextureOp::Sample, vec![g_tex, g_smp, uv], None, f4);
    let local = bld.alloca(f4, "c");
    bld.store(local, c);
    let one = bld.const_i32(1);
    let use_ptr = bld.access_chain(g_cb, vec![one]);
    let use_tint = bld.load(use_ptr);
    let tinted = bld.create_block("if.then");
    let merge = bld.create_block("if.end");
    bld.set_selection(BlockId(0), merge, ControlHint::None);
    bld.cond_branch(use_tint, tinted, merge);
    bld.switch_to(tinted);
    let two = bld.const_i32(2);
    let tint_ptr = bld.access_chain(g_cb, vec![two]);
    let tint = bld.load(tint_ptr);
    let cur = bld.load(local);
    let product = bld.binary(BinaryOp::Mul, cur, tint);
    bld.store(local, product);
    bld.branch(merge);
    bld.switch_to(merge);
    let zero = bld.const_i32(0);
    let mat_ptr = bld.access_chain(g_cb, vec![zero]);
    let mat = bld.load(mat_ptr);
    let cur = bld.load(local);
    let transformed = bld.mat_mul(mat, cur);
    let whole_ptr = bld.access_chain(g_cb, vec![]);
    let whole = bld.load(whole_ptr);
    let flag = bld.extract(whole, vec![1]);
    let result = bld.select(flag, transformed, cur);
    bld.store(g_out, result);
    bld.ret(None);
    entry(
        &mut m,
        "main",
        Stage::Pixel,
        main,
        (vec![g_uv], vec![g_out]),
    );
    m
}

#[test]
fn pixel_shader_with_texture_and_constant_buffer_validates() {
    let m = pixel_texture_module();
    let words = emit_and_validate(&m, "main", "pixel_texture");
    let ops = opcodes(&words);
    assert!(ops.contains(&(spirv::Op::SampledImage as u32)));
    assert!(ops.contains(&(spirv::Op::SelectionMerge as u32)));
    // mul(M, v) is OpVectorTimesMatrix(v, M).
    assert!(ops.contains(&(spirv::Op::VectorTimesMatrix as u32)));
    // The bool member is a uint in the buffer and converted on load.
    assert!(ops.contains(&(spirv::Op::INotEqual as u32)));
    // HLSL column_major is SPIR-V RowMajor, with MatrixStride 16.
    let member_decos = instructions(&words, spirv::Op::MemberDecorate);
    assert!(member_decos
        .iter()
        .any(|d| d[1] == 0 && d[2] == spirv::Decoration::RowMajor as u32));
    assert!(member_decos
        .iter()
        .any(|d| d[1] == 0 && d[2] == spirv::Decoration::MatrixStride as u32 && d[3] == 16));
    assert!(member_decos
        .iter()
        .any(|d| d[1] == 2 && d[2] == spirv::Decoration::Offset as u32 && d[3] == 80));
    let modes = instructions(&words, spirv::Op::ExecutionMode);
    assert_eq!(modes.len(), 1);
    assert_eq!(modes[0][1], spirv::ExecutionMode::OriginUpperLeft as u32);
    // Interface: every referenced global (input, output, cbuffer, texture, sampler).
    let ep = &instructions(&words, spirv::Op::EntryPoint)[0];
    assert_eq!(
        ep.len(),
        2 + 2 + 5,
        "model, function, name (2 words), 5 globals"
    );
}

/// A vertex shader: `mul(float4(pos, 1), viewProj)` with a row_major matrix, an indexed
/// constant-buffer array, built-in inputs and outputs, a flat integer output and a static
/// global with an initializer.
fn vertex_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let u = t.scalar(Scalar::UINT);
    let f3 = t.vector(Scalar::FLOAT, 3);
    let f4 = t.vector(Scalar::FLOAT, 4);
    let m44 = t.matrix(Scalar::FLOAT, 4, 4);
    let colors = t.array(f4, 4);
    let void = t.void();
    let st = struct_type(t, "Camera", &[("viewProj", m44), ("colors", colors)]);
    let cb = t.intern(Type::Resource(ResourceType::ConstantBuffer { element: st }));
    let layout = struct_layout(
        st,
        "Camera",
        128,
        vec![
            member(
                "viewProj",
                0,
                leaf(
                    m44,
                    64,
                    LayoutKind::Matrix {
                        stride: 16,
                        packing: MatrixPacking::RowMajor,
                    },
                ),
            ),
            member(
                "colors",
                64,
                TypeLayout {
                    ty: colors,
                    size: 64,
                    alignment: 16,
                    kind: LayoutKind::Array {
                        length: 4,
                        stride: 16,
                        element: Box::new(leaf(f4, 16, LayoutKind::Vector)),
                    },
                },
            ),
        ],
    );
    let g_cb = global(&mut m, "Camera", cb, AddressSpace::Uniform, |g| {
        g.binding = Some(ResourceBinding { set: 1, binding: 0 });
        g.layout = Some(layout);
    });
    let scale = m.const_f32(2.0);
    let Value::Constant(scale_c) = scale else {
        unreachable!()
    };
    let float = m.types.scalar(Scalar::FLOAT);
    let g_scale = global(&mut m, "scale", float, AddressSpace::Private, |g| {
        g.initializer = Some(scale_c)
    });
    let g_pos = global(&mut m, "in.var.POSITION", f3, AddressSpace::Input, |g| {
        g.location = Some(0)
    });
    let g_vid = global(&mut m, "gl_VertexIndex", u, AddressSpace::Input, |g| {
        g.builtin = Some(BuiltIn::VertexIndex)
    });
    let g_iid = global(&mut m, "gl_InstanceIndex", u, AddressSpace::Input, |g| {
        g.builtin = Some(BuiltIn::InstanceIndex)
    });
    let g_position = global(&mut m, "gl_Position", f4, AddressSpace::Output, |g| {
        g.builtin = Some(BuiltIn::Position)
    });
    let g_color = global(&mut m, "out.var.COLOR", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });
    let g_id = global(&mut m, "out.var.ID", u, AddressSpace::Output, |g| {
        g.location = Some(1)
    });
    let clip_ty = m.types.array(float, 2);
    let g_clip = global(
        &mut m,
        "gl_ClipDistance",
        clip_ty,
        AddressSpace::Output,
        |g| g.builtin = Some(BuiltIn::ClipDistance),
    );
    let main = m.add_function("vsmain", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let pos = b.load(g_pos);
    let one = b.const_f32(1.0);
    let p4 = b.construct(f4, vec![pos, one]);
    let zero = b.const_i32(0);
    let vp_ptr = b.access_chain(g_cb, vec![zero]);
    let vp = b.load(vp_ptr);
    let clip = b.mat_mul(p4, vp);
    let s = b.load(g_scale);
    let s4 = b.splat(s, f4);
    let scaled = b.binary(BinaryOp::Mul, clip, s4);
    b.store(g_position, scaled);
    let vid = b.load(g_vid);
    let iid = b.load(g_iid);
    let three = b.const_u32(3);
    let sum = b.binary(BinaryOp::Add, vid, iid);
    let idx = b.binary(BinaryOp::BitAnd, sum, three);
    let one_i = b.const_i32(1);
    let col_ptr = b.access_chain(g_cb, vec![one_i, idx]);
    let col = b.load(col_ptr);
    // The whole array, copied out of the buffer with OpCopyLogical.
    let all_ptr = b.access_chain(g_cb, vec![one_i]);
    let all = b.load(all_ptr);
    let first = b.extract(all, vec![0]);
    let col = b.binary(BinaryOp::Add, col, first);
    let swz = b.swizzle(col, vec![2, 1, 0, 3]);
    b.store(g_color, swz);
    let shifted = b.binary(BinaryOp::Shl, vid, three);
    b.store(g_id, shifted);
    let clip1 = b.access_chain(g_clip, vec![one_i]);
    b.store(clip1, s);
    b.ret(None);
    entry(
        &mut m,
        "vsmain",
        Stage::Vertex,
        main,
        (
            vec![g_pos, g_vid, g_iid],
            vec![g_position, g_color, g_id, g_clip],
        ),
    );
    m
}

#[test]
fn vertex_shader_with_matrix_and_builtins_validates() {
    let m = vertex_module();
    let words = emit_and_validate(&m, "vsmain", "vertex");
    let ops = opcodes(&words);
    // mul(v, M) is OpMatrixTimesVector(M, v).
    assert!(ops.contains(&(spirv::Op::MatrixTimesVector as u32)));
    assert!(ops.contains(&(spirv::Op::CopyLogical as u32)));
    // row_major is ColMajor in SPIR-V.
    let member_decos = instructions(&words, spirv::Op::MemberDecorate);
    assert!(member_decos
        .iter()
        .any(|d| d[2] == spirv::Decoration::ColMajor as u32));
    // The shift count is masked with 31.
    assert!(ops.contains(&(spirv::Op::BitwiseAnd as u32)));
    // The integer vertex output is Flat.
    let decos = instructions(&words, spirv::Op::Decorate);
    assert!(decos.iter().any(|d| d[1] == spirv::Decoration::Flat as u32));
    let builtins: Vec<u32> = decos
        .iter()
        .filter(|d| d[1] == spirv::Decoration::BuiltIn as u32)
        .map(|d| d[2])
        .collect();
    assert_eq!(
        builtins,
        vec![
            spirv::BuiltIn::VertexIndex as u32,
            spirv::BuiltIn::InstanceIndex as u32,
            spirv::BuiltIn::Position as u32,
            spirv::BuiltIn::ClipDistance as u32
        ]
    );
    assert!(has_capability(&words, spirv::Capability::ClipDistance));
}

/// A compute shader: `RWStructuredBuffer<Particle>` (with a bool member), a loop with
/// `continue`, a switch, groupshared memory with a barrier and an atomic add, the buffer
/// length and a byte-address buffer word.
fn compute_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let u = t.scalar(Scalar::UINT);
    let b = t.scalar(Scalar::BOOL);
    let f3 = t.vector(Scalar::FLOAT, 3);
    let u3 = t.vector(Scalar::UINT, 3);
    let void = t.void();
    let particle = struct_type(t, "Particle", &[("pos", f3), ("flags", u), ("alive", b)]);
    let sb = t.intern(Type::Resource(ResourceType::StructuredBuffer {
        kind: StructuredKind::ReadWrite,
        element: particle,
    }));
    let bab = t.intern(Type::Resource(ResourceType::ByteAddressBuffer {
        access: Access::ReadWrite,
    }));
    let elem_layout = struct_layout(
        particle,
        "Particle",
        32,
        vec![
            member("pos", 0, leaf(f3, 12, LayoutKind::Vector)),
            member("flags", 12, leaf(u, 4, LayoutKind::Scalar)),
            member("alive", 16, leaf(b, 4, LayoutKind::Scalar)),
        ],
    );
    let g_buf = global(&mut m, "particles", sb, AddressSpace::StorageBuffer, |g| {
        g.binding = Some(ResourceBinding { set: 0, binding: 0 });
        g.layout = Some(elem_layout);
    });
    let g_raw = global(&mut m, "counters", bab, AddressSpace::StorageBuffer, |g| {
        g.binding = Some(ResourceBinding { set: 0, binding: 1 });
    });
    let g_shared = global(&mut m, "sharedCount", u, AddressSpace::Workgroup, |_| {});
    let g_tid = global(
        &mut m,
        "gl_GlobalInvocationID",
        u3,
        AddressSpace::Input,
        |g| g.builtin = Some(BuiltIn::GlobalInvocationId),
    );
    let g_lidx = global(
        &mut m,
        "gl_LocalInvocationIndex",
        u,
        AddressSpace::Input,
        |g| g.builtin = Some(BuiltIn::LocalInvocationIndex),
    );
    let main = m.add_function("csmain", vec![], void, Span::default());
    let mut bl = Builder::new(&mut m, main);
    let zero = bl.const_u32(0);
    let one = bl.const_u32(1);
    let sum = bl.alloca(u, "sum");
    let i = bl.alloca(u, "i");
    bl.store(sum, zero);
    let tid = bl.load(g_tid);
    let x = bl.extract(tid, vec![0]);
    let lidx = bl.load(g_lidx);
    let first = bl.binary(BinaryOp::Eq, lidx, zero);
    let init = bl.create_block("init");
    let after_init = bl.create_block("after.init");
    bl.set_selection(BlockId(0), after_init, ControlHint::None);
    bl.cond_branch(first, init, after_init);
    bl.switch_to(init);
    bl.store(g_shared, zero);
    bl.branch(after_init);
    bl.switch_to(after_init);
    bl.barrier(BarrierFlags::GROUP_MEMORY | BarrierFlags::GROUP_SYNC);
    bl.store(i, zero);
    // for (i = 0; i < 4; i++) { if (i == 2) continue; sum += i; }
    let header = bl.create_block("for.header");
    let cond = bl.create_block("for.cond");
    let body = bl.create_block("for.body");
    let skip = bl.create_block("if.continue");
    let add = bl.create_block("for.add");
    let cont = bl.create_block("for.continue");
    let exit = bl.create_block("for.end");
    bl.branch(header);
    bl.switch_to(header);
    bl.set_loop(header, exit, cont, ControlHint::Unroll(None));
    bl.branch(cond);
    bl.switch_to(cond);
    let iv = bl.load(i);
    let four = bl.const_u32(4);
    let lt = bl.binary(BinaryOp::Lt, iv, four);
    bl.cond_branch(lt, body, exit);
    bl.switch_to(body);
    let two = bl.const_u32(2);
    let iv2 = bl.load(i);
    let is_two = bl.binary(BinaryOp::Eq, iv2, two);
    bl.set_selection(body, add, ControlHint::None);
    bl.cond_branch(is_two, skip, add);
    bl.switch_to(skip);
    bl.branch(cont);
    bl.switch_to(add);
    let s = bl.load(sum);
    let iv3 = bl.load(i);
    let s2 = bl.binary(BinaryOp::Add, s, iv3);
    bl.store(sum, s2);
    bl.branch(cont);
    bl.switch_to(cont);
    let iv4 = bl.load(i);
    let inc = bl.binary(BinaryOp::Add, iv4, one);
    bl.store(i, inc);
    bl.branch(header);
    bl.switch_to(exit);
    // switch (x & 3) { case 0: pos = 1; break; case 1: if alive, flags = sum; break; default: break; }
    let three = bl.const_u32(3);
    let sel = bl.binary(BinaryOp::BitAnd, x, three);
    let case0 = bl.create_block("case0");
    let case1 = bl.create_block("case1");
    let sw_end = bl.create_block("switch.end");
    bl.set_selection(exit, sw_end, ControlHint::None);
    bl.switch(sel, sw_end, vec![(0, case0), (1, case1)]);
    bl.switch_to(case0);
    let zero_i = bl.const_i32(0);
    let pos_ptr = bl.access_chain(g_buf, vec![x, zero_i]);
    let onef = bl.const_f32(1.0);
    let f3v = bl.splat(onef, f3);
    bl.store(pos_ptr, f3v);
    bl.branch(sw_end);
    bl.switch_to(case1);
    let elem_ptr = bl.access_chain(g_buf, vec![x]);
    let elem = bl.load(elem_ptr);
    let alive = bl.extract(elem, vec![2]);
    let total = bl.load(sum);
    let flags = bl.extract(elem, vec![1]);
    let new_flags = bl.select(alive, total, flags);
    let updated = bl.insert(elem, new_flags, vec![1]);
    let not_alive = bl.unary(UnaryOp::LogicalNot, alive);
    let updated = bl.insert(updated, not_alive, vec![2]);
    bl.store(elem_ptr, updated);
    bl.branch(sw_end);
    bl.switch_to(sw_end);
    let old = bl.atomic_rmw(AtomicOp::Add, g_shared, None, one);
    let len = bl.buffer_length(g_buf);
    let word = bl.access_chain(g_raw, vec![zero]);
    let _prev = bl.atomic_rmw(AtomicOp::Max, word, None, len);
    let two_i = bl.const_i32(1);
    let flags_ptr = bl.access_chain(g_buf, vec![x, two_i]);
    bl.store(flags_ptr, old);
    let _cmp = bl.atomic_compare_exchange(flags_ptr, None, zero, one);
    bl.ret(None);
    m.add_entry_point(EntryPoint {
        name: "csmain".into(),
        stage: Stage::Compute,
        function: main,
        workgroup_size: [64, 1, 1],
        inputs: match (g_tid, g_lidx) {
            (Value::Global(a), Value::Global(b)) => vec![a, b],
            _ => vec![],
        },
        outputs: vec![],
        early_depth_stencil: false,
        depth_replacing: false,
        span: Span::default(),
    });
    m
}

#[test]
fn compute_shader_with_loop_switch_and_atomics_validates() {
    let m = compute_module();
    let words = emit_and_validate(&m, "csmain", "compute");
    let ops = opcodes(&words);
    for op in [
        spirv::Op::LoopMerge,
        spirv::Op::Switch,
        spirv::Op::ControlBarrier,
        spirv::Op::AtomicIAdd,
        spirv::Op::AtomicUMax,
        spirv::Op::AtomicCompareExchange,
        spirv::Op::ArrayLength,
        // bool members: uint in memory, converted both ways.
        spirv::Op::INotEqual,
        spirv::Op::Select,
    ] {
        assert!(ops.contains(&(op as u32)), "missing {op:?}");
    }
    let modes = instructions(&words, spirv::Op::ExecutionMode);
    assert_eq!(
        modes[0][1..],
        [spirv::ExecutionMode::LocalSize as u32, 64, 1, 1]
    );
    let loop_merge = &instructions(&words, spirv::Op::LoopMerge)[0];
    assert_eq!(loop_merge[2], spirv::LoopControl::UNROLL.bits());
    // Barrier: Workgroup execution and memory scope, AcquireRelease|WorkgroupMemory.
    let barrier = &instructions(&words, spirv::Op::ControlBarrier)[0];
    let constants = instructions(&words, spirv::Op::Constant);
    let value_of = |id: u32| constants.iter().find(|c| c[1] == id).map(|c| c[2]);
    assert_eq!(value_of(barrier[0]), Some(2));
    assert_eq!(value_of(barrier[1]), Some(2));
    assert_eq!(value_of(barrier[2]), Some(0x108));
}

/// A pixel shader with `discard` (OpKill), depth output, an integer flat input, the sample
/// index and a range of intrinsics.
fn discard_depth_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let t = &mut m.types;
    let f = t.scalar(Scalar::FLOAT);
    let u = t.scalar(Scalar::UINT);
    let int = t.scalar(Scalar::INT);
    let f3 = t.vector(Scalar::FLOAT, 3);
    let f4 = t.vector(Scalar::FLOAT, 4);
    let b3 = t.vector(Scalar::BOOL, 3);
    let i3 = t.vector(Scalar::INT, 3);
    let void = t.void();
    let _ = i3;
    let g_coord = global(&mut m, "gl_FragCoord", f4, AddressSpace::Input, |g| {
        g.builtin = Some(BuiltIn::FragCoord)
    });
    let g_mat = global(&mut m, "in.var.MATERIAL", u, AddressSpace::Input, |g| {
        g.location = Some(0);
        g.interpolation.nointerpolation = true;
    });
    let g_n = global(&mut m, "in.var.NORMAL", f3, AddressSpace::Input, |g| {
        g.location = Some(1);
        g.interpolation.centroid = true;
    });
    let g_sid = global(&mut m, "gl_SampleID", u, AddressSpace::Input, |g| {
        g.builtin = Some(BuiltIn::SampleId)
    });
    let g_target = global(&mut m, "out.var.SV_Target", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });
    let g_depth = global(&mut m, "gl_FragDepth", f, AddressSpace::Output, |g| {
        g.builtin = Some(BuiltIn::FragDepth)
    });
    // float shade(float3 n) { return saturate(dot(normalize(n), float3(0, 1, 0))); }
    let shade = m.add_function(
        "shade",
        vec![Param {
            name: "n".into(),
            ty: f3,
        }],
        f,
        Span::default(),
    );
    {
        let mut b = Builder::new(&mut m, shade);
        let n = b.intrinsic(IntrinsicOp::Normalize, vec![Value::Argument(0)], f3);
        let up = {
            let z = b.module.const_f32(0.0);
            let o = b.module.const_f32(1.0);
            let (Value::Constant(z), Value::Constant(o)) = (z, o) else {
                unreachable!()
            };
            b.module.const_composite(f3, vec![z, o, z])
        };
        let d = b.dot(n, up);
        let s = b.intrinsic(IntrinsicOp::Saturate, vec![d], f);
        b.ret(Some(s));
    }
    let main = m.add_function("psmain", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let coord = b.load(g_coord);
    let x = b.extract(coord, vec![0]);
    let half = b.const_f32(0.5);
    let lt = b.binary(BinaryOp::Lt, x, half);
    let kill = b.create_block("discard");
    let keep = b.create_block("keep");
    b.set_selection(BlockId(0), keep, ControlHint::Flatten);
    b.cond_branch(lt, kill, keep);
    b.switch_to(kill);
    b.kill();
    b.switch_to(keep);
    let n = b.load(g_n);
    let light = b.call(shade, vec![n]);
    let mat = b.load(g_mat);
    let matf = b.convert(mat, f);
    let w = b.intrinsic(IntrinsicOp::Lerp, vec![light, matf, half], f);
    let p = b.intrinsic(IntrinsicOp::Pow, vec![w, half], f);
    let fr = b.intrinsic(IntrinsicOp::Fract, vec![p], f);
    let mx = b.intrinsic(IntrinsicOp::Max, vec![fr, half], f);
    let e = b.intrinsic(IntrinsicOp::Ldexp, vec![mx, half], f);
    let ddx = b.intrinsic(IntrinsicOp::DdxFine, vec![e], f);
    let dy = b.intrinsic(IntrinsicOp::Fwidth, vec![ddx], f);
    let bits = b.intrinsic(IntrinsicOp::CountBits, vec![mat], u);
    let hi = b.intrinsic(IntrinsicOp::FirstBitHigh, vec![mat], u);
    let packed = b.intrinsic(IntrinsicOp::F32ToF16, vec![dy], u);
    let unpacked = b.intrinsic(IntrinsicOp::F16ToF32, vec![packed], f);
    let sid = b.load(g_sid);
    let hi = b.binary(BinaryOp::Add, hi, sid);
    let sum = b.binary(BinaryOp::Add, bits, hi);
    let sumf = b.convert(sum, f);
    let r = b.binary(BinaryOp::Add, unpacked, sumf);
    let nan = b.intrinsic(IntrinsicOp::IsNan, vec![n], b3);
    let boolean = b.module.types.scalar(Scalar::BOOL);
    let any = b.intrinsic(IntrinsicOp::Any, vec![nan], boolean);
    let zero = b.const_f32(0.0);
    let safe = b.select(any, zero, r);
    let sgn = b.intrinsic(IntrinsicOp::Sign, vec![safe], int);
    let sgnf = b.convert(sgn, f);
    let color = b.construct(f4, vec![safe, light, sgnf, half]);
    b.store(g_target, color);
    let z = b.extract(coord, vec![2]);
    b.store(g_depth, z);
    b.ret(None);
    m.add_entry_point(EntryPoint {
        name: "psmain".into(),
        stage: Stage::Pixel,
        function: main,
        workgroup_size: [1, 1, 1],
        inputs: [g_coord, g_mat, g_n, g_sid]
            .iter()
            .filter_map(|v| match v {
                Value::Global(g) => Some(*g),
                _ => None,
            })
            .collect(),
        outputs: [g_target, g_depth]
            .iter()
            .filter_map(|v| match v {
                Value::Global(g) => Some(*g),
                _ => None,
            })
            .collect(),
        early_depth_stencil: false,
        depth_replacing: true,
        span: Span::default(),
    });
    m
}

#[test]
fn discard_and_depth_output_validate() {
    let m = discard_depth_module();
    let words = emit_and_validate(&m, "psmain", "discard_depth");
    let ops = opcodes(&words);
    assert!(ops.contains(&(spirv::Op::Kill as u32)));
    assert!(ops.contains(&(spirv::Op::FunctionCall as u32)));
    let modes: Vec<u32> = instructions(&words, spirv::Op::ExecutionMode)
        .iter()
        .map(|m| m[1])
        .collect();
    assert_eq!(
        modes,
        vec![
            spirv::ExecutionMode::OriginUpperLeft as u32,
            spirv::ExecutionMode::DepthReplacing as u32
        ]
    );
    assert!(has_capability(&words, spirv::Capability::DerivativeControl));
    let decos = instructions(&words, spirv::Op::Decorate);
    assert!(decos.iter().any(|d| d[1] == spirv::Decoration::Flat as u32));
    assert!(decos
        .iter()
        .any(|d| d[1] == spirv::Decoration::Centroid as u32));
    let select = &instructions(&words, spirv::Op::SelectionMerge)[0];
    assert_eq!(select[1], spirv::SelectionControl::FLATTEN.bits());
}

#[test]
fn only_reachable_functions_and_globals_are_emitted() {
    // The pixel module with an unused global and function added.
    let mut m = pixel_texture_module();
    let f4 = m.types.vector(Scalar::FLOAT, 4);
    let void = m.types.void();
    global(&mut m, "unused", f4, AddressSpace::Private, |_| {});
    let unused = m.add_function("unused_fn", vec![], void, Span::default());
    Builder::new(&mut m, unused).ret(None);
    let words = emit_and_validate(&m, "main", "reachable");
    assert_eq!(instructions(&words, spirv::Op::Function).len(), 1);
    let names = instructions(&words, spirv::Op::Name);
    let has_name = |s: &str| {
        names
            .iter()
            .any(|n| super::writer::string_words(s) == n[1..].to_vec())
    };
    assert!(has_name("albedo"));
    assert!(!has_name("unused"));
    assert!(!has_name("unused_fn"));
}

#[test]
fn unexpressible_ir_reports_osh5002_at_the_instruction() {
    let mut m = Module::new(TypeArena::new());
    let void = m.types.void();
    let f4 = m.types.vector(Scalar::FLOAT, 4);
    let m44 = m.types.matrix(Scalar::FLOAT, 4, 4);
    let out = global(&mut m, "out", f4, AddressSpace::Output, |g| {
        g.location = Some(0)
    });
    let main = m.add_function("main", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let a = Value::Undef(m44);
    b.set_span(sp(42));
    let eq = b.binary(BinaryOp::Eq, a, a);
    let _ = eq;
    b.set_span(sp(50));
    let z = b.module.const_zero(f4);
    b.store(out, z);
    b.ret(None);
    entry(&mut m, "main", Stage::Pixel, main, (vec![], vec![out]));
    let mut diags = DiagnosticBag::new();
    let words = emit(&m, "main", &SpirvOptions::default(), &mut diags);
    assert!(words.is_none());
    let reports = diags.reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].code, crate::diag::Code::SPIRV_UNSUPPORTED);
    assert_eq!(reports[0].span, sp(42));
    assert_eq!(
        reports[0].message,
        "Comparing whole matrices is not supported yet; compare rows."
    );
    // Unknown entry point names are reported too, without panicking.
    let mut diags = DiagnosticBag::new();
    assert!(emit(&m, "nope", &SpirvOptions::default(), &mut diags).is_none());
    assert_eq!(
        diags.reports()[0].message,
        "The module has no entry point named 'nope'."
    );
}

#[test]
fn unreachable_merge_and_continue_blocks_are_kept_as_stubs() {
    // for (;;) { if (c) return; else return; }  -- merge and continue unreachable.
    let mut m = Module::new(TypeArena::new());
    let void = m.types.void();
    let u = m.types.scalar(Scalar::UINT);
    let g_idx = global(
        &mut m,
        "gl_LocalInvocationIndex",
        u,
        AddressSpace::Input,
        |g| g.builtin = Some(BuiltIn::LocalInvocationIndex),
    );
    let main = m.add_function("main", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, main);
    let header = b.create_block("loop.header");
    let body = b.create_block("loop.body");
    let a = b.create_block("a");
    let c = b.create_block("c");
    let sel_merge = b.create_block("if.end");
    let cont = b.create_block("loop.continue");
    let exit = b.create_block("loop.end");
    b.branch(header);
    b.switch_to(header);
    b.set_loop(header, exit, cont, ControlHint::DontUnroll);
    b.branch(body);
    b.switch_to(body);
    let v = b.load(g_idx);
    let zero = b.const_u32(0);
    let is0 = b.binary(BinaryOp::Eq, v, zero);
    b.set_selection(body, sel_merge, ControlHint::None);
    b.cond_branch(is0, a, c);
    b.switch_to(a);
    b.ret(None);
    b.switch_to(c);
    b.ret(None);
    b.switch_to(sel_merge);
    b.unreachable();
    b.switch_to(cont);
    b.branch(header);
    b.switch_to(exit);
    b.ret(None);
    m.add_entry_point(EntryPoint {
        name: "main".into(),
        stage: Stage::Compute,
        function: main,
        workgroup_size: [8, 8, 1],
        inputs: match g_idx {
            Value::Global(g) => vec![g],
            _ => vec![],
        },
        outputs: vec![],
        early_depth_stencil: false,
        depth_replacing: false,
        span: Span::default(),
    });
    let words = emit_and_validate(&m, "main", "unreachable_stubs");
    // entry, header, body, a, c, if.end, continue, exit: all eight labels are emitted.
    assert_eq!(instructions(&words, spirv::Op::Label).len(), 8);
}

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
        depth_replacing: false,
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
        depth_replacing: false,
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
    // Reuse the pixel function as a compute entry point.
    let ps = m.entry_point("ps").map(|e| e.function).expect("ps");
    m.add_entry_point(EntryPoint {
        name: "bad".into(),
        stage: Stage::Compute,
        function: ps,
        workgroup_size: [1, 1, 1],
        inputs: vec![],
        outputs: vec![],
        early_depth_stencil: false,
        depth_replacing: false,
        span: Span::default(),
    });
    let mut diags = DiagnosticBag::new();
    assert!(emit(&m, "bad", &SpirvOptions::default(), &mut diags).is_none());
    assert!(diags.reports().iter().any(|r| r.message
        == "'sample' needs screen-space derivatives, which only pixel shaders have; use an explicit level (SampleLevel, SampleCmpLevelZero) instead."));
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
    assert!(text.contains("  barrier group_memory|group_sync\n"));
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
