//! [`EntryLayout`]: what one entry point binds, read from reflection.
//!
//! Input: a `ShaderReflection` and an entry point name. Output: the entry point's resources (in
//! the reflection's declaration order, only those it uses) with their Vulkan, WebGPU and Metal
//! slots, its push-constant block, its vertex input and its specialization constants.
//!
//! Slots come from the reflection, which holds what sema decided for each of the compile's
//! targets. A target whose slots the reflection does not carry (a SPIR-V-only compile asked for
//! WebGPU layouts, or a pack's stored reflection) gets them from [`crate::slots::assign`], the
//! rule sema used, over the reflection's resources: file-wide, so that every entry point of one
//! file agrees, and equal to what the backend would declare. This module has no slot rule of
//! its own. Metal indices exist only when `Msl` is among the reflection's targets.

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
    /// At a descriptor heap's binding whose views have several descriptor kinds: every kind,
    /// in first-seen order (Vulkan: a mutable descriptor of these types). Empty otherwise.
    pub mutable_kinds: Vec<ResourceKind>,
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
    /// The subgroup operation classes its wave intrinsics need (reflection's
    /// `EntryPointInfo::subgroup_operations`, Vulkan's `VkSubgroupFeatureFlagBits`).
    pub subgroup_operations: u32,
}

fn slot_of(slots: &[TargetSlot], target: CompileTarget) -> Option<(u32, u32)> {
    slots
        .iter()
        .find(|s| s.target == target)
        .map(|s| (s.set, s.binding))
}

/// The Metal class an array of `count` resources of `kind` takes an index from (an unbounded
/// array is an argument buffer: a buffer).
pub(crate) fn metal_class(kind: ResourceKind, count: u32) -> MetalArgumentKind {
    match crate::slots::metal_class(kind.slot_class(), count) {
        crate::slots::SlotClass::Buffer => MetalArgumentKind::Buffer,
        crate::slots::SlotClass::Texture => MetalArgumentKind::Texture,
        crate::slots::SlotClass::Sampler => MetalArgumentKind::Sampler,
    }
}

/// The Vulkan `(set, binding)` of a resource. A WGSL-only compile records none; WebGPU keeps
/// the Vulkan slot except that a combined pair's sampler moved away from its texture, so the
/// sampler's Vulkan slot is its texture's.
fn vulkan_slot(r: &ShaderReflection, res: &ResourceInfo) -> (u32, u32) {
    if let Some(slot) = slot_of(&res.slots, CompileTarget::SpirV) {
        return slot;
    }
    let partner = res
        .combined_with
        .as_ref()
        .filter(|_| res.kind == ResourceKind::Sampler)
        .and_then(|t| r.resources.iter().find(|o| o.name == *t));
    slot_of(&partner.unwrap_or(res).slots, CompileTarget::Wgsl).unwrap_or((0, 0))
}

/// File-wide slots: per resource (WebGPU group/binding, Metal index), and the push blocks'.
struct FileSlots {
    wgsl: Vec<(u32, u32)>,
    msl: Vec<Option<u32>>,
    push_wgsl: Vec<(u32, u32)>,
    push_msl: Vec<Option<u32>>,
    /// Per resource: its hidden counter's slots, if it has one.
    counters: Vec<Option<CounterSlots>>,
}

/// Where a hidden counter is bound on each target.
struct CounterSlots {
    vulkan: (u32, u32),
    wgsl: (u32, u32),
    msl: Option<u32>,
}

/// The slots reflection records, and for those it lacks, [`crate::slots::assign`] (the rule
/// sema used) over the reflection's resources in declaration order: kinds, Vulkan slots and
/// counters, counts. Reflection lists push blocks apart from resources, so where a block was
/// declared among them is not known here; it is taken to come first. That only matters for
/// Metal indices of a reflection that lists `Msl` without its slots, which no compile writes.
fn file_slots(r: &ShaderReflection) -> FileSlots {
    use crate::slots::{self, SlotDecl};
    let mut decls: Vec<SlotDecl> = r
        .push_constants
        .iter()
        .map(|_| SlotDecl::PushConstant)
        .collect();
    decls.extend(r.resources.iter().map(|res| {
        let vulkan = vulkan_slot(r, res);
        SlotDecl::Resource(slots::ResourceDecl {
            class: res.kind.slot_class(),
            count: res.count,
            vulkan,
            vulkan_counter: slot_of(&res.counter_slots, CompileTarget::SpirV),
        })
    }));
    let derived = slots::assign(&decls);
    let has_msl = r.targets.contains(&CompileTarget::Msl);
    let msl_of = |recorded: &[TargetSlot], derived: u32| {
        has_msl.then(|| slot_of(recorded, CompileTarget::Msl).map_or(derived, |s| s.1))
    };
    let (mut wgsl, mut msl, mut counters) = (Vec::new(), Vec::new(), Vec::new());
    for (res, d) in r.resources.iter().zip(&derived.resources) {
        wgsl.push(slot_of(&res.slots, CompileTarget::Wgsl).unwrap_or(d.resource.webgpu));
        msl.push(msl_of(&res.slots, d.resource.metal));
        counters.push(
            slot_of(&res.counter_slots, CompileTarget::SpirV).map(|vulkan| {
                let wgsl = slot_of(&res.counter_slots, CompileTarget::Wgsl)
                    .or(d.counter.map(|c| c.webgpu))
                    .unwrap_or(vulkan);
                let msl = d.counter.and_then(|c| msl_of(&res.counter_slots, c.metal));
                CounterSlots { vulkan, wgsl, msl }
            }),
        );
    }
    let (mut push_wgsl, mut push_msl) = (Vec::new(), Vec::new());
    for (p, d) in r.push_constants.iter().zip(&derived.push_constants) {
        push_wgsl.push(slot_of(&p.slots, CompileTarget::Wgsl).unwrap_or(d.webgpu));
        push_msl.push(msl_of(&p.slots, d.metal));
    }
    FileSlots {
        wgsl,
        msl,
        push_wgsl,
        push_msl,
        counters,
    }
}

/// The descriptor kinds of a resource and its views, when there are several.
fn mutable_kinds(res: &crate::reflect::model::ResourceInfo) -> Vec<ResourceKind> {
    let mut kinds = vec![res.kind];
    for kind in res.views.iter().filter_map(|v| v.kind) {
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    if kinds.len() > 1 {
        kinds
    } else {
        Vec::new()
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
            let (set, binding) = vulkan_slot(reflection, res);
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
                mutable_kinds: mutable_kinds(res),
            });
            // The hidden counter of an append, consume or counter-using buffer is a binding
            // of its own (an array of counters for a buffer array), which the layout needs too.
            if let Some(Some(counter)) = slots.counters.get(i) {
                resources.push(ResourceLayout {
                    name: format!("counter.var.{}", res.name),
                    kind: ResourceKind::StorageBuffer,
                    resource_type: ResourceTypeKind::RWByteAddressBuffer,
                    hlsl_type: String::new(),
                    count: res.count,
                    set: counter.vulkan.0,
                    binding: counter.vulkan.1,
                    wgsl_group: counter.wgsl.0,
                    wgsl_binding: counter.wgsl.1,
                    msl_index: counter.msl,
                    stages,
                    image_format: None,
                    combined_with: None,
                    dynamic_offset: false,
                    layout: None,
                    mutable_kinds: Vec::new(),
                });
            }
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
            subgroup_operations: entry.subgroup_operations,
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
    fn missing_webgpu_slots_come_from_the_slot_rule_sema_uses() {
        // A SPIR-V-only reflection: the combined sampler moves to the lowest free binding of
        // its group, the push block goes after the highest binding of the highest group.
        let layout = EntryLayout::try_create(&reflection(), "PsMain").expect("layout");
        let wgsl: Vec<(&str, u32, u32)> = layout
            .resources
            .iter()
            .map(|r| (r.name.as_str(), r.wgsl_group, r.wgsl_binding))
            .collect();
        assert_eq!(
            wgsl,
            [("Albedo", 1, 2), ("AlbedoSampler", 1, 0), ("Lights", 1, 5)]
        );
        let push = layout.push_constant.expect("push");
        assert_eq!(
            (push.wgsl_group, push.wgsl_binding, push.msl_index),
            (1, 6, None)
        );
        assert!(layout.resources.iter().all(|r| r.msl_index.is_none()));
    }

    #[test]
    fn spirv_only_reflection_gives_the_webgpu_slots_the_wgsl_backend_declares() {
        // The structure issue's example: a texture and a sampler sharing (0,0) and a buffer at
        // (0,2). The sampler takes (0,1) and the push block (0,3), as in the WGSL text, not
        // (0,3) and (0,4) as an older rule of this module said.
        let src = "Texture2D T : register(t0); SamplerState S : register(s0);\n\
                   StructuredBuffer<float4> B : register(t2);\n\
                   struct P { float4 tint; }; [[vk::push_constant]] P pc;\n\
                   float4 main(float4 p : SV_Position) : SV_Target { return T.Sample(S, p.xy) * B[0] * pc.tint; }";
        let compile = |targets| {
            let options = crate::api::CompileOptions {
                targets,
                entry_points: vec![crate::api::EntryPointRequest {
                    name: "main".into(),
                    stage: Some(Stage::Pixel),
                }],
                ..Default::default()
            };
            let r = crate::api::compile(src, "pair.hlsl", &options);
            assert!(r.success(), "{:?}", r.diagnostics);
            r
        };
        let spirv = compile(vec![CompileTarget::SpirV]);
        let reflection = spirv.reflection.as_ref().expect("reflection");
        let layout = EntryLayout::try_create(reflection, "main").expect("layout");
        let slots = |l: &EntryLayout| -> Vec<(String, u32, u32)> {
            l.resources
                .iter()
                .map(|r| (r.name.clone(), r.wgsl_group, r.wgsl_binding))
                .collect()
        };
        let expected =
            [("T", 0, 0), ("S", 0, 1), ("B", 0, 2)].map(|(n, g, b)| (n.to_string(), g, b));
        assert_eq!(slots(&layout), expected);
        let push = layout.push_constant.as_ref().expect("push");
        assert_eq!((push.wgsl_group, push.wgsl_binding), (0, 3));

        // The WGSL compile records the same slots, and its text declares them.
        let wgsl = compile(vec![CompileTarget::Wgsl]);
        let wgsl_layout =
            EntryLayout::try_create(wgsl.reflection.as_ref().expect("reflection"), "main")
                .expect("layout");
        assert_eq!(slots(&wgsl_layout), expected);
        let text = wgsl
            .find("main", CompileTarget::Wgsl)
            .expect("blob")
            .as_text();
        for decl in [
            "@group(0) @binding(0) var T:",
            "@group(0) @binding(1) var S:",
            "@group(0) @binding(2) var<storage, read> B:",
            "@group(0) @binding(3) var<uniform> pc:",
        ] {
            assert!(text.contains(decl), "{decl} missing from:\n{text}");
        }
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
