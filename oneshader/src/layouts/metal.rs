//! Metal: per-stage argument indices, the `set*Bytes` index and `MTLVertexDescriptor` data.
//!
//! Input: a [`PipelineLayout`] whose entry points were compiled for `Msl` (else
//! `MissingTarget`). Output: for each stage, the `[[buffer(n)]]`, `[[texture(n)]]` and
//! `[[sampler(n)]]` index of every resource it uses (in resource order; an array of N takes N),
//! and the push block's buffer index. Entry points of one stage that disagree on an index (from
//! different files) are a `ResourceConflict`. A combined pair is two arguments. An unbounded
//! array is one `Buffer` argument of `count` 0: the argument buffer the MSL backend reads its
//! elements from (8 bytes each: a texture's or sampler's `gpuResourceID`, a buffer's
//! `gpuAddress`).

use super::entry::metal_class;
use super::error::{LayoutError, LayoutErrorKind};
use super::pipeline::PipelineLayout;
use super::vertex::{VertexLayout, VertexStepMode};
use crate::target::{CompileTarget, Stage};
use crate::types::VertexFormat;
use std::fmt;

/// The buffer index vertex data is bound at unless the caller passes another.
pub const DEFAULT_METAL_VERTEX_BUFFER: u32 = crate::slots::METAL_VERTEX_BUFFER;

/// Metal's argument classes, each with its own index space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MetalArgumentKind {
    Buffer = 0,
    Texture = 1,
    Sampler = 2,
}

/// One argument of a stage's function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetalArgument {
    pub name: String,
    pub kind: MetalArgumentKind,
    pub index: u32,
    /// Indices taken (array size); 0 for an unbounded array, which takes one buffer index:
    /// an argument buffer holding one 8-byte descriptor per element (`gpuResourceID` of a
    /// texture or sampler, `gpuAddress` of a buffer).
    pub count: u32,
    /// The Vulkan-style slot the resource has in the other targets.
    pub set: u32,
    pub binding: u32,
}

/// One stage's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetalStageLayout {
    pub stage: Stage,
    pub arguments: Vec<MetalArgument>,
    /// The buffer index for `setVertexBytes` / `setFragmentBytes` / `setBytes`.
    pub bytes_index: Option<u32>,
}

impl MetalStageLayout {
    /// The argument at a Vulkan-style slot (a combined pair's texture first).
    pub fn try_find(&self, set: u32, binding: u32) -> Option<&MetalArgument> {
        self.arguments
            .iter()
            .find(|a| a.set == set && a.binding == binding)
    }
}

/// A Metal pipeline's argument tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetalPipelineLayout {
    /// In the order Vertex, Pixel, Compute.
    pub stages: Vec<MetalStageLayout>,
}

impl fmt::Display for MetalPipelineLayout {
    /// `Metal Vertex: Frame -> Buffer(0)` per argument, then `Metal Vertex: bytes -> Buffer(n)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.stages {
            for a in &s.arguments {
                writeln!(
                    f,
                    "Metal {}: {} -> {:?}({})",
                    s.stage, a.name, a.kind, a.index
                )?;
            }
            if let Some(i) = s.bytes_index {
                writeln!(f, "Metal {}: bytes -> Buffer({i})", s.stage)?;
            }
        }
        Ok(())
    }
}

fn conflict(stage: Stage, message: String) -> LayoutError {
    LayoutError::new(
        LayoutErrorKind::ResourceConflict,
        format!("{message} in the Metal {stage} stage. Compile the entry points from one file, or give them the same resources in the same order."),
    )
}

impl PipelineLayout {
    /// The Metal argument tables; `MissingTarget` unless every entry point was compiled for Msl.
    pub fn try_to_metal(&self) -> Result<MetalPipelineLayout, LayoutError> {
        if let Some(e) = self
            .entries
            .iter()
            .find(|e| !e.targets.contains(&CompileTarget::Msl))
        {
            return Err(LayoutError::new(
                LayoutErrorKind::MissingTarget,
                format!(
                    "Entry point '{}' of '{}' was not compiled for Msl, so it has no Metal argument indices. Add CompileTarget::Msl to the targets.",
                    e.name, e.source
                ),
            ));
        }
        let mut stages = Vec::new();
        for stage in [Stage::Vertex, Stage::Pixel, Stage::Compute] {
            let mut layout = MetalStageLayout {
                stage,
                arguments: Vec::new(),
                bytes_index: None,
            };
            let mut present = false;
            for e in self.entries.iter().filter(|e| e.stage == stage) {
                present = true;
                for r in &e.resources {
                    // An input attachment is the fragment input `[[color(n)]]` (framebuffer
                    // fetch): a render-pass attachment, not an argument.
                    if r.kind == crate::types::ResourceKind::InputAttachment {
                        continue;
                    }
                    let Some(index) = r.msl_index else { continue };
                    let kind = metal_class(r.kind, r.count);
                    let same_resource = |a: &&MetalArgument| {
                        a.set == r.set && a.binding == r.binding && a.kind == kind
                    };
                    if let Some(a) = layout.arguments.iter().find(same_resource) {
                        if a.index != index {
                            return Err(conflict(
                                stage,
                                format!(
                                    "Set {} binding {} is {:?}({}) in one entry point and {:?}({}) in entry point '{}'",
                                    r.set, r.binding, a.kind, a.index, kind, index, e.name
                                ),
                            ));
                        }
                        continue;
                    }
                    if let Some(a) = layout
                        .arguments
                        .iter()
                        .find(|a| a.kind == kind && a.index == index)
                    {
                        return Err(conflict(
                            stage,
                            format!(
                                "{:?}({index}) is '{}' (set {} binding {}) in one entry point and '{}' (set {} binding {}) in entry point '{}'",
                                kind, a.name, a.set, a.binding, r.name, r.set, r.binding, e.name
                            ),
                        ));
                    }
                    layout.arguments.push(MetalArgument {
                        name: r.name.clone(),
                        kind,
                        index,
                        count: r.count,
                        set: r.set,
                        binding: r.binding,
                    });
                }
                if let Some(i) = e.push_constant.as_ref().and_then(|p| p.msl_index) {
                    match layout.bytes_index {
                        Some(prev) if prev != i => {
                            return Err(conflict(
                                stage,
                                format!(
                                    "The push-constant block is Buffer({prev}) in one entry point and Buffer({i}) in entry point '{}'",
                                    e.name
                                ),
                            ))
                        }
                        _ => layout.bytes_index = Some(i),
                    }
                }
            }
            if present {
                layout.arguments.sort_by_key(|a| (a.kind, a.index));
                stages.push(layout);
            }
        }
        Ok(MetalPipelineLayout { stages })
    }
}

/// An `MTLVertexFormat` value and name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MetalVertexFormat {
    pub value: u32,
    pub name: &'static str,
}

impl MetalVertexFormat {
    pub fn of(format: VertexFormat) -> MetalVertexFormat {
        use VertexFormat as F;
        let (value, name) = match format {
            F::Uint8 => (45, "UChar"),
            F::Uint8x2 => (1, "UChar2"),
            F::Uint8x4 => (3, "UChar4"),
            F::Sint8 => (46, "Char"),
            F::Sint8x2 => (4, "Char2"),
            F::Sint8x4 => (6, "Char4"),
            F::Unorm8 => (47, "UCharNormalized"),
            F::Unorm8x2 => (7, "UChar2Normalized"),
            F::Unorm8x4 => (9, "UChar4Normalized"),
            F::Snorm8 => (48, "CharNormalized"),
            F::Snorm8x2 => (10, "Char2Normalized"),
            F::Snorm8x4 => (12, "Char4Normalized"),
            F::Uint16 => (49, "UShort"),
            F::Uint16x2 => (13, "UShort2"),
            F::Uint16x4 => (15, "UShort4"),
            F::Sint16 => (50, "Short"),
            F::Sint16x2 => (16, "Short2"),
            F::Sint16x4 => (18, "Short4"),
            F::Unorm16 => (51, "UShortNormalized"),
            F::Unorm16x2 => (19, "UShort2Normalized"),
            F::Unorm16x4 => (21, "UShort4Normalized"),
            F::Snorm16 => (52, "ShortNormalized"),
            F::Snorm16x2 => (22, "Short2Normalized"),
            F::Snorm16x4 => (24, "Short4Normalized"),
            F::Float16 => (53, "Half"),
            F::Float16x2 => (25, "Half2"),
            F::Float16x4 => (27, "Half4"),
            F::Float32 => (28, "Float"),
            F::Float32x2 => (29, "Float2"),
            F::Float32x3 => (30, "Float3"),
            F::Float32x4 => (31, "Float4"),
            F::Uint32 => (36, "UInt"),
            F::Uint32x2 => (37, "UInt2"),
            F::Uint32x3 => (38, "UInt3"),
            F::Uint32x4 => (39, "UInt4"),
            F::Sint32 => (32, "Int"),
            F::Sint32x2 => (33, "Int2"),
            F::Sint32x3 => (34, "Int3"),
            F::Sint32x4 => (35, "Int4"),
            F::Unorm10_10_10_2 => (41, "UInt1010102Normalized"),
            F::Unorm8x4Bgra => (42, "UChar4Normalized_BGRA"),
        };
        MetalVertexFormat { value, name }
    }
}

/// `MTLVertexAttributeDescriptor` data (the array index is the location).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MetalVertexAttribute {
    pub location: u32,
    pub format: MetalVertexFormat,
    pub offset: u32,
    pub buffer_index: u32,
}

impl fmt::Display for MetalVertexAttribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "attribute {}: {} ({}) at {}, buffer {}",
            self.location, self.format.name, self.format.value, self.offset, self.buffer_index
        )
    }
}

/// `MTLVertexBufferLayoutDescriptor` data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MetalVertexBufferLayout {
    pub buffer_index: u32,
    pub stride: u32,
    /// `MTLVertexStepFunction`: 1 per vertex, 2 per instance.
    pub step_function: u32,
    pub step_rate: u32,
}

/// `MTLVertexDescriptor` data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetalVertexDescriptor {
    /// Sorted by location.
    pub attributes: Vec<MetalVertexAttribute>,
    pub layouts: Vec<MetalVertexBufferLayout>,
}

impl MetalVertexDescriptor {
    /// The attribute at a location.
    pub fn attribute(&self, location: u32) -> Option<&MetalVertexAttribute> {
        self.attributes.iter().find(|a| a.location == location)
    }
}

impl VertexLayout {
    /// `MTLVertexDescriptor` data for vertex data at `buffer_index`
    /// ([`DEFAULT_METAL_VERTEX_BUFFER`] unless the MSL says otherwise).
    pub fn to_metal(&self, buffer_index: u32, step: VertexStepMode) -> MetalVertexDescriptor {
        MetalVertexDescriptor {
            attributes: self
                .attributes
                .iter()
                .map(|a| MetalVertexAttribute {
                    location: a.location,
                    format: MetalVertexFormat::of(a.format),
                    offset: a.offset,
                    buffer_index,
                })
                .collect(),
            layouts: vec![MetalVertexBufferLayout {
                buffer_index,
                stride: self.stride,
                step_function: match step {
                    VertexStepMode::Vertex => 1,
                    VertexStepMode::Instance => 2,
                },
                step_rate: 1,
            }],
        }
    }
}
