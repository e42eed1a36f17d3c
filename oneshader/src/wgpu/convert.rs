//! Conversions from the plain-data layouts to wgpu 30 values, with no device involved.
//!
//! Input: [`BindGroupLayoutInfo`] / [`BindGroupLayoutEntryInfo`] (the WebGPU strings that
//! `PipelineLayout::try_to_webgpu_with` writes), a [`VertexLayout`], [`SpecializationValues`].
//! Output: `wgpu::BindGroupLayoutEntry` lists, an [`OwnedVertexBufferLayout`] that lends a
//! `wgpu::VertexBufferLayout`, and [`OverrideConstants`] for `PipelineCompilationOptions`.
//! Invariant: a string the WebGPU layout could not have written is a [`WgpuError::Unsupported`],
//! never a panic; entries keep the layout's order (bindings ascending).

use super::WgpuError;
use crate::layouts::{
    BindGroupLayoutEntryInfo, BindGroupLayoutInfo, BindingKind, SpecializationValues,
    StorageTextureAccess, VertexLayout, VertexStepMode, WebGpuVisibility,
};
use crate::types::VertexFormat;

/// `wgpu::ShaderStages` of a WebGPU visibility (the bit values are the same).
pub fn shader_stages(visibility: WebGpuVisibility) -> ::wgpu::ShaderStages {
    let mut stages = ::wgpu::ShaderStages::NONE;
    for (bit, stage) in [
        (WebGpuVisibility::VERTEX, ::wgpu::ShaderStages::VERTEX),
        (WebGpuVisibility::FRAGMENT, ::wgpu::ShaderStages::FRAGMENT),
        (WebGpuVisibility::COMPUTE, ::wgpu::ShaderStages::COMPUTE),
    ] {
        if visibility.0 & bit != 0 {
            stages |= stage;
        }
    }
    stages
}

/// The `wgpu::TextureFormat` of a WebGPU storage-format name (`rgba8unorm`, `r32float`, ...).
pub fn storage_texture_format(name: &str) -> Option<::wgpu::TextureFormat> {
    use ::wgpu::TextureFormat as F;
    Some(match name {
        "rgba8unorm" => F::Rgba8Unorm,
        "rgba8snorm" => F::Rgba8Snorm,
        "rgba8uint" => F::Rgba8Uint,
        "rgba8sint" => F::Rgba8Sint,
        "rgba16float" => F::Rgba16Float,
        "rgba16uint" => F::Rgba16Uint,
        "rgba16sint" => F::Rgba16Sint,
        "rgba32float" => F::Rgba32Float,
        "rgba32uint" => F::Rgba32Uint,
        "rgba32sint" => F::Rgba32Sint,
        "rg32float" => F::Rg32Float,
        "rg32uint" => F::Rg32Uint,
        "rg32sint" => F::Rg32Sint,
        "r32float" => F::R32Float,
        "r32uint" => F::R32Uint,
        "r32sint" => F::R32Sint,
        "bgra8unorm" => F::Bgra8Unorm,
        _ => return None,
    })
}

fn view_dimension(name: Option<&str>) -> Option<::wgpu::TextureViewDimension> {
    use ::wgpu::TextureViewDimension as D;
    Some(match name? {
        "1d" => D::D1,
        "2d" => D::D2,
        "2d-array" => D::D2Array,
        "3d" => D::D3,
        "cube" => D::Cube,
        "cube-array" => D::CubeArray,
        _ => return None,
    })
}

fn unsupported(e: &BindGroupLayoutEntryInfo, what: &str, value: Option<&str>) -> WgpuError {
    WgpuError::Unsupported(format!(
        "'{}' (binding {}) has {what} '{}', which wgpu has no value for. Build the entry with PipelineLayout::try_to_webgpu_with, which writes only WebGPU's names.",
        e.name,
        e.binding,
        value.unwrap_or("(none)")
    ))
}

/// The `wgpu::BindGroupLayoutEntry` of one WebGPU entry.
pub fn bind_group_layout_entry(
    e: &BindGroupLayoutEntryInfo,
) -> Result<::wgpu::BindGroupLayoutEntry, WgpuError> {
    let ty = match e.kind {
        BindingKind::Buffer => ::wgpu::BindingType::Buffer {
            ty: match e.buffer_type {
                Some("uniform") => ::wgpu::BufferBindingType::Uniform,
                Some("storage") => ::wgpu::BufferBindingType::Storage { read_only: false },
                Some("read-only-storage") => ::wgpu::BufferBindingType::Storage { read_only: true },
                other => return Err(unsupported(e, "buffer type", other)),
            },
            has_dynamic_offset: e.has_dynamic_offset,
            min_binding_size: ::wgpu::BufferSize::new(e.min_binding_size),
        },
        BindingKind::Sampler => ::wgpu::BindingType::Sampler(match e.sampler_type {
            Some("filtering") => ::wgpu::SamplerBindingType::Filtering,
            Some("non-filtering") => ::wgpu::SamplerBindingType::NonFiltering,
            Some("comparison") => ::wgpu::SamplerBindingType::Comparison,
            other => return Err(unsupported(e, "sampler type", other)),
        }),
        BindingKind::Texture => ::wgpu::BindingType::Texture {
            sample_type: match e.sample_type {
                Some("float") => ::wgpu::TextureSampleType::Float { filterable: true },
                Some("unfilterable-float") => {
                    ::wgpu::TextureSampleType::Float { filterable: false }
                }
                Some("depth") => ::wgpu::TextureSampleType::Depth,
                Some("sint") => ::wgpu::TextureSampleType::Sint,
                Some("uint") => ::wgpu::TextureSampleType::Uint,
                other => return Err(unsupported(e, "sample type", other)),
            },
            view_dimension: view_dimension(e.view_dimension)
                .ok_or_else(|| unsupported(e, "view dimension", e.view_dimension))?,
            multisampled: e.multisampled,
        },
        BindingKind::AccelerationStructure => ::wgpu::BindingType::AccelerationStructure {
            vertex_return: false,
        },
        BindingKind::StorageTexture => ::wgpu::BindingType::StorageTexture {
            access: match e.access.unwrap_or_default() {
                StorageTextureAccess::WriteOnly => ::wgpu::StorageTextureAccess::WriteOnly,
                StorageTextureAccess::ReadOnly => ::wgpu::StorageTextureAccess::ReadOnly,
                StorageTextureAccess::ReadWrite => ::wgpu::StorageTextureAccess::ReadWrite,
            },
            format: e
                .storage_format
                .as_deref()
                .and_then(storage_texture_format)
                .ok_or_else(|| unsupported(e, "storage format", e.storage_format.as_deref()))?,
            view_dimension: view_dimension(e.view_dimension)
                .ok_or_else(|| unsupported(e, "view dimension", e.view_dimension))?,
        },
    };
    Ok(::wgpu::BindGroupLayoutEntry {
        binding: e.binding,
        visibility: shader_stages(e.visibility),
        ty,
        // A binding array (`WebGpuLayoutOptions::binding_arrays`); never 0 (the layout gives
        // an unbounded array its count).
        count: e.count.and_then(std::num::NonZeroU32::new),
    })
}

/// The entries of one bind group, by binding.
pub fn bind_group_layout_entries(
    group: &BindGroupLayoutInfo,
) -> Result<Vec<::wgpu::BindGroupLayoutEntry>, WgpuError> {
    group.entries.iter().map(bind_group_layout_entry).collect()
}

/// `wgpu::VertexFormat` of a vertex format (wgpu has every format the compiler reflects).
pub fn vertex_format(format: VertexFormat) -> ::wgpu::VertexFormat {
    use ::wgpu::VertexFormat as W;
    use VertexFormat as F;
    match format {
        F::Uint8 => W::Uint8,
        F::Uint8x2 => W::Uint8x2,
        F::Uint8x4 => W::Uint8x4,
        F::Sint8 => W::Sint8,
        F::Sint8x2 => W::Sint8x2,
        F::Sint8x4 => W::Sint8x4,
        F::Unorm8 => W::Unorm8,
        F::Unorm8x2 => W::Unorm8x2,
        F::Unorm8x4 => W::Unorm8x4,
        F::Snorm8 => W::Snorm8,
        F::Snorm8x2 => W::Snorm8x2,
        F::Snorm8x4 => W::Snorm8x4,
        F::Uint16 => W::Uint16,
        F::Uint16x2 => W::Uint16x2,
        F::Uint16x4 => W::Uint16x4,
        F::Sint16 => W::Sint16,
        F::Sint16x2 => W::Sint16x2,
        F::Sint16x4 => W::Sint16x4,
        F::Unorm16 => W::Unorm16,
        F::Unorm16x2 => W::Unorm16x2,
        F::Unorm16x4 => W::Unorm16x4,
        F::Snorm16 => W::Snorm16,
        F::Snorm16x2 => W::Snorm16x2,
        F::Snorm16x4 => W::Snorm16x4,
        F::Float16 => W::Float16,
        F::Float16x2 => W::Float16x2,
        F::Float16x4 => W::Float16x4,
        F::Float32 => W::Float32,
        F::Float32x2 => W::Float32x2,
        F::Float32x3 => W::Float32x3,
        F::Float32x4 => W::Float32x4,
        F::Uint32 => W::Uint32,
        F::Uint32x2 => W::Uint32x2,
        F::Uint32x3 => W::Uint32x3,
        F::Uint32x4 => W::Uint32x4,
        F::Sint32 => W::Sint32,
        F::Sint32x2 => W::Sint32x2,
        F::Sint32x3 => W::Sint32x3,
        F::Sint32x4 => W::Sint32x4,
        F::Unorm10_10_10_2 => W::Unorm10_10_10_2,
        F::Unorm8x4Bgra => W::Unorm8x4Bgra,
    }
}

/// A vertex buffer layout that owns its attributes; [`as_wgpu`](Self::as_wgpu) lends the
/// `wgpu::VertexBufferLayout` a `VertexState` takes.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnedVertexBufferLayout {
    pub array_stride: u64,
    pub step_mode: ::wgpu::VertexStepMode,
    /// By location.
    pub attributes: Vec<::wgpu::VertexAttribute>,
}

impl OwnedVertexBufferLayout {
    /// One interleaved buffer with the vertex entry point's attributes (after any overrides).
    pub fn new(layout: &VertexLayout, step: VertexStepMode) -> OwnedVertexBufferLayout {
        OwnedVertexBufferLayout {
            array_stride: u64::from(layout.stride),
            step_mode: match step {
                VertexStepMode::Vertex => ::wgpu::VertexStepMode::Vertex,
                VertexStepMode::Instance => ::wgpu::VertexStepMode::Instance,
            },
            attributes: layout
                .attributes
                .iter()
                .map(|a| ::wgpu::VertexAttribute {
                    format: vertex_format(a.format),
                    offset: u64::from(a.offset),
                    shader_location: a.location,
                })
                .collect(),
        }
    }

    /// The borrowed form for `wgpu::VertexState::buffers`.
    pub fn as_wgpu(&self) -> ::wgpu::VertexBufferLayout<'_> {
        ::wgpu::VertexBufferLayout {
            array_stride: self.array_stride,
            step_mode: self.step_mode,
            attributes: &self.attributes,
        }
    }
}

/// WebGPU override constants keyed by decimal id (`@id(N)` in WGSL, `SpecId` in SPIR-V), in id
/// order, for `PipelineCompilationOptions::constants`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OverrideConstants(pub Vec<(String, f64)>);

impl OverrideConstants {
    /// The current values of an entry point's specialization constants.
    pub fn from_values(values: &SpecializationValues) -> OverrideConstants {
        OverrideConstants(values.to_webgpu().0)
    }

    /// The borrowed pairs; pass `&constants.pairs()` as `compilation_options.constants`.
    pub fn pairs(&self) -> Vec<(&str, f64)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v)).collect()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
