//! `#if` expressions: integer constant expressions with C's operators and precedence.
//!
//! Input: the directive's tokens after `defined` replacement and macro expansion. Output: whether
//! the expression is non-zero; errors are OSH0104 (and the value is false).
//!
//! Values are 64-bit, signed unless a literal is unsigned (`u` suffix or too large for `i64`),
//! with C's usual conversions: an operation with an unsigned operand is unsigned. Arithmetic
//! wraps; division or remainder by zero is an error (only where evaluated: `0 && 1/0` is fine);
//! shifts by a negative amount or 64 or more give 0 (or -1 for `>>` of a negative value).
//! Identifiers left after expansion are 0, except `true` (1) and `false` (0); a `defined` produced
//! by a macro is still evaluated. Nesting deeper than [`MAX_DEPTH`] is an error.

use super::macros::MacroTable;
use super::PpToken;
use crate::diag::{Code, DiagnosticBag};
use crate::source::Span;
use crate::syntax::token::{Punct, Token, TokenKind};

/// Most nested parentheses and unary operators in one expression.
const MAX_DEPTH: usize = 200;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Self {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn boolean(b: bool) -> Self {
        Value::signed(b as i64)
    }

    fn is_true(self) -> bool {
        self.bits != 0
    }
}

/// Evaluates an `#if` line; `directive` is where errors without a token go.
pub(super) fn evaluate(
    tokens: &[PpToken],
    macros: &MacroTable,
    diags: &mut DiagnosticBag,
    directive: Span,
) -> bool {
    let mut p = ExprParser {
        tokens,
        pos: 0,
        macros,
        diags,
        directive,
        failed: false,
        depth: 0,
    };
    if tokens.is_empty() {
        p.fail(
            directive,
            "this #if has no condition. Write an integer expression after it",
        );
        return false;
    }
    let v = p.conditional(true);
    if !p.failed {
        if let Some(t) = p.peek() {
            let (span, text) = (t.span, t.text.clone());
            p.fail(
                span,
                &format!("unexpected '{text}' in #if expression. Check for a missing operator or parenthesis"),
            );
        }
    }
    !p.failed && v.is_true()
}

struct ExprParser<'a, 'd> {
    tokens: &'a [PpToken],
    pos: usize,
    macros: &'a MacroTable,
    diags: &'d mut DiagnosticBag,
    directive: Span,
    failed: bool,
    depth: usize,
}

/// Binary operators and their C precedence (higher binds tighter).
fn binary_precedence(t: &Token) -> Option<u8> {
    use Punct::*;
    let TokenKind::Punct(p) = t.kind else {
        return None;
    };
    Some(match p {
        Star | Slash | Percent => 10,
        Plus | Minus => 9,
        Shl | Shr => 8,
        Lt | Gt | Le | Ge => 7,
        EqEq | Ne => 6,
        Amp => 5,
        Caret => 4,
        Pipe => 3,
        AmpAmp => 2,
        PipePipe => 1,
        _ => return None,
    })
}

impl ExprParser<'_, '_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos).map(|t| &t.tok)
    }

    fn here(&self) -> Span {
        self.peek().map_or(self.directive, |t| t.span)
    }

    /// Records the first error only; later ones are consequences.
    fn fail(&mut self, span: Span, message: &str) {
        if !self.failed {
            self.failed = true;
            self.diags.error(Code::PP_BAD_EXPRESSION, span, message);
        }
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.peek().is_some_and(|t| t.is_punct(p)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// `c ? a : b` (right-associative). `eval` is false in operands that are not evaluated.
    fn conditional(&mut self, eval: bool) -> Value {
        if !self.enter() {
            return Value::signed(0);
        }
        let cond = self.binary(1, eval);
        let v = if self.eat(Punct::Question) {
            let a = self.conditional(eval && cond.is_true());
            if !self.eat(Punct::Colon) {
                let span = self.here();
                self.fail(
                    span,
                    "'?' without ':' in #if expression. Write cond ? a : b",
                );
                return Value::signed(0);
            }
            let b = self.conditional(eval && !cond.is_true());
            let unsigned = a.unsigned || b.unsigned;
            let chosen = if cond.is_true() { a } else { b };
            Value {
                bits: chosen.bits,
                unsigned,
            }
        } else {
            cond
        };
        self.depth -= 1;
        v
    }

    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let span = self.here();
            self.fail(
                span,
                &format!("#if expression nests deeper than {MAX_DEPTH} levels. Simplify it"),
            );
            self.depth -= 1;
            return false;
        }
        true
    }

    /// Precedence climbing over the binary operators with precedence `>= min`.
    fn binary(&mut self, min: u8, eval: bool) -> Value {
        let mut lhs = self.unary(eval);
        while let Some(t) = self.peek() {
            let Some(prec) = binary_precedence(t) else {
                break;
            };
            if prec < min || self.failed {
                break;
            }
            let op = t.clone();
            self.pos += 1;
            lhs = if op.is_punct(Punct::AmpAmp) {
                let rhs = self.binary(prec + 1, eval && lhs.is_true());
                Value::boolean(lhs.is_true() && rhs.is_true())
            } else if op.is_punct(Punct::PipePipe) {
                let rhs = self.binary(prec + 1, eval && !lhs.is_true());
                Value::boolean(lhs.is_true() || rhs.is_true())
            } else {
                let rhs = self.binary(prec + 1, eval);
                self.apply(&op, lhs, rhs, eval)
            };
        }
        lhs
    }

    fn apply(&mut self, op: &Token, a: Value, b: Value, eval: bool) -> Value {
        use Punct::*;
        let TokenKind::Punct(p) = op.kind else {
            return a;
        };
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let (sx, sy) = (x as i64, y as i64);
        let arith = |bits: u64| Value { bits, unsigned };
        match p {
            Star => arith(x.wrapping_mul(y)),
            Plus => arith(x.wrapping_add(y)),
            Minus => arith(x.wrapping_sub(y)),
            Slash | Percent => {
                if y == 0 {
                    if eval {
                        self.fail(
                            op.span,
                            "division by zero in #if expression. Check the macros it uses",
                        );
                    }
                    return arith(0);
                }
                let bits = match (p, unsigned) {
                    (Slash, true) => x / y,
                    (Slash, false) => sx.wrapping_div(sy) as u64,
                    (_, true) => x % y,
                    (_, false) => sx.wrapping_rem(sy) as u64,
                };
                arith(bits)
            }
            Shl | Shr => {
                // The result has the left operand's type.
                let amount_ok = (b.unsigned || sy >= 0) && y < 64;
                let bits = match (p, amount_ok, a.unsigned) {
                    (Shl, true, _) => x << y,
                    (Shr, true, true) => x >> y,
                    (Shr, true, false) => (sx >> y) as u64,
                    (Shr, false, false) if sx < 0 => u64::MAX,
                    _ => 0,
                };
                Value {
                    bits,
                    unsigned: a.unsigned,
                }
            }
            Lt | Gt | Le | Ge => {
                let ord = if unsigned { x.cmp(&y) } else { sx.cmp(&sy) };
                Value::boolean(match p {
                    Lt => ord.is_lt(),
                    Gt => ord.is_gt(),
                    Le => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            EqEq => Value::boolean(x == y),
            Ne => Value::boolean(x != y),
            Amp => arith(x & y),
            Caret => arith(x ^ y),
            Pipe => arith(x | y),
            _ => a,
        }
    }

    fn unary(&mut self, eval: bool) -> Value {
        if !self.enter() {
            return Value::signed(0);
        }
        let v = self.unary_inner(eval);
        self.depth -= 1;
        v
    }

    fn unary_inner(&mut self, eval: bool) -> Value {
        let Some(t) = self.peek().cloned() else {
            let span = self.here();
            self.fail(
                span,
                "#if expression ends too early. Complete the expression after the last operator",
            );
            return Value::signed(0);
        };
        self.pos += 1;
        match t.kind {
            TokenKind::Punct(Punct::Plus) => self.unary(eval),
            TokenKind::Punct(Punct::Minus) => {
                let v = self.unary(eval);
                Value {
                    bits: v.bits.wrapping_neg(),
                    unsigned: v.unsigned,
                }
            }
            TokenKind::Punct(Punct::Tilde) => {
                let v = self.unary(eval);
                Value {
                    bits: !v.bits,
                    unsigned: v.unsigned,
                }
            }
            TokenKind::Punct(Punct::Bang) => Value::boolean(!self.unary(eval).is_true()),
            TokenKind::Punct(Punct::LParen) => {
                let v = self.conditional(eval);
                if !self.eat(Punct::RParen) {
                    self.fail(
                        t.span,
                        "this '(' in #if expression is never closed. Add the missing ')'",
                    );
                }
                v
            }
            TokenKind::IntLit => match parse_int(&t.text) {
                Some(v) => v,
                None => {
                    self.fail(
                        t.span,
                        &format!("'{}' is not a valid integer in #if expression. #if needs integers that fit in 64 bits", t.text),
                    );
                    Value::signed(0)
                }
            },
            TokenKind::CharLit => Value::signed(char_value(&t.text)),
            TokenKind::FloatLit => {
                self.fail(
                    t.span,
                    &format!("'{}' is a floating-point number; #if works on integers only. Compare integers instead", t.text),
                );
                Value::signed(0)
            }
            TokenKind::Ident => match &*t.text {
                "true" => Value::signed(1),
                "false" => Value::signed(0),
                "defined" => self.defined_operator(t.span),
                _ => Value::signed(0),
            },
            _ => {
                self.fail(
                    t.span,
                    &format!(
                        "unexpected '{}' in #if expression. #if takes an integer expression",
                        t.text
                    ),
                );
                Value::signed(0)
            }
        }
    }

    /// `defined X` / `defined(X)` that came out of a macro expansion.
    fn defined_operator(&mut self, span: Span) -> Value {
        let paren = self.eat(Punct::LParen);
        let name = match self.peek() {
            Some(t) if t.kind == TokenKind::Ident => t.text.clone(),
            _ => {
                self.fail(
                    span,
                    "'defined' needs a macro name. Write defined(NAME) or defined NAME",
                );
                return Value::signed(0);
            }
        };
        self.pos += 1;
        if paren && !self.eat(Punct::RParen) {
            self.fail(span, "'defined(' is never closed. Add the missing ')'");
        }
        Value::boolean(self.macros.is_defined(&name))
    }
}

/// An integer literal's value: decimal, `0x` hex, `0b` binary or `0` octal, `u`/`l` suffixes.
fn parse_int(text: &str) -> Option<Value> {
    let body = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let suffix_unsigned = text[body.len()..].contains(['u', 'U']);
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x").or(body.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b").or(body.strip_prefix("0B")) {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    let v = u64::from_str_radix(digits, radix).ok()?;
    Some(Value {
        bits: v,
        unsigned: suffix_unsigned || v > i64::MAX as u64,
    })
}

/// The value of a character literal (its first character; common escapes).
fn char_value(text: &str) -> i64 {
    let inner = text.trim_start_matches('\'').trim_end_matches('\'');
    let mut chars = inner.chars();
    match chars.next() {
        Some('\\') => match chars.next() {
            Some('n') => 10,
            Some('t') => 9,
            Some('r') => 13,
            Some('0') => 0,
            Some(c) => c as i64,
            None => 0,
        },
        Some(c) => c as i64,
        None => 0,
    }
}
