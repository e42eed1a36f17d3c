//! A watcher-driven reload loop: recompile a shader when it or an include changes.
//!
//! Input: a shader path, its [`CompileOptions`], optionally the reflection the application's
//! bindings were built against, and a shared [`CompileCache`]. Output: one [`ReloadOutcome`]
//! per settled edit on a channel — compatible (swap it in), incompatible (with the
//! [`CompatReport`]) or failed (diagnostics) — and [`ShaderWatcher::last_good`], the last
//! compatible result, which a failed or incompatible edit never replaces.
//!
//! How: a `notify` watcher on the parent folder of every file of the last
//! [`CompileResult::files`] (the file and its includes, kept after a failed compile). Folders,
//! not files, because editors save by writing a temporary file and renaming it over the
//! original, or by deleting and recreating it; events are filtered to the followed file names.
//! Events settle for `debounce` after the last one (an editor's save is several events), at
//! most `max_delay` after the first; a missing main file is waited for up to `missing_grace`
//! (delete-then-recreate). Reads and metadata changes are ignored, so the compile's own reads
//! cause no events. An outcome equal to the previous one (same cached result) is not sent
//! again. Dropping the watcher stops and joins its thread.

use crate::api::{CompileOptions, CompileResult};
use crate::cache::CompileCache;
use crate::compat::{compare, CompatReport};
use crate::reflect::ShaderReflection;
use notify::event::{AccessKind, AccessMode, EventKind, ModifyKind};
use notify::{RecommendedWatcher, RecursiveMode, Watcher};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub use notify::Error as WatchError;

/// What one reload produced.
#[derive(Clone, Debug)]
pub enum ReloadOutcome {
    /// Compiled, and the interface is unchanged: swap it in.
    Compatible(Arc<CompileResult>),
    /// Compiled, but the bindings would be wrong: rebuild the application.
    Incompatible {
        result: Arc<CompileResult>,
        report: CompatReport,
    },
    /// Errors: keep running the last good shader.
    Failed(Arc<CompileResult>),
}

impl ReloadOutcome {
    /// Classifies a compile against the reflection the bindings were built from (`None`:
    /// anything that compiles is compatible).
    pub fn evaluate(built: Option<&ShaderReflection>, result: Arc<CompileResult>) -> ReloadOutcome {
        if !result.success() {
            return ReloadOutcome::Failed(result);
        }
        let report = match (built, &result.reflection) {
            (Some(built), Some(fresh)) => compare(built, fresh),
            _ => CompatReport::default(),
        };
        if report.is_compatible() {
            ReloadOutcome::Compatible(result)
        } else {
            ReloadOutcome::Incompatible { result, report }
        }
    }

    /// The compile behind the outcome.
    pub fn result(&self) -> &Arc<CompileResult> {
        match self {
            ReloadOutcome::Compatible(r) | ReloadOutcome::Failed(r) => r,
            ReloadOutcome::Incompatible { result, .. } => result,
        }
    }

    pub fn is_compatible(&self) -> bool {
        matches!(self, ReloadOutcome::Compatible(_))
    }
}

/// Timing of the watcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchSettings {
    /// Quiet time after the last event before recompiling.
    pub debounce: Duration,
    /// Recompile at the latest this long after the first event, even if events keep coming.
    pub max_delay: Duration,
    /// How long a deleted main file is waited for before reporting it unreadable.
    pub missing_grace: Duration,
}

impl Default for WatchSettings {
    fn default() -> Self {
        WatchSettings {
            debounce: Duration::from_millis(80),
            max_delay: Duration::from_millis(500),
            missing_grace: Duration::from_millis(400),
        }
    }
}

enum Message {
    Fs(notify::Result<notify::Event>),
    Stop,
}

struct Shared {
    last_good: Mutex<Option<Arc<CompileResult>>>,
    watched: Mutex<Vec<PathBuf>>,
}

/// See the module documentation.
pub struct ShaderWatcher {
    outcomes: Receiver<ReloadOutcome>,
    initial: ReloadOutcome,
    shared: Arc<Shared>,
    control: Sender<Message>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for ShaderWatcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShaderWatcher")
            .field("watched", &self.watched_files())
            .finish()
    }
}

impl ShaderWatcher {
    /// Compiles `path` once (see [`ShaderWatcher::initial`]) and starts following it.
    pub fn new(
        path: impl Into<PathBuf>,
        options: CompileOptions,
        built: Option<ShaderReflection>,
        cache: Arc<CompileCache>,
    ) -> Result<ShaderWatcher, WatchError> {
        ShaderWatcher::with_settings(path, options, built, cache, WatchSettings::default())
    }

    pub fn with_settings(
        path: impl Into<PathBuf>,
        options: CompileOptions,
        built: Option<ShaderReflection>,
        cache: Arc<CompileCache>,
        settings: WatchSettings,
    ) -> Result<ShaderWatcher, WatchError> {
        let path = path.into();
        let (control, events) = channel();
        let fs_events = control.clone();
        let mut watcher = notify::recommended_watcher(move |e| {
            let _ = fs_events.send(Message::Fs(e));
        })?;
        let first = cache.compile_file(&path, &options);
        let mut baseline = built;
        if baseline.is_none() && first.success() {
            baseline = first.reflection.clone();
        }
        let initial = ReloadOutcome::evaluate(baseline.as_ref(), Arc::clone(&first));
        let shared = Arc::new(Shared {
            last_good: Mutex::new(initial.is_compatible().then(|| Arc::clone(&first))),
            watched: Mutex::new(Vec::new()),
        });
        let mut follow = Followed::default();
        follow.update(&mut watcher, &path, &first, &shared)?;
        let (send, outcomes) = channel();
        let mut worker = Worker {
            path,
            options,
            baseline,
            cache,
            settings,
            watcher,
            follow,
            shared: Arc::clone(&shared),
            outcomes: send,
            last_sent: first,
        };
        let thread = std::thread::Builder::new()
            .name("oneshader-watch".into())
            .spawn(move || worker.run(events))
            .map_err(WatchError::io)?;
        Ok(ShaderWatcher {
            outcomes,
            initial,
            shared,
            control,
            thread: Some(thread),
        })
    }

    /// The outcome of the compile done when the watcher started (not sent on the channel).
    pub fn initial(&self) -> &ReloadOutcome {
        &self.initial
    }

    /// One outcome per settled edit.
    pub fn outcomes(&self) -> &Receiver<ReloadOutcome> {
        &self.outcomes
    }

    /// The last compatible result (the initial compile's if it was good), kept across failed
    /// and incompatible edits.
    pub fn last_good(&self) -> Option<Arc<CompileResult>> {
        self.shared
            .last_good
            .lock()
            .map(|g| g.clone())
            .unwrap_or(None)
    }

    /// The files followed now: the shader and the includes its last compile read.
    pub fn watched_files(&self) -> Vec<PathBuf> {
        self.shared
            .watched
            .lock()
            .map(|w| w.clone())
            .unwrap_or_default()
    }
}

impl Drop for ShaderWatcher {
    fn drop(&mut self) {
        let _ = self.control.send(Message::Stop);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The files followed and the folders watched for them.
#[derive(Default)]
struct Followed {
    /// (folder as watched, file name).
    files: BTreeSet<(PathBuf, std::ffi::OsString)>,
    folders: BTreeSet<PathBuf>,
}

impl Followed {
    /// Follows the files of `result` (plus the main `path`, even when unreadable).
    fn update(
        &mut self,
        watcher: &mut RecommendedWatcher,
        path: &Path,
        result: &CompileResult,
        shared: &Shared,
    ) -> Result<(), WatchError> {
        let mut files = BTreeSet::new();
        let mut listed = Vec::new();
        let candidates =
            std::iter::once(path.to_path_buf()).chain(result.files.iter().map(PathBuf::from));
        for file in candidates {
            let Some(name) = file.file_name().map(|n| n.to_os_string()) else {
                continue;
            };
            let parent = match file.parent() {
                Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                _ => PathBuf::from("."),
            };
            // Resolver includes have no folder on disk; nothing to watch.
            let Ok(folder) = parent.canonicalize() else {
                continue;
            };
            if files.insert((folder.clone(), name.clone())) {
                listed.push(folder.join(&name));
            }
        }
        let folders: BTreeSet<PathBuf> = files.iter().map(|(f, _)| f.clone()).collect();
        for gone in self.folders.difference(&folders) {
            let _ = watcher.unwatch(gone);
        }
        for new in folders.difference(&self.folders) {
            watcher.watch(new, RecursiveMode::NonRecursive)?;
        }
        self.files = files;
        self.folders = folders;
        if let Ok(mut w) = shared.watched.lock() {
            *w = listed;
        }
        Ok(())
    }

    fn matches(&self, event: &notify::Event) -> bool {
        let relevant = match event.kind {
            EventKind::Access(AccessKind::Close(AccessMode::Write)) => true,
            EventKind::Access(_) | EventKind::Modify(ModifyKind::Metadata(_)) => false,
            _ => true,
        };
        relevant
            && event
                .paths
                .iter()
                .any(|p| match (p.parent(), p.file_name()) {
                    (Some(folder), Some(name)) => self
                        .files
                        .contains(&(folder.to_path_buf(), name.to_os_string())),
                    _ => false,
                })
    }
}

struct Worker {
    path: PathBuf,
    options: CompileOptions,
    baseline: Option<ShaderReflection>,
    cache: Arc<CompileCache>,
    settings: WatchSettings,
    watcher: RecommendedWatcher,
    follow: Followed,
    shared: Arc<Shared>,
    outcomes: Sender<ReloadOutcome>,
    last_sent: Arc<CompileResult>,
}

impl Worker {
    fn run(&mut self, events: Receiver<Message>) {
        // (first event, last event) of the edit being settled.
        let mut pending: Option<(Instant, Instant)> = None;
        loop {
            let timeout = match pending {
                None => Duration::from_secs(3600),
                Some((first, last)) => {
                    let quiet =
                        (last + self.settings.debounce).saturating_duration_since(Instant::now());
                    let cap =
                        (first + self.settings.max_delay).saturating_duration_since(Instant::now());
                    // Never zero: a missing main file is polled, not spun on.
                    quiet.min(cap).max(Duration::from_millis(5))
                }
            };
            match events.recv_timeout(timeout) {
                Ok(Message::Stop) | Err(RecvTimeoutError::Disconnected) => return,
                Ok(Message::Fs(Ok(event))) => {
                    if self.follow.matches(&event) {
                        let now = Instant::now();
                        pending = Some((pending.map_or(now, |(first, _)| first), now));
                    }
                }
                // A watcher error (e.g. queue overflow): recompile to be safe.
                Ok(Message::Fs(Err(_))) => {
                    let now = Instant::now();
                    pending = Some((pending.map_or(now, |(first, _)| first), now));
                }
                Err(RecvTimeoutError::Timeout) => {
                    let Some((first, _)) = pending else { continue };
                    if !self.path.exists() && first.elapsed() < self.settings.missing_grace {
                        // Deleted, probably to be recreated: look again shortly.
                        pending = Some((first, Instant::now()));
                        continue;
                    }
                    pending = None;
                    if !self.reload() {
                        return;
                    }
                }
            }
        }
    }

    /// Recompiles and sends the outcome; false when nobody listens any more.
    fn reload(&mut self) -> bool {
        let result = self.cache.compile_file(&self.path, &self.options);
        // Follow the new include set, even after a failed compile.
        let _ = self
            .follow
            .update(&mut self.watcher, &self.path, &result, &self.shared);
        if Arc::ptr_eq(&result, &self.last_sent) {
            return true;
        }
        self.last_sent = Arc::clone(&result);
        if self.baseline.is_none() && result.success() {
            self.baseline = result.reflection.clone();
        }
        let outcome = ReloadOutcome::evaluate(self.baseline.as_ref(), result);
        if let ReloadOutcome::Compatible(good) = &outcome {
            if let Ok(mut g) = self.shared.last_good.lock() {
                *g = Some(Arc::clone(good));
            }
        }
        self.outcomes.send(outcome).is_ok()
    }
}

#[cfg(test)]
#[path = "watch_tests.rs"]
mod tests;
