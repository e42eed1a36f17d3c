//! The HLSL lexer: source text in, [`Token`]s out.
//!
//! Input: one file's text (any `&str`; never panics). Output: the file's tokens in order, with no
//! end-of-file token (the preprocessor appends one [`TokenKind::Eof`] at the very end of its
//! output). Every token's [`Span`] is the byte range the user wrote in that file.
//!
//! What the lexer does, in one pass:
//! - Line continuations (a backslash, optional spaces or tabs, then a newline) are removed first.
//!   A token's `text` has them removed; its span still covers the original bytes.
//! - Comments (`//`, `/* */`) and whitespace only set `leading_space` on the next token; a newline
//!   sets `at_line_start`. An unterminated block comment is OSH0201.
//! - Numbers are lexed as C "pp-numbers" and then checked against HLSL's literal forms
//!   ([`TokenKind::IntLit`]: decimal, `0x` hex, `0` octal with `u`/`l`/`ul`/`ll` suffixes;
//!   [`TokenKind::FloatLit`]: `1.0`, `.5`, `1.`, `1e-3` with `f`/`h`/`l`/`lf` suffixes). A malformed
//!   one is OSH0202 and still becomes one token (a float when it has a `.` or exponent).
//! - Every `#` is [`TokenKind::Hash`] and every `##` is [`TokenKind::HashHash`], wherever they are:
//!   a directive is a `Hash` with `at_line_start`; inside a macro body the same kinds are the
//!   stringize and paste operators. A stray `#` in code reaches the parser, which reports it.
//! - `...` is three [`Punct::Dot`] tokens with no space between (only `#define` needs it).
//! - A character that cannot start a token is OSH0200 (one report per run of such characters);
//!   it is skipped. Unterminated string and character literals are OSH0201 and become a literal
//!   token that runs to the end of the line.
//!
//! Errors can be collected instead of reported ([`lex_with`]): the preprocessor drops those that
//! fall in `#if 0` regions, as C compilers do.

use crate::diag::{Code, DiagnosticBag, Report, Severity};
use crate::source::{FileId, Span};
use crate::syntax::token::{Punct, Token, TokenKind};
use std::sync::Arc;

/// Hash maps and sets with a fast, deterministic (unseeded) hasher: identifiers and macro
/// names are short, and SipHash's DoS resistance buys nothing in a compiler.
pub(crate) type FastMap<K, V> = rustc_hash::FxHashMap<K, V>;
pub(crate) type FastSet<K> = rustc_hash::FxHashSet<K>;

/// Shares one `Arc<str>` per distinct token spelling, so tokens clone cheaply and lexing does not
/// allocate per token. One interner serves a whole preprocess run (all files).
#[derive(Default)]
pub struct Interner {
    strings: FastSet<Arc<str>>,
    puncts: Vec<Option<Arc<str>>>,
}

impl Interner {
    pub fn new() -> Self {
        Interner {
            // A shader's distinct spellings; avoids rehashing while the first file is lexed.
            strings: FastSet::with_capacity_and_hasher(512, Default::default()),
            puncts: Vec::new(),
        }
    }

    /// The shared copy of `s`.
    pub fn intern(&mut self, s: &str) -> Arc<str> {
        if let Some(existing) = self.strings.get(s) {
            return existing.clone();
        }
        let new: Arc<str> = Arc::from(s);
        self.strings.insert(new.clone());
        new
    }

    /// The shared spelling of a punctuator (cached by discriminant, no hashing).
    pub fn punct(&mut self, p: Punct) -> Arc<str> {
        let index = p as usize;
        if self.puncts.len() <= index {
            self.puncts.resize(index + 1, None);
        }
        match &self.puncts[index] {
            Some(s) => s.clone(),
            None => {
                let s = self.intern(p.as_str());
                self.puncts[index] = Some(s.clone());
                s
            }
        }
    }
}

/// Most errors kept per file (the diagnostic bag shows at most 100 per compile; the rest of
/// these may be dropped in `#if 0` regions).
const MAX_ERRORS_PER_FILE: usize = 1000;

/// A lexer error kept for later: the preprocessor reports it only if the text around it is not
/// skipped by `#if`.
#[derive(Clone, Debug)]
pub(crate) struct LexError {
    /// Byte offset (original text) where the problem is.
    pub offset: u32,
    pub report: Report,
    /// Reported even in skipped regions (an unterminated comment swallows the `#endif` too).
    pub always: bool,
}

/// Lexes one file and reports every problem into `diags`.
pub fn lex(file: FileId, text: &str, diags: &mut DiagnosticBag) -> Vec<Token> {
    let mut interner = Interner::new();
    let (tokens, errors) = lex_with(file, text, &mut interner);
    for e in errors {
        diags.push(e.report);
    }
    tokens
}

/// Lexes one file, sharing spellings through `interner`, and returns the problems instead of
/// reporting them (in text order).
pub(crate) fn lex_with(
    file: FileId,
    text: &str,
    interner: &mut Interner,
) -> (Vec<Token>, Vec<LexError>) {
    let (tokens, errors, _) = lex_limited(file, text, interner, usize::MAX);
    (tokens, errors)
}

/// [`lex_with`] that stops after `max_tokens` tokens, so a huge file (a 20 MB macro body) costs
/// at most that many tokens of memory; the third value is where it stopped, if it did.
pub(crate) fn lex_limited(
    file: FileId,
    text: &str,
    interner: &mut Interner,
    max_tokens: usize,
) -> (Vec<Token>, Vec<LexError>, Option<Span>) {
    match splice_lines(text) {
        None => Lexer::new(file, text, None, interner, max_tokens).run(),
        Some((spliced, map)) => Lexer::new(file, &spliced, Some(&map), interner, max_tokens).run(),
    }
}

/// Removes line continuations. Returns the joined text and, for each of its bytes (plus one past
/// the end), the offset of that byte in `text`; `None` when there is nothing to join.
fn splice_lines(text: &str) -> Option<(String, Vec<u32>)> {
    if !text.contains('\\') {
        return None;
    }
    let bytes = text.as_bytes();
    let continuation_len = |at: usize| -> Option<usize> {
        // `at` is a backslash: a continuation is `\`, spaces/tabs, optional `\r`, then `\n`.
        let mut i = at + 1;
        while matches!(bytes.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
        if bytes.get(i) == Some(&b'\r') {
            i += 1;
        }
        (bytes.get(i) == Some(&b'\n')).then_some(i + 1 - at)
    };
    let first = (0..bytes.len()).find(|&i| bytes[i] == b'\\' && continuation_len(i).is_some())?;
    let mut out = Vec::with_capacity(bytes.len());
    let mut map = Vec::with_capacity(bytes.len() + 1);
    out.extend_from_slice(&bytes[..first]);
    map.extend(0..first as u32);
    let mut i = first;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            if let Some(len) = continuation_len(i) {
                i += len;
                continue;
            }
        }
        out.push(bytes[i]);
        map.push(i as u32);
        i += 1;
    }
    map.push(bytes.len() as u32);
    // Only ASCII bytes were removed, so the text is still UTF-8.
    let joined = String::from_utf8(out).ok()?;
    Some((joined, map))
}

struct Lexer<'a, 'i> {
    file: FileId,
    text: &'a str,
    src: &'a [u8],
    /// Joined-text offset to original offset, when line continuations were removed.
    map: Option<&'a [u32]>,
    pos: usize,
    interner: &'i mut Interner,
    tokens: Vec<Token>,
    errors: Vec<LexError>,
    leading_space: bool,
    at_line_start: bool,
    max_tokens: usize,
}

/// Byte classes for the hot loops.
const IDENT_START: u8 = 1;
const IDENT_CONTINUE: u8 = 2;

const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        if b.is_ascii_alphabetic() || b == b'_' {
            t[i] = IDENT_START | IDENT_CONTINUE;
        } else if b.is_ascii_digit() {
            t[i] = IDENT_CONTINUE;
        }
        i += 1;
    }
    t
};

fn is_ident_start(b: u8) -> bool {
    CLASSES[b as usize] & IDENT_START != 0
}

fn is_ident_continue(b: u8) -> bool {
    CLASSES[b as usize] & IDENT_CONTINUE != 0
}

impl<'a, 'i> Lexer<'a, 'i> {
    fn new(
        file: FileId,
        text: &'a str,
        map: Option<&'a [u32]>,
        interner: &'i mut Interner,
        max_tokens: usize,
    ) -> Self {
        Lexer {
            file,
            text,
            src: text.as_bytes(),
            map,
            pos: 0,
            interner,
            // Dense shader code has a token per three to four bytes; growing costs more than
            // reserving a little too much.
            tokens: Vec::with_capacity((text.len() / 3 + 16).min(max_tokens.saturating_add(1))),
            errors: Vec::new(),
            leading_space: false,
            at_line_start: true,
            max_tokens,
        }
    }

    fn original(&self, offset: usize) -> u32 {
        match self.map {
            None => offset as u32,
            Some(map) => map.get(offset).or_else(|| map.last()).copied().unwrap_or(0),
        }
    }

    fn span(&self, start: usize, end: usize) -> Span {
        if self.map.is_none() {
            return Span::new(self.file, start as u32, end as u32);
        }
        let s = self.original(start);
        let e = if end > start {
            self.original(end - 1) + 1
        } else {
            s
        };
        Span::new(self.file, s, e)
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn error(&mut self, code: Code, start: usize, end: usize, message: String, always: bool) {
        // Garbage input can hold millions of errors; far fewer are ever shown.
        if self.errors.len() >= MAX_ERRORS_PER_FILE {
            return;
        }
        let span = self.span(start, end);
        self.errors.push(LexError {
            offset: span.start,
            report: Report {
                severity: Severity::Error,
                code,
                span,
                message,
                labels: Vec::new(),
            },
            always,
        });
    }

    fn push(&mut self, kind: TokenKind, text: Arc<str>, start: usize) {
        let span = self.span(start, self.pos);
        self.tokens.push(Token {
            kind,
            text,
            span,
            leading_space: self.leading_space,
            at_line_start: self.at_line_start,
        });
        self.leading_space = false;
        self.at_line_start = false;
    }

    fn run(mut self) -> (Vec<Token>, Vec<LexError>, Option<Span>) {
        if self.text.starts_with('\u{feff}') {
            self.pos = 3;
        }
        while self.pos < self.src.len() {
            if self.tokens.len() >= self.max_tokens {
                let at = self
                    .tokens
                    .last()
                    .map_or_else(|| self.span(0, 0), |t| t.span);
                return (self.tokens, self.errors, Some(at));
            }
            let b = self.src[self.pos];
            match b {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    self.leading_space = true;
                    self.pos += 1;
                    while matches!(self.src.get(self.pos), Some(b' ' | b'\t')) {
                        self.pos += 1;
                    }
                }
                b'\n' => {
                    self.leading_space = true;
                    self.at_line_start = true;
                    self.pos += 1;
                }
                b'/' if self.peek(1) == b'/' => {
                    self.leading_space = true;
                    self.pos = self.src[self.pos..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(self.src.len(), |n| self.pos + n);
                }
                b'/' if self.peek(1) == b'*' => self.block_comment(),
                _ if is_ident_start(b) => {
                    let start = self.pos;
                    let len = self.src[start..]
                        .iter()
                        .position(|&c| !is_ident_continue(c))
                        .unwrap_or(self.src.len() - start);
                    self.pos = start + len;
                    let text = self.interner.intern(&self.text[start..self.pos]);
                    self.push(TokenKind::Ident, text, start);
                }
                b'0'..=b'9' => self.number(),
                b'.' if self.peek(1).is_ascii_digit() => self.number(),
                b'"' | b'\'' => self.quoted(b),
                _ => {
                    if !self.punct() {
                        self.unexpected();
                    }
                }
            }
        }
        (self.tokens, self.errors, None)
    }

    fn block_comment(&mut self) {
        let start = self.pos;
        self.leading_space = true;
        match self.text[start + 2..].find("*/") {
            Some(end) => self.pos = start + 2 + end + 2,
            None => {
                self.pos = self.src.len();
                self.error(
                    Code::UNTERMINATED_LITERAL,
                    start,
                    start + 2,
                    "this /* comment is never closed. Add */ where it should end".to_string(),
                    true,
                );
            }
        }
    }

    /// A pp-number: digits, letters, `_`, `.`, and a sign right after an exponent letter.
    fn number(&mut self) {
        let start = self.pos;
        let hex = self.src[start] == b'0' && matches!(self.peek(1), b'x' | b'X');
        self.pos += 1;
        while self.pos < self.src.len() {
            let b = self.src[self.pos];
            if is_ident_continue(b) || b == b'.' {
                self.pos += 1;
                // `1e+5`: the sign belongs to the number (not after hex digits: `0xe+1` is a sum).
                if !hex && matches!(b, b'e' | b'E') && matches!(self.peek(0), b'+' | b'-') {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
        let mut spelling = &self.text[start..self.pos];
        // `70.0.xxx`, `1.rgb`: HLSL swizzles a literal directly; the pp-number swallowed the
        // swizzle, so give it back when the part before the last dot is a number on its own.
        if classify_number(spelling).is_none() {
            if let Some(dot) = spelling.rfind('.') {
                let (number, swizzle) = (&spelling[..dot], &spelling[dot + 1..]);
                if classify_number(number).is_some() && is_swizzle(swizzle) {
                    self.pos = start + dot;
                    spelling = number;
                }
            }
        }
        let kind = classify_number(spelling);
        let kind = match kind {
            Some(kind) => kind,
            None => {
                self.error(
                    Code::BAD_NUMBER,
                    start,
                    self.pos,
                    format!(
                        "'{spelling}' is not a valid number. Check its digits and suffix (integers: 12, 0x1F, 017, 5u; floats: 1.0, .5f, 1e-3, 2.0h)"
                    ),
                    false,
                );
                if !hex && spelling.contains(['.', 'e', 'E']) {
                    TokenKind::FloatLit
                } else {
                    TokenKind::IntLit
                }
            }
        };
        let text = self.interner.intern(spelling);
        self.push(kind, text, start);
    }

    /// A string or character literal; backslash escapes any character. Ends at the closing quote,
    /// or (unterminated) at the end of the line.
    fn quoted(&mut self, quote: u8) {
        let start = self.pos;
        self.pos += 1;
        let mut closed = false;
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b'\\' if matches!(self.peek(1), b'\n' | 0) => {
                    self.pos += 1;
                }
                b'\\' => self.pos += 2,
                b'\n' => break,
                b if b == quote => {
                    self.pos += 1;
                    closed = true;
                    break;
                }
                _ => self.pos += 1,
            }
        }
        // A trailing backslash before the end of text could step one past it.
        self.pos = self.pos.min(self.src.len());
        while !self.text.is_char_boundary(self.pos) {
            self.pos += 1;
        }
        let (kind, what) = if quote == b'"' {
            (TokenKind::StringLit, "string")
        } else {
            (TokenKind::CharLit, "character literal")
        };
        if !closed {
            let q = quote as char;
            self.error(
                Code::UNTERMINATED_LITERAL,
                start,
                self.pos,
                format!("this {what} is never closed. Add the closing {q} on the same line"),
                false,
            );
        }
        let text = self.interner.intern(&self.text[start..self.pos]);
        self.push(kind, text, start);
    }

    /// Lexes a punctuator (longest match) or `#`/`##`; false when `self.pos` starts none.
    fn punct(&mut self) -> bool {
        use Punct::*;
        let b1 = self.peek(1);
        let b2 = self.peek(2);
        let (p, len) = match self.src[self.pos] {
            b'#' => {
                let start = self.pos;
                let (kind, len, s) = if b1 == b'#' {
                    (TokenKind::HashHash, 2, "##")
                } else {
                    (TokenKind::Hash, 1, "#")
                };
                self.pos += len;
                let text = self.interner.intern(s);
                self.push(kind, text, start);
                return true;
            }
            b'(' => (LParen, 1),
            b')' => (RParen, 1),
            b'[' => (LBracket, 1),
            b']' => (RBracket, 1),
            b'{' => (LBrace, 1),
            b'}' => (RBrace, 1),
            b';' => (Semi, 1),
            b',' => (Comma, 1),
            b'.' => (Dot, 1),
            b'?' => (Question, 1),
            b'~' => (Tilde, 1),
            b':' if b1 == b':' => (ColonColon, 2),
            b':' => (Colon, 1),
            b'+' if b1 == b'+' => (PlusPlus, 2),
            b'+' if b1 == b'=' => (PlusEq, 2),
            b'+' => (Plus, 1),
            b'-' if b1 == b'-' => (MinusMinus, 2),
            b'-' if b1 == b'=' => (MinusEq, 2),
            b'-' if b1 == b'>' => (Arrow, 2),
            b'-' => (Minus, 1),
            b'*' if b1 == b'=' => (StarEq, 2),
            b'*' => (Star, 1),
            b'/' if b1 == b'=' => (SlashEq, 2),
            b'/' => (Slash, 1),
            b'%' if b1 == b'=' => (PercentEq, 2),
            b'%' => (Percent, 1),
            b'&' if b1 == b'&' => (AmpAmp, 2),
            b'&' if b1 == b'=' => (AmpEq, 2),
            b'&' => (Amp, 1),
            b'|' if b1 == b'|' => (PipePipe, 2),
            b'|' if b1 == b'=' => (PipeEq, 2),
            b'|' => (Pipe, 1),
            b'^' if b1 == b'=' => (CaretEq, 2),
            b'^' => (Caret, 1),
            b'!' if b1 == b'=' => (Ne, 2),
            b'!' => (Bang, 1),
            b'=' if b1 == b'=' => (EqEq, 2),
            b'=' => (Eq, 1),
            b'<' if b1 == b'<' && b2 == b'=' => (ShlEq, 3),
            b'<' if b1 == b'<' => (Shl, 2),
            b'<' if b1 == b'=' => (Le, 2),
            b'<' => (Lt, 1),
            b'>' if b1 == b'>' && b2 == b'=' => (ShrEq, 3),
            b'>' if b1 == b'>' => (Shr, 2),
            b'>' if b1 == b'=' => (Ge, 2),
            b'>' => (Gt, 1),
            _ => return false,
        };
        let start = self.pos;
        self.pos += len;
        let text = self.interner.punct(p);
        self.push(TokenKind::Punct(p), text, start);
        true
    }

    /// Skips a run of characters that cannot start a token, with one OSH0200 for the run.
    fn unexpected(&mut self) {
        let start = self.pos;
        let first = self.text[start..].chars().next().unwrap_or('\u{fffd}');
        let mut count = 0usize;
        while self.pos < self.src.len() {
            let b = self.src[self.pos];
            let starts_something = b.is_ascii_whitespace()
                || is_ident_start(b)
                || b.is_ascii_digit()
                || b"\"'/.#()[]{};,?~:+-*%&|^!=<>".contains(&b);
            if starts_something && self.pos > start {
                break;
            }
            let len = self.text[self.pos..]
                .chars()
                .next()
                .map_or(1, char::len_utf8);
            self.pos += len;
            count += 1;
        }
        self.leading_space = true;
        let shown = if first.is_control() || first == '\u{fffd}' {
            format!("U+{:04X}", first as u32)
        } else {
            format!("'{first}' (U+{:04X})", first as u32)
        };
        let message = if count > 1 {
            format!("unexpected characters starting with {shown}. HLSL source may only use them in comments and strings; remove them")
        } else {
            format!("unexpected character {shown}. HLSL source may only use it in comments and strings; remove it")
        };
        self.error(Code::UNEXPECTED_CHARACTER, start, self.pos, message, false);
    }
}

/// The kind of a well-formed number spelling, or `None` when it is malformed.
/// `xyzw` or `rgba` components, one to four: what may follow a literal's dot as a swizzle.
fn is_swizzle(s: &str) -> bool {
    (1..=4).contains(&s.len())
        && (s.bytes().all(|c| b"xyzw".contains(&c)) || s.bytes().all(|c| b"rgba".contains(&c)))
}

pub(crate) fn classify_number(s: &str) -> Option<TokenKind> {
    let b = s.as_bytes();
    if b.len() > 2 && b[0] == b'0' && matches!(b[1], b'x' | b'X') {
        let digits = b[2..].iter().take_while(|c| c.is_ascii_hexdigit()).count();
        return (digits > 0 && valid_int_suffix(&s[2 + digits..])).then_some(TokenKind::IntLit);
    }
    if b.len() > 2 && b[0] == b'0' && matches!(b[1], b'b' | b'B') {
        let digits = b[2..]
            .iter()
            .take_while(|c| matches!(c, b'0' | b'1'))
            .count();
        return (digits > 0 && valid_int_suffix(&s[2 + digits..])).then_some(TokenKind::IntLit);
    }
    let int_digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = int_digits;
    let mut is_float = false;
    let mut mantissa_digits = int_digits;
    if b.get(i) == Some(&b'.') {
        is_float = true;
        i += 1;
        let frac = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        mantissa_digits += frac;
        i += frac;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        is_float = true;
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exp = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if exp == 0 {
            return None;
        }
        i += exp;
    }
    if mantissa_digits == 0 {
        return None;
    }
    let suffix = &s[i..];
    if is_float {
        let ok = matches!(
            suffix.to_ascii_lowercase().as_str(),
            "" | "f" | "h" | "l" | "lf"
        );
        return ok.then_some(TokenKind::FloatLit);
    }
    if b.len() > 1 && b[0] == b'0' && !b[..int_digits].iter().all(|c| (b'0'..=b'7').contains(c)) {
        return None;
    }
    valid_int_suffix(suffix).then_some(TokenKind::IntLit)
}

fn valid_int_suffix(suffix: &str) -> bool {
    matches!(
        suffix.to_ascii_lowercase().as_str(),
        "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    fn kinds_and_texts(text: &str) -> (Vec<(TokenKind, String)>, DiagnosticBag) {
        let mut diags = DiagnosticBag::new();
        let tokens = lex(FileId(0), text, &mut diags);
        (
            tokens
                .iter()
                .map(|t| (t.kind, t.text.to_string()))
                .collect(),
            diags,
        )
    }

    fn texts(text: &str) -> Vec<String> {
        kinds_and_texts(text)
            .0
            .into_iter()
            .map(|(_, t)| t)
            .collect()
    }

    fn codes(diags: &DiagnosticBag) -> Vec<Code> {
        diags.reports().iter().map(|r| r.code).collect()
    }

    #[test]
    fn punctuators_take_the_longest_match() {
        assert_eq!(
            texts("a<<=b>>=c->d::e++ --f&&g||h!=i==j<=k>=l ... ## # %= ^= |= &="),
            [
                "a", "<<=", "b", ">>=", "c", "->", "d", "::", "e", "++", "--", "f", "&&", "g",
                "||", "h", "!=", "i", "==", "j", "<=", "k", ">=", "l", ".", ".", ".", "##", "#",
                "%=", "^=", "|=", "&="
            ]
        );
        let (toks, _) = kinds_and_texts("<<= ##");
        assert_eq!(toks[0].0, TokenKind::Punct(Punct::ShlEq));
        assert_eq!(toks[1].0, TokenKind::HashHash);
    }

    #[test]
    fn numbers_are_classified() {
        let (toks, diags) = kinds_and_texts(
            "12 0x1Fu 017 3l 5ul 7LL 1.0 .5 1. 1e-3 2.5e+4f 1.0h 2.0L 3.0lf 1E5 0 0u",
        );
        assert!(!diags.has_errors(), "{:?}", diags.reports());
        let kinds: Vec<_> = toks.iter().map(|t| t.0).collect();
        use TokenKind::{FloatLit as F, IntLit as I};
        assert_eq!(kinds, [I, I, I, I, I, I, F, F, F, F, F, F, F, F, F, I, I]);
        assert_eq!(toks[9].1, "1e-3");
    }

    #[test]
    fn malformed_numbers_are_one_token_and_osh0202() {
        let (toks, diags) = kinds_and_texts("1.2.3 09 0x 1e 5q");
        assert_eq!(toks.len(), 5);
        assert_eq!(codes(&diags), [Code::BAD_NUMBER; 5]);
        assert_eq!(toks[0], (TokenKind::FloatLit, "1.2.3".to_string()));
    }

    #[test]
    fn hex_with_e_does_not_swallow_a_sign() {
        assert_eq!(texts("0x1e+1"), ["0x1e", "+", "1"]);
    }

    #[test]
    fn comments_set_leading_space_and_newlines_line_start() {
        let mut diags = DiagnosticBag::new();
        let toks = lex(FileId(0), "a/*x*/b\n  c//d\ne(f", &mut diags);
        let flags: Vec<_> = toks
            .iter()
            .map(|t| (t.text.to_string(), t.leading_space, t.at_line_start))
            .collect();
        assert_eq!(
            flags,
            [
                ("a".into(), false, true),
                ("b".into(), true, false),
                ("c".into(), true, true),
                ("e".into(), true, true),
                ("(".into(), false, false),
                ("f".into(), false, false),
            ]
        );
    }

    #[test]
    fn line_continuation_joins_but_spans_keep_original_bytes() {
        let text = "#define A 1 + \\\n  2\nfo\\\r\no x";
        let mut diags = DiagnosticBag::new();
        let toks = lex(FileId(0), text, &mut diags);
        let t: Vec<_> = toks.iter().map(|t| t.text.to_string()).collect();
        assert_eq!(t, ["#", "define", "A", "1", "+", "2", "foo", "x"]);
        // `2` is on the second physical line but the same logical line as `#define`.
        assert!(!toks[5].at_line_start);
        assert!(toks[6].at_line_start);
        let foo = &toks[6];
        assert_eq!(foo.span.start as usize, text.find("fo").unwrap());
        assert_eq!(foo.span.end as usize, text.find("o x").unwrap() + 1);
        let mut map = SourceMap::new();
        let f = map.add("a.hlsl", text);
        let loc = map.resolve(Span::new(f, toks[7].span.start, toks[7].span.end));
        assert_eq!((loc.line, loc.column), (4, 3));
    }

    #[test]
    fn strings_and_chars() {
        let (toks, diags) = kinds_and_texts(r#""a\"b" 'c' '\'' "x\\""#);
        assert!(!diags.has_errors());
        assert_eq!(
            toks,
            [
                (TokenKind::StringLit, r#""a\"b""#.to_string()),
                (TokenKind::CharLit, "'c'".to_string()),
                (TokenKind::CharLit, r"'\''".to_string()),
                (TokenKind::StringLit, r#""x\\""#.to_string()),
            ]
        );
    }

    #[test]
    fn unterminated_literals_and_comments_are_osh0201() {
        let (toks, diags) = kinds_and_texts("\"abc\nx 'y\nz /* never");
        assert_eq!(codes(&diags), [Code::UNTERMINATED_LITERAL; 3]);
        let t: Vec<_> = toks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(t, ["\"abc", "x", "'y", "z"]);
    }

    #[test]
    fn unexpected_characters_are_skipped_with_one_report_per_run() {
        let mut diags = DiagnosticBag::new();
        let text = "a @$ b é c\u{0}";
        let toks = lex(FileId(0), text, &mut diags);
        let t: Vec<_> = toks.iter().map(|t| t.text.to_string()).collect();
        assert_eq!(t, ["a", "b", "c"]);
        assert_eq!(codes(&diags), [Code::UNEXPECTED_CHARACTER; 3]);
        let first = &diags.reports()[0];
        assert_eq!(first.span, Span::new(FileId(0), 2, 4));
        assert!(first
            .message
            .starts_with("unexpected characters starting with '@'"));
        assert!(diags.reports()[1].message.contains("U+00E9"));
    }

    #[test]
    fn byte_order_mark_is_ignored() {
        assert_eq!(texts("\u{feff}float x;"), ["float", "x", ";"]);
    }

    #[test]
    fn garbage_never_panics() {
        // Deterministic pseudo-random bytes, mapped to chars biased towards lexer edge cases.
        let alphabet: Vec<char> =
            "\\\n\r\t \"'/*#.0123456789eExXuUfFhHlL+-<>=!&|abc_()é\u{0}\u{feff}@"
                .chars()
                .collect();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for round in 0..400 {
            let len = (round * 7) % 97;
            let mut s = String::new();
            for _ in 0..len {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                s.push(alphabet[(state % alphabet.len() as u64) as usize]);
            }
            let mut diags = DiagnosticBag::new();
            let toks = lex(FileId(0), &s, &mut diags);
            for t in &toks {
                assert!(t.span.start <= t.span.end && t.span.end as usize <= s.len());
            }
        }
    }
}
