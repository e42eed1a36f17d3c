//! Stage I/O and the WGSL entry function.
//!
//! Input: the entry point's `Input`/`Output` globals (declared as module-level private
//! variables by the writer). Output: the `@vertex`/`@fragment`/`@compute` function, which
//! copies its parameters into the input variables, calls the IR's wrapper function and returns
//! the output variables in a struct.
//! Invariants: arrays and matrices take one location per element or row (consecutive from the
//! global's location); integer varyings (vertex outputs, pixel inputs) are `flat`; bool stage
//! variables and built-ins WGSL lacks (clip/cull distances, primitive id, layer, viewport
//! index) are OSH5202 at the semantic, and so is a vertex shader without `SV_Position`.

use super::writer::Writer;
use crate::ir::{BuiltIn, GlobalId};
use crate::target::Stage;
use crate::textgen::io::{stage_var, Located, StageVar};
use crate::types::Interpolation;

/// One WGSL parameter or output member: its attributes, type and the private-variable
/// expression it is copied from or to.
struct IoSlot {
    attrs: String,
    ty: String,
    var_expr: String,
    /// The variable's own type where it differs from `ty` (an `int3` declared for
    /// `SV_DispatchThreadID`, whose WGSL built-in is `vec3<u32>`): copies convert.
    var_ty: Option<String>,
}

/// The WGSL built-in of `b` in `stage` (an input or an output); `None` where WGSL (or the
/// dialect: `multiview` is wgpu's `view_index`) has none.
fn builtin_name(b: BuiltIn, stage: Stage, input: bool, multiview: bool) -> Option<&'static str> {
    Some(match b {
        BuiltIn::Position | BuiltIn::FragCoord => "position",
        BuiltIn::VertexIndex => "vertex_index",
        BuiltIn::InstanceIndex => "instance_index",
        BuiltIn::FrontFacing => "front_facing",
        BuiltIn::SampleId => "sample_index",
        BuiltIn::SampleMask => "sample_mask",
        BuiltIn::FragDepth => "frag_depth",
        BuiltIn::GlobalInvocationId => "global_invocation_id",
        BuiltIn::WorkgroupId => "workgroup_id",
        BuiltIn::LocalInvocationId => "local_invocation_id",
        BuiltIn::LocalInvocationIndex => "local_invocation_index",
        // WebGPU's subgroup built-ins exist in compute and fragment shaders only.
        BuiltIn::SubgroupSize if stage != Stage::Vertex && input => "subgroup_size",
        BuiltIn::SubgroupLocalInvocationId if stage != Stage::Vertex && input => {
            "subgroup_invocation_id"
        }
        BuiltIn::ViewIndex if multiview => "view_index",
        _ => return None,
    })
}

fn slots_of(w: &mut Writer<'_>, g: GlobalId, input: bool) -> Vec<IoSlot> {
    let stage = w.entry.stage;
    let (b, var, var_ty, span) = match stage_var(w, g, input) {
        None => return Vec::new(),
        Some(StageVar::Located(parts)) => return parts.into_iter().map(location_slot).collect(),
        Some(StageVar::Builtin {
            builtin,
            var,
            ty,
            span,
        }) => (builtin, var, ty, span),
    };
    let Some(name) = builtin_name(b, stage, input, w.d.options.multiview) else {
        let msg = match b {
            BuiltIn::ClipDistance | BuiltIn::CullDistance => {
                "SV_ClipDistance and SV_CullDistance need WebGPU's optional clip-distances feature, which this backend does not use; clip in the pixel shader with clip() or discard instead."
            }
            BuiltIn::PrimitiveId => "WGSL has no SV_PrimitiveID. Pass an index as a flat varying instead.",
            BuiltIn::Layer => "WGSL has no SV_RenderTargetArrayIndex: WebGPU cannot choose the layer from a shader. Render each layer in its own pass with a 2D view of that layer, or compile this shader for SPIR-V only.",
            BuiltIn::ViewportIndex => "WGSL has no SV_ViewportArrayIndex: WebGPU has one viewport per pass. Draw once per viewport with setViewport, or compile this shader for SPIR-V only.",
            BuiltIn::SubgroupSize => "The intrinsic 'WaveGetLaneCount' is not available in a vertex shader in WGSL: WebGPU's subgroup functions exist only in compute and fragment shaders.",
            BuiltIn::SubgroupLocalInvocationId => "The intrinsic 'WaveGetLaneIndex' is not available in a vertex shader in WGSL: WebGPU's subgroup functions exist only in compute and fragment shaders.",
            BuiltIn::FragStencilRef => "WGSL has no SV_StencilRef: WebGPU cannot write the stencil reference from a shader. Set it with setStencilReference on the render pass, or compile this shader for SPIR-V only.",
            BuiltIn::BaseVertex => "WGSL has no base vertex (SV_StartVertexLocation, -fvk-support-nonzero-base-vertex): its vertex_index already counts from the draw's first vertex. Pass the first vertex in a uniform, or compile this shader for SPIR-V or MSL.",
            BuiltIn::BaseInstance => "WGSL has no base instance (SV_StartInstanceLocation, -fvk-support-nonzero-base-instance): its instance_index already counts from the draw's first instance. Pass the first instance in a uniform, or compile this shader for SPIR-V or MSL.",
            BuiltIn::BaryCoord | BuiltIn::BaryCoordNoPersp => "WGSL has no SV_Barycentrics (WebGPU has no barycentric built-in). Pass the coordinates as a varying (float3(1,0,0), (0,1,0), (0,0,1) at the three vertices), or compile this shader for SPIR-V or MSL.",
            BuiltIn::ShadingRate | BuiltIn::PrimitiveShadingRate => "WGSL has no SV_ShadingRate: WebGPU has no variable-rate shading. Remove it, or compile this shader for SPIR-V only.",
            BuiltIn::PointSize => "WGSL has no point size ([[vk::builtin(\"PointSize\")]]): WebGPU draws every point one pixel wide. Remove it, or draw quads instead of points.",
            BuiltIn::HelperInvocation => "WGSL has no helper-invocation input ([[vk::builtin(\"HelperInvocation\")]]). Remove it, or compile this shader for SPIR-V only.",
            BuiltIn::DeviceIndex => "WGSL has no device groups ([[vk::builtin(\"DeviceIndex\")]]): WebGPU runs a shader on one device. Pass the index in a uniform.",
            BuiltIn::DrawIndex => "WGSL has no draw index ([[vk::builtin(\"DrawIndex\")]]): WebGPU has no multi-draw. Pass the index in a uniform or an instance attribute.",
            BuiltIn::ViewIndex => "WebGPU has no multiview, so WGSL has no SV_ViewID. Compile with the wgpu dialect (wgpu's @builtin(view_index), Features::MULTIVIEW), or render each view in its own pass.",
            _ => "WGSL has no such built-in. Compile this shader for SPIR-V only.",
        };
        w.error(span, msg);
        return Vec::new();
    };
    let ty = w.ty(var_ty, span);
    if b == BuiltIn::SampleMask {
        // The IR's sample mask is always `uint[1]`.
        return vec![IoSlot {
            attrs: format!("@builtin({name})"),
            ty: "u32".into(),
            var_expr: format!("{var}[0]"),
            var_ty: None,
        }];
    }
    // HLSL lets the integer system values be signed (`int3 id : SV_DispatchThreadID`); WGSL's
    // built-ins are unsigned, so the value is converted.
    let builtin_ty = ty.replace("i32", "u32");
    vec![IoSlot {
        attrs: format!("@builtin({name})"),
        var_ty: (builtin_ty != ty).then_some(ty),
        ty: builtin_ty,
        var_expr: var,
    }]
}

/// A location's `@location(n)` parameter or member.
fn location_slot(part: Located) -> IoSlot {
    let mut attrs = format!("@location({})", part.location);
    if let Some(i) = part.interpolation {
        attrs.push_str(&interpolate(i, part.integer));
    }
    IoSlot {
        attrs,
        ty: part.ty,
        var_expr: part.expr,
        var_ty: None,
    }
}

fn interpolate(i: Interpolation, integer: bool) -> String {
    if integer || i.nointerpolation {
        return " @interpolate(flat)".into();
    }
    let kind = if i.noperspective {
        "linear"
    } else {
        "perspective"
    };
    let sampling = if i.sample {
        ", sample"
    } else if i.centroid {
        ", centroid"
    } else {
        ""
    };
    if kind == "perspective" && sampling.is_empty() {
        String::new()
    } else {
        format!(" @interpolate({kind}{sampling})")
    }
}

/// The entry function (and its output struct).
pub(super) fn emit_entry(w: &mut Writer<'_>) -> String {
    let entry = w.entry;
    let writes_position = entry
        .outputs
        .iter()
        .any(|g| w.m.global(*g).and_then(|g| g.builtin) == Some(BuiltIn::Position));
    if entry.stage == Stage::Vertex && !writes_position {
        // Vulkan allows it (a geometry stage computes the position later); WebGPU does not.
        w.error(
            entry.span,
            format!(
                "The vertex shader '{}' returns no SV_Position, which WebGPU requires of every vertex shader (it has no geometry stage to compute one later). Output SV_Position, or compile this shader for SPIR-V only.",
                entry.name
            ),
        );
    }
    // The other fragment-test attributes are promises a WGSL shader may drop; this one changes
    // the value SV_Coverage reads.
    if entry.fragment_tests.post_depth_coverage {
        w.error(
            entry.span,
            format!(
                "WGSL has no post-depth coverage ([[vk::post_depth_coverage]] on '{}'): its sample_mask is the rasterizer's coverage. Remove the attribute, or compile this shader for SPIR-V or MSL.",
                entry.name
            ),
        );
    }
    let mut text = String::new();
    let mut params = Vec::new();
    let mut copies = Vec::new();
    let inputs: Vec<GlobalId> = entry
        .inputs
        .iter()
        .chain(&w.d.extra_inputs)
        .copied()
        .collect();
    for (k, &g) in inputs.iter().enumerate() {
        for (j, s) in slots_of(w, g, true).into_iter().enumerate() {
            let p = format!("in_{k}_{j}");
            params.push(format!("{} {p}: {}", s.attrs, s.ty));
            match &s.var_ty {
                Some(t) => copies.push(format!("    {} = {t}({p});\n", s.var_expr)),
                None => copies.push(format!("    {} = {p};\n", s.var_expr)),
            }
        }
    }
    let mut members = Vec::new();
    let mut results = Vec::new();
    for &g in &entry.outputs {
        for s in slots_of(w, g, false) {
            members.push(format!(
                "    {} out_{}: {},\n",
                s.attrs,
                members.len(),
                s.ty
            ));
            results.push(match &s.var_ty {
                Some(_) => format!("{}({})", s.ty, s.var_expr),
                None => s.var_expr,
            });
        }
    }
    let ret = if members.is_empty() {
        String::new()
    } else {
        let sname = w.fresh_name(&format!("{}_Output", w.entry_function));
        text.push_str(&format!("struct {sname} {{\n{}}}\n\n", members.concat()));
        format!(" -> {sname}")
    };
    let stage = match entry.stage {
        Stage::Vertex => "@vertex".to_string(),
        Stage::Pixel => "@fragment".to_string(),
        Stage::Compute => {
            let [x, y, z] = entry.workgroup_size;
            format!("@compute @workgroup_size({x}, {y}, {z})")
        }
    };
    let body_fn = w
        .func_names
        .get(&entry.function)
        .cloned()
        .unwrap_or_default();
    text.push_str(&format!(
        "{stage}\nfn {}({}){ret} {{\n",
        w.entry_function,
        params.join(", ")
    ));
    text.push_str(&copies.concat());
    text.push_str(&format!("    {body_fn}();\n"));
    if !results.is_empty() {
        let sname = ret.trim_start_matches(" -> ").to_string();
        text.push_str(&format!("    return {sname}({});\n", results.join(", ")));
    }
    text.push_str("}\n");
    text
}
