//! Reflection: what a compiled shader binds and exposes, and its two file formats.
//!
//! [`model`] holds the data ([`ShaderReflection`] and its parts), filled from the checked
//! program by the driver; [`text`] writes and reads the line-based reflection file format,
//! version 1; [`json`] writes the command-line tool's JSON, schema version 1. Both writers are
//! deterministic: equal models give identical bytes.

pub mod json;
pub mod model;
pub mod text;

pub use json::to_json;
pub use model::*;
pub use text::{from_text, to_text, TextFormatError};
