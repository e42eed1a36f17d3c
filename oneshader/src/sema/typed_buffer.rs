//! Typed byte-address buffer access (`buf.Load<T>(offset)`, `buf.Store<T>(offset, value)`)
//! and `sizeof`.
//!
//! Input: a checked `ByteAddressBuffer`/`RWByteAddressBuffer` receiver, the method's template
//! argument and checked arguments; for `sizeof`, a type or an expression. Output: plain HIR
//! built from the word methods the backends already have: each 32-bit piece of `T` is a
//! `ByteLoad`/`ByteStore` of its words at `offset + piece offset`, reinterpreted with
//! `asfloat`/`asint` (bools as `!= 0` and `0`/`1`), then assembled with `Construct` (loads) or
//! taken apart with `Member`/`Index` (stores). The offset and the stored value are evaluated
//! once, into temporaries.
//!
//! Layout, as DXC for Vulkan (its raw-buffer handler): a struct's members sit at their
//! structured-buffer offsets (vector-relaxed std430 with the compile's matrix packing,
//! [`layout::layout_of`]) and an array of structs steps by the struct's structured size; every
//! other value is its scalars one after the other: vector components in order, matrix elements
//! column by column (whatever the packing, as DXC without `-fspv-use-legacy-buffer-matrix-order`),
//! array elements back to back. `sizeof` is clang's size of the type: scalars at their size (bool
//! 4), vectors, matrices and arrays tightly packed, struct members aligned to their largest
//! scalar and the struct rounded to it (so `sizeof` of `{float2, float3}` is 20 while the buffer
//! layout puts the `float3` at 16, as in DXC).
//!
//! 64-bit scalars are two words, the low one first, as DXC stores them. Not yet (OSH0350):
//! 16-bit pieces, `Load<T>(offset, out status)`. Resources and
//! empty types are OSH0383.

use super::check::Checker;
use super::hir::{BinaryOp, ConstValue, ExprId, ExprKind, Intrinsic};
use super::layout::{self, LayoutRules};
use crate::diag::{Code, DiagnosticBag};
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{Access, LayoutKind, ResourceType, Scalar, ScalarKind, Type, TypeId};

/// The most 32-bit pieces one typed access may expand to (bounds the code for huge arrays).
const MAX_PIECES: usize = 4096;

/// Why a type cannot be accessed; reported once at the call.
struct Refusal(Code, String);

impl Checker<'_> {
    /// A typed `Load<T>`/`Store<T>` (or `Store` of a value that is not `uint`) on a
    /// byte-address buffer; `None` for every other method call, left to the usual path.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn typed_byte_access(
        &mut self,
        receiver: ExprId,
        rty: TypeId,
        method: &ast::Ident,
        template_args: Option<&[ast::TemplateArg]>,
        values: &[ExprId],
        span: Span,
    ) -> Option<ExprId> {
        let Type::Resource(ResourceType::ByteAddressBuffer { access }) = self.types.get(rty) else {
            return None;
        };
        let name = method.as_str();
        let is_load = name == "Load";
        let is_store = name == "Store";
        let ty = match template_args {
            Some(args) if is_load || is_store => {
                let [ast::TemplateArg::Type(t)] = args else {
                    self.diags.error(
                        Code::TEMPLATE_ARGUMENTS,
                        method.span,
                        format!("'{name}' takes one type as its template argument, as in {name}<float4>."),
                    );
                    return Some(self.error_expr(span));
                };
                let ty = self.resolve_type(*t);
                if self.is_error(ty) {
                    return Some(self.error_expr(span));
                }
                ty
            }
            Some(_) => {
                self.diags.error(
                    Code::TEMPLATE_ARGUMENTS,
                    method.span,
                    format!("'{name}' takes no template arguments."),
                );
                return Some(self.error_expr(span));
            }
            // `Store(offset, value)` with a value that is not uint is DXC's templated store.
            None if is_store && values.len() == 2 && access == Access::ReadWrite => {
                let vty = self.expr_ty(values[1]);
                if self.is_word_value(vty) {
                    return None;
                }
                vty
            }
            None => return None,
        };
        if is_store && access == Access::ReadOnly {
            self.diags.error(
                Code::BAD_RESOURCE_USE,
                method.span,
                "'ByteAddressBuffer' has no 'Store': the buffer is read-only; use RWByteAddressBuffer to write.",
            );
            return Some(self.error_expr(span));
        }
        let want = if is_load { 1 } else { 2 };
        if values.len() != want {
            if is_load && values.len() == 2 {
                self.diags.error(
                    Code::UNSUPPORTED,
                    method.span,
                    "'Load<T>' with a status argument is not supported yet.",
                );
            } else {
                self.diags.error(
                    Code::WRONG_ARGUMENT_COUNT,
                    span,
                    format!(
                        "'{name}<{}>' takes {want} argument{}, but {} {} given.",
                        self.types.display(ty),
                        if want == 1 { "" } else { "s" },
                        values.len(),
                        if values.len() == 1 { "was" } else { "were" }
                    ),
                );
            }
            return Some(self.error_expr(span));
        }
        if let Err(Refusal(code, why)) = self.check_pieces(ty, 0) {
            {
                self.diags.error(
                    code,
                    span,
                    format!(
                        "'{name}<{}>' cannot access this type: {why}.",
                        self.types.display(ty)
                    ),
                );
                return Some(self.error_expr(span));
            }
        }
        let uint = self.types.scalar(Scalar::UINT);
        let offset = self.coerce(values[0], uint, span);
        let offset_tmp = self.add_local("byte.offset", uint, span, false);
        let mut exprs = vec![self.assign_local(offset_tmp, offset, span)];
        let access = Access0 {
            buffer: receiver,
            offset: offset_tmp,
            span,
        };
        if is_load {
            let value = self.load_piece(&access, ty, 0);
            exprs.push(value);
            return Some(self.push_expr(ExprKind::Sequence { exprs }, ty, span));
        }
        let value = self.coerce(values[1], ty, span);
        let value_tmp = self.add_local("byte.value", ty, span, false);
        exprs.push(self.assign_local(value_tmp, value, span));
        let source = self.push_expr(ExprKind::Local(value_tmp), ty, span);
        self.store_piece(&access, source, ty, 0, &mut exprs);
        let void = self.types.void();
        Some(self.push_expr(ExprKind::Sequence { exprs }, void, span))
    }

    /// `uint`/`uintN` and literal integers: what the word `Store` takes as it is.
    fn is_word_value(&self, ty: TypeId) -> bool {
        match self.types.get(ty) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => {
                s == Scalar::UINT || s == Scalar::LITERAL_INT
            }
            _ => false,
        }
    }

    /// A struct's member offsets and its size under structured-buffer rules.
    fn struct_offsets(&self, ty: TypeId) -> (Vec<u32>, u32) {
        let mut scratch = DiagnosticBag::new();
        let l = layout::layout_of(
            &self.types,
            ty,
            self.options.matrix_packing,
            LayoutRules::STRUCTURED,
            &mut scratch,
        );
        match l.kind {
            LayoutKind::Struct { members, .. } => {
                (members.iter().map(|m| m.offset).collect(), l.size)
            }
            _ => (Vec::new(), l.size),
        }
    }

    /// How many bytes one element of an array of `ty` takes in a raw buffer.
    fn raw_stride(&self, ty: TypeId) -> u32 {
        match self.types.get(ty) {
            Type::Scalar(s) => scalar_bytes(s),
            Type::Vector { scalar, size } => scalar_bytes(scalar) * size as u32,
            Type::Matrix { scalar, rows, cols } => scalar_bytes(scalar) * rows as u32 * cols as u32,
            Type::Array { element, length } => self.raw_stride(element).saturating_mul(length),
            Type::Struct(_) => self.struct_offsets(ty).1,
            _ => 0,
        }
    }

    /// Checks that every piece of `ty` is a 32-bit scalar or bool and counts them.
    fn check_pieces(&self, ty: TypeId, depth: u32) -> Result<usize, Refusal> {
        let scalar_ok = |s: Scalar| -> Result<(), Refusal> {
            if s.is_bool() || s.width == 32 || s.width == 64 {
                Ok(())
            } else {
                Err(Refusal(
                    Code::UNSUPPORTED,
                    format!(
                        "{}-bit values in typed byte-address access are not supported yet",
                        s.width
                    ),
                ))
            }
        };
        if depth > layout::MAX_LAYOUT_DEPTH {
            return Err(Refusal(
                Code::NESTING_TOO_DEEP,
                "it nests too deeply".into(),
            ));
        }
        let n = match self.types.get(ty) {
            Type::Scalar(s) => scalar_ok(s).map(|_| 1)?,
            Type::Vector { scalar, size } => scalar_ok(scalar).map(|_| size as usize)?,
            Type::Matrix { scalar, rows, cols } => {
                scalar_ok(scalar).map(|_| rows as usize * cols as usize)?
            }
            Type::Array { element, length } => {
                if length == 0 {
                    return Err(Refusal(
                        Code::BAD_TYPED_BUFFER_ACCESS,
                        "an array without a size has no size".into(),
                    ));
                }
                self.check_pieces(element, depth + 1)?
                    .saturating_mul(length as usize)
            }
            Type::Struct(sid) => {
                let Some(def) = self.types.struct_def(sid) else {
                    return Err(Refusal(
                        Code::BAD_TYPED_BUFFER_ACCESS,
                        "it is not a value".into(),
                    ));
                };
                if def.members.is_empty() {
                    return Err(Refusal(
                        Code::BAD_TYPED_BUFFER_ACCESS,
                        "an empty struct has nothing to access".into(),
                    ));
                }
                let mut n = 0usize;
                for m in &def.members {
                    n = n.saturating_add(self.check_pieces(m.ty, depth + 1)?);
                }
                n
            }
            Type::Resource(_) | Type::RayQuery { .. } => {
                return Err(Refusal(
                    Code::BAD_TYPED_BUFFER_ACCESS,
                    "a resource is not stored in a buffer".into(),
                ))
            }
            Type::Void | Type::Pointer { .. } => {
                return Err(Refusal(
                    Code::BAD_TYPED_BUFFER_ACCESS,
                    "it is not a value".into(),
                ))
            }
            Type::BufferPointer { .. } => {
                return Err(Refusal(
                    Code::BAD_TYPED_BUFFER_ACCESS,
                    "a vk::BufferPointer is read from a structured or constant buffer, not from this one".into(),
                ))
            }
            Type::Spirv(_) => {
                return Err(Refusal(
                    Code::BAD_TYPED_BUFFER_ACCESS,
                    "an inline SPIR-V type is opaque to loads of words".into(),
                ))
            }
        };
        if n > MAX_PIECES {
            return Err(Refusal(
                Code::BAD_TYPED_BUFFER_ACCESS,
                format!("it has {n} 32-bit pieces, more than the {MAX_PIECES} one access may take; access it in parts"),
            ));
        }
        Ok(n)
    }

    fn assign_local(&mut self, local: super::hir::LocalId, value: ExprId, span: Span) -> ExprId {
        let ty = self.expr_ty(value);
        let target = self.push_expr(ExprKind::Local(local), ty, span);
        self.push_expr(ExprKind::Assign { target, value }, ty, span)
    }

    /// `offset + at` as a uint expression.
    fn piece_address(&mut self, a: &Access0, at: u32) -> ExprId {
        let uint = self.types.scalar(Scalar::UINT);
        let base = self.push_expr(ExprKind::Local(a.offset), uint, a.span);
        if at == 0 {
            return base;
        }
        let k = self.push_expr(ExprKind::Const(ConstValue::Uint(at as u64)), uint, a.span);
        self.push_expr(
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs: base,
                rhs: k,
            },
            uint,
            a.span,
        )
    }

    /// `count` words at `offset + at`, as `uint`/`uintN`.
    fn load_words(&mut self, a: &Access0, at: u32, count: u8) -> ExprId {
        let addr = self.piece_address(a, at);
        let ty = if count == 1 {
            self.types.scalar(Scalar::UINT)
        } else {
            self.types.vector(Scalar::UINT, count)
        };
        self.push_expr(
            ExprKind::Intrinsic {
                op: Intrinsic::ByteLoad(count),
                args: vec![a.buffer, addr],
            },
            ty,
            a.span,
        )
    }

    /// Words reinterpreted as `scalar` (`count` of them: a scalar or a vector).
    fn words_as(&mut self, words: ExprId, scalar: Scalar, count: u8, span: Span) -> ExprId {
        let ty = if count == 1 {
            self.types.scalar(scalar)
        } else {
            self.types.vector(scalar, count)
        };
        match scalar.kind {
            ScalarKind::Float => self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsFloat,
                    args: vec![words],
                },
                ty,
                span,
            ),
            ScalarKind::Int => self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsInt,
                    args: vec![words],
                },
                ty,
                span,
            ),
            ScalarKind::Bool => {
                let wty = self.expr_ty(words);
                let uint = self.types.scalar(Scalar::UINT);
                let zero = self.push_expr(ExprKind::Const(ConstValue::Uint(0)), uint, span);
                let zero = if count == 1 {
                    zero
                } else {
                    self.push_expr(ExprKind::Splat { operand: zero }, wty, span)
                };
                self.push_expr(
                    ExprKind::Binary {
                        op: BinaryOp::Ne,
                        lhs: words,
                        rhs: zero,
                    },
                    ty,
                    span,
                )
            }
            _ => words,
        }
    }

    /// The value of type `ty` at `offset + at`.
    fn load_piece(&mut self, a: &Access0, ty: TypeId, at: u32) -> ExprId {
        let span = a.span;
        match self.types.get(ty) {
            Type::Scalar(s) if s.width == 64 => self.load_wide(a, at, s),
            Type::Scalar(s) => {
                let w = self.load_words(a, at, 1);
                self.words_as(w, s, 1, span)
            }
            Type::Vector { scalar, size } if scalar.width == 64 => {
                let args = (0..size as u32)
                    .map(|i| self.load_wide(a, at + 8 * i, scalar))
                    .collect();
                self.push_expr(ExprKind::Construct { args }, ty, span)
            }
            Type::Vector { scalar, size } => {
                let w = self.load_words(a, at, size);
                self.words_as(w, scalar, size, span)
            }
            Type::Matrix { scalar, rows, cols } => {
                // HLSL's constructor takes the elements row by row; the buffer holds them
                // column by column.
                let bytes = scalar_bytes(scalar);
                let mut args = Vec::with_capacity(rows as usize * cols as usize);
                for r in 0..rows as u32 {
                    for c in 0..cols as u32 {
                        let at = at + bytes * (c * rows as u32 + r);
                        args.push(if bytes == 8 {
                            self.load_wide(a, at, scalar)
                        } else {
                            let w = self.load_words(a, at, 1);
                            self.words_as(w, scalar, 1, span)
                        });
                    }
                }
                self.push_expr(ExprKind::Construct { args }, ty, span)
            }
            Type::Array { element, length } => {
                let stride = self.raw_stride(element);
                let args = (0..length)
                    .map(|i| self.load_piece(a, element, at + i * stride))
                    .collect();
                self.push_expr(ExprKind::Construct { args }, ty, span)
            }
            Type::Struct(sid) => {
                let member_types: Vec<TypeId> = self
                    .types
                    .struct_def(sid)
                    .map(|d| d.members.iter().map(|m| m.ty).collect())
                    .unwrap_or_default();
                let (offsets, _) = self.struct_offsets(ty);
                let args = member_types
                    .iter()
                    .zip(&offsets)
                    .map(|(&mty, &off)| self.load_piece(a, mty, at + off))
                    .collect();
                self.push_expr(ExprKind::Construct { args }, ty, span)
            }
            _ => self.error_expr(span),
        }
    }

    /// `words` (uint/uintN) stored at `offset + at`.
    fn store_words(
        &mut self,
        a: &Access0,
        at: u32,
        words: ExprId,
        count: u8,
        out: &mut Vec<ExprId>,
    ) {
        let addr = self.piece_address(a, at);
        let void = self.types.void();
        out.push(self.push_expr(
            ExprKind::Intrinsic {
                op: Intrinsic::ByteStore(count),
                args: vec![a.buffer, addr, words],
            },
            void,
            a.span,
        ));
    }

    /// A scalar or vector value of `scalar` elements as words.
    fn as_words(&mut self, v: ExprId, scalar: Scalar, count: u8, span: Span) -> ExprId {
        let wty = if count == 1 {
            self.types.scalar(Scalar::UINT)
        } else {
            self.types.vector(Scalar::UINT, count)
        };
        match scalar.kind {
            ScalarKind::Uint => v,
            // Bools are stored as 0 and 1.
            ScalarKind::Bool => self.push_expr(ExprKind::Convert { operand: v }, wty, span),
            _ => self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsUint,
                    args: vec![v],
                },
                wty,
                span,
            ),
        }
    }

    /// Stores the value `v` (a temporary or a part of one) of type `ty` at `offset + at`.
    fn store_piece(&mut self, a: &Access0, v: ExprId, ty: TypeId, at: u32, out: &mut Vec<ExprId>) {
        let span = a.span;
        match self.types.get(ty) {
            Type::Scalar(s) if s.width == 64 => self.store_wide(a, v, s, at, out),
            Type::Scalar(s) => {
                let w = self.as_words(v, s, 1, span);
                self.store_words(a, at, w, 1, out);
            }
            Type::Vector { scalar, size } if scalar.width == 64 => {
                let sty = self.types.scalar(scalar);
                for i in 0..size {
                    let e = self.push_expr(
                        ExprKind::Swizzle {
                            base: v,
                            components: vec![i],
                        },
                        sty,
                        span,
                    );
                    self.store_wide(a, e, scalar, at + 8 * i as u32, out);
                }
            }
            Type::Vector { scalar, size } => {
                let w = self.as_words(v, scalar, size, span);
                self.store_words(a, at, w, size, out);
            }
            Type::Matrix { scalar, rows, cols } => {
                let bytes = scalar_bytes(scalar);
                let sty = self.types.scalar(scalar);
                for r in 0..rows as u32 {
                    for c in 0..cols as u32 {
                        let e = self.push_expr(
                            ExprKind::MatrixElements {
                                base: v,
                                elements: vec![(r as u8, c as u8)],
                            },
                            sty,
                            span,
                        );
                        let at = at + bytes * (c * rows as u32 + r);
                        if bytes == 8 {
                            self.store_wide(a, e, scalar, at, out);
                        } else {
                            let w = self.as_words(e, scalar, 1, span);
                            self.store_words(a, at, w, 1, out);
                        }
                    }
                }
            }
            Type::Array { element, length } => {
                let stride = self.raw_stride(element);
                let int = self.types.scalar(Scalar::INT);
                for i in 0..length {
                    let index =
                        self.push_expr(ExprKind::Const(ConstValue::Int(i as i64)), int, span);
                    let e = self.push_expr(ExprKind::Index { base: v, index }, element, span);
                    self.store_piece(a, e, element, at + i * stride, out);
                }
            }
            Type::Struct(sid) => {
                let member_types: Vec<TypeId> = self
                    .types
                    .struct_def(sid)
                    .map(|d| d.members.iter().map(|m| m.ty).collect())
                    .unwrap_or_default();
                let (offsets, _) = self.struct_offsets(ty);
                for (i, (&mty, &off)) in member_types.iter().zip(&offsets).enumerate() {
                    let e = self.push_expr(
                        ExprKind::Member {
                            base: v,
                            index: i as u32,
                        },
                        mty,
                        span,
                    );
                    self.store_piece(a, e, mty, at + off, out);
                }
            }
            _ => {}
        }
    }

    /// A 64-bit scalar from the two words at `offset + at` (low word first).
    fn load_wide(&mut self, a: &Access0, at: u32, s: Scalar) -> ExprId {
        let span = a.span;
        let u64t = self.types.scalar(Scalar::UINT64);
        let lo = self.load_words(a, at, 1);
        let hi = self.load_words(a, at + 4, 1);
        let lo = self.push_expr(ExprKind::Convert { operand: lo }, u64t, span);
        let hi = self.push_expr(ExprKind::Convert { operand: hi }, u64t, span);
        let k = self.push_expr(ExprKind::Const(ConstValue::Uint(32)), u64t, span);
        let high = self.push_expr(
            ExprKind::Binary {
                op: BinaryOp::Shl,
                lhs: hi,
                rhs: k,
            },
            u64t,
            span,
        );
        let bits = self.push_expr(
            ExprKind::Binary {
                op: BinaryOp::BitOr,
                lhs: high,
                rhs: lo,
            },
            u64t,
            span,
        );
        let ty = self.types.scalar(s);
        match s.kind {
            ScalarKind::Uint => bits,
            ScalarKind::Float => self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsFloat,
                    args: vec![bits],
                },
                ty,
                span,
            ),
            _ => self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsInt,
                    args: vec![bits],
                },
                ty,
                span,
            ),
        }
    }

    /// Stores the 64-bit scalar `v` as two words at `offset + at` (low word first).
    fn store_wide(&mut self, a: &Access0, v: ExprId, s: Scalar, at: u32, out: &mut Vec<ExprId>) {
        let span = a.span;
        let u64t = self.types.scalar(Scalar::UINT64);
        let uint = self.types.scalar(Scalar::UINT);
        let bits = if s.kind == ScalarKind::Uint {
            v
        } else {
            self.push_expr(
                ExprKind::Intrinsic {
                    op: Intrinsic::AsUint,
                    args: vec![v],
                },
                u64t,
                span,
            )
        };
        let lo = self.push_expr(ExprKind::Convert { operand: bits }, uint, span);
        let k = self.push_expr(ExprKind::Const(ConstValue::Uint(32)), u64t, span);
        let high = self.push_expr(
            ExprKind::Binary {
                op: BinaryOp::Shr,
                lhs: bits,
                rhs: k,
            },
            u64t,
            span,
        );
        let hi = self.push_expr(ExprKind::Convert { operand: high }, uint, span);
        self.store_words(a, at, lo, 1, out);
        self.store_words(a, at + 4, hi, 1, out);
    }

    // ----- sizeof -------------------------------------------------------------------------

    /// `sizeof(T)` / `sizeof(expr)`: a `uint` constant (the expression is not evaluated).
    pub(super) fn sizeof_expr(&mut self, operand: SizeofOperand, span: Span) -> ExprId {
        let ty = match operand {
            SizeofOperand::Type(t) => self.resolve_type(t),
            SizeofOperand::Expr(e) => {
                // Only the type matters: the checked expression is dropped.
                let mark = self.cur.exprs.len();
                let v = self.check_expr(e);
                let ty = self.expr_ty(v);
                let ty = super::convert::concrete_literal(&mut self.types, ty);
                self.cur.exprs.truncate(mark);
                ty
            }
        };
        if self.is_error(ty) {
            return self.error_expr(span);
        }
        match packed_size(&self.types, ty, 0) {
            Ok((size, _)) => {
                let uint = self.types.scalar(Scalar::UINT);
                self.push_expr(ExprKind::Const(ConstValue::Uint(size as u64)), uint, span)
            }
            Err(why) => {
                self.diags.error(
                    Code::BAD_TYPED_BUFFER_ACCESS,
                    span,
                    format!(
                        "'sizeof' cannot measure '{}': {why}.",
                        self.types.display(ty)
                    ),
                );
                self.error_expr(span)
            }
        }
    }
}

/// What `sizeof` measures.
pub(super) enum SizeofOperand {
    Type(ast::TypeExprId),
    Expr(ast::ExprId),
}

/// The receiver and the offset temporary of one typed access.
struct Access0 {
    buffer: ExprId,
    offset: super::hir::LocalId,
    span: Span,
}

/// The bytes one scalar takes in a raw buffer (a bool is a word).
fn scalar_bytes(s: Scalar) -> u32 {
    if s.width == 64 {
        8
    } else {
        4
    }
}

/// clang's size and alignment of an HLSL type (what DXC's `sizeof` answers).
fn packed_size(
    types: &crate::types::TypeArena,
    ty: TypeId,
    depth: u32,
) -> Result<(u32, u32), String> {
    if depth > layout::MAX_LAYOUT_DEPTH {
        return Err("it nests too deeply".into());
    }
    let scalar = |s: Scalar| -> (u32, u32) {
        let bytes = if s.is_bool() {
            4
        } else {
            (s.width as u32 / 8).max(1)
        };
        (bytes, bytes)
    };
    let too_big = || "it is larger than 4 GiB".to_string();
    Ok(match types.get(ty) {
        Type::Scalar(s) => scalar(s),
        Type::Vector { scalar: s, size } => {
            let (b, a) = scalar(s);
            (b * size as u32, a)
        }
        Type::Matrix {
            scalar: s,
            rows,
            cols,
        } => {
            let (b, a) = scalar(s);
            (b * rows as u32 * cols as u32, a)
        }
        Type::Array { element, length } => {
            if length == 0 {
                return Err("an array without a size has no size".into());
            }
            let (b, a) = packed_size(types, element, depth + 1)?;
            (b.checked_mul(length).ok_or_else(too_big)?, a)
        }
        Type::Struct(sid) => {
            let def = types.struct_def(sid).ok_or("it is not a value")?;
            let (mut size, mut align) = (0u32, 1u32);
            for m in &def.members {
                let (b, a) = packed_size(types, m.ty, depth + 1)?;
                size = size.div_ceil(a).checked_mul(a).ok_or_else(too_big)?;
                size = size.checked_add(b).ok_or_else(too_big)?;
                align = align.max(a);
            }
            (
                size.div_ceil(align)
                    .checked_mul(align)
                    .ok_or_else(too_big)?,
                align,
            )
        }
        Type::Resource(_) | Type::RayQuery { .. } => return Err("a resource has no size".into()),
        Type::Void | Type::Pointer { .. } => return Err("it is not a value".into()),
        Type::BufferPointer { .. } => return Err(
            "a vk::BufferPointer is read from a structured or constant buffer, not from this one"
                .into(),
        ),
        Type::Spirv(_) => return Err("an inline SPIR-V type is opaque to loads of words".into()),
    })
}
