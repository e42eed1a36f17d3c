#!/usr/bin/env python3
"""Writes metal_stdlib.h and metal_raytracing.h next to this script: the declarations the MSL
backend's output uses, for a syntax and type check with Debian's clang (see the headers' own
doc). Run it after adding a declaration; the headers are committed so the tests need no Python.

This script is the source. Each header's first line records the FNV-1a 64 hash of this script
and of the header's own body (both with CRLF read as LF); the Rust test
`the_header_is_the_output_of_its_generator` (oneshader/src/msl/tests.rs) recomputes both, so
an edit to either file without running this script fails the tests."""
import itertools, os

C = "xyzw"
out = []
w = out.append
w("""//
// A declarations header for the part of Apple's `metal_stdlib` that OneShader's MSL backend
// writes, so that its output can be checked by Debian's clang in C++17 mode
// (`clang -fsyntax-only -std=c++17 -fms-extensions -x c++`, tests/msl_corpus.rs).
//
// THIS IS NOT APPLE'S COMPILER OR APPLE'S HEADER. It catches malformed code, wrong types,
// wrong argument counts and missing declarations, and it evaluates the generated code's
// static_asserts with the sizes and alignments below, which tests/msl_corpus.rs pins to the
// table in Apple's Metal Shading Language Specification. It does not check Metal's address-
// space rules (the qualifiers are defined away), attributes (the test checks those by name),
// or anything about what runs on a GPU. Use tools/validate-msl.sh on a Mac for Apple's check.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <type_traits>

#define device
#define constant
#define thread
#define threadgroup
#define vertex
#define fragment
#define kernel

namespace metal {

// Debian's clang has no 16-bit float on x86-64: half is two bytes that convert through float.
struct half {
    unsigned short bits;
    half() = default;
    template <class U, class = std::enable_if_t<std::is_arithmetic<U>::value>> half(U v);
    operator float() const;
};
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned char uchar;
typedef unsigned long ulong;

template <class T, int N> struct vec;

template <class U> struct ncomp { static constexpr int value = 1; };
template <class U, int M> struct ncomp<vec<U, M>> { static constexpr int value = M; };
template <class U> struct is_vec : std::false_type {};
template <class U, int M> struct is_vec<vec<U, M>> : std::true_type {};
template <class U> constexpr bool is_scalar_v = std::is_arithmetic<U>::value || std::is_same<U, half>::value;

template <class T, class U> inline void fill(T *p, int &k, U s) { p[k++] = T(s); }
template <class T, class U, int M> inline void fill(T *p, int &k, vec<U, M> v) {
    for (int i = 0; i < M; i++) p[k++] = T(v[i]);
}

""")

def vec_struct(n):
    comps = C[:n]
    align = "sizeof(T) * %d" % (4 if n == 3 else n)
    w(f"template <class T> struct alignas({align}) vec<T, {n}> {{")
    w("    T " + ", ".join(comps) + ";")
    w("    vec() = default;")
    w("    template <class U, class = std::enable_if_t<is_scalar_v<U>>> vec(U s) { " + " ".join(f"{c} = T(s);" for c in comps) + " }")
    w(f"    template <class U> explicit vec(vec<U, {n}> v) {{ " + " ".join(f"{c} = T(v.{c});" for c in comps) + " }")
    w("    template <class A, class B, class... R, class = std::enable_if_t<(ncomp<A>::value + ncomp<B>::value + (0 + ... + ncomp<R>::value)) == %d>>" % n)
    w("    vec(A a, B b, R... r) { T p[%d]; int k = 0; fill(p, k, a); fill(p, k, b); (fill(p, k, r), ...); " % n + " ".join(f"{c} = p[{i}];" for i, c in enumerate(comps)) + " }")
    w("    T &operator[](int i) { return (&x)[i]; }")
    w("    const T &operator[](int i) const { return (&x)[i]; }")
    for L in range(2, 5):
        for sw in itertools.product(comps, repeat=L):
            s = "".join(sw)
            w(f"    vec<T, {L}> get_{s}() const {{ return vec<T, {L}>({', '.join(sw)}); }}")
            w(f"    __declspec(property(get = get_{s})) vec<T, {L}> {s};")
    w("};")
    w("")

for n in (2, 3, 4):
    vec_struct(n)

names = {"float": "float", "half": "half", "int": "int", "uint": "uint", "bool": "bool",
         "short": "short", "ushort": "ushort", "long": "long", "ulong": "ulong", "char": "char", "uchar": "uchar"}
for k, t in names.items():
    for n in (2, 3, 4):
        w(f"typedef vec<{t}, {n}> {k}{n};")
w("")
# packed vectors: 3 components, scalar alignment.
w("""template <class T> struct packed_vec3 {
    T x, y, z;
    packed_vec3() = default;
    packed_vec3(vec<T, 3> v) : x(v.x), y(v.y), z(v.z) {}
    operator vec<T, 3>() const { return vec<T, 3>(x, y, z); }
};
typedef packed_vec3<float> packed_float3;
typedef packed_vec3<half> packed_half3;
typedef packed_vec3<int> packed_int3;
typedef packed_vec3<uint> packed_uint3;
template <class T> struct alignas(sizeof(T)) packed_vec2 { T x, y; };
template <class T> struct alignas(sizeof(T)) packed_vec4 { T x, y, z, w; };
typedef packed_vec2<float> packed_float2;
typedef packed_vec4<float> packed_float4;
""")

# operators
w("#define OSH_BIN(op, R) \\")
w("template <class T, int N> vec<R, N> operator op(vec<T, N> a, vec<T, N> b) { vec<R, N> r; for (int i = 0; i < N; i++) r[i] = a[i] op b[i]; return r; } \\")
w("template <class T, int N> vec<R, N> operator op(vec<T, N> a, T b) { vec<R, N> r; for (int i = 0; i < N; i++) r[i] = a[i] op b; return r; } \\")
w("template <class T, int N> vec<R, N> operator op(T a, vec<T, N> b) { vec<R, N> r; for (int i = 0; i < N; i++) r[i] = a op b[i]; return r; }")
for op in "+ - * / % & | ^".split():
    w(f"OSH_BIN({op}, T)")
for op in "== != < <= > >=".split():
    w(f"OSH_BIN({op}, bool)")
w("#define OSH_SHIFT(op) \\")
w("template <class T, class U, int N> vec<T, N> operator op(vec<T, N> a, vec<U, N> b) { vec<T, N> r; for (int i = 0; i < N; i++) r[i] = a[i] op b[i]; return r; } \\")
w("template <class T, class U, int N, class = std::enable_if_t<is_scalar_v<U>>> vec<T, N> operator op(vec<T, N> a, U b) { vec<T, N> r; for (int i = 0; i < N; i++) r[i] = a[i] op b; return r; }")
w("OSH_SHIFT(<<)")
w("OSH_SHIFT(>>)")
w("""template <class T, int N> vec<T, N> operator-(vec<T, N> a) { for (int i = 0; i < N; i++) a[i] = -a[i]; return a; }
template <class T, int N> vec<T, N> operator~(vec<T, N> a) { for (int i = 0; i < N; i++) a[i] = ~a[i]; return a; }
template <int N> vec<bool, N> operator!(vec<bool, N> a) { for (int i = 0; i < N; i++) a[i] = !a[i]; return a; }

template <class T, int C, int R> struct matrix {
    vec<T, R> columns[C];
    matrix() = default;
    template <class... A, class = std::enable_if_t<sizeof...(A) == C && (std::is_same<A, vec<T, R>>::value && ...)>>
    matrix(A... a) : columns{a...} {}
    explicit matrix(T d) { for (int c = 0; c < C; c++) { columns[c] = vec<T, R>(T(0)); if (c < R) columns[c][c] = d; } }
    vec<T, R> &operator[](int i) { return columns[i]; }
    const vec<T, R> &operator[](int i) const { return columns[i]; }
};
template <class T, int C, int R> vec<T, R> operator*(matrix<T, C, R> m, vec<T, C> v) { vec<T, R> r(T(0)); for (int c = 0; c < C; c++) r = r + m[c] * v[c]; return r; }
template <class T, int C, int R> vec<T, C> operator*(vec<T, R> v, matrix<T, C, R> m) { vec<T, C> r; for (int c = 0; c < C; c++) { T s = T(0); for (int i = 0; i < R; i++) s += v[i] * m[c][i]; r[c] = s; } return r; }
template <class T, int K, int C, int R> matrix<T, C, R> operator*(matrix<T, K, R> a, matrix<T, C, K> b) { matrix<T, C, R> r; for (int c = 0; c < C; c++) r[c] = a * b[c]; return r; }
template <class T, int C, int R> matrix<T, C, R> operator*(matrix<T, C, R> a, T s) { for (int c = 0; c < C; c++) a[c] = a[c] * s; return a; }
template <class T, int C, int R> matrix<T, C, R> operator*(T s, matrix<T, C, R> a) { return a * s; }
template <class T, int C, int R> matrix<T, C, R> operator+(matrix<T, C, R> a, matrix<T, C, R> b) { for (int c = 0; c < C; c++) a[c] = a[c] + b[c]; return a; }
template <class T, int C, int R> matrix<T, C, R> operator-(matrix<T, C, R> a, matrix<T, C, R> b) { for (int c = 0; c < C; c++) a[c] = a[c] - b[c]; return a; }
template <class T, int C, int R> matrix<T, R, C> transpose(matrix<T, C, R> m) { matrix<T, R, C> r; for (int c = 0; c < C; c++) for (int i = 0; i < R; i++) r[i][c] = m[c][i]; return r; }
template <class T, int N> T determinant(matrix<T, N, N> m);
""")
for t in ("float", "half"):
    for c in (2, 3, 4):
        for r in (2, 3, 4):
            w(f"typedef matrix<{t}, {c}, {r}> {t}{c}x{r};")
w("""
template <class T, size_t N> struct array {
    T elems[N];
    T &operator[](size_t i) { return elems[i]; }
    const T &operator[](size_t i) const { return elems[i]; }
};

template <class T, class U> T as_type(U u) {
    static_assert(sizeof(T) == sizeof(U), "as_type needs types of one size");
    T t;
    __builtin_memcpy(&t, &u, sizeof(T));
    return t;
}

// Element types: scalar or vector of arithmetic type.
template <class T> struct elem { typedef T type; };
template <class T, int N> struct elem<vec<T, N>> { typedef T type; };
template <class T> constexpr bool is_num_v = is_scalar_v<T> || is_vec<T>::value;
template <class T> using num_t = std::enable_if_t<is_num_v<T>, T>;
template <class T> using bool_of = std::conditional_t<is_vec<T>::value, vec<bool, ncomp<T>::value>, bool>;
template <class T> using elem_t = typename elem<T>::type;
""")
for f in "abs floor ceil round rint trunc fract sqrt rsqrt exp exp2 log log2 sin cos tan asin acos atan sinh cosh tanh radians degrees sign saturate normalize popcount clz ctz reverse_bits dfdx dfdy fwidth".split():
    w(f"template <class T> num_t<T> {f}(T x);")
for f in "min max pow atan2 step fmin fmax fmod".split():
    w(f"template <class T> num_t<T> {f}(T x, T y);")
for f in "simd_sum simd_product simd_min simd_max simd_and simd_or simd_xor simd_prefix_exclusive_sum simd_prefix_exclusive_product".split():
    w(f"template <class T> num_t<T> {f}(T x);")
for f in "clamp mix smoothstep fma faceforward".split():
    w(f"template <class T> num_t<T> {f}(T x, T y, T z);")
w("""template <class T> num_t<T> refract(T i, T n, elem_t<T> eta);
template <class T> num_t<T> reflect(T i, T n);
template <class T, int N> T dot(vec<T, N> a, vec<T, N> b);
template <class T, int N> T length(vec<T, N> a);
template <class T, int N> T distance(vec<T, N> a, vec<T, N> b);
template <class T> vec<T, 3> cross(vec<T, 3> a, vec<T, 3> b);
template <class T, class I> num_t<T> frexp(T x, thread I &exponent);
template <class T> num_t<T> modf(T x, thread T &whole);
template <class T> num_t<T> ldexp(T x, T e);
template <class T> bool_of<T> isnan(T x);
template <class T> bool_of<T> isinf(T x);
template <int N> bool any(vec<bool, N> v);
template <int N> bool all(vec<bool, N> v);
inline bool any(bool v) { return v; }
inline bool all(bool v) { return v; }
template <class T> T select(T a, T b, bool c) { return c ? b : a; }
template <class T, int N> vec<T, N> select(vec<T, N> a, vec<T, N> b, vec<bool, N> c) { for (int i = 0; i < N; i++) if (c[i]) a[i] = b[i]; return a; }
namespace precise { template <class T> num_t<T> divide(T x, T y); }
namespace fast { template <class T> num_t<T> divide(T x, T y); }

void discard_fragment();
bool simd_is_helper_thread();

// SIMD-group and quad-group functions (MSL spec, "SIMD-Group Functions", "Quad-Group
// Functions"); lanes are ushort, a ballot is a simd_vote that converts to its 64-bit vote_t.
struct simd_vote {
    typedef ulong vote_t;
    explicit constexpr operator vote_t() const { return v; }
    vote_t v;
};
bool simd_is_first();
bool simd_any(bool b);
bool simd_all(bool b);
simd_vote simd_ballot(bool b);
template <class T> num_t<T> simd_broadcast_first(T x);
template <class T> num_t<T> simd_shuffle(T x, ushort lane);
template <class T> num_t<T> quad_shuffle(T x, ushort lane);
template <class T> num_t<T> quad_shuffle_xor(T x, ushort mask);
template <class T> constexpr bool is_function_constant_defined(T) { return false; }

enum class mem_flags { mem_none = 0, mem_device = 1, mem_threadgroup = 2, mem_texture = 4 };
inline mem_flags operator|(mem_flags a, mem_flags b) { return mem_flags(int(a) | int(b)); }
void threadgroup_barrier(mem_flags flags);

enum memory_order { memory_order_relaxed };
template <class T> struct atomic { T value; };
typedef atomic<int> atomic_int;
typedef atomic<uint> atomic_uint;
template <class T> T atomic_load_explicit(device atomic<T> *a, memory_order o);
template <class T> void atomic_store_explicit(device atomic<T> *a, T v, memory_order o);
#define OSH_RMW(name) template <class T> T name(device atomic<T> *a, T v, memory_order o);
OSH_RMW(atomic_fetch_add_explicit)
OSH_RMW(atomic_fetch_sub_explicit)
OSH_RMW(atomic_fetch_and_explicit)
OSH_RMW(atomic_fetch_or_explicit)
OSH_RMW(atomic_fetch_xor_explicit)
OSH_RMW(atomic_fetch_min_explicit)
OSH_RMW(atomic_fetch_max_explicit)
OSH_RMW(atomic_exchange_explicit)
template <class T> bool atomic_compare_exchange_weak_explicit(device atomic<T> *a, thread T *expected, T desired, memory_order s, memory_order f);

struct sampler {};
enum class access { sample, read, write, read_write };
enum class component { x, y, z, w };
struct level { explicit level(float l); };
struct bias { explicit bias(float b); };
struct gradient2d { gradient2d(float2 dx, float2 dy); };
struct gradient3d { gradient3d(float3 dx, float3 dy); };
struct gradientcube { gradientcube(float3 dx, float3 dy); };
struct min_lod_clamp { explicit min_lod_clamp(float lod); };
""")

# textures: (name, coord float type, uint coord type, offset type or None, arrayed, gradient, has_lod)
tex = [
    ("texture1d", "float", "uint", None, False, None, False),
    ("texture1d_array", "float", "uint", None, True, None, False),
    ("texture2d", "float2", "uint2", "int2", False, "gradient2d", True),
    ("texture2d_array", "float2", "uint2", "int2", True, "gradient2d", True),
    ("texture3d", "float3", "uint3", "int3", False, "gradient3d", True),
    ("texturecube", "float3", "uint2", None, False, "gradientcube", True),
    ("texturecube_array", "float3", "uint2", None, True, "gradientcube", True),
]
for name, fc, uc, off, arr, grad, lod in tex:
    L = ", uint layer" if arr else ""
    w(f"template <class T, access A = access::sample> struct {name} {{")
    w(f"    vec<T, 4> sample(sampler s, {fc} c{L}) const;")
    if off:
        w(f"    vec<T, 4> sample(sampler s, {fc} c{L}, {off} offset) const;")
    if lod:
        for opt in ("level", "bias", grad):
            w(f"    vec<T, 4> sample(sampler s, {fc} c{L}, {opt} o) const;")
            if off:
                w(f"    vec<T, 4> sample(sampler s, {fc} c{L}, {opt} o, {off} offset) const;")
        # The minimum-LOD clamp (Metal 2.2) alone or after a bias or gradient, before the offset.
        for opt in ("", "bias o, ", f"{grad} o, "):
            w(f"    vec<T, 4> sample(sampler s, {fc} c{L}, {opt}min_lod_clamp m) const;")
            if off:
                w(f"    vec<T, 4> sample(sampler s, {fc} c{L}, {opt}min_lod_clamp m, {off} offset) const;")
        w(f"    vec<T, 4> gather(sampler s, {fc} c{L}) const;")
        if off:
            w(f"    vec<T, 4> gather(sampler s, {fc} c{L}, {off} offset, component k = component::x) const;")
        else:
            w(f"    vec<T, 4> gather(sampler s, {fc} c{L}, component k) const;")
        w(f"    float calculate_clamped_lod(sampler s, {fc} c) const;")
    if name.startswith("texturecube"):
        w(f"    vec<T, 4> read(uint2 c, uint face{L}, uint lod = 0) const;")
    elif lod:
        w(f"    vec<T, 4> read({uc} c{L}, uint lod = 0) const;")
        w(f"    void write(vec<T, 4> v, {uc} c{L}, uint lod = 0) const;")
    else:
        w(f"    vec<T, 4> read({uc} c{L}) const;")
        w(f"    void write(vec<T, 4> v, {uc} c{L}) const;")
    w("    uint get_width(uint lod = 0) const;")
    if name != "texture1d" and name != "texture1d_array":
        w("    uint get_height(uint lod = 0) const;")
    if name == "texture3d":
        w("    uint get_depth(uint lod = 0) const;")
    if arr:
        w("    uint get_array_size() const;")
    w("    uint get_num_mip_levels() const;")
    w("};")
# Texel buffers (MSL 2.1): read, write and width only (MSL spec, "Texture buffers").
w("""template <class T, access A = access::read> struct texture_buffer {
    vec<T, 4> read(uint c) const;
    void write(vec<T, 4> v, uint c) const;
    uint get_width() const;
};""")
w("""template <class T, access A = access::read> struct texture2d_ms {
    vec<T, 4> read(uint2 c, uint sample) const;
    uint get_width() const;
    uint get_height() const;
    uint get_num_samples() const;
};
template <class T, access A = access::read> struct texture2d_ms_array {
    vec<T, 4> read(uint2 c, uint layer, uint sample) const;
    uint get_width() const;
    uint get_height() const;
    uint get_array_size() const;
    uint get_num_samples() const;
};
template <class T, access A = access::read> struct depth2d_ms {
    float read(uint2 c, uint sample) const;
    uint get_width() const;
    uint get_height() const;
    uint get_num_samples() const;
};
""")
depth = [
    ("depth2d", "float2", "uint2", "int2", False),
    ("depth2d_array", "float2", "uint2", "int2", True),
    ("depthcube", "float3", "uint2", None, False),
    ("depthcube_array", "float3", "uint2", None, True),
]
for name, fc, uc, off, arr in depth:
    L = ", uint layer" if arr else ""
    w(f"template <class T, access A = access::sample> struct {name} {{")
    O = [""] + ([f", {off} offset"] if off else [])
    for o in O:
        w(f"    T sample(sampler s, {fc} c{L}{o}) const;")
        w(f"    T sample(sampler s, {fc} c{L}, level l{o}) const;")
        w(f"    T sample_compare(sampler s, {fc} c{L}, float ref{o}) const;")
        w(f"    T sample_compare(sampler s, {fc} c{L}, float ref, level l{o}) const;")
        w(f"    T sample_compare(sampler s, {fc} c{L}, float ref, min_lod_clamp m{o}) const;")
        w(f"    vec<T, 4> gather(sampler s, {fc} c{L}{o}) const;")
        w(f"    vec<T, 4> gather_compare(sampler s, {fc} c{L}, float ref{o}) const;")
    if not name.startswith("depthcube"):
        w(f"    T read({uc} c{L}, uint lod = 0) const;")
    w("    uint get_width(uint lod = 0) const;")
    w("    uint get_height(uint lod = 0) const;")
    if arr:
        w("    uint get_array_size() const;")
    w("    uint get_num_mip_levels() const;")
    w("};")

w("""
} // namespace metal
""")


def fnv1a64(data):
    """FNV-1a, 64 bits, over `data` with CRLF read as LF (so a checkout's line endings do not
    matter); `metal_header_check` in oneshader/src/msl/tests.rs computes the same."""
    h = 0xCBF29CE484222325
    for b in data.replace(b"\r\n", b"\n"):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


# <metal_raytracing>: intersection queries (MSL 2.4, "Ray-Tracing Functions"), the part the
# backend writes. The query is declared, never copied: Metal's cannot be copied either.
rt = []
r = rt.append
r("""//
// A declarations header for the part of Apple's `metal_raytracing` that OneShader's MSL
// backend writes (intersection queries), for the same clang check as metal_stdlib.h.
// THIS IS NOT APPLE'S HEADER: see metal_stdlib.h.
#pragma once
#include "metal_stdlib.h"

namespace metal {
namespace raytracing {

enum class intersection_type { none, triangle, bounding_box };
enum class forced_opacity { none, opaque, non_opaque };
enum class opacity_cull_mode { none, opaque, non_opaque };
enum class triangle_cull_mode { none, front, back };
enum class geometry_cull_mode { none, triangle, bounding_box };
struct instancing {};
struct triangle_data {};
template <class... Tags> struct acceleration_structure {};
typedef acceleration_structure<instancing> instance_acceleration_structure;

struct ray {
    ray(float3 origin = float3(0.0f), float3 direction = float3(0.0f), float min_distance = 0.0f, float max_distance = 1e30f);
    float3 origin;
    float3 direction;
    float min_distance;
    float max_distance;
};

struct intersection_params {
    void force_opacity(forced_opacity o);
    void accept_any_intersection(bool a);
    void set_triangle_cull_mode(triangle_cull_mode m);
    void set_opacity_cull_mode(opacity_cull_mode m);
    void set_geometry_cull_mode(geometry_cull_mode m);
};

template <class... Tags> struct intersection_query {
    intersection_query() = default;
    intersection_query(const intersection_query &) = delete;
    intersection_query &operator=(const intersection_query &) = delete;
    void reset(ray r, instance_acceleration_structure as, uint mask, intersection_params p);
    bool next();
    void abort();
    void commit_triangle_intersection();
    void commit_bounding_box_intersection(float distance);
    bool is_candidate_non_opaque_bounding_box() const;
    float get_candidate_triangle_distance() const;
    float get_committed_distance() const;
    float get_ray_min_distance() const;
    float3 get_world_space_ray_origin() const;
    float3 get_world_space_ray_direction() const;""")
for c in ["candidate", "committed"]:
    r(f"""    intersection_type get_{c}_intersection_type() const;
    uint get_{c}_instance_id() const;
    uint get_{c}_user_instance_id() const;
    uint get_{c}_geometry_id() const;
    uint get_{c}_primitive_id() const;
    float2 get_{c}_triangle_barycentric_coord() const;
    bool is_{c}_triangle_front_facing() const;
    float3 get_{c}_ray_origin() const;
    float3 get_{c}_ray_direction() const;
    float4x3 get_{c}_object_to_world_transform() const;
    float4x3 get_{c}_world_to_object_transform() const;""")
r("""};

} // namespace raytracing
} // namespace metal
""")

here = os.path.dirname(os.path.abspath(__file__))
script = open(os.path.abspath(__file__), "rb").read()
for name, lines in [("metal_stdlib.h", out), ("metal_raytracing.h", rt)]:
    body = "\n".join(lines) + "\n"
    first = (
        f"// GENERATED by gen_header.py (generator {fnv1a64(script)}, body "
        f"{fnv1a64(body.encode())}): edit that script and run it, not this file.\n"
    )
    open(os.path.join(here, name), "w", newline="\n").write(first + body)
