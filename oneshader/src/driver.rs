//! The compile driver: runs the stages in order for one compile and assembles the result.
//!
//! preprocess -> parse -> sema::check -> reflect::build -> lower -> ir::verify (then the
//! entry points' device features, `ir::features`) -> spirv::emit / wgsl::emit.
//! A stage that reports errors stops the pipeline (later stages would only report follow-on
//! errors). A panic anywhere is caught and reported as OSH7000 instead of crashing the host.

use crate::api::{CompileOptions, CompileResult, CompileTarget, ShaderBlob};
use crate::diag::{Code, DiagnosticBag};
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
    result.diagnostics = diags.resolve(&sources, options.warnings_as_errors);
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
    if diags.has_errors() {
        return;
    }

    let pp_options = crate::preprocess::PreprocessOptions {
        defines: &options.defines,
        include_dirs: &options.include_dirs,
        include_resolver: options.include_resolver.as_ref(),
        limits: Default::default(),
    };
    let pp = crate::preprocess::preprocess(sources, main, &pp_options, diags);
    result.files = pp.files;
    if diags.has_errors() {
        return;
    }

    let unit = crate::syntax::parse(&pp.tokens, &pp.pragmas, diags);
    if diags.has_errors() {
        return;
    }

    let sema_options = crate::sema::hir::SemaOptions {
        matrix_packing: options.matrix_packing,
        enable_16bit_types: options.enable_16bit_types,
        entry_points: options.entry_points.clone(),
        vulkan_bindings: options.vulkan_bindings.clone(),
    };
    let mut program = crate::sema::check(&unit, &sema_options, diags);
    if diags.has_errors() {
        return;
    }
    program.source_path = sources
        .file(main)
        .map(|f| f.path.clone())
        .unwrap_or_default();
    let mut reflection = crate::reflect::build(&program, &options.targets, diags);
    if options.targets.contains(&CompileTarget::Wgsl) {
        // The WGSL entry function's name is decided here, once (the backend owns the naming
        // rule); reflection and every WGSL blob carry it.
        for info in &mut reflection.entry_points {
            info.wgsl_entry_point = Some(crate::wgsl::entry_function_name(&info.name));
        }
    }
    if options.wgsl_immediates {
        // Push constants are `var<immediate>` in WGSL then: no bound slot.
        for pc in &mut reflection.push_constants {
            pc.slots.retain(|s| s.target != CompileTarget::Wgsl);
        }
    }
    result.reflection = Some(reflection);
    if diags.has_errors() {
        return;
    }

    let module = crate::lower::lower(&program, diags);
    if diags.has_errors() {
        return;
    }
    let problems = crate::ir::verify(&module);
    if !problems.is_empty() {
        diags.error(
            Code::IR_INVALID,
            start,
            format!(
                "Internal compiler error: the IR is invalid ({}). This is a bug in OneShader; please report it with the shader",
                problems.join("; ")
            ),
        );
        return;
    }

    // Device features come from the IR (what each entry point's code really uses), so every
    // target gets them; computed once here, reflected, and declared by the SPIR-V backend.
    let features: Vec<(&str, u32)> = module
        .entry_points
        .iter()
        .map(|e| {
            (
                e.name.as_str(),
                crate::ir::features::entry_features(&module, e),
            )
        })
        .collect();
    let features_of = |name: &str| {
        features
            .iter()
            .find(|(entry, _)| *entry == name)
            .map(|&(_, bits)| bits)
    };
    if let Some(reflection) = &mut result.reflection {
        for info in &mut reflection.entry_points {
            if let Some(bits) = features_of(&info.name) {
                info.required_features = bits;
            }
        }
    }

    let spirv_options = crate::spirv::SpirvOptions {
        keep_names: options.keep_names,
    };
    let wgsl_options = crate::wgsl::WgslOptions {
        push_constants_as_immediates: options.wgsl_immediates,
    };
    for entry in &program.entry_points {
        for &target in &options.targets {
            if target == CompileTarget::Wgsl {
                if let Some(out) = crate::wgsl::emit(&module, &entry.name, &wgsl_options, diags) {
                    let entry_function = result
                        .reflection
                        .as_ref()
                        .and_then(|r| r.entry_point(&entry.name))
                        .and_then(|e| e.wgsl_entry_point.clone());
                    result.blobs.push(ShaderBlob {
                        entry_point: entry.name.clone(),
                        stage: entry.stage,
                        target,
                        entry_function,
                        data: out.text.into_bytes(),
                    });
                }
                continue;
            }
            if target != CompileTarget::SpirV {
                continue;
            }
            let words = crate::spirv::emit_with_features(
                &module,
                &entry.name,
                features_of(&entry.name),
                &spirv_options,
                diags,
            );
            if let Some(words) = words {
                result.blobs.push(ShaderBlob {
                    entry_point: entry.name.clone(),
                    stage: entry.stage,
                    target,
                    entry_function: None,
                    data: words.iter().flat_map(|w| w.to_le_bytes()).collect(),
                });
            }
        }
    }
}

pub fn compile_file(path: &Path, options: &CompileOptions) -> CompileResult {
    let display = path.to_string_lossy().into_owned();
    match std::fs::read(path) {
        Ok(bytes) => compile(&String::from_utf8_lossy(&bytes), &display, options),
        Err(e) => {
            let mut sources = SourceMap::new();
            let file = sources.add(display.clone(), "");
            let mut diags = DiagnosticBag::new();
            diags.error(
                Code::FILE_UNREADABLE,
                Span::new(file, 0, 0),
                format!("Cannot read '{display}': {e}. Check that the file exists and is readable"),
            );
            CompileResult {
                diagnostics: diags.resolve(&sources, options.warnings_as_errors),
                files: vec![display],
                ..CompileResult::default()
            }
        }
    }
}
