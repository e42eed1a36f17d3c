//! Computes the compiler's build id: a blake3 hash of the crate version, its manifest and every
//! file under `src/` (path and content, in sorted path order), exported to the crate as
//! `ONESHADER_BUILD_ID` for [`oneshader::build_id`]. Caches key on it instead of the version,
//! so two builds whose sources differ never share cached output.

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut files = Vec::new();
    collect(&root.join("src"), &mut files);
    files.sort();
    let mut h = blake3::Hasher::new();
    let mut field = |bytes: &[u8]| {
        h.update(&(bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(env!("CARGO_PKG_VERSION").as_bytes());
    field(&std::fs::read(root.join("Cargo.toml")).unwrap_or_default());
    for file in &files {
        let rel = file.strip_prefix(&root).unwrap_or(file);
        // '/' on every host, so the id does not depend on the build machine's separator.
        let rel: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        field(rel.join("/").as_bytes());
        field(&std::fs::read(file).unwrap_or_default());
    }
    let id = h.finalize().to_hex();
    println!("cargo:rustc-env=ONESHADER_BUILD_ID={}", &id[..32]);
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else {
            out.push(path);
        }
    }
}
