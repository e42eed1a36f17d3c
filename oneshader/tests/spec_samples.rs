//! The spec's samples give exactly the reflection and bindings the spec prints, through the
//! library and through the `oneshader` command's `--reflect` JSON.

use oneshader::reflect::{ResourceKind, ShaderReflection};
use oneshader::types::VertexFormat;
use oneshader::{compile_file, CompileOptions, CompileTarget, Stage};
use std::path::PathBuf;
use std::process::Command;

fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(rel)
}

fn reflect(rel: &str) -> ShaderReflection {
    let result = compile_file(corpus(rel), &CompileOptions::default());
    assert!(
        result.success(),
        "{rel}: {:?}",
        result
            .diagnostics
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
    );
    result.reflection.expect("reflection")
}

/// (name, set, binding, kind, stages) of every resource, as the spec lists them.
fn bindings(r: &ShaderReflection) -> Vec<(String, u32, u32, ResourceKind, Vec<Stage>)> {
    r.resources
        .iter()
        .map(|res| {
            let slot = res
                .slots
                .iter()
                .find(|s| s.target == CompileTarget::SpirV)
                .expect("SPIR-V slot");
            (
                res.name.clone(),
                slot.set,
                slot.binding,
                res.kind,
                res.stages.clone(),
            )
        })
        .collect()
}

fn member_offsets(r: &ShaderReflection, buffer: &str) -> (Vec<(String, u32)>, u32) {
    let layout = r
        .resource(buffer)
        .and_then(|res| res.layout.as_ref())
        .expect("buffer layout");
    (
        layout
            .members
            .iter()
            .map(|m| (m.name.clone(), m.offset))
            .collect(),
        layout.size,
    )
}

#[test]
fn sprite_reflection_is_the_spec_output() {
    let r = reflect("spec/Sprite.hlsl");
    // "Frame: 80 bytes, Tint at offset 64"
    let (members, size) = member_offsets(&r, "Frame");
    assert_eq!(size, 80);
    assert_eq!(
        members,
        [("ViewProjection".to_string(), 0), ("Tint".to_string(), 64)]
    );
    // "Vertex stride: 20" and the three attributes.
    let vs = r.entry_point("VSMain").expect("VSMain");
    assert_eq!(vs.stage, Stage::Vertex);
    assert_eq!(vs.vertex_stride, 20);
    let inputs: Vec<_> = vs
        .inputs
        .iter()
        .map(|i| (i.location, i.format, i.offset))
        .collect();
    assert_eq!(
        inputs,
        [
            (Some(0), Some(VertexFormat::Float32x2), 0),
            (Some(1), Some(VertexFormat::Float32x2), 8),
            (Some(2), Some(VertexFormat::Unorm8x4), 16),
        ]
    );
    // Where each resource is bound.
    assert_eq!(
        bindings(&r),
        [
            (
                "Frame".to_string(),
                0,
                0,
                ResourceKind::ConstantBuffer,
                vec![Stage::Vertex]
            ),
            (
                "Atlas".to_string(),
                0,
                1,
                ResourceKind::SampledTexture,
                vec![Stage::Pixel]
            ),
            (
                "AtlasSampler".to_string(),
                0,
                2,
                ResourceKind::Sampler,
                vec![Stage::Pixel]
            ),
        ]
    );
    let ps = r.entry_point("PSMain").expect("PSMain");
    assert_eq!(ps.used_resources, ["Atlas", "AtlasSampler"]);
    assert_eq!(vs.used_resources, ["Frame"]);
}

#[test]
fn sprite_reflection_json_from_the_command_says_the_same() {
    let dir = std::env::temp_dir().join(format!("oneshader-spec-json-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let json = dir.join("sprite.json");
    let out = Command::new(env!("CARGO_BIN_EXE_oneshader"))
        .arg("--all-entries")
        .arg(corpus("spec/Sprite.hlsl"))
        .arg("-Fo")
        .arg(dir.join("sprite"))
        .arg("--reflect")
        .arg(&json)
        .output()
        .expect("run oneshader");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&json).expect("reflection JSON");
    let v: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(v["schemaVersion"], 1);
    assert_eq!(v["source"], "Sprite.hlsl");
    let frame = &v["resources"][0];
    assert_eq!(frame["name"], "Frame");
    assert_eq!(frame["kind"], "ConstantBuffer");
    assert_eq!(frame["layout"]["size"], 80);
    assert_eq!(frame["layout"]["members"][1]["name"], "Tint");
    assert_eq!(frame["layout"]["members"][1]["offset"], 64);
    let resources: Vec<(String, u64, String)> = v["resources"]
        .as_array()
        .expect("resources")
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap_or("").to_string(),
                r["slots"][0]["binding"].as_u64().unwrap_or(99),
                r["stages"][0].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        resources,
        [
            ("Frame".to_string(), 0, "Vertex".to_string()),
            ("Atlas".to_string(), 1, "Pixel".to_string()),
            ("AtlasSampler".to_string(), 2, "Pixel".to_string()),
        ]
    );
    let vs = &v["entryPoints"][0];
    assert_eq!(vs["name"], "VSMain");
    assert_eq!(vs["vertexStride"], 20);
    let formats: Vec<(u64, String, u64)> = vs["inputs"]
        .as_array()
        .expect("inputs")
        .iter()
        .map(|i| {
            (
                i["location"].as_u64().unwrap_or(99),
                i["format"].as_str().unwrap_or("").to_string(),
                i["offset"].as_u64().unwrap_or(99),
            )
        })
        .collect();
    assert_eq!(
        formats,
        [
            (0, "Float32x2".to_string(), 0),
            (1, "Float32x2".to_string(), 8),
            (2, "Unorm8x4".to_string(), 16),
        ]
    );
    // The same compile gives the same bytes.
    let again = Command::new(env!("CARGO_BIN_EXE_oneshader"))
        .arg("--all-entries")
        .arg(corpus("spec/Sprite.hlsl"))
        .arg("-Fo")
        .arg(dir.join("sprite2"))
        .arg("--reflect")
        .arg(dir.join("sprite2.json"))
        .output()
        .expect("run oneshader");
    assert!(again.status.success());
    assert_eq!(
        std::fs::read(dir.join("sprite2.json")).expect("json"),
        text.as_bytes()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lighting_cbuffer_has_the_spec_offsets() {
    let r = reflect("spec/Lighting.hlsl");
    let (members, size) = member_offsets(&r, "Light");
    assert_eq!(size, 176);
    assert_eq!(
        members,
        [
            ("LightDirection".to_string(), 0),
            ("Intensity".to_string(), 12),
            ("ShadowBias".to_string(), 16),
            ("Ambient".to_string(), 32),
            ("Weights".to_string(), 48),
            ("LightViewProjection".to_string(), 112),
        ]
    );
    // Each array element starts a new row: 48, 64, 80, 96.
    let weights = r
        .resource("Light")
        .and_then(|l| l.layout.as_ref())
        .expect("layout");
    let array = &weights.members[4].ty;
    assert_eq!((array.length, array.stride), (4, 16));
    let element_offsets: Vec<u32> = (0..array.length).map(|i| 48 + i * array.stride).collect();
    assert_eq!(element_offsets, [48, 64, 80, 96]);
}

#[test]
fn push_constant_sample_binds_as_documented() {
    let r = reflect("spec/Mesh.hlsl");
    // "Push constants: 96 bytes", read by the vertex stage only; not a descriptor.
    assert_eq!(r.push_constants.len(), 1);
    let push = &r.push_constants[0];
    assert_eq!(push.name, "Draw");
    assert_eq!(push.layout.size, 96);
    assert_eq!(push.stages, [Stage::Vertex]);
    let offsets: Vec<(String, u32)> = push
        .layout
        .members
        .iter()
        .map(|m| (m.name.clone(), m.offset))
        .collect();
    assert_eq!(
        offsets,
        [
            ("Model".to_string(), 0),
            ("Tint".to_string(), 64),
            ("Index".to_string(), 80),
        ]
    );
    // "Camera: set 0, binding 0"
    assert_eq!(
        bindings(&r),
        [(
            "Camera".to_string(),
            0,
            0,
            ResourceKind::ConstantBuffer,
            vec![Stage::Vertex]
        )]
    );
    assert_eq!(
        r.entry_point("VSMain")
            .and_then(|e| e.push_constant.clone()),
        Some("Draw".to_string())
    );
    assert_eq!(
        r.entry_point("PSMain")
            .and_then(|e| e.push_constant.clone()),
        None
    );
}

#[test]
fn storage_image_sample_binds_as_documented() {
    let r = reflect("spec/Brighten.hlsl");
    assert_eq!(
        bindings(&r),
        [
            (
                "Params".to_string(),
                0,
                0,
                ResourceKind::ConstantBuffer,
                vec![Stage::Compute]
            ),
            (
                "Source".to_string(),
                0,
                1,
                ResourceKind::SampledTexture,
                vec![Stage::Compute]
            ),
            (
                "Target".to_string(),
                0,
                2,
                ResourceKind::StorageTexture,
                vec![Stage::Compute]
            ),
        ]
    );
    let target = r.resource("Target").expect("Target");
    assert_eq!(target.image_format.as_deref(), Some("rgba8"));
    assert_eq!(
        r.entry_point("CSMain").map(|e| e.workgroup_size),
        Some([8, 8, 1])
    );
}
