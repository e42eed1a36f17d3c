//! Pack benchmarks (reported, not asserted):
//! a 64-variant shader x targets baked with 1 and 2 threads, a no-change rebuild, and pack load
//! plus 1,000,000 key lookups.
//!
//! `cargo run --release -p oneshader_pack --example pack_bench`

use oneshader::CompileTarget;
use oneshader_pack::{bake, manifest, BakeOptions, Pack};
use std::hint::black_box;
use std::time::Instant;

const AXES: [&str; 6] = ["FOG", "TINT", "GRAY", "INVERT", "VIGNETTE", "DITHER"];

fn shader() -> String {
    let mut body = String::new();
    for (i, a) in AXES.iter().enumerate() {
        body.push_str(&format!(
            "#if {a}\n    c.rgb = c.rgb * {:.1} + sin(c.gbr * {}.0) * 0.1;\n#endif\n",
            0.5 + i as f32 * 0.1,
            i + 2
        ));
    }
    format!(
        r#"cbuffer Frame : register(b0) {{ float4x4 ViewProjection; float4 Tint; }};
Texture2D<float4> Atlas : register(t1);
SamplerState AtlasSampler : register(s2);
struct VSIn  {{ float2 Position : POSITION; float2 Uv : TEXCOORD0; }};
struct VSOut {{ float4 Position : SV_Position; float2 Uv : TEXCOORD0; }};
[shader("vertex")]
VSOut VSMain(VSIn i) {{ VSOut o; o.Position = mul(ViewProjection, float4(i.Position, 0, 1)); o.Uv = i.Uv; return o; }}
[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target
{{
    float4 c = Atlas.Sample(AtlasSampler, i.Uv) * Tint;
{body}    return c;
}}
"#
    )
}

fn main() {
    let dir = std::env::temp_dir().join(format!("osp-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("Post.hlsl"), shader()).unwrap();
    let targets: Vec<String> = [CompileTarget::SpirV, CompileTarget::Wgsl]
        .into_iter()
        .filter(|t| t.is_implemented())
        .map(|t| format!("\"{t}\""))
        .collect();
    let path = dir.join("bench.pack.ron");
    std::fs::write(
        &path,
        format!(
            "(targets: [{}], shaders: [(path: \"Post.hlsl\", axes: \"{}\")])",
            targets.join(", "),
            AXES.join(";")
        ),
    )
    .unwrap();
    let m = manifest::load(&path).unwrap();
    let variants = m.shaders[0].space.variants.len();
    println!(
        "shader: {variants} variants x {} targets ({})",
        targets.len(),
        targets.join(", ")
    );

    let mut per_thread = Vec::new();
    for threads in [1, 2] {
        let start = Instant::now();
        let baked = bake(
            &m,
            &BakeOptions {
                threads,
                ..Default::default()
            },
        );
        let secs = start.elapsed().as_secs_f64();
        assert!(!baked.has_errors());
        println!(
            "bake, {threads} thread(s): {:.0} ms, {:.1} variants/s ({})",
            secs * 1000.0,
            variants as f64 / secs,
            baked.summary()
        );
        per_thread.push(secs);
    }
    println!(
        "speed-up 2 threads vs 1: {:.2}x",
        per_thread[0] / per_thread[1]
    );

    let cached = BakeOptions {
        cache_dir: Some(dir.join("cache")),
        ..Default::default()
    };
    bake(&m, &cached);
    let start = Instant::now();
    let rebuilt = bake(&m, &cached);
    let bytes = rebuilt.to_bytes();
    println!(
        "no-change rebuild (cache check + pack bytes): {:.1} ms ({})",
        start.elapsed().as_secs_f64() * 1000.0,
        rebuilt.summary()
    );

    let loads = 100;
    let start = Instant::now();
    for _ in 0..loads {
        black_box(Pack::from_bytes(black_box(&bytes)).unwrap());
    }
    println!(
        "pack load ({} bytes, hashes checked): {:.1} us",
        bytes.len(),
        start.elapsed().as_secs_f64() * 1e6 / loads as f64
    );
    let pack = Pack::from_bytes(&bytes).unwrap();
    let post = pack.shader("Post").unwrap();
    let values = ["0", "1"];
    let start = Instant::now();
    let mut total = 0usize;
    for i in 0..1_000_000usize {
        let key = [
            ("FOG", values[i & 1]),
            ("TINT", values[(i >> 1) & 1]),
            ("GRAY", values[(i >> 2) & 1]),
            ("INVERT", values[(i >> 3) & 1]),
            ("VIGNETTE", values[(i >> 4) & 1]),
            ("DITHER", values[(i >> 5) & 1]),
        ];
        let v = post.variant(black_box(&key)).unwrap();
        total += v
            .blob("PSMain", CompileTarget::SpirV)
            .map_or(0, <[u8]>::len);
    }
    let secs = start.elapsed().as_secs_f64();
    black_box(total);
    println!(
        "1,000,000 lookups (6 (axis, value) pairs -> variant -> PSMain blob): {:.1} ms, {:.1} ns each",
        secs * 1000.0,
        secs * 1e9 / 1e6
    );
    let start = Instant::now();
    for i in 0..1_000_000usize {
        let key = [
            (i & 1) as u16,
            ((i >> 1) & 1) as u16,
            ((i >> 2) & 1) as u16,
            ((i >> 3) & 1) as u16,
            ((i >> 4) & 1) as u16,
            ((i >> 5) & 1) as u16,
        ];
        black_box(post.variant_by_key(black_box(&key)));
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "1,000,000 lookups by position key: {:.1} ms, {:.1} ns each",
        secs * 1000.0,
        secs * 1e3
    );
    let _ = std::fs::remove_dir_all(&dir);
}
