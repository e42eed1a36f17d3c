//! The `oneshader` command as a user runs it: exit codes (0 success, 1 compile error, 2 wrong
//! command line), `--version`, `--help`, the messages that reject DXC options, and errors on
//! standard error.

use std::path::PathBuf;
use std::process::{Command, Output};

fn oneshader(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oneshader"))
        .args(args)
        .output()
        .expect("the oneshader binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn corpus(path: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn version_prints_the_package_version() {
    let o = oneshader(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).starts_with(&format!("oneshader {} ", env!("CARGO_PKG_VERSION"))),
        "{}",
        stdout(&o)
    );
}

#[test]
fn help_lists_the_dxc_flags_and_the_exit_codes() {
    let o = oneshader(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    for flag in [
        "-T <profile>",
        "-E <name>",
        "-D <NAME[=VALUE]>",
        "-I <dir>",
        "-Fo <file>",
        "-spirv",
        "-Zpr / -Zpc",
        "-HV 2021",
        "-WX",
        "-enable-16bit-types",
        "-fspv-target-env=<env>",
        "--target <spirv|msl|wgsl>",
        "--all-entries",
        "--reflect <file.json>",
        "--depfile <file>",
        "--no-names",
        "Exit code: 0 success, 1 the shader did not compile",
    ] {
        assert!(text.contains(flag), "--help does not mention '{flag}'");
    }
}

#[test]
fn no_arguments_is_a_usage_error() {
    let o = oneshader(&[]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "oneshader: error: no input file. Name one HLSL file to compile. Run 'oneshader --help' for the options.\n"
    );
}

/// A folder of its own for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `-Zi` with `-Fc`: the SPIR-V holds the source and its lines, and the listing shows them
/// (DXC's `-Fc` is the disassembly of what `-Fo` holds).
#[test]
fn zi_and_fc_write_debug_information_and_its_listing() {
    let dir = scratch("zi");
    let main = dir.join("k.hlsl");
    std::fs::write(
        &main,
        "RWStructuredBuffer<uint> Out;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = reversebits(id.x);
}
",
    )
    .unwrap();
    let (spv, txt) = (dir.join("k.spv"), dir.join("k.txt"));
    let o = oneshader(&[
        "-T",
        "cs_6_0",
        "-Zi",
        &main.to_string_lossy(),
        "-Fo",
        &spv.to_string_lossy(),
        "-Fc",
        &txt.to_string_lossy(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let listing = std::fs::read_to_string(&txt).unwrap();
    assert!(
        listing.starts_with("; SPIR-V\n; Version: 1.5\n; Generator: 0 (OneShader"),
        "{listing}"
    );
    assert!(listing.contains("OpSource HLSL 600"), "{listing}");
    assert!(listing.contains("OpLine %2 5 14"), "{listing}");
    assert!(listing.contains("OpBitReverse"), "{listing}");
    // The listing is of the module -Fo wrote.
    let words = std::fs::read(&spv).unwrap();
    let bound = u32::from_le_bytes(words[12..16].try_into().unwrap());
    assert!(
        listing.contains(&format!("; Bound: {bound}\n")),
        "{listing}"
    );
}

/// `-M`, `-MF`, `-MD`: DXC's dependency list instead of a compile (nothing for `-Fo`).
#[test]
fn dependency_options_list_the_files_read_instead_of_compiling() {
    let dir = scratch("deps");
    std::fs::write(dir.join("inc.hlsli"), "float k() { return 1; }\n").unwrap();
    let main = dir.join("k.hlsl");
    std::fs::write(
        &main,
        "#include \"inc.hlsli\"\nfloat4 main() : SV_Target { return k(); }\n",
    )
    .unwrap();
    let main_s = main.to_string_lossy().into_owned();
    let spv = dir.join("k.spv");
    let o = oneshader(&["-M", "-T", "ps_6_0", &main_s, "-Fo", &spv.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let inc = dir.join("inc.hlsli");
    assert_eq!(
        stdout(&o),
        format!("{}: {main_s} \\\n {}\n", spv.display(), inc.display())
    );
    assert!(!spv.exists(), "-M does not compile");
    let o = oneshader(&["-MD", "-T", "ps_6_0", &main_s]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let d = std::fs::read_to_string(dir.join("k.d")).unwrap();
    assert!(d.starts_with(&format!("{main_s}: {main_s} \\\n")), "{d}");
}

/// `-fdiagnostics-format=clang`: DXC's default form, with the source line and a caret.
#[test]
fn clang_diagnostics_show_the_line_and_a_caret() {
    let dir = scratch("diag");
    let main = dir.join("k.hlsl");
    std::fs::write(
        &main,
        "float4 main() : SV_Target\n{\n    return missing;\n}\n",
    )
    .unwrap();
    let main_s = main.to_string_lossy().into_owned();
    let o = oneshader(&["-fdiagnostics-format=clang", "-T", "ps_6_0", &main_s]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with(&format!("{main_s}:3:12: error: ")), "{err}");
    assert!(
        err.contains("[OSH0300]\n    return missing;\n           ^\n"),
        "{err}"
    );
}

#[test]
fn unimplemented_vulkan_options_are_rejected_by_name() {
    let o = oneshader(&["-fspv-flatten-resource-arrays", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "oneshader: error: option '-fspv-flatten-resource-arrays' is not supported. oneshader does not implement this DXC Vulkan option yet; use [[vk::binding]], [[vk::location]] and [[vk::offset]] in the shader where they do the same. Run 'oneshader --help' for the options.\n"
    );
    let heap = oneshader(&["-fspv-use-descriptor-heap", "shader.hlsl"]);
    assert_eq!(heap.status.code(), Some(2));
    assert!(stderr(&heap)
        .contains("-fspv-use-descriptor-heap is not supported: it writes SPV_EXT_descriptor_heap"));
    // Register shifts are accepted now; a missing value is still a usage error.
    let shift = oneshader(&["shader.hlsl", "-fvk-t-shift", "10"]);
    assert_eq!(shift.status.code(), Some(2));
    assert!(stderr(&shift).contains("option '-fvk-t-shift' needs 2 values"));
}

#[test]
fn unsupported_profiles_are_rejected_with_the_specs_message() {
    let o = oneshader(&["-T", "gs_6_0", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "oneshader: error: -T gs_6_0 is not a supported profile. Use vs_6_x, ps_6_x or cs_6_x; geometry, tessellation, mesh and library profiles are not supported. Run 'oneshader --help' for the options.\n"
    );
    assert_eq!(
        oneshader(&["-Tlib_6_3", "shader.hlsl"]).status.code(),
        Some(2)
    );
}

#[test]
fn header_output_is_rejected_even_with_an_attached_file_name() {
    let o = oneshader(&["-Fhshader.h", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("oneshader: error: option '-Fh' is not supported:"),
        "{}",
        stderr(&o)
    );
}

/// `--target wgsl` writes WGSL text beside `-Fo`, one `.wgsl` file per entry point.
#[test]
fn the_wgsl_target_writes_wgsl_files() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-wgsl-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let fo = dir.join("sprite");
    let sprite = corpus("spec/Sprite.hlsl");
    let o = oneshader(&[
        "--all-entries",
        &sprite,
        "--target",
        "wgsl",
        "-Fo",
        fo.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let ps = std::fs::read_to_string(dir.join("sprite.PSMain.wgsl")).unwrap();
    assert!(ps.contains("@fragment\nfn PSMain("), "{ps}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--target msl` writes Metal source beside `-Fo`, one `.metal` file per entry point.
#[test]
fn the_msl_target_writes_metal_files() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-msl-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let fo = dir.join("sprite");
    let sprite = corpus("spec/Sprite.hlsl");
    let o = oneshader(&[
        "--all-entries",
        &sprite,
        "--target",
        "msl",
        "-Fo",
        fo.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let ps = std::fs::read_to_string(dir.join("sprite.PSMain.metal")).unwrap();
    assert!(ps.contains("#include <metal_stdlib>"), "{ps}");
    assert!(ps.contains("fragment "), "{ps}");
    let vs = std::fs::read_to_string(dir.join("sprite.VSMain.metal")).unwrap();
    assert!(vs.contains("vertex "), "{vs}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hlsl_versions_other_than_2021_are_rejected() {
    let o = oneshader(&["-HV", "2018", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("-HV 2018 is not supported."));
}

#[test]
fn vulkan_1_0_and_1_1_write_spirv_1_0_and_1_3() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-env-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (env, version) in [("vulkan1.0", 0x0001_0000u32), ("vulkan1.1", 0x0001_0300)] {
        let out = dir.join(format!("{env}.spv"));
        let o = oneshader(&[
            &format!("-fspv-target-env={env}"),
            "-T",
            "ps_6_0",
            "-E",
            "PSMain",
            &corpus("spec/Sprite.hlsl"),
            "-Fo",
            &out.to_string_lossy(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{env}: {}", stderr(&o));
        let bytes = std::fs::read(&out).unwrap();
        let word = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
        assert_eq!(word, version, "{env}");
    }
    let o = oneshader(&["-fspv-target-env=vulkan1.4", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is not a target environment. Use one of vulkan1.0, vulkan1.1,"));
}

#[test]
fn all_entries_cannot_be_combined_with_an_entry_point() {
    let o = oneshader(&["--all-entries", "-T", "ps_6_0", "shader.hlsl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--all-entries cannot be combined with -T or -E."));
}

#[test]
fn a_missing_value_is_a_usage_error() {
    let o = oneshader(&["shader.hlsl", "-E"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("option '-E' needs a value."));
}

#[test]
fn an_unreadable_file_is_a_compile_error_with_a_diagnostic() {
    let missing = std::env::temp_dir().join("oneshader-cli-test-does-not-exist.hlsl");
    let missing = missing.to_string_lossy().into_owned();
    let o = oneshader(&["-T", "ps_6_0", "-E", "PSMain", &missing]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("error OSH0003: Cannot read"), "{err}");
    assert!(err.starts_with(&format!("{missing}(")), "{err}");
    assert!(
        o.stdout.is_empty(),
        "nothing is written when the compile fails"
    );
}

#[test]
fn nothing_is_written_when_the_compile_fails() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-fail-{}", std::process::id()));
    let out = dir.join("never.spv");
    let dep = dir.join("never.d");
    let bad = dir.join("bad.hlsl");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(&bad, "float4 PSMain() : SV_Target { return Missing; }\n").unwrap();
    let o = oneshader(&[
        "-T",
        "ps_6_0",
        "-E",
        "PSMain",
        bad.to_str().unwrap(),
        "-Fo",
        out.to_str().unwrap(),
        "--depfile",
        dep.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        format!(
            "{}(1,38): error OSH0300: 'Missing' is not declared.\n",
            bad.display()
        )
    );
    assert!(!out.exists() && !dep.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The spec's sample through the whole command: every entry point is written beside `-Fo` as
/// valid SPIR-V, the depfile names the outputs and the file read, and the reflection JSON is
/// written.
#[test]
fn all_entries_of_the_sprite_sample_are_written_beside_fo() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-sprite-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let fo = dir.join("sprite");
    let dep = dir.join("sprite.d");
    let json = dir.join("sprite.json");
    let sprite = corpus("spec/Sprite.hlsl");
    let o = oneshader(&[
        "--all-entries",
        &sprite,
        "-Fo",
        fo.to_str().unwrap(),
        "--depfile",
        dep.to_str().unwrap(),
        "--reflect",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "", "no diagnostics for the spec's sample");
    assert!(o.stdout.is_empty(), "outputs go to files when -Fo is given");
    let vs = dir.join("sprite.VSMain.spv");
    let ps = dir.join("sprite.PSMain.spv");
    for f in [&vs, &ps] {
        let bytes = std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(&bytes[..4], &0x0723_0203u32.to_le_bytes(), "SPIR-V magic");
    }
    let d = std::fs::read_to_string(&dep).unwrap();
    let absolute_sprite = std::path::absolute(&sprite).unwrap();
    assert_eq!(
        d,
        format!(
            "{} {}: {}\n",
            vs.display(),
            ps.display(),
            absolute_sprite.display()
        )
    );
    let j = std::fs::read_to_string(&json).unwrap();
    assert!(
        j.starts_with('{') && j.contains("\"schemaVersion\": 1"),
        "{j}"
    );
    assert!(j.contains("\"Atlas\"") && j.contains("\"VSMain\""), "{j}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_entry_without_fo_goes_to_standard_output() {
    let o = oneshader(&["-T", "ps_6_0", "-E", "PSMain", &corpus("spec/Sprite.hlsl")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(&o.stdout[..4], &0x0723_0203u32.to_le_bytes());
    assert_eq!(o.stdout.len() % 4, 0);
}

#[test]
fn several_entries_without_fo_is_a_usage_error() {
    let o = oneshader(&[&corpus("spec/Sprite.hlsl")]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the compile produced 2 outputs (VSMain (SpirV), PSMain (SpirV))"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
}

#[test]
fn a_file_without_entry_points_is_osh0001_at_its_start() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-noentry-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lib = dir.join("lib.hlsl");
    std::fs::write(&lib, "float Helper(float x) { return x * 2; }\n").unwrap();
    let o = oneshader(&["--all-entries", lib.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "{0}(1,1): error OSH0001: '{0}' has no entry point to compile. Mark one with [shader(\"vertex\"|\"pixel\"|\"compute\")], or name it with -T and -E.\n",
            lib.display()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_output_name_too_long_or_a_folder_in_the_way_is_osh0006() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-longname-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // An entry point named with 300 characters: `-Fo out` writes `out.<entry>.spv`, longer than
    // a file name may be (255 bytes on common file systems).
    let long = format!("E{}", "x".repeat(299));
    let src = dir.join("long.hlsl");
    std::fs::write(
        &src,
        format!("[shader(\"compute\")] [numthreads(1, 1, 1)] void {long}() {{}}\n[shader(\"compute\")] [numthreads(1, 1, 1)] void Short() {{}}\n"),
    )
    .unwrap();
    let fo = dir.join("out");
    let o = oneshader(&[
        "--all-entries",
        src.to_str().unwrap(),
        "-Fo",
        fo.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let target = dir.join(format!("out.{long}.spv"));
    assert!(
        stderr(&o).starts_with(&format!(
            "oneshader: error OSH0006: cannot write '{}': the name is too long or invalid for the file system. Choose a shorter name (",
            target.display()
        )),
        "{}",
        stderr(&o)
    );
    // A folder where the output file should be.
    let folder = dir.join("taken.spv");
    std::fs::create_dir_all(&folder).unwrap();
    let o = oneshader(&[
        "-T",
        "cs_6_0",
        "-E",
        "Short",
        src.to_str().unwrap(),
        "-Fo",
        folder.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!(
            "oneshader: error OSH0006: cannot write '{}': it is a folder. Name a file to write (",
            folder.display()
        )),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// DXC's `-P`: the preprocessed text goes to the `-Fi` file (or the input's name with `.i`);
/// macros are expanded, includes inlined with `#line` directives back to their files, the
/// pack_matrix pragma kept where it applies, and compiling the text gives the same SPIR-V
/// as compiling the original.
#[test]
fn preprocess_only_writes_text_that_compiles_to_the_same_spirv() {
    let dir = std::env::temp_dir().join(format!("oneshader-cli-pp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("common.hlsli"),
        "#define SCALE(x) ((x) * 2.0)\nfloat4x4 Transform;\n",
    )
    .unwrap();
    let main = dir.join("main.hlsl");
    std::fs::write(
        &main,
        "#pragma pack_matrix(row_major)\n#include \"common.hlsli\"\n\n\
         #ifdef UNUSED\nthis is not HLSL\n#endif\n\
         float4 main(float4 p : POSITION) : SV_Position\n{\n    return SCALE(mul(p, Transform));\n}\n",
    )
    .unwrap();
    let main_s = main.to_string_lossy().into_owned();
    let fi = dir.join("out.i");
    let o = oneshader(&["-P", "-Fi", &fi.to_string_lossy(), "-T", "vs_6_0", &main_s]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&fi).unwrap();
    assert!(text.contains("#pragma pack_matrix(row_major)"), "{text}");
    assert!(text.contains("common.hlsli\""), "{text}");
    assert!(
        text.contains("return ((mul(p, Transform)) * 2.0);"),
        "{text}"
    );
    assert!(
        !text.contains("SCALE") && !text.contains("UNUSED"),
        "{text}"
    );
    // Without -Fi: next to the input, with .i.
    let o = oneshader(&["-P", "-T", "vs_6_0", &main_s]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("main.i")).unwrap(), text);
    // The same program.
    let (a, b) = (dir.join("a.spv"), dir.join("b.spv"));
    for (input, out) in [
        (main_s.clone(), &a),
        (fi.to_string_lossy().into_owned(), &b),
    ] {
        let o = oneshader(&[
            "-T",
            "vs_6_0",
            "--no-names",
            &input,
            "-Fo",
            &out.to_string_lossy(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    // -Fi alone is a usage error naming -P.
    let o = oneshader(&["-Fi", "x.i", &main_s]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("-Fi names the output of -P"),
        "{}",
        stderr(&o)
    );
}
