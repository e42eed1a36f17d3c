//! Rust names for HLSL and manifest names, and the text writer the generator uses.
//!
//! Input: names from the manifest and reflection (`ALPHA_TEST`, `ViewProjection`, `i.Uv`, `2`).
//! Output: valid, readable Rust identifiers: `snake_case` for fields and modules, types keep an
//! upper-case spelling or become PascalCase, keywords get a trailing `_`, a leading digit a `_`
//! or `V` prefix. [`Unique`] makes names distinct inside one scope by appending `_2`, `_3`.

use std::collections::BTreeSet;

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
    "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// `ViewProjection` -> `view_projection`, `ALPHA_TEST` -> `alpha_test`, `VSMain` -> `vs_main`,
/// `i.Uv` -> `i_uv`.
pub fn snake_case(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !out.ends_with('_') {
                out.push('_');
            }
            continue;
        }
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let boundary = prev.is_ascii_lowercase() || (prev.is_ascii_uppercase() && next_lower);
            if boundary && !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    let trimmed = out.trim_matches('_');
    let mut name = if trimmed.is_empty() {
        "_".to_string()
    } else {
        trimmed.to_string()
    };
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, '_');
    }
    if KEYWORDS.contains(&name.as_str()) {
        name.push('_');
    }
    name
}

/// `SCREAMING_SNAKE` for constants: `NormalMap` -> `NORMAL_MAP`.
pub fn constant_case(s: &str) -> String {
    snake_case(s).trim_end_matches('_').to_ascii_uppercase()
}

/// A type or variant name: kept when it is already an identifier starting with an upper-case
/// letter (`Frame`, `VSMain`), else PascalCased (`NONE` -> `None`, `my-sky` -> `MySky`); a
/// leading digit gets `V` (`2` -> `V2`).
pub fn type_name(s: &str) -> String {
    let keep = s.starts_with(|c: char| c.is_ascii_uppercase())
        && s.chars().all(|c| c.is_ascii_alphanumeric())
        && !s
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    let mut name = if keep {
        s.to_string()
    } else {
        s.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|p| !p.is_empty())
            .map(|p| {
                let mut chars = p.chars();
                let first = chars.next().map(|c| c.to_ascii_uppercase());
                first
                    .into_iter()
                    .chain(chars.map(|c| c.to_ascii_lowercase()))
                    .collect::<String>()
            })
            .collect()
    };
    if name.is_empty() {
        name.push('T');
    }
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'V');
    }
    if name == "Self" {
        name.push('_');
    }
    name
}

/// Names taken in one scope.
#[derive(Default)]
pub struct Unique {
    taken: BTreeSet<String>,
}

impl Unique {
    /// Names that are reserved up front (generated members).
    pub fn with(reserved: &[&str]) -> Unique {
        Unique {
            taken: reserved.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// `name`, or `name_2`, `name_3` when taken.
    pub fn take(&mut self, name: String) -> String {
        let mut candidate = name.clone();
        let mut n = 2;
        while self.taken.contains(&candidate) {
            candidate = format!("{name}_{n}");
            n += 1;
        }
        self.taken.insert(candidate.clone());
        candidate
    }
}

/// A Rust string literal for `s`: a raw string when that needs no escapes, else a quoted one.
pub fn string_literal(s: &str) -> String {
    if !s.contains('"') && !s.contains('\\') && !s.contains('\n') {
        return format!("\"{s}\"");
    }
    let mut hashes = String::from("#");
    while s.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    format!("r{hashes}\"{s}\"{hashes}")
}

/// Indented Rust text.
#[derive(Default)]
pub struct Writer {
    out: String,
    indent: usize,
}

impl Writer {
    /// One line at the current indentation (empty lines stay empty).
    pub fn line(&mut self, text: impl AsRef<str>) {
        let text = text.as_ref();
        for l in text.split('\n') {
            if !l.is_empty() {
                for _ in 0..self.indent {
                    self.out.push_str("    ");
                }
                self.out.push_str(l);
            }
            self.out.push('\n');
        }
    }

    /// `prefix` at the current indentation followed by `value` verbatim: continuation lines of a
    /// multi-line string literal must not be indented, or the string would change.
    pub fn verbatim(&mut self, prefix: &str, value: &str, suffix: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(prefix);
        self.out.push_str(value);
        self.out.push_str(suffix);
        self.out.push('\n');
    }

    /// Indents the following lines one more level.
    pub fn indent(&mut self) {
        self.indent += 1;
    }

    pub fn dedent(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }

    /// A `///` doc comment, one line per `\n`.
    pub fn doc(&mut self, text: impl AsRef<str>) {
        for l in text.as_ref().split('\n') {
            if l.is_empty() {
                self.line("///");
            } else {
                self.line(format!("/// {l}"));
            }
        }
    }

    /// `header {`, then indented lines until [`Self::close`].
    pub fn open(&mut self, header: impl AsRef<str>) {
        self.line(format!("{} {{", header.as_ref()));
        self.indent += 1;
    }

    pub fn close(&mut self, tail: &str) {
        self.indent = self.indent.saturating_sub(1);
        self.line(format!("}}{tail}"));
    }

    pub fn blank(&mut self) {
        if !self.out.ends_with("\n\n") && !self.out.ends_with("{\n") && !self.out.is_empty() {
            self.out.push('\n');
        }
    }

    pub fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_rust_conventions() {
        assert_eq!(snake_case("ViewProjection"), "view_projection");
        assert_eq!(snake_case("ALPHA_TEST"), "alpha_test");
        assert_eq!(snake_case("VSMain"), "vs_main");
        assert_eq!(snake_case("i.Uv"), "i_uv");
        assert_eq!(snake_case("type"), "type_");
        assert_eq!(snake_case("2D"), "_2d");
        assert_eq!(constant_case("NormalMap"), "NORMAL_MAP");
        assert_eq!(type_name("Frame"), "Frame");
        assert_eq!(type_name("NONE"), "None");
        assert_eq!(type_name("VSMain"), "VSMain");
        assert_eq!(type_name("my-sky"), "MySky");
        assert_eq!(type_name("2"), "V2");
        let mut u = Unique::with(&["Key"]);
        assert_eq!(u.take("Key".into()), "Key_2");
        assert_eq!(u.take("Frame".into()), "Frame");
        assert_eq!(string_literal("a\"b"), "r#\"a\"b\"#");
    }
}
