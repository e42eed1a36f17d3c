//! `oneshader::wgpu` on a real Vulkan device (lavapipe where there is no GPU): compute and render
//! pipelines built by the helpers from HLSL, run, and read back, from WGSL, from SPIR-V through
//! naga and from SPIR-V passed through to the driver. A missing device fails these tests.

use oneshader::layouts::SpecValue;
use oneshader::wgpu::{
    create_compute_pipeline, create_render_pipeline, DeviceRequirements, GpuComputePipeline,
    GpuPipelineOptions, RenderPipelineSpec, ShaderSourceKind, WgpuError,
};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};
use wgpu::util::DeviceExt;

struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
}

/// The first Vulkan adapter, with immediates and passthrough when it has them.
fn gpu() -> Gpu {
    gpu_with(wgpu::Features::empty())
}

/// [`gpu`] with `required` enabled too; an adapter without them fails the test.
fn gpu_with(required: wgpu::Features) -> Gpu {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter = pollster::block_on(instance.request_adapter(&Default::default()))
        .expect("a Vulkan adapter (install mesa-vulkan-drivers for lavapipe)");
    let missing = required - adapter.features();
    assert!(
        missing.is_empty(),
        "the adapter {:?} lacks {missing:?}",
        adapter.get_info().name
    );
    let wanted = wgpu::Features::IMMEDIATES | wgpu::Features::PASSTHROUGH_SHADERS;
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("wgpu_compute tests"),
        required_features: (wanted & adapter.features()) | required,
        required_limits: wgpu::Limits {
            max_immediate_size: adapter.limits().max_immediate_size,
            ..Default::default()
        },
        ..Default::default()
    }))
    .expect("a device");
    Gpu { device, queue }
}

fn compiled(source: &str, options: CompileOptions) -> CompileResult {
    let result = compile(
        source,
        "Test.hlsl",
        &CompileOptions {
            targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
            ..options
        },
    );
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{messages:?}");
    result
}

fn storage(gpu: &Gpu, contents: &[u8], usage: wgpu::BufferUsages) -> wgpu::Buffer {
    gpu.device
        .create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: None,
            contents,
            usage,
        })
}

/// Copies `buffer` to a mappable one and returns its bytes.
fn read_back(
    gpu: &Gpu,
    encoder: wgpu::CommandEncoder,
    copy: impl FnOnce(&mut wgpu::CommandEncoder, &wgpu::Buffer),
    size: u64,
) -> Vec<u8> {
    let mut encoder = encoder;
    let readback = gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    copy(&mut encoder, &readback);
    gpu.queue.submit([encoder.finish()]);
    readback.slice(..).map_async(wgpu::MapMode::Read, |_| {});
    gpu.device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("poll");
    let view = readback.slice(..).get_mapped_range().expect("mapped");
    view.to_vec()
}

/// y = x * Scale + Offset; the example runs the same file.
const SCALE: &str = include_str!("../../assets/shaders/scale.hlsl");

const COUNT: u32 = 100;

fn compute_options() -> CompileOptions {
    CompileOptions {
        entry_points: vec![oneshader::EntryPointRequest {
            name: "CSMain".into(),
            stage: Some(oneshader::Stage::Compute),
        }],
        ..CompileOptions::default()
    }
}

/// Dispatches `pipeline` over COUNT threads with group 0 bound from `resources` and returns
/// `Output`'s floats.
fn dispatch(
    gpu: &Gpu,
    pipeline: &GpuComputePipeline,
    resources: &[(&str, wgpu::BindingResource<'_>)],
    output: &wgpu::Buffer,
    immediates: Option<&[u8]>,
) -> Vec<f32> {
    let bind_group = pipeline
        .layout
        .bind_group(&gpu.device, 0, resources)
        .expect("bind group");
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline.pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        if let Some(data) = immediates {
            pass.set_immediates(0, data);
        }
        let [x, y, z] = pipeline.workgroups_for([COUNT, 1, 1]);
        pass.dispatch_workgroups(x, y, z);
    }
    let size = output.size();
    let bytes = read_back(
        gpu,
        encoder,
        |e, r| e.copy_buffer_to_buffer(output, 0, r, 0, size),
        size,
    );
    bytemuck::cast_slice(&bytes).to_vec()
}

/// Dispatches a pipeline whose only resources are `Input` (floats) and `Output` (`outputs`
/// floats, zeroed) and returns `Output`.
fn run_input_output(
    gpu: &Gpu,
    pipeline: &GpuComputePipeline,
    input: &[f32],
    outputs: usize,
) -> Vec<f32> {
    let input = storage(
        gpu,
        bytemuck::cast_slice(input),
        wgpu::BufferUsages::STORAGE,
    );
    let output = storage(
        gpu,
        &vec![0u8; outputs * 4],
        wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
    );
    dispatch(
        gpu,
        pipeline,
        &[
            ("Input", input.as_entire_binding()),
            ("Output", output.as_entire_binding()),
        ],
        &output,
        None,
    )
}

fn run_scale(gpu: &Gpu, result: &CompileResult, options: &GpuPipelineOptions) -> Vec<f32> {
    let pipeline = create_compute_pipeline(&gpu.device, result, "CSMain", options)
        .unwrap_or_else(|e| panic!("{:?}: {e}", options.source));
    let mut params = [0u8; 16];
    params[0..4].copy_from_slice(&3.0f32.to_le_bytes());
    params[4..8].copy_from_slice(&COUNT.to_le_bytes());
    let params = storage(gpu, &params, wgpu::BufferUsages::UNIFORM);
    let input: Vec<f32> = (0..COUNT).map(|i| i as f32).collect();
    let input = storage(
        gpu,
        bytemuck::cast_slice(&input),
        wgpu::BufferUsages::STORAGE,
    );
    // One more element than dispatched: it must stay untouched (the `Count` guard).
    let output = storage(
        gpu,
        &vec![0u8; (COUNT as usize + 1) * 4],
        wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
    );
    dispatch(
        gpu,
        &pipeline,
        &[
            ("Params", params.as_entire_binding()),
            ("Input", input.as_entire_binding()),
            ("Output", output.as_entire_binding()),
        ],
        &output,
        None,
    )
}

fn expected(offset: f32) -> Vec<f32> {
    let mut v: Vec<f32> = (0..COUNT).map(|i| i as f32 * 3.0 + offset).collect();
    v.push(0.0);
    v
}

#[test]
fn the_scale_shader_computes_the_same_numbers_from_every_source() {
    let gpu = gpu();
    let result = compiled(SCALE, compute_options());
    for source in [ShaderSourceKind::Wgsl, ShaderSourceKind::SpirV] {
        let options = GpuPipelineOptions {
            source,
            specialization: vec![("Offset".into(), SpecValue::Float(0.25))],
            ..Default::default()
        };
        assert_eq!(
            run_scale(&gpu, &result, &options),
            expected(0.25),
            "{source:?}"
        );
        // The default value of the specialization constant.
        let defaults = GpuPipelineOptions {
            source,
            ..Default::default()
        };
        assert_eq!(
            run_scale(&gpu, &result, &defaults),
            expected(0.5),
            "{source:?}"
        );
    }
    assert!(gpu
        .device
        .features()
        .contains(wgpu::Features::PASSTHROUGH_SHADERS));
    let passthrough = GpuPipelineOptions {
        source: ShaderSourceKind::SpirVPassthrough,
        ..Default::default()
    };
    assert_eq!(run_scale(&gpu, &result, &passthrough), expected(0.5));
}

#[test]
fn passthrough_refuses_values_it_would_ignore() {
    let gpu = gpu();
    let result = compiled(SCALE, compute_options());
    let options = GpuPipelineOptions {
        source: ShaderSourceKind::SpirVPassthrough,
        specialization: vec![("Offset".into(), SpecValue::Float(0.25))],
        ..Default::default()
    };
    let err =
        create_compute_pipeline(&gpu.device, &result, "CSMain", &options).expect_err("refused");
    assert!(matches!(err, WgpuError::Unsupported(_)), "{err}");
}

const PUSH: &str = r#"
struct Push { float Scale; uint Count; float Offset; };
[[vk::push_constant]] ConstantBuffer<Push> Draw;
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> Output : register(u1);

[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Draw.Count)
        return;
    Output[id.x] = Input[id.x] * Draw.Scale + Draw.Offset;
}
"#;

#[test]
fn push_constants_arrive_as_a_uniform_buffer_or_as_immediates() {
    let gpu = gpu();
    let mut push = [0u8; 16];
    push[0..4].copy_from_slice(&3.0f32.to_le_bytes());
    push[4..8].copy_from_slice(&COUNT.to_le_bytes());
    push[8..12].copy_from_slice(&0.75f32.to_le_bytes());
    let input: Vec<f32> = (0..COUNT).map(|i| i as f32).collect();
    let cases = [
        (false, ShaderSourceKind::Wgsl),
        (true, ShaderSourceKind::Wgsl),
        (false, ShaderSourceKind::SpirV),
        (false, ShaderSourceKind::SpirVPassthrough),
    ];
    for (wgsl_immediates, source) in cases {
        let result = compiled(
            PUSH,
            CompileOptions {
                wgsl_immediates,
                ..compute_options()
            },
        );
        let options = GpuPipelineOptions {
            source,
            ..Default::default()
        };
        let pipeline = create_compute_pipeline(&gpu.device, &result, "CSMain", &options)
            .unwrap_or_else(|e| panic!("{source:?}: {e}"));
        let as_uniform = source == ShaderSourceKind::Wgsl && !wgsl_immediates;
        // WGSL's immediate block is whole 16-byte rows; SPIR-V's is the struct's 12 bytes.
        let immediate_size = match (as_uniform, source) {
            (true, _) => 0,
            (false, ShaderSourceKind::Wgsl) => 16,
            (false, _) => 12,
        };
        assert_eq!(
            pipeline.layout.immediate_size, immediate_size,
            "{source:?} immediates {wgsl_immediates}"
        );
        let input = storage(
            &gpu,
            bytemuck::cast_slice(&input),
            wgpu::BufferUsages::STORAGE,
        );
        let output = storage(
            &gpu,
            &vec![0u8; (COUNT as usize + 1) * 4],
            wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        );
        let block = storage(&gpu, &push, wgpu::BufferUsages::UNIFORM);
        let mut resources = vec![
            ("Input", input.as_entire_binding()),
            ("Output", output.as_entire_binding()),
        ];
        if as_uniform {
            resources.push(("Draw", block.as_entire_binding()));
        }
        let values = dispatch(
            &gpu,
            &pipeline,
            &resources,
            &output,
            (!as_uniform).then_some(&push[..immediate_size as usize]),
        );
        assert_eq!(
            values,
            expected(0.75),
            "{source:?} immediates {wgsl_immediates}"
        );
    }
}

/// `half` arithmetic with 16-bit types on: the odd threads add 1 to 2048 in halves, where
/// the next value is 2050, so a float computation would show as 2049.
const HALF_MATH: &str = r#"
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> Output : register(u1);
[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= 100)
        return;
    half h = (half)Input[id.x];
    half scaled = h * (half)2.5 + (half)0.5;
    half big = (half)2048.0 + (half)(id.x & 1);
    Output[id.x] = (float)scaled + (float)big;
}
"#;

#[test]
fn half_arithmetic_runs_on_a_device_created_with_the_required_features() {
    let result = compiled(
        HALF_MATH,
        CompileOptions {
            enable_16bit_types: true,
            ..compute_options()
        },
    );
    let requirements = DeviceRequirements::of(&result, ShaderSourceKind::Wgsl);
    assert!(
        requirements.features.contains(wgpu::Features::SHADER_F16),
        "{requirements:?}"
    );
    let gpu = gpu_with(requirements.features);
    requirements
        .check(&gpu.device)
        .expect("the device has them");
    let options = GpuPipelineOptions {
        source: ShaderSourceKind::Wgsl,
        ..Default::default()
    };
    let pipeline =
        create_compute_pipeline(&gpu.device, &result, "CSMain", &options).expect("pipeline");
    let input: Vec<f32> = (0..COUNT).map(|i| i as f32).collect();
    let values = run_input_output(&gpu, &pipeline, &input, COUNT as usize + 1);
    let mut expected: Vec<f32> = (0..COUNT).map(|i| i as f32 * 2.5 + 0.5 + 2048.0).collect();
    expected.push(0.0);
    assert_eq!(values, expected);
}

#[test]
fn bind_groups_are_made_by_name_and_check_the_names() {
    let gpu = gpu();
    let result = compiled(SCALE, compute_options());
    let pipeline = create_compute_pipeline(&gpu.device, &result, "CSMain", &Default::default())
        .expect("pipeline");
    assert_eq!(pipeline.layout.slot("Output"), Some((0, 2)));
    assert_eq!(pipeline.layout.slot("Nothing"), None);
    let buffer = storage(
        &gpu,
        &[0u8; 16],
        wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::UNIFORM,
    );
    let err = pipeline
        .layout
        .bind_group(&gpu.device, 0, &[("Outptu", buffer.as_entire_binding())])
        .expect_err("unknown");
    assert_eq!(
        err.to_string(),
        "The pipeline layout binds no resource named 'Outptu'. Use one of: Params, Input, Output."
    );
    let err = pipeline
        .layout
        .bind_group(&gpu.device, 0, &[("Output", buffer.as_entire_binding())])
        .expect_err("missing");
    assert_eq!(
        err.to_string(),
        "Bind group 0 also needs: 'Params' (binding 0), 'Input' (binding 1)."
    );
    let err = pipeline
        .layout
        .bind_group(&gpu.device, 3, &[])
        .expect_err("no group");
    assert_eq!(
        err.to_string(),
        "The pipeline layout has no bind group 3 (groups in use: 0)."
    );
    let err = create_compute_pipeline(&gpu.device, &result, "VSMain", &Default::default())
        .expect_err("no entry");
    assert_eq!(
        err.to_string(),
        "The compile result has no entry point 'VSMain'. Use one of: CSMain."
    );
}

const QUAD: &str = r#"
cbuffer Frame : register(b0) { float4 Tint; };
struct VSIn { float2 Position : POSITION; [[oneshader::format("unorm8x4")]] float4 Color : COLOR0; };
struct VSOut { float4 Position : SV_Position; float4 Color : COLOR0; };

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.Position = float4(i.Position, 0, 1);
    o.Color = i.Color;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target { return i.Color * Tint; }
"#;

/// Draws one triangle covering a 4x4 target and returns its pixels (RGBA8).
fn draw_quad(gpu: &Gpu, result: &CompileResult, source: ShaderSourceKind) -> Vec<u8> {
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let spec = RenderPipelineSpec {
        vertex_entry: "VSMain".into(),
        fragment_entry: Some("PSMain".into()),
        color_targets: vec![Some(format.into())],
        ..Default::default()
    };
    let options = GpuPipelineOptions {
        source,
        ..Default::default()
    };
    let pipeline = create_render_pipeline(&gpu.device, result, &spec, &options)
        .unwrap_or_else(|e| panic!("{source:?}: {e}"));
    let layout = pipeline.vertex_buffer.as_ref().expect("vertex buffer");
    assert_eq!(layout.array_stride, 12);
    // Position float2 then an RGBA8 colour: (255, 128, 0, 255).
    let mut vertices = Vec::new();
    for (x, y) in [(-1.0f32, -1.0f32), (3.0, -1.0), (-1.0, 3.0)] {
        vertices.extend_from_slice(&x.to_le_bytes());
        vertices.extend_from_slice(&y.to_le_bytes());
        vertices.extend_from_slice(&[255, 128, 0, 255]);
    }
    let vertices = storage(gpu, &vertices, wgpu::BufferUsages::VERTEX);
    let mut tint = Vec::new();
    for c in [0.0f32, 1.0, 1.0, 1.0] {
        tint.extend_from_slice(&c.to_le_bytes());
    }
    let frame = storage(gpu, &tint, wgpu::BufferUsages::UNIFORM);
    let bind_group = pipeline
        .layout
        .bind_group(&gpu.device, 0, &[("Frame", frame.as_entire_binding())])
        .expect("bind group");
    let target = gpu.device.create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let view = target.create_view(&Default::default());
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        pass.set_pipeline(&pipeline.pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.set_vertex_buffer(0, vertices.slice(..));
        pass.draw(0..3, 0..1);
    }
    // Rows are padded to 256 bytes for the copy.
    let bytes = read_back(
        gpu,
        encoder,
        |e, r| {
            e.copy_texture_to_buffer(
                target.as_image_copy(),
                wgpu::TexelCopyBufferInfo {
                    buffer: r,
                    layout: wgpu::TexelCopyBufferLayout {
                        offset: 0,
                        bytes_per_row: Some(256),
                        rows_per_image: Some(4),
                    },
                },
                wgpu::Extent3d {
                    width: 4,
                    height: 4,
                    depth_or_array_layers: 1,
                },
            )
        },
        256 * 4,
    );
    bytes
        .chunks(256)
        .flat_map(|row| row[..16].to_vec())
        .collect()
}

#[test]
fn a_render_pipeline_draws_with_the_shaders_vertex_layout() {
    let gpu = gpu();
    let result = compiled(QUAD, CompileOptions::default());
    assert_draws_the_tinted_quad(&gpu, &result);
}

/// [`draw_quad`] from WGSL, SPIR-V through naga and SPIR-V passed through gives the vertex
/// colour (255, 128, 0, 255) times the tint (0, 1, 1, 1) everywhere: exact in unorm8.
fn assert_draws_the_tinted_quad(gpu: &Gpu, result: &CompileResult) {
    for source in [
        ShaderSourceKind::Wgsl,
        ShaderSourceKind::SpirV,
        ShaderSourceKind::SpirVPassthrough,
    ] {
        let pixels = draw_quad(gpu, result, source);
        let expected: Vec<u8> = [0u8, 128, 0, 255].repeat(16);
        assert_eq!(pixels, expected, "{source:?}");
    }
}

const COUNTED: &str = r#"
RWStructuredBuffer<uint> Items : register(u0);
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {
    if (id.x < 100) {
        Items[Items.IncrementCounter()] = id.x + 1;
    }
}
"#;

/// A buffer's hidden counter is a binding of the pipeline layout too (`counter.var.Items`):
/// bound by name, it counts every thread, and each thread's slot is written once.
#[test]
fn a_hidden_counter_is_in_the_layout_and_counts_on_the_device() {
    let gpu = gpu();
    let result = compiled(COUNTED, compute_options());
    for source in [
        ShaderSourceKind::Wgsl,
        ShaderSourceKind::SpirV,
        ShaderSourceKind::SpirVPassthrough,
    ] {
        let options = GpuPipelineOptions {
            source,
            ..Default::default()
        };
        let pipeline = create_compute_pipeline(&gpu.device, &result, "CSMain", &options)
            .unwrap_or_else(|e| panic!("{source:?}: {e}"));
        assert_eq!(pipeline.layout.slot("counter.var.Items"), Some((0, 1)));
        let items = storage(
            &gpu,
            &[0u8; 100 * 4],
            wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        );
        let counter = storage(
            &gpu,
            &[0u8; 4],
            wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        );
        let values = dispatch(
            &gpu,
            &pipeline,
            &[
                ("Items", items.as_entire_binding()),
                ("counter.var.Items", counter.as_entire_binding()),
            ],
            &items,
            None,
        );
        let mut written: Vec<u32> = values.iter().map(|v| v.to_bits()).collect();
        written.sort_unstable();
        assert_eq!(written, (1..=100).collect::<Vec<u32>>(), "{source:?}");
        let count = read_back(
            &gpu,
            gpu.device.create_command_encoder(&Default::default()),
            |e, r| e.copy_buffer_to_buffer(&counter, 0, r, 0, 4),
            4,
        );
        assert_eq!(
            u32::from_le_bytes(count[..4].try_into().unwrap()),
            100,
            "{source:?}"
        );
    }
}

/// Shader Model 6.8's `Barrier` between groupshared writes and reads: each group of 64
/// threads reverses its slice of `Input` (doubled) through `Tile`.
const REVERSE_WITH_BARRIER: &str = "\
StructuredBuffer<float> Input;
RWStructuredBuffer<float> Output;
groupshared float Tile[64];
[numthreads(64, 1, 1)]
void CSMain(uint3 group : SV_GroupID, uint i : SV_GroupIndex) {
    uint base = group.x * 64;
    Tile[i] = base + i < 100 ? Input[base + i] * 2.0 : -1.0;
    Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE);
    Output[base + i] = Tile[63 - i];
}
";

#[test]
fn a_shader_model_6_8_barrier_orders_groupshared_memory_on_the_device() {
    let gpu = gpu();
    let result = compiled(
        REVERSE_WITH_BARRIER,
        CompileOptions {
            shader_model: oneshader::ShaderModel { major: 6, minor: 8 },
            ..compute_options()
        },
    );
    let input: Vec<f32> = (0..COUNT).map(|i| i as f32).collect();
    let want: Vec<f32> = (0..128u32)
        .map(|t| {
            let j = t / 64 * 64 + 63 - t % 64;
            if j < COUNT {
                j as f32 * 2.0
            } else {
                -1.0
            }
        })
        .collect();
    for source in [ShaderSourceKind::Wgsl, ShaderSourceKind::SpirVPassthrough] {
        let options = GpuPipelineOptions {
            source,
            ..Default::default()
        };
        let pipeline = create_compute_pipeline(&gpu.device, &result, "CSMain", &options)
            .unwrap_or_else(|e| panic!("{source:?}: {e}"));
        let got = run_input_output(&gpu, &pipeline, &input, 128);
        assert_eq!(got, want, "{source:?}");
    }
}

/// QUAD with its attributes and varyings in structs named by one semantic each (DXC's rule:
/// the members take `ATTRIBUTE0`, `ATTRIBUTE1`, and `COLOR0`, `COLOR1`, in order).
const QUAD_SEMANTIC_STRUCTS: &str = r#"
cbuffer Frame : register(b0) { float4 Tint; };
struct Attributes { float2 Position; [[oneshader::format("unorm8x4")]] float4 Color; };
struct VSIn { Attributes a : ATTRIBUTE0; };
struct Varyings { float4 Color; float Weight; };
struct VSOut { float4 Position : SV_Position; Varyings v : COLOR0; };

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.Position = float4(i.a.Position, 0, 1);
    o.v.Color = i.a.Color;
    o.v.Weight = 0.5;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target { return i.v.Color * Tint * (i.v.Weight * 2); }
"#;

#[test]
fn a_semantic_on_a_struct_member_names_its_members_in_order_and_draws() {
    let gpu = gpu();
    let result = compiled(QUAD_SEMANTIC_STRUCTS, CompileOptions::default());
    assert!(result.diagnostics.is_empty(), "{:?}", result.diagnostics);
    let reflection = result.reflection.as_ref().expect("reflection");
    let semantics = |entry: &str, outputs: bool| -> Vec<(String, String, u32, Option<u32>)> {
        let e = reflection
            .entry_points
            .iter()
            .find(|e| e.name == entry)
            .expect("entry");
        let vars = if outputs { &e.outputs } else { &e.inputs };
        vars.iter()
            .map(|v| {
                (
                    v.name.clone(),
                    v.semantic.clone(),
                    v.semantic_index,
                    v.location,
                )
            })
            .collect()
    };
    let s = |name: &str, semantic: &str, index: u32, location: Option<u32>| {
        (name.to_string(), semantic.to_string(), index, location)
    };
    assert_eq!(
        semantics("VSMain", false),
        vec![
            s("Position", "ATTRIBUTE", 0, Some(0)),
            s("Color", "ATTRIBUTE", 1, Some(1)),
        ]
    );
    assert_eq!(
        semantics("VSMain", true),
        vec![
            s("Position", "SV_Position", 0, None),
            s("Color", "COLOR", 0, Some(0)),
            s("Weight", "COLOR", 1, Some(1)),
        ]
    );
    assert_draws_the_tinted_quad(&gpu, &result);
}
