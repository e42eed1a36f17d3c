//! The intrinsics MSL spells its own way: more than the shared name (`rsqrt`, `frexp`/`modf`
//! with an out parameter, `clz`/`ctz` bit searches, derivatives, `simd_is_helper_thread`).
//! Everything else is the shared writer's ([`crate::textgen::exprs`]).
//!
//! Input: an intrinsic call. Output: its MSL expression (and the statements it needs), or
//! OSH5102 for what Metal lacks.
//! Invariants: `FirstBitHigh`/`FirstBitLow` give HLSL's -1 (all ones) for no bit set;
//! `frexp`/`modf` results are stored through their pointer operand in the IR's type.

use super::writer::{FnCx, Msl};
use crate::ir::IntrinsicOp;
use crate::textgen::exprs::uint_vector;
use crate::textgen::IntrinsicCall;
use crate::types::{ScalarKind, Type};

impl FnCx<'_, '_> {
    /// The intrinsics MSL spells beyond a name (see [`crate::textgen::Dialect::intrinsic`]).
    pub(super) fn msl_intrinsic(&mut self, call: &IntrinsicCall<'_>) -> Option<String> {
        use IntrinsicOp::*;
        let IntrinsicCall {
            op,
            args,
            x,
            arg_ty,
            n,
            t,
            at,
            span,
            ..
        } = *call;
        Some(match op {
            InverseSqrt => format!("rsqrt({x})"),
            Log10 => {
                // DXC's log10 is log2 times this constant, in the argument's precision.
                let suffix = match self.w.m.types.scalar_of(arg_ty) {
                    Some(s) if s.width == 16 => "half(0.30103f)",
                    _ => "0.30103f",
                };
                format!("(log2({x}) * {suffix})")
            }
            FaceForward => format!("faceforward({x}, {}, {})", call.y, call.z),
            Frexp | Modf => {
                let r = self.fresh_tmp();
                let part = self.fresh_tmp();
                let (f, part_ty) = if op == Frexp {
                    (
                        "frexp",
                        if n > 1 {
                            format!("int{n}")
                        } else {
                            "int".into()
                        },
                    )
                } else {
                    ("modf", at.to_string())
                };
                self.line_fmt(format_args!("{part_ty} {part};"));
                self.line_fmt(format_args!("{at} {r} = {f}({x}, {part});"));
                if let Some(p) = args.get(1) {
                    let pt = match self.w.m.types.get(self.ty_of(*p)) {
                        Type::Pointer { pointee, .. } => pointee,
                        _ => arg_ty,
                    };
                    let ptn = self.w.ty(pt, span);
                    self.store_expr(*p, &format!("{ptn}({part})"), pt, span);
                }
                r
            }
            CountBits => format!("popcount({x})"),
            FirstBitHigh => {
                // HLSL: the highest set bit (of the complement for a negative int), -1 for none.
                let u = uint_vector::<Msl>(n);
                let signed = self
                    .w
                    .m
                    .types
                    .scalar_of(arg_ty)
                    .is_some_and(|s| s.kind == ScalarKind::Int);
                let v = if signed {
                    format!("as_type<{u}>(select({x}, ~{x}, {x} < {at}(0)))")
                } else {
                    x.to_string()
                };
                format!("{t}(select({u}(31u) - clz({v}), {u}(0xffffffffu), {v} == {u}(0u)))")
            }
            FirstBitLow => {
                let u = uint_vector::<Msl>(n);
                format!("{t}(select(ctz(as_type<{u}>({x})), {u}(0xffffffffu), as_type<{u}>({x}) == {u}(0u)))")
            }
            ReverseBits => format!("reverse_bits({x})"),
            Ddx | Ddy | DdxFine | DdyFine | DdxCoarse | DdyCoarse | Fwidth => {
                if self.w.entry.stage != crate::target::Stage::Pixel {
                    self.w.error(span, format!("MSL allows derivatives ({}) only in fragment functions. Compute the value another way", op.name()));
                }
                // Metal has one precision of derivative: fine and coarse are both dfdx/dfdy.
                let f = match op {
                    Ddx | DdxFine | DdxCoarse => "dfdx",
                    Ddy | DdyFine | DdyCoarse => "dfdy",
                    _ => "fwidth",
                };
                format!("{f}({x})")
            }
            IsHelperLane => {
                if self.w.entry.stage == crate::target::Stage::Pixel {
                    "simd_is_helper_thread()".to_string()
                } else {
                    // Only fragment functions have helper invocations.
                    "false".to_string()
                }
            }
            _ => return None,
        })
    }
}
