//! A readable dump of an AST, for tests and for inspecting trees while debugging.
//!
//! Input: a [`TranslationUnit`]. Output: text with one declaration or statement per line,
//! indented by nesting; expressions print inline as S-expressions (`(+ a (* b c))`), types in
//! HLSL spelling (`Texture2D<float4>`). Recursion follows the tree, whose depth the parser bounds
//! (see the invariants in [`crate::syntax::ast`]).

use crate::syntax::ast::*;
use std::fmt::Write;

pub(crate) fn dump_unit(tu: &TranslationUnit) -> String {
    let mut p = Printer {
        tu,
        out: String::new(),
    };
    for &d in &tu.decls {
        p.decl(d, 0);
    }
    p.out
}

struct Printer<'a> {
    tu: &'a TranslationUnit,
    out: String,
}

impl Printer<'_> {
    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn attrs(&self, attrs: &[Attribute]) -> String {
        let mut s = String::new();
        for a in attrs {
            s.push_str(if a.double_bracket { "[[" } else { "[" });
            if let Some(ns) = &a.namespace {
                let _ = write!(s, "{}::", ns.name);
            }
            s.push_str(&a.name.name);
            if !a.args.is_empty() {
                s.push('(');
                for (i, &e) in a.args.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&self.expr(e));
                }
                s.push(')');
            }
            s.push_str(if a.double_bracket { "]] " } else { "] " });
        }
        s
    }

    fn modifiers(m: &Modifiers) -> String {
        let mut s = String::new();
        for m in &m.list {
            s.push_str(m.kind.keyword());
            s.push(' ');
        }
        s
    }

    fn packing(p: Option<crate::types::MatrixPacking>) -> &'static str {
        match p {
            None => "",
            Some(crate::types::MatrixPacking::RowMajor) => " #pack(row_major)",
            Some(crate::types::MatrixPacking::ColumnMajor) => " #pack(column_major)",
        }
    }

    fn declarator(&self, d: &Declarator) -> String {
        let mut s = d.name.name.to_string();
        s.push_str(&self.dims(&d.array_dims));
        if let Some(sem) = &d.semantic {
            let _ = write!(s, " : {}", sem.name);
        }
        for r in &d.registers {
            s.push_str(" : register(");
            if let Some(p) = &r.profile {
                let _ = write!(s, "{}, ", p.name);
            }
            s.push_str(&r.slot.name);
            if let Some(sp) = &r.space {
                let _ = write!(s, ", {}", sp.name);
            }
            s.push(')');
        }
        if let Some(p) = &d.packoffset {
            let _ = write!(s, " : packoffset({}", p.register.name);
            if let Some(c) = &p.component {
                let _ = write!(s, ".{}", c.name);
            }
            s.push(')');
        }
        if let Some(w) = d.bit_width {
            let _ = write!(s, " : bits({})", self.expr(w));
        }
        if let Some(init) = d.init {
            let _ = write!(s, " = {}", self.expr(init));
        }
        s
    }

    fn dims(&self, dims: &[ArrayDim]) -> String {
        let mut s = String::new();
        for d in dims {
            match d.size {
                Some(e) => {
                    let _ = write!(s, "[{}]", self.expr(e));
                }
                None => s.push_str("[]"),
            }
        }
        s
    }

    fn template_params(&self, params: &[TemplateParam], is_template: bool) -> String {
        if !is_template {
            return String::new();
        }
        let mut s = String::from("template<");
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            match p.kind {
                TemplateParamKind::Type => s.push_str("typename "),
                TemplateParamKind::Value(t) => {
                    let _ = write!(s, "{} ", self.ty(t));
                }
            }
            s.push_str(&p.name.name);
            if let Some(d) = &p.default {
                let _ = write!(s, " = {}", self.template_arg(d));
            }
        }
        s.push_str("> ");
        s
    }

    fn decl(&mut self, id: DeclId, indent: usize) {
        let tu = self.tu;
        let decl = &tu[id];
        let attrs = self.attrs(&decl.attributes);
        match &decl.kind {
            DeclKind::Variable(v) => {
                let decls: Vec<String> = v.declarators.iter().map(|d| self.declarator(d)).collect();
                let text = format!(
                    "var {attrs}{}{} {}{}",
                    Self::modifiers(&v.modifiers),
                    self.ty(v.ty),
                    decls.join(", "),
                    Self::packing(v.default_packing)
                );
                self.line(indent, &text);
            }
            DeclKind::Function(f) => {
                let mut text = format!(
                    "fn {attrs}{}{}{} {}{}(",
                    self.template_params(&f.template_params, f.is_template),
                    Self::modifiers(&f.modifiers),
                    self.ty(f.return_type),
                    f.name.to_text(),
                    self.template_args(&f.specialization)
                );
                for (i, p) in f.params.iter().enumerate() {
                    if i > 0 {
                        text.push_str(", ");
                    }
                    text.push_str(&self.attrs(&p.attributes));
                    text.push_str(&Self::modifiers(&p.modifiers));
                    text.push_str(&self.ty(p.ty));
                    if let Some(n) = &p.name {
                        let _ = write!(text, " {}", n.name);
                    }
                    text.push_str(&self.dims(&p.array_dims));
                    if let Some(s) = &p.semantic {
                        let _ = write!(text, " : {}", s.name);
                    }
                    if let Some(d) = p.default_value {
                        let _ = write!(text, " = {}", self.expr(d));
                    }
                    text.push_str(Self::packing(p.default_packing));
                }
                text.push(')');
                if f.is_const {
                    text.push_str(" const");
                }
                if let Some(s) = &f.return_semantic {
                    let _ = write!(text, " : {}", s.name);
                }
                if f.body.is_none() {
                    text.push(';');
                }
                self.line(indent, &text);
                if let Some(b) = f.body {
                    self.stmt(b, indent + 1);
                }
            }
            DeclKind::Struct(s) => {
                let kw = match s.keyword {
                    StructKeyword::Struct => "struct",
                    StructKeyword::Class => "class",
                    StructKeyword::Interface => "interface",
                };
                let mut text = format!(
                    "{}{attrs}{kw} {}{}",
                    self.template_params(&s.template_params, s.is_template),
                    s.name.as_ref().map_or("<anonymous>", |n| &n.name),
                    self.template_args(&s.specialization)
                );
                if !s.bases.is_empty() {
                    let bases: Vec<String> = s.bases.iter().map(|&b| self.ty(b)).collect();
                    let _ = write!(text, " : {}", bases.join(", "));
                }
                if s.is_forward {
                    text.push(';');
                }
                self.line(indent, &text);
                for &m in &s.members {
                    self.decl(m, indent + 1);
                }
            }
            DeclKind::Buffer(b) => {
                let kw = match b.kind {
                    BufferKind::CBuffer => "cbuffer",
                    BufferKind::TBuffer => "tbuffer",
                };
                let fake = Declarator {
                    name: b.name.clone(),
                    array_dims: Vec::new(),
                    semantic: None,
                    registers: b.registers.clone(),
                    packoffset: None,
                    bit_width: None,
                    init: None,
                    span: b.name.span,
                };
                let text = format!("{attrs}{kw} {}", self.declarator(&fake));
                self.line(indent, &text);
                for &m in &b.members {
                    self.decl(m, indent + 1);
                }
            }
            DeclKind::Typedef(t) => {
                let decls: Vec<String> = t.declarators.iter().map(|d| self.declarator(d)).collect();
                let text = format!(
                    "typedef {attrs}{}{} {}",
                    Self::modifiers(&t.modifiers),
                    self.ty(t.ty),
                    decls.join(", ")
                );
                self.line(indent, &text);
            }
            DeclKind::Enum(e) => {
                let mut text = format!(
                    "enum {attrs}{}{}",
                    if e.scoped { "class " } else { "" },
                    e.name.as_ref().map_or("<anonymous>", |n| &n.name)
                );
                if let Some(u) = e.underlying {
                    let _ = write!(text, " : {}", self.ty(u));
                }
                text.push_str(" {");
                for (i, en) in e.enumerators.iter().enumerate() {
                    text.push_str(if i > 0 { ", " } else { " " });
                    text.push_str(&en.name.name);
                    if let Some(v) = en.value {
                        let _ = write!(text, " = {}", self.expr(v));
                    }
                }
                text.push_str(" }");
                self.line(indent, &text);
            }
            DeclKind::Namespace(n) => {
                let text = format!("namespace {attrs}{}", n.name.name);
                self.line(indent, &text);
                for &d in &n.decls {
                    self.decl(d, indent + 1);
                }
            }
        }
    }

    fn stmt(&mut self, id: StmtId, indent: usize) {
        let tu = self.tu;
        let stmt = &tu[id];
        let attrs = self.attrs(&stmt.attributes);
        match &stmt.kind {
            StmtKind::Block(list) => {
                self.line(indent, &format!("{attrs}block"));
                for &s in list {
                    self.stmt(s, indent + 1);
                }
            }
            StmtKind::Decl(d) => self.decl(*d, indent),
            StmtKind::Expr(e) => {
                let text = format!("{attrs}expr {}", self.expr(*e));
                self.line(indent, &text);
            }
            StmtKind::If {
                condition,
                then_branch,
                else_branch,
            } => {
                let text = format!("{attrs}if {}", self.expr(*condition));
                self.line(indent, &text);
                self.stmt(*then_branch, indent + 1);
                if let Some(e) = else_branch {
                    self.line(indent, "else");
                    self.stmt(*e, indent + 1);
                }
            }
            StmtKind::For {
                init,
                condition,
                update,
                body,
            } => {
                let cond = condition.map_or(String::new(), |c| self.expr(c));
                let upd = update.map_or(String::new(), |c| self.expr(c));
                self.line(indent, &format!("{attrs}for ; {cond} ; {upd}"));
                if let Some(i) = init {
                    self.line(indent + 1, "init");
                    self.stmt(*i, indent + 2);
                }
                self.stmt(*body, indent + 1);
            }
            StmtKind::While { condition, body } => {
                let text = format!("{attrs}while {}", self.expr(*condition));
                self.line(indent, &text);
                self.stmt(*body, indent + 1);
            }
            StmtKind::DoWhile { body, condition } => {
                let text = format!("{attrs}do-while {}", self.expr(*condition));
                self.line(indent, &text);
                self.stmt(*body, indent + 1);
            }
            StmtKind::Switch { selector, cases } => {
                let text = format!("{attrs}switch {}", self.expr(*selector));
                self.line(indent, &text);
                for c in cases {
                    let label = match c.label {
                        CaseLabel::Case(e) => format!("case {}", self.expr(e)),
                        CaseLabel::Default => "default".to_string(),
                    };
                    self.line(indent + 1, &label);
                    for &s in &c.body {
                        self.stmt(s, indent + 2);
                    }
                }
            }
            StmtKind::Break => self.line(indent, &format!("{attrs}break")),
            StmtKind::Continue => self.line(indent, &format!("{attrs}continue")),
            StmtKind::Return(e) => {
                let text = match e {
                    Some(e) => format!("{attrs}return {}", self.expr(*e)),
                    None => format!("{attrs}return"),
                };
                self.line(indent, &text);
            }
            StmtKind::Discard => self.line(indent, &format!("{attrs}discard")),
            StmtKind::Empty => self.line(indent, &format!("{attrs}empty")),
            StmtKind::Error => self.line(indent, "<error>"),
        }
    }

    fn template_arg(&self, a: &TemplateArg) -> String {
        match *a {
            TemplateArg::Type(t) => self.ty(t),
            TemplateArg::Expr(e) => self.expr(e),
        }
    }

    fn template_args(&self, args: &Option<Vec<TemplateArg>>) -> String {
        match args {
            None => String::new(),
            Some(args) => {
                let list: Vec<String> = args.iter().map(|a| self.template_arg(a)).collect();
                format!("<{}>", list.join(", "))
            }
        }
    }

    /// A type in HLSL spelling.
    pub(crate) fn ty(&self, id: TypeExprId) -> String {
        let t = &self.tu[id];
        let mut s = String::new();
        if t.prefixes.unorm {
            s.push_str("unorm ");
        }
        if t.prefixes.snorm {
            s.push_str("snorm ");
        }
        if t.prefixes.unsigned {
            s.push_str("unsigned ");
        }
        match t.prefixes.packing {
            Some(crate::types::MatrixPacking::RowMajor) => s.push_str("row_major "),
            Some(crate::types::MatrixPacking::ColumnMajor) => s.push_str("column_major "),
            None => {}
        }
        match &t.kind {
            TypeExprKind::Named {
                name,
                template_args,
            } => {
                s.push_str(&name.to_text());
                s.push_str(&self.template_args(template_args));
            }
            TypeExprKind::Struct(d) => match &self.tu[*d].kind {
                DeclKind::Struct(st) => {
                    let _ = write!(
                        s,
                        "struct {}",
                        st.name.as_ref().map_or("<anonymous>", |n| &n.name)
                    );
                }
                _ => s.push_str("<struct?>"),
            },
            TypeExprKind::Error => s.push_str("<error>"),
        }
        s
    }

    fn list(&self, args: &[ExprId]) -> String {
        let v: Vec<String> = args.iter().map(|&a| self.expr(a)).collect();
        v.join(" ")
    }

    /// An expression as an S-expression.
    pub(crate) fn expr(&self, id: ExprId) -> String {
        let e = &self.tu[id];
        match &e.kind {
            ExprKind::IntLit { value, suffix, .. } => match suffix {
                IntSuffix::None => value.to_string(),
                IntSuffix::Unsigned => format!("{value}u"),
                IntSuffix::Long => format!("{value}l"),
                IntSuffix::UnsignedLong => format!("{value}ul"),
                IntSuffix::LongLong => format!("{value}ll"),
                IntSuffix::UnsignedLongLong => format!("{value}ull"),
            },
            ExprKind::FloatLit { value, suffix } => {
                let s = match suffix {
                    FloatSuffix::None => "",
                    FloatSuffix::Float => "f",
                    FloatSuffix::Half => "h",
                    FloatSuffix::Double => "l",
                };
                format!("{value:?}{s}")
            }
            ExprKind::BoolLit(b) => b.to_string(),
            ExprKind::StringLit(s) => format!("{s:?}"),
            ExprKind::CharLit(c) => format!("'{}'", char::from_u32(*c).unwrap_or('?')),
            ExprKind::Name {
                name,
                template_args,
            } => format!("{}{}", name.to_text(), self.template_args(template_args)),
            ExprKind::This => "this".into(),
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::PostIncrement | UnaryOp::PostDecrement => {
                    format!("(post{} {})", op.symbol(), self.expr(*operand))
                }
                _ => format!("({} {})", op.symbol(), self.expr(*operand)),
            },
            ExprKind::Binary { op, lhs, rhs } => {
                format!("({} {} {})", op.symbol(), self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Assign { op, target, value } => format!(
                "({}= {} {})",
                op.map_or("", |o| o.symbol()),
                self.expr(*target),
                self.expr(*value)
            ),
            ExprKind::Conditional {
                condition,
                accept,
                reject,
            } => format!(
                "(? {} {} {})",
                self.expr(*condition),
                self.expr(*accept),
                self.expr(*reject)
            ),
            ExprKind::Comma { lhs, rhs } => {
                format!("(, {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Cast {
                ty,
                array_dims,
                operand,
            } => format!(
                "(cast {}{} {})",
                self.ty(*ty),
                self.dims(array_dims),
                self.expr(*operand)
            ),
            ExprKind::Call { callee, args } => {
                let mut s = format!("(call {}", self.expr(*callee));
                if !args.is_empty() {
                    s.push(' ');
                    s.push_str(&self.list(args));
                }
                s.push(')');
                s
            }
            ExprKind::MethodCall {
                receiver,
                method,
                template_args,
                args,
            } => {
                let mut s = format!(
                    "(method {} {}{}",
                    self.expr(*receiver),
                    method.name,
                    self.template_args(template_args)
                );
                if !args.is_empty() {
                    s.push(' ');
                    s.push_str(&self.list(args));
                }
                s.push(')');
                s
            }
            ExprKind::TypeMember { ty, name } => format!("{}::{}", self.ty(*ty), name.as_str()),
            ExprKind::Construct { ty, args } => {
                let mut s = format!("(construct {}", self.ty(*ty));
                if !args.is_empty() {
                    s.push(' ');
                    s.push_str(&self.list(args));
                }
                s.push(')');
                s
            }
            ExprKind::Index { base, index } => {
                format!("(index {} {})", self.expr(*base), self.expr(*index))
            }
            ExprKind::Member { base, member } => {
                format!("(. {} {})", self.expr(*base), member.name)
            }
            ExprKind::SizeofType(t) => format!("(sizeof {})", self.ty(*t)),
            ExprKind::SizeofExpr(e) => format!("(sizeof {})", self.expr(*e)),
            ExprKind::InitList(items) => format!("{{{}}}", self.list(items)),
            ExprKind::Error => "<error>".into(),
        }
    }
}

/// One declaration as the unit dump prints it (sema compares two function definitions with it).
pub(crate) fn decl_text(tu: &TranslationUnit, id: DeclId) -> String {
    let mut p = Printer {
        tu,
        out: String::new(),
    };
    p.decl(id, 0);
    p.out
}

/// A type expression in HLSL spelling (for messages).
pub(crate) fn type_text(tu: &TranslationUnit, id: TypeExprId) -> String {
    Printer {
        tu,
        out: String::new(),
    }
    .ty(id)
}

/// An expression as an S-expression (for tests).
#[cfg(test)]
pub(crate) fn expr_text(tu: &TranslationUnit, id: ExprId) -> String {
    Printer {
        tu,
        out: String::new(),
    }
    .expr(id)
}
