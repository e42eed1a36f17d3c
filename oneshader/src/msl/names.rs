//! MSL identifiers: sanitizing HLSL names, the C++ and MSL keywords and the `metal_stdlib`
//! names the backend writes, the entry function name the spec defines (`EntryFunctionName`:
//! `main` becomes `main0`), and the numbered names of values (`v12`, `a0`, `t3`), written
//! without `format!` as nearly every instruction makes one.
//!
//! Input: source names. Output: valid MSL identifiers. Invariants: the same input always gives
//! the same name; a result never is a reserved word or a name the backend calls, never starts
//! with `__` and never is `_` alone.

/// C++ and MSL keywords, and the `metal_stdlib` types and functions the backend writes, that an
/// HLSL identifier could spell, sorted by bytes: every generated name (struct members on each
/// buffer access included) is looked up, so the search is binary.
const RESERVED: &[&str] = &[
    "NULL",
    "abs",
    "access",
    "acos",
    "alignas",
    "alignof",
    "all",
    "and",
    "and_eq",
    "any",
    "array",
    "as_type",
    "asin",
    "asm",
    "assert",
    "atan",
    "atan2",
    "atomic",
    "atomic_bool",
    "atomic_compare_exchange_weak_explicit",
    "atomic_exchange_explicit",
    "atomic_fetch_add_explicit",
    "atomic_fetch_and_explicit",
    "atomic_fetch_max_explicit",
    "atomic_fetch_min_explicit",
    "atomic_fetch_or_explicit",
    "atomic_fetch_sub_explicit",
    "atomic_fetch_xor_explicit",
    "atomic_int",
    "atomic_load_explicit",
    "atomic_store_explicit",
    "atomic_uint",
    "auto",
    "bias",
    "bitand",
    "bitor",
    "bool",
    "bool2",
    "bool3",
    "bool4",
    "break",
    "case",
    "catch",
    "ceil",
    "char",
    "char16_t",
    "char2",
    "char3",
    "char32_t",
    "char4",
    "char8_t",
    "clamp",
    "class",
    "clz",
    "co_await",
    "co_return",
    "co_yield",
    "compl",
    "component",
    "concept",
    "const",
    "const_cast",
    "constant",
    "consteval",
    "constexpr",
    "constinit",
    "continue",
    "cos",
    "cosh",
    "cross",
    "ctz",
    "decltype",
    "default",
    "degrees",
    "delete",
    "depth2d",
    "depth2d_array",
    "depth2d_ms",
    "depth2d_ms_array",
    "depthcube",
    "depthcube_array",
    "determinant",
    "device",
    "dfdx",
    "dfdy",
    "discard_fragment",
    "distance",
    "do",
    "dot",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "exp",
    "exp2",
    "explicit",
    "export",
    "extern",
    "fabs",
    "faceforward",
    "false",
    "float",
    "float2",
    "float2x2",
    "float2x3",
    "float2x4",
    "float3",
    "float3x2",
    "float3x3",
    "float3x4",
    "float4",
    "float4x2",
    "float4x3",
    "float4x4",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "for",
    "fract",
    "fragment",
    "frexp",
    "friend",
    "fwidth",
    "goto",
    "gradient2d",
    "gradient3d",
    "gradientcube",
    "half",
    "half2",
    "half2x2",
    "half2x3",
    "half2x4",
    "half3",
    "half3x2",
    "half3x3",
    "half3x4",
    "half4",
    "half4x2",
    "half4x3",
    "half4x4",
    "if",
    "in",
    "inline",
    "int",
    "int2",
    "int3",
    "int4",
    "is_function_constant_defined",
    "isinf",
    "isnan",
    "kernel",
    "ldexp",
    "length",
    "level",
    "log",
    "log10",
    "log2",
    "long",
    "long2",
    "long3",
    "long4",
    "main",
    "matrix",
    "max",
    "mem_flags",
    "memory_order",
    "memory_order_relaxed",
    "metal",
    "min",
    "mix",
    "modf",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "normalize",
    "not",
    "not_eq",
    "nullptr",
    "object_data",
    "operator",
    "or",
    "or_eq",
    "out",
    "packed_float2",
    "packed_float3",
    "packed_float4",
    "packed_half3",
    "packed_int3",
    "packed_uint3",
    "popcount",
    "pow",
    "private",
    "protected",
    "ptrdiff_t",
    "public",
    "radians",
    "ray_data",
    "reflect",
    "refract",
    "register",
    "reinterpret_cast",
    "requires",
    "return",
    "reverse_bits",
    "rint",
    "round",
    "rsqrt",
    "sampler",
    "saturate",
    "select",
    "short",
    "short2",
    "short3",
    "short4",
    "sign",
    "signed",
    "simd",
    "simd_is_helper_thread",
    "sin",
    "sincos",
    "sinh",
    "size_t",
    "sizeof",
    "smoothstep",
    "sqrt",
    "static",
    "static_assert",
    "static_cast",
    "std",
    "step",
    "struct",
    "switch",
    "tan",
    "tanh",
    "template",
    "texture1d",
    "texture1d_array",
    "texture2d",
    "texture2d_array",
    "texture2d_ms",
    "texture2d_ms_array",
    "texture3d",
    "texture_buffer",
    "texturecube",
    "texturecube_array",
    "this",
    "thread",
    "thread_local",
    "threadgroup",
    "threadgroup_barrier",
    "threadgroup_imageblock",
    "throw",
    "transpose",
    "true",
    "trunc",
    "try",
    "typedef",
    "typeid",
    "typename",
    "uchar",
    "uchar2",
    "uchar3",
    "uchar4",
    "uint",
    "uint2",
    "uint3",
    "uint4",
    "ulong",
    "ulong2",
    "ulong3",
    "ulong4",
    "union",
    "unsigned",
    "ushort",
    "ushort2",
    "ushort3",
    "ushort4",
    "using",
    "vec",
    "vertex",
    "virtual",
    "void",
    "volatile",
    "wchar_t",
    "while",
    "xor",
    "xor_eq",
];

/// Whether `name` is reserved in the MSL output.
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

/// The MSL name of the entry function for HLSL entry point `hlsl_name` (the spec's
/// `EntryFunctionName`): sanitized, with a trailing `0` when reserved (`main0`, `fragment0`).
pub fn entry_function_name(hlsl_name: &str) -> String {
    let mut s = sanitize(hlsl_name);
    if is_reserved(&s) {
        s.push('0');
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
        assert!(is_reserved("kernel") && is_reserved("NULL") && is_reserved("float4x4"));
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
        assert_eq!(entry_function_name("main"), "main0");
        assert_eq!(entry_function_name("fragment"), "fragment0");
        assert_eq!(entry_function_name("VSMain"), "VSMain");
        assert_eq!(entry_function_name("select"), "select0");
        assert_eq!(entry_function_name("__x"), "x__x");
        assert_eq!(entry_function_name("a.b"), "a_b");
    }
}
