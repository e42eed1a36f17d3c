//! What the two text backends (`wgsl`, `msl`) share: one writer, generic over a [`Dialect`]
//! that each backend implements with its own spellings.
//!
//! Input: one entry point of an optimized module that passes [`crate::ir::verify`], the
//! driver's per-entry analysis ([`crate::ir::analysis::EntryAnalysis`]: reached functions in
//! callee-first order, reached globals, recursive calls), and the dialect's own state (its
//! options). Output: a [`Writer`] holding the pieces of the text (struct declarations,
//! generated buffer helpers, declarations, functions, the entry function) and the errors met,
//! which the backend's `finish` assembles and its `emit` reports.
//!
//! Invariants:
//! - the logic is written once: which global is declared how (the pre-pass), how buffer words
//!   are addressed from the reflected layouts, how structured control flow is rebuilt from the
//!   IR's markers; a dialect supplies spellings (`vec4<u32>` or `uint4`, `bitcast` or
//!   `as_type`, `T()` or `T{}`) and the few constructs that differ as a whole (declarations,
//!   stage I/O, textures, barriers, compare-exchange), never a second copy of the logic;
//! - the text depends only on the module, the entry point and the dialect's options: every
//!   list that reaches it is ordered by handle or first use, never by hash order;
//! - bad input never panics or hangs: walks carry budgets and nesting limits, and what a
//!   dialect cannot express is an error at the HLSL line ([`Dialect::UNSUPPORTED`]).
//!
//! Files: `writer` (state, reachability, pre-pass, types, constants), `names` (sanitizing,
//! numbered value names).

pub(crate) mod names;
pub(crate) mod writer;

pub(crate) use writer::{BufferDecl, WordType, Writer};

use crate::diag::Code;
use crate::ir::{FuncId, GlobalId};
use crate::source::Span;
use crate::types::Scalar;
use std::collections::BTreeSet;

/// One text language's spellings, and the constructs it writes its own way. Associated
/// functions (no `self`) that take the [`Writer`] where they need its state or report errors;
/// monomorphized, so a spelling costs what writing it inline cost.
pub(crate) trait Dialect: Sized {
    /// The language's name in messages (`WGSL`, `MSL`).
    const LANG: &'static str;
    /// The backend's name in messages (`The WGSL backend cannot ...`).
    const BACKEND: &'static str;
    /// The code of a construct the language cannot express.
    const UNSUPPORTED: Code;
    /// The 32-bit unsigned integer type (`u32`, `uint`); it also stands in after errors.
    const UINT: &'static str;
    /// What follows a type name to make its zero value (`()`, `{}`).
    const ZERO: &'static str;
    /// Structs and arrays are initialized with braces (`T{a, b}`) rather than `T(a, b)`.
    const AGGREGATE_BRACES: bool;

    /// The entry function's name for an HLSL entry point (the spec's `EntryFunctionName`).
    fn entry_function_name(hlsl_name: &str) -> String;
    /// A valid, unreserved identifier for a generated item named after `name`.
    fn item_name(name: &str) -> String;

    /// The name of scalar type `s`; refuses ([`Writer::refuse_scalar`]) what the language
    /// lacks.
    fn scalar(w: &mut Writer<'_, Self>, s: Scalar, span: Span) -> String;
    /// A literal of scalar type `s` with exactly these bits.
    fn scalar_literal(s: Scalar, bits: u64) -> String;
    /// A vector of `size` (2 to 4) components of scalar type `scalar` (named already).
    fn vector_type(scalar: &str, size: u8) -> String;
    /// HLSL `scalarRxC` (the IR's transposed matrix of R columns).
    fn matrix_type(scalar: &str, rows: u8, cols: u8) -> String;
    /// An array of `length` elements of type `element` (0: runtime-sized).
    fn array_type(w: &mut Writer<'_, Self>, element: &str, length: u32, span: Span) -> String;
    /// The declaration of struct `name` with its (member, type) fields, ending in a blank line.
    fn struct_decl(name: &str, fields: &[(String, String)]) -> String;
    /// The atomic type of an integer scalar for groupshared atomics, `None` where the
    /// language has none (reported by the caller).
    fn atomic_scalar(w: &mut Writer<'_, Self>, s: Scalar, span: Span) -> Option<String>;

    /// Checks the use of specialization constant `id` (a language limit on its id).
    fn check_spec(_w: &mut Writer<'_, Self>, _id: u32, _span: Span) {}
    /// Globals the entry function needs beyond the analysis' reach.
    fn extra_globals(_w: &mut Writer<'_, Self>, _globals: &mut BTreeSet<GlobalId>) {}
    /// Declares reached global `g`, named `name` (recorded in [`Writer::global_names`]).
    fn declare_global(w: &mut Writer<'_, Self>, g: GlobalId, name: &str);
    /// Runs after every global is declared (limits over all of them).
    fn after_declarations(_w: &mut Writer<'_, Self>) {}
    /// The text of reached function `f`.
    fn emit_function(w: &mut Writer<'_, Self>, f: FuncId) -> String;
    /// The entry function (and the structs it takes and returns).
    fn emit_entry(w: &mut Writer<'_, Self>) -> String;
}
