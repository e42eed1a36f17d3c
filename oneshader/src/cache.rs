//! A thread-safe, bounded (least recently used) compile cache.
//!
//! Input: the arguments of [`crate::compile`] / [`crate::compile_file`]. Output: a shared,
//! read-only `Arc<CompileResult>` with the bytes a direct compile gives (errors included).
//!
//! The key is a blake3 hash of the compiler build and every option ([`options_key`], shared
//! with the pack's bake cache), the source text, the path, and the path and text of every
//! file the preprocessor reads *now*: each call re-runs the preprocessor (cheap next to
//! a compile) and hashes what it read, so an edited include, a new file earlier on the search
//! path, or a different answer from the include resolver (which cannot be hashed itself; its
//! resolved texts are) changes the key. `compile_file` reads the main file on every call.
//!
//! Invariants: callers asking for one key at the same time share one compile (the first
//! compiles, the rest wait on a condition variable); different keys compile in parallel (the
//! lock is never held while compiling); a cancelled or panicking compile stores nothing and
//! wakes the waiters, one of which compiles instead. `misses` counts compiles run, `hits`
//! calls answered without compiling (including callers that waited for another's compile).

use crate::api::{CompileOptions, CompileResult};
use crate::diag::DiagnosticBag;
use crate::source::SourceMap;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The default bound, as the spec's `maxEntries`.
pub const DEFAULT_MAX_ENTRIES: usize = 256;

type Key = [u8; 32];

struct Entry {
    result: Arc<CompileResult>,
    last_used: u64,
}

#[derive(Default)]
struct State {
    entries: HashMap<Key, Entry>,
    /// `last_used` tick -> key, so the least recently used entry is the first one.
    by_use: BTreeMap<u64, Key>,
    in_flight: HashSet<Key>,
    tick: u64,
}

/// See the module documentation.
pub struct CompileCache {
    state: Mutex<State>,
    done: Condvar,
    max_entries: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

impl Default for CompileCache {
    fn default() -> Self {
        CompileCache::new(DEFAULT_MAX_ENTRIES)
    }
}

impl std::fmt::Debug for CompileCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompileCache")
            .field("count", &self.count())
            .field("max_entries", &self.max_entries)
            .field("hits", &self.hits())
            .field("misses", &self.misses())
            .finish()
    }
}

/// Removes the in-flight mark and wakes waiters however the compile ends (return or unwind).
struct InFlight<'a> {
    cache: &'a CompileCache,
    key: Key,
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        let mut state = self.cache.lock();
        state.in_flight.remove(&self.key);
        drop(state);
        self.cache.done.notify_all();
    }
}

impl CompileCache {
    /// A cache keeping at most `max_entries` results (at least one).
    pub fn new(max_entries: usize) -> Self {
        CompileCache {
            state: Mutex::new(State::default()),
            done: Condvar::new(),
            max_entries: max_entries.max(1),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// A poisoned lock only means another caller panicked; the map itself is always consistent
    /// (every update is a single insert/remove pair), so keep going.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Calls answered from memory.
    pub fn hits(&self) -> u64 {
        self.hits.load(Ordering::Relaxed)
    }

    /// Compiles run.
    pub fn misses(&self) -> u64 {
        self.misses.load(Ordering::Relaxed)
    }

    /// Results held now.
    pub fn count(&self) -> usize {
        self.lock().entries.len()
    }

    /// Drops every result (the counters stay).
    pub fn clear(&self) {
        let mut state = self.lock();
        state.entries.clear();
        state.by_use.clear();
    }

    /// [`crate::compile`], answered from memory when the inputs are unchanged.
    pub fn compile(
        &self,
        source: &str,
        path: &str,
        options: &CompileOptions,
    ) -> Arc<CompileResult> {
        let never = AtomicBool::new(false);
        match self.compile_cancellable(source, path, options, &never) {
            Some(result) => result,
            // Unreachable without a cancel; compile directly rather than panic.
            None => Arc::new(crate::compile(source, path, options)),
        }
    }

    /// [`crate::compile_file`] through the cache; the file is read on every call.
    pub fn compile_file(
        &self,
        path: impl AsRef<Path>,
        options: &CompileOptions,
    ) -> Arc<CompileResult> {
        let path = path.as_ref();
        match crate::input::read_bounded(path, options.max_file_bytes) {
            // Same text and display path as the driver's compile_file, so the same bytes.
            Ok(bytes) => self.compile(
                &String::from_utf8_lossy(&bytes),
                &path.to_string_lossy(),
                options,
            ),
            // An unreadable file is a diagnostic; nothing worth keeping.
            Err(_) => {
                self.misses.fetch_add(1, Ordering::Relaxed);
                Arc::new(crate::compile_file(path, options))
            }
        }
    }

    /// Like [`CompileCache::compile`], but returns `None` and caches nothing when `cancel` is
    /// set before the result would be stored. The compile itself is not interrupted (the
    /// driver has no cancellation points); the flag is checked before and after it, and while
    /// waiting for another caller's compile of the same key.
    pub fn compile_cancellable(
        &self,
        source: &str,
        path: &str,
        options: &CompileOptions,
        cancel: &AtomicBool,
    ) -> Option<Arc<CompileResult>> {
        let key = cache_key(source, path, options);
        let mut state = self.lock();
        loop {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            if let Some(result) = touch(&mut state, &key) {
                self.hits.fetch_add(1, Ordering::Relaxed);
                return Some(result);
            }
            if !state.in_flight.contains(&key) {
                break;
            }
            // Wake up now and then to notice a cancel while waiting.
            state = self
                .done
                .wait_timeout(state, std::time::Duration::from_millis(50))
                .map(|(guard, _)| guard)
                .unwrap_or_else(|e| e.into_inner().0);
        }
        state.in_flight.insert(key);
        drop(state);

        let guard = InFlight { cache: self, key };
        self.misses.fetch_add(1, Ordering::Relaxed);
        let result = Arc::new(crate::compile(source, path, options));
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mut state = self.lock();
        state.tick += 1;
        let tick = state.tick;
        state.entries.insert(
            key,
            Entry {
                result: Arc::clone(&result),
                last_used: tick,
            },
        );
        state.by_use.insert(tick, key);
        while state.entries.len() > self.max_entries {
            let Some((_, oldest)) = state.by_use.pop_first() else {
                break;
            };
            state.entries.remove(&oldest);
        }
        drop(state);
        drop(guard);
        Some(result)
    }
}

/// The entry's result, marked as just used.
fn touch(state: &mut State, key: &Key) -> Option<Arc<CompileResult>> {
    state.tick += 1;
    let tick = state.tick;
    let entry = state.entries.get_mut(key)?;
    let old = std::mem::replace(&mut entry.last_used, tick);
    let result = Arc::clone(&entry.result);
    state.by_use.remove(&old);
    state.by_use.insert(tick, *key);
    Some(result)
}

/// Length-prefixed fields, so no two different inputs serialize alike.
struct KeyWriter(blake3::Hasher);

impl KeyWriter {
    fn bytes(&mut self, b: &[u8]) {
        self.0.update(&(b.len() as u64).to_le_bytes());
        self.0.update(b);
    }
    fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.0.update(&v.to_le_bytes());
    }
    fn opt_str(&mut self, s: Option<&str>) {
        match s {
            None => self.u64(0),
            Some(s) => {
                self.u64(1);
                self.str(s);
            }
        }
    }
}

/// The key of everything about a compile but its inputs: the compiler build
/// ([`crate::build_id`], which changes with any source change, not only with the version) and
/// every option that changes output. The one such key: this cache and the pack's bake cache
/// both use it, so an option added to [`CompileOptions`] is keyed in both or neither.
pub fn options_key(options: &CompileOptions) -> [u8; 32] {
    let mut w = KeyWriter(blake3::Hasher::new());
    w.str("oneshader-options-key-v1");
    w.str(crate::build_id());
    // Destructured so that a new option field fails to compile here until it is keyed.
    let CompileOptions {
        targets,
        defines,
        include_dirs,
        include_resolver,
        entry_points,
        matrix_packing,
        enable_16bit_types,
        optimize,
        keep_names,
        warnings_as_errors,
        warnings,
        wgsl_immediates,
        wgsl_dialect,
        vulkan_bindings,
        shader_model,
        spirv_env,
        buffer_layout,
        position,
        unknown_image_format,
        spirv_extensions,
        spirv_debug,
        spirv_reflect,
        spirv_preserve_bindings,
        spirv_preserve_interface,
        max_file_bytes,
    } = options;
    w.u64(targets.len() as u64);
    for t in targets {
        w.str(t.name());
    }
    w.u64(defines.len() as u64);
    for d in defines {
        w.str(&d.name);
        w.opt_str(d.value.as_deref());
    }
    w.u64(include_dirs.len() as u64);
    for d in include_dirs {
        w.bytes(d.as_os_str().as_encoded_bytes());
    }
    // The resolver itself cannot be hashed; callers key what it resolved.
    w.u64(u64::from(include_resolver.is_some()));
    w.u64(entry_points.len() as u64);
    for e in entry_points {
        w.str(&e.name);
        w.opt_str(e.stage.map(|s| s.name()));
    }
    w.u64(*matrix_packing as u64);
    for flag in [
        *enable_16bit_types,
        *optimize,
        *keep_names,
        *warnings_as_errors,
        *wgsl_immediates,
    ] {
        w.u64(u64::from(flag));
    }
    w.u64(u64::from(warnings.silence_all));
    w.u64(warnings.disabled_groups.len() as u64);
    for g in &warnings.disabled_groups {
        w.str(g);
    }
    w.str(wgsl_dialect.name());
    // The Debug text lists every field in order, so it is an unambiguous encoding.
    w.str(&format!("{vulkan_bindings:?}"));
    w.str(&shader_model.to_string());
    w.str(spirv_env.name());
    w.str(buffer_layout.name());
    w.str(&format!("{position:?}"));
    w.u64(u64::from(*unknown_image_format));
    match spirv_extensions {
        None => w.u64(0),
        Some(list) => {
            w.u64(1 + list.len() as u64);
            for e in list {
                w.str(e);
            }
        }
    }
    w.str(&format!("{spirv_debug:?}"));
    w.u64(u64::from(*spirv_reflect));
    w.u64(u64::from(*spirv_preserve_bindings));
    w.u64(u64::from(*spirv_preserve_interface));
    // The limit decides whether a large include is read or refused.
    w.u64(*max_file_bytes);
    *w.0.finalize().as_bytes()
}

/// The cache key of a compile: [`options_key`], the inputs, and every file the preprocessor
/// reads now.
pub fn cache_key(source: &str, path: &str, options: &CompileOptions) -> [u8; 32] {
    let mut w = KeyWriter(blake3::Hasher::new());
    w.str("oneshader-cache-key-v2");
    w.bytes(&options_key(options));
    w.str(source);
    w.str(path);

    // What the includes are now: run the driver's preprocessing and hash every file it read.
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    let pp = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        crate::driver::preprocess(&mut sources, main, options, &mut diags)
    }));
    match pp {
        Ok(pp) => {
            w.u64(pp.files.len() as u64);
            for f in &pp.files {
                w.str(f);
            }
        }
        // The compile will report the internal error; key on the inputs alone.
        Err(_) => w.u64(u64::MAX),
    }
    for (id, file) in sources.files() {
        if id != main {
            w.str(&file.path);
            w.str(&file.text);
        }
    }
    *w.0.finalize().as_bytes()
}

#[cfg(test)]
#[path = "cache_tests.rs"]
mod tests;
