//! Resources as values, as DXC's legalization resolves them: functions returning a resource
//! (from a global or an element of a global resource array at a run-time index), resource
//! locals initialized from such calls, declared without a value and assigned in branches and
//! loops, chosen with `?:`, and passed on to functions whose parameters are themselves passed
//! on. What a user sees: spirv-val-clean SPIR-V, naga-valid WGSL where the WGSL backend has the
//! resource kind, `NonUniformResourceIndex` kept on every access it reaches through calls and
//! locals, and the WGSL refusal of buffer arrays kept.

mod common;

use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};
use std::collections::{BTreeMap, BTreeSet};

fn build(label: &str, source: &str, targets: &[CompileTarget]) -> CompileResult {
    let options = CompileOptions {
        targets: targets.to_vec(),
        ..CompileOptions::default()
    };
    compile(source, &format!("{label}.hlsl"), &options)
}

/// Compiles for `targets`; every output must be valid (spirv-val, naga).
fn valid(label: &str, source: &str, targets: &[CompileTarget]) -> CompileResult {
    let result = build(label, source, targets);
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{label}: {messages:#?}");
    assert!(!result.blobs.is_empty(), "{label}: no output");
    for blob in &result.blobs {
        match blob.target {
            CompileTarget::SpirV => common::spirv_val(&blob.words(), label)
                .unwrap_or_else(|e| panic!("{label}: spirv-val: {e}")),
            _ => common::naga_validate(blob.as_text())
                .unwrap_or_else(|e| panic!("{label}: naga: {e}\n{}", blob.as_text())),
        }
    }
    result
}

const BOTH: &[CompileTarget] = &[CompileTarget::SpirV, CompileTarget::Wgsl];

/// A bindless material in the shape engines write it: a method returns a texture from an
/// unbounded array at an index computed from a member, a local holds it and is passed with a
/// sampler, another local texture and plain values to a method that queries and samples it.
const MATERIAL: &str = r#"
[[vk::binding(0, 1)]] Texture2D<float4> Textures[];
[[vk::binding(0, 2)]] Texture2D<uint4> Tables[];
SamplerState Linear : register(s3);
struct Material
{
    uint descriptor;
    uint table;
    uint Slot(uint d) { return d & 0xffff; }
    Texture2D<float4> GetTexture() { return Textures[Slot(descriptor)]; }
    float4 SampleTiled(in Texture2D<float4> tex, in SamplerState sam, in float2 uv,
                       in Texture2D<uint4> tiles, in uint2 tileCount, in float lod)
    {
        float2 dim;
        tex.GetDimensions(dim.x, dim.y);
        uint4 tile = tiles.Load(uint3(uv * tileCount, 0));
        float2 atlasUv = (tile.xy + frac(uv * tileCount)) / dim;
        return tex.SampleLevel(sam, atlasUv, lod);
    }
    float4 Sample(in SamplerState sam, in float2 uv)
    {
        Texture2D<float4> tex = GetTexture();
        [branch]
        if (table != 0)
        {
            Texture2D<uint4> tiles = Tables[Slot(table)];
            uint2 count;
            tiles.GetDimensions(count.x, count.y);
            return SampleTiled(tex, sam, uv, tiles, count, 0);
        }
        return tex.Sample(sam, uv);
    }
};
StructuredBuffer<Material> Materials : register(t0);

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0, nointerpolation uint id : MATERIAL) : SV_Target
{
    Material m = Materials[id];
    return m.Sample(Linear, uv) + Materials[0].GetTexture().Load(int3(0, 0, 0));
}
"#;

#[test]
fn a_method_returning_a_bindless_texture_feeds_locals_and_other_methods() {
    valid("material", MATERIAL, BOTH);
    // No function returns or takes an image: GetTexture returns the element's index. (With
    // the optimizer off: at the default it is inlined and no function is left to look at.)
    let r = compile(
        MATERIAL,
        "material.hlsl",
        &CompileOptions {
            targets: vec![CompileTarget::SpirV],
            optimize: false,
            ..CompileOptions::default()
        },
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let spirv = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let words = spirv.words();
    let text = common::disassemble(&words);
    assert!(
        text.contains("%Material_GetTexture = OpFunction %int"),
        "{text}"
    );
}

#[test]
fn resource_locals_assigned_in_branches_loops_and_by_calls() {
    valid(
        "locals",
        r#"
Texture2D<float4> Single : register(t0);
Texture2D<float4> Arr[4] : register(t1);
RWStructuredBuffer<float4> Out : register(u5);
cbuffer Params : register(b6) { uint sel; uint count; };

Texture2D<float4> single() { return Single; }
Texture2D<float4> same(Texture2D<float4> t) { return t; }
Texture2D<float4> nth(uint i) { return Arr[i]; }
Texture2D<float4> next(uint i) { return nth(i + 1); }
float4 load(Texture2D<float4> t, int x) { return t.Load(int3(x, 0, 0)); }
float4 twice(Texture2D<float4> t) { Texture2D<float4> u = t; return load(u, 0) + load(same(t), 1); }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Texture2D<float4> t = Arr[0];
    if (sel > 0)
        t = Arr[sel];
    for (uint i = 0; i < count; i++)
        t = nth(i);
    Texture2D<float4> u;
    if (count == 3)
        u = Arr[1];
    else
        u = next(count);
    float4 r = load(t, 0) + u.Load(int3(1, 0, 0));
    r += twice(t) + twice(Arr[2]) + twice(single()) + twice(next(sel));
    r += same(same(Arr[3])).Load(int3(0, 0, 0));
    r += (sel != 0 ? Arr[1] : Arr[count]).Load(int3(0, 0, 0));
    r += (true ? Single : Arr[0]).Load(int3(0, 0, 0));
    Out[0] = r;
}
"#,
        BOTH,
    );
}

#[test]
fn storage_textures_and_buffers_come_back_from_functions() {
    let source = r#"
[[vk::image_format("rgba32f")]] RWTexture2D<float4> Images[2] : register(u6);
StructuredBuffer<float4> Buffers[3] : register(t0);
ByteAddressBuffer Raw[2] : register(t3);
cbuffer Params : register(b8) { uint which; };

RWTexture2D<float4> image(uint i) { return Images[i]; }
StructuredBuffer<float4> buffer(uint i) { return Buffers[i]; }
ByteAddressBuffer raw() { return Raw[1]; }

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    RWTexture2D<float4> img = image(which);
    StructuredBuffer<float4> b = buffer(which + 1);
    uint n, stride;
    b.GetDimensions(n, stride);
    img[id.xy] = b[id.x % n] * stride + asfloat(raw().Load(0));
}
"#;
    // WGSL: the buffer table is a binding array of structs wrapping each buffer's words.
    let r = valid("storage", source, BOTH);
    let wgsl = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::Wgsl)
        .expect("WGSL");
    assert!(
        wgsl.as_text().contains("binding_array<"),
        "{}",
        wgsl.as_text()
    );
}

/// The result ids of the access chains into the variable `name`, and whether each is
/// decorated `NonUniform`.
fn chains_into(words: &[u32], name: &str) -> Vec<(u32, bool)> {
    const OP_NAME: u32 = 5;
    const OP_DECORATE: u32 = 71;
    const OP_ACCESS_CHAIN: u32 = 65;
    const NON_UNIFORM: u32 = 5300;
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    let mut non_uniform: BTreeSet<u32> = BTreeSet::new();
    let mut chains = Vec::new();
    for (op, operands) in common::spirv_instructions(words) {
        match op {
            OP_NAME if !operands.is_empty() => {
                let bytes: Vec<u8> = operands[1..]
                    .iter()
                    .flat_map(|w| w.to_le_bytes())
                    .take_while(|b| *b != 0)
                    .collect();
                names.insert(operands[0], String::from_utf8_lossy(&bytes).into_owned());
            }
            OP_DECORATE if operands.get(1) == Some(&NON_UNIFORM) => {
                non_uniform.insert(operands[0]);
            }
            OP_ACCESS_CHAIN if operands.len() >= 3 => chains.push((operands[1], operands[2])),
            _ => {}
        }
    }
    chains
        .into_iter()
        .filter(|(_, base)| names.get(base).map(String::as_str) == Some(name))
        .map(|(id, _)| (id, non_uniform.contains(&id)))
        .collect()
}

#[test]
fn non_uniform_resource_index_survives_returns_parameters_and_locals() {
    let r = valid(
        "nonuniform",
        r#"
Texture2D<float4> Arr[] : register(t0, space1);
SamplerState Linear : register(s0);
struct Material
{
    uint slot;
    Texture2D<float4> Texture() { return Arr[NonUniformResourceIndex(slot)]; }
};
float4 fetch(Texture2D<float4> t, float2 uv) { return t.Sample(Linear, uv); }

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0, nointerpolation uint id : MATERIAL) : SV_Target
{
    Material m;
    m.slot = id;
    Texture2D<float4> t = m.Texture();
    Texture2D<float4> u;
    if (id > 4)
        u = Arr[NonUniformResourceIndex(id)];
    else
        u = m.Texture();
    return t.Sample(Linear, uv) + u.Sample(Linear, uv)
        + fetch(Arr[NonUniformResourceIndex(id + 1)], uv) + fetch(m.Texture(), uv);
}
"#,
        BOTH,
    );
    let spirv = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let chains = chains_into(&spirv.words(), "Arr");
    // Three accesses: through the returned index, through the variable local, in fetch.
    assert!(chains.len() >= 3, "{chains:?}");
    assert!(
        chains.iter().all(|(_, marked)| *marked),
        "every access chain into Arr is NonUniform: {chains:?}"
    );
}

#[test]
fn structs_holding_only_resources_are_locals_parameters_and_this() {
    valid(
        "structs",
        r#"
struct Pair
{
    SamplerState smpl;
    Texture2D tex;
    float4 fetch(float2 uv) { return tex.SampleLevel(smpl, uv, 0); }
};
struct Both { Pair color; Texture2D<float> depth; };
Texture2D Input : register(t0);
Texture2D Layers[4] : register(t1);
Texture2D<float> Depth : register(t5);
SamplerState Clamp : register(s6);
cbuffer Params : register(b7) { uint layer; };
[[vk::image_format("rgba32f")]] RWTexture2D<float4> Output : register(u8);

float4 one(Pair p, float2 uv) { return p.tex.SampleLevel(p.smpl, uv, 0.0) + p.fetch(uv); }
float4 two(Pair p, Pair q, float2 uv) { return one(p, uv) + one(q, uv * 2); }
float4 nested(Both b, float2 uv) { return one(b.color, uv) * b.depth.Load(int3(0, 0, 0)); }

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Pair p = { Clamp, Input };
    Pair q = { Clamp, Layers[layer] };
    Pair r = q;
    Both b = { p, Depth };
    Output[id.xy] = two(p, r, id.xy * 0.1) + p.tex.SampleLevel(p.smpl, float2(0, 0), 0)
        + nested(b, 0.5) + b.color.fetch(0.25) + q.fetch(0.1);
}
"#,
        BOTH,
    );
}

/// DXC splits a struct holding resources beside data (scalar replacement); so do we: locals,
/// `in` and `inout` parameters, `this`, nested structs, initializer lists, whole assignments,
/// bindless elements at run-time indices, and templates.
#[test]
fn structs_holding_resources_beside_data_are_split() {
    let result = valid(
        "mixed",
        r#"
struct Material
{
    Texture2D albedo;
    SamplerState smpl;
    float4 tint;
    float4 fetch(float2 uv) { return albedo.SampleLevel(smpl, uv, 0) * tint; }
    void fade(float by) { tint.a *= by; }
};
struct Layer { float weight; Material mat; Texture2D<float> mask; };
template <typename T> struct Tagged { T value; Texture2D tex; };
Texture2D Input : register(t0);
Texture2D Bindless[] : register(t1, space1);
Texture2D<float> Mask : register(t5);
SamplerState Clamp : register(s6);
cbuffer Params : register(b7) { uint layer; float4 tint; };
[[vk::image_format("rgba32f")]] RWTexture2D<float4> Output : register(u8);

float4 shade(Material m, float2 uv) { return m.fetch(uv) + m.tint; }
void dim(inout Material m) { m.fade(0.5); m.tint.rgb *= 0.25; }
float4 blend(Layer l, float2 uv) { return shade(l.mat, uv) * l.weight * l.mask.Load(int3(0, 0, 0)); }
float unwrap(Tagged<float> t) { return t.value * t.tex.Load(int3(0, 0, 0)).x; }

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Material m = { Input, Clamp, tint };
    Material b = { Bindless[NonUniformResourceIndex(layer + id.x)], Clamp, float4(1, 1, 1, 1) };
    dim(b);
    Layer l = { 0.5, m, Mask };
    l.weight += 0.25;
    Layer k;
    k = l;
    k.mat.tint = b.tint;
    Tagged<float> t = { 3.0, Input };
    Output[id.xy] = shade(m, id.xy * 0.1) + b.fetch(0.5) + blend(l, 0.25) + blend(k, 0.75)
        + unwrap(t);
}
"#,
        BOTH,
    );
    // The bindless element keeps its non-uniform index through `inout` and `this`.
    let spirv = result
        .blobs
        .iter()
        .find(|b| b.target == oneshader::CompileTarget::SpirV)
        .expect("SPIR-V");
    let dis = common::disassemble(&spirv.words());
    assert!(
        dis.contains("OpDecorate") && dis.contains("NonUniform"),
        "{dis}"
    );
}

#[test]
fn structs_of_resources_assigned_member_by_member() {
    // Members assigned one by one (nested structs whole or by member), then used, passed on and
    // sampled through a method: each member names the resource assigned last before the use.
    valid(
        "members",
        r#"
struct Pair
{
    SamplerState smpl;
    Texture2D tex;
    float4 fetch(float2 uv) { return tex.SampleLevel(smpl, uv, 0); }
};
struct Both { Pair color; Texture2D<float> depth; };
Texture2D Input : register(t0);
Texture2D Layers[4] : register(t1);
Texture2D<float> Depth : register(t5);
SamplerState Clamp : register(s6);
cbuffer Params : register(b7) { uint layer; };
[[vk::image_format("rgba32f")]] RWTexture2D<float4> Output : register(u8);

float4 one(Pair p, float2 uv) { return p.tex.SampleLevel(p.smpl, uv, 0.0) + p.fetch(uv); }

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Pair p;
    p.smpl = Clamp;
    p.tex = Layers[layer];
    float4 c = one(p, id.xy * 0.1);
    p.tex = Input;
    Both b;
    b.color = p;
    b.depth = Depth;
    b.color.smpl = Clamp;
    Output[id.xy] = c + one(b.color, 0.5) * b.depth.Load(int3(0, 0, 0)) + b.color.fetch(0.25);
}
"#,
        BOTH,
    );
    // Two globals meeting in a member assigned in a branch, or a member used before any
    // assignment: errors at the assignment and at the use, not invalid code.
    let r = build(
        "members_misuse",
        r#"
Texture2D Input : register(t0); Texture2D Other : register(t3);
SamplerState Clamp : register(s1);
RWStructuredBuffer<float4> Out : register(u2);
struct Pair { SamplerState smpl; Texture2D tex; };
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Pair p = { Clamp, Input };
    if (id.x > 0) { p.tex = Other; }
    Pair q;
    q.smpl = Clamp;
    Out[0] = q.tex.SampleLevel(q.smpl, 0.5, 0) + p.tex.Load(int3(0, 0, 0));
}
"#,
        &[CompileTarget::SpirV],
    );
    let found = |code: &str, line: u32, column: u32, text: &str| {
        common::has_diagnostic(&r, code, (line, column), text)
    };
    assert!(
        found(
            "OSH0401",
            11,
            29,
            "is given 'Other' here and 'Input' elsewhere, and is assigned inside a branch"
        ),
        "{:#?}",
        r.diagnostics
    );
    assert!(
        found(
            "OSH0401",
            14,
            14,
            "'q' in 'CSMain' is used before one is assigned"
        ),
        "{:#?}",
        r.diagnostics
    );
    assert_eq!(r.diagnostics.len(), 2, "{:#?}", r.diagnostics);
}

#[test]
fn deep_chains_and_cycles_are_errors_not_crashes() {
    // 80 functions, each returning the previous one's texture: deeper than the 64 followed.
    let mut source = String::from(
        "Texture2D<float4> A : register(t0);\nRWStructuredBuffer<float4> Out : register(u1);\nTexture2D<float4> f0() { return A; }\n",
    );
    for i in 1..80 {
        source.push_str(&format!(
            "Texture2D<float4> f{i}() {{ return f{}(); }}\n",
            i - 1
        ));
    }
    source.push_str(
        "[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain() { Out[0] = f79().Load(int3(0, 0, 0)); }\n",
    );
    let r = build("deep", &source, &[CompileTarget::SpirV]);
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.code.to_string() == "OSH0401" && d.message.contains("deeper than 64")),
        "{:?}",
        r.diagnostics
    );

    // Two locals assigned only from each other hold nothing.
    let r = build(
        "cycle",
        r#"
RWStructuredBuffer<float4> Out : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Texture2D<float4> t;
    Texture2D<float4> u;
    t = u;
    u = t;
    Out[0] = t.Load(int3(0, 0, 0));
}
"#,
        &[CompileTarget::SpirV],
    );
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.code.to_string() == "OSH0401" && d.message.contains("used before")),
        "{:?}",
        r.diagnostics
    );
}

/// A `ConstantBuffer<T>` (or an element of an array of them) is a `T` where one is expected,
/// as DXC converts it: assigned to a local, passed by value, returned. The array element is
/// SPIR-V only (WGSL has no buffer arrays).
#[test]
fn a_constant_buffer_converts_to_the_struct_it_holds() {
    let single = r#"
struct P { uint Count; float Scale; float2 Offset; float4 Tint; };
ConstantBuffer<P> CB : register(b0);
RWStructuredBuffer<float4> Out : register(u4);
float4 Use(P p, uint i) { return p.Tint * p.Scale + i + p.Count; }
P Current() { return CB; }
[shader("compute")] [numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    P copy = CB;
    Out[id.x] = Use(CB, id.x) + copy.Tint + Current().Offset.x;
}
"#;
    valid(
        "cb_copy",
        single,
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
    );
    let array = single
        .replace(
            "ConstantBuffer<P> CB : register(b0);",
            "ConstantBuffer<P> CB : register(b0);\nConstantBuffer<P> CBs[2] : register(b1);",
        )
        .replace("+ copy.Tint", "+ copy.Tint + Use(CBs[id.x & 1], 2)");
    valid("cb_array_copy", &array, &[CompileTarget::SpirV]);
    // Not a conversion to anything else: a ConstantBuffer<P> is no float4.
    let wrong = single.replace("P copy = CB;", "float4 copy = CB;");
    let r = build("cb_wrong", &wrong, &[CompileTarget::SpirV]);
    assert!(!r.success());
}

/// Structs of resources assigned inside branches and loops (whole, by member, nested): each
/// resource is an element of one array whose index lives in a variable, as for resource
/// locals; a non-uniform index stays non-uniform through it.
#[test]
fn structs_of_resources_assigned_in_branches_hold_index_variables() {
    let result = valid(
        "branches",
        r#"
struct Pair { Texture2D<float4> tex; SamplerState smp; };
struct Mat { Pair p; float4 tint; };
Texture2D<float4> Textures[3] : register(t0);
Texture2D<float4> Bindless[] : register(t0, space1);
SamplerState Samplers[2] : register(s4);
RWStructuredBuffer<float4> Out : register(u5);
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Pair a = { Textures[0], Samplers[0] };
    if (id.x == 1) { a.tex = Textures[1]; }
    else if (id.x == 2) { Pair c = { Textures[2], Samplers[1] }; a = c; }
    Pair b;
    b.smp = Samplers[1];
    for (uint i = 0; i < id.x; i++) { b.tex = Bindless[NonUniformResourceIndex(i + id.y)]; }
    Mat m = { a, float4(1, 1, 1, 1) };
    if (id.x == 3) m.p.tex = Textures[id.x - 1];
    Out[id.x] = a.tex.SampleLevel(a.smp, float2(0.5, 0.5), 0)
        + b.tex.SampleLevel(b.smp, float2(0, 0), 0) * m.p.tex.Load(int3(0, 0, 0)) * m.tint;
}
"#,
        BOTH,
    );
    let spirv = result
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let dis = common::disassemble(&spirv.words());
    assert!(dis.contains("NonUniform"), "{dis}");
    let wgsl = result
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::Wgsl)
        .expect("WGSL")
        .as_text();
    // The sample and the load read elements chosen at run time, not a fixed one.
    assert!(!wgsl.contains("textureLoad(Textures[0i]"), "{wgsl}");
    assert!(wgsl.contains("textureSampleLevel(Bindless["), "{wgsl}");
}

/// Functions returning structs of resources (DXC inlines them and resolves the members):
/// elements of resource arrays at run-time indices come back as indices, through nested calls,
/// nested structs, methods and `?:` with a constant condition, and `NonUniformResourceIndex`
/// stays on every access it reaches. (`corpus/cases/struct_returns.case` runs the shape without
/// arrays on the device.)
#[test]
fn structs_of_resources_come_back_from_functions() {
    let r = valid(
        "struct_returns",
        r#"
Texture2D<float4> Arr[] : register(t0, space1);
Texture2D<float4> Fixed[4] : register(t0);
Texture2D<float4> Single : register(t4);
SamplerState Linear : register(s5);
struct Surface { Texture2D<float4> color; SamplerState smpl; };
struct Layer { Surface top; Texture2D<float4> mask; };
struct Material
{
    uint slot;
    Surface Get() { Surface s = { Arr[NonUniformResourceIndex(slot)], Linear }; return s; }
};
Surface fixed_at(uint i) { Surface s; s.smpl = Linear; s.color = Fixed[i & 3]; return s; }
Surface again(uint i) { return fixed_at(i + 1); }
Layer layer(uint i, Material m) { Layer l = { m.Get(), Fixed[i] }; return l; }
Surface pick(uint i) { return true ? again(i) : fixed_at(i); }
float4 fetch(Surface s, float2 uv) { return s.color.Sample(s.smpl, uv); }

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0, nointerpolation uint id : MATERIAL) : SV_Target
{
    Material m;
    m.slot = id;
    Surface a = m.Get();
    Layer l = layer(id & 1, m);
    Surface b;
    b = pick(id);
    return fetch(a, uv) + fetch(l.top, uv) * l.mask.Sample(Linear, uv)
        + fetch(b, uv) + again(2).color.Sample(Linear, uv) + fetch(fixed_at(id), uv);
}
"#,
        BOTH,
    );
    let spirv = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let chains = chains_into(&spirv.words(), "Arr");
    assert!(chains.len() >= 2, "{chains:?}");
    assert!(
        chains.iter().all(|(_, marked)| *marked),
        "every access chain into Arr is NonUniform: {chains:?}"
    );
    // Without optimization the functions stay: each returns its indices as an int array.
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        optimize: false,
        ..CompileOptions::default()
    };
    let src = r#"
Texture2D<float4> Fixed[4] : register(t0);
Texture2D<float4> Single : register(t4);
SamplerState Linear : register(s5);
RWStructuredBuffer<float4> Out : register(u1);
struct Pair { Texture2D<float4> a; Texture2D<float4> b; SamplerState s; };
Pair make(uint i) { Pair p = { Fixed[i], Single, Linear }; return p; }
Pair twice(uint i) { Pair p; p.a = Fixed[i]; p.b = make(i + 1).a; p.s = Linear; return p; }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Pair p = twice(id.x);
    Out[id.x] = p.a.Load(int3(0, 0, 0)) + p.b.Load(int3(0, 0, 0)) + make(2).b.SampleLevel(p.s, 0.5, 0);
}"#;
    let r = compile(src, "unoptimized.hlsl", &options);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let words = r.blobs[0].words();
    common::spirv_val(&words, "unoptimized").unwrap_or_else(|e| panic!("spirv-val: {e}"));
    const OP_FUNCTION: u32 = 54;
    const OP_TYPE_ARRAY: u32 = 28;
    let arrays: BTreeSet<u32> = common::spirv_instructions(&words)
        .into_iter()
        .filter(|(op, _)| *op == OP_TYPE_ARRAY)
        .map(|(_, o)| o[0])
        .collect();
    let returning_arrays = common::spirv_instructions(&words)
        .into_iter()
        .filter(|(op, o)| *op == OP_FUNCTION && arrays.contains(&o[0]))
        .count();
    // `make` returns Fixed's index (Single and Linear are no values), `twice` two indices.
    assert_eq!(returning_arrays, 2, "functions returning int arrays");
}

/// What cannot be resolved at compile time is an error at the `return` that breaks the rule,
/// never invalid code.
#[test]
fn struct_returns_that_name_two_globals_are_errors() {
    let r = build(
        "struct_returns_misuse",
        r#"
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t1);
SamplerState S : register(s3);
RWStructuredBuffer<float4> Out : register(u4);
struct Pair { Texture2D<float4> t; SamplerState s; };
Pair either(uint i) {
    Pair p = { A, S };
    if (i > 0) return p;
    Pair q = { B, S };
    return q;
}
Pair half_made() { Pair p; p.s = S; return p; }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Out[0] = either(id.x).t.Load(int3(0, 0, 0)) + half_made().t.Load(int3(0, 0, 0));
}"#,
        &[CompileTarget::SpirV],
    );
    assert!(!r.success());
    let found = |line: u32, column: u32, text: &str| {
        common::has_diagnostic(&r, "OSH0401", (line, column), text)
    };
    assert!(
        found(
            11,
            12,
            "'either' returns a struct whose resource is 'B' here and 'A' elsewhere"
        ),
        "{:#?}",
        r.diagnostics
    );
    assert!(
        found(
            13,
            44,
            "'half_made' returns a struct one of whose resources is never assigned"
        ),
        "{:#?}",
        r.diagnostics
    );
    // Each said once, and nothing about the lowering of those returns.
    let errors = r.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, 2, "{:#?}", r.diagnostics);
}

/// `out` and `inout` structs of resources (DXC inlines the callee and resolves the members):
/// the callee assigns members, passes the struct on to another such call, and hands back array
/// elements at run-time indices through `int` pointers; the caller's struct names them after
/// the call, `NonUniformResourceIndex` included. A method of a struct of resources that assigns
/// no member stays an ordinary call.
#[test]
fn out_and_inout_structs_of_resources_hand_their_resources_back() {
    let r = valid(
        "out_structs",
        r#"
Texture2D<float4> Arr[] : register(t0, space1);
Texture2D<float4> Fixed[4] : register(t0);
Texture2D<float4> Single : register(t4);
SamplerState Linear : register(s5);
struct Surface
{
    Texture2D<float4> color;
    SamplerState smpl;
    float4 fetch(float2 uv) { return color.Sample(smpl, uv); }
};
void pick(uint slot, out Surface s) { s.smpl = Linear; s.color = Arr[NonUniformResourceIndex(slot)]; }
void fixed_at(uint i, out Surface s) { s.color = Fixed[i & 3]; s.smpl = Linear; }
void forward(uint i, out Surface s) { fixed_at(i + 1, s); }
void retarget(uint i, inout Surface s) { if (i > 2) { s.color = Fixed[i]; } }
void keep(inout Surface s) { s.smpl = Linear; }

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0, nointerpolation uint id : MATERIAL) : SV_Target
{
    Surface a;
    pick(id, a);
    Surface b;
    forward(id, b);
    Surface c = { Fixed[0], Linear };
    retarget(id, c);
    Surface d = { Single, Linear };
    keep(d);
    return a.fetch(uv) + b.fetch(uv) + c.color.Sample(c.smpl, uv) + d.fetch(uv);
}
"#,
        BOTH,
    );
    let spirv = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let chains = chains_into(&spirv.words(), "Arr");
    assert!(!chains.is_empty(), "an access into Arr");
    assert!(
        chains.iter().all(|(_, marked)| *marked),
        "every access chain into Arr is NonUniform: {chains:?}"
    );
    // Unoptimized, `fixed_at` and `forward` take an `int` pointer for the index they hand back.
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        optimize: false,
        ..CompileOptions::default()
    };
    let src = r#"
Texture2D<float4> Fixed[4] : register(t0);
SamplerState Linear : register(s5);
RWStructuredBuffer<float4> Out : register(u1);
struct Surface { Texture2D<float4> color; SamplerState smpl; };
void fixed_at(uint i, out Surface s) { s.color = Fixed[i & 3]; s.smpl = Linear; }
void forward(uint i, out Surface s) { fixed_at(i + 1, s); }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Surface s;
    forward(id.x, s);
    Out[id.x] = s.color.Load(int3(0, 0, 0));
}"#;
    let r = compile(src, "unoptimized_out.hlsl", &options);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let words = r.blobs[0].words();
    common::spirv_val(&words, "unoptimized_out").unwrap_or_else(|e| panic!("spirv-val: {e}"));
    const OP_FUNCTION_PARAMETER: u32 = 55;
    const OP_TYPE_POINTER: u32 = 32;
    const FUNCTION_STORAGE: u32 = 7;
    let pointers: BTreeSet<u32> = common::spirv_instructions(&words)
        .into_iter()
        .filter(|(op, o)| *op == OP_TYPE_POINTER && o[1] == FUNCTION_STORAGE)
        .map(|(_, o)| o[0])
        .collect();
    let pointer_params = common::spirv_instructions(&words)
        .into_iter()
        .filter(|(op, o)| *op == OP_FUNCTION_PARAMETER && pointers.contains(&o[0]))
        .count();
    assert_eq!(
        pointer_params, 2,
        "one index pointer each for fixed_at and forward"
    );
}

/// An `out` struct of resources the callee does not fill, or fills from two globals, is an
/// error where it happens, never invalid code.
#[test]
fn out_structs_of_resources_that_cannot_be_resolved_are_errors() {
    let r = build(
        "out_structs_misuse",
        r#"
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t1);
SamplerState S : register(s3);
RWStructuredBuffer<float4> Out : register(u4);
struct Pair { Texture2D<float4> t; SamplerState s; };
void half_made(out Pair p) { p.s = S; }
void either(uint i, out Pair p) {
    p.s = S;
    p.t = A;
    if (i > 0) { p.t = B; }
}
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Pair a; half_made(a);
    Pair b; either(id.x, b);
    Out[0] = a.t.Load(int3(0, 0, 0)) + b.t.Load(int3(0, 0, 0));
}"#,
        &[CompileTarget::SpirV],
    );
    assert!(!r.success());
    let found = |line: u32, column: u32, text: &str| {
        common::has_diagnostic(&r, "OSH0401", (line, column), text)
    };
    assert!(
        found(
            7,
            6,
            "'half_made' leaves a resource of its parameter 'p' unassigned"
        ),
        "{:#?}",
        r.diagnostics
    );
    assert!(
        found(
            11,
            24,
            "A resource of the struct 'p' in 'either' is given 'B' here and 'A' elsewhere"
        ),
        "{:#?}",
        r.diagnostics
    );
    // Each said once; the caller's uses of `a` and `b` add nothing.
    let errors = r.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, 2, "{:#?}", r.diagnostics);
    // A `return` before the struct's last assignment hands back another resource: an error
    // there, not the wrong texture.
    let r = build(
        "early_return",
        r#"
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t1);
SamplerState S : register(s3);
RWStructuredBuffer<float4> Out : register(u4);
struct Pair { Texture2D<float4> t; SamplerState s; };
Pair early(uint i) { Pair p = { A, S }; if (i > 0) return p; p.t = B; return p; }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Out[0] = early(id.x).t.Load(int3(0, 0, 0));
}"#,
        &[CompileTarget::SpirV],
    );
    assert!(
        common::has_diagnostic(
            &r,
            "OSH0401",
            (7, 59),
            "'early' returns here a struct whose resources are not the ones the function returns"
        ),
        "{:#?}",
        r.diagnostics
    );
}

/// Structs holding resources beside data come back from functions (the resource half
/// returned, the data half through a trailing `out` parameter) and fill `out` parameters, with
/// bindless elements, nesting and `NonUniformResourceIndex`; a data member read straight from
/// the call is the call, then the data it handed back.
#[test]
fn mixed_structs_come_back_from_functions_and_out_parameters() {
    let r = valid(
        "mixed_returns",
        r#"
Texture2D Bindless[] : register(t1, space1);
Texture2D Input : register(t0);
SamplerState Clamp : register(s6);
struct Material { Texture2D albedo; SamplerState smpl; float4 tint; };
struct Layer { float weight; Material mat; };
Material load(uint slot, float4 tint)
{
    Material m;
    m.albedo = Bindless[NonUniformResourceIndex(slot)];
    m.smpl = Clamp;
    m.tint = tint;
    return m;
}
Layer layer(uint slot) { Layer l; l.weight = 0.5; l.mat = load(slot, float4(1, 0, 0, 1)); return l; }
void fill(out Material m, float k) { m.tint = float4(k, k, k, 1); m.smpl = Clamp; m.albedo = Input; }
float4 shade(Material m, float2 uv) { return m.albedo.Sample(m.smpl, uv) * m.tint; }

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0, nointerpolation uint id : MATERIAL) : SV_Target
{
    Material a = load(id, float4(1, 1, 1, 1));
    Layer l = layer(id + 1);
    Material f;
    fill(f, 0.5);
    return shade(a, uv) + shade(l.mat, uv) * l.weight + shade(f, uv)
        + shade(load(2, float4(0.5, 0.5, 0.5, 1)), uv) + load(3, a.tint).albedo.Sample(Clamp, uv);
}
"#,
        BOTH,
    );
    let spirv = r
        .blobs
        .iter()
        .find(|b| b.target == CompileTarget::SpirV)
        .expect("SPIR-V");
    let chains = chains_into(&spirv.words(), "Bindless");
    assert!(
        !chains.is_empty() && chains.iter().all(|(_, marked)| *marked),
        "{chains:?}"
    );
    // A data member straight from the call: the call runs, then its handed-back data is read.
    let r = valid(
        "mixed_member_of_call",
        r#"
struct Material { Texture2D albedo; float4 tint; };
Texture2D Input : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
Material make() { Material m = { Input, float4(1, 2, 3, 4) }; return m; }
[shader("compute")] [numthreads(1, 1, 1)] void main() { Out[0] = make().tint; }"#,
        BOTH,
    );
    let wgsl = r.find("main", CompileTarget::Wgsl).expect("WGSL");
    assert!(
        wgsl.as_text().contains("vec4<f32>(1.0f, 2.0f, 3.0f, 4.0f)"),
        "{}",
        wgsl.as_text()
    );
}

/// Arrays of structs of resources, as DXC's legalization takes them: a local array filled by
/// an initializer list (one resource after another) and element by element, a struct holding
/// such an array passed to a function that indexes it with constants, and a global of that
/// struct (flattened to one binding per resource). Valid SPIR-V and WGSL, and each access names
/// the global the element holds.
#[test]
fn arrays_of_structs_of_resources_resolve_element_by_element() {
    let source = r#"
struct Tex { Texture2D<float4> t; SamplerState s; };
struct Layered { Tex layers[2]; };
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t1);
SamplerState S : register(s2);
[[vk::binding(10)]] Layered G;
float4 Second(Layered l, float2 uv) { return l.layers[1].t.Sample(l.layers[1].s, uv); }
[shader("pixel")]
float4 main(float2 uv : UV) : SV_Target {
    Tex pair[2] = { A, S, B, S };
    Layered l;
    l.layers[0] = pair[1];
    l.layers[1].t = pair[0].t;
    l.layers[1].s = S;
    return Second(l, uv) + pair[1].t.Sample(pair[0].s, uv) + Second(G, uv);
}
"#;
    let r = valid("struct_arrays", source, BOTH);
    let words = r.find("main", CompileTarget::SpirV).expect("spirv").words();
    let bindings = common::spirv_bindings(&words);
    // Second(l) samples A (pair[0].t); pair[1].t is B; Second(G) reads G.layers[1].
    for name in ["A", "B", "S", "G.layers[1].t", "G.layers[1].s"] {
        assert!(bindings.contains_key(name), "{name}: {bindings:?}");
    }
    assert_eq!(bindings["G.layers[1].t"], (0, 12));
    assert!(!bindings.contains_key("G.layers[0].t"), "{bindings:?}");
}
