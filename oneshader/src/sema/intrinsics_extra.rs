//! HLSL built-ins that no IR instruction matches one to one: the lowering expands each into
//! existing instructions (`lower/emulated.rs`), so every backend gets them unchanged. Also the
//! precise refusals for the built-ins of DXC's table that OneShader does not build.
//!
//! Input: the called name, the argument types (literal kinds allowed) and whether 16-bit types
//! are enabled (`-enable-16bit-types` decides whether `dot2add` takes `half2` and whether
//! `unpack_s8s16` returns `int16_t4` or, as `min16int4`, `int4`). Output: `None` when the name
//! is not one of these (the caller goes on to [`super::intrinsics::resolve_intrinsic`]), else
//! what `resolve_intrinsic` gives, with [`Intrinsic::Emulated`] as the op.
//!
//! Signatures follow DXC's `gen_intrin_main.txt`; semantics follow DXC where its SPIR-V and
//! its DXIL agree, and the documented (DXIL) semantics where DXC's SPIR-V departs from them
//! (`lit`'s specular power and `msad4`'s byte windows; see docs/spirv-mapping.md).
//! `int8_t4_packed` and `uint8_t4_packed` are `uint` (as in DXC's SPIR-V), so the packed
//! arguments and results are plain `uint`.

use super::convert::Shape;
use super::hir::Intrinsic;
use super::intrinsics::{Call, Elem, IntrinsicError, ResolvedIntrinsic};
use crate::diag::Code;
use crate::types::{Scalar, ScalarKind, TypeArena, TypeId};

/// What an [`Intrinsic::Emulated`] call computes. Arguments are in HLSL order, converted to
/// the parameter types `resolve_extra` gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Emulated {
    /// `isnormal(x)`: not zero, subnormal, infinite or NaN (bool of x's shape).
    IsNormal,
    /// `lit(n_dot_l, n_dot_h, m)` -> `(1, diffuse, specular, 1)`.
    Lit,
    /// `dst(a, b)` -> `(1, a.y * b.y, a.z, b.w)`.
    Dst,
    /// `msad4(reference, uint2 source, uint4 accum)`.
    Msad4,
    /// `D3DCOLORtoUBYTE4(float4 c)` -> `int4(c.zyxw * 255.002)`.
    D3dColorToUbyte4,
    /// `asdouble(lo, hi)`: uint scalars or vectors into doubles of their shape.
    AsDouble,
    /// `asuint(double d, out uint lo, out uint hi)`: args d and the two out-places.
    AsUintSplit,
    /// `dot2add(half2 a, half2 b, float acc)` -> float.
    Dot2Add,
    /// `dot4add_i8packed(uint a, uint b, int acc)` / `dot4add_u8packed(uint, uint, uint)`.
    Dot4Add { signed: bool },
    /// `pack_s8`/`pack_u8` (`clamp: None`: the low 8 bits of each component) and
    /// `pack_clamp_s8`/`pack_clamp_u8` (`Some(signed)`: clamped to the byte range first).
    Pack { clamp: Option<bool> },
    /// `unpack_s8s16`/`unpack_s8s32` (sign-extended) and `unpack_u8u16`/`unpack_u8u32`; the
    /// result type says the width.
    Unpack { signed: bool },
    /// `AddUint64(a, b)`: uint2 (or uint4, two of them) low/high pairs added with carry.
    AddUint64,
}

impl Emulated {
    /// False for the ones with out-parameters.
    pub fn is_pure(self) -> bool {
        self != Emulated::AsUintSplit
    }
}

/// Built-ins resolved here (a call of `asuint` with three arguments too).
#[rustfmt::skip]
const EMULATED: &[&str] = &[
    "isnormal", "lit", "dst", "msad4", "D3DCOLORtoUBYTE4", "asdouble", "dot2add",
    "dot4add_i8packed", "dot4add_u8packed", "pack_s8", "pack_u8", "pack_clamp_s8",
    "pack_clamp_u8", "unpack_s8s16", "unpack_s8s32", "unpack_u8u16", "unpack_u8u32",
    "AddUint64",
];

/// Built-ins refused with a reason: (name, code, message).
const REFUSED: &[(&str, Code, &str)] = &[
    (
        "abort",
        Code::UNSUPPORTED,
        "'abort' has no Vulkan or WebGPU equivalent (DXC refuses it for SPIR-V too). Write an \
         error code to a buffer and return instead.",
    ),
    (
        "errorf",
        Code::UNSUPPORTED,
        "'errorf' is not supported: DXC does not declare it for Shader Model 6, and neither \
         SPIR-V nor WGSL can report errors from a shader. Write the values to a debug buffer \
         instead.",
    ),
    (
        "GetRenderTargetSampleCount",
        Code::UNSUPPORTED,
        "'GetRenderTargetSampleCount' has no Vulkan or WebGPU equivalent (DXC refuses it for \
         SPIR-V too: GLSL's gl_NumSamples is not available to Vulkan). Pass the sample count \
         in a constant buffer.",
    ),
    (
        "GetRenderTargetSamplePosition",
        Code::UNSUPPORTED,
        "'GetRenderTargetSamplePosition' has no Vulkan or WebGPU equivalent (DXC refuses it \
         for SPIR-V too: Vulkan gives only the current sample's position, through \
         SV_SamplePosition... semantics such as gl_SamplePosition). Pass the positions of the \
         sample pattern in a constant buffer.",
    ),
    (
        "InterlockedCompareExchangeFloatBitwise",
        Code::BAD_ATOMIC,
        "'InterlockedCompareExchangeFloatBitwise' on a float variable is not supported: \
         Vulkan, WebGPU and Metal atomics act on integer memory, and a float variable cannot \
         be reinterpreted in place (DXC refuses it for SPIR-V too). Keep the data as uint \
         and call InterlockedCompareExchange with asuint() of the floats, or use \
         RWByteAddressBuffer's InterlockedCompareExchangeFloatBitwise method.",
    ),
    (
        "InterlockedCompareStoreFloatBitwise",
        Code::BAD_ATOMIC,
        "'InterlockedCompareStoreFloatBitwise' on a float variable is not supported: Vulkan, \
         WebGPU and Metal atomics act on integer memory, and a float variable cannot be \
         reinterpreted in place (DXC refuses it for SPIR-V too). Keep the data as uint and \
         call InterlockedCompareStore with asuint() of the floats, or use \
         RWByteAddressBuffer's InterlockedCompareStoreFloatBitwise method.",
    ),
    (
        "noise",
        Code::UNDECLARED,
        "'noise' is not declared: it was a Direct3D 9 texture-shader function, and DXC does \
         not declare it for Shader Model 6 either. Write a hash or value-noise function \
         instead.",
    ),
    (
        "source_mark",
        Code::UNSUPPORTED,
        "'source_mark' is an internal marker of DXC's own tools, not a shader function; \
         remove the call.",
    ),
];

/// Built-ins the checker resolves from their syntax before their arguments are values
/// (`printf`'s format is a string: `sema::printf`); they never reach [`resolve_extra`].
pub(crate) const CHECKER_RESOLVED: &[&str] = &["printf", "Barrier"];

/// True for every name this module answers (resolved or refused), and the
/// [`CHECKER_RESOLVED`] ones.
pub(crate) fn is_extra(name: &str) -> bool {
    EMULATED.contains(&name)
        || CHECKER_RESOLVED.contains(&name)
        || REFUSED.iter().any(|(n, _, _)| *n == name)
}

/// The names this module resolves, for "did you mean" hints.
pub(crate) fn extra_names() -> impl Iterator<Item = &'static str> {
    EMULATED.iter().copied()
}

/// The error for a built-in this module refuses whatever its arguments.
pub(crate) fn refusal(name: &str) -> Option<IntrinsicError> {
    REFUSED
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, code, msg)| IntrinsicError::Unsupported(*code, (*msg).to_string()))
}

/// Resolves a call of `name`; `None` when `name` is not one of this module's built-ins (and
/// for `asuint` with other than three arguments, which `resolve_intrinsic` handles).
pub(crate) fn resolve_extra(
    name: &str,
    args: &[TypeId],
    types: &mut TypeArena,
    enable_16bit: bool,
) -> Option<Result<ResolvedIntrinsic, IntrinsicError>> {
    if let Some(e) = refusal(name) {
        return Some(Err(e));
    }
    if name == "asuint" && args.len() == 3 {
        return Some(as_uint_split(Call::new(name, args, types)));
    }
    if !EMULATED.contains(&name) {
        return None;
    }
    let call = Call::new(name, args, types);
    Some(match name {
        "isnormal" => is_normal(call),
        "lit" => lit(call),
        "dst" => dst(call),
        "msad4" => msad4(call),
        "D3DCOLORtoUBYTE4" => d3dcolor(call),
        "asdouble" => as_double(call),
        "dot2add" => dot2add(call, enable_16bit),
        "dot4add_i8packed" => dot4add(call, true),
        "dot4add_u8packed" => dot4add(call, false),
        "pack_s8" | "pack_u8" => pack(call, None),
        "pack_clamp_s8" => pack(call, Some(true)),
        "pack_clamp_u8" => pack(call, Some(false)),
        "unpack_s8s16" => unpack(call, true, 16, enable_16bit),
        "unpack_s8s32" => unpack(call, true, 32, enable_16bit),
        "unpack_u8u16" => unpack(call, false, 16, enable_16bit),
        "unpack_u8u32" => unpack(call, false, 32, enable_16bit),
        "AddUint64" => add_uint64(call),
        _ => Err(IntrinsicError::NotIntrinsic),
    })
}

fn op(e: Emulated) -> Intrinsic {
    Intrinsic::Emulated(e)
}

/// `isnormal(float_like<> x)` -> bool of x's shape.
fn is_normal(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = Elem::FloatLike.describe();
    let (s, shape) = call.meet(&[0], takes)?;
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, shape);
    let result = call.ty(Scalar::BOOL, shape);
    call.finish(
        op(Emulated::IsNormal),
        vec![param],
        vec![false],
        result,
        takes,
    )
}

/// `lit(float_like l, float_like h, float_like m)` -> 4-vector of their element.
fn lit(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = "three float scalars";
    let (s, shape) = call.meet(&[0, 1, 2], takes)?;
    if !shape.is_single() {
        return Err(call.no_overload(takes));
    }
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.types.scalar(s);
    let result = call.ty(s, Shape::Vector(4));
    call.finish(
        op(Emulated::Lit),
        vec![param; 3],
        vec![false; 3],
        result,
        takes,
    )
}

/// `dst(numeric<4> a, numeric<4> b)` -> their 4-vector type.
fn dst(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "two int, uint or float 4-vectors";
    let (s, _) = call.meet(&[0, 1], takes)?;
    let s = call.elem(Elem::Numeric, s, takes)?;
    let param = call.ty(s, Shape::Vector(4));
    call.finish(
        op(Emulated::Dst),
        vec![param; 2],
        vec![false; 2],
        param,
        takes,
    )
}

/// `msad4(uint reference, uint2 source, uint4 accum)` -> uint4.
fn msad4(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = "a uint reference, a uint2 source and a uint4 accumulator";
    call.numeric_args(&[0, 1, 2], takes)?;
    let u = call.types.scalar(Scalar::UINT);
    let u2 = call.ty(Scalar::UINT, Shape::Vector(2));
    let u4 = call.ty(Scalar::UINT, Shape::Vector(4));
    call.finish(
        op(Emulated::Msad4),
        vec![u, u2, u4],
        vec![false; 3],
        u4,
        takes,
    )
}

/// `D3DCOLORtoUBYTE4(float4 c)` -> int4.
fn d3dcolor(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "a float4 colour";
    let (s, _) = call.meet(&[0], takes)?;
    call.elem(Elem::FloatLike, s, takes)?;
    let f4 = call.ty(Scalar::FLOAT, Shape::Vector(4));
    let i4 = call.ty(Scalar::INT, Shape::Vector(4));
    call.finish(
        op(Emulated::D3dColorToUbyte4),
        vec![f4],
        vec![false],
        i4,
        takes,
    )
}

/// Scalar or vector shapes only (the double forms of DXC's table that are not matrices).
fn scalar_or_vector(shape: Shape) -> Option<Shape> {
    match shape {
        Shape::Scalar | Shape::Vector(_) => Some(shape),
        Shape::Matrix(1, 1) => Some(Shape::Scalar),
        Shape::Matrix(..) => None,
    }
}

/// `asdouble(uint<> lo, uint<> hi)` -> double of their shape.
fn as_double(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "two uint scalars or vectors of one size (the low and high 32 bits)";
    let (s, shape) = call.meet(&[0, 1], takes)?;
    if s.is_float() {
        return Err(call.no_overload(takes));
    }
    let shape = scalar_or_vector(shape).ok_or_else(|| call.no_overload(takes))?;
    let param = call.ty(Scalar::UINT, shape);
    let result = call.ty(Scalar::DOUBLE, shape);
    call.finish(
        op(Emulated::AsDouble),
        vec![param; 2],
        vec![false; 2],
        result,
        takes,
    )
}

/// `asuint(double<> d, out uint<> lo, out uint<> hi)` -> void.
fn as_uint_split(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    let takes = "a double scalar or vector and two uint places of its size";
    let Some((s, shape)) = call.parts(0) else {
        return Err(call.no_overload(takes));
    };
    if !s.is_float() {
        return Err(call.no_overload(takes));
    }
    let shape = scalar_or_vector(shape).ok_or_else(|| call.no_overload(takes))?;
    // The places must hold as many components as the double (DXC's $match on the shape).
    for i in 1..3 {
        match call.parts(i) {
            Some((_, sh)) if sh == shape || (sh.is_single() && shape == Shape::Scalar) => {}
            _ => return Err(call.no_overload(takes)),
        }
    }
    let d = call.ty(Scalar::DOUBLE, shape);
    let u = call.ty(Scalar::UINT, shape);
    let void = call.types.void();
    call.finish(
        op(Emulated::AsUintSplit),
        vec![d, u, u],
        vec![false, true, true],
        void,
        takes,
    )
}

/// `dot2add(half2 a, half2 b, float acc)` -> float. `half` is `float` without 16-bit types.
fn dot2add(mut call: Call, enable_16bit: bool) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = "two half2 vectors and a float accumulator";
    call.numeric_args(&[0, 1, 2], takes)?;
    let half = if enable_16bit {
        Scalar::HALF
    } else {
        Scalar::FLOAT
    };
    let h2 = call.ty(half, Shape::Vector(2));
    let f = call.types.scalar(Scalar::FLOAT);
    call.finish(
        op(Emulated::Dot2Add),
        vec![h2, h2, f],
        vec![false; 3],
        f,
        takes,
    )
}

/// `dot4add_i8packed(uint a, uint b, int acc)` -> int, `dot4add_u8packed(uint, uint, uint)`
/// -> uint.
fn dot4add(call: Call, signed: bool) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = if signed {
        "two packed uint values (4 signed bytes each) and an int accumulator"
    } else {
        "two packed uint values (4 unsigned bytes each) and a uint accumulator"
    };
    let parts = call.numeric_args(&[0, 1, 2], takes)?;
    if parts.iter().any(|(s, _)| s.is_float()) {
        return Err(call.no_overload(takes));
    }
    let u = call.types.scalar(Scalar::UINT);
    let acc = call
        .types
        .scalar(if signed { Scalar::INT } else { Scalar::UINT });
    call.finish(
        op(Emulated::Dot4Add { signed }),
        vec![u, u, acc],
        vec![false; 3],
        acc,
        takes,
    )
}

/// `pack_s8`/`pack_u8(any_int16or32<4> v)` and `pack_clamp_s8`/`pack_clamp_u8(sint16or32<4>)`
/// -> packed uint. The vector keeps its element type (the clamp is done in it).
fn pack(mut call: Call, clamp: Option<bool>) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = if clamp.is_some() {
        "an int4 or int16_t4 vector (signed only)"
    } else {
        "an int4, uint4, int16_t4 or uint16_t4 vector"
    };
    let Some((s, shape)) = call.parts(0) else {
        return Err(call.no_overload(takes));
    };
    let elem = match s.kind {
        ScalarKind::LiteralInt => Scalar::INT,
        ScalarKind::Int if matches!(s.width, 16 | 32) => s,
        ScalarKind::Uint if clamp.is_none() && matches!(s.width, 16 | 32) => s,
        _ => return Err(call.no_overload(takes)),
    };
    if !matches!(shape, Shape::Vector(4) | Shape::Scalar) {
        return Err(call.no_overload(takes));
    }
    let param = call.ty(elem, Shape::Vector(4));
    let u = call.types.scalar(Scalar::UINT);
    call.finish(
        op(Emulated::Pack { clamp }),
        vec![param],
        vec![false],
        u,
        takes,
    )
}

/// `unpack_s8s16`/`unpack_s8s32`/`unpack_u8u16`/`unpack_u8u32(packed uint)` -> 4-vector.
fn unpack(
    mut call: Call,
    signed: bool,
    width: u8,
    enable_16bit: bool,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "a packed uint (int8_t4_packed or uint8_t4_packed)";
    let (s, shape) = call.meet(&[0], takes)?;
    if s.is_float() || !shape.is_single() {
        return Err(call.no_overload(takes));
    }
    // Without 16-bit types, int16_t4 reads as min16int4, which is int4 here.
    let elem = match (signed, width == 16 && enable_16bit) {
        (true, true) => Scalar::INT16,
        (true, false) => Scalar::INT,
        (false, true) => Scalar::UINT16,
        (false, false) => Scalar::UINT,
    };
    let u = call.types.scalar(Scalar::UINT);
    let result = call.ty(elem, Shape::Vector(4));
    call.finish(
        op(Emulated::Unpack { signed }),
        vec![u],
        vec![false],
        result,
        takes,
    )
}

/// `AddUint64(uint2 a, uint2 b)` (or uint4: two pairs) -> the same type.
fn add_uint64(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "two uint2 or uint4 vectors of (low, high) 32-bit pairs";
    let (s, shape) = call.meet(&[0, 1], takes)?;
    if s.is_float() || !matches!(shape, Shape::Vector(2) | Shape::Vector(4)) {
        return Err(call.no_overload(takes));
    }
    let param = call.ty(Scalar::UINT, shape);
    call.finish(
        op(Emulated::AddUint64),
        vec![param; 2],
        vec![false; 2],
        param,
        takes,
    )
}

#[cfg(test)]
#[path = "intrinsics_extra_tests.rs"]
mod tests;
