//! Memory: local variables, access chains, loads and stores, and the conversion between
//! register values and laid-out buffer memory.
//!
//! Access chains are translated index by index while tracking the IR type, the buffer
//! layout and the storage class: `ConstantBuffer<T>` is transparent, a structured or
//! byte-address buffer adds the leading `0` of its block struct, one-row/one-column matrix and
//! one-component vector indices disappear (those are vectors and scalars in SPIR-V).
//! Loads and stores in laid-out memory convert: `bool` is stored as `uint` (`!= 0` on load,
//! `select(1, 0)` on store); structs and arrays are copied with `OpCopyLogical` when they hold
//! no bool and member by member otherwise.

use super::types::is_laid_out;
use super::writer::{Emitter, PtrInfo};
use crate::ir::typing::{any_leaf, any_scalar};
use crate::ir::{InstId, Value};
use crate::source::Span;
use crate::types::{LayoutKind, ResourceType, Scalar, Type, TypeId, TypeLayout};
use spirv::{Capability, Decoration, Op, StorageClass};

/// Direction of a conversion between register values and laid-out buffer memory.
#[derive(Clone, Copy)]
enum BufferCopy {
    /// Laid-out memory to register value (after an `OpLoad`).
    Load,
    /// Register value to laid-out memory (before an `OpStore`).
    Store,
}

/// Element count limit for member-by-member copies of arrays holding bools.
const MAX_ELEMENTWISE: u32 = 4096;

impl<'m> Emitter<'m> {
    /// Pointer info of a pointer operand.
    pub fn ptr_info(&mut self, v: Value, span: Span) -> Option<PtrInfo<'m>> {
        let info = match v {
            Value::Global(g) => self.global_ptrs.get(&g).copied(),
            _ => self.fs.ptrs.get(&v).copied(),
        };
        if info.is_none() {
            self.error(span, "internal: operand is not a known pointer");
        }
        info
    }

    pub fn emit_alloca(&mut self, id: InstId, ty: TypeId, name: Option<&str>, span: Span) {
        let Type::Pointer { pointee, .. } = self.m.types.get(ty) else {
            self.error(span, "internal: alloca without a pointer type");
            return;
        };
        if contains_resource(self.m, pointee) {
            self.error(
                span,
                "A local variable holding a resource cannot be expressed; use the resource directly.",
            );
        }
        let pt = self.reg_type(pointee, span);
        let var = self.function_variable(pt, name);
        if holds_buffer_pointer(self.m, pointee) {
            // SPIR-V makes a variable holding physical pointers say whether their memory may
            // alias; "may" is always true.
            self.decorate(var, Decoration::AliasedPointer, &[]);
        }
        self.bind_result(id, var);
        self.fs.ptrs.insert(
            Value::Inst(id),
            PtrInfo {
                class: StorageClass::Function,
                ir: self.m.types.get(pointee),
                ir_id: Some(pointee),
                layout: None,
                pending_layout: None,
                global: None,
                nonuniform: false,
                spv_pointee: pt,
                is_variable: true,
                align: 0,
            },
        );
    }

    /// Makes `id`'s result be the existing SPIR-V value `existing` (no instruction), or a copy
    /// of it when the result id was already handed out to a forward reference.
    pub fn bind_result(&mut self, id: InstId, existing: u32) {
        if let Some(&r) = self.fs.inst_ids.get(&id) {
            // The value was just made by the last instruction, which nothing references or
            // decorates yet: give that instruction the promised id instead of copying.
            if let Some((at, last, annotations)) = self.fs.last_result {
                if last == existing
                    && annotations == self.annotations.len()
                    && at < self.fs.body.len()
                {
                    self.fs.body[at] = r;
                    self.fs.last_result = None;
                    self.fs.handles.retain(|_, h| *h != existing);
                    self.fs.sampled_images.retain(|_, h| *h != existing);
                    return;
                }
            }
            if r != existing {
                // Only non-pointer values can be forward-referenced (by phis).
                let Some(func) = self.fs.func.and_then(|f| self.m.function(f)) else {
                    return;
                };
                let ty = func.inst(id).map(|i| i.ty);
                if let Some(ty) = ty {
                    let t = self.reg_type(ty, Span::default());
                    self.code_r(Op::CopyObject, t, r, &[existing]);
                }
            }
        } else {
            self.fs.inst_ids.insert(id, existing);
            // Now referenced by `id`: never renumber it.
            self.fs.last_result = None;
        }
    }

    /// The memory a `vk::BufferPointer` points to: the pointer value itself in SPIR-V, tracked
    /// as laid out by the pointee's layout and aligned as the pointer type says.
    pub fn emit_deref(&mut self, id: InstId, pointer: Value, span: Span) {
        let v = self.value(pointer, span);
        let m = self.m;
        let Type::BufferPointer { pointee, align } = m.types.get(self.ir_type(pointer)) else {
            self.error(
                span,
                "internal: deref of a value that is not a buffer pointer",
            );
            return;
        };
        let spv_pointee = self.physical_pointee(pointee, span);
        let layout = m.pointee_layout(pointee);
        // Without an explicit alignment the pointee's own applies.
        let align = match align {
            0 => layout.map_or(1, |l| l.alignment),
            a => a,
        };
        self.bind_result(id, v);
        self.fs.ptrs.insert(
            Value::Inst(id),
            PtrInfo {
                class: StorageClass::PhysicalStorageBuffer,
                ir: m.types.get(pointee),
                ir_id: Some(pointee),
                layout,
                pending_layout: None,
                global: None,
                nonuniform: false,
                spv_pointee,
                is_variable: false,
                align,
            },
        );
    }

    /// Walks into buffer wrappers that the chain looks through.
    fn enter_wrappers(&self, p: &mut PtrInfo<'m>) {
        for _ in 0..4 {
            match p.ir {
                Type::Resource(ResourceType::ConstantBuffer { element })
                | Type::Resource(ResourceType::TextureBuffer { element }) => {
                    p.ir = self.m.types.get(element);
                    p.ir_id = Some(element);
                    p.layout = p.pending_layout;
                }
                _ => break,
            }
        }
    }

    pub fn emit_access_chain(&mut self, id: InstId, base: Value, indices: &[Value], span: Span) {
        let base_id = self.value(base, span);
        let Some(mut p) = self.ptr_info(base, span) else {
            return;
        };
        let base_pointee = p.spv_pointee;
        let m = self.m;
        let types = &m.types;
        self.enter_wrappers(&mut p);
        let mut spv: Vec<u32> = Vec::new();
        // The resource type of a run-time index into a resource array.
        let mut resource_index: Option<Type> = None;
        for (k, &index) in indices.iter().enumerate() {
            if self.fs.nonuniform.contains(&index) {
                p.nonuniform = true;
            }
            match p.ir {
                Type::Array { element, .. } => {
                    let element_ty = types.get(element);
                    if matches!(element_ty, Type::Resource(_))
                        && !matches!(index, Value::Constant(_))
                    {
                        resource_index = Some(element_ty);
                    }
                    spv.push(self.value(index, span));
                    p.ir = types.get(element);
                    p.ir_id = Some(element);
                    p.layout = match p.layout.map(|l| &l.kind) {
                        Some(LayoutKind::Array {
                            element, stride, ..
                        }) => {
                            p.align = narrow(p.align, *stride);
                            Some(element)
                        }
                        _ => None,
                    };
                }
                Type::Resource(ResourceType::StructuredBuffer { element, .. }) => {
                    let zero = self.const_u32(0);
                    spv.push(zero);
                    spv.push(self.value(index, span));
                    p.ir = types.get(element);
                    p.ir_id = Some(element);
                    p.layout = match p.pending_layout.map(|l| &l.kind) {
                        // A runtime-array layout given for the whole contents.
                        Some(LayoutKind::Array {
                            length: 0, element, ..
                        }) => Some(element),
                        _ => p.pending_layout,
                    };
                }
                Type::Resource(ResourceType::ByteAddressBuffer { .. }) => {
                    let zero = self.const_u32(0);
                    spv.push(zero);
                    spv.push(self.value(index, span));
                    p.ir = Type::Scalar(Scalar::UINT);
                    p.ir_id = None;
                    p.layout = None;
                }
                Type::Struct(sid) => {
                    let Some(i) = crate::ir::typing::const_index(self.m, index) else {
                        self.error(span, "internal: struct index is not a constant");
                        return;
                    };
                    let member = types
                        .struct_def(sid)
                        .and_then(|d| d.members.get(i as usize))
                        .map(|m| m.ty);
                    let Some(mty) = member else {
                        self.error(span, "internal: struct index out of range");
                        return;
                    };
                    spv.push(self.const_u32(i as u32));
                    p.ir = types.get(mty);
                    p.ir_id = Some(mty);
                    p.layout = match p.layout.map(|l| &l.kind) {
                        Some(LayoutKind::Struct { members, .. }) => {
                            members.get(i as usize).map(|m| {
                                p.align = narrow(p.align, m.offset);
                                &m.layout
                            })
                        }
                        _ => None,
                    };
                }
                Type::Vector { scalar, size } => {
                    if size > 1 {
                        spv.push(self.value(index, span));
                    }
                    p.align = narrow(p.align, memory_size(scalar));
                    p.ir = Type::Scalar(scalar);
                    p.ir_id = None;
                    p.layout = None;
                }
                Type::Matrix { scalar, rows, cols } => {
                    if rows > 1 {
                        spv.push(self.value(index, span));
                    }
                    // A row of a column-major matrix is not contiguous: its first element
                    // is only as aligned as a scalar (or the stride, for row-major ones).
                    p.align = match p.layout.map(|l| &l.kind) {
                        Some(LayoutKind::Matrix {
                            stride,
                            packing: crate::types::MatrixPacking::RowMajor,
                        }) => narrow(p.align, *stride),
                        _ => narrow(p.align, memory_size(scalar)),
                    };
                    p.ir = Type::Vector { scalar, size: cols };
                    p.ir_id = None;
                    p.layout = None;
                }
                _ => {
                    self.error(
                        span,
                        format!("internal: index {k} goes into a type that has no parts"),
                    );
                    return;
                }
            }
            self.enter_wrappers(&mut p);
        }
        if let Some(resource) = resource_index {
            self.dynamic_resource_index_capability(resource);
        }
        p.global = p.global.or(match base {
            Value::Global(g) => Some(g),
            _ => None,
        });
        // Without SPIR-V indices the pointer is the base itself (e.g. a whole constant
        // buffer, whose SPIR-V pointee is the block struct).
        p.spv_pointee = if spv.is_empty() {
            base_pointee
        } else {
            self.pointee_type(&p, span)
        };
        if spv.is_empty() {
            self.bind_result(id, base_id);
        } else {
            p.is_variable = false;
            let ptr_ty = self.ptr_ty(p.class, p.spv_pointee);
            let r = self.result_id(id);
            let mut ops = vec![base_id];
            ops.extend(&spv);
            self.code_r(Op::AccessChain, ptr_ty, r, &ops);
            if p.nonuniform {
                self.decorate(r, Decoration::NonUniform, &[]);
            }
        }
        self.fs.ptrs.insert(Value::Inst(id), p);
    }

    /// The dynamic-indexing capability of a run-time index into an array of `resource`. The
    /// non-uniform ones come with the entry point's device features
    /// ([`crate::ir::features::non_uniform_bit`]), like every capability reflection reports.
    fn dynamic_resource_index_capability(&mut self, resource: Type) {
        use crate::types::Access;
        let cap = match resource {
            Type::Resource(ResourceType::ConstantBuffer { .. }) => {
                Capability::UniformBufferArrayDynamicIndexing
            }
            Type::Resource(
                ResourceType::StructuredBuffer { .. }
                | ResourceType::ByteAddressBuffer { .. }
                | ResourceType::TextureBuffer { .. },
            ) => Capability::StorageBufferArrayDynamicIndexing,
            Type::Resource(ResourceType::Texture {
                access: Access::ReadWrite,
                ..
            }) => Capability::StorageImageArrayDynamicIndexing,
            Type::Resource(ResourceType::TypedBuffer {
                access: Access::ReadWrite,
                ..
            }) => Capability::StorageTexelBufferArrayDynamicIndexing,
            Type::Resource(ResourceType::TypedBuffer { .. }) => {
                Capability::UniformTexelBufferArrayDynamicIndexing
            }
            // Arrays of acceleration structures need no dynamic-indexing capability.
            Type::Resource(ResourceType::AccelerationStructure) => return,
            Type::Resource(ResourceType::SubpassInput { .. }) => {
                Capability::InputAttachmentArrayDynamicIndexing
            }
            _ => Capability::SampledImageArrayDynamicIndexing,
        };
        self.capability(cap);
    }

    /// The SPIR-V pointee type for a chain position.
    fn pointee_type(&mut self, p: &PtrInfo<'m>, span: Span) -> u32 {
        let laid_out = is_laid_out(p.class);
        match p.ir {
            Type::Resource(r) => match r {
                ResourceType::Texture { .. }
                | ResourceType::TypedBuffer { .. }
                | ResourceType::Sampler { .. }
                | ResourceType::AccelerationStructure
                | ResourceType::SubpassInput { .. } => {
                    let fmt = p
                        .global
                        .and_then(|g| self.m.global(g))
                        .and_then(|g| g.image_format.as_deref());
                    self.resource_type(r, fmt, span)
                }
                _ => match (p.global.and_then(|g| self.m.global(g)), p.ir_id) {
                    (Some(g), Some(id)) => self.block_type(g, id),
                    _ => {
                        self.error(span, "internal: buffer pointer without its global");
                        self.u32_ty()
                    }
                },
            },
            Type::Scalar(s) if laid_out && s.is_bool() => self.u32_ty(),
            Type::Vector { scalar, size } if laid_out && scalar.is_bool() => {
                self.vec_ty(Scalar::UINT, size as u32)
            }
            Type::Scalar(s) => self.scalar_ty(s),
            Type::Vector { scalar, size } => self.vec_ty(scalar, size as u32),
            Type::Matrix { scalar, rows, cols } => self.matrix_ty(scalar, rows, cols),
            _ if laid_out => match p.layout {
                Some(l) => self.layout_type(l, false, span),
                None => {
                    self.error(span, "internal: buffer contents without a layout");
                    self.u32_ty()
                }
            },
            _ => match p.ir_id {
                Some(id) => self.reg_type(id, span),
                None => {
                    self.error(span, "internal: pointee type unknown");
                    self.u32_ty()
                }
            },
        }
    }

    pub fn emit_load(&mut self, id: InstId, pointer: Value, ty: TypeId, span: Span) {
        let ptr = self.value(pointer, span);
        let Some(p) = self.ptr_info(pointer, span) else {
            return;
        };
        if matches!(p.ir, Type::Resource(_)) {
            self.error(
                span,
                "A resource cannot be loaded as a value; use it through texture or buffer operations.",
            );
            return;
        }
        let reg = self.reg_type(ty, span);
        let mut operands = vec![ptr];
        operands.extend(aligned(&p).into_iter().flatten());
        let r = if !is_laid_out(p.class) || p.spv_pointee == reg {
            let r = self.result_id(id);
            self.code_r(Op::Load, reg, r, &operands)
        } else {
            let raw = self.code_new(Op::Load, p.spv_pointee, &operands);
            let v = self.memory_to_register(raw, ty, p.spv_pointee, p.layout, span);
            self.bind_result(id, v);
            self.result_id(id)
        };
        if p.nonuniform {
            self.decorate(r, Decoration::NonUniform, &[]);
        }
    }

    pub fn emit_store(&mut self, pointer: Value, value: Value, span: Span) {
        let v = self.value(value, span);
        let vty = self.ir_type(value);
        self.store_id(pointer, v, vty, span);
    }

    /// Stores the SPIR-V value `v` of IR type `vty` through an IR pointer.
    pub fn store_id(&mut self, pointer: Value, v: u32, vty: TypeId, span: Span) {
        let ptr = self.value(pointer, span);
        let Some(p) = self.ptr_info(pointer, span) else {
            return;
        };
        let reg = self.reg_type(vty, span);
        let stored = if !is_laid_out(p.class) || p.spv_pointee == reg {
            v
        } else {
            self.register_to_memory(v, vty, p.spv_pointee, p.layout, span)
        };
        let mut operands = vec![ptr, stored];
        operands.extend(aligned(&p).into_iter().flatten());
        self.code(Op::Store, &operands);
    }

    /// Converts a laid-out value `raw` (SPIR-V type `mem_ty`) to the register value of `ty`.
    fn memory_to_register(
        &mut self,
        raw: u32,
        ty: TypeId,
        mem_ty: u32,
        layout: Option<&'m TypeLayout>,
        span: Span,
    ) -> u32 {
        self.convert_buffer_value(BufferCopy::Load, raw, ty, mem_ty, layout, span, 0)
    }

    /// Converts a register value to its laid-out form of SPIR-V type `mem_ty`.
    fn register_to_memory(
        &mut self,
        v: u32,
        ty: TypeId,
        mem_ty: u32,
        layout: Option<&'m TypeLayout>,
        span: Span,
    ) -> u32 {
        self.convert_buffer_value(BufferCopy::Store, v, ty, mem_ty, layout, span, 0)
    }

    /// Converts `value` between the register form of `ty` and its laid-out form of SPIR-V type
    /// `mem_ty`, in the direction `dir`. Both directions walk the type the same way; they differ
    /// only in which side a composite is taken apart from and which side it is rebuilt as.
    #[allow(clippy::too_many_arguments)]
    fn convert_buffer_value(
        &mut self,
        dir: BufferCopy,
        value: u32,
        ty: TypeId,
        mem_ty: u32,
        layout: Option<&'m TypeLayout>,
        span: Span,
        depth: u32,
    ) -> u32 {
        let reg = self.reg_type(ty, span);
        if reg == mem_ty {
            return value;
        }
        if depth > 32 {
            self.error(span, "internal: type nests too deeply");
            return value;
        }
        let result_ty = match dir {
            BufferCopy::Load => reg,
            BufferCopy::Store => mem_ty,
        };
        match self.m.types.get(ty) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } if s.is_bool() => match dir {
                BufferCopy::Load => {
                    let zero = self.const_splat_memory_uint(ty, 0, span);
                    self.code_new(Op::INotEqual, reg, &[value, zero])
                }
                BufferCopy::Store => {
                    let one = self.const_splat_memory_uint(ty, 1, span);
                    let zero = self.const_splat_memory_uint(ty, 0, span);
                    self.code_new(Op::Select, mem_ty, &[value, one, zero])
                }
            },
            // OpCopyLogical is SPIR-V 1.4; before, the struct and array arms copy part by part.
            _ if !contains_bool(self.m, ty) && self.opts.env.spirv_version() >= (1, 4) => {
                self.code_new(Op::CopyLogical, result_ty, &[value])
            }
            Type::Struct(sid) => {
                let members: Vec<TypeId> = self
                    .m
                    .types
                    .struct_def(sid)
                    .map(|d| d.members.iter().map(|m| m.ty).collect())
                    .unwrap_or_default();
                let mut parts = Vec::new();
                for (i, mty) in members.into_iter().enumerate() {
                    let ml = match layout.map(|l| &l.kind) {
                        Some(LayoutKind::Struct { members, .. }) => {
                            members.get(i).map(|m| &m.layout)
                        }
                        _ => None,
                    };
                    let Some(ml) = ml else {
                        self.error(span, "internal: struct layout does not match its type");
                        return value;
                    };
                    let mem_member = self.layout_type(ml, false, span);
                    let source_member = self.copy_source_type(dir, mem_member, mty, span);
                    let e = self.code_new(Op::CompositeExtract, source_member, &[value, i as u32]);
                    parts.push(self.convert_buffer_value(
                        dir,
                        e,
                        mty,
                        mem_member,
                        Some(ml),
                        span,
                        depth + 1,
                    ));
                }
                self.code_new(Op::CompositeConstruct, result_ty, &parts)
            }
            Type::Array { element, length } => {
                let Some(LayoutKind::Array { element: el, .. }) = layout.map(|l| &l.kind) else {
                    self.error(span, "internal: array layout does not match its type");
                    return value;
                };
                if length > MAX_ELEMENTWISE {
                    let what = if contains_bool(self.m, ty) {
                        "An array of bools this large"
                    } else {
                        "An array this large, before SPIR-V 1.4 (which has OpCopyLogical),"
                    };
                    let message = match dir {
                        BufferCopy::Load => format!("{what} cannot be copied from a buffer."),
                        BufferCopy::Store => format!("{what} cannot be copied to a buffer."),
                    };
                    self.error(span, message);
                    return value;
                }
                let mem_el = self.layout_type(el, false, span);
                let source_el = self.copy_source_type(dir, mem_el, element, span);
                let mut parts = Vec::new();
                for k in 0..length {
                    let e = self.code_new(Op::CompositeExtract, source_el, &[value, k]);
                    parts.push(self.convert_buffer_value(
                        dir,
                        e,
                        element,
                        mem_el,
                        Some(el),
                        span,
                        depth + 1,
                    ));
                }
                self.code_new(Op::CompositeConstruct, result_ty, &parts)
            }
            _ => {
                let message = match dir {
                    BufferCopy::Load => "internal: cannot convert this type from buffer memory",
                    BufferCopy::Store => "internal: cannot convert this type to buffer memory",
                };
                self.error(span, message);
                value
            }
        }
    }

    /// SPIR-V type of a member taken apart from the source side of a copy: the laid-out type
    /// `mem_ty` on load, the register type of `ty` on store.
    fn copy_source_type(&mut self, dir: BufferCopy, mem_ty: u32, ty: TypeId, span: Span) -> u32 {
        match dir {
            BufferCopy::Load => mem_ty,
            BufferCopy::Store => self.reg_type(ty, span),
        }
    }

    /// `uint` constant `bits` shaped like the bool scalar/vector `ty`.
    fn const_splat_memory_uint(&mut self, ty: TypeId, bits: u32, span: Span) -> u32 {
        let c = self.const_u32(bits);
        match self.m.types.get(ty) {
            Type::Vector { size, .. } if size > 1 => {
                let t = self.vec_ty(Scalar::UINT, size as u32);
                self.const_composite(t, vec![c; size as usize])
            }
            Type::Scalar(_) | Type::Vector { .. } => c,
            _ => {
                self.error(span, "internal: bool conversion of a non-bool type");
                c
            }
        }
    }

    pub fn emit_buffer_length(&mut self, id: InstId, buffer: Value, span: Span) {
        let b = self.value(buffer, span);
        let Some(p) = self.ptr_info(buffer, span) else {
            return;
        };
        if !matches!(
            p.ir,
            Type::Resource(
                ResourceType::StructuredBuffer { .. } | ResourceType::ByteAddressBuffer { .. }
            )
        ) {
            self.error(
                span,
                "The length can only be asked of a structured or byte-address buffer.",
            );
            return;
        }
        let u = self.u32_ty();
        let r = self.result_id(id);
        self.code_r(Op::ArrayLength, u, r, &[b, 0]);
    }

    /// Records that `id` (a `NonUniformResourceIndex` result) is non-uniform.
    pub fn mark_nonuniform(&mut self, id: InstId) {
        self.fs.nonuniform.insert(Value::Inst(id));
        let r = self.result_id(id);
        self.decorate(r, Decoration::NonUniform, &[]);
        self.capability(Capability::ShaderNonUniform);
    }
}

/// Whether a type holds a bool anywhere (those need member-wise buffer conversion).
/// The `Aligned` memory operand of an access through a physical pointer (none elsewhere).
pub(super) fn aligned(p: &PtrInfo<'_>) -> Option<[u32; 2]> {
    (p.class == StorageClass::PhysicalStorageBuffer)
        .then(|| [spirv::MemoryAccess::ALIGNED.bits(), p.align.max(1)])
}

/// `align` narrowed to what an address `offset` bytes further is still aligned to.
fn narrow(align: u32, offset: u32) -> u32 {
    if align == 0 || offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros())
    }
}

/// Bytes a scalar takes in buffer memory (`bool` is stored as a 32-bit `uint`).
fn memory_size(s: Scalar) -> u32 {
    if s.is_bool() {
        4
    } else {
        s.size()
    }
}

/// Whether a value of `ty` holds a `vk::BufferPointer` (itself or as an array element).
pub(super) fn holds_buffer_pointer(m: &crate::ir::Module, ty: TypeId) -> bool {
    let element = m.types.innermost_element(ty);
    matches!(m.types.get(element), Type::BufferPointer { .. })
}

pub(super) fn contains_bool(m: &crate::ir::Module, ty: TypeId) -> bool {
    any_scalar(m, ty, &|s| s.is_bool())
}

fn contains_resource(m: &crate::ir::Module, ty: TypeId) -> bool {
    any_leaf(m, ty, &|leaf| matches!(leaf, Type::Resource(_)))
}
