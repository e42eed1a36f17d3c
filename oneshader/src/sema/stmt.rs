//! Statements and local declarations.
//!
//! Input: AST statements of a function body. Output: HIR blocks with conditions converted to
//! scalar `bool`, switch selectors to `int`/`uint`, return values to the return type, and
//! loop attributes as [`ControlHint`]s. `break`/`continue` outside a loop (or switch) are
//! OSH0316. [`falls_through`] tells whether the end of a block is reachable (missing returns).

use super::check::{Checker, MAX_DEPTH};
use super::hir::{
    Block, CaseLabel, ConstValue, ControlHint, Expr, ExprId, ExprKind, Global, GlobalId,
    GlobalKind, Stmt, StmtKind, SwitchCase,
};
use super::scope::LocalSymbol;
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast::{self, DeclKind, ModifierKind};
use crate::types::{Scalar, ScalarKind, Type};

impl Checker<'_> {
    /// A function's body block (parameters are already in scope).
    pub fn check_function_block(&mut self, body: ast::StmtId) -> Block {
        match self.unit.stmts.get(body.index()).map(|s| &s.kind) {
            Some(ast::StmtKind::Block(items)) => self.block_items(items),
            _ => {
                let mut b = Block::default();
                self.stmt_into(body, &mut b);
                b
            }
        }
    }

    fn block_items(&mut self, items: &[ast::StmtId]) -> Block {
        let mut b = Block::default();
        for &s in items {
            if self.diags.is_capped() {
                break;
            }
            self.stmt_into(s, &mut b);
        }
        b
    }

    /// A statement as its own scope (loop and branch bodies).
    fn scoped_block(&mut self, s: ast::StmtId) -> Block {
        self.cur.scopes.push();
        let b = match self.unit.stmts.get(s.index()).map(|s| &s.kind) {
            Some(ast::StmtKind::Block(items)) => self.block_items(items),
            _ => {
                let mut b = Block::default();
                self.stmt_into(s, &mut b);
                b
            }
        };
        self.cur.scopes.pop();
        b
    }

    fn hint(&mut self, attrs: &[ast::Attribute]) -> ControlHint {
        for a in attrs {
            match a.name.as_str() {
                "unroll" => {
                    let n = a
                        .args
                        .first()
                        .and_then(|&e| self.const_int(e, "The unroll count"));
                    return ControlHint::Unroll(n.and_then(|n| u32::try_from(n).ok()));
                }
                "loop" | "fastopt" => return ControlHint::DontUnroll,
                "branch" => return ControlHint::Branch,
                "flatten" => return ControlHint::Flatten,
                _ => {}
            }
        }
        ControlHint::None
    }

    fn condition(&mut self, e: ast::ExprId) -> super::hir::ExprId {
        let v = self.check_expr(e);
        let b = self.types.scalar(Scalar::BOOL);
        let span = self.aspan(e);
        if self.is_error(self.expr_ty(v)) {
            return v;
        }
        self.coerce(v, b, span)
    }

    fn stmt_into(&mut self, s: ast::StmtId, out: &mut Block) {
        let Some(stmt) = self.unit.stmts.get(s.index()) else {
            return;
        };
        let span = stmt.span;
        if self.cur.depth > MAX_DEPTH {
            self.diags
                .error(Code::NESTING_TOO_DEEP, span, "Statements nest too deeply.");
            return;
        }
        self.cur.depth += 1;
        // Inline SPIR-V requirements written on the statement (or on its declaration).
        let decl_attrs = match &stmt.kind {
            ast::StmtKind::Decl(d) => self
                .unit
                .decl_arena
                .get(d.index())
                .map(|d| d.attributes.as_slice())
                .unwrap_or_default(),
            _ => &[],
        };
        for attrs in [stmt.attributes.as_slice(), decl_attrs] {
            self.refuse_spirv_attrs(attrs);
            let mut extras = std::mem::take(&mut self.cur.spirv);
            self.spirv_requirements(attrs, &mut extras);
            self.cur.spirv = extras;
        }
        let kind = self.stmt_kind(stmt, out);
        self.cur.depth -= 1;
        if let Some(kind) = kind {
            out.stmts.push(Stmt { kind, span });
        }
    }

    /// The HIR statement for `stmt`; declarations push their own statements into `out`.
    fn stmt_kind(&mut self, stmt: &ast::Stmt, out: &mut Block) -> Option<StmtKind> {
        let span = stmt.span;
        Some(match &stmt.kind {
            ast::StmtKind::Block(items) => {
                self.cur.scopes.push();
                let b = self.block_items(items);
                self.cur.scopes.pop();
                StmtKind::Block(b)
            }
            ast::StmtKind::Decl(d) => {
                self.local_decl(*d, out);
                return None;
            }
            ast::StmtKind::Expr(e) => {
                let v = self.check_value(*e);
                self.warn_unused_result(v);
                StmtKind::Expr(v)
            }
            ast::StmtKind::If {
                condition,
                then_branch,
                else_branch,
            } => {
                let hint = self.hint(&stmt.attributes);
                let cond = self.condition(*condition);
                let then_block = self.scoped_block(*then_branch);
                let else_block = else_branch.map(|e| self.scoped_block(e));
                StmtKind::If {
                    cond,
                    then_block,
                    else_block,
                    hint,
                }
            }
            ast::StmtKind::For {
                init,
                condition,
                update,
                body,
            } => {
                let hint = self.hint(&stmt.attributes);
                self.cur.scopes.push();
                let mut init_block = Block::default();
                if let Some(i) = init {
                    self.stmt_into(*i, &mut init_block);
                }
                let cond = condition.map(|c| self.condition(c));
                let step = update.map(|u| self.check_value(u));
                self.cur.loop_depth += 1;
                let body = self.scoped_block(*body);
                self.cur.loop_depth -= 1;
                self.cur.scopes.pop();
                StmtKind::For {
                    init: init_block,
                    cond,
                    step,
                    body,
                    hint,
                }
            }
            ast::StmtKind::While { condition, body } => {
                let hint = self.hint(&stmt.attributes);
                let cond = self.condition(*condition);
                self.cur.loop_depth += 1;
                let body = self.scoped_block(*body);
                self.cur.loop_depth -= 1;
                StmtKind::While { cond, body, hint }
            }
            ast::StmtKind::DoWhile { body, condition } => {
                let hint = self.hint(&stmt.attributes);
                self.cur.loop_depth += 1;
                let body = self.scoped_block(*body);
                self.cur.loop_depth -= 1;
                let cond = self.condition(*condition);
                StmtKind::DoWhile { body, cond, hint }
            }
            ast::StmtKind::Switch { selector, cases } => self.switch_stmt(stmt, *selector, cases),
            ast::StmtKind::Break => {
                if self.cur.loop_depth == 0 && self.cur.switch_depth == 0 {
                    self.diags.error(
                        Code::BAD_BREAK,
                        span,
                        "'break' is only allowed inside a loop or a switch.",
                    );
                    return None;
                }
                StmtKind::Break
            }
            ast::StmtKind::Continue => {
                if self.cur.loop_depth == 0 {
                    self.diags.error(
                        Code::BAD_BREAK,
                        span,
                        "'continue' is only allowed inside a loop.",
                    );
                    return None;
                }
                StmtKind::Continue
            }
            ast::StmtKind::Return(value) => self.return_stmt(*value, span)?,
            ast::StmtKind::Discard => {
                self.cur.note_stage_op(super::check::StageOp::Discard, span);
                StmtKind::Discard
            }
            ast::StmtKind::Empty | ast::StmtKind::Error => return None,
        })
    }

    fn return_stmt(&mut self, value: Option<ast::ExprId>, span: Span) -> Option<StmtKind> {
        let rt = self.cur.return_type?;
        let void = matches!(self.types.get(rt), Type::Void);
        match value {
            Some(e) => {
                let given = if void {
                    None
                } else {
                    self.heap_element_given(e, rt)
                };
                let v = match given {
                    Some(v) => v,
                    None => self.check_expr(e),
                };
                let vty = self.expr_ty(v);
                if void {
                    if !self.is_error(vty) && !matches!(self.types.get(vty), Type::Void) {
                        self.diags.error(
                            Code::TYPE_MISMATCH,
                            self.aspan(e),
                            "A void function cannot return a value.",
                        );
                    }
                    return Some(StmtKind::Return { value: None });
                }
                let v = self.coerce(v, rt, self.aspan(e));
                Some(StmtKind::Return { value: Some(v) })
            }
            None => {
                if !void && !self.is_error(rt) {
                    self.diags.error(
                        Code::MISSING_RETURN,
                        span,
                        format!(
                            "This function returns '{}': give 'return' a value.",
                            self.types.display(rt)
                        ),
                    );
                }
                Some(StmtKind::Return { value: None })
            }
        }
    }

    fn switch_stmt(
        &mut self,
        stmt: &ast::Stmt,
        selector: ast::ExprId,
        cases: &[ast::SwitchCase],
    ) -> StmtKind {
        let hint = self.hint(&stmt.attributes);
        let sel = self.check_value(selector);
        let sty = self.expr_ty(sel);
        let sspan = self.aspan(selector);
        let unsigned = matches!(self.types.get(sty), Type::Scalar(s) if s.kind == ScalarKind::Uint);
        let sel = if self.is_error(sty) {
            sel
        } else {
            match self.types.get(sty) {
                Type::Scalar(s)
                    if (s.kind == ScalarKind::Int || s.kind == ScalarKind::Uint)
                        && s.width == 32 =>
                {
                    sel
                }
                _ => {
                    let int = self.types.scalar(Scalar::INT);
                    self.coerce(sel, int, sspan)
                }
            }
        };
        self.cur.switch_depth += 1;
        self.cur.scopes.push();
        let mut out_cases: Vec<SwitchCase> = Vec::new();
        let mut labels: Vec<CaseLabel> = Vec::new();
        let mut seen: Vec<CaseLabel> = Vec::new();
        let mut label_span: Option<Span> = None;
        for (i, c) in cases.iter().enumerate() {
            let label = match c.label {
                ast::CaseLabel::Default => Some(CaseLabel::Default),
                ast::CaseLabel::Case(e) => self.const_int(e, "A case label").map(|v| {
                    CaseLabel::Value(if unsigned {
                        v as u32 as i32 as i64
                    } else {
                        v as i32 as i64
                    })
                }),
            };
            if let Some(l) = label {
                if seen.contains(&l) {
                    self.diags.error(
                        Code::REDEFINITION,
                        c.span,
                        "This case label appears twice in the switch.",
                    );
                } else {
                    seen.push(l);
                    labels.push(l);
                }
            }
            label_span.get_or_insert(c.span);
            let last = i + 1 == cases.len();
            if c.body.is_empty() && !last {
                continue;
            }
            let body = self.block_items(&c.body);
            out_cases.push(SwitchCase {
                labels: std::mem::take(&mut labels),
                body,
                span: label_span.take().unwrap_or(c.span),
            });
        }
        self.cur.scopes.pop();
        self.cur.switch_depth -= 1;
        StmtKind::Switch {
            selector: sel,
            cases: out_cases,
            hint,
        }
    }

    fn local_decl(&mut self, d: ast::DeclId, out: &mut Block) {
        let Some(decl) = self.unit.decl_arena.get(d.index()) else {
            return;
        };
        match &decl.kind {
            DeclKind::Variable(v) => {
                let base = self.resolve_type(v.ty);
                let is_const =
                    v.modifiers.contains(ModifierKind::Const) || self.names_const_alias(v.ty);
                let is_static = v.modifiers.contains(ModifierKind::Static);
                if v.modifiers.contains(ModifierKind::Groupshared) {
                    self.diags.error(
                        Code::BAD_DECLARATION,
                        decl.span,
                        "'groupshared' variables must be declared at global scope.",
                    );
                }
                for dc in &v.declarators {
                    // A resource local without an initializer is assigned later; lowering
                    // resolves what it holds (`lower::resource_values`).
                    let mut ty = self.apply_array_dims(base, &dc.array_dims);
                    let init = dc.init.map(|e| {
                        let (v, t) = self.check_initializer(e, ty);
                        ty = t;
                        v
                    });
                    if init.is_some() && self.holds_ray_query(ty, dc.span, "initialized") {
                        continue;
                    }
                    if self.refuse_non_value_type(ty, dc.name.span) {
                        continue;
                    }
                    if matches!(self.types.get(ty), Type::Array { length: 0, .. }) {
                        self.diags.error(
                            Code::BAD_DECLARATION,
                            dc.span,
                            format!(
                                "The array '{}' needs a size or an initializer.",
                                dc.name.as_str()
                            ),
                        );
                    }
                    if is_const && init.is_none() {
                        self.diags.error(
                            Code::BAD_DECLARATION,
                            dc.name.span,
                            format!("The constant '{}' needs an initializer.", dc.name.as_str()),
                        );
                    }
                    if self.cur.scopes.declared_in_current(dc.name.as_str()) {
                        self.diags.error(
                            Code::REDEFINITION,
                            dc.name.span,
                            format!(
                                "'{}' is already declared in this scope. Rename one of them.",
                                dc.name.as_str()
                            ),
                        );
                    }
                    // A `static` local with a constant initializer keeps its value between
                    // calls: it is a private global (a run-time initializer stays a local).
                    if is_static && !self.is_error(ty) {
                        let folded = match init {
                            Some(i) => self.fold(i).ok(),
                            None => Some(super::constant::zero_value(&self.types, ty, 0)),
                        };
                        if let Some(value) = folded {
                            let kind = if is_const {
                                GlobalKind::Constant { value }
                            } else {
                                GlobalKind::Static { init: Some(value) }
                            };
                            let g = GlobalId(self.globals.len() as u32);
                            self.globals.push(Global {
                                name: dc.name.as_str().to_string(),
                                ty,
                                span: dc.name.span,
                                kind,
                                spirv_decorations: Vec::new(),
                            });
                            self.resource_info.push(None);
                            self.cur
                                .scopes
                                .declare(dc.name.as_str(), LocalSymbol::Global(g));
                            continue;
                        }
                    }
                    let local = self.add_local(dc.name.as_str(), ty, dc.name.span, is_const);
                    if v.modifiers.contains(ModifierKind::Precise) {
                        if let Some(l) = self.cur.locals.get_mut(local.index()) {
                            l.precise = true;
                        }
                    }
                    if is_const
                        && matches!(self.types.get(ty), Type::Scalar(_) | Type::Vector { .. })
                    {
                        if let Some(Ok(v)) = init.map(|i| self.fold(i)) {
                            if let Some(slot) = self.cur.const_values.get_mut(local.index()) {
                                *slot = Some(v);
                            }
                        }
                    }
                    self.cur
                        .scopes
                        .declare(dc.name.as_str(), LocalSymbol::Local(local));
                    out.stmts.push(Stmt {
                        kind: StmtKind::Local { local, init },
                        span: dc.span,
                    });
                }
            }
            DeclKind::Struct(_) => {
                self.declare_struct(d);
            }
            DeclKind::Typedef(t) => self.typedef_decl(t, &decl.attributes),
            DeclKind::Enum(e) => self.enum_decl(e, decl.span),
            DeclKind::Function(_) | DeclKind::Buffer(_) | DeclKind::Namespace(_) => {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    decl.span,
                    "This declaration is only allowed at global scope.",
                );
            }
        }
    }
}

/// Whether control can reach the end of `block` (conservative: loops whose condition is not
/// the constant `true`, and switches without `default`, may fall through).
pub fn falls_through(block: &Block, exprs: &[Expr]) -> bool {
    block_falls(block, exprs, 0)
}

fn block_falls(block: &Block, exprs: &[Expr], depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    for s in &block.stmts {
        if !stmt_falls(&s.kind, exprs, depth + 1) {
            return false;
        }
    }
    true
}

fn stmt_falls(kind: &StmtKind, exprs: &[Expr], depth: u32) -> bool {
    let always = |cond: &ExprId| matches!(exprs.get(cond.index()).map(|e| &e.kind), Some(ExprKind::Const(v)) if is_const_true(v));
    match kind {
        StmtKind::Return { .. } | StmtKind::Discard | StmtKind::Break | StmtKind::Continue => false,
        StmtKind::Block(b) => block_falls(b, exprs, depth),
        StmtKind::If {
            else_block: None, ..
        } => true,
        StmtKind::If {
            then_block,
            else_block: Some(e),
            ..
        } => block_falls(then_block, exprs, depth) || block_falls(e, exprs, depth),
        StmtKind::For {
            cond: None, body, ..
        } => contains_break(body, depth),
        StmtKind::For {
            cond: Some(c),
            body,
            ..
        }
        | StmtKind::While { cond: c, body, .. }
            if always(c) =>
        {
            contains_break(body, depth)
        }
        StmtKind::DoWhile { body, cond, .. } => {
            if always(cond) {
                contains_break(body, depth)
            } else {
                block_falls(body, exprs, depth) || contains_break(body, depth)
            }
        }
        StmtKind::Switch { cases, .. } => {
            let has_default = cases.iter().any(|c| c.labels.contains(&CaseLabel::Default));
            !has_default
                || cases.iter().any(|c| contains_break(&c.body, depth))
                || cases
                    .last()
                    .is_none_or(|c| block_falls(&c.body, exprs, depth))
        }
        _ => true,
    }
}

/// Whether a `break` that leaves this loop or switch body is inside it (not in a nested loop
/// or switch).
fn contains_break(block: &Block, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    block.stmts.iter().any(|s| match &s.kind {
        StmtKind::Break => true,
        StmtKind::Block(b) => contains_break(b, depth + 1),
        StmtKind::If {
            then_block,
            else_block,
            ..
        } => {
            contains_break(then_block, depth + 1)
                || else_block
                    .as_ref()
                    .is_some_and(|e| contains_break(e, depth + 1))
        }
        _ => false,
    })
}

/// `while (true)`-style loops are recognised by their constant condition.
pub fn is_const_true(v: &ConstValue) -> bool {
    *v == ConstValue::Bool(true)
}

impl Checker<'_> {
    /// OSH0319 (clang's `-Wunused-value`, which DXC reports too) for an expression statement
    /// whose value is all it computes: a name, a member or element, an operator, a literal or
    /// a constructor. Calls, assignments, increments and casts (`(void)x`) are left alone.
    fn warn_unused_result(&mut self, v: ExprId) {
        let Some(e) = self.expr(v) else {
            return;
        };
        if self.is_error(e.ty) {
            return;
        }
        let unused = matches!(
            e.kind,
            ExprKind::Const(_)
                | ExprKind::Local(_)
                | ExprKind::Param(_)
                | ExprKind::Global(_)
                | ExprKind::Member { .. }
                | ExprKind::Index { .. }
                | ExprKind::Swizzle { .. }
                | ExprKind::MatrixElements { .. }
                | ExprKind::Unary { .. }
                | ExprKind::Binary { .. }
                | ExprKind::Construct { .. }
        );
        if unused {
            let span = e.span;
            self.diags.warning(
                Code::UNUSED_VALUE,
                span,
                "The value of this expression is unused: the statement does nothing. Remove it, or assign the value to something.",
            );
        }
    }
}
