//! Tests of the wave and quad intrinsics' resolution: parameter and result types as DXC's
//! intrinsic table gives them, and the errors users see.

use crate::diag::Code;
use crate::sema::intrinsics::tests::{err, ok};

#[test]
fn lane_queries_and_votes_take_and_return_what_dxc_declares() {
    assert_eq!(ok("WaveGetLaneCount", &[]), ("uint".into(), vec![]));
    assert_eq!(ok("WaveGetLaneIndex", &[]), ("uint".into(), vec![]));
    assert_eq!(ok("WaveIsFirstLane", &[]), ("bool".into(), vec![]));
    // The conditions are one bool; a number converts.
    assert_eq!(
        ok("WaveActiveAnyTrue", &["int"]),
        ("bool".into(), vec!["bool".into()])
    );
    assert_eq!(
        ok("WaveActiveBallot", &["bool"]),
        ("uint4".into(), vec!["bool".into()])
    );
    assert_eq!(
        ok("WavePrefixCountBits", &["bool"]),
        ("uint".into(), vec!["bool".into()])
    );
    assert_eq!(
        ok("QuadAll", &["bool"]),
        ("bool".into(), vec!["bool".into()])
    );
    // AllEqual answers per component.
    assert_eq!(
        ok("WaveActiveAllEqual", &["float3"]),
        ("bool3".into(), vec!["float3".into()])
    );
}

#[test]
fn arithmetic_keeps_the_type_and_bit_operations_take_unsigned() {
    assert_eq!(
        ok("WaveActiveSum", &["int4"]),
        ("int4".into(), vec!["int4".into()])
    );
    assert_eq!(
        ok("WavePrefixProduct", &["float"]),
        ("float".into(), vec!["float".into()])
    );
    // Literals concretize as in other numeric intrinsics; a bool becomes int.
    assert_eq!(
        ok("WaveActiveMax", &["lit"]),
        ("int".into(), vec!["int".into()])
    );
    assert_eq!(
        ok("WaveActiveMin", &["litf"]),
        ("float".into(), vec!["float".into()])
    );
    assert_eq!(
        ok("WaveActiveSum", &["bool"]),
        ("int".into(), vec!["int".into()])
    );
    // DXC's uint_only: int converts to uint of its width.
    assert_eq!(
        ok("WaveActiveBitOr", &["int2"]),
        ("uint2".into(), vec!["uint2".into()])
    );
    assert_eq!(
        ok("WaveActiveBitXor", &["uint64_t"]),
        ("uint64_t".into(), vec!["uint64_t".into()])
    );
    let (code, msg) = err("WaveActiveBitAnd", &["float"]);
    assert_eq!(code, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(
        msg,
        "'WaveActiveBitAnd' has no overload for (float): it takes uint scalars, vectors or \
         matrices."
    );
}

#[test]
fn reads_take_a_value_and_a_uint_lane() {
    assert_eq!(
        ok("WaveReadLaneAt", &["float4", "int"]),
        ("float4".into(), vec!["float4".into(), "uint".into()])
    );
    // WaveReadLaneFirst takes bools too; the quad reads take numbers only.
    assert_eq!(
        ok("WaveReadLaneFirst", &["bool2"]),
        ("bool2".into(), vec!["bool2".into()])
    );
    assert_eq!(
        ok("QuadReadAcrossDiagonal", &["half3"]),
        ("half3".into(), vec!["half3".into()])
    );
    assert_eq!(
        ok("QuadReadLaneAt", &["uint", "lit"]),
        ("uint".into(), vec!["uint".into(), "uint".into()])
    );
    let (code, msg) = err("WaveReadLaneAt", &["float"]);
    assert_eq!(code, Code::WRONG_ARGUMENT_COUNT);
    assert_eq!(msg, "'WaveReadLaneAt' takes 2 arguments, but 1 was given.");
    assert_eq!(
        err("WaveIsFirstLane", &["bool"]).1,
        "'WaveIsFirstLane' takes no arguments, but 1 was given."
    );
}

#[test]
fn partitioned_operations_stay_refused_with_a_suggestion() {
    for name in [
        "WaveMultiPrefixBitAnd",
        "WaveMultiPrefixBitOr",
        "WaveMultiPrefixBitXor",
        "WaveMultiPrefixCountBits",
        "WaveMultiPrefixProduct",
    ] {
        let (code, msg) = err(name, &["uint", "uint4"]);
        assert_eq!(code, Code::UNSUPPORTED, "{name}");
        assert!(
            msg.contains("WaveReadLaneFirst of the key in a loop"),
            "{msg}"
        );
    }
}
