//! The `oneshader-pack` command: bake a manifest into a `.ospack`, check it, or inspect a pack.
//!
//! Exit codes: 0 success, 1 shader errors (or an unreadable/corrupt pack for `inspect`), 2 usage
//! or manifest errors. Diagnostics go to standard error as `file(line,col): error OSHnnnn: ...`,
//! coloured when standard error is a terminal (and `NO_COLOR` is unset); a progress line is shown
//! there during long bakes.

use clap::{Parser, Subcommand, ValueEnum};
use oneshader_pack::report::GroupedDiagnostic;
use oneshader_pack::{bake, manifest, oneshader, BakeOptions, Pack};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "oneshader-pack",
    version,
    about = "Bake HLSL shader variants into a .ospack"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Colour diagnostics.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    color: Color,
}

#[derive(Clone, Copy, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand)]
enum Command {
    /// Compile every variant of a manifest and write the pack.
    Build {
        /// The RON manifest (e.g. assets/shaders/materials.pack.ron).
        manifest: PathBuf,
        /// The pack to write (default: the manifest's name with `.ospack`).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Compile everything, write nothing; exit 1 on any error.
        #[arg(long)]
        check: bool,
        /// Cache folder for incremental bakes.
        #[arg(long, default_value = "target/oneshader-pack-cache")]
        cache_dir: PathBuf,
        /// Compile everything, ignoring and not filling the cache.
        #[arg(long)]
        no_cache: bool,
        /// Write a Make dependency file listing every file read.
        #[arg(long)]
        depfile: Option<PathBuf>,
        /// Worker threads (default: one per core).
        #[arg(short = 'j', long, default_value_t = 0)]
        jobs: usize,
        /// Print the per-shader report (sizes, dedup, axes that change nothing).
        #[arg(long)]
        report: bool,
        /// The most bytes of one shader file or include (default 16 MiB); larger files, FIFOs,
        /// devices and folders are refused without being read.
        #[arg(long, default_value_t = oneshader_pack::oneshader::input::DEFAULT_MAX_FILE_BYTES)]
        max_file_bytes: u64,
    },
    /// List a pack's shaders, variants, sizes, dedup and reflection summary.
    Inspect { pack: PathBuf },
}

fn default_output(manifest: &Path) -> PathBuf {
    let name = manifest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name
        .strip_suffix(".pack.ron")
        .or_else(|| name.strip_suffix(".ron"))
        .unwrap_or(&name);
    manifest.with_file_name(format!("{stem}.ospack"))
}

fn depfile_escape(p: &str) -> String {
    p.replace('$', "$$").replace(' ', "\\ ")
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    match cli.command {
        Command::Build {
            manifest,
            output,
            check,
            cache_dir,
            no_cache,
            depfile,
            jobs,
            report,
            max_file_bytes,
        } => build(
            &manifest,
            output,
            check,
            // --check compiles everything and writes nothing, the cache included.
            (!no_cache && !check).then_some(cache_dir),
            depfile,
            jobs,
            report,
            max_file_bytes,
            color,
        ),
        Command::Inspect { pack } => inspect(&pack),
    }
}

#[allow(clippy::too_many_arguments)]
fn build(
    manifest_path: &Path,
    output: Option<PathBuf>,
    check: bool,
    cache_dir: Option<PathBuf>,
    depfile: Option<PathBuf>,
    threads: usize,
    show_report: bool,
    max_file_bytes: u64,
    color: bool,
) -> ExitCode {
    let manifest = match manifest::load(manifest_path) {
        Ok(m) => m,
        Err(d) => {
            let g = GroupedDiagnostic {
                diagnostic: d,
                variants: Vec::new(),
                variant_count: 0,
            };
            eprintln!("{}", g.render(color));
            return ExitCode::from(2);
        }
    };
    let progress: Option<oneshader_pack::bake::Progress> =
        std::io::stderr().is_terminal().then(|| {
            Arc::new(|done: usize, total: usize| {
                if total >= 8 {
                    eprint!("\r[{done}/{total}] compiling variants");
                    let _ = std::io::stderr().flush();
                    if done == total {
                        eprint!("\r\x1b[K");
                    }
                }
            }) as oneshader_pack::bake::Progress
        });
    let start = std::time::Instant::now();
    let baked = bake(
        &manifest,
        &BakeOptions {
            cache_dir,
            threads,
            progress,
            max_file_bytes: Some(max_file_bytes),
            ..BakeOptions::default()
        },
    );
    for g in &baked.diagnostics {
        eprintln!("{}", g.render(color));
    }
    if show_report {
        for r in &baked.reports {
            println!("{r}");
        }
    }
    println!(
        "oneshader-pack: {} ({:.0} ms)",
        baked.summary(),
        start.elapsed().as_secs_f64() * 1000.0
    );
    if baked.has_errors() {
        return ExitCode::from(1);
    }
    if check {
        return ExitCode::SUCCESS;
    }
    let output = output.unwrap_or_else(|| default_output(manifest_path));
    let bytes = baked.to_bytes();
    if let Err(e) = oneshader_pack::pack::write_atomic(&output, &bytes) {
        eprintln!(
            "oneshader-pack: error {}: {}",
            oneshader::Code::OUTPUT_UNWRITABLE,
            oneshader::input::write_error(&output, &e)
        );
        return ExitCode::from(1);
    }
    if let Some(dep) = depfile {
        let mut text = depfile_escape(&output.display().to_string());
        text.push(':');
        for f in &baked.files {
            text.push_str(" \\\n  ");
            text.push_str(&depfile_escape(f));
        }
        text.push('\n');
        if let Err(e) = std::fs::write(&dep, text) {
            eprintln!(
                "oneshader-pack: error {}: {}",
                oneshader::Code::OUTPUT_UNWRITABLE,
                oneshader::input::write_error(&dep, &e)
            );
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

fn inspect(path: &Path) -> ExitCode {
    let pack = match Pack::open(path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: error {}: {e}", path.display(), e.code());
            return ExitCode::from(1);
        }
    };
    let m = pack.manifest();
    println!(
        "{}: {} bytes, {} shaders, {} unique blobs, built by {}",
        path.display(),
        pack.len(),
        m.shaders.len(),
        pack.blob_count(),
        m.compiler_version
    );
    for shader in pack.shaders() {
        let d = shader.desc();
        let report =
            oneshader_pack::report::shader_report(d, |i| pack.blob(i).map_or(0, <[u8]>::len));
        println!("{report}");
        let axes: Vec<String> = d
            .axes
            .iter()
            .map(|a| match &a.values {
                None => a.name.clone(),
                Some(v) => format!("{}={}", a.name, v.join("|")),
            })
            .collect();
        if !d.named {
            println!("  axes {}", axes.join(";"));
        }
        for r in &d.exclude {
            println!("  exclude {r}");
        }
        for v in shader.variants() {
            let mut sizes = Vec::new();
            for ep in v.entry_points() {
                for t in shader.targets() {
                    if let Some(b) = v.blob(ep, t) {
                        sizes.push(format!("{ep} {t} {} bytes", b.len()));
                    }
                }
            }
            // `Pack::open` parsed every reflection; a failure here would be a reader bug, and
            // is still an error rather than a listing that exits 0.
            let r = match v.reflection() {
                Ok(r) => r,
                Err(e) => {
                    eprintln!(
                        "{}: error {}: variant '{}' of '{}' has unreadable reflection: {e}",
                        path.display(),
                        oneshader::diag::Code::PACK_INVALID,
                        v.name(),
                        shader.name()
                    );
                    return ExitCode::from(1);
                }
            };
            let push = if r.push_constants.is_empty() {
                String::new()
            } else {
                format!(", {} push-constant blocks", r.push_constants.len())
            };
            println!(
                "  {} {:<28} {:<30} {}; {} bindings{push}",
                v.index(),
                v.name(),
                v.defines().join(" "),
                sizes.join(", "),
                r.resources.len()
            );
        }
    }
    ExitCode::SUCCESS
}
