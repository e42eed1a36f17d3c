//! The built-ins the lowering expands into other instructions (`isnormal`, `lit`, `dst`,
//! `msad4`, `D3DCOLORtoUBYTE4`, `asdouble`, `asuint(double, out, out)`, `dot2add`,
//! `dot4add_*`, `pack_*`/`unpack_*`, `AddUint64`): spirv-val-clean SPIR-V and naga-valid WGSL
//! for each (with and without 16-bit types), WGSL's refusal of the double ones, and the
//! refusals of the built-ins OneShader does not build, at the call's line and column. Their
//! numbers are checked on a device by corpus/cases/intrinsics_*.case.

mod common;

use oneshader::{compile, CompileOptions, CompileTarget};

/// A compute shader storing `expr` (of type `ty`) into a buffer of `ty`; `decls` come first.
fn shader(decls: &str, ty: &str, expr: &str) -> String {
    format!(
        "RWStructuredBuffer<{ty}> Out : register(u0);\n\
         StructuredBuffer<uint4> In : register(t1);\n\
         {decls}\n\
         [shader(\"compute\")]\n\
         [numthreads(1, 1, 1)]\n\
         void CSMain() {{\n\
         uint4 u = In[0];\n\
         float4 f = asfloat(In[1]);\n\
         int4 i = asint(In[2]);\n\
         Out[0] = {expr};\n\
         }}\n"
    )
}

/// (result type, expression) pairs over the inputs `u` (uint4), `f` (float4), `i` (int4).
const CALLS: &[(&str, &str)] = &[
    ("uint", "isnormal(f.x) ? 1u : 0u"),
    ("uint4", "uint4(isnormal(f))"),
    ("float4", "lit(f.x, f.y, f.z)"),
    ("float4", "dst(f, f.wzyx)"),
    ("int4", "dst(i, i)"),
    ("uint4", "msad4(u.x, u.yz, u)"),
    ("int4", "D3DCOLORtoUBYTE4(f)"),
    ("float", "dot2add(f.xy, f.zw, f.x)"),
    ("int", "dot4add_i8packed(u.x, u.y, i.z)"),
    ("uint", "dot4add_u8packed(u.x, u.y, u.z)"),
    ("uint", "pack_u8(u)"),
    ("uint", "pack_s8(i)"),
    ("uint", "pack_clamp_u8(i)"),
    ("uint", "pack_clamp_s8(i)"),
    ("int4", "unpack_s8s32(u.x)"),
    ("uint4", "unpack_u8u32(u.x)"),
    ("int4", "unpack_s8s16(u.x)"),
    ("uint4", "unpack_u8u16(u.x)"),
    ("uint2", "AddUint64(u.xy, u.zw)"),
    ("uint4", "AddUint64(u, u.wzyx)"),
];

fn options(targets: Vec<CompileTarget>, sixteen: bool) -> CompileOptions {
    CompileOptions {
        targets,
        enable_16bit_types: sixteen,
        ..CompileOptions::default()
    }
}

fn messages(r: &oneshader::CompileResult) -> String {
    r.diagnostics
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Compiles `source` for SPIR-V and WGSL; both must succeed and validate.
fn check_both(source: &str, sixteen: bool, label: &str) {
    let r = compile(
        source,
        "t.hlsl",
        &options(vec![CompileTarget::SpirV, CompileTarget::Wgsl], sixteen),
    );
    assert!(r.success(), "{label}:\n{}\n{source}", messages(&r));
    let spirv = r.find("CSMain", CompileTarget::SpirV).expect("SPIR-V blob");
    if let Err(e) = common::spirv_val(&spirv.words(), label) {
        panic!("{label}: {e}\n{source}");
    }
    let wgsl = r.find("CSMain", CompileTarget::Wgsl).expect("WGSL blob");
    if let Err(e) = common::naga_validate(wgsl.as_text()) {
        panic!("{label}: {e}\n{}", wgsl.as_text());
    }
}

#[test]
fn every_expanded_intrinsic_validates_on_spirv_and_wgsl() {
    for (n, &(ty, expr)) in CALLS.iter().enumerate() {
        check_both(&shader("", ty, expr), false, &format!("call{n}"));
    }
}

#[test]
fn the_16_bit_forms_validate_on_spirv_and_wgsl_where_it_has_the_types() {
    // WGSL has f16 but no 16-bit integers: those forms are refused there (OSH5202).
    let calls: &[(&str, &str, bool)] = &[
        ("uint4", "uint4(isnormal(half4(f)))", true),
        ("float", "dot2add(half2(f.xy), half2(f.zw), f.x)", true),
        ("int16_t4", "unpack_s8s16(u.x)", false),
        ("uint16_t4", "unpack_u8u16(u.x)", false),
        ("uint", "pack_s8(int16_t4(i))", false),
        ("uint", "pack_clamp_u8(int16_t4(i))", false),
        ("uint", "pack_u8(uint16_t4(u))", false),
    ];
    for (n, &(ty, expr, wgsl)) in calls.iter().enumerate() {
        let source = shader("", ty, expr);
        let label = format!("half{n}");
        if wgsl {
            check_both(&source, true, &label);
            continue;
        }
        let r = compile(
            &source,
            "t.hlsl",
            &options(vec![CompileTarget::SpirV], true),
        );
        assert!(r.success(), "{label}:\n{}", messages(&r));
        let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, &label).unwrap();
        let r = compile(&source, "t.hlsl", &options(vec![CompileTarget::Wgsl], true));
        assert!(
            r.diagnostics.iter().any(|d| d.code.to_string() == "OSH5202"
                && d.message.contains("WGSL has no 16-bit integer types")),
            "{label}: {}",
            messages(&r)
        );
    }
}

#[test]
fn isnormal_on_matrices_validates_on_spirv_and_wgsl_refuses_bool_matrices_it_must_write() {
    for (sixteen, m) in [
        (false, "float2x3(f.xyz, f.yzw)"),
        (true, "half2x3(f.xyz, f.yzw)"),
    ] {
        let source = shader("", "uint3", &format!("uint3(isnormal({m})[1])"));
        let r = compile(
            &source,
            "t.hlsl",
            &options(vec![CompileTarget::SpirV], sixteen),
        );
        assert!(r.success(), "{m}: {}", messages(&r));
        let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, "isnormal_matrix").unwrap();
        // The bool2x3 result has no WGSL type (as for isnan on matrices): refused where the
        // WGSL would hold one (the optimizer off) ...
        let r = compile(
            &source,
            "t.hlsl",
            &CompileOptions {
                optimize: false,
                ..options(vec![CompileTarget::Wgsl], sixteen)
            },
        );
        assert!(
            r.diagnostics.iter().any(|d| d.code.to_string() == "OSH5202"
                && d.message.contains("WGSL has no bool matrices")),
            "{m}: {}",
            messages(&r)
        );
        // ... and valid WGSL once the optimizer has forwarded the one row read out of it.
        let r = compile(
            &source,
            "t.hlsl",
            &options(vec![CompileTarget::Wgsl], sixteen),
        );
        assert!(r.success(), "{m}: {}", messages(&r));
        let wgsl = r.find("CSMain", CompileTarget::Wgsl).unwrap();
        common::naga_validate(wgsl.as_text()).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn the_packed_types_are_uint() {
    let decls = "uint8_t4_packed pack(int8_t4_packed p) { return p + 1; }";
    check_both(
        &shader(decls, "uint", "pack(u.x) + pack_u8(u)"),
        false,
        "packed",
    );
}

#[test]
fn doubles_validate_on_spirv_and_wgsl_refuses_them() {
    let body = "asdouble(u.x, u.y) + asdouble(u.zw, u.xy).y";
    let source = shader(
        "",
        "uint2",
        &format!("(uint2)0; uint lo, hi; asuint({body}, lo, hi); Out[1] = uint2(lo, hi)"),
    );
    let r = compile(
        &source,
        "t.hlsl",
        &options(vec![CompileTarget::SpirV], false),
    );
    assert!(r.success(), "{}", messages(&r));
    let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "doubles").unwrap();
    let v3 = shader(
        "",
        "uint3",
        "(uint3)0; uint3 lo, hi; asuint(asdouble(u.xyz, u.yzw), lo, hi); Out[1] = lo ^ hi",
    );
    let r = compile(&v3, "t.hlsl", &options(vec![CompileTarget::SpirV], false));
    assert!(r.success(), "{}", messages(&r));
    common::spirv_val(
        &r.find("CSMain", CompileTarget::SpirV).unwrap().words(),
        "d3",
    )
    .unwrap();

    let r = compile(
        &source,
        "t.hlsl",
        &options(vec![CompileTarget::Wgsl], false),
    );
    assert!(
        r.diagnostics.iter().any(|d| d.code.to_string() == "OSH5202"
            && d.message.contains("WGSL has no 64-bit floating-point type")),
        "{}",
        messages(&r)
    );
}

/// `call` in a compute shader fails with `code` at the call of `name` (line 4), with a message
/// containing `text`.
fn refused(call: &str, name: &str, code: &str, text: &str) {
    let column = 5 + call.find(name).expect("the name is in the call") as u32;
    let source = format!(
        "RWStructuredBuffer<float> Out : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void CSMain() {{\n    \
         {call};\n\
         }}\n"
    );
    let r = compile(
        &source,
        "t.hlsl",
        &options(vec![CompileTarget::SpirV], false),
    );
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .unwrap_or_else(|| panic!("{call} compiled"));
    assert_eq!(
        (d.code.to_string().as_str(), d.line, d.column),
        (code, 4, column),
        "{call}: {d}"
    );
    assert!(d.message.contains(text), "{call}: {d}");
}

#[test]
fn the_functions_oneshader_does_not_build_are_refused_with_a_reason() {
    refused(
        "abort()",
        "abort",
        "OSH0350",
        "'abort' has no Vulkan or WebGPU equivalent",
    );
    refused(
        "Out[0] = GetRenderTargetSampleCount()",
        "GetRender",
        "OSH0350",
        "Pass the sample count in a constant buffer",
    );
    refused(
        "Out[0] = GetRenderTargetSamplePosition(0).x",
        "GetRender",
        "OSH0350",
        "'GetRenderTargetSamplePosition' has no Vulkan or WebGPU equivalent",
    );
    refused(
        "errorf(\"x\")",
        "errorf",
        "OSH0350",
        "'errorf' is not supported",
    );
    refused(
        "Out[0] = noise(1.0)",
        "noise",
        "OSH0300",
        "'noise' is not declared: it was",
    );
    refused(
        "Barrier(1, 1)",
        "Barrier",
        "OSH0350",
        "GroupMemoryBarrierWithGroupSync",
    );
    refused(
        "Out[0] = lit(float2(1, 2), 0, 0).x",
        "lit",
        "OSH0303",
        "'lit' has no overload for (float2, literal int, literal int)",
    );
}
