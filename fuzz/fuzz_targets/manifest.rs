//! Any bytes as a pack manifest (RON): `manifest::parse` never panics and gives a manifest or a
//! diagnostic; an accepted manifest's variant spaces stay within their limits.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = oneshader_pack::manifest::parse(&text, std::path::Path::new("fuzz.ron"));
});
