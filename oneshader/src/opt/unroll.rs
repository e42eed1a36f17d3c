//! Full unrolling of `[unroll]` loops whose trip count is known at compile time, as DXC does.
//!
//! Needs: a verified module whose loop counters are SSA values (after `promote`). Guarantees:
//! a verified module with the same behaviour where each loop marked `[unroll]` (or
//! `[unroll(n)]` with `n` at least the trip count) that
//! - has one entry edge and one back edge (from its continue block),
//! - tests its exit condition in the header or in the one block the header branches to, and
//!   leaves only there (no `break`: the merge block's one predecessor is that test),
//! - and whose condition, from the header's phis, evaluates to a constant on every iteration
//!   (the counter's start, step and bound are constants after folding),
//!
//! is replaced by that many copies of its blocks in a row, each copy's header phis replaced by
//! the previous copy's values, followed by one last copy of the test that goes to the merge
//! block. The copies carry no loop marker; nested constructs keep theirs. Loop-carried values
//! then fold per copy, so an offset written with the counter (`Sample(s, uv, int2(i, 0))`)
//! becomes the constant SPIR-V and WGSL require, as it does with DXC.
//!
//! Two passes: `unroll-hinted` (legalization, every level) promotes and unrolls only the
//! functions that have an `[unroll]` loop; `unroll` (optimization, after inlining and
//! promotion) catches loops whose bound became constant through inlining.
//!
//! Loops left alone keep their hint (`Unroll` in SPIR-V): a trip count that is not constant,
//! more than [`MAX_TRIPS`] iterations, copies that would add more than [`MAX_GROWTH`]
//! instructions to the function, or more than [`MAX_UNROLLED`] loops in it. `[loop]` and
//! unmarked loops are never unrolled. Inner loops are unrolled before the loops around them.

use super::util::{
    operands_mut, remove_unreachable_blocks, rename_phi_predecessor, successors_mut,
    terminator_operands_mut, Replacements,
};
use crate::ir::cfg::Cfg;
use crate::ir::{
    Block, BlockId, ControlHint, Function, Inst, InstId, InstKind, Module, Structure,
    StructureKind, Terminator, Value,
};
use rustc_hash::FxHashMap;

/// The most iterations a loop may have to be unrolled.
pub const MAX_TRIPS: u64 = 1024;
/// The most instructions unrolling may add to one function, over all its loops.
pub const MAX_GROWTH: usize = 65_536;
/// The most loops unrolled in one function (each unrolling rebuilds the function's CFG).
pub const MAX_UNROLLED: usize = 256;

pub fn run(m: &mut Module) {
    super::util::each_function(m, |m, func| {
        unroll_function(m, func);
    });
}

/// The legalization form, run at every optimization level (DXC unrolls `[unroll]` loops at
/// `-Od` too, and code such as a texel offset written with the counter is only valid once
/// unrolled): each function with an `[unroll]` loop has its locals promoted (so the counter
/// is an SSA value), its loops unrolled and its constants folded. Functions without one are
/// left exactly as lowered.
pub fn run_hinted(m: &mut Module) {
    let frozen = super::fold::frozen_globals(m);
    for f in 0..m.functions.len() {
        if !m.functions[f].blocks.iter().any(unroll_hinted) {
            continue;
        }
        let mut func = super::util::take_function(m, f);
        super::promote::promote_function(m, &mut func);
        if unroll_function(m, &mut func) {
            super::fold::fold_function(m, &mut func, &frozen);
        }
        m.functions[f] = func;
    }
}

/// Whether `block` heads a loop marked `[unroll]` or `[unroll(n)]`.
fn unroll_hinted(block: &Block) -> bool {
    block
        .structure
        .is_some_and(|s| s.kind == StructureKind::Loop && matches!(s.hint, ControlHint::Unroll(_)))
}

/// Unrolls what can be unrolled in `func`; returns whether anything was.
fn unroll_function(m: &mut Module, func: &mut Function) -> bool {
    let mut budget = MAX_GROWTH;
    // Loops found not unrollable, by their header's first instruction (a phi): instruction
    // handles survive unrolling, block numbers do not.
    let mut tried: rustc_hash::FxHashSet<InstId> = Default::default();
    let mut unrolled = 0;
    // Rounds: one CFG, the candidates tried innermost first (latest in reverse post-order)
    // until one unrolls; then the blocks are renumbered and the next round starts. Each loop
    // is planned at most once after it fails, so the cost is the unrolled loops times the
    // function's size.
    while unrolled < MAX_UNROLLED {
        let cfg = Cfg::new(func);
        let mut done = None;
        for &h in cfg.rpo.iter().rev() {
            let block = &func.blocks[h.0 as usize];
            let Some(&key) = block.instrs.first().filter(|_| unroll_hinted(block)) else {
                continue;
            };
            if tried.contains(&key) {
                continue;
            }
            match plan(m, func, &cfg, h, budget) {
                Some(p) => {
                    done = Some(p);
                    break;
                }
                None => {
                    tried.insert(key);
                }
            }
        }
        let Some(p) = done else { break };
        budget -= p.growth;
        unroll(func, &p);
        unrolled += 1;
    }
    unrolled > 0
}

/// A loop that can be unrolled, and how.
struct Plan {
    header: BlockId,
    /// The block whose conditional branch leaves the loop (the header or its successor).
    test: BlockId,
    /// Where the test goes to run another iteration.
    body_entry: BlockId,
    merge: BlockId,
    continue_block: BlockId,
    /// The one block outside the loop that enters it.
    preheader: BlockId,
    /// The loop's blocks, in block order.
    blocks: Vec<BlockId>,
    /// The header's phis: (phi, value on entry, value from the back edge).
    phis: Vec<(InstId, Value, Value)>,
    /// How many times the body runs.
    trips: u64,
    /// `continue` statements branch to the continue block from inside the body: each copy of
    /// the body is then wrapped in a loop that runs once, whose merge is that copy of the
    /// continue block, so those branches stay structured (they become breaks).
    wrap: bool,
    /// Instructions the copies add.
    growth: usize,
}

fn plan(m: &mut Module, func: &Function, cfg: &Cfg, h: BlockId, budget: usize) -> Option<Plan> {
    let header = func.block(h)?;
    let s = header.structure?;
    let limit = match s.hint {
        ControlHint::Unroll(Some(n)) => MAX_TRIPS.min(n as u64),
        _ => MAX_TRIPS,
    };
    let (merge, cont) = (s.merge, s.continue_block?);
    // One entry edge, one back edge.
    let preds = &cfg.preds[h.0 as usize];
    if preds.len() != 2 || !preds.contains(&cont) {
        return None;
    }
    let preheader = *preds.iter().find(|p| **p != cont)?;
    if cfg.dominates(h, preheader) || func.block(cont)?.terminator != Some(Terminator::Branch(h)) {
        return None;
    }
    // The exit test.
    let test = match &header.terminator {
        Some(Terminator::CondBranch { .. }) => h,
        Some(Terminator::Branch(x)) => {
            let xb = func.block(*x)?;
            if cfg.preds[x.0 as usize] != [h] || xb.structure.is_some() {
                return None;
            }
            *x
        }
        _ => return None,
    };
    let Some(Terminator::CondBranch {
        cond,
        on_true,
        on_false,
    }) = func.block(test)?.terminator.clone()
    else {
        return None;
    };
    let (body_entry, continue_when) = if on_false == merge && on_true != merge {
        (on_true, true)
    } else if on_true == merge && on_false != merge {
        (on_false, false)
    } else {
        return None;
    };
    if !cfg.is_reachable(merge) || cfg.preds[merge.0 as usize] != [test] {
        return None;
    }
    // The trip count first: a loop whose bound is not constant costs no more than this.
    let phis = header_phis(func, h, cont);
    let trips = trip_count(m, func, &phis, cond, continue_when, limit)?;
    // The loop's blocks: those reached from the header without passing the merge block, each
    // dominated by the header (so the walk costs the loop's size, not the function's). Every
    // edge out of them goes back into them or is the test's exit; every structure inside
    // names blocks inside.
    let mut blocks: Vec<BlockId> = vec![h];
    let mut seen: rustc_hash::FxHashSet<BlockId> = [h, merge].into_iter().collect();
    let mut next = 0;
    while let Some(&b) = blocks.get(next) {
        next += 1;
        for &s in cfg.succs.get(b.0 as usize)? {
            if seen.insert(s) {
                if !cfg.dominates(h, s) {
                    return None;
                }
                blocks.push(s);
            }
        }
    }
    blocks.sort();
    let inside = |b: BlockId| blocks.binary_search(&b).is_ok();
    if !inside(cont) || !inside(body_entry) {
        return None;
    }
    let mut size = 0usize;
    for &b in &blocks {
        let block = func.block(b)?;
        size += block.instrs.len() + 1;
        for succ in block
            .terminator
            .as_ref()
            .map(|t| t.successors())
            .unwrap_or_default()
        {
            let ok = if succ == h {
                b == cont
            } else {
                inside(succ) || (b == test && succ == merge)
            };
            if !ok {
                return None;
            }
        }
        if b != h {
            if let Some(inner) = block.structure {
                if !inside(inner.merge) || inner.continue_block.is_some_and(|c| !inside(c)) {
                    return None;
                }
            }
        }
    }
    let growth = size.checked_mul(trips as usize + 1)?;
    if growth > budget {
        return None;
    }
    Some(Plan {
        header: h,
        test,
        body_entry,
        merge,
        continue_block: cont,
        preheader,
        blocks,
        phis,
        trips,
        wrap: cfg.preds[cont.0 as usize].len() > 1 && body_entry != cont,
        growth,
    })
}

/// The header's phis, each with its value on entry and its value from the back edge.
fn header_phis(func: &Function, h: BlockId, cont: BlockId) -> Vec<(InstId, Value, Value)> {
    let mut out = Vec::new();
    for &id in &func.blocks[h.0 as usize].instrs {
        let InstKind::Phi { incoming } = &func.insts[id.0 as usize].kind else {
            break;
        };
        let back = incoming.iter().find(|(p, _)| *p == cont).map(|(_, v)| *v);
        let entry = incoming.iter().find(|(p, _)| *p != cont).map(|(_, v)| *v);
        if let (Some(entry), Some(back)) = (entry, back) {
            out.push((id, entry, back));
        }
    }
    out
}

/// How many times the test lets the body run, by evaluating the condition from the header's
/// phis iteration after iteration; `None` when some value on the way is not a constant or
/// the count exceeds `limit`.
fn trip_count(
    m: &mut Module,
    func: &Function,
    phis: &[(InstId, Value, Value)],
    cond: Value,
    continue_when: bool,
    limit: u64,
) -> Option<u64> {
    let mut state: FxHashMap<InstId, Value> = FxHashMap::default();
    for (id, entry, _) in phis {
        // Phis the condition does not need may start from anything: they are evaluated
        // only when asked for, and one that is not constant stops nothing unless needed.
        if let Some(v) = Eval::new(m, func, &state).value(*entry) {
            state.insert(*id, v);
        }
    }
    let mut trips = 0u64;
    loop {
        let c = Eval::new(m, func, &state).value(cond)?;
        if (super::fold::scalar_bits(m, c)? != 0) != continue_when {
            return Some(trips);
        }
        trips += 1;
        if trips > limit {
            return None;
        }
        let mut next = FxHashMap::default();
        for (id, _, back) in phis {
            if let Some(v) = Eval::new(m, func, &state).value(*back) {
                next.insert(*id, v);
            }
        }
        state = next;
    }
}

/// Constant evaluation of pure instructions from the current values of the header's phis.
struct Eval<'a> {
    m: &'a mut Module,
    func: &'a Function,
    phis: &'a FxHashMap<InstId, Value>,
    memo: FxHashMap<InstId, Option<Value>>,
}

/// How deep an operand chain may be followed (the loop's own arithmetic is a few steps).
const MAX_DEPTH: u32 = 64;

impl<'a> Eval<'a> {
    fn new(m: &'a mut Module, func: &'a Function, phis: &'a FxHashMap<InstId, Value>) -> Self {
        Eval {
            m,
            func,
            phis,
            memo: FxHashMap::default(),
        }
    }

    fn value(&mut self, v: Value) -> Option<Value> {
        self.at(v, 0)
    }

    fn at(&mut self, v: Value, depth: u32) -> Option<Value> {
        let id = match v {
            Value::Constant(_) => return Some(v),
            Value::Inst(id) => id,
            _ => return None,
        };
        if let Some(known) = self.phis.get(&id) {
            return Some(*known);
        }
        if let Some(known) = self.memo.get(&id) {
            return *known;
        }
        if depth >= MAX_DEPTH {
            return None;
        }
        let inst = self.func.inst(id)?;
        let mut kind = match &inst.kind {
            k @ (InstKind::Binary { .. }
            | InstKind::Unary { .. }
            | InstKind::Convert { .. }
            | InstKind::Select { .. }
            | InstKind::Splat { .. }
            | InstKind::CompositeExtract { .. }
            | InstKind::CompositeConstruct { .. }) => k.clone(),
            _ => return None,
        };
        let mut ok = true;
        operands_mut(&mut kind, |op| match self.at(*op, depth + 1) {
            Some(c) => *op = c,
            None => ok = false,
        });
        let out = if ok {
            super::fold::evaluate(self.m, self.func, &kind, inst.ty, inst.precise)
        } else {
            None
        };
        self.memo.insert(id, out);
        out
    }
}

fn unroll(func: &mut Function, p: &Plan) {
    let phis = &p.phis;
    let phi_ids: Vec<InstId> = phis.iter().map(|(id, _, _)| *id).collect();
    let copies = p.trips as usize + 1;
    let index_of = |b: BlockId| p.blocks.binary_search(&b).ok();
    // Each copy's blocks and instructions are appended; copy k's block i is
    // `first_block + k * n + i`.
    let n = p.blocks.len();
    let first_block = func.blocks.len() as u32;
    let block_of = |k: usize, b: BlockId| -> BlockId {
        match index_of(b) {
            Some(i) => BlockId(first_block + (k * n + i) as u32),
            None => b,
        }
    };
    // With `wrap`, copy k's once-through loop header and its continue block come after all
    // the copies.
    let wrapper = |k: usize| BlockId(first_block + (copies * n + 2 * k) as u32);
    // The values the header's phis take in each copy: the entry values first, then the
    // previous copy's back-edge values.
    let mut phi_values: Vec<Value> = phis.iter().map(|(_, entry, _)| *entry).collect();
    // The last copy's instruction map; after the loop `phi_values` holds its header values.
    let mut last_map: FxHashMap<InstId, InstId> = FxHashMap::default();
    for k in 0..copies {
        let mut map: FxHashMap<InstId, InstId> = FxHashMap::default();
        for &b in &p.blocks {
            for &id in &func.blocks[b.0 as usize].instrs {
                if !phi_ids.contains(&id) {
                    map.insert(id, InstId((func.insts.len() + map.len()) as u32));
                }
            }
        }
        let resolve = |v: Value, map: &FxHashMap<InstId, InstId>| -> Value {
            match v {
                Value::Inst(id) => {
                    if let Some(i) = phi_ids.iter().position(|x| *x == id) {
                        phi_values[i]
                    } else {
                        map.get(&id).map_or(v, |n| Value::Inst(*n))
                    }
                }
                other => other,
            }
        };
        // Instructions in the order of their new handles.
        let mut order: Vec<(InstId, InstId)> = map.iter().map(|(o, n)| (*n, *o)).collect();
        order.sort();
        let mut new_insts: Vec<Inst> = Vec::with_capacity(order.len());
        for (_, old) in &order {
            let mut inst = func.insts[old.0 as usize].clone();
            operands_mut(&mut inst.kind, |v| *v = resolve(*v, &map));
            if let InstKind::Phi { incoming } = &mut inst.kind {
                for (pred, _) in incoming.iter_mut() {
                    *pred = block_of(k, *pred);
                }
            }
            new_insts.push(inst);
        }
        func.insts.extend(new_insts);
        for &b in &p.blocks {
            let src = &func.blocks[b.0 as usize];
            let mut block = src.clone();
            block.instrs = src
                .instrs
                .iter()
                .filter_map(|id| map.get(id).copied())
                .collect();
            if b == p.header {
                block.structure = None;
            } else if let Some(s) = &mut block.structure {
                s.merge = block_of(k, s.merge);
                s.continue_block = s.continue_block.map(|c| block_of(k, c));
            }
            let mut t = block.terminator.take().unwrap_or(Terminator::Unreachable);
            if b == p.test {
                // Every copy but the last runs the body; the last leaves.
                t = Terminator::Branch(if k + 1 == copies {
                    p.merge
                } else if p.wrap {
                    wrapper(k)
                } else {
                    block_of(k, p.body_entry)
                });
            } else if b == p.continue_block {
                t = if k + 1 < copies {
                    Terminator::Branch(block_of(k + 1, p.header))
                } else {
                    Terminator::Unreachable
                };
            } else {
                successors_mut(&mut t, |s| *s = block_of(k, *s));
                terminator_operands_mut(&mut t, |v| *v = resolve(*v, &map));
            }
            block.terminator = Some(t);
            func.blocks.push(block);
        }
        // The next copy's header values.
        if k + 1 < copies {
            phi_values = phis
                .iter()
                .map(|(_, _, back)| resolve(*back, &map))
                .collect();
        }
        last_map = map;
    }
    if p.wrap {
        for k in 0..copies - 1 {
            let (header, back) = (wrapper(k), BlockId(wrapper(k).0 + 1));
            let span = func.blocks[p.body_entry.0 as usize].terminator_span;
            func.blocks.push(Block {
                name: Some("unroll.once".into()),
                instrs: vec![],
                terminator: Some(Terminator::Branch(block_of(k, p.body_entry))),
                terminator_span: span,
                structure: Some(Structure {
                    kind: StructureKind::Loop,
                    merge: block_of(k, p.continue_block),
                    continue_block: Some(back),
                    hint: ControlHint::None,
                }),
            });
            func.blocks.push(Block {
                name: Some("unroll.once.continue".into()),
                instrs: vec![],
                terminator: Some(Terminator::Branch(header)),
                terminator_span: span,
                structure: None,
            });
            rename_phi_predecessor(func, block_of(k, p.body_entry), block_of(k, p.test), header);
        }
    }
    // The loop is entered at the first copy and left from the last copy's test.
    if let Some(t) = &mut func.blocks[p.preheader.0 as usize].terminator {
        successors_mut(t, |s| {
            if *s == p.header {
                *s = block_of(0, p.header)
            }
        });
    }
    rename_phi_predecessor(func, p.merge, p.test, block_of(copies - 1, p.test));
    // What follows the loop reads the last copy's header and test values (nothing else of
    // the loop dominates the merge block).
    let mut rep = Replacements::default();
    for (id, value) in phi_ids.iter().zip(&phi_values) {
        rep.insert(Value::Inst(*id), *value);
    }
    for b in [p.header, p.test] {
        for id in &func.blocks[b.0 as usize].instrs {
            if let Some(n) = last_map.get(id) {
                rep.insert(Value::Inst(*id), Value::Inst(*n));
            }
        }
    }
    rep.apply(func);
    // The original blocks are no longer reached.
    remove_unreachable_blocks(func);
}
