//! Semantic analysis: names, types, overloads, intrinsics, layouts and bindings.
//!
//! Input: the AST. Output: the checked program ([`hir::Program`]) for lowering and reflection.
//! `check` is the entry point; the checker is split by concern (`decls`, `expr`, `calls`,
//! `stmt`, `templates`, `typed_buffer`, `entry`, `stage_io`, `constant`, `resolve_types`, `scope`,
//! `convert_nodes`, `members`, `operators`); `split_structs` then splits structs that hold
//! resources beside data.

mod attributes;
pub mod barrier;
pub mod bindings;
mod bit_fields;
mod buffer_pointer;
mod calls;
mod check;
pub mod constant;
pub mod convert;
mod convert_nodes;
mod decls;
mod entry;
mod expr;
mod heap;
pub mod hir;
mod inline_spirv;
pub mod intrinsics;
pub mod intrinsics_extra;
pub mod layout;
mod members;
pub mod methods;
mod operators;
mod printf;
mod ray_query;
pub mod resolve_types;
mod resource_structs;
mod scope;
mod split_structs;
pub mod stage_io;
mod stmt;
mod templates;
mod typed_buffer;
pub mod vertex;
mod wave;

pub use check::check;
