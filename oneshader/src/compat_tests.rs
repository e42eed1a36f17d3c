//! Tests of `compat`: the spec's hot-reload edits and each kind of difference.

use super::*;
use crate::api::{compile, CompileOptions};

const SPRITE: &str = include_str!("../../corpus/spec/Sprite.hlsl");

fn reflect(source: &str) -> ShaderReflection {
    let r = compile(source, "Sprite.hlsl", &CompileOptions::default());
    assert!(r.success(), "{:?}", r.diagnostics);
    r.reflection.unwrap_or_default()
}

fn lines(built: &str, fresh: &str) -> Vec<String> {
    compare(&reflect(built), &reflect(fresh))
        .differences
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn body_edits_are_compatible() {
    let edited = SPRITE.replace("* i.Color;", "* i.Color * 0.5;");
    assert!(compare(&reflect(SPRITE), &reflect(&edited)).is_compatible());
    assert!(compare(&reflect(SPRITE), &reflect(SPRITE)).is_compatible());
}

#[test]
fn a_member_inserted_before_tint_is_reported_as_the_spec_does() {
    let edited = SPRITE.replace(
        "float4x4 ViewProjection;",
        "float4x4 ViewProjection; float4 Fog;",
    );
    let report = compare(&reflect(SPRITE), &reflect(&edited));
    assert_eq!(
        report.differences,
        [
            Difference::MemberMoved {
                path: "Frame.Tint".into(),
                from: 64,
                to: 80
            },
            Difference::MemberAdded {
                path: "Frame.Fog".into(),
                offset: 64
            },
        ]
    );
    assert_eq!(
        report.to_string(),
        format!("{REPORT_HEADER}\n  Frame.Tint moved from offset 64 to 80\n  Frame.Fog was added at offset 64\n{REPORT_ADVICE}")
    );
}

#[test]
fn type_size_and_stride_changes() {
    let edited = SPRITE.replace("float4 Tint;", "int4 Tint;");
    assert_eq!(
        lines(SPRITE, &edited),
        ["Frame.Tint changed type from float4 to int4"]
    );
    let untinted = SPRITE.replace("o.Color = i.Color * Tint;", "o.Color = i.Color;");
    let arr = untinted.replace("float4 Tint;", "float Tint[2];");
    let arr3 = untinted.replace("float4 Tint;", "float Tint[3];");
    assert_eq!(
        lines(&arr, &arr3),
        ["Frame.Tint changed type from float[2] to float[3]"]
    );
    let row = SPRITE.replace(
        "float4x4 ViewProjection;",
        "row_major float4x4 ViewProjection;",
    );
    assert_eq!(
        lines(SPRITE, &row),
        ["Frame.ViewProjection changed type from float4x4 to row_major float4x4"]
    );
    assert!(!compare(&reflect(SPRITE), &reflect(&row)).is_compatible());
}

#[test]
fn resources_slots_kinds_and_stages() {
    let moved = SPRITE.replace(
        "[[vk::binding(1)]] Texture2D",
        "[[vk::binding(3)]] Texture2D",
    );
    assert_eq!(
        lines(SPRITE, &moved),
        ["Atlas moved from set 0, binding 1 to set 0, binding 3"]
    );
    let kind = SPRITE
        .replace("Texture2D<float4> Atlas;", "Texture2DArray<float4> Atlas;")
        .replace(
            "Atlas.Sample(AtlasSampler, i.Uv)",
            "Atlas.Sample(AtlasSampler, float3(i.Uv, 0))",
        );
    assert_eq!(
        lines(SPRITE, &kind),
        ["Atlas changed from Texture2D<float4> to Texture2DArray<float4>"]
    );
    // A resource used by fewer stages is compatible; by more is not.
    let both = SPRITE.replace("* i.Color;", "* i.Color * Tint;");
    assert_eq!(lines(&both, SPRITE), Vec::<String>::new());
    assert_eq!(
        lines(SPRITE, &both),
        ["Frame is now used by the Pixel stage"]
    );
    let pixel_only = SPRITE
        .replace(
            "o.Position = mul(ViewProjection, float4(i.Position, 0, 1));",
            "o.Position = float4(i.Position, 0, 1);",
        )
        .replace("o.Color = i.Color * Tint;", "o.Color = i.Color;")
        .replace("* i.Color;", "* i.Color * Tint;");
    assert_eq!(
        lines(&pixel_only, SPRITE),
        ["Frame is now used by the Vertex stage"]
    );
    let added = SPRITE.replace(
        "[[vk::binding(2)]] SamplerState AtlasSampler;",
        "[[vk::binding(2)]] SamplerState AtlasSampler; [[vk::binding(5)]] Texture2D<float4> Mask;",
    ).replace("* i.Color;", "* i.Color * Mask.Sample(AtlasSampler, i.Uv);");
    assert_eq!(
        lines(SPRITE, &added),
        ["Mask was added at set 0, binding 5"]
    );
    assert_eq!(lines(&added, SPRITE), ["Mask was removed"]);
}

#[test]
fn vertex_inputs_entry_points_and_new_entry_points() {
    let format = SPRITE.replace("[[oneshader::format(\"unorm8x4\")]] ", "");
    let l = lines(SPRITE, &format);
    assert!(
        l.iter()
            .any(|l| l.starts_with("VSMain input COLOR0 changed format from Unorm8x4 to")),
        "{l:?}"
    );
    assert!(
        l.iter()
            .any(|l| l == "VSMain vertex stride changed from 20 to 32"),
        "{l:?}"
    );
    let extra = format!(
        "{SPRITE}\n[shader(\"pixel\")] float4 PSFlat(VSOut i) : SV_Target {{ return i.Color; }}\n"
    );
    assert!(compare(&reflect(SPRITE), &reflect(&extra)).is_compatible());
    assert_eq!(lines(&extra, SPRITE), ["entry point PSFlat was removed"]);
}

#[test]
fn thread_group_sizes() {
    let cs = "RWStructuredBuffer<uint> Out : register(u0);\n[shader(\"compute\")] [numthreads(8, 8, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }\n";
    let bigger = cs.replace("8, 8, 1", "16, 4, 1");
    assert_eq!(
        lines(cs, &bigger),
        ["CSMain thread-group size changed from (8, 8, 1) to (16, 4, 1)"]
    );
}

/// Spec constants by hand: the SPIR-V backend does not compile them yet.
#[test]
fn spec_constants_removed_or_changed_are_incompatible_new_ones_are_not() {
    use crate::reflect::{SpecConstantInfo, SpecConstantType};
    let constant = |name: &str, id, ty| SpecConstantInfo {
        name: name.into(),
        id,
        ty,
        default_bits: 0,
        slots: Vec::new(),
    };
    let built = ShaderReflection {
        spec_constants: vec![constant("Count", 3, SpecConstantType::UInt)],
        ..ShaderReflection::default()
    };
    let mut fresh = built.clone();
    fresh
        .spec_constants
        .push(constant("Extra", 9, SpecConstantType::Bool));
    assert!(compare(&built, &fresh).is_compatible());
    fresh.spec_constants[0] = constant("Count", 4, SpecConstantType::Int);
    let text: Vec<String> = compare(&built, &fresh)
        .differences
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        text,
        [
            "specialization constant Count changed id from 3 to 4",
            "specialization constant Count changed type from UInt to Int"
        ]
    );
    assert_eq!(
        compare(&fresh, &built)
            .differences
            .last()
            .cloned()
            .into_iter()
            .collect::<Vec<_>>(),
        [Difference::SpecConstantRemoved {
            name: "Extra".into()
        }]
    );
}
