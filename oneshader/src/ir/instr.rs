//! IR values and instructions: the operand type [`Value`], the one instruction enum
//! [`InstKind`] and the small enums that parameterize it.
//!
//! Typing rules (checked by the verifier; the result type is [`Inst::ty`]):
//! - Arithmetic, bitwise and comparison opcodes are component-wise on scalars, vectors and
//!   (for `Add`/`Sub`/`Mul`/`Div`/`Rem`/`Neg`) matrices. Both operands have the same type; the
//!   lowering splats scalars first. Signedness and float-versus-integer come from the operand
//!   type. Comparisons yield `bool` of the operand's shape. `Mul` on matrices is component-wise;
//!   the matrix product is [`InstKind::MatMul`].
//! - Shifts: the count has the operand's type; backends mask it to the bit width (HLSL rule).
//! - Resource operands (textures, samplers, buffers) are *pointers* (a global or an access chain
//!   into a resource array), never loaded handles.
//! - Memory: `Alloca` yields `ptr<function, T>`; `Load` yields the pointee; `Store` yields void.
//!   `AccessChain` walks a pointer: struct members need constant integer indices, arrays, vectors
//!   and matrix rows take any integer. `ConstantBuffer<T>`/`TextureBuffer<T>` are transparent
//!   (the chain continues inside `T`; zero indices give `ptr<uniform, T>`),
//!   `StructuredBuffer<T>` takes the element index first, a byte-address buffer takes one word
//!   index and yields `ptr<storage, uint>`, and a resource array takes the element index first.
//! - Byte-address loads and stores have no opcode of their own: the lowering computes the word
//!   index (`offset >> 2`), builds `AccessChain(buffer, [word])` and uses `Load`/`Store` of `uint`
//!   (several for `Load2/3/4`). `GetDimensions` on structured and byte-address buffers is
//!   [`InstKind::BufferLength`].
//! - Instructions that yield nothing have type `void`.

use super::function::BlockId;
use super::module::{ConstId, FuncId, GlobalId, SpecConstId};
use super::subgroup::SubgroupOp;
use crate::source::Span;
use crate::types::TypeId;

/// Handle of an instruction in its function's arena ([`super::Function::insts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// An interned module constant.
    Constant(ConstId),
    /// The function's parameter number `n` (`%argN` in the dump).
    Argument(u32),
    /// A pointer to a module global.
    Global(GlobalId),
    /// The result of an instruction of the same function.
    Inst(InstId),
    /// An undefined value of the given type.
    Undef(TypeId),
    /// A specialization constant of the module (a scalar, never folded).
    SpecConstant(SpecConstId),
}

/// One-operand component-wise opcodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnaryOp {
    /// Arithmetic negation (float or integer).
    Neg,
    /// Bitwise complement (`~`, integers).
    BitNot,
    /// Logical not (`!`, bool).
    LogicalNot,
}

/// Two-operand component-wise opcodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `%`: signed remainder takes the dividend's sign; float remainder is `fmod`-like.
    Rem,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    /// Arithmetic for signed, logical for unsigned operands.
    Shr,
    /// Component-wise on bools, both sides evaluated (`and()`); `&&` is control flow.
    LogicalAnd,
    LogicalOr,
    Eq,
    /// On floats this is unordered: true when either side is NaN.
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl BinaryOp {
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        )
    }
    /// The dump spelling.
    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::Div => "div",
            BinaryOp::Rem => "rem",
            BinaryOp::BitAnd => "and",
            BinaryOp::BitOr => "or",
            BinaryOp::BitXor => "xor",
            BinaryOp::Shl => "shl",
            BinaryOp::Shr => "shr",
            BinaryOp::LogicalAnd => "land",
            BinaryOp::LogicalOr => "lor",
            BinaryOp::Eq => "eq",
            BinaryOp::Ne => "ne",
            BinaryOp::Lt => "lt",
            BinaryOp::Le => "le",
            BinaryOp::Gt => "gt",
            BinaryOp::Ge => "ge",
        }
    }
}

impl UnaryOp {
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Neg => "neg",
            UnaryOp::BitNot => "not",
            UnaryOp::LogicalNot => "lnot",
        }
    }
}

/// Math and bit intrinsics. Operands are in HLSL order and have the HLSL overload's types
/// (the lowering converts arguments first); the result type is the overload's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntrinsicOp {
    /// `abs(x)`: float or signed (unsigned is the identity).
    Abs,
    /// `sign(x)`: result is `int` of the operand's shape.
    Sign,
    Min,
    Max,
    /// `clamp(x, lo, hi)`.
    Clamp,
    /// `saturate(x)` = clamp to [0, 1].
    Saturate,
    Floor,
    Ceil,
    /// Round half to even.
    Round,
    Trunc,
    /// `frac(x)` = `x - floor(x)`.
    Fract,
    Sqrt,
    /// `rsqrt(x)`.
    InverseSqrt,
    /// `rcp(x)` = `1 / x`.
    Rcp,
    Exp,
    Exp2,
    Log,
    Log2,
    /// `log10(x)` = `log2(x) * 0.30103` (DXC's constant).
    Log10,
    Pow,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    /// `atan2(y, x)`.
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Radians,
    Degrees,
    /// `fma(a, b, c)`, fused.
    Fma,
    /// `mad(a, b, c)`: a multiply and an add that must not be contracted.
    Mad,
    /// `lerp(a, b, t)`.
    Lerp,
    /// `step(edge, x)`.
    Step,
    /// `smoothstep(lo, hi, x)`.
    SmoothStep,
    Length,
    Distance,
    Normalize,
    Cross,
    /// `reflect(i, n)`.
    Reflect,
    /// `refract(i, n, eta)`.
    Refract,
    /// `faceforward(n, i, ng)`.
    FaceForward,
    Determinant,
    /// `ldexp(x, e)` = `x * exp2(e)` (`e` is float in HLSL).
    Ldexp,
    /// `frexp(x, out e)`: operands `x`, pointer to the float exponent; yields the mantissa.
    Frexp,
    /// `modf(x, out i)`: operands `x`, pointer to the integer part; yields the fraction.
    Modf,
    /// `sincos(x, out s, out c)`: operands `x`, two pointers; yields void.
    SinCos,
    IsNan,
    IsInf,
    IsFinite,
    /// `any(x)` on a bool scalar/vector (the lowering converts to bool first).
    Any,
    /// `all(x)` on a bool scalar/vector.
    All,
    CountBits,
    /// `firstbithigh`: signed or unsigned form chosen by the operand type.
    FirstBitHigh,
    FirstBitLow,
    ReverseBits,
    /// `f16tof32(uint)` -> float.
    F16ToF32,
    /// `f32tof16(float)` -> uint.
    F32ToF16,
    Ddx,
    Ddy,
    DdxFine,
    DdyFine,
    DdxCoarse,
    DdyCoarse,
    Fwidth,
    /// `NonUniformResourceIndex(i)`: yields `i`; backends mark dependent resource accesses.
    NonUniformIndex,
    /// `IsHelperLane()`: no operands, `bool`; true in a pixel shader's helper invocations
    /// (false in other stages, which have none).
    IsHelperLane,
    /// `CheckAccessFullyMapped(status)`: `uint` residency code (of a sparse texture
    /// operation) -> `bool`, whether every texel read was resident.
    CheckAccessFullyMapped,
    /// `vk::ReadClock(scope)`: the `uint` constant scope (device 1 or subgroup 3) ->
    /// `uint64_t`. Each call reads the clock anew: never merged with another.
    ReadClock,
    /// `EvaluateAttributeCentroid(x)`: a pixel-shader input evaluated at the centroid.
    /// `args[0]` is the input's value as the lowering makes it; the `interpolate`
    /// legalization pass turns it into a pointer into the `Input` global (SPIR-V's
    /// interpolant). The result has the input's (32-bit float scalar or vector) type.
    InterpolateAtCentroid,
    /// `EvaluateAttributeAtSample(x, sample)`: ... at a sample (`uint`), as above.
    InterpolateAtSample,
    /// `EvaluateAttributeSnapped(x, offset)`: ... at a `float2` offset from the pixel
    /// centre, in pixels (the lowering scales HLSL's 1/16-pixel `int2`), as above.
    InterpolateAtOffset,
    /// `GetAttributeAtVertex(x, vertex)`: the value of a pixel-shader input at one of the
    /// primitive's three vertices (`uint`). `args[0]` is the input's value as the lowering
    /// makes it; the `interpolate` legalization pass replaces the instruction with a load
    /// from the per-vertex input (`PerVertexKHR`), so backends never see it.
    AttributeAtVertex,
}

impl IntrinsicOp {
    /// The operations on a pixel input itself (`EvaluateAttribute*`, `GetAttributeAtVertex`),
    /// whose first operand the `interpolate` legalization pass traces to the input.
    pub fn reads_input(self) -> bool {
        self.is_interpolation() || self == IntrinsicOp::AttributeAtVertex
    }

    /// The pixel-input evaluations (`EvaluateAttribute*`), whose first operand is an
    /// interpolant.
    pub fn is_interpolation(self) -> bool {
        matches!(
            self,
            IntrinsicOp::InterpolateAtCentroid
                | IntrinsicOp::InterpolateAtSample
                | IntrinsicOp::InterpolateAtOffset
        )
    }

    /// The dump spelling (the HLSL name where there is one).
    pub fn name(self) -> &'static str {
        use IntrinsicOp::*;
        match self {
            Abs => "abs",
            Sign => "sign",
            Min => "min",
            Max => "max",
            Clamp => "clamp",
            Saturate => "saturate",
            Floor => "floor",
            Ceil => "ceil",
            Round => "round",
            Trunc => "trunc",
            Fract => "frac",
            Sqrt => "sqrt",
            InverseSqrt => "rsqrt",
            Rcp => "rcp",
            Exp => "exp",
            Exp2 => "exp2",
            Log => "log",
            Log2 => "log2",
            Log10 => "log10",
            Pow => "pow",
            Sin => "sin",
            Cos => "cos",
            Tan => "tan",
            Asin => "asin",
            Acos => "acos",
            Atan => "atan",
            Atan2 => "atan2",
            Sinh => "sinh",
            Cosh => "cosh",
            Tanh => "tanh",
            Radians => "radians",
            Degrees => "degrees",
            Fma => "fma",
            Mad => "mad",
            Lerp => "lerp",
            Step => "step",
            SmoothStep => "smoothstep",
            Length => "length",
            Distance => "distance",
            Normalize => "normalize",
            Cross => "cross",
            Reflect => "reflect",
            Refract => "refract",
            FaceForward => "faceforward",
            Determinant => "determinant",
            Ldexp => "ldexp",
            Frexp => "frexp",
            Modf => "modf",
            SinCos => "sincos",
            IsNan => "isnan",
            IsInf => "isinf",
            IsFinite => "isfinite",
            Any => "any",
            All => "all",
            CountBits => "countbits",
            FirstBitHigh => "firstbithigh",
            FirstBitLow => "firstbitlow",
            ReverseBits => "reversebits",
            F16ToF32 => "f16tof32",
            F32ToF16 => "f32tof16",
            Ddx => "ddx",
            Ddy => "ddy",
            DdxFine => "ddx_fine",
            DdyFine => "ddy_fine",
            DdxCoarse => "ddx_coarse",
            DdyCoarse => "ddy_coarse",
            Fwidth => "fwidth",
            NonUniformIndex => "NonUniformResourceIndex",
            IsHelperLane => "IsHelperLane",
            CheckAccessFullyMapped => "CheckAccessFullyMapped",
            ReadClock => "vk::ReadClock",
            InterpolateAtCentroid => "EvaluateAttributeCentroid",
            InterpolateAtSample => "EvaluateAttributeAtSample",
            InterpolateAtOffset => "EvaluateAttributeSnapped",
            AttributeAtVertex => "GetAttributeAtVertex",
        }
    }

    /// How many operands the intrinsic takes.
    pub fn arity(self) -> usize {
        use IntrinsicOp::*;
        match self {
            Min | Max | Pow | Atan2 | Step | Distance | Cross | Reflect | Ldexp | Frexp | Modf
            | InterpolateAtSample | InterpolateAtOffset | AttributeAtVertex => 2,
            Clamp | Fma | Mad | Lerp | SmoothStep | Refract | FaceForward | SinCos => 3,
            IsHelperLane => 0,
            _ => 1,
        }
    }
}

/// Texture opcodes. Operands (the `operands` vector of [`InstKind::Texture`]) in order:
///
/// | op | operands |
/// |---|---|
/// | `Sample` | texture, sampler, coordinate |
/// | `SampleBias` / `SampleLevel` | texture, sampler, coordinate, bias or level |
/// | `SampleGrad` | texture, sampler, coordinate, ddx, ddy |
/// | `SampleCompare` / `SampleCompareLevelZero` | texture, comparison sampler, coordinate, reference |
/// | `SampleCompareLevel` / `SampleCompareBias` | texture, comparison sampler, coordinate, reference, level or bias |
/// | `SampleCompareGrad` | texture, comparison sampler, coordinate, reference, ddx, ddy |
/// | `Gather` | texture, sampler, coordinate (component is in the op) |
/// | `GatherCompare` | texture, comparison sampler, coordinate, reference |
/// | `Load` | texture, integer coordinate, optional level (or sample index when multisampled) |
/// | `Store` | texture, integer coordinate, value |
/// | `QuerySize` | texture, optional level |
/// | `QueryLevels`, `QuerySamples` | texture |
/// | `QueryLod` | texture, sampler, coordinate |
///
/// Array textures put the layer in the last coordinate component. Results: sampling, gather and
/// load yield the texel type (`float4`, `uint2`, ... as declared; gather yields a 4-vector of
/// the texel's scalar); compare ops yield `float`; `QuerySize` yields `uint` or `uintN`
/// (width, height, depth or layers as the texture has them); `QueryLevels`/`QuerySamples`
/// yield `uint`; `QueryLod` yields `float2` (clamped, unclamped); `Store` yields void.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TextureOp {
    Sample,
    SampleBias,
    SampleLevel,
    SampleGrad,
    SampleCompare,
    SampleCompareLevelZero,
    SampleCompareLevel,
    SampleCompareBias,
    SampleCompareGrad,
    /// `component` 0..=3 selects red..alpha.
    Gather {
        component: u32,
    },
    GatherCompare,
    Load,
    Store,
    QuerySize,
    QueryLevels,
    QuerySamples,
    QueryLod,
}

impl TextureOp {
    pub fn name(self) -> &'static str {
        match self {
            TextureOp::Sample => "sample",
            TextureOp::SampleBias => "sample_bias",
            TextureOp::SampleLevel => "sample_level",
            TextureOp::SampleGrad => "sample_grad",
            TextureOp::SampleCompare => "sample_cmp",
            TextureOp::SampleCompareLevelZero => "sample_cmp_lz",
            TextureOp::SampleCompareLevel => "sample_cmp_level",
            TextureOp::SampleCompareBias => "sample_cmp_bias",
            TextureOp::SampleCompareGrad => "sample_cmp_grad",
            TextureOp::Gather { .. } => "gather",
            TextureOp::GatherCompare => "gather_cmp",
            TextureOp::Load => "texture_load",
            TextureOp::Store => "texture_store",
            TextureOp::QuerySize => "query_size",
            TextureOp::QueryLevels => "query_levels",
            TextureOp::QuerySamples => "query_samples",
            TextureOp::QueryLod => "query_lod",
        }
    }
    /// (minimum, maximum) operand count.
    pub fn operand_range(self) -> (usize, usize) {
        match self {
            TextureOp::Sample | TextureOp::Gather { .. } | TextureOp::QueryLod => (3, 3),
            TextureOp::SampleBias
            | TextureOp::SampleLevel
            | TextureOp::SampleCompare
            | TextureOp::SampleCompareLevelZero
            | TextureOp::GatherCompare => (4, 4),
            TextureOp::SampleGrad
            | TextureOp::SampleCompareLevel
            | TextureOp::SampleCompareBias => (5, 5),
            TextureOp::SampleCompareGrad => (6, 6),
            TextureOp::Load => (2, 3),
            TextureOp::Store => (3, 3),
            TextureOp::QuerySize => (1, 2),
            TextureOp::QueryLevels | TextureOp::QuerySamples => (1, 1),
        }
    }
    /// Whether it samples with a depth comparison (its texture is a depth texture, and its
    /// result one `float`).
    pub fn is_compare(self) -> bool {
        matches!(
            self,
            TextureOp::SampleCompare
                | TextureOp::SampleCompareLevelZero
                | TextureOp::SampleCompareLevel
                | TextureOp::SampleCompareBias
                | TextureOp::SampleCompareGrad
                | TextureOp::GatherCompare
        )
    }
    /// Whether operand 1 is a sampler.
    pub fn takes_sampler(self) -> bool {
        !matches!(
            self,
            TextureOp::Load
                | TextureOp::Store
                | TextureOp::QuerySize
                | TextureOp::QueryLevels
                | TextureOp::QuerySamples
        )
    }
}

/// Read-modify-write atomic operations. Min/Max are signed or unsigned by the target's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomicOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Min,
    Max,
    Exchange,
}

impl AtomicOp {
    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Min => "min",
            AtomicOp::Max => "max",
            AtomicOp::Exchange => "exchange",
        }
    }
}

/// Which memory a [`InstKind::Barrier`] orders, at which scope, and whether it also waits for
/// the group.
///
/// `GroupMemoryBarrier` = `GROUP_MEMORY | GROUP_SCOPE`, `DeviceMemoryBarrier` =
/// `DEVICE_MEMORY | DEVICE_SCOPE`, `AllMemoryBarrier` = `ALL_MEMORY | DEVICE_SCOPE`; the
/// `...WithGroupSync` forms add `GROUP_SYNC`. Shader Model 6.8's `Barrier(memory, semantics)`
/// gives each part on its own; without a scope bit the memory is ordered for the invocation
/// only (`Barrier(UAV_MEMORY, 0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct BarrierFlags(pub u8);

impl BarrierFlags {
    /// groupshared memory.
    pub const GROUP_MEMORY: BarrierFlags = BarrierFlags(1);
    /// buffers and textures.
    pub const DEVICE_MEMORY: BarrierFlags = BarrierFlags(2);
    /// both.
    pub const ALL_MEMORY: BarrierFlags = BarrierFlags(3);
    /// every invocation of the group waits here (a control barrier).
    pub const GROUP_SYNC: BarrierFlags = BarrierFlags(4);
    /// the memory is ordered for every invocation of the group.
    pub const GROUP_SCOPE: BarrierFlags = BarrierFlags(8);
    /// the memory is ordered for every invocation on the device.
    pub const DEVICE_SCOPE: BarrierFlags = BarrierFlags(16);

    pub fn contains(self, other: BarrierFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// The memory it orders (`GROUP_MEMORY`, `DEVICE_MEMORY`, both, or none).
    pub fn memory(self) -> BarrierFlags {
        BarrierFlags(self.0 & Self::ALL_MEMORY.0)
    }

    /// The names of its parts, for IR text (`group_memory|group_scope|group_sync`).
    pub fn names(self) -> Vec<&'static str> {
        let mut parts = Vec::new();
        match self.memory() {
            Self::ALL_MEMORY => parts.push("all_memory"),
            Self::GROUP_MEMORY => parts.push("group_memory"),
            Self::DEVICE_MEMORY => parts.push("device_memory"),
            _ => {}
        }
        if self.contains(Self::DEVICE_SCOPE) {
            parts.push("device_scope");
        } else if self.contains(Self::GROUP_SCOPE) {
            parts.push("group_scope");
        }
        if self.contains(Self::GROUP_SYNC) {
            parts.push("group_sync");
        }
        parts
    }
}

impl std::ops::BitOr for BarrierFlags {
    type Output = BarrierFlags;
    fn bitor(self, rhs: BarrierFlags) -> BarrierFlags {
        BarrierFlags(self.0 | rhs.0)
    }
}

/// What an instruction does. Operands are [`Value`]s; the result type is in [`Inst::ty`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    Unary {
        op: UnaryOp,
        operand: Value,
    },
    Binary {
        op: BinaryOp,
        lhs: Value,
        rhs: Value,
    },
    /// Numeric conversion to the result type (same shape): float<->int, width changes,
    /// bool<->number (`x != 0` / `b ? 1 : 0`), int<->uint (a bit reinterpretation).
    Convert {
        value: Value,
    },
    /// Bit reinterpretation to a type of the same total size (`asfloat`, `asuint`).
    Bitcast {
        value: Value,
    },
    /// A scalar repeated into every component of the vector result type.
    Splat {
        value: Value,
    },
    /// Builds the result from parts: vector from scalars and vectors (components in order,
    /// total = size), matrix from row vectors, array from elements, struct from members.
    CompositeConstruct {
        parts: Vec<Value>,
    },
    /// Reads a component/row/element/member by constant indices (one level per index).
    CompositeExtract {
        composite: Value,
        indices: Vec<u32>,
    },
    /// A copy of `composite` with the part at `indices` replaced by `value`.
    CompositeInsert {
        composite: Value,
        value: Value,
        indices: Vec<u32>,
    },
    /// Vector shuffle: `components` index the concatenation of `a` and `b` (`a`'s first).
    /// A swizzle is a shuffle with `a == b`. Result size = `components.len()` (1 gives a scalar).
    Shuffle {
        a: Value,
        b: Value,
        components: Vec<u32>,
    },
    /// Vector component at a run-time index.
    ExtractDynamic {
        vector: Value,
        index: Value,
    },
    /// A copy of `vector` with the component at a run-time index replaced.
    InsertDynamic {
        vector: Value,
        index: Value,
        value: Value,
    },
    /// Component-wise choice; `cond` is `bool` or a bool vector of the operands' size.
    Select {
        cond: Value,
        on_true: Value,
        on_false: Value,
    },
    /// HLSL `mul` on non-scalars, in HLSL terms: matrix*matrix (`RxK * KxC -> RxC`),
    /// matrix*vector (`RxC * C -> R`, vector as a column) and vector*matrix
    /// (`R * RxC -> C`, vector as a row). Float only.
    MatMul {
        lhs: Value,
        rhs: Value,
    },
    /// Dot product of two vectors of the same type (float or integer); yields the scalar.
    Dot {
        lhs: Value,
        rhs: Value,
    },
    Transpose {
        value: Value,
    },
    /// A local variable; result type `ptr<function, T>`. Only in the entry block.
    Alloca,
    Load {
        pointer: Value,
    },
    Store {
        pointer: Value,
        value: Value,
    },
    /// The memory a `vk::BufferPointer<T, A>` value points to: result type
    /// `ptr<physical_storage, T>`, laid out by [`super::Module::pointee_layout`]. Pure (no
    /// memory is touched until a load or store through it).
    Deref {
        pointer: Value,
    },
    /// See the module docs for how each type is walked.
    AccessChain {
        base: Value,
        indices: Vec<Value>,
    },
    Call {
        function: FuncId,
        args: Vec<Value>,
    },
    CallIntrinsic {
        op: IntrinsicOp,
        args: Vec<Value>,
    },
    /// A texture operation; see [`TextureOp`] for operands. `offset` is an integer texel
    /// offset (a constant normally; a run-time value needs extended gather support), or for a
    /// gather an `int2[4]` constant: one offset per gathered texel (`ConstOffsets`).
    /// `min_lod` is the `float` clamp of the sampling methods' clamp argument. A `sparse`
    /// operation (the methods' `out uint status` forms) yields a struct `{ uint status; T
    /// value; }` instead of `T`: the residency code `CheckAccessFullyMapped` reads, and the
    /// value.
    Texture {
        op: TextureOp,
        operands: Vec<Value>,
        offset: Option<Value>,
        min_lod: Option<Value>,
        sparse: bool,
    },
    /// `uint` element count of a structured buffer's runtime array, or word count of a
    /// byte-address buffer (`GetDimensions`).
    BufferLength {
        buffer: Value,
    },
    /// Atomic read-modify-write; yields the original value. `pointer` addresses the target
    /// (groupshared, buffer element or byte-address word); for a texel it is the texture and
    /// `coordinate` is set.
    AtomicRmw {
        op: AtomicOp,
        pointer: Value,
        coordinate: Option<Value>,
        value: Value,
    },
    /// Stores `value` if the target equals `comparand`; yields the original value.
    AtomicCompareExchange {
        pointer: Value,
        coordinate: Option<Value>,
        comparand: Value,
        value: Value,
    },
    Barrier {
        flags: BarrierFlags,
    },
    /// A wave or quad operation (operands per [`SubgroupOp`]); convergent, see
    /// [`super::subgroup`].
    Subgroup {
        op: SubgroupOp,
        args: Vec<Value>,
    },
    /// An inline ray query operation; `args[0]` is the query object's pointer, see
    /// [`super::ray_query`] for the rest.
    RayQuery {
        op: super::RayQueryOp,
        args: Vec<Value>,
    },
    /// SSA merge: one incoming value per predecessor block, at the start of a block.
    Phi {
        incoming: Vec<(BlockId, Value)>,
    },
    /// `printf(format, args...)`: prints through the debugging layer (SPIR-V
    /// `NonSemantic.DebugPrintf`); `args` are numeric scalars and vectors. Void.
    DebugPrintf {
        format: String,
        args: Vec<Value>,
    },
    /// DXC's inline SPIR-V instruction ([`crate::target::SpirvInstruction`]): `args` in
    /// parameter order (literals as integer constants, references as pointers). Only the
    /// SPIR-V target writes it; nothing is known of what it does, so it is never removed.
    Spirv {
        instruction: Box<crate::target::SpirvInstruction>,
        args: Vec<Value>,
    },
}

impl InstKind {
    /// Every operand value, in order (for use lists and the verifier).
    /// Calls `f` on each operand in [`Self::operands`] order, without allocating (the passes
    /// walk every operand of every instruction several times).
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        match self {
            InstKind::Unary { operand, .. } => f(*operand),
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::MatMul { lhs, rhs }
            | InstKind::Dot { lhs, rhs } => {
                f(*lhs);
                f(*rhs);
            }
            InstKind::Convert { value }
            | InstKind::Bitcast { value }
            | InstKind::Splat { value }
            | InstKind::Deref { pointer: value }
            | InstKind::Transpose { value } => f(*value),
            InstKind::CompositeConstruct { parts } => parts.iter().for_each(|v| f(*v)),
            InstKind::CompositeExtract { composite, .. } => f(*composite),
            InstKind::CompositeInsert {
                composite, value, ..
            } => {
                f(*composite);
                f(*value);
            }
            InstKind::Shuffle { a, b, .. } => {
                f(*a);
                f(*b);
            }
            InstKind::ExtractDynamic { vector, index } => {
                f(*vector);
                f(*index);
            }
            InstKind::InsertDynamic {
                vector,
                index,
                value,
            } => {
                f(*vector);
                f(*index);
                f(*value);
            }
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                f(*cond);
                f(*on_true);
                f(*on_false);
            }
            InstKind::Alloca | InstKind::Barrier { .. } => {}
            InstKind::Load { pointer } => f(*pointer),
            InstKind::Store { pointer, value } => {
                f(*pointer);
                f(*value);
            }
            InstKind::AccessChain { base, indices } => {
                f(*base);
                indices.iter().for_each(|v| f(*v));
            }
            InstKind::Call { args, .. }
            | InstKind::CallIntrinsic { args, .. }
            | InstKind::Subgroup { args, .. }
            | InstKind::RayQuery { args, .. }
            | InstKind::DebugPrintf { args, .. }
            | InstKind::Spirv { args, .. } => args.iter().for_each(|v| f(*v)),
            InstKind::Texture {
                operands,
                offset,
                min_lod,
                ..
            } => {
                operands.iter().for_each(|v| f(*v));
                if let Some(o) = offset {
                    f(*o);
                }
                if let Some(l) = min_lod {
                    f(*l);
                }
            }
            InstKind::BufferLength { buffer } => f(*buffer),
            InstKind::AtomicRmw {
                pointer,
                coordinate,
                value,
                ..
            } => {
                f(*pointer);
                if let Some(c) = coordinate {
                    f(*c);
                }
                f(*value);
            }
            InstKind::AtomicCompareExchange {
                pointer,
                coordinate,
                comparand,
                value,
            } => {
                f(*pointer);
                if let Some(c) = coordinate {
                    f(*c);
                }
                f(*comparand);
                f(*value);
            }
            InstKind::Phi { incoming } => incoming.iter().for_each(|(_, v)| f(*v)),
        }
    }

    pub fn operands(&self) -> Vec<Value> {
        match self {
            InstKind::Unary { operand, .. } => vec![*operand],
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::MatMul { lhs, rhs }
            | InstKind::Dot { lhs, rhs } => vec![*lhs, *rhs],
            InstKind::Convert { value }
            | InstKind::Bitcast { value }
            | InstKind::Splat { value }
            | InstKind::Deref { pointer: value }
            | InstKind::Transpose { value } => vec![*value],
            InstKind::CompositeConstruct { parts } => parts.clone(),
            InstKind::CompositeExtract { composite, .. } => vec![*composite],
            InstKind::CompositeInsert {
                composite, value, ..
            } => vec![*composite, *value],
            InstKind::Shuffle { a, b, .. } => vec![*a, *b],
            InstKind::ExtractDynamic { vector, index } => vec![*vector, *index],
            InstKind::InsertDynamic {
                vector,
                index,
                value,
            } => vec![*vector, *index, *value],
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => vec![*cond, *on_true, *on_false],
            InstKind::Alloca | InstKind::Barrier { .. } => vec![],
            InstKind::Load { pointer } => vec![*pointer],
            InstKind::Store { pointer, value } => vec![*pointer, *value],
            InstKind::AccessChain { base, indices } => {
                let mut v = vec![*base];
                v.extend(indices.iter().copied());
                v
            }
            InstKind::Call { args, .. }
            | InstKind::CallIntrinsic { args, .. }
            | InstKind::Subgroup { args, .. }
            | InstKind::RayQuery { args, .. }
            | InstKind::DebugPrintf { args, .. }
            | InstKind::Spirv { args, .. } => args.clone(),
            InstKind::Texture {
                operands,
                offset,
                min_lod,
                ..
            } => {
                let mut v = operands.clone();
                v.extend(offset.iter().copied());
                v.extend(min_lod.iter().copied());
                v
            }
            InstKind::BufferLength { buffer } => vec![*buffer],
            InstKind::AtomicRmw {
                pointer,
                coordinate,
                value,
                ..
            } => {
                let mut v = vec![*pointer];
                v.extend(coordinate.iter().copied());
                v.push(*value);
                v
            }
            InstKind::AtomicCompareExchange {
                pointer,
                coordinate,
                comparand,
                value,
            } => {
                let mut v = vec![*pointer];
                v.extend(coordinate.iter().copied());
                v.push(*comparand);
                v.push(*value);
                v
            }
            InstKind::Phi { incoming } => incoming.iter().map(|(_, v)| *v).collect(),
        }
    }

    /// Whether the instruction has an effect besides its result (never removed when unused).
    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            InstKind::Store { .. }
                | InstKind::Call { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::AtomicCompareExchange { .. }
                | InstKind::Barrier { .. }
                | InstKind::RayQuery { .. }
                | InstKind::DebugPrintf { .. }
                | InstKind::Spirv { .. }
                | InstKind::Texture {
                    op: TextureOp::Store,
                    ..
                }
        ) || matches!(
            self,
            InstKind::CallIntrinsic {
                op: IntrinsicOp::Frexp | IntrinsicOp::Modf | IntrinsicOp::SinCos,
                ..
            }
        )
    }
}

/// One instruction: what it does, its result type, where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub kind: InstKind,
    /// Result type (`void` when it yields nothing).
    pub ty: TypeId,
    /// Source location for diagnostics a backend reports.
    pub span: Span,
    /// Source name of the value (a local's name for `Alloca`), shown as a dump comment only.
    pub name: Option<String>,
    /// `precise`: no reassociation, fusing or algebraic rewrites.
    pub precise: bool,
}
