//! SPIR-V types and constants: register types of IR types, laid-out types for buffer
//! contents, block structs of buffer resources, image and sampler types, constants.
//!
//! Mapping rules (see the backend page of the spec):
//! - HLSL `floatRxC` (R, C > 1) is `OpTypeMatrix` of R columns of C-component vectors (the
//!   transpose); one-row / one-column matrices and one-component vectors are vectors and
//!   scalars. Non-float matrices are arrays of row vectors.
//! - Laid-out types are separate from register types: structs carry `Offset`, arrays
//!   `ArrayStride`, matrix members `MatrixStride` and `RowMajor`/`ColMajor` (swapped: HLSL
//!   `column_major` is `RowMajor`), and `bool` is a 32-bit `uint`.
//! - Every type and constant is emitted once (structural dedup; structs by IR type and layout).

use super::writer::Emitter;
use crate::ir::features::device_features;
use crate::ir::{ConstId, ConstValue, Global};
use crate::source::Span;
use crate::types::{
    Access, AddressSpace, LayoutKind, MatrixPacking, MemberLayout, ResourceType, Scalar,
    ScalarKind, StructuredKind, TextureDim, Type, TypeId, TypeLayout,
};
use spirv::{Capability, Decoration, Op, StorageClass};

/// How deeply types may nest before the emitter gives up (real shaders stay far below).
const MAX_TYPE_DEPTH: u32 = 64;

/// Structural key of a SPIR-V type (structs are keyed elsewhere).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum TyKey {
    Void,
    Bool,
    Int(u8, bool),
    Float(u8),
    Vector(u32, u32),
    Matrix(u32, u32),
    /// element, length constant id, stride (0 = none)
    Array(u32, u32, u32),
    RuntimeArray(u32, u32),
    Pointer(u32, u32),
    Function(u32, Vec<u32>),
    Image([u32; 7]),
    Sampler,
    SampledImage(u32),
    AccelerationStructure,
    RayQuery,
    /// A plain struct of these member types (no layout): the result of `OpImageSparse*`.
    Struct(Vec<u32>),
}

/// Structural key of a SPIR-V constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum ConstKey {
    Scalar(u32, u64),
    Composite(u32, Vec<u32>),
    Null(u32),
}

/// Structural key of a `struct { T[] }` block (structured and byte-address buffers): buffers
/// whose contents are laid out alike share one block type, as in DXC's and glslang's output,
/// which saves a struct, its decorations and a pointer type per extra buffer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct WrapperKey {
    /// The runtime array (its element and stride are deduplicated structurally).
    array: u32,
    readonly: bool,
    /// Stride and packing of a matrix element, decorated on the wrapper's member.
    matrix: Option<(u32, MatrixPacking)>,
}

/// The matrix layout inside `layout`'s arrays, if the element is one: its stride and packing
/// decorate the member that holds the array (a wrapper block's or a struct's).
fn array_matrix(layout: &TypeLayout) -> Option<(&TypeLayout, u32, MatrixPacking)> {
    let mut l = layout;
    for _ in 0..32 {
        match &l.kind {
            LayoutKind::Array { element, .. } => l = element,
            LayoutKind::Matrix { stride, packing } => return Some((l, *stride, *packing)),
            _ => return None,
        }
    }
    None
}

pub(super) fn storage_class(space: AddressSpace) -> StorageClass {
    match space {
        AddressSpace::Function => StorageClass::Function,
        AddressSpace::Private => StorageClass::Private,
        AddressSpace::Workgroup => StorageClass::Workgroup,
        AddressSpace::Uniform => StorageClass::Uniform,
        AddressSpace::StorageBuffer => StorageClass::StorageBuffer,
        AddressSpace::UniformConstant => StorageClass::UniformConstant,
        AddressSpace::Input => StorageClass::Input,
        AddressSpace::Output => StorageClass::Output,
        AddressSpace::PushConstant => StorageClass::PushConstant,
        AddressSpace::PhysicalStorageBuffer => StorageClass::PhysicalStorageBuffer,
    }
}

/// Whether a storage class holds laid-out (offset-decorated) data.
pub(super) fn is_laid_out(class: StorageClass) -> bool {
    matches!(
        class,
        StorageClass::Uniform
            | StorageClass::StorageBuffer
            | StorageClass::PushConstant
            | StorageClass::PhysicalStorageBuffer
    )
}

impl<'m> Emitter<'m> {
    /// The id of a structural type, declaring it on first use.
    pub fn ty(&mut self, key: TyKey) -> u32 {
        if let Some(&id) = self.type_ids.get(&key) {
            return id;
        }
        let id = self.id();
        match &key {
            TyKey::Void => self.decl(Op::TypeVoid, &[id]),
            TyKey::Bool => self.decl(Op::TypeBool, &[id]),
            TyKey::Int(w, signed) => {
                match w {
                    8 => self.capability(Capability::Int8),
                    16 => self.check_feature(device_features::INT16, "a 16-bit integer type"),
                    64 => self.check_feature(device_features::INT64, "a 64-bit integer type"),
                    _ => {}
                }
                self.decl(Op::TypeInt, &[id, *w as u32, *signed as u32])
            }
            TyKey::Float(w) => {
                match w {
                    16 => self.check_feature(device_features::FLOAT16, "a 16-bit float type"),
                    64 => self.check_feature(device_features::FLOAT64, "a 64-bit float type"),
                    _ => {}
                }
                self.decl(Op::TypeFloat, &[id, *w as u32])
            }
            TyKey::Vector(c, n) => self.decl(Op::TypeVector, &[id, *c, *n]),
            TyKey::Matrix(c, n) => self.decl(Op::TypeMatrix, &[id, *c, *n]),
            TyKey::Array(e, len, stride) => {
                self.decl(Op::TypeArray, &[id, *e, *len]);
                if *stride != 0 {
                    self.decorate(id, Decoration::ArrayStride, &[*stride]);
                }
            }
            TyKey::RuntimeArray(e, stride) => {
                self.decl(Op::TypeRuntimeArray, &[id, *e]);
                // Stride 0: a run-time array of descriptors, which has none.
                if *stride != 0 {
                    self.decorate(id, Decoration::ArrayStride, &[*stride]);
                }
            }
            TyKey::Pointer(class, p) => self.decl(Op::TypePointer, &[id, *class, *p]),
            TyKey::Function(ret, params) => {
                let mut ops = vec![id, *ret];
                ops.extend(params);
                self.decl(Op::TypeFunction, &ops)
            }
            TyKey::Image(w) => {
                let mut ops = vec![id];
                ops.extend_from_slice(w);
                self.decl(Op::TypeImage, &ops)
            }
            TyKey::Sampler => self.decl(Op::TypeSampler, &[id]),
            TyKey::AccelerationStructure => self.decl(Op::TypeAccelerationStructureKHR, &[id]),
            TyKey::RayQuery => self.decl(Op::TypeRayQueryKHR, &[id]),
            TyKey::SampledImage(img) => self.decl(Op::TypeSampledImage, &[id, *img]),
            TyKey::Struct(members) => {
                let mut ops = vec![id];
                ops.extend(members);
                self.decl(Op::TypeStruct, &ops)
            }
        }
        self.type_ids.insert(key, id);
        id
    }

    pub fn void_ty(&mut self) -> u32 {
        self.ty(TyKey::Void)
    }
    pub fn bool_ty(&mut self) -> u32 {
        self.ty(TyKey::Bool)
    }
    pub fn u32_ty(&mut self) -> u32 {
        self.ty(TyKey::Int(32, false))
    }
    pub fn i32_ty(&mut self) -> u32 {
        self.ty(TyKey::Int(32, true))
    }
    pub fn f32_ty(&mut self) -> u32 {
        self.ty(TyKey::Float(32))
    }
    pub fn scalar_ty(&mut self, s: Scalar) -> u32 {
        match s.kind {
            ScalarKind::Bool => self.bool_ty(),
            ScalarKind::Int => self.ty(TyKey::Int(s.width, true)),
            ScalarKind::Uint => self.ty(TyKey::Int(s.width, false)),
            ScalarKind::Float => self.ty(TyKey::Float(s.width)),
            ScalarKind::LiteralInt => self.i32_ty(),
            ScalarKind::LiteralFloat => self.f32_ty(),
        }
    }
    /// A scalar (n == 1) or vector type.
    pub fn vec_ty(&mut self, s: Scalar, n: u32) -> u32 {
        let c = self.scalar_ty(s);
        if n <= 1 {
            c
        } else {
            self.ty(TyKey::Vector(c, n))
        }
    }
    pub fn ptr_ty(&mut self, class: StorageClass, pointee: u32) -> u32 {
        self.ty(TyKey::Pointer(class as u32, pointee))
    }

    /// The register (non-laid-out) SPIR-V type of an IR type.
    pub fn reg_type(&mut self, ty: TypeId, span: Span) -> u32 {
        if let Some(&id) = self.reg_types.get(&ty) {
            return id;
        }
        if self.type_depth > MAX_TYPE_DEPTH {
            self.error(span, "A type nests too deeply (or contains itself).");
            return self.u32_ty();
        }
        self.type_depth += 1;
        let id = self.reg_type_uncached(ty, span);
        self.type_depth -= 1;
        self.reg_types.insert(ty, id);
        id
    }

    fn reg_type_uncached(&mut self, ty: TypeId, span: Span) -> u32 {
        match self.m.types.get(ty) {
            Type::Void => self.void_ty(),
            Type::Scalar(s) => self.scalar_ty(s),
            Type::Vector { scalar, size } => self.vec_ty(scalar, size as u32),
            Type::Matrix { scalar, rows, cols } => self.matrix_ty(scalar, rows, cols),
            Type::Array { element, length } => {
                let e = self.reg_type(element, span);
                if length == 0 {
                    self.error(
                        span,
                        "A runtime-sized array can only be the contents of a buffer.",
                    );
                    self.ty(TyKey::RuntimeArray(e, 4))
                } else {
                    let len = self.const_u32(length);
                    self.ty(TyKey::Array(e, len, 0))
                }
            }
            Type::Struct(sid) => {
                let Some(def) = self.m.types.struct_def(sid) else {
                    self.error(span, "internal: unknown struct");
                    return self.u32_ty();
                };
                let members: Vec<(String, TypeId)> =
                    def.members.iter().map(|m| (m.name.clone(), m.ty)).collect();
                let name = def.name.clone();
                let ids: Vec<u32> = members
                    .iter()
                    .map(|(_, t)| self.reg_type(*t, span))
                    .collect();
                let id = self.id();
                let mut ops = vec![id];
                ops.extend(&ids);
                self.struct_decl(&ops, span);
                self.name(id, &name);
                for (i, (n, _)) in members.iter().enumerate() {
                    self.member_name(id, i as u32, n);
                }
                id
            }
            Type::Resource(r) => self.resource_type(r, None, span),
            Type::RayQuery { .. } => self.ty(TyKey::RayQuery),
            Type::Pointer { space, pointee } => {
                let p = self.reg_type(pointee, span);
                self.ptr_ty(storage_class(space), p)
            }
            // As DXC: a pointer to the laid-out pointee, in buffers and registers alike.
            Type::BufferPointer { pointee, .. } => self.buffer_pointer_type(ty, pointee, span),
            Type::Spirv(id) => self.inline_spirv_type(ty, id, span),
        }
    }

    /// DXC's `vk::SpirvType` / `vk::SpirvOpaqueType`: the instruction `opcode` with its
    /// operands (type ids, `OpConstant` ids, literal words), declared once per type, with the
    /// capabilities and extensions its aliases named. A type SPIR-V allows only once (`OpTypeInt
    /// 8 0`, a vector, a pointer, ...) shares the declaration of the same type written by the
    /// rest of the module, which spirv-val requires; the rest is passed through unchecked.
    fn inline_spirv_type(&mut self, ty: TypeId, id: crate::types::SpirvTypeId, span: Span) -> u32 {
        use crate::types::{SpirvOperand, SpirvTypeDef};
        let m = self.m;
        let Some(SpirvTypeDef::Declared {
            opcode, operands, ..
        }) = m.types.spirv_def(id)
        else {
            self.error(
                span,
                format!(
                    "'{}' is only a template argument of vk::SpirvType or vk::SpirvOpaqueType, not a type of values.",
                    m.types.display(ty)
                ),
            );
            return self.u32_ty();
        };
        if let Some(needs) = m.types.spirv_needs(id) {
            self.capabilities.extend(needs.capabilities.iter().copied());
            self.extensions.extend(needs.extensions.iter().cloned());
        }
        let mut words = Vec::with_capacity(operands.len());
        for op in operands {
            match *op {
                SpirvOperand::Type(t) => words.push(self.reg_type(t, span)),
                SpirvOperand::Constant { scalar, value } => {
                    words.push(self.const_scalar(scalar, value as u64))
                }
                SpirvOperand::Literal { scalar, value } => {
                    words.push(value as u32);
                    if scalar.width == 64 {
                        words.push((value as u64 >> 32) as u32);
                    }
                }
            }
        }
        let key = match (*opcode, words.as_slice()) {
            (19, []) => Some(TyKey::Void),
            (20, []) => Some(TyKey::Bool),
            (21, &[w @ (8 | 16 | 32 | 64), s @ (0 | 1)]) => Some(TyKey::Int(w as u8, s == 1)),
            (22, &[w @ (16 | 32 | 64)]) => Some(TyKey::Float(w as u8)),
            (23, &[c, n]) => Some(TyKey::Vector(c, n)),
            (24, &[c, n]) => Some(TyKey::Matrix(c, n)),
            (26, []) => Some(TyKey::Sampler),
            (27, &[image]) => Some(TyKey::SampledImage(image)),
            (28, &[e, len]) => Some(TyKey::Array(e, len, 0)),
            (32, &[class, pointee]) => Some(TyKey::Pointer(class, pointee)),
            _ => None,
        };
        if let Some(key) = &key {
            if let Some(&existing) = self.type_ids.get(key) {
                return existing;
            }
        }
        let result = self.id();
        let mut ops = Vec::with_capacity(words.len() + 1);
        ops.push(result);
        ops.extend(words);
        self.decls
            .extend(super::writer::raw_instruction(*opcode, &ops));
        if let Some(key) = key {
            self.type_ids.insert(key, result);
        }
        self.name(result, "spirvIntrinsicType");
        result
    }

    /// The SPIR-V type of the `vk::BufferPointer` `ty`. A pointee that holds the pointer itself
    /// (`struct Node { vk::BufferPointer<Node> next; }`) meets it while being laid out: there
    /// it is an `OpTypeForwardPointer`, whose id the `OpTypePointer` then takes.
    fn buffer_pointer_type(&mut self, ty: TypeId, pointee: TypeId, span: Span) -> u32 {
        let class = StorageClass::PhysicalStorageBuffer;
        if let Some(at) = self.pointers_in_progress.iter().position(|(t, _)| *t == ty) {
            if let Some(id) = self.pointers_in_progress[at].1 {
                return id;
            }
            let id = self.id();
            self.decl(Op::TypeForwardPointer, &[id, class as u32]);
            self.pointers_in_progress[at].1 = Some(id);
            return id;
        }
        self.pointers_in_progress.push((ty, None));
        let p = self.physical_pointee(pointee, span);
        let forward = self.pointers_in_progress.pop().and_then(|(_, f)| f);
        match forward {
            Some(id) => {
                self.decl(Op::TypePointer, &[id, class as u32, p]);
                self.type_ids.insert(TyKey::Pointer(class as u32, p), id);
                id
            }
            None => self.ptr_ty(class, p),
        }
    }

    /// The laid-out SPIR-V type of what a `vk::BufferPointer` to `pointee` points to.
    pub fn physical_pointee(&mut self, pointee: TypeId, span: Span) -> u32 {
        let m = self.m;
        match m.pointee_layout(pointee) {
            Some(l) => self.layout_type(l, false, span),
            None => {
                self.error(span, "internal: a buffer pointer's pointee has no layout");
                self.u32_ty()
            }
        }
    }

    /// `OpTypeStruct` with `ops` (result id, then member types), refused past SPIR-V's limit
    /// on members (the universal limits of the SPIR-V specification, 2.17).
    fn struct_decl(&mut self, ops: &[u32], span: Span) {
        const MAX_MEMBERS: usize = 16383;
        let members = ops.len().saturating_sub(1);
        if members > MAX_MEMBERS {
            self.error(
                span,
                format!("A struct with {members} members: SPIR-V allows at most {MAX_MEMBERS}. Group the members into nested structs or arrays."),
            );
        }
        self.decl(Op::TypeStruct, ops);
    }

    /// `floatRxC` in SPIR-V terms (see the module docs).
    pub fn matrix_ty(&mut self, scalar: Scalar, rows: u8, cols: u8) -> u32 {
        let (r, c) = (rows as u32, cols as u32);
        if r <= 1 {
            return self.vec_ty(scalar, c);
        }
        if c <= 1 {
            return self.vec_ty(scalar, r);
        }
        let col = self.vec_ty(scalar, c);
        if scalar.is_float() {
            self.ty(TyKey::Matrix(col, r))
        } else {
            let len = self.const_u32(r);
            self.ty(TyKey::Array(col, len, 0))
        }
    }

    /// Image, sampler or (for buffers, an error) type of a resource.
    pub fn resource_type(&mut self, r: ResourceType, format: Option<&str>, span: Span) -> u32 {
        match r {
            ResourceType::Sampler { .. } => self.ty(TyKey::Sampler),
            ResourceType::AccelerationStructure => self.ty(TyKey::AccelerationStructure),
            ResourceType::SubpassInput {
                multisampled,
                texel,
            } => {
                self.capability(Capability::InputAttachment);
                // Sampled 2 (read without a sampler), format Unknown: what Vulkan requires of
                // subpass data.
                self.image_ty(
                    texel,
                    spirv::Dim::DimSubpassData,
                    false,
                    multisampled,
                    true,
                    None,
                    span,
                )
            }
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined,
            } => {
                let (sdim, storage) = (dim, access == Access::ReadWrite);
                let spv_dim = match sdim {
                    TextureDim::D1 => {
                        self.capability(if storage {
                            Capability::Image1D
                        } else {
                            Capability::Sampled1D
                        });
                        spirv::Dim::Dim1D
                    }
                    TextureDim::D2 => spirv::Dim::Dim2D,
                    TextureDim::D3 => spirv::Dim::Dim3D,
                    TextureDim::Cube => {
                        if arrayed {
                            self.capability(if storage {
                                Capability::ImageCubeArray
                            } else {
                                Capability::SampledCubeArray
                            });
                        }
                        spirv::Dim::DimCube
                    }
                };
                if storage && multisampled {
                    self.capability(Capability::StorageImageMultisample);
                    if arrayed {
                        self.capability(Capability::ImageMSArray);
                    }
                }
                let image =
                    self.image_ty(texel, spv_dim, arrayed, multisampled, storage, format, span);
                if combined {
                    // A combined image sampler's variable holds the sampled image itself.
                    self.ty(TyKey::SampledImage(image))
                } else {
                    image
                }
            }
            ResourceType::TypedBuffer { access, texel } => {
                let storage = access == Access::ReadWrite;
                self.capability(if storage {
                    Capability::ImageBuffer
                } else {
                    Capability::SampledBuffer
                });
                self.image_ty(
                    texel,
                    spirv::Dim::DimBuffer,
                    false,
                    false,
                    storage,
                    format,
                    span,
                )
            }
            _ => {
                self.error(
                    span,
                    "A buffer resource cannot be used as a value; access its elements instead.",
                );
                self.u32_ty()
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn image_ty(
        &mut self,
        texel: TypeId,
        dim: spirv::Dim,
        arrayed: bool,
        ms: bool,
        storage: bool,
        format: Option<&str>,
        span: Span,
    ) -> u32 {
        let scalar = self.m.types.scalar_of(texel).unwrap_or(Scalar::FLOAT);
        let sampled_scalar = match scalar.kind {
            ScalarKind::Bool => Scalar::UINT,
            ScalarKind::Float if scalar.width != 32 => {
                self.error(
                    span,
                    "Textures of 16- or 64-bit floats are not supported for Vulkan; use float.",
                );
                Scalar::FLOAT
            }
            _ => scalar,
        };
        let sampled_ty = self.scalar_ty(sampled_scalar);
        let fmt = if storage {
            match format {
                Some(f) => match image_format(f) {
                    Some((fmt, core)) => {
                        if !core {
                            self.capability(Capability::StorageImageExtendedFormats);
                        }
                        fmt
                    }
                    None => {
                        self.error(span, format!("'{f}' is not a known image format."));
                        spirv::ImageFormat::Unknown
                    }
                },
                None => spirv::ImageFormat::Unknown,
            }
        } else {
            spirv::ImageFormat::Unknown
        };
        self.ty(TyKey::Image([
            sampled_ty,
            dim as u32,
            2,
            arrayed as u32,
            ms as u32,
            if storage { 2 } else { 1 },
            fmt as u32,
        ]))
    }

    /// The laid-out type of buffer contents described by `layout` (its `ty` is the IR type).
    /// `as_block` builds a fresh `Block`-decorated struct (never shared with nested uses).
    pub fn layout_type(&mut self, layout: &'m TypeLayout, as_block: bool, span: Span) -> u32 {
        if let Some(&(_, _, _, id)) = self
            .layout_types
            .iter()
            .find(|(t, l, b, _)| *t == layout.ty && *l == layout && *b == as_block)
        {
            return id;
        }
        if self.type_depth > MAX_TYPE_DEPTH {
            self.error(span, "A buffer layout nests too deeply.");
            return self.u32_ty();
        }
        self.type_depth += 1;
        let id = self.layout_type_uncached(layout, as_block, span);
        self.type_depth -= 1;
        self.layout_types.push((layout.ty, layout, as_block, id));
        id
    }

    fn layout_type_uncached(&mut self, layout: &'m TypeLayout, as_block: bool, span: Span) -> u32 {
        // 16-bit values in buffers need the 16-bit storage capability of their storage class
        // (core in 1.5): declared from the entry point's required features.
        match &layout.kind {
            LayoutKind::Scalar | LayoutKind::Vector => self.memory_scalar_type(layout.ty, span),
            LayoutKind::Matrix { .. } => match self.m.types.get(layout.ty) {
                Type::Matrix { scalar, rows, cols } => {
                    if !scalar.is_float() && rows > 1 && cols > 1 {
                        self.error(
                            span,
                            "Non-float matrices in buffers are not supported yet; use arrays of vectors.",
                        );
                    }
                    let s = if scalar.is_bool() {
                        Scalar::UINT
                    } else {
                        scalar
                    };
                    self.matrix_ty(s, rows, cols)
                }
                _ => self.memory_scalar_type(layout.ty, span),
            },
            LayoutKind::Array {
                length,
                stride,
                element,
            } => {
                let e = self.layout_type(element, false, span);
                if *length == 0 {
                    self.ty(TyKey::RuntimeArray(e, *stride))
                } else {
                    let len = self.const_u32(*length);
                    self.ty(TyKey::Array(e, len, *stride))
                }
            }
            LayoutKind::Struct { name, members } => {
                self.check_matrix_tails(name, members, span);
                let ids: Vec<u32> = members
                    .iter()
                    .map(|m| self.layout_type(&m.layout, false, span))
                    .collect();
                let id = self.id();
                let mut ops = vec![id];
                ops.extend(&ids);
                self.struct_decl(&ops, span);
                let display = if as_block {
                    format!("type.{name}")
                } else {
                    name.clone()
                };
                self.name(id, &display);
                for (i, m) in members.iter().enumerate() {
                    self.member_name(id, i as u32, &m.name);
                    self.member_decorate(id, i as u32, Decoration::Offset, &[m.offset]);
                    self.matrix_member_decorations(id, i as u32, &m.layout);
                }
                if as_block {
                    self.decorate(id, Decoration::Block, &[]);
                }
                id
            }
        }
    }

    /// FXC's constant-buffer packing (`-fvk-use-dx-layout`) may place a member in the unused
    /// part of a `row_major` matrix's last row. SPIR-V holds that matrix column-major, and a
    /// column-major matrix always extends to a whole last stride, so the member would overlap it
    /// (spirv-val rejects the block): refuse it rather than write an invalid module.
    fn check_matrix_tails(&mut self, struct_name: &str, members: &[MemberLayout], span: Span) {
        for (i, m) in members.iter().enumerate() {
            let extent = spirv_extent(&m.layout);
            let (start, end) = (m.offset + m.layout.size, m.offset.saturating_add(extent));
            if end <= start {
                continue;
            }
            if let Some(next) = members[i + 1..]
                .iter()
                .find(|n| n.offset >= start && n.offset < end)
            {
                self.error(
                    span,
                    format!(
                        "'{struct_name}.{}' at byte {} lies in the last row of the row_major matrix '{}' (FXC packing), which SPIR-V's matrix types cannot leave unused. Declare '{}' column_major, or start '{}' on a new 16-byte row.",
                        next.name, next.offset, m.name, m.name, next.name
                    ),
                );
            }
        }
    }

    /// `MatrixStride` and majorness on a struct member holding a float matrix (or arrays of
    /// them). HLSL `column_major` is SPIR-V `RowMajor` because SPIR-V holds the transpose.
    pub fn matrix_member_decorations(&mut self, st: u32, member: u32, layout: &TypeLayout) {
        if let Some((l, stride, packing)) = array_matrix(layout) {
            if let Type::Matrix { scalar, rows, cols } = self.m.types.get(l.ty) {
                if scalar.is_float() && rows > 1 && cols > 1 {
                    self.member_decorate(st, member, Decoration::MatrixStride, &[stride]);
                    let deco = match packing {
                        MatrixPacking::ColumnMajor => Decoration::RowMajor,
                        MatrixPacking::RowMajor => Decoration::ColMajor,
                    };
                    self.member_decorate(st, member, deco, &[]);
                }
            }
        }
    }

    /// Scalar/vector type in memory: `bool` becomes `uint`.
    fn memory_scalar_type(&mut self, ty: TypeId, span: Span) -> u32 {
        match self.m.types.get(ty) {
            Type::Scalar(s) if s.is_bool() => self.u32_ty(),
            Type::Vector { scalar, size } if scalar.is_bool() => {
                self.vec_ty(Scalar::UINT, size as u32)
            }
            _ => self.reg_type(ty, span),
        }
    }

    /// The `Block` struct type of a buffer global's element (not arrays of it).
    pub fn block_type(&mut self, g: &'m Global, resource_ty: TypeId) -> u32 {
        // One block type per global and resource: an access chain into an array of buffers
        // must name the very struct the variable's array holds.
        let key = (std::ptr::from_ref(g) as usize, resource_ty);
        if let Some(&id) = self.block_ids.get(&key) {
            return id;
        }
        let id = self.new_block_type(g, resource_ty);
        self.block_ids.insert(key, id);
        id
    }

    fn new_block_type(&mut self, g: &'m Global, resource_ty: TypeId) -> u32 {
        let span = g.span;
        let ty = self.m.types.get(resource_ty);
        match ty {
            Type::Resource(ResourceType::StructuredBuffer { kind, .. }) => {
                let elem_layout = match &g.layout {
                    Some(l) => l,
                    None => {
                        self.error(span, "internal: structured buffer without a layout");
                        return self.u32_ty();
                    }
                };
                let rta = match &elem_layout.kind {
                    LayoutKind::Array { length: 0, .. } => {
                        self.layout_type(elem_layout, false, span)
                    }
                    _ => {
                        let e = self.layout_type(elem_layout, false, span);
                        let align = elem_layout.alignment.max(1);
                        let stride = elem_layout.size.div_ceil(align) * align;
                        self.ty(TyKey::RuntimeArray(e, stride.max(1)))
                    }
                };
                let readonly = kind == StructuredKind::ReadOnly || g.non_writable;
                self.wrapper_block(rta, resource_ty, readonly, Some(elem_layout))
            }
            Type::Resource(ResourceType::ByteAddressBuffer { access }) => {
                let u = self.u32_ty();
                let rta = self.ty(TyKey::RuntimeArray(u, 4));
                let readonly = access == Access::ReadOnly || g.non_writable;
                self.wrapper_block(rta, resource_ty, readonly, None)
            }
            _ => {
                // Constant/texture buffers and push-constant structs: the element's members.
                let Some(layout) = &g.layout else {
                    self.error(span, "internal: buffer without a layout");
                    return self.u32_ty();
                };
                if !matches!(layout.kind, LayoutKind::Struct { .. }) {
                    self.error(span, "A constant buffer's element must be a struct.");
                    return self.u32_ty();
                }
                let id = self.layout_type(layout, true, span);
                let readonly_storage =
                    matches!(ty, Type::Resource(ResourceType::TextureBuffer { .. }))
                        || (g.non_writable && g.space == AddressSpace::StorageBuffer);
                if readonly_storage {
                    if let LayoutKind::Struct { members, .. } = &layout.kind {
                        for i in 0..members.len() {
                            self.member_decorate(id, i as u32, Decoration::NonWritable, &[]);
                        }
                    }
                }
                id
            }
        }
    }

    /// `struct { T[] }` decorated `Block`, member at offset 0 (`NonWritable` when `readonly`,
    /// matrix decorations from `element`), named as DXC names it
    /// (`type.RWStructuredBuffer.uint`) from the resource type's HLSL spelling. Shared by
    /// every buffer with the same key ([`WrapperKey`]).
    fn wrapper_block(
        &mut self,
        rta: u32,
        resource_ty: TypeId,
        readonly: bool,
        element: Option<&TypeLayout>,
    ) -> u32 {
        let key = WrapperKey {
            array: rta,
            readonly,
            matrix: element
                .and_then(array_matrix)
                .map(|(_, stride, packing)| (stride, packing)),
        };
        if let Some(&id) = self.wrapper_ids.get(&key) {
            return id;
        }
        let id = self.id();
        self.decl(Op::TypeStruct, &[id, rta]);
        self.decorate(id, Decoration::Block, &[]);
        self.member_decorate(id, 0, Decoration::Offset, &[0]);
        if let Some(element) = element {
            self.matrix_member_decorations(id, 0, element);
        }
        if readonly {
            self.member_decorate(id, 0, Decoration::NonWritable, &[]);
        }
        let name: String = self
            .m
            .types
            .display(resource_ty)
            .chars()
            .filter(|c| !matches!(c, '>' | ' '))
            .map(|c| if matches!(c, '<' | ',') { '.' } else { c })
            .collect();
        self.name(id, &format!("type.{name}"));
        self.wrapper_ids.insert(key, id);
        id
    }

    // ----- constants -----

    fn constant(&mut self, key: ConstKey) -> u32 {
        if let Some(&id) = self.const_ids.get(&key) {
            return id;
        }
        let id = self.id();
        match &key {
            ConstKey::Scalar(ty, bits) => {
                if Some(ty) == self.type_ids.get(&TyKey::Bool) {
                    let op = if *bits != 0 {
                        Op::ConstantTrue
                    } else {
                        Op::ConstantFalse
                    };
                    self.decl(op, &[*ty, id]);
                } else if self.wide_type(*ty) {
                    self.decl(Op::Constant, &[*ty, id, *bits as u32, (*bits >> 32) as u32]);
                } else {
                    self.decl(Op::Constant, &[*ty, id, *bits as u32]);
                }
            }
            ConstKey::Composite(ty, parts) => {
                let mut ops = vec![*ty, id];
                ops.extend(parts);
                self.decl(Op::ConstantComposite, &ops);
            }
            ConstKey::Null(ty) => self.decl(Op::ConstantNull, &[*ty, id]),
        }
        self.const_ids.insert(key, id);
        id
    }

    fn wide_type(&self, ty: u32) -> bool {
        self.type_ids.get(&TyKey::Float(64)) == Some(&ty)
            || self.type_ids.get(&TyKey::Int(64, true)) == Some(&ty)
            || self.type_ids.get(&TyKey::Int(64, false)) == Some(&ty)
    }

    /// A scalar constant; `bits` as in [`ConstValue::Scalar`] (16-bit values are
    /// sign-extended for signed types, as SPIR-V requires).
    pub fn const_scalar(&mut self, s: Scalar, bits: u64) -> u32 {
        let ty = self.scalar_ty(s);
        let bits = if s.kind == ScalarKind::Int && s.width < 32 {
            let shift = 64 - s.width as u32;
            (((bits << shift) as i64) >> shift) as u64 & 0xFFFF_FFFF
        } else if s.is_bool() {
            (bits != 0) as u64
        } else {
            bits
        };
        self.constant(ConstKey::Scalar(ty, bits))
    }
    pub fn const_u32(&mut self, v: u32) -> u32 {
        self.const_scalar(Scalar::UINT, v as u64)
    }
    pub fn const_i32(&mut self, v: i32) -> u32 {
        self.const_scalar(Scalar::INT, v as u32 as u64)
    }
    pub fn const_f32(&mut self, v: f32) -> u32 {
        self.const_scalar(Scalar::FLOAT, v.to_bits() as u64)
    }
    pub fn const_composite(&mut self, ty: u32, parts: Vec<u32>) -> u32 {
        self.constant(ConstKey::Composite(ty, parts))
    }
    pub fn const_null(&mut self, ty: u32) -> u32 {
        self.constant(ConstKey::Null(ty))
    }

    /// `value` (a scalar's bits) in every component of the scalar/vector/matrix IR type `ty`.
    pub fn const_splat(&mut self, ty: TypeId, bits: u64, span: Span) -> u32 {
        match self.m.types.get(ty) {
            Type::Scalar(s) => self.const_scalar(s, bits),
            Type::Vector { scalar, size } => {
                let c = self.const_scalar(scalar, bits);
                if size <= 1 {
                    return c;
                }
                let t = self.reg_type(ty, span);
                self.const_composite(t, vec![c; size as usize])
            }
            Type::Matrix { scalar, rows, cols } => {
                let c = self.const_scalar(scalar, bits);
                let (r, cl) = (rows as usize, cols as usize);
                if r <= 1 || cl <= 1 {
                    let n = r.max(cl);
                    if n <= 1 {
                        return c;
                    }
                    let t = self.reg_type(ty, span);
                    return self.const_composite(t, vec![c; n]);
                }
                let col_ty = self.vec_ty(scalar, cl as u32);
                let col = self.const_composite(col_ty, vec![c; cl]);
                let t = self.reg_type(ty, span);
                self.const_composite(t, vec![col; r])
            }
            _ => {
                self.error(span, "internal: splat of a non-numeric type");
                self.u32_ty()
            }
        }
    }

    /// The SPIR-V constant of an IR constant.
    pub fn ir_const(&mut self, id: ConstId, span: Span) -> u32 {
        self.ir_const_depth(id, span, 0)
    }

    fn ir_const_depth(&mut self, id: ConstId, span: Span, depth: u32) -> u32 {
        let Some(c) = self.m.constants.get(id) else {
            self.error(span, "internal: bad constant handle");
            return self.const_u32(0);
        };
        if depth > 64 {
            self.error(span, "internal: constant nests too deeply");
            return self.const_u32(0);
        }
        let ty = self.reg_type(c.ty, span);
        match (&c.value, self.m.types.get(c.ty)) {
            (ConstValue::Zero, _) => self.const_null(ty),
            (ConstValue::Scalar(bits), Type::Scalar(s)) => self.const_scalar(s, *bits),
            (ConstValue::Scalar(bits), _) => self.const_splat(c.ty, *bits, span),
            (ConstValue::Composite(parts), t) => {
                let ids: Vec<u32> = parts
                    .iter()
                    .map(|p| self.ir_const_depth(*p, span, depth + 1))
                    .collect();
                match t {
                    Type::Vector { size: 1, .. } => ids.first().copied().unwrap_or(ty),
                    Type::Matrix { rows, cols, .. } if rows <= 1 || cols <= 1 => {
                        if rows <= 1 {
                            // One row: that row is the whole value.
                            ids.first().copied().unwrap_or(ty)
                        } else if ids.len() <= 1 {
                            ids.first().copied().unwrap_or(ty)
                        } else {
                            self.const_composite(ty, ids)
                        }
                    }
                    _ => self.const_composite(ty, ids),
                }
            }
        }
    }

    /// An `OpUndef` of SPIR-V type `ty` (declared once, in the declarations section).
    pub fn undef(&mut self, ty: u32) -> u32 {
        if let Some(&id) = self.undef_ids.get(&ty) {
            return id;
        }
        let id = self.id();
        self.decl(Op::Undef, &[ty, id]);
        self.undef_ids.insert(ty, id);
        id
    }
}

/// A `[[vk::image_format]]` name: the SPIR-V format and whether it is in the core set (no
/// `StorageImageExtendedFormats` needed).
pub(super) fn image_format(name: &str) -> Option<(spirv::ImageFormat, bool)> {
    use spirv::ImageFormat as F;
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "rgba32f" => (F::Rgba32f, true),
        "rgba16f" => (F::Rgba16f, true),
        "r32f" => (F::R32f, true),
        "rgba8" => (F::Rgba8, true),
        "rgba8snorm" => (F::Rgba8Snorm, true),
        "rgba32i" => (F::Rgba32i, true),
        "rgba16i" => (F::Rgba16i, true),
        "rgba8i" => (F::Rgba8i, true),
        "r32i" => (F::R32i, true),
        "rgba32ui" => (F::Rgba32ui, true),
        "rgba16ui" => (F::Rgba16ui, true),
        "rgba8ui" => (F::Rgba8ui, true),
        "r32ui" => (F::R32ui, true),
        "rg32f" => (F::Rg32f, false),
        "rg16f" => (F::Rg16f, false),
        "r11g11b10f" | "r11fg11fb10f" => (F::R11fG11fB10f, false),
        "r16f" => (F::R16f, false),
        "rgba16" => (F::Rgba16, false),
        "rgb10a2" => (F::Rgb10A2, false),
        "rg16" => (F::Rg16, false),
        "rg8" => (F::Rg8, false),
        "r16" => (F::R16, false),
        "r8" => (F::R8, false),
        "rgba16snorm" => (F::Rgba16Snorm, false),
        "rg16snorm" => (F::Rg16Snorm, false),
        "rg8snorm" => (F::Rg8Snorm, false),
        "r16snorm" => (F::R16Snorm, false),
        "r8snorm" => (F::R8Snorm, false),
        "rg32i" => (F::Rg32i, false),
        "rg16i" => (F::Rg16i, false),
        "rg8i" => (F::Rg8i, false),
        "r16i" => (F::R16i, false),
        "r8i" => (F::R8i, false),
        "rgb10a2ui" => (F::Rgb10a2ui, false),
        "rg32ui" => (F::Rg32ui, false),
        "rg16ui" => (F::Rg16ui, false),
        "rg8ui" => (F::Rg8ui, false),
        "r16ui" => (F::R16ui, false),
        "r8ui" => (F::R8ui, false),
        _ => return None,
    })
}

/// The bytes spirv-val counts for a laid-out type: a SPIR-V column-major matrix (HLSL
/// `row_major`) spans whole strides, an array its strides plus its last element's extent.
fn spirv_extent(l: &TypeLayout) -> u32 {
    match &l.kind {
        LayoutKind::Matrix {
            stride,
            packing: MatrixPacking::RowMajor,
        } if *stride > 0 => l.size.div_ceil(*stride).saturating_mul(*stride),
        LayoutKind::Array {
            length,
            stride,
            element,
        } if *length > 0 => stride
            .saturating_mul(length - 1)
            .saturating_add(spirv_extent(element)),
        _ => l.size,
    }
}
