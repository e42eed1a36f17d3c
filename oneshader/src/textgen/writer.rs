//! The writer's state and the module-level work both text backends do alike: the reached
//! functions and globals (from the driver's per-entry analysis, never a walk of its own), the
//! pre-pass that decides how each global is declared (atomic element types, depth textures,
//! storage access), type names, constants and the order the pieces are made in. How a global
//! is declared and how the text is assembled are the dialect's ([`Dialect::declare_global`],
//! the backends' `finish`).
//!
//! Input: the module, entry point and its [`EntryAnalysis`], and the dialect's own state.
//! Output: the pieces of the text ([`Writer::struct_text`], [`Writer::helpers`],
//! [`Writer::body`]) and the errors collected in [`Writer::errors`] (span, message, code) that
//! the backend reports, [`Dialect::UNSUPPORTED`] unless a more precise code applies.
//! Invariants: every list that reaches the output is ordered by handle or by first use, never
//! by hash order; each error (span, message) is recorded once; each type and constant is
//! spelled once (memoized), so its errors and struct declarations appear at its first use.

use super::Dialect;
use crate::diag::Code;
use crate::ir::analysis::EntryAnalysis;
use crate::ir::{
    AtomicOp, ConstId, ConstValue, EntryPoint, FuncId, GlobalId, InstKind, IntrinsicOp, Module,
    TextureOp, Value,
};
use crate::source::Span;
use crate::types::{
    AddressSpace, ResourceType, Scalar, ScalarKind, StructId, StructuredKind, Type, TypeId,
};
use std::collections::{BTreeMap, BTreeSet};

/// The element type of a word-addressed buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WordType {
    U32,
    AtomicU32,
    AtomicI32,
}

/// How a reached buffer global is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BufferDecl {
    /// Rows of four words (`array<vec4<u32>, rows>`, `constant uint4*`): uniform, push constant.
    Rows { rows: u32 },
    /// Words, atomic when the entry point uses atomics on them (storage).
    Words { word: WordType, read_only: bool },
}

/// What the pre-pass learned about one reached global.
#[derive(Clone, Debug, Default)]
pub(crate) struct GlobalUse {
    pub atomic: bool,
    pub signed_minmax: bool,
    pub unsigned_minmax: bool,
    pub written: bool,
    pub read: bool,
    pub compared: bool,
}

/// The writer's maps are `BTreeMap`s keyed by small ids: looked up for nearly every
/// instruction, where ordered search is cheaper than hashing, and never iterated in hash order.
pub(crate) struct Writer<'m, D> {
    pub m: &'m Module,
    pub entry: &'m EntryPoint,
    /// What the entry point reaches, from the driver ([`crate::ir::analysis`]).
    pub analysis: &'m EntryAnalysis,
    /// The dialect's own state (options, what the module header must enable, ...).
    pub d: D,
    pub errors: Vec<(Span, String, Code)>,
    error_set: BTreeSet<(u32, u32, u32, String)>,
    /// Scalar types (kind, width) already refused, so each is reported once.
    unsupported_scalars: BTreeSet<(ScalarKind, u8)>,
    /// A `vk::BufferPointer` was refused (once per entry point is enough).
    refused_buffer_pointer: bool,
    /// An inline SPIR-V type was refused (once per entry point).
    refused_spirv_type: bool,
    /// The first `precise` arithmetic instruction, if any.
    pub precise_span: Option<Span>,
    /// The entry point computes derivatives (explicitly or by implicit-derivative sampling).
    pub derivatives: bool,
    /// Reached functions, callees before callers.
    pub functions: Vec<FuncId>,
    pub globals: Vec<GlobalId>,
    pub uses: BTreeMap<GlobalId, GlobalUse>,
    pub global_names: BTreeMap<GlobalId, String>,
    pub func_names: BTreeMap<FuncId, String>,
    pub entry_function: String,
    used_names: BTreeSet<String>,
    struct_names: BTreeMap<StructId, String>,
    /// Struct declarations, each before its first user.
    pub struct_text: String,
    /// Generated helper functions (buffer loads and stores), in creation order.
    pub helpers: String,
    pub helper_memo: BTreeMap<String, String>,
    /// The specialization constants used (indices into `Module::spec_constants`).
    pub spec_used: BTreeSet<u32>,
    /// Declarations, functions and the entry function, in that order.
    pub body: String,
    /// Memoized type names and constant expressions (their errors are recorded on first use).
    type_cache: BTreeMap<TypeId, String>,
    const_cache: BTreeMap<ConstId, String>,
}

impl<'m, D: Dialect> Writer<'m, D> {
    pub fn new(m: &'m Module, entry: &'m EntryPoint, analysis: &'m EntryAnalysis, d: D) -> Self {
        let entry_function = D::entry_function_name(&entry.name);
        let mut used_names = BTreeSet::new();
        used_names.insert(entry_function.clone());
        // The parameters and locals of generated buffer helpers, which name globals in their
        // bodies: no global may be called so.
        for helper_name in ["b", "i", "r", "v", "w"] {
            used_names.insert(helper_name.to_string());
        }
        Writer {
            m,
            entry,
            analysis,
            d,
            errors: Vec::new(),
            error_set: BTreeSet::new(),
            unsupported_scalars: BTreeSet::new(),
            refused_buffer_pointer: false,
            refused_spirv_type: false,
            precise_span: None,
            derivatives: false,
            functions: Vec::new(),
            globals: Vec::new(),
            uses: BTreeMap::new(),
            global_names: BTreeMap::new(),
            func_names: BTreeMap::new(),
            entry_function,
            used_names,
            struct_names: BTreeMap::new(),
            struct_text: String::new(),
            helpers: String::new(),
            helper_memo: BTreeMap::new(),
            spec_used: BTreeSet::new(),
            body: String::new(),
            type_cache: BTreeMap::new(),
            const_cache: BTreeMap::new(),
        }
    }

    /// Records a [`Dialect::UNSUPPORTED`] error once.
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.error_with(D::UNSUPPORTED, span, msg);
    }

    /// An error with its own code.
    pub fn error_with(&mut self, code: Code, span: Span, msg: impl Into<String>) {
        let msg = msg.into();
        if self
            .error_set
            .insert((span.file.0, span.start, span.end, msg.clone()))
        {
            self.errors.push((span, msg, code));
        }
    }

    /// Appends the pieces of the text after the backend's preamble: structs, helpers, then
    /// the body (each struct and helper is declared before its first use).
    pub fn push_pieces(&self, out: &mut String) {
        out.push_str(&self.struct_text);
        out.push_str(&self.helpers);
        out.push_str(&self.body);
    }

    /// Moves the errors met into `diags`; whether there were any (then the text is not used).
    pub fn report_errors(&mut self, diags: &mut crate::diag::DiagnosticBag) -> bool {
        let failed = !self.errors.is_empty();
        for (span, msg, code) in std::mem::take(&mut self.errors) {
            diags.error(code, span, msg);
        }
        failed
    }

    /// A fresh module-scope name based on `base`.
    pub fn fresh_name(&mut self, base: &str) -> String {
        let base = D::item_name(base);
        let mut name = base.clone();
        let mut n = 1u32;
        while self.used_names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.used_names.insert(name.clone());
        name
    }

    /// Reports each reached inline-SPIR-V built-in variable (`[[vk::ext_builtin_input(n)]]`)
    /// and decorated global (`[[vk::ext_decorate]]`), and execution modes with id operands
    /// (`vk::ext_execution_mode_id`, which can set the workgroup size from a specialization
    /// constant), which only SPIR-V can express.
    fn refuse_spirv_builtins(&mut self) {
        if let Some((mode, _)) = self.entry.spirv.execution_mode_ids.first() {
            let msg = format!("The {} cannot write SPIR-V execution modes with id operands (the entry point '{}' uses vk::ext_execution_mode_id with mode {mode}). Compile this shader for SPIR-V only, or use [numthreads] and the shader's own attributes", D::BACKEND, self.entry.name);
            let span = self.entry.span;
            self.error(span, msg);
        }
        let found: Vec<(Span, String, Option<u32>, bool, bool)> = self
            .globals
            .iter()
            .filter_map(|&g| self.m.global(g))
            .map(|g| {
                let builtin = match g.builtin {
                    Some(crate::ir::BuiltIn::Spirv(n)) => Some(n),
                    _ => None,
                };
                (
                    g.span,
                    g.name.clone(),
                    builtin,
                    !g.spirv_decorations.is_empty(),
                    g.per_vertex,
                )
            })
            .collect();
        // One report for the per-vertex inputs: one cause (GetAttributeAtVertex) makes them all.
        let mut per_vertex_reported = false;
        for (span, name, builtin, decorated, per_vertex) in found {
            if per_vertex && !std::mem::replace(&mut per_vertex_reported, true) {
                let msg = format!("The {} cannot read inputs per vertex (GetAttributeAtVertex makes '{name}' and every other nointerpolation input of the pixel shader one). Compute the values in the vertex shader and pass them on, or compile this shader for SPIR-V", D::BACKEND);
                self.error(span, msg);
            }
            if let Some(n) = builtin {
                let msg = format!("The {} cannot write SPIR-V built-in variables ('{name}': BuiltIn {n}, DXC's inline SPIR-V [[vk::ext_builtin_input]] / [[vk::ext_builtin_output]]). Compile this shader for SPIR-V only, or use the HLSL semantic for the value", D::BACKEND);
                self.error(span, msg);
            }
            if decorated {
                let msg = format!("The {} cannot write SPIR-V decorations ('{name}' has DXC's inline SPIR-V [[vk::ext_decorate]]). Compile this shader for SPIR-V only, or remove the decoration", D::BACKEND);
                self.error(span, msg);
            }
        }
        let decorated: Vec<(Span, String)> = self
            .analysis
            .reach
            .functions
            .iter()
            .filter_map(|&f| self.m.function(f))
            .filter(|f| !f.spirv_decorations.is_empty())
            .map(|f| (f.span, f.name.clone()))
            .collect();
        for (span, name) in decorated {
            let msg = format!("The {} cannot write SPIR-V decorations (the function '{name}' has DXC's inline SPIR-V [[vk::ext_decorate]]). Compile this shader for SPIR-V only, or remove the decoration", D::BACKEND);
            self.error(span, msg);
        }
    }

    /// Makes every piece of the text: the declarations, the reached functions (callees
    /// first) and the entry function.
    pub fn run(&mut self) {
        if let Some(span) = crate::ir::features::first_ray_query(self.m, &self.analysis.reach) {
            if let Some(refusal) = D::ray_query_refusal(self) {
                self.error(span, refusal);
                return;
            }
        }
        // Only SPIR-V has buffer device addresses: any value that holds one (a pointer read
        // from a buffer, a struct holding one, memory behind one) is refused, once.
        let has_pointers = self
            .m
            .types
            .iter()
            .any(|(_, t)| matches!(t, Type::BufferPointer { .. }));
        if has_pointers {
            let reach = &self.analysis.reach;
            if let Some(span) = crate::ir::features::first_buffer_pointer_use(self.m, reach) {
                self.refuse_buffer_pointer(span);
                return;
            }
        }
        self.reach();
        if !self.errors.is_empty() {
            return;
        }
        // Reported, and the rest still written so that every refusal is listed.
        self.refuse_spirv_builtins();
        self.prepass();
        for &g in &self.globals.clone() {
            let Some(global) = self.m.global(g) else {
                continue;
            };
            let name = self.fresh_name(&global.name);
            self.global_names.insert(g, name.clone());
            D::declare_global(self, g, &name);
        }
        D::after_declarations(self);
        for &f in &self.functions.clone() {
            let name = match self.m.function(f) {
                Some(func) => func.name.clone(),
                None => continue,
            };
            let n = self.fresh_name(&name);
            self.func_names.insert(f, n);
        }
        for &f in &self.functions.clone() {
            let text = super::control::emit_function(self, f);
            self.body.push_str(&text);
        }
        let entry_text = D::emit_entry(self);
        self.body.push_str(&entry_text);
    }

    // ----- reachability -----

    /// Takes the reached functions (callees first) and globals from the entry point's
    /// analysis, reports its recursive calls, and notes the specialization constants used.
    fn reach(&mut self) {
        for &span in &self.analysis.calls.recursive_calls {
            self.error(
                span,
                format!(
                    "Recursion cannot be expressed in {}. Rewrite the recursive function as a loop",
                    D::LANG
                ),
            );
        }
        let order = self.analysis.calls.functions.clone();
        for &f in &order {
            if let Some(func) = self.m.function(f) {
                for block in &func.blocks {
                    for &i in &block.instrs {
                        if let Some(inst) = func.inst(i) {
                            for v in inst.kind.operands() {
                                if let Value::SpecConstant(s) = v {
                                    self.spec_used.insert(s.0);
                                }
                            }
                        }
                    }
                    if let Some(t) = &block.terminator {
                        for v in t.operands() {
                            if let Value::SpecConstant(s) = v {
                                self.spec_used.insert(s.0);
                            }
                        }
                    }
                }
            }
        }
        self.functions = order;
        let mut globals = self.analysis.reach.globals.clone();
        D::extra_globals(self, &mut globals);
        self.globals = globals.into_iter().collect();
    }

    /// The global an access chain (or a global pointer) is rooted at.
    pub fn root_global(&self, f: FuncId, v: Value) -> Option<GlobalId> {
        match self.m.function(f)?.pointer_root(v)? {
            Value::Global(g) => Some(g),
            _ => None,
        }
    }

    fn prepass(&mut self) {
        for &f in &self.functions.clone() {
            let Some(func) = self.m.function(f) else {
                continue;
            };
            for block in &func.blocks {
                for &i in &block.instrs {
                    let Some(inst) = func.inst(i) else { continue };
                    // The warning points at the first precise arithmetic, not the variable.
                    let arithmetic = !matches!(inst.kind, InstKind::Alloca);
                    if inst.precise && arithmetic && self.precise_span.is_none() {
                        self.precise_span = Some(inst.span);
                    }
                    match &inst.kind {
                        InstKind::Load { pointer } => {
                            if let Some(g) = self.root_global(f, *pointer) {
                                self.uses.entry(g).or_default().read = true;
                            }
                        }
                        InstKind::Store { pointer, .. } => {
                            if let Some(g) = self.root_global(f, *pointer) {
                                self.uses.entry(g).or_default().written = true;
                            }
                        }
                        InstKind::AtomicRmw { op, pointer, .. } => {
                            if let Some(g) = self.root_global(f, *pointer) {
                                let signed = self
                                    .m
                                    .types
                                    .scalar_of(self.m.value_type(f, *pointer))
                                    .or_else(|| self.m.types.scalar_of(inst.ty))
                                    .is_some_and(|s| s.kind == ScalarKind::Int);
                                let u = self.uses.entry(g).or_default();
                                u.atomic = true;
                                u.written = true;
                                if matches!(op, AtomicOp::Min | AtomicOp::Max) {
                                    if signed {
                                        u.signed_minmax = true;
                                    } else {
                                        u.unsigned_minmax = true;
                                    }
                                }
                            }
                        }
                        InstKind::AtomicCompareExchange { pointer, .. } => {
                            if let Some(g) = self.root_global(f, *pointer) {
                                let u = self.uses.entry(g).or_default();
                                u.atomic = true;
                                u.written = true;
                            }
                        }
                        InstKind::BufferLength { buffer } => {
                            if let Some(g) = self.root_global(f, *buffer) {
                                self.uses.entry(g).or_default().read = true;
                            }
                        }
                        InstKind::Texture { op, operands, .. } => {
                            let tex = operands.first().and_then(|v| self.root_global(f, *v));
                            if let Some(g) = tex {
                                let u = self.uses.entry(g).or_default();
                                match op {
                                    TextureOp::Store => u.written = true,
                                    // Queries read no texels: a write-only texture stays `write`.
                                    TextureOp::QuerySize
                                    | TextureOp::QueryLevels
                                    | TextureOp::QuerySamples => {}
                                    _ if op.is_compare() => {
                                        u.compared = true;
                                        u.read = true
                                    }
                                    _ => u.read = true,
                                }
                            }
                            if matches!(
                                op,
                                TextureOp::Sample
                                    | TextureOp::SampleBias
                                    | TextureOp::SampleCompare
                                    | TextureOp::SampleCompareBias
                            ) {
                                self.derivatives = true;
                            }
                        }
                        InstKind::CallIntrinsic { op, .. } => {
                            if matches!(
                                op,
                                IntrinsicOp::Ddx
                                    | IntrinsicOp::Ddy
                                    | IntrinsicOp::DdxFine
                                    | IntrinsicOp::DdyFine
                                    | IntrinsicOp::DdxCoarse
                                    | IntrinsicOp::DdyCoarse
                                    | IntrinsicOp::Fwidth
                            ) {
                                self.derivatives = true;
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    // ----- types -----

    /// The dialect's spelling of a value type; records an error (at `span`) for what it lacks.
    pub fn ty(&mut self, ty: TypeId, span: Span) -> String {
        if let Some(t) = self.type_cache.get(&ty) {
            return t.clone();
        }
        let t = self.ty_depth(ty, span, 0);
        self.type_cache.insert(ty, t.clone());
        t
    }

    fn ty_depth(&mut self, ty: TypeId, span: Span, depth: u32) -> String {
        if depth > 64 {
            self.error(
                span,
                format!(
                    "This type nests too deeply for the {}. Flatten it",
                    D::BACKEND
                ),
            );
            return D::UINT.into();
        }
        match self.m.types.get(ty) {
            Type::Void => "void".into(),
            Type::Scalar(s) => self.scalar(s, span),
            Type::Vector { scalar, size } => {
                let s = self.scalar(scalar, span);
                if size <= 1 {
                    s
                } else {
                    D::vector_type(&s, size)
                }
            }
            Type::Matrix { scalar, rows, cols } => {
                let s = self.scalar(scalar, span);
                if !scalar.is_float() {
                    self.error(
                        span,
                        format!(
                            "{} has no {} matrices. Use an array of vectors or a float matrix",
                            D::LANG,
                            scalar.hlsl_name()
                        ),
                    );
                } else if !(2..=4).contains(&rows) || !(2..=4).contains(&cols) {
                    self.error(
                        span,
                        format!("{} has no matrices with one row or column ({}{rows}x{cols}). Use a vector", D::LANG, scalar.hlsl_name()),
                    );
                }
                D::matrix_type(&s, rows, cols)
            }
            Type::Array { element, length } => {
                let e = self.ty_depth(element, span, depth + 1);
                D::array_type(self, &e, length, span)
            }
            Type::Struct(id) => self.struct_name(id, span, depth),
            Type::Resource(r) => {
                self.error(span, format!("The {} cannot store a resource ({r:?}) in a value. Use the resource directly", D::BACKEND));
                D::UINT.into()
            }
            // Where the dialect writes no ray queries, they are refused before writing.
            Type::RayQuery { .. } => D::RAY_QUERY_TYPES.0.into(),
            Type::Pointer { pointee, .. } => self.ty_depth(pointee, span, depth + 1),
            Type::BufferPointer { .. } => {
                self.refuse_buffer_pointer(span);
                D::UINT.into()
            }
            Type::Spirv(_) => {
                if !std::mem::replace(&mut self.refused_spirv_type, true) {
                    let msg = format!(
                        "{} has no inline SPIR-V types ('{}' is declared for SPIR-V with DXC's vk::SpirvType). Compile this shader for SPIR-V only",
                        D::LANG,
                        self.m.types.display(ty)
                    );
                    self.error(span, msg);
                }
                D::UINT.into()
            }
        }
    }

    /// Reports, once, that the dialect has no buffer device addresses.
    pub fn refuse_buffer_pointer(&mut self, span: Span) {
        if !std::mem::replace(&mut self.refused_buffer_pointer, true) {
            let msg = format!("{} has no buffer device addresses (vk::BufferPointer). Compile this shader for SPIR-V only, or bind the data as a structured buffer", D::LANG);
            self.error(span, msg);
        }
    }

    /// The dialect's name of a scalar type ([`Dialect::scalar`]).
    pub fn scalar(&mut self, s: Scalar, span: Span) -> String {
        D::scalar(self, s, span)
    }

    /// Reports a scalar type the dialect lacks, at its first use only (one line to fix is
    /// enough to say it), and gives the `uint` that stands in for it.
    pub fn refuse_scalar(&mut self, s: Scalar, span: Span, msg: String) -> String {
        if self.unsupported_scalars.insert((s.kind, s.width)) {
            self.error(span, msg);
        }
        D::UINT.into()
    }

    fn struct_name(&mut self, id: StructId, span: Span, depth: u32) -> String {
        if let Some(n) = self.struct_names.get(&id) {
            return n.clone();
        }
        let Some(def) = self.m.types.struct_def(id) else {
            return D::UINT.into();
        };
        let name = self.fresh_name(&def.name);
        self.struct_names.insert(id, name.clone());
        let members: Vec<(String, TypeId)> =
            def.members.iter().map(|m| (m.name.clone(), m.ty)).collect();
        let mut fields = Vec::with_capacity(members.len());
        for (i, (mname, mty)) in members.iter().enumerate() {
            let t = self.ty_depth(*mty, span, depth + 1);
            fields.push((member_name::<D>(mname, i), t));
        }
        let text = D::struct_decl(&name, &fields);
        self.struct_text.push_str(&text);
        name
    }

    // ----- constants -----

    pub fn constant(&mut self, c: ConstId, span: Span) -> String {
        if let Some(t) = self.const_cache.get(&c) {
            return t.clone();
        }
        let t = self.constant_depth(c, span, 0);
        self.const_cache.insert(c, t.clone());
        t
    }

    fn constant_depth(&mut self, c: ConstId, span: Span, depth: u32) -> String {
        let Some(k) = self.m.constant(c) else {
            return "0u".into();
        };
        let k = k.clone();
        if depth > 64 {
            self.error(
                span,
                format!("This constant nests too deeply for the {}", D::BACKEND),
            );
            return "0u".into();
        }
        let tname = self.ty(k.ty, span);
        let ty = self.m.types.get(k.ty);
        match (&k.value, ty) {
            (ConstValue::Zero, _) => zero::<D>(&tname),
            (ConstValue::Scalar(bits), Type::Scalar(s)) => {
                self.scalar(s, span);
                scalar_literal::<D>(s, *bits)
            }
            (ConstValue::Scalar(bits), Type::Vector { scalar, .. }) => {
                format!("{tname}({})", scalar_literal::<D>(scalar, *bits))
            }
            (ConstValue::Composite(parts), ty) => {
                if let Type::Vector { size: 1, .. } = ty {
                    if let Some(p) = parts.first() {
                        return self.constant_depth(*p, span, depth + 1);
                    }
                }
                let items: Vec<String> = parts
                    .iter()
                    .map(|p| self.constant_depth(*p, span, depth + 1))
                    .collect();
                construct::<D>(&tname, ty, &items.join(", "))
            }
            _ => zero::<D>(&tname),
        }
    }

    // ----- globals -----

    pub fn buffer_decl(&self, g: GlobalId) -> Option<BufferDecl> {
        let global = self.m.global(g)?;
        match global.space {
            AddressSpace::Uniform | AddressSpace::PushConstant => {
                let size = global.layout.as_ref().map_or(16, |l| l.size);
                Some(BufferDecl::Rows {
                    rows: size.div_ceil(16).max(1),
                })
            }
            AddressSpace::StorageBuffer => {
                let u = self.uses.get(&g).cloned().unwrap_or_default();
                let word = if u.atomic && u.signed_minmax {
                    WordType::AtomicI32
                } else if u.atomic {
                    WordType::AtomicU32
                } else {
                    WordType::U32
                };
                Some(BufferDecl::Words {
                    word,
                    read_only: !u.written,
                })
            }
            _ => None,
        }
    }

    /// The type of a groupshared variable used with atomics: integer leaves become the
    /// dialect's atomic types ([`Dialect::atomic_scalar`]).
    pub fn atomic_ty(&mut self, ty: TypeId, span: Span) -> String {
        let leaf = match self.m.types.get(ty) {
            Type::Scalar(s) => D::atomic_scalar(self, s, span),
            Type::Array { element, length } if length > 0 => {
                return format!("array<{}, {length}>", self.atomic_ty(element, span));
            }
            _ => None,
        };
        match leaf {
            Some(t) => t,
            None => {
                self.error(span, format!("The {} supports atomics on groupshared int and uint scalars and arrays of them only. Use a uint or int array", D::BACKEND));
                self.ty(ty, span)
            }
        }
    }

    /// The slot sema decided for global `g` in this target (`slot`, from `Global::slots`):
    /// the default for a global that binds nothing, `None` after an internal error for a bound
    /// one without a slot (a broken IR, reported rather than given a guessed slot). `what`
    /// names the slot in the message.
    pub fn decided_slot<T: Default>(
        &mut self,
        g: GlobalId,
        slot: Option<T>,
        what: &str,
    ) -> Option<T> {
        let global = self.m.global(g)?;
        let bound = global.binding.is_some() || global.space == AddressSpace::PushConstant;
        if bound && slot.is_none() {
            self.error(
                global.span,
                format!("Internal compiler error: '{}' has no {what}. This is a bug in OneShader; please report it with the shader", global.name),
            );
            return None;
        }
        Some(slot.unwrap_or_default())
    }

    /// Whether storage buffer `g` is an `AppendStructuredBuffer` or `ConsumeStructuredBuffer`
    /// (their hidden counter is written by neither text backend).
    pub fn is_append_or_consume(&self, g: GlobalId) -> bool {
        self.m.global(g).is_some_and(|global| {
            matches!(
                self.m.types.get(global.ty),
                Type::Resource(ResourceType::StructuredBuffer {
                    kind: StructuredKind::Append | StructuredKind::Consume,
                    ..
                })
            )
        })
    }

    /// Reports a storage buffer used with both signed and unsigned atomic min/max: its words
    /// have one atomic type.
    pub fn check_minmax_signedness(&mut self, g: GlobalId) {
        let mixed = self
            .uses
            .get(&g)
            .is_some_and(|u| u.signed_minmax && u.unsigned_minmax);
        if let (true, Some(global)) = (mixed, self.m.global(g)) {
            self.error(
                global.span,
                format!("The {} cannot mix signed and unsigned InterlockedMin/InterlockedMax on one buffer ('{}'). Use one signedness", D::BACKEND, global.name),
            );
        }
    }

    pub fn global_name(&self, g: GlobalId) -> String {
        self.global_name_ref(g).into_owned()
    }

    /// [`Self::global_name`] borrowed when declared (the usual case), for text built around it.
    pub fn global_name_ref(&self, g: GlobalId) -> std::borrow::Cow<'_, str> {
        match self.global_names.get(&g) {
            Some(n) => std::borrow::Cow::Borrowed(n),
            None => std::borrow::Cow::Owned(super::names::numbered('g', g.0)),
        }
    }

    /// The specialization constants used, in index order: their name, constant id, scalar
    /// type and default value as a literal.
    pub fn spec_constants_used(&self) -> Vec<(String, u32, Scalar, String)> {
        let used = self.spec_used.iter();
        used.filter_map(|&id| {
            let s = self.m.spec_constants.get(id as usize)?;
            let ty = match self.m.types.get(s.ty) {
                Type::Scalar(sc) => sc,
                _ => Scalar::UINT,
            };
            Some((
                spec_name(id),
                s.id,
                ty,
                scalar_literal::<D>(ty, s.default_bits),
            ))
        })
        .collect()
    }

    pub fn spec(&mut self, id: u32, span: Span) -> String {
        D::check_spec(self, id, span);
        self.spec_used.insert(id);
        spec_name(id)
    }
}

/// The name of specialization constant `id` (an index into `Module::spec_constants`).
pub(crate) fn spec_name(id: u32) -> String {
    format!("spec_{id}")
}

/// A struct member's name in the output.
pub(crate) fn member_name<D: Dialect>(name: &str, index: usize) -> String {
    if name.is_empty() {
        format!("m{index}")
    } else {
        D::item_name(name)
    }
}

/// A literal of scalar type `s` with exactly these bits. Floats that a decimal cannot spell
/// exactly (subnormals, infinities, NaNs, negative zero) are bitcast from their bits.
pub(crate) fn scalar_literal<D: Dialect>(s: Scalar, bits: u64) -> String {
    if let Some(literal) = D::sized_literal(s, bits) {
        return literal;
    }
    match s.kind {
        ScalarKind::Bool => (if bits != 0 { "true" } else { "false" }).into(),
        ScalarKind::Int => {
            let v = bits as u32 as i32;
            let suffix = D::INT_SUFFIX;
            if v == i32::MIN {
                format!("{}(-2147483647 - 1)", D::INT)
            } else if v < 0 {
                format!("({v}{suffix})")
            } else {
                format!("{v}{suffix}")
            }
        }
        ScalarKind::Float => {
            let f = f32::from_bits(bits as u32);
            let normal_or_zero = f == 0.0 || f.is_normal();
            if !normal_or_zero || (f == 0.0 && f.is_sign_negative()) {
                let float = D::scalar_name(Scalar::FLOAT);
                super::exprs::bitcast::<D>(float, &format!("{:#x}u", bits as u32))
            } else {
                let s = format!("{f:?}");
                if f < 0.0 {
                    format!("({s}f)")
                } else {
                    format!("{s}f")
                }
            }
        }
        _ => format!("{}u", bits as u32),
    }
}

/// The zero value of type `tn`: `T()` or `T{}`.
pub(crate) fn zero<D: Dialect>(tn: &str) -> String {
    format!("{tn}{}", D::ZERO)
}

/// A value of type `tn` (of shape `ty`) built from `items` (joined already): `T(a, b)`, or
/// `T{a, b}` for structs and arrays where the dialect initializes aggregates with braces.
pub(crate) fn construct<D: Dialect>(tn: &str, ty: Type, items: &str) -> String {
    if D::AGGREGATE_BRACES && matches!(ty, Type::Struct(_) | Type::Array { .. }) {
        format!("{tn}{{{items}}}")
    } else {
        format!("{tn}({items})")
    }
}
