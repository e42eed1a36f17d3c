// Memory behind buffer pointers may be written through any pointer (two may alias): loads
// through them are never merged across a store, and stores through them never die (the
// pointers themselves, read from push constants, are loaded once each).
// before: inline promote fold
// passes: cse dce
// expect-count: 2 = deref
// expect-count: 4 = load
// expect-count: 2 store
struct Cell { uint value; };
struct Push { vk::BufferPointer<Cell> a; vk::BufferPointer<Cell> b; };
[[vk::push_constant]] Push pc;

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint x = pc.b.Get().value;
    pc.a.Get().value = 7;
    uint y = pc.b.Get().value;
    pc.a.Get().value = x + y;
}
