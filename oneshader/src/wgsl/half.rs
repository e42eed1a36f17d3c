//! `half` as WGSL `f16` (16-bit types enabled; WebGPU's optional `shader-f16` feature):
//! literals. A half inside a buffer is refused at the access (OSH5202, the dialect's
//! `buffer_scalar_refusal`, reported by [`crate::textgen::half`]).
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern). Output: exact `f16`
//! literals. Invariants: a literal denotes exactly the constant's bits (values that a decimal
//! `h` literal cannot spell — negative zero, subnormals, infinities, NaNs — are bitcast from
//! their bits).

use crate::textgen::half::f16_decimal;

/// A WGSL `f16` literal for half bits.
pub(super) fn f16_literal(bits: u16) -> String {
    let Some(f) = f16_decimal(bits) else {
        return format!("bitcast<vec2<f16>>({bits:#x}u).x");
    };
    let s = format!("{f:?}");
    if f < 0.0 {
        format!("({s}h)")
    } else {
        format!("{s}h")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_literals_spell_exactly_the_half_bits() {
        assert_eq!(f16_literal(0x3c00), "1.0h");
        assert_eq!(f16_literal(0x0000), "0.0h");
        assert_eq!(f16_literal(0xc000), "(-2.0h)");
        assert_eq!(f16_literal(0x7bff), "65504.0h");
        // 0.1 as a half is 0.0999755859375; its f32 spelling reads back as the same half.
        assert_eq!(f16_literal(0x2e66), "0.099975586h");
        assert_eq!(f16_literal(0x8000), "bitcast<vec2<f16>>(0x8000u).x");
        assert_eq!(f16_literal(0x0001), "bitcast<vec2<f16>>(0x1u).x");
        assert_eq!(f16_literal(0x7c00), "bitcast<vec2<f16>>(0x7c00u).x");
    }
}
