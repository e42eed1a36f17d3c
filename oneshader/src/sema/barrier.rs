//! Shader Model 6.8's `Barrier(memoryTypeFlags, semanticFlags)` and
//! `Barrier(uavResource, semanticFlags)`, with the flag constants HLSL predeclares.
//!
//! Input: the call's AST arguments. Output: HIR [`Intrinsic::Barrier`] with both flag sets
//! folded (lowering writes no instruction when both are zero, as DXC). Invariants, as DXC's
//! `DiagnoseReachableBarrier` checks them: both arguments are integer constants within their
//! valid masks; `DEVICE_SCOPE` needs UAV memory and `GROUP_SCOPE` some memory; group memory,
//! `GROUP_SYNC` and `GROUP_SCOPE` need a thread group (compute shaders: a per-entry stage
//! check, [`StageOp::GroupBarrierFlags`]), except that `ALL_MEMORY` keeps only what the stage
//! has; node memory needs a node shader, which this compiler has not, so `ALL_MEMORY` drops it
//! and an explicit node flag is an error. A UAV resource as the first argument means UAV
//! memory.

use super::check::{Checker, StageOp};
use super::hir::{ExprId, ExprKind, Intrinsic};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::target::ShaderModel;
use crate::types::{Access, ResourceType, StructuredKind, Type};

/// `MEMORY_TYPE_FLAG` values.
pub const UAV_MEMORY: u8 = 0x1;
pub const GROUP_SHARED_MEMORY: u8 = 0x2;
pub const NODE_INPUT_MEMORY: u8 = 0x4;
pub const NODE_OUTPUT_MEMORY: u8 = 0x8;
pub const ALL_MEMORY: u8 = 0xF;
/// `BARRIER_SEMANTIC_FLAG` values.
pub const GROUP_SYNC: u8 = 0x1;
pub const GROUP_SCOPE: u8 = 0x2;
pub const DEVICE_SCOPE: u8 = 0x4;
const SEMANTIC_MASK: u8 = 0x7;

/// The flag constants HLSL declares for `Barrier` (as `uint`s).
pub(super) fn barrier_constant(name: &str) -> Option<u64> {
    Some(u64::from(match name {
        "UAV_MEMORY" => UAV_MEMORY,
        "GROUP_SHARED_MEMORY" => GROUP_SHARED_MEMORY,
        "NODE_INPUT_MEMORY" => NODE_INPUT_MEMORY,
        "NODE_OUTPUT_MEMORY" => NODE_OUTPUT_MEMORY,
        "ALL_MEMORY" => ALL_MEMORY,
        "GROUP_SYNC" => GROUP_SYNC,
        "GROUP_SCOPE" => GROUP_SCOPE,
        "DEVICE_SCOPE" => DEVICE_SCOPE,
        _ => return None,
    }))
}

/// Whether a resource is a UAV (read-write), the resources `Barrier` accepts in place of flags.
fn is_uav(r: ResourceType) -> bool {
    match r {
        ResourceType::Texture { access, .. }
        | ResourceType::TypedBuffer { access, .. }
        | ResourceType::ByteAddressBuffer { access } => access == Access::ReadWrite,
        ResourceType::StructuredBuffer { kind, .. } => kind != StructuredKind::ReadOnly,
        _ => false,
    }
}

impl Checker<'_> {
    pub(super) fn barrier_call(&mut self, args: &[ast::ExprId], span: Span) -> ExprId {
        if args.len() != 2 {
            for &a in args {
                self.check_expr(a);
            }
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                format!(
                    "'Barrier' takes two arguments, (memoryTypeFlags, semanticFlags) or \
                     (uavResource, semanticFlags), not {}.",
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        if self.options.shader_model < (ShaderModel { major: 6, minor: 8 }) {
            self.diags.error(
                Code::UNSUPPORTED,
                span,
                format!(
                    "'Barrier' needs shader model 6.8, and this compile is for {}. Compile with \
                     a 6.8 profile (-T cs_6_8, ps_6_8, vs_6_8), or use \
                     GroupMemoryBarrierWithGroupSync, DeviceMemoryBarrier and the other \
                     barriers of earlier models.",
                    self.options.shader_model
                ),
            );
            return self.error_expr(span);
        }
        let memory = self.barrier_memory(args[0]);
        let semantics = self.const_int(args[1], "The semantic flags of 'Barrier'");
        let (Some((memory, explicit)), Some(semantics)) = (memory, semantics) else {
            return self.error_expr(span);
        };
        let sspan = self.aspan(args[1]);
        if !(0..=i64::from(SEMANTIC_MASK)).contains(&semantics) {
            self.diags.error(
                Code::TYPE_MISMATCH,
                sspan,
                format!(
                    "{semantics} is not valid semantic flags for 'Barrier': expected 0 or a \
                     combination of GROUP_SYNC, GROUP_SCOPE and DEVICE_SCOPE."
                ),
            );
            return self.error_expr(span);
        }
        let semantics = semantics as u8;
        let mspan = self.aspan(args[0]);
        // Node memory exists only in node shaders; ALL_MEMORY means what the stage has.
        let written = memory;
        let mut memory = memory;
        if memory & (NODE_INPUT_MEMORY | NODE_OUTPUT_MEMORY) != 0 {
            if explicit && memory != ALL_MEMORY {
                self.diags.error(
                    Code::WRONG_STAGE,
                    mspan,
                    "NODE_INPUT_MEMORY and NODE_OUTPUT_MEMORY are only allowed in node shaders, \
                     which this compiler does not build: order UAV_MEMORY or \
                     GROUP_SHARED_MEMORY instead.",
                );
                return self.error_expr(span);
            }
            memory &= UAV_MEMORY | GROUP_SHARED_MEMORY;
        }
        if semantics & DEVICE_SCOPE != 0 && memory & UAV_MEMORY == 0 {
            self.diags.error(
                Code::TYPE_MISMATCH,
                sspan,
                "DEVICE_SCOPE orders memory the whole device sees, and this barrier orders no \
                 UAV memory: add UAV_MEMORY to its memory flags, or use GROUP_SCOPE.",
            );
            return self.error_expr(span);
        }
        if semantics & GROUP_SCOPE != 0 && memory == 0 {
            self.diags.error(
                Code::TYPE_MISMATCH,
                sspan,
                "GROUP_SCOPE orders memory for the thread group, and this barrier orders no \
                 memory: add UAV_MEMORY or GROUP_SHARED_MEMORY to its memory flags, or leave \
                 only GROUP_SYNC.",
            );
            return self.error_expr(span);
        }
        // ALL_MEMORY asks for no group where there is none; GROUP_SHARED_MEMORY named does.
        let group_memory = explicit && written != ALL_MEMORY && written & GROUP_SHARED_MEMORY != 0;
        if group_memory || semantics & (GROUP_SYNC | GROUP_SCOPE) != 0 {
            self.cur.note_stage_op(StageOp::GroupBarrierFlags, span);
        }
        let void = self.types.void();
        self.push_expr(
            ExprKind::Intrinsic {
                op: Intrinsic::Barrier { memory, semantics },
                args: vec![],
            },
            void,
            span,
        )
    }

    /// The memory flags of `Barrier`'s first argument, and whether they were written as flags
    /// (a UAV resource is UAV memory). Reports what is wrong and returns `None`.
    fn barrier_memory(&mut self, arg: ast::ExprId) -> Option<(u8, bool)> {
        let mark = self.cur.exprs.len();
        let id = self.check_expr(arg);
        let result = self.barrier_memory_of(id, self.aspan(arg));
        // The scratch expressions are not part of any function.
        self.cur.exprs.truncate(mark);
        result
    }

    fn barrier_memory_of(&mut self, id: ExprId, span: Span) -> Option<(u8, bool)> {
        let ty = self.expr_ty(id);
        if let Type::Resource(r) = self.types.get(ty) {
            if is_uav(r) {
                return Some((UAV_MEMORY, false));
            }
            self.diags.error(
                Code::BAD_RESOURCE_USE,
                span,
                format!(
                    "'Barrier' orders the memory of a UAV (an RW resource), and '{}' is \
                     read-only: pass a RW resource or memory flags (UAV_MEMORY, \
                     GROUP_SHARED_MEMORY).",
                    self.types.display(ty)
                ),
            );
            return None;
        }
        let flags = self.const_int_of(id, span, "The memory flags of 'Barrier'")?;
        if !(0..=i64::from(ALL_MEMORY)).contains(&flags) {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "{flags} is not valid memory flags for 'Barrier': expected 0, ALL_MEMORY or \
                     a combination of UAV_MEMORY, GROUP_SHARED_MEMORY, NODE_INPUT_MEMORY and \
                     NODE_OUTPUT_MEMORY."
                ),
            );
            return None;
        }
        Some((flags as u8, true))
    }
}
