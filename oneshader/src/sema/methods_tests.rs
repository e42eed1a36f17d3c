//! Tests of [`super::resolve_method`] and [`super::index_result`]: every documented form of
//! every method on every resource kind, and the errors users see.

use super::*;
use crate::sema::intrinsics::tests::ty;

/// Parses the resource spellings used below (`Texture2DArray<float4>`, `RWBuffer<uint>`,
/// `StructuredBuffer<float4>`, `SamplerState`, ...), or a numeric type.
fn rty(t: &mut TypeArena, s: &str) -> TypeId {
    if s == "SamplerState" || s == "SamplerComparisonState" {
        return t.intern(Type::Resource(ResourceType::Sampler {
            comparison: s == "SamplerComparisonState",
        }));
    }
    if s == "ByteAddressBuffer" || s == "RWByteAddressBuffer" {
        let access = if s.starts_with("RW") {
            Access::ReadWrite
        } else {
            Access::ReadOnly
        };
        return t.intern(Type::Resource(ResourceType::ByteAddressBuffer { access }));
    }
    let Some((base, inner)) = s.strip_suffix('>').and_then(|s| s.split_once('<')) else {
        return ty(t, s);
    };
    let inner = ty(t, inner);
    let (access, base) = match base.strip_prefix("RW") {
        Some(b) => (Access::ReadWrite, b),
        None => (Access::ReadOnly, base),
    };
    let resource = match base {
        "Buffer" => ResourceType::TypedBuffer {
            access,
            texel: inner,
        },
        "StructuredBuffer" => ResourceType::StructuredBuffer {
            kind: if access == Access::ReadWrite {
                StructuredKind::ReadWrite
            } else {
                StructuredKind::ReadOnly
            },
            element: inner,
        },
        "AppendStructuredBuffer" => ResourceType::StructuredBuffer {
            kind: StructuredKind::Append,
            element: inner,
        },
        "ConsumeStructuredBuffer" => ResourceType::StructuredBuffer {
            kind: StructuredKind::Consume,
            element: inner,
        },
        "ConstantBuffer" => ResourceType::ConstantBuffer { element: inner },
        tex => {
            let rest = tex.strip_prefix("Texture").expect("texture");
            let (dim, rest) = match rest {
                r if r.starts_with("1D") => (TextureDim::D1, &r[2..]),
                r if r.starts_with("2D") => (TextureDim::D2, &r[2..]),
                r if r.starts_with("3D") => (TextureDim::D3, &r[2..]),
                r if r.starts_with("Cube") => (TextureDim::Cube, &r[4..]),
                _ => panic!("bad texture {s}"),
            };
            let multisampled = rest.starts_with("MS");
            let arrayed = rest.ends_with("Array");
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel: inner,
                combined: false,
            }
        }
    };
    let id = t.intern(Type::Resource(resource));
    assert_eq!(t.display(id), s, "test parser");
    id
}

fn resolve(
    object: &str,
    method: &str,
    args: &[&str],
) -> (TypeArena, Result<ResolvedIntrinsic, IntrinsicError>) {
    let mut t = TypeArena::new();
    let obj = rty(&mut t, object);
    let ids: Vec<TypeId> = args.iter().map(|a| rty(&mut t, a)).collect();
    let r = resolve_method(obj, method, &ids, &mut t);
    (t, r)
}

/// Resolves and returns (op, result, params with "out " marks).
fn ok(object: &str, method: &str, args: &[&str]) -> (Intrinsic, String, Vec<String>) {
    let (t, r) = resolve(object, method, args);
    let r = r.unwrap_or_else(|e| panic!("{object}.{method}({args:?}) failed: {e:?}"));
    let params = r
        .params
        .iter()
        .zip(&r.out_params)
        .map(|(&p, &out)| {
            if out {
                format!("out {}", t.display(p))
            } else {
                t.display(p)
            }
        })
        .collect();
    (r.op, t.display(r.result), params)
}

fn err(object: &str, method: &str, args: &[&str]) -> (Code, String) {
    let (_, r) = resolve(object, method, args);
    match r {
        Ok(r) => panic!("{object}.{method}({args:?}) resolved to {r:?}"),
        Err(e) => e.report(method),
    }
}

const S: &str = "SamplerState";
const SC: &str = "SamplerComparisonState";

#[test]
fn sampling_forms_by_dimension() {
    use Intrinsic as I;
    // (object, method, args, op, result, params)
    type Row<'a> = (
        &'a str,
        &'a str,
        &'a [&'a str],
        Intrinsic,
        &'a str,
        &'a [&'a str],
    );
    let table: &[Row] = &[
        (
            "Texture2D<float4>",
            "Sample",
            &[S, "float2"],
            I::Sample,
            "float4",
            &[S, "float2"],
        ),
        (
            "Texture2D<float4>",
            "Sample",
            &[S, "float2", "int2"],
            I::Sample,
            "float4",
            &[S, "float2", "int2"],
        ),
        (
            "Texture1D<float>",
            "Sample",
            &[S, "float"],
            I::Sample,
            "float",
            &[S, "float"],
        ),
        (
            "Texture1DArray<float2>",
            "Sample",
            &[S, "float2", "lit"],
            I::Sample,
            "float2",
            &[S, "float2", "int"],
        ),
        (
            "Texture2DArray<float4>",
            "Sample",
            &[S, "float3", "int2"],
            I::Sample,
            "float4",
            &[S, "float3", "int2"],
        ),
        (
            "Texture3D<float4>",
            "Sample",
            &[S, "float3", "int3"],
            I::Sample,
            "float4",
            &[S, "float3", "int3"],
        ),
        (
            "TextureCube<float4>",
            "Sample",
            &[S, "float3"],
            I::Sample,
            "float4",
            &[S, "float3"],
        ),
        (
            "TextureCubeArray<float4>",
            "Sample",
            &[S, "float4"],
            I::Sample,
            "float4",
            &[S, "float4"],
        ),
        // A longer coordinate is truncated (the caller warns OSH0307), as DXC does.
        (
            "Texture2D<float4>",
            "Sample",
            &[S, "float3"],
            I::Sample,
            "float4",
            &[S, "float2"],
        ),
        (
            "Texture2D<float4>",
            "SampleBias",
            &[S, "float2", "litf"],
            I::SampleBias,
            "float4",
            &[S, "float2", "float"],
        ),
        (
            "Texture2D<float4>",
            "SampleBias",
            &[S, "float2", "float", "int2"],
            I::SampleBias,
            "float4",
            &[S, "float2", "float", "int2"],
        ),
        (
            "TextureCube<float4>",
            "SampleLevel",
            &[S, "float3", "float"],
            I::SampleLevel,
            "float4",
            &[S, "float3", "float"],
        ),
        (
            "Texture2DArray<float4>",
            "SampleLevel",
            &[S, "float3", "lit", "int2"],
            I::SampleLevel,
            "float4",
            &[S, "float3", "float", "int2"],
        ),
        (
            "Texture2D<float4>",
            "SampleGrad",
            &[S, "float2", "float2", "float2"],
            I::SampleGrad,
            "float4",
            &[S, "float2", "float2", "float2"],
        ),
        (
            "Texture2DArray<float4>",
            "SampleGrad",
            &[S, "float3", "float2", "float2", "int2"],
            I::SampleGrad,
            "float4",
            &[S, "float3", "float2", "float2", "int2"],
        ),
        (
            "TextureCube<float4>",
            "SampleGrad",
            &[S, "float3", "float3", "float3"],
            I::SampleGrad,
            "float4",
            &[S, "float3", "float3", "float3"],
        ),
        (
            "Texture2D<float>",
            "SampleCmp",
            &[SC, "float2", "float"],
            I::SampleCmp,
            "float",
            &[SC, "float2", "float"],
        ),
        (
            "Texture2D<float4>",
            "SampleCmp",
            &[SC, "float2", "float", "int2"],
            I::SampleCmp,
            "float",
            &[SC, "float2", "float", "int2"],
        ),
        (
            "TextureCubeArray<float4>",
            "SampleCmp",
            &[SC, "float4", "float"],
            I::SampleCmp,
            "float",
            &[SC, "float4", "float"],
        ),
        (
            "Texture2DArray<float>",
            "SampleCmpLevelZero",
            &[SC, "float3", "float"],
            I::SampleCmpLevelZero,
            "float",
            &[SC, "float3", "float"],
        ),
        (
            "Texture2D<float>",
            "SampleCmpLevelZero",
            &[SC, "float2", "float", "int2"],
            I::SampleCmpLevelZero,
            "float",
            &[SC, "float2", "float", "int2"],
        ),
        (
            "Texture2D<float4>",
            "Gather",
            &[S, "float2"],
            I::Gather(GatherChannel::Red),
            "float4",
            &[S, "float2"],
        ),
        (
            "Texture2D<uint2>",
            "GatherGreen",
            &[S, "float2", "int2"],
            I::Gather(GatherChannel::Green),
            "uint4",
            &[S, "float2", "int2"],
        ),
        (
            "Texture2DArray<float4>",
            "GatherBlue",
            &[S, "float3"],
            I::Gather(GatherChannel::Blue),
            "float4",
            &[S, "float3"],
        ),
        (
            "TextureCube<float4>",
            "GatherAlpha",
            &[S, "float3"],
            I::Gather(GatherChannel::Alpha),
            "float4",
            &[S, "float3"],
        ),
        (
            "Texture2D<float4>",
            "GatherRed",
            &[S, "float2"],
            I::Gather(GatherChannel::Red),
            "float4",
            &[S, "float2"],
        ),
        (
            "Texture2D<float>",
            "GatherCmp",
            &[SC, "float2", "float"],
            I::GatherCmp(GatherChannel::Red),
            "float4",
            &[SC, "float2", "float"],
        ),
        (
            "TextureCube<float>",
            "GatherCmpRed",
            &[SC, "float3", "float"],
            I::GatherCmp(GatherChannel::Red),
            "float4",
            &[SC, "float3", "float"],
        ),
        (
            "Texture2D<float4>",
            "CalculateLevelOfDetail",
            &[S, "float2"],
            I::CalculateLevelOfDetail,
            "float",
            &[S, "float2"],
        ),
        (
            "Texture2DArray<float4>",
            "CalculateLevelOfDetailUnclamped",
            &[S, "float2"],
            I::CalculateLevelOfDetailUnclamped,
            "float",
            &[S, "float2"],
        ),
        (
            "Texture2D<float>",
            "CalculateLevelOfDetail",
            &[SC, "float2"],
            I::CalculateLevelOfDetail,
            "float",
            &[SC, "float2"],
        ),
        (
            "TextureCube<float4>",
            "CalculateLevelOfDetail",
            &[S, "float3"],
            I::CalculateLevelOfDetail,
            "float",
            &[S, "float3"],
        ),
    ];
    for (object, method, args, op, result, params) in table {
        let (got_op, got_result, got_params) = ok(object, method, args);
        assert_eq!(got_op, *op, "{object}.{method}({args:?})");
        assert_eq!(got_result, *result, "{object}.{method}({args:?})");
        assert_eq!(got_params, *params, "{object}.{method}({args:?})");
    }
}

#[test]
fn load_forms_by_resource() {
    let table: &[(&str, &[&str], &str, &[&str])] = &[
        ("Texture1D<float4>", &["int2"], "float4", &["int2"]),
        (
            "Texture1D<float4>",
            &["int2", "int"],
            "float4",
            &["int2", "int"],
        ),
        ("Texture1DArray<float4>", &["int3"], "float4", &["int3"]),
        ("Texture2D<float4>", &["int3"], "float4", &["int3"]),
        (
            "Texture2D<float4>",
            &["int3", "int2"],
            "float4",
            &["int3", "int2"],
        ),
        ("Texture2D<float4>", &["uint3"], "float4", &["int3"]),
        ("Texture2DArray<uint>", &["int4"], "uint", &["int4"]),
        (
            "Texture2DArray<float4>",
            &["int4", "int2"],
            "float4",
            &["int4", "int2"],
        ),
        (
            "Texture3D<float4>",
            &["int4", "int3"],
            "float4",
            &["int4", "int3"],
        ),
        (
            "Texture2DMS<float4>",
            &["int2", "int"],
            "float4",
            &["int2", "int"],
        ),
        (
            "Texture2DMS<float4>",
            &["int2", "uint", "int2"],
            "float4",
            &["int2", "int", "int2"],
        ),
        (
            "Texture2DMSArray<float4>",
            &["int3", "int"],
            "float4",
            &["int3", "int"],
        ),
        ("RWTexture1D<float4>", &["int"], "float4", &["int"]),
        ("RWTexture1DArray<float>", &["int2"], "float", &["int2"]),
        ("RWTexture2D<float4>", &["uint2"], "float4", &["int2"]),
        ("RWTexture2DArray<int2>", &["int3"], "int2", &["int3"]),
        ("RWTexture3D<float4>", &["int3"], "float4", &["int3"]),
        ("Buffer<float4>", &["uint"], "float4", &["int"]),
        ("RWBuffer<uint>", &["int"], "uint", &["int"]),
        ("StructuredBuffer<float4>", &["uint"], "float4", &["int"]),
        (
            "RWStructuredBuffer<float3x3>",
            &["lit"],
            "float3x3",
            &["int"],
        ),
    ];
    for (object, args, result, params) in table {
        let (op, got_result, got_params) = ok(object, "Load", args);
        assert_eq!(op, Intrinsic::Load, "{object}.Load({args:?})");
        assert_eq!(got_result, *result, "{object}.Load({args:?})");
        assert_eq!(got_params, *params, "{object}.Load({args:?})");
    }
}

#[test]
fn get_dimensions_forms() {
    let table: &[(&str, &[&str], &[&str])] = &[
        ("Texture1D<float4>", &["uint"], &["out uint"]),
        (
            "Texture1D<float4>",
            &["uint", "uint", "uint"],
            &["uint", "out uint", "out uint"],
        ),
        (
            "Texture1DArray<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "Texture2D<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "Texture2D<float4>",
            &["float", "float"],
            &["out float", "out float"],
        ),
        (
            "Texture2D<float4>",
            &["lit", "uint", "uint", "uint"],
            &["uint", "out uint", "out uint", "out uint"],
        ),
        (
            "Texture2D<float4>",
            &["uint", "float", "float", "float"],
            &["uint", "out float", "out float", "out float"],
        ),
        (
            "Texture2DArray<float4>",
            &["uint", "uint", "uint"],
            &["out uint", "out uint", "out uint"],
        ),
        (
            "Texture2DArray<float4>",
            &["uint", "uint", "uint", "uint", "uint"],
            &["uint", "out uint", "out uint", "out uint", "out uint"],
        ),
        (
            "Texture3D<float4>",
            &["uint", "uint", "uint"],
            &["out uint", "out uint", "out uint"],
        ),
        (
            "TextureCube<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "TextureCubeArray<float4>",
            &["uint", "uint", "uint", "uint", "uint"],
            &["uint", "out uint", "out uint", "out uint", "out uint"],
        ),
        (
            "Texture2DMS<float4>",
            &["uint", "uint", "uint"],
            &["out uint", "out uint", "out uint"],
        ),
        (
            "Texture2DMSArray<float4>",
            &["uint", "uint", "uint", "uint"],
            &["out uint", "out uint", "out uint", "out uint"],
        ),
        ("RWTexture1D<float4>", &["uint"], &["out uint"]),
        (
            "RWTexture2D<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "RWTexture2DArray<float4>",
            &["uint", "uint", "uint"],
            &["out uint", "out uint", "out uint"],
        ),
        (
            "RWTexture3D<float4>",
            &["float", "float", "float"],
            &["out float", "out float", "out float"],
        ),
        ("Buffer<float4>", &["uint"], &["out uint"]),
        ("RWBuffer<float>", &["uint"], &["out uint"]),
        (
            "StructuredBuffer<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "RWStructuredBuffer<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "AppendStructuredBuffer<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        (
            "ConsumeStructuredBuffer<float4>",
            &["uint", "uint"],
            &["out uint", "out uint"],
        ),
        ("ByteAddressBuffer", &["uint"], &["out uint"]),
        ("RWByteAddressBuffer", &["uint"], &["out uint"]),
        // An int place takes the uint form (the first listed) through copy-back.
        (
            "Texture2D<float4>",
            &["int", "int"],
            &["out uint", "out uint"],
        ),
    ];
    for (object, args, params) in table {
        let (op, result, got) = ok(object, "GetDimensions", args);
        assert_eq!(op, Intrinsic::GetDimensions);
        assert_eq!(result, "void");
        assert_eq!(got, *params, "{object}.GetDimensions({args:?})");
    }
    // RW textures have no mip form; MS textures neither.
    assert_eq!(
        err(
            "RWTexture2D<float4>",
            "GetDimensions",
            &["uint", "uint", "uint", "uint"]
        ),
        (
            Code::WRONG_ARGUMENT_COUNT,
            "'GetDimensions' takes 2 arguments, but 4 were given.".to_string()
        )
    );
    assert_eq!(
        err("Texture2D<float4>", "GetDimensions", &["uint"]).1,
        "'GetDimensions' takes 2 to 4 arguments, but 1 was given."
    );
}

#[test]
fn buffer_methods() {
    use Intrinsic as I;
    type Row<'a> = (
        &'a str,
        &'a str,
        &'a [&'a str],
        Intrinsic,
        &'a str,
        &'a [&'a str],
    );
    let table: &[Row] = &[
        (
            "ByteAddressBuffer",
            "Load",
            &["uint"],
            I::ByteLoad(1),
            "uint",
            &["uint"],
        ),
        (
            "ByteAddressBuffer",
            "Load2",
            &["lit"],
            I::ByteLoad(2),
            "uint2",
            &["uint"],
        ),
        (
            "RWByteAddressBuffer",
            "Load3",
            &["uint"],
            I::ByteLoad(3),
            "uint3",
            &["uint"],
        ),
        (
            "ByteAddressBuffer",
            "Load4",
            &["int"],
            I::ByteLoad(4),
            "uint4",
            &["uint"],
        ),
        (
            "RWByteAddressBuffer",
            "Store",
            &["uint", "uint"],
            I::ByteStore(1),
            "void",
            &["uint", "uint"],
        ),
        (
            "RWByteAddressBuffer",
            "Store2",
            &["uint", "uint2"],
            I::ByteStore(2),
            "void",
            &["uint", "uint2"],
        ),
        (
            "RWByteAddressBuffer",
            "Store3",
            &["uint", "uint3"],
            I::ByteStore(3),
            "void",
            &["uint", "uint3"],
        ),
        (
            "RWByteAddressBuffer",
            "Store4",
            &["uint", "uint4"],
            I::ByteStore(4),
            "void",
            &["uint", "uint4"],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedAdd",
            &["uint", "lit"],
            I::ByteInterlocked(AtomicOp::Add),
            "void",
            &["uint", "uint"],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedMin",
            &["uint", "int", "int"],
            I::ByteInterlocked(AtomicOp::Min),
            "void",
            &["uint", "int", "out int"],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedExchange",
            &["uint", "uint", "uint"],
            I::ByteInterlocked(AtomicOp::Exchange),
            "void",
            &["uint", "uint", "out uint"],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedCompareExchange",
            &["uint", "uint", "uint", "uint"],
            I::ByteInterlockedCompareExchange,
            "void",
            &["uint", "uint", "uint", "out uint"],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedCompareStore",
            &["uint", "uint", "uint"],
            I::ByteInterlockedCompareStore,
            "void",
            &["uint", "uint", "uint"],
        ),
        (
            "RWStructuredBuffer<float4>",
            "IncrementCounter",
            &[],
            I::IncrementCounter,
            "uint",
            &[],
        ),
        (
            "RWStructuredBuffer<float4>",
            "DecrementCounter",
            &[],
            I::DecrementCounter,
            "uint",
            &[],
        ),
        (
            "AppendStructuredBuffer<float3>",
            "Append",
            &["float3"],
            I::Append,
            "void",
            &["float3"],
        ),
        (
            "AppendStructuredBuffer<float3>",
            "Append",
            &["float"],
            I::Append,
            "void",
            &["float3"],
        ),
        (
            "ConsumeStructuredBuffer<float2>",
            "Consume",
            &[],
            I::Consume,
            "float2",
            &[],
        ),
    ];
    for (object, method, args, op, result, params) in table {
        let (got_op, got_result, got_params) = ok(object, method, args);
        assert_eq!(got_op, *op, "{object}.{method}({args:?})");
        assert_eq!(got_result, *result, "{object}.{method}({args:?})");
        assert_eq!(got_params, *params, "{object}.{method}({args:?})");
    }
    for op in [
        "InterlockedAnd",
        "InterlockedOr",
        "InterlockedXor",
        "InterlockedMax",
    ] {
        ok("RWByteAddressBuffer", op, &["uint", "uint"]);
        ok("RWByteAddressBuffer", op, &["uint", "uint", "uint"]);
    }
}

#[test]
fn sampler_kind_errors_read_well() {
    assert_eq!(
        err("Texture2D<float>", "SampleCmp", &[S, "float2", "float"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'SampleCmp' needs a SamplerComparisonState, but the sampler argument is a \
             SamplerState."
                .to_string()
        )
    );
    assert_eq!(
        err("Texture2D<float4>", "Sample", &[SC, "float2"]).1,
        "'Sample' needs a SamplerState, but the sampler argument is a SamplerComparisonState."
    );
}

#[test]
fn wrong_coordinates_are_no_overload() {
    assert_eq!(
        err("Texture3D<float4>", "Sample", &[S, "float2"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'Sample' on Texture3D<float4> has no overload for (SamplerState, float2): it takes \
             (SamplerState, float3) or (SamplerState, float3, int3) or (SamplerState, float3, \
             int3, float) or (SamplerState, float3, int3, float, out uint)."
                .to_string()
        )
    );
    assert_eq!(
        err("TextureCubeArray<float4>", "Sample", &[S, "float3"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
    assert_eq!(
        err("Texture2D<float4>", "Sample", &["float2", "float2"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
    assert_eq!(
        err("Texture2D<float4>", "Load", &["int2"]).1,
        "'Load' on Texture2D<float4> has no overload for (int2): it takes (int3) or (int3, \
         int2) or (int3, int2, out uint)."
    );
    // Cubes take no offset.
    assert_eq!(
        err("TextureCube<float4>", "Sample", &[S, "float3", "int3"]),
        (
            Code::BAD_RESOURCE_USE,
            "'Sample' is not available on TextureCube<float4>: cube textures take no offset."
                .to_string()
        )
    );
    assert_eq!(
        err("Texture2D<float4>", "Sample", &[S]).1,
        "'Sample' takes 2 to 5 arguments, but 1 was given."
    );
}

#[test]
fn methods_on_the_wrong_resource_are_osh0315() {
    assert_eq!(
        err("RWTexture2D<float4>", "Sample", &[S, "float2"]),
        (
            Code::BAD_RESOURCE_USE,
            "'Sample' is not available on RWTexture2D<float4>: read-write textures cannot be \
             sampled; read them with Load or []."
                .to_string()
        )
    );
    assert_eq!(
        err(
            "Texture2DMS<float4>",
            "SampleLevel",
            &[S, "float2", "float"]
        )
        .0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("Texture2D<uint4>", "Sample", &[S, "float2"]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("TextureCube<float4>", "Load", &["int4"]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("Texture3D<float4>", "Gather", &[S, "float3"]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("Texture3D<float4>", "SampleCmp", &[SC, "float3", "float"]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("ByteAddressBuffer", "Store", &["uint", "uint"]),
        (
            Code::BAD_RESOURCE_USE,
            "'Store' is not available on ByteAddressBuffer: the buffer is read-only; use \
             RWByteAddressBuffer to write."
                .to_string()
        )
    );
    assert_eq!(
        err("StructuredBuffer<float4>", "IncrementCounter", &[]),
        (
            Code::BAD_RESOURCE_USE,
            "StructuredBuffer<float4> has no method 'IncrementCounter'.".to_string()
        )
    );
    assert_eq!(
        err("AppendStructuredBuffer<float4>", "Consume", &[]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("Buffer<float4>", "Sample", &[S, "float"]).0,
        Code::BAD_RESOURCE_USE
    );
    assert_eq!(
        err("ConstantBuffer<float4>", "Load", &["uint"]).0,
        Code::BAD_RESOURCE_USE
    );
    // Unknown names are left to the caller (no such member).
    let (_, r) = resolve("Texture2D<float4>", "Frobnicate", &[]);
    assert_eq!(r, Err(IntrinsicError::NotIntrinsic));
}

#[test]
fn byte_address_float_atomics_are_osh0314() {
    assert_eq!(
        err("RWByteAddressBuffer", "InterlockedAdd", &["uint", "float"]),
        (
            Code::BAD_ATOMIC,
            "'InterlockedAdd' on RWByteAddressBuffer works on int and uint values, but the value \
             is 'float'. Float atomics are not supported; reinterpret the data as uint with \
             asuint()/asfloat()."
                .to_string()
        )
    );
}

#[test]
fn unsupported_forms_are_osh0350() {
    for (object, method, args) in [
        (
            "Texture2D<float>",
            "GatherCmpGreen",
            &[SC, "float2", "float"][..],
        ),
        (
            "RWByteAddressBuffer",
            "InterlockedAdd64",
            &["uint", "uint64_t"][..],
        ),
    ] {
        assert_eq!(
            err(object, method, args).0,
            Code::UNSUPPORTED,
            "{object}.{method}"
        );
    }
}

#[test]
fn clamp_status_and_four_offset_forms_resolve_as_in_dxc() {
    type Row<'a> = (&'a str, &'a str, &'a [&'a str], &'a [&'a str]);
    let rows: &[Row] = &[
        (
            "Texture2D<float4>",
            "Sample",
            &[S, "float2", "int2", "float"],
            &[S, "float2", "int2", "float"],
        ),
        (
            "Texture2D<float4>",
            "Sample",
            &[S, "float2", "int2", "float", "uint"],
            &[S, "float2", "int2", "float", "out uint"],
        ),
        (
            "TextureCube<float4>",
            "SampleBias",
            &[S, "float3", "float", "float", "uint"],
            &[S, "float3", "float", "float", "out uint"],
        ),
        (
            "Texture2D<float4>",
            "SampleLevel",
            &[S, "float2", "float", "int2", "uint"],
            &[S, "float2", "float", "int2", "out uint"],
        ),
        (
            "Texture2D<float4>",
            "Gather",
            &[S, "float2", "int2", "int2", "int2", "int2"],
            &[S, "float2", "int2", "int2", "int2", "int2"],
        ),
        (
            "Texture2D<float4>",
            "GatherRed",
            &[S, "float2", "int2", "int2", "int2", "int2", "uint"],
            &[S, "float2", "int2", "int2", "int2", "int2", "out uint"],
        ),
        (
            "Texture2D<float4>",
            "Load",
            &["int3", "int2", "uint"],
            &["int3", "int2", "out uint"],
        ),
        (
            "RWTexture2D<float4>",
            "Load",
            &["int2", "uint"],
            &["int2", "out uint"],
        ),
        (
            "Buffer<float4>",
            "Load",
            &["int", "uint"],
            &["int", "out uint"],
        ),
    ];
    for (object, method, args, params) in rows {
        let (_, _, got) = ok(object, method, args);
        assert_eq!(got, *params, "{object}.{method}({args:?})");
    }
    // A cube has no offsets: an int vector after its coordinate is refused as such.
    assert_eq!(
        err(
            "TextureCube<float4>",
            "Sample",
            &[S, "float3", "int3", "float"]
        )
        .0,
        Code::BAD_RESOURCE_USE
    );
}

#[test]
fn index_results() {
    type Expected<'a> = Option<(&'a str, &'a str, bool)>;
    let table: &[(&str, Expected)] = &[
        ("Texture1D<float4>", Some(("uint", "float4", false))),
        ("Texture2D<float4>", Some(("uint2", "float4", false))),
        ("Texture2DArray<float>", Some(("uint3", "float", false))),
        ("Texture3D<uint2>", Some(("uint3", "uint2", false))),
        ("RWTexture2D<float4>", Some(("uint2", "float4", true))),
        ("RWTexture1DArray<int>", Some(("uint2", "int", true))),
        ("Buffer<float4>", Some(("uint", "float4", false))),
        ("RWBuffer<uint>", Some(("uint", "uint", true))),
        (
            "StructuredBuffer<float3x4>",
            Some(("uint", "float3x4", false)),
        ),
        ("RWStructuredBuffer<float4>", Some(("uint", "float4", true))),
        ("TextureCube<float4>", None),
        ("Texture2DMS<float4>", None),
        ("AppendStructuredBuffer<float4>", None),
        ("ConsumeStructuredBuffer<float4>", None),
        ("ByteAddressBuffer", None),
        ("ConstantBuffer<float4>", None),
        ("SamplerState", None),
        ("float4", None),
    ];
    for (object, expected) in table {
        let mut t = TypeArena::new();
        let obj = rty(&mut t, object);
        let got = index_result(obj, &mut t).map(|(i, e, w)| (t.display(i), t.display(e), w));
        let expected = expected.map(|(i, e, w)| (i.to_string(), e.to_string(), w));
        assert_eq!(got, expected, "{object}[]");
    }
}

/// Every sampling method on every read-only texture kind: available exactly where HLSL has
/// it, with and without an offset, and OSH0315 elsewhere.
#[test]
fn sampling_availability_matrix() {
    // (texture, coordinate size, position size, offset size or 0)
    let kinds: &[(&str, u8, u8, u8)] = &[
        ("Texture1D<float4>", 1, 1, 1),
        ("Texture1DArray<float4>", 2, 1, 1),
        ("Texture2D<float4>", 2, 2, 2),
        ("Texture2DArray<float4>", 3, 2, 2),
        ("Texture3D<float4>", 3, 3, 3),
        ("TextureCube<float4>", 3, 3, 0),
        ("TextureCubeArray<float4>", 4, 3, 0),
    ];
    let vec = |kind: &str, n: u8| {
        if n == 1 {
            kind.to_string()
        } else {
            format!("{kind}{n}")
        }
    };
    let methods = [
        "Sample",
        "SampleBias",
        "SampleLevel",
        "SampleGrad",
        "SampleCmp",
        "SampleCmpLevelZero",
        "Gather",
        "GatherRed",
        "GatherGreen",
        "GatherBlue",
        "GatherAlpha",
        "GatherCmp",
        "GatherCmpRed",
        "CalculateLevelOfDetail",
        "CalculateLevelOfDetailUnclamped",
    ];
    let mut checked = 0;
    for &(tex, coords, pos, offset) in kinds {
        let is_3d = tex.starts_with("Texture3D");
        let gatherable = tex.starts_with("Texture2D") || tex.starts_with("TextureCube");
        for method in methods {
            let cmp = method.contains("Cmp");
            let available = if method.starts_with("Gather") {
                gatherable
            } else {
                !(cmp && is_3d)
            };
            let sampler = if cmp { SC } else { S };
            let is_lod = method.starts_with("CalculateLevelOfDetail");
            let mut args: Vec<String> = vec![sampler.to_string()];
            args.push(vec("float", if is_lod { pos } else { coords }));
            match method {
                "SampleBias" | "SampleLevel" => args.push("float".into()),
                "SampleGrad" => {
                    args.push(vec("float", pos));
                    args.push(vec("float", pos));
                }
                _ if cmp => args.push("float".into()),
                _ => {}
            }
            let mut forms = vec![args.clone()];
            if offset > 0 && !is_lod {
                let mut with_offset = args.clone();
                with_offset.push(vec("int", offset));
                forms.push(with_offset);
            }
            for form in forms {
                let refs: Vec<&str> = form.iter().map(|s| s.as_str()).collect();
                let (_, r) = resolve(tex, method, &refs);
                if available {
                    let r = r.unwrap_or_else(|e| panic!("{tex}.{method}({refs:?}): {e:?}"));
                    assert_eq!(r.params.len(), refs.len());
                } else {
                    let code = r.map(|_| ()).unwrap_err().report(method).0;
                    assert_eq!(code, Code::BAD_RESOURCE_USE, "{tex}.{method}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 150);
}

#[test]
fn method_names_list_what_each_resource_has() {
    let names = |object: &str| {
        let mut t = TypeArena::new();
        let obj = rty(&mut t, object);
        method_names(obj, &mut t)
    };
    assert_eq!(names("RWTexture2D<float4>"), vec!["Load", "GetDimensions"]);
    assert_eq!(
        names("RWStructuredBuffer<float4>"),
        vec![
            "Load",
            "GetDimensions",
            "IncrementCounter",
            "DecrementCounter"
        ]
    );
    assert_eq!(
        names("AppendStructuredBuffer<float4>"),
        vec!["GetDimensions", "Append"]
    );
    let tex = names("Texture2D<float4>");
    for m in [
        "Sample",
        "SampleCmp",
        "Gather",
        "GatherCmpRed",
        "Load",
        "GetDimensions",
    ] {
        assert!(tex.contains(&m), "{m}");
    }
    assert!(!tex.contains(&"Store"));
    assert!(names("float4").is_empty());
    assert_eq!(
        crate::diag::did_you_mean("Sampel", names("Texture2D<float4>")),
        Some("Sample")
    );
}
