//! Resources: module globals for HIR globals, and resource methods (texture sampling, loads,
//! stores and queries; structured, typed and byte-address buffers; append/consume counters;
//! `Interlocked*` atomics).
//!
//! Input: HIR globals and `ExprKind::Intrinsic` resource methods (`args[0]` is the resource).
//! Output: IR globals (textures, samplers, typed buffers in `UniformConstant`; constant buffers
//! in `Uniform`; structured, byte-address and texture buffers in `StorageBuffer`; push constants
//! in `PushConstant`; `static` and folded constants in `Private` with a constant initializer;
//! `groupshared` in `Workgroup`) and IR texture/atomic instructions per the IR's operand table.
//! Conventions: `Texture.Load(int3 coordAndMip)` splits into coordinate and level; byte-address
//! `LoadN`/`StoreN` are N word accesses at `offset >> 2`; `GetDimensions` queries are converted
//! to each out-argument's type; `Append`/`Consume` go through the `counter.var.<name>` word.
//! Every bound global carries the slots sema decided (Vulkan in `binding`, WebGPU and Metal in
//! `slots`), copied from the HIR, never computed here.

use super::func::{FnCx, Place};
use super::{GlobalSlot, State};
use crate::ir::{self, AtomicOp, BinaryOp, Global, TextureOp, Value};
use crate::sema::hir::{self, ExprId, GlobalKind, Intrinsic};

/// The name of the `{ uint status; T value; }` result of sparse texture operations (DXC's).
const SPARSE_STRUCT: &str = "SparseResidencyStruct";
use crate::types::{
    Access, AddressSpace, ResourceType, Scalar, StructuredKind, TextureDim, Type, TypeId,
};

/// The resource type of a resource or resource-array type.
pub(super) fn resource_of(types: &crate::types::TypeArena, ty: TypeId) -> Option<ResourceType> {
    let mut t = ty;
    for _ in 0..8 {
        match types.get(t) {
            Type::Resource(r) => return Some(r),
            Type::Array { element, .. } => t = element,
            _ => return None,
        }
    }
    None
}

/// Creates one IR global per HIR global (and the hidden counters), filling `st.globals`.
/// The resource's HLSL type as DXC's `-fspv-reflect` writes it (`UserTypeGOOGLE`): the type's
/// name in lower case, then its template arguments as `:<float4>`; `cbuffer`/`tbuffer` for
/// block declarations; an array's element type. A texture declared without its template
/// argument is written with the `float4` it defaults to.
fn user_type(
    types: &crate::types::TypeArena,
    ty: crate::types::TypeId,
    res: ResourceType,
    block: bool,
) -> String {
    if block {
        return match res {
            ResourceType::TextureBuffer { .. } => "tbuffer".into(),
            _ => "cbuffer".into(),
        };
    }
    let element = match types.get(ty) {
        Type::Array { element, .. } => element,
        _ => ty,
    };
    let name = types.display(element);
    match name.split_once('<') {
        Some((base, args)) => format!("{}:<{}", base.to_ascii_lowercase(), args.replace(", ", ",")),
        None => name.to_ascii_lowercase(),
    }
}

pub(super) fn lower_globals(st: &mut State, module: &mut ir::Module) {
    let program = st.program;
    for g in &program.globals {
        let slot = match &g.kind {
            GlobalKind::Resource(rb) => {
                let Some(res) = resource_of(&module.types, g.ty) else {
                    st.unsupported(g.span, "A resource global whose type is not a resource");
                    st.globals.push(None);
                    continue;
                };
                let space = match res {
                    ResourceType::Texture { .. }
                    | ResourceType::TypedBuffer { .. }
                    | ResourceType::Sampler { .. }
                    | ResourceType::AccelerationStructure
                    | ResourceType::SubpassInput { .. } => AddressSpace::UniformConstant,
                    ResourceType::ConstantBuffer { .. } => AddressSpace::Uniform,
                    ResourceType::StructuredBuffer { .. }
                    | ResourceType::ByteAddressBuffer { .. }
                    | ResourceType::TextureBuffer { .. } => AddressSpace::StorageBuffer,
                };
                let mut ig = Global::new(g.name.clone(), g.ty, space, g.span);
                if !rb.implicit_globals {
                    let t = user_type(&module.types, g.ty, res, rb.block);
                    // DXC names the view as written: `rasterizerorderedtexture2d:<float4>`.
                    ig.user_type = Some(match t.strip_prefix("rw") {
                        Some(rest) if rb.rasterizer_ordered => format!("rasterizerordered{rest}"),
                        _ => t,
                    });
                }
                ig.binding = Some(ir::ResourceBinding {
                    set: rb.set,
                    binding: rb.binding,
                });
                ig.slots = Some(rb.slots.resource);
                if let Type::Array { length, .. } = module.types.get(g.ty) {
                    ig.resource_count = Some(if length == 0 { rb.count } else { length });
                }
                ig.layout = rb.layout.clone();
                ig.image_format_declared = rb.image_format.is_some();
                ig.input_attachment_index = rb.input_attachment_index;
                ig.rasterizer_ordered = rb.rasterizer_ordered;
                ig.coherent = rb.globally_coherent;
                ig.image_format = rb.image_format.clone().or_else(|| {
                    if st.program.unknown_image_format {
                        None
                    } else {
                        default_image_format(&module.types, res)
                    }
                });
                ig.non_writable = matches!(
                    res,
                    ResourceType::StructuredBuffer {
                        kind: StructuredKind::ReadOnly,
                        ..
                    } | ResourceType::ByteAddressBuffer {
                        access: Access::ReadOnly
                    } | ResourceType::TextureBuffer { .. }
                );
                let id = module.add_global(ig);
                if let Some((set, binding)) = rb.counter {
                    let mut counter_ty =
                        module
                            .types
                            .intern(Type::Resource(ResourceType::ByteAddressBuffer {
                                access: Access::ReadWrite,
                            }));
                    // A buffer array's counters are an array of the same length.
                    let array_length = match module.types.get(g.ty) {
                        Type::Array { length, .. } => Some(length),
                        _ => None,
                    };
                    if let Some(length) = array_length {
                        counter_ty = module.types.array(counter_ty, length);
                    }
                    let mut c = Global::new(
                        format!("counter.var.{}", g.name),
                        counter_ty,
                        AddressSpace::StorageBuffer,
                        g.span,
                    );
                    c.binding = Some(ir::ResourceBinding { set, binding });
                    c.slots = rb.slots.counter;
                    c.resource_count = array_length.map(|l| if l == 0 { rb.count } else { l });
                    let cid = module.add_global(c);
                    st.counters.insert(id, cid);
                    if let Some(buffer) = module.globals.get_mut(id.0 as usize) {
                        buffer.counter = Some(cid);
                    }
                }
                Some(GlobalSlot::Var(id))
            }
            GlobalKind::PushConstant { layout, slots } => {
                let mut ig = Global::new(g.name.clone(), g.ty, AddressSpace::PushConstant, g.span);
                ig.layout = Some(layout.clone());
                ig.slots = Some(*slots);
                Some(GlobalSlot::Var(module.add_global(ig)))
            }
            GlobalKind::Static { init } => {
                let mut ig = Global::new(g.name.clone(), g.ty, AddressSpace::Private, g.span);
                ig.initializer = init
                    .as_ref()
                    .and_then(|c| super::expr::const_id(module, g.ty, c));
                Some(GlobalSlot::Var(module.add_global(ig)))
            }
            GlobalKind::Constant { value } => {
                let mut ig = Global::new(g.name.clone(), g.ty, AddressSpace::Private, g.span);
                ig.initializer = super::expr::const_id(module, g.ty, value);
                Some(GlobalSlot::Var(module.add_global(ig)))
            }
            GlobalKind::SpirvBuiltIn { builtin, output } => {
                let space = if *output {
                    AddressSpace::Output
                } else {
                    AddressSpace::Input
                };
                let mut ig = Global::new(g.name.clone(), g.ty, space, g.span);
                ig.builtin = Some(ir::BuiltIn::Spirv(*builtin));
                Some(GlobalSlot::Var(module.add_global(ig)))
            }
            GlobalKind::GroupShared => {
                let ig = Global::new(g.name.clone(), g.ty, AddressSpace::Workgroup, g.span);
                Some(GlobalSlot::Var(module.add_global(ig)))
            }
            GlobalKind::SpecConstant { id, default } => {
                let bits = match module.types.get(g.ty) {
                    Type::Scalar(sc) => super::expr::scalar_bits(sc, default),
                    _ => None,
                };
                match bits {
                    Some(default_bits) => Some(GlobalSlot::Spec(module.add_spec_constant(
                        ir::SpecConstant {
                            id: *id,
                            name: g.name.clone(),
                            ty: g.ty,
                            default_bits,
                            span: g.span,
                        },
                    ))),
                    None => {
                        st.unsupported(g.span, "A specialization constant that is not a scalar");
                        None
                    }
                }
            }
        };
        if let Some(GlobalSlot::Var(id)) = slot {
            if let Some(ig) = module.globals.get_mut(id.0 as usize) {
                ig.spirv_decorations = g.spirv_decorations.clone();
            }
        }
        st.globals.push(slot);
    }
}

/// DXC's format for a storage texture or texel buffer without `[[vk::image_format]]`: from the
/// texel type (32-bit float/int/uint with 1, 2 or 4 components, `half` as 16-bit float);
/// anything else stays unspecified.
fn default_image_format(types: &crate::types::TypeArena, res: ResourceType) -> Option<String> {
    let texel = match res {
        ResourceType::Texture {
            access: Access::ReadWrite,
            texel,
            ..
        }
        | ResourceType::TypedBuffer { texel, .. } => texel,
        _ => return None,
    };
    let (scalar, n) = match types.get(texel) {
        Type::Scalar(s) => (s, 1),
        Type::Vector { scalar, size } => (scalar, size),
        _ => return None,
    };
    let channels = match n {
        1 => "r",
        2 => "rg",
        4 => "rgba",
        _ => return None,
    };
    let suffix = match (scalar.kind, scalar.width) {
        (crate::types::ScalarKind::Float, 32) => "32f",
        (crate::types::ScalarKind::Float, 16) => "16f",
        (crate::types::ScalarKind::Int, 32) => "32i",
        (crate::types::ScalarKind::Uint, 32) => "32ui",
        _ => return None,
    };
    Some(format!("{channels}{suffix}"))
}

fn atomic_op(op: hir::AtomicOp) -> AtomicOp {
    match op {
        hir::AtomicOp::Add => AtomicOp::Add,
        hir::AtomicOp::And => AtomicOp::And,
        hir::AtomicOp::Or => AtomicOp::Or,
        hir::AtomicOp::Xor => AtomicOp::Xor,
        hir::AtomicOp::Min => AtomicOp::Min,
        hir::AtomicOp::Max => AtomicOp::Max,
        hir::AtomicOp::Exchange => AtomicOp::Exchange,
    }
}

/// The number of size components `GetDimensions` reports for a texture.
fn size_components(dim: TextureDim, arrayed: bool) -> usize {
    let base = match dim {
        TextureDim::D1 => 1,
        TextureDim::D2 | TextureDim::Cube => 2,
        TextureDim::D3 => 3,
    };
    base + arrayed as usize
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    /// Resource methods and atomics (`args[0]` is the resource or the atomic's destination).
    pub fn resource_intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Value {
        use Intrinsic as I;
        let ty = e.ty;
        match op {
            I::Interlocked(aop) => {
                let [dest, value, ref rest @ ..] = args[..] else {
                    return self.bad_arity(e);
                };
                let v = self.expr(value);
                let Some((ptr, coord)) = self.atomic_target(dest) else {
                    return self.void_value();
                };
                let r = self.b.atomic_rmw(atomic_op(aop), ptr, coord, v);
                if let Some(&orig) = rest.first() {
                    self.store_to(orig, r, e.span);
                }
                self.void_value()
            }
            I::InterlockedCompareExchange | I::InterlockedCompareStore => {
                let [dest, cmp, value, ref rest @ ..] = args[..] else {
                    return self.bad_arity(e);
                };
                let c = self.expr(cmp);
                let v = self.expr(value);
                let Some((ptr, coord)) = self.atomic_target(dest) else {
                    return self.void_value();
                };
                let r = self.b.atomic_compare_exchange(ptr, coord, c, v);
                if let Some(&orig) = rest.first() {
                    self.store_to(orig, r, e.span);
                }
                self.void_value()
            }
            _ => {
                let Some(&res_arg) = args.first() else {
                    return self.bad_arity(e);
                };
                let res_ty = self.ty_of(res_arg);
                let Some(res) = resource_of(&self.b.module.types, res_ty) else {
                    self.unsupported(e.span, "This intrinsic");
                    return Value::Undef(ty);
                };
                let Some(place) = self.resource_place(
                    res_arg,
                    "A resource that is not a global variable or an element of a global resource array",
                ) else {
                    return Value::Undef(ty);
                };
                // The global itself (its layout), found once: the place may hold a call.
                // An element of a resource array: its index, for the counter of that element.
                let (root, element) = match &place {
                    Place::Chain {
                        root: Value::Global(g),
                        indices,
                    } => (Some(*g), (indices.len() == 1).then(|| indices[0])),
                    _ => (None, None),
                };
                let Some(ptr) = self.place_pointer(&place) else {
                    return Value::Undef(ty);
                };
                self.method(op, res, (root, element), ptr, &args[1..], e)
            }
        }
    }

    /// The pointer (and texel coordinate) an atomic operates on.
    fn atomic_target(&mut self, dest: ExprId) -> Option<(Value, Option<Value>)> {
        let span = self.span_of(dest);
        match self.place(dest) {
            Some(p @ Place::Chain { .. }) => Some((self.place_pointer(&p)?, None)),
            Some(Place::Texel { texture, coord, .. }) => Some((texture, Some(coord))),
            _ => {
                self.unsupported(span, "An atomic operation on this destination");
                None
            }
        }
    }

    /// Stores `v` (a `uint`/`uintN` or other value) into the out-argument `out`, converting
    /// it to the argument's type.
    fn store_to(&mut self, out: ExprId, v: Value, span: crate::source::Span) {
        let out_ty = self.ty_of(out);
        let vt = self.b.value_type(v);
        let v = self.convert(v, vt, out_ty);
        match self.place(out) {
            Some(p) => self.store_place(&p, v, span),
            None => self.unsupported(span, "Passing this expression as an 'out' argument"),
        }
    }

    /// A texture operation whose arguments after the fixed ones (`rest`) spell `tail`: the
    /// offset or four offsets, the clamp, the `out uint status` (the sparse form, whose
    /// residency code is stored into the status argument).
    fn texture_with_tail(
        &mut self,
        op: TextureOp,
        operands: Vec<Value>,
        rest: &[ExprId],
        tail: &[hir::TexTail],
        ty: crate::types::TypeId,
        span: crate::source::Span,
    ) -> Value {
        use hir::TexTail;
        let mut at = 0;
        let (mut offset, mut min_lod, mut status) = (None, None, None);
        for t in tail {
            let Some(args) = rest.get(at..at + t.args()) else {
                break;
            };
            at += t.args();
            match t {
                TexTail::Offset => offset = Some(self.expr(args[0])),
                TexTail::Offsets4 => {
                    let parts = self.args(args);
                    let elem = self.b.value_type(parts[0]);
                    let arr = self.b.types().array(elem, 4);
                    offset = Some(self.b.construct_or_constant(arr, parts));
                }
                TexTail::Clamp => min_lod = Some(self.expr(args[0])),
                TexTail::Status => status = Some(args[0]),
            }
        }
        self.b.set_span(span);
        let Some(status) = status else {
            return self.b.texture_ext(op, operands, offset, min_lod, false, ty);
        };
        let st = self.sparse_result_type(ty);
        let r = self.b.texture_ext(op, operands, offset, min_lod, true, st);
        let code = self.b.extract(r, vec![0]);
        self.store_to(status, code, span);
        self.b.extract(r, vec![1])
    }

    /// The `{ uint status; T value; }` struct a sparse texture operation yields (one per `T`).
    fn sparse_result_type(&mut self, value: crate::types::TypeId) -> crate::types::TypeId {
        let types = self.b.types();
        let uint = types.scalar(Scalar::UINT);
        let found = types.iter().find_map(|(id, t)| match t {
            Type::Struct(s) => types.struct_def(s).and_then(|d| {
                (d.name == SPARSE_STRUCT
                    && d.members.len() == 2
                    && d.members[0].ty == uint
                    && d.members[1].ty == value)
                    .then_some(id)
            }),
            _ => None,
        });
        if let Some(id) = found {
            return id;
        }
        let span = crate::source::Span::default();
        types.add_struct(crate::types::StructDef {
            name: SPARSE_STRUCT.into(),
            members: vec![
                crate::types::StructMember::new("status", uint, span),
                crate::types::StructMember::new("value", value, span),
            ],
            span,
        })
    }

    fn method(
        &mut self,
        op: Intrinsic,
        res: ResourceType,
        (root, element): (Option<ir::GlobalId>, Option<Value>),
        ptr: Value,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Value {
        use Intrinsic as I;
        let ty = e.ty;
        let sample = |op: Intrinsic| -> Option<(TextureOp, usize)> {
            // (opcode, operand count after the texture without the offset)
            Some(match op {
                I::Sample => (TextureOp::Sample, 2),
                I::SampleBias => (TextureOp::SampleBias, 3),
                I::SampleLevel => (TextureOp::SampleLevel, 3),
                I::SampleGrad => (TextureOp::SampleGrad, 4),
                I::SampleCmp => (TextureOp::SampleCompare, 3),
                I::SampleCmpLevelZero => (TextureOp::SampleCompareLevelZero, 3),
                I::SampleCmpLevel => (TextureOp::SampleCompareLevel, 4),
                I::SampleCmpBias => (TextureOp::SampleCompareBias, 4),
                I::SampleCmpGrad => (TextureOp::SampleCompareGrad, 5),
                I::Gather(ch) => (
                    TextureOp::Gather {
                        component: ch as u32,
                    },
                    2,
                ),
                I::GatherCmp(_) => (TextureOp::GatherCompare, 3),
                _ => return None,
            })
        };
        // A `vk::SampledTexture*` is its own sampler: the call has no sampler argument, and the
        // texture pointer is the sampler operand too.
        let combined = matches!(res, ResourceType::Texture { combined: true, .. });
        if let Some((top, n)) = sample(op) {
            if let I::GatherCmp(ch) = op {
                if ch != hir::GatherChannel::Red {
                    self.unsupported(e.span, "GatherCmpGreen/Blue/Alpha");
                    return Value::Undef(ty);
                }
            }
            let has_offset = !matches!(
                res,
                ResourceType::Texture {
                    dim: crate::types::TextureDim::Cube,
                    ..
                }
            );
            let n = n - usize::from(combined);
            let Some(tail) = hir::texture_tail(op, has_offset, args.len(), n) else {
                return self.bad_arity(e);
            };
            let mut operands = vec![ptr];
            if combined {
                operands.push(ptr);
            }
            operands.extend(self.args(&args[..n]));
            return self.texture_with_tail(top, operands, &args[n..], tail, ty, e.span);
        }
        match op {
            I::CalculateLevelOfDetail | I::CalculateLevelOfDetailUnclamped => {
                let mut vals = self.args(args);
                if combined {
                    vals.insert(0, ptr);
                }
                let [s, uv] = vals[..] else {
                    return self.bad_arity(e);
                };
                let f2 = self.b.types().vector(Scalar::FLOAT, 2);
                let lod = self
                    .b
                    .texture(TextureOp::QueryLod, vec![ptr, s, uv], None, f2);
                let which = (op == I::CalculateLevelOfDetailUnclamped) as u32;
                self.b.extract(lod, vec![which])
            }
            I::Load => self.load_method(res, ptr, args, e),
            I::SubpassLoad => {
                // A load at the pixel's own position: the coordinate is relative to it, so zero
                // (as DXC writes it); the multisampled form's argument is the sample index.
                let zero = self.b.const_i32(0);
                let int2 = self.b.types().vector(Scalar::INT, 2);
                let coord = self.b.construct_or_constant(int2, vec![zero, zero]);
                let mut operands = vec![ptr, coord];
                operands.extend(self.args(args));
                self.b.set_span(e.span);
                self.b.texture(TextureOp::Load, operands, None, e.ty)
            }
            I::GetSamplePosition => {
                let vals = self.args(args);
                let [index] = vals[..] else {
                    return self.bad_arity(e);
                };
                self.sample_position(ptr, index)
            }
            I::GetDimensions => {
                self.get_dimensions(res, root, ptr, args, e);
                self.void_value()
            }
            I::ByteLoad(n) => {
                let vals = self.args(args);
                let [offset] = vals[..] else {
                    return self.bad_arity(e);
                };
                let word = self.word_index(offset);
                let mut parts = Vec::new();
                for k in 0..n as u32 {
                    let idx = self.word_plus(word, k);
                    let p = self.b.access_chain(ptr, vec![idx]);
                    parts.push(self.b.load(p));
                }
                if parts.len() == 1 {
                    parts[0]
                } else {
                    self.b.construct(ty, parts)
                }
            }
            I::ByteStore(n) => {
                let vals = self.args(args);
                let [offset, value] = vals[..] else {
                    return self.bad_arity(e);
                };
                let word = self.word_index(offset);
                for k in 0..n as u32 {
                    let part = if n == 1 {
                        value
                    } else {
                        self.b.extract(value, vec![k])
                    };
                    let idx = self.word_plus(word, k);
                    let p = self.b.access_chain(ptr, vec![idx]);
                    self.b.store(p, part);
                }
                self.void_value()
            }
            I::ByteInterlocked(aop) => {
                let [offset, value, ref rest @ ..] = args[..] else {
                    return self.bad_arity(e);
                };
                let off = self.expr(offset);
                let v = self.expr(value);
                let v = self.as_uint_value(v);
                let word = self.word_index(off);
                let p = self.b.access_chain(ptr, vec![word]);
                let r = self.b.atomic_rmw(atomic_op(aop), p, None, v);
                if let Some(&orig) = rest.first() {
                    self.store_to(orig, r, e.span);
                }
                self.void_value()
            }
            I::ByteInterlockedCompareExchange | I::ByteInterlockedCompareStore => {
                let [offset, cmp, value, ref rest @ ..] = args[..] else {
                    return self.bad_arity(e);
                };
                let off = self.expr(offset);
                let c = self.expr(cmp);
                let c = self.word_bits(c);
                let v = self.expr(value);
                let v = self.word_bits(v);
                let word = self.word_index(off);
                let p = self.b.access_chain(ptr, vec![word]);
                let r = self.b.atomic_compare_exchange(p, None, c, v);
                if let Some(&orig) = rest.first() {
                    // `...FloatBitwise`: the original word back as the float it holds.
                    let orig_ty = self.ty_of(orig);
                    let r = if self
                        .b
                        .types()
                        .scalar_of(orig_ty)
                        .is_some_and(|s| s.is_float())
                    {
                        self.b.bitcast(r, orig_ty)
                    } else {
                        r
                    };
                    self.store_to(orig, r, e.span);
                }
                self.void_value()
            }
            I::Append | I::Consume | I::IncrementCounter | I::DecrementCounter => {
                // The buffer's counter, or for an element of a buffer array the same element
                // of its counter array.
                let (g, counter_element) = match (ptr, root, element) {
                    (Value::Global(g), _, _) => (g, None),
                    (_, Some(g), Some(i)) => (g, Some(i)),
                    _ => {
                        self.unsupported(e.span, "The counter of this buffer");
                        return Value::Undef(ty);
                    }
                };
                let Some(&counter) = self.st.counters.get(&g) else {
                    self.st.diags.error(
                        crate::diag::Code::LOWER_UNSUPPORTED,
                        e.span,
                        "This buffer has no hidden counter assigned, so its counter cannot be used. Use an AppendStructuredBuffer or ConsumeStructuredBuffer, or count with InterlockedAdd on a separate buffer",
                    );
                    return Value::Undef(ty);
                };
                let zero = self.b.const_u32(0);
                let counter = match counter_element {
                    Some(i) => self.b.access_chain(Value::Global(counter), vec![i]),
                    None => Value::Global(counter),
                };
                let cp = self.b.access_chain(counter, vec![zero]);
                let (delta, minus_one) = match op {
                    I::Append | I::IncrementCounter => (1u32, false),
                    _ => (u32::MAX, true),
                };
                let d = self.b.const_u32(delta);
                let old = self.b.atomic_rmw(AtomicOp::Add, cp, None, d);
                let slot = if minus_one {
                    let one = self.b.const_u32(1);
                    self.b.binary(BinaryOp::Sub, old, one)
                } else {
                    old
                };
                match op {
                    I::Append => {
                        let vals = self.args(args);
                        let [value] = vals[..] else {
                            return self.bad_arity(e);
                        };
                        let p = self.b.access_chain(ptr, vec![slot]);
                        self.b.store(p, value);
                        self.void_value()
                    }
                    I::Consume => {
                        let p = self.b.access_chain(ptr, vec![slot]);
                        self.b.load(p)
                    }
                    _ => slot,
                }
            }
            _ => {
                self.unsupported(e.span, "This resource method");
                Value::Undef(ty)
            }
        }
    }

    fn as_uint_value(&mut self, v: Value) -> Value {
        let t = self.b.value_type(v);
        let u = self.b.types().scalar(Scalar::UINT);
        if t == u {
            v
        } else {
            self.b.convert(v, u)
        }
    }

    /// The `uint` word an atomic on a byte-address buffer compares or stores: a float (the
    /// `...FloatBitwise` methods) by its bits, an integer converted.
    fn word_bits(&mut self, v: Value) -> Value {
        let t = self.b.value_type(v);
        if self.b.types().scalar_of(t).is_some_and(|s| s.is_float()) {
            let u = self.b.types().scalar(Scalar::UINT);
            self.b.bitcast(v, u)
        } else {
            self.as_uint_value(v)
        }
    }

    /// `offset >> 2` as a `uint` word index.
    fn word_index(&mut self, offset: Value) -> Value {
        let off = self.as_uint_value(offset);
        let two = self.b.const_u32(2);
        self.b.binary(BinaryOp::Shr, off, two)
    }

    fn word_plus(&mut self, word: Value, k: u32) -> Value {
        if k == 0 {
            return word;
        }
        let kk = self.b.const_u32(k);
        self.b.binary(BinaryOp::Add, word, kk)
    }

    /// `GetSamplePosition(index)`: the standard Direct3D sample pattern of the texture's sample
    /// count (2, 4, 8 or 16; the table DXC emits for Vulkan), `float2(0, 0)` for any other
    /// count. The four patterns are one constant table indexed at the count's first entry; an
    /// index outside the count reads entry 0 of its pattern instead of past the table.
    fn sample_position(&mut self, ptr: Value, index: Value) -> Value {
        // Offsets from the pixel centre in 1/16 pixel, per sample count.
        const PATTERNS: [(u32, &[(i8, i8)]); 4] = [
            (2, &[(4, 4), (-4, -4)]),
            (4, &[(-2, -6), (6, -2), (-6, 2), (2, 6)]),
            (
                8,
                &[
                    (1, -3),
                    (-1, 3),
                    (5, 1),
                    (-3, -5),
                    (-5, 5),
                    (-7, -1),
                    (3, 7),
                    (7, -7),
                ],
            ),
            (
                16,
                &[
                    (1, 1),
                    (-1, -3),
                    (-3, 2),
                    (4, -1),
                    (-5, -2),
                    (2, 5),
                    (5, 3),
                    (3, -5),
                    (-2, 6),
                    (0, -7),
                    (-4, -6),
                    (-6, 4),
                    (-8, 0),
                    (7, -4),
                    (6, 7),
                    (-7, -8),
                ],
            ),
        ];
        let uint = self.b.types().scalar(Scalar::UINT);
        let float2 = self.b.types().vector(Scalar::FLOAT, 2);
        let count = self
            .b
            .texture(TextureOp::QuerySamples, vec![ptr], None, uint);
        let mut entries = Vec::new();
        let mut first = Vec::new();
        for (n, pattern) in PATTERNS {
            first.push((n, entries.len() as u32));
            for &(x, y) in pattern {
                let x = self.b.const_f32(f32::from(x) / 16.0);
                let y = self.b.const_f32(f32::from(y) / 16.0);
                entries.push(self.b.construct_or_constant(float2, vec![x, y]));
            }
        }
        let table_ty = self.b.types().array(float2, entries.len() as u32);
        let table = self.b.construct_or_constant(table_ty, entries);
        // base = the count's first entry (the 16-sample one for unknown counts, unused then).
        let mut base = self.b.const_u32(first[3].1);
        let mut known = self.b.const_bool(false);
        for &(n, at) in first.iter().rev() {
            let n = self.b.const_u32(n);
            let is_n = self.b.binary(BinaryOp::Eq, count, n);
            let at = self.b.const_u32(at);
            base = self.b.select(is_n, at, base);
            known = self.b.binary(BinaryOp::LogicalOr, known, is_n);
        }
        let index = self.b.bitcast(index, uint);
        let inside = self.b.binary(BinaryOp::Lt, index, count);
        let zero = self.b.const_u32(0);
        let index = self.b.select(inside, index, zero);
        let slot = self.b.binary(BinaryOp::Add, base, index);
        let var = self.b.alloca(table_ty, "GetSamplePosition.table");
        self.b.store(var, table);
        let p = self.b.access_chain(var, vec![slot]);
        let position = self.b.load(p);
        let z = self.b.const_f32(0.0);
        let origin = self.b.construct_or_constant(float2, vec![z, z]);
        self.b.select(known, position, origin)
    }

    /// `Load` on textures, typed buffers and structured buffers.
    fn load_method(
        &mut self,
        res: ResourceType,
        ptr: Value,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) -> Value {
        let ty = e.ty;
        match res {
            ResourceType::Texture {
                access: Access::ReadOnly,
                multisampled: false,
                ..
            } => {
                let Some(&loc) = args.first() else {
                    return self.bad_arity(e);
                };
                let Some(tail) = hir::texture_tail(Intrinsic::Load, true, args.len(), 1) else {
                    return self.bad_arity(e);
                };
                let loc_ty = self.ty_of(loc);
                let l = self.expr(loc);
                // `int{n+1}`: the coordinate, then the mip level.
                let (coord, level) = match self.tget(loc_ty) {
                    Type::Vector { size, .. } if size >= 2 => {
                        let n = size as u32 - 1;
                        let coord = if n == 1 {
                            self.b.extract(l, vec![0])
                        } else {
                            self.b.swizzle(l, (0..n).collect())
                        };
                        (coord, self.b.extract(l, vec![n]))
                    }
                    _ => (l, self.b.const_i32(0)),
                };
                let operands = vec![ptr, coord, level];
                self.texture_with_tail(TextureOp::Load, operands, &args[1..], tail, ty, e.span)
            }
            ResourceType::Texture {
                multisampled: true, ..
            } => {
                let Some(tail) = hir::texture_tail(Intrinsic::Load, true, args.len(), 2) else {
                    return self.bad_arity(e);
                };
                let vals = self.args(&args[..2]);
                let operands = vec![ptr, vals[0], vals[1]];
                self.texture_with_tail(TextureOp::Load, operands, &args[2..], tail, ty, e.span)
            }
            ResourceType::Texture { .. } | ResourceType::TypedBuffer { .. } => {
                let Some(tail) = hir::texture_tail(Intrinsic::Load, false, args.len(), 1) else {
                    return self.bad_arity(e);
                };
                let coord = self.expr(args[0]);
                self.texture_with_tail(
                    TextureOp::Load,
                    vec![ptr, coord],
                    &args[1..],
                    tail,
                    ty,
                    e.span,
                )
            }
            ResourceType::StructuredBuffer { .. } => {
                let vals = self.args(args);
                let [index] = vals[..] else {
                    return self.bad_arity(e);
                };
                let p = self.b.access_chain(ptr, vec![index]);
                self.b.load(p)
            }
            _ => {
                self.unsupported(e.span, "Load on this resource");
                Value::Undef(ty)
            }
        }
    }

    /// `GetDimensions(...)`: queries, then stores into the out-arguments.
    fn get_dimensions(
        &mut self,
        res: ResourceType,
        root: Option<ir::GlobalId>,
        ptr: Value,
        args: &[ExprId],
        e: &'p hir::Expr,
    ) {
        let uint = self.b.types().scalar(Scalar::UINT);
        match res {
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                ..
            } => {
                let n = size_components(dim, arrayed);
                let size_ty = if n == 1 {
                    uint
                } else {
                    self.b.types().vector(Scalar::UINT, n as u8)
                };
                let (size, outs, extra) = if multisampled {
                    if args.len() != n + 1 {
                        self.bad_arity(e);
                        return;
                    }
                    let size = self
                        .b
                        .texture(TextureOp::QuerySize, vec![ptr], None, size_ty);
                    let samples = self
                        .b
                        .texture(TextureOp::QuerySamples, vec![ptr], None, uint);
                    (size, &args[..n], Some((args[n], samples)))
                } else if access == Access::ReadWrite {
                    if args.len() != n {
                        self.bad_arity(e);
                        return;
                    }
                    let size = self
                        .b
                        .texture(TextureOp::QuerySize, vec![ptr], None, size_ty);
                    (size, args, None)
                } else if args.len() == n + 2 {
                    // (mip, sizes..., levels)
                    let mip = self.expr(args[0]);
                    let mip = self.as_uint_value(mip);
                    let size = self
                        .b
                        .texture(TextureOp::QuerySize, vec![ptr, mip], None, size_ty);
                    let levels = self
                        .b
                        .texture(TextureOp::QueryLevels, vec![ptr], None, uint);
                    (size, &args[1..=n], Some((args[n + 1], levels)))
                } else if args.len() == n || args.len() == n + 1 {
                    let zero = self.b.const_u32(0);
                    let size = self
                        .b
                        .texture(TextureOp::QuerySize, vec![ptr, zero], None, size_ty);
                    let extra = if args.len() == n + 1 {
                        let levels = self
                            .b
                            .texture(TextureOp::QueryLevels, vec![ptr], None, uint);
                        Some((args[n], levels))
                    } else {
                        None
                    };
                    (size, &args[..n], extra)
                } else {
                    self.bad_arity(e);
                    return;
                };
                for (k, &out) in outs.iter().enumerate() {
                    let v = if n == 1 {
                        size
                    } else {
                        self.b.extract(size, vec![k as u32])
                    };
                    self.store_to(out, v, e.span);
                }
                if let Some((out, v)) = extra {
                    self.store_to(out, v, e.span);
                }
            }
            ResourceType::TypedBuffer { .. } => {
                let [out] = args[..] else {
                    self.bad_arity(e);
                    return;
                };
                let size = self.b.texture(TextureOp::QuerySize, vec![ptr], None, uint);
                self.store_to(out, size, e.span);
            }
            ResourceType::StructuredBuffer { .. } => {
                let [count, stride] = args[..] else {
                    self.bad_arity(e);
                    return;
                };
                let len = self.b.buffer_length(ptr);
                self.store_to(count, len, e.span);
                let layout =
                    root.and_then(|g| self.b.module.global(g).and_then(|g| g.layout.clone()));
                let stride_value = layout
                    .map(|l| {
                        let a = l.alignment.max(1);
                        l.size.div_ceil(a) * a
                    })
                    .unwrap_or(0);
                let s = self.b.const_u32(stride_value);
                self.store_to(stride, s, e.span);
            }
            ResourceType::ByteAddressBuffer { .. } => {
                let [out] = args[..] else {
                    self.bad_arity(e);
                    return;
                };
                let words = self.b.buffer_length(ptr);
                let four = self.b.const_u32(4);
                let bytes = self.b.binary(BinaryOp::Mul, words, four);
                self.store_to(out, bytes, e.span);
            }
            _ => {
                self.unsupported(e.span, "GetDimensions on this resource");
            }
        }
    }
}
