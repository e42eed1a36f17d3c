//! The recursive-descent parser: preprocessed tokens in, [`TranslationUnit`] out.
//!
//! Input: the preprocessor's token stream (keywords are identifiers; it ends with one
//! [`TokenKind::Eof`], though a missing one is tolerated) and the `#pragma pack_matrix` marks
//! positioned in it. Output: an AST (see [`crate::syntax::ast`] for its invariants) plus
//! diagnostics with codes OSH0202..OSH0207.
//!
//! # Names and ambiguity
//!
//! HLSL, like C, cannot be parsed without knowing which names are types (`(T)x` is a cast or a
//! parenthesised name; `a < b` a comparison or template arguments). The parser keeps the set of
//! type names declared so far (built-in scalar/vector/matrix/resource names, structs, classes,
//! interfaces, enums, typedefs, template type parameters) and the set of template names
//! (user template functions and structs, `vector`, `matrix` and the built-in resource
//! templates). Both sets are global: names are added when declared and never removed, so a
//! template parameter `T` stays a type name after its template (harmless in practice; sema
//! resolves names properly). The heuristics:
//!
//! - `(` *type* `)` followed by a token that can start an operand is a cast when the type's
//!   name is a known type name.
//! - In a type context (declarations, casts, template arguments) `Name<` always opens template
//!   arguments. In an expression, `Name<` does when `Name` is a known template name, or when
//!   `Name` is not a type and a scan of the tokens up to the matching `>` finds only names,
//!   number literals, `,`, `::` and nested angle brackets, and then a `(`: `Foo<float>(x)`,
//!   `buf.Load<float4>(0)` (so `a < b && c > (d)` stays a comparison).
//! - A known type name followed by `(` in an expression is a constructor call
//!   ([`ast::ExprKind::Construct`]); other calls are [`ast::ExprKind::Call`].
//! - A statement is a declaration when it starts with a modifier, `struct`/`typedef`/`enum`, a
//!   known type name, or `Name Name` (an unknown type is left for sema to report); `Name<...>`
//!   and `A::B` followed by a name are parsed speculatively as a type.
//! - Soft keywords (`sample`, `line`, `point`, `linear`, ... and every other modifier) are
//!   modifiers only when another identifier follows, so they remain usable as variable names.
//!
//! # Error recovery and limits
//!
//! A missing `;` is reported once (OSH0203, at the end of the token before it) and parsing
//! continues as if it were there. Other errors skip to the next `;`, `}` or declaration start.
//! To keep one mistake to one diagnostic: a second error at the token where the previous one
//! was reported is dropped; a missing `;` is not reported in a statement or declaration that
//! already had an error; after a broken declaration at file, namespace or member scope,
//! tokens that cannot start a declaration are skipped silently (the rest of a function body
//! after a stray `}`); a misplaced `case` is reported once per function. Every loop consumes a
//! token or exits. Nesting deeper than [`ast::MAX_NESTING`] is OSH0206 and the rest
//! of that subtree is skipped by a flat bracket-counting scan, so no input overflows the stack.

mod attr;
mod decl;
mod expr;
mod stmt;
mod types;

#[cfg(test)]
mod tests;

use crate::diag::{Code, DiagnosticBag, Report, Severity};
use crate::source::Span;
use crate::syntax::ast::{self, TranslationUnit};
use crate::syntax::token::{PragmaMark, Punct, Token, TokenKind};
use crate::types::MatrixPacking;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Parses a preprocessed token stream into an AST. Never panics; errors go to `diags` and the
/// affected nodes become `Error` variants.
pub fn parse(
    tokens: &[Token],
    pragmas: &[PragmaMark],
    diags: &mut DiagnosticBag,
) -> TranslationUnit {
    let mut parser = Parser::new(tokens, pragmas);
    parser.parse_translation_unit();
    for report in parser.reports.drain(..) {
        // The lexer already reported a malformed number at this token: one report is enough.
        let reported_by_lexer = report.code == Code::BAD_NUMBER
            && diags
                .reports()
                .iter()
                .any(|r| r.code == Code::BAD_NUMBER && r.span == report.span);
        if !reported_by_lexer {
            diags.push(report);
        }
    }
    parser.tu
}

/// A saved parser state for speculative parsing: restoring it forgets every node, report,
/// split token and pragma step made since.
#[derive(Clone, Copy)]
struct Checkpoint {
    pos: usize,
    decls: usize,
    stmts: usize,
    exprs: usize,
    types: usize,
    reports: usize,
    splits: usize,
    pragma_cursor: usize,
    packing: Option<MatrixPacking>,
    last_error_pos: Option<usize>,
    depth: u32,
}

pub(crate) struct Parser<'p> {
    /// Owned copy so that a `>>` closing two template argument lists can be split in place.
    tokens: Vec<Token>,
    /// Stand-in returned past the end (or when the stream lacks its `Eof`).
    eof: Token,
    pos: usize,
    /// `(index, original token)` of every `>>` split so far, undone by [`Parser::restore`].
    splits: Vec<(usize, Token)>,
    pragmas: &'p [PragmaMark],
    pragma_cursor: usize,
    /// The `#pragma pack_matrix` packing in effect.
    packing: Option<MatrixPacking>,
    tu: TranslationUnit,
    /// Height of each expression tree, parallel to `tu.exprs` (see `ast::MAX_NESTING`).
    expr_heights: Vec<u32>,
    reports: Vec<Report>,
    last_error_pos: Option<usize>,
    /// Current nesting of statements, expressions, types and declarations.
    depth: u32,
    /// Inside template arguments, `>` closes the list instead of being an operator.
    no_greater: bool,
    type_names: BTreeSet<Arc<str>>,
    template_names: BTreeSet<Arc<str>>,
    /// Declaration statements split off a local declaration that declared several things
    /// (`struct S { ... } s;`), for the enclosing block to insert.
    pending_local_stmts: Vec<ast::StmtId>,
    /// A `case` label outside a `switch` was reported in the current function.
    stray_case_reported: bool,
    /// `reports.len()` when the innermost statement or declaration being parsed started.
    construct_reports_start: usize,
    /// Token positions where a speculative cast or `sizeof(type)` parse failed. Not undone by
    /// [`Parser::restore`]: remembering failures keeps nested speculation linear (otherwise
    /// `(vector<(vector<...>)>)` would be re-tried exponentially often).
    failed_speculations: BTreeSet<(usize, Speculation)>,
}

/// What a speculative parse tried (see `Parser::failed_speculations`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Speculation {
    Cast,
    SizeofType,
}

impl<'p> Parser<'p> {
    fn new(tokens: &[Token], pragmas: &'p [PragmaMark]) -> Self {
        let end_span = tokens
            .last()
            .map(|t| Span::new(t.span.file, t.span.end, t.span.end))
            .unwrap_or_default();
        let eof = Token {
            kind: TokenKind::Eof,
            text: Arc::from(""),
            span: end_span,
            leading_space: false,
            at_line_start: false,
        };
        // Ignore anything after an Eof token; the parser never looks past it.
        let end = tokens
            .iter()
            .position(|t| t.kind == TokenKind::Eof)
            .unwrap_or(tokens.len());
        let tokens = tokens.get(..end).unwrap_or(tokens).to_vec();
        Parser {
            tokens,
            eof,
            pos: 0,
            splits: Vec::new(),
            pragmas,
            pragma_cursor: 0,
            packing: None,
            tu: TranslationUnit::default(),
            expr_heights: Vec::new(),
            reports: Vec::new(),
            last_error_pos: None,
            depth: 0,
            no_greater: false,
            type_names: BTreeSet::new(),
            template_names: BTreeSet::new(),
            pending_local_stmts: Vec::new(),
            construct_reports_start: 0,
            stray_case_reported: false,
            failed_speculations: BTreeSet::new(),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Token cursor
    // -----------------------------------------------------------------------------------------

    fn peek(&self) -> &Token {
        self.tokens.get(self.pos).unwrap_or(&self.eof)
    }

    fn peek_at(&self, ahead: usize) -> &Token {
        self.tokens.get(self.pos + ahead).unwrap_or(&self.eof)
    }

    fn at_eof(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn span(&self) -> Span {
        self.peek().span
    }

    /// The span of the last consumed token (the start of the file before any).
    fn prev_span(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.tokens.get(i)) {
            Some(t) => t.span,
            None => Span::new(self.eof.span.file, 0, 0),
        }
    }

    /// An empty span right after the last consumed token (where a missing `;` belongs).
    fn after_prev(&self) -> Span {
        let p = self.prev_span();
        Span::new(p.file, p.end, p.end)
    }

    fn at(&self, p: Punct) -> bool {
        self.peek().is_punct(p)
    }

    fn at_kw(&self, word: &str) -> bool {
        self.peek().is_ident(word)
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.at(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, word: &str) -> bool {
        if self.at_kw(word) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Describes the current token for messages: `'foo'` or `the end of the file`.
    fn found(&self) -> String {
        let t = self.peek();
        match t.kind {
            TokenKind::Eof => "the end of the file".into(),
            _ => format!("'{}'", t.text),
        }
    }

    /// Consumes `p` or reports OSH0203 "Expected 'p' <context>".
    fn expect(&mut self, p: Punct, context: &str) -> bool {
        if self.eat(p) {
            return true;
        }
        let message = format!(
            "Expected '{}' {context}, found {}.",
            p.as_str(),
            self.found()
        );
        let span = self.span();
        self.error(Code::EXPECTED_TOKEN, span, message);
        false
    }

    /// Consumes `;` or reports a missing one at the end of the previous token, without
    /// consuming anything (parsing goes on as if it were there). Not reported when the current
    /// statement or declaration already had an error: the `;` is then most likely missing
    /// because of that error.
    fn expect_semi(&mut self, context: &str) -> bool {
        if self.eat(Punct::Semi) {
            return true;
        }
        if self.errors_since(self.construct_reports_start) {
            return false;
        }
        let span = self.after_prev();
        let message = format!("Expected ';' {context}, found {}. Add a ';'.", self.found());
        self.error(Code::EXPECTED_TOKEN, span, message);
        false
    }

    /// Consumes a `>` closing template arguments, splitting a `>>` into two.
    fn eat_closing_angle(&mut self) -> bool {
        if self.eat(Punct::Gt) {
            return true;
        }
        if self.at(Punct::Shr) {
            let original = self.peek().clone();
            let s = original.span;
            let second = Token {
                kind: TokenKind::Punct(Punct::Gt),
                text: Arc::from(">"),
                span: Span::new(s.file, s.start.saturating_add(1).min(s.end), s.end),
                leading_space: false,
                at_line_start: false,
            };
            if let Some(slot) = self.tokens.get_mut(self.pos) {
                *slot = second;
                self.splits.push((self.pos, original));
            }
            return true;
        }
        false
    }

    /// An identifier token's text, if the current token is one.
    fn ident_text(&self) -> Option<Arc<str>> {
        let t = self.peek();
        (t.kind == TokenKind::Ident).then(|| t.text.clone())
    }

    /// Consumes an identifier that is not a reserved word.
    fn eat_name(&mut self) -> Option<ast::Ident> {
        let t = self.peek();
        if t.kind == TokenKind::Ident && !is_reserved(&t.text) {
            let t = self.bump();
            Some(ast::Ident {
                name: t.text,
                span: t.span,
            })
        } else {
            None
        }
    }

    /// Consumes a name or reports OSH0203 "Expected a name <context>".
    fn expect_name(&mut self, context: &str) -> Option<ast::Ident> {
        if let Some(name) = self.eat_name() {
            return Some(name);
        }
        let message = format!("Expected a name {context}, found {}.", self.found());
        let span = self.span();
        self.error(Code::EXPECTED_TOKEN, span, message);
        None
    }

    // -----------------------------------------------------------------------------------------
    // Diagnostics, speculation, depth
    // -----------------------------------------------------------------------------------------

    /// Reports an error unless one was already reported at the current token (which would be
    /// a follow-on error of the same mistake).
    fn error(&mut self, code: Code, span: Span, message: String) {
        if self.last_error_pos == Some(self.pos) {
            return;
        }
        self.last_error_pos = Some(self.pos);
        self.reports.push(Report {
            severity: Severity::Error,
            code,
            span,
            message,
            labels: Vec::new(),
        });
    }

    /// Reports warning OSH0208: legacy effect syntax that DXC skips too, named by `what`.
    /// Whether an error (not a warning) was reported since `reports_before`.
    fn errors_since(&self, reports_before: usize) -> bool {
        self.reports
            .get(reports_before..)
            .is_some_and(|r| r.iter().any(|r| r.severity == Severity::Error))
    }

    fn effect_syntax_ignored(&mut self, span: Span, what: &str) {
        self.reports.push(Report {
            severity: Severity::Warning,
            code: Code::EFFECT_SYNTAX_IGNORED,
            span,
            message: format!(
                "The effect {what} is ignored, as DXC ignores it: effect syntax has no meaning outside the D3D effects framework. Remove it."
            ),
            labels: Vec::new(),
        });
    }

    /// Skips a `{ ... }` block from the current `{` through its matching `}` (or the end).
    fn skip_braced_block(&mut self) {
        let mut level: usize = 0;
        while !self.at_eof() {
            match self.bump().kind {
                TokenKind::Punct(Punct::LBrace) => level += 1,
                TokenKind::Punct(Punct::RBrace) => {
                    level = level.saturating_sub(1);
                    if level == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }

    fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            pos: self.pos,
            decls: self.tu.decl_arena.len(),
            stmts: self.tu.stmts.len(),
            exprs: self.tu.exprs.len(),
            types: self.tu.types.len(),
            reports: self.reports.len(),
            splits: self.splits.len(),
            pragma_cursor: self.pragma_cursor,
            packing: self.packing,
            last_error_pos: self.last_error_pos,
            depth: self.depth,
        }
    }

    fn restore(&mut self, c: Checkpoint) {
        self.pos = c.pos;
        self.tu.decl_arena.truncate(c.decls);
        self.tu.stmts.truncate(c.stmts);
        self.tu.exprs.truncate(c.exprs);
        self.expr_heights.truncate(c.exprs);
        self.tu.types.truncate(c.types);
        self.reports.truncate(c.reports);
        while self.splits.len() > c.splits {
            if let Some((index, token)) = self.splits.pop() {
                if let Some(slot) = self.tokens.get_mut(index) {
                    *slot = token;
                }
            }
        }
        self.pragma_cursor = c.pragma_cursor;
        self.packing = c.packing;
        self.last_error_pos = c.last_error_pos;
        self.depth = c.depth;
    }

    /// True when the checkpoint's reports are all still there and no new one was added.
    fn no_errors_since(&self, c: &Checkpoint) -> bool {
        self.reports.len() == c.reports
    }

    /// Enters one nesting level. At the limit, reports OSH0206 and returns false; the caller
    /// then skips its subtree with [`Parser::skip_subtree`] instead of recursing.
    fn enter(&mut self) -> bool {
        if self.depth >= ast::MAX_NESTING {
            let span = self.span();
            self.error(
                Code::NESTING_TOO_DEEP,
                span,
                format!(
                    "This code nests deeper than {} levels. Split it into smaller functions or expressions.",
                    ast::MAX_NESTING
                ),
            );
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skips tokens, counting brackets, up to (not including) a `;` outside brackets, a closing
    /// bracket without its opener, or the end. Flat, so any nesting depth is fine.
    fn skip_subtree(&mut self) {
        let mut level: usize = 0;
        while !self.at_eof() {
            let t = self.peek();
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => level += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    if level == 0 {
                        return;
                    }
                    level -= 1;
                }
                TokenKind::Punct(Punct::Semi) if level == 0 => return,
                _ => {}
            }
            self.bump();
        }
    }

    /// Statement-level recovery: skips to just after the next `;` outside brackets, or up to
    /// a `}` that closes the enclosing block. Unmatched `)` and `]` are skipped (they cannot
    /// close anything at statement level). Consumes at least one token unless at `}` or the end.
    fn recover_to_statement_end(&mut self) {
        let mut level: usize = 0;
        while !self.at_eof() {
            match self.peek().kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => level += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    level = level.saturating_sub(1)
                }
                TokenKind::Punct(Punct::RBrace) => {
                    if level == 0 {
                        return;
                    }
                    level -= 1;
                }
                TokenKind::Punct(Punct::Semi) if level == 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Runs `parse` as one statement or declaration for [`Parser::expect_semi`]'s purposes.
    fn as_construct<T>(&mut self, parse: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.construct_reports_start;
        self.construct_reports_start = self.reports.len();
        let result = parse(self);
        self.construct_reports_start = saved;
        result
    }

    /// Declaration-level recovery: skips to after the next `;`, after a `{...}` group, or up
    /// to a token at the start of a line that starts a declaration. Always makes progress
    /// unless at `}` or the end.
    fn recover_to_declaration(&mut self) {
        let start = self.pos;
        let mut level: usize = 0;
        while !self.at_eof() {
            let t = self.peek();
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => level += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    level = level.saturating_sub(1)
                }
                TokenKind::Punct(Punct::RBrace) => {
                    if level == 0 {
                        // It closes the enclosing list; at file scope the caller reports it.
                        return;
                    }
                    level -= 1;
                    if level == 0 {
                        self.bump();
                        self.eat(Punct::Semi);
                        return;
                    }
                }
                TokenKind::Punct(Punct::Semi) if level == 0 => {
                    self.bump();
                    return;
                }
                _ if level == 0
                    && self.pos > start
                    && t.at_line_start
                    && self.starts_declaration() =>
                {
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// The current token plausibly starts a declaration (used for recovery).
    fn starts_declaration(&self) -> bool {
        let t = self.peek();
        if t.is_punct(Punct::LBracket) {
            return true;
        }
        if t.kind != TokenKind::Ident {
            return false;
        }
        matches!(
            &*t.text,
            "struct"
                | "class"
                | "interface"
                | "cbuffer"
                | "tbuffer"
                | "typedef"
                | "enum"
                | "namespace"
                | "template"
                | "static"
                | "const"
                | "uniform"
                | "groupshared"
                | "extern"
                | "volatile"
                | "inline"
                | "export"
                | "precise"
                | "row_major"
                | "column_major"
                | "nointerpolation"
                | "noperspective"
                | "globallycoherent"
        ) || self.is_type_name(&t.text)
    }

    /// Applies the `#pragma pack_matrix` marks that come before the current token.
    fn sync_pragmas(&mut self) {
        while let Some(mark) = self.pragmas.get(self.pragma_cursor) {
            if mark.token_index > self.pos {
                break;
            }
            let crate::syntax::token::Pragma::PackMatrix(p) = mark.pragma;
            self.packing = Some(p);
            self.pragma_cursor += 1;
        }
    }

    // -----------------------------------------------------------------------------------------
    // Known names
    // -----------------------------------------------------------------------------------------

    fn is_type_name(&self, name: &str) -> bool {
        types::is_builtin_type_name(name) || self.type_names.contains(name)
    }

    fn is_template_name(&self, name: &str) -> bool {
        types::is_builtin_template_name(name) || self.template_names.contains(name)
    }

    fn declare_type_name(&mut self, name: &Arc<str>) {
        self.type_names.insert(name.clone());
    }

    fn declare_template_name(&mut self, name: &Arc<str>) {
        self.template_names.insert(name.clone());
    }

    // -----------------------------------------------------------------------------------------
    // Arena helpers
    // -----------------------------------------------------------------------------------------

    fn push_decl(&mut self, decl: ast::Decl) -> ast::DeclId {
        let id = ast::DeclId(self.tu.decl_arena.len() as u32);
        self.tu.decl_arena.push(decl);
        id
    }

    fn push_stmt(
        &mut self,
        kind: ast::StmtKind,
        attributes: Vec<ast::Attribute>,
        span: Span,
    ) -> ast::StmtId {
        let id = ast::StmtId(self.tu.stmts.len() as u32);
        self.tu.stmts.push(ast::Stmt {
            kind,
            attributes,
            span,
        });
        id
    }

    fn push_type(
        &mut self,
        kind: ast::TypeExprKind,
        prefixes: ast::TypePrefixes,
        span: Span,
    ) -> ast::TypeExprId {
        let id = ast::TypeExprId(self.tu.types.len() as u32);
        self.tu.types.push(ast::TypeExpr {
            kind,
            prefixes,
            span,
        });
        id
    }

    fn error_type(&mut self, span: Span) -> ast::TypeExprId {
        self.push_type(ast::TypeExprKind::Error, ast::TypePrefixes::default(), span)
    }

    // -----------------------------------------------------------------------------------------
    // The translation unit
    // -----------------------------------------------------------------------------------------

    fn parse_translation_unit(&mut self) {
        let mut decls = Vec::new();
        let mut recovering = false;
        while !self.at_eof() {
            let before = self.pos;
            if recovering && !self.starts_declaration() {
                // Leftovers of a construct that already had an error (for example the rest of
                // a function body after a stray `}`): skip them without more reports.
                if !self.eat(Punct::RBrace) {
                    self.recover_to_declaration();
                }
                if self.pos == before {
                    self.bump();
                }
                continue;
            }
            let reports_before = self.reports.len();
            if self.at(Punct::RBrace) {
                let span = self.span();
                self.error(
                    Code::EXPECTED_DECLARATION,
                    span,
                    "Unexpected '}' at file scope. Remove it or add the matching '{'.".into(),
                );
                self.bump();
                continue;
            }
            self.parse_declaration(decl::DeclContext::Global, &mut decls);
            // Only an error leaves leftovers to skip: after a warning (an ignored effect state
            // block) the next declaration is read as usual.
            recovering = self.errors_since(reports_before);
            if self.pos == before {
                self.bump();
            }
        }
        self.tu.decls = decls;
    }
}

/// Words that can never be a declared name.
fn is_reserved(word: &str) -> bool {
    matches!(
        word,
        "if" | "else"
            | "for"
            | "while"
            | "do"
            | "switch"
            | "case"
            | "default"
            | "break"
            | "continue"
            | "return"
            | "discard"
            | "struct"
            | "class"
            | "interface"
            | "cbuffer"
            | "tbuffer"
            | "typedef"
            | "enum"
            | "namespace"
            | "template"
            | "typename"
            | "true"
            | "false"
            | "this"
            | "sizeof"
            | "operator"
            | "static"
            | "const"
            | "uniform"
            | "extern"
            | "groupshared"
            | "volatile"
            | "inline"
            | "in"
            | "out"
            | "inout"
            | "row_major"
            | "column_major"
            | "nointerpolation"
            | "noperspective"
            | "register"
            | "packoffset"
    )
}
