//! The `.hlsl` asset loader.
//!
//! Input: the file's bytes, its [`HlslSettings`] and the `LoadContext`. Output: an
//! [`HlslShader`] with the reflection and one labeled `Shader` sub-asset per entry point
//! (`"file.hlsl#PSMain"`), or a typed [`HlslLoadError`]. Includes are read through the asset
//! source (see [`crate::asset_files`]), so each one is a loader dependency and editing it reloads
//! the shader. Compiles go through a shared `oneshader::cache::CompileCache`.
//!
//! Invariants: a load that fails (compile errors, or an interface that differs from the
//! baseline, see [`crate::reload`]) replaces nothing, so the last good shader keeps running;
//! every load reports its outcome to [`HlslReloadState`]; diagnostics are logged with file,
//! line, column and code.

use super::settings::{HlslSettings, ShaderFormat};
use super::{HlslEntryPoint, HlslShader};
use crate::asset_files::{AssetFiles, MAX_INCLUDE_ROUNDS};
use crate::reload::{HlslReloadState, ReloadOutcome, ShaderReloadReport};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, ReadAssetBytesError};
use bevy::reflect::TypePath;
use bevy::shader::Shader;
use oneshader::cache::CompileCache;
use oneshader::compat::CompatReport;
use oneshader::{CompileResult, Diagnostic};
use std::sync::Arc;

/// Why a `.hlsl` asset did not load. The last good version, if any, keeps running.
#[non_exhaustive]
#[derive(Debug, thiserror::Error)]
pub enum HlslLoadError {
    #[error("could not read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} failed to compile:\n{}", render_errors(.diagnostics))]
    Compile {
        path: String,
        diagnostics: Vec<Diagnostic>,
    },
    #[error("{path} is not compatible with the version the app was built against:\n{report}")]
    Incompatible { path: String, report: CompatReport },
    #[error("{path}: the compile produced no {format:?} code for entry point '{entry_point}'")]
    MissingCode {
        path: String,
        entry_point: String,
        format: ShaderFormat,
    },
    #[error("{path} asks for SPIR-V, but oneshader_bevy was built without its `spirv` feature (Bevy's `shader_format_spirv`); use format: Wgsl or enable the feature")]
    SpirvDisabled { path: String },
    #[error("could not read the include '{path}': {source}")]
    ReadInclude {
        path: String,
        /// Boxed: Bevy's error is large, and this one travels in every `Result`.
        #[source]
        source: Box<ReadAssetBytesError>,
    },
    #[error("{path}: #include chain deeper than {} files", MAX_INCLUDE_ROUNDS)]
    IncludesTooDeep { path: String },
    #[error("{path}: its .meta settings are wrong: {message}")]
    Settings { path: String, message: String },
}

impl HlslLoadError {
    /// The error diagnostics of a failed compile (empty for other errors).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            HlslLoadError::Compile { diagnostics, .. } => diagnostics,
            _ => &[],
        }
    }
}

fn render_errors(diagnostics: &[Diagnostic]) -> String {
    let lines: Vec<String> = diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(Diagnostic::to_string)
        .collect();
    lines.join("\n")
}

/// Loads `.hlsl` files. Registered by `OneShaderPlugin`; shares its state with the app.
#[derive(TypePath)]
pub struct HlslLoader {
    pub(crate) reload: HlslReloadState,
    pub(crate) cache: Arc<CompileCache>,
}

impl AssetLoader for HlslLoader {
    type Asset = HlslShader;
    type Settings = HlslSettings;
    type Error = HlslLoadError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        settings: &HlslSettings,
        load_context: &mut LoadContext<'_>,
    ) -> Result<HlslShader, HlslLoadError> {
        let asset_path = load_context.path().clone_owned();
        let path = asset_path.path().to_string_lossy().replace('\\', "/");
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|source| HlslLoadError::Io {
                path: path.clone(),
                source,
            })?;
        if settings.format == ShaderFormat::SpirV && !cfg!(feature = "spirv") {
            return Err(HlslLoadError::SpirvDisabled { path });
        }
        let source = String::from_utf8_lossy(&bytes);
        let result = self
            .compile_with_includes(&source, &path, settings, load_context)
            .await?;

        if !result.success() {
            return Err(self.fail(path, result.diagnostics.clone()));
        }
        let Some(reflection) = result.reflection.clone() else {
            return Err(self.fail(path, result.diagnostics.clone()));
        };
        let outcome = match self.reload.admit(&path, &reflection) {
            Ok(outcome) => outcome,
            Err(report) => {
                self.reload.report(ShaderReloadReport {
                    path: path.clone(),
                    outcome: ReloadOutcome::Incompatible {
                        report: report.clone(),
                    },
                });
                return Err(HlslLoadError::Incompatible { path, report });
            }
        };

        let mut entry_points = Vec::new();
        for entry in &reflection.entry_points {
            let Some(blob) = result.find(&entry.name, settings.format.target()) else {
                return Err(HlslLoadError::MissingCode {
                    path,
                    entry_point: entry.name.clone(),
                    format: settings.format,
                });
            };
            let shader_path = format!("{path}#{}", entry.name);
            let (shader, module_entry) = match settings.format {
                ShaderFormat::Wgsl => (
                    Shader::from_wgsl(blob.as_text().to_string(), shader_path),
                    blob.module_entry_name().to_string(),
                ),
                ShaderFormat::SpirV => (
                    Shader::from_spirv(blob.data.clone(), shader_path),
                    entry.name.clone(),
                ),
            };
            let handle = load_context.add_labeled_asset(entry.name.clone(), shader);
            entry_points.push(HlslEntryPoint {
                name: entry.name.clone(),
                stage: entry.stage,
                module_entry,
                shader: handle,
            });
        }
        self.reload.report(ShaderReloadReport { path, outcome });
        Ok(HlslShader {
            reflection,
            entry_points,
            format: settings.format,
            wgsl_immediates: settings.wgsl_immediates,
            files: result.files.clone(),
        })
    }

    fn extensions(&self) -> &[&str] {
        &["hlsl"]
    }
}

impl HlslLoader {
    /// Compiles until every include the compile asks for has been read through the asset
    /// source; the last compile's result is returned.
    async fn compile_with_includes(
        &self,
        source: &str,
        path: &str,
        settings: &HlslSettings,
        load_context: &mut LoadContext<'_>,
    ) -> Result<Arc<CompileResult>, HlslLoadError> {
        let includes = AssetFiles::new(&settings.include_dirs);
        let mut options =
            settings
                .compile_options()
                .map_err(|message| HlslLoadError::Settings {
                    path: path.to_string(),
                    message,
                })?;
        options.include_resolver = Some(includes.resolver());
        for _ in 0..MAX_INCLUDE_ROUNDS {
            let result = self.cache.compile(source, path, &options);
            let read_more =
                includes
                    .read_wanted(load_context)
                    .await
                    .map_err(|(include, source)| HlslLoadError::ReadInclude {
                        path: include,
                        source: Box::new(source),
                    })?;
            if !read_more {
                return Ok(result);
            }
        }
        Err(HlslLoadError::IncludesTooDeep {
            path: path.to_string(),
        })
    }

    /// Logs and reports a failed compile; the error fails the load.
    fn fail(&self, path: String, diagnostics: Vec<Diagnostic>) -> HlslLoadError {
        self.reload.report(ShaderReloadReport {
            path: path.clone(),
            outcome: ReloadOutcome::CompileFailed {
                diagnostics: diagnostics.clone(),
                kept_last_good: self.reload.has_baseline(&path),
            },
        });
        HlslLoadError::Compile { path, diagnostics }
    }
}
