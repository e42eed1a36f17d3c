//! DXC's Vulkan binding options end to end: a D3D12-style shader whose `t0`, `s0`, `u0` and
//! `b0` all land on binding 0 without options, compiled with MiniEngine's shifts; the SPIR-V
//! decorations, reflection's slots and the WGSL `@binding`s (which `slots` derives from the
//! Vulkan ones) all follow. Also a collision a shift causes, with its position and code.

use oneshader::reflect::TargetSlot;
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, Severity};
use oneshader::{RegisterShift, ShiftSpace, VulkanBindingOptions};
use std::collections::BTreeMap;

mod common;
use common::{spirv_bindings, spirv_val, wgsl_bindings};

const SHADER: &str = "\
Texture2D<float4> Src : register(t0);
SamplerState Linear : register(s0);
[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Dst : register(u0);
cbuffer Params : register(b0) { float Scale; };

[shader(\"compute\")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Dst[id.xy] = Src.SampleLevel(Linear, float2(id.xy) * Scale, 0);
}
";

fn all(shift: u32) -> Vec<RegisterShift> {
    vec![RegisterShift {
        shift,
        space: ShiftSpace::All,
    }]
}

/// `-fvk-t-shift 100 all -fvk-s-shift 200 all -fvk-u-shift 300 all`, as MiniEngine builds.
fn miniengine() -> VulkanBindingOptions {
    VulkanBindingOptions {
        t_shift: all(100),
        s_shift: all(200),
        u_shift: all(300),
        ..Default::default()
    }
}

fn build(source: &str, bindings: VulkanBindingOptions, targets: &[CompileTarget]) -> CompileResult {
    let options = CompileOptions {
        targets: targets.to_vec(),
        vulkan_bindings: bindings,
        ..CompileOptions::default()
    };
    compile(source, "shift.hlsl", &options)
}

fn slot(slots: &[TargetSlot], target: CompileTarget) -> Option<(u32, u32)> {
    slots
        .iter()
        .find(|s| s.target == target)
        .map(|s| (s.set, s.binding))
}

#[test]
fn without_shifts_d3d12_registers_collide_on_binding_0() {
    let r = build(
        SHADER,
        VulkanBindingOptions::default(),
        &[CompileTarget::SpirV],
    );
    assert!(!r.success());
    assert!(r
        .diagnostics
        .iter()
        .any(|d| d.code.to_string() == "OSH0330"));
}

#[test]
fn miniengine_shifts_move_spirv_reflection_and_wgsl_slots() {
    // SPIR-V.rst, "HLSL register and Vulkan binding": register xN in spaceM becomes set M,
    // binding N + the -fvk-x-shift for that class and space; b has no shift here.
    let r = build(
        SHADER,
        miniengine(),
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let expected: BTreeMap<String, (u32, u32)> = [
        ("Src", (0, 100)),
        ("Linear", (0, 200)),
        ("Dst", (0, 300)),
        ("Params", (0, 0)),
    ]
    .into_iter()
    .map(|(n, s)| (n.to_string(), s))
    .collect();

    let spirv = r.find("main", CompileTarget::SpirV).expect("SPIR-V blob");
    assert_eq!(spirv_bindings(&spirv.words()), expected);

    let reflection = r.reflection.as_ref().expect("reflection");
    for (name, &vk) in &expected {
        let res = reflection
            .resources
            .iter()
            .find(|res| &res.name == name)
            .unwrap_or_else(|| panic!("reflection lists {name}"));
        assert_eq!(slot(&res.slots, CompileTarget::SpirV), Some(vk), "{name}");
        // WebGPU slots derive from the Vulkan ones: the group is the set and the binding
        // keeps the shifted number's order, so every resource has a distinct slot.
        assert!(slot(&res.slots, CompileTarget::Wgsl).is_some(), "{name}");
    }

    let wgsl = r.find("main", CompileTarget::Wgsl).expect("WGSL blob");
    let wgsl_slots = wgsl_bindings(wgsl.as_text());
    for res in &reflection.resources {
        assert_eq!(
            wgsl_slots.get(&res.name).copied(),
            slot(&res.slots, CompileTarget::Wgsl),
            "WGSL @group/@binding of {}",
            res.name
        );
    }
    let unshifted: Vec<_> = reflection
        .resources
        .iter()
        .map(|res| slot(&res.slots, CompileTarget::Wgsl))
        .collect();
    let mut distinct = unshifted.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), unshifted.len(), "{unshifted:?}");
}

#[test]
fn a_collision_caused_by_a_shift_names_both_resources_and_the_option() {
    let source = "\
Texture2D<float4> Src : register(t0);
cbuffer Params : register(b100) { float Scale; };
float4 main() : SV_Target { return Src.Load(int3(0, 0, 0)) * Scale; }
";
    let options = CompileOptions {
        vulkan_bindings: VulkanBindingOptions {
            t_shift: all(100),
            ..Default::default()
        },
        entry_points: vec![oneshader::EntryPointRequest {
            name: "main".into(),
            stage: Some(oneshader::Stage::Pixel),
        }],
        ..CompileOptions::default()
    };
    let r = compile(source, "shift.hlsl", &options);
    let errors: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = errors[0];
    assert_eq!(d.code.to_string(), "OSH0330");
    assert_eq!((d.file.as_str(), d.line, d.column), ("shift.hlsl", 2, 9));
    assert_eq!(
        d.message,
        "'Src' and 'Params' both use set 0, binding 100. 'Src' is there because of -fvk-t-shift 100 all. The entry point 'main' uses both. Add [[vk::binding(N)]] to one of them or give them different register numbers."
    );
}

/// A texture/sampler pair at t1/s1 and a constant buffer at `[[vk::binding(1, 0)]]` in one file,
/// as real shaders declare them; each entry point below uses only some.
const ALIASED: &str = "\
Texture2D<float4> T : register(t1);
SamplerState S : register(s1);
[[vk::binding(1, 0)]] cbuffer C { float4 k; };
";

fn naga_validate(text: &str) {
    let module = naga::front::wgsl::parse_str(text)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
}

#[test]
fn a_slot_shared_only_by_resources_of_different_entry_points_is_a_warning() {
    // DXC (SPIR-V.rst, "HLSL register and Vulkan binding") drops the declarations an entry
    // point does not use before it emits bindings, so T/S and C never meet in one module.
    let source = format!(
        "{ALIASED}
[shader(\"pixel\")]
float4 sampled(float2 uv : TEXCOORD0) : SV_Target {{ return T.Sample(S, uv); }}
[shader(\"pixel\")]
float4 constant() : SV_Target {{ return k; }}
"
    );
    let r = build(
        &source,
        VulkanBindingOptions::default(),
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let warnings: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.code.to_string() == "OSH0337")
        .collect();
    assert_eq!(warnings.len(), 1, "{:?}", r.diagnostics);
    let w = warnings[0];
    assert_eq!(w.severity, Severity::Warning);
    assert_eq!((w.file.as_str(), w.line, w.column), ("shift.hlsl", 3, 31));
    assert!(w.message.contains("'T' and 'C'"), "{}", w.message);

    for entry in ["sampled", "constant"] {
        let spirv = r.find(entry, CompileTarget::SpirV).expect("SPIR-V blob");
        spirv_val(&spirv.words(), entry).unwrap();
        let wgsl = r.find(entry, CompileTarget::Wgsl).expect("WGSL blob");
        naga_validate(wgsl.as_text());
        // Every variable the entry point declares has its own @group/@binding.
        let slots = wgsl_bindings(wgsl.as_text());
        let mut distinct: Vec<_> = slots.values().collect();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), slots.len(), "{entry}: {slots:?}");
    }
    let sampled = r
        .find("sampled", CompileTarget::SpirV)
        .expect("SPIR-V blob");
    let b = spirv_bindings(&sampled.words());
    assert_eq!((b.get("T"), b.get("S")), (Some(&(0, 1)), Some(&(0, 1))));
    let constant = r
        .find("constant", CompileTarget::SpirV)
        .expect("SPIR-V blob");
    assert_eq!(spirv_bindings(&constant.words()).get("C"), Some(&(0, 1)));
}

#[test]
fn a_slot_shared_by_resources_of_one_entry_point_is_osh0330_naming_it() {
    let source = format!(
        "{ALIASED}
[shader(\"pixel\")]
float4 both() : SV_Target {{ return T.Load(int3(0, 0, 0)) * k; }}
"
    );
    let r = build(
        &source,
        VulkanBindingOptions::default(),
        &[CompileTarget::SpirV],
    );
    assert!(!r.success());
    let errors: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = errors[0];
    assert_eq!(d.code.to_string(), "OSH0330");
    assert_eq!((d.file.as_str(), d.line, d.column), ("shift.hlsl", 3, 31));
    assert_eq!(
        d.message,
        "'T' and 'C' both use set 0, binding 1. The entry point 'both' uses both. Add [[vk::binding(N)]] to one of them or give them different register numbers."
    );
}

/// `-fvk-auto-shift-bindings` (SPIR-V.rst, "HLSL register and Vulkan binding"; DXC's
/// `vk.binding.cl.auto-shift-bindings.hlsl`): a resource without a register number looks for
/// its free binding from the shift of the register class its type implies, in its set; one
/// with `[[vk::binding]]` or `register(xN)` is placed as without the option. A counter takes
/// the next free binding from 0, as DXC gives counters no register class.
#[test]
fn auto_shift_bindings_start_unnumbered_resources_at_their_class_shift() {
    let source = "\
struct S { float4 v; };
[[vk::binding(42)]] ConstantBuffer<S> Pinned;
Texture1D T1 : register(t1, space1);
Texture2D T0 : register(t0);
Texture2D Free;
Texture3D Free2 : register(space1);
StructuredBuffer<float> Sb;
SamplerState Ss;
RWByteAddressBuffer Rw;
AppendStructuredBuffer<float> Ap;
cbuffer C { float k; };
RWStructuredBuffer<float4> Out : register(u0, space2);
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void main() {
    float4 v = Pinned.v + T1.Load(int2(0, 0)) + T0.Load(int3(0, 0, 0)) + Free.Load(int3(0, 0, 0))
        + Free2.Load(int4(0, 0, 0, 0)) + Sb[0] + Free.SampleLevel(Ss, float2(0, 0), 0) + k;
    Rw.Store(0, 1u);
    Ap.Append(v.x);
    Out[0] = v;
}
";
    let mut options = CompileOptions::default();
    let flags: Vec<String> = "-fvk-b-shift 100 0 -fvk-t-shift 200 0 -fvk-t-shift 300 1 -fvk-s-shift 500 0 -fvk-u-shift 700 0 -fvk-auto-shift-bindings"
        .split(' ')
        .map(String::from)
        .collect();
    oneshader::dxc_args::apply_all(&mut options, &flags).unwrap();
    let r = compile(source, "auto.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.blobs[0].words();
    spirv_val(&words, "auto-shift").unwrap();
    let b = spirv_bindings(&words);
    let expected = [
        ("Pinned", (0, 42)),
        ("T1", (1, 301)),
        ("T0", (0, 200)),
        ("Free", (0, 201)),
        ("Free2", (1, 300)),
        ("Sb", (0, 202)),
        ("Ss", (0, 500)),
        ("Rw", (0, 700)),
        ("Ap", (0, 701)),
        ("counter.var.Ap", (0, 0)),
        ("C", (0, 100)),
        // Space 2 has no shift.
        ("Out", (2, 0)),
    ];
    for (name, slot) in expected {
        assert_eq!(b.get(name), Some(&slot), "{name}: {b:?}");
    }
    // Without the option the same resources fill the lowest free bindings.
    options.vulkan_bindings.auto_shift = false;
    let b = spirv_bindings(&compile(source, "auto.hlsl", &options).blobs[0].words());
    assert_eq!(b.get("Free"), Some(&(0, 0)), "{b:?}");
    assert_eq!(b.get("Ss"), Some(&(0, 2)), "{b:?}");
}

/// Global structs of resources, as DXC's Vulkan backend flattens them: one resource per member
/// (array elements of structs too), named by its path, at consecutive bindings from the
/// struct's own; a resource array in the struct is one array that reserves a binding per
/// element, and so does every plain array of a module that has such a struct. The same slots in
/// reflection, SPIR-V and WGSL; only what the entry point names is in the module.
#[test]
fn global_structs_of_resources_flatten_to_consecutive_bindings_as_dxc_numbers_them() {
    let source = "\
struct Tex { Texture2D t; SamplerState s; float4 At(float2 uv) { return t.Sample(s, uv); } };
struct Material { Tex albedo; Texture2D<float> rough[2]; };
struct Detailed : Tex { Texture2D extra; };
Texture2D<float4> Textures[10];
Material Mat : register(t20);
Tex Pairs[2];
Detailed Det;
cbuffer C { float k; };
float4 Sampled(Tex x, float2 uv) { return x.t.Sample(x.s, uv); }
[shader(\"pixel\")]
float4 main(float2 uv : TEXCOORD) : SV_Target {
    Tex local = Pairs[1];
    return Mat.albedo.At(uv) + Mat.rough[1].Sample(Mat.albedo.s, uv) + Sampled(Pairs[1], uv)
        + local.At(uv * k) + Det.extra.Sample(Det.s, uv) + Det.At(uv) + Textures[3].Sample(Pairs[0].s, uv);
}
";
    let r = build(
        source,
        VulkanBindingOptions::default(),
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
    );
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:#?}");
    // Textures[10] takes 0..9 (one binding per element, since the module flattens structs);
    // Mat is at t20 (20..23, rough[2] at 22 reserving 23); Pairs[2] takes the lowest free run
    // of 4 (10..13), Det the next of 3 (14..16), C the next binding (17).
    let expected = [
        ("Textures", 0),
        ("Mat.albedo.t", 20),
        ("Mat.albedo.s", 21),
        ("Mat.rough", 22),
        ("Pairs[0].t", 10),
        ("Pairs[0].s", 11),
        ("Pairs[1].t", 12),
        ("Pairs[1].s", 13),
        ("Det.t", 14),
        ("Det.s", 15),
        ("Det.extra", 16),
        ("C", 17),
    ];
    let reflection = r.reflection.as_ref().expect("reflection");
    for (name, binding) in expected {
        let resource = reflection
            .resources
            .iter()
            .find(|x| x.name == name)
            .unwrap_or_else(|| panic!("{name} in {:?}", reflection.resources));
        assert_eq!(
            slot(&resource.slots, CompileTarget::SpirV),
            Some((0, binding)),
            "{name}"
        );
    }
    let mat_rough = reflection
        .resources
        .iter()
        .find(|x| x.name == "Mat.rough")
        .unwrap();
    assert_eq!(mat_rough.count, 2);
    let words = r.find("main", CompileTarget::SpirV).expect("spirv").words();
    spirv_val(&words, "resource_structs").unwrap();
    let spirv = spirv_bindings(&words);
    for (name, binding) in expected {
        // Pairs[0].t is not used, so not declared.
        if name == "Pairs[0].t" {
            assert!(!spirv.contains_key(name), "{spirv:?}");
            continue;
        }
        assert_eq!(spirv.get(name), Some(&(0, binding)), "{name}: {spirv:?}");
    }
    let wgsl = r.find("main", CompileTarget::Wgsl).expect("wgsl").as_text();
    common::naga_validate(wgsl).unwrap();
    let wgsl_slots = wgsl_bindings(wgsl);
    for (name, resource) in [("Mat_albedo_s", "Mat.albedo.s"), ("Det_extra", "Det.extra")] {
        let r = reflection
            .resources
            .iter()
            .find(|x| x.name == resource)
            .unwrap();
        assert_eq!(
            wgsl_slots.get(name).copied(),
            slot(&r.slots, CompileTarget::Wgsl),
            "{name}: {wgsl_slots:?}"
        );
    }
}

/// What a global struct of resources cannot be, at the declaration, and a run-time index into
/// an array of them, where it is written.
#[test]
fn global_structs_of_resources_that_cannot_be_flattened_are_reported_where_declared() {
    let source = "\
struct Mixed { Texture2D t; float scale; };
struct Counted { Texture2D t; RWStructuredBuffer<float> rw; };
struct Tex { Texture2D t; SamplerState s; };
Mixed gMixed;
Counted gCounted;
Tex gTex[2];
cbuffer C { uint i; };
[shader(\"pixel\")]
float4 main(float2 uv : TEXCOORD) : SV_Target {
    return gTex[i].t.Sample(gTex[0].s, uv) + gTex[2].t.Sample(gTex[1].s, uv);
}
";
    let r = build(
        source,
        VulkanBindingOptions::default(),
        &[CompileTarget::SpirV],
    );
    for (code, at, text) in [
        (
            "OSH0350",
            (4, 7),
            "'gMixed' is a struct holding resources beside data ('float')",
        ),
        (
            "OSH0350",
            (5, 9),
            "'gCounted' is a struct holding 'RWStructuredBuffer<float>'",
        ),
        ("OSH0350", (10, 17), "can only be indexed with a constant"),
        (
            "OSH0320",
            (10, 51),
            "The index 2 is out of bounds: 'Tex[2]' has 2 elements.",
        ),
    ] {
        assert!(
            common::has_diagnostic(&r, code, at, text),
            "{code} {at:?} {text}: {:#?}",
            r.diagnostics
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
        );
    }
}
