//! A real headless Bevy app on a Vulkan device (lavapipe in CI; no device fails the test) loads
//! an HLSL compute shader from a temporary asset folder, dispatches it every frame and reads the
//! result back; then the files are edited while the app runs: a body edit and an include edit
//! change the numbers, a broken edit and an incompatible edit keep the last good numbers and
//! report why (line and code; the moved cbuffer member), and a good edit after them is picked up
//! again. The time from saving a file to the new numbers is printed, not asserted.

use bevy::app::{App, PluginsState};
use bevy::asset::{AssetPlugin, Assets, RenderAssetUsages};
use bevy::ecs::message::Messages;
use bevy::prelude::*;
use bevy::render::gpu_readback::{Readback, ReadbackComplete};
use bevy::render::pipelined_rendering::PipelinedRenderingPlugin;
use bevy::render::render_resource::BufferUsages;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::settings::{Backends, RenderCreation, WgpuSettings};
use bevy::render::storage::ShaderBuffer;
use bevy::render::RenderPlugin;
use bevy::window::{ExitCondition, WindowPlugin};
use oneshader::compat::Difference;
use oneshader_bevy::{
    HlslComputeJob, HlslComputePlugin, OneShaderPlugin, ReloadOutcome, ShaderReloadReport,
};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const SHADER: &str = r#"#include "common.hlsli"

cbuffer Params : register(b0)
{
    uint Scale;
    uint Offset;
};

RWStructuredBuffer<uint> Output : register(u1);

[shader("compute")]
[numthreads(4, 1, 1)]
void Main(uint3 id : SV_DispatchThreadID)
{
    Output[id.x] = id.x * Scale + Offset + Bias();
}
"#;

const COMMON: &str = "uint Bias() { return 0; }\n";

/// Long enough for lavapipe on a busy 2-core machine; reloads take well under a second.
const TIMEOUT: Duration = Duration::from_secs(90);
/// Longer than the file watcher's 300 ms debounce.
const SETTLE: Duration = Duration::from_millis(800);

/// The last numbers read back from the GPU.
#[derive(Resource, Default)]
struct Latest(Option<Vec<u32>>);

struct Harness {
    app: App,
    dir: PathBuf,
    reports: Vec<ShaderReloadReport>,
}

impl Harness {
    fn new(dir: PathBuf) -> Harness {
        let mut app = App::new();
        app.add_plugins((
            DefaultPlugins
                .set(AssetPlugin {
                    file_path: dir.to_string_lossy().into_owned(),
                    watch_for_changes_override: Some(true),
                    ..default()
                })
                .set(WindowPlugin {
                    primary_window: None,
                    exit_condition: ExitCondition::DontExit,
                    ..default()
                })
                .set(RenderPlugin {
                    render_creation: RenderCreation::Automatic(Box::new(WgpuSettings {
                        backends: Some(Backends::VULKAN),
                        ..default()
                    })),
                    synchronous_pipeline_compilation: true,
                    ..default()
                })
                .disable::<PipelinedRenderingPlugin>()
                // The workspace's dev build has winit for the windowed example; no window here.
                .disable::<bevy::winit::WinitPlugin>(),
            OneShaderPlugin,
            HlslComputePlugin,
        ));
        app.init_resource::<Latest>();
        // The renderer is created asynchronously; without a device it never becomes ready.
        let start = Instant::now();
        while app.plugins_state() == PluginsState::Adding {
            assert!(
                start.elapsed() < TIMEOUT,
                "no Vulkan device came up: install mesa-vulkan-drivers (lavapipe)"
            );
            bevy::tasks::tick_global_task_pools_on_main_thread();
            std::thread::sleep(Duration::from_millis(1));
        }
        app.finish();
        app.cleanup();
        let adapter = app
            .world()
            .get_resource::<RenderAdapterInfo>()
            .expect("no Vulkan device: install mesa-vulkan-drivers (lavapipe)");
        eprintln!("adapter: {} ({:?})", adapter.name, adapter.backend);

        let world = app.world_mut();
        let shader = world.resource::<AssetServer>().load("shaders/compute.hlsl");
        let mut buffers = world.resource_mut::<Assets<ShaderBuffer>>();
        let mut params = ShaderBuffer::new(vec![2u32, 1, 0, 0], RenderAssetUsages::default());
        params.buffer_usage = BufferUsages::UNIFORM | BufferUsages::COPY_DST;
        let params = buffers.add(params);
        let output = buffers.add(ShaderBuffer::new(
            vec![0u32; 4],
            RenderAssetUsages::default(),
        ));
        world.insert_resource(HlslComputeJob {
            shader,
            entry: "Main".into(),
            buffers: vec![("Params".into(), params), ("Output".into(), output.clone())],
            workgroups: [1, 1, 1],
        });
        world.spawn(Readback::buffer(output)).observe(
            |event: On<ReadbackComplete>, mut latest: ResMut<Latest>| {
                let words = event
                    .data
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                latest.0 = Some(words);
            },
        );
        Harness {
            app,
            dir,
            reports: Vec::new(),
        }
    }

    fn update(&mut self) {
        self.app.update();
        let mut messages = self
            .app
            .world_mut()
            .resource_mut::<Messages<ShaderReloadReport>>();
        self.reports.extend(messages.drain());
        std::thread::sleep(Duration::from_millis(5));
    }

    fn latest(&self) -> Option<Vec<u32>> {
        self.app.world().resource::<Latest>().0.clone()
    }

    /// Runs frames until the GPU returns `expected`; the time it took.
    fn wait_for(&mut self, expected: &[u32], what: &str) -> Duration {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            self.update();
            if self.latest().as_deref() == Some(expected) {
                return start.elapsed();
            }
        }
        panic!(
            "{what}: expected {expected:?}, read {:?}; reports: {:#?}",
            self.latest(),
            self.reports
        );
    }

    /// Runs frames until a report that `wanted` accepts arrives; returns it.
    fn wait_for_report(
        &mut self,
        what: &str,
        wanted: impl Fn(&ReloadOutcome) -> bool,
    ) -> ShaderReloadReport {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            self.update();
            if let Some(i) = self.reports.iter().position(|r| wanted(&r.outcome)) {
                return self.reports.remove(i);
            }
        }
        panic!(
            "{what}: no such report in {:#?}; read {:?}",
            self.reports,
            self.latest()
        );
    }

    /// Runs frames for `time` (past the watcher's 300 ms debounce), then forgets the reports.
    fn settle(&mut self, time: Duration) {
        let start = Instant::now();
        while start.elapsed() < time {
            self.update();
        }
        self.reports.clear();
    }

    fn write(&self, name: &str, text: &str) {
        write_file(&self.dir.join(name), text);
    }
}

fn write_file(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn hlsl_compute_shader_runs_and_hot_reloads_safely() {
    let dir = std::env::temp_dir().join(format!("oneshader_bevy_reload_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    write_file(&dir.join("shaders/compute.hlsl"), SHADER);
    write_file(&dir.join("shaders/common.hlsli"), COMMON);
    let mut h = Harness::new(dir.clone());

    // First load: id * 2 + 1.
    h.wait_for(&[1, 3, 5, 7], "first load");
    let first = h.reports.remove(0);
    assert_eq!(first.path, "shaders/compute.hlsl");
    assert_eq!(first.outcome, ReloadOutcome::Loaded);
    // Let the watcher settle past the initial writes' debounce.
    h.settle(SETTLE);

    let mut timings = Vec::new();
    // A body edit is compatible: the new numbers arrive.
    h.write(
        "shaders/compute.hlsl",
        &SHADER.replace("id.x * Scale", "id.x * Scale * 10"),
    );
    timings.push(h.wait_for(&[1, 21, 41, 61], "body edit"));
    h.wait_for_report("body edit", |o| *o == ReloadOutcome::Replaced);
    h.settle(SETTLE);

    // Editing the include reloads the shader that includes it.
    h.write("shaders/common.hlsli", "uint Bias() { return 100; }\n");
    timings.push(h.wait_for(&[101, 121, 141, 161], "include edit"));
    h.settle(SETTLE);

    // A broken edit on line 15: reported with its line, and the last good shader keeps running.
    h.write(
        "shaders/compute.hlsl",
        &SHADER.replace("id.x * Scale + Offset", "id.x * Scale + Ofset"),
    );
    let report = h.wait_for_report("broken edit", |o| {
        matches!(o, ReloadOutcome::CompileFailed { .. })
    });
    let ReloadOutcome::CompileFailed {
        diagnostics,
        kept_last_good,
    } = &report.outcome
    else {
        panic!("expected a compile failure, got {report}");
    };
    assert!(kept_last_good);
    let error = diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert_eq!(
        (error.file.as_str(), error.line),
        ("shaders/compute.hlsl", 15),
        "{error}"
    );
    assert!(
        report.to_string().contains("shaders/compute.hlsl(15,"),
        "{report}"
    );
    h.settle(SETTLE);
    assert_eq!(h.latest().as_deref(), Some(&[101, 121, 141, 161][..]));

    // An incompatible edit: a member inserted before Scale moves it; the old shader stays.
    h.write(
        "shaders/compute.hlsl",
        &SHADER.replace("    uint Scale;", "    uint Extra;\n    uint Scale;"),
    );
    let report = h.wait_for_report("incompatible edit", |o| {
        matches!(o, ReloadOutcome::Incompatible { .. })
    });
    let ReloadOutcome::Incompatible { report: compat } = &report.outcome else {
        panic!("expected an incompatible interface, got {report}");
    };
    assert!(
        compat.differences.contains(&Difference::MemberMoved {
            path: "Params.Scale".into(),
            from: 0,
            to: 4,
        }),
        "{compat}"
    );
    assert!(
        report
            .to_string()
            .contains("Params.Scale moved from offset 0 to 4"),
        "{report}"
    );
    h.settle(SETTLE);
    assert_eq!(h.latest().as_deref(), Some(&[101, 121, 141, 161][..]));

    // After the failures, a good edit is swapped in again.
    h.write(
        "shaders/compute.hlsl",
        &SHADER.replace("id.x * Scale", "id.x * Scale * 3"),
    );
    timings.push(h.wait_for(&[101, 107, 113, 119], "edit after failures"));

    let ms: Vec<u128> = timings.iter().map(Duration::as_millis).collect();
    eprintln!("save -> new pipeline's numbers read back (ms): {ms:?}");
    drop(h);
    let _ = std::fs::remove_dir_all(&dir);
}
