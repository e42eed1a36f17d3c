//! Semantic analysis: names, types, overloads, intrinsics, layouts and bindings.
//!
//! Input: the AST. Output: the checked program ([`hir::Program`]) for lowering and reflection.

pub mod bindings;
pub mod hir;
pub mod layout;
pub mod vertex;
