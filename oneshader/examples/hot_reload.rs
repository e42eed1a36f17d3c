//! Hot reload, as the spec's recipe "Reload shaders while the app runs".
//!
//! `cargo run -p oneshader --features watch --example hot_reload` runs the recipe's four edits
//! of `corpus/spec/Sprite.hlsl` (unchanged, a body edit, a member inserted before `Tint`, a
//! typo) through one reload function and prints what the recipe prints. `-- --watch FILE` follows a shader and prints
//! each outcome as it is saved. `-- --latency N` edits a scratch copy N times and prints the
//! median time from a file write to the delivered outcome.

use oneshader::cache::CompileCache;
use oneshader::reflect::ShaderReflection;
use oneshader::watch::{ReloadOutcome, ShaderWatcher};
use oneshader::{CompileOptions, CompileResult, CompileTarget};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The recipe's shader, relative to the repository root.
pub const SPRITE: &str = "corpus/spec/Sprite.hlsl";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        Some("--watch") => match args.get(1) {
            Some(path) => watch(Path::new(path)),
            None => usage(),
        },
        Some("--latency") => latency(args.get(1).and_then(|n| n.parse().ok()).unwrap_or(50)),
        Some(_) => usage(),
        None => {
            // The recipe's paths are relative to the repository root.
            let _ = std::env::set_current_dir(repo_root());
            print!("{}", run_recipe(&std::env::temp_dir()));
            0
        }
    };
    std::process::exit(code);
}

/// The repository root (this package is `oneshader/` in it), where the recipe's paths start.
pub fn repo_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
}

fn usage() -> i32 {
    eprintln!("usage: hot_reload [--watch FILE | --latency N]");
    2
}

/// One reload, written as the recipe's `Reload`: the files to watch, then the outcome.
pub fn reload(built: &ShaderReflection, path: &Path, out: &mut String) -> ReloadOutcome {
    let result = Arc::new(oneshader::compile_file(path, &CompileOptions::default()));
    report(
        &ReloadOutcome::evaluate(Some(built), result),
        &path.display().to_string(),
        out,
    )
}

/// Prints an outcome as the recipe does, and hands it back.
pub fn report(outcome: &ReloadOutcome, path: &str, out: &mut String) -> ReloadOutcome {
    let result = outcome.result();
    let names: Vec<String> = result
        .files
        .iter()
        .map(|f| {
            Path::new(f)
                .file_name()
                .map_or_else(|| f.clone(), |n| n.to_string_lossy().into_owned())
        })
        .collect();
    let _ = writeln!(out, "{path}: watch {}", names.join(", "));
    match outcome {
        ReloadOutcome::Failed(result) => {
            for d in &result.diagnostics {
                let _ = writeln!(out, "{d}");
            }
        }
        ReloadOutcome::Compatible(result) => {
            let bytes = pixel_bytes(result);
            let _ = writeln!(out, "  compatible: swap in {bytes} bytes of SPIR-V");
        }
        ReloadOutcome::Incompatible { report, .. } => {
            let _ = writeln!(out, "  not compatible:\n{report}");
        }
    }
    outcome.clone()
}

fn pixel_bytes(result: &CompileResult) -> usize {
    result
        .find("PSMain", CompileTarget::SpirV)
        .map_or(0, |b| b.data.len())
}

/// The recipe: the reflection the app was built against, then four edits. Scratch copies go
/// to `scratch` (outside the project, as the recipe advises).
pub fn run_recipe(scratch: &Path) -> String {
    let mut out = String::new();
    let sprite = Path::new(SPRITE);
    let built = oneshader::compile_file(sprite, &CompileOptions::default())
        .reflection
        .unwrap_or_default();
    reload(&built, sprite, &mut out);

    let source = std::fs::read_to_string(sprite).unwrap_or_default();
    let edited = scratch.join("Sprite.hlsl");
    let edits = [
        source.replace("* i.Color;", "* i.Color * 0.5;"),
        source.replace(
            "float4x4 ViewProjection;",
            "float4x4 ViewProjection; float4 Fog;",
        ),
        source.replace("AtlasSampler, i.Uv", "AtlasSampler, i.UV"),
    ];
    for text in edits {
        if let Err(e) = std::fs::write(&edited, text) {
            let _ = writeln!(out, "cannot write {}: {e}", edited.display());
            continue;
        }
        reload(&built, &edited, &mut out);
    }
    out
}

fn watch(path: &Path) -> i32 {
    let cache = Arc::new(CompileCache::default());
    let watcher = match ShaderWatcher::new(path, CompileOptions::default(), None, cache) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("cannot watch {}: {e}", path.display());
            return 1;
        }
    };
    let name = path.display().to_string();
    let mut out = String::new();
    report(watcher.initial(), &name, &mut out);
    print!("{out}");
    for outcome in watcher.outcomes() {
        let mut out = String::new();
        report(&outcome, &name, &mut out);
        print!("{out}");
    }
    0
}

/// Median, min and max time from a write of a scratch copy of Sprite to its outcome.
fn latency(edits: usize) -> i32 {
    let _ = std::env::set_current_dir(repo_root());
    let dir: PathBuf =
        std::env::temp_dir().join(format!("oneshader-latency-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let shader = dir.join("Sprite.hlsl");
    let source = std::fs::read_to_string(SPRITE).unwrap_or_default();
    if std::fs::write(&shader, &source).is_err() {
        eprintln!("cannot write {}", shader.display());
        return 1;
    }
    let cache = Arc::new(CompileCache::default());
    let Ok(watcher) = ShaderWatcher::new(&shader, CompileOptions::default(), None, cache) else {
        eprintln!("cannot start the watcher");
        return 1;
    };
    let mut times = Vec::new();
    for i in 0..edits.max(1) {
        // A new body each time, so every edit really compiles.
        let text = source.replace("* i.Color;", &format!("* i.Color * {}.0;", i + 2));
        let start = Instant::now();
        if std::fs::write(&shader, text).is_err() {
            break;
        }
        match watcher.outcomes().recv_timeout(Duration::from_secs(10)) {
            Ok(_) => times.push(start.elapsed()),
            Err(_) => eprintln!("edit {i}: no outcome"),
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    drop(watcher);
    let _ = std::fs::remove_dir_all(&dir);
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    match (times.first(), times.get(times.len() / 2), times.last()) {
        (Some(min), Some(median), Some(max)) => {
            println!(
                "{} edits: write -> outcome median {:.1} ms (min {:.1}, max {:.1}); debounce {} ms",
                times.len(),
                ms(*median),
                ms(*min),
                ms(*max),
                oneshader::watch::WatchSettings::default()
                    .debounce
                    .as_millis()
            );
            0
        }
        _ => 1,
    }
}
