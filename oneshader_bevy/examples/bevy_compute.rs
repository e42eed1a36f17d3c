//! A headless Bevy app that compiles an HLSL compute shader at load time, runs it on the GPU and
//! prints what it wrote.
//!
//! `cargo run -p oneshader_bevy --example bevy_compute --ignore-rust-version` loads
//! `assets/shaders/bevy_compute.hlsl` (settings in its `.meta`, an `#include` beside it),
//! dispatches `Squares` over 16 numbers, reads the buffer back, prints it and exits. With
//! `-- --watch` it keeps running and prints the numbers whenever they change: edit the shader or
//! its include and the new version is swapped in; a broken or interface-changing edit is reported
//! and the last good shader keeps running.

use bevy::app::{AppExit, ScheduleRunnerPlugin};
use bevy::asset::{AssetPlugin, RenderAssetUsages};
use bevy::prelude::*;
use bevy::render::gpu_readback::{Readback, ReadbackComplete};
use bevy::render::storage::ShaderBuffer;
use bevy::window::{ExitCondition, WindowPlugin};
use oneshader_bevy::{HlslComputeJob, HlslComputePlugin, OneShaderPlugin, ShaderReloadReport};
use std::time::Duration;

const COUNT: u32 = 16;

#[derive(Resource)]
struct Watch(bool);

#[derive(Resource, Default)]
struct Printed(Option<Vec<u32>>);

fn main() -> AppExit {
    let watch = std::env::args().any(|a| a == "--watch");
    App::new()
        .add_plugins((
            DefaultPlugins
                .set(AssetPlugin {
                    file_path: asset_folder(),
                    watch_for_changes_override: Some(watch),
                    ..default()
                })
                .set(WindowPlugin {
                    primary_window: None,
                    exit_condition: ExitCondition::DontExit,
                    ..default()
                })
                // Headless: the workspace's dev build has winit for the windowed example.
                .disable::<bevy::winit::WinitPlugin>(),
            ScheduleRunnerPlugin::run_loop(Duration::from_millis(16)),
            OneShaderPlugin,
            HlslComputePlugin,
        ))
        .insert_resource(Watch(watch))
        .init_resource::<Printed>()
        .add_systems(Startup, setup)
        .add_systems(Update, print_reload_reports)
        .run()
}

/// The repository's `assets/` (this package is `oneshader_bevy/` in it), so the example finds
/// the shipped shaders wherever it is started from.
fn asset_folder() -> String {
    let package = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    package
        .parent()
        .unwrap_or(package)
        .join("assets")
        .display()
        .to_string()
}

fn setup(
    mut commands: Commands,
    assets: Res<AssetServer>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
) {
    let output = buffers.add(ShaderBuffer::new(
        vec![0u32; COUNT as usize],
        RenderAssetUsages::default(),
    ));
    commands.insert_resource(HlslComputeJob {
        shader: assets.load("shaders/bevy_compute.hlsl"),
        entry: "Squares".into(),
        buffers: vec![("Output".into(), output.clone())],
        workgroups: [COUNT / 8, 1, 1],
    });
    commands
        .spawn(Readback::buffer(output))
        .observe(print_result);
}

fn print_result(
    event: On<ReadbackComplete>,
    watch: Res<Watch>,
    mut printed: ResMut<Printed>,
    mut exit: MessageWriter<AppExit>,
) {
    let numbers: Vec<u32> = event
        .data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    // The buffer reads back as zeros until the pipeline has been built and dispatched.
    if numbers.iter().all(|&n| n == 0) || printed.0.as_ref() == Some(&numbers) {
        return;
    }
    println!("{numbers:?}");
    printed.0 = Some(numbers);
    if !watch.0 {
        exit.write(AppExit::Success);
    }
}

fn print_reload_reports(mut reports: MessageReader<ShaderReloadReport>) {
    for report in reports.read() {
        println!("{report}");
    }
}
