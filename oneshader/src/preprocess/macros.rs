//! Macros: the table of definitions, `#define`/`#undef`, and expansion.
//!
//! Input: `#define` lines (tokens) and macro names met in the token stream. Output: expansions
//! pushed as frames on the preprocessor's expansion stack, which the main loop rescans.
//!
//! Expansion follows C: function-like macros take arguments only when the next token is `(`;
//! arguments are fully expanded on their own before substitution, except next to `#` and `##`;
//! `#` stringizes, `##` pastes (and `, ## __VA_ARGS__` drops the comma when the variadic argument
//! is empty, as GCC and Clang do); the result is rescanned with the macro disabled, and a name
//! met while its macro is disabled is painted so it never expands (see `PpToken::no_expand`).
//! `__VA_OPT__` is not supported.

use super::{ExpansionFrame, Next, PpToken, Preprocessor, Stop};
use crate::diag::{Code, Label, Report, Severity};
use crate::source::Span;
use crate::syntax::lexer::{lex_with, FastMap};
use crate::syntax::token::{Punct, Token, TokenKind};
use std::rc::Rc;
use std::sync::Arc;

/// Index of a definition in [`MacroTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MacroId(u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MacroKind {
    Object,
    Function,
    /// `__LINE__`: the line of the invocation.
    Line,
    /// `__FILE__`: the file of the invocation, as a string literal.
    File,
}

/// One element of a macro body, resolved at definition time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum BodyItem {
    Token(Token),
    /// A parameter (by index); `leading_space` is the body's spacing before it.
    Param {
        index: usize,
        leading_space: bool,
    },
    /// `#param`.
    Stringize(usize),
    /// `##`.
    Paste,
}

#[derive(Debug)]
pub(super) struct MacroDef {
    pub name: Arc<str>,
    pub kind: MacroKind,
    pub params: Vec<Arc<str>>,
    /// The last parameter is `...` (`__VA_ARGS__`) or `name...`.
    pub variadic: bool,
    pub body: Vec<BodyItem>,
    /// The name in the `#define`.
    pub span: Span,
}

impl MacroDef {
    /// Same definition for the redefinition check: kind, parameters, body spelling and spacing.
    fn same_as(&self, other: &MacroDef) -> bool {
        let same_item = |a: &BodyItem, b: &BodyItem, first: bool| match (a, b) {
            (BodyItem::Token(x), BodyItem::Token(y)) => {
                x.kind == y.kind
                    && x.text == y.text
                    && (first || x.leading_space == y.leading_space)
            }
            (
                BodyItem::Param {
                    index: i,
                    leading_space: s,
                },
                BodyItem::Param {
                    index: j,
                    leading_space: t,
                },
            ) => i == j && (first || s == t),
            _ => a == b,
        };
        self.kind == other.kind
            && self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| same_item(a, b, i == 0))
    }
}

/// The defined macros. Definitions live in an arena (a redefinition is a new entry);
/// `by_name` maps each defined name to its current definition.
#[derive(Default)]
pub(super) struct MacroTable {
    by_name: FastMap<Arc<str>, MacroId>,
    defs: Vec<Rc<MacroDef>>,
    /// Per definition: how many of its expansions are being rescanned.
    disabled: Vec<u32>,
}

impl MacroTable {
    pub fn lookup(&self, name: &str) -> Option<MacroId> {
        self.by_name.get(name).copied()
    }

    pub fn is_defined(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    fn def(&self, id: MacroId) -> Option<Rc<MacroDef>> {
        self.defs.get(id.0 as usize).cloned()
    }

    fn current(&self, name: &str) -> Option<Rc<MacroDef>> {
        self.lookup(name).and_then(|id| self.def(id))
    }

    pub fn insert(&mut self, def: MacroDef) {
        let id = MacroId(self.defs.len() as u32);
        self.by_name.insert(def.name.clone(), id);
        self.defs.push(Rc::new(def));
        self.disabled.push(0);
    }

    pub fn remove(&mut self, name: &str) {
        self.by_name.remove(name);
    }

    fn is_disabled(&self, id: MacroId) -> bool {
        self.disabled.get(id.0 as usize).is_some_and(|&n| n > 0)
    }

    fn disable(&mut self, id: MacroId) {
        if let Some(n) = self.disabled.get_mut(id.0 as usize) {
            *n += 1;
        }
    }

    pub fn enable(&mut self, id: MacroId) {
        if let Some(n) = self.disabled.get_mut(id.0 as usize) {
            *n = n.saturating_sub(1);
        }
    }
}

/// Why a `#define` line is malformed.
pub(super) struct DefineError {
    pub span: Span,
    pub message: String,
}

/// Parses the tokens after `define` (`line[0]` is the name). `directive` is the `define` word.
pub(super) fn parse_define(line: &[Token], directive: Span) -> Result<MacroDef, DefineError> {
    let Some(name) = line.first() else {
        return Err(DefineError {
            span: directive,
            message: "#define needs a macro name. Write #define NAME value".into(),
        });
    };
    if name.kind != TokenKind::Ident {
        return Err(DefineError {
            span: name.span,
            message: format!(
                "'{}' is not a valid macro name. A macro name is an identifier",
                name.text
            ),
        });
    }
    if &*name.text == "defined" {
        return Err(DefineError {
            span: name.span,
            message: "'defined' cannot be a macro name. Choose another name".into(),
        });
    }
    let function_like = line
        .get(1)
        .is_some_and(|t| t.is_punct(Punct::LParen) && !t.leading_space);
    let mut params: Vec<Arc<str>> = Vec::new();
    let mut variadic = false;
    let mut i = 1;
    if function_like {
        i = 2;
        let bad = |span: Span| {
            DefineError {
            span,
            message: format!(
                "malformed parameter list of macro '{}'. Write #define {}(a, b) ... with identifiers, and ... only last",
                name.text, name.text
            ),
        }
        };
        if line.get(i).is_some_and(|t| t.is_punct(Punct::RParen)) {
            i += 1;
        } else {
            loop {
                let Some(t) = line.get(i) else {
                    return Err(bad(name.span));
                };
                if is_ellipsis(line, i) {
                    variadic = true;
                    params.push(Arc::from("__VA_ARGS__"));
                    i += 3;
                } else if t.kind == TokenKind::Ident {
                    if params.contains(&t.text) {
                        return Err(DefineError {
                            span: t.span,
                            message: format!(
                                "macro '{}' has two parameters named '{}'. Rename one",
                                name.text, t.text
                            ),
                        });
                    }
                    params.push(t.text.clone());
                    i += 1;
                    if is_ellipsis(line, i) {
                        variadic = true;
                        i += 3;
                    }
                } else {
                    return Err(bad(t.span));
                }
                match line.get(i) {
                    Some(t) if t.is_punct(Punct::RParen) => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.is_punct(Punct::Comma) && !variadic => i += 1,
                    Some(t) => return Err(bad(t.span)),
                    None => return Err(bad(name.span)),
                }
            }
        }
    }
    let body_tokens = line.get(i..).unwrap_or(&[]);
    let mut body = Vec::with_capacity(body_tokens.len());
    let param_index = |t: &Token| {
        if t.kind == TokenKind::Ident {
            params.iter().position(|p| *p == t.text)
        } else {
            None
        }
    };
    let mut j = 0;
    while j < body_tokens.len() {
        let t = &body_tokens[j];
        if function_like && t.kind == TokenKind::Hash {
            match body_tokens.get(j + 1).and_then(param_index) {
                Some(p) => {
                    body.push(BodyItem::Stringize(p));
                    j += 2;
                    continue;
                }
                None => {
                    return Err(DefineError {
                        span: t.span,
                        message: format!(
                            "'#' in the body of macro '{}' must be followed by a parameter name (it makes a string of that argument)",
                            name.text
                        ),
                    })
                }
            }
        }
        if t.kind == TokenKind::HashHash {
            if j == 0 || j + 1 == body_tokens.len() {
                return Err(DefineError {
                    span: t.span,
                    message: format!(
                        "'##' cannot be at either end of the body of macro '{}': it pastes the tokens on both sides together",
                        name.text
                    ),
                });
            }
            body.push(BodyItem::Paste);
        } else if let Some(index) = param_index(t) {
            body.push(BodyItem::Param {
                index,
                leading_space: t.leading_space,
            });
        } else {
            body.push(BodyItem::Token(t.clone()));
        }
        j += 1;
    }
    Ok(MacroDef {
        name: name.text.clone(),
        kind: if function_like {
            MacroKind::Function
        } else {
            MacroKind::Object
        },
        params,
        variadic,
        body,
        span: name.span,
    })
}

/// `...` at `line[i]`: three dots written together.
fn is_ellipsis(line: &[Token], i: usize) -> bool {
    let dot = |k: usize, glued: bool| {
        line.get(i + k)
            .is_some_and(|t| t.is_punct(Punct::Dot) && (!glued || !t.leading_space))
    };
    dot(0, false) && dot(1, true) && dot(2, true)
}

/// The arguments of one invocation: all tokens in one buffer, one range per argument.
#[derive(Default)]
struct Args {
    tokens: Vec<PpToken>,
    ranges: Vec<std::ops::Range<usize>>,
}

impl Args {
    fn get(&self, index: usize) -> &[PpToken] {
        self.ranges
            .get(index)
            .and_then(|r| self.tokens.get(r.clone()))
            .unwrap_or(&[])
    }

    fn len(&self) -> usize {
        self.ranges.len()
    }
}

/// What became of a macro name.
pub(super) enum Expansion {
    /// The expansion was pushed for rescanning (or was empty).
    Pushed,
    /// Emit this token as it is (not an invocation, a disabled macro, or a one-token result).
    Token(PpToken),
}

impl Preprocessor<'_> {
    /// Defines a macro from a `#define` line, warning on a different redefinition.
    pub(super) fn define(&mut self, def: MacroDef) {
        if let Some(old) = self.macros.current(&def.name) {
            if !old.same_as(&def) && old.kind != MacroKind::Line && old.kind != MacroKind::File {
                let name = def.name.clone();
                self.diags.push(Report {
                    severity: Severity::Warning,
                    code: Code::PP_REDEFINED,
                    span: def.span,
                    message: format!(
                        "macro '{name}' is redefined with a different body; the new definition is used. Write #undef {name} first if that is intended"
                    ),
                    labels: vec![Label {
                        span: old.span,
                        message: "previous definition is here".into(),
                    }],
                });
            }
        }
        self.macros.insert(def);
    }

    /// Defines a predefined macro from its body text (spans point at `anchor`).
    pub(super) fn define_builtin_text(&mut self, name: &str, body: &str, anchor: Span) {
        let (mut tokens, _) = lex_with(anchor.file, body, &mut self.interner);
        for t in &mut tokens {
            t.span = anchor;
        }
        let name_text = self.interner.intern(name);
        self.macros.insert(MacroDef {
            name: name_text,
            kind: MacroKind::Object,
            params: Vec::new(),
            variadic: false,
            body: tokens.into_iter().map(BodyItem::Token).collect(),
            span: anchor,
        });
    }

    pub(super) fn define_dynamic(&mut self, name: &str, kind: MacroKind, anchor: Span) {
        let name_text = self.interner.intern(name);
        self.macros.insert(MacroDef {
            name: name_text,
            kind,
            params: Vec::new(),
            variadic: false,
            body: Vec::new(),
            span: anchor,
        });
    }

    /// Expands the macro `id` named by `name`, which was read from the current stream.
    /// `depth` counts enclosing argument pre-expansions.
    pub(super) fn expand(
        &mut self,
        name: PpToken,
        id: MacroId,
        depth: usize,
    ) -> Result<Option<PpToken>, Stop> {
        Ok(match self.expand_inner(name, id, depth)? {
            Expansion::Pushed => None,
            Expansion::Token(t) => Some(t),
        })
    }

    fn expand_inner(
        &mut self,
        mut name: PpToken,
        id: MacroId,
        depth: usize,
    ) -> Result<Expansion, Stop> {
        if self.macros.is_disabled(id) {
            name.no_expand = true;
            return Ok(Expansion::Token(name));
        }
        let Some(def) = self.macros.def(id) else {
            return Ok(Expansion::Token(name));
        };
        let site = name.tok.span;
        match def.kind {
            MacroKind::Line => {
                let line = self.sources.resolve(site).line;
                let text = self.interner.intern(&line.to_string());
                Ok(Expansion::Token(self.made_token(
                    TokenKind::IntLit,
                    text,
                    &name,
                )))
            }
            MacroKind::File => {
                let path = self.sources.resolve(site).path;
                let text = self.interner.intern(&quote_string(&path));
                Ok(Expansion::Token(self.made_token(
                    TokenKind::StringLit,
                    text,
                    &name,
                )))
            }
            MacroKind::Object => {
                self.step(1 + def.body.len(), site)?;
                // Fast path: a one-token body that cannot expand further (`#define N 4`).
                if let [BodyItem::Token(t)] = def.body.as_slice() {
                    if t.kind != TokenKind::Ident {
                        let (kind, text) = (t.kind, t.text.clone());
                        return Ok(Expansion::Token(self.made_token(kind, text, &name)));
                    }
                }
                let result = self.substitute(&def, &name, &Args::default(), depth)?;
                self.push_expansion(result, id);
                Ok(Expansion::Pushed)
            }
            MacroKind::Function => {
                if !self.next_is_lparen() {
                    return Ok(Expansion::Token(name));
                }
                let Some(args) = self.collect_arguments(&def, &name)? else {
                    return Ok(Expansion::Pushed);
                };
                self.step(1 + def.body.len(), site)?;
                let result = self.substitute(&def, &name, &args, depth)?;
                self.push_expansion(result, id);
                Ok(Expansion::Pushed)
            }
        }
    }

    /// A token produced by a macro, placed at the invocation.
    fn made_token(&self, kind: TokenKind, text: Arc<str>, name: &PpToken) -> PpToken {
        PpToken::new(Token {
            kind,
            text,
            span: name.tok.span,
            leading_space: name.tok.leading_space,
            at_line_start: false,
        })
    }

    fn push_expansion(&mut self, mut tokens: Vec<PpToken>, id: MacroId) {
        if tokens.is_empty() {
            return;
        }
        tokens.reverse();
        self.frames.push(ExpansionFrame {
            tokens,
            macro_id: Some(id),
            isolated: false,
        });
        self.macros.disable(id);
    }

    /// Reads `( args )` after a function-like macro name (the `(` is next). `None` after
    /// reporting a malformed invocation, whose tokens are dropped.
    fn collect_arguments(&mut self, def: &MacroDef, name: &PpToken) -> Result<Option<Args>, Stop> {
        let _ = self.next_token(); // the `(`
        let mut args = Args::default();
        let mut start = 0;
        let mut depth = 0usize;
        loop {
            match self.next_token() {
                Next::Token(t) => {
                    if args.tokens.len() >= self.options.limits.max_output_tokens {
                        return Err(self.too_long(name.tok.span));
                    }
                    if t.tok.is_punct(Punct::LParen) {
                        depth += 1;
                    } else if t.tok.is_punct(Punct::RParen) {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    } else if t.tok.is_punct(Punct::Comma)
                        && depth == 0
                        && !(def.variadic && args.ranges.len() + 1 >= def.params.len())
                    {
                        args.ranges.push(start..args.tokens.len());
                        start = args.tokens.len();
                        continue;
                    }
                    args.tokens.push(t);
                }
                Next::Directive => {
                    self.diags.error(
                        Code::PP_MACRO_ARGUMENTS,
                        name.tok.span,
                        format!(
                            "the arguments of macro '{}' run into a directive line. Close the invocation with ')' before the #-line",
                            def.name
                        ),
                    );
                    return Ok(None);
                }
                Next::EndOfList | Next::EndOfFile => {
                    self.diags.error(
                        Code::PP_MACRO_ARGUMENTS,
                        name.tok.span,
                        format!(
                            "the invocation of macro '{}' is never closed. Add the missing ')'",
                            def.name
                        ),
                    );
                    return Ok(None);
                }
            }
        }
        args.ranges.push(start..args.tokens.len());
        let collected = args.tokens.len();
        // Collecting is work too: nested invocations re-collect their arguments at each level.
        self.step(collected, name.tok.span)?;
        let params = def.params.len();
        if params == 0 && args.len() == 1 && args.get(0).is_empty() {
            args.ranges.clear();
        }
        if def.variadic && args.len() + 1 == params {
            let end = args.tokens.len();
            args.ranges.push(end..end);
        }
        if args.len() != params {
            let expected = if def.variadic {
                format!("at least {}", params - 1)
            } else {
                params.to_string()
            };
            let given = args.len();
            let noun = if params == 1 && !def.variadic {
                "argument"
            } else {
                "arguments"
            };
            self.diags.error(
                Code::PP_MACRO_ARGUMENTS,
                name.tok.span,
                format!(
                    "macro '{}' takes {expected} {noun}, but {given} were given. Check the commas in the invocation (wrap an argument that contains commas in parentheses)",
                    def.name
                ),
            );
            return Ok(None);
        }
        Ok(Some(args))
    }

    /// Builds a macro's replacement list from its body and arguments.
    fn substitute(
        &mut self,
        def: &MacroDef,
        name: &PpToken,
        args: &Args,
        depth: usize,
    ) -> Result<Vec<PpToken>, Stop> {
        let site = name.tok.span;
        let mut out: Vec<PpToken> = Vec::with_capacity(def.body.len() + 4);
        // Arguments expanded on their own, computed on first use; `None` inside means "the
        // argument has no macro names, use it as written".
        let mut expanded: Vec<Option<Option<Vec<PpToken>>>> = Vec::new();
        expanded.resize_with(args.len(), || None);
        // Whether the operand before a `##` produced nothing (a C "placemarker").
        let mut last_empty = true;
        let mut i = 0;
        while i < def.body.len() {
            let first = out.is_empty();
            let next_is_paste = matches!(def.body.get(i + 1), Some(BodyItem::Paste));
            match &def.body[i] {
                BodyItem::Token(t) => {
                    out.push(PpToken::new(Token {
                        kind: t.kind,
                        text: t.text.clone(),
                        span: site,
                        leading_space: if first {
                            name.tok.leading_space
                        } else {
                            t.leading_space
                        },
                        at_line_start: false,
                    }));
                    last_empty = false;
                }
                BodyItem::Stringize(p) => {
                    let s = self.stringize(args.get(*p), site);
                    out.push(s);
                    last_empty = false;
                }
                BodyItem::Param {
                    index,
                    leading_space,
                } => {
                    let start = out.len();
                    if next_is_paste {
                        out.extend(args.get(*index).iter().cloned());
                    } else {
                        if expanded.get(*index).is_some_and(Option::is_none) {
                            let raw = args.get(*index);
                            let e = if self.needs_expansion(raw) {
                                Some(self.expand_isolated(raw.to_vec(), depth + 1, site)?)
                            } else {
                                None
                            };
                            expanded[*index] = Some(e);
                        }
                        match expanded.get(*index) {
                            Some(Some(Some(e))) => out.extend(e.iter().cloned()),
                            _ => out.extend(args.get(*index).iter().cloned()),
                        }
                    }
                    if let Some(t) = out.get_mut(start) {
                        t.tok.leading_space = if first {
                            name.tok.leading_space
                        } else {
                            *leading_space
                        };
                    }
                    last_empty = out.len() == start;
                }
                BodyItem::Paste => {
                    let right = def.body.get(i + 1);
                    // `, ## __VA_ARGS__`: drop the comma when there are no variadic arguments.
                    if let Some(BodyItem::Param { index, .. }) = right {
                        let is_va = def.variadic && *index + 1 == def.params.len();
                        if is_va
                            && !last_empty
                            && out.last().is_some_and(|t| t.tok.is_punct(Punct::Comma))
                        {
                            let va = args.get(*index);
                            if va.is_empty() {
                                out.pop();
                            } else {
                                out.extend(va.iter().cloned());
                            }
                            i += 2;
                            continue;
                        }
                    }
                    let right_tokens: Vec<PpToken> = match right {
                        Some(BodyItem::Token(t)) => vec![PpToken::new(Token {
                            span: site,
                            at_line_start: false,
                            ..t.clone()
                        })],
                        Some(BodyItem::Param { index, .. }) => args.get(*index).to_vec(),
                        Some(BodyItem::Stringize(p)) => {
                            vec![self.stringize(args.get(*p), site)]
                        }
                        Some(BodyItem::Paste) | None => Vec::new(),
                    };
                    let right_empty = right_tokens.is_empty();
                    if !right_empty {
                        if last_empty {
                            out.extend(right_tokens);
                        } else if let Some(left) = out.pop() {
                            let mut rest = right_tokens.into_iter();
                            if let Some(r) = rest.next() {
                                let pasted = self.paste(left, r, site);
                                out.extend(pasted);
                            }
                            out.extend(rest);
                        }
                    }
                    last_empty = last_empty && right_empty;
                    // A param right operand is consumed here; a paste right after is the next item.
                    i += if right.is_some_and(|r| !matches!(r, BodyItem::Paste)) {
                        2
                    } else {
                        1
                    };
                    continue;
                }
            }
            i += 1;
        }
        self.step(out.len(), site)?;
        if out.len() > self.options.limits.max_output_tokens {
            return Err(self.too_long(site));
        }
        Ok(out)
    }

    /// Whether `tokens` contain a name that may expand.
    fn needs_expansion(&self, tokens: &[PpToken]) -> bool {
        tokens.iter().any(|t| {
            t.tok.kind == TokenKind::Ident && !t.no_expand && self.macros.is_defined(&t.tok.text)
        })
    }

    /// `#arg`: the argument's spelling as a string literal.
    fn stringize(&mut self, arg: &[PpToken], site: Span) -> PpToken {
        let mut s = String::from("\"");
        for (k, t) in arg.iter().enumerate() {
            if k > 0 && t.tok.leading_space {
                s.push(' ');
            }
            if matches!(t.tok.kind, TokenKind::StringLit | TokenKind::CharLit) {
                for c in t.tok.text.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
            } else {
                s.push_str(&t.tok.text);
            }
        }
        s.push('"');
        let text = self.interner.intern(&s);
        PpToken::new(Token {
            kind: TokenKind::StringLit,
            text,
            span: site,
            leading_space: arg.first().is_some_and(|t| t.tok.leading_space),
            at_line_start: false,
        })
    }

    /// `left ## right`: one token when the joined spelling lexes as one, else OSH0106 and both.
    fn paste(&mut self, left: PpToken, right: PpToken, site: Span) -> Vec<PpToken> {
        let joined = format!("{}{}", left.tok.text, right.tok.text);
        let (tokens, errors) = lex_with(site.file, &joined, &mut self.interner);
        if errors.is_empty() && tokens.len() == 1 {
            if let Some(t) = tokens.into_iter().next() {
                return vec![PpToken::new(Token {
                    kind: t.kind,
                    text: t.text,
                    span: site,
                    leading_space: left.tok.leading_space,
                    at_line_start: false,
                })];
            }
        }
        self.diags.error(
            Code::PP_PASTE,
            site,
            format!(
                "pasting '{}' and '{}' with ## does not give a valid token. Remove the ## to keep them as two tokens",
                left.tok.text, right.tok.text
            ),
        );
        vec![left, right]
    }

    /// Fully expands `tokens` on their own (a macro argument or an `#if` line): a function-like
    /// macro at the end does not take tokens from beyond the list.
    pub(super) fn expand_isolated(
        &mut self,
        tokens: Vec<PpToken>,
        depth: usize,
        site: Span,
    ) -> Result<Vec<PpToken>, Stop> {
        self.expand_list(tokens, depth, site, false)
    }

    /// [`Self::expand_isolated`] for an `#if` line: the operand of `defined` is not expanded.
    pub(super) fn expand_condition(
        &mut self,
        tokens: Vec<PpToken>,
        site: Span,
    ) -> Result<Vec<PpToken>, Stop> {
        self.expand_list(tokens, 0, site, true)
    }

    /// Copies `( NAME )` or `NAME` after `defined` to `out`, the name unexpanded.
    fn pass_defined_operand(&mut self, out: &mut Vec<PpToken>) {
        let mut take = |pp: &mut Self, paint: bool| {
            if let Next::Token(mut t) = pp.next_token() {
                t.no_expand = paint;
                out.push(t);
            }
        };
        let is_ident = |t: Option<&PpToken>| t.is_some_and(|t| t.tok.kind == TokenKind::Ident);
        if is_ident(self.peek_in_list()) {
            take(self, true);
        } else if self
            .peek_in_list()
            .is_some_and(|t| t.tok.is_punct(Punct::LParen))
        {
            take(self, false);
            if is_ident(self.peek_in_list()) {
                take(self, true);
                if self
                    .peek_in_list()
                    .is_some_and(|t| t.tok.is_punct(Punct::RParen))
                {
                    take(self, false);
                }
            }
        }
    }

    /// The next token of an isolated list (leaving used-up expansions), or `None` at its end.
    fn peek_in_list(&mut self) -> Option<&PpToken> {
        loop {
            let frame = self.frames.last()?;
            if !frame.tokens.is_empty() || frame.isolated {
                break;
            }
            let id = frame.macro_id;
            self.frames.pop();
            if let Some(id) = id {
                self.macros.enable(id);
            }
        }
        self.frames.last().and_then(|f| f.tokens.last())
    }

    fn expand_list(
        &mut self,
        mut tokens: Vec<PpToken>,
        depth: usize,
        site: Span,
        in_condition: bool,
    ) -> Result<Vec<PpToken>, Stop> {
        if !self.needs_expansion(&tokens) {
            return Ok(tokens);
        }
        if depth > self.options.limits.max_macro_nesting {
            let limit = self.options.limits.max_macro_nesting;
            self.diags.error(
                Code::PP_LIMIT,
                site,
                format!("macro invocations are nested more than {limit} levels deep in arguments; preprocessing stopped here. Simplify the nesting"),
            );
            return Err(Stop);
        }
        tokens.reverse();
        let base = self.frames.len();
        self.frames.push(ExpansionFrame {
            tokens,
            macro_id: None,
            isolated: true,
        });
        let mut out = Vec::new();
        // The list ends at its own end: reading never goes below the isolated frame.
        while let Next::Token(t) = self.next_token() {
            if in_condition && t.tok.is_ident("defined") {
                // The operand of a `defined` made by a macro must not expand.
                out.push(t);
                self.pass_defined_operand(&mut out);
                continue;
            }
            if t.tok.kind == TokenKind::Ident && !t.no_expand {
                if let Some(id) = self.macros.lookup(&t.tok.text) {
                    if let Some(t) = self.expand(t, id, depth)? {
                        out.push(t);
                    }
                    continue;
                }
            }
            out.push(t);
            if out.len() > self.options.limits.max_output_tokens {
                return Err(self.too_long(site));
            }
        }
        while self.frames.len() > base {
            if let Some(ExpansionFrame {
                macro_id: Some(id), ..
            }) = self.frames.pop()
            {
                self.macros.enable(id);
            }
        }
        Ok(out)
    }
}

/// `s` as a string literal (for `__FILE__`).
pub(super) fn quote_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}
