//! End-to-end lowering tests: HLSL source through the driver's stages (front end, lowering,
//! IR verifier, passes; `crate::testing::compile_to_ir`), then the SPIR-V backend and
//! `spirv-val`; the corpus
//! (`corpus/entries.txt`) is counted entry by entry.

use crate::api::Stage;
use crate::ir;
use crate::testing::{compile_entries_to_ir, corpus_entries, repo_root, spirv_check, stage_of};
use crate::testing::{CorpusEntry, IrCompile};

/// Outcome of one corpus entry point.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
pub(crate) enum Outcome {
    FrontEndError,
    LowerError,
    VerifyError,
    SpirvError,
    Validated,
}

/// Lowers every corpus entry point; returns (label, outcome, first problem).
pub(crate) fn corpus_outcomes() -> Vec<(String, Outcome, String)> {
    let root = repo_root();
    let mut out = Vec::new();
    for CorpusEntry {
        path,
        entry,
        stage,
        defines,
    } in corpus_entries()
    {
        let Some(stage) = stage_of(&stage) else {
            continue;
        };
        let entry = entry.as_str();
        let full = root.join("corpus").join(&path);
        let source = std::fs::read_to_string(&full).unwrap_or_default();
        let r = compile_entries_to_ir(
            &full.to_string_lossy(),
            &source,
            &[(entry, stage)],
            &defines,
        );
        let label = format!("{path} {entry}");
        let first = r.diagnostics.first().cloned().unwrap_or_default();
        let outcome = if r.front_errors() {
            Outcome::FrontEndError
        } else if let Some(m) = r.module.as_ref().filter(|_| !r.has_errors()) {
            if let Err(e) = spirv_check(m, entry) {
                out.push((label, Outcome::SpirvError, e));
                continue;
            }
            Outcome::Validated
        } else if r.diagnostics.iter().any(|d| d.contains(" OSH7001: ")) {
            Outcome::VerifyError
        } else {
            Outcome::LowerError
        };
        out.push((label, outcome, first));
    }
    out
}

#[test]
fn corpus_entry_points_lower_and_verify() {
    let outcomes = corpus_outcomes();
    assert!(
        !outcomes.is_empty(),
        "corpus/entries.txt lists entry points"
    );
    let mut report = String::new();
    for (label, outcome, first) in &outcomes {
        if *outcome != Outcome::Validated {
            report.push_str(&format!("{label}: {outcome:?}: {first}\n"));
        }
    }
    let validated = outcomes
        .iter()
        .filter(|o| o.1 == Outcome::Validated)
        .count();
    eprintln!(
        "{report}lowered, verified and valid SPIR-V: {validated} of {}",
        outcomes.len()
    );
    // Every entry point the front end accepts lowers, verifies and validates.
    for (label, outcome, first) in &outcomes {
        assert!(
            matches!(outcome, Outcome::Validated | Outcome::FrontEndError),
            "{label}: {outcome:?}: {first}"
        );
    }
    assert_eq!(validated, outcomes.len(), "{report}");
}

/// Lowers `source`'s entry points and checks each one through the verifier and `spirv-val`;
/// returns the failures (empty when everything passed).
pub(crate) fn check_hlsl(name: &str, source: &str, entries: &[(&str, Stage)]) -> Vec<String> {
    let r: IrCompile = compile_entries_to_ir(name, source, entries, &[]);
    let mut problems: Vec<String> = r
        .diagnostics
        .iter()
        .filter(|d| d.contains(": error "))
        .cloned()
        .collect();
    let Some(module) = r.module.filter(|_| problems.is_empty()) else {
        return problems;
    };
    for (entry, _) in entries {
        if let Err(e) = spirv_check(&module, entry) {
            problems.push(format!("{name}: {e}\n{}", ir::print(&module)));
        }
    }
    problems
}

/// (file name, source, entry points).
type FeatureShader = (&'static str, &'static str, &'static [(&'static str, Stage)]);

const FEATURES: &[FeatureShader] = &[
    (
        "control_flow.hlsl",
        r#"
cbuffer Params { int Mode; float Scale; uint Count; };
float shade(float x, out float y, inout int n) { y = x * 2; n += 1; return x; }
float4 PSMain(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint id : ID) : SV_Target {
    float acc = 0;
    int n = 0;
    [loop] for (int i = 0; i < 4; ++i) {
        if (i == 2) continue;
        if (acc > 10 && uv.x < 0.5) break;
        acc += shade(uv.y, acc, n);
    }
    [unroll] for (uint k = 0; k < Count; k++) { acc += k; }
    int w = 3;
    while (w > 0) { w--; if (w == 1) { acc *= 2; } else { acc += 1; } }
    do { acc -= 1; } while (acc > 100 || Mode == 7);
    switch (Mode) {
        case 0: acc += 1;
        case 1: acc += 2; break;
        case 2: { acc = 0; return float4(1, 0, 0, 1); }
        default: acc = -acc; break;
    }
    float r = Mode > 1 ? shade(acc, acc, n) : Scale;
    float4 c = float4(uv, r, 1);
    c.xz *= 2;
    c.w++;
    c.yx = c.xy;
    if (c.x < 0) discard;
    clip(c.xyz - 0.5);
    return c * (id & 1);
}
"#,
        &[("PSMain", Stage::Pixel)],
    ),
    (
        "matrices.hlsl",
        r#"
cbuffer Frame { float4x4 World; row_major float4x4 View; float3x3 Normal; float2x4 Wide; };
struct VSIn { float3 pos : POSITION; float3 nrm : NORMAL; uint vid : SV_VertexID; };
struct VSOut { float4 pos : SV_Position; float3 nrm : NORMAL; float4 col : COLOR0; };
VSOut VSMain(VSIn v) {
    VSOut o;
    float4 wp = mul(float4(v.pos, 1), World);
    o.pos = mul(View, wp);
    float3x3 n = transpose(Normal);
    o.nrm = normalize(mul(n, v.nrm));
    float4x4 m = World * 2 + View;
    m[1] = float4(1, 2, 3, 4);
    m._m00_m11 = float2(5, 6);
    m[2][v.vid % 4] = 7;
    float2x2 small = (float2x2)m;
    int2x2 im = int2x2(1, 2, 3, 4);
    int2 iv = mul(int2(1, 1), im);
    float d = determinant(m) + dot(o.nrm, float3(1, 0, 0));
    o.col = float4(small[0], iv) + d + mul(Wide, float4(1, 1, 1, 1)).xyxy;
    o.col += abs(m[0]) + (m == World)[0];
    return o;
}
"#,
        &[("VSMain", Stage::Vertex)],
    ),
    (
        "resources.hlsl",
        r#"
Texture2D<float4> Albedo : register(t0);
Texture2DArray<float> Layers : register(t1);
TextureCube Sky : register(t2);
Texture2DMS<float4> MS : register(t3);
SamplerState Linear : register(s0);
SamplerComparisonState Shadow : register(s1);
Buffer<float4> Typed : register(t4);
StructuredBuffer<float4> Items : register(t5);
ByteAddressBuffer Raw : register(t6);
Texture2D<float4> Many[4] : register(t7);
float4 sample_it(Texture2D<float4> t, float2 uv) { return t.Sample(Linear, uv); }
float4 PSMain(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation int idx : INDEX) : SV_Target {
    float4 c = Albedo.Sample(Linear, uv);
    c += Albedo.SampleLevel(Linear, uv, 2, int2(1, -1));
    c += Albedo.SampleBias(Linear, uv, 0.5);
    c += Albedo.SampleGrad(Linear, uv, ddx(uv), ddy(uv));
    c += Albedo.Gather(Linear, uv) + Albedo.GatherAlpha(Linear, uv);
    c += Albedo.Load(int3(pos.xy, 0)) + Albedo[int2(3, 4)];
    c.x += Layers.SampleCmpLevelZero(Shadow, float3(uv, 1), 0.5);
    c.y += Layers.SampleCmp(Shadow, float3(uv, 2), 0.25);
    c += Sky.Sample(Linear, float3(uv, 1));
    c += MS.Load(int2(pos.xy), 1);
    c += Typed[idx] + Typed.Load(2) + Items[idx] + Items.Load(1);
    c += asfloat(Raw.Load4(16)) + asfloat(Raw.Load(idx * 4));
    c += sample_it(Albedo, uv) + sample_it(Many[2], uv) + sample_it(Many[NonUniformResourceIndex(idx)], uv);
    uint w, h, levels; float fw, fh;
    Albedo.GetDimensions(1, w, h, levels);
    Albedo.GetDimensions(fw, fh);
    uint n, stride; Items.GetDimensions(n, stride);
    uint bytes; Raw.GetDimensions(bytes);
    float lod = Albedo.CalculateLevelOfDetail(Linear, uv);
    return c + float4(w + h + levels + n + stride + bytes, fw, fh, lod);
}
"#,
        &[("PSMain", Stage::Pixel)],
    ),
    (
        "compute.hlsl",
        r#"
struct Particle { float3 pos; float life; };
RWStructuredBuffer<Particle> Particles : register(u0);
RWByteAddressBuffer Counters : register(u1);
RWTexture2D<float4> Target : register(u2);
RWTexture2D<uint> Ids : register(u3);
RWBuffer<uint> Flags : register(u4);
AppendStructuredBuffer<uint> Alive : register(u5);
ConsumeStructuredBuffer<uint> Dead : register(u6);
groupshared float Tile[64];
groupshared uint Total;
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint2 gid : SV_GroupID) {
    if (gi == 0) Total = 0;
    GroupMemoryBarrierWithGroupSync();
    Particle p = Particles[id.x];
    p.life -= 0.1;
    Particles[id.x].pos.y += 1;
    Particles[id.x] = p;
    Tile[gi] = p.life;
    uint old;
    InterlockedAdd(Total, 1, old);
    InterlockedMax(Ids[id.xy], old);
    InterlockedCompareExchange(Flags[id.x], 0, 1, old);
    Counters.InterlockedAdd(0, 1, old);
    Counters.Store2(8, uint2(old, gi));
    uint v = Counters.Load(4);
    AllMemoryBarrierWithGroupSync();
    float sum = 0;
    for (uint i = 0; i < 64; i++) sum += Tile[i];
    Target[id.xy] = float4(sum, p.life, v, 1);
    Target[id.xy].x *= 0.5;
    Flags[id.x] = Flags[id.x] | 2;
    if (p.life > 0) Alive.Append(id.x); else { uint d = Dead.Consume(); Alive.Append(d); }
    uint tw, th; Target.GetDimensions(tw, th);
    Flags[0] = tw + gid.y;
    DeviceMemoryBarrier();
}
"#,
        &[("CSMain", Stage::Compute)],
    ),
    (
        "intrinsics.hlsl",
        r#"
float4 PSMain(float4 pos : SV_Position, float3 n : NORMAL, bool front : SV_IsFrontFace) : SV_Target {
    float3 a = abs(n) + acos(saturate(n)) + atan2(n, n + 1) + ceil(n) + clamp(n, 0, 1);
    a += cos(n) + cosh(n) + degrees(n) + exp(n) + exp2(n) + floor(n) + fmod(n, 2) + frac(n);
    a += ldexp(n, 2) + lerp(n, a, 0.5) + log(n) + log10(n) + log2(n) + mad(n, n, n) + max(n, 1);
    a += min(n, 1) + pow(n, 2) + radians(n) + rcp(n) + round(n) + rsqrt(n) + sign(n) + sin(n);
    a += sinh(n) + smoothstep(0, 1, n) + sqrt(n) + step(0.5, n) + tan(n) + tanh(n) + trunc(n);
    a += cross(n, a) + distance(n, a) + faceforward(n, a, n) + length(n) + reflect(n, a) + refract(n, a, 1.5);
    float ip; float f = modf(a.x, ip);
    float e; f += frexp(a.y, e);
    float s, c; sincos(a.z, s, c);
    bool3 nan = or(isnan(a), isinf(a));
    bool any_ = any(nan) && all(isfinite(a));
    int3 bits = asint(a);
    uint cnt = countbits(asuint(a.x)) + firstbithigh(bits.y) + firstbitlow(bits.z);
    cnt += reversebits(cnt);
    float h = f16tof32(f32tof16(a.x));
    float3 sel = select(nan, a, n);
    float fw = fwidth(a.x) + ddx_fine(a.y) + ddy_coarse(a.z);
    int ii = int(a.x) << 3 >> 1;
    uint uu = ~uint(ii) ^ 5u;
    ii %= 7;
    return float4(a + sel, f + ip + e + s + c + h + fw + cnt + ii + uu + (any_ ? 1 : 0) + (front ? 1 : 0));
}
"#,
        &[("PSMain", Stage::Pixel)],
    ),
    (
        "statics.hlsl",
        r#"
static const float Weights[3] = { 0.25, 0.5, 0.25 };
static float Accum = 1.0;
static float3 Dir = normalize(float3(1, 2, 3));
float Gain;
struct Light { float3 color; float intensity; };
ConstantBuffer<Light> Sun : register(b1);
struct Push { float4 tint; uint index; };
[[vk::push_constant]] Push PC;
float4 PSMain(float2 uv : TEXCOORD0, int i : IDX) : SV_Target {
    float v = Weights[i % 3] + Weights[1] + Accum + Gain;
    Accum += v;
    Light l; l.color = Sun.color; l.intensity = 1;
    return PC.tint * float4(l.color * Sun.intensity * Dir, v + PC.index);
}
"#,
        &[("PSMain", Stage::Pixel)],
    ),
    (
        "stage_io.hlsl",
        r#"
struct Inner { float2 uv : TEXCOORD1; float fog : FOG; };
struct VSOut {
    float4 pos : SV_Position;
    Inner inner;
    nointerpolation uint id : ID;
    bool flag : FLAG;
    float2 clip : SV_ClipDistance0;
    float cull : SV_CullDistance1;
    float clip2 : SV_ClipDistance1;
};
VSOut VSMain(float3 p : POSITION, uint vid : SV_VertexID, uint iid : SV_InstanceID, out float extra : EXTRA) {
    VSOut o;
    o.pos = float4(p, 1);
    o.inner.uv = p.xy;
    o.inner.fog = p.z;
    o.id = vid + iid;
    o.flag = vid > 3;
    o.clip = p.xy;
    o.cull = 1;
    o.clip2 = p.z;
    extra = 2;
    return o;
}
struct PSOut { float4 color : SV_Target0; float4 second : SV_Target1; float depth : SV_Depth; };
PSOut PSMain(VSOut i, bool front : SV_IsFrontFace, uint sample : SV_SampleIndex, uint cov : SV_Coverage, float extra : EXTRA) {
    PSOut o;
    o.color = i.pos + float4(i.inner.uv, i.inner.fog, i.id) + (i.flag ? 1 : 0) + i.clip.x + i.clip2;
    o.second = front ? float4(1, 1, 1, 1) : float4(0, 0, 0, 0);
    o.depth = i.pos.z * 0.5 + sample + cov + extra;
    return o;
}
"#,
        &[("VSMain", Stage::Vertex), ("PSMain", Stage::Pixel)],
    ),
    (
        "locals.hlsl",
        r#"
struct S { float a; float3 b; int c[2]; };
RWStructuredBuffer<S> Buf : register(u0);
S make(float x) { S s; s.a = x; s.b = x; s.c[0] = 1; s.c[1] = 2; return s; }
void bump(inout float3 v, inout float w) { v += 1; w *= 2; }
float4 pick(bool c, float4 a, float4 b) { return c ? a : b; }
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID) {
    float arr[4] = { 1, 2, 3, 4 };
    int i = id.x % 4;
    arr[i] = arr[(i + 1) % 4] * 2;
    float4 v = float4(arr[0], arr[1], arr[2], arr[3]);
    v[i] = 5;
    v[gtid.y % 4] += v[i];
    S s = id.x > 4 ? make(v.x) : make(v.y);
    bump(s.b.zyx, v.w);
    s.b.yz = make(2).b.xy;
    s.c[i % 2] += 3;
    float3x3 m = float3x3(v.xyz, v.yzw, v.zwx);
    m[i % 3][1] *= 2;
    m._m22 += 1;
    [loop] for (int k = 0; k < 8; k++) {
        switch (k) {
            case 1: continue;
            case 2: if (v.x > 1) break; v.x += 1; break;
            default: v.y += k; break;
        }
        if (k > 5 && s.a > v.x) break;
    }
    while (true) { v.z += 1; if (v.z > 10) break; }
    Buf[id.x] = s;
    Buf[id.y].b.x = m[0][0] + pick(v.x > 0, v, v.wzyx).x;
    precise float p = v.x * v.y + v.z;
    Buf[id.z].a = p;
}
"#,
        &[("CSMain", Stage::Compute)],
    ),
    (
        "more_resources.hlsl",
        r#"
Texture1D<float4> T1;
Texture3D<float4> T3;
TextureCubeArray<float4> TCA;
Texture2DMSArray<float4> TMSA;
Texture2D<float> Depth;
Texture2D<uint2> Ints;
tbuffer TB { float4 TBValue; };
SamplerState S;
SamplerComparisonState SC;
RWTexture2DArray<float4> RWA;
RWTexture3D<float> RW3;
RWBuffer<int> RWI;
RWStructuredBuffer<uint> Counted;
Texture2D<float4> Pair[2];
float4 inner(Texture2D<float4> t, float2 uv) { return t.SampleLevel(S, uv, 0); }
float4 outer(Texture2D<float4> t, float2 uv) { return inner(t, uv) * 2; }
[numthreads(4, 4, 4)]
void CSMain(uint3 id : SV_DispatchThreadID) {
    float4 c = T1.SampleLevel(S, 0.5, 0) + T3.SampleLevel(S, float3(id), 1) + TCA.SampleLevel(S, float4(1, 0, 0, 2), 0);
    c += TMSA.Load(int3(id), 0) + Depth.GatherCmp(SC, float2(0.5, 0.5), 0.3) + Depth.Gather(S, float2(0.5, 0.5), int2(1, 0));
    c.x += Depth.SampleCmpLevelZero(SC, float2(0.5, 0.5), 0.5) + Ints.Load(int3(id.xy, 0)).y + TBValue.x;
    uint w, h, d, levels, e, samples;
    T1.GetDimensions(0, w, levels);
    T3.GetDimensions(w, h, d);
    TCA.GetDimensions(1, w, h, e, levels);
    TMSA.GetDimensions(w, h, e, samples);
    RWA.GetDimensions(w, h, e);
    RWA[id] = c + w + h + e + levels + samples + d;
    RWA[id].xy += 1;
    RWA[id][id.x % 4] += 2;
    c.x += RWA[id].zw[id.y % 2];
    RW3[id] = RWA[id].x;
    int prev;
    InterlockedAdd(RWI[id.x], 2, prev);
    InterlockedCompareStore(RWI[id.y], prev, 3);
    InterlockedExchange(RWI[0], 5, prev);
    Counted[id.x] = 1;
    float4 o = outer(Pair[1], float2(id.xy)) + outer(Pair[0], 0);
    RWA[uint3(0, 0, 0)] = o;
}
"#,
        &[("CSMain", Stage::Compute)],
    ),
    (
        "misc.hlsl",
        r#"
struct V { float4 p : SV_Position; float3 n : NORMAL; };
float2x2 choose(bool c, float2x2 a, float2x2 b) { return c ? a : b; }
void VSMain(inout V v, in uint id : SV_VertexID, out float4 col : COLOR) {
    int i, j;
    float a, b;
    a = b = 2;
    for (i = 0, j = 10; i < j; i++, j--) { a += i * j; }
    float2x2 m = choose(id > 2, float2x2(1, 2, 3, 4), (float2x2)0);
    int2x2 im = (int2x2)m;
    uint u = asuint(-1.5f) >> 3;
    double dd = 1.5;
    dd = dd * a;
    v.p.xyz += v.n * (float)dd + m[0].x + im[1].y + u;
    col = float4(a, b, m[1]);
    bool2 t = bool2(true, false);
    col.xy = select(t, col.zw, col.xy);
    col.w = any(m) ? 1 : 0;
}
"#,
        &[("VSMain", Stage::Vertex)],
    ),
];

#[test]
fn feature_shaders_lower_verify_and_validate() {
    let mut failures = Vec::new();
    for (name, source, entries) in FEATURES {
        failures.extend(check_hlsl(name, source, entries));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `IncrementCounter()`/`DecrementCounter()` on a `RWStructuredBuffer` give it a hidden counter
/// as DXC does (MiniEngine's work queues): the counter takes the lowest free binding, shows in
/// reflection, and both targets validate. A RW buffer whose counter is never used gets none.
#[test]
fn rw_structured_buffer_counters_are_assigned_where_used() {
    use crate::api::{compile, CompileOptions, CompileTarget};
    let source = r#"
RWStructuredBuffer<uint> WorkQueue : register(u1);
RWStructuredBuffer<uint> Other : register(u2);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    WorkQueue[WorkQueue.IncrementCounter()] = id.x;
    Other[0] = WorkQueue.DecrementCounter();
}
"#;
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
        entry_points: vec![crate::api::EntryPointRequest {
            name: "main".into(),
            stage: Some(Stage::Compute),
        }],
        ..CompileOptions::default()
    };
    let result = compile(source, "queue.hlsl", &options);
    assert!(result.success(), "{:?}", result.diagnostics);
    let reflection = result.reflection.as_ref().expect("reflection");
    let counter = |name: &str| {
        let res = reflection
            .resources
            .iter()
            .find(|r| r.name == name)
            .expect("resource");
        res.counter_slots
            .iter()
            .find(|s| s.target == CompileTarget::SpirV)
            .map(|s| (s.set, s.binding))
    };
    assert_eq!(counter("WorkQueue"), Some((0, 0)));
    assert_eq!(counter("Other"), None);
    let spirv = result.find("main", CompileTarget::SpirV).expect("SPIR-V");
    crate::testing::spirv_validate(&spirv.words(), "queue.hlsl").expect("spirv-val");
    let wgsl = result.find("main", CompileTarget::Wgsl).expect("WGSL");
    crate::testing::naga_validate(wgsl.as_text()).expect("naga");
}
