//! Compute and render pipelines from a [`CompileResult`] in one call.
//!
//! Input: a compile result (with reflection and the target the chosen [`ShaderSourceKind`]
//! needs), entry point names and [`GpuPipelineOptions`]. Output: [`GpuComputePipeline`] /
//! [`GpuRenderPipeline`], each carrying its [`GpuPipelineLayout`] so bind groups are made by
//! resource name. The layout comes from reflection through `EntryLayout` and `PipelineLayout`
//! (the same data the plain layouts print); specialization values by name become override
//! constants. Invariant: every failure is a [`WgpuError`]; nothing is created half-way silently.

use super::convert::{OverrideConstants, OwnedVertexBufferLayout};
use super::layout::{GpuLayoutOptions, GpuPipelineLayout};
use super::shader::{
    capture, create_shader_module, find_blob, result_entry_name, wgsl_uses_immediates,
    DeviceRequirements, ShaderSourceKind,
};
use super::WgpuError;
use crate::api::{CompileResult, Stage};
use crate::layouts::{
    EntryLayout, LayoutError, PipelineLayout, SpecValue, SpecializationValues,
    VertexLayoutOverrides, VertexStepMode, WebGpuLayoutOptions,
};

/// What the pipeline helpers take besides the entry points.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GpuPipelineOptions {
    /// The compiled form wgpu gets (default WGSL).
    pub source: ShaderSourceKind,
    /// What reflection cannot decide about bindings (depth textures, storage access, ...).
    pub webgpu: WebGpuLayoutOptions,
    /// Specialization constants by HLSL name; each applies to every entry point that reads it.
    pub specialization: Vec<(String, SpecValue)>,
    /// Debug label of the created objects.
    pub label: Option<String>,
}

/// A compute pipeline with its layout.
#[derive(Debug, Clone)]
pub struct GpuComputePipeline {
    pub pipeline: ::wgpu::ComputePipeline,
    pub layout: GpuPipelineLayout,
    pub module: ::wgpu::ShaderModule,
    /// `[numthreads]`, to size dispatches.
    pub workgroup_size: [u32; 3],
    /// The override constants the pipeline was created with.
    pub constants: OverrideConstants,
}

impl GpuComputePipeline {
    /// Workgroups to cover `threads` invocations per axis (rounded up).
    pub fn workgroups_for(&self, threads: [u32; 3]) -> [u32; 3] {
        let mut out = [1; 3];
        for ((o, t), w) in out.iter_mut().zip(threads).zip(self.workgroup_size) {
            *o = t.div_ceil(w.max(1));
        }
        out
    }
}

/// What a render pipeline needs besides the shaders.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RenderPipelineSpec {
    pub vertex_entry: String,
    /// `None` for a depth-only pipeline.
    pub fragment_entry: Option<String>,
    pub color_targets: Vec<Option<::wgpu::ColorTargetState>>,
    pub depth_stencil: Option<::wgpu::DepthStencilState>,
    pub primitive: ::wgpu::PrimitiveState,
    pub multisample: ::wgpu::MultisampleState,
    /// Step mode of the one interleaved vertex buffer.
    pub vertex_step_mode: VertexStepMode,
    /// The host's vertex layout where it differs from the shader's packed default.
    pub vertex_overrides: Option<VertexLayoutOverrides>,
}

/// A render pipeline with its layout and vertex buffer layout.
#[derive(Debug, Clone)]
pub struct GpuRenderPipeline {
    pub pipeline: ::wgpu::RenderPipeline,
    pub layout: GpuPipelineLayout,
    /// The vertex buffer at slot 0; `None` when the vertex shader reads no attributes.
    pub vertex_buffer: Option<OwnedVertexBufferLayout>,
    pub vertex_module: ::wgpu::ShaderModule,
    pub fragment_module: Option<::wgpu::ShaderModule>,
}

/// The entry's layout, checked to be of `stage` and compiled for the source.
fn entry_layout(
    result: &CompileResult,
    entry: &str,
    stage: Option<Stage>,
    kind: ShaderSourceKind,
) -> Result<EntryLayout, WgpuError> {
    let blob = find_blob(result, entry, kind)?;
    let actual = blob.stage;
    if let Some(expected) = stage.filter(|s| *s != actual) {
        return Err(WgpuError::WrongStage {
            entry: entry.to_string(),
            expected,
            actual,
        });
    }
    let reflection = result
        .reflection
        .as_ref()
        .ok_or(WgpuError::CompileFailed { errors: 0 })?;
    Ok(EntryLayout::try_create(reflection, entry)?)
}

/// The override constants of each entry, with every named value applied where it is read.
fn override_constants(
    entries: &[&EntryLayout],
    values: &[(String, SpecValue)],
) -> Result<Vec<OverrideConstants>, WgpuError> {
    let mut all: Vec<SpecializationValues> = entries
        .iter()
        .map(|e| SpecializationValues::for_entry(e))
        .collect();
    for (name, value) in values {
        let mut read = false;
        for (e, v) in entries.iter().zip(all.iter_mut()) {
            if e.spec_constants.iter().any(|c| &c.name == name) {
                *v = v.clone().set(name, *value)?;
                read = true;
            }
        }
        if !read {
            let names: Vec<&str> = entries
                .iter()
                .flat_map(|e| e.spec_constants.iter().map(|c| c.name.as_str()))
                .collect();
            return Err(LayoutError::new(
                crate::layouts::LayoutErrorKind::InvalidSpecialization,
                format!(
                    "No entry point of the pipeline reads a specialization constant named '{name}'. Use one of: {}.",
                    if names.is_empty() { "(none)".to_string() } else { names.join(", ") }
                ),
            )
            .into());
        }
    }
    Ok(all.iter().map(OverrideConstants::from_values).collect())
}

/// Layout options for a compile result and the pipeline options.
fn layout_options(result: &CompileResult, options: &GpuPipelineOptions) -> GpuLayoutOptions {
    GpuLayoutOptions {
        webgpu: options.webgpu.clone(),
        source: options.source,
        wgsl_immediates: result.reflection.as_ref().is_some_and(wgsl_uses_immediates),
        label: options.label.clone(),
    }
}

/// Passthrough modules ignore override constants; refuse values that would be dropped.
fn check_constants(device: &::wgpu::Device, options: &GpuPipelineOptions) -> Result<(), WgpuError> {
    let passthrough = options.source == ShaderSourceKind::SpirVPassthrough
        && device
            .features()
            .contains(::wgpu::Features::PASSTHROUGH_SHADERS);
    if passthrough && !options.specialization.is_empty() {
        return Err(WgpuError::Unsupported(
            "Passthrough SPIR-V modules take no override constants, so the specialization values would be ignored. Use ShaderSourceKind::SpirV or Wgsl, or leave the defaults.".to_string(),
        ));
    }
    Ok(())
}

/// A compute pipeline for entry point `entry` of `result`.
pub fn create_compute_pipeline(
    device: &::wgpu::Device,
    result: &CompileResult,
    entry: &str,
    options: &GpuPipelineOptions,
) -> Result<GpuComputePipeline, WgpuError> {
    let entry_layout = entry_layout(result, entry, Some(Stage::Compute), options.source)?;
    DeviceRequirements::of(result, options.source).check(device)?;
    check_constants(device, options)?;
    let constants = override_constants(&[&entry_layout], &options.specialization)?
        .pop()
        .unwrap_or_default();
    let pipeline_layout = PipelineLayout::try_create(std::slice::from_ref(&entry_layout))?;
    let layout =
        GpuPipelineLayout::create(device, &pipeline_layout, &layout_options(result, options))?;
    let module = create_shader_module(device, result, entry, options.source)?;
    let entry_name = result_entry_name(result, entry, options.source)?;
    let pairs = constants.pairs();
    let pipeline = capture(device, &format!("compute pipeline '{entry}'"), || {
        device.create_compute_pipeline(&::wgpu::ComputePipelineDescriptor {
            label: options.label.as_deref(),
            layout: Some(&layout.pipeline_layout),
            module: &module,
            entry_point: Some(&entry_name),
            compilation_options: ::wgpu::PipelineCompilationOptions {
                constants: &pairs,
                zero_initialize_workgroup_memory: true,
            },
            cache: None,
        })
    })?;
    Ok(GpuComputePipeline {
        pipeline,
        layout,
        module,
        workgroup_size: entry_layout.workgroup_size,
        constants,
    })
}

/// A render pipeline from a vertex and an optional pixel entry point of `result`.
pub fn create_render_pipeline(
    device: &::wgpu::Device,
    result: &CompileResult,
    spec: &RenderPipelineSpec,
    options: &GpuPipelineOptions,
) -> Result<GpuRenderPipeline, WgpuError> {
    let mut vertex = entry_layout(
        result,
        &spec.vertex_entry,
        Some(Stage::Vertex),
        options.source,
    )?;
    if let Some(overrides) = &spec.vertex_overrides {
        vertex = vertex.try_with_vertex_overrides(overrides)?;
    }
    let fragment = spec
        .fragment_entry
        .as_deref()
        .map(|name| entry_layout(result, name, Some(Stage::Pixel), options.source))
        .transpose()?;
    DeviceRequirements::of(result, options.source).check(device)?;
    check_constants(device, options)?;
    let mut entries = vec![&vertex];
    entries.extend(fragment.as_ref());
    let mut constants = override_constants(&entries, &options.specialization)?.into_iter();
    let vertex_constants = constants.next().unwrap_or_default();
    let fragment_constants = constants.next().unwrap_or_default();
    let owned: Vec<EntryLayout> = entries.iter().map(|e| (*e).clone()).collect();
    let pipeline_layout = PipelineLayout::try_create(&owned)?;
    let layout =
        GpuPipelineLayout::create(device, &pipeline_layout, &layout_options(result, options))?;
    let vertex_buffer = vertex
        .vertex
        .as_ref()
        .filter(|v| !v.attributes.is_empty())
        .map(|v| OwnedVertexBufferLayout::new(v, spec.vertex_step_mode));
    let vertex_module = create_shader_module(device, result, &spec.vertex_entry, options.source)?;
    let fragment_module = spec
        .fragment_entry
        .as_deref()
        .map(|name| create_shader_module(device, result, name, options.source))
        .transpose()?;
    let vertex_name = result_entry_name(result, &spec.vertex_entry, options.source)?;
    let fragment_name = spec
        .fragment_entry
        .as_deref()
        .map(|n| result_entry_name(result, n, options.source))
        .transpose()?;
    let vertex_pairs = vertex_constants.pairs();
    let fragment_pairs = fragment_constants.pairs();
    let buffers: Vec<Option<::wgpu::VertexBufferLayout<'_>>> =
        vertex_buffer.iter().map(|b| Some(b.as_wgpu())).collect();
    let fragment_state = match (&fragment_module, &fragment_name) {
        (Some(module), Some(name)) => Some(::wgpu::FragmentState {
            module,
            entry_point: Some(name),
            compilation_options: ::wgpu::PipelineCompilationOptions {
                constants: &fragment_pairs,
                zero_initialize_workgroup_memory: true,
            },
            targets: &spec.color_targets,
        }),
        _ => None,
    };
    let pipeline = capture(
        device,
        &format!("render pipeline '{}'", spec.vertex_entry),
        || {
            device.create_render_pipeline(&::wgpu::RenderPipelineDescriptor {
                label: options.label.as_deref(),
                layout: Some(&layout.pipeline_layout),
                vertex: ::wgpu::VertexState {
                    module: &vertex_module,
                    entry_point: Some(&vertex_name),
                    compilation_options: ::wgpu::PipelineCompilationOptions {
                        constants: &vertex_pairs,
                        zero_initialize_workgroup_memory: true,
                    },
                    buffers: &buffers,
                },
                primitive: spec.primitive,
                depth_stencil: spec.depth_stencil.clone(),
                multisample: spec.multisample,
                fragment: fragment_state,
                multiview_mask: None,
                cache: None,
            })
        },
    )?;
    Ok(GpuRenderPipeline {
        pipeline,
        layout,
        vertex_buffer,
        vertex_module,
        fragment_module,
    })
}
