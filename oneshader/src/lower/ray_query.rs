//! `RayQuery` methods: HIR `Intrinsic::RayQuery` calls to IR `RayQuery` instructions.
//!
//! Input: the call's arguments, already converted to the method's parameter types
//! (`sema::ray_query`); `args[0]` is the query object, a local. Output: IR values. The query's
//! operand is its address (a place, never a load: the object is not a value). `TraceRayInline`
//! ORs the template's flags into the flags argument, as DXC does, and splits the `RayDesc` into
//! its four members; `CandidateProceduralPrimitiveNonOpaque` is the negation of SPIR-V's
//! "candidate AABB opaque".

use super::func::{FnCx, Place};
use crate::ir::{BinaryOp, RayQueryOp, RayQueryValue, UnaryOp, Value};
use crate::sema::hir::ExprId;
use crate::types::Type;

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub(super) fn ray_query(
        &mut self,
        op: RayQueryOp,
        args: &[ExprId],
        e: &'p crate::sema::hir::Expr,
    ) -> Value {
        let ty = e.ty;
        let Some((&q, rest)) = args.split_first() else {
            return self.bad_arity(e);
        };
        let flags = match self.b.module.types.get(self.ty_of(q)) {
            Type::RayQuery { flags } => flags,
            _ => {
                self.unsupported(
                    e.span,
                    "A ray query method on something that is not a RayQuery",
                );
                return Value::Undef(ty);
            }
        };
        let query = match self.place(q) {
            Some(p @ Place::Chain { .. }) => self.place_pointer(&p),
            _ => None,
        };
        let Some(query) = query else {
            self.unsupported(self.span_of(q), "A RayQuery that is not a local variable");
            return Value::Undef(ty);
        };
        let mut operands = vec![query];
        if op == RayQueryOp::Initialize {
            let [accel, ray_flags, mask, ray] = rest[..] else {
                return self.bad_arity(e);
            };
            let Some(place) = self.resource_place(
                accel,
                "An acceleration structure that is not a global variable or an element of a global resource array",
            ) else {
                return Value::Undef(ty);
            };
            let Some(accel) = self.place_pointer(&place) else {
                return Value::Undef(ty);
            };
            let ray_flags = self.expr(ray_flags);
            let mask = self.expr(mask);
            let ray = self.expr(ray);
            let ray_flags = if flags == 0 {
                ray_flags
            } else {
                let template = self.b.const_u32(flags);
                self.b.binary(BinaryOp::BitOr, ray_flags, template)
            };
            operands.extend([accel, ray_flags, mask]);
            for member in 0..4 {
                operands.push(self.b.extract(ray, vec![member]));
            }
        } else {
            operands.extend(self.args(rest));
        }
        self.b.set_span(e.span);
        if let RayQueryOp::Get {
            what: RayQueryValue::CandidateAabbOpaque,
            ..
        } = op
        {
            let opaque = self.b.ray_query(op, operands, ty);
            return self.b.unary(UnaryOp::LogicalNot, opaque);
        }
        self.b.ray_query(op, operands, ty)
    }
}
