//! The `.ospack` layout: header constants and the manifest section's types.
//!
//! A pack is `header | manifest (UTF-8 JSON) | blob table | blob data`, all little-endian, every
//! section located by an explicit offset and length in the header (see `docs/pack-format.md`).
//! The manifest types here are what the writer serializes and the reader deserializes; the reader
//! checks every index and key they contain before handing out a [`crate::Pack`].

use serde::{Deserialize, Serialize};

/// `OSPACK`, a zero byte and a DOS end-of-file byte (catches text-mode transfers).
pub const MAGIC: [u8; 8] = *b"OSPACK\0\x1a";
/// The format version this crate writes and reads.
pub const VERSION: u32 = 2;
/// Header size in bytes.
pub const HEADER_LEN: usize = 96;
/// One blob-table row: blake3 hash (32), offset (8), length (8).
pub const BLOB_ROW_LEN: usize = 48;
/// Blob reference meaning "this target was not produced for this entry".
pub const NO_BLOB: u32 = u32::MAX;

/// The manifest section.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackManifest {
    /// The `oneshader` version that compiled the blobs.
    pub compiler_version: String,
    pub shaders: Vec<ShaderDesc>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShaderDesc {
    pub name: String,
    /// The source path as written in the build manifest.
    pub source: String,
    /// True for named define sets (one pseudo-axis `VARIANT` holding the names).
    pub named: bool,
    pub axes: Vec<crate::axes::Axis>,
    /// Exclusion rules as written.
    pub exclude: Vec<String>,
    /// Target names (`SpirV`, `Wgsl`, `Msl`), the order of [`EntryDesc::blobs`].
    pub targets: Vec<String>,
    pub entry_points: Vec<EntryPointDesc>,
    pub variants: Vec<VariantDesc>,
    /// The interface fingerprint (`codegen::fingerprint`, 64 lowercase hex digits) that generated
    /// bindings are checked against.
    pub fingerprint: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryPointDesc {
    pub name: String,
    /// `Vertex`, `Pixel` or `Compute`.
    pub stage: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantDesc {
    pub name: String,
    /// Every define the variant was compiled with, `NAME` or `NAME=VALUE`, shared ones last.
    pub defines: Vec<String>,
    /// The position on each axis.
    pub key: Vec<u16>,
    /// One per entry point present in this variant.
    pub entries: Vec<EntryDesc>,
    /// The reflection in `oneshader`'s text format (`reflect::to_text`).
    pub reflection: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryDesc {
    /// Index into [`ShaderDesc::entry_points`].
    pub entry_point: u32,
    /// Per target (in [`ShaderDesc::targets`] order): a blob-table index or [`NO_BLOB`].
    pub blobs: Vec<u32>,
}
