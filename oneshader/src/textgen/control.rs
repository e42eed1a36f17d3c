//! Structured control flow from the IR's structure markers, and the per-function emitter.
//!
//! Input: one reached function. Output: its text, in the dialect's spelling. A selection
//! header becomes `if` or `switch` (a case that falls through gets the following case's
//! statements again, and ends in `break` where C++'s own fall-through would apply; `default`
//! is written last); a loop header becomes the dialect's [`LoopForm`]; `break` out of a loop
//! from inside a `switch` sets a flag that is tested after the switch; phis are variables
//! assigned on each incoming edge.
//!
//! Invariants: emission walks blocks with an explicit budget (a multiple of the block count)
//! and a nesting limit, so hostile CFGs end in an error ("control flow that is not
//! structured"), never in a hang or a stack overflow. Every SSA value used outside its own
//! block, by an access chain or by a phi is a function-scope variable declared up front
//! (zero-initialized); the rest are initialized where they are computed.

use super::names;
use super::writer::{zero, Writer};
use super::Dialect;
use crate::ir::{BlockId, FuncId, Function, InstKind, StructureKind, Terminator, Value};
use crate::source::Span;
use crate::types::{AddressSpace, Type};
use std::fmt::Write as _;

/// How a loop with a continue construct is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LoopForm {
    /// `loop { body continuing { continue construct } }`; a conditional back edge is
    /// `break if c;` (WGSL).
    Continuing,
    /// `for (bool fN = true; ; fN = false) { if (!fN) { continue construct } body }`: `continue`
    /// reaches the increment, so the continue construct runs before every iteration but the
    /// first, as WGSL's `continuing` and SPIR-V's continue target do; a conditional back edge
    /// is `if (c) { break; }` (C++).
    FirstFlag,
}

/// What a branch target means in the current nesting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Construct {
    Loop {
        header: BlockId,
        merge: BlockId,
        cont: BlockId,
    },
    Switch {
        merge: BlockId,
    },
    Selection {
        merge: BlockId,
    },
}

const MAX_NESTING: usize = 200;

/// The emitter of one function.
pub(crate) struct FnCx<'w, 'm, D> {
    pub w: &'w mut Writer<'m, D>,
    pub f: FuncId,
    pub func: &'m Function,
    pub is_var: Vec<bool>,
    pub decls: String,
    pub out: String,
    pub indent: usize,
    stack: Vec<Construct>,
    budget: u64,
    failed: bool,
    flag_declared: bool,
    /// Set when a loop break was written inside the switch being emitted.
    flag_used: bool,
    pub tmp_counter: u32,
    /// Group barriers fused with the groupshared load after them ([`super::uniform_load`]).
    pub uniform: super::uniform_load::UniformLoads,
}

impl<'w, 'm, D: Dialect> FnCx<'w, 'm, D> {
    pub fn line(&mut self, s: &str) {
        self.start_line();
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// A line formatted straight into the output, without an intermediate `String`.
    pub fn line_fmt(&mut self, args: std::fmt::Arguments<'_>) {
        self.start_line();
        // Writing into a `String` cannot fail.
        let _ = self.out.write_fmt(args);
        self.out.push('\n');
    }

    /// The indentation of a new line.
    pub fn start_line(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
    }

    pub fn fresh_tmp(&mut self) -> String {
        self.tmp_counter += 1;
        names::numbered('t', self.tmp_counter)
    }

    fn unstructured(&mut self, span: Span) {
        if !self.failed {
            self.failed = true;
            self.w.error(
                span,
                format!("This control flow is not structured, and {} cannot express it. Rewrite it with if, switch and loops without jumps between them", D::LANG),
            );
        }
    }

    /// Emits blocks from `b` until `stop` is reached (the enclosing construct's merge or
    /// continue block) or the path ends.
    fn seq(&mut self, mut b: BlockId, stop: Option<BlockId>) {
        if self.stack.len() > MAX_NESTING {
            self.unstructured(self.func.span);
            return;
        }
        loop {
            if self.failed || Some(b) == stop {
                return;
            }
            if self.budget == 0 {
                self.unstructured(self.func.span);
                return;
            }
            self.budget -= 1;
            let Some(block) = self.func.block(b) else {
                return;
            };
            if let Some(st) = block.structure {
                if st.kind == StructureKind::Loop {
                    let cont = st.continue_block.unwrap_or(b);
                    self.emit_loop(b, st.merge, cont);
                    b = st.merge;
                    continue;
                }
            }
            for &i in &block.instrs {
                self.emit_inst(i);
            }
            let span = block.terminator_span;
            match block.terminator.clone().unwrap_or(Terminator::Unreachable) {
                Terminator::Branch(t) => match self.edge_flow(b, t, stop) {
                    Some(next) => b = next,
                    None => return,
                },
                Terminator::CondBranch {
                    cond,
                    on_true,
                    on_false,
                } => {
                    let c = self.val(cond, span);
                    let merge = block
                        .structure
                        .filter(|s| s.kind == StructureKind::Selection)
                        .map(|s| s.merge);
                    match merge {
                        Some(m) => {
                            self.stack.push(Construct::Selection { merge: m });
                            self.line_fmt(format_args!(
                                "if {}{c}{} {{",
                                D::PAREN_OPEN,
                                D::PAREN_CLOSE
                            ));
                            self.indent += 1;
                            self.edge_to(b, on_true, Some(m));
                            self.indent -= 1;
                            let mark = self.out.len();
                            self.line("} else {");
                            self.indent += 1;
                            let before = self.out.len();
                            self.edge_to(b, on_false, Some(m));
                            self.indent -= 1;
                            if self.out.len() == before {
                                self.out.truncate(mark);
                            }
                            self.line("}");
                            self.stack.pop();
                            b = m;
                        }
                        None => {
                            self.line_fmt(format_args!(
                                "if {}{c}{} {{",
                                D::PAREN_OPEN,
                                D::PAREN_CLOSE
                            ));
                            self.indent += 1;
                            self.edge_to(b, on_true, stop);
                            self.indent -= 1;
                            self.line("} else {");
                            self.indent += 1;
                            self.edge_to(b, on_false, stop);
                            self.indent -= 1;
                            self.line("}");
                            return;
                        }
                    }
                }
                Terminator::Switch {
                    selector,
                    default,
                    cases,
                } => {
                    let Some(m) = block
                        .structure
                        .filter(|s| s.kind == StructureKind::Selection)
                        .map(|s| s.merge)
                    else {
                        self.unstructured(span);
                        return;
                    };
                    self.emit_switch(b, selector, default, &cases, m, span);
                    b = m;
                }
                Terminator::Return(v) => {
                    match v {
                        Some(v) => {
                            let e = self.val(v, span);
                            self.line_fmt(format_args!("return {e};"));
                        }
                        None => self.line("return;"),
                    }
                    return;
                }
                Terminator::Kill => {
                    self.line(D::DISCARD);
                    self.return_default();
                    return;
                }
                Terminator::Unreachable => {
                    self.return_default();
                    return;
                }
            }
        }
    }

    /// A `return` of a zero value so a non-void function ends in a return on every path.
    fn return_default(&mut self) {
        if matches!(self.w.m.types.get(self.func.return_type), Type::Void) {
            self.line("return;");
        } else {
            let t = self.w.ty(self.func.return_type, self.func.span);
            self.line_fmt(format_args!("return {};", zero::<D>(&t)));
        }
    }

    /// Phi copies for the edge `from -> to`.
    fn phi_copies(&mut self, from: BlockId, to: BlockId) {
        let Some(block) = self.func.block(to) else {
            return;
        };
        let mut copies = Vec::new();
        for &i in &block.instrs {
            let Some(inst) = self.func.inst(i) else {
                continue;
            };
            if let InstKind::Phi { incoming } = &inst.kind {
                for (pred, v) in incoming {
                    if *pred == from {
                        copies.push((i, *v, inst.span));
                    }
                }
            }
        }
        for (i, v, span) in copies {
            let e = self.val(v, span);
            self.line_fmt(format_args!("v{} = {e};", i.0));
        }
    }

    /// Takes the edge `from -> to` as straight-line flow when possible: returns the block to
    /// continue with, or `None` after writing a jump (or reaching `stop`).
    fn edge_flow(&mut self, from: BlockId, to: BlockId, stop: Option<BlockId>) -> Option<BlockId> {
        self.phi_copies(from, to);
        if Some(to) == stop {
            return None;
        }
        if self.jump(to) {
            return None;
        }
        Some(to)
    }

    /// The edge `from -> to` inside a nested arm that ends at `stop`.
    fn edge_to(&mut self, from: BlockId, to: BlockId, stop: Option<BlockId>) {
        if let Some(next) = self.edge_flow(from, to, stop) {
            self.seq(next, stop);
        }
    }

    /// Writes `break`/`continue` when `to` is a jump target of an enclosing construct.
    fn jump(&mut self, to: BlockId) -> bool {
        let mut through_switch = false;
        for c in self.stack.iter().rev() {
            match *c {
                Construct::Switch { merge } => {
                    if merge == to {
                        self.line("break;");
                        return true;
                    }
                    through_switch = true;
                }
                Construct::Selection { merge } => {
                    if merge == to {
                        // Only the innermost selection's merge is reached by falling off the
                        // end of an arm; reaching an outer one needs a jump neither language has.
                        self.unstructured(self.func.span);
                        return true;
                    }
                }
                Construct::Loop {
                    header,
                    merge,
                    cont,
                } => {
                    if merge == to {
                        if through_switch {
                            self.flag_used = true;
                            self.line("loop_break = true;");
                        }
                        self.line("break;");
                        return true;
                    }
                    if cont == to || (header == to && cont == header) {
                        self.line("continue;");
                        return true;
                    }
                    if header == to {
                        // The back edge from the continuing construct: its end.
                        return true;
                    }
                    return false;
                }
            }
        }
        false
    }

    /// A loop in the dialect's [`LoopForm`].
    fn emit_loop(&mut self, header: BlockId, merge: BlockId, cont: BlockId) {
        let Some(block) = self.func.block(header) else {
            return;
        };
        let first = match D::LOOP {
            LoopForm::Continuing => {
                self.line("loop {");
                None
            }
            LoopForm::FirstFlag => {
                self.tmp_counter += 1;
                let first = names::numbered('f', self.tmp_counter);
                self.line_fmt(format_args!(
                    "for (bool {first} = true; ; {first} = false) {{"
                ));
                Some(first)
            }
        };
        self.indent += 1;
        if first.is_none() {
            for &i in &block.instrs {
                self.emit_inst(i);
            }
        }
        self.stack.push(Construct::Loop {
            header,
            merge,
            cont,
        });
        if let (Some(first), true) = (&first, cont != header) {
            let mark = self.out.len();
            self.line_fmt(format_args!("if (!{first}) {{"));
            self.indent += 1;
            let before = self.out.len();
            self.continuing(cont, header, merge);
            self.indent -= 1;
            if self.out.len() == before {
                // An empty continue construct: nothing to run before the next iteration.
                self.out.truncate(mark);
            } else {
                self.line("}");
            }
        }
        if first.is_some() {
            for &i in &block.instrs {
                self.emit_inst(i);
            }
        }
        let span = block.terminator_span;
        match block.terminator.clone().unwrap_or(Terminator::Unreachable) {
            Terminator::Branch(t) => {
                if cont != header {
                    self.edge_to(header, t, Some(cont));
                }
            }
            _ => self.unstructured(span),
        }
        if first.is_none() && cont != header {
            self.line("continuing {");
            self.indent += 1;
            self.continuing(cont, header, merge);
            self.indent -= 1;
            self.line("}");
        }
        self.stack.pop();
        self.indent -= 1;
        self.line("}");
    }

    /// The continue construct: blocks from `cont` up to the back edge to `header`.
    fn continuing(&mut self, cont: BlockId, header: BlockId, merge: BlockId) {
        let mut b = cont;
        loop {
            if self.failed || self.budget == 0 {
                self.unstructured(self.func.span);
                return;
            }
            self.budget -= 1;
            let Some(block) = self.func.block(b) else {
                return;
            };
            if block.structure.is_some() && b != cont {
                // A construct inside the continuing block: emit it as an ordinary region.
                self.seq(b, Some(header));
                return;
            }
            for &i in &block.instrs {
                self.emit_inst(i);
            }
            let span = block.terminator_span;
            match block.terminator.clone().unwrap_or(Terminator::Unreachable) {
                Terminator::Branch(t) if t == header => {
                    self.phi_copies(b, header);
                    return;
                }
                Terminator::Branch(t) => {
                    self.phi_copies(b, t);
                    b = t;
                }
                Terminator::CondBranch {
                    cond,
                    on_true,
                    on_false,
                } if (on_true == header && on_false == merge)
                    || (on_true == merge && on_false == header) =>
                {
                    self.phi_copies(b, header);
                    self.phi_copies(b, merge);
                    let c = self.val(cond, span);
                    match (D::LOOP, on_true == merge) {
                        (LoopForm::Continuing, true) => {
                            self.line_fmt(format_args!("break if {c};"))
                        }
                        (LoopForm::Continuing, false) => {
                            self.line_fmt(format_args!("break if !({c});"))
                        }
                        (LoopForm::FirstFlag, true) => {
                            self.line_fmt(format_args!("if ({c}) {{ break; }}"))
                        }
                        (LoopForm::FirstFlag, false) => {
                            self.line_fmt(format_args!("if (!({c})) {{ break; }}"))
                        }
                    }
                    return;
                }
                _ => {
                    self.unstructured(span);
                    return;
                }
            }
        }
    }

    fn emit_switch(
        &mut self,
        from: BlockId,
        selector: Value,
        default: BlockId,
        cases: &[(u32, BlockId)],
        merge: BlockId,
        span: Span,
    ) {
        let sel = self.val(selector, span);
        let signed = self
            .w
            .m
            .types
            .scalar_of(self.w.m.value_type(self.f, selector))
            .is_some_and(|s| s.is_signed());
        let in_loop = self
            .stack
            .iter()
            .any(|c| matches!(c, Construct::Loop { .. }));
        let saved_flag = self.flag_used;
        self.flag_used = false;
        let saved_out = std::mem::take(&mut self.out);
        self.stack.push(Construct::Switch { merge });
        self.line_fmt(format_args!(
            "switch {}{sel}{} {{",
            D::PAREN_OPEN,
            D::PAREN_CLOSE
        ));
        self.indent += 1;
        // Group literals by target, in first-appearance order.
        let mut groups: Vec<(BlockId, Vec<u32>)> = Vec::new();
        for &(lit, target) in cases {
            if target == default {
                continue;
            }
            match groups.iter_mut().find(|(t, _)| *t == target) {
                Some((_, lits)) => lits.push(lit),
                None => groups.push((target, vec![lit])),
            }
        }
        for (target, lits) in groups {
            let sels: Vec<String> = lits
                .iter()
                .map(|&l| {
                    if signed {
                        format!("{}", l as i32)
                    } else {
                        format!("{l}u")
                    }
                })
                .collect();
            self.line_fmt(format_args!("{} {{", D::case_labels(&sels)));
            self.indent += 1;
            self.edge_to(from, target, Some(merge));
            if D::CASE_ENDS_IN_BREAK {
                self.line("break;");
            }
            self.indent -= 1;
            self.line("}");
        }
        let default_lits: Vec<u32> = cases
            .iter()
            .filter(|(_, t)| *t == default)
            .map(|(l, _)| *l)
            .collect();
        let mut head = String::from("default");
        for l in default_lits {
            let sep = D::DEFAULT_CASE_SEPARATOR;
            head = if signed {
                format!("case {}{sep}{head}", l as i32)
            } else {
                format!("case {l}u{sep}{head}")
            };
        }
        self.line_fmt(format_args!("{head}: {{"));
        self.indent += 1;
        self.edge_to(from, default, Some(merge));
        if D::CASE_ENDS_IN_BREAK {
            self.line("break;");
        }
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        self.stack.pop();
        let switch_text = std::mem::replace(&mut self.out, saved_out);
        let used = self.flag_used;
        self.flag_used = saved_flag || used;
        if used && in_loop {
            if !self.flag_declared {
                self.flag_declared = true;
                self.decls.push_str(D::LOOP_BREAK_DECL);
            }
            self.line("loop_break = false;");
            self.out.push_str(&switch_text);
            // Inside an enclosing switch this `break` leaves that switch, whose own test
            // then leaves the loop.
            self.line_fmt(format_args!(
                "if {}loop_break{} {{ break; }}",
                D::PAREN_OPEN,
                D::PAREN_CLOSE
            ));
        } else {
            self.out.push_str(&switch_text);
        }
    }
}

/// Emits one function's text ([`Dialect::function_text`] around its declarations and body).
pub(crate) fn emit_function<D: Dialect>(w: &mut Writer<'_, D>, f: FuncId) -> String {
    let m = w.m;
    let Some(func) = m.function(f) else {
        return String::new();
    };
    let name = w.func_names.get(&f).cloned().unwrap_or_default();
    let mut params = Vec::new();
    for (i, p) in func.params.iter().enumerate() {
        let t = match m.types.get(p.ty) {
            Type::Pointer { space, pointee } => {
                let s = match D::pointer_space(space) {
                    Some(s) => s,
                    None => {
                        w.error(func.span, format!("The {} cannot pass buffers or resources to functions. Use the global resource inside the function", D::BACKEND));
                        D::pointer_space(AddressSpace::Function).unwrap_or_default()
                    }
                };
                let inner = w.ty(pointee, func.span);
                D::pointer_type(s, &inner)
            }
            _ => w.ty(p.ty, func.span),
        };
        params.push(D::param(&names::numbered('a', i as u32), &t));
    }
    let ret = w.ty(func.return_type, func.span);
    let is_var = var_analysis(func);
    let budget = (func.blocks.len() as u64 + 1) * 64 + 4096;
    let mut fx = FnCx {
        w,
        f,
        func,
        is_var,
        decls: String::new(),
        out: String::new(),
        indent: 1,
        stack: Vec::new(),
        budget,
        failed: false,
        flag_declared: false,
        flag_used: false,
        tmp_counter: 0,
        uniform: super::uniform_load::find::<D>(m, func),
    };
    fx.declare_locals();
    if !func.blocks.is_empty() {
        fx.seq(BlockId(0), None);
    }
    D::function_text(fx.w, func, &name, &params, &ret, &fx.decls, &fx.out)
}

/// Which instruction results must be function-scope variables.
fn var_analysis(func: &Function) -> Vec<bool> {
    let n = func.insts.len();
    let mut def_block = vec![u32::MAX; n];
    for (b, block) in func.blocks.iter().enumerate() {
        for &i in &block.instrs {
            if let Some(d) = def_block.get_mut(i.0 as usize) {
                *d = b as u32;
            }
        }
    }
    let mut is_var = vec![false; n];
    let mark = |v: Value, use_block: u32, force: bool, is_var: &mut Vec<bool>| {
        if let Value::Inst(j) = v {
            let j = j.0 as usize;
            if j < n && (force || def_block[j] != use_block) {
                is_var[j] = true;
            }
        }
    };
    for (b, block) in func.blocks.iter().enumerate() {
        for &i in &block.instrs {
            let Some(inst) = func.inst(i) else { continue };
            match &inst.kind {
                InstKind::Phi { incoming } => {
                    if let Some(x) = is_var.get_mut(i.0 as usize) {
                        *x = true;
                    }
                    for (pred, v) in incoming {
                        mark(*v, pred.0, false, &mut is_var);
                    }
                }
                InstKind::AccessChain { .. } => {
                    for v in inst.kind.operands() {
                        mark(v, b as u32, true, &mut is_var);
                    }
                }
                _ => {
                    for v in inst.kind.operands() {
                        mark(v, b as u32, false, &mut is_var);
                    }
                }
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                mark(v, b as u32, false, &mut is_var);
            }
        }
    }
    is_var
}

impl<D: Dialect> FnCx<'_, '_, D> {
    /// The zero-initialized variable `vN` of type `ty` among the function's declarations.
    fn declare_var(&mut self, n: u32, ty: &str) {
        self.decls.push_str("    ");
        D::push_var_decl(&mut self.decls, &names::numbered('v', n), ty);
        self.decls.push('\n');
    }

    fn declare_locals(&mut self) {
        let func = self.func;
        for block in &func.blocks {
            for &i in &block.instrs {
                let Some(inst) = func.inst(i) else { continue };
                let span = inst.span;
                match &inst.kind {
                    InstKind::Alloca => {
                        let pointee = match self.w.m.types.get(inst.ty) {
                            Type::Pointer { pointee, .. } => pointee,
                            _ => inst.ty,
                        };
                        let t = self.w.ty(pointee, span);
                        if matches!(self.w.m.types.get(pointee), Type::RayQuery { .. }) {
                            self.decls.push_str("    ");
                            D::push_query_decl(&mut self.decls, &names::numbered('v', i.0), &t);
                            self.decls.push('\n');
                            // What the dialect keeps of the ray the query traces (WGSL: the
                            // ray, for RayFlags, RayTMin, WorldRay*; MSL: its flags).
                            self.decls.push_str("    ");
                            D::push_var_decl(
                                &mut self.decls,
                                &ray_of_query(i.0),
                                D::RAY_QUERY_TYPES.1,
                            );
                            self.decls.push('\n');
                        } else {
                            self.declare_var(i.0, &t);
                        }
                    }
                    InstKind::AccessChain { .. } => {}
                    _ => {
                        let void = matches!(self.w.m.types.get(inst.ty), Type::Void);
                        if !void && self.is_var.get(i.0 as usize).copied().unwrap_or(false) {
                            let t = self.w.ty(inst.ty, span);
                            self.declare_var(i.0, &t);
                        }
                    }
                }
            }
        }
    }
}

/// The local holding (what the dialect keeps of) the ray a ray query object (the alloca `n`) was initialized with.
pub(crate) fn ray_of_query(n: u32) -> String {
    format!("{}_ray", names::numbered('v', n))
}

/// Ray-query matrix `m`, or its transpose (`transpose` is WGSL's and MSL's spelling): the
/// `...3x4` transforms are the transpose of the 4x3 matrix both languages report.
pub(crate) fn transposed(m: String, transpose: bool) -> String {
    if transpose {
        format!("transpose({m})")
    } else {
        m
    }
}
