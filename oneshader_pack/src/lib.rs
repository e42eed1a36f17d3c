//! `oneshader_pack`: the variant baker of the asset pipeline.
//!
//! Not built yet: the manifest, baking and the `.ospack` format are tracked in their own issue.
//! Today this crate only re-exports the compiler so the workspace layout is in place.

pub use oneshader;
