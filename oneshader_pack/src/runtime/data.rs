//! The `'static` data types generated bindings are written in, and their conversion to
//! `oneshader::layouts`.
//!
//! Input: constants the code generator wrote from each variant's `EntryLayout` (so every slot,
//! stage and fallback is the one `oneshader::layouts` computed at build time). Output: owned
//! `EntryLayout`s and `PipelineLayout`s, field for field, built on each call (no parsing).

use super::{
    CompileTarget, EntryLayout, FormatClass, LayoutError, MatrixPacking, PipelineLayout,
    ReflectedScalar, ReflectedTypeKind, ResourceKind, ResourceTypeKind, SpecConstantType, Stage,
    VertexFormat,
};
use oneshader::layouts::{
    PushConstantLayout, ResourceLayout, ShaderStages, SpecConstantLayout, VertexAttribute,
    VertexLayout,
};
use oneshader::reflect::{ReflectedMember, ReflectedType};

/// A generated shader: what its bindings were built from.
#[derive(Debug)]
pub struct ShaderInterface {
    /// The shader's name in the pack (`Material`).
    pub name: &'static str,
    /// The interface fingerprint (blake3, hex) the pack must carry for this shader.
    pub fingerprint: &'static str,
    /// True for named define sets (one pseudo-axis `VARIANT`).
    pub named: bool,
    pub axes: &'static [AxisInfo],
    /// In the pack's order (`Key::index`).
    pub variants: &'static [VariantInfo],
}

/// One axis: a flag (`values: None`) or a choice.
#[derive(Debug)]
pub struct AxisInfo {
    pub name: &'static str,
    pub values: Option<&'static [&'static str]>,
}

/// One variant of a generated shader.
#[derive(Debug)]
pub struct VariantInfo {
    /// `AlphaTestOn_LightingPbr`, or the set's name.
    pub name: &'static str,
    /// Every define it is compiled with (`LIGHTING=PBR`, `LIGHTING_PBR=1`, shared ones last).
    pub defines: &'static [&'static str],
    /// The position on each axis.
    pub key: &'static [u16],
    /// The variant's reflection in `oneshader`'s text format (for compatibility reports).
    pub reflection: &'static str,
    /// Every resource of the variant with its merged stages (the variant's `Bindings`).
    pub bindings: &'static [BindingInfo],
    pub entry_points: &'static [EntryLayoutData],
}

impl VariantInfo {
    /// The entry point of that name.
    pub fn entry_point(&self, name: &str) -> Option<&'static EntryLayoutData> {
        self.entry_points.iter().find(|e| e.name == name)
    }

    /// The pipeline of the whole variant, as the spec's `Pipeline`: its vertex and pixel entry
    /// points, or its compute entry point (`PipelineLayout::create`'s choice).
    pub fn pipeline(&self) -> Result<PipelineLayout, LayoutError> {
        let graphics: Vec<EntryLayout> = self
            .entry_points
            .iter()
            .filter(|e| e.stage != Stage::Compute)
            .map(EntryLayoutData::to_entry_layout)
            .collect();
        let entries = if graphics.is_empty() {
            self.entry_points
                .iter()
                .map(EntryLayoutData::to_entry_layout)
                .collect()
        } else {
            graphics
        };
        PipelineLayout::try_create(&entries)
    }
}

/// A resource binding (the spec's `ResourceBinding`): Vulkan set and binding, count, kind and the
/// stages that use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BindingInfo {
    pub name: &'static str,
    pub set: u32,
    pub binding: u32,
    pub count: u32,
    pub kind: ResourceKind,
    pub stages: &'static [Stage],
}

/// An entry point's layout as constant data (`EntryLayout` without allocation).
#[derive(Debug)]
pub struct EntryLayoutData {
    pub name: &'static str,
    pub stage: Stage,
    /// The source path as written in the manifest.
    pub source: &'static str,
    pub targets: &'static [CompileTarget],
    pub resources: &'static [ResourceData],
    pub push_constant: Option<PushConstantData>,
    pub vertex: Option<VertexData>,
    /// `[numthreads]`; zeros unless compute.
    pub workgroup_size: [u32; 3],
    pub spec_constants: &'static [SpecConstantData],
    /// Vulkan's `VkSubgroupFeatureFlagBits` the wave intrinsics need (0: none).
    pub subgroup_operations: u32,
}

/// `ResourceLayout` as constant data.
#[derive(Debug)]
pub struct ResourceData {
    pub name: &'static str,
    pub kind: ResourceKind,
    pub resource_type: ResourceTypeKind,
    pub hlsl_type: &'static str,
    pub count: u32,
    pub set: u32,
    pub binding: u32,
    pub wgsl_group: u32,
    pub wgsl_binding: u32,
    pub msl_index: Option<u32>,
    pub stages: &'static [Stage],
    pub image_format: Option<&'static str>,
    pub combined_with: Option<&'static str>,
    pub layout: Option<&'static TypeData>,
    /// A descriptor heap's kinds when it holds several (a mutable descriptor); else empty.
    pub mutable_kinds: &'static [ResourceKind],
}

/// `PushConstantLayout` as constant data.
#[derive(Debug)]
pub struct PushConstantData {
    pub name: &'static str,
    pub size: u32,
    pub stages: &'static [Stage],
    pub wgsl_group: u32,
    pub wgsl_binding: u32,
    pub msl_index: Option<u32>,
    pub layout: &'static TypeData,
}

/// `VertexLayout` as constant data.
#[derive(Debug)]
pub struct VertexData {
    pub stride: u32,
    pub attributes: &'static [VertexAttributeData],
}

#[derive(Debug)]
pub struct VertexAttributeData {
    pub location: u32,
    pub name: &'static str,
    pub format: VertexFormat,
    pub offset: u32,
    pub shader_class: FormatClass,
}

/// `SpecConstantLayout` as constant data.
#[derive(Debug)]
pub struct SpecConstantData {
    pub name: &'static str,
    pub id: u32,
    pub ty: SpecConstantType,
    pub default_bits: u32,
    pub msl_index: u32,
}

/// `ReflectedType` as constant data.
#[derive(Debug)]
pub struct TypeData {
    pub kind: ReflectedTypeKind,
    pub scalar: ReflectedScalar,
    pub rows: u32,
    pub columns: u32,
    pub name: &'static str,
    pub size: u32,
    pub alignment: u32,
    pub length: u32,
    pub stride: u32,
    pub matrix_stride: u32,
    pub packing: MatrixPacking,
    pub element: Option<&'static TypeData>,
    pub members: &'static [MemberData],
}

#[derive(Debug)]
pub struct MemberData {
    pub name: &'static str,
    pub offset: u32,
    pub ty: TypeData,
}

fn stages(list: &[Stage]) -> ShaderStages {
    list.iter().copied().collect()
}

impl TypeData {
    /// The reflected type. Recursion follows the generated data, which is as deep as the
    /// reflection it was written from.
    pub fn to_reflected(&self) -> ReflectedType {
        ReflectedType {
            kind: self.kind,
            scalar: self.scalar,
            rows: self.rows,
            columns: self.columns,
            name: self.name.to_string(),
            size: self.size,
            alignment: self.alignment,
            length: self.length,
            stride: self.stride,
            matrix_stride: self.matrix_stride,
            packing: self.packing,
            element: self.element.map(|e| Box::new(e.to_reflected())),
            members: self
                .members
                .iter()
                .map(|m| ReflectedMember {
                    name: m.name.to_string(),
                    offset: m.offset,
                    ty: m.ty.to_reflected(),
                })
                .collect(),
        }
    }
}

impl EntryLayoutData {
    /// The `oneshader::layouts::EntryLayout` this data was written from.
    pub fn to_entry_layout(&self) -> EntryLayout {
        EntryLayout {
            name: self.name.to_string(),
            stage: self.stage,
            source: self.source.to_string(),
            targets: self.targets.to_vec(),
            resources: self
                .resources
                .iter()
                .map(|r| ResourceLayout {
                    name: r.name.to_string(),
                    kind: r.kind,
                    resource_type: r.resource_type,
                    hlsl_type: r.hlsl_type.to_string(),
                    count: r.count,
                    set: r.set,
                    binding: r.binding,
                    wgsl_group: r.wgsl_group,
                    wgsl_binding: r.wgsl_binding,
                    msl_index: r.msl_index,
                    stages: stages(r.stages),
                    image_format: r.image_format.map(str::to_string),
                    combined_with: r.combined_with.map(str::to_string),
                    dynamic_offset: false,
                    layout: r.layout.map(TypeData::to_reflected),
                    mutable_kinds: r.mutable_kinds.to_vec(),
                })
                .collect(),
            push_constant: self.push_constant.as_ref().map(|p| PushConstantLayout {
                name: p.name.to_string(),
                size: p.size,
                stages: stages(p.stages),
                wgsl_group: p.wgsl_group,
                wgsl_binding: p.wgsl_binding,
                msl_index: p.msl_index,
                layout: p.layout.to_reflected(),
            }),
            vertex: self.vertex.as_ref().map(|v| VertexLayout {
                stride: v.stride,
                attributes: v
                    .attributes
                    .iter()
                    .map(|a| VertexAttribute {
                        location: a.location,
                        name: a.name.to_string(),
                        format: a.format,
                        offset: a.offset,
                        shader_class: a.shader_class,
                    })
                    .collect(),
            }),
            workgroup_size: self.workgroup_size,
            spec_constants: self
                .spec_constants
                .iter()
                .map(|c| SpecConstantLayout {
                    name: c.name.to_string(),
                    id: c.id,
                    ty: c.ty,
                    default_bits: c.default_bits,
                    msl_index: c.msl_index,
                })
                .collect(),
            subgroup_operations: self.subgroup_operations,
        }
    }
}
