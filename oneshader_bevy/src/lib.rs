//! `oneshader_bevy`: the Bevy plugin (HLSL and packs as assets, hot reload).
//!
//! Not built yet: it depends on the WGSL backend and the pack, tracked in their own issues.
//! Today this crate only re-exports the compiler so the workspace layout is in place.

pub use oneshader;
