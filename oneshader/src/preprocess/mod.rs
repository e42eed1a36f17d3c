//! The C-style preprocessor: a main file (already in the [`SourceMap`]) in, one expanded token
//! stream out.
//!
//! Input: the main file's id, the `-D` defines, include directories and an optional in-memory
//! include resolver. Output ([`PreprocessOutput`]): the expanded tokens ending with exactly one
//! [`TokenKind::Eof`], the `#pragma pack_matrix` marks, and every file read (main first, then
//! includes in first-read order, also on failure).
//!
//! Structure: `mod.rs` drives the loop over a stack of open files ([`FileFrame`]) and a stack of
//! macro expansions ([`ExpansionFrame`]); `directives.rs` handles `#` lines, `macros.rs` defines
//! and expands macros, `expr.rs` evaluates `#if`, `include.rs` finds include files.
//!
//! Invariants:
//! - Nothing recurses over input without a bound: open files are an explicit stack limited by
//!   [`PreprocessLimits::max_include_depth`]; macro rescanning is iterative (expansions are frames
//!   on a stack); only argument pre-expansion recurses, bounded by
//!   [`PreprocessLimits::max_macro_nesting`].
//! - Output size and work are bounded by [`PreprocessLimits`]; reaching a limit is OSH0107 and
//!   preprocessing stops there (the output still ends with `Eof`).
//! - Spans point at what the user wrote: file tokens keep theirs, macro-body tokens take the span
//!   of the macro name at the outermost invocation site, argument tokens keep their own, pasted
//!   and stringized tokens take the invocation's.
//! - Lexer errors in regions skipped by `#if` are dropped (as in C compilers), except an
//!   unterminated block comment.
//!
//! What the parser sees: identifiers (keywords included), literals, punctuators, and, only in
//! erroneous input, stray `Hash`/`HashHash` tokens (a `#` that does not start a line, or `##`
//! outside a macro body). `>>` is one token (`Buffer<vector<float,4>>` must be split by the parser).
//! Directives never reach the output.
//!
//! Predefined macros: DXC's, computed from the options in `predefined` (`__hlsl_dx_compiler`,
//! `__spirv__`, `__SHADER_TARGET_*`, `__HLSL_VERSION`, ...), plus `__LINE__` and `__FILE__`.
//! `#if` treats `true` as 1 and `false` as 0 (HLSL is C++-like there); other unknown
//! identifiers are 0.

mod directives;
mod expr;
mod include;
mod macros;
mod predefined;
mod render;
pub use render::render;
#[cfg(test)]
mod tests;

use crate::diag::{Code, DiagnosticBag};
use crate::source::{FileId, SourceMap, Span};
use crate::syntax::lexer::{lex_limited, FastSet, Interner, LexError};
use crate::syntax::token::{PragmaMark, Punct, Token, TokenKind};
use macros::{MacroId, MacroTable};
use std::path::PathBuf;
use std::sync::Arc;

pub use include::{IncludeResolver, ResolvedInclude};
pub use predefined::{Predefined, DXC_VERSION};

/// A macro from the options: `-D NAME` (value `None`, defined as `1`) or `-D NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Define {
    pub name: String,
    pub value: Option<String>,
}

impl Define {
    pub fn new(name: impl Into<String>, value: Option<&str>) -> Self {
        Define {
            name: name.into(),
            value: value.map(str::to_owned),
        }
    }
}

/// Bounds that keep hostile input (macro bombs, include cycles) from hanging or exhausting memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PreprocessLimits {
    /// Most tokens in the output (and in any one intermediate expansion). Default 2,000,000.
    pub max_output_tokens: usize,
    /// Most expansion steps: one per macro invocation, per token a macro produces or takes as
    /// an argument, and per token of each included file. Default 20,000,000.
    pub max_expansion_steps: u64,
    /// Most nested `#include`s below the main file. Default 200: deeper than any real shader
    /// library, small enough that a file including itself fails fast.
    pub max_include_depth: usize,
    /// Most macro invocations nested inside each other's arguments (`F(F(F(...)))`); each level
    /// is one bounded recursion. Default 200.
    pub max_macro_nesting: usize,
    /// Most bytes of one included file; larger ones, and names that are not regular files, are
    /// OSH0121 without being read. Default [`crate::input::DEFAULT_MAX_FILE_BYTES`] (16 MiB).
    pub max_file_bytes: u64,
}

impl Default for PreprocessLimits {
    fn default() -> Self {
        PreprocessLimits {
            max_output_tokens: 2_000_000,
            max_expansion_steps: 20_000_000,
            max_include_depth: 200,
            max_macro_nesting: 200,
            max_file_bytes: crate::input::DEFAULT_MAX_FILE_BYTES,
        }
    }
}

/// What the preprocessor needs from the compile options.
#[derive(Clone, Default)]
pub struct PreprocessOptions<'a> {
    /// Applied before the first line, in order; a define without a value is `1`.
    pub defines: &'a [Define],
    /// Searched after the include resolver and (for `"..."`) the including file's folder.
    pub include_dirs: &'a [PathBuf],
    /// Asked first for every `#include`, with the name as written and the including file's path.
    pub include_resolver: Option<&'a IncludeResolver>,
    pub limits: PreprocessLimits,
    /// What DXC's predefined macros are set from.
    pub predefined: Predefined,
}

/// The preprocessed program.
#[derive(Clone, Debug, Default)]
pub struct PreprocessOutput {
    /// The expanded stream, ending with exactly one [`TokenKind::Eof`] (at the end of the main
    /// file).
    pub tokens: Vec<Token>,
    /// `#pragma pack_matrix` marks; `token_index` is the index of the next output token.
    pub pragmas: Vec<PragmaMark>,
    /// Every file read: the main file first, then includes in first-read order (each once),
    /// including include files that failed to read; filled on failure too.
    pub files: Vec<String>,
}

/// Preprocesses `main` (already added to `sources`); include files are added to `sources`.
pub fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    options: &PreprocessOptions,
    diags: &mut DiagnosticBag,
) -> PreprocessOutput {
    let mut pp = Preprocessor::new(sources, options, diags);
    pp.start(main);
    pp.run();
    pp.finish(main)
}

/// A token plus the C "painted blue" flag: a macro name met while that macro was being expanded
/// never expands again, even after the expansion ends.
#[derive(Clone, Debug)]
struct PpToken {
    tok: Token,
    no_expand: bool,
}

impl PpToken {
    fn new(tok: Token) -> Self {
        PpToken {
            tok,
            no_expand: false,
        }
    }
}

/// Tokens waiting to be rescanned: a macro's expansion (the macro is disabled until the frame is
/// used up) or a list expanded on its own (a macro argument, an `#if` line), which reading never
/// goes past.
struct ExpansionFrame {
    /// Reversed, so the next token is `pop()`ed without copying.
    tokens: Vec<PpToken>,
    macro_id: Option<MacroId>,
    isolated: bool,
}

/// One open `#if` group.
#[derive(Clone, Copy, Debug)]
struct Conditional {
    state: CondState,
    else_seen: bool,
    /// The `#if` line, for "no matching #endif".
    span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CondState {
    /// This group's tokens are processed.
    Active,
    /// No group taken yet; a later `#elif`/`#else` may be.
    Searching,
    /// A group was taken; the rest are skipped.
    Done,
    /// Inside a skipped group: everything up to the matching `#endif` is skipped.
    Skipping,
}

/// One open file.
struct FileFrame {
    file: FileId,
    tokens: Vec<Token>,
    pos: usize,
    /// Lexer errors in offset order; `errors[..error_pos]` were reported or dropped.
    errors: Vec<LexError>,
    error_pos: usize,
    conditionals: Vec<Conditional>,
    /// Cached "the innermost conditional is not Active".
    skipping: bool,
    /// The folder a `"..."` include is looked up in first (files read from disk only).
    folder: Option<PathBuf>,
    /// Identity for `#pragma once`.
    once_key: String,
    /// Counts towards the include depth (the synthetic command-line file does not).
    counts_for_depth: bool,
}

/// What reading the next token found.
enum Next {
    Token(PpToken),
    /// A `#` that starts a line of the current file (not consumed).
    Directive,
    /// The end of an isolated list.
    EndOfList,
    /// The end of the current file (not consumed).
    EndOfFile,
}

/// A limit was reached; preprocessing stops.
#[derive(Debug)]
struct Stop;

struct Preprocessor<'a> {
    sources: &'a mut SourceMap,
    options: &'a PreprocessOptions<'a>,
    diags: &'a mut DiagnosticBag,
    interner: Interner,
    macros: MacroTable,
    frames: Vec<ExpansionFrame>,
    includes: Vec<FileFrame>,
    output: Vec<Token>,
    pragmas: Vec<PragmaMark>,
    files: Vec<String>,
    files_seen: FastSet<String>,
    once: FastSet<String>,
    steps: u64,
    /// A file could not be opened within the limits; nothing more is read.
    stopped: bool,
}

impl<'a> Preprocessor<'a> {
    fn new(
        sources: &'a mut SourceMap,
        options: &'a PreprocessOptions<'a>,
        diags: &'a mut DiagnosticBag,
    ) -> Self {
        Preprocessor {
            sources,
            options,
            diags,
            interner: Interner::new(),
            macros: MacroTable::default(),
            frames: Vec::new(),
            includes: Vec::new(),
            output: Vec::new(),
            pragmas: Vec::new(),
            files: Vec::new(),
            files_seen: FastSet::default(),
            once: FastSet::default(),
            steps: 0,
            stopped: false,
        }
    }

    /// Opens the main file, then (on top, so they run first) the predefined and `-D` macros.
    fn start(&mut self, main: FileId) {
        let (path, text) = match self.sources.file(main) {
            Some(f) => (f.path.clone(), f.text.clone()),
            None => (String::new(), Arc::from("")),
        };
        self.note_file(&path);
        let folder = include::disk_folder_of_main(&path);
        let once_key = include::main_once_key(&path, folder.is_some());
        if self.open_file(main, &text, folder, once_key, true).is_err() {
            self.stopped = true;
            return;
        }
        // Includes and expansions usually add; growing a large vector costs a copy (but never
        // reserve past the output limit).
        let main_tokens = self.includes.first().map_or(0, |f| f.tokens.len());
        self.output
            .reserve((main_tokens * 3 / 2 + 64).min(self.options.limits.max_output_tokens));
        self.define_builtins(main);
        if let Some(text) = self.command_line_text(main) {
            let file = self.sources.add("<command line>", text.as_str());
            if self
                .open_file(file, &text, None, String::new(), false)
                .is_err()
            {
                self.stopped = true;
            }
        }
    }

    fn open_file(
        &mut self,
        file: FileId,
        text: &str,
        folder: Option<PathBuf>,
        once_key: String,
        counts_for_depth: bool,
    ) -> Result<(), Stop> {
        // A file longer than the output limit cannot be preprocessed within it; lexing stops
        // there, so its memory is bounded by the limit rather than by the file.
        let limit = self.options.limits.max_output_tokens;
        let (tokens, errors, stopped) = lex_limited(file, text, &mut self.interner, limit);
        if let Some(at) = stopped {
            drop(tokens);
            let path = self
                .sources
                .file(file)
                .map(|f| f.path.clone())
                .unwrap_or_default();
            self.diags.error(
                Code::PP_LIMIT,
                at,
                format!("'{path}' has more than {limit} tokens, the preprocessor's output limit; it was not preprocessed. Check that it is a shader source file"),
            );
            return Err(Stop);
        }
        self.includes.push(FileFrame {
            file,
            tokens,
            pos: 0,
            errors,
            error_pos: 0,
            conditionals: Vec::new(),
            skipping: false,
            folder,
            once_key,
            counts_for_depth,
        });
        Ok(())
    }

    fn note_file(&mut self, path: &str) {
        if self.files_seen.insert(path.to_string()) {
            self.files.push(path.to_string());
        }
    }

    fn run(&mut self) {
        if self.stopped {
            return;
        }
        loop {
            let step = match self.next_token() {
                Next::Token(t) => self.process_token(t),
                Next::Directive => self.directive(),
                Next::EndOfFile => {
                    self.close_file();
                    if self.includes.is_empty() {
                        return;
                    }
                    Ok(())
                }
                Next::EndOfList => return,
            };
            // Past the error cap nothing more is shown; later stages stop too.
            if step.is_err() || self.diags.is_capped() {
                return;
            }
        }
    }

    /// Appends the one `Eof`, placed at the end of the main file ("unexpected end of file" is
    /// reported there, whichever file the last token came from).
    fn finish(mut self, main: FileId) -> PreprocessOutput {
        let end = self.sources.file(main).map_or(0, |f| f.text.len() as u32);
        let eof_span = Span::new(main, end, end);
        let text = self.interner.intern("");
        self.output.push(Token {
            kind: TokenKind::Eof,
            text,
            span: eof_span,
            leading_space: true,
            at_line_start: true,
        });
        PreprocessOutput {
            tokens: self.output,
            pragmas: self.pragmas,
            files: self.files,
        }
    }

    /// The next token of the current stream: the innermost expansion, else the current file.
    fn next_token(&mut self) -> Next {
        while let Some(frame) = self.frames.last_mut() {
            if let Some(t) = frame.tokens.pop() {
                return Next::Token(t);
            }
            if frame.isolated {
                return Next::EndOfList;
            }
            let id = frame.macro_id;
            self.frames.pop();
            if let Some(id) = id {
                self.macros.enable(id);
            }
        }
        let Some(f) = self.includes.last_mut() else {
            return Next::EndOfFile;
        };
        loop {
            let Some(t) = f.tokens.get(f.pos) else {
                return Next::EndOfFile;
            };
            if t.kind == TokenKind::Hash && t.at_line_start {
                return Next::Directive;
            }
            f.pos += 1;
            if f.skipping {
                continue;
            }
            let t = t.clone();
            if f.error_pos < f.errors.len() {
                settle_errors(f, self.diags, t.span.start + 1, true);
            }
            return Next::Token(PpToken::new(t));
        }
    }

    /// Whether the next token is `(` (for a function-like macro name). Used-up expansions are
    /// left on the way, as in Clang; a directive line or the end of the list is not `(`.
    fn next_is_lparen(&mut self) -> bool {
        while let Some(frame) = self.frames.last() {
            if let Some(t) = frame.tokens.last() {
                return t.tok.is_punct(Punct::LParen);
            }
            if frame.isolated {
                return false;
            }
            let id = frame.macro_id;
            self.frames.pop();
            if let Some(id) = id {
                self.macros.enable(id);
            }
        }
        self.includes
            .last()
            .and_then(|f| f.tokens.get(f.pos))
            .is_some_and(|t| t.is_punct(Punct::LParen))
    }

    /// A token of the main stream: expands it or appends it to the output.
    fn process_token(&mut self, t: PpToken) -> Result<(), Stop> {
        if t.tok.kind == TokenKind::Ident && !t.no_expand {
            if let Some(id) = self.macros.lookup(&t.tok.text) {
                return match self.expand(t, id, 0)? {
                    None => Ok(()),
                    Some(t) => self.emit(t.tok),
                };
            }
        }
        self.emit(t.tok)
    }

    fn emit(&mut self, t: Token) -> Result<(), Stop> {
        if self.output.len() >= self.options.limits.max_output_tokens {
            return Err(self.too_long(t.span));
        }
        self.output.push(t);
        Ok(())
    }

    /// Reports that the output (or one expansion) passed the token limit.
    fn too_long(&mut self, at: Span) -> Stop {
        let limit = self.options.limits.max_output_tokens;
        self.diags.error(
            Code::PP_LIMIT,
            at,
            format!("the preprocessed shader is longer than {limit} tokens; preprocessing stopped here. Check for macros that expand without end"),
        );
        Stop
    }

    /// Counts expansion work; OSH0107 and stop past the limit.
    fn step(&mut self, amount: usize, at: Span) -> Result<(), Stop> {
        self.steps = self.steps.saturating_add(amount as u64);
        if self.steps > self.options.limits.max_expansion_steps {
            let limit = self.options.limits.max_expansion_steps;
            self.diags.error(
                Code::PP_LIMIT,
                at,
                format!("preprocessing took more than {limit} steps (macro expansions and included files); it stopped here. Check for macros that expand exponentially or files included over and over"),
            );
            return Err(Stop);
        }
        Ok(())
    }

    /// Closes the current file: reports its unterminated `#if`s and pending lexer errors.
    fn close_file(&mut self) {
        let Some(mut f) = self.includes.pop() else {
            return;
        };
        let report = !f.skipping;
        settle_errors(&mut f, self.diags, u32::MAX, report);
        for c in &f.conditionals {
            self.diags.error(
                Code::PP_UNTERMINATED_CONDITIONAL,
                c.span,
                "this #if has no matching #endif in its file. Add #endif where the conditional block ends",
            );
        }
    }

    /// Number of open files that count towards the include depth (the main file included).
    fn include_depth(&self) -> usize {
        self.includes.iter().filter(|f| f.counts_for_depth).count()
    }
}

/// Reports (or, when `report` is false, drops) the lexer errors before `upto` (exclusive);
/// `always` errors are reported either way.
fn settle_errors(f: &mut FileFrame, diags: &mut DiagnosticBag, upto: u32, report: bool) {
    while let Some(e) = f.errors.get(f.error_pos) {
        if e.offset >= upto {
            break;
        }
        if report || e.always {
            diags.push(e.report.clone());
        }
        f.error_pos += 1;
    }
}
