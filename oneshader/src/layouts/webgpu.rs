//! WebGPU: bind group layout entries with the API's strings, and vertex buffer layouts.
//!
//! Input: a [`PipelineLayout`]. Output: one `BindGroupLayoutInfo` per group from 0 (empty where
//! unused), entries by binding, the push-constant block as a uniform buffer entry at the slot the
//! compiler reserved (see the module docs for the fallback while reflection has no `Wgsl`
//! slots). A combined pair is two entries. What WebGPU cannot express (resource arrays, typed
//! buffers, append/consume buffers, 1D array textures, storage textures without a format) is an
//! `Unsupported` error that says what to change. Reflection does not say whether a texture is a
//! depth texture or how a storage texture is accessed: [`WebGpuLayoutOptions`] does.
//!
//! Native wgpu has binding arrays where WebGPU has none: with
//! [`WebGpuLayoutOptions::binding_arrays`] an array of textures, samplers, storage buffers or
//! storage textures is one entry with `count` (an unbounded one gets
//! [`WebGpuLayoutOptions::unbounded_count`]); arrays of constant buffers (no wgpu backend binds
//! them) and a group that holds an array together with a uniform or dynamic-offset buffer (wgpu
//! refuses that layout) are `Unsupported`, as texel buffers always are.

use super::entry::ResourceLayout;
use super::error::{LayoutError, LayoutErrorKind};
use super::pipeline::PipelineLayout;
use super::vertex::{VertexLayout, VertexStepMode};
use super::ShaderStages;
use crate::reflect::model::{ResourceKind, ResourceTypeKind};
use crate::types::VertexFormat;
use std::collections::BTreeMap;
use std::fmt;

/// `GPUShaderStage` flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct WebGpuVisibility(pub u32);

impl WebGpuVisibility {
    pub const VERTEX: u32 = 1;
    pub const FRAGMENT: u32 = 2;
    pub const COMPUTE: u32 = 4;

    pub fn of(stages: ShaderStages) -> WebGpuVisibility {
        WebGpuVisibility(super::stage_bits(
            stages,
            [Self::VERTEX, Self::FRAGMENT, Self::COMPUTE],
        ))
    }
}

impl fmt::Display for WebGpuVisibility {
    /// `Vertex`, `Fragment`, `Vertex, Fragment`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::write_stage_bits(f, self.0, [Self::VERTEX, Self::FRAGMENT, Self::COMPUTE])
    }
}

/// Which member of `GPUBindGroupLayoutEntry` an entry fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BindingKind {
    Buffer,
    Sampler,
    Texture,
    StorageTexture,
    /// wgpu's `BindingType::AccelerationStructure` (native wgpu only, see
    /// [`WebGpuLayoutOptions::acceleration_structures`]).
    AccelerationStructure,
}

/// `GPUStorageTextureAccess`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StorageTextureAccess {
    #[default]
    WriteOnly,
    ReadOnly,
    ReadWrite,
}

impl StorageTextureAccess {
    pub fn to_webgpu_string(self) -> &'static str {
        match self {
            StorageTextureAccess::WriteOnly => "write-only",
            StorageTextureAccess::ReadOnly => "read-only",
            StorageTextureAccess::ReadWrite => "read-write",
        }
    }
}

/// `GPUBindGroupLayoutEntry` data; the strings are the API's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindGroupLayoutEntryInfo {
    pub binding: u32,
    pub name: String,
    pub kind: BindingKind,
    pub visibility: WebGpuVisibility,
    /// `buffer.type`: `uniform`, `storage`, `read-only-storage`.
    pub buffer_type: Option<&'static str>,
    pub has_dynamic_offset: bool,
    /// `buffer.minBindingSize` (0: not checked at bind time).
    pub min_binding_size: u64,
    /// `sampler.type`: `filtering`, `comparison`.
    pub sampler_type: Option<&'static str>,
    /// `texture.sampleType`: `float`, `unfilterable-float`, `depth`, `sint`, `uint`.
    pub sample_type: Option<&'static str>,
    /// `texture.viewDimension` / `storageTexture.viewDimension`: `2d`, `cube-array`, ...
    pub view_dimension: Option<&'static str>,
    pub multisampled: bool,
    /// `storageTexture.format`: `rgba8unorm`, ...
    pub storage_format: Option<String>,
    pub access: Option<StorageTextureAccess>,
    /// A binding array's size (wgpu's `count`); `None` for a single resource.
    pub count: Option<u32>,
}

/// One bind group's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindGroupLayoutInfo {
    pub group: u32,
    pub entries: Vec<BindGroupLayoutEntryInfo>,
}

/// A WebGPU pipeline layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebGpuPipelineLayout {
    pub groups: Vec<BindGroupLayoutInfo>,
    /// The WebGPU features the device must be created with for these shaders (`subgroups`
    /// when an entry point uses wave or quad intrinsics), sorted.
    pub required_features: Vec<&'static str>,
}

impl fmt::Display for WebGpuPipelineLayout {
    /// `WebGPU group 0 binding 0: Frame, Buffer, visibility Vertex` per entry.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for g in &self.groups {
            for e in &g.entries {
                write!(
                    f,
                    "WebGPU group {} binding {}: {}, {:?}, visibility {}",
                    g.group, e.binding, e.name, e.kind, e.visibility
                )?;
                match e.count {
                    Some(n) => writeln!(f, ", array of {n}")?,
                    None => writeln!(f)?,
                }
            }
        }
        Ok(())
    }
}

/// Options for what reflection cannot say, and for shared layouts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WebGpuLayoutOptions {
    /// Textures (by name) that are depth textures sampled with comparison samplers: `depth`.
    pub depth_textures: Vec<String>,
    /// Textures (by name) read without filtering: `unfilterable-float`.
    pub unfilterable_textures: Vec<String>,
    /// Storage texture access by name (default `write-only`).
    pub storage_access: BTreeMap<String, StorageTextureAccess>,
    /// Read-write storage buffers (by name) the pipeline only reads: `read-only-storage`.
    pub read_only_storage_buffers: Vec<String>,
    /// Buffers (by name) with `hasDynamicOffset`.
    pub dynamic_buffers: Vec<String>,
    /// The same by (group, binding).
    pub dynamic_bindings: Vec<(u32, u32)>,
    /// Extra stages ORed into every entry of a group.
    pub widen_groups: BTreeMap<u32, ShaderStages>,
    /// Extra stages for one entry, by (group, binding).
    pub widen_bindings: BTreeMap<(u32, u32), ShaderStages>,
    /// Extra stages for the push-constant stand-in buffer.
    pub widen_push_constants: ShaderStages,
    /// Lay resource arrays out as native wgpu binding arrays (`count: Some(n)`, which needs
    /// wgpu's binding-array features) instead of refusing them as WebGPU does.
    pub binding_arrays: bool,
    /// Lay `RaytracingAccelerationStructure`s out as wgpu's acceleration structure bindings
    /// (native wgpu with `EXPERIMENTAL_RAY_QUERY`, for the wgpu dialect's ray queries) instead
    /// of refusing them as WebGPU does.
    pub acceleration_structures: bool,
    /// The `count` of an unbounded array's entry; 0 means
    /// [`super::DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT`]. Bind groups with fewer resources need
    /// wgpu's `PARTIALLY_BOUND_BINDING_ARRAY`.
    pub unbounded_count: u32,
}

fn unsupported(r: &ResourceLayout, what: &str, change: &str) -> LayoutError {
    LayoutError::new(
        LayoutErrorKind::Unsupported,
        format!(
            "'{}' (set {} binding {}) is {what}, which WebGPU cannot bind. {change}",
            r.name, r.set, r.binding
        ),
    )
}

/// WebGPU's name of a `[[vk::image_format]]` format.
fn storage_format(vk: &str) -> Option<&'static str> {
    Some(match vk {
        "rgba8" => "rgba8unorm",
        "rgba8snorm" => "rgba8snorm",
        "rgba8ui" => "rgba8uint",
        "rgba8i" => "rgba8sint",
        "rgba16f" => "rgba16float",
        "rgba16ui" => "rgba16uint",
        "rgba16i" => "rgba16sint",
        "rgba32f" => "rgba32float",
        "rgba32ui" => "rgba32uint",
        "rgba32i" => "rgba32sint",
        "rg32f" => "rg32float",
        "rg32ui" => "rg32uint",
        "rg32i" => "rg32sint",
        "r32f" => "r32float",
        "r32ui" => "r32uint",
        "r32i" => "r32sint",
        "bgra8" => "bgra8unorm",
        _ => return None,
    })
}

fn view_dimension(t: ResourceTypeKind) -> &'static str {
    use ResourceTypeKind as R;
    match t {
        R::Texture1D | R::RWTexture1D => "1d",
        R::Texture2DArray | R::Texture2DMSArray | R::RWTexture2DArray => "2d-array",
        R::Texture3D | R::RWTexture3D => "3d",
        R::TextureCube => "cube",
        R::TextureCubeArray => "cube-array",
        _ => "2d",
    }
}

/// The texel scalar of `Texture2D<uint4>`-style type names.
fn texel_sample_type(hlsl_type: &str) -> &'static str {
    let texel = hlsl_type
        .split_once('<')
        .map_or("", |(_, rest)| rest.trim_end_matches('>'));
    if texel.starts_with("uint") || texel.starts_with("min16uint") {
        "uint"
    } else if texel.starts_with("int") || texel.starts_with("min16int") {
        "sint"
    } else {
        "float"
    }
}

/// The `count` of `r`'s entry: `None` for a single resource; for an array, its size where the
/// options allow native binding arrays and wgpu can bind that kind, else `Unsupported`.
fn array_count(
    r: &ResourceLayout,
    options: &WebGpuLayoutOptions,
) -> Result<Option<u32>, LayoutError> {
    if r.count == 1 {
        return Ok(None);
    }
    let what = match r.count {
        0 => "an unbounded array of resources".to_string(),
        n => format!("an array of {n} resources"),
    };
    if !options.binding_arrays {
        return Err(unsupported(
            r,
            &what,
            "Declare separate resources, use a texture array with an index instead, or, for native wgpu, set WebGpuLayoutOptions::binding_arrays.",
        ));
    }
    if r.kind == ResourceKind::ConstantBuffer {
        return Err(unsupported(
            r,
            "an array of constant buffers",
            "wgpu binds uniform-buffer arrays on no backend (UNIFORM_BUFFER_BINDING_ARRAYS): use a StructuredBuffer array instead.",
        ));
    }
    Ok(Some(match (r.count, options.unbounded_count) {
        (0, 0) => super::DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT,
        (0, n) => n,
        (n, _) => n,
    }))
}

/// wgpu refuses a bind group layout that holds a binding array together with a uniform
/// buffer or a dynamic-offset buffer (`ContainsBothBindingArrayAndUniformBuffer`, `...
/// AndDynamicOffsetArray`): say which entries meet and what to move.
fn check_binding_array_group(
    group: u32,
    entries: &[BindGroupLayoutEntryInfo],
) -> Result<(), LayoutError> {
    let Some(array) = entries.iter().find(|e| e.count.is_some()) else {
        return Ok(());
    };
    let other = entries
        .iter()
        .find(|e| e.buffer_type == Some("uniform") || e.has_dynamic_offset);
    match other {
        Some(o) => Err(LayoutError::new(
            LayoutErrorKind::Unsupported,
            format!(
                "WebGPU group {group} holds the binding array '{}' and the {} '{}', which wgpu cannot put in one bind group. Move '{}' to another group (another descriptor set).",
                array.name,
                if o.has_dynamic_offset { "dynamic-offset buffer" } else { "uniform buffer" },
                o.name,
                o.name
            ),
        )),
        None => Ok(()),
    }
}

impl PipelineLayout {
    /// The WebGPU layout with default options.
    pub fn try_to_webgpu(&self) -> Result<WebGpuPipelineLayout, LayoutError> {
        self.try_to_webgpu_with(&WebGpuLayoutOptions::default())
    }

    /// The WebGPU layout; `Unsupported` for what WebGPU cannot express.
    pub fn try_to_webgpu_with(
        &self,
        options: &WebGpuLayoutOptions,
    ) -> Result<WebGpuPipelineLayout, LayoutError> {
        let mut groups: BTreeMap<u32, Vec<BindGroupLayoutEntryInfo>> = BTreeMap::new();
        let widen = |g: u32, b: u32| {
            options.widen_groups.get(&g).copied().unwrap_or_default()
                | options
                    .widen_bindings
                    .get(&(g, b))
                    .copied()
                    .unwrap_or_default()
        };
        for r in &self.resources {
            let (g, b) = (r.wgsl_group, r.wgsl_binding);
            if !r.mutable_kinds.is_empty() {
                return Err(unsupported(
                    r,
                    "a descriptor heap binding holding several descriptor kinds (a Vulkan mutable descriptor)",
                    "Read one kind of resource from the heap in this pipeline, or use the Vulkan layout (VK_EXT_mutable_descriptor_type).",
                ));
            }
            let count = array_count(r, options)?;
            let mut e = BindGroupLayoutEntryInfo {
                binding: b,
                name: r.name.clone(),
                kind: BindingKind::Buffer,
                visibility: WebGpuVisibility::of(r.stages | widen(g, b)),
                buffer_type: None,
                has_dynamic_offset: false,
                min_binding_size: 0,
                sampler_type: None,
                sample_type: None,
                view_dimension: None,
                multisampled: false,
                storage_format: None,
                access: None,
                count,
            };
            use ResourceTypeKind as R;
            match r.kind {
                ResourceKind::ConstantBuffer | ResourceKind::StorageBuffer => {
                    if matches!(
                        r.resource_type,
                        R::AppendStructuredBuffer | R::ConsumeStructuredBuffer
                    ) {
                        return Err(unsupported(
                            r,
                            &format!("an {:?}", r.resource_type),
                            "Use a RWStructuredBuffer with an explicit counter instead.",
                        ));
                    }
                    let read_only = matches!(
                        r.resource_type,
                        R::StructuredBuffer | R::ByteAddressBuffer | R::TextureBuffer
                    ) || options.read_only_storage_buffers.contains(&r.name);
                    e.buffer_type = Some(match r.kind {
                        ResourceKind::ConstantBuffer => "uniform",
                        _ if read_only => "read-only-storage",
                        _ => "storage",
                    });
                    e.has_dynamic_offset = r.dynamic_offset
                        || options.dynamic_buffers.contains(&r.name)
                        || options.dynamic_bindings.contains(&(g, b));
                }
                ResourceKind::Sampler => {
                    e.kind = BindingKind::Sampler;
                    e.sampler_type = Some(if r.resource_type == R::SamplerComparisonState {
                        "comparison"
                    } else {
                        "filtering"
                    });
                }
                ResourceKind::SampledTexture => {
                    if r.resource_type == R::Texture1DArray {
                        return Err(unsupported(
                            r,
                            "a Texture1DArray",
                            "Use a Texture2DArray of height 1 instead.",
                        ));
                    }
                    e.kind = BindingKind::Texture;
                    e.multisampled =
                        matches!(r.resource_type, R::Texture2DMS | R::Texture2DMSArray);
                    e.view_dimension = Some(view_dimension(r.resource_type));
                    let texel = texel_sample_type(&r.hlsl_type);
                    e.sample_type = Some(if options.depth_textures.contains(&r.name) {
                        "depth"
                    } else if texel == "float"
                        && (e.multisampled || options.unfilterable_textures.contains(&r.name))
                    {
                        "unfilterable-float"
                    } else {
                        texel
                    });
                }
                ResourceKind::StorageTexture => {
                    if r.resource_type == R::RWTexture1DArray {
                        return Err(unsupported(
                            r,
                            "a RWTexture1DArray",
                            "Use a RWTexture2DArray of height 1 instead.",
                        ));
                    }
                    let Some(format) = r.image_format.as_deref() else {
                        return Err(unsupported(
                            r,
                            "a storage texture without a texel format",
                            "Add [[vk::image_format(\"rgba8\")]] (or the format it holds) to its declaration.",
                        ));
                    };
                    let Some(format) = storage_format(format) else {
                        return Err(unsupported(
                            r,
                            &format!("a storage texture of format '{format}'"),
                            "Use a WebGPU storage format such as rgba8, rgba16f, rgba32f, r32f, r32ui or r32i.",
                        ));
                    };
                    e.kind = BindingKind::StorageTexture;
                    e.view_dimension = Some(view_dimension(r.resource_type));
                    e.storage_format = Some(format.to_string());
                    e.access = Some(
                        options
                            .storage_access
                            .get(&r.name)
                            .copied()
                            .unwrap_or_default(),
                    );
                }
                ResourceKind::UniformTexelBuffer | ResourceKind::StorageTexelBuffer => {
                    return Err(unsupported(
                        r,
                        &format!("a typed buffer ({:?})", r.resource_type),
                        "Use a StructuredBuffer (or RWStructuredBuffer) of the element type instead.",
                    ));
                }
                ResourceKind::AccelerationStructure if options.acceleration_structures => {
                    e.kind = BindingKind::AccelerationStructure;
                }
                ResourceKind::AccelerationStructure => {
                    return Err(unsupported(
                        r,
                        "a RaytracingAccelerationStructure",
                        "WebGPU has no acceleration structures; use the Vulkan layout for ray queries, or, for native wgpu, set WebGpuLayoutOptions::acceleration_structures.",
                    ));
                }
                ResourceKind::InputAttachment => {
                    return Err(unsupported(
                        r,
                        &format!("an input attachment ({:?})", r.resource_type),
                        "WebGPU has no subpasses; render the attachment first and read it as a Texture2D.",
                    ));
                }
                ResourceKind::CombinedImageSampler => {
                    return Err(unsupported(
                        r,
                        &format!("a vk::Sampled{:?} (a combined image sampler)", r.resource_type),
                        "WebGPU binds textures and samplers separately; declare a texture and a SamplerState.",
                    ));
                }
            }
            groups.entry(g).or_default().push(e);
        }
        if let Some(p) = &self.push_constant {
            let (g, b) = (p.wgsl_group, p.wgsl_binding);
            groups.entry(g).or_default().push(BindGroupLayoutEntryInfo {
                binding: b,
                name: p.name.clone(),
                kind: BindingKind::Buffer,
                visibility: WebGpuVisibility::of(
                    p.stages | options.widen_push_constants | widen(g, b),
                ),
                buffer_type: Some("uniform"),
                has_dynamic_offset: options.dynamic_buffers.contains(&p.name)
                    || options.dynamic_bindings.contains(&(g, b)),
                // WGSL uniform buffers are sized in 16-byte steps.
                min_binding_size: u64::from(p.size).div_ceil(16) * 16,
                sampler_type: None,
                sample_type: None,
                view_dimension: None,
                multisampled: false,
                storage_format: None,
                access: None,
                count: None,
            });
        }
        for (group, entries) in groups.iter_mut() {
            entries.sort_by_key(|e| e.binding);
            check_binding_array_group(*group, entries)?;
            // Slots WGSL assigned apart from Vulkan's (combined samplers, push blocks) can meet
            // another file's resource in a union.
            if let Some(pair) = entries.windows(2).find(|w| w[0].binding == w[1].binding) {
                return Err(LayoutError::new(
                    LayoutErrorKind::ResourceConflict,
                    format!(
                        "WebGPU group {group} binding {} is both '{}' and '{}'. Move one of them to a free binding, or build separate layouts.",
                        pair[0].binding, pair[0].name, pair[1].name
                    ),
                ));
            }
        }
        let highest = groups.keys().next_back().copied();
        let groups = match highest {
            None => Vec::new(),
            Some(highest) => (0..=highest)
                .map(|group| BindGroupLayoutInfo {
                    group,
                    entries: groups.remove(&group).unwrap_or_default(),
                })
                .collect(),
        };
        let required_features = if self.subgroup_operations() != 0 {
            vec!["subgroups"]
        } else {
            Vec::new()
        };
        Ok(WebGpuPipelineLayout {
            groups,
            required_features,
        })
    }
}

/// A `GPUVertexAttribute`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WebGpuVertexAttribute {
    /// `GPUVertexFormat`: `float32x2`, `unorm8x4`, `unorm10-10-10-2`, ...
    pub format: &'static str,
    pub offset: u32,
    pub shader_location: u32,
}

/// A `GPUVertexBufferLayout`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebGpuVertexBufferLayout {
    pub array_stride: u32,
    /// `vertex` or `instance`.
    pub step_mode: &'static str,
    pub attributes: Vec<WebGpuVertexAttribute>,
}

/// `GPUVertexFormat` of a vertex format.
pub(crate) fn webgpu_vertex_format(format: VertexFormat) -> &'static str {
    use VertexFormat as F;
    match format {
        F::Uint8 => "uint8",
        F::Uint8x2 => "uint8x2",
        F::Uint8x4 => "uint8x4",
        F::Sint8 => "sint8",
        F::Sint8x2 => "sint8x2",
        F::Sint8x4 => "sint8x4",
        F::Unorm8 => "unorm8",
        F::Unorm8x2 => "unorm8x2",
        F::Unorm8x4 => "unorm8x4",
        F::Snorm8 => "snorm8",
        F::Snorm8x2 => "snorm8x2",
        F::Snorm8x4 => "snorm8x4",
        F::Uint16 => "uint16",
        F::Uint16x2 => "uint16x2",
        F::Uint16x4 => "uint16x4",
        F::Sint16 => "sint16",
        F::Sint16x2 => "sint16x2",
        F::Sint16x4 => "sint16x4",
        F::Unorm16 => "unorm16",
        F::Unorm16x2 => "unorm16x2",
        F::Unorm16x4 => "unorm16x4",
        F::Snorm16 => "snorm16",
        F::Snorm16x2 => "snorm16x2",
        F::Snorm16x4 => "snorm16x4",
        F::Float16 => "float16",
        F::Float16x2 => "float16x2",
        F::Float16x4 => "float16x4",
        F::Float32 => "float32",
        F::Float32x2 => "float32x2",
        F::Float32x3 => "float32x3",
        F::Float32x4 => "float32x4",
        F::Uint32 => "uint32",
        F::Uint32x2 => "uint32x2",
        F::Uint32x3 => "uint32x3",
        F::Uint32x4 => "uint32x4",
        F::Sint32 => "sint32",
        F::Sint32x2 => "sint32x2",
        F::Sint32x3 => "sint32x3",
        F::Sint32x4 => "sint32x4",
        F::Unorm10_10_10_2 => "unorm10-10-10-2",
        F::Unorm8x4Bgra => "unorm8x4-bgra",
    }
}

impl VertexLayout {
    /// `GPUVertexBufferLayout` data.
    pub fn to_webgpu(&self, step: VertexStepMode) -> WebGpuVertexBufferLayout {
        WebGpuVertexBufferLayout {
            array_stride: self.stride,
            step_mode: match step {
                VertexStepMode::Vertex => "vertex",
                VertexStepMode::Instance => "instance",
            },
            attributes: self
                .attributes
                .iter()
                .map(|a| WebGpuVertexAttribute {
                    format: webgpu_vertex_format(a.format),
                    offset: a.offset,
                    shader_location: a.location,
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layouts::EntryLayout;
    use crate::target::{CompileTarget, Stage};

    fn resource(
        name: &str,
        kind: ResourceKind,
        ty: ResourceTypeKind,
        hlsl: &str,
    ) -> ResourceLayout {
        ResourceLayout {
            name: name.into(),
            kind,
            resource_type: ty,
            hlsl_type: hlsl.into(),
            count: 1,
            set: 0,
            binding: 0,
            wgsl_group: 0,
            wgsl_binding: 0,
            msl_index: None,
            stages: ShaderStages::PIXEL,
            image_format: None,
            combined_with: None,
            dynamic_offset: false,
            layout: None,
            mutable_kinds: Vec::new(),
        }
    }

    /// A pixel entry point `PsMain` using the one resource `r`.
    fn pixel_entry(r: ResourceLayout) -> EntryLayout {
        EntryLayout {
            name: "PsMain".into(),
            stage: Stage::Pixel,
            source: "X.hlsl".into(),
            targets: vec![CompileTarget::SpirV],
            resources: vec![r],
            push_constant: None,
            vertex: None,
            workgroup_size: [0; 3],
            spec_constants: Vec::new(),
            subgroup_operations: 0,
        }
    }

    fn webgpu(
        r: ResourceLayout,
        options: &WebGpuLayoutOptions,
    ) -> Result<BindGroupLayoutEntryInfo, LayoutError> {
        let entry = pixel_entry(r);
        let p = PipelineLayout::try_create(&[entry])?;
        let layout = p.try_to_webgpu_with(options)?;
        Ok(layout.groups[0].entries[0].clone())
    }

    #[test]
    fn texture_sample_types_follow_the_texel_and_options() {
        let none = WebGpuLayoutOptions::default();
        let uint = webgpu(
            resource(
                "Ids",
                ResourceKind::SampledTexture,
                ResourceTypeKind::Texture2D,
                "Texture2D<uint2>",
            ),
            &none,
        );
        assert_eq!(uint.map(|e| e.sample_type), Ok(Some("uint")));
        let ms = webgpu(
            resource(
                "Ms",
                ResourceKind::SampledTexture,
                ResourceTypeKind::Texture2DMS,
                "Texture2DMS<float4>",
            ),
            &none,
        )
        .expect("ms");
        assert_eq!(
            (ms.sample_type, ms.multisampled),
            (Some("unfilterable-float"), true)
        );
        let depth_opts = WebGpuLayoutOptions {
            depth_textures: vec!["Shadow".into()],
            ..Default::default()
        };
        let depth = webgpu(
            resource(
                "Shadow",
                ResourceKind::SampledTexture,
                ResourceTypeKind::TextureCubeArray,
                "TextureCubeArray<float>",
            ),
            &depth_opts,
        )
        .expect("depth");
        assert_eq!(
            (depth.sample_type, depth.view_dimension),
            (Some("depth"), Some("cube-array"))
        );
        let cmp = webgpu(
            resource(
                "Cmp",
                ResourceKind::Sampler,
                ResourceTypeKind::SamplerComparisonState,
                "SamplerComparisonState",
            ),
            &none,
        );
        assert_eq!(cmp.map(|e| e.sampler_type), Ok(Some("comparison")));
        let rw_opts = WebGpuLayoutOptions {
            read_only_storage_buffers: vec!["Data".into()],
            ..Default::default()
        };
        let data = webgpu(
            resource(
                "Data",
                ResourceKind::StorageBuffer,
                ResourceTypeKind::RWStructuredBuffer,
                "RWStructuredBuffer<float4>",
            ),
            &rw_opts,
        );
        assert_eq!(data.map(|e| e.buffer_type), Ok(Some("read-only-storage")));
    }

    #[test]
    fn a_push_block_on_a_taken_webgpu_slot_is_a_conflict() {
        let mut r = resource(
            "Frame",
            ResourceKind::ConstantBuffer,
            ResourceTypeKind::ConstantBuffer,
            "",
        );
        r.wgsl_binding = 1;
        let mut entry = pixel_entry(r);
        entry.push_constant = Some(crate::layouts::PushConstantLayout {
            name: "Draw".into(),
            size: 20,
            stages: ShaderStages::PIXEL,
            wgsl_group: 0,
            wgsl_binding: 1,
            msl_index: None,
            layout: Default::default(),
        });
        let p = PipelineLayout::try_create(&[entry]).expect("pipeline");
        let err = p.try_to_webgpu().expect_err("conflict");
        assert_eq!(
            err.message,
            "WebGPU group 0 binding 1 is both 'Frame' and 'Draw'. Move one of them to a free binding, or build separate layouts."
        );
    }

    #[test]
    fn a_group_past_the_set_limit_is_unsupported_not_four_billion_empty_groups() {
        let mut r = resource(
            "Far",
            ResourceKind::ConstantBuffer,
            ResourceTypeKind::ConstantBuffer,
            "",
        );
        r.wgsl_group = u32::MAX;
        let err = PipelineLayout::try_create(&[pixel_entry(r)]).expect_err("group 4294967295");
        assert_eq!(err.kind, LayoutErrorKind::Unsupported);
        assert_eq!(
            err.message,
            "'Far' of entry point 'PsMain' is in WebGPU group 4294967295, but a pipeline layout lists every WebGPU group from 0 up to the highest one and goes up to WebGPU group 1023 at most. Use a lower register space or [[vk::binding]] set."
        );
    }

    #[test]
    fn what_webgpu_cannot_bind_says_what_to_change() {
        let none = WebGpuLayoutOptions::default();
        let err = webgpu(
            resource(
                "Texels",
                ResourceKind::UniformTexelBuffer,
                ResourceTypeKind::Buffer,
                "Buffer<float4>",
            ),
            &none,
        )
        .expect_err("typed buffer");
        assert_eq!(
            err.message,
            "'Texels' (set 0 binding 0) is a typed buffer (Buffer), which WebGPU cannot bind. Use a StructuredBuffer (or RWStructuredBuffer) of the element type instead."
        );
        let err = webgpu(
            resource(
                "Out",
                ResourceKind::StorageTexture,
                ResourceTypeKind::RWTexture2D,
                "RWTexture2D<float4>",
            ),
            &none,
        )
        .expect_err("no format");
        assert_eq!(err.kind, LayoutErrorKind::Unsupported);
        assert!(err.message.ends_with(
            "Add [[vk::image_format(\"rgba8\")]] (or the format it holds) to its declaration."
        ));
        let err = webgpu(
            resource(
                "Rows",
                ResourceKind::SampledTexture,
                ResourceTypeKind::Texture1DArray,
                "Texture1DArray<float4>",
            ),
            &none,
        )
        .expect_err("1d array");
        assert!(err
            .message
            .contains("Use a Texture2DArray of height 1 instead."));
    }
}
