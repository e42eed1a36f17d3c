//! Semantic analysis: names, types, overloads, intrinsics, layouts and bindings.
//!
//! Input: the AST. Output: the checked program ([`hir::Program`]) for lowering and reflection.
//! [`check`] is the entry point; the checker is split by concern (`decls`, `expr`, `calls`,
//! `stmt`, `entry`, `stage_io`, `constant`, `resolve_types`, `scope`, `convert_nodes`).

pub mod bindings;
pub mod convert;
pub mod hir;
pub mod intrinsics;
pub mod layout;
pub mod methods;
pub mod vertex;

