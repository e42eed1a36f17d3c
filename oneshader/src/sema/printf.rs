//! `printf`, the `string` constants that name its formats, and `vk::ReadClock`: the debugging
//! built-ins DXC maps to SPIR-V extensions (`NonSemantic.DebugPrintf`,
//! `SPV_KHR_shader_clock`).
//!
//! Input: the call's AST arguments (the format must be seen before it is checked as a value:
//! a string is not a value anywhere else) and global `string` declarations. Output: HIR
//! [`Intrinsic::Printf`] with the format in [`super::hir::Program::strings`] (each text once),
//! [`Intrinsic::ReadClock`] with its scope as a `uint` constant. Invariants: a format is a
//! string literal or a global `string` constant initialized with one, as in DXC; the other
//! arguments are numeric scalars or vectors, literals made `int`/`float` (DXC's operands);
//! a clock's scope is `vk::DeviceScope` or `vk::SubgroupScope`, the only ones Vulkan allows.

use super::check::Checker;
use super::hir::{ConstValue, ExprId, ExprKind, Intrinsic};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Scalar, Type};

/// DXC's `vk::` scope constants (`SPIR-V.rst`, "Intrinsic Constants"): SPIR-V's scope numbers.
pub(super) fn vk_scope(name: &str) -> Option<u64> {
    Some(match name {
        "vk::CrossDeviceScope" => 0,
        "vk::DeviceScope" => 1,
        "vk::WorkgroupScope" => 2,
        "vk::SubgroupScope" => 3,
        "vk::InvocationScope" => 4,
        "vk::QueueFamilyScope" => 5,
        _ => return None,
    })
}

impl Checker<'_> {
    /// Whether a declaration's type is written `string`.
    pub(super) fn is_string_type(&self, t: ast::TypeExprId) -> bool {
        matches!(
            self.unit.types.get(t.index()).map(|t| &t.kind),
            Some(ast::TypeExprKind::Named { name, template_args: None })
                if name.is_simple() && name.name.as_str() == "string"
        )
    }

    /// A global `string` declaration (`const string fmt = "...";`, `static` or not, as DXC
    /// accepts): each name keeps its literal's text for `printf`. Strings are no values, so
    /// nothing is allocated (DXC writes them as `OpString`s too).
    pub(super) fn string_global(&mut self, v: &ast::VarDecl) {
        for d in &v.declarators {
            let text = d.init.and_then(|e| match self.unit.exprs.get(e.index()) {
                Some(ast::Expr {
                    kind: ast::ExprKind::StringLit(s),
                    ..
                }) => Some(s.clone()),
                _ => None,
            });
            if !d.array_dims.is_empty() {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    d.span,
                    "An array of strings is not supported: declare one string constant per \
                     printf format.",
                );
            } else if let Some(text) = text {
                if self
                    .string_constants
                    .insert(d.name.as_str().to_string(), text)
                    .is_some()
                {
                    self.redefinition(&d.name);
                }
                continue;
            } else {
                self.diags.error(
                    Code::BAD_DECLARATION,
                    d.span,
                    format!(
                        "The string '{}' needs a string literal initializer (string = \"...\"): \
                         strings only name printf formats.",
                        d.name.as_str()
                    ),
                );
            }
        }
    }

    /// `printf(format, args...)`.
    pub(super) fn printf_call(&mut self, args: &[ast::ExprId], span: Span) -> ExprId {
        let Some((&first, rest)) = args.split_first() else {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                "printf takes a format string and then the values it prints, as in \
                 printf(\"x = %f\", x).",
            );
            return self.error_expr(span);
        };
        let format = self.format_text(first);
        let mut values = Vec::with_capacity(rest.len());
        let mut bad = format.is_none();
        for &a in rest {
            let v = self.check_expr(a);
            let ty = self.expr_ty(v);
            if self.is_error(ty) {
                bad = true;
                continue;
            }
            let numeric = match self.types.get(ty) {
                Type::Scalar(s) | Type::Vector { scalar: s, .. } => !s.is_bool(),
                _ => false,
            };
            if !numeric {
                let shown = self.types.display(ty);
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    self.aspan(a),
                    format!(
                        "printf prints numbers: scalars and vectors of int, uint or float \
                         types, not '{shown}'. Convert it (a bool with (uint)b) or print its \
                         members one by one."
                    ),
                );
                bad = true;
                continue;
            }
            values.push(self.materialize(v));
        }
        let Some(text) = format.filter(|_| !bad) else {
            return self.error_expr(span);
        };
        let index = match self.strings.iter().position(|s| *s == text) {
            Some(i) => i,
            None => {
                self.strings.push(text);
                self.strings.len() - 1
            }
        };
        let void = self.types.void();
        self.push_expr(
            ExprKind::Intrinsic {
                op: Intrinsic::Printf {
                    format: index as u32,
                },
                args: values,
            },
            void,
            span,
        )
    }

    /// The text of printf's format argument: a string literal or a global string constant.
    fn format_text(&mut self, e: ast::ExprId) -> Option<String> {
        let expr = self.unit.exprs.get(e.index())?;
        match &expr.kind {
            ast::ExprKind::StringLit(s) => return Some(s.clone()),
            ast::ExprKind::Name {
                name,
                template_args: None,
            } if name.is_simple() && self.cur.scopes.lookup(name.name.as_str()).is_none() => {
                let text = name.to_text();
                if let Some(s) = self.string_constants.get(text.trim_start_matches("::")) {
                    return Some(s.clone());
                }
            }
            _ => {}
        }
        let span = expr.span;
        self.diags.error(
            Code::TYPE_MISMATCH,
            span,
            "printf's first argument is its format: a string literal or a string constant \
             (const string fmt = \"...\";), as in printf(\"x = %f\", x).",
        );
        None
    }

    /// `vk::ReadClock(scope)`: the clock as a `uint64_t`.
    pub(super) fn read_clock_call(&mut self, args: &[ast::ExprId], span: Span) -> ExprId {
        if args.len() != 1 {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                format!(
                    "vk::ReadClock takes one argument, the scope (vk::DeviceScope or \
                     vk::SubgroupScope), not {}.",
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        let Some(scope) = self.const_int(args[0], "The scope of vk::ReadClock") else {
            return self.error_expr(span);
        };
        if scope != 1 && scope != 3 {
            self.diags.error(
                Code::TYPE_MISMATCH,
                self.aspan(args[0]),
                format!(
                    "vk::ReadClock reads the clock of a device or of a subgroup: its scope is \
                     vk::DeviceScope (1) or vk::SubgroupScope (3), not {scope} (Vulkan allows no \
                     other scope for OpReadClockKHR)."
                ),
            );
            return self.error_expr(span);
        }
        let uint = self.types.scalar(Scalar::UINT);
        let scope = self.push_expr(
            ExprKind::Const(ConstValue::Uint(scope as u64)),
            uint,
            self.aspan(args[0]),
        );
        let u64 = self.types.scalar(Scalar::UINT64);
        self.push_expr(
            ExprKind::Intrinsic {
                op: Intrinsic::ReadClock,
                args: vec![scope],
            },
            u64,
            span,
        )
    }
}
