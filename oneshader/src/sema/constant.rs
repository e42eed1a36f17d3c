//! Constant folding over checked expressions.
//!
//! Input: a checked expression (HIR) of some function's arena, the type arena and the globals.
//! Output: its [`ConstValue`] when it is a compile-time constant (literals, `static const`
//! globals, and arithmetic, conversions, swizzles, constructors and `?:` over them), or the
//! reason it is not ([`NotConstant`]). Array sizes, `[numthreads]`, `case` labels and `static
//! const` initializers are folded here.
//!
//! Invariants: values are normalised to their type's width (an `int` wraps at 32 bits, a
//! `float` is rounded to f32); integer division by zero is "not constant" rather than a panic;
//! recursion is bounded by [`MAX_FOLD_DEPTH`].

use super::hir::{BinaryOp, ConstValue, Expr, ExprKind, Global, GlobalKind, UnaryOp};
use crate::types::{Scalar, ScalarKind, Type, TypeArena, TypeId};

/// How deep a folded expression may nest.
pub const MAX_FOLD_DEPTH: u32 = 256;

/// Why an expression has no compile-time value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotConstant {
    /// It reads a `[[vk::constant_id]]` constant, known only at pipeline creation.
    SpecConstant,
    /// Anything else (a variable, a call, a division by zero, ...).
    Other,
}

/// Folds expressions of one arena.
pub struct Folder<'a> {
    pub exprs: &'a [Expr],
    pub types: &'a TypeArena,
    pub globals: &'a [Global],
}

impl Folder<'_> {
    pub fn fold(&self, id: super::hir::ExprId) -> Result<ConstValue, NotConstant> {
        self.fold_at(id, 0)
    }

    fn fold_at(&self, id: super::hir::ExprId, depth: u32) -> Result<ConstValue, NotConstant> {
        if depth > MAX_FOLD_DEPTH {
            return Err(NotConstant::Other);
        }
        let expr = self.exprs.get(id.index()).ok_or(NotConstant::Other)?;
        let d = depth + 1;
        match &expr.kind {
            ExprKind::Const(v) => Ok(v.clone()),
            ExprKind::Global(g) => match self.globals.get(g.index()).map(|g| &g.kind) {
                Some(GlobalKind::Constant { value }) => Ok(value.clone()),
                Some(GlobalKind::SpecConstant { .. }) => Err(NotConstant::SpecConstant),
                _ => Err(NotConstant::Other),
            },
            ExprKind::Convert { operand } => {
                let v = self.fold_at(*operand, d)?;
                let from = self.scalar_of(*operand)?;
                let to = self.types.scalar_of(expr.ty).ok_or(NotConstant::Other)?;
                Ok(map_scalars(&v, &|s| convert_scalar(s, from, to)))
            }
            ExprKind::Splat { operand } => {
                let v = self.fold_at(*operand, d)?;
                Ok(splat(&v, self.types.get(expr.ty)))
            }
            ExprKind::Truncate { operand } => {
                let v = self.fold_at(*operand, d)?;
                let from = self.types.get(self.ty_of(*operand)?);
                Ok(truncate(v, from, self.types.get(expr.ty)))
            }
            ExprKind::Swizzle { base, components } => {
                let v = self.fold_at(*base, d)?;
                let picked: Vec<ConstValue> = components
                    .iter()
                    .map(|&c| component(&v, c as usize))
                    .collect::<Option<_>>()
                    .ok_or(NotConstant::Other)?;
                Ok(if picked.len() == 1 {
                    picked.into_iter().next().ok_or(NotConstant::Other)?
                } else {
                    ConstValue::Composite(picked)
                })
            }
            ExprKind::Index { base, index } => {
                let v = self.fold_at(*base, d)?;
                let i = as_index(&self.fold_at(*index, d)?).ok_or(NotConstant::Other)?;
                match v {
                    ConstValue::Composite(items) => items.get(i).cloned().ok_or(NotConstant::Other),
                    _ => Err(NotConstant::Other),
                }
            }
            ExprKind::Member { base, index } => match self.fold_at(*base, d)? {
                ConstValue::Composite(items) => items
                    .get(*index as usize)
                    .cloned()
                    .ok_or(NotConstant::Other),
                _ => Err(NotConstant::Other),
            },
            ExprKind::Construct { args } => {
                let values = args
                    .iter()
                    .map(|a| self.fold_at(*a, d))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(construct(values, self.types.get(expr.ty)))
            }
            ExprKind::Unary { op, operand } => {
                let v = self.fold_at(*operand, d)?;
                let s = self.scalar_of(*operand)?;
                map_scalars_checked(&v, &|x| unary(*op, x, s))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.fold_at(*lhs, d)?;
                let b = self.fold_at(*rhs, d)?;
                let s = self.scalar_of(*lhs)?;
                zip_scalars(&a, &b, &|x, y| binary(*op, x, y, s))
            }
            ExprKind::LogicalAnd { lhs, rhs } => {
                let a = self.fold_at(*lhs, d)?;
                if a == ConstValue::Bool(false) {
                    return Ok(a);
                }
                self.fold_at(*rhs, d)
            }
            ExprKind::LogicalOr { lhs, rhs } => {
                let a = self.fold_at(*lhs, d)?;
                if a == ConstValue::Bool(true) {
                    return Ok(a);
                }
                self.fold_at(*rhs, d)
            }
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } => match self.fold_at(*cond, d)? {
                ConstValue::Bool(true) => self.fold_at(*accept, d),
                ConstValue::Bool(false) => self.fold_at(*reject, d),
                _ => Err(NotConstant::Other),
            },
            ExprKind::Sequence { exprs } => match exprs.last() {
                Some(last) => self.fold_at(*last, d),
                None => Err(NotConstant::Other),
            },
            _ => Err(NotConstant::Other),
        }
    }

    fn ty_of(&self, id: super::hir::ExprId) -> Result<TypeId, NotConstant> {
        self.exprs
            .get(id.index())
            .map(|e| e.ty)
            .ok_or(NotConstant::Other)
    }

    fn scalar_of(&self, id: super::hir::ExprId) -> Result<Scalar, NotConstant> {
        self.types
            .scalar_of(self.ty_of(id)?)
            .ok_or(NotConstant::Other)
    }
}

/// A value as an array or component index (non-negative integer).
pub fn as_index(v: &ConstValue) -> Option<usize> {
    match *v {
        ConstValue::Int(i) if i >= 0 => usize::try_from(i).ok(),
        ConstValue::Uint(u) => usize::try_from(u).ok(),
        _ => None,
    }
}

/// A value as a signed 64-bit integer (for sizes and labels).
pub fn as_i64(v: &ConstValue) -> Option<i64> {
    match *v {
        ConstValue::Int(i) => Some(i),
        ConstValue::Uint(u) => i64::try_from(u).ok(),
        ConstValue::Bool(b) => Some(b as i64),
        _ => None,
    }
}

/// The zero value of a type (`(S)0`, uninitialised statics).
pub fn zero_value(types: &TypeArena, ty: TypeId, depth: u32) -> ConstValue {
    if depth > MAX_FOLD_DEPTH {
        return ConstValue::Int(0);
    }
    match types.get(ty) {
        Type::Scalar(s) => scalar_zero(s),
        Type::Vector { scalar, size } => {
            ConstValue::Composite(vec![scalar_zero(scalar); size as usize])
        }
        Type::Matrix { scalar, rows, cols } => ConstValue::Composite(vec![
            ConstValue::Composite(
                vec![scalar_zero(scalar); cols as usize]
            );
            rows as usize
        ]),
        Type::Array { element, length } => {
            let e = zero_value(types, element, depth + 1);
            ConstValue::Composite(vec![e; length.min(1 << 16) as usize])
        }
        Type::Struct(s) => ConstValue::Composite(
            types
                .struct_def(s)
                .map(|def| {
                    def.members
                        .iter()
                        .map(|m| zero_value(types, m.ty, depth + 1))
                        .collect()
                })
                .unwrap_or_default(),
        ),
        _ => ConstValue::Int(0),
    }
}

fn scalar_zero(s: Scalar) -> ConstValue {
    match s.kind {
        ScalarKind::Bool => ConstValue::Bool(false),
        ScalarKind::Int | ScalarKind::LiteralInt => ConstValue::Int(0),
        ScalarKind::Uint => ConstValue::Uint(0),
        ScalarKind::Float | ScalarKind::LiteralFloat => ConstValue::Float(0.0),
    }
}

/// Rounds a value to what its scalar type can hold.
pub fn normalize(v: ConstValue, s: Scalar) -> ConstValue {
    match (v, s.kind, s.width) {
        (ConstValue::Int(i), ScalarKind::Int, 16) => ConstValue::Int(i as i16 as i64),
        (ConstValue::Int(i), ScalarKind::Int, 32) => ConstValue::Int(i as i32 as i64),
        (ConstValue::Uint(u), ScalarKind::Uint, 16) => ConstValue::Uint(u as u16 as u64),
        (ConstValue::Uint(u), ScalarKind::Uint, 32) => ConstValue::Uint(u as u32 as u64),
        (ConstValue::Float(f), ScalarKind::Float, 32) => ConstValue::Float(f as f32 as f64),
        (v, _, _) => v,
    }
}

/// Converts one scalar value between scalar types (HLSL conversion rules: float to int
/// truncates toward zero and saturates, anything to bool is `!= 0`).
pub fn convert_scalar(v: &ConstValue, _from: Scalar, to: Scalar) -> ConstValue {
    let out = match to.kind {
        ScalarKind::Bool => ConstValue::Bool(match *v {
            ConstValue::Bool(b) => b,
            ConstValue::Int(i) => i != 0,
            ConstValue::Uint(u) => u != 0,
            ConstValue::Float(f) => f != 0.0,
            ConstValue::Composite(_) => false,
        }),
        ScalarKind::Int | ScalarKind::LiteralInt => ConstValue::Int(match *v {
            ConstValue::Bool(b) => b as i64,
            ConstValue::Int(i) => i,
            ConstValue::Uint(u) => u as i64,
            ConstValue::Float(f) => f as i64,
            ConstValue::Composite(_) => 0,
        }),
        ScalarKind::Uint => ConstValue::Uint(match *v {
            ConstValue::Bool(b) => b as u64,
            ConstValue::Int(i) => i as u64,
            ConstValue::Uint(u) => u,
            // Negative floats convert through the signed value, as the hardware does.
            ConstValue::Float(f) if f < 0.0 => (f as i64) as u64,
            ConstValue::Float(f) => f as u64,
            ConstValue::Composite(_) => 0,
        }),
        ScalarKind::Float | ScalarKind::LiteralFloat => ConstValue::Float(match *v {
            ConstValue::Bool(b) => b as u8 as f64,
            ConstValue::Int(i) => i as f64,
            ConstValue::Uint(u) => u as f64,
            ConstValue::Float(f) => f,
            ConstValue::Composite(_) => 0.0,
        }),
    };
    normalize(out, to)
}

fn map_scalars(v: &ConstValue, f: &dyn Fn(&ConstValue) -> ConstValue) -> ConstValue {
    match v {
        ConstValue::Composite(items) => {
            ConstValue::Composite(items.iter().map(|x| map_scalars(x, f)).collect())
        }
        s => f(s),
    }
}

fn map_scalars_checked(
    v: &ConstValue,
    f: &dyn Fn(&ConstValue) -> Option<ConstValue>,
) -> Result<ConstValue, NotConstant> {
    match v {
        ConstValue::Composite(items) => Ok(ConstValue::Composite(
            items
                .iter()
                .map(|x| map_scalars_checked(x, f))
                .collect::<Result<_, _>>()?,
        )),
        s => f(s).ok_or(NotConstant::Other),
    }
}

fn zip_scalars(
    a: &ConstValue,
    b: &ConstValue,
    f: &dyn Fn(&ConstValue, &ConstValue) -> Option<ConstValue>,
) -> Result<ConstValue, NotConstant> {
    match (a, b) {
        (ConstValue::Composite(x), ConstValue::Composite(y)) if x.len() == y.len() => {
            Ok(ConstValue::Composite(
                x.iter()
                    .zip(y)
                    .map(|(p, q)| zip_scalars(p, q, f))
                    .collect::<Result<_, _>>()?,
            ))
        }
        (ConstValue::Composite(_), _) | (_, ConstValue::Composite(_)) => Err(NotConstant::Other),
        (x, y) => f(x, y).ok_or(NotConstant::Other),
    }
}

fn splat(v: &ConstValue, to: Type) -> ConstValue {
    match to {
        Type::Vector { size, .. } => ConstValue::Composite(vec![v.clone(); size as usize]),
        Type::Matrix { rows, cols, .. } => {
            ConstValue::Composite(vec![
                ConstValue::Composite(vec![v.clone(); cols as usize]);
                rows as usize
            ])
        }
        _ => v.clone(),
    }
}

fn truncate(v: ConstValue, from: Type, to: Type) -> ConstValue {
    match (v, to) {
        (ConstValue::Composite(items), Type::Scalar(_)) => match from {
            Type::Matrix { .. } => items
                .into_iter()
                .next()
                .and_then(|row| component(&row, 0))
                .unwrap_or(ConstValue::Int(0)),
            _ => items.into_iter().next().unwrap_or(ConstValue::Int(0)),
        },
        (ConstValue::Composite(items), Type::Vector { size, .. }) => match from {
            // A matrix to a vector takes the first row's leading components.
            Type::Matrix { .. } => {
                let flat: Vec<ConstValue> = items.into_iter().flat_map(flatten_one).collect();
                ConstValue::Composite(flat.into_iter().take(size as usize).collect())
            }
            _ => ConstValue::Composite(items.into_iter().take(size as usize).collect()),
        },
        (
            ConstValue::Composite(rows),
            Type::Matrix {
                rows: r, cols: c, ..
            },
        ) => ConstValue::Composite(
            rows.into_iter()
                .take(r as usize)
                .map(|row| match row {
                    ConstValue::Composite(cs) => {
                        ConstValue::Composite(cs.into_iter().take(c as usize).collect())
                    }
                    other => other,
                })
                .collect(),
        ),
        (v, _) => v,
    }
}

fn flatten_one(v: ConstValue) -> Vec<ConstValue> {
    match v {
        ConstValue::Composite(items) => items.into_iter().flat_map(flatten_one).collect(),
        s => vec![s],
    }
}

/// Builds a vector or matrix from flattened components, or a struct/array from its parts.
fn construct(values: Vec<ConstValue>, to: Type) -> ConstValue {
    match to {
        Type::Vector { .. } | Type::Scalar(_) => {
            let flat: Vec<ConstValue> = values.into_iter().flat_map(flatten_one).collect();
            if matches!(to, Type::Scalar(_)) {
                return flat.into_iter().next().unwrap_or(ConstValue::Int(0));
            }
            ConstValue::Composite(flat)
        }
        Type::Matrix { cols, .. } => {
            let flat: Vec<ConstValue> = values.into_iter().flat_map(flatten_one).collect();
            ConstValue::Composite(
                flat.chunks(cols.max(1) as usize)
                    .map(|c| ConstValue::Composite(c.to_vec()))
                    .collect(),
            )
        }
        _ => ConstValue::Composite(values),
    }
}

fn component(v: &ConstValue, i: usize) -> Option<ConstValue> {
    match v {
        ConstValue::Composite(items) => items.get(i).cloned(),
        s if i == 0 => Some(s.clone()),
        _ => None,
    }
}

fn unary(op: UnaryOp, v: &ConstValue, s: Scalar) -> Option<ConstValue> {
    let out = match (op, v) {
        (UnaryOp::Neg, ConstValue::Int(i)) => ConstValue::Int(i.wrapping_neg()),
        (UnaryOp::Neg, ConstValue::Uint(u)) => ConstValue::Uint(u.wrapping_neg()),
        (UnaryOp::Neg, ConstValue::Float(f)) => ConstValue::Float(-f),
        (UnaryOp::Not, ConstValue::Bool(b)) => ConstValue::Bool(!b),
        (UnaryOp::BitNot, ConstValue::Int(i)) => ConstValue::Int(!i),
        (UnaryOp::BitNot, ConstValue::Uint(u)) => ConstValue::Uint(!u),
        _ => return None,
    };
    Some(normalize(out, s))
}

/// Folds `x op y` on two integers of one signedness (`i64` or `u64`); `$wrap` is their
/// `ConstValue` variant. Division by zero leaves the surrounding function with `None`.
macro_rules! fold_integer {
    ($op:expr, $x:expr, $y:expr, $shift_mask:expr, $wrap:path) => {{
        let (x, y) = ($x, $y);
        match $op {
            Add => $wrap(x.wrapping_add(y)),
            Sub => $wrap(x.wrapping_sub(y)),
            Mul => $wrap(x.wrapping_mul(y)),
            Div => $wrap(x.checked_div(y)?),
            Rem => $wrap(x.checked_rem(y)?),
            Shl => $wrap(x.wrapping_shl(y as u32 & $shift_mask)),
            Shr => $wrap(x.wrapping_shr(y as u32 & $shift_mask)),
            BitAnd => $wrap(x & y),
            BitOr => $wrap(x | y),
            BitXor => $wrap(x ^ y),
            Eq => Bool(x == y),
            Ne => Bool(x != y),
            Lt => Bool(x < y),
            Le => Bool(x <= y),
            Gt => Bool(x > y),
            Ge => Bool(x >= y),
        }
    }};
}

fn binary(op: BinaryOp, a: &ConstValue, b: &ConstValue, s: Scalar) -> Option<ConstValue> {
    use BinaryOp::*;
    use ConstValue::*;
    let shift_mask = (s.width.max(8) as u32).saturating_sub(1);
    let out = match (a, b) {
        (Int(x), Int(y)) => fold_integer!(op, *x, *y, shift_mask, Int),
        (Uint(x), Uint(y)) => fold_integer!(op, *x, *y, shift_mask, Uint),
        (Float(x), Float(y)) => {
            let (x, y) = (*x, *y);
            match op {
                Add => Float(x + y),
                Sub => Float(x - y),
                Mul => Float(x * y),
                Div => Float(x / y),
                Rem => Float(x % y),
                Eq => Bool(x == y),
                Ne => Bool(x != y),
                Lt => Bool(x < y),
                Le => Bool(x <= y),
                Gt => Bool(x > y),
                Ge => Bool(x >= y),
                _ => return None,
            }
        }
        (Bool(x), Bool(y)) => {
            let (x, y) = (*x, *y);
            match op {
                Eq => Bool(x == y),
                Ne => Bool(x != y),
                BitAnd => Bool(x & y),
                BitOr => Bool(x | y),
                BitXor => Bool(x ^ y),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(match out {
        Bool(_) => out,
        other => normalize(other, s),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_arithmetic_wraps_at_32_bits_and_division_by_zero_is_not_constant() {
        let r = binary(
            BinaryOp::Add,
            &ConstValue::Int(i32::MAX as i64),
            &ConstValue::Int(1),
            Scalar::INT,
        );
        assert_eq!(r, Some(ConstValue::Int(i32::MIN as i64)));
        assert_eq!(
            binary(
                BinaryOp::Div,
                &ConstValue::Int(1),
                &ConstValue::Int(0),
                Scalar::INT
            ),
            None
        );
        assert_eq!(
            binary(
                BinaryOp::Shl,
                &ConstValue::Uint(1),
                &ConstValue::Uint(33),
                Scalar::UINT
            ),
            Some(ConstValue::Uint(2))
        );
    }

    #[test]
    fn conversions_truncate_and_round() {
        let f = ConstValue::Float(-2.7);
        assert_eq!(
            convert_scalar(&f, Scalar::FLOAT, Scalar::INT),
            ConstValue::Int(-2)
        );
        assert_eq!(
            convert_scalar(&ConstValue::Int(-1), Scalar::INT, Scalar::UINT),
            ConstValue::Uint(u32::MAX as u64)
        );
        assert_eq!(
            convert_scalar(
                &ConstValue::Float(0.1),
                Scalar::LITERAL_FLOAT,
                Scalar::FLOAT
            ),
            ConstValue::Float(0.1f32 as f64)
        );
    }
}
