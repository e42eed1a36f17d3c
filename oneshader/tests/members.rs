//! Structs with behaviour and single inheritance, as a user sees them: every form DXC accepts
//! compiles to valid SPIR-V (spirv-val) and WGSL (naga), derived structs are laid out with the
//! base as a nested struct at member 0 in reflection, and `this` is written back where DXC
//! writes it back.

mod common;

use oneshader::reflect::{ReflectedType, ShaderReflection};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};

/// Compiles to SPIR-V and WGSL; both must be valid.
fn valid_on_both(label: &str, source: &str) -> CompileResult {
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    let result = compile(source, &format!("{label}.hlsl"), &options);
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{label}: {messages:#?}");
    assert!(!result.blobs.is_empty(), "{label}: no output");
    for blob in &result.blobs {
        match blob.target {
            CompileTarget::SpirV => common::spirv_val(&blob.words(), label)
                .unwrap_or_else(|e| panic!("{label}: spirv-val: {e}")),
            _ => common::naga_validate(blob.as_text())
                .unwrap_or_else(|e| panic!("{label}: naga: {e}\n{}", blob.as_text())),
        }
    }
    result
}

#[test]
fn member_function_forms_compile_to_valid_spirv_and_wgsl() {
    valid_on_both(
        "forms",
        r#"
namespace Geo
{
    struct Ray
    {
        typedef float3 Point;
        enum Kind { Primary, Shadow = 4 };
        static const uint MaxBounces = 3;
        static uint Traced;

        Point origin;
        float3 dir;
        uint kind;

        Point at(float t) const;
        Ray offset(float3 by) { Ray r = this; r.origin += by; return r; }
        void advance(float t = 1.0) { origin = at(t); }
        void advance(float3 by) { origin += by; }
        static Ray make(float3 o, float3 d) { Ray r; r.origin = o; r.dir = d; r.kind = Primary; return r; }

        struct Hit
        {
            float t;
            bool valid() { return t > 0.0; }
            float3 where(Ray r);
        };
    };
}

Geo::Ray::Point Geo::Ray::at(float t) const { return origin + dir * t; }
float3 Geo::Ray::Hit::where(Ray r) { return r.at(t); }

struct Frame { Geo::Ray camera; float time; };
ConstantBuffer<Frame> FrameCb : register(b0);
cbuffer Legacy : register(b1) { Geo::Ray legacyRay; };
RWStructuredBuffer<Geo::Ray> Rays : register(u2);
RWStructuredBuffer<float4> Out : register(u3);

[shader("compute")]
[numthreads(8, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Geo::Ray local[2];
    local[0] = Geo::Ray::make(float3(0, 0, 0), float3(0, 0, 1));
    local[1] = local[0].offset(float3(1, 0, 0));
    local[1].advance();
    local[1].advance(float3(0, 2, 0));
    Rays[id.x].advance(0.5);
    Geo::Ray::Hit hit;
    hit.t = FrameCb.time;
    float3 p = hit.valid() ? hit.where(local[1]) : FrameCb.camera.at(2.0);
    // A plain method on constant-buffer data runs on a copy; its writes are dropped.
    Geo::Ray fromCb = FrameCb.camera;
    fromCb.advance();
    legacyRay.advance();
    Geo::Ray::Traced += 1;
    float k = Geo::Ray::MaxBounces + Geo::Ray::Shadow + Geo::Ray::make(p, p).offset(p).at(1.0).x;
    Out[id.x] = float4(p + fromCb.origin + legacyRay.at(1.0), k + Geo::Ray::Traced);
}
"#,
    );
}

#[test]
fn inheritance_forms_compile_to_valid_spirv_and_wgsl() {
    valid_on_both(
        "inheritance",
        r#"
struct Shape
{
    static const float Unit = 1.0;
    float3 center;
    uint id;
    float area() { return 0.0; }
    float3 moved(float3 by) { return center + by; }
    void recenter(float3 c) { center = c; }
};
struct Circle : Shape
{
    float radius;
    float area() { return 3.14159265 * radius * radius; }
    float both() { return area() + Shape::area() + Unit; }
};
struct Ring : Circle
{
    float inner;
    float area() { return Circle::area() - 3.14159265 * inner * inner; }
    float3 centerOf() { return center + moved(0).x + this.center; }
};

float areaOf(Shape s) { return s.area(); }
void recenterAll(inout Shape s) { s.recenter(float3(1, 2, 3)); }

StructuredBuffer<Ring> Rings : register(t0);
RWStructuredBuffer<Ring> OutRings : register(u1);
RWStructuredBuffer<float> Out : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Ring r = Rings[0];
    Circle c = r;
    Shape s = (Shape)r;
    recenterAll(r);
    OutRings[0] = r;
    OutRings[1].recenter(float3(4, 5, 6));
    OutRings[2].radius = ((Circle)Rings[1]).area();
    Out[0] = r.area() + c.both() + s.area() + areaOf(r) + r.centerOf().y;
}
"#,
    );
}

fn reflect(source: &str) -> ShaderReflection {
    let result = compile(source, "layout.hlsl", &CompileOptions::default());
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{messages:#?}");
    result.reflection.expect("reflection")
}

/// `name@offset` for each member, nested members in braces.
fn shape(t: &ReflectedType) -> String {
    t.members
        .iter()
        .map(|m| {
            if m.ty.members.is_empty() {
                format!("{}@{}", m.name, m.offset)
            } else {
                format!("{}@{}{{{}}}", m.name, m.offset, shape(&m.ty))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_derived_struct_is_laid_out_with_its_base_as_member_zero() {
    let r = reflect(
        r#"
struct Base { float a; uint tag; };
struct Derived : Base { float2 b; float c; };
struct Params { Derived d; float after; };
ConstantBuffer<Params> Cb : register(b0);
StructuredBuffer<Derived> Items : register(t1);
RWStructuredBuffer<float> Out : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() { Out[0] = Cb.d.b.y + Items[0].c + Cb.after + Items[0].tag; }
"#,
    );
    let layout = |name: &str| {
        let res = r
            .resources
            .iter()
            .find(|x| x.name == name)
            .unwrap_or_else(|| panic!("resource {name}"));
        res.layout.clone().expect("layout")
    };
    // In a constant buffer the base rounds up to 16 bytes like any struct member (DXC's
    // layout of a derived struct), and so does the derived struct.
    let cb = layout("Cb");
    assert_eq!(shape(&cb), "d@0{Base@0{a@0 tag@4} b@16 c@24} after@32");
    // In a structured buffer the base is 8 bytes and b follows it; the float2 aligns the
    // struct to 8, so 20 bytes of members round up to 24.
    let items = layout("Items");
    assert_eq!(shape(&items), "Base@0{a@0 tag@4} b@8 c@16");
    assert_eq!(items.size, 24);
}

#[test]
fn member_operators_compile_to_valid_spirv_and_wgsl() {
    valid_on_both(
        "operators",
        r#"
struct Complex
{
    float re;
    float im;
    Complex operator+(Complex o) { Complex c; c.re = re + o.re; c.im = im + o.im; return c; }
    Complex operator*(Complex o) { Complex c; c.re = re * o.re - im * o.im; c.im = re * o.im + im * o.re; return c; }
    Complex operator*(float k) { Complex c; c.re = re * k; c.im = im * k; return c; }
    bool operator==(Complex o) { return re == o.re && im == o.im; }
    bool operator<(Complex o) { return re * re + im * im < o.re * o.re + o.im * o.im; }
    bool operator!() { return re == 0 && im == 0; }
    float operator[](uint i) { return i == 0 ? re : im; }
    float operator()(float t) { return re + im * t; }
    bool operator&&(Complex o) { return !(!this) && !(!o); }
};
struct Tagged : Complex { uint tag; };
static const Complex Unit = { 1.0, 0.0 };
RWStructuredBuffer<Complex> Values : register(u0);
RWStructuredBuffer<float> Out : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Complex a = { 1, 2 };
    Complex b = Values[0];
    Complex c = a + b * a * 2;
    Tagged t;
    t.re = 5;
    t.im = 6;
    t.tag = 1;
    Complex d = t + a;
    Values[1] = Values[0] * 0.5;
    Out[0] = c[0] + c[1] + (a == b ? 1 : 0) + (!a ? 10 : 0) + a(2) + d.re + (a && b ? 100 : 0)
        + Unit[0] + t[1] + (a < b ? 1000 : 0) + Values[2][1];
}
"#,
    );
}

#[test]
fn stage_io_through_a_derived_struct_with_methods() {
    let result = valid_on_both(
        "stage_io",
        r#"
struct VSBase { float4 pos : SV_Position; };
struct VSOut : VSBase { float2 uv : TEXCOORD0; float2 scaled() { return uv * 2; } };
struct VSIn { float3 p : POSITION; };
[shader("vertex")] VSOut VSMain(VSIn i) { VSOut o; o.pos = float4(i.p, 1); o.uv = i.p.xy; return o; }
[shader("pixel")] float4 PSMain(VSOut i) : SV_Target { return float4(i.scaled(), i.pos.z, 1); }
"#,
    );
    assert_eq!(result.blobs.len(), 4, "two entry points on two targets");
}
