//! Pipelines and bind groups for one run, made with `oneshader::wgpu`.
//!
//! Input: the case (dispatch or draw state), our [`CompileResult`] and the variant; for the
//! glslang variant, glslang's SPIR-V words per entry point. Output: a compute or render pipeline
//! with its [`GpuPipelineLayout`], then bind groups holding the case's resources by HLSL name.
//! Invariants: our SPIR-V and WGSL go through `create_compute_pipeline` /
//! `create_render_pipeline` exactly as a user would call them; glslang's SPIR-V gets the layout
//! `GpuPipelineLayout::create` makes from our reflection for SPIR-V (what "the same bindings"
//! means), so a disagreement between the two compilers shows up as a failure.

use crate::case::{Case, Draw, Work};
use crate::device::Gpu;
use crate::run::{compare_function, cull_mode, entry_of, wgpu_format, Bound, Variant};
use oneshader::layouts::{EntryLayout, PipelineLayout, VertexStepMode};
use oneshader::wgpu::{
    create_compute_pipeline, create_render_pipeline, GpuLayoutOptions, GpuPipelineLayout,
    GpuPipelineOptions, OwnedVertexBufferLayout, RenderPipelineSpec, ShaderSourceKind,
};
use oneshader::{CompileResult, Stage};
use std::borrow::Cow;

/// A built pipeline and the layout its bind groups follow.
pub enum Built {
    Compute(wgpu::ComputePipeline, GpuPipelineLayout),
    Render(wgpu::RenderPipeline, GpuPipelineLayout),
}

impl Built {
    pub fn compute(&self) -> Result<&wgpu::ComputePipeline, String> {
        match self {
            Built::Compute(p, _) => Ok(p),
            Built::Render(..) => Err("a draw case has no compute pipeline".into()),
        }
    }

    pub fn render(&self) -> Result<&wgpu::RenderPipeline, String> {
        match self {
            Built::Render(p, _) => Ok(p),
            Built::Compute(..) => Err("a dispatch case has no render pipeline".into()),
        }
    }

    fn layout(&self) -> &GpuPipelineLayout {
        match self {
            Built::Compute(_, l) | Built::Render(_, l) => l,
        }
    }
}

/// How the variant's code reaches wgpu: passthrough where the device allows it.
fn source_kind(gpu: &Gpu, variant: Variant) -> ShaderSourceKind {
    match variant {
        Variant::Wgsl | Variant::WgslO0 => ShaderSourceKind::Wgsl,
        Variant::SpirV | Variant::SpirVO0 | Variant::Glslang if gpu.passthrough => {
            ShaderSourceKind::SpirVPassthrough
        }
        Variant::SpirV | Variant::SpirVO0 | Variant::Glslang => ShaderSourceKind::SpirV,
    }
}

fn render_spec(case: &Case, draw: &Draw) -> Result<RenderPipelineSpec, String> {
    let depth_stencil = match &draw.depth {
        None => None,
        Some(d) => Some(wgpu::DepthStencilState {
            format: wgpu::TextureFormat::Depth32Float,
            depth_write_enabled: Some(true),
            depth_compare: Some(compare_function(&d.compare)?),
            stencil: Default::default(),
            bias: Default::default(),
        }),
    };
    Ok(RenderPipelineSpec {
        vertex_entry: entry_of(case, Stage::Vertex)
            .ok_or("a draw needs a vertex entry point")?
            .to_string(),
        fragment_entry: entry_of(case, Stage::Pixel).map(str::to_string),
        color_targets: vec![Some(wgpu::ColorTargetState {
            format: wgpu_format(draw.target_format),
            blend: None,
            write_mask: wgpu::ColorWrites::ALL,
        })],
        depth_stencil,
        primitive: wgpu::PrimitiveState {
            cull_mode: cull_mode(draw.cull),
            ..Default::default()
        },
        multisample: Default::default(),
        vertex_step_mode: VertexStepMode::Vertex,
        vertex_overrides: None,
    })
}

/// Builds the pipeline of `variant`. `glslang` holds glslang's words per case entry point
/// (empty for our variants).
pub fn build(
    gpu: &Gpu,
    case: &Case,
    ours: &CompileResult,
    variant: Variant,
    glslang: &[(String, Vec<u32>)],
) -> Result<Built, String> {
    let device = &gpu.device;
    let options = GpuPipelineOptions {
        source: source_kind(gpu, variant),
        // Resource arrays bind as wgpu binding arrays (native wgpu, as the device allows).
        webgpu: oneshader::layouts::WebGpuLayoutOptions {
            binding_arrays: true,
            ..Default::default()
        },
        label: Some(case.name.clone()),
        ..Default::default()
    };
    if variant != Variant::Glslang {
        return match &case.work {
            Work::Dispatch(_) => {
                let entry = entry_of(case, Stage::Compute).ok_or("no compute entry point")?;
                let p = create_compute_pipeline(device, ours, entry, &options)
                    .map_err(|e| e.to_string())?;
                Ok(Built::Compute(p.pipeline, p.layout))
            }
            Work::Draw(draw) => {
                let p = create_render_pipeline(device, ours, &render_spec(case, draw)?, &options)
                    .map_err(|e| e.to_string())?;
                Ok(Built::Render(p.pipeline, p.layout))
            }
        };
    }

    // glslang: our reflection's SPIR-V layout, glslang's modules.
    let reflection = ours.reflection.as_ref().ok_or("no reflection")?;
    let entry_layouts: Vec<EntryLayout> = case
        .entries
        .iter()
        .map(|(name, _)| EntryLayout::try_create(reflection, name).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let pipeline_layout = PipelineLayout::try_create(&entry_layouts).map_err(|e| e.to_string())?;
    let layout = GpuPipelineLayout::create(
        device,
        &pipeline_layout,
        &GpuLayoutOptions {
            source: options.source,
            webgpu: options.webgpu.clone(),
            label: options.label.clone(),
            ..Default::default()
        },
    )
    .map_err(|e| e.to_string())?;
    let module = |stage: Stage| -> Result<(wgpu::ShaderModule, String), String> {
        let name = entry_of(case, stage).ok_or_else(|| format!("no {stage} entry point"))?;
        let words = glslang
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, w)| w.clone())
            .ok_or_else(|| format!("no glslang SPIR-V for {name}"))?;
        let function = crate::reference::entry_point_name(&words)
            .ok_or_else(|| format!("glslang's SPIR-V for {name} has no entry point"))?;
        let size = entry_layouts
            .iter()
            .find(|e| e.name == name)
            .map_or([0; 3], |e| e.workgroup_size);
        Ok((spirv_module(gpu, &function, size, words), function))
    };
    match &case.work {
        Work::Dispatch(_) => {
            let (cs, name) = module(Stage::Compute)?;
            let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(&case.name),
                layout: Some(&layout.pipeline_layout),
                module: &cs,
                entry_point: Some(&name),
                compilation_options: Default::default(),
                cache: None,
            });
            Ok(Built::Compute(pipeline, layout))
        }
        Work::Draw(draw) => {
            let spec = render_spec(case, draw)?;
            let (vs, vs_name) = module(Stage::Vertex)?;
            let (ps, ps_name) = module(Stage::Pixel)?;
            let vertex_buffer = entry_layouts
                .iter()
                .find_map(|e| e.vertex.as_ref())
                .filter(|v| !v.attributes.is_empty())
                .map(|v| OwnedVertexBufferLayout::new(v, VertexStepMode::Vertex));
            let buffers: Vec<Option<wgpu::VertexBufferLayout>> =
                vertex_buffer.iter().map(|b| Some(b.as_wgpu())).collect();
            let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some(&case.name),
                layout: Some(&layout.pipeline_layout),
                vertex: wgpu::VertexState {
                    module: &vs,
                    entry_point: Some(&vs_name),
                    compilation_options: Default::default(),
                    buffers: &buffers,
                },
                primitive: spec.primitive,
                depth_stencil: spec.depth_stencil.clone(),
                multisample: spec.multisample,
                fragment: Some(wgpu::FragmentState {
                    module: &ps,
                    entry_point: Some(&ps_name),
                    compilation_options: Default::default(),
                    targets: &spec.color_targets,
                }),
                multiview_mask: None,
                cache: None,
            });
            Ok(Built::Render(pipeline, layout))
        }
    }
}

/// A module from SPIR-V words, passed through to the driver where the device allows it.
fn spirv_module(gpu: &Gpu, entry: &str, size: [u32; 3], words: Vec<u32>) -> wgpu::ShaderModule {
    if gpu.passthrough {
        // SAFETY: glslang's output for a shader it compiled without errors; running exactly
        // those words on the driver is the point of the reference.
        unsafe {
            gpu.device
                .create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
                    label: Some(entry),
                    // wgpu checks pipelines' entry points against this list.
                    entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                        name: Cow::Borrowed(entry),
                        workgroup_size: (size[0], size[1], size[2]),
                    }]),
                    spirv: Some(Cow::Owned(words)),
                    ..Default::default()
                })
        }
    } else {
        gpu.device
            .create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(entry),
                source: wgpu::ShaderSource::SpirV(Cow::Owned(words)),
            })
    }
}

/// One bind group per group of the layout, its resources given by HLSL name.
pub fn bind_groups(
    gpu: &Gpu,
    built: &Built,
    bound: &[(String, Bound)],
) -> Result<Vec<(u32, wgpu::BindGroup)>, String> {
    let layout = built.layout();
    // The views of each texture array, held while the bind groups are made.
    let arrays: Vec<(&str, Vec<&wgpu::TextureView>)> = bound
        .iter()
        .filter_map(|(n, b)| match b {
            Bound::Textures(list) => Some((n.as_str(), list.iter().map(|(_, v)| v).collect())),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for group in &layout.webgpu.groups {
        if group.entries.is_empty() {
            continue;
        }
        let mut resources = Vec::new();
        for entry in &group.entries {
            let resource = bound
                .iter()
                .find(|(n, _)| *n == entry.name)
                .map(|(_, b)| b)
                .ok_or_else(|| {
                    format!(
                        "the layout binds {}, which the case did not create",
                        entry.name
                    )
                })?;
            resources.push((
                entry.name.as_str(),
                match resource {
                    Bound::Buffer(b) => b.as_entire_binding(),
                    Bound::Texture(_, view) => wgpu::BindingResource::TextureView(view),
                    Bound::Textures(_) => wgpu::BindingResource::TextureViewArray(
                        arrays
                            .iter()
                            .find(|(n, _)| *n == entry.name)
                            .map_or(&[][..], |(_, views)| &views[..]),
                    ),
                    Bound::Sampler(s) => wgpu::BindingResource::Sampler(s),
                },
            ));
        }
        let bind_group = layout
            .bind_group(&gpu.device, group.group, &resources)
            .map_err(|e| e.to_string())?;
        out.push((group.group, bind_group));
    }
    Ok(out)
}
