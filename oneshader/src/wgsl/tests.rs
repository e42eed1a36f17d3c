//! Unit tests of the WGSL backend: HLSL snippets compiled to WGSL and validated with naga.

use super::*;
use crate::api::{CompileOptions, CompileTarget};

fn wgsl(src: &str) -> crate::api::CompileResult {
    let options = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    crate::api::compile(src, "test.hlsl", &options)
}

/// Parses and validates WGSL text with naga, returning the error text on failure.
pub(crate) fn naga_validate(text: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    );
    v.validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
}

#[test]
fn slots_move_combined_samplers_to_the_lowest_free_binding() {
    let r = |set, binding, is_sampler| SlotRequest {
        set,
        binding,
        is_sampler,
    };
    let a = assign_slots(&[
        r(0, 0, false),
        r(0, 0, true),
        r(0, 1, false),
        r(1, 3, false),
    ]);
    assert_eq!(a.slots, vec![(0, 0), (0, 2), (0, 1), (1, 3)]);
    assert_eq!(a.push_constants, (1, 4));
    assert_eq!(assign_slots(&[]).push_constants, (0, 0));
}

#[test]
fn a_constant_buffer_is_read_as_words_and_validates() {
    let r = wgsl(
        "cbuffer C : register(b0) { float4x4 M; float3 Tint; float Scale; };\n\
         [shader(\"vertex\")] float4 main(float3 p : POSITION) : SV_Position { return mul(M, float4(p * Scale, 1)) + float4(Tint, 0); }",
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    // Tint is at byte 64 (row 4, x..z), Scale at byte 76 (row 4, w).
    assert!(text.contains("[4].xyz"), "{text}");
    assert!(text.contains("[4].w"), "{text}");
    naga_validate(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
}
