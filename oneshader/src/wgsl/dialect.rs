//! WGSL's spellings for the shared text writer ([`crate::textgen::Dialect`]): type names and
//! literals, statements, function and helper signatures, atomics and barriers, and the hooks
//! into this backend's own declarations, entry function, intrinsics, textures and subgroups.
//!
//! Input: the shared writer's requests. Output: WGSL text pieces, or OSH5202 for what WGSL
//! lacks. Invariants: every spelling here is what the WGSL backend wrote before the writer was
//! shared, byte for byte (the WGSL snapshots pin it); compare-exchange retries
//! `atomicCompareExchangeWeak` until it succeeds or sees a different value, so it is as
//! strong as HLSL's.

use super::names;
use super::writer::{FnCx, Wgsl, Writer};
use crate::diag::Code;
use crate::ir::{AtomicOp, BarrierFlags, Function, GlobalId, InstId, SubgroupOp, Value};
use crate::source::Span;
use crate::textgen::{Dialect, IntrinsicCall, LoopForm, TexCall, TexInfo};
use crate::types::{AddressSpace, ResourceType, Scalar, ScalarKind, TextureDim, Type, TypeId};
use std::collections::BTreeSet;

impl Dialect for Wgsl {
    const LANG: &'static str = "WGSL";
    const BACKEND: &'static str = "WGSL backend";
    const UNSUPPORTED: Code = Code::WGSL_UNSUPPORTED;
    const UINT: &'static str = "u32";
    const INT: &'static str = "i32";
    const INT_SUFFIX: &'static str = "i";
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
    const FOLDS_AT_CREATION: bool = true;
    const UNIFORM_LOAD: Option<&'static str> = Some("workgroupUniformLoad");
    const RAY_QUERY_TYPES: (&'static str, &'static str) = ("ray_query", "RayDesc");

    fn ray_query_refusal(w: &Writer<'_>) -> Option<&'static str> {
        (!w.d.options.ray_queries).then_some("WGSL has no inline ray queries in WebGPU (browsers have none). Compile this shader for the wgpu dialect (naga's `enable wgpu_ray_query;`, wgpu's EXPERIMENTAL_RAY_QUERY) or for SPIR-V")
    }
    const ATOMIC_LOAD_OPEN: &'static str = "atomicLoad(&";
    const ATOMIC_LOAD_CLOSE: &'static str = ")";
    const ATOMIC_STORE_OPEN: &'static str = "atomicStore(&";
    const ATOMIC_STORE_CLOSE: &'static str = ");";
    const FLOAT_REM: Option<&'static str> = None;
    const MIN_LOD_CLAMP: bool = false;
    const TEXEL_BUFFERS: bool = false;
    const HELPERS_TAKE_BUFFER: bool = false;
    const NO_TEXEL_ATOMICS: &'static str =
        "WGSL has no atomics on textures. Use a RWStructuredBuffer<uint> indexed by texel instead";

    fn entry_function_name(hlsl_name: &str) -> String {
        names::entry_function_name(hlsl_name)
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

    /// WGSL name of a 32-bit scalar or `f16` (others were reported already; `u32` stands in).
    fn scalar_name(s: Scalar) -> &'static str {
        match s.kind {
            ScalarKind::Bool => "bool",
            ScalarKind::Int => "i32",
            ScalarKind::Float if s.width == 16 => "f16",
            ScalarKind::Float => "f32",
            _ => "u32",
        }
    }

    fn sized_literal(s: Scalar, bits: u64) -> Option<String> {
        // WGSL's only sized type is `f16`; the others were refused where they were written.
        (s.kind == ScalarKind::Float && s.width == 16)
            .then(|| super::half::f16_literal(bits as u16))
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
        // Halves only: WGSL has no other 16- or 64-bit types (refused where they are written).
        if s.kind != ScalarKind::Float || s.width != 16 {
            return None;
        }
        Some(format!(
            "The WGSL backend does not read or write 16-bit values (half) in buffers ('{buffer}'): its buffers are 32-bit words. Store float in the buffer and convert to half after loading, or compile this shader for SPIR-V only."
        ))
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
        if let Some(global) = w.m.global(g).filter(|g| g.rasterizer_ordered) {
            let msg = format!("WGSL has no rasterizer-ordered views ('{}'): WebGPU has no fragment shader interlock. Order the writes another way (atomics, or one pass per layer), or compile this shader for SPIR-V or MSL", global.name);
            w.error(global.span, msg);
            return;
        }
        w.declare_global(g, name);
    }

    fn emit_entry(w: &mut Writer<'_>) -> String {
        super::io::emit_entry(w)
    }

    fn buffer_arrays(w: &Writer<'_>) -> bool {
        w.d.options.binding_arrays
    }

    fn resource_element(w: &Writer<'_>, g: GlobalId, name: &str, index: &str) -> String {
        // A binding array of storage buffers holds structs wrapping the words (naga needs a
        // struct there): the element's words are its `w`.
        if w.is_buffer_array(g) {
            format!("{name}[{index}].{}", super::writer::BUFFER_ARRAY_WORDS)
        } else {
            format!("{name}[{index}]")
        }
    }

    fn helper_function(
        w: &Writer<'_>,
        g: GlobalId,
        store: bool,
        name: &str,
        tn: &str,
        body: &str,
    ) -> String {
        // A helper for an array of buffers takes which buffer as its last parameter.
        let index = if w.is_buffer_array(g) {
            format!(", {}: u32", crate::textgen::buffers::HELPER_BUFFER_INDEX)
        } else {
            String::new()
        };
        if store {
            format!("fn {name}(w: u32, v: {tn}{index}) {{\n{body}\n}}\n\n")
        } else {
            format!("fn {name}(w: u32{index}) -> {tn} {{\n{body}}}\n\n")
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

    /// `arrayLength` in words, divided by the element's words for a structured buffer.
    fn buffer_length(fx: &mut FnCx<'_, '_>, buffer: Value, span: Span) -> String {
        let Some(g) = fx.w.root_global(fx.f, buffer) else {
            return "0u".into();
        };
        // The buffer itself, or the element of an array of buffers the pointer picks.
        let name = match fx.place(buffer, span) {
            crate::textgen::buffers::Place::Buffer { buf, .. } => {
                fx.w.buffer_text(&buf).into_owned()
            }
            _ => fx.w.global_name(g),
        };
        let structured = fx.w.m.global(g).is_some_and(|gl| {
            // An array of buffers: its element's type.
            let ty = match fx.w.m.types.get(gl.ty) {
                Type::Array { element, .. } => fx.w.m.types.get(element),
                t => t,
            };
            matches!(ty, Type::Resource(ResourceType::StructuredBuffer { .. }))
        });
        if structured {
            let stride = fx.w.structured_element(g).map_or(4, |(_, s)| s).max(4);
            format!("(arrayLength(&{name}) / {}u)", stride / 4)
        } else {
            format!("arrayLength(&{name})")
        }
    }

    fn ray_query(
        fx: &mut FnCx<'_, '_>,
        i: InstId,
        op: crate::types::ray_query::RayQueryOp,
        args: &[Value],
        _ty: TypeId,
        span: Span,
    ) {
        fx.emit_ray_query(i, op, args, span);
    }

    fn barrier(fx: &mut FnCx<'_, '_>, flags: BarrierFlags, span: Span) {
        if fx.w.entry.stage != crate::target::Stage::Compute {
            fx.w.error(
                span,
                "WGSL has barriers only in compute shaders. Remove the barrier",
            );
            return;
        }
        if flags.contains(BarrierFlags::DEVICE_MEMORY) {
            fx.line("storageBarrier();");
        }
        fx.line("workgroupBarrier();");
    }

    fn atomic_rmw(op: AtomicOp, target: &str, arg: &str) -> String {
        let f = match op {
            AtomicOp::Add => "atomicAdd",
            AtomicOp::Sub => "atomicSub",
            AtomicOp::And => "atomicAnd",
            AtomicOp::Or => "atomicOr",
            AtomicOp::Xor => "atomicXor",
            AtomicOp::Min => "atomicMin",
            AtomicOp::Max => "atomicMax",
            AtomicOp::Exchange => "atomicExchange",
        };
        format!("{f}({target}, {arg})")
    }

    fn compare_exchange(
        fx: &mut FnCx<'_, '_>,
        target: &str,
        c: &str,
        v: &str,
        signed: bool,
    ) -> String {
        let et = if signed { "i32" } else { "u32" };
        // atomicCompareExchangeWeak may fail spuriously only when the values are equal:
        // retrying then gives HLSL's strong compare-exchange.
        let old = fx.fresh_tmp();
        let cmp = fx.fresh_tmp();
        fx.line_fmt(format_args!("var {old}: {et};"));
        fx.line_fmt(format_args!("let {cmp} = {c};"));
        fx.line("loop {");
        fx.indent += 1;
        fx.line_fmt(format_args!(
            "let r = atomicCompareExchangeWeak({target}, {cmp}, {v});"
        ));
        fx.line_fmt(format_args!(
            "if r.exchanged || r.old_value != {cmp} {{ {old} = r.old_value; break; }}"
        ));
        fx.indent -= 1;
        fx.line("}");
        old
    }

    fn layer_arg(layer: &str) -> String {
        format!(", {layer}")
    }

    /// WGSL texel offsets: constant, and not on cube textures.
    fn check_texel_offset(fx: &mut FnCx<'_, '_>, info: &TexInfo, offset: Value, span: Span) {
        if info.dim == TextureDim::Cube {
            fx.w.error(
                span,
                "WGSL has no texel offsets on cube textures. Remove the offset",
            );
        }
        if !matches!(offset, Value::Constant(_)) {
            fx.w.error(
                span,
                "WGSL texel offsets must be constant. Use a constant offset",
            );
        }
    }

    fn texture_call(fx: &mut FnCx<'_, '_>, call: &TexCall) -> Option<String> {
        fx.texture_call(call)
    }

    fn texture_store(fx: &mut FnCx<'_, '_>, call: &TexCall, v4: &str) {
        let (tex, c, layer_arg) = (&call.tex, &call.c, &call.layer_arg);
        fx.line_fmt(format_args!("textureStore({tex}, {c}{layer_arg}, {v4});"));
    }
}
