// y = x * Scale + Offset for the first Count elements; Offset is a specialization constant.
// Run by examples/wgpu_compute.rs and tests/wgpu_compute.rs.
cbuffer Params : register(b0) { float Scale; uint Count; };
StructuredBuffer<float> Input : register(t1);
RWStructuredBuffer<float> Output : register(u2);
[[vk::constant_id(0)]] const float Offset = 0.5;

[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Count)
        return;
    Output[id.x] = Input[id.x] * Scale + Offset;
}
