//! The generated bindings at work: typed keys against the baked packs, Pod struct layouts,
//! layouts as `oneshader::layouts` data, and the fingerprint check on a changed interface.

use oneshader_codegen_test::{lit, material, sky, LIT_PACK, MATERIALS_PACK};
use oneshader_pack::oneshader::layouts::EntryLayout;
use oneshader_pack::oneshader::{CompileTarget, Stage};
use oneshader_pack::runtime::VariantKey;
use oneshader_pack::Pack;
use std::mem::{offset_of, size_of};
use std::path::Path;

fn materials() -> Pack {
    Pack::open(MATERIALS_PACK).unwrap()
}

#[test]
fn material_keys_find_the_specs_variants_with_their_defines() {
    use material::{Key, LightingValue};
    let pack = materials();
    let shader = pack.typed::<Key>().unwrap();
    let expected = [
        (
            false,
            LightingValue::None,
            "AlphaTestOff_LightingNone",
            vec!["LIGHTING=NONE", "LIGHTING_NONE=1"],
        ),
        (
            false,
            LightingValue::Lambert,
            "AlphaTestOff_LightingLambert",
            vec!["LIGHTING=LAMBERT", "LIGHTING_LAMBERT=1"],
        ),
        (
            false,
            LightingValue::Pbr,
            "AlphaTestOff_LightingPbr",
            vec!["LIGHTING=PBR", "LIGHTING_PBR=1"],
        ),
        (
            true,
            LightingValue::None,
            "AlphaTestOn_LightingNone",
            vec!["ALPHA_TEST=1", "LIGHTING=NONE", "LIGHTING_NONE=1"],
        ),
        (
            true,
            LightingValue::Lambert,
            "AlphaTestOn_LightingLambert",
            vec!["ALPHA_TEST=1", "LIGHTING=LAMBERT", "LIGHTING_LAMBERT=1"],
        ),
        (
            true,
            LightingValue::Pbr,
            "AlphaTestOn_LightingPbr",
            vec!["ALPHA_TEST=1", "LIGHTING=PBR", "LIGHTING_PBR=1"],
        ),
    ];
    assert_eq!(Key::COUNT, 6);
    for (i, (alpha_test, lighting, name, defines)) in expected.into_iter().enumerate() {
        let key = Key::new(alpha_test, lighting);
        assert_eq!(
            (key.index(), key.name(), key.defines()),
            (i, name, &defines[..])
        );
        assert_eq!(Key::ALL[i], key);
        assert_eq!(Key::try_from(i), Ok(key));
        let variant = shader.variant(key);
        assert_eq!((variant.index(), variant.name()), (i, name));
        assert_eq!(variant.defines(), &defines[..]);
        // The pack's untyped lookup agrees with the typed one.
        let by_text = pack
            .shader("Material")
            .unwrap()
            .variant(&[
                ("ALPHA_TEST", if alpha_test { "1" } else { "0" }),
                ("LIGHTING", lighting.name()),
            ])
            .unwrap();
        assert_eq!(by_text.index(), i);
        for entry in ["VSMain", "PSMain"] {
            for target in [
                CompileTarget::SpirV,
                CompileTarget::Wgsl,
                CompileTarget::Msl,
            ] {
                assert!(
                    variant.blob(entry, target).is_some_and(|b| !b.is_empty()),
                    "{name} {entry} {target}"
                );
            }
        }
        // Without lighting 3 bindings, with lighting 4 (NormalMap).
        let bindings = key.info().bindings.len();
        assert_eq!(
            bindings,
            if lighting == LightingValue::None {
                3
            } else {
                4
            },
            "{name}"
        );
    }
    let err = Key::try_from(6).unwrap_err();
    assert_eq!(
        err.to_string(),
        "variant index 6 is out of range; the shader has 6 variants"
    );
    assert_eq!(
        pack.variant_for(Key::new(true, LightingValue::Pbr))
            .unwrap()
            .name(),
        "AlphaTestOn_LightingPbr"
    );
    assert_eq!(
        Key::new(false, LightingValue::Lambert).to_string(),
        "AlphaTestOff_LightingLambert"
    );
}

#[test]
fn sky_keys_are_the_named_sets() {
    use sky::{Key, VariantName};
    let pack = materials();
    let shader = pack.typed::<Key>().unwrap();
    assert_eq!(Key::COUNT, 2);
    let day = shader.variant(Key::new(VariantName::Day));
    let night = shader.variant(VariantName::Night.into());
    assert_eq!(
        (day.name(), day.defines()),
        ("Day", &["NIGHT=0".to_string()][..])
    );
    assert_eq!(
        (night.name(), night.defines()),
        ("Night", &["NIGHT=1".to_string(), "STARS".to_string()][..])
    );
    assert_eq!(
        Key::from(VariantName::Night).defines(),
        ["NIGHT=1", "STARS"]
    );
    assert_eq!(
        Key::ALL,
        [Key::new(VariantName::Day), Key::new(VariantName::Night)]
    );
}

#[test]
fn pod_structs_have_the_reflected_sizes_and_offsets() {
    assert_eq!(
        (size_of::<material::Frame>(), material::Frame::SIZE),
        (80, 80)
    );
    assert_eq!(offset_of!(material::Frame, view_projection), 0);
    assert_eq!(offset_of!(material::Frame, tint), 64);
    let frame = material::Frame {
        view_projection: [[1.0, 0.0, 0.0, 0.0]; 4],
        tint: [0.5, 0.25, 1.0, 1.0],
    };
    let bytes = oneshader_pack::bytemuck::bytes_of(&frame);
    assert_eq!(bytes.len(), 80);
    assert_eq!(&bytes[64..68], &0.5f32.to_le_bytes());
    assert_eq!(size_of::<material::VSMainVertex>(), 32);
    assert_eq!(
        [
            offset_of!(material::VSMainVertex, position),
            offset_of!(material::VSMainVertex, uv),
            offset_of!(material::VSMainVertex, color)
        ],
        [0, 8, 16]
    );
    assert_eq!(
        (
            size_of::<sky::SkyParams>(),
            offset_of!(sky::SkyParams, time)
        ),
        (16, 12)
    );
    // The push block pads its tail; the nested struct and the padded array keep HLSL offsets.
    assert_eq!(
        (
            size_of::<lit::PushConstants>(),
            offset_of!(lit::PushConstants, index)
        ),
        (32, 16)
    );
    use lit::variants::{shadows_off_lighting_none as off, shadows_on_lighting_pbr as on};
    assert_eq!(
        (size_of::<off::Scene>(), size_of::<on::Scene>()),
        (128, 144)
    );
    assert_eq!(
        (
            offset_of!(on::Scene, weights),
            offset_of!(on::Scene, sun),
            offset_of!(on::Scene, shadow_params)
        ),
        (64, 112, 128)
    );
    assert_eq!(offset_of!(on::Light, intensity), 12);
    // Bindings shared by every variant that declares them.
    let n = material::bindings::NORMAL_MAP;
    assert_eq!((n.set, n.binding, n.count), (0, 3, 1));
    assert_eq!(
        material::bindings::FRAME.stages,
        [
            oneshader_pack::runtime::Stage::Vertex,
            oneshader_pack::runtime::Stage::Pixel
        ]
    );
    assert_eq!(
        (lit::bindings::OUTPUT.set, lit::bindings::OUTPUT.binding),
        (0, 1)
    );
}

#[test]
fn generated_layouts_equal_the_layouts_of_the_packs_reflection() {
    let pack = materials();
    let shader = pack.typed::<material::Key>().unwrap();
    for key in material::Key::ALL {
        let reflection = shader.variant(key).reflection().unwrap();
        for entry in ["VSMain", "PSMain"] {
            let generated = key.entry_layout(entry).unwrap().to_entry_layout();
            assert_eq!(
                generated,
                EntryLayout::try_create(&reflection, entry).unwrap(),
                "{key} {entry}"
            );
        }
        let pipeline = key.pipeline().unwrap();
        let lit = key.lighting() != material::LightingValue::None;
        assert_eq!(pipeline.resources.len(), if lit { 4 } else { 3 });
        assert_eq!(pipeline.vertex.as_ref().map(|v| v.stride), Some(32));
        // The pack bakes Msl too: its Metal argument indices are in the generated layouts,
        // per class in declaration order (Frame buffer 0; Atlas, NormalMap textures 0, 1;
        // AtlasSampler sampler 0), and the Metal pipeline layout is built from them.
        let metal = pipeline.try_to_metal().unwrap();
        let pixel = metal
            .stages
            .iter()
            .find(|s| s.stage == Stage::Pixel)
            .unwrap();
        let index = |name: &str| {
            pixel
                .arguments
                .iter()
                .find(|a| a.name == name)
                .map(|a| a.index)
        };
        assert_eq!(index("Frame"), Some(0), "{key}");
        assert_eq!(index("Atlas"), Some(0), "{key}");
        assert_eq!(index("AtlasSampler"), Some(0), "{key}");
        assert_eq!(
            index("NormalMap"),
            if lit { Some(1) } else { None },
            "{key}"
        );
    }
    let lit_pack = Pack::open(LIT_PACK).unwrap();
    let lit = lit_pack.typed::<lit::Key>().unwrap();
    for key in lit::Key::ALL {
        let reflection = lit.variant(key).reflection().unwrap();
        let layout = key.entry_layout("CSMain").unwrap();
        assert_eq!(layout.workgroup_size, [8, 4, 1]);
        assert_eq!(
            layout.to_entry_layout(),
            EntryLayout::try_create(&reflection, "CSMain").unwrap()
        );
        assert_eq!(
            key.pipeline().unwrap().push_constant.map(|p| p.size),
            Some(32)
        );
    }
}

#[test]
fn excluded_combinations_are_not_keys() {
    use lit::{Key, LightingValue};
    let pack = Pack::open(LIT_PACK).unwrap();
    let shader = pack.typed::<Key>().unwrap();
    assert_eq!(Key::COUNT, 5);
    assert_eq!(Key::new(true, LightingValue::None), None);
    let raw = pack.shader("Lit").unwrap();
    assert!(raw
        .variant(&[("SHADOWS", "1"), ("LIGHTING", "NONE")])
        .is_err());
    for (i, key) in Key::ALL.into_iter().enumerate() {
        assert_eq!(Key::new(key.shadows(), key.lighting()), Some(key));
        assert_eq!(key.index(), i);
        // The sparse index agrees with the pack's O(1) table.
        assert_eq!(raw.variant_by_key(key.info().key).unwrap().index(), i);
        assert_eq!(shader.variant(key).name(), key.name());
    }
    assert_eq!(
        Key::ALL.map(Key::name),
        [
            "ShadowsOff_LightingNone",
            "ShadowsOff_LightingLambert",
            "ShadowsOff_LightingPbr",
            "ShadowsOn_LightingLambert",
            "ShadowsOn_LightingPbr"
        ]
    );
    assert!(Key::try_from(5).is_err());
}

/// Copies the shipped shaders into a temporary folder, with `edit` applied to Material.hlsl, and
/// bakes them there.
fn bake_edited(dir_name: &str, edit: impl Fn(&str) -> String) -> Pack {
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/shaders");
    let dir = std::env::temp_dir().join(format!("{dir_name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for file in ["Material.hlsl", "Sky.hlsl", "materials.pack.ron"] {
        let text = std::fs::read_to_string(shipped.join(file)).unwrap();
        let text = if file == "Material.hlsl" {
            edit(&text)
        } else {
            text
        };
        std::fs::write(dir.join(file), text).unwrap();
    }
    let manifest = oneshader_pack::manifest::load(&dir.join("materials.pack.ron")).unwrap();
    let baked = oneshader_pack::bake(&manifest, &Default::default());
    assert!(!baked.has_errors(), "{:?}", baked.diagnostics);
    let _ = std::fs::remove_dir_all(&dir);
    Pack::from_vec(baked.to_bytes()).unwrap()
}

#[test]
fn a_changed_cbuffer_fails_the_fingerprint_check_with_a_readable_report() {
    let pack = bake_edited("oneshader-codegen-fog", |text| {
        text.replace(
            "float4x4 ViewProjection; float4 Tint;",
            "float4x4 ViewProjection; float Fog; float4 Tint;",
        )
    });
    let err = pack
        .typed::<material::Key>()
        .err()
        .expect("the fingerprint must differ");
    assert_eq!(
        err.to_string(),
        "shader 'Material' in the pack is incompatible with the compiled-in bindings:\n\
         \x20 Frame.Tint moved from offset 64 to 80 (in all 6 variants)\n\
         \x20 Frame.Fog was added at offset 64 (in all 6 variants)\n\
         Rebuild the project to update the generated bindings."
    );
    assert!(pack
        .variant_for(material::Key::new(true, material::LightingValue::Pbr))
        .is_err());
    // Sky did not change: its fingerprint still matches, though the pack was baked elsewhere.
    assert_eq!(pack.shader("Sky").unwrap().fingerprint(), sky::FINGERPRINT);
    assert!(pack.typed::<sky::Key>().is_ok());
}

#[test]
fn a_body_only_edit_keeps_the_fingerprint() {
    let pack = bake_edited("oneshader-codegen-body", |text| {
        text.replace("clip(c.a - 0.5);", "clip(c.a - 0.25);")
    });
    assert_eq!(
        pack.shader("Material").unwrap().fingerprint(),
        material::FINGERPRINT
    );
    assert_eq!(
        <material::Key as VariantKey>::SHADER.fingerprint,
        material::FINGERPRINT
    );
    assert!(pack.typed::<material::Key>().is_ok());
}

#[test]
fn a_missing_shader_is_named() {
    let err = Pack::open(LIT_PACK)
        .unwrap()
        .typed::<material::Key>()
        .err()
        .unwrap();
    assert_eq!(
        err.to_string(),
        "shader 'Material' in the pack is incompatible with the compiled-in bindings:\n  the pack has no shader 'Material' (it has: Lit)\nRebuild the project to update the generated bindings."
    );
}

/// The generated `sky` module, compared with `tests/snapshots/sky.rs`. After an intended change,
/// rerun with `ONESHADER_BLESS=1` (the one bless switch) and review the diff.
#[test]
fn the_generated_sky_module_matches_its_snapshot() {
    let source = oneshader_codegen_test::MATERIALS_SOURCE;
    let start = source.find("/// Bindings of the shader `Sky`").unwrap();
    let module = &source[start..];
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/sky.rs");
    if std::env::var_os("ONESHADER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, module).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        module == expected,
        "the generated module differs from {}:\n{module}",
        path.display()
    );
}
