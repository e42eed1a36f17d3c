//! Finding a variant by key and an entry's blob allocates nothing (a counting allocator checks).
//! Only allocations made by the measuring thread count: threads the bake left behind (rayon's
//! workers) or the test harness may allocate at any moment and say nothing about lookups.

use oneshader::CompileTarget;
use oneshader_pack::{bake, manifest, BakeOptions, Pack};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;

struct Counting;

thread_local! {
    // `const` initialisers: reading them never allocates, so the allocator may use them.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // `try_with`: during thread teardown the slot may be gone; such allocations are not ours.
        let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + 1));
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
    let before = ALLOCATIONS.with(Cell::get);
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
    let after = ALLOCATIONS.with(Cell::get);
    assert!(bytes > 0);
    assert_eq!(after - before, 0, "lookups allocated");
    // The counter itself works on this thread: a control allocation is seen.
    drop(std::hint::black_box(Vec::<u8>::with_capacity(16)));
    assert_eq!(
        ALLOCATIONS.with(Cell::get),
        after + 1,
        "the counting allocator saw nothing"
    );
}
