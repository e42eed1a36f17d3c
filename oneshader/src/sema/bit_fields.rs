//! HLSL 2021 bit-fields (`uint materialIndex : 24; uint samplerIndex : 8;`), as DXC lays them
//! out and accesses them.
//!
//! Input: a struct's members as declared, with their widths. Output: the struct's members with
//! consecutive bit-fields of one integer type merged into one member of that type while they
//! fit in it (named after the first, as DXC names it), and per struct the list of its fields
//! as written ([`FieldSlot`]), which member lookup, initializer lists and splitting read. A
//! bit-field read or written is [`ExprKind::BitField`] on its member: `lower/` extracts and
//! inserts the bits. Invariants: a struct without bit-fields has no entry; every slot's bits
//! lie inside its member's type.

use super::check::Checker;
use super::hir::{BinaryOp, ConstValue, ExprId, ExprKind};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Scalar, StructMember, Type, TypeId};

/// One field of a struct with bit-fields, as written.
#[derive(Clone, Debug)]
pub(crate) struct FieldSlot {
    pub name: String,
    /// The field's own type (a bit-field's declared integer type).
    pub ty: TypeId,
    /// The struct member that holds it.
    pub member: u32,
    /// `(offset, width)` in bits for a bit-field; `None` for a plain member.
    pub bits: Option<(u32, u32)>,
}

/// The member being filled with bit-fields: its index, scalar and the bits used so far.
#[derive(Clone, Copy)]
pub(super) struct OpenUnit {
    member: u32,
    scalar: Scalar,
    used: u32,
}

impl Checker<'_> {
    /// Records the plain member just pushed at `index` as a field, and closes any open unit.
    pub(super) fn plain_field(
        &mut self,
        slots: &mut Vec<FieldSlot>,
        open: &mut Option<OpenUnit>,
        member: &StructMember,
        index: usize,
    ) {
        *open = None;
        slots.push(FieldSlot {
            name: member.name.clone(),
            ty: member.ty,
            member: index as u32,
            bits: None,
        });
    }

    /// `T name : width;`: packed into the open member when it has the same type and room
    /// (DXC), else a new member named `name`. `false` (reported) when it cannot be a bit-field;
    /// the caller then declares it as a plain member, so its uses report nothing more.
    pub(super) fn bit_field(
        &mut self,
        members: &mut Vec<StructMember>,
        slots: &mut Vec<FieldSlot>,
        open: &mut Option<OpenUnit>,
        member: &StructMember,
        d: &ast::Declarator,
        width: ast::ExprId,
    ) -> bool {
        let name = d.name.as_str();
        let scalar = match self.types.get(member.ty) {
            Type::Scalar(s) if s.is_integer() && !s.is_literal() && d.array_dims.is_empty() => s,
            // Already reported.
            _ if self.is_error(member.ty) => return false,
            _ => {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    d.name.span,
                    format!(
                        "The bit-field '{name}' has type '{}': a bit-field is an integer scalar (int, uint, and their 16- and 64-bit forms).",
                        self.types.display(member.ty)
                    ),
                );
                return false;
            }
        };
        let bits = u32::from(scalar.width);
        let w = match self.const_int(width, "The bit-field width") {
            Some(w) if w >= 1 && w <= i64::from(bits) => w as u32,
            Some(w) => {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    self.aspan(width),
                    format!(
                        "The bit-field '{name}' is {w} bits wide: a '{}' bit-field takes 1 to {bits} bits.",
                        scalar.hlsl_name()
                    ),
                );
                return false;
            }
            None => return false,
        };
        let (index, offset) = match open {
            Some(u) if u.scalar == scalar && u.used + w <= bits => {
                let offset = u.used;
                u.used += w;
                (u.member, offset)
            }
            _ => {
                let index = members.len() as u32;
                *open = Some(OpenUnit {
                    member: index,
                    scalar,
                    used: w,
                });
                members.push(member.clone());
                (index, 0)
            }
        };
        slots.push(FieldSlot {
            name: name.to_string(),
            ty: member.ty,
            member: index,
            bits: Some((offset, w)),
        });
        true
    }

    /// The type of member `index` of struct `ty`.
    fn member_type(&self, ty: TypeId, index: u32) -> Option<TypeId> {
        let Type::Struct(sid) = self.types.get(ty) else {
            return None;
        };
        Some(self.types.struct_def(sid)?.members.get(index as usize)?.ty)
    }

    /// The fields of `ty` when it is a struct with bit-fields.
    pub(super) fn field_slots(&self, ty: TypeId) -> Option<&[FieldSlot]> {
        self.bit_fields.get(&ty).map(Vec::as_slice)
    }

    /// `base.name` when `name` is a bit-field of `struct_ty` (the type of `base`, or the
    /// element of the buffer `base` is).
    pub(super) fn bit_field_member(
        &mut self,
        base: ExprId,
        struct_ty: TypeId,
        name: &str,
        span: Span,
    ) -> Option<ExprId> {
        let slot = self
            .field_slots(struct_ty)?
            .iter()
            .find(|s| s.name == name && s.bits.is_some())?
            .clone();
        let (offset, width) = slot.bits?;
        let unit_ty = self.member_type(struct_ty, slot.member)?;
        let unit = self.push_expr(
            ExprKind::Member {
                base,
                index: slot.member,
            },
            unit_ty,
            span,
        );
        Some(self.push_expr(
            ExprKind::BitField {
                base: unit,
                offset,
                width,
            },
            slot.ty,
            span,
        ))
    }

    /// The types an initializer list fills for a struct with bit-fields: one per field.
    pub(super) fn field_fill_types(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        Some(self.field_slots(ty)?.iter().map(|s| s.ty).collect())
    }

    /// The member values of a struct with bit-fields from one value per field (in
    /// [`Self::field_fill_types`] order): each member holding bit-fields is their bits or-ed
    /// together, each masked to its width.
    pub(super) fn pack_fields(
        &mut self,
        ty: TypeId,
        values: Vec<ExprId>,
        span: Span,
    ) -> Vec<ExprId> {
        let Some(slots) = self.field_slots(ty).map(<[FieldSlot]>::to_vec) else {
            return values;
        };
        let mut members: Vec<Option<ExprId>> = Vec::new();
        for (slot, v) in slots.iter().zip(values) {
            let k = slot.member as usize;
            if members.len() <= k {
                members.resize(k + 1, None);
            }
            let Some((offset, width)) = slot.bits else {
                members[k] = Some(v);
                continue;
            };
            let part = self.place_bits(v, slot.ty, offset, width, span);
            members[k] = Some(match members[k] {
                None => part,
                Some(prev) => self.push_expr(
                    ExprKind::Binary {
                        op: BinaryOp::BitOr,
                        lhs: prev,
                        rhs: part,
                    },
                    slot.ty,
                    span,
                ),
            });
        }
        members
            .into_iter()
            .map(|m| m.unwrap_or_else(|| self.error_expr(span)))
            .collect()
    }

    /// `(v & mask) << offset` in `ty`.
    fn place_bits(&mut self, v: ExprId, ty: TypeId, offset: u32, width: u32, span: Span) -> ExprId {
        let bits = match self.types.get(ty) {
            Type::Scalar(s) => u32::from(s.width),
            _ => 32,
        };
        let masked = if width >= bits {
            v
        } else {
            let mask = self.int_const(ty, (1u64 << width) - 1, span);
            self.push_expr(
                ExprKind::Binary {
                    op: BinaryOp::BitAnd,
                    lhs: v,
                    rhs: mask,
                },
                ty,
                span,
            )
        };
        if offset == 0 {
            return masked;
        }
        let shift = self.int_const(ty, u64::from(offset), span);
        self.push_expr(
            ExprKind::Binary {
                op: BinaryOp::Shl,
                lhs: masked,
                rhs: shift,
            },
            ty,
            span,
        )
    }

    fn int_const(&mut self, ty: TypeId, v: u64, span: Span) -> ExprId {
        let value = match self.types.get(ty) {
            Type::Scalar(s) if s.is_signed() => ConstValue::Int(v as i64),
            _ => ConstValue::Uint(v),
        };
        self.push_expr(ExprKind::Const(value), ty, span)
    }

    /// The parts of a struct value with bit-fields, one per field (for initializer lists
    /// that take a struct apart).
    pub(super) fn split_fields(
        &mut self,
        v: ExprId,
        ty: TypeId,
        span: Span,
    ) -> Option<Vec<ExprId>> {
        let slots = self.field_slots(ty)?.to_vec();
        let mut out = Vec::with_capacity(slots.len());
        for slot in slots {
            let unit_ty = self.member_type(ty, slot.member)?;
            let member = self.push_expr(
                ExprKind::Member {
                    base: v,
                    index: slot.member,
                },
                unit_ty,
                span,
            );
            out.push(match slot.bits {
                Some((offset, width)) => self.push_expr(
                    ExprKind::BitField {
                        base: member,
                        offset,
                        width,
                    },
                    slot.ty,
                    span,
                ),
                None => member,
            });
        }
        Some(out)
    }
}
