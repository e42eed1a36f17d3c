// SV_Position as DXC's position options change it: a triangle over the lower half of clip space
// (clip w = 4) whose pixel shader writes SV_Position.w / 8 to red. -fvk-invert-y mirrors the
// triangle to the upper half; -fvk-use-dx-position-w makes the pixel shader read w = 4 (0.5
// red) instead of Vulkan's 1/w (0.03).
struct VSOut
{
    float4 Position : SV_Position;
};

[shader("vertex")]
VSOut VSMain(float2 p : POSITION)
{
    VSOut o;
    o.Position = float4(p, 0.5, 1.0) * 4.0;
    return o;
}

[shader("pixel")]
float4 PSMain(float4 position : SV_Position) : SV_Target
{
    return float4(position.w / 8.0, 0.0, 0.0, 1.0);
}
