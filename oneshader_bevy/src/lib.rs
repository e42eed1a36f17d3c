//! `oneshader_bevy`: the Bevy plugin (HLSL and packs as assets, hot reload).
//!
//! `OneShaderPlugin` registers the asset loaders: [`hlsl`] for `.hlsl` files compiled at load
//! time (one labeled `Shader` per entry point, `"shaders/x.hlsl#Main"`), [`pack`] for baked
//! `.ospack` packs and, in development, `.pack.ron` manifests baked at load time. [`reload`]
//! keeps the last good shader when an edit fails to compile or changes the interface, and
//! reports why as [`ShaderReloadReport`] messages. [`layout`] turns reflection into Bevy's bind
//! group layout descriptors, vertex buffer layouts and immediate size.
//!
//! Add the plugin after `DefaultPlugins` (or `RenderPlugin`): it needs the `AssetServer` and
//! uses the `Shader` asset type the render plugin registers (it registers it itself when no
//! render plugin is present). Hot reload needs Bevy's `file_watcher` feature in the app.

use bevy::app::{App, Plugin, PreUpdate};
use bevy::asset::{AssetApp, Assets};
use bevy::shader::Shader;

mod asset_files;
pub mod compute;
pub mod hlsl;
pub mod layout;
pub mod pack;
pub mod reload;

pub use bevy;
pub use compute::{HlslComputeJob, HlslComputePlugin};
pub use hlsl::{
    HlslEntryPoint, HlslLoadError, HlslSettings, HlslShader, HlslWgslDialect, ShaderFormat,
};
pub use layout::BevyPipelineLayout;
pub use oneshader;
pub use oneshader_pack;
pub use reload::{HlslReloadState, ReloadOutcome, ShaderReloadReport};

/// Adds OneShader's asset loaders to a Bevy app.
#[derive(Default)]
pub struct OneShaderPlugin;

impl Plugin for OneShaderPlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<Assets<Shader>>() {
            app.init_asset::<Shader>();
        }
        let reload = HlslReloadState::default();
        app.insert_resource(reload.clone())
            .add_message::<ShaderReloadReport>()
            .add_systems(PreUpdate, reload::publish_reload_reports);
        hlsl::register(app, reload);
        pack::register(app);
    }
}
