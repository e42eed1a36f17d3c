//! The IR verifier: checks a [`Module`] and returns every problem as a message.
//!
//! Input: any module. Output: messages such as `@f bb2 inst #5 (store): ...`; empty when the
//! module is valid. It never panics and collects all errors instead of stopping at the first.
//! Verifier failures are internal compiler errors (a bug in the lowering or a pass), not user
//! diagnostics.
//!
//! Checked: handles in range; block shape (a terminator on every reachable block, instructions
//! in at most one block, phis first, allocas in the entry block); operand types of unary and
//! binary ops, conversions, selects, loads, stores, access chains, extracts, matrix products,
//! calls, returns, branches, switches and phis; structure markers (merge and continue blocks
//! in the function, header terminator kinds); for reachable blocks, that every definition
//! dominates its uses and that each phi names exactly its block's predecessors; entry points
//! (no-parameter void function, inputs in `Input`, outputs in `Output`).

use super::cfg::Cfg;
use super::function::{BlockId, Function, StructureKind, Terminator};
use super::instr::{BinaryOp, InstId, InstKind, UnaryOp, Value};
use super::module::{FuncId, Module};
use super::print::type_name;
use super::typing;
use crate::types::{AddressSpace, Scalar, Type, TypeArena, TypeId};

/// Checks `module`; returns every problem found (empty when valid).
pub fn verify(module: &Module) -> Vec<String> {
    let mut errors = Vec::new();
    // Result-type rules intern types; use a scratch copy so `module` stays untouched. Types
    // already in the module keep their handles (interning is deterministic).
    let mut scratch = module.types.clone();
    for (i, g) in module.globals.iter().enumerate() {
        let expected = Type::Pointer {
            space: g.space,
            pointee: g.ty,
        };
        if module.types.get(g.pointer_ty) != expected {
            errors.push(format!(
                "global @g{i} ({}): pointer type does not match its space and type",
                g.name
            ));
        }
        if let Some(c) = g.initializer {
            if module.constants.get(c).map(|c| c.ty) != Some(g.ty) {
                errors.push(format!(
                    "global @g{i} ({}): initializer is missing or has the wrong type",
                    g.name
                ));
            }
        }
    }
    for sc in &module.spec_constants {
        let ok =
            matches!(module.types.get(sc.ty), Type::Scalar(s) if s.width == 32 && !s.is_literal());
        if !ok {
            errors.push(format!(
                "specialization constant {} ({}): must be a 32-bit bool, int, uint or float",
                sc.id, sc.name
            ));
        }
    }
    for (fi, func) in module.functions.iter().enumerate() {
        let mut v = FuncVerifier {
            module,
            types: &mut scratch,
            func,
            fid: FuncId(fi as u32),
            errors: &mut errors,
        };
        v.run();
    }
    for e in &module.entry_points {
        match module.function(e.function) {
            None => errors.push(format!("entry point {}: bad function handle", e.name)),
            Some(f) => {
                if !f.params.is_empty() || module.types.get(f.return_type) != Type::Void {
                    errors.push(format!(
                        "entry point {}: @{} must take no parameters and return void",
                        e.name, f.name
                    ));
                }
            }
        }
        for (list, space, what) in [
            (&e.inputs, AddressSpace::Input, "input"),
            (&e.outputs, AddressSpace::Output, "output"),
        ] {
            for g in list {
                match module.global(*g) {
                    Some(gl) if gl.space == space => {}
                    Some(_) => errors.push(format!(
                        "entry point {}: @g{} is listed as an {what} but is not in the {what} space",
                        e.name, g.0
                    )),
                    None => errors.push(format!("entry point {}: bad global handle", e.name)),
                }
            }
        }
    }
    errors
}

struct FuncVerifier<'a> {
    module: &'a Module,
    types: &'a mut TypeArena,
    func: &'a Function,
    fid: FuncId,
    errors: &'a mut Vec<String>,
}

/// Where an instruction sits.
#[derive(Clone, Copy)]
struct Place {
    block: BlockId,
    index: usize,
}

impl<'a> FuncVerifier<'a> {
    fn err(&mut self, msg: String) {
        self.errors.push(format!("@{} {msg}", self.func.name));
    }

    fn run(&mut self) {
        let func = self.func;
        if func.blocks.is_empty() {
            self.err("has no blocks".into());
            return;
        }
        let cfg = Cfg::new(func);
        // Placement: each instruction in at most one block.
        let mut place: Vec<Option<Place>> = vec![None; func.insts.len()];
        for (bi, block) in func.blocks.iter().enumerate() {
            let bid = BlockId(bi as u32);
            let mut seen_non_phi = false;
            for (k, id) in block.instrs.iter().enumerate() {
                let Some(inst) = func.inst(*id) else {
                    self.err(format!("bb{bi}: bad instruction handle {}", id.0));
                    continue;
                };
                match place.get_mut(id.0 as usize) {
                    Some(slot @ None) => {
                        *slot = Some(Place {
                            block: bid,
                            index: k,
                        })
                    }
                    _ => self.err(format!("bb{bi}: inst #{} appears twice", id.0)),
                }
                match inst.kind {
                    InstKind::Phi { .. } if seen_non_phi => {
                        self.err(format!("bb{bi} inst #{}: phi after a non-phi", id.0))
                    }
                    InstKind::Phi { .. } => {}
                    InstKind::Alloca if bi != 0 => {
                        seen_non_phi = true;
                        self.err(format!(
                            "bb{bi} inst #{}: alloca outside the entry block",
                            id.0
                        ))
                    }
                    _ => seen_non_phi = true,
                }
            }
            if block.terminator.is_none() && cfg.is_reachable(bid) {
                self.err(format!("bb{bi}: reachable block has no terminator"));
            }
        }
        // Instruction checks.
        for (bi, block) in func.blocks.iter().enumerate() {
            let bid = BlockId(bi as u32);
            for (k, id) in block.instrs.iter().enumerate() {
                if func.inst(*id).is_none() {
                    continue;
                }
                let at = Place {
                    block: bid,
                    index: k,
                };
                self.check_inst(*id, at, &cfg, &place);
            }
            self.check_terminator(bid, &cfg, &place);
            self.check_structure(bid);
        }
    }

    fn ty(&self, v: Value) -> TypeId {
        self.module.value_type(self.fid, v)
    }
    fn tname(&self, t: TypeId) -> String {
        type_name(self.module, t)
    }

    /// Checks that `v` is a valid operand here: handles in range, and for instruction results
    /// placed in a block that dominates the use (`at`, or the end of `at.block` for phis).
    fn check_operand(
        &mut self,
        v: Value,
        at: Place,
        end_of_block: bool,
        cfg: &Cfg,
        place: &[Option<Place>],
        what: &str,
    ) {
        match v {
            Value::Constant(c) => {
                if self.module.constants.get(c).is_none() {
                    self.err(format!("{what}: bad constant handle {}", c.0));
                }
            }
            Value::Argument(a) => {
                if a as usize >= self.func.params.len() {
                    self.err(format!("{what}: argument %arg{a} does not exist"));
                }
            }
            Value::Global(g) => {
                if self.module.global(g).is_none() {
                    self.err(format!("{what}: bad global handle {}", g.0));
                }
            }
            Value::Undef(_) => {}
            Value::SpecConstant(sc) => {
                if self.module.spec_constant(sc).is_none() {
                    self.err(format!(
                        "{what}: bad specialization constant handle {}",
                        sc.0
                    ));
                }
            }
            Value::Inst(i) => {
                let Some(def) = place.get(i.0 as usize).copied() else {
                    self.err(format!("{what}: bad instruction handle {}", i.0));
                    return;
                };
                let Some(def) = def else {
                    self.err(format!("{what}: uses inst #{} which is in no block", i.0));
                    return;
                };
                if !cfg.is_reachable(at.block) {
                    return;
                }
                let ok = if def.block == at.block {
                    end_of_block || def.index < at.index
                } else {
                    cfg.dominates(def.block, at.block)
                };
                if !ok {
                    self.err(format!(
                        "{what}: inst #{} (bb{}) does not dominate this use",
                        i.0, def.block.0
                    ));
                }
            }
        }
    }

    fn check_inst(&mut self, id: InstId, at: Place, cfg: &Cfg, place: &[Option<Place>]) {
        let Some(inst) = self.func.inst(id) else {
            return;
        };
        let what = format!("bb{} inst #{}", at.block.0, id.0);
        // Operands (phis are checked against their predecessor blocks).
        if let InstKind::Phi { incoming } = &inst.kind {
            let preds = cfg
                .preds
                .get(at.block.0 as usize)
                .cloned()
                .unwrap_or_default();
            let mut named: Vec<BlockId> = incoming.iter().map(|(b, _)| *b).collect();
            named.sort();
            let mut sorted_preds = preds.clone();
            sorted_preds.sort();
            if cfg.is_reachable(at.block) {
                let reachable_preds: Vec<BlockId> = sorted_preds
                    .iter()
                    .copied()
                    .filter(|p| cfg.is_reachable(*p))
                    .collect();
                let named_reachable: Vec<BlockId> = named
                    .iter()
                    .copied()
                    .filter(|p| cfg.is_reachable(*p))
                    .collect();
                if named_reachable != reachable_preds || named.len() != sorted_preds.len() {
                    self.err(format!(
                        "{what} (phi): incoming blocks do not match the predecessors"
                    ));
                }
            }
            for (b, v) in incoming {
                if self.ty(*v) != inst.ty {
                    self.err(format!("{what} (phi): incoming value type differs"));
                }
                if (b.0 as usize) < self.func.blocks.len() {
                    let pred_end = Place {
                        block: *b,
                        index: usize::MAX,
                    };
                    if cfg.is_reachable(*b) {
                        self.check_operand(*v, pred_end, true, cfg, place, &what);
                    }
                } else {
                    self.err(format!("{what} (phi): bad block bb{}", b.0));
                }
            }
        } else {
            for v in inst.kind.operands() {
                self.check_operand(v, at, false, cfg, place, &what);
            }
        }
        self.check_types(id, &what);
    }

    fn check_types(&mut self, id: InstId, what: &str) {
        let Some(inst) = self.func.inst(id) else {
            return;
        };
        let ty = inst.ty;
        match &inst.kind {
            InstKind::Unary { op, operand } => {
                let t = self.ty(*operand);
                let s = self.module.types.scalar_of(t);
                let ok = match op {
                    UnaryOp::Neg => s.is_some_and(|s| !s.is_bool()),
                    UnaryOp::BitNot => s.is_some_and(|s| s.is_integer()),
                    UnaryOp::LogicalNot => s.is_some_and(|s| s.is_bool()),
                };
                if !ok || t != ty {
                    self.err(format!(
                        "{what} ({}): operand type {} does not fit",
                        op.name(),
                        self.tname(t)
                    ));
                }
            }
            InstKind::Binary { op, lhs, rhs } => {
                let (l, r) = (self.ty(*lhs), self.ty(*rhs));
                if l != r {
                    self.err(format!(
                        "{what} ({}): operand types differ ({} and {})",
                        op.name(),
                        self.tname(l),
                        self.tname(r)
                    ));
                    return;
                }
                let s = self.module.types.scalar_of(l);
                let ok = match op {
                    BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor => {
                        s.is_some_and(|s| s.is_integer() || s.is_bool())
                    }
                    BinaryOp::Shl | BinaryOp::Shr => s.is_some_and(|s| s.is_integer()),
                    BinaryOp::LogicalAnd | BinaryOp::LogicalOr => s.is_some_and(|s| s.is_bool()),
                    BinaryOp::Eq | BinaryOp::Ne => s.is_some(),
                    _ => s.is_some_and(|s| !s.is_bool()),
                };
                if !ok {
                    self.err(format!(
                        "{what} ({}): operand type {} does not fit",
                        op.name(),
                        self.tname(l)
                    ));
                }
                let expected = typing::binary_result(self.types, *op, l);
                if expected != ty {
                    self.err(format!(
                        "{what} ({}): result type should be {}",
                        op.name(),
                        self.tname(expected)
                    ));
                }
            }
            InstKind::Convert { value } => {
                let t = self.ty(*value);
                let types = &self.module.types;
                if types.scalar_of(t).is_none() || types.scalar_of(ty).is_none() {
                    self.err(format!(
                        "{what} (convert): conversion between non-numeric types"
                    ));
                } else if types.component_count(t) != types.component_count(ty) {
                    self.err(format!(
                        "{what} (convert): {} and {} have different shapes",
                        self.tname(t),
                        self.tname(ty)
                    ));
                }
            }
            InstKind::Splat { value } => {
                let t = self.ty(*value);
                if !matches!(self.module.types.get(t), Type::Scalar(_))
                    || self.module.types.scalar_of(ty) != self.module.types.scalar_of(t)
                {
                    self.err(format!(
                        "{what} (splat): needs a scalar of the result's component type"
                    ));
                }
            }
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                let c = self.ty(*cond);
                if self.ty(*on_true) != ty || self.ty(*on_false) != ty {
                    self.err(format!("{what} (select): arm types differ from the result"));
                }
                let cond_ok = match self.module.types.get(c) {
                    Type::Scalar(s) => s.is_bool(),
                    Type::Vector { scalar, size } => {
                        scalar.is_bool()
                            && matches!(self.module.types.get(ty), Type::Vector { size: n, .. } if n == size)
                    }
                    _ => false,
                };
                if !cond_ok {
                    self.err(format!(
                        "{what} (select): condition must be bool of the arms' shape"
                    ));
                }
            }
            InstKind::Load { pointer } => {
                let p = self.ty(*pointer);
                match self.module.types.get(p) {
                    Type::Pointer { pointee, .. } if pointee == ty => {}
                    Type::Pointer { .. } => {
                        self.err(format!("{what} (load): result type is not the pointee"))
                    }
                    _ => self.err(format!("{what} (load): operand is not a pointer")),
                }
            }
            InstKind::Store { pointer, value } => {
                let p = self.ty(*pointer);
                let vt = self.ty(*value);
                match self.module.types.get(p) {
                    Type::Pointer { pointee, space } => {
                        if pointee != vt {
                            self.err(format!(
                                "{what} (store): value type {} is not the pointee type {}",
                                self.tname(vt),
                                self.tname(pointee)
                            ));
                        }
                        if matches!(
                            space,
                            AddressSpace::Input
                                | AddressSpace::Uniform
                                | AddressSpace::UniformConstant
                        ) {
                            self.err(format!("{what} (store): cannot store to a read-only space"));
                        }
                    }
                    _ => self.err(format!("{what} (store): target is not a pointer")),
                }
            }
            InstKind::AccessChain { base, indices } => {
                let b = self.ty(*base);
                let Type::Pointer { space, pointee } = self.module.types.get(b) else {
                    self.err(format!("{what} (access_chain): base is not a pointer"));
                    return;
                };
                for ix in indices {
                    let it = self.ty(*ix);
                    if !matches!(self.module.types.get(it), Type::Scalar(s) if s.is_integer()) {
                        self.err(format!(
                            "{what} (access_chain): index is not an integer scalar"
                        ));
                    }
                }
                match typing::access_chain_pointee(
                    self.types,
                    &self.module.constants,
                    pointee,
                    indices,
                ) {
                    Ok(t) => {
                        let expected = self.types.pointer(space, t);
                        if expected != ty {
                            self.err(format!(
                                "{what} (access_chain): result type should be {}",
                                type_name_in(self.module, self.types, expected)
                            ));
                        }
                    }
                    Err(e) => self.err(format!("{what} (access_chain): {e}")),
                }
            }
            InstKind::CompositeExtract { composite, indices } => {
                let c = self.ty(*composite);
                match typing::extract_type(self.types, c, indices) {
                    Some(t) if t == ty => {}
                    _ => self.err(format!("{what} (extract): indices do not fit the type")),
                }
            }
            InstKind::MatMul { lhs, rhs } => {
                let (l, r) = (self.ty(*lhs), self.ty(*rhs));
                match typing::matmul_result(self.types, l, r) {
                    Some(t) if t == ty => {}
                    _ => self.err(format!("{what} (matmul): operand shapes do not fit")),
                }
            }
            InstKind::Dot { lhs, rhs } => {
                let (l, r) = (self.ty(*lhs), self.ty(*rhs));
                if l != r || !matches!(self.module.types.get(l), Type::Vector { .. }) {
                    self.err(format!(
                        "{what} (dot): operands must be vectors of one type"
                    ));
                }
            }
            InstKind::Call { function, args } => match self.module.function(*function) {
                None => self.err(format!("{what} (call): bad function handle")),
                Some(callee) => {
                    if callee.params.len() != args.len() {
                        self.err(format!(
                            "{what} (call @{}): {} arguments for {} parameters",
                            callee.name,
                            args.len(),
                            callee.params.len()
                        ));
                    } else {
                        for (k, (a, p)) in args.iter().zip(&callee.params).enumerate() {
                            if self.ty(*a) != p.ty {
                                self.err(format!(
                                    "{what} (call @{}): argument {k} has the wrong type",
                                    callee.name
                                ));
                            }
                        }
                    }
                    if callee.return_type != ty {
                        self.err(format!(
                            "{what} (call @{}): result type is not the return type",
                            callee.name
                        ));
                    }
                }
            },
            InstKind::CallIntrinsic { op, args } => {
                if args.len() != op.arity() {
                    self.err(format!(
                        "{what} ({}): takes {} operands",
                        op.name(),
                        op.arity()
                    ));
                }
            }
            InstKind::Subgroup { op, args } => self.check_subgroup(*op, args, ty, what),
            InstKind::RayQuery { op, args } => self.check_ray_query(*op, args, ty, what),
            InstKind::Texture { op, operands, .. } => {
                let (lo, hi) = op.operand_range();
                if operands.len() < lo || operands.len() > hi {
                    self.err(format!(
                        "{what} ({}): wrong operand count {}",
                        op.name(),
                        operands.len()
                    ));
                }
                if let Some(t) = operands.first() {
                    if !self.points_to_resource(*t) {
                        self.err(format!(
                            "{what} ({}): texture operand is not a resource pointer",
                            op.name()
                        ));
                    }
                }
                if op.takes_sampler() {
                    if let Some(s) = operands.get(1) {
                        if !self.points_to_resource(*s) {
                            self.err(format!(
                                "{what} ({}): sampler operand is not a resource pointer",
                                op.name()
                            ));
                        }
                    }
                }
            }
            InstKind::AtomicRmw { pointer, .. }
            | InstKind::AtomicCompareExchange { pointer, .. } => {
                if !matches!(
                    self.module.types.get(self.ty(*pointer)),
                    Type::Pointer { .. }
                ) {
                    self.err(format!("{what} (atomic): target is not a pointer"));
                }
                if !matches!(self.module.types.get(ty), Type::Scalar(s) if s.is_integer()) {
                    self.err(format!("{what} (atomic): value is not an integer scalar"));
                }
            }
            InstKind::Alloca => {
                if !matches!(
                    self.module.types.get(ty),
                    Type::Pointer {
                        space: AddressSpace::Function,
                        ..
                    }
                ) {
                    self.err(format!("{what} (alloca): type must be ptr<function, T>"));
                }
            }
            InstKind::Deref { pointer } => {
                let t = self.ty(*pointer);
                let fits = match (self.module.types.get(t), self.module.types.get(ty)) {
                    (
                        Type::BufferPointer { pointee, .. },
                        Type::Pointer {
                            space: AddressSpace::PhysicalStorageBuffer,
                            pointee: p,
                        },
                    ) => pointee == p,
                    _ => false,
                };
                if !fits {
                    self.err(format!(
                        "{what} (deref): {} does not point to {}",
                        self.tname(t),
                        self.tname(ty)
                    ));
                }
            }
            InstKind::Bitcast { .. }
            | InstKind::CompositeConstruct { .. }
            | InstKind::CompositeInsert { .. }
            | InstKind::Shuffle { .. }
            | InstKind::ExtractDynamic { .. }
            | InstKind::InsertDynamic { .. }
            | InstKind::Transpose { .. }
            | InstKind::BufferLength { .. }
            | InstKind::Barrier { .. }
            | InstKind::Phi { .. } => {}
            InstKind::Spirv { instruction, args } => {
                if args.len() != instruction.args.len() {
                    self.err(format!(
                        "{what} (spirv): {} arguments for {} parameters",
                        args.len(),
                        instruction.args.len()
                    ));
                }
                for (&a, kind) in args.iter().zip(&instruction.args) {
                    let ok = match kind {
                        crate::target::SpirvArg::Value => true,
                        crate::target::SpirvArg::Literal => matches!(a, Value::Constant(_)),
                        crate::target::SpirvArg::Reference => {
                            matches!(self.module.types.get(self.ty(a)), Type::Pointer { .. })
                        }
                    };
                    if !ok {
                        self.err(format!("{what} (spirv): a {kind:?} argument is not one"));
                    }
                }
            }
            InstKind::DebugPrintf { args, .. } => {
                for &a in args {
                    let numeric = matches!(
                        self.module.types.get(self.ty(a)),
                        Type::Scalar(s) | Type::Vector { scalar: s, .. } if !s.is_bool()
                    );
                    if !numeric {
                        self.err(format!(
                            "{what} (debug_printf): an argument is not a numeric scalar or vector"
                        ));
                    }
                }
            }
        }
    }

    /// The typing table of [`super::subgroup`].
    fn check_subgroup(&mut self, op: super::SubgroupOp, args: &[Value], ty: TypeId, what: &str) {
        use super::{SubgroupArith, SubgroupOp as S};
        let name = op.name();
        if args.len() != op.arity() {
            self.err(format!("{what} ({name}): takes {} operands", op.arity()));
            return;
        }
        let types = &self.module.types;
        let arg_ty: Vec<TypeId> = args.iter().map(|a| self.ty(*a)).collect();
        let scalar_of = |t: TypeId| match types.get(t) {
            Type::Scalar(s) => Some(s),
            Type::Vector { scalar, .. } => Some(scalar),
            _ => None,
        };
        let is = |t: TypeId, want: Type| types.get(t) == want;
        let bool_ty = Type::Scalar(Scalar::BOOL);
        let uint_ty = Type::Scalar(Scalar::UINT);
        let ok = match op {
            S::Elect => is(ty, bool_ty),
            S::Any | S::All => is(ty, bool_ty) && is(arg_ty[0], bool_ty),
            S::AllEqual => is(ty, bool_ty) && matches!(types.get(arg_ty[0]), Type::Scalar(_)),
            S::Ballot => {
                is(arg_ty[0], bool_ty)
                    && is(
                        ty,
                        Type::Vector {
                            scalar: Scalar::UINT,
                            size: 4,
                        },
                    )
            }
            S::CountTrue { .. } => is(ty, uint_ty) && is(arg_ty[0], bool_ty),
            S::Arith { op: a, .. } => {
                let bits = matches!(
                    a,
                    SubgroupArith::And | SubgroupArith::Or | SubgroupArith::Xor
                );
                arg_ty[0] == ty
                    && scalar_of(ty).is_some_and(|s| {
                        if bits {
                            s.is_integer()
                        } else {
                            s.is_integer() || s.is_float()
                        }
                    })
            }
            S::Shuffle | S::QuadBroadcast => {
                arg_ty[0] == ty && scalar_of(ty).is_some() && is(arg_ty[1], uint_ty)
            }
            S::BroadcastFirst | S::QuadSwap { .. } => arg_ty[0] == ty && scalar_of(ty).is_some(),
        };
        if !ok {
            self.err(format!(
                "{what} (subgroup {name}): operand or result types do not fit"
            ));
        }
        if let S::QuadSwap { direction: 3.. } = op {
            self.err(format!(
                "{what} (subgroup {name}): the direction is not 0, 1 or 2"
            ));
        }
        if op == S::QuadBroadcast && !matches!(args[1], Value::Constant(_)) {
            self.err(format!(
                "{what} (subgroup {name}): the lane must be a constant"
            ));
        }
    }

    fn check_ray_query(&mut self, op: super::RayQueryOp, args: &[Value], ty: TypeId, what: &str) {
        use super::RayQueryOp as R;
        use crate::types::ray_query::ResultShape;
        let name = op.name();
        if args.len() != op.arity() {
            self.err(format!("{what} ({name}): takes {} operands", op.arity()));
            return;
        }
        let types = &self.module.types;
        let arg_ty: Vec<Type> = args.iter().map(|a| types.get(self.ty(*a))).collect();
        let query_ptr = matches!(arg_ty[0], Type::Pointer { pointee, .. }
            if matches!(types.get(pointee), Type::RayQuery { .. }));
        let scalar = |s| Type::Scalar(s);
        let vec = |n| Type::Vector {
            scalar: Scalar::FLOAT,
            size: n,
        };
        let result = types.get(ty);
        let ok = query_ptr
            && match op {
                R::Initialize => {
                    self.points_to_resource(args[1])
                        && arg_ty[2] == scalar(Scalar::UINT)
                        && arg_ty[3] == scalar(Scalar::UINT)
                        && arg_ty[4] == vec(3)
                        && arg_ty[5] == scalar(Scalar::FLOAT)
                        && arg_ty[6] == vec(3)
                        && arg_ty[7] == scalar(Scalar::FLOAT)
                        && result == Type::Void
                }
                R::Proceed => result == scalar(Scalar::BOOL),
                R::Abort | R::CommitNonOpaqueTriangleHit => result == Type::Void,
                R::CommitProceduralPrimitiveHit => {
                    arg_ty[1] == scalar(Scalar::FLOAT) && result == Type::Void
                }
                R::Get { what, .. } => {
                    result
                        == match what.result() {
                            ResultShape::Uint => scalar(Scalar::UINT),
                            ResultShape::Float => scalar(Scalar::FLOAT),
                            ResultShape::Float2 => vec(2),
                            ResultShape::Float3 => vec(3),
                            ResultShape::Bool => scalar(Scalar::BOOL),
                            ResultShape::Float4x3 => Type::Matrix {
                                scalar: Scalar::FLOAT,
                                rows: 4,
                                cols: 3,
                            },
                            ResultShape::Float3x4 => Type::Matrix {
                                scalar: Scalar::FLOAT,
                                rows: 3,
                                cols: 4,
                            },
                        }
                }
            };
        if !ok {
            self.err(format!(
                "{what} ({name}): operand or result types do not match"
            ));
        }
    }

    fn points_to_resource(&self, v: Value) -> bool {
        match self.module.types.get(self.ty(v)) {
            Type::Pointer { pointee, .. } => {
                matches!(self.module.types.get(pointee), Type::Resource(_))
            }
            _ => false,
        }
    }

    fn check_terminator(&mut self, bid: BlockId, cfg: &Cfg, place: &[Option<Place>]) {
        let Some(block) = self.func.block(bid) else {
            return;
        };
        let Some(term) = &block.terminator else {
            return;
        };
        let what = format!("bb{} terminator", bid.0);
        let at = Place {
            block: bid,
            index: usize::MAX,
        };
        for v in term.operands() {
            self.check_operand(v, at, true, cfg, place, &what);
        }
        for s in term.successors() {
            if s.0 as usize >= self.func.blocks.len() {
                self.err(format!("{what}: branch to missing block bb{}", s.0));
            }
        }
        match term {
            Terminator::CondBranch { cond, .. } => {
                if self.module.types.get(self.ty(*cond)) != Type::Scalar(Scalar::BOOL) {
                    self.err(format!("{what}: condition is not a bool scalar"));
                }
            }
            Terminator::Switch {
                selector, cases, ..
            } => {
                if !matches!(self.module.types.get(self.ty(*selector)), Type::Scalar(s) if s.is_integer() && s.width == 32)
                {
                    self.err(format!("{what}: selector is not a 32-bit integer"));
                }
                let mut lits: Vec<u32> = cases.iter().map(|(l, _)| *l).collect();
                lits.sort_unstable();
                if lits.windows(2).any(|w| w[0] == w[1]) {
                    self.err(format!("{what}: duplicate case value"));
                }
            }
            Terminator::Return(v) => {
                let ret = self.func.return_type;
                let is_void = self.module.types.get(ret) == Type::Void;
                match v {
                    None if !is_void => self.err(format!("{what}: missing return value")),
                    Some(_) if is_void => {
                        self.err(format!("{what}: void function returns a value"))
                    }
                    Some(x) if self.ty(*x) != ret => {
                        self.err(format!("{what}: return value has the wrong type"))
                    }
                    _ => {}
                }
            }
            Terminator::Branch(_) | Terminator::Kill | Terminator::Unreachable => {}
        }
    }

    fn check_structure(&mut self, bid: BlockId) {
        let Some(block) = self.func.block(bid) else {
            return;
        };
        let Some(s) = block.structure else {
            return;
        };
        let n = self.func.blocks.len();
        let what = format!("bb{} header", bid.0);
        if s.merge.0 as usize >= n {
            self.err(format!(
                "{what}: merge block bb{} does not exist",
                s.merge.0
            ));
        }
        if s.merge == bid {
            self.err(format!("{what}: a header cannot be its own merge block"));
        }
        match s.kind {
            StructureKind::Selection => {
                if s.continue_block.is_some() {
                    self.err(format!("{what}: a selection has no continue block"));
                }
                if !matches!(
                    block.terminator,
                    Some(Terminator::CondBranch { .. }) | Some(Terminator::Switch { .. }) | None
                ) {
                    self.err(format!(
                        "{what}: a selection header must end in br_if or switch"
                    ));
                }
            }
            StructureKind::Loop => {
                match s.continue_block {
                    None => self.err(format!("{what}: a loop needs a continue block")),
                    Some(c) if c.0 as usize >= n => {
                        self.err(format!("{what}: continue block bb{} does not exist", c.0))
                    }
                    Some(_) => {}
                }
                if !matches!(
                    block.terminator,
                    Some(Terminator::Branch(_)) | Some(Terminator::CondBranch { .. }) | None
                ) {
                    self.err(format!("{what}: a loop header must end in br or br_if"));
                }
            }
        }
    }
}

/// `type_name` for a handle that may exist only in the scratch arena.
fn type_name_in(module: &Module, scratch: &TypeArena, ty: TypeId) -> String {
    if (ty.0 as usize) < module.types.len() {
        return type_name(module, ty);
    }
    scratch.display(ty)
}
