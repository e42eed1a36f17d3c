//! Wave and quad operations as WGSL subgroup built-in functions (WebGPU's `subgroups`
//! feature): `subgroupAdd`/`Mul`/`Min`/`Max`/`And`/`Or`/`Xor`, `subgroupExclusiveAdd`/`Mul`,
//! `subgroupBallot`, `subgroupAny`/`All`, `subgroupElect`, `subgroupShuffle`,
//! `subgroupBroadcastFirst`, `quadSwapX`/`Y`/`Diagonal`, `quadBroadcast`.
//!
//! Input: [`InstKind::Subgroup`](crate::ir::InstKind::Subgroup) instructions. Output: `let`
//! statements, and [`super::writer::Writer::uses_subgroups`] set so the module starts with
//! `enable subgroups;` and `diagnostic(off, subgroup_uniformity);` (HLSL does not require
//! wave operations in uniform control flow) where the dialect declares the extension
//! ([`super::WgslOptions::subgroups_extension`]; naga 30 rejects the directive).
//!
//! Rules: `WaveActiveAllEqual` compares with `subgroupBroadcastFirst`; the count-bits
//! functions add `u32(condition)`; WGSL's subgroup functions take no `bool`, so a bool value
//! travels as `u32` through shuffles, broadcasts and quad swaps. wgpu 30 (naga) has no
//! `subgroupElect`: in its dialect `WaveIsFirstLane` is `subgroupBroadcastFirst(lane) ==
//! lane` over the lane index input the lowering lists for such entry points. Vertex shaders
//! have no subgroup functions in WebGPU: OSH5202.
//! Products and prefix scans of 64-bit or other types WGSL lacks fail where the type is
//! written, like any other use of them.

use super::writer::FnCx;
use crate::ir::{BuiltIn, InstId, SubgroupArith, SubgroupOp, Value};
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
                    "The intrinsic '{}' is not available in a vertex shader in WGSL: WebGPU's \
                     subgroup functions exist only in compute and fragment shaders.",
                    op.hlsl_name()
                ),
            );
            return;
        }
        self.w.d.uses_subgroups = true;
        let vals: Vec<String> = args.iter().map(|a| self.val(*a, span)).collect();
        let x = vals.first().cloned().unwrap_or_default();
        let e = match op {
            SubgroupOp::Elect if self.w.d.options.subgroups_extension => {
                "subgroupElect()".to_string()
            }
            SubgroupOp::Elect => {
                let Some(lane) = self.lane_index() else {
                    self.w
                        .error(span, "internal: WaveIsFirstLane without a lane index input");
                    return;
                };
                format!("(subgroupBroadcastFirst({lane}) == {lane})")
            }
            SubgroupOp::Any => format!("subgroupAny({x})"),
            SubgroupOp::All => format!("subgroupAll({x})"),
            SubgroupOp::AllEqual => {
                let v = self.bool_as_uint(&x, args[0]);
                format!("subgroupAll({v} == subgroupBroadcastFirst({v}))")
            }
            SubgroupOp::Ballot => format!("subgroupBallot({x})"),
            SubgroupOp::CountTrue { prefix: false } => format!("subgroupAdd(u32({x}))"),
            SubgroupOp::CountTrue { prefix: true } => {
                format!("subgroupExclusiveAdd(u32({x}))")
            }
            SubgroupOp::Arith { op: a, prefix } => {
                let f = match (a, prefix) {
                    (SubgroupArith::Add, false) => "subgroupAdd",
                    (SubgroupArith::Mul, false) => "subgroupMul",
                    (SubgroupArith::Add, true) => "subgroupExclusiveAdd",
                    (SubgroupArith::Mul, true) => "subgroupExclusiveMul",
                    (SubgroupArith::Min, _) => "subgroupMin",
                    (SubgroupArith::Max, _) => "subgroupMax",
                    (SubgroupArith::And, _) => "subgroupAnd",
                    (SubgroupArith::Or, _) => "subgroupOr",
                    (SubgroupArith::Xor, _) => "subgroupXor",
                };
                format!("{f}({x})")
            }
            SubgroupOp::Shuffle => self.carried(args[0], ty, &x, |v| {
                format!("subgroupShuffle({v}, {})", vals[1])
            }),
            SubgroupOp::BroadcastFirst => {
                self.carried(args[0], ty, &x, |v| format!("subgroupBroadcastFirst({v})"))
            }
            SubgroupOp::QuadSwap { direction } => {
                let f = match direction {
                    0 => "quadSwapX",
                    1 => "quadSwapY",
                    _ => "quadSwapDiagonal",
                };
                self.carried(args[0], ty, &x, |v| format!("{f}({v})"))
            }
            SubgroupOp::QuadBroadcast => self.carried(args[0], ty, &x, |v| {
                format!("quadBroadcast({v}, {})", vals[1])
            }),
        };
        self.assign(i, &e);
    }

    /// The private variable of the entry point's lane index input.
    fn lane_index(&mut self) -> Option<String> {
        let g = self
            .w
            .entry
            .inputs
            .iter()
            .chain(&self.w.d.extra_inputs)
            .copied()
            .find(|g| {
                self.w.m.global(*g).and_then(|g| g.builtin)
                    == Some(BuiltIn::SubgroupLocalInvocationId)
            })?;
        Some(self.w.global_name(g))
    }
}
