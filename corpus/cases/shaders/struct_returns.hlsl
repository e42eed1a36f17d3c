// Structs of resources returned from functions, as DXC's legalization resolves them: Make
// builds a struct from its texture parameter and a global sampler, Detailed returns Make's
// result, Stack nests that struct in a bigger one beside another texture, Plain returns an
// initializer list and Swap rebuilds a struct from the members of its struct parameter; MakeOut
// fills an `out` struct and Retarget changes a member of an `inout` one; MakeTinted returns and
// FillTinted fills a struct holding a texture beside data; Holder::Set assigns a member of
// `this` and OwnCopy assigns a member of its `in` parameter (the caller's struct keeps its
// texture); Mark is called for its effect alone; the callers sample and load through the
// members. Without resource arrays, so it runs on devices without binding
// arrays. Albedo is 2x1 with texels (1, 2, 3, 4), (5, 6, 7, 8); Detail with
// (10, 20, 30, 40), (50, 60, 70, 80).

Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Detail : register(t1);
SamplerState Point : register(s2);
RWStructuredBuffer<float4> Out : register(u3);

struct Surface {
    Texture2D<float4> color;
    SamplerState smpl;
};

struct Layered {
    Surface top;
    Texture2D<float4> base;
};

Surface Make(Texture2D<float4> t) {
    Surface s;
    s.color = t;
    s.smpl = Point;
    return s;
}

Surface Detailed() { return Make(Detail); }

Layered Stack() {
    Layered l;
    l.top = Detailed();
    l.base = Albedo;
    return l;
}

Surface Plain() {
    Surface s = { Albedo, Point };
    return s;
}

Surface Swap(Layered l) {
    Surface s = { l.base, l.top.smpl };
    return s;
}

void MakeOut(out Surface s) {
    s.color = Detail;
    s.smpl = Point;
}

void Retarget(inout Surface s) { s.color = Detail; }

struct Tinted {
    Texture2D<float4> color;
    float4 tint;
};

Tinted MakeTinted(float k) {
    Tinted t = { Detail, float4(k, k, k, k) };
    return t;
}

void FillTinted(out Tinted t) {
    t.tint = float4(1, 2, 3, 4);
    t.color = Albedo;
}

Tinted Mark(float k) {
    Out[10] = float4(k, k, k, k);
    Tinted t = { Albedo, float4(k, 0, 0, 0) };
    return t;
}

struct Holder {
    Texture2D<float4> t;
    void Set(Texture2D<float4> x) { t = x; }
    float4 Get() { return t.Load(int3(1, 0, 0)); }
};

float4 OwnCopy(Surface s) {
    s.color = Detail;
    return s.color.Load(int3(0, 0, 0));
}

float4 Fetch(Surface s, float x) { return s.color.SampleLevel(s.smpl, float2(x, 0.5), 0); }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Out[0] = Fetch(Make(Albedo), 0.75);
    Layered l = Stack();
    Out[1] = Fetch(l.top, 0.25) + l.base.Load(int3(0, 0, 0));
    Out[2] = Detailed().color.Load(int3(1, 0, 0));
    Out[3] = Fetch(Swap(l), 0.25) + Fetch(Plain(), 0.75);
    Surface o;
    MakeOut(o);
    Out[4] = Fetch(o, 0.75);
    Surface q = Plain();
    Retarget(q);
    Out[5] = q.color.Load(int3(0, 0, 0));
    Tinted t = MakeTinted(2.0);
    Out[6] = t.color.Load(int3(0, 0, 0)) * t.tint;
    Tinted u;
    FillTinted(u);
    Out[7] = u.color.Load(int3(1, 0, 0)) + u.tint;
    Holder h;
    h.t = Albedo;
    float4 before = h.Get();
    h.Set(Detail);
    Out[8] = before + h.Get();
    Surface c = Plain();
    Out[9] = OwnCopy(c) + c.color.Load(int3(0, 0, 0));
    Mark(7.0);
}
