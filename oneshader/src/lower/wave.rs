//! Wave and quad intrinsics: HIR `Intrinsic::Wave` calls to IR [`SubgroupOp`] instructions.
//!
//! Input: the call's arguments, already converted to the overload's parameter types
//! (`sema::wave`). Output: IR values. The lane count and index are loads of the
//! `SubgroupSize` / `SubgroupLocalInvocationId` built-in inputs, one global each per module
//! created on first use ([`super::State::lane_global`]; the entry points that reach them list
//! them among their inputs). Matrices go per row, since no target has group operations on
//! matrices; `WaveActiveAllEqual` goes per component (SPIR-V's `OpGroupNonUniformAllEqual`
//! yields one bool). `QuadAny`/`QuadAll` are DXC's fallback when `SPV_KHR_quad_control` is
//! not used: the value or-ed (and-ed) with its three quad swaps, so every target gets them
//! from the quad swap it already has.

use super::func::FnCx;
use crate::ir::{BinaryOp, BuiltIn, SubgroupArith, SubgroupOp, Value};
use crate::sema::hir::{ExprId, WaveArith, WaveFn};
use crate::types::{Scalar, Type, TypeId};

fn arith(a: WaveArith) -> SubgroupArith {
    match a {
        WaveArith::Sum => SubgroupArith::Add,
        WaveArith::Product => SubgroupArith::Mul,
        WaveArith::Min => SubgroupArith::Min,
        WaveArith::Max => SubgroupArith::Max,
        WaveArith::BitAnd => SubgroupArith::And,
        WaveArith::BitOr => SubgroupArith::Or,
        WaveArith::BitXor => SubgroupArith::Xor,
    }
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub(super) fn wave(
        &mut self,
        f: WaveFn,
        args: &[ExprId],
        e: &'p crate::sema::hir::Expr,
    ) -> Value {
        let ty = e.ty;
        let vals = self.args(args);
        self.b.set_span(e.span);
        let arg_ty = args.first().map(|&a| self.ty_of(a)).unwrap_or(ty);
        let op = match f {
            WaveFn::GetLaneCount | WaveFn::GetLaneIndex => {
                let builtin = if f == WaveFn::GetLaneCount {
                    BuiltIn::SubgroupSize
                } else {
                    BuiltIn::SubgroupLocalInvocationId
                };
                let g = self.st.lane_global(self.b.module, builtin, e.span);
                return self.b.load(Value::Global(g));
            }
            WaveFn::IsFirstLane => Some(SubgroupOp::Elect),
            WaveFn::ActiveAnyTrue => Some(SubgroupOp::Any),
            WaveFn::ActiveAllTrue => Some(SubgroupOp::All),
            WaveFn::ActiveBallot => Some(SubgroupOp::Ballot),
            WaveFn::ActiveCountBits => Some(SubgroupOp::CountTrue { prefix: false }),
            WaveFn::PrefixCountBits => Some(SubgroupOp::CountTrue { prefix: true }),
            WaveFn::Active(a) => Some(SubgroupOp::Arith {
                op: arith(a),
                prefix: false,
            }),
            WaveFn::Prefix(a) => Some(SubgroupOp::Arith {
                op: arith(a),
                prefix: true,
            }),
            WaveFn::ReadLaneAt => Some(SubgroupOp::Shuffle),
            WaveFn::ReadLaneFirst => Some(SubgroupOp::BroadcastFirst),
            WaveFn::QuadReadAcrossX => Some(SubgroupOp::QuadSwap { direction: 0 }),
            WaveFn::QuadReadAcrossY => Some(SubgroupOp::QuadSwap { direction: 1 }),
            WaveFn::QuadReadAcrossDiagonal => Some(SubgroupOp::QuadSwap { direction: 2 }),
            WaveFn::QuadReadLaneAt => Some(SubgroupOp::QuadBroadcast),
            WaveFn::ActiveAllEqual | WaveFn::QuadAny | WaveFn::QuadAll => None,
        };
        if vals.len() != f_arity(f) {
            return self.bad_arity(e);
        }
        match (op, f) {
            (Some(op), _) if op.arity() == 0 => self.b.subgroup(op, vec![], ty),
            (Some(op), _) => {
                let value = vals[0];
                let rest: Vec<Value> = vals[1..].to_vec();
                if op == SubgroupOp::QuadBroadcast && !matches!(rest[0], Value::Constant(_)) {
                    self.st.diags.error(
                        crate::diag::Code::UNSUPPORTED,
                        e.span,
                        "The lane of 'QuadReadLaneAt' must be a constant (0 to 3): every \
                         target's quad broadcast takes a constant lane. Use QuadReadAcrossX, \
                         QuadReadAcrossY or QuadReadAcrossDiagonal for a lane relative to this \
                         one."
                            .to_string(),
                    );
                    return Value::Undef(ty);
                }
                self.per_row(&[value], arg_ty, ty, |cx, v, rt| {
                    let mut operands = v;
                    operands.extend(rest.iter().copied());
                    cx.b.subgroup(op, operands, rt)
                })
            }
            (None, WaveFn::ActiveAllEqual) => {
                self.per_row(&[vals[0]], arg_ty, ty, |cx, v, rt| cx.all_equal(v[0], rt))
            }
            (None, _) => {
                // QuadAny / QuadAll: v op swap0(v) op swap1(v) op swap2(v), as DXC.
                let join = if f == WaveFn::QuadAny {
                    BinaryOp::LogicalOr
                } else {
                    BinaryOp::LogicalAnd
                };
                let v = vals[0];
                let mut acc = v;
                for direction in 0..3 {
                    let swapped = self
                        .b
                        .subgroup(SubgroupOp::QuadSwap { direction }, vec![v], ty);
                    acc = self.b.binary(join, acc, swapped);
                }
                acc
            }
        }
    }

    /// `WaveActiveAllEqual` of a scalar or vector: one `AllEqual` per component.
    fn all_equal(&mut self, v: Value, result: TypeId) -> Value {
        let vt = self.b.value_type(v);
        match self.tget(vt) {
            Type::Vector { size, .. } => {
                let parts: Vec<Value> = (0..size)
                    .map(|k| {
                        let c = self.b.extract(v, vec![k as u32]);
                        let b = self.b.types().scalar(Scalar::BOOL);
                        self.b.subgroup(SubgroupOp::AllEqual, vec![c], b)
                    })
                    .collect();
                self.b.construct(result, parts)
            }
            _ => self.b.subgroup(SubgroupOp::AllEqual, vec![v], result),
        }
    }
}

/// Adds the lane inputs to the inputs of every entry point whose code reads them (they are
/// read wherever a wave intrinsic is, not only by the wrapper). A module that elects a lane
/// also gets the lane index global, read or not: WGSL for wgpu has no `subgroupElect` and
/// builds it from the lane index (`wgsl::subgroup`); the SPIR-V of an entry point that does
/// not read it declares nothing for it.
pub(super) fn list_lane_inputs(st: &mut super::State, module: &mut crate::ir::Module) {
    let elects = module.functions.iter().any(crate::ir::subgroup::elects);
    if elects {
        let span = module
            .entry_points
            .first()
            .map(|e| e.span)
            .unwrap_or_default();
        st.lane_global(module, BuiltIn::SubgroupLocalInvocationId, span);
    }
    let lanes: Vec<crate::ir::GlobalId> = st.lane_globals().map(|(_, g)| g).collect();
    if lanes.is_empty() {
        return;
    }
    for i in 0..module.entry_points.len() {
        let reached = crate::ir::reach::reach(module, &module.entry_points[i]).globals;
        let ep = &mut module.entry_points[i];
        ep.inputs
            .extend(lanes.iter().filter(|g| reached.contains(g)).copied());
    }
}

/// The HLSL argument count of `f`.
fn f_arity(f: WaveFn) -> usize {
    match f {
        WaveFn::GetLaneCount | WaveFn::GetLaneIndex | WaveFn::IsFirstLane => 0,
        WaveFn::ReadLaneAt | WaveFn::QuadReadLaneAt => 2,
        _ => 1,
    }
}
