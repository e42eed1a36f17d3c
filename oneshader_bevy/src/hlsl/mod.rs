//! HLSL files as Bevy assets: the `.hlsl` loader, compiled at load time (being built).

use bevy::app::App;

/// Registers the `.hlsl` asset and its loader.
pub(crate) fn register(_app: &mut App) {}
