//! Bind group layouts and the pipeline layout in wgpu, from a [`PipelineLayout`].
//!
//! Input: a `PipelineLayout` (plain data) and [`GpuLayoutOptions`] (the shader source's binding
//! convention and the WebGPU options reflection cannot decide). Output: [`WgpuLayoutDescription`]
//! (the wgpu values, no device needed) and [`GpuPipelineLayout`] (the created objects, with
//! name-based bind group creation). Invariants: groups are numbered from 0 and an unused group is
//! a `None` gap; the push block is either an entry (WGSL's portable uniform buffer) or immediate
//! data, never both; SPIR-V sources bind at the Vulkan set and binding, so a combined image
//! sampler there is an error rather than a layout wgpu would reject at draw time.

use super::convert::bind_group_layout_entries;
use super::shader::{capture, ShaderSourceKind};
use super::WgpuError;
use crate::layouts::{PipelineLayout, WebGpuLayoutOptions, WebGpuPipelineLayout};

/// How to turn a [`PipelineLayout`] into wgpu objects.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GpuLayoutOptions {
    /// Depth textures, storage access, read-only storage, dynamic offsets, widened visibility.
    /// With a SPIR-V source, `dynamic_bindings` and `widen_bindings` use the Vulkan set and
    /// binding.
    pub webgpu: WebGpuLayoutOptions,
    /// The shader source the pipelines will use; it decides the binding slots.
    pub source: ShaderSourceKind,
    /// The WGSL was compiled with `CompileOptions::wgsl_immediates` (`var<immediate>`).
    pub wgsl_immediates: bool,
    /// Debug label of the created objects.
    pub label: Option<String>,
}

/// Bytes of immediate data for a push block of `size` bytes, or `None` where the block is a
/// uniform buffer (portable WGSL).
pub(crate) fn immediate_size(
    size: u32,
    kind: ShaderSourceKind,
    wgsl_immediates: bool,
) -> Option<u32> {
    match kind {
        // The WGSL block is `array<vec4<u32>, N>`: whole 16-byte rows.
        ShaderSourceKind::Wgsl => wgsl_immediates.then(|| size.div_ceil(16).saturating_mul(16)),
        // Vulkan push-constant ranges are multiples of 4 bytes.
        ShaderSourceKind::SpirV | ShaderSourceKind::SpirVPassthrough => {
            Some(size.div_ceil(4).saturating_mul(4))
        }
    }
}

/// The wgpu values of a pipeline layout, before any device is involved.
#[derive(Clone, Debug, PartialEq)]
pub struct WgpuLayoutDescription {
    /// The WebGPU layout the entries were converted from (at the source's slots).
    pub webgpu: WebGpuPipelineLayout,
    /// Entries per group from 0; `None` for a group the pipeline does not use.
    pub groups: Vec<Option<Vec<::wgpu::BindGroupLayoutEntry>>>,
    /// `PipelineLayoutDescriptor::immediate_size` (0 without immediates).
    pub immediate_size: u32,
    /// The push-constant block delivered as immediates, if any.
    pub immediates_block: Option<String>,
}

impl WgpuLayoutDescription {
    /// Converts `layout` for the source and options given.
    pub fn try_new(
        layout: &PipelineLayout,
        options: &GpuLayoutOptions,
    ) -> Result<WgpuLayoutDescription, WgpuError> {
        let mut layout = layout.clone();
        if options.source.uses_vulkan_slots() {
            for r in &mut layout.resources {
                if r.is_combined_sampler() {
                    return Err(WgpuError::CombinedImageSampler {
                        texture: r.combined_with.clone().unwrap_or_default(),
                        sampler: r.name.clone(),
                        set: r.set,
                        binding: r.binding,
                    });
                }
                r.wgsl_group = r.set;
                r.wgsl_binding = r.binding;
            }
        }
        let mut immediate_size_bytes = 0;
        let mut immediates_block = None;
        if let Some(p) = &layout.push_constant {
            if let Some(size) = immediate_size(p.size, options.source, options.wgsl_immediates) {
                immediate_size_bytes = size;
                immediates_block = Some(p.name.clone());
                layout.push_constant = None;
            }
        }
        let mut webgpu = layout.try_to_webgpu_with(&options.webgpu)?;
        if options.source.uses_vulkan_slots() {
            // The SPIR-V backend does not decorate read-only buffers `NonWritable`, so wgpu's
            // naga sees them as read-write; Vulkan has one descriptor type for both anyway.
            for e in webgpu.groups.iter_mut().flat_map(|g| g.entries.iter_mut()) {
                if e.buffer_type == Some("read-only-storage") {
                    e.buffer_type = Some("storage");
                }
            }
        }
        let groups = webgpu
            .groups
            .iter()
            .map(|g| {
                if g.entries.is_empty() {
                    Ok(None)
                } else {
                    bind_group_layout_entries(g).map(Some)
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(WgpuLayoutDescription {
            webgpu,
            groups,
            immediate_size: immediate_size_bytes,
            immediates_block,
        })
    }
}

/// A pipeline layout created on a device, with its bind group layouts.
#[derive(Debug, Clone)]
pub struct GpuPipelineLayout {
    /// By group from 0; `None` for an unused group.
    pub bind_group_layouts: Vec<Option<::wgpu::BindGroupLayout>>,
    pub pipeline_layout: ::wgpu::PipelineLayout,
    /// Bytes of immediate data (`set_immediates`), 0 when none.
    pub immediate_size: u32,
    /// The plain-data layout the objects were made from (names, slots, visibility).
    pub webgpu: WebGpuPipelineLayout,
}

fn join_or_none(names: &[String]) -> String {
    if names.is_empty() {
        "(none)".to_string()
    } else {
        names.join(", ")
    }
}

impl GpuPipelineLayout {
    /// Creates the bind group layouts and the pipeline layout of `layout` on `device`.
    pub fn create(
        device: &::wgpu::Device,
        layout: &PipelineLayout,
        options: &GpuLayoutOptions,
    ) -> Result<GpuPipelineLayout, WgpuError> {
        let desc = WgpuLayoutDescription::try_new(layout, options)?;
        if let Some(block) = &desc.immediates_block {
            if !device.features().contains(::wgpu::Features::IMMEDIATES) {
                return Err(WgpuError::MissingFeature {
                    feature: ::wgpu::Features::IMMEDIATES,
                    why: format!("the push-constant block '{block}' is delivered as immediates"),
                });
            }
            let limit = device.limits().max_immediate_size;
            if desc.immediate_size > limit {
                return Err(WgpuError::ImmediatesTooLarge {
                    name: block.clone(),
                    size: desc.immediate_size,
                    limit,
                });
            }
        }
        let label = options.label.as_deref();
        let mut bind_group_layouts = Vec::with_capacity(desc.groups.len());
        for (group, entries) in desc.groups.iter().enumerate() {
            let Some(entries) = entries else {
                bind_group_layouts.push(None);
                continue;
            };
            let bgl = capture(device, &format!("bind group layout {group}"), || {
                device
                    .create_bind_group_layout(&::wgpu::BindGroupLayoutDescriptor { label, entries })
            })?;
            bind_group_layouts.push(Some(bgl));
        }
        let refs: Vec<Option<&::wgpu::BindGroupLayout>> =
            bind_group_layouts.iter().map(Option::as_ref).collect();
        let pipeline_layout = capture(device, "pipeline layout", || {
            device.create_pipeline_layout(&::wgpu::PipelineLayoutDescriptor {
                label,
                bind_group_layouts: &refs,
                immediate_size: desc.immediate_size,
            })
        })?;
        Ok(GpuPipelineLayout {
            bind_group_layouts,
            pipeline_layout,
            immediate_size: desc.immediate_size,
            webgpu: desc.webgpu,
        })
    }

    /// The (group, binding) of a resource by its HLSL name.
    pub fn slot(&self, name: &str) -> Option<(u32, u32)> {
        self.webgpu.groups.iter().find_map(|g| {
            g.entries
                .iter()
                .find(|e| e.name == name)
                .map(|e| (g.group, e.binding))
        })
    }

    fn names(&self) -> Vec<String> {
        self.webgpu
            .groups
            .iter()
            .flat_map(|g| g.entries.iter().map(|e| e.name.clone()))
            .collect()
    }

    /// A bind group for `group`, its resources given by HLSL name. Every resource of the group
    /// must be given once; unknown names, names of other groups and missing ones are errors.
    pub fn bind_group(
        &self,
        device: &::wgpu::Device,
        group: u32,
        resources: &[(&str, ::wgpu::BindingResource<'_>)],
    ) -> Result<::wgpu::BindGroup, WgpuError> {
        let layout = usize::try_from(group)
            .ok()
            .and_then(|g| self.bind_group_layouts.get(g))
            .and_then(Option::as_ref);
        let info = self.webgpu.groups.iter().find(|g| g.group == group);
        let (Some(layout), Some(info)) = (layout, info) else {
            let in_use: Vec<String> = self
                .webgpu
                .groups
                .iter()
                .filter(|g| !g.entries.is_empty())
                .map(|g| g.group.to_string())
                .collect();
            return Err(WgpuError::NoSuchGroup {
                group,
                in_use: join_or_none(&in_use),
            });
        };
        let mut entries: Vec<::wgpu::BindGroupEntry<'_>> = Vec::with_capacity(resources.len());
        let mut given: Vec<&str> = Vec::with_capacity(resources.len());
        for (name, resource) in resources {
            let Some((at_group, binding)) = self.slot(name) else {
                return Err(WgpuError::UnknownResource {
                    name: name.to_string(),
                    available: join_or_none(&self.names()),
                });
            };
            if at_group != group {
                return Err(WgpuError::ResourceInOtherGroup {
                    name: name.to_string(),
                    group,
                    actual: at_group,
                });
            }
            if given.contains(name) {
                return Err(WgpuError::DuplicateResource {
                    name: name.to_string(),
                    group,
                });
            }
            given.push(name);
            entries.push(::wgpu::BindGroupEntry {
                binding,
                resource: resource.clone(),
            });
        }
        let missing: Vec<String> = info
            .entries
            .iter()
            .filter(|e| !given.contains(&e.name.as_str()))
            .map(|e| format!("'{}' (binding {})", e.name, e.binding))
            .collect();
        if !missing.is_empty() {
            return Err(WgpuError::MissingResources {
                group,
                missing: missing.join(", "),
            });
        }
        entries.sort_by_key(|e| e.binding);
        capture(device, &format!("bind group {group}"), || {
            device.create_bind_group(&::wgpu::BindGroupDescriptor {
                label: None,
                layout,
                entries: &entries,
            })
        })
    }
}
