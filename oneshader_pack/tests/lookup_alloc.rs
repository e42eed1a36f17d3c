//! Finding a variant by key and an entry's blob allocates nothing, and reading a pack allocates in
//! proportion to its size (a counting allocator checks).
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
    static ALLOCATED_BYTES: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // `try_with`: during thread teardown the slot may be gone; such allocations are not ours.
        let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + 1));
        let _ = ALLOCATED_BYTES.try_with(|bytes| bytes.set(bytes.get() + layout.size()));
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

/// A pack of `shaders` shaders with 20 flag axes (2^20 combinations) and one variant each.
fn wide_pack(shaders: usize) -> Vec<u8> {
    use oneshader_pack::pack::format::*;
    let spirv: Vec<u8> = [0x0723_0203u32, 0x0001_0500, 0, 1, 0]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let shader = |i: usize| ShaderDesc {
        name: format!("S{i}"),
        source: "S.hlsl".into(),
        named: false,
        axes: (0..20)
            .map(|a| oneshader_pack::axes::Axis {
                name: format!("F{a}"),
                values: None,
            })
            .collect(),
        exclude: Vec::new(),
        targets: vec!["SpirV".into()],
        entry_points: vec![EntryPointDesc {
            name: "main".into(),
            stage: "Compute".into(),
        }],
        variants: vec![VariantDesc {
            name: "Default".into(),
            defines: Vec::new(),
            key: vec![0; 20],
            entries: vec![EntryDesc {
                entry_point: 0,
                blobs: vec![0],
            }],
            reflection: oneshader::reflect::to_text(&Default::default()),
        }],
        fingerprint: "0".repeat(64),
    };
    let manifest = PackManifest {
        compiler_version: "oneshader 0.1.0".into(),
        shaders: (0..shaders).map(shader).collect(),
    };
    oneshader_pack::pack::to_bytes(&manifest, &[spirv])
}

#[test]
fn reading_a_pack_allocates_in_proportion_to_its_size() {
    // Shaders of 2^20 combinations with one variant each: a reader that sized a table by the
    // axis product allocated 4 MiB per shader (3,000 such shaders in 2.4 MB aborted at 12 GiB).
    let bytes = wide_pack(16);
    let len = bytes.len();
    let before = ALLOCATED_BYTES.with(Cell::get);
    let pack = Pack::from_vec(bytes).expect("a valid pack");
    let allocated = ALLOCATED_BYTES.with(Cell::get) - before;
    assert_eq!(pack.shaders().count(), 16);
    assert!(
        allocated < 16 * len,
        "reading a {len}-byte pack allocated {allocated} bytes"
    );
    let s = pack.shader("S3").unwrap();
    assert_eq!(s.variant_by_key(&[0; 20]).map(|v| v.index()), Some(0));
    let mut key = [0u16; 20];
    key[19] = 1;
    assert!(s.variant_by_key(&key).is_none());
}

#[test]
fn a_manifest_of_twenty_flag_axes_fails_without_making_its_variants() {
    // 120 bytes, 2^20 combinations: max_variants is checked from the count, before a million
    // variant names and define sets are made (1.75 GB and 5 s before).
    let axes: Vec<String> = (0..20).map(|i| format!("F{i}")).collect();
    let text = format!(
        "(shaders: [(path: \"a.hlsl\", axes: \"{}\")])",
        axes.join(";")
    );
    let before = ALLOCATED_BYTES.with(Cell::get);
    let d = manifest::parse(&text, Path::new("m.pack.ron")).unwrap_err();
    let allocated = ALLOCATED_BYTES.with(Cell::get) - before;
    assert_eq!(d.code.to_string(), "OSH0905");
    assert!(
        allocated < 1 << 20,
        "checking a {}-byte manifest allocated {allocated} bytes",
        text.len()
    );
}
