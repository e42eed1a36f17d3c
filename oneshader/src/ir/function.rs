//! Functions, basic blocks, terminators and structured-control-flow markers.
//!
//! Input: filled by [`super::Builder`]. Output: read by the verifier, the printer, passes and
//! backends.
//! Invariants (checked by [`super::verify`]): `blocks[0]` is the entry block; every block that
//! is finished has exactly one terminator (a block whose terminator is still `None` is treated
//! as `Unreachable` by backends); every instruction of [`Function::insts`] appears in at most
//! one block; phis come first in their block; `Alloca`s are in the entry block.
//! Header blocks carry a [`Structure`]: a selection header ends in `CondBranch` or `Switch` and
//! names the merge block where the arms rejoin; a loop header ends in `Branch` and names the
//! merge (exit) block and the continue block (the one that branches back to the header).

use super::instr::{Inst, InstId, InstKind, Value};
use crate::source::Span;
use crate::types::TypeId;

/// Handle of a [`Block`] in [`Function::blocks`] (`bb0` is the entry block).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Source name (dump comment only).
    pub name: String,
    pub ty: TypeId,
}

/// What kind of construct a header block starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructureKind {
    /// `if`/`switch`: ends in `CondBranch` or `Switch`.
    Selection,
    /// `for`/`while`/`do`: ends in `Branch`; `continue_block` is set.
    Loop,
}

/// `[unroll]`, `[loop]`, `[flatten]`, `[branch]` on a construct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ControlHint {
    #[default]
    None,
    /// `[unroll]` or `[unroll(n)]`.
    Unroll(Option<u32>),
    /// `[loop]` / `[fastopt]`.
    DontUnroll,
    /// `[flatten]`.
    Flatten,
    /// `[branch]`.
    DontFlatten,
}

impl ControlHint {
    /// The dump spelling (`None` for no hint).
    pub fn name(self) -> Option<String> {
        match self {
            ControlHint::None => None,
            ControlHint::Unroll(None) => Some("unroll".into()),
            ControlHint::Unroll(Some(n)) => Some(format!("unroll({n})")),
            ControlHint::DontUnroll => Some("dontunroll".into()),
            ControlHint::Flatten => Some("flatten".into()),
            ControlHint::DontFlatten => Some("dontflatten".into()),
        }
    }
}

/// Structured-control-flow markers on a header block (SPIR-V's merge instructions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Structure {
    pub kind: StructureKind,
    /// Where the construct's paths rejoin (the loop exit for loops).
    pub merge: BlockId,
    /// For loops: the block that branches back to the header.
    pub continue_block: Option<BlockId>,
    pub hint: ControlHint,
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    Branch(BlockId),
    CondBranch {
        cond: Value,
        on_true: BlockId,
        on_false: BlockId,
    },
    /// `selector` is a 32-bit `int` or `uint`; each case literal is its 32-bit pattern.
    Switch {
        selector: Value,
        default: BlockId,
        cases: Vec<(u32, BlockId)>,
    },
    Return(Option<Value>),
    /// `discard`: ends the invocation (pixel shaders only).
    Kill,
    Unreachable,
}

impl Terminator {
    /// The successor blocks, in order (duplicates kept).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Branch(b) => vec![*b],
            Terminator::CondBranch {
                on_true, on_false, ..
            } => vec![*on_true, *on_false],
            Terminator::Switch { default, cases, .. } => {
                let mut v = vec![*default];
                v.extend(cases.iter().map(|(_, b)| *b));
                v
            }
            Terminator::Return(_) | Terminator::Kill | Terminator::Unreachable => vec![],
        }
    }
    /// The operand values.
    pub fn operands(&self) -> Vec<Value> {
        match self {
            Terminator::CondBranch { cond, .. } => vec![*cond],
            Terminator::Switch { selector, .. } => vec![*selector],
            Terminator::Return(Some(v)) => vec![*v],
            _ => vec![],
        }
    }
}

/// A basic block: instructions, then one terminator.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    /// A hint such as `for.header` (dump comment only).
    pub name: Option<String>,
    pub instrs: Vec<InstId>,
    /// `None` while being built; backends treat a missing terminator as `Unreachable`.
    pub terminator: Option<Terminator>,
    pub terminator_span: Span,
    pub structure: Option<Structure>,
}

/// A function: parameters, return type, blocks and the arena of its instructions.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub return_type: TypeId,
    pub blocks: Vec<Block>,
    /// Every instruction created for this function, indexed by [`InstId`]; the order of
    /// execution is the blocks' `instrs` lists (an instruction in no block is dead).
    pub insts: Vec<Inst>,
    pub span: Span,
    /// `[noinline]`: the optimizer keeps calls of it as calls (SPIR-V `DontInline`).
    pub dont_inline: bool,
    /// `[[vk::ext_decorate]]` on the function: decorations of its SPIR-V `OpFunction`.
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
}

impl Function {
    pub fn new(name: String, params: Vec<Param>, return_type: TypeId, span: Span) -> Self {
        Function {
            name,
            params,
            return_type,
            blocks: Vec::new(),
            insts: Vec::new(),
            span,
            dont_inline: false,
            spirv_decorations: Vec::new(),
        }
    }
    pub fn block(&self, id: BlockId) -> Option<&Block> {
        self.blocks.get(id.0 as usize)
    }
    pub fn block_mut(&mut self, id: BlockId) -> Option<&mut Block> {
        self.blocks.get_mut(id.0 as usize)
    }
    pub fn inst(&self, id: InstId) -> Option<&Inst> {
        self.insts.get(id.0 as usize)
    }
    pub fn inst_mut(&mut self, id: InstId) -> Option<&mut Inst> {
        self.insts.get_mut(id.0 as usize)
    }
    /// Block handles in order.
    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> {
        (0..self.blocks.len() as u32).map(BlockId)
    }
    /// What a pointer points into, through access chains: a global, an `Alloca`'s result, or
    /// whatever else the chain starts from. `None` for a chain that does not end (an invalid
    /// module; chains nest at most as deep as the function has instructions).
    pub fn pointer_root(&self, mut pointer: Value) -> Option<Value> {
        for _ in 0..=self.insts.len() {
            match pointer {
                Value::Inst(id) => match &self.inst(id)?.kind {
                    InstKind::AccessChain { base, .. } => pointer = *base,
                    _ => return Some(pointer),
                },
                other => return Some(other),
            }
        }
        None
    }
}
