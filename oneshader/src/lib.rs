//! OneShader: an HLSL compiler written in Rust.
//!
//! HLSL 2021 vertex, pixel and compute shaders go in; SPIR-V 1.5 for Vulkan 1.2 and WGSL (for
//! wgpu, Bevy and browsers) and Metal Shading Language 2.4 come out, with reflection (resources and their bindings, buffer byte layouts,
//! stage inputs and outputs, workgroup sizes, device features). The pipeline, one module per
//! stage, put in order by the driver alone (`driver.rs`):
//!
//! ```text
//! preprocess -> syntax (lexer, parser, AST) -> sema (names, types, overloads, layouts; HIR)
//!   -> reflect (from the HIR) -> lower (HIR -> IR) -> ir::verify
//!   -> opt (legalization, optimization; verified after every pass in debug builds and tests)
//!   -> ir::analysis (per entry point: reached functions and globals, device features)
//!   -> backends: spirv, wgsl, msl (the two text backends share one writer, `textgen`)
//! ```
//!
//! Start with [`compile`] / [`compile_file`] and [`CompileOptions`].

pub mod cache;
pub mod compat;
pub mod diag;
pub mod dxc_args;
pub mod input;
pub mod slots;
pub mod source;
pub mod target;
pub mod types;
pub mod vk_bindings;
// Both off by default: `watch` (notify) for hot reload, `wgpu` for the pipeline helpers.
#[cfg(feature = "watch")]
pub mod watch;
#[cfg(feature = "wgpu")]
pub mod wgpu;

// The stages marked hidden are `pub` only so the crate's own integration tests and benchmarks
// can drive one stage at a time: they are not API (no stability promise), and the layering test
// keeps the workspace's other crates off them. What users need is re-exported from the public
// modules and the crate root.
#[doc(hidden)]
pub mod ir;
pub mod layouts;
#[doc(hidden)]
pub mod lower;
#[doc(hidden)]
pub mod msl;
#[doc(hidden)]
pub mod opt;
#[doc(hidden)]
pub mod preprocess;
pub mod reflect;
#[doc(hidden)]
pub mod sema;
#[doc(hidden)]
pub mod spirv;
#[doc(hidden)]
pub mod syntax;
mod textgen;
#[doc(hidden)]
pub mod wgsl;

mod api;
mod driver;
#[cfg(test)]
mod testing;

pub use api::*;
pub use diag::{Code, Diagnostic, DiagnosticFormat, Severity};
pub use vk_bindings::{RegisterRemap, RegisterShift, ShiftSpace, VulkanBindingOptions};
