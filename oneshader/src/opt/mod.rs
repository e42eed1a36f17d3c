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
//! pass in list order. Legalization unrolls `[unroll]` loops with a constant trip count, as DXC
//! does at every level (in the functions that have one; see `unroll`), and inlines and
//! promotes a module that holds opaque inline SPIR-V values (see `opaque`) or evaluates inputs
//! with `EvaluateAttribute*` (see `interpolate`, which then points them at the inputs);
//! otherwise the lowering itself produces legal IR (resource values, for one, are resolved there). Optimization
//! inlines calls, promotes locals to SSA, folds constants and composite reads, simplifies the
//! control flow and removes dead code; each pass module's doc says what it needs and
//! guarantees.
//!
//! Verify-after-pass: when [`OptOptions::verify`] is set (debug builds and tests, see
//! [`OptOptions::new`]; like Cranelift's `verify_if`), [`run`] verifies the module after each
//! pass and stops at the first that leaves it invalid, naming it ([`PassError`]); the driver
//! reports that as internal error OSH7001. Release builds trust the passes.
//!
//! Per-pass timing: with `ONESHADER_TIME_PASSES` set, [`run`] prints each pass's wall time to
//! stderr.

use crate::ir::{self, Module};

mod cse;
mod dce;
mod fold;
mod inline;
pub(crate) mod interpolate;
mod opaque;
mod promote;
mod simplify_cfg;
mod unroll;
mod util;

/// One IR pass: a name (for errors and, later, timing) and the function that runs it.
#[derive(Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Module),
}

/// Passes that always run, in order.
pub const LEGALIZATION: &[Pass] = &[
    Pass {
        name: "unroll-hinted",
        run: unroll::run_hinted,
    },
    Pass {
        name: "opaque-values",
        run: opaque::run,
    },
    Pass {
        name: "interpolants",
        run: interpolate::run,
    },
];

/// Passes that run when optimizing, in order, after legalization.
pub const OPTIMIZATION: &[Pass] = &[
    Pass {
        name: "inline",
        run: inline::run,
    },
    Pass {
        name: "promote",
        run: promote::run,
    },
    Pass {
        name: "unroll",
        run: unroll::run,
    },
    Pass {
        name: "fold",
        run: fold::run,
    },
    Pass {
        name: "simplify-cfg",
        run: simplify_cfg::run,
    },
    Pass {
        name: "cse",
        run: cse::run,
    },
    Pass {
        name: "dce",
        run: dce::run,
    },
    // Merged blocks and folded branches expose more: one more round.
    Pass {
        name: "fold.2",
        run: fold::run,
    },
    Pass {
        name: "simplify-cfg.2",
        run: simplify_cfg::run,
    },
    Pass {
        name: "dce.2",
        run: dce::run,
    },
];

/// What [`run`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptOptions {
    /// Run [`OPTIMIZATION`] after [`LEGALIZATION`].
    pub optimize: bool,
    /// Verify the module after every pass.
    pub verify: bool,
}

impl OptOptions {
    /// `optimize` as asked, verification on in debug builds and tests, or when the
    /// environment sets `ONESHADER_VERIFY_IR` (to check a release binary over a corpus).
    pub fn new(optimize: bool) -> Self {
        OptOptions {
            optimize,
            verify: cfg!(any(test, debug_assertions))
                || std::env::var_os("ONESHADER_VERIFY_IR").is_some(),
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
    // `ONESHADER_PASSES=inline,promote` runs only the first N optimization passes whose
    // names are listed, in list order (a debugging aid to find the pass that breaks a
    // shader; never read by tests).
    if let (true, Some(only)) = (options.optimize, std::env::var_os("ONESHADER_PASSES")) {
        let only = only.to_string_lossy().to_string();
        let names: Vec<&str> = only.split(',').map(str::trim).collect();
        let passes = LEGALIZATION
            .iter()
            .chain(OPTIMIZATION.iter().filter(|p| names.contains(&p.name)));
        return run_passes(module, passes, options.verify);
    }
    run_passes(module, schedule(options), options.verify)
}

fn run_passes<'p>(
    module: &mut Module,
    passes: impl IntoIterator<Item = &'p Pass>,
    verify: bool,
) -> Result<(), PassError> {
    // `ONESHADER_TIME_PASSES` prints each pass's wall time to stderr (a profiling aid, like
    // `-ftime-report`; never read by tests).
    let timing = std::env::var_os("ONESHADER_TIME_PASSES").is_some();
    for pass in passes {
        let start = timing.then(std::time::Instant::now);
        (pass.run)(module);
        if let Some(start) = start {
            eprintln!(
                "pass {:<16} {:>9.3} ms",
                pass.name,
                start.elapsed().as_secs_f64() * 1e3
            );
        }
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
