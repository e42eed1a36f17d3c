//! The interface fingerprint: one blake3 hash of everything generated bindings rely on.
//!
//! Input: a shader as the pack describes it ([`ShaderDesc`]): its axes, named flag, variants (name,
//! key, defines, in order) and each variant's reflection. Output: 64 lowercase hex digits. The
//! reflection enters normalized ([`interface_of`]): the source path, stage outputs, required
//! features and interpolation modes are left out (generated code does not depend on them), so a
//! pack baked from another working folder, or with an edited function body, keeps its
//! fingerprint. The same function runs when baking (stored per shader in the pack) and when
//! generating (compiled into the bindings), so equal fingerprints mean equal interfaces.

use crate::pack::format::ShaderDesc;
use oneshader::reflect::{InterpolationMode, ShaderReflection};
use serde::Serialize;

/// Bumped when what the fingerprint covers changes.
const FINGERPRINT_FORMAT: u32 = 1;

/// The parts of a reflection generated code relies on: `reflection` with the rest cleared.
pub fn interface_of(reflection: &ShaderReflection) -> ShaderReflection {
    let mut r = reflection.clone();
    r.source.clear();
    for e in &mut r.entry_points {
        e.outputs.clear();
        e.required_features = 0;
        for i in &mut e.inputs {
            i.interpolation = InterpolationMode::Default;
        }
    }
    r
}

/// A variant's reflection parsed from the pack's text; an unreadable or empty one (a failed
/// compile) counts as an empty reflection, so the fingerprint is still defined.
pub fn parse_reflection(text: &str) -> ShaderReflection {
    oneshader::reflect::from_text(text).unwrap_or_default()
}

#[derive(Serialize)]
struct Input<'a> {
    format: u32,
    named: bool,
    axes: &'a [crate::axes::Axis],
    variants: Vec<VariantInput<'a>>,
}

#[derive(Serialize)]
struct VariantInput<'a> {
    name: &'a str,
    key: &'a [u16],
    defines: &'a [String],
    interface: ShaderReflection,
}

/// The fingerprint of a shader's interface (ignores `desc.fingerprint` itself).
pub fn fingerprint(desc: &ShaderDesc) -> String {
    let input = Input {
        format: FINGERPRINT_FORMAT,
        named: desc.named,
        axes: &desc.axes,
        variants: desc
            .variants
            .iter()
            .map(|v| VariantInput {
                name: &v.name,
                key: &v.key,
                defines: &v.defines,
                interface: interface_of(&parse_reflection(&v.reflection)),
            })
            .collect(),
    };
    // serde_json of plain data cannot fail; lists keep their order, so the bytes are stable.
    let bytes = serde_json::to_vec(&input).unwrap_or_default();
    blake3::hash(&bytes).to_hex().to_string()
}
