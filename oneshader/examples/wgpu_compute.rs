//! Compiles an HLSL compute shader, builds its wgpu pipeline with `oneshader::wgpu`, dispatches
//! it on the first Vulkan adapter (lavapipe where there is no GPU), reads the result back,
//! prints it and checks it. Exit code 0 when every value is right, 1 otherwise.
//!
//! `cargo run -p oneshader --features wgpu --example wgpu_compute` (WGSL) or the same with
//! `-- spirv` (SPIR-V, translated by wgpu; `SpirVPassthrough` would hand it to the driver
//! untouched, but passthrough modules take no override constants).

use oneshader::layouts::SpecValue;
use oneshader::wgpu::{
    create_compute_pipeline, DeviceRequirements, GpuPipelineOptions, ShaderSourceKind,
};
use oneshader::{compile, CompileOptions, CompileTarget};
use wgpu::util::DeviceExt;

/// y = x * Scale + Offset for the first Count elements; Offset is a specialization constant.
const SHADER: &str = include_str!("../../assets/shaders/scale.hlsl");

const COUNT: u32 = 100;
const SCALE: f32 = 3.0;
const OFFSET: f32 = 0.25;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let source = match std::env::args().nth(1).as_deref() {
        Some("spirv") => ShaderSourceKind::SpirV,
        _ => ShaderSourceKind::Wgsl,
    };
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
        entry_points: vec![oneshader::EntryPointRequest {
            name: "CSMain".into(),
            stage: Some(oneshader::Stage::Compute),
        }],
        ..CompileOptions::default()
    };
    let result = compile(SHADER, "assets/shaders/scale.hlsl", &options);
    for d in &result.diagnostics {
        eprintln!("{d}");
    }

    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter =
        pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))?;
    let needs = DeviceRequirements::of(&result, source);
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("wgpu_compute"),
        required_features: needs.features & adapter.features(),
        required_limits: needs.limits(wgpu::Limits::default()),
        ..Default::default()
    }))?;
    let info = adapter.get_info();
    println!(
        "device: {} ({}, {:?})",
        info.name, info.driver_info, info.backend
    );

    let pipeline = create_compute_pipeline(
        &device,
        &result,
        "CSMain",
        &GpuPipelineOptions {
            source,
            specialization: vec![("Offset".into(), SpecValue::Float(OFFSET))],
            ..Default::default()
        },
    )?;

    let input: Vec<f32> = (0..COUNT).map(|i| i as f32).collect();
    let mut params = [0u8; 16];
    params[0..4].copy_from_slice(&SCALE.to_le_bytes());
    params[4..8].copy_from_slice(&COUNT.to_le_bytes());
    let params = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("Params"),
        contents: &params,
        usage: wgpu::BufferUsages::UNIFORM,
    });
    let input_buffer = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("Input"),
        contents: bytemuck::cast_slice(&input),
        usage: wgpu::BufferUsages::STORAGE,
    });
    let size = u64::from(COUNT) * 4;
    let output = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("Output"),
        size,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        mapped_at_creation: false,
    });
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    // Resources by their HLSL names; the helper knows their groups and bindings.
    let bind_group = pipeline.layout.bind_group(
        &device,
        0,
        &[
            ("Params", params.as_entire_binding()),
            ("Input", input_buffer.as_entire_binding()),
            ("Output", output.as_entire_binding()),
        ],
    )?;

    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline.pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        let [x, y, z] = pipeline.workgroups_for([COUNT, 1, 1]);
        pass.dispatch_workgroups(x, y, z);
    }
    encoder.copy_buffer_to_buffer(&output, 0, &readback, 0, size);
    queue.submit([encoder.finish()]);
    readback.slice(..).map_async(wgpu::MapMode::Read, |_| {});
    device.poll(wgpu::PollType::wait_indefinitely())?;
    let values: Vec<f32> = bytemuck::cast_slice(&readback.slice(..).get_mapped_range()?).to_vec();

    println!("source: {source:?}");
    println!("first values: {:?}", &values[..8]);
    let wrong: Vec<usize> = (0..COUNT as usize)
        .filter(|&i| values[i] != input[i] * SCALE + OFFSET)
        .collect();
    if wrong.is_empty() {
        println!("all {COUNT} values are x * {SCALE} + {OFFSET}");
        Ok(())
    } else {
        eprintln!("{} wrong values, first at index {}", wrong.len(), wrong[0]);
        std::process::exit(1);
    }
}
