// glslang: none (glslang writes an OpPhi of images for the texture local assigned in a branch, which spirv-val rejects)
// Resources as values, the way bindless material code passes them around: a struct method
// returns a texture taken from a texture array at an index held in a member, a local holds it
// and hands it to other functions that query and sample it; a local assigned in a branch
// holds an array element chosen at run time; a free function passes its texture parameter on.
// Texture i of Layers is 2x1 texels; texel (x, 0) is (10 * (i + 1) + x, i, x, 1).

[[vk::binding(0, 0)]] Texture2D<float4> Layers[3] : register(t0);
[[vk::binding(1, 0)]] SamplerState Point : register(s0);
// A binding array shares its group with no uniform buffer (wgpu), so Params has its own.
[[vk::binding(0, 1)]] cbuffer Params : register(b0, space1) {
    uint4 slots;  // (material slot, branch slot, unused, unused)
};
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Out : register(u0);

struct Material {
    uint slot;
    float scale;

    Texture2D<float4> Texture() { return Layers[slot]; }

    // The texture's width times 100 plus the texel at x, scaled.
    float4 Shade(in Texture2D<float4> tex, in SamplerState s, float x) {
        uint w, h;
        tex.GetDimensions(w, h);
        float4 texel = tex.SampleLevel(s, float2((x + 0.5) / w, 0.5), 0);
        return texel * scale + float4(w * 100, h * 100, 0, 0);
    }

    float4 Evaluate(float x) {
        Texture2D<float4> tex = Texture();
        return Shade(tex, Point, x);
    }
};

// Passes its parameter on: the callee gets the same array element.
float4 LoadTexel(Texture2D<float4> tex, int x) { return tex.Load(int3(x, 0, 0)); }
float4 Forward(Texture2D<float4> tex, int x) { return LoadTexel(tex, x) + 1; }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Material m;
    m.slot = slots.x;
    m.scale = 2;
    Out[0] = m.Evaluate(1);
    Out[1] = Forward(m.Texture(), 0);

    Texture2D<float4> chosen;
    if (slots.y > 0) {
        chosen = Layers[slots.y];
    } else {
        chosen = Layers[0];
    }
    Out[2] = Forward(chosen, 1);
    Out[3] = chosen.Load(int3(0, 0, 0));
}
