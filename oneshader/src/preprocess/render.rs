//! The preprocessed program as text (DXC's `-P`): the expanded tokens, laid out on the lines
//! they come from, with `#line` directives where the file changes or the lines jump, and the
//! `#pragma pack_matrix` marks where they take effect. Compiling the text gives the same
//! program: tokens that would lex together are kept apart by a space.

use super::PreprocessOutput;
use crate::source::SourceMap;
use crate::syntax::token::{Pragma, TokenKind};
use crate::types::MatrixPacking;

/// Lines skipped with blank lines rather than a `#line` directive.
const MAX_BLANK_LINES: u32 = 8;

/// Renders `out`, whose spans are in `sources`.
pub fn render(out: &PreprocessOutput, sources: &SourceMap) -> String {
    let mut text = String::new();
    let mut at: Option<(String, u32)> = None;
    let mut line_start = true;
    let mut last: Option<char> = None;
    let mut pragmas = out.pragmas.iter().peekable();
    for (i, tok) in out.tokens.iter().enumerate() {
        while let Some(p) = pragmas.next_if(|p| p.token_index <= i) {
            if !line_start {
                text.push('\n');
            }
            let Pragma::PackMatrix(packing) = p.pragma;
            let name = match packing {
                MatrixPacking::RowMajor => "row_major",
                MatrixPacking::ColumnMajor => "column_major",
            };
            text.push_str(&format!("#pragma pack_matrix({name})\n"));
            // The next token restates its line.
            at = None;
            line_start = true;
            last = None;
        }
        if tok.kind == TokenKind::Eof {
            break;
        }
        let loc = sources.resolve(tok.span);
        match &mut at {
            Some((path, line))
                if *path == loc.path
                    && loc.line >= *line
                    && loc.line - *line <= MAX_BLANK_LINES =>
            {
                if loc.line > *line {
                    for _ in *line..loc.line {
                        text.push('\n');
                    }
                    *line = loc.line;
                    line_start = true;
                    last = None;
                }
            }
            _ => {
                if !line_start {
                    text.push('\n');
                }
                text.push_str(&format!("#line {} \"{}\"\n", loc.line, escape(&loc.path)));
                at = Some((loc.path.clone(), loc.line));
                line_start = true;
                last = None;
            }
        }
        let first = tok.text.chars().next();
        let joins = |a: Option<char>, b: Option<char>| match (a, b) {
            // `1` `.x` would read as the float `1.` then `x`.
            (Some(a), Some(b)) => {
                word(a) && word(b) || punct(a) && punct(b) || a.is_ascii_digit() && b == '.'
            }
            _ => false,
        };
        if line_start {
            // Indented as in its file, so the text reads like the source.
            let indent = loc.column.saturating_sub(1).min(120) as usize;
            text.extend(std::iter::repeat_n(' ', indent));
        } else if tok.leading_space || joins(last, first) {
            text.push(' ');
        }
        text.push_str(&tok.text);
        last = tok.text.chars().last();
        line_start = false;
    }
    if !line_start {
        text.push('\n');
    }
    text
}

/// Characters that continue an identifier or a number.
fn word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Characters that may combine into one operator (`+` `+` is `++`, `/` `/` a comment).
fn punct(c: char) -> bool {
    "+-*/%&|^<>=!:#".contains(c)
}

fn escape(path: &str) -> String {
    path.replace('\\', "\\\\").replace('"', "\\\"")
}
