//! Any bytes as a pack: `Pack::from_bytes` never panics, and a pack it accepts answers every
//! lookup (each variant by index and by key, each entry point's blob in each target, each
//! reflection) without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oneshader_pack::pack::Pack;

fuzz_target!(|data: &[u8]| {
    let Ok(pack) = Pack::from_bytes(data) else {
        return;
    };
    for shader in pack.shaders() {
        let targets: Vec<_> = shader.targets().collect();
        for variant in shader.variants() {
            assert!(shader.variant_by_key(variant.key()).is_some());
            let entries: Vec<&str> = variant.entry_points().collect();
            for entry in entries {
                for &t in &targets {
                    let _ = variant.blob(entry, t);
                }
            }
            // Validated at load: every stored reflection parses.
            assert!(variant.reflection().is_ok());
        }
    }
});
