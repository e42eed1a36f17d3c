//! DXC's raw buffer-address intrinsics, `vk::RawBufferLoad<T>(address, alignment)` and
//! `vk::RawBufferStore<T>(address, value, alignment)`, and the pointer casts of
//! `vk::BufferPointer` (`vk::static_pointer_cast`, `vk::reinterpret_pointer_cast`).
//!
//! Input: the call's template arguments (the loaded or stored type `T`; `uint` when omitted, as
//! in DXC) and its arguments: a `uint64_t` address (any integer scalar converts), the value of a
//! store, and an optional constant alignment in bytes (a power of two, 4 by default, as in
//! DXC). Output: the same HIR as `vk::BufferPointer<T, alignment>(address).Get()` read or
//! assigned, so lowering and every backend treat both forms alike (SPIR-V only; WGSL and MSL
//! refuse buffer addresses). Invariant: `T` is data (no resource), laid out like a storage
//! buffer's contents, as the pointee of any buffer pointer.

use super::check::Checker;
use super::hir::{ExprId, ExprKind};
use super::resolve_types::{builtin_type, Builtin, TemplateArg};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Scalar, TypeId};

impl Checker<'_> {
    /// The type `vk::BufferPointer<args>`, or `None` after reporting why it is malformed.
    pub(super) fn buffer_pointer_type(
        &mut self,
        args: &[TemplateArg],
        span: Span,
    ) -> Option<TypeId> {
        let enable16 = self.options.enable_16bit_types;
        match builtin_type("vk::BufferPointer", args, &mut self.types, enable16) {
            Builtin::Type(t) => Some(t),
            Builtin::Error(code, message) => {
                self.diags.error(code, span, message);
                None
            }
            Builtin::NotBuiltin => None,
        }
    }

    /// `vk::RawBufferLoad` (`store` false) or `vk::RawBufferStore` (`store` true).
    pub(super) fn raw_buffer_call(
        &mut self,
        store: bool,
        template_args: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let name = if store {
            "vk::RawBufferStore"
        } else {
            "vk::RawBufferLoad"
        };
        let fixed = if store { 2 } else { 1 };
        if args.len() != fixed && args.len() != fixed + 1 {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                format!(
                    "{name} takes {}, then optionally the alignment in bytes (4 by default), not {} arguments.",
                    if store { "an address and a value" } else { "an address" },
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        let resolved = match template_args {
            Some(t) => match self.resolve_template_args(t) {
                Some(r) => r,
                None => return self.error_expr(span),
            },
            None => Vec::new(),
        };
        let ty = match resolved.as_slice() {
            [] => self.types.scalar(Scalar::UINT),
            [TemplateArg::Type(t)] => *t,
            _ => {
                self.diags.error(
                    Code::TEMPLATE_ARGUMENTS,
                    span,
                    format!("{name} takes one template argument, the type in memory, as in {name}<float4>."),
                );
                return self.error_expr(span);
            }
        };
        let align = match args.get(fixed) {
            None => 4,
            Some(&a) => {
                let Some(n) = self.const_int(a, &format!("The alignment of {name}")) else {
                    return self.error_expr(span);
                };
                if !(1..=4096).contains(&n) || !(n as u64).is_power_of_two() {
                    self.diags.error(
                        Code::TYPE_MISMATCH,
                        self.aspan(a),
                        format!(
                            "The alignment of {name} is a power of two up to 4096 bytes, not {n}."
                        ),
                    );
                    return self.error_expr(span);
                }
                n
            }
        };
        let args_of_type = [TemplateArg::Type(ty), TemplateArg::Int(align)];
        let Some(pointer_ty) = self.buffer_pointer_type(&args_of_type, span) else {
            return self.error_expr(span);
        };
        let address = self.check_expr(args[0]);
        if self.is_error(self.expr_ty(address)) {
            return self.error_expr(span);
        }
        let pointer = self.cast(address, pointer_ty, self.aspan(args[0]));
        let place = self.push_expr(ExprKind::Deref { pointer }, ty, span);
        if !store {
            return place;
        }
        let value = self.check_expr(args[1]);
        if self.is_error(self.expr_ty(value)) {
            return self.error_expr(span);
        }
        let value = self.coerce(value, ty, self.aspan(args[1]));
        self.push_expr(
            ExprKind::Assign {
                target: place,
                value,
            },
            ty,
            span,
        )
    }

    /// `vk::static_pointer_cast<T, A>(p)` (`T` is the pointee of `p` or one of its bases) and
    /// `vk::reinterpret_pointer_cast<T, A>(p)` (any `T`): `p` as a `vk::BufferPointer<T, A>`.
    /// Both need `A` no larger than `p`'s alignment, as the proposal says; without `A`, `p`'s
    /// alignment is kept (DXC's rule).
    pub(super) fn pointer_cast_call(
        &mut self,
        reinterpret: bool,
        template_args: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let name = if reinterpret {
            "vk::reinterpret_pointer_cast"
        } else {
            "vk::static_pointer_cast"
        };
        let resolved = match template_args.map(|t| self.resolve_template_args(t)) {
            Some(Some(r)) => r,
            Some(None) => return self.error_expr(span),
            None => Vec::new(),
        };
        if args.len() != 1 || !matches!(resolved.first(), Some(TemplateArg::Type(_))) {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                format!("{name} takes the type to point to (and optionally an alignment) as template arguments and one vk::BufferPointer, as in {name}<Base>(p)."),
            );
            return self.error_expr(span);
        }
        let value = self.check_expr(args[0]);
        let from = self.expr_ty(value);
        if self.is_error(from) {
            return self.error_expr(span);
        }
        let crate::types::Type::BufferPointer {
            pointee: source,
            align: source_align,
        } = self.types.get(from)
        else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                self.aspan(args[0]),
                format!(
                    "{name} casts a vk::BufferPointer, not a '{}'.",
                    self.types.display(from)
                ),
            );
            return self.error_expr(span);
        };
        // Without an alignment the cast keeps the source pointer's, as in DXC.
        let mut resolved = resolved;
        if resolved.len() == 1 && source_align != 0 {
            resolved.push(TemplateArg::Int(i64::from(source_align)));
        }
        let Some(to) = self.buffer_pointer_type(&resolved, span) else {
            return self.error_expr(span);
        };
        let crate::types::Type::BufferPointer { pointee, align } = self.types.get(to) else {
            return self.error_expr(span);
        };
        // An omitted alignment is the pointee's own, known once laid out: compare only
        // explicit ones here.
        if align != 0 && source_align != 0 && align > source_align {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!("{name} cannot raise the alignment from {source_align} to {align}: the address is only known to be aligned to {source_align}."),
            );
            return self.error_expr(span);
        }
        if !reinterpret && !self.chain(source).contains(&pointee) {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "vk::static_pointer_cast casts to a base of '{}', which '{}' is not. Use vk::reinterpret_pointer_cast for other types.",
                    self.types.display(source),
                    self.types.display(pointee)
                ),
            );
            return self.error_expr(span);
        }
        self.cast(value, to, span)
    }
}
