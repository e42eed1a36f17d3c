//! `half` as WGSL `f16` (16-bit types enabled; WebGPU's optional `shader-f16` feature):
//! literals, and the refusal of 16-bit values inside buffers.
//!
//! Input: 16-bit float constants (the IR keeps their 16-bit pattern) and the scalar type of a
//! buffer access. Output: exact `f16` literals, and the OSH5202 message for a 16-bit value
//! inside a buffer (reported by [`crate::textgen::half`]).
//! Invariants: a literal denotes exactly the constant's bits (values that a decimal `h` literal
//! cannot spell — negative zero, subnormals, infinities, NaNs — are bitcast from their bits);
//! buffers stay 32-bit words, so a half inside one is refused at the access rather than read
//! or written at the wrong bytes.

use crate::textgen::half::f16_decimal;
use crate::types::{Scalar, ScalarKind};

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

/// The refusal of scalars of type `s` in buffer `name`: halves only (WGSL has no other
/// 16-bit or 64-bit types, refused where the type is written).
pub(super) fn buffer_scalar_refusal(s: Scalar, name: &str) -> Option<String> {
    if s.kind != ScalarKind::Float || s.width != 16 {
        return None;
    }
    Some(format!(
        "The WGSL backend does not read or write 16-bit values (half) in buffers ('{name}'): its buffers are 32-bit words. Store float in the buffer and convert to half after loading, or compile this shader for SPIR-V only."
    ))
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
