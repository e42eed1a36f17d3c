// HLSL 2021 bit-fields as DXC lays them out and accesses them: consecutive fields of one
// integer type share a member while they fit (Packed is 12 bytes, ObjectPush 16, as in Wicked
// Engine's ObjectPushConstants); reads extract (signed fields sign-extend), writes replace only
// their bits, through locals, buffer elements, `this` and `out` arguments, and an initializer
// list fills field by field.
// glslang: none (its HLSL front end does not take bit-fields)

struct Packed {
    uint low : 8;
    uint mid : 16;
    uint top : 8;
    int sgn : 4;
    int sgn2 : 12;
    uint plain;
};

struct ObjectPush {
    uint geometryIndex;
    uint materialIndex : 24;
    uint samplerIndex : 8;
    int instances;
    uint instance_offset;
};

// Bit-fields of a base, a method reading and writing them, and one as an `out` argument.
struct Flags {
    uint a : 4;
    uint b : 4;
};

struct MoreFlags : Flags {
    uint c : 4;
    int d : 20;
    uint Sum() { return a + b + c; }
    void SetB(uint v) { b = v; }
};

void SetFive(out uint x) { x = 5; }

[[vk::binding(0, 0)]] StructuredBuffer<Packed> In;
[[vk::binding(1, 0)]] StructuredBuffer<ObjectPush> Objects;
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> Out;
[[vk::binding(3, 0)]] RWStructuredBuffer<Packed> Written;

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Packed p = In[0];
    Out[0] = p.low;
    Out[1] = p.mid;
    Out[2] = p.top;
    Out[3] = asuint(p.sgn);
    Out[4] = asuint(In[0].sgn2);
    Out[5] = p.plain;
    ObjectPush o = Objects[0];
    Out[6] = o.materialIndex;
    Out[7] = Objects[0].samplerIndex;
    Out[8] = asuint(o.instances);
    Out[9] = o.instance_offset;
    Packed q = { 1, 2, 3, -1, 100, 7 };
    q.mid += 5;
    q.low++;
    q.sgn2 = -3;
    Written[0] = q;
    Written[1].top = 0xAB;
    Out[10] = sizeof(Packed);
    Out[11] = sizeof(ObjectPush);
    MoreFlags m = (MoreFlags)0;
    m.a = 1;
    m.c = 2;
    m.d = -5;
    SetFive(m.b);
    Out[12] = m.Sum();
    m.SetB(9);
    Out[13] = m.b;
    Out[14] = asuint(m.d);
    Flags f = (Flags)m;
    Out[15] = f.a + f.b;
}
