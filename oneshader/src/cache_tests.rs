//! Tests of `cache`: the spec's compile-cache recipe, single flight, eviction, cancellation.

use super::*;
use crate::api::Define;
use std::path::PathBuf;
use std::sync::Barrier;

const LIGHTING: &str = "static const float3 LightDir = normalize(float3(0.3, 0.5, 0.8));\n";
const MATERIAL: &str = r#"// Material.hlsl: the material of "Shader variants with Axes",
// with the light direction in an include.

#include "Lighting.hlsli"
cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 Tint; };
Texture2D<float4> Atlas : register(t1);
SamplerState AtlasSampler : register(s2);
#if LIGHTING_LAMBERT || LIGHTING_PBR
Texture2D<float4> NormalMap : register(t3);
#endif

struct VSIn  { float2 Position : POSITION; float2 Uv : TEXCOORD0; float4 Color : COLOR0; };
struct VSOut { float4 Position : SV_Position; float2 Uv : TEXCOORD0; float4 Color : COLOR0; };

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.Position = mul(ViewProjection, float4(i.Position, 0, 1));
    o.Uv = i.Uv;
    o.Color = i.Color;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target
{
    float4 c = Atlas.Sample(AtlasSampler, i.Uv) * i.Color * Tint;
#if ALPHA_TEST
    clip(c.a - 0.5);
#endif
#if LIGHTING_LAMBERT
    float3 n = NormalMap.Sample(AtlasSampler, i.Uv).xyz * 2.0 - 1.0;
    c.rgb *= saturate(dot(n, LightDir));
#elif LIGHTING_PBR
    float3 n = NormalMap.Sample(AtlasSampler, i.Uv).xyz * 2.0 - 1.0;
    float3 l = LightDir;
    float d = saturate(dot(n, l));
    c.rgb = c.rgb * d + pow(d, 16.0) * 0.04;
#endif
    return c;
}
"#;

/// A fresh directory under the system temp folder, removed on drop.
pub(crate) struct TempDir(pub PathBuf);

impl TempDir {
    pub(crate) fn new(tag: &str) -> TempDir {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("oneshader-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn material_project() -> (TempDir, PathBuf, PathBuf) {
    let dir = TempDir::new("cache");
    let shaders = dir.0.join("Shaders");
    let common = shaders.join("Common");
    std::fs::create_dir_all(&common).expect("mkdir");
    std::fs::write(common.join("Lighting.hlsli"), LIGHTING).expect("write include");
    let material = shaders.join("Material.hlsl");
    std::fs::write(&material, MATERIAL).expect("write shader");
    (dir, material, common)
}

fn variant_options(light: &str, alpha_test: bool, common: &Path) -> CompileOptions {
    let mut defines = vec![Define::new(format!("LIGHTING_{light}"), Some("1"))];
    if alpha_test {
        defines.push(Define::new("ALPHA_TEST", None));
    }
    CompileOptions {
        defines,
        include_dirs: vec![common.to_path_buf()],
        ..CompileOptions::default()
    }
}

#[test]
fn the_spec_recipe_counts_compiles_hits_and_notices_an_edited_include() {
    let (_dir, material, common) = material_project();
    let cache = CompileCache::new(64);
    let variants: Vec<(&str, bool)> = ["NONE", "LAMBERT", "PBR"]
        .iter()
        .flat_map(|l| [(*l, false), (*l, true)])
        .collect();
    let mut frames = Vec::new();
    for _frame in 0..3 {
        // Four threads share the six variants of a frame.
        let next = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((light, alpha)) = variants.get(i) else {
                        break;
                    };
                    let r = cache.compile_file(&material, &variant_options(light, *alpha, &common));
                    assert!(r.success(), "{:?}", r.diagnostics);
                });
            }
        });
        frames.push((cache.misses(), cache.hits(), cache.count()));
    }
    assert_eq!(frames, [(6, 0, 6), (6, 6, 6), (6, 12, 6)]);

    let options = variant_options("PBR", true, &common);
    let cached = cache.compile_file(&material, &options);
    let direct = crate::compile_file(&material, &options);
    let blob = |r: &CompileResult| {
        r.find("PSMain", crate::CompileTarget::SpirV)
            .map(|b| b.data.clone())
    };
    assert!(blob(&cached).is_some());
    assert_eq!(blob(&cached), blob(&direct));
    assert_eq!(cached.blobs, direct.blobs);
    assert_eq!((cache.misses(), cache.hits()), (6, 13));

    let include = common.join("Lighting.hlsli");
    let mut text = std::fs::read_to_string(&include).expect("read");
    text.push_str("// edited\n");
    std::fs::write(&include, text).expect("append");
    let again = cache.compile_file(&material, &options);
    assert!(again.success());
    assert_eq!((cache.misses(), cache.hits()), (7, 13));

    cache.clear();
    assert_eq!(cache.count(), 0);
}

#[test]
fn sixteen_simultaneous_requests_for_one_key_compile_once() {
    let cache = CompileCache::new(8);
    let source = MATERIAL.replace("#include \"Lighting.hlsli\"", LIGHTING);
    let barrier = Barrier::new(16);
    let results: Vec<Arc<CompileResult>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..16)
            .map(|_| {
                s.spawn(|| {
                    barrier.wait();
                    cache.compile(&source, "Material.hlsl", &CompileOptions::default())
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    assert_eq!(results.len(), 16);
    assert_eq!((cache.misses(), cache.hits()), (1, 15));
    assert!(results.iter().all(|r| Arc::ptr_eq(r, &results[0])));
}

#[test]
fn a_new_file_earlier_on_the_search_path_is_noticed() {
    let (dir, material, common) = material_project();
    let earlier = dir.0.join("Earlier");
    std::fs::create_dir_all(&earlier).expect("mkdir");
    let options = CompileOptions {
        include_dirs: vec![earlier.clone(), common.clone()],
        ..CompileOptions::default()
    };
    let cache = CompileCache::default();
    let first = cache.compile_file(&material, &options);
    assert!(first.success());
    let _ = cache.compile_file(&material, &options);
    assert_eq!((cache.misses(), cache.hits()), (1, 1));
    std::fs::write(
        earlier.join("Lighting.hlsli"),
        "static const float3 LightDir = float3(0, 0, 1);\n",
    )
    .expect("write");
    let second = cache.compile_file(&material, &options);
    assert_eq!(cache.misses(), 2);
    assert!(
        second.files.iter().any(|f| f.contains("Earlier")),
        "{:?}",
        second.files
    );
}

#[test]
fn errors_are_cached_options_are_keyed_and_old_entries_are_evicted() {
    let cache = CompileCache::new(2);
    let bad = "float4 main() : SV_Target { return Missing; }";
    let a = cache.compile(bad, "bad.hlsl", &CompileOptions::default());
    let b = cache.compile(bad, "bad.hlsl", &CompileOptions::default());
    assert!(!a.success());
    assert!(Arc::ptr_eq(&a, &b));
    assert_eq!((cache.misses(), cache.hits()), (1, 1));

    let good = "[shader(\"pixel\")] float4 main() : SV_Target { return 1; }";
    let names = CompileOptions {
        keep_names: false,
        ..CompileOptions::default()
    };
    cache.compile(good, "good.hlsl", &CompileOptions::default());
    cache.compile(good, "good.hlsl", &names);
    assert_eq!((cache.misses(), cache.count()), (3, 2));
    // `bad` was least recently used and is gone; the two `good` variants stay.
    cache.compile(good, "good.hlsl", &names);
    cache.compile(bad, "bad.hlsl", &CompileOptions::default());
    assert_eq!((cache.misses(), cache.hits(), cache.count()), (4, 2, 2));
}

#[test]
fn a_cancelled_call_caches_nothing() {
    let cache = CompileCache::default();
    let source = "[shader(\"pixel\")] float4 main() : SV_Target { return 1; }";
    let cancel = AtomicBool::new(true);
    assert!(cache
        .compile_cancellable(source, "p.hlsl", &CompileOptions::default(), &cancel)
        .is_none());
    assert_eq!(cache.count(), 0);
    cancel.store(false, Ordering::Relaxed);
    assert!(cache
        .compile_cancellable(source, "p.hlsl", &CompileOptions::default(), &cancel)
        .is_some());
    assert_eq!((cache.misses(), cache.count()), (1, 1));
}

#[test]
fn resolver_includes_are_keyed_by_their_text() {
    let text = Arc::new(Mutex::new(String::from("static const float K = 1;")));
    let shared = Arc::clone(&text);
    let resolver: crate::IncludeResolver = Arc::new(move |name, _from| {
        (name == "k.hlsli").then(|| crate::ResolvedInclude {
            path: "k.hlsli".into(),
            text: shared.lock().map(|t| t.clone()).unwrap_or_default(),
        })
    });
    let options = CompileOptions {
        include_resolver: Some(resolver),
        ..CompileOptions::default()
    };
    let source =
        "#include \"k.hlsli\"\n[shader(\"pixel\")] float4 main() : SV_Target { return K; }";
    let cache = CompileCache::default();
    cache.compile(source, "m.hlsl", &options);
    cache.compile(source, "m.hlsl", &options);
    if let Ok(mut t) = text.lock() {
        *t = "static const float K = 2;".into();
    }
    cache.compile(source, "m.hlsl", &options);
    assert_eq!((cache.misses(), cache.hits()), (2, 1));
}

/// Every option that changes output changes [`options_key`]: one variant per field of
/// [`CompileOptions`], listed by destructuring it without `..`, so a new field fails to
/// compile here until it has a variant (and, in `options_key`, a key entry).
#[test]
fn every_output_affecting_option_changes_the_options_key() {
    use crate::api::{CompileTarget, EntryPointRequest, Stage};
    use crate::types::MatrixPacking;
    let base = CompileOptions::default();
    let CompileOptions {
        targets,
        defines,
        include_dirs,
        include_resolver,
        entry_points,
        matrix_packing,
        enable_16bit_types,
        optimize,
        keep_names,
        warnings_as_errors,
        warnings,
        wgsl_immediates,
        wgsl_dialect,
        vulkan_bindings,
        shader_model,
        spirv_env,
        buffer_layout,
        position,
        unknown_image_format,
        spirv_extensions,
        spirv_debug,
        spirv_reflect,
        spirv_preserve_bindings,
        spirv_preserve_interface,
        max_file_bytes,
    } = base.clone();
    let resolver: crate::IncludeResolver = Arc::new(|_, _| None);
    let with = |f: &dyn Fn(&mut CompileOptions)| {
        let mut o = base.clone();
        f(&mut o);
        o
    };
    let variants: Vec<(&str, CompileOptions)> = vec![
        (
            "targets",
            with(&|o| o.targets = [targets.clone(), vec![CompileTarget::Wgsl]].concat()),
        ),
        (
            "defines",
            with(&|o| o.defines = [defines.clone(), vec![Define::new("A", None)]].concat()),
        ),
        (
            "define value",
            with(&|o| o.defines = vec![Define::new("A", Some("1"))]),
        ),
        (
            "include_dirs",
            with(&|o| o.include_dirs = [include_dirs.clone(), vec![PathBuf::from("inc")]].concat()),
        ),
        (
            "include_resolver",
            with(&|o| {
                o.include_resolver = match &include_resolver {
                    Some(_) => None,
                    None => Some(Arc::clone(&resolver)),
                }
            }),
        ),
        (
            "entry_points",
            with(&|o| {
                o.entry_points = [
                    entry_points.clone(),
                    vec![EntryPointRequest {
                        name: "main".into(),
                        stage: None,
                    }],
                ]
                .concat()
            }),
        ),
        (
            "entry point stage",
            with(&|o| {
                o.entry_points = vec![EntryPointRequest {
                    name: "main".into(),
                    stage: Some(Stage::Pixel),
                }]
            }),
        ),
        (
            "matrix_packing",
            with(&|o| {
                o.matrix_packing = match matrix_packing {
                    MatrixPacking::RowMajor => MatrixPacking::ColumnMajor,
                    MatrixPacking::ColumnMajor => MatrixPacking::RowMajor,
                }
            }),
        ),
        (
            "enable_16bit_types",
            with(&|o| o.enable_16bit_types = !enable_16bit_types),
        ),
        ("optimize", with(&|o| o.optimize = !optimize)),
        ("keep_names", with(&|o| o.keep_names = !keep_names)),
        (
            "warnings_as_errors",
            with(&|o| o.warnings_as_errors = !warnings_as_errors),
        ),
        (
            "warnings.silence_all",
            with(&|o| o.warnings.silence_all = !warnings.silence_all),
        ),
        (
            "warnings.disabled_groups",
            with(&|o| o.warnings.disabled_groups.push("conversion".into())),
        ),
        (
            "wgsl_immediates",
            with(&|o| o.wgsl_immediates = !wgsl_immediates),
        ),
        (
            "vulkan_bindings",
            with(&|o| {
                o.vulkan_bindings = vulkan_bindings.clone();
                o.vulkan_bindings.t_shift.push(crate::RegisterShift {
                    shift: 100,
                    space: crate::ShiftSpace::All,
                });
            }),
        ),
        (
            "shader_model",
            with(&|o| o.shader_model.minor = shader_model.minor + 1),
        ),
        (
            "spirv_env",
            with(&|o| {
                o.spirv_env = match spirv_env {
                    crate::SpirvEnv::Vulkan1_3 => crate::SpirvEnv::Vulkan1_2,
                    _ => crate::SpirvEnv::Vulkan1_3,
                }
            }),
        ),
        (
            "buffer_layout",
            with(&|o| {
                o.buffer_layout = match buffer_layout {
                    crate::types::BufferLayout::Dx => crate::types::BufferLayout::Scalar,
                    _ => crate::types::BufferLayout::Dx,
                }
            }),
        ),
        (
            "position.invert_y",
            with(&|o| o.position.invert_y = !position.invert_y),
        ),
        (
            "position.dx_position_w",
            with(&|o| o.position.dx_position_w = !position.dx_position_w),
        ),
        (
            "position.nonzero_base_vertex",
            with(&|o| o.position.nonzero_base_vertex = !position.nonzero_base_vertex),
        ),
        (
            "position.nonzero_base_instance",
            with(&|o| o.position.nonzero_base_instance = !position.nonzero_base_instance),
        ),
        (
            "unknown_image_format",
            with(&|o| o.unknown_image_format = !unknown_image_format),
        ),
        (
            "spirv_extensions",
            with(&|o| {
                o.spirv_extensions = match &spirv_extensions {
                    None => Some(vec!["KHR".into()]),
                    Some(_) => None,
                }
            }),
        ),
        (
            "max_file_bytes",
            with(&|o| o.max_file_bytes = max_file_bytes / 2),
        ),
        (
            "spirv_debug.zi",
            with(&|o| o.spirv_debug.zi = !spirv_debug.zi),
        ),
        (
            "spirv_debug.line",
            with(&|o| o.spirv_debug.line = !spirv_debug.line),
        ),
        ("spirv_reflect", with(&|o| o.spirv_reflect = !spirv_reflect)),
        (
            "spirv_preserve_bindings",
            with(&|o| o.spirv_preserve_bindings = !spirv_preserve_bindings),
        ),
        (
            "spirv_preserve_interface",
            with(&|o| o.spirv_preserve_interface = !spirv_preserve_interface),
        ),
        (
            "wgsl_dialect",
            with(&|o| {
                o.wgsl_dialect = match wgsl_dialect {
                    crate::WgslDialect::Wgpu => crate::WgslDialect::WebGpu,
                    crate::WgslDialect::WebGpu => crate::WgslDialect::Wgpu,
                }
            }),
        ),
    ];
    let mut keys = vec![("default", options_key(&base))];
    for (field, options) in &variants {
        keys.push((field, options_key(options)));
    }
    for (i, (a, ka)) in keys.iter().enumerate() {
        for (b, kb) in &keys[i + 1..] {
            assert_ne!(ka, kb, "{a} and {b} give the same options key");
        }
    }
    // Deterministic, and keyed on this build.
    assert_eq!(options_key(&base), options_key(&base.clone()));
    assert_eq!(crate::build_id().len(), 32);
    assert!(crate::build_id().bytes().all(|b| b.is_ascii_hexdigit()));
}
