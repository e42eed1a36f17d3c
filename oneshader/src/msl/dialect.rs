//! MSL's spellings for the shared text writer ([`crate::textgen::Dialect`]): type names and
//! literals, statements, function and helper signatures (the reached globals as trailing
//! parameters), atomics and barriers, and the hooks into this backend's own arguments, entry
//! function, intrinsics and textures.
//!
//! Input: the shared writer's requests. Output: MSL text pieces, or OSH5102 for what Metal
//! lacks. Invariants: every spelling here is what the MSL backend wrote before the writer was
//! shared, byte for byte (the MSL snapshots pin it); compare-exchange retries the weak form
//! while it fails with the comparand still seen, so it is as strong as HLSL's.

use super::names;
use super::writer::{FnCx, Msl, Writer};
use crate::diag::Code;
use crate::ir::{AtomicOp, BarrierFlags, Function, GlobalId, InstId, InstKind, SubgroupOp, Value};
use crate::source::Span;
use crate::textgen::{Dialect, IntrinsicCall, LoopForm, TexCall, TexInfo};
use crate::types::{AddressSpace, Scalar, ScalarKind, TextureDim, TypeId};

impl Dialect for Msl {
    const LANG: &'static str = "MSL";
    const BACKEND: &'static str = "MSL backend";
    const UNSUPPORTED: Code = Code::MSL_UNSUPPORTED;
    const UINT: &'static str = "uint";
    const INT: &'static str = "int";
    const INT_SUFFIX: &'static str = "";
    const ZERO: &'static str = "{}";
    const AGGREGATE_BRACES: bool = true;
    const BITCAST: &'static str = "as_type";
    const LET: &'static str = "auto";
    const VAR: &'static str = "auto";
    const PAREN_OPEN: &'static str = "(";
    const PAREN_CLOSE: &'static str = ")";
    const IGNORE: &'static str = "(void)";
    const DISCARD: &'static str = "discard_fragment();";
    const LOOP: LoopForm = LoopForm::FirstFlag;
    const CASE_ENDS_IN_BREAK: bool = true;
    const DEFAULT_CASE_SEPARATOR: &'static str = ": ";
    const LOOP_BREAK_DECL: &'static str = "    bool loop_break = false;\n";
    const LOOP_INDEX: &'static str = "uint i";
    const FOLDS_AT_CREATION: bool = false;
    // Metal has no uniformity rules for barriers.
    const UNIFORM_LOAD: Option<&'static str> = None;
    const RAY_QUERY_TYPES: (&'static str, &'static str) = (super::ray_query::QUERY_TYPE, "uint");
    const ATOMIC_LOAD_OPEN: &'static str = "atomic_load_explicit(&";
    const ATOMIC_LOAD_CLOSE: &'static str = ", memory_order_relaxed)";
    const ATOMIC_STORE_OPEN: &'static str = "atomic_store_explicit(&";
    const ATOMIC_STORE_CLOSE: &'static str = ", memory_order_relaxed);";
    const FLOAT_REM: Option<&'static str> = Some("fmod");
    const MIN_LOD_CLAMP: bool = true;
    const TEXEL_BUFFERS: bool = true;
    const HELPERS_TAKE_BUFFER: bool = true;
    const NO_TEXEL_ATOMICS: &'static str = "Atomics on textures need Metal 3.1, which the MSL backend does not target. Use a RWStructuredBuffer<uint> indexed by texel instead";

    fn ray_query_refusal(_w: &Writer<'_>) -> Option<&'static str> {
        None
    }

    fn entry_function_name(hlsl_name: &str) -> String {
        names::entry_function_name(hlsl_name)
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

    /// MSL name of a scalar type in a declaration (widths MSL lacks were reported already).
    fn scalar_name(s: Scalar) -> &'static str {
        match s.kind {
            ScalarKind::Bool => "bool",
            ScalarKind::Int if s.width == 16 => "short",
            ScalarKind::Int if s.width == 64 => "long",
            ScalarKind::Int => "int",
            ScalarKind::Float if s.width == 16 => "half",
            ScalarKind::Float => "float",
            ScalarKind::Uint if s.width == 16 => "ushort",
            ScalarKind::Uint if s.width == 64 => "ulong",
            _ => "uint",
        }
    }

    fn sized_literal(s: Scalar, bits: u64) -> Option<String> {
        Some(match (s.kind, s.width) {
            (ScalarKind::Int, 16) => format!("short({})", bits as u16 as i16),
            (ScalarKind::Uint, 16) => format!("ushort({})", bits as u16),
            (ScalarKind::Int, 64) => format!("as_type<long>({bits:#x}ul)"),
            (ScalarKind::Uint, 64) => format!("{bits}ul"),
            (ScalarKind::Float, 16) => super::half::f16_literal(bits as u16),
            _ => return None,
        })
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

    fn buffer_scalar_refusal(s: Scalar, buffer: &str) -> Option<String> {
        // 64-bit integers are two words (`as_type<ulong>(uint2(lo, hi))`); 64-bit floats do
        // not exist in MSL and are refused as a type.
        if s.kind == ScalarKind::Bool || s.width == 32 || (s.width == 64 && s.is_integer()) {
            return None;
        }
        Some(format!(
            "The MSL backend does not read or write {}-bit values ({}) in buffers yet ('{buffer}'): its buffers are 32-bit words, which a 16-bit value at a 2-byte offset does not fill. Store 32-bit values in the buffer and convert after loading, or compile this shader for SPIR-V only.",
            s.width,
            s.hlsl_name()
        ))
    }

    fn declare_global(w: &mut Writer<'_>, g: GlobalId, name: &str) {
        w.declare_global(g, name);
    }

    fn buffer_arrays(_w: &Writer<'_>) -> bool {
        true
    }

    fn resource_element(w: &Writer<'_>, g: GlobalId, name: &str, index: &str) -> String {
        if w.d.argument_buffers.contains(&g) {
            format!("{name}[{index}].value")
        } else {
            format!("{name}[{index}]")
        }
    }

    fn after_declarations(w: &mut Writer<'_>) {
        w.check_argument_limits();
    }

    fn emit_entry(w: &mut Writer<'_>) -> String {
        super::io::emit_entry(w)
    }

    fn helper_function(
        w: &Writer<'_>,
        g: GlobalId,
        store: bool,
        name: &str,
        tn: &str,
        body: &str,
    ) -> String {
        // MSL has no module-scope buffers: the helper takes the buffer as its last parameter.
        let buffer = w.d.buffer_param_of.get(&g).map_or("", String::as_str);
        if store {
            format!("static inline void {name}(uint w, {tn} v, {buffer})\n{{\n{body}\n}}\n\n")
        } else {
            format!("static inline {tn} {name}(uint w, {buffer})\n{{\n{body}}}\n\n")
        }
    }

    fn pointer_space(space: AddressSpace) -> Option<&'static str> {
        match space {
            AddressSpace::Function
            | AddressSpace::Private
            | AddressSpace::Input
            | AddressSpace::Output => Some("thread"),
            AddressSpace::Workgroup => Some("threadgroup"),
            _ => None,
        }
    }

    fn pointer_type(space: &str, inner: &str) -> String {
        format!("{space} {inner}*")
    }

    fn param(name: &str, ty: &str) -> String {
        format!("{ty} {name}")
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
        let precise = func.blocks.iter().any(|b| {
            b.instrs.iter().any(|&i| {
                func.inst(i)
                    .is_some_and(|x| x.precise && !matches!(x.kind, InstKind::Alloca))
            })
        });
        let mut list = params.join(", ");
        let globals = w.d.gparams.trim_start_matches(", ");
        if !globals.is_empty() {
            if !list.is_empty() {
                list.push_str(", ");
            }
            list.push_str(globals);
        }
        // `precise` (the spec): no reassociation and no contraction into fused multiply-adds.
        let pragmas = if precise {
            "#pragma clang fp reassociate(off)\n#pragma clang fp contract(off)\n"
        } else {
            ""
        };
        format!("static inline {ret} {name}({list})\n{{\n{pragmas}{decls}{body}}}\n\n")
    }

    fn push_var_decl(out: &mut String, name: &str, ty: &str) {
        out.push_str(ty);
        out.push(' ');
        out.push_str(name);
        out.push_str(" = {};");
    }

    /// Metal's intersection queries are declared, never copied.
    fn push_query_decl(out: &mut String, name: &str, ty: &str) {
        out.push_str(ty);
        out.push(' ');
        out.push_str(name);
        out.push(';');
    }

    fn push_let(fx: &mut FnCx<'_, '_>, i: InstId) {
        // C++ names the type of every definition.
        if let Some((ty, span)) = fx.func.inst(i).map(|x| (x.ty, x.span)) {
            let t = fx.w.ty(ty, span);
            fx.out.push_str(&t);
            fx.out.push(' ');
        }
    }

    fn case_labels(literals: &[String]) -> String {
        let labels: Vec<String> = literals.iter().map(|l| format!("case {l}:")).collect();
        labels.join(" ")
    }

    fn trailing_args<'a>(w: &'a Writer<'_>) -> &'a str {
        // Every function takes the reached globals after its own parameters.
        w.d.gargs.trim_start_matches(", ")
    }

    fn intrinsic(fx: &mut FnCx<'_, '_>, call: &IntrinsicCall<'_>) -> Option<String> {
        fx.msl_intrinsic(call)
    }

    fn f16_to_f32(x: &str) -> String {
        format!("float(as_type<half2>({x}).x)")
    }

    fn f32_to_f16(x: &str) -> String {
        format!("as_type<uint>(half2(half({x}), half(0.0f)))")
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

    /// Metal cannot query a buffer's length (the spec's list of refusals): OSH5102.
    fn buffer_length(fx: &mut FnCx<'_, '_>, buffer: Value, span: Span) -> String {
        let name =
            fx.w.root_global(fx.f, buffer)
                .and_then(|g| fx.w.m.global(g))
                .map_or_else(|| "the buffer".to_string(), |g| format!("'{}'", g.name));
        fx.w.error(
            span,
            format!("Metal cannot query the length of a buffer (GetDimensions on {name}). Pass the element count in a constant buffer, or compile this shader for SPIR-V or WGSL"),
        );
        "0u".into()
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
                "MSL has barriers only in kernel functions. Remove the barrier",
            );
            return;
        }
        // MSL 2.4 has no memory-only fence: every barrier is a full threadgroup barrier.
        if flags.contains(BarrierFlags::DEVICE_MEMORY) {
            fx.line("threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup | mem_flags::mem_texture);");
        } else {
            fx.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
        }
    }

    fn atomic_rmw(op: AtomicOp, target: &str, arg: &str) -> String {
        let f = match op {
            AtomicOp::Add => "atomic_fetch_add_explicit",
            AtomicOp::Sub => "atomic_fetch_sub_explicit",
            AtomicOp::And => "atomic_fetch_and_explicit",
            AtomicOp::Or => "atomic_fetch_or_explicit",
            AtomicOp::Xor => "atomic_fetch_xor_explicit",
            AtomicOp::Min => "atomic_fetch_min_explicit",
            AtomicOp::Max => "atomic_fetch_max_explicit",
            AtomicOp::Exchange => "atomic_exchange_explicit",
        };
        format!("{f}({target}, {arg}, memory_order_relaxed)")
    }

    fn compare_exchange(
        fx: &mut FnCx<'_, '_>,
        target: &str,
        c: &str,
        v: &str,
        signed: bool,
    ) -> String {
        let et = if signed { "int" } else { "uint" };
        // The weak form may fail spuriously, leaving `old` equal to the comparand: retrying
        // then gives HLSL's strong compare-exchange. On a real failure `old` is the value seen.
        let old = fx.fresh_tmp();
        fx.line_fmt(format_args!("{et} {old} = {c};"));
        fx.line_fmt(format_args!(
            "while (!atomic_compare_exchange_weak_explicit({target}, &{old}, {v}, memory_order_relaxed, memory_order_relaxed) && {old} == {c}) {{}}"
        ));
        old
    }

    fn layer_arg(layer: &str) -> String {
        format!(", uint({layer})")
    }

    /// MSL texel offsets: not on cube or 1D textures.
    fn check_texel_offset(fx: &mut FnCx<'_, '_>, info: &TexInfo, _offset: Value, span: Span) {
        if matches!(info.dim, TextureDim::Cube | TextureDim::D1) {
            fx.w.error(
                span,
                "MSL has no texel offsets on cube or 1D textures. Remove the offset",
            );
        }
    }

    fn texture_call(fx: &mut FnCx<'_, '_>, call: &TexCall) -> Option<String> {
        fx.texture_call(call)
    }

    fn texture_store(fx: &mut FnCx<'_, '_>, call: &TexCall, v4: &str) {
        let ucoord = super::textures::texel_address(call);
        let (tex, layer_arg) = (&call.tex, &call.layer_arg);
        fx.line_fmt(format_args!("{tex}.write({v4}, {ucoord}{layer_arg});"));
    }

    fn subpass_read(
        fx: &mut FnCx<'_, '_>,
        g: GlobalId,
        _operands: &[Value],
        ty: TypeId,
        span: Span,
    ) -> Option<String> {
        super::textures::subpass_read(fx, g, ty, span)
    }
}
