//! The checker: AST in, checked program (HIR) out.
//!
//! Input: a parsed [`ast::TranslationUnit`] and [`SemaOptions`]. Output: a [`Program`] whose
//! invariants are listed in [`super::hir`], plus diagnostics. Declarations are processed in
//! source order (HLSL requires declaration before use), function bodies when their definition
//! is met. After the last declaration the implicit `Globals` buffer is named, buffer layouts
//! and bindings are computed, and entry points get their stage interfaces and used globals.
//!
//! Error recovery: an expression that fails to check gets the error type (see
//! [`Checker::error_type`]); anything built on an error-typed operand reports nothing more, so
//! one mistake gives one diagnostic.
//!
//! The work is split by concern: `decls` (globals, buffers, structs, functions, types), `expr`
//! (names, members, indexing, operators), `calls` (calls, methods, constructors, initializer
//! lists), `members` (member functions, static members, inheritance), `convert_nodes`
//! (implicit conversions as HIR nodes), `stmt` (statements), `entry`
//! (entry points, call graph, bindings).

use super::hir::{
    ConstValue, Expr, ExprId, ExprKind, FuncId, Function, Global, GlobalId, Local, LocalId,
    ParamDirection, Program, SemaOptions,
};
use super::scope::{GlobalScope, LocalScopes};
use crate::diag::{Code, DiagnosticBag};
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{MatrixPacking, Scalar, StructDef, TypeArena, TypeId};
use std::collections::BTreeSet;

/// Checks a translation unit.
pub fn check(
    unit: &ast::TranslationUnit,
    options: &SemaOptions,
    diags: &mut DiagnosticBag,
) -> Program {
    super::attributes::check_unit(unit, diags);
    let mut c = Checker::new(unit, options, diags);
    for &d in &unit.decls {
        if c.diags.is_capped() {
            break;
        }
        c.top_level_decl(d);
    }
    c.finish()
}

/// The body being built: the function's own, or the global initialiser function.
#[derive(Debug, Default)]
pub(crate) struct FnCx {
    pub locals: Vec<Local>,
    /// Parallel to `locals`: declared `const` (not assignable).
    pub const_locals: Vec<bool>,
    /// Parallel to `locals`: the folded value of a `const` scalar or vector local with a
    /// constant initializer (uses fold to it, so it can size arrays).
    pub const_values: Vec<Option<ConstValue>>,
    pub exprs: Vec<Expr>,
    pub params: Vec<(String, TypeId, ParamDirection)>,
    pub return_type: Option<TypeId>,
    pub scopes: LocalScopes,
    pub loop_depth: u32,
    pub switch_depth: u32,
    /// Calls made, for the call graph (recursion, used globals, discard).
    pub calls: Vec<(FuncId, Span)>,
    /// Globals referenced directly.
    pub used: BTreeSet<GlobalId>,
    /// The first use of each stage-only operation (`discard`, `clip`, group barriers).
    pub stage_ops: Vec<(StageOp, Span)>,
    /// DXC's inline SPIR-V requirements written in the body (statement attributes,
    /// `vk::ext_execution_mode` calls).
    pub spirv: crate::target::SpirvEntryExtras,
    /// Nesting of statements and expressions (bounded).
    pub depth: u32,
    /// Set in a member function: its struct, and whether it has `this`.
    pub method: Option<super::members::MethodCx>,
}

/// Facts about a function the HIR does not keep.
#[derive(Debug)]
pub(crate) struct FuncInfo {
    pub decl: ast::DeclId,
    pub defined: bool,
    pub defaults: Vec<Option<ast::ExprId>>,
    pub calls: Vec<(FuncId, Span)>,
    pub used: BTreeSet<GlobalId>,
    pub stage_ops: Vec<(StageOp, Span)>,
    pub spirv: crate::target::SpirvEntryExtras,
}

/// An operation only some stages can perform; the entry-point check reports one a reached
/// function uses outside them (OSH0322). This is the one table: the backends keep their own
/// checks only as a defence for IR built without sema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StageOp {
    /// `discard`: pixel shaders.
    Discard,
    /// `clip(x)`: pixel shaders.
    Clip,
    /// `GroupMemoryBarrier*` and `*WithGroupSync`: compute shaders.
    GroupBarrier,
    /// `Barrier` with `GROUP_SHARED_MEMORY`, `GROUP_SYNC` or `GROUP_SCOPE`: compute shaders.
    GroupBarrierFlags,
    /// Screen-space derivatives, explicit (`ddx`, `fwidth`, ...) or implied by sampling with an
    /// implicit level of detail (`Sample`, `SampleBias`, `SampleCmp`,
    /// `CalculateLevelOfDetail`): pixel shaders, and compute shaders from shader model 6.6
    /// (derivatives over quads of threads; the SPIR-V backend checks the thread-group shape).
    Derivative(&'static str),
    /// `SubpassLoad` (input attachments): pixel shaders.
    SubpassLoad,
    /// `EvaluateAttribute*` (an input evaluated at a sample, the centroid or an offset) and
    /// `GetAttributeAtVertex`: pixel shaders.
    Interpolation(&'static str),
}

impl StageOp {
    pub fn allowed(self, stage: crate::target::Stage, model: crate::target::ShaderModel) -> bool {
        use crate::target::{ShaderModel, Stage};
        let compute_derivatives = model >= ShaderModel { major: 6, minor: 6 };
        match self {
            StageOp::Discard | StageOp::Clip | StageOp::SubpassLoad | StageOp::Interpolation(_) => {
                stage == Stage::Pixel
            }
            StageOp::Derivative(_) => {
                stage == Stage::Pixel || (stage == Stage::Compute && compute_derivatives)
            }
            StageOp::GroupBarrier | StageOp::GroupBarrierFlags => stage == Stage::Compute,
        }
    }

    /// The message for a use in entry point `entry`, a `stage` shader.
    pub fn message(self, entry: &str, stage: &str) -> String {
        let (what, stages) = match self {
            StageOp::Discard => ("'discard'".to_string(), "pixel shaders"),
            StageOp::Clip => ("'clip'".to_string(), "pixel shaders"),
            StageOp::SubpassLoad => (
                "Reading a SubpassInput ('SubpassLoad')".to_string(),
                "pixel shaders",
            ),
            StageOp::Interpolation(name) => (format!("'{name}'"), "pixel shaders"),
            StageOp::GroupBarrier => ("A thread-group barrier".to_string(), "compute shaders"),
            StageOp::GroupBarrierFlags => (
                "'Barrier' with GROUP_SHARED_MEMORY, GROUP_SYNC or GROUP_SCOPE (a thread group's \
                 memory or wait)"
                    .to_string(),
                "compute shaders",
            ),
            StageOp::Derivative(name) => {
                let hint = if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                    " Use SampleLevel (or SampleCmpLevelZero) with an explicit level."
                } else {
                    ""
                };
                let compute = if stage == "compute" {
                    " (compute shaders from shader model 6.6: compile with -T cs_6_6)"
                } else {
                    ""
                };
                return format!("'{name}' needs screen-space derivatives, which only pixel shaders have{compute}, and '{entry}' is a {stage} shader.{hint}");
            }
        };
        format!("{what} is only allowed in {stages}, and '{entry}' is a {stage} shader.")
    }

    /// The stage-only operation an intrinsic is, if any.
    pub fn of_intrinsic(op: super::hir::Intrinsic) -> Option<StageOp> {
        use super::hir::Intrinsic as I;
        Some(match op {
            I::Clip => StageOp::Clip,
            I::SubpassLoad => StageOp::SubpassLoad,
            I::GroupMemoryBarrier
            | I::GroupMemoryBarrierWithGroupSync
            | I::DeviceMemoryBarrierWithGroupSync
            | I::AllMemoryBarrierWithGroupSync => StageOp::GroupBarrier,
            I::Ddx => StageOp::Derivative("ddx"),
            I::DdxCoarse => StageOp::Derivative("ddx_coarse"),
            I::DdxFine => StageOp::Derivative("ddx_fine"),
            I::Ddy => StageOp::Derivative("ddy"),
            I::DdyCoarse => StageOp::Derivative("ddy_coarse"),
            I::DdyFine => StageOp::Derivative("ddy_fine"),
            I::Fwidth => StageOp::Derivative("fwidth"),
            I::EvaluateAttributeCentroid => StageOp::Interpolation("EvaluateAttributeCentroid"),
            I::EvaluateAttributeAtSample => StageOp::Interpolation("EvaluateAttributeAtSample"),
            I::EvaluateAttributeSnapped => StageOp::Interpolation("EvaluateAttributeSnapped"),
            I::GetAttributeAtVertex => StageOp::Interpolation("GetAttributeAtVertex"),
            I::Sample => StageOp::Derivative("Sample"),
            I::SampleBias => StageOp::Derivative("SampleBias"),
            I::SampleCmp => StageOp::Derivative("SampleCmp"),
            I::SampleCmpBias => StageOp::Derivative("SampleCmpBias"),
            I::CalculateLevelOfDetail => StageOp::Derivative("CalculateLevelOfDetail"),
            I::CalculateLevelOfDetailUnclamped => {
                StageOp::Derivative("CalculateLevelOfDetailUnclamped")
            }
            _ => return None,
        })
    }
}

impl FnCx {
    /// Records the first use of `op` in the function.
    pub fn note_stage_op(&mut self, op: StageOp, span: Span) {
        if !self.stage_ops.iter().any(|(o, _)| *o == op) {
            self.stage_ops.push((op, span));
        }
    }
}

/// Binding-related facts about a resource global.
#[derive(Debug, Default, Clone)]
pub(crate) struct ResourceInfo {
    pub registers: Vec<ast::RegisterBinding>,
    /// `[[vk::binding(b, s)]]`.
    pub vk_binding: Option<(u32, Option<u32>)>,
    pub counter_binding: Option<u32>,
    /// The matrix packing for its layout.
    pub packing: MatrixPacking,
    pub span: Span,
    /// Set on the arrays `heap` synthesizes for a descriptor heap.
    pub heap: Option<crate::vk_bindings::DescriptorHeap>,
    /// A later resource of a global struct of resources: the struct's first resource and this
    /// one's distance in bindings from it ([`super::resource_structs`]).
    pub group: Option<(GlobalId, u32)>,
    /// On the first resource of a global struct of resources: the bindings the struct takes.
    pub reserve: u32,
}

/// The implicit `Globals` buffer while it is being filled.
#[derive(Debug)]
pub(crate) struct ImplicitGlobals {
    pub global: GlobalId,
    pub element: TypeId,
}

pub(crate) struct Checker<'a> {
    pub unit: &'a ast::TranslationUnit,
    pub options: &'a SemaOptions,
    pub diags: &'a mut DiagnosticBag,
    pub types: TypeArena,
    pub globals: Vec<Global>,
    /// Parallel to `globals`: binding facts for resources.
    pub resource_info: Vec<Option<ResourceInfo>>,
    pub functions: Vec<Function>,
    pub func_info: Vec<FuncInfo>,
    pub scope: GlobalScope,
    pub cur: FnCx,
    /// The global initialiser function's body, while a function body is being checked.
    pub init_ctx: Option<FnCx>,
    pub init_stmts: Vec<super::hir::Stmt>,
    pub implicit_globals: Option<ImplicitGlobals>,
    /// Member functions, bases and nested scopes of structs.
    pub members: super::members::MemberTables,
    /// Function and struct templates, their instances and the bindings being checked.
    pub templates: super::templates::Templates,
    /// The type each struct definition last declared, for `typedef struct S { ... } N;`, whose
    /// definition is declared on its own first and then named by the typedef.
    pub declared_structs: std::collections::BTreeMap<ast::DeclId, TypeId>,
    /// Structs declared `struct S;` and not defined yet: their (empty) type, by qualified name,
    /// and the declaration. The definition fills that type; one never defined may be pointed
    /// to (`vk::BufferPointer<S>`) but not held ([`Checker::report_undefined_structs`]).
    pub forward_structs: std::collections::BTreeMap<String, (TypeId, Span)>,
    /// Multi-dimensional resource arrays (`Texture2D t[2][3]`), declared as one dimension of
    /// their element count: each global's dimensions as written (`[2, 3]`), for
    /// [`Checker::multi_dim_resource_index`].
    pub multi_dim_resources: std::collections::BTreeMap<GlobalId, Vec<u32>>,
    /// Global structs of resources, flattened to resource globals; indexed by
    /// [`ValueSymbol::ResourceStruct`](super::scope::ValueSymbol::ResourceStruct).
    pub resource_structs: Vec<super::resource_structs::ResourceTree>,
    /// The fields of each struct that has bit-fields, as written ([`super::bit_fields`]).
    pub bit_fields: std::collections::BTreeMap<TypeId, Vec<super::bit_fields::FieldSlot>>,
    /// The `printf` formats so far ([`super::hir::Program::strings`]).
    pub strings: Vec<String>,
    /// Global `string` constants by name: their text (they are `printf` formats, not values).
    pub string_constants: std::collections::BTreeMap<String, String>,
    /// The arrays of the descriptor heaps read so far: (heap, element type, global), in
    /// first-use order (`heap`).
    pub heap_arrays: Vec<(crate::vk_bindings::DescriptorHeap, TypeId, GlobalId)>,
    /// DXR's built-in `RayDesc`, made on first use.
    ray_desc: Option<TypeId>,
    error_ty: Option<TypeId>,
}

/// The deepest statements and expressions may nest while checking.
pub(crate) const MAX_DEPTH: u32 = 300;

impl<'a> Checker<'a> {
    fn new(
        unit: &'a ast::TranslationUnit,
        options: &'a SemaOptions,
        diags: &'a mut DiagnosticBag,
    ) -> Self {
        Checker {
            unit,
            options,
            diags,
            types: TypeArena::new(),
            globals: Vec::new(),
            resource_info: Vec::new(),
            functions: Vec::new(),
            func_info: Vec::new(),
            scope: GlobalScope::default(),
            cur: FnCx::default(),
            init_ctx: None,
            init_stmts: Vec::new(),
            implicit_globals: None,
            members: Default::default(),
            templates: Default::default(),
            declared_structs: Default::default(),
            forward_structs: Default::default(),
            multi_dim_resources: Default::default(),
            resource_structs: Vec::new(),
            bit_fields: Default::default(),
            strings: Vec::new(),
            string_constants: Default::default(),
            heap_arrays: Vec::new(),
            ray_desc: None,
            error_ty: None,
        }
    }

    /// DXR's built-in `struct RayDesc { float3 Origin; float TMin; float3 Direction; float
    /// TMax; }`, one type for the whole program (DXC predeclares it in every shader model 6
    /// stage; engines that trace rays in software use it as a plain struct).
    pub fn ray_desc_type(&mut self) -> TypeId {
        if let Some(t) = self.ray_desc {
            return t;
        }
        let f3 = self.types.vector(Scalar::FLOAT, 3);
        let f = self.types.scalar(Scalar::FLOAT);
        let members = [("Origin", f3), ("TMin", f), ("Direction", f3), ("TMax", f)]
            .into_iter()
            .map(|(name, ty)| crate::types::StructMember::new(name, ty, Span::default()))
            .collect();
        let t = self.types.add_struct(StructDef {
            name: "RayDesc".into(),
            members,
            span: Span::default(),
        });
        self.ray_desc = Some(t);
        t
    }

    /// Reports OSH0350 when `ty` is or holds a `RayQuery`, which is an object that cannot be
    /// copied (DXC's rule): it can be declared, indexed in a local array and passed to
    /// functions (by reference), never assigned, initialized from another, returned or kept
    /// in a struct. `what` completes "A RayQuery cannot be ...".
    pub fn holds_ray_query(&mut self, ty: TypeId, span: Span, what: &str) -> bool {
        let mut t = ty;
        for _ in 0..64 {
            match self.types.get(t) {
                crate::types::Type::Array { element, .. } => t = element,
                crate::types::Type::RayQuery { .. } => {
                    self.diags.error(
                        Code::UNSUPPORTED,
                        span,
                        format!("A RayQuery cannot be {what}: it is an object, not a value. Declare one per query and call TraceRayInline on it, or pass it to a function (by reference)."),
                    );
                    return true;
                }
                _ => return false,
            }
        }
        false
    }

    /// Reports OSH0317 when `ty` is (an array of) `vk::integral_constant` or `vk::Literal`:
    /// they exist only as operands of `vk::SpirvType` / `vk::SpirvOpaqueType`, never as values;
    /// likewise an interface ([`Checker::refuse_interface_value`]). Returns whether it reported.
    pub fn refuse_non_value_type(&mut self, ty: TypeId, span: Span) -> bool {
        if self.refuse_interface_value(ty, span) {
            return true;
        }
        let inner = self.types.innermost_element(ty);
        let crate::types::Type::Spirv(id) = self.types.get(inner) else {
            return false;
        };
        if matches!(
            self.types.spirv_def(id),
            Some(crate::types::SpirvTypeDef::Declared { .. }) | None
        ) {
            return false;
        }
        self.diags.error(
            Code::BAD_DECLARATION,
            span,
            format!(
                "'{}' is an operand of vk::SpirvType or vk::SpirvOpaqueType, not a type of values.",
                self.types.display(inner)
            ),
        );
        true
    }

    /// Reports OSH0317 for an array without a size whose elements are values: only resource
    /// arrays (`Texture2D t[]`) may be unbounded; a `groupshared`, `static` or constant-buffer
    /// array needs its length (DXC's rule; no target can size such memory).
    pub fn refuse_unsized_value_array(&mut self, ty: TypeId, span: Span, name: &str) -> bool {
        let mut t = ty;
        let mut unsized_ = false;
        for _ in 0..64 {
            match self.types.get(t) {
                crate::types::Type::Array { element, length } => {
                    unsized_ |= length == 0;
                    t = element;
                }
                crate::types::Type::Resource(_) => return false,
                _ => break,
            }
        }
        if unsized_ {
            self.diags.error(
                Code::BAD_DECLARATION,
                span,
                format!("The array '{name}' needs a size: only arrays of resources (Texture2D t[]) can be unbounded."),
            );
        }
        unsized_
    }

    /// The type of erroneous expressions: a private struct nothing else uses, created on the
    /// first error. Operations on it report nothing.
    pub fn error_type(&mut self) -> TypeId {
        if let Some(t) = self.error_ty {
            return t;
        }
        let t = self.types.add_struct(StructDef {
            name: "<error>".into(),
            members: Vec::new(),
            span: Span::default(),
        });
        self.error_ty = Some(t);
        t
    }

    pub fn is_error(&self, ty: TypeId) -> bool {
        self.error_ty == Some(ty)
    }

    // ----- expression arena -------------------------------------------------------------

    pub fn push_expr(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        let id = ExprId(self.cur.exprs.len() as u32);
        self.cur.exprs.push(Expr {
            kind,
            ty,
            span,
            precise: false,
        });
        id
    }

    pub fn expr_ty(&self, id: ExprId) -> TypeId {
        self.cur
            .exprs
            .get(id.index())
            .map(|e| e.ty)
            .unwrap_or(TypeId(0))
    }

    pub fn expr(&self, id: ExprId) -> Option<&Expr> {
        self.cur.exprs.get(id.index())
    }

    pub fn error_expr(&mut self, span: Span) -> ExprId {
        let t = self.error_type();
        self.push_expr(ExprKind::Const(ConstValue::Int(0)), t, span)
    }

    pub fn add_local(&mut self, name: &str, ty: TypeId, span: Span, is_const: bool) -> LocalId {
        let id = LocalId(self.cur.locals.len() as u32);
        self.cur.locals.push(Local {
            name: name.to_string(),
            ty,
            span,
            precise: false,
        });
        self.cur.const_locals.push(is_const);
        self.cur.const_values.push(None);
        id
    }

    /// Folds an expression of the current arena.
    pub fn fold(&self, id: ExprId) -> Result<ConstValue, super::constant::NotConstant> {
        super::constant::Folder {
            exprs: &self.cur.exprs,
            types: &self.types,
            globals: &self.globals,
        }
        .fold(id)
    }

    /// Evaluates an AST expression that must be an integer constant (array sizes, attribute
    /// arguments). `what` names it in messages: "The array size", "Argument 1 of 'numthreads'".
    /// Reports OSH0310 and returns `None` when it is not one.
    pub fn const_int(&mut self, e: ast::ExprId, what: &str) -> Option<i64> {
        let mark = self.cur.exprs.len();
        let id = self.check_expr(e);
        let result = self.const_int_of(id, self.aspan(e), what);
        // The scratch expressions are not part of any function.
        self.cur.exprs.truncate(mark);
        result
    }

    /// [`Checker::const_int`] of an expression already checked (`span` is where it was
    /// written); the caller drops the scratch expressions.
    pub fn const_int_of(&mut self, id: ExprId, span: Span, what: &str) -> Option<i64> {
        let ty = self.expr_ty(id);
        if self.is_error(ty) {
            return None;
        }
        match self.fold(id) {
            Ok(v)
                if self
                    .types
                    .scalar_of(ty)
                    .is_some_and(|s| s.is_integer() || s.is_bool()) =>
            {
                super::constant::as_i64(&v)
            }
            Ok(_) => {
                self.diags.error(
                    Code::NOT_CONSTANT,
                    span,
                    format!(
                        "{what} must be an integer constant, not '{}'.",
                        self.types.display(ty)
                    ),
                );
                None
            }
            Err(super::constant::NotConstant::SpecConstant) => {
                self.diags.error(
                    Code::NOT_CONSTANT,
                    span,
                    format!("{what} must be an integer constant. It uses a specialization constant, whose value is only known when the pipeline is created: use a literal or a 'static const' there, or choose the value with a #define."),
                );
                None
            }
            Err(super::constant::NotConstant::Other) => {
                self.diags.error(
                    Code::NOT_CONSTANT,
                    span,
                    format!("{what} must be an integer constant: use a literal, a 'static const' or a #define."),
                );
                None
            }
        }
    }

    /// The span of an AST expression.
    pub fn aspan(&self, e: ast::ExprId) -> Span {
        self.unit
            .exprs
            .get(e.index())
            .map(|x| x.span)
            .unwrap_or_default()
    }

    /// All value names visible here (locals, parameters, globals), for suggestions.
    pub fn visible_value_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.cur.scopes.names().map(str::to_string).collect();
        names.extend(self.scope.value_names().map(str::to_string));
        names.extend(self.member_value_names());
        names
    }

    fn finish(mut self) -> Program {
        self.finish_implicit_globals();
        let init_function = self.build_init_function();
        self.report_undefined_structs();
        self.compute_buffer_layouts();
        let pointee_layouts = self.pointee_layouts();
        // Entry points first: a shared binding slot is an error only among the resources one
        // entry point uses.
        let entry_points = self.entry_points();
        self.report_undefined_functions(&entry_points);
        self.assign_bindings(&entry_points);
        let mut program = Program {
            source_path: String::new(),
            types: std::mem::take(&mut self.types),
            globals: std::mem::take(&mut self.globals),
            functions: std::mem::take(&mut self.functions),
            entry_points,
            init_function,
            buffer_layout: self.options.buffer_layout,
            position: self.options.position,
            unknown_image_format: self.options.unknown_image_format,
            strings: std::mem::take(&mut self.strings),
            pointee_layouts,
        };
        if let Err(r) = super::split_structs::split_mixed_structs(&mut program) {
            self.diags.error(Code::LOWER_UNSUPPORTED, r.span, r.message);
        }
        program
    }

    /// Names the implicit buffer `Globals`, or `_Globals` when a user declaration has that name.
    fn finish_implicit_globals(&mut self) {
        let Some(ig) = &self.implicit_globals else {
            return;
        };
        let (global, element) = (ig.global, ig.element);
        let taken = |n: &str| self.scope.has_value(n) || self.scope.has_type(n);
        let name = if taken("Globals") {
            "_Globals"
        } else {
            "Globals"
        };
        if let Some(g) = self.globals.get_mut(global.index()) {
            g.name = name.to_string();
        }
        if let crate::types::Type::Struct(sid) = self.types.get(element) {
            if let Some(def) = self.types.struct_def_mut(sid) {
                def.name = name.to_string();
            }
        }
    }

    /// Turns the collected non-constant static initialisers into `init_globals`.
    fn build_init_function(&mut self) -> Option<FuncId> {
        if self.init_stmts.is_empty() {
            return None;
        }
        let ctx = std::mem::take(&mut self.cur);
        let void = self.types.void();
        let id = FuncId(self.functions.len() as u32);
        self.functions.push(Function {
            name: "init_globals".into(),
            span: Span::default(),
            params: Vec::new(),
            return_type: void,
            return_semantic: None,
            locals: ctx.locals,
            exprs: ctx.exprs,
            body: super::hir::Block {
                stmts: std::mem::take(&mut self.init_stmts),
            },
            spirv: None,
            no_inline: false,
            spirv_decorations: Vec::new(),
        });
        self.func_info.push(FuncInfo {
            decl: ast::DeclId(u32::MAX),
            defined: true,
            defaults: Vec::new(),
            calls: ctx.calls,
            used: ctx.used,
            stage_ops: ctx.stage_ops,
            spirv: ctx.spirv,
        });
        Some(id)
    }
}

#[cfg(test)]
#[path = "check_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "legality_tests.rs"]
mod legality_tests;
