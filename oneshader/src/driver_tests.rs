//! Tests of the driver: the backend table against the target gate.

use super::BACKENDS;
use crate::api::CompileTarget;

#[test]
fn the_backend_table_has_exactly_the_implemented_targets() {
    for target in [
        CompileTarget::SpirV,
        CompileTarget::Msl,
        CompileTarget::Wgsl,
    ] {
        let backends = BACKENDS.iter().filter(|b| b.target == target).count();
        assert_eq!(
            backends,
            usize::from(target.is_implemented()),
            "{target}: backends in the table"
        );
    }
}
