//! `half` literals, and the refusal of values other than 32 bits in buffers.
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern) and the scalar type of a
//! buffer access. Output: exact `half` literals, and the OSH5102 message for a 16- or 64-bit
//! value inside a buffer (reported by [`crate::textgen::half`]).
//! Invariants: a literal denotes exactly the constant's bits (values that a decimal literal
//! cannot spell — negative zero, subnormals, infinities, NaNs — are `as_type` from their bits);
//! buffers stay 32-bit words, so a narrower or wider value inside one is refused at the access
//! rather than read or written at the wrong bytes.

use crate::textgen::half::f16_decimal;
use crate::types::{Scalar, ScalarKind};

/// An MSL `half` literal for half bits: the `float` that spells it, converted.
pub(super) fn f16_literal(bits: u16) -> String {
    match f16_decimal(bits) {
        Some(f) => format!("half({f:?}f)"),
        None => format!("as_type<half2>({bits:#x}u).x"),
    }
}

/// The refusal of scalars of type `s` in buffer `name`: every width but 32 bits.
pub(super) fn buffer_scalar_refusal(s: Scalar, name: &str) -> Option<String> {
    if s.kind == ScalarKind::Bool || s.width == 32 {
        return None;
    }
    Some(format!(
        "The MSL backend does not read or write {}-bit values ({}) in buffers yet ('{name}'): its buffers are 32-bit words. Store 32-bit values in the buffer and convert after loading, or compile this shader for SPIR-V only.",
        s.width,
        s.hlsl_name()
    ))
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
    }
}
