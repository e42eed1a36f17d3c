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
//! Files: `writer` (state, reachability, pre-pass, types, constants), `control` (the
//! per-function emitter and structured control flow), `exprs` (instructions, intrinsics),
//! `buffers` (places and word-addressed buffer access, generated helpers), `atomics`,
//! `textures` (operands and results of texture operations), `uniform_load` (group barriers
//! fused with the groupshared read after them), `half` (half values, the refusal
//! of other widths in buffers), `io` (built-in or located stage variables), `names`
//! (sanitizing, numbered value names, reserved-word lookup), `tests` (the corpus check of
//! buffer word addresses against reflection, and sources both backends' tests compile).

pub(crate) mod atomics;
pub(crate) mod buffers;
pub(crate) mod const_eval;
pub(crate) mod control;
pub(crate) mod exprs;
pub(crate) mod half;
pub(crate) mod io;
pub(crate) mod names;
pub(crate) mod textures;
pub(crate) mod uniform_load;
pub(crate) mod writer;

#[cfg(test)]
pub(crate) mod tests;

pub(crate) use control::{FnCx, LoopForm};
pub(crate) use exprs::IntrinsicCall;
pub(crate) use textures::{TexCall, TexInfo};
pub(crate) use writer::{BufferDecl, WordType, Writer};

use crate::diag::{Code, DiagnosticBag};
use crate::ir::analysis::EntryAnalysis;
use crate::ir::{AtomicOp, BarrierFlags, EntryPoint, GlobalId, InstId, Module, SubgroupOp, Value};
use crate::source::Span;
use crate::types::{AddressSpace, Scalar, TypeId};
use std::collections::BTreeSet;

/// The entry point named `name` of `module` with its analysis (for callers that did not
/// analyze it), or `None` after the error that there is none.
pub(crate) fn analyzed_entry<'m, D: Dialect>(
    module: &'m Module,
    name: &str,
    diags: &mut DiagnosticBag,
) -> Option<(&'m EntryPoint, EntryAnalysis)> {
    let Some(entry) = module.entry_point(name) else {
        diags.error(
            D::UNSUPPORTED,
            Span::default(),
            format!("The module has no entry point named '{name}'."),
        );
        return None;
    };
    Some((entry, crate::ir::analysis::analyze(module, entry)))
}

/// One text language's spellings, and the constructs it writes its own way. Associated
/// functions (no `self`) that take the [`Writer`] or [`FnCx`] where they need its state or
/// report errors; monomorphized, so a spelling costs what writing it inline cost.
pub(crate) trait Dialect: Sized {
    /// The language's name in messages (`WGSL`, `MSL`).
    const LANG: &'static str;
    /// The backend's name in messages (`The WGSL backend cannot ...`).
    const BACKEND: &'static str;
    /// The code of a construct the language cannot express.
    const UNSUPPORTED: Code;
    /// The 32-bit integer types (`u32`/`i32`, `uint`/`int`); `UINT` also stands in after errors.
    const UINT: &'static str;
    const INT: &'static str;
    /// What follows a 32-bit signed integer literal (`i`, nothing).
    const INT_SUFFIX: &'static str;
    /// What follows a type name to make its zero value (`()`, `{}`).
    const ZERO: &'static str;
    /// Structs and arrays are initialized with braces (`T{a, b}`) rather than `T(a, b)`.
    const AGGREGATE_BRACES: bool;
    /// The reinterpreting cast, written `BITCAST<T>(e)` (`bitcast`, `as_type`).
    const BITCAST: &'static str;
    /// Introduces a value computed once (`let`, `auto`) and a copy that statements then modify
    /// (`var`, `auto`).
    const LET: &'static str;
    const VAR: &'static str;
    /// Around the condition of `if` and `switch` and the operand of an ignored call: nothing,
    /// or C's parentheses.
    const PAREN_OPEN: &'static str;
    const PAREN_CLOSE: &'static str;
    /// Before a call whose result is ignored (`_ = `, `(void)`).
    const IGNORE: &'static str;
    /// The statement that discards the fragment.
    const DISCARD: &'static str;
    /// How a loop with a continue construct is written.
    const LOOP: LoopForm;
    /// Every `case` of a `switch` ends in `break;` (C++ falls through otherwise).
    const CASE_ENDS_IN_BREAK: bool;
    /// Between `case n` and the rest of a `default` head (`case 3u, default`, `case 3u: default`).
    const DEFAULT_CASE_SEPARATOR: &'static str;
    /// The declaration of the flag that carries a loop `break` out of a `switch`, with its
    /// indentation and newline.
    const LOOP_BREAK_DECL: &'static str;
    /// The declaration of a helper loop's index `i` (`var i`, `uint i`).
    const LOOP_INDEX: &'static str;
    /// Around `name[word]` in an atomic load (`atomicLoad(&`, `)`), and around
    /// `name[word], value` in an atomic store statement.
    const ATOMIC_LOAD_OPEN: &'static str;
    const ATOMIC_LOAD_CLOSE: &'static str;
    const ATOMIC_STORE_OPEN: &'static str;
    const ATOMIC_STORE_CLOSE: &'static str;
    /// Generated buffer helpers take the buffer as their last argument (MSL has no
    /// module-scope buffers).
    const HELPERS_TAKE_BUFFER: bool;
    /// The function that takes a float remainder (C's truncating `fmod`, which is HLSL's `%`),
    /// `None` where `%` itself takes floats with that meaning (WGSL).
    const FLOAT_REM: Option<&'static str>;
    /// Sampling takes a minimum-LOD clamp (MSL's `min_lod_clamp`); otherwise the clamp
    /// argument is refused.
    const MIN_LOD_CLAMP: bool;
    /// Texel buffers (`Buffer<T>`) are written, as 1D textures without levels (MSL);
    /// otherwise they are refused at their declaration.
    const TEXEL_BUFFERS: bool;
    /// Whether arrays of buffers are written (MSL; WGSL in the wgpu dialect); otherwise they are
    /// refused at their declaration.
    fn buffer_arrays(w: &Writer<'_, Self>) -> bool;
    /// The refusal of an atomic operation on a texel.
    const NO_TEXEL_ATOMICS: &'static str;
    /// Why this output does not write inline ray queries ([`Dialect::ray_query`]), reported
    /// once per entry point at the first one; `None` where it writes them.
    fn ray_query_refusal(w: &Writer<'_, Self>) -> Option<&'static str>;
    /// The type of a ray query object (a local), and of what the dialect keeps of the ray it
    /// was given (a second local beside it, for the queries of the ray itself), where ray
    /// queries are written.
    const RAY_QUERY_TYPES: (&'static str, &'static str) = ("uint", "uint");
    /// Expressions of literals are evaluated when the shader is created, and one that fails
    /// there (NaN, infinity, a domain error) invalidates the module: WGSL's const-expressions.
    /// The writer then computes such values at run time ([`const_eval`]).
    const FOLDS_AT_CREATION: bool;
    /// The built-in that reads a groupshared value after a group barrier and returns it as a
    /// uniform value (WGSL's `workgroupUniformLoad`), if the language has one; see
    /// [`uniform_load`].
    const UNIFORM_LOAD: Option<&'static str>;

    /// The entry function's name for an HLSL entry point (the spec's `EntryFunctionName`).
    fn entry_function_name(hlsl_name: &str) -> String;
    /// A valid, unreserved identifier for a generated item named after `name`.
    fn item_name(name: &str) -> String {
        Self::entry_function_name(name)
    }

    // ----- types and literals -----

    /// The name of scalar type `s`; refuses ([`Writer::refuse_scalar`]) what the language
    /// lacks.
    fn scalar(w: &mut Writer<'_, Self>, s: Scalar, span: Span) -> String;
    /// The name of scalar type `s` where it was checked already (inside buffers, textures).
    fn scalar_name(s: Scalar) -> &'static str;
    /// The literal of a half or a 16- or 64-bit integer with exactly these bits, `None` for
    /// the 32-bit types (spelled by [`writer::scalar_literal`]).
    fn sized_literal(s: Scalar, bits: u64) -> Option<String>;
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
    /// The message refusing scalars of type `s` inside buffer `buffer`, `None` when the
    /// word-addressed buffers move them.
    fn buffer_scalar_refusal(s: Scalar, buffer: &str) -> Option<String>;

    // ----- module -----

    /// Checks the use of specialization constant `id` (a language limit on its id).
    fn check_spec(_w: &mut Writer<'_, Self>, _id: u32, _span: Span) {}
    /// Globals the entry function needs beyond the analysis' reach.
    fn extra_globals(_w: &mut Writer<'_, Self>, _globals: &mut BTreeSet<GlobalId>) {}
    /// Declares reached global `g`, named `name` (recorded in [`Writer::global_names`]).
    fn declare_global(w: &mut Writer<'_, Self>, g: GlobalId, name: &str);
    /// Runs after every global is declared (limits over all of them).
    fn after_declarations(_w: &mut Writer<'_, Self>) {}
    /// Element `index` of resource array `g`, declared as `name`: `name[index]`, unless the
    /// dialect declared the array another way (MSL's argument buffers wrap each element).
    fn resource_element(_w: &Writer<'_, Self>, _g: GlobalId, name: &str, index: &str) -> String {
        format!("{name}[{index}]")
    }
    /// The entry function (and the structs it takes and returns).
    fn emit_entry(w: &mut Writer<'_, Self>) -> String;
    /// A generated buffer helper: `load` (`fn name(w) -> T`) or store (`fn name(w, v: T)`)
    /// of type `tn` for buffer `g`, around `body`, ending in a blank line.
    fn helper_function(
        w: &Writer<'_, Self>,
        g: GlobalId,
        store: bool,
        name: &str,
        tn: &str,
        body: &str,
    ) -> String;

    // ----- functions -----

    /// The address space of a pointer parameter, `None` for one that cannot be passed.
    fn pointer_space(space: AddressSpace) -> Option<&'static str>;
    /// A pointer to `inner` in address space `space` ([`Self::pointer_space`]).
    fn pointer_type(space: &str, inner: &str) -> String;
    /// Parameter `name` of type `ty`.
    fn param(name: &str, ty: &str) -> String;
    /// A whole function: `params` (written already), return type `ret`, its variable
    /// declarations and body (each line indented and ended), and a blank line after it.
    fn function_text(
        w: &Writer<'_, Self>,
        func: &crate::ir::Function,
        name: &str,
        params: &[String],
        ret: &str,
        decls: &str,
        body: &str,
    ) -> String;
    /// Appends the declaration of zero-initialized variable `name` of type `ty` (no
    /// indentation, no newline).
    fn push_var_decl(out: &mut String, name: &str, ty: &str);
    /// Appends the declaration of ray query object `name` of type `ty`, which has no zero
    /// value to copy (as [`Self::push_var_decl`]).
    fn push_query_decl(out: &mut String, name: &str, ty: &str) {
        Self::push_var_decl(out, name, ty)
    }
    /// Appends what introduces the value of instruction `i` before its name (`let `, `T `).
    fn push_let(fx: &mut FnCx<'_, '_, Self>, i: InstId);
    /// The labels of a `case` for these literals, up to its colon.
    fn case_labels(literals: &[String]) -> String;
    /// Arguments every call passes after its own (`, `-separated, no leading comma).
    fn trailing_args<'a>(_w: &'a Writer<'_, Self>) -> &'a str {
        ""
    }

    // ----- instructions -----

    /// An intrinsic spelled beyond a name change (`None`: not one of the dialect's).
    fn intrinsic(fx: &mut FnCx<'_, '_, Self>, call: &IntrinsicCall<'_>) -> Option<String>;
    /// `f16tof32` of one component `x` (a `uint` holding half bits).
    fn f16_to_f32(x: &str) -> String;
    /// `f32tof16` of one component `x`.
    fn f32_to_f16(x: &str) -> String;
    /// A wave or quad operation.
    fn subgroup(
        fx: &mut FnCx<'_, '_, Self>,
        i: InstId,
        op: SubgroupOp,
        args: &[Value],
        ty: TypeId,
        span: Span,
    );
    /// `GetDimensions` on a buffer: its element count.
    fn buffer_length(fx: &mut FnCx<'_, '_, Self>, buffer: Value, span: Span) -> String;
    /// A barrier.
    fn barrier(fx: &mut FnCx<'_, '_, Self>, flags: BarrierFlags, span: Span);
    /// An inline ray query operation ([`crate::ir::InstKind::RayQuery`]); reached only where
    /// [`Dialect::writes_ray_queries`].
    fn ray_query(
        fx: &mut FnCx<'_, '_, Self>,
        i: InstId,
        op: crate::types::ray_query::RayQueryOp,
        args: &[Value],
        _ty: TypeId,
        span: Span,
    ) {
        let _ = (i, op, args);
        fx.w.error(
            span,
            format!("internal: a ray query reached the {}", Self::BACKEND),
        );
    }
    /// The call of read-modify-write `op` on `target` (`&name[word]`) with operand `arg`.
    fn atomic_rmw(op: AtomicOp, target: &str, arg: &str) -> String;
    /// Writes a strong compare-exchange of `target` (comparand `c`, value `v`, both in the
    /// element signedness `signed`) and returns the variable holding the old value.
    fn compare_exchange(
        fx: &mut FnCx<'_, '_, Self>,
        target: &str,
        c: &str,
        v: &str,
        signed: bool,
    ) -> String;

    // ----- textures -----

    /// The array layer `layer` as the argument that follows the coordinate (`, layer`).
    fn layer_arg(layer: &str) -> String;
    /// Checks a texel offset `offset` of a texture operation.
    fn check_texel_offset(fx: &mut FnCx<'_, '_, Self>, info: &TexInfo, offset: Value, span: Span);
    /// The call of a texture operation other than a store; `None` after an error.
    fn texture_call(fx: &mut FnCx<'_, '_, Self>, call: &TexCall) -> Option<String>;
    /// Writes a texture store of the four-component texel `v4`.
    fn texture_store(fx: &mut FnCx<'_, '_, Self>, call: &TexCall, v4: &str);
    /// The value `SubpassLoad` reads from the input attachment `g` (`operands` are the load's:
    /// the attachment, the zero coordinate, a multisampled one's sample index), of type `ty`;
    /// `None` after an error. Dialects that refuse input attachments at their declaration
    /// keep this default, which reports nothing more.
    fn subpass_read(
        _fx: &mut FnCx<'_, '_, Self>,
        _g: GlobalId,
        _operands: &[Value],
        _ty: TypeId,
        _span: Span,
    ) -> Option<String> {
        None
    }
}
