//! Rust bindings for a pack manifest, generated from `build.rs`.
//!
//! Input: a manifest path (`assets/shaders/materials.pack.ron`). [`Builder::generate`] bakes it
//! (incrementally, through a cache in `OUT_DIR`), prints every diagnostic as `oneshader-pack`
//! does, writes the pack, and writes one Rust file with a module per shader (see [`emit`]):
//! typed `Key`s, Pod structs, binding constants, layouts as constant data, and the interface
//! [`fingerprint`] that typed lookups check against the pack. It prints
//! `cargo:rerun-if-changed` for the manifest, every shader source and every include read.
//!
//! Output files are written only when their bytes change, so an unchanged manifest does not
//! rebuild the crate. Errors are [`CodegenError`] values; [`Builder::run`] prints them and exits
//! with status 1, failing the build the way a compile error does.
//!
//! ```no_run
//! // In build.rs's `main`:
//! oneshader_pack::codegen::Builder::new("assets/shaders/materials.pack.ron").run();
//! // In lib.rs: include!(concat!(env!("OUT_DIR"), "/materials.rs"));
//! ```

pub mod emit;
pub mod fingerprint;
pub mod names;
pub mod structs;

pub use emit::{shader_module, EmitOptions};

use crate::bake::{bake, BakeOptions};
use crate::manifest;
use crate::pack::format::PackManifest;
use crate::report::GroupedDiagnostic;
use std::path::{Path, PathBuf};

/// Why generation failed. Diagnostics were already printed when this is returned.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    #[error("{0}")]
    Manifest(oneshader::Diagnostic),
    #[error("{errors} shader error(s) in {manifest}")]
    Shaders { manifest: String, errors: usize },
    #[error("OUT_DIR is not set; call `out_dir` outside a build script")]
    NoOutDir,
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// What [`Builder::generate`] wrote.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The Rust file to `include!`.
    pub module: PathBuf,
    /// The pack.
    pub pack: PathBuf,
    /// Every file the bake read (manifest, shaders, includes), sorted.
    pub files: Vec<String>,
    /// `N compiled, M up to date`.
    pub summary: String,
}

/// Generates bindings for one manifest.
#[derive(Clone, Debug)]
pub struct Builder {
    manifest: PathBuf,
    out_dir: Option<PathBuf>,
    pack: Option<PathBuf>,
    module_name: Option<String>,
    cache: bool,
    emit: EmitOptions,
    cargo: bool,
}

/// `materials.pack.ron` -> `materials`.
fn stem(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.strip_suffix(".pack.ron")
        .or_else(|| name.strip_suffix(".ron"))
        .unwrap_or(&name)
        .to_string()
}

impl Builder {
    /// Bindings for the manifest at `manifest` (relative to the crate's folder in a build script).
    pub fn new(manifest: impl Into<PathBuf>) -> Builder {
        Builder {
            manifest: manifest.into(),
            out_dir: None,
            pack: None,
            module_name: None,
            cache: true,
            emit: EmitOptions::default(),
            cargo: true,
        }
    }

    /// Where the Rust file (and by default the pack) go; default `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Builder {
        self.out_dir = Some(dir.into());
        self
    }

    /// Where to write the pack; default `<out_dir>/<manifest stem>.ospack`.
    pub fn pack_path(mut self, path: impl Into<PathBuf>) -> Builder {
        self.pack = Some(path.into());
        self
    }

    /// The Rust file's name without `.rs`; default the manifest's stem (`materials`).
    pub fn module_name(mut self, name: impl Into<String>) -> Builder {
        self.module_name = Some(name.into());
        self
    }

    /// Keep a compile cache in `<out_dir>/oneshader-pack-cache` (default on).
    pub fn cache(mut self, on: bool) -> Builder {
        self.cache = on;
        self
    }

    /// Also generate the `wgpu` helpers (the crate using them enables `oneshader_pack/wgpu`).
    pub fn wgpu(mut self, on: bool) -> Builder {
        self.emit.wgpu = on;
        self
    }

    /// Print `cargo:` lines (default on; off for use outside build scripts).
    pub fn cargo_directives(mut self, on: bool) -> Builder {
        self.cargo = on;
        self
    }

    /// Bakes the manifest, writes the pack and the bindings.
    pub fn generate(&self) -> Result<Generated, CodegenError> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or(CodegenError::NoOutDir)?,
        };
        if self.cargo {
            // Before anything can fail, so a fix to the manifest reruns the script.
            println!("cargo:rerun-if-changed={}", self.manifest.display());
        }
        let manifest = manifest::load(&self.manifest).map_err(|d| {
            eprintln!("{}", render(d.clone()));
            CodegenError::Manifest(d)
        })?;
        let baked = bake(
            &manifest,
            &BakeOptions {
                cache_dir: self.cache.then(|| out_dir.join("oneshader-pack-cache")),
                ..BakeOptions::default()
            },
        );
        if self.cargo {
            for f in &baked.files {
                println!("cargo:rerun-if-changed={f}");
            }
        }
        let mut errors = 0;
        for g in &baked.diagnostics {
            if g.diagnostic.is_error() {
                errors += 1;
            } else if self.cargo {
                println!("cargo:warning={}", g.render(false));
            }
            eprintln!("{}", g.render(false));
        }
        if errors > 0 {
            return Err(CodegenError::Shaders {
                manifest: self.manifest.display().to_string(),
                errors,
            });
        }
        let name = self
            .module_name
            .clone()
            .unwrap_or_else(|| stem(&self.manifest));
        let pack = self
            .pack
            .clone()
            .unwrap_or_else(|| out_dir.join(format!("{name}.ospack")));
        let write = |path: &Path, bytes: &[u8]| {
            crate::pack::write_atomic(path, bytes).map_err(|source| CodegenError::Write {
                path: path.display().to_string(),
                source,
            })
        };
        write(&pack, &baked.to_bytes())?;
        let module = out_dir.join(format!("{name}.rs"));
        let text = generate_source(
            &baked.manifest,
            &self.manifest.display().to_string(),
            &self.emit,
        );
        write(&module, text.as_bytes())?;
        Ok(Generated {
            module,
            pack,
            files: baked.files.clone(),
            summary: baked.summary(),
        })
    }

    /// [`Self::generate`] for a build script: on error, prints it and exits with status 1.
    pub fn run(&self) -> Generated {
        match self.generate() {
            Ok(g) => g,
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
    }
}

fn render(d: oneshader::Diagnostic) -> String {
    GroupedDiagnostic {
        diagnostic: d,
        variants: Vec::new(),
        variant_count: 0,
    }
    .render(false)
}

/// The Rust file for a baked pack manifest: a header and one module per shader.
pub fn generate_source(pack: &PackManifest, manifest_name: &str, options: &EmitOptions) -> String {
    let mut out = format!(
        "// Generated by oneshader_pack::codegen from {manifest_name} ({}). Do not edit.\n",
        pack.compiler_version
    );
    for shader in &pack.shaders {
        out.push('\n');
        out.push_str(&shader_module(shader, options));
    }
    out
}
