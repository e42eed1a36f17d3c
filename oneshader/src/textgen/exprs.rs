//! Instructions as statements: operands, arithmetic, conversions, composites, matrix products
//! (operands swapped, as the matrices are transposed) and math intrinsics.
//!
//! Input: one instruction of the function being emitted. Output: a definition of its value
//! (`let vN = e;`, `T vN = e;`) or an assignment to its hoisted variable (`vN = e;`), or
//! statements for side effects. Memory, textures and atomics are delegated to `buffers`,
//! `textures` and `atomics`; the intrinsics whose spelling differs beyond a name, the wave
//! operations, buffer lengths and barriers to the dialect.
//! Invariants: operands are always names or constant expressions, so repeating one never
//! repeats a side effect.

use super::const_eval;
use super::control::FnCx;
use super::names;
use super::writer::{construct, scalar_literal, zero};
use super::Dialect;
use crate::ir::{BinaryOp, InstId, InstKind, IntrinsicOp, UnaryOp, Value};
use crate::source::Span;
use crate::types::{Scalar, ScalarKind, Type, TypeId};
use std::fmt::Write as _;

/// A `bitcast`/`as_type` of `e` to type `t`.
pub(crate) fn bitcast<D: Dialect>(t: &str, e: &str) -> String {
    format!("{}<{t}>({e})", D::BITCAST)
}

/// The `uint` vector of `n` components, or `uint` itself for one.
pub(crate) fn uint_vector<D: Dialect>(n: u8) -> String {
    if n > 1 {
        D::vector_type(D::UINT, n)
    } else {
        D::UINT.into()
    }
}

/// An intrinsic call's operands and types, for [`Dialect::intrinsic`].
pub(crate) struct IntrinsicCall<'a> {
    pub op: IntrinsicOp,
    pub args: &'a [Value],
    /// The first three operands as expressions (empty where absent).
    pub x: &'a str,
    pub y: &'a str,
    pub z: &'a str,
    /// The first operand's type and vector size.
    pub arg_ty: TypeId,
    pub n: u8,
    /// The result type's name and the first operand type's name.
    pub t: &'a str,
    pub at: &'a str,
    pub span: Span,
}

impl<D: Dialect> FnCx<'_, '_, D> {
    /// An operand as an expression.
    pub fn val(&mut self, v: Value, span: Span) -> String {
        match v {
            Value::Inst(i) => names::numbered('v', i.0),
            Value::Argument(n) => names::numbered('a', n),
            Value::Constant(_)
                if D::FOLDS_AT_CREATION && const_eval::is_non_finite(self.w.m, v) =>
            {
                self.run_time_float(v, span)
            }
            Value::Constant(c) => self.w.constant(c, span),
            Value::Undef(ty) => {
                let t = self.w.ty(ty, span);
                zero::<D>(&t)
            }
            Value::SpecConstant(s) => self.w.spec(s.0, span),
            Value::Global(g) => self.w.global_name(g),
        }
    }

    /// A NaN or infinite `float` constant, for a language that would reject its bit pattern
    /// at shader creation: each such component is the bitcast of a variable holding its bits.
    fn run_time_float(&mut self, v: Value, span: Span) -> String {
        let xs = const_eval::float_components(self.w.m, v).unwrap_or_default();
        let parts: Vec<String> = xs
            .iter()
            .map(|x| {
                if x.is_finite() {
                    scalar_literal::<D>(Scalar::FLOAT, u64::from(x.to_bits()))
                } else {
                    let t = self.var_copy(&format!("{}u", x.to_bits()));
                    format!("{}<f32>({t})", D::BITCAST)
                }
            })
            .collect();
        let ty = self.ty_of(v);
        match self.w.m.types.get(ty) {
            Type::Vector { .. } => {
                let t = self.w.ty(ty, span);
                format!("{t}({})", parts.join(", "))
            }
            _ => parts.join(""),
        }
    }

    /// Operand texts for `kind`: its operands go through variables when the language
    /// would evaluate the operation at shader creation and reject it ([`const_eval`]).
    fn guard_creation_time(&mut self, kind: &InstKind, operands: &mut [String]) {
        if D::FOLDS_AT_CREATION && const_eval::fails_at_creation(self.w.m, kind) {
            self.guard_all(operands);
        }
    }

    /// Every operand through a variable (no operand of the operation is then a constant).
    fn guard_all(&mut self, operands: &mut [String]) {
        for o in operands.iter_mut() {
            *o = self.var_copy(o);
        }
    }

    pub fn ty_of(&self, v: Value) -> TypeId {
        self.w.m.value_type(self.f, v)
    }

    /// `let vN = e;` (`T vN = e;`) or `vN = e;` for a hoisted variable.
    pub fn assign(&mut self, i: InstId, e: &str) {
        self.begin_assign(i);
        self.out.push_str(e);
        self.out.push_str(";\n");
    }

    /// [`Self::assign`] of a value formatted straight into the output.
    pub fn assign_fmt(&mut self, i: InstId, e: std::fmt::Arguments<'_>) {
        self.begin_assign(i);
        // Writing into a `String` cannot fail.
        let _ = self.out.write_fmt(e);
        self.out.push_str(";\n");
    }

    /// `let vN = ` (`T vN = `) or `vN = `, written piece by piece: this starts most lines of
    /// the output.
    fn begin_assign(&mut self, i: InstId) {
        self.start_line();
        if !self.is_var.get(i.0 as usize).copied().unwrap_or(false) {
            D::push_let(self, i);
        }
        names::push_numbered(&mut self.out, 'v', i.0);
        self.out.push_str(" = ");
    }

    /// A copy of value `e` in a fresh variable, for statements that modify parts of it.
    fn var_copy(&mut self, e: &str) -> String {
        let t = self.fresh_tmp();
        self.line_fmt(format_args!("{} {t} = {e};", D::VAR));
        t
    }

    /// Vector size of a type (1 for scalars).
    pub fn size_of(&self, ty: TypeId) -> u8 {
        match self.w.m.types.get(ty) {
            Type::Vector { size, .. } => size,
            _ => 1,
        }
    }

    pub fn emit_inst(&mut self, i: InstId) {
        let Some(inst) = self.func.inst(i) else {
            return;
        };
        let span = inst.span;
        let ty = inst.ty;
        match &inst.kind {
            // A `Deref` never gets here: `Writer::run` refuses buffer pointers first.
            InstKind::Alloca
            | InstKind::AccessChain { .. }
            | InstKind::Phi { .. }
            | InstKind::Deref { .. } => {}
            InstKind::Unary { op, operand } => {
                let x = self.val(*operand, span);
                let e = match op {
                    UnaryOp::Neg => {
                        let unsigned = self
                            .w
                            .m
                            .types
                            .scalar_of(ty)
                            .is_some_and(|s| s.kind == crate::types::ScalarKind::Uint);
                        if matches!(self.w.m.types.get(ty), Type::Matrix { .. }) {
                            format!("({x} * -1.0)")
                        } else if unsigned {
                            // WGSL has no unary minus on unsigned integers: 0 - x wraps the same.
                            let t = self.w.ty(ty, span);
                            format!("({t}() - {x})")
                        } else {
                            format!("-({x})")
                        }
                    }
                    UnaryOp::BitNot => format!("~({x})"),
                    UnaryOp::LogicalNot => format!("!({x})"),
                };
                self.assign(i, &e);
            }
            InstKind::Binary { op, lhs, rhs } => {
                let e = self.binary(*op, *lhs, *rhs, span);
                self.assign(i, &e);
            }
            InstKind::Convert { value } => {
                let x = self.val(*value, span);
                let t = self.w.ty(ty, span);
                self.assign_fmt(i, format_args!("{t}({x})"));
            }
            InstKind::Bitcast { value } => {
                let mut xs = [self.val(*value, span)];
                if D::FOLDS_AT_CREATION && const_eval::bits_are_non_finite(self.w.m, *value, ty) {
                    self.guard_all(&mut xs);
                }
                let [x] = xs;
                let t = self.w.ty(ty, span);
                let from = self.w.ty(self.ty_of(*value), span);
                if from == t {
                    self.assign(i, &x);
                } else {
                    self.assign(i, &bitcast::<D>(&t, &x));
                }
            }
            InstKind::Splat { value } => {
                let x = self.val(*value, span);
                let t = self.w.ty(ty, span);
                if self.size_of(ty) <= 1 {
                    self.assign(i, &x);
                } else {
                    self.assign_fmt(i, format_args!("{t}({x})"));
                }
            }
            InstKind::CompositeConstruct { parts } => {
                let items: Vec<String> = parts.iter().map(|p| self.val(*p, span)).collect();
                let t = self.w.ty(ty, span);
                let shape = self.w.m.types.get(ty);
                if matches!(shape, Type::Vector { size: 1, .. }) {
                    let e = items.first().cloned().unwrap_or_else(|| zero::<D>(&t));
                    self.assign(i, &e);
                } else {
                    self.assign(i, &construct::<D>(&t, shape, &items.join(", ")));
                }
            }
            InstKind::CompositeExtract { composite, indices } => {
                let base = self.val(*composite, span);
                let path = self.const_path(self.ty_of(*composite), indices);
                self.assign_fmt(i, format_args!("{base}{path}"));
            }
            InstKind::CompositeInsert {
                composite,
                value,
                indices,
            } => {
                let base = self.val(*composite, span);
                let v = self.val(*value, span);
                let path = self.const_path(self.ty_of(*composite), indices);
                if path.is_empty() {
                    self.assign(i, &v);
                } else {
                    let t = self.var_copy(&base);
                    self.line_fmt(format_args!("{t}{path} = {v};"));
                    self.assign(i, &t);
                }
            }
            InstKind::Shuffle { a, b, components } => {
                let e = self.shuffle(*a, *b, components, ty, span);
                self.assign(i, &e);
            }
            InstKind::ExtractDynamic { vector, index } => {
                let v = self.val(*vector, span);
                if self.size_of(self.ty_of(*vector)) <= 1 {
                    self.assign(i, &v);
                } else {
                    let x = self.val(*index, span);
                    self.assign_fmt(i, format_args!("{v}[{x}]"));
                }
            }
            InstKind::InsertDynamic {
                vector,
                index,
                value,
            } => {
                let v = self.val(*vector, span);
                let x = self.val(*index, span);
                let val = self.val(*value, span);
                if self.size_of(self.ty_of(*vector)) <= 1 {
                    self.assign(i, &val);
                } else {
                    let t = self.var_copy(&v);
                    self.line_fmt(format_args!("{t}[{x}] = {val};"));
                    self.assign(i, &t);
                }
            }
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                let c = self.val(*cond, span);
                let a = self.val(*on_true, span);
                let b = self.val(*on_false, span);
                match self.w.m.types.get(ty) {
                    Type::Scalar(_) | Type::Vector { .. } => {
                        self.assign_fmt(i, format_args!("select({b}, {a}, {c})"))
                    }
                    _ => {
                        let t = self.var_copy(&b);
                        self.line_fmt(format_args!(
                            "if {}{c}{} {{ {t} = {a}; }}",
                            D::PAREN_OPEN,
                            D::PAREN_CLOSE
                        ));
                        self.assign(i, &t);
                    }
                }
            }
            InstKind::MatMul { lhs, rhs } => {
                // HLSL mul(a, b) on transposed matrices is b * a here.
                let a = self.val(*lhs, span);
                let b = self.val(*rhs, span);
                self.assign_fmt(i, format_args!("({b} * {a})"));
            }
            InstKind::Dot { lhs, rhs } => {
                let a = self.val(*lhs, span);
                let b = self.val(*rhs, span);
                let lt = self.ty_of(*lhs);
                let n = self.size_of(lt);
                let float = self.w.m.types.scalar_of(lt).is_some_and(|s| s.is_float());
                if n <= 1 {
                    self.assign_fmt(i, format_args!("({a} * {b})"));
                } else if float {
                    self.assign_fmt(i, format_args!("dot({a}, {b})"));
                } else {
                    let terms: Vec<String> = (0..n)
                        .map(|k| format!("{a}.{c} * {b}.{c}", c = comp(k as u32)))
                        .collect();
                    self.assign_fmt(i, format_args!("({})", terms.join(" + ")));
                }
            }
            InstKind::Transpose { value } => {
                let x = self.val(*value, span);
                self.assign_fmt(i, format_args!("transpose({x})"));
            }
            InstKind::Load { pointer } => {
                let e = match D::UNIFORM_LOAD {
                    Some(f) if self.uniform.is_uniform_load(i) => {
                        self.uniform_load(f, *pointer, ty, span)
                    }
                    _ => self.load(*pointer, ty, span),
                };
                self.assign(i, &e);
            }
            InstKind::Store { pointer, value } => self.store(*pointer, *value, span),
            InstKind::Call { function, args } => {
                let name = self.w.func_names.get(function).cloned().unwrap_or_default();
                let mut items = Vec::new();
                for a in args {
                    if matches!(self.w.m.types.get(self.ty_of(*a)), Type::Pointer { .. }) {
                        items.push(self.pointer_arg(*a, span));
                    } else {
                        items.push(self.val(*a, span));
                    }
                }
                let trailing = D::trailing_args(self.w);
                if !trailing.is_empty() {
                    items.push(trailing.to_string());
                }
                let call = format!("{name}({})", items.join(", "));
                if matches!(self.w.m.types.get(ty), Type::Void) {
                    self.line_fmt(format_args!("{call};"));
                } else {
                    self.assign(i, &call);
                }
            }
            InstKind::CallIntrinsic { op, args } => self.intrinsic(i, *op, args, ty, span),
            InstKind::Texture {
                op,
                operands,
                offset,
                min_lod,
                sparse,
            } => {
                // Neither WGSL nor MSL (as written here) has residency codes; WGSL has no LOD
                // clamp.
                if *sparse || (min_lod.is_some() && !D::MIN_LOD_CLAMP) {
                    let what = if *sparse {
                        "sparse residency (a texture read's 'status' argument). Remove the \
                         status argument"
                    } else {
                        "minimum-LOD clamp on sampling. Remove the clamp argument"
                    };
                    self.w.error(span, format!("{} has no {what}", D::LANG));
                    return;
                }
                self.texture(i, *op, operands, *offset, *min_lod, ty, span)
            }
            InstKind::BufferLength { buffer } => {
                let e = D::buffer_length(self, *buffer, span);
                self.assign(i, &e);
            }
            InstKind::AtomicRmw {
                op,
                pointer,
                coordinate,
                value,
            } => self.atomic_rmw(i, *op, *pointer, *coordinate, *value, ty, span),
            InstKind::AtomicCompareExchange {
                pointer,
                coordinate,
                comparand,
                value,
            } => self.atomic_cmpxchg(i, *pointer, *coordinate, *comparand, *value, ty, span),
            // Written by the uniform load after it.
            InstKind::Barrier { .. } if self.uniform.is_fused_barrier(i) => {}
            InstKind::Barrier { flags } => D::barrier(self, *flags, span),
            InstKind::Subgroup { op, args } => D::subgroup(self, i, *op, args, ty, span),
            InstKind::Spirv { instruction, .. } => {
                self.w.error(
                    span,
                    format!(
                        "{} has no inline SPIR-V ('{}' is the SPIR-V instruction {} through [[vk::ext_instruction]]). Write it in HLSL, or compile for SPIR-V",
                        D::LANG,
                        instruction.name,
                        instruction.opcode
                    ),
                );
            }
            InstKind::DebugPrintf { .. } => {
                self.w.error(
                    span,
                    format!(
                        "{} has no printf (SPIR-V's NonSemantic.DebugPrintf has no equivalent). \
                         Write the values to a debug buffer, or compile for SPIR-V",
                        D::LANG
                    ),
                );
            }
            // Refused for the whole entry point before writing where the dialect has none.
            InstKind::RayQuery { op, args } => D::ray_query(self, i, *op, args, ty, span),
        }
    }

    /// `.x`, `[2]`, `.member` steps for constant indices into a value of type `ty`.
    pub fn const_path(&self, ty: TypeId, indices: &[u32]) -> String {
        let types = &self.w.m.types;
        let mut t = types.get(ty);
        let mut s = String::new();
        for &k in indices {
            match t {
                Type::Vector { size, scalar } => {
                    if size > 1 {
                        s.push('.');
                        s.push_str(comp(k));
                    }
                    t = Type::Scalar(scalar);
                }
                Type::Matrix { scalar, cols, .. } => {
                    s.push_str(&format!("[{k}]"));
                    t = Type::Vector { scalar, size: cols };
                }
                Type::Array { element, .. } => {
                    s.push_str(&format!("[{k}]"));
                    t = types.get(element);
                }
                Type::Struct(id) => {
                    let Some(m) = types.struct_def(id).and_then(|d| d.members.get(k as usize))
                    else {
                        break;
                    };
                    s.push('.');
                    s.push_str(&super::writer::member_name::<D>(&m.name, k as usize));
                    t = types.get(m.ty);
                }
                _ => {}
            }
        }
        s
    }

    fn shuffle(&mut self, a: Value, b: Value, comps: &[u32], ty: TypeId, span: Span) -> String {
        let at = self.ty_of(a);
        let na = self.size_of(at) as u32;
        let nb = self.size_of(self.ty_of(b)) as u32;
        let ea = self.val(a, span);
        let eb = self.val(b, span);
        let pick = |k: u32| -> String {
            let (e, n, k) = if k < na {
                (&ea, na, k)
            } else {
                (&eb, nb, k - na)
            };
            if n <= 1 {
                e.clone()
            } else {
                format!("{e}.{}", comp(k.min(n - 1)))
            }
        };
        if comps.len() == 1 {
            return pick(comps[0]);
        }
        if na > 1 && comps.iter().all(|&k| k < na) {
            let sw: String = comps.iter().map(|&k| comp(k)).collect();
            return format!("{ea}.{sw}");
        }
        let t = self.w.ty(ty, span);
        let items: Vec<String> = comps.iter().map(|&k| pick(k)).collect();
        format!("{t}({})", items.join(", "))
    }

    fn binary(&mut self, op: BinaryOp, lhs: Value, rhs: Value, span: Span) -> String {
        let mut ab = [self.val(lhs, span), self.val(rhs, span)];
        self.guard_creation_time(&InstKind::Binary { op, lhs, rhs }, &mut ab);
        let [a, b] = ab;
        let lt = self.ty_of(lhs);
        let scalar = self.w.m.types.scalar_of(lt);
        let n = self.size_of(lt);
        // A float remainder is a function in dialects whose `%` takes integers only.
        let float_rem = D::FLOAT_REM
            .filter(|_| op == BinaryOp::Rem && scalar.is_some_and(|s| s.kind == ScalarKind::Float));
        if let Type::Matrix { rows, .. } = self.w.m.types.get(lt) {
            if matches!(op, BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem) {
                // Component-wise on matrices: row by row (the output's columns).
                let sym = match op {
                    BinaryOp::Mul => "*",
                    BinaryOp::Div => "/",
                    _ => "%",
                };
                let t = self.w.ty(lt, span);
                let cols: Vec<String> = (0..rows)
                    .map(|r| match float_rem {
                        Some(f) => format!("{f}({a}[{r}], {b}[{r}])"),
                        None => format!("{a}[{r}] {sym} {b}[{r}]"),
                    })
                    .collect();
                return format!("{t}({})", cols.join(", "));
            }
        }
        if let Some(f) = float_rem {
            return format!("{f}({a}, {b})");
        }
        let sym = match op {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::BitAnd | BinaryOp::LogicalAnd => "&",
            BinaryOp::BitOr | BinaryOp::LogicalOr => "|",
            BinaryOp::BitXor => "^",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
            BinaryOp::Shl | BinaryOp::Shr => {
                // Shift counts are unsigned (WGSL requires it); HLSL masks the count to the
                // bit width (63 for 64-bit values).
                let sym = if op == BinaryOp::Shl { "<<" } else { ">>" };
                let unsigned = scalar.is_some_and(|s| s.kind == ScalarKind::Uint);
                let mask = scalar.map_or(32, |s| u32::from(s.width).max(8)) - 1;
                let u = uint_vector::<D>(n);
                let count = if n > 1 {
                    let c = if unsigned { b } else { format!("{u}({b})") };
                    format!("({c} & {u}({mask}u))")
                } else {
                    let c = if unsigned { b } else { format!("{u}({b})") };
                    format!("({c} & {mask}u)")
                };
                return format!("({a} {sym} {count})");
            }
        };
        format!("({a} {sym} {b})")
    }

    fn intrinsic(&mut self, i: InstId, op: IntrinsicOp, args: &[Value], ty: TypeId, span: Span) {
        use IntrinsicOp::*;
        let mut xs: Vec<String> = args.iter().map(|a| self.val(*a, span)).collect();
        if D::FOLDS_AT_CREATION && args.iter().all(|a| matches!(a, Value::Constant(_))) {
            let kind = InstKind::CallIntrinsic {
                op,
                args: args.to_vec(),
            };
            self.guard_creation_time(&kind, &mut xs);
        }
        let x = xs.first().cloned().unwrap_or_default();
        let y = xs.get(1).cloned().unwrap_or_default();
        let z = xs.get(2).cloned().unwrap_or_default();
        let arg_ty = args.first().map_or(ty, |a| self.ty_of(*a));
        let n = self.size_of(arg_ty);
        let t = self.w.ty(ty, span);
        let at = self.w.ty(arg_ty, span);
        let is_float = self
            .w
            .m
            .types
            .scalar_of(arg_ty)
            .is_some_and(|s| s.is_float());
        let e = match op {
            CheckAccessFullyMapped => {
                self.w.error(
                    span,
                    format!(
                        "{} has no sparse residency (CheckAccessFullyMapped). Remove the status \
                         check",
                        D::LANG
                    ),
                );
                "false".to_string()
            }
            InterpolateAtCentroid
            | InterpolateAtSample
            | InterpolateAtOffset
            | AttributeAtVertex => {
                // WGSL has no such built-in; Metal's `interpolant<T, ...>` would need the
                // input declared as one and read through it everywhere, which this backend
                // does not do.
                self.w.error(
                    span,
                    format!(
                        "{} cannot evaluate an input at a sample, the centroid or an offset \
                         ({}). Declare the input 'sample' or 'centroid' to interpolate it \
                         there, or compile this shader for SPIR-V",
                        D::LANG,
                        op.name()
                    ),
                );
                format!("{t}(0)")
            }
            ReadClock => {
                self.w.error(
                    span,
                    format!(
                        "{} has no shader clock (vk::ReadClock, SPV_KHR_shader_clock). Time the \
                         work with timestamp queries on the host, or compile for SPIR-V",
                        D::LANG
                    ),
                );
                "0".to_string()
            }
            Abs => format!("abs({x})"),
            Sign => {
                if is_float {
                    format!("{t}(sign({x}))")
                } else {
                    format!("sign({x})")
                }
            }
            Min => format!("min({x}, {y})"),
            Max => format!("max({x}, {y})"),
            Clamp => format!("clamp({x}, {y}, {z})"),
            Saturate => format!("saturate({x})"),
            Floor => format!("floor({x})"),
            Ceil => format!("ceil({x})"),
            Round => format!("round({x})"),
            Trunc => format!("trunc({x})"),
            Fract => format!("fract({x})"),
            Sqrt => format!("sqrt({x})"),
            Rcp => format!("({at}(1.0) / {x})"),
            Exp => format!("exp({x})"),
            Exp2 => format!("exp2({x})"),
            Log => format!("log({x})"),
            Log2 => format!("log2({x})"),
            Pow => format!("pow({x}, {y})"),
            Sin => format!("sin({x})"),
            Cos => format!("cos({x})"),
            Tan => format!("tan({x})"),
            Asin => format!("asin({x})"),
            Acos => format!("acos({x})"),
            Atan => format!("atan({x})"),
            Atan2 => format!("atan2({x}, {y})"),
            Sinh => format!("sinh({x})"),
            Cosh => format!("cosh({x})"),
            Tanh => format!("tanh({x})"),
            Radians => format!("radians({x})"),
            Degrees => format!("degrees({x})"),
            Fma => format!("fma({x}, {y}, {z})"),
            Mad => format!("({x} * {y} + {z})"),
            Lerp => format!("mix({x}, {y}, {z})"),
            Step => format!("step({x}, {y})"),
            SmoothStep => format!("smoothstep({x}, {y}, {z})"),
            Length => format!("length({x})"),
            Distance => format!("distance({x}, {y})"),
            Normalize => format!("normalize({x})"),
            Cross => format!("cross({x}, {y})"),
            Reflect => format!("reflect({x}, {y})"),
            Refract => format!("refract({x}, {y}, {z})"),
            Determinant => format!("determinant({x})"),
            Ldexp => format!("({x} * exp2({y}))"),
            SinCos => {
                if let Some(p) = args.get(1) {
                    self.store_expr(*p, &format!("sin({x})"), arg_ty, span);
                }
                if let Some(p) = args.get(2) {
                    self.store_expr(*p, &format!("cos({x})"), arg_ty, span);
                }
                return;
            }
            IsNan | IsInf | IsFinite => {
                let u = uint_vector::<D>(n);
                let cmp = match op {
                    IsNan => ">",
                    IsInf => "==",
                    _ => "<",
                };
                let bits = bitcast::<D>(&u, &x);
                format!("(({bits} & {u}(0x7fffffffu)) {cmp} {u}(0x7f800000u))")
            }
            Any => format!("any({x})"),
            All => format!("all({x})"),
            F16ToF32 | F32ToF16 => {
                let convert = if op == F16ToF32 {
                    D::f16_to_f32
                } else {
                    D::f32_to_f16
                };
                if n > 1 {
                    let items: Vec<String> = (0..n)
                        .map(|k| convert(&format!("{x}.{}", comp(k as u32))))
                        .collect();
                    format!("{t}({})", items.join(", "))
                } else {
                    convert(&x)
                }
            }
            NonUniformIndex => x,
            InverseSqrt | Log10 | FaceForward | Frexp | Modf | CountBits | FirstBitHigh
            | FirstBitLow | ReverseBits | Ddx | Ddy | DdxFine | DdyFine | DdxCoarse | DdyCoarse
            | Fwidth | IsHelperLane => {
                let call = IntrinsicCall {
                    op,
                    args,
                    x: &x,
                    y: &y,
                    z: &z,
                    arg_ty,
                    n,
                    t: &t,
                    at: &at,
                    span,
                };
                match D::intrinsic(self, &call) {
                    Some(e) => e,
                    None => {
                        let msg = format!(
                            "internal: the {} has no spelling of {}",
                            D::BACKEND,
                            op.name()
                        );
                        self.w.error(span, msg);
                        return;
                    }
                }
            }
        };
        if matches!(self.w.m.types.get(ty), Type::Void) {
            self.line_fmt(format_args!(
                "{}{}{e}{};",
                D::IGNORE,
                D::PAREN_OPEN,
                D::PAREN_CLOSE
            ));
        } else {
            self.assign(i, &e);
        }
    }
}

/// The swizzle letter of component `k`.
pub(crate) fn comp(k: u32) -> &'static str {
    match k {
        0 => "x",
        1 => "y",
        2 => "z",
        _ => "w",
    }
}

/// Bools through subgroup functions, which take numbers only in both dialects.
impl<D: Dialect> FnCx<'_, '_, D> {
    /// `f` applied to `x`, with a bool value carried as the dialect's `uint` and turned back
    /// into bool.
    pub(crate) fn carried(
        &mut self,
        value: Value,
        ty: TypeId,
        x: &str,
        f: impl FnOnce(&str) -> String,
    ) -> String {
        if !self.is_bool_type(self.ty_of(value)) {
            return f(x);
        }
        let carried = self.bool_as_uint(x, value);
        let zero = match self.w.m.types.get(ty) {
            Type::Vector { size, .. } if size > 1 => format!("{}(0u)", uint_vector::<D>(size)),
            _ => "0u".into(),
        };
        format!("({} != {zero})", f(&carried))
    }

    /// `x` as the dialect's `uint` (or a `uint` vector) when it is a bool, else `x`.
    pub(crate) fn bool_as_uint(&mut self, x: &str, value: Value) -> String {
        let ty = self.ty_of(value);
        if !self.is_bool_type(ty) {
            return x.to_string();
        }
        let n = self.size_of(ty);
        format!("{}({x})", uint_vector::<D>(n))
    }

    fn is_bool_type(&self, ty: TypeId) -> bool {
        self.w.m.types.scalar_of(ty) == Some(Scalar::BOOL)
    }
}
