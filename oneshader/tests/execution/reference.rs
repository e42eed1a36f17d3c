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
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("shader");
    let out_file = out_dir.join(format!("{stem}-{entry}.spv"));
    let mut command = Command::new("glslangValidator");
    command
        .args([
            "-D",
            "-V",
            "--target-env",
            "vulkan1.2",
            "-e",
            entry,
            "-S",
            stage_name,
        ])
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

/// The named descriptor variables of a SPIR-V module: (name, set, binding), in id order.
/// Unnamed variables (glslang leaves constant-buffer variables unnamed) are left out.
pub fn named_bindings(words: &[u32]) -> Vec<(String, u32, u32)> {
    const OP_NAME: u32 = 5;
    const OP_DECORATE: u32 = 71;
    const BINDING: u32 = 33;
    const DESCRIPTOR_SET: u32 = 34;
    let mut names = std::collections::BTreeMap::new();
    let mut slots: std::collections::BTreeMap<u32, (u32, Option<u32>)> = Default::default();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xFFFF;
        let Some(operands) = words.get(at + 1..at + count.max(1)) else {
            break;
        };
        match (opcode, operands) {
            (OP_NAME, [id, text @ ..]) => {
                let bytes: Vec<u8> = text.iter().flat_map(|w| w.to_le_bytes()).collect();
                let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
                names.insert(*id, String::from_utf8_lossy(&bytes[..end]).into_owned());
            }
            (OP_DECORATE, [id, DESCRIPTOR_SET, set]) => {
                slots.entry(*id).or_insert((0, None)).0 = *set
            }
            (OP_DECORATE, [id, BINDING, binding]) => {
                slots.entry(*id).or_insert((0, None)).1 = Some(*binding)
            }
            _ => {}
        }
        at += count.max(1);
    }
    slots
        .into_iter()
        .filter_map(|(id, (set, binding))| {
            let name = names.get(&id).filter(|n| !n.is_empty())?;
            Some((name.clone(), set, binding?))
        })
        .collect()
}

/// The name of the module's first `OpEntryPoint` (glslang names it `main`, whatever `-e` says).
pub fn entry_point_name(words: &[u32]) -> Option<String> {
    const OP_ENTRY_POINT: u32 = 15;
    let mut at = 5;
    while at < words.len() {
        let count = ((words[at] >> 16) as usize).max(1);
        if words[at] & 0xFFFF == OP_ENTRY_POINT {
            let text = words.get(at + 3..at + count)?;
            let bytes: Vec<u8> = text.iter().flat_map(|w| w.to_le_bytes()).collect();
            let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
            return Some(String::from_utf8_lossy(&bytes[..end]).into_owned());
        }
        at += count;
    }
    None
}
