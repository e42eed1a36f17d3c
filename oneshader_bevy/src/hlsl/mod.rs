//! HLSL files as Bevy assets: the `.hlsl` loader, compiled at load time.
//!
//! Input: `.hlsl` files from any asset source, their `.meta` [`HlslSettings`], the includes they
//! read. Output: [`HlslShader`] assets holding the reflection and, per entry point, a labeled
//! `Shader` sub-asset addressed as `"shaders/sprite.hlsl#PSMain"`, usable in any Bevy pipeline
//! descriptor. Reloads follow [`crate::reload`]: a version that fails or changed its interface
//! never replaces a working one.

use crate::reload::HlslReloadState;
use bevy::app::App;
use bevy::asset::{Asset, AssetApp, Handle};
use bevy::reflect::TypePath;
use bevy::shader::Shader;
use oneshader::cache::CompileCache;
use oneshader::reflect::ShaderReflection;
use oneshader::Stage;
use std::sync::Arc;

pub mod loader;
pub mod settings;

pub use loader::{HlslLoadError, HlslLoader};
pub use settings::{
    HlslDefine, HlslEntryPointSetting, HlslSettings, HlslStage, HlslWgslDialect, ShaderFormat,
};

/// One compiled entry point of an [`HlslShader`].
#[derive(Clone, Debug)]
pub struct HlslEntryPoint {
    /// The HLSL function name (also the sub-asset label).
    pub name: String,
    pub stage: Stage,
    /// The name to put in a pipeline descriptor's `entry_point` (WGSL renames reserved words).
    pub module_entry: String,
    /// The `Shader` sub-asset (`"file.hlsl#Name"`).
    pub shader: Handle<Shader>,
}

/// A compiled `.hlsl` file.
#[derive(Asset, TypePath, Debug)]
pub struct HlslShader {
    /// The reflection of the version that loaded (the baseline's interface, by construction).
    pub reflection: ShaderReflection,
    /// In the reflection's order.
    pub entry_points: Vec<HlslEntryPoint>,
    pub format: ShaderFormat,
    /// The WGSL delivers push constants as immediates (see [`HlslSettings::wgsl_immediates`]).
    pub wgsl_immediates: bool,
    /// Every file the compile read, the main file first (asset paths).
    pub files: Vec<String>,
}

impl HlslShader {
    /// The entry point called `name`.
    pub fn entry_point(&self, name: &str) -> Option<&HlslEntryPoint> {
        self.entry_points.iter().find(|e| e.name == name)
    }

    /// The `Shader` of entry point `name`.
    pub fn shader(&self, name: &str) -> Option<&Handle<Shader>> {
        self.entry_point(name).map(|e| &e.shader)
    }
}

/// Registers the `.hlsl` asset and its loader, sharing `reload` with the app.
pub(crate) fn register(app: &mut App, reload: HlslReloadState) {
    app.init_asset::<HlslShader>()
        .register_asset_loader(HlslLoader {
            reload,
            cache: Arc::new(CompileCache::default()),
        });
}
