//! Exclusion rules: boolean expressions over a shader's axes that remove combinations.
//!
//! Input: a rule string such as `"SHADOWS && LIGHTING=NONE"` and the shader's axes. Grammar:
//! `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!' unary | '(' or ')' | atom`,
//! `atom := FLAG | CHOICE '=' VALUE | CHOICE '!=' VALUE`. Output: a [`Rule`] evaluated on a key
//! (one position per axis). Nesting is limited to [`MAX_DEPTH`]; every name and value is checked
//! against the axes, with "Did you mean".

use crate::axes::Axis;

pub const MAX_DEPTH: usize = 32;

/// A parsed rule; axis and value positions index the shader's axes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A flag axis is on.
    Flag(usize),
    /// A choice axis has a value.
    Is(usize, u16),
    Not(Box<Rule>),
    And(Box<Rule>, Box<Rule>),
    Or(Box<Rule>, Box<Rule>),
}

impl Rule {
    /// Whether the combination `key` matches (and so is excluded).
    pub fn matches(&self, key: &[u16]) -> bool {
        match self {
            Rule::Flag(a) => key.get(*a) == Some(&1),
            Rule::Is(a, v) => key.get(*a) == Some(v),
            Rule::Not(r) => !r.matches(key),
            Rule::And(a, b) => a.matches(key) && b.matches(key),
            Rule::Or(a, b) => a.matches(key) || b.matches(key),
        }
    }
}

/// A rule error with the byte offset inside the rule string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub offset: usize,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    And,
    Or,
    Not,
    Eq,
    NotEq,
    Open,
    Close,
}

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, RuleError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let two = bytes.get(i..i + 2);
        let tok = match c {
            b' ' | b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            b'&' if two == Some(b"&&") => (Tok::And, 2),
            b'|' if two == Some(b"||") => (Tok::Or, 2),
            b'!' if two == Some(b"!=") => (Tok::NotEq, 2),
            b'=' if two == Some(b"==") => (Tok::Eq, 2),
            b'!' => (Tok::Not, 1),
            b'=' => (Tok::Eq, 1),
            b'(' => (Tok::Open, 1),
            b')' => (Tok::Close, 1),
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                let end = bytes[i..]
                    .iter()
                    .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
                    .map_or(bytes.len(), |n| i + n);
                (Tok::Ident(text[i..end].to_string()), end - i)
            }
            _ => {
                let ch = text[i..].chars().next().unwrap_or('?');
                return Err(RuleError {
                    offset: i,
                    message: format!(
                        "'{ch}' is not allowed in a rule. Use axis names, '=', '!=', '&&', '||', '!' and parentheses."
                    ),
                });
            }
        };
        out.push((tok.0, i));
        i += tok.1;
    }
    Ok(out)
}

struct Parser<'a> {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    axes: &'a [Axis],
    end: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }
    fn offset(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |t| t.1)
    }
    fn err<T>(&self, message: String) -> Result<T, RuleError> {
        Err(RuleError {
            offset: self.offset(),
            message,
        })
    }

    fn or(&mut self, depth: usize) -> Result<Rule, RuleError> {
        let mut left = self.and(depth)?;
        while self.peek() == Some(&Tok::Or) {
            self.pos += 1;
            let right = self.and(depth)?;
            left = Rule::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn and(&mut self, depth: usize) -> Result<Rule, RuleError> {
        let mut left = self.unary(depth)?;
        while self.peek() == Some(&Tok::And) {
            self.pos += 1;
            let right = self.unary(depth)?;
            left = Rule::And(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn unary(&mut self, depth: usize) -> Result<Rule, RuleError> {
        if depth > MAX_DEPTH {
            return self.err(format!(
                "The rule nests deeper than {MAX_DEPTH} levels. Write it flatter."
            ));
        }
        match self.peek().cloned() {
            Some(Tok::Not) => {
                self.pos += 1;
                Ok(Rule::Not(Box::new(self.unary(depth + 1)?)))
            }
            Some(Tok::Open) => {
                self.pos += 1;
                let inner = self.or(depth + 1)?;
                if self.peek() != Some(&Tok::Close) {
                    return self.err("A ')' is missing in the rule. Close the parenthesis.".into());
                }
                self.pos += 1;
                Ok(inner)
            }
            Some(Tok::Ident(name)) => self.atom(&name),
            _ => self.err(
                "An axis name was expected in the rule, e.g. \"SHADOWS && LIGHTING=NONE\".".into(),
            ),
        }
    }

    fn atom(&mut self, name: &str) -> Result<Rule, RuleError> {
        let Some(axis_index) = self.axes.iter().position(|a| a.name == name) else {
            let hint =
                oneshader::diag::did_you_mean(name, self.axes.iter().map(|a| a.name.as_str()))
                    .map(|s| format!(" Did you mean '{s}'?"))
                    .unwrap_or_else(|| " Use one of the shader's axes.".into());
            return self.err(format!("'{name}' is not an axis of this shader.{hint}"));
        };
        self.pos += 1;
        let axis = &self.axes[axis_index];
        let negate = match self.peek() {
            Some(Tok::Eq) => false,
            Some(Tok::NotEq) => true,
            _ => {
                return match &axis.values {
                    None => Ok(Rule::Flag(axis_index)),
                    Some(values) => self.err(format!(
                        "'{name}' is a choice; compare it with a value, e.g. {name}={}.",
                        values.first().map_or("", String::as_str)
                    )),
                };
            }
        };
        self.pos += 1;
        let Some(Tok::Ident(value)) = self.peek().cloned() else {
            return self.err(format!("A value was expected after '{name}='."));
        };
        let Some(position) = axis.position_of(&value) else {
            let hint = axis
                .values
                .as_ref()
                .and_then(|v| oneshader::diag::did_you_mean(&value, v.iter().map(String::as_str)))
                .map(|s| format!(" Did you mean '{s}'?"))
                .unwrap_or_default();
            return self.err(format!("'{value}' is not a value of '{name}'.{hint}"));
        };
        self.pos += 1;
        let rule = if axis.is_flag() {
            if position == 1 {
                Rule::Flag(axis_index)
            } else {
                Rule::Not(Box::new(Rule::Flag(axis_index)))
            }
        } else {
            Rule::Is(axis_index, position as u16)
        };
        Ok(if negate {
            Rule::Not(Box::new(rule))
        } else {
            rule
        })
    }
}

/// Parses a rule against `axes`.
pub fn parse_rule(text: &str, axes: &[Axis]) -> Result<Rule, RuleError> {
    let toks = lex(text)?;
    let mut p = Parser {
        toks,
        pos: 0,
        axes,
        end: text.len(),
    };
    let rule = p.or(0)?;
    if p.pos != p.toks.len() {
        return p.err("Unexpected text after the rule. Join conditions with '&&' or '||'.".into());
    }
    Ok(rule)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axes::parse_axes;

    #[test]
    fn rules_match_flags_and_choices() {
        let axes = parse_axes("SHADOWS;LIGHTING=NONE|PBR").unwrap();
        let r = parse_rule("SHADOWS && LIGHTING=NONE", &axes).unwrap();
        assert!(r.matches(&[1, 0]));
        assert!(!r.matches(&[1, 1]));
        assert!(!r.matches(&[0, 0]));
        let r = parse_rule("!(SHADOWS || LIGHTING != PBR)", &axes).unwrap();
        assert!(r.matches(&[0, 1]));
        assert!(!r.matches(&[0, 0]));
        let r = parse_rule("SHADOWS=0", &axes).unwrap();
        assert!(r.matches(&[0, 1]));
    }

    #[test]
    fn rule_errors_name_the_problem_and_offset() {
        let axes = parse_axes("SHADOWS;LIGHTING=NONE|PBR").unwrap();
        let e = parse_rule("SHADOW && LIGHTING=NONE", &axes).unwrap_err();
        assert_eq!(e.offset, 0);
        assert_eq!(
            e.message,
            "'SHADOW' is not an axis of this shader. Did you mean 'SHADOWS'?"
        );
        let e = parse_rule("SHADOWS && LIGHTING=PBRR", &axes).unwrap_err();
        assert_eq!(e.offset, 20);
        assert!(e.message.contains("Did you mean 'PBR'?"), "{}", e.message);
        let e = parse_rule("LIGHTING", &axes).unwrap_err();
        assert!(e.message.contains("is a choice"));
        let deep = format!("{}SHADOWS{}", "(".repeat(100), ")".repeat(100));
        assert!(parse_rule(&deep, &axes)
            .unwrap_err()
            .message
            .contains("deeper"));
    }
}
