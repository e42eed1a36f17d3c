//! `SV_RenderTargetArrayIndex`, `SV_ViewportArrayIndex` and `SV_PrimitiveID` from HLSL to
//! SPIR-V: the `Layer` / `ViewportIndex` / `PrimitiveId` built-ins, the capabilities DXC uses
//! for Vulkan 1.2 (vertex outputs `ShaderLayer` / `ShaderViewportIndex`, core in SPIR-V 1.5;
//! pixel inputs `Geometry` / `MultiViewport`), `Flat` on the pixel inputs, reflection, and
//! `spirv-val --target-env vulkan1.2`.

use super::{has_capability, instructions, validate};
use crate::reflect::BuiltIn as Reflected;
use crate::{compile, CompileOptions, CompileTarget};
use spirv::{BuiltIn, Capability, Decoration, Op};

const VS: &str = "struct VSOut { float4 Position : SV_Position; uint Layer : SV_RenderTargetArrayIndex; uint Viewport : SV_ViewportArrayIndex; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION, uint id : SV_InstanceID) { VSOut o; o.Position = float4(p, 1); o.Layer = id; o.Viewport = id + 1; return o; }\n";

const PS: &str = "[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position, uint layer : SV_RenderTargetArrayIndex, uint viewport : SV_ViewportArrayIndex, uint prim : SV_PrimitiveID) : SV_Target { return float4(layer, viewport, prim, p.x); }\n";

/// Compiles one entry point for SPIR-V and validates it; returns the words and the reflected
/// (input or output) built-ins of the entry point.
fn spirv_of(src: &str, entry: &str, outputs: bool) -> (Vec<u32>, Vec<Reflected>) {
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    };
    let r = compile(src, "t.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find(entry, CompileTarget::SpirV).expect("blob").words();
    validate(&words, entry);
    let reflection = r.reflection.expect("reflection");
    let info = &reflection.entry_points[0];
    let vars = if outputs { &info.outputs } else { &info.inputs };
    (words, vars.iter().map(|v| v.built_in).collect())
}

/// Variable ids decorated with each built-in, and the ids decorated `Flat`.
fn built_in_ids(words: &[u32], b: BuiltIn) -> Vec<u32> {
    instructions(words, Op::Decorate)
        .iter()
        .filter(|d| d[1] == Decoration::BuiltIn as u32 && d[2] == b as u32)
        .map(|d| d[0])
        .collect()
}

fn flat_ids(words: &[u32]) -> Vec<u32> {
    instructions(words, Op::Decorate)
        .iter()
        .filter(|d| d[1] == Decoration::Flat as u32)
        .map(|d| d[0])
        .collect()
}

#[test]
fn vertex_layer_and_viewport_outputs_use_the_shader_output_capabilities() {
    let (words, outputs) = spirv_of(VS, "VSMain", true);
    let layer = built_in_ids(&words, BuiltIn::Layer);
    let viewport = built_in_ids(&words, BuiltIn::ViewportIndex);
    assert_eq!((layer.len(), viewport.len()), (1, 1));
    assert!(has_capability(&words, Capability::ShaderLayer));
    assert!(has_capability(&words, Capability::ShaderViewportIndex));
    assert!(!has_capability(&words, Capability::Geometry));
    assert!(!has_capability(&words, Capability::MultiViewport));
    // SPIR-V 1.5 has both capabilities in core: no extension, as DXC for Vulkan 1.2.
    assert!(instructions(&words, Op::Extension).is_empty());
    // Vertex outputs that are built-ins are not interpolated.
    assert!(flat_ids(&words).is_empty());
    assert_eq!(
        outputs,
        vec![
            Reflected::Position,
            Reflected::Layer,
            Reflected::ViewportIndex
        ]
    );
}

#[test]
fn pixel_layer_viewport_and_primitive_inputs_are_flat_with_the_geometry_capabilities() {
    let (words, inputs) = spirv_of(PS, "PSMain", false);
    let layer = built_in_ids(&words, BuiltIn::Layer);
    let viewport = built_in_ids(&words, BuiltIn::ViewportIndex);
    let prim = built_in_ids(&words, BuiltIn::PrimitiveId);
    assert_eq!((layer.len(), viewport.len(), prim.len()), (1, 1, 1));
    assert!(has_capability(&words, Capability::Geometry));
    assert!(has_capability(&words, Capability::MultiViewport));
    assert!(!has_capability(&words, Capability::ShaderLayer));
    assert!(!has_capability(&words, Capability::ShaderViewportIndex));
    let flat = flat_ids(&words);
    for id in [layer[0], viewport[0], prim[0]] {
        assert!(flat.contains(&id), "{id} not Flat: {flat:?}");
    }
    assert_eq!(
        inputs,
        vec![
            Reflected::FragCoord,
            Reflected::Layer,
            Reflected::ViewportIndex,
            Reflected::PrimitiveId
        ]
    );
}

#[test]
fn reflection_text_and_json_name_the_new_built_ins() {
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    };
    let r = compile(PS, "t.hlsl", &options);
    let reflection = r.reflection.expect("reflection");
    let text = crate::reflect::to_text(&reflection);
    let json = crate::reflect::to_json(&reflection);
    for name in ["Layer", "ViewportIndex", "PrimitiveId"] {
        assert!(text.contains(name), "{name}: {text}");
        assert!(json.contains(&format!("\"{name}\"")), "{name}: {json}");
    }
    // The text form reads back to the same reflection.
    let back = crate::reflect::from_text(&text).expect("parses");
    assert_eq!(
        back.entry_points[0]
            .inputs
            .iter()
            .map(|v| v.built_in)
            .collect::<Vec<_>>(),
        reflection.entry_points[0]
            .inputs
            .iter()
            .map(|v| v.built_in)
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_vertex_input_layer_or_a_pixel_output_viewport_is_refused_at_the_semantic() {
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    };
    let src = "[shader(\"vertex\")] float4 VSMain(uint l : SV_RenderTargetArrayIndex) : SV_Position { return l; }\n";
    let r = compile(src, "t.hlsl", &options);
    let d = &r.diagnostics[0];
    assert_eq!(d.code.to_string(), "OSH0312", "{d}");
    assert_eq!((d.line, d.column), (1, 43), "{d}");
    assert!(
        d.message
            .contains("'SV_RenderTargetArrayIndex' cannot be a vertex shader input"),
        "{d}"
    );
    let src = "[shader(\"pixel\")] uint PSMain(float4 p : SV_Position) : SV_ViewportArrayIndex { return 1; }\n";
    let r = compile(src, "t.hlsl", &options);
    let d = &r.diagnostics[0];
    assert_eq!(d.code.to_string(), "OSH0312", "{d}");
    assert!(
        d.message
            .contains("'SV_ViewportArrayIndex' cannot be a pixel shader output"),
        "{d}"
    );
}

/// `SV_ViewID` in a vertex and a pixel shader: the `ViewIndex` built-in with `MultiView`
/// (core since SPIR-V 1.3, no extension), reflected as `ViewIndex`; WGSL in wgpu's dialect is
/// `@builtin(view_index)` (naga's multiview), and the WebGPU dialect refuses it.
#[test]
fn view_id_is_the_view_index_built_in_with_multiview() {
    let src = "struct VSOut { float4 Position : SV_Position; float View : TEXCOORD0; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION, uint view : SV_ViewID) { VSOut o; o.Position = float4(p + view, 1); o.View = view; return o; }\n\
[shader(\"pixel\")] float4 PSMain(VSOut i, uint view : SV_ViewID) : SV_Target { return float4(i.View, view, 0, 1); }\n";
    for entry in ["VSMain", "PSMain"] {
        let (words, inputs) = spirv_of(src, entry, false);
        assert_eq!(built_in_ids(&words, BuiltIn::ViewIndex).len(), 1, "{entry}");
        assert!(has_capability(&words, Capability::MultiView), "{entry}");
        assert!(instructions(&words, Op::Extension).is_empty(), "{entry}");
        assert!(inputs.contains(&Reflected::ViewIndex), "{entry}");
    }
    let wgsl = |dialect| {
        let options = CompileOptions {
            targets: vec![CompileTarget::Wgsl],
            wgsl_dialect: dialect,
            ..CompileOptions::default()
        };
        compile(src, "t.hlsl", &options)
    };
    let r = wgsl(crate::WgslDialect::Wgpu);
    assert!(r.success(), "{:?}", r.diagnostics);
    for entry in ["VSMain", "PSMain"] {
        let text = r.find(entry, CompileTarget::Wgsl).expect("blob").as_text();
        assert!(text.contains("@builtin(view_index)"), "{text}");
        crate::testing::naga_validate(text).unwrap();
    }
    let r = wgsl(crate::WgslDialect::WebGpu);
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("refused");
    assert_eq!(e.code, crate::Code::WGSL_UNSUPPORTED);
    assert!(e.message.contains("SV_ViewID"), "{}", e.message);
}

/// `SV_StencilRef`: the `FragStencilRefEXT` built-in with `StencilExportEXT`, its extension and
/// DXC's `StencilRefReplacingEXT` execution mode, reflected as `FragStencilRef`; WGSL refuses it.
#[test]
fn stencil_ref_is_the_stencil_export_built_in() {
    let src = "struct PSOut { float4 Color : SV_Target; uint Stencil : SV_StencilRef; };\n\
[shader(\"pixel\")] PSOut PSMain(float4 p : SV_Position) { PSOut o; o.Color = p; o.Stencil = uint(p.x) & 0xFF; return o; }\n";
    let (words, outputs) = spirv_of(src, "PSMain", true);
    assert_eq!(built_in_ids(&words, BuiltIn::FragStencilRefEXT).len(), 1);
    assert!(has_capability(&words, Capability::StencilExportEXT));
    assert_eq!(instructions(&words, Op::Extension).len(), 1);
    let modes: Vec<u32> = instructions(&words, Op::ExecutionMode)
        .iter()
        .map(|m| m[1])
        .collect();
    assert!(modes.contains(&(spirv::ExecutionMode::StencilRefReplacingEXT as u32)));
    assert!(outputs.contains(&Reflected::FragStencilRef));
    let options = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    let r = compile(src, "t.hlsl", &options);
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("refused");
    assert_eq!(e.code, crate::Code::WGSL_UNSUPPORTED);
    assert!(e.message.contains("SV_StencilRef"), "{}", e.message);
}

/// `SV_DepthGreaterEqual` / `SV_DepthLessEqual`: depth replacing plus DXC's `DepthGreater` /
/// `DepthLess` execution mode (plain `SV_Depth` has neither).
#[test]
fn conservative_depth_outputs_add_their_execution_modes() {
    for (semantic, mode) in [
        (
            "SV_DepthGreaterEqual",
            Some(spirv::ExecutionMode::DepthGreater),
        ),
        ("SV_DepthLessEqual", Some(spirv::ExecutionMode::DepthLess)),
        ("SV_Depth", None),
    ] {
        let src = format!("[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position, out float d : {semantic}) : SV_Target {{ d = p.z + 0.1; return p; }}\n");
        let (words, _) = spirv_of(&src, "PSMain", true);
        let modes: Vec<u32> = instructions(&words, Op::ExecutionMode)
            .iter()
            .map(|m| m[1])
            .collect();
        assert!(
            modes.contains(&(spirv::ExecutionMode::DepthReplacing as u32)),
            "{semantic}"
        );
        let conservative: Vec<u32> = modes
            .iter()
            .copied()
            .filter(|m| {
                *m == spirv::ExecutionMode::DepthGreater as u32
                    || *m == spirv::ExecutionMode::DepthLess as u32
            })
            .collect();
        assert_eq!(
            conservative,
            mode.map(|m| m as u32).into_iter().collect::<Vec<_>>(),
            "{semantic}"
        );
    }
}
