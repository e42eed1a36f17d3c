//! [`VertexLayout`]: a vertex entry point's input as one interleaved buffer, and host overrides.
//!
//! Input: the reflection's vertex inputs (location, format, offset) and stride. Output: the
//! attributes sorted by location. Overrides replace the stride and a location's format and
//! offset after checking them against the shader's input type; the per-API conversions live in
//! `vulkan`, `metal` and `webgpu`.

use super::error::{LayoutError, LayoutErrorKind};
use crate::reflect::model::{EntryPointInfo, ReflectedScalar};
use crate::types::{FormatClass, VertexFormat};
use std::collections::BTreeMap;

/// Whether a vertex buffer advances per vertex or per instance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VertexStepMode {
    #[default]
    Vertex,
    Instance,
}

/// One vertex attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexAttribute {
    pub location: u32,
    /// The input's name (`i.Position` style path).
    pub name: String,
    pub format: VertexFormat,
    pub offset: u32,
    /// The numeric class the shader reads (float, uint, sint).
    pub shader_class: FormatClass,
}

/// The vertex input of a vertex entry point: one interleaved buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexLayout {
    pub stride: u32,
    /// Sorted by location.
    pub attributes: Vec<VertexAttribute>,
}

/// A host format and offset for one location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VertexAttributeOverride {
    pub format: VertexFormat,
    pub offset: u32,
}

impl VertexAttributeOverride {
    pub fn new(format: VertexFormat, offset: u32) -> Self {
        VertexAttributeOverride { format, offset }
    }
}

/// The host's vertex layout where it differs from the shader's packed default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VertexLayoutOverrides {
    /// The host's vertex size; `None` keeps the shader's stride.
    pub stride: Option<u32>,
    /// By location.
    pub attributes: BTreeMap<u32, VertexAttributeOverride>,
}

fn class_of(scalar: ReflectedScalar) -> FormatClass {
    match scalar {
        ReflectedScalar::Int | ReflectedScalar::Int16 | ReflectedScalar::Int64 => FormatClass::Sint,
        ReflectedScalar::UInt
        | ReflectedScalar::UInt16
        | ReflectedScalar::UInt64
        | ReflectedScalar::Bool => FormatClass::Uint,
        ReflectedScalar::Float | ReflectedScalar::Half | ReflectedScalar::Double => {
            FormatClass::Float
        }
    }
}

fn class_words(class: FormatClass) -> &'static str {
    match class {
        FormatClass::Float => "a float, unorm, snorm or half format",
        FormatClass::Uint => "a Uint format",
        FormatClass::Sint => "a Sint format",
    }
}

impl VertexLayout {
    /// The shader's own layout (inputs without a location or format, the built-ins, are left out).
    pub fn of_entry(entry: &EntryPointInfo) -> VertexLayout {
        let mut attributes: Vec<VertexAttribute> = entry
            .inputs
            .iter()
            .filter_map(|v| {
                Some(VertexAttribute {
                    location: v.location?,
                    name: v.name.clone(),
                    format: v.format?,
                    offset: v.offset,
                    shader_class: class_of(v.scalar),
                })
            })
            .collect();
        attributes.sort_by_key(|a| a.location);
        VertexLayout {
            stride: entry.vertex_stride,
            attributes,
        }
    }

    /// The attribute at a location.
    pub fn attribute(&self, location: u32) -> Option<&VertexAttribute> {
        self.attributes.iter().find(|a| a.location == location)
    }

    /// This layout with `overrides` applied; `entry` names the entry point in errors.
    pub fn try_with_overrides(
        &self,
        entry: &str,
        overrides: &VertexLayoutOverrides,
    ) -> Result<VertexLayout, LayoutError> {
        let invalid =
            |message: String| LayoutError::new(LayoutErrorKind::InvalidVertexInput, message);
        for location in overrides.attributes.keys() {
            if self.attribute(*location).is_none() {
                let known: Vec<String> = self
                    .attributes
                    .iter()
                    .map(|a| a.location.to_string())
                    .collect();
                return Err(invalid(format!(
                    "Entry point '{entry}' has no vertex input at location {location}. Override one of the locations it reads: {}.",
                    if known.is_empty() { "(none)".to_string() } else { known.join(", ") }
                )));
            }
        }
        let stride = overrides.stride.unwrap_or(self.stride);
        let mut out = self.clone();
        out.stride = stride;
        for a in out.attributes.iter_mut() {
            if let Some(o) = overrides.attributes.get(&a.location) {
                if o.format.class() != a.shader_class {
                    return Err(invalid(format!(
                        "The vertex input '{}' (location {}) of entry point '{entry}' is read as {:?} data, so the format {} does not fit: use {}.",
                        a.name,
                        a.location,
                        a.shader_class,
                        o.format.name(),
                        class_words(a.shader_class)
                    )));
                }
                a.format = o.format;
                a.offset = o.offset;
            }
            let size = a.format.size();
            let align = size.min(4);
            if align != 0 && a.offset % align != 0 {
                return Err(invalid(format!(
                    "The vertex input '{}' (location {}) of entry point '{entry}' is at offset {}, which is not a multiple of {align} as {} needs. Align the attribute.",
                    a.name,
                    a.location,
                    a.offset,
                    a.format.name()
                )));
            }
            if a.offset.checked_add(size).is_none_or(|end| end > stride) {
                return Err(invalid(format!(
                    "The vertex input '{}' (location {}) of entry point '{entry}' ends at byte {} but the vertex is {stride} bytes. Make the stride larger or move the attribute.",
                    a.name,
                    a.location,
                    u64::from(a.offset) + u64::from(size)
                )));
            }
        }
        Ok(out)
    }
}
