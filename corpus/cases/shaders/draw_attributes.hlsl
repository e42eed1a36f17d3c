// Vertex formats and varyings. VSFormats/PSFormats read unorm8x4, uint8x4, sint32 and float32x3
// attributes and pass them on; VSVaryings/PSVaryings pass several flat (nointerpolation)
// integer varyings next to an interpolated float, into an rgba32uint target.

struct FormatVertex
{
    float2 Position : POSITION;
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
    [[oneshader::format("uint8x4")]] uint4 Bytes : BLENDINDICES0;
    int Signed : TEXCOORD0;
    float3 Extra : TEXCOORD1;
};

struct FormatVaryings
{
    float4 Position : SV_Position;
    float4 Color : COLOR0;
    nointerpolation uint4 Bytes : BLENDINDICES0;
    nointerpolation int Signed : TEXCOORD0;
    float3 Extra : TEXCOORD1;
};

[shader("vertex")]
FormatVaryings VSFormats(FormatVertex v)
{
    FormatVaryings o;
    o.Position = float4(v.Position, 0.0, 1.0);
    o.Color = v.Color;
    o.Bytes = v.Bytes;
    o.Signed = v.Signed;
    o.Extra = v.Extra;
    return o;
}

[shader("pixel")]
float4 PSFormats(FormatVaryings i) : SV_Target
{
    return float4(i.Color.r + i.Color.g * 10.0,
                  float(i.Bytes.x + i.Bytes.y * 256 + i.Bytes.z * 65536) + float(i.Bytes.w) / 1000.0,
                  float(i.Signed),
                  i.Extra.x + i.Extra.y * 10.0 + i.Extra.z * 100.0);
}

struct VaryingsOut
{
    float4 Position : SV_Position;
    nointerpolation uint Triangle : TRIANGLE;
    nointerpolation int2 Signs : SIGNS;
    float Ramp : RAMP;
    nointerpolation uint3 Ids : IDS;
};

[shader("vertex")]
VaryingsOut VSVaryings(float2 position : POSITION, uint vertexId : SV_VertexID)
{
    VaryingsOut o;
    o.Position = float4(position, 0.0, 1.0);
    o.Triangle = vertexId / 3;
    o.Signs = int2(-int(o.Triangle) - 1, int(o.Triangle) * 10);
    o.Ramp = (position.x + 1.0) * 40.0;   // 10, 30, 50, 70 at the pixel centres of a 4-wide target
    o.Ids = uint3(vertexId, vertexId * 2, 0xABCD0000u + o.Triangle);
    return o;
}

[shader("pixel")]
uint4 PSVaryings(VaryingsOut i) : SV_Target
{
    return uint4(i.Triangle, asuint(i.Signs.x), uint(i.Signs.y) * 1000 + uint(i.Ramp + 0.5),
                 i.Ids.x + i.Ids.y * 100 + (i.Ids.z & 0xFFFF0000u));
}
