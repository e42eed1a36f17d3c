// Member function templates and member functions of struct templates on the device: a
// fixed-capacity stack whose methods are instantiated per element type, a histogram whose
// `add` template takes any scalar, a conversion method template called with explicit
// arguments, a static member template, a template competing with a plain overload (the plain
// one wins a tie, as in C++), a method template calling a method of its struct, and members
// named through a base (`d.Base::x`, `d.Base::get()`) past the derived struct's hiding ones,
// an explicit specialization of a member template defined after its struct, and static
// members of a struct template (one set per instance, named as `Pool<int, 4>::Used`).
// glslang: none (glslang's HLSL front end has no templates)

template<typename T, uint Capacity>
struct Stack
{
    T items[Capacity];
    uint count;

    void clear() { count = 0; }
    bool push(T v)
    {
        if (count == Capacity)
            return false;
        items[count] = v;
        count++;
        return true;
    }
    T pop() { count--; return items[count]; }
    T sum()
    {
        T total = (T)0;
        for (uint i = 0; i < count; ++i)
            total += items[i];
        return total;
    }
    template<typename U> U sumAs() { return (U)sum(); }
};

struct Histogram
{
    uint bins[4];
    uint total;

    void clear()
    {
        for (uint i = 0; i < 4; ++i)
            bins[i] = 0;
        total = 0;
    }
    void bump(uint bin) { bins[min(bin, 3u)] += 1; total += 1; }
    // Any scalar: its value, clamped to the bins, picks one.
    template<typename T> void add(T value) { bump((uint)max(value, (T)0)); }
    // A plain overload: float2 adds both components; a template instance would tie and lose.
    void add(float2 value) { add(value.x); add(value.y); }
    template<typename T, int N> void addAll(vector<T, N> values)
    {
        for (int i = 0; i < N; ++i)
            add(values[i]);
    }
    template<typename T> static T twice(T v) { return v + v; }
};

// Member templates declared in the struct and defined after it.
struct Weighted
{
    float sum;
    template<typename T> void add(T v);
    template<typename T, int N> float total(vector<T, N> v);
};

template<typename T> void Weighted::add(T v) { sum += (float)v * 2; }

// An explicit specialization of a member template: add<bool> counts 100 per true.
template<> void Weighted::add<bool>(bool v) { sum += v ? 100 : 0; }

template<typename T, int N> float Weighted::total(vector<T, N> v)
{
    float t = sum;
    for (int i = 0; i < N; ++i)
        t += (float)v[i];
    return t;
}

// Static members of struct templates: each instance has its own.
template<typename T, uint N>
struct Pool
{
    static const uint Capacity = N;
    static uint Used;
    static uint room() { return Capacity - Used; }
};

struct Base { float x; float get() { return x * 10; } };
struct Mid : Base { float x; float get() { return x; } };
struct Leaf : Mid { float y; };

RWStructuredBuffer<float> Floats : register(u0);
RWStructuredBuffer<uint> Uints : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Stack<float, 4> fs;
    fs.clear();
    fs.push(1.5);
    fs.push(2.5);
    fs.push(4.0);
    Stack<int, 2> is;
    is.clear();
    is.push(7);
    is.push(-3);
    bool full = !is.push(100);
    Floats[0] = fs.sum();
    Floats[1] = fs.pop();
    Floats[2] = fs.sum();
    Floats[3] = is.sumAs<float>() * 0.5;
    Floats[4] = Histogram::twice(1.25f);
    Leaf d;
    d.Base::x = 1;
    d.Mid::x = 2;
    d.y = 3;
    Floats[5] = d.x + d.Base::x * 100 + d.Base::get() + d.Mid::get() + d.Leaf::y;
    Weighted w;
    w.sum = 0;
    w.add(3);
    w.add(1.5f);
    w.add(true);
    Floats[6] = w.total(int2(1, 2));

    Histogram h;
    h.clear();
    h.add(2);           // int: bin 2
    h.add(1.7f);        // float: bin 1
    h.add(9u);          // uint: bin 3
    h.add(-4);          // int, clamped: bin 0
    h.add(float2(0.5, 3.0)); // the plain overload: bins 0 and 3
    h.addAll(int3(1, 1, 2));
    for (uint i = 0; i < 4; ++i)
        Uints[i] = h.bins[i];
    Uints[4] = h.total;
    Uints[5] = full ? 1 : 0;
    Uints[6] = (uint)is.sum();
    Uints[7] = Histogram::twice(21u);
    Pool<float, 8>::Used = 3;
    Pool<int, 4>::Used = 1;
    Uints[8] = Pool<float, 8>::room() * 10 + Pool<int, 2 + 2>::room();
    Uints[9] = Pool<int, 4>::Capacity;
}
