// glslang: none (templates, typed ByteAddressBuffer Load<T>/Store<T> and sizeof, which glslang's HLSL front end does not parse)
// Template instantiations with several types (deduced, explicit, defaults, value parameters, an
// explicit specialization, a non-template overload winning a tie), typed byte-address loads and
// stores of structs, arrays, matrices and bools read from and written to CPU data, and sizeof.

template<typename T>
T sqr(T a)
{
    return a * a;
}

template<typename T, int N>
T hsum(vector<T, N> v)
{
    T s = v[0];
    for (int i = 1; i < N; ++i)
        s += v[i];
    return s;
}

template<typename T, uint N>
T array_sum(T values[N])
{
    T s = values[0];
    for (uint i = 1; i < N; ++i)
        s += values[i];
    return s;
}

template<int N>
int fact()
{
    return N * fact<N - 1>();
}

template<>
int fact<0>()
{
    return 1;
}

template<typename T, uint K = 3>
T scaled(T x)
{
    return x * K;
}

template<typename T>
T tonemap(T c)
{
    return c / (1.0f + c);
}

template<>
float3 tonemap<float3>(float3 c)
{
    float l = dot(c, float3(0.2126f, 0.7152f, 0.0722f));
    return c * (tonemap(l) / max(l, 1e-4f));
}

template<typename T>
struct Box
{
    T value;
};

template<typename T>
T unbox(Box<T> b)
{
    return b.value;
}

int pick(float x)
{
    return 1;
}

template<typename T>
int pick(T x)
{
    return 2;
}

struct Rec
{
    float3 p;   // 0
    uint id;    // 12
    float2x2 m; // 16, elements column by column
    int2 v;     // 32
    bool b;     // 40
    float w;    // 44; 48 in all
};

struct Rec2
{
    float3 arr[2]; // 0: the six floats back to back (structured offset of the next member: 32)
    uint tail;     // 32
};

struct Odd
{
    float2 a; // 0
    float3 b; // 16 in the buffer (it would straddle 16 bytes at 8); sizeof counts it at 8
};

[[vk::binding(0, 0)]] RWByteAddressBuffer Data : register(u0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Ints : register(u1);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Floats : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    float arr[3] = { 1.0f, 2.0f, 4.0f };
    Box<int> bi;
    bi.value = 42;
    Box<float2> bf;
    bf.value = float2(0.25f, 0.75f);

    Rec r = Data.Load<Rec>(0);
    Rec2 r2 = Data.Load<Rec2>(48);
    Odd odd = Data.Load<Odd>(96);

    Ints[0] = sqr(-3);
    Ints[1] = hsum(int3(1, 2, 3));
    Ints[2] = fact<5>();
    Ints[3] = scaled<int, 5>(2);
    Ints[4] = pick(1.0f);
    Ints[5] = pick(1);
    Ints[6] = unbox(bi);
    Ints[7] = sizeof(float3);
    Ints[8] = sizeof(Rec);
    Ints[9] = sizeof(Odd);
    Ints[10] = sizeof(float4x3);
    Ints[11] = sizeof(bool2);
    Ints[12] = sizeof(arr);
    Ints[13] = sizeof(Rec2);
    Ints[14] = r.id;
    Ints[15] = r.v.x;
    Ints[16] = r.b ? 1 : 0;
    Ints[17] = r2.tail;
    Ints[18] = sqr(uint2(2, 3)).y;
    Ints[19] = sizeof(r.m * 2);

    Floats[0] = sqr(1.5f);
    Floats[1] = hsum(float4(0.5f, 1.0f, 1.5f, 2.0f));
    Floats[2] = array_sum(arr);
    Floats[3] = scaled(2.0f);
    Floats[4] = tonemap(1.0f);
    Floats[5] = tonemap(float3(3.0f, 0.0f, 0.0f)).x;
    Floats[6] = r.p.x + r.p.y + r.p.z;
    Floats[7] = r.m[0][1];
    Floats[8] = r.m[1][0];
    Floats[9] = r.w;
    Floats[10] = r2.arr[1].x;
    Floats[11] = r2.arr[1].z;
    Floats[12] = odd.a.y;
    Floats[13] = odd.b.x;
    Floats[14] = odd.b.z;
    Floats[15] = unbox(bf).y;
    Floats[16] = Data.Load<float2>(4).y;

    r.id += 1;
    r.m[0][1] = 99.0f;
    r.b = false;
    Data.Store<Rec>(128, r);
    Data.Store(176, 2.5f);
    Data.Store<int2>(180, int2(-1, 2));
    Data.Store(188, bool2(true, false));
    Data.Store<float2x2>(196, float2x2(1.0f, 2.0f, 3.0f, 4.0f));
}
