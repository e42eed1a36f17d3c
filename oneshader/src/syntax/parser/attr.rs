//! Attributes: `[name]`, `[name(args)]`, `[[ns::name(args)]]`, several in one bracket pair
//! separated by commas. Stored generically ([`ast::Attribute`]); sema interprets them.

use super::Parser;
use crate::diag::Code;
use crate::syntax::ast;
use crate::syntax::token::{Punct, TokenKind};

impl Parser<'_> {
    /// True at `[` followed by `[` or a name (an attribute, never an expression here).
    pub(super) fn at_attribute(&self) -> bool {
        self.at(Punct::LBracket)
            && (self.peek_at(1).is_punct(Punct::LBracket)
                || self.peek_at(1).kind == TokenKind::Ident)
    }

    /// Parses every attribute group at the current position.
    pub(super) fn parse_attributes(&mut self) -> Vec<ast::Attribute> {
        let mut attrs = Vec::new();
        while self.at_attribute() {
            let before = self.pos;
            self.parse_attribute_group(&mut attrs);
            if self.pos == before {
                self.bump();
            }
        }
        attrs
    }

    /// One `[...]` or `[[...]]` group (at `[`).
    fn parse_attribute_group(&mut self, out: &mut Vec<ast::Attribute>) {
        let open = self.span();
        self.bump();
        let double_bracket = self.eat(Punct::LBracket);
        loop {
            let start = self.span();
            let Some(first) = self.eat_attribute_word() else {
                let message = format!("Expected an attribute name, found {}.", self.found());
                self.error(Code::BAD_ATTRIBUTE, start, message);
                self.skip_attribute_rest(double_bracket);
                return;
            };
            let (namespace, name) = if self.at(Punct::ColonColon) {
                self.bump();
                match self.eat_attribute_word() {
                    Some(n) => (Some(first), n),
                    None => {
                        let span = self.span();
                        let message = format!(
                            "Expected an attribute name after '{}::', found {}.",
                            first.name,
                            self.found()
                        );
                        self.error(Code::BAD_ATTRIBUTE, span, message);
                        self.skip_attribute_rest(double_bracket);
                        return;
                    }
                }
            } else {
                (None, first)
            };
            let mut args = Vec::new();
            if self.eat(Punct::LParen) {
                let saved = self.no_greater;
                self.no_greater = false;
                if !self.at(Punct::RParen) {
                    loop {
                        args.push(self.parse_assignment_expr());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                }
                self.no_greater = saved;
                if !self.eat(Punct::RParen) {
                    let span = self.span();
                    let message = format!(
                        "Expected ')' to close the arguments of attribute '{}', found {}.",
                        name.name,
                        self.found()
                    );
                    self.error(Code::BAD_ATTRIBUTE, span, message);
                    self.skip_attribute_rest(double_bracket);
                    return;
                }
            }
            out.push(ast::Attribute {
                namespace,
                name,
                args,
                double_bracket,
                span: open.to(self.prev_span()),
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        let closed = self.eat(Punct::RBracket) && (!double_bracket || self.eat(Punct::RBracket));
        if closed {
            // Cover the closing bracket(s) in the last attribute's span.
            let end = self.prev_span();
            if let Some(last) = out.last_mut() {
                last.span = last.span.to(end);
            }
        } else {
            let span = self.span();
            let message = format!(
                "Expected '{}' to close the attribute, found {}.",
                if double_bracket { "]]" } else { "]" },
                self.found()
            );
            self.error(Code::BAD_ATTRIBUTE, span, message);
            // A name or another attribute next: the bracket was just forgotten, and what
            // follows is the declaration or statement; keep it.
            let t = self.peek();
            if t.kind != TokenKind::Ident && !t.is_punct(Punct::LBracket) {
                self.skip_attribute_rest(double_bracket);
            }
        }
    }

    /// Any identifier, reserved words included (`[loop]`, `[[vk::constant_id]]`, `[unroll]`).
    fn eat_attribute_word(&mut self) -> Option<ast::Ident> {
        if self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            Some(ast::Ident {
                name: t.text,
                span: t.span,
            })
        } else {
            None
        }
    }

    /// Recovery: skip to just after the attribute's closing bracket(s), stopping at `;`, `{`
    /// or `}` outside parentheses.
    fn skip_attribute_rest(&mut self, double_bracket: bool) {
        let mut parens: usize = 0;
        while !self.at_eof() {
            match self.peek().kind {
                TokenKind::Punct(Punct::LParen) => parens += 1,
                TokenKind::Punct(Punct::RParen) => parens = parens.saturating_sub(1),
                TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) if parens == 0 => {
                    return
                }
                TokenKind::Punct(Punct::RBracket) if parens == 0 => {
                    self.bump();
                    if double_bracket {
                        self.eat(Punct::RBracket);
                    }
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }
}
