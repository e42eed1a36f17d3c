//! Math and bit intrinsics: GLSL.std.450 extended instructions and core opcodes, chosen as
//! DXC chooses them (`min`/`max` on floats are `NMin`/`NMax`, `mad` is a multiply and an add
//! marked `NoContraction`, `ldexp` is `x * exp2(e)`, `log10` is `log2(x) * 0.30103`,
//! `f32tof16`/`f16tof32` go through `PackHalf2x16`/`UnpackHalf2x16` per component).
//! Component-wise intrinsics on matrices run per SPIR-V column.

use super::instructions::Shape;
use super::writer::Emitter;
use crate::ir::{InstId, IntrinsicOp, Value};
use crate::source::Span;
use crate::types::{Scalar, TypeId};
use spirv::{Capability, Decoration, GlslStd450Op as G, Op};

impl<'m> Emitter<'m> {
    /// `OpExtInst` of GLSL.std.450.
    fn glsl(&mut self, t: u32, op: G, args: &[u32]) -> u32 {
        self.glsl_ext_used = true;
        let mut ops = vec![self.glsl_ext, op as u32];
        ops.extend_from_slice(args);
        self.code_new(Op::ExtInst, t, &ops)
    }

    /// A GLSL.std.450 op applied per column when the operands are matrices.
    fn glsl_componentwise(&mut self, shape: Shape, op: G, args: &[(u32, bool)]) -> u32 {
        let t = self.shape_ty(shape);
        match shape {
            Shape::Matrix(s, r, c) => {
                let ct = self.vec_ty(s, c);
                let mut cols = Vec::new();
                for i in 0..r {
                    let parts: Vec<u32> = args
                        .iter()
                        .map(|(a, is_matrix)| {
                            if *is_matrix {
                                self.code_new(Op::CompositeExtract, ct, &[*a, i])
                            } else {
                                *a
                            }
                        })
                        .collect();
                    cols.push(self.glsl(ct, op, &parts));
                }
                self.code_new(Op::CompositeConstruct, t, &cols)
            }
            _ => {
                let ids: Vec<u32> = args.iter().map(|(a, _)| *a).collect();
                self.glsl(t, op, &ids)
            }
        }
    }

    pub fn emit_intrinsic(
        &mut self,
        id: InstId,
        op: IntrinsicOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        if args.len() != op.arity() {
            self.error(
                span,
                format!("internal: '{}' takes {} operands", op.name(), op.arity()),
            );
            return;
        }
        if op == IntrinsicOp::IsHelperLane {
            let result = self.is_helper_lane(ty, span);
            self.bind_result(id, result);
            return;
        }
        let ids: Vec<u32> = args.iter().map(|a| self.value(*a, span)).collect();
        if op == IntrinsicOp::ReadClock {
            // DXC's mapping (SPIR-V.rst, "ReadClock"): the scope operand is the constant.
            // ShaderClockKHR comes from the entry's features (SHADER_CLOCK).
            let t = self.reg_type(ty, span);
            let result = self.code_new(spirv::Op::ReadClockKHR, t, &ids);
            self.bind_result(id, result);
            return;
        }
        if op == IntrinsicOp::AttributeAtVertex {
            // Legalization replaces every one with a load, or the driver reports it.
            self.error(
                span,
                "internal: 'GetAttributeAtVertex' does not read an input",
            );
            return;
        }
        if op.is_interpolation() {
            // DXC's mapping: GLSL.std.450's InterpolateAt* on the input variable itself (the
            // `interpolate` legalization pass made the operand a pointer to it).
            let glsl = match op {
                IntrinsicOp::InterpolateAtCentroid => G::InterpolateAtCentroid,
                IntrinsicOp::InterpolateAtSample => G::InterpolateAtSample,
                _ => G::InterpolateAtOffset,
            };
            if !matches!(
                self.m.types.get(self.ir_type(args[0])),
                crate::types::Type::Pointer { .. }
            ) {
                self.error(
                    span,
                    format!("internal: '{}' does not point at an input", op.name()),
                );
                return;
            }
            self.capability(Capability::InterpolationFunction);
            let t = self.reg_type(ty, span);
            let result = self.glsl(t, glsl, &ids);
            self.bind_result(id, result);
            return;
        }
        if op == IntrinsicOp::CheckAccessFullyMapped {
            self.capability(spirv::Capability::SparseResidency);
            let t = self.reg_type(ty, span);
            let result = self.code_new(spirv::Op::ImageSparseTexelsResident, t, &ids);
            self.bind_result(id, result);
            return;
        }
        let arg_shape = self.shape(self.ir_type(args[0]));
        let Some(result) = self.intrinsic_body(id, op, args, &ids, arg_shape, ty, span) else {
            return;
        };
        self.bind_result(id, result);
    }

    #[allow(clippy::too_many_arguments)]
    fn intrinsic_body(
        &mut self,
        id: InstId,
        op: IntrinsicOp,
        args: &[Value],
        ids: &[u32],
        arg_shape: Option<Shape>,
        ty: TypeId,
        span: Span,
    ) -> Option<u32> {
        use IntrinsicOp as I;
        let t = self.reg_type(ty, span);
        let result_shape = self.shape(ty);
        let a0 = ids.first().copied().unwrap_or(0);
        let Some(ash) = arg_shape else {
            self.error(span, format!("'{}' needs numeric operands.", op.name()));
            return None;
        };
        let s = ash.scalar();
        let is_matrix =
            |e: &Self, v: &Value| matches!(e.shape(e.ir_type(*v)), Some(Shape::Matrix(..)));
        let margs: Vec<(u32, bool)> = args
            .iter()
            .zip(ids)
            .map(|(v, i)| (*i, is_matrix(self, v)))
            .collect();
        let shape = result_shape.unwrap_or(ash);
        // Float-only GLSL ops that map one to one.
        let simple = match op {
            I::Floor => Some(G::Floor),
            I::Ceil => Some(G::Ceil),
            I::Round => Some(G::RoundEven),
            I::Trunc => Some(G::Trunc),
            I::Fract => Some(G::Fract),
            I::Sqrt => Some(G::Sqrt),
            I::InverseSqrt => Some(G::InverseSqrt),
            I::Exp => Some(G::Exp),
            I::Exp2 => Some(G::Exp2),
            I::Log => Some(G::Log),
            I::Log2 => Some(G::Log2),
            I::Pow => Some(G::Pow),
            I::Sin => Some(G::Sin),
            I::Cos => Some(G::Cos),
            I::Tan => Some(G::Tan),
            I::Asin => Some(G::Asin),
            I::Acos => Some(G::Acos),
            I::Atan => Some(G::Atan),
            I::Atan2 => Some(G::Atan2),
            I::Sinh => Some(G::Sinh),
            I::Cosh => Some(G::Cosh),
            I::Tanh => Some(G::Tanh),
            I::Radians => Some(G::Radians),
            I::Degrees => Some(G::Degrees),
            I::Fma => Some(G::Fma),
            I::Lerp => Some(G::FMix),
            I::Step => Some(G::Step),
            I::SmoothStep => Some(G::SmoothStep),
            _ => None,
        };
        if let Some(g) = simple {
            if !s.is_float() {
                self.error(span, format!("'{}' needs float operands.", op.name()));
                return None;
            }
            return Some(self.glsl_componentwise(shape, g, &margs));
        }
        Some(match op {
            I::Abs => {
                if s.is_float() {
                    self.glsl_componentwise(shape, G::FAbs, &margs)
                } else if s.is_signed() {
                    self.glsl_componentwise(shape, G::SAbs, &margs)
                } else {
                    a0
                }
            }
            I::Sign => {
                if s.is_float() {
                    let ft = self.shape_ty(ash);
                    let sg = self.glsl_componentwise(ash, G::FSign, &margs);
                    let _ = ft;
                    let from = self.ir_type(args[0]);
                    return self.convert(sg, from, ty, span);
                } else if s.is_signed() {
                    self.glsl_componentwise(shape, G::SSign, &margs)
                } else {
                    let n = ash.width();
                    let zero = self.splat_const(s, n, 0);
                    let bt = self.vec_ty(Scalar::BOOL, n);
                    let gt = self.code_new(Op::UGreaterThan, bt, &[a0, zero]);
                    let rs = shape.scalar();
                    let one = self.splat_const(rs, n, 1);
                    let zero_r = self.splat_const(rs, n, 0);
                    self.code_new(Op::Select, t, &[gt, one, zero_r])
                }
            }
            I::Min | I::Max | I::Clamp => {
                let g = match (op, s.is_float(), s.is_signed()) {
                    (I::Min, true, _) => G::NMin,
                    (I::Min, false, true) => G::SMin,
                    (I::Min, false, false) => G::UMin,
                    (I::Max, true, _) => G::NMax,
                    (I::Max, false, true) => G::SMax,
                    (I::Max, false, false) => G::UMax,
                    (_, true, _) => G::FClamp,
                    (_, false, true) => G::SClamp,
                    (_, false, false) => G::UClamp,
                };
                self.glsl_componentwise(shape, g, &margs)
            }
            I::Saturate => {
                let n = shape.width();
                let zero = self.splat_const(s, n, 0);
                let one = self.splat_const(s, n, one_bits(s));
                self.glsl_componentwise(shape, G::FClamp, &[margs[0], (zero, false), (one, false)])
            }
            I::Rcp => {
                let n = shape.width();
                let one = self.splat_const(s, n, one_bits(s));
                if let Shape::Matrix(..) = shape {
                    self.error(span, "rcp of a whole matrix is not supported yet.");
                    return None;
                }
                self.code_new(Op::FDiv, t, &[one, a0])
            }
            I::Log10 => {
                if let Shape::Matrix(..) = shape {
                    self.error(span, "log10 of a whole matrix is not supported yet.");
                    return None;
                }
                let l = self.glsl(t, G::Log2, &[a0]);
                let k = self.splat_const(s, shape.width(), float_bits(s, DXC_LOG10_2));
                self.code_new(Op::FMul, t, &[l, k])
            }
            I::Mad => {
                if let Shape::Matrix(..) = shape {
                    self.error(span, "mad on whole matrices is not supported yet.");
                    return None;
                }
                let (mul, add) = if s.is_float() {
                    (Op::FMul, Op::FAdd)
                } else {
                    (Op::IMul, Op::IAdd)
                };
                let p = self.code_new(mul, t, &[ids[0], ids[1]]);
                let r = self.code_new(add, t, &[p, ids[2]]);
                if s.is_float() {
                    self.decorate(p, Decoration::NoContraction, &[]);
                    self.decorate(r, Decoration::NoContraction, &[]);
                }
                r
            }
            I::Length => self.glsl(t, G::Length, ids),
            I::Distance => self.glsl(t, G::Distance, ids),
            I::Normalize => self.glsl(t, G::Normalize, ids),
            I::Cross => self.glsl(t, G::Cross, ids),
            I::Reflect => self.glsl(t, G::Reflect, ids),
            I::Refract => self.glsl(t, G::Refract, ids),
            I::FaceForward => self.glsl(t, G::FaceForward, ids),
            I::Determinant => {
                if !matches!(ash, Shape::Matrix(..)) {
                    self.error(span, "determinant needs a square matrix of at least 2x2.");
                    return None;
                }
                self.glsl(t, G::Determinant, ids)
            }
            I::Ldexp => {
                let e = self.glsl_componentwise(shape, G::Exp2, &margs[1..]);
                self.componentwise(Op::FMul, shape, &[a0, e])
            }
            I::Frexp | I::Modf => {
                if let Shape::Matrix(..) = shape {
                    self.error(
                        span,
                        format!("{} of a whole matrix is not supported yet.", op.name()),
                    );
                    return None;
                }
                let out_ty = self.ir_type(args[1]);
                let out_pointee = match self.m.types.get(out_ty) {
                    crate::types::Type::Pointer { pointee, .. } => pointee,
                    _ => {
                        self.error(
                            span,
                            format!("internal: {}'s second operand is not a pointer", op.name()),
                        );
                        return None;
                    }
                };
                // GLSL's Frexp/Modf write through a Function-class pointer of their own type.
                let tmp_pointee = if op == I::Frexp {
                    self.vec_ty(Scalar::INT, shape.width())
                } else {
                    t
                };
                let tmp = self.function_variable(tmp_pointee, None);
                let g = if op == I::Frexp { G::Frexp } else { G::Modf };
                let r = self.glsl(t, g, &[a0, tmp]);
                let whole = self.code_new(Op::Load, tmp_pointee, &[tmp]);
                let value = if op == I::Frexp {
                    let out_scalar = self.m.types.scalar_of(out_pointee).unwrap_or(Scalar::FLOAT);
                    self.convert_scalars(whole, Scalar::INT, out_scalar, shape.width(), span)
                } else {
                    whole
                };
                self.store_id(args[1], value, out_pointee, span);
                r
            }
            I::SinCos => {
                let xt = self.ir_type(args[0]);
                let x_ty = self.reg_type(xt, span);
                let sin = self.glsl(x_ty, G::Sin, &[a0]);
                let cos = self.glsl(x_ty, G::Cos, &[a0]);
                self.store_id(args[1], sin, xt, span);
                self.store_id(args[2], cos, xt, span);
                let _ = id;
                sin
            }
            I::IsNan => self.code_new(Op::IsNan, t, &[a0]),
            I::IsInf => self.code_new(Op::IsInf, t, &[a0]),
            I::IsFinite => {
                let nan = self.code_new(Op::IsNan, t, &[a0]);
                let inf = self.code_new(Op::IsInf, t, &[a0]);
                let either = self.code_new(Op::LogicalOr, t, &[nan, inf]);
                self.code_new(Op::LogicalNot, t, &[either])
            }
            I::Any | I::All => match ash {
                Shape::Vector(..) => {
                    let o = if op == I::Any { Op::Any } else { Op::All };
                    self.code_new(o, t, &[a0])
                }
                Shape::Scalar(_) => a0,
                Shape::Matrix(..) => {
                    self.error(
                        span,
                        format!("{} of a whole matrix is not supported yet.", op.name()),
                    );
                    return None;
                }
            },
            I::CountBits => self.code_new(Op::BitCount, t, &[a0]),
            I::ReverseBits => self.code_new(Op::BitReverse, t, &[a0]),
            I::FirstBitHigh => {
                let g = if s.is_signed() {
                    G::FindSMsb
                } else {
                    G::FindUMsb
                };
                self.glsl(t, g, &[a0])
            }
            I::FirstBitLow => self.glsl(t, G::FindILsb, &[a0]),
            I::F16ToF32 | I::F32ToF16 => {
                let n = ash.width();
                let mut parts = Vec::new();
                let f = self.f32_ty();
                let u = self.u32_ty();
                let v2 = self.vec_ty(Scalar::FLOAT, 2);
                for k in 0..n {
                    let c = if n == 1 {
                        a0
                    } else {
                        let ct = if op == I::F16ToF32 { u } else { f };
                        self.code_new(Op::CompositeExtract, ct, &[a0, k])
                    };
                    let r = if op == I::F16ToF32 {
                        let pair = self.glsl(v2, G::UnpackHalf2x16, &[c]);
                        self.code_new(Op::CompositeExtract, f, &[pair, 0])
                    } else {
                        let zero = self.const_f32(0.0);
                        let pair = self.code_new(Op::CompositeConstruct, v2, &[c, zero]);
                        self.glsl(u, G::PackHalf2x16, &[pair])
                    };
                    parts.push(r);
                }
                if n == 1 {
                    parts[0]
                } else {
                    self.code_new(Op::CompositeConstruct, t, &parts)
                }
            }
            I::Ddx | I::Ddy | I::DdxFine | I::DdyFine | I::DdxCoarse | I::DdyCoarse | I::Fwidth => {
                let o = match op {
                    I::Ddx => Op::DPdx,
                    I::Ddy => Op::DPdy,
                    I::DdxFine => Op::DPdxFine,
                    I::DdyFine => Op::DPdyFine,
                    I::DdxCoarse => Op::DPdxCoarse,
                    I::DdyCoarse => Op::DPdyCoarse,
                    _ => Op::Fwidth,
                };
                if !self.has_derivatives() {
                    self.error(
                        span,
                        format!(
                            "'{}' needs screen-space derivatives, which only pixel and compute shaders have.",
                            op.name()
                        ),
                    );
                    return None;
                }
                if !matches!(op, I::Ddx | I::Ddy | I::Fwidth) {
                    self.capability(Capability::DerivativeControl);
                }
                self.componentwise(o, shape, &[a0])
            }
            I::NonUniformIndex => {
                let r = self.result_id(id);
                self.code_r(Op::CopyObject, t, r, &[a0]);
                self.mark_nonuniform(id);
                r
            }
            _ => {
                self.error(
                    span,
                    format!("internal: intrinsic '{}' is not handled", op.name()),
                );
                return None;
            }
        })
    }
}

impl Emitter<'_> {
    /// `IsHelperLane()`: `OpIsHelperInvocationEXT` in a pixel shader (DXC's choice before
    /// SPIR-V 1.6, valid in 1.6 too, where the capability is core), `false` elsewhere: only
    /// pixel shaders have helper invocations.
    fn is_helper_lane(&mut self, ty: TypeId, span: Span) -> u32 {
        if self.stage != crate::target::Stage::Pixel {
            return self.const_scalar(Scalar::BOOL, 0);
        }
        self.capability(Capability::DemoteToHelperInvocation);
        if self.opts.env.spirv_version() < (1, 6) {
            self.extensions
                .insert("SPV_EXT_demote_to_helper_invocation".to_string());
        }
        let t = self.reg_type(ty, span);
        self.code_new(Op::IsHelperInvocationEXT, t, &[])
    }
}

/// `log10(x)` is `log2(x) * 0.30103` in DXC's output (not the exact log10(2)); match it.
#[allow(clippy::approx_constant)]
const DXC_LOG10_2: f64 = 0.30103;

fn one_bits(s: Scalar) -> u64 {
    float_bits(s, 1.0)
}

fn float_bits(s: Scalar, v: f64) -> u64 {
    match s.width {
        64 => v.to_bits(),
        16 => half_bits(v as f32) as u64,
        _ => (v as f32).to_bits() as u64,
    }
}

/// f32 -> IEEE half bits (round to nearest, enough for the small constants used here).
fn half_bits(v: f32) -> u16 {
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32 - 127 + 15;
    let mant = b & 0x7F_FFFF;
    if exp <= 0 {
        return sign;
    }
    if exp >= 31 {
        return sign | 0x7C00;
    }
    sign | ((exp as u16) << 10) | ((mant >> 13) as u16)
}

impl Emitter<'_> {
    /// `printf`: `OpExtInst %void %DebugPrintf 1 %format args...` with the format as an
    /// `OpString`, as DXC writes it (its `intrinsics.printf.hlsl` test); the values go as they
    /// are, so `%d` of an `int` and `%f` of a `float` read what the debugging layer expects.
    /// DXC's inline SPIR-V instruction: `OpExtInst` of its set, or the core opcode with its
    /// operands as written (a result unless a core instruction returns void), declaring the
    /// prototype's capabilities and extensions. The numbers are passed through: spirv-val
    /// judges the module.
    pub(super) fn emit_inline_spirv(
        &mut self,
        id: crate::ir::InstId,
        instruction: &crate::target::SpirvInstruction,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        for &c in &instruction.capabilities {
            self.capabilities.insert(c);
        }
        for x in &instruction.extensions {
            self.extensions.insert(x.clone());
        }
        let mut operands = Vec::with_capacity(args.len());
        for (&a, kind) in args.iter().zip(&instruction.args) {
            match kind {
                crate::target::SpirvArg::Literal => {
                    let bits = match a {
                        Value::Constant(c) => match self.m.constants.get(c).map(|c| &c.value) {
                            Some(crate::ir::ConstValue::Scalar(bits)) => Some(*bits as u32),
                            Some(crate::ir::ConstValue::Zero) => Some(0),
                            _ => None,
                        },
                        _ => None,
                    };
                    match bits {
                        Some(b) => operands.push(b),
                        None => {
                            self.error(
                                span,
                                format!("A [[vk::ext_literal]] argument of '{}' must be an integer constant.", instruction.name),
                            );
                            return;
                        }
                    }
                }
                crate::target::SpirvArg::Value | crate::target::SpirvArg::Reference => {
                    operands.push(self.value(a, span))
                }
            }
        }
        let void = matches!(self.m.types.get(ty), crate::types::Type::Void);
        match &instruction.set {
            Some(set) => {
                let import = if set == "GLSL.std.450" {
                    self.glsl_ext_used = true;
                    self.glsl_ext
                } else if let Some(&(_, i)) = self.ext_sets.iter().find(|(s, _)| s == set) {
                    i
                } else {
                    let i = self.id();
                    self.ext_sets.push((set.clone(), i));
                    i
                };
                let mut ops = vec![import, instruction.opcode];
                ops.extend(operands);
                let rty = self.reg_type(ty, span);
                let r = self.code_new(spirv::Op::ExtInst, rty, &ops);
                if !void {
                    self.bind_result(id, r);
                }
            }
            None if void => self.code_raw(instruction.opcode, None, &operands),
            None => {
                let rty = self.reg_type(ty, span);
                let r = self.id();
                self.code_raw(instruction.opcode, Some((rty, r)), &operands);
                self.bind_result(id, r);
            }
        }
    }

    pub(super) fn emit_debug_printf(
        &mut self,
        format: &str,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        if self.printf_set == 0 {
            self.printf_set = self.id();
            self.extensions
                .insert("SPV_KHR_non_semantic_info".to_string());
        }
        let string = match self.printf_string_ids.get(format) {
            Some(&s) => s,
            None => {
                let s = self.id();
                let mut ops = vec![s];
                ops.extend(super::writer::string_words(format));
                self.printf_strings
                    .extend(super::writer::encode(spirv::Op::String, &ops));
                self.printf_string_ids.insert(format.to_string(), s);
                s
            }
        };
        let mut ops = vec![self.printf_set, 1, string];
        for &a in args {
            ops.push(self.value(a, span));
        }
        let void = self.reg_type(ty, span);
        self.code_new(spirv::Op::ExtInst, void, &ops);
    }
}
