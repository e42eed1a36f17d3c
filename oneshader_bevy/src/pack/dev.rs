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
//! while asset reads are async, so baking runs in rounds through [`crate::asset_files`], as the
//! `.hlsl` loader does: the files read so far answer, the ones asked for are read, and the bake
//! runs again until a round asks for nothing new.

use super::asset::ShaderPack;
use super::loader::{into_asset, PackLoadError, PackSettings};
use crate::asset_files::{normalize, AssetFiles, MAX_INCLUDE_ROUNDS};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::reflect::TypePath;
use oneshader_pack::{BakeOptions, Pack};
use std::path::Path;
use std::sync::Arc;

/// Loads `.pack.ron` manifests, baking them at load time (development; ship `.ospack` files).
#[derive(Default, TypePath)]
pub struct PackManifestLoader;

/// A manifest path as an asset path: `/`-separated, `.` and `..` folded.
fn asset_path(path: &Path) -> Option<String> {
    normalize(&path.to_string_lossy())
}

/// Bakes a manifest whose files are read through `load_context`.
pub(crate) async fn bake_manifest(
    text: &str,
    load_context: &mut LoadContext<'_>,
) -> Result<Pack, PackLoadError> {
    let manifest_path = load_context.path().path().to_path_buf();
    let manifest = oneshader_pack::manifest::parse(text, &manifest_path)
        .map_err(|d| PackLoadError::Manifest(d.to_string()))?;
    // Every shader may name its own include folders; the resolver searches the union in order
    // (the manifest-wide folders come first in each shader's list).
    let mut include_dirs: Vec<String> = Vec::new();
    for dir in manifest.shaders.iter().flat_map(|s| &s.include_dirs) {
        let dir = dir.to_string_lossy().replace('\\', "/");
        if !include_dirs.contains(&dir) {
            include_dirs.push(dir);
        }
    }
    let files = AssetFiles::new(&include_dirs);
    let read_error = |path: String, source| PackLoadError::Read {
        path,
        source: Box::new(source),
    };
    for spec in &manifest.shaders {
        if let Some(path) = asset_path(&spec.path) {
            files
                .read(load_context, &path)
                .await
                .map_err(|source| read_error(path, source))?;
        }
    }
    for _round in 0..MAX_INCLUDE_ROUNDS {
        let sources = files.clone();
        let options = BakeOptions {
            read_source: Some(Arc::new(move |path: &Path| {
                asset_path(path)
                    .and_then(|path| sources.text(&path))
                    .map(String::into_bytes)
                    .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))
            })),
            include_resolver: Some(files.resolver()),
            ..BakeOptions::default()
        };
        let baked = oneshader_pack::bake(&manifest, &options);
        let read_more = files
            .read_wanted(load_context)
            .await
            .map_err(|(path, source)| read_error(path, source))?;
        if read_more {
            continue;
        }
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
    Err(PackLoadError::IncludesUnsettled(MAX_INCLUDE_ROUNDS))
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
    fn manifest_paths_become_asset_paths() {
        assert_eq!(
            asset_path(Path::new("a/./b/../c.hlsl")).as_deref(),
            Some("a/c.hlsl")
        );
        assert_eq!(asset_path(Path::new("../x.hlsl")), None);
    }
}
