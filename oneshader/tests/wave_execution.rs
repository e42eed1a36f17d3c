//! Wave and quad intrinsics run on a real Vulkan device (lavapipe where there is no GPU),
//! from our SPIR-V passed through to the driver and from our WGSL through wgpu, with the
//! expected values computed here from the lane count the shader reports (8 on lavapipe with
//! AVX2, 4 on SwiftShader, 32 or 64 on most GPUs). A device without wgpu's `SUBGROUP` feature
//! fails these tests.

use oneshader::wgpu::{
    create_compute_pipeline, DeviceRequirements, GpuPipelineOptions, ShaderSourceKind,
};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, EntryPointRequest, Stage};
use wgpu::util::DeviceExt;

struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
}

fn gpu() -> Gpu {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter = pollster::block_on(instance.request_adapter(&Default::default()))
        .expect("a Vulkan adapter (install mesa-vulkan-drivers for lavapipe)");
    let wanted = wgpu::Features::SUBGROUP | wgpu::Features::PASSTHROUGH_SHADERS;
    let missing = wanted - adapter.features();
    assert!(
        missing.is_empty(),
        "the adapter {:?} lacks {missing:?}",
        adapter.get_info().name
    );
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("wave tests"),
        required_features: wanted,
        ..Default::default()
    }))
    .expect("a device");
    Gpu { device, queue }
}

/// Values written per thread.
const STRIDE: usize = 21;
const THREADS: usize = 64;

/// Every wave and quad read of one 64-thread group; the expected values are in [`expected`].
const WAVES: &str = r#"
RWStructuredBuffer<uint> Out : register(u0);

// The lane index read in a helper function, as libraries do.
uint Lane() { return WaveGetLaneIndex(); }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint lane = Lane();
    uint n = WaveGetLaneCount();
    uint o = i * 21;
    Out[o + 0] = n;
    Out[o + 1] = lane;
    Out[o + 2] = WaveActiveSum(i);
    Out[o + 3] = WavePrefixSum(i + 1);
    Out[o + 4] = WaveActiveCountBits(i % 3 == 0);
    Out[o + 5] = WavePrefixCountBits(i % 3 == 0);
    Out[o + 6] = WaveActiveBallot(i % 2 == 1).x;
    Out[o + 7] = WaveReadLaneAt(i * 10, (lane + 1) % n);
    Out[o + 8] = WaveReadLaneFirst(i + 100);
    Out[o + 9] = WaveIsFirstLane() ? 1 : 0;
    Out[o + 10] = WaveActiveMax(i) - WaveActiveMin(i);
    Out[o + 11] = asuint(WaveActiveSum(float(i) * 0.5));
    Out[o + 12] = WaveActiveBitOr(1u << (lane % 32)) ^ WaveActiveBitAnd(i | 0xF00u) ^ WaveActiveBitXor(i);
    Out[o + 13] = (WaveActiveAnyTrue(lane == n - 1) ? 1 : 0) | (WaveActiveAllTrue(lane < n) ? 2 : 0) | (WaveActiveAllTrue(lane > 0) ? 4 : 0);
    Out[o + 14] = (WaveActiveAllEqual(i / n) ? 1 : 0) | (all(WaveActiveAllEqual(uint2(7, i))) ? 2 : 0);
    Out[o + 15] = uint(WavePrefixProduct(int(i % 2) + 1));
    Out[o + 16] = QuadReadAcrossX(i);
    Out[o + 17] = QuadReadAcrossY(i) * 1000 + QuadReadAcrossDiagonal(i);
    Out[o + 18] = QuadReadLaneAt(i, 2);
    Out[o + 19] = (QuadAny(i % 4 == 3) ? 1 : 0) | (QuadAll(i % 4 != 3) ? 2 : 0);
    // Only the lanes on the taken side of ?: run the wave operation (HLSL 2021 short-circuits).
    Out[o + 20] = lane % 2 == 0 ? WaveActiveCountBits(true) : 100;
}
"#;

/// What the shader writes for a group of `THREADS` threads whose waves are consecutive runs
/// of `n` threads (checked first from the lane indices the shader wrote).
fn expected(n: usize) -> Vec<u32> {
    let mut out = Vec::new();
    for i in 0..THREADS {
        let wave: Vec<usize> = (i / n * n..i / n * n + n).collect();
        let lane = i % n;
        let below = &wave[..lane];
        let quad = i / 4 * 4;
        let bits = |f: &dyn Fn(usize) -> bool| wave.iter().filter(|&&j| f(j)).count() as u32;
        let ballot = wave
            .iter()
            .filter(|&&j| j % 2 == 1 && (j % n) < 32)
            .fold(0u32, |acc, &j| acc | 1 << (j % n));
        let bit_or = wave.iter().fold(0u32, |acc, &j| acc | 1 << ((j % n) % 32));
        let bit_and = wave.iter().fold(!0u32, |acc, &j| acc & (j as u32 | 0xF00));
        let bit_xor = wave.iter().fold(0u32, |acc, &j| acc ^ j as u32);
        let all_equal = wave.iter().all(|&j| j / n == i / n);
        let product: u32 = below.iter().map(|&j| (j % 2) as u32 + 1).product();
        let quad_has_3 = (quad..quad + 4).any(|j| j % 4 == 3);
        out.extend([
            n as u32,
            lane as u32,
            wave.iter().sum::<usize>() as u32,
            below.iter().map(|&j| j as u32 + 1).sum(),
            bits(&|j| j % 3 == 0),
            below.iter().filter(|&&j| j % 3 == 0).count() as u32,
            ballot,
            (wave[(lane + 1) % n] * 10) as u32,
            wave[0] as u32 + 100,
            u32::from(lane == 0),
            (wave[n - 1] - wave[0]) as u32,
            (wave.iter().map(|&j| j as f32 * 0.5).sum::<f32>()).to_bits(),
            bit_or ^ bit_and ^ bit_xor,
            1 | 2 | if n > 1 { 0 } else { 4 },
            u32::from(all_equal) | if n > 1 { 0 } else { 2 },
            product,
            (i ^ 1) as u32,
            ((i ^ 2) * 1000 + (i ^ 3)) as u32,
            (quad + 2) as u32,
            u32::from(quad_has_3),
            if lane.is_multiple_of(2) {
                (n / 2) as u32
            } else {
                100
            },
        ]);
    }
    out
}

fn compiled() -> CompileResult {
    let r = compile(
        WAVES,
        "waves.hlsl",
        &CompileOptions {
            entry_points: vec![EntryPointRequest {
                name: "main".into(),
                stage: Some(Stage::Compute),
            }],
            targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
            ..CompileOptions::default()
        },
    );
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    r
}

fn run(gpu: &Gpu, result: &CompileResult, source: ShaderSourceKind) -> Vec<u32> {
    let pipeline = create_compute_pipeline(
        &gpu.device,
        result,
        "main",
        &GpuPipelineOptions {
            source,
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{source:?}: {e}"));
    let size = (THREADS * STRIDE * 4) as u64;
    let out = gpu
        .device
        .create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("Out"),
            contents: &vec![0xAAu8; size as usize],
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        });
    let bind_group = pipeline
        .layout
        .bind_group(&gpu.device, 0, &[("Out", out.as_entire_binding())])
        .expect("bind group");
    let bytes = dispatch_and_read(gpu, &pipeline, &bind_group, 1, &[&out]);
    bytemuck::cast_slice(&bytes).to_vec()
}

/// Dispatches `groups` workgroups of `pipeline` with `bind_group` as group 0 and returns the
/// bytes of `outputs`, one after another.
fn dispatch_and_read(
    gpu: &Gpu,
    pipeline: &oneshader::wgpu::GpuComputePipeline,
    bind_group: &wgpu::BindGroup,
    groups: u32,
    outputs: &[&wgpu::Buffer],
) -> Vec<u8> {
    let size: u64 = outputs.iter().map(|b| b.size()).sum();
    let readback = gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline.pipeline);
        pass.set_bind_group(0, bind_group, &[]);
        pass.dispatch_workgroups(groups, 1, 1);
    }
    let mut at = 0;
    for b in outputs {
        encoder.copy_buffer_to_buffer(b, 0, &readback, at, b.size());
        at += b.size();
    }
    gpu.queue.submit([encoder.finish()]);
    readback.slice(..).map_async(wgpu::MapMode::Read, |_| {});
    gpu.device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("poll");
    let view = readback.slice(..).get_mapped_range().expect("mapped");
    view.to_vec()
}

/// The first value of each thread that differs, as `thread i, slot k: got .. want ..`.
fn differences(got: &[u32], want: &[u32]) -> Vec<String> {
    got.chunks(STRIDE)
        .zip(want.chunks(STRIDE))
        .enumerate()
        .filter_map(|(i, (g, w))| {
            let k = (0..STRIDE).find(|&k| g[k] != w[k])?;
            Some(format!("thread {i}, slot {k}: got {}, want {}", g[k], w[k]))
        })
        .collect()
}

#[test]
fn wave_reductions_prefixes_ballots_reads_and_quads_compute_the_expected_values() {
    let gpu = gpu();
    let result = compiled();
    let needs = DeviceRequirements::of(&result, ShaderSourceKind::SpirVPassthrough);
    assert!(needs.features.contains(wgpu::Features::SUBGROUP));
    for source in [ShaderSourceKind::SpirVPassthrough, ShaderSourceKind::Wgsl] {
        let got = run(&gpu, &result, source);
        let n = got[0] as usize;
        eprintln!("{source:?}: {n} lanes per wave");
        assert!(
            n.is_power_of_two() && n >= 4 && THREADS.is_multiple_of(n),
            "{source:?}: lane count {n}"
        );
        let lanes: Vec<u32> = got.chunks(STRIDE).map(|t| t[1]).collect();
        let consecutive: Vec<u32> = (0..THREADS).map(|i| (i % n) as u32).collect();
        assert_eq!(
            lanes, consecutive,
            "{source:?}: waves are not runs of {n} threads"
        );
        let diffs = differences(&got, &expected(n));
        assert!(
            diffs.is_empty(),
            "{source:?} with {n} lanes:\n{}",
            diffs.join("\n")
        );
    }
}

/// The spec's Compact.hlsl (cookbook "HLSL wave intrinsics").
const COMPACT: &str = include_str!("common/compact.hlsl");

#[test]
fn the_specs_compact_shader_keeps_every_value_above_one_half() {
    let gpu = gpu();
    let result = compile(
        COMPACT,
        "Compact.hlsl",
        &CompileOptions {
            targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
            ..CompileOptions::default()
        },
    );
    assert!(result.success(), "{:?}", result.diagnostics);
    // 256 values in four groups; every third one and every value of the last group is kept.
    let values: Vec<f32> = (0..256)
        .map(|i| {
            if i % 3 == 0 || i >= 192 {
                0.5 + (i as f32) / 512.0 + 0.001
            } else {
                0.25
            }
        })
        .collect();
    let mut want: Vec<f32> = values.iter().copied().filter(|v| *v > 0.5).collect();
    want.sort_by(f32::total_cmp);
    for source in [ShaderSourceKind::SpirVPassthrough, ShaderSourceKind::Wgsl] {
        let pipeline = create_compute_pipeline(
            &gpu.device,
            &result,
            "CSMain",
            &GpuPipelineOptions {
                source,
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{source:?}: {e}"));
        let buffer = |contents: &[u8]| {
            gpu.device
                .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                    label: None,
                    contents,
                    usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
                })
        };
        let input = buffer(bytemuck::cast_slice(&values));
        let kept = buffer(&[0u8; 256 * 4]);
        let count = buffer(&[0u8; 4]);
        let bind_group = pipeline
            .layout
            .bind_group(
                &gpu.device,
                0,
                &[
                    ("Values", input.as_entire_binding()),
                    ("Kept", kept.as_entire_binding()),
                    ("Count", count.as_entire_binding()),
                ],
            )
            .expect("bind group");
        let bytes = dispatch_and_read(&gpu, &pipeline, &bind_group, 4, &[&kept, &count]);
        let words: &[f32] = bytemuck::cast_slice(&bytes);
        let n = words[256].to_bits() as usize;
        assert_eq!(n, want.len(), "{source:?}: the count");
        // Waves reserve their ranges in any order: compare as sets.
        let mut got = words[..n].to_vec();
        got.sort_by(f32::total_cmp);
        assert_eq!(got, want, "{source:?}");
    }
}

#[test]
fn spirv_that_nagas_reader_cannot_read_is_refused_by_name_without_passthrough() {
    let gpu = gpu();
    let result = compiled();
    let Err(e) = create_compute_pipeline(
        &gpu.device,
        &result,
        "main",
        &GpuPipelineOptions {
            source: ShaderSourceKind::SpirV,
            ..Default::default()
        },
    ) else {
        panic!("naga's SPIR-V reader has no OpGroupNonUniformElect");
    };
    let text = e.to_string();
    assert!(
        text.starts_with("Entry point 'main' uses ") && text.contains("SpirVPassthrough"),
        "{text}"
    );
}

#[test]
fn a_device_without_subgroups_is_told_which_feature_to_enable() {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter = pollster::block_on(instance.request_adapter(&Default::default()))
        .expect("a Vulkan adapter");
    let (device, _queue) =
        pollster::block_on(adapter.request_device(&Default::default())).expect("a device");
    let result = compiled();
    let Err(e) = create_compute_pipeline(&device, &result, "main", &GpuPipelineOptions::default())
    else {
        panic!("a pipeline without SUBGROUP");
    };
    let text = e.to_string();
    assert!(
        text.contains("SUBGROUP") && text.contains("wave or quad intrinsics"),
        "{text}"
    );
}
