//! Vulkan: descriptor set layouts, push-constant ranges and vertex input as numeric `Vk*` data.
//!
//! Input: a [`PipelineLayout`] (or a [`VertexLayout`]). Output: one `DescriptorSetLayoutInfo`
//! per set from 0 to the highest used (unused sets are empty, as Vulkan's set numbering needs),
//! bindings ascending; a combined pair (texture and sampler at one slot) is one
//! `COMBINED_IMAGE_SAMPLER` binding named after the texture. Values are those of
//! `VkDescriptorType`, `VkShaderStageFlagBits` and `VkFormat`.
//!
//! Bindless tables: an unbounded array (reflection count 0) gets
//! [`VulkanLayoutOptions::unbounded_descriptor_count`] descriptors and the binding flags the
//! application asks for (`VkDescriptorBindingFlagBits`: partially bound, update after bind,
//! variable descriptor count); a variable count is kept only on the highest binding of its set
//! and never on a dynamic buffer, as Vulkan requires, and a set with an update-after-bind
//! binding gets `UPDATE_AFTER_BIND_POOL`. [`PipelineLayoutInfo::required_features`] names the
//! descriptor-indexing device features those flags need.

use super::entry::ResourceLayout;
use super::pipeline::PipelineLayout;
use super::vertex::{VertexLayout, VertexStepMode};
use super::ShaderStages;
use crate::reflect::model::ResourceKind;
use crate::types::VertexFormat;
use std::collections::BTreeMap;
use std::fmt;

/// `VkDescriptorType`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DescriptorType {
    Sampler = 0,
    CombinedImageSampler = 1,
    SampledImage = 2,
    StorageImage = 3,
    UniformTexelBuffer = 4,
    StorageTexelBuffer = 5,
    UniformBuffer = 6,
    StorageBuffer = 7,
    UniformBufferDynamic = 8,
    StorageBufferDynamic = 9,
    /// `VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR`.
    AccelerationStructure = 1000150000,
    /// `VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT`.
    InputAttachment = 10,
    /// `VK_DESCRIPTOR_TYPE_MUTABLE_EXT` (`VK_EXT_mutable_descriptor_type`): a descriptor heap's
    /// binding holding several kinds, listed in
    /// [`DescriptorSetLayoutBindingInfo::mutable_types`].
    Mutable = 1000351000,
}

impl DescriptorType {
    /// The `VkDescriptorType` value.
    pub fn value(self) -> u32 {
        self as u32
    }
}

impl fmt::Display for DescriptorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// `VkShaderStageFlags`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShaderStageFlags(pub u32);

impl ShaderStageFlags {
    pub const VERTEX: u32 = 0x1;
    pub const FRAGMENT: u32 = 0x10;
    pub const COMPUTE: u32 = 0x20;

    pub fn of(stages: ShaderStages) -> ShaderStageFlags {
        ShaderStageFlags(super::stage_bits(
            stages,
            [Self::VERTEX, Self::FRAGMENT, Self::COMPUTE],
        ))
    }
}

impl fmt::Display for ShaderStageFlags {
    /// `Vertex`, `Fragment`, `Vertex, Fragment` (the C# flags enum's names).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::write_stage_bits(f, self.0, [Self::VERTEX, Self::FRAGMENT, Self::COMPUTE])
    }
}

/// A `VkFormat` value and its name in the spec's enum spelling (`R32G32Sfloat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VulkanFormat {
    pub value: u32,
    pub name: &'static str,
}

impl VulkanFormat {
    pub fn of(format: VertexFormat) -> VulkanFormat {
        use VertexFormat as F;
        let (value, name) = match format {
            F::Uint8 => (13, "R8Uint"),
            F::Uint8x2 => (20, "R8G8Uint"),
            F::Uint8x4 => (41, "R8G8B8A8Uint"),
            F::Sint8 => (14, "R8Sint"),
            F::Sint8x2 => (21, "R8G8Sint"),
            F::Sint8x4 => (42, "R8G8B8A8Sint"),
            F::Unorm8 => (9, "R8Unorm"),
            F::Unorm8x2 => (16, "R8G8Unorm"),
            F::Unorm8x4 => (37, "R8G8B8A8Unorm"),
            F::Snorm8 => (10, "R8Snorm"),
            F::Snorm8x2 => (17, "R8G8Snorm"),
            F::Snorm8x4 => (38, "R8G8B8A8Snorm"),
            F::Uint16 => (74, "R16Uint"),
            F::Uint16x2 => (81, "R16G16Uint"),
            F::Uint16x4 => (95, "R16G16B16A16Uint"),
            F::Sint16 => (75, "R16Sint"),
            F::Sint16x2 => (82, "R16G16Sint"),
            F::Sint16x4 => (96, "R16G16B16A16Sint"),
            F::Unorm16 => (70, "R16Unorm"),
            F::Unorm16x2 => (77, "R16G16Unorm"),
            F::Unorm16x4 => (91, "R16G16B16A16Unorm"),
            F::Snorm16 => (71, "R16Snorm"),
            F::Snorm16x2 => (78, "R16G16Snorm"),
            F::Snorm16x4 => (92, "R16G16B16A16Snorm"),
            F::Float16 => (76, "R16Sfloat"),
            F::Float16x2 => (83, "R16G16Sfloat"),
            F::Float16x4 => (97, "R16G16B16A16Sfloat"),
            F::Float32 => (100, "R32Sfloat"),
            F::Float32x2 => (103, "R32G32Sfloat"),
            F::Float32x3 => (106, "R32G32B32Sfloat"),
            F::Float32x4 => (109, "R32G32B32A32Sfloat"),
            F::Uint32 => (98, "R32Uint"),
            F::Uint32x2 => (101, "R32G32Uint"),
            F::Uint32x3 => (104, "R32G32B32Uint"),
            F::Uint32x4 => (107, "R32G32B32A32Uint"),
            F::Sint32 => (99, "R32Sint"),
            F::Sint32x2 => (102, "R32G32Sint"),
            F::Sint32x3 => (105, "R32G32B32Sint"),
            F::Sint32x4 => (108, "R32G32B32A32Sint"),
            F::Unorm10_10_10_2 => (64, "A2B10G10R10UnormPack32"),
            F::Unorm8x4Bgra => (44, "B8G8R8A8Unorm"),
        };
        VulkanFormat { value, name }
    }
}

impl fmt::Display for VulkanFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// `VkDescriptorBindingFlags` (`VkDescriptorSetLayoutBindingFlagsCreateInfo`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DescriptorBindingFlags(pub u32);

impl DescriptorBindingFlags {
    pub const UPDATE_AFTER_BIND: u32 = 0x1;
    pub const UPDATE_UNUSED_WHILE_PENDING: u32 = 0x2;
    pub const PARTIALLY_BOUND: u32 = 0x4;
    pub const VARIABLE_DESCRIPTOR_COUNT: u32 = 0x8;

    pub fn contains(self, bit: u32) -> bool {
        self.0 & bit != 0
    }
}

impl fmt::Display for DescriptorBindingFlags {
    /// `PartiallyBound, VariableDescriptorCount`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (Self::UPDATE_AFTER_BIND, "UpdateAfterBind"),
            (
                Self::UPDATE_UNUSED_WHILE_PENDING,
                "UpdateUnusedWhilePending",
            ),
            (Self::PARTIALLY_BOUND, "PartiallyBound"),
            (Self::VARIABLE_DESCRIPTOR_COUNT, "VariableDescriptorCount"),
        ];
        let mut first = true;
        for (bit, name) in names {
            if self.contains(bit) {
                if !first {
                    f.write_str(", ")?;
                }
                f.write_str(name)?;
                first = false;
            }
        }
        Ok(())
    }
}

/// `VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT`.
pub const UPDATE_AFTER_BIND_POOL: u32 = 0x2;

/// The descriptor count an unbounded array gets when the options name none: what a Vulkan 1.2
/// device with descriptor indexing offers per stage for update-after-bind sets at least
/// (500000 by the specification's minimum limits) is far more; without update after bind the
/// device's ordinary per-stage limits apply, so an application with large tables sets its own.
pub const DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT: u32 = 4096;

/// `VkDescriptorSetLayoutBinding` data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorSetLayoutBindingInfo {
    pub binding: u32,
    /// The resource's name (a combined pair: the texture's).
    pub name: String,
    pub descriptor_type: DescriptorType,
    /// For an unbounded array, the count the options chose (the upper bound when
    /// `VARIABLE_DESCRIPTOR_COUNT` is set).
    pub descriptor_count: u32,
    pub stage_flags: ShaderStageFlags,
    /// A `*_BUFFER_DYNAMIC` descriptor.
    pub is_dynamic: bool,
    /// The shader declares the array without a size (`Texture2D T[]`).
    pub unbounded: bool,
    /// Its `VkDescriptorBindingFlags` (empty unless the options ask for some).
    pub binding_flags: DescriptorBindingFlags,
    /// For a [`DescriptorType::Mutable`] binding, the types its descriptors may hold (its
    /// `VkMutableDescriptorTypeListEXT`); empty otherwise.
    pub mutable_types: Vec<DescriptorType>,
}

/// One descriptor set's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorSetLayoutInfo {
    pub set: u32,
    pub bindings: Vec<DescriptorSetLayoutBindingInfo>,
    /// `VkDescriptorSetLayoutCreateFlags`: [`UPDATE_AFTER_BIND_POOL`] when a binding is
    /// updated after bind, else 0.
    pub flags: u32,
}

/// `VkPushConstantRange` data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushConstantRangeInfo {
    pub name: String,
    pub offset: u32,
    pub size: u32,
    pub stage_flags: ShaderStageFlags,
}

/// A Vulkan pipeline layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineLayoutInfo {
    pub set_layouts: Vec<DescriptorSetLayoutInfo>,
    pub push_constant_ranges: Vec<PushConstantRangeInfo>,
}

impl fmt::Display for PipelineLayoutInfo {
    /// `set 0 binding 0: UniformBuffer (6) x1, stages Vertex` per binding, then
    /// `push constants Draw: offset 0 size 96, stages Vertex` per range.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for set in &self.set_layouts {
            for b in &set.bindings {
                writeln!(
                    f,
                    "set {} binding {}: {} ({}) x{}, stages {}",
                    set.set,
                    b.binding,
                    b.descriptor_type,
                    b.descriptor_type.value(),
                    b.descriptor_count,
                    b.stage_flags
                )?;
                // Only bindless bindings add words, so other layouts print as before.
                if b.unbounded || b.binding_flags.0 != 0 {
                    writeln!(
                        f,
                        "  unbounded {}, flags {}",
                        u8::from(b.unbounded),
                        b.binding_flags
                    )?;
                }
                if !b.mutable_types.is_empty() {
                    let types: Vec<String> =
                        b.mutable_types.iter().map(|t| t.to_string()).collect();
                    writeln!(f, "  mutable {}", types.join(", "))?;
                }
            }
        }
        for p in &self.push_constant_ranges {
            writeln!(
                f,
                "push constants {}: offset {} size {}, stages {}",
                p.name, p.offset, p.size, p.stage_flags
            )?;
        }
        Ok(())
    }
}

/// Options that shape the output without changing what the shader says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VulkanLayoutOptions {
    /// Extra stages ORed into every binding of a set.
    pub widen_sets: BTreeMap<u32, ShaderStages>,
    /// Extra stages for one binding, by (set, binding).
    pub widen_bindings: BTreeMap<(u32, u32), ShaderStages>,
    /// Extra stages for the push-constant range.
    pub widen_push_constants: ShaderStages,
    /// Constant or storage buffers, by name, to declare as dynamic-offset descriptors.
    pub dynamic_buffers: Vec<String>,
    /// The same by (set, binding).
    pub dynamic_bindings: Vec<(u32, u32)>,
    /// Descriptors of each unbounded array; 0 means [`DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT`].
    pub unbounded_descriptor_count: u32,
    /// Binding flags for every unbounded array (`VARIABLE_DESCRIPTOR_COUNT` only where Vulkan
    /// allows it: the highest binding of the set).
    pub unbounded_binding_flags: DescriptorBindingFlags,
    /// Binding flags for any binding, by (set, binding), added to the above.
    pub binding_flags: BTreeMap<(u32, u32), DescriptorBindingFlags>,
}

fn descriptor_type(r: &ResourceLayout, dynamic: bool) -> DescriptorType {
    descriptor_type_of(r.kind, r.combined_with.is_some(), dynamic)
}

/// The descriptor type of a resource of `kind`, part of a combined image sampler or not.
fn descriptor_type_of(kind: ResourceKind, combined: bool, dynamic: bool) -> DescriptorType {
    match kind {
        ResourceKind::ConstantBuffer if dynamic => DescriptorType::UniformBufferDynamic,
        ResourceKind::ConstantBuffer => DescriptorType::UniformBuffer,
        ResourceKind::StorageBuffer if dynamic => DescriptorType::StorageBufferDynamic,
        ResourceKind::StorageBuffer => DescriptorType::StorageBuffer,
        ResourceKind::SampledTexture if combined => DescriptorType::CombinedImageSampler,
        ResourceKind::SampledTexture => DescriptorType::SampledImage,
        ResourceKind::StorageTexture => DescriptorType::StorageImage,
        ResourceKind::Sampler => DescriptorType::Sampler,
        ResourceKind::UniformTexelBuffer => DescriptorType::UniformTexelBuffer,
        ResourceKind::StorageTexelBuffer => DescriptorType::StorageTexelBuffer,
        ResourceKind::AccelerationStructure => DescriptorType::AccelerationStructure,
        ResourceKind::InputAttachment => DescriptorType::InputAttachment,
        ResourceKind::CombinedImageSampler => DescriptorType::CombinedImageSampler,
    }
}

fn descriptor_count(r: &ResourceLayout, options: &VulkanLayoutOptions) -> u32 {
    match (r.count, options.unbounded_descriptor_count) {
        (0, 0) => DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT,
        (0, n) => n,
        (n, _) => n,
    }
}

fn binding_flags(r: &ResourceLayout, options: &VulkanLayoutOptions) -> DescriptorBindingFlags {
    let mut bits = options
        .binding_flags
        .get(&(r.set, r.binding))
        .map_or(0, |f| f.0);
    if r.count == 0 {
        bits |= options.unbounded_binding_flags.0;
    }
    DescriptorBindingFlags(bits)
}

/// A set's layout, with the Vulkan rules on flags applied: a variable count only on the
/// highest binding and never on a dynamic buffer; an update-after-bind binding makes the set
/// an update-after-bind-pool set.
fn set_layout(
    set: u32,
    mut bindings: Vec<DescriptorSetLayoutBindingInfo>,
) -> DescriptorSetLayoutInfo {
    let highest = bindings.iter().map(|b| b.binding).max();
    let mut flags = 0;
    for b in &mut bindings {
        if Some(b.binding) != highest || b.is_dynamic {
            b.binding_flags.0 &= !DescriptorBindingFlags::VARIABLE_DESCRIPTOR_COUNT;
        }
        // Vulkan forbids update-after-bind on input attachments (no feature enables it).
        if b.descriptor_type == DescriptorType::InputAttachment {
            b.binding_flags.0 &= !DescriptorBindingFlags::UPDATE_AFTER_BIND;
        }
        if b.binding_flags
            .contains(DescriptorBindingFlags::UPDATE_AFTER_BIND)
        {
            flags |= UPDATE_AFTER_BIND_POOL;
        }
    }
    DescriptorSetLayoutInfo {
        set,
        bindings,
        flags,
    }
}

impl PipelineLayoutInfo {
    /// The `VkPhysicalDeviceDescriptorIndexingFeatures` (Vulkan 1.2) members a device must
    /// enable for this layout's binding flags, and `mutableDescriptorType`
    /// (`VK_EXT_mutable_descriptor_type`) for a mutable binding, sorted; the shader's own needs
    /// (`runtimeDescriptorArray`, non-uniform indexing) are in its reflection's device features.
    pub fn required_features(&self) -> Vec<&'static str> {
        let mut out = std::collections::BTreeSet::new();
        for b in self.set_layouts.iter().flat_map(|s| &s.bindings) {
            let f = b.binding_flags;
            if f.contains(DescriptorBindingFlags::PARTIALLY_BOUND) {
                out.insert("descriptorBindingPartiallyBound");
            }
            if f.contains(DescriptorBindingFlags::VARIABLE_DESCRIPTOR_COUNT) {
                out.insert("descriptorBindingVariableDescriptorCount");
            }
            if f.contains(DescriptorBindingFlags::UPDATE_UNUSED_WHILE_PENDING) {
                out.insert("descriptorBindingUpdateUnusedWhilePending");
            }
            if b.descriptor_type == DescriptorType::Mutable {
                out.insert("mutableDescriptorType");
            }
            if f.contains(DescriptorBindingFlags::UPDATE_AFTER_BIND) {
                let types = match b.descriptor_type {
                    DescriptorType::Mutable => b.mutable_types.as_slice(),
                    _ => std::slice::from_ref(&b.descriptor_type),
                };
                for t in types {
                    out.insert(match t {
                        DescriptorType::UniformBuffer | DescriptorType::UniformBufferDynamic => {
                            "descriptorBindingUniformBufferUpdateAfterBind"
                        }
                        DescriptorType::StorageBuffer | DescriptorType::StorageBufferDynamic => {
                            "descriptorBindingStorageBufferUpdateAfterBind"
                        }
                        DescriptorType::StorageImage => {
                            "descriptorBindingStorageImageUpdateAfterBind"
                        }
                        DescriptorType::UniformTexelBuffer => {
                            "descriptorBindingUniformTexelBufferUpdateAfterBind"
                        }
                        DescriptorType::StorageTexelBuffer => {
                            "descriptorBindingStorageTexelBufferUpdateAfterBind"
                        }
                        DescriptorType::Sampler
                        | DescriptorType::CombinedImageSampler
                        | DescriptorType::SampledImage => {
                            "descriptorBindingSampledImageUpdateAfterBind"
                        }
                        DescriptorType::AccelerationStructure => {
                            "descriptorBindingAccelerationStructureUpdateAfterBind"
                        }
                        // `set_layout` clears the flag on input attachments; a mutable
                        // descriptor never lists itself.
                        DescriptorType::InputAttachment | DescriptorType::Mutable => continue,
                    });
                }
            }
        }
        out.into_iter().collect()
    }
}

impl PipelineLayout {
    /// The Vulkan layout with default options.
    pub fn to_vulkan(&self) -> PipelineLayoutInfo {
        self.to_vulkan_with(&VulkanLayoutOptions::default())
    }

    /// The Vulkan layout: sets from 0 (empty where unused), push-constant ranges.
    pub fn to_vulkan_with(&self, options: &VulkanLayoutOptions) -> PipelineLayoutInfo {
        let mut sets: BTreeMap<u32, Vec<DescriptorSetLayoutBindingInfo>> = BTreeMap::new();
        for r in &self.resources {
            let widen = options.widen_sets.get(&r.set).copied().unwrap_or_default()
                | options
                    .widen_bindings
                    .get(&(r.set, r.binding))
                    .copied()
                    .unwrap_or_default();
            let stages = ShaderStageFlags::of(r.stages | widen);
            let bindings = sets.entry(r.set).or_default();
            if r.is_combined_sampler() {
                // Folded into its texture's COMBINED_IMAGE_SAMPLER binding (sorted just before).
                match bindings.iter_mut().find(|b| b.binding == r.binding) {
                    Some(b) => b.stage_flags.0 |= stages.0,
                    None => bindings.push(DescriptorSetLayoutBindingInfo {
                        binding: r.binding,
                        name: r.combined_with.clone().unwrap_or_default(),
                        descriptor_type: DescriptorType::CombinedImageSampler,
                        descriptor_count: descriptor_count(r, options),
                        stage_flags: stages,
                        is_dynamic: false,
                        unbounded: r.count == 0,
                        binding_flags: binding_flags(r, options),
                        mutable_types: Vec::new(),
                    }),
                }
                continue;
            }
            let buffer = matches!(
                r.kind,
                ResourceKind::ConstantBuffer | ResourceKind::StorageBuffer
            );
            let dynamic = buffer
                && (r.dynamic_offset
                    || options.dynamic_buffers.contains(&r.name)
                    || options.dynamic_bindings.contains(&(r.set, r.binding)));
            let mutable_types: Vec<DescriptorType> = r
                .mutable_kinds
                .iter()
                .map(|&kind| descriptor_type_of(kind, false, false))
                .collect();
            bindings.push(DescriptorSetLayoutBindingInfo {
                binding: r.binding,
                name: r.name.clone(),
                descriptor_type: if mutable_types.is_empty() {
                    descriptor_type(r, dynamic)
                } else {
                    DescriptorType::Mutable
                },
                descriptor_count: descriptor_count(r, options),
                stage_flags: stages,
                is_dynamic: dynamic,
                unbounded: r.count == 0,
                binding_flags: binding_flags(r, options),
                mutable_types,
            });
        }
        let highest = sets.keys().next_back().copied();
        let set_layouts = match highest {
            None => Vec::new(),
            Some(highest) => (0..=highest)
                .map(|set| set_layout(set, sets.remove(&set).unwrap_or_default()))
                .collect(),
        };
        let push_constant_ranges = self
            .push_constant
            .iter()
            .map(|p| PushConstantRangeInfo {
                name: p.name.clone(),
                offset: 0,
                size: p.size,
                stage_flags: ShaderStageFlags::of(p.stages | options.widen_push_constants),
            })
            .collect();
        PipelineLayoutInfo {
            set_layouts,
            push_constant_ranges,
        }
    }
}

/// `VkVertexInputBindingDescription` data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VertexInputBindingInfo {
    pub binding: u32,
    pub stride: u32,
    /// `VkVertexInputRate`: 0 per vertex, 1 per instance.
    pub input_rate: u32,
}

/// `VkVertexInputAttributeDescription` data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VertexInputAttributeInfo {
    pub location: u32,
    pub binding: u32,
    pub format: VulkanFormat,
    pub offset: u32,
}

/// A pipeline's vertex input state (one binding, 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexInputInfo {
    pub bindings: Vec<VertexInputBindingInfo>,
    pub attributes: Vec<VertexInputAttributeInfo>,
}

impl fmt::Display for VertexInputInfo {
    /// `location 0: R32G32Sfloat (103) at 0, stride 20` per attribute.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for a in &self.attributes {
            let stride = self
                .bindings
                .iter()
                .find(|b| b.binding == a.binding)
                .map_or(0, |b| b.stride);
            writeln!(
                f,
                "location {}: {} ({}) at {}, stride {}",
                a.location, a.format, a.format.value, a.offset, stride
            )?;
        }
        Ok(())
    }
}

impl VertexLayout {
    /// Vulkan vertex input: binding 0 with this stride and step.
    pub fn to_vulkan(&self, step: VertexStepMode) -> VertexInputInfo {
        VertexInputInfo {
            bindings: vec![VertexInputBindingInfo {
                binding: 0,
                stride: self.stride,
                input_rate: match step {
                    VertexStepMode::Vertex => 0,
                    VertexStepMode::Instance => 1,
                },
            }],
            attributes: self
                .attributes
                .iter()
                .map(|a| VertexInputAttributeInfo {
                    location: a.location,
                    binding: 0,
                    format: VulkanFormat::of(a.format),
                    offset: a.offset,
                })
                .collect(),
        }
    }
}
