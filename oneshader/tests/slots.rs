//! Every corpus entry point (`corpus/entries.txt`), compiled for SPIR-V and for WGSL at default
//! options: the set and binding each backend declares for each resource equal reflection's slot
//! for that target, and equal what `oneshader::layouts` uses (the entry's [`EntryLayout`], and
//! the Vulkan and WebGPU pipeline layouts made from it). The WebGPU slots `layouts` derives
//! from a SPIR-V-only reflection must equal what the WGSL text declares too.
//!
//! SPIR-V is read with a small word walk (`OpName`, `OpDecorate DescriptorSet/Binding`); WGSL
//! with naga. A backend that declared a slot of its own fails here.

use oneshader::layouts::{EntryLayout, PipelineLayout};
use oneshader::reflect::{ShaderReflection, TargetSlot};
use oneshader::{compile_file, CompileOptions, CompileResult, CompileTarget, Define};
use oneshader::{EntryPointRequest, Stage};
use std::collections::BTreeMap;

mod common;
use common::{corpus_entries, spirv_bindings, wgsl_bindings, CorpusEntry};

fn compile(e: &CorpusEntry, target: CompileTarget) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        defines: e
            .defines
            .iter()
            .map(|(n, v)| Define::new(n.as_str(), v.as_deref()))
            .collect(),
        entry_points: vec![EntryPointRequest {
            name: e.entry.clone(),
            stage: Some(match e.stage.as_str() {
                "vertex" => Stage::Vertex,
                "pixel" => Stage::Pixel,
                "compute" => Stage::Compute,
                other => panic!("entries.txt: unknown stage '{other}'"),
            }),
        }],
        ..CompileOptions::default()
    };
    compile_file(&e.path, &options)
}

fn slot_of(slots: &[TargetSlot], target: CompileTarget) -> Option<(u32, u32)> {
    slots
        .iter()
        .find(|s| s.target == target)
        .map(|s| (s.set, s.binding))
}

/// The Vulkan and WebGPU slots `layouts` uses for `entry`, by resource name: from the entry
/// layout, and from the pipeline layouts made of it.
struct LayoutSlots {
    vulkan: BTreeMap<String, (u32, u32)>,
    webgpu: BTreeMap<String, (u32, u32)>,
    push_webgpu: Option<(u32, u32)>,
}

fn layout_slots(r: &ShaderReflection, entry: &str, what: &str) -> LayoutSlots {
    let layout = EntryLayout::try_create(r, entry).expect("entry layout");
    let mut vulkan = BTreeMap::new();
    let mut webgpu = BTreeMap::new();
    for res in &layout.resources {
        if !res.is_combined_sampler() {
            vulkan.insert(res.name.clone(), (res.set, res.binding));
        }
        webgpu.insert(res.name.clone(), (res.wgsl_group, res.wgsl_binding));
    }
    let push_webgpu = layout
        .push_constant
        .as_ref()
        .map(|p| (p.wgsl_group, p.wgsl_binding));
    // The pipeline layouts of this one entry point list the same slots.
    let pipeline = PipelineLayout::try_create(std::slice::from_ref(&layout)).expect("pipeline");
    for set in &pipeline.to_vulkan().set_layouts {
        for b in &set.bindings {
            assert_eq!(
                vulkan.get(&b.name),
                Some(&(set.set, b.binding)),
                "{what}: Vulkan layout of '{}'",
                b.name
            );
        }
    }
    let to_webgpu = pipeline.try_to_webgpu();
    if let Ok(groups) = to_webgpu {
        for g in &groups.groups {
            for e in &g.entries {
                let expected =
                    webgpu.get(&e.name).copied().or(push_webgpu
                        .filter(|_| layout.push_constant.iter().any(|p| p.name == e.name)));
                assert_eq!(
                    expected,
                    Some((g.group, e.binding)),
                    "{what}: WebGPU layout of '{}'",
                    e.name
                );
            }
        }
    }
    LayoutSlots {
        vulkan,
        webgpu,
        push_webgpu,
    }
}

#[test]
fn every_backend_declares_the_slots_reflection_and_layouts_report() {
    let entries = corpus_entries();
    assert!(!entries.is_empty(), "corpus/entries.txt lists entry points");
    let (mut spirv_checked, mut wgsl_checked, mut bound) = (0, 0, 0);
    for e in &entries {
        let what = format!("{} {}", e.path.display(), e.entry);

        // SPIR-V: the decorations equal reflection's SpirV slots and the layouts'.
        let spirv = compile(e, CompileTarget::SpirV);
        assert!(spirv.success(), "{what}: {:?}", spirv.diagnostics);
        let r = spirv.reflection.as_ref().expect("reflection");
        let info = r.entry_point(&e.entry).expect("entry in reflection");
        let blob = spirv
            .find(&e.entry, CompileTarget::SpirV)
            .expect("SPIR-V blob");
        let declared = spirv_bindings(&blob.words());
        let mut expected = BTreeMap::new();
        for res in r
            .resources
            .iter()
            .filter(|res| info.used_resources.contains(&res.name))
        {
            let slot = slot_of(&res.slots, CompileTarget::SpirV).expect("SpirV slot");
            expected.insert(res.name.clone(), slot);
            if let Some(c) = slot_of(&res.counter_slots, CompileTarget::SpirV) {
                expected.insert(format!("counter.var.{}", res.name), c);
            }
        }
        assert_eq!(declared, expected, "{what}: SPIR-V bindings vs reflection");
        bound += declared.len();
        let from_spirv = layout_slots(r, &e.entry, &what);
        for (name, slot) in &from_spirv.vulkan {
            assert_eq!(expected.get(name), Some(slot), "{what}: layout of '{name}'");
        }
        spirv_checked += 1;

        // WGSL (where the backend accepts the entry point): the same for the Wgsl slots.
        let wgsl = compile(e, CompileTarget::Wgsl);
        if !wgsl.success() {
            continue;
        }
        let r = wgsl.reflection.as_ref().expect("reflection");
        let info = r.entry_point(&e.entry).expect("entry in reflection");
        let blob = wgsl.find(&e.entry, CompileTarget::Wgsl).expect("WGSL blob");
        assert_eq!(
            blob.entry_function, info.wgsl_entry_point,
            "{what}: entry function in the blob and reflection"
        );
        let declared = wgsl_bindings(blob.as_text());
        let mut expected = BTreeMap::new();
        for res in r
            .resources
            .iter()
            .filter(|res| info.used_resources.contains(&res.name))
        {
            let slot = slot_of(&res.slots, CompileTarget::Wgsl).expect("Wgsl slot");
            expected.insert(oneshader::wgsl::names::item_name(&res.name), slot);
        }
        let push = info.push_constant.as_ref().map(|name| {
            let p = r
                .push_constants
                .iter()
                .find(|p| &p.name == name)
                .expect("push block");
            let slot = slot_of(&p.slots, CompileTarget::Wgsl).expect("Wgsl push slot");
            expected.insert(oneshader::wgsl::names::item_name(name), slot);
            slot
        });
        assert_eq!(declared, expected, "{what}: WGSL bindings vs reflection");
        let from_wgsl = layout_slots(r, &e.entry, &what);
        assert_eq!(
            from_wgsl.push_webgpu, push,
            "{what}: WGSL push slot in layouts"
        );
        for (name, slot) in &from_wgsl.webgpu {
            let wgsl_name = oneshader::wgsl::names::item_name(name);
            assert_eq!(
                expected.get(&wgsl_name),
                Some(slot),
                "{what}: layout of '{name}'"
            );
        }
        // The WebGPU slots layouts derives from the SPIR-V-only reflection: the same.
        assert_eq!(
            from_spirv.webgpu, from_wgsl.webgpu,
            "{what}: WebGPU slots derived from the SPIR-V reflection"
        );
        assert_eq!(
            from_spirv.push_webgpu, push,
            "{what}: WebGPU push slot derived from the SPIR-V reflection"
        );
        wgsl_checked += 1;
    }
    // The corpus has bound resources and WGSL-able entry points; a walk that checked nothing
    // would pass vacuously.
    assert!(
        bound > 0 && wgsl_checked > 0,
        "{bound} bindings, {wgsl_checked} WGSL entries"
    );
    eprintln!("{spirv_checked} SPIR-V and {wgsl_checked} WGSL entry points checked, {bound} SPIR-V bindings");
}

#[test]
fn a_counter_keeps_its_binding_from_moved_samplers_and_the_push_uniform() {
    // The append buffer's counter takes (0,1) on Vulkan. The WGSL backend always left it
    // there, so the sampler moves to (0,3) and the push uniform to (0,4); reflection said (0,1)
    // and (0,3) before the slots were decided in one place.
    let src = "SamplerState S : register(s0);\n\
               Texture2D T : register(t0);\n\
               AppendStructuredBuffer<uint> A : register(u2);\n\
               struct P { float4 c; };\n\
               [[vk::push_constant]] P pc;\n\
               [shader(\"pixel\")] float4 main() : SV_Target { return T.Sample(S, 0.5) * pc.c; }\n\
               [shader(\"pixel\")] float4 other() : SV_Target { A.Append(1); return 0; }\n";
    let compile = |target| {
        let options = CompileOptions {
            targets: vec![target],
            entry_points: vec![EntryPointRequest {
                name: "main".into(),
                stage: Some(Stage::Pixel),
            }],
            ..CompileOptions::default()
        };
        let r = oneshader::compile(src, "counter.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        r
    };
    let wgsl = compile(CompileTarget::Wgsl);
    let declared = wgsl_bindings(
        wgsl.find("main", CompileTarget::Wgsl)
            .expect("blob")
            .as_text(),
    );
    let expected: BTreeMap<String, (u32, u32)> = [("S", (0, 3)), ("T", (0, 0)), ("pc", (0, 4))]
        .map(|(n, s)| (n.to_string(), s))
        .into();
    assert_eq!(declared, expected);
    let r = wgsl.reflection.as_ref().expect("reflection");
    let from_wgsl = layout_slots(r, "main", "WGSL");
    let spirv = compile(CompileTarget::SpirV);
    let from_spirv = layout_slots(
        spirv.reflection.as_ref().expect("reflection"),
        "main",
        "SPIR-V",
    );
    for layouts in [&from_wgsl, &from_spirv] {
        assert_eq!(layouts.webgpu.get("S"), Some(&(0, 3)));
        assert_eq!(layouts.push_webgpu, Some((0, 4)));
    }
    let sampler = r.resources.iter().find(|res| res.name == "S").expect("S");
    assert_eq!(slot_of(&sampler.slots, CompileTarget::Wgsl), Some((0, 3)));
}
