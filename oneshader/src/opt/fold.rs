//! Constant folding and instruction simplification.
//!
//! Needs: a verified module. Guarantees: a verified module computing the same results where
//! - reads of composites are forwarded: an extract from a `CompositeInsert`, a
//!   `CompositeConstruct`, a splat, a constant or `undef` names the part directly;
//! - integer and bool arithmetic, comparisons, shifts and conversions on constants are
//!   computed with HLSL's wrapping rules (a division or remainder by zero, and the signed
//!   `MIN / -1`, are left to the device);
//! - float `+ - * /`, negation and comparisons on 32-bit constants are computed only when
//!   every operand and the result is finite and not a denormal (so a device that flushes
//!   denormals or follows its own NaN rules gives the same answer), and never for a `precise`
//!   instruction; float-to-integer conversions only when the value is in range;
//! - a load from a `Private` global with a constant initializer that nothing writes (a
//!   `static const` table) at constant indices is the initializer's element;
//! - a vector built from scalar constants is a constant;
//! - `select` with a constant condition or equal arms, and phis whose operands are all one
//!   value, are that value.
//!
//! Specialization constants are never folded (they are not [`crate::ir::Constant`]s).

use super::util::{operands_mut, Replacements};
use crate::ir::{
    BinaryOp, ConstValue, Constant, Function, GlobalId, InstId, InstKind, Module, UnaryOp, Value,
};
use crate::types::{AddressSpace, Scalar, ScalarKind, Type, TypeId};
use rustc_hash::FxHashSet;

pub fn run(m: &mut Module) {
    let frozen = frozen_globals(m);
    super::util::each_function(m, |m, func| fold_function(m, func, &frozen));
}

pub(super) fn fold_function(m: &mut Module, func: &mut Function, frozen: &FxHashSet<GlobalId>) {
    let cfg = crate::ir::cfg::Cfg::new(func);
    let placed = super::util::placement(func);
    let mut rep = Replacements::default();
    for &b in &cfg.rpo {
        for k in 0..func.blocks[b.0 as usize].instrs.len() {
            let id = func.blocks[b.0 as usize].instrs[k];
            // Operands first take the replacements made so far (in place: no copy).
            if !rep.is_empty() {
                operands_mut(&mut func.insts[id.0 as usize].kind, |v| {
                    *v = rep.resolve(*v)
                });
            }
            let inst = &func.insts[id.0 as usize];
            let out = match &inst.kind {
                InstKind::Phi { incoming } => {
                    trivial_phi(func, &cfg, &placed, id, b, incoming).map(Simplified::Value)
                }
                InstKind::Load { pointer } => {
                    frozen_load(m, func, frozen, *pointer).map(Simplified::Value)
                }
                kind => simplify(m, func, kind, inst.ty, inst.precise),
            };
            match out {
                Some(Simplified::Value(v)) => rep.insert(crate::ir::Value::Inst(id), v),
                Some(Simplified::Kind(kind)) => func.insts[id.0 as usize].kind = kind,
                None => {}
            }
        }
    }
    rep.apply(func);
}

/// The one value a phi's operands all are (ignoring `undef` operands, which may take any
/// value, and the phi itself), when that value is available where the phi is: a constant or
/// other non-instruction, or an instruction whose block dominates the phi's.
fn trivial_phi(
    func: &Function,
    cfg: &crate::ir::cfg::Cfg,
    placed: &[Option<crate::ir::BlockId>],
    id: crate::ir::InstId,
    block: crate::ir::BlockId,
    incoming: &[(crate::ir::BlockId, Value)],
) -> Option<Value> {
    let mut first: Option<Value> = None;
    for (_, v) in incoming {
        if matches!(v, Value::Undef(_)) || *v == Value::Inst(id) {
            continue;
        }
        match first {
            None => first = Some(*v),
            Some(f) if f == *v => {}
            Some(_) => return None,
        }
    }
    let v = first?;
    match v {
        Value::Inst(i) => {
            let def = placed.get(i.0 as usize).copied().flatten()?;
            (def != block && cfg.dominates(def, block) && func.inst(i).is_some()).then_some(v)
        }
        other => Some(other),
    }
}

/// `Private` globals with a constant initializer that no function can change (`static const`
/// tables, and `static` ones never written): the only uses of pointers into them are loads
/// and access chains. Reads of them at constant indices are constants.
pub(super) fn frozen_globals(m: &Module) -> FxHashSet<GlobalId> {
    let mut candidates: FxHashSet<GlobalId> = m
        .globals
        .iter()
        .enumerate()
        .filter(|(_, g)| g.space == AddressSpace::Private && g.initializer.is_some())
        .map(|(i, _)| GlobalId(i as u32))
        .collect();
    if candidates.is_empty() {
        return candidates;
    }
    for func in &m.functions {
        // The global a pointer operand points into, through access chains.
        let root = |v: Value| match func.pointer_root(v) {
            Some(Value::Global(g)) => Some(g),
            _ => None,
        };
        let placed: Vec<InstId> = func
            .blocks
            .iter()
            .flat_map(|b| b.instrs.iter().copied())
            .collect();
        for id in placed {
            let mut kind = func.insts[id.0 as usize].kind.clone();
            let allowed: Option<Value> = match &kind {
                InstKind::Load { pointer } => Some(*pointer),
                InstKind::AccessChain { base, .. } => Some(*base),
                _ => None,
            };
            let mut first = true;
            operands_mut(&mut kind, |v| {
                let is_allowed = first && Some(*v) == allowed;
                first = false;
                if !is_allowed {
                    if let Some(g) = root(*v) {
                        candidates.remove(&g);
                    }
                }
            });
        }
        for block in &func.blocks {
            if let Some(t) = &block.terminator {
                for v in t.operands() {
                    if let Some(g) = root(v) {
                        candidates.remove(&g);
                    }
                }
            }
        }
    }
    candidates
}

/// The constant a load reads from a frozen global at constant indices.
fn frozen_load(
    m: &mut Module,
    func: &Function,
    frozen: &FxHashSet<GlobalId>,
    pointer: Value,
) -> Option<Value> {
    // Walk the chain back to the global, collecting indices outermost last.
    let mut indices: Vec<Value> = Vec::new();
    let mut at = pointer;
    let global = loop {
        match at {
            Value::Global(g) => break g,
            Value::Inst(i) => match &func.inst(i)?.kind {
                InstKind::AccessChain {
                    base,
                    indices: more,
                } => {
                    for v in more.iter().rev() {
                        indices.push(*v);
                    }
                    at = *base;
                }
                _ => return None,
            },
            _ => return None,
        }
        if indices.len() > 64 {
            return None;
        }
    };
    if !frozen.contains(&global) {
        return None;
    }
    let mut value = Value::Constant(m.globals.get(global.0 as usize)?.initializer?);
    for index in indices.iter().rev() {
        let k = scalar_bits(m, *index)? as usize;
        let Value::Constant(c) = value else {
            return None;
        };
        value = *const_parts(m, c)?.get(k)?;
    }
    Some(value)
}

/// The constant `kind` computes when its operands are constants (as folding would make it),
/// or `None`.
pub(super) fn evaluate(
    m: &mut Module,
    func: &Function,
    kind: &InstKind,
    ty: TypeId,
    precise: bool,
) -> Option<Value> {
    match simplify(m, func, kind, ty, precise) {
        Some(Simplified::Value(v @ Value::Constant(_))) => Some(v),
        _ => None,
    }
}

enum Simplified {
    Value(Value),
    Kind(InstKind),
}

fn simplify(
    m: &mut Module,
    func: &Function,
    kind: &InstKind,
    ty: TypeId,
    precise: bool,
) -> Option<Simplified> {
    match kind {
        InstKind::CompositeExtract { composite, indices } => {
            extract(m, func, *composite, indices, ty)
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => {
            if on_true == on_false {
                return Some(Simplified::Value(*on_true));
            }
            // A bool select with a constant arm is `and`/`or` (what `&&`/`||` flattened to).
            if is_scalar_value(m, func, *cond)
                && matches!(m.types.get(ty), Type::Scalar(s) if s.is_bool())
            {
                match (scalar_bits(m, *on_true), scalar_bits(m, *on_false)) {
                    (Some(1), Some(0)) => return Some(Simplified::Value(*cond)),
                    (Some(1), None) => {
                        return Some(Simplified::Kind(InstKind::Binary {
                            op: BinaryOp::LogicalOr,
                            lhs: *cond,
                            rhs: *on_false,
                        }))
                    }
                    (None, Some(0)) => {
                        return Some(Simplified::Kind(InstKind::Binary {
                            op: BinaryOp::LogicalAnd,
                            lhs: *cond,
                            rhs: *on_true,
                        }))
                    }
                    _ => {}
                }
            }
            match scalar_bits(m, *cond) {
                Some(c) if is_scalar_value(m, func, *cond) => {
                    Some(Simplified::Value(if c != 0 { *on_true } else { *on_false }))
                }
                _ => None,
            }
        }
        InstKind::Binary { op, lhs, rhs } => binary(m, *op, *lhs, *rhs, ty, precise)
            .or_else(|| identity(m, *op, *lhs, *rhs, ty))
            .map(Simplified::Value),
        InstKind::Unary { op, operand } => unary(m, *op, *operand, ty).map(Simplified::Value),
        InstKind::Convert { value } => convert(m, *value, ty).map(Simplified::Value),
        // A vector made of scalar constants is a constant (one global `OpConstantComposite`,
        // and the constant operand a texel offset must be).
        InstKind::CompositeConstruct { parts } => {
            let Type::Vector { scalar, size } = m.types.get(ty) else {
                return None;
            };
            if parts.len() != size as usize {
                return None;
            }
            let bits: Option<Vec<u64>> = parts.iter().map(|p| scalar_bits(m, *p)).collect();
            Some(Simplified::Value(make(m, ty, scalar, &bits?)))
        }
        InstKind::Splat { value } => {
            let bits = scalar_bits(m, *value)?;
            let Type::Vector { scalar, size } = m.types.get(ty) else {
                return None;
            };
            Some(Simplified::Value(make(
                m,
                ty,
                scalar,
                &vec![bits; size as usize],
            )))
        }
        _ => None,
    }
}

/// Whether `v` is a scalar (a `select` on a bool vector picks per component).
fn is_scalar_value(m: &Module, func: &Function, v: Value) -> bool {
    let ty = match v {
        Value::Constant(c) => m.constants.get(c).map(|c| c.ty),
        Value::Inst(i) => func.inst(i).map(|i| i.ty),
        _ => None,
    };
    ty.is_some_and(|t| matches!(m.types.get(t), Type::Scalar(_)))
}

/// The parts of a constant composite, or `None` for a scalar.
fn const_parts(m: &mut Module, c: crate::ir::ConstId) -> Option<Vec<Value>> {
    let constant = m.constants.get(c)?.clone();
    match constant.value {
        ConstValue::Composite(parts) => Some(parts.into_iter().map(Value::Constant).collect()),
        ConstValue::Zero => {
            let tys = part_types(m, constant.ty)?;
            Some(tys.into_iter().map(|t| m.const_zero(t)).collect())
        }
        ConstValue::Scalar(_) => None,
    }
}

/// The types of the parts of a composite type, in order.
fn part_types(m: &mut Module, ty: TypeId) -> Option<Vec<TypeId>> {
    Some(match m.types.get(ty) {
        Type::Vector { scalar, size } => vec![m.types.scalar(scalar); size as usize],
        Type::Matrix { scalar, rows, cols } => {
            let row = if cols == 1 {
                m.types.scalar(scalar)
            } else {
                m.types.vector(scalar, cols)
            };
            vec![row; rows as usize]
        }
        Type::Array { element, length } if length > 0 && length <= 4096 => {
            vec![element; length as usize]
        }
        Type::Struct(s) => m
            .types
            .struct_def(s)?
            .members
            .iter()
            .map(|f| f.ty)
            .collect(),
        _ => return None,
    })
}

fn extract(
    m: &mut Module,
    func: &Function,
    composite: Value,
    indices: &[u32],
    ty: TypeId,
) -> Option<Simplified> {
    if indices.is_empty() {
        return Some(Simplified::Value(composite));
    }
    let (first, rest) = (indices[0], &indices[1..]);
    let finish = |v: Value| -> Simplified {
        if rest.is_empty() {
            Simplified::Value(v)
        } else {
            Simplified::Kind(InstKind::CompositeExtract {
                composite: v,
                indices: rest.to_vec(),
            })
        }
    };
    match composite {
        Value::Undef(_) => Some(Simplified::Value(Value::Undef(ty))),
        Value::Constant(c) => {
            let parts = const_parts(m, c)?;
            let part = *parts.get(first as usize)?;
            if rest.is_empty() {
                return Some(Simplified::Value(part));
            }
            match extract(m, func, part, rest, ty)? {
                Simplified::Value(v) => Some(Simplified::Value(v)),
                Simplified::Kind(k) => Some(Simplified::Kind(k)),
            }
        }
        Value::Inst(i) => {
            let def = func.inst(i)?;
            match &def.kind {
                InstKind::CompositeInsert {
                    composite: inner,
                    value,
                    indices: at,
                } => {
                    if at.as_slice() == indices {
                        Some(Simplified::Value(*value))
                    } else if indices.starts_with(at) {
                        Some(Simplified::Kind(InstKind::CompositeExtract {
                            composite: *value,
                            indices: indices[at.len()..].to_vec(),
                        }))
                    } else if at.starts_with(indices) {
                        None
                    } else {
                        // Disjoint paths: the insert does not touch what is read.
                        Some(
                            extract(m, func, *inner, indices, ty).unwrap_or(Simplified::Kind(
                                InstKind::CompositeExtract {
                                    composite: *inner,
                                    indices: indices.to_vec(),
                                },
                            )),
                        )
                    }
                }
                InstKind::CompositeConstruct { parts } => {
                    let composite_ty = def.ty;
                    match m.types.get(composite_ty) {
                        Type::Vector { .. } => {
                            // Parts may be scalars or vectors: find the one holding component
                            // `first`.
                            let mut at = 0u32;
                            for p in parts {
                                let n = value_components(m, func, *p)?;
                                if first < at + n {
                                    return Some(if n == 1 {
                                        Simplified::Value(*p)
                                    } else {
                                        Simplified::Kind(InstKind::CompositeExtract {
                                            composite: *p,
                                            indices: vec![first - at],
                                        })
                                    });
                                }
                                at += n;
                            }
                            None
                        }
                        _ => parts.get(first as usize).map(|p| finish(*p)),
                    }
                }
                InstKind::Splat { value } if rest.is_empty() => Some(Simplified::Value(*value)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The number of scalar components of a scalar or vector value.
fn value_components(m: &Module, func: &Function, v: Value) -> Option<u32> {
    let ty = match v {
        Value::Constant(c) => m.constants.get(c)?.ty,
        Value::Inst(i) => func.inst(i)?.ty,
        Value::Undef(t) => t,
        Value::SpecConstant(s) => m.spec_constant(s)?.ty,
        Value::Argument(a) => func.params.get(a as usize)?.ty,
        Value::Global(_) => return None,
    };
    match m.types.get(ty) {
        Type::Scalar(_) => Some(1),
        Type::Vector { size, .. } => Some(size as u32),
        _ => None,
    }
}

// ----- constants as component bits -----

/// The bits of a scalar constant.
pub(super) fn scalar_bits(m: &Module, v: Value) -> Option<u64> {
    let Value::Constant(c) = v else { return None };
    let c = m.constants.get(c)?;
    if !matches!(m.types.get(c.ty), Type::Scalar(_)) {
        return None;
    }
    match c.value {
        ConstValue::Scalar(bits) => Some(bits),
        ConstValue::Zero => Some(0),
        ConstValue::Composite(_) => None,
    }
}

/// The scalar type and component bits of a scalar or vector constant.
fn components(m: &Module, v: Value) -> Option<(Scalar, Vec<u64>)> {
    let Value::Constant(c) = v else { return None };
    let c = m.constants.get(c)?;
    match (m.types.get(c.ty), &c.value) {
        (Type::Scalar(s), ConstValue::Scalar(bits)) => Some((s, vec![*bits])),
        (Type::Scalar(s), ConstValue::Zero) => Some((s, vec![0])),
        (Type::Vector { scalar, size }, ConstValue::Zero) => Some((scalar, vec![0; size as usize])),
        (Type::Vector { scalar, .. }, ConstValue::Composite(parts)) => {
            let mut out = Vec::with_capacity(parts.len());
            for p in parts {
                out.push(scalar_bits(m, Value::Constant(*p))?);
            }
            Some((scalar, out))
        }
        _ => None,
    }
}

/// A scalar or vector constant of type `ty` from component bits.
fn make(m: &mut Module, ty: TypeId, scalar: Scalar, bits: &[u64]) -> Value {
    if bits.len() == 1 && matches!(m.types.get(ty), Type::Scalar(_)) {
        return m.const_scalar_bits(scalar, bits[0]);
    }
    let parts: Vec<crate::ir::ConstId> = bits
        .iter()
        .map(|b| match m.const_scalar_bits(scalar, *b) {
            Value::Constant(c) => c,
            _ => unreachable!("const_scalar_bits makes a constant"),
        })
        .collect();
    Value::Constant(m.constants.intern(Constant {
        ty,
        value: ConstValue::Composite(parts),
    }))
}

fn mask(width: u8) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn sext(bits: u64, width: u8) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width as u32;
        ((bits << shift) as i64) >> shift
    }
}

/// A 32-bit float that folding may use: finite, and zero or normal.
fn plain_f32(bits: u64) -> Option<f32> {
    let f = f32::from_bits(bits as u32);
    (f.is_finite() && (f == 0.0 || f.is_normal())).then_some(f)
}

fn binary(
    m: &mut Module,
    op: BinaryOp,
    lhs: Value,
    rhs: Value,
    ty: TypeId,
    precise: bool,
) -> Option<Value> {
    let (s, a) = components(m, lhs)?;
    let (_, b) = components(m, rhs)?;
    if a.len() != b.len() {
        return None;
    }
    let out_scalar = match m.types.get(ty) {
        Type::Scalar(o) => o,
        Type::Vector { scalar, .. } => scalar,
        _ => return None,
    };
    let mut out = Vec::with_capacity(a.len());
    for (x, y) in a.iter().zip(&b) {
        out.push(binary_scalar(op, s, *x, *y, precise)?);
    }
    Some(make(m, ty, out_scalar, &out))
}

/// `x + 0`, `x * 1`, `x | 0` and the like, which are `x` exactly (and `x * 0`, `x & 0`, which
/// are 0): for integers, and for floats only where IEEE makes it exact for every `x` (`x * 1`,
/// `x / 1`, `x - 0`, `x + -0`; not `x + 0`, which turns `-0` into `+0`).
fn identity(m: &Module, op: BinaryOp, lhs: Value, rhs: Value, ty: TypeId) -> Option<Value> {
    use BinaryOp::*;
    // The operand that is left, and the constant on the other side (the same in every
    // component).
    let splat = |v: Value| -> Option<u64> {
        let (_, bits) = components(m, v)?;
        let first = *bits.first()?;
        bits.iter().all(|b| *b == first).then_some(first)
    };
    let s = match m.types.get(ty) {
        Type::Scalar(s) => s,
        Type::Vector { scalar, .. } => scalar,
        _ => return None,
    };
    let value_ty = |v: Value| match v {
        Value::Constant(c) => m.constants.get(c).map(|c| c.ty),
        _ => None,
    };
    // The kept operand must already have the result type (a scalar times a vector splat
    // would change shape).
    let keep =
        |x: Value, other: Value| -> Option<Value> { (value_ty(other) == Some(ty)).then_some(x) };
    match s.kind {
        ScalarKind::Int | ScalarKind::Uint => {
            let (r, l) = (splat(rhs), splat(lhs));
            match op {
                Add | BitOr | BitXor if r == Some(0) => keep(lhs, rhs),
                Add | BitOr | BitXor if l == Some(0) => keep(rhs, lhs),
                Sub | Shl | Shr if r == Some(0) => keep(lhs, rhs),
                Mul | Div if r == Some(1) => keep(lhs, rhs),
                Mul if l == Some(1) => keep(rhs, lhs),
                // The zero itself (integers only: a float `x * 0` is NaN or -0 for some x).
                Mul | BitAnd if r == Some(0) => keep(rhs, rhs),
                Mul | BitAnd if l == Some(0) => keep(lhs, lhs),
                _ => None,
            }
        }
        ScalarKind::Float if s.width == 32 => {
            let (r, l) = (splat(rhs), splat(lhs));
            let one = 1f32.to_bits() as u64;
            let minus_zero = (-0f32).to_bits() as u64;
            match op {
                Mul | Div if r == Some(one) => keep(lhs, rhs),
                Mul if l == Some(one) => keep(rhs, lhs),
                Sub if r == Some(0) => keep(lhs, rhs),
                Add if r == Some(minus_zero) => keep(lhs, rhs),
                Add if l == Some(minus_zero) => keep(rhs, lhs),
                _ => None,
            }
        }
        _ => None,
    }
}

fn binary_scalar(op: BinaryOp, s: Scalar, x: u64, y: u64, precise: bool) -> Option<u64> {
    use BinaryOp::*;
    let w = s.width;
    match s.kind {
        ScalarKind::Bool => {
            let (x, y) = (x != 0, y != 0);
            Some(match op {
                LogicalAnd | BitAnd => x & y,
                LogicalOr | BitOr => x | y,
                BitXor | Ne => x != y,
                Eq => x == y,
                _ => return None,
            } as u64)
        }
        ScalarKind::Int | ScalarKind::Uint => {
            let signed = s.kind == ScalarKind::Int;
            let (xs, ys) = (sext(x, w), sext(y, w));
            let (xu, yu) = (x & mask(w), y & mask(w));
            let cmp = |c: bool| Some(c as u64);
            match op {
                Add => Some(xu.wrapping_add(yu) & mask(w)),
                Sub => Some(xu.wrapping_sub(yu) & mask(w)),
                Mul => Some(xu.wrapping_mul(yu) & mask(w)),
                Div | Rem => {
                    if yu == 0 {
                        return None;
                    }
                    if signed {
                        if ys == -1 && xs == sext(1u64 << (w.min(64) - 1), w) {
                            return None;
                        }
                        let r = if op == Div { xs / ys } else { xs % ys };
                        Some(r as u64 & mask(w))
                    } else {
                        Some(if op == Div { xu / yu } else { xu % yu })
                    }
                }
                BitAnd => Some(xu & yu),
                BitOr => Some(xu | yu),
                BitXor => Some(xu ^ yu),
                Shl => Some((xu << (yu % w as u64)) & mask(w)),
                Shr => {
                    let n = yu % w as u64;
                    Some(if signed {
                        (xs >> n) as u64 & mask(w)
                    } else {
                        xu >> n
                    })
                }
                Eq => cmp(xu == yu),
                Ne => cmp(xu != yu),
                Lt => cmp(if signed { xs < ys } else { xu < yu }),
                Le => cmp(if signed { xs <= ys } else { xu <= yu }),
                Gt => cmp(if signed { xs > ys } else { xu > yu }),
                Ge => cmp(if signed { xs >= ys } else { xu >= yu }),
                LogicalAnd | LogicalOr => None,
            }
        }
        ScalarKind::Float if w == 32 => {
            let (fx, fy) = (plain_f32(x)?, plain_f32(y)?);
            let cmp = |c: bool| Some(c as u64);
            let arith = |r: f32| -> Option<u64> {
                (!precise && r.is_finite() && (r == 0.0 || r.is_normal()))
                    .then_some(r.to_bits() as u64)
            };
            match op {
                Add => arith(fx + fy),
                Sub => arith(fx - fy),
                Mul => arith(fx * fy),
                Div if fy != 0.0 => arith(fx / fy),
                Eq => cmp(fx == fy),
                Ne => cmp(fx != fy),
                Lt => cmp(fx < fy),
                Le => cmp(fx <= fy),
                Gt => cmp(fx > fy),
                Ge => cmp(fx >= fy),
                _ => None,
            }
        }
        _ => None,
    }
}

fn unary(m: &mut Module, op: UnaryOp, operand: Value, ty: TypeId) -> Option<Value> {
    let (s, a) = components(m, operand)?;
    let w = s.width;
    let mut out = Vec::with_capacity(a.len());
    for x in a {
        out.push(match (op, s.kind) {
            (UnaryOp::LogicalNot, ScalarKind::Bool) => (x == 0) as u64,
            (UnaryOp::Neg, ScalarKind::Int | ScalarKind::Uint) => x.wrapping_neg() & mask(w),
            (UnaryOp::BitNot, ScalarKind::Int | ScalarKind::Uint) => !x & mask(w),
            // The sign bit flips exactly, NaN and denormals included.
            (UnaryOp::Neg, ScalarKind::Float) if w == 32 || w == 64 || w == 16 => {
                x ^ (1u64 << (w - 1))
            }
            _ => return None,
        });
    }
    Some(make(m, ty, s, &out))
}

fn convert(m: &mut Module, value: Value, ty: TypeId) -> Option<Value> {
    let (from, a) = components(m, value)?;
    let to = match m.types.get(ty) {
        Type::Scalar(s) => s,
        Type::Vector { scalar, .. } => scalar,
        _ => return None,
    };
    let mut out = Vec::with_capacity(a.len());
    for x in a {
        out.push(convert_scalar(from, to, x)?);
    }
    Some(make(m, ty, to, &out))
}

fn convert_scalar(from: Scalar, to: Scalar, x: u64) -> Option<u64> {
    use ScalarKind::*;
    let int_value = |x: u64| -> i128 {
        if from.kind == Int {
            sext(x, from.width) as i128
        } else {
            (x & mask(from.width)) as i128
        }
    };
    match (from.kind, to.kind) {
        (Int | Uint, Int | Uint) => Some(int_value(x) as u64 & mask(to.width)),
        (Bool, Int | Uint) => Some((x != 0) as u64),
        (Int | Uint, Bool) => Some((x & mask(from.width) != 0) as u64),
        (Int | Uint, Float) if to.width == 32 => {
            let v = int_value(x);
            // Exactly representable only: rounding of large integers is left to the device.
            let f = v as f32;
            (f as i128 == v).then_some(f.to_bits() as u64)
        }
        (Float, Int | Uint) if from.width == 32 => {
            let f = plain_f32(x)?.trunc();
            let (lo, hi) = if to.kind == Int {
                (
                    -(2f64.powi(to.width as i32 - 1)),
                    2f64.powi(to.width as i32 - 1) - 1.0,
                )
            } else {
                (0.0, 2f64.powi(to.width as i32) - 1.0)
            };
            let f = f as f64;
            (f >= lo && f <= hi).then_some((f as i128) as u64 & mask(to.width))
        }
        (Bool, Float) if to.width == 32 => Some(if x != 0 { 1f32.to_bits() as u64 } else { 0 }),
        _ => None,
    }
}
