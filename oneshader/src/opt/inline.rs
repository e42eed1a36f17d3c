//! Inline every call whose callee can be inlined, callees first, as DXC does (it inlines all
//! functions before legalizing).
//!
//! Needs: a verified module. Guarantees: a verified module in which every call of an
//! inlinable function is replaced by a copy of its body; the functions themselves stay (a
//! backend emits only what an entry point reaches, so an uncalled function costs nothing).
//!
//! What is not inlined, and why:
//! - recursive functions (never a leaf of the call graph): the backends report the recursion,
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
use crate::types::Type;

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

pub fn run(m: &mut Module) {
    // Each round inlines the calls of leaf functions (no calls left); after it, their callers
    // may be leaves. A chain of N functions needs N rounds; recursion never becomes a leaf.
    for _ in 0..m.functions.len().max(1) {
        let shapes: Vec<Shape> = m.functions.iter().map(shape).collect();
        let mut changed = false;
        for f in 0..m.functions.len() {
            changed |= inline_calls_in(m, FuncId(f as u32), &shapes);
        }
        if !changed {
            break;
        }
    }
}

fn has_calls(func: &Function) -> bool {
    func.blocks.iter().any(|b| {
        b.instrs
            .iter()
            .any(|id| matches!(func.inst(*id).map(|i| &i.kind), Some(InstKind::Call { .. })))
    })
}

fn shape(func: &Function) -> Shape {
    if has_calls(func) || func.blocks.is_empty() {
        return Shape::No;
    }
    let cfg = Cfg::new(func);
    let mut result = Shape::Plain;
    for &r in &cfg.rpo {
        if !matches!(
            func.blocks[r.0 as usize].terminator,
            Some(Terminator::Return(_))
        ) {
            continue;
        }
        // The headers dominating the return, outermost first. A header encloses the return
        // when its merge does not dominate it and the construct the header sits in (the
        // nearest enclosing one above it) encloses the return too: a return after a loop's
        // merge, reached through breaks from an `if` inside the loop, is outside both.
        let mut chain = Vec::new();
        let mut cur = cfg.idom[r.0 as usize];
        while let Some(d) = cur {
            if chain.len() > func.blocks.len() {
                return Shape::No;
            }
            chain.push(d);
            cur = cfg.idom[d.0 as usize];
        }
        chain.reverse();
        let headers: Vec<(BlockId, Structure)> = chain
            .iter()
            .filter_map(|d| func.blocks[d.0 as usize].structure.map(|s| (*d, s)))
            .collect();
        let mut inside = vec![false; headers.len()];
        for (k, (d, s)) in headers.iter().enumerate() {
            let parent = (0..k)
                .rev()
                .find(|&a| !cfg.dominates(headers[a].1.merge, *d));
            inside[k] = !cfg.dominates(s.merge, r) && parent.is_none_or(|a| inside[a]);
            if inside[k] {
                let is_switch = matches!(
                    func.blocks[d.0 as usize].terminator,
                    Some(Terminator::Switch { .. })
                );
                if s.kind == StructureKind::Loop || is_switch {
                    return Shape::No;
                }
                result = Shape::Wrapped;
            }
        }
    }
    result
}

/// Inlines the calls in `f` whose callees are inlinable; whether anything changed.
fn inline_calls_in(m: &mut Module, f: FuncId, shapes: &[Shape]) -> bool {
    let mut changed = false;
    // Restart the scan after each inlining: blocks were split and added. Each inlining removes
    // one call of a leaf and adds none, so this ends.
    loop {
        let Some(func) = m.function(f) else {
            return changed;
        };
        let mut site = None;
        'find: for (b, block) in func.blocks.iter().enumerate() {
            if matches!(block.structure, Some(s) if s.kind == StructureKind::Loop) {
                continue;
            }
            for (k, id) in block.instrs.iter().enumerate() {
                if let Some(Inst {
                    kind: InstKind::Call { function, .. },
                    ..
                }) = func.inst(*id)
                {
                    let ok = *function != f
                        && shapes
                            .get(function.0 as usize)
                            .copied()
                            .unwrap_or(Shape::No)
                            != Shape::No;
                    if ok {
                        site = Some((b, k, *function));
                        break 'find;
                    }
                }
            }
        }
        let Some((b, k, callee)) = site else {
            return changed;
        };
        let Some(body) = m.function(callee).cloned() else {
            return changed;
        };
        let ret_void = m.types.get(body.return_type) == Type::Void;
        let wrapped = shapes[callee.0 as usize] == Shape::Wrapped;
        let Some(func) = m.function_mut(f) else {
            return changed;
        };
        inline_one(func, BlockId(b as u32), k, &body, ret_void, wrapped);
        changed = true;
    }
}

fn inline_one(
    func: &mut Function,
    b: BlockId,
    k: usize,
    callee: &Function,
    ret_void: bool,
    wrapped: bool,
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
    let mut replacements = Replacements::default();
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
    replacements.apply(func);
}
