//! The operations of HLSL's inline ray query object (`RayQuery<FLAGS>`, SM 6.5), one per
//! method, as `SPV_KHR_ray_query` has them: vocabulary shared by sema (method resolution), the
//! IR ([`crate::ir::InstKind::RayQuery`]) and the backends.
//!
//! IR typing rules (checked by the IR verifier; `q`, always the first operand, is the pointer to
//! the query object, an `Alloca` of [`super::Type::RayQuery`] in function storage; the template
//! flags are already OR-ed into `Initialize`'s flags operand):
//!
//! | op | operands | result |
//! |---|---|---|
//! | `Initialize` | q, acceleration structure (pointer), `uint` flags, `uint` mask, `float3` origin, `float` tmin, `float3` direction, `float` tmax | void |
//! | `Proceed` | q | `bool` |
//! | `Abort`, `CommitNonOpaqueTriangleHit` | q | void |
//! | `CommitProceduralPrimitiveHit` | q, `float` t | void |
//! | `Get { what, committed }` | q | per [`RayQueryValue::result`] |
//!
//! Invariant: every ray-query instruction reads or changes the query's state, so none is pure:
//! passes keep them in order and never merge, move or drop them (`InstKind::has_side_effects`),
//! and the query local is never promoted to SSA (its pointer escapes into these instructions).
//! The SPIR-V backend maps each to one `OpRayQuery*KHR`; WGSL's wgpu dialect to naga's
//! `rayQuery*` calls (`wgsl::ray_query`), MSL to Metal's intersection queries
//! (`msl::ray_query`); the WebGPU dialect refuses them.

/// What a ray query operation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RayQueryOp {
    /// `TraceRayInline(accel, flags, mask, ray)`.
    Initialize,
    /// `Proceed()`.
    Proceed,
    /// `Abort()`.
    Abort,
    /// `CommitNonOpaqueTriangleHit()`.
    CommitNonOpaqueTriangleHit,
    /// `CommitProceduralPrimitiveHit(t)`.
    CommitProceduralPrimitiveHit,
    /// A query of the candidate (`committed == false`) or committed intersection, or of the
    /// ray itself (`committed` is ignored for the ray's values).
    Get {
        what: RayQueryValue,
        committed: bool,
    },
}

/// The values a ray query reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RayQueryValue {
    /// `CommittedStatus()` / `CandidateType()`: `uint`.
    IntersectionType,
    /// `CommittedRayT()` / `CandidateTriangleRayT()`: `float`.
    T,
    /// `...InstanceIndex()`: `uint` (the instance's index in the TLAS).
    InstanceIndex,
    /// `...InstanceID()`: `uint` (the instance's custom index).
    InstanceId,
    /// `...InstanceContributionToHitGroupIndex()`: `uint`.
    InstanceContributionToHitGroupIndex,
    /// `...GeometryIndex()`: `uint`.
    GeometryIndex,
    /// `...PrimitiveIndex()`: `uint`.
    PrimitiveIndex,
    /// `...TriangleBarycentrics()`: `float2`.
    Barycentrics,
    /// `...TriangleFrontFace()`: `bool`.
    FrontFace,
    /// `CandidateProceduralPrimitiveNonOpaque()`: `bool` (SPIR-V asks the opposite).
    CandidateAabbOpaque,
    /// `...ObjectRayOrigin()`: `float3`.
    ObjectRayOrigin,
    /// `...ObjectRayDirection()`: `float3`.
    ObjectRayDirection,
    /// `RayFlags()`: `uint`.
    RayFlags,
    /// `RayTMin()`: `float`.
    RayTMin,
    /// `WorldRayOrigin()`: `float3`.
    WorldRayOrigin,
    /// `WorldRayDirection()`: `float3`.
    WorldRayDirection,
    /// `...ObjectToWorld4x3()`: `float4x3` (SPIR-V's and naga's column-major 4x3 matrix is
    /// it, as HLSL matrices are stored transposed); `...ObjectToWorld3x4()`: its transpose,
    /// `float3x4`.
    ObjectToWorld { three_by_four: bool },
    /// `...WorldToObject4x3()` / `...WorldToObject3x4()`, the same way.
    WorldToObject { three_by_four: bool },
}

/// The shape of a query's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultShape {
    Uint,
    Float,
    Float2,
    Float3,
    Bool,
    /// `float4x3`.
    Float4x3,
    /// `float3x4`.
    Float3x4,
}

impl RayQueryValue {
    pub fn result(self) -> ResultShape {
        use RayQueryValue as V;
        match self {
            V::IntersectionType
            | V::InstanceIndex
            | V::InstanceId
            | V::InstanceContributionToHitGroupIndex
            | V::GeometryIndex
            | V::PrimitiveIndex
            | V::RayFlags => ResultShape::Uint,
            V::T | V::RayTMin => ResultShape::Float,
            V::Barycentrics => ResultShape::Float2,
            V::ObjectRayOrigin
            | V::ObjectRayDirection
            | V::WorldRayOrigin
            | V::WorldRayDirection => ResultShape::Float3,
            V::FrontFace | V::CandidateAabbOpaque => ResultShape::Bool,
            V::ObjectToWorld { three_by_four } | V::WorldToObject { three_by_four } => {
                if three_by_four {
                    ResultShape::Float3x4
                } else {
                    ResultShape::Float4x3
                }
            }
        }
    }

    /// Whether the value describes an intersection (so takes the candidate/committed operand).
    pub fn of_intersection(self) -> bool {
        !matches!(
            self,
            RayQueryValue::RayFlags
                | RayQueryValue::RayTMin
                | RayQueryValue::WorldRayOrigin
                | RayQueryValue::WorldRayDirection
        )
    }

    fn name(self) -> &'static str {
        use RayQueryValue as V;
        match self {
            V::IntersectionType => "type",
            V::T => "t",
            V::InstanceIndex => "instance_index",
            V::InstanceId => "instance_id",
            V::InstanceContributionToHitGroupIndex => "instance_sbt_offset",
            V::GeometryIndex => "geometry_index",
            V::PrimitiveIndex => "primitive_index",
            V::Barycentrics => "barycentrics",
            V::FrontFace => "front_face",
            V::CandidateAabbOpaque => "aabb_opaque",
            V::ObjectRayOrigin => "object_ray_origin",
            V::ObjectRayDirection => "object_ray_direction",
            V::RayFlags => "ray_flags",
            V::RayTMin => "ray_tmin",
            V::WorldRayOrigin => "world_ray_origin",
            V::WorldRayDirection => "world_ray_direction",
            V::ObjectToWorld {
                three_by_four: true,
            } => "object_to_world_3x4",
            V::ObjectToWorld {
                three_by_four: false,
            } => "object_to_world_4x3",
            V::WorldToObject {
                three_by_four: true,
            } => "world_to_object_3x4",
            V::WorldToObject {
                three_by_four: false,
            } => "world_to_object_4x3",
        }
    }
}

impl RayQueryOp {
    /// The number of operands, the query pointer included.
    pub fn arity(self) -> usize {
        match self {
            RayQueryOp::Initialize => 8,
            RayQueryOp::CommitProceduralPrimitiveHit => 2,
            _ => 1,
        }
    }

    /// The name in IR dumps.
    pub fn name(self) -> String {
        match self {
            RayQueryOp::Initialize => "initialize".into(),
            RayQueryOp::Proceed => "proceed".into(),
            RayQueryOp::Abort => "abort".into(),
            RayQueryOp::CommitNonOpaqueTriangleHit => "confirm".into(),
            RayQueryOp::CommitProceduralPrimitiveHit => "generate".into(),
            RayQueryOp::Get { what, committed } if what.of_intersection() => format!(
                "{}.{}",
                if committed { "committed" } else { "candidate" },
                what.name()
            ),
            RayQueryOp::Get { what, .. } => what.name().into(),
        }
    }
}

/// `RAY_FLAG_SKIP_TRIANGLES | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES`: flags that need the
/// `RayTraversalPrimitiveCullingKHR` capability (Vulkan's `rayTraversalPrimitiveCulling`).
pub const PRIMITIVE_CULLING_FLAGS: u32 = 0x100 | 0x200;
