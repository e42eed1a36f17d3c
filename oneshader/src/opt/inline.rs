//! Inline every call whose callee can be inlined, callees first, as DXC does (it inlines all
//! functions before legalizing).
//!
//! Needs: a verified module. Guarantees: a verified module in which every call of an
//! inlinable function, in every function an entry point still reaches, is replaced by a copy
//! of its body (top down: the calls a copied body brings along are inlined in turn); the
//! functions no entry point calls any more are removed.
//!
//! What is not inlined, and why:
//! - `[noinline]` functions: the author asked (SPIR-V marks them `DontInline`, as DXC does);
//! - recursive functions (those that can reach themselves): the recursion is reported,
//!   which no target can express, exactly as without this pass;
//! - a function that returns from inside a loop or a `switch`: its copy would need to leave
//!   several constructs at once, which structured control flow cannot express. A return
//!   inside an `if` is fine: the copy is wrapped in a loop that runs once, and each return is a
//!   `break` out of it (what `spirv-opt`'s merge-return does for the simple case);
//! - a call in a loop header block (splitting it would move the header's terminator away from
//!   its loop merge), which the lowering never produces.
//!
//! The copy's allocas move to the caller's entry block (the IR keeps every alloca there); a
//! value the callee returns on several paths becomes a phi in the block after the call.

use super::util::{rename_phi_predecessor, Replacements};
use crate::ir::cfg::Cfg;
use crate::ir::{
    Block, BlockId, FuncId, Function, Inst, InstId, InstKind, Module, Structure, StructureKind,
    Terminator, Value,
};
use crate::types::{Type, TypeId};

/// How a callee's returns sit in its control flow.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Every reachable return is outside all constructs: the copy needs no wrapper.
    Plain,
    /// Some return is inside a selection: wrap the copy in a loop that runs once.
    Wrapped,
    /// A return inside a loop or switch, or calls of its own left: not inlined.
    No,
}

/// A function grows by inlining up to this many instructions; past it, calls stay calls (a
/// call tree that doubles at every level would otherwise grow without bound).
const MAX_INSTS: usize = 1 << 20;

pub fn run(m: &mut Module) {
    // Top down from the entry points: each function that stays reachable inlines the calls
    // it contains, including the calls that arrive with the bodies it copies, so only code
    // that runs is copied (a helper is not first inlined into other helpers that then vanish).
    // Shapes are computed when a call of the function is first met.
    let mut shapes: Vec<Option<Shape>> = vec![None; m.functions.len()];
    let recursive = recursive_functions(m);
    let mut seen = vec![false; m.functions.len()];
    let mut work: Vec<FuncId> = m.entry_points.iter().map(|e| e.function).collect();
    while let Some(f) = work.pop() {
        let Some(done) = seen.get_mut(f.0 as usize) else {
            continue;
        };
        if std::mem::replace(done, true) {
            continue;
        }
        inline_calls_in(m, f, &mut shapes, &recursive);
        // What is still called here (not inlinable) is processed in turn.
        if let Some(func) = m.function(f) {
            for block in &func.blocks {
                for id in &block.instrs {
                    if let Some(InstKind::Call { function, .. }) = func.inst(*id).map(|i| &i.kind) {
                        work.push(*function);
                    }
                }
            }
        }
    }
    super::dce::remove_uncalled_functions(m);
}

/// Functions that can reach themselves through calls (never inlined: the backends report the
/// recursion).
fn recursive_functions(m: &Module) -> Vec<bool> {
    let n = m.functions.len();
    let callees: Vec<Vec<usize>> = m
        .functions
        .iter()
        .map(|func| {
            let mut out = Vec::new();
            for block in &func.blocks {
                for id in &block.instrs {
                    if let Some(InstKind::Call { function, .. }) = func.inst(*id).map(|i| &i.kind) {
                        if (function.0 as usize) < n && !out.contains(&(function.0 as usize)) {
                            out.push(function.0 as usize);
                        }
                    }
                }
            }
            out
        })
        .collect();
    (0..n)
        .map(|start| {
            let mut seen = vec![false; n];
            let mut stack = callees[start].clone();
            while let Some(f) = stack.pop() {
                if f == start {
                    return true;
                }
                if !std::mem::replace(&mut seen[f], true) {
                    stack.extend(&callees[f]);
                }
            }
            false
        })
        .collect()
}

fn shape(func: &Function) -> Shape {
    if func.blocks.is_empty() || func.dont_inline {
        return Shape::No;
    }
    let regions = regions(func);
    let mut result = Shape::Plain;
    for (b, block) in func.blocks.iter().enumerate() {
        if !matches!(block.terminator, Some(Terminator::Return(_))) {
            continue;
        }
        let Some(enclosing) = &regions[b] else {
            continue;
        };
        for h in enclosing {
            let header = &func.blocks[h.0 as usize];
            let is_switch = matches!(header.terminator, Some(Terminator::Switch { .. }));
            if matches!(header.structure, Some(s) if s.kind == StructureKind::Loop) || is_switch {
                return Shape::No;
            }
            result = Shape::Wrapped;
        }
    }
    result
}

/// The headers whose constructs enclose each reachable block, outermost first, found by
/// walking the control flow in reverse post-order: a header's successors other than its
/// merge are inside it; a branch to the merge (or continue block) of an enclosing construct
/// leaves the constructs nested in it (a `break` out of an `if` inside a loop reaches the
/// loop's merge outside both). `None` for unreachable blocks.
fn regions(func: &Function) -> Vec<Option<Vec<BlockId>>> {
    let cfg = Cfg::new(func);
    let n = func.blocks.len();
    let mut region: Vec<Option<Vec<BlockId>>> = vec![None; n];
    if n == 0 {
        return region;
    }
    region[0] = Some(Vec::new());
    for &b in &cfg.rpo {
        let Some(here) = region[b.0 as usize].clone() else {
            continue;
        };
        let block = &func.blocks[b.0 as usize];
        for s in block
            .terminator
            .as_ref()
            .map(|t| t.successors())
            .unwrap_or_default()
        {
            let si = s.0 as usize;
            if si >= n || region[si].is_some() {
                continue;
            }
            let own = block.structure;
            let next = if own.is_some_and(|st| st.merge == s) {
                here.clone()
            } else if let Some(k) = here.iter().position(|h| {
                func.blocks[h.0 as usize]
                    .structure
                    .is_some_and(|st| st.merge == s)
            }) {
                // Leaving constructs: the merge of `here[k]` is outside it.
                here[..k].to_vec()
            } else if let Some(k) = here.iter().position(|h| {
                func.blocks[h.0 as usize]
                    .structure
                    .is_some_and(|st| st.continue_block == Some(s))
            }) {
                // A continue: the continue block is inside its loop.
                here[..=k].to_vec()
            } else if own.is_some() {
                let mut v = here.clone();
                v.push(b);
                v
            } else {
                here.clone()
            };
            region[si] = Some(next);
        }
    }
    region
}

/// Inlines the calls in `f` whose callees are inlinable. One walk over the blocks: an
/// inlined call ends its block, and the copy and the rest of the block are appended, so the
/// walk reaches them (and the calls they hold) later.
fn inline_calls_in(m: &mut Module, f: FuncId, shapes: &mut [Option<Shape>], recursive: &[bool]) {
    let Some(slot) = m.functions.get_mut(f.0 as usize) else {
        return;
    };
    // `f` is taken out while its callees (other functions) are read in place.
    let mut func = std::mem::replace(
        slot,
        Function::new(String::new(), vec![], TypeId(u32::MAX), Default::default()),
    );
    // The calls' values, replaced once at the end (copies made meanwhile may name them).
    let mut replacements = Replacements::default();
    let mut b = 0;
    while b < func.blocks.len() && func.insts.len() <= MAX_INSTS {
        let block = &func.blocks[b];
        let mut site = None;
        if !matches!(block.structure, Some(s) if s.kind == StructureKind::Loop) {
            for (k, id) in block.instrs.iter().enumerate() {
                if let Some(Inst {
                    kind: InstKind::Call { function, .. },
                    ..
                }) = func.inst(*id)
                {
                    let g = function.0 as usize;
                    if *function == f || recursive.get(g).copied().unwrap_or(true) {
                        continue;
                    }
                    let Some(callee) = m.functions.get(g) else {
                        continue;
                    };
                    let shape = *shapes[g].get_or_insert_with(|| shape(callee));
                    if shape != Shape::No {
                        site = Some((k, *function));
                        break;
                    }
                }
            }
        }
        if let Some((k, callee)) = site {
            if let Some(body) = m.functions.get(callee.0 as usize) {
                let ret_void = m.types.get(body.return_type) == Type::Void;
                let wrapped = shapes[callee.0 as usize] == Some(Shape::Wrapped);
                inline_one(
                    &mut func,
                    BlockId(b as u32),
                    k,
                    body,
                    ret_void,
                    wrapped,
                    &mut replacements,
                );
            }
        }
        b += 1;
    }
    replacements.apply(&mut func);
    m.functions[f.0 as usize] = func;
}

fn inline_one(
    func: &mut Function,
    b: BlockId,
    k: usize,
    callee: &Function,
    ret_void: bool,
    wrapped: bool,
    replacements: &mut Replacements,
) {
    let bi = b.0 as usize;
    let call_id = func.blocks[bi].instrs[k];
    let (args, call_span) = match &func.insts[call_id.0 as usize] {
        Inst {
            kind: InstKind::Call { args, .. },
            span,
            ..
        } => (args.clone(), *span),
        _ => return,
    };

    // Block numbers: [wrapper header, wrapper continue], the callee's blocks, then the
    // continuation (the rest of the block, its terminator and its structure), so blocks stay
    // in an order where each comes after the blocks that dominate it.
    let first_new = func.blocks.len() as u32;
    let base_for_body = first_new + if wrapped { 2 } else { 0 };
    let after = BlockId(base_for_body + callee.blocks.len() as u32);
    let rest: Vec<InstId> = func.blocks[bi].instrs.split_off(k + 1);
    func.blocks[bi].instrs.pop(); // the call
    let cont = Block {
        name: func.blocks[bi].name.clone(),
        instrs: rest,
        terminator: func.blocks[bi].terminator.take(),
        terminator_span: func.blocks[bi].terminator_span,
        structure: func.blocks[bi].structure.take(),
    };
    let succs: Vec<BlockId> = cont
        .terminator
        .as_ref()
        .map(|t| t.successors())
        .unwrap_or_default();

    // Optional once-through loop around the copy.
    let (entry_from, merge_for_returns) = if wrapped {
        let header = BlockId(first_new);
        let cont_block = BlockId(header.0 + 1);
        let body_entry = BlockId(header.0 + 2);
        func.blocks.push(Block {
            name: Some("inline.header".into()),
            instrs: vec![],
            terminator: Some(Terminator::Branch(body_entry)),
            terminator_span: call_span,
            structure: Some(Structure {
                kind: StructureKind::Loop,
                merge: after,
                continue_block: Some(cont_block),
                hint: Default::default(),
            }),
        });
        func.blocks.push(Block {
            name: Some("inline.continue".into()),
            instrs: vec![],
            terminator: Some(Terminator::Branch(header)),
            terminator_span: call_span,
            structure: None,
        });
        (header, after)
    } else {
        (BlockId(first_new), after)
    };
    func.blocks[bi].terminator = Some(Terminator::Branch(entry_from));
    func.blocks[bi].terminator_span = call_span;

    // Copy the callee's blocks and instructions.
    let base = func.blocks.len() as u32;
    let map_block = |x: BlockId| BlockId(base + x.0);
    let mut new_inst: Vec<Option<InstId>> = vec![None; callee.insts.len()];
    let mut next = func.insts.len() as u32;
    for block in &callee.blocks {
        for id in &block.instrs {
            if let Some(slot) = new_inst.get_mut(id.0 as usize) {
                if slot.is_none() {
                    *slot = Some(InstId(next));
                    next += 1;
                }
            }
        }
    }
    let map_value = |v: Value| -> Value {
        match v {
            Value::Argument(i) => args.get(i as usize).copied().unwrap_or(Value::Undef(
                callee
                    .params
                    .get(i as usize)
                    .map_or(callee.return_type, |p| p.ty),
            )),
            Value::Inst(i) => match new_inst.get(i.0 as usize).copied().flatten() {
                Some(n) => Value::Inst(n),
                None => v,
            },
            other => other,
        }
    };
    // Push the copies in id order of their new handles.
    let mut order: Vec<(InstId, InstId)> = new_inst
        .iter()
        .enumerate()
        .filter_map(|(old, new)| new.map(|n| (n, InstId(old as u32))))
        .collect();
    order.sort();
    for (_, old) in &order {
        let mut inst = callee.insts[old.0 as usize].clone();
        super::util::operands_mut(&mut inst.kind, |v| *v = map_value(*v));
        if let InstKind::Phi { incoming } = &mut inst.kind {
            for (p, _) in incoming.iter_mut() {
                *p = map_block(*p);
            }
        }
        func.insts.push(inst);
    }
    let mut returns: Vec<(BlockId, Value)> = Vec::new();
    let mut moved_allocas: Vec<InstId> = Vec::new();
    for (ci, block) in callee.blocks.iter().enumerate() {
        let here = map_block(BlockId(ci as u32));
        let mut instrs = Vec::with_capacity(block.instrs.len());
        for id in &block.instrs {
            let Some(n) = new_inst[id.0 as usize] else {
                continue;
            };
            if matches!(func.insts[n.0 as usize].kind, InstKind::Alloca) {
                moved_allocas.push(n);
            } else {
                instrs.push(n);
            }
        }
        let terminator = match &block.terminator {
            Some(Terminator::Return(v)) => {
                let value = v.map(map_value).unwrap_or(Value::Undef(callee.return_type));
                returns.push((here, value));
                Some(Terminator::Branch(merge_for_returns))
            }
            Some(t) => {
                let mut t = t.clone();
                super::util::successors_mut(&mut t, |s| *s = map_block(*s));
                super::util::terminator_operands_mut(&mut t, |v| *v = map_value(*v));
                Some(t)
            }
            None => Some(Terminator::Unreachable),
        };
        let structure = block.structure.map(|s| Structure {
            merge: map_block(s.merge),
            continue_block: s.continue_block.map(map_block),
            ..s
        });
        func.blocks.push(Block {
            name: block.name.clone(),
            instrs,
            terminator,
            terminator_span: block.terminator_span,
            structure,
        });
    }
    debug_assert_eq!(func.blocks.len() as u32, after.0);
    func.blocks.push(cont);
    for s in succs {
        rename_phi_predecessor(func, s, b, after);
    }
    if !moved_allocas.is_empty() {
        let entry = &mut func.blocks[0].instrs;
        let at = entry
            .iter()
            .position(|id| !matches!(func.insts[id.0 as usize].kind, InstKind::Alloca))
            .unwrap_or(entry.len());
        entry.splice(at..at, moved_allocas);
    }

    // The call's value.
    if !ret_void {
        let value = match returns.as_slice() {
            [] => Value::Undef(callee.return_type),
            [(_, v)] => *v,
            _ => {
                let phi = InstId(func.insts.len() as u32);
                func.insts.push(Inst {
                    kind: InstKind::Phi {
                        incoming: returns.clone(),
                    },
                    ty: callee.return_type,
                    span: call_span,
                    name: None,
                    precise: false,
                });
                func.blocks[after.0 as usize].instrs.insert(0, phi);
                Value::Inst(phi)
            }
        };
        replacements.insert(Value::Inst(call_id), value);
    }
}
