//! [`EntryLayout`]: what one entry point binds, read from reflection.
//!
//! Input: a `ShaderReflection` and an entry point name. Output: the entry point's resources (in
//! the reflection's declaration order, only those it uses) with their Vulkan, WebGPU and Metal
//! slots, its push-constant block, its vertex input and its specialization constants.
//!
//! Slots not recorded by the reflection are derived file-wide, so that every entry point of one
//! file agrees: WebGPU falls back to the Vulkan set and binding (the WGSL backend keeps them),
//! except combined-pair samplers and the push block, which go after the highest binding of the
//! highest group the file uses. Metal indices exist only when `Msl` is among the reflection's
//! targets: the recorded `Msl` slot, else a count per class in resource order (an array of N
//! takes N), the push block taking the first buffer index.

use super::error::{LayoutError, LayoutErrorKind};
use super::metal::MetalArgumentKind;
use super::vertex::{VertexLayout, VertexLayoutOverrides};
use super::ShaderStages;
use crate::reflect::model::{
    ReflectedType, ResourceInfo, ResourceKind, ResourceTypeKind, ShaderReflection,
    SpecConstantType, TargetSlot,
};
use crate::target::{CompileTarget, Stage};

/// One resource as an entry point (or a merged pipeline) binds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceLayout {
    pub name: String,
    pub kind: ResourceKind,
    pub resource_type: ResourceTypeKind,
    /// The type as written (`Texture2D<float4>`); empty for `cbuffer` blocks.
    pub hlsl_type: String,
    /// Array size; 1 for a single resource.
    pub count: u32,
    /// Vulkan set and binding.
    pub set: u32,
    pub binding: u32,
    /// WebGPU group and binding (see the module docs for the fallback).
    pub wgsl_group: u32,
    pub wgsl_binding: u32,
    /// Metal argument index; `None` when `Msl` was not compiled.
    pub msl_index: Option<u32>,
    pub stages: ShaderStages,
    /// `[[vk::image_format]]` of a storage texture.
    pub image_format: Option<String>,
    /// The texture or sampler sharing this Vulkan slot as a combined image sampler.
    pub combined_with: Option<String>,
    /// Declare as a dynamic-offset descriptor (constant and storage buffers only).
    pub dynamic_offset: bool,
    /// Byte layout of a buffer's contents.
    pub layout: Option<ReflectedType>,
}

impl ResourceLayout {
    /// The sampler half of a combined image sampler (it has no Vulkan binding of its own).
    pub fn is_combined_sampler(&self) -> bool {
        self.kind == ResourceKind::Sampler && self.combined_with.is_some()
    }

    /// `(SampledTexture, Texture2D<float4>)`, `(ConstantBuffer, Frame)`, with `x4` for arrays.
    pub(crate) fn describe(&self) -> String {
        let ty = if self.hlsl_type.is_empty() {
            format!("{:?}", self.resource_type)
        } else {
            self.hlsl_type.clone()
        };
        if self.count == 1 {
            format!("'{}' ({:?}, {})", self.name, self.kind, ty)
        } else {
            format!("'{}' ({:?}, {} x{})", self.name, self.kind, ty, self.count)
        }
    }
}

/// A `[[vk::push_constant]]` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushConstantLayout {
    pub name: String,
    /// Bytes (the Vulkan range starts at 0).
    pub size: u32,
    pub stages: ShaderStages,
    /// WebGPU's stand-in uniform buffer.
    pub wgsl_group: u32,
    pub wgsl_binding: u32,
    /// Metal `set*Bytes` buffer index; `None` when `Msl` was not compiled.
    pub msl_index: Option<u32>,
    /// The block's type (`PushConstantType`), used to merge blocks of different structs.
    pub layout: ReflectedType,
}

/// A specialization constant an entry point reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstantLayout {
    pub name: String,
    /// SPIR-V `SpecId`, also WGSL's `@id`.
    pub id: u32,
    pub ty: SpecConstantType,
    pub default_bits: u32,
    /// Metal function-constant index (the recorded one, else the id).
    pub msl_index: u32,
}

/// What one entry point binds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryLayout {
    pub name: String,
    pub stage: Stage,
    /// The file the entry point came from (Metal numbers resources per file).
    pub source: String,
    pub targets: Vec<CompileTarget>,
    pub resources: Vec<ResourceLayout>,
    pub push_constant: Option<PushConstantLayout>,
    /// Vertex entry points only.
    pub vertex: Option<VertexLayout>,
    /// `[numthreads]`; zeros unless compute.
    pub workgroup_size: [u32; 3],
    pub spec_constants: Vec<SpecConstantLayout>,
}

fn slot_of(slots: &[TargetSlot], target: CompileTarget) -> Option<(u32, u32)> {
    slots
        .iter()
        .find(|s| s.target == target)
        .map(|s| (s.set, s.binding))
}

/// The Metal class a resource kind takes an index from.
pub(crate) fn metal_class(kind: ResourceKind) -> MetalArgumentKind {
    match kind {
        ResourceKind::ConstantBuffer | ResourceKind::StorageBuffer => MetalArgumentKind::Buffer,
        ResourceKind::Sampler => MetalArgumentKind::Sampler,
        ResourceKind::SampledTexture
        | ResourceKind::StorageTexture
        | ResourceKind::UniformTexelBuffer
        | ResourceKind::StorageTexelBuffer => MetalArgumentKind::Texture,
    }
}

/// File-wide slots: per resource (WebGPU group/binding, Metal index), and the push blocks'.
struct FileSlots {
    wgsl: Vec<(u32, u32)>,
    msl: Vec<Option<u32>>,
    push_wgsl: Vec<(u32, u32)>,
    push_msl: Vec<Option<u32>>,
}

fn file_slots(r: &ShaderReflection) -> FileSlots {
    let vulkan = |res: &ResourceInfo| slot_of(&res.slots, CompileTarget::SpirV).unwrap_or((0, 0));
    let mut wgsl: Vec<Option<(u32, u32)>> = r
        .resources
        .iter()
        .map(|res| {
            slot_of(&res.slots, CompileTarget::Wgsl).or_else(|| {
                // A combined sampler shares its texture's Vulkan slot; WGSL needs its own.
                if res.kind == ResourceKind::Sampler && res.combined_with.is_some() {
                    None
                } else {
                    Some(vulkan(res))
                }
            })
        })
        .collect();
    // Highest group used, then the next binding in it, for the slots still missing.
    let highest_group = wgsl.iter().flatten().map(|s| s.0).max().unwrap_or(0);
    let mut next = wgsl
        .iter()
        .flatten()
        .filter(|s| s.0 == highest_group)
        .map(|s| s.1.saturating_add(1))
        .max()
        .unwrap_or(0);
    let mut take = || {
        let slot = (highest_group, next);
        next = next.saturating_add(1);
        slot
    };
    for slot in wgsl.iter_mut() {
        if slot.is_none() {
            *slot = Some(take());
        }
    }
    let wgsl = wgsl.into_iter().map(|s| s.unwrap_or((0, 0))).collect();
    let recorded_push: Vec<Option<(u32, u32)>> = r
        .push_constants
        .iter()
        .map(|p| slot_of(&p.slots, CompileTarget::Wgsl))
        .collect();
    let push_wgsl = recorded_push
        .into_iter()
        .map(|s| s.unwrap_or_else(&mut take))
        .collect();

    let has_msl = r.targets.contains(&CompileTarget::Msl);
    let mut counters = [0u32; 3];
    let mut count = |class: MetalArgumentKind, n: u32| {
        let c = &mut counters[class as usize];
        let at = *c;
        *c = c.saturating_add(n.max(1));
        at
    };
    let push_msl = r
        .push_constants
        .iter()
        .map(|p| {
            has_msl.then(|| {
                slot_of(&p.slots, CompileTarget::Msl)
                    .map(|s| s.1)
                    .unwrap_or_else(|| count(MetalArgumentKind::Buffer, 1))
            })
        })
        .collect();
    let msl = r
        .resources
        .iter()
        .map(|res| {
            has_msl.then(|| {
                slot_of(&res.slots, CompileTarget::Msl)
                    .map(|s| s.1)
                    .unwrap_or_else(|| count(metal_class(res.kind), res.count))
            })
        })
        .collect();
    FileSlots {
        wgsl,
        msl,
        push_wgsl,
        push_msl,
    }
}

impl EntryLayout {
    /// The layout of entry point `entry_name` of a compiled shader.
    pub fn try_create(
        reflection: &ShaderReflection,
        entry_name: &str,
    ) -> Result<EntryLayout, LayoutError> {
        let Some(entry) = reflection.entry_point(entry_name) else {
            let names: Vec<&str> = reflection
                .entry_points
                .iter()
                .map(|e| e.name.as_str())
                .collect();
            return Err(LayoutError::new(
                LayoutErrorKind::UnknownEntryPoint,
                format!(
                    "'{}' has no entry point '{}'. Use one of: {}.",
                    reflection.source,
                    entry_name,
                    if names.is_empty() {
                        "(none)".to_string()
                    } else {
                        names.join(", ")
                    }
                ),
            ));
        };
        let slots = file_slots(reflection);
        let stages = ShaderStages::of(entry.stage);
        let mut resources = Vec::new();
        for (i, res) in reflection.resources.iter().enumerate() {
            if !entry.used_resources.contains(&res.name) {
                continue;
            }
            // A WGSL-only compile records no Vulkan slot; the WGSL slot equals it by design.
            let (set, binding) = slot_of(&res.slots, CompileTarget::SpirV)
                .or_else(|| slot_of(&res.slots, CompileTarget::Wgsl))
                .unwrap_or((0, 0));
            let (wgsl_group, wgsl_binding) = slots.wgsl.get(i).copied().unwrap_or((set, binding));
            resources.push(ResourceLayout {
                name: res.name.clone(),
                kind: res.kind,
                resource_type: res.resource_type,
                hlsl_type: res.hlsl_type.clone(),
                count: res.count,
                set,
                binding,
                wgsl_group,
                wgsl_binding,
                msl_index: slots.msl.get(i).copied().flatten(),
                stages,
                image_format: res.image_format.clone(),
                combined_with: res.combined_with.clone(),
                dynamic_offset: false,
                layout: res.layout.clone(),
            });
        }
        let push_constant = entry.push_constant.as_ref().and_then(|name| {
            let i = reflection
                .push_constants
                .iter()
                .position(|p| p.name == *name)?;
            let p = reflection.push_constants.get(i)?;
            let (wgsl_group, wgsl_binding) = slots.push_wgsl.get(i).copied().unwrap_or((0, 0));
            Some(PushConstantLayout {
                name: p.name.clone(),
                size: p.layout.size,
                stages,
                wgsl_group,
                wgsl_binding,
                msl_index: slots.push_msl.get(i).copied().flatten(),
                layout: p.layout.clone(),
            })
        });
        let vertex = (entry.stage == Stage::Vertex).then(|| VertexLayout::of_entry(entry));
        let spec_constants = reflection
            .spec_constants
            .iter()
            .filter(|c| entry.used_spec_constants.contains(&c.name))
            .map(|c| SpecConstantLayout {
                name: c.name.clone(),
                id: c.id,
                ty: c.ty,
                default_bits: c.default_bits,
                msl_index: c
                    .slots
                    .iter()
                    .find(|s| s.target == CompileTarget::Msl)
                    .map_or(c.id, |s| s.index),
            })
            .collect();
        Ok(EntryLayout {
            name: entry.name.clone(),
            stage: entry.stage,
            source: reflection.source.clone(),
            targets: reflection.targets.clone(),
            resources,
            push_constant,
            vertex,
            workgroup_size: entry.workgroup_size,
            spec_constants,
        })
    }

    /// This layout with the host's vertex layout (stride, per-location format and offset),
    /// checked against the shader's inputs: `InvalidVertexInput` when a format's class does not
    /// match the input's type, an attribute leaves the stride, or an offset is misaligned.
    pub fn try_with_vertex_overrides(
        &self,
        overrides: &VertexLayoutOverrides,
    ) -> Result<EntryLayout, LayoutError> {
        let Some(vertex) = &self.vertex else {
            return Err(LayoutError::new(
                LayoutErrorKind::InvalidVertexInput,
                format!(
                    "Entry point '{}' is a {} shader and has no vertex input to override. Apply the overrides to the vertex entry point.",
                    self.name, self.stage
                ),
            ));
        };
        let vertex = vertex.try_with_overrides(&self.name, overrides)?;
        Ok(EntryLayout {
            vertex: Some(vertex),
            ..self.clone()
        })
    }

    /// The resource of that name.
    pub fn resource(&self, name: &str) -> Option<&ResourceLayout> {
        self.resources.iter().find(|r| r.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::model::{EntryPointInfo, PushConstantInfo};

    fn resource(
        name: &str,
        kind: ResourceKind,
        ty: ResourceTypeKind,
        slot: (u32, u32),
    ) -> ResourceInfo {
        let mut r = ResourceInfo::new(name, kind, ty, "", 1);
        r.slots
            .push(TargetSlot::new(CompileTarget::SpirV, slot.0, slot.1));
        r
    }

    /// A pixel shader with a combined pair at set 1 binding 2, a buffer at set 1 binding 5 and a
    /// push block, reading all of them.
    fn reflection() -> ShaderReflection {
        let mut r = ShaderReflection::new("Hand.hlsl", vec![CompileTarget::SpirV]);
        let mut tex = resource(
            "Albedo",
            ResourceKind::SampledTexture,
            ResourceTypeKind::Texture2D,
            (1, 2),
        );
        tex.combined_with = Some("AlbedoSampler".into());
        let mut sampler = resource(
            "AlbedoSampler",
            ResourceKind::Sampler,
            ResourceTypeKind::SamplerState,
            (1, 2),
        );
        sampler.combined_with = Some("Albedo".into());
        let buffer = resource(
            "Lights",
            ResourceKind::StorageBuffer,
            ResourceTypeKind::StructuredBuffer,
            (1, 5),
        );
        r.resources = vec![tex, sampler, buffer];
        r.push_constants.push(PushConstantInfo {
            name: "Draw".into(),
            stages: vec![Stage::Pixel],
            slots: Vec::new(),
            layout: ReflectedType {
                size: 20,
                ..ReflectedType::default()
            },
        });
        let mut e = EntryPointInfo::new("PsMain", Stage::Pixel);
        e.used_resources = vec!["Albedo".into(), "AlbedoSampler".into(), "Lights".into()];
        e.push_constant = Some("Draw".into());
        r.entry_points.push(e);
        r
    }

    #[test]
    fn missing_webgpu_slots_go_after_the_highest_binding_of_the_highest_group() {
        let layout = EntryLayout::try_create(&reflection(), "PsMain").expect("layout");
        let wgsl: Vec<(&str, u32, u32)> = layout
            .resources
            .iter()
            .map(|r| (r.name.as_str(), r.wgsl_group, r.wgsl_binding))
            .collect();
        assert_eq!(
            wgsl,
            [("Albedo", 1, 2), ("AlbedoSampler", 1, 6), ("Lights", 1, 5)]
        );
        let push = layout.push_constant.expect("push");
        assert_eq!(
            (push.wgsl_group, push.wgsl_binding, push.msl_index),
            (1, 7, None)
        );
        assert!(layout.resources.iter().all(|r| r.msl_index.is_none()));
    }

    #[test]
    fn recorded_wgsl_and_msl_slots_win() {
        let mut r = reflection();
        r.targets = vec![
            CompileTarget::SpirV,
            CompileTarget::Msl,
            CompileTarget::Wgsl,
        ];
        for (res, (set, binding)) in r.resources.iter_mut().zip([(1, 2), (1, 3), (1, 5)]) {
            res.slots
                .push(TargetSlot::new(CompileTarget::Wgsl, set, binding));
        }
        if let Some(lights) = r.resources.get_mut(2) {
            lights.slots.push(TargetSlot::new(CompileTarget::Msl, 0, 4));
        }
        if let Some(p) = r.push_constants.get_mut(0) {
            p.slots.push(TargetSlot::new(CompileTarget::Wgsl, 2, 0));
        }
        let layout = EntryLayout::try_create(&r, "PsMain").expect("layout");
        let slots: Vec<(u32, u32, Option<u32>)> = layout
            .resources
            .iter()
            .map(|r| (r.wgsl_group, r.wgsl_binding, r.msl_index))
            .collect();
        // Counting fallback: the push block is buffer 0; Lights keeps its recorded 4.
        assert_eq!(slots, [(1, 2, Some(0)), (1, 3, Some(0)), (1, 5, Some(4))]);
        let push = layout.push_constant.expect("push");
        assert_eq!(
            (push.wgsl_group, push.wgsl_binding, push.msl_index),
            (2, 0, Some(0))
        );
    }
}
