//! `codegen::Builder` outside a build script: output files, determinism, and failures.

use oneshader_pack::codegen::{Builder, CodegenError};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("osp-codegen-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn shipped() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/shaders/materials.pack.ron")
}

#[test]
fn generation_writes_the_module_and_pack_deterministically() {
    let out = scratch("out");
    let builder = Builder::new(shipped())
        .out_dir(&out)
        .cargo_directives(false)
        .cache(false);
    let first = builder.generate().unwrap();
    assert_eq!(first.module, out.join("materials.rs"));
    assert_eq!(first.pack, out.join("materials.ospack"));
    assert!(first.files.iter().any(|f| f.ends_with("Material.hlsl")));
    assert!(first.files.iter().any(|f| f.ends_with("Sky.hlsl")));
    let text = std::fs::read_to_string(&first.module).unwrap();
    for expected in [
        "pub mod material {",
        "pub mod sky {",
        "pub enum LightingValue {",
        "pub const fn new(alpha_test: bool, lighting: LightingValue) -> Key {",
        "pub enum VariantName {",
        "pub struct Frame {",
        "assert!(::core::mem::size_of::<Frame>() == 80);",
        "pub const NORMAL_MAP: rt::BindingInfo",
    ] {
        assert!(text.contains(expected), "missing `{expected}`");
    }
    // Without `.wgpu(true)` there are no wgpu functions (the crate may lack the feature).
    assert!(!text.contains("rt::wgpu"));
    let pack_bytes = std::fs::read(&first.pack).unwrap();
    let second = builder.clone().wgpu(true).generate().unwrap();
    let with_wgpu = std::fs::read_to_string(&second.module).unwrap();
    assert!(with_wgpu.contains("pub fn create_pipeline_layout("));
    assert!(with_wgpu.contains("pub fn vertex_buffer_layout(key: Key)"));
    builder.generate().unwrap();
    assert_eq!(std::fs::read_to_string(&first.module).unwrap(), text);
    assert_eq!(std::fs::read(&first.pack).unwrap(), pack_bytes);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn shader_and_manifest_errors_fail_generation() {
    let dir = scratch("errors");
    std::fs::write(
        dir.join("Bad.hlsl"),
        "[shader(\"pixel\")]\nfloat4 PSMain() : SV_Target { return Missing; }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("bad.pack.ron"),
        "(shaders: [(path: \"Bad.hlsl\", axes: \"A\")])",
    )
    .unwrap();
    let err = Builder::new(dir.join("bad.pack.ron"))
        .out_dir(&dir)
        .cargo_directives(false)
        .generate()
        .unwrap_err();
    assert!(
        matches!(err, CodegenError::Shaders { errors: 1, .. }),
        "{err}"
    );
    assert!(
        err.to_string().starts_with("1 shader error(s) in "),
        "{err}"
    );
    std::fs::write(
        dir.join("broken.pack.ron"),
        "(shaders: [(path: \"Bad.hlsl\", axes: \"A;A\")])",
    )
    .unwrap();
    let err = Builder::new(dir.join("broken.pack.ron"))
        .out_dir(&dir)
        .cargo_directives(false)
        .generate()
        .unwrap_err();
    match err {
        CodegenError::Manifest(d) => {
            assert_eq!((d.code.to_string(), d.line), ("OSH0904".to_string(), 1));
        }
        other => panic!("wrong error: {other}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A manifest's `dxc_args` reach every variant: under `-fvk-use-dx-layout` the generated Rust
/// struct of a constant buffer asserts FXC's offsets (`b` at 20 after `float a[2]`, `e` in the
/// last column of a `float2x3`), the same bytes the shader reads; without it, std140's.
#[test]
fn dxc_args_change_the_generated_struct_offsets() {
    let dir = scratch("dxc-args");
    std::fs::write(
        dir.join("Params.hlsl"),
        "cbuffer Params { float a[2]; float b; float2x3 m; float e; };\nRWStructuredBuffer<float> Out;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain() { Out[0] = a[1] + b + m[1].z + e; }\n",
    )
    .unwrap();
    let generate = |manifest: &str| {
        std::fs::write(dir.join("p.pack.ron"), manifest).unwrap();
        let out = Builder::new(dir.join("p.pack.ron"))
            .out_dir(&dir)
            .cargo_directives(false)
            .cache(false)
            .generate()
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::read_to_string(out.module).unwrap()
    };
    let dx = generate("(dxc_args: [\"-fvk-use-dx-layout\"], shaders: [(path: \"Params.hlsl\")])");
    for expected in [
        "assert!(::core::mem::offset_of!(Params, b) == 20);",
        "assert!(::core::mem::offset_of!(Params, m) == 32);",
        "assert!(::core::mem::offset_of!(Params, e) == 72);",
    ] {
        assert!(dx.contains(expected), "missing `{expected}` in\n{dx}");
    }
    let vk = generate("(shaders: [(path: \"Params.hlsl\")])");
    assert!(
        vk.contains("assert!(::core::mem::offset_of!(Params, b) == 32);"),
        "{vk}"
    );
    // An unimplemented flag is refused where it is written.
    std::fs::write(
        dir.join("q.pack.ron"),
        "(shaders: [(path: \"Params.hlsl\", dxc_args: [\"-fspv-flatten-resource-arrays\"])])",
    )
    .unwrap();
    let err = Builder::new(dir.join("q.pack.ron"))
        .out_dir(&dir)
        .cargo_directives(false)
        .generate()
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(
            "dxc_args: '-fspv-flatten-resource-arrays' is not a DXC option oneshader takes here."
        ),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
