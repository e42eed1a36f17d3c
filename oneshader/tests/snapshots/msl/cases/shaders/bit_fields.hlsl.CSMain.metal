#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Packed
{
    uint low;
    int sgn;
    uint plain;
};

struct ObjectPush
{
    uint geometryIndex;
    uint materialIndex;
    int instances;
    uint instance_offset;
};

static inline Packed load_In(uint w, const device uint* In)
{
    return Packed{In[w], as_type<int>(In[(w + 1u)]), In[(w + 2u)]};
}

static inline ObjectPush load_Objects(uint w, const device uint* Objects)
{
    return ObjectPush{Objects[w], Objects[(w + 1u)], as_type<int>(Objects[(w + 2u)]), Objects[(w + 3u)]};
}

static inline void store_Written(uint w, Packed v, device uint* Written)
{
    Written[w] = v.low;
    Written[(w + 1u)] = as_type<uint>(v.sgn);
    Written[(w + 2u)] = v.plain;
}

static inline void CSMain_1(const device uint* In, const device uint* Objects, device uint* Out, device uint* Written)
{
    Packed v10 = load_In(0u, In);
    uint v244 = v10.low;
    int v246 = v10.sgn;
    uint v248 = v10.plain;
    uint v14 = (v244 & 255u);
    Out[0u] = v14;
    uint v19 = (v244 >> (8u & 31u));
    uint v20 = (v19 & 65535u);
    Out[1u] = v20;
    uint v25 = (v244 >> (24u & 31u));
    uint v26 = (v25 & 255u);
    Out[2u] = v26;
    int v31 = (v246 << (uint(28) & 31u));
    int v32 = (v31 >> (uint(28) & 31u));
    uint v33 = as_type<uint>(v32);
    Out[3u] = v33;
    int v37 = as_type<int>(In[1u]);
    int v38 = (v37 << (uint(16) & 31u));
    int v39 = (v38 >> (uint(20) & 31u));
    uint v40 = as_type<uint>(v39);
    Out[4u] = v40;
    Out[5u] = v248;
    ObjectPush v48 = load_Objects(0u, Objects);
    uint v251 = v48.materialIndex;
    int v253 = v48.instances;
    uint v255 = v48.instance_offset;
    uint v52 = (v251 & 16777215u);
    Out[6u] = v52;
    uint v56 = Objects[1u];
    uint v57 = (v56 >> (24u & 31u));
    uint v58 = (v57 & 255u);
    Out[7u] = v58;
    uint v63 = as_type<uint>(v253);
    Out[8u] = v63;
    Out[9u] = v255;
    Packed v115 = Packed{50333442u, 65503, 7u};
    store_Written(0u, v115, Written);
    uint v119 = Written[3u];
    uint v120 = (v119 & 16777215u);
    uint v123 = (v120 | 2868903936u);
    Written[3u] = v123;
    Out[10u] = 12u;
    Out[11u] = 16u;
    Out[12u] = 8u;
    Out[13u] = 9u;
    uint v184 = as_type<uint>((-5));
    Out[14u] = v184;
    Out[15u] = 10u;
    return;
}

kernel void CSMain(const device uint* In [[buffer(0)]], const device uint* Objects [[buffer(1)]], device uint* Out [[buffer(2)]], device uint* Written [[buffer(3)]])
{
    CSMain_1(In, Objects, Out, Written);
}
