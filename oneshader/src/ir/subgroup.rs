//! Wave (subgroup) and quad operations: the [`SubgroupOp`] opcodes of
//! [`super::InstKind::Subgroup`] and the Vulkan subgroup operation classes an entry point needs.
//!
//! Input: the lowering builds `Subgroup` instructions; the lane index and count are not
//! instructions but loads of the `SubgroupLocalInvocationId` / `SubgroupSize` built-in inputs.
//! Output: [`entry_subgroup_operations_in`] gives the [`subgroup_operations`] bits of one entry
//! point (reflection's `EntryPointInfo::subgroup_operations`); the SPIR-V backend declares its
//! `GroupNonUniform*` capabilities from the same bits, so the two cannot disagree.
//!
//! Typing rules (checked by the verifier; scope is always the subgroup):
//!
//! | op | operands | result |
//! |---|---|---|
//! | `Elect` | none | `bool` |
//! | `Any`, `All` | `bool` | `bool` |
//! | `AllEqual` | a scalar | `bool` (the lowering splits vectors per component) |
//! | `Ballot` | `bool` | `uint4` |
//! | `CountTrue { prefix }` | `bool` | `uint` |
//! | `Arith { op, prefix }` | a number or vector of numbers (integers for the bit ops) | its type |
//! | `Shuffle` | value, `uint` lane | the value's type |
//! | `BroadcastFirst` | value | the value's type |
//! | `QuadSwap { direction }` | value | the value's type |
//! | `QuadBroadcast` | value, constant `uint` lane (0..=3) | the value's type |
//!
//! Invariant: every subgroup instruction is *convergent*: which lanes take part depends on the
//! control flow it sits in, so no pass may move one across a branch or merge, duplicate it into
//! both arms of a branch, or evaluate it speculatively. The lowering never turns a `?:` or
//! `&&`/`||` containing one into a `Select` ([`SubgroupOp`] calls are not pure).

use super::features::live_blocks;
use super::reach::Reach;
use super::{BuiltIn, InstKind, Module};

/// Vulkan's `VkSubgroupFeatureFlagBits`: the classes of subgroup operations a device reports in
/// `subgroupSupportedOperations`. Reflection's `EntryPointInfo::subgroup_operations`.
pub mod subgroup_operations {
    /// The lane index and count, `WaveIsFirstLane`. SPIR-V `GroupNonUniform`.
    pub const BASIC: u32 = 0x1;
    /// `WaveActiveAnyTrue`/`AllTrue`/`AllEqual`. `GroupNonUniformVote`.
    pub const VOTE: u32 = 0x2;
    /// The reductions and prefix scans. `GroupNonUniformArithmetic`.
    pub const ARITHMETIC: u32 = 0x4;
    /// `WaveActiveBallot`, the count-bits functions, `WaveReadLaneFirst`.
    /// `GroupNonUniformBallot`.
    pub const BALLOT: u32 = 0x8;
    /// `WaveReadLaneAt`. `GroupNonUniformShuffle`.
    pub const SHUFFLE: u32 = 0x10;
    /// `QuadReadAcross*`, `QuadReadLaneAt`, `QuadAny`/`QuadAll`. `GroupNonUniformQuad`.
    pub const QUAD: u32 = 0x80;
}

/// The arithmetic of a reduction or prefix scan. Signed/unsigned/float forms come from the
/// operand type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SubgroupArith {
    Add,
    Mul,
    Min,
    Max,
    /// Integers only, like `Or` and `Xor`.
    And,
    Or,
    Xor,
}

impl SubgroupArith {
    pub fn name(self) -> &'static str {
        match self {
            SubgroupArith::Add => "add",
            SubgroupArith::Mul => "mul",
            SubgroupArith::Min => "min",
            SubgroupArith::Max => "max",
            SubgroupArith::And => "and",
            SubgroupArith::Or => "or",
            SubgroupArith::Xor => "xor",
        }
    }
}

/// A wave or quad operation; operands and results in the module docs' table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SubgroupOp {
    /// `WaveIsFirstLane()`.
    Elect,
    /// `WaveActiveAnyTrue(b)`.
    Any,
    /// `WaveActiveAllTrue(b)`.
    All,
    /// `WaveActiveAllEqual(x)` on one scalar.
    AllEqual,
    /// `WaveActiveBallot(b)`: one bit per lane, lane 0 in bit 0 of `.x`.
    Ballot,
    /// `WaveActiveCountBits(b)` (all active lanes) or `WavePrefixCountBits(b)` (the active lanes
    /// below this one, `prefix`).
    CountTrue { prefix: bool },
    /// `WaveActive<Op>(x)` (a reduction over the active lanes) or `WavePrefix<Op>(x)` (an
    /// exclusive scan, `prefix`).
    Arith { op: SubgroupArith, prefix: bool },
    /// `WaveReadLaneAt(x, lane)`.
    Shuffle,
    /// `WaveReadLaneFirst(x)`.
    BroadcastFirst,
    /// `QuadReadAcrossX` (0), `QuadReadAcrossY` (1), `QuadReadAcrossDiagonal` (2).
    QuadSwap { direction: u32 },
    /// `QuadReadLaneAt(x, lane)`, `lane` a constant 0..=3.
    QuadBroadcast,
}

impl SubgroupOp {
    /// The HLSL intrinsic the op comes from, for messages.
    pub fn hlsl_name(self) -> &'static str {
        use SubgroupArith as A;
        match self {
            SubgroupOp::Elect => "WaveIsFirstLane",
            SubgroupOp::Any => "WaveActiveAnyTrue",
            SubgroupOp::All => "WaveActiveAllTrue",
            SubgroupOp::AllEqual => "WaveActiveAllEqual",
            SubgroupOp::Ballot => "WaveActiveBallot",
            SubgroupOp::CountTrue { prefix: false } => "WaveActiveCountBits",
            SubgroupOp::CountTrue { prefix: true } => "WavePrefixCountBits",
            SubgroupOp::Arith { op, prefix } => match (op, prefix) {
                (A::Add, false) => "WaveActiveSum",
                (A::Mul, false) => "WaveActiveProduct",
                (A::Min, _) => "WaveActiveMin",
                (A::Max, _) => "WaveActiveMax",
                (A::And, _) => "WaveActiveBitAnd",
                (A::Or, _) => "WaveActiveBitOr",
                (A::Xor, _) => "WaveActiveBitXor",
                (A::Add, true) => "WavePrefixSum",
                (A::Mul, true) => "WavePrefixProduct",
            },
            SubgroupOp::Shuffle => "WaveReadLaneAt",
            SubgroupOp::BroadcastFirst => "WaveReadLaneFirst",
            SubgroupOp::QuadSwap { direction: 0 } => "QuadReadAcrossX",
            SubgroupOp::QuadSwap { direction: 1 } => "QuadReadAcrossY",
            SubgroupOp::QuadSwap { .. } => "QuadReadAcrossDiagonal",
            SubgroupOp::QuadBroadcast => "QuadReadLaneAt",
        }
    }

    /// The dump spelling.
    pub fn name(self) -> String {
        match self {
            SubgroupOp::Elect => "elect".into(),
            SubgroupOp::Any => "any".into(),
            SubgroupOp::All => "all".into(),
            SubgroupOp::AllEqual => "all_equal".into(),
            SubgroupOp::Ballot => "ballot".into(),
            SubgroupOp::CountTrue { prefix: false } => "count".into(),
            SubgroupOp::CountTrue { prefix: true } => "prefix_count".into(),
            SubgroupOp::Arith { op, prefix: false } => format!("reduce_{}", op.name()),
            SubgroupOp::Arith { op, prefix: true } => format!("prefix_{}", op.name()),
            SubgroupOp::Shuffle => "shuffle".into(),
            SubgroupOp::BroadcastFirst => "broadcast_first".into(),
            SubgroupOp::QuadSwap { direction } => format!("quad_swap{direction}"),
            SubgroupOp::QuadBroadcast => "quad_broadcast".into(),
        }
    }

    /// How many operands the op takes.
    pub fn arity(self) -> usize {
        match self {
            SubgroupOp::Elect => 0,
            SubgroupOp::Shuffle | SubgroupOp::QuadBroadcast => 2,
            _ => 1,
        }
    }

    /// The [`subgroup_operations`] class the op belongs to (Basic is implied by all).
    pub fn class(self) -> u32 {
        use subgroup_operations::*;
        match self {
            SubgroupOp::Elect => BASIC,
            SubgroupOp::Any | SubgroupOp::All | SubgroupOp::AllEqual => VOTE,
            SubgroupOp::Ballot | SubgroupOp::CountTrue { .. } | SubgroupOp::BroadcastFirst => {
                BALLOT
            }
            SubgroupOp::Arith { .. } => ARITHMETIC,
            SubgroupOp::Shuffle => SHUFFLE,
            SubgroupOp::QuadSwap { .. } | SubgroupOp::QuadBroadcast => QUAD,
        }
    }
}

/// Whether any instruction of `func` elects a lane (`WaveIsFirstLane`), reachable or not.
pub fn elects(func: &super::Function) -> bool {
    func.insts.iter().any(|inst| {
        matches!(
            inst.kind,
            InstKind::Subgroup {
                op: SubgroupOp::Elect,
                ..
            }
        )
    })
}

/// The [`subgroup_operations`] bits of the entry point whose reach is `reach`: the class of
/// every subgroup instruction in a reached function, and `BASIC` for any of them or for a
/// reached lane index or count built-in. Zero when the entry point uses no wave operation.
pub fn entry_subgroup_operations_in(m: &Module, reach: &Reach) -> u32 {
    let mut bits = 0;
    for g in reach.globals.iter().filter_map(|g| m.global(*g)) {
        if matches!(
            g.builtin,
            Some(BuiltIn::SubgroupSize | BuiltIn::SubgroupLocalInvocationId)
        ) {
            bits |= subgroup_operations::BASIC;
        }
    }
    for func in reach.functions.iter().filter_map(|f| m.function(*f)) {
        // Only blocks the backends emit count, as for the device features.
        for block in live_blocks(func).into_iter().filter_map(|b| func.block(b)) {
            for inst in block.instrs.iter().filter_map(|i| func.inst(*i)) {
                if let InstKind::Subgroup { op, .. } = inst.kind {
                    bits |= op.class() | subgroup_operations::BASIC;
                }
            }
        }
    }
    bits
}
