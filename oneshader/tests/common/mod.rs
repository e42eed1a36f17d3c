//! Helpers shared by the compiler's tests: locating the repository, running spirv-val and
//! naga's WGSL validator, reading the corpus manifest, and reading the bindings a SPIR-V or
//! WGSL output declares.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (this package is `oneshader/` in it): `corpus/` and `assets/` live there.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository holds oneshader/")
        .to_path_buf()
}

/// `spirv-dis` text of `words` (one temporary file per call: a test binary's tests run in
/// parallel threads of one process).
#[allow(dead_code)]
pub fn disassemble(words: &[u32]) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("oneshader-dis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("m{n}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("write the module");
    let out = Command::new("spirv-dis")
        .arg(&path)
        .output()
        .expect("spirv-dis runs (apt-get install spirv-tools)");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `spirv-val --target-env vulkan1.2` on `words`. A missing tool is a failure, never a
/// skip: CI installs it (`.ci/run`).
pub fn spirv_val(words: &[u32], label: &str) -> Result<(), String> {
    spirv_val_with(words, label, &["--target-env", "vulkan1.2"])
}

/// Runs `spirv-val` with `args` (a target environment, `--scalar-block-layout`, ...) on `words`.
#[allow(dead_code)]
pub fn spirv_val_with(words: &[u32], label: &str, args: &[&str]) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("oneshader-val-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!(
        "{}-{}.spv",
        label.replace(['/', ' ', ':'], "_"),
        std::thread::current()
            .name()
            .unwrap_or("t")
            .replace(['/', ':'], "_")
    ));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).map_err(|e| e.to_string())?;
    let out = Command::new("spirv-val")
        .args(args)
        .arg(&file)
        .output()
        .map_err(|e| format!("cannot run spirv-val (install spirv-tools): {e}"))?;
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{label}: spirv-val failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// One line of `corpus/entries.txt`: a file, an entry point and its stage.
#[derive(Clone, Debug)]
pub struct CorpusEntry {
    pub path: PathBuf,
    pub entry: String,
    pub stage: String,
    /// `NAME=VALUE` definitions to pass when compiling this entry point.
    pub defines: Vec<(String, Option<String>)>,
}

pub fn corpus_entries() -> Vec<CorpusEntry> {
    let root = repo_root();
    let text = std::fs::read_to_string(root.join("corpus/entries.txt"))
        .expect("corpus/entries.txt lists the corpus entry points");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split_whitespace();
            let path = parts.next().expect("path");
            let entry = parts.next().expect("entry");
            let stage = parts.next().expect("stage");
            let defines = parts
                .map(|d| match d.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (d.to_string(), None),
                })
                .collect();
            CorpusEntry {
                path: root.join("corpus").join(path),
                entry: entry.to_string(),
                stage: stage.to_string(),
                defines,
            }
        })
        .collect()
}

/// Every `.hlsl` file under `corpus/`, sorted.
pub fn corpus_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect(&repo_root().join("corpus"), &mut out);
    out.sort();
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "hlsl") {
            out.push(p);
        }
    }
}

/// The instructions of a SPIR-V module after its header, as (opcode, operands).
pub fn spirv_instructions(words: &[u32]) -> Vec<(u32, &[u32])> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        assert!(count > 0 && at + count <= words.len(), "malformed SPIR-V");
        out.push((words[at] & 0xffff, &words[at + 1..at + count]));
        at += count;
    }
    out
}

/// `(name, set, binding)` of every SPIR-V variable with a binding, in declaration order, by
/// its `OpName` (names may repeat: a descriptor heap's arrays share theirs).
pub fn spirv_binding_list(words: &[u32]) -> Vec<(String, u32, u32)> {
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    let mut sets: BTreeMap<u32, u32> = BTreeMap::new();
    let mut bindings: Vec<(u32, u32)> = Vec::new();
    for (opcode, ops) in spirv_instructions(words) {
        match (opcode, ops) {
            // OpName
            (5, [id, text @ ..]) => {
                let bytes: Vec<u8> = text.iter().flat_map(|w| w.to_le_bytes()).collect();
                let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                names.insert(*id, String::from_utf8_lossy(&bytes[..end]).into_owned());
            }
            // OpDecorate id DescriptorSet n / Binding n
            (71, [id, 34, n]) => {
                sets.insert(*id, *n);
            }
            (71, [id, 33, n]) => bindings.push((*id, *n)),
            _ => {}
        }
    }
    bindings
        .into_iter()
        .map(|(id, binding)| {
            let name = names.get(&id).cloned().unwrap_or_else(|| format!("%{id}"));
            (name, sets.get(&id).copied().unwrap_or(u32::MAX), binding)
        })
        .collect()
}

/// `(set, binding)` of every SPIR-V variable with both decorations, by its `OpName`.
pub fn spirv_bindings(words: &[u32]) -> BTreeMap<String, (u32, u32)> {
    let mut out = BTreeMap::new();
    for (name, set, binding) in spirv_binding_list(words) {
        assert!(
            out.insert(name.clone(), (set, binding)).is_none(),
            "two SPIR-V variables named {name}"
        );
    }
    out
}

/// `(group, binding)` of every WGSL global with a binding, by name.
pub fn wgsl_bindings(text: &str) -> BTreeMap<String, (u32, u32)> {
    let module = naga::front::wgsl::parse_str(text).expect("naga parses the WGSL");
    let mut out = BTreeMap::new();
    for (_, var) in module.global_variables.iter() {
        if let (Some(name), Some(b)) = (&var.name, &var.binding) {
            out.insert(name.clone(), (b.group, b.binding));
        }
    }
    out
}

/// Parses and validates WGSL with naga, every capability allowed (the text's own `enable`s and
/// features are what is checked); the error as naga prints it.
pub fn naga_validate(text: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    );
    v.validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
}

/// The first error of a compile as (code, line, column, message); panics when there is none.
pub fn first_error(result: &oneshader::CompileResult) -> (String, u32, u32, String) {
    let d = result
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .unwrap_or_else(|| panic!("expected an error: {:#?}", result.diagnostics));
    (d.code.to_string(), d.line, d.column, d.message.clone())
}

/// Options compiling the entry point `main` as `stage` for `target`.
pub fn main_entry(
    stage: oneshader::Stage,
    target: oneshader::CompileTarget,
) -> oneshader::CompileOptions {
    oneshader::CompileOptions {
        targets: vec![target],
        entry_points: vec![oneshader::EntryPointRequest {
            name: "main".into(),
            stage: Some(stage),
        }],
        ..oneshader::CompileOptions::default()
    }
}

/// Whether a compile reported `code` at `line`:`column` with a message containing `text`.
#[allow(dead_code)]
pub fn has_diagnostic(
    result: &oneshader::CompileResult,
    code: &str,
    (line, column): (u32, u32),
    text: &str,
) -> bool {
    result.diagnostics.iter().any(|d| {
        d.code.to_string() == code
            && (d.line, d.column) == (line, column)
            && d.message.contains(text)
    })
}

/// `spirv-dis` of `words` (one temporary file per call: a test binary's tests run in parallel
/// threads of one process).
#[allow(dead_code)]
pub fn spirv_dis(words: &[u32]) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("oneshader-dis-{}-{n}.spv", std::process::id()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("writes the module");
    let out = std::process::Command::new("spirv-dis")
        .arg(&path)
        .output()
        .expect("spirv-dis runs (apt-get install spirv-tools)");
    let _ = std::fs::remove_file(&path);
    String::from_utf8_lossy(&out.stdout).into_owned()
}
