//! Hot reload that never leaves the game without a shader.
//!
//! How it works with Bevy's asset reload: when a `.hlsl` file or one of its includes changes,
//! Bevy runs the loader again and, if the load succeeds, replaces the asset and its labeled
//! `Shader`s (`AssetEvent::Modified`, which makes `PipelineCache` rebuild the pipelines). A load
//! that fails replaces nothing. So the loader itself decides: a version that does not compile,
//! or whose interface differs from the baseline, fails the load (the last good asset and
//! `Shader`s stay, and so do the pipelines built from them) and a compatible one succeeds.
//!
//! Input: each load's outcome, from the loader. Output: the baseline reflection per asset path
//! (the first version that loaded, unless the app set its own with
//! [`HlslReloadState::set_baseline`], e.g. the reflection its bindings were generated from) and
//! [`ShaderReloadReport`] messages, published by [`publish_reload_reports`] in `PreUpdate` and
//! logged as they happen. Invariant: reports come out in the order the loads finished.

use bevy::ecs::message::{Message, MessageWriter};
use bevy::ecs::resource::Resource;
use bevy::ecs::system::Res;
use oneshader::compat::CompatReport;
use oneshader::reflect::ShaderReflection;
use oneshader::Diagnostic;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// What happened to one load of a `.hlsl` asset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReloadOutcome {
    /// The first version loaded; it is now the baseline reloads are compared with.
    Loaded,
    /// A reload compiled and matches the baseline's interface: it replaces the old shaders.
    Replaced,
    /// The new version does not compile; `kept_last_good` says whether an earlier version stays.
    CompileFailed {
        diagnostics: Vec<Diagnostic>,
        kept_last_good: bool,
    },
    /// The new version compiles but its interface differs from the baseline; the last good
    /// version stays.
    Incompatible { report: CompatReport },
}

/// One load's outcome, readable with `MessageReader<ShaderReloadReport>`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ShaderReloadReport {
    /// The asset path of the `.hlsl` file.
    pub path: String,
    pub outcome: ReloadOutcome,
}

impl ShaderReloadReport {
    /// Whether the app still runs the shader it had (or never had one).
    pub fn kept_last_good(&self) -> bool {
        match &self.outcome {
            ReloadOutcome::Loaded | ReloadOutcome::Replaced => false,
            ReloadOutcome::CompileFailed { kept_last_good, .. } => *kept_last_good,
            ReloadOutcome::Incompatible { .. } => true,
        }
    }
}

impl fmt::Display for ShaderReloadReport {
    /// The spec's words: the diagnostics (`file(line,col): error CODE: message`) or the
    /// compatibility report, then what happens now.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = &self.path;
        match &self.outcome {
            ReloadOutcome::Loaded => write!(f, "{path}: loaded"),
            ReloadOutcome::Replaced => write!(f, "{path}: compatible: swapped in"),
            ReloadOutcome::CompileFailed {
                diagnostics,
                kept_last_good,
            } => {
                for d in diagnostics.iter().filter(|d| d.is_error()) {
                    writeln!(f, "{d}")?;
                }
                if *kept_last_good {
                    write!(f, "{path}: keeping the last good shader")
                } else {
                    write!(f, "{path}: no shader loaded")
                }
            }
            ReloadOutcome::Incompatible { report } => {
                writeln!(f, "{path}: not compatible:\n{report}")?;
                write!(f, "{path}: keeping the last good shader")
            }
        }
    }
}

#[derive(Debug, Default)]
struct State {
    baselines: BTreeMap<String, ShaderReflection>,
    pending: Vec<ShaderReloadReport>,
}

/// Baselines and unpublished reports, shared by the loader and the app (a cheap clone).
#[derive(Resource, Clone, Debug, Default)]
pub struct HlslReloadState {
    state: Arc<Mutex<State>>,
}

impl HlslReloadState {
    fn lock(&self) -> MutexGuard<'_, State> {
        // Maps and a list: a panic elsewhere cannot leave them half-written.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Compares reloads of `path` with `reflection` from now on (e.g. the reflection generated
    /// bindings were built against) instead of the first version loaded.
    pub fn set_baseline(&self, path: impl Into<String>, reflection: ShaderReflection) {
        self.lock().baselines.insert(path.into(), reflection);
    }

    /// The reflection reloads of `path` are compared with.
    pub fn baseline(&self, path: &str) -> Option<ShaderReflection> {
        self.lock().baselines.get(path).cloned()
    }

    /// Forgets the baseline: the next version that loads becomes it, whatever its interface
    /// (for apps that rebuild their pipelines after an incompatible edit).
    pub fn forget_baseline(&self, path: &str) {
        self.lock().baselines.remove(path);
    }

    /// Decides whether a compiled version of `path` may replace the current one, recording
    /// it as the baseline when there is none. `Err` holds the differences.
    pub(crate) fn admit(
        &self,
        path: &str,
        reflection: &ShaderReflection,
    ) -> Result<ReloadOutcome, CompatReport> {
        let mut state = self.lock();
        match state.baselines.get(path) {
            None => {
                state.baselines.insert(path.to_string(), reflection.clone());
                Ok(ReloadOutcome::Loaded)
            }
            Some(baseline) => {
                let report = oneshader::compat::compare(baseline, reflection);
                if report.is_compatible() {
                    Ok(ReloadOutcome::Replaced)
                } else {
                    Err(report)
                }
            }
        }
    }

    /// Whether a version of `path` was accepted before (so a failure keeps it running).
    pub(crate) fn has_baseline(&self, path: &str) -> bool {
        self.lock().baselines.contains_key(path)
    }

    /// Logs a report and queues it for [`publish_reload_reports`].
    pub(crate) fn report(&self, report: ShaderReloadReport) {
        match &report.outcome {
            ReloadOutcome::Loaded | ReloadOutcome::Replaced => bevy::log::info!("{report}"),
            _ => bevy::log::error!("{report}"),
        }
        self.lock().pending.push(report);
    }

    fn drain(&self) -> Vec<ShaderReloadReport> {
        std::mem::take(&mut self.lock().pending)
    }
}

/// Publishes the loader's reports as [`ShaderReloadReport`] messages.
pub fn publish_reload_reports(
    state: Res<HlslReloadState>,
    mut writer: MessageWriter<ShaderReloadReport>,
) {
    writer.write_batch(state.drain());
}
