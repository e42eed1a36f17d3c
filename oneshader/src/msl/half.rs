//! `half` literals, and the refusal of values other than 32 bits in buffers.
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern) and buffer accesses of
//! 16-bit values. Output: exact `half` literals, and OSH5102 for a 16- or 64-bit value inside a
//! buffer.
//! Invariants: a literal denotes exactly the constant's bits (values that a decimal literal
//! cannot spell — negative zero, subnormals, infinities, NaNs — are bitcast from their bits);
//! buffers stay 32-bit words, so a half inside one (at a 2-byte offset the word addressing
//! cannot express) is refused at the access rather than read or written at the wrong bytes.

use super::writer::Writer;
use crate::ir::GlobalId;
use crate::source::Span;
use crate::types::{ScalarKind, Type};

/// The exact `f32` value of half-precision bits (every half is an `f32`).
fn f16_bits_to_f32(bits: u16) -> f32 {
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

/// An MSL `half` literal for half bits. The shortest decimal that reads back as the same `f32`
/// is within an `f32` rounding step of the half, far inside the half's own rounding step, so
/// converting it gives back as exactly this half.
pub(super) fn f16_literal(bits: u16) -> String {
    let f = f16_bits_to_f32(bits);
    let exponent = (bits >> 10) & 0x1f;
    let spelled = exponent != 0x1f && (exponent != 0 || bits & 0x3ff == 0) && bits != 0x8000;
    if !spelled {
        return format!("as_type<half2>({bits:#x}u).x");
    }
    format!("half({f:?}f)")
}

impl Writer<'_> {
    /// Reports OSH5202 (once per buffer and place) when a buffer access of shape `t` moves
    /// 16-bit floats, and says so: the caller then writes nothing for it.
    pub(super) fn refuses_half_in_buffer(&mut self, g: GlobalId, t: Type, span: Span) -> bool {
        let scalar = match t {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } | Type::Matrix { scalar: s, .. } => s,
            _ => return false,
        };
        if scalar.kind == ScalarKind::Bool || scalar.width == 32 {
            return false;
        }
        let name = self
            .m
            .global(g)
            .map(|global| global.name.clone())
            .unwrap_or_default();
        self.error(
            span,
            format!(
                "The MSL backend does not read or write {}-bit values ({}) in buffers yet ('{name}'): its buffers are 32-bit words. Store 32-bit values in the buffer and convert after loading, or compile this shader for SPIR-V only.", scalar.width, scalar.hlsl_name()
            ),
        );
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_literals_spell_exactly_the_half_bits() {
        assert_eq!(f16_literal(0x3c00), "half(1.0f)");
        assert_eq!(f16_literal(0x0000), "half(0.0f)");
        assert_eq!(f16_literal(0xc000), "half(-2.0f)");
        assert_eq!(f16_literal(0x7bff), "half(65504.0f)");
        // 0.1 as a half is 0.0999755859375; its f32 spelling converts back to the same half.
        assert_eq!(f16_literal(0x2e66), "half(0.099975586f)");
        assert_eq!(f16_literal(0x8000), "as_type<half2>(0x8000u).x");
        assert_eq!(f16_literal(0x0001), "as_type<half2>(0x1u).x");
        assert_eq!(f16_literal(0x7c00), "as_type<half2>(0x7c00u).x");
        assert_eq!(f16_bits_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_bits_to_f32(0x8001), -(2f32.powi(-24)));
        assert_eq!(f16_bits_to_f32(0x3555), 0.333_251_95);
    }
}
