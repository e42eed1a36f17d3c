// Particle simulation: integrate velocity with gravity, drag and a curl-noise-like swirl, bounce
// off the ground plane, age and kill particles, and emit new ones into dead slots. Dead slot
// indices live on a free list; the alive count for the draw is an atomic counter.
#include "../common/math.hlsli"

struct Particle
{
    float3 Position;
    float Age;          // seconds; < 0: dead
    float3 Velocity;
    float Lifetime;
    float4 Color;
    float Size;
    uint Seed;
    float2 SpinAndRate;
};

cbuffer SimulationParams : register(b0)
{
    float3 Gravity;
    float DeltaTime;
    float3 EmitterPosition;
    float EmitterRadius;
    float3 EmitterVelocity;
    float Drag;
    float GroundHeight;
    float Restitution;
    uint MaxParticles;
    uint EmitCount;           // particles to spawn this frame
    float SwirlStrength;
    float SimulationTime;
    float2 LifetimeRange;
};

RWStructuredBuffer<Particle> ParticlePool : register(u1);
RWStructuredBuffer<uint> DeadList : register(u2);        // [0]: count, then indices
RWStructuredBuffer<uint> AliveCounter : register(u3);    // [0]: this frame's alive particles
RWByteAddressBuffer DrawIndirectArgs : register(u4);     // vertexCount, instanceCount, ...

float3 Swirl(float3 p, float t)
{
    return float3(sin(p.y * 1.7 + t), sin(p.z * 1.3 + t * 0.7), sin(p.x * 1.1 - t * 1.3));
}

void Emit(inout Particle p, uint seed)
{
    float r1 = HashToUnitFloat(seed);
    float r2 = HashToUnitFloat(seed ^ 0x9E3779B9u);
    float r3 = HashToUnitFloat(seed * 3u + 1u);
    float theta = r1 * TWO_PI;
    float z = r2 * 2.0 - 1.0;
    float3 dir = float3(sqrt(1.0 - z * z) * cos(theta), z, sqrt(1.0 - z * z) * sin(theta));
    p.Position = EmitterPosition + dir * EmitterRadius * r3;
    p.Velocity = EmitterVelocity + dir;
    p.Age = 0.0;
    p.Lifetime = lerp(LifetimeRange.x, LifetimeRange.y, r3);
    p.Color = float4(1.0, lerp(0.3, 0.9, r1), 0.1, 1.0);
    p.Size = lerp(0.05, 0.2, r2);
    p.Seed = seed;
    p.SpinAndRate = float2(r1 * TWO_PI, r2 - 0.5);
}

[shader("compute")]
[numthreads(256, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint index = id.x;
    if (index >= MaxParticles)
        return;

    Particle p = ParticlePool[index];
    if (p.Age < 0.0)
    {
        // Dead: the first EmitCount threads that find a dead particle respawn theirs.
        if (index < EmitCount)
        {
            uint slot;
            InterlockedAdd(DeadList[0], 0xFFFFFFFFu, slot);   // pop (add -1)
            if (slot > 0 && slot <= MaxParticles)
            {
                uint target = DeadList[slot];
                Particle born;
                Emit(born, HashUint(target ^ asuint(SimulationTime)));
                ParticlePool[target] = born;
            }
            else
            {
                InterlockedAdd(DeadList[0], 1);   // nothing to pop: undo
            }
        }
        return;
    }

    p.Age += DeltaTime;
    if (p.Age >= p.Lifetime)
    {
        p.Age = -1.0;
        uint slot;
        InterlockedAdd(DeadList[0], 1, slot);
        DeadList[slot + 1] = index;
        ParticlePool[index] = p;
        return;
    }

    float3 acceleration = Gravity + Swirl(p.Position, SimulationTime) * SwirlStrength - p.Velocity * Drag;
    p.Velocity += acceleration * DeltaTime;
    p.Position += p.Velocity * DeltaTime;
    if (p.Position.y < GroundHeight)
    {
        p.Position.y = GroundHeight;
        p.Velocity.y = -p.Velocity.y * Restitution;
        p.Velocity.xz *= 0.8;
    }
    p.SpinAndRate.x += p.SpinAndRate.y * DeltaTime;
    p.Color.a = saturate(1.0 - p.Age / p.Lifetime);
    ParticlePool[index] = p;

    uint aliveSlot;
    InterlockedAdd(AliveCounter[0], 1, aliveSlot);
    // instanceCount (offset 4) of the indirect draw follows the alive count.
    DrawIndirectArgs.InterlockedMax(4, aliveSlot + 1);
}
