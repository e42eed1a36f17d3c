//! The WGSL dialect option: wgpu (naga, the default) and WebGPU as browsers take it (Tint).
//! wgpu-only features are refused for the WebGPU dialect with OSH0005 at the start of the main
//! file; everything else is written the same for both, and both are naga-valid.

use oneshader::{compile, compile_file, Code, CompileOptions, CompileTarget, WgslDialect};
use std::path::PathBuf;

const PUSH: &str = "\
struct Tint { float4 color; };
[[vk::push_constant]] Tint tint;

[shader(\"pixel\")]
float4 PSMain() : SV_Target { return tint.color; }
";

fn wgsl_options(dialect: WgslDialect, immediates: bool) -> CompileOptions {
    CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        wgsl_dialect: dialect,
        wgsl_immediates: immediates,
        ..CompileOptions::default()
    }
}

fn naga_validate(text: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    );
    v.validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
}

#[test]
fn the_default_dialect_is_wgpu() {
    assert_eq!(CompileOptions::default().wgsl_dialect, WgslDialect::Wgpu);
    assert_eq!(WgslDialect::default(), WgslDialect::Wgpu);
    assert_eq!(WgslDialect::parse("WebGPU"), Some(WgslDialect::WebGpu));
    assert_eq!(WgslDialect::parse("tint"), None);
}

#[test]
fn webgpu_dialect_refuses_immediates_with_osh0005_at_the_file_start() {
    let result = compile(PUSH, "push.hlsl", &wgsl_options(WgslDialect::WebGpu, true));
    assert!(!result.success());
    assert!(result.blobs.is_empty());
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    assert_eq!(d.code, Code::BAD_OPTION);
    assert_eq!((d.file.as_str(), d.line, d.column), ("push.hlsl", 1, 1));
    assert_eq!(
        d.to_string(),
        "push.hlsl(1,1): error OSH0005: WGSL immediates (`var<immediate>`) exist only in wgpu, and the WGSL dialect is webgpu; compile with the wgpu dialect, or turn wgsl_immediates off to get the push constants as a uniform buffer"
    );

    // wgpu takes them; without WGSL among the targets the WGSL options do nothing.
    let wgpu = compile(PUSH, "push.hlsl", &wgsl_options(WgslDialect::Wgpu, true));
    assert!(wgpu.success(), "{:?}", wgpu.diagnostics);
    assert!(wgpu.blobs[0].as_text().contains("var<immediate>"));
    let spirv_only = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..wgsl_options(WgslDialect::WebGpu, true)
    };
    assert!(compile(PUSH, "push.hlsl", &spirv_only).success());
}

#[test]
fn both_dialects_give_the_same_naga_valid_wgsl_without_wgpu_only_features() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for (path, source) in [
        ("corpus/spec/Sprite.hlsl", None),
        ("corpus/compute/image_filter.hlsl", None),
        ("push.hlsl", Some(PUSH)),
    ] {
        let texts: Vec<Vec<String>> = [WgslDialect::Wgpu, WgslDialect::WebGpu]
            .into_iter()
            .map(|dialect| {
                let options = wgsl_options(dialect, false);
                let result = match source {
                    Some(text) => compile(text, path, &options),
                    None => compile_file(root.join(path), &options),
                };
                assert!(
                    result.success(),
                    "{path} {dialect}: {:?}",
                    result.diagnostics
                );
                assert!(!result.blobs.is_empty(), "{path}");
                result
                    .blobs
                    .iter()
                    .map(|b| {
                        let text = b.as_text().to_owned();
                        if let Err(e) = naga_validate(&text) {
                            panic!(
                                "{path} {} ({dialect}) is not naga-valid:\n{e}",
                                b.entry_point
                            );
                        }
                        text
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            texts[0], texts[1],
            "{path}: the dialects differ only in what they refuse"
        );
    }
}
