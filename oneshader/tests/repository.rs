//! The repository's promises about itself: the README names the test command and `.ci/run` runs
//! exactly that command, the licenses the manifest declares are present, and ARCHITECTURE.md's
//! code map covers every stage folder of the compiler.

use std::path::{Path, PathBuf};

/// The repository root (this package is `oneshader/` in it).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository holds oneshader/")
        .to_path_buf()
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

const TEST_COMMAND: &str = "cargo test --workspace --ignore-rust-version";

#[test]
fn readme_states_the_test_command_and_the_tools_it_needs() {
    let readme = read("README.md");
    assert!(
        readme.contains(&format!("The tests: `{TEST_COMMAND}`")),
        "README.md must state the test command"
    );
    for package in ["spirv-tools", "glslang-tools"] {
        assert!(
            readme.contains(package),
            "README.md must name the {package} package"
        );
    }
}

#[test]
fn ci_runs_exactly_the_readme_test_command() {
    let ci = read(".ci/run");
    assert!(
        ci.starts_with("#!/usr/bin/env bash\n"),
        ".ci/run is a bash script"
    );
    assert!(
        ci.contains("set -euo pipefail"),
        ".ci/run must stop on the first failure"
    );
    let last_command = ci
        .lines()
        .map(str::trim)
        .rfind(|l| !l.is_empty() && !l.starts_with('#'))
        .expect(".ci/run has commands");
    assert_eq!(last_command, TEST_COMMAND);
    for tool in [
        "command -v spirv-val",
        "command -v glslangValidator",
        "apt-get install -y",
    ] {
        assert!(
            ci.contains(tool),
            ".ci/run must check and install tools ({tool})"
        );
    }
}

#[test]
fn both_licenses_are_present_with_the_projects_copyright() {
    let manifest = read("Cargo.toml");
    assert!(manifest.contains("license = \"MIT OR Apache-2.0\""));
    let mit = read("LICENSE-MIT");
    assert!(mit.contains("Copyright (c) The OneShader for Rust authors"));
    assert!(mit.contains("Permission is hereby granted, free of charge"));
    let apache = read("LICENSE-APACHE");
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0, January 2004"));
    assert!(apache.contains("Copyright The OneShader for Rust authors"));
}

#[test]
fn architecture_code_map_names_every_stage_folder() {
    let architecture = read("ARCHITECTURE.md");
    let src = root().join("oneshader/src");
    let mut folders: Vec<String> = std::fs::read_dir(&src)
        .expect("oneshader/src")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n != "bin"))
        .map(|p| file_name(&p))
        .collect();
    folders.sort();
    assert!(!folders.is_empty());
    for folder in folders {
        assert!(
            architecture.contains(&format!("`{folder}/`")),
            "ARCHITECTURE.md's code map does not describe oneshader/src/{folder}/"
        );
    }
    assert!(architecture.matches("**Architecture Invariant:").count() >= 5);
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Each package builds only what it needs: the compiler's dev-dependencies name no GPU stack
/// (its device tests take wgpu from the optional `wgpu` dependency), and no test builds
/// anything by running cargo itself.
#[test]
fn compiler_tests_build_no_gpu_stack_and_no_test_runs_cargo() {
    let manifest = read("oneshader/Cargo.toml");
    let dev = manifest
        .split("[dev-dependencies]")
        .nth(1)
        .expect("oneshader/Cargo.toml has dev-dependencies");
    let dev = dev.split("\n[").next().unwrap_or(dev);
    for line in dev.lines().map(str::trim) {
        let name = line.split(['=', ' ', '.']).next().unwrap_or("");
        assert!(
            !["bevy", "wgpu", "oneshader_bevy"].contains(&name),
            "oneshader's dev-dependencies must not build {name}: {line}"
        );
    }
    let mut files = Vec::new();
    for package in [
        "oneshader",
        "oneshader_pack",
        "oneshader_bevy",
        "tests/codegen_crate",
    ] {
        rust_files(&root().join(package).join("tests"), &mut files);
    }
    assert!(files.len() > 10, "found the test files: {files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        // Split so that this file does not find itself.
        let needles = [
            concat!("Command::new(", "\"cargo\")"),
            concat!("var(", "\"CARGO\")"),
            concat!("Command::new(", "cargo"),
        ];
        for needle in needles {
            assert!(
                !text.contains(needle),
                "{} runs cargo ({needle}); give what it checks a form the test can call",
                file.display()
            );
        }
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.flatten().map(|e| e.path()) {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}
