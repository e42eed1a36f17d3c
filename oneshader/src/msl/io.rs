//! Stage I/O and the MSL entry function.
//!
//! Input: the entry point's `Input`/`Output` globals (locals of the entry function, declared by
//! the writer). Output: the `vertex`/`fragment`/`kernel` function with its `[[stage_in]]`
//! struct (vertex attributes `[[attribute(n)]]`, fragment inputs `[[user(locnN)]]` with their
//! interpolation), built-in arguments, resource arguments and output struct (`[[position]]`,
//! `[[user(locnN)]]`, `[[color(n)]]`, `[[depth(any)]]`, `[[sample_mask]]`, `[[clip_distance]]`);
//! it copies the arguments into the input locals, calls the IR's wrapper function and returns
//! the output locals.
//! Invariants: arrays and matrices take one location per element or row (consecutive from the
//! global's location), as in the other targets; integer varyings are `[[flat]]`; built-ins
//! Metal lacks (cull distances, the view index) and SIMD-group built-ins in vertex functions
//! are OSH5102 at the semantic.

use super::writer::Writer;
use crate::ir::{BuiltIn, GlobalId};
use crate::target::Stage;
use crate::textgen::io::{stage_var, Located, StageVar};
use crate::types::{Interpolation, Type, TypeId};

/// One member of the stage-in or output struct, or one built-in argument: its attributes,
/// MSL type and the local it is copied from or to.
struct IoSlot {
    attrs: String,
    ty: String,
    var_expr: String,
    /// A built-in (an argument of its own, not a stage-in member).
    builtin: bool,
    /// Array length of an arrayed member (`[[clip_distance]]`).
    array: Option<u32>,
}

/// The MSL attribute and argument type of a built-in, `None` where Metal has none.
fn builtin_attr(b: BuiltIn, stage: Stage, input: bool) -> Option<(&'static str, &'static str)> {
    Some(match b {
        BuiltIn::Position | BuiltIn::FragCoord => ("position", "float4"),
        BuiltIn::VertexIndex => ("vertex_id", "uint"),
        BuiltIn::InstanceIndex => ("instance_id", "uint"),
        BuiltIn::BaseVertex => ("base_vertex", "uint"),
        BuiltIn::BaseInstance => ("base_instance", "uint"),
        BuiltIn::BaryCoord => ("barycentric_coord", "float3"),
        BuiltIn::PointSize => ("point_size", "float"),
        BuiltIn::BaryCoordNoPersp => ("barycentric_coord, center_no_perspective", "float3"),
        BuiltIn::FrontFacing => ("front_facing", "bool"),
        BuiltIn::SampleId => ("sample_id", "uint"),
        BuiltIn::SampleMask => ("sample_mask", "uint"),
        BuiltIn::FragDepth => ("depth(any)", "float"),
        BuiltIn::FragStencilRef => ("stencil", "uint"),
        BuiltIn::PrimitiveId => ("primitive_id", "uint"),
        BuiltIn::Layer => ("render_target_array_index", "uint"),
        BuiltIn::ViewportIndex => ("viewport_array_index", "uint"),
        BuiltIn::ClipDistance if !input => ("clip_distance", "float"),
        BuiltIn::GlobalInvocationId => ("thread_position_in_grid", "uint3"),
        BuiltIn::WorkgroupId => ("threadgroup_position_in_grid", "uint3"),
        BuiltIn::LocalInvocationId => ("thread_position_in_threadgroup", "uint3"),
        BuiltIn::LocalInvocationIndex => ("thread_index_in_threadgroup", "uint"),
        BuiltIn::SubgroupSize if stage != Stage::Vertex && input => {
            ("threads_per_simdgroup", "uint")
        }
        BuiltIn::SubgroupLocalInvocationId if stage != Stage::Vertex && input => {
            ("thread_index_in_simdgroup", "uint")
        }
        _ => return None,
    })
}

fn slots_of(w: &mut Writer<'_>, g: GlobalId, input: bool) -> Vec<IoSlot> {
    let stage = w.entry.stage;
    let (b, var, var_ty, span) = match stage_var(w, g, input) {
        None => return Vec::new(),
        Some(StageVar::Located(parts)) => {
            let slot = |part| location_slot(part, stage, input);
            return parts.into_iter().map(slot).collect();
        }
        Some(StageVar::Builtin {
            builtin,
            var,
            ty,
            span,
        }) => (builtin, var, ty, span),
    };
    // Metal has no clip-distance input in fragment functions: a vertex function also writes
    // each distance as the varying `[[user(clipK)]]`, which a fragment function reads
    // (SPIRV-Cross's convention, so the two stages link by name).
    let clip_varyings = |var: &str, ty: TypeId, w: &Writer<'_>| -> Vec<IoSlot> {
        let n = match w.m.types.get(ty) {
            Type::Array { length, .. } => Some(length),
            _ => None,
        };
        (0..n.unwrap_or(1))
            .map(|k| IoSlot {
                attrs: format!("[[user(clip{k})]]"),
                ty: "float".to_string(),
                var_expr: match n {
                    Some(_) => format!("{var}[{k}]"),
                    None => var.to_string(),
                },
                builtin: false,
                array: None,
            })
            .collect()
    };
    if b == BuiltIn::ClipDistance && stage == Stage::Pixel && input {
        return clip_varyings(&var, var_ty, w);
    }
    let Some((attr, arg_ty)) = builtin_attr(b, stage, input) else {
        let msg = match b {
            BuiltIn::CullDistance => "Metal has no cull distances (SV_CullDistance). Cull in the vertex shader by moving the primitive outside the clip volume, or compile this shader for SPIR-V only.",
            BuiltIn::SubgroupSize => "The intrinsic 'WaveGetLaneCount' is not available in a vertex shader in MSL: Metal has no SIMD-group attribute for vertex functions.",
            BuiltIn::SubgroupLocalInvocationId => "The intrinsic 'WaveGetLaneIndex' is not available in a vertex shader in MSL: Metal has no SIMD-group attribute for vertex functions.",
            BuiltIn::HelperInvocation => "MSL has no helper-invocation input ([[vk::builtin(\"HelperInvocation\")]]). Call IsHelperLane() instead.",
            BuiltIn::DeviceIndex => "Metal has no device groups ([[vk::builtin(\"DeviceIndex\")]]). Pass the device's index in a buffer, or compile this shader for SPIR-V only.",
            BuiltIn::DrawIndex => "Metal has no draw index ([[vk::builtin(\"DrawIndex\")]]). Pass the index in a buffer, or compile this shader for SPIR-V only.",
            BuiltIn::ShadingRate | BuiltIn::PrimitiveShadingRate => "Metal has no per-primitive shading rate (SV_ShadingRate): it sets rasterization rates per render pass with a rate map. Remove it, or compile this shader for SPIR-V only.",
            BuiltIn::ViewIndex => "The MSL backend does not write SV_ViewID (Metal's amplification id) yet. Render each view in its own pass, or compile this shader for SPIR-V.",
            _ => "MSL has no such built-in. Compile this shader for SPIR-V only.",
        };
        w.error(span, msg);
        return Vec::new();
    };
    let gt = w.m.types.get(var_ty);
    let (expr, array) = match gt {
        // Sample masks are `uint[1]` in the IR, clip distances `float[N]`.
        Type::Array { length, .. } if b == BuiltIn::SampleMask => {
            let _ = length;
            (format!("{var}[0]"), None)
        }
        Type::Array { length, .. } => (var.clone(), Some(length)),
        _ => (var.clone(), None),
    };
    // `[[vk::post_depth_coverage]]`: the mask after the early depth and stencil tests.
    let post_depth =
        b == BuiltIn::SampleMask && input && w.entry.fragment_tests.post_depth_coverage;
    let attr = if post_depth {
        "sample_mask, post_depth_coverage"
    } else {
        attr
    };
    let mut slots = vec![IoSlot {
        attrs: format!("[[{attr}]]"),
        ty: arg_ty.to_string(),
        var_expr: expr,
        builtin: input,
        array,
    }];
    if b == BuiltIn::ClipDistance && stage == Stage::Vertex && !input {
        slots.extend(clip_varyings(&var, var_ty, w));
    }
    slots
}

/// A location's stage-in member (`[[attribute(n)]]`, `[[user(locnN)]]`) or output member
/// (`[[user(locnN)]]`, `[[color(n)]]`).
fn location_slot(part: Located, stage: Stage, input: bool) -> IoSlot {
    let loc = part.location;
    let mut attrs = match (stage, input) {
        (Stage::Vertex, true) => format!("[[attribute({loc})]]"),
        (Stage::Pixel, false) => format!("[[color({loc})]]"),
        _ => format!("[[user(locn{loc})]]"),
    };
    if let Some(i) = part.interpolation {
        attrs.push_str(interpolate(i, part.integer));
    }
    IoSlot {
        attrs,
        ty: part.ty,
        var_expr: part.expr,
        builtin: false,
        array: None,
    }
}

fn interpolate(i: Interpolation, integer: bool) -> &'static str {
    if integer || i.nointerpolation {
        return " [[flat]]";
    }
    match (i.noperspective, i.sample, i.centroid) {
        (false, false, false) => "",
        (false, true, _) => " [[sample_perspective]]",
        (false, false, true) => " [[centroid_perspective]]",
        (true, true, _) => " [[sample_no_perspective]]",
        (true, false, true) => " [[centroid_no_perspective]]",
        (true, false, false) => " [[center_no_perspective]]",
    }
}

/// The conversion of a built-in argument of MSL type `arg_ty` to the local's type `local`
/// (HLSL may declare `SV_DispatchThreadID` as `uint2`, `SV_VertexID` as `int`).
fn narrow(arg: &str, arg_ty: &str, local: Type, local_name: &str) -> String {
    let size = match local {
        Type::Vector { size, .. } => size,
        _ => 1,
    };
    let picked = match (arg_ty, size) {
        ("uint3", 1) => format!("{arg}.x"),
        ("uint3", 2) => format!("{arg}.xy"),
        ("float4", 1) => format!("{arg}.x"),
        ("float4", 2) => format!("{arg}.xy"),
        ("float4", 3) => format!("{arg}.xyz"),
        _ => arg.to_string(),
    };
    format!("{local_name}({picked})")
}

/// The entry function (and its stage-in and output structs).
pub(super) fn emit_entry(w: &mut Writer<'_>) -> String {
    let entry = w.entry;
    let mut text = String::new();
    let mut args = Vec::new();
    let mut copies = Vec::new();
    let mut stage_in = Vec::new();
    let inputs: Vec<GlobalId> = entry.inputs.clone();
    let in_name = w.fresh_name(&format!("{}_in", w.entry_function));
    for (k, &g) in inputs.iter().enumerate() {
        let local = w.m.global(g).map(|x| (x.ty, x.span));
        for (j, s) in slots_of(w, g, true).into_iter().enumerate() {
            let p = format!("in_{k}_{j}");
            if s.builtin {
                args.push(format!("{} {p} {}", s.ty, s.attrs));
                let (lt, lspan) = local.unwrap_or((crate::types::TypeId(0), entry.span));
                let lty = w.m.types.get(lt);
                let ln = match lty {
                    Type::Array { element, .. } => w.ty(element, lspan),
                    _ => w.ty(lt, lspan),
                };
                let e = narrow(&p, &s.ty, lty, &ln);
                copies.push(format!("    {} = {e};\n", s.var_expr));
            } else {
                stage_in.push(format!("    {} {p} {};\n", s.ty, s.attrs));
                copies.push(format!("    {} = in.{p};\n", s.var_expr));
            }
        }
    }
    if !stage_in.is_empty() {
        text.push_str(&format!(
            "struct {in_name}\n{{\n{}}};\n\n",
            stage_in.concat()
        ));
        args.insert(0, format!("{in_name} in [[stage_in]]"));
    }
    let mut members = Vec::new();
    let mut results = Vec::new();
    for &g in &entry.outputs {
        for s in slots_of(w, g, false) {
            let m = format!("out_{}", members.len());
            match s.array {
                Some(n) => {
                    members.push(format!("    {} {m} {} [{n}];\n", s.ty, s.attrs));
                    for k in 0..n {
                        results.push(format!("    out.{m}[{k}] = {}[{k}];\n", s.var_expr));
                    }
                }
                None => {
                    members.push(format!("    {} {m} {};\n", s.ty, s.attrs));
                    results.push(format!("    out.{m} = {};\n", s.var_expr));
                }
            }
        }
    }
    let ret = if members.is_empty() {
        "void".to_string()
    } else {
        let sname = w.fresh_name(&format!("{}_out", w.entry_function));
        text.push_str(&format!("struct {sname}\n{{\n{}}};\n\n", members.concat()));
        sname
    };
    let stage = match entry.stage {
        Stage::Vertex => "vertex",
        Stage::Pixel => "fragment",
        Stage::Compute => "kernel",
    };
    let body_fn = w
        .func_names
        .get(&entry.function)
        .cloned()
        .unwrap_or_default();
    args.extend(w.d.entry_args.iter().cloned());
    // `[earlydepthstencil]`: the depth and stencil tests run before the shader.
    if entry.early_depth_stencil {
        text.push_str("[[early_fragment_tests]]\n");
    }
    text.push_str(&format!(
        "{stage} {ret} {}({})\n{{\n",
        w.entry_function,
        args.join(", ")
    ));
    text.push_str(&w.d.entry_locals);
    text.push_str(&copies.concat());
    let gargs = w.d.gargs.trim_start_matches(", ").to_string();
    text.push_str(&format!("    {body_fn}({gargs});\n"));
    if !results.is_empty() {
        text.push_str(&format!("    {ret} out = {{}};\n"));
        text.push_str(&results.concat());
        text.push_str("    return out;\n");
    }
    text.push_str("}\n");
    text
}
