//! Inline ray queries from HLSL to SPIR-V (`SPV_KHR_ray_query`) in compute, pixel and vertex
//! shaders: the instructions DXC emits, the template flags OR-ed into `TraceRayInline`'s, the
//! capabilities from the entry point's device features, queries passed to functions by
//! reference, reflection and the Vulkan layout of the acceleration structure, the refusal of
//! WebGPU's WGSL, and the copy rules (MSL's intersection queries: `msl/tests.rs`). Every module is checked by `spirv-val --target-env
//! vulkan1.2`.

use super::{has_capability, instructions, validate};
use crate::diag::Code;
use crate::layouts::{DescriptorType, PipelineLayout};
use crate::reflect::device_features::{RAY_QUERY, RAY_TRAVERSAL_PRIMITIVE_CULLING};
use crate::reflect::{ResourceKind, ResourceTypeKind};
use crate::{compile, CompileOptions, CompileResult, CompileTarget};
use spirv::{Capability, Op};

const CS: &str = "RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> Output : register(u1);

[shader(\"compute\")] [numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RayDesc ray;
    ray.Origin = float3(id.x, 0, -1);
    ray.Direction = float3(0, 0, 1);
    ray.TMin = 0.001;
    ray.TMax = 100.0;
    RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
    q.TraceRayInline(Scene, RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES, 0xFF, ray);
    while (q.Proceed())
    {
        if (q.CandidateTriangleRayT() < 50.0 && q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE)
            q.CommitNonOpaqueTriangleHit();
    }
    float4 r = 0;
    if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT)
    {
        r = float4(q.CommittedTriangleBarycentrics(), q.CommittedRayT(),
                   q.CommittedInstanceID() + q.CommittedPrimitiveIndex() + q.CommittedGeometryIndex());
        r.x += q.CommittedTriangleFrontFace() ? 1 : 0;
    }
    r.xyz += q.WorldRayDirection() + q.WorldRayOrigin();
    Output[id.x] = r;
}
";

fn compile_for(src: &str, target: CompileTarget) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    compile(src, "rq.hlsl", &options)
}

fn spirv(src: &str, entry: &str) -> (Vec<u32>, CompileResult) {
    let r = compile_for(src, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find(entry, CompileTarget::SpirV).expect("blob").words();
    validate(&words, entry);
    (words, r)
}

/// The constant value of a `uint` constant id.
fn constant(words: &[u32], id: u32) -> Option<u32> {
    instructions(words, Op::Constant)
        .iter()
        .find(|c| c[1] == id)
        .map(|c| c[2])
}

#[test]
fn trace_ray_inline_is_spv_khr_ray_query_with_the_template_flags_or_ed_in() {
    let (words, _) = spirv(CS, "main");
    assert!(has_capability(&words, Capability::RayQueryKHR));
    // RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES needs primitive culling.
    assert!(has_capability(
        &words,
        Capability::RayTraversalPrimitiveCullingKHR
    ));
    let ext = instructions(&words, Op::Extension);
    assert_eq!(ext.len(), 1);
    assert_eq!(instructions(&words, Op::TypeRayQueryKHR).len(), 1);
    assert_eq!(
        instructions(&words, Op::TypeAccelerationStructureKHR).len(),
        1
    );
    let init = instructions(&words, Op::RayQueryInitializeKHR);
    assert_eq!(init.len(), 1);
    // query, accel, flags, mask, origin, tmin, direction, tmax
    assert_eq!(init[0].len(), 8);
    assert_eq!(
        constant(&words, init[0][2]),
        Some(0x201),
        "FORCE_OPAQUE | SKIP_PROCEDURAL"
    );
    assert_eq!(constant(&words, init[0][3]), Some(0xFF));
    let query = init[0][0];
    // Every query op works on the one variable the initialization used.
    for op in [
        Op::RayQueryProceedKHR,
        Op::RayQueryGetIntersectionTKHR,
        Op::RayQueryGetIntersectionTypeKHR,
        Op::RayQueryGetIntersectionBarycentricsKHR,
        Op::RayQueryGetIntersectionInstanceCustomIndexKHR,
        Op::RayQueryGetIntersectionPrimitiveIndexKHR,
        Op::RayQueryGetIntersectionGeometryIndexKHR,
        Op::RayQueryGetIntersectionFrontFaceKHR,
        Op::RayQueryGetWorldRayDirectionKHR,
        Op::RayQueryGetWorldRayOriginKHR,
    ] {
        let found = instructions(&words, op);
        assert!(!found.is_empty(), "{op:?} missing");
        assert!(
            found.iter().all(|i| i[2] == query),
            "{op:?} on another query"
        );
    }
    assert_eq!(
        instructions(&words, Op::RayQueryConfirmIntersectionKHR).len(),
        1
    );
    // Committed queries pass intersection 1, candidate ones 0.
    let t = instructions(&words, Op::RayQueryGetIntersectionTKHR);
    let which: Vec<u32> = t.iter().filter_map(|i| constant(&words, i[3])).collect();
    assert_eq!(which.len(), 2);
    assert!(which.contains(&0) && which.contains(&1), "{which:?}");
}

#[test]
fn constant_flags_without_skips_need_no_primitive_culling_and_every_stage_traces() {
    let src = "RaytracingAccelerationStructure Scene : register(t0);
bool shadowed(float3 p) {
    RayDesc r = { p, 0.01, float3(0, 1, 0), 1000.0 };
    RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q;
    q.TraceRayInline(Scene, RAY_FLAG_FORCE_OPAQUE, 0xFF, r);
    q.Proceed();
    return q.CommittedStatus() != COMMITTED_NOTHING;
}
[shader(\"vertex\")] float4 VSMain(float3 p : POSITION) : SV_Position { return float4(p, shadowed(p) ? 0.5 : 1.0); }
[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position) : SV_Target { return shadowed(p.xyz) ? 0 : 1; }
";
    for entry in ["VSMain", "PSMain"] {
        let (words, r) = spirv(src, entry);
        assert!(has_capability(&words, Capability::RayQueryKHR), "{entry}");
        assert!(
            !has_capability(&words, Capability::RayTraversalPrimitiveCullingKHR),
            "{entry}"
        );
        let init = instructions(&words, Op::RayQueryInitializeKHR);
        assert_eq!(constant(&words, init[0][2]), Some(0x5), "{entry}");
        let reflection = r.reflection.expect("reflection");
        let e = reflection
            .entry_points
            .iter()
            .find(|e| e.name == entry)
            .expect("entry");
        assert_eq!(e.required_features & RAY_QUERY, RAY_QUERY);
        assert_eq!(e.required_features & RAY_TRAVERSAL_PRIMITIVE_CULLING, 0);
    }
}

#[test]
fn a_query_passed_to_a_function_is_the_callers_query() {
    let src = "RaytracingAccelerationStructure Scenes[] : register(t0, space1);
RWStructuredBuffer<float> Out : register(u1);
void trace(RayQuery<0> q, RayDesc r, uint i, uint flags) { q.TraceRayInline(Scenes[NonUniformResourceIndex(i)], flags, 0xFF, r); }
[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    RayQuery<0> q;
    trace(q, r, id.x, id.y);
    q.Proceed();
    Out[0] = q.CommittedRayT() + (q.CandidateProceduralPrimitiveNonOpaque() ? 1 : 0) + q.RayTMin() + q.RayFlags();
}
";
    let (words, r) = spirv(src, "main");
    let init = instructions(&words, Op::RayQueryInitializeKHR);
    let proceed = instructions(&words, Op::RayQueryProceedKHR);
    assert_eq!(init[0][0], proceed[0][2], "the callee traced a copy");
    // Runtime flags may hold skip bits.
    assert!(has_capability(
        &words,
        Capability::RayTraversalPrimitiveCullingKHR
    ));
    assert!(has_capability(&words, Capability::RuntimeDescriptorArray));
    // Arrays of acceleration structures need no image capability.
    assert!(!has_capability(
        &words,
        Capability::SampledImageArrayDynamicIndexing
    ));
    // "Non opaque" is the negation of SPIR-V's "AABB opaque".
    assert_eq!(
        instructions(&words, Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR).len(),
        1
    );
    assert!(!instructions(&words, Op::LogicalNot).is_empty());
    let reflection = r.reflection.expect("reflection");
    let scenes = &reflection.resources[0];
    assert_eq!(scenes.count, 0, "unbounded");
    assert_eq!(scenes.kind, ResourceKind::AccelerationStructure);
}

#[test]
fn reflection_and_the_vulkan_layout_name_the_acceleration_structure() {
    let (_, r) = spirv(CS, "main");
    let reflection = r.reflection.expect("reflection");
    let scene = reflection
        .resources
        .iter()
        .find(|r| r.name == "Scene")
        .expect("Scene");
    assert_eq!(scene.kind, ResourceKind::AccelerationStructure);
    assert_eq!(
        scene.resource_type,
        ResourceTypeKind::RaytracingAccelerationStructure
    );
    assert_eq!(scene.hlsl_type, "RaytracingAccelerationStructure");
    let json = crate::reflect::to_json(&reflection);
    assert!(
        json.contains("\"kind\": \"AccelerationStructure\""),
        "{json}"
    );
    let e = &reflection.entry_points[0];
    assert_eq!(
        e.required_features & (RAY_QUERY | RAY_TRAVERSAL_PRIMITIVE_CULLING),
        RAY_QUERY | RAY_TRAVERSAL_PRIMITIVE_CULLING
    );
    let layout = PipelineLayout::create(&reflection).expect("layout");
    let vk = layout.to_vulkan();
    let binding = vk.set_layouts[0]
        .bindings
        .iter()
        .find(|b| b.name == "Scene")
        .expect("binding");
    assert_eq!(
        binding.descriptor_type,
        DescriptorType::AccelerationStructure
    );
    assert_eq!(binding.descriptor_type.value(), 1_000_150_000);
    let err = layout
        .try_to_webgpu()
        .expect_err("WebGPU has no acceleration structures");
    assert!(
        err.to_string().contains("RaytracingAccelerationStructure"),
        "{err}"
    );
    // Native wgpu binds them, for the wgpu dialect's ray queries.
    let options = crate::layouts::WebGpuLayoutOptions {
        acceleration_structures: true,
        ..Default::default()
    };
    let webgpu = layout.try_to_webgpu_with(&options).expect("wgpu layout");
    let entry = webgpu
        .groups
        .iter()
        .flat_map(|g| &g.entries)
        .find(|e| e.name == "Scene")
        .expect("entry");
    assert_eq!(
        entry.kind,
        crate::layouts::BindingKind::AccelerationStructure
    );
}

#[test]
fn webgpu_wgsl_refuses_once_at_the_first_query() {
    {
        let target = CompileTarget::Wgsl;
        let code = Code::WGSL_UNSUPPORTED;
        let options = CompileOptions {
            targets: vec![target],
            wgsl_dialect: crate::target::WgslDialect::WebGpu,
            ..CompileOptions::default()
        };
        let r = compile(CS, "rq.hlsl", &options);
        assert!(!r.success());
        let errors: Vec<_> = r.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 1, "{target:?}: {errors:?}");
        assert_eq!(errors[0].code, code);
        // `q.TraceRayInline(...)`, line 13.
        assert_eq!((errors[0].line, errors[0].column), (13, 5), "{target:?}");
        assert!(
            errors[0].message.contains("ray quer"),
            "{}",
            errors[0].message
        );
    }
}

/// The wgpu dialect writes naga's `enable wgpu_ray_query;` form, which naga validates, with
/// the queries of the ray itself answered from the ray the query was given.
#[test]
fn wgsl_for_wgpu_writes_nagas_ray_queries() {
    let pixel = "RaytracingAccelerationStructure Scenes[2] : register(t0);
float4 main(float3 wpos : TEXCOORD0) : SV_Target {
    RayDesc ray; ray.Origin = wpos; ray.Direction = float3(0, 1, 0); ray.TMin = 0.01; ray.TMax = 1000;
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE> q;
    q.TraceRayInline(Scenes[1], RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH, 0xFF, ray);
    while (q.Proceed()) {
        if (q.CandidateType() == CANDIDATE_PROCEDURAL_PRIMITIVE) q.CommitProceduralPrimitiveHit(2.0);
        else q.Abort();
    }
    return float4(q.CandidateObjectRayOrigin() + q.CommittedObjectRayDirection(), q.RayTMin() + q.RayFlags());
}";
    for (src, entry, stage) in [(CS, "main", "compute"), (pixel, "main", "pixel")] {
        let options = CompileOptions {
            targets: vec![CompileTarget::Wgsl],
            entry_points: vec![crate::EntryPointRequest {
                name: entry.into(),
                stage: Some(if stage == "pixel" {
                    crate::Stage::Pixel
                } else {
                    crate::Stage::Compute
                }),
            }],
            ..CompileOptions::default()
        };
        let r = compile(src, "rq.hlsl", &options);
        assert!(r.success(), "{stage}: {:?}", r.diagnostics);
        let text = String::from_utf8(r.blobs[0].data.clone()).unwrap();
        crate::testing::naga_validate(&text).unwrap_or_else(|e| panic!("{stage}: {e}\n{text}"));
        assert!(text.contains("enable wgpu_ray_query;\n"), "{text}");
        assert!(
            text.contains("var v") && text.contains(": ray_query;"),
            "{text}"
        );
        assert!(text.contains("rayQueryInitialize(&"), "{text}");
        if stage == "pixel" {
            // Template flags OR-ed in: CULL_NON_OPAQUE 0x80 | ACCEPT_FIRST_HIT... 0x4.
            assert!(text.contains("RayDesc(132u, 255u,"), "{text}");
            for call in [
                "rayQueryGenerateIntersection(&",
                "rayQueryTerminate(&",
                "world_to_object * vec4<f32>(",
                "_ray.tmin",
                "_ray.flags",
            ] {
                assert!(text.contains(call), "{call} in {text}");
            }
        } else {
            assert!(text.contains("rayQueryConfirmIntersection(&"), "{text}");
            assert!(
                text.contains("select(1u, 0u, rayQueryGetCandidateIntersection(&"),
                "{text}"
            );
        }
    }
    // What naga cannot take is refused where it is written.
    let refused = [
        (
            "RaytracingAccelerationStructure Scenes[4] : register(t0);
RWStructuredBuffer<float> Out : register(u1);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    RayQuery<0> q;
    q.TraceRayInline(Scenes[id.x], 0, 0xFF, r);
    Out[0] = q.CommittedRayT();
}",
            (6, 5),
            "cannot index an array of acceleration structures at run time",
        ),
        (
            "RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float> Out : register(u1);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main() {
    RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    RayQuery<0> q;
    q.TraceRayInline(Scene, 0, 0xFF, r);
    q.Proceed();
    Out[0] = q.CandidateProceduralPrimitiveNonOpaque() ? 1 : 0;
}",
            (8, 14),
            "CandidateProceduralPrimitiveNonOpaque",
        ),
    ];
    for (src, at, text) in refused {
        let r = compile_for(src, CompileTarget::Wgsl);
        assert!(
            r.diagnostics
                .iter()
                .any(|d| d.code == Code::WGSL_UNSUPPORTED
                    && (d.line, d.column) == at
                    && d.message.contains(text)),
            "{text}: {:?}",
            r.diagnostics
        );
    }
}

/// The transforms: `...4x3` is the matrix SPIR-V and naga give (4 columns of 3, HLSL's
/// `float4x3` as stored), `...3x4` its transpose; `mul(ObjectToWorld3x4, float4(p, 1))` is the
/// point in world space.
#[test]
fn transforms_are_the_4x3_matrix_or_its_transpose() {
    let src = "RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main() {
    RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    RayQuery<0> q;
    q.TraceRayInline(Scene, 0, 0xFF, r);
    q.Proceed();
    float3x4 a = q.CommittedObjectToWorld3x4();
    float4x3 b = q.CommittedWorldToObject4x3();
    float3x4 c = q.CandidateWorldToObject3x4();
    float4x3 d = q.CandidateObjectToWorld4x3();
    Out[0] = float4(mul(a, float4(1, 2, 3, 1)), 0) + float4(b[3], 1) + c[2] + float4(d[1], 0);
}";
    let (words, _) = spirv(src, "main");
    let o2w = instructions(&words, Op::RayQueryGetIntersectionObjectToWorldKHR);
    let w2o = instructions(&words, Op::RayQueryGetIntersectionWorldToObjectKHR);
    assert_eq!((o2w.len(), w2o.len()), (2, 2));
    // Two of the four are transposed to float3x4.
    assert_eq!(instructions(&words, Op::Transpose).len(), 2);
    let wgsl = compile_for(src, CompileTarget::Wgsl);
    assert!(wgsl.success(), "{:?}", wgsl.diagnostics);
    let text = String::from_utf8(wgsl.blobs[0].data.clone()).unwrap();
    crate::testing::naga_validate(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(
        text.contains("transpose(rayQueryGetCommittedIntersection(&")
            && text.contains(".object_to_world)"),
        "{text}"
    );
    assert!(
        text.contains("rayQueryGetCandidateIntersection(&"),
        "{text}"
    );
}

#[test]
fn queries_are_objects_that_are_never_copied() {
    let cases = [
        (
            "RayQuery<0> a; RayQuery<0> b; b = a;",
            "A RayQuery cannot be assigned",
            Code::UNSUPPORTED,
        ),
        (
            "RayQuery<0> a; RayQuery<0> b = a;",
            "A RayQuery cannot be initialized",
            Code::UNSUPPORTED,
        ),
        (
            "RayQuery<0> a; a.Foo();",
            "'RayQuery' has no method 'Foo'",
            Code::NO_SUCH_MEMBER,
        ),
        (
            "RayQuery a;",
            "takes its ray flags as one constant template argument",
            Code::WRONG_ARGUMENT_COUNT,
        ),
        (
            "RayQuery<0> a; float4x3 m = a.CommittedObjectToWorld3x4();",
            "'float3x4' to 'float4x3'",
            Code::TYPE_MISMATCH,
        ),
        (
            "RayQuery<0> a; a.Proceed(1);",
            "'Proceed' takes no arguments",
            Code::WRONG_ARGUMENT_COUNT,
        ),
    ];
    for (body, message, code) in cases {
        let src = format!("[numthreads(1, 1, 1)] void main() {{\n    {body}\n}}\n");
        let r = compile_for(&src, CompileTarget::SpirV);
        let error = r
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .unwrap_or_else(|| panic!("{body}: no error"));
        assert_eq!(error.code, code, "{body}: {error:?}");
        assert!(error.message.contains(message), "{body}: {}", error.message);
        assert_eq!(error.line, 2, "{body}");
    }
    let member = "struct S { RayQuery<0> q; };\n[numthreads(1, 1, 1)] void main() { S s; }\n";
    let r = compile_for(member, CompileTarget::SpirV);
    let error = r.diagnostics.iter().find(|d| d.is_error()).expect("error");
    assert!(
        error.message.contains("cannot be a struct member"),
        "{}",
        error.message
    );
    assert_eq!((error.line, error.column), (1, 24));
}
