//! Functions: parameters, block order, structured control flow, terminators, phis, and the
//! per-instruction dispatch to the other submodules.
//!
//! Block order: reverse post-order of a depth-first walk that visits a header's merge and
//! continue blocks before its successors, which puts every merge block after the blocks of
//! its construct. Unreachable blocks are dropped, except merge and continue blocks a live
//! header names: those are emitted empty, a continue block as a branch back to its header
//! (a loop needs its back edge) and a merge block as `OpUnreachable`. A live block without a
//! terminator ends in `OpUnreachable`. All `OpVariable`s go to the top of the first block.

use super::writer::{encode, Emitter, FuncState, PtrInfo};
use crate::ir::cfg::Cfg;
use crate::ir::{
    BlockId, ControlHint, FuncId, Function, InstId, InstKind, StructureKind, Terminator, Value,
};
use crate::source::Span;
use crate::types::Type;
use spirv::{Decoration, Op};

/// How an emitted block ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum BlockForm {
    /// Reachable: its instructions and terminator.
    Live,
    /// Unreachable continue block of a live loop: a branch back to the header.
    BackEdge(BlockId),
    /// Unreachable merge block: `OpUnreachable`.
    Empty,
}

fn block_order(func: &Function, cfg: &Cfg) -> Vec<(BlockId, BlockForm)> {
    let n = func.blocks.len();
    let mut form: Vec<Option<BlockForm>> = vec![None; n];
    for b in &cfg.rpo {
        form[b.0 as usize] = Some(BlockForm::Live);
    }
    // Structural-only blocks named by live headers.
    for b in &cfg.rpo {
        let Some(s) = func.block(*b).and_then(|bl| bl.structure) else {
            continue;
        };
        if let Some(c) = s.continue_block {
            if let Some(slot @ None) = form.get_mut(c.0 as usize) {
                *slot = Some(BlockForm::BackEdge(*b));
            }
        }
        if let Some(slot @ None) = form.get_mut(s.merge.0 as usize) {
            *slot = Some(BlockForm::Empty);
        }
    }
    let succs = |b: BlockId| -> Vec<BlockId> {
        let mut out = Vec::new();
        if form.get(b.0 as usize).copied().flatten() != Some(BlockForm::Live) {
            return out;
        }
        let Some(block) = func.block(b) else {
            return out;
        };
        if let Some(s) = block.structure {
            out.push(s.merge);
            if let Some(c) = s.continue_block {
                out.push(c);
            }
        }
        // Normal successors in reverse, so that the reverse post-order lists them in their
        // natural order (the true arm before the false arm).
        if let Some(t) = &block.terminator {
            out.extend(t.successors().into_iter().rev());
        }
        out.retain(|x| (x.0 as usize) < n && form[x.0 as usize].is_some());
        out
    };
    let mut post = Vec::new();
    let mut visited = vec![false; n];
    if n > 0 {
        visited[0] = true;
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> =
            vec![(BlockId(0), succs(BlockId(0)), 0)];
        while let Some((b, ss, next)) = stack.pop() {
            if next < ss.len() {
                let s = ss[next];
                stack.push((b, ss, next + 1));
                if !visited[s.0 as usize] {
                    visited[s.0 as usize] = true;
                    let s_succs = succs(s);
                    stack.push((s, s_succs, 0));
                }
            } else {
                post.push(b);
            }
        }
    }
    post.reverse();
    post.into_iter()
        .filter_map(|b| form[b.0 as usize].map(|f| (b, f)))
        .collect()
}

impl<'m> Emitter<'m> {
    /// The SPIR-V id of an operand.
    pub fn value(&mut self, v: Value, span: Span) -> u32 {
        match v {
            Value::Constant(c) => self.ir_const(c, span),
            Value::Argument(i) => match self.fs.param_ids.get(i as usize) {
                Some(&id) => id,
                None => {
                    self.error(span, "internal: bad argument");
                    let u = self.u32_ty();
                    self.undef(u)
                }
            },
            Value::Global(g) => match self.global_ids.get(&g) {
                Some(&id) => id,
                None => {
                    self.error(span, "internal: global not declared");
                    let u = self.u32_ty();
                    self.undef(u)
                }
            },
            Value::Undef(ty) => {
                let t = self.reg_type(ty, span);
                self.undef(t)
            }
            Value::Inst(i) => self.result_id(i),
            Value::SpecConstant(sc) => self.spec_constant(sc, span),
        }
    }

    /// A specialization constant, declared where it is first used (so an entry point carries
    /// only the constants it reaches) with its `SpecId` and name.
    pub(super) fn spec_constant(&mut self, sc: crate::ir::SpecConstId, span: Span) -> u32 {
        if let Some(&id) = self.spec_ids.get(&sc) {
            return id;
        }
        let Some(spec) = self.m.spec_constant(sc) else {
            self.error(span, "internal: bad specialization constant");
            let u = self.u32_ty();
            return self.undef(u);
        };
        let ty = self.reg_type(spec.ty, span);
        let id = self.id();
        match self.m.types.get(spec.ty) {
            Type::Scalar(s) if s.is_bool() => {
                let op = if spec.default_bits != 0 {
                    Op::SpecConstantTrue
                } else {
                    Op::SpecConstantFalse
                };
                self.decl(op, &[ty, id]);
            }
            Type::Scalar(s) if s.width == 32 => {
                self.decl(Op::SpecConstant, &[ty, id, spec.default_bits as u32]);
            }
            _ => {
                self.error(
                    spec.span,
                    format!(
                        "Specialization constant '{}' must be a 32-bit bool, int, uint or float.",
                        spec.name
                    ),
                );
                self.decl(Op::SpecConstant, &[ty, id, spec.default_bits as u32]);
            }
        }
        self.decorate(id, Decoration::SpecId, &[spec.id]);
        let name = spec.name.clone();
        self.name(id, &name);
        self.spec_ids.insert(sc, id);
        id
    }

    /// The id of an instruction's result (allocated at the first reference).
    pub fn result_id(&mut self, i: InstId) -> u32 {
        if let Some(&id) = self.fs.inst_ids.get(&i) {
            return id;
        }
        let id = self.id();
        self.fs.inst_ids.insert(i, id);
        id
    }

    /// The IR type of an operand in the current function.
    pub fn ir_type(&self, v: Value) -> crate::types::TypeId {
        self.m
            .value_type(self.fs.func.unwrap_or(FuncId(u32::MAX)), v)
    }

    pub fn emit_function(&mut self, fid: FuncId) {
        let m = self.m;
        let Some(func) = m.function(fid) else { return };
        let Some(&fn_id) = self.func_ids.get(&fid) else {
            return;
        };
        self.fs = FuncState {
            func: Some(fid),
            fused_splats: super::instructions::fused_splats(m, func),
            ..FuncState::default()
        };
        let span = func.span;
        let ret = self.reg_type(func.return_type, span);
        let mut param_tys = Vec::new();
        for p in &func.params {
            if let Type::Pointer { space, pointee } = m.types.get(p.ty) {
                let class = super::types::storage_class(space);
                if super::types::is_laid_out(class)
                    || matches!(m.types.get(pointee), Type::Resource(_))
                    || class == spirv::StorageClass::UniformConstant
                {
                    self.error(
                        span,
                        format!(
                            "Function '{}' takes a resource or buffer pointer; such functions must be inlined first.",
                            func.name
                        ),
                    );
                }
            }
            param_tys.push(self.reg_type(p.ty, span));
        }
        let fn_ty = self.ty(super::types::TyKey::Function(ret, param_tys.clone()));
        // `[noinline]` is SPIR-V's DontInline function control, as DXC writes it.
        let control = if func.dont_inline {
            spirv::FunctionControl::DONT_INLINE.bits()
        } else {
            0
        };
        let mut header = encode(Op::Function, &[ret, fn_id, control, fn_ty]);
        self.name(fn_id, &func.name);
        self.pass_through_decorations(fn_id, &func.spirv_decorations);
        for (i, (p, t)) in func.params.iter().zip(&param_tys).enumerate() {
            let id = self.id();
            header.extend(encode(Op::FunctionParameter, &[*t, id]));
            self.name(id, &p.name);
            self.fs.param_ids.push(id);
            if matches!(m.types.get(p.ty), Type::BufferPointer { .. }) {
                // SPIR-V makes every physical pointer parameter say whether it may alias.
                self.decorate(id, spirv::Decoration::Aliased, &[]);
            }
            if let Type::Pointer { space, pointee } = m.types.get(p.ty) {
                let ptr = PtrInfo {
                    class: super::types::storage_class(space),
                    ir: m.types.get(pointee),
                    ir_id: Some(pointee),
                    layout: None,
                    pending_layout: None,
                    global: None,
                    nonuniform: false,
                    spv_pointee: self.reg_type(pointee, span),
                    is_variable: true,
                    align: 0,
                };
                self.fs.ptrs.insert(Value::Argument(i as u32), ptr);
            }
        }
        if func.blocks.is_empty() {
            self.error(span, format!("Function '{}' has no body.", func.name));
            return;
        }
        if self.interlock == Some(fid) {
            // DXC begins the critical section before the first access to a rasterizer-ordered
            // view; beginning it where the entry starts orders the same accesses, executes
            // exactly once and in uniform control flow, whatever path the accesses are on.
            self.code(Op::BeginInvocationInterlockEXT, &[]);
        }
        let cfg = Cfg::new(func);
        let order = block_order(func, &cfg);
        let mut labels: Vec<Option<u32>> = vec![None; func.blocks.len()];
        for (b, _) in &order {
            labels[b.0 as usize] = Some(self.id());
        }
        // Predecessors in the emitted CFG, for phis.
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); func.blocks.len()];
        for (b, form) in &order {
            let targets = match form {
                BlockForm::Live => func
                    .block(*b)
                    .and_then(|bl| bl.terminator.as_ref())
                    .map(|t| t.successors())
                    .unwrap_or_default(),
                BlockForm::BackEdge(h) => vec![*h],
                BlockForm::Empty => vec![],
            };
            let mut seen = Vec::new();
            for t in targets {
                if !seen.contains(&t) && (t.0 as usize) < preds.len() {
                    seen.push(t);
                    preds[t.0 as usize].push(*b);
                }
            }
        }
        let label_of = |b: BlockId| labels.get(b.0 as usize).copied().flatten();
        let mut first_label = 0;
        for (k, (b, form)) in order.iter().enumerate() {
            let Some(label) = label_of(*b) else { continue };
            if k == 0 {
                first_label = label;
            } else {
                self.code(Op::Label, &[label]);
                self.fs.handles.clear();
                self.fs.sampled_images.clear();
            }
            if let Some(name) = func.block(*b).and_then(|bl| bl.name.clone()) {
                if self.opts.keep_names && k != 0 {
                    self.name(label, &name);
                }
            }
            match form {
                BlockForm::Empty => self.code(Op::Unreachable, &[]),
                BlockForm::BackEdge(h) => match label_of(*h) {
                    Some(l) => self.code(Op::Branch, &[l]),
                    None => self.code(Op::Unreachable, &[]),
                },
                BlockForm::Live => {
                    let Some(block) = func.block(*b) else {
                        continue;
                    };
                    for id in &block.instrs {
                        let Some(inst) = func.inst(*id) else { continue };
                        if let InstKind::Phi { incoming } = &inst.kind {
                            self.emit_phi(
                                *id,
                                inst.ty,
                                incoming,
                                &preds[b.0 as usize],
                                &cfg,
                                &labels,
                                inst.span,
                            );
                        } else {
                            self.emit_inst(*id);
                        }
                    }
                    self.emit_terminator(func, *b, &labels);
                }
            }
        }
        self.functions.extend(header);
        self.functions.extend(encode(Op::Label, &[first_label]));
        let vars = std::mem::take(&mut self.fs.variables);
        self.functions.extend(vars);
        let body = std::mem::take(&mut self.fs.body);
        self.functions.extend(body);
        self.functions.extend(encode(Op::FunctionEnd, &[]));
    }

    #[allow(clippy::too_many_arguments)]
    fn emit_phi(
        &mut self,
        id: InstId,
        ty: crate::types::TypeId,
        incoming: &[(BlockId, Value)],
        preds: &[BlockId],
        cfg: &Cfg,
        labels: &[Option<u32>],
        span: Span,
    ) {
        if matches!(self.m.types.get(ty), Type::Pointer { .. }) {
            self.error(
                span,
                "A phi of pointers cannot be expressed with logical addressing.",
            );
        }
        self.debug_at(span);
        let t = self.reg_type(ty, span);
        let result = self.result_id(id);
        let mut ops = vec![t, result];
        for p in preds {
            let Some(label) = labels.get(p.0 as usize).copied().flatten() else {
                continue;
            };
            let v = match incoming.iter().find(|(b, _)| b == p) {
                Some((_, v)) if cfg.is_reachable(*p) => self.value(*v, span),
                _ => self.undef(t),
            };
            ops.push(v);
            ops.push(label);
        }
        self.code(Op::Phi, &ops);
    }

    fn emit_terminator(&mut self, func: &Function, b: BlockId, labels: &[Option<u32>]) {
        let Some(block) = func.block(b) else { return };
        let span = block.terminator_span;
        self.debug_at(span);
        let label = |x: BlockId| labels.get(x.0 as usize).copied().flatten();
        // Merge instruction first (only before a terminator that can carry it).
        if let Some(s) = block.structure {
            let merge = label(s.merge);
            match (s.kind, &block.terminator, merge) {
                (
                    StructureKind::Selection,
                    Some(Terminator::CondBranch { .. } | Terminator::Switch { .. }),
                    Some(mg),
                ) => {
                    let control = match s.hint {
                        ControlHint::Flatten => spirv::SelectionControl::FLATTEN,
                        ControlHint::DontFlatten => spirv::SelectionControl::DONT_FLATTEN,
                        _ => spirv::SelectionControl::NONE,
                    };
                    self.code(Op::SelectionMerge, &[mg, control.bits()]);
                }
                (
                    StructureKind::Loop,
                    Some(Terminator::Branch(_) | Terminator::CondBranch { .. }),
                    Some(mg),
                ) => {
                    let cont = s.continue_block.and_then(label);
                    match cont {
                        Some(c) => {
                            let control = match s.hint {
                                ControlHint::Unroll(_) => spirv::LoopControl::UNROLL,
                                ControlHint::DontUnroll => spirv::LoopControl::DONT_UNROLL,
                                _ => spirv::LoopControl::NONE,
                            };
                            self.code(Op::LoopMerge, &[mg, c, control.bits()]);
                        }
                        None => self.error(span, "internal: loop without a continue block"),
                    }
                }
                _ => self.error(
                    span,
                    "internal: a structured header ends in the wrong terminator",
                ),
            }
        }
        let missing = |e: &mut Self| {
            e.error(span, "internal: branch to a block that is not emitted");
            e.code(Op::Unreachable, &[]);
        };
        // The critical section of a rasterizer-ordered view ends where the entry returns (a
        // discard from SPIR-V 1.6 on, which demotes and returns, too); `OpKill` ends the
        // invocation and its critical section with it.
        let returns = match block.terminator {
            Some(Terminator::Return(_)) => true,
            Some(Terminator::Kill) => self.opts.env.spirv_version() >= (1, 6),
            _ => false,
        };
        if returns && self.interlock.is_some() && self.interlock == self.fs.func {
            self.code(Op::EndInvocationInterlockEXT, &[]);
        }
        match &block.terminator {
            None | Some(Terminator::Unreachable) => self.code(Op::Unreachable, &[]),
            // From SPIR-V 1.6 (Vulkan 1.3) `discard` demotes the invocation to a helper, as DXC
            // writes it there: Direct3D's discard lets the quad's other lanes keep their
            // derivatives. A demoted invocation has no further effects, so it returns at once.
            Some(Terminator::Kill) if self.opts.env.spirv_version() >= (1, 6) => {
                self.capability(spirv::Capability::DemoteToHelperInvocation);
                self.code(Op::DemoteToHelperInvocation, &[]);
                match self.m.types.get(func.return_type) {
                    Type::Void => self.code(Op::Return, &[]),
                    _ => {
                        let t = self.reg_type(func.return_type, span);
                        let value = self.undef(t);
                        self.code(Op::ReturnValue, &[value]);
                    }
                }
            }
            Some(Terminator::Kill) => self.code(Op::Kill, &[]),
            Some(Terminator::Return(None)) => self.code(Op::Return, &[]),
            Some(Terminator::Return(Some(v))) => {
                let id = self.value(*v, span);
                self.code(Op::ReturnValue, &[id]);
            }
            Some(Terminator::Branch(t)) => match label(*t) {
                Some(l) => self.code(Op::Branch, &[l]),
                None => missing(self),
            },
            Some(Terminator::CondBranch {
                cond,
                on_true,
                on_false,
            }) => {
                let c = self.value(*cond, span);
                match (label(*on_true), label(*on_false)) {
                    (Some(t), Some(f)) => self.code(Op::BranchConditional, &[c, t, f]),
                    _ => missing(self),
                }
            }
            Some(Terminator::Switch {
                selector,
                default,
                cases,
            }) => {
                let s = self.value(*selector, span);
                let Some(d) = label(*default) else {
                    return missing(self);
                };
                let mut ops = vec![s, d];
                for (lit, target) in cases {
                    let Some(t) = label(*target) else {
                        return missing(self);
                    };
                    ops.push(*lit);
                    ops.push(t);
                }
                self.code(Op::Switch, &ops);
            }
        }
    }

    /// Emits one non-phi instruction.
    fn emit_inst(&mut self, id: InstId) {
        let Some(func) = self.fs.func.and_then(|f| self.m.function(f)) else {
            return;
        };
        if self.fs.fused_splats.contains(&id) {
            return;
        }
        let Some(inst) = func.inst(id) else { return };
        let span = inst.span;
        self.debug_at(span);
        let ty = inst.ty;
        match &inst.kind {
            InstKind::Alloca => self.emit_alloca(id, ty, inst.name.as_deref(), span),
            InstKind::Load { pointer } => self.emit_load(id, *pointer, ty, span),
            InstKind::Store { pointer, value } => self.emit_store(*pointer, *value, span),
            InstKind::AccessChain { base, indices } => {
                self.emit_access_chain(id, *base, indices, span)
            }
            InstKind::Deref { pointer } => self.emit_deref(id, *pointer, span),
            InstKind::Call { function, args } => self.emit_call(id, *function, args, ty, span),
            InstKind::CallIntrinsic { op, args } => self.emit_intrinsic(id, *op, args, ty, span),
            InstKind::Texture {
                op,
                operands,
                offset,
                min_lod,
                sparse,
            } => self.emit_texture(
                id,
                *op,
                operands,
                crate::spirv::image::TextureExtras {
                    offset: *offset,
                    min_lod: *min_lod,
                    sparse: *sparse,
                },
                ty,
                span,
            ),
            InstKind::BufferLength { buffer } => self.emit_buffer_length(id, *buffer, span),
            InstKind::AtomicRmw {
                op,
                pointer,
                coordinate,
                value,
            } => self.emit_atomic(id, Some(*op), *pointer, *coordinate, None, *value, ty, span),
            InstKind::AtomicCompareExchange {
                pointer,
                coordinate,
                comparand,
                value,
            } => self.emit_atomic(
                id,
                None,
                *pointer,
                *coordinate,
                Some(*comparand),
                *value,
                ty,
                span,
            ),
            InstKind::Barrier { flags } => self.emit_barrier(*flags),
            InstKind::Subgroup { op, args } => self.emit_subgroup(id, *op, args, ty, span),
            InstKind::RayQuery { op, args } => self.emit_ray_query(id, *op, args, ty, span),
            InstKind::DebugPrintf { format, args } => {
                self.emit_debug_printf(format, args, ty, span)
            }
            InstKind::Spirv { instruction, args } => {
                self.emit_inline_spirv(id, instruction, args, ty, span)
            }
            InstKind::Phi { .. } => {}
            _ => {
                let precise = inst.precise;
                self.emit_value_inst(id, &inst.kind, ty, span);
                if precise {
                    let r = self.result_id(id);
                    self.decorate(r, Decoration::NoContraction, &[]);
                }
            }
        }
    }

    fn emit_call(
        &mut self,
        id: InstId,
        function: FuncId,
        args: &[Value],
        ty: crate::types::TypeId,
        span: Span,
    ) {
        let Some(&fid) = self.func_ids.get(&function) else {
            self.error(span, "internal: call to a function that is not emitted");
            return;
        };
        let ret = self.reg_type(ty, span);
        let mut ops = vec![fid];
        // Pointer arguments must be memory object declarations: a pointer into a local
        // (an access chain) is copied into a temporary before the call and back after it.
        let mut copy_back: Vec<(u32, u32, u32)> = Vec::new();
        for a in args {
            let v = self.value(*a, span);
            let arg = match self.fs.ptrs.get(a).copied() {
                Some(p) if !p.is_variable && p.class == spirv::StorageClass::Function => {
                    let tmp = self.function_variable(p.spv_pointee, None);
                    let cur = self.code_new(Op::Load, p.spv_pointee, &[v]);
                    self.code(Op::Store, &[tmp, cur]);
                    copy_back.push((tmp, v, p.spv_pointee));
                    tmp
                }
                Some(p) if !p.is_variable => {
                    self.error(
                        span,
                        "Only local variables can be passed to 'out' and 'inout' parameters here; copy the value to a local first.",
                    );
                    v
                }
                _ => v,
            };
            ops.push(arg);
        }
        let r = self.result_id(id);
        self.code_r(Op::FunctionCall, ret, r, &ops);
        for (tmp, target, pointee) in copy_back {
            let val = self.code_new(Op::Load, pointee, &[tmp]);
            self.code(Op::Store, &[target, val]);
        }
    }

    /// Adds an `OpVariable` of Function class to the function's first block.
    pub fn function_variable(&mut self, pointee: u32, name: Option<&str>) -> u32 {
        let ptr = self.ptr_ty(spirv::StorageClass::Function, pointee);
        let id = self.id();
        self.fs.variables.extend(encode(
            Op::Variable,
            &[ptr, id, spirv::StorageClass::Function as u32],
        ));
        if let Some(n) = name {
            self.name(id, n);
        }
        id
    }
}
