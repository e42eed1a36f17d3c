//! The `.ospack` file: [`format`] (layout and manifest types), [`write`] (serialize, atomic file
//! write) and [`read`] (validate and look up: [`Pack`]).

pub mod format;
pub mod read;
pub mod write;

pub use read::{KeyError, Pack, PackError, ShaderRef, VariantRef};
pub use write::{to_bytes, write_atomic};
