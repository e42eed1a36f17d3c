//! Generated layouts on the real device (lavapipe in CI; a missing device fails the test): a
//! render pipeline for Material from the generated pipeline and vertex buffer layouts, and a
//! compute dispatch of Lit whose constant buffer and push block are the generated Pod structs,
//! read back exactly.

use oneshader_codegen_test::{lit, material, LIT_PACK, MATERIALS_PACK};
use oneshader_pack::bytemuck;
use oneshader_pack::runtime::wgpu::{
    create_shader_module, module_entry_name, GpuLayoutOptions, ShaderSourceKind,
};
use oneshader_pack::Pack;
use wgpu::util::DeviceExt;

fn device() -> (wgpu::Device, wgpu::Queue) {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter =
        pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))
            .expect("a Vulkan adapter (lavapipe: mesa-vulkan-drivers) is required");
    pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor::default())).expect("device")
}

/// Fails the test on a validation error inside `f`.
fn checked<T>(device: &wgpu::Device, what: &str, f: impl FnOnce() -> T) -> T {
    let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let value = f();
    if let Some(e) = pollster::block_on(scope.pop()) {
        panic!("{what}: {e}");
    }
    value
}

#[test]
fn material_render_pipeline_from_the_generated_layout() {
    let (device, _queue) = device();
    let pack = Pack::open(MATERIALS_PACK).unwrap();
    let shader = pack.typed::<material::Key>().unwrap();
    for key in material::Key::ALL {
        let kind = ShaderSourceKind::Wgsl;
        let layout =
            material::create_pipeline_layout(&device, key, &GpuLayoutOptions::default()).unwrap();
        let expected_bindings = if key.lighting() == material::LightingValue::None {
            3
        } else {
            4
        };
        assert_eq!(
            layout
                .webgpu
                .groups
                .iter()
                .map(|g| g.entries.len())
                .sum::<usize>(),
            expected_bindings
        );
        assert_eq!(layout.slot("NormalMap").is_some(), expected_bindings == 4);
        let vertex = material::vertex_buffer_layout(key).unwrap();
        assert_eq!(vertex.as_wgpu().array_stride, 32);
        let variant = shader.variant(key);
        let vs = create_shader_module(&device, variant, "VSMain", kind).unwrap();
        let ps = create_shader_module(&device, variant, "PSMain", kind).unwrap();
        let (vs_name, ps_name) = (
            module_entry_name("VSMain", kind),
            module_entry_name("PSMain", kind),
        );
        let pipeline = checked(&device, key.name(), || {
            device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some(key.name()),
                layout: Some(&layout.pipeline_layout),
                vertex: wgpu::VertexState {
                    module: &vs,
                    entry_point: Some(&vs_name),
                    compilation_options: Default::default(),
                    buffers: &[Some(vertex.as_wgpu())],
                },
                primitive: Default::default(),
                depth_stencil: None,
                multisample: Default::default(),
                fragment: Some(wgpu::FragmentState {
                    module: &ps,
                    entry_point: Some(&ps_name),
                    compilation_options: Default::default(),
                    targets: &[Some(wgpu::TextureFormat::Rgba8Unorm.into())],
                }),
                multiview_mask: None,
                cache: None,
            })
        });
        drop(pipeline);
    }
}

/// Dispatches one 8x4 group of Lit's `key` variant with the generated structs' bytes and reads
/// back the 8 `float4`s it writes.
fn run_lit(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    pack: &Pack,
    key: lit::Key,
    scene: &[u8],
) -> Vec<[f32; 4]> {
    let shader = pack.typed::<lit::Key>().unwrap();
    let kind = ShaderSourceKind::Wgsl;
    let layout = lit::create_pipeline_layout(device, key, &GpuLayoutOptions::default()).unwrap();
    let module = create_shader_module(device, shader.variant(key), "CSMain", kind).unwrap();
    let entry = module_entry_name("CSMain", kind);
    let pipeline = checked(device, key.name(), || {
        device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some(key.name()),
            layout: Some(&layout.pipeline_layout),
            module: &module,
            entry_point: Some(&entry),
            compilation_options: Default::default(),
            cache: None,
        })
    });
    let draw = lit::PushConstants::new([1.0; 4], 0);
    let uniform = |bytes: &[u8]| {
        device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: None,
            contents: bytes,
            usage: wgpu::BufferUsages::UNIFORM,
        })
    };
    let scene_buffer = uniform(scene);
    let draw_buffer = uniform(bytemuck::bytes_of(&draw));
    let size = 8 * 16;
    let output = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        mapped_at_creation: false,
    });
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let (group, _) = layout.slot("Scene").unwrap();
    let bind_group = layout
        .bind_group(
            device,
            group,
            &[
                ("Scene", scene_buffer.as_entire_binding()),
                ("Output", output.as_entire_binding()),
                ("Draw", draw_buffer.as_entire_binding()),
            ],
        )
        .unwrap();
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(group, &bind_group, &[]);
        pass.dispatch_workgroups(1, 1, 1);
    }
    encoder.copy_buffer_to_buffer(&output, 0, &readback, 0, size);
    queue.submit([encoder.finish()]);
    readback
        .slice(..)
        .map_async(wgpu::MapMode::Read, |r| r.unwrap());
    device.poll(wgpu::PollType::wait_indefinitely()).unwrap();
    let view = readback.slice(..).get_mapped_range().unwrap();
    bytemuck::pod_collect_to_vec(&view)
}

#[test]
fn lit_compute_reads_the_generated_structs_at_their_offsets() {
    use lit::variants::{shadows_off_lighting_none as off, shadows_on_lighting_pbr as on};
    use lit::{Key, LightingValue};
    let (device, queue) = device();
    let pack = Pack::open(LIT_PACK).unwrap();
    let weights = [
        [1.0, 0.0, 0.0, 0.0],
        [2.0, 0.0, 0.0, 0.0],
        [3.0, 0.0, 0.0, 0.0],
    ];
    let scene_off = off::Scene {
        world: [[0.0; 4]; 4],
        weights,
        sun: off::Light {
            direction: [1.0, 2.0, 3.0],
            intensity: 0.5,
        },
    };
    // Tint * (1 + 2 + 3) * 0.5 + (Direction, 0) + World[0] = (4, 5, 6, 3).
    let out = run_lit(
        &device,
        &queue,
        &pack,
        Key::new(false, LightingValue::None).unwrap(),
        bytemuck::bytes_of(&scene_off),
    );
    assert_eq!(out, vec![[4.0, 5.0, 6.0, 3.0]; 8]);
    let scene_on = on::Scene {
        world: [[0.0; 4]; 4],
        weights,
        sun: on::Light {
            direction: [1.0, 2.0, 3.0],
            intensity: 0.5,
        },
        shadow_params: [2.0; 4],
    };
    // Then times ShadowParams (2) and squared (PBR): (64, 100, 144, 36).
    let out = run_lit(
        &device,
        &queue,
        &pack,
        Key::new(true, LightingValue::Pbr).unwrap(),
        bytemuck::bytes_of(&scene_on),
    );
    assert_eq!(out, vec![[64.0, 100.0, 144.0, 36.0]; 8]);
}
