//! Texture operations, atomics and barriers.
//!
//! Textures and samplers are separate variables: each use loads them and builds an
//! `OpSampledImage`. Sampling and fetches yield 4-vectors that are narrowed to the IR result.
//! A constant texel offset is `ConstOffset`; a run-time one is `Offset`, allowed only for
//! gathers (capability `ImageGatherExtended`). Storage images without a declared format add
//! `StorageImageReadWithoutFormat` / `StorageImageWriteWithoutFormat` when read or written.
//! Atomics use `Workgroup` scope on groupshared memory and `Device` scope otherwise, with
//! relaxed semantics; texel atomics go through `OpImageTexelPointer`. Barriers use DXC's
//! scopes and semantics (group: Workgroup/0x108, device: Device/0x848, all: Device/0x948).

use super::instructions::Shape;
use super::types::TyKey;
use super::writer::{Emitter, PtrInfo};
use crate::ir::{AtomicOp, BarrierFlags, InstId, TextureOp, Value};
use crate::source::Span;
use crate::types::{Access, ResourceType, Scalar, Type, TypeId};
use spirv::{Capability, Decoration, ImageOperands, Op, StorageClass};

/// What a texture instruction has besides its opcode and operands (see
/// [`crate::ir::InstKind::Texture`]).
#[derive(Clone, Copy, Debug)]
pub struct TextureExtras {
    pub offset: Option<Value>,
    pub min_lod: Option<Value>,
    pub sparse: bool,
}

impl<'m> Emitter<'m> {
    /// The handle behind an image or sampler pointer, loaded once per block.
    pub(super) fn load_handle(&mut self, ptr: u32, ty: u32, nonuniform: bool) -> u32 {
        if let Some(&h) = self.fs.handles.get(&(ptr, nonuniform)) {
            return h;
        }
        let h = self.code_new(Op::Load, ty, &[ptr]);
        if nonuniform {
            self.decorate(h, Decoration::NonUniform, &[]);
        }
        self.fs.handles.insert((ptr, nonuniform), h);
        h
    }

    /// Loads the image behind a resource pointer; returns (image id, pointer info).
    fn load_image(&mut self, v: Value, span: Span) -> Option<(u32, PtrInfo<'m>)> {
        let ptr = self.value(v, span);
        let p = self.ptr_info(v, span)?;
        if !matches!(
            p.ir,
            Type::Resource(
                ResourceType::Texture { .. }
                    | ResourceType::TypedBuffer { .. }
                    | ResourceType::SubpassInput { .. }
            )
        ) {
            self.error(
                span,
                "internal: texture operation on something that is not a texture",
            );
            return None;
        }
        let img = self.load_handle(ptr, p.spv_pointee, p.nonuniform);
        Some((img, p))
    }

    fn sampled_image(
        &mut self,
        img: u32,
        img_ty: u32,
        sampler: Value,
        nonuniform: bool,
        span: Span,
    ) -> Option<u32> {
        let sptr = self.value(sampler, span);
        let sp = self.ptr_info(sampler, span)?;
        if matches!(
            sp.ir,
            Type::Resource(ResourceType::Texture { combined: true, .. })
        ) {
            // A combined image sampler is its own sampler: the loaded handle is the sampled
            // image (the same load as the texture operand's).
            return Some(self.load_handle(sptr, sp.spv_pointee, nonuniform || sp.nonuniform));
        }
        if !matches!(sp.ir, Type::Resource(ResourceType::Sampler { .. })) {
            self.error(span, "internal: sampler operand is not a sampler");
            return None;
        }
        let nonuniform = nonuniform || sp.nonuniform;
        let smp = self.load_handle(sptr, sp.spv_pointee, nonuniform);
        if let Some(&si) = self.fs.sampled_images.get(&(img, smp, nonuniform)) {
            return Some(si);
        }
        let si_ty = self.ty(TyKey::SampledImage(img_ty));
        let si = self.code_new(Op::SampledImage, si_ty, &[img, smp]);
        if nonuniform {
            self.decorate(si, Decoration::NonUniform, &[]);
        }
        self.fs.sampled_images.insert((img, smp, nonuniform), si);
        Some(si)
    }

    pub fn emit_texture(
        &mut self,
        id: InstId,
        op: TextureOp,
        operands: &[Value],
        extras: TextureExtras,
        ty: TypeId,
        span: Span,
    ) {
        let TextureExtras {
            offset,
            min_lod,
            sparse,
        } = extras;
        let (lo, hi) = op.operand_range();
        if operands.len() < lo || operands.len() > hi {
            self.error(
                span,
                format!("internal: '{}' has {} operands", op.name(), operands.len()),
            );
            return;
        }
        let implicit_lod = matches!(
            op,
            TextureOp::Sample
                | TextureOp::SampleBias
                | TextureOp::SampleCompare
                | TextureOp::SampleCompareBias
                | TextureOp::QueryLod
        );
        if implicit_lod && !self.has_derivatives() {
            self.error(
                span,
                format!(
                    "'{}' needs screen-space derivatives, which only pixel and compute shaders have; use an explicit level (SampleLevel, SampleCmpLevelZero) instead.",
                    op.name()
                ),
            );
            return;
        }
        let Some((handle, p)) = self.load_image(operands[0], span) else {
            return;
        };
        // A combined image sampler's handle is a sampled image: sampling uses it as it is, and
        // everything else reads the image inside it (`OpImage`).
        let (img, img_ty) = match p.ir {
            Type::Resource(r @ ResourceType::Texture { combined: true, .. }) => {
                let img_ty = self.resource_type(r.without_own_sampler(), None, span);
                if op.takes_sampler() {
                    (handle, img_ty)
                } else {
                    let key = (handle, 0, p.nonuniform);
                    let img = match self.fs.sampled_images.get(&key) {
                        Some(&img) => img,
                        None => {
                            let img = self.code_new(Op::Image, img_ty, &[handle]);
                            if p.nonuniform {
                                self.decorate(img, Decoration::NonUniform, &[]);
                            }
                            self.fs.sampled_images.insert(key, img);
                            img
                        }
                    };
                    (img, img_ty)
                }
            }
            _ => (handle, p.spv_pointee),
        };
        let (storage, multisampled, is_buffer, texel_scalar) = match p.ir {
            Type::Resource(ResourceType::Texture {
                access,
                multisampled,
                texel,
                ..
            }) => (
                access == Access::ReadWrite,
                multisampled,
                false,
                self.m.types.scalar_of(texel),
            ),
            Type::Resource(ResourceType::TypedBuffer { access, texel }) => (
                access == Access::ReadWrite,
                false,
                true,
                self.m.types.scalar_of(texel),
            ),
            // Read like a storage image (OpImageRead at the pixel's own position, which the
            // coordinate's zeros address).
            Type::Resource(ResourceType::SubpassInput {
                multisampled,
                texel,
            }) => (true, multisampled, false, self.m.types.scalar_of(texel)),
            _ => return,
        };
        // Subpass data has no format, and reading it needs no capability for that.
        let subpass = matches!(p.ir, Type::Resource(ResourceType::SubpassInput { .. }));
        let format_unknown = !subpass
            && p.global
                .and_then(|g| self.m.global(g))
                .map(|g| g.image_format.is_none())
                .unwrap_or(true);
        let sampled_scalar = match texel_scalar {
            Some(s) if s.is_bool() => Scalar::UINT,
            Some(s) => s,
            None => Scalar::FLOAT,
        };
        let vec4 = self.vec_ty(sampled_scalar, 4);
        // Image operands: ConstOffset or (gather only) Offset.
        let mut mask = ImageOperands::NONE;
        // Image operands after the level ones, in their bit order: the offset(s), then the
        // minimum LOD.
        let offset_ops = |e: &mut Self, mask: &mut ImageOperands, extra: &mut Vec<u32>| {
            if let Some((bit, id)) = offset.and_then(|o| e.offset_operand(op, o, span)) {
                *mask |= bit;
                extra.push(id);
            }
            e.min_lod_operand(min_lod, mask, extra, span);
        };
        let nonuniform = p.nonuniform;
        let result: Option<u32> = match op {
            TextureOp::Sample
            | TextureOp::SampleBias
            | TextureOp::SampleLevel
            | TextureOp::SampleGrad
            | TextureOp::Gather { .. }
            | TextureOp::QueryLod => {
                let Some(si) = self.sampled_image(img, img_ty, operands[1], nonuniform, span)
                else {
                    return;
                };
                let coord = self.value(operands[2], span);
                let (opcode, mut pre) = match op {
                    TextureOp::Sample => (Op::ImageSampleImplicitLod, vec![]),
                    TextureOp::SampleBias => {
                        mask |= ImageOperands::BIAS;
                        (
                            Op::ImageSampleImplicitLod,
                            vec![self.value(operands[3], span)],
                        )
                    }
                    TextureOp::SampleLevel => {
                        mask |= ImageOperands::LOD;
                        (
                            Op::ImageSampleExplicitLod,
                            vec![self.value(operands[3], span)],
                        )
                    }
                    TextureOp::SampleGrad => {
                        mask |= ImageOperands::GRAD;
                        let dx = self.value(operands[3], span);
                        let dy = self.value(operands[4], span);
                        (Op::ImageSampleExplicitLod, vec![dx, dy])
                    }
                    TextureOp::Gather { component } => {
                        let c = self.const_u32(component.min(3));
                        (Op::ImageGather, vec![c])
                    }
                    _ => {
                        self.capability(Capability::ImageQuery);
                        let v2 = self.vec_ty(Scalar::FLOAT, 2);
                        let r = self.code_new(Op::ImageQueryLod, v2, &[si, coord]);
                        self.finish_texture(id, r, 2, false, ty, span);
                        return;
                    }
                };
                offset_ops(self, &mut mask, &mut pre);
                let mut ops = vec![si, coord];
                if let TextureOp::Gather { .. } = op {
                    ops.push(pre.remove(0));
                }
                if !mask.is_empty() {
                    ops.push(mask.bits());
                    ops.extend(pre);
                }
                let r = self.texture_inst(opcode, vec4, &ops, sparse);
                if nonuniform {
                    self.decorate(r, Decoration::NonUniform, &[]);
                }
                self.finish_texture(id, r, 4, sparse, ty, span);
                return;
            }
            TextureOp::SampleCompare
            | TextureOp::SampleCompareLevelZero
            | TextureOp::SampleCompareLevel
            | TextureOp::SampleCompareBias
            | TextureOp::SampleCompareGrad
            | TextureOp::GatherCompare => {
                let Some(si) = self.sampled_image(img, img_ty, operands[1], nonuniform, span)
                else {
                    return;
                };
                let coord = self.value(operands[2], span);
                let dref = self.value(operands[3], span);
                let mut pre = Vec::new();
                let (opcode, rty) = match op {
                    TextureOp::SampleCompare => (Op::ImageSampleDrefImplicitLod, self.f32_ty()),
                    TextureOp::SampleCompareLevelZero => {
                        mask |= ImageOperands::LOD;
                        pre.push(self.const_f32(0.0));
                        (Op::ImageSampleDrefExplicitLod, self.f32_ty())
                    }
                    TextureOp::SampleCompareLevel => {
                        mask |= ImageOperands::LOD;
                        pre.push(self.value(operands[4], span));
                        (Op::ImageSampleDrefExplicitLod, self.f32_ty())
                    }
                    TextureOp::SampleCompareBias => {
                        mask |= ImageOperands::BIAS;
                        pre.push(self.value(operands[4], span));
                        (Op::ImageSampleDrefImplicitLod, self.f32_ty())
                    }
                    TextureOp::SampleCompareGrad => {
                        mask |= ImageOperands::GRAD;
                        pre.push(self.value(operands[4], span));
                        pre.push(self.value(operands[5], span));
                        (Op::ImageSampleDrefExplicitLod, self.f32_ty())
                    }
                    _ => (Op::ImageDrefGather, self.vec_ty(Scalar::FLOAT, 4)),
                };
                offset_ops(self, &mut mask, &mut pre);
                let mut ops = vec![si, coord, dref];
                if !mask.is_empty() {
                    ops.push(mask.bits());
                    ops.extend(pre);
                }
                let r = self.texture_inst(opcode, rty, &ops, sparse);
                let n = if op == TextureOp::GatherCompare { 4 } else { 1 };
                self.finish_texture(id, r, n, sparse, ty, span);
                return;
            }
            TextureOp::Load => {
                let coord = self.value(operands[1], span);
                let mut pre = Vec::new();
                // The sample index goes after the offset: image operands follow their bit order
                // (ConstOffset 0x8 before Sample 0x40).
                let mut sample = None;
                let opcode = if storage {
                    if format_unknown {
                        self.capability(Capability::StorageImageReadWithoutFormat);
                    }
                    if multisampled {
                        mask |= ImageOperands::SAMPLE;
                        let s = match operands.get(2) {
                            Some(v) => self.value(*v, span),
                            None => self.const_i32(0),
                        };
                        sample = Some(s);
                    }
                    Op::ImageRead
                } else {
                    if multisampled {
                        mask |= ImageOperands::SAMPLE;
                        let s = match operands.get(2) {
                            Some(v) => self.value(*v, span),
                            None => self.const_i32(0),
                        };
                        sample = Some(s);
                    } else if !is_buffer {
                        mask |= ImageOperands::LOD;
                        let l = match operands.get(2) {
                            Some(v) => self.value(*v, span),
                            None => self.const_i32(0),
                        };
                        pre.push(l);
                    }
                    Op::ImageFetch
                };
                if offset.is_some() && !storage && !is_buffer {
                    offset_ops(self, &mut mask, &mut pre);
                } else if offset.is_some() {
                    self.error(
                        span,
                        "A texel offset is only allowed on sampled texture loads.",
                    );
                }
                pre.extend(sample);
                let mut ops = vec![img, coord];
                if !mask.is_empty() {
                    ops.push(mask.bits());
                    ops.extend(pre);
                }
                let r = self.texture_inst(opcode, vec4, &ops, sparse);
                self.finish_texture(id, r, 4, sparse, ty, span);
                return;
            }
            TextureOp::Store => {
                if !storage {
                    self.error(span, "Only read-write textures and buffers can be written.");
                    return;
                }
                if format_unknown {
                    self.capability(Capability::StorageImageWriteWithoutFormat);
                }
                let coord = self.value(operands[1], span);
                let texel = self.value(operands[2], span);
                let mut ops = vec![img, coord, texel];
                if multisampled {
                    let s = self.const_i32(0);
                    ops.push(ImageOperands::SAMPLE.bits());
                    ops.push(s);
                }
                self.code(Op::ImageWrite, &ops);
                None
            }
            TextureOp::QuerySize => {
                self.capability(Capability::ImageQuery);
                let t = self.reg_type(ty, span);
                if storage || multisampled || is_buffer {
                    if operands.len() > 1 {
                        self.error(span, "This texture has no mip levels to ask the size of.");
                    }
                    Some(self.code_new(Op::ImageQuerySize, t, &[img]))
                } else {
                    let lod = match operands.get(1) {
                        Some(v) => self.value(*v, span),
                        None => self.const_u32(0),
                    };
                    Some(self.code_new(Op::ImageQuerySizeLod, t, &[img, lod]))
                }
            }
            TextureOp::QueryLevels | TextureOp::QuerySamples => {
                self.capability(Capability::ImageQuery);
                let t = self.reg_type(ty, span);
                let opcode = if op == TextureOp::QueryLevels {
                    Op::ImageQueryLevels
                } else {
                    Op::ImageQuerySamples
                };
                Some(self.code_new(opcode, t, &[img]))
            }
        };
        if let Some(r) = result {
            self.bind_result(id, r);
        }
    }

    /// The image instruction `opcode` with result type `rty`, or its `OpImageSparse*` form,
    /// which yields `{ uint residency code, rty }`.
    fn texture_inst(&mut self, opcode: Op, rty: u32, ops: &[u32], sparse: bool) -> u32 {
        if !sparse {
            return self.code_new(opcode, rty, ops);
        }
        let sparse_op = match opcode {
            Op::ImageSampleImplicitLod => Op::ImageSparseSampleImplicitLod,
            Op::ImageSampleExplicitLod => Op::ImageSparseSampleExplicitLod,
            Op::ImageSampleDrefImplicitLod => Op::ImageSparseSampleDrefImplicitLod,
            Op::ImageSampleDrefExplicitLod => Op::ImageSparseSampleDrefExplicitLod,
            Op::ImageGather => Op::ImageSparseGather,
            Op::ImageDrefGather => Op::ImageSparseDrefGather,
            Op::ImageFetch => Op::ImageSparseFetch,
            Op::ImageRead => Op::ImageSparseRead,
            other => other,
        };
        self.capability(Capability::SparseResidency);
        let uint = self.u32_ty();
        let st = self.struct_ty(&[uint, rty]);
        self.code_new(sparse_op, st, ops)
    }

    /// A `{ uint, T }` struct of the residency code and the value.
    fn struct_ty(&mut self, members: &[u32]) -> u32 {
        self.ty(TyKey::Struct(members.to_vec()))
    }

    /// The `MinLod` image operand (the sampling methods' clamp argument).
    fn min_lod_operand(
        &mut self,
        min_lod: Option<Value>,
        mask: &mut ImageOperands,
        extra: &mut Vec<u32>,
        span: Span,
    ) {
        if let Some(l) = min_lod {
            self.capability(Capability::MinLod);
            *mask |= ImageOperands::MIN_LOD;
            let v = self.value(l, span);
            extra.push(v);
        }
    }

    /// The image operand for texel offset `o` of `op` and its id: `ConstOffset`, `Offset` (a
    /// run-time offset, gathers only) or `ConstOffsets` (an `int2[4]` of a gather); `None`
    /// after reporting an offset the operation cannot take.
    fn offset_operand(
        &mut self,
        op: TextureOp,
        o: Value,
        span: Span,
    ) -> Option<(ImageOperands, u32)> {
        let id = self.value(o, span);
        let constant = matches!(o, Value::Constant(_));
        let gather = matches!(op, TextureOp::Gather { .. } | TextureOp::GatherCompare);
        if matches!(self.m.types.get(self.ir_type(o)), Type::Array { .. }) {
            // A gather's four offsets: one per gathered texel, constants only.
            if !constant {
                self.error(
                    span,
                    "The four offsets of a gather must be constants (they are once the \
                     loop that computes them is unrolled: add [unroll]).",
                );
                return None;
            }
            self.capability(Capability::ImageGatherExtended);
            return Some((ImageOperands::CONST_OFFSETS, id));
        }
        if constant {
            return Some((ImageOperands::CONST_OFFSET, id));
        }
        if !gather {
            self.error(
                span,
                "A texel offset must be a constant except for gathers.",
            );
            return None;
        }
        self.capability(Capability::ImageGatherExtended);
        Some((ImageOperands::OFFSET, id))
    }

    /// Narrows an `n`-component texture result to the IR result type; for a `sparse` result
    /// the value member is narrowed and the IR's `{ uint, T }` struct rebuilt around it.
    fn finish_texture(&mut self, id: InstId, r: u32, n: u32, sparse: bool, ty: TypeId, span: Span) {
        if sparse {
            let Some(value_ty) = self.sparse_value_type(ty) else {
                self.error(span, "internal: a sparse texture result is not { uint, T }");
                return;
            };
            let uint = self.u32_ty();
            let code = self.code_new(Op::CompositeExtract, uint, &[r, 0]);
            let wide = match n {
                1 => self.f32_ty(),
                _ => {
                    let s = self.m.types.scalar_of(value_ty).unwrap_or(Scalar::FLOAT);
                    self.vec_ty(s, n)
                }
            };
            let texel = self.code_new(Op::CompositeExtract, wide, &[r, 1]);
            let value = self.narrow_texel(texel, n, value_ty, span);
            let t = self.reg_type(ty, span);
            let out = self.code_new(Op::CompositeConstruct, t, &[code, value]);
            self.bind_result(id, out);
            return;
        }
        let out = self.narrow_texel(r, n, ty, span);
        self.bind_result(id, out);
    }

    /// `T` of a sparse result struct `{ uint, T }`.
    fn sparse_value_type(&self, ty: TypeId) -> Option<TypeId> {
        let Type::Struct(s) = self.m.types.get(ty) else {
            return None;
        };
        match &self.m.types.struct_def(s)?.members[..] {
            [_, value] => Some(value.ty),
            _ => None,
        }
    }

    /// An `n`-component texel `r` as the IR type `ty` (a scalar or fewer components).
    fn narrow_texel(&mut self, r: u32, n: u32, ty: TypeId, span: Span) -> u32 {
        let want = self.shape(ty);
        let t = self.reg_type(ty, span);
        match want {
            Some(Shape::Scalar(_)) if n > 1 => self.code_new(Op::CompositeExtract, t, &[r, 0]),
            Some(Shape::Vector(_, k)) if k < n => {
                let mut ops = vec![r, r];
                ops.extend(0..k);
                self.code_new(Op::VectorShuffle, t, &ops)
            }
            Some(_) => r,
            None => {
                self.error(span, "internal: texture result is not numeric");
                r
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn emit_atomic(
        &mut self,
        id: InstId,
        op: Option<AtomicOp>,
        pointer: Value,
        coordinate: Option<Value>,
        comparand: Option<Value>,
        value: Value,
        ty: TypeId,
        span: Span,
    ) {
        let base = self.value(pointer, span);
        let Some(p) = self.ptr_info(pointer, span) else {
            return;
        };
        let (ptr, target_scalar, scope) = match coordinate {
            Some(c) => {
                let texel = match p.ir {
                    Type::Resource(ResourceType::Texture {
                        access: Access::ReadWrite,
                        texel,
                        ..
                    })
                    | Type::Resource(ResourceType::TypedBuffer {
                        access: Access::ReadWrite,
                        texel,
                    }) => self.m.types.scalar_of(texel),
                    _ => None,
                };
                let Some(ts) = texel.filter(|s| s.is_integer()) else {
                    self.error(
                        span,
                        "Atomics on textures need a read-write texture of int or uint.",
                    );
                    return;
                };
                let coord = self.value(c, span);
                let st = self.scalar_ty(ts);
                let pt = self.ptr_ty(StorageClass::Image, st);
                let zero = self.const_u32(0);
                let tp = self.code_new(Op::ImageTexelPointer, pt, &[base, coord, zero]);
                (tp, ts, 1u32)
            }
            None => {
                let Type::Scalar(s) = p.ir else {
                    self.error(span, "Atomics need a pointer to an int or uint.");
                    return;
                };
                if !s.is_integer() {
                    self.error(span, "Atomics need a pointer to an int or uint.");
                    return;
                }
                let scope = if p.class == StorageClass::Workgroup {
                    2
                } else {
                    1
                };
                (base, s, scope)
            }
        };
        if target_scalar.width == 64 {
            self.check_feature(
                crate::ir::features::device_features::INT64_ATOMICS,
                "a 64-bit atomic",
            );
        }
        let target_ty = self.scalar_ty(target_scalar);
        let result_ty = self.reg_type(ty, span);
        let mut v = self.value(value, span);
        if result_ty != target_ty {
            v = self.code_new(Op::Bitcast, target_ty, &[v]);
        }
        let scope_id = self.const_u32(scope);
        let relaxed = self.const_u32(0);
        let r = match op {
            Some(op) => {
                let signed = target_scalar.is_signed();
                let opcode = match op {
                    AtomicOp::Add => Op::AtomicIAdd,
                    AtomicOp::Sub => Op::AtomicISub,
                    AtomicOp::And => Op::AtomicAnd,
                    AtomicOp::Or => Op::AtomicOr,
                    AtomicOp::Xor => Op::AtomicXor,
                    AtomicOp::Min if signed => Op::AtomicSMin,
                    AtomicOp::Min => Op::AtomicUMin,
                    AtomicOp::Max if signed => Op::AtomicSMax,
                    AtomicOp::Max => Op::AtomicUMax,
                    AtomicOp::Exchange => Op::AtomicExchange,
                };
                self.code_new(opcode, target_ty, &[ptr, scope_id, relaxed, v])
            }
            None => {
                let mut cmp = match comparand {
                    Some(c) => self.value(c, span),
                    None => return,
                };
                if result_ty != target_ty {
                    cmp = self.code_new(Op::Bitcast, target_ty, &[cmp]);
                }
                self.code_new(
                    Op::AtomicCompareExchange,
                    target_ty,
                    &[ptr, scope_id, relaxed, relaxed, v, cmp],
                )
            }
        };
        let out = if result_ty != target_ty {
            self.code_new(Op::Bitcast, result_ty, &[r])
        } else {
            r
        };
        self.bind_result(id, out);
    }

    /// DXC's mapping (`processIntrinsicMemoryBarrier`, `processIntrinsicBarrier`): memory scope
    /// Device, Workgroup or Invocation; semantics AcquireRelease with Uniform and Image memory
    /// for buffers and textures and Workgroup memory for groupshared (none without memory);
    /// a group sync makes it an `OpControlBarrier` at Workgroup scope.
    pub fn emit_barrier(&mut self, flags: BarrierFlags) {
        let scope = if flags.contains(BarrierFlags::DEVICE_SCOPE) {
            spirv::Scope::Device
        } else if flags.contains(BarrierFlags::GROUP_SCOPE) {
            spirv::Scope::Workgroup
        } else {
            spirv::Scope::Invocation
        };
        let mut semantics = spirv::MemorySemantics::empty();
        if flags.contains(BarrierFlags::DEVICE_MEMORY) {
            semantics |=
                spirv::MemorySemantics::UNIFORM_MEMORY | spirv::MemorySemantics::IMAGE_MEMORY;
        }
        if flags.contains(BarrierFlags::GROUP_MEMORY) {
            semantics |= spirv::MemorySemantics::WORKGROUP_MEMORY;
        }
        let control = flags.contains(BarrierFlags::GROUP_SYNC);
        if control && scope == spirv::Scope::Invocation {
            // Vulkan allows a control barrier no semantics at Invocation memory scope
            // (VUID-StandaloneSpirv-None-04641): an invocation sees its own accesses in order.
            semantics = spirv::MemorySemantics::empty();
        } else if !semantics.is_empty() {
            semantics |= spirv::MemorySemantics::ACQUIRE_RELEASE;
        }
        let scope_id = self.const_u32(scope as u32);
        let sem_id = self.const_u32(semantics.bits());
        if control {
            let exec = self.const_u32(spirv::Scope::Workgroup as u32);
            self.code(Op::ControlBarrier, &[exec, scope_id, sem_id]);
        } else {
            self.code(Op::MemoryBarrier, &[scope_id, sem_id]);
        }
    }
}
