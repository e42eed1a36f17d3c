// DXC's inline SPIR-V: prototypes that are SPIR-V instructions, from GLSL.std.450 through
// OpExtInst and from the core set by opcode, with arguments by value, by reference (the
// variable's pointer) and as literal words; a built-in variable declared by number; types
// declared by opcode (vk::SpirvType), a groupshared address as an opaque SPIR-V pointer
// (OneShader's <vk/spirv.h>) and an instruction's result kept as vk::ext_result_id.
// glslang: none (glslang's HLSL front end has no inline SPIR-V)

#include <vk/spirv.h>

[[vk::ext_instruction(/* FAbs */ 4, "GLSL.std.450")]]
float spv_abs(float x);

[[vk::ext_instruction(/* FMax */ 40, "GLSL.std.450")]]
float spv_max(float a, float b);

[[vk::ext_instruction(/* FMix */ 46, "GLSL.std.450")]]
float spv_mix(float a, float b, float t);

[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint bit_reverse(uint v);

[[vk::ext_instruction(/* OpIAdd */ 128)]]
int iadd(int a, int b);

[[vk::ext_instruction(/* OpLoad */ 61)]]
float load([[vk::ext_reference]] float pointer, [[vk::ext_literal]] int memoryOperands);

[[vk::ext_instruction(/* OpStore */ 62)]]
void store([[vk::ext_reference]] float pointer, float value, [[vk::ext_literal]] int memoryOperands);

// A 32-bit unsigned integer declared by opcode: the same SPIR-V type as uint.
using spirv_uint = vk::SpirvType</* OpTypeInt */ 21, 4, 4,
    vk::Literal<vk::integral_constant<uint, 32> >, vk::Literal<vk::integral_constant<bool, false> > >;

[[vk::ext_instruction(/* OpCopyObject */ 83)]]
spirv_uint as_spirv_uint(uint v);

[[vk::ext_instruction(/* OpIMul */ 132)]]
uint imul(spirv_uint a, spirv_uint b);

[[vk::ext_instruction(/* OpLoad */ 61)]]
int load_shared(vk::WorkgroupSpirvPointer<int> p);

[[vk::ext_instruction(/* OpLoad */ 61)]]
vk::ext_result_id<float> load_id([[vk::ext_reference]] float pointer, [[vk::ext_literal]] int memoryOperands);

groupshared int Shared[4];

int read_through(vk::WorkgroupSpirvPointer<int> p) { return load_shared(p); }

[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups;

RWStructuredBuffer<float> Floats : register(u0);
RWStructuredBuffer<uint> Uints : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {
    float minus = -2.5 - float(id.x);
    Floats[0] = spv_abs(minus);
    Floats[1] = spv_max(2.0, 7.0 + float(id.x));
    Floats[2] = spv_mix(0.0, 10.0, 0.25);
    float source = 7.5;
    float copy = 0.0;
    store(copy, load(source, /* None */ 0), /* Volatile */ 1);
    Floats[3] = copy;
    Uints[0] = bit_reverse(1u + id.x);
    Uints[1] = (uint)iadd(40, 2 + (int)id.x);
    Uints[2] = gl_NumWorkGroups.x + 10 * gl_NumWorkGroups.y + 100 * gl_NumWorkGroups.z;
    for (int i = 0; i < 4; i++)
        Shared[i] = 11 * (i + 1) + (int)id.x;
    GroupMemoryBarrierWithGroupSync();
    vk::WorkgroupSpirvPointer<int> third = vk::GetGroupSharedAddress(Shared[2]);
    Uints[3] = (uint)read_through(third);
    spirv_uint six = as_spirv_uint(6u + id.x);
    Uints[4] = imul(six, as_spirv_uint(7u));
    float kept = 1.25;
    vk::ext_result_id<float> value = load_id(kept, /* None */ 0);
    Floats[4] = value * 2.0;
}
