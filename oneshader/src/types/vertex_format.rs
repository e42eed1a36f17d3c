//! Vertex attribute formats (the WebGPU set, named as in the spec's `VertexFormat`): their byte
//! sizes, component counts and numeric classes, name parsing and the default format of a shader
//! type.
//!
//! Shared vocabulary: sema decides each vertex input's format (`sema::vertex`), reflection
//! reports it, `layouts` and the wgpu helpers turn it into API formats, the pack's generated
//! bindings lay out vertex structs with it.

use super::{Scalar, ScalarKind};
use std::fmt;

/// The numeric class a vertex format delivers to the shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormatClass {
    /// Float, unorm and snorm formats (the shader sees floats).
    Float,
    Uint,
    Sint,
}

macro_rules! vertex_formats {
    ($($name:ident = $size:expr, $components:expr, $class:ident;)*) => {
        /// A vertex attribute format (the WebGPU set; names as in the spec's `VertexFormat`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
        pub enum VertexFormat {
            $($name,)*
        }

        impl VertexFormat {
            /// Every format, in declaration order.
            pub const ALL: &'static [VertexFormat] = &[$(VertexFormat::$name,)*];

            /// The name as written in reflection (`Float32x2`, `Unorm10_10_10_2`).
            pub fn name(self) -> &'static str {
                match self { $(VertexFormat::$name => stringify!($name),)* }
            }

            /// Bytes one attribute of this format takes in the vertex buffer.
            pub fn size(self) -> u32 {
                match self { $(VertexFormat::$name => $size,)* }
            }

            /// Components the shader sees.
            pub fn components(self) -> u32 {
                match self { $(VertexFormat::$name => $components,)* }
            }

            pub fn class(self) -> FormatClass {
                match self { $(VertexFormat::$name => FormatClass::$class,)* }
            }
        }
    };
}

vertex_formats! {
    Uint8 = 1, 1, Uint;
    Uint8x2 = 2, 2, Uint;
    Uint8x4 = 4, 4, Uint;
    Sint8 = 1, 1, Sint;
    Sint8x2 = 2, 2, Sint;
    Sint8x4 = 4, 4, Sint;
    Unorm8 = 1, 1, Float;
    Unorm8x2 = 2, 2, Float;
    Unorm8x4 = 4, 4, Float;
    Snorm8 = 1, 1, Float;
    Snorm8x2 = 2, 2, Float;
    Snorm8x4 = 4, 4, Float;
    Uint16 = 2, 1, Uint;
    Uint16x2 = 4, 2, Uint;
    Uint16x4 = 8, 4, Uint;
    Sint16 = 2, 1, Sint;
    Sint16x2 = 4, 2, Sint;
    Sint16x4 = 8, 4, Sint;
    Unorm16 = 2, 1, Float;
    Unorm16x2 = 4, 2, Float;
    Unorm16x4 = 8, 4, Float;
    Snorm16 = 2, 1, Float;
    Snorm16x2 = 4, 2, Float;
    Snorm16x4 = 8, 4, Float;
    Float16 = 2, 1, Float;
    Float16x2 = 4, 2, Float;
    Float16x4 = 8, 4, Float;
    Float32 = 4, 1, Float;
    Float32x2 = 8, 2, Float;
    Float32x3 = 12, 3, Float;
    Float32x4 = 16, 4, Float;
    Uint32 = 4, 1, Uint;
    Uint32x2 = 8, 2, Uint;
    Uint32x3 = 12, 3, Uint;
    Uint32x4 = 16, 4, Uint;
    Sint32 = 4, 1, Sint;
    Sint32x2 = 8, 2, Sint;
    Sint32x3 = 12, 3, Sint;
    Sint32x4 = 16, 4, Sint;
    Unorm10_10_10_2 = 4, 4, Float;
    Unorm8x4Bgra = 4, 4, Float;
}

/// A format name without case, `_` or `-`, so `unorm8x4`, `Unorm10_10_10_2`,
/// `unorm10-10-10-2` and `unorm8x4-bgra` all match.
fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_' && *c != '-')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl VertexFormat {
    /// Parses a format name, case-insensitively (`unorm8x4`, `Float32x2`, WebGPU's
    /// `unorm10-10-10-2`).
    pub fn parse(name: &str) -> Option<VertexFormat> {
        let folded = fold(name);
        VertexFormat::ALL
            .iter()
            .copied()
            .find(|f| fold(f.name()) == folded)
    }

    /// The format a shader type reads without a declared format; `None` for types with no
    /// matching format (3-component 16-bit vectors, doubles, structs).
    pub fn default_for(scalar: Scalar, components: u32) -> Option<VertexFormat> {
        use VertexFormat as F;
        let formats: [Option<F>; 4] = match (scalar.kind, scalar.width) {
            (ScalarKind::Float, 32) => [
                Some(F::Float32),
                Some(F::Float32x2),
                Some(F::Float32x3),
                Some(F::Float32x4),
            ],
            (ScalarKind::Float, 16) => [
                Some(F::Float16),
                Some(F::Float16x2),
                None,
                Some(F::Float16x4),
            ],
            (ScalarKind::Uint | ScalarKind::Bool, 32) => [
                Some(F::Uint32),
                Some(F::Uint32x2),
                Some(F::Uint32x3),
                Some(F::Uint32x4),
            ],
            (ScalarKind::Int, 32) => [
                Some(F::Sint32),
                Some(F::Sint32x2),
                Some(F::Sint32x3),
                Some(F::Sint32x4),
            ],
            (ScalarKind::Uint, 16) => [Some(F::Uint16), Some(F::Uint16x2), None, Some(F::Uint16x4)],
            (ScalarKind::Int, 16) => [Some(F::Sint16), Some(F::Sint16x2), None, Some(F::Sint16x4)],
            _ => [None; 4],
        };
        let index = usize::try_from(components.checked_sub(1)?).ok()?;
        formats.get(index).copied().flatten()
    }
}

impl fmt::Display for VertexFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
