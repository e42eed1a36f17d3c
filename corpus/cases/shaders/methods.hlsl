// Structs with behaviour on the device: member functions writing through `this`, a method call
// on a read-write structured-buffer element writing the element back, static data members and
// static member functions, nested types, overloads, an out-of-line definition, and derived
// structs (the base a nested struct at member 0) read from buffers the CPU wrote, and member
// operators.
// glslang: none (glslang's HLSL front end has no struct inheritance)

struct Accumulator
{
    static const uint Lanes = 3;
    enum Mode { Sum = 1, Scaled = 2 };

    float total;
    uint count;

    void add(float v) { total += v; count++; }
    void add(float v, float weight) { add(v * weight); }
    float mean() const { return count == 0 ? 0.0 : total / count; }
    static Accumulator start(float seed);
    struct Summary { float mean; uint count; };
    Summary summarize() const
    {
        Summary s;
        s.mean = mean();
        s.count = count * Lanes + Scaled;
        return s;
    }
};

Accumulator Accumulator::start(float seed)
{
    Accumulator a;
    a.total = seed;
    a.count = 1;
    return a;
}

struct Base
{
    float a;
    uint tag;
    float scaled(float k) { return a * k; }
    uint kind() { return 1; }
};

struct Derived : Base
{
    float2 b;
    uint kind() { return 10 + Base::kind(); }
    float sum() { return a + b.x + b.y + scaled(2.0); }
};

struct Complex
{
    float re;
    float im;

    Complex operator+(Complex o) { Complex c; c.re = re + o.re; c.im = im + o.im; return c; }
    Complex operator*(Complex o)
    {
        Complex c;
        c.re = re * o.re - im * o.im;
        c.im = re * o.im + im * o.re;
        return c;
    }
    Complex operator*(float k) { Complex c; c.re = re * k; c.im = im * k; return c; }
    bool operator==(Complex o) { return re == o.re && im == o.im; }
    float operator[](uint i) { return i == 0 ? re : im; }
};

// In a constant buffer the base rounds to 16 bytes like any struct member, so `b` is at 16.
struct Params { Derived d; };

[[vk::binding(0, 0)]] RWStructuredBuffer<Accumulator> Accums;
[[vk::binding(1, 0)]] StructuredBuffer<Derived> Items;
[[vk::binding(2, 0)]] ConstantBuffer<Params> Cb;
[[vk::binding(3, 0)]] RWStructuredBuffer<float> Out;

float readBase(Base b) { return b.a + b.tag; }
void bumpBase(inout Base b) { b.a += 100.0; }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    // A method on a buffer element writes the element back.
    Accums[0].add(4.0);
    Accums[1].add(3.0, 2.0);
    // A local through `this`, a static member function, nested types and statics.
    Accumulator local = Accumulator::start(1.0);
    local.add(5.0);
    local.add(2.0, 3.0);
    Accumulator::Summary s = local.summarize();
    Out[0] = local.total;                      // 1 + 5 + 6 = 12
    Out[1] = s.mean;                           // 12 / 3 = 4
    Out[2] = s.count;                          // 3 * 3 + 2 = 11
    Out[3] = Accumulator::Lanes + Accumulator::Sum;  // 4
    // An rvalue's method, and a const method on a read-only element.
    Out[4] = Accumulator::start(7.0).mean();  // 7
    Derived d = Items[1];
    Out[5] = d.sum();                          // a + b.x + b.y + 2a
    Out[6] = d.kind();                         // 11
    Out[7] = readBase(d);                      // derived passed as its base
    Out[8] = ((Base)Items[0]).scaled(3.0);     // cast to the base
    bumpBase(d);
    Out[9] = d.a;                              // written through the base part
    Out[10] = Cb.d.b.y + Cb.d.scaled(1.0);     // cbuffer layout of a derived struct
    Out[11] = Cb.d.tag;
    // Operators: overloads chosen by the right operand, then the result indexed.
    Complex p = { 1.0, 2.0 };
    Complex q = { 3.0, -1.0 };
    Complex r = p * q + p * 2.0;               // (5, 5) + (2, 4)
    Out[12] = r[0];                            // 7
    Out[13] = r[1];                            // 9
    Out[14] = (r == p ? 1.0 : 0.0) + (p == p ? 2.0 : 0.0);  // 2
}
