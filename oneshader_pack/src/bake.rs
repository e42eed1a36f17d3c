//! Baking: every variant of every shader compiled in parallel, deduplicated and assembled into a
//! pack manifest.
//!
//! Input: a checked [`Manifest`] and [`BakeOptions`] (cache folder, thread count, progress).
//! Output: a [`Baked`]: the pack manifest, unique blobs (first appearance order, so equal inputs
//! give equal packs), grouped diagnostics, per-shader reports, the files read (for depfiles) and
//! the "N compiled, M up to date" counts, counted per (variant x target) output. One job compiles
//! one variant for all of its shader's targets, so the front end runs once per variant.

use crate::cache::{file_hash, Cache, CacheEntry, CachedOutput};
use crate::manifest::{Manifest, ShaderSpec};
use crate::pack::format::*;
use crate::report::{self, GroupedDiagnostic, ShaderReport};
use oneshader::types::MatrixPacking;
use oneshader::{CompileOptions, Define, Diagnostic, EntryPointRequest};
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The compiler's version, written into the pack (cache keys use the build id instead).
pub const COMPILER_VERSION: &str = concat!("oneshader ", env!("CARGO_PKG_VERSION"));

/// Called after each finished variant with (done, total).
pub type Progress = Arc<dyn Fn(usize, usize) + Send + Sync>;

/// Reads a shader source named by the manifest (its resolved path) from somewhere other than the
/// file system.
pub type SourceReader = Arc<dyn Fn(&std::path::Path) -> std::io::Result<Vec<u8>> + Send + Sync>;

#[derive(Clone, Default)]
pub struct BakeOptions {
    /// Where compiled variants are cached; `None` compiles everything.
    pub cache_dir: Option<std::path::PathBuf>,
    /// Worker threads; 0 uses rayon's default (one per core).
    pub threads: usize,
    pub progress: Option<Progress>,
    /// Reads shader sources instead of the file system (the Bevy plugin reads them through the
    /// asset server, so that they become load dependencies).
    pub read_source: Option<SourceReader>,
    /// Resolves `#include`s before the include directories on disk are searched.
    pub include_resolver: Option<oneshader::IncludeResolver>,
    /// The most bytes of one shader file or include read from disk; `None` is
    /// [`oneshader::input::DEFAULT_MAX_FILE_BYTES`] (16 MiB). A manifest `path` (or include)
    /// that is larger, or not a regular file (a FIFO, a device, a folder), is OSH0003 (OSH0121)
    /// without being read.
    pub max_file_bytes: Option<u64>,
}

impl BakeOptions {
    fn file_limit(&self) -> u64 {
        self.max_file_bytes
            .unwrap_or(oneshader::input::DEFAULT_MAX_FILE_BYTES)
    }
}

/// The result of a bake.
#[derive(Clone, Debug, Default)]
pub struct Baked {
    pub manifest: PackManifest,
    pub blobs: Vec<Vec<u8>>,
    /// Each distinct diagnostic once, with its variants.
    pub diagnostics: Vec<GroupedDiagnostic>,
    pub reports: Vec<ShaderReport>,
    /// (variant x target) outputs compiled now.
    pub compiled: usize,
    /// (variant x target) outputs taken from the cache.
    pub up_to_date: usize,
    /// Every file read: the manifest, shaders and includes, sorted.
    pub files: Vec<String>,
}

impl Baked {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|g| g.diagnostic.is_error())
    }

    /// The pack bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        crate::pack::to_bytes(&self.manifest, &self.blobs)
    }

    /// `8 compiled, 0 up to date`.
    pub fn summary(&self) -> String {
        format!("{} compiled, {} up to date", self.compiled, self.up_to_date)
    }
}

/// One compiled output of a variant.
struct Output {
    entry_point: String,
    stage: String,
    target: String,
    data: Vec<u8>,
}

/// What one variant job produced.
struct JobResult {
    outputs: Vec<Output>,
    reflection: String,
    diagnostics: Vec<Diagnostic>,
    files: Vec<String>,
    cached: bool,
}

fn compile_options(
    spec: &ShaderSpec,
    variant_defines: &[(String, Option<String>)],
    include_resolver: Option<&oneshader::IncludeResolver>,
    max_file_bytes: u64,
) -> CompileOptions {
    let mut options = CompileOptions {
        targets: spec.targets.clone(),
        defines: variant_defines
            .iter()
            .chain(&spec.defines)
            .map(|(n, v)| Define::new(n.clone(), v.as_deref()))
            .collect(),
        include_dirs: spec.include_dirs.clone(),
        entry_points: spec
            .entry_points
            .iter()
            .map(|n| EntryPointRequest {
                name: n.clone(),
                stage: None,
            })
            .collect(),
        matrix_packing: if spec.row_major {
            MatrixPacking::RowMajor
        } else {
            MatrixPacking::ColumnMajor
        },
        enable_16bit_types: spec.enable_16bit_types,
        include_resolver: include_resolver.cloned(),
        wgsl_dialect: spec.wgsl_dialect,
        max_file_bytes,
        ..CompileOptions::default()
    };
    // Checked when the manifest was read; a failure here would be a manifest bug.
    if let Err(message) = oneshader::dxc_args::apply_all(&mut options, &spec.dxc_args) {
        debug_assert!(
            false,
            "dxc_args passed the manifest check but failed: {message}"
        );
    }
    options
}

/// A variant's key: the compiler build and every output-affecting option
/// ([`oneshader::cache::options_key`], the key the in-memory cache uses too), the path and the
/// text. Included files are checked by [`Cache::load`].
fn cache_key(source_path: &str, source: &str, options: &CompileOptions) -> String {
    Cache::key(&[
        &oneshader::cache::options_key(options),
        source_path.as_bytes(),
        source.as_bytes(),
    ])
}

fn run_job(
    spec: &ShaderSpec,
    source: &Result<String, Diagnostic>,
    variant: usize,
    cache: &Cache,
    include_resolver: Option<&oneshader::IncludeResolver>,
    max_file_bytes: u64,
) -> JobResult {
    let path = spec.path.display().to_string();
    let source = match source {
        Ok(s) => s,
        Err(d) => {
            return JobResult {
                outputs: Vec::new(),
                reflection: String::new(),
                diagnostics: vec![d.clone()],
                files: vec![path],
                cached: false,
            }
        }
    };
    let defines = spec
        .space
        .variants
        .get(variant)
        .map_or(&[][..], |v| &v.defines[..]);
    let options = compile_options(spec, defines, include_resolver, max_file_bytes);
    let key = cache_key(&path, source, &options);
    if let Some((entry, blobs)) = cache.load(&key) {
        let mut files = vec![path];
        files.extend(entry.includes.iter().map(|(p, _)| p.clone()));
        return JobResult {
            outputs: entry
                .outputs
                .into_iter()
                .zip(blobs)
                .map(|(o, data)| Output {
                    entry_point: o.entry_point,
                    stage: o.stage,
                    target: o.target,
                    data,
                })
                .collect(),
            reflection: entry.reflection,
            diagnostics: Vec::new(),
            files,
            cached: true,
        };
    }
    let result = oneshader::compile(source, &path, &options);
    let outputs: Vec<Output> = result
        .blobs
        .into_iter()
        .map(|b| Output {
            entry_point: b.entry_point,
            stage: b.stage.name().to_string(),
            target: b.target.name().to_string(),
            data: b.data,
        })
        .collect();
    let reflection = result
        .reflection
        .as_ref()
        .map(oneshader::reflect::to_text)
        .unwrap_or_default();
    let success = !result.diagnostics.iter().any(Diagnostic::is_error);
    if success {
        let includes: Option<Vec<(String, String)>> = result
            .files
            .iter()
            .skip(1)
            .map(|f| file_hash(std::path::Path::new(f)).map(|h| (f.clone(), h)))
            .collect();
        // An include we cannot hash again (an in-memory one) makes the entry uncacheable.
        if let Some(includes) = includes {
            let entry = CacheEntry {
                includes,
                outputs: outputs
                    .iter()
                    .map(|o| CachedOutput {
                        entry_point: o.entry_point.clone(),
                        stage: o.stage.clone(),
                        target: o.target.clone(),
                        blob: blake3::hash(&o.data).to_hex().to_string(),
                    })
                    .collect(),
                reflection: reflection.clone(),
            };
            let blobs: Vec<&[u8]> = outputs.iter().map(|o| &o.data[..]).collect();
            cache.store(&key, &entry, &blobs);
        }
    }
    JobResult {
        outputs,
        reflection,
        diagnostics: result.diagnostics,
        files: result.files,
        cached: false,
    }
}

/// Bakes every shader of `manifest`.
pub fn bake(manifest: &Manifest, options: &BakeOptions) -> Baked {
    let cache = Cache::new(options.cache_dir.clone());
    // Read each shader once; a missing file is one diagnostic per variant, grouped later. Only
    // regular files below the limit are read: a FIFO blocks and a device never ends.
    let sources: Vec<Result<String, Diagnostic>> = manifest
        .shaders
        .iter()
        .map(|s| {
            match &options.read_source {
                Some(read) => read(&s.path).map_err(oneshader::input::ReadError::Io),
                None => oneshader::input::read_bounded(&s.path, options.file_limit()),
            }
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .map_err(|e| Diagnostic {
                severity: oneshader::Severity::Error,
                code: oneshader::Code::FILE_UNREADABLE,
                file: s.path.display().to_string(),
                line: 1,
                column: 1,
                message: format!(
                    "Cannot read '{}': {e}. Check the path in the manifest",
                    s.path.display()
                ),
                labels: Vec::new(),
            })
        })
        .collect();
    let jobs: Vec<(usize, usize)> = manifest
        .shaders
        .iter()
        .enumerate()
        .flat_map(|(s, spec)| (0..spec.space.variants.len()).map(move |v| (s, v)))
        .collect();
    let done = AtomicUsize::new(0);
    let total = jobs.len();
    let run = || -> Vec<JobResult> {
        jobs.par_iter()
            .map(|&(s, v)| {
                let r = run_job(
                    &manifest.shaders[s],
                    &sources[s],
                    v,
                    &cache,
                    options.include_resolver.as_ref(),
                    options.file_limit(),
                );
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if let Some(p) = &options.progress {
                    p(n, total);
                }
                r
            })
            .collect()
    };
    let results = match rayon::ThreadPoolBuilder::new()
        .num_threads(options.threads)
        .build()
    {
        Ok(pool) => pool.install(run),
        Err(_) => run(),
    };
    assemble(manifest, &jobs, results)
}

fn assemble(manifest: &Manifest, jobs: &[(usize, usize)], results: Vec<JobResult>) -> Baked {
    let mut baked = Baked {
        manifest: PackManifest {
            compiler_version: COMPILER_VERSION.to_string(),
            shaders: Vec::new(),
        },
        ..Baked::default()
    };
    let mut blob_index: BTreeMap<[u8; 32], u32> = BTreeMap::new();
    let mut files: BTreeSet<String> = BTreeSet::new();
    files.insert(manifest.path.display().to_string());
    let mut results = results.into_iter().zip(jobs).peekable();
    for (s, spec) in manifest.shaders.iter().enumerate() {
        let targets: Vec<String> = spec.targets.iter().map(|t| t.name().to_string()).collect();
        let mut desc = ShaderDesc {
            name: spec.name.clone(),
            source: spec.source.clone(),
            named: spec.space.named,
            axes: spec.space.axes.clone(),
            exclude: spec.exclude.clone(),
            targets: targets.clone(),
            entry_points: Vec::new(),
            variants: Vec::new(),
            fingerprint: String::new(),
        };
        let mut per_variant = Vec::new();
        while let Some((r, _)) = results.next_if(|(_, &(js, _))| js == s) {
            let v = &spec.space.variants[desc.variants.len()];
            let units = spec.targets.len();
            if r.cached {
                baked.up_to_date += units;
            } else {
                baked.compiled += units;
            }
            files.extend(r.files);
            per_variant.push((v.label.clone(), r.diagnostics));
            let mut entries: Vec<EntryDesc> = Vec::new();
            for o in r.outputs {
                let ep = match desc
                    .entry_points
                    .iter()
                    .position(|e| e.name == o.entry_point)
                {
                    Some(i) => i,
                    None => {
                        desc.entry_points.push(EntryPointDesc {
                            name: o.entry_point.clone(),
                            stage: o.stage.clone(),
                        });
                        desc.entry_points.len() - 1
                    }
                } as u32;
                let Some(t) = targets.iter().position(|t| *t == o.target) else {
                    continue;
                };
                let hash = *blake3::hash(&o.data).as_bytes();
                let blob = *blob_index.entry(hash).or_insert_with(|| {
                    baked.blobs.push(o.data);
                    (baked.blobs.len() - 1) as u32
                });
                let entry = match entries.iter_mut().position(|e| e.entry_point == ep) {
                    Some(i) => &mut entries[i],
                    None => {
                        entries.push(EntryDesc {
                            entry_point: ep,
                            blobs: vec![NO_BLOB; targets.len()],
                        });
                        entries.last_mut().expect("just pushed")
                    }
                };
                entry.blobs[t] = blob;
            }
            let mut defines: Vec<String> = v
                .defines
                .iter()
                .chain(&spec.defines)
                .map(|(n, val)| match val {
                    Some(val) => format!("{n}={val}"),
                    None => n.clone(),
                })
                .collect();
            defines.dedup();
            desc.variants.push(VariantDesc {
                name: v.name.clone(),
                defines,
                key: v.key.clone(),
                entries,
                reflection: r.reflection,
            });
        }
        desc.fingerprint = crate::codegen::fingerprint::fingerprint(&desc);
        baked.diagnostics.extend(report::group(&per_variant));
        let blobs = &baked.blobs;
        baked.reports.push(report::shader_report(&desc, |i| {
            blobs.get(i).map_or(0, Vec::len)
        }));
        baked.manifest.shaders.push(desc);
    }
    baked.files = files.into_iter().collect();
    baked
}
