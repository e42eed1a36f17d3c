// Work-efficient exclusive prefix sum (Blelloch) of 512 uints per group in groupshared memory:
// an up-sweep and a down-sweep over a balanced tree. Each group also writes its total, so a
// second dispatch can scan the group totals and a third add them back (stream compaction,
// radix sort and light binning all use this).

static const uint SCAN_THREADS = 256;
static const uint SCAN_ELEMENTS = SCAN_THREADS * 2;

cbuffer ScanParams : register(b0)
{
    uint ElementCount;
    uint3 ScanPadding;
};

StructuredBuffer<uint> ScanInput : register(t1);
RWStructuredBuffer<uint> ScanOutput : register(u2);
RWStructuredBuffer<uint> GroupTotals : register(u3);

groupshared uint gsScan[SCAN_ELEMENTS];

[shader("compute")]
[numthreads(SCAN_THREADS, 1, 1)]
void CSMain(uint3 groupId : SV_GroupID, uint3 groupThreadId : SV_GroupThreadID)
{
    uint t = groupThreadId.x;
    uint base = groupId.x * SCAN_ELEMENTS;
    uint a = base + 2 * t;
    uint b = a + 1;
    gsScan[2 * t] = a < ElementCount ? ScanInput[a] : 0;
    gsScan[2 * t + 1] = b < ElementCount ? ScanInput[b] : 0;

    // Up-sweep: build partial sums in place.
    uint offset = 1;
    for (uint d = SCAN_ELEMENTS >> 1; d > 0; d >>= 1)
    {
        GroupMemoryBarrierWithGroupSync();
        if (t < d)
        {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            gsScan[bi] += gsScan[ai];
        }
        offset <<= 1;
    }

    if (t == 0)
    {
        GroupTotals[groupId.x] = gsScan[SCAN_ELEMENTS - 1];
        gsScan[SCAN_ELEMENTS - 1] = 0;
    }

    // Down-sweep: distribute the partial sums.
    for (uint e = 1; e < SCAN_ELEMENTS; e <<= 1)
    {
        offset >>= 1;
        GroupMemoryBarrierWithGroupSync();
        if (t < e)
        {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            uint left = gsScan[ai];
            gsScan[ai] = gsScan[bi];
            gsScan[bi] += left;
        }
    }
    GroupMemoryBarrierWithGroupSync();

    if (a < ElementCount)
        ScanOutput[a] = gsScan[2 * t];
    if (b < ElementCount)
        ScanOutput[b] = gsScan[2 * t + 1];
}
