//! Reflection as JSON, schema version 1 (the command-line tool's `--reflect` file).
//!
//! Input: a [`ShaderReflection`]. Output: JSON text with camelCase keys in a fixed order, enums
//! by name, two-space indentation with one value per line (empty lists as `[]`), `\n` line
//! ends and no trailing newline, the shape of the spec's example. Keys the schema marks
//! optional are left out when absent: `location` and `format` of variables, `workgroupSize`
//! (compute only), `vertexStride` (vertex only), `pushConstant`, `usedSpecConstants` (when
//! empty), `specConstants` (when the shader has none), a resource's `layout`, `imageFormat`,
//! `combinedWith` and `views` (the declarations aliasing its binding: `name`, `hlslType`,
//! `resourceType`, `count`, `stages`, optional `kind` (when not the resource's), `layout` and
//! `imageFormat`; written when there are some), `descriptorHeap` (`ResourceDescriptorHeap` or `SamplerDescriptorHeap`
//! at a descriptor heap's binding), an entry point's `wgslEntryPoint` (present when WGSL is a target) and its
//! `requiredFeatures` (the `DeviceFeatures` bits, present when non-zero) (additions to the spec,
//! which keep schema version 1). Strings escape `"`, `\` and control characters only.
//!
//! How the schema version moves and what readers must accept (unknown keys ignored, absent
//! optional keys read as their stated defaults) is in `docs/reflection.md`.

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
    if let Some(index) = r.input_attachment_index {
        o.push(("inputAttachmentIndex", n(index)));
    }
    if let Some(other) = &r.combined_with {
        o.push(("combinedWith", s(other)));
    }
    if !r.views.is_empty() {
        o.push(("views", Json::Array(r.views.iter().map(view).collect())));
    }
    if let Some(heap) = r.descriptor_heap {
        o.push(("descriptorHeap", s(heap.name())));
    }
    Json::Object(o)
}

/// A further declaration aliasing a resource's binding (written only where one exists).
fn view(v: &ResourceView) -> Json {
    let mut o = vec![
        ("name", s(&v.name)),
        ("hlslType", s(&v.hlsl_type)),
        ("resourceType", s(v.resource_type.name())),
        ("count", n(v.count)),
        ("stages", names(&v.stages)),
    ];
    if let Some(kind) = v.kind {
        o.push(("kind", s(kind.name())));
    }
    if let Some(layout) = &v.layout {
        o.push(("layout", ty(layout)));
    }
    if let Some(format) = &v.image_format {
        o.push(("imageFormat", s(format)));
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
        crate::target::Stage::Compute => o.push((
            "workgroupSize",
            Json::Array(e.workgroup_size.iter().map(|v| n(*v)).collect()),
        )),
        crate::target::Stage::Vertex => o.push(("vertexStride", n(e.vertex_stride))),
        crate::target::Stage::Pixel => {}
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
    if let Some(w) = &e.wgsl_entry_point {
        o.push(("wgslEntryPoint", s(w)));
    }
    if let Some(m) = &e.msl_function_name {
        o.push(("mslFunctionName", s(m)));
    }
    if let Some(b) = e.msl_vertex_buffer_index {
        o.push(("mslVertexBufferIndex", n(b)));
    }
    if let Some(p) = &e.push_constant {
        o.push(("pushConstant", s(p)));
    }
    if !e.used_spec_constants.is_empty() {
        o.push((
            "usedSpecConstants",
            Json::Array(e.used_spec_constants.iter().map(|c| s(c)).collect()),
        ));
    }
    if e.required_features != 0 {
        o.push(("requiredFeatures", n(e.required_features)));
    }
    if e.subgroup_operations != 0 {
        o.push(("subgroupOperations", n(e.subgroup_operations)));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::fixtures;
    use crate::target::{CompileTarget, Stage};

    /// The start of the entry point in the spec's `sprite.vs.json`, verbatim.
    const SPEC_EXCERPT: &str = r#"  "entryPoints": [
    {
      "name": "VSMain",
      "stage": "Vertex",
      "vertexStride": 20,
      "inputs": [
        {
          "name": "i.Position",
          "semantic": "POSITION",
          "semanticIndex": 0,
          "location": 0,
          "builtIn": "None",
          "scalar": "Float",
          "components": 2,
          "format": "Float32x2",
          "offset": 0,
          "interpolation": "Default"
        },
"#;

    #[test]
    fn sprite_json_matches_the_spec_example() {
        let json = to_json(&fixtures::sprite());
        assert!(json.contains(SPEC_EXCERPT), "{json}");
        let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert_eq!(value["schemaVersion"], 1);
        assert_eq!(value["resources"][0]["layout"]["members"][1]["offset"], 64);
        assert_eq!(value["resources"][0]["layout"]["size"], 80);
        assert!(!json.contains('\r') && !json.ends_with('\n'));
    }

    #[test]
    fn sprite_json_is_exact() {
        let expected = r#"{
  "schemaVersion": 1,
  "source": "Shaders/Sprite.hlsl",
  "targets": [
    "SpirV"
  ],
  "resources": [
    {
      "name": "Frame",
      "kind": "ConstantBuffer",
      "hlslType": "",
      "resourceType": "ConstantBuffer",
      "count": 1,
      "stages": [
        "Vertex"
      ],
      "slots": [
        {
          "target": "SpirV",
          "set": 0,
          "binding": 0
        }
      ],
      "counterSlots": [],
      "layout": {
        "kind": "Struct",
        "size": 80,
        "alignment": 16,
        "name": "Frame",
        "members": [
          {
            "name": "ViewProjection",
            "offset": 0,
            "type": {
              "kind": "Matrix",
              "size": 64,
              "alignment": 16,
              "scalar": "Float",
              "rows": 4,
              "columns": 4,
              "matrixStride": 16,
              "packing": "ColumnMajor"
            }
          },
          {
            "name": "Tint",
            "offset": 64,
            "type": {
              "kind": "Vector",
              "size": 16,
              "alignment": 16,
              "scalar": "Float",
              "components": 4
            }
          }
        ]
      }
    },
    {
      "name": "Atlas",
      "kind": "SampledTexture",
      "hlslType": "Texture2D<float4>",
      "resourceType": "Texture2D",
      "count": 1,
      "stages": [
        "Pixel"
      ],
      "slots": [
        {
          "target": "SpirV",
          "set": 0,
          "binding": 1
        }
      ],
      "counterSlots": []
    },
    {
      "name": "AtlasSampler",
      "kind": "Sampler",
      "hlslType": "SamplerState",
      "resourceType": "SamplerState",
      "count": 1,
      "stages": [
        "Pixel"
      ],
      "slots": [
        {
          "target": "SpirV",
          "set": 0,
          "binding": 2
        }
      ],
      "counterSlots": []
    }
  ],
  "pushConstants": [],
  "entryPoints": [
    {
      "name": "VSMain",
      "stage": "Vertex",
      "vertexStride": 20,
      "inputs": [
        {
          "name": "i.Position",
          "semantic": "POSITION",
          "semanticIndex": 0,
          "location": 0,
          "builtIn": "None",
          "scalar": "Float",
          "components": 2,
          "format": "Float32x2",
          "offset": 0,
          "interpolation": "Default"
        },
        {
          "name": "i.Uv",
          "semantic": "TEXCOORD",
          "semanticIndex": 0,
          "location": 1,
          "builtIn": "None",
          "scalar": "Float",
          "components": 2,
          "format": "Float32x2",
          "offset": 8,
          "interpolation": "Default"
        },
        {
          "name": "i.Color",
          "semantic": "COLOR",
          "semanticIndex": 0,
          "location": 2,
          "builtIn": "None",
          "scalar": "Float",
          "components": 4,
          "format": "Unorm8x4",
          "offset": 16,
          "interpolation": "Default"
        }
      ],
      "outputs": [
        {
          "name": "Position",
          "semantic": "SV_Position",
          "semanticIndex": 0,
          "builtIn": "Position",
          "scalar": "Float",
          "components": 4,
          "offset": 0,
          "interpolation": "Default"
        },
        {
          "name": "Uv",
          "semantic": "TEXCOORD",
          "semanticIndex": 0,
          "location": 0,
          "builtIn": "None",
          "scalar": "Float",
          "components": 2,
          "offset": 0,
          "interpolation": "Default"
        },
        {
          "name": "Color",
          "semantic": "COLOR",
          "semanticIndex": 0,
          "location": 1,
          "builtIn": "None",
          "scalar": "Float",
          "components": 4,
          "offset": 0,
          "interpolation": "Default"
        }
      ],
      "usedResources": [
        "Frame"
      ]
    },
    {
      "name": "PSMain",
      "stage": "Pixel",
      "inputs": [
        {
          "name": "i.Position",
          "semantic": "SV_Position",
          "semanticIndex": 0,
          "builtIn": "FragCoord",
          "scalar": "Float",
          "components": 4,
          "offset": 0,
          "interpolation": "Default"
        },
        {
          "name": "i.Uv",
          "semantic": "TEXCOORD",
          "semanticIndex": 0,
          "location": 0,
          "builtIn": "None",
          "scalar": "Float",
          "components": 2,
          "offset": 0,
          "interpolation": "Default"
        },
        {
          "name": "i.Color",
          "semantic": "COLOR",
          "semanticIndex": 0,
          "location": 1,
          "builtIn": "None",
          "scalar": "Float",
          "components": 4,
          "offset": 0,
          "interpolation": "Default"
        }
      ],
      "outputs": [
        {
          "name": "PSMain",
          "semantic": "SV_Target",
          "semanticIndex": 0,
          "location": 0,
          "builtIn": "None",
          "scalar": "Float",
          "components": 4,
          "offset": 0,
          "interpolation": "Default"
        }
      ],
      "usedResources": [
        "Atlas",
        "AtlasSampler"
      ]
    }
  ]
}"#;
        assert_eq!(to_json(&fixtures::sprite()), expected);
    }

    #[test]
    fn optional_keys_appear_only_when_present() {
        let mut r = ShaderReflection::new("cs.hlsl", vec![CompileTarget::SpirV]);
        let mut e = EntryPointInfo::new("CSMain", Stage::Compute);
        e.workgroup_size = [64, 1, 1];
        e.push_constant = Some("Push".into());
        e.used_spec_constants = vec!["N".into()];
        r.entry_points.push(e);
        r.spec_constants.push(SpecConstantInfo {
            name: "N".into(),
            id: 0,
            ty: SpecConstantType::Int,
            default_bits: 4,
            slots: vec![],
        });
        let mut buf = ResourceInfo::new(
            "Data",
            ResourceKind::StorageBuffer,
            ResourceTypeKind::AppendStructuredBuffer,
            "AppendStructuredBuffer<uint>",
            1,
        );
        buf.counter_slots = vec![TargetSlot::new(CompileTarget::SpirV, 0, 1)];
        buf.combined_with = Some("x\"\u{1}".into());
        r.resources.push(buf);
        let json = to_json(&r);
        assert!(json.contains(
            "      \"workgroupSize\": [\n        64,\n        1,\n        1\n      ],\n      \"inputs\": [],\n"
        ));
        assert!(json.contains(
            "\"pushConstant\": \"Push\",\n      \"usedSpecConstants\": [\n        \"N\"\n      ]\n"
        ));
        assert!(json.contains(
            "  \"specConstants\": [\n    {\n      \"name\": \"N\",\n      \"id\": 0,\n      \"type\": \"Int\",\n      \"defaultBits\": 4,\n      \"slots\": []\n    }\n  ],\n  \"entryPoints\""
        ));
        assert!(json.contains("\"combinedWith\": \"x\\\"\\u0001\""));
        assert!(!json.contains("vertexStride"));
        assert!(!json.contains("wgslEntryPoint"));
        r.entry_points[0].wgsl_entry_point = Some("CSMain".into());
        assert!(to_json(&r).contains(
            "      \"usedResources\": [],\n      \"wgslEntryPoint\": \"CSMain\",\n      \"pushConstant\""
        ));
        let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert_eq!(value["resources"][0]["counterSlots"][0]["binding"], 1);
        assert!(!json.contains("requiredFeatures"));
        r.entry_points[0].required_features = 5;
        assert!(to_json(&r).contains(
            "      \"usedSpecConstants\": [\n        \"N\"\n      ],\n      \"requiredFeatures\": 5\n    }"
        ));
    }
}
