//! The interface fingerprint stored per shader: the same from a fresh and a cached bake, changed by
//! what bindings rely on (an axis value), and validated by the reader.

use oneshader_pack::codegen::fingerprint::fingerprint;
use oneshader_pack::{bake, manifest, BakeOptions, Pack, PackError};
use std::path::Path;

fn shipped() -> oneshader_pack::Manifest {
    manifest::load(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/shaders/materials.pack.ron"),
    )
    .unwrap()
}

#[test]
fn fresh_and_cached_bakes_store_the_same_fingerprint() {
    let cache = std::env::temp_dir().join(format!("osp-fingerprint-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let options = BakeOptions {
        cache_dir: Some(cache.clone()),
        ..BakeOptions::default()
    };
    let first = bake(&shipped(), &options);
    let second = bake(&shipped(), &options);
    let _ = std::fs::remove_dir_all(&cache);
    assert_eq!(second.compiled, 0);
    for (a, b) in first.manifest.shaders.iter().zip(&second.manifest.shaders) {
        assert_eq!(a.fingerprint.len(), 64);
        assert_eq!(a.fingerprint, b.fingerprint, "{}", a.name);
        assert_eq!(a.fingerprint, fingerprint(a));
    }
    let material = &first.manifest.shaders[0];
    let sky = &first.manifest.shaders[1];
    assert_ne!(material.fingerprint, sky.fingerprint);
}

#[test]
fn an_axis_value_changes_the_fingerprint() {
    let base = bake(&shipped(), &BakeOptions::default());
    let mut desc = base.manifest.shaders[0].clone();
    let before = fingerprint(&desc);
    if let Some(values) = desc.axes[1].values.as_mut() {
        values[2] = "TOON".into();
    }
    assert_ne!(fingerprint(&desc), before);
}

#[test]
fn the_reader_rejects_a_malformed_fingerprint() {
    let mut baked = bake(&shipped(), &BakeOptions::default());
    baked.manifest.shaders[1].fingerprint = "not hex".into();
    match Pack::from_vec(baked.to_bytes()) {
        Err(PackError::BadManifest(m)) => {
            assert_eq!(m, "shader 'Sky' has an invalid interface fingerprint")
        }
        Err(e) => panic!("wrong error: {e}"),
        Ok(_) => panic!("a malformed fingerprint was accepted"),
    }
}
