//! Bakes the shipped `assets/shaders/materials.pack.ron` and generates its bindings into
//! `OUT_DIR/materials.rs` (and the pack into `OUT_DIR/materials.ospack`).

fn main() {
    oneshader_pack::codegen::Builder::new("../../assets/shaders/materials.pack.ron").run();
}
