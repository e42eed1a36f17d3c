//! Generates the typed bindings of the shipped `assets/shaders/materials.pack.ron` (modules
//! `material` and `sky`: variant keys, Pod structs, binding constants, layouts) into
//! `OUT_DIR/materials.rs`, and bakes the pack into `OUT_DIR/materials.ospack`, for the examples
//! and tests of this package (`include!(concat!(env!("OUT_DIR"), "/materials.rs"))`). A shader
//! error fails the build with its diagnostics; editing the manifest, a shader or an include
//! reruns it.

fn main() {
    oneshader_pack::codegen::Builder::new("assets/shaders/materials.pack.ron").run();
}
