//! Finding a variant by key and an entry's blob allocates nothing (a counting allocator checks).
//! One test in this binary, so no other test allocates while it counts.

use oneshader::CompileTarget;
use oneshader_pack::{bake, manifest, BakeOptions, Pack};
use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn key_lookups_do_not_allocate() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/shaders/materials.pack.ron");
    let m = manifest::load(&path).unwrap();
    let pack = Pack::from_vec(
        bake(
            &m,
            &BakeOptions {
                threads: 1,
                ..Default::default()
            },
        )
        .to_bytes(),
    )
    .unwrap();
    let keys = [("ALPHA_TEST", "1"), ("LIGHTING", "PBR")];
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let mut bytes = 0;
    for _ in 0..1000 {
        let material = pack.shader("Material").unwrap();
        let v = material.variant(&keys).unwrap();
        bytes += v.blob("PSMain", CompileTarget::SpirV).unwrap().len();
        bytes += material
            .variant_by_key(&[0, 1])
            .unwrap()
            .blob("VSMain", CompileTarget::SpirV)
            .unwrap()
            .len();
    }
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    assert!(bytes > 0);
    assert_eq!(after - before, 0, "lookups allocated");
}
