//! WGSL identifiers: sanitizing HLSL names, the reserved and predeclared words, the entry
//! function name the spec defines (`EntryFunctionName`), and the numbered names of values
//! (`v12`, `a0`, `t3`), written without `format!` as nearly every instruction makes one.
//!
//! Input: source names. Output: valid WGSL identifiers. Invariants: the same input always gives
//! the same name; a result never is a WGSL keyword, reserved word or predeclared name, never
//! starts with `__` and never is `_` alone.

/// Keywords, reserved words and predeclared names (types, built-in functions) of WGSL that an
/// HLSL identifier could spell, sorted by bytes: every generated name (struct members on each
/// buffer access included) is looked up, so the search is binary.
const RESERVED: &[&str] = &[
    "NULL",
    "Self",
    "abs",
    "abstract",
    "acos",
    "acosh",
    "active",
    "alias",
    "alignas",
    "alignof",
    "all",
    "any",
    "array",
    "arrayLength",
    "as",
    "asin",
    "asinh",
    "asm",
    "asm_fragment",
    "async",
    "atan",
    "atan2",
    "atanh",
    "atomic",
    "atomicAdd",
    "atomicAnd",
    "atomicCompareExchangeWeak",
    "atomicExchange",
    "atomicLoad",
    "atomicMax",
    "atomicMin",
    "atomicOr",
    "atomicStore",
    "atomicSub",
    "atomicXor",
    "attribute",
    "auto",
    "await",
    "become",
    "bitcast",
    "bool",
    "break",
    "case",
    "cast",
    "catch",
    "ceil",
    "char",
    "clamp",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "coherent",
    "column_major",
    "common",
    "compile",
    "compile_fragment",
    "concept",
    "const",
    "const_assert",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "continue",
    "continuing",
    "cos",
    "cosh",
    "countLeadingZeros",
    "countOneBits",
    "countTrailingZeros",
    "crate",
    "cross",
    "debugger",
    "decltype",
    "default",
    "degrees",
    "delete",
    "demote",
    "demote_to_helper",
    "determinant",
    "diagnostic",
    "discard",
    "distance",
    "do",
    "dot",
    "dpdx",
    "dpdxCoarse",
    "dpdxFine",
    "dpdy",
    "dpdyCoarse",
    "dpdyFine",
    "dynamic_cast",
    "else",
    "enable",
    "enum",
    "exp",
    "exp2",
    "explicit",
    "export",
    "extends",
    "extern",
    "external",
    "extractBits",
    "f16",
    "f32",
    "faceForward",
    "fallthrough",
    "false",
    "filter",
    "final",
    "finally",
    "firstLeadingBit",
    "firstTrailingBit",
    "floor",
    "fma",
    "fn",
    "for",
    "fract",
    "frexp",
    "friend",
    "from",
    "fwidth",
    "fwidthCoarse",
    "fwidthFine",
    "fxgroup",
    "get",
    "goto",
    "groupshared",
    "highp",
    "i32",
    "if",
    "impl",
    "implements",
    "import",
    "inline",
    "insertBits",
    "instanceof",
    "interface",
    "inverseSqrt",
    "layout",
    "ldexp",
    "length",
    "let",
    "log",
    "log2",
    "loop",
    "lowp",
    "macro",
    "macro_rules",
    "mat2x2",
    "mat2x3",
    "mat2x4",
    "mat3x2",
    "mat3x3",
    "mat3x4",
    "mat4x2",
    "mat4x3",
    "mat4x4",
    "match",
    "max",
    "mediump",
    "meta",
    "min",
    "mix",
    "mod",
    "modf",
    "module",
    "move",
    "mut",
    "mutable",
    "namespace",
    "new",
    "nil",
    "noexcept",
    "noinline",
    "nointerpolation",
    "noperspective",
    "normalize",
    "null",
    "nullptr",
    "of",
    "operator",
    "override",
    "pack2x16float",
    "pack2x16snorm",
    "pack2x16unorm",
    "pack4x8snorm",
    "pack4x8unorm",
    "package",
    "packoffset",
    "partition",
    "pass",
    "patch",
    "pixelfragment",
    "pow",
    "precise",
    "precision",
    "premerge",
    "priv",
    "protected",
    "ptr",
    "pub",
    "public",
    "quantizeToF16",
    "radians",
    "readonly",
    "ref",
    "reflect",
    "refract",
    "regardless",
    "register",
    "reinterpret_cast",
    "require",
    "requires",
    "resource",
    "restrict",
    "return",
    "reverseBits",
    "round",
    "sampler",
    "sampler_comparison",
    "saturate",
    "select",
    "self",
    "set",
    "shared",
    "sign",
    "signed",
    "sin",
    "sinh",
    "sizeof",
    "smooth",
    "smoothstep",
    "snorm",
    "sqrt",
    "static",
    "static_assert",
    "static_cast",
    "std",
    "step",
    "storageBarrier",
    "struct",
    "subroutine",
    "super",
    "switch",
    "tan",
    "tanh",
    "target",
    "template",
    "textureBarrier",
    "textureDimensions",
    "textureGather",
    "textureGatherCompare",
    "textureLoad",
    "textureNumLayers",
    "textureNumLevels",
    "textureNumSamples",
    "textureSample",
    "textureSampleBaseClampToEdge",
    "textureSampleBias",
    "textureSampleCompare",
    "textureSampleCompareLevel",
    "textureSampleGrad",
    "textureSampleLevel",
    "textureStore",
    "texture_1d",
    "texture_2d",
    "texture_2d_array",
    "texture_3d",
    "texture_cube",
    "texture_cube_array",
    "texture_depth_2d",
    "texture_depth_2d_array",
    "texture_depth_cube",
    "texture_depth_cube_array",
    "texture_depth_multisampled_2d",
    "texture_external",
    "texture_multisampled_2d",
    "texture_storage_1d",
    "texture_storage_2d",
    "texture_storage_2d_array",
    "texture_storage_3d",
    "this",
    "thread_local",
    "throw",
    "trait",
    "transpose",
    "true",
    "trunc",
    "try",
    "type",
    "typedef",
    "typeid",
    "typename",
    "typeof",
    "u32",
    "union",
    "unless",
    "unorm",
    "unpack2x16float",
    "unpack2x16snorm",
    "unpack2x16unorm",
    "unpack4x8snorm",
    "unpack4x8unorm",
    "unsafe",
    "unsized",
    "use",
    "using",
    "var",
    "varying",
    "vec2",
    "vec3",
    "vec4",
    "virtual",
    "volatile",
    "wgsl",
    "where",
    "while",
    "with",
    "workgroupBarrier",
    "writeonly",
    "yield",
];

/// Whether `name` is a WGSL keyword, reserved word or predeclared name.
pub fn is_reserved(name: &str) -> bool {
    RESERVED.binary_search(&name).is_ok()
}

/// `name` with every character that is not an ASCII letter, digit or underscore turned into an
/// underscore, made a valid identifier (no leading digit, no leading `__`, not `_` alone).
pub fn sanitize(name: &str) -> String {
    // Room for the prefix `x` and the suffix `_` that callers may add.
    let mut s = String::with_capacity(name.len() + 2);
    for c in name.chars() {
        s.push(if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        });
    }
    if s.is_empty()
        || s.starts_with(|c: char| c.is_ascii_digit())
        || s.starts_with("__")
        || s == "_"
    {
        s.insert(0, 'x');
    }
    s
}

/// The WGSL name of the entry function for HLSL entry point `hlsl_name` (the spec's
/// `EntryFunctionName`): sanitized, with a trailing `_` when WGSL reserves or predeclares it.
pub fn entry_function_name(hlsl_name: &str) -> String {
    let mut s = sanitize(hlsl_name);
    if is_reserved(&s) {
        s.push('_');
    }
    s
}

/// A valid identifier for a generated item: sanitized, and never reserved.
pub fn item_name(name: &str) -> String {
    entry_function_name(name)
}

/// Appends `prefix` and the decimal digits of `n`: the names of SSA values (`v12`), arguments
/// (`a0`) and temporaries (`t3`). Written by hand because these names are made for nearly every
/// instruction, and `format!` costs an allocation and the formatting machinery each time.
pub(super) fn push_numbered(out: &mut String, prefix: char, n: u32) {
    out.push(prefix);
    push_decimal(out, n);
}

/// Appends the decimal digits of `n` (as `{n}` formats it).
pub(super) fn push_decimal(out: &mut String, n: u32) {
    let mut digits = [0u8; 10];
    let mut k = digits.len();
    let mut rest = n;
    loop {
        k -= 1;
        digits[k] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in &digits[k..] {
        out.push(char::from(d));
    }
}

/// `prefix` followed by the decimal digits of `n`, as a new string ([`push_numbered`]).
pub(super) fn numbered(prefix: char, n: u32) -> String {
    let mut s = String::with_capacity(12);
    push_numbered(&mut s, prefix, n);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_words_are_sorted_for_binary_search() {
        assert!(RESERVED.windows(2).all(|w| w[0] < w[1]));
        assert!(is_reserved("workgroupBarrier") && is_reserved("NULL") && is_reserved("yield"));
        assert!(!is_reserved("color") && !is_reserved("texture"));
    }

    #[test]
    fn numbered_names_are_decimal() {
        assert_eq!(numbered('v', 0), "v0");
        assert_eq!(numbered('a', 7), "a7");
        assert_eq!(numbered('t', 1234567890), "t1234567890");
        assert_eq!(numbered('v', u32::MAX), format!("v{}", u32::MAX));
    }

    #[test]
    fn entry_names_follow_the_spec() {
        assert_eq!(entry_function_name("main"), "main");
        assert_eq!(entry_function_name("loop"), "loop_");
        assert_eq!(entry_function_name("sample"), "sample");
        assert_eq!(entry_function_name("select"), "select_");
        assert_eq!(entry_function_name("__x"), "x__x");
        assert_eq!(entry_function_name("a.b"), "a_b");
    }
}
