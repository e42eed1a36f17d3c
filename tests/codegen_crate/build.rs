//! Bakes the shipped `assets/shaders/materials.pack.ron` and generates its bindings into
//! `OUT_DIR/materials.rs` (the pack into `OUT_DIR/materials.ospack`), and does the same for the
//! test manifest `shaders/lit.pack.ron` (exclusion rules, per-variant structs, push constants), both
//! with the `wgpu` helpers.

use oneshader_pack::codegen::Builder;

fn main() {
    Builder::new("../../assets/shaders/materials.pack.ron")
        .wgpu(true)
        .run();
    Builder::new("shaders/lit.pack.ron").wgpu(true).run();
}
