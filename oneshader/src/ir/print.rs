//! The stable text dump of a [`Module`] (what tests compare).
//!
//! Input: any module, valid or not (bad handles print as `<bad ...>`). Output: text that
//! depends only on the module's content: globals are `@gN` (by position), instruction
//! results `%N` numbered in print order per function (instructions yielding `void` get no
//! number), parameters `%argN`, blocks `bbN` by position. Source names appear only in `;`
//! comments. Layout:
//!
//! ```text
//! spec 0 Radius = 4:int
//! @g0 = global uniform ConstantBuffer<Frame> set=0 binding=0 ; Frame
//! func @f(%arg0: int) -> int {
//! bb0: ; (entry)
//!   %0 = alloca : ptr<function, int> ; sum
//!   store %0, 0:int
//!   br bb1
//! bb1: ; loop merge=bb5 continue=bb4 hint=dontunroll (for.header)
//!   ...
//! }
//! entry pixel @main inputs(@g1) outputs(@g2)
//! ```

use super::function::{Function, StructureKind, Terminator};
use super::instr::{InstId, InstKind, Value};
use super::module::{BuiltIn, ConstId, ConstValue, Module};
use crate::types::{AddressSpace, ScalarKind, Type, TypeId};
use std::fmt::Write;

/// The text dump of `module`.
pub fn print(module: &Module) -> String {
    let mut out = String::new();
    for sc in &module.spec_constants {
        let default = match module.types.get(sc.ty) {
            Type::Scalar(s) => scalar_text(s.kind, s.width, sc.default_bits),
            _ => format!("bits({:#x})", sc.default_bits),
        };
        let _ = writeln!(
            out,
            "spec {} {} = {default}:{}",
            sc.id,
            sc.name,
            type_name(module, sc.ty)
        );
    }
    for (i, g) in module.globals.iter().enumerate() {
        let _ = write!(
            out,
            "@g{i} = global {} {}",
            space_name(g.space),
            type_name(module, g.ty)
        );
        if let Some(b) = g.binding {
            let _ = write!(out, " set={} binding={}", b.set, b.binding);
        }
        if let Some(l) = g.location {
            let _ = write!(out, " location={l}");
        }
        if let Some(b) = g.builtin {
            let _ = write!(out, " builtin={}", builtin_name(b));
        }
        let interp = g.interpolation;
        for (on, word) in [
            (interp.nointerpolation, "flat"),
            (interp.noperspective, "noperspective"),
            (interp.centroid, "centroid"),
            (interp.sample, "sample"),
        ] {
            if on {
                let _ = write!(out, " {word}");
            }
        }
        if let Some(f) = &g.image_format {
            let _ = write!(out, " format={f}");
        }
        if let Some(i) = g.input_attachment_index {
            let _ = write!(out, " input_attachment={i}");
        }
        if g.non_writable {
            out.push_str(" readonly");
        }
        if g.layout.is_some() {
            out.push_str(" laid_out");
        }
        if let Some(c) = g.initializer {
            let _ = write!(out, " = {}", const_text(module, c, true, 0));
        }
        let _ = writeln!(out, " ; {}", g.name);
    }
    for func in &module.functions {
        print_function(module, func, &mut out);
    }
    for e in &module.entry_points {
        let stage = match e.stage {
            crate::target::Stage::Vertex => "vertex",
            crate::target::Stage::Pixel => "pixel",
            crate::target::Stage::Compute => "compute",
        };
        let fname = module
            .function(e.function)
            .map(|f| format!("@{}", f.name))
            .unwrap_or_else(|| format!("<bad func {}>", e.function.0));
        let list = |ids: &[super::GlobalId]| {
            ids.iter()
                .map(|g| format!("@g{}", g.0))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = write!(
            out,
            "entry {stage} {fname} inputs({}) outputs({})",
            list(&e.inputs),
            list(&e.outputs)
        );
        if e.stage == crate::target::Stage::Compute {
            let [x, y, z] = e.workgroup_size;
            let _ = write!(out, " workgroup_size({x}, {y}, {z})");
        }
        if e.early_depth_stencil {
            out.push_str(" early_depth_stencil");
        }
        if e.depth_replacing {
            out.push_str(" depth_replacing");
        }
        match e.conservative_depth {
            Some(super::module::ConservativeDepth::GreaterEqual) => out.push_str(" depth_greater"),
            Some(super::module::ConservativeDepth::LessEqual) => out.push_str(" depth_less"),
            None => {}
        }
        let t = e.fragment_tests;
        for (on, word) in [
            (t.post_depth_coverage, "post_depth_coverage"),
            (t.early_and_late_tests, "early_and_late_tests"),
            (t.depth_unchanged, "depth_unchanged"),
        ] {
            if on {
                let _ = write!(out, " {word}");
            }
        }
        for (promise, face) in [(t.stencil_front, "front"), (t.stencil_back, "back")] {
            if let Some(p) = promise {
                let _ = write!(out, " stencil_{face}={p:?}");
            }
        }
        let _ = writeln!(out, " ; {}", e.name);
    }
    out
}

/// Per-function value numbering in print order.
struct Numbering {
    numbers: Vec<Option<u32>>,
}

impl Numbering {
    fn new(module: &Module, func: &Function) -> Self {
        let mut numbers = vec![None; func.insts.len()];
        let mut next = 0u32;
        for block in &func.blocks {
            for id in &block.instrs {
                let Some(inst) = func.inst(*id) else { continue };
                if module.types.get(inst.ty) == Type::Void {
                    continue;
                }
                if let Some(slot) = numbers.get_mut(id.0 as usize) {
                    if slot.is_none() {
                        *slot = Some(next);
                        next += 1;
                    }
                }
            }
        }
        Numbering { numbers }
    }
    fn get(&self, id: InstId) -> Option<u32> {
        self.numbers.get(id.0 as usize).copied().flatten()
    }
}

fn print_function(module: &Module, func: &Function, out: &mut String) {
    let numbering = Numbering::new(module, func);
    let params: Vec<String> = func
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| format!("%arg{i}: {}", type_name(module, p.ty)))
        .collect();
    let _ = writeln!(
        out,
        "func @{}({}) -> {} {{",
        func.name,
        params.join(", "),
        type_name(module, func.return_type)
    );
    let val = |v: Value| value_text(module, &numbering, v);
    for (bi, block) in func.blocks.iter().enumerate() {
        let _ = write!(out, "bb{bi}:");
        let mut comment = Vec::new();
        if let Some(s) = block.structure {
            let mut text = match s.kind {
                StructureKind::Selection => format!("selection merge=bb{}", s.merge.0),
                StructureKind::Loop => format!("loop merge=bb{}", s.merge.0),
            };
            if let Some(c) = s.continue_block {
                let _ = write!(text, " continue=bb{}", c.0);
            }
            if let Some(h) = s.hint.name() {
                let _ = write!(text, " hint={h}");
            }
            comment.push(text);
        }
        if let Some(name) = &block.name {
            comment.push(format!("({name})"));
        }
        if !comment.is_empty() {
            let _ = write!(out, " ; {}", comment.join(" "));
        }
        out.push('\n');
        for id in &block.instrs {
            let Some(inst) = func.inst(*id) else {
                let _ = writeln!(out, "  <bad inst {}>", id.0);
                continue;
            };
            out.push_str("  ");
            if let Some(n) = numbering.get(*id) {
                let _ = write!(out, "%{n} = ");
            }
            if inst.precise {
                out.push_str("precise ");
            }
            out.push_str(&inst_text(module, &numbering, &inst.kind));
            if module.types.get(inst.ty) != Type::Void {
                let _ = write!(out, " : {}", type_name(module, inst.ty));
            }
            if let Some(name) = &inst.name {
                let _ = write!(out, " ; {name}");
            }
            out.push('\n');
        }
        let term = match &block.terminator {
            None => "; no terminator".to_string(),
            Some(Terminator::Branch(b)) => format!("br bb{}", b.0),
            Some(Terminator::CondBranch {
                cond,
                on_true,
                on_false,
            }) => format!("br_if {}, bb{}, bb{}", val(*cond), on_true.0, on_false.0),
            Some(Terminator::Switch {
                selector,
                default,
                cases,
            }) => {
                let signed = module
                    .types
                    .scalar_of(module_value_type(module, func, *selector))
                    .map(|s| s.is_signed())
                    .unwrap_or(false);
                let cases: Vec<String> = cases
                    .iter()
                    .map(|(lit, b)| {
                        if signed {
                            format!("{}: bb{}", *lit as i32, b.0)
                        } else {
                            format!("{lit}: bb{}", b.0)
                        }
                    })
                    .collect();
                format!(
                    "switch {}, default bb{}, [{}]",
                    val(*selector),
                    default.0,
                    cases.join(", ")
                )
            }
            Some(Terminator::Return(None)) => "ret".into(),
            Some(Terminator::Return(Some(v))) => format!("ret {}", val(*v)),
            Some(Terminator::Kill) => "kill".into(),
            Some(Terminator::Unreachable) => "unreachable".into(),
        };
        let _ = writeln!(out, "  {term}");
    }
    out.push_str("}\n");
}

fn module_value_type(module: &Module, func: &Function, v: Value) -> TypeId {
    match v {
        Value::Inst(i) => func.inst(i).map(|x| x.ty).unwrap_or(TypeId(u32::MAX)),
        Value::Argument(a) => func
            .params
            .get(a as usize)
            .map(|p| p.ty)
            .unwrap_or(TypeId(u32::MAX)),
        Value::Constant(c) => module
            .constants
            .get(c)
            .map(|c| c.ty)
            .unwrap_or(TypeId(u32::MAX)),
        Value::Global(g) => module
            .global(g)
            .map(|g| g.pointer_ty)
            .unwrap_or(TypeId(u32::MAX)),
        Value::Undef(t) => t,
        Value::SpecConstant(s) => module
            .spec_constant(s)
            .map(|s| s.ty)
            .unwrap_or(TypeId(u32::MAX)),
    }
}

fn inst_text(module: &Module, n: &Numbering, kind: &InstKind) -> String {
    let v = |x: &Value| value_text(module, n, *x);
    let list = |xs: &[Value]| xs.iter().map(v).collect::<Vec<_>>().join(", ");
    let nums = |xs: &[u32]| {
        xs.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match kind {
        InstKind::Unary { op, operand } => format!("{} {}", op.name(), v(operand)),
        InstKind::Binary { op, lhs, rhs } => format!("{} {}, {}", op.name(), v(lhs), v(rhs)),
        InstKind::Convert { value } => format!("convert {}", v(value)),
        InstKind::Bitcast { value } => format!("bitcast {}", v(value)),
        InstKind::Deref { pointer } => format!("deref {}", v(pointer)),
        InstKind::Splat { value } => format!("splat {}", v(value)),
        InstKind::CompositeConstruct { parts } => format!("construct {}", list(parts)),
        InstKind::CompositeExtract { composite, indices } => {
            format!("extract {}, {}", v(composite), nums(indices))
        }
        InstKind::CompositeInsert {
            composite,
            value,
            indices,
        } => format!("insert {}, {}, {}", v(composite), v(value), nums(indices)),
        InstKind::Shuffle { a, b, components } => {
            format!("shuffle {}, {}, [{}]", v(a), v(b), nums(components))
        }
        InstKind::ExtractDynamic { vector, index } => {
            format!("extract_dynamic {}, {}", v(vector), v(index))
        }
        InstKind::InsertDynamic {
            vector,
            index,
            value,
        } => format!("insert_dynamic {}, {}, {}", v(vector), v(index), v(value)),
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => format!("select {}, {}, {}", v(cond), v(on_true), v(on_false)),
        InstKind::MatMul { lhs, rhs } => format!("matmul {}, {}", v(lhs), v(rhs)),
        InstKind::Dot { lhs, rhs } => format!("dot {}, {}", v(lhs), v(rhs)),
        InstKind::Transpose { value } => format!("transpose {}", v(value)),
        InstKind::Alloca => "alloca".into(),
        InstKind::Load { pointer } => format!("load {}", v(pointer)),
        InstKind::Store { pointer, value } => format!("store {}, {}", v(pointer), v(value)),
        InstKind::AccessChain { base, indices } => {
            if indices.is_empty() {
                format!("access_chain {}", v(base))
            } else {
                format!("access_chain {}, {}", v(base), list(indices))
            }
        }
        InstKind::Call { function, args } => {
            let name = module
                .function(*function)
                .map(|f| f.name.clone())
                .unwrap_or_else(|| format!("<bad func {}>", function.0));
            format!("call @{name}({})", list(args))
        }
        InstKind::CallIntrinsic { op, args } => format!("intrinsic {}({})", op.name(), list(args)),
        InstKind::Texture {
            op,
            operands,
            offset,
            min_lod,
            sparse,
        } => {
            let mut s = op.name().to_string();
            if let super::TextureOp::Gather { component } = op {
                let _ = write!(s, ".{component}");
            }
            if *sparse {
                s.push_str(".sparse");
            }
            let _ = write!(s, " {}", list(operands));
            if let Some(o) = offset {
                let _ = write!(s, " offset={}", v(o));
            }
            if let Some(l) = min_lod {
                let _ = write!(s, " min_lod={}", v(l));
            }
            s
        }
        InstKind::BufferLength { buffer } => format!("buffer_length {}", v(buffer)),
        InstKind::AtomicRmw {
            op,
            pointer,
            coordinate,
            value,
        } => match coordinate {
            Some(c) => format!(
                "atomic_{} {}[{}], {}",
                op.name(),
                v(pointer),
                v(c),
                v(value)
            ),
            None => format!("atomic_{} {}, {}", op.name(), v(pointer), v(value)),
        },
        InstKind::AtomicCompareExchange {
            pointer,
            coordinate,
            comparand,
            value,
        } => match coordinate {
            Some(c) => format!(
                "atomic_cmpxchg {}[{}], {}, {}",
                v(pointer),
                v(c),
                v(comparand),
                v(value)
            ),
            None => format!(
                "atomic_cmpxchg {}, {}, {}",
                v(pointer),
                v(comparand),
                v(value)
            ),
        },
        InstKind::Subgroup { op, args } => format!("subgroup {}({})", op.name(), list(args)),
        InstKind::RayQuery { op, args } => format!("ray_query {}({})", op.name(), list(args)),
        InstKind::DebugPrintf { format, args } if args.is_empty() => {
            format!("debug_printf {format:?}")
        }
        InstKind::DebugPrintf { format, args } => {
            format!("debug_printf {format:?}, {}", list(args))
        }
        InstKind::Spirv { instruction, args } => match &instruction.set {
            Some(set) => format!(
                "spirv_ext_inst {set:?} {}({})",
                instruction.opcode,
                list(args)
            ),
            None => format!("spirv_inst {}({})", instruction.opcode, list(args)),
        },
        InstKind::Barrier { flags } => format!("barrier {}", flags.names().join("|")),
        InstKind::Phi { incoming } => {
            let parts: Vec<String> = incoming
                .iter()
                .map(|(b, x)| format!("[bb{}: {}]", b.0, v(x)))
                .collect();
            format!("phi {}", parts.join(", "))
        }
    }
}

fn value_text(module: &Module, n: &Numbering, v: Value) -> String {
    match v {
        Value::Constant(c) => const_text(module, c, true, 0),
        Value::Argument(a) => format!("%arg{a}"),
        Value::Global(g) => format!("@g{}", g.0),
        Value::Inst(i) => match n.get(i) {
            Some(num) => format!("%{num}"),
            None => format!("%<inst {}>", i.0),
        },
        Value::Undef(t) => format!("undef:{}", type_name(module, t)),
        Value::SpecConstant(s) => match module.spec_constant(s) {
            Some(sc) => format!("spec({} {})", sc.id, sc.name),
            None => format!("<bad spec {}>", s.0),
        },
    }
}

/// A constant as `1:int`, `0.5:float`, `true:bool`, `{1.0, 2.0}:float2`, `zero:T`.
fn const_text(module: &Module, id: ConstId, with_type: bool, depth: u32) -> String {
    let Some(c) = module.constants.get(id) else {
        return format!("<bad const {}>", id.0);
    };
    if depth > 16 {
        return "...".into();
    }
    let body = match (&c.value, module.types.get(c.ty)) {
        (ConstValue::Zero, _) => "zero".to_string(),
        (ConstValue::Scalar(bits), Type::Scalar(s)) => scalar_text(s.kind, s.width, *bits),
        (ConstValue::Scalar(bits), _) => format!("bits({bits:#x})"),
        (ConstValue::Composite(parts), _) => {
            let inner: Vec<String> = parts
                .iter()
                .map(|p| const_text(module, *p, false, depth + 1))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
    };
    if with_type {
        format!("{body}:{}", type_name(module, c.ty))
    } else {
        body
    }
}

fn scalar_text(kind: ScalarKind, width: u8, bits: u64) -> String {
    match kind {
        ScalarKind::Bool => (bits != 0).to_string(),
        ScalarKind::Int | ScalarKind::LiteralInt => {
            let shift = 64 - u32::from(width.clamp(1, 64));
            (((bits << shift) as i64) >> shift).to_string()
        }
        ScalarKind::Uint => bits.to_string(),
        ScalarKind::Float | ScalarKind::LiteralFloat => match width {
            32 => format!("{:?}", f32::from_bits(bits as u32)),
            64 => format!("{:?}", f64::from_bits(bits)),
            _ => format!("{bits:#06x}h"),
        },
    }
}

/// HLSL spelling, with pointers as `ptr<space, T>`.
pub fn type_name(module: &Module, ty: TypeId) -> String {
    match module.types.get(ty) {
        Type::Pointer { space, pointee } => {
            format!("ptr<{}, {}>", space_name(space), type_name(module, pointee))
        }
        _ => module.types.display(ty),
    }
}

pub fn space_name(space: AddressSpace) -> &'static str {
    match space {
        AddressSpace::Function => "function",
        AddressSpace::Private => "private",
        AddressSpace::Workgroup => "workgroup",
        AddressSpace::Uniform => "uniform",
        AddressSpace::StorageBuffer => "storage",
        AddressSpace::UniformConstant => "uniform_constant",
        AddressSpace::Input => "input",
        AddressSpace::Output => "output",
        AddressSpace::PushConstant => "push_constant",
        AddressSpace::PhysicalStorageBuffer => "physical_storage",
    }
}

pub fn builtin_name(b: BuiltIn) -> std::borrow::Cow<'static, str> {
    std::borrow::Cow::Borrowed(match b {
        BuiltIn::Spirv(n) => return std::borrow::Cow::Owned(format!("spirv_{n}")),
        BuiltIn::Position => "position",
        BuiltIn::FragCoord => "frag_coord",
        BuiltIn::VertexIndex => "vertex_index",
        BuiltIn::InstanceIndex => "instance_index",
        BuiltIn::BaseVertex => "base_vertex",
        BuiltIn::BaseInstance => "base_instance",
        BuiltIn::BaryCoord => "bary_coord",
        BuiltIn::BaryCoordNoPersp => "bary_coord_no_persp",
        BuiltIn::ShadingRate => "shading_rate",
        BuiltIn::PrimitiveShadingRate => "primitive_shading_rate",
        BuiltIn::PointSize => "point_size",
        BuiltIn::DrawIndex => "draw_index",
        BuiltIn::HelperInvocation => "helper_invocation",
        BuiltIn::DeviceIndex => "device_index",
        BuiltIn::FrontFacing => "front_facing",
        BuiltIn::SampleId => "sample_id",
        BuiltIn::SampleMask => "sample_mask",
        BuiltIn::FragDepth => "frag_depth",
        BuiltIn::GlobalInvocationId => "global_invocation_id",
        BuiltIn::WorkgroupId => "workgroup_id",
        BuiltIn::LocalInvocationId => "local_invocation_id",
        BuiltIn::LocalInvocationIndex => "local_invocation_index",
        BuiltIn::ClipDistance => "clip_distance",
        BuiltIn::CullDistance => "cull_distance",
        BuiltIn::PrimitiveId => "primitive_id",
        BuiltIn::Layer => "layer",
        BuiltIn::ViewportIndex => "viewport_index",
        BuiltIn::SubgroupSize => "subgroup_size",
        BuiltIn::SubgroupLocalInvocationId => "subgroup_local_invocation_id",
        BuiltIn::ViewIndex => "view_index",
        BuiltIn::FragStencilRef => "frag_stencil_ref",
    })
}
