//! Reading a pack: validation and lookups.
//!
//! Input: any bytes (a file, or the slice Bevy's asset reader gives). Output: a [`Pack`] or a
//! [`PackError`] (OSH0907, or OSH0003 for a file that cannot be read); never a panic. A pack is
//! validated completely before anything is handed out:
//!
//! - the header: magic, version, flags; the sections where the writer puts them (manifest at 96,
//!   blob table and data section each at the next 8-byte boundary), inside the file, the file
//!   ending where the data section ends, zero padding between sections;
//! - the blob table: each blob 4-aligned at the first boundary after the previous one (no
//!   overlap, no gaps, zero padding, nothing after the last blob), its bytes hashing to its
//!   recorded hash, no two rows with the same bytes (the writer stores each output once);
//! - the manifest: its hash and JSON (unknown fields refused, in `axes` objects too), every
//!   field's domain (known targets, each once; stages `Vertex`/`Pixel`/`Compute`; axis names
//!   and values identifiers, each once; at most 2^20 combinations), keys in range and listed in
//!   increasing full-product order, entry-point and blob indices that exist, every blob used
//!   under exactly one target and matching it (SPIR-V: magic number, whole words; WGSL and MSL:
//!   UTF-8), every reflection parsed, fingerprints 64 hex digits, names unique.
//!
//! Memory stays proportional to the file: the key table of a shader holds one entry per listed
//! variant (its full-product index, sorted), never one per combination of its axes. After
//! loading, finding a variant by key is a binary search in that table and an entry's blob a
//! slice of the pack's bytes: no allocation.

use super::format::*;
use crate::axes;
use oneshader::diag::Code;
use oneshader::reflect::{ShaderReflection, TextFormatError};
use oneshader::CompileTarget;
use std::collections::{HashMap, HashSet};
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

impl PackError {
    /// The diagnostic code: OSH0003 for a file that cannot be read, OSH0907 for everything about
    /// its contents.
    pub fn code(&self) -> Code {
        match self {
            PackError::Io(_) => Code::FILE_UNREADABLE,
            _ => Code::PACK_INVALID,
        }
    }
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
    /// The full-product index of each variant, strictly increasing (slot `i` is variant `i`).
    indices: Vec<u32>,
    targets: Vec<CompileTarget>,
}

impl ShaderTables {
    fn slot_of(&self, index: usize) -> Option<usize> {
        let index = u32::try_from(index).ok()?;
        self.indices.binary_search(&index).ok()
    }
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

fn align(n: usize, to: usize) -> Option<usize> {
    n.checked_next_multiple_of(to)
}

/// The target names a pack may hold (`CompileTarget::name`), the MSL one included: a reader
/// must not refuse a pack a newer writer with that backend made.
fn target_from_name(name: &str) -> Option<CompileTarget> {
    [
        CompileTarget::SpirV,
        CompileTarget::Wgsl,
        CompileTarget::Msl,
    ]
    .into_iter()
    .find(|t| t.name() == name)
}

const SPIRV_MAGIC: u32 = 0x0723_0203;

impl Pack {
    /// Reads and validates a pack file. Only a regular file is read (a FIFO or a device would
    /// block or never end).
    pub fn open(path: impl AsRef<Path>) -> Result<Pack, PackError> {
        let path = path.as_ref();
        if !std::fs::metadata(path)?.is_file() {
            return Err(PackError::Io(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("'{}' is not a regular file", path.display()),
            )));
        }
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
        // The writer's layout exactly: nothing hides between sections.
        if m_off != HEADER_LEN
            || Some(t_off) != align(m_range.end, 8)
            || Some(d_off) != align(t_range.end, 8)
        {
            return malformed("the sections are not where the format puts them (the manifest at 96, the blob table and the data section each at the next multiple of 8)");
        }
        if b[m_range.end..t_off].iter().any(|&x| x != 0) {
            return malformed("the padding after the manifest is not zero");
        }
        if b[t_range.end..d_off].iter().any(|&x| x != 0) {
            return malformed("the padding after the blob table is not zero");
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
        let mut first_with_hash: HashMap<[u8; 32], usize> = HashMap::with_capacity(count);
        // End of the previous blob inside the data section.
        let mut cursor = 0usize;
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
            if !off.is_multiple_of(4) {
                return malformed(format!(
                    "blob {i} starts at offset {off}, which is not a multiple of 4"
                ));
            }
            if off < cursor {
                return malformed(format!("blob {i} overlaps blob {}", i - 1));
            }
            let expected = align(cursor, 4).unwrap_or(usize::MAX);
            if off > expected {
                return malformed(format!(
                    "{} unused bytes before blob {i} (blobs follow each other, 4-aligned)",
                    off - cursor
                ));
            }
            if data[cursor..off].iter().any(|&x| x != 0) {
                return malformed(format!("the padding before blob {i} is not zero"));
            }
            if blake3::hash(&data[off..end]).as_bytes() != &hash {
                return Err(PackError::BlobHashMismatch(i));
            }
            if let Some(first) = first_with_hash.insert(hash, i) {
                return malformed(format!(
                    "blobs {first} and {i} hold the same bytes (a pack stores each output once)"
                ));
            }
            cursor = end;
            blobs.push(BlobRow {
                start: d_range.start + off,
                end: d_range.start + end,
            });
            hashes.push(hash);
        }
        if cursor != data.len() {
            return malformed(format!("{} bytes after the last blob", data.len() - cursor));
        }
        let tables = validate_manifest(&manifest, data, &blobs, d_range.start)?;
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

/// Checks one axis: an identifier name and, for a choice, 1 to 65,535 identifier values, each
/// once.
fn check_axis(shader: &str, a: &axes::Axis) -> Result<(), PackError> {
    if axes::check_name(&a.name, 0, "axis name").is_err() {
        return bad_manifest(format!(
            "shader '{shader}' has an axis with the invalid name '{}'",
            a.name
        ));
    }
    if let Some(values) = &a.values {
        if values.is_empty() || values.len() > u16::MAX as usize {
            return bad_manifest(format!(
                "the axis '{}' of '{shader}' has {} values (1 to 65535 are possible)",
                a.name,
                values.len()
            ));
        }
        let mut seen = HashSet::with_capacity(values.len());
        for v in values {
            if v.is_empty() || !v.chars().all(axes::is_ident_char) {
                return bad_manifest(format!(
                    "the axis '{}' of '{shader}' has the invalid value '{v}'",
                    a.name
                ));
            }
            if !seen.insert(v.as_str()) {
                return bad_manifest(format!(
                    "the axis '{}' of '{shader}' lists the value '{v}' twice",
                    a.name
                ));
            }
        }
    }
    Ok(())
}

/// Checks that a blob holds what its target produces.
fn check_blob_kind(index: usize, bytes: &[u8], target: CompileTarget) -> Result<(), PackError> {
    match target {
        CompileTarget::SpirV => {
            if !bytes.len().is_multiple_of(4) {
                return malformed(format!(
                    "blob {index} is used as SPIR-V but its length, {} bytes, is not a multiple of 4",
                    bytes.len()
                ));
            }
            // Magic, version, generator, bound, schema.
            if bytes.len() < 20 || read_u32(bytes, 0) != Some(SPIRV_MAGIC) {
                return malformed(format!(
                    "blob {index} is used as SPIR-V but does not start with the SPIR-V magic number"
                ));
            }
        }
        CompileTarget::Wgsl | CompileTarget::Msl => {
            if std::str::from_utf8(bytes).is_err() {
                return malformed(format!(
                    "blob {index} is used as {target} text but is not UTF-8"
                ));
            }
        }
    }
    Ok(())
}

/// Checks every field and index of the manifest against the blobs and builds the key tables.
fn validate_manifest(
    m: &PackManifest,
    data: &[u8],
    blobs: &[BlobRow],
    data_start: usize,
) -> Result<Vec<ShaderTables>, PackError> {
    let blob_count = blobs.len();
    // The target each blob is used under; every blob is used by some entry point.
    let mut blob_target: Vec<Option<CompileTarget>> = vec![None; blob_count];
    let mut tables = Vec::with_capacity(m.shaders.len());
    // Reflections already parsed: variants often share one, and each is parsed once.
    let mut readable: HashSet<&str> = HashSet::new();
    for s in &m.shaders {
        let name = &s.name;
        if name.is_empty() {
            return bad_manifest("a shader has an empty name");
        }
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
        if s.targets.is_empty() {
            return bad_manifest(format!("shader '{name}' has no targets"));
        }
        let mut targets = Vec::with_capacity(s.targets.len());
        for t in &s.targets {
            let Some(target) = target_from_name(t) else {
                return bad_manifest(format!(
                    "shader '{name}': '{t}' is not a target (SpirV, Wgsl or Msl)"
                ));
            };
            if targets.contains(&target) {
                return bad_manifest(format!("shader '{name}' lists the target {target} twice"));
            }
            targets.push(target);
        }
        if s.axes.is_empty() {
            return bad_manifest(format!("shader '{name}' has no axes"));
        }
        let mut axis_names = HashSet::with_capacity(s.axes.len());
        for a in &s.axes {
            check_axis(name, a)?;
            if !axis_names.insert(a.name.as_str()) {
                return bad_manifest(format!("shader '{name}' has two axes named '{}'", a.name));
            }
        }
        if s.named && (s.axes.len() != 1 || s.axes[0].name != "VARIANT" || s.axes[0].is_flag()) {
            return bad_manifest(format!(
                "the named shader '{name}' needs one axis VARIANT listing the set names"
            ));
        }
        if axes::product(&s.axes).is_none() {
            return bad_manifest(format!(
                "shader '{name}' has more than {} combinations of axes",
                axes::MAX_PRODUCT
            ));
        }
        let mut entry_names = HashSet::with_capacity(s.entry_points.len());
        for ep in &s.entry_points {
            if !matches!(ep.stage.as_str(), "Vertex" | "Pixel" | "Compute") {
                return bad_manifest(format!(
                    "entry point '{}' of '{name}': '{}' is not a stage (Vertex, Pixel or Compute)",
                    ep.name, ep.stage
                ));
            }
            if ep.name.is_empty() || !entry_names.insert(ep.name.as_str()) {
                return bad_manifest(format!(
                    "shader '{name}' has an empty or repeated entry point name '{}'",
                    ep.name
                ));
            }
        }
        if s.variants.is_empty() {
            return bad_manifest(format!("shader '{name}' has no variants"));
        }
        let mut indices: Vec<u32> = Vec::with_capacity(s.variants.len());
        let mut variant_names = HashSet::with_capacity(s.variants.len());
        let mut entries_seen = vec![false; s.entry_points.len()];
        for v in &s.variants {
            let index = axes::index_of(&s.axes, &v.key)
                .and_then(|i| u32::try_from(i).ok())
                .ok_or_else(|| {
                    PackError::BadManifest(format!(
                        "variant '{}' of '{name}' has an invalid key",
                        v.name
                    ))
                })?;
            if indices.last().is_some_and(|&last| last >= index) {
                return bad_manifest(format!(
                    "shader '{name}' lists one key twice, or its variants are not in key order (variant '{}')",
                    v.name
                ));
            }
            indices.push(index);
            if !variant_names.insert(v.name.as_str()) {
                return bad_manifest(format!(
                    "shader '{name}' has two variants named '{}'",
                    v.name
                ));
            }
            entries_seen.iter_mut().for_each(|x| *x = false);
            for e in &v.entries {
                let ep = e.entry_point as usize;
                if ep >= s.entry_points.len()
                    || e.blobs.len() != s.targets.len()
                    || std::mem::replace(&mut entries_seen[ep], true)
                {
                    return bad_manifest(format!(
                        "variant '{}' of '{name}' has an invalid entry",
                        v.name
                    ));
                }
                for (&blob, &target) in e.blobs.iter().zip(&targets) {
                    if blob == NO_BLOB {
                        continue;
                    }
                    let Some(used) = blob_target.get_mut(blob as usize) else {
                        return bad_manifest(format!(
                            "variant '{}' of '{name}' refers to a missing blob",
                            v.name
                        ));
                    };
                    match *used {
                        None => *used = Some(target),
                        Some(other) if other != target => {
                            return malformed(format!(
                                "blob {blob} is used as {other} and as {target} (variant '{}' of '{name}')",
                                v.name
                            ))
                        }
                        Some(_) => {}
                    }
                }
            }
            if !readable.contains(v.reflection.as_str()) {
                if let Err(e) = oneshader::reflect::from_text(&v.reflection) {
                    return bad_manifest(format!(
                        "variant '{}' of '{name}' has unreadable reflection: {e}",
                        v.name
                    ));
                }
                readable.insert(&v.reflection);
            }
        }
        tables.push(ShaderTables { indices, targets });
    }
    for (i, (used, row)) in blob_target.iter().zip(blobs).enumerate() {
        let Some(target) = used else {
            return malformed(format!("blob {i} is not used by any entry point"));
        };
        check_blob_kind(
            i,
            &data[row.start - data_start..row.end - data_start],
            *target,
        )?;
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

    /// A variant by its positions on the axes: a mixed-radix index and a binary search.
    pub fn variant_by_key(&self, key: &[u16]) -> Option<VariantRef<'a>> {
        let index = axes::index_of(&self.desc().axes, key)?;
        let slot = self.pack.tables[self.index].slot_of(index)?;
        Some(VariantRef {
            shader: *self,
            index: slot,
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
        match self.pack.tables[self.index].slot_of(index) {
            Some(slot) => Ok(VariantRef {
                shader: *self,
                index: slot,
            }),
            None => Err(KeyError::Excluded),
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
        self.pack.tables[self.index].targets.iter().copied()
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
            .position(|x| *x == target)?;
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
