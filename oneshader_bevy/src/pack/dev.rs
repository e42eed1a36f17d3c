//! Development mode: a `.pack.ron` manifest loaded as a [`ShaderPack`], baked at load time.
//!
//! Input: the manifest's bytes from Bevy's reader and [`PackSettings`]. Output: the same asset an
//! `.ospack` of that manifest gives, baked by `oneshader_pack::bake` in memory (no cache, nothing
//! written). Every shader source and every `#include` is read through
//! `LoadContext::read_asset_bytes`, so each is a loader dependency: with Bevy's `file_watcher`,
//! editing any of them re-runs this loader and the pack's `Shader`s are replaced (pipelines
//! rebuild on their `Modified` events).
//!
//! Includes are only known while compiling, and the compiler's include resolver is synchronous
//! while asset reads are async, so baking runs in rounds: the resolver answers from the files read
//! so far and records the paths it was asked for but did not have; those are read, and the bake
//! runs again, until a round asks for nothing new (bounded by [`MAX_ROUNDS`]). The resolver keeps
//! the compiler's search order (the including file's folder, then the include directories), each
//! candidate an asset path in the manifest's asset source; a candidate that does not exist is
//! remembered as missing and the search goes on.

use super::asset::ShaderPack;
use super::loader::{into_asset, PackLoadError, PackSettings};
use bevy::asset::io::{AssetReaderError, Reader};
use bevy::asset::{AssetLoader, AssetPath, LoadContext, ReadAssetBytesError};
use bevy::reflect::TypePath;
use oneshader::{IncludeResolver, ResolvedInclude};
use oneshader_pack::{BakeOptions, Pack};
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Most rounds of include discovery (one per level of nesting, usually 2 or 3).
pub const MAX_ROUNDS: usize = 32;

/// Loads `.pack.ron` manifests, baking them at load time (development; ship `.ospack` files).
#[derive(Default, TypePath)]
pub struct PackManifestLoader;

/// Files read so far, by normalized asset path: `None` for one that does not exist.
type FileMap = BTreeMap<String, Option<String>>;

/// `a/./b/../c` as `a/c`; `None` when the path leaves the asset source's root.
fn normalize(path: &Path) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
            Component::ParentDir => {
                parts.pop()?;
            }
        }
    }
    Some(parts.join("/"))
}

/// Where `#include "name"` from `including` may be, in the compiler's search order.
fn candidates(name: &str, including: &str, include_dirs: &[PathBuf]) -> Vec<String> {
    let name = name.replace('\\', "/");
    if let Some(rooted) = name.strip_prefix('/') {
        return normalize(Path::new(rooted)).into_iter().collect();
    }
    let folder = Path::new(including).parent().unwrap_or(Path::new(""));
    std::iter::once(folder)
        .chain(include_dirs.iter().map(PathBuf::as_path))
        .filter_map(|dir| normalize(&dir.join(&name)))
        .collect()
}

/// An include resolver answering from `files`, recording in `wanted` what it lacked.
fn resolver(
    files: Arc<FileMap>,
    include_dirs: Vec<PathBuf>,
    wanted: Arc<Mutex<BTreeSet<String>>>,
) -> IncludeResolver {
    Arc::new(move |name: &str, including: &str| {
        for candidate in candidates(name, including, &include_dirs) {
            match files.get(&candidate) {
                Some(Some(text)) => {
                    return Some(ResolvedInclude {
                        path: candidate,
                        text: text.clone(),
                    })
                }
                Some(None) => continue,
                None => {
                    if let Ok(mut wanted) = wanted.lock() {
                        wanted.insert(candidate);
                    }
                    return None;
                }
            }
        }
        None
    })
}

/// Reads `path` (in the manifest's source) as a dependency; `None` when it does not exist.
async fn read_dependency(
    load_context: &mut LoadContext<'_>,
    path: &str,
) -> Result<Option<String>, PackLoadError> {
    let source = load_context.path().source().clone_owned();
    let asset_path = AssetPath::from_path_buf(PathBuf::from(path)).with_source(source);
    match load_context.read_asset_bytes(asset_path).await {
        Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
        Err(ReadAssetBytesError::AssetReaderError(AssetReaderError::NotFound(_))) => Ok(None),
        Err(source) => Err(PackLoadError::Read {
            path: path.to_string(),
            source: Box::new(source),
        }),
    }
}

/// Bakes a manifest whose files are read through `load_context`.
pub(crate) async fn bake_manifest(
    text: &str,
    load_context: &mut LoadContext<'_>,
) -> Result<Pack, PackLoadError> {
    let manifest_path = load_context.path().path().to_path_buf();
    let manifest = oneshader_pack::manifest::parse(text, &manifest_path)
        .map_err(|d| PackLoadError::Manifest(d.to_string()))?;
    let mut files = FileMap::new();
    for spec in &manifest.shaders {
        if let Some(path) = normalize(&spec.path) {
            if let Entry::Vacant(slot) = files.entry(path) {
                let text = read_dependency(load_context, slot.key()).await?;
                slot.insert(text);
            }
        }
    }
    // Every shader may name its own include folders; the resolver searches the union in order
    // (the manifest-wide folders come first in each shader's list).
    let mut include_dirs: Vec<PathBuf> = Vec::new();
    for dir in manifest.shaders.iter().flat_map(|s| &s.include_dirs) {
        if !include_dirs.contains(dir) {
            include_dirs.push(dir.clone());
        }
    }
    for _round in 0..MAX_ROUNDS {
        let snapshot = Arc::new(files.clone());
        let wanted = Arc::new(Mutex::new(BTreeSet::new()));
        let sources = snapshot.clone();
        let options = BakeOptions {
            read_source: Some(Arc::new(move |path: &Path| {
                normalize(path)
                    .and_then(|p| sources.get(&p).cloned().flatten())
                    .map(String::into_bytes)
                    .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))
            })),
            include_resolver: Some(resolver(snapshot, include_dirs.clone(), wanted.clone())),
            ..BakeOptions::default()
        };
        let baked = oneshader_pack::bake(&manifest, &options);
        let wanted: Vec<String> = wanted
            .lock()
            .map(|w| w.iter().cloned().collect())
            .unwrap_or_default();
        if wanted.is_empty() {
            if baked.has_errors() {
                let report = baked
                    .diagnostics
                    .iter()
                    .map(|g| g.render(false))
                    .collect::<Vec<_>>()
                    .join("\n");
                return Err(PackLoadError::Bake {
                    report,
                    diagnostics: baked
                        .diagnostics
                        .into_iter()
                        .map(|g| g.diagnostic)
                        .collect(),
                });
            }
            return Ok(Pack::from_vec(baked.to_bytes())?);
        }
        for path in wanted {
            let text = read_dependency(load_context, &path).await?;
            files.insert(path, text);
        }
    }
    Err(PackLoadError::IncludesUnsettled(MAX_ROUNDS))
}

impl AssetLoader for PackManifestLoader {
    type Asset = ShaderPack;
    type Settings = PackSettings;
    type Error = PackLoadError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        settings: &PackSettings,
        load_context: &mut LoadContext<'_>,
    ) -> Result<ShaderPack, PackLoadError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let text = String::from_utf8_lossy(&bytes);
        let pack = bake_manifest(&text, load_context).await?;
        into_asset(pack, settings, load_context)
    }

    fn extensions(&self) -> &[&str] {
        &["pack.ron"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_normalize_inside_the_source_root() {
        assert_eq!(
            normalize(Path::new("a/./b/../c.hlsl")).as_deref(),
            Some("a/c.hlsl")
        );
        assert_eq!(normalize(Path::new("../x.hlsl")), None);
    }

    #[test]
    fn includes_are_searched_beside_the_includer_then_in_the_include_dirs() {
        let dirs = [PathBuf::from("shaders/common")];
        assert_eq!(
            candidates("lib\\light.hlsli", "shaders/materials/M.hlsl", &dirs),
            [
                "shaders/materials/lib/light.hlsli",
                "shaders/common/lib/light.hlsli"
            ]
        );
        assert_eq!(
            candidates("../up.hlsli", "shaders/M.hlsl", &dirs),
            ["up.hlsli", "shaders/up.hlsli"]
        );
        assert_eq!(
            candidates("/inc/a.hlsli", "shaders/M.hlsl", &dirs),
            ["inc/a.hlsli"]
        );
    }

    #[test]
    fn the_resolver_asks_for_what_it_lacks_and_skips_what_is_missing() {
        let mut files = FileMap::new();
        files.insert("shaders/a.hlsli".into(), None);
        files.insert("inc/a.hlsli".into(), Some("#define A 1".into()));
        let wanted = Arc::new(Mutex::new(BTreeSet::new()));
        let dirs = vec![PathBuf::from("inc")];
        let resolve = resolver(Arc::new(files), dirs, wanted.clone());
        let found = resolve("a.hlsli", "shaders/M.hlsl").unwrap();
        assert_eq!(
            (found.path.as_str(), found.text.as_str()),
            ("inc/a.hlsli", "#define A 1")
        );
        assert!(resolve("b.hlsli", "shaders/M.hlsl").is_none());
        assert_eq!(
            wanted.lock().unwrap().iter().collect::<Vec<_>>(),
            ["shaders/b.hlsli"]
        );
    }
}
