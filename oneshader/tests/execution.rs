//! Execution parity: every `corpus/cases/*.case` runs on a real Vulkan device through wgpu
//! (lavapipe in CI) from our SPIR-V, from our WGSL and from glslang's SPIR-V of the same HLSL,
//! and its outputs are compared with the case's expected values and with glslang's.
//!
//! Every case with WGSL also runs in headless Chromium's WebGPU (SwiftShader), compiled for the
//! WebGPU dialect, and is compared with the expected values and with the lavapipe run
//! (`every_wgsl_case_runs_in_chromium`).
//!
//! The format is documented in docs/execution-cases.md. No device is a failure, never a skip.
//! The table (case x SPIR-V / WGSL / glslang) is printed; run with `--nocapture` to see it:
//! `cargo test -p oneshader --features wgpu --test execution -- --nocapture`.

#[path = "execution/browser.rs"]
mod browser;
#[path = "execution/case.rs"]
mod case;
#[path = "browser/chromium.rs"]
mod chromium;
#[path = "execution/compare.rs"]
mod compare;
#[path = "execution/device.rs"]
mod device;
#[path = "execution/pipeline.rs"]
mod pipeline;
#[path = "execution/reference.rs"]
mod reference;
#[path = "execution/run.rs"]
mod run;
#[path = "execution/suite.rs"]
mod suite;
#[path = "execution/values.rs"]
mod values;

use case::parse_case;
use suite::{CaseReport, Cell};

fn open_device() -> device::Gpu {
    device::open().unwrap_or_else(|e| panic!("the execution tests need a Vulkan device: {e}"))
}

#[test]
fn every_case_passes_on_the_device() {
    let started = std::time::Instant::now();
    let gpu = open_device();
    let files = suite::case_files();
    assert!(
        files.len() >= 18,
        "expected at least 18 cases, found {}",
        files.len()
    );
    let mut reports: Vec<CaseReport> = Vec::new();
    for file in &files {
        let case = suite::load(file).unwrap_or_else(|e| panic!("{e}"));
        reports.push(suite::run_case(&gpu, &case));
    }
    let table = suite::table(&reports);
    println!(
        "device: {}\n{table}{} cases in {:.2} s",
        gpu.description,
        reports.len(),
        started.elapsed().as_secs_f64()
    );
    let failures: Vec<String> = reports
        .iter()
        .flat_map(|r| {
            r.cells.iter().filter_map(move |(v, c)| match c {
                Cell::Fail(why) => Some(format!("{} {}: {why}", r.name, v.name())),
                _ => None,
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "failing cases:\n{}\n\n{table}",
        failures.join("\n")
    );
}

/// Every case whose WGSL the WebGPU dialect gives runs in Chromium's WebGPU and matches the
/// expected values and, value by value within the case's tolerance, the same case's WGSL run on
/// the Vulkan device. Cases the WebGPU dialect refuses (OSH52xx) are listed with the reason.
#[test]
fn every_wgsl_case_runs_in_chromium() {
    use oneshader::CompileTarget;
    let started = std::time::Instant::now();
    let gpu = open_device();
    let mut cases = Vec::new();
    let mut plans = Vec::new();
    let mut rows: Vec<(String, String)> = Vec::new();
    let mut failures = Vec::new();
    for file in suite::case_files() {
        let case = suite::load(&file).unwrap_or_else(|e| panic!("{e}"));
        let webgpu = suite::compile_webgpu(&case);
        if !webgpu.success() {
            let refused = webgpu
                .diagnostics
                .iter()
                .filter(|d| d.is_error())
                .all(|d| d.code.to_string().starts_with("OSH52"));
            let why = suite::errors(&webgpu);
            if refused {
                rows.push((case.name.clone(), format!("n/a  {why}")));
            } else {
                failures.push(format!("{}: {why}", case.name));
            }
            continue;
        }
        match browser::plan(&case, &webgpu) {
            Ok(plan) => {
                plans.push(plan);
                cases.push(case);
            }
            Err(e) => failures.push(format!("{}: no browser plan: {e}", case.name)),
        }
    }
    let mut features: Vec<String> = vec!["float32-filterable".into()];
    for p in &plans {
        for f in p["features"].as_array().into_iter().flatten() {
            let f = f.as_str().unwrap_or_default().to_string();
            if !features.contains(&f) {
                features.push(f);
            }
        }
    }
    let payload = serde_json::json!({ "features": features, "cases": plans });
    let page = chromium::run_page(
        browser::RUNNER,
        &payload,
        std::time::Duration::from_secs(300),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let answers = page.result.as_array().expect("one answer per case");
    assert_eq!(answers.len(), cases.len());
    let mut ran = 0;
    for (case, answer) in cases.iter().zip(answers) {
        let verdict = browser::outputs_of(case, answer).and_then(|outputs| {
            compare::against_expected(&case.expectations, &outputs)?;
            // The same case's WGSL on the Vulkan device (the wgpu dialect, as the suite runs it).
            let ours = suite::compile_ours(case, &[CompileTarget::Wgsl], true);
            let path = suite::corpus_dir().join(&case.shader);
            match run::run(&gpu, case, &path, &ours, run::Variant::Wgsl) {
                Ok(device) => {
                    compare::against_reference(&case.expectations, &outputs, &device, "lavapipe")
                        .map(|()| "pass (expected values and the Vulkan device's)".to_string())
                }
                Err(e) => Ok(format!(
                    "pass (expected values; the Vulkan device could not run it: {e})"
                )),
            }
        });
        match verdict {
            Ok(text) => {
                ran += 1;
                rows.push((case.name.clone(), text));
            }
            Err(e) => {
                rows.push((case.name.clone(), "FAIL".into()));
                failures.push(format!("{}: {e}", case.name));
            }
        }
    }
    rows.sort();
    let table: String = rows
        .iter()
        .map(|(n, t)| format!("  {n:<22} {t}\n"))
        .collect();
    println!(
        "Chromium WebGPU ({}; missing features: {:?}), {ran} cases in {:.1} s:\n{table}",
        page.adapter,
        page.missing_features,
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "cases failing in Chromium:\n{}\n{table}",
        failures.join("\n")
    );
    assert!(ran >= 25, "only {ran} cases ran in Chromium:\n{table}");
}

/// prefix_sum.case with ScanOutput's value #5 expected as 6 (it is 5).
fn prefix_sum_with_a_wrong_value() -> case::Case {
    let mut case = suite::load(&suite::corpus_dir().join("cases/prefix_sum.case")).unwrap();
    let expectation = case
        .expectations
        .iter_mut()
        .find(|e| e.output == case::Output::Buffer("ScanOutput".into()))
        .expect("prefix_sum.case expects ScanOutput");
    expectation.values[5] = values::Value::U32(6);
    case
}

/// The browser run really computes: prefix_sum's outputs come back from Chromium and a wrong
/// expected value fails there as on the device, naming the value.
#[test]
fn a_wrong_expected_value_fails_in_chromium() {
    let case = prefix_sum_with_a_wrong_value();
    let plan = browser::plan(&case, &suite::compile_webgpu(&case)).unwrap();
    let payload = serde_json::json!({ "cases": [plan] });
    let page = chromium::run_page(
        browser::RUNNER,
        &payload,
        std::time::Duration::from_secs(120),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let outputs = browser::outputs_of(&case, &page.result[0]).unwrap();
    let why = compare::against_expected(&case.expectations, &outputs).unwrap_err();
    assert!(
        why.contains("value #5") && why.contains("expected 6u, got 5u"),
        "{why}"
    );
}

/// A wrong expected value is reported, naming the output, the value's index and both values.
#[test]
fn a_wrong_expected_value_is_reported() {
    let gpu = open_device();
    let case = prefix_sum_with_a_wrong_value();
    let report = suite::run_case(&gpu, &case);
    for (variant, cell) in &report.cells {
        let Cell::Fail(why) = cell else {
            panic!(
                "{} should fail with a wrong expectation, got {cell:?}",
                variant.name()
            );
        };
        assert!(
            why.contains("expect buffer ScanOutput")
                && why.contains("value #5")
                && why.contains("expected 6u, got 5u"),
            "{}: {why}",
            variant.name()
        );
    }
}

/// Malformed case files are errors naming the line, never panics.
#[test]
fn malformed_cases_name_the_line() {
    let good_head = "shader: compute/prefix_sum.hlsl\nentry: CSMain compute\n";
    let cases = [
        ("shader x.hlsl\n", 1, "expected 'key: value'"),
        (
            "shader: a.hlsl\nentry: Main geometry\n",
            2,
            "unknown stage 'geometry'",
        ),
        ("buffer A: 1 2 3\n", 1, "has no type"),
        ("buffer A: u32 1 x\n", 1, "'x' is not a u32"),
        ("buffer A: u32 ?\n", 1, "only allowed in expectations"),
        ("texture T: rgba8unorm 2x2 u8 1 2 3\n", 1, "needs 16"),
        ("texture T: bgra5 2x2 u8 1\n", 1, "unknown texel format"),
        ("dispatch: 1 0 1\n", 1, "group counts"),
        ("frobnicate: 1\n", 1, "unknown key 'frobnicate'"),
        ("reference: none\n", 1, "needs the reason"),
        (
            "expect buffer A: u32 1 tolerance -1\n",
            1,
            "not a tolerance",
        ),
        ("expect thing: u32 1\n", 1, "write 'expect buffer NAME:'"),
        ("buffer A: u32 5..2\n", 1, "not a range"),
    ];
    for (text, line, message) in cases {
        let err = parse_case("bad", text).expect_err(text);
        assert_eq!(err.line, line, "{text}: {err}");
        assert!(err.message.contains(message), "{text}: {err}");
    }
    // Whole-file errors come last, at line 0.
    let err = parse_case("bad", &format!("{good_head}dispatch: 1 1 1\n")).unwrap_err();
    assert_eq!(
        (err.line, err.message.contains("no 'expect' line")),
        (0, true),
        "{err}"
    );
    let err = parse_case(
        "bad",
        &format!("{good_head}draw: 3 vertices\nexpect target: unorm8 1\n"),
    )
    .unwrap_err();
    assert_eq!(
        (err.line, err.message.contains("needs a 'target:'")),
        (3, true),
        "{err}"
    );
    assert_eq!(err.to_string(), "bad.case:3: a draw needs a 'target:' line");
}

/// Every case file in the corpus parses, and its shader is in corpus/entries.txt.
#[test]
fn every_case_file_parses_and_is_in_the_manifest() {
    let manifest = std::fs::read_to_string(suite::corpus_dir().join("entries.txt")).unwrap();
    for file in suite::case_files() {
        let case = suite::load(&file).unwrap_or_else(|e| panic!("{e}"));
        for (entry, _) in &case.entries {
            assert!(
                manifest
                    .lines()
                    .any(|l| l.starts_with(&format!("{} {entry} ", case.shader))),
                "{}: {} {entry} is not in corpus/entries.txt",
                case.name,
                case.shader
            );
        }
    }
}

/// Value lists: types switch mid-list, `N*V` repeats, `A..B` counts up, `zero N` is zero words,
/// `bits:` gives an exact float, and `?` skips a value in expectations only.
#[test]
fn value_lists_expand_to_little_endian_bytes() {
    use values::{parse_values, to_bytes, Value};
    let tokens = [
        "u32",
        "2*7",
        "0..3",
        "i32",
        "-1",
        "f32",
        "bits:0x3F800000",
        "zero",
        "1",
        "u8",
        "255",
    ];
    let list = parse_values(&tokens, false).unwrap();
    assert_eq!(
        list,
        vec![
            Value::U32(7),
            Value::U32(7),
            Value::U32(0),
            Value::U32(1),
            Value::U32(2),
            Value::I32(-1),
            Value::F32(1.0),
            Value::U32(0),
            Value::U8(255),
        ]
    );
    let bytes = to_bytes(&list);
    assert_eq!(bytes.len(), 8 * 4 + 1);
    assert_eq!(&bytes[20..24], &[0xFF; 4]);
    assert_eq!(&bytes[24..28], &1.0f32.to_le_bytes());
    let expected = parse_values(&["f32", "1.5", "2*?"], true).unwrap();
    assert_eq!(expected[1], Value::Any { width: 4 });
    assert!(expected[0].matches(Value::F32(1.5004), 0.001));
    assert!(!expected[0].matches(Value::F32(1.6), 0.001));
    assert!(Value::Unorm8(128).matches(Value::Unorm8(127), 1.0));
    assert!(!Value::U8(128).matches(Value::U8(127), 1.0));
}
