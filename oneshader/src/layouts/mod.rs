//! Pipeline layouts as plain data, with no graphics API behind them.
//!
//! Input: a [`ShaderReflection`](crate::reflect::model::ShaderReflection). [`EntryLayout`] is
//! what one entry point binds (its resources with their per-target slots, its push-constant
//! block, its vertex input, its specialization constants); [`PipelineLayout`] merges the entry
//! points that run together (or, with `try_create_union`, many pipelines that share one layout).
//! Output, one conversion per API: [`PipelineLayout::to_vulkan`] (descriptor set layouts,
//! push-constant ranges; numeric `Vk*` values), [`PipelineLayout::try_to_metal`] (per-stage
//! argument indices), [`PipelineLayout::try_to_webgpu`] (bind group layout entries with the API's
//! strings), the vertex input of each ([`VertexLayout`]) and [`SpecializationValues`].
//!
//! Invariants: every list is in a deterministic order (sets, bindings and locations ascending;
//! resources in the reflection's declaration order); failures are [`LayoutError`] values, never
//! panics. Display impls print the spec's lines exactly.
//!
//! Slots are reflection's, which holds what sema decided for the compile's targets. For a
//! target the reflection does not record (a SPIR-V-only compile asked for WebGPU layouts, a
//! reflection that lists `Msl` without its slots), they come from [`crate::slots::assign`], the
//! rule sema uses, over the reflection's resources; this module has no slot rule of its own.

mod entry;
mod error;
mod metal;
mod pipeline;
mod specialization;
mod vertex;
mod vulkan;
mod webgpu;

pub use entry::{EntryLayout, PushConstantLayout, ResourceLayout, SpecConstantLayout};
pub use error::{LayoutError, LayoutErrorKind};
pub use metal::{
    MetalArgument, MetalArgumentKind, MetalPipelineLayout, MetalStageLayout, MetalVertexAttribute,
    MetalVertexBufferLayout, MetalVertexDescriptor, MetalVertexFormat, DEFAULT_METAL_VERTEX_BUFFER,
};
pub use pipeline::{PipelineLayout, MAX_SET};
pub use specialization::{
    FunctionConstantValue, SpecValue, SpecializationInfo, SpecializationMapEntry,
    SpecializationValues, WebGpuConstants,
};
pub use vertex::{
    VertexAttribute, VertexAttributeOverride, VertexLayout, VertexLayoutOverrides, VertexStepMode,
};
pub use vulkan::{
    DescriptorBindingFlags, DescriptorSetLayoutBindingInfo, DescriptorSetLayoutInfo,
    DescriptorType, PipelineLayoutInfo, PushConstantRangeInfo, ShaderStageFlags,
    VertexInputAttributeInfo, VertexInputBindingInfo, VertexInputInfo, VulkanFormat,
    VulkanLayoutOptions, DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT, UPDATE_AFTER_BIND_POOL,
};
pub use webgpu::{
    BindGroupLayoutEntryInfo, BindGroupLayoutInfo, BindingKind, StorageTextureAccess,
    WebGpuLayoutOptions, WebGpuPipelineLayout, WebGpuVertexAttribute, WebGpuVertexBufferLayout,
    WebGpuVisibility,
};

use crate::target::Stage;
use std::fmt;

/// A set of shader stages (vertex, pixel, compute), as the layouts carry them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShaderStages(u8);

impl ShaderStages {
    pub const NONE: ShaderStages = ShaderStages(0);
    pub const VERTEX: ShaderStages = ShaderStages(1);
    pub const PIXEL: ShaderStages = ShaderStages(2);
    pub const COMPUTE: ShaderStages = ShaderStages(4);

    pub fn of(stage: Stage) -> ShaderStages {
        match stage {
            Stage::Vertex => ShaderStages::VERTEX,
            Stage::Pixel => ShaderStages::PIXEL,
            Stage::Compute => ShaderStages::COMPUTE,
        }
    }

    pub fn union(self, other: ShaderStages) -> ShaderStages {
        ShaderStages(self.0 | other.0)
    }

    pub fn contains(self, stage: Stage) -> bool {
        self.0 & ShaderStages::of(stage).0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The stages in the order Vertex, Pixel, Compute.
    pub fn stages(self) -> Vec<Stage> {
        [Stage::Vertex, Stage::Pixel, Stage::Compute]
            .into_iter()
            .filter(|s| self.contains(*s))
            .collect()
    }
}

impl FromIterator<Stage> for ShaderStages {
    fn from_iter<I: IntoIterator<Item = Stage>>(iter: I) -> Self {
        iter.into_iter()
            .fold(ShaderStages::NONE, |acc, s| acc.union(ShaderStages::of(s)))
    }
}

impl std::ops::BitOr for ShaderStages {
    type Output = ShaderStages;
    fn bitor(self, rhs: ShaderStages) -> ShaderStages {
        self.union(rhs)
    }
}

impl fmt::Display for ShaderStages {
    /// `Vertex, Pixel` (C# flags style); `None` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.stages().into_iter().map(Stage::name).collect();
        if names.is_empty() {
            f.write_str("None")
        } else {
            f.write_str(&names.join(", "))
        }
    }
}

/// An API's stage flag bits for `stages`, given its bit for the vertex, fragment and compute
/// stages (Vulkan and WebGPU number them differently).
fn stage_bits(stages: ShaderStages, [vertex, fragment, compute]: [u32; 3]) -> u32 {
    stages.stages().into_iter().fold(0, |bits, s| {
        bits | match s {
            Stage::Vertex => vertex,
            Stage::Pixel => fragment,
            Stage::Compute => compute,
        }
    })
}

/// Writes stage flag bits as `Vertex`, `Fragment`, `Vertex, Fragment` or `None`, given each API's
/// bit for the vertex, fragment and compute stages (Vulkan and WebGPU number them differently).
fn write_stage_bits(
    f: &mut std::fmt::Formatter<'_>,
    bits: u32,
    [vertex, fragment, compute]: [u32; 3],
) -> std::fmt::Result {
    let names: Vec<&str> = [
        (vertex, "Vertex"),
        (fragment, "Fragment"),
        (compute, "Compute"),
    ]
    .into_iter()
    .filter(|(bit, _)| bits & bit != 0)
    .map(|(_, n)| n)
    .collect();
    f.write_str(&if names.is_empty() {
        "None".to_string()
    } else {
        names.join(", ")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stage_sets_print_in_pipeline_order() {
        let s: ShaderStages = [Stage::Compute, Stage::Vertex].into_iter().collect();
        assert_eq!(s.to_string(), "Vertex, Compute");
        assert_eq!(ShaderStages::NONE.to_string(), "None");
        assert!((ShaderStages::PIXEL | ShaderStages::VERTEX).contains(Stage::Pixel));
        assert_eq!(ShaderStageFlags::of(s).0, 0x21);
        assert_eq!(WebGpuVisibility::of(s).to_string(), "Vertex, Compute");
    }
}
