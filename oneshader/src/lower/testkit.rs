//! Test kit for lowering tests: builders that make hand-written HIR programs concise, and
//! `lower_ok`, which lowers and verifies through the driver and validates every entry point
//! with `spirv-val`.

use crate::api::Stage;
use crate::diag::DiagnosticBag;
use crate::ir;
use crate::sema::hir::*;
use crate::source::Span;
use crate::types::*;

/// Builds a HIR program concisely.
pub(crate) struct P {
    pub p: Program,
}

/// Builds one HIR function.
pub(crate) struct F {
    pub f: Function,
}

pub(crate) fn sem(name: &str, index: u32) -> Semantic {
    Semantic {
        name: name.into(),
        index,
        span: Span::default(),
    }
}

impl P {
    pub fn new() -> P {
        let mut p = Program::default();
        p.types.void();
        P { p }
    }
    pub fn t(&mut self) -> &mut TypeArena {
        &mut self.p.types
    }
    pub fn float(&mut self) -> TypeId {
        self.p.types.scalar(Scalar::FLOAT)
    }
    pub fn int(&mut self) -> TypeId {
        self.p.types.scalar(Scalar::INT)
    }
    pub fn uint(&mut self) -> TypeId {
        self.p.types.scalar(Scalar::UINT)
    }
    pub fn boolean(&mut self) -> TypeId {
        self.p.types.scalar(Scalar::BOOL)
    }
    pub fn vec(&mut self, s: Scalar, n: u8) -> TypeId {
        self.p.types.vector(s, n)
    }
    pub fn void(&mut self) -> TypeId {
        self.p.types.void()
    }
    pub fn global(&mut self, name: &str, ty: TypeId, kind: GlobalKind) -> GlobalId {
        self.p.globals.push(Global {
            name: name.into(),
            ty,
            span: Span::default(),
            kind,
            spirv_decorations: Vec::new(),
        });
        GlobalId(self.p.globals.len() as u32 - 1)
    }
    pub fn resource(&mut self, name: &str, r: ResourceType, binding: u32) -> GlobalId {
        let ty = self.p.types.intern(Type::Resource(r));
        self.global(
            name,
            ty,
            GlobalKind::Resource(ResourceBinding {
                set: 0,
                binding,
                slots: Default::default(),
                count: 1,
                layout: None,
                image_format: None,
                input_attachment_index: None,
                combined_with: None,
                counter: None,
                implicit_globals: false,
                block: false,
                alias_of: None,
                rasterizer_ordered: false,
                globally_coherent: false,
                heap: None,
            }),
        )
    }
    pub fn func(&mut self, f: F) -> FuncId {
        self.p.functions.push(f.f);
        FuncId(self.p.functions.len() as u32 - 1)
    }
    pub fn entry(&mut self, name: &str, stage: Stage, function: FuncId) -> &mut EntryPoint {
        self.p.entry_points.push(EntryPoint {
            name: name.into(),
            stage,
            function,
            workgroup_size: if stage == Stage::Compute {
                [8, 1, 1]
            } else {
                [0, 0, 0]
            },
            early_depth_stencil: false,
            fragment_tests: Default::default(),
            spirv: Default::default(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            used_globals: Vec::new(),
            span: Span::default(),
        });
        self.p.entry_points.last_mut().expect("just pushed")
    }
}

pub(crate) fn stage_var(
    name: &str,
    semantic: Semantic,
    ty: TypeId,
    source: StageVarSource,
    path: Vec<u32>,
    system_value: Option<SystemValue>,
    location: Option<u32>,
) -> StageVar {
    StageVar {
        name: name.into(),
        semantic,
        ty,
        source,
        path,
        system_value,
        location,
        interpolation: Interpolation::default(),
        vertex_format: None,
        spirv_decorations: Vec::new(),
    }
}

impl F {
    pub fn new(name: &str, ret: TypeId) -> F {
        F {
            f: Function {
                name: name.into(),
                span: Span::default(),
                params: Vec::new(),
                return_type: ret,
                return_semantic: None,
                locals: Vec::new(),
                exprs: Vec::new(),
                body: Block::default(),
                spirv: None,
                no_inline: false,
                spirv_decorations: Vec::new(),
            },
        }
    }
    pub fn param(&mut self, name: &str, ty: TypeId, direction: ParamDirection) -> ExprId {
        self.f.params.push(Param {
            name: name.into(),
            ty,
            direction,
            semantic: None,
            interpolation: Interpolation::default(),
            vk_builtin: None,
            location: None,
            spirv_decorations: Vec::new(),
            span: Span::default(),
        });
        let i = self.f.params.len() as u32 - 1;
        self.e(ExprKind::Param(i), ty)
    }
    pub fn e(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.f.exprs.push(Expr {
            kind,
            ty,
            span: Span::default(),
            precise: false,
        });
        ExprId(self.f.exprs.len() as u32 - 1)
    }
    pub fn local(&mut self, name: &str, ty: TypeId) -> LocalId {
        self.f.locals.push(Local {
            name: name.into(),
            ty,
            span: Span::default(),
            precise: false,
        });
        LocalId(self.f.locals.len() as u32 - 1)
    }
    pub fn ty(&self, e: ExprId) -> TypeId {
        self.f.exprs[e.index()].ty
    }
    pub fn cf(&mut self, t: TypeId, v: f64) -> ExprId {
        self.e(ExprKind::Const(ConstValue::Float(v)), t)
    }
    pub fn ci(&mut self, t: TypeId, v: i64) -> ExprId {
        self.e(ExprKind::Const(ConstValue::Int(v)), t)
    }
    pub fn cu_(&mut self, t: TypeId, v: u64) -> ExprId {
        self.e(ExprKind::Const(ConstValue::Uint(v)), t)
    }
    pub fn lv(&mut self, l: LocalId) -> ExprId {
        let t = self.f.locals[l.index()].ty;
        self.e(ExprKind::Local(l), t)
    }
    pub fn bin(&mut self, op: BinaryOp, l: ExprId, r: ExprId, t: TypeId) -> ExprId {
        self.e(ExprKind::Binary { op, lhs: l, rhs: r }, t)
    }
    pub fn assign(&mut self, target: ExprId, value: ExprId) -> ExprId {
        let t = self.ty(target);
        self.e(ExprKind::Assign { target, value }, t)
    }
    pub fn intr(&mut self, op: Intrinsic, args: Vec<ExprId>, t: TypeId) -> ExprId {
        self.e(ExprKind::Intrinsic { op, args }, t)
    }
    pub fn swz(&mut self, base: ExprId, comps: &[u8], t: TypeId) -> ExprId {
        self.e(
            ExprKind::Swizzle {
                base,
                components: comps.to_vec(),
            },
            t,
        )
    }
    pub fn s(&mut self, kind: StmtKind) {
        self.f.body.stmts.push(st(kind));
    }
    pub fn ret(&mut self, value: Option<ExprId>) {
        self.s(StmtKind::Return { value });
    }
}

pub(crate) fn st(kind: StmtKind) -> Stmt {
    Stmt {
        kind,
        span: Span::default(),
    }
}

pub(crate) fn blk(stmts: Vec<StmtKind>) -> Block {
    Block {
        stmts: stmts.into_iter().map(st).collect(),
    }
}

/// Lowers and verifies through the driver's stages (lower + verify, the legalization passes),
/// asserts there are no diagnostics, and validates every entry point with `spirv-val`; returns
/// the module as the lowering left it (what these tests inspect). A copy also goes through the
/// optimizer, whose SPIR-V must validate too.
pub(crate) fn lower_ok(p: &Program) -> ir::Module {
    let mut diags = DiagnosticBag::new();
    let options = crate::api::CompileOptions {
        optimize: false,
        ..Default::default()
    };
    let m = crate::driver::lower(p, Span::default(), &mut diags)
        .filter(|_| diags.reports().is_empty())
        .and_then(|mut m| {
            crate::driver::optimize(&mut m, &options, Span::default(), &mut diags).then_some(m)
        });
    let Some(m) = m.filter(|_| diags.reports().is_empty()) else {
        panic!("unexpected diagnostics: {:?}", diags.reports());
    };
    for ep in &m.entry_points {
        spirv_validate(&m, &ep.name);
    }
    let mut optimized = m.clone();
    let on = crate::api::CompileOptions::default();
    assert!(
        crate::driver::optimize(&mut optimized, &on, Span::default(), &mut diags),
        "the optimizer left invalid IR: {:?}",
        diags.reports()
    );
    for ep in &optimized.entry_points {
        spirv_validate(&optimized, &ep.name);
    }
    m
}

/// Emits one entry point as SPIR-V and runs `spirv-val --target-env vulkan1.2` on it (a
/// missing tool fails the test).
pub(crate) fn spirv_validate(m: &ir::Module, entry: &str) {
    if let Err(e) = crate::testing::spirv_check(m, entry) {
        panic!("{e}\n{}", ir::print(m));
    }
}
