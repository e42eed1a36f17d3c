//! Statements: blocks, local declarations, expression statements, `if`, loops, `switch`,
//! jumps and `discard`, each optionally preceded by attributes (`[unroll(4)]`, `[branch]`).

use super::decl::DeclContext;
use super::Parser;
use crate::diag::Code;
use crate::syntax::ast::{self, CaseLabel, StmtId, StmtKind, SwitchCase};
use crate::syntax::token::{Punct, TokenKind};

impl Parser<'_> {
    /// One statement. Always consumes at least one token unless at `}` or the end.
    pub(super) fn parse_statement(&mut self) -> StmtId {
        let start = self.span();
        if !self.enter() {
            self.recover_to_statement_end();
            return self.push_stmt(StmtKind::Error, Vec::new(), start);
        }
        let (attributes, kind) = self.as_construct(|p| {
            let attributes = p.parse_attributes();
            (attributes, p.parse_statement_kind())
        });
        self.leave();
        let span = start.to(self.prev_span());
        self.push_stmt(kind, attributes, span)
    }

    fn parse_statement_kind(&mut self) -> StmtKind {
        let keyword = self.ident_text();
        match keyword.as_deref() {
            Some("if") => return self.parse_if(),
            Some("for") => return self.parse_for(),
            Some("while") => {
                self.bump();
                let condition = self.parse_paren_condition("while");
                let body = self.parse_statement();
                return StmtKind::While { condition, body };
            }
            Some("do") => {
                self.bump();
                let body = self.parse_statement();
                if !self.eat_kw("while") {
                    let span = self.span();
                    let message = format!(
                        "Expected 'while' after the body of the 'do' loop, found {}.",
                        self.found()
                    );
                    self.error(Code::EXPECTED_TOKEN, span, message);
                    self.recover_to_statement_end();
                    return StmtKind::Error;
                }
                let condition = self.parse_paren_condition("while");
                self.expect_semi("after 'do ... while (...)'");
                return StmtKind::DoWhile { body, condition };
            }
            Some("switch") => return self.parse_switch(),
            Some("break") => {
                self.bump();
                self.expect_semi("after 'break'");
                return StmtKind::Break;
            }
            Some("continue") => {
                self.bump();
                self.expect_semi("after 'continue'");
                return StmtKind::Continue;
            }
            Some("discard") => {
                self.bump();
                self.expect_semi("after 'discard'");
                return StmtKind::Discard;
            }
            Some("return") => {
                self.bump();
                let value = if self.at(Punct::Semi) {
                    None
                } else {
                    Some(self.parse_expr())
                };
                self.expect_semi("after the return statement");
                return StmtKind::Return(value);
            }
            Some("case" | "default") => {
                // Reported once per function: after a broken `switch` header every label of
                // its body would otherwise be reported.
                if !self.stray_case_reported {
                    self.stray_case_reported = true;
                    let span = self.span();
                    let message = format!(
                        "'{}' label outside a 'switch'. Move it into the switch's braces.",
                        self.peek().text
                    );
                    self.error(Code::EXPECTED_TOKEN, span, message);
                }
                self.bump();
                if keyword.as_deref() == Some("case") {
                    self.parse_conditional();
                }
                self.eat(Punct::Colon);
                return StmtKind::Error;
            }
            Some("else") => {
                let span = self.span();
                self.error(
                    Code::EXPECTED_TOKEN,
                    span,
                    "'else' without a matching 'if'.".into(),
                );
                self.bump();
                return StmtKind::Error;
            }
            _ => {}
        }
        if self.at(Punct::LBrace) {
            return StmtKind::Block(self.parse_block_items());
        }
        if self.eat(Punct::Semi) {
            return StmtKind::Empty;
        }
        if self.at(Punct::RBrace) || self.at_eof() {
            let span = self.span();
            let message = format!("Expected a statement, found {}.", self.found());
            self.error(Code::EXPECTED_EXPRESSION, span, message);
            return StmtKind::Error;
        }
        if self.at_local_declaration() {
            let mut decls = Vec::new();
            self.parse_declaration(DeclContext::Local, &mut decls);
            return match decls.as_slice() {
                [single] => StmtKind::Decl(*single),
                [] => StmtKind::Error,
                // `struct S { ... } s;` yields the struct and the variable: the earlier ones
                // become statements of their own, which the enclosing block or case inserts
                // before this one (same scope, same order).
                [rest @ .., last] => {
                    for &d in rest {
                        let span = self.tu[d].span;
                        let id = self.push_stmt(StmtKind::Decl(d), Vec::new(), span);
                        self.pending_local_stmts.push(id);
                    }
                    StmtKind::Decl(*last)
                }
            };
        }
        let before = self.pos;
        let expr = self.parse_expr();
        if self.pos == before {
            // Nothing parsed (the error is reported): skip the statement.
            self.recover_to_statement_end();
            return StmtKind::Expr(expr);
        }
        if !self.expect_semi("after the expression") && !self.at_statement_boundary() {
            self.recover_to_statement_end();
        }
        StmtKind::Expr(expr)
    }

    /// After a missing `;`: the next token plausibly starts a new statement (so nothing needs
    /// skipping).
    fn at_statement_boundary(&self) -> bool {
        let t = self.peek();
        t.at_line_start
            || t.is_punct(Punct::RBrace)
            || t.kind == TokenKind::Eof
            || self.starts_declaration()
    }

    /// `{ statements }` (at `{`): the statements.
    pub(super) fn parse_block_items(&mut self) -> Vec<StmtId> {
        self.bump();
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            let s = self.parse_statement();
            items.append(&mut self.pending_local_stmts);
            items.push(s);
            if self.pos == before {
                self.bump();
            }
        }
        self.expect(Punct::RBrace, "to close the block");
        items
    }

    /// A function body block (at `{`).
    pub(super) fn parse_block_statement(&mut self) -> StmtId {
        let start = self.span();
        if !self.enter() {
            self.bump();
            self.skip_subtree();
            self.eat(Punct::RBrace);
            return self.push_stmt(StmtKind::Error, Vec::new(), start);
        }
        let items = self.parse_block_items();
        self.leave();
        let span = start.to(self.prev_span());
        self.push_stmt(StmtKind::Block(items), Vec::new(), span)
    }

    /// `( expr )` after `if`/`while`/`switch`.
    fn parse_paren_condition(&mut self, keyword: &str) -> ast::ExprId {
        let start = self.span();
        if !self.expect(Punct::LParen, &format!("after '{keyword}'")) {
            return self.push_expr(ast::ExprKind::Error, start);
        }
        let saved = self.no_greater;
        self.no_greater = false;
        let condition = self.parse_expr();
        self.no_greater = saved;
        self.expect(
            Punct::RParen,
            &format!("to close the '{keyword}' condition"),
        );
        condition
    }

    fn parse_if(&mut self) -> StmtKind {
        self.bump();
        let condition = self.parse_paren_condition("if");
        let then_branch = self.parse_statement();
        let else_branch = if self.eat_kw("else") {
            Some(self.parse_statement())
        } else {
            None
        };
        StmtKind::If {
            condition,
            then_branch,
            else_branch,
        }
    }

    fn parse_for(&mut self) -> StmtKind {
        self.bump();
        if !self.expect(Punct::LParen, "after 'for'") {
            self.recover_to_statement_end();
            return StmtKind::Error;
        }
        let init = if self.at(Punct::Semi) {
            self.bump();
            None
        } else if self.at_local_declaration() {
            let start = self.span();
            let mut decls = Vec::new();
            self.parse_declaration(DeclContext::Local, &mut decls);
            let span = start.to(self.prev_span());
            decls
                .last()
                .map(|&d| self.push_stmt(StmtKind::Decl(d), Vec::new(), span))
        } else {
            let start = self.span();
            let e = self.parse_expr();
            self.expect_semi("after the 'for' initializer");
            let span = start.to(self.prev_span());
            Some(self.push_stmt(StmtKind::Expr(e), Vec::new(), span))
        };
        let saved = self.no_greater;
        self.no_greater = false;
        let condition = if self.at(Punct::Semi) {
            None
        } else {
            Some(self.parse_expr())
        };
        self.expect_semi("after the 'for' condition");
        let update = if self.at(Punct::RParen) {
            None
        } else {
            Some(self.parse_expr())
        };
        self.no_greater = saved;
        self.expect(Punct::RParen, "to close the 'for' header");
        let body = self.parse_statement();
        StmtKind::For {
            init,
            condition,
            update,
            body,
        }
    }

    fn parse_switch(&mut self) -> StmtKind {
        self.bump();
        let selector = self.parse_paren_condition("switch");
        if !self.at(Punct::LBrace) {
            let span = self.span();
            let message = format!(
                "Expected '{{' to start the body of the 'switch', found {}.",
                self.found()
            );
            self.error(Code::EXPECTED_TOKEN, span, message);
            self.recover_to_statement_end();
            return StmtKind::Error;
        }
        self.bump();
        let mut cases: Vec<SwitchCase> = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            let label_start = self.span();
            if self.eat_kw("case") {
                let value = self.parse_conditional();
                self.expect(Punct::Colon, "after the 'case' value");
                cases.push(SwitchCase {
                    label: CaseLabel::Case(value),
                    body: Vec::new(),
                    span: label_start.to(self.prev_span()),
                });
            } else if self.at_kw("default") && self.peek_at(1).is_punct(Punct::Colon) {
                self.bump();
                self.bump();
                cases.push(SwitchCase {
                    label: CaseLabel::Default,
                    body: Vec::new(),
                    span: label_start.to(self.prev_span()),
                });
            } else {
                let s = self.parse_statement();
                let mut pending = std::mem::take(&mut self.pending_local_stmts);
                match cases.last_mut() {
                    Some(case) => {
                        case.body.append(&mut pending);
                        case.body.push(s);
                    }
                    None => {
                        let span = self.tu[s].span;
                        self.error_even_at_same_token(
                            span,
                            "A statement in a 'switch' before any 'case' or 'default' label is never run. Add a label before it.",
                        );
                    }
                }
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.expect(Punct::RBrace, "to close the 'switch'");
        StmtKind::Switch { selector, cases }
    }

    /// Reports an OSH0203 error at `span`, even if the last error was at the current token.
    fn error_even_at_same_token(&mut self, span: crate::source::Span, message: &str) {
        self.last_error_pos = None;
        self.error(Code::EXPECTED_TOKEN, span, message.into());
    }

    /// The statement here is a local declaration.
    pub(super) fn at_local_declaration(&self) -> bool {
        let t = self.peek();
        if t.kind != TokenKind::Ident {
            return false;
        }
        let next = self.peek_at(1);
        match &*t.text {
            "struct" | "class" | "interface" | "typedef" | "enum" => return true,
            "unorm" | "snorm" | "unsigned" => return next.kind == TokenKind::Ident,
            _ => {}
        }
        if ast::ModifierKind::from_keyword(&t.text).is_some() && self.modifier_applies(&t.text) {
            return true;
        }
        if super::is_reserved(&t.text) {
            return false;
        }
        let Some((last, len)) = self.peek_qualified_last() else {
            return false;
        };
        let after = self.peek_at(len);
        // `T x` (known or unknown type T).
        if after.kind == TokenKind::Ident && !super::is_reserved(&after.text) {
            return true;
        }
        // `float const sigma = 2.0f;`: C++'s const after the type.
        if after.kind == TokenKind::Ident && &*after.text == "const" {
            let name = self.peek_at(len + 1);
            return name.kind == TokenKind::Ident && !super::is_reserved(&name.text);
        }
        // `vector<float, 4> v` / `Texture2D<float4> t`: needs a template name; not
        // `Ring<float, 4>::Count = 2;`, a static member of the instance.
        if after.is_punct(Punct::Lt) && self.is_type_name(&last) && self.is_template_name(&last) {
            let member = self
                .angle_group_end_at(len)
                .is_some_and(|end| self.peek_at(end).is_punct(Punct::ColonColon));
            return !member;
        }
        false
    }
}
