//! Semantic analysis: names, types, overloads, intrinsics, layouts and bindings.
//!
//! Input: the AST. Output: the checked program ([`hir::Program`]) for lowering and reflection.

pub mod bindings;
pub mod convert;
pub mod hir;
pub mod intrinsics;
pub mod layout;
pub mod methods;
pub mod vertex;
