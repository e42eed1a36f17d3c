//! Checks the HLSL corpus itself, independently of the compiler: the manifest
//! `corpus/entries.txt` lists exactly the `[shader("...")]` entry points the files declare, with
//! the right stages, compute entries have `[numthreads]`, and (with glslang installed) every
//! entry compiles with glslang's HLSL front end and passes `spirv-val`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// One manifest line: `path entry stage [NAME=VALUE ...]`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    path: String,
    entry: String,
    stage: String,
    defines: Vec<String>,
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository holds oneshader/")
        .join("corpus")
}

fn read_manifest() -> Vec<Entry> {
    let text =
        std::fs::read_to_string(corpus_dir().join("entries.txt")).expect("corpus/entries.txt");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split_whitespace().collect();
            assert!(
                fields.len() >= 3,
                "manifest line needs `path entry stage`: {l}"
            );
            Entry {
                path: fields[0].to_string(),
                entry: fields[1].to_string(),
                stage: fields[2].to_string(),
                defines: fields[3..].iter().map(|s| s.to_string()).collect(),
            }
        })
        .collect()
}

/// The text of `path` with its `#include "..."` files appended (relative to the including file,
/// each file once), so entry points declared in an include are found. `#include <...>` names a
/// header of OneShader's own (`<vk/spirv.h>`), which declares no entry point: skipped.
fn text_with_includes(path: &Path, seen: &mut BTreeSet<PathBuf>, out: &mut String) {
    let canonical = path
        .canonicalize()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if !seen.insert(canonical) {
        return;
    }
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("#include") {
            if rest.trim().starts_with('<') {
                continue;
            }
            let name = rest.trim().trim_matches('"');
            let dir = path.parent().expect("file has a folder");
            text_with_includes(&dir.join(name), seen, out);
        }
    }
    out.push_str(&text);
    out.push('\n');
}

/// `(entry, stage, has_numthreads)` for every function carrying a `[shader("stage")]` attribute.
fn declared_entries(text: &str) -> Vec<(String, String, bool)> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(start) = line.find("[shader(\"") else {
            continue;
        };
        let rest = &line[start + 9..];
        let stage = rest[..rest.find('"').expect("closing quote")].to_string();
        // Attributes may continue on the same or following lines; the function follows them.
        let mut has_numthreads = line.contains("[numthreads(");
        let mut j = i + 1;
        while j < lines.len() && lines[j].starts_with('[') {
            has_numthreads |= lines[j].contains("[numthreads(");
            j += 1;
        }
        let decl = if line.ends_with(']') {
            lines[j]
        } else {
            &line[line.rfind(']').unwrap() + 1..]
        };
        let before_paren = &decl[..decl.find('(').expect("function declaration after [shader]")];
        let name = before_paren
            .split_whitespace()
            .last()
            .expect("function name")
            .to_string();
        found.push((name, stage, has_numthreads));
    }
    found
}

#[test]
fn manifest_is_sorted_unique_and_uses_known_stages() {
    let entries = read_manifest();
    assert_eq!(entries.len(), 120, "the corpus has 120 entry points");
    for pair in entries.windows(2) {
        assert!(
            (&pair[0].path, &pair[0].entry) < (&pair[1].path, &pair[1].entry),
            "entries.txt must be sorted and unique: {:?} then {:?}",
            pair[0],
            pair[1]
        );
    }
    for e in &entries {
        assert!(
            matches!(e.stage.as_str(), "vertex" | "pixel" | "compute"),
            "{}:{} has stage {}",
            e.path,
            e.entry,
            e.stage
        );
        assert!(
            corpus_dir().join(&e.path).is_file(),
            "{} does not exist",
            e.path
        );
        for d in &e.defines {
            assert!(
                d.contains('='),
                "{}:{}: a define is NAME=VALUE, not {d}",
                e.path,
                e.entry
            );
        }
    }
}

#[test]
fn manifest_matches_the_shader_attributes_in_every_file() {
    let entries = read_manifest();
    let files: BTreeSet<&str> = entries.iter().map(|e| e.path.as_str()).collect();
    for file in files {
        let mut text = String::new();
        text_with_includes(&corpus_dir().join(file), &mut BTreeSet::new(), &mut text);
        let declared: BTreeSet<(String, String)> = declared_entries(&text)
            .into_iter()
            .map(|(name, stage, has_numthreads)| {
                assert_eq!(
                    stage == "compute",
                    has_numthreads,
                    "{file}:{name}: [numthreads] belongs on compute entries only"
                );
                (name, stage)
            })
            .collect();
        let listed: BTreeSet<(String, String)> = entries
            .iter()
            .filter(|e| e.path == file)
            .map(|e| (e.entry.clone(), e.stage.clone()))
            .collect();
        assert_eq!(
            declared, listed,
            "{file}: entries.txt and the [shader] attributes differ"
        );
    }
}

#[test]
fn every_hlsl_file_in_the_corpus_is_in_the_manifest() {
    let listed: BTreeSet<String> = read_manifest().into_iter().map(|e| e.path).collect();
    let mut stack = vec![corpus_dir()];
    let mut on_disk = BTreeSet::new();
    while let Some(dir) = stack.pop() {
        for item in std::fs::read_dir(&dir).expect("corpus folder") {
            let path = item.expect("directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "hlsl") {
                let rel = path.strip_prefix(corpus_dir()).expect("under corpus");
                on_disk.insert(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    assert_eq!(on_disk, listed);
}

#[test]
fn the_spec_sprite_sample_is_kept_verbatim() {
    let text = std::fs::read_to_string(corpus_dir().join("spec/Sprite.hlsl")).expect("Sprite.hlsl");
    assert!(text
        .starts_with("cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 Tint; };\n"));
    assert!(text.contains("[[oneshader::format(\"unorm8x4\")]] float4 Color : COLOR0;"));
    assert!(text.ends_with(
        "float4 PSMain(VSOut i) : SV_Target { return Atlas.Sample(AtlasSampler, i.Uv) * i.Color; }\n"
    ));
}

/// Every entry point compiles with glslang and validates with spirv-val. glslang-tools and
/// spirv-tools are required for the test suite (see README.md); a missing tool fails here.
#[test]
fn every_entry_point_passes_glslang_and_spirv_val() {
    let output = std::process::Command::new("bash")
        .arg(corpus_dir().join("check_glslang.sh"))
        .output()
        .expect("bash runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "corpus/check_glslang.sh failed (needs glslang-tools and spirv-tools):\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains("97 passed, 0 failed, 23 skipped"),
        "{stdout}"
    );
}
