// Constant-buffer packing edge cases, each member copied into a float buffer so the reads can
// be checked: a float2 that shares a row with the float before it, a float3 followed by a
// float, an array (one 16-byte row per element) and what follows it, column- and row-major
// matrices, a struct member, and integers. The offsets are the ones our reflection reports and
// glslang's HLSL front end also uses (an array, and a struct, fill whole rows).

struct Inner
{
    float2 A;
    float B;
};

[[vk::binding(0, 0)]] cbuffer Packing : register(b0)
{
    float F0;                 // 0
    float2 F1;                // 4: fits the rest of row 0 (std140 would put it at 8)
    float F2;                 // 12
    float3 V3;                // 16
    float AfterV3;            // 28
    float Arr[3];             // 32, 48, 64
    float2 AfterArr;          // 80: the next row
    float3x3 M;               // 96: column-major, one 16-byte row per column
    row_major float2x3 R;     // 144: one 16-byte row per row
    Inner S;                  // 176
    int I;                    // 192
    uint2 U;                  // 196
};

[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Out[0] = F0;
    Out[1] = F1.x;
    Out[2] = F1.y;
    Out[3] = F2;
    Out[4] = V3.x;
    Out[5] = V3.y;
    Out[6] = V3.z;
    Out[7] = AfterV3;
    Out[8] = Arr[0];
    Out[9] = Arr[1];
    Out[10] = Arr[2];
    Out[11] = AfterArr.x;
    Out[12] = AfterArr.y;
    // M[row][column]; a vector times the matrix mixes both orders.
    Out[13] = M[0][1];
    Out[14] = M[1][0];
    Out[15] = M[2][2];
    float3 mv = mul(M, float3(1, 10, 100));
    Out[16] = mv.x;
    Out[17] = mv.y;
    Out[18] = R[0][2];
    Out[19] = R[1][0];
    float2 rv = mul(R, float3(1, 10, 100));
    Out[20] = rv.x;
    Out[21] = rv.y;
    Out[22] = S.A.y;
    Out[23] = S.B;
    Out[24] = float(I);
    Out[25] = float(U.y);
}
