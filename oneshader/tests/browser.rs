//! WGSL judged by a real browser: every corpus entry point compiled for the WebGPU dialect goes
//! through Chromium's `createShaderModule` and `getCompilationInfo` (Tint, stricter than naga:
//! it enforces WGSL's uniformity analysis, for one), on WebGPU over SwiftShader.
//!
//! Entry points the WebGPU dialect refuses (OSH52xx: what WebGPU cannot express) are listed and
//! must stay the known ones; any other compile error, and any error Tint reports, fails. A
//! failure says which rule Tint applied and whether naga accepts the same text, so a
//! disagreement between the two validators is named. The execution cases run in the browser
//! too: `tests/execution.rs`, `every_wgsl_case_runs_in_chromium`.

mod common;

#[path = "browser/chromium.rs"]
mod chromium;

use oneshader::{
    compile_file, CompileOptions, CompileTarget, Define, EntryPointRequest, WgslDialect,
};
use std::time::{Duration, Instant};

/// Each shader module's errors and warnings, as Tint reports them through
/// `getCompilationInfo` and the validation error scope.
const CHECK_MODULES: &str = r#"
async function run(device, payload) {
  const out = [];
  for (const shader of payload.shaders) {
    device.pushErrorScope("validation");
    const module = device.createShaderModule({ code: shader.code, label: shader.name });
    const info = await module.getCompilationInfo();
    const scope = await device.popErrorScope();
    const messages = info.messages
      .filter((m) => m.type !== "info")
      .map((m) => `${m.type} ${m.lineNum}:${m.linePos}: ${m.message}`);
    if (scope && messages.length === 0) messages.push(`error: ${scope.message}`);
    out.push({ name: shader.name, messages });
  }
  return out;
}
"#;

/// What a Tint message is about, for the failure text.
fn rule(message: &str) -> &'static str {
    if message.contains("uniform control flow") || message.contains("non-uniform") {
        "WGSL's uniformity analysis (WGSL §14.2), which naga 30 does not check"
    } else if message.contains("enable") || message.contains("extension") {
        "an enable directive or a feature the device was not created with"
    } else {
        "a WGSL validation rule"
    }
}

fn naga_verdict(text: &str) -> String {
    let module = match naga::front::wgsl::parse_str(text) {
        Ok(m) => m,
        Err(e) => return format!("naga rejects it too: {}", e.emit_to_string(text)),
    };
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    );
    match v.validate(&module) {
        Ok(_) => "naga accepts the same text".to_string(),
        Err(e) => format!("naga rejects it too: {}", e.emit_to_string(text)),
    }
}

/// The entry points the WebGPU dialect refuses, with the reason (a code and a word of the
/// message). A new refusal, or one of these compiling, fails the test: update the list.
const REFUSED: &[(&str, &str, &str)] = &[
    (
        "cases/shaders/draw_evaluate.hlsl",
        "OSH5202",
        "evaluate an input",
    ),
    (
        "cases/shaders/inline_spirv.hlsl",
        "OSH5202",
        "inline SPIR-V",
    ),
    ("cases/shaders/intrinsics_double.hlsl", "OSH5202", "64-bit"),
    (
        "cases/shaders/resource_values.hlsl",
        "OSH5211",
        "resource arrays",
    ),
    ("compute/depth_bounds.hlsl", "OSH5202", "texel format"),
];

#[test]
fn every_corpus_entry_point_passes_tint_in_chromium() {
    let started = Instant::now();
    let mut shaders = Vec::new();
    let mut texts = Vec::new();
    let mut refused = Vec::new();
    let mut unexpected = Vec::new();
    for e in common::corpus_entries() {
        let relative = e
            .path
            .strip_prefix(common::repo_root().join("corpus"))
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let options = CompileOptions {
            targets: vec![CompileTarget::Wgsl],
            wgsl_dialect: WgslDialect::WebGpu,
            entry_points: vec![EntryPointRequest {
                name: e.entry.clone(),
                stage: None,
            }],
            defines: e
                .defines
                .iter()
                .map(|(n, v)| Define::new(n, v.as_deref()))
                .collect(),
            ..CompileOptions::default()
        };
        let result = compile_file(&e.path, &options);
        let name = format!("{relative} {}", e.entry);
        match result.find(&e.entry, CompileTarget::Wgsl) {
            Some(blob) if result.success() => {
                texts.push((name.clone(), blob.as_text().to_string()));
                shaders.push(serde_json::json!({ "name": name, "code": blob.as_text() }));
            }
            _ => {
                let errors: Vec<_> = result.diagnostics.iter().filter(|d| d.is_error()).collect();
                let known = REFUSED.iter().find(|(p, _, _)| *p == relative);
                match (known, errors.first()) {
                    (Some((_, code, word)), Some(d))
                        if d.code.to_string() == *code && d.message.contains(word) =>
                    {
                        refused.push(relative.clone());
                    }
                    _ => unexpected.push(format!(
                        "{name}: {}",
                        errors
                            .iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("; ")
                    )),
                }
            }
        }
    }
    assert!(
        unexpected.is_empty(),
        "WebGPU-dialect compiles failed other than the known refusals:\n{}",
        unexpected.join("\n")
    );
    for (path, _, _) in REFUSED {
        assert!(
            refused.iter().any(|r| r == path),
            "{path} is listed as refused but compiled: take it off REFUSED"
        );
    }
    assert!(
        shaders.len() >= 100,
        "only {} shaders compiled",
        shaders.len()
    );

    let payload =
        serde_json::json!({ "features": ["subgroups", "clip-distances"], "shaders": shaders });
    let page = chromium::run_page(CHECK_MODULES, &payload, Duration::from_secs(300))
        .unwrap_or_else(|e| panic!("{e}"));
    let results = page.result.as_array().expect("one result per shader");
    assert_eq!(results.len(), texts.len(), "a result for every shader");
    let mut failures = Vec::new();
    for ((name, text), r) in texts.iter().zip(results) {
        assert_eq!(r["name"].as_str(), Some(name.as_str()));
        let messages: Vec<&str> = r["messages"]
            .as_array()
            .map(|a| a.iter().filter_map(|m| m.as_str()).collect())
            .unwrap_or_default();
        if let Some(first) = messages.iter().find(|m| m.starts_with("error")) {
            failures.push(format!(
                "{name}: Tint: {first}\n    rule: {}; {}",
                rule(first),
                naga_verdict(text)
            ));
        } else if !messages.is_empty() {
            failures.push(format!("{name}: Tint warns: {}", messages.join(" | ")));
        }
    }
    println!(
        "Chromium WebGPU ({}; features it lacks: {:?}): {} WGSL modules checked, {} refused by the WebGPU dialect ({}), in {:.1} s",
        page.adapter,
        page.missing_features,
        texts.len(),
        refused.len(),
        refused.join(", "),
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} of {} modules fail in Chromium:\n{}",
        failures.len(),
        texts.len(),
        failures.join("\n")
    );
}

/// The harness itself: a module with an error comes back with Tint's message and line, so the
/// test above cannot pass by seeing nothing.
#[test]
fn chromium_reports_a_broken_module_at_its_line() {
    let payload = serde_json::json!({
        "shaders": [
            { "name": "good", "code": "@compute @workgroup_size(1) fn main() {}" },
            { "name": "bad", "code": "@compute @workgroup_size(1)\nfn main() {\n  let x: u32 = 1.5;\n}" },
        ]
    });
    let page = chromium::run_page(CHECK_MODULES, &payload, Duration::from_secs(120))
        .unwrap_or_else(|e| panic!("{e}"));
    let results = page.result.as_array().unwrap();
    assert_eq!(results[0]["messages"].as_array().unwrap().len(), 0);
    let bad = results[1]["messages"].as_array().unwrap();
    let first = bad[0].as_str().unwrap();
    assert!(first.starts_with("error 3:"), "{first}");
    assert!(first.contains("u32"), "{first}");
}
