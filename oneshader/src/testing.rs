//! The in-crate test kit, shared by every `#[cfg(test)]` module: the repository root, the
//! corpus list, the external validators (`spirv-val`, naga), a compile to IR through the
//! driver's stage functions, and snapshot files with the one bless switch.
//!
//! Invariants: a missing validator or corpus file fails the test, never skips it; the stages
//! run only through `crate::driver` (no copy of their order here); a snapshot is compared byte
//! for byte and rewritten only when `ONESHADER_BLESS=1`.

use crate::api::{CompileOptions, Define, EntryPointRequest, Stage};
use crate::diag::DiagnosticBag;
use crate::ir;
use crate::sema::hir::Program;
use crate::source::{SourceMap, Span};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The workspace root (the folder holding `corpus/`).
pub(crate) fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// A stage word of `corpus/entries.txt` (`vertex`, `pixel`, `compute`).
pub(crate) fn stage_of(s: &str) -> Option<Stage> {
    match s {
        "vertex" => Some(Stage::Vertex),
        "pixel" => Some(Stage::Pixel),
        "compute" => Some(Stage::Compute),
        _ => None,
    }
}

/// One line of `corpus/entries.txt`: a file (relative to `corpus/`), an entry point, its stage
/// word as written and the defines that select it.
pub(crate) struct CorpusEntry {
    pub path: String,
    pub entry: String,
    pub stage: String,
    pub defines: Vec<Define>,
}

impl CorpusEntry {
    /// Options compiling just this entry point (SPIR-V, the default target).
    pub fn options(&self) -> CompileOptions {
        CompileOptions {
            defines: self.defines.clone(),
            entry_points: vec![EntryPointRequest {
                name: self.entry.clone(),
                stage: stage_of(&self.stage),
            }],
            ..CompileOptions::default()
        }
    }

    /// The file's full path.
    pub fn file(&self) -> PathBuf {
        repo_root().join("corpus").join(&self.path)
    }
}

/// Every entry point `corpus/entries.txt` lists, in order (blank lines, comments and lines
/// without a stage skipped). The file ships with the repository, so a missing one fails.
pub(crate) fn corpus_entries() -> Vec<CorpusEntry> {
    let manifest = std::fs::read_to_string(repo_root().join("corpus/entries.txt"))
        .expect("corpus/entries.txt is readable");
    let mut out = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split_whitespace();
        let (Some(path), Some(entry), Some(stage)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        out.push(CorpusEntry {
            path: path.to_string(),
            entry: entry.to_string(),
            stage: stage.to_string(),
            defines: parts
                .map(|d| match d.split_once('=') {
                    Some((n, v)) => Define::new(n, Some(v)),
                    None => Define::new(d, None),
                })
                .collect(),
        });
    }
    out
}

static SPV_COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Runs `spirv-val --target-env vulkan1.2` on `words`; `tag` names the temporary file and the
/// error. A missing `spirv-val` is an error, never a skip. With `ONESHADER_SPIRV_DUMP_DIR`
/// set, the binary is also kept there as `<tag>.spv` for `spirv-dis`.
pub(crate) fn spirv_validate(words: &[u32], tag: &str) -> Result<(), String> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let dir = std::env::temp_dir().join(format!("oneshader-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let n = SPV_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = dir.join(format!("{tag}-{n}.spv"));
    std::fs::write(&path, &bytes).map_err(|e| e.to_string())?;
    let out = std::process::Command::new("spirv-val")
        .args(["--target-env", "vulkan1.2"])
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run spirv-val (install spirv-tools): {e}"));
    if let Ok(dump) = std::env::var("ONESHADER_SPIRV_DUMP_DIR") {
        let _ = std::fs::copy(&path, Path::new(&dump).join(format!("{tag}.spv")));
    }
    let _ = std::fs::remove_file(&path);
    let out = out?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val rejected {tag}: {}{}",
            String::from_utf8_lossy(&out.stdout).trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

/// Emits `entry` of `m` as SPIR-V (names kept) and validates it with [`spirv_validate`].
pub(crate) fn spirv_check(m: &ir::Module, entry: &str) -> Result<(), String> {
    let mut diags = DiagnosticBag::new();
    let options = crate::spirv::SpirvOptions {
        keep_names: true,
        ..Default::default()
    };
    let Some(words) = crate::spirv::emit(m, entry, &options, &mut diags) else {
        let msgs: Vec<&str> = diags.reports().iter().map(|r| r.message.as_str()).collect();
        return Err(format!(
            "SPIR-V emission of {entry} failed: {}",
            msgs.join("; ")
        ));
    };
    spirv_validate(&words, entry)
}

/// Parses and validates WGSL text with naga (every capability), returning the error text.
pub(crate) fn naga_validate(text: &str) -> Result<(), String> {
    naga_validate_with(text, naga::valid::Capabilities::all())
}

/// [`naga_validate`] with only `caps` allowed.
pub(crate) fn naga_validate_with(
    text: &str,
    caps: naga::valid::Capabilities,
) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut v = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), caps);
    v.validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
}

/// A compile of one source to IR through the driver's stages (front end, lower + verify, the
/// IR passes), stopping where the driver would.
pub(crate) struct IrCompile {
    /// The checked program; `None` after front-end errors.
    pub program: Option<Program>,
    /// The IR after the passes; `None` after any error.
    pub module: Option<ir::Module>,
    /// Rendered diagnostics, `file(line,col): severity OSHnnnn: message`.
    pub diagnostics: Vec<String>,
}

impl IrCompile {
    pub fn front_errors(&self) -> bool {
        self.program.is_none()
    }
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.contains(": error "))
    }
}

/// Compiles `source` (named `path`) to IR with `options`.
pub(crate) fn compile_to_ir(path: &str, source: &str, options: &CompileOptions) -> IrCompile {
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    let at = Span::new(main, 0, 0);
    let mut files = Vec::new();
    let program = crate::driver::front_end(&mut sources, main, options, &mut diags, &mut files);
    let module = program.as_ref().and_then(|p| {
        let mut m = crate::driver::lower(p, at, &mut diags)?;
        crate::driver::optimize(&mut m, options, at, &mut diags).then_some(m)
    });
    let diagnostics = diags
        .resolve(&sources, Default::default())
        .iter()
        .map(|d| {
            format!(
                "{}({},{}): {} {}: {}",
                d.file, d.line, d.column, d.severity, d.code, d.message
            )
        })
        .collect();
    IrCompile {
        program,
        module,
        diagnostics,
    }
}

/// [`compile_to_ir`] requesting `entries` with their stages and `defines`.
pub(crate) fn compile_entries_to_ir(
    path: &str,
    source: &str,
    entries: &[(&str, Stage)],
    defines: &[Define],
) -> IrCompile {
    let options = CompileOptions {
        defines: defines.to_vec(),
        entry_points: entries
            .iter()
            .map(|(n, s)| EntryPointRequest {
                name: n.to_string(),
                stage: Some(*s),
            })
            .collect(),
        ..CompileOptions::default()
    };
    compile_to_ir(path, source, &options)
}

/// Whether snapshots are rewritten instead of compared: `ONESHADER_BLESS=1`.
pub(crate) fn bless() -> bool {
    std::env::var_os("ONESHADER_BLESS").is_some_and(|v| v == "1")
}

/// Snapshot files under one folder, compared (or, when blessing, written) one by one; files
/// in the folder that no check named are stale (reported, or removed when blessing).
pub(crate) struct Snapshots {
    dir: PathBuf,
    seen: BTreeSet<PathBuf>,
    problems: Vec<String>,
}

impl Snapshots {
    /// Snapshots under `oneshader/tests/snapshots/<kind>`.
    pub fn new(kind: &str) -> Self {
        Snapshots {
            dir: Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/snapshots")
                .join(kind),
            seen: BTreeSet::new(),
            problems: Vec::new(),
        }
    }

    /// Compares `actual` with the snapshot `name` (a path relative to the folder).
    pub fn check(&mut self, name: &str, actual: &str) {
        let path = self.dir.join(name);
        self.seen.insert(path.clone());
        let expected = std::fs::read(&path).ok();
        if expected.as_deref() == Some(actual.as_bytes()) {
            return;
        }
        if bless() {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).expect("create snapshot folder");
            }
            std::fs::write(&path, actual).expect("write snapshot");
        } else if expected.is_none() {
            self.problems
                .push(format!("missing snapshot {}", path.display()));
        } else {
            self.problems
                .push(format!("snapshot differs: {}", path.display()));
        }
    }

    /// Every difference, missing and stale file (stale files are removed when blessing); see
    /// [`assert_snapshots`].
    pub fn finish(mut self) -> Vec<String> {
        let mut stack = vec![self.dir.clone()];
        let mut stale = Vec::new();
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.is_dir() {
                    stack.push(path);
                } else if !self.seen.contains(&path) {
                    stale.push(path);
                }
            }
        }
        stale.sort();
        for path in stale {
            if bless() {
                let _ = std::fs::remove_file(&path);
            } else {
                self.problems
                    .push(format!("stale snapshot {}", path.display()));
            }
        }
        self.problems
    }
}

/// Panics listing every problem of every folder's [`Snapshots::finish`].
pub(crate) fn assert_snapshots(problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{}\nrun with ONESHADER_BLESS=1 to update the snapshots, then review them with git diff",
        problems.join("\n")
    );
}
