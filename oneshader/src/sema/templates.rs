//! Function and struct templates: declarations, argument deduction, instantiation.
//!
//! Input: `template<...>` function and struct declarations (and `template<>` explicit
//! specializations) as the checker meets them, then calls (`f(x)`, `f<float3>(x)`) and type
//! uses (`Box<float>`) that name them. Output: ordinary HIR functions and structs, one per
//! template and argument list, so lowering and every backend see no templates at all.
//!
//! Rules, as DXC (clang) applies C++'s to HLSL:
//! - Deduction matches each parameter's type as written against its argument's type: a type
//!   parameter `T` takes the whole type (an unsuffixed literal becomes `int`/`float`),
//!   `vector<T, N>`, `matrix<T, R, C>`, `Box<T>` (a struct template) and `T a[N]` take their
//!   parts. A parameter deduced twice as different types fails (OSH0380); explicit arguments
//!   (`f<float3>(x)`) fix the leading parameters, defaults fill the rest.
//! - Deduced candidates join the non-template overloads of the name; the best conversion
//!   wins and a non-template wins a tie. Candidates whose instantiated signatures are equal
//!   (`f(T, float2)` and `f(T, half2)` where `half` is `float`) count once, the first declared.
//! - An instance is checked once per argument list (cached) with the template's own AST, so
//!   its spans point into the template; what it reports gets a note at the instantiation
//!   point. Instantiations nest at most [`MAX_INSTANTIATION_DEPTH`] deep (OSH0382).
//! - Explicit specializations (`template<> float f<float>(float)`, `template<> struct
//!   Box<float> { ... }`) replace the primary template for their arguments; otherwise the first
//!   struct partial specialization whose pattern matches (`template<typename T> struct
//!   P<T, 2>`) does.
//! - A member function template (declared in its struct) is instantiated as a member function
//!   of that struct when a call on an object deduces its arguments; it competes with the
//!   struct's member functions of that name. A definition after the struct
//!   (`template<typename T> R S::f(T v) { ... }`) completes the struct's prototype; its
//!   specializations are OSH0350.
//!
//! Invariant: template bindings are visible only while an instance is checked (the innermost
//! instantiation's only); outside instantiation nothing here changes how a name resolves.

use super::check::Checker;
use super::hir::{ConstValue, ExprId, ExprKind, FuncId, ParamDirection};
use super::resolve_types::TemplateArg as Arg;
use super::scope::ValueSymbol;
use crate::diag::{Code, Label};
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Scalar, StructDef, Type, TypeId};
use std::collections::BTreeMap;

/// The deepest template instantiations may nest. Clang's default is 1024; shader code nests a
/// handful deep, and an instance's body is checked inside its caller's, sharing the checker's
/// statement and expression nesting limit, so a small limit keeps OSH0382 the first error a
/// runaway recursion gives.
pub(crate) const MAX_INSTANTIATION_DEPTH: u32 = 32;

/// The start of the note an instantiation adds to what it reports.
const INSTANTIATION_NOTE: &str = "in the instantiation of";

/// One declared function template.
#[derive(Debug)]
struct FnTemplate {
    /// The declaration with a body when one was seen, else the prototype.
    decl: ast::DeclId,
    /// The namespace it was declared in (its body resolves names there).
    namespace: Vec<String>,
    /// Explicit specializations: their arguments and declarations.
    specializations: Vec<(Vec<Arg>, ast::DeclId)>,
    instances: BTreeMap<Vec<Arg>, FuncId>,
    /// For a member function template: the struct it is a member of. Its instances are member
    /// functions (`this` first unless `static`).
    owner: Option<TypeId>,
    /// The bindings in effect where it was declared (a member template of a struct template
    /// instance sees the struct's parameters), before its own.
    outer: Vec<(String, Bound)>,
}

/// One declared struct template.
#[derive(Debug)]
struct StructTemplate {
    decl: ast::DeclId,
    namespace: Vec<String>,
    specializations: Vec<(Vec<Arg>, ast::DeclId)>,
    /// Partial specializations (`template<typename T> struct P<T, 2>`), in declaration order.
    partials: Vec<ast::DeclId>,
    instances: BTreeMap<Vec<Arg>, TypeId>,
}

/// One declared alias template (`template<typename T> using P = Box<T>;`): resolved afresh
/// for each use, with its parameters bound to the use's arguments.
#[derive(Debug)]
struct AliasTemplate {
    name: String,
    params: Vec<ast::TemplateParam>,
    ty: ast::TypeExprId,
    /// The alias's attributes (an inline SPIR-V type's capabilities and extensions).
    attributes: Vec<ast::Attribute>,
    namespace: Vec<String>,
    /// `using P = const T;`: a local declared with it is a constant.
    is_const: bool,
}

/// A template parameter's binding inside an instance.
#[derive(Clone, Debug)]
enum Bound {
    Type(TypeId),
    /// A value parameter: its value and declared type.
    Value(ConstValue, TypeId),
}

/// Template state of one compile.
#[derive(Debug, Default)]
pub(crate) struct Templates {
    /// Function templates by qualified name, in declaration order.
    functions: BTreeMap<String, Vec<usize>>,
    /// Member function templates by struct and name, in declaration order.
    members: BTreeMap<(TypeId, String), Vec<usize>>,
    fn_templates: Vec<FnTemplate>,
    structs: BTreeMap<String, usize>,
    struct_templates: Vec<StructTemplate>,
    /// Alias templates by qualified name.
    aliases: BTreeMap<String, AliasTemplate>,
    /// Plain aliases declared `const` (`typedef const T P;`, `using P = const T;`), by
    /// qualified name.
    const_aliases: std::collections::BTreeSet<String>,
    /// Struct instances: their template and arguments (deduction through `Box<T>`).
    struct_instances: BTreeMap<TypeId, (usize, Vec<Arg>)>,
    /// The bindings of each instantiation being checked, innermost last.
    env: Vec<Vec<(String, Bound)>>,
    /// The instantiations being checked, innermost last: name and instantiation point.
    stack: Vec<(String, Span)>,
    /// Struct instances whose members are being checked (a struct that contains itself).
    structs_in_progress: std::collections::BTreeSet<(usize, Vec<Arg>)>,
    /// Nonzero while a struct's data member type is resolved (an instance in progress named
    /// there contains itself; named by a member function, it is its own type).
    pub resolving_field: u32,
}

/// A deduction failure, as the sentence after "cannot be deduced: ".
type Failure = String;

/// What a call's candidate is.
#[derive(Clone)]
enum Candidate {
    Function(FuncId),
    Template(usize, Vec<Arg>),
}

impl<'a> Checker<'a> {
    // ----- lookups used by the rest of the checker -------------------------------------

    /// The type a template type parameter is bound to in the instance being checked.
    pub(super) fn template_type_param(&self, name: &str) -> Option<TypeId> {
        self.templates
            .env
            .last()?
            .iter()
            .rev()
            .find_map(|(n, b)| match b {
                Bound::Type(t) if n == name => Some(*t),
                _ => None,
            })
    }

    /// A template value parameter (`N` of `template<int N>`) as a constant expression.
    pub(super) fn template_value_param(&mut self, name: &str, span: Span) -> Option<ExprId> {
        let (v, ty) = self
            .templates
            .env
            .last()?
            .iter()
            .rev()
            .find_map(|(n, b)| match b {
                Bound::Value(v, t) if n == name => Some((v.clone(), *t)),
                _ => None,
            })?;
        Some(self.push_expr(ExprKind::Const(v), ty, span))
    }

    fn find_fn_templates(&self, written: &str) -> Option<Vec<usize>> {
        self.scope
            .candidates(written.trim_start_matches("::"))
            .iter()
            .find_map(|c| self.templates.functions.get(c).cloned())
    }

    /// Declares the alias template `name` (a qualified name for it is made here).
    pub(super) fn declare_alias_template(
        &mut self,
        name: &ast::Ident,
        t: &ast::TypedefDecl,
        attributes: &[ast::Attribute],
    ) {
        let full = self.scope.qualify(name.as_str());
        if self.scope.has_type(&full)
            || self.templates.structs.contains_key(&full)
            || self.templates.aliases.contains_key(&full)
        {
            self.redefinition(name);
            return;
        }
        let alias = AliasTemplate {
            name: name.as_str().to_string(),
            params: t.template_params.clone(),
            ty: t.ty,
            attributes: attributes.to_vec(),
            namespace: self.scope.namespace.clone(),
            is_const: t.modifiers.contains(ast::ModifierKind::Const),
        };
        self.templates.aliases.insert(full, alias);
    }

    /// Records that the plain alias `full` (a qualified name) was declared `const`.
    pub(super) fn record_const_alias(&mut self, full: String) {
        self.templates.const_aliases.insert(full);
    }

    /// Whether the type written at `t` names an alias declared `const` (DXC's
    /// `vk::WorkgroupSpirvPointer<T>` is one): a local of that type is a constant.
    pub(super) fn names_const_alias(&self, t: ast::TypeExprId) -> bool {
        let Some(ast::TypeExprKind::Named { name, .. }) =
            self.unit.types.get(t.index()).map(|x| &x.kind)
        else {
            return false;
        };
        let written = name.to_text();
        for c in self.scope.candidates(written.trim_start_matches("::")) {
            if let Some(a) = self.templates.aliases.get(&c) {
                return a.is_const;
            }
            if self.scope.has_type(&c) {
                return self.templates.const_aliases.contains(&c);
            }
        }
        false
    }

    /// The type an alias template stands for with `args` (defaults filled in), or `None`
    /// when `written` names no alias template.
    pub(super) fn alias_template_type(
        &mut self,
        written: &str,
        args: &[Arg],
        span: Span,
    ) -> Option<TypeId> {
        let full = self
            .scope
            .candidates(written.trim_start_matches("::"))
            .into_iter()
            .find(|c| self.templates.aliases.contains_key(c))?;
        let (name, params, ty, attributes, ns) = {
            let a = &self.templates.aliases[&full];
            (
                a.name.clone(),
                a.params.clone(),
                a.ty,
                a.attributes.clone(),
                a.namespace.clone(),
            )
        };
        let Some(mut slots) = self.argument_slots(&name, params.len(), args.to_vec(), span) else {
            return Some(self.error_type());
        };
        let Some(args) = self.fill_defaults(&params, &mut slots, &ns, &name, span) else {
            return Some(self.error_type());
        };
        let Some(env) = self.bindings(&params, &args) else {
            return Some(self.error_type());
        };
        let what = self.instance_name(&name, &args);
        let resolved = self.instantiating(what, span, env, &ns, |c| Some(c.resolve_type(ty)));
        let resolved = resolved.unwrap_or_else(|| self.error_type());
        self.alias_spirv_needs(resolved, &attributes);
        Some(resolved)
    }

    fn find_struct_template(&self, written: &str) -> Option<usize> {
        self.scope
            .candidates(written.trim_start_matches("::"))
            .iter()
            .find_map(|c| self.templates.structs.get(c).copied())
    }

    // ----- declarations -----------------------------------------------------------------

    /// A declaration, borrowed from the unit (not from the checker, which changes).
    fn template_decl(&self, id: ast::DeclId) -> Option<&'a ast::Decl> {
        let unit: &'a ast::TranslationUnit = self.unit;
        unit.decl_arena.get(id.index())
    }

    /// `template<...> R f(...)` or `template<> R f<args>(...)`.
    pub(super) fn declare_function_template(&mut self, id: ast::DeclId, f: &ast::FunctionDecl) {
        if !f.name.is_simple() && !f.name.global {
            self.out_of_line_member_template(id, f);
            return;
        }
        if self.refuse_operator_template(f) {
            return;
        }
        let name = f.name.name.as_str().to_string();
        if f.template_params.is_empty() {
            self.function_specialization(id, f, &name);
            return;
        }
        if f.specialization.is_some() {
            self.diags.error(
                Code::UNSUPPORTED,
                f.name.span,
                format!("A partial specialization of the function template '{name}' is not allowed: overload it instead."),
            );
            return;
        }
        let full = self.scope.qualify(&name);
        if matches!(self.scope.value(&full), Some(v) if !matches!(v, ValueSymbol::Functions(_))) {
            self.diags.error(
                Code::REDEFINITION,
                f.name.span,
                format!("'{name}' is already declared in this scope. Rename one of them."),
            );
            return;
        }
        // A definition after its prototype completes the prototype.
        let prototype = self.templates.functions.get(&full).and_then(|list| {
            list.iter().copied().find(|&t| {
                let Some(ast::DeclKind::Function(p)) = self
                    .unit
                    .decl_arena
                    .get(self.templates.fn_templates[t].decl.index())
                    .map(|d| &d.kind)
                else {
                    return false;
                };
                p.body.is_none()
                    && p.params.len() == f.params.len()
                    && p.template_params.len() == f.template_params.len()
            })
        });
        if let Some(t) = prototype {
            self.templates.fn_templates[t].decl = id;
            return;
        }
        let t = self.templates.fn_templates.len();
        self.templates.fn_templates.push(FnTemplate {
            decl: id,
            namespace: self.scope.namespace.clone(),
            specializations: Vec::new(),
            instances: BTreeMap::new(),
            owner: None,
            outer: Vec::new(),
        });
        self.templates.functions.entry(full).or_default().push(t);
    }

    /// `template<...> R f(...)` declared inside the struct `owner`: instantiated per argument
    /// list as a member function of `owner` when a call on an object of it deduces them.
    pub(super) fn declare_member_template(
        &mut self,
        owner: TypeId,
        id: ast::DeclId,
        f: &ast::FunctionDecl,
    ) {
        if f.template_params.is_empty() || f.specialization.is_some() {
            // C++ (and so DXC) specializes member templates outside the struct only.
            self.diags.error(
                Code::UNSUPPORTED,
                f.name.span,
                format!(
                    "A member function template is specialized outside its struct: write \
                     'template<> R Struct::{}<args>(...) {{ ... }}' after the struct.",
                    f.name.name.as_str()
                ),
            );
            return;
        }
        if self.refuse_operator_template(f) {
            return;
        }
        let name = f.name.name.as_str().to_string();
        let t = self.templates.fn_templates.len();
        let outer = self.templates.env.last().cloned().unwrap_or_default();
        self.templates.fn_templates.push(FnTemplate {
            decl: id,
            namespace: self.scope.namespace.clone(),
            specializations: Vec::new(),
            instances: BTreeMap::new(),
            owner: Some(owner),
            outer,
        });
        self.templates
            .members
            .entry((owner, name))
            .or_default()
            .push(t);
    }

    /// `template<typename T> R S::f(T v) { ... }`: the definition of a member function
    /// template that `S` declares (a prototype with as many template and function parameters),
    /// which its instances then use. Without such a prototype it is OSH0308.
    fn out_of_line_member_template(&mut self, id: ast::DeclId, f: &ast::FunctionDecl) {
        let qual = f.name.qualifier_text();
        let name = f.name.name.as_str();
        let Some(owner) = self.scope.ty(&qual) else {
            self.diags.error(
                Code::UNDECLARED,
                f.name.span,
                format!("'{qual}' is not a struct, so '{qual}::{name}' cannot be defined here."),
            );
            return;
        };
        // `template<>`: an explicit specialization.
        if f.template_params.is_empty() {
            self.member_specialization(id, f, owner, &qual);
            return;
        }
        let prototype = self.member_templates(owner, name).into_iter().find(|&t| {
            matches!(
                self.template_decl(self.templates.fn_templates[t].decl).map(|d| &d.kind),
                Some(ast::DeclKind::Function(p)) if p.body.is_none()
                    && p.params.len() == f.params.len()
                    && p.template_params.len() == f.template_params.len()
            )
        });
        match prototype {
            Some(t) if f.specialization.is_none() => self.templates.fn_templates[t].decl = id,
            Some(_) => self.diags.error(
                Code::UNSUPPORTED,
                f.name.span,
                format!("A partial specialization of the member function template '{name}' is not allowed: overload it instead."),
            ),
            None => self.diags.error(
                Code::NO_SUCH_MEMBER,
                f.name.span,
                format!("'{qual}' declares no member function template '{name}' with these parameters: declare it in the struct first."),
            ),
        }
    }

    /// `template<> R S::f<args>(...) { ... }`: an explicit specialization of the member
    /// function template `f` of `S`, used for its arguments instead of the template, as
    /// [`Self::function_specialization`] does for function templates.
    fn member_specialization(
        &mut self,
        id: ast::DeclId,
        f: &ast::FunctionDecl,
        owner: TypeId,
        qual: &str,
    ) {
        let name = f.name.name.as_str();
        let list = self.member_templates(owner, name);
        if list.is_empty() {
            self.diags.error(
                Code::NO_SUCH_MEMBER,
                f.name.span,
                format!("'{qual}' declares no member function template '{name}', so 'template<>' cannot specialize it: declare the template in the struct first."),
            );
            return;
        }
        if self.specialize(&list, id, f) == Some(false) {
            self.diags.error(
                Code::TEMPLATE_DEDUCTION,
                f.name.span,
                format!("This specialization of '{qual}::{name}' matches none of its templates: give its arguments and parameters as the template declares them."),
            );
        }
    }

    /// Registers `f` (declaration `id`) as the explicit specialization of the first template
    /// of `list` whose arguments its written ones and its parameter types give. `Some(false)`
    /// when none matches; `None` after an error in the written arguments.
    fn specialize(
        &mut self,
        list: &[usize],
        id: ast::DeclId,
        f: &ast::FunctionDecl,
    ) -> Option<bool> {
        let explicit = match &f.specialization {
            Some(args) => self.resolve_template_args(args)?,
            None => Vec::new(),
        };
        let sig = self.function_signature(f);
        let arg_types: Vec<TypeId> = sig.params.iter().map(|p| p.ty).collect();
        for &t in list {
            if let Ok(args) = self.deduce_call(t, &explicit, &arg_types, true) {
                let spec = &mut self.templates.fn_templates[t].specializations;
                spec.retain(|(a, _)| a != &args);
                spec.push((args, id));
                return Some(true);
            }
        }
        Some(false)
    }

    /// Operator templates are OSH0350 (true when `f` is one).
    fn refuse_operator_template(&mut self, f: &ast::FunctionDecl) -> bool {
        if f.operator.is_some() {
            self.diags.error(
                Code::UNSUPPORTED,
                f.name.span,
                "An operator template is not supported yet.",
            );
        }
        f.operator.is_some()
    }

    /// The member function templates `name` of the struct `owner` itself (not its bases).
    pub(super) fn member_templates(&self, owner: TypeId, name: &str) -> Vec<usize> {
        self.templates
            .members
            .get(&(owner, name.to_string()))
            .cloned()
            .unwrap_or_default()
    }

    /// Whether `ty` is a struct template instance whose members are being declared.
    pub(super) fn instance_in_progress(&self, ty: TypeId) -> bool {
        self.templates
            .structs_in_progress
            .iter()
            .any(|(t, args)| self.templates.struct_templates[*t].instances.get(args) == Some(&ty))
    }

    /// The names of the member function templates of `owner`, for hints.
    pub(super) fn member_template_names(&self, owner: TypeId) -> Vec<String> {
        self.templates
            .members
            .keys()
            .filter(|(o, _)| *o == owner)
            .map(|(_, n)| n.clone())
            .collect()
    }

    /// `template<> R f<args>(...)` / `template<> R f(...)`: arguments written or deduced from
    /// the specialization's own parameter types.
    fn function_specialization(&mut self, id: ast::DeclId, f: &ast::FunctionDecl, name: &str) {
        let Some(list) = self.find_fn_templates(name) else {
            self.diags.error(
                Code::TEMPLATE_ARGUMENTS,
                f.name.span,
                format!("'{name}' is not a function template, so 'template<>' cannot specialize it. Remove 'template<>' to declare an ordinary function."),
            );
            return;
        };
        if self.specialize(&list, id, f) == Some(false) {
            self.diags.error(
                Code::TEMPLATE_DEDUCTION,
                f.name.span,
                format!("This specialization of '{name}' matches none of its templates: give its arguments, as in {name}<float>(...)."),
            );
        }
    }

    /// `template<...> struct S { ... }` or `template<> struct S<args> { ... }`. Returns the
    /// type a declaration that uses it right away gets (none: templates are not types).
    pub(super) fn declare_struct_template(
        &mut self,
        id: ast::DeclId,
        s: &ast::StructDecl,
    ) -> TypeId {
        let Some(name) = s.name.as_ref() else {
            return self.error_type();
        };
        let text = name.as_str().to_string();
        match (&s.specialization, s.template_params.is_empty()) {
            (Some(args), true) => {
                let Some(t) = self.find_struct_template(&text) else {
                    self.diags.error(
                        Code::TEMPLATE_ARGUMENTS,
                        name.span,
                        format!("'{text}' is not a struct template, so 'template<>' cannot specialize it."),
                    );
                    return self.error_type();
                };
                if let Some(args) = self.resolve_template_args(args) {
                    if let Some(args) = self.complete_struct_args(t, args, name.span) {
                        let spec = &mut self.templates.struct_templates[t].specializations;
                        spec.retain(|(a, _)| a != &args);
                        spec.push((args, id));
                    }
                }
            }
            (Some(_), false) => match self.find_struct_template(&text) {
                Some(t) => self.templates.struct_templates[t].partials.push(id),
                None => {
                    self.diags.error(
                        Code::TEMPLATE_ARGUMENTS,
                        name.span,
                        format!("'{text}' is not a struct template, so it cannot be partially specialized."),
                    );
                }
            },
            (None, true) => {
                self.diags.error(
                    Code::TEMPLATE_ARGUMENTS,
                    name.span,
                    format!("'template<>' before 'struct {text}' needs the arguments it specializes, as in struct {text}<float>."),
                );
            }
            (None, false) => {
                let full = self.scope.qualify(&text);
                if self.scope.has_type(&full) || self.templates.structs.contains_key(&full) {
                    if !s.is_forward {
                        self.diags.error(
                            Code::REDEFINITION,
                            name.span,
                            format!(
                                "'{text}' is already declared in this scope. Rename one of them."
                            ),
                        );
                    }
                    return self.error_type();
                }
                let t = self.templates.struct_templates.len();
                self.templates.struct_templates.push(StructTemplate {
                    decl: id,
                    namespace: self.scope.namespace.clone(),
                    specializations: Vec::new(),
                    partials: Vec::new(),
                    instances: BTreeMap::new(),
                });
                self.templates.structs.insert(full, t);
            }
        }
        self.error_type()
    }

    /// Template arguments as written, resolved: types, or integer constants.
    pub(super) fn resolve_template_args(&mut self, args: &[ast::TemplateArg]) -> Option<Vec<Arg>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                ast::TemplateArg::Type(t) => {
                    let ty = self.resolve_type(*t);
                    if self.is_error(ty) {
                        return None;
                    }
                    out.push(Arg::Type(ty));
                }
                ast::TemplateArg::Expr(e) => {
                    if let Some(ty) = self.expr_names_type(*e) {
                        out.push(Arg::Type(ty));
                        continue;
                    }
                    out.push(Arg::Int(self.const_int(*e, "A template argument")?));
                }
            }
        }
        Some(out)
    }

    /// A bare name in template arguments that names a type (the parser could not tell).
    fn expr_names_type(&self, e: ast::ExprId) -> Option<TypeId> {
        let ast::ExprKind::Name {
            name,
            template_args: None,
        } = &self.unit.exprs.get(e.index())?.kind
        else {
            return None;
        };
        let text = name.to_text();
        if name.is_simple() {
            if let Some(t) = self.template_type_param(&text) {
                return Some(t);
            }
        }
        self.scope.ty(text.trim_start_matches("::"))
    }

    // ----- struct templates -------------------------------------------------------------

    /// `Name<args>` where `Name` is a struct template: its instance. `None` when `Name` is no
    /// struct template.
    pub(super) fn struct_template_type(
        &mut self,
        name: &str,
        args: &[Arg],
        span: Span,
    ) -> Option<TypeId> {
        let t = self.find_struct_template(name)?;
        let Some(args) = self.complete_struct_args(t, args.to_vec(), span) else {
            return Some(self.error_type());
        };
        Some(self.instantiate_struct(t, args, span))
    }

    /// The struct template's parameters: names, and the declared type of value parameters.
    fn struct_params(&self, t: usize) -> Vec<ast::TemplateParam> {
        match self
            .unit
            .decl_arena
            .get(self.templates.struct_templates[t].decl.index())
            .map(|d| &d.kind)
        {
            Some(ast::DeclKind::Struct(s)) => s.template_params.clone(),
            _ => Vec::new(),
        }
    }

    /// Written arguments checked against the parameters and completed with defaults.
    fn complete_struct_args(&mut self, t: usize, args: Vec<Arg>, span: Span) -> Option<Vec<Arg>> {
        let params = self.struct_params(t);
        let (decl, ns) = {
            let st = &self.templates.struct_templates[t];
            (st.decl, st.namespace.clone())
        };
        let name = self.template_name_of(decl);
        let mut slots = self.argument_slots(&name, params.len(), args, span)?;
        self.fill_defaults(&params, &mut slots, &ns, &name, span)
    }

    /// The written arguments of the template `name` in its `params` parameter slots (the rest
    /// empty, for defaults), or `None` after OSH0381 when more were written than it takes.
    fn argument_slots(
        &mut self,
        name: &str,
        params: usize,
        args: Vec<Arg>,
        span: Span,
    ) -> Option<Vec<Option<Arg>>> {
        if args.len() > params {
            self.diags.error(
                Code::TEMPLATE_ARGUMENTS,
                span,
                format!(
                    "'{name}' takes {params} template argument{}, but {} were given.",
                    if params == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return None;
        }
        let mut slots: Vec<Option<Arg>> = vec![None; params];
        for (slot, a) in slots.iter_mut().zip(args) {
            *slot = Some(a);
        }
        Some(slots)
    }

    /// The name of a template declaration.
    fn template_name_of(&self, decl: ast::DeclId) -> String {
        self.unit
            .decl_arena
            .get(decl.index())
            .and_then(|d| d.name())
            .map(|n| n.as_str().to_string())
            .unwrap_or_default()
    }

    /// Fills unset slots with the parameters' defaults (each may use the parameters before
    /// it), checks each argument's kind, and converts value arguments to their parameter's
    /// type. Reports OSH0380/OSH0381 and returns `None` on failure.
    fn fill_defaults(
        &mut self,
        params: &[ast::TemplateParam],
        slots: &mut [Option<Arg>],
        namespace: &[String],
        name: &str,
        span: Span,
    ) -> Option<Vec<Arg>> {
        let mut out = Vec::with_capacity(params.len());
        for (i, p) in params.iter().enumerate() {
            let arg = match slots[i] {
                Some(a) => a,
                None => {
                    let Some(default) = &p.default else {
                        self.diags.error(
                            Code::TEMPLATE_DEDUCTION,
                            span,
                            format!(
                                "The template argument '{}' of '{name}' cannot be deduced: give it, as in {name}<{}>.",
                                p.name.as_str(),
                                self.example_args(params, &out)
                            ),
                        );
                        return None;
                    };
                    let env = self.bindings(&params[..i], &out)?;
                    let default = default.clone();
                    let a = self.with_env(env, namespace, |c| {
                        c.resolve_template_args(std::slice::from_ref(&default))
                    })?;
                    a[0]
                }
            };
            match (&p.kind, arg) {
                (ast::TemplateParamKind::Type, Arg::Type(_))
                | (ast::TemplateParamKind::Value(_), Arg::Int(_)) => out.push(arg),
                (ast::TemplateParamKind::Type, Arg::Int(v)) => {
                    self.diags.error(
                        Code::TEMPLATE_ARGUMENTS,
                        span,
                        format!(
                            "The template argument '{}' of '{name}' is a type, but {v} is a value.",
                            p.name.as_str()
                        ),
                    );
                    return None;
                }
                (ast::TemplateParamKind::Value(_), Arg::Type(t)) => {
                    self.diags.error(
                        Code::TEMPLATE_ARGUMENTS,
                        span,
                        format!(
                            "The template argument '{}' of '{name}' is a value, but '{}' is a type.",
                            p.name.as_str(),
                            self.types.display(t)
                        ),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// `float, 4` style text for a message: the arguments known so far, then placeholders.
    fn example_args(&self, params: &[ast::TemplateParam], known: &[Arg]) -> String {
        params
            .iter()
            .enumerate()
            .map(|(i, p)| match (known.get(i), &p.kind) {
                (Some(a), _) => self.arg_text(a),
                (None, ast::TemplateParamKind::Type) => "float".to_string(),
                (None, ast::TemplateParamKind::Value(_)) => "1".to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn arg_text(&self, a: &Arg) -> String {
        match a {
            Arg::Type(t) => self.types.display(*t),
            Arg::Int(v) => v.to_string(),
        }
    }

    fn instance_name(&self, name: &str, args: &[Arg]) -> String {
        let list: Vec<String> = args.iter().map(|a| self.arg_text(a)).collect();
        format!("{name}<{}>", list.join(", "))
    }

    /// The bindings of `params` to `args`, value arguments converted to their declared type.
    fn bindings(
        &mut self,
        params: &[ast::TemplateParam],
        args: &[Arg],
    ) -> Option<Vec<(String, Bound)>> {
        let mut env = Vec::with_capacity(params.len());
        for (p, a) in params.iter().zip(args) {
            let b = match (&p.kind, a) {
                (ast::TemplateParamKind::Type, Arg::Type(t)) => Bound::Type(*t),
                (ast::TemplateParamKind::Value(te), Arg::Int(v)) => {
                    let ty = self.with_env(env.clone(), &self.scope.namespace.clone(), |c| {
                        Some(c.resolve_type(*te))
                    })?;
                    let scalar = self.types.scalar_of(ty).unwrap_or(Scalar::INT);
                    let value = if scalar.is_bool() {
                        ConstValue::Bool(*v != 0)
                    } else if scalar.is_signed() {
                        ConstValue::Int(*v)
                    } else {
                        ConstValue::Uint(*v as u64)
                    };
                    Bound::Value(super::constant::normalize(value, scalar), ty)
                }
                _ => return None,
            };
            env.push((p.name.as_str().to_string(), b));
        }
        Some(env)
    }

    /// Runs `f` with `env` as the innermost bindings and `namespace` as the namespace.
    fn with_env<R>(
        &mut self,
        env: Vec<(String, Bound)>,
        namespace: &[String],
        f: impl FnOnce(&mut Self) -> Option<R>,
    ) -> Option<R> {
        self.templates.env.push(env);
        let saved = std::mem::replace(&mut self.scope.namespace, namespace.to_vec());
        let r = f(self);
        self.scope.namespace = saved;
        self.templates.env.pop();
        r
    }

    /// Runs an instantiation: bounded nesting, notes on what it reports.
    fn instantiating<R>(
        &mut self,
        what: String,
        at: Span,
        env: Vec<(String, Bound)>,
        namespace: &[String],
        f: impl FnOnce(&mut Self) -> Option<R>,
    ) -> Option<R> {
        if self.templates.stack.len() as u32 >= MAX_INSTANTIATION_DEPTH {
            self.diags.error(
                Code::TEMPLATE_DEPTH,
                at,
                format!("Instantiating '{what}' nests templates deeper than {MAX_INSTANTIATION_DEPTH} levels: a template that instantiates itself needs a specialization that ends the recursion."),
            );
            return None;
        }
        let mark = self.diags.len();
        self.templates.stack.push((what.clone(), at));
        let r = self.with_env(env, namespace, f);
        self.templates.stack.pop();
        let outer = self.templates.stack.len();
        let label = Label {
            span: at,
            message: format!("{INSTANTIATION_NOTE} '{what}' here"),
        };
        for report in self.diags.reports_since_mut(mark) {
            // A report names the two innermost and the two outermost instantiations it is in.
            let notes = report
                .labels
                .iter()
                .filter(|l| l.message.starts_with(INSTANTIATION_NOTE))
                .count();
            if notes >= 2 && outer >= 2 {
                continue;
            }
            report.labels.push(label.clone());
        }
        r
    }

    /// The first partial specialization of `t` whose pattern matches `args`, with the bindings
    /// of its own parameters. A pattern matches when deduction binds every parameter and the
    /// pattern, resolved with those bindings, gives back exactly `args`.
    fn match_partial(
        &mut self,
        t: usize,
        args: &[Arg],
        ns: &[String],
    ) -> Option<(ast::DeclId, Vec<(String, Bound)>)> {
        let partials = self.templates.struct_templates[t].partials.clone();
        for decl in partials {
            let Some(ast::DeclKind::Struct(s)) = self.template_decl(decl).map(|d| &d.kind) else {
                continue;
            };
            let Some(pattern) = &s.specialization else {
                continue;
            };
            if pattern.len() != args.len() {
                continue;
            }
            let params = s.template_params.clone();
            let mut slots: Vec<Option<(Arg, usize)>> = vec![None; params.len()];
            let mut d = Deducer {
                params: &params,
                fixed: 0,
                slots: &mut slots,
                arg_index: 0,
            };
            let deduced = pattern
                .iter()
                .zip(args)
                .all(|(p, &a)| d.deduce_arg(self, p, a).is_ok());
            let bound: Option<Vec<Arg>> = slots.iter().map(|s| s.map(|(a, _)| a)).collect();
            let (true, Some(bound)) = (deduced, bound) else {
                continue;
            };
            let Some(env) = self.bindings(&params, &bound) else {
                continue;
            };
            let mark = self.diags.len();
            let again = self.with_env(env.clone(), ns, |c| c.resolve_template_args(pattern));
            // A pattern that does not form for these arguments is no match.
            if self.diags.len() == mark && again.as_deref() == Some(args) {
                return Some((decl, env));
            }
        }
        None
    }

    fn instantiate_struct(&mut self, t: usize, args: Vec<Arg>, span: Span) -> TypeId {
        let key = (t, args.clone());
        let in_progress = self.templates.structs_in_progress.contains(&key);
        if let Some(&ty) = self.templates.struct_templates[t].instances.get(&args) {
            if !(in_progress && self.templates.resolving_field > 0) {
                return ty;
            }
        }
        let (primary, ns, spec) = {
            let st = &self.templates.struct_templates[t];
            let spec = st
                .specializations
                .iter()
                .find(|(a, _)| a == &args)
                .map(|(_, d)| *d);
            (st.decl, st.namespace.clone(), spec)
        };
        let name = self.template_name_of(primary);
        let what = self.instance_name(&name, &args);
        if in_progress {
            self.diags.error(
                Code::TEMPLATE_DEPTH,
                span,
                format!("'{what}' contains itself: a struct cannot hold a value of its own type."),
            );
            return self.error_type();
        }
        let partial = match spec {
            Some(_) => None,
            None => self.match_partial(t, &args, &ns),
        };
        let (decl, env) = match (spec, partial) {
            (Some(d), _) => (d, Vec::new()),
            (None, Some((d, env))) => (d, env),
            (None, None) => {
                let params = self.struct_params(t);
                match self.bindings(&params, &args) {
                    Some(e) => (primary, e),
                    None => return self.error_type(),
                }
            }
        };
        let Some(ast::DeclKind::Struct(s)) = self.template_decl(decl).map(|d| &d.kind) else {
            return self.error_type();
        };
        if s.is_forward {
            self.diags.error(
                Code::UNDECLARED,
                span,
                format!("The struct template '{name}' is declared but never defined: define it before '{what}' is used."),
            );
            return self.error_type();
        }
        let decl_span = self.template_decl(decl).map(|d| d.span).unwrap_or(span);
        let members = &s.members;
        self.templates.structs_in_progress.insert(key.clone());
        let cache_key = args.clone();
        let ty = self.instantiating(what.clone(), span, env, &ns, |c| {
            let kept: Vec<ast::DeclId> = members.to_vec();
            // The instance exists before its members, so its member functions can name it
            // (`Box<T> add(Box<T> o)`); a data member of its own type is still refused.
            let ty = c.types.add_struct(StructDef {
                name: what.clone(),
                members: Vec::new(),
                span: decl_span,
            });
            c.templates.struct_templates[t]
                .instances
                .insert(cache_key, ty);
            // The instance is a struct of its own: its member function bodies are checked
            // when it is complete, here, with its template arguments bound, whatever struct
            // or function the use is in.
            // Its scope is named after it (`Ring<float, 4>`), so each instance has its own
            // static members (`Ring<float, 4>::Count`) and nested names.
            let scope = ast::Ident {
                name: what.as_str().into(),
                span: decl_span,
            };
            c.declare_instance_members(ty, &kept, &scope);
            Some(ty)
        });
        self.templates.structs_in_progress.remove(&key);
        let ty = ty.unwrap_or_else(|| self.error_type());
        let st = &mut self.templates.struct_templates[t];
        st.instances.insert(args.clone(), ty);
        self.templates.struct_instances.insert(ty, (t, args));
        ty
    }

    // ----- function templates: calls ---------------------------------------------------

    /// A call of a name that has function templates (with the name's ordinary overloads), or
    /// of a template type parameter (`T(x)`). `None` when the name is neither.
    pub(super) fn template_call(
        &mut self,
        name: &ast::QualifiedName,
        explicit: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<ExprId> {
        let text = name.to_text();
        if name.is_simple() && explicit.is_none() && self.cur.scopes.lookup(&text).is_none() {
            if let Some(ty) = self.template_type_param(&text) {
                return Some(self.construct(ty, args, span));
            }
        }
        let templates = self.find_fn_templates(&text)?;
        // Explicit template arguments leave only templates as candidates.
        let functions: Vec<FuncId> =
            match (explicit, self.scope.value(text.trim_start_matches("::"))) {
                (None, Some(ValueSymbol::Functions(list))) => list.clone(),
                _ => Vec::new(),
            };
        Some(self.call_with_templates(&text, functions, &templates, explicit, None, args, span))
    }

    /// A call whose candidates are the functions `functions` (member functions take
    /// `receiver` as `this`) and the instances the templates `templates` deduce: the best
    /// conversion wins, a non-template wins a tie.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call_with_templates(
        &mut self,
        text: &str,
        functions: Vec<FuncId>,
        templates: &[usize],
        explicit: Option<&[ast::TemplateArg]>,
        receiver: Option<ExprId>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let explicit_args = match explicit {
            Some(e) => match self.resolve_template_args(e) {
                Some(a) => a,
                None => return self.error_expr(span),
            },
            None => Vec::new(),
        };
        let values = match self.check_args(args) {
            Some(v) => v,
            None => return self.error_expr(span),
        };
        let arg_types: Vec<TypeId> = values.iter().map(|v| self.expr_ty(*v)).collect();
        let mut candidates: Vec<Vec<super::convert::OverloadParam>> = Vec::new();
        let mut owners: Vec<Candidate> = Vec::new();
        for &fid in &functions {
            let (Some(f), Some(info)) = (
                self.functions.get(fid.index()),
                self.func_info.get(fid.index()),
            ) else {
                continue;
            };
            let offset = self.members.this_offset(fid);
            if offset == 1 && receiver.is_none() {
                continue;
            }
            let (n, k) = (f.params.len() - offset, values.len());
            if k > n || !(k..n).all(|i| info.defaults.get(i + offset).is_some_and(Option::is_some))
            {
                continue;
            }
            candidates.push(super::convert::candidate_params(&f.params, offset, k));
            owners.push(Candidate::Function(fid));
        }
        let mut failures: Vec<(usize, Failure)> = Vec::new();
        for &t in templates {
            match self.deduce_call(t, &explicit_args, &arg_types, false) {
                Ok(targs) => match self.instance_params(t, &targs, values.len()) {
                    Some(params) => {
                        // Equal instantiated signatures count once (the first declared).
                        let dup = candidates
                            .iter()
                            .zip(&owners)
                            .any(|(c, o)| matches!(o, Candidate::Template(..)) && c == &params);
                        if !dup {
                            candidates.push(params);
                            owners.push(Candidate::Template(t, targs));
                        }
                    }
                    None => failures.push((
                        t,
                        format!("it takes {} arguments", self.template_param_count(t)),
                    )),
                },
                Err(why) => failures.push((t, why)),
            }
        }
        let chosen = match super::convert::select_overload(&self.types, &candidates, &arg_types) {
            Ok(i) => owners[i].clone(),
            Err(super::convert::OverloadError::Ambiguous(tied)) => {
                // A non-template beats a template that matches as well.
                let plain: Vec<usize> = tied
                    .iter()
                    .copied()
                    .filter(|&i| matches!(owners[i], Candidate::Function(_)))
                    .collect();
                if let [only] = plain[..] {
                    owners[only].clone()
                } else {
                    self.diags.error(
                        Code::AMBIGUOUS_CALL,
                        span,
                        format!(
                            "The call of '{text}' with ({}) matches several overloads equally well. Cast the arguments to pick one.",
                            self.type_list(&values)
                        ),
                    );
                    return self.error_expr(span);
                }
            }
            Err(super::convert::OverloadError::NoMatch) => {
                self.report_no_template_match(text, &values, &failures, functions.is_empty(), span);
                return self.error_expr(span);
            }
        };
        let fid = match chosen {
            Candidate::Function(f) => f,
            Candidate::Template(t, targs) => match self.instantiate_function(t, targs, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            },
        };
        self.emit_user_call(fid, receiver, &values, args, span)
    }

    fn report_no_template_match(
        &mut self,
        text: &str,
        values: &[ExprId],
        failures: &[(usize, Failure)],
        only_templates: bool,
        span: Span,
    ) {
        let list = self.type_list(values);
        match failures {
            [(t, why)] if only_templates => {
                let head = self.fn_decl(*t).map(|f| f.name.span).unwrap_or(span);
                self.diags.push(crate::diag::Report {
                    severity: crate::diag::Severity::Error,
                    code: Code::TEMPLATE_DEDUCTION,
                    span,
                    message: format!(
                        "The template arguments of '{text}' cannot be deduced from ({list}): {why}."
                    ),
                    labels: vec![Label {
                        span: head,
                        message: format!("the template '{text}' is declared here"),
                    }],
                });
            }
            _ => {
                let reasons: Vec<String> = failures
                    .iter()
                    .map(|(_, why)| format!(" A template does not fit: {why}."))
                    .collect();
                self.diags.error(
                    Code::NO_MATCHING_OVERLOAD,
                    span,
                    format!(
                        "No overload of '{text}' takes ({list}).{}",
                        reasons.join("")
                    ),
                );
            }
        }
    }

    fn fn_decl(&self, t: usize) -> Option<&'a ast::FunctionDecl> {
        match self
            .template_decl(self.templates.fn_templates[t].decl)?
            .kind
        {
            ast::DeclKind::Function(ref f) => Some(f),
            _ => None,
        }
    }

    fn template_param_count(&self, t: usize) -> usize {
        self.fn_decl(t).map(|f| f.params.len()).unwrap_or(0)
    }

    /// The types of the first `count` parameters of the instance `t<args>` (without
    /// instantiating its body), or `None` when the call has too many or too few arguments.
    fn instance_params(
        &mut self,
        t: usize,
        args: &[Arg],
        count: usize,
    ) -> Option<Vec<super::convert::OverloadParam>> {
        let f = self.fn_decl(t)?;
        let n = f.params.len();
        if count > n || !f.params[count..].iter().all(|p| p.default_value.is_some()) {
            return None;
        }
        let params = f.template_params.clone();
        let written: Vec<(ast::TypeExprId, Vec<ast::ArrayDim>)> = f.params[..count]
            .iter()
            .map(|p| (p.ty, p.array_dims.clone()))
            .collect();
        let directions: Vec<ParamDirection> = f.params[..count]
            .iter()
            .map(|p| Self::param_direction(&p.modifiers))
            .collect();
        let mut env = self.templates.fn_templates[t].outer.clone();
        env.extend(self.bindings(&params, args)?);
        let ns = self.templates.fn_templates[t].namespace.clone();
        let mark = self.diags.len();
        let types = self.with_env(env, &ns, |c| {
            Some(
                written
                    .iter()
                    .map(|(ty, dims)| {
                        let base = c.resolve_type(*ty);
                        c.apply_array_dims(base, dims)
                    })
                    .collect::<Vec<_>>(),
            )
        })?;
        // A signature that does not form (`vector<T, 5>`) is no candidate (C++'s SFINAE).
        if self.diags.len() != mark || types.iter().any(|&t| self.is_error(t)) {
            return None;
        }
        Some(types.into_iter().zip(directions).collect())
    }

    /// Deduces the template arguments of `t` for a call with `arg_types`, after the explicit
    /// ones. With `exact`, every parameter must be present and deduced exactly (an explicit
    /// specialization's signature).
    fn deduce_call(
        &mut self,
        t: usize,
        explicit: &[Arg],
        arg_types: &[TypeId],
        exact: bool,
    ) -> Result<Vec<Arg>, Failure> {
        let Some(f) = self.fn_decl(t) else {
            return Err("it is not a function".into());
        };
        let params = f.template_params.clone();
        let fparams: Vec<(ast::TypeExprId, Vec<ast::ArrayDim>)> = f
            .params
            .iter()
            .map(|p| (p.ty, p.array_dims.clone()))
            .collect();
        let name = f.name.name.as_str().to_string();
        if explicit.len() > params.len() {
            return Err(format!(
                "'{name}' takes {} template argument{}, but {} were given",
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                explicit.len()
            ));
        }
        if arg_types.len() > fparams.len() || (exact && arg_types.len() != fparams.len()) {
            return Err(format!("it takes {} arguments", fparams.len()));
        }
        let mut slots: Vec<Option<(Arg, usize)>> = vec![None; params.len()];
        for (i, a) in explicit.iter().enumerate() {
            slots[i] = Some((*a, usize::MAX));
        }
        let fixed = explicit.len();
        for (i, (&arg, (pty, dims))) in arg_types.iter().zip(&fparams).enumerate() {
            let arg = super::convert::concrete_literal(&mut self.types, arg);
            let mut d = Deducer {
                params: &params,
                fixed,
                slots: &mut slots,
                arg_index: i,
            };
            d.deduce_dims(self, *pty, dims, arg)?;
        }
        let mut out: Vec<Option<Arg>> = slots.iter().map(|s| s.map(|(a, _)| a)).collect();
        if out.iter().all(Option::is_some) {
            return Ok(out.into_iter().flatten().collect());
        }
        // Defaults for the rest (reporting is left to the caller: this is a candidate check).
        let ns = self.templates.fn_templates[t].namespace.clone();
        let mut done = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if let Some(a) = out[i] {
                done.push(a);
                continue;
            }
            let Some(default) = p.default.clone() else {
                return Err(format!(
                    "nothing gives the template argument '{}': write it, as in {name}<{}>(...)",
                    p.name.as_str(),
                    self.example_args(&params, &done)
                ));
            };
            let env = self
                .bindings(&params[..i], &done)
                .ok_or("a default does not fit")?;
            let a = self
                .with_env(env, &ns, |c| {
                    c.resolve_template_args(std::slice::from_ref(&default))
                })
                .ok_or_else(|| format!("the default of '{}' does not form", p.name.as_str()))?;
            out[i] = Some(a[0]);
            done.push(a[0]);
        }
        Ok(done)
    }

    /// The function `t<args>`: cached, else created and its body checked now.
    fn instantiate_function(&mut self, t: usize, args: Vec<Arg>, span: Span) -> Option<FuncId> {
        if let Some(&fid) = self.templates.fn_templates[t].instances.get(&args) {
            return Some(fid);
        }
        let (primary, ns, spec, owner, outer) = {
            let ft = &self.templates.fn_templates[t];
            let spec = ft
                .specializations
                .iter()
                .find(|(a, _)| a == &args)
                .map(|(_, d)| *d);
            (
                ft.decl,
                ft.namespace.clone(),
                spec,
                ft.owner,
                ft.outer.clone(),
            )
        };
        let decl = spec.unwrap_or(primary);
        let Some(ast::DeclKind::Function(f)) = self.template_decl(decl).map(|d| &d.kind) else {
            return None;
        };
        let name = f.name.name.as_str().to_string();
        let what = match owner {
            Some(o) => format!(
                "{}.{}",
                self.struct_name(o),
                self.instance_name(&name, &args)
            ),
            None => self.instance_name(&name, &args),
        };
        let env = if spec.is_some() {
            Vec::new()
        } else {
            let params = f.template_params.clone();
            let mut env = outer;
            env.extend(self.bindings(&params, &args)?);
            env
        };
        let fid = FuncId(self.functions.len() as u32);
        let instances_at = t;
        let key = args.clone();
        let name_span = f.name.span;
        self.instantiating(what.clone(), span, env, &ns, |c| {
            let mut sig = c.function_signature(f);
            if let Some(owner) = owner {
                c.method_signature(owner, f, &mut sig);
            }
            let added = c.add_declared_function(what.clone(), name_span, decl, sig);
            if let Some(owner) = owner {
                c.register_method(added, owner, f);
            }
            debug_assert_eq!(
                added, fid,
                "the instance's id was taken before it was added"
            );
            // Cached before the body: a body that calls itself with the same arguments is a
            // recursive call (OSH0318), not another instantiation.
            c.templates.fn_templates[instances_at]
                .instances
                .insert(key, fid);
            // A prototype that is DXC's inline SPIR-V instruction (`template<typename T>
            // [[vk::ext_instruction(83)]] T Copy(T v);`): each instance is the instruction at
            // the instance's types.
            if f.body.is_none() {
                let attrs = c
                    .unit
                    .decl_arena
                    .get(decl.index())
                    .map(|d| d.attributes.clone())
                    .unwrap_or_default();
                c.define_as_instruction(fid, &attrs, f);
            }
            if let Some(body) = f.body {
                // The body is checked as a function of its own, outside the caller's.
                let saved_init = c.init_ctx.take();
                c.function_body(fid, body);
                c.init_ctx = saved_init;
            }
            Some(())
        })?;
        Some(fid)
    }
}

/// Matches parameter types as written against argument types, filling template arguments.
struct Deducer<'p> {
    params: &'p [ast::TemplateParam],
    /// Parameters before this index were given explicitly: not deduced.
    fixed: usize,
    /// Per parameter: the argument and the (0-based) call argument it came from.
    slots: &'p mut Vec<Option<(Arg, usize)>>,
    arg_index: usize,
}

impl Deducer<'_> {
    fn param_index(&self, name: &str, want_type: bool) -> Option<usize> {
        self.params.iter().position(|p| {
            p.name.as_str() == name && matches!(p.kind, ast::TemplateParamKind::Type) == want_type
        })
    }

    fn bind(&mut self, c: &Checker<'_>, i: usize, a: Arg) -> Result<(), Failure> {
        if i < self.fixed {
            return Ok(());
        }
        match self.slots[i] {
            None => {
                self.slots[i] = Some((a, self.arg_index));
                Ok(())
            }
            Some((b, _)) if b == a => Ok(()),
            Some((b, from)) => Err(format!(
                "'{}' is '{}' from argument {} but '{}' from argument {}",
                self.params[i].name.as_str(),
                c.arg_text(&b),
                from + 1,
                c.arg_text(&a),
                self.arg_index + 1
            )),
        }
    }

    /// `T a[N][M]` against an argument type.
    fn deduce_dims(
        &mut self,
        c: &mut Checker<'_>,
        pty: ast::TypeExprId,
        dims: &[ast::ArrayDim],
        arg: TypeId,
    ) -> Result<(), Failure> {
        let Some((first, rest)) = dims.split_first() else {
            return self.deduce_type(c, pty, arg);
        };
        let Type::Array { element, length } = c.types.get(arg) else {
            return Err(format!(
                "argument {} is '{}', not an array",
                self.arg_index + 1,
                c.types.display(arg)
            ));
        };
        if let Some(e) = first.size {
            self.deduce_value(c, e, length as i64)?;
        }
        self.deduce_dims(c, pty, rest, element)
    }

    /// A value pattern (`N`) against a known value; other expressions are not deduced.
    fn deduce_value(&mut self, c: &Checker<'_>, e: ast::ExprId, v: i64) -> Result<(), Failure> {
        if let Some(ast::ExprKind::Name {
            name,
            template_args: None,
        }) = c.unit.exprs.get(e.index()).map(|x| &x.kind)
        {
            if name.is_simple() {
                if let Some(i) = self.param_index(name.name.as_str(), false) {
                    return self.bind(c, i, Arg::Int(v));
                }
            }
        }
        Ok(())
    }

    fn deduce_arg(
        &mut self,
        c: &mut Checker<'_>,
        pattern: &ast::TemplateArg,
        actual: Arg,
    ) -> Result<(), Failure> {
        match (pattern, actual) {
            (ast::TemplateArg::Type(t), Arg::Type(a)) => self.deduce_type(c, *t, a),
            (ast::TemplateArg::Expr(e), Arg::Int(v)) => self.deduce_value(c, *e, v),
            (ast::TemplateArg::Expr(e), Arg::Type(a)) => {
                // A bare name the parser took for a value may be a type parameter.
                if let Some(ast::ExprKind::Name {
                    name,
                    template_args: None,
                }) = c.unit.exprs.get(e.index()).map(|x| &x.kind)
                {
                    if let Some(i) = self.param_index(name.name.as_str(), true) {
                        return self.bind(c, i, Arg::Type(a));
                    }
                }
                Ok(())
            }
            (ast::TemplateArg::Type(_), Arg::Int(_)) => Ok(()),
        }
    }

    fn deduce_type(
        &mut self,
        c: &mut Checker<'_>,
        pty: ast::TypeExprId,
        arg: TypeId,
    ) -> Result<(), Failure> {
        let Some(ast::TypeExprKind::Named {
            name,
            template_args,
        }) = c.unit.types.get(pty.index()).map(|t| &t.kind)
        else {
            return Ok(());
        };
        let text = name.to_text();
        let Some(pargs) = template_args else {
            if name.is_simple() {
                if let Some(i) = self.param_index(&text, true) {
                    return self.bind(c, i, Arg::Type(arg));
                }
            }
            return Ok(());
        };
        let mismatch = |c: &Checker<'_>, want: &str| -> Failure {
            format!(
                "argument {} is '{}', not {want}",
                self.arg_index + 1,
                c.types.display(arg)
            )
        };
        let actual: Vec<Arg> = match (text.as_str(), c.types.get(arg)) {
            ("vector", Type::Vector { scalar, size }) => {
                vec![Arg::Type(c.types.scalar(scalar)), Arg::Int(size as i64)]
            }
            ("vector", Type::Scalar(s)) => vec![Arg::Type(c.types.scalar(s)), Arg::Int(1)],
            ("vector", _) => return Err(mismatch(c, "a vector")),
            ("matrix", Type::Matrix { scalar, rows, cols }) => vec![
                Arg::Type(c.types.scalar(scalar)),
                Arg::Int(rows as i64),
                Arg::Int(cols as i64),
            ],
            ("matrix", _) => return Err(mismatch(c, "a matrix")),
            _ => {
                let Some(st) = c.find_struct_template(&text) else {
                    return Ok(());
                };
                match c.templates.struct_instances.get(&arg) {
                    Some((t, a)) if *t == st => a.clone(),
                    _ => return Err(mismatch(c, &format!("a '{text}<...>'"))),
                }
            }
        };
        for (p, a) in pargs.iter().zip(actual) {
            self.deduce_arg(c, p, a)?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "templates_tests.rs"]
mod tests;
