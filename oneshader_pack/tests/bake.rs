//! End-to-end bakes: the shipped Material/Sky manifest, incremental rebuilds, grouped errors,
//! pack round trips and corrupted packs.

use oneshader::CompileTarget;
use oneshader_pack::{bake, manifest, BakeOptions, Pack};
use std::path::{Path, PathBuf};

/// The targets the tests bake for: every implemented one among SpirV and Wgsl.
fn targets() -> Vec<CompileTarget> {
    [
        CompileTarget::SpirV,
        CompileTarget::Wgsl,
        CompileTarget::Msl,
    ]
    .into_iter()
    .filter(|t| t.is_implemented())
    .collect()
}

fn targets_ron() -> String {
    let names: Vec<String> = targets().iter().map(|t| format!("\"{t}\"")).collect();
    format!("[{}]", names.join(", "))
}

fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/shaders")
}

/// A fresh temporary folder holding copies of the shipped shaders.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("osp-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for f in ["Material.hlsl", "Sky.hlsl"] {
        std::fs::copy(assets().join(f), dir.join(f)).unwrap();
    }
    dir
}

fn manifest_text(lighting: &str) -> String {
    format!(
        r#"(
    targets: {},
    shaders: [
        (path: "Material.hlsl", axes: "ALPHA_TEST;LIGHTING={lighting}"),
        (path: "Sky.hlsl", variants: [(name: "Day", defines: "NIGHT=0"), (name: "Night", defines: "NIGHT=1;STARS")]),
    ],
)"#,
        targets_ron()
    )
}

fn bake_dir(dir: &Path, text: &str, cache: bool) -> oneshader_pack::Baked {
    let path = dir.join("m.pack.ron");
    std::fs::write(&path, text).unwrap();
    let m = manifest::load(&path).unwrap();
    bake(
        &m,
        &BakeOptions {
            cache_dir: cache.then(|| dir.join("cache")),
            ..Default::default()
        },
    )
}

#[test]
fn shipped_assets_bake_into_the_specs_variants() {
    // The shipped manifest, with every target this build can produce.
    let text = std::fs::read_to_string(assets().join("materials.pack.ron")).unwrap();
    let text = text.replace(
        "targets: [\"SpirV\", \"Wgsl\", \"Msl\"]",
        &format!("targets: {}", targets_ron()),
    );
    let m = manifest::parse(&text, &assets().join("materials.pack.ron")).unwrap();
    let baked = bake(&m, &BakeOptions::default());
    for g in &baked.diagnostics {
        eprintln!("{}", g.render(false));
    }
    assert!(!baked.has_errors());
    assert_eq!(
        baked.summary(),
        format!("{} compiled, 0 up to date", 8 * targets().len())
    );
    let pack = Pack::from_vec(baked.to_bytes()).unwrap();

    let material = pack.shader("Material").unwrap();
    let listed: Vec<(usize, &str, String, usize)> = material
        .variants()
        .map(|v| {
            let r = v.reflection().unwrap();
            let frame = r.resource("Frame").unwrap().layout.as_ref().unwrap().size;
            assert_eq!(frame, 80, "Frame in {}", v.name());
            (
                v.index(),
                v.name(),
                v.defines().join(" "),
                r.resources.len(),
            )
        })
        .collect();
    let expected = [
        (
            0,
            "AlphaTestOff_LightingNone",
            "LIGHTING=NONE LIGHTING_NONE=1",
            3,
        ),
        (
            1,
            "AlphaTestOff_LightingLambert",
            "LIGHTING=LAMBERT LIGHTING_LAMBERT=1",
            4,
        ),
        (
            2,
            "AlphaTestOff_LightingPbr",
            "LIGHTING=PBR LIGHTING_PBR=1",
            4,
        ),
        (
            3,
            "AlphaTestOn_LightingNone",
            "ALPHA_TEST=1 LIGHTING=NONE LIGHTING_NONE=1",
            3,
        ),
        (
            4,
            "AlphaTestOn_LightingLambert",
            "ALPHA_TEST=1 LIGHTING=LAMBERT LIGHTING_LAMBERT=1",
            4,
        ),
        (
            5,
            "AlphaTestOn_LightingPbr",
            "ALPHA_TEST=1 LIGHTING=PBR LIGHTING_PBR=1",
            4,
        ),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|(i, n, d, b)| (*i, *n, d.to_string(), *b))
        .collect();
    assert_eq!(listed, expected);

    // Typed-key lookup, by pairs and by positions.
    let pbr = material
        .variant(&[("ALPHA_TEST", "1"), ("LIGHTING", "PBR")])
        .unwrap();
    assert_eq!(pbr.name(), "AlphaTestOn_LightingPbr");
    assert_eq!(
        material.variant_by_key(&[0, 1]).unwrap().name(),
        "AlphaTestOff_LightingLambert"
    );
    assert_eq!(
        material.variant(&[("LIGHTING", "NONE")]).unwrap().name(),
        "AlphaTestOff_LightingNone"
    );
    assert!(material.variant(&[("LIGHTING", "TOON")]).is_err());
    let words = pbr.blob("PSMain", CompileTarget::SpirV).unwrap();
    assert_eq!(&words[..4], &0x0723_0203u32.to_le_bytes());
    // The vertex shader is identical in every variant: stored once.
    let vs: Vec<usize> = material
        .variants()
        .map(|v| v.blob_index("VSMain", CompileTarget::SpirV).unwrap())
        .collect();
    assert!(vs.iter().all(|&i| i == vs[0]));
    assert!(baked.reports[0]
        .unchanged
        .contains(&"ALPHA_TEST does not change VSMain".to_string()));

    let sky = pack.shader("Sky").unwrap();
    let sets: Vec<(&str, String)> = sky
        .variants()
        .map(|v| (v.name(), v.defines().join(" ")))
        .collect();
    assert_eq!(
        sets,
        [
            ("Day", "NIGHT=0".to_string()),
            ("Night", "NIGHT=1 STARS".to_string())
        ]
    );
    assert_eq!(sky.variant(&[("VARIANT", "Night")]).unwrap().index(), 1);
    assert_eq!(sky.variant_named("Day").unwrap().index(), 0);
    for v in sky.variants() {
        assert_eq!(v.entry_points().collect::<Vec<_>>(), ["PSMain"]);
        for t in targets() {
            assert!(v.blob("PSMain", t).is_some(), "{} {t}", v.name());
        }
    }
}

#[test]
fn rebuilds_compile_only_what_changed() {
    let dir = scratch("incremental");
    let n = targets().len();
    let first = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), true);
    assert!(!first.has_errors());
    assert_eq!(first.summary(), format!("{} compiled, 0 up to date", 8 * n));
    let again = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), true);
    assert_eq!(again.summary(), format!("0 compiled, {} up to date", 8 * n));
    assert_eq!(
        again.to_bytes(),
        first.to_bytes(),
        "a cached bake gives the same pack"
    );
    let toon = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR|TOON"), true);
    assert_eq!(
        toon.summary(),
        format!("{} compiled, {} up to date", 2 * n, 8 * n)
    );

    // An include read only by the PBR branch: editing it recompiles the 2 PBR variants.
    let material = std::fs::read_to_string(dir.join("Material.hlsl")).unwrap();
    let material = material.replace(
        "#elif LIGHTING_PBR\n",
        "#elif LIGHTING_PBR\n#include \"Pbr.hlsli\"\n",
    );
    std::fs::write(dir.join("Material.hlsl"), material).unwrap();
    std::fs::write(dir.join("Pbr.hlsli"), "// specular 1\n").unwrap();
    let with_include = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), true);
    assert_eq!(
        with_include.summary(),
        format!("{} compiled, {} up to date", 6 * n, 2 * n)
    );
    assert!(with_include.files.iter().any(|f| f.ends_with("Pbr.hlsli")));
    std::fs::write(dir.join("Pbr.hlsli"), "// specular 2\n").unwrap();
    let edited = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), true);
    assert_eq!(
        edited.summary(),
        format!("{} compiled, {} up to date", 2 * n, 6 * n)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_error_under_two_variants_is_printed_once_with_them() {
    let dir = scratch("typo");
    let material = std::fs::read_to_string(dir.join("Material.hlsl")).unwrap();
    std::fs::write(
        dir.join("Material.hlsl"),
        material.replace("pow(d, 16.0)", "pow(dd, 16.0)"),
    )
    .unwrap();
    let baked = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), false);
    let errors: Vec<String> = baked.diagnostics.iter().map(|g| g.render(false)).collect();
    let file = dir.join("Material.hlsl").display().to_string();
    assert_eq!(
        errors,
        [format!("{file}(38,29): error OSH0300: 'dd' is not declared. Did you mean 'd'? (variants LIGHTING=PBR; ALPHA_TEST=1, LIGHTING=PBR)")]
    );
    // A broken shared line fails everywhere.
    std::fs::write(
        dir.join("Material.hlsl"),
        material.replace("o.Uv = i.Uv;", "o.Uv = i.Uvv;"),
    )
    .unwrap();
    let baked = bake_dir(&dir, &manifest_text("NONE|LAMBERT|PBR"), false);
    assert_eq!(baked.diagnostics.len(), 1);
    assert_eq!(baked.diagnostics[0].suffix(), "(in all 6 variants)");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sixty_five_variants_need_max_variants() {
    let dir = scratch("limit");
    let path = dir.join("m.pack.ron");
    std::fs::write(
        &path,
        "(\n  shaders: [\n    (path: \"Material.hlsl\", axes: \"A;B;C;D;E;F;G\", exclude: [\"G && (A || B || C || D || E || F)\"]),\n  ],\n)",
    )
    .unwrap();
    let d = manifest::load(&path).unwrap_err();
    assert_eq!(d.code.to_string(), "OSH0905");
    assert_eq!((d.line, d.column), (3, 13));
    assert!(
        d.message.contains("'Material' has 65 variants"),
        "{}",
        d.message
    );
    assert!(d.message.contains("max_variants: 65"), "{}", d.message);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A small deterministic generator for the corruption test.
struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn packs_round_trip_and_corrupt_packs_are_rejected_without_panics() {
    let m = manifest::load(&assets().join("materials.pack.ron")).unwrap();
    let bytes = bake(&m, &BakeOptions::default()).to_bytes();
    let pack = Pack::from_bytes(&bytes).unwrap();
    for i in 0..pack.blob_count() {
        let blob = pack.blob(i).unwrap();
        assert_eq!(blake3::hash(blob).as_bytes(), pack.blob_hash(i).unwrap());
    }
    // Through a file, written atomically.
    let dir = scratch("roundtrip");
    let file = dir.join("p.ospack");
    oneshader_pack::pack::write_atomic(&file, &bytes).unwrap();
    assert_eq!(Pack::open(&file).unwrap().manifest(), pack.manifest());

    // Every truncation is an error.
    for len in (0..bytes.len()).step_by(7).chain([bytes.len() - 1]) {
        assert!(
            Pack::from_bytes(&bytes[..len]).is_err(),
            "truncated to {len}"
        );
    }
    // Random mutations: one to four bytes changed, or a header field set to an extreme.
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    for round in 0..3000 {
        let mut b = bytes.clone();
        if round % 5 == 0 {
            let field = 8 + (rng.next() as usize % 7) * 8;
            let v = [0u64, u64::MAX, rng.next(), (b.len() as u64) + 1][rng.next() as usize % 4];
            b[field..field + 8].copy_from_slice(&v.to_le_bytes());
        } else {
            for _ in 0..1 + rng.next() % 4 {
                let at = rng.next() as usize % b.len();
                b[at] ^= 1 << (rng.next() % 8);
            }
        }
        // Padding bytes carry no meaning; anything else must be caught.
        if Pack::from_vec(b.clone()).is_ok() {
            accepted += 1;
        }
    }
    assert!(accepted < 30, "{accepted} corrupted packs were accepted");
    // Garbage that starts with the magic.
    for n in 0..500 {
        let mut b = b"OSPACK\0\x1a".to_vec();
        b.extend((0..n).map(|_| rng.next() as u8));
        assert!(Pack::from_vec(b).is_err());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `f` on another thread; a read that blocks (a FIFO) fails the test instead of hanging it.
fn within<T: Send + 'static>(seconds: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(f());
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(seconds))
        .unwrap_or_else(|_| panic!("did not finish within {seconds} s"))
}

#[test]
fn manifest_paths_must_be_regular_files_below_the_size_limit() {
    let dir = scratch("paths");
    std::fs::create_dir_all(dir.join("Folder.hlsl")).unwrap();
    let fifo = dir.join("Pipe.hlsl");
    let have_fifo = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let mut shaders = vec!["(path: \"Folder.hlsl\")", "(path: \"Sky.hlsl\")"];
    if have_fifo {
        shaders.push("(path: \"Pipe.hlsl\")");
    }
    let path = dir.join("m.pack.ron");
    std::fs::write(&path, format!("(shaders: [{}])", shaders.join(", "))).unwrap();
    let m = manifest::load(&path).unwrap();
    let baked = within(60, move || {
        bake(
            &m,
            &BakeOptions {
                // Sky.hlsl is larger than this.
                max_file_bytes: Some(100),
                ..Default::default()
            },
        )
    });
    let messages: Vec<String> = baked.diagnostics.iter().map(|g| g.render(false)).collect();
    let expect = |name: &str, why: &str| {
        let file = dir.join(name);
        format!(
            "{0}(1,1): error OSH0003: Cannot read '{0}': {why}. Check the path in the manifest",
            file.display()
        )
    };
    assert_eq!(
        messages[0],
        expect("Folder.hlsl", "it is a directory, not a regular file")
    );
    assert_eq!(
        messages[1],
        expect("Sky.hlsl", "it is larger than the limit of 100 bytes")
    );
    if have_fifo {
        assert_eq!(
            messages[2],
            expect("Pipe.hlsl", "it is a FIFO, not a regular file")
        );
        // The manifest itself is read the same way.
        let d = within(60, move || manifest::load(&fifo).unwrap_err());
        assert_eq!(d.code.to_string(), "OSH0904");
        assert_eq!(
            d.message,
            "The manifest could not be read: it is a FIFO, not a regular file."
        );
    }
    assert_eq!(messages.len(), shaders.len());
    let _ = std::fs::remove_dir_all(&dir);
}
