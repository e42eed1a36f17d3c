//! A real browser for the WGSL tests: Debian's headless Chromium with WebGPU on SwiftShader,
//! driven over HTTP on 127.0.0.1.
//!
//! Input: a JavaScript body (an `async function run(device, payload)` returning JSON-able data)
//! and a JSON payload. The page requests an adapter and a device with the features the payload
//! names, fetches the payload, calls `run` and posts its result back. Output: that result, or
//! an error naming what failed (no Chromium, no adapter, a JavaScript exception, a time-out,
//! with the end of Chromium's log).
//! Invariants: a missing browser is an error, never a skip (CI installs `chromium`, README's
//! test command runs these tests); the browser talks only to the loopback server, with
//! background networking off; the process and its profile folder are removed on every path.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The Chromium binary: `ONESHADER_CHROMIUM`, else the first of the usual names on `PATH`.
pub fn chromium_binary() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("ONESHADER_CHROMIUM") {
        return Ok(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for name in ["chromium", "chromium-browser", "google-chrome"] {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err("the browser tests need Chromium: install Debian's `chromium` (.ci/run does) or set ONESHADER_CHROMIUM".into())
}

/// Kills the browser and removes its profile when dropped.
struct Browser {
    child: Child,
    profile: PathBuf,
    log: PathBuf,
}

impl Browser {
    fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(15)..].join("\n")
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn page(script: &str) -> String {
    format!(
        r#"<!doctype html><meta charset="utf-8"><title>oneshader</title>
<script type="module">
const post = (path, value) => fetch(path, {{ method: "POST", body: JSON.stringify(value) }});
{script}
try {{
  const payload = await (await fetch("/payload")).json();
  if (!navigator.gpu) throw new Error("navigator.gpu is missing: WebGPU is off in this browser");
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) throw new Error("requestAdapter() gave no adapter");
  const wanted = payload.features || [];
  const missing = wanted.filter((f) => !adapter.features.has(f));
  const device = await adapter.requestDevice({{
    requiredFeatures: wanted.filter((f) => adapter.features.has(f)),
  }});
  device.addEventListener("uncapturederror", (e) => console.error(e.error.message));
  const info = adapter.info || {{}};
  const result = await run(device, payload, missing);
  await post("/result", {{ adapter: `${{info.vendor}} ${{info.architecture}} ${{info.description}}`.trim(), missing, result }});
}} catch (e) {{
  await post("/result", {{ error: String((e && e.stack) || e) }});
}}
</script>
"#
    )
}

/// What the page posted: the adapter's description, the payload's features the adapter
/// lacks, and `run`'s result.
pub struct PageResult {
    pub adapter: String,
    pub missing_features: Vec<String>,
    pub result: serde_json::Value,
}

/// Loads a page that runs `script`'s `run(device, payload, missingFeatures)` in Chromium and
/// returns its result. `payload.features` lists the WebGPU features to request where the
/// adapter has them.
pub fn run_page(
    script: &str,
    payload: &serde_json::Value,
    timeout: Duration,
) -> Result<PageResult, String> {
    let binary = chromium_binary()?;
    let server = tiny_http::Server::http("127.0.0.1:0").map_err(|e| format!("server: {e}"))?;
    let port = server
        .server_addr()
        .to_ip()
        .map(|a| a.port())
        .ok_or("the server has no IP address")?;
    let unique = format!(
        "oneshader-chromium-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    );
    let profile = std::env::temp_dir().join(&unique);
    std::fs::create_dir_all(&profile).map_err(|e| format!("profile folder: {e}"))?;
    let log = profile.join("chromium.log");
    let log_file = std::fs::File::create(&log).map_err(|e| format!("log file: {e}"))?;
    let child = Command::new(&binary)
        .args([
            "--headless",
            "--no-sandbox",
            "--enable-unsafe-webgpu",
            "--use-webgpu-adapter=swiftshader",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
            "--disable-dev-shm-usage",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("http://127.0.0.1:{port}/"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log_file)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    let browser = Browser {
        child,
        profile,
        log,
    };

    let html = page(script);
    let payload = payload.to_string();
    let deadline = Instant::now() + timeout;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(format!(
                "Chromium posted no result within {} s; its log ends:\n{}",
                timeout.as_secs(),
                browser.log_tail()
            ));
        }
        let request = match server.recv_timeout(left.min(Duration::from_millis(500))) {
            Ok(Some(r)) => r,
            Ok(None) => continue,
            Err(e) => return Err(format!("server: {e}")),
        };
        let url = request.url().to_string();
        let json = tiny_http::Header::from_bytes("Content-Type", "application/json")
            .map_err(|()| "header")?;
        let html_type = tiny_http::Header::from_bytes("Content-Type", "text/html; charset=utf-8")
            .map_err(|()| "header")?;
        match (request.method(), url.as_str()) {
            (tiny_http::Method::Get, "/") => {
                let _ = request
                    .respond(tiny_http::Response::from_string(html.clone()).with_header(html_type));
            }
            (tiny_http::Method::Get, "/payload") => {
                let _ = request
                    .respond(tiny_http::Response::from_string(payload.clone()).with_header(json));
            }
            (tiny_http::Method::Post, "/result") => {
                let mut request = request;
                let mut body = String::new();
                request
                    .as_reader()
                    .read_to_string(&mut body)
                    .map_err(|e| format!("reading the result: {e}"))?;
                let _ = request.respond(tiny_http::Response::empty(200));
                let value: serde_json::Value = serde_json::from_str(&body)
                    .map_err(|e| format!("the page posted malformed JSON: {e}"))?;
                if let Some(error) = value.get("error") {
                    return Err(format!(
                        "the page failed: {}",
                        error.as_str().unwrap_or_default()
                    ));
                }
                return Ok(PageResult {
                    adapter: value["adapter"].as_str().unwrap_or_default().to_string(),
                    missing_features: value["missing"]
                        .as_array()
                        .map(|a| {
                            a.iter()
                                .filter_map(|f| f.as_str().map(str::to_string))
                                .collect()
                        })
                        .unwrap_or_default(),
                    result: value["result"].clone(),
                });
            }
            _ => {
                let _ = request.respond(tiny_http::Response::empty(404));
            }
        }
    }
}
