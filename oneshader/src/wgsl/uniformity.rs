//! Barriers that not every invocation of a workgroup reaches, refused for browsers.
//!
//! WGSL requires `workgroupBarrier()` (and `workgroupUniformLoad`) in uniform control flow and
//! checks it when the shader is created (its uniformity analysis; Tint, so every browser,
//! rejects the module). HLSL leaves a barrier that some invocations skip undefined, and real
//! shaders do write `if (id.x >= count) return;` before a `GroupMemoryBarrierWithGroupSync()`.
//! For the WebGPU dialect ([`super::WgslOptions::check_uniformity`]) such a barrier is refused
//! at the HLSL line of the early exit (or of the barrier, when it sits inside the branch) with
//! OSH5202, instead of emitting WGSL a browser rejects. naga 30 does not run this analysis, so
//! the wgpu dialect keeps writing the barrier.
//!
//! Input: a compute entry point's function, after optimization, and the loads the writer
//! fuses into uniform loads ([`crate::textgen::uniform_load`]). Output: the errors.
//!
//! The analysis follows WGSL's rules in the large, not line by line:
//! - values that may differ between invocations: stage inputs (all of them, even `SV_GroupID`:
//!   the writer copies them into `var<private>` variables, whose reads WGSL takes as
//!   per-invocation), reads of `groupshared`, `static` and read-write buffer memory (except
//!   the fused uniform loads), reads at a per-invocation index, atomic results, wave
//!   operations, and anything computed from them;
//!   a phi merging paths that a per-invocation branch chose between;
//! - a block is under per-invocation control when a branch on such a value decides whether it
//!   runs: it lies after the branch and before the branch's immediate post-dominator (where
//!   every path meets again); an early exit (`return`, or `break` out of the loop the inliner
//!   wraps a function in) makes everything after it in its construct depend on its branch;
//! - a barrier, or a call of a function that reaches one, in such a block is refused.
//!
//! Invariants: no false refusal where WGSL's analysis accepts for the patterns above (loops
//! whose trip count differs per invocation are accepted after the loop, as after any
//! construct); the walk is bounded by the function's size (fixed points over finite sets).

use crate::diag::{Code, Label, Report, Severity};
use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, EntryPoint, FuncId, Function, InstKind, Module, Terminator, Value};
use crate::source::Span;
use crate::textgen::uniform_load::UniformLoads;
use crate::types::{Access, AddressSpace, ResourceType, StructuredKind, Type};

/// The refusals for one compute entry point, each with a note at the other place involved.
pub(crate) fn check(
    m: &Module,
    entry: &EntryPoint,
    functions: &[FuncId],
    uniform: &UniformLoads,
) -> Vec<Report> {
    let Some(func) = m.function(entry.function) else {
        return Vec::new();
    };
    let with_barrier = functions_with_barriers(m, functions);
    let cfg = Cfg::new(func);
    let ipdom = post_dominators(func, &cfg);
    let tainted = tainted_values(m, func, &cfg, &ipdom, uniform);
    let mut out = Vec::new();
    for (b, block) in func.blocks.iter().enumerate() {
        let cond = match &block.terminator {
            Some(Terminator::CondBranch { cond, .. }) => *cond,
            Some(Terminator::Switch { selector, .. }) => *selector,
            _ => continue,
        };
        if !is_tainted(&tainted, cond) || !cfg.is_reachable(BlockId(b as u32)) {
            continue;
        }
        let stop = ipdom[b];
        let region = region(&cfg, BlockId(b as u32), stop);
        let Some((barrier_block, barrier_span)) = region
            .iter()
            .find_map(|&r| barrier_in(func, r, &with_barrier).map(|span| (r, span)))
        else {
            continue;
        };
        // The successor that leaves without reaching the barrier is the early exit.
        let succs = &cfg.succs[b];
        let exit = succs.iter().copied().find(|&s| {
            Some(s) != stop
                && !region_reaches(&cfg, s, stop, barrier_block)
                && func
                    .block(s)
                    .is_some_and(|x| x.terminator_span != Span::default())
        });
        let report = |span: Span, message: &str, at: Span, note: &str| Report {
            severity: Severity::Error,
            code: Code::WGSL_UNSUPPORTED,
            span,
            message: message.to_string(),
            labels: vec![Label {
                span: at,
                message: note.to_string(),
            }],
        };
        out.push(match exit {
            Some(s) => report(
                func.block(s).map_or(barrier_span, |x| x.terminator_span),
                "Some invocations leave here, on a value that differs between invocations, before a group barrier that the others then wait at; WGSL requires every invocation of the group to reach a barrier (its uniformity analysis, which browsers enforce). Make the condition the same for the whole group (a constant-buffer value, or a groupshared value read right after a barrier), or move the exit after the barrier",
                barrier_span,
                "the barrier not every invocation reaches",
            ),
            None => report(
                barrier_span,
                "This group barrier runs only in the invocations where a condition that differs between invocations holds; WGSL requires every invocation of the group to reach a barrier (its uniformity analysis, which browsers enforce). Move the barrier out of the branch, or branch on a value that is the same for the whole group",
                block.terminator_span,
                "the branch on a per-invocation value",
            ),
        });
        // One refusal per entry point is enough to act on.
        break;
    }
    out
}

/// Functions that execute a barrier, directly or through calls (`functions` callees first).
fn functions_with_barriers(m: &Module, functions: &[FuncId]) -> Vec<FuncId> {
    let mut out: Vec<FuncId> = Vec::new();
    for &f in functions {
        let Some(func) = m.function(f) else { continue };
        let has = func.blocks.iter().flat_map(|b| &b.instrs).any(|&i| {
            match func.inst(i).map(|x| &x.kind) {
                Some(InstKind::Barrier { .. }) => true,
                Some(InstKind::Call { function, .. }) => out.contains(function),
                _ => false,
            }
        });
        if has {
            out.push(f);
        }
    }
    out
}

/// The span of the first barrier (or call reaching one) in block `b`.
fn barrier_in(func: &Function, b: BlockId, with_barrier: &[FuncId]) -> Option<Span> {
    func.block(b)?.instrs.iter().find_map(|&i| {
        let inst = func.inst(i)?;
        match &inst.kind {
            // Every barrier: WGSL's only fences are control barriers, so the writer makes even
            // HLSL's memory-only ones (`DeviceMemoryBarrier`) `workgroupBarrier()`.
            InstKind::Barrier { .. } => Some(inst.span),
            InstKind::Call { function, .. } if with_barrier.contains(function) => Some(inst.span),
            _ => None,
        }
    })
}

fn is_tainted(tainted: &[bool], v: Value) -> bool {
    match v {
        Value::Inst(i) => tainted.get(i.0 as usize).copied().unwrap_or(false),
        _ => false,
    }
}

/// Whether a load through `pointer` may read a different value in each invocation.
fn varying_memory(m: &Module, func: &Function, mut pointer: Value) -> bool {
    for _ in 0..64 {
        match pointer {
            Value::Global(g) => {
                let Some(g) = m.global(g) else { return true };
                return match g.space {
                    // Even SV_GroupID: the writer copies stage inputs into `var<private>`
                    // variables, and WGSL takes any private read as per-invocation.
                    AddressSpace::Input | AddressSpace::Workgroup | AddressSpace::Private => true,
                    AddressSpace::StorageBuffer => match m.types.get(g.ty) {
                        Type::Resource(ResourceType::StructuredBuffer { kind, .. }) => {
                            kind != StructuredKind::ReadOnly
                        }
                        Type::Resource(ResourceType::ByteAddressBuffer { access }) => {
                            access == Access::ReadWrite
                        }
                        _ => true,
                    },
                    _ => false,
                };
            }
            Value::Inst(i) => match func.inst(i).map(|x| &x.kind) {
                Some(InstKind::AccessChain { base, .. }) => pointer = *base,
                // A local: its stores decide (see `tainted_values`).
                Some(InstKind::Alloca) => return false,
                _ => return true,
            },
            // Parameters are taken as the caller's uniform values.
            _ => return false,
        }
    }
    true
}

/// The local a pointer points into, if any.
fn local_of(func: &Function, mut pointer: Value) -> Option<usize> {
    for _ in 0..64 {
        match pointer {
            Value::Inst(i) => match func.inst(i).map(|x| &x.kind) {
                Some(InstKind::AccessChain { base, .. }) => pointer = *base,
                Some(InstKind::Alloca) => return Some(i.0 as usize),
                _ => return None,
            },
            _ => return None,
        }
    }
    None
}

/// Which instruction results may differ between invocations.
fn tainted_values(
    m: &Module,
    func: &Function,
    cfg: &Cfg,
    ipdom: &[Option<BlockId>],
    uniform: &UniformLoads,
) -> Vec<bool> {
    let n = func.insts.len();
    let mut tainted = vec![false; n];
    let mut local_tainted = vec![false; n];
    // Blocks under a per-invocation branch (their stores taint the local) and the blocks where
    // such a branch's paths meet (their phis are tainted). Flags only turn on, so each branch's
    // region is walked once, when its condition first turns out per-invocation.
    let mut varying_block = vec![false; func.blocks.len()];
    let mut varying_merge = vec![false; func.blocks.len()];
    let mut branch_seen = vec![false; func.blocks.len()];
    // Each round only turns flags on, so at most `n + blocks` rounds change anything.
    for _ in 0..n + func.blocks.len() + 2 {
        let mut changed = false;
        for (b, block) in func.blocks.iter().enumerate() {
            let cond = match &block.terminator {
                Some(Terminator::CondBranch { cond, .. }) => *cond,
                Some(Terminator::Switch { selector, .. }) => *selector,
                _ => continue,
            };
            if !branch_seen[b] && is_tainted(&tainted, cond) {
                branch_seen[b] = true;
                for r in region(cfg, BlockId(b as u32), ipdom[b]) {
                    varying_block[r.0 as usize] = true;
                    varying_merge[r.0 as usize] = true;
                }
                if let Some(p) = ipdom[b] {
                    varying_merge[p.0 as usize] = true;
                }
            }
        }
        for (b, block) in func.blocks.iter().enumerate() {
            for &i in &block.instrs {
                let Some(inst) = func.inst(i) else { continue };
                let k = i.0 as usize;
                let now = match &inst.kind {
                    InstKind::Load { pointer } => {
                        if uniform.is_uniform_load(i) {
                            false
                        } else if is_tainted(&tainted, *pointer) {
                            // An index that differs between invocations.
                            true
                        } else if let Some(l) = local_of(func, *pointer) {
                            local_tainted[l]
                        } else {
                            varying_memory(m, func, *pointer)
                        }
                    }
                    InstKind::Store { pointer, value } => {
                        if let Some(l) = local_of(func, *pointer) {
                            if (is_tainted(&tainted, *value) || varying_block[b])
                                && !local_tainted[l]
                            {
                                local_tainted[l] = true;
                                changed = true;
                            }
                        }
                        false
                    }
                    InstKind::AtomicRmw { .. }
                    | InstKind::AtomicCompareExchange { .. }
                    | InstKind::Subgroup { .. } => true,
                    InstKind::Phi { incoming } => {
                        varying_merge[b] || incoming.iter().any(|(_, v)| is_tainted(&tainted, *v))
                    }
                    other => {
                        let mut any = false;
                        other.for_each_operand(|v| any |= is_tainted(&tainted, v));
                        any
                    }
                };
                if now && k < n && !tainted[k] {
                    tainted[k] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    tainted
}

/// The blocks reached from `from`'s successors before `stop` (its immediate post-dominator;
/// `None`: every block reached).
fn region(cfg: &Cfg, from: BlockId, stop: Option<BlockId>) -> Vec<BlockId> {
    let n = cfg.succs.len();
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    let mut stack: Vec<BlockId> = cfg.succs[from.0 as usize].clone();
    while let Some(b) = stack.pop() {
        if Some(b) == stop || seen[b.0 as usize] {
            continue;
        }
        seen[b.0 as usize] = true;
        out.push(b);
        stack.extend(cfg.succs[b.0 as usize].iter().copied());
    }
    out.sort();
    out
}

/// Whether `target` is reached from `from` (inclusive) before `stop`.
fn region_reaches(cfg: &Cfg, from: BlockId, stop: Option<BlockId>, target: BlockId) -> bool {
    if Some(from) == stop {
        return false;
    }
    from == target || region(cfg, from, stop).contains(&target)
}

/// Immediate post-dominators, with every block that ends the function (`return`, `discard`,
/// unreachable) flowing to one virtual exit; `None` for blocks that post-dominate nothing
/// (an exit block, or a block that never reaches an exit).
fn post_dominators(func: &Function, cfg: &Cfg) -> Vec<Option<BlockId>> {
    let n = func.blocks.len();
    let exit = n; // the virtual exit node
                  // Reverse graph: the predecessors of a node in post-dominance are its CFG successors.
    let succ = |b: usize| -> Vec<usize> {
        if b == exit {
            return Vec::new();
        }
        let s: Vec<usize> = cfg.succs[b].iter().map(|x| x.0 as usize).collect();
        if s.is_empty() {
            vec![exit]
        } else {
            s
        }
    };
    // Post-order of the reverse graph from the exit: walk CFG predecessors.
    let preds_of = |b: usize| -> Vec<usize> {
        if b == exit {
            (0..n)
                .filter(|&x| {
                    cfg.succs[x].is_empty()
                        && matches!(
                            func.blocks[x].terminator,
                            Some(
                                Terminator::Return(_) | Terminator::Kill | Terminator::Unreachable
                            ) | None
                        )
                })
                .collect()
        } else {
            cfg.preds[b].iter().map(|x| x.0 as usize).collect()
        }
    };
    let mut order = Vec::with_capacity(n + 1);
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    seen[exit] = true;
    while let Some((b, k)) = stack.pop() {
        let ps = preds_of(b);
        if k < ps.len() {
            stack.push((b, k + 1));
            let p = ps[k];
            if !seen[p] {
                seen[p] = true;
                stack.push((p, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse(); // reverse post-order, exit first
    let mut index = vec![usize::MAX; n + 1];
    for (i, &b) in order.iter().enumerate() {
        index[b] = i;
    }
    let mut ipdom: Vec<Option<usize>> = vec![None; n + 1];
    ipdom[exit] = Some(exit);
    for _ in 0..n + 2 {
        let mut changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<usize> = None;
            for s in succ(b) {
                if ipdom[s].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => s,
                    Some(cur) => {
                        let (mut a, mut c) = (s, cur);
                        while a != c {
                            while index[a] > index[c] {
                                a = ipdom[a].unwrap_or(exit);
                            }
                            while index[c] > index[a] {
                                c = ipdom[c].unwrap_or(exit);
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && ipdom[b] != new {
                ipdom[b] = new;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (0..n)
        .map(|b| match ipdom[b] {
            Some(p) if p != exit => Some(BlockId(p as u32)),
            _ => None,
        })
        .collect()
}
