//! Declarations: types as written, structs, typedefs, enums, namespaces, global variables,
//! constant buffers and functions.
//!
//! Input: AST declarations in source order. Output: entries in the checker's type arena,
//! globals, functions and symbol tables. Global variables are classified here (see
//! [`GlobalKind`]): resources, push constants, spec constants, `static`, `static const`,
//! `groupshared`, and plain globals, which become members of the implicit `Globals` buffer.
//!
//! A struct's type exists before its members are checked; static members, member functions
//! and the base go through [`super::members`]. Template declarations are handed to
//! `templates`, which instantiates them on use.
//!
//! Not supported yet (OSH0350 at the construct): specializations of member function
//! templates, interfaces.

use super::check::{Checker, FnCx, FuncInfo, ImplicitGlobals, ResourceInfo};
use super::constant::{self, NotConstant};
use super::hir::{
    self, Block, ConstValue, Function, Global, GlobalId, GlobalKind, Param, ParamDirection,
    ResourceBinding,
};
use super::resolve_types::{builtin_type, Builtin, TemplateArg, BUILTIN_TYPE_NAMES};
use super::scope::{LocalSymbol, ValueSymbol};
use super::stage_io::split_semantic;
use crate::diag::{did_you_mean, Code};
use crate::source::Span;
use crate::syntax::ast::{self, DeclKind, ModifierKind};
use crate::types::{MatrixPacking, ResourceType, Scalar, StructDef, StructMember, Type, TypeId};

/// A function's resolved signature ([`Checker::function_signature`]).
pub(super) struct FnSignature {
    pub params: Vec<Param>,
    /// Parallel to `params`: the default argument as written.
    pub defaults: Vec<Option<ast::ExprId>>,
    pub return_type: TypeId,
    pub return_semantic: Option<crate::types::Semantic>,
}

/// What an attribute argument is.
pub(crate) enum AttrArg {
    Int(i64),
    Str(String),
}

/// The most scalar values an array type may hold (2^26: 256 MiB of floats), far above any
/// real shader's arrays and below every target's limit.
const MAX_ARRAY_COMPONENTS: u32 = 1 << 26;

/// How many scalar values (or resources) a type holds, saturating.
fn value_count(types: &crate::types::TypeArena, ty: TypeId, depth: u32) -> u64 {
    if depth > 64 {
        return 1;
    }
    match types.get(ty) {
        Type::Array { element, length } => {
            u64::from(length.max(1)).saturating_mul(value_count(types, element, depth + 1))
        }
        Type::Struct(s) => types.struct_def(s).map_or(1, |def| {
            def.members
                .iter()
                .map(|m| value_count(types, m.ty, depth + 1))
                .fold(0u64, u64::saturating_add)
        }),
        _ => u64::from(types.component_count(ty).max(1)),
    }
}

impl Checker<'_> {
    // ----- attributes -------------------------------------------------------------------

    /// Finds `[[ns::name(...)]]` / `[name(...)]` (namespace `None` matches either form).
    pub fn find_attr<'b>(
        attrs: &'b [ast::Attribute],
        ns: Option<&str>,
        name: &str,
    ) -> Option<&'b ast::Attribute> {
        attrs.iter().find(|a| {
            a.name.as_str().eq_ignore_ascii_case(name)
                && match (ns, &a.namespace) {
                    (Some(n), Some(an)) => an.as_str() == n,
                    (None, None) => true,
                    _ => false,
                }
        })
    }

    /// The arguments of an attribute: integer constants or strings. Reports OSH0207/OSH0310
    /// for anything else and returns `None`.
    pub fn attr_args(&mut self, attr: &ast::Attribute) -> Option<Vec<AttrArg>> {
        let mut out = Vec::new();
        for (i, &a) in attr.args.iter().enumerate() {
            match self.unit.exprs.get(a.index()).map(|e| &e.kind) {
                Some(ast::ExprKind::StringLit(s)) => out.push(AttrArg::Str(s.clone())),
                _ => {
                    let what = format!("Argument {} of '{}'", i + 1, attr.name.as_str());
                    out.push(AttrArg::Int(self.const_int(a, &what)?));
                }
            }
        }
        Some(out)
    }

    /// An attribute with exactly one integer argument (`[[vk::location(2)]]`).
    pub fn attr_uint(
        &mut self,
        attrs: &[ast::Attribute],
        ns: Option<&str>,
        name: &str,
    ) -> Option<u32> {
        let attr = Self::find_attr(attrs, ns, name)?;
        let args = self.attr_args(attr)?;
        match args.first() {
            Some(AttrArg::Int(v)) if *v >= 0 && *v <= u32::MAX as i64 => Some(*v as u32),
            _ => {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    attr.span,
                    format!("'{}' takes a non-negative integer.", attr.name.as_str()),
                );
                None
            }
        }
    }

    /// `[[vk::input_attachment_index(i)]]`: required on a `SubpassInput` (without it the
    /// SPIR-V is invalid for Vulkan), refused anywhere else, as DXC does.
    fn input_attachment_index(
        &mut self,
        attrs: &[ast::Attribute],
        res: ResourceType,
        span: Span,
    ) -> Option<u32> {
        let subpass = matches!(res, ResourceType::SubpassInput { .. });
        let attr = Self::find_attr(attrs, Some("vk"), "input_attachment_index");
        match (attr, subpass) {
            (Some(_), true) => self.attr_uint(attrs, Some("vk"), "input_attachment_index"),
            (None, true) => {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    span,
                    "A SubpassInput needs [[vk::input_attachment_index(i)]]: the index of the \
                     subpass's input attachment it reads.",
                );
                None
            }
            (Some(a), false) => {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    a.span,
                    "[[vk::input_attachment_index]] goes on a SubpassInput or SubpassInputMS.",
                );
                None
            }
            (None, false) => None,
        }
    }

    /// An attribute with one string argument (`[[oneshader::format("unorm8x4")]]`).
    pub fn attr_string(
        &mut self,
        attrs: &[ast::Attribute],
        ns: Option<&str>,
        name: &str,
    ) -> Option<String> {
        let attr = Self::find_attr(attrs, ns, name)?;
        let args = self.attr_args(attr)?;
        match args.into_iter().next() {
            Some(AttrArg::Str(s)) => Some(s),
            _ => {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    attr.span,
                    format!(
                        "'{}' takes a string, as in {}(\"...\").",
                        attr.name.as_str(),
                        attr.name.as_str()
                    ),
                );
                None
            }
        }
    }

    // ----- types ------------------------------------------------------------------------

    /// Resolves a type as written. Reports and returns the error type when it names nothing.
    pub fn resolve_type(&mut self, t: ast::TypeExprId) -> TypeId {
        let Some(texpr) = self.unit.types.get(t.index()) else {
            return self.error_type();
        };
        match &texpr.kind {
            ast::TypeExprKind::Error => self.error_type(),
            ast::TypeExprKind::Struct(d) => self.declare_struct(*d),
            ast::TypeExprKind::Named {
                name,
                template_args,
            } => {
                let written = name.to_text();
                let prefixes = texpr.prefixes;
                if template_args.is_none() {
                    if let Some(ty) = name
                        .is_simple()
                        .then(|| self.template_type_param(&written))
                        .flatten()
                        .or_else(|| self.scope.ty(written.trim_start_matches("::")))
                    {
                        return ty;
                    }
                }
                let mut args = Vec::new();
                for a in template_args.iter().flatten() {
                    match a {
                        ast::TemplateArg::Type(t) => {
                            let ty = self.resolve_type(*t);
                            if self.is_error(ty) {
                                return ty;
                            }
                            args.push(TemplateArg::Type(ty));
                        }
                        ast::TemplateArg::Expr(e) => {
                            // A bare name may be a type the parser did not know.
                            if let Some(ast::ExprKind::Name {
                                name,
                                template_args: None,
                            }) = self.unit.exprs.get(e.index()).map(|x| &x.kind)
                            {
                                let text = name.to_text();
                                let param = name
                                    .is_simple()
                                    .then(|| self.template_type_param(&text))
                                    .flatten();
                                if let Some(ty) = param.or_else(|| self.scope.ty(&text)) {
                                    args.push(TemplateArg::Type(ty));
                                    continue;
                                }
                            }
                            match self.const_int(*e, &format!("A template argument of '{written}'"))
                            {
                                Some(v) => args.push(TemplateArg::Int(v)),
                                None => return self.error_type(),
                            }
                        }
                    }
                }
                if template_args.is_some() {
                    if let Some(ty) = self.struct_template_type(&written, &args, texpr.span) {
                        return ty;
                    }
                    if let Some(ty) = self.alias_template_type(&written, &args, texpr.span) {
                        return ty;
                    }
                }
                if written == "RayDesc" && template_args.is_none() {
                    return self.ray_desc_type();
                }
                if written == "string" && template_args.is_none() {
                    // Global string constants are handled before their type is resolved.
                    self.diags.error(
                        Code::UNSUPPORTED,
                        texpr.span,
                        "A string is not a value: only global string constants (const string \
                         fmt = \"...\";) are allowed, as printf formats.",
                    );
                    return self.error_type();
                }
                let lookup_name = if prefixes.unsigned && written == "int" {
                    "uint"
                } else {
                    written.as_str()
                };
                match builtin_type(
                    lookup_name,
                    &args,
                    &mut self.types,
                    self.options.enable_16bit_types,
                ) {
                    Builtin::Type(ty) => ty,
                    Builtin::Error(code, message) => {
                        self.diags.error(code, texpr.span, message);
                        self.error_type()
                    }
                    Builtin::NotBuiltin
                        if matches!(
                            written.as_str(),
                            "sampler1D" | "sampler2D" | "sampler3D" | "samplerCUBE"
                        ) =>
                    {
                        let texture = match written.as_str() {
                            "sampler1D" => "Texture1D",
                            "sampler2D" => "Texture2D",
                            "sampler3D" => "Texture3D",
                            _ => "TextureCube",
                        };
                        self.diags.error(
                            Code::UNSUPPORTED,
                            name.span,
                            format!("'{written}' is Direct3D 9's sampler type, which DXC does not support either. Declare a {texture} and a SamplerState and sample with {texture}.Sample(sampler, uv)."),
                        );
                        self.error_type()
                    }
                    Builtin::NotBuiltin if written == "vk::ext_type" => {
                        self.diags.error(
                            Code::UNSUPPORTED,
                            name.span,
                            "DXC's older inline SPIR-V types (vk::ext_type<N> defined by a [[vk::ext_type_def]] function's call) are not supported; declare the type with vk::SpirvType or vk::SpirvOpaqueType, which DXC's proposal 0011 replaces them with.",
                        );
                        self.error_type()
                    }
                    Builtin::NotBuiltin => {
                        let mut candidates: Vec<String> =
                            self.scope.type_names().map(str::to_string).collect();
                        candidates.extend(BUILTIN_TYPE_NAMES.iter().map(|s| s.to_string()));
                        let hint = did_you_mean(&written, candidates.iter().map(String::as_str))
                            .map(|s| format!(" Did you mean '{s}'?"))
                            .unwrap_or_default();
                        self.diags.error(
                            Code::UNDECLARED,
                            name.span,
                            format!("The type '{written}' is not declared.{hint}"),
                        );
                        self.error_type()
                    }
                }
            }
        }
    }

    /// Applies `[N][M]` to a type (outermost first in source, so built inside-out). `None`
    /// sizes (`[]`) become length 0; callers decide whether that is allowed.
    pub fn apply_array_dims(&mut self, base: TypeId, dims: &[ast::ArrayDim]) -> TypeId {
        let mut ty = base;
        for dim in dims.iter().rev() {
            let len = match dim.size {
                None => 0,
                Some(e) => match self.const_int(e, "The array size") {
                    Some(n) if n > 0 && n <= u32::MAX as i64 => n as u32,
                    Some(n) => {
                        self.diags.error(
                            Code::NOT_CONSTANT,
                            dim.span,
                            format!("The array size must be positive, not {n}."),
                        );
                        return self.error_type();
                    }
                    None => return self.error_type(),
                },
            };
            if self.is_error(ty) {
                return ty;
            }
            ty = self.types.array(ty, len);
            if value_count(&self.types, ty, 0) > u64::from(MAX_ARRAY_COMPONENTS) {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    dim.span,
                    format!("This array holds more than {MAX_ARRAY_COMPONENTS} values, more than any target can address (WGSL limits a variable to 2 GiB). Use a buffer."),
                );
                return self.error_type();
            }
        }
        ty
    }

    // ----- top level --------------------------------------------------------------------

    pub fn top_level_decl(&mut self, id: ast::DeclId) {
        let Some(decl) = self.unit.decl_arena.get(id.index()) else {
            return;
        };
        match &decl.kind {
            DeclKind::Variable(v) => self.global_variable(decl, v),
            DeclKind::Function(f) => self.function_decl(id, f),
            DeclKind::Struct(_) => {
                self.declare_struct(id);
            }
            DeclKind::Buffer(b) => self.buffer_decl(decl, b),
            DeclKind::Typedef(t) => self.typedef_decl(t, &decl.attributes),
            DeclKind::Enum(e) => self.enum_decl(e, decl.span),
            DeclKind::Namespace(n) => {
                self.scope.namespace.push(n.name.as_str().to_string());
                for &d in &n.decls {
                    self.top_level_decl(d);
                }
                self.scope.namespace.pop();
            }
        }
    }

    pub(super) fn unsupported(&mut self, span: Span, what: &str) {
        self.diags.error(
            Code::UNSUPPORTED,
            span,
            format!("{what} is not supported yet."),
        );
    }

    pub(super) fn redefinition(&mut self, name: &ast::Ident) {
        self.diags.error(
            Code::REDEFINITION,
            name.span,
            format!(
                "'{}' is already declared in this scope. Rename one of them.",
                name.as_str()
            ),
        );
    }

    /// A `typedef` or `using` alias. Its `[[vk::ext_capability]]`/`[[vk::ext_extension]]`
    /// (DXC's proposal 0011) are what the inline SPIR-V type it names needs wherever it is used.
    pub fn typedef_decl(&mut self, t: &ast::TypedefDecl, attrs: &[ast::Attribute]) {
        if !t.template_params.is_empty() {
            if let Some(d) = t.declarators.first() {
                self.declare_alias_template(&d.name, t, attrs);
            }
            return;
        }
        // `typedef struct S { ... } N;`: the parser hands the definition over as a declaration
        // of its own, declared just before; declaring it again would redefine `S`.
        let defined = match self.unit.types.get(t.ty.index()).map(|x| &x.kind) {
            Some(ast::TypeExprKind::Struct(d)) => self.declared_structs.get(d).copied(),
            _ => None,
        };
        let base = match defined {
            Some(ty) => ty,
            None => self.resolve_type(t.ty),
        };
        self.alias_spirv_needs(base, attrs);
        for d in &t.declarators {
            let ty = self.apply_array_dims(base, &d.array_dims);
            if self.cur_is_function() {
                // Local typedefs are rare; they share the global type namespace here.
            }
            let full = self.scope.qualify(d.name.as_str());
            if t.modifiers.contains(ModifierKind::Const) {
                self.record_const_alias(full.clone());
            }
            self.scope.declare_type(full, ty);
        }
    }

    pub(super) fn cur_is_function(&self) -> bool {
        self.init_ctx.is_some()
    }

    pub fn enum_decl(&mut self, e: &ast::EnumDecl, span: Span) {
        let ty = match e.underlying {
            Some(t) => self.resolve_type(t),
            None => self.types.scalar(Scalar::INT),
        };
        let scalar = self.types.scalar_of(ty).unwrap_or(Scalar::INT);
        let enum_name = e.name.as_ref().map(|n| n.as_str().to_string());
        if let Some(n) = &enum_name {
            let full = self.scope.qualify(n);
            self.scope.declare_type(full, ty);
        }
        let mut next: i64 = 0;
        for en in &e.enumerators {
            if let Some(v) = en.value {
                if let Some(n) = self.const_int(v, "An enumerator's value") {
                    next = n;
                }
            }
            let value = constant::normalize(
                if scalar.is_signed() {
                    ConstValue::Int(next)
                } else {
                    ConstValue::Uint(next as u64)
                },
                scalar,
            );
            let sym = ValueSymbol::EnumValue { value, ty };
            if let Some(n) = &enum_name {
                let full = self.scope.qualify(&format!("{n}::{}", en.name.as_str()));
                self.scope.declare_value(full, sym.clone());
            }
            if !e.scoped {
                let full = self.scope.qualify(en.name.as_str());
                self.scope.declare_value(full, sym);
            }
            next = next.wrapping_add(1);
        }
        let _ = span;
    }

    // ----- structs ----------------------------------------------------------------------

    /// Declares a struct (once) and returns its type.
    pub fn declare_struct(&mut self, id: ast::DeclId) -> TypeId {
        let Some(decl) = self.unit.decl_arena.get(id.index()) else {
            return self.error_type();
        };
        let DeclKind::Struct(s) = &decl.kind else {
            return self.error_type();
        };
        if s.is_template {
            return self.declare_struct_template(id, s);
        }
        if s.keyword == ast::StructKeyword::Interface && !s.is_forward {
            return self.declare_interface(id, s, decl.span);
        }
        let name = s
            .name
            .as_ref()
            .map(|n| n.as_str().to_string())
            .unwrap_or_else(|| "anonymous".into());
        if s.is_forward {
            if let Some(t) = self.scope.ty(&name) {
                return t;
            }
            // `struct S;`: the type exists from here (a vk::BufferPointer<S> may name it); the
            // definition fills it.
            let ty = self.types.add_struct(StructDef {
                name: name.clone(),
                members: Vec::new(),
                span: decl.span,
            });
            if let Some(n) = &s.name {
                let full = self.scope.qualify(n.as_str());
                self.scope.declare_type(full.clone(), ty);
                self.forward_structs.insert(full, (ty, decl.span));
            }
            return ty;
        }
        let mut interfaces = Vec::new();
        let base = self.struct_base(s, decl.span, &mut interfaces);
        let forward = s
            .name
            .as_ref()
            .and_then(|n| self.forward_structs.remove(&self.scope.qualify(n.as_str())));
        // The type exists before its members, so member functions can name it (and nested
        // structs can name their enclosing struct). A forward-declared one already does.
        let ty = match forward {
            Some((ty, _)) => {
                if let Type::Struct(sid) = self.types.get(ty) {
                    if let Some(def) = self.types.struct_def_mut(sid) {
                        def.span = decl.span;
                    }
                }
                ty
            }
            None => self.types.add_struct(StructDef {
                name: name.clone(),
                members: Vec::new(),
                span: decl.span,
            }),
        };
        if let (Some(n), None) = (&s.name, forward) {
            let full = self.scope.qualify(n.as_str());
            if self.scope.declare_type(full, ty).is_some() && !self.cur_is_function() {
                self.redefinition(n);
            }
        }
        self.declared_structs.insert(id, ty);
        self.begin_struct(ty, s.name.as_ref(), base);
        let members = self.struct_members(&s.members, Some(ty));
        self.end_struct(ty, members);
        if !interfaces.is_empty() {
            let at = s.name.as_ref().map_or(decl.span, |n| n.span);
            self.check_implemented(ty, &interfaces, at);
        }
        ty
    }

    /// OSH0300 for each struct declared `struct S;`, never defined, and held by a variable,
    /// parameter, result, member or array (pointing to it with `vk::BufferPointer` is fine:
    /// nothing needs its size there).
    pub(super) fn report_undefined_structs(&mut self) {
        let undefined = std::mem::take(&mut self.forward_structs);
        if undefined.is_empty() {
            return;
        }
        // Everything that holds a value, by the type it holds once arrays are taken off.
        let types = &self.types;
        let mut holders: Vec<(TypeId, Span)> = Vec::new();
        for (_, def) in types.structs() {
            holders.extend(def.members.iter().map(|m| (m.ty, m.span)));
        }
        holders.extend(self.globals.iter().map(|g| (g.ty, g.span)));
        for f in &self.functions {
            holders.push((f.return_type, f.span));
            holders.extend(f.params.iter().map(|p| (p.ty, p.span)));
            holders.extend(f.locals.iter().map(|l| (l.ty, l.span)));
        }
        for h in &mut holders {
            h.0 = types.innermost_element(h.0);
        }
        for (name, (ty, decl_span)) in undefined {
            let first = holders
                .iter()
                .filter(|(t, _)| *t == ty)
                .map(|&(_, span)| span)
                .min_by_key(|s| (s.file.0, s.start));
            if let Some(at) = first {
                self.diags.push(crate::diag::Report {
                    severity: crate::diag::Severity::Error,
                    code: Code::UNDECLARED,
                    span: at,
                    message: format!("The struct '{name}' is declared but never defined, so nothing can hold one. Define it, or only point to it with vk::BufferPointer<{name}>."),
                    labels: vec![crate::diag::Label {
                        span: decl_span,
                        message: format!("'{name}' is declared here"),
                    }],
                });
            }
        }
    }

    /// The members of a struct or buffer body (variables; other declarations are handled or
    /// rejected). `owner` is the struct being declared (`None` for a buffer), whose static members and
    /// member functions go to [`super::members`].
    pub(super) fn struct_members(
        &mut self,
        decls: &[ast::DeclId],
        owner: Option<TypeId>,
    ) -> Vec<StructMember> {
        let mut members: Vec<StructMember> = self.base_member(owner).into_iter().collect();
        // The names declared so far (not the base), so a struct of n members is checked in
        // linear time.
        let mut seen: rustc_hash::FxHashSet<String> = rustc_hash::FxHashSet::default();
        // The fields as written, kept when a bit-field merges into a member.
        let mut slots = Vec::new();
        let mut open_unit = None;
        if let Some(base) = members.first() {
            let base = base.clone();
            self.plain_field(&mut slots, &mut open_unit, &base, 0);
        }
        let mut has_bit_fields = false;
        for &m in decls {
            let Some(md) = self.unit.decl_arena.get(m.index()) else {
                continue;
            };
            match &md.kind {
                DeclKind::Variable(v) => {
                    if v.modifiers.contains(ModifierKind::Static) {
                        match owner {
                            Some(_) => self.global_variable(md, v),
                            None => self.unsupported(md.span, "A static buffer member"),
                        }
                        continue;
                    }
                    // A struct template instance being declared is complete only for its
                    // member functions: a field that names it is the instance holding itself.
                    self.templates.resolving_field += 1;
                    let base = self.resolve_type(v.ty);
                    self.templates.resolving_field -= 1;
                    let base = self.complete_member_type(base, v.ty);
                    // DXC decorates the struct type's member (OpMemberDecorate) and the stage
                    // variable a member becomes; neither is built, so the attribute is refused
                    // where written rather than dropped.
                    self.refuse_spirv_attrs(&md.attributes);
                    for d in &v.declarators {
                        let ty = self.apply_array_dims(base, &d.array_dims);
                        if !seen.insert(d.name.as_str().to_string()) {
                            self.redefinition(&d.name);
                            continue;
                        }
                        self.holds_ray_query(ty, d.name.span, "a struct member");
                        self.refuse_non_value_type(ty, d.name.span);
                        self.alias_spirv_needs(ty, &md.attributes);
                        self.refuse_unsized_value_array(ty, d.name.span, d.name.as_str());
                        let mut member = StructMember::new(d.name.as_str(), ty, d.name.span);
                        member.semantic = d
                            .semantic
                            .as_ref()
                            .map(|s| split_semantic(s.as_str(), s.span));
                        member.interpolation = v.modifiers.interpolation();
                        member.packing = v.modifiers.packing().or(v.default_packing);
                        member.precise = v.modifiers.contains(ModifierKind::Precise);
                        member.location = self.attr_uint(&md.attributes, Some("vk"), "location");
                        member.vk_builtin = self.attr_string(&md.attributes, Some("vk"), "builtin");
                        member.vertex_format = self
                            .attr_string(&md.attributes, Some("oneshader"), "format")
                            .map(|f| f.to_ascii_lowercase());
                        member.explicit_offset =
                            self.attr_uint(&md.attributes, Some("vk"), "offset");
                        if let Some(po) = &d.packoffset {
                            member.explicit_offset = self.packoffset_bytes(po);
                        }
                        if d.init.is_some() {
                            self.diags.error(
                                Code::BAD_DECLARATION,
                                d.span,
                                format!(
                                    "The member '{}' cannot have an initializer here.",
                                    d.name.as_str()
                                ),
                            );
                        }
                        if let Some(width) = d.bit_width {
                            if owner.is_none() {
                                self.diags.error(
                                    Code::UNSUPPORTED,
                                    d.name.span,
                                    format!("'{}' is a bit-field of a cbuffer, which is not supported: declare a struct with the bit-fields and a member of that struct.", d.name.as_str()),
                                );
                            } else if self.bit_field(
                                &mut members,
                                &mut slots,
                                &mut open_unit,
                                &member,
                                d,
                                width,
                            ) {
                                has_bit_fields = true;
                                continue;
                            }
                        }
                        let index = members.len();
                        self.plain_field(&mut slots, &mut open_unit, &member, index);
                        members.push(member);
                    }
                }
                DeclKind::Function(f) if f.is_template => match owner {
                    Some(owner) => self.declare_member_template(owner, m, f),
                    None => self.unsupported(md.span, "A member function template"),
                },
                DeclKind::Function(f) => match owner {
                    Some(owner) => self.member_function_decl(owner, m, md, f),
                    None => self.unsupported(md.span, "A member function"),
                },
                DeclKind::Struct(_) => {
                    self.declare_struct(m);
                }
                DeclKind::Typedef(t) => self.typedef_decl(t, &md.attributes),
                DeclKind::Enum(e) => self.enum_decl(e, md.span),
                DeclKind::Buffer(_) | DeclKind::Namespace(_) => self.diags.error(
                    Code::BAD_DECLARATION,
                    md.span,
                    "This declaration is not allowed inside a struct.",
                ),
            }
        }
        if let (true, Some(owner)) = (has_bit_fields, owner) {
            self.bit_fields.insert(owner, slots);
        }
        members
    }

    fn packoffset_bytes(&mut self, po: &ast::PackOffset) -> Option<u32> {
        let Some(reg) = po.register_number() else {
            self.diags.error(
                Code::BAD_REGISTER,
                po.span,
                format!(
                    "'{}' is not a constant register: packoffset takes cN or cN.x/y/z/w.",
                    po.register.as_str()
                ),
            );
            return None;
        };
        let comp = match po
            .component
            .as_ref()
            .map(|c| c.as_str().to_ascii_lowercase())
        {
            None => 0,
            Some(c) => match c.as_str() {
                "x" | "r" => 0,
                "y" | "g" => 1,
                "z" | "b" => 2,
                "w" | "a" => 3,
                _ => {
                    self.diags.error(
                        Code::BAD_REGISTER,
                        po.span,
                        format!("'{c}' is not a component: use x, y, z or w."),
                    );
                    return None;
                }
            },
        };
        reg.checked_mul(16).and_then(|b| b.checked_add(comp * 4))
    }

    // ----- global variables -------------------------------------------------------------

    pub(super) fn push_global(
        &mut self,
        name: &str,
        ty: TypeId,
        span: Span,
        kind: GlobalKind,
    ) -> GlobalId {
        let id = GlobalId(self.globals.len() as u32);
        self.globals.push(Global {
            name: name.to_string(),
            ty,
            span,
            kind,
            spirv_decorations: Vec::new(),
        });
        self.resource_info.push(None);
        id
    }

    /// Declares a global whose declaration failed (reported) with the error type, so its uses
    /// report nothing more.
    pub(super) fn declare_error_global(&mut self, d: &ast::Declarator) {
        let error = self.error_type();
        let g = self.push_global(d.name.as_str(), error, d.name.span, GlobalKind::GroupShared);
        self.declare_global_name(&d.name, ValueSymbol::Global(g));
    }

    pub(super) fn declare_global_name(&mut self, name: &ast::Ident, sym: ValueSymbol) {
        let full = self.scope.qualify(name.as_str());
        if self.scope.has_value(&full) {
            self.redefinition(name);
            return;
        }
        self.scope.declare_value(full, sym);
    }

    /// An empty resource binding; sets and bindings are assigned after all declarations.
    pub(super) fn unbound(count: u32) -> ResourceBinding {
        ResourceBinding {
            set: 0,
            binding: 0,
            slots: Default::default(),
            count,
            layout: None,
            image_format: None,
            input_attachment_index: None,
            combined_with: None,
            counter: None,
            implicit_globals: false,
            block: false,
            alias_of: None,
            rasterizer_ordered: false,
            globally_coherent: false,
            heap: None,
        }
    }

    /// `row_major`/`column_major` written on a type's first template argument.
    fn template_arg_packing(&self, t: ast::TypeExprId) -> Option<crate::types::MatrixPacking> {
        match self.unit.types.get(t.index()).map(|t| &t.kind) {
            Some(ast::TypeExprKind::Named {
                template_args: Some(args),
                ..
            }) => match args.first() {
                Some(ast::TemplateArg::Type(a)) => self.unit.types.get(a.index())?.prefixes.packing,
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether a declaration's type is written as a rasterizer-ordered view.
    fn is_rasterizer_ordered(&self, t: ast::TypeExprId) -> bool {
        matches!(
            self.unit.types.get(t.index()).map(|t| &t.kind),
            Some(ast::TypeExprKind::Named { name, .. })
                if name.name.as_str().starts_with("RasterizerOrdered")
        )
    }

    pub(super) fn global_variable(&mut self, decl: &ast::Decl, v: &ast::VarDecl) {
        if self.is_string_type(v.ty) {
            self.string_global(v);
            return;
        }
        let m = &v.modifiers;
        let base = self.resolve_type(v.ty);
        self.refuse_spirv_attrs_except(&decl.attributes, super::inline_spirv::ON_GLOBALS);
        if matches!(
            self.types.get(self.types.innermost_element(base)),
            Type::Spirv(_)
        ) {
            // DXC's proposal 0011: what an inline SPIR-V type needs, written on a variable.
            self.alias_spirv_needs(base, &decl.attributes);
        } else {
            self.refuse_spirv_requirements_on(&decl.attributes, "a global variable");
        }
        let decorations = self.spirv_decorations(&decl.attributes);
        let first_global = self.globals.len();
        let is_static = m.contains(ModifierKind::Static);
        let is_const = m.contains(ModifierKind::Const);
        let groupshared = m.contains(ModifierKind::Groupshared);
        let spec_id = Self::find_attr(&decl.attributes, Some("vk"), "constant_id");
        let push_constant =
            Self::find_attr(&decl.attributes, Some("vk"), "push_constant").is_some();
        // `StructuredBuffer<row_major float4x4>`: the element's packing is written in the
        // template argument.
        let packing = self
            .template_arg_packing(v.ty)
            .or(m.packing())
            .or(v.default_packing)
            .unwrap_or(self.options.matrix_packing);
        for d in &v.declarators {
            let mut ty = self.apply_array_dims(base, &d.array_dims);
            if (d.init.is_none()
                && self.refuse_unsized_value_array(ty, d.name.span, d.name.as_str()))
                || self.refuse_non_value_type(ty, d.name.span)
            {
                ty = self.error_type();
            }
            if self.is_error(ty) {
                self.declare_error_global(d);
                continue;
            }
            if let Some((builtin, output)) =
                self.spirv_builtin_global(&decl.attributes, is_static, is_const, d.init.is_some())
            {
                let kind = GlobalKind::SpirvBuiltIn { builtin, output };
                let g = self.push_global(d.name.as_str(), ty, d.name.span, kind);
                self.declare_global_name(&d.name, ValueSymbol::Global(g));
                continue;
            }
            // `Texture2D t[2][3]`: one array of 6 at one binding (as Vulkan counts the
            // descriptors of an array of arrays, row by row); `t[i][j]` reads element i * 3 + j.
            let dims = self.multi_dim_resource_dims(ty);
            if let Some(dims) = &dims {
                let element = self.types.innermost_element(ty);
                let count = dims.iter().map(|&d| u64::from(d)).product::<u64>();
                match u32::try_from(count) {
                    Ok(count) if !is_static && !dims.contains(&0) => {
                        ty = self.types.array(element, count)
                    }
                    _ => {
                        self.diags.error(
                            Code::UNSUPPORTED,
                            d.name.span,
                            format!("'{}' is a multi-dimensional resource array {}, which is not supported: give every dimension a size (and no 'static'), or declare it with one dimension and compute the element's index.", d.name.as_str(), if is_static { "declared 'static'" } else { "with a dimension without a size" }),
                        );
                        self.declare_error_global(d);
                        continue;
                    }
                }
            }
            let (elem, count) = self.resource_array_shape(ty);
            if elem.is_some() && is_static {
                self.static_resource(d, ty);
                continue;
            }
            if let Some(res) = elem {
                if push_constant {
                    if let ResourceType::ConstantBuffer { element } = res {
                        self.push_constant_global(d, element, packing);
                        continue;
                    }
                }
                let mut binding = Self::unbound(count);
                binding.image_format = self
                    .attr_string(&decl.attributes, Some("vk"), "image_format")
                    .map(|f| f.to_ascii_lowercase());
                binding.input_attachment_index =
                    self.input_attachment_index(&decl.attributes, res, d.name.span);
                binding.rasterizer_ordered = self.is_rasterizer_ordered(v.ty);
                binding.globally_coherent = m.contains(ModifierKind::GloballyCoherent);
                if matches!(res, ResourceType::SubpassInput { .. }) && count != 1 {
                    self.diags.error(
                        Code::UNSUPPORTED,
                        d.name.span,
                        "An array of SubpassInput is not supported yet: declare one SubpassInput \
                         per input attachment.",
                    );
                }
                let g = self.push_global(
                    d.name.as_str(),
                    ty,
                    d.name.span,
                    GlobalKind::Resource(binding),
                );
                if let Some(dims) = dims {
                    self.multi_dim_resources.insert(g, dims);
                }
                let vk_binding = self.vk_binding(&decl.attributes);
                let counter_binding =
                    self.attr_uint(&decl.attributes, Some("vk"), "counter_binding");
                self.resource_info[g.index()] = Some(ResourceInfo {
                    registers: d.registers.clone(),
                    vk_binding,
                    counter_binding,
                    packing,
                    span: d.name.span,
                    ..ResourceInfo::default()
                });
                self.declare_global_name(&d.name, ValueSymbol::Global(g));
                if d.init.is_some() {
                    self.diags.error(
                        Code::BAD_DECLARATION,
                        d.span,
                        "A resource cannot have an initializer.",
                    );
                }
                continue;
            }
            if push_constant {
                if matches!(self.types.get(ty), Type::Struct(_)) {
                    self.push_constant_global(d, ty, packing);
                } else {
                    self.diags.error(
                        Code::PUSH_CONSTANT_CONFLICT,
                        d.span,
                        "[[vk::push_constant]] goes on a struct-typed global or a ConstantBuffer<T>.",
                    );
                }
                continue;
            }
            if let Some(attr) = spec_id {
                self.spec_constant(attr, d, ty, is_static);
                continue;
            }
            if groupshared {
                let g = self.push_global(d.name.as_str(), ty, d.name.span, GlobalKind::GroupShared);
                self.declare_global_name(&d.name, ValueSymbol::Global(g));
                if d.init.is_some() {
                    self.diags.error(Code::BAD_DECLARATION, d.span, "A groupshared variable cannot have an initializer: assign it in the shader.");
                }
                continue;
            }
            if is_static || (is_const && d.init.is_some()) {
                self.static_global(d, ty, is_const);
                continue;
            }
            self.implicit_global_member(d, ty, v, &decl.attributes);
        }
        self.attach_spirv_decorations(&decl.attributes, decorations, first_global);
    }

    /// `static Texture2D t = init;`: `t` names the resource `init` names, a resource global or
    /// an element of a resource array at a constant index (a descriptor heap's too). DXC
    /// legalizes such variables to that resource; here the name is bound to it directly.
    fn static_resource(&mut self, d: &ast::Declarator, ty: TypeId) {
        let Some(init) = d.init else {
            self.diags.error(
                Code::UNSUPPORTED,
                d.name.span,
                format!(
                    "A static resource without an initializer is not supported by OneShader yet: initialize '{}' with the resource it stands for, as in 'static Texture2D t = gTextures[3];'.",
                    d.name.as_str()
                ),
            );
            return;
        };
        let mark = self.cur.exprs.len();
        let used = self.cur.used.clone();
        let v = match self.heap_element_given(init, ty) {
            Some(v) => v,
            None => {
                let v = self.check_expr(init);
                self.coerce(v, ty, self.aspan(init))
            }
        };
        let target = match self.expr(v).map(|e| e.kind.clone()) {
            Some(hir::ExprKind::Global(g)) => Some((g, None)),
            Some(hir::ExprKind::Index { base, index }) => {
                let k = self.fold(index).ok().as_ref().and_then(constant::as_index);
                match (self.expr(base).map(|e| &e.kind), k) {
                    (Some(hir::ExprKind::Global(g)), Some(k)) => {
                        u32::try_from(k).ok().map(|k| (*g, Some(k)))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let failed = self.is_error(self.expr_ty(v));
        self.cur.exprs.truncate(mark);
        self.cur.used = used;
        match target {
            Some((global, index)) => {
                self.declare_global_name(&d.name, ValueSymbol::StaticResource { global, index })
            }
            None => {
                if !failed {
                    self.diags.error(
                        Code::UNSUPPORTED,
                        self.aspan(init),
                        format!(
                            "The static resource '{}' stands for the resource its initializer names: write a resource global or an element at a constant index ('gTextures[3]', 'ResourceDescriptorHeap[3]').",
                            d.name.as_str()
                        ),
                    );
                }
                self.declare_error_global(d);
            }
        }
    }

    /// For a resource type or an array of one: (the resource, count), the count 0 for an
    /// unbounded array (`Texture2D T[]`, a run-time sized descriptor array).
    /// The dimensions of a resource array of two or more dimensions (`[2, 3]` for
    /// `Texture2D t[2][3]`, 0 for one without a size); `None` for anything else.
    fn multi_dim_resource_dims(&self, ty: TypeId) -> Option<Vec<u32>> {
        let mut dims = Vec::new();
        let mut t = ty;
        while let Type::Array { element, length } = self.types.get(t) {
            dims.push(length);
            t = element;
            if dims.len() > 8 {
                return None;
            }
        }
        (dims.len() >= 2 && matches!(self.types.get(t), Type::Resource(_))).then_some(dims)
    }

    fn resource_array_shape(&self, ty: TypeId) -> (Option<ResourceType>, u32) {
        match self.types.get(ty) {
            Type::Resource(r) => (Some(r), 1),
            Type::Array { element, length } => match self.types.get(element) {
                Type::Resource(r) => (Some(r), length),
                _ => (None, 1),
            },
            _ => (None, 1),
        }
    }

    pub(super) fn vk_binding(&mut self, attrs: &[ast::Attribute]) -> Option<(u32, Option<u32>)> {
        let attr = Self::find_attr(attrs, Some("vk"), "binding")?;
        let args = self.attr_args(attr)?;
        let num = |a: Option<&AttrArg>| match a {
            Some(AttrArg::Int(v)) if *v >= 0 && *v <= u32::MAX as i64 => Some(*v as u32),
            _ => None,
        };
        match (num(args.first()), args.len()) {
            (Some(b), 1) => Some((b, None)),
            (Some(b), 2) => match num(args.get(1)) {
                Some(s) => Some((b, Some(s))),
                None => {
                    self.diags.error(Code::BAD_ATTRIBUTE, attr.span, "vk::binding takes a binding and an optional set, both non-negative integers.");
                    None
                }
            },
            _ => {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    attr.span,
                    "vk::binding takes a binding and an optional set, both non-negative integers.",
                );
                None
            }
        }
    }

    fn push_constant_global(
        &mut self,
        d: &ast::Declarator,
        element: TypeId,
        packing: MatrixPacking,
    ) {
        let layout = super::layout::push_constant_layout(
            &self.types,
            element,
            packing,
            self.options.buffer_layout,
            d.name.as_str(),
            d.name.span,
            self.diags,
        );
        let g = self.push_global(
            d.name.as_str(),
            element,
            d.name.span,
            GlobalKind::PushConstant {
                layout,
                slots: Default::default(),
            },
        );
        self.declare_global_name(&d.name, ValueSymbol::Global(g));
    }

    fn spec_constant(
        &mut self,
        attr: &ast::Attribute,
        d: &ast::Declarator,
        ty: TypeId,
        is_static: bool,
    ) {
        let id = match self.attr_args(attr).as_deref() {
            Some([AttrArg::Int(v)]) if *v >= 0 && *v <= u32::MAX as i64 => Some(*v as u32),
            Some(_) => {
                self.diags.error(
                    Code::BAD_SPEC_CONSTANT,
                    attr.span,
                    "vk::constant_id takes one non-negative integer id.",
                );
                None
            }
            None => None,
        };
        let scalar_ok = matches!(self.types.get(ty), Type::Scalar(s) if s.width == 32);
        if !scalar_ok || is_static {
            self.diags.error(
                Code::BAD_SPEC_CONSTANT,
                d.name.span,
                format!(
                    "The specialization constant '{}' must be a non-static 'const' bool, int, uint or float scalar.",
                    d.name.as_str()
                ),
            );
        }
        let default = match d.init {
            Some(e) => {
                let mark = self.cur.exprs.len();
                let v = self.check_expr(e);
                let v = self.coerce(v, ty, self.aspan(e));
                let r = self.fold(v);
                self.cur.exprs.truncate(mark);
                match r {
                    Ok(v) => Some(v),
                    Err(_) => {
                        self.diags.error(Code::BAD_SPEC_CONSTANT, self.aspan(e), format!("The default of the specialization constant '{}' must be a constant.", d.name.as_str()));
                        None
                    }
                }
            }
            None => {
                self.diags.error(
                    Code::BAD_SPEC_CONSTANT,
                    d.name.span,
                    format!(
                        "The specialization constant '{}' needs a default value: add '= value'.",
                        d.name.as_str()
                    ),
                );
                None
            }
        };
        if let Some(id) = id {
            let dup = self.globals.iter().any(
                |g| matches!(g.kind, GlobalKind::SpecConstant { id: other, .. } if other == id),
            );
            if dup {
                self.diags.error(Code::BAD_SPEC_CONSTANT, attr.span, format!("The specialization constant id {id} is used twice. Give each constant its own id."));
            }
        }
        let default = default.unwrap_or_else(|| constant::zero_value(&self.types, ty, 0));
        let g = self.push_global(
            d.name.as_str(),
            ty,
            d.name.span,
            GlobalKind::SpecConstant {
                id: id.unwrap_or(0),
                default,
            },
        );
        self.declare_global_name(&d.name, ValueSymbol::Global(g));
    }

    fn static_global(&mut self, d: &ast::Declarator, ty: TypeId, is_const: bool) {
        let mut ty = ty;
        let init = d.init.map(|e| {
            let (v, t) = self.check_initializer(e, ty);
            ty = t;
            v
        });
        let folded = match init {
            Some(v) => Some(self.fold(v)),
            // `static const S s;` of a struct without data (only member functions), as DXC
            // accepts it: there is nothing to initialize.
            None if is_const && self.has_no_data(ty) => {
                Some(Ok(constant::zero_value(&self.types, ty, 0)))
            }
            None => None,
        };
        let kind = match (is_const, &folded) {
            (true, Some(Ok(value))) => GlobalKind::Constant {
                value: value.clone(),
            },
            (_, Some(Ok(value))) => GlobalKind::Static {
                init: Some(value.clone()),
            },
            (_, None) => {
                if is_const {
                    self.diags.error(
                        Code::BAD_DECLARATION,
                        d.name.span,
                        format!("The constant '{}' needs an initializer.", d.name.as_str()),
                    );
                }
                GlobalKind::Static { init: None }
            }
            (_, Some(Err(_))) => GlobalKind::Static { init: None },
        };
        let g = self.push_global(d.name.as_str(), ty, d.name.span, kind);
        if let (Some(v), Some(Err(NotConstant::Other | NotConstant::SpecConstant))) =
            (init, &folded)
        {
            // Run-time initialiser: an assignment in the initialiser function.
            let span = self.expr(v).map(|e| e.span).unwrap_or(d.span);
            let target = self.push_expr(hir::ExprKind::Global(g), ty, d.name.span);
            let assign = self.push_expr(hir::ExprKind::Assign { target, value: v }, ty, span);
            self.init_stmts.push(hir::Stmt {
                kind: hir::StmtKind::Expr(assign),
                span: d.span,
            });
        }
        self.declare_global_name(&d.name, ValueSymbol::Global(g));
    }

    /// Whether a struct or array type holds a resource somewhere.
    fn contains_resource(&self, ty: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match self.types.get(ty) {
            Type::Resource(_) => true,
            Type::Array { element, .. } => self.contains_resource(element, depth + 1),
            Type::Struct(sid) => self.types.struct_def(sid).is_some_and(|d| {
                d.members
                    .iter()
                    .any(|m| self.contains_resource(m.ty, depth + 1))
            }),
            _ => false,
        }
    }

    /// A plain global: a member of the implicit `Globals` constant buffer.
    fn implicit_global_member(
        &mut self,
        d: &ast::Declarator,
        ty: TypeId,
        v: &ast::VarDecl,
        attrs: &[ast::Attribute],
    ) {
        if self.contains_resource(ty, 0) {
            let element = self.types.innermost_element(ty);
            if matches!(self.types.get(element), Type::Struct(_)) {
                self.resource_struct_global(d, ty, attrs);
                return;
            }
            let message = format!("'{}' is a multi-dimensional resource array, which is not supported yet: declare it with one dimension and compute the element's index.", d.name.as_str());
            self.diags.error(Code::UNSUPPORTED, d.name.span, message);
            self.declare_error_global(d);
            return;
        }
        let ig = match &self.implicit_globals {
            Some(ig) => (ig.global, ig.element),
            None => {
                let element = self.types.add_struct(StructDef {
                    name: "Globals".into(),
                    members: Vec::new(),
                    span: d.span,
                });
                let cb = self
                    .types
                    .intern(Type::Resource(ResourceType::ConstantBuffer { element }));
                let mut binding = Self::unbound(1);
                binding.implicit_globals = true;
                let g = self.push_global("Globals", cb, d.span, GlobalKind::Resource(binding));
                self.resource_info[g.index()] = Some(ResourceInfo {
                    packing: self.options.matrix_packing,
                    span: d.span,
                    ..ResourceInfo::default()
                });
                self.implicit_globals = Some(ImplicitGlobals { global: g, element });
                (g, element)
            }
        };
        if d.init.is_some() {
            self.diags.warning(
                Code::BAD_DECLARATION,
                d.span,
                format!(
                    "The initializer of '{}' is ignored: plain globals are constant-buffer members set by the application. Declare it 'static const' for a constant.",
                    d.name.as_str()
                ),
            );
        }
        if Self::find_attr(attrs, Some("vk"), "binding").is_some() {
            self.diags.error(
                Code::BAD_REGISTER,
                d.span,
                format!(
                    "'{}' is not a resource, so it cannot have vk::binding.",
                    d.name.as_str()
                ),
            );
        }
        let mut member = StructMember::new(d.name.as_str(), ty, d.name.span);
        member.packing = v.modifiers.packing().or(v.default_packing);
        member.explicit_offset = self.attr_uint(attrs, Some("vk"), "offset");
        if let Some(po) = &d.packoffset {
            member.explicit_offset = self.packoffset_bytes(po);
        }
        // `float4 x : register(c3);` places a plain global at byte 48 of the buffer.
        if let Some((class, n)) = d.registers.first().and_then(|r| r.slot_parts()) {
            if class == 'c' {
                member.explicit_offset = n.checked_mul(16);
            }
        }
        let Type::Struct(sid) = self.types.get(ig.1) else {
            return;
        };
        let index = match self.types.struct_def_mut(sid) {
            Some(def) => {
                def.members.push(member);
                def.members.len() as u32 - 1
            }
            None => return,
        };
        self.declare_global_name(
            &d.name,
            ValueSymbol::BufferMember {
                buffer: ig.0,
                index,
            },
        );
    }

    fn buffer_decl(&mut self, decl: &ast::Decl, b: &ast::BufferDecl) {
        if Self::find_attr(&decl.attributes, Some("vk"), "push_constant").is_some() {
            self.diags.error(
                Code::PUSH_CONSTANT_CONFLICT,
                b.name.span,
                format!(
                    "[[vk::push_constant]] cannot be used on the cbuffer '{}': declare a struct and use '[[vk::push_constant]] ConstantBuffer<T>' or a struct-typed global.",
                    b.name.as_str()
                ),
            );
        }
        // Resource members are bound on their own; the rest form the buffer's struct.
        let mut plain = Vec::new();
        for &m in &b.members {
            let Some(md) = self.unit.decl_arena.get(m.index()) else {
                continue;
            };
            if let DeclKind::Variable(v) = &md.kind {
                let base = self.resolve_type(v.ty);
                if matches!(self.types.get(base), Type::Resource(_)) {
                    self.global_variable(md, v);
                    continue;
                }
            }
            plain.push(m);
        }
        let members = self.struct_members(&plain, None);
        let names: Vec<(String, Span)> = members.iter().map(|m| (m.name.clone(), m.span)).collect();
        let element = self.types.add_struct(StructDef {
            name: b.name.as_str().to_string(),
            members,
            span: decl.span,
        });
        let res = match b.kind {
            ast::BufferKind::CBuffer => ResourceType::ConstantBuffer { element },
            ast::BufferKind::TBuffer => ResourceType::TextureBuffer { element },
        };
        let ty = self.types.intern(Type::Resource(res));
        let mut binding = Self::unbound(1);
        binding.block = true;
        let g = self.push_global(
            b.name.as_str(),
            ty,
            b.name.span,
            GlobalKind::Resource(binding),
        );
        let vk_binding = self.vk_binding(&decl.attributes);
        self.resource_info[g.index()] = Some(ResourceInfo {
            registers: b.registers.clone(),
            vk_binding,
            counter_binding: None,
            packing: self.options.matrix_packing,
            span: b.name.span,
            ..ResourceInfo::default()
        });
        // The buffer's name is a type-ish name users rarely reference; members are values.
        let full = self.scope.qualify(b.name.as_str());
        self.scope.declare_type(full, element);
        for (i, (name, span)) in names.into_iter().enumerate() {
            let ident = ast::Ident {
                name: name.as_str().into(),
                span,
            };
            self.declare_global_name(
                &ident,
                ValueSymbol::BufferMember {
                    buffer: g,
                    index: i as u32,
                },
            );
        }
    }

    // ----- functions --------------------------------------------------------------------

    pub(super) fn param_direction(m: &ast::Modifiers) -> ParamDirection {
        let out = m.contains(ModifierKind::Out);
        let inout = m.contains(ModifierKind::InOut) || (out && m.contains(ModifierKind::In));
        if inout {
            ParamDirection::InOut
        } else if out {
            ParamDirection::Out
        } else {
            ParamDirection::In
        }
    }

    /// Adds the function `decl` declares, with `sig`, not yet defined: its body, if any, is
    /// checked afterwards by [`Self::function_body`]. Plain functions, member functions and
    /// template instances all start here.
    pub(super) fn add_declared_function(
        &mut self,
        name: String,
        span: Span,
        decl: ast::DeclId,
        sig: FnSignature,
    ) -> hir::FuncId {
        let fid = hir::FuncId(self.functions.len() as u32);
        self.functions.push(Function {
            name,
            span,
            params: sig.params,
            return_type: sig.return_type,
            return_semantic: sig.return_semantic,
            locals: Vec::new(),
            exprs: Vec::new(),
            body: Block::default(),
            spirv: None,
            no_inline: false,
            spirv_decorations: Vec::new(),
        });
        self.func_info.push(FuncInfo {
            decl,
            defined: false,
            defaults: sig.defaults,
            calls: Vec::new(),
            used: Default::default(),
            stage_ops: Vec::new(),
            spirv: Default::default(),
        });
        fid
    }

    /// The parameters with their default arguments, the return type and the return semantic
    /// of a function declaration, resolved where it is checked (a template instance resolves
    /// them with its arguments bound).
    pub(super) fn function_signature(&mut self, f: &ast::FunctionDecl) -> FnSignature {
        let return_type = self.resolve_type(f.return_type);
        let rspan = self
            .unit
            .types
            .get(f.return_type.index())
            .map_or(f.name.span, |t| t.span);
        self.holds_ray_query(return_type, rspan, "returned");
        self.refuse_non_value_type(return_type, rspan);
        let (params, defaults) = self.written_params(f);
        let return_semantic = f
            .return_semantic
            .as_ref()
            .map(|s| split_semantic(s.as_str(), s.span));
        FnSignature {
            params,
            defaults,
            return_type,
            return_semantic,
        }
    }

    /// Whether two definitions of one signature (their parameter and result types already
    /// equal) have the same body once `half` and the min-precision types are spelled `float`.
    /// Without 16-bit types those are 32-bit floats, and real code writes `float` and `half`
    /// copies of a function, which then have one signature and do the same thing.
    fn same_but_for_precision(&self, a: ast::DeclId, b: ast::DeclId) -> bool {
        if self.options.enable_16bit_types {
            return false;
        }
        // The dump's first line is the signature; the body follows, one statement a line.
        let body = |d| {
            let text = crate::syntax::dump::decl_text(self.unit, d);
            let body = text.split_once('\n').map_or("", |(_, rest)| rest);
            normalize_precision(body)
        };
        body(a) == body(b)
    }

    fn function_decl(&mut self, id: ast::DeclId, f: &ast::FunctionDecl) {
        if f.is_template {
            self.declare_function_template(id, f);
            return;
        }
        if f.operator.is_some() {
            self.non_member_operator(f);
            return;
        }
        if !f.name.is_simple() && !f.name.global {
            if self.out_of_line_member(id, f) {
                return;
            }
            // `ns::f` written outside the namespace.
            self.unsupported(f.name.span, "An out-of-line member function definition");
            return;
        }
        let FnSignature {
            params,
            defaults,
            return_type,
            return_semantic,
        } = self.function_signature(f);
        let full = self.scope.qualify(f.name.name.as_str());
        // A definition after a prototype with the same parameter types reuses the prototype.
        let existing = match self.scope.value(&full) {
            Some(ValueSymbol::Functions(list)) => list.iter().copied().find(|fid| {
                self.functions.get(fid.index()).is_some_and(|func| {
                    func.params.len() == params.len()
                        && func.params.iter().zip(&params).all(|(a, b)| a.ty == b.ty)
                })
            }),
            Some(_) => {
                self.redefinition(&f.name.name);
                return;
            }
            None => None,
        };
        let fid = match existing {
            Some(fid) => {
                let defined = self.func_info.get(fid.index()).is_some_and(|i| i.defined);
                if defined && f.body.is_some() {
                    let first = self.func_info.get(fid.index()).map(|i| i.decl);
                    let same_result = self
                        .functions
                        .get(fid.index())
                        .is_some_and(|func| func.return_type == return_type);
                    if same_result
                        && first.is_some_and(|first| self.same_but_for_precision(first, id))
                    {
                        // `half f(half)` beside `float f(float)` without 16-bit types: DXC keeps
                        // two overloads of one 32-bit function; the bodies are the same code, so
                        // the first one serves both calls.
                        return;
                    }
                    let text = crate::syntax::dump::decl_text(self.unit, id);
                    if !self.options.enable_16bit_types && normalize_precision(&text) != text {
                        self.diags.error(
                            Code::REDEFINITION,
                            f.name.name.span,
                            format!(
                                "'{}' is already declared with these parameters: without -enable-16bit-types, half is a 32-bit float, and this body differs from the earlier one. Compile with -enable-16bit-types, or keep one of them.",
                                f.name.name.as_str()
                            ),
                        );
                        return;
                    }
                    self.redefinition(&f.name.name);
                    return;
                }
                fid
            }
            None => {
                // The signature is filled in below, as for a prototype being defined.
                let void = self.types.void();
                let empty = FnSignature {
                    params: Vec::new(),
                    defaults: Vec::new(),
                    return_type: void,
                    return_semantic: None,
                };
                let name = f.name.name.as_str().to_string();
                let fid = self.add_declared_function(name, f.name.span, id, empty);
                self.scope.add_function(full, fid);
                fid
            }
        };
        if let Some(func) = self.functions.get_mut(fid.index()) {
            func.params = params;
            func.return_type = return_type;
            func.return_semantic = return_semantic;
            func.span = f.name.span;
        }
        if let Some(info) = self.func_info.get_mut(fid.index()) {
            if defaults.iter().any(Option::is_some) || info.defaults.is_empty() {
                info.defaults = defaults;
            }
            if f.body.is_some() || !info.defined {
                info.decl = id;
            }
        }
        // DXC's inline SPIR-V: a prototype that is an instruction.
        let attrs = self
            .unit
            .decl_arena
            .get(id.index())
            .map(|d| d.attributes.clone())
            .unwrap_or_default();
        // `[[vk::ext_decorate]]` decorates the OpFunction (taken with the body); the `_id` and
        // `_string` forms decorate values, never functions (DXC refuses them there too).
        self.refuse_spirv_attrs_except(&attrs, &["ext_decorate"]);
        for p in &f.params {
            // Decorations on parameters are taken (`written_params`); entry points write them.
            self.refuse_spirv_attrs_except(&p.attributes, super::inline_spirv::DECORATIONS);
        }
        self.define_as_instruction(fid, &attrs, f);
        if let Some(body) = f.body {
            self.function_body(fid, body);
        }
    }

    pub(super) fn function_body(&mut self, fid: hir::FuncId, body: ast::StmtId) {
        let (params, return_type) = match self.functions.get(fid.index()) {
            Some(f) => (
                f.params
                    .iter()
                    .map(|p| (p.name.clone(), p.ty, p.direction))
                    .collect::<Vec<_>>(),
                f.return_type,
            ),
            None => return,
        };
        let init = std::mem::take(&mut self.cur);
        // A template instance is checked inside the body that calls it: nesting stays bounded
        // across both.
        self.cur.depth = init.depth;
        self.init_ctx = Some(init);
        self.cur.params = params.clone();
        self.cur.return_type = Some(return_type);
        self.cur.method = self.members.method_cx(fid);
        self.cur.scopes.push();
        for (i, (name, _, _)) in params.iter().enumerate() {
            if !name.is_empty() {
                self.cur.scopes.declare(name, LocalSymbol::Param(i as u32));
            }
        }
        let block = self.check_function_block(body);
        let void = matches!(self.types.get(return_type), Type::Void) || self.is_error(return_type);
        if !void && super::stmt::falls_through(&block, &self.cur.exprs) {
            let span = self
                .unit
                .stmts
                .get(body.index())
                .map(|s| Span::new(s.span.file, s.span.end.saturating_sub(1), s.span.end))
                .unwrap_or_default();
            let name = self
                .functions
                .get(fid.index())
                .map(|f| f.name.clone())
                .unwrap_or_default();
            self.diags.error(
                Code::MISSING_RETURN,
                span,
                format!("The function '{name}' can reach its end without returning a value: add a return statement."),
            );
        }
        let ctx = std::mem::replace(&mut self.cur, self.init_ctx.take().unwrap_or_default());
        let FnCx {
            locals,
            exprs,
            calls,
            used,
            stage_ops,
            mut spirv,
            ..
        } = ctx;
        let attrs = self
            .func_info
            .get(fid.index())
            .and_then(|info| self.unit.decl_arena.get(info.decl.index()))
            .map(|d| d.attributes.clone())
            .unwrap_or_default();
        let no_inline = attrs
            .iter()
            .any(|a| a.namespace.is_none() && a.name.as_str() == "noinline");
        let spirv_decorations = self.function_inline_spirv(&attrs, &mut spirv);
        if let Some(func) = self.functions.get_mut(fid.index()) {
            func.locals = locals;
            func.exprs = exprs;
            func.body = block;
            func.no_inline = no_inline;
            func.spirv_decorations = spirv_decorations;
        }
        if let Some(info) = self.func_info.get_mut(fid.index()) {
            info.defined = true;
            info.calls = calls;
            info.used = used;
            info.stage_ops = stage_ops;
            info.spirv = spirv;
        }
    }
}

/// `text` with every `half`, `min16float` and `min10float` word (and their vector and matrix
/// forms, `half3`, `min16float4x4`) spelled `float`.
fn normalize_precision(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let rest = ["half", "min16float", "min10float"]
            .iter()
            .find_map(|p| word.strip_prefix(p))
            .filter(|r| r.is_empty() || r.bytes().all(|b| b.is_ascii_digit() || b == b'x'));
        match rest {
            Some(r) => {
                out.push_str("float");
                out.push_str(r);
            }
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}
