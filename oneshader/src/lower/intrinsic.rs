//! Built-in functions that are not resource methods: math, vector and matrix operations,
//! `mul`, logic, bit reinterpretation, derivatives, `clip`, barriers, and out-parameter
//! intrinsics (`frexp`, `modf`, `sincos`). Resource methods and atomics go to [`super::resource`].
//!
//! Input: `ExprKind::Intrinsic` with arguments in HLSL order, already converted to the
//! overload's parameter types. Output: IR values. Component-wise intrinsics on matrices are
//! applied per row; `mul` picks `Mul` (with a splat), `Dot` or `MatMul` by operand shapes, and
//! expands integer matrix products into dot products; `clip(x)` is `if (any(x < 0)) kill`.

use super::func::FnCx;
use crate::ir::{BarrierFlags as F, BinaryOp, IntrinsicOp, Value};
use crate::sema::hir::{ExprId, Intrinsic, WaveFn};
use crate::types::{Scalar, Type, TypeId};

/// Intrinsics without effects besides their value (both sides of a `?:` may evaluate them).
pub(super) fn is_pure_intrinsic(op: Intrinsic) -> bool {
    use Intrinsic as I;
    !matches!(
        op,
        I::Frexp
            | I::Modf
            | I::SinCos
            | I::Clip
            | I::Interlocked(_)
            | I::InterlockedCompareExchange
            | I::InterlockedCompareStore
            | I::GroupMemoryBarrier
            | I::GroupMemoryBarrierWithGroupSync
            | I::DeviceMemoryBarrier
            | I::DeviceMemoryBarrierWithGroupSync
            | I::AllMemoryBarrier
            | I::AllMemoryBarrierWithGroupSync
            | I::Barrier { .. }
            | I::GetDimensions
            | I::ByteStore(_)
            | I::ByteInterlocked(_)
            | I::ByteInterlockedCompareExchange
            | I::ByteInterlockedCompareStore
            | I::Append
            | I::Consume
            | I::IncrementCounter
            | I::DecrementCounter
            | I::Emulated(crate::sema::intrinsics_extra::Emulated::AsUintSplit)
            | I::RayQuery(_)
            | I::Printf { .. }
            | I::ReadClock
    ) && !matches!(op, I::Wave(f) if !matches!(f, WaveFn::GetLaneCount | WaveFn::GetLaneIndex))
}

/// The IR opcode of a component-wise intrinsic that maps one to one.
fn componentwise_op(op: Intrinsic) -> Option<IntrinsicOp> {
    use Intrinsic as I;
    use IntrinsicOp as O;
    Some(match op {
        I::Abs => O::Abs,
        I::Acos => O::Acos,
        I::Asin => O::Asin,
        I::Atan => O::Atan,
        I::Atan2 => O::Atan2,
        I::Ceil => O::Ceil,
        I::Clamp => O::Clamp,
        I::Cos => O::Cos,
        I::Cosh => O::Cosh,
        I::Degrees => O::Degrees,
        I::Exp => O::Exp,
        I::Exp2 => O::Exp2,
        I::Floor => O::Floor,
        I::Frac => O::Fract,
        I::IsFinite => O::IsFinite,
        I::IsInf => O::IsInf,
        I::IsNan => O::IsNan,
        I::CheckAccessFullyMapped => O::CheckAccessFullyMapped,
        I::Ldexp => O::Ldexp,
        I::Lerp => O::Lerp,
        I::Log => O::Log,
        I::Log10 => O::Log10,
        I::Log2 => O::Log2,
        I::Max => O::Max,
        I::Min => O::Min,
        I::Pow => O::Pow,
        I::Radians => O::Radians,
        I::Rcp => O::Rcp,
        I::Round => O::Round,
        I::Rsqrt => O::InverseSqrt,
        I::Saturate => O::Saturate,
        I::Sign => O::Sign,
        I::Sin => O::Sin,
        I::Sinh => O::Sinh,
        I::SmoothStep => O::SmoothStep,
        I::Sqrt => O::Sqrt,
        I::Step => O::Step,
        I::Tan => O::Tan,
        I::Tanh => O::Tanh,
        I::Trunc => O::Trunc,
        I::F16ToF32 => O::F16ToF32,
        I::F32ToF16 => O::F32ToF16,
        I::CountBits => O::CountBits,
        I::FirstBitHigh => O::FirstBitHigh,
        I::FirstBitLow => O::FirstBitLow,
        I::ReverseBits => O::ReverseBits,
        I::Ddx => O::Ddx,
        I::DdxCoarse => O::DdxCoarse,
        I::DdxFine => O::DdxFine,
        I::Ddy => O::Ddy,
        I::DdyCoarse => O::DdyCoarse,
        I::DdyFine => O::DdyFine,
        I::Fwidth => O::Fwidth,
        _ => return None,
    })
}

/// Intrinsics on vectors (never matrices) that map one to one.
fn vector_op(op: Intrinsic) -> Option<IntrinsicOp> {
    use Intrinsic as I;
    use IntrinsicOp as O;
    Some(match op {
        I::Cross => O::Cross,
        I::Distance => O::Distance,
        I::FaceForward => O::FaceForward,
        I::Length => O::Length,
        I::Normalize => O::Normalize,
        I::Reflect => O::Reflect,
        I::Refract => O::Refract,
        I::Determinant => O::Determinant,
        I::NonUniformResourceIndex => O::NonUniformIndex,
        _ => return None,
    })
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub fn intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        e: &'p crate::sema::hir::Expr,
    ) -> Value {
        use Intrinsic as I;
        let ty = e.ty;
        let arg_ty = |cx: &Self, i: usize| args.get(i).map(|&a| cx.ty_of(a)).unwrap_or(ty);
        if let Some(iop) = componentwise_op(op) {
            let operand_ty = arg_ty(self, 0);
            let vals = self.args(args);
            self.b.set_span(e.span);
            return self.per_row(&vals, operand_ty, ty, |cx, v, rt| {
                cx.b.intrinsic(iop, v, rt)
            });
        }
        if let Some(iop) = vector_op(op) {
            let vals = self.args(args);
            self.b.set_span(e.span);
            return self.b.intrinsic(iop, vals, ty);
        }
        match op {
            I::EvaluateAttributeCentroid
            | I::EvaluateAttributeAtSample
            | I::EvaluateAttributeSnapped => self.evaluate_attribute(op, args, e),
            I::GetAttributeAtVertex => {
                let vals = self.args(args);
                self.b.set_span(e.span);
                self.b.intrinsic(IntrinsicOp::AttributeAtVertex, vals, e.ty)
            }
            I::Wave(f) => self.wave(f, args, e),
            I::RayQuery(q) => self.ray_query(q, args, e),
            I::Mad => {
                let vals = self.args(args);
                self.mad(vals, ty)
            }
            I::Fmod => {
                let vals = self.args(args);
                match vals[..] {
                    [a, b] => self.binary_rows(BinaryOp::Rem, a, b, ty, ty),
                    _ => self.bad_arity(e),
                }
            }
            I::Dot => {
                let vals = self.args(args);
                let [a, b] = vals[..] else {
                    return self.bad_arity(e);
                };
                if matches!(self.tget(arg_ty(self, 0)), Type::Scalar(_)) {
                    self.b.binary(BinaryOp::Mul, a, b)
                } else {
                    self.b.dot(a, b)
                }
            }
            I::Transpose => {
                let vals = self.args(args);
                match vals[..] {
                    [a] => self.b.transpose(a),
                    _ => self.bad_arity(e),
                }
            }
            I::Mul => {
                let (lt, rt) = (arg_ty(self, 0), arg_ty(self, 1));
                let vals = self.args(args);
                let [a, b] = vals[..] else {
                    return self.bad_arity(e);
                };
                self.b.set_span(e.span);
                self.mul(a, lt, b, rt, ty)
            }
            I::Any | I::All => {
                let t = arg_ty(self, 0);
                let vals = self.args(args);
                let [a] = vals[..] else {
                    return self.bad_arity(e);
                };
                self.reduce_bool(a, t, op == I::All)
            }
            I::And | I::Or => {
                let t = arg_ty(self, 0);
                let vals = self.args(args);
                let [a, b] = vals[..] else {
                    return self.bad_arity(e);
                };
                let bop = if op == I::And {
                    BinaryOp::LogicalAnd
                } else {
                    BinaryOp::LogicalOr
                };
                self.binary_rows(bop, a, b, t, ty)
            }
            I::Select => {
                let vals = self.args(args);
                let [c, a, b] = vals[..] else {
                    return self.bad_arity(e);
                };
                if matches!(self.tget(ty), Type::Matrix { .. }) {
                    // A matrix condition is split per row too; a scalar one is used as is.
                    self.per_row(&[c, a, b], ty, ty, |cx, v, _| cx.b.select(v[0], v[1], v[2]))
                } else {
                    self.b.select(c, a, b)
                }
            }
            I::AsUint | I::AsInt | I::AsFloat => {
                let t = arg_ty(self, 0);
                let vals = self.args(args);
                let [a] = vals[..] else {
                    return self.bad_arity(e);
                };
                if t == ty {
                    a
                } else {
                    self.per_row(&[a], t, ty, |cx, v, rt| cx.b.bitcast(v[0], rt))
                }
            }
            I::Frexp | I::Modf => {
                let iop = if op == I::Frexp {
                    IntrinsicOp::Frexp
                } else {
                    IntrinsicOp::Modf
                };
                let [x, out] = args[..] else {
                    return self.bad_arity(e);
                };
                let xv = self.expr(x);
                let out_ty = self.ty_of(out);
                let tmp = self.b.alloca(out_ty, "out.tmp");
                let r = self.b.intrinsic(iop, vec![xv, tmp], ty);
                self.copy_out(out, tmp, e.span);
                r
            }
            I::SinCos => {
                let [x, s, c] = args[..] else {
                    return self.bad_arity(e);
                };
                let xv = self.expr(x);
                let st = self.ty_of(s);
                let ct = self.ty_of(c);
                let ts = self.b.alloca(st, "sin.tmp");
                let tc = self.b.alloca(ct, "cos.tmp");
                let void = self.b.types().void();
                self.b
                    .intrinsic(IntrinsicOp::SinCos, vec![xv, ts, tc], void);
                self.copy_out(s, ts, e.span);
                self.copy_out(c, tc, e.span);
                self.void_value()
            }
            I::Clip => {
                let t = arg_ty(self, 0);
                let vals = self.args(args);
                let [x] = vals[..] else {
                    return self.bad_arity(e);
                };
                let zero = self.const_splat(t, 0);
                let bt = self.b.types().with_scalar(t, Scalar::BOOL);
                let neg = self.binary_rows(BinaryOp::Lt, x, zero, t, bt);
                let cond = self.reduce_bool(neg, bt, false);
                let kill = self.b.create_block("clip.kill");
                let merge = self.b.create_block("clip.merge");
                if let Some(h) = self.b.current_block() {
                    self.b.set_selection(h, merge, crate::ir::ControlHint::None);
                }
                self.b.cond_branch(cond, kill, merge);
                self.b.switch_to(kill);
                self.b.kill();
                self.b.switch_to(merge);
                self.void_value()
            }
            I::GroupMemoryBarrier => self.barrier(F::GROUP_MEMORY | F::GROUP_SCOPE),
            I::GroupMemoryBarrierWithGroupSync => {
                self.barrier(F::GROUP_MEMORY | F::GROUP_SCOPE | F::GROUP_SYNC)
            }
            I::DeviceMemoryBarrier => self.barrier(F::DEVICE_MEMORY | F::DEVICE_SCOPE),
            I::DeviceMemoryBarrierWithGroupSync => {
                self.barrier(F::DEVICE_MEMORY | F::DEVICE_SCOPE | F::GROUP_SYNC)
            }
            I::IsHelperLane => self.b.intrinsic(IntrinsicOp::IsHelperLane, vec![], ty),
            I::AllMemoryBarrier => self.barrier(F::ALL_MEMORY | F::DEVICE_SCOPE),
            I::AllMemoryBarrierWithGroupSync => {
                self.barrier(F::ALL_MEMORY | F::DEVICE_SCOPE | F::GROUP_SYNC)
            }
            I::Barrier { memory, semantics } => {
                // Sema checked both and dropped the node-memory bits (no node shaders here).
                let mut flags = F::default();
                if memory & crate::sema::barrier::UAV_MEMORY != 0 {
                    flags = flags | F::DEVICE_MEMORY;
                }
                if memory & crate::sema::barrier::GROUP_SHARED_MEMORY != 0 {
                    flags = flags | F::GROUP_MEMORY;
                }
                if semantics & crate::sema::barrier::DEVICE_SCOPE != 0 {
                    flags = flags | F::DEVICE_SCOPE;
                } else if semantics & crate::sema::barrier::GROUP_SCOPE != 0 {
                    flags = flags | F::GROUP_SCOPE;
                }
                if semantics & crate::sema::barrier::GROUP_SYNC != 0 {
                    flags = flags | F::GROUP_SYNC;
                }
                if flags != F::default() {
                    self.b.barrier(flags);
                }
                self.void_value()
            }
            I::Emulated(which) => self.emulated(which, args, e),
            I::Printf { format } => {
                let args = self.args(args);
                let format = self.st.program.strings[format as usize].clone();
                let void = self.b.types().void();
                self.b
                    .append(crate::ir::InstKind::DebugPrintf { format, args }, void);
                self.void_value()
            }
            I::ReadClock => {
                let vals = self.args(args);
                self.b.intrinsic(IntrinsicOp::ReadClock, vals, ty)
            }
            _ => self.resource_intrinsic(op, args, e),
        }
    }

    pub fn args(&mut self, args: &[ExprId]) -> Vec<Value> {
        args.iter().map(|&a| self.expr(a)).collect()
    }

    pub fn bad_arity(&mut self, e: &crate::sema::hir::Expr) -> Value {
        self.unsupported(e.span, "This intrinsic call's argument list");
        Value::Undef(e.ty)
    }

    fn barrier(&mut self, flags: F) -> Value {
        self.b.barrier(flags);
        self.void_value()
    }

    /// Stores the temporary of an out-argument into the argument's place.
    pub fn copy_out(&mut self, out: ExprId, tmp: Value, span: crate::source::Span) {
        let v = self.b.load(tmp);
        match self.place(out) {
            Some(p) => self.store_place(&p, v, span),
            None => self.unsupported(span, "Passing this expression as an 'out' argument"),
        }
    }

    /// `mad(a, b, c)`: the IR's `Mad` on floats; a multiply and an add on integers.
    fn mad(&mut self, vals: Vec<Value>, ty: TypeId) -> Value {
        let [a, b, c] = vals[..] else {
            return Value::Undef(ty);
        };
        let float = self
            .b
            .module
            .types
            .scalar_of(ty)
            .map(|s| s.is_float())
            .unwrap_or(true);
        if float {
            self.per_row(&[a, b, c], ty, ty, |cx, v, rt| {
                cx.b.intrinsic(IntrinsicOp::Mad, v, rt)
            })
        } else {
            let m = self.b.binary(BinaryOp::Mul, a, b);
            self.b.binary(BinaryOp::Add, m, c)
        }
    }

    /// `any(x)` / `all(x)` of any shape (converted to bool first; matrices row by row).
    fn reduce_bool(&mut self, v: Value, ty: TypeId, all: bool) -> Value {
        let bool_ty = self.b.types().with_scalar(ty, Scalar::BOOL);
        let v = self.convert(v, ty, bool_ty);
        let op = if all {
            IntrinsicOp::All
        } else {
            IntrinsicOp::Any
        };
        let b = self.b.types().scalar(Scalar::BOOL);
        match self.tget(bool_ty) {
            Type::Scalar(_) => v,
            Type::Vector { .. } => self.b.intrinsic(op, vec![v], b),
            Type::Matrix { rows, .. } => {
                let mut acc: Option<Value> = None;
                for r in 0..rows as u32 {
                    let row = self.b.extract(v, vec![r]);
                    let x = self.b.intrinsic(op, vec![row], b);
                    acc = Some(match acc {
                        None => x,
                        Some(a) => self.b.binary(
                            if all {
                                BinaryOp::LogicalAnd
                            } else {
                                BinaryOp::LogicalOr
                            },
                            a,
                            x,
                        ),
                    });
                }
                acc.unwrap_or_else(|| self.b.const_bool(all))
            }
            _ => Value::Undef(b),
        }
    }

    /// `mul(a, b)` in every form (see the module docs).
    fn mul(&mut self, a: Value, lt: TypeId, b: Value, rt: TypeId, ty: TypeId) -> Value {
        let (l, r) = (self.tget(lt), self.tget(rt));
        match (l, r) {
            (Type::Scalar(_), Type::Scalar(_)) => self.b.binary(BinaryOp::Mul, a, b),
            (Type::Scalar(_), _) => {
                let s = self.splat(a, rt);
                self.b.binary(BinaryOp::Mul, s, b)
            }
            (_, Type::Scalar(_)) => {
                let s = self.splat(b, lt);
                self.b.binary(BinaryOp::Mul, a, s)
            }
            (Type::Vector { .. }, Type::Vector { .. }) => self.b.dot(a, b),
            _ => {
                let float = self
                    .b
                    .module
                    .types
                    .scalar_of(ty)
                    .map(|s| s.is_float())
                    .unwrap_or(true);
                if float {
                    self.b.mat_mul(a, b)
                } else {
                    self.integer_mat_mul(a, l, b, r, ty)
                }
            }
        }
    }

    /// Column `c` of matrix value `m` (`rows` rows) as a vector of type `col_ty`.
    fn column(&mut self, m: Value, rows: u8, c: u32, col_ty: TypeId) -> Value {
        let parts: Vec<Value> = (0..rows as u32)
            .map(|r| self.b.extract(m, vec![r, c]))
            .collect();
        if parts.len() == 1 {
            parts[0]
        } else {
            self.b.construct(col_ty, parts)
        }
    }

    /// Integer `mul` with a matrix operand: each result component is a dot product.
    fn integer_mat_mul(&mut self, a: Value, l: Type, b: Value, r: Type, ty: TypeId) -> Value {
        match (l, r) {
            // vector (size R) * matrix RxC -> vector C
            (Type::Vector { scalar, size }, Type::Matrix { cols, .. }) => {
                let col_ty = self.b.types().vector(scalar, size);
                let parts: Vec<Value> = (0..cols as u32)
                    .map(|c| {
                        let col = self.column(b, size, c, col_ty);
                        self.b.dot(a, col)
                    })
                    .collect();
                self.b.construct(ty, parts)
            }
            // matrix RxC * vector C -> vector R
            (Type::Matrix { rows, .. }, Type::Vector { .. }) => {
                let parts: Vec<Value> = (0..rows as u32)
                    .map(|i| {
                        let row = self.b.extract(a, vec![i]);
                        self.b.dot(row, b)
                    })
                    .collect();
                self.b.construct(ty, parts)
            }
            // matrix RxK * matrix KxC -> matrix RxC
            (Type::Matrix { scalar, rows, .. }, Type::Matrix { rows: k, cols, .. }) => {
                let col_ty = self.b.types().vector(scalar, k);
                let cols_v: Vec<Value> = (0..cols as u32)
                    .map(|c| self.column(b, k, c, col_ty))
                    .collect();
                let mut scalars = Vec::new();
                for i in 0..rows as u32 {
                    let row = self.b.extract(a, vec![i]);
                    for &col in &cols_v {
                        scalars.push(self.b.dot(row, col));
                    }
                }
                self.build_from_scalars(ty, &scalars)
            }
            _ => Value::Undef(ty),
        }
    }

    /// `EvaluateAttribute*`: the interpolation intrinsic on the input's value (the
    /// `interpolate` legalization pass finds the input it came from). An integer input is
    /// flat, the same everywhere in the primitive, so it is its own evaluation anywhere.
    /// `EvaluateAttributeSnapped`'s offset is Direct3D's 4-bit signed fixed-point grid, in
    /// 1/16 pixel (glslang reads it so too); SPIR-V's is in pixels, hence the scale. DXC's
    /// SPIR-V passes the integers on unscaled, 16 times too far; we keep Direct3D's meaning.
    fn evaluate_attribute(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        e: &'p crate::sema::hir::Expr,
    ) -> Value {
        use crate::types::Scalar;
        let vals = self.args(args);
        let Some(&x) = vals.first() else {
            return self.bad_arity(e);
        };
        if !self
            .b
            .module
            .types
            .scalar_of(e.ty)
            .is_some_and(|s| s.is_float())
        {
            return x;
        }
        self.b.set_span(e.span);
        let (iop, extra) = match (op, vals.get(1)) {
            (Intrinsic::EvaluateAttributeCentroid, _) => (IntrinsicOp::InterpolateAtCentroid, None),
            (Intrinsic::EvaluateAttributeAtSample, Some(&sample)) => {
                (IntrinsicOp::InterpolateAtSample, Some(sample))
            }
            (_, Some(&offset)) => {
                // Only the low 4 bits count, as a signed number of sixteenths (-8..7), as
                // Direct3D reads them: sign-extend them with a shift pair.
                let int2 = self.b.module.types.vector(Scalar::INT, 2);
                let c28 = self.b.const_i32(28);
                let c28 = self.b.construct_or_constant(int2, vec![c28; 2]);
                let high = self.b.binary(BinaryOp::Shl, offset, c28);
                let offset = self.b.binary(BinaryOp::Shr, high, c28);
                let float2 = self.b.module.types.vector(Scalar::FLOAT, 2);
                let offset = self.b.convert(offset, float2);
                let sixteenth = self.b.const_f32(1.0 / 16.0);
                let sixteenth = self.b.construct_or_constant(float2, vec![sixteenth; 2]);
                let pixels = self.b.binary(BinaryOp::Mul, offset, sixteenth);
                (IntrinsicOp::InterpolateAtOffset, Some(pixels))
            }
            _ => return self.bad_arity(e),
        };
        let mut operands = vec![x];
        operands.extend(extra);
        self.b.intrinsic(iop, operands, e.ty)
    }
}
