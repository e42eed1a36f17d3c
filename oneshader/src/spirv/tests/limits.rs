//! SPIR-V's own limits and extension requirements, found by fuzzing (issue 17): each case
//! compiled with exit 0 to a module `spirv-val` rejected.

use super::{has_capability, instructions, validate};
use crate::diag::Code;
use crate::reflect::device_features::INT64_IMAGE;
use crate::{compile, CompileOptions, CompileTarget};
use spirv::{Capability, Op};

fn spirv_options() -> CompileOptions {
    CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    }
}

#[test]
fn a_struct_past_spirvs_member_limit_is_refused_at_its_declaration() {
    let members: String = (0..16_400).map(|i| format!("float m{i}; ")).collect();
    let src = format!(
        "struct S {{ {members}}};\nRWStructuredBuffer<S> o;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main() {{ S s = (S)0; o[0] = s; }}\n"
    );
    let r = compile(&src, "big.hlsl", &spirv_options());
    assert!(!r.success());
    let e = r.diagnostics.iter().find(|d| d.is_error()).expect("error");
    assert_eq!(e.code, Code::SPIRV_UNSUPPORTED);
    assert!(e.message.contains("16400 members"), "{}", e.message);
    assert!(e.message.contains("at most 16383"), "{}", e.message);
    // WGSL has no such limit.
    let wgsl = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    assert!(compile(&src, "big.hlsl", &wgsl).success());
}

#[test]
fn a_64_bit_integer_image_declares_int64_image_ext_and_its_extension() {
    let src = "RWTexture2D<int64_t> t;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { t[id.xy] = 1; }\n";
    let r = compile(src, "t.hlsl", &spirv_options());
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("main", CompileTarget::SpirV).expect("blob").words();
    validate(&words, "int64_image");
    assert!(has_capability(&words, Capability::Int64ImageEXT));
    assert_eq!(instructions(&words, Op::Extension).len(), 1);
    let reflection = r.reflection.expect("reflection");
    assert_ne!(
        reflection.entry_points[0].required_features & INT64_IMAGE,
        0
    );
}
