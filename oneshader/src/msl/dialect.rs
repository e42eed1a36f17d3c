//! MSL's spellings for the shared text writer ([`crate::textgen::Dialect`]): type names,
//! literals, and the hooks into this backend's own arguments and entry function.
//!
//! Input: the shared writer's requests. Output: MSL text pieces. Invariants: every spelling
//! here is what the MSL backend wrote before the writer was shared, byte for byte (the MSL
//! snapshots pin it).

use super::names;
use super::writer::{scalar_literal, Msl, Writer};
use crate::diag::Code;
use crate::ir::{FuncId, GlobalId};
use crate::source::Span;
use crate::textgen::Dialect;
use crate::types::{Scalar, ScalarKind};

impl Dialect for Msl {
    const LANG: &'static str = "MSL";
    const BACKEND: &'static str = "MSL backend";
    const UNSUPPORTED: Code = Code::MSL_UNSUPPORTED;
    const UINT: &'static str = "uint";
    const ZERO: &'static str = "{}";
    const AGGREGATE_BRACES: bool = true;

    fn entry_function_name(hlsl_name: &str) -> String {
        names::entry_function_name(hlsl_name)
    }

    fn item_name(name: &str) -> String {
        names::item_name(name)
    }

    fn scalar(w: &mut Writer<'_>, s: Scalar, span: Span) -> String {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => "bool".into(),
            (ScalarKind::Int, 32) => "int".into(),
            (ScalarKind::Uint, 32) => "uint".into(),
            (ScalarKind::Float, 32) => "float".into(),
            (ScalarKind::Float, 16) => "half".into(),
            (ScalarKind::Int, 16) => "short".into(),
            (ScalarKind::Uint, 16) => "ushort".into(),
            (ScalarKind::Int, 64) => "long".into(),
            (ScalarKind::Uint, 64) => "ulong".into(),
            _ => {
                let msg = match (s.kind, s.width) {
                    (ScalarKind::Float, 64) => "MSL has no 64-bit floating-point type. Use float, or compile this shader for SPIR-V only.".to_string(),
                    _ => format!("MSL has no {} type. Use float, int or uint.", s.hlsl_name()),
                };
                w.refuse_scalar(s, span, msg)
            }
        }
    }

    fn scalar_literal(s: Scalar, bits: u64) -> String {
        scalar_literal(s, bits)
    }

    fn vector_type(scalar: &str, size: u8) -> String {
        format!("{scalar}{size}")
    }

    fn matrix_type(scalar: &str, rows: u8, cols: u8) -> String {
        format!("{scalar}{rows}x{cols}")
    }

    fn array_type(w: &mut Writer<'_>, element: &str, length: u32, span: Span) -> String {
        if length == 0 {
            w.error(
                span,
                "MSL has no runtime-sized arrays outside buffers. Give the array a length",
            );
        }
        format!("array<{element}, {}>", length.max(1))
    }

    fn struct_decl(name: &str, fields: &[(String, String)]) -> String {
        let mut text = format!("struct {name}\n{{\n");
        if fields.is_empty() {
            text.push_str("    uint _pad;\n");
        }
        for (member, ty) in fields {
            text.push_str(&format!("    {ty} {member};\n"));
        }
        text.push_str("};\n\n");
        text
    }

    fn atomic_scalar(_w: &mut Writer<'_>, s: Scalar, _span: Span) -> Option<String> {
        match s.kind {
            _ if !s.is_integer() || s.width != 32 => None,
            ScalarKind::Int => Some("atomic_int".into()),
            _ => Some("atomic_uint".into()),
        }
    }

    fn declare_global(w: &mut Writer<'_>, g: GlobalId, name: &str) {
        w.declare_global(g, name);
    }

    fn after_declarations(w: &mut Writer<'_>) {
        w.check_argument_limits();
    }

    fn emit_function(w: &mut Writer<'_>, f: FuncId) -> String {
        super::control::emit_function(w, f)
    }

    fn emit_entry(w: &mut Writer<'_>) -> String {
        super::io::emit_entry(w)
    }
}
