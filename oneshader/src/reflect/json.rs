//! Reflection as JSON, schema version 1 (the command-line tool's `--reflect` file).
//!
//! Input: a [`ShaderReflection`]. Output: JSON text with camelCase keys in a fixed order, enums
//! by name, two-space indentation with one value per line (empty lists as `[]`), `\n` line
//! ends and no trailing newline, the shape of the spec's example. Keys the schema marks
//! optional are left out when absent: `location` and `format` of variables, `workgroupSize`
//! (compute only), `vertexStride` (vertex only), `pushConstant`, `usedSpecConstants` (when
//! empty), `specConstants` (when the shader has none), a resource's `layout`, `imageFormat` and
//! `combinedWith` (an addition to the spec; readers ignore unknown keys). Strings escape `"`,
//! `\` and control characters only.

use super::model::*;
use std::fmt::Write;

/// The `schemaVersion` written.
pub const SCHEMA_VERSION: u32 = 1;

/// A JSON value with ordered keys.
enum Json {
    Number(u64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

fn s(v: &str) -> Json {
    Json::String(v.to_owned())
}

fn n(v: u32) -> Json {
    Json::Number(u64::from(v))
}

fn names<T: EnumName>(items: &[T]) -> Json {
    Json::Array(items.iter().map(|i| s(i.name())).collect())
}

/// Writes `reflection` as JSON, schema version 1.
pub fn to_json(reflection: &ShaderReflection) -> String {
    let mut top = vec![
        ("schemaVersion", n(SCHEMA_VERSION)),
        ("source", s(&reflection.source)),
        ("targets", names(&reflection.targets)),
        (
            "resources",
            Json::Array(reflection.resources.iter().map(resource).collect()),
        ),
        (
            "pushConstants",
            Json::Array(
                reflection
                    .push_constants
                    .iter()
                    .map(|p| {
                        Json::Object(vec![
                            ("name", s(&p.name)),
                            ("stages", names(&p.stages)),
                            ("slots", slots(&p.slots)),
                            ("layout", ty(&p.layout)),
                        ])
                    })
                    .collect(),
            ),
        ),
    ];
    if !reflection.spec_constants.is_empty() {
        top.push((
            "specConstants",
            Json::Array(
                reflection
                    .spec_constants
                    .iter()
                    .map(spec_constant)
                    .collect(),
            ),
        ));
    }
    top.push((
        "entryPoints",
        Json::Array(reflection.entry_points.iter().map(entry_point).collect()),
    ));
    let mut out = String::new();
    write_value(&mut out, &Json::Object(top), 0);
    out
}

fn slots(list: &[TargetSlot]) -> Json {
    Json::Array(
        list.iter()
            .map(|t| {
                Json::Object(vec![
                    ("target", s(t.target.name())),
                    ("set", n(t.set)),
                    ("binding", n(t.binding)),
                ])
            })
            .collect(),
    )
}

fn resource(r: &ResourceInfo) -> Json {
    let mut o = vec![
        ("name", s(&r.name)),
        ("kind", s(r.kind.name())),
        ("hlslType", s(&r.hlsl_type)),
        ("resourceType", s(r.resource_type.name())),
        ("count", n(r.count)),
        ("stages", names(&r.stages)),
        ("slots", slots(&r.slots)),
        ("counterSlots", slots(&r.counter_slots)),
    ];
    if let Some(layout) = &r.layout {
        o.push(("layout", ty(layout)));
    }
    if let Some(format) = &r.image_format {
        o.push(("imageFormat", s(format)));
    }
    if let Some(other) = &r.combined_with {
        o.push(("combinedWith", s(other)));
    }
    Json::Object(o)
}

fn spec_constant(c: &SpecConstantInfo) -> Json {
    Json::Object(vec![
        ("name", s(&c.name)),
        ("id", n(c.id)),
        ("type", s(c.ty.name())),
        ("defaultBits", n(c.default_bits)),
        (
            "slots",
            Json::Array(
                c.slots
                    .iter()
                    .map(|t| {
                        Json::Object(vec![
                            ("target", s(t.target.name())),
                            ("index", n(t.index)),
                            ("name", s(&t.name)),
                        ])
                    })
                    .collect(),
            ),
        ),
    ])
}

fn entry_point(e: &EntryPointInfo) -> Json {
    let mut o = vec![("name", s(&e.name)), ("stage", s(e.stage.name()))];
    match e.stage {
        crate::api::Stage::Compute => o.push((
            "workgroupSize",
            Json::Array(e.workgroup_size.iter().map(|v| n(*v)).collect()),
        )),
        crate::api::Stage::Vertex => o.push(("vertexStride", n(e.vertex_stride))),
        crate::api::Stage::Pixel => {}
    }
    o.push((
        "inputs",
        Json::Array(e.inputs.iter().map(variable).collect()),
    ));
    o.push((
        "outputs",
        Json::Array(e.outputs.iter().map(variable).collect()),
    ));
    o.push((
        "usedResources",
        Json::Array(e.used_resources.iter().map(|r| s(r)).collect()),
    ));
    if let Some(p) = &e.push_constant {
        o.push(("pushConstant", s(p)));
    }
    if !e.used_spec_constants.is_empty() {
        o.push((
            "usedSpecConstants",
            Json::Array(e.used_spec_constants.iter().map(|c| s(c)).collect()),
        ));
    }
    Json::Object(o)
}

fn variable(v: &StageVariable) -> Json {
    let mut o = vec![
        ("name", s(&v.name)),
        ("semantic", s(&v.semantic)),
        ("semanticIndex", n(v.semantic_index)),
    ];
    if let Some(l) = v.location {
        o.push(("location", n(l)));
    }
    o.push(("builtIn", s(v.built_in.name())));
    o.push(("scalar", s(v.scalar.name())));
    o.push(("components", n(v.components)));
    if let Some(f) = v.format {
        o.push(("format", s(f.name())));
    }
    o.push(("offset", n(v.offset)));
    o.push(("interpolation", s(v.interpolation.name())));
    Json::Object(o)
}

/// A `<type>` object: kind, size, alignment, then the keys of its kind. Bounded by the depth
/// of the layout tree.
fn ty(t: &ReflectedType) -> Json {
    let mut o = vec![
        ("kind", s(t.kind.name())),
        ("size", n(t.size)),
        ("alignment", n(t.alignment)),
    ];
    match t.kind {
        ReflectedTypeKind::Scalar => o.push(("scalar", s(t.scalar.name()))),
        ReflectedTypeKind::Vector => {
            o.push(("scalar", s(t.scalar.name())));
            o.push(("components", n(t.rows)));
        }
        ReflectedTypeKind::Matrix => {
            o.push(("scalar", s(t.scalar.name())));
            o.push(("rows", n(t.rows)));
            o.push(("columns", n(t.columns)));
            o.push(("matrixStride", n(t.matrix_stride)));
            o.push(("packing", s(t.packing.name())));
        }
        ReflectedTypeKind::Array => {
            o.push(("length", n(t.length)));
            o.push(("stride", n(t.stride)));
            if let Some(e) = &t.element {
                o.push(("element", ty(e)));
            }
        }
        ReflectedTypeKind::Struct => {
            o.push(("name", s(&t.name)));
            o.push((
                "members",
                Json::Array(
                    t.members
                        .iter()
                        .map(|m| {
                            Json::Object(vec![
                                ("name", s(&m.name)),
                                ("offset", n(m.offset)),
                                ("type", ty(&m.ty)),
                            ])
                        })
                        .collect(),
                ),
            ));
        }
    }
    Json::Object(o)
}

fn indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push_str("  ");
    }
}

fn write_value(out: &mut String, v: &Json, depth: usize) {
    match v {
        Json::Number(x) => {
            let _ = write!(out, "{x}");
        }
        Json::String(x) => write_string(out, x),
        Json::Array(items) if items.is_empty() => out.push_str("[]"),
        Json::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push('\n');
                indent(out, depth + 1);
                write_value(out, item, depth + 1);
            }
            out.push('\n');
            indent(out, depth);
            out.push(']');
        }
        Json::Object(fields) if fields.is_empty() => out.push_str("{}"),
        Json::Object(fields) => {
            out.push('{');
            for (i, (key, value)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push('\n');
                indent(out, depth + 1);
                write_string(out, key);
                out.push_str(": ");
                write_value(out, value, depth + 1);
            }
            out.push('\n');
            indent(out, depth);
            out.push('}');
        }
    }
}

fn write_string(out: &mut String, v: &str) {
    out.push('"');
    for c in v.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
