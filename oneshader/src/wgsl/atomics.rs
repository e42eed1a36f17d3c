//! WGSL's atomics and barriers: the `atomic*` built-ins, the strong compare-exchange built
//! from `atomicCompareExchangeWeak`, and `workgroupBarrier()`/`storageBarrier()`. The target
//! and operands of every atomic are the shared writer's ([`crate::textgen::atomics`]).
//!
//! Input: an atomic's target (`&buf[word]`, `&shared[i]`) and operands, or a barrier's
//! flags. Output: WGSL statements and expressions.
//! Invariants: compare-exchange retries `atomicCompareExchangeWeak` until it succeeds or sees
//! a different value, so it is as strong as HLSL's.

use super::writer::FnCx;
use crate::ir::{AtomicOp, BarrierFlags};
use crate::source::Span;

/// The WGSL built-in of a read-modify-write atomic.
pub(super) fn rmw_function(op: AtomicOp) -> &'static str {
    match op {
        AtomicOp::Add => "atomicAdd",
        AtomicOp::Sub => "atomicSub",
        AtomicOp::And => "atomicAnd",
        AtomicOp::Or => "atomicOr",
        AtomicOp::Xor => "atomicXor",
        AtomicOp::Min => "atomicMin",
        AtomicOp::Max => "atomicMax",
        AtomicOp::Exchange => "atomicExchange",
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
        let et = if signed { "i32" } else { "u32" };
        // atomicCompareExchangeWeak may fail spuriously only when the values are equal:
        // retrying then gives HLSL's strong compare-exchange.
        let old = self.fresh_tmp();
        let cmp = self.fresh_tmp();
        self.line_fmt(format_args!("var {old}: {et};"));
        self.line_fmt(format_args!("let {cmp} = {c};"));
        self.line("loop {");
        self.indent += 1;
        self.line_fmt(format_args!(
            "let r = atomicCompareExchangeWeak({target}, {cmp}, {v});"
        ));
        self.line_fmt(format_args!(
            "if r.exchanged || r.old_value != {cmp} {{ {old} = r.old_value; break; }}"
        ));
        self.indent -= 1;
        self.line("}");
        old
    }

    pub(super) fn barrier(&mut self, flags: BarrierFlags, span: Span) {
        if self.w.entry.stage != crate::target::Stage::Compute {
            self.w.error(
                span,
                "WGSL has barriers only in compute shaders. Remove the barrier",
            );
            return;
        }
        if flags.contains(BarrierFlags::DEVICE_MEMORY) {
            self.line("storageBarrier();");
        }
        self.line("workgroupBarrier();");
    }
}
