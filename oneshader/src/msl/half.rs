//! `half` literals. A 16- or 64-bit value inside a buffer is refused at the access (OSH5102,
//! the dialect's `buffer_scalar_refusal`, reported by [`crate::textgen::half`]).
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern). Output: exact `half`
//! literals. Invariants: a literal denotes exactly the constant's bits (values that a decimal
//! literal cannot spell — negative zero, subnormals, infinities, NaNs — are `as_type` from
//! their bits).

use crate::textgen::half::f16_decimal;

/// An MSL `half` literal for half bits: the `float` that spells it, converted.
pub(super) fn f16_literal(bits: u16) -> String {
    match f16_decimal(bits) {
        Some(f) => format!("half({f:?}f)"),
        None => format!("as_type<half2>({bits:#x}u).x"),
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
    }
}
