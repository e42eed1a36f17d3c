//! Resource values: resources that flow through locals, parameters and return values, resolved
//! at compile time to one global resource or one element of a global resource array, as DXC's
//! legalization (inlining, scalar replacement, resource copy propagation) resolves them. No IR
//! value ever has a resource type.
//!
//! Input: HIR functions whose locals or return values have resource types (parameters are
//! bound by specialization, [`super::func`]).
//! Output:
//! - a function returning a resource returns, in the IR, nothing when every `return` names the
//!   same global resource `G`, and the element index (`int`) when every `return` names an
//!   element of the same global resource array `G`; the caller forms the place `G` or
//!   `G[index]` ([`State::resource_return`], [`FnCx::resource_call`], [`FnCx::return_resource`]);
//! - a function returning a struct holding only resources does so per resource: the IR function
//!   returns the indices of the resources that are array elements, in member order, as an `int`
//!   array (nothing when none is), and the caller forms each resource's place
//!   ([`State::resource_struct_return`], [`leaf_roots`], [`FnCx::return_resource_struct`]);
//! - a struct-of-resources parameter the body assigns is a struct the body assigns
//!   ([`StructVar::Param`]; an `in` one is the callee's own copy); an `out` one, or an `inout`
//!   one the body assigns (`this` of a method included), is handed back: at every `return` the
//!   indices of its array elements go back through trailing `int` pointer parameters, and the
//!   caller's struct names those elements after the call ([`State::resource_out_structs`],
//!   [`FnCx::ret`], [`FnCx::assign_struct_places`]);
//! - a resource local assigned only by its initializer is an alias of the place the
//!   initializer names (no IR of its own); one assigned again later (or declared without an
//!   initializer) is a variable: an element of one global array whose index lives in an `int`
//!   alloca `<name>.index`, so that branches and loops assign it as any other variable
//!   ([`FnCx::declare_resource_local`], [`FnCx::assign_resource_local`]);
//! - a struct holding only resources may hold arrays of such structs, and a local may be an
//!   array of them: their resources are counted element by element, and an element at a
//!   constant index is a range of them ([`resource_part`]); a run-time index names no one
//!   resource and is refused where it is written;
//! - a local struct holding only resources is, per resource, the place assigned last in
//!   program order, or, when the struct is assigned inside a branch, loop or switch, such an
//!   index variable `<name>.<k>.index` ([`StructLeaf`], [`FnCx::declare_resource_struct`]).
//!
//! Which global a value comes from is decided on the HIR before the code is lowered, since a
//! caller needs its callee's root before the callee's body is lowered ([`ResourceFlow`] lists
//! what is assigned to each resource local and what each `return` yields; [`root_of`] follows
//! them through locals, parameters and calls).
//!
//! Invariants: a value that cannot be resolved to one global (two globals meet, a resource
//! chosen at run time, a local never assigned) is error OSH0401 at the expression, naming the
//! function and why, reported once per function and key; following calls is bounded by
//! [`MAX_ROOT_DEPTH`].

use super::func::{is_resource_type, FnCx, Place};
use super::{GlobalSlot, State, MAX_DEPTH};
use crate::diag::{Code, Label, Report, Severity};
use crate::ir::{self, Value};
use crate::sema::hir::{self, Block, ExprId, ExprKind, LocalId, StmtKind};
use crate::source::Span;
use crate::types::{Scalar, Type, TypeArena, TypeId};
use std::collections::{BTreeMap, BTreeSet};

/// The deepest chain of calls followed to find where a returned resource comes from.
pub(crate) const MAX_ROOT_DEPTH: u32 = 64;

/// Where a resource value comes from: its global, and whether its element index came from
/// `NonUniformResourceIndex` (so every access through it is marked non-uniform).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Root {
    pub global: ir::GlobalId,
    pub non_uniform: bool,
}

impl Root {
    /// The root a resource argument stands for.
    pub fn of_arg(a: super::ResourceArg) -> Root {
        Root {
            global: a.global,
            non_uniform: a.index == super::ResourceIndex::NonUniform,
        }
    }
}

/// A function and the globals its resource parameters and its struct-of-resources parameters
/// (per resource) are bound to: what decides how it returns a struct of resources.
pub(crate) type StructReturnKey = (hir::FuncId, Vec<Option<Root>>, Vec<Vec<Root>>);

/// What a call binds to its callee's resource parameters and struct-of-resources parameters.
pub(crate) type CallRoots = (Vec<Option<Root>>, Vec<Vec<Root>>);

/// Per parameter, what an `out`/`inout` struct of resources hands back (`None` for the others).
pub(crate) type OutStructs = Vec<Option<Vec<ResourceReturn>>>;

/// How a function returning a resource returns it in the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ResourceReturn {
    /// The global every `return` names (or names an element of).
    pub global: ir::GlobalId,
    /// The IR function returns the element index (`int`); otherwise it returns nothing.
    pub indexed: bool,
    /// The index came from `NonUniformResourceIndex`: the caller marks it again.
    pub non_uniform: bool,
}

impl ResourceReturn {
    /// Where the returned resource comes from, as the root search sees it.
    pub fn root(self) -> Root {
        Root {
            global: self.global,
            non_uniform: self.non_uniform,
        }
    }
}

/// What one resource of a local struct of resources names.
#[derive(Clone, Debug)]
pub(crate) enum StructLeaf {
    /// The place assigned last, in program order (no assignment of the struct is in a branch).
    Place(Place),
    /// The struct is assigned inside a branch, loop or switch: every resource it is given is
    /// `global` itself or an element of it whose index lives in the `int` alloca `index`, so
    /// that branches assign it as any other variable (as a resource local).
    Variable {
        global: ir::GlobalId,
        index: Option<Value>,
        non_uniform: bool,
    },
}

/// What a resource local's uses name.
#[derive(Clone, Debug)]
pub(super) enum ResourceLocal {
    /// Assigned only by its initializer: the place the initializer names.
    Alias(Place),
    /// Assigned after its declaration: `global` itself, or its element whose index is in the
    /// `int` alloca `index`.
    Variable {
        global: ir::GlobalId,
        index: Option<Value>,
        non_uniform: bool,
    },
    /// Could not be resolved (reported).
    Failed,
}

/// A struct of resources that code assigns, whole or member by member: a local, or an `out` or
/// `inout` parameter (inside its function).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum StructVar {
    Local(LocalId),
    Param(u32),
}

/// What is assigned to (part of) a struct of resources.
#[derive(Clone, Copy, Debug)]
pub(super) enum StructSource {
    /// `target = value;`.
    Value(ExprId),
    /// The struct is argument `param` of call `call`, to an `out` or `inout` parameter.
    OutArg { call: ExprId, param: usize },
}

/// The resource-valued assignments and returns of one function body, in source order.
#[derive(Debug, Default)]
pub(super) struct ResourceFlow {
    /// Per resource local: every expression assigned to it (its initializer first).
    pub assigned: BTreeMap<LocalId, Vec<ExprId>>,
    /// The resource locals assigned after their declaration (or declared without a value).
    pub variables: BTreeSet<LocalId>,
    /// The values of the `return` statements.
    pub returns: Vec<ExprId>,
    /// Structs of resources assigned (whole or a member: `m = n;`, `m.texture = T;`) inside a
    /// branch, a loop or a switch.
    pub member_assigned_in_branch: BTreeSet<StructVar>,
    /// The values of the `return` statements of a function returning a struct of resources.
    pub struct_returns: Vec<ExprId>,
    /// Per struct of resources: its whole and member assignments (target, source), in source
    /// order (a local's initializer is in [`Self::assigned`]).
    pub struct_assigns: BTreeMap<StructVar, Vec<(ExprId, StructSource)>>,
}

impl ResourceFlow {
    pub fn of(program: &hir::Program, hf: &hir::Function, types: &TypeArena) -> ResourceFlow {
        let mut flow = ResourceFlow::default();
        let mut w = Walker {
            program,
            hf,
            types,
            flow: &mut flow,
            in_branch: 0,
        };
        w.block(&hf.body, 0);
        flow
    }
}

struct Walker<'a> {
    program: &'a hir::Program,
    hf: &'a hir::Function,
    types: &'a TypeArena,
    flow: &'a mut ResourceFlow,
    /// How many branches, loops and switches enclose the statement being walked.
    in_branch: u32,
}

impl Walker<'_> {
    fn resource_local(&self, l: LocalId) -> bool {
        self.hf.locals.get(l.index()).is_some_and(|local| {
            is_resource_type(self.types, local.ty)
                || resource_struct_leaves(self.types, local.ty).is_some()
        })
    }

    fn block(&mut self, b: &Block, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        for s in &b.stmts {
            match &s.kind {
                StmtKind::Expr(e) => self.expr(*e, 0),
                StmtKind::Local { local, init } => {
                    if self.resource_local(*local) {
                        match init {
                            Some(init) => {
                                self.flow.assigned.entry(*local).or_default().push(*init);
                            }
                            None => {
                                self.flow.variables.insert(*local);
                            }
                        }
                    }
                    if let Some(init) = init {
                        self.expr(*init, 0);
                    }
                }
                StmtKind::Block(b) => self.block(b, depth + 1),
                StmtKind::If {
                    cond,
                    then_block,
                    else_block,
                    ..
                } => {
                    self.expr(*cond, 0);
                    self.in_branch += 1;
                    self.block(then_block, depth + 1);
                    if let Some(b) = else_block {
                        self.block(b, depth + 1);
                    }
                    self.in_branch -= 1;
                }
                StmtKind::For {
                    init,
                    cond,
                    step,
                    body,
                    ..
                } => {
                    self.block(init, depth + 1);
                    self.in_branch += 1;
                    for e in cond.iter().chain(step) {
                        self.expr(*e, 0);
                    }
                    self.block(body, depth + 1);
                    self.in_branch -= 1;
                }
                StmtKind::While { cond, body, .. } | StmtKind::DoWhile { body, cond, .. } => {
                    self.in_branch += 1;
                    self.expr(*cond, 0);
                    self.block(body, depth + 1);
                    self.in_branch -= 1;
                }
                StmtKind::Switch {
                    selector, cases, ..
                } => {
                    self.expr(*selector, 0);
                    self.in_branch += 1;
                    for c in cases {
                        self.block(&c.body, depth + 1);
                    }
                    self.in_branch -= 1;
                }
                StmtKind::Return { value } => {
                    if let Some(v) = value {
                        if is_resource_type(self.types, self.hf.return_type) {
                            self.flow.returns.push(*v);
                        } else if resource_struct_leaves(self.types, self.hf.return_type).is_some()
                        {
                            self.flow.struct_returns.push(*v);
                        }
                        self.expr(*v, 0);
                    }
                }
                StmtKind::Break | StmtKind::Continue | StmtKind::Discard => {}
            }
        }
    }

    fn expr(&mut self, id: ExprId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let Some(e) = self.hf.expr(id) else {
            return;
        };
        if let ExprKind::Assign { target, value } = &e.kind {
            match self.hf.expr(*target).map(|t| &t.kind) {
                Some(ExprKind::Local(l))
                    if self.resource_local(*l)
                        && !resource_struct_local(self.hf, self.types, *l) =>
                {
                    self.flow.assigned.entry(*l).or_default().push(*value);
                    self.flow.variables.insert(*l);
                }
                // `m.texture = T;` (or `m.inner.texture = T;`, or `m = n;`) on a struct of
                // resources: its resources are renamed in program order.
                Some(
                    ExprKind::Member { .. }
                    | ExprKind::Index { .. }
                    | ExprKind::Local(_)
                    | ExprKind::Param(_),
                ) => {
                    self.struct_assign(*target, StructSource::Value(*value));
                }
                _ => {}
            }
        }
        // A struct of resources passed to an `out` or `inout` parameter is assigned by the call.
        if let ExprKind::Call { function, args } = &e.kind {
            if let Some(callee) = self.program.function(*function) {
                for (k, (p, &a)) in callee.params.iter().zip(args).enumerate() {
                    if p.direction != hir::ParamDirection::In
                        && resource_struct_leaves(self.types, p.ty).is_some()
                    {
                        self.struct_assign(a, StructSource::OutArg { call: id, param: k });
                    }
                }
            }
        }
        for c in e.kind.children() {
            self.expr(c, depth + 1);
        }
    }
}

impl Walker<'_> {
    /// Records `source` assigned to `target` when it is (part of) a struct of resources.
    fn struct_assign(&mut self, target: ExprId, source: StructSource) {
        if let Some(var) =
            member_root(self.hf, target).filter(|v| is_struct_var(self.hf, self.types, *v))
        {
            if self.in_branch > 0 {
                self.flow.member_assigned_in_branch.insert(var);
            }
            self.flow
                .struct_assigns
                .entry(var)
                .or_default()
                .push((target, source));
        }
    }
}

/// The local a chain of member accesses (`m.a.b`) starts from.
fn member_root_local(hf: &hir::Function, e: ExprId) -> Option<LocalId> {
    match member_root(hf, e)? {
        StructVar::Local(l) => Some(l),
        StructVar::Param(_) => None,
    }
}

/// The local or parameter a chain of member accesses (`m.a.b`) starts from.
fn member_root(hf: &hir::Function, mut e: ExprId) -> Option<StructVar> {
    for _ in 0..=MAX_DEPTH {
        match &hf.expr(e)?.kind {
            ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => e = *base,
            ExprKind::Local(l) => return Some(StructVar::Local(*l)),
            ExprKind::Param(i) => return Some(StructVar::Param(*i)),
            _ => return None,
        }
    }
    None
}

/// Whether parameter `i` hands a struct of resources back to the caller: an `out` one, or an
/// `inout` one that the body assigns (whole, a member, or as an `out`/`inout` argument).
pub(super) fn hands_back(
    hf: &hir::Function,
    types: &TypeArena,
    flow: &ResourceFlow,
    i: u32,
) -> bool {
    let var = StructVar::Param(i);
    let direction = hf.params.get(i as usize).map(|p| p.direction);
    is_struct_var(hf, types, var)
        && (direction == Some(hir::ParamDirection::Out)
            || (direction == Some(hir::ParamDirection::InOut)
                && flow.struct_assigns.contains_key(&var)))
}

/// Whether `var` is a struct holding only resources, which code may assign: a local or a
/// parameter (an `in` one is the callee's own copy).
pub(super) fn is_struct_var(hf: &hir::Function, types: &TypeArena, var: StructVar) -> bool {
    match var {
        StructVar::Local(l) => resource_struct_local(hf, types, l),
        StructVar::Param(i) => hf
            .params
            .get(i as usize)
            .is_some_and(|p| resource_struct_leaves(types, p.ty).is_some()),
    }
}

/// Whether local `l` is a struct holding only resources.
fn resource_struct_local(hf: &hir::Function, types: &TypeArena, l: LocalId) -> bool {
    hf.locals
        .get(l.index())
        .is_some_and(|local| resource_struct_leaves(types, local.ty).is_some())
}

/// The resources of a struct that holds only resources (and such structs), in member order;
/// `None` for any other type. Such a struct is no value in the IR: a local is its resources'
/// places, a parameter is bound per resource by specialization.
pub(crate) fn resource_struct_leaves(types: &TypeArena, ty: TypeId) -> Option<Vec<TypeId>> {
    fn walk(types: &TypeArena, ty: TypeId, depth: u32, out: &mut Vec<TypeId>) -> bool {
        if depth > 16 || out.len() > MAX_STRUCT_LEAVES {
            return false;
        }
        match types.get(ty) {
            // An array of such structs: its elements' resources, element by element.
            Type::Array { element, length } if length > 0 && !is_resource_type(types, ty) => {
                (0..length).all(|_| walk(types, element, depth + 1, out))
            }
            Type::Struct(id) => types.struct_def(id).is_some_and(|def| {
                !def.members.is_empty()
                    && def.members.iter().all(|m| {
                        if is_resource_type(types, m.ty) {
                            out.push(m.ty);
                            true
                        } else {
                            walk(types, m.ty, depth + 1, out)
                        }
                    })
            }),
            _ => false,
        }
    }
    let mut out = Vec::new();
    (walk(types, ty, 0, &mut out) && out.len() <= MAX_STRUCT_LEAVES).then_some(out)
}

/// The span of a run-time index into an array of structs of resources on the way from `e`
/// down its members and elements, if there is one (such an index names no one resource).
fn run_time_struct_index(hf: &hir::Function, types: &TypeArena, mut e: ExprId) -> Option<Span> {
    for _ in 0..=MAX_DEPTH {
        let x = hf.expr(e)?;
        match &x.kind {
            ExprKind::Member { base, .. } => e = *base,
            ExprKind::Index { base, index } => {
                let base_ty = hf.expr(*base)?.ty;
                if resource_struct_leaves(types, base_ty).is_some()
                    && !matches!(hf.expr(*index)?.kind, ExprKind::Const(_))
                {
                    return Some(x.span);
                }
                e = *base;
            }
            _ => return None,
        }
    }
    None
}

/// The most resources one struct (or array of structs) of resources may hold: each is a
/// place lowering tracks.
const MAX_STRUCT_LEAVES: usize = 1024;

/// For `e`, a member or a constant-index element of a struct (array) of resources: that
/// value and the range of its resources `e` covers.
pub(super) fn resource_part(
    hf: &hir::Function,
    types: &TypeArena,
    e: ExprId,
) -> Option<(ExprId, std::ops::Range<usize>)> {
    match &hf.expr(e)?.kind {
        ExprKind::Member { base, index } => {
            let base_ty = hf.expr(*base)?.ty;
            resource_struct_leaves(types, base_ty)?;
            Some((*base, member_leaves(types, base_ty, *index)?))
        }
        ExprKind::Index { base, index } => {
            let base_ty = hf.expr(*base)?.ty;
            let Type::Array { element, length } = types.get(base_ty) else {
                return None;
            };
            resource_struct_leaves(types, base_ty)?;
            let k = match hf.expr(*index)?.kind {
                ExprKind::Const(hir::ConstValue::Int(v)) => u32::try_from(v).ok()?,
                ExprKind::Const(hir::ConstValue::Uint(v)) => u32::try_from(v).ok()?,
                _ => return None,
            };
            if k >= length {
                return None;
            }
            let n = resource_struct_leaves(types, element)?.len();
            let start = k as usize * n;
            Some((*base, start..start + n))
        }
        _ => None,
    }
}

/// Which of a resource struct's resources member `index` covers.
fn member_leaves(types: &TypeArena, ty: TypeId, index: u32) -> Option<std::ops::Range<usize>> {
    let Type::Struct(id) = types.get(ty) else {
        return None;
    };
    let def = types.struct_def(id)?;
    let mut start = 0;
    for (k, m) in def.members.iter().enumerate() {
        let n = if is_resource_type(types, m.ty) {
            1
        } else {
            resource_struct_leaves(types, m.ty)?.len()
        };
        if k == index as usize {
            return Some(start..start + n);
        }
        start += n;
    }
    None
}

/// Whether a type holds a resource anywhere (a struct member, an array element).
pub(crate) fn contains_resource(types: &TypeArena, ty: TypeId) -> bool {
    fn walk(types: &TypeArena, ty: TypeId, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        match types.get(ty) {
            Type::Resource(_) => true,
            Type::Array { element, .. } => walk(types, element, depth + 1),
            Type::Struct(id) => types
                .struct_def(id)
                .is_some_and(|d| d.members.iter().any(|m| walk(types, m.ty, depth + 1))),
            _ => false,
        }
    }
    walk(types, ty, 0)
}

/// How many array levels a type has above its resource (0 for a resource).
fn array_depth(types: &TypeArena, ty: TypeId) -> u32 {
    let mut t = ty;
    let mut n = 0;
    while let Type::Array { element, .. } = types.get(t) {
        n += 1;
        t = element;
        if n > 8 {
            break;
        }
    }
    n
}

/// Why a resource value has no single global.
#[derive(Debug)]
pub(super) enum RootError {
    /// Already reported (a callee that failed, a parameter the caller could not bind).
    Reported,
    New {
        span: Span,
        message: String,
        labels: Vec<Label>,
    },
}

impl RootError {
    fn report(self, st: &mut State) {
        if let RootError::New {
            span,
            message,
            labels,
        } = self
        {
            st.diags.push(Report {
                severity: Severity::Error,
                code: Code::RESOURCE_NOT_RESOLVED,
                span,
                message,
                labels,
            });
        }
    }
}

/// What DXC's legalization needs, said once at the end of each OSH0401 message.
const RESOLVE_RULE: &str = "OneShader, like DXC's legalization, resolves every resource value to one global resource (or one element of a global resource array) at compile time";

/// One function body as the root search sees it: which global each resource parameter is.
pub(super) struct RootCx<'a> {
    pub hf: &'a hir::Function,
    pub params: &'a [Option<Root>],
    /// Per parameter that is a struct of resources, its resources' globals (member order).
    pub struct_params: &'a [Vec<Root>],
    pub flow: &'a ResourceFlow,
}

fn global_name(module: &ir::Module, g: ir::GlobalId) -> String {
    module
        .global(g)
        .map(|g| g.name.clone())
        .unwrap_or_else(|| "?".into())
}

/// The global the resource-valued expression `e` is taken from: `Ok(None)` when nothing is
/// ever assigned to it (a local only assigned from itself). `visiting` breaks cycles between
/// locals.
pub(super) fn root_of(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    e: ExprId,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<Option<Root>, RootError> {
    let Some(x) = cx.hf.expr(e) else {
        return Err(RootError::Reported);
    };
    let fname = &cx.hf.name;
    match &x.kind {
        ExprKind::Global(g) => match st.globals.get(g.index()) {
            Some(Some(GlobalSlot::Var(id))) => Ok(Some(Root {
                global: *id,
                non_uniform: false,
            })),
            _ => Err(RootError::Reported),
        },
        ExprKind::Index { base, index } => {
            let root = root_of(st, module, cx, *base, depth, visiting)?;
            let marked = non_uniform_expr(cx.hf, *index);
            Ok(root.map(|r| Root {
                global: r.global,
                non_uniform: marked,
            }))
        }
        ExprKind::Param(i) => match cx.params.get(*i as usize) {
            Some(Some(g)) => Ok(Some(*g)),
            _ => Err(RootError::Reported),
        },
        ExprKind::Local(l) => local_root(st, module, cx, *l, depth, visiting),
        ExprKind::Call { function, args } => {
            let program = st.program;
            let Some(callee) = program.function(*function) else {
                return Err(RootError::Reported);
            };
            let mut globals = Vec::new();
            for (p, &a) in callee.params.iter().zip(args) {
                if !is_resource_type(&module.types, p.ty) {
                    globals.push(None);
                    continue;
                }
                match root_of(st, module, cx, a, depth, visiting)? {
                    Some(g) => globals.push(Some(g)),
                    None => return Err(never_assigned(cx, a)),
                }
            }
            match st.resource_return(module, *function, globals, depth + 1) {
                Some(r) => Ok(Some(r.root())),
                None => Err(RootError::Reported),
            }
        }
        ExprKind::Conditional {
            cond,
            accept,
            reject,
        } => {
            if let Some(side) = const_side(cx.hf, *cond, *accept, *reject) {
                return root_of(st, module, cx, side, depth, visiting);
            }
            let a = root_of(st, module, cx, *accept, depth, visiting)?;
            let r = root_of(st, module, cx, *reject, depth, visiting)?;
            match (a, r) {
                (Some(a), Some(r)) if a.global != r.global => Err(RootError::New {
                    span: x.span,
                    message: format!(
                        "'{fname}' chooses between '{}' and '{}' with '?:', so which resource it uses is decided at run time. {RESOLVE_RULE}. Choose an index with '?:' and index one resource array with it",
                        global_name(module, a.global),
                        global_name(module, r.global)
                    ),
                    labels: Vec::new(),
                }),
                (Some(a), Some(r)) => Ok(Some(Root {
                    global: a.global,
                    non_uniform: a.non_uniform || r.non_uniform,
                })),
                (a, r) => Ok(a.or(r)),
            }
        }
        // A member of a struct of resources (or of an element of an array of them): that
        // resource of the struct's.
        ExprKind::Member { .. } if resource_part(cx.hf, &module.types, e).is_some() =>
        {
            let (base, range) =
                resource_part(cx.hf, &module.types, e).ok_or(RootError::Reported)?;
            let roots = leaf_roots(st, module, cx, base, depth, visiting)?;
            match roots.get(range) {
                Some([root]) => Ok(*root),
                _ => Err(RootError::Reported),
            }
        }
        ExprKind::Member { .. } => Err(member_unresolved(x.span, fname)),
        _ => Err(RootError::New {
            span: x.span,
            message: format!(
                "This resource value in '{fname}' is not a global resource, an element of a resource array, a resource parameter or local, or a call returning one. {RESOLVE_RULE}. Use a global resource (or an element of a resource array) here"
            ),
            labels: Vec::new(),
        }),
    }
}

/// The global resource local `l` holds: every value assigned to it must agree.
pub(super) fn local_root(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    l: LocalId,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<Option<Root>, RootError> {
    let fname = &cx.hf.name;
    if visiting.contains(&StructVar::Local(l)) || visiting.len() > MAX_DEPTH as usize {
        return Ok(None);
    }
    visiting.push(StructVar::Local(l));
    let mut found: Option<(ir::GlobalId, Span)> = None;
    let mut non_uniform = false;
    let assigned = cx.flow.assigned.get(&l).cloned().unwrap_or_default();
    let mut result = Ok(());
    for v in assigned {
        match root_of(st, module, cx, v, depth, visiting) {
            Ok(Some(Root {
                global: g,
                non_uniform: nu,
            })) => {
                non_uniform |= nu;
                let span = cx.hf.expr(v).map(|v| v.span).unwrap_or(cx.hf.span);
                match found {
                    None => found = Some((g, span)),
                    Some((first, first_span)) if first != g => {
                        let name = cx
                            .hf
                            .locals
                            .get(l.index())
                            .map(|l| l.name.clone())
                            .unwrap_or_default();
                        result = Err(RootError::New {
                            span,
                            message: format!(
                                "The resource local '{name}' in '{fname}' is assigned '{}' here and '{}' elsewhere, so which resource it holds is decided at run time. {RESOLVE_RULE}. Assign it elements of one resource array and choose the element by index",
                                global_name(module, g),
                                global_name(module, first)
                            ),
                            labels: vec![Label {
                                span: first_span,
                                message: format!(
                                    "'{name}' is assigned '{}' here",
                                    global_name(module, first)
                                ),
                            }],
                        });
                        break;
                    }
                    Some(_) => {}
                }
            }
            Ok(None) => {}
            Err(err) => {
                result = Err(err);
                break;
            }
        }
    }
    visiting.pop();
    result.map(|()| {
        found.map(|(global, _)| Root {
            global,
            non_uniform,
        })
    })
}

/// Whether a HIR index is a `NonUniformResourceIndex` result (converted or not).
fn non_uniform_expr(hf: &hir::Function, index: ExprId) -> bool {
    let mut id = index;
    for _ in 0..8 {
        match hf.expr(id).map(|x| &x.kind) {
            Some(ExprKind::Convert { operand }) => id = *operand,
            Some(ExprKind::Intrinsic {
                op: hir::Intrinsic::NonUniformResourceIndex,
                ..
            }) => return true,
            _ => return false,
        }
    }
    false
}

/// Whether an IR index value is a `NonUniformResourceIndex` result, the rule the backends
/// decorate `NonUniform` by.
pub(super) fn is_non_uniform(cx: &FnCx, v: Value) -> bool {
    let Value::Inst(id) = v else {
        return false;
    };
    matches!(
        cx.b.function().and_then(|f| f.inst(id)).map(|i| &i.kind),
        Some(ir::InstKind::CallIntrinsic {
            op: ir::IntrinsicOp::NonUniformIndex,
            ..
        })
    )
}

/// The side `cond ? accept : reject` takes when `cond` is a constant.
fn const_side(hf: &hir::Function, cond: ExprId, accept: ExprId, reject: ExprId) -> Option<ExprId> {
    const_bool(hf, cond).map(|c| if c { accept } else { reject })
}

/// The value of a constant `bool` condition.
fn const_bool(hf: &hir::Function, cond: ExprId) -> Option<bool> {
    match hf.expr(cond)?.kind {
        ExprKind::Const(hir::ConstValue::Bool(b)) => Some(b),
        _ => None,
    }
}

/// A resource taken from a struct that the search cannot follow.
fn member_unresolved(span: Span, fname: &str) -> RootError {
    RootError::New {
        span,
        message: format!(
            "'{fname}' takes a resource from a struct member, which OneShader cannot resolve to a global yet. {RESOLVE_RULE}. Pass the resource itself instead of a struct holding it"
        ),
        labels: Vec::new(),
    }
}

fn never_assigned(cx: &RootCx, e: ExprId) -> RootError {
    let span = cx.hf.expr(e).map(|x| x.span).unwrap_or(cx.hf.span);
    RootError::New {
        span,
        message: format!(
            "This resource local in '{}' is used before any resource is assigned to it. Assign it a global resource (or an element of a resource array) first",
            cx.hf.name
        ),
        labels: Vec::new(),
    }
}

/// For a target `m.a.b` (or `m`) on struct of resources `m` (a local or a parameter): `m` and
/// the range of its resources the target covers.
fn target_leaf_range(
    hf: &hir::Function,
    types: &TypeArena,
    target: ExprId,
    depth: u32,
) -> Option<(StructVar, std::ops::Range<usize>)> {
    if depth > MAX_DEPTH {
        return None;
    }
    match &hf.expr(target)?.kind {
        ExprKind::Local(l) => {
            let n = resource_struct_leaves(types, hf.locals.get(l.index())?.ty)?.len();
            Some((StructVar::Local(*l), 0..n))
        }
        ExprKind::Param(i) => {
            let n = resource_struct_leaves(types, hf.params.get(*i as usize)?.ty)?.len();
            Some((StructVar::Param(*i), 0..n))
        }
        ExprKind::Member { .. } | ExprKind::Index { .. } => {
            let (base, inner) = resource_part(hf, types, target)?;
            let (l, outer) = target_leaf_range(hf, types, base, depth + 1)?;
            let start = outer.start + inner.start;
            Some((l, start..start + inner.len()))
        }
        _ => None,
    }
}

/// Per resource of the struct-of-resources expression `e` (member order), the global it is
/// taken from (`None` where nothing is ever assigned), as [`root_of`] finds one resource's.
pub(super) fn leaf_roots(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    e: ExprId,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<Vec<Option<Root>>, RootError> {
    let Some(x) = cx.hf.expr(e) else {
        return Err(RootError::Reported);
    };
    let types = &module.types;
    let n = resource_struct_leaves(types, x.ty).map_or(0, |l| l.len());
    let fname = &cx.hf.name;
    if depth > MAX_ROOT_DEPTH {
        return Err(RootError::New {
            span: x.span,
            message: format!("The resources of this struct in '{fname}' come from calls nested deeper than {MAX_ROOT_DEPTH}, so OneShader stops following them. Build the struct in fewer nested calls"),
            labels: Vec::new(),
        });
    }
    match &x.kind {
        ExprKind::Local(l) if resource_struct_local(cx.hf, types, *l) => {
            struct_var_roots(st, module, cx, StructVar::Local(*l), n, depth, visiting)
        }
        // An `out` or `inout` parameter: what the body assigns it (and, `inout`, what it came in
        // with).
        ExprKind::Param(i) if is_struct_var(cx.hf, types, StructVar::Param(*i)) => {
            struct_var_roots(st, module, cx, StructVar::Param(*i), n, depth, visiting)
        }
        ExprKind::Param(i) => match cx.struct_params.get(*i as usize) {
            Some(roots) if roots.len() == n && n > 0 => {
                Ok(roots.iter().copied().map(Some).collect())
            }
            // Returning one resource does not key on struct parameters.
            _ => Err(member_unresolved(x.span, fname)),
        },
        ExprKind::Construct { args } => {
            let mut out = Vec::with_capacity(n);
            for &a in args {
                let ty = cx.hf.expr(a).map_or(x.ty, |a| a.ty);
                if is_resource_type(types, ty) {
                    out.push(root_of(st, module, cx, a, depth, visiting)?);
                } else {
                    out.extend(leaf_roots(st, module, cx, a, depth, visiting)?);
                }
            }
            Ok(out)
        }
        ExprKind::Member { .. } | ExprKind::Index { .. } => {
            let (base, range) = resource_part(cx.hf, types, e).ok_or(RootError::Reported)?;
            let all = leaf_roots(st, module, cx, base, depth, visiting)?;
            all.get(range).map(<[_]>::to_vec).ok_or(RootError::Reported)
        }
        ExprKind::Call { function, args } => {
            let (globals, structs) =
                call_roots(st, module, cx, *function, args, None, depth, visiting)?;
            let leaves = st
                .resource_struct_return(module, *function, globals, structs, depth + 1)
                .ok_or(RootError::Reported)?;
            Ok(leaves.into_iter().map(|r| Some(r.root())).collect())
        }
        ExprKind::Conditional {
            cond,
            accept,
            reject,
        } => match const_side(cx.hf, *cond, *accept, *reject) {
            Some(side) => leaf_roots(st, module, cx, side, depth, visiting),
            None => Err(unresolved_struct(x.span, fname)),
        },
        _ => Err(unresolved_struct(x.span, fname)),
    }
}

/// A struct-of-resources expression the search cannot follow.
fn unresolved_struct(span: Span, fname: &str) -> RootError {
    RootError::New {
        span,
        message: format!(
            "This struct of resources in '{fname}' is not a local, a parameter, a member of one, an initializer list or a call returning one. {RESOLVE_RULE}. Build the struct in a local and use that"
        ),
        labels: Vec::new(),
    }
}

/// What a call binds to its callee's resource and struct-of-resources parameters (an `out`
/// one binds nothing), as the callee's specialization key sees it; `given` supplies the roots
/// of one argument (its index) that the caller is working out.
#[allow(clippy::too_many_arguments)]
fn call_roots(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    function: hir::FuncId,
    args: &[ExprId],
    given: Option<(usize, &[Option<Root>])>,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<CallRoots, RootError> {
    let types = &module.types;
    let program = st.program;
    let Some(callee) = program.function(function) else {
        return Err(RootError::Reported);
    };
    let mut globals = Vec::new();
    let mut structs = Vec::new();
    for (k, (p, &a)) in callee.params.iter().zip(args).enumerate() {
        if resource_struct_leaves(types, p.ty).is_some() {
            globals.push(None);
            if p.direction == hir::ParamDirection::Out {
                structs.push(Vec::new());
                continue;
            }
            let roots = match given {
                Some((g, roots)) if g == k => roots.to_vec(),
                _ => leaf_roots(st, module, cx, a, depth, visiting)?,
            };
            let roots: Option<Vec<Root>> = roots.into_iter().collect();
            structs.push(roots.ok_or_else(|| never_assigned(cx, a))?);
            continue;
        }
        structs.push(Vec::new());
        if !is_resource_type(types, p.ty) {
            globals.push(None);
            continue;
        }
        match root_of(st, module, cx, a, depth, visiting)? {
            Some(g) => globals.push(Some(g)),
            None => return Err(never_assigned(cx, a)),
        }
    }
    if structs.iter().all(Vec::is_empty) {
        structs.clear();
    }
    Ok((globals, structs))
}

/// The source name of struct variable `var` (for messages).
fn struct_var_name(hf: &hir::Function, var: StructVar) -> String {
    match var {
        StructVar::Local(l) => hf.locals.get(l.index()).map(|x| x.name.clone()),
        StructVar::Param(i) => hf.params.get(i as usize).map(|p| p.name.clone()),
    }
    .unwrap_or_default()
}

/// The globals of struct variable `var`'s `n` resources, in source order of what assigns them:
/// a local's initializer (an `inout` parameter's incoming resources), then its whole and member
/// assignments and the calls it is an `out`/`inout` argument of; every value a resource is
/// given must agree on the global.
fn struct_var_roots(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    var: StructVar,
    n: usize,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<Vec<Option<Root>>, RootError> {
    if visiting.contains(&var) || visiting.len() > MAX_DEPTH as usize {
        return Ok(vec![None; n]);
    }
    visiting.push(var);
    let r = struct_var_roots_inner(st, module, cx, var, n, depth, visiting);
    visiting.pop();
    r
}

fn struct_var_roots_inner(
    st: &mut State,
    module: &ir::Module,
    cx: &RootCx,
    var: StructVar,
    n: usize,
    depth: u32,
    visiting: &mut Vec<StructVar>,
) -> Result<Vec<Option<Root>>, RootError> {
    let types = &module.types;
    let in_branch = cx.flow.member_assigned_in_branch.contains(&var);
    let mut found: Vec<Option<(Root, Span)>> = vec![None; n];
    let mut sources: Vec<(std::ops::Range<usize>, StructSource)> = Vec::new();
    match var {
        StructVar::Local(l) => {
            for &init in cx.flow.assigned.get(&l).into_iter().flatten() {
                sources.push((0..n, StructSource::Value(init)));
            }
        }
        StructVar::Param(i) => {
            if let Some(roots) = cx.struct_params.get(i as usize).filter(|r| r.len() == n) {
                for (slot, root) in found.iter_mut().zip(roots) {
                    *slot = Some((*root, cx.hf.span));
                }
            }
        }
    }
    for &(target, source) in cx.flow.struct_assigns.get(&var).into_iter().flatten() {
        if let Some((_, range)) = target_leaf_range(cx.hf, types, target, 0) {
            sources.push((range, source));
        }
    }
    for (range, source) in sources {
        let (roots, span) = match source {
            StructSource::Value(value) => {
                let vty = cx.hf.expr(value).map(|v| v.ty);
                let roots = if vty.is_some_and(|t| is_resource_type(types, t)) {
                    vec![root_of(st, module, cx, value, depth, visiting)?]
                } else {
                    leaf_roots(st, module, cx, value, depth, visiting)?
                };
                (roots, cx.hf.expr(value).map_or(cx.hf.span, |v| v.span))
            }
            StructSource::OutArg { call, param } => {
                let Some(ExprKind::Call { function, args }) = cx.hf.expr(call).map(|c| &c.kind)
                else {
                    return Err(RootError::Reported);
                };
                // An `inout` argument comes in with what it holds before the call.
                let before: Vec<Option<Root>> = found[range.clone()]
                    .iter()
                    .map(|f| f.map(|(r, _)| r))
                    .collect();
                let (globals, structs) = call_roots(
                    st,
                    module,
                    cx,
                    *function,
                    args,
                    Some((param, &before)),
                    depth,
                    visiting,
                )?;
                let outs = st
                    .resource_out_structs(module, *function, globals, structs, depth + 1)
                    .ok_or(RootError::Reported)?;
                let leaves = outs
                    .get(param)
                    .cloned()
                    .flatten()
                    .ok_or(RootError::Reported)?;
                let roots = leaves.into_iter().map(|r| Some(r.root())).collect();
                (roots, cx.hf.expr(call).map_or(cx.hf.span, |c| c.span))
            }
        };
        if roots.len() != range.len() {
            return Err(RootError::Reported);
        }
        for (k, root) in range.zip(roots) {
            let Some(root) = root else { continue };
            match &mut found[k] {
                // Assigned outside branches: the last assignment in program order counts, as
                // the lowering renames the resource at each one.
                slot if !in_branch => *slot = Some((root, span)),
                slot @ None => *slot = Some((root, span)),
                Some((first, first_span)) if first.global != root.global => {
                    let name = struct_var_name(cx.hf, var);
                    return Err(RootError::New {
                        span,
                        message: format!(
                            "A resource of the struct '{name}' in '{}' is given '{}' here and '{}' elsewhere, so which resource it holds is decided at run time. {RESOLVE_RULE}. Give it elements of one resource array and choose the element by index",
                            cx.hf.name,
                            global_name(module, root.global),
                            global_name(module, first.global)
                        ),
                        labels: vec![Label {
                            span: *first_span,
                            message: format!(
                                "it is given '{}' here",
                                global_name(module, first.global)
                            ),
                        }],
                    });
                }
                Some((first, _)) => first.non_uniform |= root.non_uniform,
            }
        }
    }
    Ok(found.into_iter().map(|f| f.map(|(r, _)| r)).collect())
}

/// How a function hands back a struct of resources whose roots (with the span that gave each)
/// are `found`, resources of types `leaf_types`: per resource, its global and whether it is an
/// element of a one-dimensional array (a run-time index). `what` names the struct in messages.
fn struct_hand_back(
    module: &ir::Module,
    hf: &hir::Function,
    found: Vec<Option<(Root, Span)>>,
    leaf_types: &[TypeId],
    what: &str,
) -> Result<Vec<ResourceReturn>, RootError> {
    let mut out = Vec::with_capacity(found.len());
    for (slot, &leaf_ty) in found.into_iter().zip(leaf_types) {
        let Some((root, span)) = slot else {
            return Err(RootError::New {
                span: hf.span,
                message: format!(
                    "'{}' leaves a resource of {what} unassigned. Assign every resource of the struct to a global resource (or an element of a resource array)",
                    hf.name
                ),
                labels: Vec::new(),
            });
        };
        let levels = module
            .global(root.global)
            .map(|g| array_depth(&module.types, g.ty))
            .unwrap_or(0)
            .saturating_sub(array_depth(&module.types, leaf_ty));
        if levels > 1 {
            return Err(RootError::New {
                span,
                message: format!(
                    "'{}' hands back an element of the multi-dimensional resource array '{}' in {what}, which OneShader cannot do yet. Declare the array with one dimension and compute the element's index",
                    hf.name,
                    global_name(module, root.global)
                ),
                labels: Vec::new(),
            });
        }
        out.push(ResourceReturn {
            global: root.global,
            indexed: levels == 1,
            non_uniform: root.non_uniform && levels == 1,
        });
    }
    Ok(out)
}

impl State<'_> {
    /// What `function`, specialized as [`Self::resource_struct_return`] says, leaves in each
    /// of its `out` and `inout` struct-of-resources parameters (indexed by parameter; `None`
    /// for the others): per resource, as a returned one. `None` if it cannot (reported once).
    pub(crate) fn resource_out_structs(
        &mut self,
        module: &ir::Module,
        function: hir::FuncId,
        params: Vec<Option<Root>>,
        structs: Vec<Vec<Root>>,
        depth: u32,
    ) -> Option<OutStructs> {
        self.cached_struct_analysis(
            |st| &mut st.resource_out_structs,
            (function, params, structs),
            depth,
            "hands back through its parameters",
            |st, hf, params, structs| st.find_out_structs(module, hf, params, structs, depth),
        )
    }

    fn find_out_structs(
        &mut self,
        module: &ir::Module,
        hf: &hir::Function,
        params: &[Option<Root>],
        structs: &[Vec<Root>],
        depth: u32,
    ) -> Result<OutStructs, RootError> {
        let flow = ResourceFlow::of(self.program, hf, &module.types);
        let cx = RootCx {
            hf,
            params,
            struct_params: structs,
            flow: &flow,
        };
        let mut out = Vec::with_capacity(hf.params.len());
        for (i, p) in hf.params.iter().enumerate() {
            let var = StructVar::Param(i as u32);
            if !hands_back(hf, &module.types, &flow, i as u32) {
                out.push(None);
                continue;
            }
            let leaf_types = resource_struct_leaves(&module.types, p.ty).unwrap_or_default();
            let roots = struct_var_roots(
                self,
                module,
                &cx,
                var,
                leaf_types.len(),
                depth,
                &mut Vec::new(),
            )?;
            let found = roots.into_iter().map(|r| r.map(|r| (r, p.span))).collect();
            let what = format!("its parameter '{}'", p.name);
            out.push(Some(struct_hand_back(
                module,
                hf,
                found,
                &leaf_types,
                &what,
            )?));
        }
        Ok(out)
    }

    /// How `function`, specialized on the globals of its resource parameters (`params`) and of
    /// its struct-of-resources parameters (`structs`, empty when it has none), returns its
    /// struct of resources: per resource, as [`Self::resource_return`] says for one; `None`
    /// if it cannot (reported once).
    pub(crate) fn resource_struct_return(
        &mut self,
        module: &ir::Module,
        function: hir::FuncId,
        params: Vec<Option<Root>>,
        structs: Vec<Vec<Root>>,
        depth: u32,
    ) -> Option<Vec<ResourceReturn>> {
        self.cached_struct_analysis(
            |st| &mut st.resource_struct_returns,
            (function, params, structs),
            depth,
            "returns",
            |st, hf, params, structs| st.find_struct_return(module, hf, params, structs, depth),
        )
    }

    /// Runs `find` once per `key` and keeps its result in the cache `cache` selects (`None`
    /// after an error, reported once); a recursive request for the same key fails, and so
    /// does one nested deeper than [`MAX_ROOT_DEPTH`] (`what` the function does with the
    /// resources, for that message).
    fn cached_struct_analysis<T: Clone>(
        &mut self,
        cache: fn(&mut Self) -> &mut BTreeMap<StructReturnKey, Option<T>>,
        key: StructReturnKey,
        depth: u32,
        what: &str,
        find: impl FnOnce(
            &mut Self,
            &hir::Function,
            &[Option<Root>],
            &[Vec<Root>],
        ) -> Result<T, RootError>,
    ) -> Option<T> {
        if let Some(r) = cache(self).get(&key) {
            return r.clone();
        }
        cache(self).insert(key.clone(), None);
        let program = self.program;
        let hf = program.function(key.0)?;
        let result = if depth > MAX_ROOT_DEPTH {
            Err(RootError::New {
                span: hf.span,
                message: format!(
                    "The resources '{}' {what} come from calls nested deeper than {MAX_ROOT_DEPTH}, so OneShader stops following them. Build them in fewer nested calls",
                    hf.name
                ),
                labels: Vec::new(),
            })
        } else {
            find(self, hf, &key.1, &key.2)
        };
        let r = match result {
            Ok(r) => Some(r),
            Err(e) => {
                e.report(self);
                None
            }
        };
        cache(self).insert(key, r.clone());
        r
    }

    fn find_struct_return(
        &mut self,
        module: &ir::Module,
        hf: &hir::Function,
        params: &[Option<Root>],
        structs: &[Vec<Root>],
        depth: u32,
    ) -> Result<Vec<ResourceReturn>, RootError> {
        let leaf_types = resource_struct_leaves(&module.types, hf.return_type).unwrap_or_default();
        let flow = ResourceFlow::of(self.program, hf, &module.types);
        let cx = RootCx {
            hf,
            params,
            struct_params: structs,
            flow: &flow,
        };
        if flow.struct_returns.is_empty() {
            return Err(RootError::New {
                span: hf.span,
                message: format!(
                    "'{}' returns a struct of resources but has no 'return' that yields one. Return a struct whose resources are global resources (or elements of resource arrays)",
                    hf.name
                ),
                labels: Vec::new(),
            });
        }
        let mut found: Vec<Option<(Root, Span)>> = vec![None; leaf_types.len()];
        for &v in &flow.struct_returns {
            let span = hf.expr(v).map_or(hf.span, |x| x.span);
            let roots = leaf_roots(self, module, &cx, v, depth, &mut Vec::new())?;
            if roots.len() != found.len() {
                return Err(RootError::Reported);
            }
            for (slot, root) in found.iter_mut().zip(roots) {
                let Some(root) = root else {
                    return Err(RootError::New {
                        span,
                        message: format!(
                            "'{}' returns a struct one of whose resources is never assigned. Assign every resource of the struct before returning it",
                            hf.name
                        ),
                        labels: Vec::new(),
                    });
                };
                match slot {
                    None => *slot = Some((root, span)),
                    Some((first, first_span)) if first.global != root.global => {
                        return Err(RootError::New {
                            span,
                            message: format!(
                                "'{}' returns a struct whose resource is '{}' here and '{}' elsewhere, so which resource it returns is decided at run time. {RESOLVE_RULE}. Return elements of one resource array (choose the element by index), or write one function per resource",
                                hf.name,
                                global_name(module, root.global),
                                global_name(module, first.global)
                            ),
                            labels: vec![Label {
                                span: *first_span,
                                message: format!(
                                    "'{}' returns '{}' here",
                                    hf.name,
                                    global_name(module, first.global)
                                ),
                            }],
                        });
                    }
                    Some((first, _)) => first.non_uniform |= root.non_uniform,
                }
            }
        }
        struct_hand_back(module, hf, found, &leaf_types, "the struct it returns")
    }

    /// How `function`, specialized on the globals of its resource parameters, returns its
    /// resource; `None` if it cannot (reported once, at the `return` that breaks the rule).
    pub(crate) fn resource_return(
        &mut self,
        module: &ir::Module,
        function: hir::FuncId,
        params: Vec<Option<Root>>,
        depth: u32,
    ) -> Option<ResourceReturn> {
        let key = (function, params);
        if let Some(r) = self.resource_returns.get(&key) {
            return *r;
        }
        let program = self.program;
        let hf = program.function(function)?;
        let result = if depth > MAX_ROOT_DEPTH {
            Err(RootError::New {
                span: hf.span,
                message: format!(
                    "The resource '{}' returns comes from calls nested deeper than {MAX_ROOT_DEPTH}, so OneShader stops following them. Return the resource from fewer nested calls",
                    hf.name
                ),
                labels: Vec::new(),
            })
        } else {
            self.find_return(module, hf, &key.1, depth)
        };
        let r = match result {
            Ok(r) => Some(r),
            Err(e) => {
                e.report(self);
                None
            }
        };
        self.resource_returns.insert(key, r);
        r
    }

    fn find_return(
        &mut self,
        module: &ir::Module,
        hf: &hir::Function,
        params: &[Option<Root>],
        depth: u32,
    ) -> Result<ResourceReturn, RootError> {
        let flow = ResourceFlow::of(self.program, hf, &module.types);
        let cx = RootCx {
            hf,
            params,
            struct_params: &[],
            flow: &flow,
        };
        let mut found: Option<(ir::GlobalId, Span)> = None;
        let mut non_uniform = false;
        for &v in &flow.returns {
            let span = hf.expr(v).map(|x| x.span).unwrap_or(hf.span);
            let Some(Root {
                global: g,
                non_uniform: nu,
            }) = root_of(self, module, &cx, v, depth, &mut Vec::new())?
            else {
                return Err(never_assigned(&cx, v));
            };
            non_uniform |= nu;
            match found {
                None => found = Some((g, span)),
                Some((first, first_span)) if first != g => {
                    return Err(RootError::New {
                        span,
                        message: format!(
                            "'{}' returns '{}' here and '{}' elsewhere, so which resource it returns is decided at run time. {RESOLVE_RULE}. Return elements of one resource array (choose the element by index), or write one function per resource",
                            hf.name,
                            global_name(module, g),
                            global_name(module, first)
                        ),
                        labels: vec![Label {
                            span: first_span,
                            message: format!(
                                "'{}' returns '{}' here",
                                hf.name,
                                global_name(module, first)
                            ),
                        }],
                    });
                }
                Some(_) => {}
            }
        }
        let Some((global, span)) = found else {
            return Err(RootError::New {
                span: hf.span,
                message: format!(
                    "'{}' returns a resource but has no 'return' that yields one. Return a global resource (or an element of a resource array)",
                    hf.name
                ),
                labels: Vec::new(),
            });
        };
        let levels = module
            .global(global)
            .map(|g| array_depth(&module.types, g.ty))
            .unwrap_or(0)
            .saturating_sub(array_depth(&module.types, hf.return_type));
        if levels > 1 {
            return Err(RootError::New {
                span,
                message: format!(
                    "'{}' returns an element of the multi-dimensional resource array '{}', which OneShader cannot return yet. Declare the array with one dimension and compute the element's index",
                    hf.name,
                    global_name(module, global)
                ),
                labels: Vec::new(),
            });
        }
        Ok(ResourceReturn {
            global,
            indexed: levels == 1,
            non_uniform: non_uniform && levels == 1,
        })
    }
}

/// The IR return type of a function whose HIR return type is `ty` under `resources`: a
/// resource's is its index (`int`) or nothing; other types are themselves.
pub(super) fn ir_return_type(
    st: &mut State,
    module: &mut ir::Module,
    function: hir::FuncId,
    ty: TypeId,
    resources: &[Option<super::ResourceArg>],
    structs: &[Vec<super::ResourceArg>],
) -> TypeId {
    if resource_struct_leaves(&module.types, ty).is_some() {
        let (params, structs) = key_roots(resources, structs);
        let indexed = st
            .resource_struct_return(module, function, params, structs, 0)
            .map_or(0, |leaves| leaves.iter().filter(|r| r.indexed).count());
        if indexed == 0 {
            return module.types.void();
        }
        let int = module.types.scalar(Scalar::INT);
        return module.types.array(int, indexed as u32);
    }
    if !is_resource_type(&module.types, ty) {
        return ty;
    }
    let params = resources.iter().map(|r| r.map(Root::of_arg)).collect();
    match st.resource_return(module, function, params, 0) {
        Some(ResourceReturn { indexed: true, .. }) => module.types.scalar(Scalar::INT),
        _ => module.types.void(),
    }
}

/// The roots of what a [`super::FuncKey`] binds to its resource parameters (`resources`) and
/// struct-of-resources parameters (`structs`): the key of the analyses of its resources.
pub(super) fn key_roots(
    resources: &[Option<super::ResourceArg>],
    structs: &[Vec<super::ResourceArg>],
) -> CallRoots {
    let params = resources.iter().map(|r| r.map(Root::of_arg)).collect();
    let structs = structs
        .iter()
        .map(|s| s.iter().map(|a| Root::of_arg(*a)).collect())
        .collect();
    (params, structs)
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    /// The globals the current function's resource parameters are bound to.
    fn param_globals(&self) -> Vec<Option<Root>> {
        self.params
            .iter()
            .map(|p| match p {
                super::func::ParamSlot::Resource { arg, .. } => Some(Root::of_arg(*arg)),
                _ => None,
            })
            .collect()
    }

    fn flow(&mut self) -> std::rc::Rc<ResourceFlow> {
        if let Some(f) = &self.resource_flow {
            return f.clone();
        }
        let f = std::rc::Rc::new(ResourceFlow::of(
            self.st.program,
            self.hf,
            &self.b.module.types,
        ));
        self.resource_flow = Some(f.clone());
        f
    }

    /// `NonUniformResourceIndex(i)` on an `int` index.
    fn mark_non_uniform(&mut self, i: Value) -> Value {
        let int = self.b.types().scalar(Scalar::INT);
        self.b
            .intrinsic(ir::IntrinsicOp::NonUniformIndex, vec![i], int)
    }

    /// An `int` index for an access chain index `i`.
    fn as_int_index(&mut self, i: Value) -> Value {
        let int = self.b.types().scalar(Scalar::INT);
        if self.b.value_type(i) == int {
            i
        } else {
            self.b.convert(i, int)
        }
    }

    /// The place of a resource-valued expression, reporting OSH0400 when it is not a global
    /// resource or an element of one (unless the reason was already reported).
    pub fn resource_place(&mut self, id: ExprId, what: &str) -> Option<Place> {
        let before = self.st.diags.error_count();
        self.resource_quiet = false;
        match self.place(id) {
            Some(p @ Place::Chain { .. }) => Some(p),
            _ => {
                if self.st.diags.error_count() == before && !self.resource_quiet {
                    match run_time_struct_index(self.hf, &self.b.module.types, id) {
                        Some(at) => self.st.diags.error(
                            Code::LOWER_UNSUPPORTED,
                            at,
                            "An array of structs holding resources is indexed at run time here, which names no one resource: each element's resources are bindings of their own, and DXC needs a constant index too. Index it with a constant, or keep a resource array in one struct and index that",
                        ),
                        None => {
                            let span = self.span_of(id);
                            self.unsupported(span, what);
                        }
                    }
                }
                self.resource_quiet = false;
                None
            }
        }
    }

    /// A call of a function returning a resource: the place it returns.
    pub fn resource_call(
        &mut self,
        function: hir::FuncId,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Option<Place> {
        let (result, resources, _) = self.call_bound(function, args, e);
        let params = resources.iter().map(|r| r.map(Root::of_arg)).collect();
        let Some(r) = self
            .st
            .resource_return(&*self.b.module, function, params, 0)
        else {
            self.resource_quiet = true;
            return None;
        };
        Some(self.returned_place(r, r.indexed.then_some(result)))
    }

    /// The place of resource `r` a callee handed back, `index` its element index when it is
    /// an element of an array (marked again when it came from `NonUniformResourceIndex`).
    pub fn returned_place(&mut self, r: ResourceReturn, index: Option<Value>) -> Place {
        let indices = match index {
            Some(i) if r.non_uniform => vec![self.mark_non_uniform(i)],
            Some(i) => vec![i],
            None => Vec::new(),
        };
        Place::Chain {
            root: Value::Global(r.global),
            indices,
        }
    }

    /// A call of a function returning a struct of resources: the places of its resources,
    /// each element index taken from the `int` array the IR function returns.
    fn resource_struct_call(
        &mut self,
        function: hir::FuncId,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Option<Vec<Place>> {
        let (result, resources, structs) = self.call_bound(function, args, e);
        let (params, structs) = key_roots(&resources, &structs);
        let Some(leaves) =
            self.st
                .resource_struct_return(&*self.b.module, function, params, structs, 0)
        else {
            self.resource_quiet = true;
            return None;
        };
        let mut k = 0u32;
        let mut places = Vec::with_capacity(leaves.len());
        for r in leaves {
            let index = r.indexed.then(|| {
                k += 1;
                self.b.extract(result, vec![k - 1])
            });
            places.push(self.returned_place(r, index));
        }
        Some(places)
    }

    /// `return value;` in a function returning a struct of resources: the indices of its
    /// indexed resources, as an `int` array (nothing when none is indexed).
    pub fn return_resource_struct(&mut self, value: Option<ExprId>) {
        let Some(value) = value else {
            self.ret(None);
            return;
        };
        let Some(ret) = self.resource_struct_return.clone() else {
            // The analysis failed and said why; the function returns nothing.
            self.ret(None);
            return;
        };
        let leaves = self.resource_leaves(value);
        self.resource_quiet = false;
        let int = self.b.types().scalar(Scalar::INT);
        let count = ret.iter().filter(|r| r.indexed).count() as u32;
        let mut indices = Vec::new();
        let leaves_found = leaves.is_some();
        let mut ok = leaves.as_ref().is_some_and(|l| l.len() == ret.len());
        for (place, r) in leaves.into_iter().flatten().zip(&ret) {
            match place {
                Place::Chain {
                    root: Value::Global(g),
                    indices: ix,
                } if g == r.global => match (r.indexed, &ix[..]) {
                    (false, []) => {}
                    (true, [i]) => {
                        let i = self.as_int_index(*i);
                        indices.push(i);
                    }
                    _ => ok = false,
                },
                _ => ok = false,
            }
        }
        if !ok {
            // `None` leaves were reported where they failed.
            if leaves_found {
                let span = self.span_of(value);
                let message = format!(
                    "'{}' returns here a struct whose resources are not the ones the function returns (OneShader follows the last assignment of each resource). {RESOLVE_RULE}. Assign the struct's resources before its first 'return'",
                    self.hf.name
                );
                self.st
                    .diags
                    .error(Code::RESOURCE_NOT_RESOLVED, span, message);
            }
            indices = vec![Value::Undef(int); count as usize];
        }
        if count == 0 {
            self.ret(None);
        } else {
            let array = self.b.types().array(int, count);
            let v = self.b.construct(array, indices);
            self.ret(Some(v));
        }
    }

    /// `cond ? accept : reject` of resource type: a constant condition picks its side; two
    /// sides without effects that name one global pick the element index with a `Select`.
    pub fn resource_conditional(
        &mut self,
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
        e: &'p hir::Expr,
    ) -> Option<Place> {
        if let Some(side) = const_side(self.hf, cond, accept, reject) {
            return self.place(side);
        }
        let what =
            "A resource that is not a global variable or an element of a global resource array";
        let pure = self.is_pure(accept, 0) && self.is_pure(reject, 0);
        let c = self.expr(cond);
        let a = self.resource_place(accept, what);
        let r = self.resource_place(reject, what);
        let (Some(a), Some(r)) = (a, r) else {
            self.resource_quiet = true;
            return None;
        };
        let (
            Place::Chain {
                root: Value::Global(ga),
                indices: ia,
            },
            Place::Chain {
                root: Value::Global(gr),
                indices: ir,
            },
        ) = (&a, &r)
        else {
            return None;
        };
        let message = if ga != gr {
            format!(
                "'{}' chooses between '{}' and '{}' with '?:', so which resource it uses is decided at run time. {RESOLVE_RULE}. Choose an index with '?:' and index one resource array with it",
                self.hf.name,
                global_name(self.b.module, *ga),
                global_name(self.b.module, *gr)
            )
        } else if !pure {
            format!(
                "'{}' chooses a resource with '?:' whose sides have effects, which OneShader cannot resolve yet. {RESOLVE_RULE}. Compute the index first and index the resource array with it",
                self.hf.name
            )
        } else {
            match (&ia[..], &ir[..]) {
                ([], []) => return Some(a),
                ([i], [j]) => {
                    let (i, j) = (*i, *j);
                    let marked = is_non_uniform(self, i) || is_non_uniform(self, j);
                    let i = self.as_int_index(i);
                    let j = self.as_int_index(j);
                    let mut index = self.b.select(c, i, j);
                    if marked {
                        index = self.mark_non_uniform(index);
                    }
                    return Some(Place::Chain {
                        root: Value::Global(*ga),
                        indices: vec![index],
                    });
                }
                _ => return None,
            }
        };
        self.st
            .diags
            .error(Code::RESOURCE_NOT_RESOLVED, e.span, message);
        self.resource_quiet = true;
        None
    }

    /// `return value;` in a function returning a resource.
    pub fn return_resource(&mut self, value: Option<ExprId>) {
        let ret = self.resource_return;
        let Some(value) = value else {
            self.ret(None);
            return;
        };
        let place = self.resource_place(
            value,
            "Returning a resource that is not a global variable or an element of a global resource array",
        );
        let Some(r) = ret else {
            // The analysis failed and said why; the function returns nothing.
            self.ret(None);
            return;
        };
        let int = self.b.types().scalar(Scalar::INT);
        match place {
            Some(Place::Chain {
                root: Value::Global(g),
                indices,
            }) if g == r.global => match (r.indexed, &indices[..]) {
                (false, []) => self.ret(None),
                (true, [i]) => {
                    let i = self.as_int_index(*i);
                    self.ret(Some(i));
                }
                _ => {
                    let span = self.span_of(value);
                    self.unsupported(span, "Returning this element of a resource array");
                    self.ret(r.indexed.then_some(Value::Undef(int)));
                }
            },
            Some(_) => {
                let span = self.span_of(value);
                self.unsupported(span, "Returning a resource that is not a global variable or an element of a global resource array");
                self.ret(r.indexed.then_some(Value::Undef(int)));
            }
            None => self.ret(r.indexed.then_some(Value::Undef(int))),
        }
    }

    /// The declaration of resource local `l` (see the module docs).
    pub fn declare_resource_local(&mut self, l: LocalId, init: Option<ExprId>) {
        let flow = self.flow();
        if !flow.variables.contains(&l) {
            if let Some(init) = init {
                let place = self.resource_place(
                    init,
                    "A resource that is not a global variable or an element of a global resource array",
                );
                let local = match place {
                    Some(p) => ResourceLocal::Alias(p),
                    None => ResourceLocal::Failed,
                };
                self.resource_locals.insert(l, local);
            }
            return;
        }
        let params = self.param_globals();
        let Some(local) = self.hf.locals.get(l.index()) else {
            return;
        };
        let span = local.span;
        let cx = RootCx {
            hf: self.hf,
            params: &params,
            struct_params: &[],
            flow: &flow,
        };
        let root = local_root(self.st, &*self.b.module, &cx, l, 0, &mut Vec::new());
        let state = match root {
            // Nothing is ever assigned: a use reports it.
            Ok(None) => return,
            Ok(Some(Root {
                global,
                non_uniform,
            })) => {
                let types = &self.b.module.types;
                let levels = self
                    .b
                    .module
                    .global(global)
                    .map(|g| array_depth(types, g.ty))
                    .unwrap_or(0)
                    .saturating_sub(array_depth(types, local.ty));
                match levels {
                    0 => ResourceLocal::Variable {
                        global,
                        index: None,
                        non_uniform: false,
                    },
                    1 => {
                        let int = self.b.types().scalar(Scalar::INT);
                        let slot = self.b.alloca(int, &format!("{}.index", local.name));
                        ResourceLocal::Variable {
                            global,
                            index: Some(slot),
                            non_uniform,
                        }
                    }
                    _ => {
                        self.st.diags.error(
                            Code::RESOURCE_NOT_RESOLVED,
                            span,
                            format!(
                                "The resource local '{}' holds elements of the multi-dimensional resource array '{}', which OneShader cannot track yet. Declare the array with one dimension and compute the element's index",
                                local.name,
                                global_name(self.b.module, global)
                            ),
                        );
                        ResourceLocal::Failed
                    }
                }
            }
            Err(e) => {
                e.report(self.st);
                ResourceLocal::Failed
            }
        };
        self.resource_locals.insert(l, state);
        if let Some(init) = init {
            self.assign_resource_local(l, init);
        }
    }

    /// `l = value;` for resource local `l`.
    pub fn assign_resource_local(&mut self, l: LocalId, value: ExprId) {
        match self.resource_locals.get(&l).cloned() {
            Some(ResourceLocal::Variable { global, index, .. }) => {
                let place = self.resource_place(
                    value,
                    "A resource that is not a global variable or an element of a global resource array",
                );
                match place {
                    Some(Place::Chain {
                        root: Value::Global(g),
                        indices,
                    }) if g == global => match (index, &indices[..]) {
                        (None, []) => {}
                        (Some(slot), [i]) => {
                            let i = self.as_int_index(*i);
                            self.b.store(slot, i);
                        }
                        _ => {
                            let span = self.span_of(value);
                            self.unsupported(span, "Assigning this element of a resource array");
                        }
                    },
                    Some(_) => {
                        let span = self.span_of(value);
                        self.unsupported(span, "Assigning a resource that is not a global variable or an element of a global resource array");
                    }
                    None => {}
                }
            }
            Some(ResourceLocal::Failed) => {}
            Some(ResourceLocal::Alias(_)) | None => {
                // Only reached when the flow missed an assignment: alias the new place.
                let place = self.resource_place(
                    value,
                    "A resource that is not a global variable or an element of a global resource array",
                );
                if let Some(p) = place {
                    self.resource_locals.insert(l, ResourceLocal::Alias(p));
                }
            }
        }
    }

    /// The places of the resources a struct-of-resources expression holds, in member order.
    pub fn resource_leaves(&mut self, id: ExprId) -> Option<Vec<Place>> {
        if self.depth > MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let r = self.resource_leaves_inner(id);
        self.depth -= 1;
        r
    }

    fn resource_leaves_inner(&mut self, id: ExprId) -> Option<Vec<Place>> {
        let e = self.expr_of(id)?;
        // A local struct of resources, or a member of one.
        if let Some((l, range)) = self.local_leaf_range(id) {
            return self.local_leaves(l, range, e.span);
        }
        match &e.kind {
            // Not one of `resource_structs` (those returned above): never initialized.
            ExprKind::Local(l) => {
                if !self.resource_quiet_locals.contains(l) {
                    let name = self.local_name(*l);
                    self.st.diags.error(
                        Code::RESOURCE_NOT_RESOLVED,
                        e.span,
                        format!(
                            "The struct '{name}' in '{}' holds resources but is used before it is initialized. Initialize it with its resources where it is declared.",
                            self.hf.name
                        ),
                    );
                }
                self.resource_quiet = true;
                None
            }
            ExprKind::Param(i) => {
                let leaves = self.bound_param_leaves(*i);
                if leaves.is_none() {
                    self.resource_quiet = true;
                }
                leaves
            }
            ExprKind::Construct { args } => {
                let mut out = Vec::new();
                for &a in args {
                    let ty = self.ty_of(a);
                    if is_resource_type(&self.b.module.types, ty) {
                        out.push(self.resource_place(
                            a,
                            "A resource that is not a global variable or an element of a global resource array",
                        )?);
                    } else {
                        out.extend(self.resource_leaves(a)?);
                    }
                }
                Some(out)
            }
            ExprKind::Member { .. } | ExprKind::Index { .. } => {
                let (base, range) = resource_part(self.hf, &self.b.module.types, id)?;
                let leaves = self.resource_leaves(base)?;
                leaves.get(range).map(<[Place]>::to_vec)
            }
            ExprKind::Call { function, args } => self.resource_struct_call(*function, args, e),
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } if const_side(self.hf, *cond, *accept, *reject).is_some() => {
                self.resource_leaves(const_side(self.hf, *cond, *accept, *reject)?)
            }
            _ => {
                self.unsupported(
                    e.span,
                    "A struct holding resources that is not a local, a parameter, a member of one or a constructor",
                );
                self.resource_quiet = true;
                None
            }
        }
    }

    /// The places struct-of-resources parameter `i` was bound to by the caller.
    pub fn bound_param_leaves(&mut self, i: u32) -> Option<Vec<Place>> {
        match self.params.get(i as usize)?.clone() {
            super::func::ParamSlot::ResourceStruct(leaves) => leaves
                .into_iter()
                .map(|(arg, index)| {
                    let indices = match arg.index {
                        super::ResourceIndex::Whole => Vec::new(),
                        super::ResourceIndex::Const(c) => vec![self.index_const(c)],
                        _ => vec![index?],
                    };
                    Some(Place::Chain {
                        root: Value::Global(arg.global),
                        indices,
                    })
                })
                .collect(),
            _ => None,
        }
    }

    /// At the start of the body: each parameter that hands a struct of resources back becomes
    /// a struct the body assigns, holding (`inout`) what the caller passed; `pointers` are the
    /// trailing `int` pointer arguments its array-element resources' indices go back through.
    pub fn begin_out_structs(&mut self, pointers: &mut impl Iterator<Item = Value>) {
        let outs = self.out_structs.clone().unwrap_or_default();
        let flow = self.flow();
        let span = self.hf.span;
        for (i, p) in self.hf.params.iter().enumerate() {
            let var = StructVar::Param(i as u32);
            // A parameter the body assigns (an `in` one is its own copy), or one it hands
            // back; when the analysis failed (reported), such a parameter is still assignable,
            // so nothing more is said about it.
            let assigned = flow.struct_assigns.contains_key(&var)
                || hands_back(self.hf, &self.b.module.types, &flow, i as u32);
            let Some(n) = resource_struct_leaves(&self.b.module.types, p.ty)
                .map(|l| l.len())
                .filter(|_| assigned)
            else {
                continue;
            };
            let bound = self.bound_param_leaves(i as u32);
            self.resource_structs.insert(var, vec![None; n]);
            if let Some(bound) = bound.filter(|b| b.len() == n) {
                for (k, place) in bound.into_iter().enumerate() {
                    self.set_struct_leaf(var, k, place, span);
                }
            }
            for (k, r) in outs.get(i).into_iter().flatten().flatten().enumerate() {
                if r.indexed {
                    if let Some(ptr) = pointers.next() {
                        self.out_pointers.push((var, k, ptr));
                    }
                }
            }
        }
    }

    /// `return` (or the end of the body): the indices of the resources the `out`/`inout`
    /// structs of resources hold go back through their pointers, then the function returns.
    pub fn ret(&mut self, v: Option<Value>) {
        if let Some(outs) = self.out_structs.clone() {
            let span = self.b.span();
            for (i, leaves) in outs.iter().enumerate() {
                let Some(leaves) = leaves else { continue };
                let var = StructVar::Param(i as u32);
                let Some(places) = self.local_leaves(var, 0..leaves.len(), span) else {
                    self.resource_quiet = false;
                    continue;
                };
                for (k, (place, r)) in places.into_iter().zip(leaves).enumerate() {
                    let ok = match place {
                        Place::Chain {
                            root: Value::Global(g),
                            indices,
                        } if g == r.global => match (r.indexed, &indices[..]) {
                            (false, []) => true,
                            (true, [index]) => {
                                let index = self.as_int_index(*index);
                                let ptr = self
                                    .out_pointers
                                    .iter()
                                    .find(|(v, j, _)| *v == var && *j == k)
                                    .map(|(_, _, p)| *p);
                                if let Some(ptr) = ptr {
                                    self.b.store(ptr, index);
                                }
                                true
                            }
                            _ => false,
                        },
                        _ => false,
                    };
                    if !ok {
                        let name = struct_var_name(self.hf, var);
                        let message = format!(
                            "'{}' leaves, when it returns here, a resource in its parameter '{name}' that is not the one it hands back (OneShader follows the last assignment of each resource). {RESOLVE_RULE}. Assign the parameter's resources before the first 'return'",
                            self.hf.name
                        );
                        self.st
                            .diags
                            .error(Code::RESOURCE_NOT_RESOLVED, span, message);
                        break;
                    }
                }
            }
        }
        self.b.ret(v);
    }

    /// The resources an `out`/`inout` argument `target` (a struct of resources the caller
    /// assigns, or a member of one) holds after the call: `places`.
    pub fn assign_struct_places(&mut self, target: ExprId, places: Vec<Place>, span: Span) {
        let Some((var, range)) = self.local_leaf_range(target) else {
            self.unsupported(
                span,
                "Passing a struct of resources that is not a local or parameter (or a member of one) as an 'out' or 'inout' argument",
            );
            return;
        };
        if places.len() == range.len() {
            for (k, place) in range.zip(places) {
                self.set_struct_leaf(var, k, place, span);
            }
        }
    }

    /// A struct of resources where a value is needed (returned, assigned, stored).
    pub fn struct_value_unsupported(&mut self, span: Span) {
        self.st.diags.error(
            Code::LOWER_UNSUPPORTED,
            span,
            "A struct holding resources is used as a value here (returned, assigned or stored), which OneShader does not support yet. Take its members, pass it to a function or initialize a local with it.",
        );
    }

    /// For `m.a.b` on a struct of resources `m` that code assigns (a local, an `out` or
    /// `inout` parameter): `m` and the range of its resources the member covers.
    fn local_leaf_range(&self, id: ExprId) -> Option<(StructVar, std::ops::Range<usize>)> {
        let e = self.hf.expr(id)?;
        match &e.kind {
            ExprKind::Local(l) => {
                let n = self.resource_structs.get(&StructVar::Local(*l))?.len();
                Some((StructVar::Local(*l), 0..n))
            }
            ExprKind::Param(i) => {
                let n = self.resource_structs.get(&StructVar::Param(*i))?.len();
                Some((StructVar::Param(*i), 0..n))
            }
            ExprKind::Member { .. } | ExprKind::Index { .. } => {
                let (base, inner) = resource_part(self.hf, &self.b.module.types, id)?;
                let (l, outer) = self.local_leaf_range(base)?;
                let start = outer.start + inner.start;
                Some((l, start..start + inner.len()))
            }
            _ => None,
        }
    }

    /// The places of struct `l`'s resources in `range`, reporting one not assigned yet.
    fn local_leaves(
        &mut self,
        l: StructVar,
        range: std::ops::Range<usize>,
        span: Span,
    ) -> Option<Vec<Place>> {
        let slots = self.resource_structs.get(&l)?.get(range)?.to_vec();
        let mut places = Vec::with_capacity(slots.len());
        for slot in slots {
            places.push(match slot {
                Some(StructLeaf::Place(p)) => p,
                Some(StructLeaf::Variable {
                    global,
                    index,
                    non_uniform,
                }) => self.variable_place(global, index, non_uniform),
                None => {
                    self.unassigned_resource_member(l, span);
                    return None;
                }
            });
        }
        Some(places)
    }

    /// Resource `k` of local struct `l` now names `place` (assigned at `span`): in a struct
    /// assigned inside a branch, the index of its variable is stored.
    fn set_struct_leaf(&mut self, l: StructVar, k: usize, place: Place, span: Span) {
        if !self.flow().member_assigned_in_branch.contains(&l) {
            if let Some(slot) = self.resource_structs.get_mut(&l).and_then(|s| s.get_mut(k)) {
                *slot = Some(StructLeaf::Place(place));
            }
            return;
        }
        let (g, index) = match place {
            Place::Chain {
                root: Value::Global(g),
                indices,
            } if indices.len() <= 1 => (g, indices.first().copied()),
            _ => {
                self.unsupported(span, "Assigning, inside a branch, a member of a struct of resources a resource that is not a global variable or an element of a one-dimensional global resource array");
                return;
            }
        };
        let current = self
            .resource_structs
            .get(&l)
            .and_then(|s| s.get(k))
            .cloned()
            .flatten();
        let (global, slot, mut non_uniform) = match current {
            Some(StructLeaf::Variable {
                global,
                index,
                non_uniform,
            }) => (global, index, non_uniform),
            _ => {
                let slot = index.map(|_| {
                    let int = self.b.types().scalar(Scalar::INT);
                    let name = format!("{}.{k}.index", struct_var_name(self.hf, l));
                    self.b.alloca(int, &name)
                });
                (g, slot, false)
            }
        };
        if global != g || slot.is_some() != index.is_some() {
            // The analysis of an `out`/`inout` parameter may have said so at this span already.
            let said = self
                .st
                .diags
                .reports()
                .iter()
                .any(|r| r.code == Code::RESOURCE_NOT_RESOLVED && r.span == span);
            if said {
                return;
            }
            let name = struct_var_name(self.hf, l);
            self.st.diags.error(
                Code::RESOURCE_NOT_RESOLVED,
                span,
                format!(
                    "A resource of the struct '{name}' in '{}' is given '{}' here and '{}' elsewhere, and is assigned inside a branch, loop or switch, so no single resource can be named at compile time. Give it elements of one resource array",
                    self.hf.name,
                    global_name(self.b.module, g),
                    global_name(self.b.module, global),
                ),
            );
            return;
        }
        if let (Some(slot), Some(i)) = (slot, index) {
            non_uniform |= is_non_uniform(self, i);
            let i = self.as_int_index(i);
            self.b.store(slot, i);
        }
        if let Some(s) = self.resource_structs.get_mut(&l).and_then(|s| s.get_mut(k)) {
            *s = Some(StructLeaf::Variable {
                global,
                index: slot,
                non_uniform,
            });
        }
    }

    fn unassigned_resource_member(&mut self, l: StructVar, span: Span) {
        self.resource_quiet = true;
        if matches!(l, StructVar::Local(local) if self.resource_quiet_locals.contains(&local)) {
            // Its resources were to come from a call whose failure was reported.
            return;
        }
        let name = struct_var_name(self.hf, l);
        self.st.diags.error(
            Code::RESOURCE_NOT_RESOLVED,
            span,
            format!(
                "A resource of the struct '{name}' in '{}' is used before one is assigned to it. Assign its members (or initialize it) first",
                self.hf.name
            ),
        );
        self.resource_quiet = true;
    }

    /// `m.member = value;` where `m` is a local struct of resources (assigned member by member,
    /// outside branches and loops: the flow checks that): the member's resources become the
    /// places `value` names. `false` when `target` is not such a member.
    pub fn assign_resource_member(&mut self, target: ExprId, value: ExprId) -> bool {
        match self.hf.expr(target).map(|t| &t.kind) {
            Some(ExprKind::Member { .. }) => {}
            // An element of an array of structs of resources.
            Some(ExprKind::Index { .. })
                if resource_part(self.hf, &self.b.module.types, target).is_some() => {}
            Some(ExprKind::Local(l))
                if resource_struct_local(self.hf, &self.b.module.types, *l) => {}
            Some(ExprKind::Param(i))
                if is_struct_var(self.hf, &self.b.module.types, StructVar::Param(*i)) => {}
            _ => return false,
        }
        if let Some(ExprKind::Local(l)) = self.hf.expr(target).map(|t| &t.kind) {
            // A temporary sema made without a declaration (`this` of a method called on a
            // struct built from resources): declared by its first assignment.
            let l = *l;
            if !self.resource_structs.contains_key(&StructVar::Local(l))
                && !self.resource_quiet_locals.contains(&l)
            {
                let span = self.span_of(target);
                self.declare_resource_struct(l, None, span);
            }
        }
        let Some((l, range)) = self.local_leaf_range(target) else {
            // A struct whose declaration was refused: already reported.
            return member_root_local(self.hf, target)
                .is_some_and(|l| self.resource_quiet_locals.contains(&l));
        };
        let ty = self.ty_of(target);
        let places = if is_resource_type(&self.b.module.types, ty) {
            self.resource_place(
                value,
                "A resource that is not a global variable or an element of a global resource array",
            )
            .map(|p| vec![p])
        } else {
            self.resource_leaves(value)
        };
        self.resource_quiet = false;
        if let Some(places) = places.filter(|p| p.len() == range.len()) {
            let span = self.span_of(value);
            for (k, place) in range.zip(places) {
                self.set_struct_leaf(l, k, place, span);
            }
        }
        true
    }

    /// `s.member` where `s` is a struct of resources and the member a resource.
    pub fn resource_member(&mut self, base: ExprId, index: u32, span: Span) -> Option<Place> {
        if let Some((l, outer)) = self.local_leaf_range(base) {
            let base_ty = self.ty_of(base);
            let inner = member_leaves(&self.b.module.types, base_ty, index)?;
            if inner.len() != 1 {
                self.struct_value_unsupported(span);
                return None;
            }
            let at = outer.start + inner.start;
            return self.local_leaves(l, at..at + 1, span)?.pop();
        }
        let base_ty = self.ty_of(base);
        let range = member_leaves(&self.b.module.types, base_ty, index)?;
        if range.len() != 1 {
            // A nested struct is not a place; its resources are reached member by member.
            self.struct_value_unsupported(span);
            return None;
        }
        let leaves = self.resource_leaves(base)?;
        leaves.get(range.start).cloned()
    }

    /// The source name of local `l` (for messages).
    fn local_name(&self, l: LocalId) -> String {
        self.hf
            .locals
            .get(l.index())
            .map(|x| x.name.clone())
            .unwrap_or_default()
    }

    /// The declaration of a local struct holding only resources: it becomes the places of its
    /// resources, from its initializer, then from whole and member assignments in program
    /// order; one assigned inside a branch, loop or switch holds an index variable per
    /// resource ([`StructLeaf::Variable`]).
    pub fn declare_resource_struct(&mut self, l: LocalId, init: Option<ExprId>, span: Span) {
        // Every resource unassigned until its initializer or an assignment names it.
        let n = self
            .hf
            .locals
            .get(l.index())
            .and_then(|local| resource_struct_leaves(&self.b.module.types, local.ty))
            .map_or(0, |leaves| leaves.len());
        self.resource_structs
            .insert(StructVar::Local(l), vec![None; n]);
        let Some(init) = init else {
            return;
        };
        match self.resource_leaves(init) {
            Some(leaves) if leaves.len() == n => {
                for (k, place) in leaves.into_iter().enumerate() {
                    self.set_struct_leaf(StructVar::Local(l), k, place, span);
                }
            }
            _ => {
                self.resource_structs.remove(&StructVar::Local(l));
                self.resource_quiet_locals.insert(l);
            }
        }
        self.resource_quiet = false;
    }

    /// The place a resource variable names now: `global`, or its element at the index held
    /// in the `int` alloca `index` (marked again when it came from `NonUniformResourceIndex`).
    fn variable_place(
        &mut self,
        global: ir::GlobalId,
        index: Option<Value>,
        non_uniform: bool,
    ) -> Place {
        let indices = match index {
            Some(slot) => {
                let i = self.b.load(slot);
                vec![if non_uniform {
                    self.mark_non_uniform(i)
                } else {
                    i
                }]
            }
            None => Vec::new(),
        };
        Place::Chain {
            root: Value::Global(global),
            indices,
        }
    }

    /// The place resource local `l` names now (`None`, reported, when it has none).
    pub fn resource_local_place(&mut self, l: LocalId, span: Span) -> Option<Place> {
        match self.resource_locals.get(&l).cloned() {
            Some(ResourceLocal::Alias(p)) => Some(p),
            Some(ResourceLocal::Variable {
                global,
                index,
                non_uniform,
            }) => Some(self.variable_place(global, index, non_uniform)),
            Some(ResourceLocal::Failed) => {
                self.resource_quiet = true;
                None
            }
            None => {
                let name = self.local_name(l);
                self.st.diags.error(
                    Code::RESOURCE_NOT_RESOLVED,
                    span,
                    format!(
                        "The resource local '{name}' in '{}' is used before any resource is assigned to it. Assign it a global resource (or an element of a resource array) first",
                        self.hf.name
                    ),
                );
                None
            }
        }
    }
}
