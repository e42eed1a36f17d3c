//! Promote locals to SSA values: scalar replacement of constant-index accesses, then
//! memory-to-register promotion with phis (Cytron et al.: phis at the iterated dominance
//! frontier of the stores, renaming in dominator order).
//!
//! Needs: a verified module. Guarantees: a verified module where every `Alloca` whose only
//! uses are loads, stores and access chains that composite operations can express is gone:
//! an access `p.a.b[2]` to a local becomes a `CompositeExtract` of the loaded whole (a store,
//! a `CompositeInsert` into it), a dynamic index is kept only as the last index into a vector
//! (`ExtractDynamic`/`InsertDynamic`), and whole loads and stores become SSA values. A local
//! read before any store reads `undef`, as in HLSL. Locals indexed dynamically as arrays or
//! matrices, or passed to a call that was not inlined (`out`/`inout`), stay in memory.
//! Unreachable blocks are removed first (their accesses are never executed).

use super::util::{remove_unreachable_blocks, Replacements};
use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, ConstValue, Function, Inst, InstId, InstKind, Module, Value};
use crate::types::{Type, TypeArena, TypeId};
use rustc_hash::FxHashMap;

pub fn run(m: &mut Module) {
    super::util::each_function(m, promote_function);
}

/// The pass on one function (taken out of `m`).
pub(super) fn promote_function(m: &mut Module, func: &mut Function) {
    remove_unreachable_blocks(func);
    split_aggregates(m, func);
    scalarize_accesses(m, func);
    promote(&m.types, func);
}

/// The most elements an array local may have to be split into one local per element.
const MAX_SPLIT_ARRAY: u32 = 16;

/// The constant value of an index operand.
fn const_index(m: &Module, v: Value) -> Option<u32> {
    match v {
        Value::Constant(c) => match m.constants.get(c).map(|c| &c.value) {
            Some(ConstValue::Scalar(bits)) => u32::try_from(*bits).ok(),
            Some(ConstValue::Zero) => Some(0),
            _ => None,
        },
        _ => None,
    }
}

/// Scalar replacement of aggregates: a struct local (or a small array local) whose every use
/// is a whole load, a whole store or an access chain with a constant first index becomes one
/// local per member, so each member is promoted on its own (a member written in a branch gets
/// its own phi instead of a phi of the whole struct). Repeated for nested aggregates.
fn split_aggregates(m: &mut Module, func: &mut Function) {
    // Each round splits every candidate one level deep; nesting depth bounds the rounds.
    for _ in 0..8 {
        let locals = allocas(func);
        let mut candidates: FxHashMap<InstId, Vec<TypeId>> = FxHashMap::default();
        for l in &locals {
            let Some(ty) = pointee(&m.types, func.insts[l.0 as usize].ty) else {
                continue;
            };
            let parts = match m.types.get(ty) {
                Type::Struct(s) => match m.types.struct_def(s) {
                    Some(d) if !d.members.is_empty() => {
                        d.members.iter().map(|f| f.ty).collect::<Vec<_>>()
                    }
                    _ => continue,
                },
                Type::Array { element, length } if length > 0 && length <= MAX_SPLIT_ARRAY => {
                    vec![element; length as usize]
                }
                _ => continue,
            };
            candidates.insert(*l, parts);
        }
        if candidates.is_empty() {
            return;
        }
        // Uses must all be splittable.
        let mut bad: rustc_hash::FxHashSet<InstId> = Default::default();
        let local_of = |v: &Value| match v {
            Value::Inst(i) if candidates.contains_key(i) => Some(*i),
            _ => None,
        };
        for block in &func.blocks {
            for id in &block.instrs {
                match &func.insts[id.0 as usize].kind {
                    InstKind::Alloca | InstKind::Load { .. } => {}
                    InstKind::Store { value, .. } => {
                        if let Some(l) = local_of(value) {
                            bad.insert(l);
                        }
                    }
                    InstKind::AccessChain { base, indices } => {
                        if let Some(l) = local_of(base) {
                            let k = indices.first().and_then(|i| const_index(m, *i));
                            if k.is_none_or(|k| (k as usize) >= candidates[&l].len()) {
                                bad.insert(l);
                            }
                        }
                        for v in indices {
                            if let Some(l) = local_of(v) {
                                bad.insert(l);
                            }
                        }
                    }
                    other => {
                        other.for_each_operand(|v| {
                            if let Some(l) = local_of(&v) {
                                bad.insert(l);
                            }
                        });
                    }
                }
            }
            if let Some(t) = &block.terminator {
                for v in t.operands() {
                    if let Some(l) = local_of(&v) {
                        bad.insert(l);
                    }
                }
            }
        }
        candidates.retain(|l, _| !bad.contains(l));
        if candidates.is_empty() {
            return;
        }
        // New locals, one per part, in the entry block where the old one was.
        let mut parts_of: FxHashMap<InstId, Vec<InstId>> = FxHashMap::default();
        let mut order: Vec<InstId> = candidates.keys().copied().collect();
        order.sort();
        for l in order {
            let old = func.insts[l.0 as usize].clone();
            let mut ids = Vec::new();
            for (k, ty) in candidates[&l].iter().enumerate() {
                let ptr = m.types.pointer(crate::types::AddressSpace::Function, *ty);
                let id = InstId(func.insts.len() as u32);
                func.insts.push(Inst {
                    kind: InstKind::Alloca,
                    ty: ptr,
                    span: old.span,
                    name: old.name.as_ref().map(|n| format!("{n}.{k}")),
                    precise: old.precise,
                });
                ids.push(id);
            }
            parts_of.insert(l, ids);
        }
        let mut rep = Replacements::default();
        for b in 0..func.blocks.len() {
            let old = std::mem::take(&mut func.blocks[b].instrs);
            let mut out = Vec::with_capacity(old.len());
            for id in old {
                let relevant = match &func.insts[id.0 as usize].kind {
                    InstKind::Alloca => parts_of.contains_key(&id),
                    InstKind::AccessChain {
                        base: Value::Inst(l),
                        ..
                    }
                    | InstKind::Load {
                        pointer: Value::Inst(l),
                    }
                    | InstKind::Store {
                        pointer: Value::Inst(l),
                        ..
                    } => parts_of.contains_key(l),
                    _ => false,
                };
                if !relevant {
                    out.push(id);
                    continue;
                }
                let inst = func.insts[id.0 as usize].clone();
                match &inst.kind {
                    InstKind::Alloca => match parts_of.get(&id) {
                        Some(parts) => out.extend(parts.iter().copied()),
                        None => out.push(id),
                    },
                    InstKind::AccessChain {
                        base: Value::Inst(l),
                        indices,
                    } if parts_of.contains_key(l) => {
                        let k = const_index(m, indices[0]).unwrap_or(0) as usize;
                        let part = Value::Inst(parts_of[l][k]);
                        if indices.len() == 1 {
                            rep.insert(Value::Inst(id), part);
                        } else {
                            func.insts[id.0 as usize].kind = InstKind::AccessChain {
                                base: part,
                                indices: indices[1..].to_vec(),
                            };
                            out.push(id);
                        }
                    }
                    InstKind::Load {
                        pointer: Value::Inst(l),
                    } if parts_of.contains_key(l) => {
                        let parts: Vec<Value> = parts_of[l]
                            .iter()
                            .zip(&candidates[l])
                            .map(|(p, ty)| {
                                push(
                                    func,
                                    &mut out,
                                    InstKind::Load {
                                        pointer: Value::Inst(*p),
                                    },
                                    *ty,
                                    &inst,
                                )
                            })
                            .collect();
                        func.insts[id.0 as usize].kind = InstKind::CompositeConstruct { parts };
                        out.push(id);
                    }
                    InstKind::Store {
                        pointer: Value::Inst(l),
                        value,
                    } if parts_of.contains_key(l) => {
                        let value = *value;
                        let n = parts_of[l].len();
                        for k in 0..n {
                            let ty = candidates[l][k];
                            let part = push(
                                func,
                                &mut out,
                                InstKind::CompositeExtract {
                                    composite: value,
                                    indices: vec![k as u32],
                                },
                                ty,
                                &inst,
                            );
                            let store = if k + 1 == n {
                                id
                            } else {
                                let s = InstId(func.insts.len() as u32);
                                func.insts.push(inst.clone());
                                s
                            };
                            func.insts[store.0 as usize].kind = InstKind::Store {
                                pointer: Value::Inst(parts_of[l][k]),
                                value: part,
                            };
                            out.push(store);
                        }
                    }
                    _ => out.push(id),
                }
            }
            func.blocks[b].instrs = out;
        }
        rep.apply(func);
    }
}

/// One step of an access path into a local's value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    Const(u32),
    /// A dynamic index into a vector (only ever the last step).
    Dynamic(Value),
}

/// The access path of `indices` into a value of type `ty`, or `None` when composite
/// operations cannot express it (a dynamic index into an array or matrix).
fn path_of(m: &Module, ty: TypeId, indices: &[Value]) -> Option<Vec<Step>> {
    let mut steps = Vec::with_capacity(indices.len());
    let mut cur = ty;
    for (i, idx) in indices.iter().enumerate() {
        let constant = match idx {
            Value::Constant(c) => match m.constants.get(*c).map(|c| &c.value) {
                Some(ConstValue::Scalar(bits)) => u32::try_from(*bits).ok(),
                Some(ConstValue::Zero) => Some(0),
                _ => None,
            },
            _ => None,
        };
        let last = i + 1 == indices.len();
        match m.types.get(cur) {
            Type::Struct(s) => {
                let k = constant?;
                let def = m.types.struct_def(s)?;
                cur = def.members.get(k as usize)?.ty;
                steps.push(Step::Const(k));
            }
            Type::Array { element, length } => {
                let k = constant?;
                if length == 0 || k >= length {
                    return None;
                }
                cur = element;
                steps.push(Step::Const(k));
            }
            Type::Matrix { scalar, cols, rows } => {
                let k = constant?;
                if k >= rows as u32 {
                    return None;
                }
                cur = if cols == 1 {
                    m.types.lookup(Type::Scalar(scalar))?
                } else {
                    m.types.lookup(Type::Vector { scalar, size: cols })?
                };
                steps.push(Step::Const(k));
            }
            Type::Vector { scalar, size } => {
                cur = m.types.lookup(Type::Scalar(scalar))?;
                match constant {
                    Some(k) if k < size as u32 => steps.push(Step::Const(k)),
                    Some(_) => return None,
                    None if last => steps.push(Step::Dynamic(*idx)),
                    None => return None,
                }
            }
            _ => return None,
        }
    }
    Some(steps)
}

/// The pointee of a local's pointer type.
fn pointee(types: &TypeArena, ptr: TypeId) -> Option<TypeId> {
    match types.get(ptr) {
        Type::Pointer { pointee, .. } => Some(pointee),
        _ => None,
    }
}

/// The allocas of the entry block.
fn allocas(func: &Function) -> Vec<InstId> {
    func.blocks
        .first()
        .map(|b| {
            b.instrs
                .iter()
                .copied()
                .filter(|id| matches!(func.inst(*id).map(|i| &i.kind), Some(InstKind::Alloca)))
                .collect()
        })
        .unwrap_or_default()
}

/// Rewrites loads and stores through constant access chains into locals as whole-value
/// loads and stores with composite extracts and inserts, for locals whose every use allows it.
fn scalarize_accesses(m: &mut Module, func: &mut Function) {
    let locals = allocas(func);
    if locals.is_empty() {
        return;
    }
    let is_local: FxHashMap<InstId, usize> =
        locals.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    // Root local and path of each access chain into a local (chains of chains flattened).
    let mut chain: FxHashMap<InstId, (usize, Vec<Value>)> = FxHashMap::default();
    let mut ok = vec![true; locals.len()];
    for block in &func.blocks {
        for id in &block.instrs {
            let inst = &func.insts[id.0 as usize];
            if let InstKind::AccessChain {
                base: Value::Inst(b),
                indices,
            } = &inst.kind
            {
                if let Some(&l) = is_local.get(b) {
                    chain.insert(*id, (l, indices.clone()));
                } else if let Some((l, prefix)) = chain.get(b).cloned() {
                    let mut all = prefix;
                    all.extend(indices.iter().copied());
                    chain.insert(*id, (l, all));
                }
            }
        }
    }
    // Check every use.
    let root_of = |v: &Value| -> Option<usize> {
        match v {
            Value::Inst(i) => is_local
                .get(i)
                .copied()
                .or_else(|| chain.get(i).map(|c| c.0)),
            _ => None,
        }
    };
    for block in &func.blocks {
        for id in &block.instrs {
            let inst = &func.insts[id.0 as usize];
            match &inst.kind {
                InstKind::Load { .. } => {}
                InstKind::Store { value, .. } => {
                    if let Some(l) = root_of(value) {
                        ok[l] = false;
                    }
                }
                InstKind::AccessChain { base, indices } => {
                    for v in indices {
                        if let Some(l) = root_of(v) {
                            ok[l] = false;
                        }
                    }
                    let _ = base;
                }
                other => {
                    other.for_each_operand(|v| {
                        if let Some(l) = root_of(&v) {
                            ok[l] = false;
                        }
                    });
                }
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                if let Some(l) = root_of(&v) {
                    ok[l] = false;
                }
            }
        }
    }
    // Paths must be expressible.
    let mut paths: FxHashMap<InstId, Vec<Step>> = FxHashMap::default();
    for (id, (l, indices)) in &chain {
        if !ok[*l] {
            continue;
        }
        let ty = pointee(&m.types, func.insts[locals[*l].0 as usize].ty);
        match ty.and_then(|t| path_of(m, t, indices)) {
            Some(p) => {
                paths.insert(*id, p);
            }
            None => ok[*l] = false,
        }
    }
    if !ok.iter().any(|o| *o) || paths.is_empty() {
        return;
    }
    // Rewrite loads and stores through the chains.
    for b in 0..func.blocks.len() {
        let old = std::mem::take(&mut func.blocks[b].instrs);
        let mut out = Vec::with_capacity(old.len());
        for id in old {
            let via = |p: &Value| match p {
                Value::Inst(c) => chain
                    .get(c)
                    .filter(|(l, _)| ok[*l])
                    .and_then(|(l, _)| paths.get(c).map(|path| (*l, path.clone()))),
                _ => None,
            };
            let through_chain = |p: &Value| match p {
                Value::Inst(c) => {
                    paths.contains_key(c) && chain.get(c).is_some_and(|(l, _)| ok[*l])
                }
                _ => false,
            };
            let relevant = match &func.insts[id.0 as usize].kind {
                InstKind::AccessChain { .. } => through_chain(&Value::Inst(id)),
                InstKind::Load { pointer } | InstKind::Store { pointer, .. } => {
                    through_chain(pointer)
                }
                _ => false,
            };
            if !relevant {
                out.push(id);
                continue;
            }
            let inst = func.insts[id.0 as usize].clone();
            match &inst.kind {
                InstKind::AccessChain { .. } if via(&Value::Inst(id)).is_some() => {
                    // Dropped: every use is rewritten below.
                }
                InstKind::Load { pointer } => match via(pointer) {
                    Some((l, path)) => {
                        let local = locals[l];
                        let whole_ty =
                            pointee(&m.types, func.insts[local.0 as usize].ty).unwrap_or(inst.ty);
                        let whole = push(
                            func,
                            &mut out,
                            InstKind::Load {
                                pointer: Value::Inst(local),
                            },
                            whole_ty,
                            &inst,
                        );
                        let kind = extract_kind(m, func, &mut out, whole, whole_ty, &path, &inst);
                        func.insts[id.0 as usize].kind = kind;
                        out.push(id);
                    }
                    None => out.push(id),
                },
                InstKind::Store { pointer, value } => match via(pointer) {
                    Some((l, path)) => {
                        let local = locals[l];
                        let whole_ty =
                            pointee(&m.types, func.insts[local.0 as usize].ty).unwrap_or(inst.ty);
                        let whole = push(
                            func,
                            &mut out,
                            InstKind::Load {
                                pointer: Value::Inst(local),
                            },
                            whole_ty,
                            &inst,
                        );
                        let updated =
                            insert_value(m, func, &mut out, whole, whole_ty, &path, *value, &inst);
                        func.insts[id.0 as usize].kind = InstKind::Store {
                            pointer: Value::Inst(local),
                            value: updated,
                        };
                        out.push(id);
                    }
                    None => out.push(id),
                },
                _ => out.push(id),
            }
        }
        func.blocks[b].instrs = out;
    }
}

/// Appends a new instruction like `like` (span, precision) to `out`; its value.
fn push(
    func: &mut Function,
    out: &mut Vec<InstId>,
    kind: InstKind,
    ty: TypeId,
    like: &Inst,
) -> Value {
    let id = InstId(func.insts.len() as u32);
    func.insts.push(Inst {
        kind,
        ty,
        span: like.span,
        name: None,
        precise: like.precise,
    });
    out.push(id);
    Value::Inst(id)
}

/// The types along `path` from `ty` (one per step: the type after the step).
fn step_types(m: &Module, ty: TypeId, path: &[Step]) -> Vec<TypeId> {
    let mut out = Vec::with_capacity(path.len());
    let mut cur = ty;
    for s in path {
        let k = match s {
            Step::Const(k) => *k as usize,
            Step::Dynamic(_) => 0,
        };
        cur = match m.types.get(cur) {
            Type::Struct(sid) => m
                .types
                .struct_def(sid)
                .and_then(|d| d.members.get(k))
                .map(|f| f.ty)
                .unwrap_or(cur),
            Type::Array { element, .. } => element,
            Type::Matrix { scalar, cols, .. } => {
                if cols == 1 {
                    m.types.lookup(Type::Scalar(scalar)).unwrap_or(cur)
                } else {
                    m.types
                        .lookup(Type::Vector { scalar, size: cols })
                        .unwrap_or(cur)
                }
            }
            Type::Vector { scalar, .. } => m.types.lookup(Type::Scalar(scalar)).unwrap_or(cur),
            _ => cur,
        };
        out.push(cur);
    }
    out
}

/// The instruction kind that reads `path` out of `whole` (the replaced load's new kind).
fn extract_kind(
    m: &Module,
    func: &mut Function,
    out: &mut Vec<InstId>,
    whole: Value,
    whole_ty: TypeId,
    path: &[Step],
    like: &Inst,
) -> InstKind {
    match path.split_last() {
        Some((Step::Dynamic(index), prefix)) => {
            let vector = if prefix.is_empty() {
                whole
            } else {
                let tys = step_types(m, whole_ty, prefix);
                let consts = prefix.iter().map(const_of).collect();
                push(
                    func,
                    out,
                    InstKind::CompositeExtract {
                        composite: whole,
                        indices: consts,
                    },
                    *tys.last().unwrap_or(&whole_ty),
                    like,
                )
            };
            InstKind::ExtractDynamic {
                vector,
                index: *index,
            }
        }
        _ => InstKind::CompositeExtract {
            composite: whole,
            indices: path.iter().map(const_of).collect(),
        },
    }
}

fn const_of(s: &Step) -> u32 {
    match s {
        Step::Const(k) => *k,
        Step::Dynamic(_) => 0,
    }
}

/// `whole` with `value` written at `path`; the new whole value.
#[allow(clippy::too_many_arguments)]
fn insert_value(
    m: &Module,
    func: &mut Function,
    out: &mut Vec<InstId>,
    whole: Value,
    whole_ty: TypeId,
    path: &[Step],
    value: Value,
    like: &Inst,
) -> Value {
    match path.split_last() {
        Some((Step::Dynamic(index), prefix)) => {
            let tys = step_types(m, whole_ty, prefix);
            let vector_ty = *tys.last().unwrap_or(&whole_ty);
            let consts: Vec<u32> = prefix.iter().map(const_of).collect();
            let vector = if prefix.is_empty() {
                whole
            } else {
                push(
                    func,
                    out,
                    InstKind::CompositeExtract {
                        composite: whole,
                        indices: consts.clone(),
                    },
                    vector_ty,
                    like,
                )
            };
            let updated = push(
                func,
                out,
                InstKind::InsertDynamic {
                    vector,
                    index: *index,
                    value,
                },
                vector_ty,
                like,
            );
            if prefix.is_empty() {
                updated
            } else {
                push(
                    func,
                    out,
                    InstKind::CompositeInsert {
                        composite: whole,
                        value: updated,
                        indices: consts,
                    },
                    whole_ty,
                    like,
                )
            }
        }
        _ => push(
            func,
            out,
            InstKind::CompositeInsert {
                composite: whole,
                value,
                indices: path.iter().map(const_of).collect(),
            },
            whole_ty,
            like,
        ),
    }
}

/// Promotes every local whose uses are only whole loads and stores (the pointer operand).
fn promote(types: &TypeArena, func: &mut Function) {
    let locals = allocas(func);
    if locals.is_empty() {
        return;
    }
    let index_of: FxHashMap<InstId, usize> =
        locals.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    let local_of = |v: &Value| match v {
        Value::Inst(i) => index_of.get(i).copied(),
        _ => None,
    };
    let mut ok = vec![true; locals.len()];
    let mut def_blocks: Vec<Vec<BlockId>> = vec![Vec::new(); locals.len()];
    for (b, block) in func.blocks.iter().enumerate() {
        for id in &block.instrs {
            let inst = &func.insts[id.0 as usize];
            match &inst.kind {
                InstKind::Alloca => {}
                InstKind::Load { pointer } => {
                    let _ = local_of(pointer);
                }
                InstKind::Store { pointer, value } => {
                    if let Some(l) = local_of(value) {
                        ok[l] = false;
                    }
                    if let Some(l) = local_of(pointer) {
                        if def_blocks[l].last() != Some(&BlockId(b as u32)) {
                            def_blocks[l].push(BlockId(b as u32));
                        }
                    }
                }
                other => {
                    other.for_each_operand(|v| {
                        if let Some(l) = local_of(&v) {
                            ok[l] = false;
                        }
                    });
                }
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                if let Some(l) = local_of(&v) {
                    ok[l] = false;
                }
            }
        }
    }
    // The promoted locals, densely numbered.
    let promoted: Vec<usize> = (0..locals.len()).filter(|l| ok[*l]).collect();
    if promoted.is_empty() {
        return;
    }
    let mut slot = vec![usize::MAX; locals.len()];
    for (k, l) in promoted.iter().enumerate() {
        slot[*l] = k;
    }
    let value_ty: Vec<TypeId> = promoted
        .iter()
        .map(|l| {
            let ptr = func.insts[locals[*l].0 as usize].ty;
            pointee(types, ptr).unwrap_or(ptr)
        })
        .collect();

    let cfg = Cfg::new(func);
    let n = func.blocks.len();
    // Dominance frontiers.
    let mut frontier: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for b in 0..n {
        let bid = BlockId(b as u32);
        if !cfg.is_reachable(bid) || cfg.preds[b].len() < 2 {
            continue;
        }
        let Some(idom) = cfg.idom[b] else { continue };
        for &p in &cfg.preds[b] {
            if !cfg.is_reachable(p) {
                continue;
            }
            let mut runner = p;
            let mut guard = 0;
            while runner != idom && guard <= n {
                if !frontier[runner.0 as usize].contains(&bid) {
                    frontier[runner.0 as usize].push(bid);
                }
                match cfg.idom[runner.0 as usize] {
                    Some(d) => runner = d,
                    None => break,
                }
                guard += 1;
            }
        }
    }
    // Semi-pruned SSA: only a local read in some block before that block writes it can need
    // a phi; one always written before it is read in the same block (most temporaries, and
    // the copies of inlined arguments) never does.
    let mut upward_exposed = vec![false; locals.len()];
    let mut written_here: Vec<u32> = vec![u32::MAX; locals.len()];
    for (b, block) in func.blocks.iter().enumerate() {
        for id in &block.instrs {
            match &func.insts[id.0 as usize].kind {
                InstKind::Load { pointer } => {
                    if let Some(l) = local_of(pointer) {
                        if written_here[l] != b as u32 {
                            upward_exposed[l] = true;
                        }
                    }
                }
                InstKind::Store { pointer, .. } => {
                    if let Some(l) = local_of(pointer) {
                        written_here[l] = b as u32;
                    }
                }
                _ => {}
            }
        }
    }
    // Phi placement: phi_for[block] = (slot, phi id) pairs.
    let mut phi_for: Vec<Vec<(usize, InstId)>> = vec![Vec::new(); n];
    for (k, l) in promoted.iter().enumerate() {
        if !upward_exposed[*l] {
            continue;
        }
        let mut has_phi = vec![false; n];
        let mut work: Vec<BlockId> = def_blocks[*l].clone();
        let mut queued = vec![false; n];
        for b in &work {
            queued[b.0 as usize] = true;
        }
        while let Some(b) = work.pop() {
            for &d in &frontier[b.0 as usize] {
                let di = d.0 as usize;
                if has_phi[di] {
                    continue;
                }
                has_phi[di] = true;
                let id = InstId(func.insts.len() as u32);
                let span = func.insts[locals[*l].0 as usize].span;
                func.insts.push(Inst {
                    kind: InstKind::Phi { incoming: vec![] },
                    ty: value_ty[k],
                    span,
                    name: func.insts[locals[*l].0 as usize].name.clone(),
                    precise: false,
                });
                phi_for[di].push((k, id));
                if !queued[di] {
                    queued[di] = true;
                    work.push(d);
                }
            }
        }
    }
    // Renaming: a walk of the dominator tree with one stack of current values per local
    // (pushed by phis and stores, popped on leaving the block), so the work is linear in the
    // number of accesses. Each block, when left, hands its final values to the phis of its
    // successors.
    let mut children: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for &b in cfg.rpo.iter().skip(1) {
        if let Some(d) = cfg.idom[b.0 as usize] {
            children[d.0 as usize].push(b);
        }
    }
    let mut stacks: Vec<Vec<Value>> = value_ty.iter().map(|t| vec![Value::Undef(*t)]).collect();
    let mut incoming: FxHashMap<InstId, Vec<(BlockId, Value)>> = FxHashMap::default();
    let mut replacements = Replacements::default();
    // (block, entered): entering processes the block and schedules its exit.
    let mut walk: Vec<(BlockId, bool)> = vec![(BlockId(0), false)];
    let mut pushed: Vec<Vec<usize>> = vec![Vec::new(); n];
    while let Some((b, leaving)) = walk.pop() {
        let bi = b.0 as usize;
        if leaving {
            for k in pushed[bi].drain(..) {
                stacks[k].pop();
            }
            continue;
        }
        let mut log = Vec::new();
        for (k, phi) in &phi_for[bi] {
            stacks[*k].push(Value::Inst(*phi));
            log.push(*k);
        }
        let old = std::mem::take(&mut func.blocks[bi].instrs);
        let mut kept = Vec::with_capacity(old.len());
        for id in old {
            match &func.insts[id.0 as usize].kind {
                InstKind::Alloca if local_of(&Value::Inst(id)).is_some_and(|l| ok[l]) => {}
                InstKind::Load { pointer } => match local_of(pointer).filter(|l| ok[*l]) {
                    Some(l) => {
                        let top = *stacks[slot[l]].last().expect("a stack is never empty");
                        replacements.insert(Value::Inst(id), top);
                    }
                    None => kept.push(id),
                },
                InstKind::Store { pointer, value } => match local_of(pointer).filter(|l| ok[*l]) {
                    Some(l) => {
                        stacks[slot[l]].push(*value);
                        log.push(slot[l]);
                    }
                    None => kept.push(id),
                },
                _ => kept.push(id),
            }
        }
        // Existing phis first, then the new ones, then the rest.
        let (mut all, rest): (Vec<InstId>, Vec<InstId>) = kept
            .into_iter()
            .partition(|id| matches!(func.insts[id.0 as usize].kind, InstKind::Phi { .. }));
        all.extend(phi_for[bi].iter().map(|(_, id)| *id));
        all.extend(rest);
        func.blocks[bi].instrs = all;
        for s in &cfg.succs[bi] {
            for (k, phi) in &phi_for[s.0 as usize] {
                let top = *stacks[*k].last().expect("a stack is never empty");
                incoming.entry(*phi).or_default().push((b, top));
            }
        }
        pushed[bi] = log;
        walk.push((b, true));
        for c in children[bi].iter().rev() {
            walk.push((*c, false));
        }
    }
    // Phi operands, one per predecessor (undef from unreachable ones).
    for (b, phis) in phi_for.iter().enumerate() {
        for &(k, phi) in phis {
            let from = incoming.remove(&phi).unwrap_or_default();
            let list: Vec<(BlockId, Value)> = cfg.preds[b]
                .iter()
                .map(|p| {
                    let v = from
                        .iter()
                        .find(|(q, _)| q == p)
                        .map(|(_, v)| *v)
                        .unwrap_or(Value::Undef(value_ty[k]));
                    (*p, v)
                })
                .collect();
            func.insts[phi.0 as usize].kind = InstKind::Phi { incoming: list };
        }
    }
    // Unreachable blocks (kept as structural targets) lose their accesses to promoted locals.
    for b in 0..n {
        if cfg.is_reachable(BlockId(b as u32)) {
            continue;
        }
        let old = std::mem::take(&mut func.blocks[b].instrs);
        func.blocks[b].instrs = old
            .into_iter()
            .filter(|id| match &func.insts[id.0 as usize].kind {
                InstKind::Load { pointer } | InstKind::Store { pointer, .. } => {
                    !local_of(pointer).is_some_and(|l| ok[l])
                }
                _ => true,
            })
            .collect();
    }
    replacements.apply(func);
}
