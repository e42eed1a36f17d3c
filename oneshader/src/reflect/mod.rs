//! Reflection (in progress).

/// What a compiled shader binds and exposes (being built).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShaderReflection {}
