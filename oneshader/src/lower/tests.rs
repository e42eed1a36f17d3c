//! Lowering tests on hand-built HIR programs: each lowers without diagnostics (unless the test
//! is about one), passes `ir::verify` and `spirv-val`, and has the shape the lowering
//! conventions promise.

use super::lower;
use super::testkit::*;
use crate::diag::DiagnosticBag;
use crate::ir::{self, InstKind, StructureKind, Terminator, TextureOp};
use crate::sema::hir::*;
use crate::source::Span;
use crate::target::Stage;
use crate::types::*;

fn func<'m>(m: &'m ir::Module, name: &str) -> &'m ir::Function {
    m.functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn count(f: &ir::Function, pred: impl Fn(&InstKind) -> bool) -> usize {
    f.blocks
        .iter()
        .flat_map(|b| b.instrs.iter())
        .filter(|i| pred(&f.insts[i.0 as usize].kind))
        .count()
}

/// `float4 main(float2 uv : TEXCOORD0) : SV_Target { return float4(uv, 0, 1); }`
fn pixel_passthrough() -> P {
    let mut p = P::new();
    let f2 = p.vec(Scalar::FLOAT, 2);
    let f4 = p.vec(Scalar::FLOAT, 4);
    let fl = p.float();
    let mut f = F::new("main", f4);
    let uv = f.param("uv", f2, ParamDirection::In);
    let z = f.cf(fl, 0.0);
    let o = f.cf(fl, 1.0);
    let c = f.e(
        ExprKind::Construct {
            args: vec![uv, z, o],
        },
        f4,
    );
    f.ret(Some(c));
    let fid = p.func(f);
    let ep = p.entry("main", Stage::Pixel, fid);
    ep.inputs.push(stage_var(
        "uv",
        sem("TEXCOORD", 0),
        f2,
        StageVarSource::Param(0),
        vec![],
        None,
        Some(0),
    ));
    ep.outputs.push(stage_var(
        "main",
        sem("SV_Target", 0),
        f4,
        StageVarSource::Return,
        vec![],
        None,
        Some(0),
    ));
    p
}

#[test]
fn pixel_entry_gets_wrapper_body_and_named_stage_globals() {
    let p = pixel_passthrough();
    let m = lower_ok(&p.p);
    let names: Vec<&str> = m.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["main_body", "main"]);
    let ep = &m.entry_points[0];
    assert_eq!(ep.name, "main");
    assert_eq!(m.functions[ep.function.0 as usize].name, "main");
    assert_eq!(ep.workgroup_size, [1, 1, 1]);
    let input = &m.globals[ep.inputs[0].0 as usize];
    let output = &m.globals[ep.outputs[0].0 as usize];
    assert_eq!(input.name, "in.var.TEXCOORD0");
    assert_eq!(input.space, AddressSpace::Input);
    assert_eq!(input.location, Some(0));
    assert_eq!(output.name, "out.var.SV_Target0");
    assert_eq!(output.space, AddressSpace::Output);
    // The wrapper calls the body once and stores the output.
    let w = func(&m, "main");
    assert_eq!(count(w, |k| matches!(k, InstKind::Call { .. })), 1);
    assert!(w
        .blocks
        .iter()
        .flat_map(|b| &b.instrs)
        .any(|i| matches!(w.insts[i.0 as usize].kind, InstKind::Store { pointer: ir::Value::Global(g), .. } if g == ep.outputs[0])));
}

/// A vertex shader returning `struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; }`
/// from `uint id : SV_VertexID`.
#[test]
fn vertex_struct_output_uses_builtins_and_member_paths() {
    let mut p = P::new();
    let f2 = p.vec(Scalar::FLOAT, 2);
    let f4 = p.vec(Scalar::FLOAT, 4);
    let uint = p.uint();
    let fl = p.float();
    let s = p.t().add_struct(StructDef {
        name: "VSOut".into(),
        members: vec![
            StructMember::new("pos", f4, Span::default()),
            StructMember::new("uv", f2, Span::default()),
        ],
        span: Span::default(),
    });
    let mut f = F::new("vs", s);
    let id = f.param("id", uint, ParamDirection::In);
    let o = f.local("o", s);
    f.s(StmtKind::Local {
        local: o,
        init: None,
    });
    let ov = f.lv(o);
    let pos = f.e(ExprKind::Member { base: ov, index: 0 }, f4);
    let idf = f.e(ExprKind::Convert { operand: id }, fl);
    let splat = f.e(ExprKind::Splat { operand: idf }, f4);
    let a = f.assign(pos, splat);
    f.s(StmtKind::Expr(a));
    let ov2 = f.lv(o);
    let uvm = f.e(
        ExprKind::Member {
            base: ov2,
            index: 1,
        },
        f2,
    );
    let pos2 = f.e(ExprKind::Member { base: ov, index: 0 }, f4);
    let zw = f.swz(pos2, &[2, 3], f2);
    let a2 = f.assign(uvm, zw);
    f.s(StmtKind::Expr(a2));
    let r = f.lv(o);
    f.ret(Some(r));
    let fid = p.func(f);
    let ep = p.entry("vs", Stage::Vertex, fid);
    ep.inputs.push(stage_var(
        "id",
        sem("SV_VertexID", 0),
        uint,
        StageVarSource::Param(0),
        vec![],
        Some(SystemValue::VertexId),
        None,
    ));
    ep.outputs.push(stage_var(
        "pos",
        sem("SV_Position", 0),
        f4,
        StageVarSource::Return,
        vec![0],
        Some(SystemValue::Position),
        None,
    ));
    ep.outputs.push(stage_var(
        "uv",
        sem("TEXCOORD", 0),
        f2,
        StageVarSource::Return,
        vec![1],
        None,
        Some(0),
    ));
    let m = lower_ok(&p.p);
    let ep = &m.entry_points[0];
    let g = |id: ir::GlobalId| &m.globals[id.0 as usize];
    assert_eq!(g(ep.inputs[0]).builtin, Some(ir::BuiltIn::VertexIndex));
    assert_eq!(g(ep.inputs[0]).name, "gl_VertexIndex");
    assert_eq!(g(ep.outputs[0]).builtin, Some(ir::BuiltIn::Position));
    assert_eq!(g(ep.outputs[1]).name, "out.var.TEXCOORD0");
    assert_eq!(g(ep.outputs[1]).location, Some(0));
    // The wrapper reads each output member through an access chain into the return temporary.
    let w = func(&m, "vs");
    assert_eq!(count(w, |k| matches!(k, InstKind::AccessChain { .. })), 2);
}

/// `int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 3) continue; if (i > 8)
/// break; s += i; } return s; int dead = 1; }`
#[test]
fn loops_keep_structure_and_dead_code_is_dropped() {
    let mut p = P::new();
    let int = p.int();
    let b = p.boolean();
    let mut f = F::new("f", int);
    let n = f.param("n", int, ParamDirection::In);
    let s = f.local("s", int);
    let i = f.local("i", int);
    let dead = f.local("dead", int);
    let zero = f.ci(int, 0);
    let one = f.ci(int, 1);
    let three = f.ci(int, 3);
    let eight = f.ci(int, 8);
    let iv = f.lv(i);
    let cond = f.bin(BinaryOp::Lt, iv, n, b);
    let step = f.e(
        ExprKind::IncDec {
            target: iv,
            increment: true,
            prefix: false,
        },
        int,
    );
    let eq3 = f.bin(BinaryOp::Eq, iv, three, b);
    let gt8 = f.bin(BinaryOp::Gt, iv, eight, b);
    let sv = f.lv(s);
    let add = f.e(
        ExprKind::CompoundAssign {
            op: BinaryOp::Add,
            target: sv,
            value: iv,
        },
        int,
    );
    f.s(StmtKind::Local {
        local: s,
        init: Some(zero),
    });
    f.s(StmtKind::For {
        init: blk(vec![StmtKind::Local {
            local: i,
            init: Some(zero),
        }]),
        cond: Some(cond),
        step: Some(step),
        body: blk(vec![
            StmtKind::If {
                cond: eq3,
                then_block: blk(vec![StmtKind::Continue]),
                else_block: None,
                hint: ControlHint::None,
            },
            StmtKind::If {
                cond: gt8,
                then_block: blk(vec![StmtKind::Break]),
                else_block: None,
                hint: ControlHint::Branch,
            },
            StmtKind::Expr(add),
        ]),
        hint: ControlHint::Unroll(Some(4)),
    });
    f.ret(Some(sv));
    f.s(StmtKind::Local {
        local: dead,
        init: Some(one),
    });
    let fid = p.func(f);
    let ep = p.entry("cs", Stage::Compute, fid);
    let _ = ep;
    // Lower through a compute entry whose body returns int: the body is what we check.
    let mut diags = DiagnosticBag::new();
    let m = lower(&p.p, &mut diags);
    assert!(ir::verify(&m).is_empty(), "{:?}", ir::verify(&m));
    let body = func(&m, "f_body");
    let loops: Vec<_> = body
        .blocks
        .iter()
        .filter_map(|b| b.structure)
        .filter(|s| s.kind == StructureKind::Loop)
        .collect();
    assert_eq!(loops.len(), 1);
    assert_eq!(loops[0].hint, ir::ControlHint::Unroll(Some(4)));
    let selections = body
        .blocks
        .iter()
        .filter_map(|b| b.structure)
        .filter(|s| s.kind == StructureKind::Selection)
        .count();
    assert_eq!(selections, 2);
    // `dead` is never allocated: nothing after the return is lowered.
    assert!(!body.insts.iter().any(|i| i.name.as_deref() == Some("dead")));
    assert_eq!(
        body.blocks
            .iter()
            .filter(|b| matches!(b.terminator, Some(Terminator::Return(Some(_)))))
            .count(),
        1
    );
}

/// `switch (x) { case 0: r = 1; case 1: r = 2; break; default: return; }` falls through.
#[test]
fn switch_falls_through_and_ends_cases() {
    let mut p = P::new();
    let int = p.int();
    let void = p.void();
    let mut f = F::new("main", void);
    let x = f.param("x", int, ParamDirection::In);
    let r = f.local("r", int);
    let rv = f.lv(r);
    let one = f.ci(int, 1);
    let two = f.ci(int, 2);
    let a1 = f.assign(rv, one);
    let a2 = f.assign(rv, two);
    f.s(StmtKind::Local {
        local: r,
        init: None,
    });
    f.s(StmtKind::Switch {
        selector: x,
        cases: vec![
            SwitchCase {
                labels: vec![CaseLabel::Value(0)],
                body: blk(vec![StmtKind::Expr(a1)]),
                span: Span::default(),
            },
            SwitchCase {
                labels: vec![CaseLabel::Value(1), CaseLabel::Value(-1)],
                body: blk(vec![StmtKind::Expr(a2), StmtKind::Break]),
                span: Span::default(),
            },
            SwitchCase {
                labels: vec![CaseLabel::Default],
                body: blk(vec![StmtKind::Return { value: None }]),
                span: Span::default(),
            },
        ],
        hint: ControlHint::None,
    });
    let fid = p.func(f);
    p.entry("main", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let body = func(&m, "main_body");
    let (header, sw) = body
        .blocks
        .iter()
        .enumerate()
        .find_map(|(i, b)| match &b.terminator {
            Some(Terminator::Switch { default, cases, .. }) => Some((i, (*default, cases.clone()))),
            _ => None,
        })
        .expect("a switch");
    let (default, cases) = sw;
    assert_eq!(cases.len(), 3);
    assert_eq!(cases[2].0, 0xFFFF_FFFF);
    let case0 = cases[0].1;
    let case1 = cases[1].1;
    // Case 0 falls through into case 1.
    assert_eq!(
        body.blocks[case0.0 as usize].terminator,
        Some(Terminator::Branch(case1))
    );
    assert_eq!(
        body.blocks[default.0 as usize].terminator,
        Some(Terminator::Return(None))
    );
    assert_eq!(
        body.blocks[header].structure.map(|s| s.kind),
        Some(StructureKind::Selection)
    );
}

/// `bool f(bool a, bool b) { return a && b || !a; }` uses phis, and `?:` with a call does
/// not become a select.
#[test]
fn short_circuit_and_impure_conditional_are_control_flow() {
    let mut p = P::new();
    let b = p.boolean();
    let int = p.int();
    let mut g = F::new("g", int);
    let one = g.ci(int, 1);
    g.ret(Some(one));
    let gid = p.func(g);
    let mut f = F::new("f", b);
    let a = f.param("a", b, ParamDirection::In);
    let bb = f.param("b", b, ParamDirection::In);
    let and = f.e(ExprKind::LogicalAnd { lhs: a, rhs: bb }, b);
    let not = f.e(
        ExprKind::Unary {
            op: UnaryOp::Not,
            operand: a,
        },
        b,
    );
    let or = f.e(ExprKind::LogicalOr { lhs: and, rhs: not }, b);
    let call = f.e(
        ExprKind::Call {
            function: gid,
            args: vec![],
        },
        int,
    );
    let zero = f.ci(int, 0);
    let cond = f.e(
        ExprKind::Conditional {
            cond: a,
            accept: call,
            reject: zero,
        },
        int,
    );
    let one = f.ci(int, 1);
    let pure = f.e(
        ExprKind::Conditional {
            cond: a,
            accept: one,
            reject: zero,
        },
        int,
    );
    f.s(StmtKind::Expr(cond));
    f.s(StmtKind::Expr(pure));
    f.ret(Some(or));
    let fid = p.func(f);
    p.entry("main", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let body = func(&m, "f_body");
    assert_eq!(count(body, |k| matches!(k, InstKind::Phi { .. })), 3);
    assert_eq!(count(body, |k| matches!(k, InstKind::Select { .. })), 1);
    assert_eq!(m.functions.iter().filter(|f| f.name == "g").count(), 1);
}

/// `void h(inout float3 v, out float s)`; `h(x.zyx, y.w)` copies in and out through temporaries
/// and `x.xy *= 2` loads, multiplies, shuffles and stores.
#[test]
fn out_arguments_and_swizzle_stores() {
    let mut p = P::new();
    let fl = p.float();
    let f2 = p.vec(Scalar::FLOAT, 2);
    let f3 = p.vec(Scalar::FLOAT, 3);
    let f4 = p.vec(Scalar::FLOAT, 4);
    let void = p.void();
    let mut h = F::new("h", void);
    let v = h.param("v", f3, ParamDirection::InOut);
    let s = h.param("s", fl, ParamDirection::Out);
    let vx = h.swz(v, &[0], fl);
    let a = h.assign(s, vx);
    h.s(StmtKind::Expr(a));
    let hid = p.func(h);
    let mut f = F::new("main", void);
    let x = f.local("x", f4);
    let y = f.local("y", f4);
    let xv = f.lv(x);
    let yv = f.lv(y);
    let zyx = f.swz(xv, &[2, 1, 0], f3);
    let yw = f.swz(yv, &[3], fl);
    let call = f.e(
        ExprKind::Call {
            function: hid,
            args: vec![zyx, yw],
        },
        void,
    );
    let xy = f.swz(xv, &[0, 1], f2);
    let two = f.cf(fl, 2.0);
    let two2 = f.e(ExprKind::Splat { operand: two }, f2);
    let mul = f.e(
        ExprKind::CompoundAssign {
            op: BinaryOp::Mul,
            target: xy,
            value: two2,
        },
        f2,
    );
    f.s(StmtKind::Local {
        local: x,
        init: None,
    });
    f.s(StmtKind::Local {
        local: y,
        init: None,
    });
    f.s(StmtKind::Expr(call));
    f.s(StmtKind::Expr(mul));
    let fid = p.func(f);
    p.entry("main", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let h = func(&m, "h");
    assert!(matches!(
        m.types.get(h.params[0].ty),
        Type::Pointer {
            space: AddressSpace::Function,
            ..
        }
    ));
    let body = func(&m, "main_body");
    // x, y and two call temporaries.
    assert_eq!(count(body, |k| matches!(k, InstKind::Alloca)), 4);
    // x.zyx = tmp: load x, shuffle, store; y.w = tmp: a direct component store; x.xy: same.
    assert_eq!(count(body, |k| matches!(k, InstKind::Shuffle { .. })), 4);
}

/// `[[vk::constant_id(3)]] const int Count = 4;` read twice: one spec constant operand, not
/// folded.
#[test]
fn spec_constants_are_operands() {
    let mut p = P::new();
    let int = p.int();
    let g = p.global(
        "Count",
        int,
        GlobalKind::SpecConstant {
            id: 3,
            default: ConstValue::Int(4),
        },
    );
    let mut f = F::new("f", int);
    let a = f.e(ExprKind::Global(g), int);
    let b2 = f.e(ExprKind::Global(g), int);
    let sum = f.bin(BinaryOp::Add, a, b2, int);
    f.ret(Some(sum));
    let fid = p.func(f);
    p.entry("main", Stage::Compute, fid);
    let m = lower_ok(&p.p);
    assert_eq!(m.spec_constants.len(), 1);
    assert_eq!(m.spec_constants[0].id, 3);
    assert_eq!(m.spec_constants[0].name, "Count");
    assert_eq!(m.spec_constants[0].default_bits, 4);
    let body = func(&m, "f_body");
    assert_eq!(
        count(body, |k| matches!(
            k,
            InstKind::Binary {
                lhs: ir::Value::SpecConstant(_),
                rhs: ir::Value::SpecConstant(_),
                ..
            }
        )),
        1
    );
}

/// GroupMemoryBarrierWithGroupSync(); Out[id] = Total; }`
#[test]
fn compute_atomics_barriers_and_structured_buffers() {
    let mut p = P::new();
    let uint = p.uint();
    let void = p.void();
    let out = p.resource(
        "Out",
        ResourceType::StructuredBuffer {
            kind: StructuredKind::ReadWrite,
            element: uint,
        },
        0,
    );
    if let GlobalKind::Resource(rb) = &mut p.p.globals[out.index()].kind {
        rb.layout = Some(TypeLayout {
            ty: uint,
            size: 4,
            alignment: 4,
            kind: LayoutKind::Scalar,
        });
    }
    let total = p.global("Total", uint, GlobalKind::GroupShared);
    let rb =
        p.p.types
            .intern(Type::Resource(ResourceType::StructuredBuffer {
                kind: StructuredKind::ReadWrite,
                element: uint,
            }));
    let mut f = F::new("cs", void);
    let id = f.param("id", uint, ParamDirection::In);
    let t = f.e(ExprKind::Global(total), uint);
    let add = f.intr(Intrinsic::Interlocked(AtomicOp::Add), vec![t, id], void);
    let bar = f.intr(Intrinsic::GroupMemoryBarrierWithGroupSync, vec![], void);
    let o = f.e(ExprKind::Global(out), rb);
    let elem = f.e(ExprKind::Index { base: o, index: id }, uint);
    let a = f.assign(elem, t);
    f.s(StmtKind::Expr(add));
    f.s(StmtKind::Expr(bar));
    f.s(StmtKind::Expr(a));
    let fid = p.func(f);
    let ep = p.entry("cs", Stage::Compute, fid);
    ep.inputs.push(stage_var(
        "id",
        sem("SV_DispatchThreadID", 0),
        uint,
        StageVarSource::Param(0),
        vec![],
        Some(SystemValue::DispatchThreadId),
        None,
    ));
    let m = lower_ok(&p.p);
    let ep = &m.entry_points[0];
    assert_eq!(ep.workgroup_size, [8, 1, 1]);
    let gid = &m.globals[ep.inputs[0].0 as usize];
    assert_eq!(gid.builtin, Some(ir::BuiltIn::GlobalInvocationId));
    assert_eq!(m.types.display(gid.ty), "uint3");
    assert_eq!(m.globals[0].space, AddressSpace::StorageBuffer);
    assert_eq!(m.globals[1].space, AddressSpace::Workgroup);
    let body = func(&m, "cs_body");
    assert_eq!(count(body, |k| matches!(k, InstKind::AtomicRmw { .. })), 1);
    assert_eq!(
        count(body, |k| matches!(
            k,
            InstKind::Barrier { flags } if *flags == (ir::BarrierFlags::GROUP_MEMORY | ir::BarrierFlags::GROUP_SCOPE | ir::BarrierFlags::GROUP_SYNC)
        )),
        1
    );
}

/// `Texture2D T; SamplerState S; float4 ps(float2 uv) { return T.Sample(S, uv) + T.Load(int3(1,2,3)); }`
#[test]
fn texture_sample_and_load_split_coordinate_and_level() {
    let mut p = P::new();
    let f2 = p.vec(Scalar::FLOAT, 2);
    let f4 = p.vec(Scalar::FLOAT, 4);
    let i3 = p.vec(Scalar::INT, 3);
    let int = p.int();
    let tex_r = ResourceType::Texture {
        dim: TextureDim::D2,
        arrayed: false,
        multisampled: false,
        access: Access::ReadOnly,
        texel: f4,
        combined: false,
    };
    let samp_r = ResourceType::Sampler { comparison: false };
    let t = p.resource("T", tex_r, 0);
    let s = p.resource("S", samp_r, 1);
    let tt = p.p.types.intern(Type::Resource(tex_r));
    let stt = p.p.types.intern(Type::Resource(samp_r));
    let mut f = F::new("ps", f4);
    let uv = f.param("uv", f2, ParamDirection::In);
    let te = f.e(ExprKind::Global(t), tt);
    let se = f.e(ExprKind::Global(s), stt);
    let sample = f.intr(Intrinsic::Sample, vec![te, se, uv], f4);
    let c1 = f.ci(int, 1);
    let c2 = f.ci(int, 2);
    let c3 = f.ci(int, 3);
    let coord = f.e(
        ExprKind::Construct {
            args: vec![c1, c2, c3],
        },
        i3,
    );
    let load = f.intr(Intrinsic::Load, vec![te, coord], f4);
    let sum = f.bin(BinaryOp::Add, sample, load, f4);
    f.ret(Some(sum));
    let fid = p.func(f);
    p.entry("ps", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    assert_eq!(m.globals[0].space, AddressSpace::UniformConstant);
    assert_eq!(
        m.globals[0].binding,
        Some(ir::ResourceBinding { set: 0, binding: 0 })
    );
    let body = func(&m, "ps_body");
    let load = body
        .insts
        .iter()
        .find_map(|i| match &i.kind {
            InstKind::Texture {
                op: TextureOp::Load,
                operands,
                ..
            } => Some(operands.clone()),
            _ => None,
        })
        .expect("a texture load");
    assert_eq!(load.len(), 3);
    assert_eq!(
        m.types.display(m.value_type(ir::FuncId(0), load[1])),
        "int2"
    );
    assert_eq!(m.types.display(m.value_type(ir::FuncId(0), load[2])), "int");
}

/// `float4 get(Texture2D t, float2 uv)` called with two textures gives two copies without
/// resource parameters.
#[test]
fn resource_parameters_specialize_per_resource() {
    let mut p = P::new();
    let f4 = p.vec(Scalar::FLOAT, 4);
    let int = p.int();
    let tex_r = ResourceType::Texture {
        dim: TextureDim::D2,
        arrayed: false,
        multisampled: false,
        access: Access::ReadOnly,
        texel: f4,
        combined: false,
    };
    let tt = p.p.types.intern(Type::Resource(tex_r));
    let a = p.resource("A", tex_r, 0);
    let b = p.resource("B", tex_r, 1);
    let tarr = p.p.types.array(tt, 4);
    let arr = p.global(
        "Arr",
        tarr,
        GlobalKind::Resource(ResourceBinding {
            set: 0,
            binding: 2,
            slots: Default::default(),
            count: 4,
            layout: None,
            image_format: None,
            input_attachment_index: None,
            combined_with: None,
            counter: None,
            implicit_globals: false,
            block: false,
            alias_of: None,
            rasterizer_ordered: false,
            globally_coherent: false,
            heap: None,
        }),
    );
    let i2 = p.vec(Scalar::INT, 2);
    let mut g = F::new("get", f4);
    let t = g.param("t", tt, ParamDirection::In);
    let c = g.param("c", i2, ParamDirection::In);
    let v = g.e(ExprKind::Index { base: t, index: c }, f4);
    g.ret(Some(v));
    let gid = p.func(g);
    let mut f = F::new("ps", f4);
    let idx = f.param("i", int, ParamDirection::In);
    let z = f.ci(int, 0);
    let c0 = f.e(ExprKind::Splat { operand: z }, i2);
    let ae = f.e(ExprKind::Global(a), tt);
    let be = f.e(ExprKind::Global(b), tt);
    let arre = f.e(ExprKind::Global(arr), tarr);
    let elem = f.e(
        ExprKind::Index {
            base: arre,
            index: idx,
        },
        tt,
    );
    let call = |f: &mut F, r: ExprId| {
        f.e(
            ExprKind::Call {
                function: gid,
                args: vec![r, c0],
            },
            f4,
        )
    };
    let x = call(&mut f, ae);
    let y = call(&mut f, be);
    let y2 = call(&mut f, be);
    let w = call(&mut f, elem);
    let s1 = f.bin(BinaryOp::Add, x, y, f4);
    let s2 = f.bin(BinaryOp::Add, s1, y2, f4);
    let s3 = f.bin(BinaryOp::Add, s2, w, f4);
    f.ret(Some(s3));
    let fid = p.func(f);
    p.entry("ps", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let copies: Vec<&ir::Function> = m.functions.iter().filter(|f| f.name == "get").collect();
    assert_eq!(copies.len(), 3);
    assert_eq!(copies[0].params.len(), 1);
    // The copy for a run-time array element takes the index as a trailing int.
    assert_eq!(copies[2].params.len(), 2);
    assert_eq!(m.types.display(copies[2].params[1].ty), "int");
    assert_eq!(m.globals[2].resource_count, Some(4));
}

/// `ByteAddressBuffer B; uint4 f(uint o) { return B.Load4(o); }` is four word loads.
#[test]
fn byte_address_load4_is_four_word_loads() {
    let mut p = P::new();
    let uint = p.uint();
    let u4 = p.vec(Scalar::UINT, 4);
    let br = ResourceType::ByteAddressBuffer {
        access: Access::ReadOnly,
    };
    let bt = p.p.types.intern(Type::Resource(br));
    let b = p.resource("B", br, 0);
    let mut f = F::new("f", u4);
    let o = f.param("o", uint, ParamDirection::In);
    let be = f.e(ExprKind::Global(b), bt);
    let l = f.intr(Intrinsic::ByteLoad(4), vec![be, o], u4);
    f.ret(Some(l));
    let fid = p.func(f);
    p.entry("main", Stage::Compute, fid);
    let m = lower_ok(&p.p);
    assert!(m.globals[0].non_writable);
    let body = func(&m, "f_body");
    let word_loads = count(body, |k| match k {
        InstKind::Load {
            pointer: ir::Value::Inst(p),
        } => matches!(body.insts[p.0 as usize].kind, InstKind::AccessChain { .. }),
        _ => false,
    });
    assert_eq!(word_loads, 4);
    assert_eq!(
        count(body, |k| matches!(k, InstKind::AccessChain { .. })),
        4
    );
}

/// `clip(x)` is a selection whose then-block ends in `kill`.
#[test]
fn clip_kills_when_any_component_is_negative() {
    let mut p = P::new();
    let f3 = p.vec(Scalar::FLOAT, 3);
    let void = p.void();
    let mut f = F::new("ps", void);
    let x = f.param("x", f3, ParamDirection::In);
    let c = f.intr(Intrinsic::Clip, vec![x], void);
    f.s(StmtKind::Expr(c));
    let fid = p.func(f);
    p.entry("ps", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let body = func(&m, "ps_body");
    assert_eq!(
        body.blocks
            .iter()
            .filter(|b| b.terminator == Some(Terminator::Kill))
            .count(),
        1
    );
    assert_eq!(
        count(body, |k| matches!(
            k,
            InstKind::CallIntrinsic {
                op: ir::IntrinsicOp::Any,
                ..
            }
        )),
        1
    );
}

#[test]
fn half_constants_round_to_nearest_even() {
    use super::expr::f32_to_f16_bits;
    assert_eq!(f32_to_f16_bits(1.0), 0x3C00);
    assert_eq!(f32_to_f16_bits(-2.0), 0xC000);
    assert_eq!(f32_to_f16_bits(65504.0), 0x7BFF);
    assert_eq!(f32_to_f16_bits(1e6), 0x7C00);
    assert_eq!(f32_to_f16_bits(5.960_464_5e-8), 0x0001);
    assert_eq!(f32_to_f16_bits(0.1), 0x2E66);
}

/// The whole module of the pixel pass-through, as the IR printer shows it.
#[test]
fn pixel_passthrough_dump() {
    let p = pixel_passthrough();
    let m = lower_ok(&p.p);
    let expected = "\
@g0 = global input float2 location=0 ; in.var.TEXCOORD0
@g1 = global output float4 location=0 ; out.var.SV_Target0
func @main_body(%arg0: float2) -> float4 {
bb0: ; (entry)
  %0 = alloca : ptr<function, float2> ; uv
  store %0, %arg0
  %1 = load %0 : float2
  %2 = construct %1, 0.0:float, 1.0:float : float4
  ret %2
}
func @main() -> void {
bb0: ; (entry)
  %0 = alloca : ptr<function, float2> ; param.var.uv
  %1 = alloca : ptr<function, float4> ; out.var.return
  %2 = load @g0 : float2
  store %0, %2
  %3 = load %0 : float2
  %4 = call @main_body(%3) : float4
  store %1, %4
  %5 = load %1 : float4
  store @g1, %5
  ret
}
entry pixel @main inputs(@g0) outputs(@g1) ; main
";
    assert_eq!(ir::print(&m), expected);
}

/// Matrix forms: every `mul` shape, per-row conversion/comparison/intrinsics, `any` on a bool
/// matrix, row and element access (constant and run-time) and matrix-element stores.
#[test]
fn matrices_lower_per_row_and_mul_picks_the_product() {
    let mut p = P::new();
    let fl = p.float();
    let int = p.int();
    let b = p.boolean();
    let f4 = p.vec(Scalar::FLOAT, 4);
    let f2 = p.vec(Scalar::FLOAT, 2);
    let m44 = p.t().matrix(Scalar::FLOAT, 4, 4);
    let i44 = p.t().matrix(Scalar::INT, 4, 4);
    let b44 = p.t().matrix(Scalar::BOOL, 4, 4);
    let i22 = p.t().matrix(Scalar::INT, 2, 2);
    let i2 = p.vec(Scalar::INT, 2);
    let void = p.void();
    let mut f = F::new("main", void);
    let v = f.param("v", f4, ParamDirection::In);
    let i = f.param("i", int, ParamDirection::In);
    let m = f.local("m", m44);
    let im = f.local("im", i22);
    let res = f.local("r", f4);
    let mv = f.lv(m);
    let imv = f.lv(im);
    let rv = f.lv(res);
    let mut stmts = Vec::new();
    let push = |f: &mut F, stmts: &mut Vec<StmtKind>, e: ExprId| {
        let a = f.assign(rv, e);
        stmts.push(StmtKind::Expr(a));
    };
    let vm = f.intr(Intrinsic::Mul, vec![v, mv], f4);
    push(&mut f, &mut stmts, vm);
    let mvv = f.intr(Intrinsic::Mul, vec![mv, v], f4);
    push(&mut f, &mut stmts, mvv);
    let mm = f.intr(Intrinsic::Mul, vec![mv, mv], m44);
    let two = f.cf(fl, 2.0);
    let sm = f.intr(Intrinsic::Mul, vec![two, mm], m44);
    let tr = f.intr(Intrinsic::Transpose, vec![sm], m44);
    let ab = f.intr(Intrinsic::Abs, vec![tr], m44);
    let row1 = f.ci(int, 1);
    let row = f.e(
        ExprKind::Index {
            base: ab,
            index: row1,
        },
        f4,
    );
    push(&mut f, &mut stmts, row);
    let conv = f.e(ExprKind::Convert { operand: mv }, i44);
    let back = f.e(ExprKind::Convert { operand: conv }, m44);
    let eq = f.bin(BinaryOp::Eq, back, mv, b44);
    let any = f.intr(Intrinsic::Any, vec![eq], b);
    let sel = f.e(
        ExprKind::Conditional {
            cond: any,
            accept: v,
            reject: vm,
        },
        f4,
    );
    push(&mut f, &mut stmts, sel);
    let dyn_row = f.e(ExprKind::Index { base: mv, index: i }, f4);
    let dyn_el = f.e(
        ExprKind::Index {
            base: dyn_row,
            index: i,
        },
        fl,
    );
    let sp = f.e(ExprKind::Splat { operand: dyn_el }, f4);
    push(&mut f, &mut stmts, sp);
    let els = f.e(
        ExprKind::MatrixElements {
            base: mv,
            elements: vec![(0, 1), (1, 0)],
        },
        f2,
    );
    let swapped = f.swz(els, &[1, 0], f2);
    let a = f.assign(els, swapped);
    stmts.push(StmtKind::Expr(a));
    let imul = f.intr(Intrinsic::Mul, vec![imv, imv], i22);
    let iv = f.e(
        ExprKind::Index {
            base: imul,
            index: row1,
        },
        i2,
    );
    let ivm = f.intr(Intrinsic::Mul, vec![iv, imv], i2);
    let ivf = f.e(ExprKind::Convert { operand: ivm }, f2);
    let det = f.intr(Intrinsic::Determinant, vec![mv], fl);
    let c = f.e(
        ExprKind::Construct {
            args: vec![ivf, det, det],
        },
        f4,
    );
    push(&mut f, &mut stmts, c);
    f.s(StmtKind::Local {
        local: m,
        init: None,
    });
    f.s(StmtKind::Local {
        local: im,
        init: None,
    });
    f.s(StmtKind::Local {
        local: res,
        init: None,
    });
    for s in stmts {
        f.s(s);
    }
    let fid = p.func(f);
    p.entry("main", Stage::Pixel, fid);
    let m = lower_ok(&p.p);
    let body = func(&m, "main_body");
    // v*M (read twice), M*v, M*M as matrix products; the int products as dot products
    // (2x2 * 2x2: four, int2 * 2x2: two).
    assert_eq!(count(body, |k| matches!(k, InstKind::MatMul { .. })), 4);
    assert_eq!(count(body, |k| matches!(k, InstKind::Dot { .. })), 4 + 2);
    // abs per row (4 rows), any per row of the comparison.
    assert_eq!(
        count(body, |k| matches!(
            k,
            InstKind::CallIntrinsic {
                op: ir::IntrinsicOp::Abs,
                ..
            }
        )),
        4
    );
    assert_eq!(
        count(body, |k| matches!(
            k,
            InstKind::CallIntrinsic {
                op: ir::IntrinsicOp::Any,
                ..
            }
        )),
        4
    );
    // Both matrix conversions per row, plus the int2 -> float2 one.
    assert_eq!(count(body, |k| matches!(k, InstKind::Convert { .. })), 9);
}

/// `cbuffer Frame { float4x4 ViewProj; float Time; }` read by member, a `static` global with
/// an initializer, `init_globals` called first by the wrapper.
#[test]
fn cbuffer_members_statics_and_init_globals() {
    let mut p = P::new();
    let fl = p.float();
    let f4 = p.vec(Scalar::FLOAT, 4);
    let m44 = p.t().matrix(Scalar::FLOAT, 4, 4);
    let void = p.void();
    let st_ty = p.t().add_struct(StructDef {
        name: "Frame".into(),
        members: vec![
            StructMember::new("ViewProj", m44, Span::default()),
            StructMember::new("Time", fl, Span::default()),
        ],
        span: Span::default(),
    });
    let cb_ty = p.t().intern(Type::Resource(ResourceType::ConstantBuffer {
        element: st_ty,
    }));
    let layout = TypeLayout {
        ty: st_ty,
        size: 68,
        alignment: 16,
        kind: LayoutKind::Struct {
            name: "Frame".into(),
            members: vec![
                MemberLayout {
                    name: "ViewProj".into(),
                    offset: 0,
                    layout: TypeLayout {
                        ty: m44,
                        size: 64,
                        alignment: 16,
                        kind: LayoutKind::Matrix {
                            stride: 16,
                            packing: MatrixPacking::ColumnMajor,
                        },
                    },
                },
                MemberLayout {
                    name: "Time".into(),
                    offset: 64,
                    layout: TypeLayout {
                        ty: fl,
                        size: 4,
                        alignment: 4,
                        kind: LayoutKind::Scalar,
                    },
                },
            ],
        },
    };
    let cb = p.global(
        "Frame",
        cb_ty,
        GlobalKind::Resource(ResourceBinding {
            set: 0,
            binding: 3,
            slots: Default::default(),
            count: 1,
            layout: Some(layout.clone()),
            image_format: None,
            input_attachment_index: None,
            combined_with: None,
            counter: None,
            implicit_globals: false,
            block: false,
            alias_of: None,
            rasterizer_ordered: false,
            globally_coherent: false,
            heap: None,
        }),
    );
    let scale = p.global(
        "Scale",
        fl,
        GlobalKind::Static {
            init: Some(ConstValue::Float(0.5)),
        },
    );
    let counter = p.global("Counter", fl, GlobalKind::Static { init: None });
    // init: Counter = Frame.Time;
    let mut init = F::new("init", void);
    let cbe = init.e(ExprKind::Global(cb), cb_ty);
    let time = init.e(
        ExprKind::Member {
            base: cbe,
            index: 1,
        },
        fl,
    );
    let ce = init.e(ExprKind::Global(counter), fl);
    let a = init.assign(ce, time);
    init.s(StmtKind::Expr(a));
    let init_id = p.func(init);
    p.p.init_function = Some(init_id);
    let mut f = F::new("vs", f4);
    let pos = f.param("pos", f4, ParamDirection::In);
    let cbe = f.e(ExprKind::Global(cb), cb_ty);
    let vp = f.e(
        ExprKind::Member {
            base: cbe,
            index: 0,
        },
        m44,
    );
    let r = f.intr(Intrinsic::Mul, vec![vp, pos], f4);
    let se = f.e(ExprKind::Global(scale), fl);
    let s4 = f.e(ExprKind::Splat { operand: se }, f4);
    let out = f.bin(BinaryOp::Mul, r, s4, f4);
    f.ret(Some(out));
    let fid = p.func(f);
    let ep = p.entry("vs", Stage::Vertex, fid);
    ep.inputs.push(stage_var(
        "pos",
        sem("POSITION", 0),
        f4,
        StageVarSource::Param(0),
        vec![],
        None,
        Some(0),
    ));
    ep.outputs.push(stage_var(
        "vs",
        sem("SV_Position", 0),
        f4,
        StageVarSource::Return,
        vec![],
        Some(SystemValue::Position),
        None,
    ));
    let m = lower_ok(&p.p);
    let g = &m.globals[0];
    assert_eq!(g.space, AddressSpace::Uniform);
    assert_eq!(g.layout.as_ref(), Some(&layout));
    assert_eq!(m.globals[1].space, AddressSpace::Private);
    assert!(m.globals[1].initializer.is_some());
    assert!(m.globals[2].initializer.is_none());
    assert_eq!(m.functions[0].name, "init_globals");
    let w = func(&m, "vs");
    let first = &w.insts[w.blocks[0]
        .instrs
        .iter()
        .find(|i| !matches!(w.insts[i.0 as usize].kind, InstKind::Alloca))
        .expect("an instruction")
        .0 as usize];
    assert!(matches!(first.kind, InstKind::Call { function, .. } if function == ir::FuncId(0)));
}

/// `GetDimensions` on a texture with a mip (float outs are converted), a structured buffer
/// (stride from the layout) and `Append`/`Consume` through the counter.
#[test]
fn get_dimensions_and_append_consume() {
    let mut p = P::new();
    let fl = p.float();
    let uint = p.uint();
    let f4 = p.vec(Scalar::FLOAT, 4);
    let void = p.void();
    let tex_r = ResourceType::Texture {
        dim: TextureDim::D2,
        arrayed: false,
        multisampled: false,
        access: Access::ReadOnly,
        texel: f4,
        combined: false,
    };
    let tt = p.t().intern(Type::Resource(tex_r));
    let t = p.resource("T", tex_r, 0);
    let app_r = ResourceType::StructuredBuffer {
        kind: StructuredKind::Append,
        element: f4,
    };
    let con_r = ResourceType::StructuredBuffer {
        kind: StructuredKind::Consume,
        element: f4,
    };
    let at = p.t().intern(Type::Resource(app_r));
    let ct = p.t().intern(Type::Resource(con_r));
    let counted = |p: &mut P, name: &str, r, binding| {
        let ty = p.t().intern(Type::Resource(r));
        p.global(
            name,
            ty,
            GlobalKind::Resource(ResourceBinding {
                set: 0,
                binding,
                slots: Default::default(),
                count: 1,
                layout: Some(TypeLayout {
                    ty: f4,
                    size: 16,
                    alignment: 4,
                    kind: LayoutKind::Vector,
                }),
                image_format: None,
                input_attachment_index: None,
                combined_with: None,
                counter: Some((0, binding + 10)),
                implicit_globals: false,
                block: false,
                alias_of: None,
                rasterizer_ordered: false,
                globally_coherent: false,
                heap: None,
            }),
        )
    };
    let a = counted(&mut p, "A", app_r, 1);
    let c = counted(&mut p, "C", con_r, 2);
    let mut f = F::new("cs", void);
    let w = f.local("w", fl);
    let h = f.local("h", uint);
    let lv = f.local("levels", uint);
    let n = f.local("n", uint);
    let stride = f.local("stride", uint);
    let te = f.e(ExprKind::Global(t), tt);
    let mip = f.cu_(uint, 1);
    let (we, he, le) = (f.lv(w), f.lv(h), f.lv(lv));
    let gd = f.intr(Intrinsic::GetDimensions, vec![te, mip, we, he, le], void);
    let ce = f.e(ExprKind::Global(c), ct);
    let (ne, se) = (f.lv(n), f.lv(stride));
    let gd2 = f.intr(Intrinsic::GetDimensions, vec![ce, ne, se], void);
    let consumed = f.intr(Intrinsic::Consume, vec![ce], f4);
    let ae = f.e(ExprKind::Global(a), at);
    let app = f.intr(Intrinsic::Append, vec![ae, consumed], void);
    for l in [w, h, lv, n, stride] {
        f.s(StmtKind::Local {
            local: l,
            init: None,
        });
    }
    f.s(StmtKind::Expr(gd));
    f.s(StmtKind::Expr(gd2));
    f.s(StmtKind::Expr(app));
    let fid = p.func(f);
    p.entry("cs", Stage::Compute, fid);
    let m = lower_ok(&p.p);
    let names: Vec<&str> = m.globals.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["T", "A", "counter.var.A", "C", "counter.var.C"]);
    assert_eq!(
        m.globals[2].binding,
        Some(ir::ResourceBinding {
            set: 0,
            binding: 11
        })
    );
    let body = func(&m, "cs_body");
    let ops: Vec<TextureOp> = body
        .insts
        .iter()
        .filter_map(|i| match &i.kind {
            InstKind::Texture { op, .. } => Some(*op),
            _ => None,
        })
        .collect();
    assert_eq!(ops, [TextureOp::QuerySize, TextureOp::QueryLevels]);
    // The width goes to a float: one uint -> float conversion.
    assert_eq!(count(body, |k| matches!(k, InstKind::Convert { .. })), 1);
    assert_eq!(
        count(body, |k| matches!(k, InstKind::BufferLength { .. })),
        1
    );
    // The stride is the layout's 16 bytes.
    let sixteen = m
        .constants
        .iter()
        .any(|(_, c)| c.value == ir::ConstValue::Scalar(16) && m.types.display(c.ty) == "uint");
    assert!(sixteen);
    assert_eq!(count(body, |k| matches!(k, InstKind::AtomicRmw { .. })), 2);
}

/// Broken handles (a missing function, local, parameter, expression) never panic: the
/// lowering reports or skips them and the module stays well formed.
#[test]
fn broken_handles_do_not_panic() {
    let mut p = P::new();
    let int = p.int();
    let void = p.void();
    let mut f = F::new("main", void);
    let bad_local = f.e(ExprKind::Local(LocalId(99)), int);
    let bad_param = f.e(ExprKind::Param(7), int);
    let dangling = f.e(
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs: ExprId(500),
            rhs: bad_param,
        },
        int,
    );
    let a = f.assign(bad_local, dangling);
    let call = f.e(
        ExprKind::Call {
            function: FuncId(42),
            args: vec![],
        },
        int,
    );
    f.s(StmtKind::Expr(a));
    f.s(StmtKind::Expr(call));
    f.s(StmtKind::Break);
    let fid = p.func(f);
    p.entry("main", Stage::Pixel, fid);
    p.entry("ghost", Stage::Pixel, FuncId(77));
    let mut diags = DiagnosticBag::new();
    let m = lower(&p.p, &mut diags);
    assert!(diags
        .reports()
        .iter()
        .any(|r| r.code == crate::diag::Code::INTERNAL && r.message.contains("#500")));
    assert!(diags
        .reports()
        .iter()
        .any(|r| r.code == crate::diag::Code::LOWER_UNSUPPORTED));
    assert_eq!(m.entry_points.len(), 1);
}
