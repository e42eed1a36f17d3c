//! `oneshader_pack`: bakes HLSL shader variants into a content-hashed `.ospack` and reads packs.
//!
//! - [`manifest`]: the RON manifest (shaders with `axes` or named `variants`, `exclude` rules,
//!   targets, defines, include folders, `max_variants`), checked into a [`Manifest`].
//! - [`axes`] and [`rules`]: the variant space of a shader (cartesian product, first axis
//!   slowest, minus excluded combinations) and its O(1) key table.
//! - [`bake`]: parallel (rayon), incremental ([`cache`]) compilation into unique blobs.
//! - [`report`]: diagnostics grouped over variants, per-shader sizes and findings.
//! - [`pack`]: the `.ospack` format (`docs/pack-format.md`), writer and validating reader.
//! - [`codegen`]: Rust bindings for a manifest from `build.rs` (typed keys, Pod structs,
//!   layouts, the interface fingerprint); [`runtime`]: what that generated code calls.
//!
//! ```no_run
//! let manifest = oneshader_pack::manifest::load("assets/shaders/materials.pack.ron".as_ref()).unwrap();
//! let baked = oneshader_pack::bake(&manifest, &Default::default());
//! let pack = oneshader_pack::Pack::from_vec(baked.to_bytes()).unwrap();
//! let material = pack.shader("Material").unwrap();
//! let v = material.variant(&[("ALPHA_TEST", "1"), ("LIGHTING", "PBR")]).unwrap();
//! let spirv: &[u8] = v.blob("PSMain", oneshader::CompileTarget::SpirV).unwrap();
//! ```

pub mod axes;
pub mod bake;
pub mod cache;
pub mod codegen;
pub mod manifest;
pub mod pack;
pub mod report;
pub mod rules;
pub mod runtime;

pub use bake::{bake, BakeOptions, Baked};
pub use bytemuck;
pub use manifest::{Manifest, ShaderSpec};
pub use oneshader;
pub use pack::{KeyError, Pack, PackError, ShaderRef, VariantRef};
