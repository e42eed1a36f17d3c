//! The repository's promises about itself: the README names the test command and `.ci/run` runs
//! exactly that command, the licenses the manifest declares are present, and ARCHITECTURE.md's
//! code map covers every stage folder of the compiler.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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
