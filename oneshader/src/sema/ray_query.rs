//! Methods of `RayQuery<FLAGS>` objects (HLSL's inline ray tracing, SM 6.5).
//!
//! Input: the method name and the argument types (the query itself is not among them).
//! Output: a [`ResolvedIntrinsic`] with op [`Intrinsic::RayQuery`]; the query becomes `args[0]`
//! of the HIR intrinsic, and lowering passes its address (the query is a local object, never a
//! value). `TraceRayInline` takes the acceleration structure, `uint` flags, `uint` mask and a
//! `RayDesc`; every query method takes nothing.
//! The object-to-world and world-to-object matrices are `float4x3` (`...4x3`) or `float3x4`
//! (`...3x4`, the transpose).

use super::hir::Intrinsic;
use super::intrinsics::{IntrinsicError, ResolvedIntrinsic};
use crate::types::ray_query::{RayQueryOp, RayQueryValue as V, ResultShape};
use crate::types::{ResourceType, Scalar, Type, TypeArena, TypeId};

/// The op of a query method: (value, committed).
fn query(method: &str) -> Option<(V, bool)> {
    Some(match method {
        "CommittedStatus" => (V::IntersectionType, true),
        "CandidateType" => (V::IntersectionType, false),
        "CommittedRayT" => (V::T, true),
        "CandidateTriangleRayT" => (V::T, false),
        "CommittedInstanceIndex" => (V::InstanceIndex, true),
        "CandidateInstanceIndex" => (V::InstanceIndex, false),
        "CommittedInstanceID" => (V::InstanceId, true),
        "CandidateInstanceID" => (V::InstanceId, false),
        "CommittedInstanceContributionToHitGroupIndex" => {
            (V::InstanceContributionToHitGroupIndex, true)
        }
        "CandidateInstanceContributionToHitGroupIndex" => {
            (V::InstanceContributionToHitGroupIndex, false)
        }
        "CommittedGeometryIndex" => (V::GeometryIndex, true),
        "CandidateGeometryIndex" => (V::GeometryIndex, false),
        "CommittedPrimitiveIndex" => (V::PrimitiveIndex, true),
        "CandidatePrimitiveIndex" => (V::PrimitiveIndex, false),
        "CommittedTriangleBarycentrics" => (V::Barycentrics, true),
        "CandidateTriangleBarycentrics" => (V::Barycentrics, false),
        "CommittedTriangleFrontFace" => (V::FrontFace, true),
        "CandidateTriangleFrontFace" => (V::FrontFace, false),
        "CandidateProceduralPrimitiveNonOpaque" => (V::CandidateAabbOpaque, false),
        "CommittedObjectRayOrigin" => (V::ObjectRayOrigin, true),
        "CandidateObjectRayOrigin" => (V::ObjectRayOrigin, false),
        "CommittedObjectRayDirection" => (V::ObjectRayDirection, true),
        "CandidateObjectRayDirection" => (V::ObjectRayDirection, false),
        "RayFlags" => (V::RayFlags, false),
        "RayTMin" => (V::RayTMin, false),
        "WorldRayOrigin" => (V::WorldRayOrigin, false),
        "WorldRayDirection" => (V::WorldRayDirection, false),
        "CommittedObjectToWorld3x4" => (
            V::ObjectToWorld {
                three_by_four: true,
            },
            true,
        ),
        "CommittedObjectToWorld4x3" => (
            V::ObjectToWorld {
                three_by_four: false,
            },
            true,
        ),
        "CommittedWorldToObject3x4" => (
            V::WorldToObject {
                three_by_four: true,
            },
            true,
        ),
        "CommittedWorldToObject4x3" => (
            V::WorldToObject {
                three_by_four: false,
            },
            true,
        ),
        "CandidateObjectToWorld3x4" => (
            V::ObjectToWorld {
                three_by_four: true,
            },
            false,
        ),
        "CandidateObjectToWorld4x3" => (
            V::ObjectToWorld {
                three_by_four: false,
            },
            false,
        ),
        "CandidateWorldToObject3x4" => (
            V::WorldToObject {
                three_by_four: true,
            },
            false,
        ),
        "CandidateWorldToObject4x3" => (
            V::WorldToObject {
                three_by_four: false,
            },
            false,
        ),
        _ => return None,
    })
}

/// Resolves `query.method(args)`; `ray_desc` is the program's `RayDesc` struct.
pub fn resolve_ray_query_method(
    method: &str,
    args: &[TypeId],
    types: &mut TypeArena,
    ray_desc: TypeId,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    let void = types.void();
    let uint = types.scalar(Scalar::UINT);
    let float = types.scalar(Scalar::FLOAT);
    let (op, params, result) = match method {
        "TraceRayInline" => {
            let accel = types.intern(Type::Resource(ResourceType::AccelerationStructure));
            (
                RayQueryOp::Initialize,
                vec![accel, uint, uint, ray_desc],
                void,
            )
        }
        "Proceed" => (RayQueryOp::Proceed, vec![], types.scalar(Scalar::BOOL)),
        "Abort" => (RayQueryOp::Abort, vec![], void),
        "CommitNonOpaqueTriangleHit" => (RayQueryOp::CommitNonOpaqueTriangleHit, vec![], void),
        "CommitProceduralPrimitiveHit" => {
            (RayQueryOp::CommitProceduralPrimitiveHit, vec![float], void)
        }
        _ => {
            let Some((what, committed)) = query(method) else {
                return Err(IntrinsicError::NotIntrinsic);
            };
            let result = match what.result() {
                ResultShape::Uint => uint,
                ResultShape::Float => float,
                ResultShape::Float2 => types.vector(Scalar::FLOAT, 2),
                ResultShape::Float3 => types.vector(Scalar::FLOAT, 3),
                ResultShape::Bool => types.scalar(Scalar::BOOL),
                ResultShape::Float4x3 => types.matrix(Scalar::FLOAT, 4, 3),
                ResultShape::Float3x4 => types.matrix(Scalar::FLOAT, 3, 4),
            };
            (RayQueryOp::Get { what, committed }, vec![], result)
        }
    };
    if args.len() != params.len() {
        return Err(IntrinsicError::WrongArgumentCount {
            expected: match params.len() {
                0 => "no arguments".to_string(),
                1 => "1 argument".to_string(),
                n => format!("{n} arguments"),
            },
            got: args.len(),
        });
    }
    let out_params = vec![false; params.len()];
    Ok(ResolvedIntrinsic {
        op: Intrinsic::RayQuery(op),
        params,
        out_params,
        result,
        warnings: Vec::new(),
    })
}
