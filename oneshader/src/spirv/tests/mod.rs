//! SPIR-V backend tests: hand-built IR modules are verified, emitted with and without names,
//! checked for determinism and validated with `spirv-val --target-env vulkan1.2` (through `crate::testing`; a missing
//! tool fails the test).

use super::{emit, SpirvOptions};
use crate::diag::DiagnosticBag;
use crate::ir::*;
use crate::source::{FileId, Span};
use crate::target::Stage;
use crate::types::{
    Access, AddressSpace, LayoutKind, MatrixPacking, MemberLayout, ResourceType, Scalar, StructDef,
    StructMember, StructuredKind, TextureDim, Type, TypeArena, TypeId, TypeLayout,
};

/// Validates `words` with `spirv-val` ([`crate::testing::spirv_validate`]); panics with its
/// output on failure.
fn validate(words: &[u32], tag: &str) {
    if let Err(e) = crate::testing::spirv_validate(words, tag) {
        panic!("{e}");
    }
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
        let opts = SpirvOptions {
            keep_names,
            ..Default::default()
        };
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
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
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
        combined: false,
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
    bl.barrier(BarrierFlags::GROUP_MEMORY | BarrierFlags::GROUP_SCOPE | BarrierFlags::GROUP_SYNC);
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
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
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
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: true,
        conservative_depth: None,
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
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
        span: Span::default(),
    });
    let words = emit_and_validate(&m, "main", "unreachable_stubs");
    // entry, header, body, a, c, if.end, continue, exit: all eight labels are emitted.
    assert_eq!(instructions(&words, spirv::Op::Label).len(), 8);
}

mod coverage;
mod layer_viewport;
mod limits;
mod ray_query;
