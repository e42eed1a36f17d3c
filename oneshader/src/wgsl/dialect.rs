//! WGSL's spellings for the shared text writer ([`crate::textgen::Dialect`]): type names,
//! literals, and the hooks into this backend's own declarations and entry function.
//!
//! Input: the shared writer's requests. Output: WGSL text pieces. Invariants: every spelling
//! here is what the WGSL backend wrote before the writer was shared, byte for byte (the WGSL
//! snapshots pin it).

use super::names;
use super::writer::{scalar_literal, Wgsl, Writer};
use crate::diag::Code;
use crate::ir::{FuncId, GlobalId};
use crate::source::Span;
use crate::textgen::Dialect;
use crate::types::{Scalar, ScalarKind};
use std::collections::BTreeSet;

impl Dialect for Wgsl {
    const LANG: &'static str = "WGSL";
    const BACKEND: &'static str = "WGSL backend";
    const UNSUPPORTED: Code = Code::WGSL_UNSUPPORTED;
    const UINT: &'static str = "u32";
    const ZERO: &'static str = "()";
    const AGGREGATE_BRACES: bool = false;

    fn entry_function_name(hlsl_name: &str) -> String {
        names::entry_function_name(hlsl_name)
    }

    fn item_name(name: &str) -> String {
        names::item_name(name)
    }

    fn scalar(w: &mut Writer<'_>, s: Scalar, span: Span) -> String {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => "bool".into(),
            (ScalarKind::Int, 32) => "i32".into(),
            (ScalarKind::Uint, 32) => "u32".into(),
            (ScalarKind::Float, 32) => "f32".into(),
            // `half` with 16-bit types enabled (WebGPU's optional shader-f16 feature).
            (ScalarKind::Float, 16) => {
                w.d.uses_f16 = true;
                "f16".into()
            }
            _ => {
                let msg = match (s.kind, s.width) {
                    (ScalarKind::Float, 64) => "WGSL has no 64-bit floating-point type. Use float, or compile this shader for SPIR-V only.".to_string(),
                    (_, 64) => "WGSL has no 64-bit integer types. Use int or uint (or a uint2 pair), or compile this shader for SPIR-V or MSL only.".to_string(),
                    (_, 16) => "WGSL has no 16-bit integer types (only f16). Use int or uint, or compile this shader for SPIR-V or MSL only.".to_string(),
                    _ => format!("WGSL has no {} type. Use float, int or uint.", s.hlsl_name()),
                };
                w.refuse_scalar(s, span, msg)
            }
        }
    }

    fn scalar_literal(s: Scalar, bits: u64) -> String {
        scalar_literal(s, bits)
    }

    fn vector_type(scalar: &str, size: u8) -> String {
        format!("vec{size}<{scalar}>")
    }

    fn matrix_type(scalar: &str, rows: u8, cols: u8) -> String {
        format!("mat{rows}x{cols}<{scalar}>")
    }

    fn array_type(_w: &mut Writer<'_>, element: &str, length: u32, _span: Span) -> String {
        if length == 0 {
            format!("array<{element}>")
        } else {
            format!("array<{element}, {length}>")
        }
    }

    fn struct_decl(name: &str, fields: &[(String, String)]) -> String {
        let mut text = format!("struct {name} {{\n");
        if fields.is_empty() {
            text.push_str("    _pad: u32,\n");
        }
        for (member, ty) in fields {
            text.push_str(&format!("    {member}: {ty},\n"));
        }
        text.push_str("}\n\n");
        text
    }

    fn atomic_scalar(w: &mut Writer<'_>, s: Scalar, span: Span) -> Option<String> {
        if !s.is_integer() {
            return None;
        }
        Some(format!("atomic<{}>", w.scalar(s, span)))
    }

    fn check_spec(w: &mut Writer<'_>, id: u32, span: Span) {
        if let Some(s) = w.m.spec_constants.get(id as usize) {
            if s.id > 65535 {
                w.error(
                    span,
                    format!("WGSL override ids are at most 65535; constant_id {} is too large. Use a smaller id", s.id),
                );
            }
        }
    }

    fn extra_globals(w: &mut Writer<'_>, globals: &mut BTreeSet<GlobalId>) {
        if let Some(lane) = w.elect_lane_input() {
            globals.insert(lane);
            w.d.extra_inputs.push(lane);
        }
    }

    fn declare_global(w: &mut Writer<'_>, g: GlobalId, name: &str) {
        w.declare_global(g, name);
    }

    fn emit_function(w: &mut Writer<'_>, f: FuncId) -> String {
        super::control::emit_function(w, f)
    }

    fn emit_entry(w: &mut Writer<'_>) -> String {
        super::io::emit_entry(w)
    }
}
