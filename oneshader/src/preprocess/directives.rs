//! `#` lines: conditionals, `#define`/`#undef`, `#include`, `#pragma`, `#error`/`#warning`,
//! `#line`, and the predefined and command-line macros.
//!
//! Input: the current file's tokens at a `#` that starts a line. The whole line is consumed
//! (`FileFrame::pos` moves past it) before it is acted on. In a skipped region only the
//! conditional directives are looked at; everything else (unknown directives included) is ignored.

use super::include::{self, IncludeName};
use super::macros::{parse_define, MacroKind};
use super::{settle_errors, CondState, Conditional, PpToken, Preprocessor, Stop};
use crate::diag::Code;
use crate::source::{LineDirective, Span};
use crate::syntax::token::{Pragma, PragmaMark, Punct, Token, TokenKind};
use crate::types::MatrixPacking;

impl Preprocessor<'_> {
    /// Handles the directive line at the current file position.
    pub(super) fn directive(&mut self) -> Result<(), Stop> {
        let Some(f) = self.includes.last_mut() else {
            return Ok(());
        };
        let hash_index = f.pos;
        let end = (hash_index + 1..f.tokens.len())
            .find(|&i| f.tokens[i].at_line_start)
            .unwrap_or(f.tokens.len());
        let Some(hash) = f.tokens.get(hash_index).cloned() else {
            return Ok(());
        };
        let line: Vec<Token> = f.tokens.get(hash_index + 1..end).unwrap_or(&[]).to_vec();
        f.pos = end;
        let limit = f.tokens.get(end).map_or(u32::MAX, |t| t.span.start);
        let skipping = f.skipping;
        settle_errors(f, self.diags, hash.span.start, !skipping);
        let name = match line.first() {
            Some(t) if t.kind == TokenKind::Ident => Some(t.text.clone()),
            _ => None,
        };
        let raw_text_directive = matches!(name.as_deref(), Some("error" | "warning" | "pragma"));
        settle_errors(f, self.diags, limit, !skipping && !raw_text_directive);

        let Some(name) = name else {
            // `#` alone is the null directive.
            if let Some(t) = line.first() {
                if !skipping {
                    self.diags.error(
                        Code::PP_DIRECTIVE,
                        t.span,
                        format!("'#{}' is not a preprocessor directive. A directive is # followed by its name, e.g. #define", t.text),
                    );
                }
            }
            return Ok(());
        };
        let directive_span = line[0].span;
        let args = &line[1..];
        match &*name {
            "if" => {
                let value = !skipping && self.evaluate_condition(args, directive_span)?;
                self.push_conditional(value, skipping, hash.span);
            }
            "ifdef" | "ifndef" => {
                let value = !skipping && {
                    let defined = self.ifdef_name(args, directive_span, &name);
                    defined == (&*name == "ifdef")
                };
                self.push_conditional(value, skipping, hash.span);
            }
            "elif" | "elifdef" | "elifndef" => self.elif(&name, args, directive_span)?,
            "else" => self.else_directive(directive_span),
            "endif" => self.endif(directive_span),
            _ if skipping => {}
            "define" => match parse_define(args, directive_span) {
                Ok(def) => self.define(def),
                Err(e) => self.diags.error(Code::PP_DIRECTIVE, e.span, e.message),
            },
            "undef" => match args.first() {
                Some(t) if t.kind == TokenKind::Ident => self.macros.remove(&t.text),
                _ => self.diags.error(
                    Code::PP_DIRECTIVE,
                    directive_span,
                    "#undef needs a macro name. Write #undef NAME",
                ),
            },
            "include" => self.include(args, directive_span)?,
            "pragma" => self.pragma(args, hash.span),
            "error" | "warning" => self.error_directive(&name, args, directive_span),
            "line" => self.line_directive(args, directive_span)?,
            other => self.diags.error(
                Code::PP_DIRECTIVE,
                directive_span,
                format!("'#{other}' is not a preprocessor directive. Check the spelling (#define, #include, #if, #ifdef, #pragma, ...)"),
            ),
        }
        Ok(())
    }

    fn push_conditional(&mut self, value: bool, skipping: bool, span: Span) {
        let state = if skipping {
            CondState::Skipping
        } else if value {
            CondState::Active
        } else {
            CondState::Searching
        };
        if let Some(f) = self.includes.last_mut() {
            f.conditionals.push(Conditional {
                state,
                else_seen: false,
                span,
            });
            f.skipping = state != CondState::Active;
        }
    }

    fn refresh_skipping(&mut self) {
        if let Some(f) = self.includes.last_mut() {
            f.skipping = f
                .conditionals
                .last()
                .is_some_and(|c| c.state != CondState::Active);
        }
    }

    /// The name after `#ifdef`/`#ifndef`/`#elifdef`: whether it is defined (false on error).
    fn ifdef_name(&mut self, args: &[Token], directive_span: Span, directive: &str) -> bool {
        match args.first() {
            Some(t) if t.kind == TokenKind::Ident => self.macros.is_defined(&t.text),
            _ => {
                self.diags.error(
                    Code::PP_DIRECTIVE,
                    directive_span,
                    format!("#{directive} needs a macro name. Write #{directive} NAME"),
                );
                false
            }
        }
    }

    fn elif(&mut self, name: &str, args: &[Token], directive_span: Span) -> Result<(), Stop> {
        let Some(top) = self
            .includes
            .last()
            .and_then(|f| f.conditionals.last())
            .copied()
        else {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                directive_span,
                format!("#{name} without #if. Add the #if it belongs to, or remove it"),
            );
            return Ok(());
        };
        if top.else_seen {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                directive_span,
                format!("#{name} after #else. Move it before the #else"),
            );
        }
        let new_state = match top.state {
            CondState::Active => CondState::Done,
            CondState::Searching => {
                let value = match name {
                    "elif" => self.evaluate_condition(args, directive_span)?,
                    "elifdef" => self.ifdef_name(args, directive_span, name),
                    _ => !self.ifdef_name(args, directive_span, name),
                };
                if value {
                    CondState::Active
                } else {
                    CondState::Searching
                }
            }
            other => other,
        };
        if let Some(c) = self
            .includes
            .last_mut()
            .and_then(|f| f.conditionals.last_mut())
        {
            c.state = new_state;
        }
        self.refresh_skipping();
        Ok(())
    }

    fn else_directive(&mut self, directive_span: Span) {
        let Some(c) = self
            .includes
            .last_mut()
            .and_then(|f| f.conditionals.last_mut())
        else {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                directive_span,
                "#else without #if. Add the #if it belongs to, or remove it",
            );
            return;
        };
        let twice = c.else_seen;
        c.else_seen = true;
        c.state = match c.state {
            CondState::Active => CondState::Done,
            CondState::Searching => CondState::Active,
            other => other,
        };
        if twice {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                directive_span,
                "a second #else in one #if. Remove one, or use #elif",
            );
        }
        self.refresh_skipping();
    }

    fn endif(&mut self, directive_span: Span) {
        let popped = self.includes.last_mut().and_then(|f| f.conditionals.pop());
        if popped.is_none() {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                directive_span,
                "#endif without #if. Remove it, or add the #if it closes",
            );
        }
        self.refresh_skipping();
    }

    /// `#if`/`#elif`: `defined` first, then macro expansion, then the integer expression.
    fn evaluate_condition(&mut self, args: &[Token], directive_span: Span) -> Result<bool, Stop> {
        let replaced = self.replace_defined(args);
        let expanded = self.expand_condition(replaced, directive_span)?;
        Ok(super::expr::evaluate(
            &expanded,
            &self.macros,
            self.diags,
            directive_span,
        ))
    }

    /// Replaces `defined X` and `defined(X)` by `1` or `0` before expansion.
    fn replace_defined(&mut self, args: &[Token]) -> Vec<PpToken> {
        let mut out = Vec::with_capacity(args.len());
        let mut i = 0;
        while i < args.len() {
            let t = &args[i];
            if !t.is_ident("defined") {
                out.push(PpToken::new(t.clone()));
                i += 1;
                continue;
            }
            let (name, used) = match (args.get(i + 1), args.get(i + 2), args.get(i + 3)) {
                (Some(n), _, _) if n.kind == TokenKind::Ident => (Some(n), 2),
                (Some(l), Some(n), Some(r))
                    if l.is_punct(Punct::LParen)
                        && n.kind == TokenKind::Ident
                        && r.is_punct(Punct::RParen) =>
                {
                    (Some(n), 4)
                }
                _ => (None, 1),
            };
            let value = match name {
                Some(n) => self.macros.is_defined(&n.text),
                None => {
                    self.diags.error(
                        Code::PP_BAD_EXPRESSION,
                        t.span,
                        "'defined' needs a macro name. Write defined(NAME) or defined NAME",
                    );
                    false
                }
            };
            let text = self.interner.intern(if value { "1" } else { "0" });
            out.push(PpToken::new(Token {
                kind: TokenKind::IntLit,
                text,
                ..t.clone()
            }));
            i += used;
        }
        out
    }

    fn include(&mut self, args: &[Token], directive_span: Span) -> Result<(), Stop> {
        let name = match include::include_name(args, self.current_text().as_deref()) {
            Some(name) => name,
            None => {
                // `#include MACRO`: expand, then read the name from the result.
                let raw: Vec<PpToken> = args.iter().cloned().map(PpToken::new).collect();
                let expanded = self.expand_isolated(raw, 0, directive_span)?;
                let tokens: Vec<Token> = expanded.into_iter().map(|t| t.tok).collect();
                match include::include_name(&tokens, None) {
                    Some(name) => name,
                    None => {
                        self.diags.error(
                            Code::PP_DIRECTIVE,
                            args.first().map_or(directive_span, |t| t.span),
                            "#include needs a file name. Write #include \"file.hlsli\" or #include <file.hlsli>",
                        );
                        return Ok(());
                    }
                }
            }
        };
        self.open_include(&name)
    }

    /// The text of the file being read (for `<...>` names and `#error` messages).
    fn current_text(&self) -> Option<std::sync::Arc<str>> {
        let f = self.includes.last()?;
        self.sources.file(f.file).map(|s| s.text.clone())
    }

    fn open_include(&mut self, name: &IncludeName) -> Result<(), Stop> {
        let depth = self.include_depth();
        if depth > self.options.limits.max_include_depth {
            let limit = self.options.limits.max_include_depth;
            self.diags.error(
                Code::PP_LIMIT,
                name.span,
                format!(
                    "#include '{}' is nested more than {limit} files deep; it was not read. Check for files that include each other, and guard shared files with #pragma once",
                    name.name
                ),
            );
            return Ok(());
        }
        let (including_path, folder) = match self.includes.last() {
            Some(f) => (
                self.sources
                    .file(f.file)
                    .map(|s| s.path.clone())
                    .unwrap_or_default(),
                f.folder.clone(),
            ),
            None => (String::new(), None),
        };
        let found = include::find(
            &name.name,
            name.system,
            &including_path,
            folder.as_deref(),
            self.options,
        );
        match found {
            include::Found::File(file) => {
                self.note_file(&file.path);
                if self.once.contains(&file.once_key) {
                    return Ok(());
                }
                let id = self.sources.add(file.path, file.text.as_str());
                self.open_file(id, &file.text, file.folder, file.once_key, true)?;
                // Reading files is work too: includes repeated without guards (a file that
                // includes another twice, which includes another twice, ...) must end.
                let lexed = self.includes.last().map_or(0, |f| f.tokens.len());
                self.step(1 + lexed, name.span)?;
            }
            include::Found::Unreadable { path, error } => {
                self.note_file(&path);
                self.diags.error(
                    Code::INCLUDE_UNREADABLE,
                    name.span,
                    format!("cannot read include file '{path}': {error}. Check that it is a readable text file"),
                );
            }
            include::Found::Missing {
                searched,
                directories,
            } => {
                let mut message = if searched.is_empty() {
                    format!(
                        "cannot find include file '{}'; there is no include resolver and no include directory to search. Add the directory that contains it to the include paths",
                        name.name
                    )
                } else {
                    let list: Vec<String> = searched.iter().map(|s| format!("'{s}'")).collect();
                    format!(
                        "cannot find include file '{}'; searched: {}. Check the spelling, or add the directory that contains it to the include paths",
                        name.name,
                        list.join(", ")
                    )
                };
                if !directories.is_empty() {
                    let list: Vec<String> = directories.iter().map(|s| format!("'{s}'")).collect();
                    message.push_str(&format!(
                        " ({} {} a directory, not a file)",
                        list.join(", "),
                        if list.len() == 1 { "is" } else { "are" }
                    ));
                }
                if name.name.starts_with("vk/") {
                    // DXC ships these with its compiler; they are built on inline SPIR-V types.
                    message.push_str(". It is one of DXC's own headers (<vk/...>, written with DXC's inline SPIR-V types), which OneShader does not provide (of those it provides <vk/spirv.h> only); declare the types and instructions you need with vk::SpirvType and [[vk::ext_instruction]] instead");
                }
                self.diags.error(Code::MISSING_INCLUDE, name.span, message);
            }
        }
        Ok(())
    }

    fn pragma(&mut self, args: &[Token], hash_span: Span) {
        let Some(first) = args.first() else {
            return;
        };
        if first.is_ident("once") {
            if let Some(f) = self.includes.last() {
                if !f.once_key.is_empty() {
                    self.once.insert(f.once_key.clone());
                }
            }
            return;
        }
        if !first.is_ident("pack_matrix") {
            return; // Other pragmas are ignored, as DXC ignores unknown ones.
        }
        let packing = match args {
            [_, l, m, r] if l.is_punct(Punct::LParen) && r.is_punct(Punct::RParen) => {
                match &*m.text {
                    "row_major" => Some(MatrixPacking::RowMajor),
                    "column_major" => Some(MatrixPacking::ColumnMajor),
                    _ => None,
                }
            }
            _ => None,
        };
        let span = args.last().map_or(hash_span, |t| hash_span.to(t.span));
        match packing {
            Some(packing) => self.pragmas.push(PragmaMark {
                token_index: self.output.len(),
                pragma: Pragma::PackMatrix(packing),
                span,
            }),
            None => self.diags.warning(
                Code::PP_BAD_PRAGMA,
                first.span,
                "malformed #pragma pack_matrix; it is ignored. Write #pragma pack_matrix(row_major) or #pragma pack_matrix(column_major)",
            ),
        }
    }

    /// `#error` (OSH0102 error) and `#warning` (OSH0102 warning) with the line's text.
    fn error_directive(&mut self, name: &str, args: &[Token], directive_span: Span) {
        let message = match (args.first(), args.last(), self.current_text()) {
            (Some(first), Some(last), Some(text)) => text
                .get(first.span.start as usize..last.span.end as usize)
                .unwrap_or("")
                .trim()
                .to_string(),
            _ => String::new(),
        };
        let message = if message.is_empty() {
            format!("#{name}")
        } else {
            message
        };
        if name == "error" {
            self.diags
                .error(Code::PP_ERROR_DIRECTIVE, directive_span, message);
        } else {
            self.diags
                .warning(Code::PP_ERROR_DIRECTIVE, directive_span, message);
        }
    }

    /// `#line N ["file"]`: later lines of this file are reported as `N`, `N+1`, ... of `file`.
    fn line_directive(&mut self, args: &[Token], directive_span: Span) -> Result<(), Stop> {
        let raw: Vec<PpToken> = args.iter().cloned().map(PpToken::new).collect();
        let expanded = self.expand_isolated(raw, 0, directive_span)?;
        let number = expanded.first().and_then(|t| {
            (t.tok.kind == TokenKind::IntLit && t.tok.text.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.tok.text.parse::<u32>().ok())
                .flatten()
                .filter(|&n| n <= i32::MAX as u32)
        });
        let path = match expanded.get(1) {
            None => Some(None),
            Some(t) if t.tok.kind == TokenKind::StringLit && t.tok.text.len() >= 2 => {
                Some(Some(unquote(&t.tok.text)))
            }
            Some(_) => None,
        };
        let (Some(line), Some(path)) = (number, path) else {
            self.diags.error(
                Code::PP_DIRECTIVE,
                directive_span,
                "malformed #line. Write #line NUMBER or #line NUMBER \"file\"",
            );
            return Ok(());
        };
        let Some(f) = self.includes.last() else {
            return Ok(());
        };
        let file = f.file;
        let from = args.last().map_or(directive_span.end, |t| t.span.end);
        let offset = self
            .sources
            .file(file)
            .map_or(from, |s| next_line_start(&s.text, from));
        self.sources
            .add_line_directive(file, LineDirective { offset, line, path });
        Ok(())
    }

    /// `__LINE__`, `__FILE__` and the fixed predefined macros.
    pub(super) fn define_builtins(&mut self, main: crate::source::FileId) {
        let anchor = Span::new(main, 0, 0);
        self.define_dynamic("__LINE__", MacroKind::Line, anchor);
        self.define_dynamic("__FILE__", MacroKind::File, anchor);
        for (name, value) in self.options.predefined.macros() {
            self.define_builtin_text(name, &value, anchor);
        }
    }

    /// The `-D` defines as `#define` lines of a synthetic file, or `None` when there are none.
    /// A define of a predefined name replaces it without a warning.
    pub(super) fn command_line_text(&mut self, main: crate::source::FileId) -> Option<String> {
        if self.options.defines.is_empty() {
            return None;
        }
        let mut text = String::new();
        let predefined = self.options.predefined.macros();
        for d in self.options.defines {
            let ident_len = d
                .name
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
                .count();
            let valid = ident_len > 0
                && !d.name.as_bytes()[0].is_ascii_digit()
                && (ident_len == d.name.len() || d.name[ident_len..].starts_with('('))
                && !d.name.contains(['\n', '\r']);
            if !valid {
                self.diags.error(
                    Code::BAD_OPTION,
                    Span::new(main, 0, 0),
                    format!(
                        "the define '{}' does not start with a valid macro name. Use NAME or NAME=VALUE with NAME an identifier",
                        d.name
                    ),
                );
                continue;
            }
            let bare = &d.name[..ident_len];
            if predefined.iter().any(|(n, _)| *n == bare) {
                text.push_str(&format!("#undef {bare}\n"));
            }
            let value = d.value.as_deref().unwrap_or("1").replace(['\n', '\r'], " ");
            text.push_str(&format!("#define {} {}\n", d.name, value));
        }
        Some(text)
    }
}

/// The text between a string literal's quotes, with `\\` and `\"` unescaped.
fn unquote(s: &str) -> String {
    let inner = s
        .strip_prefix('"')
        .and_then(|x| x.strip_suffix('"'))
        .unwrap_or(s);
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Offset of the first byte of the line after the one containing `from` (line continuations
/// and block comments do not end a line). The end of the text when there is none.
fn next_line_start(text: &str, from: u32) -> u32 {
    let b = text.as_bytes();
    let mut i = from as usize;
    while i < b.len() {
        match b[i] {
            b'\n' => return i as u32 + 1,
            b'\\' => {
                let mut j = i + 1;
                while matches!(b.get(j), Some(b' ' | b'\t' | b'\r')) {
                    j += 1;
                }
                i = if b.get(j) == Some(&b'\n') {
                    j + 1
                } else {
                    i + 1
                };
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = match text.get(i + 2..).and_then(|rest| rest.find("*/")) {
                    Some(k) => i + 2 + k + 2,
                    None => b.len(),
                };
            }
            _ => i += 1,
        }
    }
    b.len() as u32
}
