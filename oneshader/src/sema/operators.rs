//! Operator overloading as DXC implements HLSL 2021: member operators only.
//!
//! Input: operator declarations inside structs (`S operator+(S rhs)`) and the operators of
//! expressions whose left operand (or only operand) is a struct. Output: calls of the member
//! function named `operator+` through [`super::members`], so an operator is a member function
//! like any other: overloads resolve with the usual conversion ranks (a built-in conversion of
//! the right operand to the parameter's type included), `this` is the left operand.
//!
//! Used: binary arithmetic, bitwise and comparison operators, `&&` and `||` (which, as user
//! functions, evaluate both operands), unary `!` and `~`, `[]` and `()`; `operator,` may be
//! declared, as in DXC, but a comma expression keeps its built-in meaning. As in DXC, `+`, `-`,
//! `*` and `&` work in their binary form only: a unary `-s` on a struct is an error at the use.
//! Refused at the declaration with DXC's rule (OSH0372): `=`, every compound assignment, `<<`,
//! `>>`, `++`, `--`, `->`, and operators declared outside a struct. A built-in operator never
//! applies to a struct, so no user operator competes with a built-in one.

use super::check::Checker;
use super::hir::ExprId;
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast::{self, OperatorSymbol};
use crate::syntax::token::Punct;
use crate::types::Type;

/// Whether DXC allows overloading this operator inside a struct.
fn overloadable(symbol: OperatorSymbol) -> bool {
    use Punct::*;
    match symbol {
        OperatorSymbol::Index | OperatorSymbol::Call => true,
        OperatorSymbol::Punct(p) => matches!(
            p,
            Plus | Minus
                | Star
                | Slash
                | Percent
                | Amp
                | Pipe
                | Caret
                | Tilde
                | Bang
                | AmpAmp
                | PipePipe
                | Lt
                | Gt
                | Le
                | Ge
                | EqEq
                | Ne
                | Comma
        ),
    }
}

impl Checker<'_> {
    /// Reports an operator DXC forbids overloading (OSH0372); true when it is allowed.
    pub(super) fn check_operator_decl(&mut self, f: &ast::FunctionDecl) -> bool {
        let Some(symbol) = f.operator else {
            return true;
        };
        if overloadable(symbol) {
            return true;
        }
        self.diags.error(
            Code::BAD_OPERATOR,
            f.name.span,
            format!(
                "Overloading '{}' is not allowed in HLSL 2021: assignments, compound assignments, shifts, '++', '--' and '->' keep their built-in meaning.",
                f.name.name.as_str()
            ),
        );
        false
    }

    /// An operator declared outside a struct (OSH0372, as DXC).
    pub(super) fn non_member_operator(&mut self, f: &ast::FunctionDecl) {
        self.diags.error(
            Code::BAD_OPERATOR,
            f.name.span,
            format!(
                "Overloading the non-member '{}' is not allowed in HLSL 2021: declare it inside the struct of its left operand, with the right operand as its parameter.",
                f.name.name.as_str()
            ),
        );
    }

    fn is_user_struct(&self, e: ExprId) -> bool {
        let ty = self.expr_ty(e);
        matches!(self.types.get(ty), Type::Struct(_)) && !self.is_error(ty)
    }

    /// `lhs op rhs` with a struct on the left: a call of its `operator op`. `None` when the
    /// left operand is not a struct or declares no such operator (the caller applies the
    /// built-in operator, which reports the mismatch); `rhs` is checked only when it is used.
    pub(super) fn user_binary_operator(
        &mut self,
        op: ast::BinaryOp,
        lhs: ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<ExprId> {
        if !self.is_user_struct(lhs) {
            return None;
        }
        let name = format!("operator{}", op.symbol());
        self.operator_call(lhs, &name, &[rhs], span)
    }

    /// `!s` and `~s` on a struct.
    pub(super) fn user_unary_operator(
        &mut self,
        op: ast::UnaryOp,
        operand: ExprId,
        span: Span,
    ) -> Option<ExprId> {
        if !self.is_user_struct(operand) {
            return None;
        }
        let name = format!("operator{}", op.symbol());
        if matches!(op, ast::UnaryOp::Negate | ast::UnaryOp::Plus) {
            // DXC accepts the declaration but never calls it; say so at the use.
            if !self.declares_operator(operand, &name) {
                return None;
            }
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "The unary '{name}' of '{}' cannot be called: HLSL 2021 calls the member operators +, -, * and & only in their binary form. Call a named member function instead.",
                    self.types.display(self.expr_ty(operand))
                ),
            );
            return Some(self.error_expr(span));
        }
        if !matches!(op, ast::UnaryOp::Not | ast::UnaryOp::BitNot) {
            return None;
        }
        self.operator_call(operand, &name, &[], span)
    }

    /// `s[i]` (`operator[]`) and `s(args)` (`operator()`).
    pub(super) fn user_postfix_operator(
        &mut self,
        object: ExprId,
        name: &str,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<ExprId> {
        if !self.is_user_struct(object) {
            return None;
        }
        self.operator_call(object, name, args, span)
    }
}
