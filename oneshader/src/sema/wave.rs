//! The wave and quad intrinsics (Shader Model 6.0/6.7): which [`WaveFn`] a call is and the
//! types it takes and returns, following DXC's intrinsic table (`gen_intrin_main.txt`).
//!
//! Input: the called name and argument types, through [`super::intrinsics::Call`]. Output: a
//! [`ResolvedIntrinsic`] of `Intrinsic::Wave(..)`, or the error to report.
//!
//! Rules (DXC's): the conditions (`WaveActiveAnyTrue`, `...CountBits`, `WaveActiveBallot`,
//! `QuadAny`/`QuadAll`) take one `bool`; `WaveActiveAllEqual` and the reads take any
//! scalar, vector or matrix (bool included) and the arithmetic takes any number, keeping its
//! type (a literal becomes `int` or `float`, a bool `int`); the bit operations take unsigned
//! integers (an `int` converts to `uint` of its width, as DXC's `uint_only`); the lane of
//! `WaveReadLaneAt`/`QuadReadLaneAt` is a `uint`. The partitioned operations (`WaveMatch`,
//! `WaveMultiPrefix*`) are refused with a suggestion: no target offers them portably.

use super::convert::Shape;
use super::hir::{Intrinsic, WaveArith, WaveFn};
use super::intrinsics::{Call, Elem, IntrinsicError, ResolvedIntrinsic};
use crate::diag::Code;
use crate::types::{Scalar, ScalarKind};

/// Every wave and quad intrinsic name HLSL defines (the partitioned ones are refused).
#[rustfmt::skip]
pub(crate) const WAVE: &[&str] = &[
    "WaveGetLaneCount", "WaveGetLaneIndex", "WaveIsFirstLane", "WaveActiveAnyTrue",
    "WaveActiveAllTrue", "WaveActiveAllEqual", "WaveActiveBallot", "WaveActiveCountBits",
    "WaveActiveSum", "WaveActiveProduct", "WaveActiveMin", "WaveActiveMax", "WaveActiveBitAnd",
    "WaveActiveBitOr", "WaveActiveBitXor", "WavePrefixSum", "WavePrefixProduct",
    "WavePrefixCountBits", "WaveReadLaneAt", "WaveReadLaneFirst", "WaveMatch",
    "WaveMultiPrefixSum", "WaveMultiPrefixProduct", "WaveMultiPrefixCountBits",
    "WaveMultiPrefixBitAnd", "WaveMultiPrefixBitOr", "WaveMultiPrefixBitXor", "QuadReadAcrossX",
    "QuadReadAcrossY", "QuadReadAcrossDiagonal", "QuadReadLaneAt", "QuadAny", "QuadAll",
];

/// The names [`resolve_wave`] resolves (for "did you mean" hints).
pub(crate) fn supported_names() -> impl Iterator<Item = &'static str> {
    WAVE.iter()
        .copied()
        .filter(|n| *n != "WaveMatch" && !n.starts_with("WaveMultiPrefix"))
}

/// Resolves the wave or quad intrinsic `call.name` (one of [`WAVE`]).
pub(crate) fn resolve_wave(call: Call) -> Result<ResolvedIntrinsic, IntrinsicError> {
    use WaveArith as A;
    use WaveFn as W;
    let f = match call.name {
        "WaveGetLaneCount" => W::GetLaneCount,
        "WaveGetLaneIndex" => W::GetLaneIndex,
        "WaveIsFirstLane" => W::IsFirstLane,
        "WaveActiveAnyTrue" => W::ActiveAnyTrue,
        "WaveActiveAllTrue" => W::ActiveAllTrue,
        "WaveActiveAllEqual" => W::ActiveAllEqual,
        "WaveActiveBallot" => W::ActiveBallot,
        "WaveActiveCountBits" => W::ActiveCountBits,
        "WavePrefixCountBits" => W::PrefixCountBits,
        "WaveActiveSum" => W::Active(A::Sum),
        "WaveActiveProduct" => W::Active(A::Product),
        "WaveActiveMin" => W::Active(A::Min),
        "WaveActiveMax" => W::Active(A::Max),
        "WaveActiveBitAnd" => W::Active(A::BitAnd),
        "WaveActiveBitOr" => W::Active(A::BitOr),
        "WaveActiveBitXor" => W::Active(A::BitXor),
        "WavePrefixSum" => W::Prefix(A::Sum),
        "WavePrefixProduct" => W::Prefix(A::Product),
        "WaveReadLaneAt" => W::ReadLaneAt,
        "WaveReadLaneFirst" => W::ReadLaneFirst,
        "QuadReadAcrossX" => W::QuadReadAcrossX,
        "QuadReadAcrossY" => W::QuadReadAcrossY,
        "QuadReadAcrossDiagonal" => W::QuadReadAcrossDiagonal,
        "QuadReadLaneAt" => W::QuadReadLaneAt,
        "QuadAny" => W::QuadAny,
        "QuadAll" => W::QuadAll,
        name => return Err(partitioned(name)),
    };
    let op = Intrinsic::Wave(f);
    match f {
        W::GetLaneCount | W::GetLaneIndex | W::IsFirstLane => {
            call.count(0, 0)?;
            let ty = if f == W::IsFirstLane {
                call.types.scalar(Scalar::BOOL)
            } else {
                call.types.scalar(Scalar::UINT)
            };
            call.finish(op, vec![], vec![], ty, "no arguments")
        }
        W::ActiveAnyTrue
        | W::ActiveAllTrue
        | W::ActiveBallot
        | W::ActiveCountBits
        | W::PrefixCountBits
        | W::QuadAny
        | W::QuadAll => condition(call, f),
        W::ActiveAllEqual => {
            let (mut call, param, shape) = value(call, Elem::Any, "scalars, vectors or matrices")?;
            let result = call.ty(Scalar::BOOL, shape);
            call.finish(op, vec![param], vec![false], result, "a value")
        }
        W::Active(a) | W::Prefix(a) => {
            let bits = matches!(a, A::BitAnd | A::BitOr | A::BitXor);
            let (class, takes) = if bits {
                (Elem::AnyInt, "uint scalars, vectors or matrices")
            } else {
                (
                    Elem::Numeric,
                    "int, uint or float scalars, vectors or matrices",
                )
            };
            let (mut call, mut param, shape) = value(call, class, takes)?;
            if bits {
                // DXC's `uint_only`: a signed argument converts to the unsigned type.
                if let Some(s) = call.types.scalar_of(param).filter(|s| s.is_signed()) {
                    let u = Scalar {
                        kind: ScalarKind::Uint,
                        ..s
                    };
                    param = call.ty(u, shape);
                }
            }
            call.finish(op, vec![param], vec![false], param, takes)
        }
        W::ReadLaneFirst | W::QuadReadAcrossX | W::QuadReadAcrossY | W::QuadReadAcrossDiagonal => {
            let (class, takes) = read_class(f);
            let (call, param, _) = value(call, class, takes)?;
            call.finish(op, vec![param], vec![false], param, takes)
        }
        W::ReadLaneAt | W::QuadReadLaneAt => {
            let (class, takes) = read_class(f);
            let (call, param, _) = value_at(call, 0, 2, class, takes)?;
            let lane = call.types.scalar(Scalar::UINT);
            call.finish(
                op,
                vec![param, lane],
                vec![false; 2],
                param,
                "a value and a uint lane",
            )
        }
    }
}

/// The element class of a read: `WaveRead*` take anything (`any<>`), the quad reads numbers.
fn read_class(f: WaveFn) -> (Elem, &'static str) {
    match f {
        WaveFn::ReadLaneAt | WaveFn::ReadLaneFirst => (Elem::Any, "scalars, vectors or matrices"),
        _ => (
            Elem::Numeric,
            "int, uint or float scalars, vectors or matrices",
        ),
    }
}

/// One `bool` condition; `uint` back for the count-bits functions, `uint4` for the ballot,
/// `bool` for the votes.
fn condition(mut call: Call, f: WaveFn) -> Result<ResolvedIntrinsic, IntrinsicError> {
    call.count(1, 1)?;
    let cond = call.types.scalar(Scalar::BOOL);
    let result = match f {
        WaveFn::ActiveBallot => call.ty(Scalar::UINT, Shape::Vector(4)),
        WaveFn::ActiveCountBits | WaveFn::PrefixCountBits => call.types.scalar(Scalar::UINT),
        _ => cond,
    };
    call.finish(
        Intrinsic::Wave(f),
        vec![cond],
        vec![false],
        result,
        "a bool condition",
    )
}

/// The one argument of a value function, as its parameter type of class `class`.
fn value<'a>(
    call: Call<'a>,
    class: Elem,
    takes: &'static str,
) -> Result<(Call<'a>, crate::types::TypeId, Shape), IntrinsicError> {
    value_at(call, 0, 1, class, takes)
}

/// Argument `i` (of `arity`) as a value of class `class`: its element concretized, its shape
/// kept.
fn value_at<'a>(
    mut call: Call<'a>,
    i: usize,
    arity: usize,
    class: Elem,
    takes: &'static str,
) -> Result<(Call<'a>, crate::types::TypeId, Shape), IntrinsicError> {
    call.count(arity, arity)?;
    let Some((s, shape)) = call.parts(i) else {
        return Err(call.no_overload(takes));
    };
    let s = call.elem(class, s, takes)?;
    let param = call.ty(s, shape);
    Ok((call, param, shape))
}

/// The refusal of `WaveMatch` and `WaveMultiPrefix*`, with what to write instead.
fn partitioned(name: &str) -> IntrinsicError {
    let msg = if name == "WaveMatch" {
        "The intrinsic 'WaveMatch' is not supported: it needs partitioned subgroup operations, \
         which no target offers portably (SPIR-V has only a vendor extension; MSL and WGSL have \
         none). Build the groups with WaveActiveBallot and WaveReadLaneFirst in a loop instead."
            .to_string()
    } else {
        format!(
            "The intrinsic '{name}' is not supported: it needs partitioned subgroup operations, \
             which no target offers portably (SPIR-V has only a vendor extension; MSL and WGSL \
             have none). Handle one group at a time (WaveReadLaneFirst of the key in a loop) \
             with the matching WavePrefix function instead."
        )
    };
    IntrinsicError::Unsupported(Code::UNSUPPORTED, msg)
}

#[cfg(test)]
#[path = "wave_tests.rs"]
mod tests;
