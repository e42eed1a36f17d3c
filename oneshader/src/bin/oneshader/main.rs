//! The `oneshader` command: compiles one HLSL file with DXC-style flags.
//!
//! Input: the command line (see [`args::HELP`]). Output: the compiled blobs (to `-Fo` files or
//! standard output), optionally the reflection JSON and a Make dependency file; diagnostics on
//! standard error as `file(line,col): error OSHnnnn: message`.
//!
//! Exit codes: 0 success, 1 the shader did not compile or an output could not be written,
//! 2 the command line is wrong. Nothing is written when the compile fails.

mod args;
mod output;

use args::{Command, CompileArgs};
use oneshader::types::MatrixPacking;
use oneshader::{compile_file, CompileOptions};
use output::Destination;
use std::io::Write;
use std::process::ExitCode;

const EXIT_COMPILE_ERROR: u8 = 1;
const EXIT_USAGE: u8 = 2;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match args::parse(&argv) {
        Ok(Command::Help) => {
            print!("{}", args::HELP);
            ExitCode::SUCCESS
        }
        Ok(Command::Version) => {
            println!(
                "oneshader {} (OneShader for Rust: HLSL 2021 to SPIR-V 1.5 for Vulkan 1.2)",
                env!("CARGO_PKG_VERSION")
            );
            ExitCode::SUCCESS
        }
        Ok(Command::Compile(c)) => run(&c),
        Err(e) => {
            eprintln!("oneshader: error: {e}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

fn options(c: &CompileArgs) -> CompileOptions {
    CompileOptions {
        targets: c.targets.clone(),
        defines: c.defines.clone(),
        include_dirs: c.include_dirs.clone(),
        include_resolver: None,
        entry_points: c.entry_points.clone(),
        matrix_packing: if c.row_major {
            MatrixPacking::RowMajor
        } else {
            MatrixPacking::ColumnMajor
        },
        enable_16bit_types: c.enable_16bit_types,
        optimize: c.optimize,
        keep_names: c.keep_names,
        warnings_as_errors: c.warnings_as_errors,
        warnings: c.warnings.clone(),
        wgsl_immediates: false,
        wgsl_dialect: c.wgsl_dialect,
        vulkan_bindings: c.vulkan_bindings.clone(),
        shader_model: c.shader_model,
        spirv_env: c.spirv_env,
        buffer_layout: c.buffer_layout,
        position: c.position,
        unknown_image_format: c.unknown_image_format,
        spirv_extensions: c.spirv_extensions.clone(),
        spirv_debug: c.spirv_debug,
        spirv_reflect: c.spirv_reflect,
        spirv_preserve_bindings: c.spirv_preserve_bindings,
        spirv_preserve_interface: c.spirv_preserve_interface,
        max_file_bytes: oneshader::input::DEFAULT_MAX_FILE_BYTES,
    }
}

/// Prints diagnostics to standard error in the `-fdiagnostics-format` form; the clang form
/// shows each one's source line, read again from its file.
fn print_diagnostics(diagnostics: &[oneshader::Diagnostic], format: oneshader::DiagnosticFormat) {
    let stderr = std::io::stderr();
    let mut err = stderr.lock();
    // Each file is read once, however many diagnostics it has.
    let mut texts: std::collections::BTreeMap<&str, Option<String>> = Default::default();
    for d in diagnostics {
        let line = (format == oneshader::DiagnosticFormat::Clang)
            .then(|| {
                let text = texts.entry(&d.file).or_insert_with(|| {
                    let bytes = std::fs::read(&d.file).ok()?;
                    Some(String::from_utf8_lossy(&bytes).into_owned())
                });
                let line = text
                    .as_deref()?
                    .lines()
                    .nth(d.line.checked_sub(1)? as usize)?;
                Some(line.trim_end_matches('\r').to_string())
            })
            .flatten();
        let _ = writeln!(err, "{}", d.render(format, line.as_deref()));
    }
}

/// The input's text for the preprocess-only modes, or the exit code after saying why not.
fn read_input(c: &CompileArgs) -> Result<String, ExitCode> {
    match oneshader::input::read_bounded(&c.input, oneshader::input::DEFAULT_MAX_FILE_BYTES) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) => {
            eprintln!(
                "{}(1,1): error {}: Cannot read '{}': {e}.",
                c.input.display(),
                oneshader::Code::FILE_UNREADABLE,
                c.input.display()
            );
            Err(ExitCode::from(EXIT_COMPILE_ERROR))
        }
    }
}

/// `-M`, `-MF`, `-MD`: the files the input reads (itself first), as DXC writes them instead of
/// compiling: a Make rule for the `-Fo` file, or for the input without one.
fn dependencies_only(c: &CompileArgs, to: &args::Dependencies) -> ExitCode {
    let source = match read_input(c) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let result = oneshader::preprocess_source(&source, &c.input.to_string_lossy(), &options(c));
    print_diagnostics(&result.diagnostics, c.diagnostics_format);
    if result.text.is_none() {
        return ExitCode::from(EXIT_COMPILE_ERROR);
    }
    let target = c.output.as_deref().unwrap_or(&c.input);
    let text = output::dependency_list(target, &result.files);
    let written = match to {
        args::Dependencies::Stdout => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).and_then(|()| out.flush())
        }
        args::Dependencies::File(path) => return exit_code(write_output(path, text.as_bytes())),
    };
    if let Err(e) = written {
        eprintln!(
            "oneshader: error {}: cannot write to standard output: {e}",
            oneshader::Code::OUTPUT_UNWRITABLE
        );
        return ExitCode::from(EXIT_COMPILE_ERROR);
    }
    ExitCode::SUCCESS
}

fn exit_code(r: Result<(), ExitCode>) -> ExitCode {
    r.err().unwrap_or(ExitCode::SUCCESS)
}

/// `-P`: the preprocessed text to `to`.
fn preprocess_only(c: &CompileArgs, to: &std::path::Path) -> ExitCode {
    let source = match read_input(c) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let result = oneshader::preprocess_source(&source, &c.input.to_string_lossy(), &options(c));
    print_diagnostics(&result.diagnostics, c.diagnostics_format);
    match result.text {
        Some(text) => exit_code(write_output(to, text.as_bytes())),
        None => ExitCode::from(EXIT_COMPILE_ERROR),
    }
}

fn run(c: &CompileArgs) -> ExitCode {
    if let Some(to) = &c.dependencies {
        return dependencies_only(c, to);
    }
    if let Some(to) = &c.preprocess_to {
        return preprocess_only(c, to);
    }
    let result = compile_file(&c.input, &options(c));
    print_diagnostics(&result.diagnostics, c.diagnostics_format);
    if !result.success() {
        return ExitCode::from(EXIT_COMPILE_ERROR);
    }
    if result.blobs.is_empty() {
        // Where the file starts, in the form every diagnostic has, with the driver's code for
        // "no entry point" (OSH0001).
        eprintln!(
            "{}(1,1): error {}: '{}' has no entry point to compile. Mark one with [shader(\"vertex\"|\"pixel\"|\"compute\")], or name it with -T and -E.",
            c.input.display(),
            oneshader::Code::NO_ENTRY_POINT,
            c.input.display()
        );
        return ExitCode::from(EXIT_COMPILE_ERROR);
    }

    let destinations = match output::destinations(&result.blobs, c.output.as_deref()) {
        Ok(d) => d,
        Err(message) => {
            eprintln!("oneshader: error: {message} Run 'oneshader --help' for the options.");
            return ExitCode::from(EXIT_USAGE);
        }
    };

    // Everything is prepared before anything is written, so a failure leaves no partial set.
    let reflection_text = match (&c.reflect, &result.reflection) {
        (None, _) => None,
        (Some(_), None) => {
            eprintln!("oneshader: error: the compile produced no reflection to write.");
            return ExitCode::from(EXIT_COMPILE_ERROR);
        }
        (Some(_), Some(r)) => Some(output::reflection_json(r)),
    };
    let disassembly = match &c.disassembly {
        None => None,
        Some(_) => match output::disassembly(&result.blobs) {
            Ok(text) => Some(text),
            Err(e) => {
                eprintln!("oneshader: error: {e}");
                return ExitCode::from(EXIT_COMPILE_ERROR);
            }
        },
    };

    let mut written = Vec::new();
    for (blob, dest) in result.blobs.iter().zip(&destinations) {
        match dest {
            Destination::Stdout => {
                let stdout = std::io::stdout();
                let mut out = stdout.lock();
                if let Err(e) = out.write_all(&blob.data).and_then(|()| out.flush()) {
                    eprintln!(
                        "oneshader: error {}: cannot write to standard output: {e}",
                        oneshader::Code::OUTPUT_UNWRITABLE
                    );
                    return ExitCode::from(EXIT_COMPILE_ERROR);
                }
            }
            Destination::File(path) => {
                if let Err(code) = write_output(path, &blob.data) {
                    return code;
                }
                written.push(path.clone());
            }
        }
    }
    for (path, text) in [(&c.disassembly, disassembly), (&c.reflect, reflection_text)] {
        if let (Some(path), Some(text)) = (path, text) {
            if let Err(code) = write_output(path, text.as_bytes()) {
                return code;
            }
        }
    }
    if let Some(path) = &c.depfile {
        let text = output::depfile_text(&written, &result.files);
        if let Err(code) = write_output(path, text.as_bytes()) {
            return code;
        }
    }
    ExitCode::SUCCESS
}

/// [`write_file`], reporting a failure with OSH0006 and giving the exit code to return.
fn write_output(path: &std::path::Path, bytes: &[u8]) -> Result<(), ExitCode> {
    write_file(path, bytes).map_err(|e| {
        eprintln!(
            "oneshader: error {}: {e}",
            oneshader::Code::OUTPUT_UNWRITABLE
        );
        ExitCode::from(EXIT_COMPILE_ERROR)
    })
}

/// Writes `bytes` to `path`, creating its folder. The message names the file and says why in
/// words (`oneshader::input::write_error`); it is printed with OSH0006.
fn write_file(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| oneshader::input::write_error(path, &e))?;
    }
    std::fs::write(path, bytes).map_err(|e| oneshader::input::write_error(path, &e))
}
