//! What a bake tells its user: diagnostics grouped over variants, and a per-shader report.
//!
//! Input: per-variant diagnostics and the baked pack manifest. Output: each distinct diagnostic
//! once, on its HLSL line, with the variants it happened in (`(variant A=1)`, `(variants X; Y)`,
//! `(variants A; B; C and 2 more)`, `(in all 6 variants)`), in order of first appearance; and a
//! [`ShaderReport`] per shader (variants, bytes per target, blobs saved by dedup, axes that do not
//! change an entry point).

use crate::pack::format::{ShaderDesc, NO_BLOB};
use oneshader::Diagnostic;
use std::fmt::Write as _;

/// A diagnostic with the variants of one shader it happened in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupedDiagnostic {
    pub diagnostic: Diagnostic,
    /// Labels of the variants it happened in, in variant order.
    pub variants: Vec<String>,
    /// How many variants the shader has.
    pub variant_count: usize,
}

impl GroupedDiagnostic {
    /// `(variants A; B; C and 2 more)`, or "" for a shader with a single variant.
    pub fn suffix(&self) -> String {
        let n = self.variants.len();
        if self.variant_count <= 1 {
            String::new()
        } else if n == self.variant_count {
            format!("(in all {n} variants)")
        } else if n == 1 {
            format!("(variant {})", self.variants[0])
        } else {
            let shown: Vec<&str> = self.variants.iter().take(3).map(String::as_str).collect();
            let more = if n > 3 {
                format!(" and {} more", n - 3)
            } else {
                String::new()
            };
            format!("(variants {}{more})", shown.join("; "))
        }
    }

    /// `file(line,col): error OSHnnnn: message (variants ...)`, then indented notes; `color`
    /// adds ANSI colours to the severity.
    pub fn render(&self, color: bool) -> String {
        let d = &self.diagnostic;
        let severity = d.severity.to_string();
        let severity = match (color, d.is_error()) {
            (false, _) => severity,
            (true, true) => format!("\x1b[1;31m{severity}\x1b[0m"),
            (true, false) => format!("\x1b[1;33m{severity}\x1b[0m"),
        };
        let mut s = format!(
            "{}({},{}): {} {}: {}",
            d.file, d.line, d.column, severity, d.code, d.message
        );
        let suffix = self.suffix();
        if !suffix.is_empty() {
            s.push(' ');
            s.push_str(&suffix);
        }
        for l in &d.labels {
            let _ = write!(
                s,
                "\n  {}({},{}): note: {}",
                l.file, l.line, l.column, l.message
            );
        }
        s
    }
}

/// Groups one shader's diagnostics: `per_variant[i]` holds variant `i`'s label and diagnostics.
pub fn group(per_variant: &[(String, Vec<Diagnostic>)]) -> Vec<GroupedDiagnostic> {
    let mut out: Vec<GroupedDiagnostic> = Vec::new();
    for (label, diags) in per_variant {
        for d in diags {
            match out.iter_mut().find(|g| g.diagnostic == *d) {
                Some(g) => {
                    if g.variants.last() != Some(label) {
                        g.variants.push(label.clone());
                    }
                }
                None => out.push(GroupedDiagnostic {
                    diagnostic: d.clone(),
                    variants: vec![label.clone()],
                    variant_count: per_variant.len(),
                }),
            }
        }
    }
    out
}

/// Sizes and findings for one baked shader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShaderReport {
    pub name: String,
    pub variants: usize,
    /// Per target: (name, bytes of this shader's unique blobs).
    pub bytes_per_target: Vec<(String, usize)>,
    /// Blob references minus unique blobs: how many copies dedup saved.
    pub dedup_saved: usize,
    /// `ALPHA_TEST does not change VSMain`.
    pub unchanged: Vec<String>,
}

impl std::fmt::Display for ShaderReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sizes: Vec<String> = self
            .bytes_per_target
            .iter()
            .map(|(t, b)| format!("{t} {b} bytes"))
            .collect();
        write!(
            f,
            "{}: {} variants, {}, {} duplicate blobs stored once",
            self.name,
            self.variants,
            sizes.join(", "),
            self.dedup_saved
        )?;
        for u in &self.unchanged {
            write!(f, "\n  {u}")?;
        }
        Ok(())
    }
}

/// Builds the report of one shader; `blob_len(i)` gives blob `i`'s size.
pub fn shader_report(s: &ShaderDesc, blob_len: impl Fn(usize) -> usize) -> ShaderReport {
    let mut bytes_per_target = Vec::new();
    let mut refs = 0usize;
    let mut unique_all = std::collections::BTreeSet::new();
    for (t, target) in s.targets.iter().enumerate() {
        let mut unique = std::collections::BTreeSet::new();
        for v in &s.variants {
            for e in &v.entries {
                if let Some(&b) = e.blobs.get(t).filter(|&&b| b != NO_BLOB) {
                    refs += 1;
                    unique.insert(b);
                    unique_all.insert(b);
                }
            }
        }
        bytes_per_target.push((
            target.clone(),
            unique.iter().map(|&b| blob_len(b as usize)).sum(),
        ));
    }
    let mut unchanged = Vec::new();
    if !s.named {
        for (a, axis) in s.axes.iter().enumerate() {
            for (e, ep) in s.entry_points.iter().enumerate() {
                if axis_changes_nothing(s, a, e as u32) {
                    unchanged.push(format!("{} does not change {}", axis.name, ep.name));
                }
            }
        }
    }
    ShaderReport {
        name: s.name.clone(),
        variants: s.variants.len(),
        bytes_per_target,
        dedup_saved: refs - unique_all.len(),
        unchanged,
    }
}

/// True when every pair of variants that differ only on axis `a` has identical blobs for entry
/// `e` in every target, and at least one such pair exists.
///
/// Linear in the variants: variants that differ only on `a` share their full-product index with
/// `a`'s digit removed, so they are grouped by that number (one hash-map entry per group) and
/// each is compared with the first of its group, instead of comparing every pair.
fn axis_changes_nothing(s: &ShaderDesc, a: usize, e: u32) -> bool {
    fn blobs_of(v: &crate::pack::format::VariantDesc, e: u32) -> Option<&[u32]> {
        v.entries
            .iter()
            .find(|x| x.entry_point == e)
            .map(|x| &x.blobs[..])
    }
    // Group -> the first member's blobs.
    let mut groups: std::collections::HashMap<u64, Option<&[u32]>> =
        std::collections::HashMap::new();
    let mut pairs = false;
    for v in &s.variants {
        if v.key.len() != s.axes.len() {
            continue;
        }
        // The mixed-radix index with digit `a` taken out. Products are at most 2^20 (baked and
        // read packs alike); wrapping keeps a malformed description from panicking.
        let mut without_a = 0u64;
        for (k, (axis, &digit)) in s.axes.iter().zip(&v.key).enumerate() {
            if k != a {
                without_a = without_a
                    .wrapping_mul(axis.radix() as u64)
                    .wrapping_add(u64::from(digit));
            }
        }
        let blobs = blobs_of(v, e);
        match groups.entry(without_a) {
            std::collections::hash_map::Entry::Vacant(slot) => {
                slot.insert(blobs);
            }
            std::collections::hash_map::Entry::Occupied(slot) => {
                let first = *slot.get();
                if first.is_none() || first != blobs {
                    return false;
                }
                pairs = true;
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use oneshader::diag::{Code, Severity};

    fn diag(msg: &str) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code: Code::UNDECLARED,
            file: "M.hlsl".into(),
            line: 38,
            column: 29,
            message: msg.into(),
            labels: vec![],
        }
    }

    #[test]
    fn suffixes_follow_the_spec() {
        let labels = ["A", "B", "C", "D", "E", "F"];
        let mk = |which: &[usize]| -> Vec<(String, Vec<Diagnostic>)> {
            labels
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let d = if which.contains(&i) {
                        vec![diag("x")]
                    } else {
                        vec![]
                    };
                    (l.to_string(), d)
                })
                .collect()
        };
        assert_eq!(
            group(&mk(&[0, 1, 2, 3, 4]))[0].suffix(),
            "(variants A; B; C and 2 more)"
        );
        assert_eq!(
            group(&mk(&[0, 1, 2, 3, 4, 5]))[0].suffix(),
            "(in all 6 variants)"
        );
        assert_eq!(group(&mk(&[2]))[0].suffix(), "(variant C)");
        let g = group(&mk(&[2, 5]));
        assert_eq!(g.len(), 1);
        assert_eq!(
            g[0].render(false),
            "M.hlsl(38,29): error OSH0300: x (variants C; F)"
        );
    }
}
