//! The MSL backend: one entry point of an IR module, and everything it reaches, as one Metal
//! Shading Language 2.4 source (the spec's "The MSL backend" page), over the same optimized IR
//! as the SPIR-V and WGSL backends.
//!
//! Input: a module that passes [`crate::ir::verify`]. Output: [`MslOutput`] (the text and the
//! entry function's name), or `None` after errors OSH5102 (a construct Metal cannot express, or
//! one this backend does not write yet) and OSH5105 (Metal's per-function argument limits) at
//! the HLSL line. It never panics on unsupported input; the same module gives the same text.
//!
//! The logic it shares with the WGSL backend (reachability and pre-pass, word-addressed
//! buffers, structured control flow, instructions, atomics, texture operands) is written once
//! in [`crate::textgen`]; this folder holds MSL's spellings ([`crate::textgen::Dialect`] for
//! `writer::Msl`) and what only MSL has.
//!
//! Mapping decisions:
//! - module-scope variables do not exist in MSL: stage variables, `static` and `groupshared`
//!   variables are locals of the entry function, resources its arguments, and every function
//!   receives all of them (the entry point's reached globals, in handle order) as trailing
//!   reference parameters with the same names, so function bodies name them directly;
//! - buffers are raw 32-bit words, as in the WGSL backend (`textgen::buffers`): a constant buffer or
//!   push-constant block is `constant uint4*`, structured and byte-address buffers `device
//!   uint*` (`const device uint*` when never written); every access computes its word index from
//!   the reflected [`crate::types::TypeLayout`] and converts with `as_type`, so the bytes are the
//!   SPIR-V target's by construction;
//! - matrices: HLSL `floatRxC` is MSL `floatRxC` (R columns of C components, the transposed
//!   form the IR uses), `m[i]` is row `i` and `mul` swaps its operands;
//! - every `[[buffer(n)]]`/`[[texture(n)]]`/`[[sampler(n)]]` is the Metal index sema decided and
//!   lowering stored on the IR global (`Global::slots`, [`crate::slots`]); the backend computes
//!   none;
//! - control flow is rebuilt from the IR's structure markers (`textgen::control`); a loop's
//!   continue construct runs at the top of every iteration but the first.
//!
//! Files: `dialect` (the spellings: types, literals, statements, signatures with the trailing
//! global parameters, atomics, barriers, the buffer-length refusal), `writer` (the dialect
//! state, entry arguments with their Metal indices, entry locals, the argument limits, source
//! assembly with function constants), `names` (C++/MSL reserved words), `exprs` (the
//! intrinsics MSL spells its own way), `io` (built-ins, the `[[stage_in]]` and output structs,
//! the entry function), `textures` (argument types and member calls), `half` (`half`
//! literals), `subgroup` (wave and quad operations as SIMD-group functions), `ray_query`
//! (inline ray queries as Metal's intersection queries).

mod dialect;
mod exprs;
mod half;
mod io;
pub mod names;
mod ray_query;
mod subgroup;
mod textures;
mod writer;

use crate::diag::DiagnosticBag;
use crate::ir::Module;

pub use names::entry_function_name;

/// One entry point as MSL.
#[derive(Clone, Debug, PartialEq)]
pub struct MslOutput {
    pub text: String,
    /// The MSL entry function's name ([`entry_function_name`]).
    pub entry_function: String,
}

/// Emits the entry point named `entry_point` of `module` as MSL, analyzing it first (the
/// driver analyzes once and calls [`emit_analyzed`]; this form serves tests and tools).
///
/// Returns `None` after reporting OSH5102 errors when something cannot be expressed, or when
/// there is no such entry point.
pub fn emit(module: &Module, entry_point: &str, diags: &mut DiagnosticBag) -> Option<MslOutput> {
    let (entry, analysis) =
        crate::textgen::analyzed_entry::<writer::Msl>(module, entry_point, diags)?;
    emit_analyzed(module, entry, &analysis, diags)
}

/// [`emit`] for an entry point the driver has analyzed ([`crate::ir::analysis`]): functions
/// are written callees first in its call order, and its recursive calls are errors.
pub(crate) fn emit_analyzed(
    module: &Module,
    entry: &crate::ir::EntryPoint,
    analysis: &crate::ir::analysis::EntryAnalysis,
    diags: &mut DiagnosticBag,
) -> Option<MslOutput> {
    let mut w = writer::Writer::new(module, entry, analysis, writer::Msl::default());
    w.run();
    if w.report_errors(diags) {
        return None;
    }
    Some(w.finish())
}

#[cfg(test)]
mod tests;
