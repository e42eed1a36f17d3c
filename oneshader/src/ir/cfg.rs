//! Control-flow analyses over one [`Function`]: predecessors, reverse post-order and
//! dominators (Cooper-Harvey-Kennedy iterative algorithm).
//!
//! Input: a function whose terminators may name blocks out of range (those edges are ignored,
//! the verifier reports them). Output: plain vectors indexed by block number. Walks are
//! iterative (no recursion over input) and bounded by the block count.

use super::function::{BlockId, Function};

/// Predecessors, reverse post-order and immediate dominators of a function's blocks.
#[derive(Clone, Debug)]
pub struct Cfg {
    /// `succs[b]`: successor blocks of `b` (in range only, duplicates removed, in order).
    pub succs: Vec<Vec<BlockId>>,
    /// `preds[b]`: predecessor blocks of `b` (in range, reachable or not, in block order).
    pub preds: Vec<Vec<BlockId>>,
    /// Reachable blocks in reverse post-order from the entry block.
    pub rpo: Vec<BlockId>,
    /// `idom[b]`: immediate dominator (`None` for the entry and for unreachable blocks).
    pub idom: Vec<Option<BlockId>>,
    /// Position of each reachable block in `rpo`.
    rpo_index: Vec<Option<usize>>,
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let n = func.blocks.len();
        let mut succs: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for (i, block) in func.blocks.iter().enumerate() {
            if let Some(t) = &block.terminator {
                for s in t.successors() {
                    if (s.0 as usize) < n && !succs[i].contains(&s) {
                        succs[i].push(s);
                    }
                }
            }
        }
        for (i, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[s.0 as usize].push(BlockId(i as u32));
            }
        }
        // Iterative depth-first post-order.
        let mut post = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        if n > 0 {
            let mut stack: Vec<(BlockId, usize)> = vec![(BlockId(0), 0)];
            visited[0] = true;
            while let Some((b, next)) = stack.pop() {
                let ss = &succs[b.0 as usize];
                if next < ss.len() {
                    stack.push((b, next + 1));
                    let s = ss[next];
                    if !visited[s.0 as usize] {
                        visited[s.0 as usize] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                }
            }
        }
        post.reverse();
        let rpo = post;
        let mut rpo_index = vec![None; n];
        for (i, b) in rpo.iter().enumerate() {
            rpo_index[b.0 as usize] = Some(i);
        }
        let mut idom: Vec<Option<BlockId>> = vec![None; n];
        if n > 0 {
            idom[0] = Some(BlockId(0));
            // Each pass either changes something or stops; the number of changes is bounded
            // by the dominator tree depth, so cap the passes at n + 2.
            for _ in 0..n + 2 {
                let mut changed = false;
                for &b in rpo.iter().skip(1) {
                    let mut new_idom: Option<BlockId> = None;
                    for &p in &preds[b.0 as usize] {
                        if idom[p.0 as usize].is_none() {
                            continue;
                        }
                        new_idom = Some(match new_idom {
                            None => p,
                            Some(cur) => intersect(&idom, &rpo_index, p, cur),
                        });
                    }
                    if new_idom.is_some() && idom[b.0 as usize] != new_idom {
                        idom[b.0 as usize] = new_idom;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            idom[0] = None;
        }
        Cfg {
            succs,
            preds,
            rpo,
            idom,
            rpo_index,
        }
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index
            .get(b.0 as usize)
            .copied()
            .flatten()
            .is_some()
    }

    /// Whether `a` dominates `b` (both reachable; a block dominates itself).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let mut cur = b;
        for _ in 0..=self.idom.len() {
            if cur == a {
                return true;
            }
            match self.idom.get(cur.0 as usize).copied().flatten() {
                Some(d) => cur = d,
                None => return false,
            }
        }
        false
    }
}

fn intersect(
    idom: &[Option<BlockId>],
    rpo_index: &[Option<usize>],
    mut a: BlockId,
    mut b: BlockId,
) -> BlockId {
    let pos = |x: BlockId| rpo_index[x.0 as usize].unwrap_or(usize::MAX);
    let limit = idom.len() * 2 + 2;
    for _ in 0..limit {
        if a == b {
            return a;
        }
        while pos(a) > pos(b) {
            match idom[a.0 as usize] {
                Some(d) if d != a => a = d,
                _ => return b,
            }
        }
        while pos(b) > pos(a) {
            match idom[b.0 as usize] {
                Some(d) if d != b => b = d,
                _ => return a,
            }
        }
    }
    a
}
