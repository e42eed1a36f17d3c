//! `oneshader_bevy`: the Bevy plugin (HLSL and packs as assets, hot reload).
//!
//! `OneShaderPlugin` registers the asset loaders: [`hlsl`] for `.hlsl` files compiled at load
//! time, [`pack`] for baked `.ospack` packs and, in development, `.pack.ron` manifests baked at
//! load time. Being built in its own issue.

use bevy::app::{App, Plugin};

pub mod hlsl;
pub mod pack;

pub use bevy;
pub use oneshader;
pub use oneshader_pack;

/// Adds OneShader's asset loaders to a Bevy app.
#[derive(Default)]
pub struct OneShaderPlugin;

impl Plugin for OneShaderPlugin {
    fn build(&self, app: &mut App) {
        hlsl::register(app);
        pack::register(app);
    }
}
