// Global structs of resources, flattened as DXC does: one resource per member, named by its
// path, at consecutive bindings from the struct's own; a member function sampling through
// `this`; an element of an array of such structs passed to a function and copied to a local;
// arrays of such structs as locals and members, element by element.
// The textures' texels are in struct_globals.case.
// glslang: none (it flattens the structs too but keeps the copy to a local as a UniformConstant struct of an image and a sampler, which is not valid SPIR-V)

struct Tex {
    Texture2D<float4> t;
    SamplerState s;
    float4 At(float x) { return t.SampleLevel(s, float2((x + 0.5) / 2, 0.5), 0); }
};

// A struct holding an array of such structs, as a global and as a local and a parameter.
struct Layered {
    Tex layers[2];
};

struct Material {
    Tex albedo;
    Texture2D<float4> detail;
};

[[vk::binding(0, 0)]] Material Mat;
[[vk::binding(3, 0)]] Tex Pairs[2];
[[vk::binding(7, 0)]] RWStructuredBuffer<float4> Out;

[[vk::binding(8, 0)]] Layered Lay;

float4 Fetch(Tex x, float u) { return x.At(u); }
float4 SecondLayer(Layered l, float u) { return l.layers[1].At(u); }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Out[0] = Mat.albedo.At(1);
    Out[1] = Fetch(Pairs[1], 0) + Mat.detail.Load(int3(1, 0, 0));
    Tex local = Pairs[0];
    Out[2] = local.t.SampleLevel(Mat.albedo.s, float2(0.25, 0.5), 0);
    Out[3] = Mat.detail.SampleLevel(Pairs[1].s, float2(0.75, 0.5), 0) + Pairs[0].At(1);
    Tex arr[2];
    arr[0] = Pairs[1];
    arr[1].t = Mat.detail;
    arr[1].s = Pairs[0].s;
    Layered lay;
    lay.layers[0] = Pairs[0];
    lay.layers[1] = arr[0];
    Out[4] = SecondLayer(lay, 1);
    Out[5] = arr[1].t.SampleLevel(arr[1].s, float2(0.25, 0.5), 0);
    Out[6] = SecondLayer(Lay, 0) + Lay.layers[0].At(1);
}
