//! Atomics and barriers.
//!
//! Input: `AtomicRmw`, `AtomicCompareExchange` and `Barrier` instructions. Output: MSL
//! `atomic_*_explicit` calls (relaxed order) on the buffer word (`&buf[word]`) or groupshared
//! element itself, with `as_type` between the IR's int/uint and the declared atomic element
//! type; compare-exchange is made strong by retrying the weak form until it succeeds or sees a
//! different value; barriers become `threadgroup_barrier`.
//! Invariants: signed min/max on a buffer use an `atomic_int` element type (the pre-pass
//! declares the buffer so), so the comparison is signed as HLSL requires.

use super::buffers::Place;
use super::control::FnCx;
use crate::ir::{AtomicOp, BarrierFlags, InstId, Value};
use crate::source::Span;
use crate::textgen::{BufferDecl, WordType};
use crate::types::{ScalarKind, Type, TypeId};

impl FnCx<'_, '_> {
    /// The atomic target (`&...`) and whether its element type is signed; `None` after an
    /// error (a texture coordinate: texel atomics; a pointer to something not atomic).
    fn atomic_target(
        &mut self,
        pointer: Value,
        coordinate: Option<Value>,
        span: Span,
    ) -> Option<(String, bool)> {
        if coordinate.is_some() {
            self.w.error(span, "Atomics on textures need Metal 3.1, which the MSL backend does not target. Use a RWStructuredBuffer<uint> indexed by texel instead");
            return None;
        }
        match self.place(pointer, span) {
            Place::Buffer { g, word, .. } => {
                let name = self.w.global_name(g);
                match self.w.buffer_decl(g) {
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
            _ => {
                self.w.error(
                    span,
                    "The MSL backend supports atomics on buffers and groupshared variables only",
                );
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
            (false, true) => format!("as_type<int>({e})"),
            (true, false) => format!("as_type<uint>({e})"),
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
        let f = match op {
            AtomicOp::Add => "atomic_fetch_add_explicit",
            AtomicOp::Sub => "atomic_fetch_sub_explicit",
            AtomicOp::And => "atomic_fetch_and_explicit",
            AtomicOp::Or => "atomic_fetch_or_explicit",
            AtomicOp::Xor => "atomic_fetch_xor_explicit",
            AtomicOp::Min => "atomic_fetch_min_explicit",
            AtomicOp::Max => "atomic_fetch_max_explicit",
            AtomicOp::Exchange => "atomic_exchange_explicit",
        };
        let call = format!("{f}({target}, {arg}, memory_order_relaxed)");
        if matches!(self.w.m.types.get(ty), Type::Void) {
            self.line_fmt(format_args!("(void){call};"));
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
        let et = if elem_signed { "int" } else { "uint" };
        // The weak form may fail spuriously, leaving `old` equal to the comparand: retrying
        // then gives HLSL's strong compare-exchange. On a real failure `old` is the value seen.
        let old = self.fresh_tmp();
        self.line_fmt(format_args!("{et} {old} = {c};"));
        self.line_fmt(format_args!(
            "while (!atomic_compare_exchange_weak_explicit({target}, &{old}, {v}, memory_order_relaxed, memory_order_relaxed) && {old} == {c}) {{}}"
        ));
        if !matches!(self.w.m.types.get(ty), Type::Void) {
            let e = Self::as_sign(&old, elem_signed, self.signed(ty));
            self.assign(i, &e);
        }
    }

    pub fn barrier(&mut self, flags: BarrierFlags, span: Span) {
        if self.w.entry.stage != crate::target::Stage::Compute {
            self.w.error(
                span,
                "MSL has barriers only in kernel functions. Remove the barrier",
            );
            return;
        }
        // MSL 2.4 has no memory-only fence: every barrier is a full threadgroup barrier.
        if flags.contains(BarrierFlags::DEVICE_MEMORY) {
            self.line("threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup | mem_flags::mem_texture);");
        } else {
            self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
        }
    }
}
