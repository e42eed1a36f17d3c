//! The generated bindings of the shipped materials pack (`assets/shaders/materials.pack.ron`):
//! modules `material` (ALPHA_TEST x LIGHTING) and `sky` (Day, Night), made by `build.rs`.

include!(concat!(env!("OUT_DIR"), "/materials.rs"));

/// The pack `build.rs` baked with these bindings.
pub const PACK_PATH: &str = concat!(env!("OUT_DIR"), "/materials.ospack");

/// The generated source itself (for the snapshot test).
pub const GENERATED_SOURCE: &str = include_str!(concat!(env!("OUT_DIR"), "/materials.rs"));
