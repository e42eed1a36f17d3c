//! The compile driver: the one place that puts the stages in order, for one compile, and
//! assembles the result.
//!
//! ```text
//! front end  [`front_end`]: preprocess -> syntax::parse -> sema::check  (HIR)
//! middle     [`reflect`]: reflect::build from the HIR
//!            [`lower`]:   lower::lower -> ir::verify                     (IR)
//! passes     [`optimize`]: opt::run (legalization always, optimization when asked; verified
//!            after every pass in debug builds and tests)
//!            [`analyze`]: ir::analysis once per entry point (reached functions and globals,
//!            device features), written into reflection's required_features
//! backends   [`emit`]: every requested target through [`BACKENDS`] (SPIR-V, WGSL), each
//!            handed the module and the entry point's analysis
//! ```
//!
//! Reflection is built from the checked program before lowering, so its errors (invalid vertex
//! formats, OSH0336) stop the compile before the lowering reports follow-on errors; the
//! analysis comes after the passes so it describes the IR the backends get. A stage that
//! reports errors stops the pipeline (later stages would only report follow-on errors). A
//! panic anywhere is caught and reported as OSH7000 instead of crashing the host. The stage
//! functions are `pub(crate)` so the compile cache and the in-crate tests run the stages
//! through them instead of writing the order out again.

use crate::api::{CompileOptions, CompileResult, CompileTarget, ShaderBlob};
use crate::diag::{Code, DiagnosticBag};
use crate::ir::analysis::EntryAnalysis;
use crate::preprocess::PreprocessOutput;
use crate::reflect::ShaderReflection;
use crate::sema::hir::Program;
use crate::source::{FileId, SourceMap, Span};
use std::panic::AssertUnwindSafe;
use std::path::Path;

pub fn compile(source: &str, path: &str, options: &CompileOptions) -> CompileResult {
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    let mut result = CompileResult {
        files: vec![path.to_string()],
        ..CompileResult::default()
    };
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
        run(&mut sources, main, options, &mut diags, &mut result)
    }));
    if outcome.is_err() {
        result.blobs.clear();
        diags.error(
            Code::INTERNAL,
            Span::new(main, 0, 0),
            "Internal compiler error. This is a bug in OneShader, not in the shader; please report it with the shader that caused it",
        );
    }
    result.diagnostics = diags.resolve(&sources, options.warning_policy());
    if !result.success() {
        result.blobs.clear();
    }
    result
}

fn run(
    sources: &mut SourceMap,
    main: FileId,
    options: &CompileOptions,
    diags: &mut DiagnosticBag,
    result: &mut CompileResult,
) {
    let start = Span::new(main, 0, 0);
    for target in &options.targets {
        if !target.is_implemented() {
            diags.error(
                Code::BAD_OPTION,
                start,
                format!("The {target} target is not available in this version of OneShader; compile for SpirV"),
            );
        }
    }
    options.check_wgsl_dialect(start, diags);
    if diags.has_errors() {
        return;
    }
    let Some(program) = front_end(sources, main, options, diags, &mut result.files) else {
        return;
    };
    result.reflection = Some(reflect(&program, options, diags));
    if diags.has_errors() {
        return;
    }
    let Some(mut module) = lower(&program, start, diags) else {
        return;
    };
    module.preserve_bindings = options.spirv_preserve_bindings;
    if !optimize(&mut module, options, start, diags) {
        return;
    }
    let analyses = analyze(&module);
    if let Some(reflection) = &mut result.reflection {
        for info in &mut reflection.entry_points {
            if let Some((_, a)) = analyses.iter().find(|(name, _)| *name == info.name) {
                info.required_features = a.features;
                info.subgroup_operations = a.subgroup_operations;
            }
        }
    }
    result.blobs = emit(&program, &module, &analyses, options, sources, start, diags);
    // WGSL and MSL blobs carry the entry function names reflection was given (decided once).
    for blob in &mut result.blobs {
        if blob.target == CompileTarget::Wgsl {
            blob.entry_function = result
                .reflection
                .as_ref()
                .and_then(|r| r.entry_point(&blob.entry_point))
                .and_then(|e| e.wgsl_entry_point.clone());
        }
        if blob.target == CompileTarget::Msl {
            blob.entry_function = result
                .reflection
                .as_ref()
                .and_then(|r| r.entry_point(&blob.entry_point))
                .and_then(|e| e.msl_function_name.clone());
        }
    }
}

/// What DXC's predefined macros are set from: the shader model, the one stage every requested
/// entry point names (none: a library compile), the SPIR-V version, 16-bit types.
fn predefined_for(options: &CompileOptions) -> crate::preprocess::Predefined {
    let mut stages = options.entry_points.iter().map(|e| e.stage);
    let first = stages.next().flatten();
    let stage = first.filter(|s| stages.all(|t| t == Some(*s)));
    crate::preprocess::Predefined {
        shader_model: options.shader_model,
        stage,
        spirv_version: options.spirv_env.spirv_version(),
        enable_16bit_types: options.enable_16bit_types,
    }
}

/// Preprocesses `main` with the options' defines, include directories and resolver.
pub(crate) fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    options: &CompileOptions,
    diags: &mut DiagnosticBag,
) -> PreprocessOutput {
    let pp_options = crate::preprocess::PreprocessOptions {
        defines: &options.defines,
        include_dirs: &options.include_dirs,
        include_resolver: options.include_resolver.as_ref(),
        limits: crate::preprocess::PreprocessLimits {
            max_file_bytes: options.max_file_bytes,
            ..Default::default()
        },
        predefined: predefined_for(options),
    };
    crate::preprocess::preprocess(sources, main, &pp_options, diags)
}

/// The front end: preprocess, parse and check `main`. `files` gets every file the preprocessor
/// read. `None` after errors.
pub(crate) fn front_end(
    sources: &mut SourceMap,
    main: FileId,
    options: &CompileOptions,
    diags: &mut DiagnosticBag,
    files: &mut Vec<String>,
) -> Option<Program> {
    let pp = preprocess(sources, main, options, diags);
    *files = pp.files;
    if diags.has_errors() {
        return None;
    }
    let unit = crate::syntax::parse(&pp.tokens, &pp.pragmas, diags);
    if diags.has_errors() {
        return None;
    }
    let sema_options = crate::sema::hir::SemaOptions {
        matrix_packing: options.matrix_packing,
        enable_16bit_types: options.enable_16bit_types,
        entry_points: options.entry_points.clone(),
        vulkan_bindings: options.vulkan_bindings.clone(),
        buffer_layout: options.buffer_layout,
        position: options.position,
        unknown_image_format: options.unknown_image_format,
        shader_model: options.shader_model,
    };
    let mut program = crate::sema::check(&unit, &sema_options, diags);
    if diags.has_errors() {
        return None;
    }
    program.source_path = sources
        .file(main)
        .map(|f| f.path.clone())
        .unwrap_or_default();
    Some(program)
}

/// Reflection of the checked program for the requested targets (device features are filled in
/// by the driver from the per-entry analysis).
pub(crate) fn reflect(
    program: &Program,
    options: &CompileOptions,
    diags: &mut DiagnosticBag,
) -> ShaderReflection {
    let mut reflection = crate::reflect::build(program, &options.targets, diags);
    // The WGSL and MSL entry functions' names are decided here, once (each backend owns its
    // naming rule); reflection and every blob of that target carry them.
    for info in &mut reflection.entry_points {
        if options.targets.contains(&CompileTarget::Wgsl) {
            info.wgsl_entry_point = Some(crate::wgsl::entry_function_name(&info.name));
        }
        if options.targets.contains(&CompileTarget::Msl) {
            info.msl_function_name = Some(crate::msl::entry_function_name(&info.name));
            if info.stage == crate::target::Stage::Vertex
                && info.inputs.iter().any(|v| v.location.is_some())
            {
                info.msl_vertex_buffer_index = Some(crate::slots::METAL_VERTEX_BUFFER);
            }
        }
    }
    if options.wgsl_immediates {
        // Push constants are `var<immediate>` in WGSL then: no bound slot.
        for pc in &mut reflection.push_constants {
            pc.slots.retain(|s| s.target != CompileTarget::Wgsl);
        }
    }
    reflection
}

/// Lowers the checked program and verifies the IR; `None` after lowering errors or when the IR
/// is invalid (reported at `at` as OSH7001).
pub(crate) fn lower(
    program: &Program,
    at: Span,
    diags: &mut DiagnosticBag,
) -> Option<crate::ir::Module> {
    let module = crate::lower::lower(program, diags);
    if diags.has_errors() {
        return None;
    }
    let problems = crate::ir::verify(&module);
    if !problems.is_empty() {
        diags.error(
            Code::IR_INVALID,
            at,
            format!(
                "Internal compiler error: the IR is invalid ({}). This is a bug in OneShader; please report it with the shader",
                problems.join("; ")
            ),
        );
        return None;
    }
    Some(module)
}

/// Runs the IR passes ([`crate::opt`]); `false` after a pass left the IR invalid (reported at
/// `at` as OSH7001, naming the pass) or when an `EvaluateAttribute*` argument is not an input
/// (OSH0400 at the call).
pub(crate) fn optimize(
    module: &mut crate::ir::Module,
    options: &CompileOptions,
    at: Span,
    diags: &mut DiagnosticBag,
) -> bool {
    match crate::opt::run(module, &crate::opt::OptOptions::new(options.optimize)) {
        Ok(()) => {
            // No target can evaluate a value that is not an input (legalization found none).
            let unresolved = crate::opt::interpolate::unresolved(module);
            for (span, op) in &unresolved {
                let name = op.name();
                let message = if *op == crate::ir::IntrinsicOp::AttributeAtVertex {
                    format!(
                        "'{name}' reads a nointerpolation input of the pixel shader at a vertex, \
                         but its argument is not one: declare the input nointerpolation and pass \
                         it (or a member or element of it at a constant index), directly or \
                         through parameters and locals"
                    )
                } else {
                    format!(
                        "'{name}' evaluates an input of the pixel shader, but its argument is not \
                         one: pass an entry-point input (or a member or element of one at a \
                         constant index), directly or through parameters and locals, and compute \
                         with the result instead"
                    )
                };
                diags.error(Code::LOWER_UNSUPPORTED, *span, message);
            }
            unresolved.is_empty()
        }
        Err(e) => {
            diags.error(
                Code::IR_INVALID,
                at,
                format!(
                    "Internal compiler error: {e}. This is a bug in OneShader; please report it with the shader"
                ),
            );
            false
        }
    }
}

/// The per-entry analysis of every entry point of `module`, in module order, by name.
pub(crate) fn analyze(module: &crate::ir::Module) -> Vec<(String, EntryAnalysis)> {
    module
        .entry_points
        .iter()
        .map(|e| (e.name.clone(), crate::ir::analysis::analyze(module, e)))
        .collect()
}

/// One backend: the target it produces and how it emits one analyzed entry point (the bytes
/// of its blob, or `None` after reporting errors).
pub(crate) struct Backend {
    pub target: CompileTarget,
    pub emit: EmitFn,
}

/// A backend's emitter: one analyzed entry point of the module, with the options and the
/// compile's files (debug information names them), to the blob's bytes.
pub(crate) type EmitFn = fn(
    &crate::ir::Module,
    &crate::ir::EntryPoint,
    &EntryAnalysis,
    &CompileOptions,
    &SourceMap,
    &mut DiagnosticBag,
) -> Option<Vec<u8>>;

/// Every backend, one per implemented target ([`CompileTarget::is_implemented`] gates the
/// options; a test keeps the two in step).
pub(crate) const BACKENDS: &[Backend] = &[
    Backend {
        target: CompileTarget::SpirV,
        emit: emit_spirv,
    },
    Backend {
        target: CompileTarget::Msl,
        emit: emit_msl,
    },
    Backend {
        target: CompileTarget::Wgsl,
        emit: emit_wgsl,
    },
];

fn emit_msl(
    module: &crate::ir::Module,
    entry: &crate::ir::EntryPoint,
    analysis: &EntryAnalysis,
    _options: &CompileOptions,
    _sources: &SourceMap,
    diags: &mut DiagnosticBag,
) -> Option<Vec<u8>> {
    let out = crate::msl::emit_analyzed(module, entry, analysis, diags)?;
    Some(out.text.into_bytes())
}

fn emit_spirv(
    module: &crate::ir::Module,
    entry: &crate::ir::EntryPoint,
    analysis: &EntryAnalysis,
    options: &CompileOptions,
    sources: &SourceMap,
    diags: &mut DiagnosticBag,
) -> Option<Vec<u8>> {
    let debug = options.spirv_debug.effective();
    let spirv_options = crate::spirv::SpirvOptions {
        keep_names: options.keep_names,
        env: options.spirv_env,
        allowed_extensions: options.spirv_extensions.clone(),
        debug,
        reflect: options.spirv_reflect,
        preserve_interface: options.spirv_preserve_interface,
        shader_model: options.shader_model,
        processed: if debug.tool {
            tool_strings(entry, options, sources)
        } else {
            Vec::new()
        },
    };
    let words = crate::spirv::emit_analyzed(
        module,
        entry,
        analysis,
        &spirv_options,
        Some(sources),
        diags,
    )?;
    Some(words.iter().flat_map(|w| w.to_le_bytes()).collect())
}

/// The `OpModuleProcessed` strings of `-fspv-debug=tool`, as DXC's `dxc-commit-hash` and
/// `dxc-cl-option`: this compiler's version, and the input with the options that shaped the
/// output, written as DXC's command line.
fn tool_strings(
    entry: &crate::ir::EntryPoint,
    options: &CompileOptions,
    sources: &SourceMap,
) -> Vec<String> {
    let input = sources
        .files()
        .next()
        .map_or(String::new(), |(_, f)| f.path.clone());
    let prefix = match entry.stage {
        crate::target::Stage::Vertex => "vs",
        crate::target::Stage::Pixel => "ps",
        crate::target::Stage::Compute => "cs",
    };
    let sm = options.shader_model;
    let mut words = vec![
        input,
        "-E".to_string(),
        entry.name.clone(),
        "-T".to_string(),
        format!("{prefix}_{}_{}", sm.major, sm.minor),
    ];
    for (on, flag) in [
        (!options.optimize, "-Od"),
        (
            options.matrix_packing == crate::types::MatrixPacking::RowMajor,
            "-Zpr",
        ),
        (options.enable_16bit_types, "-enable-16bit-types"),
    ] {
        if on {
            words.push(flag.to_string());
        }
    }
    words.extend(options.to_dxc_args());
    for d in &options.defines {
        words.push(match &d.value {
            Some(v) => format!("-D{}={v}", d.name),
            None => format!("-D{}", d.name),
        });
    }
    vec![
        format!("oneshader-version: {}", env!("CARGO_PKG_VERSION")),
        format!("oneshader-cl-option: {}", words.join(" ")),
    ]
}

fn emit_wgsl(
    module: &crate::ir::Module,
    entry: &crate::ir::EntryPoint,
    analysis: &EntryAnalysis,
    options: &CompileOptions,
    _sources: &SourceMap,
    diags: &mut DiagnosticBag,
) -> Option<Vec<u8>> {
    let wgsl_options = crate::wgsl::WgslOptions {
        push_constants_as_immediates: options.wgsl_immediates,
        binding_arrays: options.wgsl_dialect == crate::target::WgslDialect::Wgpu,
        subgroups_extension: options.wgsl_dialect == crate::target::WgslDialect::WebGpu,
        check_uniformity: options.wgsl_dialect == crate::target::WgslDialect::WebGpu,
        multiview: options.wgsl_dialect == crate::target::WgslDialect::Wgpu,
        ray_queries: options.wgsl_dialect == crate::target::WgslDialect::Wgpu,
    };
    let out = crate::wgsl::emit_analyzed(module, entry, analysis, &wgsl_options, diags)?;
    Some(out.text.into_bytes())
}

/// Emits every entry point of the program (in its order) for every requested target (in the
/// options' order) through [`BACKENDS`].
pub(crate) fn emit(
    program: &Program,
    module: &crate::ir::Module,
    analyses: &[(String, EntryAnalysis)],
    options: &CompileOptions,
    sources: &SourceMap,
    at: Span,
    diags: &mut DiagnosticBag,
) -> Vec<ShaderBlob> {
    let mut blobs = Vec::new();
    for entry in &program.entry_points {
        let found = module.entry_point(&entry.name).and_then(|ir_entry| {
            let (_, analysis) = analyses.iter().find(|(name, _)| *name == entry.name)?;
            Some((ir_entry, analysis))
        });
        let Some((ir_entry, analysis)) = found else {
            diags.error(
                Code::IR_INVALID,
                at,
                format!(
                    "Internal compiler error: the IR has no entry point '{}'. This is a bug in OneShader; please report it with the shader",
                    entry.name
                ),
            );
            continue;
        };
        for &target in &options.targets {
            let Some(backend) = BACKENDS.iter().find(|b| b.target == target) else {
                continue;
            };
            if let Some(data) = (backend.emit)(module, ir_entry, analysis, options, sources, diags)
            {
                blobs.push(ShaderBlob {
                    entry_point: entry.name.clone(),
                    stage: entry.stage,
                    target,
                    entry_function: None,
                    data,
                });
            }
        }
    }
    blobs
}

/// Preprocesses only (DXC's `-P`): the expanded program as text ([`crate::preprocess::render`]),
/// or `None` after errors; the diagnostics and the files read.
pub fn preprocess_only(
    source: &str,
    path: &str,
    options: &CompileOptions,
) -> crate::api::PreprocessResult {
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    let out = preprocess(&mut sources, main, options, &mut diags);
    let text = (!diags.has_errors()).then(|| crate::preprocess::render(&out, &sources));
    let diagnostics = diags.resolve(&sources, options.warning_policy());
    let failed = diagnostics.iter().any(crate::Diagnostic::is_error);
    crate::api::PreprocessResult {
        text: if failed { None } else { text },
        diagnostics,
        files: out.files,
    }
}

pub fn compile_file(path: &Path, options: &CompileOptions) -> CompileResult {
    let display = path.to_string_lossy().into_owned();
    match crate::input::read_bounded(path, options.max_file_bytes) {
        Ok(bytes) => compile(&String::from_utf8_lossy(&bytes), &display, options),
        Err(e) => {
            let mut sources = SourceMap::new();
            let file = sources.add(display.clone(), "");
            let mut diags = DiagnosticBag::new();
            let hint = match e {
                crate::input::ReadError::Io(_) => "Check that the file exists and is readable",
                crate::input::ReadError::NotAFile { .. } => "Name a shader source file",
                crate::input::ReadError::TooLarge { .. } => {
                    "Check the path, or raise CompileOptions::max_file_bytes"
                }
            };
            diags.error(
                Code::FILE_UNREADABLE,
                Span::new(file, 0, 0),
                format!("Cannot read '{display}': {e}. {hint}"),
            );
            CompileResult {
                diagnostics: diags.resolve(&sources, options.warning_policy()),
                files: vec![display],
                ..CompileResult::default()
            }
        }
    }
}

#[cfg(test)]
#[path = "driver_tests.rs"]
mod tests;
