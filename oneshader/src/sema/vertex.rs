//! Vertex input formats, locations and offsets.
//!
//! Input: the vertex entry point's non-built-in inputs in declaration order (after struct
//! flattening), each with its type, optional `[[vk::location]]` and optional
//! `[[oneshader::format("...")]]`. Output: one [`VertexAttribute`] per location with its
//! [`VertexFormat`] and byte offset in one interleaved buffer, and the stride.
//!
//! Rules: the format is the declared one, else the one that matches the shader type
//! (`float2` → `Float32x2`, `uint` → `Uint32`, `half4` → `Float16x4`); a declared format must
//! have the type's component count and class (float/unorm/snorm for float types, uint for
//! uint and bool, sint for int), else OSH0336. Offsets are packed in declaration order with
//! each format's byte size, no padding (Sprite: 8 + 8 + 4 = stride 20). Locations are the
//! explicit ones; inputs without one take the lowest free run of locations in declaration
//! order. A matrix input takes one location per row, an array one per element (as DXC).

use crate::diag::{did_you_mean, Code, DiagnosticBag};
use crate::source::Span;
use crate::types::{Scalar, ScalarKind, Type, TypeArena, TypeId};
use std::collections::BTreeSet;

// The formats themselves are shared vocabulary (reflection, layouts and the pack name them);
// this module decides which one each input gets.
pub use crate::types::{FormatClass, VertexFormat};

/// One vertex input as declared (a flattened struct field or a parameter).
#[derive(Clone, Debug, PartialEq)]
pub struct VertexInputDecl {
    /// The name reflection reports (`i.Position`).
    pub name: String,
    pub ty: TypeId,
    /// `[[vk::location(N)]]`.
    pub location: Option<u32>,
    /// `[[oneshader::format("...")]]` as written.
    pub format: Option<String>,
    pub span: Span,
}

/// One attribute of the interleaved vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexAttribute {
    /// Index of the [`VertexInputDecl`] it comes from (a matrix or array gives several).
    pub input: usize,
    pub location: u32,
    pub format: VertexFormat,
    pub offset: u32,
}

/// The vertex buffer layout of an entry point.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VertexInputs {
    /// In declaration order (not location order).
    pub attributes: Vec<VertexAttribute>,
    pub stride: u32,
}

/// The most locations one vertex shader may use (Vulkan guarantees 16; this is a sanity cap
/// for the location search).
const MAX_LOCATIONS: u32 = 4096;

/// The shape of one input: the scalar, the components per location and how many locations.
fn shape(types: &TypeArena, ty: TypeId) -> Option<(Scalar, u32, u32)> {
    match types.get(ty) {
        Type::Scalar(s) => Some((s, 1, 1)),
        Type::Vector { scalar, size } => Some((scalar, u32::from(size), 1)),
        // Each HLSL row is one location (SPIR-V holds the transpose).
        Type::Matrix { scalar, rows, cols } => Some((scalar, u32::from(cols), u32::from(rows))),
        Type::Array { element, length } if length > 0 => {
            let (s, components, count) = match types.get(element) {
                Type::Scalar(s) => (s, 1, 1),
                Type::Vector { scalar, size } => (scalar, u32::from(size), 1),
                Type::Matrix { scalar, rows, cols } => (scalar, u32::from(cols), u32::from(rows)),
                _ => return None,
            };
            Some((s, components, count.checked_mul(length)?))
        }
        _ => None,
    }
}

fn class_of(s: Scalar) -> Option<FormatClass> {
    match s.kind {
        ScalarKind::Float if s.width != 64 => Some(FormatClass::Float),
        ScalarKind::Uint | ScalarKind::Bool if s.width != 64 => Some(FormatClass::Uint),
        ScalarKind::Int if s.width != 64 => Some(FormatClass::Sint),
        _ => None,
    }
}

fn class_word(c: FormatClass) -> &'static str {
    match c {
        FormatClass::Float => "float",
        FormatClass::Uint => "uint",
        FormatClass::Sint => "int",
    }
}

/// Formats, locations and offsets of a vertex entry point's inputs. Errors (OSH0336 for
/// formats, OSH0312 for locations used twice) are reported and the input is skipped or given
/// its default format, so the result is always usable.
pub fn vertex_inputs(
    types: &TypeArena,
    inputs: &[VertexInputDecl],
    diags: &mut DiagnosticBag,
) -> VertexInputs {
    // 1. Format and location count of each input.
    let mut resolved: Vec<Option<(VertexFormat, u32)>> = Vec::with_capacity(inputs.len());
    for input in inputs {
        resolved.push(resolve_format(types, input, diags));
    }

    // 2. Explicit locations are reserved first; the others take the lowest free run.
    let mut taken: BTreeSet<u32> = BTreeSet::new();
    let mut locations: Vec<Option<u32>> = vec![None; inputs.len()];
    for (i, input) in inputs.iter().enumerate() {
        let (Some(first), Some((_, count))) = (input.location, resolved[i]) else {
            continue;
        };
        let Some(last) = first.checked_add(count - 1).filter(|l| *l < MAX_LOCATIONS) else {
            diags.error(
                Code::BAD_SEMANTIC,
                input.span,
                format!(
                    "Location {first} of '{}' is too large. Use a location below {MAX_LOCATIONS}.",
                    input.name
                ),
            );
            continue;
        };
        if let Some(clash) = (first..=last).find(|l| taken.contains(l)) {
            let other = inputs
                .iter()
                .zip(&locations)
                .zip(&resolved)
                .find(|((_, l), r)| match (l, r) {
                    (Some(l), Some((_, c))) => (*l..l.saturating_add(*c)).contains(&clash),
                    _ => false,
                })
                .map_or("another input", |((o, _), _)| o.name.as_str());
            diags.error(
                Code::BAD_SEMANTIC,
                input.span,
                format!(
                    "'{}' and '{other}' both use vertex input location {clash}. Give them different [[vk::location]] numbers.",
                    input.name
                ),
            );
            continue;
        }
        taken.extend(first..=last);
        locations[i] = Some(first);
    }
    for (i, input) in inputs.iter().enumerate() {
        let Some((_, count)) = resolved[i] else {
            continue;
        };
        if input.location.is_some() {
            continue;
        }
        let mut first = 0u32;
        while first < MAX_LOCATIONS && (first..first + count).any(|l| taken.contains(&l)) {
            first += 1;
        }
        taken.extend(first..first + count);
        locations[i] = Some(first);
    }

    // 3. Offsets in declaration order.
    let mut out = VertexInputs::default();
    let mut offset: u32 = 0;
    for (i, (format, first)) in resolved.iter().zip(&locations).enumerate() {
        let (Some((format, count)), Some(first)) = (*format, *first) else {
            continue;
        };
        for k in 0..count {
            out.attributes.push(VertexAttribute {
                input: i,
                location: first + k,
                format,
                offset,
            });
            offset = offset.saturating_add(format.size());
        }
    }
    out.stride = offset;
    out
}

/// The format of one input and its location count, or `None` (reported) when it has none.
fn resolve_format(
    types: &TypeArena,
    input: &VertexInputDecl,
    diags: &mut DiagnosticBag,
) -> Option<(VertexFormat, u32)> {
    let type_name = types.display(input.ty);
    let Some((scalar, components, count)) = shape(types, input.ty).filter(|s| s.2 <= MAX_LOCATIONS)
    else {
        diags.error(
            Code::BAD_VERTEX_FORMAT,
            input.span,
            format!(
                "Vertex input '{}' has type '{type_name}', which no vertex format can deliver. Use a scalar, vector or matrix of float, int or uint.",
                input.name
            ),
        );
        return None;
    };
    let default = VertexFormat::default_for(scalar, components);
    let Some(written) = &input.format else {
        if let Some(format) = default {
            return Some((format, count));
        }
        diags.error(
            Code::BAD_VERTEX_FORMAT,
            input.span,
            format!(
                "Vertex input '{}' has type '{type_name}', which has no matching vertex format. Use a 32-bit type or a 2- or 4-component 16-bit vector.",
                input.name
            ),
        );
        return None;
    };
    let Some(format) = VertexFormat::parse(written) else {
        let names: Vec<String> = VertexFormat::ALL
            .iter()
            .map(|f| f.name().to_ascii_lowercase())
            .collect();
        let hint = did_you_mean(
            &written.to_ascii_lowercase(),
            names.iter().map(String::as_str),
        )
        .and_then(VertexFormat::parse)
        .map(|f| format!(" Did you mean '{}'?", f.name()))
        .unwrap_or_else(|| " Use a VertexFormat name such as 'Unorm8x4' or 'Float32x2'.".into());
        diags.error(
            Code::BAD_VERTEX_FORMAT,
            input.span,
            format!("'{written}' is not a vertex format.{hint}"),
        );
        return default.map(|f| (f, count));
    };
    let class = class_of(scalar);
    if format.components() != components || Some(format.class()) != class {
        let per_location = if count > 1 { " per location" } else { "" };
        diags.error(
            Code::BAD_VERTEX_FORMAT,
            input.span,
            format!(
                "Vertex format '{}' delivers {} {} component(s), but '{}' is a {type_name} ({components} {} component(s){per_location}). Use a format with {components} {} component(s) or change the input's type.",
                format.name(),
                format.components(),
                class_word(format.class()),
                input.name,
                class.map_or("other", class_word),
                class.map_or("matching", class_word),
            ),
        );
        return default.map(|f| (f, count));
    }
    Some((format, count))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decl(name: &str, ty: TypeId, format: Option<&str>) -> VertexInputDecl {
        VertexInputDecl {
            name: name.into(),
            ty,
            location: None,
            format: format.map(str::to_owned),
            span: Span::default(),
        }
    }

    #[test]
    fn parse_is_case_insensitive_and_accepts_webgpu_spellings() {
        assert_eq!(
            VertexFormat::parse("unorm8x4"),
            Some(VertexFormat::Unorm8x4)
        );
        assert_eq!(
            VertexFormat::parse("FLOAT32X2"),
            Some(VertexFormat::Float32x2)
        );
        assert_eq!(
            VertexFormat::parse("unorm10-10-10-2"),
            Some(VertexFormat::Unorm10_10_10_2)
        );
        assert_eq!(
            VertexFormat::parse("Unorm10_10_10_2"),
            Some(VertexFormat::Unorm10_10_10_2)
        );
        assert_eq!(
            VertexFormat::parse("unorm8x4-bgra"),
            Some(VertexFormat::Unorm8x4Bgra)
        );
        assert_eq!(VertexFormat::parse("unorm8x3"), None);
        assert_eq!(VertexFormat::Unorm8x4.size(), 4);
        assert_eq!(VertexFormat::Snorm16x2.components(), 2);
        assert_eq!(VertexFormat::Sint8x4.class(), FormatClass::Sint);
        assert_eq!(VertexFormat::Float32x3.size(), 12);
        assert_eq!(VertexFormat::ALL.len(), 41);
    }

    #[test]
    fn default_formats_follow_the_type() {
        let f = |s, n| VertexFormat::default_for(s, n);
        assert_eq!(f(Scalar::FLOAT, 2), Some(VertexFormat::Float32x2));
        assert_eq!(f(Scalar::UINT, 1), Some(VertexFormat::Uint32));
        assert_eq!(f(Scalar::INT, 4), Some(VertexFormat::Sint32x4));
        assert_eq!(f(Scalar::HALF, 2), Some(VertexFormat::Float16x2));
        assert_eq!(f(Scalar::HALF, 3), None);
        assert_eq!(f(Scalar::BOOL, 1), Some(VertexFormat::Uint32));
        assert_eq!(f(Scalar::DOUBLE, 1), None);
        assert_eq!(f(Scalar::FLOAT, 0), None);
        assert_eq!(f(Scalar::FLOAT, 5), None);
    }

    #[test]
    fn sprite_inputs_have_stride_20() {
        let mut a = TypeArena::new();
        let f2 = a.vector(Scalar::FLOAT, 2);
        let f4 = a.vector(Scalar::FLOAT, 4);
        let inputs = [
            decl("i.Position", f2, None),
            decl("i.Uv", f2, None),
            decl("i.Color", f4, Some("unorm8x4")),
        ];
        let mut diags = DiagnosticBag::new();
        let v = vertex_inputs(&a, &inputs, &mut diags);
        assert!(!diags.has_errors());
        let got: Vec<(u32, VertexFormat, u32)> = v
            .attributes
            .iter()
            .map(|a| (a.location, a.format, a.offset))
            .collect();
        assert_eq!(
            got,
            [
                (0, VertexFormat::Float32x2, 0),
                (1, VertexFormat::Float32x2, 8),
                (2, VertexFormat::Unorm8x4, 16)
            ]
        );
        assert_eq!(v.stride, 20);
        // Without the packed format, the stride is 32 (the spec's generated-bindings example).
        let plain = [
            decl("Position", f2, None),
            decl("Uv", f2, None),
            decl("Color", f4, None),
        ];
        assert_eq!(vertex_inputs(&a, &plain, &mut diags).stride, 32);
    }

    #[test]
    fn explicit_locations_are_kept_and_others_fill_the_gaps() {
        let mut a = TypeArena::new();
        let f3 = a.vector(Scalar::FLOAT, 3);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let mut inputs = vec![
            decl("a", f3, None),
            decl("m", m44, None),
            decl("b", f3, None),
        ];
        inputs[0].location = Some(1);
        let mut diags = DiagnosticBag::new();
        let v = vertex_inputs(&a, &inputs, &mut diags);
        assert!(!diags.has_errors());
        let got: Vec<(usize, u32, u32)> = v
            .attributes
            .iter()
            .map(|a| (a.input, a.location, a.offset))
            .collect();
        // The matrix needs 4 consecutive free locations: 2..5; b takes 0.
        assert_eq!(
            got,
            [
                (0, 1, 0),
                (1, 2, 12),
                (1, 3, 28),
                (1, 4, 44),
                (1, 5, 60),
                (2, 0, 76)
            ]
        );
        assert_eq!(v.stride, 88);
    }

    #[test]
    fn format_must_match_components_and_class() {
        let mut a = TypeArena::new();
        let f2 = a.vector(Scalar::FLOAT, 2);
        let i4 = a.vector(Scalar::INT, 4);
        let inputs = [
            decl("Uv", f2, Some("unorm8x4")),
            decl("Ids", i4, Some("Uint8x4")),
            decl("Ok", i4, Some("sint8x4")),
        ];
        let mut diags = DiagnosticBag::new();
        let v = vertex_inputs(&a, &inputs, &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|r| r.code == Code::BAD_VERTEX_FORMAT));
        assert_eq!(
            r[0].message,
            "Vertex format 'Unorm8x4' delivers 4 float component(s), but 'Uv' is a float2 (2 float component(s)). Use a format with 2 float component(s) or change the input's type."
        );
        assert!(r[1]
            .message
            .contains("'Uint8x4' delivers 4 uint component(s), but 'Ids' is a int4"));
        // Bad formats fall back to the type's default so later stages still see a layout.
        let formats: Vec<VertexFormat> = v.attributes.iter().map(|a| a.format).collect();
        assert_eq!(
            formats,
            [
                VertexFormat::Float32x2,
                VertexFormat::Sint32x4,
                VertexFormat::Sint8x4
            ]
        );
    }

    #[test]
    fn unknown_format_suggests_a_name() {
        let mut a = TypeArena::new();
        let f4 = a.vector(Scalar::FLOAT, 4);
        let mut diags = DiagnosticBag::new();
        vertex_inputs(&a, &[decl("Color", f4, Some("unrom8x4"))], &mut diags);
        assert_eq!(diags.reports()[0].code, Code::BAD_VERTEX_FORMAT);
        assert_eq!(
            diags.reports()[0].message,
            "'unrom8x4' is not a vertex format. Did you mean 'Unorm8x4'?"
        );
    }

    #[test]
    fn duplicate_explicit_locations_are_errors() {
        let mut a = TypeArena::new();
        let f = a.scalar(Scalar::FLOAT);
        let mut inputs = vec![decl("a", f, None), decl("b", f, None)];
        inputs[0].location = Some(3);
        inputs[1].location = Some(3);
        let mut diags = DiagnosticBag::new();
        vertex_inputs(&a, &inputs, &mut diags);
        assert_eq!(diags.reports()[0].code, Code::BAD_SEMANTIC);
        assert_eq!(
            diags.reports()[0].message,
            "'b' and 'a' both use vertex input location 3. Give them different [[vk::location]] numbers."
        );
    }

    #[test]
    fn types_without_a_format_are_reported() {
        let mut a = TypeArena::new();
        let d = a.scalar(Scalar::DOUBLE);
        let h3 = a.vector(Scalar::HALF, 3);
        let mut diags = DiagnosticBag::new();
        let v = vertex_inputs(&a, &[decl("d", d, None), decl("h", h3, None)], &mut diags);
        assert_eq!(diags.reports().len(), 2);
        assert!(v.attributes.is_empty());
    }
}
