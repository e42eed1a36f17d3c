//! A pack is validated completely before it is used: every field's domain, blob kinds against
//! their targets, the layout (alignment, overlap, gaps, trailing bytes, zero padding) and the
//! reflection. Each test builds its bad pack inline from a small valid one, so what it checks is
//! visible here; the packs our own writer makes are accepted (`bake.rs` round-trips them).

use oneshader_pack::pack::format::{BLOB_ROW_LEN, HEADER_LEN, MAGIC, VERSION};
use oneshader_pack::Pack;

/// A SPIR-V module header (magic, version 1.5, generator, bound, schema): the smallest blob the
/// reader takes as SPIR-V.
fn spirv() -> Vec<u8> {
    [0x0723_0203u32, 0x0001_0500, 0, 1, 0]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect()
}

fn wgsl() -> Vec<u8> {
    b"@compute @workgroup_size(1) fn main() {}\n".to_vec()
}

/// One shader `S`, one flag axis `A`, targets SpirV and Wgsl, one compute entry point, both
/// variants sharing blobs 0 (SPIR-V) and 1 (WGSL): the dedup the writer produces.
fn manifest_json() -> String {
    let reflection = serde_json::to_string(&oneshader::reflect::to_text(&Default::default()))
        .expect("a string serializes");
    format!(
        r#"{{"compiler_version":"oneshader 0.1.0","shaders":[{{"name":"S","source":"S.hlsl","named":false,"axes":[{{"name":"A","values":null}}],"exclude":[],"targets":["SpirV","Wgsl"],"entry_points":[{{"name":"main","stage":"Compute"}}],"variants":[{{"name":"AOff","defines":[],"key":[0],"entries":[{{"entry_point":0,"blobs":[0,1]}}],"reflection":{reflection}}},{{"name":"AOn","defines":["A=1"],"key":[1],"entries":[{{"entry_point":0,"blobs":[0,1]}}],"reflection":{reflection}}}],"fingerprint":"{}"}}]}}"#,
        "0".repeat(64)
    )
}

fn align(n: usize, to: usize) -> usize {
    n.div_ceil(to) * to
}

/// A pack with the writer's layout: blobs 4-aligned from offset 0, zero padding.
fn pack(json: &str, blobs: &[Vec<u8>]) -> Vec<u8> {
    let mut rows = Vec::new();
    let mut data = Vec::new();
    for b in blobs {
        data.resize(align(data.len(), 4), 0);
        rows.push((*blake3::hash(b).as_bytes(), data.len(), b.len()));
        data.extend_from_slice(b);
    }
    raw_pack(json, &rows, &data)
}

/// A pack from explicit blob rows (hash, offset, length) and data section bytes; the manifest
/// hash and the section offsets are right.
fn raw_pack(json: &str, rows: &[([u8; 32], usize, usize)], data: &[u8]) -> Vec<u8> {
    let m = json.as_bytes();
    let t_off = align(HEADER_LEN + m.len(), 8);
    let d_off = align(t_off + rows.len() * BLOB_ROW_LEN, 8);
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    for v in [HEADER_LEN, m.len(), t_off, rows.len(), d_off, data.len()] {
        out.extend_from_slice(&(v as u64).to_le_bytes());
    }
    out.extend_from_slice(blake3::hash(m).as_bytes());
    out.extend_from_slice(m);
    out.resize(t_off, 0);
    for (hash, off, len) in rows {
        out.extend_from_slice(hash);
        out.extend_from_slice(&(*off as u64).to_le_bytes());
        out.extend_from_slice(&(*len as u64).to_le_bytes());
    }
    out.resize(d_off, 0);
    out.extend_from_slice(data);
    out
}

fn good() -> Vec<u8> {
    pack(&manifest_json(), &[spirv(), wgsl()])
}

/// The reader's message for a bad pack; fails the test if the pack is accepted.
fn rejected(bytes: Vec<u8>) -> String {
    match Pack::from_vec(bytes) {
        Ok(_) => panic!("a bad pack was accepted"),
        Err(e) => {
            assert_eq!(e.code().to_string(), "OSH0907", "{e}");
            e.to_string()
        }
    }
}

fn assert_rejected(bytes: Vec<u8>, expected: &str) {
    let message = rejected(bytes);
    assert!(message.contains(expected), "{message}");
}

fn with(from: &str, to: &str) -> String {
    let json = manifest_json();
    assert!(json.contains(from), "{from}");
    json.replacen(from, to, 1)
}

#[test]
fn the_small_valid_pack_is_accepted_and_msl_is_a_target_name() {
    let pack = Pack::from_vec(good()).expect("valid");
    let s = pack.shader("S").unwrap();
    assert_eq!(s.variant_count(), 2);
    assert_eq!(
        s.variant(&[("A", "1")])
            .unwrap()
            .blob("main", oneshader::CompileTarget::Wgsl),
        Some(&wgsl()[..])
    );
    // The MSL backend writes text blobs under the target name `Msl`.
    let json = with(
        r#""targets":["SpirV","Wgsl"]"#,
        r#""targets":["SpirV","Msl"]"#,
    );
    assert!(Pack::from_vec(pack_with(&json)).is_ok());
}

fn pack_with(json: &str) -> Vec<u8> {
    pack(json, &[spirv(), wgsl()])
}

#[test]
fn an_unknown_field_inside_an_axis_is_rejected() {
    let json = with(r#""values":null}"#, r#""values":null,"bits":3}"#);
    assert_rejected(pack_with(&json), "unknown field `bits`");
}

#[test]
fn an_unknown_target_name_is_rejected() {
    let json = with(
        r#""targets":["SpirV","Wgsl"]"#,
        r#""targets":["SpirV","Bogus"]"#,
    );
    assert_rejected(pack_with(&json), "'Bogus' is not a target");
}

#[test]
fn an_unknown_stage_is_rejected() {
    let json = with(r#""stage":"Compute""#, r#""stage":"Geometry""#);
    assert_rejected(pack_with(&json), "'Geometry' is not a stage");
}

#[test]
fn duplicate_targets_are_rejected() {
    let json = with(
        r#""targets":["SpirV","Wgsl"]"#,
        r#""targets":["SpirV","SpirV"]"#,
    );
    assert_rejected(pack_with(&json), "lists the target SpirV twice");
}

#[test]
fn duplicate_axis_values_and_axis_names_are_rejected() {
    let json = with(r#""values":null"#, r#""values":["X","X"]"#);
    assert_rejected(pack_with(&json), "lists the value 'X' twice");
    let json = with(
        r#""axes":[{"name":"A","values":null}]"#,
        r#""axes":[{"name":"A","values":null},{"name":"A","values":null}]"#,
    )
    .replace(r#""key":[0]"#, r#""key":[0,0]"#)
    .replace(r#""key":[1]"#, r#""key":[0,1]"#);
    assert_rejected(pack_with(&json), "has two axes named 'A'");
}

#[test]
fn a_spirv_blob_whose_length_is_not_a_multiple_of_four_is_rejected() {
    let mut odd = spirv();
    odd.push(0);
    assert_rejected(
        pack(&manifest_json(), &[odd, wgsl()]),
        "blob 0 is used as SPIR-V but its length, 21 bytes, is not a multiple of 4",
    );
}

#[test]
fn spirv_and_wgsl_blobs_swapped_are_rejected() {
    let json = manifest_json().replace(r#""blobs":[0,1]"#, r#""blobs":[1,0]"#);
    assert_rejected(
        pack(&json, &[spirv(), wgsl()]),
        "blob 1 is used as SPIR-V but",
    );
    assert_rejected(
        pack(&manifest_json(), &[vec![0; 20], wgsl()]),
        "blob 0 is used as SPIR-V but does not start with the SPIR-V magic number",
    );
    // WGSL must be UTF-8: a SPIR-V module with a byte that is not is caught too.
    let mut not_text = spirv();
    not_text.extend_from_slice(&[0xff, 0xfe, 0xfd, 0xfc]);
    assert_rejected(
        pack(&manifest_json(), &[spirv(), not_text]),
        "blob 1 is used as Wgsl text but is not UTF-8",
    );
}

#[test]
fn a_blob_used_under_two_targets_is_rejected() {
    let json = manifest_json().replace(r#""blobs":[0,1]"#, r#""blobs":[0,0]"#);
    assert_rejected(
        pack(&json, &[spirv()]),
        "blob 0 is used as SpirV and as Wgsl",
    );
}

#[test]
fn two_rows_sharing_one_blob_are_rejected() {
    // Two rows for the same bytes at the same offset: the writer stores each output once.
    let s = spirv();
    let hash = *blake3::hash(&s).as_bytes();
    let json = manifest_json().replacen(r#""blobs":[0,1]"#, r#""blobs":[1,2]"#, 1);
    let w = wgsl();
    let mut data = s.clone();
    data.extend_from_slice(&w);
    let rows = [
        (hash, 0, s.len()),
        (hash, 0, s.len()),
        (*blake3::hash(&w).as_bytes(), s.len(), w.len()),
    ];
    assert_rejected(raw_pack(&json, &rows, &data), "blob 1 overlaps blob 0");
}

#[test]
fn an_unaligned_blob_offset_is_rejected() {
    // WGSL first (41 bytes), then SPIR-V right after it at offset 41.
    let json = manifest_json().replace(r#""blobs":[0,1]"#, r#""blobs":[1,0]"#);
    let (w, s) = (wgsl(), spirv());
    let mut data = w.clone();
    data.extend_from_slice(&s);
    let rows = [
        (*blake3::hash(&w).as_bytes(), 0, w.len()),
        (*blake3::hash(&s).as_bytes(), w.len(), s.len()),
    ];
    assert_rejected(
        raw_pack(&json, &rows, &data),
        "blob 1 starts at offset 41, which is not a multiple of 4",
    );
}

#[test]
fn a_gap_between_blobs_is_rejected() {
    let (s, w) = (spirv(), wgsl());
    let mut data = s.clone();
    data.extend_from_slice(&[0; 8]);
    data.extend_from_slice(&w);
    let rows = [
        (*blake3::hash(&s).as_bytes(), 0, s.len()),
        (*blake3::hash(&w).as_bytes(), s.len() + 8, w.len()),
    ];
    assert_rejected(
        raw_pack(&manifest_json(), &rows, &data),
        "8 unused bytes before blob 1",
    );
}

#[test]
fn trailing_bytes_after_the_last_blob_are_rejected() {
    let (s, w) = (spirv(), wgsl());
    let mut data = s.clone();
    data.extend_from_slice(&w);
    data.extend_from_slice(b"tail");
    let rows = [
        (*blake3::hash(&s).as_bytes(), 0, s.len()),
        (*blake3::hash(&w).as_bytes(), s.len(), w.len()),
    ];
    assert_rejected(
        raw_pack(&manifest_json(), &rows, &data),
        "4 bytes after the last blob",
    );
}

#[test]
fn non_zero_padding_is_rejected() {
    // Between blobs: WGSL (41 bytes) then 3 padding bytes then SPIR-V.
    let json = manifest_json().replace(r#""blobs":[0,1]"#, r#""blobs":[1,0]"#);
    let (w, s) = (wgsl(), spirv());
    let mut data = w.clone();
    data.extend_from_slice(&[0, 7, 0]);
    data.extend_from_slice(&s);
    let rows = [
        (*blake3::hash(&w).as_bytes(), 0, w.len()),
        (*blake3::hash(&s).as_bytes(), 44, s.len()),
    ];
    assert_rejected(
        raw_pack(&json, &rows, &data),
        "the padding before blob 1 is not zero",
    );
    // Between the manifest and the blob table (the manifest's length is not a multiple of 8).
    let mut bytes = good();
    let m_len = manifest_json().len();
    assert_ne!((HEADER_LEN + m_len) % 8, 0, "the test needs padding there");
    bytes[HEADER_LEN + m_len] = 1;
    assert_rejected(bytes, "the padding after the manifest is not zero");
}

#[test]
fn an_unused_blob_row_is_rejected() {
    assert_rejected(
        pack(&manifest_json(), &[spirv(), wgsl(), b"spare".to_vec()]),
        "blob 2 is not used by any entry point",
    );
}

#[test]
fn unreadable_reflection_is_an_error() {
    let json = manifest_json().replacen(r#""reflection":""#, r#""reflection":"garbage "#, 1);
    assert_rejected(
        pack_with(&json),
        "variant 'AOff' of 'S' has unreadable reflection",
    );
}

#[test]
fn a_shader_without_variants_is_rejected() {
    let start = manifest_json().find(r#""variants":["#).unwrap() + r#""variants":["#.len();
    let end = manifest_json().find(r#"],"fingerprint""#).unwrap();
    let mut json = manifest_json();
    json.replace_range(start..end, "");
    assert_rejected(pack(&json, &[]), "shader 'S' has no variants");
}

#[test]
fn variants_out_of_key_order_are_rejected() {
    let json = manifest_json()
        .replace(r#""key":[0]"#, r#""key":[9]"#)
        .replace(r#""key":[1]"#, r#""key":[0]"#)
        .replace(r#""key":[9]"#, r#""key":[1]"#);
    assert_rejected(pack_with(&json), "not in key order");
}

#[test]
fn a_named_shader_needs_one_variant_axis() {
    let json = with(r#""named":false"#, r#""named":true"#);
    assert_rejected(pack_with(&json), "named shader 'S' needs one axis VARIANT");
}

#[test]
fn an_io_error_is_osh0003_and_a_fifo_is_refused_without_blocking() {
    let dir = std::env::temp_dir().join(format!("osp-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let e = Pack::open(&dir).err().expect("a folder is not a pack");
    assert_eq!(e.code().to_string(), "OSH0003");
    assert!(e.to_string().contains("not a regular file"), "{e}");
    #[cfg(unix)]
    {
        let fifo = dir.join("p.ospack");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = Pack::open(&fifo).err().expect("a FIFO is not a pack");
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn many_identical_variants_are_reported_in_linear_time() {
    // 2^16 variants sharing one blob: the "does not change" report groups variants by their key
    // without the axis instead of comparing every pair (which took 91 s in release).
    let axes: Vec<oneshader_pack::axes::Axis> = (0..16)
        .map(|i| oneshader_pack::axes::Axis {
            name: format!("F{i}"),
            values: None,
        })
        .collect();
    let variants = (0..1u32 << 16)
        .map(|i| oneshader_pack::pack::format::VariantDesc {
            name: format!("V{i}"),
            defines: Vec::new(),
            key: (0..16).rev().map(|b| ((i >> b) & 1) as u16).collect(),
            entries: vec![oneshader_pack::pack::format::EntryDesc {
                entry_point: 0,
                blobs: vec![0],
            }],
            reflection: oneshader::reflect::to_text(&Default::default()),
        })
        .collect();
    let desc = oneshader_pack::pack::format::ShaderDesc {
        name: "S".into(),
        source: "S.hlsl".into(),
        named: false,
        axes,
        exclude: Vec::new(),
        targets: vec!["SpirV".into()],
        entry_points: vec![oneshader_pack::pack::format::EntryPointDesc {
            name: "main".into(),
            stage: "Compute".into(),
        }],
        variants,
        fingerprint: "0".repeat(64),
    };
    let report = oneshader_pack::report::shader_report(&desc, |_| 20);
    assert_eq!(report.unchanged.len(), 16);
    assert_eq!(report.unchanged[3], "F3 does not change main");
    assert_eq!(report.dedup_saved, (1 << 16) - 1);
    // The same shader as a pack: one blob shared by every variant is the writer's dedup, and
    // the reader takes it (what `inspect` opens before it prints the report).
    let manifest = oneshader_pack::pack::format::PackManifest {
        compiler_version: "oneshader 0.1.0".into(),
        shaders: vec![desc],
    };
    let pack = Pack::from_vec(oneshader_pack::pack::to_bytes(&manifest, &[spirv()])).unwrap();
    let s = pack.shader("S").unwrap();
    assert_eq!(s.variant_count(), 1 << 16);
    let key: Vec<u16> = (0..16).map(|b| u16::from(b % 3 == 0)).collect();
    let v = s.variant_by_key(&key).unwrap();
    assert_eq!(v.key(), &key[..]);
    assert_eq!(
        v.blob_index("main", oneshader::CompileTarget::SpirV),
        Some(0)
    );
}
