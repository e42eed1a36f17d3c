// Resources as values without resource arrays, so that it runs on devices without binding
// arrays: a struct method returns a texture, a local holds it and another method queries and
// samples it; a function returning its parameter is one copy per texture it is called with; a
// local assigned in both branches and a struct of a sampler and a texture passed to a function,
// and such a struct assigned member by member.
// Albedo is 2x1 with texels (1, 2, 3, 4), (5, 6, 7, 8); Detail (10, 20, 30, 40), (50, 60, 70, 80).

[[vk::binding(0, 0)]] Texture2D<float4> Albedo : register(t0);
[[vk::binding(1, 0)]] Texture2D<float4> Detail : register(t1);
[[vk::binding(2, 0)]] SamplerState Point : register(s2);
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Out : register(u3);

struct Material {
    float scale;

    Texture2D<float4> Texture() { return Albedo; }

    // The texel at x, scaled, plus the texture's size.
    float4 Shade(in Texture2D<float4> tex, in SamplerState s, float x) {
        uint w, h;
        tex.GetDimensions(w, h);
        return tex.SampleLevel(s, float2((x + 0.5) / w, 0.5), 0) * scale + float4(w, h, 0, 0);
    }

    float4 Evaluate(float x) {
        Texture2D<float4> tex = Texture();
        return Shade(tex, Point, x);
    }
};

Texture2D<float4> Same(Texture2D<float4> t) { return t; }

struct Pair {
    SamplerState s;
    Texture2D<float4> t;
};

float4 SamplePair(Pair p, float x) { return p.t.SampleLevel(p.s, float2((x + 0.5) / 2, 0.5), 0); }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Material m;
    m.scale = 2;
    Out[0] = m.Evaluate(1);
    Out[1] = Same(Albedo).Load(int3(0, 0, 0)) + Same(Detail).Load(int3(1, 0, 0));
    Texture2D<float4> t;
    if (m.scale > 1) {
        t = Detail;
    } else {
        t = Detail;
    }
    Pair p = { Point, t };
    Out[2] = SamplePair(p, 0);
    Pair q;
    q.s = Point;
    q.t = Albedo;
    Out[3] = SamplePair(q, 1) + q.t.Load(int3(0, 0, 0));
}
