//! The WGSL writer's state and module assembly: the reached functions and globals (from the
//! driver's per-entry analysis, never a walk of its own), the pre-pass that decides how
//! each global is declared (atomic element types, depth textures, storage access), type names,
//! constants, global declarations and the final text.
//!
//! Input: the module, entry point and its [`EntryAnalysis`]. Output: the text, or errors collected in
//! [`Writer::errors`] (span, message, code) that `mod.rs` reports, OSH5202 unless a more
//! precise code applies.
//! Invariants: every list that reaches the output is ordered by handle or by first use, never
//! by hash order; each error (span, message) is recorded once.

use super::{names, PushConstantForm, WgslOptions, WgslOutput};
use crate::ir::analysis::EntryAnalysis;
use crate::ir::{
    AtomicOp, ConstId, ConstValue, EntryPoint, FuncId, GlobalId, InstKind, IntrinsicOp, Module,
    TextureOp, Value,
};
use crate::source::Span;
use crate::target::Stage;
use crate::types::{
    AddressSpace, ResourceType, Scalar, ScalarKind, StructId, StructuredKind, Type, TypeId,
};
use std::collections::{BTreeMap, BTreeSet};

/// The element type of a word-addressed buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WordType {
    U32,
    AtomicU32,
    AtomicI32,
}

/// How a reached buffer global is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BufferDecl {
    /// `array<vec4<u32>, rows>` (uniform, push constant).
    Rows { rows: u32 },
    /// `array<u32>` or atomic words (storage).
    Words { word: WordType, read_only: bool },
}

/// What the pre-pass learned about one reached global.
#[derive(Clone, Debug, Default)]
pub(super) struct GlobalUse {
    pub atomic: bool,
    pub signed_minmax: bool,
    pub unsigned_minmax: bool,
    pub written: bool,
    pub read: bool,
    pub compared: bool,
}

/// The writer's maps are `BTreeMap`s keyed by small ids: looked up for nearly every
/// instruction, where ordered search is cheaper than hashing, and never iterated in hash order.
pub(super) struct Writer<'m> {
    pub m: &'m Module,
    pub entry: &'m EntryPoint,
    /// What the entry point reaches, from the driver ([`crate::ir::analysis`]).
    pub analysis: &'m EntryAnalysis,
    pub options: WgslOptions,
    pub errors: Vec<(Span, String, crate::diag::Code)>,
    error_set: BTreeSet<(u32, u32, u32, String)>,
    /// Scalar types (kind, width) already refused, so each is reported once.
    unsupported_scalars: BTreeSet<(ScalarKind, u8)>,
    /// An `f16` type was written: the module starts with `enable f16;`.
    pub uses_f16: bool,
    /// A `binding_array` was written: the module starts with `enable wgpu_binding_array;`.
    pub uses_binding_array: bool,
    /// A subgroup function was written (see [`super::subgroup`] for the directives).
    pub uses_subgroups: bool,
    /// Inputs the entry function takes beyond the entry point's own: the lane index that
    /// `WaveIsFirstLane` is built from in the wgpu dialect ([`Self::elect_lane_input`]).
    pub extra_inputs: Vec<GlobalId>,
    /// The bound variable declared at each WebGPU (group, binding), for views of one
    /// binding that one entry point uses together (WGSL gives each variable its own slot).
    bound_slots: BTreeMap<(u32, u32), GlobalId>,
    pub precise_span: Option<Span>,
    /// Reached functions, callees before callers.
    pub functions: Vec<FuncId>,
    pub globals: Vec<GlobalId>,
    pub uses: BTreeMap<GlobalId, GlobalUse>,
    pub global_names: BTreeMap<GlobalId, String>,
    pub func_names: BTreeMap<FuncId, String>,
    pub entry_function: String,
    used_names: BTreeSet<String>,
    struct_names: BTreeMap<StructId, String>,
    struct_text: String,
    /// Generated helper functions (buffer loads and stores), in creation order.
    pub helpers: String,
    pub helper_memo: BTreeMap<String, String>,
    pub derivatives: bool,
    pub push_form: Option<PushConstantForm>,
    spec_used: BTreeSet<u32>,
    body: String,
    /// Memoized type names and constant expressions (their errors are recorded on first use).
    type_cache: BTreeMap<TypeId, String>,
    const_cache: BTreeMap<ConstId, String>,
}

impl<'m> Writer<'m> {
    pub fn new(
        m: &'m Module,
        entry: &'m EntryPoint,
        analysis: &'m EntryAnalysis,
        options: WgslOptions,
    ) -> Self {
        let entry_function = names::entry_function_name(&entry.name);
        let mut used_names = BTreeSet::new();
        used_names.insert(entry_function.clone());
        Writer {
            m,
            entry,
            analysis,
            options,
            errors: Vec::new(),
            uses_binding_array: false,
            uses_subgroups: false,
            extra_inputs: Vec::new(),
            bound_slots: BTreeMap::new(),
            error_set: BTreeSet::new(),
            unsupported_scalars: BTreeSet::new(),
            uses_f16: false,
            precise_span: None,
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
            derivatives: false,
            push_form: None,
            spec_used: BTreeSet::new(),
            body: String::new(),
            type_cache: BTreeMap::new(),
            const_cache: BTreeMap::new(),
        }
    }

    /// Records an OSH5202 error once.
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.error_with(crate::diag::Code::WGSL_UNSUPPORTED, span, msg);
    }

    /// An error with its own code (the OSH521x refusals).
    pub fn error_with(&mut self, code: crate::diag::Code, span: Span, msg: impl Into<String>) {
        let msg = msg.into();
        if self
            .error_set
            .insert((span.file.0, span.start, span.end, msg.clone()))
        {
            self.errors.push((span, msg, code));
        }
    }

    /// A fresh module-scope name based on `base`.
    pub fn fresh_name(&mut self, base: &str) -> String {
        let base = names::item_name(base);
        let mut name = base.clone();
        let mut n = 1u32;
        while self.used_names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.used_names.insert(name.clone());
        name
    }

    pub fn run(&mut self) {
        self.reach();
        if !self.errors.is_empty() {
            return;
        }
        self.prepass();
        for &g in &self.globals.clone() {
            self.declare_global(g);
        }
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
        let entry_text = super::io::emit_entry(self);
        self.body.push_str(&entry_text);
    }

    pub fn finish(self) -> WgslOutput {
        let mut out = String::new();
        if self.uses_f16 {
            out.push_str("enable f16;\n\n");
        }
        if self.uses_binding_array {
            out.push_str("enable wgpu_binding_array;\n\n");
        }
        if self.uses_subgroups && self.options.subgroups_extension {
            out.push_str("enable subgroups;\n\ndiagnostic(off, subgroup_uniformity);\n\n");
        }
        if self.derivatives && self.entry.stage == Stage::Pixel {
            out.push_str("diagnostic(off, derivative_uniformity);\n\n");
        }
        for &id in &self.spec_used {
            if let Some(s) = self.m.spec_constants.get(id as usize) {
                let ty = match self.m.types.get(s.ty) {
                    Type::Scalar(sc) => sc,
                    _ => Scalar::UINT,
                };
                let v = scalar_literal(ty, s.default_bits);
                out.push_str(&format!(
                    "@id({}) override {}: {} = {v};\n",
                    s.id,
                    spec_name(id),
                    scalar_name(ty)
                ));
            }
        }
        out.push_str(&self.struct_text);
        out.push_str(&self.helpers);
        out.push_str(&self.body);
        WgslOutput {
            text: out,
            entry_function: self.entry_function,
            push_constants: self.push_form,
        }
    }

    // ----- reachability -----

    /// Takes the reached functions (callees first) and globals from the entry point's
    /// analysis, reports its recursive calls, and notes the specialization constants used.
    fn reach(&mut self) {
        for &span in &self.analysis.calls.recursive_calls {
            self.error(
                span,
                "Recursion cannot be expressed in WGSL. Rewrite the recursive function as a loop",
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
        if let Some(lane) = self.elect_lane_input() {
            globals.insert(lane);
            self.extra_inputs.push(lane);
        }
        self.globals = globals.into_iter().collect();
    }

    /// Without `subgroupElect` (the wgpu dialect), the lane index input `WaveIsFirstLane` is
    /// built from when the entry point elects a lane and does not read the lane index itself
    /// (the lowering creates that global for every module that elects).
    fn elect_lane_input(&self) -> Option<GlobalId> {
        if self.options.subgroups_extension {
            return None;
        }
        let elects = self
            .analysis
            .calls
            .functions
            .iter()
            .any(|&f| self.m.function(f).is_some_and(crate::ir::subgroup::elects));
        let lane = self
            .m
            .globals
            .iter()
            .position(|g| g.builtin == Some(crate::ir::BuiltIn::SubgroupLocalInvocationId))?;
        let lane = GlobalId(lane as u32);
        (elects && !self.entry.inputs.contains(&lane)).then_some(lane)
    }

    /// The global an access chain (or a global pointer) is rooted at.
    pub fn root_global(&self, f: FuncId, mut v: Value) -> Option<GlobalId> {
        let func = self.m.function(f)?;
        for _ in 0..256 {
            match v {
                Value::Global(g) => return Some(g),
                Value::Inst(i) => match &func.inst(i)?.kind {
                    InstKind::AccessChain { base, .. } => v = *base,
                    _ => return None,
                },
                _ => return None,
            }
        }
        None
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
                                    TextureOp::SampleCompare
                                    | TextureOp::SampleCompareLevelZero
                                    | TextureOp::GatherCompare => {
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

    /// The WGSL spelling of a value type; records an error (at `span`) for what WGSL lacks.
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
                "This type nests too deeply for the WGSL backend. Flatten it",
            );
            return "u32".into();
        }
        match self.m.types.get(ty) {
            Type::Void => "void".into(),
            Type::Scalar(s) => self.scalar(s, span),
            Type::Vector { scalar, size } => {
                let s = self.scalar(scalar, span);
                if size <= 1 {
                    s
                } else {
                    format!("vec{size}<{s}>")
                }
            }
            Type::Matrix { scalar, rows, cols } => {
                let s = self.scalar(scalar, span);
                if !scalar.is_float() {
                    self.error(
                        span,
                        format!(
                            "WGSL has no {} matrices. Use an array of vectors or a float matrix",
                            scalar.hlsl_name()
                        ),
                    );
                } else if !(2..=4).contains(&rows) || !(2..=4).contains(&cols) {
                    self.error(
                        span,
                        format!("WGSL has no matrices with one row or column ({}{rows}x{cols}). Use a vector", scalar.hlsl_name()),
                    );
                }
                format!("mat{rows}x{cols}<{s}>")
            }
            Type::Array { element, length } => {
                let e = self.ty_depth(element, span, depth + 1);
                if length == 0 {
                    format!("array<{e}>")
                } else {
                    format!("array<{e}, {length}>")
                }
            }
            Type::Struct(id) => self.struct_name(id, span, depth),
            Type::Resource(r) => {
                self.error(span, format!("The WGSL backend cannot store a resource ({r:?}) in a value. Use the resource directly"));
                "u32".into()
            }
            // The ray-query instructions report the refusal; the type is never written.
            Type::RayQuery { .. } => "u32".into(),
            Type::Pointer { pointee, .. } => self.ty_depth(pointee, span, depth + 1),
        }
    }

    pub fn scalar(&mut self, s: Scalar, span: Span) -> String {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => "bool".into(),
            (ScalarKind::Int, 32) => "i32".into(),
            (ScalarKind::Uint, 32) => "u32".into(),
            (ScalarKind::Float, 32) => "f32".into(),
            // `half` with 16-bit types enabled (WebGPU's optional shader-f16 feature).
            (ScalarKind::Float, 16) => {
                self.uses_f16 = true;
                "f16".into()
            }
            _ => {
                let msg = match (s.kind, s.width) {
                    (ScalarKind::Float, 64) => "WGSL has no 64-bit floating-point type. Use float, or compile this shader for SPIR-V only.".to_string(),
                    (_, 64) => "WGSL has no 64-bit integer types. Use int or uint (or a uint2 pair), or compile this shader for SPIR-V or MSL only.".to_string(),
                    (_, 16) => "WGSL has no 16-bit integer types (only f16). Use int or uint, or compile this shader for SPIR-V or MSL only.".to_string(),
                    _ => format!("WGSL has no {} type. Use float, int or uint.", s.hlsl_name()),
                };
                // Reported at its first use only: one line to fix is enough to say it.
                if self.unsupported_scalars.insert((s.kind, s.width)) {
                    self.error(span, msg);
                }
                "u32".into()
            }
        }
    }

    fn struct_name(&mut self, id: StructId, span: Span, depth: u32) -> String {
        if let Some(n) = self.struct_names.get(&id) {
            return n.clone();
        }
        let Some(def) = self.m.types.struct_def(id) else {
            return "u32".into();
        };
        let name = self.fresh_name(&def.name);
        self.struct_names.insert(id, name.clone());
        let mut text = format!("struct {name} {{\n");
        let members: Vec<(String, TypeId)> =
            def.members.iter().map(|m| (m.name.clone(), m.ty)).collect();
        if members.is_empty() {
            text.push_str("    _pad: u32,\n");
        }
        for (i, (mname, mty)) in members.iter().enumerate() {
            let t = self.ty_depth(*mty, span, depth + 1);
            text.push_str(&format!("    {}: {t},\n", member_name(mname, i)));
        }
        text.push_str("}\n\n");
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
            self.error(span, "This constant nests too deeply for the WGSL backend");
            return "0u".into();
        }
        let tname = self.ty(k.ty, span);
        match (&k.value, self.m.types.get(k.ty)) {
            (ConstValue::Zero, _) => format!("{tname}()"),
            (ConstValue::Scalar(bits), Type::Scalar(s)) => {
                self.scalar(s, span);
                scalar_literal(s, *bits)
            }
            (ConstValue::Scalar(bits), Type::Vector { scalar, .. }) => {
                format!("{tname}({})", scalar_literal(scalar, *bits))
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
                format!("{tname}({})", items.join(", "))
            }
            _ => format!("{tname}()"),
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

    fn declare_global(&mut self, g: GlobalId) {
        let Some(global) = self.m.global(g) else {
            return;
        };
        let span = global.span;
        let name = self.fresh_name(&global.name);
        self.global_names.insert(g, name.clone());
        if global.resource_count.is_some() && !self.binding_array_allowed(g) {
            return;
        }
        // Sema decided the WebGPU slot of every bound global; a bound global without one is a
        // broken IR, reported rather than given a guessed slot.
        let slot = global.slots.map(|s| s.webgpu);
        let bound = global.binding.is_some() || global.space == AddressSpace::PushConstant;
        if bound && slot.is_none() {
            self.error(
                span,
                format!("Internal compiler error: '{}' has no WebGPU binding slot. This is a bug in OneShader; please report it with the shader", global.name),
            );
            return;
        }
        let slot = slot.unwrap_or((0, 0));
        if global.binding.is_some() && !self.claim_slot(g, slot) {
            return;
        }
        let binding = format!("@group({}) @binding({}) ", slot.0, slot.1);
        let decl = match global.space {
            AddressSpace::Uniform => {
                if let Some(BufferDecl::Rows { rows }) = self.buffer_decl(g) {
                    format!("{binding}var<uniform> {name}: array<vec4<u32>, {rows}>;\n")
                } else {
                    String::new()
                }
            }
            AddressSpace::PushConstant => {
                let rows = match self.buffer_decl(g) {
                    Some(BufferDecl::Rows { rows }) => rows,
                    _ => 1,
                };
                if self.options.push_constants_as_immediates {
                    self.push_form = Some(PushConstantForm::Immediate);
                    format!("var<immediate> {name}: array<vec4<u32>, {rows}>;\n")
                } else {
                    let (group, b) = slot;
                    self.push_form = Some(PushConstantForm::UniformBuffer { group, binding: b });
                    format!("@group({group}) @binding({b}) var<uniform> {name}: array<vec4<u32>, {rows}>;\n")
                }
            }
            AddressSpace::StorageBuffer => self.storage_decl(g, &binding, &name),
            AddressSpace::UniformConstant => {
                super::textures::resource_decl(self, g, &binding, &name)
            }
            AddressSpace::Private | AddressSpace::Input | AddressSpace::Output => {
                let t = self.ty(global.ty, span);
                match global.initializer {
                    Some(c) if global.space == AddressSpace::Private => {
                        let v = self.constant(c, span);
                        format!("var<private> {name}: {t} = {v};\n")
                    }
                    _ => format!("var<private> {name}: {t};\n"),
                }
            }
            AddressSpace::Workgroup => {
                let atomic = self.uses.get(&g).is_some_and(|u| u.atomic);
                let t = if atomic {
                    self.atomic_ty(global.ty, span)
                } else {
                    self.ty(global.ty, span)
                };
                format!("var<workgroup> {name}: {t};\n")
            }
            AddressSpace::Function => String::new(),
        };
        self.body.push_str(&decl);
    }

    fn storage_decl(&mut self, g: GlobalId, binding: &str, name: &str) -> String {
        let Some(global) = self.m.global(g) else {
            return String::new();
        };
        if let Type::Resource(ResourceType::StructuredBuffer { kind, .. }) =
            self.m.types.get(global.ty)
        {
            if matches!(kind, StructuredKind::Append | StructuredKind::Consume) {
                self.error(
                    global.span,
                    format!("WGSL has no append or consume buffers ('{}'). Use a RWStructuredBuffer with a counter updated by InterlockedAdd", global.name),
                );
                return String::new();
            }
        }
        let u = self.uses.get(&g).cloned().unwrap_or_default();
        if u.signed_minmax && u.unsigned_minmax {
            self.error(
                global.span,
                format!("The WGSL backend cannot mix signed and unsigned InterlockedMin/InterlockedMax on one buffer ('{}'). Use one signedness", global.name),
            );
        }
        match self.buffer_decl(g) {
            Some(BufferDecl::Words { word, read_only }) => {
                let elem = match word {
                    WordType::U32 => "u32",
                    WordType::AtomicU32 => "atomic<u32>",
                    WordType::AtomicI32 => "atomic<i32>",
                };
                let access = if read_only { "read" } else { "read_write" };
                format!("{binding}var<storage, {access}> {name}: array<{elem}>;\n")
            }
            _ => String::new(),
        }
    }

    /// The type of a groupshared variable used with atomics: 32-bit integer leaves become
    /// `atomic<T>`.
    fn atomic_ty(&mut self, ty: TypeId, span: Span) -> String {
        match self.m.types.get(ty) {
            Type::Scalar(s) if s.is_integer() => format!("atomic<{}>", self.scalar(s, span)),
            Type::Array { element, length } if length > 0 => {
                format!("array<{}, {length}>", self.atomic_ty(element, span))
            }
            _ => {
                self.error(span, "The WGSL backend supports atomics on groupshared int and uint scalars and arrays of them only. Use a uint or int array");
                self.ty(ty, span)
            }
        }
    }

    pub fn global_name(&self, g: GlobalId) -> String {
        self.global_name_ref(g).into_owned()
    }

    /// [`Self::global_name`] borrowed when declared (the usual case), for text built around it.
    pub fn global_name_ref(&self, g: GlobalId) -> std::borrow::Cow<'_, str> {
        match self.global_names.get(&g) {
            Some(n) => std::borrow::Cow::Borrowed(n),
            None => std::borrow::Cow::Owned(names::numbered('g', g.0)),
        }
    }

    pub fn spec(&mut self, id: u32, span: Span) -> String {
        if let Some(s) = self.m.spec_constants.get(id as usize) {
            if s.id > 65535 {
                self.error(
                    span,
                    format!("WGSL override ids are at most 65535; constant_id {} is too large. Use a smaller id", s.id),
                );
            }
        }
        self.spec_used.insert(id);
        spec_name(id)
    }
}

fn spec_name(id: u32) -> String {
    format!("spec_{id}")
}

/// A struct member's WGSL name.
pub(super) fn member_name(name: &str, index: usize) -> String {
    if name.is_empty() {
        format!("m{index}")
    } else {
        names::item_name(name)
    }
}

/// WGSL name of a 32-bit scalar or `f16` (others were reported already; `u32` stands in).
pub(super) fn scalar_name(s: Scalar) -> &'static str {
    match s.kind {
        ScalarKind::Bool => "bool",
        ScalarKind::Int => "i32",
        ScalarKind::Float if s.width == 16 => "f16",
        ScalarKind::Float => "f32",
        _ => "u32",
    }
}

/// A scalar literal with exact bits.
pub(super) fn scalar_literal(s: Scalar, bits: u64) -> String {
    match s.kind {
        ScalarKind::Bool => (if bits != 0 { "true" } else { "false" }).into(),
        ScalarKind::Int => {
            let v = bits as u32 as i32;
            if v == i32::MIN {
                "i32(-2147483647 - 1)".into()
            } else if v < 0 {
                format!("({v}i)")
            } else {
                format!("{v}i")
            }
        }
        ScalarKind::Float if s.width == 16 => super::half::f16_literal(bits as u16),
        ScalarKind::Float => {
            let f = f32::from_bits(bits as u32);
            let normal_or_zero = f == 0.0 || f.is_normal();
            if !normal_or_zero || (f == 0.0 && f.is_sign_negative()) {
                format!("bitcast<f32>({:#x}u)", bits as u32)
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

impl Writer<'_> {
    /// Whether the resource array `g` can be a `binding_array`: textures and samplers in the
    /// wgpu dialect. Otherwise reports why not (OSH5210 for buffers, OSH5211 for the WebGPU
    /// dialect) and returns false.
    fn binding_array_allowed(&mut self, g: GlobalId) -> bool {
        use crate::diag::Code;
        let Some(global) = self.m.global(g) else {
            return false;
        };
        let (span, name) = (global.span, global.name.clone());
        if global.space != AddressSpace::UniformConstant {
            self.error_with(
                Code::WGSL_BUFFER_ARRAY,
                span,
                format!("The WGSL backend writes binding arrays of textures and samplers, not of buffers ('{name}'). Compile this shader for SPIR-V (wgpu takes it with ShaderSourceKind::SpirV), or read the buffers through one ByteAddressBuffer"),
            );
            return false;
        }
        if !self.options.binding_arrays {
            self.error_with(
                Code::WGSL_BINDING_ARRAY_DIALECT,
                span,
                format!("WebGPU has no resource arrays ('{name}'); binding_array<T> exists only in wgpu's WGSL. Compile with the wgpu dialect (--wgsl-dialect wgpu), or declare separate resources"),
            );
            return false;
        }
        true
    }

    /// Records `g` at its WebGPU slot; a second variable there is OSH5212 (two views of one
    /// Vulkan binding that this entry point uses together).
    fn claim_slot(&mut self, g: GlobalId, slot: (u32, u32)) -> bool {
        use crate::diag::Code;
        match self.bound_slots.get(&slot).copied() {
            Some(first) if first != g => {
                let first_name = self.m.global(first).map_or("?", |x| x.name.as_str());
                let Some(global) = self.m.global(g) else {
                    return false;
                };
                let msg = format!(
                    "'{first_name}' and '{}' are views of one binding (group {}, binding {}), and WGSL gives every variable a binding of its own. Use one of them in this entry point, or give them different bindings",
                    global.name, slot.0, slot.1
                );
                self.error_with(Code::WGSL_ALIASED_BINDING, global.span, msg);
                false
            }
            _ => {
                self.bound_slots.insert(slot, g);
                true
            }
        }
    }
}
