//! The vocabulary every stage shares about what is being compiled: shader stages, output
//! languages, the WGSL dialect and the entry points a compile asks for.
//!
//! Plain values with no behaviour beyond naming themselves. This module sits beneath every
//! stage (it imports nothing from the crate), so the front end, the IR, the backends and
//! reflection can name a stage or a target without depending on the public API in `api.rs`,
//! which re-exports these types.

use std::fmt;

/// A shader stage. Vertex, pixel and compute only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Stage {
    Vertex,
    Pixel,
    Compute,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Vertex => "Vertex",
            Stage::Pixel => "Pixel",
            Stage::Compute => "Compute",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An output language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum CompileTarget {
    /// SPIR-V 1.5 for Vulkan 1.2.
    SpirV,
    /// Metal Shading Language (not implemented yet).
    Msl,
    /// WGSL, in the dialect [`WgslDialect`] chooses.
    Wgsl,
}

impl CompileTarget {
    pub fn name(self) -> &'static str {
        match self {
            CompileTarget::SpirV => "SpirV",
            CompileTarget::Msl => "Msl",
            CompileTarget::Wgsl => "Wgsl",
        }
    }
    /// Whether this crate can produce the target today.
    pub fn is_implemented(self) -> bool {
        matches!(self, CompileTarget::SpirV | CompileTarget::Wgsl)
    }
}

impl fmt::Display for CompileTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which WGSL consumer the WGSL output is written for.
///
/// WGSL has two consumers that disagree at the edges: wgpu (and Bevy) parse it with naga,
/// browsers with Tint. naga 30 does not take `enable subgroups;`, which Tint requires; Tint
/// rejects naga's `enable wgpu_binding_array;`; naga rejects two resources on one binding; and
/// `var<immediate>` push constants are wgpu's (`Features::IMMEDIATES`), not part of the WebGPU
/// specification. The dialect says which consumer the text must satisfy; a feature only one
/// of them has is refused for the other with a diagnostic, never emitted silently. Today the
/// two dialects write the same text and differ only in that refusal.
///
/// The default is [`WgslDialect::Wgpu`]: the consumers of a Rust crate are wgpu and Bevy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum WgslDialect {
    /// WGSL as wgpu 30 and Bevy take it (naga's validator): allows wgpu's extensions such as
    /// `var<immediate>` push constants.
    #[default]
    Wgpu,
    /// WGSL as browsers take it (the WebGPU specification, Tint): no wgpu-only extensions.
    WebGpu,
}

impl WgslDialect {
    /// The name as written on the command line and in settings files (`wgpu`, `webgpu`).
    pub fn name(self) -> &'static str {
        match self {
            WgslDialect::Wgpu => "wgpu",
            WgslDialect::WebGpu => "webgpu",
        }
    }

    /// Whether the consumer takes wgpu's `var<immediate>` push constants.
    pub fn has_immediates(self) -> bool {
        self == WgslDialect::Wgpu
    }

    /// Parses [`WgslDialect::name`] (ASCII case-insensitive).
    pub fn parse(name: &str) -> Option<WgslDialect> {
        [WgslDialect::Wgpu, WgslDialect::WebGpu]
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for WgslDialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One entry point to compile. With a stage, the `[shader]` attribute is not needed (`-T`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EntryPointRequest {
    pub name: String,
    pub stage: Option<Stage>,
}
