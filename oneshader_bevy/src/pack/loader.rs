//! The `.ospack` asset loader, its settings and the load error shared with the manifest loader.
//!
//! Input: the bytes Bevy's reader gives for a pack file and [`PackSettings`] (from the asset's
//! `.meta`). Output: a [`ShaderPack`] with one labeled `Shader` sub-asset per unique compiled
//! entry point of the chosen target (WGSL by default, so every wgpu backend and the web work;
//! SPIR-V needs Bevy's `shader_format_spirv` feature), or a typed [`PackLoadError`].
//! Invariants: the pack is fully validated by `oneshader_pack::Pack` before anything is added;
//! entry points whose output is byte-identical (dedup in the pack) share one sub-asset, so Bevy
//! builds one shader module for them; a pack without the chosen target is an error naming it.

use super::asset::{shader_label, LoadedEntry, LoadedVariant, ShaderPack};
use crate::hlsl::ShaderFormat;
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, Handle, LoadContext, ReadAssetBytesError};
use bevy::reflect::TypePath;
use bevy::shader::Shader;
use oneshader::CompileTarget;
use oneshader_pack::{Pack, PackError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Settings of the pack loaders, read from the asset's `.meta` file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackSettings {
    /// WGSL (default) or SPIR-V `Shader`s; the pack must have been baked for that target.
    pub format: ShaderFormat,
}

/// Why a pack or manifest failed to load. Bevy logs it with the asset's path.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PackLoadError {
    #[error("could not read the pack: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Pack(#[from] PackError),
    #[error("{0}")]
    Manifest(String),
    #[error("could not read '{path}': {source}")]
    Read {
        path: String,
        /// Boxed: Bevy's error is large, and this one travels in every `Result`.
        #[source]
        source: Box<ReadAssetBytesError>,
    },
    #[error("the manifest did not bake:\n{report}")]
    Bake {
        /// Every distinct diagnostic once, rendered with its variant list.
        report: String,
        diagnostics: Vec<oneshader::Diagnostic>,
    },
    #[error("the shader '{shader}' was not baked for {target}. Add {target} to the manifest's targets, or choose another `format` in the asset's .meta settings")]
    MissingTarget {
        shader: String,
        target: CompileTarget,
    },
    #[error("the {target} output of {label} is not UTF-8 text")]
    NotText {
        label: String,
        target: CompileTarget,
    },
    #[error("the reflection of {label} is corrupt: {message}")]
    Reflection { label: String, message: String },
    #[error("the includes of the manifest's shaders did not settle after {0} rounds of reading")]
    IncludesUnsettled(usize),
}

/// Loads baked `.ospack` packs.
#[derive(Default, TypePath)]
pub struct OspackLoader;

impl AssetLoader for OspackLoader {
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
        let pack = Pack::from_vec(bytes)?;
        into_asset(pack, settings, load_context)
    }

    fn extensions(&self) -> &[&str] {
        &["ospack"]
    }
}

/// Turns a validated pack into the asset: parses every variant's reflection and adds the
/// `Shader` sub-assets of the chosen target.
pub(crate) fn into_asset(
    pack: Pack,
    settings: &PackSettings,
    load_context: &mut LoadContext<'_>,
) -> Result<ShaderPack, PackLoadError> {
    let target = settings.format.target();
    let asset_path = load_context.path().to_string();
    // One sub-asset per unique blob, labeled after its first use.
    let mut by_blob: HashMap<usize, (String, Handle<Shader>)> = HashMap::new();
    let mut variants = Vec::new();
    for shader in pack.shaders() {
        if shader.variant_count() > 0 && !shader.targets().any(|t| t == target) {
            return Err(PackLoadError::MissingTarget {
                shader: shader.name().to_string(),
                target,
            });
        }
        let mut loaded_variants = Vec::with_capacity(shader.variant_count());
        for variant in shader.variants() {
            let reflection = variant
                .reflection()
                .map_err(|e| PackLoadError::Reflection {
                    label: format!("{}/{}", shader.name(), variant.name()),
                    message: e.to_string(),
                })?;
            let mut entries = Vec::new();
            for entry_point in variant.entry_points() {
                let label = shader_label(shader.name(), variant.name(), entry_point);
                let (Some(blob_index), Some(blob)) = (
                    variant.blob_index(entry_point, target),
                    variant.blob(entry_point, target),
                ) else {
                    return Err(PackLoadError::MissingTarget {
                        shader: shader.name().to_string(),
                        target,
                    });
                };
                let (label, shader_handle) = match by_blob.get(&blob_index) {
                    Some(shared) => shared.clone(),
                    None => {
                        let path = format!("{asset_path}#{label}");
                        let shader_asset = match settings.format {
                            ShaderFormat::Wgsl => {
                                let text = std::str::from_utf8(blob).map_err(|_| {
                                    PackLoadError::NotText {
                                        label: label.clone(),
                                        target,
                                    }
                                })?;
                                Shader::from_wgsl(text.to_owned(), path)
                            }
                            ShaderFormat::SpirV => Shader::from_spirv(blob.to_vec(), path),
                        };
                        let handle = load_context.add_labeled_asset(label.clone(), shader_asset);
                        by_blob.insert(blob_index, (label.clone(), handle.clone()));
                        (label, handle)
                    }
                };
                entries.push(LoadedEntry {
                    entry_point: entry_point.to_string(),
                    label,
                    shader: shader_handle,
                });
            }
            loaded_variants.push(LoadedVariant {
                entries,
                reflection,
            });
        }
        variants.push(loaded_variants);
    }
    Ok(ShaderPack::new(pack, settings.format, variants))
}
