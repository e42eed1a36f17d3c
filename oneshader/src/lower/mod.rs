//! Lowering from the checked program (HIR) to the IR.
//!
//! Input: a [`hir::Program`] that semantic analysis produced without errors (every expression
//! typed, conversions explicit, places resolved, stage variables flattened, bindings decided).
//! Output: an [`ir::Module`] that [`ir::verify`] accepts, following the spec's "Lowering
//! conventions (front end)":
//!
//! - each entry point becomes `Name_body` (the user function) and a wrapper `Name` that calls
//!   `init_globals` (when the program has one), loads the `Input` globals into the parameters,
//!   calls the body and stores results into the `Output` globals ([`entry`]);
//! - HLSL locals and parameters are `Alloca`s in the entry block accessed with `Load`/`Store`;
//!   `out`/`inout` parameters are `ptr<function, T>` parameters and callers copy in and out
//!   through a temporary ([`func`]);
//! - members, elements and components of memory are one `AccessChain` from the variable
//!   ([`func::Place`]); stores to swizzles and matrix elements load, shuffle and store;
//! - `&&`, `||` and `?:` with side effects are control flow joined by a `Phi`; a pure `?:` is a
//!   `Select` ([`expr`]); statements keep their structure with explicit merge and continue
//!   blocks; code after `return`/`break`/`continue`/`discard` is not lowered and merge blocks
//!   nothing reaches end in `Unreachable` ([`stmt`]);
//! - resources are globals in their address spaces; a function taking a resource parameter is
//!   lowered once per distinct resource it is called with (a run-time index into a resource
//!   array becomes an extra `int` parameter), so no IR function has a resource parameter
//!   ([`resource`], [`func`]);
//! - resource values (locals, returned resources) are resolved at compile time to a global or
//!   an element of a global resource array: a function returning a resource returns the
//!   element's index, and a resource local assigned more than once keeps its index in an
//!   `int` alloca ([`resource_values`]).
//!
//! Anything the IR cannot express yet is an error diagnostic (OSH0400 LOWER_UNSUPPORTED: a limit
//! of the compiler, the same for every target) at the HIR span, never a panic; the module is still complete and verifiable (the unsupported value
//! becomes `undef`).
//!
//! Invariants: output is deterministic (functions in discovery order: `init_globals`, then per
//! entry point its body, the functions it reaches and its wrapper); recursion over expressions
//! is depth-limited ([`MAX_DEPTH`]).

mod bit_fields;
#[cfg(test)]
pub(crate) mod e2e_tests;
mod emulated;
mod entry;
mod expr;
mod func;
mod intrinsic;
mod ray_query;
mod resource;
mod resource_values;
mod stmt;
#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;
mod wave;

use crate::diag::{Code, DiagnosticBag};
use crate::ir;
use crate::sema::hir;
use crate::source::Span;
use std::collections::{BTreeMap, VecDeque};

/// The deepest expression nesting lowered; sema's own limits keep real programs far below.
pub(crate) const MAX_DEPTH: u32 = 512;

/// Lowers a checked program to an IR module (see the module docs).
pub fn lower(program: &hir::Program, diags: &mut DiagnosticBag) -> ir::Module {
    let mut module = ir::Module::new(program.types.clone());
    module.buffer_layout = program.buffer_layout;
    module.pointee_layouts = program.pointee_layouts.clone();
    // `void` must exist before any function is declared (the builder types stores with it).
    module.types.void();
    let mut state = State::new(program, diags);
    resource::lower_globals(&mut state, &mut module);

    let init = program
        .init_function
        .map(|f| state.request(&mut module, f, Vec::new(), Some("init_globals".into())));
    state.drain(&mut module);

    for ep in &program.entry_points {
        let Some(function) = program.function(ep.function) else {
            state.unsupported(ep.span, "the entry point's function is missing");
            continue;
        };
        let body = state.request(
            &mut module,
            ep.function,
            Vec::new(),
            Some(format!("{}_body", function.name)),
        );
        state.drain(&mut module);
        entry::lower_entry_point(&mut state, &mut module, ep, function, body, init);
    }
    wave::list_lane_inputs(&mut state, &mut module);
    for func in &mut module.functions {
        ir::precise::propagate(func, &module.types);
    }
    module
}

/// What a HIR global became.
#[derive(Clone, Debug)]
pub(crate) enum GlobalSlot {
    /// An IR global (resources, push constants, statics, constants, groupshared).
    Var(ir::GlobalId),
    /// A specialization constant: its `Value::SpecConstant` operand.
    Spec(ir::Value),
}

/// A resource argument of a specialized function copy: which global (or element of a global
/// resource array) a resource parameter stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct ResourceArg {
    pub global: ir::GlobalId,
    pub index: ResourceIndex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum ResourceIndex {
    /// The whole global (not an array element).
    Whole,
    /// A constant element of a resource array.
    Const(u32),
    /// A run-time element: the copy takes the index as an extra trailing `int` parameter.
    Dynamic,
    /// A run-time element indexed with `NonUniformResourceIndex`: as `Dynamic`, and the copy
    /// marks its index parameter non-uniform again, so its accesses keep the decoration.
    NonUniform,
}

impl ResourceIndex {
    /// Whether the copy takes the index as a parameter.
    pub fn is_run_time(self) -> bool {
        matches!(self, ResourceIndex::Dynamic | ResourceIndex::NonUniform)
    }
}

/// One IR function to produce: a HIR function and, per resource parameter, what it is bound to.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct FuncKey {
    pub function: hir::FuncId,
    /// One entry per HIR parameter: `Some` for resource parameters.
    pub resources: Vec<Option<ResourceArg>>,
    /// One entry per HIR parameter: for a struct holding only resources, what each of its
    /// resources is bound to, in member order (empty for other parameters).
    pub structs: Vec<Vec<ResourceArg>>,
}

/// Module-wide lowering state shared by every function lowering.
pub(crate) struct State<'p> {
    pub program: &'p hir::Program,
    pub diags: &'p mut DiagnosticBag,
    /// Indexed by [`hir::GlobalId`]; `None` for globals that failed to lower.
    pub globals: Vec<Option<GlobalSlot>>,
    /// The `counter.var.<name>` global of append/consume (and counted) buffers.
    pub counters: BTreeMap<ir::GlobalId, ir::GlobalId>,
    /// The lane count and lane index inputs, created on first use ([`State::lane_global`]).
    lane_globals: BTreeMap<ir::BuiltIn, ir::GlobalId>,
    functions: BTreeMap<FuncKey, ir::FuncId>,
    /// How each function returning a resource returns it, per the globals its resource
    /// parameters are bound to (`None`: it cannot, reported).
    resource_returns: BTreeMap<
        (hir::FuncId, Vec<Option<resource_values::Root>>),
        Option<resource_values::ResourceReturn>,
    >,
    /// How each function returning a struct of resources returns it, per the globals its
    /// resource and struct-of-resources parameters are bound to (`None`: it cannot, reported).
    resource_struct_returns:
        BTreeMap<resource_values::StructReturnKey, Option<Vec<resource_values::ResourceReturn>>>,
    /// What each function leaves in its `out` and `inout` structs of resources, per parameter,
    /// keyed as [`Self::resource_struct_returns`].
    resource_out_structs:
        BTreeMap<resource_values::StructReturnKey, Option<resource_values::OutStructs>>,
    pending: VecDeque<(FuncKey, ir::FuncId)>,
    /// The program calls `GetAttributeAtVertex`, so pixel shaders read their flat inputs per
    /// vertex (found once, for every entry point).
    pub per_vertex_inputs: bool,
}

impl<'p> State<'p> {
    fn new(program: &'p hir::Program, diags: &'p mut DiagnosticBag) -> Self {
        State {
            program,
            diags,
            globals: Vec::new(),
            counters: BTreeMap::new(),
            lane_globals: BTreeMap::new(),
            functions: BTreeMap::new(),
            resource_returns: BTreeMap::new(),
            resource_struct_returns: BTreeMap::new(),
            resource_out_structs: BTreeMap::new(),
            pending: VecDeque::new(),
            per_vertex_inputs: entry::uses_attribute_at_vertex(program),
        }
    }

    /// The module's `uint` input of the wave built-in `builtin` (`SubgroupSize` or
    /// `SubgroupLocalInvocationId`), one per module whichever functions read it; [`lower`] adds
    /// it to the inputs of every entry point that reaches it.
    pub fn lane_global(
        &mut self,
        module: &mut ir::Module,
        builtin: ir::BuiltIn,
        span: Span,
    ) -> ir::GlobalId {
        if let Some(&g) = self.lane_globals.get(&builtin) {
            return g;
        }
        let uint = module.types.scalar(crate::types::Scalar::UINT);
        let mut g = ir::Global::new(
            entry::builtin_name(builtin),
            uint,
            crate::types::AddressSpace::Input,
            span,
        );
        g.builtin = Some(builtin);
        let id = module.add_global(g);
        self.lane_globals.insert(builtin, id);
        id
    }

    /// The lane inputs created so far, in built-in order.
    pub fn lane_globals(&self) -> impl Iterator<Item = (ir::BuiltIn, ir::GlobalId)> + '_ {
        self.lane_globals.iter().map(|(b, g)| (*b, *g))
    }

    /// Reports something the IR cannot express yet (OSH0400), for any target.
    pub fn unsupported(&mut self, span: Span, what: &str) {
        self.diags.error(
            Code::LOWER_UNSUPPORTED,
            span,
            format!("{what} is not supported by OneShader yet. Rewrite the code without it"),
        );
    }

    /// The IR function for `function` specialized on `resources`, declaring it (and queuing
    /// its body) on first request. `name` overrides the HIR name (entry bodies, init).
    pub fn request(
        &mut self,
        module: &mut ir::Module,
        function: hir::FuncId,
        resources: Vec<Option<ResourceArg>>,
        name: Option<String>,
    ) -> ir::FuncId {
        let key = FuncKey {
            function,
            resources,
            structs: Vec::new(),
        };
        self.request_key(module, key, name)
    }

    /// The IR function for `key`, declared (and its body queued) on first request.
    pub fn request_key(
        &mut self,
        module: &mut ir::Module,
        key: FuncKey,
        name: Option<String>,
    ) -> ir::FuncId {
        if let Some(&id) = self.functions.get(&key) {
            return id;
        }
        let id = func::declare(self, module, &key, name);
        self.functions.insert(key.clone(), id);
        self.pending.push_back((key, id));
        id
    }

    /// Lowers every queued function body (bodies can queue more).
    pub fn drain(&mut self, module: &mut ir::Module) {
        while let Some((key, id)) = self.pending.pop_front() {
            func::lower_body(self, module, &key, id);
        }
    }
}
