//! Structs that hold resources beside data, split in two as DXC's scalar replacement splits them.
//!
//! Input: the checked program. Output: the same program where every local and parameter whose
//! type is such a *mixed* struct (`struct Material { Texture2D albedo; SamplerState s; float4
//! tint; }`) is two: the original, retyped to the struct's *resource twin* (its resources and
//! resource-holding members only, which lowering already binds resource by resource, see
//! `lower::resource_values`), and a new one of the *data twin* (the rest, an ordinary value).
//! Member accesses, initializer lists, whole assignments and call arguments are rewritten to
//! the twin that holds what they name; a function taking a mixed struct takes the resource twin
//! in place and the data twin as an extra trailing parameter of the same direction, and every
//! call passes the two. A function returning a mixed struct returns its resource twin and hands
//! the data twin back through a trailing `out` parameter, into a temporary the caller reads
//! after the call (a data member read straight from the call, `f().tint`, is the call then
//! the temporary's member, in one sequence).
//!
//! Invariants: only functions an entry point reaches are rewritten (the others are never
//! lowered), and the rewrite is all or nothing: when any mixed value appears where it cannot be
//! split (chosen by `?:`), the program is left as it
//! was and the refusal names the place (OSH0400). Struct layouts never change: mixed structs cannot
//! live in buffers. Arrays of mixed structs are not split (lowering refuses them).

use super::hir::{
    Block, Expr, ExprId, ExprKind, FuncId, Function, Local, LocalId, Param, ParamDirection,
    Program, Stmt, StmtKind, SwitchCase,
};
use crate::source::Span;
use crate::types::{StructDef, StructMember, Type, TypeArena, TypeId};
use std::collections::{BTreeMap, BTreeSet};

/// Deepest struct nesting and statement nesting walked; deeper programs are left unsplit.
const MAX_DEPTH: u32 = 64;

/// Where member `k` of a mixed struct lives in its twins.
#[derive(Clone, Copy, Debug)]
enum Part {
    Res(u32),
    Data(u32),
    /// A nested mixed struct: its resource twin in the one, its data twin in the other.
    Both {
        res: u32,
        data: u32,
    },
}

#[derive(Clone, Debug)]
struct Twin {
    res: TypeId,
    data: TypeId,
    parts: Vec<Part>,
}

/// What a type is to the split.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Class {
    /// Holds no resource.
    Data,
    /// A resource, an array of resources, or a struct of only those (lowering binds these).
    Resources,
    Mixed,
    /// Holds resources some other way (an array of structs with resources, ...).
    Other,
}

/// Why a program's mixed structs could not be split: reported as OSH0400 at `span`.
#[derive(Debug)]
pub struct Refusal {
    pub span: Span,
    pub message: String,
}

/// Splits the mixed structs of the functions the entry points reach, in place; or leaves the
/// program unchanged and says why.
pub fn split_mixed_structs(program: &mut Program) -> Result<(), Refusal> {
    // The arena is borrowed out of the program and always given back: no copy on the usual
    // compile, which has no mixed struct. After a refusal it may hold twins nothing uses; the
    // program is an error then, and the driver stops after sema's errors.
    let mut twins = Twins {
        types: std::mem::take(&mut program.types),
        classes: BTreeMap::new(),
        twins: BTreeMap::new(),
    };
    let result = split_with(program, &mut twins);
    program.types = twins.types;
    result
}

fn split_with(program: &mut Program, twins: &mut Twins) -> Result<(), Refusal> {
    let reached = reached(program);
    let mut any = false;
    for f in reached.iter().filter_map(|&f| program.function(f)) {
        for ty in f
            .params
            .iter()
            .map(|p| p.ty)
            .chain(f.locals.iter().map(|l| l.ty))
        {
            any |= twins.class(ty, 0) == Class::Mixed;
        }
    }
    if !any {
        return Ok(());
    }
    let rewritten = rewrite_all(program, &reached, twins)?;
    for (id, (params, locals, exprs, body, return_type)) in rewritten {
        if let Some(f) = program.functions.get_mut(id.index()) {
            f.params = params;
            f.locals = locals;
            f.exprs = exprs;
            f.body = body;
            f.return_type = return_type;
        }
    }
    Ok(())
}

/// The functions the entry points and the static initializer call, directly or not: only
/// they are lowered, so a mixed struct elsewhere (an unused library function) is no error.
fn reached(program: &Program) -> BTreeSet<FuncId> {
    let mut seen = BTreeSet::new();
    let mut work: Vec<FuncId> = program
        .entry_points
        .iter()
        .map(|e| e.function)
        .chain(program.init_function)
        .collect();
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        for e in program.function(f).iter().flat_map(|f| &f.exprs) {
            if let ExprKind::Call { function, .. } = e.kind {
                work.push(function);
            }
        }
    }
    seen
}

/// A function's split parameters, locals, expressions, body and return type.
type Body = (Vec<Param>, Vec<Local>, Vec<Expr>, Block, TypeId);

/// Per function: which parameters are mixed structs, and whether it returns one (its resource
/// twin, with the data twin through a trailing `out` parameter).
#[derive(Clone, Debug, Default)]
struct Sig {
    params: Vec<bool>,
    returns_mixed: bool,
}
type Rewritten = (FuncId, Body);

fn rewrite_all(
    program: &Program,
    reached: &BTreeSet<FuncId>,
    twins: &mut Twins,
) -> Result<Vec<Rewritten>, Refusal> {
    for e in &program.entry_points {
        let Some(f) = program.function(e.function) else {
            continue;
        };
        if let Some(p) = f
            .params
            .iter()
            .find(|p| twins.class(p.ty, 0) == Class::Mixed)
        {
            return Err(refusal(
                p.span,
                format!("The entry point parameter '{}', whose type holds resources beside other members, is not supported by OneShader yet. Declare the resources as globals.", p.name),
            ));
        }
    }
    // Every signature first: calls are rewritten with their callee's split parameters.
    let mut sigs = vec![Sig::default(); program.functions.len()];
    for &id in reached {
        let Some(f) = program.function(id) else {
            continue;
        };
        let mut mixed = Vec::new();
        for p in &f.params {
            if twins.class(p.ty, 0) != Class::Mixed {
                mixed.push(false);
                continue;
            }
            if f.spirv.is_some() {
                return Err(refusal(
                    p.span,
                    format!("The parameter '{}' of an inline SPIR-V instruction holds resources beside other members, which OneShader cannot pass to the instruction. Pass the resources separately.", p.name),
                ));
            }
            mixed.push(true);
        }
        let returns_mixed = twins.class(f.return_type, 0) == Class::Mixed;
        if let Some(s) = sigs.get_mut(id.index()) {
            *s = Sig {
                params: mixed,
                returns_mixed,
            };
        }
    }
    let mut out = Vec::new();
    for &id in reached {
        if let Some(f) = program.function(id) {
            out.push((id, FnSplit::run(f, twins, &sigs)?));
        }
    }
    Ok(out)
}

fn refusal(span: Span, message: String) -> Refusal {
    Refusal { span, message }
}

struct Twins {
    types: TypeArena,
    classes: BTreeMap<TypeId, Class>,
    twins: BTreeMap<TypeId, Twin>,
}

impl Twins {
    fn class(&mut self, ty: TypeId, depth: u32) -> Class {
        if let Some(&c) = self.classes.get(&ty) {
            return c;
        }
        let c = self.classify(ty, depth);
        self.classes.insert(ty, c);
        c
    }

    fn classify(&mut self, ty: TypeId, depth: u32) -> Class {
        if depth > MAX_DEPTH {
            return Class::Other;
        }
        match self.types.get(ty) {
            Type::Resource(_) => Class::Resources,
            // Lowering binds arrays of resources, not arrays of structs holding them.
            Type::Array { element, .. } => match self.class(element, depth + 1) {
                Class::Data => Class::Data,
                Class::Resources if !matches!(self.types.get(element), Type::Struct(_)) => {
                    Class::Resources
                }
                _ => Class::Other,
            },
            Type::Struct(id) => {
                let Some(def) = self.types.struct_def(id) else {
                    return Class::Other;
                };
                let members: Vec<TypeId> = def.members.iter().map(|m| m.ty).collect();
                if members.is_empty() {
                    return Class::Data;
                }
                let classes: Vec<Class> =
                    members.iter().map(|&m| self.class(m, depth + 1)).collect();
                if classes.contains(&Class::Other) {
                    Class::Other
                } else if classes.iter().all(|c| *c == Class::Data) {
                    Class::Data
                } else if classes.iter().all(|c| *c == Class::Resources) {
                    Class::Resources
                } else {
                    Class::Mixed
                }
            }
            _ => Class::Data,
        }
    }

    /// The twins of mixed struct `ty`, declared on first use.
    fn twin(&mut self, ty: TypeId, depth: u32) -> Option<Twin> {
        if let Some(t) = self.twins.get(&ty) {
            return Some(t.clone());
        }
        if depth > MAX_DEPTH || self.class(ty, depth) != Class::Mixed {
            return None;
        }
        let Type::Struct(id) = self.types.get(ty) else {
            return None;
        };
        let def = self.types.struct_def(id)?.clone();
        let (mut res, mut data, mut parts) = (Vec::new(), Vec::new(), Vec::new());
        for m in &def.members {
            let member = |ty: TypeId| StructMember {
                ty,
                is_base: false,
                ..m.clone()
            };
            match self.class(m.ty, depth + 1) {
                Class::Data => {
                    parts.push(Part::Data(data.len() as u32));
                    data.push(member(m.ty));
                }
                Class::Resources => {
                    parts.push(Part::Res(res.len() as u32));
                    res.push(member(m.ty));
                }
                Class::Mixed => {
                    let inner = self.twin(m.ty, depth + 1)?;
                    parts.push(Part::Both {
                        res: res.len() as u32,
                        data: data.len() as u32,
                    });
                    res.push(member(inner.res));
                    data.push(member(inner.data));
                }
                Class::Other => return None,
            }
        }
        // Both twins keep the struct's name: the original never reaches the IR once split.
        let mut declare = |members: Vec<StructMember>| {
            self.types.add_struct(StructDef {
                name: def.name.clone(),
                members,
                span: def.span,
            })
        };
        let twin = Twin {
            res: declare(res),
            data: declare(data),
            parts,
        };
        self.twins.insert(ty, twin.clone());
        Some(twin)
    }
}

/// One function's rewrite. Any `None` abandons the whole program's split.
struct FnSplit<'a> {
    twins: &'a mut Twins,
    sigs: &'a [Sig],
    exprs: Vec<Expr>,
    /// Each original expression's type (a split expression is retyped to its resource twin).
    original: Vec<TypeId>,
    /// The data-twin local of each split local.
    local_data: Vec<Option<LocalId>>,
    /// The data-twin parameter of each split parameter.
    param_data: Vec<Option<u32>>,
    /// Expressions already rewritten (an expression may be shared by two parents).
    done: Vec<bool>,
    /// The (resource, data) halves of each mixed expression already split.
    halves: BTreeMap<ExprId, (ExprId, ExprId)>,
    /// Why the split stopped, where it stopped for a reason the user can act on.
    refusal: Option<Refusal>,
    /// The function's locals, with the data twins and the temporaries the split adds.
    locals: Vec<Local>,
    /// The trailing `out` parameter a function returning a mixed struct hands its data twin
    /// back through, and the twins.
    ret_data: Option<(u32, Twin)>,
    /// The function's name, for the temporaries' names.
    name: String,
}

impl FnSplit<'_> {
    fn run(f: &Function, twins: &mut Twins, sigs: &[Sig]) -> Result<Body, Refusal> {
        let fallback = || {
            refusal(
                f.span,
                format!("'{}' uses a struct that holds resources beside other members in a way OneShader does not support yet.", f.name),
            )
        };
        Self::try_run(f, twins, sigs).map_err(|r| r.unwrap_or_else(fallback))
    }

    fn try_run(f: &Function, twins: &mut Twins, sigs: &[Sig]) -> Result<Body, Option<Refusal>> {
        let mut params: Vec<Param> = f.params.iter().map(copy_param).collect();
        let mut param_data = vec![None; params.len()];
        for (i, p) in f.params.iter().enumerate() {
            if twins.class(p.ty, 0) != Class::Mixed {
                continue;
            }
            let twin = twins.twin(p.ty, 0).ok_or(None)?;
            params[i].ty = twin.res;
            param_data[i] = Some(params.len() as u32);
            params.push(Param {
                ty: twin.data,
                semantic: None,
                vk_builtin: None,
                location: None,
                spirv_decorations: Vec::new(),
                ..copy_param(p)
            });
        }
        // A mixed return value: the resource twin is returned, the data twin handed back
        // through a trailing `out` parameter.
        let mut return_type = f.return_type;
        let mut ret_data = None;
        if twins.class(f.return_type, 0) == Class::Mixed {
            let twin = twins.twin(f.return_type, 0).ok_or(None)?;
            return_type = twin.res;
            ret_data = Some((params.len() as u32, twin.clone()));
            params.push(Param {
                name: format!("{}.result", f.name),
                ty: twin.data,
                direction: ParamDirection::Out,
                semantic: None,
                interpolation: Default::default(),
                vk_builtin: None,
                location: None,
                spirv_decorations: Vec::new(),
                span: f.span,
            });
        }
        let mut locals: Vec<Local> = f.locals.iter().map(copy_local).collect();
        let mut local_data = vec![None; locals.len()];
        for (i, l) in f.locals.iter().enumerate() {
            if twins.class(l.ty, 0) != Class::Mixed {
                continue;
            }
            let twin = twins.twin(l.ty, 0).ok_or(None)?;
            locals[i].ty = twin.res;
            local_data[i] = Some(LocalId(locals.len() as u32));
            locals.push(Local {
                ty: twin.data,
                ..copy_local(l)
            });
        }
        let mut s = FnSplit {
            twins,
            sigs,
            exprs: f.exprs.clone(),
            original: f.exprs.iter().map(|x| x.ty).collect(),
            local_data,
            param_data,
            done: vec![false; f.exprs.len()],
            halves: BTreeMap::new(),
            refusal: None,
            locals,
            ret_data,
            name: f.name.clone(),
        };
        match s.block(&f.body, 0) {
            Some(body) => Ok((params, s.locals, s.exprs, body, return_type)),
            None => Err(s.refusal),
        }
    }

    fn original_ty(&self, e: ExprId) -> Option<TypeId> {
        self.original.get(e.index()).copied()
    }

    fn ty(&self, e: ExprId) -> Option<TypeId> {
        self.exprs.get(e.index()).map(|x| x.ty)
    }

    /// Whether `e` is a mixed-struct value (split already, or still to split).
    fn mixed(&mut self, e: ExprId) -> Option<bool> {
        if self.halves.contains_key(&e) {
            return Some(true);
        }
        let ty = self.ty(e)?;
        Some(!self.is_done(e) && self.twins.class(ty, 0) == Class::Mixed)
    }

    fn is_done(&self, e: ExprId) -> bool {
        self.done.get(e.index()).copied().unwrap_or(false)
    }

    /// Stops the split at `e`, a mixed value used where it cannot be split.
    fn refuse<T>(&mut self, e: ExprId) -> Option<T> {
        if self.refusal.is_none() {
            if let Some(x) = self.exprs.get(e.index()) {
                let name = self
                    .twins
                    .types
                    .display(self.original_ty(e).unwrap_or(x.ty));
                self.refusal = Some(refusal(
                    x.span,
                    format!("This use of '{name}', a struct that holds resources beside other members, is not supported by OneShader yet. Such a struct can be a local, a parameter, a return value put in a local, a member of another such struct, or built from an initializer list."),
                ));
            }
        }
        None
    }

    fn push(&mut self, like: ExprId, kind: ExprKind, ty: TypeId) -> Option<ExprId> {
        let model = self.exprs.get(like.index())?;
        let e = Expr {
            kind,
            ty,
            span: model.span,
            precise: model.precise,
        };
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(e);
        self.done.push(true);
        Some(id)
    }

    fn set(&mut self, e: ExprId, kind: ExprKind, ty: TypeId) -> Option<()> {
        let x = self.exprs.get_mut(e.index())?;
        x.kind = kind;
        x.ty = ty;
        *self.done.get_mut(e.index())? = true;
        Some(())
    }

    fn block(&mut self, b: &Block, depth: u32) -> Option<Block> {
        if depth > MAX_DEPTH {
            return None;
        }
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in &b.stmts {
            let stmt = |kind| Stmt { kind, span: s.span };
            match &s.kind {
                StmtKind::Expr(e) => {
                    self.statement_expr(*e)?;
                    stmts.push(s.clone());
                }
                StmtKind::Local { local, init } => {
                    match self.local_data.get(local.index()).copied().flatten() {
                        Some(data) => {
                            let (res_init, data_init) = match init {
                                Some(i) => {
                                    let (r, d) = self.split(*i, 0)?;
                                    (Some(r), Some(d))
                                }
                                None => (None, None),
                            };
                            stmts.push(stmt(StmtKind::Local {
                                local: *local,
                                init: res_init,
                            }));
                            stmts.push(stmt(StmtKind::Local {
                                local: data,
                                init: data_init,
                            }));
                        }
                        None => {
                            if let Some(i) = init {
                                self.visit(*i, 0)?;
                            }
                            stmts.push(s.clone());
                        }
                    }
                }
                StmtKind::Block(inner) => {
                    stmts.push(stmt(StmtKind::Block(self.block(inner, depth + 1)?)))
                }
                StmtKind::If {
                    cond,
                    then_block,
                    else_block,
                    hint,
                } => {
                    self.visit(*cond, 0)?;
                    let then_block = self.block(then_block, depth + 1)?;
                    let else_block = match else_block {
                        Some(b) => Some(self.block(b, depth + 1)?),
                        None => None,
                    };
                    stmts.push(stmt(StmtKind::If {
                        cond: *cond,
                        then_block,
                        else_block,
                        hint: *hint,
                    }));
                }
                StmtKind::For {
                    init,
                    cond,
                    step,
                    body,
                    hint,
                } => {
                    let init = self.block(init, depth + 1)?;
                    for e in cond.iter().chain(step) {
                        self.visit(*e, 0)?;
                    }
                    stmts.push(stmt(StmtKind::For {
                        init,
                        cond: *cond,
                        step: *step,
                        body: self.block(body, depth + 1)?,
                        hint: *hint,
                    }));
                }
                StmtKind::While { cond, body, hint } => {
                    self.visit(*cond, 0)?;
                    stmts.push(stmt(StmtKind::While {
                        cond: *cond,
                        body: self.block(body, depth + 1)?,
                        hint: *hint,
                    }));
                }
                StmtKind::DoWhile { body, cond, hint } => {
                    self.visit(*cond, 0)?;
                    stmts.push(stmt(StmtKind::DoWhile {
                        body: self.block(body, depth + 1)?,
                        cond: *cond,
                        hint: *hint,
                    }));
                }
                StmtKind::Switch {
                    selector,
                    cases,
                    hint,
                } => {
                    self.visit(*selector, 0)?;
                    let mut out = Vec::with_capacity(cases.len());
                    for c in cases {
                        out.push(SwitchCase {
                            labels: c.labels.clone(),
                            body: self.block(&c.body, depth + 1)?,
                            span: c.span,
                        });
                    }
                    stmts.push(stmt(StmtKind::Switch {
                        selector: *selector,
                        cases: out,
                        hint: *hint,
                    }));
                }
                StmtKind::Return { value: Some(v) } if self.ret_data.is_some() => {
                    // `return m;` of a mixed struct: the resource twin into a temporary, the
                    // data twin out through the trailing parameter, then the resource twin
                    // returned (in this order, so a call in `m` runs before its data is read).
                    let (param, twin) = self.ret_data.clone()?;
                    let (r, d) = self.split(*v, 0)?;
                    let tmp = self.temporary(twin.res, s.span);
                    let data = self.push(*v, ExprKind::Param(param), twin.data)?;
                    let assign = self.push(
                        *v,
                        ExprKind::Assign {
                            target: data,
                            value: d,
                        },
                        twin.data,
                    )?;
                    let back = self.push(*v, ExprKind::Local(tmp), twin.res)?;
                    stmts.push(stmt(StmtKind::Local {
                        local: tmp,
                        init: Some(r),
                    }));
                    stmts.push(stmt(StmtKind::Expr(assign)));
                    stmts.push(stmt(StmtKind::Return { value: Some(back) }));
                }
                StmtKind::Return { value } => {
                    if let Some(v) = value {
                        self.visit(*v, 0)?;
                    }
                    stmts.push(s.clone());
                }
                StmtKind::Break | StmtKind::Continue | StmtKind::Discard => stmts.push(s.clone()),
            }
        }
        Some(Block { stmts })
    }

    /// An expression statement: a whole assignment of a mixed struct (`a = b;`) becomes the
    /// assignment of each twin, in one sequence.
    fn statement_expr(&mut self, e: ExprId) -> Option<()> {
        let kind = self.exprs.get(e.index())?.kind.clone();
        match kind {
            // A call returning a mixed struct, its result dropped: the call is still made.
            ExprKind::Call { function, .. }
                if self
                    .sigs
                    .get(function.index())
                    .is_some_and(|s| s.returns_mixed) =>
            {
                self.split(e, 0).map(|_| ())
            }
            ExprKind::Assign { target, value } if self.mixed(target)? => {
                let (rt, dt) = self.split(target, 0)?;
                let (rv, dv) = self.split(value, 0)?;
                let (res_ty, data_ty) = (self.ty(rt)?, self.ty(dt)?);
                let r = self.push(
                    e,
                    ExprKind::Assign {
                        target: rt,
                        value: rv,
                    },
                    res_ty,
                )?;
                let d = self.push(
                    e,
                    ExprKind::Assign {
                        target: dt,
                        value: dv,
                    },
                    data_ty,
                )?;
                self.set(e, ExprKind::Sequence { exprs: vec![r, d] }, data_ty)
            }
            _ => self.visit(e, 0),
        }
    }

    /// Rewrites an expression whose own value is not a mixed struct.
    fn visit(&mut self, e: ExprId, depth: u32) -> Option<()> {
        if depth > MAX_DEPTH {
            return None;
        }
        if self.is_done(e) {
            return Some(());
        }
        if self.mixed(e)? {
            return self.refuse(e);
        }
        let x = self.exprs.get(e.index())?.clone();
        *self.done.get_mut(e.index())? = true;
        match x.kind {
            ExprKind::Member { base, index } if self.mixed(base)? => {
                let twin = self.twins.twin(self.original_ty(base)?, 0)?;
                let from_call = matches!(
                    self.exprs.get(base.index()).map(|b| &b.kind),
                    Some(ExprKind::Call { .. })
                );
                let (r, d) = self.split(base, depth + 1)?;
                let kind = match twin.parts.get(index as usize)? {
                    Part::Res(k) => ExprKind::Member { base: r, index: *k },
                    // `f().tint`: the call (which hands the data back through its temporary)
                    // runs first, then the member is read from the temporary.
                    Part::Data(k) if from_call => {
                        let member = self.push(e, ExprKind::Member { base: d, index: *k }, x.ty)?;
                        ExprKind::Sequence {
                            exprs: vec![r, member],
                        }
                    }
                    Part::Data(k) => ExprKind::Member { base: d, index: *k },
                    Part::Both { .. } => return None,
                };
                self.set(e, kind, x.ty)
            }
            ExprKind::Call { function, args } => {
                let out = self.call_args(function, &args, depth)?;
                self.set(
                    e,
                    ExprKind::Call {
                        function,
                        args: out,
                    },
                    x.ty,
                )
            }
            kind => {
                for c in kind.children() {
                    self.visit(c, depth + 1)?;
                }
                Some(())
            }
        }
    }

    /// A call's arguments with each mixed one split: its resource half in place, its data half
    /// at the end.
    fn call_args(&mut self, function: FuncId, args: &[ExprId], depth: u32) -> Option<Vec<ExprId>> {
        let mixed = self.sigs.get(function.index())?.params.clone();
        let mut out = Vec::with_capacity(args.len());
        let mut tail = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            if mixed.get(i).copied().unwrap_or(false) {
                let (r, d) = self.split(a, depth + 1)?;
                out.push(r);
                tail.push(d);
            } else {
                self.visit(a, depth + 1)?;
                out.push(a);
            }
        }
        out.extend(tail);
        Some(out)
    }

    /// A new local of type `ty` for the split's own use.
    fn temporary(&mut self, ty: TypeId, span: Span) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.locals.push(Local {
            name: format!("{}.result", self.name),
            ty,
            span,
            precise: false,
        });
        self.local_data.push(None);
        id
    }

    /// The resource and data halves of a mixed-struct expression.
    fn split(&mut self, e: ExprId, depth: u32) -> Option<(ExprId, ExprId)> {
        if depth > MAX_DEPTH {
            return None;
        }
        if let Some(&h) = self.halves.get(&e) {
            return Some(h);
        }
        if !self.mixed(e)? {
            return None;
        }
        let x = self.exprs.get(e.index())?.clone();
        let twin = self.twins.twin(x.ty, 0)?;
        let halves = match x.kind {
            ExprKind::Local(l) => {
                let data = self.local_data.get(l.index()).copied().flatten()?;
                let d = self.push(e, ExprKind::Local(data), twin.data)?;
                self.set(e, ExprKind::Local(l), twin.res)?;
                (e, d)
            }
            ExprKind::Param(p) => {
                let data = self.param_data.get(p as usize).copied().flatten()?;
                let d = self.push(e, ExprKind::Param(data), twin.data)?;
                self.set(e, ExprKind::Param(p), twin.res)?;
                (e, d)
            }
            ExprKind::Member { base, index } => {
                let outer = self.twins.twin(self.original_ty(base)?, 0)?;
                let (rb, db) = self.split(base, depth + 1)?;
                let Part::Both { res, data } = *outer.parts.get(index as usize)? else {
                    return None;
                };
                let d = self.push(
                    e,
                    ExprKind::Member {
                        base: db,
                        index: data,
                    },
                    twin.data,
                )?;
                self.set(
                    e,
                    ExprKind::Member {
                        base: rb,
                        index: res,
                    },
                    twin.res,
                )?;
                (e, d)
            }
            // A call returning a mixed struct: it returns the resource twin and hands the data
            // twin back into a temporary, which is read after the call.
            ExprKind::Call { function, args }
                if self
                    .sigs
                    .get(function.index())
                    .is_some_and(|s| s.returns_mixed) =>
            {
                let mut out = self.call_args(function, &args, depth)?;
                let tmp = self.temporary(twin.data, x.span);
                let data = self.push(e, ExprKind::Local(tmp), twin.data)?;
                let into = self.push(e, ExprKind::Local(tmp), twin.data)?;
                out.push(into);
                self.set(
                    e,
                    ExprKind::Call {
                        function,
                        args: out,
                    },
                    twin.res,
                )?;
                (e, data)
            }
            ExprKind::Construct { args } => {
                if args.len() != twin.parts.len() {
                    return None;
                }
                let (mut res, mut data) = (Vec::new(), Vec::new());
                for (&a, part) in args.iter().zip(&twin.parts) {
                    match part {
                        Part::Res(_) => {
                            self.visit(a, depth + 1)?;
                            res.push(a);
                        }
                        Part::Data(_) => {
                            self.visit(a, depth + 1)?;
                            data.push(a);
                        }
                        Part::Both { .. } => {
                            let (r, d) = self.split(a, depth + 1)?;
                            res.push(r);
                            data.push(d);
                        }
                    }
                }
                let d = self.push(e, ExprKind::Construct { args: data }, twin.data)?;
                self.set(e, ExprKind::Construct { args: res }, twin.res)?;
                (e, d)
            }
            _ => return self.refuse(e),
        };
        self.halves.insert(e, halves);
        Some(halves)
    }
}

fn copy_param(p: &Param) -> Param {
    Param {
        name: p.name.clone(),
        ty: p.ty,
        direction: p.direction,
        semantic: p.semantic.clone(),
        interpolation: p.interpolation,
        vk_builtin: p.vk_builtin.clone(),
        location: p.location,
        spirv_decorations: p.spirv_decorations.clone(),
        span: p.span,
    }
}

fn copy_local(l: &Local) -> Local {
    Local {
        name: l.name.clone(),
        ty: l.ty,
        span: l.span,
        precise: l.precise,
    }
}
