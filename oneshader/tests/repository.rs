//! The repository's promises about itself: the README names the test command and `.ci/run` runs
//! exactly that command, the licenses the manifest declares are present, ARCHITECTURE.md's
//! code map covers every stage folder of the compiler, and every import follows the layering
//! rules (the allowed-import matrix at the end of this file).

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
        "command -v chromium",
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

// ---------------------------------------------------------------------------------------------
// Layering (rust-analyzer's "invariants are tests"): which part of the compiler may import which.
//
// Self-contained (it finds the repository root itself), so it can move to any package's tests.
// Every top-level module of `oneshader/src` is a layer; a production file's `crate::...` paths
// (in `use` items, including multi-line groups, and in code) and `super::` paths that climb to
// the crate root must name a layer its row allows. Paths through the crate root's re-exports
// (`crate::Stage`) count as the module that re-exports them (`api`), so a stage names the
// vocabulary module itself. Test code (`#[cfg(test)]` items and the files of `#[cfg(test)]`
// modules) may use anything. Outside the compiler, `oneshader_pack`, `oneshader_bevy` and the
// `oneshader` command use only the public API: no path into an internal module.

/// The vocabulary beneath every stage: every layer that is not itself vocabulary may import it.
const LAYER_VOCABULARY: &[&str] = &[
    "source",
    "target",
    "diag",
    "types",
    "slots",
    "vk_bindings",
    "input",
];

/// Every layer of `oneshader/src` and what it may import besides [`LAYER_VOCABULARY`] (the
/// vocabulary's own rows list exactly what it may import). A new folder or file needs a row.
const LAYER_RULES: &[(&str, &[&str])] = &[
    // The vocabulary: spans, diagnostics, types, stages and targets.
    ("source", &[]),
    ("target", &[]),
    ("diag", &["source"]),
    ("types", &["source", "slots"]),
    // Every target's binding-slot rules: pure functions of declarations, beneath sema and
    // layouts alike.
    ("slots", &[]),
    // DXC's Vulkan binding options (register shifts, remaps): data that sema applies.
    ("vk_bindings", &[]),
    // Bounded reading of input files (regular files below a size limit): std only.
    ("input", &[]),
    // Front end. The preprocessor shares the lexer and tokens with `syntax`.
    ("preprocess", &["syntax"]),
    ("syntax", &[]),
    ("sema", &["syntax"]),
    // Middle: the IR knows nothing of the front end; lowering knows both sides.
    ("ir", &[]),
    ("lower", &["sema", "ir"]),
    ("opt", &["ir"]),
    // Reflection is built from the checked program and the IR's analyses, never a backend.
    ("reflect", &["sema", "ir"]),
    // Backends see the IR and the vocabulary only: no syntax, no sema, no reflection.
    ("spirv", &["ir"]),
    // The text backends share one writer (`textgen`), generic over their spellings.
    ("textgen", &["ir"]),
    ("wgsl", &["ir", "textgen"]),
    ("msl", &["ir", "textgen"]),
    // Plain data derived from reflection.
    ("layouts", &["reflect"]),
    ("compat", &["reflect"]),
    // The compile facade: `api` is the public surface, `driver` its implementation and the
    // only module that knows the whole pipeline. Nothing beneath them imports either.
    ("api", &["driver", "preprocess", "reflect"]),
    (
        "driver",
        &[
            "api",
            "preprocess",
            "syntax",
            "sema",
            "lower",
            "ir",
            "opt",
            "reflect",
            "spirv",
            "wgsl",
            "msl",
        ],
    ),
    // Clients of the compile API inside the crate, above it.
    ("cache", &["api", "driver", "preprocess"]),
    ("dxc_args", &["api"]),
    ("watch", &["api", "cache", "compat", "reflect"]),
    ("wgpu", &["api", "layouts", "reflect"]),
];

/// Modules of `oneshader` that are not its public API: no other crate names a path into them.
const LAYER_INTERNAL: &[&str] = &[
    "preprocess",
    "syntax",
    "sema",
    "lower",
    "ir",
    "opt",
    "spirv",
    "textgen",
    "wgsl",
    "msl",
    "driver",
];

/// Imports that break the rules today and the work that removes them: (file from the
/// repository root, module imported, why). Each must still occur (the test fails on a stale
/// row), so the list only shrinks.
const LAYER_EXCEPTIONS: &[(&str, &str, &str)] = &[(
    "oneshader/src/wgpu/shader.rs",
    "wgsl",
    "`module_entry_name` names the WGSL entry function for callers without a compile result (the pack runtime, generated code); they should read it from stored reflection",
)];

#[test]
fn layering_every_import_follows_the_allowed_matrix() {
    let root = layering_repo_root();
    let src = root.join("oneshader/src");
    let files = layering_rust_files(&src);
    let test_files = layering_test_files(&src, &files);
    let mut layers = layering_layers(&src);
    layers.retain(|l| !test_files.contains(&src.join(format!("{l}.rs"))));
    let reexports = layering_root_reexports(&layering_read(&src.join("lib.rs")));

    let mut violations = Vec::new();
    for layer in &layers {
        if !LAYER_RULES.iter().any(|(name, _)| name == layer) {
            violations.push(format!(
                "oneshader/src/{layer}: a layer with no row in LAYER_RULES; decide what it may import"
            ));
        }
    }
    for file in &files {
        let rel = layering_rel(&src, file);
        let Some(layer) = layering_layer_of(&rel) else {
            continue; // lib.rs declares the modules; bin/ is checked as a user of the API below.
        };
        if test_files.contains(file) {
            continue;
        }
        let allowed: Vec<&str> = match LAYER_RULES.iter().find(|(name, _)| *name == layer) {
            Some((_, rules)) if LAYER_VOCABULARY.contains(&layer.as_str()) => rules.to_vec(),
            Some((_, rules)) => rules.iter().chain(LAYER_VOCABULARY).copied().collect(),
            None => continue, // reported above
        };
        let text = layering_strip(&layering_read(file));
        let text = layering_blank_test_items(&text);
        let depth = layering_module_depth(&rel);
        for (line, name) in layering_paths(&text, "crate", depth) {
            let target = if layers.contains(&name) {
                name.clone()
            } else if let Some(module) = reexports.get(&name).or_else(|| reexports.get("*")) {
                module.clone()
            } else {
                violations.push(format!(
                    "oneshader/src/{rel}:{line}: `crate::{name}` is not a module of the crate"
                ));
                continue;
            };
            if target != layer && !allowed.contains(&target.as_str()) {
                violations.push(format!(
                    "oneshader/src/{rel}:{line}: {layer} imports {target} (`crate::{name}`); {layer} may import only {}",
                    allowed.join(", ")
                ));
            }
        }
    }
    let mut users = layering_rust_files(&root.join("oneshader_pack"));
    users.extend(layering_rust_files(&root.join("oneshader_bevy")));
    users.extend(layering_rust_files(&src.join("bin")));
    for file in &users {
        let rel = layering_rel(&root, file);
        let text = layering_strip(&layering_read(file));
        for (line, name) in layering_paths(&text, "oneshader", usize::MAX) {
            if LAYER_INTERNAL.contains(&name.as_str()) {
                violations.push(format!(
                    "{rel}:{line}: `oneshader::{name}` is internal; use the public API (the crate root, `diag`, `source`, `types`, `target`, `reflect`, `layouts`, `compat`, `cache`, `watch`, `wgpu`)"
                ));
            }
        }
    }
    let mut stale = Vec::new();
    violations.retain(|v| {
        !LAYER_EXCEPTIONS.iter().any(|(file, module, _)| {
            v.starts_with(&format!("{file}:")) && layering_violation_names(v, module)
        })
    });
    for (file, module, why) in LAYER_EXCEPTIONS {
        let path = root.join(file);
        let text = layering_strip(&std::fs::read_to_string(&path).unwrap_or_default());
        let prefix = if file.starts_with("oneshader/src/") {
            "crate"
        } else {
            "oneshader"
        };
        let depth = file
            .strip_prefix("oneshader/src/")
            .map_or(usize::MAX, layering_module_depth);
        if !layering_paths(&text, prefix, depth)
            .iter()
            .any(|(_, name)| name == module)
        {
            stale.push(format!(
                "{file} no longer imports {module}: remove its row from LAYER_EXCEPTIONS ({why})"
            ));
        }
    }
    violations.extend(stale);
    assert!(
        violations.is_empty(),
        "{} layering violation(s) (rules: LAYER_RULES in this file, ARCHITECTURE.md's invariants):\n{}",
        violations.len(),
        violations.join("\n")
    );
}

/// Whether a violation message is about importing `module`.
fn layering_violation_names(violation: &str, module: &str) -> bool {
    violation.contains(&format!(" imports {module} "))
        || violation.contains(&format!("`oneshader::{module}`"))
}

/// The repository root: the first folder above this package that holds ARCHITECTURE.md.
fn layering_repo_root() -> PathBuf {
    let start = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    start
        .ancestors()
        .find(|d| d.join("ARCHITECTURE.md").is_file())
        .unwrap_or_else(|| panic!("no ARCHITECTURE.md above {}", start.display()))
        .to_path_buf()
}

fn layering_read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.rs` file under `dir`, sorted (build outputs skipped).
fn layering_rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.filter_map(|e| e.ok()) {
            let path = entry.path();
            if path.is_dir() {
                if file_name(&path) != "target" {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `path` relative to `base`, with `/` separators.
fn layering_rel(base: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(base).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// The top-level modules of the crate: its folders (but `bin`) and files (but `lib.rs`).
fn layering_layers(src: &Path) -> Vec<String> {
    let mut layers: Vec<String> = std::fs::read_dir(src)
        .expect("oneshader/src")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter_map(|p| {
            let name = file_name(&p);
            if p.is_dir() {
                (name != "bin").then_some(name)
            } else {
                let stem = name.strip_suffix(".rs")?;
                (stem != "lib").then(|| stem.to_owned())
            }
        })
        .collect();
    layers.sort();
    layers.dedup();
    layers
}

/// The layer a file (relative to `oneshader/src`) belongs to; `None` for `lib.rs` and `bin/`.
fn layering_layer_of(rel: &str) -> Option<String> {
    let first = rel.split('/').next()?;
    if rel == "lib.rs" || first == "bin" {
        return None;
    }
    Some(first.strip_suffix(".rs").unwrap_or(first).to_owned())
}

/// How many `super::` steps lead from the file's module to the crate root.
fn layering_module_depth(rel: &str) -> usize {
    let parts: Vec<&str> = rel.split('/').collect();
    let last = parts.last().copied().unwrap_or_default();
    if last == "mod.rs" {
        parts.len() - 1
    } else {
        parts.len()
    }
}

/// The crate root's re-exported names (`pub use x::{A, B}`) and the module each comes from; a
/// `pub use x::*` is stored under `*` and answers every name not listed.
fn layering_root_reexports(lib: &str) -> std::collections::BTreeMap<String, String> {
    let text = layering_strip(lib);
    let mut map = std::collections::BTreeMap::new();
    let mut glob = None;
    for item in text.split(';') {
        // An item may follow a function body or a comment in the same `;`-separated chunk.
        let Some(at) = item.rfind("pub use ") else {
            continue;
        };
        let path = &item[at + "pub use ".len()..];
        let path: String = path.chars().filter(|c| !c.is_whitespace()).collect();
        let Some((module, rest)) = path.split_once("::") else {
            continue;
        };
        let module = module.to_owned();
        let rest = rest.trim_start_matches('{').trim_end_matches('}');
        for name in rest.split(',') {
            let name = name.rsplit("::").next().unwrap_or(name);
            let name = name.split(" as ").next().unwrap_or(name);
            if name == "*" {
                glob = Some(module.clone());
            } else if !name.is_empty() {
                map.insert(name.to_owned(), module.clone());
            }
        }
    }
    if let Some(glob) = glob {
        map.insert(String::from("*"), glob);
    }
    map
}

/// Source text with comments, string and character literals blanked to spaces (line breaks
/// kept, so positions and line numbers stay those of the file).
fn layering_strip(src: &str) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut out = chars.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in out.iter_mut().take(to).skip(from) {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let end = chars[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            let mut j = i;
            while j < chars.len() {
                if chars[j] == '/' && chars.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if chars[j] == '*' && chars.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !layering_ident_char(chars[i - 1]) || chars[i - 1] == 'b')
        {
            // Raw string: r"..." or r#"..."# (also br"...").
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                i += 1;
                continue;
            }
            let mut j = i + 2 + hashes;
            while j < chars.len() {
                if chars[j] == '"' && chars[j + 1..].iter().take(hashes).all(|&c| c == '#') {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            blank(&mut out, i, j.min(chars.len()));
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(chars.len());
            blank(&mut out, i, end);
            i = end;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a), which stays.
            if next == Some('\\') {
                let mut j = i + 3;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                let end = (j + 1).min(chars.len());
                blank(&mut out, i, end);
                i = end;
            } else if chars.get(i + 2) == Some(&'\'') {
                blank(&mut out, i, i + 3);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out.into_iter().collect()
}

fn layering_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The index just past the item that starts at `from` (after its attributes): the first `;`
/// at bracket depth 0, or the `}` closing its first `{`.
fn layering_item_end(chars: &[char], from: usize) -> usize {
    let mut depth = 0i32;
    let mut i = from;
    while i < chars.len() {
        match chars[i] {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ';' if depth == 0 => return i + 1,
            '{' if depth == 0 => {
                let mut braces = 0;
                while i < chars.len() {
                    match chars[i] {
                        '{' => braces += 1,
                        '}' => {
                            braces -= 1;
                            if braces == 0 {
                                return i + 1;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                return chars.len();
            }
            _ => {}
        }
        i += 1;
    }
    chars.len()
}

/// The positions of `#[cfg(test)]` items in stripped text: (attribute start, item end).
fn layering_test_items(text: &str) -> Vec<(usize, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let pattern: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i + pattern.len() <= chars.len() {
        if chars[i..i + pattern.len()] == pattern[..] {
            let end = layering_item_end(&chars, i + pattern.len());
            out.push((i, end));
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// Stripped text with every `#[cfg(test)]` item blanked.
fn layering_blank_test_items(text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for (from, to) in layering_test_items(text) {
        for c in chars.iter_mut().take(to).skip(from) {
            if *c != '\n' {
                *c = ' ';
            }
        }
    }
    chars.into_iter().collect()
}

/// The files of `#[cfg(test)] mod name;` declarations (with `#[path]` as written) and every
/// file beneath them.
fn layering_test_files(src: &Path, files: &[PathBuf]) -> std::collections::BTreeSet<PathBuf> {
    let mut roots = Vec::new();
    for file in files {
        let original: Vec<char> = layering_read(file).chars().collect();
        let stripped = layering_strip(&original.iter().collect::<String>());
        let chars: Vec<char> = stripped.chars().collect();
        for (from, to) in layering_test_items(&stripped) {
            let item: String = chars[from..to].iter().collect();
            let words: Vec<&str> = item
                .split(|c: char| !layering_ident_char(c))
                .filter(|w| !w.is_empty())
                .collect();
            let Some(pos) = words.iter().position(|w| *w == "mod") else {
                continue;
            };
            if !item.trim_end().ends_with(';') {
                continue; // an inline module, blanked where it stands
            }
            let Some(name) = words.get(pos + 1) else {
                continue;
            };
            let written: String = original[from..to].iter().collect();
            let path_attr = written
                .split("#[path")
                .nth(1)
                .and_then(|rest| rest.split('"').nth(1))
                .map(str::to_owned);
            let dir = file.parent().unwrap_or(src).to_path_buf();
            let child = match path_attr {
                Some(p) => dir.join(p),
                None => {
                    let stem = file
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    let base = if ["mod", "lib", "main"].contains(&stem.as_str()) {
                        dir
                    } else {
                        dir.join(stem)
                    };
                    let flat = base.join(format!("{name}.rs"));
                    if flat.is_file() {
                        flat
                    } else {
                        base.join(name).join("mod.rs")
                    }
                }
            };
            roots.push(child);
        }
    }
    let mut out = std::collections::BTreeSet::new();
    for root in roots {
        // A test module's own children live in its folder: `x/mod.rs`'s folder, or `x/` beside
        // `x.rs`.
        let folder = if file_name(&root) == "mod.rs" {
            root.parent().map(Path::to_path_buf)
        } else {
            root.parent()
                .zip(root.file_stem())
                .map(|(parent, stem)| parent.join(stem))
        };
        for file in files {
            if *file == root || folder.as_ref().is_some_and(|f| file.starts_with(f)) {
                out.insert(file.clone());
            }
        }
    }
    out
}

/// Every path that starts with `prefix::` (`crate` or an external crate's name) or, for
/// `crate`, with `depth` `super::` steps: (line, first segment after it), one entry per member
/// of a `{...}` group.
fn layering_paths(text: &str, prefix: &str, depth: usize) -> Vec<(usize, String)> {
    let chars: Vec<char> = text.chars().collect();
    let line_of = |pos: usize| chars[..pos].iter().filter(|&&c| c == '\n').count() + 1;
    let skip_ws = |mut i: usize| {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        i
    };
    let word_at = |i: usize, word: &str| {
        let w: Vec<char> = word.chars().collect();
        chars.len() >= i + w.len()
            && chars[i..i + w.len()] == w[..]
            && (i == 0 || !layering_ident_char(chars[i - 1]))
            && chars
                .get(i + w.len())
                .is_none_or(|&c| !layering_ident_char(c))
    };
    let colons = |i: usize| {
        let i = skip_ws(i);
        (chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':')).then(|| skip_ws(i + 2))
    };
    let ident = |i: usize| {
        let end = chars[i..]
            .iter()
            .position(|&c| !layering_ident_char(c))
            .map_or(chars.len(), |p| i + p);
        chars[i..end].iter().collect::<String>()
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        // The segment after the prefix, if this is the start of such a path.
        let mut after = None;
        if word_at(i, prefix) && (i < 2 || chars[i - 2..i] != [':', ':']) {
            after = colons(i + prefix.len());
        } else if prefix == "crate"
            && word_at(i, "super")
            && (i < 2 || chars[i - 2..i] != [':', ':'])
        {
            let mut j = i;
            let mut steps = 0;
            while word_at(j, "super") {
                match colons(j + "super".len()) {
                    Some(k) => {
                        steps += 1;
                        j = k;
                    }
                    None => break,
                }
            }
            if steps == depth && depth > 0 {
                after = Some(j);
            }
        }
        let Some(start) = after else {
            i += 1;
            continue;
        };
        if chars.get(start) == Some(&'{') {
            // A group: the first segment of each member at depth 1.
            let mut j = start + 1;
            let mut level = 1;
            let mut expect = true;
            while j < chars.len() && level > 0 {
                let c = chars[j];
                match c {
                    '{' => level += 1,
                    '}' => level -= 1,
                    ',' if level == 1 => expect = true,
                    c if expect && level == 1 && layering_ident_char(c) => {
                        let name = ident(j);
                        if name != "self" {
                            out.push((line_of(j), name.clone()));
                        }
                        j += name.chars().count();
                        expect = false;
                        continue;
                    }
                    _ => {}
                }
                j += 1;
            }
            i = j;
        } else if chars.get(start).is_some_and(|&c| layering_ident_char(c)) {
            out.push((line_of(start), ident(start)));
            i = start;
        } else {
            i = start.max(i + 1);
        }
    }
    out
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
