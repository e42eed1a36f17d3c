//! Module-level IR items: the [`Module`] itself, its globals, constants and entry points.
//!
//! Input: built by the lowering (HIR -> IR) through [`Module::add_global`],
//! [`Module::add_function`], [`Module::add_entry_point`] and the constant helpers.
//! Output: read by the verifier, the printer and every backend.
//! Invariants: every list is in source order (the dump and the backends follow it); handles
//! (`GlobalId`, `FuncId`, `ConstId`) index these lists and are never reused; constants are
//! interned, so equal constants share one `ConstId`.

use super::function::{Function, Param};
use super::instr::Value;
use crate::source::Span;
use crate::target::Stage;
use crate::types::{AddressSpace, Interpolation, Scalar, Type, TypeArena, TypeId, TypeLayout};
use rustc_hash::FxHashMap as HashMap;

/// Handle of a [`Global`] in [`Module::globals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// Handle of a [`Function`] in [`Module::functions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// Handle of an interned [`Constant`] in [`Module::constants`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// Handle of a [`SpecConstant`] in [`Module::spec_constants`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpecConstId(pub u32);

/// `[[vk::constant_id(id)]] const T name = default;`: a scalar known only when the pipeline
/// is created. It is an operand like a constant ([`Value::SpecConstant`]) but deliberately not
/// a [`Constant`]: nothing folds it, so code that depends on it survives optimization.
#[derive(Clone, Debug, PartialEq)]
pub struct SpecConstant {
    /// The Vulkan specialization constant id.
    pub id: u32,
    pub name: String,
    /// `bool`, `int`, `uint` or `float`.
    pub ty: TypeId,
    /// The default value's bits, as in [`ConstValue::Scalar`].
    pub default_bits: u64,
    pub span: Span,
}

/// A compile-time constant with exact bits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constant {
    /// A scalar, vector, matrix, array or struct type (never a pointer or resource).
    pub ty: TypeId,
    pub value: ConstValue,
}

/// The value of a [`Constant`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstValue {
    /// A scalar's bits, zero-extended to 64: `bool` is 0 or 1, `int -1` is `0xFFFF_FFFF`,
    /// `float 1.0` is `0x3F80_0000`, `half` the 16-bit pattern, `double` the 64-bit one.
    Scalar(u64),
    /// Vector components, matrix rows (each a vector constant, or a scalar for one-column
    /// matrices), array elements or struct members, in order.
    Composite(Vec<ConstId>),
    /// All zeros (of any type).
    Zero,
}

/// The interned constants of a module.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    items: Vec<Constant>,
    lookup: HashMap<Constant, ConstId>,
}

impl ConstPool {
    /// The handle of `c`, adding it if new.
    pub fn intern(&mut self, c: Constant) -> ConstId {
        if let Some(&id) = self.lookup.get(&c) {
            return id;
        }
        let id = ConstId(self.items.len() as u32);
        self.items.push(c.clone());
        self.lookup.insert(c, id);
        id
    }
    pub fn get(&self, id: ConstId) -> Option<&Constant> {
        self.items.get(id.0 as usize)
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn iter(&self) -> impl Iterator<Item = (ConstId, &Constant)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, c)| (ConstId(i as u32), c))
    }
}

/// A Vulkan built-in stage variable. HLSL semantics map onto these in the lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BuiltIn {
    /// `SV_Position` as a vertex output (`float4`).
    Position,
    /// `SV_Position` as a pixel input (`float4`, window coordinates in pixels).
    FragCoord,
    /// `SV_VertexID` (`uint`).
    VertexIndex,
    /// `SV_InstanceID` (`uint`).
    InstanceIndex,
    /// `SV_StartVertexLocation`, and what `-fvk-support-nonzero-base-vertex` subtracts from
    /// `VertexIndex` (`uint`; SPIR-V's `DrawParameters`).
    BaseVertex,
    /// `SV_StartInstanceLocation`, and what `-fvk-support-nonzero-base-instance` subtracts
    /// from `InstanceIndex` (`uint`; SPIR-V's `DrawParameters`).
    BaseInstance,
    /// `SV_Barycentrics` (`float3`; `BaryCoordNoPersp` when `noperspective`).
    BaryCoord,
    BaryCoordNoPersp,
    /// `SV_ShadingRate` as a pixel input (`uint`).
    ShadingRate,
    /// `SV_ShadingRate` as a vertex output (`uint`).
    PrimitiveShadingRate,
    /// `[[vk::builtin("PointSize")]]` (vertex output, `float`).
    PointSize,
    /// `[[vk::builtin("DrawIndex")]]` (vertex input, `uint`; SPIR-V's `DrawParameters`).
    DrawIndex,
    /// `[[vk::builtin("HelperInvocation")]]` (pixel input, `bool`).
    HelperInvocation,
    /// `[[vk::builtin("DeviceIndex")]]` (input, `uint`; SPIR-V's `DeviceGroup`).
    DeviceIndex,
    /// `SV_IsFrontFace` (`bool`).
    FrontFacing,
    /// `SV_SampleIndex` (`uint`).
    SampleId,
    /// `SV_Coverage`: an array of one `uint` in SPIR-V; the IR global is `uint[1]`.
    SampleMask,
    /// `SV_Depth` (`float`). An entry point writing it has `depth_replacing`.
    FragDepth,
    /// `SV_DispatchThreadID` (`uint3`).
    GlobalInvocationId,
    /// `SV_GroupID` (`uint3`).
    WorkgroupId,
    /// `SV_GroupThreadID` (`uint3`).
    LocalInvocationId,
    /// `SV_GroupIndex` (`uint`).
    LocalInvocationIndex,
    /// `SV_ClipDistance`: the global is a `float[N]` holding every clip distance.
    ClipDistance,
    /// `SV_CullDistance`: the global is a `float[N]`.
    CullDistance,
    /// `SV_PrimitiveID` (`uint`).
    PrimitiveId,
    /// Wave lane count (`uint`), for wave intrinsics.
    SubgroupSize,
    /// Wave lane index (`uint`), for wave intrinsics.
    SubgroupLocalInvocationId,
    /// `SV_RenderTargetArrayIndex` (`uint`): the framebuffer layer.
    Layer,
    /// `SV_ViewportArrayIndex` (`uint`): the viewport.
    ViewportIndex,
    /// `SV_ViewID` (`uint`): the view of a multiview render pass.
    ViewIndex,
    /// `SV_StencilRef` (`uint`): the fragment's stencil reference (`SPV_EXT_shader_stencil_export`).
    FragStencilRef,
    /// A SPIR-V `BuiltIn` by number, from DXC's inline SPIR-V (`[[vk::ext_builtin_input(n)]]`,
    /// `[[vk::ext_builtin_output(n)]]`): the SPIR-V target passes it through; the text
    /// targets refuse it.
    Spirv(u32),
}

/// Descriptor set and binding of a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResourceBinding {
    pub set: u32,
    pub binding: u32,
}

/// A module-scope variable. Its [`Value::Global`] is a pointer to `ty` in `space`.
///
/// What each kind looks like:
/// - constant buffer: `ty` is `ConstantBuffer<T>` (or an array of them), space `Uniform`,
///   `layout` the layout of `T`; access chains start inside `T`.
/// - push constant: `ty` is `ConstantBuffer<T>` or `T`, space `PushConstant`, `layout` of `T`,
///   no binding (but `slots`: WebGPU and Metal bind it as a buffer).
/// - structured buffer: `ty` is `(RW)StructuredBuffer<T>`, space `StorageBuffer`, `layout` the
///   layout of the element `T`; access chains start with the element index.
/// - byte-address buffer: `ty` is `(RW)ByteAddressBuffer`, space `StorageBuffer`, no layout;
///   a one-index access chain addresses a 32-bit word (`uint`).
/// - texture, typed buffer, sampler: `ty` is the resource (or an array), space `UniformConstant`.
/// - stage input/output: space `Input`/`Output`, `location` or `builtin` set.
/// - `static`: space `Private` (optional constant initializer); `groupshared`: `Workgroup`.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Source name (debug names only; never used for identity).
    pub name: String,
    /// The value type (the pointee of the global's pointer).
    pub ty: TypeId,
    /// `Pointer { space, pointee: ty }`, interned by [`Module::add_global`].
    pub pointer_ty: TypeId,
    pub space: AddressSpace,
    /// The Vulkan descriptor set and binding (resources and counters).
    pub binding: Option<ResourceBinding>,
    /// Where the other targets bind it (WebGPU group/binding, Metal index), as sema decided
    /// them ([`crate::slots`]): set on resources, counters and push-constant blocks. Backends
    /// read it; none computes a slot of its own.
    pub slots: Option<crate::slots::TargetSlots>,
    /// `Some(n)` for a resource array of `n` elements (`ty` is then an array type).
    pub resource_count: Option<u32>,
    /// Byte layout of buffer contents (Uniform, StorageBuffer, PushConstant), see above.
    pub layout: Option<TypeLayout>,
    pub location: Option<u32>,
    pub builtin: Option<BuiltIn>,
    pub interpolation: Interpolation,
    /// `[[vk::image_format("rgba8")]]` of a storage texture (lower-case name); `None` = unknown.
    pub image_format: Option<String>,
    /// The format was declared (`[[vk::image_format]]`), not inferred from the texel type as
    /// DXC does for SPIR-V; WGSL needs a declared one, since WebGPU cannot infer it either.
    pub image_format_declared: bool,
    /// `[[vk::input_attachment_index(i)]]` of a `SubpassInput`.
    pub input_attachment_index: Option<u32>,
    /// A rasterizer-ordered view: a pixel shader that reaches it runs its accesses in
    /// rasterization order (SPIR-V's fragment shader interlock, Metal's raster order groups).
    pub rasterizer_ordered: bool,
    /// `globallycoherent`: decorated `Coherent` in SPIR-V, as DXC does under the GLSL450
    /// memory model, so other workgroups see its writes.
    pub coherent: bool,
    /// A pixel input read per vertex (`GetAttributeAtVertex`): `ty` is `T[3]`, one value per
    /// vertex of the primitive (SPIR-V `PerVertexKHR`); plain reads take vertex 0.
    pub per_vertex: bool,
    /// Read-only storage buffer (`StructuredBuffer`, `ByteAddressBuffer`, `tbuffer`).
    pub non_writable: bool,
    /// Constant initial value of a `Private` global.
    pub initializer: Option<ConstId>,
    /// A stage variable's HLSL semantic (`TEXCOORD`, `TEXCOORD4`, `SV_Position`), which
    /// `-fspv-reflect` writes.
    pub semantic: Option<String>,
    /// A resource's HLSL type as `-fspv-reflect` writes it (`texture2d:<float4>`, `cbuffer`);
    /// `None` for the implicit globals buffer, counters and non-resources.
    pub user_type: Option<String>,
    /// The hidden counter of an append, consume or counter-using structured buffer.
    pub counter: Option<GlobalId>,
    /// DXC's `[[vk::ext_decorate*]]` on the declaration: the SPIR-V target writes them, the
    /// text targets refuse them.
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
    pub span: Span,
}

impl Global {
    /// A global with only the required fields set; fill in the rest with struct update syntax
    /// or field assignment before passing it to [`Module::add_global`] (which sets `pointer_ty`).
    pub fn new(name: impl Into<String>, ty: TypeId, space: AddressSpace, span: Span) -> Self {
        Global {
            name: name.into(),
            ty,
            pointer_ty: ty,
            space,
            binding: None,
            slots: None,
            resource_count: None,
            layout: None,
            location: None,
            builtin: None,
            interpolation: Interpolation::default(),
            image_format: None,
            image_format_declared: false,
            rasterizer_ordered: false,
            coherent: false,
            per_vertex: false,
            input_attachment_index: None,
            non_writable: false,
            initializer: None,
            semantic: None,
            user_type: None,
            counter: None,
            spirv_decorations: Vec::new(),
            span,
        }
    }
}

/// An entry point: a no-parameter `void` wrapper function over stage globals.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryPoint {
    pub name: String,
    pub stage: Stage,
    pub function: FuncId,
    /// `[numthreads(x, y, z)]`; `[1, 1, 1]` for non-compute stages.
    pub workgroup_size: [u32; 3],
    /// Stage input globals (space `Input`), in order.
    pub inputs: Vec<GlobalId>,
    /// Stage output globals (space `Output`), in order.
    pub outputs: Vec<GlobalId>,
    /// `[earlydepthstencil]`.
    pub early_depth_stencil: bool,
    /// The pixel shader writes `SV_Depth`.
    pub depth_replacing: bool,
    /// `SV_DepthGreaterEqual` / `SV_DepthLessEqual`: the written depth is never less (never
    /// greater) than the rasterized one (SPIR-V's `DepthGreater` / `DepthLess` modes).
    pub conservative_depth: Option<ConservativeDepth>,
    /// DXC's `[[vk::post_depth_coverage]]`, `[[vk::early_and_late_tests]]` and their depth and
    /// stencil promises (pixel shaders).
    pub fragment_tests: crate::target::FragmentTests,
    /// Capabilities, extensions and execution modes of DXC's inline SPIR-V (SPIR-V only).
    pub spirv: crate::target::SpirvEntryExtras,
    pub span: Span,
}

/// The promise a conservative depth output makes about the value written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConservativeDepth {
    /// `SV_DepthGreaterEqual`.
    GreaterEqual,
    /// `SV_DepthLessEqual`.
    LessEqual,
}

/// A whole program in IR form.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The type arena, moved in from the front end (the IR adds pointer types to it).
    pub types: TypeArena,
    pub constants: ConstPool,
    /// Specialization constants in declaration order (the dump lists them as `spec` lines).
    pub spec_constants: Vec<SpecConstant>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    pub entry_points: Vec<EntryPoint>,
    /// The rule set the buffer layouts follow; `Dx` and `Scalar` need the device's
    /// `scalarBlockLayout` ([`super::features`]).
    pub buffer_layout: crate::types::BufferLayout,
    /// `-fspv-preserve-bindings`: every resource (and counter) is part of every entry point,
    /// declared even where the code never uses it, so the layout a pipeline sees does not
    /// depend on the code ([`super::reach`]).
    pub preserve_bindings: bool,
    /// The layout of what each `vk::BufferPointer<T, A>` points to, by `T`: memory reached
    /// through a `Deref` is laid out by it.
    pub pointee_layouts: Vec<(TypeId, crate::types::TypeLayout)>,
}

impl Module {
    /// The layout of the memory a `vk::BufferPointer` to `pointee` points to.
    pub fn pointee_layout(&self, pointee: TypeId) -> Option<&crate::types::TypeLayout> {
        self.pointee_layouts
            .iter()
            .find(|(t, _)| *t == pointee)
            .map(|(_, l)| l)
    }

    pub fn new(types: TypeArena) -> Self {
        Module {
            types,
            ..Module::default()
        }
    }

    /// Adds a global, interning its pointer type.
    pub fn add_global(&mut self, mut global: Global) -> GlobalId {
        global.pointer_ty = self.types.pointer(global.space, global.ty);
        let id = GlobalId(self.globals.len() as u32);
        self.globals.push(global);
        id
    }

    /// Declares a function with no blocks; fill it with a [`super::Builder`].
    pub fn add_function(
        &mut self,
        name: impl Into<String>,
        params: Vec<Param>,
        return_type: TypeId,
        span: Span,
    ) -> FuncId {
        let id = FuncId(self.functions.len() as u32);
        self.functions
            .push(Function::new(name.into(), params, return_type, span));
        id
    }

    /// Adds a specialization constant; the returned value is its operand.
    pub fn add_spec_constant(&mut self, spec: SpecConstant) -> Value {
        let id = SpecConstId(self.spec_constants.len() as u32);
        self.spec_constants.push(spec);
        Value::SpecConstant(id)
    }

    pub fn spec_constant(&self, id: SpecConstId) -> Option<&SpecConstant> {
        self.spec_constants.get(id.0 as usize)
    }

    pub fn add_entry_point(&mut self, entry: EntryPoint) {
        self.entry_points.push(entry);
    }

    pub fn global(&self, id: GlobalId) -> Option<&Global> {
        self.globals.get(id.0 as usize)
    }
    pub fn function(&self, id: FuncId) -> Option<&Function> {
        self.functions.get(id.0 as usize)
    }
    pub fn function_mut(&mut self, id: FuncId) -> Option<&mut Function> {
        self.functions.get_mut(id.0 as usize)
    }
    pub fn constant(&self, id: ConstId) -> Option<&Constant> {
        self.constants.get(id)
    }
    pub fn entry_point(&self, name: &str) -> Option<&EntryPoint> {
        self.entry_points.iter().find(|e| e.name == name)
    }

    // ----- constants -----

    /// A scalar constant of scalar type `s` with the given bits (see [`ConstValue::Scalar`]).
    pub fn const_scalar_bits(&mut self, s: Scalar, bits: u64) -> Value {
        let ty = self.types.scalar(s);
        let mask = if s.width >= 64 {
            u64::MAX
        } else {
            (1u64 << s.width) - 1
        };
        let bits = if s.is_bool() {
            (bits != 0) as u64
        } else {
            bits & mask
        };
        Value::Constant(self.constants.intern(Constant {
            ty,
            value: ConstValue::Scalar(bits),
        }))
    }
    pub fn const_bool(&mut self, v: bool) -> Value {
        self.const_scalar_bits(Scalar::BOOL, v as u64)
    }
    pub fn const_i32(&mut self, v: i32) -> Value {
        self.const_scalar_bits(Scalar::INT, v as u32 as u64)
    }
    pub fn const_u32(&mut self, v: u32) -> Value {
        self.const_scalar_bits(Scalar::UINT, v as u64)
    }
    pub fn const_f32(&mut self, v: f32) -> Value {
        self.const_scalar_bits(Scalar::FLOAT, v.to_bits() as u64)
    }
    pub fn const_f64(&mut self, v: f64) -> Value {
        self.const_scalar_bits(Scalar::DOUBLE, v.to_bits())
    }
    /// A composite constant of type `ty` from constant parts (see [`ConstValue::Composite`]).
    pub fn const_composite(&mut self, ty: TypeId, parts: Vec<ConstId>) -> Value {
        Value::Constant(self.constants.intern(Constant {
            ty,
            value: ConstValue::Composite(parts),
        }))
    }
    /// The all-zero constant of `ty`.
    pub fn const_zero(&mut self, ty: TypeId) -> Value {
        Value::Constant(self.constants.intern(Constant {
            ty,
            value: ConstValue::Zero,
        }))
    }

    /// The type of `value` used in function `func` (`void` for unknown handles).
    pub fn value_type(&self, func: FuncId, value: Value) -> TypeId {
        match (value, self.function(func)) {
            (Value::Argument(_) | Value::Inst(_), Some(f)) => self.value_type_in(f, value),
            _ => self.value_type_in_none(value),
        }
    }

    /// [`Self::value_type`] in `func`, which may be taken out of the module (as passes do
    /// while they rewrite it).
    pub fn value_type_in(&self, func: &Function, value: Value) -> TypeId {
        match value {
            Value::Argument(i) => func
                .params
                .get(i as usize)
                .map(|p| p.ty)
                .unwrap_or_else(|| self.void_type()),
            Value::Inst(i) => func
                .inst(i)
                .map(|inst| inst.ty)
                .unwrap_or_else(|| self.void_type()),
            _ => self.value_type_in_none(value),
        }
    }

    /// The type of a value that belongs to no function (arguments and results read `void`).
    fn value_type_in_none(&self, value: Value) -> TypeId {
        match value {
            Value::Constant(c) => self
                .constants
                .get(c)
                .map(|c| c.ty)
                .unwrap_or_else(|| self.void_type()),
            Value::Global(g) => self
                .global(g)
                .map(|g| g.pointer_ty)
                .unwrap_or_else(|| self.void_type()),
            Value::Undef(ty) => ty,
            Value::SpecConstant(s) => self
                .spec_constant(s)
                .map(|s| s.ty)
                .unwrap_or_else(|| self.void_type()),
            Value::Argument(_) | Value::Inst(_) => self.void_type(),
        }
    }

    /// `void`'s handle if the arena has one (it does after any function is added by the
    /// lowering); `TypeId(u32::MAX)` otherwise, which [`TypeArena::get`] reads as `void`.
    pub(crate) fn void_type(&self) -> TypeId {
        self.types
            .iter()
            .find(|(_, t)| *t == Type::Void)
            .map(|(id, _)| id)
            .unwrap_or(TypeId(u32::MAX))
    }
}
