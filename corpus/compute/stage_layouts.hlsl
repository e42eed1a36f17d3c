// Reads every kind of buffer layout a renderer meets and writes what it read to a byte-address
// buffer, so a test can compare the bytes with the layout reflection promises: a cbuffer placed
// with packoffset, a ConstantBuffer<T> with nested structs and arrays, a structured buffer of an
// awkward struct (std430-style rules), row-major and column-major matrices, and raw loads.

cbuffer PackedParams : register(b0)
{
    // Offsets must grow in declaration order (DXC rejects a packoffset below the previous
    // member's end); gaps are allowed.
    float3 PackedOrigin : packoffset(c0);
    float PackedScale : packoffset(c0.w);
    float PackedBias : packoffset(c1.x);
    float2 PackedUvScale : packoffset(c1.z);      // the last two components of row 1; c1.y is empty
    uint4 PackedMasks : packoffset(c3);           // row 2 left empty on purpose
    float4x4 PackedMatrix : packoffset(c4);
};

struct LayoutInner
{
    float2 Pair;
    float Single;        // shares the row with Pair
    float3 Triple;       // cannot cross a row: starts the next one
};

struct LayoutBlock
{
    float Scalars[3];            // one row per element in a constant buffer
    LayoutInner Inner;           // a struct starts a new row
    float3 AfterStruct;
    uint Flags;                  // fills AfterStruct's row
    row_major float2x3 RowMajor; // two rows of float3
    float2x3 ColumnMajor;        // three columns of float2
    float Tail;
};

ConstantBuffer<LayoutBlock> Block : register(b1);

struct AwkwardElement
{
    float3 Position;    // 12 bytes
    float Radius;       // offset 12
    float2 Extent;      // offset 16
    float3 Normal;      // offset 32: a float3 aligns to 16 in structured buffers
    uint Id;            // offset 44
    float4x3 Transform; // column-major: three columns of float4, offset 48
    float Weights[2];   // arrays of scalars are tightly packed here (stride 4)
};

StructuredBuffer<AwkwardElement> Elements : register(t2);
ByteAddressBuffer RawInput : register(t3);
RWByteAddressBuffer LayoutResults : register(u4);

void StoreFloat4(uint offset, float4 v)
{
    LayoutResults.Store4(offset, asuint(v));
}

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    // 0: the packoffset cbuffer.
    StoreFloat4(0, float4(PackedOrigin, PackedScale));
    StoreFloat4(16, float4(PackedUvScale, PackedBias, 0.0));
    LayoutResults.Store4(32, PackedMasks);
    StoreFloat4(48, PackedMatrix[1]);

    // 64: the ConstantBuffer<T>.
    StoreFloat4(64, float4(Block.Scalars[0], Block.Scalars[1], Block.Scalars[2], Block.Tail));
    StoreFloat4(80, float4(Block.Inner.Pair, Block.Inner.Single, asfloat(Block.Flags)));
    StoreFloat4(96, float4(Block.Inner.Triple, 0.0));
    StoreFloat4(112, float4(Block.AfterStruct, 0.0));
    StoreFloat4(128, float4(Block.RowMajor[1], Block.ColumnMajor[1].z));
    StoreFloat4(144, float4(Block.ColumnMajor[0].xy, Block.ColumnMajor._m12, Block.RowMajor._m02));

    // 160: the structured buffer, element 1.
    AwkwardElement e = Elements[1];
    StoreFloat4(160, float4(e.Position, e.Radius));
    StoreFloat4(176, float4(e.Extent, e.Weights[0], e.Weights[1]));
    StoreFloat4(192, float4(e.Normal, asfloat(e.Id)));
    StoreFloat4(208, float4(e.Transform[3], 0.0));

    // 224: raw loads of every width.
    uint one = RawInput.Load(0);
    uint2 two = RawInput.Load2(4);
    uint3 three = RawInput.Load3(12);
    uint4 four = RawInput.Load4(24);
    LayoutResults.Store4(224, uint4(one, two, three.x));
    LayoutResults.Store3(240, three);
    LayoutResults.Store(252, four.w);
    LayoutResults.Store2(256, four.xy + four.zw);
}
