// -fvk-use-dx-layout: a constant buffer packed as FXC packs it (no tail padding after an array,
// a struct or a matrix, so the next member moves into the last row) and a structured buffer of
// float3 with a 12-byte stride, read back member by member.
struct Inner {
    float3 v;
};

[[vk::binding(0, 0)]] cbuffer Params {
    float a[2];         // 0, 16 (ends at 20)
    float b;            // 20
    float3 c;           // 32 (24 would straddle)
    Inner s;            // 48 (12 bytes)
    float d;            // 60
    float2x3 m;         // 64: three columns 16 bytes apart, ends at 104
    float e;            // 104
};

[[vk::binding(1, 0)]] StructuredBuffer<float3> Points;
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Out;

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Out[0] = a[0];
    Out[1] = a[1];
    Out[2] = b;
    Out[3] = c.x; Out[4] = c.y; Out[5] = c.z;
    Out[6] = s.v.x; Out[7] = s.v.y; Out[8] = s.v.z;
    Out[9] = d;
    Out[10] = m[0].x; Out[11] = m[0].y; Out[12] = m[0].z;
    Out[13] = m[1].x; Out[14] = m[1].y; Out[15] = m[1].z;
    Out[16] = e;
    float3 p = Points[1];
    Out[17] = p.x; Out[18] = p.y; Out[19] = p.z;
    Out[20] = Points[2].z;
}
