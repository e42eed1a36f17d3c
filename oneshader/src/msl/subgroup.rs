//! Wave and quad operations as Metal SIMD-group and quad-group functions (MSL 2.1 and later),
//! as the spec's MSL page maps them: `simd_sum`/`product`/`min`/`max`/`and`/`or`/`xor`,
//! `simd_prefix_exclusive_sum`/`product`, `simd_any`/`all`, `simd_ballot`, `simd_is_first`,
//! `simd_shuffle` (`WaveReadLaneAt`), `simd_broadcast_first`, `quad_shuffle_xor`
//! (`QuadReadAcross*`) and `quad_shuffle` (`QuadReadLaneAt`). The lane index and count are
//! entry arguments (`io.rs`), not instructions.
//!
//! Input: [`InstKind::Subgroup`](crate::ir::InstKind::Subgroup) instructions. Output: their
//! expressions, or OSH5102 in vertex functions, which have no SIMD-group functions.
//!
//! Rules: `WaveActiveAllEqual` compares with `simd_broadcast_first`; the count-bits functions
//! sum or scan `uint(condition)`; the 64-bit `simd_vote` of a ballot is split into the low two
//! words of HLSL's `uint4`; a bool travels through shuffles, broadcasts and quad swaps as
//! `uint` (Metal's SIMD-group functions take numbers), as in the WGSL backend; lane arguments
//! are `ushort`, as Metal declares them.

use super::writer::FnCx;
use crate::ir::{InstId, SubgroupArith, SubgroupOp, Value};
use crate::source::Span;
use crate::target::Stage;
use crate::types::TypeId;

impl FnCx<'_, '_> {
    pub(super) fn emit_subgroup(
        &mut self,
        i: InstId,
        op: SubgroupOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        if self.w.entry.stage == Stage::Vertex {
            self.w.error(
                span,
                format!(
                    "The intrinsic '{}' is not available in a vertex shader in MSL: Metal's \
                     SIMD-group functions exist only in kernel and fragment functions.",
                    op.hlsl_name()
                ),
            );
            return;
        }
        let vals: Vec<String> = args.iter().map(|a| self.val(*a, span)).collect();
        let x = vals.first().cloned().unwrap_or_default();
        let e = match op {
            SubgroupOp::Elect => "simd_is_first()".to_string(),
            SubgroupOp::Any => format!("simd_any({x})"),
            SubgroupOp::All => format!("simd_all({x})"),
            SubgroupOp::AllEqual => {
                let v = self.bool_as_uint(&x, args[0]);
                format!("simd_all({v} == simd_broadcast_first({v}))")
            }
            SubgroupOp::Ballot => {
                format!("uint4(as_type<uint2>(static_cast<ulong>(simd_ballot({x}))), 0u, 0u)")
            }
            SubgroupOp::CountTrue { prefix: false } => format!("simd_sum(uint({x}))"),
            SubgroupOp::CountTrue { prefix: true } => {
                format!("simd_prefix_exclusive_sum(uint({x}))")
            }
            SubgroupOp::Arith { op: a, prefix } => {
                let f = match (a, prefix) {
                    (SubgroupArith::Add, false) => "simd_sum",
                    (SubgroupArith::Mul, false) => "simd_product",
                    (SubgroupArith::Add, true) => "simd_prefix_exclusive_sum",
                    (SubgroupArith::Mul, true) => "simd_prefix_exclusive_product",
                    (SubgroupArith::Min, _) => "simd_min",
                    (SubgroupArith::Max, _) => "simd_max",
                    (SubgroupArith::And, _) => "simd_and",
                    (SubgroupArith::Or, _) => "simd_or",
                    (SubgroupArith::Xor, _) => "simd_xor",
                };
                format!("{f}({x})")
            }
            SubgroupOp::Shuffle => self.carried(args[0], ty, &x, |v| {
                format!("simd_shuffle({v}, ushort({}))", vals[1])
            }),
            SubgroupOp::BroadcastFirst => {
                self.carried(args[0], ty, &x, |v| format!("simd_broadcast_first({v})"))
            }
            SubgroupOp::QuadSwap { direction } => {
                // Lane i of a quad is (x, y) = (i & 1, i >> 1): across X flips bit 0, across Y
                // bit 1, the diagonal both.
                let mask = match direction {
                    0 => 1,
                    1 => 2,
                    _ => 3,
                };
                self.carried(args[0], ty, &x, |v| {
                    format!("quad_shuffle_xor({v}, ushort({mask}))")
                })
            }
            SubgroupOp::QuadBroadcast => self.carried(args[0], ty, &x, |v| {
                format!("quad_shuffle({v}, ushort({}))", vals[1])
            }),
        };
        self.assign(i, &e);
    }
}
