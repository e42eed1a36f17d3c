//! The pack manifest: a RON file listing shaders with their axes or named variant sets.
//!
//! Input: the manifest text and its path. Output: a checked [`Manifest`] whose shaders carry a
//! [`VariantSpace`], paths resolved against the manifest's folder, targets and compile options;
//! or a [`Diagnostic`] with the manifest's line and column: OSH0904 for malformed text, axes,
//! defines or rules, OSH0906 for conflicting declarations (axes and variants on one shader,
//! duplicate names), OSH0903 for an unknown or unavailable target, OSH0905 for too many variants.
//!
//! ```ron
//! (
//!     targets: ["SpirV"],
//!     shaders: [
//!         (path: "Material.hlsl", axes: "ALPHA_TEST;LIGHTING=NONE|LAMBERT|PBR"),
//!         (path: "Sky.hlsl", variants: [(name: "Day", defines: "NIGHT=0"), (name: "Night", defines: "NIGHT=1;STARS")]),
//!     ],
//! )
//! ```
//!
//! `wgsl_dialect` (manifest-wide, or per shader) names the WGSL consumer: `"wgpu"` (the
//! default: packs are read by wgpu and Bevy, whose naga takes wgpu's extensions) or `"webgpu"`
//! (browsers; wgpu-only features are refused). See `oneshader::WgslDialect`.
//!
//! `dxc_args` (manifest-wide, then per shader) takes an engine's DXC Vulkan flags as its build
//! passes them (`["-fvk-use-dx-layout", "-fvk-t-shift", "100", "all"]`), read by
//! `oneshader::dxc_args` into typed compile options, so they are part of every variant's cache
//! key; a flag oneshader does not implement is OSH0904 naming it.

use crate::axes::{self, VariantSpace};
use crate::rules;
use oneshader::diag::{Code, Severity};
use oneshader::{CompileTarget, Diagnostic, WgslDialect};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// Default `max_variants`.
pub const DEFAULT_MAX_VARIANTS: u32 = 64;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawManifest {
    #[serde(default)]
    targets: Option<Vec<String>>,
    #[serde(default)]
    defines: Vec<String>,
    #[serde(default)]
    include_dirs: Vec<String>,
    #[serde(default)]
    enable_16bit_types: bool,
    #[serde(default)]
    row_major: bool,
    #[serde(default)]
    wgsl_dialect: Option<String>,
    #[serde(default)]
    dxc_args: Vec<String>,
    #[serde(default)]
    max_variants: Option<u32>,
    shaders: Vec<RawShader>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShader {
    path: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    axes: Option<String>,
    #[serde(default)]
    variants: Vec<RawNamedVariant>,
    #[serde(default)]
    exclude: Vec<String>,
    #[serde(default)]
    entry_points: Vec<String>,
    #[serde(default)]
    targets: Option<Vec<String>>,
    #[serde(default)]
    defines: Vec<String>,
    #[serde(default)]
    include_dirs: Vec<String>,
    #[serde(default)]
    enable_16bit_types: Option<bool>,
    #[serde(default)]
    wgsl_dialect: Option<String>,
    #[serde(default)]
    dxc_args: Vec<String>,
    #[serde(default)]
    max_variants: Option<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNamedVariant {
    name: String,
    #[serde(default)]
    defines: String,
}

/// One shader of the manifest, checked.
#[derive(Clone, Debug)]
pub struct ShaderSpec {
    /// The name the pack lists it under (default: the file stem, `Material`).
    pub name: String,
    /// The path as written in the manifest (used in the pack).
    pub source: String,
    /// The path to read.
    pub path: PathBuf,
    pub space: VariantSpace,
    /// The exclusion rules as written.
    pub exclude: Vec<String>,
    /// Entry points to compile; empty: every `[shader(...)]` function.
    pub entry_points: Vec<String>,
    pub targets: Vec<CompileTarget>,
    /// Defines every variant gets (manifest-wide, then the shader's).
    pub defines: Vec<(String, Option<String>)>,
    pub include_dirs: Vec<PathBuf>,
    pub enable_16bit_types: bool,
    pub row_major: bool,
    /// The WGSL consumer (`wgsl_dialect: "wgpu"` or `"webgpu"`, the shader's or the manifest's;
    /// default wgpu: packs are read by wgpu and Bevy).
    pub wgsl_dialect: WgslDialect,
    /// DXC's Vulkan flags (`dxc_args`, the manifest's then the shader's), checked by
    /// `oneshader::dxc_args` when the manifest is read and applied to every variant's options.
    pub dxc_args: Vec<String>,
}

/// A checked manifest.
#[derive(Clone, Debug)]
pub struct Manifest {
    /// The manifest's path as given.
    pub path: PathBuf,
    pub shaders: Vec<ShaderSpec>,
}

/// Finds `"needle"` (a string literal) in `text` at or after byte `from`; 1-based line, column.
fn locate(text: &str, needle: &str, from: usize, inner_offset: usize) -> (u32, u32) {
    let quoted = format!("\"{needle}\"");
    let at = text
        .get(from..)
        .and_then(|t| t.find(&quoted))
        .map(|i| from + i + 1 + inner_offset)
        .or_else(|| text.find(&quoted).map(|i| i + 1 + inner_offset))
        .unwrap_or(0);
    line_col(text, at)
}

fn line_col(text: &str, at: usize) -> (u32, u32) {
    let before = text.get(..at).unwrap_or(text);
    let line = before.matches('\n').count() as u32 + 1;
    let column = before
        .rfind('\n')
        .map_or(before.chars().count(), |i| before[i + 1..].chars().count())
        as u32
        + 1;
    (line, column)
}

/// Parses and checks a manifest. `path` is used for messages and to resolve shader paths.
pub fn parse(text: &str, path: &Path) -> Result<Manifest, Diagnostic> {
    let file = path.display().to_string();
    let error = |code: Code, (line, column): (u32, u32), message: String| Diagnostic {
        severity: Severity::Error,
        code,
        file: file.clone(),
        line,
        column,
        message,
        labels: Vec::new(),
    };
    let raw: RawManifest = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| {
            error(
                Code::PACK_MANIFEST_MALFORMED,
                (e.position.line as u32, e.position.col as u32),
                format!("The manifest is malformed: {}.", e.code),
            )
        })?;
    let base = path.parent().unwrap_or(Path::new("")).to_path_buf();
    let resolve = |p: &str| base.join(p);

    let parse_targets = |list: &[String], from: usize| -> Result<Vec<CompileTarget>, Diagnostic> {
        let mut out = Vec::new();
        for t in list {
            let target = match t.as_str() {
                "SpirV" | "spirv" | "SPIRV" => CompileTarget::SpirV,
                "Wgsl" | "wgsl" | "WGSL" => CompileTarget::Wgsl,
                "Msl" | "msl" | "MSL" => CompileTarget::Msl,
                _ => {
                    return Err(error(
                        Code::PACK_UNKNOWN_TARGET,
                        locate(text, t, from, 0),
                        format!("'{t}' is not a target. Use SpirV, Wgsl or Msl."),
                    ))
                }
            };
            if !target.is_implemented() {
                return Err(error(
                    Code::PACK_UNKNOWN_TARGET,
                    locate(text, t, from, 0),
                    format!("The {target} target is not available in this version of oneshader. Remove it from the targets."),
                ));
            }
            if !out.contains(&target) {
                out.push(target);
            }
        }
        if out.is_empty() {
            out.push(CompileTarget::SpirV);
        }
        Ok(out)
    };
    let parse_define_list = |list: &[String], from: usize| {
        let mut out = Vec::new();
        for d in list {
            let parsed = axes::parse_defines(d).map_err(|e| {
                error(
                    Code::PACK_MANIFEST_MALFORMED,
                    locate(text, d, from, e.offset),
                    e.message,
                )
            })?;
            out.extend(parsed);
        }
        Ok::<_, Diagnostic>(out)
    };

    let parse_dialect = |written: Option<&String>, from: usize, default: WgslDialect| {
        let Some(v) = written else {
            return Ok(default);
        };
        WgslDialect::parse(v).ok_or_else(|| {
            error(
                Code::PACK_MANIFEST_MALFORMED,
                locate(text, v, from, 0),
                format!("'{v}' is not a WGSL dialect. Use \"wgpu\" (wgpu and Bevy) or \"webgpu\" (browsers)."),
            )
        })
    };

    // DXC flags are checked once here, at the list's first string, with the flag named.
    let check_dxc_args = |args: &[String], from: usize| -> Result<(), Diagnostic> {
        let mut scratch = oneshader::CompileOptions::default();
        oneshader::dxc_args::apply_all(&mut scratch, args).map_err(|message| {
            let at = args.first().map_or((1, 1), |a| locate(text, a, from, 0));
            error(
                Code::PACK_MANIFEST_MALFORMED,
                at,
                format!("dxc_args: {message}"),
            )
        })
    };
    check_dxc_args(&raw.dxc_args, 0)?;
    let global_targets = parse_targets(raw.targets.as_deref().unwrap_or(&[]), 0)?;
    let global_dialect = parse_dialect(raw.wgsl_dialect.as_ref(), 0, WgslDialect::Wgpu)?;
    let global_defines = parse_define_list(&raw.defines, 0)?;
    let global_max = raw.max_variants.unwrap_or(DEFAULT_MAX_VARIANTS);
    let too_many = |name: &str, count: usize, max: u32, at: (u32, u32)| {
        error(
            Code::PACK_TOO_MANY_VARIANTS,
            at,
            format!(
                "The shader '{name}' has {count} variants, more than the limit of {max}. Remove axis values, exclude combinations with `exclude`, or raise the limit with `max_variants: {count}` on the shader (or for the whole manifest)."
            ),
        )
    };

    let mut shaders: Vec<ShaderSpec> = Vec::new();
    let mut shader_names = std::collections::HashSet::new();
    let mut search_from = 0;
    for s in &raw.shaders {
        // Messages about this shader point after its `path`, where its fields are.
        let here = text
            .get(search_from..)
            .and_then(|t| t.find(&format!("\"{}\"", s.path)))
            .map_or(search_from, |i| search_from + i);
        search_from = here + 1;
        let at_path = line_col(text, here + 1);
        let name = s.name.clone().unwrap_or_else(|| {
            Path::new(&s.path)
                .file_stem()
                .map_or_else(|| s.path.clone(), |n| n.to_string_lossy().into_owned())
        });
        if !shader_names.insert(name.clone()) {
            return Err(error(
                Code::PACK_CONFLICTING_DECLARATIONS,
                at_path,
                format!("Two shaders are named '{name}'. Give one a different `name`."),
            ));
        }
        let space = match (&s.axes, s.variants.is_empty()) {
            (Some(_), false) => {
                return Err(error(
                    Code::PACK_CONFLICTING_DECLARATIONS,
                    at_path,
                    format!(
                        "The shader '{name}' has both `axes` and `variants`. Use one or the other."
                    ),
                ))
            }
            (Some(axes_text), true) => {
                let parsed = axes::parse_axes(axes_text).map_err(|e| {
                    error(
                        Code::PACK_MANIFEST_MALFORMED,
                        locate(text, axes_text, here, e.offset),
                        e.message,
                    )
                })?;
                let mut rules = Vec::new();
                for r in &s.exclude {
                    rules.push(rules::parse_rule(r, &parsed).map_err(|e| {
                        error(
                            Code::PACK_MANIFEST_MALFORMED,
                            locate(text, r, here, e.offset),
                            e.message,
                        )
                    })?);
                }
                let Some(product) = axes::product(&parsed) else {
                    return Err(error(
                        Code::PACK_TOO_MANY_VARIANTS,
                        at_path,
                        format!("The shader '{name}' has more than {} combinations of axes. Remove axes or values.", axes::MAX_PRODUCT),
                    ));
                };
                let keep = |key: &[u16]| !rules.iter().any(|r| r.matches(key));
                // The limit is checked on the count, before any variant (name, define set) is
                // made: a 120-byte manifest with 20 flag axes must not build a million of them.
                let count = if rules.is_empty() {
                    product
                } else {
                    axes::count_kept(&parsed, keep)
                };
                let max = s.max_variants.unwrap_or(global_max);
                if count > max as usize {
                    return Err(too_many(&name, count, max, at_path));
                }
                if count == 0 {
                    let first = &s.exclude[0];
                    return Err(error(
                        Code::PACK_MANIFEST_MALFORMED,
                        locate(text, first, here, 0),
                        format!("The `exclude` rules remove every variant of the shader '{name}'. Narrow or remove a rule."),
                    ));
                }
                VariantSpace::from_axes(parsed, keep)
            }
            (None, _) => {
                if !s.exclude.is_empty() {
                    return Err(error(
                        Code::PACK_CONFLICTING_DECLARATIONS,
                        at_path,
                        format!("The shader '{name}' has `exclude` rules but no `axes`. Rules apply to axes only."),
                    ));
                }
                let max = s.max_variants.unwrap_or(global_max);
                if s.variants.len() > max as usize {
                    return Err(too_many(&name, s.variants.len(), max, at_path));
                }
                let mut sets = Vec::with_capacity(s.variants.len());
                // Names seen, for the duplicate check in linear time (100k variants).
                let mut seen = std::collections::HashSet::with_capacity(s.variants.len());
                for v in &s.variants {
                    if let Err(e) = axes::parse_defines(&format!("{}=1", v.name)) {
                        return Err(error(
                            Code::PACK_MANIFEST_MALFORMED,
                            locate(text, &v.name, here, 0),
                            format!("The variant name '{}' is invalid: {}", v.name, e.message),
                        ));
                    }
                    if !seen.insert(v.name.as_str()) {
                        return Err(error(
                            Code::PACK_CONFLICTING_DECLARATIONS,
                            locate(text, &v.name, here, 0),
                            format!(
                                "The shader '{name}' has two variants named '{}'. Rename one.",
                                v.name
                            ),
                        ));
                    }
                    let defines = axes::parse_defines(&v.defines).map_err(|e| {
                        error(
                            Code::PACK_MANIFEST_MALFORMED,
                            locate(text, &v.defines, here, e.offset),
                            e.message,
                        )
                    })?;
                    sets.push((v.name.clone(), defines));
                }
                if sets.is_empty() {
                    // A plain shader: one variant with no extra defines.
                    sets.push(("Default".to_string(), Vec::new()));
                }
                VariantSpace::from_named(sets)
            }
        };
        let mut defines = global_defines.clone();
        defines.extend(parse_define_list(&s.defines, here)?);
        let targets = match &s.targets {
            Some(t) => parse_targets(t, here)?,
            None => global_targets.clone(),
        };
        let include_dirs = raw
            .include_dirs
            .iter()
            .chain(&s.include_dirs)
            .map(|d| resolve(d))
            .collect();
        shaders.push(ShaderSpec {
            name,
            source: s.path.clone(),
            path: resolve(&s.path),
            space,
            exclude: s.exclude.clone(),
            entry_points: s.entry_points.clone(),
            targets,
            defines,
            include_dirs,
            enable_16bit_types: s.enable_16bit_types.unwrap_or(raw.enable_16bit_types),
            row_major: raw.row_major,
            wgsl_dialect: parse_dialect(s.wgsl_dialect.as_ref(), here, global_dialect)?,
            dxc_args: {
                let args: Vec<String> = raw.dxc_args.iter().chain(&s.dxc_args).cloned().collect();
                check_dxc_args(&args, here)?;
                args
            },
        });
    }
    Ok(Manifest {
        path: path.to_path_buf(),
        shaders,
    })
}

/// Reads and parses a manifest file; an unreadable file is OSH0904 at (1,1). Only a regular
/// file of at most [`oneshader::input::DEFAULT_MAX_FILE_BYTES`] is read (a FIFO or a device
/// would block or never end).
pub fn load(path: &Path) -> Result<Manifest, Diagnostic> {
    let unreadable = |why: String| Diagnostic {
        severity: Severity::Error,
        code: Code::PACK_MANIFEST_MALFORMED,
        file: path.display().to_string(),
        line: 1,
        column: 1,
        message: format!("The manifest could not be read: {why}."),
        labels: Vec::new(),
    };
    let bytes = oneshader::input::read_bounded(path, oneshader::input::DEFAULT_MAX_FILE_BYTES)
        .map_err(|e| unreadable(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|_| unreadable("it is not UTF-8 text".into()))?;
    parse(&text, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> Diagnostic {
        parse(text, Path::new("m.pack.ron")).unwrap_err()
    }

    #[test]
    fn specs_manifest_parses() {
        let m = parse(
            r#"(
    shaders: [
        (path: "Material.hlsl", axes: "ALPHA_TEST;LIGHTING=NONE|LAMBERT|PBR"),
        (path: "Sky.hlsl", variants: [(name: "Day", defines: "NIGHT=0"), (name: "Night", defines: "NIGHT=1;STARS")]),
    ],
)"#,
            Path::new("assets/shaders/m.pack.ron"),
        )
        .unwrap();
        assert_eq!(m.shaders[0].name, "Material");
        assert_eq!(m.shaders[0].space.variants.len(), 6);
        assert_eq!(m.shaders[0].path, Path::new("assets/shaders/Material.hlsl"));
        assert_eq!(m.shaders[1].space.variants[1].label, "Night");
        assert_eq!(
            axes::defines_text(&m.shaders[1].space.variants[1].defines),
            "NIGHT=1 STARS"
        );
        assert_eq!(m.shaders[0].targets, [CompileTarget::SpirV]);
    }

    #[test]
    fn malformed_manifests_give_line_and_column() {
        let d = err("(\n  shaders: [\n    (path: \"a.hlsl\", axis: \"A\"),\n  ],\n)");
        assert_eq!(d.code, Code::PACK_MANIFEST_MALFORMED);
        assert_eq!(d.line, 3);
        assert!(d.message.contains("axis"), "{}", d.message);
        let d = err("(\n  shaders: [\n    (path: \"a.hlsl\", axes: \"A;B=X||Y\"),\n  ],\n)");
        assert_eq!((d.line, d.column), (3, 33));
        assert_eq!(d.code, Code::PACK_MANIFEST_MALFORMED);
        let d = err("(shaders: [(path: \"a.hlsl\", axes: \"A\", variants: [(name: \"X\")])])");
        assert_eq!(d.code, Code::PACK_CONFLICTING_DECLARATIONS);
        let d = err("(targets: [\"Vulkan\"], shaders: [])");
        assert_eq!(d.code, Code::PACK_UNKNOWN_TARGET);
        assert_eq!((d.line, d.column), (1, 13));
        let d = err("(shaders: [(path: \"a.hlsl\", axes: \"S;L=A|B\", exclude: [\"S && L=C\"])])");
        assert_eq!(d.code, Code::PACK_MANIFEST_MALFORMED);
        assert_eq!(d.column, 64);
    }

    #[test]
    fn wgsl_dialect_defaults_to_wgpu_and_a_shader_may_override_it() {
        let m = parse(
            "(wgsl_dialect: \"webgpu\", shaders: [(path: \"a.hlsl\"), (path: \"b.hlsl\", wgsl_dialect: \"wgpu\")])",
            Path::new("m"),
        )
        .unwrap();
        assert_eq!(m.shaders[0].wgsl_dialect, WgslDialect::WebGpu);
        assert_eq!(m.shaders[1].wgsl_dialect, WgslDialect::Wgpu);
        let m = parse("(shaders: [(path: \"a.hlsl\")])", Path::new("m")).unwrap();
        assert_eq!(m.shaders[0].wgsl_dialect, WgslDialect::Wgpu);
        let d = err("(shaders: [\n  (path: \"a.hlsl\", wgsl_dialect: \"tint\"),\n])");
        assert_eq!(d.code, Code::PACK_MANIFEST_MALFORMED);
        assert_eq!((d.line, d.column), (2, 35));
        assert_eq!(
            d.message,
            "'tint' is not a WGSL dialect. Use \"wgpu\" (wgpu and Bevy) or \"webgpu\" (browsers)."
        );
    }

    #[test]
    fn too_many_variants_is_osh0905_with_the_fix() {
        // 2^6 = 64 is allowed, 65 (64 + a 1-value choice doubling is not) via 5 flags x 13.
        let ok = parse(
            "(shaders: [(path: \"a.hlsl\", axes: \"A;B;C;D;E;F\")])",
            Path::new("m"),
        );
        assert!(ok.is_ok());
        let d = err("(shaders: [(path: \"a.hlsl\", axes: \"A;B;C;D;E;F;G\", exclude: [\"G && (A || B || C || D || E || F)\"])])");
        assert_eq!(d.code, Code::PACK_TOO_MANY_VARIANTS);
        assert_eq!(
            d.message,
            "The shader 'a' has 65 variants, more than the limit of 64. Remove axis values, exclude combinations with `exclude`, or raise the limit with `max_variants: 65` on the shader (or for the whole manifest)."
        );
        assert!(parse(
            "(max_variants: 65, shaders: [(path: \"a.hlsl\", axes: \"A;B;C;D;E;F;G\", exclude: [\"G && (A || B || C || D || E || F)\"])])",
            Path::new("m")
        )
        .is_ok());
    }

    #[test]
    fn an_exclude_rule_that_removes_every_variant_is_an_error_at_the_rule() {
        let d = err("(shaders: [(path: \"a.hlsl\", axes: \"A;B\",\n  exclude: [\"A || !A\"])])");
        assert_eq!(d.code, Code::PACK_MANIFEST_MALFORMED);
        assert_eq!((d.line, d.column), (2, 14));
        assert_eq!(
            d.message,
            "The `exclude` rules remove every variant of the shader 'a'. Narrow or remove a rule."
        );
    }

    #[test]
    fn twenty_flag_axes_are_osh0905_from_the_count() {
        let axes: Vec<String> = (0..20).map(|i| format!("F{i}")).collect();
        let d = err(&format!(
            "(shaders: [(path: \"a.hlsl\", axes: \"{}\")])",
            axes.join(";")
        ));
        assert_eq!(d.code, Code::PACK_TOO_MANY_VARIANTS);
        assert!(
            d.message
                .starts_with("The shader 'a' has 1048576 variants, more than the limit of 64."),
            "{}",
            d.message
        );
        // With a rule, the kept combinations are counted, still without making variants.
        let d = err(&format!(
            "(shaders: [(path: \"a.hlsl\", axes: \"{}\", exclude: [\"F0 && F1\"])])",
            axes.join(";")
        ));
        assert!(
            d.message.starts_with("The shader 'a' has 786432 variants"),
            "{}",
            d.message
        );
    }

    #[test]
    fn a_hundred_thousand_named_variants_are_checked_by_name_once_each() {
        let names: Vec<String> = (0..100_000).map(|i| format!("(name: \"V{i}\")")).collect();
        let text = format!(
            "(shaders: [(path: \"a.hlsl\", variants: [{}])])",
            names.join(", ")
        );
        let d = err(&text);
        assert_eq!(d.code, Code::PACK_TOO_MANY_VARIANTS);
        assert!(
            d.message.starts_with("The shader 'a' has 100000 variants"),
            "{}",
            d.message
        );
        // Allowed, they are parsed; a repeated name is still found.
        let allowed = text.replacen("(shaders", "(max_variants: 100000, shaders", 1);
        let m = parse(&allowed, Path::new("m")).unwrap();
        assert_eq!(m.shaders[0].space.variants.len(), 100_000);
        let twice = allowed.replace("(name: \"V99999\")", "(name: \"V7\")");
        let d = err(&twice);
        assert_eq!(d.code, Code::PACK_CONFLICTING_DECLARATIONS);
        assert!(
            d.message.contains("two variants named 'V7'"),
            "{}",
            d.message
        );
    }
}
