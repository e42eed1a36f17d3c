//! Tests of templates, typed byte-address access and `sizeof` on whole shaders.

use crate::diag::Code;
use crate::sema::check::tests::{check_source, check_source_with, hir_violations, Found};
use crate::sema::hir::{ConstValue, ExprKind, Program, SemaOptions};

fn ok(src: &str) -> Program {
    let (p, found) = check_source(src);
    let errors: Vec<&Found> = found.iter().filter(|f| f.error).collect();
    assert!(errors.is_empty(), "unexpected errors: {errors:#?}");
    let broken = hir_violations(&p);
    assert!(
        broken.is_empty(),
        "HIR invariants broken:\n{}",
        broken.join("\n")
    );
    p
}

fn errors(src: &str) -> Vec<Found> {
    check_source(src)
        .1
        .into_iter()
        .filter(|f| f.error)
        .collect()
}

fn first_error(src: &str) -> Found {
    errors(src)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("expected an error in:\n{src}"))
}

fn function_names(p: &Program) -> Vec<&str> {
    p.functions.iter().map(|f| f.name.as_str()).collect()
}

/// The uint constants a function returns through `return <const>;` style bodies: every
/// folded `Uint` constant in the named function.
fn uint_consts(p: &Program, function: &str) -> Vec<u64> {
    let f = p
        .functions
        .iter()
        .find(|f| f.name == function)
        .unwrap_or_else(|| panic!("no function {function} in {:?}", function_names(p)));
    f.exprs
        .iter()
        .filter_map(|e| match e.kind {
            ExprKind::Const(ConstValue::Uint(v)) => Some(v),
            _ => None,
        })
        .collect()
}

const PS: &str = "[shader(\"pixel\")] float4 PS() : SV_Target { return F(); }";

#[test]
fn one_instance_per_argument_list() {
    let p = ok(&format!(
        "template<typename T> T sqr(T a) {{ return a * a; }}
         float4 F() {{ return float4(sqr(1.0f), sqr(2.0f), sqr(3), sqr(uint2(1, 2)).x); }}
         {PS}"
    ));
    let names = function_names(&p);
    for n in ["sqr<float>", "sqr<int>", "sqr<uint2>"] {
        assert_eq!(
            names.iter().filter(|&&x| x == n).count(),
            1,
            "{n} in {names:?}"
        );
    }
    assert_eq!(names.iter().filter(|x| x.starts_with("sqr")).count(), 3);
}

#[test]
fn deduction_through_vectors_arrays_and_struct_templates() {
    let p = ok(&format!(
        "template<typename T, int N> T first(vector<T, N> v) {{ return v[N - 1]; }}
         template<typename T, uint N> uint count(T a[N]) {{ return N; }}
         template<typename T> struct Box {{ T value; }};
         template<typename T> T unbox(Box<T> b) {{ return b.value; }}
         template<typename T, int R, int C> T corner(matrix<T, R, C> m) {{ return m[R - 1][C - 1]; }}
         float4 F() {{
             float a[5]; Box<int> b; b.value = 3; Box<float3> c; c.value = 1;
             return float4(first(int3(1, 2, 3)), count(a), unbox(b) + unbox(c).x, corner(float2x3(1, 2, 3, 4, 5, 6)));
         }}
         {PS}"
    ));
    let names = function_names(&p);
    for n in [
        "first<int, 3>",
        "count<float, 5>",
        "unbox<int>",
        "unbox<float3>",
        "corner<float, 2, 3>",
    ] {
        assert!(names.contains(&n), "{n} in {names:?}");
    }
    assert!(uint_consts(&p, "count<float, 5>").contains(&5));
}

#[test]
fn explicit_and_default_arguments_and_value_parameters() {
    let p = ok(&format!(
        "template<typename T, uint K = 3> T scaled(T x) {{ return x * K; }}
         template<int N> int fact() {{ return N * fact<N - 1>(); }}
         template<> int fact<0>() {{ return 1; }}
         template<typename T> T zero() {{ return (T)0; }}
         float4 F() {{ return float4(scaled(2.0f), scaled<int, 5>(2), fact<4>(), zero<float2>().x); }}
         {PS}"
    ));
    let names = function_names(&p);
    for n in [
        "scaled<float, 3>",
        "scaled<int, 5>",
        "fact<4>",
        "fact<1>",
        "fact<0>",
        "zero<float2>",
    ] {
        assert!(names.contains(&n), "{n} in {names:?}");
    }
    assert!(uint_consts(&p, "scaled<int, 5>").contains(&5));
}

#[test]
fn non_templates_win_ties_and_specializations_replace_the_primary() {
    let p = ok(&format!(
        "int pick(float x) {{ return 1; }}
         template<typename T> int pick(T x) {{ return 2; }}
         template<typename T> T twice(T x) {{ return x * 2; }}
         template<> float twice(float x) {{ return x + x + 0.5f; }}
         float4 F() {{ return float4(pick(1.0f), pick(1), twice(1.0f), twice(2)); }}
         {PS}"
    ));
    let names = function_names(&p);
    assert!(!names.contains(&"pick<float>"), "{names:?}");
    assert!(names.contains(&"pick<int>"), "{names:?}");
    // The specialization's body (with its 0.5) is the instance for float.
    let spec = p
        .functions
        .iter()
        .find(|f| f.name == "twice<float>")
        .unwrap();
    assert!(spec
        .exprs
        .iter()
        .any(|e| matches!(e.kind, ExprKind::Const(ConstValue::Float(v)) if v == 0.5)));
}

#[test]
fn struct_templates_are_cached_and_named_by_arguments() {
    let p = ok(&format!(
        "template<typename T, uint N = 4> struct Stack {{ T items[N]; uint count; }};
         template<> struct Stack<bool, 4> {{ uint bits; }};
         Stack<float> a; Stack<float, 4> b; Stack<int, 2> c; Stack<bool> d;
         float4 F() {{ return float4(a.items[3], b.count, c.items[1], d.bits); }}
         {PS}"
    ));
    let mut names: Vec<String> = p
        .types
        .structs()
        .filter(|(_, d)| d.name.starts_with("Stack"))
        .map(|(_, d)| d.name.clone())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["Stack<bool, 4>", "Stack<float, 4>", "Stack<int, 2>"]
    );
}

#[test]
fn partial_specializations_match_by_pattern() {
    let p = ok(&format!(
        "template<typename T, int N> struct P {{ vector<T, N> v; }};
         template<typename T> struct P<T, 1> {{ T only; }};
         template<int N> struct P<bool, N> {{ uint mask; }};
         P<float, 3> a; P<int, 1> b; P<bool, 4> c;
         float4 F() {{ return float4(a.v.x, b.only, c.mask, 0); }}
         {PS}"
    ));
    let member_names = |name: &str| -> Vec<String> {
        p.types
            .structs()
            .find(|(_, d)| d.name == name)
            .map(|(_, d)| d.members.iter().map(|m| m.name.clone()).collect())
            .unwrap_or_else(|| panic!("no struct {name}"))
    };
    assert_eq!(member_names("P<float, 3>"), ["v"]);
    assert_eq!(member_names("P<int, 1>"), ["only"]);
    assert_eq!(member_names("P<bool, 4>"), ["mask"]);
}

#[test]
fn template_mistakes_have_their_codes() {
    let e = first_error(&format!(
        "template<typename T> T mix3(T a, T b, T t) {{ return a + (b - a) * t; }}
         float4 F() {{ return float4(mix3(float3(0, 0, 0), float3(1, 1, 1), 0.5f), 1); }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_DEDUCTION);
    assert!(
        e.message
            .contains("'T' is 'float3' from argument 1 but 'float' from argument 3"),
        "{}",
        e.message
    );
    let e = first_error(&format!(
        "template<typename T> T make() {{ return (T)1; }}
         float4 F() {{ return make(); }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_DEDUCTION);
    assert!(
        e.message.contains("write it, as in make<float>(...)"),
        "{}",
        e.message
    );
    let e = first_error(&format!(
        "float G(float x) {{ return x; }}
         float4 F() {{ return G<float>(1); }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_ARGUMENTS);
    let e = first_error(&format!(
        "template<typename T, int N> struct V {{ vector<T, N> v; }};
         V<float, float> bad;
         float4 F() {{ return 0; }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_ARGUMENTS);
    assert!(
        e.message.contains("is a value, but 'float' is a type"),
        "{}",
        e.message
    );
    let e = first_error(&format!(
        "template<typename T> T twice(T a) {{ return a; }}
         template<typename T> T twice<T>(T a) {{ return a; }}
         float4 F() {{ return 0; }}
         {PS}"
    ));
    assert_eq!(e.code, Code::UNSUPPORTED);
    let e = first_error(&format!(
        "template<int N> int deep() {{ return deep<N + 1>(); }}
         float4 F() {{ return deep<0>(); }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_DEPTH);
    // Self-containing struct templates end at once, not after exponential work.
    for member in ["S<T> x;", "S<S<T> > x;", "S<T> x[2]; S<int> y;"] {
        let e = first_error(&format!(
            "template<typename T> struct S {{ {member} }};
             S<float> s;
             float4 F() {{ return 0; }}
             {PS}"
        ));
        assert_eq!(e.code, Code::TEMPLATE_DEPTH, "{member}");
        assert!(e.message.contains("contains itself"), "{}", e.message);
    }
}

#[test]
fn errors_in_an_instance_are_reported_in_the_template() {
    let found = errors(&format!(
        "template<typename T> T swz(T a) {{ return a.zzz; }}
         float4 F() {{ return float4(swz(1.0f), 0, 0, 0); }}
         {PS}"
    ));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!((found[0].code, found[0].line), (Code::BAD_SWIZZLE, 1));
}

#[test]
fn typed_byte_access_checks_its_type() {
    let src = |body: &str| {
        format!(
            "ByteAddressBuffer R : register(t0); RWByteAddressBuffer W : register(u1);
             Texture2D T : register(t2);
             struct S {{ float a; Texture2D t; }};
             float4 F() {{ {body} return 0; }}
             {PS}"
        )
    };
    let code = |body: &str| first_error(&src(body)).code;
    assert_eq!(code("R.Load<Texture2D>(0);"), Code::BAD_TYPED_BUFFER_ACCESS);
    assert_eq!(code("R.Load<S>(0);"), Code::BAD_TYPED_BUFFER_ACCESS);
    assert_eq!(code("R.Store<float>(0, 1.0f);"), Code::BAD_RESOURCE_USE);
    assert_eq!(code("uint s; R.Load<float>(0, s);"), Code::UNSUPPORTED);
    assert_eq!(code("R.Load2<float>(0);"), Code::TEMPLATE_ARGUMENTS);
    assert_eq!(code("W.Store<float4>(0);"), Code::WRONG_ARGUMENT_COUNT);
    assert_eq!(code("uint n = sizeof(T);"), Code::BAD_TYPED_BUFFER_ACCESS);
    // The word forms are unchanged; Store of a float value stores its bits.
    ok(&src(
        "uint4 w = R.Load4(0); W.Store(0, w.x); W.Store(4, 1.5f); W.Store(8, true);",
    ));
}

#[test]
fn sizeof_is_clangs_size_and_a_constant() {
    let p = ok(&format!(
        "struct Odd {{ float2 a; float3 b; }};
         struct Mixed {{ float3 p; bool b; float2x3 m; uint n[3]; }};
         using Alias = Mixed;
         static const uint K = sizeof(Odd);
         float4 F() {{
             float room[sizeof(float4) / 4];
             Alias m;
             uint v[6] = {{ sizeof(Odd), sizeof(Mixed), sizeof(m.m), sizeof(room), K, sizeof(1.0h) }};
             return v[0];
         }}
         {PS}"
    ));
    let consts = uint_consts(&p, "F");
    for v in [20u64, 52, 24, 16] {
        assert!(consts.contains(&v), "{v} in {consts:?}");
    }
}

#[test]
fn sixteen_bit_sizes_follow_the_switch() {
    let options = SemaOptions {
        enable_16bit_types: true,
        ..SemaOptions::default()
    };
    let (p, found) = check_source_with(
        &format!(
            "struct H {{ half a; float b; half c; }};
             float4 F() {{ uint v[2] = {{ sizeof(H), sizeof(half3) }}; return v[0]; }}
             {PS}"
        ),
        &options,
    );
    assert!(found.iter().all(|f| !f.error), "{found:#?}");
    let consts = uint_consts(&p, "F");
    assert!(consts.contains(&12) && consts.contains(&6), "{consts:?}");
    // 16-bit pieces of typed byte-address access are not built yet.
    let (_, found) = check_source_with(
        &format!(
            "ByteAddressBuffer R : register(t0);
             float4 F() {{ return R.Load<half4>(0); }}
             {PS}"
        ),
        &options,
    );
    let first = found.iter().find(|f| f.error).expect("an error");
    assert_eq!(first.code, Code::UNSUPPORTED, "{found:#?}");
}

#[test]
fn wide_typed_access_is_valid_spirv() {
    use crate::{compile, CompileOptions, CompileTarget, EntryPointRequest};
    let src = "struct W { uint64_t a; double b; int64_t2 c; float f; double2x2 m; };
        [[vk::binding(0, 0)]] RWByteAddressBuffer Data : register(u0);
        [shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain() {
            uint64_t v = Data.Load<uint64_t>(8);
            W w = Data.Load<W>(32);
            w.a += v; w.b *= 2.0; w.c.y -= 1;
            Data.Store<W>(96, w);
            Data.Store(160, v + 1);
            Data.Store(168, sizeof(W));
        }";
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        entry_points: vec![EntryPointRequest {
            name: "CSMain".into(),
            stage: None,
        }],
        ..CompileOptions::default()
    };
    let result = compile(src, "wide.hlsl", &options);
    assert!(result.success(), "{:?}", result.diagnostics);
    let blob = result
        .find("CSMain", CompileTarget::SpirV)
        .expect("a SPIR-V blob");
    crate::testing::spirv_validate(&blob.words(), "wide_typed_access").unwrap();
}

#[test]
fn member_templates_and_struct_template_methods_are_instantiated_per_use() {
    let p = ok(&format!(
        "template<typename T> struct Box {{
             T value;
             Box<T> plus(Box<T> o) {{ Box<T> r; r.value = value + o.value; return r; }}
             template<typename U> U as() {{ return (U)value; }}
         }};
         struct Holder {{ Box<int> inner; float scale; }};
         struct Acc {{
             float sum;
             template<typename T> void add(T v) {{ sum += (float)v; }}
             void add(float2 v) {{ sum += v.x + v.y; }}
             template<typename T> void addTwice(T v) {{ add(v); add(v); }}
         }};
         float4 F() {{
             Holder h; h.inner.value = 2; h.scale = 1;
             Box<int> b = h.inner.plus(h.inner);
             Acc a; a.sum = 0; a.add(1); a.add(2.5); a.add(float2(1, 2)); a.addTwice(3u);
             return b.as<float>() + a.sum;
         }}
         {PS}"
    ));
    let names: Vec<&str> = p.functions.iter().map(|f| f.name.as_str()).collect();
    for want in [
        "Box<int>.plus",
        "Box<int>.as<float>",
        "Acc.add<int>",
        "Acc.add<float>",
        "Acc.addTwice<uint>",
        "Acc.add<uint>",
    ] {
        assert!(names.contains(&want), "{want} in {names:?}");
    }
    // The plain overload wins the float2 call: no instance for it.
    assert!(!names.contains(&"Acc.add<float2>"), "{names:?}");
    // Explicit arguments on something that is no template.
    let e = first_error(&format!(
        "struct S {{ float f() {{ return 1; }} }};
         float4 F() {{ S s; return s.f<float>(); }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_ARGUMENTS);
}

#[test]
fn alias_templates_stand_for_their_type_with_the_arguments_bound() {
    let p = ok(&format!(
        "template<typename T, int N = 2> using Vec = vector<T, N>;
         namespace geo {{
             template<typename T> struct Box {{ T v; }};
             template<typename T> using Boxed = Box<T>;
         }}
         float4 F() {{
             Vec<int> a = int2(1, 2);
             Vec<float, 3> b = float3(3, 4, 5);
             geo::Boxed<float4> c;
             c.v = float4(a, b.yz);
             geo::Box<float4> same = c;
             uint v[3] = {{ sizeof(Vec<int>), sizeof(Vec<double, 4>), sizeof(geo::Boxed<float3>) }};
             return same.v + v[0];
         }}
         {PS}"
    ));
    let consts = uint_consts(&p, "F");
    for v in [8u64, 32, 12] {
        assert!(consts.contains(&v), "{v} in {consts:?}");
    }
    let e = first_error(&format!(
        "template<typename T> using Two = vector<T, 2>;
         float4 F() {{ Two<float, 3> x = 0; return x.x; }}
         {PS}"
    ));
    assert_eq!(e.code, Code::TEMPLATE_ARGUMENTS, "{e:?}");
    assert_eq!((e.line, e.column), (2, 23), "{e:?}");
    assert!(
        e.message
            .contains("'Two' takes 1 template argument, but 2 were given"),
        "{e:?}"
    );
    let e = first_error("template<typename T> typedef T Same;");
    assert_eq!(e.code, Code::EXPECTED_TOKEN, "{e:?}");
    assert!(
        e.message.contains("A typedef cannot be a template"),
        "{e:?}"
    );
}
