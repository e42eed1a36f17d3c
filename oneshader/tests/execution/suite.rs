//! Running whole cases: our compile, the three variants, the comparisons, and the table.
//!
//! Input: `corpus/cases/*.case` (or one parsed [`Case`]) and the [`Gpu`]. Output: one
//! [`CaseReport`] per case with a [`Cell`] per variant, and the printed table.
//! Invariants: a variant is `n/a` only for a stated reason (the case's `reference: none`, our
//! OSH5202 refusal, a combined image sampler wgpu cannot bind, binding arrays the device has
//! not); everything else is pass or FAIL
//! with the diagnostic. Cases run in file-name order.

use crate::case::{parse_case, Case, CaseError, Reference};
use crate::compare;
use crate::device::Gpu;
use crate::run::{run, Outputs, Variant};
use oneshader::wgpu::{DeviceRequirements, ShaderSourceKind};
use oneshader::{
    compile_file, CompileOptions, CompileResult, CompileTarget, Define, EntryPointRequest,
};
use std::path::{Path, PathBuf};

/// The outcome of one variant of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    Pass,
    Fail(String),
    NotApplicable(String),
}

impl Cell {
    fn short(&self) -> &'static str {
        match self {
            Cell::Pass => "pass",
            Cell::Fail(_) => "FAIL",
            Cell::NotApplicable(_) => "n/a",
        }
    }
}

pub struct CaseReport {
    pub name: String,
    /// SPIR-V, WGSL, then glslang.
    pub cells: Vec<(Variant, Cell)>,
}

pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository holds oneshader/")
        .join("corpus")
}

/// Every case file, sorted by name.
pub fn case_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir().join("cases"))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "case"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Reads and parses one case file.
pub fn load(path: &Path) -> Result<Case, CaseError> {
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("case")
        .to_string();
    let text = std::fs::read_to_string(path).map_err(|e| CaseError {
        file: format!("{name}.case"),
        line: 0,
        message: e.to_string(),
    })?;
    parse_case(&name, &text)
}

/// The options of our compile of the case's entry points for `targets`.
fn options(case: &Case, targets: &[CompileTarget], optimize: bool) -> CompileOptions {
    CompileOptions {
        targets: targets.to_vec(),
        optimize,
        defines: case
            .defines
            .iter()
            .map(|(n, v)| Define::new(n, v.as_deref()))
            .collect(),
        entry_points: case
            .entries
            .iter()
            .map(|(name, stage)| EntryPointRequest {
                name: name.clone(),
                stage: Some(*stage),
            })
            .collect(),
        buffer_layout: case.buffer_layout,
        position: case.position,
        ..CompileOptions::default()
    }
}

/// Our compile of the case's entry points for `targets`.
pub fn compile_ours(case: &Case, targets: &[CompileTarget], optimize: bool) -> CompileResult {
    compile_file(
        corpus_dir().join(&case.shader),
        &options(case, targets, optimize),
    )
}

/// Our WGSL for browsers (the WebGPU dialect), optimized.
pub fn compile_webgpu(case: &Case) -> CompileResult {
    let options = CompileOptions {
        wgsl_dialect: oneshader::WgslDialect::WebGpu,
        ..options(case, &[CompileTarget::Wgsl], true)
    };
    compile_file(corpus_dir().join(&case.shader), &options)
}

pub fn errors(result: &CompileResult) -> String {
    result
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.to_string())
        .next()
        .unwrap_or_else(|| "compile failed".into())
}

/// Why the variants that bind SPIR-V slots cannot run, if they cannot.
fn spirv_binding_gap(result: &CompileResult, case: &Case) -> Option<String> {
    if case.buffer_layout.needs_scalar_block_layout() {
        return Some(format!(
            "the {} layout needs scalarBlockLayout, which wgpu cannot enable for SPIR-V",
            case.buffer_layout.name()
        ));
    }
    let reflection = result.reflection.as_ref()?;
    case.entries.iter().find_map(|(entry, _)| {
        let info = reflection.entry_point(entry)?;
        info.used_resources.iter().find_map(|name| {
            let r = reflection.resource(name)?;
            r.combined_with.as_ref().map(|other| {
                format!("{name}/{other} are a combined image sampler, which wgpu cannot bind")
            })
        })
    })
}

/// Why the device cannot run a compile: the wgpu binding-array features its resource arrays
/// need and the device lacks (Mesa's lavapipe offers none through wgpu). A missing device
/// capability is `n/a`, not a failure; any other missing feature stays a failure.
fn device_gap(gpu: &Gpu, result: &CompileResult, kind: ShaderSourceKind) -> Option<String> {
    use wgpu::Features as F;
    let arrays = F::TEXTURE_BINDING_ARRAY
        | F::BUFFER_BINDING_ARRAY
        | F::STORAGE_RESOURCE_BINDING_ARRAY
        | F::PARTIALLY_BOUND_BINDING_ARRAY;
    let missing = (DeviceRequirements::of(result, kind).features & arrays) - gpu.device.features();
    (!missing.is_empty()).then(|| {
        format!(
            "the device has no wgpu binding arrays ({missing:?}) for the shader's resource arrays"
        )
    })
}

/// Runs every variant of one case (glslang first: our runs compare against it).
pub fn run_case(gpu: &Gpu, case: &Case) -> CaseReport {
    let shader_path = corpus_dir().join(&case.shader);
    // One compile per target, as a user of that target would (`--target wgsl` alone for the
    // web), so each column shows its own target's diagnostics.
    let spirv = compile_ours(case, &[CompileTarget::SpirV], true);
    let wgsl = compile_ours(case, &[CompileTarget::Wgsl], true);
    // The optimizer off, as `-O0` compiles: every case must pass both ways.
    let spirv_o0 = compile_ours(case, &[CompileTarget::SpirV], false);
    let wgsl_o0 = compile_ours(case, &[CompileTarget::Wgsl], false);
    let gap = spirv_binding_gap(&spirv, case)
        .or_else(|| device_gap(gpu, &spirv, ShaderSourceKind::SpirVPassthrough));
    let wgsl_gap = device_gap(gpu, &wgsl, ShaderSourceKind::Wgsl);

    // The reference first: our variants compare against it.
    let reference: Result<Outputs, Cell> = match (&case.reference, &gap) {
        (Reference::None(why), _) => Err(Cell::NotApplicable(why.clone())),
        (_, Some(gap)) => Err(Cell::NotApplicable(gap.clone())),
        _ if !spirv.success() => Err(Cell::NotApplicable(
            "our SPIR-V compile (the layout source) failed".into(),
        )),
        _ => run(gpu, case, &shader_path, &spirv, Variant::Glslang).map_err(Cell::Fail),
    };
    let reference_cell = match &reference {
        Ok(outputs) => match compare::against_expected(&case.expectations, outputs) {
            Ok(()) => Cell::Pass,
            Err(e) => Cell::Fail(e),
        },
        Err(cell) => cell.clone(),
    };

    let mut cells = Vec::new();
    for variant in [
        Variant::SpirV,
        Variant::Wgsl,
        Variant::SpirVO0,
        Variant::WgslO0,
    ] {
        let ours = match variant {
            Variant::SpirV => &spirv,
            Variant::Wgsl => &wgsl,
            Variant::SpirVO0 => &spirv_o0,
            _ => &wgsl_o0,
        };
        let cell = if !ours.success() {
            let refused = ours
                .diagnostics
                .iter()
                .filter(|d| d.is_error())
                .all(|d| d.code.to_string() == "OSH5202");
            if variant.is_wgsl() && refused {
                Cell::NotApplicable(errors(ours))
            } else {
                Cell::Fail(errors(ours))
            }
        } else if let (false, Some(gap)) = (variant.is_wgsl(), &gap) {
            Cell::NotApplicable(gap.clone())
        } else if let (true, Some(gap)) = (variant.is_wgsl(), &wgsl_gap) {
            Cell::NotApplicable(gap.clone())
        } else {
            match run(gpu, case, &shader_path, ours, variant) {
                Err(e) => Cell::Fail(e),
                Ok(outputs) => match compare::against_expected(&case.expectations, &outputs)
                    .and_then(|()| match &reference {
                        Ok(r) => {
                            compare::against_reference(&case.expectations, &outputs, r, "glslang")
                        }
                        Err(_) => Ok(()),
                    }) {
                    Ok(()) => Cell::Pass,
                    Err(e) => Cell::Fail(e),
                },
            }
        };
        cells.push((variant, cell));
    }
    cells.push((Variant::Glslang, reference_cell));
    CaseReport {
        name: case.name.clone(),
        cells,
    }
}

/// The table: one row per case, then the reasons and diagnostics.
pub fn table(reports: &[CaseReport]) -> String {
    let width = reports
        .iter()
        .map(|r| r.name.len())
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = format!(
        "{:<width$}  {:<6}  {:<6}  {:<10}  {:<8}  {:<7}\n",
        "case", "SPIR-V", "WGSL", "SPIR-V -O0", "WGSL -O0", "glslang"
    );
    let mut notes = String::new();
    for report in reports {
        let cell = |v: Variant| {
            report
                .cells
                .iter()
                .find(|(x, _)| *x == v)
                .map(|(_, c)| c.short())
                .unwrap_or("-")
        };
        out.push_str(&format!(
            "{:<width$}  {:<6}  {:<6}  {:<10}  {:<8}  {:<7}\n",
            report.name,
            cell(Variant::SpirV),
            cell(Variant::Wgsl),
            cell(Variant::SpirVO0),
            cell(Variant::WgslO0),
            cell(Variant::Glslang)
        ));
        for (variant, c) in &report.cells {
            match c {
                Cell::Fail(why) | Cell::NotApplicable(why) => notes.push_str(&format!(
                    "  {} {}: {} {}\n",
                    report.name,
                    variant.name(),
                    c.short(),
                    why
                )),
                Cell::Pass => {}
            }
        }
    }
    out.push_str(&notes);
    out
}
