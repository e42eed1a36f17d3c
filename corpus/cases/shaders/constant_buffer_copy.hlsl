// glslang: none (its HLSL front end cannot return a ConstantBuffer<T> as T)
// A ConstantBuffer<T> read as the T it holds: copied into a local, passed by value to a
// function taking T (as FidelityFX's parallel sort passes its constants), and returned.
struct Params
{
    uint Count;
    float Scale;
    float2 Offset;
    float4 Tint;
};

[[vk::binding(0, 0)]] ConstantBuffer<Params> Settings : register(b0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float4> Out : register(u0);

float4 Apply(Params p, uint i)
{
    return p.Tint * p.Scale + float4(p.Offset, i, p.Count);
}

Params Current() { return Settings; }

[shader("compute")]
[numthreads(4, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Params local = Settings;
    local.Scale += 1;
    Out[id.x] = Apply(Settings, id.x) + Apply(local, 0) + Current().Tint;
}
