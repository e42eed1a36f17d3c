//! Wave and quad operations as `OpGroupNonUniform*` instructions with `Subgroup` scope, as
//! DXC emits them (its `docs/SPIR-V.rst`, "Shader Model 6.0+ Wave Intrinsics"): the count-bits
//! functions are `OpGroupNonUniformBallotBitCount` (`Reduce` / `ExclusiveScan`) of a ballot,
//! the prefix functions exclusive scans, `WaveReadLaneAt` `OpGroupNonUniformShuffle`, the quad
//! reads `OpGroupNonUniformQuadSwap` / `OpGroupNonUniformQuadBroadcast`.
//!
//! Input: [`InstKind::Subgroup`](crate::ir::InstKind::Subgroup) instructions and the entry
//! point's [`subgroup_operations`] bits. Output: the instructions, and the capabilities of the
//! bits ([`Emitter::require_subgroups`]), the only place they are declared.

use super::writer::Emitter;
use crate::ir::subgroup::subgroup_operations;
use crate::ir::{InstId, SubgroupArith, SubgroupOp, Value};
use crate::source::Span;
use crate::types::{ScalarKind, TypeId};
use spirv::{Capability, GroupOperation, Op};

/// The capability of each [`subgroup_operations`] bit.
const CAPABILITIES: [(u32, Capability); 6] = [
    (subgroup_operations::BASIC, Capability::GroupNonUniform),
    (subgroup_operations::VOTE, Capability::GroupNonUniformVote),
    (
        subgroup_operations::ARITHMETIC,
        Capability::GroupNonUniformArithmetic,
    ),
    (
        subgroup_operations::BALLOT,
        Capability::GroupNonUniformBallot,
    ),
    (
        subgroup_operations::SHUFFLE,
        Capability::GroupNonUniformShuffle,
    ),
    (subgroup_operations::QUAD, Capability::GroupNonUniformQuad),
];

impl<'m> Emitter<'m> {
    /// Declares the capabilities of the entry point's subgroup operation classes.
    pub fn require_subgroups(&mut self, bits: u32) {
        for (bit, capability) in CAPABILITIES {
            if bits & bit != 0 {
                self.capability(capability);
            }
        }
    }

    pub fn emit_subgroup(
        &mut self,
        id: InstId,
        op: SubgroupOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        if args.len() != op.arity() {
            self.error(
                span,
                format!("internal: subgroup {} operand count", op.name()),
            );
            return;
        }
        if self.opts.env.spirv_version() < (1, 3) {
            self.error(
                span,
                "Wave and quad operations need SPIR-V 1.3: use -fspv-target-env=vulkan1.1 or newer.",
            );
            return;
        }
        let ids: Vec<u32> = args.iter().map(|a| self.value(*a, span)).collect();
        let t = self.reg_type(ty, span);
        let scope = self.const_u32(spirv::Scope::Subgroup as u32);
        let r = self.result_id(id);
        let value = ids.first().copied().unwrap_or(0);
        match op {
            SubgroupOp::Elect => {
                self.code_r(Op::GroupNonUniformElect, t, r, &[scope]);
            }
            SubgroupOp::Any => {
                self.code_r(Op::GroupNonUniformAny, t, r, &[scope, value]);
            }
            SubgroupOp::All => {
                self.code_r(Op::GroupNonUniformAll, t, r, &[scope, value]);
            }
            SubgroupOp::AllEqual => {
                self.code_r(Op::GroupNonUniformAllEqual, t, r, &[scope, value]);
            }
            SubgroupOp::Ballot => {
                self.code_r(Op::GroupNonUniformBallot, t, r, &[scope, value]);
            }
            SubgroupOp::CountTrue { prefix } => {
                let v4 = self.vec_ty(crate::types::Scalar::UINT, 4);
                let ballot = self.code_new(Op::GroupNonUniformBallot, v4, &[scope, value]);
                let group = if prefix {
                    GroupOperation::ExclusiveScan
                } else {
                    GroupOperation::Reduce
                };
                self.code_r(
                    Op::GroupNonUniformBallotBitCount,
                    t,
                    r,
                    &[scope, group as u32, ballot],
                );
            }
            SubgroupOp::Arith { op: a, prefix } => {
                let Some(opcode) = self.arith_opcode(a, ty) else {
                    self.error(
                        span,
                        format!("internal: subgroup {} on this type", op.name()),
                    );
                    return;
                };
                let group = if prefix {
                    GroupOperation::ExclusiveScan
                } else {
                    GroupOperation::Reduce
                };
                self.code_r(opcode, t, r, &[scope, group as u32, value]);
            }
            SubgroupOp::Shuffle => {
                self.code_r(Op::GroupNonUniformShuffle, t, r, &[scope, value, ids[1]]);
            }
            SubgroupOp::BroadcastFirst => {
                self.code_r(Op::GroupNonUniformBroadcastFirst, t, r, &[scope, value]);
            }
            SubgroupOp::QuadSwap { direction } => {
                let d = self.const_u32(direction);
                self.code_r(Op::GroupNonUniformQuadSwap, t, r, &[scope, value, d]);
            }
            SubgroupOp::QuadBroadcast => {
                self.code_r(
                    Op::GroupNonUniformQuadBroadcast,
                    t,
                    r,
                    &[scope, value, ids[1]],
                );
            }
        }
    }

    /// The `OpGroupNonUniform*` opcode of `a` on values of type `ty`.
    fn arith_opcode(&self, a: SubgroupArith, ty: TypeId) -> Option<Op> {
        let s = self.m.types.scalar_of(ty)?;
        let float = s.is_float();
        let signed = s.kind == ScalarKind::Int;
        Some(match a {
            SubgroupArith::Add if float => Op::GroupNonUniformFAdd,
            SubgroupArith::Add => Op::GroupNonUniformIAdd,
            SubgroupArith::Mul if float => Op::GroupNonUniformFMul,
            SubgroupArith::Mul => Op::GroupNonUniformIMul,
            SubgroupArith::Min if float => Op::GroupNonUniformFMin,
            SubgroupArith::Min if signed => Op::GroupNonUniformSMin,
            SubgroupArith::Min => Op::GroupNonUniformUMin,
            SubgroupArith::Max if float => Op::GroupNonUniformFMax,
            SubgroupArith::Max if signed => Op::GroupNonUniformSMax,
            SubgroupArith::Max => Op::GroupNonUniformUMax,
            _ if float => return None,
            SubgroupArith::And => Op::GroupNonUniformBitwiseAnd,
            SubgroupArith::Or => Op::GroupNonUniformBitwiseOr,
            SubgroupArith::Xor => Op::GroupNonUniformBitwiseXor,
        })
    }
}
