//! The bake cache: compiled variants on disk, keyed by blake3 of their effective input.
//!
//! A variant's key hashes the compiler build and every output-affecting option
//! (`oneshader::cache::options_key`: a hash of the compiler's sources, not its version, so a
//! changed compiler under one version number misses), the shader's path and its text. The includes a compile reads are only known after it ran,
//! so an entry records every included file with the blake3 of its content; a lookup recomputes
//! those hashes and treats any difference (or a missing file) as a miss. Layout:
//! `<dir>/entries/<key>.json` and `<dir>/blobs/<blake3 of blob>`. Failed compiles are not cached
//! (their diagnostics are printed again on every bake). A corrupt or unreadable cache is a miss,
//! never an error; writes go through a temporary file and a rename.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What the cache stores for one successful variant compile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CacheEntry {
    /// Included files read by the compile, with the blake3 (hex) of their content.
    pub includes: Vec<(String, String)>,
    pub outputs: Vec<CachedOutput>,
    /// The reflection in `oneshader`'s text format.
    pub reflection: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CachedOutput {
    pub entry_point: String,
    /// `Vertex`, `Pixel` or `Compute`.
    pub stage: String,
    /// `SpirV`, `Wgsl` or `Msl`.
    pub target: String,
    /// blake3 (hex) of the blob.
    pub blob: String,
}

/// A cache directory, or none (every compile runs).
#[derive(Clone, Debug, Default)]
pub struct Cache {
    dir: Option<PathBuf>,
}

/// The blake3 of a file's content, hex; `None` when it cannot be read. Only regular files below
/// the default size limit are read: an include that became a FIFO since it was cached makes the
/// entry a miss (and the compile reports it) instead of blocking the check.
pub fn file_hash(path: &Path) -> Option<String> {
    oneshader::input::read_bounded(path, oneshader::input::DEFAULT_MAX_FILE_BYTES)
        .ok()
        .map(|b| blake3::hash(&b).to_hex().to_string())
}

fn write_file_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(
        ".tmp{}.{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

impl Cache {
    pub fn new(dir: Option<PathBuf>) -> Cache {
        Cache { dir }
    }

    /// A cache key from the parts of a variant's input, in order.
    pub fn key(parts: &[&[u8]]) -> String {
        let mut h = blake3::Hasher::new();
        h.update(b"oneshader-pack cache v1");
        for p in parts {
            // Length-prefixed so part boundaries cannot shift.
            h.update(&(p.len() as u64).to_le_bytes());
            h.update(p);
        }
        h.finalize().to_hex().to_string()
    }

    /// The entry and its blobs (in `outputs` order) when every include is unchanged.
    pub fn load(&self, key: &str) -> Option<(CacheEntry, Vec<Vec<u8>>)> {
        let dir = self.dir.as_ref()?;
        let text = std::fs::read(dir.join("entries").join(format!("{key}.json"))).ok()?;
        let entry: CacheEntry = serde_json::from_slice(&text).ok()?;
        for (path, hash) in &entry.includes {
            if file_hash(Path::new(path)).as_deref() != Some(hash.as_str()) {
                return None;
            }
        }
        let mut blobs = Vec::with_capacity(entry.outputs.len());
        for o in &entry.outputs {
            let bytes = std::fs::read(dir.join("blobs").join(&o.blob)).ok()?;
            if blake3::hash(&bytes).to_hex().as_str() != o.blob {
                return None;
            }
            blobs.push(bytes);
        }
        Some((entry, blobs))
    }

    /// Stores an entry and its blobs; failures are ignored (the next bake recompiles).
    pub fn store(&self, key: &str, entry: &CacheEntry, blobs: &[&[u8]]) {
        let Some(dir) = &self.dir else { return };
        let _ = (|| -> std::io::Result<()> {
            std::fs::create_dir_all(dir.join("entries"))?;
            std::fs::create_dir_all(dir.join("blobs"))?;
            for (o, b) in entry.outputs.iter().zip(blobs) {
                let path = dir.join("blobs").join(&o.blob);
                if !path.exists() {
                    write_file_atomic(&path, b)?;
                }
            }
            let json = serde_json::to_vec(entry).map_err(std::io::Error::other)?;
            write_file_atomic(&dir.join("entries").join(format!("{key}.json")), &json)
        })();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edited_include_is_a_miss() {
        let dir = std::env::temp_dir().join(format!("osp-cache-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let inc = dir.join("a.hlsli");
        std::fs::write(&inc, "1").unwrap();
        let cache = Cache::new(Some(dir.join("c")));
        let blob = b"words".to_vec();
        let entry = CacheEntry {
            includes: vec![(inc.display().to_string(), file_hash(&inc).unwrap())],
            outputs: vec![CachedOutput {
                entry_point: "PSMain".into(),
                stage: "Pixel".into(),
                target: "SpirV".into(),
                blob: blake3::hash(&blob).to_hex().to_string(),
            }],
            reflection: String::new(),
        };
        let key = Cache::key(&[b"x"]);
        cache.store(&key, &entry, &[&blob]);
        assert_eq!(cache.load(&key), Some((entry, vec![blob])));
        std::fs::write(&inc, "2").unwrap();
        assert_eq!(cache.load(&key), None);
        assert_ne!(Cache::key(&[b"ab", b"c"]), Cache::key(&[b"a", b"bc"]));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
