//! Semantic analysis (in progress).

pub mod bindings;
pub mod layout;
pub mod vertex;
