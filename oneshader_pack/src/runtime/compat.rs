//! [`CompatError`]: why a pack's shader cannot serve generated bindings, in the spec's words.
//!
//! Input: the generated [`ShaderInterface`] and the pack's [`ShaderDesc`] (or the pack, when the
//! shader is missing). Output: one line per change: axes added, removed or with other values;
//! variants added or removed; define sets changed; and, for each variant both sides have,
//! `oneshader::compat::compare` of the compiled-in reflection with the pack's ("Frame.Tint moved
//! from offset 64 to 80"), each distinct line once with the variants it applies to, as baking
//! reports diagnostics. Only built on a fingerprint mismatch, so its cost does not matter.

use super::{ShaderInterface, VariantInfo};
use crate::axes::Axis;
use crate::codegen::fingerprint::{interface_of, parse_reflection};
use crate::pack::format::{ShaderDesc, VariantDesc};
use crate::pack::Pack;
use oneshader::compat::{compare, REPORT_ADVICE, REPORT_HEADER};
use std::fmt;

/// The pack does not match the generated bindings of a shader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompatError {
    /// The shader's name.
    pub shader: String,
    /// What changed, one readable line each, in a deterministic order.
    pub changes: Vec<String>,
}

impl std::error::Error for CompatError {}

impl fmt::Display for CompatError {
    /// `shader 'Material' in the pack is incompatible with the compiled-in bindings:`, one
    /// indented line per change, and the advice to rebuild.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "shader '{}' in the pack is {REPORT_HEADER}", self.shader)?;
        for c in &self.changes {
            writeln!(f, "  {c}")?;
        }
        f.write_str(REPORT_ADVICE)
    }
}

fn values_text(values: Option<&[impl AsRef<str>]>) -> String {
    match values {
        None => "a flag".to_string(),
        Some(v) => v.iter().map(AsRef::as_ref).collect::<Vec<_>>().join("|"),
    }
}

/// `(in all 6 variants)`, `(variant A)`, `(variants A; B; C and 2 more)`; nothing for a shader
/// with one variant.
fn variants_suffix(names: &[&str], total: usize) -> String {
    let n = names.len();
    if total <= 1 {
        String::new()
    } else if n == total {
        format!(" (in all {n} variants)")
    } else if n == 1 {
        format!(" (variant {})", names[0])
    } else {
        let more = if n > 3 {
            format!(" and {} more", n - 3)
        } else {
            String::new()
        };
        let shown: Vec<&str> = names.iter().take(3).copied().collect();
        format!(" (variants {}{more})", shown.join("; "))
    }
}

impl CompatError {
    pub(crate) fn missing_shader(interface: &ShaderInterface, pack: &Pack) -> CompatError {
        let names: Vec<&str> = pack.shaders().map(|s| s.name()).collect();
        CompatError {
            shader: interface.name.to_string(),
            changes: vec![format!(
                "the pack has no shader '{}' (it has: {})",
                interface.name,
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            )],
        }
    }

    pub(crate) fn changed(interface: &ShaderInterface, desc: &ShaderDesc) -> CompatError {
        let mut changes = Vec::new();
        compare_axes(interface, &desc.axes, &mut changes);
        let built: Vec<&VariantInfo> = interface.variants.iter().collect();
        for v in &built {
            if !desc.variants.iter().any(|p| p.name == v.name) {
                changes.push(format!("variant {} was removed", v.name));
            }
        }
        for p in &desc.variants {
            if !built.iter().any(|v| v.name == p.name) {
                changes.push(format!("variant {} was added", p.name));
            }
        }
        let pairs: Vec<(&VariantInfo, &VariantDesc)> = built
            .iter()
            .filter_map(|v| {
                let p = desc.variants.iter().find(|p| p.name == v.name)?;
                Some((*v, p))
            })
            .collect();
        // Each distinct line once, with the variants it happened in, in first-seen order.
        let mut grouped: Vec<(String, Vec<&str>)> = Vec::new();
        let mut add = |line: String, variant: &'static str| match grouped
            .iter_mut()
            .find(|(l, _)| *l == line)
        {
            Some((_, names)) => names.push(variant),
            None => grouped.push((line, vec![variant])),
        };
        for (v, p) in &pairs {
            if v.defines
                .iter()
                .copied()
                .ne(p.defines.iter().map(String::as_str))
            {
                add(
                    format!(
                        "the defines changed from '{}' to '{}'",
                        v.defines.join(" "),
                        p.defines.join(" ")
                    ),
                    v.name,
                );
            }
            let before = parse_reflection(v.reflection);
            let after = parse_reflection(&p.reflection);
            let report = compare(&before, &after);
            for d in &report.differences {
                add(d.to_string(), v.name);
            }
            if report.is_compatible() && interface_of(&before) != interface_of(&after) {
                // compat::compare accepts these for hot reload (a new entry point, a resource
                // used by fewer stages); the generated layouts still describe the old ones.
                add(
                    "the entry points or the stages that use a resource changed".to_string(),
                    v.name,
                );
            }
        }
        let total = interface.variants.len();
        for (line, names) in grouped {
            changes.push(format!("{line}{}", variants_suffix(&names, total)));
        }
        if changes.is_empty() {
            changes.push(format!(
                "the interface fingerprint differs (bindings {}, pack {})",
                interface.fingerprint, desc.fingerprint
            ));
        }
        CompatError {
            shader: interface.name.to_string(),
            changes,
        }
    }
}

fn compare_axes(interface: &ShaderInterface, axes: &[Axis], changes: &mut Vec<String>) {
    if interface.named {
        return; // Named sets: the variant lines say which sets came and went.
    }
    for a in interface.axes {
        match axes.iter().find(|p| p.name == a.name) {
            None => changes.push(format!("axis {} was removed", a.name)),
            Some(p) => {
                let before = values_text(a.values);
                let after = values_text(p.values.as_deref());
                if before != after {
                    changes.push(format!("axis {} changed from {before} to {after}", a.name));
                }
            }
        }
    }
    for p in axes {
        if !interface.axes.iter().any(|a| a.name == p.name) {
            changes.push(format!(
                "axis {} ({}) was added",
                p.name,
                values_text(p.values.as_deref())
            ));
        }
    }
    let before: Vec<&str> = interface.axes.iter().map(|a| a.name).collect();
    let after: Vec<&str> = axes.iter().map(|a| a.name.as_str()).collect();
    let mut sorted_before = before.clone();
    let mut sorted_after = after.clone();
    sorted_before.sort_unstable();
    sorted_after.sort_unstable();
    if before != after && sorted_before == sorted_after {
        changes.push(format!(
            "the axes changed order from {} to {}",
            before.join(";"),
            after.join(";")
        ));
    }
}
