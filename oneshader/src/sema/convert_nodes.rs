//! Implicit and explicit conversions as HIR nodes, and the operand types of operators.
//!
//! Input: a checked expression and the type it must have. Output: the expression wrapped in
//! [`ExprKind::Convert`], [`ExprKind::Splat`] and [`ExprKind::Truncate`] nodes (or a retyped
//! constant for literals), so the HIR invariants hold: operands of a binary operator share a
//! type, arguments have their parameter's type, and no literal type survives.
//!
//! HLSL's rules: numeric scalars convert freely (bool included); a scalar splats to a vector or
//! matrix; a vector or matrix truncates to a smaller one (warning OSH0307); structs and arrays
//! only convert to themselves (explicit casts also allow `(S)0` and same-size reshapes), and a
//! derived struct to its base (the base member, `members::upcast`).

use super::check::Checker;
use super::constant;
use super::hir::{ConstValue, ExprId, ExprKind};
use crate::diag::Code;
use crate::source::Span;
use crate::types::{Scalar, ScalarKind, Type, TypeId};

/// How a value of one type becomes another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Scalar,
    Vector(u8),
    Matrix(u8, u8),
}

impl Checker<'_> {
    pub fn shape_of(&self, ty: TypeId) -> Option<(Scalar, Shape)> {
        match self.types.get(ty) {
            Type::Scalar(s) => Some((s, Shape::Scalar)),
            Type::Vector { scalar, size } => Some((scalar, Shape::Vector(size))),
            Type::Matrix { scalar, rows, cols } => Some((scalar, Shape::Matrix(rows, cols))),
            _ => None,
        }
    }

    pub fn type_of_shape(&mut self, s: Scalar, shape: Shape) -> TypeId {
        match shape {
            Shape::Scalar => self.types.scalar(s),
            Shape::Vector(n) => self.types.vector(s, n),
            Shape::Matrix(r, c) => self.types.matrix(s, r, c),
        }
    }

    /// The concrete scalar a literal defaults to (`int` / `float`).
    pub fn concrete(s: Scalar) -> Scalar {
        match s.kind {
            ScalarKind::LiteralInt => Scalar::INT,
            ScalarKind::LiteralFloat => Scalar::FLOAT,
            _ => s,
        }
    }

    /// Gives a literal-typed expression its default type (int, float); others unchanged.
    pub fn materialize(&mut self, e: ExprId) -> ExprId {
        let ty = self.expr_ty(e);
        match self.shape_of(ty) {
            Some((s, shape)) if s.is_literal() => {
                let to = self.type_of_shape(Self::concrete(s), shape);
                let span = self.expr(e).map(|x| x.span).unwrap_or_default();
                self.convert_value(e, to, span)
            }
            _ => e,
        }
    }

    /// Implicit conversion to `to`, reporting OSH0302 when impossible and OSH0307 (warning)
    /// on truncation.
    pub fn coerce(&mut self, e: ExprId, to: TypeId, span: Span) -> ExprId {
        self.convert_to(e, to, span, false)
    }

    /// Conversions of `vk::BufferPointer`s (`None` when neither side is one): explicitly to
    /// and from its `uint64_t` address (any integer scalar converts to `uint64_t` first), and
    /// between pointer types; implicitly only between pointers to the same type.
    fn buffer_pointer_cast(
        &mut self,
        e: ExprId,
        from: TypeId,
        to: TypeId,
        span: Span,
        explicit: bool,
    ) -> Option<ExprId> {
        let is_pointer = |t| matches!(self.types.get(t), Type::BufferPointer { .. });
        let (from_pointer, to_pointer) = (is_pointer(from), is_pointer(to));
        if !from_pointer && !to_pointer {
            return None;
        }
        let u64_ty = self.types.scalar(Scalar::UINT64);
        let integer = |t| matches!(self.types.get(t), Type::Scalar(s) if s.is_integer());
        // Implicitly only to a pointer to the same type that promises no more alignment (an
        // omitted alignment, the pointee's own, is taken to match any).
        let same_memory = match (self.types.get(from), self.types.get(to)) {
            (
                Type::BufferPointer {
                    pointee: a,
                    align: x,
                },
                Type::BufferPointer {
                    pointee: b,
                    align: y,
                },
            ) => a == b && (x == 0 || y == 0 || y <= x),
            _ => false,
        };
        let ok = same_memory
            || explicit
                && match (from_pointer, to_pointer) {
                    (true, true) => true,
                    (true, false) => to == u64_ty,
                    (false, true) => integer(from),
                    (false, false) => false,
                };
        if !ok {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "'{}' does not convert to '{}'. A vk::BufferPointer converts only explicitly, to and from its uint64_t address (vk::BufferPointer<T>(address), (uint64_t)pointer) and to other buffer pointers.",
                    self.types.display(from),
                    self.types.display(to)
                ),
            );
            return Some(self.error_expr(span));
        }
        let operand = if !from_pointer && from != u64_ty {
            self.convert_to(e, u64_ty, span, true)
        } else {
            e
        };
        Some(self.push_expr(ExprKind::Convert { operand }, to, span))
    }

    /// Explicit cast `(T)e`.
    pub fn cast(&mut self, e: ExprId, to: TypeId, span: Span) -> ExprId {
        self.convert_to(e, to, span, true)
    }

    fn convert_to(&mut self, e: ExprId, to: TypeId, span: Span, explicit: bool) -> ExprId {
        let from = self.expr_ty(e);
        if from == to || self.is_error(from) || self.is_error(to) {
            return if self.is_error(from) || !self.is_error(to) {
                e
            } else {
                self.error_expr(span)
            };
        }
        if let Some(c) = self.buffer_pointer_cast(e, from, to, span, explicit) {
            return c;
        }
        let (fs, fshape) = match self.shape_of(from) {
            Some(x) => x,
            None => return self.convert_aggregate(e, from, to, span, explicit),
        };
        let Some((ts, tshape)) = self.shape_of(to) else {
            // Scalar to struct/array is a cast filling every element (`(S)0`).
            if explicit && fshape == Shape::Scalar {
                if let Ok(v) = self.fold(e) {
                    let filled = self.fill_value(&v, fs, to, 0);
                    if let Some(filled) = filled {
                        return self.push_expr(ExprKind::Const(filled), to, span);
                    }
                }
                return self.fill_aggregate(e, to, span);
            }
            return self.mismatch(from, to, span);
        };
        let _ = ts;
        let ok = match (fshape, tshape) {
            (a, b) if a == b => true,
            (Shape::Scalar, _) => true,
            (Shape::Vector(n), Shape::Scalar) => n >= 1,
            (Shape::Vector(n), Shape::Vector(m)) => m <= n,
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) => r2 <= r && c2 <= c,
            (Shape::Matrix(_, _), Shape::Scalar) => true,
            // A 1xN or Nx1 matrix and an N-vector are the same values.
            (Shape::Matrix(1, c), Shape::Vector(m)) | (Shape::Matrix(c, 1), Shape::Vector(m)) => {
                m <= c
            }
            (Shape::Vector(n), Shape::Matrix(r, c)) => explicit && n as u32 == r as u32 * c as u32,
            _ => false,
        };
        if !ok {
            return self.mismatch(from, to, span);
        }
        let shrinking = match (fshape, tshape) {
            (Shape::Vector(n), Shape::Scalar) => n > 1,
            (Shape::Vector(n), Shape::Vector(m)) => m < n,
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) => r2 < r || c2 < c,
            (Shape::Matrix(r, c), Shape::Scalar) => r as u32 * c as u32 > 1,
            _ => false,
        };
        if shrinking && !explicit {
            self.diags.warning(
                Code::IMPLICIT_TRUNCATION,
                span,
                format!(
                    "Implicit truncation of '{}' to '{}': the extra components are dropped. Use a swizzle or a cast to make it explicit.",
                    self.types.display(from),
                    self.types.display(to)
                ),
            );
        }
        // Constants convert at compile time (literals must, to leave no literal type behind).
        if let Some(ExprKind::Const(_)) = self.expr(e).map(|x| &x.kind) {
            if let Ok(v) = self.fold(e) {
                if let Some(out) = self.convert_const(&v, fs, fshape, to) {
                    return self.push_expr(ExprKind::Const(out), to, span);
                }
            }
        }
        let mut cur = e;
        let mut cur_ty = from;
        let fs = if fs.is_literal() {
            // A non-constant literal-typed value cannot exist; convert through the default.
            Self::concrete(fs)
        } else {
            fs
        };
        // 1. Shape: truncate or splat (in the source scalar type), vector <-> matrix reshapes.
        match (fshape, tshape) {
            (a, b) if a == b => {}
            (Shape::Scalar, shape) => {
                let t = self.type_of_shape(fs, shape);
                cur = self.push_expr(ExprKind::Splat { operand: cur }, t, span);
                cur_ty = t;
            }
            (Shape::Vector(n), Shape::Matrix(r, c)) => {
                // Explicit reshape: build the matrix from the vector's components.
                let _ = n;
                let st = self.types.scalar(fs);
                let mut args = Vec::new();
                for i in 0..(r * c) {
                    args.push(self.push_expr(
                        ExprKind::Swizzle {
                            base: cur,
                            components: vec![i],
                        },
                        st,
                        span,
                    ));
                }
                let t = self.type_of_shape(fs, tshape);
                cur = self.push_expr(ExprKind::Construct { args }, t, span);
                cur_ty = t;
            }
            (_, shape) => {
                let t = self.type_of_shape(fs, shape);
                cur = self.push_expr(ExprKind::Truncate { operand: cur }, t, span);
                cur_ty = t;
            }
        }
        // 2. Scalar kind.
        if cur_ty != to {
            cur = self.push_expr(ExprKind::Convert { operand: cur }, to, span);
        }
        cur
    }

    fn mismatch(&mut self, from: TypeId, to: TypeId, span: Span) -> ExprId {
        self.diags.error(
            Code::TYPE_MISMATCH,
            span,
            format!(
                "Cannot convert '{}' to '{}'.",
                self.types.display(from),
                self.types.display(to)
            ),
        );
        self.error_expr(span)
    }

    /// Structs and arrays: only identical types (handled by the caller) convert, and a derived
    /// struct to its base (its member 0, so a place stays a place).
    fn convert_aggregate(
        &mut self,
        e: ExprId,
        from: TypeId,
        to: TypeId,
        span: Span,
        explicit: bool,
    ) -> ExprId {
        let _ = explicit;
        if super::convert::buffer_contents(&self.types, from) == Some(to) {
            // The buffer's place, read as its element (the lowering loads the whole contents).
            let kind = self.expr(e).map(|x| x.kind.clone());
            if let Some(kind) = kind {
                return self.push_expr(kind, to, span);
            }
        }
        if super::convert::base_depth(&self.types, from, to).is_some() {
            return self.upcast(e, to, span);
        }
        self.mismatch(from, to, span)
    }

    /// `(S)x` for a run-time scalar `x`: every scalar of `S` is `x` converted.
    fn fill_aggregate(&mut self, e: ExprId, to: TypeId, span: Span) -> ExprId {
        self.fill_aggregate_at(e, to, span, 0)
    }

    fn fill_aggregate_at(&mut self, e: ExprId, to: TypeId, span: Span, depth: u32) -> ExprId {
        if depth > 32 {
            return self.error_expr(span);
        }
        match self.types.get(to) {
            Type::Struct(sid) => {
                let tys: Vec<TypeId> = self
                    .types
                    .struct_def(sid)
                    .map(|d| d.members.iter().map(|m| m.ty).collect())
                    .unwrap_or_default();
                let args = tys
                    .into_iter()
                    .map(|t| self.fill_aggregate_at(e, t, span, depth + 1))
                    .collect();
                self.push_expr(ExprKind::Construct { args }, to, span)
            }
            Type::Array { element, length } => {
                let one = self.fill_aggregate_at(e, element, span, depth + 1);
                let args = vec![one; length.min(4096) as usize];
                self.push_expr(ExprKind::Construct { args }, to, span)
            }
            _ if self.shape_of(to).is_some() => self.cast(e, to, span),
            _ => self.mismatch(self.expr_ty(e), to, span),
        }
    }

    /// A constant scalar filling a struct or array type (`(S)0`).
    fn fill_value(
        &self,
        v: &ConstValue,
        from: Scalar,
        to: TypeId,
        depth: u32,
    ) -> Option<ConstValue> {
        if depth > 32 {
            return None;
        }
        match self.types.get(to) {
            Type::Struct(sid) => {
                let def = self.types.struct_def(sid)?;
                let mut out = Vec::new();
                for m in &def.members {
                    out.push(self.fill_value(v, from, m.ty, depth + 1)?);
                }
                Some(ConstValue::Composite(out))
            }
            Type::Array { element, length } => {
                let one = self.fill_value(v, from, element, depth + 1)?;
                Some(ConstValue::Composite(vec![one; length.min(4096) as usize]))
            }
            Type::Scalar(s) => Some(constant::convert_scalar(v, from, s)),
            Type::Vector { scalar, size } => Some(ConstValue::Composite(vec![
                constant::convert_scalar(v, from, scalar);
                size as usize
            ])),
            Type::Matrix { scalar, rows, cols } => Some(ConstValue::Composite(vec![
                ConstValue::Composite(vec![
                    constant::convert_scalar(v, from, scalar);
                    cols as usize
                ]);
                rows as usize
            ])),
            _ => None,
        }
    }

    /// Converts a constant between numeric shapes; `None` when the shapes do not fit.
    fn convert_const(
        &self,
        v: &ConstValue,
        fs: Scalar,
        fshape: Shape,
        to: TypeId,
    ) -> Option<ConstValue> {
        let (ts, tshape) = self.shape_of(to)?;
        let flat = flatten(v);
        let conv = |x: &ConstValue| constant::convert_scalar(x, fs, ts);
        match tshape {
            Shape::Scalar => flat.first().map(conv),
            Shape::Vector(n) => {
                if fshape == Shape::Scalar {
                    let c = conv(flat.first()?);
                    Some(ConstValue::Composite(vec![c; n as usize]))
                } else {
                    let comps: Vec<ConstValue> = flat.iter().take(n as usize).map(conv).collect();
                    (comps.len() == n as usize).then_some(ConstValue::Composite(comps))
                }
            }
            Shape::Matrix(r, c) => {
                if fshape == Shape::Scalar {
                    let x = conv(flat.first()?);
                    return Some(ConstValue::Composite(vec![
                        ConstValue::Composite(
                            vec![x; c as usize]
                        );
                        r as usize
                    ]));
                }
                let (_, fc) = match fshape {
                    Shape::Matrix(fr, fc) => (fr, fc),
                    Shape::Vector(n) => (1, n),
                    Shape::Scalar => (1, 1),
                };
                let mut rows = Vec::new();
                for i in 0..r as usize {
                    let mut row = Vec::new();
                    for j in 0..c as usize {
                        let idx = if matches!(fshape, Shape::Vector(_)) {
                            i * c as usize + j
                        } else {
                            i * fc as usize + j
                        };
                        row.push(conv(flat.get(idx)?));
                    }
                    rows.push(ConstValue::Composite(row));
                }
                Some(ConstValue::Composite(rows))
            }
        }
    }

    /// Retypes or converts a value to `to` without diagnostics (the caller checked the shapes).
    pub fn convert_value(&mut self, e: ExprId, to: TypeId, span: Span) -> ExprId {
        self.convert_to(e, to, span, true)
    }
}

/// Every scalar of a constant, in order.
pub fn flatten(v: &ConstValue) -> Vec<ConstValue> {
    match v {
        ConstValue::Composite(items) => items.iter().flat_map(flatten).collect(),
        s => vec![s.clone()],
    }
}
