//! IR passes: legalization, then optimization, between the verified IR the lowering makes and
//! the per-entry analysis the backends get.
//!
//! A pass ([`Pass`]) takes a module that passes [`crate::ir::verify`] and leaves one that does
//! (same entry points, same globals with the same bindings, since reflection has already been
//! built from the checked program); it may remove, rewrite and add instructions, blocks and
//! functions. A pass sees no options and reports nothing: whether it runs is decided here.
//!
//! Order: every [`LEGALIZATION`] pass, in list order, always (DXC legalizes even at `-Od`;
//! only `-fcgl` skips it, and we have no such switch: the backends rely on legal IR); then,
//! when [`OptOptions::optimize`] is set (`CompileOptions::optimize`), every [`OPTIMIZATION`]
//! pass in list order. Both lists are empty until the issues that fill them (the HLSL 2021
//! language issue for legalization, the optimizer issue for optimization).
//!
//! Verify-after-pass: when [`OptOptions::verify`] is set (debug builds and tests, see
//! [`OptOptions::new`]; like Cranelift's `verify_if`), [`run`] verifies the module after each
//! pass and stops at the first that leaves it invalid, naming it ([`PassError`]); the driver
//! reports that as internal error OSH7001. Release builds trust the passes.
//!
//! Per-pass timing is not measured yet; the optimizer issue adds the hook when it has passes
//! worth timing.

use crate::ir::{self, Module};

/// One IR pass: a name (for errors and, later, timing) and the function that runs it.
#[derive(Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Module),
}

/// Passes that always run, in order. Empty until the HLSL 2021 language issue.
pub const LEGALIZATION: &[Pass] = &[];

/// Passes that run when optimizing, in order, after legalization. Empty until the optimizer
/// issue.
pub const OPTIMIZATION: &[Pass] = &[];

/// What [`run`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptOptions {
    /// Run [`OPTIMIZATION`] after [`LEGALIZATION`].
    pub optimize: bool,
    /// Verify the module after every pass.
    pub verify: bool,
}

impl OptOptions {
    /// `optimize` as asked, verification on in debug builds and tests.
    pub fn new(optimize: bool) -> Self {
        OptOptions {
            optimize,
            verify: cfg!(any(test, debug_assertions)),
        }
    }
}

/// A pass left the module invalid: its name and the verifier's findings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassError {
    pub pass: &'static str,
    pub problems: Vec<String>,
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the IR is invalid after pass '{}' ({})",
            self.pass,
            self.problems.join("; ")
        )
    }
}

/// The passes [`run`] runs for `options`, in order.
pub fn schedule(options: &OptOptions) -> impl Iterator<Item = &'static Pass> {
    let optimization: &'static [Pass] = if options.optimize { OPTIMIZATION } else { &[] };
    LEGALIZATION.iter().chain(optimization)
}

/// Runs the scheduled passes on `module`; see the module documentation.
pub fn run(module: &mut Module, options: &OptOptions) -> Result<(), PassError> {
    run_passes(module, schedule(options), options.verify)
}

fn run_passes<'p>(
    module: &mut Module,
    passes: impl IntoIterator<Item = &'p Pass>,
    verify: bool,
) -> Result<(), PassError> {
    for pass in passes {
        (pass.run)(module);
        if verify {
            let problems = ir::verify(module);
            if !problems.is_empty() {
                return Err(PassError {
                    pass: pass.name,
                    problems,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
