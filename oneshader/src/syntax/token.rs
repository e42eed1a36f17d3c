//! Tokens: what the lexer produces, the preprocessor rewrites and the parser consumes.
//!
//! Keywords are not a separate kind: the preprocessor must see them as identifiers (a macro may
//! be named `float`), and HLSL's many built-in type names (`float4x4`, `Texture2D`) are plain
//! identifiers to the parser too. The parser compares [`Token::text`] for keywords.

use crate::source::Span;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// Identifiers and keywords.
    Ident,
    /// An integer literal as written (`12`, `0x1Fu`, `017`, `3l`); the parser decodes it.
    IntLit,
    /// A float literal as written (`1.0`, `.5f`, `1e-3h`, `2.0L`).
    FloatLit,
    /// A string literal including its quotes (attributes and `#include` use them).
    StringLit,
    /// A character literal including its quotes.
    CharLit,
    Punct(Punct),
    /// A `#` that starts a directive line, seen only by the preprocessor.
    Hash,
    /// `##`, seen only by the preprocessor.
    HashHash,
    /// The end of the token stream (always the last token the parser gets).
    Eof,
}

/// Operators and punctuation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Semi,
    Comma,
    Dot,
    Colon,
    ColonColon,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    PlusPlus,
    MinusMinus,
    Amp,
    Pipe,
    Caret,
    Tilde,
    Bang,
    AmpAmp,
    PipePipe,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    EqEq,
    Ne,
    Eq,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    PercentEq,
    AmpEq,
    PipeEq,
    CaretEq,
    ShlEq,
    ShrEq,
    Arrow,
}

impl Punct {
    pub fn as_str(self) -> &'static str {
        use Punct::*;
        match self {
            LParen => "(",
            RParen => ")",
            LBracket => "[",
            RBracket => "]",
            LBrace => "{",
            RBrace => "}",
            Semi => ";",
            Comma => ",",
            Dot => ".",
            Colon => ":",
            ColonColon => "::",
            Question => "?",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            PlusPlus => "++",
            MinusMinus => "--",
            Amp => "&",
            Pipe => "|",
            Caret => "^",
            Tilde => "~",
            Bang => "!",
            AmpAmp => "&&",
            PipePipe => "||",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            EqEq => "==",
            Ne => "!=",
            Eq => "=",
            PlusEq => "+=",
            MinusEq => "-=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            AmpEq => "&=",
            PipeEq => "|=",
            CaretEq => "^=",
            ShlEq => "<<=",
            ShrEq => ">>=",
            Arrow => "->",
        }
    }
}

/// One token. `text` is the token's spelling (shared, cheap to clone); `span` is where the user
/// wrote it (see [`Span`] for macro expansions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub text: Arc<str>,
    pub span: Span,
    /// Whitespace or a comment came before this token (needed for `#` stringizing and for
    /// telling `#define F(x)` from `#define F (x)`).
    pub leading_space: bool,
    /// First token on its line (directives start there).
    pub at_line_start: bool,
}

impl Token {
    pub fn is_ident(&self, text: &str) -> bool {
        self.kind == TokenKind::Ident && &*self.text == text
    }

    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }
}

/// A `#pragma` the preprocessor hands on to the parser, positioned in the token stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pragma {
    /// `#pragma pack_matrix(row_major|column_major)`: the default packing for declarations
    /// after this point.
    PackMatrix(crate::types::MatrixPacking),
}

/// Where a pragma takes effect: before the token at `token_index` of the preprocessed stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PragmaMark {
    pub token_index: usize,
    pub pragma: Pragma,
    pub span: Span,
}
