//! Comparing read-back outputs with a case's expected values and with the reference's outputs.
//!
//! Input: the case's expectations and the [`Outputs`] of a run (and of the glslang run).
//! Output: `Ok` or the first mismatch, named by output, expectation line, value index and byte
//! offset. Invariant: integers compare exactly, `f32` and `unorm8` values within the
//! expectation's tolerance, `?` values not at all; a short output is a mismatch, not a panic.

use crate::case::{Expectation, Output};
use crate::run::Outputs;
use crate::values::Value;

fn bytes_of<'a>(outputs: &'a Outputs, output: &Output) -> Result<&'a [u8], String> {
    outputs
        .iter()
        .find(|(o, _)| o == output)
        .map(|(_, b)| b.as_slice())
        .ok_or_else(|| format!("{output} was not read back"))
}

/// Walks the values of `expectation` over `bytes`: (index, byte offset, value, bytes there).
fn walk<'a>(
    expectation: &'a Expectation,
    bytes: &'a [u8],
) -> impl Iterator<Item = (usize, usize, Value, Option<&'a [u8]>)> + 'a {
    let mut offset = 0;
    expectation.values.iter().enumerate().map(move |(i, v)| {
        let at = offset;
        offset += v.width();
        (i, at, *v, bytes.get(at..at + v.width()))
    })
}

/// Checks the outputs against the expected values.
pub fn against_expected(expectations: &[Expectation], outputs: &Outputs) -> Result<(), String> {
    for e in expectations {
        let bytes = bytes_of(outputs, &e.output)?;
        for (i, at, want, got) in walk(e, bytes) {
            let Some(got) = got else {
                return Err(format!(
                    "expect {} (line {}): value #{i} at byte {at} is past the end ({} bytes)",
                    e.output,
                    e.line,
                    bytes.len()
                ));
            };
            let got = want.read_like(got);
            if !want.matches(got, e.tolerance) {
                return Err(format!(
                    "expect {} (line {}): value #{i} (byte {at}): expected {want}, got {got}",
                    e.output, e.line
                ));
            }
        }
    }
    Ok(())
}

/// Checks the outputs against another run's (`who`: glslang's, the device's) at every
/// compared position.
pub fn against_reference(
    expectations: &[Expectation],
    outputs: &Outputs,
    reference: &Outputs,
    who: &str,
) -> Result<(), String> {
    for e in expectations {
        let ours = bytes_of(outputs, &e.output)?;
        let theirs = bytes_of(reference, &e.output)?;
        for ((i, at, kind, got), (_, _, _, want)) in walk(e, ours).zip(walk(e, theirs)) {
            if matches!(kind, Value::Any { .. }) {
                continue;
            }
            let (Some(got), Some(want)) = (got, want) else {
                return Err(format!("{}: value #{i} is past the end", e.output));
            };
            let (got, want) = (kind.read_like(got), kind.read_like(want));
            if !want.matches(got, e.tolerance) {
                return Err(format!(
                    "{} (line {}): value #{i} (byte {at}) differs from {who}'s: {who} {want}, this run {got}",
                    e.output, e.line
                ));
            }
        }
    }
    Ok(())
}
