//! The HLSL type system, shared by the front end, the IR and every backend.
//!
//! Types are interned in a [`TypeArena`]: equal types share one [`TypeId`], so comparing types
//! is comparing handles. Structs are nominal: each declaration gets its own [`StructId`] and
//! [`StructDef`] (two structs with the same members are different types). Handles only point
//! to earlier entries. Byte layouts of buffer contents ([`TypeLayout`]) are computed by
//! `sema::layout` and travel with the resources that need them; the types themselves carry no
//! layout, so the same `float3x4` is used in registers and in memory.

use crate::source::Span;
use rustc_hash::FxHashMap as HashMap;
use std::fmt;

pub mod ray_query;
mod vertex_format;
pub use vertex_format::{FormatClass, VertexFormat};

/// Handle of an interned [`Type`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// Handle of an inline SPIR-V type definition ([`SpirvTypeDef`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpirvTypeId(pub u32);

/// One operand of an inline SPIR-V type's declaring instruction, as DXC's proposal 0011 defines
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpirvOperand {
    /// Any type: the id of its SPIR-V type.
    Type(TypeId),
    /// `vk::integral_constant<T, v>`: the id of an `OpConstant` of `T` with value `v`.
    Constant { scalar: Scalar, value: i64 },
    /// `vk::Literal<vk::integral_constant<T, v>>`: `v` written as literal words (two for a
    /// 64-bit `T`).
    Literal { scalar: Scalar, value: i64 },
}

/// What a [`Type::Spirv`] is: DXC's inline SPIR-V types (`vk::SpirvType`,
/// `vk::SpirvOpaqueType`) and the two helper templates that are only ever their operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpirvTypeDef {
    /// `vk::SpirvType<opcode, size, alignment, operands...>` (`layout` is `(size, alignment)`:
    /// it may be laid out in buffers) or `vk::SpirvOpaqueType<opcode, operands...>` (`layout`
    /// `None`: never in memory that has a layout). The SPIR-V backend declares it as the
    /// instruction `opcode` with these operands, unchecked: spirv-val judges it.
    Declared {
        opcode: u32,
        layout: Option<(u32, u32)>,
        operands: Vec<SpirvOperand>,
    },
    /// `vk::integral_constant<T, v>`: only a template argument of the types above.
    IntegralConstant { scalar: Scalar, value: i64 },
    /// `vk::Literal<vk::integral_constant<T, v>>`: likewise.
    Literal { scalar: Scalar, value: i64 },
}

/// What the module must declare where an inline SPIR-V type is used: the
/// `[[vk::ext_capability]]` and `[[vk::ext_extension]]` written on the aliases that name it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpirvTypeNeeds {
    pub capabilities: Vec<u32>,
    pub extensions: Vec<String>,
}

/// Handle of a struct declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarKind {
    Bool,
    /// Signed integer.
    Int,
    /// Unsigned integer.
    Uint,
    Float,
    /// An unsuffixed integer literal before it meets a concrete type (front end only; never in the IR).
    LiteralInt,
    /// An unsuffixed float literal before it meets a concrete type (front end only; never in the IR).
    LiteralFloat,
}

/// A scalar type: kind and width in bits. `bool` has width 32 (it is stored as 32 bits in
/// buffers); the literal kinds have width 64 (they keep full precision until converted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Scalar {
    pub kind: ScalarKind,
    pub width: u8,
}

impl Scalar {
    pub const BOOL: Scalar = Scalar {
        kind: ScalarKind::Bool,
        width: 32,
    };
    pub const INT: Scalar = Scalar {
        kind: ScalarKind::Int,
        width: 32,
    };
    pub const UINT: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 32,
    };
    pub const FLOAT: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 32,
    };
    pub const HALF: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 16,
    };
    pub const DOUBLE: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 64,
    };
    pub const INT16: Scalar = Scalar {
        kind: ScalarKind::Int,
        width: 16,
    };
    pub const UINT16: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 16,
    };
    pub const INT64: Scalar = Scalar {
        kind: ScalarKind::Int,
        width: 64,
    };
    pub const UINT64: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 64,
    };
    pub const LITERAL_INT: Scalar = Scalar {
        kind: ScalarKind::LiteralInt,
        width: 64,
    };
    pub const LITERAL_FLOAT: Scalar = Scalar {
        kind: ScalarKind::LiteralFloat,
        width: 64,
    };

    pub fn is_float(self) -> bool {
        matches!(self.kind, ScalarKind::Float | ScalarKind::LiteralFloat)
    }
    pub fn is_integer(self) -> bool {
        matches!(
            self.kind,
            ScalarKind::Int | ScalarKind::Uint | ScalarKind::LiteralInt
        )
    }
    pub fn is_signed(self) -> bool {
        matches!(self.kind, ScalarKind::Int | ScalarKind::LiteralInt)
    }
    pub fn is_bool(self) -> bool {
        self.kind == ScalarKind::Bool
    }
    pub fn is_literal(self) -> bool {
        matches!(self.kind, ScalarKind::LiteralInt | ScalarKind::LiteralFloat)
    }
    /// Size in bytes in memory (bool is 4).
    pub fn size(self) -> u32 {
        (self.width as u32 / 8).max(1)
    }

    /// HLSL spelling: `float`, `uint`, `half`, `int64_t`, ...
    pub fn hlsl_name(self) -> &'static str {
        match (self.kind, self.width) {
            (ScalarKind::Bool, _) => "bool",
            (ScalarKind::Int, 16) => "int16_t",
            (ScalarKind::Int, 64) => "int64_t",
            (ScalarKind::Int, _) => "int",
            (ScalarKind::Uint, 16) => "uint16_t",
            (ScalarKind::Uint, 64) => "uint64_t",
            (ScalarKind::Uint, _) => "uint",
            (ScalarKind::Float, 16) => "half",
            (ScalarKind::Float, 64) => "double",
            (ScalarKind::Float, _) => "float",
            (ScalarKind::LiteralInt, _) => "literal int",
            (ScalarKind::LiteralFloat, _) => "literal float",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TextureDim {
    D1,
    D2,
    D3,
    Cube,
}

/// Read-only (`Texture2D`, `Buffer`, `StructuredBuffer`) or read-write (`RW...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Access {
    ReadOnly,
    ReadWrite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StructuredKind {
    /// `StructuredBuffer<T>`
    ReadOnly,
    /// `RWStructuredBuffer<T>`
    ReadWrite,
    /// `AppendStructuredBuffer<T>`
    Append,
    /// `ConsumeStructuredBuffer<T>`
    Consume,
}

/// A resource type: what a texture, buffer or sampler global is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceType {
    /// `Texture1D/2D/3D/Cube[Array]`, `Texture2DMS[Array]`, `RWTexture*`. `texel` is the
    /// scalar or vector type in the angle brackets (default `float4`). `combined`: DXC's
    /// `vk::SampledTexture*`, a read-only texture that carries its own sampler (Vulkan's
    /// combined image sampler): sampled without a sampler argument.
    Texture {
        dim: TextureDim,
        arrayed: bool,
        multisampled: bool,
        access: Access,
        texel: TypeId,
        combined: bool,
    },
    /// `Buffer<T>` / `RWBuffer<T>` (texel buffers).
    TypedBuffer { access: Access, texel: TypeId },
    /// `(RW|Append|Consume)StructuredBuffer<T>`.
    StructuredBuffer {
        kind: StructuredKind,
        element: TypeId,
    },
    /// `ByteAddressBuffer` / `RWByteAddressBuffer`.
    ByteAddressBuffer { access: Access },
    /// `cbuffer` blocks and `ConstantBuffer<T>`; `element` is the struct of members.
    ConstantBuffer { element: TypeId },
    /// `tbuffer` blocks and `TextureBuffer<T>` (read-only storage, std430).
    TextureBuffer { element: TypeId },
    /// `SamplerState` or `SamplerComparisonState`.
    Sampler { comparison: bool },
    /// `RaytracingAccelerationStructure`: a top-level acceleration structure that inline ray
    /// queries (`RayQuery::TraceRayInline`) trace against.
    AccelerationStructure,
    /// `SubpassInput<T>` / `SubpassInputMS<T>`: the attachment an earlier subpass wrote, read
    /// at the pixel's own position (Vulkan input attachments; pixel shaders only).
    SubpassInput { multisampled: bool, texel: TypeId },
}

impl ResourceType {
    /// The texture a `vk::SampledTexture*` holds (itself for every other resource).
    pub fn without_own_sampler(self) -> ResourceType {
        match self {
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                ..
            } => ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined: false,
            },
            other => other,
        }
    }
}

/// What a descriptor is, as a pipeline layout needs it (Vulkan descriptor type terms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum ResourceKind {
    /// `cbuffer`, `ConstantBuffer<T>`, the implicit globals buffer.
    ConstantBuffer,
    /// Structured, byte-address and texture buffers, and append/consume counters.
    StorageBuffer,
    /// `Texture*` (read-only).
    SampledTexture,
    /// `RWTexture*`.
    StorageTexture,
    /// `SamplerState`, `SamplerComparisonState`.
    Sampler,
    /// `Buffer<T>`.
    UniformTexelBuffer,
    /// `RWBuffer<T>`.
    StorageTexelBuffer,
    /// `RaytracingAccelerationStructure` (Vulkan's `VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR`).
    AccelerationStructure,
    /// `SubpassInput<T>`/`SubpassInputMS<T>` (Vulkan's `VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT`).
    InputAttachment,
    /// `vk::SampledTexture*` (Vulkan's `VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER`).
    CombinedImageSampler,
}

impl ResourceKind {
    /// The descriptor kind of a resource type.
    pub fn of(r: ResourceType) -> ResourceKind {
        match r {
            ResourceType::ConstantBuffer { .. } => ResourceKind::ConstantBuffer,
            ResourceType::TextureBuffer { .. }
            | ResourceType::StructuredBuffer { .. }
            | ResourceType::ByteAddressBuffer { .. } => ResourceKind::StorageBuffer,
            ResourceType::Texture { combined: true, .. } => ResourceKind::CombinedImageSampler,
            ResourceType::Texture {
                access: Access::ReadOnly,
                ..
            } => ResourceKind::SampledTexture,
            ResourceType::Texture { .. } => ResourceKind::StorageTexture,
            ResourceType::Sampler { .. } => ResourceKind::Sampler,
            ResourceType::AccelerationStructure => ResourceKind::AccelerationStructure,
            ResourceType::SubpassInput { .. } => ResourceKind::InputAttachment,
            ResourceType::TypedBuffer {
                access: Access::ReadOnly,
                ..
            } => ResourceKind::UniformTexelBuffer,
            ResourceType::TypedBuffer { .. } => ResourceKind::StorageTexelBuffer,
        }
    }

    /// The class whose Metal index space the resource takes an index from.
    pub fn slot_class(self) -> crate::slots::SlotClass {
        use crate::slots::SlotClass;
        match self {
            // Metal binds acceleration structures in the buffer argument table.
            ResourceKind::ConstantBuffer
            | ResourceKind::StorageBuffer
            | ResourceKind::AccelerationStructure => SlotClass::Buffer,
            ResourceKind::Sampler => SlotClass::Sampler,
            ResourceKind::SampledTexture
            | ResourceKind::StorageTexture
            | ResourceKind::UniformTexelBuffer
            | ResourceKind::StorageTexelBuffer
            | ResourceKind::InputAttachment
            | ResourceKind::CombinedImageSampler => SlotClass::Texture,
        }
    }
}

/// Where a pointer points. Mirrors SPIR-V storage classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    /// Locals (`Alloca`).
    Function,
    /// `static` globals, per invocation.
    Private,
    /// `groupshared`.
    Workgroup,
    /// Constant buffers.
    Uniform,
    /// Structured, byte-address and texture buffers.
    StorageBuffer,
    /// Textures, samplers, typed buffers.
    UniformConstant,
    /// Stage inputs.
    Input,
    /// Stage outputs.
    Output,
    /// `[[vk::push_constant]]` blocks.
    PushConstant,
    /// Memory a `vk::BufferPointer<T, A>` points to (Vulkan's buffer device addresses,
    /// SPIR-V's `PhysicalStorageBuffer`): laid out like a storage buffer's contents.
    PhysicalStorageBuffer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    Void,
    Scalar(Scalar),
    /// `floatN`; `size` is 1..=4 (a `float1` is a distinct HLSL type).
    Vector {
        scalar: Scalar,
        size: u8,
    },
    /// `floatRxC`: `rows` rows of `cols` components; `m[i]` is row `i`.
    Matrix {
        scalar: Scalar,
        rows: u8,
        cols: u8,
    },
    /// `T[length]`; `length` 0 is a runtime-sized array (only the last member of a buffer).
    Array {
        element: TypeId,
        length: u32,
    },
    Struct(StructId),
    Resource(ResourceType),
    /// `RayQuery<FLAGS>`: an inline ray query object. It lives in a local variable (never in
    /// a buffer, never copied as a value); its methods take the variable's pointer. `flags`
    /// are the template's ray flags, OR-ed into every `TraceRayInline`.
    RayQuery {
        flags: u32,
    },
    /// `vk::BufferPointer<T, A>`: the 64-bit device address of a `T` laid out as in a storage
    /// buffer, aligned to `align` bytes. A value like any other (locals, parameters, buffer
    /// members, 8 bytes in memory); `Get()` turns it into a place. SPIR-V only.
    BufferPointer {
        pointee: TypeId,
        align: u32,
    },
    /// DXC's inline SPIR-V types (`vk::SpirvType<...>`, `vk::SpirvOpaqueType<...>`) and their
    /// operand helpers: see [`SpirvTypeDef`]. SPIR-V only; values are copied, passed and
    /// handed to `[[vk::ext_instruction]]`s, never computed with.
    Spirv(SpirvTypeId),
    /// Produced by `Alloca`, globals and `AccessChain` in the IR; never written in HLSL.
    Pointer {
        space: AddressSpace,
        pointee: TypeId,
    },
}

/// `row_major` / `column_major`, from the declaration, `#pragma pack_matrix` or `-Zpr`/`-Zpc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, serde::Serialize)]
pub enum MatrixPacking {
    #[default]
    ColumnMajor,
    RowMajor,
}

/// DXC's buffer layout rule sets (`docs/SPIR-V.rst`, "Memory layout rules"), chosen for a whole
/// compile: `sema::layout` applies them to every buffer, and every target, reflection and the
/// pack's codegen read the resulting offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, serde::Serialize)]
pub enum BufferLayout {
    /// DXC's default: "vector-relaxed" std140 for constant buffers, std430 for the others.
    #[default]
    VulkanRelaxed,
    /// `-fvk-use-gl-layout`: strict std140 / std430.
    Gl,
    /// `-fvk-use-dx-layout`: FXC's constant-buffer packing (no tail padding after arrays and
    /// structs) and tightly packed structured buffers (`float3` stride 12). Needs
    /// `scalarBlockLayout` on the device.
    Dx,
    /// `-fvk-use-scalar-layout`: `VK_EXT_scalar_block_layout`, every type aligned to its
    /// scalars. Needs `scalarBlockLayout` on the device.
    Scalar,
}

impl BufferLayout {
    /// The name used in settings files and messages (`vk`, `gl`, `dx`, `scalar`).
    pub fn name(self) -> &'static str {
        match self {
            BufferLayout::VulkanRelaxed => "vk",
            BufferLayout::Gl => "gl",
            BufferLayout::Dx => "dx",
            BufferLayout::Scalar => "scalar",
        }
    }

    /// DXC's option that selects the layout (`-fvk-use-dx-layout`); `None` for the default.
    pub fn dxc_flag(self) -> Option<&'static str> {
        match self {
            BufferLayout::VulkanRelaxed => None,
            BufferLayout::Gl => Some("-fvk-use-gl-layout"),
            BufferLayout::Dx => Some("-fvk-use-dx-layout"),
            BufferLayout::Scalar => Some("-fvk-use-scalar-layout"),
        }
    }

    /// Parses [`BufferLayout::name`].
    pub fn parse(name: &str) -> Option<BufferLayout> {
        [
            BufferLayout::VulkanRelaxed,
            BufferLayout::Gl,
            BufferLayout::Dx,
            BufferLayout::Scalar,
        ]
        .into_iter()
        .find(|l| l.name() == name)
    }

    /// Whether the device must enable `scalarBlockLayout` (Vulkan 1.2 core, optional) for
    /// buffers laid out this way.
    pub fn needs_scalar_block_layout(self) -> bool {
        matches!(self, BufferLayout::Dx | BufferLayout::Scalar)
    }
}

/// DXC's adjustments of system values (`docs/SPIR-V.rst`, "Vulkan-specific options"), applied
/// by the entry wrappers of every target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct PositionOptions {
    /// `-fvk-invert-y`: vertex shaders negate `SV_Position.y` before writing it.
    pub invert_y: bool,
    /// `-fvk-use-dx-position-w`: pixel shaders read `SV_Position.w` as DirectX defines it (`w`,
    /// where Vulkan's and WebGPU's fragment position holds `1/w`).
    pub dx_position_w: bool,
    /// `-fvk-support-nonzero-base-vertex`: `SV_VertexID` counts from 0 as in Direct3D
    /// (`VertexIndex - BaseVertex`; Vulkan's vertex index includes the draw's first vertex).
    pub nonzero_base_vertex: bool,
    /// `-fvk-support-nonzero-base-instance`: `SV_InstanceID` counts from 0 as in Direct3D
    /// (`InstanceIndex - BaseInstance`).
    pub nonzero_base_instance: bool,
}

/// Interpolation modifiers of a stage variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Interpolation {
    pub nointerpolation: bool,
    pub linear: bool,
    pub centroid: bool,
    pub noperspective: bool,
    pub sample: bool,
}

/// A `: SEMANTIC` annotation, split into name and index (`TEXCOORD3` is `TEXCOORD`, 3).
/// `name` keeps the user's spelling; compare with `eq_ignore_ascii_case`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    pub name: String,
    pub index: u32,
    pub span: Span,
}

/// One member of a struct declaration, with everything declared on it.
#[derive(Clone, Debug, PartialEq)]
pub struct StructMember {
    pub name: String,
    pub ty: TypeId,
    pub span: Span,
    pub semantic: Option<Semantic>,
    pub interpolation: Interpolation,
    /// Explicit `row_major`/`column_major` on the member (else the default packing applies).
    pub packing: Option<MatrixPacking>,
    /// `[[vk::offset(N)]]` or `packoffset(cN.x)` converted to bytes.
    pub explicit_offset: Option<u32>,
    /// `[[vk::location(N)]]`.
    pub location: Option<u32>,
    /// `[[oneshader::format("...")]]`, lower-cased.
    pub vertex_format: Option<String>,
    /// `[[vk::builtin("Name")]]`: the Vulkan built-in the member is, whatever its semantic.
    pub vk_builtin: Option<String>,
    /// `precise`.
    pub precise: bool,
    /// The member holds the struct's base (`struct D : B`): always member 0, named after the
    /// base, found by no member lookup of its own (its members are found through it).
    pub is_base: bool,
}

impl StructMember {
    pub fn new(name: impl Into<String>, ty: TypeId, span: Span) -> Self {
        StructMember {
            name: name.into(),
            ty,
            span,
            semantic: None,
            interpolation: Interpolation::default(),
            packing: None,
            explicit_offset: None,
            location: None,
            vertex_format: None,
            vk_builtin: None,
            precise: false,
            is_base: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub name: String,
    pub members: Vec<StructMember>,
    pub span: Span,
}

/// Interns types and owns struct declarations. One arena per compile (shared by the checked
/// program and the IR).
#[derive(Debug, Default, Clone)]
pub struct TypeArena {
    types: Vec<Type>,
    lookup: HashMap<Type, TypeId>,
    structs: Vec<StructDef>,
    spirv: Vec<(SpirvTypeDef, SpirvTypeNeeds)>,
    spirv_lookup: HashMap<SpirvTypeDef, SpirvTypeId>,
}

impl TypeArena {
    pub fn new() -> Self {
        TypeArena::default()
    }

    /// The handle of `ty`, adding it if new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.lookup.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty);
        self.lookup.insert(ty, id);
        id
    }

    /// The handle of `ty` if it is already interned (for passes that only read the arena).
    pub fn lookup(&self, ty: Type) -> Option<TypeId> {
        self.lookup.get(&ty).copied()
    }

    /// The type behind a handle. Handles come only from this arena, so this cannot fail for
    /// handles it produced; an unknown handle is reported as `void`.
    pub fn get(&self, id: TypeId) -> Type {
        self.types.get(id.0 as usize).copied().unwrap_or(Type::Void)
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// Every interned type in creation order (handles point only backwards).
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, Type)> + '_ {
        self.types
            .iter()
            .enumerate()
            .map(|(i, t)| (TypeId(i as u32), *t))
    }

    /// Declares a struct and returns its type.
    pub fn add_struct(&mut self, def: StructDef) -> TypeId {
        let id = StructId(self.structs.len() as u32);
        self.structs.push(def);
        self.intern(Type::Struct(id))
    }

    /// The base of a derived struct type (its member 0 when that member is the base).
    pub fn struct_base(&self, ty: TypeId) -> Option<TypeId> {
        let Type::Struct(sid) = self.get(ty) else {
            return None;
        };
        let first = self.struct_def(sid)?.members.first()?;
        first.is_base.then_some(first.ty)
    }

    /// The type an inline SPIR-V definition stands for, adding it if new.
    pub fn spirv(&mut self, def: SpirvTypeDef) -> TypeId {
        let id = match self.spirv_lookup.get(&def) {
            Some(&id) => id,
            None => {
                let id = SpirvTypeId(self.spirv.len() as u32);
                self.spirv.push((def.clone(), SpirvTypeNeeds::default()));
                self.spirv_lookup.insert(def, id);
                id
            }
        };
        self.intern(Type::Spirv(id))
    }

    pub fn spirv_def(&self, id: SpirvTypeId) -> Option<&SpirvTypeDef> {
        self.spirv.get(id.0 as usize).map(|(d, _)| d)
    }

    /// The capabilities and extensions the aliases of an inline SPIR-V type asked for.
    pub fn spirv_needs(&self, id: SpirvTypeId) -> Option<&SpirvTypeNeeds> {
        self.spirv.get(id.0 as usize).map(|(_, n)| n)
    }

    /// Adds an alias's `[[vk::ext_capability]]`/`[[vk::ext_extension]]` to what the inline
    /// SPIR-V type `ty` needs (every alias of one type adds to the same list).
    pub fn add_spirv_needs(&mut self, ty: TypeId, capabilities: &[u32], extensions: &[String]) {
        let Type::Spirv(id) = self.get(ty) else {
            return;
        };
        if let Some((_, needs)) = self.spirv.get_mut(id.0 as usize) {
            for c in capabilities {
                if !needs.capabilities.contains(c) {
                    needs.capabilities.push(*c);
                }
            }
            for e in extensions {
                if !needs.extensions.contains(e) {
                    needs.extensions.push(e.clone());
                }
            }
        }
    }

    /// The `(size, alignment)` of a `vk::SpirvType` (`None` for anything else).
    pub fn spirv_layout(&self, ty: TypeId) -> Option<(u32, u32)> {
        match self.get(ty) {
            Type::Spirv(id) => match self.spirv_def(id)? {
                SpirvTypeDef::Declared { layout, .. } => *layout,
                _ => None,
            },
            _ => None,
        }
    }

    pub fn struct_def(&self, id: StructId) -> Option<&StructDef> {
        self.structs.get(id.0 as usize)
    }

    pub fn struct_def_mut(&mut self, id: StructId) -> Option<&mut StructDef> {
        self.structs.get_mut(id.0 as usize)
    }

    pub fn structs(&self) -> impl Iterator<Item = (StructId, &StructDef)> {
        self.structs
            .iter()
            .enumerate()
            .map(|(i, s)| (StructId(i as u32), s))
    }

    // Shorthands.
    pub fn void(&mut self) -> TypeId {
        self.intern(Type::Void)
    }
    pub fn scalar(&mut self, s: Scalar) -> TypeId {
        self.intern(Type::Scalar(s))
    }
    pub fn vector(&mut self, s: Scalar, size: u8) -> TypeId {
        self.intern(Type::Vector { scalar: s, size })
    }
    pub fn matrix(&mut self, s: Scalar, rows: u8, cols: u8) -> TypeId {
        self.intern(Type::Matrix {
            scalar: s,
            rows,
            cols,
        })
    }
    pub fn array(&mut self, element: TypeId, length: u32) -> TypeId {
        self.intern(Type::Array { element, length })
    }
    pub fn pointer(&mut self, space: AddressSpace, pointee: TypeId) -> TypeId {
        self.intern(Type::Pointer { space, pointee })
    }

    /// The element of `ty` with every array level taken off (`ty` itself when it is no array).
    /// Ends: an array's element always comes before it in the arena.
    pub fn innermost_element(&self, ty: TypeId) -> TypeId {
        let mut t = ty;
        while let Type::Array { element, .. } = self.get(t) {
            t = element;
        }
        t
    }

    /// The scalar of a scalar, vector or matrix type.
    pub fn scalar_of(&self, id: TypeId) -> Option<Scalar> {
        match self.get(id) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } | Type::Matrix { scalar: s, .. } => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Number of scalar components of a numeric type (1 for scalars, N for vectors, R*C for
    /// matrices); 0 for anything else.
    pub fn component_count(&self, id: TypeId) -> u32 {
        match self.get(id) {
            Type::Scalar(_) => 1,
            Type::Vector { size, .. } => size as u32,
            Type::Matrix { rows, cols, .. } => rows as u32 * cols as u32,
            _ => 0,
        }
    }

    /// The type with the same shape and a different scalar (for conversions).
    pub fn with_scalar(&mut self, id: TypeId, s: Scalar) -> TypeId {
        match self.get(id) {
            Type::Scalar(_) => self.scalar(s),
            Type::Vector { size, .. } => self.vector(s, size),
            Type::Matrix { rows, cols, .. } => self.matrix(s, rows, cols),
            _ => id,
        }
    }

    /// The HLSL spelling of a type, for diagnostics: `float4`, `float4x4`, `Frame`,
    /// `float[4]`, `Texture2D<float4>`.
    /// The resource type of a resource, or of an array of resources (one level), as a
    /// resource global's type is.
    pub fn resource_of(&self, ty: TypeId) -> Option<ResourceType> {
        match self.get(ty) {
            Type::Resource(r) => Some(r),
            Type::Array { element, .. } => match self.get(element) {
                Type::Resource(r) => Some(r),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn display(&self, id: TypeId) -> String {
        let mut out = String::new();
        self.write_name(id, &mut out, 0);
        out
    }

    fn write_name(&self, id: TypeId, out: &mut String, depth: u32) {
        use std::fmt::Write;
        if depth > 32 {
            out.push_str("...");
            return;
        }
        match self.get(id) {
            Type::Void => out.push_str("void"),
            Type::Scalar(s) => out.push_str(s.hlsl_name()),
            Type::Vector { scalar, size } => {
                let _ = write!(out, "{}{}", scalar.hlsl_name(), size);
            }
            Type::Matrix { scalar, rows, cols } => {
                let _ = write!(out, "{}{}x{}", scalar.hlsl_name(), rows, cols);
            }
            Type::Array { element, length } => {
                self.write_name(element, out, depth + 1);
                if length == 0 {
                    out.push_str("[]");
                } else {
                    let _ = write!(out, "[{length}]");
                }
            }
            Type::Struct(s) => match self.struct_def(s) {
                Some(def) => out.push_str(&def.name),
                None => out.push_str("<struct>"),
            },
            Type::RayQuery { flags } => {
                let _ = write!(out, "RayQuery<{flags}>");
            }
            Type::BufferPointer { pointee, align } => {
                out.push_str("vk::BufferPointer<");
                self.write_name(pointee, out, depth + 1);
                let _ = write!(out, ", {align}>");
            }
            Type::Resource(r) => self.write_resource_name(r, out, depth),
            Type::Spirv(id) => self.write_spirv_name(id, out, depth),
            Type::Pointer { pointee, .. } => {
                out.push_str("ptr<");
                self.write_name(pointee, out, depth + 1);
                out.push('>');
            }
        }
    }

    fn write_spirv_name(&self, id: SpirvTypeId, out: &mut String, depth: u32) {
        use std::fmt::Write;
        let constant = |out: &mut String, scalar: Scalar, value: i64| {
            let _ = match (scalar.is_bool(), value) {
                (true, 0) => write!(out, "vk::integral_constant<bool, false>"),
                (true, _) => write!(out, "vk::integral_constant<bool, true>"),
                _ => write!(
                    out,
                    "vk::integral_constant<{}, {value}>",
                    scalar.hlsl_name()
                ),
            };
        };
        match self.spirv_def(id) {
            None => out.push_str("<spirv type>"),
            Some(SpirvTypeDef::IntegralConstant { scalar, value }) => {
                constant(out, *scalar, *value)
            }
            Some(SpirvTypeDef::Literal { scalar, value }) => {
                out.push_str("vk::Literal<");
                constant(out, *scalar, *value);
                out.push('>');
            }
            Some(SpirvTypeDef::Declared {
                opcode,
                layout,
                operands,
            }) => {
                match layout {
                    Some((size, align)) => {
                        let _ = write!(out, "vk::SpirvType<{opcode}, {size}, {align}");
                    }
                    None => {
                        let _ = write!(out, "vk::SpirvOpaqueType<{opcode}");
                    }
                }
                for op in operands {
                    out.push_str(", ");
                    match *op {
                        SpirvOperand::Type(t) => self.write_name(t, out, depth + 1),
                        SpirvOperand::Constant { scalar, value } => constant(out, scalar, value),
                        SpirvOperand::Literal { scalar, value } => {
                            out.push_str("vk::Literal<");
                            constant(out, scalar, value);
                            out.push('>');
                        }
                    }
                }
                out.push('>');
            }
        }
    }

    fn write_resource_name(&self, r: ResourceType, out: &mut String, depth: u32) {
        let (base, inner) = match r {
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined,
            } => {
                let mut name = String::new();
                if combined {
                    name.push_str("vk::Sampled");
                }
                if access == Access::ReadWrite {
                    name.push_str("RW");
                }
                name.push_str(match dim {
                    TextureDim::D1 => "Texture1D",
                    TextureDim::D2 => "Texture2D",
                    TextureDim::D3 => "Texture3D",
                    // DXC's spelling of the combined cube types.
                    TextureDim::Cube if combined => "TextureCUBE",
                    TextureDim::Cube => "TextureCube",
                });
                if multisampled {
                    name.push_str("MS");
                }
                if arrayed {
                    name.push_str("Array");
                }
                (name, Some(texel))
            }
            ResourceType::TypedBuffer { access, texel } => (
                if access == Access::ReadWrite {
                    "RWBuffer".into()
                } else {
                    "Buffer".into()
                },
                Some(texel),
            ),
            ResourceType::StructuredBuffer { kind, element } => (
                match kind {
                    StructuredKind::ReadOnly => "StructuredBuffer",
                    StructuredKind::ReadWrite => "RWStructuredBuffer",
                    StructuredKind::Append => "AppendStructuredBuffer",
                    StructuredKind::Consume => "ConsumeStructuredBuffer",
                }
                .into(),
                Some(element),
            ),
            ResourceType::ByteAddressBuffer { access } => (
                if access == Access::ReadWrite {
                    "RWByteAddressBuffer".into()
                } else {
                    "ByteAddressBuffer".into()
                },
                None,
            ),
            ResourceType::ConstantBuffer { element } => ("ConstantBuffer".into(), Some(element)),
            ResourceType::TextureBuffer { element } => ("TextureBuffer".into(), Some(element)),
            ResourceType::Sampler { comparison } => (
                if comparison {
                    "SamplerComparisonState".into()
                } else {
                    "SamplerState".into()
                },
                None,
            ),
            ResourceType::AccelerationStructure => ("RaytracingAccelerationStructure".into(), None),
            ResourceType::SubpassInput {
                multisampled,
                texel,
            } => (
                if multisampled {
                    "SubpassInputMS".into()
                } else {
                    "SubpassInput".into()
                },
                Some(texel),
            ),
        };
        out.push_str(&base);
        if let Some(inner) = inner {
            out.push('<');
            self.write_name(inner, out, depth + 1);
            out.push('>');
        }
    }
}

/// The byte layout of a value in a buffer (constant buffer, structured buffer, push constant,
/// groupshared is not laid out). Computed by `sema::layout` with DXC's relaxed std140/std430 rules;
/// the same layout is used by every target and written to reflection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeLayout {
    /// The register type this layout stores (bool members are stored as 32-bit uint).
    pub ty: TypeId,
    pub size: u32,
    pub alignment: u32,
    pub kind: LayoutKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutKind {
    Scalar,
    Vector,
    /// `stride` is between stored columns for `ColumnMajor`, rows for `RowMajor` (HLSL terms).
    Matrix {
        stride: u32,
        packing: MatrixPacking,
    },
    /// `length` 0 is runtime-sized.
    Array {
        length: u32,
        stride: u32,
        element: Box<TypeLayout>,
    },
    Struct {
        name: String,
        members: Vec<MemberLayout>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemberLayout {
    pub name: String,
    pub offset: u32,
    pub layout: TypeLayout,
}

impl fmt::Display for TypeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_shares_handles_and_structs_are_nominal() {
        let mut a = TypeArena::new();
        let f4 = a.vector(Scalar::FLOAT, 4);
        assert_eq!(f4, a.vector(Scalar::FLOAT, 4));
        let s1 = a.add_struct(StructDef {
            name: "A".into(),
            members: vec![],
            span: Span::default(),
        });
        let s2 = a.add_struct(StructDef {
            name: "A".into(),
            members: vec![],
            span: Span::default(),
        });
        assert_ne!(s1, s2);
    }

    #[test]
    fn display_uses_hlsl_spelling() {
        let mut a = TypeArena::new();
        let f4 = a.vector(Scalar::FLOAT, 4);
        let m = a.matrix(Scalar::FLOAT, 4, 4);
        let arr = a.array(m, 3);
        let tex = a.intern(Type::Resource(ResourceType::Texture {
            dim: TextureDim::D2,
            arrayed: true,
            multisampled: false,
            access: Access::ReadOnly,
            texel: f4,
            combined: false,
        }));
        assert_eq!(a.display(f4), "float4");
        assert_eq!(a.display(arr), "float4x4[3]");
        assert_eq!(a.display(tex), "Texture2DArray<float4>");
    }
}
