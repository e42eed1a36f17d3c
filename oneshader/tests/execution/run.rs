//! Runs one case on the device from one shader source and reads its outputs back.
//!
//! Input: a parsed [`Case`], our [`CompileResult`] (SPIR-V and WGSL, with reflection), the
//! [`Gpu`] and a [`Variant`]: our SPIR-V, our WGSL, or glslang's SPIR-V (compiled here).
//! Output: the bytes of every output the case's expectations name, or an error string (a
//! compile failure, a missing resource, a wgpu validation error).
//! Invariants: resources are created from the case's data and bound at the slots our
//! reflection gives for the variant's target (glslang's SPIR-V uses the SPIR-V slots, which is
//! why case shaders declare explicit bindings); every wgpu call runs inside a validation error
//! scope, so a bad pipeline is a reported failure, not a panic.

use crate::case::{Address, Case, Cull, Draw, Filter, Output, TexelFormat, Work};
use crate::device::Gpu;
use crate::pipeline;
use crate::reference;
use oneshader::reflect::model::{ResourceKind, ResourceTypeKind};
use oneshader::{CompileResult, CompileTarget, Stage};
use std::path::Path;

/// Where the shader code of a run comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    SpirV,
    Wgsl,
    /// Our SPIR-V and WGSL with the optimizer off (`-O0`): the legalized IR as lowered.
    SpirVO0,
    WgslO0,
    Glslang,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::SpirV => "SPIR-V",
            Variant::Wgsl => "WGSL",
            Variant::SpirVO0 => "SPIR-V -O0",
            Variant::WgslO0 => "WGSL -O0",
            Variant::Glslang => "glslang",
        }
    }
    /// Whether the code is WGSL (else SPIR-V).
    pub fn is_wgsl(self) -> bool {
        matches!(self, Variant::Wgsl | Variant::WgslO0)
    }
}

/// The bytes of each output, in the order of first mention by the expectations.
pub type Outputs = Vec<(Output, Vec<u8>)>;

/// One created resource, bound by name.
pub enum Bound {
    Buffer(wgpu::Buffer),
    Texture(wgpu::Texture, wgpu::TextureView),
    /// A texture array (`Texture2D T[N]`), element by element (`texture T[i]:` lines).
    Textures(Vec<(wgpu::Texture, wgpu::TextureView)>),
    Sampler(wgpu::Sampler),
}

/// Runs `case` from `variant`'s code; the outputs, or why it could not run.
pub fn run(
    gpu: &Gpu,
    case: &Case,
    shader_path: &Path,
    ours: &CompileResult,
    variant: Variant,
) -> Result<Outputs, String> {
    let reflection = ours
        .reflection
        .as_ref()
        .ok_or("our compile produced no reflection")?;
    let glslang = reference_modules(case, shader_path, ours, variant)?;
    let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
    let result = execute(gpu, case, ours, reflection, variant, &glslang);
    let error = pollster::block_on(scope.pop());
    if let Some(e) = error {
        return Err(format!("wgpu validation: {}", first_line(&e.to_string())));
    }
    result
}

/// wgpu's multi-line error on one line, without its fixed header, at most 400 characters.
fn first_line(text: &str) -> String {
    let joined = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && *l != "Validation Error" && *l != "Caused by:")
        .collect::<Vec<_>>()
        .join(" / ");
    joined.chars().take(400).collect()
}

/// glslang's SPIR-V for each of the case's entry points (none for our variants).
fn reference_modules(
    case: &Case,
    shader_path: &Path,
    ours: &CompileResult,
    variant: Variant,
) -> Result<Vec<(String, Vec<u32>)>, String> {
    if variant != Variant::Glslang {
        return Ok(Vec::new());
    }
    let crate::case::Reference::Glslang { extra_args } = &case.reference else {
        return Err("the case has no reference".into());
    };
    let mut out = Vec::new();
    for (entry, stage) in &case.entries {
        let words = reference::compile(shader_path, entry, *stage, &case.defines, extra_args)?;
        check_reference_bindings(ours, &words)?;
        out.push((entry.clone(), words));
    }
    Ok(out)
}

/// glslang must bind every named resource where our reflection puts it for SPIR-V, since the
/// reference runs with our layout.
fn check_reference_bindings(ours: &CompileResult, words: &[u32]) -> Result<(), String> {
    let reflection = ours.reflection.as_ref().ok_or("no reflection")?;
    for (name, set, binding) in reference::named_bindings(words) {
        let Some(resource) = reflection.resource(&name) else {
            continue;
        };
        let ours = resource
            .slots
            .iter()
            .find(|s| s.target == CompileTarget::SpirV)
            .map(|s| (s.set, s.binding));
        if ours != Some((set, binding)) {
            return Err(format!(
                "glslang binds {name} at set {set} binding {binding}, our reflection at {ours:?}"
            ));
        }
    }
    Ok(())
}

fn execute(
    gpu: &Gpu,
    case: &Case,
    ours: &CompileResult,
    reflection: &oneshader::reflect::ShaderReflection,
    variant: Variant,
    glslang: &[(String, Vec<u32>)],
) -> Result<Outputs, String> {
    let device = &gpu.device;
    // The resources the case's entry points use, by name.
    let mut used: Vec<&str> = Vec::new();
    for (entry, _) in &case.entries {
        let info = reflection
            .entry_point(entry)
            .ok_or_else(|| format!("reflection has no entry point {entry}"))?;
        for name in &info.used_resources {
            if !used.contains(&name.as_str()) {
                used.push(name);
            }
        }
    }
    let mut bound: Vec<(String, Bound)> = Vec::new();
    for name in &used {
        let info = reflection
            .resource(name)
            .ok_or_else(|| format!("reflection has no resource {name}"))?;
        bound.push((name.to_string(), create_resource(gpu, case, info)?));
    }
    let built = pipeline::build(gpu, case, ours, variant, glslang)?;
    let bind_groups = pipeline::bind_groups(gpu, &built, &bound)?;

    let mut encoder = device.create_command_encoder(&Default::default());
    let mut target = None;
    match &case.work {
        Work::Dispatch(groups) => {
            let mut pass = encoder.begin_compute_pass(&Default::default());
            pass.set_pipeline(built.compute()?);
            for (group, bind_group) in &bind_groups {
                pass.set_bind_group(*group, bind_group, &[]);
            }
            pass.dispatch_workgroups(groups[0], groups[1], groups[2]);
        }
        Work::Draw(draw) => {
            target = Some(draw_pass(gpu, draw, &built, &bind_groups, &mut encoder)?);
        }
    }

    // Copy every expected output into a mappable buffer.
    let mut readbacks: Vec<(Output, wgpu::Buffer, Option<TexelRows>)> = Vec::new();
    for expectation in &case.expectations {
        if readbacks.iter().any(|(o, _, _)| *o == expectation.output) {
            continue;
        }
        let readback = match &expectation.output {
            Output::Buffer(name) => {
                let Some(Bound::Buffer(buffer)) = find(&bound, name) else {
                    return Err(format!(
                        "line {}: buffer {name} is not a buffer the entry points use",
                        expectation.line
                    ));
                };
                let staging = staging_buffer(device, buffer.size());
                encoder.copy_buffer_to_buffer(buffer, 0, &staging, 0, buffer.size());
                (staging, None)
            }
            Output::Texture(name) => {
                let Some(Bound::Texture(texture, _)) = find(&bound, name) else {
                    return Err(format!(
                        "line {}: texture {name} is not a texture the entry points use",
                        expectation.line
                    ));
                };
                let format = case
                    .textures
                    .iter()
                    .find(|t| t.name == *name)
                    .map(|t| t.format)
                    .ok_or_else(|| format!("no texture {name} in the case"))?;
                copy_texture(
                    device,
                    &mut encoder,
                    texture,
                    format,
                    wgpu::TextureAspect::All,
                )
            }
            Output::Target | Output::Depth => {
                let Some((color, depth, format)) = &target else {
                    return Err(format!(
                        "line {}: only a draw has a target and depth",
                        expectation.line
                    ));
                };
                if expectation.output == Output::Target {
                    copy_texture(
                        device,
                        &mut encoder,
                        color,
                        *format,
                        wgpu::TextureAspect::All,
                    )
                } else {
                    let depth = depth.as_ref().ok_or_else(|| {
                        format!("line {}: the draw has no depth", expectation.line)
                    })?;
                    copy_texture(
                        device,
                        &mut encoder,
                        depth,
                        TexelFormat::Depth32Float,
                        wgpu::TextureAspect::DepthOnly,
                    )
                }
            }
        };
        readbacks.push((expectation.output.clone(), readback.0, readback.1));
    }
    gpu.queue.submit([encoder.finish()]);

    let mut outputs = Vec::new();
    for (output, staging, layout) in readbacks {
        let slice = staging.slice(..);
        slice.map_async(wgpu::MapMode::Read, |_| {});
        device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| format!("device poll: {e}"))?;
        let bytes = {
            let view = slice
                .get_mapped_range()
                .map_err(|e| format!("read back {output}: {e}"))?;
            match layout {
                // Texture rows are padded to 256 bytes: keep the texels only.
                Some(TexelRows {
                    row_bytes,
                    padded_row,
                    rows,
                }) => {
                    let mut tight = Vec::with_capacity((row_bytes * rows) as usize);
                    for r in 0..rows as usize {
                        let start = r * padded_row as usize;
                        tight.extend_from_slice(&view[start..start + row_bytes as usize]);
                    }
                    tight
                }
                None => view.to_vec(),
            }
        };
        staging.unmap();
        outputs.push((output, bytes));
    }
    Ok(outputs)
}

fn find<'a>(bound: &'a [(String, Bound)], name: &str) -> Option<&'a Bound> {
    bound.iter().find(|(n, _)| n == name).map(|(_, b)| b)
}

fn staging_buffer(device: &wgpu::Device, size: u64) -> wgpu::Buffer {
    device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    })
}

/// How a texture copy lies in its staging buffer: rows padded to 256 bytes.
struct TexelRows {
    row_bytes: u32,
    padded_row: u32,
    /// Rows of all layers.
    rows: u32,
}

/// Copies all layers of `texture` into a staging buffer; the buffer and its row layout.
fn copy_texture(
    device: &wgpu::Device,
    encoder: &mut wgpu::CommandEncoder,
    texture: &wgpu::Texture,
    format: TexelFormat,
    aspect: wgpu::TextureAspect,
) -> (wgpu::Buffer, Option<TexelRows>) {
    let size = texture.size();
    let row_bytes = size.width * format.texel_size();
    let padded_row = row_bytes.div_ceil(256) * 256;
    let rows = size.height * size.depth_or_array_layers;
    let staging = staging_buffer(device, u64::from(padded_row * rows));
    encoder.copy_texture_to_buffer(
        wgpu::TexelCopyTextureInfo {
            texture,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect,
        },
        wgpu::TexelCopyBufferInfo {
            buffer: &staging,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded_row),
                rows_per_image: Some(size.height),
            },
        },
        size,
    );
    (
        staging,
        Some(TexelRows {
            row_bytes,
            padded_row,
            rows,
        }),
    )
}

pub fn wgpu_format(format: TexelFormat) -> wgpu::TextureFormat {
    match format {
        TexelFormat::Rgba8Unorm => wgpu::TextureFormat::Rgba8Unorm,
        TexelFormat::Rgba8Uint => wgpu::TextureFormat::Rgba8Uint,
        TexelFormat::R32Float => wgpu::TextureFormat::R32Float,
        TexelFormat::R32Uint => wgpu::TextureFormat::R32Uint,
        TexelFormat::R32Sint => wgpu::TextureFormat::R32Sint,
        TexelFormat::Rg32Float => wgpu::TextureFormat::Rg32Float,
        TexelFormat::Rgba32Float => wgpu::TextureFormat::Rgba32Float,
        TexelFormat::Rgba32Uint => wgpu::TextureFormat::Rgba32Uint,
        TexelFormat::Depth32Float => wgpu::TextureFormat::Depth32Float,
    }
}

/// One texture (and its view) from the case's texels, as `info` declares it.
fn create_texture(
    gpu: &Gpu,
    init: &crate::case::TextureInit,
    info: &oneshader::reflect::model::ResourceInfo,
) -> (wgpu::Texture, wgpu::TextureView) {
    let device = &gpu.device;
    let format = wgpu_format(init.format);
    let size = wgpu::Extent3d {
        width: init.width,
        height: init.height,
        depth_or_array_layers: init.layers,
    };
    let mut usage = wgpu::TextureUsages::TEXTURE_BINDING
        | wgpu::TextureUsages::COPY_DST
        | wgpu::TextureUsages::COPY_SRC;
    if info.kind == ResourceKind::StorageTexture {
        usage |= wgpu::TextureUsages::STORAGE_BINDING;
    }
    let texture = device.create_texture(&wgpu::TextureDescriptor {
        label: Some(&info.name),
        size,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage,
        view_formats: &[],
    });
    gpu.queue.write_texture(
        wgpu::TexelCopyTextureInfo {
            texture: &texture,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect: wgpu::TextureAspect::All,
        },
        &init.bytes,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(init.width * init.format.texel_size()),
            rows_per_image: Some(init.height),
        },
        size,
    );
    let dimension = match info.resource_type {
        ResourceTypeKind::Texture2DArray | ResourceTypeKind::RWTexture2DArray => {
            wgpu::TextureViewDimension::D2Array
        }
        ResourceTypeKind::TextureCube => wgpu::TextureViewDimension::Cube,
        _ => wgpu::TextureViewDimension::D2,
    };
    let view = texture.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(dimension),
        ..Default::default()
    });
    (texture, view)
}

/// Creates the resource `info` names from the case's data.
fn create_resource(
    gpu: &Gpu,
    case: &Case,
    info: &oneshader::reflect::model::ResourceInfo,
) -> Result<Bound, String> {
    let device = &gpu.device;
    match info.kind {
        ResourceKind::ConstantBuffer | ResourceKind::StorageBuffer => {
            let init = case
                .buffers
                .iter()
                .find(|b| b.name == info.name)
                .ok_or_else(|| format!("the case gives no contents for buffer {}", info.name))?;
            // Uniform buffers bind whole 16-byte rows; the reflected size may end mid-row.
            let reflected = info.layout.as_ref().map_or(0, |l| l.size as usize);
            let mut bytes = init.bytes.clone();
            if info.kind == ResourceKind::ConstantBuffer {
                bytes.resize(bytes.len().max(reflected).div_ceil(16) * 16, 0);
            }
            bytes.resize(bytes.len().div_ceil(4) * 4, 0);
            let buffer = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(&info.name),
                size: bytes.len() as u64,
                usage: wgpu::BufferUsages::UNIFORM
                    | wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            gpu.queue.write_buffer(&buffer, 0, &bytes);
            Ok(Bound::Buffer(buffer))
        }
        ResourceKind::SampledTexture | ResourceKind::StorageTexture if info.count > 1 => {
            // A binding array: one texture per element, from the `texture NAME[i]:` lines.
            let mut elements = Vec::new();
            for i in 0..info.count {
                let name = format!("{}[{i}]", info.name);
                let init = case
                    .textures
                    .iter()
                    .find(|t| t.name == name)
                    .ok_or_else(|| format!("the case gives no texels for texture {name}"))?;
                elements.push(create_texture(gpu, init, info));
            }
            Ok(Bound::Textures(elements))
        }
        ResourceKind::SampledTexture | ResourceKind::StorageTexture => {
            let init = case
                .textures
                .iter()
                .find(|t| t.name == info.name)
                .ok_or_else(|| format!("the case gives no texels for texture {}", info.name))?;
            let (texture, view) = create_texture(gpu, init, info);
            Ok(Bound::Texture(texture, view))
        }
        ResourceKind::Sampler => {
            let init = case
                .samplers
                .iter()
                .find(|s| s.name == info.name)
                .ok_or_else(|| format!("the case gives no sampler {}", info.name))?;
            let filter = match init.filter {
                Filter::Nearest => wgpu::FilterMode::Nearest,
                Filter::Linear => wgpu::FilterMode::Linear,
            };
            let address = match init.address {
                Address::Clamp => wgpu::AddressMode::ClampToEdge,
                Address::Repeat => wgpu::AddressMode::Repeat,
                Address::Mirror => wgpu::AddressMode::MirrorRepeat,
            };
            let compare = match init.compare.as_deref() {
                None => None,
                Some(name) => Some(compare_function(name)?),
            };
            Ok(Bound::Sampler(device.create_sampler(
                &wgpu::SamplerDescriptor {
                    label: Some(&info.name),
                    address_mode_u: address,
                    address_mode_v: address,
                    address_mode_w: address,
                    mag_filter: filter,
                    min_filter: filter,
                    compare,
                    ..Default::default()
                },
            )))
        }
        ResourceKind::UniformTexelBuffer | ResourceKind::StorageTexelBuffer => Err(format!(
            "{}: typed buffers (Buffer<T>) have no wgpu binding",
            info.name
        )),
        ResourceKind::AccelerationStructure => Err(format!(
            "{}: this harness builds no acceleration structures (lavapipe has no ray queries)",
            info.name
        )),
        ResourceKind::InputAttachment => Err(format!(
            "{}: wgpu has no subpasses to read an input attachment from",
            info.name
        )),
        ResourceKind::CombinedImageSampler => Err(format!(
            "{}: wgpu binds no combined image samplers (vk::SampledTexture*)",
            info.name
        )),
    }
}

pub fn compare_function(name: &str) -> Result<wgpu::CompareFunction, String> {
    Ok(match name {
        "never" => wgpu::CompareFunction::Never,
        "less" => wgpu::CompareFunction::Less,
        "equal" => wgpu::CompareFunction::Equal,
        "less_equal" => wgpu::CompareFunction::LessEqual,
        "greater" => wgpu::CompareFunction::Greater,
        "not_equal" => wgpu::CompareFunction::NotEqual,
        "greater_equal" => wgpu::CompareFunction::GreaterEqual,
        "always" => wgpu::CompareFunction::Always,
        other => return Err(format!("unknown compare function '{other}'")),
    })
}

/// Records the draw; the colour target, the depth texture and the colour format.
fn draw_pass(
    gpu: &Gpu,
    draw: &Draw,
    built: &pipeline::Built,
    bind_groups: &[(u32, wgpu::BindGroup)],
    encoder: &mut wgpu::CommandEncoder,
) -> Result<(wgpu::Texture, Option<wgpu::Texture>, TexelFormat), String> {
    let device = &gpu.device;
    let size = wgpu::Extent3d {
        width: draw.width,
        height: draw.height,
        depth_or_array_layers: 1,
    };
    let attachment = |format: wgpu::TextureFormat| {
        device.create_texture(&wgpu::TextureDescriptor {
            label: Some("target"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        })
    };
    let color = attachment(wgpu_format(draw.target_format));
    let color_view = color.create_view(&Default::default());
    let depth = draw
        .depth
        .as_ref()
        .map(|_| attachment(wgpu::TextureFormat::Depth32Float));
    let depth_view = depth.as_ref().map(|d| d.create_view(&Default::default()));
    let vertex_buffer = (!draw.vertices.is_empty()).then(|| {
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("vertices"),
            size: draw.vertices.len().div_ceil(4) as u64 * 4,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut bytes = draw.vertices.clone();
        bytes.resize(bytes.len().div_ceil(4) * 4, 0);
        gpu.queue.write_buffer(&buffer, 0, &bytes);
        buffer
    });
    {
        let [r, g, b, a] = draw.clear;
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("case draw"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &color_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color { r, g, b, a }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: depth_view.as_ref().zip(draw.depth.as_ref()).map(
                |(view, d)| wgpu::RenderPassDepthStencilAttachment {
                    view,
                    depth_ops: Some(wgpu::Operations {
                        load: wgpu::LoadOp::Clear(d.clear),
                        store: wgpu::StoreOp::Store,
                    }),
                    stencil_ops: None,
                },
            ),
            ..Default::default()
        });
        pass.set_pipeline(built.render()?);
        for (group, bind_group) in bind_groups {
            pass.set_bind_group(*group, bind_group, &[]);
        }
        if let Some(buffer) = &vertex_buffer {
            pass.set_vertex_buffer(0, buffer.slice(..));
        }
        pass.draw(0..draw.vertex_count, 0..draw.instance_count);
    }
    Ok((color, depth, draw.target_format))
}

/// wgpu's cull mode for the case's `cull:` line.
pub fn cull_mode(cull: Cull) -> Option<wgpu::Face> {
    match cull {
        Cull::None => None,
        Cull::Back => Some(wgpu::Face::Back),
        Cull::Front => Some(wgpu::Face::Front),
    }
}

/// The stage of a case entry, for pipeline building.
pub fn entry_of(case: &Case, stage: Stage) -> Option<&str> {
    case.entries
        .iter()
        .find(|(_, s)| *s == stage)
        .map(|(n, _)| n.as_str())
}
