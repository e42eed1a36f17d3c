//! Expressions: constants, operators, conversions, constructors, calls, assignments.
//!
//! Input: typed HIR expressions (conversions explicit, binary operands of one type).
//! Output: IR values. `&&`, `||` and a `?:` with side effects become selections joined by a
//! `Phi`; a pure `?:` on scalars/vectors is a `Select`. Operations the IR defines only on
//! scalars and vectors (conversions, comparisons, bitwise ops, component-wise intrinsics) are
//! applied per row on matrices. Calls copy `out`/`inout` arguments through a temporary
//! `Alloca` (copy-in for `inout`, copy-out after the call) and bind resource arguments by
//! specializing the callee.
//!
//! Invariants: the value returned has the HIR expression's type (`undef` after an error that
//! was reported); recursion is bounded by [`MAX_DEPTH`].

use super::func::{FnCx, Place};
use super::{GlobalSlot, ResourceArg, ResourceIndex, MAX_DEPTH};
use crate::diag::Code;
use crate::ir::{self, BinaryOp, Module, UnaryOp, Value};
use crate::sema::hir::{self, ConstValue, ExprId, ExprKind, ParamDirection};
use crate::types::{Scalar, ScalarKind, Type, TypeId};

/// The IR constant of HIR constant `c` seen as type `ty` (`None` if they do not fit).
pub(super) fn const_id(module: &mut Module, ty: TypeId, c: &ConstValue) -> Option<ir::ConstId> {
    const_id_depth(module, ty, c, 0)
}

fn const_id_depth(
    module: &mut Module,
    ty: TypeId,
    c: &ConstValue,
    depth: u32,
) -> Option<ir::ConstId> {
    if depth > 64 {
        return None;
    }
    let as_id = |v: Value| match v {
        Value::Constant(id) => Some(id),
        _ => None,
    };
    match module.types.get(ty) {
        Type::Scalar(s) => as_id(module.const_scalar_bits(s, scalar_bits(s, c)?)),
        Type::Vector { scalar, size } => {
            let sty = module.types.scalar(scalar);
            let parts = match c {
                ConstValue::Composite(items) if items.len() == size as usize => items
                    .iter()
                    .map(|i| const_id_depth(module, sty, i, depth + 1))
                    .collect::<Option<Vec<_>>>()?,
                ConstValue::Composite(_) => return None,
                scalar_value => {
                    let one = const_id_depth(module, sty, scalar_value, depth + 1)?;
                    vec![one; size as usize]
                }
            };
            as_id(module.const_composite(ty, parts))
        }
        Type::Matrix { scalar, rows, cols } => {
            let row_ty = module.types.vector(scalar, cols);
            let ConstValue::Composite(items) = c else {
                let row = const_id_depth(module, row_ty, c, depth + 1)?;
                return as_id(module.const_composite(ty, vec![row; rows as usize]));
            };
            if items.len() != rows as usize {
                return None;
            }
            let parts = items
                .iter()
                .map(|i| const_id_depth(module, row_ty, i, depth + 1))
                .collect::<Option<Vec<_>>>()?;
            as_id(module.const_composite(ty, parts))
        }
        Type::Array { element, length } => {
            let ConstValue::Composite(items) = c else {
                return None;
            };
            if items.len() != length as usize {
                return None;
            }
            let parts = items
                .iter()
                .map(|i| const_id_depth(module, element, i, depth + 1))
                .collect::<Option<Vec<_>>>()?;
            as_id(module.const_composite(ty, parts))
        }
        Type::Struct(sid) => {
            let ConstValue::Composite(items) = c else {
                return None;
            };
            let member_tys: Vec<TypeId> = module
                .types
                .struct_def(sid)?
                .members
                .iter()
                .map(|m| m.ty)
                .collect();
            if member_tys.len() != items.len() {
                return None;
            }
            let parts = member_tys
                .iter()
                .zip(items)
                .map(|(&t, i)| const_id_depth(module, t, i, depth + 1))
                .collect::<Option<Vec<_>>>()?;
            as_id(module.const_composite(ty, parts))
        }
        _ => None,
    }
}

/// The bit pattern of a scalar constant as scalar type `s` (numeric values convert).
pub(super) fn scalar_bits(s: Scalar, c: &ConstValue) -> Option<u64> {
    let as_f64 = match c {
        ConstValue::Bool(b) => *b as u8 as f64,
        ConstValue::Int(i) => *i as f64,
        ConstValue::Uint(u) => *u as f64,
        ConstValue::Float(f) => *f,
        ConstValue::Composite(_) => return None,
    };
    Some(match s.kind {
        ScalarKind::Bool => match c {
            ConstValue::Bool(b) => *b as u64,
            _ => (as_f64 != 0.0) as u64,
        },
        ScalarKind::Int | ScalarKind::Uint | ScalarKind::LiteralInt => match c {
            ConstValue::Int(i) => *i as u64,
            ConstValue::Uint(u) => *u,
            ConstValue::Bool(b) => *b as u64,
            ConstValue::Float(f) => *f as i64 as u64,
            ConstValue::Composite(_) => return None,
        },
        ScalarKind::Float | ScalarKind::LiteralFloat => match s.width {
            16 => f32_to_f16_bits(as_f64 as f32) as u64,
            64 => as_f64.to_bits(),
            _ => (as_f64 as f32).to_bits() as u64,
        },
    })
}

/// IEEE binary16 bits of `x`, rounded to nearest even.
pub(super) fn f32_to_f16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let mid = 1 << (shift - 1);
        if rem > mid || (rem == mid && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

fn binary_op(op: hir::BinaryOp) -> BinaryOp {
    match op {
        hir::BinaryOp::Add => BinaryOp::Add,
        hir::BinaryOp::Sub => BinaryOp::Sub,
        hir::BinaryOp::Mul => BinaryOp::Mul,
        hir::BinaryOp::Div => BinaryOp::Div,
        hir::BinaryOp::Rem => BinaryOp::Rem,
        hir::BinaryOp::Shl => BinaryOp::Shl,
        hir::BinaryOp::Shr => BinaryOp::Shr,
        hir::BinaryOp::BitAnd => BinaryOp::BitAnd,
        hir::BinaryOp::BitOr => BinaryOp::BitOr,
        hir::BinaryOp::BitXor => BinaryOp::BitXor,
        hir::BinaryOp::Eq => BinaryOp::Eq,
        hir::BinaryOp::Ne => BinaryOp::Ne,
        hir::BinaryOp::Lt => BinaryOp::Lt,
        hir::BinaryOp::Le => BinaryOp::Le,
        hir::BinaryOp::Gt => BinaryOp::Gt,
        hir::BinaryOp::Ge => BinaryOp::Ge,
    }
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    /// Lowers an expression to its value.
    pub fn expr(&mut self, id: ExprId) -> Value {
        let Some(e) = self.expr_of(id) else {
            let span = self.hf.span;
            self.st.diags.error(
                Code::INTERNAL,
                span,
                format!(
                    "Expression #{} of '{}' is missing (internal error). Please report this shader",
                    id.0, self.hf.name
                ),
            );
            return self.void_value();
        };
        if self.depth > MAX_DEPTH {
            self.st.diags.error(
                Code::NESTING_TOO_DEEP,
                e.span,
                "This expression nests too deeply to compile. Split it into several statements",
            );
            return Value::Undef(e.ty);
        }
        if let ExprKind::Assign { target, value } = &e.kind {
            // `m.texture = T;` on a local struct of resources names the member's resource.
            if (super::func::is_resource_type(&self.b.module.types, e.ty)
                || super::resource_values::resource_struct_leaves(&self.b.module.types, e.ty)
                    .is_some())
                && self.assign_resource_member(*target, *value)
            {
                return self.void_value();
            }
        }
        if super::resource_values::resource_struct_leaves(&self.b.module.types, e.ty).is_some() {
            // Structs of resources are no IR values: only their members and whole-struct
            // arguments and initializers are (`resource_values`).
            let quiet = match &e.kind {
                ExprKind::Assign { target, .. } => matches!(
                    self.expr_of(*target).map(|t| &t.kind),
                    Some(ExprKind::Local(l)) if self.resource_quiet_locals.contains(l)
                ),
                _ => false,
            };
            if !quiet {
                self.struct_value_unsupported(e.span);
            }
            return Value::Undef(e.ty);
        }
        self.depth += 1;
        self.b.set_span(e.span);
        let v = self.expr_inner(id, e);
        if e.precise {
            self.b.set_precise(v);
        }
        self.depth -= 1;
        v
    }

    fn expr_inner(&mut self, id: ExprId, e: &'p hir::Expr) -> Value {
        let ty = e.ty;
        match &e.kind {
            ExprKind::Const(c) => match const_id(self.b.module, ty, c) {
                Some(c) => Value::Constant(c),
                None => {
                    self.unsupported(e.span, "This constant's type");
                    Value::Undef(ty)
                }
            },
            ExprKind::Local(_)
            | ExprKind::Param(_)
            | ExprKind::Global(_)
            | ExprKind::Member { .. }
            | ExprKind::Index { .. }
            | ExprKind::Swizzle { .. }
            | ExprKind::MatrixElements { .. }
            | ExprKind::BitField { .. }
            | ExprKind::Deref { .. } => self.read(id, e),
            ExprKind::Unary { op, operand } => {
                let v = self.expr(*operand);
                let op = match op {
                    hir::UnaryOp::Neg => UnaryOp::Neg,
                    hir::UnaryOp::Not => UnaryOp::LogicalNot,
                    hir::UnaryOp::BitNot => UnaryOp::BitNot,
                };
                self.unary_rows(op, v, ty)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let operand_ty = self.ty_of(*lhs);
                let l = self.expr(*lhs);
                let r = self.expr(*rhs);
                self.b.set_span(e.span);
                self.binary_rows(binary_op(*op), l, r, operand_ty, ty)
            }
            ExprKind::LogicalAnd { lhs, rhs } => self.short_circuit(*lhs, *rhs, true),
            ExprKind::LogicalOr { lhs, rhs } => self.short_circuit(*lhs, *rhs, false),
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } => self.conditional(*cond, *accept, *reject, ty),
            ExprKind::Convert { operand } => {
                let from = self.ty_of(*operand);
                let v = self.expr(*operand);
                let pointer = |t| matches!(self.tget(t), Type::BufferPointer { .. });
                if pointer(from) || pointer(ty) {
                    // An address to or from a vk::BufferPointer, or a pointer cast: same bits.
                    self.b.bitcast(v, ty)
                } else {
                    self.convert(v, from, ty)
                }
            }
            ExprKind::Splat { operand } => {
                let v = self.expr(*operand);
                self.splat(v, ty)
            }
            ExprKind::Truncate { operand } => {
                let from = self.ty_of(*operand);
                let v = self.expr(*operand);
                self.truncate(v, from, ty)
            }
            ExprKind::Construct { args } => {
                let vals: Vec<(Value, TypeId)> = args
                    .iter()
                    .map(|&a| (self.expr(a), self.ty_of(a)))
                    .collect();
                self.b.set_span(e.span);
                self.construct(ty, vals)
            }
            // A returned resource is a place (its call is made there).
            ExprKind::Call { .. } if super::func::is_resource_type(&self.b.module.types, ty) => {
                self.resource_pointer(id).unwrap_or(Value::Undef(ty))
            }
            ExprKind::Call { function, args } => self.call_bound(*function, args, e).0,
            ExprKind::Intrinsic { op, args } => self.intrinsic(*op, args, e),
            ExprKind::Assign { target, value } => {
                if super::func::is_resource_type(&self.b.module.types, ty) {
                    if let Some(ExprKind::Local(l)) = self.expr_of(*target).map(|t| &t.kind) {
                        self.assign_resource_local(*l, *value);
                    } else {
                        self.unsupported(e.span, "Assigning a resource to anything but a local");
                    }
                    return self.void_value();
                }
                let v = self.expr(*value);
                match self.place(*target) {
                    Some(p) => self.store_place(&p, v, e.span),
                    None => self.unsupported(e.span, "Assigning to this expression"),
                }
                v
            }
            ExprKind::CompoundAssign { op, target, value } => {
                let v = self.expr(*value);
                let target_ty = self.ty_of(*target);
                let Some(p) = self.place(*target) else {
                    self.unsupported(e.span, "Assigning to this expression");
                    return v;
                };
                let old = self.load_place(&p, target_ty);
                let new = self.binary_rows(binary_op(*op), old, v, target_ty, target_ty);
                self.store_place(&p, new, e.span);
                new
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => {
                let target_ty = self.ty_of(*target);
                let Some(p) = self.place(*target) else {
                    self.unsupported(e.span, "Incrementing this expression");
                    return Value::Undef(ty);
                };
                let old = self.load_place(&p, target_ty);
                let one = self.const_splat(target_ty, 1);
                let op = if *increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let new = self.binary_rows(op, old, one, target_ty, target_ty);
                self.store_place(&p, new, e.span);
                if *prefix {
                    new
                } else {
                    old
                }
            }
            ExprKind::Sequence { exprs } => {
                let mut last = self.void_value();
                for (k, &x) in exprs.iter().enumerate() {
                    // A call returning a struct of resources whose value is dropped (`f().tint`
                    // of a mixed struct: the call first, then the data it handed back) is made
                    // for its effects, as in a statement.
                    if k + 1 < exprs.len() && self.dropped_resource_struct_call(x) {
                        continue;
                    }
                    last = self.expr(x);
                }
                last
            }
        }
    }

    /// Reads a variable, member, element, swizzle or matrix elements.
    fn read(&mut self, id: ExprId, e: &'p hir::Expr) -> Value {
        let ty = e.ty;
        if super::func::is_resource_type(&self.b.module.types, ty) {
            return self.resource_pointer(id).unwrap_or(Value::Undef(ty));
        }
        if let ExprKind::Global(g) = &e.kind {
            if let Some(Some(GlobalSlot::Spec(v))) = self.st.globals.get(g.index()) {
                return *v;
            }
        }
        if let Some(place) = self.place(id) {
            return self.load_place(&place, ty);
        }
        // An r-value base: work on the value.
        match &e.kind {
            ExprKind::Member { base, index } => {
                let v = self.expr(*base);
                self.b.extract(v, vec![*index])
            }
            ExprKind::Index { base, index } => {
                let base_ty = self.ty_of(*base);
                let v = self.expr(*base);
                let constant = self.const_int(*index).and_then(|c| u32::try_from(c).ok());
                match (self.tget(base_ty), constant) {
                    (_, Some(c)) => self.b.extract(v, vec![c]),
                    (Type::Vector { .. }, None) => {
                        let i = self.expr(*index);
                        self.b.extract_dynamic(v, i)
                    }
                    (_, None) => {
                        // A run-time index into an array or matrix value: through memory.
                        let i = self.expr(*index);
                        let tmp = self.b.alloca(base_ty, "index.tmp");
                        self.b.store(tmp, v);
                        let p = self.b.access_chain(tmp, vec![i]);
                        self.b.load(p)
                    }
                }
            }
            ExprKind::Swizzle { base, components } => {
                let base_ty = self.ty_of(*base);
                let v = self.expr(*base);
                let comps: Vec<u32> = components.iter().map(|&c| c as u32).collect();
                self.swizzle_value(v, base_ty, &comps, ty)
            }
            ExprKind::BitField {
                base,
                offset,
                width,
            } => {
                let base_ty = self.ty_of(*base);
                let v = self.expr(*base);
                self.extract_bits(v, base_ty, *offset, *width)
            }
            ExprKind::MatrixElements { base, elements } => {
                let v = self.expr(*base);
                let parts: Vec<Value> = elements
                    .iter()
                    .map(|&(r, c)| self.b.extract(v, vec![r as u32, c as u32]))
                    .collect();
                if parts.len() == 1 {
                    parts[0]
                } else {
                    self.b.construct(ty, parts)
                }
            }
            _ => {
                self.unsupported(e.span, "Reading this variable");
                Value::Undef(ty)
            }
        }
    }

    /// A constant of numeric type `ty` with every component `n`.
    pub fn const_splat(&mut self, ty: TypeId, n: i64) -> Value {
        let s = self.b.module.types.scalar_of(ty).unwrap_or(Scalar::INT);
        let c = match s.kind {
            ScalarKind::Float | ScalarKind::LiteralFloat => ConstValue::Float(n as f64),
            ScalarKind::Bool => ConstValue::Bool(n != 0),
            ScalarKind::Uint => ConstValue::Uint(n as u64),
            _ => ConstValue::Int(n),
        };
        match const_id(self.b.module, ty, &c) {
            Some(id) => Value::Constant(id),
            None => Value::Undef(ty),
        }
    }

    /// The row type of a matrix type (`None` for non-matrices).
    pub fn row_type(&mut self, ty: TypeId) -> Option<(TypeId, u32)> {
        match self.tget(ty) {
            Type::Matrix { scalar, rows, cols } => {
                Some((self.b.module.types.vector(scalar, cols), rows as u32))
            }
            _ => None,
        }
    }

    /// Applies `f` to each row of matrix operands (`vals`, all matrices of `operand_ty`'s
    /// shape, or scalars/vectors used as is) building a matrix of `result_ty`.
    pub fn per_row(
        &mut self,
        vals: &[Value],
        operand_ty: TypeId,
        result_ty: TypeId,
        mut f: impl FnMut(&mut Self, Vec<Value>, TypeId) -> Value,
    ) -> Value {
        let Some((_, rows)) = self.row_type(operand_ty) else {
            return f(self, vals.to_vec(), result_ty);
        };
        let Some((res_row, _)) = self.row_type(result_ty) else {
            return Value::Undef(result_ty);
        };
        let mut out = Vec::new();
        for r in 0..rows {
            let row_vals: Vec<Value> = vals
                .iter()
                .map(|&v| {
                    let vt = self.b.value_type(v);
                    if matches!(self.tget(vt), Type::Matrix { .. }) {
                        self.b.extract(v, vec![r])
                    } else {
                        v
                    }
                })
                .collect();
            out.push(f(self, row_vals, res_row));
        }
        self.b.construct(result_ty, out)
    }

    /// A binary operation; on matrices, operations the IR defines only on vectors go per row.
    pub fn binary_rows(
        &mut self,
        op: BinaryOp,
        l: Value,
        r: Value,
        operand_ty: TypeId,
        result_ty: TypeId,
    ) -> Value {
        let matrix = matches!(self.tget(operand_ty), Type::Matrix { .. });
        let arithmetic = matches!(
            op,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem
        );
        if matrix && !arithmetic {
            self.per_row(&[l, r], operand_ty, result_ty, |cx, v, _| {
                cx.b.binary(op, v[0], v[1])
            })
        } else {
            self.b.binary(op, l, r)
        }
    }

    fn unary_rows(&mut self, op: UnaryOp, v: Value, ty: TypeId) -> Value {
        if op != UnaryOp::Neg && matches!(self.tget(ty), Type::Matrix { .. }) {
            self.per_row(&[v], ty, ty, |cx, v, _| cx.b.unary(op, v[0]))
        } else {
            self.b.unary(op, v)
        }
    }

    /// Numeric conversion (per row on matrices); identity when the types are equal.
    pub fn convert(&mut self, v: Value, from: TypeId, to: TypeId) -> Value {
        if from == to {
            return v;
        }
        if matches!(self.tget(to), Type::Matrix { .. }) {
            return self.per_row(&[v], from, to, |cx, v, row| cx.b.convert(v[0], row));
        }
        self.b.convert(v, to)
    }

    /// A scalar repeated into `ty` (vector or matrix); the scalar itself for scalar `ty`.
    pub fn splat(&mut self, v: Value, ty: TypeId) -> Value {
        match self.tget(ty) {
            Type::Vector { .. } => self.b.splat(v, ty),
            Type::Matrix { rows, .. } => {
                let Some((row_ty, _)) = self.row_type(ty) else {
                    return Value::Undef(ty);
                };
                let row = self.b.splat(v, row_ty);
                self.b.construct(ty, vec![row; rows as usize])
            }
            _ => v,
        }
    }

    /// Every scalar component of `v` (row-major for matrices).
    pub fn scalars(&mut self, v: Value, ty: TypeId) -> Vec<Value> {
        match self.tget(ty) {
            Type::Vector { size, .. } => (0..size as u32)
                .map(|i| self.b.extract(v, vec![i]))
                .collect(),
            Type::Matrix { rows, cols, .. } => {
                let mut out = Vec::new();
                for r in 0..rows as u32 {
                    for c in 0..cols as u32 {
                        out.push(self.b.extract(v, vec![r, c]));
                    }
                }
                out
            }
            _ => vec![v],
        }
    }

    /// Builds a scalar, vector or matrix of `ty` from its scalar components in order.
    pub fn build_from_scalars(&mut self, ty: TypeId, scalars: &[Value]) -> Value {
        match self.tget(ty) {
            Type::Vector { size, .. } => {
                let parts = scalars.iter().take(size as usize).copied().collect();
                self.b.construct(ty, parts)
            }
            Type::Matrix { rows, cols, .. } => {
                let Some((row_ty, _)) = self.row_type(ty) else {
                    return Value::Undef(ty);
                };
                let mut out = Vec::new();
                for r in 0..rows as usize {
                    let parts: Vec<Value> = scalars
                        .iter()
                        .skip(r * cols as usize)
                        .take(cols as usize)
                        .copied()
                        .collect();
                    out.push(self.b.construct(row_ty, parts));
                }
                self.b.construct(ty, out)
            }
            _ => scalars.first().copied().unwrap_or(Value::Undef(ty)),
        }
    }

    /// The leading components of a vector (top-left block of a matrix) as `to`.
    fn truncate(&mut self, v: Value, from: TypeId, to: TypeId) -> Value {
        match (self.tget(from), self.tget(to)) {
            (Type::Vector { .. }, Type::Scalar(_)) => self.b.extract(v, vec![0]),
            (Type::Vector { .. }, Type::Vector { size, .. }) => {
                if from == to {
                    v
                } else if size == 1 {
                    // A one-component swizzle is a scalar; `float1` is a vector.
                    let x = self.b.extract(v, vec![0]);
                    self.b.construct(to, vec![x])
                } else {
                    self.b.swizzle(v, (0..size as u32).collect())
                }
            }
            (Type::Matrix { .. }, Type::Scalar(_)) => self.b.extract(v, vec![0, 0]),
            (Type::Matrix { cols: fc, .. }, Type::Matrix { rows, cols, .. }) => {
                let Some((row_ty, _)) = self.row_type(to) else {
                    return Value::Undef(to);
                };
                let mut out = Vec::new();
                for r in 0..rows as u32 {
                    let row = self.b.extract(v, vec![r]);
                    out.push(if fc == cols {
                        row
                    } else if cols == 1 {
                        let x = self.b.extract(row, vec![0]);
                        self.b.construct(row_ty, vec![x])
                    } else {
                        self.b.swizzle(row, (0..cols as u32).collect())
                    });
                }
                self.b.construct(to, out)
            }
            _ => {
                let s = self.scalars(v, from);
                self.build_from_scalars(to, &s)
            }
        }
    }

    /// `T(args...)`: vectors and matrices from flattened components, structs and arrays from
    /// one value per member/element.
    pub fn construct(&mut self, ty: TypeId, args: Vec<(Value, TypeId)>) -> Value {
        if let Some(c) = self.constant_vector(ty, &args) {
            return c;
        }
        match self.tget(ty) {
            Type::Vector { .. } => {
                if let [(v, t)] = args[..] {
                    if t == ty {
                        return v;
                    }
                    if matches!(self.tget(t), Type::Scalar(_)) {
                        return self.b.splat(v, ty);
                    }
                }
                let mut parts = Vec::new();
                for (v, t) in args {
                    match self.tget(t) {
                        Type::Matrix { .. } => parts.extend(self.scalars(v, t)),
                        _ => parts.push(v),
                    }
                }
                self.b.construct(ty, parts)
            }
            Type::Matrix { rows, cols, .. } => {
                let row_ty = self.row_type(ty).map(|r| r.0);
                let rows_given = args.len() == rows as usize
                    && args.iter().all(|(_, t)| Some(*t) == row_ty && cols > 1);
                if rows_given {
                    return self
                        .b
                        .construct(ty, args.into_iter().map(|a| a.0).collect());
                }
                if let [(v, t)] = args[..] {
                    if t == ty {
                        return v;
                    }
                }
                let mut s = Vec::new();
                for (v, t) in args {
                    s.extend(self.scalars(v, t));
                }
                self.build_from_scalars(ty, &s)
            }
            Type::Struct(_) | Type::Array { .. } => self
                .b
                .construct(ty, args.into_iter().map(|a| a.0).collect()),
            _ => match args.first() {
                Some(&(v, t)) if t == ty => v,
                Some(&(v, t)) => {
                    let s = self.scalars(v, t);
                    s.first().copied().unwrap_or(Value::Undef(ty))
                }
                None => Value::Undef(ty),
            },
        }
    }

    /// A vector built only from constants is a constant (texel offsets must be constants).
    fn constant_vector(&mut self, ty: TypeId, args: &[(Value, TypeId)]) -> Option<Value> {
        let Type::Vector { size, .. } = self.tget(ty) else {
            return None;
        };
        let mut parts = Vec::new();
        for &(v, t) in args {
            let Value::Constant(c) = v else {
                return None;
            };
            match self.tget(t) {
                Type::Scalar(_) => parts.push(c),
                Type::Vector { size: n, .. } => {
                    let k = self.b.module.constant(c)?.clone();
                    match k.value {
                        ir::ConstValue::Composite(items) => parts.extend(items),
                        ir::ConstValue::Scalar(_) => return None,
                        ir::ConstValue::Zero => {
                            let sty = self.b.module.types.scalar_of(t)?;
                            let z = self.b.module.const_scalar_bits(sty, 0);
                            let Value::Constant(z) = z else { return None };
                            parts.extend(std::iter::repeat_n(z, n as usize));
                        }
                    }
                }
                _ => return None,
            }
        }
        if parts.len() != size as usize {
            return None;
        }
        Some(self.b.module.const_composite(ty, parts))
    }

    /// `a && b` (`and` true) or `a || b`: the right side runs only when needed.
    fn short_circuit(&mut self, lhs: ExprId, rhs: ExprId, and: bool) -> Value {
        let l = self.expr(lhs);
        let rhs_bb = self.b.create_block(if and { "and.rhs" } else { "or.rhs" });
        let merge = self
            .b
            .create_block(if and { "and.merge" } else { "or.merge" });
        let Some(header) = self.b.current_block() else {
            return l;
        };
        self.b.set_selection(header, merge, ir::ControlHint::None);
        if and {
            self.b.cond_branch(l, rhs_bb, merge);
        } else {
            self.b.cond_branch(l, merge, rhs_bb);
        }
        self.b.switch_to(rhs_bb);
        let r = self.expr(rhs);
        let rhs_end = self.b.current_block().unwrap_or(rhs_bb);
        self.b.branch(merge);
        self.b.switch_to(merge);
        let short = self.b.const_bool(!and);
        let bool_ty = self.b.types().scalar(Scalar::BOOL);
        self.b.phi(bool_ty, vec![(header, short), (rhs_end, r)])
    }

    fn conditional(&mut self, cond: ExprId, accept: ExprId, reject: ExprId, ty: TypeId) -> Value {
        let simple = matches!(self.tget(ty), Type::Scalar(_) | Type::Vector { .. });
        if simple && self.is_pure(accept, 0) && self.is_pure(reject, 0) {
            let c = self.expr(cond);
            let a = self.expr(accept);
            let r = self.expr(reject);
            return self.b.select(c, a, r);
        }
        let c = self.expr(cond);
        let then_bb = self.b.create_block("cond.true");
        let else_bb = self.b.create_block("cond.false");
        let merge = self.b.create_block("cond.merge");
        if let Some(header) = self.b.current_block() {
            self.b.set_selection(header, merge, ir::ControlHint::None);
        }
        self.b.cond_branch(c, then_bb, else_bb);
        self.b.switch_to(then_bb);
        let a = self.expr(accept);
        let a_end = self.b.current_block().unwrap_or(then_bb);
        self.b.branch(merge);
        self.b.switch_to(else_bb);
        let r = self.expr(reject);
        let r_end = self.b.current_block().unwrap_or(else_bb);
        self.b.branch(merge);
        self.b.switch_to(merge);
        if matches!(self.tget(ty), Type::Void) {
            return self.void_value();
        }
        self.b.phi(ty, vec![(a_end, a), (r_end, r)])
    }

    /// Whether evaluating `id` has no effect besides its value (so both sides of `?:` may run).
    pub(super) fn is_pure(&self, id: ExprId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let Some(e) = self.expr_of(id) else {
            return false;
        };
        let pure = |x: &ExprId| self.is_pure(*x, depth + 1);
        match &e.kind {
            ExprKind::Const(_) | ExprKind::Local(_) | ExprKind::Param(_) | ExprKind::Global(_) => {
                true
            }
            ExprKind::Member { base, .. }
            | ExprKind::Swizzle { base, .. }
            | ExprKind::MatrixElements { base, .. }
            | ExprKind::BitField { base, .. } => pure(base),
            ExprKind::Index { base, index } => pure(base) && pure(index),
            ExprKind::Deref { pointer } => pure(pointer),
            ExprKind::Unary { operand, .. }
            | ExprKind::Convert { operand }
            | ExprKind::Splat { operand }
            | ExprKind::Truncate { operand } => pure(operand),
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::LogicalAnd { lhs, rhs }
            | ExprKind::LogicalOr { lhs, rhs } => pure(lhs) && pure(rhs),
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } => pure(cond) && pure(accept) && pure(reject),
            ExprKind::Construct { args } => args.iter().all(pure),
            ExprKind::Intrinsic { op, args } => {
                super::intrinsic::is_pure_intrinsic(*op) && args.iter().all(pure)
            }
            ExprKind::Call { .. }
            | ExprKind::Assign { .. }
            | ExprKind::CompoundAssign { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::Sequence { .. } => false,
        }
    }

    /// A call of a user function (see the module docs for arguments): its result and what
    /// its resource parameters were bound to.
    /// A call of an `[[vk::ext_instruction]]` prototype: the instruction, its arguments by
    /// value, as literal constants or as their variables' pointers.
    fn inline_spirv(
        &mut self,
        instruction: &crate::target::SpirvInstruction,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Value {
        let mut values = Vec::with_capacity(args.len());
        for (&a, kind) in args.iter().zip(&instruction.args) {
            let span = self.span_of(a);
            match kind {
                crate::target::SpirvArg::Value => values.push(self.expr(a)),
                crate::target::SpirvArg::Literal => {
                    let v = self.expr(a);
                    if !matches!(v, Value::Constant(_)) {
                        self.st.diags.error(
                            crate::diag::Code::NOT_CONSTANT,
                            span,
                            format!("The [[vk::ext_literal]] argument of '{}' must be a constant: SPIR-V writes it as a literal number.", instruction.name),
                        );
                        return Value::Undef(e.ty);
                    }
                    values.push(v);
                }
                crate::target::SpirvArg::Reference => {
                    let pointer = match self.place(a) {
                        Some(place @ super::func::Place::Chain { .. }) => {
                            self.place_pointer(&place)
                        }
                        _ => None,
                    };
                    match pointer {
                        Some(p) => values.push(p),
                        None => {
                            self.st.diags.error(
                                crate::diag::Code::BAD_RESOURCE_USE,
                                span,
                                format!("The [[vk::ext_reference]] argument of '{}' must be a variable (or an element or member of one): SPIR-V takes its pointer.", instruction.name),
                            );
                            return Value::Undef(e.ty);
                        }
                    }
                }
            }
        }
        self.b.set_span(e.span);
        self.b.append(
            crate::ir::InstKind::Spirv {
                instruction: Box::new(instruction.clone()),
                args: values,
            },
            e.ty,
        )
    }

    pub(super) fn call_bound(
        &mut self,
        function: hir::FuncId,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> (Value, Vec<Option<ResourceArg>>, Vec<Vec<ResourceArg>>) {
        let program = self.st.program;
        let Some(callee) = program.function(function) else {
            self.unsupported(e.span, "Calling a missing function");
            return (Value::Undef(e.ty), Vec::new(), Vec::new());
        };
        if let Some(instruction) = &callee.spirv {
            return (
                self.inline_spirv(instruction, args, e),
                Vec::new(),
                Vec::new(),
            );
        }
        let mut resources = Vec::new();
        let mut structs = Vec::new();
        let mut values = Vec::new();
        let mut dynamic = Vec::new();
        let mut copy_back: Vec<(Place, Value, TypeId)> = Vec::new();
        // `out`/`inout` structs of resources: (parameter, argument).
        let mut out_args: Vec<(usize, ExprId)> = Vec::new();
        for (i, (p, &a)) in callee.params.iter().zip(args).enumerate() {
            if super::resource_values::resource_struct_leaves(&self.b.module.types, p.ty).is_some()
            {
                if p.direction != ParamDirection::In {
                    out_args.push((i, a));
                }
                if p.direction == ParamDirection::Out {
                    // Nothing goes in: the callee assigns every resource.
                    resources.push(None);
                    structs.push(Vec::new());
                    continue;
                }
                // A struct of resources: bound resource by resource.
                let span = self.span_of(a);
                let bound = self.resource_leaves(a).and_then(|leaves| {
                    leaves
                        .into_iter()
                        .map(|place| self.resource_arg_of(place, span, &mut dynamic))
                        .collect::<Option<Vec<_>>>()
                });
                self.resource_quiet = false;
                resources.push(None);
                structs.push(bound.unwrap_or_default());
                continue;
            }
            structs.push(Vec::new());
            if super::func::is_resource_type(&self.b.module.types, p.ty) {
                resources.push(self.resource_arg(a, &mut dynamic));
                continue;
            }
            resources.push(None);
            if super::func::is_ray_query(&self.b.module.types, p.ty) {
                match self.place(a) {
                    Some(place @ super::func::Place::Chain { .. }) => {
                        if let Some(ptr) = self.place_pointer(&place) {
                            values.push(ptr);
                        }
                    }
                    _ => {
                        let span = self.span_of(a);
                        self.unsupported(span, "Passing a RayQuery that is not a variable");
                    }
                }
                continue;
            }
            match p.direction {
                ParamDirection::In => values.push(self.expr(a)),
                ParamDirection::Out | ParamDirection::InOut => {
                    let tmp = self.b.alloca(p.ty, &format!("param.{}", p.name));
                    match self.place(a) {
                        Some(place) => {
                            if p.direction == ParamDirection::InOut {
                                let v = self.load_place(&place, p.ty);
                                self.b.store(tmp, v);
                            }
                            copy_back.push((place, tmp, p.ty));
                        }
                        None => {
                            let span = self.span_of(a);
                            self.unsupported(span, "Passing this expression as an 'out' argument");
                        }
                    }
                    values.push(tmp);
                }
            }
        }
        values.extend(dynamic);
        let key = super::FuncKey {
            function,
            resources: resources.clone(),
            structs: if structs.iter().all(Vec::is_empty) {
                Vec::new()
            } else {
                structs
            },
        };
        let structs = key.structs.clone();
        // The callee hands back the indices of the array elements its `out`/`inout` structs
        // of resources hold through `int` pointers after its other arguments.
        let outs = if out_args.is_empty() {
            None
        } else {
            super::func::out_structs(self.st, &*self.b.module, &key)
        };
        // (argument, per resource: what comes back and the index's temporary).
        type Handed = Vec<(super::resource_values::ResourceReturn, Option<Value>)>;
        let mut handed: Vec<(ExprId, Handed)> = Vec::new();
        for &(i, a) in &out_args {
            let Some(leaves) = outs.as_ref().and_then(|o| o.get(i)).cloned().flatten() else {
                // An `out` argument the callee could not fill (reported there): its uses stay
                // quiet. An `inout` one keeps what it holds.
                if callee.params.get(i).map(|p| p.direction) == Some(ParamDirection::Out) {
                    if let Some(ExprKind::Local(l)) = self.expr_of(a).map(|x| &x.kind) {
                        self.resource_quiet_locals.insert(*l);
                    }
                }
                continue;
            };
            let mut slots = Vec::with_capacity(leaves.len());
            for r in leaves {
                let tmp = r.indexed.then(|| {
                    let int = self.b.types().scalar(crate::types::Scalar::INT);
                    let tmp = self.b.alloca(int, "out.index");
                    values.push(tmp);
                    tmp
                });
                slots.push((r, tmp));
            }
            handed.push((a, slots));
        }
        let f = self.st.request_key(self.b.module, key, None);
        self.b.set_span(e.span);
        let result = self.b.call(f, values);
        for (place, tmp, _) in copy_back {
            let v = self.b.load(tmp);
            self.store_place(&place, v, e.span);
        }
        for (a, slots) in handed {
            let places = slots
                .into_iter()
                .map(|(r, tmp)| {
                    let index = tmp.map(|tmp| self.b.load(tmp));
                    self.returned_place(r, index)
                })
                .collect();
            let span = self.span_of(a);
            self.assign_struct_places(a, places, span);
        }
        (result, resources, structs)
    }

    /// What a resource argument is bound to; a run-time array index goes to `dynamic`.
    fn resource_arg(&mut self, a: ExprId, dynamic: &mut Vec<Value>) -> Option<ResourceArg> {
        let span = self.span_of(a);
        let place = self.resource_place(a, "Passing this resource to a function")?;
        self.resource_arg_of(place, span, dynamic)
    }

    /// What the resource at `place` binds a parameter to; a run-time index goes to `dynamic`.
    fn resource_arg_of(
        &mut self,
        place: Place,
        span: crate::source::Span,
        dynamic: &mut Vec<Value>,
    ) -> Option<ResourceArg> {
        let Place::Chain { root, indices } = place else {
            self.unsupported(span, "Passing this resource to a function");
            return None;
        };
        let Value::Global(global) = root else {
            self.unsupported(span, "Passing this resource to a function");
            return None;
        };
        let index = match indices[..] {
            [] => ResourceIndex::Whole,
            [i] => match super::super::ir::typing::const_index(self.b.module, i) {
                Some(c) => ResourceIndex::Const(c as u32),
                None => {
                    let non_uniform = super::resource_values::is_non_uniform(self, i);
                    let int = self.b.types().scalar(Scalar::INT);
                    let it = self.b.value_type(i);
                    let i = if it == int { i } else { self.b.convert(i, int) };
                    dynamic.push(i);
                    if non_uniform {
                        ResourceIndex::NonUniform
                    } else {
                        ResourceIndex::Dynamic
                    }
                }
            },
            _ => {
                self.unsupported(
                    span,
                    "Passing an element of a multi-dimensional resource array to a function",
                );
                return None;
            }
        };
        Some(ResourceArg { global, index })
    }
}
