//! The intermediate representation: typed SSA with structured control flow.
//!
//! One IR sits between the front end and every backend. The lowering (HIR -> IR) builds a
//! [`Module`] with a [`Builder`]; [`verify`] checks it (after lowering and after every pass of
//! `crate::opt`), [`print`] dumps it as stable text (the IR snapshots under
//! `oneshader/tests/snapshots/ir/`), [`analysis`] computes once per entry point what it reaches
//! and needs, and the backends (`crate::spirv`, `crate::wgsl`) translate it.
//!
//! # Shape
//!
//! - **Values are SSA.** Each instruction defines at most one value ([`Value::Inst`]); operands
//!   are [`Value`]s: interned constants, function arguments, globals (pointers), instruction
//!   results or `undef`. Each HLSL local is an `Alloca` in the entry block accessed with
//!   `Load`/`Store`; `Phi` exists for `&&`, `||`, `?:` with side effects and for later
//!   promotion passes. Backends accept both forms.
//! - **Control flow is a CFG that keeps its structure.** A [`Block`] ends in exactly one
//!   [`Terminator`]. Header blocks carry a [`Structure`] with the merge (and, for loops,
//!   continue) block and a [`ControlHint`], exactly what SPIR-V's `OpSelectionMerge` /
//!   `OpLoopMerge` need. `continue` branches to the continue block, `break` to the merge block
//!   of the innermost loop or switch.
//! - **Addressing is logical.** Pointers come only from `Alloca`, globals and `AccessChain`;
//!   there is no pointer arithmetic and no pointer to pointer.
//! - **Types are the front end's** ([`crate::types`]): the module owns the [`TypeArena`].
//!   Matrices are in HLSL terms (`floatRxC` has R rows; `m[i]` is row `i`; matrix constants
//!   are composites of rows).
//!
//! # Module layout
//!
//! Specialization constants (`[[vk::constant_id]]`) are listed in [`Module::spec_constants`]
//! and used as [`Value::SpecConstant`] operands; they are never folded.
//!
//! [`Module`] holds constants, globals, functions and entry points in source order. Resources
//! are globals (see [`Global`] for each kind). An [`EntryPoint`] names a no-parameter `void`
//! wrapper function over `Input`/`Output` globals; the lowering wraps the HLSL entry function
//! (renamed `<name>_body`) that takes and returns structs.
//!
//! # Opcode conventions
//!
//! See [`instr`]: one [`InstKind`] enum for all opcodes, component-wise arithmetic typed by
//! its operands, the texture operand table on [`TextureOp`], atomics, barriers, and how byte
//! address buffers are accessed (an `AccessChain` to a `uint` word + `Load`/`Store`; there is
//! no separate byte-address opcode).
//!
//! # Dump format
//!
//! ```text
//! func @f(%arg0: int) -> int {
//! bb0: ; (entry)
//!   %0 = alloca : ptr<function, int> ; sum
//!   store %0, 0:int
//!   br bb1
//! ...
//! ```
//! Values are numbered in print order per function, blocks by position; source names appear
//! only in `;` comments. See [`print()`].

pub mod analysis;
pub mod builder;
pub mod cfg;
pub mod features;
pub mod function;
pub mod instr;
pub mod module;
pub mod precise;
pub mod print;
pub mod reach;
pub mod subgroup;
pub mod typing;
pub mod verify;

pub use crate::types::ray_query::{RayQueryOp, RayQueryValue};
pub use builder::Builder;
pub use function::{
    Block, BlockId, ControlHint, Function, Param, Structure, StructureKind, Terminator,
};
pub use instr::{
    AtomicOp, BarrierFlags, BinaryOp, Inst, InstId, InstKind, IntrinsicOp, TextureOp, UnaryOp,
    Value,
};
pub use module::{
    BuiltIn, ConservativeDepth, ConstId, ConstPool, ConstValue, Constant, EntryPoint, FuncId,
    Global, GlobalId, Module, ResourceBinding, SpecConstId, SpecConstant,
};
pub use print::print;
pub use subgroup::{SubgroupArith, SubgroupOp};
pub use verify::verify;

#[cfg(test)]
pub(crate) mod tests;
