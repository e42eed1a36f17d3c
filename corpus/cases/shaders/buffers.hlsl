// Structured and byte-address buffers: a struct read whole and written back changed, and the
// Load/Load2/Load3/Load4 and Store/Store2/Store3/Store4 forms at computed byte offsets.

struct Item
{
    float3 Position;   // offset 0
    uint Id;           // 12
    float2 Uv;         // 16
    int Delta;         // 24
    float Scale;       // 28; 32 bytes in all
};

[[vk::binding(0, 0)]] StructuredBuffer<Item> Items : register(t0);
[[vk::binding(1, 0)]] ByteAddressBuffer Raw : register(t1);
[[vk::binding(2, 0)]] RWStructuredBuffer<Item> OutItems : register(u2);
[[vk::binding(3, 0)]] RWByteAddressBuffer OutRaw : register(u3);

[shader("compute")]
[numthreads(4, 1, 1)]
void CSMain(uint t : SV_DispatchThreadID)
{
    Item it = Items[t];
    uint4 words = Raw.Load4(t * 16);
    Item o;
    o.Position = it.Position * it.Scale;
    o.Id = it.Id + words.x;
    o.Uv = it.Uv.yx;
    o.Delta = it.Delta * -2;
    o.Scale = it.Scale + float(Raw.Load(t * 16 + 4));
    OutItems[t] = o;

    OutRaw.Store4(t * 16, words.wzyx);
    OutRaw.Store2(64 + t * 8, uint2(it.Id, asuint(it.Scale)));
    OutRaw.Store3(96 + t * 12, Raw.Load3(t * 16 + 4) + t);
    OutRaw.Store(144 + t * 4, Raw.Load2(t * 16 + 8).y * 2);
    uint count, stride;
    Items.GetDimensions(count, stride);
    if (t == 0)
        OutRaw.Store2(160, uint2(count, stride));
}
