//! Atomics: the target and operands of `AtomicRmw` and `AtomicCompareExchange`.
//!
//! Input: the instructions. Output: the dialect's atomic call on the buffer word
//! (`&buf[word]`) or groupshared element itself ([`Dialect::atomic_rmw`],
//! [`Dialect::compare_exchange`]), with bitcasts between the IR's int/uint and the declared
//! atomic element type. Barriers are the dialect's ([`Dialect::barrier`]).
//! Invariants: signed min/max on a buffer use a signed atomic element type (the pre-pass
//! declares the buffer so), so the comparison is signed as HLSL requires.

use super::buffers::Place;
use super::control::FnCx;
use super::exprs::bitcast;
use super::{BufferDecl, Dialect, WordType};
use crate::ir::{AtomicOp, InstId, Value};
use crate::source::Span;
use crate::types::{ScalarKind, Type, TypeId};

impl<D: Dialect> FnCx<'_, '_, D> {
    /// The atomic target (`&...`) and whether its element type is signed; `None` after an
    /// error (a texture coordinate: texel atomics; a pointer to something not atomic).
    fn atomic_target(
        &mut self,
        pointer: Value,
        coordinate: Option<Value>,
        span: Span,
    ) -> Option<(String, bool)> {
        if coordinate.is_some() {
            self.w.error(span, D::NO_TEXEL_ATOMICS);
            return None;
        }
        match self.place(pointer, span) {
            Place::Buffer { buf, word, .. } => {
                let name = self.w.buffer_text(&buf).into_owned();
                match self.w.buffer_decl(buf.g) {
                    Some(BufferDecl::Words { word: wt, .. }) => Some((
                        format!("&{name}[{}]", word.expr()),
                        wt == WordType::AtomicI32,
                    )),
                    _ => {
                        self.w.error(span, "Atomics need a RWStructuredBuffer, RWByteAddressBuffer or groupshared variable");
                        None
                    }
                }
            }
            Place::Ref {
                text,
                ty,
                atomic: true,
            } => Some((
                format!("&{text}"),
                matches!(ty, Type::Scalar(s) if s.kind == ScalarKind::Int),
            )),
            _ if self.refused_buffer_array(pointer) => None,
            _ => {
                let msg = format!(
                    "The {} supports atomics on buffers and groupshared variables only",
                    D::BACKEND
                );
                self.w.error(span, msg);
                None
            }
        }
    }

    fn signed(&self, ty: TypeId) -> bool {
        self.w
            .m
            .types
            .scalar_of(ty)
            .is_some_and(|s| s.kind == ScalarKind::Int)
    }

    /// Operand `v` of an atomic operation in the element signedness of its target.
    fn atomic_operand(&mut self, v: Value, elem_signed: bool, span: Span) -> String {
        let e = self.val(v, span);
        let signed = self.signed(self.ty_of(v));
        Self::as_sign(&e, signed, elem_signed)
    }

    /// `e` (signedness `from`) as the atomic's element signedness `to`.
    fn as_sign(e: &str, from: bool, to: bool) -> String {
        match (from, to) {
            (false, true) => bitcast::<D>(D::INT, e),
            (true, false) => bitcast::<D>(D::UINT, e),
            _ => e.to_string(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn atomic_rmw(
        &mut self,
        i: InstId,
        op: AtomicOp,
        pointer: Value,
        coordinate: Option<Value>,
        value: Value,
        ty: TypeId,
        span: Span,
    ) {
        let Some((target, elem_signed)) = self.atomic_target(pointer, coordinate, span) else {
            return;
        };
        let arg = self.atomic_operand(value, elem_signed, span);
        let call = D::atomic_rmw(op, &target, &arg);
        if matches!(self.w.m.types.get(ty), Type::Void) {
            self.line_fmt(format_args!("{}{call};", D::IGNORE));
        } else {
            let e = Self::as_sign(&call, elem_signed, self.signed(ty));
            self.assign(i, &e);
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn atomic_cmpxchg(
        &mut self,
        i: InstId,
        pointer: Value,
        coordinate: Option<Value>,
        comparand: Value,
        value: Value,
        ty: TypeId,
        span: Span,
    ) {
        let Some((target, elem_signed)) = self.atomic_target(pointer, coordinate, span) else {
            return;
        };
        let c = self.atomic_operand(comparand, elem_signed, span);
        let v = self.atomic_operand(value, elem_signed, span);
        let old = D::compare_exchange(self, &target, &c, &v, elem_signed);
        if !matches!(self.w.m.types.get(ty), Type::Void) {
            let e = Self::as_sign(&old, elem_signed, self.signed(ty));
            self.assign(i, &e);
        }
    }
}
