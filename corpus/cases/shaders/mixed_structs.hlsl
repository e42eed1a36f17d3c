// glslang: none (glslang's HLSL front end writes an OpPhi of samplers for a struct of resources assigned in a loop, which spirv-val rejects)
// Structs that hold resources beside data, as engines write materials: a method samples through
// its own texture and sampler and scales by its own data, another one changes the data through
// `this`; a function takes the struct by value, another by `inout`; a struct nests one, is
// assigned whole and member by member, and a copy does not see later changes to the original;
// one is assigned inside a loop.
// Albedo is 2x1 with texels (1, 2, 3, 4), (5, 6, 7, 8); Detail (10, 20, 30, 40), (50, 60, 70, 80).

[[vk::binding(0, 0)]] Texture2D<float4> Albedo : register(t0);
[[vk::binding(1, 0)]] Texture2D<float4> Detail : register(t1);
[[vk::binding(2, 0)]] SamplerState Point : register(s2);
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Out : register(u3);

struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 tint;
    float scale;

    float4 Texel(float x) {
        return albedo.SampleLevel(smp, float2((x + 0.5) / 2, 0.5), 0) * tint * scale;
    }
    void Brighten(float by) { scale += by; }
};

struct Layer {
    Material mat;
    Texture2D<float4> mask;
    float weight;
};

float4 Shade(Material m, float x) { return m.Texel(x); }

void Double(inout Material m) {
    m.scale *= 2;
    m.tint.w = 0;
}

// Returned whole: its data members are read straight from the call (`WithTint(t).tint`).
Material WithTint(float4 t) {
    Material r = { Detail, Point, t, 3 };
    return r;
}

float4 Blend(Layer l, int x) { return Shade(l.mat, x) * l.weight + l.mask.Load(int3(x, 0, 0)); }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Material m = { Albedo, Point, float4(1, 1, 1, 1), 1 };
    Out[0] = Shade(m, 1);
    m.Brighten(2);
    Double(m);
    Out[1] = m.Texel(0);
    Layer l;
    l.mat = m;
    l.mat.albedo = Detail;
    l.mask = Albedo;
    l.weight = 0.5;
    m.scale = 100;
    Out[2] = Blend(l, 1);
    Material n = m;
    n.tint = float4(0.5, 0.5, 0.5, 0.5);
    Out[3] = n.Texel(0) + m.tint;
    // Assigned whole and by member in a loop: the resources through index variables (of one
    // global each here), the data as any variable.
    Material pick = n;
    for (int i = 0; i < 3; i++) {
        if (i == 1) {
            pick = m;
            pick.scale = i + 1;
        }
    }
    Out[4] = pick.Texel(1);
    Out[5] = WithTint(float4(1, 2, 3, 4)).tint * WithTint(float4(0, 0, 0, 1)).scale
        + WithTint(float4(1, 1, 1, 1)).albedo.Load(int3(0, 0, 0));
}
