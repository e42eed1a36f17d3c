//! Tests of [`super::resolve_extra`] (types, overloads and the errors users see) and the table
//! test over DXC's intrinsic list (`dxc_intrinsics.txt`): every name either resolves for some
//! plausible argument list or gives a precise diagnostic naming it, never "not declared".

use super::*;
use crate::sema::intrinsics::tests::ty;
use crate::sema::intrinsics::{is_intrinsic, resolve_intrinsic};

/// The call as the checker makes it: this module first, then `resolve_intrinsic`.
fn resolve(
    name: &str,
    args: &[&str],
    sixteen: bool,
) -> (TypeArena, Result<ResolvedIntrinsic, IntrinsicError>) {
    let mut t = TypeArena::new();
    let ids: Vec<TypeId> = args.iter().map(|a| ty(&mut t, a)).collect();
    let r = resolve_extra(name, &ids, &mut t, sixteen)
        .unwrap_or_else(|| resolve_intrinsic(name, &ids, &mut t));
    (t, r)
}

/// `name(args)` resolves: the result type and the parameter types as HLSL spellings.
fn ok16(name: &str, args: &[&str], sixteen: bool) -> (String, Vec<String>) {
    let (t, r) = resolve(name, args, sixteen);
    let r = r.unwrap_or_else(|e| panic!("{name}({args:?}) failed: {e:?}"));
    (
        t.display(r.result),
        r.params.iter().map(|&p| t.display(p)).collect(),
    )
}

fn ok(name: &str, args: &[&str]) -> (String, Vec<String>) {
    ok16(name, args, false)
}

fn err(name: &str, args: &[&str]) -> (Code, String) {
    let (_, r) = resolve(name, args, false);
    match r {
        Ok(r) => panic!("{name}({args:?}) resolved to {r:?}"),
        Err(e) => e.report(name),
    }
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn isnormal_keeps_the_shape_and_returns_bool() {
    assert_eq!(
        ok("isnormal", &["float3"]),
        ("bool3".into(), strs(&["float3"]))
    );
    assert_eq!(
        ok("isnormal", &["float2x3"]),
        ("bool2x3".into(), strs(&["float2x3"]))
    );
    // Integers convert to float, as for the other float-only functions.
    assert_eq!(ok("isnormal", &["int"]), ("bool".into(), strs(&["float"])));
    assert_eq!(ok16("isnormal", &["half2"], true).1, strs(&["half2"]));
    // A double narrows to float with OSH0361.
    let (_, r) = resolve("isnormal", &["double"], false);
    let r = r.unwrap();
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].0, Code::DOUBLE_NARROWED);
}

#[test]
fn lit_dst_msad4_and_d3dcolor_signatures() {
    assert_eq!(
        ok("lit", &["float", "float", "lit"]),
        ("float4".into(), strs(&["float", "float", "float"]))
    );
    assert_eq!(
        err("lit", &["float2", "float", "float"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'lit' has no overload for (float2, float, float): it takes three float scalars."
                .into()
        )
    );
    assert_eq!(
        ok("dst", &["float4", "float4"]),
        ("float4".into(), strs(&["float4", "float4"]))
    );
    assert_eq!(ok("dst", &["int4", "int4"]).0, "int4");
    assert_eq!(
        ok("msad4", &["uint", "uint2", "uint4"]),
        ("uint4".into(), strs(&["uint", "uint2", "uint4"]))
    );
    assert_eq!(
        err("msad4", &["uint", "uint2"]),
        (
            Code::WRONG_ARGUMENT_COUNT,
            "'msad4' takes 3 arguments, but 2 were given.".into()
        )
    );
    assert_eq!(
        ok("D3DCOLORtoUBYTE4", &["float4"]),
        ("int4".into(), strs(&["float4"]))
    );
}

#[test]
fn asdouble_and_the_double_form_of_asuint() {
    assert_eq!(
        ok("asdouble", &["uint", "uint"]),
        ("double".into(), strs(&["uint", "uint"]))
    );
    assert_eq!(ok("asdouble", &["uint3", "uint3"]).0, "double3");
    assert_eq!(ok("asdouble", &["lit", "lit"]).0, "double");
    let (code, msg) = err("asdouble", &["float", "float"]);
    assert_eq!(code, Code::NO_MATCHING_OVERLOAD);
    assert!(
        msg.starts_with("'asdouble' has no overload for (float, float)"),
        "{msg}"
    );
    assert_eq!(
        err("asdouble", &["uint2x2", "uint2x2"]).0,
        Code::NO_MATCHING_OVERLOAD
    );

    let (t, r) = resolve("asuint", &["double2", "uint2", "uint2"], false);
    let r = r.unwrap();
    assert_eq!(r.out_params, vec![false, true, true]);
    assert_eq!(t.display(r.result), "void");
    assert_eq!(t.display(r.params[1]), "uint2");
    assert!(!r.op_is_pure());
    assert_eq!(
        err("asuint", &["double2", "uint", "uint"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'asuint' has no overload for (double2, uint, uint): it takes a double scalar or \
             vector and two uint places of its size."
                .into()
        )
    );
    // The one-argument forms are still asuint's own.
    assert_eq!(ok("asuint", &["float2"]).0, "uint2");
}

#[test]
fn dot_products_of_packed_and_half_vectors() {
    assert_eq!(
        ok("dot2add", &["half2", "half2", "float"]).1,
        strs(&["float2", "float2", "float"])
    );
    assert_eq!(
        ok16("dot2add", &["half2", "half2", "float"], true),
        ("float".into(), strs(&["half2", "half2", "float"]))
    );
    assert_eq!(
        ok("dot4add_i8packed", &["uint", "uint", "int"]),
        ("int".into(), strs(&["uint", "uint", "int"]))
    );
    assert_eq!(ok("dot4add_u8packed", &["uint", "uint", "lit"]).0, "uint");
    assert_eq!(
        err("dot4add_u8packed", &["float", "uint", "uint"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
}

#[test]
fn pack_and_unpack_signatures() {
    assert_eq!(ok("pack_u8", &["uint4"]), ("uint".into(), strs(&["uint4"])));
    assert_eq!(ok("pack_s8", &["int16_t4"]).1, strs(&["int16_t4"]));
    assert_eq!(ok("pack_clamp_s8", &["int4"]).0, "uint");
    assert_eq!(
        err("pack_clamp_u8", &["uint4"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'pack_clamp_u8' has no overload for (uint4): it takes an int4 or int16_t4 vector \
             (signed only)."
                .into()
        )
    );
    assert_eq!(err("pack_u8", &["float4"]).0, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(err("pack_u8", &["uint3"]).0, Code::NO_MATCHING_OVERLOAD);
    // 16-bit results are int16_t4 with 16-bit types, else int4 (min16int4).
    assert_eq!(ok16("unpack_s8s16", &["uint"], true).0, "int16_t4");
    assert_eq!(ok("unpack_s8s16", &["uint"]).0, "int4");
    assert_eq!(ok16("unpack_u8u16", &["uint"], true).0, "uint16_t4");
    assert_eq!(ok16("unpack_u8u32", &["uint"], true).0, "uint4");
    assert_eq!(ok("unpack_s8s32", &["int"]).1, strs(&["uint"]));
    assert_eq!(
        err("unpack_u8u32", &["float"]).0,
        Code::NO_MATCHING_OVERLOAD
    );
}

#[test]
fn add_uint64_takes_pairs() {
    assert_eq!(
        ok("AddUint64", &["uint2", "uint2"]),
        ("uint2".into(), strs(&["uint2", "uint2"]))
    );
    assert_eq!(ok("AddUint64", &["uint4", "uint4"]).0, "uint4");
    assert_eq!(
        err("AddUint64", &["uint3", "uint3"]),
        (
            Code::NO_MATCHING_OVERLOAD,
            "'AddUint64' has no overload for (uint3, uint3): it takes two uint2 or uint4 \
             vectors of (low, high) 32-bit pairs."
                .into()
        )
    );
}

#[test]
fn refusals_name_the_function_and_say_why() {
    let (code, msg) = err("abort", &[]);
    assert_eq!(code, Code::UNSUPPORTED);
    assert!(msg.contains("no Vulkan or WebGPU equivalent"), "{msg}");
    let (code, msg) = err("GetRenderTargetSampleCount", &[]);
    assert_eq!(code, Code::UNSUPPORTED);
    assert!(msg.contains("constant buffer"), "{msg}");
    // DXC does not declare noise: the same code as an undeclared name, with the reason.
    let (code, msg) = err("noise", &["float2"]);
    assert_eq!(code, Code::UNDECLARED);
    assert!(
        msg.starts_with("'noise' is not declared: it was a Direct3D 9"),
        "{msg}"
    );
    for name in [
        "abort",
        "errorf",
        "printf",
        "noise",
        "isnormal",
        "pack_u8",
        "AddUint64",
    ] {
        assert!(is_intrinsic(name), "{name}");
    }
}

impl ResolvedIntrinsic {
    fn op_is_pure(&self) -> bool {
        match self.op {
            Intrinsic::Emulated(e) => e.is_pure(),
            _ => true,
        }
    }
}

/// Argument lists tried for each name of DXC's table; a name passes when one resolves.
const PLAUSIBLE: &[&[&str]] = &[
    &[],
    &["float"],
    &["float4"],
    &["uint"],
    &["int4"],
    &["float4x4"],
    &["float", "float"],
    &["float4", "float4"],
    &["float3", "float3"],
    &["float4x4", "float4"],
    &["bool", "bool"],
    &["uint", "uint"],
    &["uint2", "uint2"],
    &["int", "int"],
    &["float", "float", "float"],
    &["float3", "float3", "float"],
    &["bool", "float", "float"],
    &["int", "int", "int"],
    &["uint", "uint", "uint"],
    &["uint", "uint", "int"],
    &["uint", "uint2", "uint4"],
    &["half2", "half2", "float"],
    &["half"],
    &["double", "uint", "uint"],
    &["int", "int", "int", "int"],
];

/// Wave and quad operations (and IsHelperLane) are being built elsewhere: OSH0350 or success.
fn is_wave(name: &str) -> bool {
    name.starts_with("Wave") || name.starts_with("Quad") || name == "IsHelperLane"
}

#[test]
fn every_dxc_intrinsic_resolves_or_is_refused_precisely() {
    let list = include_str!("dxc_intrinsics.txt");
    let names: Vec<&str> = list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    // The list is DXC's: every classic name and the Shader Model 6 additions are in it.
    assert!(names.len() > 150, "{} names", names.len());
    for must in ["mul", "msad4", "WaveActiveSum", "pack_clamp_u8", "tex2D"] {
        assert!(names.contains(&must), "{must}");
    }
    let mut failures = Vec::new();
    for &name in &names {
        if !is_intrinsic(name) {
            failures.push(format!("{name}: 'not declared'"));
            continue;
        }
        if CHECKER_RESOLVED.contains(&name) {
            // Resolved from the call's syntax: checked as a whole program.
            let call = match name {
                "Barrier" => "Barrier(UAV_MEMORY | GROUP_SHARED_MEMORY, GROUP_SYNC | DEVICE_SCOPE)",
                _ => &format!("{name}(\"%d %f\", 1, 2.0)"),
            };
            let src = format!("[numthreads(1, 1, 1)] void main() {{ {call}; }}");
            let options = crate::sema::hir::SemaOptions {
                shader_model: crate::target::ShaderModel { major: 6, minor: 8 },
                ..Default::default()
            };
            let (_, found) = crate::sema::check::tests::check_source_with(&src, &options);
            if let Some(e) = found.iter().find(|f| f.error) {
                failures.push(format!("{name}: {e:?}"));
            }
            continue;
        }
        let results: Vec<Result<ResolvedIntrinsic, IntrinsicError>> = PLAUSIBLE
            .iter()
            .map(|args| resolve(name, args, true).1)
            .collect();
        if results.iter().any(Result::is_ok) {
            continue;
        }
        // No list resolves: the function must be refused with a reason that names it.
        let refusal = results.iter().find_map(|r| match r {
            Err(IntrinsicError::Unsupported(code, msg)) => Some((*code, msg.clone())),
            _ => None,
        });
        match refusal {
            Some((code, msg)) if msg.contains(&format!("'{name}")) => {
                if is_wave(name) && code != Code::UNSUPPORTED {
                    failures.push(format!("{name}: {code:?} {msg}"));
                }
            }
            Some((code, msg)) => failures.push(format!("{name}: {code:?} {msg} (no name)")),
            None => {
                let first = results
                    .iter()
                    .find_map(|r| r.as_ref().err())
                    .map(|e| e.report(name).1)
                    .unwrap_or_default();
                failures.push(format!(
                    "{name}: no plausible argument list resolves ({first})"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
