//! Bit-fields (HLSL 2021, [`crate::sema::hir::ExprKind::BitField`]): reading and writing some
//! bits of the integer member that holds them, as DXC's `OpBitFieldUExtract`/`SExtract` and
//! `OpBitFieldInsert` do, written with shifts and masks every target has.
//!
//! Input: the member's value (or place) and the field's offset and width. Output: the field's
//! value, sign-extended for a signed type; or the member's new value with only the field's
//! bits replaced. Invariant: `offset + width` is at most the member's width (sema packs so).

use super::func::FnCx;
use crate::ir::{BinaryOp, Value};
use crate::types::{Scalar, TypeId};

impl FnCx<'_, '_, '_> {
    /// The scalar of a bit-field's member type and its width in bits.
    fn bit_field_scalar(&self, ty: TypeId) -> (Scalar, u32) {
        let s = self.b.module.types.scalar_of(ty).unwrap_or(Scalar::UINT);
        (s, u32::from(s.width))
    }

    /// A constant of `ty` with the bit pattern `pattern` (its low `width` bits).
    fn bit_pattern(&mut self, ty: TypeId, pattern: u64) -> Value {
        let (s, bits) = self.bit_field_scalar(ty);
        let n = if bits >= 64 {
            pattern as i64
        } else if s.is_signed() {
            // Sign-extended, so the constant is in the type's range.
            ((pattern << (64 - bits)) as i64) >> (64 - bits)
        } else {
            (pattern & ((1u64 << bits) - 1)) as i64
        };
        self.const_splat(ty, n)
    }

    /// Bits `offset..offset + width` of `v` (of type `ty`), sign-extended when `ty` is signed.
    pub fn extract_bits(&mut self, v: Value, ty: TypeId, offset: u32, width: u32) -> Value {
        let (s, bits) = self.bit_field_scalar(ty);
        if width >= bits {
            return v;
        }
        if s.is_signed() {
            // Up to the top, then an arithmetic shift down brings the sign with it.
            let up = bits - offset - width;
            let raised = if up == 0 {
                v
            } else {
                let n = self.bit_pattern(ty, u64::from(up));
                self.b.binary(BinaryOp::Shl, v, n)
            };
            let down = self.bit_pattern(ty, u64::from(bits - width));
            return self.b.binary(BinaryOp::Shr, raised, down);
        }
        let shifted = if offset == 0 {
            v
        } else {
            let n = self.bit_pattern(ty, u64::from(offset));
            self.b.binary(BinaryOp::Shr, v, n)
        };
        let mask = self.bit_pattern(ty, (1u64 << width) - 1);
        self.b.binary(BinaryOp::BitAnd, shifted, mask)
    }

    /// `old` with bits `offset..offset + width` replaced by the low bits of `value`.
    pub fn insert_bits(
        &mut self,
        old: Value,
        value: Value,
        ty: TypeId,
        offset: u32,
        width: u32,
    ) -> Value {
        let (_, bits) = self.bit_field_scalar(ty);
        if width >= bits {
            return value;
        }
        let field = ((1u64 << width) - 1) << offset;
        let keep = self.bit_pattern(ty, !field);
        let kept = self.b.binary(BinaryOp::BitAnd, old, keep);
        let placed = if offset == 0 {
            value
        } else {
            let n = self.bit_pattern(ty, u64::from(offset));
            self.b.binary(BinaryOp::Shl, value, n)
        };
        let mask = self.bit_pattern(ty, field);
        let masked = self.b.binary(BinaryOp::BitAnd, placed, mask);
        self.b.binary(BinaryOp::BitOr, kept, masked)
    }
}
