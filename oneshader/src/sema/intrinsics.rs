//! HLSL's built-in functions: which [`Intrinsic`] a call is, and the types it takes and returns.
//!
//! Input: the called name and the argument types (literal kinds allowed). Output: a
//! [`ResolvedIntrinsic`] with the parameter type each argument must be converted to (never a
//! literal kind), which arguments must be places, the result type and warnings; or an
//! [`IntrinsicError`] whose [`IntrinsicError::report`] gives the code and message.
//!
//! Shape rules follow DXC's intrinsic table: component-wise functions take one shape for all
//! their arguments, the shape the arguments meet at by [`common_shape`] (a scalar splats, a
//! longer vector is truncated with warning OSH0307 by the caller), and the element type the
//! arguments meet at by [`common_scalar`], then restricted to what the function takes:
//! float-only functions convert integers to `float` and narrow `double` to `float` with
//! warning OSH0361; functions that take any number keep integers (a literal int becomes `int`,
//! a bool becomes `int`).
//!
//! Out-parameters (`frexp`'s exponent, `modf`'s integer part, `sincos`'s outputs, atomics'
//! `original`): `params[i]` is the type the intrinsic writes. The caller passes the place
//! directly when its type equals `params[i]`, else a temporary of `params[i]` that is
//! converted to the place's type on copy-back (resolution checks that this conversion exists).
//! The destination of an atomic is also marked in `out_params` (it must be a place) but is
//! never copied: its `params` entry is exactly its own type.

use super::convert::{
    common_scalar, common_shape, implicit_conversion, make_type, numeric_parts, Shape,
};
use super::hir::{AtomicOp, Intrinsic};
use super::wave::WAVE;
use crate::diag::Code;
use crate::types::{Scalar, ScalarKind, TypeArena, TypeId};

/// A resolved call of a built-in function or resource method.
#[derive(Clone, Debug, PartialEq)]
pub struct ResolvedIntrinsic {
    pub op: Intrinsic,
    /// The type each argument must be converted to before the call. For out-arguments: the
    /// type the intrinsic writes (see the module docs on copy-back). For resource methods the
    /// object itself is not included.
    pub params: Vec<TypeId>,
    /// True where the argument must be a place (out/inout, atomic destinations).
    pub out_params: Vec<bool>,
    /// `void` for `sincos`, `clip`, barriers, atomics, `GetDimensions`, stores, `Append`.
    pub result: TypeId,
    /// Warnings for the call site, e.g. OSH0361 (double narrowed to float).
    pub warnings: Vec<(Code, String)>,
}

/// Why a call of a built-in could not be resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum IntrinsicError {
    /// The name is not a built-in (or not a method of that resource type).
    NotIntrinsic,
    /// `expected` reads like "1 argument", "2 or 3 arguments", "no arguments".
    WrongArgumentCount { expected: String, got: usize },
    /// OSH0303: a full sentence naming the function and the argument types.
    NoOverload(String),
    /// A full sentence with its code: OSH0350 (not supported), OSH0314 (bad atomic), OSH0315
    /// (bad resource use).
    Unsupported(Code, String),
}

impl IntrinsicError {
    /// The code and message to report for a call of `name`.
    pub fn report(&self, name: &str) -> (Code, String) {
        match self {
            IntrinsicError::NotIntrinsic => {
                (Code::UNDECLARED, format!("'{name}' is not declared."))
            }
            IntrinsicError::WrongArgumentCount { expected, got } => (
                Code::WRONG_ARGUMENT_COUNT,
                format!(
                    "'{name}' takes {expected}, but {got} {} given.",
                    if *got == 1 { "was" } else { "were" }
                ),
            ),
            IntrinsicError::NoOverload(msg) => (Code::NO_MATCHING_OVERLOAD, msg.clone()),
            IntrinsicError::Unsupported(code, msg) => (*code, msg.clone()),
        }
    }
}

/// "1 argument", "2 or 3 arguments", "2 to 4 arguments", "no arguments".
pub(crate) fn expected_phrase(min: usize, max: usize) -> String {
    let noun = |n: usize| if n == 1 { "argument" } else { "arguments" };
    if min == max {
        if min == 0 {
            "no arguments".into()
        } else {
            format!("{min} {}", noun(min))
        }
    } else if max == min + 1 {
        format!("{min} or {max} arguments")
    } else {
        format!("{min} to {max} arguments")
    }
}

/// The built-ins this module resolves.
#[rustfmt::skip]
const SUPPORTED: &[&str] = &[
    "abs", "acos", "asin", "atan", "atan2", "ceil", "clamp", "cos", "cosh", "degrees", "exp",
    "exp2", "floor", "fmod", "frac", "isfinite", "isinf", "isnan", "ldexp", "lerp", "log", "log10",
    "log2", "mad", "fma", "max", "min", "pow", "radians", "rcp", "round", "rsqrt", "saturate",
    "sign", "sin", "sinh", "smoothstep", "sqrt", "step", "tan", "tanh", "trunc", "frexp", "modf",
    "sincos", "cross", "distance", "dot", "faceforward", "length", "normalize", "reflect",
    "refract", "determinant", "transpose", "mul", "any", "all", "and", "or", "select", "asuint",
    "asint", "asfloat", "asuint16", "asint16", "asfloat16", "f16tof32", "f32tof16", "countbits", "firstbithigh", "firstbitlow",
    "reversebits", "ddx", "ddx_coarse", "ddx_fine", "ddy", "ddy_coarse", "ddy_fine", "fwidth",
    "clip", "NonUniformResourceIndex", "InterlockedAdd", "InterlockedAnd", "InterlockedOr",
    "InterlockedXor", "InterlockedMin", "InterlockedMax", "InterlockedExchange",
    "InterlockedCompareExchange", "InterlockedCompareStore", "GroupMemoryBarrier",
    "GroupMemoryBarrierWithGroupSync", "DeviceMemoryBarrier", "DeviceMemoryBarrierWithGroupSync",
    "AllMemoryBarrier", "AllMemoryBarrierWithGroupSync", "IsHelperLane", "CheckAccessFullyMapped",
    "EvaluateAttributeCentroid", "EvaluateAttributeAtSample", "EvaluateAttributeSnapped",
    "GetAttributeAtVertex",
];

/// HLSL built-ins that are recognised but not supported yet (OSH0350).
#[rustfmt::skip]
const NOT_YET: &[&str] = &[
    "tex1D",
    "tex1Dbias", "tex1Dgrad", "tex1Dlod", "tex1Dproj", "tex2D", "tex2Dbias", "tex2Dgrad",
    "tex2Dlod", "tex2Dproj", "tex3D", "tex3Dbias", "tex3Dgrad", "tex3Dlod", "tex3Dproj", "texCUBE",
    "texCUBEbias", "texCUBEgrad", "texCUBElod", "texCUBEproj",
];

/// What to write instead of Direct3D 9's `tex2D` family (`tex1D` ... `texCUBEproj`), which DXC
/// refuses too ("deprecated tex2D intrinsic function will not be supported"); `None` for any
/// other name.
fn dx9_sampling(name: &str) -> Option<String> {
    let rest = name.strip_prefix("tex")?;
    let (texture, variant) = [
        ("1D", "Texture1D"),
        ("2D", "Texture2D"),
        ("3D", "Texture3D"),
        ("CUBE", "TextureCube"),
    ]
    .into_iter()
    .find_map(|(dim, texture)| rest.strip_prefix(dim).map(|v| (texture, v)))?;
    let method = match variant {
        "" => "Sample(sampler, uv)",
        "lod" => "SampleLevel(sampler, uv, lod)",
        "bias" => "SampleBias(sampler, uv, bias)",
        "grad" => "SampleGrad(sampler, uv, ddx, ddy)",
        "proj" => "Sample(sampler, uv.xy / uv.w)",
        _ => return None,
    };
    Some(format!(
        "'{name}' is Direct3D 9's texture sampling, which DXC does not support either. Declare a {texture} and a SamplerState and call {texture}.{method}."
    ))
}

/// True for every name HLSL defines as a global built-in function (including the ones that
/// [`resolve_intrinsic`] answers with `Unsupported`). Callers look up user functions first.
pub fn is_intrinsic(name: &str) -> bool {
    SUPPORTED.contains(&name)
        || NOT_YET.contains(&name)
        || WAVE.contains(&name)
        || super::intrinsics_extra::is_extra(name)
}

/// The built-ins [`resolve_intrinsic`] supports, for "did you mean" hints on unknown names.
pub fn intrinsic_names() -> impl Iterator<Item = &'static str> {
    SUPPORTED
        .iter()
        .copied()
        .chain(super::wave::supported_names())
        .chain(super::intrinsics_extra::extra_names())
}

/// Which element types a built-in takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Elem {
    /// float/half; integers convert to float; double narrows to float (OSH0361).
    FloatLike,
    /// float/half/double; integers convert to float.
    AnyFloat,
    /// Any int or float; bool becomes int; literals become int/float.
    Numeric,
    /// Any int; literals and floats and bools become uint.
    AnyInt,
    /// Anything numeric or bool, kept (literals concretized).
    Any,
    Bool,
    Double,
}

impl Elem {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Elem::FloatLike | Elem::AnyFloat => "float scalars, vectors or matrices",
            Elem::Numeric => "int, uint or float scalars, vectors or matrices",
            Elem::AnyInt => "int or uint scalars, vectors or matrices",
            Elem::Any => "scalars, vectors or matrices",
            Elem::Bool => "bool scalars, vectors or matrices",
            Elem::Double => "double scalars, vectors or matrices",
        }
    }
}

/// What a component-wise built-in returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ret {
    /// The argument type.
    Same,
    /// bool of the argument shape.
    Bool,
    /// int of the argument shape.
    Int,
    /// uint of the argument shape.
    Uint,
}

/// One call being resolved: the name, argument types and collected warnings.
pub(crate) struct Call<'a> {
    pub name: &'a str,
    pub args: &'a [TypeId],
    pub types: &'a mut TypeArena,
    pub warnings: Vec<(Code, String)>,
}

impl<'a> Call<'a> {
    pub fn new(name: &'a str, args: &'a [TypeId], types: &'a mut TypeArena) -> Self {
        Call {
            name,
            args,
            types,
            warnings: Vec::new(),
        }
    }

    /// The argument list as HLSL types: "float3, float".
    pub fn arg_list(&self) -> String {
        self.args
            .iter()
            .map(|&a| self.types.display(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub fn count(&self, min: usize, max: usize) -> Result<(), IntrinsicError> {
        if self.args.len() < min || self.args.len() > max {
            return Err(IntrinsicError::WrongArgumentCount {
                expected: expected_phrase(min, max),
                got: self.args.len(),
            });
        }
        Ok(())
    }

    /// NoOverload: "'name' has no overload for (args): it takes <takes>."
    pub fn no_overload(&self, takes: &str) -> IntrinsicError {
        IntrinsicError::NoOverload(format!(
            "'{}' has no overload for ({}): it takes {}.",
            self.name,
            self.arg_list(),
            takes
        ))
    }

    pub fn parts(&self, i: usize) -> Option<(Scalar, Shape)> {
        self.args.get(i).and_then(|&a| numeric_parts(self.types, a))
    }

    /// Scalar and shape of every argument in `indices`; any non-numeric one is NoOverload.
    pub fn numeric_args(
        &self,
        indices: &[usize],
        takes: &str,
    ) -> Result<Vec<(Scalar, Shape)>, IntrinsicError> {
        indices
            .iter()
            .map(|&i| self.parts(i).ok_or_else(|| self.no_overload(takes)))
            .collect()
    }

    /// The element type and shape the arguments in `indices` meet at.
    pub(crate) fn meet(
        &self,
        indices: &[usize],
        takes: &str,
    ) -> Result<(Scalar, Shape), IntrinsicError> {
        let parts = self.numeric_args(indices, takes)?;
        let mut iter = parts.into_iter();
        let Some(first) = iter.next() else {
            return Err(self.no_overload(takes));
        };
        iter.try_fold(first, |(s, sh), (s2, sh2)| {
            let shape = common_shape(sh, sh2).ok_or_else(|| {
                IntrinsicError::NoOverload(format!(
                    "'{}' has no overload for ({}): the arguments' shapes do not match (it \
                     takes {} of one shape).",
                    self.name,
                    self.arg_list(),
                    takes
                ))
            })?;
            Ok((common_scalar(s, s2), shape))
        })
    }

    /// The concrete element a built-in of class `elem` uses for the element `s` the arguments
    /// met at; narrowing a double for a float-only function adds the OSH0361 warning.
    pub fn elem(&mut self, class: Elem, s: Scalar, takes: &str) -> Result<Scalar, IntrinsicError> {
        use ScalarKind as K;
        let concrete = match (class, s.kind) {
            (Elem::FloatLike, K::Float) if s.width == 64 => {
                self.warn_double();
                Scalar::FLOAT
            }
            (Elem::FloatLike | Elem::AnyFloat, K::Float) => s,
            (Elem::FloatLike | Elem::AnyFloat, _) => Scalar::FLOAT,
            (Elem::Numeric, K::LiteralInt | K::Bool) => Scalar::INT,
            (Elem::Numeric, K::LiteralFloat) => Scalar::FLOAT,
            (Elem::Numeric, _) => s,
            (Elem::AnyInt, K::Int | K::Uint) => s,
            (Elem::AnyInt, K::LiteralInt | K::Bool) => Scalar::UINT,
            (Elem::AnyInt, _) => return Err(self.no_overload(takes)),
            (Elem::Any, K::LiteralInt) => Scalar::INT,
            (Elem::Any, K::LiteralFloat) => Scalar::FLOAT,
            (Elem::Any, _) => s,
            (Elem::Bool, _) => Scalar::BOOL,
            (Elem::Double, _) => Scalar::DOUBLE,
        };
        Ok(concrete)
    }

    fn warn_double(&mut self) {
        let msg = format!(
            "'{}' has no double version: the argument is converted to float, so the result has \
             float precision. Use +, -, *, /, min, max, abs, clamp or fma to keep double \
             precision.",
            self.name
        );
        if !self.warnings.iter().any(|(_, m)| *m == msg) {
            self.warnings.push((Code::DOUBLE_NARROWED, msg));
        }
    }

    pub fn ty(&mut self, s: Scalar, shape: Shape) -> TypeId {
        make_type(self.types, s, shape)
    }

    /// Checks that every in-argument converts to its parameter and every out-argument's
    /// parameter converts back to the place, then builds the result.
    pub fn finish(
        self,
        op: Intrinsic,
        params: Vec<TypeId>,
        out_params: Vec<bool>,
        result: TypeId,
        takes: &str,
    ) -> Result<ResolvedIntrinsic, IntrinsicError> {
        for (i, (&param, &out)) in params.iter().zip(&out_params).enumerate() {
            let Some(&arg) = self.args.get(i) else {
                return Err(self.no_overload(takes));
            };
            let ok = if out {
                implicit_conversion(self.types, param, arg).is_some()
            } else {
                implicit_conversion(self.types, arg, param).is_some()
            };
            if !ok {
                return Err(self.no_overload(takes));
            }
        }
        Ok(ResolvedIntrinsic {
            op,
            params,
            out_params,
            result,
            warnings: self.warnings,
        })
    }
}

/// Resolves a call of the global built-in `name` with arguments of types `args`.
/// `NotIntrinsic` when `name` is not a built-in (see [`is_intrinsic`]).
pub fn resolve_intrinsic(
    name: &str,
    args: &[TypeId],
    types: &mut TypeArena,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    if WAVE.contains(&name) {
        return super::wave::resolve_wave(Call::new(name, args, types));
    }
    // The checker asks intrinsics_extra first with the 16-bit option; alone, 16-bit types are off.
    if let Some(r) = super::intrinsics_extra::resolve_extra(name, args, types, false) {
        return r;
    }
    if let Some(message) = dx9_sampling(name) {
        return Err(IntrinsicError::Unsupported(Code::UNSUPPORTED, message));
    }
    if NOT_YET.contains(&name) {
        return Err(IntrinsicError::Unsupported(
            Code::UNSUPPORTED,
            format!("The intrinsic '{name}' is not supported yet."),
        ));
    }
    let call = Call::new(name, args, types);
    use Elem::*;
    use Intrinsic as I;
    match name {
        // Float-only, one argument, same type back.
        "acos" => componentwise(call, I::Acos, 1, FloatLike, Ret::Same),
        "asin" => componentwise(call, I::Asin, 1, FloatLike, Ret::Same),
        "atan" => componentwise(call, I::Atan, 1, FloatLike, Ret::Same),
        "ceil" => componentwise(call, I::Ceil, 1, FloatLike, Ret::Same),
        "cos" => componentwise(call, I::Cos, 1, FloatLike, Ret::Same),
        "cosh" => componentwise(call, I::Cosh, 1, FloatLike, Ret::Same),
        "degrees" => componentwise(call, I::Degrees, 1, FloatLike, Ret::Same),
        "exp" => componentwise(call, I::Exp, 1, FloatLike, Ret::Same),
        "exp2" => componentwise(call, I::Exp2, 1, FloatLike, Ret::Same),
        "floor" => componentwise(call, I::Floor, 1, FloatLike, Ret::Same),
        "frac" => componentwise(call, I::Frac, 1, FloatLike, Ret::Same),
        "log" => componentwise(call, I::Log, 1, FloatLike, Ret::Same),
        "log10" => componentwise(call, I::Log10, 1, FloatLike, Ret::Same),
        "log2" => componentwise(call, I::Log2, 1, FloatLike, Ret::Same),
        "radians" => componentwise(call, I::Radians, 1, FloatLike, Ret::Same),
        "round" => componentwise(call, I::Round, 1, FloatLike, Ret::Same),
        "rsqrt" => componentwise(call, I::Rsqrt, 1, FloatLike, Ret::Same),
        "sin" => componentwise(call, I::Sin, 1, FloatLike, Ret::Same),
        "sinh" => componentwise(call, I::Sinh, 1, FloatLike, Ret::Same),
        "sqrt" => componentwise(call, I::Sqrt, 1, FloatLike, Ret::Same),
        "tan" => componentwise(call, I::Tan, 1, FloatLike, Ret::Same),
        "tanh" => componentwise(call, I::Tanh, 1, FloatLike, Ret::Same),
        "trunc" => componentwise(call, I::Trunc, 1, FloatLike, Ret::Same),
        "ddx" => componentwise(call, I::Ddx, 1, FloatLike, Ret::Same),
        "ddx_coarse" => componentwise(call, I::DdxCoarse, 1, FloatLike, Ret::Same),
        "ddx_fine" => componentwise(call, I::DdxFine, 1, FloatLike, Ret::Same),
        "ddy" => componentwise(call, I::Ddy, 1, FloatLike, Ret::Same),
        "ddy_coarse" => componentwise(call, I::DdyCoarse, 1, FloatLike, Ret::Same),
        "ddy_fine" => componentwise(call, I::DdyFine, 1, FloatLike, Ret::Same),
        "fwidth" => componentwise(call, I::Fwidth, 1, FloatLike, Ret::Same),
        "isfinite" => componentwise(call, I::IsFinite, 1, FloatLike, Ret::Bool),
        "isinf" => componentwise(call, I::IsInf, 1, FloatLike, Ret::Bool),
        "isnan" => componentwise(call, I::IsNan, 1, FloatLike, Ret::Bool),
        // Float-only, several arguments of one shape.
        "atan2" => componentwise(call, I::Atan2, 2, FloatLike, Ret::Same),
        "fmod" => componentwise(call, I::Fmod, 2, FloatLike, Ret::Same),
        "pow" => componentwise(call, I::Pow, 2, FloatLike, Ret::Same),
        "step" => componentwise(call, I::Step, 2, FloatLike, Ret::Same),
        "ldexp" => componentwise(call, I::Ldexp, 2, FloatLike, Ret::Same),
        "lerp" => componentwise(call, I::Lerp, 3, FloatLike, Ret::Same),
        "smoothstep" => componentwise(call, I::SmoothStep, 3, FloatLike, Ret::Same),
        // Any float width.
        "rcp" => componentwise(call, I::Rcp, 1, AnyFloat, Ret::Same),
        "saturate" => componentwise(call, I::Saturate, 1, AnyFloat, Ret::Same),
        "fma" => componentwise(call, I::Mad, 3, Double, Ret::Same),
        // Any number.
        "abs" => componentwise(call, I::Abs, 1, Numeric, Ret::Same),
        "sign" => componentwise(call, I::Sign, 1, Numeric, Ret::Int),
        "min" => componentwise(call, I::Min, 2, Numeric, Ret::Same),
        "max" => componentwise(call, I::Max, 2, Numeric, Ret::Same),
        "clamp" => componentwise(call, I::Clamp, 3, Numeric, Ret::Same),
        "mad" => componentwise(call, I::Mad, 3, Numeric, Ret::Same),
        // Bits.
        "countbits" => componentwise(call, I::CountBits, 1, AnyInt, Ret::Uint),
        "reversebits" => componentwise(call, I::ReverseBits, 1, AnyInt, Ret::Same),
        "firstbithigh" => first_bit(call, I::FirstBitHigh),
        "firstbitlow" => first_bit(call, I::FirstBitLow),
        "f32tof16" => f32tof16(call),
        "f16tof32" => f16tof32(call),
        "asuint" => reinterpret(call, I::AsUint, Scalar::UINT),
        "asint" => reinterpret(call, I::AsInt, Scalar::INT),
        "asfloat" => reinterpret(call, I::AsFloat, Scalar::FLOAT),
        "asuint16" => reinterpret16(call, I::AsUint, Scalar::UINT16),
        "asint16" => reinterpret16(call, I::AsInt, Scalar::INT16),
        "asfloat16" => reinterpret16(call, I::AsFloat, Scalar::HALF),
        // With out-parameters.
        "frexp" => with_outs(call, I::Frexp, 1, true),
        "modf" => with_outs(call, I::Modf, 1, true),
        "sincos" => with_outs(call, I::SinCos, 2, false),
        "clip" => clip(call),
        "EvaluateAttributeCentroid" => evaluate_attribute(call, I::EvaluateAttributeCentroid, None),
        "EvaluateAttributeAtSample" => evaluate_attribute(
            call,
            I::EvaluateAttributeAtSample,
            Some((Scalar::UINT, Shape::Scalar)),
        ),
        "GetAttributeAtVertex" => evaluate_attribute(
            call,
            I::GetAttributeAtVertex,
            Some((Scalar::UINT, Shape::Scalar)),
        ),
        "EvaluateAttributeSnapped" => evaluate_attribute(
            call,
            I::EvaluateAttributeSnapped,
            Some((Scalar::INT, Shape::Vector(2))),
        ),
        // Vectors and matrices.
        "dot" => dot(call),
        "cross" => cross(call),
        "length" => vector_fn(call, I::Length, 1, true),
        "normalize" => vector_fn(call, I::Normalize, 1, false),
        "distance" => vector_fn(call, I::Distance, 2, true),
        "reflect" => vector_fn(call, I::Reflect, 2, false),
        "faceforward" => vector_fn(call, I::FaceForward, 3, false),
        "refract" => refract(call),
        "determinant" => determinant(call),
        "transpose" => transpose(call),
        "mul" => mul(call),
        // Logic.
        "any" => any_all(call, I::Any),
        "all" => any_all(call, I::All),
        "and" => componentwise(call, I::And, 2, Bool, Ret::Bool),
        "or" => componentwise(call, I::Or, 2, Bool, Ret::Bool),
        "select" => select(call),
        "NonUniformResourceIndex" => non_uniform(call),
        "InterlockedAdd" => interlocked(call, I::Interlocked(AtomicOp::Add), 2, 3),
        "InterlockedAnd" => interlocked(call, I::Interlocked(AtomicOp::And), 2, 3),
        "InterlockedOr" => interlocked(call, I::Interlocked(AtomicOp::Or), 2, 3),
        "InterlockedXor" => interlocked(call, I::Interlocked(AtomicOp::Xor), 2, 3),
        "InterlockedMin" => interlocked(call, I::Interlocked(AtomicOp::Min), 2, 3),
        "InterlockedMax" => interlocked(call, I::Interlocked(AtomicOp::Max), 2, 3),
        "InterlockedExchange" => interlocked(call, I::Interlocked(AtomicOp::Exchange), 3, 3),
        "InterlockedCompareExchange" => interlocked(call, I::InterlockedCompareExchange, 4, 4),
        "InterlockedCompareStore" => interlocked(call, I::InterlockedCompareStore, 3, 3),
        "GroupMemoryBarrier" => barrier(call, I::GroupMemoryBarrier),
        "GroupMemoryBarrierWithGroupSync" => barrier(call, I::GroupMemoryBarrierWithGroupSync),
        "DeviceMemoryBarrier" => barrier(call, I::DeviceMemoryBarrier),
        "DeviceMemoryBarrierWithGroupSync" => barrier(call, I::DeviceMemoryBarrierWithGroupSync),
        "AllMemoryBarrier" => barrier(call, I::AllMemoryBarrier),
        "AllMemoryBarrierWithGroupSync" => barrier(call, I::AllMemoryBarrierWithGroupSync),
        "CheckAccessFullyMapped" => {
            call.count(1, 1)?;
            let uint = call.types.scalar(Scalar::UINT);
            let b = call.types.scalar(Scalar::BOOL);
            call.finish(
                I::CheckAccessFullyMapped,
                vec![uint],
                vec![false],
                b,
                "a uint status",
            )
        }
        "IsHelperLane" => {
            call.count(0, 0)?;
            let b = call.types.scalar(Scalar::BOOL);
            call.finish(I::IsHelperLane, vec![], vec![], b, "no arguments")
        }
        _ => Err(IntrinsicError::NotIntrinsic),
    }
}

/// A component-wise built-in with `arity` arguments of one shape.
fn componentwise(
    mut call: Call,
    op: Intrinsic,
    arity: usize,
    class: Elem,
    ret: Ret,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(arity, arity)?;
    let takes = class.describe();
    let indices: Vec<usize> = (0..arity).collect();
    let (s, shape) = call.meet(&indices, takes)?;
    let s = call.elem(class, s, takes)?;
    let param = call.ty(s, shape);
    let result = match ret {
        Ret::Same => param,
        Ret::Bool => call.ty(Scalar::BOOL, shape),
        Ret::Int => call.ty(Scalar::INT, shape),
        Ret::Uint => call.ty(Scalar::UINT, shape),
    };
    call.finish(op, vec![param; arity], vec![false; arity], result, takes)
}

/// `firstbithigh`/`firstbitlow`: 32-bit integers only (as DXC).
fn first_bit(call: Call, op: Intrinsic) -> Result<ResolvedIntrinsic, IntrinsicError> {
    if let Some((s, _)) = call.parts(0) {
        if s.is_integer() && !s.is_literal() && s.width != 32 {
            return Err(IntrinsicError::Unsupported(
                Code::UNSUPPORTED,
                format!(
                    "'{}' works on 32-bit int and uint only, but the argument is '{}'.",
                    call.name,
                    call.arg_list()
                ),
            ));
        }
    }
    componentwise(call, op, 1, Elem::AnyInt, Ret::Uint)
}

/// `f32tof16(float<>)` -> uint<>: the parameter is a 32-bit float, as in DXC, so a `half`
/// argument converts to float first (kept as half it would make an invalid SPIR-V pack).
fn f32tof16(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = Elem::FloatLike.describe();
    let (s, shape) = call.meet(&[0], takes)?;
    call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(Scalar::FLOAT, shape);
    let result = call.ty(Scalar::UINT, shape);
    call.finish(Intrinsic::F32ToF16, vec![param], vec![false], result, takes)
}

/// `f16tof32(uint<>)` -> float<>.
fn f16tof32(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "uint scalars or vectors";
    let (_, shape) = call.meet(&[0], takes)?;
    let param = call.ty(Scalar::UINT, shape);
    let result = call.ty(Scalar::FLOAT, shape);
    call.finish(Intrinsic::F16ToF32, vec![param], vec![false], result, takes)
}

/// `asuint`/`asint`/`asfloat`: a 32-bit value reinterpreted, same shape.
fn reinterpret(
    mut call: Call,
    op: Intrinsic,
    to: Scalar,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "32-bit int, uint or float scalars, vectors or matrices";
    let (s, shape) = call.meet(&[0], takes)?;
    let from = match s.kind {
        ScalarKind::LiteralInt if to == Scalar::INT => Scalar::INT,
        ScalarKind::LiteralInt => Scalar::UINT,
        ScalarKind::LiteralFloat => Scalar::FLOAT,
        ScalarKind::Int | ScalarKind::Uint | ScalarKind::Float if s.width == 32 => s,
        _ => return Err(call.no_overload(takes)),
    };
    let param = call.ty(from, shape);
    let result = call.ty(to, shape);
    call.finish(op, vec![param], vec![false], result, takes)
}

/// `asuint16`, `asint16`, `asfloat16` (shader model 6.2): the bits of a 16-bit `int16_t`,
/// `uint16_t` or `half` value as another of them, which exist only with 16-bit types enabled.
fn reinterpret16(
    mut call: Call,
    op: Intrinsic,
    to: Scalar,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "int16_t, uint16_t or half scalars, vectors or matrices (-enable-16bit-types)";
    let (s, shape) = call.meet(&[0], takes)?;
    let from = match s.kind {
        ScalarKind::Int | ScalarKind::Uint | ScalarKind::Float if s.width == 16 => s,
        _ => return Err(call.no_overload(takes)),
    };
    let param = call.ty(from, shape);
    let result = call.ty(to, shape);
    call.finish(op, vec![param], vec![false], result, takes)
}

/// `frexp(x, out e)`, `modf(x, out ip)` (returning x's type) and `sincos(x, out s, out c)`
/// (void): float-only, the outs take x's type.
fn with_outs(
    mut call: Call,
    op: Intrinsic,
    outs: usize,
    returns_value: bool,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1 + outs, 1 + outs)?;
    let takes = "a float scalar, vector or matrix and places of its type";
    let (s, shape) = call.meet(&[0], takes)?;
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, shape);
    let result = if returns_value {
        param
    } else {
        call.types.void()
    };
    let mut out_params = vec![false];
    out_params.extend(std::iter::repeat_n(true, outs));
    call.finish(op, vec![param; 1 + outs], out_params, result, takes)
}

/// `clip(x)`: float, any shape, void.
fn clip(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = Elem::FloatLike.describe();
    let (s, shape) = call.meet(&[0], takes)?;
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, shape);
    let void = call.types.void();
    call.finish(Intrinsic::Clip, vec![param], vec![false], void, takes)
}

/// `EvaluateAttributeCentroid(x)`, `EvaluateAttributeAtSample(x, uint sample)`,
/// `EvaluateAttributeSnapped(x, int2 offset)`: `x` a 32-bit float, int or uint scalar or
/// vector (SPIR-V interpolates 32-bit floats; an integer input is flat, so it comes back as it
/// is), its type back. Whether `x` comes from an input is known only after legalization.
fn evaluate_attribute(
    mut call: Call,
    op: Intrinsic,
    extra: Option<(Scalar, Shape)>,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    let n = 1 + usize::from(extra.is_some());
    call.count(n, n)?;
    let takes = match op {
        Intrinsic::EvaluateAttributeAtSample => {
            "a 32-bit float, int or uint scalar or vector input and a uint sample index"
        }
        Intrinsic::EvaluateAttributeSnapped => {
            "a 32-bit float, int or uint scalar or vector input and an int2 offset in 1/16 pixels"
        }
        Intrinsic::GetAttributeAtVertex => {
            "a 32-bit float, int or uint scalar or vector input and a uint vertex index (0 to 2)"
        }
        _ => "a 32-bit float, int or uint scalar or vector input",
    };
    let (s, shape) = call.meet(&[0], takes)?;
    let shape = vector_shape(&call, shape, takes)?;
    let numeric = matches!(
        s.kind,
        ScalarKind::Float | ScalarKind::Int | ScalarKind::Uint
    );
    if !numeric || s.width != 32 {
        return Err(call.no_overload(takes));
    }
    let param = call.ty(s, shape);
    let mut params = vec![param];
    if let Some((es, eshape)) = extra {
        params.push(call.ty(es, eshape));
    }
    call.finish(op, params, vec![false; n], param, takes)
}

/// Rejects matrices for the vector functions.
fn vector_shape(call: &Call, shape: Shape, takes: &str) -> Result<Shape, IntrinsicError> {
    match shape {
        Shape::Matrix(1, 1) => Ok(Shape::Scalar),
        Shape::Matrix(..) => Err(call.no_overload(takes)),
        s => Ok(s),
    }
}

/// `dot(a, b)`: numeric vectors (or scalars) of one size, the element type back.
fn dot(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "two int, uint or float vectors";
    let (s, shape) = call.meet(&[0, 1], takes)?;
    let shape = vector_shape(&call, shape, takes)?;
    let s = call.elem(Elem::Numeric, s, takes)?;
    let param = call.ty(s, shape);
    let result = call.types.scalar(s);
    call.finish(
        Intrinsic::Dot,
        vec![param; 2],
        vec![false; 2],
        result,
        takes,
    )
}

/// `cross(a, b)`: float3 x float3.
fn cross(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "two float3 vectors";
    let (s, _) = call.meet(&[0, 1], takes)?;
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, Shape::Vector(3));
    call.finish(
        Intrinsic::Cross,
        vec![param; 2],
        vec![false; 2],
        param,
        takes,
    )
}

/// `length`, `distance` (scalar result) and `normalize`, `reflect`, `faceforward` (vector
/// result): float vectors of one size.
fn vector_fn(
    mut call: Call,
    op: Intrinsic,
    arity: usize,
    scalar_result: bool,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(arity, arity)?;
    let takes = "float vectors";
    let indices: Vec<usize> = (0..arity).collect();
    let (s, shape) = call.meet(&indices, takes)?;
    let shape = vector_shape(&call, shape, takes)?;
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, shape);
    let result = if scalar_result {
        call.types.scalar(s)
    } else {
        param
    };
    call.finish(op, vec![param; arity], vec![false; arity], result, takes)
}

/// `refract(i, n, eta)`: float vectors and a float scalar.
fn refract(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = "two float vectors and a float";
    let (s, shape) = call.meet(&[0, 1], takes)?;
    let shape = vector_shape(&call, shape, takes)?;
    let (s_eta, _) = call.meet(&[2], takes)?;
    let s = call.elem(Elem::FloatLike, common_scalar(s, s_eta), takes)?;
    let param = call.ty(s, shape);
    let eta = call.types.scalar(s);
    call.finish(
        Intrinsic::Refract,
        vec![param, param, eta],
        vec![false; 3],
        param,
        takes,
    )
}

/// `determinant(m)`: a square float matrix, its element back.
fn determinant(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "a square float matrix";
    let (s, shape) = call.meet(&[0], takes)?;
    let Shape::Matrix(r, c) = shape else {
        return Err(call.no_overload(takes));
    };
    if r != c {
        return Err(call.no_overload(takes));
    }
    let s = call.elem(Elem::FloatLike, s, takes)?;
    let param = call.ty(s, shape);
    let result = call.types.scalar(s);
    call.finish(
        Intrinsic::Determinant,
        vec![param],
        vec![false],
        result,
        takes,
    )
}

/// `transpose(m)`: any matrix, rows and columns swapped.
fn transpose(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "a matrix";
    let (s, shape) = call.meet(&[0], takes)?;
    let Shape::Matrix(r, c) = shape else {
        return Err(call.no_overload(takes));
    };
    let s = call.elem(Elem::Any, s, takes)?;
    let param = call.ty(s, shape);
    let result = call.ty(s, Shape::Matrix(c, r));
    call.finish(
        Intrinsic::Transpose,
        vec![param],
        vec![false],
        result,
        takes,
    )
}

/// `mul(a, b)` in its nine forms. The inner dimensions must agree; a vector longer than the
/// matrix needs is truncated (warning OSH0307, as DXC).
fn mul(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(2, 2)?;
    let takes = "scalars, vectors and matrices whose inner dimensions agree";
    let parts = call.numeric_args(&[0, 1], takes)?;
    let (Some(&(sa, a)), Some(&(sb, b))) = (parts.first(), parts.get(1)) else {
        return Err(call.no_overload(takes));
    };
    let s = call.elem(Elem::Numeric, common_scalar(sa, sb), takes)?;
    let mismatch = |call: &Call, inner: String| {
        IntrinsicError::NoOverload(format!(
            "'mul' has no overload for ({}): {inner}.",
            call.arg_list()
        ))
    };
    let (pa, pb, r) = match (a, b) {
        (Shape::Scalar, other) | (other, Shape::Scalar) => {
            let (pa, pb) = if a == Shape::Scalar {
                (Shape::Scalar, other)
            } else {
                (other, Shape::Scalar)
            };
            (pa, pb, other)
        }
        (Shape::Vector(n), Shape::Vector(m)) => {
            let k = n.min(m);
            (Shape::Vector(k), Shape::Vector(k), Shape::Scalar)
        }
        (Shape::Vector(n), Shape::Matrix(rows, cols)) => {
            if n < rows {
                return Err(mismatch(
                    &call,
                    format!(
                        "a row vector times a {rows}x{cols} matrix needs {rows} components, \
                         but the vector has {n}"
                    ),
                ));
            }
            (Shape::Vector(rows), b, Shape::Vector(cols))
        }
        (Shape::Matrix(rows, cols), Shape::Vector(n)) => {
            if n < cols {
                return Err(mismatch(
                    &call,
                    format!(
                        "a {rows}x{cols} matrix times a column vector needs {cols} components, \
                         but the vector has {n}"
                    ),
                ));
            }
            (a, Shape::Vector(cols), Shape::Vector(rows))
        }
        (Shape::Matrix(r1, c1), Shape::Matrix(r2, c2)) => {
            if c1 != r2 {
                return Err(mismatch(
                    &call,
                    format!(
                        "the first matrix has {c1} columns but the second has {r2} rows; \
                         they must be equal"
                    ),
                ));
            }
            (a, b, Shape::Matrix(r1, c2))
        }
    };
    let pa = call.ty(s, pa);
    let pb = call.ty(s, pb);
    let result = call.ty(s, r);
    call.finish(Intrinsic::Mul, vec![pa, pb], vec![false; 2], result, takes)
}

/// `any(x)`, `all(x)`: anything numeric or bool, a bool back.
fn any_all(mut call: Call, op: Intrinsic) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = Elem::Any.describe();
    let (s, shape) = call.meet(&[0], takes)?;
    let s = call.elem(Elem::Any, s, takes)?;
    let param = call.ty(s, shape);
    let result = call.types.scalar(Scalar::BOOL);
    call.finish(op, vec![param], vec![false], result, takes)
}

/// `select(cond, a, b)`: bool condition, `a`/`b` of their common type, one shape for all.
fn select(mut call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(3, 3)?;
    let takes = "a bool condition and two values of one shape";
    let (_, shape) = call.meet(&[0, 1, 2], takes)?;
    let (s, _) = call.meet(&[1, 2], takes)?;
    let s = call.elem(Elem::Any, s, takes)?;
    let cond = call.ty(Scalar::BOOL, shape);
    let value = call.ty(s, shape);
    call.finish(
        Intrinsic::Select,
        vec![cond, value, value],
        vec![false; 3],
        value,
        takes,
    )
}

/// `NonUniformResourceIndex(i)`: an int or uint scalar index, returned with its type (a
/// literal becomes `uint`).
fn non_uniform(call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let takes = "an int or uint index";
    let (s, shape) = call.meet(&[0], takes)?;
    let index = match s.kind {
        ScalarKind::Int | ScalarKind::Uint if shape.is_single() => s,
        ScalarKind::LiteralInt | ScalarKind::Bool if shape.is_single() => Scalar::UINT,
        _ => return Err(call.no_overload(takes)),
    };
    let ty = call.types.scalar(index);
    call.finish(
        Intrinsic::NonUniformResourceIndex,
        vec![ty],
        vec![false],
        ty,
        takes,
    )
}

/// The OSH0314 error unless `dest` is an int/uint/int64_t/uint64_t scalar.
pub(crate) fn check_atomic_dest(
    types: &TypeArena,
    name: &str,
    dest: TypeId,
) -> Result<(), IntrinsicError> {
    if let Some((s, Shape::Scalar)) = numeric_parts(types, dest) {
        if matches!(s.kind, ScalarKind::Int | ScalarKind::Uint) && matches!(s.width, 32 | 64) {
            return Ok(());
        }
    }
    let mut msg = format!(
        "'{name}' works on int, uint, int64_t and uint64_t, but the first argument is '{}'.",
        types.display(dest)
    );
    if types.scalar_of(dest).is_some_and(|s| s.is_float()) {
        msg.push_str(
            " Float atomics are not supported; reinterpret the data as uint with \
             asuint()/asfloat().",
        );
    }
    Err(IntrinsicError::Unsupported(Code::BAD_ATOMIC, msg))
}

/// `Interlocked*(dest, value... [, out original])`: `dest` an int/uint scalar place (used as
/// is), values converted to its type, `original` receives the old value.
fn interlocked(
    call: Call,
    op: Intrinsic,
    min: usize,
    max: usize,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(min, max)?;
    let Some(&dest) = call.args.first() else {
        return Err(call.no_overload("an int or uint place"));
    };
    check_atomic_dest(call.types, call.name, dest)?;
    // Which arguments are values and which is the `original` out-place.
    let values = match op {
        Intrinsic::InterlockedCompareExchange | Intrinsic::InterlockedCompareStore => 2,
        _ => 1,
    };
    let n = call.args.len();
    let mut out_params = vec![true];
    out_params.extend(std::iter::repeat_n(false, values));
    out_params.extend(std::iter::repeat_n(true, n - 1 - values));
    let void = call.types.void();
    call.finish(
        op,
        vec![dest; n],
        out_params,
        void,
        "an int or uint place and values of its type",
    )
}

fn barrier(call: Call, op: Intrinsic) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(0, 0)?;
    let void = call.types.void();
    call.finish(op, vec![], vec![], void, "no arguments")
}

#[cfg(test)]
#[path = "intrinsics_tests.rs"]
pub(crate) mod tests;
