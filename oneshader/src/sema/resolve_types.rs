//! Built-in type names: scalars, vectors, matrices and resource templates.
//!
//! Input: a type name as written (`float4`, `uint2x3`, `vector`, `half`, `Texture2D`, ...) and
//! its already-resolved template arguments. Output: the interned [`TypeId`], or a message for a
//! malformed use. User types (structs, typedefs) are looked up by the caller first; a name that
//! is not built in gives [`Builtin::NotBuiltin`].
//!
//! Without 16-bit types, `half` and the `min*` precision types are 32-bit (as in DXC) and the
//! explicitly sized 16-bit names are OSH0360. `dword` is `uint`; `vector`/`matrix` without
//! arguments are `float4`/`float4x4`.

use crate::diag::Code;
use crate::types::{
    Access, ResourceType, Scalar, ScalarKind, SpirvOperand, SpirvTypeDef, StructuredKind,
    TextureDim, Type, TypeArena, TypeId,
};

/// A resolved template argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TemplateArg {
    Type(TypeId),
    Int(i64),
}

/// What a name means as a built-in type.
#[derive(Debug, PartialEq, Eq)]
pub enum Builtin {
    NotBuiltin,
    Type(TypeId),
    /// A built-in name used wrongly: the code and message to report.
    Error(Code, String),
}

/// The scalar a scalar type name stands for. `Err` carries the OSH0360 message.
pub fn scalar_name(name: &str, enable_16bit: bool) -> Option<Result<Scalar, String>> {
    let needs16 = |s: Scalar| {
        if enable_16bit {
            Ok(s)
        } else {
            Err(format!(
                "The type '{name}' needs 16-bit types enabled. Compile with -enable-16bit-types (MSBuild: OneShaderEnable16BitTypes=true), or use half, min16float, int or uint."
            ))
        }
    };
    let relaxed = |wide: Scalar, narrow: Scalar| Ok(if enable_16bit { narrow } else { wide });
    Some(match name {
        "bool" => Ok(Scalar::BOOL),
        "int" | "int32_t" => Ok(Scalar::INT),
        "uint" | "dword" | "uint32_t" | "unsigned" => Ok(Scalar::UINT),
        "float" | "float32_t" => Ok(Scalar::FLOAT),
        "double" | "float64_t" => Ok(Scalar::DOUBLE),
        "int64_t" => Ok(Scalar::INT64),
        "uint64_t" => Ok(Scalar::UINT64),
        "half" | "min16float" | "min10float" => relaxed(Scalar::FLOAT, Scalar::HALF),
        "min16int" | "min12int" => relaxed(Scalar::INT, Scalar::INT16),
        "min16uint" => relaxed(Scalar::UINT, Scalar::UINT16),
        "float16_t" => needs16(Scalar::HALF),
        "int16_t" => needs16(Scalar::INT16),
        "uint16_t" => needs16(Scalar::UINT16),
        _ => return None,
    })
}

/// Splits `float4x3` into (`float`, Some(4), Some(3)), `uint2` into (`uint`, Some(2), None).
fn split_shape(name: &str) -> (&str, Option<u8>, Option<u8>) {
    let bytes = name.as_bytes();
    let n = bytes.len();
    if n >= 4
        && bytes[n - 2] == b'x'
        && bytes[n - 1].is_ascii_digit()
        && bytes[n - 3].is_ascii_digit()
    {
        let r = bytes[n - 3] - b'0';
        let c = bytes[n - 1] - b'0';
        return (&name[..n - 3], Some(r), Some(c));
    }
    if n >= 2 && bytes[n - 1].is_ascii_digit() && !bytes[n - 2].is_ascii_digit() {
        // A trailing digit after a non-digit is a vector size (`float16_t` ends in `t`).
        return (&name[..n - 1], Some(bytes[n - 1] - b'0'), None);
    }
    (name, None, None)
}

/// Resolves a built-in type name with its template arguments.
pub fn builtin_type(
    name: &str,
    args: &[TemplateArg],
    types: &mut TypeArena,
    enable_16bit: bool,
) -> Builtin {
    if name == "void" {
        return Builtin::Type(types.void());
    }
    if let Some(s) = scalar_name(name, enable_16bit) {
        return match s {
            Ok(s) => Builtin::Type(types.scalar(s)),
            Err(m) => Builtin::Error(Code::NEEDS_16BIT_TYPES, m),
        };
    }
    // `float4`, `int3x3`, `min16float2`, `uint16_t4`.
    let (base, a, b) = split_shape(name);
    if a.is_some() {
        if let Some(s) = scalar_name(base, enable_16bit) {
            let s = match s {
                Ok(s) => s,
                Err(m) => return Builtin::Error(Code::NEEDS_16BIT_TYPES, m),
            };
            return match (a, b) {
                (Some(n @ 1..=4), None) => Builtin::Type(types.vector(s, n)),
                (Some(r @ 1..=4), Some(c @ 1..=4)) => Builtin::Type(types.matrix(s, r, c)),
                _ => Builtin::NotBuiltin,
            };
        }
    }
    match name {
        // SM 6.6's packed 8-bit vectors are uint, as in DXC's SPIR-V.
        "int8_t4_packed" | "uint8_t4_packed" => Builtin::Type(types.scalar(Scalar::UINT)),
        "vector" => vector_template(args, types),
        "matrix" => matrix_template(args, types),
        "vk::BufferPointer" => buffer_pointer_template(args, types),
        "vk::SpirvType" => inline_spirv_type(args, types, true),
        "vk::SpirvOpaqueType" => inline_spirv_type(args, types, false),
        "vk::integral_constant" => integral_constant(args, types),
        "vk::Literal" => match args {
            [TemplateArg::Type(t)] => match types.get(*t) {
                Type::Spirv(id) => match types.spirv_def(id) {
                    Some(&SpirvTypeDef::IntegralConstant { scalar, value }) => {
                        Builtin::Type(types.spirv(SpirvTypeDef::Literal { scalar, value }))
                    }
                    _ => literal_misuse(),
                },
                _ => literal_misuse(),
            },
            _ => literal_misuse(),
        },
        // DXC's name for the value of an instruction's result id: to us, the value itself.
        "vk::ext_result_id" => match args {
            [TemplateArg::Type(t)] if !matches!(types.get(*t), Type::Void) => Builtin::Type(*t),
            _ => Builtin::Error(
                Code::TEMPLATE_ARGUMENTS,
                "'vk::ext_result_id' takes the type of the value, as in vk::ext_result_id<float>."
                    .into(),
            ),
        },
        _ => resource_type(name, args, types),
    }
}

fn scalar_arg(types: &TypeArena, arg: Option<&TemplateArg>) -> Option<Scalar> {
    match arg {
        Some(TemplateArg::Type(t)) => match types.get(*t) {
            Type::Scalar(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

fn int_arg(arg: Option<&TemplateArg>) -> Option<u8> {
    match arg {
        Some(TemplateArg::Int(n)) if (1..=4).contains(n) => Some(*n as u8),
        _ => None,
    }
}

fn vector_template(args: &[TemplateArg], types: &mut TypeArena) -> Builtin {
    if args.is_empty() {
        return Builtin::Type(types.vector(Scalar::FLOAT, 4));
    }
    match (
        scalar_arg(types, args.first()),
        int_arg(args.get(1)),
        args.len(),
    ) {
        (Some(s), Some(n), 2) => Builtin::Type(types.vector(s, n)),
        _ => Builtin::Error(
            Code::TYPE_MISMATCH,
            "'vector' takes a scalar type and a size from 1 to 4, as in vector<float, 3>.".into(),
        ),
    }
}

fn matrix_template(args: &[TemplateArg], types: &mut TypeArena) -> Builtin {
    if args.is_empty() {
        return Builtin::Type(types.matrix(Scalar::FLOAT, 4, 4));
    }
    match (
        scalar_arg(types, args.first()),
        int_arg(args.get(1)),
        int_arg(args.get(2)),
        args.len(),
    ) {
        (Some(s), Some(r), Some(c), 3) => Builtin::Type(types.matrix(s, r, c)),
        _ => Builtin::Error(
            Code::TYPE_MISMATCH,
            "'matrix' takes a scalar type, a row count and a column count from 1 to 4, as in matrix<float, 3, 4>.".into(),
        ),
    }
}

/// `vk::BufferPointer<T>` / `vk::BufferPointer<T, A>`: `T` is data (no resource), `A` a power
/// of two; without `A` the pointee's own alignment applies (recorded as 0).
fn buffer_pointer_template(args: &[TemplateArg], types: &mut TypeArena) -> Builtin {
    let usage = "'vk::BufferPointer' takes the type it points to and optionally its alignment in bytes (a power of two), as in vk::BufferPointer<MyStruct, 16>.";
    let (pointee, align) = match args {
        [TemplateArg::Type(t)] => (*t, 0),
        [TemplateArg::Type(t), TemplateArg::Int(a)]
            if *a > 0 && *a <= 4096 && (*a as u64).is_power_of_two() =>
        {
            (*t, *a as u32)
        }
        _ => return Builtin::Error(Code::TYPE_MISMATCH, usage.into()),
    };
    let data = |t: Type| {
        !matches!(
            t,
            Type::Resource(_) | Type::RayQuery { .. } | Type::Void | Type::Pointer { .. }
        )
    };
    let mut holds_resource = false;
    let mut stack = vec![(pointee, 0u32)];
    while let Some((t, depth)) = stack.pop() {
        if depth > 64 {
            break;
        }
        match types.get(t) {
            Type::Array { element, length } => {
                holds_resource |= length == 0;
                stack.push((element, depth + 1));
            }
            Type::Struct(sid) => {
                if let Some(def) = types.struct_def(sid) {
                    stack.extend(def.members.iter().map(|m| (m.ty, depth + 1)));
                }
            }
            other => holds_resource |= !data(other),
        }
    }
    if holds_resource {
        return Builtin::Error(
            Code::TYPE_MISMATCH,
            format!(
                "A vk::BufferPointer points to data in memory, which '{}' is not (it holds a resource or an array without a size).",
                types.display(pointee)
            ),
        );
    }
    Builtin::Type(types.intern(Type::BufferPointer { pointee, align }))
}

/// DXC's message for `vk::Literal` of anything but an integral constant.
fn literal_misuse() -> Builtin {
    Builtin::Error(
        Code::TEMPLATE_ARGUMENTS,
        "The template argument to vk::Literal must be a vk::integral_constant, as in vk::Literal<vk::integral_constant<uint, 8> >.".into(),
    )
}

/// `vk::integral_constant<T, v>`: `T` an integer or `bool` scalar (an enum is its integer),
/// `v` a value `T` holds.
fn integral_constant(args: &[TemplateArg], types: &mut TypeArena) -> Builtin {
    let usage = "'vk::integral_constant' takes an integer or bool type and a constant of it, as in vk::integral_constant<uint, 4>.";
    let [TemplateArg::Type(t), TemplateArg::Int(value)] = args else {
        return Builtin::Error(Code::TEMPLATE_ARGUMENTS, usage.into());
    };
    let scalar = match types.get(*t) {
        Type::Scalar(s) if (s.is_integer() || s.is_bool()) && !s.is_literal() => s,
        _ => return Builtin::Error(Code::TEMPLATE_ARGUMENTS, usage.into()),
    };
    let bits = u32::from(scalar.width);
    let fits = match scalar.kind {
        ScalarKind::Bool => (0..=1).contains(value),
        ScalarKind::Uint if bits < 64 => (0..1i64 << bits).contains(value),
        ScalarKind::Int if bits < 64 => (-(1i64 << (bits - 1))..1i64 << (bits - 1)).contains(value),
        _ => true,
    };
    if !fits {
        return Builtin::Error(
            Code::TEMPLATE_ARGUMENTS,
            format!(
                "The value {value} of this vk::integral_constant does not fit its type '{}'.",
                scalar.hlsl_name()
            ),
        );
    }
    Builtin::Type(types.spirv(SpirvTypeDef::IntegralConstant {
        scalar,
        value: *value,
    }))
}

/// `vk::SpirvType<opcode, size, alignment, operands...>` (`sized`) and
/// `vk::SpirvOpaqueType<opcode, operands...>`: each operand is a type, a
/// `vk::integral_constant` (an `OpConstant`) or a `vk::Literal` (literal words), as in DXC's
/// proposal 0011.
fn inline_spirv_type(args: &[TemplateArg], types: &mut TypeArena, sized: bool) -> Builtin {
    let (name, head) = if sized {
        ("vk::SpirvType", 3)
    } else {
        ("vk::SpirvOpaqueType", 1)
    };
    let usage = if sized {
        "'vk::SpirvType' takes the opcode of the type's declaring instruction, its size and alignment in bytes, then its operands, as in vk::SpirvType</* OpTypeInt */ 21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > >."
    } else {
        "'vk::SpirvOpaqueType' takes the opcode of the type's declaring instruction, then its operands, as in vk::SpirvOpaqueType</* OpTypeArray */ 28, Texture2D, vk::integral_constant<uint, 4> >."
    };
    let mut numbers = Vec::with_capacity(head);
    for a in args.iter().take(head) {
        match a {
            TemplateArg::Int(n) => numbers.push(*n),
            TemplateArg::Type(_) => return Builtin::Error(Code::TEMPLATE_ARGUMENTS, usage.into()),
        }
    }
    if numbers.len() < head {
        return Builtin::Error(Code::TEMPLATE_ARGUMENTS, usage.into());
    }
    let Ok(opcode) = u16::try_from(numbers[0]) else {
        return Builtin::Error(
            Code::TEMPLATE_ARGUMENTS,
            format!(
                "The opcode {} of '{name}' is not a SPIR-V opcode (0 to 65535).",
                numbers[0]
            ),
        );
    };
    let layout = if sized {
        let (size, align) = (numbers[1], numbers[2]);
        let align_ok = u32::try_from(align).is_ok_and(|a| a.is_power_of_two());
        match (u32::try_from(size), align_ok) {
            (Ok(size), true) => Some((size, align as u32)),
            _ => {
                return Builtin::Error(
                    Code::TEMPLATE_ARGUMENTS,
                    format!("'{name}' takes a size in bytes and an alignment that is a power of two, not {size} and {align}."),
                )
            }
        }
    } else {
        None
    };
    let mut operands = Vec::with_capacity(args.len().saturating_sub(head));
    for a in &args[head..] {
        let operand = match *a {
            TemplateArg::Int(n) => {
                return Builtin::Error(
                    Code::TEMPLATE_ARGUMENTS,
                    format!("An operand of '{name}' is a type, a vk::integral_constant or a vk::Literal, not the number {n}: write vk::integral_constant<uint, {n}> for a constant, or vk::Literal<vk::integral_constant<uint, {n}> > for a literal."),
                )
            }
            TemplateArg::Type(t) => match types.get(t) {
                Type::Spirv(id) => match types.spirv_def(id) {
                    Some(&SpirvTypeDef::IntegralConstant { scalar, value }) => {
                        SpirvOperand::Constant { scalar, value }
                    }
                    Some(&SpirvTypeDef::Literal { scalar, value }) => {
                        SpirvOperand::Literal { scalar, value }
                    }
                    _ => SpirvOperand::Type(t),
                },
                Type::Void => {
                    return Builtin::Error(
                        Code::TEMPLATE_ARGUMENTS,
                        format!("'void' is not an operand of '{name}'."),
                    )
                }
                _ => SpirvOperand::Type(t),
            },
        };
        operands.push(operand);
    }
    Builtin::Type(types.spirv(SpirvTypeDef::Declared {
        opcode: u32::from(opcode),
        layout,
        operands,
    }))
}

/// The element type of a texture or typed buffer: a numeric scalar or vector of up to 4.
fn texel_arg(name: &str, args: &[TemplateArg], types: &mut TypeArena) -> Result<TypeId, Builtin> {
    match args {
        [] => Ok(types.vector(Scalar::FLOAT, 4)),
        [TemplateArg::Type(t)] => match types.get(*t) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } if s.kind != ScalarKind::Bool => {
                Ok(*t)
            }
            _ => Err(Builtin::Error(
                Code::TYPE_MISMATCH,
                format!(
                    "'{name}' holds scalars or vectors of up to 4 numbers, not '{}'.",
                    types.display(*t)
                ),
            )),
        },
        _ => Err(Builtin::Error(
            Code::WRONG_ARGUMENT_COUNT,
            format!("'{name}' takes one element type, as in {name}<float4>."),
        )),
    }
}

fn element_arg(name: &str, args: &[TemplateArg], types: &TypeArena) -> Result<TypeId, Builtin> {
    match args {
        [TemplateArg::Type(t)] if !matches!(types.get(*t), Type::Resource(_) | Type::Void) => {
            Ok(*t)
        }
        _ => Err(Builtin::Error(
            Code::WRONG_ARGUMENT_COUNT,
            format!("'{name}' takes one element type, as in {name}<MyStruct>."),
        )),
    }
}

fn resource_type(name: &str, args: &[TemplateArg], types: &mut TypeArena) -> Builtin {
    // A rasterizer-ordered view is its RW type (DXC: "translated to the same types as their
    // equivalent RW* types"); the declaration marks the global ordered.
    let rw;
    let name = match name.strip_prefix("RasterizerOrdered") {
        Some(rest) => {
            rw = format!("RW{rest}");
            rw.as_str()
        }
        None => name,
    };
    // DXC 1.10's `vk::SampledTexture*`: a texture with its own sampler (Vulkan's combined
    // image sampler), of the read-only texture's shape. DXC spells the cubes `CUBE`.
    let written = name;
    let (name, combined) = match name.strip_prefix("vk::Sampled") {
        Some("TextureCUBE") => ("TextureCube", true),
        Some("TextureCUBEArray") => ("TextureCubeArray", true),
        Some(rest) if rest.starts_with("Texture") && !rest.starts_with("TextureCube") => {
            (rest, true)
        }
        _ => (name, false),
    };
    let texture = |dim, arrayed, multisampled, access| (dim, arrayed, multisampled, access);
    use Access::{ReadOnly as R, ReadWrite as W};
    use TextureDim::*;
    let tex = match name {
        "Texture1D" => Some(texture(D1, false, false, R)),
        "Texture1DArray" => Some(texture(D1, true, false, R)),
        "Texture2D" => Some(texture(D2, false, false, R)),
        "Texture2DArray" => Some(texture(D2, true, false, R)),
        "Texture2DMS" => Some(texture(D2, false, true, R)),
        "Texture2DMSArray" => Some(texture(D2, true, true, R)),
        "Texture3D" => Some(texture(D3, false, false, R)),
        "TextureCube" => Some(texture(Cube, false, false, R)),
        "TextureCubeArray" => Some(texture(Cube, true, false, R)),
        "RWTexture1D" => Some(texture(D1, false, false, W)),
        "RWTexture1DArray" => Some(texture(D1, true, false, W)),
        "RWTexture2D" => Some(texture(D2, false, false, W)),
        "RWTexture2DArray" => Some(texture(D2, true, false, W)),
        "RWTexture3D" => Some(texture(D3, false, false, W)),
        _ => None,
    };
    if combined && !matches!(tex, Some((_, _, _, R))) {
        return Builtin::NotBuiltin;
    }
    let resource = if let Some((dim, arrayed, multisampled, access)) = tex {
        // Multisampled textures also accept a sample count as the second argument.
        let texel_args = if multisampled && args.len() == 2 {
            &args[..1]
        } else {
            args
        };
        match texel_arg(written, texel_args, types) {
            Ok(texel) => ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined,
            },
            Err(e) => return e,
        }
    } else {
        match name {
            "Buffer" | "RWBuffer" => match texel_arg(name, args, types) {
                Ok(texel) => ResourceType::TypedBuffer {
                    access: if name == "Buffer" { R } else { W },
                    texel,
                },
                Err(e) => return e,
            },
            "StructuredBuffer"
            | "RWStructuredBuffer"
            | "AppendStructuredBuffer"
            | "ConsumeStructuredBuffer" => match element_arg(name, args, types) {
                Ok(element) => ResourceType::StructuredBuffer {
                    kind: match name {
                        "StructuredBuffer" => StructuredKind::ReadOnly,
                        "RWStructuredBuffer" => StructuredKind::ReadWrite,
                        "AppendStructuredBuffer" => StructuredKind::Append,
                        _ => StructuredKind::Consume,
                    },
                    element,
                },
                Err(e) => return e,
            },
            "ConstantBuffer" | "TextureBuffer" => match element_arg(name, args, types) {
                Ok(element) if matches!(types.get(element), Type::Struct(_)) => {
                    if name == "ConstantBuffer" {
                        ResourceType::ConstantBuffer { element }
                    } else {
                        ResourceType::TextureBuffer { element }
                    }
                }
                Ok(element) => {
                    return Builtin::Error(
                        Code::TYPE_MISMATCH,
                        format!(
                            "'{name}' holds a struct, not '{}'. Wrap the members in a struct.",
                            types.display(element)
                        ),
                    )
                }
                Err(e) => return e,
            },
            "ByteAddressBuffer" => ResourceType::ByteAddressBuffer { access: R },
            "RWByteAddressBuffer" => ResourceType::ByteAddressBuffer { access: W },
            "SamplerState" | "sampler" | "sampler_state" => {
                ResourceType::Sampler { comparison: false }
            }
            "SamplerComparisonState" => ResourceType::Sampler { comparison: true },
            "RaytracingAccelerationStructure" => ResourceType::AccelerationStructure,
            "SubpassInput" | "SubpassInputMS" => match texel_arg(name, args, types) {
                Ok(texel) => ResourceType::SubpassInput {
                    multisampled: name == "SubpassInputMS",
                    texel,
                },
                Err(e) => return e,
            },
            "RayQuery" => {
                return match args {
                    [TemplateArg::Int(flags)] if u32::try_from(*flags).is_ok() => {
                        Builtin::Type(types.intern(Type::RayQuery {
                            flags: *flags as u32,
                        }))
                    }
                    _ => Builtin::Error(
                        Code::WRONG_ARGUMENT_COUNT,
                        "'RayQuery' takes its ray flags as one constant template argument, as in RayQuery<RAY_FLAG_NONE>.".into(),
                    ),
                }
            }
            _ => return Builtin::NotBuiltin,
        }
    };
    Builtin::Type(types.intern(Type::Resource(resource)))
}

/// Names of the built-in types, for "Did you mean" suggestions on unknown type names.
pub const BUILTIN_TYPE_NAMES: &[&str] = &[
    "bool",
    "int",
    "uint",
    "float",
    "double",
    "half",
    "dword",
    "float2",
    "float3",
    "float4",
    "int2",
    "int3",
    "int4",
    "uint2",
    "uint3",
    "uint4",
    "bool2",
    "bool3",
    "bool4",
    "half2",
    "half3",
    "half4",
    "float2x2",
    "float3x3",
    "float4x4",
    "float3x4",
    "float4x3",
    "min16float",
    "min16int",
    "min16uint",
    "vector",
    "matrix",
    "Texture1D",
    "Texture1DArray",
    "Texture2D",
    "Texture2DArray",
    "Texture2DMS",
    "Texture2DMSArray",
    "Texture3D",
    "TextureCube",
    "TextureCubeArray",
    "RWTexture1D",
    "RWTexture1DArray",
    "RWTexture2D",
    "RWTexture2DArray",
    "RWTexture3D",
    "Buffer",
    "RWBuffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "ConstantBuffer",
    "TextureBuffer",
    "SamplerState",
    "SamplerComparisonState",
    "RaytracingAccelerationStructure",
    "RayQuery",
    "SubpassInput",
    "SubpassInputMS",
    "vk::SampledTexture1D",
    "vk::SampledTexture1DArray",
    "vk::SampledTexture2D",
    "vk::SampledTexture2DArray",
    "vk::SampledTexture2DMS",
    "vk::SampledTexture2DMSArray",
    "vk::SampledTexture3D",
    "vk::SampledTextureCUBE",
    "vk::SampledTextureCUBEArray",
    "vk::BufferPointer",
    "vk::SpirvType",
    "vk::SpirvOpaqueType",
    "vk::integral_constant",
    "vk::Literal",
    "vk::ext_result_id",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(name: &str, args: &[TemplateArg], e16: bool) -> (Builtin, TypeArena) {
        let mut types = TypeArena::new();
        let b = builtin_type(name, args, &mut types, e16);
        (b, types)
    }

    fn display(name: &str) -> String {
        let (b, types) = resolve(name, &[], false);
        match b {
            Builtin::Type(t) => types.display(t),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn vector_and_matrix_names() {
        assert_eq!(display("float4"), "float4");
        assert_eq!(display("uint2x3"), "uint2x3");
        assert_eq!(display("dword"), "uint");
        assert_eq!(display("min16float3"), "float3");
        assert_eq!(display("half"), "float");
        assert_eq!(display("vector"), "float4");
        assert_eq!(display("Texture2D"), "Texture2D<float4>");
        assert_eq!(display("float5"), "NotBuiltin");
        assert_eq!(display("Sprite"), "NotBuiltin");
    }

    #[test]
    fn templates_resolve_their_arguments() {
        let mut types = TypeArena::new();
        let int = types.scalar(Scalar::INT);
        let b = builtin_type(
            "vector",
            &[TemplateArg::Type(int), TemplateArg::Int(3)],
            &mut types,
            false,
        );
        assert_eq!(b, Builtin::Type(types.vector(Scalar::INT, 3)));
        let f = types.scalar(Scalar::FLOAT);
        let b = builtin_type("RWTexture2D", &[TemplateArg::Type(f)], &mut types, false);
        let Builtin::Type(t) = b else {
            panic!("expected a type")
        };
        assert_eq!(types.display(t), "RWTexture2D<float>");
    }

    #[test]
    fn sized_16bit_types_need_the_option() {
        let (b, _) = resolve("uint16_t", &[], false);
        assert_eq!(
            b,
            Builtin::Error(
                Code::NEEDS_16BIT_TYPES,
                "The type 'uint16_t' needs 16-bit types enabled. Compile with -enable-16bit-types (MSBuild: OneShaderEnable16BitTypes=true), or use half, min16float, int or uint.".into()
            )
        );
        assert_eq!(display_with16("half2"), "half2");
        assert_eq!(display_with16("int16_t4"), "int16_t4");
    }

    fn display_with16(name: &str) -> String {
        let (b, types) = resolve(name, &[], true);
        match b {
            Builtin::Type(t) => types.display(t),
            other => format!("{other:?}"),
        }
    }
}
