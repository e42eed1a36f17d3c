//! Identifier machinery both text backends share: sanitizing source names, making a name that
//! a backend reserves usable (each backend keeps its reserved words and its suffix in its own
//! `names.rs`), and the numbered names of values (`v12`, `a0`, `t3`), written without `format!`
//! as nearly every instruction makes one.
//!
//! Input: source names. Output: valid identifiers of both languages. Invariants: the same input
//! always gives the same name; a sanitized name has only ASCII letters, digits and underscores,
//! never starts with a digit or `__` and never is `_` alone.

/// `name` with every character that is not an ASCII letter, digit or underscore turned into an
/// underscore, made a valid identifier (no leading digit, no leading `__`, not `_` alone).
pub(crate) fn sanitize(name: &str) -> String {
    // Room for the prefix `x` and the suffix that callers may add.
    let mut s = String::with_capacity(name.len() + 2);
    for c in name.chars() {
        s.push(if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        });
    }
    if s.is_empty()
        || s.starts_with(|c: char| c.is_ascii_digit())
        || s.starts_with("__")
        || s == "_"
    {
        s.insert(0, 'x');
    }
    s
}

/// Whether `name` is in `list`, sorted by bytes (each backend's reserved words: every
/// generated name, struct members on each buffer access included, is looked up).
pub(crate) fn listed(list: &[&str], name: &str) -> bool {
    list.binary_search(&name).is_ok()
}

/// `name` sanitized, with `suffix` appended when `reserved` says the result is taken.
pub(crate) fn unreserved(name: &str, reserved: impl Fn(&str) -> bool, suffix: char) -> String {
    let mut s = sanitize(name);
    if reserved(&s) {
        s.push(suffix);
    }
    s
}

/// Appends `prefix` and the decimal digits of `n`: the names of SSA values (`v12`), arguments
/// (`a0`) and temporaries (`t3`). Written by hand because these names are made for nearly every
/// instruction, and `format!` costs an allocation and the formatting machinery each time.
pub(crate) fn push_numbered(out: &mut String, prefix: char, n: u32) {
    out.push(prefix);
    push_decimal(out, n);
}

/// Appends the decimal digits of `n` (as `{n}` formats it).
pub(crate) fn push_decimal(out: &mut String, n: u32) {
    let mut digits = [0u8; 10];
    let mut k = digits.len();
    let mut rest = n;
    loop {
        k -= 1;
        digits[k] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in &digits[k..] {
        out.push(char::from(d));
    }
}

/// `prefix` followed by the decimal digits of `n`, as a new string ([`push_numbered`]).
pub(crate) fn numbered(prefix: char, n: u32) -> String {
    let mut s = String::with_capacity(12);
    push_numbered(&mut s, prefix, n);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names_are_decimal() {
        assert_eq!(numbered('v', 0), "v0");
        assert_eq!(numbered('a', 7), "a7");
        assert_eq!(numbered('t', 1234567890), "t1234567890");
        assert_eq!(numbered('v', u32::MAX), format!("v{}", u32::MAX));
    }

    #[test]
    fn sanitized_names_are_identifiers() {
        assert_eq!(sanitize("a.b"), "a_b");
        assert_eq!(sanitize("__x"), "x__x");
        assert_eq!(sanitize("_"), "x_");
        assert_eq!(sanitize("1st"), "x1st");
        assert_eq!(sanitize(""), "x");
        assert_eq!(unreserved("loop", |s| s == "loop", '_'), "loop_");
        assert_eq!(unreserved("main", |s| s == "main", '0'), "main0");
    }

    /// Each backend's reserved words (kept in its own `names.rs`) are sorted for
    /// [`listed`], and its entry names follow the spec's `EntryFunctionName`.
    #[test]
    fn reserved_words_are_sorted_and_entry_names_follow_the_spec() {
        type Backend = (
            &'static [&'static str],
            fn(&str) -> String,
            &'static [(&'static str, &'static str)],
            &'static [&'static str],
        );
        let backends: [Backend; 2] = [
            (
                crate::wgsl::names::RESERVED,
                crate::wgsl::names::entry_function_name,
                &[
                    ("main", "main"),
                    ("loop", "loop_"),
                    ("sample", "sample"),
                    ("select", "select_"),
                ],
                &["workgroupBarrier", "NULL", "yield"],
            ),
            (
                crate::msl::names::RESERVED,
                crate::msl::names::entry_function_name,
                &[
                    ("main", "main0"),
                    ("fragment", "fragment0"),
                    ("VSMain", "VSMain"),
                    ("select", "select0"),
                ],
                &["kernel", "NULL", "float4x4"],
            ),
        ];
        for (list, entry_name, entries, reserved) in backends {
            assert!(list.windows(2).all(|w| w[0] < w[1]));
            assert!(reserved.iter().all(|r| listed(list, r)));
            assert!(!listed(list, "color") && !listed(list, "texture"));
            for (hlsl, expected) in entries.iter().chain(&[("__x", "x__x"), ("a.b", "a_b")]) {
                assert_eq!(entry_name(hlsl), *expected);
            }
        }
    }
}
