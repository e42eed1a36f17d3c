//! Inline ray queries in the wgpu dialect: naga's `enable wgpu_ray_query;` extension (wgpu's
//! `EXPERIMENTAL_RAY_QUERY`), which WebGPU lacks (the WebGPU dialect refuses them with
//! OSH5202 before writing).
//!
//! Input: the IR's ray-query instructions ([`crate::types::ray_query`]), whose first operand
//! is the query object's local. Output: statements on that local, declared `ray_query`, and on
//! a `RayDesc` local beside it ([`crate::textgen::control::ray_of_query`]) that keeps the ray
//! for the queries of the ray itself, which naga does not answer:
//!
//! | HLSL | WGSL |
//! |---|---|
//! | `TraceRayInline(accel, flags, mask, ray)` | `ray = RayDesc(flags, mask, tmin, tmax, origin, dir); rayQueryInitialize(&q, accel, ray);` |
//! | `Proceed()`, `Abort()` | `rayQueryProceed(&q)`, `rayQueryTerminate(&q)` |
//! | `CommitNonOpaqueTriangleHit()`, `CommitProceduralPrimitiveHit(t)` | `rayQueryConfirmIntersection(&q)`, `rayQueryGenerateIntersection(&q, t)` |
//! | `Committed*()` / `Candidate*()` | a field of `rayQueryGetCommittedIntersection(&q)` / `...Candidate...` |
//! | `CandidateType()` | `select(1u, 0u, kind == 1u)` (naga's triangle is 1, HLSL's 0) |
//! | `*ObjectToWorld4x3()`, `*WorldToObject4x3()` (`3x4`: `transpose(...)`) | `object_to_world`, `world_to_object` |
//! | `*ObjectRayOrigin()`, `*ObjectRayDirection()` | `world_to_object * vec4(ray.origin, 1)`, `* vec4(ray.dir, 0)` |
//! | `RayFlags()`, `RayTMin()`, `WorldRayOrigin()`, `WorldRayDirection()` | `ray.flags`, `ray.tmin`, `ray.origin`, `ray.dir` |
//!
//! `CandidateProceduralPrimitiveNonOpaque()` has no naga equivalent, and naga 30's validator
//! panics on a non-uniform index into an array of acceleration structures, so a run-time
//! index there is refused too (OSH5202). naga takes no ray query as a function
//! parameter either: a query passed to a function that was not inlined (`-O0`) is OSH5202.

use super::writer::FnCx;
use crate::ir::{InstId, InstKind, Value};
use crate::source::Span;
use crate::textgen::control::{ray_of_query, transposed};
use crate::textgen::names;
use crate::types::ray_query::{RayQueryOp, RayQueryValue};

impl FnCx<'_, '_> {
    /// Whether `pointer` picks an element of a resource array with an index that is not a
    /// constant.
    fn indexed_at_run_time(&self, pointer: Value) -> bool {
        let Value::Inst(id) = pointer else {
            return false;
        };
        matches!(
            self.func.inst(id).map(|i| &i.kind),
            Some(InstKind::AccessChain { indices, .. })
                if indices.iter().any(|v| !matches!(v, Value::Constant(_)))
        )
    }

    pub(super) fn emit_ray_query(&mut self, i: InstId, op: RayQueryOp, args: &[Value], span: Span) {
        self.w.d.uses_ray_query = true;
        if args.len() != op.arity() {
            self.w
                .error(span, "internal: a ray query with the wrong operands");
            return;
        }
        // naga takes a ray query only as a local variable of the function that uses it.
        let Value::Inst(q) = args[0] else {
            self.w.error(span, "The WGSL backend writes ray queries only in the function that declares them (naga 30 takes no RayQuery parameter). Compile with optimization (the default), which inlines a function taking a RayQuery, or for SPIR-V");
            return;
        };
        let (query, ray) = (format!("&{}", names::numbered('v', q.0)), ray_of_query(q.0));
        match op {
            RayQueryOp::Initialize => {
                if self.indexed_at_run_time(args[1]) {
                    // naga 30's validator panics on such an index that it finds non-uniform.
                    self.w.error(span, "The WGSL backend cannot index an array of acceleration structures at run time (naga 30 cannot validate it). Use one RaytracingAccelerationStructure or a constant index, or compile this shader for SPIR-V");
                    return;
                }
                let accel = self.resource_expr(args[1], span);
                let v: Vec<String> = args[2..].iter().map(|a| self.val(*a, span)).collect();
                // IR order: flags, mask, origin, tmin, direction, tmax.
                self.line_fmt(format_args!(
                    "{ray} = RayDesc({}, {}, {}, {}, {}, {});",
                    v[0], v[1], v[3], v[5], v[2], v[4]
                ));
                self.line_fmt(format_args!("rayQueryInitialize({query}, {accel}, {ray});"));
            }
            RayQueryOp::Proceed => self.assign(i, &format!("rayQueryProceed({query})")),
            RayQueryOp::Abort => self.line_fmt(format_args!("rayQueryTerminate({query});")),
            RayQueryOp::CommitNonOpaqueTriangleHit => {
                self.line_fmt(format_args!("rayQueryConfirmIntersection({query});"))
            }
            RayQueryOp::CommitProceduralPrimitiveHit => {
                let t = self.val(args[1], span);
                self.line_fmt(format_args!("rayQueryGenerateIntersection({query}, {t});"));
            }
            RayQueryOp::Get { what, committed } => {
                let hit = format!(
                    "rayQueryGet{}Intersection({query})",
                    if committed { "Committed" } else { "Candidate" }
                );
                use RayQueryValue as V;
                let e = match what {
                    // naga's kinds: none 0, triangle 1, generated 2, AABB 3. HLSL's committed
                    // status is the same; its candidate type is triangle 0, procedural 1.
                    V::IntersectionType if committed => format!("{hit}.kind"),
                    V::IntersectionType => format!("select(1u, 0u, {hit}.kind == 1u)"),
                    V::T => format!("{hit}.t"),
                    V::InstanceIndex => format!("{hit}.instance_index"),
                    V::InstanceId => format!("{hit}.instance_custom_data"),
                    V::InstanceContributionToHitGroupIndex => format!("{hit}.sbt_record_offset"),
                    V::GeometryIndex => format!("{hit}.geometry_index"),
                    V::PrimitiveIndex => format!("{hit}.primitive_index"),
                    V::Barycentrics => format!("{hit}.barycentrics"),
                    V::FrontFace => format!("{hit}.front_face"),
                    V::ObjectRayOrigin => {
                        format!("({hit}.world_to_object * vec4<f32>({ray}.origin, 1.0))")
                    }
                    V::ObjectRayDirection => {
                        format!("({hit}.world_to_object * vec4<f32>({ray}.dir, 0.0))")
                    }
                    // naga's mat4x3 is HLSL's float4x3 as WGSL writes it; 3x4 transposes.
                    V::ObjectToWorld { three_by_four } => {
                        transposed(format!("{hit}.object_to_world"), three_by_four)
                    }
                    V::WorldToObject { three_by_four } => {
                        transposed(format!("{hit}.world_to_object"), three_by_four)
                    }
                    V::RayFlags => format!("{ray}.flags"),
                    V::RayTMin => format!("{ray}.tmin"),
                    V::WorldRayOrigin => format!("{ray}.origin"),
                    V::WorldRayDirection => format!("{ray}.dir"),
                    V::CandidateAabbOpaque => {
                        self.w.error(
                            span,
                            "WGSL has no CandidateProceduralPrimitiveNonOpaque (naga's ray queries do not report it). Give the procedural geometry its opacity in a buffer, or compile this shader for SPIR-V",
                        );
                        "false".to_string()
                    }
                };
                self.assign(i, &e);
            }
        }
    }
}
