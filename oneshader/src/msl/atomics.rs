//! MSL's atomics and barriers: the `atomic_*_explicit` functions (relaxed order), the strong
//! compare-exchange built from the weak form, and `threadgroup_barrier`. The target and
//! operands of every atomic are the shared writer's ([`crate::textgen::atomics`]).
//!
//! Input: an atomic's target (`&buf[word]`, `&shared[i]`) and operands, or a barrier's
//! flags. Output: MSL statements and expressions.
//! Invariants: compare-exchange retries the weak form while it fails with the comparand still
//! seen, so it is as strong as HLSL's.

use super::writer::FnCx;
use crate::ir::{AtomicOp, BarrierFlags};
use crate::source::Span;

/// The Metal function of a read-modify-write atomic.
pub(super) fn rmw_function(op: AtomicOp) -> &'static str {
    match op {
        AtomicOp::Add => "atomic_fetch_add_explicit",
        AtomicOp::Sub => "atomic_fetch_sub_explicit",
        AtomicOp::And => "atomic_fetch_and_explicit",
        AtomicOp::Or => "atomic_fetch_or_explicit",
        AtomicOp::Xor => "atomic_fetch_xor_explicit",
        AtomicOp::Min => "atomic_fetch_min_explicit",
        AtomicOp::Max => "atomic_fetch_max_explicit",
        AtomicOp::Exchange => "atomic_exchange_explicit",
    }
}

impl FnCx<'_, '_> {
    /// A strong compare-exchange; returns the variable holding the old value.
    pub(super) fn compare_exchange(
        &mut self,
        target: &str,
        c: &str,
        v: &str,
        signed: bool,
    ) -> String {
        let et = if signed { "int" } else { "uint" };
        // The weak form may fail spuriously, leaving `old` equal to the comparand: retrying
        // then gives HLSL's strong compare-exchange. On a real failure `old` is the value seen.
        let old = self.fresh_tmp();
        self.line_fmt(format_args!("{et} {old} = {c};"));
        self.line_fmt(format_args!(
            "while (!atomic_compare_exchange_weak_explicit({target}, &{old}, {v}, memory_order_relaxed, memory_order_relaxed) && {old} == {c}) {{}}"
        ));
        old
    }

    pub(super) fn barrier(&mut self, flags: BarrierFlags, span: Span) {
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
