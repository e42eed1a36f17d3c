//! Inline ray queries as `SPV_KHR_ray_query` instructions, as DXC emits them (its
//! `docs/SPIR-V.rst`, "RayQuery"): the query object is an `OpVariable` of
//! `OpTypeRayQueryKHR` in function storage, `TraceRayInline` is `OpRayQueryInitializeKHR`
//! on the loaded acceleration structure with the `RayDesc` members as separate operands, and
//! every `Committed*`/`Candidate*` query one `OpRayQueryGet*KHR` whose intersection operand is
//! the `uint` constant 1 (committed) or 0 (candidate).
//!
//! Input: [`InstKind::RayQuery`](crate::ir::InstKind::RayQuery) instructions (verified: the
//! operand shapes of [`crate::ir::ray_query`]). Output: the instructions. The `RayQueryKHR` and
//! `RayTraversalPrimitiveCullingKHR` capabilities come from the entry point's device features
//! (`ir::features`), the extension from the capability (`writer.rs`), never from here.

use super::writer::Emitter;
use crate::ir::{InstId, RayQueryOp, RayQueryValue, Value};
use crate::source::Span;
use crate::types::{Type, TypeId};
use spirv::Op;

impl<'m> Emitter<'m> {
    pub fn emit_ray_query(
        &mut self,
        id: InstId,
        op: RayQueryOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    ) {
        if args.len() != op.arity() {
            self.error(
                span,
                format!("internal: ray query {} operand count", op.name()),
            );
            return;
        }
        if self.opts.env.spirv_version() < (1, 4) {
            self.error(
                span,
                "Ray queries need SPIR-V 1.4 (SPV_KHR_ray_query): use -fspv-target-env=vulkan1.1spirv1.4 or newer.",
            );
            return;
        }
        let query = self.value(args[0], span);
        match op {
            RayQueryOp::Initialize => {
                let Some(p) = self.ptr_info(args[1], span) else {
                    return;
                };
                if !matches!(
                    p.ir,
                    Type::Resource(crate::types::ResourceType::AccelerationStructure)
                ) {
                    self.error(span, "internal: TraceRayInline on something that is not an acceleration structure");
                    return;
                }
                let ptr = self.value(args[1], span);
                let accel = self.load_handle(ptr, p.spv_pointee, p.nonuniform);
                let mut ops = vec![query, accel];
                ops.extend(args[2..].iter().map(|a| self.value(*a, span)));
                self.code(Op::RayQueryInitializeKHR, &ops);
            }
            RayQueryOp::Abort => self.code(Op::RayQueryTerminateKHR, &[query]),
            RayQueryOp::CommitNonOpaqueTriangleHit => {
                self.code(Op::RayQueryConfirmIntersectionKHR, &[query])
            }
            RayQueryOp::CommitProceduralPrimitiveHit => {
                let t = self.value(args[1], span);
                self.code(Op::RayQueryGenerateIntersectionKHR, &[query, t]);
            }
            RayQueryOp::Proceed => {
                let t = self.reg_type(ty, span);
                let r = self.result_id(id);
                self.code_r(Op::RayQueryProceedKHR, t, r, &[query]);
            }
            RayQueryOp::Get { what, committed } => {
                let t = self.reg_type(ty, span);
                let mut ops = vec![query];
                if what.of_intersection() && what != RayQueryValue::CandidateAabbOpaque {
                    ops.push(self.const_u32(committed as u32));
                }
                let three_by_four = matches!(
                    what,
                    RayQueryValue::ObjectToWorld {
                        three_by_four: true
                    } | RayQueryValue::WorldToObject {
                        three_by_four: true
                    }
                );
                if three_by_four {
                    // SPIR-V gives 4 columns of 3 (HLSL's float4x3 as stored); float3x4 is
                    // the transpose.
                    let m43 = self.matrix_ty(crate::types::Scalar::FLOAT, 4, 3);
                    let m = self.code_new(get_op(what), m43, &ops);
                    let r = self.result_id(id);
                    self.code_r(Op::Transpose, t, r, &[m]);
                } else {
                    let r = self.result_id(id);
                    self.code_r(get_op(what), t, r, &ops);
                }
            }
        }
    }
}

/// The `OpRayQueryGet*KHR` of a value.
fn get_op(what: RayQueryValue) -> Op {
    use RayQueryValue as V;
    match what {
        V::IntersectionType => Op::RayQueryGetIntersectionTypeKHR,
        V::T => Op::RayQueryGetIntersectionTKHR,
        V::InstanceIndex => Op::RayQueryGetIntersectionInstanceIdKHR,
        V::InstanceId => Op::RayQueryGetIntersectionInstanceCustomIndexKHR,
        V::InstanceContributionToHitGroupIndex => {
            Op::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR
        }
        V::GeometryIndex => Op::RayQueryGetIntersectionGeometryIndexKHR,
        V::PrimitiveIndex => Op::RayQueryGetIntersectionPrimitiveIndexKHR,
        V::Barycentrics => Op::RayQueryGetIntersectionBarycentricsKHR,
        V::FrontFace => Op::RayQueryGetIntersectionFrontFaceKHR,
        V::CandidateAabbOpaque => Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR,
        V::ObjectRayOrigin => Op::RayQueryGetIntersectionObjectRayOriginKHR,
        V::ObjectRayDirection => Op::RayQueryGetIntersectionObjectRayDirectionKHR,
        V::RayFlags => Op::RayQueryGetRayFlagsKHR,
        V::RayTMin => Op::RayQueryGetRayTMinKHR,
        V::WorldRayOrigin => Op::RayQueryGetWorldRayOriginKHR,
        V::WorldRayDirection => Op::RayQueryGetWorldRayDirectionKHR,
        V::ObjectToWorld { .. } => Op::RayQueryGetIntersectionObjectToWorldKHR,
        V::WorldToObject { .. } => Op::RayQueryGetIntersectionWorldToObjectKHR,
    }
}
