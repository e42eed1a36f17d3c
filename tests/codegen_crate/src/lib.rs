//! Generated bindings, made by `build.rs`: `material` (ALPHA_TEST x LIGHTING) and `sky` (Day,
//! Night) from the shipped `assets/shaders/materials.pack.ron`, and `lit` (SHADOWS x LIGHTING
//! minus an excluded combination, a compute shader) from `shaders/lit.pack.ron`.

include!(concat!(env!("OUT_DIR"), "/materials.rs"));
include!(concat!(env!("OUT_DIR"), "/lit.rs"));

/// The pack `build.rs` baked with the `material` and `sky` bindings.
pub const MATERIALS_PACK: &str = concat!(env!("OUT_DIR"), "/materials.ospack");
/// The pack `build.rs` baked with the `lit` bindings.
pub const LIT_PACK: &str = concat!(env!("OUT_DIR"), "/lit.ospack");

/// The generated source of the materials manifest (for the snapshot test).
pub const MATERIALS_SOURCE: &str = include_str!(concat!(env!("OUT_DIR"), "/materials.rs"));
