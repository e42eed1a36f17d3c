//! The `oneshader-pack` command: exit codes, --check, --depfile, inspect.

use std::path::{Path, PathBuf};
use std::process::Command;

fn exe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_oneshader-pack"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("osp-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/shaders");
    for f in ["Material.hlsl", "Sky.hlsl", "materials.pack.ron"] {
        std::fs::copy(assets.join(f), dir.join(f)).unwrap();
    }
    dir
}

#[test]
fn build_check_depfile_and_inspect() {
    let dir = scratch("ok");
    let manifest = dir.join("materials.pack.ron");
    let cache = dir.join("cache");
    let check = exe()
        .args(["build", "--check", "--cache-dir"])
        .arg(&cache)
        .arg(&manifest)
        .output()
        .unwrap();
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(
        !dir.join("materials.ospack").exists(),
        "--check writes nothing"
    );
    assert!(!cache.exists(), "--check does not fill the cache");

    let build = exe()
        .args(["build", "--cache-dir"])
        .arg(&cache)
        .arg("--depfile")
        .arg(dir.join("p.d"))
        .arg(&manifest)
        .output()
        .unwrap();
    assert_eq!(build.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&build.stdout);
    // 8 variants × SpirV, Wgsl and Msl.
    assert!(stdout.contains("24 compiled, 0 up to date"), "{stdout}");
    let pack = dir.join("materials.ospack");
    assert!(pack.exists());
    let dep = std::fs::read_to_string(dir.join("p.d")).unwrap();
    assert!(dep.starts_with(&format!("{}:", pack.display())), "{dep}");
    assert!(
        dep.contains("Sky.hlsl") && dep.contains("materials.pack.ron"),
        "{dep}"
    );

    let inspect = exe().arg("inspect").arg(&pack).output().unwrap();
    assert_eq!(inspect.status.code(), Some(0));
    let text = String::from_utf8_lossy(&inspect.stdout);
    assert!(text.contains("Material: 6 variants"), "{text}");
    assert!(text.contains("5 AlphaTestOn_LightingPbr"), "{text}");
    assert!(text.contains("4 bindings"), "{text}");
    assert!(text.contains("1 Night"), "{text}");
    // Every target's blob is listed, Metal's included.
    for target in ["PSMain SpirV", "PSMain Wgsl", "PSMain Msl"] {
        assert!(text.contains(target), "{target}: {text}");
    }

    // A pack whose reflection cannot be read is an error, not a listing that exits 0.
    let good = oneshader_pack::Pack::open(&pack).unwrap();
    let mut manifest = good.manifest().clone();
    manifest.shaders[0].variants[2].reflection = "not reflection".into();
    let blobs: Vec<Vec<u8>> = (0..good.blob_count())
        .map(|i| good.blob(i).unwrap().to_vec())
        .collect();
    let bad_reflection = dir.join("bad-reflection.ospack");
    std::fs::write(
        &bad_reflection,
        oneshader_pack::pack::to_bytes(&manifest, &blobs),
    )
    .unwrap();
    let bad = exe().arg("inspect").arg(&bad_reflection).output().unwrap();
    assert_eq!(bad.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("error OSH0907: the pack manifest is corrupt: variant 'AlphaTestOff_LightingPbr' of 'Material' has unreadable reflection"),
        "{stderr}"
    );
    assert!(!String::from_utf8_lossy(&bad.stdout).contains("reflection unreadable"));

    std::fs::write(&pack, b"OSPACK\0\x1a garbage").unwrap();
    let bad = exe().arg("inspect").arg(&pack).output().unwrap();
    assert_eq!(bad.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("error OSH0907: the pack is truncated"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn shader_errors_exit_1_and_manifest_errors_exit_2() {
    let dir = scratch("errors");
    let sky = std::fs::read_to_string(dir.join("Sky.hlsl")).unwrap();
    std::fs::write(
        dir.join("Sky.hlsl"),
        sky.replace("#ifdef STARS\n    c +=", "#ifdef STARS\n    cc +="),
    )
    .unwrap();
    let out = exe()
        .args(["build", "--no-cache", "--color", "never"])
        .arg(dir.join("materials.pack.ron"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("Sky.hlsl(11,5): error OSH0300: 'cc' is not declared. Did you mean 'c'? (variant Night)"),
        "{stderr}"
    );
    assert!(!dir.join("materials.ospack").exists());

    std::fs::write(
        dir.join("bad.pack.ron"),
        "(\n  shaders: [\n    (path: \"Sky.hlsl\" axes: \"A\"),\n  ],\n)",
    )
    .unwrap();
    let out = exe()
        .args(["build", "--color", "never"])
        .arg(dir.join("bad.pack.ron"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "bad.pack.ron(3,23): error OSH0904: The manifest is malformed: Expected comma."
        ),
        "{stderr}"
    );
    let usage = exe().arg("build").output().unwrap();
    assert_eq!(usage.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_output_that_is_a_folder_or_below_a_file_is_osh0006() {
    let dir = scratch("output");
    let manifest = dir.join("materials.pack.ron");
    let folder = dir.join("taken.ospack");
    std::fs::create_dir_all(&folder).unwrap();
    let out = exe()
        .args(["build", "--no-cache", "-o"])
        .arg(&folder)
        .arg(&manifest)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "oneshader-pack: error OSH0006: cannot write '{}': it is a folder. Name a file to write (",
            folder.display()
        )),
        "{stderr}"
    );
    let below_a_file = dir.join("Sky.hlsl").join("p.ospack");
    let out = exe()
        .args(["build", "--no-cache", "-o"])
        .arg(&below_a_file)
        .arg(&manifest)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "oneshader-pack: error OSH0006: cannot write '{}': a part of its folder path is a file, not a folder. Check the output path (",
            below_a_file.display()
        )),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
