//! Tests of the preprocessor, through [`preprocess`] as the driver calls it.

use super::*;
use crate::diag::{Report, Severity};
use crate::preprocess::{Define, IncludeResolver, ResolvedInclude};
use crate::source::Location;
use crate::syntax::token::Pragma;
use std::collections::HashMap;
use std::path::Path;

struct Run {
    out: PreprocessOutput,
    sources: SourceMap,
    diags: DiagnosticBag,
}

impl Run {
    /// Output token texts, without the final Eof.
    fn texts(&self) -> Vec<String> {
        let n = self.out.tokens.len().saturating_sub(1);
        self.out.tokens[..n]
            .iter()
            .map(|t| t.text.to_string())
            .collect()
    }

    fn joined(&self) -> String {
        self.texts().join(" ")
    }

    fn codes(&self) -> Vec<Code> {
        self.diags.reports().iter().map(|r| r.code).collect()
    }

    fn errors(&self) -> Vec<&Report> {
        self.diags
            .reports()
            .iter()
            .filter(|r| r.severity == Severity::Error)
            .collect()
    }

    fn at(&self, span: Span) -> (String, u32, u32) {
        let Location { path, line, column } = self.sources.resolve(span);
        (path, line, column)
    }

    fn token(&self, text: &str) -> &Token {
        self.out
            .tokens
            .iter()
            .find(|t| &*t.text == text)
            .unwrap_or_else(|| panic!("no token {text:?} in {:?}", self.texts()))
    }
}

fn resolver_of(files: &[(&str, &str)]) -> IncludeResolver {
    let map: HashMap<String, String> = files
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Arc::new(move |name: &str, _including: &str| {
        map.get(name).map(|text| ResolvedInclude {
            path: name.to_string(),
            text: text.clone(),
        })
    })
}

fn run_with(main: &str, resolver: Option<&IncludeResolver>, defines: &[Define]) -> Run {
    run_full(
        main,
        "main.hlsl",
        resolver,
        defines,
        &[],
        PreprocessLimits::default(),
    )
}

fn run_full(
    main: &str,
    path: &str,
    resolver: Option<&IncludeResolver>,
    defines: &[Define],
    include_dirs: &[PathBuf],
    limits: PreprocessLimits,
) -> Run {
    let mut sources = SourceMap::new();
    let id = sources.add(path, main);
    let mut diags = DiagnosticBag::new();
    let options = PreprocessOptions {
        defines,
        include_dirs,
        include_resolver: resolver,
        limits,
        predefined: Default::default(),
    };
    let out = preprocess(&mut sources, id, &options, &mut diags);
    assert_eq!(
        out.tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Eof)
            .count(),
        1
    );
    assert_eq!(out.tokens.last().map(|t| t.kind), Some(TokenKind::Eof));
    Run {
        out,
        sources,
        diags,
    }
}

fn run(main: &str) -> Run {
    run_with(main, None, &[])
}

fn clean(main: &str) -> String {
    let r = run(main);
    assert!(r.diags.reports().is_empty(), "{:?}", r.diags.reports());
    r.joined()
}

#[test]
fn object_like_macros() {
    assert_eq!(clean("#define N 4\nint a[N];"), "int a [ 4 ] ;");
    assert_eq!(clean("#define E\nE x E"), "x");
    assert_eq!(clean("#define A B + 1\n#define B 2\nA"), "2 + 1");
}

#[test]
fn function_like_macros() {
    assert_eq!(
        clean("#define ADD(a, b) ((a) + (b))\nADD(1, ADD(2, 3))"),
        "( ( 1 ) + ( ( ( 2 ) + ( 3 ) ) ) )"
    );
    assert_eq!(clean("#define F() 7\nF() F ( )"), "7 7");
    assert_eq!(clean("#define ID(x) x\nID()"), "");
    // Nested parentheses and commas inside them stay in one argument.
    assert_eq!(
        clean("#define FIRST(a, b) a\nFIRST((1, 2), 3)"),
        "( 1 , 2 )"
    );
}

#[test]
fn name_without_parentheses_is_not_an_invocation() {
    assert_eq!(
        clean("#define F(x) [x]\nF + F(1); int F;"),
        "F + [ 1 ] ; int F ;"
    );
    // `#define G (x)` is object-like: the space matters.
    assert_eq!(clean("#define G (x)\nG"), "( x )");
}

#[test]
fn invocation_spans_lines() {
    assert_eq!(
        clean("#define ADD(a, b) a + b\nADD(1,\n  2\n)\nnext"),
        "1 + 2 next"
    );
}

#[test]
fn variadic_macros() {
    assert_eq!(
        clean("#define V(f, ...) f(__VA_ARGS__)\nV(g, 1, (2, 3), 4) V(h)"),
        "g ( 1 , ( 2 , 3 ) , 4 ) h ( )"
    );
    assert_eq!(
        clean("#define L(x, ...) call(x, ## __VA_ARGS__)\nL(1) L(1, 2)"),
        "call ( 1 ) call ( 1 , 2 )"
    );
    assert_eq!(clean("#define N(args...) f(args)\nN(1, 2)"), "f ( 1 , 2 )");
    assert_eq!(clean("#define S(...) #__VA_ARGS__\nS(a, b)"), "\"a, b\"");
}

#[test]
fn stringize() {
    assert_eq!(
        clean("#define S(x) #x\nS(a  +   \"q\\n\") S( spaced  out ) S()"),
        r#""a + \"q\\n\"" "spaced out" """#
    );
    // The argument of # is not expanded; an extra level expands it.
    assert_eq!(
        clean("#define N 4\n#define S(x) #x\n#define XS(x) S(x)\nS(N) XS(N)"),
        "\"N\" \"4\""
    );
}

#[test]
fn token_pasting() {
    assert_eq!(
        clean("#define CAT(a, b) a ## b\nCAT(foo, bar) CAT(x, 1) CAT(, y) CAT(z, ) CAT(+, =) CAT(1, .5f)"),
        "foobar x1 y z += 1.5f"
    );
    // Pasted names are rescanned; operands of ## are not expanded first.
    assert_eq!(
        clean("#define AB done\n#define A nope\n#define CAT(a, b) a ## b\nCAT(A, B)"),
        "done"
    );
    assert_eq!(clean("#define OBJ x ## y\nOBJ"), "xy");
    let r = run("#define CAT(a, b) a ## b\nCAT(+, -)");
    assert_eq!(r.codes(), [Code::PP_PASTE]);
    assert_eq!(r.joined(), "+ -");
}

#[test]
fn rescanning_does_not_recurse() {
    assert_eq!(clean("#define foo foo bar\nfoo"), "foo bar");
    assert_eq!(clean("#define a b\n#define b a\na b"), "a b");
    assert_eq!(
        clean("#define f(x) f(x + 1)\nf(f(0))"),
        "f ( f ( 0 + 1 ) + 1 )"
    );
}

/// The example from the C standard (6.10.3.5), which pins down rescanning and painting.
#[test]
fn c_standard_rescanning_example() {
    let src = "#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
";
    let expected = "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { \"hello\", \"\" };";
    let got: String = clean(src).chars().filter(|c| !c.is_whitespace()).collect();
    let want: String = expected.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(got, want);
}

#[test]
fn wrong_argument_count_is_osh0103() {
    let r = run("#define F(a, b) a\nF(1) F(1, 2, 3) F(1, 2)");
    assert_eq!(r.codes(), [Code::PP_MACRO_ARGUMENTS; 2]);
    assert_eq!(
        r.errors()[0].message,
        "macro 'F' takes 2 arguments, but 1 were given. Check the commas in the invocation (wrap an argument that contains commas in parentheses)"
    );
    assert_eq!(r.joined(), "1");
    let r = run("#define F(a) a\nF(1");
    assert_eq!(r.codes(), [Code::PP_MACRO_ARGUMENTS]);
    assert_eq!(r.at(r.errors()[0].span), ("main.hlsl".into(), 2, 1));
}

#[test]
fn if_expressions() {
    let cases = [
        ("1 + 2 * 3 == 7", true),
        ("(1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3", true),
        ("-1 < 0", true),
        ("-1 < 0u", false),
        ("0x10 == 16 && 010 == 8 && 0X1fUL == 31", true),
        ("0b101 == 5 && 0B1u == 1", true),
        ("18446744073709551615 == -1", true),
        ("7 / 2 == 3 && -7 % 3 == -1 && -7 / 2 == -3", true),
        ("1 << 63 < 0", true),
        ("1u << 63 > 0", true),
        ("-16 >> 2 == -4", true),
        ("1 << 64 == 0", true),
        ("~0 == -1 && !0 == 1 && !5 == 0", true),
        ("3 > 2 > 1", false),
        ("(2 | 1) == 3 && (6 & 3) == 2 && (6 ^ 3) == 5", true),
        ("UNKNOWN == 0 && !UNKNOWN", true),
        ("true && !false", true),
        ("0 && 1 / 0", false),
        ("1 || 1 / 0", true),
        ("1 ? 2 : 1 / 0", true),
        ("'A' == 65", true),
        ("N > 3 && defined N && defined(N) && !defined(M)", true),
        ("-9223372036854775807 - 1 < 0", true),
        ("(-9223372036854775807 - 1) / -1 < 0", true),
    ];
    for (expr, want) in cases {
        let r = run(&format!("#define N 4\n#if {expr}\nyes\n#else\nno\n#endif"));
        assert!(
            r.diags.reports().is_empty(),
            "{expr}: {:?}",
            r.diags.reports()
        );
        assert_eq!(r.joined(), if want { "yes" } else { "no" }, "{expr}");
    }
}

#[test]
fn bad_if_expressions_are_osh0104() {
    for expr in [
        "1 / 0",
        "1 % (2 - 2)",
        "",
        "1 +",
        "(1",
        "1.5",
        "1 2",
        "defined",
        "\"s\"",
    ] {
        let r = run(&format!("#if {expr}\nyes\n#else\nno\n#endif"));
        assert_eq!(r.codes(), [Code::PP_BAD_EXPRESSION], "{expr}");
        assert_eq!(r.joined(), "no", "{expr}");
    }
    let deep = format!("#if {}1{}\n#endif", "(".repeat(5000), ")".repeat(5000));
    assert_eq!(run(&deep).codes(), [Code::PP_BAD_EXPRESSION]);
    let unary = format!("#if {}1\n#endif", "-".repeat(100_000));
    assert_eq!(run(&unary).codes(), [Code::PP_BAD_EXPRESSION]);
}

#[test]
fn defined_from_a_macro_is_evaluated() {
    assert_eq!(
        clean("#define D defined(X)\n#define X\n#if D\nyes\n#endif"),
        "yes"
    );
}

#[test]
fn conditional_chains() {
    let src = "#define V 2
#if V == 1
one
#elif V == 2
two
#elif V == 2
again
#else
other
#endif
#ifdef V
def
#endif
#ifndef V
undef
#endif
#undef V
#ifndef V
gone
#endif";
    assert_eq!(clean(src), "two def gone");
}

#[test]
fn skipped_regions_ignore_their_content() {
    let src = "#if 0
  #if garbage((( 
  it's not code @ $
  #bogus directive
  #error not reported
  #endif
#elif 1 / 0
#else
yes
#endif";
    // The #elif is not evaluated (the #if group was not taken, so it is: 1/0 is an error there).
    let r = run(src);
    assert_eq!(r.codes(), [Code::PP_BAD_EXPRESSION]);
    assert_eq!(r.joined(), "yes");
    assert_eq!(clean("#if 1\na\n#elif 1/0\nb\n#endif"), "a");
}

#[test]
fn unbalanced_conditionals_are_osh0101() {
    let r = run("#if 1\na\n#ifdef X\nb");
    assert_eq!(r.codes(), [Code::PP_UNTERMINATED_CONDITIONAL; 2]);
    assert_eq!(r.at(r.errors()[0].span), ("main.hlsl".into(), 1, 1));
    assert_eq!(r.joined(), "a");
    for src in ["#endif", "#else", "#elif 1", "#if 1\n#else\n#else\n#endif"] {
        assert_eq!(
            run(src).codes(),
            [Code::PP_UNTERMINATED_CONDITIONAL],
            "{src}"
        );
    }
    // An #if opened in an include must close there.
    let resolver = resolver_of(&[("a.hlsli", "#if 1\nx\n")]);
    let r = run_with("#include \"a.hlsli\"\n#endif", Some(&resolver), &[]);
    assert_eq!(r.codes(), [Code::PP_UNTERMINATED_CONDITIONAL; 2]);
}

#[test]
fn defines_apply_before_the_first_line() {
    let resolver = resolver_of(&[(
        "common/sampling.hlsli",
        "#ifndef HORIZONTAL\n#define HORIZONTAL 1\n#endif\nh = HORIZONTAL;",
    )]);
    let defines = [
        Define::new("RADIUS", Some("2")),
        Define::new("FLAG", None),
        Define::new("HORIZONTAL", Some("0")),
        Define::new("SQ(x)", Some("((x) * (x))")),
        Define::new("__HLSL_VERSION", Some("2018")),
    ];
    let r = run_with(
        "#include \"common/sampling.hlsli\"\nRADIUS FLAG SQ(3) __HLSL_VERSION",
        Some(&resolver),
        &defines,
    );
    assert!(r.diags.reports().is_empty(), "{:?}", r.diags.reports());
    assert_eq!(r.joined(), "h = 0 ; 2 1 ( ( 3 ) * ( 3 ) ) 2018");
    assert_eq!(r.out.files, ["main.hlsl", "common/sampling.hlsli"]);
    let r = run_with("x", None, &[Define::new("1bad", None)]);
    assert_eq!(r.codes(), [Code::BAD_OPTION]);
}

#[test]
fn predefined_macros() {
    assert_eq!(
        clean("__HLSL_VERSION __SHADER_TARGET_MAJOR __SHADER_TARGET_MINOR __spirv__"),
        "2021 6 0 1"
    );
    // DXC's identity: shader code branches on it to pick DXC's Vulkan paths.
    assert_eq!(
        clean("#ifdef __hlsl_dx_compiler\ndxc\n#else\nnot_dxc\n#endif"),
        "dxc"
    );
    assert_eq!(
        clean("__SHADER_TARGET_STAGE __SHADER_STAGE_LIBRARY __SPIRV_MAJOR_VERSION__ __SPIRV_MINOR_VERSION__ __oneshader__"),
        "6 6 1 5 1"
    );
    assert_eq!(
        clean("#ifdef __HLSL_ENABLE_16_BIT\nyes\n#endif\nend"),
        "end"
    );
}

#[test]
fn line_and_file_macros() {
    assert_eq!(clean("a\n__LINE__ __FILE__"), "a 2 \"main.hlsl\"");
    // A macro using __LINE__ reports the line of its invocation.
    assert_eq!(clean("#define L __LINE__\n\n  L"), "3");
    let resolver = resolver_of(&[("dir\\inc.hlsli", "\n__FILE__ __LINE__")]);
    let r = run_with(
        "#include \"dir\\inc.hlsli\"\n__LINE__",
        Some(&resolver),
        &[],
    );
    assert_eq!(r.joined(), r#""dir\\inc.hlsli" 2 2"#);
    assert_eq!(
        clean("#line 50 \"gen.hlsl\"\n__LINE__ __FILE__"),
        "50 \"gen.hlsl\""
    );
}

#[test]
fn line_directive_remaps_diagnostics() {
    let r = run("a\n#line 100 \"gen.hlsl\"\nb\n  @");
    assert_eq!(r.codes(), [Code::UNEXPECTED_CHARACTER]);
    assert_eq!(r.at(r.errors()[0].span), ("gen.hlsl".into(), 101, 3));
    let b = r.token("b").span;
    assert_eq!(r.at(b), ("gen.hlsl".into(), 100, 1));
    let r = run("#line 7\nx");
    assert_eq!(r.at(r.token("x").span), ("main.hlsl".into(), 7, 1));
    assert_eq!(run("#line x").codes(), [Code::PP_DIRECTIVE]);
}

#[test]
fn error_directive_reports_text_and_location() {
    let r = run("x\n  #error Radius must be  positive (got 0)\ny");
    assert_eq!(r.codes(), [Code::PP_ERROR_DIRECTIVE]);
    let e = r.errors()[0];
    assert_eq!(e.message, "Radius must be  positive (got 0)");
    assert_eq!(r.at(e.span), ("main.hlsl".into(), 2, 4));
    assert_eq!(r.joined(), "x y");
    // An apostrophe in the message is not a lexer error.
    let r = run("#warning don't do this");
    assert_eq!(r.diags.reports().len(), 1);
    assert_eq!(r.diags.reports()[0].severity, Severity::Warning);
    assert_eq!(r.diags.reports()[0].message, "don't do this");
}

#[test]
fn unknown_and_malformed_directives() {
    assert_eq!(run("#foo").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(run("#define").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(run("#define 3 x").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(run("#define F(a, a) a").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(run("#define F(a) #b").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(run("#define F(a) ## a").codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(clean("#\n  #  \nx"), "x");
    let r = run("#define A 1\n#define A 2\n#define A 2\nA");
    assert_eq!(r.codes(), [Code::PP_REDEFINED]);
    assert_eq!(r.diags.reports()[0].severity, Severity::Warning);
    assert_eq!(r.joined(), "2");
}

#[test]
fn pragmas() {
    let r = run("a\n#pragma pack_matrix(row_major)\nb c\n#pragma pack_matrix( column_major )\n#pragma warning(disable: 3206)\n#pragma message(\"it's\")\nd");
    assert!(r.diags.reports().is_empty(), "{:?}", r.diags.reports());
    assert_eq!(r.joined(), "a b c d");
    let marks: Vec<_> = r
        .out
        .pragmas
        .iter()
        .map(|m| (m.token_index, m.pragma))
        .collect();
    use crate::types::MatrixPacking::*;
    assert_eq!(
        marks,
        [
            (1, Pragma::PackMatrix(RowMajor)),
            (3, Pragma::PackMatrix(ColumnMajor))
        ]
    );
    assert_eq!(r.at(r.out.pragmas[0].span), ("main.hlsl".into(), 2, 1));
    let r = run("#pragma pack_matrix(diagonal)");
    assert_eq!(r.codes(), [Code::PP_BAD_PRAGMA]);
    assert_eq!(r.diags.reports()[0].severity, Severity::Warning);
    assert!(r.out.pragmas.is_empty());
}

#[test]
fn include_through_the_resolver() {
    let resolver = resolver_of(&[
        (
            "common.hlsli",
            "#pragma once\n#include \"inner.hlsli\"\nfloat c;",
        ),
        ("inner.hlsli", "float i;"),
    ]);
    let r = run_with(
        "#include \"common.hlsli\"\n#include <common.hlsli>\n#include \"inner.hlsli\"\nfloat m;",
        Some(&resolver),
        &[],
    );
    assert!(r.diags.reports().is_empty(), "{:?}", r.diags.reports());
    assert_eq!(r.joined(), "float i ; float c ; float i ; float m ;");
    assert_eq!(r.out.files, ["main.hlsl", "common.hlsli", "inner.hlsli"]);
}

#[test]
fn include_names_from_macros_and_angle_brackets() {
    let resolver = resolver_of(&[("a.hlsli", "a"), ("sys/b c.hlsli", "b")]);
    let r = run_with(
        "#define HDR \"a.hlsli\"\n#include HDR\n#include <sys/b c.hlsli>\n#include nothing",
        Some(&resolver),
        &[],
    );
    assert_eq!(r.joined(), "a b");
    assert_eq!(r.codes(), [Code::PP_DIRECTIVE]);
    assert_eq!(r.out.files, ["main.hlsl", "a.hlsli", "sys/b c.hlsli"]);
}

#[test]
fn resolver_gets_the_including_file() {
    let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    let resolver: IncludeResolver = Arc::new(move |name: &str, including: &str| {
        if let Ok(mut l) = log.lock() {
            l.push(format!("{name} from {including}"));
        }
        let text = match name {
            "lib/a.hlsli" => "#include \"b.hlsli\"",
            "b.hlsli" => "b",
            _ => return None,
        };
        Some(ResolvedInclude {
            path: name.to_string(),
            text: text.to_string(),
        })
    });
    let r = run_with("#include \"lib/a.hlsli\"", Some(&resolver), &[]);
    assert_eq!(r.joined(), "b");
    let calls = seen.lock().map(|l| l.clone()).unwrap_or_default();
    assert_eq!(
        calls,
        ["lib/a.hlsli from main.hlsl", "b.hlsli from lib/a.hlsli"]
    );
}

#[test]
fn include_guard_and_pragma_once() {
    let resolver = resolver_of(&[
        ("guarded.hlsli", "#ifndef G\n#define G\ng\n#endif"),
        ("once.hlsli", "#pragma once\no"),
        ("twice.hlsli", "t"),
    ]);
    let src = "#include \"guarded.hlsli\"\n#include \"guarded.hlsli\"\n#include \"once.hlsli\"\n#include \"once.hlsli\"\n#include \"twice.hlsli\"\n#include \"twice.hlsli\"";
    let r = run_with(src, Some(&resolver), &[]);
    assert_eq!(r.joined(), "g o t t");
    assert_eq!(
        r.out.files,
        ["main.hlsl", "guarded.hlsli", "once.hlsli", "twice.hlsli"]
    );
}

#[test]
fn missing_include_message_matches_the_spec() {
    let resolver = resolver_of(&[]);
    let r = run_full(
        "#include \"common/sample.hlsli\"\nTexture2D<float4> Source;",
        "blur.hlsl",
        Some(&resolver),
        &[],
        &[],
        PreprocessLimits::default(),
    );
    let d = r.diags.resolve(&r.sources, Default::default());
    assert_eq!(d.len(), 1);
    assert_eq!(
        d[0].to_string(),
        "blur.hlsl(1,10): error OSH0120: cannot find include file 'common/sample.hlsli'; searched: 'the include resolver'. Check the spelling, or add the directory that contains it to the include paths"
    );
    // Preprocessing goes on after a missing include.
    assert_eq!(r.texts()[0], "Texture2D");

    let dirs = [
        PathBuf::from("/nonexistent/one"),
        PathBuf::from("/nonexistent/two"),
    ];
    let r = run_full(
        "#include <x.hlsli>",
        "blur.hlsl",
        Some(&resolver),
        &[],
        &dirs,
        PreprocessLimits::default(),
    );
    assert_eq!(
        r.errors()[0].message,
        "cannot find include file 'x.hlsli'; searched: 'the include resolver', '/nonexistent/one', '/nonexistent/two'. Check the spelling, or add the directory that contains it to the include paths"
    );
    let r = run("#include \"x.hlsli\"");
    assert_eq!(r.codes(), [Code::MISSING_INCLUDE]);
    assert!(r.errors()[0]
        .message
        .contains("no include resolver and no include directory"));
}

/// A fresh folder under the system temp dir, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir =
            std::env::temp_dir().join(format!("oneshader-pp-{tag}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }

    fn write(&self, rel: &str, text: &str) -> PathBuf {
        let p = self.0.join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("create folder");
        }
        std::fs::write(&p, text).expect("write file");
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn include_from_disk_searches_the_folder_then_the_include_dirs() {
    let tmp = TempDir::new("disk");
    let main = tmp.write("src/main.hlsl", "");
    tmp.write("src/local.hlsli", "#include \"sub/deep.hlsli\"\nlocal");
    tmp.write("src/sub/deep.hlsli", "#pragma once\ndeep");
    tmp.write("src/both.hlsli", "both_local");
    tmp.write("inc/both.hlsli", "both_inc");
    tmp.write(
        "inc/only_inc.hlsli",
        "#include \"../src/sub/deep.hlsli\"\nonly_inc",
    );
    let inc = tmp.0.join("inc");
    let src = "#include \"local.hlsli\"\n#include \"both.hlsli\"\n#include <both.hlsli>\n#include \"only_inc.hlsli\"\n#include <local.hlsli>";
    let main_path = main.to_string_lossy().into_owned();
    let r = run_full(
        src,
        &main_path,
        None,
        &[],
        std::slice::from_ref(&inc),
        PreprocessLimits::default(),
    );
    assert_eq!(r.joined(), "deep local both_local both_inc only_inc");
    // `<local.hlsli>` is not looked up beside the including file.
    assert_eq!(r.codes(), [Code::MISSING_INCLUDE]);
    assert_eq!(
        r.errors()[0].message,
        format!("cannot find include file 'local.hlsli'; searched: '{}'. Check the spelling, or add the directory that contains it to the include paths", inc.display())
    );
    let folder = main.parent().unwrap_or(Path::new(""));
    let show = |p: PathBuf| p.to_string_lossy().into_owned();
    assert_eq!(
        r.out.files,
        [
            main_path.clone(),
            show(folder.join("local.hlsli")),
            show(folder.join("sub").join("deep.hlsli")),
            show(folder.join("both.hlsli")),
            show(inc.join("both.hlsli")),
            show(inc.join("only_inc.hlsli")),
            show(inc.join("../src/sub/deep.hlsli")),
        ]
    );
    // Backslash separators (Windows habit) work on every system.
    tmp.write("src/sub/win.hlsli", "win");
    let r = run_full(
        "#include \"sub\\win.hlsli\"",
        &main_path,
        None,
        &[],
        &[],
        PreprocessLimits::default(),
    );
    assert_eq!(r.joined(), "win");
    // Missing from disk with a folder to search: the folder is listed too.
    let r = run_full(
        "#include \"nope.hlsli\"",
        &main_path,
        None,
        &[],
        &[],
        PreprocessLimits::default(),
    );
    assert_eq!(
        r.errors()[0].message,
        format!("cannot find include file 'nope.hlsli'; searched: '{}'. Check the spelling, or add the directory that contains it to the include paths", folder.display())
    );
}

#[test]
fn tokens_from_an_include_point_at_the_include() {
    let resolver = resolver_of(&[("Blur.hlsli", "float4 Blur()\n{\n    return stpe(0);\n}")]);
    let r = run_with(
        "// main\n#include \"Blur.hlsli\"\n#define M foo\n  M",
        Some(&resolver),
        &[],
    );
    assert_eq!(r.at(r.token("stpe").span), ("Blur.hlsli".into(), 3, 12));
    // A macro body token is placed at the macro name's use.
    assert_eq!(r.at(r.token("foo").span), ("main.hlsl".into(), 4, 3));
}

#[test]
fn expansion_spans() {
    let r = run("#define ADD(a, b) (a + b)\n#define OUTER ADD(x, y)\n\n  OUTER");
    // Body tokens (also of the inner macro) take the outermost invocation's span.
    for t in ["(", "+", "x", ")"] {
        assert_eq!(r.at(r.token(t).span), ("main.hlsl".into(), 4, 3), "{t}");
    }
    let r =
        run("#define ADD(a, b) (a + b)\n#define CAT(a, b) a ## b\nADD(left,\n    right) CAT(p, q)");
    // Arguments keep their own spans; pasted tokens get the invocation's.
    assert_eq!(r.at(r.token("left").span), ("main.hlsl".into(), 3, 5));
    assert_eq!(r.at(r.token("right").span), ("main.hlsl".into(), 4, 5));
    assert_eq!(r.at(r.token("+").span), ("main.hlsl".into(), 3, 1));
    assert_eq!(r.at(r.token("pq").span), ("main.hlsl".into(), 4, 12));
}

#[test]
fn lexer_errors_in_skipped_regions_are_dropped() {
    assert_eq!(clean("#if 0\nit's @ 1.2.3\n#endif\nok"), "ok");
    let r = run("#ifdef X\n/* never closed");
    assert!(r.codes().contains(&Code::UNTERMINATED_LITERAL));
    let r = run("ok @\n#if 0\n#endif");
    assert_eq!(r.codes(), [Code::UNEXPECTED_CHARACTER]);
}

#[test]
fn deep_include_chain_stops_at_the_depth_limit() {
    let resolver: IncludeResolver = Arc::new(|name: &str, _: &str| {
        let n: u32 = name.strip_prefix("inc")?.parse().ok()?;
        Some(ResolvedInclude {
            path: name.to_string(),
            text: if n < 10_000 {
                format!("#include \"inc{}\"\nx{n}", n + 1)
            } else {
                "end".to_string()
            },
        })
    });
    let r = run_with("#include \"inc0\"", Some(&resolver), &[]);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert_eq!(r.out.files.len(), 201);
    assert_eq!(r.out.tokens.len(), 200 + 1);
    assert_eq!(r.texts()[0], "x199");
}

#[test]
fn self_include_without_pragma_once_is_osh0107() {
    let resolver = resolver_of(&[("self.hlsli", "#include \"self.hlsli\"\nx")]);
    let r = run_with("#include \"self.hlsli\"", Some(&resolver), &[]);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert_eq!(r.out.files, ["main.hlsl", "self.hlsli"]);
    assert!(r.errors()[0]
        .message
        .contains("nested more than 200 files deep"));
}

#[test]
fn include_bombs_stop_with_osh0107() {
    // Each level includes the next twice: 2^40 includes without any output.
    let mut files = Vec::new();
    for i in 0..40 {
        files.push((
            format!("f{i}"),
            format!(
                "#include \"f{n}\"\n#include \"f{n}\"\n// comment",
                n = i + 1
            ),
        ));
    }
    files.push(("f40".to_string(), "#define X 1".to_string()));
    let pairs: Vec<(&str, &str)> = files
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let resolver = resolver_of(&pairs);
    let limits = PreprocessLimits {
        max_expansion_steps: 100_000,
        ..PreprocessLimits::default()
    };
    let r = run_full(
        "#include \"f0\"",
        "m.hlsl",
        Some(&resolver),
        &[],
        &[],
        limits,
    );
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert_eq!(r.out.files.len(), 42);
}

#[test]
fn macro_bombs_stop_with_osh0107() {
    let mut src = String::from("#define A0 x\n");
    for i in 1..=40 {
        src.push_str(&format!("#define A{i} A{p} A{p}\n", p = i - 1));
    }
    src.push_str("A40 after");
    let r = run(&src);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert!(r.out.tokens.len() <= 2_000_001);

    // Exponential growth inside arguments stops at the size limit of one expansion.
    let mut src = String::from("#define D(x) x x x x\n");
    src.push_str(&"D(".repeat(30));
    src.push('1');
    src.push_str(&")".repeat(30));
    let limits = PreprocessLimits {
        max_output_tokens: 50_000,
        ..PreprocessLimits::default()
    };
    let r = run_full(&src, "m.hlsl", None, &[], &[], limits);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert!(r.errors()[0].message.contains("longer than 50000 tokens"));

    // Small limits apply too.
    let limits = PreprocessLimits {
        max_expansion_steps: 1000,
        ..PreprocessLimits::default()
    };
    let r = run_full("#define T x x x x x x x x x x\n#define H T T T T T T T T T T\n#define K H H H H H H H H H H\nK", "m.hlsl", None, &[], &[], limits);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    assert!(r.errors()[0].message.contains("1000 steps"));
}

#[test]
fn deeply_nested_macro_arguments_do_not_overflow() {
    let src = format!(
        "#define F(x) x\n{}1{}",
        "F(".repeat(20_000),
        ")".repeat(20_000)
    );
    let r = run(&src);
    assert_eq!(r.codes(), [Code::PP_LIMIT]);
    let src = format!("#define F(x) x\n{}1{}", "F(".repeat(150), ")".repeat(150));
    assert_eq!(clean(&src), "1");
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "#define ",
        "#if ",
        "#elif ",
        "#else\n",
        "#endif\n",
        "#include \"x\"\n",
        "#include <",
        "#undef ",
        "#pragma once\n",
        "#pragma pack_matrix(",
        "#line ",
        "#error ",
        "A",
        "B",
        "F",
        "(",
        ")",
        ",",
        "##",
        "#",
        "\n",
        "__VA_ARGS__",
        "...",
        "defined",
        "1/0",
        "x",
        " ",
        "\"",
        "'",
        "\\\n",
        "/*",
        "*/",
        "//",
        "0x",
        "1.5",
        "@",
        "é",
        "\u{0}",
        "__LINE__",
        "__FILE__",
        ">",
        "?",
        ":",
    ];
    let resolver: IncludeResolver = Arc::new(|name: &str, _: &str| {
        (name == "x").then(|| ResolvedInclude {
            path: "x".into(),
            text: "#define A F(A)\n#define F(a) a ## B # a\nA F(A) x".into(),
        })
    });
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for round in 0..600 {
        let mut s = String::new();
        for _ in 0..(round % 80) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            s.push_str(pieces[(state % pieces.len() as u64) as usize]);
        }
        let limits = PreprocessLimits {
            max_output_tokens: 10_000,
            max_expansion_steps: 100_000,
            max_include_depth: 20,
            max_macro_nesting: 50,
            max_file_bytes: 1 << 20,
        };
        let r = run_full(&s, "g.hlsl", Some(&resolver), &[], &[], limits);
        for t in &r.out.tokens {
            let _ = r.sources.resolve(t.span);
        }
    }
}

#[test]
fn stops_at_the_error_cap() {
    let src = "@ x\n".repeat(5000);
    let r = run(&src);
    assert_eq!(r.diags.reports().len(), crate::diag::ERROR_LIMIT + 1);
    assert!(r.out.tokens.len() < 5000);
}

#[test]
fn output_ends_with_one_eof() {
    let r = run("");
    assert_eq!(r.out.tokens.len(), 1);
    assert_eq!(r.out.files, ["main.hlsl"]);
    let r = run("#define E\nE");
    assert_eq!(r.out.tokens.len(), 1);
    let resolver = resolver_of(&[("last.hlsli", "x")]);
    let r = run_with("a\n#include \"last.hlsli\"\n", Some(&resolver), &[]);
    let eof = r.out.tokens.last().map(|t| t.span).unwrap_or_default();
    assert_eq!(r.at(eof), ("main.hlsl".into(), 3, 1));
}
