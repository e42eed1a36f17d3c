//! Vulkan: descriptor set layouts, push-constant ranges and vertex input as numeric `Vk*` data.
//!
//! Input: a [`PipelineLayout`] (or a [`VertexLayout`]). Output: one `DescriptorSetLayoutInfo`
//! per set from 0 to the highest used (unused sets are empty, as Vulkan's set numbering needs),
//! bindings ascending; a combined pair (texture and sampler at one slot) is one
//! `COMBINED_IMAGE_SAMPLER` binding named after the texture. Values are those of
//! `VkDescriptorType`, `VkShaderStageFlagBits` and `VkFormat`.

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

/// `VkDescriptorSetLayoutBinding` data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorSetLayoutBindingInfo {
    pub binding: u32,
    /// The resource's name (a combined pair: the texture's).
    pub name: String,
    pub descriptor_type: DescriptorType,
    pub descriptor_count: u32,
    pub stage_flags: ShaderStageFlags,
    /// A `*_BUFFER_DYNAMIC` descriptor.
    pub is_dynamic: bool,
}

/// One descriptor set's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorSetLayoutInfo {
    pub set: u32,
    pub bindings: Vec<DescriptorSetLayoutBindingInfo>,
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
}

fn descriptor_type(r: &ResourceLayout, dynamic: bool) -> DescriptorType {
    match r.kind {
        ResourceKind::ConstantBuffer if dynamic => DescriptorType::UniformBufferDynamic,
        ResourceKind::ConstantBuffer => DescriptorType::UniformBuffer,
        ResourceKind::StorageBuffer if dynamic => DescriptorType::StorageBufferDynamic,
        ResourceKind::StorageBuffer => DescriptorType::StorageBuffer,
        ResourceKind::SampledTexture if r.combined_with.is_some() => {
            DescriptorType::CombinedImageSampler
        }
        ResourceKind::SampledTexture => DescriptorType::SampledImage,
        ResourceKind::StorageTexture => DescriptorType::StorageImage,
        ResourceKind::Sampler => DescriptorType::Sampler,
        ResourceKind::UniformTexelBuffer => DescriptorType::UniformTexelBuffer,
        ResourceKind::StorageTexelBuffer => DescriptorType::StorageTexelBuffer,
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
                        descriptor_count: r.count,
                        stage_flags: stages,
                        is_dynamic: false,
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
            bindings.push(DescriptorSetLayoutBindingInfo {
                binding: r.binding,
                name: r.name.clone(),
                descriptor_type: descriptor_type(r, dynamic),
                descriptor_count: r.count,
                stage_flags: stages,
                is_dynamic: dynamic,
            });
        }
        let highest = sets.keys().next_back().copied();
        let set_layouts = match highest {
            None => Vec::new(),
            Some(highest) => (0..=highest)
                .map(|set| DescriptorSetLayoutInfo {
                    set,
                    bindings: sets.remove(&set).unwrap_or_default(),
                })
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
