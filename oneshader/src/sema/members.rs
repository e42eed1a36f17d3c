//! Structs with behaviour: member functions, `this`, static members, nested scopes and single
//! inheritance.
//!
//! Input: struct declarations as `decls` meets them, out-of-line member definitions, and the
//! names, calls and member accesses of function bodies. Output: plain HIR functions (a member
//! function is a function whose parameter 0 is `this`: `inout` for a plain one, `in` for a
//! `const` one, as DXC lowers a method to a function taking the object), globals for static
//! data members, and the tables in [`MemberTables`]. The IR and the backends see only
//! functions and structs.
//!
//! Scopes: while a struct's members are declared its name is pushed onto the namespace path, so
//! nested structs, enums, typedefs, static data members and static member functions are the
//! global names `Outer::inner`, found from inside by the usual innermost-first lookup and from
//! outside as `Outer::inner`. Non-static members (fields and member functions) are found
//! through the tables, from the struct to its bases.
//!
//! Bodies written inside a struct are checked when the outermost enclosing struct is complete,
//! so, as in C++, a body sees every member. An out-of-line definition (`float3 Ray::at(float t)
//! { ... }`) must match a member function declared in the struct.
//!
//! Calls: `obj.f(x)` passes `obj` as `this`. A writable place is passed as it is, and the call
//! copies it in and back, so `Buf[i].update()` writes the buffer element; anything else (an
//! rvalue, a constant-buffer member, a read-only buffer element) goes through a temporary whose
//! writes are dropped: HLSL 2021 ignores the constness of the object, as DXC does. A `const`
//! member function takes `this` by value and may not assign it.
//!
//! Inheritance: the base is member 0 of the derived struct ([`StructMember::is_base`]), so
//! layouts, reflection and the backends see a nested struct, as DXC lowers it (buffer rules
//! round it like any struct member). Lookup walks from the derived struct to its bases; a name
//! declared in a derived struct hides every base member of that name, overloads included. A
//! derived value converts implicitly to each of its bases ([`Checker::upcast`]).

use super::check::Checker;
use super::decls::FnSignature;
use super::expr::PlaceKind;
use super::hir::{ExprId, ExprKind, FuncId, Param, ParamDirection};
use super::scope::ValueSymbol;
use super::stage_io::split_semantic;
use crate::diag::{did_you_mean, Code};
use crate::source::Span;
use crate::syntax::ast::{self, ModifierKind};
use crate::types::{Interpolation, StructMember, Type, TypeId};
use std::collections::BTreeMap;

/// The longest chain of bases followed (a chain is finite; this bounds the work).
const MAX_BASES: usize = 64;

/// What the function being checked is a member of.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MethodCx {
    pub owner: TypeId,
    /// False in a static member function.
    pub has_this: bool,
    /// A `const` member function: `this` is read-only.
    pub is_const: bool,
}

#[derive(Debug)]
struct StructInfo {
    /// The namespace path of the struct's own scope (`SH`, `L1`).
    path: Vec<String>,
    base: Option<TypeId>,
    /// Member functions by name, static ones included, in declaration order.
    methods: BTreeMap<String, Vec<FuncId>>,
}

#[derive(Clone, Copy, Debug)]
struct MethodInfo {
    owner: TypeId,
    is_static: bool,
    is_const: bool,
}

/// What a name declared in a struct's scope is.
enum MemberValue {
    /// A field declared in the struct itself.
    Field { index: u32, ty: TypeId },
    /// A static data member, nested enumerator or other global of the struct's scope.
    Static(ValueSymbol),
}

#[derive(Debug)]
struct PendingBody {
    fid: FuncId,
    body: ast::StmtId,
    namespace: Vec<String>,
}

/// Member functions, bases and scopes of the structs declared so far.
#[derive(Debug, Default)]
pub(crate) struct MemberTables {
    structs: BTreeMap<TypeId, StructInfo>,
    methods: BTreeMap<FuncId, MethodInfo>,
    /// Structs being declared, outermost first, with whether their name was pushed onto the
    /// namespace path.
    open: Vec<(TypeId, bool)>,
    /// Bodies waiting for the outermost open struct to be complete.
    pending: Vec<PendingBody>,
    /// Interfaces: the methods each declares (a struct deriving from one must define them).
    interfaces: BTreeMap<TypeId, Vec<String>>,
}

impl MemberTables {
    /// The member context of a function's body (`None` for a free function).
    pub fn method_cx(&self, f: FuncId) -> Option<MethodCx> {
        self.methods.get(&f).map(|m| MethodCx {
            owner: m.owner,
            has_this: !m.is_static,
            is_const: m.is_const,
        })
    }

    /// 1 when parameter 0 of `f` is `this`, else 0.
    pub fn this_offset(&self, f: FuncId) -> usize {
        self.methods
            .get(&f)
            .map_or(0, |m| usize::from(!m.is_static))
    }
}

impl Checker<'_> {
    // ----- declaring a struct -----------------------------------------------------------

    /// The base of a struct being declared, checked: one struct (OSH0371 otherwise).
    /// The base of a struct being declared (its one concrete base; bases that are interfaces
    /// are added to `interfaces`, to be checked once the struct is complete).
    pub(super) fn struct_base(
        &mut self,
        s: &ast::StructDecl,
        span: Span,
        interfaces: &mut Vec<TypeId>,
    ) -> Option<TypeId> {
        let name = s.name.as_ref().map_or("This struct", |n| n.as_str());
        let mut concrete = None;
        for &b in &s.bases {
            let ty = self.resolve_type(b);
            if self.is_error(ty) {
                continue;
            }
            if self.members.interfaces.contains_key(&ty) {
                interfaces.push(ty);
            } else if concrete.is_some() {
                let at = self.type_span(b, span);
                self.diags.error(
                    Code::BAD_BASE,
                    at,
                    format!("'{name}' has more than one base: HLSL structs have a single base (besides the interfaces they implement)."),
                );
            } else {
                concrete = Some((b, ty));
            }
        }
        let (first, ty) = concrete?;
        let at = self.type_span(first, span);
        let complete = !self.members.open.iter().any(|&(t, _)| t == ty);
        if !matches!(self.types.get(ty), Type::Struct(_)) || !complete {
            let why = if complete {
                "only a struct can be a base"
            } else {
                "a struct cannot derive from itself or a struct it is declared in"
            };
            self.diags.error(
                Code::BAD_BASE,
                at,
                format!(
                    "'{}' cannot be a base of '{name}': {why}.",
                    self.types.display(ty)
                ),
            );
            return None;
        }
        if self.chain(ty).len() >= MAX_BASES {
            self.diags.error(
                Code::BAD_BASE,
                at,
                format!(
                    "'{name}' has more than {} bases in its chain, the most OneShader follows.",
                    MAX_BASES - 1
                ),
            );
            return None;
        }
        Some(ty)
    }

    /// `interface I { R f(params); ... };`: a type that only names methods. It holds no data and
    /// is never a value; a struct or class that derives from it (`class C : I`) must define
    /// each method by name, and gains nothing else from it (DXC has no dynamic dispatch: calls
    /// go to the class's own methods).
    pub(super) fn declare_interface(
        &mut self,
        id: ast::DeclId,
        s: &ast::StructDecl,
        span: Span,
    ) -> TypeId {
        let name = s
            .name
            .as_ref()
            .map(|n| n.as_str().to_string())
            .unwrap_or_else(|| "anonymous".into());
        if let Some(&b) = s.bases.first() {
            let at = self.type_span(b, span);
            self.diags.error(
                Code::BAD_BASE,
                at,
                format!("The interface '{name}' cannot derive from other types: interfaces only name methods."),
            );
        }
        let mut methods = Vec::new();
        for &m in &s.members {
            let Some(md) = self.unit.decl_arena.get(m.index()) else {
                continue;
            };
            match &md.kind {
                ast::DeclKind::Function(f) if f.body.is_none() && !f.is_template => {
                    methods.push(f.name.name.as_str().to_string())
                }
                ast::DeclKind::Function(f) if f.body.is_some() => self.diags.error(
                    Code::BAD_DECLARATION,
                    f.name.name.span,
                    format!("The method '{}' of the interface '{name}' has a body: an interface only declares its methods, and the classes that implement it define them.", f.name.name.as_str()),
                ),
                _ => self.diags.error(
                    Code::BAD_DECLARATION,
                    md.span,
                    format!("The interface '{name}' declares something other than a method: an interface holds no data, types or templates."),
                ),
            }
        }
        let ty = self.types.add_struct(crate::types::StructDef {
            name: name.clone(),
            members: Vec::new(),
            span,
        });
        if let Some(n) = &s.name {
            let full = self.scope.qualify(n.as_str());
            if let Some(previous) = self.scope.declare_type(full.clone(), ty) {
                // The first declaration stays what the name means.
                self.redefinition(n);
                self.scope.declare_type(full, previous);
                return previous;
            }
        }
        self.declared_structs.insert(id, ty);
        self.members.interfaces.insert(ty, methods);
        ty
    }

    /// OSH0371 for each method of `interfaces` that the struct `ty` (with its bases) does not
    /// define.
    pub(super) fn check_implemented(&mut self, ty: TypeId, interfaces: &[TypeId], span: Span) {
        for &i in interfaces {
            let methods = self.members.interfaces.get(&i).cloned().unwrap_or_default();
            for method in methods {
                if self.methods_named(ty, &method).is_none() {
                    self.diags.error(
                        Code::BAD_BASE,
                        span,
                        format!(
                            "'{}' implements the interface '{}' but does not define its method '{method}'.",
                            self.types.display(ty),
                            self.types.display(i)
                        ),
                    );
                }
            }
        }
    }

    /// Reports OSH0317 when `ty` is (an array of) an interface, which holds nothing: declare
    /// the class that implements it instead. Returns whether it reported.
    pub(super) fn refuse_interface_value(&mut self, ty: TypeId, span: Span) -> bool {
        let inner = self.types.innermost_element(ty);
        if !self.members.interfaces.contains_key(&inner) {
            return false;
        }
        self.diags.error(
            Code::BAD_DECLARATION,
            span,
            format!(
                "'{}' is an interface, not a type of values (DXC has no dynamic dispatch): declare the class that implements it.",
                self.types.display(inner)
            ),
        );
        true
    }

    fn type_span(&self, t: ast::TypeExprId, fallback: Span) -> Span {
        self.unit.types.get(t.index()).map_or(fallback, |t| t.span)
    }

    /// Opens the scope of a struct whose members are about to be declared.
    pub(super) fn begin_struct(
        &mut self,
        ty: TypeId,
        name: Option<&ast::Ident>,
        base: Option<TypeId>,
    ) {
        if let Some(n) = name {
            self.scope.namespace.push(n.as_str().to_string());
        }
        self.members.structs.insert(
            ty,
            StructInfo {
                path: self.scope.namespace.clone(),
                base,
                methods: BTreeMap::new(),
            },
        );
        self.members.open.push((ty, name.is_some()));
    }

    /// Completes a struct: its members are set, its scope closed, and when it is the outermost
    /// open struct, the bodies of member functions written inside it are checked.
    pub(super) fn end_struct(&mut self, ty: TypeId, members: Vec<StructMember>) {
        if let Type::Struct(sid) = self.types.get(ty) {
            if let Some(def) = self.types.struct_def_mut(sid) {
                def.members = members;
            }
        }
        if let Some((_, pushed)) = self.members.open.pop() {
            if pushed {
                self.scope.namespace.pop();
            }
        }
        if !self.members.open.is_empty() {
            return;
        }
        for p in std::mem::take(&mut self.members.pending) {
            let saved = std::mem::replace(&mut self.scope.namespace, p.namespace);
            self.function_body(p.fid, p.body);
            self.scope.namespace = saved;
        }
    }

    /// The members of a struct template instance `ty`, declared and completed as a struct of
    /// its own: whatever struct is being declared and whatever function is being checked
    /// where the instance is first used is set aside, so the instance's member function
    /// bodies are checked now, with the instance's template arguments bound.
    pub(super) fn declare_instance_members(
        &mut self,
        ty: TypeId,
        members: &[ast::DeclId],
        scope: &ast::Ident,
    ) {
        let open = std::mem::take(&mut self.members.open);
        let pending = std::mem::take(&mut self.members.pending);
        let saved_init = self.init_ctx.take();
        // A field of the struct that named the instance is not being resolved in here.
        let resolving_field = std::mem::take(&mut self.templates.resolving_field);
        self.begin_struct(ty, Some(scope), None);
        let fields = self.struct_members(members, Some(ty));
        self.end_struct(ty, fields);
        self.templates.resolving_field = resolving_field;
        self.init_ctx = saved_init;
        self.members.open = open;
        self.members.pending = pending;
    }

    /// Member 0 of a derived struct: its base.
    pub(super) fn base_member(&self, owner: Option<TypeId>) -> Option<StructMember> {
        let owner = owner?;
        let base = self.members.structs.get(&owner)?.base?;
        let Type::Struct(sid) = self.types.get(base) else {
            return None;
        };
        let def = self.types.struct_def(sid)?;
        let mut m = StructMember::new(def.name.clone(), base, def.span);
        m.is_base = true;
        Some(m)
    }

    /// A field's type, refused (OSH0371) when it holds a struct still being declared: a struct
    /// cannot contain itself.
    pub(super) fn complete_member_type(&mut self, ty: TypeId, written: ast::TypeExprId) -> TypeId {
        let mut inner = ty;
        while let Type::Array { element, .. } = self.types.get(inner) {
            inner = element;
        }
        if !self.members.open.iter().any(|&(t, _)| t == inner) {
            return ty;
        }
        let at = self.type_span(written, Span::default());
        if self.instance_in_progress(inner) {
            // A struct template's instance that holds itself: the template's error.
            self.diags.error(
                Code::TEMPLATE_DEPTH,
                at,
                format!(
                    "'{}' contains itself: a struct cannot hold a value of its own type.",
                    self.types.display(inner)
                ),
            );
            return self.error_type();
        }
        self.diags.error(
            Code::BAD_BASE,
            at,
            format!(
                "'{}' is not complete here: a struct cannot contain itself.",
                self.types.display(inner)
            ),
        );
        self.error_type()
    }

    /// A struct whose only members are its (data-less) bases: nothing to initialize.
    pub(super) fn has_no_data(&self, ty: TypeId) -> bool {
        self.chain(ty).iter().all(|&t| match self.types.get(t) {
            Type::Struct(sid) => self
                .types
                .struct_def(sid)
                .is_some_and(|d| d.members.iter().all(|m| m.is_base)),
            _ => false,
        })
    }

    // ----- member functions -------------------------------------------------------------

    /// The parameters a function's declaration writes (a member function's without `this`),
    /// and their defaults.
    pub(super) fn written_params(
        &mut self,
        f: &ast::FunctionDecl,
    ) -> (Vec<Param>, Vec<Option<ast::ExprId>>) {
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        for p in &f.params {
            let base = self.resolve_type(p.ty);
            let ty = self.apply_array_dims(base, &p.array_dims);
            self.refuse_non_value_type(ty, p.span);
            if matches!(self.types.get(ty), Type::Array { length: 0, .. }) {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    p.span,
                    "A parameter array needs a size.",
                );
            }
            params.push(Param {
                name: p
                    .name
                    .as_ref()
                    .map(|n| n.as_str().to_string())
                    .unwrap_or_default(),
                ty,
                direction: Self::param_direction(&p.modifiers),
                semantic: p
                    .semantic
                    .as_ref()
                    .map(|s| split_semantic(s.as_str(), s.span)),
                interpolation: p.modifiers.interpolation(),
                vk_builtin: self.attr_string(&p.attributes, Some("vk"), "builtin"),
                location: self.attr_uint(&p.attributes, Some("vk"), "location"),
                spirv_decorations: self.spirv_decorations(&p.attributes),
                span: p.span,
            });
            defaults.push(p.default_value);
        }
        (params, defaults)
    }

    fn same_params(&self, fid: FuncId, params: &[Param]) -> bool {
        let offset = self.members.this_offset(fid);
        self.functions.get(fid.index()).is_some_and(|f| {
            f.params.len() == params.len() + offset
                && f.params[offset..]
                    .iter()
                    .zip(params)
                    .all(|(a, b)| a.ty == b.ty)
        })
    }

    pub(super) fn struct_name(&self, ty: TypeId) -> String {
        match self.types.get(ty) {
            Type::Struct(sid) => self
                .types
                .struct_def(sid)
                .map(|d| d.name.clone())
                .unwrap_or_default(),
            _ => self.types.display(ty),
        }
    }

    /// A member function declared (and maybe defined) inside the struct `owner`.
    pub(super) fn member_function_decl(
        &mut self,
        owner: TypeId,
        id: ast::DeclId,
        decl: &ast::Decl,
        f: &ast::FunctionDecl,
    ) {
        if !self.check_operator_decl(f) {
            return;
        }
        let is_static = f.modifiers.contains(ModifierKind::Static);
        let return_type = self.resolve_type(f.return_type);
        let (written, written_defaults) = self.written_params(f);
        let name = f.name.name.as_str().to_string();
        let existing = self
            .members
            .structs
            .get(&owner)
            .and_then(|s| s.methods.get(&name))
            .cloned()
            .unwrap_or_default();
        if existing.iter().any(|&fid| self.same_params(fid, &written)) {
            self.redefinition(&f.name.name);
            return;
        }
        let mut sig = FnSignature {
            params: written,
            defaults: written_defaults,
            return_type,
            return_semantic: None,
        };
        self.method_signature(owner, f, &mut sig);
        let full_name = format!("{}.{name}", self.struct_name(owner));
        let fid = self.add_declared_function(full_name, f.name.span, id, sig);
        self.register_method(fid, owner, f);
        if let Some(s) = self.members.structs.get_mut(&owner) {
            s.methods.entry(name.clone()).or_default().push(fid);
        }
        if is_static {
            let full = self.scope.qualify(&name);
            if !self.scope.add_function(full, fid) {
                self.redefinition(&f.name.name);
            }
        }
        if let Some(body) = f.body {
            if self.cur_is_function() {
                self.unsupported(
                    decl.span,
                    "A member function of a struct declared in a function",
                );
                return;
            }
            self.members.pending.push(PendingBody {
                fid,
                body,
                namespace: self.scope.namespace.clone(),
            });
        }
    }

    /// Puts `this` before the written parameters of a member function of `owner` (`in` for a
    /// `const` one, `inout` otherwise; none for a `static` one).
    pub(super) fn method_signature(
        &self,
        owner: TypeId,
        f: &ast::FunctionDecl,
        sig: &mut FnSignature,
    ) {
        if f.modifiers.contains(ModifierKind::Static) {
            return;
        }
        let this = Param {
            name: "this".into(),
            ty: owner,
            direction: if f.is_const {
                ParamDirection::In
            } else {
                ParamDirection::InOut
            },
            semantic: None,
            interpolation: Interpolation::default(),
            vk_builtin: None,
            location: None,
            spirv_decorations: Vec::new(),
            span: f.name.span,
        };
        sig.params.insert(0, this);
        sig.defaults.insert(0, None);
    }

    /// Records `fid` as a member function of `owner` (its body sees the members, calls pass
    /// the object).
    pub(super) fn register_method(&mut self, fid: FuncId, owner: TypeId, f: &ast::FunctionDecl) {
        self.members.methods.insert(
            fid,
            MethodInfo {
                owner,
                is_static: f.modifiers.contains(ModifierKind::Static),
                is_const: f.is_const,
            },
        );
    }

    /// The first struct from `start` up its bases that declares member functions or member
    /// function templates called `name`: the struct, its member functions and its templates.
    fn methods_named(
        &self,
        start: TypeId,
        name: &str,
    ) -> Option<(TypeId, Vec<FuncId>, Vec<usize>)> {
        self.chain(start).into_iter().find_map(|t| {
            let list = self
                .members
                .structs
                .get(&t)
                .and_then(|s| s.methods.get(name))
                .cloned()
                .unwrap_or_default();
            let templates = self.member_templates(t, name);
            (!list.is_empty() || !templates.is_empty()).then_some((t, list, templates))
        })
    }

    /// `R S::f(params) { ... }` outside the struct. Returns false when the qualifier names no
    /// struct (the caller reports it).
    pub(super) fn out_of_line_member(&mut self, id: ast::DeclId, f: &ast::FunctionDecl) -> bool {
        let qual = f.name.qualifier_text();
        let Some(owner) = self.scope.ty(&qual) else {
            return false;
        };
        let Some(info) = self.members.structs.get(&owner) else {
            return false;
        };
        if f.is_template {
            self.unsupported(f.name.span, "A member function template");
            return true;
        }
        if f.operator.is_some() {
            self.unsupported(f.name.span, "Operator overloading");
            return true;
        }
        let name = f.name.name.as_str().to_string();
        let candidates = info.methods.get(&name).cloned().unwrap_or_default();
        // The parameters and the body are in the struct's scope.
        let saved = std::mem::replace(&mut self.scope.namespace, info.path.clone());
        let return_type = self.resolve_type(f.return_type);
        let (written, _) = self.written_params(f);
        let found = candidates
            .iter()
            .copied()
            .find(|&fid| self.same_params(fid, &written));
        match found {
            None => {
                let what = if candidates.is_empty() {
                    format!("'{qual}' declares no member function '{name}'")
                } else {
                    format!("no member function '{name}' of '{qual}' has these parameter types")
                };
                self.diags.error(
                    Code::NO_SUCH_MEMBER,
                    f.name.span,
                    format!("The definition of '{qual}::{name}' matches no declaration: {what}. Declare it inside the struct first."),
                );
            }
            Some(fid) => self.define_member(fid, id, f, return_type, written),
        }
        self.scope.namespace = saved;
        true
    }

    /// Gives a declared member function the body of its out-of-line definition.
    fn define_member(
        &mut self,
        fid: FuncId,
        id: ast::DeclId,
        f: &ast::FunctionDecl,
        return_type: TypeId,
        written: Vec<Param>,
    ) {
        if self.func_info.get(fid.index()).is_some_and(|i| i.defined) && f.body.is_some() {
            self.redefinition(&f.name.name);
            return;
        }
        let offset = self.members.this_offset(fid);
        let declared = self.functions.get(fid.index()).map(|x| x.return_type);
        if declared.is_some_and(|d| d != return_type) && !self.is_error(return_type) {
            let d = declared.map(|d| self.types.display(d)).unwrap_or_default();
            self.diags.error(
                Code::TYPE_MISMATCH,
                f.name.span,
                format!(
                    "This definition of '{}' returns '{}', but its declaration returns '{d}'.",
                    f.name.to_text(),
                    self.types.display(return_type)
                ),
            );
        }
        let Some(body) = f.body else {
            return;
        };
        // The definition's parameter names are the ones its body uses.
        if let Some(func) = self.functions.get_mut(fid.index()) {
            for (p, w) in func.params.iter_mut().skip(offset).zip(written) {
                p.name = w.name;
                p.span = w.span;
            }
            func.span = f.name.span;
        }
        if let Some(info) = self.func_info.get_mut(fid.index()) {
            info.decl = id;
        }
        self.function_body(fid, body);
    }

    /// A function (or member function declared in its struct) called from an entry point but
    /// defined nowhere: DXC fails to link it; here it is an error at the call (OSH0317), never
    /// a call of nothing.
    pub(super) fn report_undefined_functions(&mut self, entry_points: &[super::hir::EntryPoint]) {
        let mut reached = std::collections::BTreeSet::new();
        for e in entry_points {
            reached.extend(self.reachable(e.function));
        }
        let mut reported = std::collections::BTreeSet::new();
        for &caller in &reached {
            let calls = self
                .func_info
                .get(caller.index())
                .map(|i| i.calls.clone())
                .unwrap_or_default();
            for (callee, span) in calls {
                let undefined = self
                    .func_info
                    .get(callee.index())
                    .is_some_and(|i| !i.defined);
                if !undefined || !reported.insert(callee) {
                    continue;
                }
                let Some(f) = self.functions.get(callee.index()) else {
                    continue;
                };
                let name = f.name.replacen('.', "::", 1);
                let ret = self.types.display(f.return_type);
                let message = if self.members.methods.contains_key(&callee) {
                    format!("The member function '{name}' is called but never defined: give it a body in its struct or define it outside, as in '{ret} {name}(...) {{ ... }}'.")
                } else {
                    format!("The function '{name}' is called but never defined: give its declaration a body, as in '{ret} {name}(...) {{ ... }}'.")
                };
                self.diags.error(Code::BAD_DECLARATION, span, message);
            }
        }
    }

    // ----- uses -------------------------------------------------------------------------

    /// The struct, then its bases (bounded).
    pub(super) fn chain(&self, ty: TypeId) -> Vec<TypeId> {
        let mut out = vec![ty];
        let mut cur = ty;
        while out.len() < MAX_BASES {
            match self.types.struct_base(cur) {
                Some(b) => {
                    out.push(b);
                    cur = b;
                }
                None => break,
            }
        }
        out
    }

    /// A field declared in `ty` itself (not through its base): index and type.
    fn own_field(&self, ty: TypeId, name: &str) -> Option<(u32, TypeId)> {
        let Type::Struct(sid) = self.types.get(ty) else {
            return None;
        };
        let def = self.types.struct_def(sid)?;
        let own = def
            .members
            .iter()
            .enumerate()
            .find(|(_, m)| m.name == name && !m.is_base)
            .map(|(i, m)| (i as u32, m.ty));
        // A bit-field merged into an earlier field's member: that member (`field_at` takes
        // the bits).
        own.or_else(|| {
            let slot = self.field_slots(ty)?.iter().find(|s| s.name == name)?;
            Some((slot.member, def.members.get(slot.member as usize)?.ty))
        })
    }

    /// Field `name` of `at` (of struct type `owner`), found by [`Self::own_field`] as member
    /// `index` of type `ty`: the member, or the bits of it a bit-field is.
    fn field_at(
        &mut self,
        at: ExprId,
        owner: TypeId,
        (index, ty): (u32, TypeId),
        name: &str,
        span: Span,
    ) -> ExprId {
        match self.bit_field_member(at, owner, name, span) {
            Some(bits) => bits,
            None => self.push_expr(ExprKind::Member { base: at, index }, ty, span),
        }
    }

    /// `e` (a derived struct) as its base `to`: the base member, as many levels as needed.
    /// A place stays a place.
    pub(super) fn upcast(&mut self, e: ExprId, to: TypeId, span: Span) -> ExprId {
        let mut cur = e;
        let mut ty = self.expr_ty(e);
        for _ in 0..MAX_BASES {
            if ty == to {
                return cur;
            }
            let Some(base) = self.types.struct_base(ty) else {
                break;
            };
            cur = self.push_expr(
                ExprKind::Member {
                    base: cur,
                    index: 0,
                },
                base,
                span,
            );
            ty = base;
        }
        if ty == to {
            cur
        } else {
            self.error_expr(span)
        }
    }

    /// `this`: parameter 0 of a non-static member function.
    pub(super) fn this_expr(&mut self, span: Span) -> ExprId {
        match self.cur.method {
            Some(m) if m.has_this => self.push_expr(ExprKind::Param(0), m.owner, span),
            Some(_) => {
                self.diags.error(
                    Code::MEMBER_WITHOUT_OBJECT,
                    span,
                    "A static member function has no 'this'.",
                );
                self.error_expr(span)
            }
            None => {
                self.diags.error(
                    Code::MEMBER_WITHOUT_OBJECT,
                    span,
                    "'this' can only be used inside a non-static member function.",
                );
                self.error_expr(span)
            }
        }
    }

    /// Whether `Param(0)` is the read-only `this` of a `const` member function.
    pub(super) fn this_is_read_only(&self, param: u32) -> bool {
        param == 0 && self.cur.method.is_some_and(|m| m.has_this && m.is_const)
    }

    /// `base.name` for a field of one of the bases of `struct_ty` (`None` when none has it).
    pub(super) fn inherited_field(
        &mut self,
        base: ExprId,
        struct_ty: TypeId,
        name: &str,
        span: Span,
    ) -> Option<ExprId> {
        let chain = self.chain(struct_ty);
        let (level, (index, ty)) = chain
            .iter()
            .skip(1)
            .find_map(|&t| self.own_field(t, name).map(|f| (t, f)))?;
        let at = self.upcast(base, level, span);
        Some(self.field_at(at, level, (index, ty), name, span))
    }

    /// `Type<args>::name`: the member's full name in the scope of the struct (template
    /// instance) the type names, which `name_expr` and calls look up as they look up `S::k`.
    /// `None` after an error (the type does not resolve, or is no struct).
    pub(super) fn type_member_name(
        &mut self,
        ty: ast::TypeExprId,
        name: &ast::Ident,
        span: Span,
    ) -> Option<ast::QualifiedName> {
        let t = self.resolve_type(ty);
        if self.is_error(t) {
            return None;
        }
        let Some(info) = self.members.structs.get(&t) else {
            self.diags.error(
                Code::NO_SUCH_MEMBER,
                span,
                format!(
                    "'{}' is not a struct, so it has no static member '{}'.",
                    self.types.display(t),
                    name.as_str()
                ),
            );
            return None;
        };
        let qualifiers = info
            .path
            .iter()
            .map(|seg| ast::Ident {
                name: seg.as_str().into(),
                span,
            })
            .collect();
        Some(ast::QualifiedName {
            global: true,
            qualifiers,
            name: name.clone(),
            span,
        })
    }

    /// The first struct in `start`'s chain declaring the name in its scope, and what it is
    /// there.
    fn lookup_member_value(&self, start: TypeId, name: &str) -> Option<(TypeId, MemberValue)> {
        for ty in self.chain(start) {
            if let Some((index, ty2)) = self.own_field(ty, name) {
                return Some((ty, MemberValue::Field { index, ty: ty2 }));
            }
            let path = self.members.structs.get(&ty)?.path.join("::");
            if let Some(sym) = self.scope.value(&format!("{path}::{name}")) {
                return Some((ty, MemberValue::Static(sym.clone())));
            }
        }
        None
    }

    /// The fields and member functions a member function can name without `this.`, for
    /// "Did you mean" suggestions.
    pub(super) fn member_value_names(&self) -> Vec<String> {
        let Some(m) = self.cur.method else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for ty in self.chain(m.owner) {
            if let Type::Struct(sid) = self.types.get(ty) {
                if let Some(def) = self.types.struct_def(sid) {
                    out.extend(
                        def.members
                            .iter()
                            .filter(|x| !x.is_base)
                            .map(|x| x.name.clone()),
                    );
                }
            }
            if let Some(info) = self.members.structs.get(&ty) {
                out.extend(info.methods.keys().cloned());
            }
        }
        out
    }

    /// A name in a member function that means a member: `x` for `this.x` (or a base's static
    /// member), `Base::x` for a hidden base member. `None` when it is not one (the caller
    /// looks it up as a global).
    pub(super) fn implicit_member(
        &mut self,
        name: &ast::QualifiedName,
        span: Span,
    ) -> Option<ExprId> {
        let m = self.cur.method?;
        let start = self.member_scope(name, m.owner)?;
        let (ty, found) = self.lookup_member_value(start, name.name.as_str())?;
        match found {
            MemberValue::Field { index, ty: fty } => {
                if !m.has_this {
                    self.diags.error(
                        Code::MEMBER_WITHOUT_OBJECT,
                        span,
                        format!(
                            "'{}' is a member of '{}': a static member function has no 'this' to read it from.",
                            name.name.as_str(),
                            self.struct_name(ty)
                        ),
                    );
                    return Some(self.error_expr(span));
                }
                let this = self.push_expr(ExprKind::Param(0), m.owner, span);
                let at = self.upcast(this, ty, span);
                Some(self.field_at(at, ty, (index, fty), name.name.as_str(), span))
            }
            // The struct's own statics are found by the namespace lookup; a base's are not.
            MemberValue::Static(_) if ty == m.owner => None,
            MemberValue::Static(ValueSymbol::Global(g)) => Some(self.global_ref(g, span)),
            MemberValue::Static(ValueSymbol::EnumValue { value, ty }) => {
                Some(self.push_expr(ExprKind::Const(value), ty, span))
            }
            MemberValue::Static(_) => None,
        }
    }

    /// Where a name used in a member function of `owner` is looked up: `owner` for a simple
    /// name, the named struct for `Base::x` when it is `owner` or one of its bases.
    fn member_scope(&self, name: &ast::QualifiedName, owner: TypeId) -> Option<TypeId> {
        if name.is_simple() {
            return Some(owner);
        }
        if name.global {
            return None;
        }
        let q = name.qualifier_text();
        let t = self.scope.ty(&q)?;
        self.chain(owner).contains(&t).then_some(t)
    }

    /// A call by name that means a member function: `f(x)` in a member function (on `this`
    /// when `f` has it), `Base::f(x)` on a base of `this`, `S::f(x)` for a static member
    /// function. `None` when the name is not one (the caller looks it up as a global).
    pub(super) fn member_call_by_name(
        &mut self,
        name: &ast::QualifiedName,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<ExprId> {
        let method = self.cur.method;
        let (start, in_chain) = match method.and_then(|m| self.member_scope(name, m.owner)) {
            Some(t) => (t, true),
            None if !name.is_simple() && !name.global => {
                let q = name.qualifier_text();
                (self.scope.ty(&q)?, false)
            }
            None => return None,
        };
        let text = name.name.as_str();
        let (level, list, templates) = self.methods_named(start, text)?;
        let receiver = match method {
            Some(m) if in_chain && m.has_this => {
                let this = self.push_expr(ExprKind::Param(0), m.owner, span);
                Some(self.upcast(this, level, span))
            }
            _ => None,
        };
        let shown = format!("{}::{text}", self.struct_name(level));
        if !templates.is_empty() {
            return Some(
                self.call_with_templates(&shown, list, &templates, None, receiver, args, span),
            );
        }
        Some(self.user_call(&shown, &list, receiver, args, span))
    }

    /// `object.Base::member`: the object as its base `Base` (a struct it derives from, or its
    /// own struct) and the unqualified member; `None` when the name is not qualified. An
    /// unknown or unrelated qualifier is reported (OSH0308) and gives an error expression.
    pub(super) fn qualified_member(
        &mut self,
        object: ExprId,
        member: &ast::Ident,
        span: Span,
    ) -> Option<(ExprId, ast::Ident)> {
        let (qual, name) = member.as_str().rsplit_once("::")?;
        let rest = ast::Ident {
            name: name.into(),
            span: member.span,
        };
        let ty = self.expr_ty(object);
        let target = self.scope.ty(qual).filter(|t| self.chain(ty).contains(t));
        let Some(target) = target else {
            let shown = self.types.display(ty);
            self.diags.error(
                Code::NO_SUCH_MEMBER,
                member.span,
                format!("'{qual}' is not '{shown}' or one of its bases, so '{shown}' has no member '{qual}::{name}'."),
            );
            return Some((self.error_expr(span), rest));
        };
        Some((self.upcast(object, target, span), rest))
    }

    /// `receiver.f(args)` on a struct value.
    pub(super) fn struct_method_call(
        &mut self,
        receiver: ExprId,
        method: &ast::Ident,
        template_args: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        if let Some((at, rest)) = self.qualified_member(receiver, method, span) {
            if self.is_error(self.expr_ty(at)) {
                for &a in args {
                    self.check_expr(a);
                }
                return at;
            }
            return self.struct_method_call(at, &rest, template_args, args, span);
        }
        let rty = self.expr_ty(receiver);
        let name = method.as_str();
        let chain = self.chain(rty);
        let found = self.methods_named(rty, name);
        let Some((level, list, templates)) = found else {
            let mut known: Vec<String> = chain
                .iter()
                .filter_map(|t| self.members.structs.get(t))
                .flat_map(|s| s.methods.keys().cloned())
                .collect();
            for &t in &chain {
                known.extend(self.member_template_names(t));
            }
            let hint = did_you_mean(name, known.iter().map(String::as_str))
                .map(|s| format!(" Did you mean '{s}'?"))
                .unwrap_or_default();
            self.diags.error(
                Code::NO_SUCH_MEMBER,
                method.span,
                format!(
                    "The struct '{}' has no member function '{name}'.{hint}",
                    self.struct_name(rty)
                ),
            );
            for &a in args {
                self.check_expr(a);
            }
            return self.error_expr(span);
        };
        let at = self.upcast(receiver, level, span);
        let shown = format!("{}::{name}", self.struct_name(level));
        if !templates.is_empty() {
            return self.call_with_templates(
                &shown,
                list,
                &templates,
                template_args,
                Some(at),
                args,
                span,
            );
        }
        if template_args.is_some() {
            self.diags.error(
                Code::TEMPLATE_ARGUMENTS,
                method.span,
                format!("'{shown}' is not a template, so it takes no template arguments."),
            );
            return self.error_expr(span);
        }
        self.user_call(&shown, &list, Some(at), args, span)
    }

    /// Whether the object's struct (or a base) declares a member function `name`.
    pub(super) fn declares_operator(&self, object: ExprId, name: &str) -> bool {
        self.chain(self.expr_ty(object)).iter().any(|t| {
            self.members
                .structs
                .get(t)
                .is_some_and(|s| s.methods.contains_key(name))
        })
    }

    /// `object.name(args)` for an operator `name` of the object's struct (or a base); `None`
    /// when it declares none.
    pub(super) fn operator_call(
        &mut self,
        object: ExprId,
        name: &str,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<ExprId> {
        let (level, list) = self.chain(self.expr_ty(object)).into_iter().find_map(|t| {
            let list = self.members.structs.get(&t)?.methods.get(name)?.clone();
            Some((t, list))
        })?;
        let at = self.upcast(object, level, span);
        let shown = format!("{}::{name}", self.struct_name(level));
        Some(self.user_call(&shown, &list, Some(at), args, span))
    }

    /// The `this` argument of a call: a writable place as it is (the call copies it in and
    /// back), anything else through a temporary assigned in `before` (writes to it are lost,
    /// as DXC drops them).
    pub(super) fn this_argument(
        &mut self,
        receiver: ExprId,
        pty: TypeId,
        dir: ParamDirection,
        span: Span,
        before: &mut Vec<ExprId>,
    ) -> ExprId {
        let r = self.upcast(receiver, pty, span);
        if dir == ParamDirection::In || matches!(self.place_kind(r), PlaceKind::Writable) {
            return r;
        }
        let tmp = self.add_local("this.tmp", pty, span, false);
        let target = self.push_expr(ExprKind::Local(tmp), pty, span);
        before.push(self.push_expr(ExprKind::Assign { target, value: r }, pty, span));
        self.push_expr(ExprKind::Local(tmp), pty, span)
    }

    /// Reports a call of a member function that needs `this` without an object.
    pub(super) fn report_missing_object(&mut self, name: &str, span: Span) {
        self.diags.error(
            Code::MEMBER_WITHOUT_OBJECT,
            span,
            format!("'{name}' is a non-static member function: call it on an object, as in value.{}(...).", name.rsplit("::").next().unwrap_or(name)),
        );
    }
}
