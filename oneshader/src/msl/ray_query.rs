//! Inline ray queries as Metal's intersection queries (MSL 2.4, `<metal_raytracing>`).
//!
//! Input: the IR's ray-query instructions ([`crate::types::ray_query`]), whose first operand
//! is the query object (a local, or a pointer parameter of a function that was not inlined).
//! Output: member calls on a `raytracing::intersection_query<raytracing::instancing,
//! raytracing::triangle_data>` local, and on a `uint` local beside it
//! ([`crate::textgen::control::ray_of_query`]) that keeps the ray flags, which Metal does not
//! report back:
//!
//! | HLSL | MSL |
//! |---|---|
//! | `TraceRayInline(accel, flags, mask, ray)` | `q_ray = flags; q.reset(raytracing::ray(origin, dir, tmin, tmax), accel, mask, ray_query_params(flags));` |
//! | `Proceed()`, `Abort()` | `q.next()`, `q.abort()` |
//! | `CommitNonOpaqueTriangleHit()`, `CommitProceduralPrimitiveHit(t)` | `q.commit_triangle_intersection()`, `q.commit_bounding_box_intersection(t)` |
//! | `CommittedStatus()` / `CandidateType()` | `uint(q.get_committed_intersection_type())` / `uint(q.get_candidate_intersection_type()) - 1u` |
//! | `CommittedRayT()` / `CandidateTriangleRayT()` | `q.get_committed_distance()` / `q.get_candidate_triangle_distance()` |
//! | `*InstanceIndex()`, `*InstanceID()`, `*GeometryIndex()`, `*PrimitiveIndex()` | `q.get_*_instance_id()`, `..._user_instance_id()`, `..._geometry_id()`, `..._primitive_id()` |
//! | `*TriangleBarycentrics()`, `*TriangleFrontFace()` | `q.get_*_triangle_barycentric_coord()`, `q.is_*_triangle_front_facing()` |
//! | `*ObjectRayOrigin()`, `*ObjectRayDirection()` | `q.get_*_ray_origin()`, `q.get_*_ray_direction()` (object space) |
//! | `*ObjectToWorld4x3()`, `*WorldToObject4x3()` (`3x4`: `transpose(...)`) | `q.get_*_object_to_world_transform()`, `..._world_to_object_transform()` |
//! | `CandidateProceduralPrimitiveNonOpaque()` | `q.is_candidate_non_opaque_bounding_box()` |
//! | `RayTMin()`, `WorldRayOrigin()`, `WorldRayDirection()`, `RayFlags()` | `q.get_ray_min_distance()`, `q.get_world_space_ray_origin()`, `..._direction()`, `q_ray` |
//!
//! Metal's `intersection_type` counts none 0, triangle 1, bounding box 2: HLSL's committed
//! status exactly, its candidate type (triangle 0, procedural 1) one less. The ray flags
//! become `intersection_params` in a generated helper, one setting per flag (a flag that is
//! not set leaves Metal's default); `RAY_FLAG_SKIP_CLOSEST_HIT_SHADER` means nothing to a
//! query. Refused (OSH5102): `*InstanceContributionToHitGroupIndex()` (Metal's queries do not
//! report it), and `RayFlags()` where a query is passed to a function that was not inlined
//! (`-O0`) and read or traced there: the flags local stays with the function that declares the
//! query.

use super::writer::FnCx;
use crate::ir::{InstId, Value};
use crate::source::Span;
use crate::textgen::buffers::Place;
use crate::textgen::control::{ray_of_query, transposed};
use crate::types::ray_query::{RayQueryOp, RayQueryValue};

/// The query object's type.
pub(super) const QUERY_TYPE: &str =
    "raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>";

/// The acceleration structure's argument type.
pub(super) const ACCELERATION_STRUCTURE_TYPE: &str = "raytracing::instance_acceleration_structure";

/// HLSL's ray flags (`RAY_FLAG_*`, the same bits as Vulkan's) as `intersection_params`
/// settings, in flag order.
const FLAG_PARAMS: &[(u32, &str)] = &[
    (0x1, "p.force_opacity(raytracing::forced_opacity::opaque);"),
    (
        0x2,
        "p.force_opacity(raytracing::forced_opacity::non_opaque);",
    ),
    (0x4, "p.accept_any_intersection(true);"),
    (
        0x10,
        "p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);",
    ),
    (
        0x20,
        "p.set_triangle_cull_mode(raytracing::triangle_cull_mode::front);",
    ),
    (
        0x40,
        "p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);",
    ),
    (
        0x80,
        "p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);",
    ),
    (
        0x100,
        "p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);",
    ),
    (
        0x200,
        "p.set_geometry_cull_mode(raytracing::geometry_cull_mode::bounding_box);",
    ),
];

impl FnCx<'_, '_> {
    /// The name of the generated helper that turns ray flags into `intersection_params`,
    /// written once per source.
    fn ray_params_helper(&mut self) -> String {
        if let Some(name) = &self.w.d.ray_params_helper {
            return name.clone();
        }
        let name = self.w.fresh_name("ray_query_params");
        let mut text = format!(
            "static inline raytracing::intersection_params {name}(uint flags)\n{{\n    raytracing::intersection_params p;\n"
        );
        for (bit, set) in FLAG_PARAMS {
            text.push_str(&format!("    if ((flags & {bit:#x}u) != 0u) {set}\n"));
        }
        text.push_str("    return p;\n}\n\n");
        self.w.helpers.push_str(&text);
        self.w.d.ray_params_helper = Some(name.clone());
        name
    }

    pub(super) fn emit_ray_query(&mut self, i: InstId, op: RayQueryOp, args: &[Value], span: Span) {
        self.w.d.uses_raytracing = true;
        if args.len() != op.arity() {
            self.w
                .error(span, "internal: a ray query with the wrong operands");
            return;
        }
        let q = match self.place(args[0], span) {
            Place::Ref { text, .. } => text,
            _ => {
                self.w.error(
                    span,
                    "internal: a ray query that is not a local or parameter",
                );
                return;
            }
        };
        // The flags local exists beside a query declared in this function only.
        let flags = match args[0] {
            Value::Inst(n) => Some(ray_of_query(n.0)),
            _ => None,
        };
        match op {
            RayQueryOp::Initialize => {
                let accel = self.resource_expr(args[1], span);
                let v: Vec<String> = args[2..].iter().map(|a| self.val(*a, span)).collect();
                let helper = self.ray_params_helper();
                match &flags {
                    Some(f) => self.line_fmt(format_args!("{f} = {};", v[0])),
                    // Callees are written first: the callers' RayFlags() see this.
                    None => self.w.d.query_traced_by_callee = true,
                }
                // IR order: flags, mask, origin, tmin, direction, tmax.
                self.line_fmt(format_args!(
                    "{q}.reset(raytracing::ray({}, {}, {}, {}), {accel}, {}, {helper}({}));",
                    v[2], v[4], v[3], v[5], v[1], v[0]
                ));
            }
            RayQueryOp::Proceed => self.assign(i, &format!("{q}.next()")),
            RayQueryOp::Abort => self.line_fmt(format_args!("{q}.abort();")),
            RayQueryOp::CommitNonOpaqueTriangleHit => {
                self.line_fmt(format_args!("{q}.commit_triangle_intersection();"))
            }
            RayQueryOp::CommitProceduralPrimitiveHit => {
                let t = self.val(args[1], span);
                self.line_fmt(format_args!("{q}.commit_bounding_box_intersection({t});"));
            }
            RayQueryOp::Get { what, committed } => {
                let which = if committed { "committed" } else { "candidate" };
                use RayQueryValue as V;
                let e = match what {
                    V::IntersectionType if committed => {
                        format!("uint({q}.get_committed_intersection_type())")
                    }
                    V::IntersectionType => {
                        format!("(uint({q}.get_candidate_intersection_type()) - 1u)")
                    }
                    V::T if committed => format!("{q}.get_committed_distance()"),
                    V::T => format!("{q}.get_candidate_triangle_distance()"),
                    V::InstanceIndex => format!("{q}.get_{which}_instance_id()"),
                    V::InstanceId => format!("{q}.get_{which}_user_instance_id()"),
                    V::GeometryIndex => format!("{q}.get_{which}_geometry_id()"),
                    V::PrimitiveIndex => format!("{q}.get_{which}_primitive_id()"),
                    V::Barycentrics => format!("{q}.get_{which}_triangle_barycentric_coord()"),
                    V::FrontFace => format!("{q}.is_{which}_triangle_front_facing()"),
                    // The IR asks whether the candidate is opaque (SPIR-V's question).
                    V::CandidateAabbOpaque => {
                        format!("!{q}.is_candidate_non_opaque_bounding_box()")
                    }
                    V::ObjectRayOrigin => format!("{q}.get_{which}_ray_origin()"),
                    V::ObjectRayDirection => format!("{q}.get_{which}_ray_direction()"),
                    // Metal's float4x3 is HLSL's float4x3 as this backend writes it.
                    V::ObjectToWorld { three_by_four } => transposed(
                        format!("{q}.get_{which}_object_to_world_transform()"),
                        three_by_four,
                    ),
                    V::WorldToObject { three_by_four } => transposed(
                        format!("{q}.get_{which}_world_to_object_transform()"),
                        three_by_four,
                    ),
                    V::RayTMin => format!("{q}.get_ray_min_distance()"),
                    V::WorldRayOrigin => format!("{q}.get_world_space_ray_origin()"),
                    V::WorldRayDirection => format!("{q}.get_world_space_ray_direction()"),
                    V::RayFlags => match &flags {
                        Some(f) if !self.w.d.query_traced_by_callee => f.clone(),
                        _ => {
                            self.w.error(span, "The MSL backend reads RayFlags() only where the function that declares the RayQuery also traces it (Metal does not report a query's flags). Compile with optimization (the default), which inlines a function taking a RayQuery, or for SPIR-V");
                            "0u".to_string()
                        }
                    },
                    V::InstanceContributionToHitGroupIndex => {
                        self.w.error(span, "Metal's intersection queries do not report an instance's contribution to the hit group index (InstanceContributionToHitGroupIndex). Store it per instance in a buffer indexed by the instance index, or compile this shader for SPIR-V");
                        "0u".to_string()
                    }
                };
                self.assign(i, &e);
            }
        }
    }
}
