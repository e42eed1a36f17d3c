//! Where `oneshader`'s results go: output file names for several entry points and targets, the
//! Make dependency file, and the reflection JSON.
//!
//! Input: the compile's blobs, the `-Fo` path and the files the compile read. Output: a list of
//! (destination, bytes) pairs and the text of the dependency file. Naming is deterministic: it
//! depends only on the blob list and `-Fo`, in the blobs' order.

use oneshader::{CompileTarget, ShaderBlob};
use std::path::{Path, PathBuf};

/// Where one blob is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    Stdout,
    File(PathBuf),
}

/// The file extension of a target's output.
pub fn extension(target: CompileTarget) -> &'static str {
    match target {
        CompileTarget::SpirV => ".spv",
        CompileTarget::Msl => ".metal",
        CompileTarget::Wgsl => ".wgsl",
    }
}

/// The destination of each blob, in order.
///
/// - One blob: `-Fo` as given, or standard output without `-Fo`.
/// - Several: named from `-Fo` without its extension, `name.<entry><ext>` when there are several
///   entry points, `name<ext>` when only the targets differ. Without `-Fo` this is an error
///   (several binaries cannot share standard output); the message says what to add.
pub fn destinations(
    blobs: &[ShaderBlob],
    output: Option<&Path>,
) -> Result<Vec<Destination>, String> {
    if blobs.len() == 1 {
        return Ok(vec![match output {
            Some(p) => Destination::File(p.to_path_buf()),
            None => Destination::Stdout,
        }]);
    }
    let Some(output) = output else {
        let names: Vec<String> = blobs
            .iter()
            .map(|b| format!("{} ({})", b.entry_point, b.target))
            .collect();
        return Err(format!(
            "the compile produced {} outputs ({}), which cannot all go to standard output. Name them with -Fo <file>, or pick one with -T and -E.",
            blobs.len(),
            names.join(", ")
        ));
    };
    let mut entries: Vec<&str> = Vec::new();
    for b in blobs {
        if !entries.contains(&b.entry_point.as_str()) {
            entries.push(&b.entry_point);
        }
    }
    let stem = output.with_extension("");
    let stem = stem.as_os_str().to_string_lossy();
    Ok(blobs
        .iter()
        .map(|b| {
            let ext = extension(b.target);
            let name = if entries.len() > 1 {
                format!("{stem}.{}{ext}", b.entry_point)
            } else {
                format!("{stem}{ext}")
            };
            Destination::File(PathBuf::from(name))
        })
        .collect())
}

/// Escapes a path for a Make rule: `$` becomes `$$`, and `#`, spaces and tabs get a backslash.
pub fn escape_make_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        match c {
            '$' => out.push_str("$$"),
            '#' | ' ' | '\t' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// The dependency file: `outputs: files read`, one line, each path escaped. The files read are
/// made absolute (as the compiler saw them relative to the working directory), so the rule
/// holds wherever Make runs from.
pub fn depfile_text(outputs: &[PathBuf], files_read: &[String]) -> String {
    let targets: Vec<String> = outputs
        .iter()
        .map(|p| escape_make_path(&p.to_string_lossy()))
        .collect();
    let prerequisites: Vec<String> = files_read
        .iter()
        .map(|f| {
            let absolute = std::path::absolute(f).unwrap_or_else(|_| PathBuf::from(f));
            escape_make_path(&absolute.to_string_lossy())
        })
        .collect();
    format!("{}: {}\n", targets.join(" "), prerequisites.join(" "))
}

/// DXC's `-M` list: `target: file \` with one file read per line after it (the input first),
/// each path escaped and without a leading `./`.
pub fn dependency_list(target: &Path, files_read: &[String]) -> String {
    let mut lines = vec![format!("{}:", escape_make_path(&target.to_string_lossy()))];
    for f in files_read {
        let f = f.strip_prefix("./").unwrap_or(f);
        lines.push(format!(" {}", escape_make_path(f)));
    }
    // `a: b \`, ` c \`, ` d`: the target and the first file share the first line.
    let first = lines.remove(0);
    let mut out = first;
    for (i, l) in lines.iter().enumerate() {
        out.push_str(l);
        out.push_str(if i + 1 < lines.len() { " \\\n" } else { "\n" });
    }
    if lines.is_empty() {
        out.push('\n');
    }
    out
}

/// The SPIR-V blobs as text (`-Fc`), each entry point's module after a comment naming it when
/// there are several.
pub fn disassembly(blobs: &[ShaderBlob]) -> Result<String, String> {
    let spirv: Vec<&ShaderBlob> = blobs
        .iter()
        .filter(|b| b.target == CompileTarget::SpirV)
        .collect();
    let mut out = String::new();
    for b in &spirv {
        if spirv.len() > 1 {
            out.push_str(&format!("; Entry point {}\n", b.entry_point));
        }
        out.push_str(&oneshader::disassemble_spirv(&b.words())?);
    }
    Ok(out)
}

/// Reflection as JSON (schema version 1, the spec's "Reflection JSON"). The reflection module
/// owns the format; this is the single place the command asks for it.
pub fn reflection_json(reflection: &oneshader::reflect::ShaderReflection) -> String {
    oneshader::reflect::to_json(reflection)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependency_list_is_dxcs_make_rule() {
        let files = ["./main.hlsl".to_string(), "inc dir/a.hlsli".to_string()];
        assert_eq!(
            dependency_list(Path::new("out.spv"), &files),
            "out.spv: main.hlsl \\\n inc\\ dir/a.hlsli\n"
        );
        assert_eq!(
            dependency_list(Path::new("k.hlsl"), &files[..1]),
            "k.hlsl: main.hlsl\n"
        );
    }
    use oneshader::Stage;

    fn blob(entry: &str, target: CompileTarget) -> ShaderBlob {
        ShaderBlob {
            entry_point: entry.to_string(),
            stage: Stage::Pixel,
            target,
            entry_function: None,
            data: vec![0; 4],
        }
    }

    fn files(d: Vec<Destination>) -> Vec<String> {
        d.into_iter()
            .map(|d| match d {
                Destination::File(p) => p.to_string_lossy().into_owned(),
                Destination::Stdout => "-".to_string(),
            })
            .collect()
    }

    #[test]
    fn one_output_goes_to_fo_or_stdout() {
        let b = [blob("PSMain", CompileTarget::SpirV)];
        assert_eq!(destinations(&b, None), Ok(vec![Destination::Stdout]));
        assert_eq!(
            files(destinations(&b, Some(Path::new("out/a.bin"))).unwrap()),
            ["out/a.bin"]
        );
    }

    #[test]
    fn several_entries_are_named_after_the_entry() {
        let b = [
            blob("VSMain", CompileTarget::SpirV),
            blob("PSMain", CompileTarget::SpirV),
        ];
        assert_eq!(
            files(destinations(&b, Some(Path::new("out/sprite"))).unwrap()),
            ["out/sprite.VSMain.spv", "out/sprite.PSMain.spv"]
        );
        assert_eq!(
            files(destinations(&b, Some(Path::new("build/sprite.out"))).unwrap()),
            ["build/sprite.VSMain.spv", "build/sprite.PSMain.spv"]
        );
    }

    #[test]
    fn several_targets_of_one_entry_differ_by_extension() {
        let b = [
            blob("CSMain", CompileTarget::SpirV),
            blob("CSMain", CompileTarget::Wgsl),
        ];
        assert_eq!(
            files(destinations(&b, Some(Path::new("out/histogram.spv"))).unwrap()),
            ["out/histogram.spv", "out/histogram.wgsl"]
        );
    }

    #[test]
    fn several_outputs_without_fo_is_an_error_naming_them() {
        let b = [
            blob("VSMain", CompileTarget::SpirV),
            blob("PSMain", CompileTarget::SpirV),
        ];
        let e = destinations(&b, None).unwrap_err();
        assert!(
            e.starts_with("the compile produced 2 outputs (VSMain (SpirV), PSMain (SpirV))"),
            "{e}"
        );
    }

    #[test]
    fn make_escaping_covers_dollar_hash_and_spaces() {
        assert_eq!(escape_make_path("a b/c#d$e.hlsl"), "a\\ b/c\\#d$$e.hlsl");
        assert_eq!(escape_make_path("plain/path.hlsli"), "plain/path.hlsli");
        assert_eq!(escape_make_path("tab\there"), "tab\\\there");
    }

    #[test]
    fn depfile_lists_outputs_then_absolute_inputs() {
        let text = depfile_text(
            &[PathBuf::from("build/post.spv")],
            &[
                "/src/my shaders/post.hlsl".to_string(),
                "/src/common/$color.hlsli".to_string(),
            ],
        );
        assert_eq!(
            text,
            "build/post.spv: /src/my\\ shaders/post.hlsl /src/common/$$color.hlsli\n"
        );
        let relative = depfile_text(&[PathBuf::from("o.spv")], &["k.hlsl".to_string()]);
        let cwd = std::env::current_dir().unwrap();
        assert_eq!(
            relative,
            format!(
                "o.spv: {}\n",
                escape_make_path(&cwd.join("k.hlsl").to_string_lossy())
            )
        );
    }
}
