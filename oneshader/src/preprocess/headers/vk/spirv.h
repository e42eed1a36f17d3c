// OneShader's <vk/spirv.h>: the names DXC's header of that name declares, written for
// OneShader from the SPIR-V specification (section 3, "Binary Form", gives every value below).
// Licensed under MIT OR Apache-2.0, like the rest of OneShader.
//
// What it gives: SPIR-V's Scope, StorageClass (Workgroup), MemoryAccess and cooperative-matrix
// operand values as enums in namespace vk, and vk::WorkgroupSpirvPointer<T> /
// vk::GetGroupSharedAddress(v), a groupshared variable's address as an opaque SPIR-V value
// (an OpTypePointer to Workgroup memory), for [[vk::ext_instruction]]s that take a pointer.
// SPIR-V only: WGSL and MSL refuse inline SPIR-V types.

#ifndef ONESHADER_VK_SPIRV_H
#define ONESHADER_VK_SPIRV_H

namespace vk {

// Execution and memory scopes (SPIR-V 3.27, "Scope <id>").
enum Scope {
  ScopeCrossDevice = 0,
  ScopeDevice = 1,
  ScopeWorkgroup = 2,
  ScopeSubgroup = 3,
  ScopeInvocation = 4,
  ScopeQueueFamily = 5,
  ScopeQueueFamilyKHR = 5,
  ScopeShaderCallKHR = 6,
  ScopeMax = 0x7fffffff,
};

// Storage classes (SPIR-V 3.7): the one the pointers below point into.
enum StorageClass {
  StorageClassWorkgroup = 4,
};

// Memory operands of loads and stores (SPIR-V 3.26, "Memory Operands"), as masks.
enum MemoryAccessMask {
  MemoryAccessMaskNone = 0,
  MemoryAccessVolatileMask = 0x1,
  MemoryAccessAlignedMask = 0x2,
  MemoryAccessNontemporalMask = 0x4,
  MemoryAccessMakePointerAvailableMask = 0x8,
  MemoryAccessMakePointerAvailableKHRMask = 0x8,
  MemoryAccessMakePointerVisibleMask = 0x10,
  MemoryAccessMakePointerVisibleKHRMask = 0x10,
  MemoryAccessNonPrivatePointerMask = 0x20,
  MemoryAccessNonPrivatePointerKHRMask = 0x20,
  MemoryAccessAliasScopeINTELMaskMask = 0x10000,
  MemoryAccessNoAliasINTELMaskMask = 0x20000,
};

// SPV_KHR_cooperative_matrix's operands (SPIR-V 3.50 to 3.52).
enum CooperativeMatrixUse {
  CooperativeMatrixUseMatrixAKHR = 0,
  CooperativeMatrixUseMatrixBKHR = 1,
  CooperativeMatrixUseMatrixAccumulatorKHR = 2,
  CooperativeMatrixUseMax = 0x7fffffff,
};

enum CooperativeMatrixLayout {
  CooperativeMatrixLayoutRowMajorKHR = 0,
  CooperativeMatrixLayoutColumnMajorKHR = 1,
  CooperativeMatrixLayoutRowBlockedInterleavedARM = 4202,
  CooperativeMatrixLayoutColumnBlockedInterleavedARM = 4203,
  CooperativeMatrixLayoutMax = 0x7fffffff,
};

enum CooperativeMatrixOperandsMask {
  CooperativeMatrixOperandsMaskNone = 0,
  CooperativeMatrixOperandsMatrixASignedComponentsKHRMask = 0x1,
  CooperativeMatrixOperandsMatrixBSignedComponentsKHRMask = 0x2,
  CooperativeMatrixOperandsMatrixCSignedComponentsKHRMask = 0x4,
  CooperativeMatrixOperandsMatrixResultSignedComponentsKHRMask = 0x8,
  CooperativeMatrixOperandsSaturatingAccumulationKHRMask = 0x10,
};

// A pointer to a T in groupshared memory: OpTypePointer (opcode 32) of storage class
// Workgroup. A value only: SPIR-V's logical addressing keeps it out of variables, so OneShader
// inlines and promotes the code that holds one at every optimization level.
template <typename PointeeType>
using WorkgroupSpirvPointer = const vk::SpirvOpaqueType<32,
    vk::Literal<vk::integral_constant<uint, StorageClassWorkgroup> >, PointeeType>;

// The address of v, which must be groupshared (spirv-val rejects anything else): OpCopyObject
// (opcode 83) of its pointer.
template <typename T>
[[vk::ext_instruction(83)]] WorkgroupSpirvPointer<T>
GetGroupSharedAddress([[vk::ext_reference]] T v);

} // namespace vk

#endif // ONESHADER_VK_SPIRV_H
