//! Shader packs as Bevy assets: `.ospack` files and, in development, `.pack.ron` manifests
//! baked at load time (being built).

use bevy::app::App;

/// Registers the pack assets and their loaders.
pub(crate) fn register(_app: &mut App) {}
