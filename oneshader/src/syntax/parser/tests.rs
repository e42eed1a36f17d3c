//! Parser tests. Sources go through the real lexer and preprocessor; trees are checked through
//! [`TranslationUnit::dump`] and direct inspection, diagnostics by code, line and column.

use super::*;
use crate::source::{FileId, SourceMap};
use crate::syntax::ast::*;
use crate::syntax::dump;
use crate::syntax::token::Pragma;

/// The real lexer's tokens plus the Eof the preprocessor would append (for tests that edit
/// token streams directly).
fn tokenize(file: FileId, text: &str) -> Vec<Token> {
    let mut diags = DiagnosticBag::new();
    let mut tokens = crate::syntax::lexer::lex(file, text, &mut diags);
    assert!(
        diags.reports().is_empty(),
        "lexer errors: {:?}",
        diags.reports()
    );
    let end = text.len() as u32;
    tokens.push(Token {
        kind: TokenKind::Eof,
        text: Arc::from(""),
        span: Span::new(file, end, end),
        leading_space: true,
        at_line_start: true,
    });
    tokens
}

struct Parsed {
    tu: TranslationUnit,
    diags: DiagnosticBag,
    sources: SourceMap,
}

impl Parsed {
    fn errors(&self) -> Vec<String> {
        self.diags
            .resolve(&self.sources, Default::default())
            .iter()
            .map(|d| d.to_string())
            .collect()
    }

    fn assert_clean(&self) {
        assert!(
            self.diags.reports().is_empty(),
            "unexpected diagnostics: {:#?}\n{}",
            self.errors(),
            self.tu.dump()
        );
    }

    /// The first top-level declaration.
    fn decl(&self, index: usize) -> &Decl {
        &self.tu[self.tu.decls[index]]
    }
}

/// Preprocesses and parses `text` as the compiler does.
fn parse_text(text: &str) -> Parsed {
    let mut sources = SourceMap::new();
    let file = sources.add("test.hlsl", text);
    let mut diags = DiagnosticBag::new();
    let pp = crate::preprocess::preprocess(
        &mut sources,
        file,
        &crate::preprocess::PreprocessOptions::default(),
        &mut diags,
    );
    let tu = parse(&pp.tokens, &pp.pragmas, &mut diags);
    Parsed { tu, diags, sources }
}

/// Parses `text` as the body of a function and returns the dumped statements.
fn dump_body(text: &str) -> String {
    let p = parse_text(&format!("void f() {{\n{text}\n}}"));
    p.assert_clean();
    p.tu.dump()
}

/// The initializer of `x` in `float x = <expr>;`, as an S-expression.
fn expr_of(src: &str) -> String {
    let p = parse_text(&format!(
        "typedef float T; struct S {{ float a; }}; static float x = {src};"
    ));
    p.assert_clean();
    let last = *p.tu.decls.last().unwrap();
    let DeclKind::Variable(v) = &p.tu[last].kind else {
        panic!("not a variable")
    };
    dump::expr_text(&p.tu, v.declarators[0].init.unwrap())
}

const SPRITE: &str = r#"cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 Tint; };
[[vk::binding(1)]] Texture2D<float4> Atlas;
[[vk::binding(2)]] SamplerState AtlasSampler;

struct VSIn
{
    float2 Position : POSITION;
    float2 Uv : TEXCOORD0;
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};
struct VSOut { float4 Position : SV_Position; float2 Uv : TEXCOORD0; float4 Color : COLOR0; };

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.Position = mul(ViewProjection, float4(i.Position, 0, 1));
    o.Uv = i.Uv;
    o.Color = i.Color * Tint;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target { return Atlas.Sample(AtlasSampler, i.Uv) * i.Color; }
"#;

#[test]
fn sprite_sample_has_the_expected_structure() {
    let p = parse_text(SPRITE);
    p.assert_clean();
    assert_eq!(p.tu.decls.len(), 7);
    let names: Vec<&str> =
        p.tu.decls
            .iter()
            .map(|&d| p.tu[d].name().unwrap().as_str())
            .collect();
    assert_eq!(
        names,
        [
            "Frame",
            "Atlas",
            "AtlasSampler",
            "VSIn",
            "VSOut",
            "VSMain",
            "PSMain"
        ]
    );

    let DeclKind::Buffer(frame) = &p.decl(0).kind else {
        panic!("cbuffer expected")
    };
    assert_eq!(frame.kind, BufferKind::CBuffer);
    assert_eq!(frame.name.as_str(), "Frame");
    assert_eq!(frame.registers[0].slot_parts(), Some(('b', 0)));
    assert_eq!(frame.members.len(), 2);

    let atlas = p.decl(1);
    assert_eq!(atlas.attributes.len(), 1);
    let a = &atlas.attributes[0];
    assert!(a.double_bracket);
    assert_eq!(a.namespace.as_ref().unwrap().as_str(), "vk");
    assert_eq!(a.name.as_str(), "binding");
    assert!(matches!(
        p.tu[a.args[0]].kind,
        ExprKind::IntLit { value: 1, .. }
    ));
    let DeclKind::Variable(v) = &atlas.kind else {
        panic!()
    };
    assert_eq!(dump::type_text(&p.tu, v.ty), "Texture2D<float4>");
    assert_eq!(v.declarators[0].name.as_str(), "Atlas");

    let DeclKind::Struct(vsin) = &p.decl(3).kind else {
        panic!()
    };
    assert_eq!(vsin.name.as_ref().unwrap().as_str(), "VSIn");
    assert_eq!(vsin.members.len(), 3);
    let color = &p.tu[vsin.members[2]];
    assert_eq!(
        color.attributes[0].namespace.as_ref().unwrap().as_str(),
        "oneshader"
    );
    assert_eq!(color.attributes[0].name.as_str(), "format");
    assert_eq!(
        p.tu[color.attributes[0].args[0]].kind,
        ExprKind::StringLit("unorm8x4".into())
    );
    let DeclKind::Variable(c) = &color.kind else {
        panic!()
    };
    assert_eq!(
        c.declarators[0].semantic.as_ref().unwrap().as_str(),
        "COLOR0"
    );

    let DeclKind::Function(ps) = &p.decl(6).kind else {
        panic!()
    };
    assert_eq!(ps.name.name.as_str(), "PSMain");
    assert_eq!(ps.return_semantic.as_ref().unwrap().as_str(), "SV_Target");
    assert_eq!(p.decl(6).attributes[0].name.as_str(), "shader");

    let expected = r#"cbuffer Frame : register(b0)
  var float4x4 ViewProjection
  var float4 Tint
var [[vk::binding(1)]] Texture2D<float4> Atlas
var [[vk::binding(2)]] SamplerState AtlasSampler
struct VSIn
  var float2 Position : POSITION
  var float2 Uv : TEXCOORD0
  var [[oneshader::format("unorm8x4")]] float4 Color : COLOR0
struct VSOut
  var float4 Position : SV_Position
  var float2 Uv : TEXCOORD0
  var float4 Color : COLOR0
fn [shader("vertex")] VSOut VSMain(VSIn i)
  block
    var VSOut o
    expr (= (. o Position) (call mul ViewProjection (construct float4 (. i Position) 0 1)))
    expr (= (. o Uv) (. i Uv))
    expr (= (. o Color) (* (. i Color) Tint))
    return o
fn [shader("pixel")] float4 PSMain(VSOut i) : SV_Target
  block
    return (* (method Atlas Sample AtlasSampler (. i Uv)) (. i Color))
"#;
    assert_eq!(p.tu.dump(), expected);
}

#[test]
fn sprite_spans_point_at_the_source() {
    let p = parse_text(SPRITE);
    let DeclKind::Function(ps) = &p.decl(6).kind else {
        panic!()
    };
    let loc = p.sources.resolve(ps.name.span);
    assert_eq!((loc.line, loc.column), (24, 8));
    assert_eq!(
        p.sources.snippet(p.decl(0).span),
        "cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 Tint; };"
    );
}

#[test]
fn every_attribute_form_is_stored_generically() {
    let src = r#"
[[vk::binding(1, 0)]] Texture2D<float4> A;
[[vk::push_constant]] ConstantBuffer<S> Draw;
[[vk::constant_id(3)]] const int Radius = 4;
[[vk::image_format("rgba8")]] RWTexture2D<float4> Target : register(u1);
[[vk::counter_binding(2)]] AppendStructuredBuffer<uint> Out;
struct In { [[vk::location(2)]] float4 c : COLOR; [[vk::offset(16)]] float4 d; [[oneshader::format("unorm8x4")]] float4 e : E; };
[shader("compute")]
[numthreads(8, 8, 1)]
void CS(uint3 id : SV_DispatchThreadID) {
    [unroll(4)] for (int i = 0; i < 4; i++) {}
    [loop] while (true) { break; }
    [branch] if (id.x > 0) {}
    [flatten] if (id.x > 0) {} else {}
}
[earlydepthstencil]
float4 PS([[vk::location(1)]] float4 c : COLOR) : SV_Target { return c; }
"#;
    let p = parse_text(src);
    p.assert_clean();
    let dump = p.tu.dump();
    for needle in [
        "[[vk::binding(1, 0)]]",
        "[[vk::push_constant]]",
        "[[vk::constant_id(3)]] const int Radius = 4",
        "[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Target : register(u1)",
        "[[vk::counter_binding(2)]]",
        "[[vk::location(2)]] float4 c : COLOR",
        "[[vk::offset(16)]] float4 d",
        "[[oneshader::format(\"unorm8x4\")]] float4 e : E",
        "fn [shader(\"compute\")] [numthreads(8, 8, 1)] void CS(uint3 id : SV_DispatchThreadID)",
        "[unroll(4)] for",
        "[loop] while true",
        "[branch] if",
        "[flatten] if",
        "fn [earlydepthstencil] float4 PS([[vk::location(1)]] float4 c : COLOR) : SV_Target",
    ] {
        assert!(dump.contains(needle), "missing {needle:?} in\n{dump}");
    }
    // Attribute details: namespace, name, arguments.
    let numthreads = &p.decl(6).attributes[1];
    assert!(!numthreads.double_bracket);
    assert!(numthreads.namespace.is_none());
    assert_eq!(numthreads.args.len(), 3);
}

#[test]
fn declarations_with_modifiers_annotations_and_initializers() {
    let src = r#"
static const float3 LightDir = normalize(float3(0.3, 0.5, 0.8));
float a = 1, b[3];
uniform float4 u : register(c0);
extern int e;
groupshared float cache[64];
static volatile precise float pv;
row_major float4x4 M;
Texture2D<float4> Tex[4] : register(t0, space1);
RWTexture2D<unorm float4> Img : register(u2);
RWTexture2D<snorm float4> Img2;
globallycoherent RWStructuredBuffer<uint> Coherent;
Buffer<float4> Buf : register(ps_5_0, t3);
unsigned int ui;
cbuffer Params : register(b1, space2) {
    float4 p0 : packoffset(c0);
    float p1 : packoffset(c1.y);
    row_major float3x3 rot;
};
tbuffer TB { float4 tv; }
float2 arr2[2][3] = { {1, 2, 3}, {4, 5, 6}, };
struct { float x; } anon;
struct Named { float y; } named1, named2;
struct Bits { uint lo : 8; uint hi : 24; };
"#;
    let p = parse_text(src);
    p.assert_clean();
    let expected = r#"var static const float3 LightDir = (call normalize (construct float3 0.3 0.5 0.8))
var float a = 1, b[3]
var uniform float4 u : register(c0)
var extern int e
var groupshared float cache[64]
var static volatile precise float pv
var row_major float4x4 M
var Texture2D<float4> Tex[4] : register(t0, space1)
var RWTexture2D<unorm float4> Img : register(u2)
var RWTexture2D<snorm float4> Img2
var globallycoherent RWStructuredBuffer<uint> Coherent
var Buffer<float4> Buf : register(ps_5_0, t3)
var unsigned int ui
cbuffer Params : register(b1, space2)
  var float4 p0 : packoffset(c0)
  var float p1 : packoffset(c1.y)
  var row_major float3x3 rot
tbuffer TB
  var float4 tv
var float2 arr2[2][3] = {{1 2 3} {4 5 6}}
struct <anonymous>
  var float x
var struct <anonymous> anon
struct Named
  var float y
var struct Named named1, named2
struct Bits
  var uint lo : bits(8)
  var uint hi : bits(24)
"#;
    assert_eq!(p.tu.dump(), expected);
    // Register helpers decode the spelling.
    let DeclKind::Variable(tex) = &p.decl(7).kind else {
        panic!()
    };
    let r = &tex.declarators[0].registers[0];
    assert_eq!(r.slot_parts(), Some(('t', 0)));
    assert_eq!(r.space_number(), Some(1));
    let DeclKind::Buffer(params) = &p.decl(13).kind else {
        panic!()
    };
    let DeclKind::Variable(p1) = &p.tu[params.members[1]].kind else {
        panic!()
    };
    let po = p1.declarators[0].packoffset.as_ref().unwrap();
    assert_eq!(po.register_number(), Some(1));
    assert_eq!(po.component.as_ref().unwrap().as_str(), "y");
    let DeclKind::Variable(m) = &p.decl(6).kind else {
        panic!()
    };
    assert_eq!(
        m.modifiers.packing(),
        Some(crate::types::MatrixPacking::RowMajor)
    );
}

#[test]
fn templates_operators_namespaces_enums_typedefs_and_inheritance() {
    let src = r#"
template<typename T, int N = 4>
T Sum(T values[N]) { T s = (T)0; for (int i = 0; i < N; ++i) s += values[i]; return s; }
template<typename T> struct Pair { T first; T second; T Get(int i) { return i == 0 ? first : second; } };
struct Complex { float re; float im; };
Complex operator+(Complex a, Complex b) { Complex c; c.re = a.re + b.re; c.im = a.im + b.im; return c; }
namespace Lighting {
    static const float Ambient = 0.1;
    float Lambert(float3 n, float3 l) { return saturate(dot(n, l)); }
    namespace Detail { int k; }
}
enum Mode { Off, On = 3, Auto };
enum class Filter : uint { Point, Linear = 1u };
typedef float4 Color;
typedef float Mat[4][4], Scalar;
typedef struct { int v; } Wrapped;
interface IShape { float Area(); };
class Base { float b; float Get() { return b; } };
struct Derived : Base { float d; static float Shared; float Get2() const { return this.d + b; } };
float Derived::Shared2() { return 0; }
float Use(Pair<float> p, Color c, Mode m, Filter f) {
    float x = Sum<float, 3>(p.first);
    Pair<Pair<float> > nested;
    Pair<Pair<float>> nested2;
    vector<float, 3> v3 = vector<float, 3>(1, 2, 3);
    matrix<float, 4, 4> m4;
    int y = Lighting::Detail::k + (int)Filter::Linear;
    return Lighting::Lambert(c.xyz, v3) + x;
}
"#;
    let p = parse_text(src);
    p.assert_clean();
    let dump = p.tu.dump();
    for needle in [
        "fn template<typename T, int N = 4> T Sum(T values[N])",
        "var T s = (cast T 0)",
        "template<typename T> struct Pair",
        "fn T Get(int i)",
        "return (? (== i 0) first second)",
        "fn Complex operator+(Complex a, Complex b)",
        "namespace Lighting",
        "  namespace Detail",
        "enum Mode { Off, On = 3, Auto }",
        "enum class Filter : uint { Point, Linear = 1u }",
        "typedef float4 Color",
        "typedef float Mat[4][4], Scalar",
        "typedef struct <anonymous> Wrapped",
        "interface IShape",
        "fn float Area();",
        "class Base",
        "struct Derived : Base",
        "var static float Shared",
        "fn float Get2() const",
        "return (+ (. this d) b)",
        "fn float Derived::Shared2()",
        "var float x = (call Sum<float, 3> (. p first))",
        "var Pair<Pair<float>> nested",
        "var Pair<Pair<float>> nested2",
        "var vector<float, 3> v3 = (construct vector<float, 3> 1 2 3)",
        "var matrix<float, 4, 4> m4",
        "var int y = (+ Lighting::Detail::k (cast int Filter::Linear))",
        "return (+ (call Lighting::Lambert (. c xyz) v3) x)",
    ] {
        assert!(dump.contains(needle), "missing {needle:?} in\n{dump}");
    }
    // The operator's symbol is recorded.
    let op =
        p.tu.decl_arena
            .iter()
            .find_map(|d| match &d.kind {
                DeclKind::Function(f) if f.operator.is_some() => Some(f),
                _ => None,
            })
            .unwrap();
    assert_eq!(op.operator, Some(OperatorSymbol::Punct(Punct::Plus)));
    assert_eq!(op.name.name.as_str(), "operator+");
}

#[test]
fn precedence_and_associativity() {
    assert_eq!(expr_of("a + b * c"), "(+ a (* b c))");
    assert_eq!(expr_of("a * b + c"), "(+ (* a b) c)");
    assert_eq!(expr_of("a - b - c"), "(- (- a b) c)");
    assert_eq!(expr_of("a = b ? c : d"), "(= a (? b c d))");
    assert_eq!(expr_of("a = b = c"), "(= a (= b c))");
    assert_eq!(expr_of("a += b -= c"), "(+= a (-= b c))");
    assert_eq!(
        expr_of("a || b && c | d ^ e & f"),
        "(|| a (&& b (| c (^ d (& e f)))))"
    );
    assert_eq!(expr_of("a == b < c"), "(== a (< b c))");
    assert_eq!(expr_of("a << 1 + 2"), "(<< a (+ 1 2))");
    assert_eq!(expr_of("a < b >> 2"), "(< a (>> b 2))");
    assert_eq!(expr_of("a ? b : c ? d : e"), "(? a b (? c d e))");
    assert_eq!(expr_of("(a, b)"), "(, a b)");
    assert_eq!(expr_of("-a * !b"), "(* (- a) (! b))");
    assert_eq!(expr_of("~a++ + --b"), "(+ (~ (post++ a)) (-- b))");
    assert_eq!(expr_of("a[1].xyz.x"), "(. (. (index a 1) xyz) x)");
    assert_eq!(expr_of("f(a, b)(c)"), "(call (call f a b) c)");
    assert_eq!(expr_of("a % b / c"), "(/ (% a b) c)");
}

#[test]
fn casts_constructors_and_parentheses() {
    assert_eq!(expr_of("(float3)x"), "(cast float3 x)");
    assert_eq!(expr_of("(S)0"), "(cast S 0)");
    assert_eq!(expr_of("(T)-x"), "(cast T (- x))");
    assert_eq!(expr_of("(float)a.y * 2"), "(* (cast float (. a y)) 2)");
    assert_eq!(expr_of("(float2)(1, 2)"), "(cast float2 (, 1 2))");
    assert_eq!(expr_of("(x) - 1"), "(- x 1)");
    assert_eq!(expr_of("(x)(1)"), "(call x 1)");
    assert_eq!(
        expr_of("(float4(1, 2, 3, 4)).xy"),
        "(. (construct float4 1 2 3 4) xy)"
    );
    assert_eq!(expr_of("(float[2])arr"), "(cast float[2] arr)");
    assert_eq!(
        expr_of("float4(a.xy, 0, 1)"),
        "(construct float4 (. a xy) 0 1)"
    );
    assert_eq!(expr_of("S(1)"), "(construct S 1)");
    assert_eq!(expr_of("sizeof(float4)"), "(sizeof float4)");
    assert_eq!(expr_of("sizeof(x)"), "(sizeof x)");
    assert_eq!(
        expr_of("tex.Sample(s, uv).rgb"),
        "(. (method tex Sample s uv) rgb)"
    );
    assert_eq!(
        expr_of("buf.Load<float4>(0)"),
        "(method buf Load<float4> 0)"
    );
    assert_eq!(expr_of("a.b < c"), "(< (. a b) c)");
    // An undeclared name with `<...>(`: an explicit template instantiation.
    assert_eq!(expr_of("Foo<float, 2>(x)"), "(call Foo<float, 2> x)");
    assert_eq!(expr_of("(a < b && c > (d))"), "(&& (< a b) (> c d))");
    assert_eq!(expr_of("a < b"), "(< a b)");
    assert_eq!(expr_of("::g + S::k"), "(+ ::g S::k)");
}

#[test]
fn literals_are_decoded() {
    assert_eq!(expr_of("0x1Fu"), "31u");
    assert_eq!(expr_of("017"), "15");
    assert_eq!(expr_of("0"), "0");
    assert_eq!(expr_of("3l"), "3l");
    assert_eq!(
        expr_of("18446744073709551615ull"),
        "18446744073709551615ull"
    );
    assert_eq!(expr_of(".5f"), "0.5f");
    assert_eq!(expr_of("1e-3h"), "0.001h");
    assert_eq!(expr_of("2.0L"), "2.0l");
    assert_eq!(expr_of("1."), "1.0");
    // A literal's swizzle is not part of the number; binary literals are DXC's C++14 ones.
    assert_eq!(expr_of("70.0.xxx"), expr_of("(70.0).xxx"));
    assert_eq!(expr_of("1.rg"), expr_of("(1).rg"));
    assert_eq!(expr_of("0.5f.xyzw"), expr_of("(0.5f).xyzw"));
    assert_eq!(expr_of("0b101u"), "5u");
    assert_eq!(
        decode_int_for_test("0b110"),
        Ok((6, IntSuffix::None, IntBase::Binary))
    );
    assert!(expr::decode_int("0b102").is_err());
    assert_eq!(expr_of("true && false"), "(&& true false)");
    assert_eq!(expr_of("'a'"), "'a'");
    assert_eq!(
        decode_int_for_test("0x10"),
        Ok((16, IntSuffix::None, IntBase::Hex))
    );
    assert!(expr::decode_int("99999999999999999999").is_err());
    assert!(expr::decode_int("09").is_err());
    assert!(expr::decode_float("1e999").is_err());

    // A bad literal is one OSH0202.
    let p = parse_text("static int x = 99999999999999999999;");
    let reports = p.diags.reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].code, Code::BAD_NUMBER);
}

fn decode_int_for_test(text: &str) -> Result<(u64, IntSuffix, IntBase), String> {
    expr::decode_int(text)
}

#[test]
fn statements_of_every_kind() {
    let dump = dump_body(
        r#"
    const float k = 2;
    static int counter = 0;
    int i, j = 1;
    ;
    { i = 1; }
    if (i) j = 2; else if (j) j = 3; else { j = 4; }
    for (i = 0; i < 4; i++) j += i;
    for (int n = 0, m = 1; ; ) { break; }
    for (;;) continue;
    while (i > 0) --i;
    do { i++; } while (i < 10);
    switch (i) {
        case 0:
        case 1: j = 1;
        case 2: { j = 2; break; }
        default: j = 0; break;
    }
    discard;
    return;
"#,
    );
    let expected = r#"fn void f()
  block
    var const float k = 2
    var static int counter = 0
    var int i, j = 1
    empty
    block
      expr (= i 1)
    if i
      expr (= j 2)
    else
      if j
        expr (= j 3)
      else
        block
          expr (= j 4)
    for ; (< i 4) ; (post++ i)
      init
        expr (= i 0)
      expr (+= j i)
    for ;  ; 
      init
        var int n = 0, m = 1
      block
        break
    for ;  ; 
      continue
    while (> i 0)
      expr (-- i)
    do-while (< i 10)
      block
        expr (post++ i)
    switch i
      case 0
      case 1
        expr (= j 1)
      case 2
        block
          expr (= j 2)
          break
      default
        expr (= j 0)
        break
    discard
    return
"#;
    assert_eq!(dump, expected);
}

#[test]
fn soft_keywords_stay_usable_as_names() {
    let dump = dump_body(
        "float4 sample = tex.Sample(s, uv); float line = sample.x; sample = 1; point p; linear float q;",
    );
    assert!(
        dump.contains("var float4 sample = (method tex Sample s uv)"),
        "{dump}"
    );
    assert!(dump.contains("var float line = (. sample x)"), "{dump}");
    assert!(dump.contains("expr (= sample 1)"), "{dump}");
    assert!(dump.contains("var point p"), "{dump}");
    assert!(dump.contains("var linear float q"), "{dump}");
}

#[test]
fn parameters_with_modifiers_defaults_and_interpolation() {
    let src = r#"
struct PSIn { nointerpolation uint id : ID; centroid noperspective float2 uv : UV; sample float4 s : S; };
void F(in float a, out float b, inout float c, uniform float d, const float e = 2.0, float g[2] = {1, 2});
[maxvertexcount(3)]
void GS(triangle PSIn input[3], inout TriangleStream<PSIn> output) {}
void G(float);
"#;
    let p = parse_text(src);
    p.assert_clean();
    let dump = p.tu.dump();
    assert!(dump.contains("var nointerpolation uint id : ID"), "{dump}");
    assert!(
        dump.contains("var centroid noperspective float2 uv : UV"),
        "{dump}"
    );
    assert!(dump.contains("fn void F(in float a, out float b, inout float c, uniform float d, const float e = 2.0, float g[2] = {1 2});"), "{dump}");
    assert!(dump.contains("fn [maxvertexcount(3)] void GS(triangle PSIn input[3], inout TriangleStream<PSIn> output)"), "{dump}");
    assert!(dump.contains("fn void G(float);"), "{dump}");
    let DeclKind::Struct(s) = &p.decl(0).kind else {
        panic!()
    };
    let DeclKind::Variable(uv) = &p.tu[s.members[1]].kind else {
        panic!()
    };
    let interp = uv.modifiers.interpolation();
    assert!(interp.centroid && interp.noperspective && !interp.linear);
}

/// C++'s `const` after the type, as real code writes it (`float const sigma = 2.0f;`, a
/// parameter `uint const pass`): the same declaration as with `const` first.
#[test]
fn const_after_the_type_is_a_const_modifier() {
    let trailing = parse_text(
        "static float const k = 1.0;\nvoid F(uint const pass) { float const sigma = 2.0f; }",
    );
    trailing.assert_clean();
    let leading = parse_text(
        "static const float k = 1.0;\nvoid F(const uint pass) { const float sigma = 2.0f; }",
    );
    assert_eq!(trailing.tu.dump(), leading.tu.dump());
}

/// `float S::k = 2;` is refused where it stands, never read as a new global `k`.
#[test]
fn an_out_of_class_static_member_definition_is_refused_by_name() {
    let p = parse_text("struct S { static float k; };\nfloat S::k = 2;");
    let reports = p.diags.reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].code, Code::UNSUPPORTED);
    assert!(reports[0]
        .message
        .starts_with("'S::k' defines a static member outside its struct"));
}

#[test]
fn pack_matrix_pragmas_are_recorded_on_declarations() {
    let src = "float4x4 A;\n#pragma pack_matrix(row_major)\nfloat4x4 B;\nstruct S { float4x4 C; };\n#pragma pack_matrix(column_major)\nvoid f(float4x4 D) {}\n";
    let p = parse_text(src);
    p.assert_clean();
    let expected = "var float4x4 A\nvar float4x4 B #pack(row_major)\nstruct S\n  var float4x4 C #pack(row_major)\nfn void f(float4x4 D #pack(column_major))\n  block\n";
    assert_eq!(p.tu.dump(), expected);
}

#[test]
fn pragma_marks_apply_before_their_token_index() {
    let src = "float4x4 A; float4x4 B;";
    let mut sources = SourceMap::new();
    let file = sources.add("p.hlsl", src);
    let tokens = tokenize(file, src);
    let b_index = tokens.iter().position(|t| t.is_ident("B")).unwrap() - 1;
    let pragmas = [PragmaMark {
        token_index: b_index,
        pragma: Pragma::PackMatrix(MatrixPacking::RowMajor),
        span: Span::default(),
    }];
    let mut diags = DiagnosticBag::new();
    let tu = parse(&tokens, &pragmas, &mut diags);
    assert!(diags.reports().is_empty());
    assert_eq!(
        tu.dump(),
        "var float4x4 A\nvar float4x4 B #pack(row_major)\n"
    );
}

fn resolved(p: &Parsed) -> Vec<(Code, u32, u32, String)> {
    p.diags
        .resolve(&p.sources, Default::default())
        .into_iter()
        .map(|d| (d.code, d.line, d.column, d.message))
        .collect()
}

#[test]
fn missing_semicolon_is_one_error_at_the_end_of_the_line() {
    let p = parse_text("float a = 1\nfloat b = 2;\nfloat c;\n");
    let r = resolved(&p);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].0, Code::EXPECTED_TOKEN);
    assert_eq!((r[0].1, r[0].2), (1, 12));
    assert_eq!(
        r[0].3,
        "Expected ';' after the declaration of 'a', found 'float'. Add a ';'."
    );
    // Parsing went on: all three declarations are there.
    assert_eq!(p.tu.decls.len(), 3);

    let p = parse_text("void f() {\n    int x = 1;\n    x = x + 2\n    x = 3;\n}\nfloat g;\n");
    let r = resolved(&p);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!((r[0].0, r[0].1, r[0].2), (Code::EXPECTED_TOKEN, 3, 14));
    assert!(p.tu.dump().contains("expr (= x 3)"));
    assert_eq!(p.tu.decls.len(), 2);

    let p = parse_text("struct S { float a; }\nfloat b;\n");
    let r = resolved(&p);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!((r[0].1, r[0].2), (1, 22));
    assert_eq!(
        r[0].3,
        "Expected ';' after the definition of struct 'S', found 'float'. Add a ';'."
    );
}

#[test]
fn garbage_recovers_at_the_next_declaration_or_statement() {
    let p = parse_text("float a = ) 3;\nfloat b;\nvoid f() { int x = 1 +; x = 2; }\nfloat c;");
    let r = resolved(&p);
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!((r[0].0, r[0].1, r[0].2), (Code::EXPECTED_EXPRESSION, 1, 11));
    assert_eq!((r[1].0, r[1].1, r[1].2), (Code::EXPECTED_EXPRESSION, 3, 23));
    let dump = p.tu.dump();
    assert!(dump.contains("var float b"), "{dump}");
    assert!(dump.contains("expr (= x 2)"), "{dump}");
    assert!(dump.contains("var float c"), "{dump}");

    let p = parse_text("} float a; 42; struct S { ) float b; }; float c;");
    let r = resolved(&p);
    assert_eq!(r.len(), 3, "{r:?}");
    assert_eq!(r[0].0, Code::EXPECTED_DECLARATION);
    assert!(p.tu.dump().contains("var float c"));
}

#[test]
fn ten_thousand_nested_parentheses_are_one_diagnostic() {
    let depth = 10_000;
    let src = format!(
        "static float x = {}1{};\nfloat y;",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    let p = parse_text(&src);
    let r = resolved(&p);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].0, Code::NESTING_TOO_DEEP);
    assert_eq!(p.tu.decls.len(), 2);
}

#[test]
fn ten_thousand_nested_blocks_are_one_diagnostic() {
    let depth = 10_000;
    let src = format!(
        "void f() {{{}{}\nfloat y;",
        "{".repeat(depth),
        "}".repeat(depth + 1)
    );
    let p = parse_text(&src);
    let r = resolved(&p);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].0, Code::NESTING_TOO_DEEP);
    assert_eq!(p.tu.decls.len(), 2);
    // Unclosed: still one diagnostic for the depth, one for the missing brace.
    let p = parse_text(&format!("void f() {{{}", "{".repeat(depth)));
    let codes: Vec<Code> = p.diags.reports().iter().map(|r| r.code).collect();
    assert_eq!(codes[0], Code::NESTING_TOO_DEEP);
    assert!(codes.len() <= 2, "{codes:?}");
}

#[test]
fn other_deep_inputs_are_bounded() {
    for src in [
        format!("static float x = {}1;", "-".repeat(10_000)),
        format!("static float x = 1{};", " + 1".repeat(10_000)),
        format!("static float x = a{};", ".b".repeat(10_000)),
        format!(
            "static float x = {}1{};",
            "{".repeat(10_000),
            "}".repeat(10_000)
        ),
        format!("{}int{} x;", "vector<".repeat(10_000), ">".repeat(10_000)),
        format!(
            "{} float x; {}",
            "struct S {".repeat(10_000),
            "};".repeat(10_000)
        ),
        "namespace N {".repeat(10_000),
        format!("void f() {{ {} }}", "if (a) ".repeat(10_000)),
        format!("static float x = {}0;", "a = ".repeat(10_000)),
        format!(
            "static float x = {}0{};",
            "f(".repeat(10_000),
            ")".repeat(10_000)
        ),
        format!(
            "static float x = {}0{};",
            "a ? ".repeat(10_000),
            " : 1".repeat(10_000)
        ),
    ] {
        let p = parse_text(&src);
        let codes: Vec<Code> = p.diags.reports().iter().map(|r| r.code).collect();
        assert!(
            codes.contains(&Code::NESTING_TOO_DEEP),
            "{:?}: {codes:?}",
            &src[..40]
        );
        assert!(codes.len() <= 3, "{:?}: {codes:?}", &src[..40]);
        // The dump recurses over the tree: it must stay within the stack too.
        let _ = p.tu.dump();
    }
    // Long flat sums under the limit are fine.
    let p = parse_text(&format!("static float x = 1{};", " + 1".repeat(200)));
    p.assert_clean();
}

#[test]
fn nested_and_elaborated_structs() {
    let p = parse_text(
        "struct Outer { struct Inner { int x; } inner; Inner more[2]; static const int K = 2; };\nstruct Outer o;\nstruct Fwd;\n",
    );
    p.assert_clean();
    let expected = "struct Outer\n  struct Inner\n    var int x\n  var struct Inner inner\n  var Inner more[2]\n  var static const int K = 2\nvar Outer o\nstruct Fwd;\n";
    assert_eq!(p.tu.dump(), expected);
    let DeclKind::Struct(outer) = &p.decl(0).kind else {
        panic!()
    };
    // The nested struct comes before the member that uses it, and the member's type refers
    // to it.
    let DeclKind::Variable(inner) = &p.tu[outer.members[1]].kind else {
        panic!()
    };
    assert_eq!(p.tu[inner.ty].kind, TypeExprKind::Struct(outer.members[0]));
}

#[test]
fn token_soup_never_panics() {
    let vocabulary = "struct S { } ( ) [ ] [[ ]] < > >> , ; : :: . ? = += == - + * ! ~ ++ -- \
        float4 int T x y 1 2.0f 0x1u \"s\" 'c' if else for while do switch case default \
        break continue return discard cbuffer tbuffer typedef enum class namespace template \
        typename operator this sizeof static const in out inout register packoffset \
        row_major sample point unorm Texture2D vector true";
    let mut sources = SourceMap::new();
    let file = sources.add("soup.hlsl", vocabulary);
    let words = tokenize(file, vocabulary);
    let (eof, words) = words.split_last().unwrap();
    let mut seed = 99u64;
    for _ in 0..1500 {
        let len = 1 + lcg(&mut seed) % 120;
        let mut tokens: Vec<Token> = (0..len)
            .map(|_| words[lcg(&mut seed) % words.len()].clone())
            .collect();
        tokens.push(eof.clone());
        let mut diags = DiagnosticBag::new();
        let tu = parse(&tokens, &[], &mut diags);
        let _ = tu.dump();
        assert_children_first(&tu);
        assert_errors_reported(&tu, &diags);
    }
}

#[test]
fn failed_casts_are_not_retried_exponentially() {
    let mut inner = String::from("1");
    for _ in 0..60 {
        inner = format!("(vector<{inner}>)");
    }
    let started = std::time::Instant::now();
    let p = parse_text(&format!("static float x = {inner};"));
    assert!(!p.diags.reports().is_empty());
    assert!(
        started.elapsed().as_secs() < 5,
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn large_inputs_parse_in_linear_time() {
    // ~2,000 copies of a 190-token program (about 400k tokens) and a long garbage stream.
    let body = FUZZ_SOURCE.replace("#line 1", "");
    let mut src = String::new();
    for i in 0..2000 {
        src.push_str(&body.replace("CS(", &format!("CS{i}(")));
    }
    let started = std::time::Instant::now();
    let p = parse_text(&src);
    p.assert_clean();
    let garbage = ") ( [ < :: , . ? 1 } = ".repeat(20_000);
    let g = parse_text(&garbage);
    assert!(g.diags.has_errors());
    assert!(
        started.elapsed().as_secs() < 20,
        "took {:?}",
        started.elapsed()
    );
}

/// Deterministic pseudo-random numbers for the fuzz loops.
fn lcg(seed: &mut u64) -> usize {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (*seed >> 33) as usize
}

const FUZZ_SOURCE: &str = r#"
#line 1
template<typename T> T Id(T v) { return v; }
cbuffer C : register(b0, space1) { row_major float4x4 M : packoffset(c0); float k; };
struct S : Base { [[vk::location(0)]] float4 p : POSITION; float f() const { return p.x; } };
enum class E : uint { A = 1, B };
typedef float2 F2[2];
namespace N { static const int K = 3; }
[numthreads(8, 8, 1)]
void CS(uint3 id : SV_DispatchThreadID, inout float a[2]) {
    [unroll] for (int i = 0; i < N::K; ++i) { a[i] += (float)i * Id<float>(2.0f); }
    switch (id.x) { case 0: break; default: discard; }
    float4 v = float4(1, 2, 3, 4).wzyx; v.xy = (v.x > 0) ? v.xy : -v.zw;
    do { v *= 2; } while (v.x < 100 && !(v.y >= 3));
    S s = (S)0; int q = sizeof(S); q <<= 2; q = q >> 1 | 0x10u;
    float m = { 1 };
}
"#;

#[test]
fn truncated_token_streams_never_panic() {
    let mut sources = SourceMap::new();
    let file = sources.add("fuzz.hlsl", FUZZ_SOURCE.replace("#line 1", ""));
    let text = sources.file(file).unwrap().text.clone();
    let full = tokenize(file, &text);
    let eof = full.last().unwrap().clone();
    for cut in 0..full.len() {
        let mut tokens = full[..cut].to_vec();
        tokens.push(eof.clone());
        let mut diags = DiagnosticBag::new();
        let tu = parse(&tokens, &[], &mut diags);
        let _ = tu.dump();
        // Also without the Eof token.
        let mut diags = DiagnosticBag::new();
        let _ = parse(&full[..cut], &[], &mut diags);
    }
}

#[test]
fn mutated_token_streams_never_panic() {
    let mut sources = SourceMap::new();
    let file = sources.add("fuzz.hlsl", FUZZ_SOURCE.replace("#line 1", ""));
    let text = sources.file(file).unwrap().text.clone();
    let full = tokenize(file, &text);
    let body = &full[..full.len() - 1];
    let eof = full.last().unwrap().clone();
    let mut seed = 12345u64;
    for _ in 0..3000 {
        let mut tokens = body.to_vec();
        for _ in 0..(1 + lcg(&mut seed) % 4) {
            let at = lcg(&mut seed) % tokens.len();
            match lcg(&mut seed) % 3 {
                0 => {
                    tokens.remove(at);
                }
                1 => {
                    let from = lcg(&mut seed) % body.len();
                    tokens.insert(at, body[from].clone());
                }
                _ => {
                    let from = lcg(&mut seed) % body.len();
                    tokens[at] = body[from].clone();
                }
            }
        }
        tokens.push(eof.clone());
        let mut diags = DiagnosticBag::new();
        let tu = parse(&tokens, &[], &mut diags);
        let _ = tu.dump();
        assert_children_first(&tu);
        assert_errors_reported(&tu, &diags);
    }
}

#[test]
fn the_fuzz_source_itself_parses_cleanly() {
    let p = parse_text(&FUZZ_SOURCE.replace("#line 1", ""));
    p.assert_clean();
}

/// An AST with error nodes comes with at least one error diagnostic.
fn assert_errors_reported(tu: &TranslationUnit, diags: &DiagnosticBag) {
    let has_error_nodes = tu.exprs.iter().any(|e| e.kind == ExprKind::Error)
        || tu.stmts.iter().any(|s| s.kind == StmtKind::Error)
        || tu.types.iter().any(|t| t.kind == TypeExprKind::Error);
    if has_error_nodes {
        assert!(
            diags.has_errors(),
            "error nodes without a diagnostic:\n{}",
            tu.dump()
        );
    }
}

/// Checks the post-order invariant of the AST: within each arena, children come first.
fn assert_children_first(tu: &TranslationUnit) {
    let targ_exprs = |args: &Option<Vec<TemplateArg>>| -> Vec<ExprId> {
        args.iter()
            .flatten()
            .filter_map(|a| match a {
                TemplateArg::Expr(e) => Some(*e),
                TemplateArg::Type(_) => None,
            })
            .collect()
    };
    for (i, e) in tu.exprs.iter().enumerate() {
        let children: Vec<ExprId> = match &e.kind {
            ExprKind::Unary { operand, .. } => vec![*operand],
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Comma { lhs, rhs } => vec![*lhs, *rhs],
            ExprKind::Assign { target, value, .. } => vec![*target, *value],
            ExprKind::Conditional {
                condition,
                accept,
                reject,
            } => vec![*condition, *accept, *reject],
            ExprKind::Cast { operand, .. } => vec![*operand],
            ExprKind::Call { callee, args } => std::iter::once(*callee)
                .chain(args.iter().copied())
                .collect(),
            ExprKind::MethodCall {
                receiver,
                args,
                template_args,
                ..
            } => std::iter::once(*receiver)
                .chain(args.iter().copied())
                .chain(targ_exprs(template_args))
                .collect(),
            ExprKind::Construct { args, .. } | ExprKind::InitList(args) => args.clone(),
            ExprKind::Index { base, index } => vec![*base, *index],
            ExprKind::Member { base, .. } => vec![*base],
            ExprKind::SizeofExpr(e) => vec![*e],
            ExprKind::Name { template_args, .. } => targ_exprs(template_args),
            _ => vec![],
        };
        assert!(
            children.iter().all(|c| c.index() < i),
            "expr {i}: {:?}",
            e.kind
        );
    }
    for (i, s) in tu.stmts.iter().enumerate() {
        let children: Vec<StmtId> = match &s.kind {
            StmtKind::Block(items) => items.clone(),
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => std::iter::once(*then_branch).chain(*else_branch).collect(),
            StmtKind::For { init, body, .. } => init.iter().copied().chain([*body]).collect(),
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => vec![*body],
            StmtKind::Switch { cases, .. } => cases.iter().flat_map(|c| c.body.clone()).collect(),
            _ => vec![],
        };
        assert!(
            children.iter().all(|c| c.index() < i),
            "stmt {i}: {:?}",
            s.kind
        );
    }
    for (i, d) in tu.decl_arena.iter().enumerate() {
        let children: Vec<DeclId> = match &d.kind {
            DeclKind::Struct(s) => s.members.clone(),
            DeclKind::Buffer(b) => b.members.clone(),
            DeclKind::Namespace(n) => n.decls.clone(),
            _ => vec![],
        };
        assert!(children.iter().all(|c| c.index() < i), "decl {i}");
    }
    for (i, t) in tu.types.iter().enumerate() {
        if let TypeExprKind::Named {
            template_args: Some(args),
            ..
        } = &t.kind
        {
            for a in args {
                if let TemplateArg::Type(ty) = a {
                    assert!(ty.index() < i, "type {i}");
                }
            }
        }
    }
}

#[test]
fn children_come_before_parents_in_every_arena() {
    for src in [
        FUZZ_SOURCE.replace("#line 1", ""),
        SPRITE.to_string(),
        "void f() { struct L { int a; } l; switch (l.a) { case 1: struct M { int b; } m; } }"
            .to_string(),
        "typedef struct { vector<vector<float, 2>, 2> v; } W; Pair<Pair<float>> p;".to_string(),
    ] {
        let p = parse_text(&src);
        assert_children_first(&p.tu);
    }
}

#[test]
fn common_mistakes_give_one_clear_diagnostic() {
    let cases: &[(&str, &str)] = &[
        ("void f() { if (x { } }\nfloat g;", "(1,18): error OSH0203: Expected ')' to close the 'if' condition, found '{'."),
        ("float4 f( { }\nfloat g;", "(1,11): error OSH0203: Expected a parameter type, found '{'."),
        ("void f() { x = ; }", "(1,16): error OSH0204: Expected an expression, found ';'."),
        ("void f() { float4 v = float4(1, 2; }", "(1,34): error OSH0203: Expected ')' to close the argument list, found ';'."),
        ("struct S { float a }; float b;", "(1,19): error OSH0203: Expected ';' after the declaration of 'a', found '}'. Add a ';'."),
        ("cbuffer C { float a; float b }", "(1,29): error OSH0203: Expected ';' after the declaration of 'b', found '}'. Add a ';'."),
        ("void f() { for (int i = 0; i < 3 i++) {} }", "(1,33): error OSH0203: Expected ';' after the 'for' condition, found 'i'. Add a ';'."),
        ("[numthreads(8, 8, 1) void f() {}", "(1,22): error OSH0207: Expected ']' to close the attribute, found 'void'."),
        ("[[vk::binding(0)] Texture2D t;", "(1,19): error OSH0207: Expected ']]' to close the attribute, found 'Texture2D'."),
        ("Texture2D<float4 t;", "(1,18): error OSH0203: Expected ',' or '>' in the template argument list, found 't'."),
        ("void f() { return 1 }", "(1,20): error OSH0203: Expected ';' after the return statement, found '}'. Add a ';'."),
        ("void f() { switch (x) { y = 1; case 1: break; } }", "(1,25): error OSH0203: A statement in a 'switch' before any 'case' or 'default' label is never run. Add a label before it."),
        ("void f() { x.; }", "(1,14): error OSH0203: Expected a member name after '.', found ';'."),
        ("static const float k = 0xZZ;", "(1,24): error OSH0202: '0xZZ' is not a valid number. Check its digits and suffix (integers: 12, 0x1F, 017, 5u; floats: 1.0, .5f, 1e-3, 2.0h)"),
        ("void f() { else {} }", "(1,12): error OSH0203: 'else' without a matching 'if'."),
        ("float f(float a,) { return a; }", "(1,17): error OSH0203: Expected a parameter after ',', found ')'. Remove the ','."),
        ("void f() { do { } (x); }", "(1,19): error OSH0203: Expected 'while' after the body of the 'do' loop, found '('."),
        ("namespace { float a; }", "(1,11): error OSH0203: Expected a name for the namespace, found '{'."),
    ];
    for (src, expected) in cases {
        let p = parse_text(src);
        let errors = p.errors();
        assert_eq!(errors, [format!("test.hlsl{expected}")], "for {src:?}");
    }
    // The attribute whose bracket was forgotten still belongs to the function.
    let p = parse_text("[numthreads(8, 8, 1) void f() {}");
    assert_eq!(p.decl(0).attributes[0].name.as_str(), "numthreads");
}

#[test]
fn everyday_compute_code() {
    let src = r#"
static const uint kCount = 4u;
groupshared uint gs[kCount * 2];
RWByteAddressBuffer rw : register(u0);
float4 Splat(float4 v) { return v.xyzw * (1.0).xxxx; }
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 tid : SV_DispatchThreadID)
{
    uint v = rw.Load(gi * 4);
    InterlockedAdd(gs[0], 1u);
    GroupMemoryBarrierWithGroupSync();
    float3x3 m = float3x3(1, 0, 0, 0, 1, 0, 0, 0, 1);
    float r = mul(m, float3(1, 2, 3))[0];
    float a = m[0][1], b = m._m01;
    uint packed = (v >> 16) & 0xFFFF;
    bool cond = v > 3 && v < 10 || !(v == 4);
    int neg = -(int)v;
    float4 c = rw.Load<float4>(0);
    vector<float, 4> vv = { 1, 2, 3, 4 };
    if (any(c > 0)) { c = c < 0 ? -c : c; }
    int2 cell = (int2)tid.xy * 2 - 1;
    uint mask = 1u << (gi & 31);
    c.xy += float2(a, b) / max(r, 1e-4f);
}
"#;
    let p = parse_text(src);
    p.assert_clean();
    let dump = p.tu.dump();
    for needle in [
        "var groupshared uint gs[(* kCount 2)]",
        "return (* (. v xyzw) (. 1.0 xxxx))",
        "var float r = (index (call mul m (construct float3 1 2 3)) 0)",
        "var float a = (index (index m 0) 1), b = (. m _m01)",
        "var uint packed = (& (>> v 16) 65535)",
        "var bool cond = (|| (&& (> v 3) (< v 10)) (! (== v 4)))",
        "var int neg = (- (cast int v))",
        "var float4 c = (method rw Load<float4> 0)",
        "var vector<float, 4> vv = {1 2 3 4}",
        "expr (= c (? (< c 0) (- c) c))",
        "var int2 cell = (- (* (cast int2 (. tid xy)) 2) 1)",
        "var uint mask = (<< 1u (& gi 31))",
        "expr (+= (. c xy) (/ (construct float2 a b) (call max r 0.0001f)))",
    ] {
        assert!(dump.contains(needle), "missing {needle:?} in\n{dump}");
    }
}

#[test]
fn single_character_mutations_give_few_diagnostics() {
    // One typo should give one diagnostic, or a few at most, never a cascade.
    let sources_text = [SPRITE.to_string(), FUZZ_SOURCE.replace("#line 1", "")];
    let alphabet = b"(){}[]<>;,.:=+-*/&|!~?0123456789abcxyz_ \n";
    let mut seed = 7u64;
    let mut histogram = [0usize; 8];
    for text in &sources_text {
        let bytes = text.as_bytes();
        for _ in 0..1500 {
            let mut b = bytes.to_vec();
            let at = lcg(&mut seed) % b.len();
            match lcg(&mut seed) % 3 {
                0 => {
                    b.remove(at);
                }
                1 => b.insert(at, alphabet[lcg(&mut seed) % alphabet.len()]),
                _ => b[at] = alphabet[lcg(&mut seed) % alphabet.len()],
            }
            let mutated = String::from_utf8_lossy(&b).to_string();
            let p = parse_text(&mutated);
            assert_children_first(&p.tu);
            assert_errors_reported(&p.tu, &p.diags);
            let parser_errors = p
                .diags
                .reports()
                .iter()
                .filter(|r| (203..=207).contains(&r.code.0))
                .count();
            histogram[parser_errors.min(7)] += 1;
            assert!(
                parser_errors <= 5,
                "{parser_errors} errors for:\n{mutated}\n{:#?}",
                p.errors()
            );
        }
    }
    // Most mutations that break the syntax give exactly one diagnostic.
    let broken: usize = histogram[1..].iter().sum();
    assert!(histogram[1] * 10 >= broken * 8, "{histogram:?}");
}

/// A warning (an ignored effect state block) leaves nothing to recover from: the declaration
/// after it is read, whatever it starts with (`shared cbuffer` was skipped silently).
#[test]
fn a_warning_does_not_skip_the_next_declaration() {
    let p = parse_text(
        "SamplerState Point { Filter = X; };\nshared cbuffer Pool : register(b4) { float4 Shared; };\nfloat4 After;\n",
    );
    let reports = p.errors();
    assert!(
        reports.iter().all(|r| r.contains(": warning ")),
        "{reports:?}"
    );
    let dump = p.tu.dump();
    assert!(dump.contains("cbuffer Pool"), "{dump}");
    assert!(dump.contains("var float4 After"), "{dump}");
    let warnings: Vec<_> = p
        .diags
        .reports()
        .iter()
        .map(|r| r.message.clone())
        .collect();
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("'shared' on a constant buffer is ignored")),
        "{warnings:?}"
    );
    // Likewise in a member list, and a missing ';' after a warning is still reported.
    let p = parse_text(
        "cbuffer C { float4 a <string UIName = \"A\";>; [[vk::offset(16)]] float4 b; };\nfloat4 x <string UIName = \"X\";>\nfloat4 y;\n",
    );
    let dump = p.tu.dump();
    assert!(dump.contains("float4 b"), "{dump}");
    let reports = p.errors();
    assert!(
        reports
            .iter()
            .any(|r| r.contains("(2,32): error OSH0203: Expected ';'")),
        "{reports:?}"
    );
}
