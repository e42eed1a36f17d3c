//! Shader modules, pipelines and bind groups for one run.
//!
//! Input: the stage modules of a variant, the case (draw state) and our reflection. Output: a
//! compute or render pipeline and its bind group layouts, then bind groups holding the case's
//! resources at the variant's reflected slots.
//! Invariant: interim version (until `oneshader::wgpu` lands): WGSL uses wgpu's derived layout.

use crate::case::{Case, Work};
use crate::device::Gpu;
use crate::run::{compare_function, cull_mode, entry_of, wgpu_format, Bound, Variant};
use oneshader::{CompileResult, Stage};
use std::borrow::Cow;

/// Shader code for one stage.
pub enum Source {
    SpirV(Vec<u32>),
    Wgsl(String),
}

/// A created module and the entry function it runs.
pub struct StageModule {
    pub stage: Stage,
    pub entry_function: String,
    pub module: wgpu::ShaderModule,
}

impl StageModule {
    pub fn create(gpu: &Gpu, stage: Stage, entry_function: &str, source: Source) -> StageModule {
        let module = match source {
            Source::Wgsl(text) => gpu.device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(entry_function),
                source: wgpu::ShaderSource::Wgsl(Cow::Owned(text)),
            }),
            Source::SpirV(words) if gpu.passthrough => {
                // SAFETY: the words are a whole SPIR-V module (ours passes spirv-val in the
                // corpus tests; glslang's is its own validated output); passthrough is what the
                // harness is meant to exercise.
                unsafe {
                    gpu.device.create_shader_module_passthrough(
                        wgpu::ShaderModuleDescriptorPassthrough {
                            label: Some(entry_function),
                            spirv: Some(Cow::Owned(words)),
                            ..Default::default()
                        },
                    )
                }
            }
            Source::SpirV(words) => gpu.device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(entry_function),
                source: wgpu::ShaderSource::SpirV(Cow::Owned(words)),
            }),
        };
        StageModule {
            stage,
            entry_function: entry_function.to_string(),
            module,
        }
    }
}

/// A built pipeline and its bind group layouts by group.
pub enum Built {
    Compute(wgpu::ComputePipeline),
    Render(wgpu::RenderPipeline),
}

impl Built {
    pub fn compute(&self) -> Result<&wgpu::ComputePipeline, String> {
        match self {
            Built::Compute(p) => Ok(p),
            Built::Render(_) => Err("a draw case has no compute pipeline".into()),
        }
    }

    pub fn render(&self) -> Result<&wgpu::RenderPipeline, String> {
        match self {
            Built::Render(p) => Ok(p),
            Built::Compute(_) => Err("a dispatch case has no render pipeline".into()),
        }
    }

    fn bind_group_layout(&self, group: u32) -> wgpu::BindGroupLayout {
        match self {
            Built::Compute(p) => p.get_bind_group_layout(group),
            Built::Render(p) => p.get_bind_group_layout(group),
        }
    }
}

pub fn build(
    gpu: &Gpu,
    case: &Case,
    _ours: &CompileResult,
    reflection: &oneshader::reflect::ShaderReflection,
    _variant: Variant,
    modules: &[StageModule],
) -> Result<Built, String> {
    let device = &gpu.device;
    let module = |stage: Stage| {
        modules
            .iter()
            .find(|m| m.stage == stage)
            .ok_or_else(|| format!("the case has no {stage} entry point"))
    };
    match &case.work {
        Work::Dispatch(_) => {
            let cs = module(Stage::Compute)?;
            Ok(Built::Compute(device.create_compute_pipeline(
                &wgpu::ComputePipelineDescriptor {
                    label: Some(&case.name),
                    layout: None,
                    module: &cs.module,
                    entry_point: Some(&cs.entry_function),
                    compilation_options: Default::default(),
                    cache: None,
                },
            )))
        }
        Work::Draw(draw) => {
            let vs = module(Stage::Vertex)?;
            let ps = module(Stage::Pixel)?;
            let vertex_entry = entry_of(case, Stage::Vertex).unwrap_or_default();
            let info = reflection
                .entry_point(vertex_entry)
                .ok_or("no vertex entry in reflection")?;
            let layout = oneshader::layouts::VertexLayout::of_entry(info);
            let attributes: Vec<wgpu::VertexAttribute> = layout
                .attributes
                .iter()
                .map(|a| {
                    Ok(wgpu::VertexAttribute {
                        format: vertex_format(a.format.name())?,
                        offset: u64::from(a.offset),
                        shader_location: a.location,
                    })
                })
                .collect::<Result<_, String>>()?;
            let buffers = [Some(wgpu::VertexBufferLayout {
                array_stride: u64::from(layout.stride),
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &attributes,
            })];
            let buffers: &[Option<wgpu::VertexBufferLayout>] = if attributes.is_empty() {
                &[]
            } else {
                &buffers
            };
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
            Ok(Built::Render(device.create_render_pipeline(
                &wgpu::RenderPipelineDescriptor {
                    label: Some(&case.name),
                    layout: None,
                    vertex: wgpu::VertexState {
                        module: &vs.module,
                        entry_point: Some(&vs.entry_function),
                        compilation_options: Default::default(),
                        buffers,
                    },
                    primitive: wgpu::PrimitiveState {
                        cull_mode: cull_mode(draw.cull),
                        ..Default::default()
                    },
                    depth_stencil,
                    multisample: Default::default(),
                    fragment: Some(wgpu::FragmentState {
                        module: &ps.module,
                        entry_point: Some(&ps.entry_function),
                        compilation_options: Default::default(),
                        targets: &[Some(wgpu::ColorTargetState {
                            format: wgpu_format(draw.target_format),
                            blend: None,
                            write_mask: wgpu::ColorWrites::ALL,
                        })],
                    }),
                    multiview_mask: None,
                    cache: None,
                },
            )))
        }
    }
}

fn vertex_format(name: &str) -> Result<wgpu::VertexFormat, String> {
    Ok(match name {
        "Float32" => wgpu::VertexFormat::Float32,
        "Float32x2" => wgpu::VertexFormat::Float32x2,
        "Float32x3" => wgpu::VertexFormat::Float32x3,
        "Float32x4" => wgpu::VertexFormat::Float32x4,
        "Uint32" => wgpu::VertexFormat::Uint32,
        "Uint32x2" => wgpu::VertexFormat::Uint32x2,
        "Uint32x4" => wgpu::VertexFormat::Uint32x4,
        "Sint32" => wgpu::VertexFormat::Sint32,
        "Unorm8x4" => wgpu::VertexFormat::Unorm8x4,
        "Uint8x4" => wgpu::VertexFormat::Uint8x4,
        other => return Err(format!("vertex format {other} not handled")),
    })
}

/// One bind group per group the variant's slots use, ascending.
pub fn bind_groups(
    gpu: &Gpu,
    reflection: &oneshader::reflect::ShaderReflection,
    variant: Variant,
    built: &Built,
    bound: &[(String, Bound)],
) -> Result<Vec<(u32, wgpu::BindGroup)>, String> {
    let target = variant.slot_target();
    let mut slots: Vec<(u32, u32, &Bound)> = Vec::new();
    for (name, resource) in bound {
        let info = reflection
            .resource(name)
            .ok_or_else(|| format!("no resource {name}"))?;
        let slot = info
            .slots
            .iter()
            .find(|s| s.target == target)
            .ok_or_else(|| format!("{name} has no {target} slot"))?;
        slots.push((slot.set, slot.binding, resource));
    }
    slots.sort_by_key(|(s, b, _)| (*s, *b));
    let mut groups: Vec<u32> = slots.iter().map(|(s, _, _)| *s).collect();
    groups.dedup();
    let mut out = Vec::new();
    for group in groups {
        let entries: Vec<wgpu::BindGroupEntry> = slots
            .iter()
            .filter(|(s, _, _)| *s == group)
            .map(|(_, binding, resource)| wgpu::BindGroupEntry {
                binding: *binding,
                resource: match resource {
                    Bound::Buffer(b) => b.as_entire_binding(),
                    Bound::Texture(_, view) => wgpu::BindingResource::TextureView(view),
                    Bound::Sampler(s) => wgpu::BindingResource::Sampler(s),
                },
            })
            .collect();
        let layout = built.bind_group_layout(group);
        out.push((
            group,
            gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: None,
                layout: &layout,
                entries: &entries,
            }),
        ));
    }
    Ok(out)
}
