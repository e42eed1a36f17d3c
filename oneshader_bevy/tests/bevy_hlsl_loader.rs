//! The `.hlsl` asset loader without a GPU: settings from a `.meta` file (defines, include
//! directories, entry points with their stage), the labeled `Shader` per entry point, and a
//! failed load's typed report (a missing include, with its line).

use bevy::app::App;
use bevy::asset::{AssetPlugin, AssetServer, Assets, Handle, LoadState};
use bevy::ecs::message::Messages;
use bevy::prelude::MinimalPlugins;
use bevy::shader::{Shader, Source};
use oneshader::Stage;
use oneshader_bevy::{HlslShader, OneShaderPlugin, ReloadOutcome, ShaderReloadReport};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn temp_assets(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "oneshader_bevy_loader_{name}_{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn app(dir: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin {
            file_path: dir.to_string_lossy().into_owned(),
            ..Default::default()
        },
        OneShaderPlugin,
    ));
    app
}

/// Updates until `path` has finished loading (or failed); the reports seen meanwhile.
fn load(app: &mut App, path: &str) -> (Handle<HlslShader>, Vec<ShaderReloadReport>) {
    let handle: Handle<HlslShader> = app.world().resource::<AssetServer>().load(path.to_string());
    let mut reports = Vec::new();
    let start = Instant::now();
    loop {
        app.update();
        reports.extend(
            app.world_mut()
                .resource_mut::<Messages<ShaderReloadReport>>()
                .drain(),
        );
        let state = app.world().resource::<AssetServer>().load_state(&handle);
        let done = matches!(state, LoadState::Loaded | LoadState::Failed(_));
        if done && !reports.is_empty() {
            return (handle, reports);
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{path}: still {state:?}"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn meta_settings_give_defines_include_dirs_and_entry_stages() {
    let dir = temp_assets(
        "meta",
        &[
            (
                "shaders/fill.hlsl",
                "#include \"fill_value.hlsli\"\nRWStructuredBuffer<uint> Output : register(u0);\n[numthreads(GROUP, 1, 1)]\nvoid Fill(uint3 id : SV_DispatchThreadID) { Output[id.x] = FillValue(); }\n",
            ),
            ("shared/fill_value.hlsli", "uint FillValue() { return 7; }\n"),
            (
                "shaders/fill.hlsl.meta",
                r#"(
    meta_format_version: "1.0",
    asset: Load(
        loader: "oneshader_bevy::hlsl::loader::HlslLoader",
        settings: (
            defines: [(name: "GROUP", value: Some("16"))],
            include_dirs: ["shared"],
            entry_points: [(name: "Fill", stage: Some(Compute))],
        ),
    ),
)"#,
            ),
        ],
    );
    let mut app = app(&dir);
    let (handle, reports) = load(&mut app, "shaders/fill.hlsl");
    assert_eq!(reports[0].outcome, ReloadOutcome::Loaded, "{}", reports[0]);

    let world = app.world();
    let shader = world.resource::<Assets<HlslShader>>().get(&handle).unwrap();
    assert_eq!(
        shader.files,
        ["shaders/fill.hlsl", "shared/fill_value.hlsli"]
    );
    let entry = shader.entry_point("Fill").unwrap();
    assert_eq!(entry.stage, Stage::Compute);
    assert_eq!(shader.reflection.entry_points[0].workgroup_size, [16, 1, 1]);
    // The labeled sub-asset is the entry point's WGSL.
    let server = world.resource::<AssetServer>();
    assert_eq!(
        server.get_path(&entry.shader).unwrap().to_string(),
        "shaders/fill.hlsl#Fill"
    );
    let wgsl = world
        .resource::<Assets<Shader>>()
        .get(&entry.shader)
        .unwrap();
    let Source::Wgsl(text) = &wgsl.source else {
        panic!("expected WGSL, got {:?}", wgsl.source);
    };
    assert!(
        text.contains("@compute @workgroup_size(16, 1, 1)"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_include_fails_the_load_with_its_line() {
    let dir = temp_assets(
        "missing",
        &[(
            "shaders/broken.hlsl",
            "// needs a file that is not there\n#include \"nowhere.hlsli\"\n[shader(\"compute\")][numthreads(1,1,1)] void Main() {}\n",
        )],
    );
    let mut app = app(&dir);
    let (handle, reports) = load(&mut app, "shaders/broken.hlsl");
    let ReloadOutcome::CompileFailed {
        diagnostics,
        kept_last_good,
    } = &reports[0].outcome
    else {
        panic!("expected a compile failure, got {}", reports[0]);
    };
    assert!(!kept_last_good);
    let error = diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert_eq!(
        (error.file.as_str(), error.line),
        ("shaders/broken.hlsl", 2),
        "{error}"
    );
    assert!(error.message.contains("nowhere.hlsli"), "{error}");
    let state = app.world().resource::<AssetServer>().load_state(&handle);
    assert!(matches!(state, LoadState::Failed(_)), "{state:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// DXC's flags in the `.meta` (`dxc_args`) reach the compile: MiniEngine-style shifts move the
/// bindings `BevyPipelineLayout` builds, and `-fvk-use-dx-layout` packs the constant buffer as
/// FXC does (`b` at 20 after `float a[2]`).
#[test]
fn meta_dxc_args_shift_bindings_and_pick_the_layout() {
    let dir = temp_assets(
        "dxc-args",
        &[
            (
                "shaders/scale.hlsl",
                "cbuffer P : register(b0) { float a[2]; float b; };\nRWStructuredBuffer<float> Out : register(u0);\n[shader(\"compute\")] [numthreads(1, 1, 1)]\nvoid Scale() { Out[0] = a[1] * b; }\n",
            ),
            (
                "shaders/scale.hlsl.meta",
                r#"(
    meta_format_version: "1.0",
    asset: Load(
        loader: "oneshader_bevy::hlsl::loader::HlslLoader",
        settings: (
            dxc_args: ["-fvk-u-shift", "300", "all", "-fvk-use-dx-layout"],
        ),
    ),
)"#,
            ),
        ],
    );
    let mut app = app(&dir);
    let (handle, reports) = load(&mut app, "shaders/scale.hlsl");
    assert_eq!(reports[0].outcome, ReloadOutcome::Loaded, "{}", reports[0]);
    let world = app.world();
    let shader = world.resource::<Assets<HlslShader>>().get(&handle).unwrap();
    let layout = oneshader_bevy::BevyPipelineLayout::new(shader, &["Scale"]).unwrap();
    let bindings: Vec<u32> = layout.description.groups[0]
        .as_ref()
        .unwrap()
        .iter()
        .map(|e| e.binding)
        .collect();
    assert_eq!(bindings, [0, 300]);
    let p = shader.reflection.resource("P").unwrap();
    let offsets: Vec<u32> = p
        .layout
        .as_ref()
        .unwrap()
        .members
        .iter()
        .map(|m| m.offset)
        .collect();
    assert_eq!(offsets, [0, 20]);
    let _ = std::fs::remove_dir_all(&dir);
}
