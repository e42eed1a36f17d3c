//! Shader sources and `#include`s read through Bevy's asset source, for both loaders (`.hlsl`
//! and `.pack.ron`).
//!
//! The compiler asks for includes through a synchronous callback, but Bevy reads assets
//! asynchronously (`LoadContext::read_asset_bytes`, which also makes each file a loader
//! dependency, so editing it re-runs the loader). [`AssetFiles`] bridges the two: the callback
//! answers from the files read so far and records the ones it has not seen; [`AssetFiles::
//! read_wanted`] reads those and the loader compiles again, until a compile wants nothing new. A
//! file not read yet is answered with empty text so the compiler never falls back to the
//! process's working directory; such a round's result is thrown away.
//!
//! Input: the name as written, the including file's asset path, the include directories.
//! Output: candidate asset paths (sibling first, then each directory), `/`-separated and
//! normalized (`.` and `..` folded; a path leaving the asset root is no candidate), read from
//! the same asset source as the loaded asset. Invariant: answers are deterministic for the same
//! set of files read.

use bevy::asset::io::AssetReaderError;
use bevy::asset::{AssetPath, LoadContext, ReadAssetBytesError};
use oneshader::{IncludeResolver, ResolvedInclude};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Most rounds of include discovery; each round finds one more level of nesting (usually 2 or
/// 3 rounds in all; the preprocessor's own nesting limit is lower).
pub(crate) const MAX_INCLUDE_ROUNDS: usize = 64;

/// What the store knows about one candidate path.
#[derive(Clone, Debug)]
enum Known {
    Text(String),
    Missing,
}

#[derive(Debug, Default)]
struct State {
    files: BTreeMap<String, Known>,
    /// Candidates asked for and not known yet, in the order first asked.
    wanted: Vec<String>,
}

/// Files read through the asset source for one load, shared with the compiler's callbacks.
#[derive(Clone, Debug, Default)]
pub(crate) struct AssetFiles {
    state: Arc<Mutex<State>>,
    include_dirs: Arc<Vec<String>>,
}

impl AssetFiles {
    pub(crate) fn new(include_dirs: &[String]) -> AssetFiles {
        AssetFiles {
            state: Arc::default(),
            include_dirs: Arc::new(include_dirs.to_vec()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // The state is a plain map; a panic elsewhere cannot leave it half-written.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The callback handed to `CompileOptions::include_resolver`.
    pub(crate) fn resolver(&self) -> IncludeResolver {
        let store = self.clone();
        Arc::new(move |name: &str, includer: &str| store.resolve(name, includer))
    }

    fn resolve(&self, name: &str, includer: &str) -> Option<ResolvedInclude> {
        let candidates = candidates(name, includer, &self.include_dirs);
        let mut state = self.lock();
        for path in candidates {
            match state.files.get(&path) {
                Some(Known::Text(text)) => {
                    return Some(ResolvedInclude {
                        text: text.clone(),
                        path,
                    })
                }
                Some(Known::Missing) => continue,
                None => {
                    if !state.wanted.contains(&path) {
                        state.wanted.push(path.clone());
                    }
                    // Not read yet: a placeholder keeps the compiler off the local disk; the
                    // loader reads the file and compiles again.
                    return Some(ResolvedInclude {
                        path,
                        text: String::new(),
                    });
                }
            }
        }
        None
    }

    /// The candidates asked for since the last call and not known yet.
    fn take_wanted(&self) -> Vec<String> {
        std::mem::take(&mut self.lock().wanted)
    }

    /// The text of a file read so far (`None`: not read, or not there).
    pub(crate) fn text(&self, path: &str) -> Option<String> {
        match self.lock().files.get(path) {
            Some(Known::Text(text)) => Some(text.clone()),
            _ => None,
        }
    }

    /// Reads `path` through the asset source of `load_context`'s asset unless it was read
    /// already. A file that is not there is remembered as missing; any other failure is an error.
    pub(crate) async fn read(
        &self,
        load_context: &mut LoadContext<'_>,
        path: &str,
    ) -> Result<(), ReadAssetBytesError> {
        if self.lock().files.contains_key(path) {
            return Ok(());
        }
        // Same asset source as the loading asset (e.g. `embedded://`).
        let asset_path = AssetPath::from(path.to_string())
            .with_source(load_context.path().source().clone_owned());
        let text = match load_context.read_asset_bytes(asset_path).await {
            Ok(bytes) => Some(String::from_utf8_lossy(&bytes).into_owned()),
            // Not there: the next candidate, or the compiler's "not found".
            Err(ReadAssetBytesError::AssetReaderError(AssetReaderError::NotFound(_))) => None,
            Err(error) => return Err(error),
        };
        self.insert(path.to_string(), text);
        Ok(())
    }

    /// Reads every file the compiler asked for since the last call. `Ok(false)`: it asked for
    /// nothing new, so the last compile saw every include it needs.
    pub(crate) async fn read_wanted(
        &self,
        load_context: &mut LoadContext<'_>,
    ) -> Result<bool, (String, ReadAssetBytesError)> {
        let wanted = self.take_wanted();
        for path in &wanted {
            self.read(load_context, path)
                .await
                .map_err(|error| (path.clone(), error))?;
        }
        Ok(!wanted.is_empty())
    }

    /// Records a file read through the asset source (`None`: it does not exist there).
    fn insert(&self, path: String, text: Option<String>) {
        let known = match text {
            Some(text) => Known::Text(text),
            None => Known::Missing,
        };
        self.lock().files.insert(path, known);
    }
}

/// Where `#include "name"` may live, most specific first.
fn candidates(name: &str, includer: &str, include_dirs: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut push = |path: Option<String>| {
        if let Some(path) = path {
            if !out.contains(&path) {
                out.push(path);
            }
        }
    };
    if let Some(root_relative) = name.strip_prefix('/') {
        push(normalize(root_relative));
        return out;
    }
    let folder = includer.rsplit_once('/').map_or("", |(folder, _)| folder);
    push(normalize(&join(folder, name)));
    for dir in include_dirs {
        push(normalize(&join(dir.trim_matches('/'), name)));
    }
    out
}

fn join(folder: &str, name: &str) -> String {
    if folder.is_empty() {
        name.to_string()
    } else {
        format!("{folder}/{name}")
    }
}

/// Folds `.` and `..` in a `/`-separated path (`\` counts as `/`); `None` when it leaves the
/// root or names nothing.
pub(crate) fn normalize(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split(['/', '\\']) {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            other => parts.push(other),
        }
    }
    (!parts.is_empty()).then(|| parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sibling_first_then_include_dirs() {
        let dirs = vec!["lib/".to_string(), "/shared".to_string()];
        assert_eq!(
            candidates("common.hlsli", "shaders/a.hlsl", &dirs),
            [
                "shaders/common.hlsli",
                "lib/common.hlsli",
                "shared/common.hlsli"
            ]
        );
        assert_eq!(
            candidates("../inc/x.h", "shaders/deep/a.hlsl", &[]),
            ["shaders/inc/x.h"]
        );
        assert_eq!(candidates("/root.h", "shaders/a.hlsl", &dirs), ["root.h"]);
    }

    #[test]
    fn paths_leaving_the_root_are_no_candidates() {
        assert_eq!(
            candidates("../../x.h", "shaders/a.hlsl", &[]),
            Vec::<String>::new()
        );
        assert_eq!(normalize("a/./b/../c"), Some("a/c".to_string()));
    }

    #[test]
    fn unknown_files_are_wanted_once_and_answered_after_insert() {
        let store = AssetFiles::new(&[]);
        let resolve = store.resolver();
        let first = resolve("c.hlsli", "s/a.hlsl").unwrap();
        assert_eq!(
            (first.path.as_str(), first.text.as_str()),
            ("s/c.hlsli", "")
        );
        resolve("c.hlsli", "s/a.hlsl");
        assert_eq!(store.take_wanted(), ["s/c.hlsli"]);
        store.insert("s/c.hlsli".into(), Some("#define X 1".into()));
        assert_eq!(resolve("c.hlsli", "s/a.hlsl").unwrap().text, "#define X 1");
        assert!(store.take_wanted().is_empty());
        store.insert("s/m.hlsli".into(), None);
        assert_eq!(resolve("m.hlsli", "s/a.hlsl"), None);
    }
}
