//! Atomics and barriers.
//!
//! Input: `AtomicRmw`, `AtomicCompareExchange` and `Barrier` instructions. Output: WGSL
//! `atomic*` calls on the buffer word (`&buf[word]`) or groupshared element itself, with
//! bitcasts between the IR's int/uint and the declared atomic element type; compare-exchange
//! is made strong by retrying `atomicCompareExchangeWeak` until it succeeds or sees a
//! different value; barriers become `workgroupBarrier()`/`storageBarrier()`.
//! Invariants: signed min/max on a buffer use an `atomic<i32>` element type (the pre-pass
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
            self.w.error(span, "WGSL has no atomics on textures. Use a RWStructuredBuffer<uint> indexed by texel instead");
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
                    "The WGSL backend supports atomics on buffers and groupshared variables only",
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
            (false, true) => format!("bitcast<i32>({e})"),
            (true, false) => format!("bitcast<u32>({e})"),
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
            AtomicOp::Add => "atomicAdd",
            AtomicOp::Sub => "atomicSub",
            AtomicOp::And => "atomicAnd",
            AtomicOp::Or => "atomicOr",
            AtomicOp::Xor => "atomicXor",
            AtomicOp::Min => "atomicMin",
            AtomicOp::Max => "atomicMax",
            AtomicOp::Exchange => "atomicExchange",
        };
        let call = format!("{f}({target}, {arg})");
        if matches!(self.w.m.types.get(ty), Type::Void) {
            self.line_fmt(format_args!("_ = {call};"));
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
        let et = if elem_signed { "i32" } else { "u32" };
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
        if !matches!(self.w.m.types.get(ty), Type::Void) {
            let e = Self::as_sign(&old, elem_signed, self.signed(ty));
            self.assign(i, &e);
        }
    }

    pub fn barrier(&mut self, flags: BarrierFlags, span: Span) {
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
