//! Tests of [`super::resolve_intrinsic`]: a table of calls with their resolved types, and the
//! errors users see.

use super::*;
use crate::types::{Scalar, Type};

/// Parses the HLSL spelling used in the tables: `float4`, `int3x3`, `bool`, `lit` (literal
/// int), `litf` (literal float), `double2`, `half`, `uint64_t`.
pub(crate) fn ty(t: &mut TypeArena, s: &str) -> TypeId {
    let scalars: &[(&str, Scalar)] = &[
        ("litf", Scalar::LITERAL_FLOAT),
        ("lit", Scalar::LITERAL_INT),
        ("bool", Scalar::BOOL),
        ("int64_t", Scalar::INT64),
        ("uint64_t", Scalar::UINT64),
        ("int16_t", Scalar::INT16),
        ("uint16_t", Scalar::UINT16),
        ("uint", Scalar::UINT),
        ("int", Scalar::INT),
        ("float", Scalar::FLOAT),
        ("half", Scalar::HALF),
        ("double", Scalar::DOUBLE),
    ];
    if s == "void" {
        return t.void();
    }
    for &(name, scalar) in scalars {
        if let Some(rest) = s.strip_prefix(name) {
            if rest.is_empty() {
                return t.scalar(scalar);
            }
            let dims: Vec<u8> = rest.split('x').map(|d| d.parse().unwrap()).collect();
            return match dims.as_slice() {
                [n] => t.vector(scalar, *n),
                [r, c] => t.matrix(scalar, *r, *c),
                _ => panic!("bad type {s}"),
            };
        }
    }
    panic!("bad type {s}")
}

pub(crate) fn resolve(
    name: &str,
    args: &[&str],
) -> (TypeArena, Result<ResolvedIntrinsic, IntrinsicError>) {
    let mut t = TypeArena::new();
    let ids: Vec<TypeId> = args.iter().map(|a| ty(&mut t, a)).collect();
    let r = resolve_intrinsic(name, &ids, &mut t);
    (t, r)
}

/// `name(args)` resolves; returns the result type and the parameter types as HLSL spellings.
pub(crate) fn ok(name: &str, args: &[&str]) -> (String, Vec<String>) {
    let (t, r) = resolve(name, args);
    let r = r.unwrap_or_else(|e| panic!("{name}({args:?}) failed: {e:?}"));
    (
        t.display(r.result),
        r.params.iter().map(|&p| t.display(p)).collect(),
    )
}

pub(crate) fn err(name: &str, args: &[&str]) -> (Code, String) {
    let (_, r) = resolve(name, args);
    match r {
        Ok(r) => panic!("{name}({args:?}) resolved to {r:?}"),
        Err(e) => e.report(name),
    }
}

#[test]
fn resolution_table() {
    // (name, args, result, params)
    let table: &[(&str, &[&str], &str, &[&str])] = &[
        (
            "mul",
            &["float4", "float4x4"],
            "float4",
            &["float4", "float4x4"],
        ),
        (
            "mul",
            &["float4x4", "float4x4"],
            "float4x4",
            &["float4x4", "float4x4"],
        ),
        (
            "mul",
            &["float3x4", "float4"],
            "float3",
            &["float3x4", "float4"],
        ),
        (
            "mul",
            &["float4x4", "float4"],
            "float4",
            &["float4x4", "float4"],
        ),
        (
            "mul",
            &["float3", "float3x4"],
            "float4",
            &["float3", "float3x4"],
        ),
        (
            "mul",
            &["float2x3", "float3x4"],
            "float2x4",
            &["float2x3", "float3x4"],
        ),
        ("mul", &["float", "float"], "float", &["float", "float"]),
        ("mul", &["float", "float3"], "float3", &["float", "float3"]),
        ("mul", &["float3", "lit"], "float3", &["float3", "float"]),
        (
            "mul",
            &["litf", "float4x4"],
            "float4x4",
            &["float", "float4x4"],
        ),
        (
            "mul",
            &["float4x4", "float"],
            "float4x4",
            &["float4x4", "float"],
        ),
        ("mul", &["float3", "float3"], "float", &["float3", "float3"]),
        ("mul", &["int2", "int2x2"], "int2", &["int2", "int2x2"]),
        (
            "mul",
            &["int3x3", "float3"],
            "float3",
            &["float3x3", "float3"],
        ),
        // A longer row vector is truncated (the caller warns OSH0307).
        (
            "mul",
            &["float4", "float3x3"],
            "float3",
            &["float3", "float3x3"],
        ),
        ("dot", &["float3", "float3"], "float", &["float3", "float3"]),
        ("dot", &["int4", "int4"], "int", &["int4", "int4"]),
        ("dot", &["float3", "lit"], "float", &["float3", "float3"]),
        ("dot", &["float", "float"], "float", &["float", "float"]),
        (
            "lerp",
            &["float3", "float3", "float"],
            "float3",
            &["float3", "float3", "float3"],
        ),
        (
            "lerp",
            &["lit", "lit", "litf"],
            "float",
            &["float", "float", "float"],
        ),
        (
            "clamp",
            &["int", "lit", "lit"],
            "int",
            &["int", "int", "int"],
        ),
        (
            "clamp",
            &["float2", "litf", "litf"],
            "float2",
            &["float2", "float2", "float2"],
        ),
        (
            "clamp",
            &["uint", "lit", "lit"],
            "uint",
            &["uint", "uint", "uint"],
        ),
        (
            "clamp",
            &["lit", "lit", "lit"],
            "int",
            &["int", "int", "int"],
        ),
        ("saturate", &["float3"], "float3", &["float3"]),
        ("saturate", &["double"], "double", &["double"]),
        ("sign", &["float2"], "int2", &["float2"]),
        ("sign", &["int"], "int", &["int"]),
        ("abs", &["int3"], "int3", &["int3"]),
        ("abs", &["double"], "double", &["double"]),
        ("abs", &["litf"], "float", &["float"]),
        ("max", &["float", "int"], "float", &["float", "float"]),
        ("max", &["uint", "int"], "uint", &["uint", "uint"]),
        (
            "min",
            &["float4", "float3"],
            "float3",
            &["float3", "float3"],
        ),
        ("any", &["bool3"], "bool", &["bool3"]),
        ("all", &["float4"], "bool", &["float4"]),
        ("all", &["int2x2"], "bool", &["int2x2"]),
        ("sqrt", &["float4x4"], "float4x4", &["float4x4"]),
        ("sqrt", &["int"], "float", &["float"]),
        ("sqrt", &["half3"], "half3", &["half3"]),
        ("sqrt", &["lit"], "float", &["float"]),
        ("pow", &["float3", "litf"], "float3", &["float3", "float3"]),
        ("atan2", &["float", "float"], "float", &["float", "float"]),
        (
            "fmod",
            &["float2", "float2"],
            "float2",
            &["float2", "float2"],
        ),
        ("step", &["litf", "float3"], "float3", &["float3", "float3"]),
        (
            "smoothstep",
            &["litf", "litf", "float"],
            "float",
            &["float", "float", "float"],
        ),
        (
            "ldexp",
            &["float2", "float2"],
            "float2",
            &["float2", "float2"],
        ),
        (
            "mad",
            &["float4", "float4", "float4"],
            "float4",
            &["float4", "float4", "float4"],
        ),
        ("mad", &["int", "int", "int"], "int", &["int", "int", "int"]),
        (
            "fma",
            &["double", "double", "double"],
            "double",
            &["double", "double", "double"],
        ),
        ("rcp", &["float"], "float", &["float"]),
        ("isnan", &["float3"], "bool3", &["float3"]),
        ("isinf", &["float"], "bool", &["float"]),
        ("isfinite", &["float2x2"], "bool2x2", &["float2x2"]),
        ("frac", &["float2"], "float2", &["float2"]),
        ("round", &["float"], "float", &["float"]),
        ("trunc", &["float"], "float", &["float"]),
        ("exp2", &["float"], "float", &["float"]),
        ("log10", &["float"], "float", &["float"]),
        ("degrees", &["float"], "float", &["float"]),
        ("radians", &["float"], "float", &["float"]),
        (
            "frexp",
            &["float3", "float3"],
            "float3",
            &["float3", "float3"],
        ),
        ("modf", &["float", "float"], "float", &["float", "float"]),
        (
            "sincos",
            &["float2", "float2", "float2"],
            "void",
            &["float2", "float2", "float2"],
        ),
        (
            "cross",
            &["float3", "float3"],
            "float3",
            &["float3", "float3"],
        ),
        ("length", &["float3"], "float", &["float3"]),
        (
            "distance",
            &["float2", "float2"],
            "float",
            &["float2", "float2"],
        ),
        ("normalize", &["float3"], "float3", &["float3"]),
        (
            "reflect",
            &["float3", "float3"],
            "float3",
            &["float3", "float3"],
        ),
        (
            "refract",
            &["float3", "float3", "float"],
            "float3",
            &["float3", "float3", "float"],
        ),
        (
            "faceforward",
            &["float3", "float3", "float3"],
            "float3",
            &["float3", "float3", "float3"],
        ),
        ("determinant", &["float3x3"], "float", &["float3x3"]),
        ("transpose", &["float3x4"], "float4x3", &["float3x4"]),
        ("transpose", &["int2x3"], "int3x2", &["int2x3"]),
        ("and", &["bool3", "bool3"], "bool3", &["bool3", "bool3"]),
        ("or", &["bool", "bool"], "bool", &["bool", "bool"]),
        (
            "select",
            &["bool3", "float3", "float3"],
            "float3",
            &["bool3", "float3", "float3"],
        ),
        (
            "select",
            &["bool", "lit", "lit"],
            "int",
            &["bool", "int", "int"],
        ),
        (
            "select",
            &["bool2", "float", "lit"],
            "float2",
            &["bool2", "float2", "float2"],
        ),
        ("asuint", &["float4"], "uint4", &["float4"]),
        ("asint", &["float"], "int", &["float"]),
        ("asfloat", &["uint3"], "float3", &["uint3"]),
        ("asfloat", &["lit"], "float", &["uint"]),
        ("asint", &["lit"], "int", &["int"]),
        ("asuint16", &["half2"], "uint16_t2", &["half2"]),
        ("asint16", &["uint16_t"], "int16_t", &["uint16_t"]),
        ("asfloat16", &["int16_t3"], "half3", &["int16_t3"]),
        ("f16tof32", &["uint2"], "float2", &["uint2"]),
        ("f32tof16", &["float"], "uint", &["float"]),
        ("f32tof16", &["half3"], "uint3", &["float3"]),
        ("countbits", &["uint"], "uint", &["uint"]),
        ("countbits", &["int2"], "uint2", &["int2"]),
        ("firstbithigh", &["int"], "uint", &["int"]),
        ("firstbitlow", &["uint4"], "uint4", &["uint4"]),
        ("reversebits", &["uint"], "uint", &["uint"]),
        ("reversebits", &["lit"], "uint", &["uint"]),
        ("ddx", &["float2"], "float2", &["float2"]),
        ("ddy_fine", &["float"], "float", &["float"]),
        ("ddx_coarse", &["float3"], "float3", &["float3"]),
        ("fwidth", &["float2"], "float2", &["float2"]),
        ("clip", &["float"], "void", &["float"]),
        ("clip", &["float4"], "void", &["float4"]),
        ("NonUniformResourceIndex", &["uint"], "uint", &["uint"]),
        ("NonUniformResourceIndex", &["int"], "int", &["int"]),
        ("NonUniformResourceIndex", &["lit"], "uint", &["uint"]),
        (
            "InterlockedAdd",
            &["uint", "lit"],
            "void",
            &["uint", "uint"],
        ),
        (
            "InterlockedAdd",
            &["int", "int", "int"],
            "void",
            &["int", "int", "int"],
        ),
        (
            "InterlockedMax",
            &["uint64_t", "uint64_t"],
            "void",
            &["uint64_t", "uint64_t"],
        ),
        (
            "InterlockedExchange",
            &["uint", "uint", "uint"],
            "void",
            &["uint", "uint", "uint"],
        ),
        (
            "InterlockedCompareExchange",
            &["uint", "uint", "uint", "uint"],
            "void",
            &["uint", "uint", "uint", "uint"],
        ),
        (
            "InterlockedCompareStore",
            &["int", "lit", "lit"],
            "void",
            &["int", "int", "int"],
        ),
        ("GroupMemoryBarrierWithGroupSync", &[], "void", &[]),
        ("AllMemoryBarrier", &[], "void", &[]),
        ("DeviceMemoryBarrier", &[], "void", &[]),
    ];
    for (name, args, result, params) in table {
        let (r, p) = ok(name, args);
        assert_eq!(r, *result, "{name}({args:?}) result");
        assert_eq!(p, *params, "{name}({args:?}) params");
    }
}

#[test]
fn ops_and_out_params_are_reported() {
    let mut t = TypeArena::new();
    let f3 = ty(&mut t, "float3");
    let r = resolve_intrinsic("sincos", &[f3, f3, f3], &mut t).unwrap();
    assert_eq!(r.op, Intrinsic::SinCos);
    assert_eq!(r.out_params, vec![false, true, true]);
    let u = ty(&mut t, "uint");
    let r = resolve_intrinsic("InterlockedCompareExchange", &[u, u, u, u], &mut t).unwrap();
    assert_eq!(r.out_params, vec![true, false, false, true]);
    let r = resolve_intrinsic("InterlockedOr", &[u, u], &mut t).unwrap();
    assert_eq!(r.op, Intrinsic::Interlocked(AtomicOp::Or));
    assert_eq!(r.out_params, vec![true, false]);
    let r = resolve_intrinsic("fma", &[f3, f3, f3], &mut t).unwrap();
    assert_eq!(r.op, Intrinsic::Mad);
    assert_eq!(t.display(r.result), "double3");
    let r = resolve_intrinsic("ddy_coarse", &[f3], &mut t).unwrap();
    assert_eq!(r.op, Intrinsic::DdyCoarse);
    // An out-place of a longer type is filled through a truncating copy-back? No: the
    // intrinsic writes float3 and a float4 place cannot take it implicitly.
    let f4 = ty(&mut t, "float4");
    assert!(resolve_intrinsic("sincos", &[f3, f4, f3], &mut t).is_err());
    // A float place takes a float3 result by truncation on copy-back.
    let f = ty(&mut t, "float");
    assert!(resolve_intrinsic("sincos", &[f3, f, f3], &mut t).is_ok());
}

#[test]
fn float_interlocked_is_osh0314_with_the_spec_message() {
    assert_eq!(
        err("InterlockedAdd", &["float", "float"]),
        (
            Code::BAD_ATOMIC,
            "'InterlockedAdd' works on int, uint, int64_t and uint64_t, but the first argument \
             is 'float'. Float atomics are not supported; reinterpret the data as uint with \
             asuint()/asfloat()."
                .to_string()
        )
    );
    let (code, msg) = err("InterlockedMin", &["int2", "int2"]);
    assert_eq!(code, Code::BAD_ATOMIC);
    assert_eq!(
        msg,
        "'InterlockedMin' works on int, uint, int64_t and uint64_t, but the first argument is \
         'int2'."
    );
    assert_eq!(
        err("InterlockedAdd", &["int16_t", "int"]).0,
        Code::BAD_ATOMIC
    );
}

#[test]
fn double_arguments_to_float_only_intrinsics_warn_osh0361() {
    let (t, r) = resolve("sqrt", &["double"]);
    let r = r.unwrap();
    assert_eq!(t.display(r.result), "float");
    assert_eq!(
        r.warnings,
        vec![(
            Code::DOUBLE_NARROWED,
            "'sqrt' has no double version: the argument is converted to float, so the result \
             has float precision. Use +, -, *, /, min, max, abs, clamp or fma to keep double \
             precision."
                .to_string()
        )]
    );
    // One warning per call, even with several double arguments.
    let (_, r) = resolve("lerp", &["double2", "double2", "double"]);
    assert_eq!(r.unwrap().warnings.len(), 1);
    // Functions with a double version keep it silently.
    let (t, r) = resolve("max", &["double", "double"]);
    let r = r.unwrap();
    assert!(r.warnings.is_empty());
    assert_eq!(t.display(r.result), "double");
}

#[test]
fn argument_count_errors_say_what_is_expected() {
    assert_eq!(
        err("sqrt", &["float", "float"]),
        (
            Code::WRONG_ARGUMENT_COUNT,
            "'sqrt' takes 1 argument, but 2 were given.".to_string()
        )
    );
    assert_eq!(
        err("InterlockedAdd", &["uint"]).1,
        "'InterlockedAdd' takes 2 or 3 arguments, but 1 was given."
    );
    assert_eq!(
        err("GroupMemoryBarrier", &["uint"]).1,
        "'GroupMemoryBarrier' takes no arguments, but 1 was given."
    );
}

#[test]
fn shape_errors_are_no_overload() {
    let (code, msg) = err("mul", &["float4x4", "float3x3"]);
    assert_eq!(code, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(
        msg,
        "'mul' has no overload for (float4x4, float3x3): the first matrix has 4 columns but \
         the second has 3 rows; they must be equal."
    );
    assert_eq!(
        err("mul", &["float3", "float4x4"]).1,
        "'mul' has no overload for (float3, float4x4): a row vector times a 4x4 matrix needs 4 \
         components, but the vector has 3."
    );
    assert_eq!(
        err("cross", &["float2", "float2"]).1,
        "'cross' has no overload for (float2, float2): it takes two float3 vectors."
    );
    assert_eq!(
        err("determinant", &["float3x4"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
    assert_eq!(
        err("dot", &["float4x4", "float4x4"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
    assert_eq!(err("transpose", &["float4"]).0, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(err("countbits", &["float"]).0, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(err("asuint", &["double"]).0, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(err("asfloat", &["bool"]).0, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(
        err("max", &["float4", "float4x4"]).1,
        "'max' has no overload for (float4, float4x4): the arguments' shapes do not match (it \
         takes int, uint or float scalars, vectors or matrices of one shape)."
    );
}

#[test]
fn non_numeric_arguments_are_no_overload() {
    let mut t = TypeArena::new();
    let f4 = ty(&mut t, "float4");
    let tex = t.intern(Type::Resource(crate::types::ResourceType::Texture {
        dim: crate::types::TextureDim::D2,
        arrayed: false,
        multisampled: false,
        access: crate::types::Access::ReadOnly,
        texel: f4,
        combined: false,
    }));
    let e = resolve_intrinsic("sqrt", &[tex], &mut t).unwrap_err();
    assert_eq!(
        e.report("sqrt").1,
        "'sqrt' has no overload for (Texture2D<float4>): it takes float scalars, vectors or \
         matrices."
    );
}

#[test]
fn wave_and_unknown_names() {
    assert_eq!(
        err("WaveMatch", &["uint"]),
        (
            Code::UNSUPPORTED,
            "The intrinsic 'WaveMatch' is not supported: it needs partitioned subgroup \
             operations, which no target offers portably (SPIR-V has only a vendor extension; \
             MSL and WGSL have none). Build the groups with WaveActiveBallot and \
             WaveReadLaneFirst in a loop instead."
                .to_string()
        )
    );
    let (code, msg) = err("WaveMultiPrefixSum", &["uint", "uint4"]);
    assert_eq!(code, Code::UNSUPPORTED);
    assert!(msg.starts_with("The intrinsic 'WaveMultiPrefixSum' is not supported: it needs"));
    // Resolved by intrinsics_extra (16-bit types off), which has its own tests.
    assert_eq!(ok("asdouble", &["uint", "uint"]).0, "double");
    assert_eq!(ok("asuint", &["double", "uint", "uint"]).0, "void");
    assert_eq!(err("firstbithigh", &["uint64_t"]).0, Code::UNSUPPORTED);
    assert!(is_intrinsic("mul") && is_intrinsic("WaveReadLaneFirst") && is_intrinsic("lit"));
    assert!(!is_intrinsic("Sample") && !is_intrinsic("myFunction"));
    let mut t = TypeArena::new();
    assert_eq!(
        resolve_intrinsic("myFunction", &[], &mut t),
        Err(IntrinsicError::NotIntrinsic)
    );
}

/// The 16-bit reinterpretations take only 16-bit values (which need -enable-16bit-types).
#[test]
fn sixteen_bit_reinterpretations_take_only_sixteen_bit_values() {
    for (name, arg) in [
        ("asfloat16", "float"),
        ("asuint16", "uint"),
        ("asint16", "lit"),
    ] {
        let mut t = TypeArena::new();
        let a = ty(&mut t, arg);
        assert!(
            matches!(
                resolve_intrinsic(name, &[a], &mut t),
                Err(IntrinsicError::NoOverload(_))
            ),
            "{name}({arg})"
        );
    }
}

#[test]
fn every_supported_name_resolves_for_some_arguments() {
    // Guards the name list against typos: each supported name answers something other than
    // NotIntrinsic.
    for name in SUPPORTED {
        let mut t = TypeArena::new();
        let f = ty(&mut t, "float");
        let r = resolve_intrinsic(name, &[f], &mut t);
        assert_ne!(r, Err(IntrinsicError::NotIntrinsic), "{name}");
    }
}

#[test]
fn intrinsic_names_feed_did_you_mean() {
    assert_eq!(
        crate::diag::did_you_mean("saturat", intrinsic_names()),
        Some("saturate")
    );
    assert!(intrinsic_names().all(is_intrinsic));
}
