//! 16-bit floats: the exact value of half bits (for literals) and the refusal of scalars other
//! than 32 bits inside buffers.
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern) and buffer accesses.
//! Output: the `f32` that spells a half exactly, and an error for a scalar the word-addressed
//! buffers cannot move ([`Dialect::buffer_scalar_refusal`]).
//! Invariants: a literal denotes exactly the constant's bits (values that a decimal literal
//! cannot spell — negative zero, subnormals, infinities, NaNs — are left to the dialect's
//! bitcast); buffers stay 32-bit words, so a 16-bit value inside one (at a 2-byte offset the
//! word addressing cannot express) is refused at the access rather than read or written at the
//! wrong bytes.

use super::{Dialect, Writer};
use crate::ir::GlobalId;
use crate::source::Span;
use crate::types::Type;

/// The exact `f32` value of half-precision bits (every half is an `f32`).
pub(crate) fn f16_bits_to_f32(bits: u16) -> f32 {
    let sign = u32::from(bits >> 15) << 31;
    let exponent = u32::from((bits >> 10) & 0x1f);
    let mantissa = u32::from(bits & 0x3ff);
    match exponent {
        0 => {
            // Zero or subnormal: mantissa × 2^-24, exact in f32.
            let magnitude = mantissa as f32 * f32::from_bits(0x3380_0000);
            if sign != 0 {
                -magnitude
            } else {
                magnitude
            }
        }
        0x1f => f32::from_bits(sign | 0x7f80_0000 | (mantissa << 13)),
        e => f32::from_bits(sign | ((e + 127 - 15) << 23) | (mantissa << 13)),
    }
}

/// The value of half bits when a decimal literal can spell it: `None` for negative zero,
/// subnormals, infinities and NaNs. The shortest decimal that reads back as the same `f32`
/// is within an `f32` rounding step of the half, far inside the half's own rounding step, so
/// it reads back as exactly this half.
pub(crate) fn f16_decimal(bits: u16) -> Option<f32> {
    let exponent = (bits >> 10) & 0x1f;
    let spelled = exponent != 0x1f && (exponent != 0 || bits & 0x3ff == 0) && bits != 0x8000;
    spelled.then(|| f16_bits_to_f32(bits))
}

impl<D: Dialect> Writer<'_, D> {
    /// Reports (once per buffer and place) when a buffer access of shape `t` moves scalars the
    /// dialect refuses in buffers, and says so: the caller then writes nothing for it.
    pub(crate) fn refuses_half_in_buffer(&mut self, g: GlobalId, t: Type, span: Span) -> bool {
        let scalar = match t {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } | Type::Matrix { scalar: s, .. } => s,
            _ => return false,
        };
        let name = match self.m.global(g) {
            Some(global) => global.name.as_str(),
            None => "",
        };
        let Some(msg) = D::buffer_scalar_refusal(scalar, name) else {
            return false;
        };
        self.error(span, msg);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_bits_convert_exactly() {
        assert_eq!(f16_bits_to_f32(0x3c00), 1.0);
        assert_eq!(f16_bits_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_bits_to_f32(0x8001), -(2f32.powi(-24)));
        assert_eq!(f16_bits_to_f32(0x3555), 0.333_251_95);
        assert_eq!(f16_decimal(0x2e66), Some(0.099_975_586));
        assert_eq!(f16_decimal(0x8000), None);
        assert_eq!(f16_decimal(0x0001), None);
        assert_eq!(f16_decimal(0x7c00), None);
    }
}
