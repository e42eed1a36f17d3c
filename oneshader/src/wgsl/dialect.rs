//! WGSL's spellings for the shared text writer ([`crate::textgen::Dialect`]): type names,
//! literals, and the hooks into this backend's own declarations and entry function.
//!
//! Input: the shared writer's requests. Output: WGSL text pieces. Invariants: every spelling
//! here is what the WGSL backend wrote before the writer was shared, byte for byte (the WGSL
//! snapshots pin it).

use super::names;
use super::writer::{scalar_literal, scalar_name, FnCx, Wgsl, Writer};
use crate::diag::Code;
use crate::ir::{AtomicOp, BarrierFlags, Function, GlobalId, InstId, SubgroupOp, Value};
use crate::source::Span;
use crate::textgen::{Dialect, IntrinsicCall, LoopForm, TexCall, TexInfo};
use crate::types::{AddressSpace, Scalar, ScalarKind, Type, TypeId};
use std::collections::BTreeSet;

impl Dialect for Wgsl {
    const LANG: &'static str = "WGSL";
    const BACKEND: &'static str = "WGSL backend";
    const UNSUPPORTED: Code = Code::WGSL_UNSUPPORTED;
    const UINT: &'static str = "u32";
    const INT: &'static str = "i32";
    const ZERO: &'static str = "()";
    const AGGREGATE_BRACES: bool = false;
    const BITCAST: &'static str = "bitcast";
    const LET: &'static str = "let";
    const VAR: &'static str = "var";
    const PAREN_OPEN: &'static str = "";
    const PAREN_CLOSE: &'static str = "";
    const IGNORE: &'static str = "_ = ";
    const DISCARD: &'static str = "discard;";
    const LOOP: LoopForm = LoopForm::Continuing;
    const CASE_ENDS_IN_BREAK: bool = false;
    const DEFAULT_CASE_SEPARATOR: &'static str = ", ";
    const LOOP_BREAK_DECL: &'static str = "    var loop_break: bool;\n";
    const LOOP_INDEX: &'static str = "var i";
    const ATOMIC_LOAD_OPEN: &'static str = "atomicLoad(&";
    const ATOMIC_LOAD_CLOSE: &'static str = ")";
    const ATOMIC_STORE_OPEN: &'static str = "atomicStore(&";
    const ATOMIC_STORE_CLOSE: &'static str = ");";
    const HELPERS_TAKE_BUFFER: bool = false;
    const NO_TEXEL_ATOMICS: &'static str =
        "WGSL has no atomics on textures. Use a RWStructuredBuffer<uint> indexed by texel instead";

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

    fn scalar_name(s: Scalar) -> &'static str {
        scalar_name(s)
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

    fn buffer_scalar_refusal(s: Scalar, buffer: &str) -> Option<String> {
        super::half::buffer_scalar_refusal(s, buffer)
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

    fn emit_entry(w: &mut Writer<'_>) -> String {
        super::io::emit_entry(w)
    }

    fn helper_function(
        _w: &Writer<'_>,
        _g: GlobalId,
        store: bool,
        name: &str,
        tn: &str,
        body: &str,
    ) -> String {
        if store {
            format!("fn {name}(w: u32, v: {tn}) {{\n{body}\n}}\n\n")
        } else {
            format!("fn {name}(w: u32) -> {tn} {{\n{body}}}\n\n")
        }
    }

    fn pointer_space(space: AddressSpace) -> Option<&'static str> {
        match space {
            AddressSpace::Function => Some("function"),
            AddressSpace::Private | AddressSpace::Input | AddressSpace::Output => Some("private"),
            AddressSpace::Workgroup => Some("workgroup"),
            _ => None,
        }
    }

    fn pointer_type(space: &str, inner: &str) -> String {
        format!("ptr<{space}, {inner}>")
    }

    fn param(name: &str, ty: &str) -> String {
        format!("{name}: {ty}")
    }

    fn function_text(
        w: &Writer<'_>,
        func: &Function,
        name: &str,
        params: &[String],
        ret: &str,
        decls: &str,
        body: &str,
    ) -> String {
        let ret = match w.m.types.get(func.return_type) {
            Type::Void => String::new(),
            _ => format!(" -> {ret}"),
        };
        format!(
            "fn {name}({}){ret} {{\n{decls}{body}}}\n\n",
            params.join(", ")
        )
    }

    fn push_var_decl(out: &mut String, name: &str, ty: &str) {
        out.push_str("var ");
        out.push_str(name);
        out.push_str(": ");
        out.push_str(ty);
        out.push(';');
    }

    fn push_let(fx: &mut FnCx<'_, '_>, _i: InstId) {
        fx.out.push_str("let ");
    }

    fn case_labels(literals: &[String]) -> String {
        format!("case {}:", literals.join(", "))
    }

    fn intrinsic(fx: &mut FnCx<'_, '_>, call: &IntrinsicCall<'_>) -> Option<String> {
        fx.wgsl_intrinsic(call)
    }

    fn f16_to_f32(x: &str) -> String {
        format!("unpack2x16float({x}).x")
    }

    fn f32_to_f16(x: &str) -> String {
        format!("pack2x16float(vec2<f32>({x}, 0.0))")
    }

    fn subgroup(
        fx: &mut FnCx<'_, '_>,
        i: InstId,
        op: SubgroupOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        fx.emit_subgroup(i, op, args, ty, span);
    }

    fn buffer_length(fx: &mut FnCx<'_, '_>, buffer: Value, span: Span) -> String {
        fx.buffer_length(buffer, span)
    }

    fn barrier(fx: &mut FnCx<'_, '_>, flags: BarrierFlags, span: Span) {
        fx.barrier(flags, span);
    }

    fn atomic_rmw(op: AtomicOp, target: &str, arg: &str) -> String {
        format!("{}({target}, {arg})", super::atomics::rmw_function(op))
    }

    fn compare_exchange(
        fx: &mut FnCx<'_, '_>,
        target: &str,
        c: &str,
        v: &str,
        signed: bool,
    ) -> String {
        fx.compare_exchange(target, c, v, signed)
    }

    fn layer_arg(layer: &str) -> String {
        format!(", {layer}")
    }

    fn check_texel_offset(fx: &mut FnCx<'_, '_>, info: &TexInfo, offset: Value, span: Span) {
        fx.check_texel_offset(info, offset, span);
    }

    fn texture_call(fx: &mut FnCx<'_, '_>, call: &TexCall) -> Option<String> {
        fx.texture_call(call)
    }

    fn texture_store(fx: &mut FnCx<'_, '_>, call: &TexCall, v4: &str) {
        fx.texture_store(call, v4);
    }
}
