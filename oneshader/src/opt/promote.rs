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
    let void = m.void_type();
    for f in 0..m.functions.len() {
        let mut func = std::mem::replace(
            &mut m.functions[f],
            Function::new(String::new(), vec![], void, Default::default()),
        );
        remove_unreachable_blocks(&mut func);
        scalarize_accesses(m, &mut func);
        promote(&m.types, &mut func);
        m.functions[f] = func;
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
                    for v in other.operands() {
                        if let Some(l) = root_of(&v) {
                            ok[l] = false;
                        }
                    }
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
            let inst = func.insts[id.0 as usize].clone();
            let via = |p: &Value| match p {
                Value::Inst(c) => chain
                    .get(c)
                    .filter(|(l, _)| ok[*l])
                    .and_then(|(l, _)| paths.get(c).map(|path| (*l, path.clone()))),
                _ => None,
            };
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
                    for v in other.operands() {
                        if let Some(l) = local_of(&v) {
                            ok[l] = false;
                        }
                    }
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
    // Phi placement: phi_for[block] = (slot, phi id) pairs.
    let mut phi_for: Vec<Vec<(usize, InstId)>> = vec![Vec::new(); n];
    for (k, l) in promoted.iter().enumerate() {
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
    // Renaming in reverse post-order: a block starts from its idom's final values.
    let mut end: Vec<Option<Vec<Value>>> = vec![None; n];
    let mut replacements = Replacements::default();
    for &b in &cfg.rpo {
        let bi = b.0 as usize;
        let mut cur: Vec<Value> = match cfg.idom[bi].and_then(|d| end[d.0 as usize].clone()) {
            Some(v) => v,
            None => value_ty.iter().map(|t| Value::Undef(*t)).collect(),
        };
        for (k, phi) in &phi_for[bi] {
            cur[*k] = Value::Inst(*phi);
        }
        let old = std::mem::take(&mut func.blocks[bi].instrs);
        let mut kept = Vec::with_capacity(old.len());
        for id in old {
            match &func.insts[id.0 as usize].kind {
                InstKind::Alloca if local_of(&Value::Inst(id)).is_some_and(|l| ok[l]) => {}
                InstKind::Load { pointer } => match local_of(pointer).filter(|l| ok[*l]) {
                    Some(l) => replacements.insert(Value::Inst(id), cur[slot[l]]),
                    None => kept.push(id),
                },
                InstKind::Store { pointer, value } => match local_of(pointer).filter(|l| ok[*l]) {
                    Some(l) => cur[slot[l]] = *value,
                    None => kept.push(id),
                },
                _ => kept.push(id),
            }
        }
        let mut instrs: Vec<InstId> = phi_for[bi].iter().map(|(_, id)| *id).collect();
        // Existing phis stay first, before the new ones is fine too: keep them all at the top.
        let (old_phis, rest): (Vec<InstId>, Vec<InstId>) = kept
            .into_iter()
            .partition(|id| matches!(func.insts[id.0 as usize].kind, InstKind::Phi { .. }));
        let mut all = old_phis;
        all.append(&mut instrs);
        all.extend(rest);
        func.blocks[bi].instrs = all;
        end[bi] = Some(cur);
    }
    // Phi operands: the value at the end of each predecessor.
    for (b, phis) in phi_for.iter().enumerate() {
        for &(k, phi) in phis {
            let incoming: Vec<(BlockId, Value)> = cfg.preds[b]
                .iter()
                .map(|p| {
                    let v = end[p.0 as usize]
                        .as_ref()
                        .map(|e| e[k])
                        .unwrap_or(Value::Undef(value_ty[k]));
                    (*p, v)
                })
                .collect();
            func.insts[phi.0 as usize].kind = InstKind::Phi { incoming };
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
