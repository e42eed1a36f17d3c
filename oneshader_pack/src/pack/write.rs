//! Writing a pack: the manifest and blobs to bytes, and an atomic file write.
//!
//! Input: a [`PackManifest`] whose blob indices refer to `blobs`, and the blobs (already unique).
//! Output: the pack bytes (deterministic: equal inputs give equal bytes). Blobs start on 4-byte
//! boundaries inside the data section so SPIR-V words can be read in place.

use super::format::{PackManifest, BLOB_ROW_LEN, HEADER_LEN, MAGIC, VERSION};
use std::io::Write;
use std::path::Path;

fn align(n: usize, to: usize) -> usize {
    n.div_ceil(to) * to
}

/// Serializes a pack.
pub fn to_bytes(manifest: &PackManifest, blobs: &[Vec<u8>]) -> Vec<u8> {
    // serde_json of plain structs cannot fail.
    let manifest_bytes = serde_json::to_vec(manifest).unwrap_or_default();
    let manifest_offset = HEADER_LEN;
    let table_offset = align(manifest_offset + manifest_bytes.len(), 8);
    let data_offset = align(table_offset + blobs.len() * BLOB_ROW_LEN, 8);
    let mut table = Vec::with_capacity(blobs.len() * BLOB_ROW_LEN);
    let mut data = Vec::new();
    for blob in blobs {
        let start = align(data.len(), 4);
        data.resize(start, 0);
        table.extend_from_slice(blake3::hash(blob).as_bytes());
        table.extend_from_slice(&(start as u64).to_le_bytes());
        table.extend_from_slice(&(blob.len() as u64).to_le_bytes());
        data.extend_from_slice(blob);
    }
    let mut out = Vec::with_capacity(data_offset + data.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    for v in [
        manifest_offset,
        manifest_bytes.len(),
        table_offset,
        blobs.len(),
        data_offset,
        data.len(),
    ] {
        out.extend_from_slice(&(v as u64).to_le_bytes());
    }
    out.extend_from_slice(blake3::hash(&manifest_bytes).as_bytes());
    debug_assert_eq!(out.len(), HEADER_LEN);
    out.extend_from_slice(&manifest_bytes);
    out.resize(table_offset, 0);
    out.extend_from_slice(&table);
    out.resize(data_offset, 0);
    out.extend_from_slice(&data);
    out
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a reader
/// never sees a half-written pack. Skips the write when the file already holds these bytes.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    // Compared only when it is a regular file of the same size: reading a FIFO would block.
    let same_size =
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64);
    if same_size && std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp_name = path.as_os_str().to_owned();
    tmp_name.push(format!(".tmp{}", std::process::id()));
    let tmp = std::path::PathBuf::from(tmp_name);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
