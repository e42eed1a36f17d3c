//! Input attachments (`SubpassInput`, `SubpassInputMS`) as DXC maps them to SPIR-V: the
//! SubpassData image with its `InputAttachmentIndex`, read with `OpImageRead` at the pixel's own
//! position; the input attachment descriptor in reflection and the Vulkan layout; the refusals
//! of WebGPU and WGSL, MSL's `[[color(n)]]` inputs; and DXC's rules on the attribute and the stage, at line and column.
//!
//! Not run on a device: wgpu has no subpasses and no dynamic-rendering local reads, so these
//! tests check the module with spirv-val and its instructions rather than pixels.

mod common;

use oneshader::layouts::{
    DescriptorBindingFlags, EntryLayout, LayoutErrorKind, PipelineLayout, VulkanLayoutOptions,
};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};
use std::collections::BTreeMap;

const SOURCE: &str = "\
[[vk::input_attachment_index(0)]] SubpassInput<float4> Albedo : register(t3);
[[vk::input_attachment_index(2)]] SubpassInputMS<uint2> Ids;
[[vk::input_attachment_index(1)]] SubpassInput Depth;
float Scale(float d) { return d * Depth.SubpassLoad().x; }
[shader(\"pixel\")]
float4 PSMain(float4 pos : SV_Position) : SV_Target {
    uint2 id = Ids.SubpassLoad(3);
    return Albedo.SubpassLoad() * Scale(2.0) + float(id.y);
}
";

fn compile_for(source: &str, target: CompileTarget) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    compile(source, "subpass.hlsl", &options)
}

fn spirv_dis(words: &[u32]) -> String {
    let path = std::env::temp_dir().join(format!("oneshader-subpass-{}.spv", std::process::id()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    let out = std::process::Command::new("spirv-dis")
        .arg(&path)
        .output()
        .expect("spirv-dis runs (apt-get install spirv-tools)");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn subpass_inputs_are_valid_subpass_data_read_at_the_pixel() {
    let r = compile_for(SOURCE, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("PSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "subpass").unwrap();
    let text = spirv_dis(&words);
    assert!(text.contains("OpCapability InputAttachment"), "{text}");
    for (name, index) in [("Albedo", 0), ("Ids", 2), ("Depth", 1)] {
        assert!(
            text.contains(&format!("OpDecorate %{name} InputAttachmentIndex {index}")),
            "{name}: {text}"
        );
    }
    // float and uint SubpassData images, single- and multisampled, sampled 2, format Unknown.
    assert!(
        text.contains("OpTypeImage %float SubpassData 2 0 0 2 Unknown"),
        "{text}"
    );
    assert!(
        text.contains("OpTypeImage %uint SubpassData 2 0 1 2 Unknown"),
        "{text}"
    );
    // Three reads, all at (0, 0): the multisampled one with its sample index.
    let reads: Vec<&str> = text.lines().filter(|l| l.contains("OpImageRead")).collect();
    assert_eq!(reads.len(), 3, "{text}");
    assert!(
        reads.iter().any(|l| l.ends_with("Sample %int_3")),
        "{reads:?}"
    );
    let zero = text
        .lines()
        .find(|l| l.contains("OpConstantComposite %v2int %int_0 %int_0"))
        .and_then(|l| l.split_whitespace().next())
        .expect("the int2(0, 0) coordinate");
    assert!(
        reads.iter().all(|l| l.contains(&format!(" {zero}"))),
        "{reads:?}"
    );
    // Reading subpass data needs no storage-image capability.
    assert!(!text.contains("StorageImageReadWithoutFormat"), "{text}");
    // Register t3 is binding 3; the others take the next free bindings.
    let bindings: BTreeMap<String, (u32, u32)> = common::spirv_bindings(&words);
    assert_eq!(bindings["Albedo"], (0, 3));
    assert_ne!(bindings["Ids"], bindings["Depth"]);
}

#[test]
fn reflection_and_the_vulkan_layout_name_input_attachments() {
    let r = compile_for(SOURCE, CompileTarget::SpirV);
    let reflection = r.reflection.as_ref().expect("reflection");
    let albedo = reflection.resource("Albedo").expect("Albedo");
    assert_eq!(albedo.input_attachment_index, Some(0));
    let ids = reflection.resource("Ids").expect("Ids");
    assert_eq!(ids.input_attachment_index, Some(2));
    assert_eq!(ids.hlsl_type, "SubpassInputMS<uint2>");
    let json = oneshader::reflect::to_json(reflection);
    assert!(json.contains("\"kind\": \"InputAttachment\""), "{json}");
    assert!(
        json.contains("\"resourceType\": \"SubpassInputMS\""),
        "{json}"
    );
    assert!(json.contains("\"inputAttachmentIndex\": 2"), "{json}");
    // The text format keeps the index.
    let text = oneshader::reflect::to_text(reflection);
    let again = oneshader::reflect::from_text(&text).expect("reads back");
    assert_eq!(&again, reflection);

    let e = EntryLayout::try_create(reflection, "PSMain").expect("entry layout");
    let pipeline = PipelineLayout::try_create(&[e]).expect("pipeline layout");
    // Update-after-bind asked for every binding is dropped on input attachments, as Vulkan
    // requires.
    let mut options = VulkanLayoutOptions::default();
    options.binding_flags.insert(
        (0, 3),
        DescriptorBindingFlags(DescriptorBindingFlags::UPDATE_AFTER_BIND),
    );
    let vk = pipeline.to_vulkan_with(&options);
    let bindings = &vk.set_layouts[0].bindings;
    assert_eq!(bindings.len(), 3);
    for b in bindings {
        assert_eq!(b.descriptor_type.value(), 10, "{}", b.name); // VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT
        assert_eq!(b.stage_flags.0, 0x10, "{}", b.name); // fragment
        assert!(!b
            .binding_flags
            .contains(DescriptorBindingFlags::UPDATE_AFTER_BIND));
    }
    assert!(vk.required_features().is_empty());
    let err = pipeline
        .try_to_webgpu()
        .expect_err("WebGPU has no subpasses");
    assert_eq!(err.kind, LayoutErrorKind::Unsupported);
    assert!(err.message.contains("input attachment"), "{err}");
}

#[test]
fn wgsl_refuses_subpass_inputs_and_msl_multisampled_ones_at_their_declaration() {
    // WGSL has no input attachments; MSL reads single-sampled ones as `[[color(n)]]` inputs
    // (framebuffer fetch) but not a chosen sample of a multisampled one.
    for (target, code, name, at) in [
        (
            CompileTarget::Wgsl,
            "OSH5202",
            "'Albedo': SubpassInput",
            (1, 56),
        ),
        (
            CompileTarget::Msl,
            "OSH5102",
            "'Ids': SubpassInputMS",
            (2, 57),
        ),
    ] {
        let r = compile_for(SOURCE, target);
        assert!(!r.success());
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.message.contains(name))
            .unwrap_or_else(|| panic!("{target:?}: {:?}", r.diagnostics));
        assert_eq!(d.code.to_string(), code);
        assert_eq!((d.line, d.column), at, "{d}");
    }
    let single = SOURCE
        .replace("SubpassInputMS<uint2> Ids", "SubpassInput<uint2> Ids")
        .replace("Ids.SubpassLoad(3)", "Ids.SubpassLoad()");
    let r = compile_for(&single, CompileTarget::Msl);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    for input in [
        "float4 Albedo [[color(0)]]",
        "uint2 Ids [[color(2)]]",
        "float4 Depth [[color(1)]]",
    ] {
        assert!(text.contains(input), "{input}:\n{text}");
    }
    // Render-pass attachments, not arguments: the Metal layout lists none of them.
    let reflection = r.reflection.as_ref().expect("reflection");
    let e = EntryLayout::try_create(reflection, "PSMain").expect("entry layout");
    let metal = PipelineLayout::try_create(&[e])
        .expect("pipeline layout")
        .try_to_metal()
        .expect("metal layout");
    assert!(
        metal.stages.iter().all(|s| s.arguments.is_empty()),
        "{metal}"
    );
}

#[test]
fn the_attribute_and_the_stage_are_checked_as_dxc_does() {
    let source = "\
SubpassInput<float4> Missing;
[[vk::input_attachment_index(0)]] Texture2D Misplaced;
[[vk::input_attachment_index(1)]] SubpassInput Good;
[shader(\"vertex\")]
float4 VSMain() : SV_Position { return Good.SubpassLoad(); }
";
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    };
    let r = compile(source, "attr.hlsl", &options);
    let found = |code: &str, line: u32, column: u32, text: &str| {
        r.diagnostics.iter().any(|d| {
            d.code.to_string() == code
                && (d.line, d.column) == (line, column)
                && d.message.contains(text)
        })
    };
    assert!(
        found("OSH0207", 1, 22, "needs [[vk::input_attachment_index(i)]]"),
        "{:?}",
        r.diagnostics
    );
    assert!(
        found("OSH0207", 2, 1, "goes on a SubpassInput"),
        "{:?}",
        r.diagnostics
    );
    assert!(
        found("OSH0322", 5, 40, "only allowed in pixel shaders"),
        "{:?}",
        r.diagnostics
    );
}
