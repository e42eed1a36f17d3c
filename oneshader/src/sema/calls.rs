//! Calls, resource methods, constructors and initializer lists.
//!
//! Input: AST calls (`f(x)`, `tex.Sample(s, uv)`, `float4(a.xy, 0, 1)`) and initializers
//! (`= { ... }`). Output: HIR `Call` (user functions, overloads chosen with
//! [`convert::select_overload`]), `Intrinsic` (built-ins through [`intrinsics`], methods through
//! [`methods`], the resource as `args[0]`) and `Construct` nodes with every argument already of
//! its parameter's type; `out`/`inout` arguments are checked to be writable places (OSH0305).
//!
//! Initializer lists follow HLSL's flat rules: values fill the target's scalars in order (a
//! vector or struct value supplies all of its components), a value of exactly the element's
//! type fills that element, and a braced sub-list fills exactly one element.

use super::check::Checker;
use super::convert::{self, OverloadError};
use super::convert_nodes::Shape;
use super::hir::{ConstValue, ExprId, ExprKind, FuncId, ParamDirection};
use super::intrinsics::{self, IntrinsicError, ResolvedIntrinsic};
use super::methods;
use super::resolve_types::{builtin_type, Builtin};
use super::scope::ValueSymbol;
use crate::diag::{did_you_mean, Code};
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Scalar, Type, TypeId};
use std::collections::VecDeque;

/// One pending value while an initializer list is consumed.
#[derive(Clone, Copy)]
enum Entry {
    Ast(ast::ExprId),
    Value(ExprId),
}

/// Why filling an initializer failed.
enum FillError {
    /// Already reported.
    Reported,
    /// The values ran out; the enclosing braces report it with their type.
    TooFew,
}

/// Assignments around a call for out-arguments passed through temporaries.
#[derive(Default)]
struct CopyBack {
    before: Vec<ExprId>,
    after: Vec<ExprId>,
}

/// The most scalars one initializer list may produce (bounds the work on huge arrays).
const MAX_INIT_ELEMENTS: usize = 1 << 16;

impl Checker<'_> {
    pub fn call_expr(&mut self, callee: ast::ExprId, args: &[ast::ExprId], span: Span) -> ExprId {
        let unit: &ast::TranslationUnit = self.unit;
        let resolved;
        let (name, template_args) = match unit.exprs.get(callee.index()).map(|e| &e.kind) {
            Some(ast::ExprKind::Name {
                name,
                template_args,
            }) => (name, template_args.as_deref()),
            // `Ring<float, 4>::make()`: a static member function of an instance.
            Some(ast::ExprKind::TypeMember { ty, name }) => {
                match self.type_member_name(*ty, name, span) {
                    Some(q) => resolved = q,
                    None => return self.error_expr(span),
                }
                (&resolved, None)
            }
            _ => {
                let c = self.check_expr(callee);
                if let Some(call) = self.user_postfix_operator(c, "operator()", args, span) {
                    return call;
                }
                if !self.is_error(self.expr_ty(c)) {
                    self.diags
                        .error(Code::TYPE_MISMATCH, span, "Only functions can be called.");
                }
                return self.error_expr(span);
            }
        };
        let text = name.to_text();
        if let Some(call) = self.template_call(name, template_args, args, span) {
            return call;
        }
        match text.trim_start_matches("::") {
            "vk::RawBufferLoad" | "vk::RawBufferStore" => {
                let store = text.ends_with("Store");
                return self.raw_buffer_call(store, template_args, args, span);
            }
            "vk::static_pointer_cast" | "vk::reinterpret_pointer_cast" => {
                let reinterpret = text.ends_with("reinterpret_pointer_cast");
                return self.pointer_cast_call(reinterpret, template_args, args, span);
            }
            _ => {}
        }
        if let Some(targs) = template_args {
            // A built-in template type constructed: `vk::BufferPointer<T>(address)`.
            if text == "vk::BufferPointer" {
                let Some(resolved) = self.resolve_template_args(targs) else {
                    return self.error_expr(span);
                };
                return match self.buffer_pointer_type(&resolved, span) {
                    Some(ty) => self.construct(ty, args, span),
                    None => self.error_expr(span),
                };
            }
            self.diags.error(
                Code::TEMPLATE_ARGUMENTS,
                span,
                format!("'{text}' is not a template, so it takes no template arguments."),
            );
            return self.error_expr(span);
        }
        if name.is_simple() && self.cur.scopes.lookup(name.name.as_str()).is_some() {
            let c = self.check_expr(callee);
            if let Some(call) = self.user_postfix_operator(c, "operator()", args, span) {
                return call;
            }
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!("'{text}' is a variable, not a function."),
            );
            return self.error_expr(span);
        }
        if let Some(call) = self.member_call_by_name(name, args, span) {
            return call;
        }
        let lookup = text.trim_start_matches("::").to_string();
        match self.scope.value(&lookup).cloned() {
            Some(ValueSymbol::Functions(list)) => {
                return self.user_call(&text, &list, None, args, span)
            }
            Some(_) => {
                let c = self.check_expr(callee);
                if let Some(call) = self.user_postfix_operator(c, "operator()", args, span) {
                    return call;
                }
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    span,
                    format!("'{text}' is not a function."),
                );
                return self.error_expr(span);
            }
            None => {}
        }
        if let Some(ty) = self.scope.ty(&lookup) {
            return self.construct(ty, args, span);
        }
        if let Builtin::Type(ty) = builtin_type(
            &lookup,
            &[],
            &mut self.types,
            self.options.enable_16bit_types,
        ) {
            return self.construct(ty, args, span);
        }
        match lookup.as_str() {
            "printf" => return self.printf_call(args, span),
            "vk::ReadClock" => return self.read_clock_call(args, span),
            "Barrier" => return self.barrier_call(args, span),
            "vk::ext_execution_mode" => return self.ext_execution_mode_call(args, span),
            "vk::ext_execution_mode_id" => return self.ext_execution_mode_id_call(args, span),
            _ => {}
        }
        if intrinsics::is_intrinsic(&lookup) {
            return self.intrinsic_call(&lookup, args, span);
        }
        let names = self.visible_value_names();
        let hint = did_you_mean(&text, names.iter().map(String::as_str))
            .map(|s| format!(" Did you mean '{s}'?"))
            .unwrap_or_default();
        let nspan = name.span;
        self.diags.error(
            Code::UNDECLARED,
            nspan,
            format!("'{text}' is not declared.{hint}"),
        );
        // Check the arguments for their own errors.
        for &a in args {
            self.check_expr(a);
        }
        self.error_expr(span)
    }

    pub(super) fn check_args(&mut self, args: &[ast::ExprId]) -> Option<Vec<ExprId>> {
        let mut out = Vec::with_capacity(args.len());
        let mut bad = false;
        for &a in args {
            let v = self.check_expr(a);
            bad |= self.is_error(self.expr_ty(v));
            out.push(v);
        }
        (!bad).then_some(out)
    }

    pub(super) fn type_list(&self, args: &[ExprId]) -> String {
        args.iter()
            .map(|a| self.types.display(self.expr_ty(*a)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A call of one of the overloads in `list`. `receiver` is the object of a member function
    /// call (its `this`); overloads that need one are skipped without it.
    pub(super) fn user_call(
        &mut self,
        name: &str,
        list: &[FuncId],
        receiver: Option<ExprId>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let Some(values) = self.check_args(args) else {
            return self.error_expr(span);
        };
        let arg_types: Vec<TypeId> = values.iter().map(|v| self.expr_ty(*v)).collect();
        // Each overload is a candidate for this argument count when the missing trailing
        // parameters have defaults.
        let mut candidates: Vec<Vec<convert::OverloadParam>> = Vec::new();
        let mut owners: Vec<FuncId> = Vec::new();
        let mut needs_object = false;
        for &fid in list {
            let (Some(f), Some(info)) = (
                self.functions.get(fid.index()),
                self.func_info.get(fid.index()),
            ) else {
                continue;
            };
            let offset = self.members.this_offset(fid);
            if offset == 1 && receiver.is_none() {
                needs_object = true;
                continue;
            }
            let n = f.params.len() - offset;
            let k = values.len();
            if k > n {
                continue;
            }
            let defaults_ok =
                (k..n).all(|i| info.defaults.get(i + offset).is_some_and(Option::is_some));
            if !defaults_ok {
                continue;
            }
            candidates.push(convert::candidate_params(&f.params, offset, k));
            owners.push(fid);
        }
        let chosen = match convert::select_overload(&self.types, &candidates, &arg_types) {
            Ok(i) => owners[i],
            Err(OverloadError::NoMatch) => {
                if needs_object && candidates.is_empty() {
                    self.report_missing_object(name, span);
                } else if list.len() == 1 && candidates.is_empty() {
                    let n = self
                        .functions
                        .get(list[0].index())
                        .map(|f| f.params.len())
                        .unwrap_or(0);
                    let n = n - self.members.this_offset(list[0]);
                    self.diags.error(
                        Code::WRONG_ARGUMENT_COUNT,
                        span,
                        format!(
                            "'{name}' takes {n} argument{}, but {} {} given.",
                            if n == 1 { "" } else { "s" },
                            values.len(),
                            if values.len() == 1 { "was" } else { "were" }
                        ),
                    );
                } else {
                    self.diags.error(
                        Code::NO_MATCHING_OVERLOAD,
                        span,
                        format!(
                            "No overload of '{name}' takes ({}).",
                            self.type_list(&values)
                        ),
                    );
                }
                return self.error_expr(span);
            }
            Err(OverloadError::Ambiguous(_)) => {
                self.diags.error(
                    Code::AMBIGUOUS_CALL,
                    span,
                    format!(
                        "The call of '{name}' with ({}) matches several overloads equally well. Cast the arguments to pick one.",
                        self.type_list(&values)
                    ),
                );
                return self.error_expr(span);
            }
        };
        self.emit_user_call(chosen, receiver, &values, args, span)
    }

    /// The call of the chosen overload `chosen` with the checked arguments `values` (from
    /// `args`, shorter than the parameters when defaults fill the rest); `receiver` is the
    /// object of a member function call, passed as `this`.
    pub(super) fn emit_user_call(
        &mut self,
        chosen: FuncId,
        receiver: Option<ExprId>,
        values: &[ExprId],
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let (params, return_type): (Vec<(TypeId, ParamDirection)>, TypeId) =
            match self.functions.get(chosen.index()) {
                Some(f) => (
                    f.params.iter().map(|p| (p.ty, p.direction)).collect(),
                    f.return_type,
                ),
                None => return self.error_expr(span),
            };
        let defaults = self
            .func_info
            .get(chosen.index())
            .map(|i| i.defaults.clone())
            .unwrap_or_default();
        let mut call_args = Vec::with_capacity(params.len());
        let mut copies = CopyBack::default();
        let offset = self.members.this_offset(chosen);
        if let (1, Some(r), Some(&(pty, dir))) = (offset, receiver, params.first()) {
            call_args.push(self.this_argument(r, pty, dir, span, &mut copies.before));
        }
        for (i, &(pty, dir)) in params.iter().enumerate().skip(offset) {
            let i = i - offset;
            let (v, aspan) = match (values.get(i), args.get(i)) {
                (Some(&v), Some(&a)) => (v, self.aspan(a)),
                _ => match defaults.get(i + offset).copied().flatten() {
                    Some(d) => (self.check_expr(d), span),
                    None => return self.error_expr(span),
                },
            };
            call_args.push(self.pass_argument(v, pty, dir, aspan, &mut copies));
        }
        self.cur.calls.push((chosen, span));
        let call = self.push_expr(
            ExprKind::Call {
                function: chosen,
                args: call_args,
            },
            return_type,
            span,
        );
        self.with_copies(call, copies, span)
    }

    /// An argument converted to its parameter type. An out-argument must be a writable place;
    /// when its type differs from the parameter's, a temporary of the parameter type is passed
    /// instead and `copies` gets the copy-in (inout) and copy-back assignments.
    fn pass_argument(
        &mut self,
        v: ExprId,
        pty: TypeId,
        dir: ParamDirection,
        span: Span,
        copies: &mut CopyBack,
    ) -> ExprId {
        if dir == ParamDirection::In {
            return self.coerce(v, pty, span);
        }
        if !self.require_writable(v, span, "passed as an out argument") {
            return self.error_expr(span);
        }
        if convert::base_depth(&self.types, self.expr_ty(v), pty).is_some() {
            // The base part of a derived place is a place of the parameter's type.
            return self.upcast(v, pty, span);
        }
        let vty = self.expr_ty(v);
        if vty == pty {
            return v;
        }
        let back = convert::implicit_conversion(&self.types, pty, vty);
        let forth = convert::implicit_conversion(&self.types, vty, pty);
        let shrinking = |c: Option<convert::ConversionCost>| c.is_none_or(|c| c.warns_truncation());
        if shrinking(back) || (dir == ParamDirection::InOut && forth.is_none()) {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "This out argument is '{}' but the parameter is '{}': pass a variable of type '{}'.",
                    self.types.display(vty),
                    self.types.display(pty),
                    self.types.display(pty)
                ),
            );
            return self.error_expr(span);
        }
        let tmp = self.add_local("out.tmp", pty, span, false);
        let tmp_ref = self.push_expr(ExprKind::Local(tmp), pty, span);
        if dir == ParamDirection::InOut {
            let value = self.coerce(v, pty, span);
            copies.before.push(self.push_expr(
                ExprKind::Assign {
                    target: tmp_ref,
                    value,
                },
                pty,
                span,
            ));
        }
        let tmp_read = self.push_expr(ExprKind::Local(tmp), pty, span);
        let value = self.coerce(tmp_read, vty, span);
        copies
            .after
            .push(self.push_expr(ExprKind::Assign { target: v, value }, vty, span));
        tmp_ref
    }

    /// Wraps a call in its copy-in and copy-back assignments: `(before..., [r =] call,
    /// after..., [r])`.
    fn with_copies(&mut self, call: ExprId, copies: CopyBack, span: Span) -> ExprId {
        if copies.before.is_empty() && copies.after.is_empty() {
            return call;
        }
        let rty = self.expr_ty(call);
        let mut exprs = copies.before;
        if matches!(self.types.get(rty), Type::Void) {
            exprs.push(call);
            exprs.extend(copies.after);
            let last_ty = exprs.last().map(|e| self.expr_ty(*e)).unwrap_or(rty);
            return self.push_expr(ExprKind::Sequence { exprs }, last_ty, span);
        }
        let r = self.add_local("call.result", rty, span, false);
        let target = self.push_expr(ExprKind::Local(r), rty, span);
        exprs.push(self.push_expr(
            ExprKind::Assign {
                target,
                value: call,
            },
            rty,
            span,
        ));
        exprs.extend(copies.after);
        exprs.push(self.push_expr(ExprKind::Local(r), rty, span));
        self.push_expr(ExprKind::Sequence { exprs }, rty, span)
    }

    fn report_intrinsic_error(&mut self, err: &IntrinsicError, name: &str, span: Span) -> ExprId {
        let (code, message) = err.report(name);
        self.diags.error(code, span, message);
        self.error_expr(span)
    }

    fn apply_resolved(
        &mut self,
        r: ResolvedIntrinsic,
        receiver: Option<ExprId>,
        values: &[ExprId],
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        for (code, message) in &r.warnings {
            self.diags.warning(*code, span, message.clone());
        }
        if let Some(op) = super::check::StageOp::of_intrinsic(r.op) {
            self.cur.note_stage_op(op, span);
        }
        let mut out = Vec::with_capacity(values.len() + 1);
        let mut copies = CopyBack::default();
        out.extend(receiver);
        for (i, &v) in values.iter().enumerate() {
            let aspan = args.get(i).map(|a| self.aspan(*a)).unwrap_or(span);
            let Some(&pty) = r.params.get(i) else {
                out.push(v);
                continue;
            };
            let dir = if r.out_params.get(i).copied().unwrap_or(false) {
                ParamDirection::Out
            } else {
                ParamDirection::In
            };
            out.push(self.pass_argument(v, pty, dir, aspan, &mut copies));
        }
        let call = self.push_expr(
            ExprKind::Intrinsic {
                op: r.op,
                args: out,
            },
            r.result,
            span,
        );
        self.with_copies(call, copies, span)
    }

    fn intrinsic_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> ExprId {
        // Refused before the arguments are checked: printf's string would only be refused too.
        if let Some(e) = super::intrinsics_extra::refusal(name) {
            return self.report_intrinsic_error(&e, name, span);
        }
        let Some(values) = self.check_args(args) else {
            return self.error_expr(span);
        };
        let arg_types: Vec<TypeId> = values.iter().map(|v| self.expr_ty(*v)).collect();
        let sixteen = self.options.enable_16bit_types;
        let resolved =
            super::intrinsics_extra::resolve_extra(name, &arg_types, &mut self.types, sixteen)
                .unwrap_or_else(|| {
                    intrinsics::resolve_intrinsic(name, &arg_types, &mut self.types)
                });
        match resolved {
            Ok(r) => {
                let id = self.apply_resolved(r, None, &values, args, span);
                self.fold_if_const_intrinsic(id)
            }
            Err(e) => {
                // An atomic on the wrong type is reported at its destination (the spec's
                // position for OSH0314).
                let at = match (&e, args.first()) {
                    (IntrinsicError::Unsupported(Code::BAD_ATOMIC, _), Some(&a)) => self.aspan(a),
                    _ => span,
                };
                self.report_intrinsic_error(&e, name, at)
            }
        }
    }

    /// Built-ins on constants are left to lowering (no folding of transcendental functions
    /// here), except that `NonUniformResourceIndex` keeps its operand as is.
    fn fold_if_const_intrinsic(&mut self, id: ExprId) -> ExprId {
        id
    }

    pub fn method_call(
        &mut self,
        receiver: ast::ExprId,
        method: &ast::Ident,
        template_args: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let r = self.check_expr(receiver);
        let rty = self.expr_ty(r);
        if self.is_error(rty) {
            for &a in args {
                self.check_expr(a);
            }
            return self.error_expr(span);
        }
        match self.types.get(rty) {
            Type::Resource(_) => {}
            Type::Struct(_) => {
                return self.struct_method_call(r, method, template_args, args, span);
            }
            Type::BufferPointer { pointee, .. } => {
                if method.as_str() != "Get" {
                    self.diags.error(
                        Code::NO_SUCH_MEMBER,
                        method.span,
                        format!(
                            "'{}' has no method '{}'; its one method is Get(), the data it points to.",
                            self.types.display(rty),
                            method.as_str()
                        ),
                    );
                    return self.error_expr(span);
                }
                if !args.is_empty() || template_args.is_some() {
                    self.diags.error(
                        Code::WRONG_ARGUMENT_COUNT,
                        span,
                        "vk::BufferPointer's Get() takes no arguments.",
                    );
                    return self.error_expr(span);
                }
                return self.push_expr(ExprKind::Deref { pointer: r }, pointee, span);
            }
            Type::RayQuery { .. } => {
                let Some(values) = self.check_args(args) else {
                    return self.error_expr(span);
                };
                let arg_types: Vec<TypeId> = values.iter().map(|v| self.expr_ty(*v)).collect();
                let ray_desc = self.ray_desc_type();
                return match super::ray_query::resolve_ray_query_method(
                    method.as_str(),
                    &arg_types,
                    &mut self.types,
                    ray_desc,
                ) {
                    Ok(res) => self.apply_resolved(res, Some(r), &values, args, span),
                    Err(IntrinsicError::NotIntrinsic) => {
                        self.diags.error(
                            Code::NO_SUCH_MEMBER,
                            method.span,
                            format!("'RayQuery' has no method '{}'.", method.as_str()),
                        );
                        self.error_expr(span)
                    }
                    Err(e) => self.report_intrinsic_error(&e, method.as_str(), span),
                };
            }
            _ => {
                self.diags.error(
                    Code::NO_SUCH_MEMBER,
                    method.span,
                    format!(
                        "'{}' has no method '{}'.",
                        self.types.display(rty),
                        method.as_str()
                    ),
                );
                return self.error_expr(span);
            }
        }
        let Some(values) = self.check_args(args) else {
            return self.error_expr(span);
        };
        if let Some(e) = self.typed_byte_access(r, rty, method, template_args, &values, span) {
            return e;
        }
        if template_args.is_some() {
            self.diags.error(
                Code::UNSUPPORTED,
                method.span,
                format!(
                    "Template arguments on '{}' are not supported yet.",
                    method.as_str()
                ),
            );
            return self.error_expr(span);
        }
        let arg_types: Vec<TypeId> = values.iter().map(|v| self.expr_ty(*v)).collect();
        match methods::resolve_method(rty, method.as_str(), &arg_types, &mut self.types) {
            Ok(res) => self.apply_resolved(res, Some(r), &values, args, span),
            Err(IntrinsicError::NotIntrinsic) => {
                self.diags.error(
                    Code::NO_SUCH_MEMBER,
                    method.span,
                    format!(
                        "'{}' has no method '{}'.",
                        self.types.display(rty),
                        method.as_str()
                    ),
                );
                self.error_expr(span)
            }
            Err(e) => self.report_intrinsic_error(&e, method.as_str(), span),
        }
    }

    // ----- constructors -----------------------------------------------------------------

    pub fn construct(&mut self, to: TypeId, args: &[ast::ExprId], span: Span) -> ExprId {
        let Some(values) = self.check_args(args) else {
            return self.error_expr(span);
        };
        if self.is_error(to) {
            return self.error_expr(span);
        }
        // `vk::BufferPointer<T, A>(address)` or a copy of another pointer.
        if let (Type::BufferPointer { .. }, [v]) = (self.types.get(to), values.as_slice()) {
            return self.cast(*v, to, span);
        }
        let Some((ts, tshape)) = self.shape_of(to) else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "'{}' cannot be built with constructor syntax: use an initializer list {{ ... }} or a cast.",
                    self.types.display(to)
                ),
            );
            return self.error_expr(span);
        };
        if values.len() == 1 {
            let vty = self.expr_ty(values[0]);
            if tshape == Shape::Scalar
                || matches!(self.shape_of(vty), Some((_, Shape::Scalar)))
                || vty == to
            {
                return self.cast(values[0], to, span);
            }
        }
        let want = self.types.component_count(to);
        let mut parts = Vec::new();
        let mut have = 0u32;
        for (i, &v) in values.iter().enumerate() {
            let vty = self.expr_ty(v);
            let aspan = args.get(i).map(|a| self.aspan(*a)).unwrap_or(span);
            let Some((_, shape)) = self.shape_of(vty) else {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    aspan,
                    format!(
                        "'{}' cannot be part of a '{}'.",
                        self.types.display(vty),
                        self.types.display(to)
                    ),
                );
                return self.error_expr(span);
            };
            let conv_ty = self.type_of_shape(ts, shape);
            let c = self.convert_value(v, conv_ty, aspan);
            have += self.types.component_count(conv_ty);
            match shape {
                Shape::Matrix(rows, cols) => {
                    // Matrix arguments contribute their rows.
                    let row_ty = self.types.vector(ts, cols);
                    let uint = self.types.scalar(Scalar::INT);
                    for r in 0..rows {
                        let idx =
                            self.push_expr(ExprKind::Const(ConstValue::Int(r as i64)), uint, aspan);
                        parts.push(self.push_expr(
                            ExprKind::Index {
                                base: c,
                                index: idx,
                            },
                            row_ty,
                            aspan,
                        ));
                    }
                }
                _ => parts.push(c),
            }
        }
        if have != want {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                format!(
                    "'{}' needs {want} components, but the arguments give {have}.",
                    self.types.display(to)
                ),
            );
            return self.error_expr(span);
        }
        let id = self.push_expr(
            ExprKind::Construct {
                args: parts.clone(),
            },
            to,
            span,
        );
        self.fold_if_const(id, &parts)
    }

    // ----- initializers -----------------------------------------------------------------

    /// Checks a declaration's initializer against `ty`. Returns the value and the declared
    /// type completed by the initializer (an unsized array gets its length).
    pub fn check_initializer(&mut self, e: ast::ExprId, ty: TypeId) -> (ExprId, TypeId) {
        let span = self.aspan(e);
        if self.is_error(ty) {
            self.check_expr_or_list(e);
            return (self.error_expr(span), ty);
        }
        if let Some(v) = self.heap_element_given(e, ty) {
            return (v, ty);
        }
        match self.unit.exprs.get(e.index()).map(|x| &x.kind) {
            Some(ast::ExprKind::InitList(items)) => {
                let items = items.clone();
                let mut q: VecDeque<Entry> = items.iter().map(|&i| Entry::Ast(i)).collect();
                if let Type::Array { element, length: 0 } = self.types.get(ty) {
                    let mut elems = Vec::new();
                    while !q.is_empty() && elems.len() < MAX_INIT_ELEMENTS {
                        match self.fill(element, &mut q, span, 0) {
                            Ok(v) => elems.push(v),
                            Err(e) => {
                                if let FillError::TooFew = e {
                                    self.diags.error(
                                        Code::TYPE_MISMATCH,
                                        span,
                                        format!(
                                            "Too few values in the initializer for the last '{}'.",
                                            self.types.display(element)
                                        ),
                                    );
                                }
                                return (self.error_expr(span), ty);
                            }
                        }
                    }
                    if elems.is_empty() {
                        // DXC: an array has at least one element.
                        self.diags.error(
                            Code::BAD_DECLARATION,
                            span,
                            "An array without a size needs at least one value in its initializer.",
                        );
                        let error = self.error_type();
                        return (self.error_expr(span), error);
                    }
                    let full = self.types.array(element, elems.len() as u32);
                    let id = self.push_expr(ExprKind::Construct { args: elems }, full, span);
                    return (id, full);
                }
                match self.fill_whole(ty, &mut q, span, 0) {
                    Some(v) => (v, ty),
                    None => (self.error_expr(span), ty),
                }
            }
            _ => {
                let v = self.check_expr(e);
                if let (
                    Type::Array { length: 0, element },
                    Type::Array {
                        element: e2,
                        length,
                    },
                ) = (self.types.get(ty), self.types.get(self.expr_ty(v)))
                {
                    if element == e2 {
                        let full = self.types.array(element, length);
                        return (v, full);
                    }
                }
                (self.coerce(v, ty, span), ty)
            }
        }
    }

    fn check_expr_or_list(&mut self, e: ast::ExprId) {
        if let Some(ast::ExprKind::InitList(items)) =
            self.unit.exprs.get(e.index()).map(|x| &x.kind)
        {
            for &i in items.clone().iter() {
                self.check_expr_or_list(i);
            }
        } else {
            self.check_expr(e);
        }
    }

    /// Fills `ty` from the values inside its own braces: element by element for composites,
    /// with every value used up.
    fn fill_whole(
        &mut self,
        ty: TypeId,
        q: &mut VecDeque<Entry>,
        span: Span,
        depth: u32,
    ) -> Option<ExprId> {
        let filled = match self.element_types(ty) {
            Some(elems) => {
                let mut args = Vec::with_capacity(elems.len());
                let mut result = Ok(());
                for et in elems {
                    match self.fill(et, q, span, depth + 1) {
                        Ok(v) => args.push(v),
                        Err(e) => {
                            result = Err(e);
                            break;
                        }
                    }
                }
                result.map(|()| {
                    let args = self.pack_fields(ty, args, span);
                    self.push_expr(ExprKind::Construct { args }, ty, span)
                })
            }
            None => self.fill(ty, q, span, depth + 1),
        };
        let v = match filled {
            Ok(v) => v,
            Err(FillError::Reported) => return None,
            Err(FillError::TooFew) => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    span,
                    format!(
                        "Too few values in the initializer for '{}'.",
                        self.types.display(ty)
                    ),
                );
                return None;
            }
        };
        if let Some(extra) = q.front().copied() {
            let espan = match extra {
                Entry::Ast(a) => self.aspan(a),
                Entry::Value(v) => self.expr(v).map(|x| x.span).unwrap_or(span),
            };
            self.diags.error(
                Code::TYPE_MISMATCH,
                espan,
                format!(
                    "Too many values in the initializer for '{}'.",
                    self.types.display(ty)
                ),
            );
            return None;
        }
        Some(v)
    }

    /// The element types of a composite target, in fill order.
    fn element_types(&mut self, ty: TypeId) -> Option<Vec<TypeId>> {
        Some(match self.types.get(ty) {
            Type::Vector { scalar, size } => {
                let s = self.types.scalar(scalar);
                vec![s; size as usize]
            }
            Type::Matrix { scalar, rows, cols } => {
                let s = self.types.scalar(scalar);
                vec![s; rows as usize * cols as usize]
            }
            Type::Array { element, length } => {
                vec![element; length.min(MAX_INIT_ELEMENTS as u32) as usize]
            }
            Type::Struct(_) if self.field_slots(ty).is_some() => self.field_fill_types(ty)?,
            Type::Struct(sid) => self
                .types
                .struct_def(sid)?
                .members
                .iter()
                .map(|m| m.ty)
                .collect(),
            _ => return None,
        })
    }

    /// Fills one value of type `ty` from the front of `q`.
    fn fill(
        &mut self,
        ty: TypeId,
        q: &mut VecDeque<Entry>,
        span: Span,
        depth: u32,
    ) -> Result<ExprId, FillError> {
        if depth > 64 {
            self.diags.error(
                Code::NESTING_TOO_DEEP,
                span,
                "The initializer nests too deeply.",
            );
            return Err(FillError::Reported);
        }
        let Some(entry) = q.pop_front() else {
            return Err(FillError::TooFew);
        };
        let value = match entry {
            Entry::Ast(a) => {
                if let Some(ast::ExprKind::InitList(items)) =
                    self.unit.exprs.get(a.index()).map(|x| &x.kind)
                {
                    // HLSL flattens initializer lists (DXC): inner braces group nothing, so
                    // `float2x2 m = { {1, 2}, {3, 4} }` fills the four elements in order.
                    for &i in items.iter().rev() {
                        q.push_front(Entry::Ast(i));
                    }
                    return self.fill(ty, q, span, depth + 1);
                }
                self.check_expr(a)
            }
            Entry::Value(v) => v,
        };
        let vty = self.expr_ty(value);
        if self.is_error(vty) {
            return Err(FillError::Reported);
        }
        if vty == ty {
            return Ok(value);
        }
        let vspan = self.expr(value).map(|x| x.span).unwrap_or(span);
        let target_is_scalar = matches!(self.types.get(ty), Type::Scalar(_));
        // A resource is one value of a struct (or array of structs) of resources, as a scalar
        // is of a vector: `Tex pair[2] = { t0, s0, t1, s1 };`.
        let value_is_scalar = matches!(self.types.get(vty), Type::Scalar(_) | Type::Resource(_));
        if target_is_scalar && value_is_scalar {
            return Ok(self.coerce(value, ty, vspan));
        }
        if !value_is_scalar {
            // Split the value into its parts and continue with them.
            let parts = self.split(value, vspan).ok_or(FillError::Reported)?;
            for p in parts.into_iter().rev() {
                q.push_front(Entry::Value(p));
            }
            return self.fill(ty, q, span, depth + 1);
        }
        // A scalar starts filling a composite target element by element.
        q.push_front(Entry::Value(value));
        let Some(elems) = self.element_types(ty) else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                vspan,
                format!(
                    "'{}' cannot be initialized from a list.",
                    self.types.display(ty)
                ),
            );
            return Err(FillError::Reported);
        };
        let mut args = Vec::with_capacity(elems.len());
        for et in elems {
            args.push(self.fill(et, q, span, depth + 1)?);
        }
        let args = self.pack_fields(ty, args, span);
        Ok(self.push_expr(ExprKind::Construct { args }, ty, span))
    }

    /// The parts of a composite value: vector components, matrix elements (row by row),
    /// array elements, struct members.
    fn split(&mut self, v: ExprId, span: Span) -> Option<Vec<ExprId>> {
        let v = self.materialize(v);
        let ty = self.expr_ty(v);
        let int = self.types.scalar(Scalar::INT);
        if self.field_slots(ty).is_some() {
            return self.split_fields(v, ty, span);
        }
        Some(match self.types.get(ty) {
            Type::Vector { scalar, size } => {
                let st = self.types.scalar(scalar);
                (0..size)
                    .map(|i| {
                        self.push_expr(
                            ExprKind::Swizzle {
                                base: v,
                                components: vec![i],
                            },
                            st,
                            span,
                        )
                    })
                    .collect()
            }
            Type::Matrix { scalar, rows, cols } => {
                let st = self.types.scalar(scalar);
                let mut out = Vec::new();
                for r in 0..rows {
                    for c in 0..cols {
                        out.push(self.push_expr(
                            ExprKind::MatrixElements {
                                base: v,
                                elements: vec![(r, c)],
                            },
                            st,
                            span,
                        ));
                    }
                }
                out
            }
            Type::Array { element, length } => (0..length.min(MAX_INIT_ELEMENTS as u32))
                .map(|i| {
                    let idx = self.push_expr(ExprKind::Const(ConstValue::Int(i as i64)), int, span);
                    self.push_expr(
                        ExprKind::Index {
                            base: v,
                            index: idx,
                        },
                        element,
                        span,
                    )
                })
                .collect(),
            Type::Struct(sid) => {
                let tys: Vec<TypeId> = self
                    .types
                    .struct_def(sid)?
                    .members
                    .iter()
                    .map(|m| m.ty)
                    .collect();
                tys.into_iter()
                    .enumerate()
                    .map(|(i, t)| {
                        self.push_expr(
                            ExprKind::Member {
                                base: v,
                                index: i as u32,
                            },
                            t,
                            span,
                        )
                    })
                    .collect()
            }
            _ => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    span,
                    format!(
                        "'{}' cannot be used in an initializer list.",
                        self.types.display(ty)
                    ),
                );
                return None;
            }
        })
    }
}
