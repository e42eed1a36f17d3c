//! The device features an entry point's code needs: 16- and 64-bit types, 16-bit values in
//! each kind of memory, 64-bit atomics.
//!
//! Input: a module and one entry point (and optionally its [`Reach`], when the caller already
//! has it). Output: [`device_features`] bits, the same for every target:
//! reflection reports them (`EntryPointInfo::required_features`) and the SPIR-V backend
//! declares exactly the matching capabilities from them, so the two cannot disagree.
//!
//! What counts is what the entry point reaches ([`super::reach`]): the types of its globals
//! (buffer contents by their layout, stage variables, `groupshared` and `static` variables),
//! the parameters and results of the functions it calls, the results and operands of their
//! instructions in reachable blocks (backends drop unreachable ones), and the integer texels
//! of its textures. A 16-bit scalar in a constant buffer, storage buffer, push-constant block
//! or stage variable adds that memory's 16-bit access feature; a 64-bit atomic adds
//! `INT64_ATOMICS`. An unbounded resource array among the globals adds
//! `RUNTIME_DESCRIPTOR_ARRAY`, and an access chain into a resource array whose index is a
//! `NonUniformResourceIndex` result adds that descriptor kind's non-uniform indexing bit;
//! resources of different descriptor kinds at one binding (descriptor heaps) add
//! `MUTABLE_DESCRIPTOR_TYPE`. A `vk::BufferPointer` anywhere in those types adds
//! `BUFFER_DEVICE_ADDRESS`. Any
//! buffer laid out with the dx or scalar rules adds `SCALAR_BLOCK_LAYOUT`. Without 16-bit types
//! enabled `half` is 32-bit in the IR and needs nothing.

use super::reach::{reach, Reach};
use super::typing::any_leaf;
use super::{BlockId, EntryPoint, Function, InstKind, Module, Value};
use crate::types::{AddressSpace, ResourceKind, ResourceType, Scalar, ScalarKind, Type, TypeId};
use device_features::*;
use rustc_hash::FxHashMap;
use std::cell::Cell;

#[cfg(test)]
#[path = "features_tests.rs"]
mod tests;

/// The feature bits (the spec's `DeviceFeatures` flags, reflection's
/// `EntryPointInfo::required_features`): the device features a Vulkan device must enable
/// (wgpu: `SHADER_F16`, `SHADER_I16`, ...). Re-exported as `reflect::device_features`.
pub mod device_features {
    /// 16-bit float arithmetic or values (`half` with 16-bit types on). SPIR-V `Float16`.
    pub const FLOAT16: u32 = 1;
    /// 16-bit integers. SPIR-V `Int16`.
    pub const INT16: u32 = 2;
    /// `double`. SPIR-V `Float64`.
    pub const FLOAT64: u32 = 4;
    /// `int64_t` / `uint64_t`. SPIR-V `Int64`.
    pub const INT64: u32 = 8;
    /// 16-bit values in storage buffers. SPIR-V `StorageBuffer16BitAccess`.
    pub const STORAGE_BUFFER16: u32 = 16;
    /// 16-bit values in constant buffers. SPIR-V `UniformAndStorageBuffer16BitAccess`.
    pub const UNIFORM_BUFFER16: u32 = 32;
    /// 16-bit values in push constants. SPIR-V `StoragePushConstant16`.
    pub const PUSH_CONSTANT16: u32 = 64;
    /// 16-bit stage inputs or outputs. SPIR-V `StorageInputOutput16`.
    pub const INPUT_OUTPUT16: u32 = 128;
    /// 64-bit `Interlocked*`. SPIR-V `Int64Atomics`.
    pub const INT64_ATOMICS: u32 = 256;
    /// An unbounded resource array (`Texture2D T[]`). SPIR-V `RuntimeDescriptorArray`;
    /// Vulkan `runtimeDescriptorArray`.
    pub const RUNTIME_DESCRIPTOR_ARRAY: u32 = 512;
    /// `NonUniformResourceIndex` into an array of textures or samplers. SPIR-V
    /// `SampledImageArrayNonUniformIndexing`; Vulkan `shaderSampledImageArrayNonUniformIndexing`.
    pub const SAMPLED_IMAGE_ARRAY_NON_UNIFORM: u32 = 1024;
    /// ... into an array of `RWTexture*`. `StorageImageArrayNonUniformIndexing`;
    /// `shaderStorageImageArrayNonUniformIndexing`.
    pub const STORAGE_IMAGE_ARRAY_NON_UNIFORM: u32 = 2048;
    /// ... into an array of structured or byte-address buffers.
    /// `StorageBufferArrayNonUniformIndexing`; `shaderStorageBufferArrayNonUniformIndexing`.
    pub const STORAGE_BUFFER_ARRAY_NON_UNIFORM: u32 = 4096;
    /// ... into an array of `ConstantBuffer<T>`. `UniformBufferArrayNonUniformIndexing`;
    /// `shaderUniformBufferArrayNonUniformIndexing`.
    pub const UNIFORM_BUFFER_ARRAY_NON_UNIFORM: u32 = 8192;
    /// ... into an array of `Buffer<T>`. `UniformTexelBufferArrayNonUniformIndexing`;
    /// `shaderUniformTexelBufferArrayNonUniformIndexing`.
    pub const UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM: u32 = 16384;
    /// ... into an array of `RWBuffer<T>`. `StorageTexelBufferArrayNonUniformIndexing`;
    /// `shaderStorageTexelBufferArrayNonUniformIndexing`.
    pub const STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM: u32 = 32768;
    /// Buffers laid out with the dx or scalar rules (`-fvk-use-dx-layout`,
    /// `-fvk-use-scalar-layout`): Vulkan's `scalarBlockLayout` (no SPIR-V capability).
    pub const SCALAR_BLOCK_LAYOUT: u32 = 65536;
    /// Inline ray tracing (`RayQuery`). SPIR-V `RayQueryKHR` (`SPV_KHR_ray_query`); Vulkan
    /// `VK_KHR_ray_query`'s `rayQuery` (and acceleration structures).
    pub const RAY_QUERY: u32 = 131072;
    /// `TraceRayInline` with `RAY_FLAG_SKIP_TRIANGLES` or `RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES`
    /// (or flags not known at compile time). SPIR-V `RayTraversalPrimitiveCullingKHR`; Vulkan
    /// `rayTraversalPrimitiveCulling`.
    pub const RAY_TRAVERSAL_PRIMITIVE_CULLING: u32 = 262144;
    /// A texture or typed buffer of 64-bit integers (`RWTexture2D<int64_t>`). SPIR-V
    /// `Int64ImageEXT` (`SPV_EXT_shader_image_int64`); Vulkan `shaderImageInt64Atomics`.
    pub const INT64_IMAGE: u32 = 524288;
    /// `vk::ReadClock`. SPIR-V `ShaderClockKHR` (`SPV_KHR_shader_clock`); Vulkan
    /// `VK_KHR_shader_clock`'s `shaderSubgroupClock` (and `shaderDeviceClock` for
    /// `vk::DeviceScope`).
    pub const SHADER_CLOCK: u32 = 1048576;
    /// A pixel shader reaching a rasterizer-ordered view, ordered per pixel. SPIR-V
    /// `FragmentShaderPixelInterlockEXT`; Vulkan `fragmentShaderPixelInterlock`.
    pub const PIXEL_INTERLOCK: u32 = 2097152;
    /// ... ordered per sample (the shader reads `SV_SampleIndex`).
    /// `FragmentShaderSampleInterlockEXT`; `fragmentShaderSampleInterlock`.
    pub const SAMPLE_INTERLOCK: u32 = 4194304;
    /// ... ordered per shading-rate region (the shader reads `SV_ShadingRate`).
    /// `FragmentShaderShadingRateInterlockEXT`; `fragmentShaderShadingRateInterlock`.
    pub const SHADING_RATE_INTERLOCK: u32 = 8388608;
    /// Views of different descriptor kinds at one binding, which only descriptor heaps make
    /// (`Texture2D` and `ByteAddressBuffer` read from `ResourceDescriptorHeap`): the binding is
    /// a mutable descriptor. Vulkan `VK_EXT_mutable_descriptor_type`'s `mutableDescriptorType`;
    /// no SPIR-V capability.
    pub const MUTABLE_DESCRIPTOR_TYPE: u32 = 16777216;
    /// `vk::BufferPointer` (buffer device addresses). SPIR-V `PhysicalStorageBufferAddresses`
    /// with the `PhysicalStorageBuffer64` addressing model; Vulkan `bufferDeviceAddress`.
    pub const BUFFER_DEVICE_ADDRESS: u32 = 33554432;
    /// Any of the interlock bits.
    pub const INTERLOCK: u32 = PIXEL_INTERLOCK | SAMPLE_INTERLOCK | SHADING_RATE_INTERLOCK;
}

/// The interlock bit of a pixel entry point that reaches a rasterizer-ordered view (0 for
/// others): per sample when it reads `SV_SampleIndex`, per shading-rate region when it reads
/// `SV_ShadingRate`, else per pixel, as DXC chooses the execution mode.
pub fn interlock(m: &Module, entry: &EntryPoint, reach: &Reach) -> u32 {
    let ordered = reach
        .globals
        .iter()
        .any(|g| m.global(*g).is_some_and(|g| g.rasterizer_ordered));
    if entry.stage != crate::target::Stage::Pixel || !ordered {
        return 0;
    }
    let reads = |b: super::BuiltIn| {
        entry
            .inputs
            .iter()
            .any(|g| m.global(*g).and_then(|g| g.builtin) == Some(b))
    };
    if reads(super::BuiltIn::SampleId) {
        SAMPLE_INTERLOCK
    } else if reads(super::BuiltIn::ShadingRate) {
        SHADING_RATE_INTERLOCK
    } else {
        PIXEL_INTERLOCK
    }
}

/// The non-uniform indexing bit of an array of `resource`.
pub fn non_uniform_bit(resource: ResourceType) -> u32 {
    use crate::types::Access;
    match resource {
        ResourceType::ConstantBuffer { .. } => UNIFORM_BUFFER_ARRAY_NON_UNIFORM,
        ResourceType::StructuredBuffer { .. }
        | ResourceType::ByteAddressBuffer { .. }
        | ResourceType::TextureBuffer { .. } => STORAGE_BUFFER_ARRAY_NON_UNIFORM,
        ResourceType::Texture {
            access: Access::ReadWrite,
            ..
        } => STORAGE_IMAGE_ARRAY_NON_UNIFORM,
        ResourceType::TypedBuffer {
            access: Access::ReadWrite,
            ..
        } => STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        ResourceType::TypedBuffer { .. } => UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        ResourceType::Texture { .. } | ResourceType::Sampler { .. } => {
            SAMPLED_IMAGE_ARRAY_NON_UNIFORM
        }
        // Vulkan has no per-kind feature for acceleration structure arrays (only
        // `ShaderNonUniform`, which the NonUniform decoration itself declares).
        ResourceType::AccelerationStructure => 0,
        // Arrays of subpass inputs are refused in sema.
        ResourceType::SubpassInput { .. } => 0,
    }
}

/// The feature bits `entry` of `m` needs.
pub fn entry_features(m: &Module, entry: &EntryPoint) -> u32 {
    entry_features_in(m, &reach(m, entry))
}

/// [`entry_features`] for an entry point whose reach is already known.
pub fn entry_features_in(m: &Module, reach: &Reach) -> u32 {
    let mut types = TypeBits::default();
    let mut bits = 0;
    bits |= mutable_descriptors(m, reach);
    for g in reach.globals.iter().filter_map(|g| m.global(*g)) {
        // Buffer contents are declared from their layout; everything else from its type.
        let contents = match g.space {
            AddressSpace::Uniform | AddressSpace::StorageBuffer | AddressSpace::PushConstant => {
                g.layout.as_ref().map(|l| l.ty)
            }
            _ => Some(g.ty),
        };
        let laid_out = matches!(
            g.space,
            AddressSpace::Uniform | AddressSpace::StorageBuffer | AddressSpace::PushConstant
        );
        if laid_out && m.buffer_layout.needs_scalar_block_layout() {
            bits |= SCALAR_BLOCK_LAYOUT;
        }
        if let Type::Array { element, length: 0 } = m.types.get(g.ty) {
            if matches!(m.types.get(element), Type::Resource(_)) {
                bits |= RUNTIME_DESCRIPTOR_ARRAY;
            }
        }
        let Some(contents) = contents else { continue };
        let held = types.of(m, contents);
        bits |= held;
        if held & (FLOAT16 | INT16) != 0 {
            bits |= match g.space {
                AddressSpace::Uniform => UNIFORM_BUFFER16,
                AddressSpace::StorageBuffer => STORAGE_BUFFER16,
                AddressSpace::PushConstant => PUSH_CONSTANT16,
                AddressSpace::Input | AddressSpace::Output => INPUT_OUTPUT16,
                // Registers and shared memory need only the arithmetic features.
                _ => 0,
            };
        }
    }
    for (fid, func) in reach
        .functions
        .iter()
        .filter_map(|f| m.function(*f).map(|func| (*f, func)))
    {
        bits |= types.of(m, func.return_type);
        for p in &func.params {
            bits |= types.of(m, p.ty);
        }
        for block in live_blocks(func).into_iter().filter_map(|b| func.block(b)) {
            for inst in block.instrs.iter().filter_map(|i| func.inst(*i)) {
                let result = types.of(m, inst.ty);
                bits |= result;
                // Other operands are results, parameters or globals, counted above.
                for v in inst.kind.operands().into_iter().filter(is_literal) {
                    bits |= types.of(m, m.value_type(fid, v));
                }
                let atomic = matches!(
                    inst.kind,
                    InstKind::AtomicRmw { .. } | InstKind::AtomicCompareExchange { .. }
                );
                // The result has the target's type (int64_t or uint64_t for 64-bit ones).
                if atomic && result & INT64 != 0 {
                    bits |= INT64_ATOMICS;
                }
                if let InstKind::AccessChain { base, indices } = &inst.kind {
                    bits |= non_uniform_resource_index(m, fid, func, *base, indices);
                }
                if let InstKind::CallIntrinsic {
                    op: super::IntrinsicOp::ReadClock,
                    ..
                } = inst.kind
                {
                    bits |= SHADER_CLOCK;
                }
                if let InstKind::RayQuery { op, args } = &inst.kind {
                    bits |= RAY_QUERY;
                    if *op == super::RayQueryOp::Initialize {
                        bits |= ray_flags_features(m, args.get(2).copied());
                    }
                }
            }
            if let Some(t) = &block.terminator {
                for v in t.operands().into_iter().filter(is_literal) {
                    bits |= types.of(m, m.value_type(fid, v));
                }
            }
        }
    }
    bits
}

/// [`MUTABLE_DESCRIPTOR_TYPE`] when two resources the entry point reaches share a binding with
/// different descriptor kinds (sema allows that only for the arrays of descriptor heaps),
/// other than a sampled texture with a sampler.
fn mutable_descriptors(m: &Module, reach: &Reach) -> u32 {
    let mut kinds: FxHashMap<(u32, u32), ResourceKind> = FxHashMap::default();
    for g in reach.globals.iter().filter_map(|g| m.global(*g)) {
        let (Some(b), Some(resource)) = (g.binding, m.types.resource_of(g.ty)) else {
            continue;
        };
        // A sampled texture and a sampler at one binding are a combined image sampler.
        let kind = match ResourceKind::of(resource) {
            ResourceKind::Sampler => ResourceKind::SampledTexture,
            k => k,
        };
        if *kinds.entry((b.set, b.binding)).or_insert(kind) != kind {
            return MUTABLE_DESCRIPTOR_TYPE;
        }
    }
    0
}

/// Where the entry point first uses a ray query (the span of its first ray-query instruction
/// in module order), for the targets that refuse them with one diagnostic per entry point.
pub fn first_ray_query(m: &Module, reach: &Reach) -> Option<crate::source::Span> {
    reach
        .functions
        .iter()
        .filter_map(|f| m.function(*f))
        .flat_map(|func| func.insts.iter())
        .find(|i| matches!(i.kind, InstKind::RayQuery { .. }))
        .map(|i| i.span)
}

/// Where the entry point first uses a `vk::BufferPointer`, in module order: its first `Deref`
/// (a read or write through one), else the first instruction written (in a live block) whose
/// value holds a pointer or points to memory that does; for the targets that refuse them with
/// one diagnostic. Only worth asking when the module has a buffer pointer type at all.
pub fn first_buffer_pointer_use(m: &Module, reach: &Reach) -> Option<crate::source::Span> {
    let holds = |ty: TypeId| {
        let value = match m.types.get(ty) {
            Type::Pointer { pointee, .. } => pointee,
            _ => ty,
        };
        any_leaf(m, value, &|l| matches!(l, Type::BufferPointer { .. }))
    };
    let funcs = || reach.functions.iter().filter_map(|f| m.function(*f));
    let deref = funcs()
        .flat_map(|func| func.insts.iter())
        .find(|i| matches!(i.kind, InstKind::Deref { .. }));
    let written = || {
        funcs().flat_map(|func| {
            live_blocks(func)
                .into_iter()
                .filter_map(|b| func.block(b))
                .flat_map(|b| b.instrs.iter().filter_map(|i| func.inst(*i)))
        })
    };
    deref
        .or_else(|| written().find(|i| holds(i.ty)))
        .map(|i| i.span)
}

/// `RAY_TRAVERSAL_PRIMITIVE_CULLING` when a `TraceRayInline`'s flags may skip triangles or
/// procedural primitives: constant flags with those bits, or flags known only at run time.
fn ray_flags_features(m: &Module, flags: Option<Value>) -> u32 {
    use crate::types::ray_query::PRIMITIVE_CULLING_FLAGS;
    let constant = match flags {
        Some(Value::Constant(c)) => m.constants.get(c).map(|c| match c.value {
            super::ConstValue::Scalar(bits) => bits as u32,
            _ => 0,
        }),
        _ => None,
    };
    match constant {
        Some(f) if f & PRIMITIVE_CULLING_FLAGS == 0 => 0,
        _ => RAY_TRAVERSAL_PRIMITIVE_CULLING,
    }
}

/// The non-uniform indexing bit of an access chain whose first index, into an array of
/// resources, is a `NonUniformResourceIndex` result: the same rule the SPIR-V backend
/// decorates `NonUniform` by (the intrinsic's own result, used directly as the index).
fn non_uniform_resource_index(
    m: &Module,
    fid: super::FuncId,
    func: &Function,
    base: Value,
    indices: &[Value],
) -> u32 {
    let Some(Value::Inst(index)) = indices.first() else {
        return 0;
    };
    let is_non_uniform = matches!(
        func.inst(*index).map(|i| &i.kind),
        Some(InstKind::CallIntrinsic {
            op: super::IntrinsicOp::NonUniformIndex,
            ..
        })
    );
    if !is_non_uniform {
        return 0;
    }
    let pointee = match m.types.get(m.value_type(fid, base)) {
        Type::Pointer { pointee, .. } => pointee,
        _ => return 0,
    };
    match m.types.get(pointee) {
        Type::Array { element, .. } => match m.types.get(element) {
            Type::Resource(r) => non_uniform_bit(r),
            _ => 0,
        },
        _ => 0,
    }
}

/// Operands whose type no result, parameter or global declares.
fn is_literal(v: &Value) -> bool {
    matches!(
        v,
        Value::Constant(_) | Value::Undef(_) | Value::SpecConstant(_)
    )
}

/// The blocks reachable from the entry block (backends emit only these with their code).
/// Cheaper than [`super::cfg::Cfg`], which also computes dominators.
pub(crate) fn live_blocks(func: &Function) -> Vec<BlockId> {
    let mut seen = vec![false; func.blocks.len()];
    let mut work = vec![BlockId(0)];
    let mut out = Vec::new();
    while let Some(b) = work.pop() {
        match seen.get_mut(b.0 as usize) {
            Some(s) if !*s => *s = true,
            _ => continue,
        }
        out.push(b);
        if let Some(t) = func.block(b).and_then(|bl| bl.terminator.as_ref()) {
            work.extend(t.successors());
        }
    }
    out
}

/// The width features of each type met so far (many instructions share few types).
#[derive(Default)]
struct TypeBits(FxHashMap<TypeId, u32>);

impl TypeBits {
    fn of(&mut self, m: &Module, ty: TypeId) -> u32 {
        if let Some(&bits) = self.0.get(&ty) {
            return bits;
        }
        // Pointers declare their pointee (the IR has no pointer to pointer).
        let target = match m.types.get(ty) {
            Type::Pointer { pointee, .. } => pointee,
            _ => ty,
        };
        let bits = Cell::new(0);
        any_leaf(m, target, &|leaf| {
            let scalar = match leaf {
                Type::Scalar(s)
                | Type::Vector { scalar: s, .. }
                | Type::Matrix { scalar: s, .. } => Some(s),
                Type::BufferPointer { .. } => {
                    bits.set(bits.get() | BUFFER_DEVICE_ADDRESS);
                    None
                }
                // Integer texels are the image's sampled type; 16/64-bit float ones are
                // refused by the backends (or read as 32-bit), so they declare nothing.
                Type::Resource(
                    ResourceType::Texture { texel, .. } | ResourceType::TypedBuffer { texel, .. },
                ) => {
                    let s = m.types.scalar_of(texel).filter(|s| s.is_integer());
                    if s.is_some_and(|s| s.width == 64) {
                        bits.set(bits.get() | INT64_IMAGE);
                    }
                    s
                }
                _ => None,
            };
            bits.set(bits.get() | scalar.map_or(0, scalar_bits));
            false
        });
        let bits = bits.get();
        self.0.insert(ty, bits);
        bits
    }
}

/// The arithmetic feature a scalar type needs (32-bit and bool need none).
fn scalar_bits(s: Scalar) -> u32 {
    match (s.kind, s.width) {
        (ScalarKind::Float, 16) => FLOAT16,
        (ScalarKind::Float, 64) => FLOAT64,
        (ScalarKind::Int | ScalarKind::Uint, 16) => INT16,
        (ScalarKind::Int | ScalarKind::Uint, 64) => INT64,
        _ => 0,
    }
}
