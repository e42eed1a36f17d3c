//! Result-type rules shared by the [`super::Builder`] (which computes result types) and the
//! verifier (which checks them). Every function here is total: bad input gives `None`/`Err`.
//!
//! The rules return [`Type`] values rather than handles so that checking needs no interning.

use super::instr::{BinaryOp, Value};
use super::module::{ConstPool, ConstValue, Module};
use crate::types::{ResourceType, Scalar, Type, TypeArena, TypeId};

/// The value of an integer constant operand (struct member indices must be these).
pub fn const_index(module: &Module, value: Value) -> Option<u64> {
    const_index_in(&module.types, &module.constants, value)
}

/// [`const_index`] with the arena and pool passed separately.
pub fn const_index_in(types: &TypeArena, consts: &ConstPool, value: Value) -> Option<u64> {
    let Value::Constant(c) = value else {
        return None;
    };
    let c = consts.get(c)?;
    match (types.get(c.ty), &c.value) {
        (Type::Scalar(s), ConstValue::Scalar(bits)) if s.is_integer() => Some(*bits),
        (Type::Scalar(s), ConstValue::Zero) if s.is_integer() => Some(0),
        _ => None,
    }
}

/// Buffer wrappers the access chain looks through (the chain continues inside the element).
pub fn unwrap_transparent(types: &TypeArena, mut ty: TypeId) -> TypeId {
    // Bounded: a wrapper's element is an earlier handle, so this terminates; cap anyway.
    for _ in 0..8 {
        match types.get(ty) {
            Type::Resource(ResourceType::ConstantBuffer { element })
            | Type::Resource(ResourceType::TextureBuffer { element }) => ty = element,
            _ => break,
        }
    }
    ty
}

/// The type one index into `ty` selects, and whether that index must be a constant.
/// `Err` says why `ty` cannot be indexed.
pub fn index_step(types: &mut TypeArena, ty: TypeId) -> Result<(TypeId, bool), String> {
    let ty = unwrap_transparent(types, ty);
    match types.get(ty) {
        Type::Array { element, .. } => Ok((element, false)),
        Type::Vector { scalar, .. } => Ok((types.scalar(scalar), false)),
        Type::Matrix { scalar, cols, .. } => Ok((types.vector(scalar, cols), false)),
        Type::Resource(ResourceType::StructuredBuffer { element, .. }) => Ok((element, false)),
        Type::Resource(ResourceType::ByteAddressBuffer { .. }) => {
            Ok((types.scalar(Scalar::UINT), false))
        }
        Type::Struct(_) => Ok((ty, true)),
        other => Err(format!("cannot index into {}", describe(types, other, ty))),
    }
}

fn describe(types: &TypeArena, _t: Type, id: TypeId) -> String {
    types.display(id)
}

/// The pointee type an access chain with `indices` from a pointer to `base_pointee` reaches.
pub fn access_chain_pointee(
    types: &mut TypeArena,
    consts: &ConstPool,
    base_pointee: TypeId,
    indices: &[Value],
) -> Result<TypeId, String> {
    let mut ty = base_pointee;
    for (n, index) in indices.iter().enumerate() {
        let (next, needs_const) = index_step(types, ty)?;
        if needs_const {
            let cur = unwrap_transparent(types, ty);
            let Type::Struct(sid) = types.get(cur) else {
                return Err("internal: struct expected".into());
            };
            let Some(i) = const_index_in(types, consts, *index) else {
                return Err(format!(
                    "index {n} selects a struct member and must be an integer constant"
                ));
            };
            let member = types
                .struct_def(sid)
                .and_then(|d| d.members.get(i as usize))
                .map(|m| m.ty);
            match member {
                Some(m) => ty = m,
                None => return Err(format!("struct member index {i} is out of range")),
            }
        } else {
            ty = next;
        }
    }
    Ok(unwrap_transparent(types, ty))
}

/// The type reached by constant `indices` into a value of type `ty` (composite extract).
pub fn extract_type(types: &mut TypeArena, mut ty: TypeId, indices: &[u32]) -> Option<TypeId> {
    for &i in indices {
        ty = match types.get(ty) {
            Type::Vector { scalar, size } if i < size as u32 => types.scalar(scalar),
            Type::Matrix { scalar, rows, cols } if i < rows as u32 => types.vector(scalar, cols),
            Type::Array { element, length } if i < length => element,
            Type::Struct(sid) => types.struct_def(sid)?.members.get(i as usize)?.ty,
            _ => return None,
        };
    }
    Some(ty)
}

/// The result type of a [`BinaryOp`] on operands of type `operand`: the same type, or `bool`
/// of the same shape for comparisons.
pub fn binary_result(types: &mut TypeArena, op: BinaryOp, operand: TypeId) -> TypeId {
    if op.is_comparison() {
        types.with_scalar(operand, Scalar::BOOL)
    } else {
        operand
    }
}

/// The result type of `MatMul(lhs, rhs)` in HLSL terms, or `None` if the shapes don't fit.
pub fn matmul_result(types: &mut TypeArena, lhs: TypeId, rhs: TypeId) -> Option<TypeId> {
    match (types.get(lhs), types.get(rhs)) {
        (
            Type::Matrix {
                scalar,
                rows: r,
                cols: k,
            },
            Type::Matrix {
                scalar: s2,
                rows: k2,
                cols: c,
            },
        ) if scalar == s2 && k == k2 => Some(types.matrix(scalar, r, c)),
        (
            Type::Matrix {
                scalar,
                rows: r,
                cols: c,
            },
            Type::Vector { scalar: s2, size },
        ) if scalar == s2 && size == c => Some(types.vector(scalar, r)),
        (
            Type::Vector { scalar, size },
            Type::Matrix {
                scalar: s2,
                rows: r,
                cols: c,
            },
        ) if scalar == s2 && size == r => Some(types.vector(scalar, c)),
        _ => None,
    }
}

/// Whether `pred` holds for any leaf of `ty` (anything but an array or a struct), looking
/// through array elements and struct members. Depth-limited, so cyclic input terminates.
pub fn any_leaf(m: &Module, ty: TypeId, pred: &dyn Fn(Type) -> bool) -> bool {
    fn walk(m: &Module, ty: TypeId, depth: u32, pred: &dyn Fn(Type) -> bool) -> bool {
        if depth > 32 {
            return false;
        }
        match m.types.get(ty) {
            Type::Array { element, .. } => walk(m, element, depth + 1, pred),
            Type::Struct(sid) => m.types.struct_def(sid).is_some_and(|d| {
                d.members
                    .iter()
                    .any(|member| walk(m, member.ty, depth + 1, pred))
            }),
            leaf => pred(leaf),
        }
    }
    walk(m, ty, 0, pred)
}

/// Whether `pred` holds for the scalar of any scalar, vector or matrix in `ty`.
pub fn any_scalar(m: &Module, ty: TypeId, pred: &dyn Fn(Scalar) -> bool) -> bool {
    any_leaf(m, ty, &|leaf| match leaf {
        Type::Scalar(s) | Type::Vector { scalar: s, .. } | Type::Matrix { scalar: s, .. } => {
            pred(s)
        }
        _ => false,
    })
}
