//! Reading a pack: validation and O(1) lookups.
//!
//! Input: any bytes (a file, or the slice Bevy's asset reader gives). Output: a [`Pack`] or a
//! [`PackError`]; never a panic. Checked: magic, version, flags, that every section lies inside
//! the file and the file ends where the data section ends, the manifest's hash, JSON and every
//! index in it (entry points, blobs, keys in range and unique), and every blob's blake3 hash.
//! After loading, finding a variant by key is a mixed-radix index into a dense table and an
//! entry's blob a slice of the pack's bytes: no allocation.

use super::format::*;
use crate::axes::{self, NO_VARIANT};
use oneshader::reflect::{ShaderReflection, TextFormatError};
use oneshader::CompileTarget;
use std::collections::HashMap;
use std::path::Path;

#[derive(Debug, thiserror::Error)]
pub enum PackError {
    #[error("the pack could not be read: {0}")]
    Io(#[from] std::io::Error),
    #[error("not a pack (bad magic bytes)")]
    BadMagic,
    #[error("pack format version {0} is not supported (this reader reads version {VERSION}); rebuild the pack")]
    UnsupportedVersion(u32),
    #[error("the pack is truncated or malformed: {0}")]
    Malformed(String),
    #[error("the pack manifest is corrupt: {0}")]
    BadManifest(String),
    #[error("blob {0} does not match its hash (the pack is corrupt)")]
    BlobHashMismatch(usize),
}

/// Why a key found no variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    #[error("'{0}' is not an axis of this shader")]
    UnknownAxis(String),
    #[error("'{value}' is not a value of the axis '{axis}'")]
    UnknownValue { axis: String, value: String },
    #[error("the choice axis '{0}' needs a value")]
    MissingAxis(String),
    #[error("this combination was excluded by a rule")]
    Excluded,
}

struct BlobRow {
    start: usize,
    end: usize,
}

struct ShaderTables {
    dense: Vec<u32>,
    targets: Vec<Option<CompileTarget>>,
}

/// A loaded, validated pack.
pub struct Pack {
    bytes: Vec<u8>,
    manifest: PackManifest,
    blobs: Vec<BlobRow>,
    hashes: Vec<[u8; 32]>,
    tables: Vec<ShaderTables>,
    by_name: HashMap<String, usize>,
}

fn read_u32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}
fn read_u64(b: &[u8], at: usize) -> Option<usize> {
    usize::try_from(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?)).ok()
}

fn malformed<T>(msg: impl Into<String>) -> Result<T, PackError> {
    Err(PackError::Malformed(msg.into()))
}
fn bad_manifest<T>(msg: impl Into<String>) -> Result<T, PackError> {
    Err(PackError::BadManifest(msg.into()))
}

fn target_from_name(name: &str) -> Option<CompileTarget> {
    [
        CompileTarget::SpirV,
        CompileTarget::Wgsl,
        CompileTarget::Msl,
    ]
    .into_iter()
    .find(|t| t.name() == name)
}

impl Pack {
    /// Reads and validates a pack file.
    pub fn open(path: impl AsRef<Path>) -> Result<Pack, PackError> {
        Pack::from_vec(std::fs::read(path)?)
    }

    /// Validates a pack held in memory (copies the bytes).
    pub fn from_bytes(bytes: &[u8]) -> Result<Pack, PackError> {
        Pack::from_vec(bytes.to_vec())
    }

    /// Validates a pack, taking ownership of its bytes.
    pub fn from_vec(bytes: Vec<u8>) -> Result<Pack, PackError> {
        let b = &bytes[..];
        if b.len() < 8 || b[..8] != MAGIC {
            return Err(PackError::BadMagic);
        }
        if b.len() < HEADER_LEN {
            return malformed(format!(
                "the header needs {HEADER_LEN} bytes, the file has {}",
                b.len()
            ));
        }
        let version = read_u32(b, 8).unwrap_or(0);
        if version != VERSION {
            return Err(PackError::UnsupportedVersion(version));
        }
        if read_u32(b, 12) != Some(0) {
            return malformed("unknown header flags");
        }
        let field = |at| read_u64(b, at).ok_or(PackError::Malformed("offset too large".into()));
        let (m_off, m_len) = (field(16)?, field(24)?);
        let (t_off, count) = (field(32)?, field(40)?);
        let (d_off, d_len) = (field(48)?, field(56)?);
        let section = |off: usize, len: usize, what: &str| {
            off.checked_add(len)
                .filter(|&end| off >= HEADER_LEN && end <= b.len())
                .map(|end| off..end)
                .ok_or_else(|| PackError::Malformed(format!("the {what} lies outside the file")))
        };
        let m_range = section(m_off, m_len, "manifest")?;
        let t_len = count
            .checked_mul(BLOB_ROW_LEN)
            .ok_or(PackError::Malformed("blob count too large".into()))?;
        let t_range = section(t_off, t_len, "blob table")?;
        let d_range = section(d_off, d_len, "data section")?;
        if d_range.end != b.len() {
            return malformed(format!(
                "the file has {} bytes, the header says {}",
                b.len(),
                d_range.end
            ));
        }
        if m_range.end > t_range.start || t_range.end > d_range.start {
            return malformed("sections overlap or are out of order");
        }
        let manifest_bytes = &b[m_range];
        if blake3::hash(manifest_bytes).as_bytes()[..] != b[64..96] {
            return bad_manifest("its hash does not match the header");
        }
        let manifest: PackManifest = serde_json::from_slice(manifest_bytes)
            .map_err(|e| PackError::BadManifest(e.to_string()))?;

        let data = &b[d_range.clone()];
        let mut blobs = Vec::with_capacity(count);
        let mut hashes = Vec::with_capacity(count);
        for i in 0..count {
            let row = &b[t_range.start + i * BLOB_ROW_LEN..t_range.start + (i + 1) * BLOB_ROW_LEN];
            let mut hash = [0u8; 32];
            hash.copy_from_slice(&row[..32]);
            let (off, len) = (
                read_u64(row, 32).ok_or(PackError::Malformed("blob offset".into()))?,
                read_u64(row, 40).ok_or(PackError::Malformed("blob length".into()))?,
            );
            let end = off
                .checked_add(len)
                .filter(|&e| e <= data.len())
                .ok_or_else(|| {
                    PackError::Malformed(format!("blob {i} lies outside the data section"))
                })?;
            if blake3::hash(&data[off..end]).as_bytes() != &hash {
                return Err(PackError::BlobHashMismatch(i));
            }
            blobs.push(BlobRow {
                start: d_range.start + off,
                end: d_range.start + end,
            });
            hashes.push(hash);
        }
        let tables = validate_manifest(&manifest, count)?;
        let mut by_name = HashMap::new();
        for (i, s) in manifest.shaders.iter().enumerate() {
            if by_name.insert(s.name.clone(), i).is_some() {
                return bad_manifest(format!("two shaders are named '{}'", s.name));
            }
        }
        Ok(Pack {
            bytes,
            manifest,
            blobs,
            hashes,
            tables,
            by_name,
        })
    }

    /// The manifest section as stored.
    pub fn manifest(&self) -> &PackManifest {
        &self.manifest
    }

    /// The shaders in manifest order.
    pub fn shaders(&self) -> impl Iterator<Item = ShaderRef<'_>> {
        (0..self.manifest.shaders.len()).map(move |index| ShaderRef { pack: self, index })
    }

    /// A shader by name.
    pub fn shader(&self, name: &str) -> Option<ShaderRef<'_>> {
        self.by_name
            .get(name)
            .map(|&index| ShaderRef { pack: self, index })
    }

    /// Number of unique blobs.
    pub fn blob_count(&self) -> usize {
        self.blobs.len()
    }

    /// A blob by table index.
    pub fn blob(&self, index: usize) -> Option<&[u8]> {
        let row = self.blobs.get(index)?;
        self.bytes.get(row.start..row.end)
    }

    /// The blake3 hash of a blob by table index.
    pub fn blob_hash(&self, index: usize) -> Option<&[u8; 32]> {
        self.hashes.get(index)
    }

    /// The pack's size in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

/// Checks every index of the manifest and builds the dense key tables.
fn validate_manifest(m: &PackManifest, blob_count: usize) -> Result<Vec<ShaderTables>, PackError> {
    let mut tables = Vec::with_capacity(m.shaders.len());
    for s in &m.shaders {
        let name = &s.name;
        if s.fingerprint.len() != 64
            || !s
                .fingerprint
                .bytes()
                .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
        {
            return bad_manifest(format!(
                "shader '{name}' has an invalid interface fingerprint"
            ));
        }
        let targets: Vec<Option<CompileTarget>> =
            s.targets.iter().map(|t| target_from_name(t)).collect();
        if s.axes.is_empty()
            || s.axes
                .iter()
                .any(|a| a.radix() == 0 || a.radix() > u16::MAX as usize)
        {
            return bad_manifest(format!("shader '{name}' has an invalid axis"));
        }
        let total = axes::product(&s.axes).ok_or_else(|| {
            PackError::BadManifest(format!("shader '{name}' has too many combinations"))
        })?;
        let mut dense = vec![NO_VARIANT; total];
        for (slot, v) in s.variants.iter().enumerate() {
            let index = axes::index_of(&s.axes, &v.key).ok_or_else(|| {
                PackError::BadManifest(format!(
                    "variant '{}' of '{name}' has an invalid key",
                    v.name
                ))
            })?;
            if dense[index] != NO_VARIANT {
                return bad_manifest(format!("shader '{name}' lists one key twice"));
            }
            dense[index] = slot as u32;
            for e in &v.entries {
                if e.entry_point as usize >= s.entry_points.len()
                    || e.blobs.len() != s.targets.len()
                {
                    return bad_manifest(format!(
                        "variant '{}' of '{name}' has an invalid entry",
                        v.name
                    ));
                }
                if e.blobs
                    .iter()
                    .any(|&i| i != NO_BLOB && i as usize >= blob_count)
                {
                    return bad_manifest(format!(
                        "variant '{}' of '{name}' refers to a missing blob",
                        v.name
                    ));
                }
            }
        }
        tables.push(ShaderTables { dense, targets });
    }
    Ok(tables)
}

/// A shader of a pack.
#[derive(Clone, Copy)]
pub struct ShaderRef<'a> {
    pack: &'a Pack,
    index: usize,
}

impl<'a> ShaderRef<'a> {
    pub fn desc(&self) -> &'a ShaderDesc {
        &self.pack.manifest.shaders[self.index]
    }

    pub fn name(&self) -> &'a str {
        &self.desc().name
    }

    pub fn variant_count(&self) -> usize {
        self.desc().variants.len()
    }

    /// The variants in order.
    pub fn variants(&self) -> impl Iterator<Item = VariantRef<'a>> + 'a {
        let shader = *self;
        (0..self.variant_count()).map(move |index| VariantRef { shader, index })
    }

    /// A variant by its position in [`Self::variants`].
    pub fn variant_at(&self, index: usize) -> Option<VariantRef<'a>> {
        (index < self.variant_count()).then_some(VariantRef {
            shader: *self,
            index,
        })
    }

    /// A variant by its positions on the axes: a mixed-radix index and one table read.
    pub fn variant_by_key(&self, key: &[u16]) -> Option<VariantRef<'a>> {
        let index = axes::index_of(&self.desc().axes, key)?;
        let slot = *self.pack.tables[self.index].dense.get(index)?;
        (slot != NO_VARIANT).then_some(VariantRef {
            shader: *self,
            index: slot as usize,
        })
    }

    /// A variant by `(axis, value)` pairs, e.g. `[("ALPHA_TEST", "1"), ("LIGHTING", "PBR")]`; a
    /// flag left out is off; for named sets use `[("VARIANT", "Night")]` or [`Self::variant_named`].
    /// No allocation.
    pub fn variant(&self, key: &[(&str, &str)]) -> Result<VariantRef<'a>, KeyError> {
        let axes = &self.desc().axes;
        if let Some((unknown, _)) = key.iter().find(|(n, _)| !axes.iter().any(|a| a.name == *n)) {
            return Err(KeyError::UnknownAxis(unknown.to_string()));
        }
        let mut index = 0usize;
        for axis in axes {
            let digit = match key.iter().find(|(n, _)| *n == axis.name) {
                Some((_, value)) => {
                    axis.position_of(value)
                        .ok_or_else(|| KeyError::UnknownValue {
                            axis: axis.name.clone(),
                            value: value.to_string(),
                        })?
                }
                None if axis.is_flag() => 0,
                None => return Err(KeyError::MissingAxis(axis.name.clone())),
            };
            index = index * axis.radix() + digit;
        }
        match self.pack.tables[self.index].dense.get(index) {
            Some(&slot) if slot != NO_VARIANT => Ok(VariantRef {
                shader: *self,
                index: slot as usize,
            }),
            _ => Err(KeyError::Excluded),
        }
    }

    /// The variant at `index`, for callers that checked the count (typed keys after the
    /// fingerprint check); an index past the end gives the last variant rather than a panic.
    pub(crate) fn variant_in_range(&self, index: usize) -> VariantRef<'a> {
        VariantRef {
            shader: *self,
            index: index.min(self.variant_count().saturating_sub(1)),
        }
    }

    /// The interface fingerprint generated bindings are checked against.
    pub fn fingerprint(&self) -> &'a str {
        &self.desc().fingerprint
    }

    /// A variant by name (`AlphaTestOn_LightingPbr`, `Night`).
    pub fn variant_named(&self, name: &str) -> Option<VariantRef<'a>> {
        self.variants().find(|v| v.name() == name)
    }

    /// The targets the shader was baked for.
    pub fn targets(&self) -> impl Iterator<Item = CompileTarget> + 'a {
        self.pack.tables[self.index]
            .targets
            .iter()
            .flatten()
            .copied()
    }
}

/// One variant of a shader in a pack.
#[derive(Clone, Copy)]
pub struct VariantRef<'a> {
    shader: ShaderRef<'a>,
    index: usize,
}

impl<'a> VariantRef<'a> {
    pub fn desc(&self) -> &'a VariantDesc {
        &self.shader.desc().variants[self.index]
    }
    /// Position in the shader's variant list.
    pub fn index(&self) -> usize {
        self.index
    }
    pub fn name(&self) -> &'a str {
        &self.desc().name
    }
    pub fn key(&self) -> &'a [u16] {
        &self.desc().key
    }
    pub fn defines(&self) -> &'a [String] {
        &self.desc().defines
    }

    /// Entry point names present in this variant.
    pub fn entry_points(&self) -> impl Iterator<Item = &'a str> + 'a {
        let shader = self.shader.desc();
        self.desc()
            .entries
            .iter()
            .filter_map(move |e| shader.entry_points.get(e.entry_point as usize))
            .map(|e| e.name.as_str())
    }

    /// The compiled entry point for a target, as stored (SPIR-V bytes or UTF-8 text).
    pub fn blob(&self, entry_point: &str, target: CompileTarget) -> Option<&'a [u8]> {
        self.blob_index(entry_point, target)
            .and_then(|i| self.shader.pack.blob(i))
    }

    /// The blob-table index of an entry point's output in a target.
    pub fn blob_index(&self, entry_point: &str, target: CompileTarget) -> Option<usize> {
        let shader = self.shader.desc();
        let t = self.shader.pack.tables[self.shader.index]
            .targets
            .iter()
            .position(|x| *x == Some(target))?;
        let entry = self.desc().entries.iter().find(|e| {
            shader
                .entry_points
                .get(e.entry_point as usize)
                .is_some_and(|ep| ep.name == entry_point)
        })?;
        let blob = *entry.blobs.get(t)?;
        (blob != NO_BLOB).then_some(blob as usize)
    }

    /// The variant's reflection, parsed from the stored text.
    pub fn reflection(&self) -> Result<ShaderReflection, TextFormatError> {
        oneshader::reflect::from_text(&self.desc().reflection)
    }
}
