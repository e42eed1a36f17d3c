// The compute shader of `cargo run --example bevy_compute`: Output[i] = i * i * SCALE + Bias().
// SCALE comes from bevy_compute.hlsl.meta; Bias() from the include. Edit either while the
// example runs with --watch and the printed numbers change.
#include "bevy_compute_common.hlsli"

RWStructuredBuffer<uint> Output : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void Squares(uint3 id : SV_DispatchThreadID)
{
    Output[id.x] = id.x * id.x * SCALE + Bias();
}
