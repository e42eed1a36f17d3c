//! Declarations: variables (with several declarators, semantics, registers, packoffsets and
//! initializers), functions and parameters, structs/classes/interfaces, `cbuffer`/`tbuffer`,
//! `typedef`, `enum`, `namespace` and `template<...>` prefixes.

use super::Parser;
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast::{
    self, Attribute, BufferDecl, BufferKind, Decl, DeclId, DeclKind, Declarator, EnumDecl,
    Enumerator, FunctionDecl, Modifier, ModifierKind, Modifiers, NamespaceDecl, OperatorSymbol,
    Param, QualifiedName, RegisterBinding, StructDecl, StructKeyword, TemplateParam, TypeExprId,
    TypedefDecl, VarDecl,
};
use crate::syntax::token::{Punct, TokenKind};

/// Where a declaration appears; decides what is allowed and how to recover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeclContext {
    Global,
    Namespace,
    Struct,
    Buffer,
    Local,
}

/// What came before the type of a declaration.
struct Prefix {
    attributes: Vec<Attribute>,
    start: Span,
    template_params: Vec<TemplateParam>,
    is_template: bool,
}

/// Annotations after a declarator (`: SEMANTIC`, `: register(...)`, `: packoffset(...)`,
/// `: 8`).
#[derive(Default)]
struct Annotations {
    semantic: Option<ast::Ident>,
    registers: Vec<RegisterBinding>,
    packoffset: Option<ast::PackOffset>,
    bit_width: Option<ast::ExprId>,
}

impl Parser<'_> {
    /// Parses one declaration (or several, for `struct S {...} s;`) into `out`. Always makes
    /// progress unless at `}` or the end.
    pub(super) fn parse_declaration(&mut self, ctx: DeclContext, out: &mut Vec<DeclId>) {
        self.as_construct(|p| p.parse_declaration_inner(ctx, out));
    }

    fn parse_declaration_inner(&mut self, ctx: DeclContext, out: &mut Vec<DeclId>) {
        self.sync_pragmas();
        let start = self.span();
        let attributes = self.parse_attributes();
        if self.at(Punct::Semi) {
            // An empty declaration.
            if !attributes.is_empty() {
                self.error(
                    Code::BAD_ATTRIBUTE,
                    start,
                    "These attributes are not followed by a declaration. Remove them or add the declaration.".into(),
                );
            }
            self.bump();
            return;
        }
        let mut prefix = Prefix {
            attributes,
            start,
            template_params: Vec::new(),
            is_template: false,
        };
        if self.at_kw("template") {
            prefix.template_params = self.parse_template_params();
            prefix.is_template = true;
            // `template<typename T> [[vk::ext_instruction(83)]] T f(T);`: attributes may follow.
            prefix.attributes.extend(self.parse_attributes());
        }
        let keyword = self.ident_text();
        match keyword.as_deref() {
            Some("struct" | "class" | "interface") => {
                self.parse_struct_declaration(ctx, prefix, Modifiers::default(), out)
            }
            Some("cbuffer" | "tbuffer") if self.peek_at(1).kind == TokenKind::Ident => {
                self.parse_buffer(ctx, prefix, out)
            }
            // `shared cbuffer` (a buffer shared across an effect pool): ignored, as DXC does.
            Some("shared")
                if (self.peek_at(1).is_ident("cbuffer") || self.peek_at(1).is_ident("tbuffer"))
                    && self.peek_at(2).kind == TokenKind::Ident =>
            {
                let span = self.bump().span;
                self.effect_syntax_ignored(span, "'shared' on a constant buffer");
                self.parse_buffer(ctx, prefix, out)
            }
            Some("typedef") => self.parse_typedef(ctx, prefix, out),
            Some("using")
                if self.peek_at(1).kind == TokenKind::Ident
                    && (self.peek_at(2).is_punct(Punct::Eq)
                        || self.peek_at(2).is_punct(Punct::LBracket)) =>
            {
                self.parse_using(ctx, prefix, out)
            }
            Some("enum") => self.parse_enum(ctx, prefix, out),
            Some("namespace") => self.parse_namespace(ctx, prefix, out),
            // D3D effects: `technique11 Name { pass P { ... } }`, skipped with a warning as in
            // DXC (its keywords `technique`, `Technique`, `technique10`, `technique11`).
            Some("technique" | "Technique" | "technique10" | "technique11")
                if matches!(ctx, DeclContext::Global | DeclContext::Namespace) =>
            {
                self.effect_syntax_ignored(start, "technique");
                while !self.at(Punct::LBrace) && !self.at_eof() {
                    self.bump();
                }
                self.skip_braced_block();
            }
            _ => self.parse_variable_or_function(ctx, prefix, out),
        }
    }

    /// Modifier keywords. Each must be followed by another identifier to count, and a soft
    /// one (`sample`, `point`, `linear`, ... not reserved) must not be the type of a
    /// one-name declaration (`point p;`), so they stay usable as names and types.
    fn parse_modifiers(&mut self) -> Modifiers {
        let mut modifiers = Modifiers::default();
        while let Some(word) = self.ident_text() {
            let Some(kind) = ModifierKind::from_keyword(&word) else {
                break;
            };
            if !self.modifier_applies(&word) {
                break;
            }
            let span = self.bump().span;
            modifiers.list.push(Modifier { kind, span });
        }
        modifiers
    }

    /// `const` after the type (`float const sigma`, `uint const pass`), which C++ and DXC take
    /// as if it came first.
    fn parse_trailing_const(&mut self, modifiers: &mut Modifiers) {
        while self.at_kw("const") {
            let span = self.bump().span;
            modifiers.list.push(Modifier {
                kind: ModifierKind::Const,
                span,
            });
        }
    }

    /// Whether the modifier keyword `word` at the current token is used as a modifier.
    pub(super) fn modifier_applies(&self, word: &str) -> bool {
        let next = self.peek_at(1);
        if next.kind != TokenKind::Ident {
            return false;
        }
        if super::is_reserved(word) {
            return true;
        }
        !matches!(
            self.peek_at(2).kind,
            TokenKind::Punct(
                Punct::Semi
                    | Punct::Comma
                    | Punct::Eq
                    | Punct::RParen
                    | Punct::LBracket
                    | Punct::Colon
            )
        )
    }

    /// Recovery after a broken declaration in `ctx`.
    fn recover_declaration(&mut self, ctx: DeclContext) {
        if ctx == DeclContext::Local {
            self.recover_to_statement_end();
        } else {
            self.recover_to_declaration();
        }
    }

    /// After a reported missing `;`: skip only when the next token cannot start something new.
    fn recover_after_missing_semi(&mut self, ctx: DeclContext) {
        let t = self.peek();
        if t.at_line_start
            || t.kind == TokenKind::Eof
            || t.is_punct(Punct::RBrace)
            || self.starts_declaration()
        {
            return;
        }
        self.recover_declaration(ctx);
    }

    fn parse_variable_or_function(
        &mut self,
        ctx: DeclContext,
        prefix: Prefix,
        out: &mut Vec<DeclId>,
    ) {
        let modifiers = self.parse_modifiers();
        if self.at_kw("struct") || self.at_kw("class") || self.at_kw("interface") {
            return self.parse_struct_declaration(ctx, prefix, modifiers, out);
        }
        let t = self.peek();
        let type_like = (t.kind == TokenKind::Ident && !super::is_reserved(&t.text))
            || t.is_punct(Punct::ColonColon);
        if !type_like {
            let message = format!(
                "Expected a declaration, found {}. Declarations start with a type, 'struct', 'cbuffer', 'typedef' or 'namespace'.",
                self.found()
            );
            let span = self.span();
            self.error(Code::EXPECTED_DECLARATION, span, message);
            self.recover_declaration(ctx);
            return;
        }
        let packing = self.packing;
        let ty = self.parse_type("of the declaration");
        let mut modifiers = modifiers;
        self.parse_trailing_const(&mut modifiers);
        if self.at_kw("operator") {
            let Some((name, symbol)) = self.parse_operator_name() else {
                self.recover_declaration(ctx);
                return;
            };
            let decl = self.parse_function_rest(prefix, modifiers, ty, name, Some(symbol), packing);
            out.push(decl);
            return;
        }
        let t = self.peek();
        if t.kind != TokenKind::Ident || super::is_reserved(&t.text) {
            let type_text = crate::syntax::dump::type_text(&self.tu, ty);
            let message = format!(
                "Expected a name after the type '{type_text}', found {}.",
                self.found()
            );
            let span = self.span();
            self.error(Code::EXPECTED_TOKEN, span, message);
            self.recover_declaration(ctx);
            return;
        }
        let Some(name) = self.parse_qualified_name("in the declaration") else {
            self.recover_declaration(ctx);
            return;
        };
        // `template<> float f<float>(...)`: an explicit specialization names its arguments.
        let specialized =
            prefix.is_template && self.at(Punct::Lt) && self.angle_group_followed_by_paren_at(0);
        if self.at(Punct::LParen) || specialized {
            if ctx == DeclContext::Local {
                let message = format!(
                    "Expected ';' or '=' after '{}', found '('. Functions cannot be declared inside a function.",
                    name.name.name
                );
                let span = self.span();
                self.error(Code::EXPECTED_TOKEN, span, message);
                self.recover_declaration(ctx);
                return;
            }
            let decl = self.parse_function_rest(prefix, modifiers, ty, name, None, packing);
            out.push(decl);
            return;
        }
        if prefix.is_template {
            let span = prefix.start;
            self.error(
                Code::EXPECTED_TOKEN,
                span,
                "Only functions and structs can be templates.".into(),
            );
        }
        if !name.is_simple() && !name.global {
            // `float S::k = 2;` would otherwise declare a new global `k`.
            let message = format!(
                "'{}' defines a static member outside its struct, which is not supported yet. Give the member its value inside the struct ('static const ... = value;').",
                name.to_text()
            );
            self.error(Code::UNSUPPORTED, name.span, message);
        }
        let decl = self.parse_variable_rest(
            ctx,
            prefix.attributes,
            prefix.start,
            modifiers,
            ty,
            name.name,
            packing,
        );
        out.push(decl);
    }

    /// The declarators after `type first_name`, then `;`.
    #[allow(clippy::too_many_arguments)]
    fn parse_variable_rest(
        &mut self,
        ctx: DeclContext,
        attributes: Vec<Attribute>,
        start: Span,
        modifiers: Modifiers,
        ty: TypeExprId,
        first: ast::Ident,
        packing: Option<crate::types::MatrixPacking>,
    ) -> DeclId {
        let mut declarators = Vec::new();
        let mut name = Some(first);
        // Each iteration consumes a name (and a `,` to continue).
        while let Some(n) = name.take() {
            let d = self.parse_declarator_rest(n, true);
            declarators.push(d);
            if self.eat(Punct::Comma) {
                name = self.expect_name("after ',' in the declaration");
            }
        }
        let last_name = declarators
            .last()
            .map(|d: &Declarator| d.name.name.clone())
            .unwrap_or_else(|| "".into());
        if !self.expect_semi(&format!("after the declaration of '{last_name}'")) {
            self.recover_after_missing_semi(ctx);
        }
        let span = start.to(self.prev_span());
        self.push_decl(Decl {
            kind: DeclKind::Variable(VarDecl {
                modifiers,
                ty,
                declarators,
                default_packing: packing,
            }),
            attributes,
            span,
        })
    }

    /// Array dimensions, annotations and (when allowed) the initializer after a name.
    fn parse_declarator_rest(&mut self, name: ast::Ident, allow_init: bool) -> Declarator {
        let array_dims = self.parse_array_dims();
        let annotations = self.parse_annotations();
        self.skip_effect_annotations();
        let init = if allow_init && self.eat(Punct::Eq) {
            if self.at_kw("sampler_state") {
                // `= sampler_state { Filter = ...; }`: the sampler keeps no initializer.
                let span = self.span();
                self.effect_syntax_ignored(span, "sampler_state assignment");
                while !self.at(Punct::LBrace) && !self.at_eof() {
                    self.bump();
                }
                self.skip_braced_block();
                None
            } else {
                Some(self.parse_initializer())
            }
        } else if allow_init && self.at(Punct::LBrace) {
            // `SamplerState s { ... };`: an effect state block (braces without '=').
            let span = self.span();
            self.effect_syntax_ignored(span, "state block");
            self.skip_braced_block();
            None
        } else {
            None
        };
        let span = name.span.to(self.prev_span());
        Declarator {
            name,
            array_dims,
            semantic: annotations.semantic,
            registers: annotations.registers,
            packoffset: annotations.packoffset,
            bit_width: annotations.bit_width,
            init,
            span,
        }
    }

    /// Effect annotations after a declarator (`float4 tint <string UIName = "Tint";>`):
    /// skipped through the closing `>` with a warning, as DXC skips them.
    fn skip_effect_annotations(&mut self) {
        if !self.at(Punct::Lt) {
            return;
        }
        let span = self.span();
        self.effect_syntax_ignored(span, "annotation");
        self.bump();
        while !self.at(Punct::Gt) && !self.at_eof() {
            self.bump();
        }
        self.eat(Punct::Gt);
    }

    /// `: SEMANTIC`, `: register(...)`, `: packoffset(...)`, `: 8`, any number of them.
    fn parse_annotations(&mut self) -> Annotations {
        let mut a = Annotations::default();
        while self.at(Punct::Colon) {
            let colon = self.span();
            self.bump();
            if self.at_kw("register") && self.peek_at(1).is_punct(Punct::LParen) {
                if let Some(r) = self.parse_register(colon) {
                    a.registers.push(r);
                }
            } else if self.at_kw("packoffset") && self.peek_at(1).is_punct(Punct::LParen) {
                if let Some(p) = self.parse_packoffset(colon) {
                    a.packoffset = Some(p);
                }
            } else if self.peek().kind == TokenKind::IntLit {
                a.bit_width = Some(self.parse_conditional());
            } else if self.peek().kind == TokenKind::Ident {
                let t = self.bump();
                a.semantic = Some(ast::Ident {
                    name: t.text,
                    span: t.span,
                });
            } else {
                let span = self.span();
                let message = format!(
                    "Expected a semantic, 'register(...)' or 'packoffset(...)' after ':', found {}.",
                    self.found()
                );
                self.error(Code::EXPECTED_TOKEN, span, message);
                break;
            }
        }
        a
    }

    /// Comma-separated identifiers inside `(...)` (at the keyword); `None` after an error.
    fn parse_annotation_words(&mut self, keyword: &str) -> Option<Vec<ast::Ident>> {
        self.bump(); // keyword
        self.bump(); // `(`
        let mut words = Vec::new();
        loop {
            if self.peek().kind != TokenKind::Ident {
                let span = self.span();
                let message = format!(
                    "Expected a register name in '{keyword}(...)', found {}.",
                    self.found()
                );
                self.error(Code::EXPECTED_TOKEN, span, message);
                self.skip_past_paren();
                return None;
            }
            let t = self.bump();
            words.push(ast::Ident {
                name: t.text,
                span: t.span,
            });
            if keyword == "packoffset" && self.eat(Punct::Dot) {
                continue;
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if !self.expect(Punct::RParen, &format!("to close '{keyword}(...)'")) {
            self.skip_past_paren();
            return None;
        }
        Some(words)
    }

    /// Recovery inside `register(...)`: skip to after `)` (stopping at `;`, `{`, `}`).
    fn skip_past_paren(&mut self) {
        while !self.at_eof() {
            match self.peek().kind {
                TokenKind::Punct(Punct::RParen) => {
                    self.bump();
                    return;
                }
                TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return,
                _ => {
                    self.bump();
                }
            }
        }
    }

    /// `register([profile,] slot [, space])` (at `register`).
    fn parse_register(&mut self, colon: Span) -> Option<RegisterBinding> {
        let words = self.parse_annotation_words("register")?;
        let span = colon.to(self.prev_span());
        let is_space = |w: &ast::Ident| w.name.starts_with("space");
        let mut it = words.into_iter();
        let (profile, slot, space) = match (it.next(), it.next(), it.next(), it.next()) {
            (Some(slot), None, None, None) => (None, slot, None),
            (Some(a), Some(b), None, None) if is_space(&b) => (None, a, Some(b)),
            (Some(profile), Some(slot), None, None) => (Some(profile), slot, None),
            (Some(profile), Some(slot), Some(space), None) => (Some(profile), slot, Some(space)),
            _ => {
                self.error(
                    Code::EXPECTED_TOKEN,
                    span,
                    "'register(...)' takes a register such as 't0' and optionally a space such as 'space1'.".into(),
                );
                return None;
            }
        };
        Some(RegisterBinding {
            profile,
            slot,
            space,
            span,
        })
    }

    /// `packoffset(c1.y)` (at `packoffset`).
    fn parse_packoffset(&mut self, colon: Span) -> Option<ast::PackOffset> {
        let words = self.parse_annotation_words("packoffset")?;
        let span = colon.to(self.prev_span());
        let mut it = words.into_iter();
        match (it.next(), it.next(), it.next()) {
            (Some(register), component, None) => Some(ast::PackOffset {
                register,
                component,
                span,
            }),
            _ => {
                self.error(
                    Code::EXPECTED_TOKEN,
                    span,
                    "'packoffset(...)' takes a register and component such as 'c1.y'.".into(),
                );
                None
            }
        }
    }

    /// `operator+`, `operator[]`, `operator()` (at `operator`).
    fn parse_operator_name(&mut self) -> Option<(QualifiedName, OperatorSymbol)> {
        let start = self.span();
        self.bump();
        let symbol = if self.at(Punct::LBracket) && self.peek_at(1).is_punct(Punct::RBracket) {
            self.bump();
            self.bump();
            OperatorSymbol::Index
        } else if self.at(Punct::LParen) && self.peek_at(1).is_punct(Punct::RParen) {
            self.bump();
            self.bump();
            OperatorSymbol::Call
        } else {
            match self.peek().kind {
                TokenKind::Punct(p)
                    if !matches!(
                        p,
                        Punct::LParen
                            | Punct::RParen
                            | Punct::LBracket
                            | Punct::RBracket
                            | Punct::LBrace
                            | Punct::RBrace
                            | Punct::Semi
                            | Punct::Colon
                            | Punct::ColonColon
                            | Punct::Question
                            | Punct::Dot
                    ) =>
                {
                    self.bump();
                    OperatorSymbol::Punct(p)
                }
                _ => {
                    let span = self.span();
                    let message = format!(
                        "Expected an operator after 'operator', found {}.",
                        self.found()
                    );
                    self.error(Code::EXPECTED_TOKEN, span, message);
                    return None;
                }
            }
        };
        let span = start.to(self.prev_span());
        let text = match symbol {
            OperatorSymbol::Punct(p) => format!("operator{}", p.as_str()),
            OperatorSymbol::Index => "operator[]".into(),
            OperatorSymbol::Call => "operator()".into(),
        };
        Some((
            QualifiedName::simple(ast::Ident {
                name: text.into(),
                span,
            }),
            symbol,
        ))
    }

    /// Parameters, trailing `const`, return semantic and body (at `(`).
    fn parse_function_rest(
        &mut self,
        prefix: Prefix,
        modifiers: Modifiers,
        return_type: TypeExprId,
        name: QualifiedName,
        operator: Option<OperatorSymbol>,
        packing: Option<crate::types::MatrixPacking>,
    ) -> DeclId {
        if prefix.is_template {
            self.declare_template_name(&name.name.name);
        }
        let specialization = self.parse_specialization_args(prefix.is_template);
        let params = self.parse_params();
        let is_const = self.eat_kw("const");
        let annotations = self.parse_annotations();
        let body = if self.at(Punct::LBrace) {
            self.stray_case_reported = false;
            Some(self.parse_block_statement())
        } else {
            if !self.expect_semi(&format!(
                "or a body after the declaration of function '{}'",
                name.name.name
            )) {
                self.recover_after_missing_semi(DeclContext::Global);
            }
            None
        };
        let span = prefix.start.to(self.prev_span());
        self.push_decl(Decl {
            kind: DeclKind::Function(FunctionDecl {
                modifiers,
                template_params: prefix.template_params,
                is_template: prefix.is_template,
                specialization,
                return_type,
                name,
                operator,
                params,
                return_semantic: annotations.semantic,
                is_const,
                body,
                default_packing: packing,
            }),
            attributes: prefix.attributes,
            span,
        })
    }

    /// The `<args>` after a specialization's name (`Box<float>`, `f<float>`), when `allowed`
    /// (the declaration starts with `template<...>`) and written.
    fn parse_specialization_args(&mut self, allowed: bool) -> Option<Vec<ast::TemplateArg>> {
        (allowed && self.at(Punct::Lt)).then(|| self.parse_template_args())
    }

    /// `(params)` (at `(`); `(void)` is an empty list.
    fn parse_params(&mut self) -> Vec<Param> {
        self.bump();
        let mut params = Vec::new();
        if self.at_kw("void") && self.peek_at(1).is_punct(Punct::RParen) {
            self.bump();
        }
        while !self.at(Punct::RParen) && !self.at_eof() {
            let before = self.pos;
            match self.parse_param() {
                Some(p) => params.push(p),
                None => {
                    self.skip_to_param_end();
                }
            }
            if !self.eat(Punct::Comma) {
                break;
            }
            if self.at(Punct::RParen) {
                let span = self.span();
                self.error(
                    Code::EXPECTED_TOKEN,
                    span,
                    "Expected a parameter after ',', found ')'. Remove the ','.".into(),
                );
            }
            if self.pos == before {
                break;
            }
        }
        if !self.expect(Punct::RParen, "to close the parameter list") {
            self.skip_to_param_end();
            self.eat(Punct::RParen);
        }
        params
    }

    /// Recovery in a parameter list: skip to the next `,` or `)` outside brackets (or a `{`
    /// / `;` that ends the declaration).
    fn skip_to_param_end(&mut self) {
        let mut level: usize = 0;
        while !self.at_eof() {
            match self.peek().kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => level += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    if level == 0 {
                        return;
                    }
                    level -= 1;
                }
                TokenKind::Punct(Punct::Comma) if level == 0 => return,
                TokenKind::Punct(Punct::LBrace | Punct::Semi | Punct::RBrace) => return,
                _ => {}
            }
            self.bump();
        }
    }

    fn parse_param(&mut self) -> Option<Param> {
        self.sync_pragmas();
        let start = self.span();
        let attributes = self.parse_attributes();
        let modifiers = self.parse_modifiers();
        let t = self.peek();
        let type_like = (t.kind == TokenKind::Ident && !super::is_reserved(&t.text))
            || t.is_punct(Punct::ColonColon);
        if !type_like {
            let message = format!("Expected a parameter type, found {}.", self.found());
            let span = self.span();
            self.error(Code::EXPECTED_TOKEN, span, message);
            return None;
        }
        let ty = self.parse_type("of the parameter");
        let mut modifiers = modifiers;
        self.parse_trailing_const(&mut modifiers);
        let name = self.eat_name();
        let array_dims = self.parse_array_dims();
        let annotations = self.parse_annotations();
        let default_value = if self.eat(Punct::Eq) {
            Some(self.parse_initializer())
        } else {
            None
        };
        Some(Param {
            attributes,
            modifiers,
            ty,
            name,
            array_dims,
            semantic: annotations.semantic,
            default_value,
            default_packing: self.packing,
            span: start.to(self.prev_span()),
        })
    }

    /// `struct`/`class`/`interface` definitions, forward declarations, and variables declared
    /// with them (`struct S { ... } s;`, `struct S s;`).
    fn parse_struct_declaration(
        &mut self,
        ctx: DeclContext,
        prefix: Prefix,
        modifiers: Modifiers,
        out: &mut Vec<DeclId>,
    ) {
        let packing = self.packing;
        let start = prefix.start;
        let keyword_span = self.span();
        let keyword = match &*self.bump().text {
            "class" => StructKeyword::Class,
            "interface" => StructKeyword::Interface,
            _ => StructKeyword::Struct,
        };
        let name = self.eat_name();
        if let Some(n) = &name {
            self.declare_type_name(&n.name);
            if prefix.is_template {
                self.declare_template_name(&n.name);
            }
        }
        // `struct S s;`: the struct keyword before a type name (C style).
        if let Some(n) = &name {
            if self.peek().kind == TokenKind::Ident && !super::is_reserved(&self.peek().text) {
                let ty = self.push_type(
                    ast::TypeExprKind::Named {
                        name: QualifiedName::simple(n.clone()),
                        template_args: None,
                    },
                    ast::TypePrefixes::default(),
                    keyword_span.to(n.span),
                );
                if let Some(first) = self.eat_name() {
                    let d = self.parse_variable_rest(
                        ctx,
                        prefix.attributes,
                        start,
                        modifiers,
                        ty,
                        first,
                        packing,
                    );
                    out.push(d);
                }
                return;
            }
        }
        let specialization = self.parse_specialization_args(prefix.is_template && name.is_some());
        let mut bases = Vec::new();
        if self.eat(Punct::Colon) {
            loop {
                bases.push(self.parse_type("as a base type"));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        let is_forward = self.at(Punct::Semi);
        let mut members = Vec::new();
        if !is_forward {
            if !self.at(Punct::LBrace) {
                let span = self.span();
                let message = format!(
                    "Expected '{{' to start the body of the struct, found {}.",
                    self.found()
                );
                self.error(Code::EXPECTED_TOKEN, span, message);
                self.recover_declaration(ctx);
                return;
            }
            self.parse_member_list(DeclContext::Struct, &mut members, "struct");
        }
        let span = start.to(self.prev_span());
        let struct_id = self.push_decl(Decl {
            kind: DeclKind::Struct(StructDecl {
                keyword,
                name: name.clone(),
                template_params: prefix.template_params,
                is_template: prefix.is_template,
                specialization,
                bases,
                members,
                is_forward,
            }),
            attributes: prefix.attributes,
            span,
        });
        out.push(struct_id);
        if is_forward {
            self.bump();
            return;
        }
        // A name after the body declares a variable, unless it is a type name (then the `;`
        // is missing and the name starts the next declaration).
        let declares_variable = self
            .ident_text()
            .is_some_and(|t| !self.is_type_name(&t) && !super::is_reserved(&t));
        if let Some(first) = declares_variable.then(|| self.eat_name()).flatten() {
            let ty = self.push_type(
                ast::TypeExprKind::Struct(struct_id),
                ast::TypePrefixes::default(),
                span,
            );
            let d = self.parse_variable_rest(ctx, Vec::new(), start, modifiers, ty, first, packing);
            out.push(d);
            return;
        }
        let what = match &name {
            Some(n) => format!("after the definition of struct '{}'", n.name),
            None => "after the struct definition".to_string(),
        };
        if !self.expect_semi(&what) {
            self.recover_after_missing_semi(ctx);
        }
    }

    /// `{ member declarations }` (at `{`), nesting-limited.
    fn parse_member_list(&mut self, ctx: DeclContext, members: &mut Vec<DeclId>, what: &str) {
        if !self.enter() {
            self.bump();
            self.skip_subtree();
            self.eat(Punct::RBrace);
            return;
        }
        self.bump();
        let mut recovering = false;
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            if recovering && !self.starts_declaration() {
                // Leftovers of a member that already had an error: skip without more reports.
                self.recover_to_declaration();
            } else {
                let reports_before = self.reports.len();
                self.parse_declaration(ctx, members);
                recovering = self.errors_since(reports_before);
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.expect(Punct::RBrace, &format!("to close the {what}"));
        self.leave();
    }

    /// `cbuffer Name : register(b0) { members }` (at the keyword).
    fn parse_buffer(&mut self, ctx: DeclContext, prefix: Prefix, out: &mut Vec<DeclId>) {
        let kind = if self.bump().text.as_ref() == "tbuffer" {
            BufferKind::TBuffer
        } else {
            BufferKind::CBuffer
        };
        let Some(name) = self.expect_name("for the constant buffer") else {
            self.recover_declaration(ctx);
            return;
        };
        let annotations = self.parse_annotations();
        let mut members = Vec::new();
        if !self.at(Punct::LBrace) {
            let span = self.span();
            let message = format!(
                "Expected '{{' to start the members of '{}', found {}.",
                name.name,
                self.found()
            );
            self.error(Code::EXPECTED_TOKEN, span, message);
            self.recover_declaration(ctx);
            return;
        }
        self.parse_member_list(DeclContext::Buffer, &mut members, "constant buffer");
        self.eat(Punct::Semi);
        let span = prefix.start.to(self.prev_span());
        let id = self.push_decl(Decl {
            kind: DeclKind::Buffer(BufferDecl {
                kind,
                name,
                registers: annotations.registers,
                members,
            }),
            attributes: prefix.attributes,
            span,
        });
        out.push(id);
    }

    /// `typedef [modifiers] type name[dims], ...;` (at `typedef`), including
    /// `typedef struct { ... } Name;`.
    fn parse_typedef(&mut self, ctx: DeclContext, prefix: Prefix, out: &mut Vec<DeclId>) {
        if prefix.is_template {
            self.error(
                Code::EXPECTED_TOKEN,
                prefix.start,
                "A typedef cannot be a template: write an alias template, as in template<typename T> using Name = Box<T>;".into(),
            );
        }
        self.bump();
        let modifiers = self.parse_modifiers();
        let ty = if self.at_kw("struct") || self.at_kw("class") {
            let inner = Prefix {
                attributes: Vec::new(),
                start: self.span(),
                template_params: Vec::new(),
                is_template: false,
            };
            let before = out.len();
            let keyword_pos = self.pos;
            // Parse just the struct definition: stop before the typedef's names.
            let struct_id = self.parse_struct_definition_only(inner);
            match struct_id {
                Some(id) => {
                    out.push(id);
                    let span = self.tu[id].span;
                    self.push_type(
                        ast::TypeExprKind::Struct(id),
                        ast::TypePrefixes::default(),
                        span,
                    )
                }
                None => {
                    out.truncate(before);
                    if self.pos == keyword_pos {
                        self.bump();
                    }
                    self.recover_declaration(ctx);
                    return;
                }
            }
        } else {
            self.parse_type("in the typedef")
        };
        let mut declarators = Vec::new();
        loop {
            let Some(name) = self.expect_name("for the typedef") else {
                self.recover_declaration(ctx);
                return;
            };
            self.declare_type_name(&name.name);
            declarators.push(self.parse_declarator_rest(name, false));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if !self.expect_semi("after the typedef") {
            self.recover_after_missing_semi(ctx);
        }
        let span = prefix.start.to(self.prev_span());
        let id = self.push_decl(Decl {
            kind: DeclKind::Typedef(TypedefDecl {
                modifiers,
                ty,
                declarators,
                template_params: Vec::new(),
            }),
            attributes: prefix.attributes,
            span,
        });
        out.push(id);
    }

    /// `using Name = type;` (at `using`): a typedef written the C++11 way; after `template<...>`
    /// an alias template (HLSL 2021).
    fn parse_using(&mut self, ctx: DeclContext, prefix: Prefix, out: &mut Vec<DeclId>) {
        self.bump();
        let t = self.bump();
        let name = ast::Ident {
            name: t.text,
            span: t.span,
        };
        // `using Name [[attributes]] = type;` (DXC's proposal 0011 puts inline SPIR-V's
        // capabilities there): they join the declaration's own.
        let mut prefix = prefix;
        prefix.attributes.extend(self.parse_attributes());
        let template_params = std::mem::take(&mut prefix.template_params);
        if !self.eat(Punct::Eq) {
            self.error(
                Code::EXPECTED_TOKEN,
                self.span(),
                format!("Expected '=' after the alias name, found {}.", self.found()),
            );
            self.recover_declaration(ctx);
            return;
        }
        // `using P = const T;` (DXC's headers): the modifiers a typedef takes before its type.
        let modifiers = self.parse_modifiers();
        let ty = self.parse_type("after '='");
        self.declare_type_name(&name.name);
        if !template_params.is_empty() {
            self.declare_template_name(&name.name);
        }
        if !self.expect_semi("after the alias") {
            self.recover_after_missing_semi(ctx);
        }
        let span = prefix.start.to(self.prev_span());
        let declarator = Declarator {
            span: name.span,
            name,
            array_dims: Vec::new(),
            semantic: None,
            registers: Vec::new(),
            packoffset: None,
            bit_width: None,
            init: None,
        };
        let id = self.push_decl(Decl {
            kind: DeclKind::Typedef(TypedefDecl {
                modifiers,
                ty,
                declarators: vec![declarator],
                template_params,
            }),
            attributes: prefix.attributes,
            span,
        });
        out.push(id);
    }

    /// A struct definition without declarators or `;` (for `typedef struct {...} N;`), or a
    /// named struct without a body (`typedef struct S N;`, which declares `S` if it is new).
    fn parse_struct_definition_only(&mut self, prefix: Prefix) -> Option<DeclId> {
        let keyword = match &*self.bump().text {
            "class" => StructKeyword::Class,
            _ => StructKeyword::Struct,
        };
        let name = self.eat_name();
        if let Some(n) = &name {
            self.declare_type_name(&n.name);
        }
        // `typedef struct S N;` names `S` without defining it.
        let is_forward = name.is_some() && !self.at(Punct::LBrace);
        if !is_forward && !self.at(Punct::LBrace) {
            let span = self.span();
            let message = format!(
                "Expected '{{' to start the body of the struct, found {}.",
                self.found()
            );
            self.error(Code::EXPECTED_TOKEN, span, message);
            return None;
        }
        let mut members = Vec::new();
        if !is_forward {
            self.parse_member_list(DeclContext::Struct, &mut members, "struct");
        }
        let span = prefix.start.to(self.prev_span());
        Some(self.push_decl(Decl {
            kind: DeclKind::Struct(StructDecl {
                keyword,
                name,
                template_params: Vec::new(),
                is_template: false,
                specialization: None,
                bases: Vec::new(),
                members,
                is_forward,
            }),
            attributes: prefix.attributes,
            span,
        }))
    }

    /// `enum [class] Name [: type] { A, B = 2 };` (at `enum`).
    fn parse_enum(&mut self, ctx: DeclContext, prefix: Prefix, out: &mut Vec<DeclId>) {
        self.bump();
        let scoped = self.eat_kw("class") || self.eat_kw("struct");
        let name = self.eat_name();
        if let Some(n) = &name {
            self.declare_type_name(&n.name);
        }
        let underlying = if self.eat(Punct::Colon) {
            Some(self.parse_type("as the enum's underlying type"))
        } else {
            None
        };
        if !self.expect(Punct::LBrace, "to start the enum's values") {
            self.recover_declaration(ctx);
            return;
        }
        let mut enumerators = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let Some(n) = self.expect_name("for the enum value") else {
                self.skip_subtree();
                break;
            };
            let value = if self.eat(Punct::Eq) {
                Some(self.parse_assignment_expr())
            } else {
                None
            };
            let span = n.span.to(self.prev_span());
            enumerators.push(Enumerator {
                name: n,
                value,
                span,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if !self.expect(Punct::RBrace, "to close the enum") {
            self.skip_subtree();
            self.eat(Punct::RBrace);
        }
        if !self.expect_semi("after the enum definition") {
            self.recover_after_missing_semi(ctx);
        }
        let span = prefix.start.to(self.prev_span());
        let id = self.push_decl(Decl {
            kind: DeclKind::Enum(EnumDecl {
                name,
                scoped,
                underlying,
                enumerators,
            }),
            attributes: prefix.attributes,
            span,
        });
        out.push(id);
    }

    /// `namespace N { decls }` (at `namespace`).
    fn parse_namespace(&mut self, ctx: DeclContext, prefix: Prefix, out: &mut Vec<DeclId>) {
        self.bump();
        if !matches!(ctx, DeclContext::Global | DeclContext::Namespace) {
            let span = prefix.start;
            self.error(
                Code::EXPECTED_DECLARATION,
                span,
                "A namespace can only be declared at file scope or inside another namespace."
                    .into(),
            );
        }
        let Some(name) = self.expect_name("for the namespace") else {
            self.recover_declaration(ctx);
            return;
        };
        if !self.at(Punct::LBrace) {
            let span = self.span();
            let message = format!(
                "Expected '{{' after 'namespace {}', found {}.",
                name.name,
                self.found()
            );
            self.error(Code::EXPECTED_TOKEN, span, message);
            self.recover_declaration(ctx);
            return;
        }
        let mut decls = Vec::new();
        self.parse_member_list(DeclContext::Namespace, &mut decls, "namespace");
        self.eat(Punct::Semi);
        let span = prefix.start.to(self.prev_span());
        let id = self.push_decl(Decl {
            kind: DeclKind::Namespace(NamespaceDecl { name, decls }),
            attributes: prefix.attributes,
            span,
        });
        out.push(id);
    }
}
