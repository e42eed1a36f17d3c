//! The reference compiler: the same HLSL through glslang's HLSL front end.
//!
//! Input: a case's shader path, entry point, stage, definitions and extra arguments. Output:
//! SPIR-V words from `glslangValidator -D -V --target-env vulkan1.2 -e ENTRY -S STAGE`.
//! Invariant: a missing glslangValidator is an error (CI installs `glslang-tools`), never a
//! skip; a compile failure returns glslang's own messages.

use oneshader::Stage;
use std::path::Path;
use std::process::Command;

/// Compiles one entry point with glslang; the words, or why not.
pub fn compile(
    path: &Path,
    entry: &str,
    stage: Stage,
    defines: &[(String, Option<String>)],
    extra_args: &[String],
) -> Result<Vec<u32>, String> {
    let stage_name = match stage {
        Stage::Vertex => "vert",
        Stage::Pixel => "frag",
        Stage::Compute => "comp",
    };
    let out_dir = std::env::temp_dir().join(format!("oneshader-exec-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("shader");
    let out_file = out_dir.join(format!("{stem}-{entry}.spv"));
    let mut command = Command::new("glslangValidator");
    command
        .args(["-D", "-V", "--target-env", "vulkan1.2", "-e", entry, "-S", stage_name])
        .args(extra_args);
    for (name, value) in defines {
        match value {
            Some(v) => command.arg(format!("-D{name}={v}")),
            None => command.arg(format!("-D{name}")),
        };
    }
    let output = command
        .arg("-o")
        .arg(&out_file)
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run glslangValidator (install glslang-tools): {e}"))?;
    if !output.status.success() {
        let text = String::from_utf8_lossy(&output.stdout);
        let first_error = text
            .lines()
            .find(|l| l.contains("ERROR"))
            .unwrap_or("glslang failed")
            .trim();
        return Err(format!("glslang: {first_error}"));
    }
    // glslang reports some unsupported constructs this way and still exits 0, leaving the
    // construct out of its output: that is no reference.
    let text = String::from_utf8_lossy(&output.stdout);
    if let Some(line) = text.lines().find(|l| l.contains("Missing functionality")) {
        return Err(format!("glslang: {}", line.trim()));
    }
    let bytes = std::fs::read(&out_file).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&out_file);
    if bytes.len() % 4 != 0 || bytes.len() < 20 {
        return Err("glslang wrote a truncated SPIR-V file".into());
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}
