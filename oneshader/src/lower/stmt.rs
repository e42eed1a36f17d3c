//! Statements: blocks, locals, `if`, loops, `switch`, jumps, `return` and `discard`.
//!
//! Input: HIR statements of the function being lowered. Output: structured IR control flow.
//! Shapes (every header carries its merge, and loops their continue block):
//!
//! ```text
//! if:      cur -(cond)-> then | else   (selection, merge M)
//! loop:    pre -> H (loop, merge M, continue C) -> [cond block -(cond)-> body | M]
//!          body ... -> C; C: step / do-while condition -> H
//! switch:  cur (selection, merge M) -switch-> case blocks in source order; a case that does
//!          not end in a jump falls through to the next one (the last to M)
//! ```
//!
//! Invariants: statements after a terminator (return, break, continue, discard) are not
//! lowered; a merge block nothing branches to ends in `Unreachable` and stays current-less, so
//! everything after it is skipped too. Continue blocks are always emitted (SPIR-V requires
//! them) and branch back to the header even when unreachable.

use super::func::{FnCx, Target};
use crate::ir::{self, ControlHint, Value};
use crate::sema::hir::{self, Block, CaseLabel, Stmt, StmtKind};

fn hint(h: hir::ControlHint) -> ControlHint {
    match h {
        hir::ControlHint::None => ControlHint::None,
        hir::ControlHint::Unroll(n) => ControlHint::Unroll(n),
        hir::ControlHint::DontUnroll => ControlHint::DontUnroll,
        hir::ControlHint::Branch => ControlHint::DontFlatten,
        hir::ControlHint::Flatten => ControlHint::Flatten,
    }
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub fn block(&mut self, block: &Block) {
        for s in &block.stmts {
            if self.b.is_terminated() {
                // Dead code after a jump is not lowered.
                return;
            }
            self.stmt(s);
        }
    }

    /// Ends the current block by branching to `target` if it is still open; says whether it was.
    fn fall_to(&mut self, target: ir::BlockId) -> bool {
        if self.b.is_terminated() {
            false
        } else {
            self.b.branch(target);
            true
        }
    }

    /// Starts `merge`; if nothing reaches it, it ends in `Unreachable` (and code after it is
    /// skipped).
    fn start_merge(&mut self, merge: ir::BlockId, reached: bool) {
        self.b.switch_to(merge);
        if !reached {
            self.b.unreachable();
        }
    }

    /// Makes `e` for its effects when it is a call returning a struct of resources whose
    /// result is dropped (a struct of resources is no IR value); false for any other `e`.
    pub(super) fn dropped_resource_struct_call(&mut self, e: hir::ExprId) -> bool {
        let Some(x) = self.hf.expr(e).filter(|x| {
            super::resource_values::resource_struct_leaves(&self.b.module.types, x.ty).is_some()
        }) else {
            return false;
        };
        let hir::ExprKind::Call { function, args } = &x.kind else {
            return false;
        };
        self.b.set_span(x.span);
        self.call_bound(*function, args, x);
        true
    }

    fn stmt(&mut self, s: &Stmt) {
        self.b.set_span(s.span);
        match &s.kind {
            StmtKind::Expr(e) => {
                if !self.dropped_resource_struct_call(*e) {
                    self.expr(*e);
                }
            }
            StmtKind::Local { local, init } => {
                let ty = self.hf.locals.get(local.index()).map(|l| l.ty);
                if ty.is_some_and(|t| super::func::is_resource_type(&self.b.module.types, t)) {
                    self.declare_resource_local(*local, *init);
                    return;
                }
                if ty.is_some_and(|t| {
                    super::resource_values::resource_struct_leaves(&self.b.module.types, t)
                        .is_some()
                }) {
                    self.declare_resource_struct(*local, *init, s.span);
                    return;
                }
                let slot = self.local_slot(*local);
                if let Some(init) = init {
                    let v = self.expr(*init);
                    if let Some(slot) = slot {
                        self.b.store(slot, v);
                    }
                }
            }
            StmtKind::Block(b) => self.block(b),
            StmtKind::If {
                cond,
                then_block,
                else_block,
                hint: h,
            } => {
                let c = self.expr(*cond);
                let then_bb = self.b.create_block("if.then");
                let else_bb = else_block.as_ref().map(|_| self.b.create_block("if.else"));
                let merge = self.b.create_block("if.merge");
                if let Some(header) = self.b.current_block() {
                    self.b.set_selection(header, merge, hint(*h));
                }
                self.b.cond_branch(c, then_bb, else_bb.unwrap_or(merge));
                let mut reached = else_bb.is_none();
                self.b.switch_to(then_bb);
                self.block(then_block);
                reached |= self.fall_to(merge);
                if let (Some(bb), Some(eb)) = (else_bb, else_block) {
                    self.b.switch_to(bb);
                    self.block(eb);
                    reached |= self.fall_to(merge);
                }
                self.start_merge(merge, reached);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                hint: h,
            } => {
                self.block(init);
                if self.b.is_terminated() {
                    return;
                }
                let step = *step;
                self.lower_loop(*cond, body, hint(*h), false, move |cx| {
                    if let Some(step) = step {
                        cx.expr(step);
                    }
                });
            }
            StmtKind::While {
                cond,
                body,
                hint: h,
            } => self.lower_loop(Some(*cond), body, hint(*h), false, |_| {}),
            StmtKind::DoWhile {
                body,
                cond,
                hint: h,
            } => self.lower_loop(Some(*cond), body, hint(*h), true, |_| {}),
            StmtKind::Switch {
                selector,
                cases,
                hint: h,
            } => self.lower_switch(*selector, cases, hint(*h)),
            StmtKind::Break => {
                if let Some(t) = self.targets.last_mut() {
                    t.merge_reached = true;
                    let m = t.merge;
                    self.b.branch(m);
                } else {
                    self.unsupported(s.span, "'break' outside a loop or switch");
                    self.b.unreachable();
                }
            }
            StmtKind::Continue => {
                let target = self
                    .targets
                    .iter_mut()
                    .rev()
                    .find(|t| t.continue_block.is_some());
                match target {
                    Some(t) => {
                        t.continue_reached = true;
                        let c = t.continue_block;
                        if let Some(c) = c {
                            self.b.branch(c);
                        }
                    }
                    None => {
                        self.unsupported(s.span, "'continue' outside a loop");
                        self.b.unreachable();
                    }
                }
            }
            StmtKind::Return { value }
                if super::func::is_resource_type(&self.b.module.types, self.hf.return_type) =>
            {
                self.return_resource(*value);
            }
            StmtKind::Return { value }
                if super::resource_values::resource_struct_leaves(
                    &self.b.module.types,
                    self.hf.return_type,
                )
                .is_some() =>
            {
                self.return_resource_struct(*value);
            }
            StmtKind::Return { value } => {
                let v = value.map(|v| self.expr(v));
                self.b.set_span(s.span);
                self.ret(v);
            }
            StmtKind::Discard => self.b.kill(),
        }
    }

    /// `while`, `for` (`do_while` false, `cond` checked before the body) and `do`-`while`
    /// (`cond` checked in the continue block). `step` is emitted into the continue block.
    fn lower_loop(
        &mut self,
        cond: Option<hir::ExprId>,
        body: &Block,
        hint: ControlHint,
        do_while: bool,
        step: impl FnOnce(&mut Self),
    ) {
        let header = self.b.create_block("loop.header");
        let body_bb = self.b.create_block("loop.body");
        let cont = self.b.create_block("loop.continue");
        let merge = self.b.create_block("loop.merge");
        self.b.branch(header);
        self.b.switch_to(header);
        self.b.set_loop(header, merge, cont, hint);
        let mut merge_reached = false;
        match cond {
            Some(c) if !do_while => {
                let cond_bb = self.b.create_block("loop.cond");
                self.b.branch(cond_bb);
                self.b.switch_to(cond_bb);
                let v = self.expr(c);
                self.b.cond_branch(v, body_bb, merge);
                merge_reached = true;
            }
            _ => self.b.branch(body_bb),
        }
        self.targets.push(Target {
            merge,
            continue_block: Some(cont),
            merge_reached,
            continue_reached: false,
        });
        self.b.switch_to(body_bb);
        self.block(body);
        self.fall_to(cont);
        let target = self.targets.pop();
        let mut merge_reached = target.map(|t| t.merge_reached).unwrap_or(true);
        self.b.switch_to(cont);
        step(self);
        match cond {
            Some(c) if do_while => {
                let v = self.expr(c);
                self.b.cond_branch(v, header, merge);
                merge_reached = true;
            }
            _ => self.b.branch(header),
        }
        self.start_merge(merge, merge_reached);
    }

    fn lower_switch(
        &mut self,
        selector: hir::ExprId,
        cases: &[hir::SwitchCase],
        hint: ControlHint,
    ) {
        let sel = self.expr(selector);
        let merge = self.b.create_block("switch.merge");
        let blocks: Vec<ir::BlockId> = cases
            .iter()
            .map(|_| self.b.create_block("switch.case"))
            .collect();
        let mut default = merge;
        let mut labels = Vec::new();
        for (case, &bb) in cases.iter().zip(&blocks) {
            for l in &case.labels {
                match l {
                    CaseLabel::Default => default = bb,
                    // The selector is 32-bit: the label's low 32 bits are its pattern.
                    CaseLabel::Value(v) => labels.push((*v as u32, bb)),
                }
            }
        }
        if let Some(header) = self.b.current_block() {
            self.b.set_selection(header, merge, hint);
        }
        self.b.switch(sel, default, labels);
        self.targets.push(Target {
            merge,
            continue_block: None,
            merge_reached: default == merge,
            continue_reached: false,
        });
        for (i, case) in cases.iter().enumerate() {
            let Some(&bb) = blocks.get(i) else { break };
            self.b.switch_to(bb);
            self.block(&case.body);
            // Fall through into the next case (or leave the switch after the last one).
            let next = blocks.get(i + 1).copied().unwrap_or(merge);
            if self.fall_to(next) && next == merge {
                if let Some(t) = self.targets.last_mut() {
                    t.merge_reached = true;
                }
            }
        }
        let reached = self.targets.pop().map(|t| t.merge_reached).unwrap_or(true);
        self.start_merge(merge, reached);
    }

    /// The value a `void` expression yields.
    pub fn void_value(&mut self) -> Value {
        let void = self.b.types().void();
        Value::Undef(void)
    }
}
