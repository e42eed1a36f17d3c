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

use super::{names, MslOutput};
use crate::ir::analysis::EntryAnalysis;
use crate::ir::{
    AtomicOp, ConstId, ConstValue, EntryPoint, FuncId, GlobalId, InstKind, Module, TextureOp, Value,
};
use crate::source::Span;
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
    pub errors: Vec<(Span, String, crate::diag::Code)>,
    error_set: BTreeSet<(u32, u32, u32, String)>,
    /// Scalar types (kind, width) already refused, so each is reported once.
    unsupported_scalars: BTreeSet<(ScalarKind, u8)>,
    /// Trailing parameters every function takes (the reached globals, `, T name` each).
    pub gparams: String,
    /// The matching arguments (`, name` each).
    pub gargs: String,
    /// Each declared global's parameter (`device uint* name`), for buffer helpers.
    pub gparam_of: BTreeMap<GlobalId, String>,
    /// The entry function's resource arguments, with their `[[buffer(n)]]`-style attributes.
    pub entry_args: Vec<String>,
    /// Declarations at the top of the entry function (stage, `static`, `groupshared` variables).
    pub entry_locals: String,
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
    spec_used: BTreeSet<u32>,
    body: String,
    /// Memoized type names and constant expressions (their errors are recorded on first use).
    type_cache: BTreeMap<TypeId, String>,
    const_cache: BTreeMap<ConstId, String>,
}

impl<'m> Writer<'m> {
    pub fn new(m: &'m Module, entry: &'m EntryPoint, analysis: &'m EntryAnalysis) -> Self {
        let entry_function = names::entry_function_name(&entry.name);
        let mut used_names = BTreeSet::new();
        used_names.insert(entry_function.clone());
        Writer {
            m,
            entry,
            analysis,
            errors: Vec::new(),
            gparams: String::new(),
            gargs: String::new(),
            gparam_of: BTreeMap::new(),
            entry_args: Vec::new(),
            entry_locals: String::new(),
            error_set: BTreeSet::new(),
            unsupported_scalars: BTreeSet::new(),
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
            spec_used: BTreeSet::new(),
            body: String::new(),
            type_cache: BTreeMap::new(),
            const_cache: BTreeMap::new(),
        }
    }

    /// Records an OSH5102 error once.
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.error_with(crate::diag::Code::MSL_UNSUPPORTED, span, msg);
    }

    /// An error with its own code (OSH5105).
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
        self.check_argument_limits();
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

    pub fn finish(self) -> MslOutput {
        let mut out = String::from(
            "#include <metal_stdlib>\n#include <simd/simd.h>\n\nusing namespace metal;\n\n",
        );
        for &id in &self.spec_used {
            if let Some(s) = self.m.spec_constants.get(id as usize) {
                let ty = match self.m.types.get(s.ty) {
                    Type::Scalar(sc) => sc,
                    _ => Scalar::UINT,
                };
                let v = scalar_literal(ty, s.default_bits);
                let t = scalar_name(ty);
                let n = spec_name(id);
                out.push_str(&format!(
                    "constant {t} {n}_fc [[function_constant({})]];\nconstant {t} {n} = is_function_constant_defined({n}_fc) ? {n}_fc : {v};\n",
                    s.id
                ));
            }
        }
        if !self.spec_used.is_empty() {
            out.push('\n');
        }
        out.push_str(&self.struct_text);
        out.push_str(&self.helpers);
        out.push_str(&self.body);
        MslOutput {
            text: out,
            entry_function: self.entry_function,
        }
    }

    // ----- reachability -----

    /// Takes the reached functions (callees first) and globals from the entry point's
    /// analysis, reports its recursive calls, and notes the specialization constants used.
    fn reach(&mut self) {
        for &span in &self.analysis.calls.recursive_calls {
            self.error(
                span,
                "Recursion cannot be expressed in MSL. Rewrite the recursive function as a loop",
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
        self.globals = self.analysis.reach.globals.iter().copied().collect();
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
                "This type nests too deeply for the MSL backend. Flatten it",
            );
            return "uint".into();
        }
        match self.m.types.get(ty) {
            Type::Void => "void".into(),
            Type::Scalar(s) => self.scalar(s, span),
            Type::Vector { scalar, size } => {
                let s = self.scalar(scalar, span);
                if size <= 1 {
                    s
                } else {
                    format!("{s}{size}")
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
                format!("{s}{rows}x{cols}")
            }
            Type::Array { element, length } => {
                let e = self.ty_depth(element, span, depth + 1);
                if length == 0 {
                    self.error(
                        span,
                        "MSL has no runtime-sized arrays outside buffers. Give the array a length",
                    );
                }
                format!("array<{e}, {}>", length.max(1))
            }
            Type::Struct(id) => self.struct_name(id, span, depth),
            Type::Resource(r) => {
                self.error(span, format!("The MSL backend cannot store a resource ({r:?}) in a value. Use the resource directly"));
                "uint".into()
            }
            // The ray-query instructions report the refusal; the type is never written.
            Type::RayQuery { .. } => "uint".into(),
            Type::Pointer { pointee, .. } => self.ty_depth(pointee, span, depth + 1),
        }
    }

    pub fn scalar(&mut self, s: Scalar, span: Span) -> String {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => "bool".into(),
            (ScalarKind::Int, 32) => "int".into(),
            (ScalarKind::Uint, 32) => "uint".into(),
            (ScalarKind::Float, 32) => "float".into(),
            (ScalarKind::Float, 16) => "half".into(),
            (ScalarKind::Int, 16) => "short".into(),
            (ScalarKind::Uint, 16) => "ushort".into(),
            (ScalarKind::Int, 64) => "long".into(),
            (ScalarKind::Uint, 64) => "ulong".into(),
            _ => {
                let msg = match (s.kind, s.width) {
                    (ScalarKind::Float, 64) => "MSL has no 64-bit floating-point type. Use float, or compile this shader for SPIR-V only.".to_string(),
                    _ => format!("MSL has no {} type. Use float, int or uint.", s.hlsl_name()),
                };
                // Reported at its first use only: one line to fix is enough to say it.
                if self.unsupported_scalars.insert((s.kind, s.width)) {
                    self.error(span, msg);
                }
                "uint".into()
            }
        }
    }

    fn struct_name(&mut self, id: StructId, span: Span, depth: u32) -> String {
        if let Some(n) = self.struct_names.get(&id) {
            return n.clone();
        }
        let Some(def) = self.m.types.struct_def(id) else {
            return "uint".into();
        };
        let name = self.fresh_name(&def.name);
        self.struct_names.insert(id, name.clone());
        let mut text = format!("struct {name}\n{{\n");
        let members: Vec<(String, TypeId)> =
            def.members.iter().map(|m| (m.name.clone(), m.ty)).collect();
        if members.is_empty() {
            text.push_str("    uint _pad;\n");
        }
        for (i, (mname, mty)) in members.iter().enumerate() {
            let t = self.ty_depth(*mty, span, depth + 1);
            text.push_str(&format!("    {t} {};\n", member_name(mname, i)));
        }
        text.push_str("};\n\n");
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
        let braces = matches!(self.m.types.get(k.ty), Type::Struct(_) | Type::Array { .. });
        if depth > 64 {
            self.error(span, "This constant nests too deeply for the MSL backend");
            return "0u".into();
        }
        let tname = self.ty(k.ty, span);
        match (&k.value, self.m.types.get(k.ty)) {
            (ConstValue::Zero, _) => format!("{tname}{{}}"),
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
                if braces {
                    format!("{tname}{{{}}}", items.join(", "))
                } else {
                    format!("{tname}({})", items.join(", "))
                }
            }
            _ => format!("{tname}{{}}"),
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

    /// Declares a reached global: an entry-function argument (resources) or local (stage,
    /// `static` and `groupshared` variables), and the parameter every function takes for it.
    fn declare_global(&mut self, g: GlobalId) {
        let Some(global) = self.m.global(g) else {
            return;
        };
        let span = global.span;
        let name = self.fresh_name(&global.name);
        self.global_names.insert(g, name.clone());
        if global.resource_count.is_some() {
            self.error(
                span,
                format!("The MSL backend does not write resource arrays yet ('{}'). Declare separate resources, or compile this shader for SPIR-V", global.name),
            );
            return;
        }
        // Sema decided the Metal index of every bound global; a bound global without one is a
        // broken IR, reported rather than given a guessed index.
        let index = global.slots.map(|s| s.metal);
        let bound = global.binding.is_some() || global.space == AddressSpace::PushConstant;
        if bound && index.is_none() {
            self.error(
                span,
                format!("Internal compiler error: '{}' has no Metal argument index. This is a bug in OneShader; please report it with the shader", global.name),
            );
            return;
        }
        let index = index.unwrap_or(0);
        let param = match global.space {
            AddressSpace::Uniform | AddressSpace::PushConstant => {
                self.entry_args
                    .push(format!("constant uint4* {name} [[buffer({index})]]"));
                format!("constant uint4* {name}")
            }
            AddressSpace::StorageBuffer => match self.storage_decl(g) {
                Some(t) => {
                    self.entry_args
                        .push(format!("{t} {name} [[buffer({index})]]"));
                    format!("{t} {name}")
                }
                None => return,
            },
            AddressSpace::UniformConstant => match super::textures::resource_decl(self, g) {
                Some((t, class)) => {
                    self.entry_args
                        .push(format!("{t} {name} [[{class}({index})]]"));
                    format!("{t} {name}")
                }
                None => return,
            },
            AddressSpace::Private | AddressSpace::Input | AddressSpace::Output => {
                let t = self.ty(global.ty, span);
                match global.initializer {
                    Some(c) if global.space == AddressSpace::Private => {
                        let v = self.constant(c, span);
                        self.entry_locals
                            .push_str(&format!("    {t} {name} = {v};\n"));
                    }
                    _ => self
                        .entry_locals
                        .push_str(&format!("    {t} {name} = {{}};\n")),
                }
                format!("thread {t}& {name}")
            }
            AddressSpace::Workgroup => {
                let atomic = self.uses.get(&g).is_some_and(|u| u.atomic);
                let t = if atomic {
                    self.atomic_ty(global.ty, span)
                } else {
                    self.ty(global.ty, span)
                };
                self.entry_locals
                    .push_str(&format!("    threadgroup {t} {name};\n"));
                format!("threadgroup {t}& {name}")
            }
            AddressSpace::Function => return,
        };
        self.gparams.push_str(", ");
        self.gparams.push_str(&param);
        self.gparam_of.insert(g, param.clone());
        self.gargs.push_str(", ");
        self.gargs.push_str(&name);
    }

    /// The pointer type of a structured or byte-address buffer argument.
    fn storage_decl(&mut self, g: GlobalId) -> Option<String> {
        let global = self.m.global(g)?;
        if let Type::Resource(ResourceType::StructuredBuffer { kind, .. }) =
            self.m.types.get(global.ty)
        {
            if matches!(kind, StructuredKind::Append | StructuredKind::Consume) {
                self.error(
                    global.span,
                    format!("The MSL backend does not write append or consume buffers yet ('{}'). Use a RWStructuredBuffer with a counter updated by InterlockedAdd, or compile this shader for SPIR-V", global.name),
                );
                return None;
            }
        }
        let u = self.uses.get(&g).cloned().unwrap_or_default();
        if u.signed_minmax && u.unsigned_minmax {
            self.error(
                global.span,
                format!("The MSL backend cannot mix signed and unsigned InterlockedMin/InterlockedMax on one buffer ('{}'). Use one signedness", global.name),
            );
        }
        match self.buffer_decl(g) {
            Some(BufferDecl::Words { word, read_only }) => Some(
                match (word, read_only) {
                    (WordType::U32, true) => "const device uint*",
                    (WordType::U32, false) => "device uint*",
                    (WordType::AtomicU32, _) => "device atomic_uint*",
                    (WordType::AtomicI32, _) => "device atomic_int*",
                }
                .to_string(),
            ),
            _ => None,
        }
    }

    /// Metal's per-function argument limits over what the entry point uses (OSH5105).
    fn check_argument_limits(&mut self) {
        use crate::slots::{METAL_MAX_BUFFERS, METAL_MAX_SAMPLERS, METAL_MAX_TEXTURES};
        let count = |args: &[String], class: &str| {
            args.iter()
                .filter(|a| a.contains(&format!("[[{class}(")))
                .count() as u32
        };
        let limits = [
            ("buffer", METAL_MAX_BUFFERS),
            ("texture", METAL_MAX_TEXTURES),
            ("sampler", METAL_MAX_SAMPLERS),
        ];
        for (class, max) in limits {
            let n = count(&self.entry_args, class);
            if n > max {
                self.error_with(
                    crate::diag::Code::MSL_ARGUMENT_LIMIT,
                    self.entry.span,
                    format!("The entry point '{}' uses {n} {class} arguments, and a Metal function takes at most {max}. Use fewer resources of that kind in this entry point", self.entry.name),
                );
            }
        }
    }

    /// The type of a groupshared variable used with atomics: 32-bit integer leaves become
    /// `atomic_int`/`atomic_uint`.
    fn atomic_ty(&mut self, ty: TypeId, span: Span) -> String {
        match self.m.types.get(ty) {
            Type::Scalar(s) if s.is_integer() && s.width == 32 => {
                if s.kind == ScalarKind::Int {
                    "atomic_int".into()
                } else {
                    "atomic_uint".into()
                }
            }
            Type::Array { element, length } if length > 0 => {
                format!("array<{}, {length}>", self.atomic_ty(element, span))
            }
            _ => {
                self.error(span, "The MSL backend supports atomics on groupshared int and uint scalars and arrays of them only. Use a uint or int array");
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

    pub fn spec(&mut self, id: u32, _span: Span) -> String {
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

/// MSL name of a scalar type in a declaration (widths MSL lacks were reported already).
pub(super) fn scalar_name(s: Scalar) -> &'static str {
    match s.kind {
        ScalarKind::Bool => "bool",
        ScalarKind::Int if s.width == 16 => "short",
        ScalarKind::Int if s.width == 64 => "long",
        ScalarKind::Int => "int",
        ScalarKind::Float if s.width == 16 => "half",
        ScalarKind::Float => "float",
        ScalarKind::Uint if s.width == 16 => "ushort",
        ScalarKind::Uint if s.width == 64 => "ulong",
        _ => "uint",
    }
}

/// A scalar literal with exact bits.
pub(super) fn scalar_literal(s: Scalar, bits: u64) -> String {
    match s.kind {
        ScalarKind::Bool => (if bits != 0 { "true" } else { "false" }).into(),
        ScalarKind::Int if s.width == 16 => format!("short({})", bits as u16 as i16),
        ScalarKind::Uint if s.width == 16 => format!("ushort({})", bits as u16),
        ScalarKind::Int if s.width == 64 => format!("as_type<long>({bits:#x}ul)"),
        ScalarKind::Uint if s.width == 64 => format!("{bits}ul"),
        ScalarKind::Int => {
            let v = bits as u32 as i32;
            if v == i32::MIN {
                "int(-2147483647 - 1)".into()
            } else if v < 0 {
                format!("({v})")
            } else {
                format!("{v}")
            }
        }
        ScalarKind::Float if s.width == 16 => super::half::f16_literal(bits as u16),
        ScalarKind::Float => {
            let f = f32::from_bits(bits as u32);
            let normal_or_zero = f == 0.0 || f.is_normal();
            if !normal_or_zero || (f == 0.0 && f.is_sign_negative()) {
                format!("as_type<float>({:#x}u)", bits as u32)
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
