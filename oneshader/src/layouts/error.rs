//! The error value every fallible layout operation returns.
//!
//! A [`LayoutError`] carries its [`LayoutErrorKind`] (for code that reacts to it) and the message
//! to show, written in the spec's style: what is wrong, naming the entry points and the slot, then
//! what to change. Nothing in `layouts` panics on its inputs; everything comes back as this value.

use std::fmt;

/// What went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutErrorKind {
    /// The reflection has no entry point of that name.
    UnknownEntryPoint,
    /// Two entry points put different resources at one set and binding.
    ResourceConflict,
    /// Two entry points of one stage in a pipeline (use `try_create_union` for that).
    DuplicateStage,
    /// Compute and graphics entry points, or no entry point, in one pipeline.
    StageMismatch,
    /// Push-constant blocks that disagree where their bytes overlap.
    PushConstantConflict,
    /// A target the layout needs was not compiled (`Msl` for Metal).
    MissingTarget,
    /// Something the target API cannot express.
    Unsupported,
    /// A vertex override that does not fit the shader's input.
    InvalidVertexInput,
    /// A specialization constant name or value that does not fit the entry point.
    InvalidSpecialization,
}

/// A layout operation's failure, with the message to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    pub kind: LayoutErrorKind,
    pub message: String,
}

impl LayoutError {
    pub fn new(kind: LayoutErrorKind, message: impl Into<String>) -> Self {
        LayoutError {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LayoutError {}
