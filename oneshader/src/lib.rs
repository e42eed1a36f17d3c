//! OneShader: an HLSL compiler written in Rust.
//!
//! HLSL 2021 vertex, pixel and compute shaders go in; SPIR-V 1.5 for Vulkan 1.2 comes out, with
//! reflection (resources and their bindings, buffer byte layouts, stage inputs and outputs,
//! workgroup sizes). The pipeline, one module per stage:
//!
//! ```text
//! preprocess -> syntax (lexer, parser, AST) -> sema (names, types, overloads, layouts; HIR)
//!   -> lower (HIR -> IR) -> ir (typed SSA, structured CFG, verifier, printer) -> spirv
//! reflect is built from the checked program.
//! ```
//!
//! Start with [`compile`] / [`compile_file`] and [`CompileOptions`].

pub mod cache;
pub mod compat;
pub mod diag;
pub mod slots;
pub mod source;
pub mod types;
pub mod vk_bindings;
#[cfg(feature = "watch")]
pub mod watch;
#[cfg(feature = "wgpu")]
pub mod wgpu;

pub mod ir;
pub mod layouts;
pub mod lower;
pub mod preprocess;
pub mod reflect;
pub mod sema;
pub mod spirv;
pub mod syntax;
pub mod wgsl;

mod api;
mod driver;

pub use api::*;
pub use diag::{Code, Diagnostic, Severity};
pub use vk_bindings::{RegisterRemap, RegisterShift, ShiftSpace, VulkanBindingOptions};
