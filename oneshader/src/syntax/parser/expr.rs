//! Expressions with C precedence (comma, assignment, `?:`, binary operators by precedence
//! climbing, unary and casts, postfix), literals decoded to values, and brace initializers.
//!
//! Every expression node is pushed through [`Parser::push_expr`], which tracks tree heights and
//! turns a tree taller than [`ast::MAX_NESTING`] (e.g. `a+a+...` thousands of terms long) into
//! OSH0206 and an error node, so later stages can recurse safely.

use super::{Parser, Speculation};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast::{
    self, BinaryOp, ExprId, ExprKind, FloatSuffix, IntBase, IntSuffix, TemplateArg, UnaryOp,
};
use crate::syntax::token::{Punct, TokenKind};

/// Binary operators by precedence, 1 (`||`) to 10 (`*`).
fn binary_op(p: Punct) -> Option<(BinaryOp, u8)> {
    use BinaryOp::*;
    Some(match p {
        Punct::PipePipe => (LogicalOr, 1),
        Punct::AmpAmp => (LogicalAnd, 2),
        Punct::Pipe => (BitOr, 3),
        Punct::Caret => (BitXor, 4),
        Punct::Amp => (BitAnd, 5),
        Punct::EqEq => (Eq, 6),
        Punct::Ne => (Ne, 6),
        Punct::Lt => (Lt, 7),
        Punct::Gt => (Gt, 7),
        Punct::Le => (Le, 7),
        Punct::Ge => (Ge, 7),
        Punct::Shl => (Shl, 8),
        Punct::Shr => (Shr, 8),
        Punct::Plus => (Add, 9),
        Punct::Minus => (Sub, 9),
        Punct::Star => (Mul, 10),
        Punct::Slash => (Div, 10),
        Punct::Percent => (Rem, 10),
        _ => return None,
    })
}

/// `=` and the compound assignments.
fn assign_op(p: Punct) -> Option<Option<BinaryOp>> {
    use BinaryOp::*;
    Some(match p {
        Punct::Eq => None,
        Punct::PlusEq => Some(Add),
        Punct::MinusEq => Some(Sub),
        Punct::StarEq => Some(Mul),
        Punct::SlashEq => Some(Div),
        Punct::PercentEq => Some(Rem),
        Punct::AmpEq => Some(BitAnd),
        Punct::PipeEq => Some(BitOr),
        Punct::CaretEq => Some(BitXor),
        Punct::ShlEq => Some(Shl),
        Punct::ShrEq => Some(Shr),
        _ => return None,
    })
}

/// Decodes an integer literal's text: value, suffix and base, or an error message.
pub(crate) fn decode_int(text: &str) -> Result<(u64, IntSuffix, IntBase), String> {
    let body_end = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| matches!(c, 'u' | 'U' | 'l' | 'L'))
        .last()
        .map_or(text.len(), |(i, _)| i);
    let (body, suffix_text) = text.split_at(body_end);
    let suffix = match suffix_text.to_ascii_lowercase().as_str() {
        "" => IntSuffix::None,
        "u" => IntSuffix::Unsigned,
        "l" => IntSuffix::Long,
        "ul" | "lu" => IntSuffix::UnsignedLong,
        "ll" => IntSuffix::LongLong,
        "ull" | "llu" => IntSuffix::UnsignedLongLong,
        _ => return Err(format!("'{text}' has an invalid integer suffix.")),
    };
    let (digits, base, radix) =
        if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            (hex, IntBase::Hex, 16)
        } else if let Some(bin) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
            (bin, IntBase::Binary, 2)
        } else if body.len() > 1 && body.starts_with('0') {
            (&body[1..], IntBase::Octal, 8)
        } else {
            (body, IntBase::Decimal, 10)
        };
    if digits.is_empty() {
        return Err(format!("'{text}' has no digits."));
    }
    let mut value: u64 = 0;
    for c in digits.chars() {
        let d = c
            .to_digit(radix)
            .ok_or_else(|| format!("'{c}' is not a valid digit in '{text}'."))?;
        value = value
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
            .ok_or_else(|| format!("'{text}' does not fit in 64 bits."))?;
    }
    Ok((value, suffix, base))
}

/// Decodes a float literal's text into the nearest f64 and its suffix.
pub(crate) fn decode_float(text: &str) -> Result<(f64, FloatSuffix), String> {
    let lower = text.to_ascii_lowercase();
    let (body, suffix) = if let Some(b) = lower.strip_suffix("lf") {
        (b, FloatSuffix::Double)
    } else if let Some(b) = lower.strip_suffix('l') {
        (b, FloatSuffix::Double)
    } else if let Some(b) = lower.strip_suffix('f') {
        (b, FloatSuffix::Float)
    } else if let Some(b) = lower.strip_suffix('h') {
        (b, FloatSuffix::Half)
    } else {
        (lower.as_str(), FloatSuffix::None)
    };
    let valid = !body.is_empty()
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-'));
    match body.parse::<f64>() {
        Ok(v) if valid && v.is_finite() => Ok((v, suffix)),
        Ok(_) if valid => Err(format!("'{text}' is too large for a floating-point value.")),
        _ => Err(format!("'{text}' is not a valid floating-point literal.")),
    }
}

/// Decodes the escapes of a string or character literal body (without quotes).
fn decode_escapes(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// The text between the quotes of a literal (tolerates a missing closing quote).
fn strip_quotes(text: &str, quote: char) -> &str {
    let t = text.strip_prefix(quote).unwrap_or(text);
    t.strip_suffix(quote).unwrap_or(t)
}

impl Parser<'_> {
    /// Pushes an expression node, enforcing the tree-height limit.
    pub(super) fn push_expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        let height = 1 + self.children_height(&kind);
        let (kind, height) = if height > ast::MAX_NESTING {
            self.error(
                Code::NESTING_TOO_DEEP,
                span,
                format!(
                    "This expression nests deeper than {} levels. Split it into several statements.",
                    ast::MAX_NESTING
                ),
            );
            self.skip_subtree();
            (ExprKind::Error, 1)
        } else {
            (kind, height)
        };
        let id = ExprId(self.tu.exprs.len() as u32);
        self.tu.exprs.push(ast::Expr { kind, span });
        self.expr_heights.push(height);
        id
    }

    fn height(&self, id: ExprId) -> u32 {
        self.expr_heights.get(id.index()).copied().unwrap_or(1)
    }

    fn children_height(&self, kind: &ExprKind) -> u32 {
        let list = |ids: &[ExprId]| ids.iter().map(|&i| self.height(i)).max().unwrap_or(0);
        let targs = |args: &Option<Vec<TemplateArg>>| {
            args.iter()
                .flatten()
                .map(|a| match *a {
                    TemplateArg::Expr(e) => self.height(e),
                    TemplateArg::Type(_) => 0,
                })
                .max()
                .unwrap_or(0)
        };
        match kind {
            ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::StringLit(_)
            | ExprKind::CharLit(_)
            | ExprKind::This
            | ExprKind::SizeofType(_)
            | ExprKind::TypeMember { .. }
            | ExprKind::Error => 0,
            ExprKind::Name { template_args, .. } => targs(template_args),
            ExprKind::Unary { operand, .. } => self.height(*operand),
            ExprKind::Binary { lhs, rhs, .. } => self.height(*lhs).max(self.height(*rhs)),
            ExprKind::Assign { target, value, .. } => self.height(*target).max(self.height(*value)),
            ExprKind::Conditional {
                condition,
                accept,
                reject,
            } => list(&[*condition, *accept, *reject]),
            ExprKind::Comma { lhs, rhs } => self.height(*lhs).max(self.height(*rhs)),
            ExprKind::Cast { operand, .. } => self.height(*operand),
            ExprKind::Call { callee, args } => self.height(*callee).max(list(args)),
            ExprKind::MethodCall {
                receiver,
                template_args,
                args,
                ..
            } => self
                .height(*receiver)
                .max(list(args))
                .max(targs(template_args)),
            ExprKind::Construct { args, .. } => list(args),
            ExprKind::Index { base, index } => self.height(*base).max(self.height(*index)),
            ExprKind::Member { base, .. } => self.height(*base),
            ExprKind::SizeofExpr(e) => self.height(*e),
            ExprKind::InitList(items) => list(items),
        }
    }

    fn error_expr(&mut self, span: Span) -> ExprId {
        self.push_expr(ExprKind::Error, span)
    }

    fn expr_span(&self, id: ExprId) -> Span {
        self.tu
            .exprs
            .get(id.index())
            .map(|e| e.span)
            .unwrap_or_default()
    }

    /// A full expression, comma operator included.
    pub(super) fn parse_expr(&mut self) -> ExprId {
        let mut lhs = self.parse_assignment_expr();
        // Each iteration consumes a `,`.
        while self.at(Punct::Comma) {
            self.bump();
            let rhs = self.parse_assignment_expr();
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            lhs = self.push_expr(ExprKind::Comma { lhs, rhs }, span);
        }
        lhs
    }

    /// An assignment expression (no comma operator): function arguments, initializers.
    pub(super) fn parse_assignment_expr(&mut self) -> ExprId {
        let start = self.span();
        if !self.enter() {
            self.skip_subtree();
            return self.error_expr(start);
        }
        let target = self.parse_conditional();
        let result = match self.peek().kind {
            TokenKind::Punct(p) => match assign_op(p) {
                Some(op) => {
                    self.bump();
                    let value = self.parse_assignment_expr();
                    let span = self.expr_span(target).to(self.expr_span(value));
                    self.push_expr(ExprKind::Assign { op, target, value }, span)
                }
                None => target,
            },
            _ => target,
        };
        self.leave();
        result
    }

    /// `a ? b : c` and everything tighter.
    pub(super) fn parse_conditional(&mut self) -> ExprId {
        let condition = self.parse_binary(1);
        if !self.at(Punct::Question) {
            return condition;
        }
        self.bump();
        let saved = self.no_greater;
        self.no_greater = false;
        let accept = self.parse_expr();
        self.no_greater = saved;
        self.expect(Punct::Colon, "in the conditional expression '?:'");
        let reject = self.parse_assignment_expr();
        let span = self.expr_span(condition).to(self.expr_span(reject));
        self.push_expr(
            ExprKind::Conditional {
                condition,
                accept,
                reject,
            },
            span,
        )
    }

    /// Binary operators of precedence `min_prec` and tighter, left-associative.
    fn parse_binary(&mut self, min_prec: u8) -> ExprId {
        let mut lhs = self.parse_unary();
        while let TokenKind::Punct(p) = self.peek().kind {
            if self.no_greater && matches!(p, Punct::Gt | Punct::Shr) {
                break;
            }
            let Some((op, prec)) = binary_op(p) else {
                break;
            };
            if prec < min_prec {
                break;
            }
            self.bump();
            let rhs = self.parse_binary(prec + 1);
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            lhs = self.push_expr(ExprKind::Binary { op, lhs, rhs }, span);
        }
        lhs
    }

    /// Prefix operators, casts, and postfix expressions.
    fn parse_unary(&mut self) -> ExprId {
        let start = self.span();
        if !self.enter() {
            self.skip_subtree();
            return self.error_expr(start);
        }
        let result = self.parse_unary_inner(start);
        self.leave();
        result
    }

    fn parse_unary_inner(&mut self, start: Span) -> ExprId {
        let prefix = match self.peek().kind {
            TokenKind::Punct(Punct::Plus) => Some(UnaryOp::Plus),
            TokenKind::Punct(Punct::Minus) => Some(UnaryOp::Negate),
            TokenKind::Punct(Punct::Bang) => Some(UnaryOp::Not),
            TokenKind::Punct(Punct::Tilde) => Some(UnaryOp::BitNot),
            TokenKind::Punct(Punct::PlusPlus) => Some(UnaryOp::PreIncrement),
            TokenKind::Punct(Punct::MinusMinus) => Some(UnaryOp::PreDecrement),
            _ => None,
        };
        if let Some(op) = prefix {
            self.bump();
            let operand = self.parse_unary();
            let span = start.to(self.expr_span(operand));
            return self.push_expr(ExprKind::Unary { op, operand }, span);
        }
        if self.at(Punct::LParen) && self.paren_starts_type() {
            if let Some(cast) = self.try_parse_cast(start) {
                return cast;
            }
        }
        let primary = self.parse_primary();
        self.parse_postfix(primary)
    }

    /// `(` followed by something that can only be a type: a prefix keyword, or a known type
    /// name not followed by `(` (which would be a constructor call).
    fn paren_starts_type(&self) -> bool {
        let t = self.peek_at(1);
        if t.kind != TokenKind::Ident {
            return false;
        }
        if matches!(&*t.text, "unorm" | "snorm" | "unsigned" | "const") {
            return true;
        }
        let mut i = 1;
        if self.peek_at(i).is_punct(Punct::ColonColon) {
            i += 1;
        }
        let mut last = None;
        while self.peek_at(i).kind == TokenKind::Ident && !super::is_reserved(&self.peek_at(i).text)
        {
            last = Some(self.peek_at(i).text.clone());
            i += 1;
            if self.peek_at(i).is_punct(Punct::ColonColon) {
                i += 1;
            } else {
                break;
            }
        }
        match last {
            Some(name) => {
                self.is_type_name(&name)
                    && matches!(
                        self.peek_at(i).kind,
                        TokenKind::Punct(Punct::RParen | Punct::Lt | Punct::LBracket)
                    )
            }
            None => false,
        }
    }

    /// Speculatively parses `(type[dims]) operand`; rolls back and returns `None` when it is
    /// not a cast.
    fn try_parse_cast(&mut self, start: Span) -> Option<ExprId> {
        let key = (self.pos, Speculation::Cast);
        if self.failed_speculations.contains(&key) {
            return None;
        }
        let checkpoint = self.checkpoint();
        self.bump(); // `(`
        self.eat_kw("const");
        let ty = self.parse_type("in the cast");
        let array_dims = self.parse_array_dims();
        if self.eat(Punct::RParen) && self.no_errors_since(&checkpoint) && self.at_operand_start() {
            let operand = self.parse_unary();
            let span = start.to(self.expr_span(operand));
            return Some(self.push_expr(
                ExprKind::Cast {
                    ty,
                    array_dims,
                    operand,
                },
                span,
            ));
        }
        self.restore(checkpoint);
        self.failed_speculations.insert(key);
        None
    }

    /// The current token can begin an operand (after a cast's `)`).
    fn at_operand_start(&self) -> bool {
        match self.peek().kind {
            TokenKind::Ident => !matches!(
                &*self.peek().text,
                "if" | "else"
                    | "for"
                    | "while"
                    | "do"
                    | "switch"
                    | "case"
                    | "default"
                    | "return"
                    | "break"
                    | "continue"
                    | "discard"
            ),
            TokenKind::IntLit | TokenKind::FloatLit | TokenKind::StringLit | TokenKind::CharLit => {
                true
            }
            TokenKind::Punct(p) => matches!(
                p,
                Punct::LParen
                    | Punct::Bang
                    | Punct::Tilde
                    | Punct::Plus
                    | Punct::Minus
                    | Punct::PlusPlus
                    | Punct::MinusMinus
                    | Punct::ColonColon
            ),
            _ => false,
        }
    }

    /// Literals, names, constructor calls, parenthesised expressions, `sizeof`, `this`.
    fn parse_primary(&mut self) -> ExprId {
        let start = self.span();
        let token = self.peek().clone();
        match token.kind {
            TokenKind::IntLit => {
                self.bump();
                match decode_int(&token.text) {
                    Ok((value, suffix, base)) => self.push_expr(
                        ExprKind::IntLit {
                            value,
                            suffix,
                            base,
                        },
                        start,
                    ),
                    Err(message) => {
                        self.error(Code::BAD_NUMBER, start, message);
                        self.error_expr(start)
                    }
                }
            }
            TokenKind::FloatLit => {
                self.bump();
                match decode_float(&token.text) {
                    Ok((value, suffix)) => {
                        self.push_expr(ExprKind::FloatLit { value, suffix }, start)
                    }
                    Err(message) => {
                        self.error(Code::BAD_NUMBER, start, message);
                        self.error_expr(start)
                    }
                }
            }
            TokenKind::StringLit => {
                // Adjacent string literals concatenate, as in C.
                let mut text = String::new();
                while self.peek().kind == TokenKind::StringLit {
                    let t = self.bump();
                    text.push_str(&decode_escapes(strip_quotes(&t.text, '"')));
                }
                let span = start.to(self.prev_span());
                self.push_expr(ExprKind::StringLit(text), span)
            }
            TokenKind::CharLit => {
                self.bump();
                let decoded = decode_escapes(strip_quotes(&token.text, '\''));
                let value = decoded.chars().next().map_or(0, |c| c as u32);
                self.push_expr(ExprKind::CharLit(value), start)
            }
            TokenKind::Punct(Punct::LParen) => {
                self.bump();
                let saved = self.no_greater;
                self.no_greater = false;
                let inner = self.parse_expr();
                self.no_greater = saved;
                self.expect(Punct::RParen, "to close the parenthesised expression");
                inner
            }
            TokenKind::Ident | TokenKind::Punct(Punct::ColonColon) => self.parse_name_expr(),
            _ => {
                let message = format!("Expected an expression, found {}.", self.found());
                self.error(Code::EXPECTED_EXPRESSION, start, message);
                self.error_expr(start)
            }
        }
    }

    /// An expression starting with a name or keyword.
    fn parse_name_expr(&mut self) -> ExprId {
        let start = self.span();
        if let Some(word) = self.ident_text() {
            match &*word {
                "true" | "false" => {
                    self.bump();
                    return self.push_expr(ExprKind::BoolLit(&*word == "true"), start);
                }
                "this" => {
                    self.bump();
                    return self.push_expr(ExprKind::This, start);
                }
                "sizeof" => return self.parse_sizeof(),
                _ => {}
            }
        }
        let Some((last, len)) = self.peek_qualified_last() else {
            let message = format!("Expected an expression, found {}.", self.found());
            self.error(Code::EXPECTED_EXPRESSION, start, message);
            return self.error_expr(start);
        };
        let after = self.peek_at(len).kind;
        let is_type = self.is_type_name(&last);
        let is_template = self.is_template_name(&last);
        let opens_args = after == TokenKind::Punct(Punct::Lt)
            && (is_template || (!is_type && self.angle_group_followed_by_paren_at(len)));
        if is_type && (after == TokenKind::Punct(Punct::LParen) || opens_args) {
            let ty = self.parse_type("in the constructor call");
            // `Ring<float, 4>::Count`: a static member of a struct template instance.
            if opens_args && self.at(Punct::ColonColon) {
                self.bump();
                let Some(name) = self.expect_name("after '::'") else {
                    return self.error_expr(start);
                };
                let span = start.to(self.prev_span());
                return self.push_expr(ExprKind::TypeMember { ty, name }, span);
            }
            if self.at(Punct::LParen) {
                let args = self.parse_call_args();
                let span = start.to(self.prev_span());
                return self.push_expr(ExprKind::Construct { ty, args }, span);
            }
            let message = format!(
                "Expected '(' after the type '{last}' to construct a value, found {}.",
                self.found()
            );
            self.error(Code::EXPECTED_TOKEN, start, message);
            return self.error_expr(start);
        }
        let Some(name) = self.parse_qualified_name("in the expression") else {
            return self.error_expr(start);
        };
        let template_args = if opens_args {
            Some(self.parse_template_args())
        } else {
            None
        };
        let span = start.to(self.prev_span());
        self.push_expr(
            ExprKind::Name {
                name,
                template_args,
            },
            span,
        )
    }

    /// `sizeof(type)`, `sizeof(expr)`, `sizeof expr` (at `sizeof`).
    fn parse_sizeof(&mut self) -> ExprId {
        let start = self.span();
        self.bump();
        let key = (self.pos, Speculation::SizeofType);
        if self.at(Punct::LParen)
            && self.paren_starts_type()
            && !self.failed_speculations.contains(&key)
        {
            let checkpoint = self.checkpoint();
            self.bump();
            let ty = self.parse_type("in 'sizeof'");
            if self.eat(Punct::RParen) && self.no_errors_since(&checkpoint) {
                let span = start.to(self.prev_span());
                return self.push_expr(ExprKind::SizeofType(ty), span);
            }
            self.restore(checkpoint);
            self.failed_speculations.insert(key);
        }
        let operand = self.parse_unary();
        let span = start.to(self.expr_span(operand));
        self.push_expr(ExprKind::SizeofExpr(operand), span)
    }

    /// `(args)` of a call (at `(`).
    fn parse_call_args(&mut self) -> Vec<ExprId> {
        self.bump();
        let saved = self.no_greater;
        self.no_greater = false;
        let mut args = Vec::new();
        if !self.at(Punct::RParen) {
            loop {
                args.push(self.parse_assignment_expr());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        self.no_greater = saved;
        self.expect(Punct::RParen, "to close the argument list");
        args
    }

    /// Calls, indexing, member access, method calls and postfix `++`/`--` after `base`.
    fn parse_postfix(&mut self, mut base: ExprId) -> ExprId {
        let start = self.expr_span(base);
        loop {
            let before = self.pos;
            match self.peek().kind {
                TokenKind::Punct(Punct::LParen) => {
                    let args = self.parse_call_args();
                    let span = start.to(self.prev_span());
                    base = self.push_expr(ExprKind::Call { callee: base, args }, span);
                }
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let saved = self.no_greater;
                    self.no_greater = false;
                    let index = self.parse_expr();
                    self.no_greater = saved;
                    self.expect(Punct::RBracket, "to close the index");
                    let span = start.to(self.prev_span());
                    base = self.push_expr(ExprKind::Index { base, index }, span);
                }
                TokenKind::Punct(Punct::Dot) => {
                    self.bump();
                    // Any identifier: swizzles and members may look like keywords (`.sample`).
                    if self.peek().kind != TokenKind::Ident {
                        let span = self.span();
                        let message =
                            format!("Expected a member name after '.', found {}.", self.found());
                        self.error(Code::EXPECTED_TOKEN, span, message);
                        return self.error_expr(start);
                    }
                    let t = self.bump();
                    let mut member = ast::Ident {
                        name: t.text,
                        span: t.span,
                    };
                    // `d.Base::x`, `d.Base::f()`: the member named through a base, kept
                    // qualified in the name (sema looks it up from that base).
                    while self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
                        self.bump();
                        let next = self.bump();
                        member = ast::Ident {
                            name: format!("{}::{}", member.name, next.text).into(),
                            span: member.span.to(next.span),
                        };
                    }
                    let template_args =
                        if self.at(Punct::Lt) && self.angle_group_followed_by_paren() {
                            Some(self.parse_template_args())
                        } else {
                            None
                        };
                    if self.at(Punct::LParen) {
                        let args = self.parse_call_args();
                        let span = start.to(self.prev_span());
                        base = self.push_expr(
                            ExprKind::MethodCall {
                                receiver: base,
                                method: member,
                                template_args,
                                args,
                            },
                            span,
                        );
                    } else {
                        let span = start.to(member.span);
                        base = self.push_expr(ExprKind::Member { base, member }, span);
                    }
                }
                TokenKind::Punct(p @ (Punct::PlusPlus | Punct::MinusMinus)) => {
                    self.bump();
                    let op = if p == Punct::PlusPlus {
                        UnaryOp::PostIncrement
                    } else {
                        UnaryOp::PostDecrement
                    };
                    let span = start.to(self.prev_span());
                    base = self.push_expr(ExprKind::Unary { op, operand: base }, span);
                }
                _ => break,
            }
            if self.pos == before {
                break;
            }
        }
        base
    }

    /// At `<`: see [`Self::angle_group_followed_by_paren_at`].
    fn angle_group_followed_by_paren(&self) -> bool {
        self.angle_group_followed_by_paren_at(0)
    }

    /// The token `offset` ahead is a `<` that starts what can only be template arguments:
    /// up to the matching `>` (within 64 tokens) there are only names, number literals, `,`,
    /// `::` and nested `<...>`, and a `(` follows (`buf.Load<float4>(0)`, `Foo<float>(x)`).
    pub(super) fn angle_group_followed_by_paren_at(&self, offset: usize) -> bool {
        self.angle_group_end_at(offset)
            .is_some_and(|end| self.peek_at(end).is_punct(Punct::LParen))
    }

    /// The offset of the token after the `<...>` group that starts at `offset` (template
    /// arguments: names, numbers, commas, `::`), `None` when it is no such group within 64
    /// tokens.
    pub(super) fn angle_group_end_at(&self, offset: usize) -> Option<usize> {
        let mut angles: i32 = 0;
        for i in offset..offset + 64 {
            match self.peek_at(i).kind {
                TokenKind::Punct(Punct::Lt) => angles += 1,
                TokenKind::Punct(Punct::Gt) => angles -= 1,
                TokenKind::Punct(Punct::Shr) => angles -= 2,
                TokenKind::Ident
                | TokenKind::IntLit
                | TokenKind::FloatLit
                | TokenKind::Punct(Punct::Comma | Punct::ColonColon) => {}
                _ => return None,
            }
            if angles <= 0 {
                return (angles == 0).then_some(i + 1);
            }
        }
        None
    }

    /// An initializer: an assignment expression or a brace list `{ a, { b, c }, }`.
    pub(super) fn parse_initializer(&mut self) -> ExprId {
        if !self.at(Punct::LBrace) {
            return self.parse_assignment_expr();
        }
        let start = self.span();
        if !self.enter() {
            self.bump();
            self.skip_subtree();
            self.eat(Punct::RBrace);
            return self.error_expr(start);
        }
        self.bump();
        let saved = self.no_greater;
        self.no_greater = false;
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            items.push(self.parse_initializer());
            if !self.eat(Punct::Comma) {
                break;
            }
            if self.pos == before {
                break;
            }
        }
        self.no_greater = saved;
        self.expect(Punct::RBrace, "to close the initializer list");
        self.leave();
        let span = start.to(self.prev_span());
        self.push_expr(ExprKind::InitList(items), span)
    }
}
