//! Shader packs as Bevy assets: baked `.ospack` files and, in development, `.pack.ron` manifests
//! baked at load time.
//!
//! - [`loader`]: the `.ospack` loader, [`PackSettings`] (`.meta`: WGSL or SPIR-V shaders) and
//!   the typed [`PackLoadError`].
//! - [`dev`]: the `.pack.ron` loader; sources and includes are read through the asset server, so
//!   editing any of them (with Bevy's `file_watcher`) reloads the pack.
//! - [`asset`]: the [`ShaderPack`] asset and its lookups by shader and key (a key type generated
//!   by `oneshader_pack::codegen`, checked against the pack's interface fingerprint, or untyped
//!   `(axis, value)` pairs), giving each entry point's `Handle<Shader>` (a labeled sub-asset),
//!   its reflection and pipeline layout (also as Bevy descriptors through [`crate::layout`]).
//!
//! ```no_run
//! use bevy::prelude::*;
//! use bevy::shader::Shader;
//! use oneshader_bevy::pack::ShaderPack;
//!
//! fn pick(packs: Res<Assets<ShaderPack>>, pack: Res<MyPack>) {
//!     let Some(pack) = packs.get(&pack.0) else { return };
//!     let material = pack.shader("Material").unwrap();
//!     let variant = material.variant(&[("ALPHA_TEST", "1"), ("LIGHTING", "PBR")]).unwrap();
//!     let pixel_shader: &Handle<Shader> = variant.shader("PSMain").unwrap();
//! #   let _ = pixel_shader;
//! }
//!
//! #[derive(Resource)]
//! struct MyPack(Handle<ShaderPack>);
//! ```

use bevy::app::App;
use bevy::asset::AssetApp;

pub mod asset;
pub mod dev;
mod layout;
pub mod loader;

pub use asset::{shader_label, PackShader, PackVariant, ShaderPack, TypedPackShader};
pub use dev::PackManifestLoader;
pub use loader::{OspackLoader, PackLoadError, PackSettings};

/// Registers the pack asset and its two loaders (`.ospack`, `.pack.ron`); the plugin has made
/// sure the `Shader` asset type exists.
pub(crate) fn register(app: &mut App) {
    app.init_asset::<ShaderPack>()
        .init_asset_loader::<OspackLoader>()
        .init_asset_loader::<PackManifestLoader>();
}
