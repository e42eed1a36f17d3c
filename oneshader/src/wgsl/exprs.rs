//! The intrinsics WGSL spells its own way: more than the shared name (`inverseSqrt`,
//! `frexp`'s result struct, derivatives, bit counts). Everything else is the shared writer's
//! ([`crate::textgen::exprs`]).
//!
//! Input: an intrinsic call. Output: its WGSL expression (and the statements it needs), or
//! OSH5202 for what WGSL lacks.
//! Invariants: `frexp`/`modf` results are stored through their pointer operand in the IR's
//! type; derivatives outside pixel shaders and `IsHelperLane` in them are refused.

use super::writer::FnCx;
use crate::ir::IntrinsicOp;
use crate::textgen::IntrinsicCall;
use crate::types::Type;

impl FnCx<'_, '_> {
    /// The intrinsics WGSL spells beyond a name (see [`crate::textgen::Dialect::intrinsic`]).
    pub(super) fn wgsl_intrinsic(&mut self, call: &IntrinsicCall<'_>) -> Option<String> {
        use IntrinsicOp::*;
        let IntrinsicCall {
            op,
            args,
            x,
            arg_ty,
            span,
            ..
        } = *call;
        Some(match op {
            InverseSqrt => format!("inverseSqrt({x})"),
            Log10 => {
                // DXC's log10 is log2 times this constant, in the argument's precision.
                let suffix = match self.w.m.types.scalar_of(arg_ty) {
                    Some(s) if s.width == 16 => 'h',
                    _ => 'f',
                };
                format!("(log2({x}) * 0.30103{suffix})")
            }
            FaceForward => format!("faceForward({x}, {}, {})", call.y, call.z),
            Frexp | Modf => {
                let r = self.fresh_tmp();
                let f = if op == Frexp { "frexp" } else { "modf" };
                let part = if op == Frexp { "exp" } else { "whole" };
                self.line_fmt(format_args!("let {r} = {f}({x});"));
                if let Some(p) = args.get(1) {
                    let pt = match self.w.m.types.get(self.ty_of(*p)) {
                        Type::Pointer { pointee, .. } => pointee,
                        _ => arg_ty,
                    };
                    let ptn = self.w.ty(pt, span);
                    self.store_expr(*p, &format!("{ptn}({r}.{part})"), pt, span);
                }
                format!("{r}.fract")
            }
            CountBits => format!("countOneBits({x})"),
            FirstBitHigh => format!("firstLeadingBit({x})"),
            FirstBitLow => format!("firstTrailingBit({x})"),
            ReverseBits => format!("reverseBits({x})"),
            Ddx | Ddy | DdxFine | DdyFine | DdxCoarse | DdyCoarse | Fwidth => {
                if self.w.entry.stage != crate::target::Stage::Pixel {
                    self.w.error(span, format!("WGSL allows derivatives ({}) only in pixel shaders. Compute the value another way", op.name()));
                }
                let f = match op {
                    Ddx => "dpdx",
                    Ddy => "dpdy",
                    DdxFine => "dpdxFine",
                    DdyFine => "dpdyFine",
                    DdxCoarse => "dpdxCoarse",
                    DdyCoarse => "dpdyCoarse",
                    _ => "fwidth",
                };
                format!("{f}({x})")
            }
            IsHelperLane => {
                if self.w.entry.stage == crate::target::Stage::Pixel {
                    self.w.error(span, "WGSL has no way to ask whether an invocation is a helper (IsHelperLane). Compile this shader for SPIR-V only, or avoid the query");
                }
                // Only pixel shaders have helper invocations.
                "false".to_string()
            }
            _ => return None,
        })
    }
}
