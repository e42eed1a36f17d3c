//! The checked program (HIR): what semantic analysis hands to lowering and reflection.
//!
//! Everything here is resolved and typed: every expression has a [`TypeId`], names are handles
//! ([`LocalId`], [`GlobalId`], [`FuncId`]), overloads and intrinsics are chosen, and every
//! implicit conversion is an explicit node ([`ExprKind::Convert`], [`ExprKind::Splat`],
//! [`ExprKind::Truncate`]), so operands of a [`ExprKind::Binary`] always have the same type and
//! arguments always have the parameter's type. Bindings, buffer layouts and stage variables are
//! decided here too, so lowering and reflection read the same facts.
//!
//! Invariants (sema guarantees them, lowering may rely on them):
//! - Handles point into this program's arenas; `ExprId`s into their function's `exprs`.
//! - No literal scalar kinds ([`crate::types::ScalarKind::LiteralInt`]/`LiteralFloat`) remain in
//!   any expression type: literals are given a concrete type by the context (int, uint, float).
//! - Places (assignable expressions) are `Local`, `Param`, `Global`, and `Member`/`Index`/`Swizzle`
//!   (without repeated components)/`MatrixElements` of a place.
//! - `LogicalAnd`/`LogicalOr` have scalar `bool` operands and short-circuit; vector logic uses the
//!   `And`/`Or` intrinsics.
//! - A `cbuffer` member referenced by its bare name is `Member { base: Global(cbuffer), index }`;
//!   plain (non-static) globals are members of the implicit `Globals` constant buffer.

use crate::source::Span;
use crate::target::Stage;
use crate::types::{Interpolation, MatrixPacking, Semantic, TypeArena, TypeId, TypeLayout};

macro_rules! handle {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize { self.0 as usize }
        }
    )*};
}

handle! {
    /// Index into [`Program::globals`].
    GlobalId;
    /// Index into [`Program::functions`].
    FuncId;
    /// Index into [`Function::locals`].
    LocalId;
    /// Index into [`Function::exprs`].
    ExprId;
}

/// The whole checked translation unit.
#[derive(Debug, Default)]
pub struct Program {
    /// The main file's path as given to the compiler.
    pub source_path: String,
    pub types: TypeArena,
    /// In declaration order (the implicit `Globals` constant buffer is placed where the first
    /// plain global was declared).
    pub globals: Vec<Global>,
    /// In declaration order; callees may come after callers.
    pub functions: Vec<Function>,
    /// The entry points to compile, in the order requested (or declaration order).
    pub entry_points: Vec<EntryPoint>,
    /// Runs non-constant `static` initializers; every entry point runs it first.
    pub init_function: Option<FuncId>,
    /// The rule set every buffer layout was computed with.
    pub buffer_layout: crate::types::BufferLayout,
    /// `-fvk-invert-y`, `-fvk-use-dx-position-w`, applied by the entry wrappers.
    pub position: crate::types::PositionOptions,
    /// `-fspv-use-unknown-image-format`: the lowering infers no storage image format.
    pub unknown_image_format: bool,
    /// The `printf` format strings, each once, indexed by [`Intrinsic::Printf`].
    pub strings: Vec<String>,
    /// The layout of what each `vk::BufferPointer<T, A>` points to, by `T` (each `T` once, in
    /// arena order): storage-buffer rules of [`Program::buffer_layout`], as DXC lays out the
    /// pointee of a buffer pointer.
    pub pointee_layouts: Vec<(TypeId, crate::types::TypeLayout)>,
}

impl Program {
    pub fn global(&self, id: GlobalId) -> Option<&Global> {
        self.globals.get(id.index())
    }
    pub fn function(&self, id: FuncId) -> Option<&Function> {
        self.functions.get(id.index())
    }
}

/// A compile-time value with exact bits. Scalars carry their kind; the expression or global
/// that holds it gives the full type.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    Bool(bool),
    /// Signed integers of any width (sign-extended).
    Int(i64),
    /// Unsigned integers of any width (zero-extended).
    Uint(u64),
    /// Floats of any width, stored as f64 (a `float` constant is exactly representable as f32).
    Float(f64),
    /// Vector components, matrix rows (each a `Composite` of components), array elements or
    /// struct members, in order.
    Composite(Vec<ConstValue>),
}

#[derive(Debug)]
pub struct Global {
    pub name: String,
    /// The value type: a resource type (or an array of one) for resources, the struct for push
    /// constants, the variable's type otherwise.
    pub ty: TypeId,
    pub span: Span,
    pub kind: GlobalKind,
    /// `[[vk::ext_decorate*]]` on the declaration, for the SPIR-V target.
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
}

#[derive(Debug)]
pub enum GlobalKind {
    /// Textures, samplers, typed/structured/byte-address buffers, `cbuffer`/`tbuffer` blocks,
    /// `ConstantBuffer<T>` and the implicit `Globals` buffer.
    Resource(ResourceBinding),
    /// A `[[vk::push_constant]]` block. `layout` uses the push-constant (vector-relaxed std430)
    /// rules; `slots` is where the targets that bind it as a buffer (WebGPU's stand-in uniform
    /// buffer, Metal's `[[buffer(n)]]`) take it, from [`crate::slots::assign`].
    PushConstant {
        layout: TypeLayout,
        slots: crate::slots::TargetSlots,
    },
    /// A `static` global (one per invocation). A constant initializer is here; a non-constant
    /// one is an assignment in [`Program::init_function`].
    Static { init: Option<ConstValue> },
    /// A `static const` (or `const` at global scope with an initializer that sema folded):
    /// references are usually folded to `ExprKind::Const`, but arrays indexed at run time are
    /// read from this global.
    Constant { value: ConstValue },
    /// `groupshared`.
    GroupShared,
    /// `[[vk::constant_id(id)]] const T Name = default;`
    SpecConstant { id: u32, default: ConstValue },
    /// DXC's inline SPIR-V built-in variables: `[[vk::ext_builtin_input(n)]] static const T
    /// Name;` (read-only) and `[[vk::ext_builtin_output(n)]] static T Name;`, a SPIR-V `Input`
    /// or `Output` variable decorated `BuiltIn n`.
    SpirvBuiltIn { builtin: u32, output: bool },
}

/// Where a resource is bound, and the facts backends and reflection need about it.
#[derive(Clone, Debug, PartialEq)]
pub struct ResourceBinding {
    /// The Vulkan descriptor set and binding ([`super::bindings`]).
    pub set: u32,
    pub binding: u32,
    /// The WebGPU and Metal slots of the resource and its counter ([`crate::slots::assign`]
    /// over the whole module, after the Vulkan ones are known).
    pub slots: crate::slots::ResourceSlots,
    /// Array length for a resource array (`Texture2D T[4]` has 4), 1 otherwise, 0 for an
    /// unbounded array (`Texture2D T[]`).
    pub count: u32,
    /// For constant, texture, structured buffers: the byte layout of the contents (for a
    /// structured buffer, of one element; its `size` rounded to `alignment` is the stride).
    pub layout: Option<TypeLayout>,
    /// `[[vk::image_format("rgba8")]]`, lower-case, for storage textures and typed buffers.
    pub image_format: Option<String>,
    /// `[[vk::input_attachment_index(i)]]` of a `SubpassInput`: the subpass's input
    /// attachment it reads.
    pub input_attachment_index: Option<u32>,
    /// A sampled texture and a sampler that share this slot form a combined pair; each names
    /// the other here.
    pub combined_with: Option<GlobalId>,
    /// The hidden counter of an append/consume buffer: (set, binding).
    pub counter: Option<(u32, u32)>,
    /// The implicit `Globals` buffer (plain global variables).
    pub implicit_globals: bool,
    /// Declared with `cbuffer`/`tbuffer` block syntax (not `ConstantBuffer<T>`).
    pub block: bool,
    /// The first-declared resource of the same descriptor kind at this set and binding, when
    /// this one is a further view of that binding ([`super::bindings`]: aliases).
    pub alias_of: Option<GlobalId>,
    /// Declared as a rasterizer-ordered view (`RasterizerOrderedTexture2D`, ...): its type is
    /// the RW one; pixel shaders order their accesses to it (fragment shader interlock).
    pub rasterizer_ordered: bool,
    /// `globallycoherent`: writes are seen by other workgroups (SPIR-V's `Coherent`).
    pub globally_coherent: bool,
    /// One of a descriptor heap's arrays (`sema::heap`), at the heap's binding.
    pub heap: Option<crate::vk_bindings::DescriptorHeap>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamDirection {
    In,
    Out,
    InOut,
}

#[derive(Debug)]
pub struct Param {
    pub name: String,
    pub ty: TypeId,
    pub direction: ParamDirection,
    pub semantic: Option<Semantic>,
    pub interpolation: Interpolation,
    /// `[[vk::builtin("Name")]]` on an entry point's parameter.
    pub vk_builtin: Option<String>,
    /// `[[vk::location(N)]]` on an entry point's parameter.
    pub location: Option<u32>,
    /// DXC's `[[vk::ext_decorate*]]` on an entry point's parameter: its stage variable's
    /// decorations (on another function's, refused when it is lowered).
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
    pub span: Span,
}

#[derive(Debug)]
pub struct Local {
    pub name: String,
    pub ty: TypeId,
    pub span: Span,
    /// Declared `precise`: the arithmetic feeding it must not be contracted or reordered.
    pub precise: bool,
}

#[derive(Debug)]
pub struct Function {
    pub name: String,
    pub span: Span,
    pub params: Vec<Param>,
    pub return_type: TypeId,
    pub return_semantic: Option<Semantic>,
    pub locals: Vec<Local>,
    pub exprs: Vec<Expr>,
    pub body: Block,
    /// DXC's inline SPIR-V: a prototype with `[[vk::ext_instruction]]`, called as that
    /// instruction (it has no body).
    pub spirv: Option<crate::target::SpirvInstruction>,
    /// `[noinline]`: kept as a function by the optimizer (SPIR-V `DontInline`).
    pub no_inline: bool,
    /// `[[vk::ext_decorate(...)]]` on the function: SPIR-V decorations of its `OpFunction`.
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
}

impl Function {
    pub fn expr(&self, id: ExprId) -> Option<&Expr> {
        self.exprs.get(id.index())
    }
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// `[unroll]`, `[loop]`, `[branch]`, `[flatten]` on a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ControlHint {
    #[default]
    None,
    /// `[unroll]` or `[unroll(n)]`.
    Unroll(Option<u32>),
    /// `[loop]`: do not unroll.
    DontUnroll,
    Branch,
    Flatten,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// An expression evaluated for its effects.
    Expr(ExprId),
    /// A local's declaration; `init` already has the local's type. Without `init` the local
    /// is uninitialised (its value is undefined until assigned).
    Local {
        local: LocalId,
        init: Option<ExprId>,
    },
    Block(Block),
    If {
        /// A scalar `bool`.
        cond: ExprId,
        then_block: Block,
        else_block: Option<Block>,
        hint: ControlHint,
    },
    /// `for (init; cond; step) body`. `init` runs once in its own scope; a missing `cond` is
    /// `true`. `continue` runs `step`.
    For {
        init: Block,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: Block,
        hint: ControlHint,
    },
    While {
        cond: ExprId,
        body: Block,
        hint: ControlHint,
    },
    DoWhile {
        body: Block,
        cond: ExprId,
        hint: ControlHint,
    },
    /// Cases in source order; a case's body falls through into the next unless it ends in
    /// `break` (or `return`, `continue`, `discard`).
    Switch {
        /// A scalar `int` or `uint`.
        selector: ExprId,
        cases: Vec<SwitchCase>,
        hint: ControlHint,
    },
    Break,
    Continue,
    /// `value` already has the function's return type.
    Return {
        value: Option<ExprId>,
    },
    /// `discard` (pixel shaders only).
    Discard,
}

#[derive(Clone, Debug)]
pub struct SwitchCase {
    /// The labels that enter this body (several `case`s stacked on one body share it).
    pub labels: Vec<CaseLabel>,
    pub body: Block,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseLabel {
    /// The value, as the selector's type sees it (an `uint` selector's labels are stored as
    /// their 32-bit pattern sign-extended).
    Value(i64),
    Default,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub span: Span,
    /// `precise` applies to the arithmetic of this expression.
    pub precise: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// Arithmetic negation.
    Neg,
    /// Logical `!` on bool scalars and vectors (HLSL applies it component-wise).
    Not,
    /// `~` on integers.
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    /// Component-wise `*` (the matrix product is the `Mul` intrinsic).
    Mul,
    Div,
    /// `%`: `fmod`-like for floats (truncated), `OpSRem`/`OpUMod` for integers.
    Rem,
    /// Shift counts are masked to the operand width (lowering does it).
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    /// Comparisons: operands share a type, the result is bool of the same shape.
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A literal or folded constant of `Expr::ty`.
    Const(ConstValue),
    Local(LocalId),
    /// The function's parameter by position (parameters are assignable in HLSL).
    Param(u32),
    Global(GlobalId),
    /// A struct member by index (also a member of a constant buffer's element struct).
    Member {
        base: ExprId,
        index: u32,
    },
    /// `base[index]`: array element, vector component, matrix row, resource-array element, or
    /// the element of a structured buffer / typed buffer / RW texture (`index` is then the
    /// element index or integer texel coordinate).
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `v.xzy`, `s.xxx` (on a scalar too). Components 0..=3.
    Swizzle {
        base: ExprId,
        components: Vec<u8>,
    },
    /// `m._m01_m10` / `m._12`: (row, column) pairs, 0-based.
    MatrixElements {
        base: ExprId,
        elements: Vec<(u8, u8)>,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    LogicalAnd {
        lhs: ExprId,
        rhs: ExprId,
    },
    LogicalOr {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `cond ? accept : reject`. `cond` is a scalar bool (HLSL 2021) and only the chosen side
    /// is evaluated.
    Conditional {
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
    },
    /// Numeric conversion to `Expr::ty` (same shape, different scalar; bool included).
    Convert {
        operand: ExprId,
    },
    /// A scalar repeated into the vector or matrix `Expr::ty`.
    Splat {
        operand: ExprId,
    },
    /// The leading components of a vector (or the top-left block of a matrix) as the smaller
    /// `Expr::ty`; a vector to scalar takes `.x`.
    Truncate {
        operand: ExprId,
    },
    /// Builds `Expr::ty`: a vector or matrix from scalars and vectors whose components add up
    /// (flattened in order; each arg already has the target scalar type), a struct from one
    /// value per member, an array from one value per element.
    Construct {
        args: Vec<ExprId>,
    },
    /// A user function. `out`/`inout` arguments are places.
    Call {
        function: FuncId,
        args: Vec<ExprId>,
    },
    /// A built-in function or resource method; see [`Intrinsic`] for the argument order.
    /// Arguments already have the types the intrinsic takes; out-arguments are places.
    Intrinsic {
        op: Intrinsic,
        args: Vec<ExprId>,
    },
    /// `target = value`; the expression's value is the assigned value.
    Assign {
        target: ExprId,
        value: ExprId,
    },
    /// `target op= value`; `value` is converted to the target's type.
    CompoundAssign {
        op: BinaryOp,
        target: ExprId,
        value: ExprId,
    },
    /// `++x`, `x--`, ... on a numeric place.
    IncDec {
        target: ExprId,
        increment: bool,
        prefix: bool,
    },
    /// `a, b`: evaluates in order; the value is the last one.
    Sequence {
        exprs: Vec<ExprId>,
    },
    /// A bit-field (HLSL 2021): `width` bits from bit `offset` of `base`, an integer member
    /// holding several fields ([`super::bit_fields`]); sign-extended when `Expr::ty` is
    /// signed. A place when `base` is one (writing it changes only those bits).
    BitField {
        base: ExprId,
        offset: u32,
        width: u32,
    },
    /// `p.Get()` on a `vk::BufferPointer<T, A>`: the `T` in memory at the pointer's address
    /// (a place: read, written, passed as `out`/`inout`).
    Deref {
        pointer: ExprId,
    },
}

impl ExprKind {
    /// The operands of an expression, in evaluation order.
    pub fn children(&self) -> Vec<ExprId> {
        match self {
            ExprKind::Const(_) | ExprKind::Local(_) | ExprKind::Param(_) | ExprKind::Global(_) => {
                Vec::new()
            }
            ExprKind::Member { base, .. }
            | ExprKind::Swizzle { base, .. }
            | ExprKind::MatrixElements { base, .. }
            | ExprKind::BitField { base, .. } => vec![*base],
            ExprKind::Index { base, index } => vec![*base, *index],
            ExprKind::Unary { operand, .. }
            | ExprKind::Convert { operand }
            | ExprKind::Splat { operand }
            | ExprKind::Truncate { operand }
            | ExprKind::Deref { pointer: operand } => vec![*operand],
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::LogicalAnd { lhs, rhs }
            | ExprKind::LogicalOr { lhs, rhs } => vec![*lhs, *rhs],
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } => vec![*cond, *accept, *reject],
            ExprKind::Construct { args }
            | ExprKind::Call { args, .. }
            | ExprKind::Intrinsic { args, .. } => args.clone(),
            ExprKind::Sequence { exprs } => exprs.clone(),
            ExprKind::Assign { target, value } | ExprKind::CompoundAssign { target, value, .. } => {
                vec![*target, *value]
            }
            ExprKind::IncDec { target, .. } => vec![*target],
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    And,
    Or,
    Xor,
    /// Signed or unsigned by the operand type.
    Min,
    Max,
    Exchange,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GatherChannel {
    Red,
    Green,
    Blue,
    Alpha,
}

/// What may follow a texture sampling or gather method's fixed arguments (DXC's overloads):
/// the texel offset, or a gather's four offsets; the clamp (minimum LOD); the `out uint
/// status` of sparse residency. Sema builds the overloads from [`texture_tails`] and the
/// lowering reads the arguments back by the same table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexTail {
    Offset,
    Offsets4,
    Clamp,
    Status,
}

impl TexTail {
    /// How many arguments it takes.
    pub fn args(self) -> usize {
        if self == TexTail::Offsets4 {
            4
        } else {
            1
        }
    }
}

/// The tails the sampling or gather method `op` accepts, on a texture that takes texel offsets
/// (`has_offset`; cubes take none). Within one list every tail takes a different number of
/// arguments, so the count alone says which was written.
pub fn texture_tails(op: Intrinsic, has_offset: bool) -> &'static [&'static [TexTail]] {
    use TexTail::*;
    match (op, has_offset) {
        (
            Intrinsic::Sample
            | Intrinsic::SampleBias
            | Intrinsic::SampleGrad
            | Intrinsic::SampleCmp
            | Intrinsic::SampleCmpGrad
            | Intrinsic::SampleCmpBias,
            true,
        ) => &[&[], &[Offset], &[Offset, Clamp], &[Offset, Clamp, Status]],
        (
            Intrinsic::Sample
            | Intrinsic::SampleBias
            | Intrinsic::SampleGrad
            | Intrinsic::SampleCmp
            | Intrinsic::SampleCmpGrad
            | Intrinsic::SampleCmpBias,
            false,
        ) => &[&[], &[Clamp], &[Clamp, Status]],
        (Intrinsic::Gather(_) | Intrinsic::GatherCmp(_), true) => &[
            &[],
            &[Offset],
            &[Offset, Status],
            &[Offsets4],
            &[Offsets4, Status],
        ],
        (_, true) => &[&[], &[Offset], &[Offset, Status]],
        (_, false) => &[&[], &[Status]],
    }
}

/// The tail of `texture_tails(op, has_offset)` that `args` arguments spell, of which `fixed`
/// come before the tail; `None` when no overload has that many.
pub fn texture_tail(
    op: Intrinsic,
    has_offset: bool,
    args: usize,
    fixed: usize,
) -> Option<&'static [TexTail]> {
    let extra = args.checked_sub(fixed)?;
    texture_tails(op, has_offset)
        .iter()
        .copied()
        .find(|t| t.iter().map(|x| x.args()).sum::<usize>() == extra)
}

/// Built-in functions and resource methods, resolved. Unless noted, arguments are in HLSL
/// order, already converted to the overload's parameter types, and the result is
/// `Expr::ty`. Component-wise math intrinsics take and return the same shape; on matrices they
/// apply per component. Resource methods take the resource (a place of resource type, or an
/// element of a resource array) as `args[0]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    // Component-wise math.
    Abs,
    Acos,
    Asin,
    Atan,
    Atan2,
    Ceil,
    Clamp,
    Cos,
    Cosh,
    Degrees,
    Exp,
    Exp2,
    Floor,
    /// `fmod(a, b)`: `a - b * trunc(a / b)` (sign of `a`).
    Fmod,
    Frac,
    IsFinite,
    IsInf,
    IsNan,
    Ldexp,
    Lerp,
    Log,
    Log10,
    Log2,
    /// `mad(a, b, c)` and `fma`.
    Mad,
    Max,
    Min,
    Pow,
    Radians,
    Rcp,
    Round,
    Rsqrt,
    Saturate,
    /// Returns int of the argument's shape.
    Sign,
    Sin,
    Sinh,
    SmoothStep,
    Sqrt,
    Step,
    Tan,
    Tanh,
    Trunc,
    /// `frexp(x, out exp)`: args x, exp (place, float shape).
    Frexp,
    /// `modf(x, out ip)`: args x, ip (place).
    Modf,
    /// `sincos(x, out s, out c)`: args x, s, c (places). Result void.
    SinCos,
    // Vector and matrix.
    Cross,
    Distance,
    Dot,
    FaceForward,
    Length,
    Normalize,
    Reflect,
    Refract,
    Determinant,
    Transpose,
    /// `mul(a, b)` in any of its forms (scalar*any, vector·vector = dot, vector*matrix,
    /// matrix*vector, matrix*matrix); operand shapes say which.
    Mul,
    // Logic on bool shapes (HLSL 2021).
    Any,
    All,
    /// `and(a, b)`, `or(a, b)`, `select(c, a, b)`: component-wise, no short-circuit.
    And,
    Or,
    Select,
    // Bits and reinterpretation.
    AsUint,
    AsInt,
    AsFloat,
    /// `f16tof32(uint)` / `f32tof16(float)`.
    F16ToF32,
    F32ToF16,
    CountBits,
    FirstBitHigh,
    FirstBitLow,
    ReverseBits,
    /// Built-ins the lowering expands into other instructions (`isnormal`, `lit`, `msad4`,
    /// `asdouble`, the 8-bit pack/unpack and dot functions, ...).
    Emulated(super::intrinsics_extra::Emulated),
    // Derivatives and fragment control.
    Ddx,
    DdxCoarse,
    DdxFine,
    Ddy,
    DdyCoarse,
    DdyFine,
    Fwidth,
    /// `clip(x)`: discards when any component is < 0. Result void.
    Clip,
    /// `EvaluateAttributeCentroid(x)`, `EvaluateAttributeAtSample(x, uint sample)`,
    /// `EvaluateAttributeSnapped(x, int2 offset)`: a pixel-shader input evaluated elsewhere
    /// in the pixel; `x` must come from an input (checked after legalization).
    EvaluateAttributeCentroid,
    EvaluateAttributeAtSample,
    EvaluateAttributeSnapped,
    /// `GetAttributeAtVertex(x, uint vertex)`: a pixel-shader input at one vertex of the
    /// primitive; `x` must come from a `nointerpolation` (or integer) input.
    GetAttributeAtVertex,
    /// `NonUniformResourceIndex(i)`: yields `i`, marks the resource index non-uniform.
    NonUniformResourceIndex,
    /// `IsHelperLane()`: bool, no arguments.
    IsHelperLane,
    /// `CheckAccessFullyMapped(uint status)`: bool.
    CheckAccessFullyMapped,
    // Atomics on memory: args dest (place: groupshared, buffer element, RW texel), value,
    // then the optional `original` out-place.
    Interlocked(AtomicOp),
    /// `InterlockedCompareExchange(dest, compare, value, out original)`.
    InterlockedCompareExchange,
    /// `InterlockedCompareStore(dest, compare, value)`.
    InterlockedCompareStore,
    // Barriers (no args, void).
    GroupMemoryBarrier,
    GroupMemoryBarrierWithGroupSync,
    DeviceMemoryBarrier,
    DeviceMemoryBarrierWithGroupSync,
    AllMemoryBarrier,
    AllMemoryBarrierWithGroupSync,
    /// Shader Model 6.8's `Barrier(memoryTypeFlags, semanticFlags)`, its flags checked and
    /// folded ([`super::barrier`]'s constants; no node-memory bits). No arguments.
    Barrier {
        memory: u8,
        semantics: u8,
    },
    // Texture methods: args texture, then as in HLSL.
    /// `Sample(s, uv [, offset])`.
    Sample,
    /// `SampleBias(s, uv, bias [, offset])`.
    SampleBias,
    /// `SampleLevel(s, uv, lod [, offset])`.
    SampleLevel,
    /// `SampleGrad(s, uv, ddx, ddy [, offset])`.
    SampleGrad,
    /// `SampleCmp(s, uv, ref [, offset])`.
    SampleCmp,
    /// `SampleCmpLevelZero(s, uv, ref [, offset])`.
    SampleCmpLevelZero,
    /// `SampleCmpLevel(s, uv, ref, lod [, offset])` (shader model 6.8).
    SampleCmpLevel,
    /// `SampleCmpGrad(s, uv, ref, ddx, ddy [, offset])` (shader model 6.8).
    SampleCmpGrad,
    /// `SampleCmpBias(s, uv, ref, bias [, offset])` (shader model 6.8).
    SampleCmpBias,
    /// `Gather(s, uv [, offset])` (`Gather` is Red) and `GatherGreen/Blue/Alpha`.
    Gather(GatherChannel),
    /// `GatherCmp(s, uv, ref [, offset])` and `GatherCmpRed/...`.
    GatherCmp(GatherChannel),
    /// `CalculateLevelOfDetail(s, uv)` (clamped) — result float.
    CalculateLevelOfDetail,
    CalculateLevelOfDetailUnclamped,
    /// `Texture2DMS[Array]::GetSamplePosition(int sample)`: the sample's offset from the pixel
    /// centre in the standard Direct3D pattern of the texture's sample count (1/16 pixel steps),
    /// `float2(0, 0)` for other counts, as DXC computes it for Vulkan.
    GetSamplePosition,
    /// Textures: `Load(int3 coord_and_mip [, offset])`, MS: `Load(int2 coord, sample [, offset])`,
    /// RW textures and typed buffers: `Load(coord)`. Structured buffers: `Load(index)`.
    Load,
    /// `SubpassInput::SubpassLoad()`, `SubpassInputMS::SubpassLoad(int sample)`: the input
    /// attachment's texel at the pixel's own position (pixel shaders only).
    SubpassLoad,
    /// `GetDimensions(...)` with HLSL's out-parameters in order: for textures an optional
    /// `mip` input first (when present, `args[1]`), then width[, height][, depth/elements]
    /// [, levels] as places; for buffers `(out dim)` or `(out count, out stride)`. The exact
    /// form is given by the number of arguments and the resource type. Result void.
    GetDimensions,
    // Byte-address buffer methods: args buffer, byte offset[, value].
    /// `Load`, `Load2`, `Load3`, `Load4` (the count of 32-bit words).
    ByteLoad(u8),
    /// `Store`, `Store2`, `Store3`, `Store4`.
    ByteStore(u8),
    /// `buf.InterlockedAdd(offset, value [, out original])` and friends.
    ByteInterlocked(AtomicOp),
    /// `buf.InterlockedCompareExchange(offset, compare, value, out original)`.
    ByteInterlockedCompareExchange,
    /// `buf.InterlockedCompareStore(offset, compare, value)`.
    ByteInterlockedCompareStore,
    // Append/consume buffers.
    /// `Append(value)`.
    Append,
    /// `Consume()`.
    Consume,
    /// `IncrementCounter()` / `DecrementCounter()` on RW structured buffers.
    IncrementCounter,
    DecrementCounter,
    /// A wave or quad intrinsic ([`WaveFn`]); resolved by `sema::wave`.
    Wave(WaveFn),
    /// A `RayQuery` method; args: the query object (a place), then as in HLSL. Resolved by
    /// `sema::ray_query`.
    RayQuery(crate::types::ray_query::RayQueryOp),
    /// `printf(format, args...)`: the format is [`Program::strings`]`[format]` (a string
    /// literal or a `string` constant); args are numeric scalars and vectors. Result void.
    Printf {
        format: u32,
    },
    /// `vk::ReadClock(scope)`: `uint64_t`; the one argument is the constant scope
    /// (`vk::DeviceScope` or `vk::SubgroupScope`) as a `uint`.
    ReadClock,
}

/// The wave and quad intrinsics. Arguments: the value (or condition) first, then the lane for
/// `ReadLaneAt`/`QuadReadLaneAt`; the lane queries take none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaveFn {
    GetLaneCount,
    GetLaneIndex,
    IsFirstLane,
    ActiveAnyTrue,
    ActiveAllTrue,
    /// Result: bool of the argument's shape.
    ActiveAllEqual,
    /// Result: `uint4`.
    ActiveBallot,
    ActiveCountBits,
    PrefixCountBits,
    /// `WaveActiveSum`, `WaveActiveProduct`, `WaveActiveMin`, ... over the active lanes.
    Active(WaveArith),
    /// `WavePrefixSum`, `WavePrefixProduct`: exclusive scans.
    Prefix(WaveArith),
    ReadLaneAt,
    ReadLaneFirst,
    QuadReadAcrossX,
    QuadReadAcrossY,
    QuadReadAcrossDiagonal,
    QuadReadLaneAt,
    QuadAny,
    QuadAll,
}

/// The arithmetic of a wave reduction or prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaveArith {
    Sum,
    Product,
    Min,
    Max,
    BitAnd,
    BitOr,
    BitXor,
}

/// A system-value semantic mapped to a built-in variable. `SV_Target` is not here: render
/// targets are ordinary outputs at location N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SystemValue {
    /// `SV_Position` (vertex output: clip position; pixel input: fragment coordinate).
    Position,
    VertexId,
    InstanceId,
    /// `SV_StartVertexLocation` (vertex input): the draw's first vertex (base vertex).
    StartVertexLocation,
    /// `SV_StartInstanceLocation` (vertex input): the draw's first instance.
    StartInstanceLocation,
    /// `SV_Barycentrics` (pixel input, `float3`): the fragment's barycentric coordinates,
    /// perspective-correct unless `noperspective`.
    Barycentrics,
    /// `SV_ShadingRate` (vertex output: the primitive's rate; pixel input: the fragment's),
    /// `uint` in Direct3D's encoding, which is Vulkan's.
    ShadingRate,
    /// `[[vk::builtin("PointSize")]]` (vertex output, `float`).
    PointSize,
    /// `[[vk::builtin("DrawIndex")]]` (vertex input, `uint`): the draw's index in a
    /// multi-draw.
    DrawIndex,
    /// `[[vk::builtin("HelperInvocation")]]` (pixel input, `bool`).
    HelperInvocation,
    /// `[[vk::builtin("DeviceIndex")]]` (input of any stage, `uint`): the device of a device
    /// group running the shader.
    DeviceIndex,
    IsFrontFace,
    SampleIndex,
    /// `SV_Coverage` (pixel input or output sample mask).
    Coverage,
    /// `SV_Depth` (and the conservative variants, treated alike).
    Depth,
    DispatchThreadId,
    GroupId,
    GroupThreadId,
    GroupIndex,
    ClipDistance,
    CullDistance,
    /// `SV_PrimitiveID` (pixel input).
    PrimitiveId,
    /// `SV_RenderTargetArrayIndex` (vertex output, pixel input): the layer rendered to.
    RenderTargetArrayIndex,
    /// `SV_ViewportArrayIndex` (vertex output, pixel input): the viewport used.
    ViewportArrayIndex,
    /// `SV_ViewID` (vertex or pixel input): the view of a multiview render pass.
    ViewId,
    /// `SV_StencilRef` (pixel output): the stencil reference value the fragment writes.
    StencilRef,
}

/// Where a stage variable's value comes from or goes to in the HLSL entry function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageVarSource {
    /// A parameter, by position.
    Param(u32),
    /// The return value.
    Return,
}

/// One flattened stage input or output (a struct parameter with three semantic members gives
/// three). Nested structs are flattened; arrays and matrices stay one variable here (backends
/// split them per element/row where their target needs it).
#[derive(Clone, Debug)]
pub struct StageVar {
    /// The member or parameter name (`Position`; for nested members, the innermost name).
    pub name: String,
    pub semantic: Semantic,
    pub ty: TypeId,
    pub source: StageVarSource,
    /// Member indices from the parameter or return value down to this variable.
    pub path: Vec<u32>,
    /// `None` for ordinary varyings and render targets.
    pub system_value: Option<SystemValue>,
    /// `Some` for non-built-ins: `[[vk::location]]`, `SV_TargetN` (= N), or the next free
    /// location in declaration order.
    pub location: Option<u32>,
    pub interpolation: Interpolation,
    /// `[[oneshader::format("...")]]` on a vertex input, lower-case.
    pub vertex_format: Option<String>,
    /// DXC's `[[vk::ext_decorate*]]` on the entry point's parameter this variable is.
    pub spirv_decorations: Vec<crate::target::SpirvDecoration>,
}

#[derive(Debug)]
pub struct EntryPoint {
    pub name: String,
    pub stage: Stage,
    pub function: FuncId,
    /// `[numthreads(x, y, z)]`; zeros unless compute.
    pub workgroup_size: [u32; 3],
    /// `[earlydepthstencil]`.
    pub early_depth_stencil: bool,
    /// `[[vk::post_depth_coverage]]`, `[[vk::early_and_late_tests]]` and the depth and stencil
    /// attributes that go with it.
    pub fragment_tests: crate::target::FragmentTests,
    pub inputs: Vec<StageVar>,
    pub outputs: Vec<StageVar>,
    /// Resources, push-constant blocks and specialization constants the entry point reaches
    /// (through any call), in global order.
    pub used_globals: Vec<GlobalId>,
    /// Capabilities, extensions and execution modes of DXC's inline SPIR-V.
    pub spirv: crate::target::SpirvEntryExtras,
    pub span: Span,
}

/// Options that change what semantic analysis produces.
#[derive(Clone, Debug, Default)]
pub struct SemaOptions {
    /// Default matrix packing before any `#pragma pack_matrix` (`-Zpr`/`-Zpc`).
    pub matrix_packing: MatrixPacking,
    pub enable_16bit_types: bool,
    /// Entry points to check; empty means every `[shader("...")]` function.
    pub entry_points: Vec<crate::target::EntryPointRequest>,
    /// DXC's Vulkan binding options, applied by `bindings::assign_bindings`.
    pub vulkan_bindings: crate::vk_bindings::VulkanBindingOptions,
    /// DXC's layout rule set for every buffer (`-fvk-use-{gl,dx,scalar}-layout`).
    pub buffer_layout: crate::types::BufferLayout,
    pub position: crate::types::PositionOptions,
    /// `-fspv-use-unknown-image-format` (see `CompileOptions::unknown_image_format`).
    pub unknown_image_format: bool,
    /// The `-T` profile's shader model: compute shaders take derivatives from 6.6.
    pub shader_model: crate::target::ShaderModel,
}
