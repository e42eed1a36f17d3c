//! Value instructions: unary and binary arithmetic, comparisons, conversions, bit casts,
//! composites, shuffles, selects and the matrix products.
//!
//! Component-wise ops on matrices (float or not) run per SPIR-V column (= HLSL row).
//! Shifts mask the count to the operand width. `Ne` on floats is unordered. Matrix products
//! swap operands because SPIR-V holds the transpose: `mul(a, b)` is
//! `OpMatrixTimesMatrix(b, a)`, `mul(m, v)` is `OpVectorTimesMatrix(v, m)`, `mul(v, m)` is
//! `OpMatrixTimesVector(m, v)`.

use super::writer::Emitter;
use crate::ir::{BinaryOp, ConstValue, InstId, InstKind, UnaryOp, Value};
use crate::source::Span;
use crate::types::{Scalar, ScalarKind, Type, TypeId};
use spirv::Op;

/// The SPIR-V shape of a numeric IR type (one-wide dimensions removed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    Scalar(Scalar),
    Vector(Scalar, u32),
    /// `rows` SPIR-V columns (HLSL rows) of `cols` components.
    Matrix(Scalar, u32, u32),
}

impl Shape {
    pub fn scalar(self) -> Scalar {
        match self {
            Shape::Scalar(s) | Shape::Vector(s, _) | Shape::Matrix(s, _, _) => s,
        }
    }
    /// Components of a scalar or vector (1 for scalars); columns' size for matrices.
    pub fn width(self) -> u32 {
        match self {
            Shape::Scalar(_) => 1,
            Shape::Vector(_, n) => n,
            Shape::Matrix(_, _, c) => c,
        }
    }
}

pub(super) fn shape_of(t: Type) -> Option<Shape> {
    Some(match t {
        Type::Scalar(s) => Shape::Scalar(s),
        Type::Vector { scalar, size } if size <= 1 => Shape::Scalar(scalar),
        Type::Vector { scalar, size } => Shape::Vector(scalar, size as u32),
        Type::Matrix { scalar, rows, cols } => match (rows as u32, cols as u32) {
            (r, c) if r <= 1 && c <= 1 => Shape::Scalar(scalar),
            (r, c) if r <= 1 => Shape::Vector(scalar, c),
            (r, c) if c <= 1 => Shape::Vector(scalar, r),
            (r, c) => Shape::Matrix(scalar, r, c),
        },
        _ => return None,
    })
}

fn binary_opcode(op: BinaryOp, s: Scalar) -> Option<Op> {
    use BinaryOp::*;
    let (f, i, b) = (s.is_float(), s.is_integer(), s.is_bool());
    let signed = s.is_signed();
    Some(match op {
        Add if f => Op::FAdd,
        Add if i => Op::IAdd,
        Sub if f => Op::FSub,
        Sub if i => Op::ISub,
        Mul if f => Op::FMul,
        Mul if i => Op::IMul,
        Div if f => Op::FDiv,
        Div if signed => Op::SDiv,
        Div if i => Op::UDiv,
        Rem if f => Op::FRem,
        Rem if signed => Op::SRem,
        Rem if i => Op::UMod,
        BitAnd if i => Op::BitwiseAnd,
        BitOr if i => Op::BitwiseOr,
        BitXor if i => Op::BitwiseXor,
        BitAnd | LogicalAnd if b => Op::LogicalAnd,
        BitOr | LogicalOr if b => Op::LogicalOr,
        BitXor if b => Op::LogicalNotEqual,
        Shl if i => Op::ShiftLeftLogical,
        Shr if signed => Op::ShiftRightArithmetic,
        Shr if i => Op::ShiftRightLogical,
        Eq if f => Op::FOrdEqual,
        Eq if i => Op::IEqual,
        Eq if b => Op::LogicalEqual,
        Ne if f => Op::FUnordNotEqual,
        Ne if i => Op::INotEqual,
        Ne if b => Op::LogicalNotEqual,
        Lt if f => Op::FOrdLessThan,
        Lt if signed => Op::SLessThan,
        Lt if i => Op::ULessThan,
        Le if f => Op::FOrdLessThanEqual,
        Le if signed => Op::SLessThanEqual,
        Le if i => Op::ULessThanEqual,
        Gt if f => Op::FOrdGreaterThan,
        Gt if signed => Op::SGreaterThan,
        Gt if i => Op::UGreaterThan,
        Ge if f => Op::FOrdGreaterThanEqual,
        Ge if signed => Op::SGreaterThanEqual,
        Ge if i => Op::UGreaterThanEqual,
        _ => return None,
    })
}

/// The scalar a float vector `splat(s)`, or a matrix of identical rows `splat(s)`, spreads.
fn splat_of(func: &crate::ir::Function, v: Value) -> Option<Value> {
    let Value::Inst(i) = v else { return None };
    match &func.inst(i)?.kind {
        InstKind::Splat { value } => Some(*value),
        InstKind::CompositeConstruct { parts } => {
            let first = *parts.first()?;
            if parts.iter().any(|p| *p != first) {
                return None;
            }
            let Value::Inst(row) = first else { return None };
            match &func.inst(row)?.kind {
                InstKind::Splat { value } => Some(*value),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Splats (and matrices of one splat row) of `func` whose every use is a float product
/// that `emit_binary` writes as a vector/matrix-times-scalar: they need no instruction.
pub(super) fn fused_splats(
    m: &crate::ir::Module,
    func: &crate::ir::Function,
) -> rustc_hash::FxHashSet<InstId> {
    use rustc_hash::{FxHashMap, FxHashSet};
    // The shapes `emit_binary` fuses (one-wide vectors and matrices are scalars and vectors).
    let is_float_vector_or_matrix = |ty: TypeId| {
        matches!(
            shape_of(m.types.get(ty)),
            Some(Shape::Vector(s, _) | Shape::Matrix(s, ..)) if s.is_float()
        )
    };
    // For each candidate: (uses, uses that are fusable products).
    let mut uses: FxHashMap<InstId, (u32, u32)> = FxHashMap::default();
    for block in &func.blocks {
        for id in &block.instrs {
            let Some(inst) = func.inst(*id) else { continue };
            if splat_of(func, Value::Inst(*id)).is_some() && is_float_vector_or_matrix(inst.ty) {
                uses.entry(*id).or_default();
            }
        }
    }
    if uses.is_empty() {
        return FxHashSet::default();
    }
    let mut note = |v: Value, fused: bool| {
        if let Value::Inst(i) = v {
            if let Some(u) = uses.get_mut(&i) {
                u.0 += 1;
                u.1 += fused as u32;
            }
        }
    };
    for block in &func.blocks {
        for id in &block.instrs {
            let Some(inst) = func.inst(*id) else { continue };
            match &inst.kind {
                InstKind::Binary {
                    op: BinaryOp::Mul,
                    lhs,
                    rhs,
                } if is_float_vector_or_matrix(inst.ty) => {
                    // `emit_binary` fuses the right operand first, else the left.
                    let right = splat_of(func, *rhs).is_some();
                    note(*rhs, right);
                    note(*lhs, !right && splat_of(func, *lhs).is_some());
                }
                kind => {
                    for v in kind.operands() {
                        note(v, false);
                    }
                }
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                note(v, false);
            }
        }
    }
    let mut fused: FxHashSet<InstId> = uses
        .iter()
        .filter(|(_, (all, f))| *all > 0 && all == f)
        .map(|(id, _)| *id)
        .collect();
    // A matrix of splat rows that is fused leaves its row splat with one use fewer; the row
    // splat goes when all its uses are such matrices (or fused products).
    for block in &func.blocks {
        for id in &block.instrs {
            let Some(InstKind::CompositeConstruct { parts }) = func.inst(*id).map(|i| &i.kind)
            else {
                continue;
            };
            if !fused.contains(id) {
                continue;
            }
            if let Some(Value::Inst(row)) = parts.first() {
                if let Some(u) = uses.get_mut(row) {
                    u.1 += parts.len() as u32;
                }
            }
        }
    }
    for (id, (all, f)) in &uses {
        if *all > 0 && all == f {
            fused.insert(*id);
        }
    }
    fused
}

impl<'m> Emitter<'m> {
    /// `OpSelect` of `a` or `b` (of IR type `ty`) on `c` (of IR type `cond_ty`). Before SPIR-V
    /// 1.4 the result must be a scalar or vector with a condition of as many components:
    /// composites are selected part by part and a scalar condition is splat over a vector.
    #[allow(clippy::too_many_arguments)]
    pub fn select(
        &mut self,
        c: u32,
        cond_ty: TypeId,
        a: u32,
        b: u32,
        ty: TypeId,
        span: Span,
        depth: u32,
    ) -> u32 {
        let t = self.reg_type(ty, span);
        if self.opts.env.spirv_version() >= (1, 4) || depth > 32 {
            return self.code_new(Op::Select, t, &[c, a, b]);
        }
        let scalar_cond = matches!(self.m.types.get(cond_ty), Type::Scalar(_));
        let parts: Option<Vec<TypeId>> = match self.m.types.get(ty) {
            Type::Scalar(_) => return self.code_new(Op::Select, t, &[c, a, b]),
            Type::Vector { size, .. } => {
                if !scalar_cond {
                    return self.code_new(Op::Select, t, &[c, a, b]);
                }
                let bvec = self.vec_ty(Scalar::BOOL, size as u32);
                let splat = vec![c; size as usize];
                let cv = self.code_new(Op::CompositeConstruct, bvec, &splat);
                return self.code_new(Op::Select, t, &[cv, a, b]);
            }
            Type::Matrix { scalar, rows, cols } => {
                let row = if cols == 1 {
                    self.m.types.lookup(Type::Scalar(scalar))
                } else {
                    self.m.types.lookup(Type::Vector { scalar, size: cols })
                };
                row.map(|r| vec![r; rows as usize])
            }
            Type::Array { element, length } if length <= 64 => Some(vec![element; length as usize]),
            Type::Struct(sid) => self
                .m
                .types
                .struct_def(sid)
                .map(|d| d.members.iter().map(|m| m.ty).collect()),
            _ => None,
        };
        let Some(parts) = parts.filter(|_| scalar_cond) else {
            self.error(
                span,
                "Selecting this type with ?: needs SPIR-V 1.4: use -fspv-target-env=vulkan1.1spirv1.4 or newer.",
            );
            return self.code_new(Op::Select, t, &[c, a, b]);
        };
        let mut out = Vec::with_capacity(parts.len());
        for (k, part) in parts.into_iter().enumerate() {
            let pt = self.reg_type(part, span);
            let pa = self.code_new(Op::CompositeExtract, pt, &[a, k as u32]);
            let pb = self.code_new(Op::CompositeExtract, pt, &[b, k as u32]);
            out.push(self.select(c, cond_ty, pa, pb, part, span, depth + 1));
        }
        self.code_new(Op::CompositeConstruct, t, &out)
    }

    pub fn shape(&self, ty: TypeId) -> Option<Shape> {
        shape_of(self.m.types.get(ty))
    }

    /// SPIR-V type of a shape.
    pub fn shape_ty(&mut self, s: Shape) -> u32 {
        match s {
            Shape::Scalar(sc) => self.scalar_ty(sc),
            Shape::Vector(sc, n) => self.vec_ty(sc, n),
            Shape::Matrix(sc, r, c) => self.matrix_ty(sc, r as u8, c as u8),
        }
    }

    /// A constant with `bits` in every component of a scalar or vector shape.
    pub fn splat_const(&mut self, s: Scalar, n: u32, bits: u64) -> u32 {
        let c = self.const_scalar(s, bits);
        if n <= 1 {
            return c;
        }
        let t = self.vec_ty(s, n);
        self.const_composite(t, vec![c; n as usize])
    }

    /// Emits a value-producing instruction whose SPIR-V result is `id`'s result id.
    pub fn emit_value_inst(&mut self, id: InstId, kind: &InstKind, ty: TypeId, span: Span) {
        let result = match kind {
            InstKind::Unary { op, operand } => self.emit_unary(*op, *operand, ty, span),
            InstKind::Binary { op, lhs, rhs } => self.emit_binary(*op, *lhs, *rhs, ty, span),
            InstKind::Convert { value } => {
                let v = self.value(*value, span);
                let from = self.ir_type(*value);
                self.convert(v, from, ty, span)
            }
            InstKind::Bitcast { value } => {
                let v = self.value(*value, span);
                let from = self.ir_type(*value);
                let (ft, tt) = (self.reg_type(from, span), self.reg_type(ty, span));
                let is_pointer = |t| matches!(self.m.types.get(t), Type::BufferPointer { .. });
                // A `vk::BufferPointer` from or to its `uint64_t` address.
                let address = match (is_pointer(from), is_pointer(ty)) {
                    (true, false) => Some(Op::ConvertPtrToU),
                    (false, true) => Some(Op::ConvertUToPtr),
                    _ => None,
                };
                if let Some(op) = address {
                    Some(self.code_new(op, tt, &[v]))
                } else if matches!(self.shape(from), Some(Shape::Matrix(..)))
                    || matches!(self.shape(ty), Some(Shape::Matrix(..)))
                {
                    self.error(
                        span,
                        "Bit-casting whole matrices is not supported yet; cast each row.",
                    );
                    Some(v)
                } else if ft == tt {
                    Some(v)
                } else {
                    Some(self.code_new(Op::Bitcast, tt, &[v]))
                }
            }
            InstKind::Splat { value } => {
                let v = self.value(*value, span);
                let t = self.reg_type(ty, span);
                match self.shape(ty) {
                    Some(Shape::Scalar(_)) => Some(v),
                    Some(Shape::Vector(_, n)) => {
                        Some(self.code_new(Op::CompositeConstruct, t, &vec![v; n as usize]))
                    }
                    Some(Shape::Matrix(s, r, c)) => {
                        let ct = self.vec_ty(s, c);
                        let col = self.code_new(Op::CompositeConstruct, ct, &vec![v; c as usize]);
                        Some(self.code_new(Op::CompositeConstruct, t, &vec![col; r as usize]))
                    }
                    None => {
                        self.error(span, "internal: splat to a non-numeric type");
                        None
                    }
                }
            }
            InstKind::CompositeConstruct { parts } => {
                let ids: Vec<u32> = parts.iter().map(|p| self.value(*p, span)).collect();
                let t = self.reg_type(ty, span);
                let single_same = parts.len() == 1 && {
                    let pt = self.ir_type(parts[0]);
                    self.reg_type(pt, span) == t
                };
                if single_same {
                    ids.first().copied()
                } else {
                    Some(self.code_new(Op::CompositeConstruct, t, &ids))
                }
            }
            InstKind::CompositeExtract { composite, indices } => {
                let c = self.value(*composite, span);
                let cty = self.ir_type(*composite);
                let path = self.spirv_path(cty, indices);
                if path.is_empty() {
                    Some(c)
                } else {
                    let t = self.reg_type(ty, span);
                    let mut ops = vec![c];
                    ops.extend(path);
                    Some(self.code_new(Op::CompositeExtract, t, &ops))
                }
            }
            InstKind::CompositeInsert {
                composite,
                value,
                indices,
            } => {
                let c = self.value(*composite, span);
                let v = self.value(*value, span);
                let cty = self.ir_type(*composite);
                let path = self.spirv_path(cty, indices);
                if path.is_empty() {
                    Some(v)
                } else {
                    let t = self.reg_type(ty, span);
                    let mut ops = vec![v, c];
                    ops.extend(path);
                    Some(self.code_new(Op::CompositeInsert, t, &ops))
                }
            }
            InstKind::Shuffle { a, b, components } => {
                self.emit_shuffle(*a, *b, components, ty, span)
            }
            InstKind::ExtractDynamic { vector, index } => {
                let v = self.value(*vector, span);
                let i = self.value(*index, span);
                let vt = self.ir_type(*vector);
                if matches!(self.shape(vt), Some(Shape::Vector(..))) {
                    let t = self.reg_type(ty, span);
                    Some(self.code_new(Op::VectorExtractDynamic, t, &[v, i]))
                } else {
                    Some(v)
                }
            }
            InstKind::InsertDynamic {
                vector,
                index,
                value,
            } => {
                let v = self.value(*vector, span);
                let i = self.value(*index, span);
                let x = self.value(*value, span);
                let vt = self.ir_type(*vector);
                if matches!(self.shape(vt), Some(Shape::Vector(..))) {
                    let t = self.reg_type(ty, span);
                    Some(self.code_new(Op::VectorInsertDynamic, t, &[v, x, i]))
                } else {
                    Some(x)
                }
            }
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                let c = self.value(*cond, span);
                let a = self.value(*on_true, span);
                let b = self.value(*on_false, span);
                let cond_ty = self.ir_type(*cond);
                Some(self.select(c, cond_ty, a, b, ty, span, 0))
            }
            InstKind::MatMul { lhs, rhs } => self.emit_matmul(*lhs, *rhs, ty, span),
            InstKind::Dot { lhs, rhs } => self.emit_dot(*lhs, *rhs, ty, span),
            InstKind::Transpose { value } => {
                let v = self.value(*value, span);
                let vt = self.ir_type(*value);
                match self.shape(vt) {
                    Some(Shape::Matrix(s, _, _)) if s.is_float() => {
                        let t = self.reg_type(ty, span);
                        Some(self.code_new(Op::Transpose, t, &[v]))
                    }
                    Some(Shape::Matrix(..)) => {
                        self.error(span, "Transposing a non-float matrix is not supported yet.");
                        None
                    }
                    // One-row and one-column matrices are the same vector either way.
                    _ => Some(v),
                }
            }
            _ => None,
        };
        if let Some(r) = result {
            self.bind_result(id, r);
        }
    }

    /// The scalar `s` when `v` is `splat(s)` (a vector) or a matrix whose rows are all one
    /// `splat(s)`, in the current function, or a constant vector whose components are one
    /// constant (`v * 2.0` folded to `v * (2, 2, 2)`): the product is then
    /// `OpVectorTimesScalar` without the composite constant.
    fn splat_scalar(&self, v: Value) -> Option<Value> {
        if let Value::Constant(c) = v {
            let constant = self.m.constants.get(c)?;
            let ConstValue::Composite(parts) = &constant.value else {
                return None;
            };
            let first = *parts.first()?;
            let vector = matches!(self.m.types.get(constant.ty), Type::Vector { .. });
            return (vector && parts.iter().all(|p| *p == first)).then_some(Value::Constant(first));
        }
        let func = self.m.function(self.fs.func?)?;
        splat_of(func, v)
    }

    /// SPIR-V indices for constant IR indices into `ty` (one-wide dimensions dropped).
    pub fn spirv_path(&self, ty: TypeId, indices: &[u32]) -> Vec<u32> {
        let types = &self.m.types;
        let mut cur = types.get(ty);
        let mut out = Vec::new();
        for &i in indices {
            cur = match cur {
                Type::Vector { scalar, size } => {
                    if size > 1 {
                        out.push(i);
                    }
                    Type::Scalar(scalar)
                }
                Type::Matrix { scalar, rows, cols } => {
                    if rows > 1 {
                        out.push(i);
                    }
                    Type::Vector { scalar, size: cols }
                }
                Type::Array { element, .. } => {
                    out.push(i);
                    types.get(element)
                }
                Type::Struct(sid) => {
                    out.push(i);
                    match types
                        .struct_def(sid)
                        .and_then(|d| d.members.get(i as usize))
                    {
                        Some(m) => types.get(m.ty),
                        None => return out,
                    }
                }
                _ => return out,
            };
        }
        out
    }

    fn emit_unary(&mut self, op: UnaryOp, operand: Value, ty: TypeId, span: Span) -> Option<u32> {
        let v = self.value(operand, span);
        let shape = self.shape(ty)?;
        let s = shape.scalar();
        let opcode = match op {
            UnaryOp::Neg if s.is_float() => Op::FNegate,
            UnaryOp::Neg if s.is_integer() => Op::SNegate,
            UnaryOp::BitNot if s.is_integer() => Op::Not,
            UnaryOp::LogicalNot if s.is_bool() => Op::LogicalNot,
            _ => {
                self.error(span, format!("internal: '{}' on this type", op.name()));
                return None;
            }
        };
        Some(self.componentwise(opcode, shape, &[v]))
    }

    /// Applies `opcode` to whole scalars/vectors, or per column to matrices.
    pub(super) fn componentwise(&mut self, opcode: Op, shape: Shape, operands: &[u32]) -> u32 {
        let t = self.shape_ty(shape);
        match shape {
            Shape::Matrix(s, r, c) => {
                let ct = self.vec_ty(s, c);
                let mut cols = Vec::new();
                for i in 0..r {
                    let parts: Vec<u32> = operands
                        .iter()
                        .map(|o| self.code_new(Op::CompositeExtract, ct, &[*o, i]))
                        .collect();
                    cols.push(self.code_new(opcode, ct, &parts));
                }
                self.code_new(Op::CompositeConstruct, t, &cols)
            }
            _ => self.code_new(opcode, t, operands),
        }
    }

    fn emit_binary(
        &mut self,
        op: BinaryOp,
        lhs: Value,
        rhs: Value,
        ty: TypeId,
        span: Span,
    ) -> Option<u32> {
        let lty = self.ir_type(lhs);
        let Some(shape) = self.shape(lty) else {
            self.error(
                span,
                format!("internal: '{}' on a non-numeric type", op.name()),
            );
            return None;
        };
        // A float vector or matrix times a splatted scalar (how the lowering writes `v * s`)
        // is one OpVectorTimesScalar / OpMatrixTimesScalar, as DXC and glslang write it. Before
        // the operands are emitted: a constant vector operand is then never written.
        if let (BinaryOp::Mul, Shape::Vector(sc, _) | Shape::Matrix(sc, ..)) = (op, shape) {
            if sc.is_float() {
                let scalar = self
                    .splat_scalar(rhs)
                    .map(|s| (lhs, s))
                    .or_else(|| self.splat_scalar(lhs).map(|s| (rhs, s)));
                if let Some((other, scalar)) = scalar {
                    let ov = self.value(other, span);
                    let sv = self.value(scalar, span);
                    let t = self.shape_ty(shape);
                    let opcode = if matches!(shape, Shape::Matrix(..)) {
                        Op::MatrixTimesScalar
                    } else {
                        Op::VectorTimesScalar
                    };
                    return Some(self.code_new(opcode, t, &[ov, sv]));
                }
            }
        }
        let a = self.value(lhs, span);
        let mut b = self.value(rhs, span);
        let s = shape.scalar();
        let Some(opcode) = binary_opcode(op, s) else {
            self.error(
                span,
                format!("internal: '{}' on {}", op.name(), self.m.types.display(lty)),
            );
            return None;
        };
        if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            // HLSL masks the shift count to the operand width.
            let mask = (s.width as u64).saturating_sub(1);
            if matches!(shape, Shape::Matrix(..)) {
                self.error(
                    span,
                    "Shifting whole integer matrices is not supported yet.",
                );
                return None;
            }
            // A constant count is masked here rather than on the device, and then the mask
            // itself is never written (an unused constant costs four words).
            let constant_count = match rhs {
                Value::Constant(c) => match self.m.constants.get(c).map(|c| &c.value) {
                    Some(crate::ir::ConstValue::Scalar(bits)) => Some(*bits),
                    Some(crate::ir::ConstValue::Zero) => Some(0),
                    _ => None,
                },
                _ => None,
            };
            match constant_count {
                Some(bits) => b = self.splat_const(s, shape.width(), bits & mask),
                None => {
                    let m = self.splat_const(s, shape.width(), mask);
                    let t = self.shape_ty(shape);
                    b = self.code_new(Op::BitwiseAnd, t, &[b, m]);
                }
            }
        }
        if op.is_comparison() {
            if let Shape::Matrix(..) = shape {
                self.error(
                    span,
                    "Comparing whole matrices is not supported yet; compare rows.",
                );
                return None;
            }
            let t = self.reg_type(ty, span);
            return Some(self.code_new(opcode, t, &[a, b]));
        }
        Some(self.componentwise(opcode, shape, &[a, b]))
    }

    /// Numeric conversion of `v` from IR type `from` to `to` (same shape).
    pub fn convert(&mut self, v: u32, from: TypeId, to: TypeId, span: Span) -> Option<u32> {
        let (Some(fs), Some(ts)) = (self.shape(from), self.shape(to)) else {
            self.error(span, "internal: conversion of a non-numeric type");
            return None;
        };
        match (fs, ts) {
            (Shape::Matrix(a, r, c), Shape::Matrix(b, r2, c2)) if r == r2 && c == c2 => {
                let (fct, _) = (self.vec_ty(a, c), ());
                let mut cols = Vec::new();
                for i in 0..r {
                    let col = self.code_new(Op::CompositeExtract, fct, &[v, i]);
                    cols.push(self.convert_scalars(col, a, b, c, span));
                }
                let t = self.shape_ty(ts);
                Some(self.code_new(Op::CompositeConstruct, t, &cols))
            }
            (Shape::Matrix(..), _) | (_, Shape::Matrix(..)) => {
                self.error(
                    span,
                    "internal: conversion between matrices of different shapes",
                );
                None
            }
            _ => Some(self.convert_scalars(v, fs.scalar(), ts.scalar(), ts.width(), span)),
        }
    }

    /// Converts a scalar or `n`-vector from scalar type `a` to `b`.
    pub fn convert_scalars(&mut self, v: u32, a: Scalar, b: Scalar, n: u32, span: Span) -> u32 {
        if a == b {
            return v;
        }
        let t = self.vec_ty(b, n);
        use ScalarKind::*;
        match (a.kind, b.kind) {
            (Bool, _) => {
                let one = match b.kind {
                    Float | LiteralFloat => match b.width {
                        16 => 0x3C00,
                        64 => 1f64.to_bits(),
                        _ => 1f32.to_bits() as u64,
                    },
                    _ => 1,
                };
                let one = self.splat_const(b, n, one);
                let zero = self.splat_const(b, n, 0);
                self.code_new(Op::Select, t, &[v, one, zero])
            }
            (_, Bool) => {
                let zero = self.splat_const(a, n, 0);
                let op = if a.is_float() {
                    Op::FUnordNotEqual
                } else {
                    Op::INotEqual
                };
                self.code_new(op, t, &[v, zero])
            }
            (Float | LiteralFloat, Float | LiteralFloat) => self.code_new(Op::FConvert, t, &[v]),
            (Float | LiteralFloat, _) => {
                let op = if b.is_signed() {
                    Op::ConvertFToS
                } else {
                    Op::ConvertFToU
                };
                self.code_new(op, t, &[v])
            }
            (_, Float | LiteralFloat) => {
                let op = if a.is_signed() {
                    Op::ConvertSToF
                } else {
                    Op::ConvertUToF
                };
                self.code_new(op, t, &[v])
            }
            _ => {
                if a.width == b.width {
                    self.code_new(Op::Bitcast, t, &[v])
                } else if a.is_signed() {
                    self.code_new(Op::SConvert, t, &[v])
                } else if !b.is_signed() {
                    self.code_new(Op::UConvert, t, &[v])
                } else {
                    let wide = Scalar {
                        kind: Uint,
                        width: b.width,
                    };
                    let wt = self.vec_ty(wide, n);
                    let u = self.code_new(Op::UConvert, wt, &[v]);
                    let _ = span;
                    self.code_new(Op::Bitcast, t, &[u])
                }
            }
        }
    }

    fn emit_shuffle(
        &mut self,
        a: Value,
        b: Value,
        comps: &[u32],
        ty: TypeId,
        span: Span,
    ) -> Option<u32> {
        let av = self.value(a, span);
        let bv = self.value(b, span);
        let (at, bt) = (self.ir_type(a), self.ir_type(b));
        let (Some(ash), Some(bsh)) = (self.shape(at), self.shape(bt)) else {
            self.error(span, "internal: shuffle of non-vectors");
            return None;
        };
        let (na, nb) = (ash.width(), bsh.width());
        if comps.iter().any(|c| *c >= na + nb) || comps.is_empty() {
            self.error(span, "internal: shuffle component out of range");
            return None;
        }
        let t = self.reg_type(ty, span);
        let pick = |e: &mut Self, c: u32| -> u32 {
            let (src, n, k, s) = if c < na {
                (av, na, c, ash.scalar())
            } else {
                (bv, nb, c - na, bsh.scalar())
            };
            if n == 1 {
                src
            } else {
                let st = e.scalar_ty(s);
                e.code_new(Op::CompositeExtract, st, &[src, k])
            }
        };
        if comps.len() == 1 {
            return Some(pick(self, comps[0]));
        }
        if na > 1 && nb > 1 {
            let mut ops = vec![av, bv];
            ops.extend_from_slice(comps);
            return Some(self.code_new(Op::VectorShuffle, t, &ops));
        }
        let parts: Vec<u32> = comps.iter().map(|c| pick(self, *c)).collect();
        Some(self.code_new(Op::CompositeConstruct, t, &parts))
    }

    fn emit_matmul(&mut self, lhs: Value, rhs: Value, ty: TypeId, span: Span) -> Option<u32> {
        let a = self.value(lhs, span);
        let b = self.value(rhs, span);
        let (lt, rt) = (
            self.m.types.get(self.ir_type(lhs)),
            self.m.types.get(self.ir_type(rhs)),
        );
        let degenerate = |t: Type| match t {
            Type::Matrix { rows, cols, .. } => rows <= 1 || cols <= 1,
            Type::Vector { size, .. } => size <= 1,
            _ => true,
        };
        let float = |t: Type| matches!(t, Type::Matrix { scalar, .. } | Type::Vector { scalar, .. } if scalar.is_float());
        if degenerate(lt) || degenerate(rt) {
            self.error(
                span,
                "Matrix products involving one-row or one-column matrices are not supported yet.",
            );
            return None;
        }
        if !float(lt) || !float(rt) {
            self.error(
                span,
                "Products of integer matrices are not supported yet; use float matrices.",
            );
            return None;
        }
        let t = self.reg_type(ty, span);
        Some(match (lt, rt) {
            (Type::Matrix { .. }, Type::Matrix { .. }) => {
                self.code_new(Op::MatrixTimesMatrix, t, &[b, a])
            }
            (Type::Matrix { .. }, _) => self.code_new(Op::VectorTimesMatrix, t, &[b, a]),
            _ => self.code_new(Op::MatrixTimesVector, t, &[b, a]),
        })
    }

    fn emit_dot(&mut self, lhs: Value, rhs: Value, ty: TypeId, span: Span) -> Option<u32> {
        let a = self.value(lhs, span);
        let b = self.value(rhs, span);
        let lt = self.ir_type(lhs);
        let shape = self.shape(lt)?;
        let s = shape.scalar();
        let t = self.reg_type(ty, span);
        match shape {
            Shape::Scalar(_) => {
                let op = if s.is_float() { Op::FMul } else { Op::IMul };
                Some(self.code_new(op, t, &[a, b]))
            }
            Shape::Vector(_, n) if s.is_float() => {
                let _ = n;
                Some(self.code_new(Op::Dot, t, &[a, b]))
            }
            Shape::Vector(_, n) => {
                let vt = self.shape_ty(shape);
                let prod = self.code_new(Op::IMul, vt, &[a, b]);
                let mut acc = self.code_new(Op::CompositeExtract, t, &[prod, 0]);
                for k in 1..n {
                    let e = self.code_new(Op::CompositeExtract, t, &[prod, k]);
                    acc = self.code_new(Op::IAdd, t, &[acc, e]);
                }
                Some(acc)
            }
            Shape::Matrix(..) => {
                self.error(span, "internal: dot of matrices");
                None
            }
        }
    }
}
