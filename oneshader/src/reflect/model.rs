//! The reflection model: what a compiled shader binds and exposes.
//!
//! Plain data, independent of the compiler's internal representations: the front end fills it
//! (see the constructors) and the writers in `text` and `json` serialize it. Every list keeps
//! the model's order (declaration order), so equal models give identical bytes. Names of enum
//! values are the spec's (`ResourceKind::SampledTexture`, `BuiltIn::Position`, ...): the text and
//! JSON formats print them as they are.

use crate::target::{CompileTarget, Stage};
use crate::types::{
    Access, LayoutKind, MatrixPacking, ResourceType, ScalarKind, StructuredKind, TextureDim, Type,
    TypeArena, TypeLayout,
};
use serde::Serialize;

// Defined beneath the stages that fill them (sema decides kinds and formats); reflection is
// where users find them.
pub use crate::types::{ResourceKind, VertexFormat};

/// Everything reflection reports about one compile.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShaderReflection {
    /// The main file's name as given to the compiler (no machine paths).
    pub source: String,
    pub targets: Vec<CompileTarget>,
    /// Descriptors in declaration order (push constants are not here).
    pub resources: Vec<ResourceInfo>,
    pub push_constants: Vec<PushConstantInfo>,
    pub spec_constants: Vec<SpecConstantInfo>,
    pub entry_points: Vec<EntryPointInfo>,
}

impl ShaderReflection {
    /// An empty reflection of `source` compiled for `targets`.
    pub fn new(source: impl Into<String>, targets: Vec<CompileTarget>) -> Self {
        ShaderReflection {
            source: source.into(),
            targets,
            ..ShaderReflection::default()
        }
    }

    /// The resource of that name.
    /// Whether any entry point uses wave or quad intrinsics.
    pub fn uses_subgroups(&self) -> bool {
        self.entry_points.iter().any(EntryPointInfo::uses_subgroups)
    }

    pub fn resource(&self, name: &str) -> Option<&ResourceInfo> {
        self.resources.iter().find(|r| r.name == name)
    }

    /// The resource whose binding `name` is, itself or one of its [`ResourceInfo::views`].
    pub fn binding_of(&self, name: &str) -> Option<&ResourceInfo> {
        self.resources.iter().find(|r| r.declares(name))
    }

    /// The entry point of that name.
    pub fn entry_point(&self, name: &str) -> Option<&EntryPointInfo> {
        self.entry_points.iter().find(|e| e.name == name)
    }
}

/// The HLSL resource type a descriptor was declared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum ResourceTypeKind {
    ConstantBuffer,
    TextureBuffer,
    Texture1D,
    Texture1DArray,
    Texture2D,
    Texture2DArray,
    Texture2DMS,
    Texture2DMSArray,
    Texture3D,
    TextureCube,
    TextureCubeArray,
    RWTexture1D,
    RWTexture1DArray,
    RWTexture2D,
    RWTexture2DArray,
    RWTexture3D,
    Buffer,
    RWBuffer,
    StructuredBuffer,
    RWStructuredBuffer,
    AppendStructuredBuffer,
    ConsumeStructuredBuffer,
    ByteAddressBuffer,
    RWByteAddressBuffer,
    SamplerState,
    SamplerComparisonState,
    RaytracingAccelerationStructure,
    SubpassInput,
    SubpassInputMS,
}

impl ResourceTypeKind {
    /// The kind of a resource type, and the descriptor kind it needs.
    pub fn of(resource: ResourceType) -> (ResourceTypeKind, ResourceKind) {
        use ResourceTypeKind as R;
        match resource {
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                combined,
                ..
            } => {
                let rtype = match (access, dim, arrayed, multisampled) {
                    (Access::ReadOnly, TextureDim::D1, false, _) => R::Texture1D,
                    (Access::ReadOnly, TextureDim::D1, true, _) => R::Texture1DArray,
                    (Access::ReadOnly, TextureDim::D2, false, false) => R::Texture2D,
                    (Access::ReadOnly, TextureDim::D2, true, false) => R::Texture2DArray,
                    (Access::ReadOnly, TextureDim::D2, false, true) => R::Texture2DMS,
                    (Access::ReadOnly, TextureDim::D2, true, true) => R::Texture2DMSArray,
                    (Access::ReadOnly, TextureDim::D3, _, _) => R::Texture3D,
                    (Access::ReadOnly, TextureDim::Cube, false, _) => R::TextureCube,
                    (Access::ReadOnly, TextureDim::Cube, true, _) => R::TextureCubeArray,
                    (Access::ReadWrite, TextureDim::D1, false, _) => R::RWTexture1D,
                    (Access::ReadWrite, TextureDim::D1, true, _) => R::RWTexture1DArray,
                    (Access::ReadWrite, TextureDim::D2 | TextureDim::Cube, false, _) => {
                        R::RWTexture2D
                    }
                    (Access::ReadWrite, TextureDim::D2 | TextureDim::Cube, true, _) => {
                        R::RWTexture2DArray
                    }
                    (Access::ReadWrite, TextureDim::D3, _, _) => R::RWTexture3D,
                };
                let kind = match access {
                    Access::ReadOnly if combined => ResourceKind::CombinedImageSampler,
                    Access::ReadOnly => ResourceKind::SampledTexture,
                    Access::ReadWrite => ResourceKind::StorageTexture,
                };
                (rtype, kind)
            }
            ResourceType::TypedBuffer { access, .. } => match access {
                Access::ReadOnly => (R::Buffer, ResourceKind::UniformTexelBuffer),
                Access::ReadWrite => (R::RWBuffer, ResourceKind::StorageTexelBuffer),
            },
            ResourceType::StructuredBuffer { kind, .. } => (
                match kind {
                    StructuredKind::ReadOnly => R::StructuredBuffer,
                    StructuredKind::ReadWrite => R::RWStructuredBuffer,
                    StructuredKind::Append => R::AppendStructuredBuffer,
                    StructuredKind::Consume => R::ConsumeStructuredBuffer,
                },
                ResourceKind::StorageBuffer,
            ),
            ResourceType::ByteAddressBuffer { access } => (
                match access {
                    Access::ReadOnly => R::ByteAddressBuffer,
                    Access::ReadWrite => R::RWByteAddressBuffer,
                },
                ResourceKind::StorageBuffer,
            ),
            ResourceType::ConstantBuffer { .. } => {
                (R::ConstantBuffer, ResourceKind::ConstantBuffer)
            }
            ResourceType::TextureBuffer { .. } => (R::TextureBuffer, ResourceKind::StorageBuffer),
            ResourceType::Sampler { comparison } => (
                if comparison {
                    R::SamplerComparisonState
                } else {
                    R::SamplerState
                },
                ResourceKind::Sampler,
            ),
            ResourceType::AccelerationStructure => (
                R::RaytracingAccelerationStructure,
                ResourceKind::AccelerationStructure,
            ),
            ResourceType::SubpassInput { multisampled, .. } => (
                if multisampled {
                    R::SubpassInputMS
                } else {
                    R::SubpassInput
                },
                ResourceKind::InputAttachment,
            ),
        }
    }
}

/// Where one target binds a descriptor: Vulkan/WGSL set and binding; for Metal set 0 and the
/// argument index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TargetSlot {
    pub target: CompileTarget,
    pub set: u32,
    pub binding: u32,
}

impl TargetSlot {
    pub fn new(target: CompileTarget, set: u32, binding: u32) -> Self {
        TargetSlot {
            target,
            set,
            binding,
        }
    }
}

/// One descriptor (or array of descriptors).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceInfo {
    pub name: String,
    pub kind: ResourceKind,
    /// The type as written (`Texture2D<float4>`); empty for `cbuffer` blocks.
    pub hlsl_type: String,
    pub resource_type: ResourceTypeKind,
    /// Array size; 1 for a single resource, 0 for an unbounded array (`Texture2D T[]`, a
    /// variable-count binding whose size the application chooses). With [`Self::views`], the
    /// largest of the views' counts (0 if any view is unbounded).
    pub count: u32,
    /// Stages whose entry points use it (or one of its views), in the order Vertex, Pixel,
    /// Compute.
    pub stages: Vec<Stage>,
    /// One slot per compiled target.
    pub slots: Vec<TargetSlot>,
    /// The hidden counter buffer of append/consume buffers, one slot per target.
    pub counter_slots: Vec<TargetSlot>,
    /// The byte layout of a buffer's contents (the element for structured buffers).
    pub layout: Option<ReflectedType>,
    /// `[[vk::image_format]]` of a storage texture.
    pub image_format: Option<String>,
    /// `[[vk::input_attachment_index(i)]]` of a `SubpassInput`: which of the subpass's input
    /// attachments the render pass must put at this binding. Absent from the serialized form
    /// when `None`, so interface fingerprints of shaders without one did not change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input_attachment_index: Option<u32>,
    /// The sampler (for a texture) or texture (for a sampler) sharing this resource's Vulkan
    /// slot as a combined image sampler. Not in the spec's model; readers ignore it.
    pub combined_with: Option<String>,
    /// Further declarations of the same descriptor kind at this resource's Vulkan binding
    /// (Vulkan aliasing: `Buffer<uint> A[]` and `Buffer<float4> B[]` both at
    /// `[[vk::binding(0, 3)]]`), in declaration order. The binding is this record; entry
    /// points that use a view list this record's name in `used_resources`. Empty for almost
    /// every resource; files without views are unchanged (and so is the serialized form the
    /// pack's interface fingerprint hashes).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub views: Vec<ResourceView>,
    /// The descriptor heap whose binding this is (`ResourceDescriptorHeap[i]` in the shader):
    /// each type read from the heap is a view, an unbounded array indexed as the heap is.
    /// Absent from the serialized form when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub descriptor_heap: Option<crate::vk_bindings::DescriptorHeap>,
}

/// Another typed view of a [`ResourceInfo`]'s binding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceView {
    pub name: String,
    /// Its descriptor kind when it is not the record's: only at a descriptor heap's binding,
    /// where views of several kinds make it a mutable descriptor. Absent from the serialized
    /// form when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<ResourceKind>,
    pub hlsl_type: String,
    pub resource_type: ResourceTypeKind,
    /// The view's own array size (0: unbounded).
    pub count: u32,
    /// Stages whose entry points use this view.
    pub stages: Vec<Stage>,
    pub layout: Option<ReflectedType>,
    pub image_format: Option<String>,
}

impl ResourceInfo {
    /// A resource with no stages, slots or layout yet.
    pub fn new(
        name: impl Into<String>,
        kind: ResourceKind,
        resource_type: ResourceTypeKind,
        hlsl_type: impl Into<String>,
        count: u32,
    ) -> Self {
        ResourceInfo {
            name: name.into(),
            kind,
            hlsl_type: hlsl_type.into(),
            resource_type,
            count,
            stages: Vec::new(),
            slots: Vec::new(),
            counter_slots: Vec::new(),
            layout: None,
            image_format: None,
            input_attachment_index: None,
            combined_with: None,
            views: Vec::new(),
            descriptor_heap: None,
        }
    }

    /// An unbounded array (`Texture2D T[]`): its descriptor count is the application's choice.
    pub fn is_unbounded(&self) -> bool {
        self.count == 0
    }

    /// Whether `name` is this resource or one of its views.
    pub fn declares(&self, name: &str) -> bool {
        self.name == name || self.views.iter().any(|v| v.name == name)
    }

    /// Adds a stage, keeping the list sorted and free of duplicates.
    pub fn add_stage(&mut self, stage: Stage) {
        add_stage(&mut self.stages, stage);
    }
}

/// Inserts `stage` into a sorted stage list unless present.
pub fn add_stage(stages: &mut Vec<Stage>, stage: Stage) {
    if let Err(at) = stages.binary_search(&stage) {
        stages.insert(at, stage);
    }
}

/// A `[[vk::push_constant]]` block.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PushConstantInfo {
    pub name: String,
    pub stages: Vec<Stage>,
    /// Slots of targets that deliver the block as a bound buffer (Msl, Wgsl); none for SPIR-V.
    pub slots: Vec<TargetSlot>,
    pub layout: ReflectedType,
}

/// The scalar type of a specialization constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SpecConstantType {
    Bool,
    Int,
    UInt,
    Float,
}

/// Where a target exposes a specialization constant: SPIR-V `SpecId`, Metal function-constant
/// index and variable, WGSL `@id` and override name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecConstantSlot {
    pub target: CompileTarget,
    pub index: u32,
    pub name: String,
}

/// A `[[vk::constant_id(N)]]` constant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecConstantInfo {
    pub name: String,
    pub id: u32,
    #[serde(rename = "type")]
    pub ty: SpecConstantType,
    /// The default value's 32-bit pattern.
    pub default_bits: u32,
    pub slots: Vec<SpecConstantSlot>,
}

/// The bits of [`EntryPointInfo::required_features`], decided by the IR analysis that computes
/// them ([`crate::ir::features`]).
pub use crate::ir::features::device_features;

/// The bits of [`EntryPointInfo::subgroup_operations`], decided by the IR analysis
/// ([`crate::ir::subgroup`]).
pub use crate::ir::subgroup::subgroup_operations;

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// One entry point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EntryPointInfo {
    pub name: String,
    pub stage: Stage,
    /// `[numthreads]`; zeros unless compute.
    pub workgroup_size: [u32; 3],
    /// The interleaved vertex size; 0 unless vertex.
    pub vertex_stride: u32,
    pub inputs: Vec<StageVariable>,
    pub outputs: Vec<StageVariable>,
    /// Names of the resources the entry point touches, in resource order.
    pub used_resources: Vec<String>,
    /// The push-constant block it reads.
    pub push_constant: Option<String>,
    pub used_spec_constants: Vec<String>,
    /// `DeviceFeatures` bits (1 Float16, 2 Int16, 4 Float64, 8 Int64, 16 StorageBuffer16,
    /// 32 UniformBuffer16, 64 PushConstant16, 128 InputOutput16, 256 Int64Atomics; named in
    /// [`device_features`]): what the entry point's code uses, for every target alike
    /// ([`crate::ir::features::entry_features`]).
    pub required_features: u32,
    /// Vulkan's `VkSubgroupFeatureFlagBits` (0x1 Basic, 0x2 Vote, 0x4 Arithmetic, 0x8 Ballot,
    /// 0x10 Shuffle, 0x80 Quad; named in [`subgroup_operations`]): the subgroup operation
    /// classes the entry point's wave and quad intrinsics need, to compare with the device's
    /// `subgroupSupportedOperations`. Zero when it uses none (and then not serialized, so the
    /// interfaces of shaders without wave operations hash as before).
    #[serde(skip_serializing_if = "is_zero")]
    pub subgroup_operations: u32,
    /// The entry function's name in the WGSL text, decided by the driver with
    /// [`crate::wgsl::entry_function_name`] (reserved or predeclared WGSL names get a trailing
    /// `_`); `None` unless WGSL is a target.
    pub wgsl_entry_point: Option<String>,
    /// The function's name in the MSL source, the one to pass to Metal's
    /// `newFunction(name:)` (the spec's `MslFunctionName`; `main` becomes `main0`), decided by
    /// the driver with [`crate::msl::entry_function_name`]; `None` unless MSL is a target.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub msl_function_name: Option<String>,
    /// The Metal buffer index a vertex shader's interleaved vertex data is bound at (the spec's
    /// `MslVertexBufferIndex`, [`crate::slots::METAL_VERTEX_BUFFER`]); `None` unless MSL is a
    /// target and the entry point is a vertex shader with vertex inputs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub msl_vertex_buffer_index: Option<u32>,
}

impl EntryPointInfo {
    pub fn new(name: impl Into<String>, stage: Stage) -> Self {
        EntryPointInfo {
            name: name.into(),
            stage,
            workgroup_size: [0; 3],
            vertex_stride: 0,
            inputs: Vec::new(),
            outputs: Vec::new(),
            used_resources: Vec::new(),
            push_constant: None,
            used_spec_constants: Vec::new(),
            required_features: 0,
            subgroup_operations: 0,
            wgsl_entry_point: None,
            msl_function_name: None,
            msl_vertex_buffer_index: None,
        }
    }

    /// Whether the entry point uses wave or quad intrinsics (the device needs subgroup
    /// support; WebGPU's `subgroups` feature).
    pub fn uses_subgroups(&self) -> bool {
        self.subgroup_operations != 0
    }
}

/// The built-in a stage variable is bound to (SPIR-V `BuiltIn` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BuiltIn {
    None,
    Position,
    FragCoord,
    VertexIndex,
    InstanceIndex,
    FrontFacing,
    SampleId,
    SampleMask,
    FragDepth,
    FragStencilRef,
    PrimitiveId,
    ClipDistance,
    CullDistance,
    GlobalInvocationId,
    WorkgroupId,
    LocalInvocationId,
    LocalInvocationIndex,
    SubgroupLocalInvocationId,
    SubgroupSize,
    /// `SV_RenderTargetArrayIndex`.
    Layer,
    /// `SV_ViewportArrayIndex`.
    ViewportIndex,
    /// `SV_ViewID`.
    ViewIndex,
    /// `SV_StartVertexLocation`.
    BaseVertex,
    /// `SV_StartInstanceLocation`.
    BaseInstance,
    /// `SV_Barycentrics` (`BaryCoordKHR`; the no-perspective one is reported alike).
    BaryCoord,
    /// `SV_ShadingRate` as a pixel input (`ShadingRateKHR`).
    ShadingRate,
    /// `SV_ShadingRate` as a vertex output (`PrimitiveShadingRateKHR`).
    PrimitiveShadingRate,
    /// `[[vk::builtin("PointSize")]]`.
    PointSize,
    /// `[[vk::builtin("DrawIndex")]]`.
    DrawIndex,
    /// `[[vk::builtin("HelperInvocation")]]`.
    HelperInvocation,
    /// `[[vk::builtin("DeviceIndex")]]`.
    DeviceIndex,
}

/// Interpolation of a stage variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum InterpolationMode {
    Default,
    Flat,
    NoPerspective,
    Centroid,
    Sample,
    NoPerspectiveCentroid,
    NoPerspectiveSample,
}

impl InterpolationMode {
    /// The mode of HLSL modifiers (integer and bool variables are flat whatever is written).
    pub fn from_modifiers(m: crate::types::Interpolation) -> Self {
        if m.nointerpolation {
            InterpolationMode::Flat
        } else if m.noperspective && m.sample {
            InterpolationMode::NoPerspectiveSample
        } else if m.noperspective && m.centroid {
            InterpolationMode::NoPerspectiveCentroid
        } else if m.noperspective {
            InterpolationMode::NoPerspective
        } else if m.sample {
            InterpolationMode::Sample
        } else if m.centroid {
            InterpolationMode::Centroid
        } else {
            InterpolationMode::Default
        }
    }
}

/// A scalar type as reflection names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize)]
pub enum ReflectedScalar {
    /// Also the value written where no scalar applies (structs, arrays).
    #[default]
    Bool,
    Int,
    UInt,
    Float,
    Half,
    Double,
    Int16,
    UInt16,
    Int64,
    UInt64,
}

impl ReflectedScalar {
    pub fn of(s: crate::types::Scalar) -> Self {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => ReflectedScalar::Bool,
            (ScalarKind::Int | ScalarKind::LiteralInt, 16) => ReflectedScalar::Int16,
            (ScalarKind::Int | ScalarKind::LiteralInt, 64) => ReflectedScalar::Int64,
            (ScalarKind::Int | ScalarKind::LiteralInt, _) => ReflectedScalar::Int,
            (ScalarKind::Uint, 16) => ReflectedScalar::UInt16,
            (ScalarKind::Uint, 64) => ReflectedScalar::UInt64,
            (ScalarKind::Uint, _) => ReflectedScalar::UInt,
            (ScalarKind::Float | ScalarKind::LiteralFloat, 16) => ReflectedScalar::Half,
            (ScalarKind::Float | ScalarKind::LiteralFloat, 64) => ReflectedScalar::Double,
            (ScalarKind::Float | ScalarKind::LiteralFloat, _) => ReflectedScalar::Float,
        }
    }
}

/// One stage input or output (structs are flattened: one variable per field with a semantic).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StageVariable {
    /// Path of the variable (`i.Position` for a field of parameter `i`).
    pub name: String,
    pub semantic: String,
    pub semantic_index: u32,
    /// `None` for built-ins.
    pub location: Option<u32>,
    pub built_in: BuiltIn,
    pub scalar: ReflectedScalar,
    pub components: u32,
    /// The vertex format (vertex inputs only).
    pub format: Option<VertexFormat>,
    /// Byte offset in the interleaved vertex (vertex inputs), else 0.
    pub offset: u32,
    pub interpolation: InterpolationMode,
}

impl StageVariable {
    /// A variable with no location, built-in, format or offset yet, interpolated by default.
    pub fn new(
        name: impl Into<String>,
        semantic: impl Into<String>,
        semantic_index: u32,
        scalar: ReflectedScalar,
        components: u32,
    ) -> Self {
        StageVariable {
            name: name.into(),
            semantic: semantic.into(),
            semantic_index,
            location: None,
            built_in: BuiltIn::None,
            scalar,
            components,
            format: None,
            offset: 0,
            interpolation: InterpolationMode::Default,
        }
    }
}

/// Kind of a reflected buffer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize)]
pub enum ReflectedTypeKind {
    #[default]
    Scalar,
    Vector,
    Matrix,
    Array,
    Struct,
}

/// A buffer type with its byte layout. Fields that do not apply to the kind hold 0, `""`,
/// `Bool` or `ColumnMajor` (the text format writes them all).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReflectedType {
    pub kind: ReflectedTypeKind,
    pub scalar: ReflectedScalar,
    /// Vector components or matrix rows.
    pub rows: u32,
    /// Matrix columns.
    pub columns: u32,
    /// Struct name.
    pub name: String,
    pub size: u32,
    pub alignment: u32,
    /// Array length (0: runtime-sized).
    pub length: u32,
    /// Array stride.
    pub stride: u32,
    /// Between stored columns (`ColumnMajor`) or rows (`RowMajor`).
    pub matrix_stride: u32,
    pub packing: MatrixPacking,
    /// Array element.
    pub element: Option<Box<ReflectedType>>,
    pub members: Vec<ReflectedMember>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReflectedMember {
    pub name: String,
    pub offset: u32,
    #[serde(rename = "type")]
    pub ty: ReflectedType,
}

impl ReflectedType {
    /// The reflection of a computed layout. The layout tree is finite and as deep as the
    /// layout engine allowed, so this recursion is bounded by it.
    pub fn from_layout(types: &TypeArena, layout: &TypeLayout) -> ReflectedType {
        let scalar = match types.get(layout.ty) {
            // A vk::BufferPointer is its 64-bit device address in memory.
            crate::types::Type::BufferPointer { .. } => ReflectedScalar::UInt64,
            _ => types
                .scalar_of(layout.ty)
                .map(ReflectedScalar::of)
                .unwrap_or_default(),
        };
        let mut out = ReflectedType {
            size: layout.size,
            alignment: layout.alignment,
            ..ReflectedType::default()
        };
        match &layout.kind {
            // An inline SPIR-V type's bytes mean nothing to the CPU: a struct of its size and
            // alignment without members, named as written (`vk::SpirvType<21, 1, 1, ...>`).
            LayoutKind::Scalar if matches!(types.get(layout.ty), Type::Spirv(_)) => {
                out.kind = ReflectedTypeKind::Struct;
                out.name = types.display(layout.ty);
            }
            LayoutKind::Scalar => {
                out.kind = ReflectedTypeKind::Scalar;
                out.scalar = scalar;
            }
            LayoutKind::Vector => {
                out.kind = ReflectedTypeKind::Vector;
                out.scalar = scalar;
                out.rows = types.component_count(layout.ty);
            }
            LayoutKind::Matrix { stride, packing } => {
                out.kind = ReflectedTypeKind::Matrix;
                out.scalar = scalar;
                if let Type::Matrix { rows, cols, .. } = types.get(layout.ty) {
                    out.rows = u32::from(rows);
                    out.columns = u32::from(cols);
                }
                out.matrix_stride = *stride;
                out.packing = *packing;
            }
            LayoutKind::Array {
                length,
                stride,
                element,
            } => {
                out.kind = ReflectedTypeKind::Array;
                out.length = *length;
                out.stride = *stride;
                out.element = Some(Box::new(ReflectedType::from_layout(types, element)));
            }
            LayoutKind::Struct { name, members } => {
                out.kind = ReflectedTypeKind::Struct;
                out.name = name.clone();
                out.members = members
                    .iter()
                    .map(|m| ReflectedMember {
                        name: m.name.clone(),
                        offset: m.offset,
                        ty: ReflectedType::from_layout(types, &m.layout),
                    })
                    .collect();
            }
        }
        out
    }
}

/// The names enum values have in the text and JSON formats.
pub trait EnumName: Sized + Copy + 'static {
    /// Every value, in declaration order.
    const VALUES: &'static [Self];
    fn name(self) -> &'static str;
    fn from_name(name: &str) -> Option<Self> {
        Self::VALUES.iter().copied().find(|v| v.name() == name)
    }
}

macro_rules! enum_names {
    ($($ty:ty { $($variant:ident),* $(,)? })*) => {$(
        impl EnumName for $ty {
            const VALUES: &'static [Self] = &[$(<$ty>::$variant),*];
            fn name(self) -> &'static str {
                match self { $(<$ty>::$variant => stringify!($variant),)* }
            }
        }
    )*};
}

enum_names! {
    ResourceKind { ConstantBuffer, StorageBuffer, SampledTexture, StorageTexture, Sampler, UniformTexelBuffer, StorageTexelBuffer, AccelerationStructure, InputAttachment, CombinedImageSampler }
    ResourceTypeKind {
        ConstantBuffer, TextureBuffer, Texture1D, Texture1DArray, Texture2D, Texture2DArray, Texture2DMS,
        Texture2DMSArray, Texture3D, TextureCube, TextureCubeArray, RWTexture1D, RWTexture1DArray, RWTexture2D,
        RWTexture2DArray, RWTexture3D, Buffer, RWBuffer, StructuredBuffer, RWStructuredBuffer,
        AppendStructuredBuffer, ConsumeStructuredBuffer, ByteAddressBuffer, RWByteAddressBuffer, SamplerState,
        SamplerComparisonState, RaytracingAccelerationStructure, SubpassInput, SubpassInputMS,
    }
    SpecConstantType { Bool, Int, UInt, Float }
    BuiltIn {
        None, Position, FragCoord, VertexIndex, InstanceIndex, FrontFacing, SampleId, SampleMask, FragDepth,
        FragStencilRef, PrimitiveId, ClipDistance, CullDistance, GlobalInvocationId, WorkgroupId, LocalInvocationId,
        LocalInvocationIndex, SubgroupLocalInvocationId, SubgroupSize, Layer, ViewportIndex,
        ViewIndex, BaseVertex, BaseInstance, BaryCoord, ShadingRate, PrimitiveShadingRate,
        PointSize, DrawIndex, HelperInvocation, DeviceIndex,
    }
    InterpolationMode { Default, Flat, NoPerspective, Centroid, Sample, NoPerspectiveCentroid, NoPerspectiveSample }
    ReflectedScalar { Bool, Int, UInt, Float, Half, Double, Int16, UInt16, Int64, UInt64 }
    ReflectedTypeKind { Scalar, Vector, Matrix, Array, Struct }
    MatrixPacking { ColumnMajor, RowMajor }
    Stage { Vertex, Pixel, Compute }
    CompileTarget { SpirV, Msl, Wgsl }
}

impl EnumName for crate::vk_bindings::DescriptorHeap {
    const VALUES: &'static [Self] = &[Self::Resource, Self::Sampler];
    fn name(self) -> &'static str {
        crate::vk_bindings::DescriptorHeap::name(self)
    }
}

impl EnumName for VertexFormat {
    const VALUES: &'static [Self] = VertexFormat::ALL;
    fn name(self) -> &'static str {
        VertexFormat::name(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::DiagnosticBag;
    use crate::sema::layout::{layout_of, LayoutRules};
    use crate::types::Scalar;

    #[test]
    fn resource_kinds_of_hlsl_types() {
        let mut a = TypeArena::new();
        let f4 = a.vector(Scalar::FLOAT, 4);
        let tex = |access, dim, arrayed, ms| ResourceType::Texture {
            dim,
            arrayed,
            multisampled: ms,
            access,
            texel: f4,
            combined: false,
        };
        let cases = [
            (
                tex(Access::ReadOnly, TextureDim::D2, false, false),
                ResourceTypeKind::Texture2D,
                ResourceKind::SampledTexture,
            ),
            (
                tex(Access::ReadOnly, TextureDim::Cube, true, false),
                ResourceTypeKind::TextureCubeArray,
                ResourceKind::SampledTexture,
            ),
            (
                tex(Access::ReadOnly, TextureDim::D2, true, true),
                ResourceTypeKind::Texture2DMSArray,
                ResourceKind::SampledTexture,
            ),
            (
                tex(Access::ReadWrite, TextureDim::D3, false, false),
                ResourceTypeKind::RWTexture3D,
                ResourceKind::StorageTexture,
            ),
            (
                ResourceType::TypedBuffer {
                    access: Access::ReadWrite,
                    texel: f4,
                },
                ResourceTypeKind::RWBuffer,
                ResourceKind::StorageTexelBuffer,
            ),
            (
                ResourceType::StructuredBuffer {
                    kind: StructuredKind::Append,
                    element: f4,
                },
                ResourceTypeKind::AppendStructuredBuffer,
                ResourceKind::StorageBuffer,
            ),
            (
                ResourceType::ByteAddressBuffer {
                    access: Access::ReadOnly,
                },
                ResourceTypeKind::ByteAddressBuffer,
                ResourceKind::StorageBuffer,
            ),
            (
                ResourceType::TextureBuffer { element: f4 },
                ResourceTypeKind::TextureBuffer,
                ResourceKind::StorageBuffer,
            ),
            (
                ResourceType::Sampler { comparison: true },
                ResourceTypeKind::SamplerComparisonState,
                ResourceKind::Sampler,
            ),
        ];
        for (resource, rtype, kind) in cases {
            assert_eq!(ResourceTypeKind::of(resource), (rtype, kind));
        }
    }

    #[test]
    fn reflected_types_of_layouts() {
        let mut a = TypeArena::new();
        let h = a.scalar(Scalar::HALF);
        let row = a.matrix(Scalar::FLOAT, 1, 3);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let arr = a.array(m23, 2);
        let mut diags = DiagnosticBag::new();
        let rules = LayoutRules::STRUCTURED;
        let t = |a: &TypeArena, ty, diags: &mut DiagnosticBag| {
            ReflectedType::from_layout(a, &layout_of(a, ty, MatrixPacking::RowMajor, rules, diags))
        };
        let half = t(&a, h, &mut diags);
        assert_eq!(
            (half.kind, half.scalar, half.size),
            (ReflectedTypeKind::Scalar, ReflectedScalar::Half, 2)
        );
        let v = t(&a, row, &mut diags);
        assert_eq!(
            (v.kind, v.rows, v.columns, v.size),
            (ReflectedTypeKind::Vector, 3, 0, 12)
        );
        let arr = t(&a, arr, &mut diags);
        assert_eq!(
            (arr.kind, arr.length, arr.stride, arr.size),
            (ReflectedTypeKind::Array, 2, 32, 64)
        );
        let element = arr.element.as_deref().cloned().unwrap_or_default();
        assert_eq!(
            (
                element.kind,
                element.rows,
                element.columns,
                element.matrix_stride,
                element.packing
            ),
            (ReflectedTypeKind::Matrix, 2, 3, 16, MatrixPacking::RowMajor)
        );
    }

    #[test]
    fn stages_stay_sorted_and_unique() {
        let mut stages = Vec::new();
        for s in [Stage::Compute, Stage::Vertex, Stage::Compute, Stage::Pixel] {
            add_stage(&mut stages, s);
        }
        assert_eq!(stages, [Stage::Vertex, Stage::Pixel, Stage::Compute]);
    }

    #[test]
    fn interpolation_modes_from_modifiers() {
        let mut m = crate::types::Interpolation::default();
        assert_eq!(
            InterpolationMode::from_modifiers(m),
            InterpolationMode::Default
        );
        m.noperspective = true;
        m.centroid = true;
        assert_eq!(
            InterpolationMode::from_modifiers(m),
            InterpolationMode::NoPerspectiveCentroid
        );
        m.nointerpolation = true;
        assert_eq!(
            InterpolationMode::from_modifiers(m),
            InterpolationMode::Flat
        );
    }

    #[test]
    fn enum_names_round_trip() {
        for k in ResourceTypeKind::VALUES {
            assert_eq!(ResourceTypeKind::from_name(k.name()), Some(*k));
        }
        assert_eq!(
            VertexFormat::from_name("Unorm10_10_10_2"),
            Some(VertexFormat::Unorm10_10_10_2)
        );
        assert_eq!(Stage::from_name("Pixel"), Some(Stage::Pixel));
        assert_eq!(BuiltIn::from_name("bogus"), None);
    }
}
