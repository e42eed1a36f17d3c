//! Group barriers fused with the groupshared read that follows them into one uniform load
//! (WGSL's `workgroupUniformLoad`), for dialects that have it ([`Dialect::UNIFORM_LOAD`]).
//!
//! HLSL shaders publish a value through groupshared memory and branch on it after a barrier
//! (`GroupMemoryBarrierWithGroupSync(); if (gsIsLastGroup == 0) return;`). Every invocation
//! reads the same address after the same barrier, so the value is the same in all of them, but
//! WGSL's uniformity analysis treats any workgroup read as non-uniform and rejects the next
//! barrier under such a branch ("'workgroupBarrier' must only be called from uniform control
//! flow": Tint, so every browser). `workgroupUniformLoad(&x)` is a control barrier followed by
//! the read, with a result the analysis knows is uniform: the same operations in the same
//! order, so the fused pair replaces the barrier and the load.
//!
//! Input: one function. Output: the barriers to leave out and the loads to write as uniform
//! loads. Invariants: a pair is fused only when the load is the next instruction after the
//! barrier that writes anything (access chains write nothing), the barrier waits for the group
//! (`GROUP_SYNC`) and orders groupshared memory only (a device-memory barrier stays whole),
//! and the load reads one scalar or vector of a `groupshared` variable at an address that is
//! the same in every invocation (constant indices only).

use super::Dialect;
use crate::ir::{BarrierFlags, Function, InstId, InstKind, Module, Value};
use crate::types::{AddressSpace, Type};

/// The fused pairs of one function, by instruction index.
#[derive(Default)]
pub(crate) struct UniformLoads {
    /// Barriers written as part of the following load.
    pub fused_barrier: Vec<bool>,
    /// Loads written as uniform loads.
    pub uniform_load: Vec<bool>,
}

impl UniformLoads {
    pub fn is_fused_barrier(&self, i: InstId) -> bool {
        self.fused_barrier
            .get(i.0 as usize)
            .copied()
            .unwrap_or(false)
    }

    pub fn is_uniform_load(&self, i: InstId) -> bool {
        self.uniform_load
            .get(i.0 as usize)
            .copied()
            .unwrap_or(false)
    }
}

/// Finds the barrier/load pairs of `func` to fuse (none for dialects without uniform loads).
pub(crate) fn find<D: Dialect>(m: &Module, func: &Function) -> UniformLoads {
    let mut out = UniformLoads::default();
    if D::UNIFORM_LOAD.is_none() {
        return out;
    }
    for block in &func.blocks {
        for (k, &b) in block.instrs.iter().enumerate() {
            let Some(InstKind::Barrier { flags }) = func.inst(b).map(|i| &i.kind) else {
                continue;
            };
            if !flags.contains(BarrierFlags::GROUP_SYNC)
                || flags.contains(BarrierFlags::DEVICE_MEMORY)
            {
                continue;
            }
            let next = block.instrs[k + 1..].iter().copied().find(|&i| {
                !matches!(
                    func.inst(i).map(|x| &x.kind),
                    Some(InstKind::AccessChain { .. })
                )
            });
            let Some(load) = next else { continue };
            let Some(inst) = func.inst(load) else {
                continue;
            };
            let InstKind::Load { pointer } = inst.kind else {
                continue;
            };
            let small = matches!(m.types.get(inst.ty), Type::Scalar(_) | Type::Vector { .. });
            if small && uniform_workgroup_address(m, func, pointer) {
                set(&mut out.fused_barrier, b);
                set(&mut out.uniform_load, load);
            }
        }
    }
    out
}

fn set(flags: &mut Vec<bool>, i: InstId) {
    let i = i.0 as usize;
    if flags.len() <= i {
        flags.resize(i + 1, false);
    }
    flags[i] = true;
}

/// Whether `pointer` is a `groupshared` variable, or a part of one at constant indices.
fn uniform_workgroup_address(m: &Module, func: &Function, mut pointer: Value) -> bool {
    // Chains are short; the bound keeps a malformed module from looping.
    for _ in 0..64 {
        match pointer {
            Value::Global(g) => {
                return m
                    .global(g)
                    .is_some_and(|g| g.space == AddressSpace::Workgroup);
            }
            Value::Inst(i) => match func.inst(i).map(|x| &x.kind) {
                Some(InstKind::AccessChain { base, indices })
                    if indices.iter().all(|v| matches!(v, Value::Constant(_))) =>
                {
                    pointer = *base;
                }
                _ => return false,
            },
            _ => return false,
        }
    }
    false
}
