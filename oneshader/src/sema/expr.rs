//! Expressions: literals, names, member access, swizzles, indexing, operators, assignments.
//!
//! Input: an AST expression in the current function's scope. Output: a typed HIR expression in
//! the current arena. Literals keep a literal type only as constants (every operation on
//! literal constants is folded), so [`Checker::materialize`] or a conversion always gives them
//! a concrete type before they reach the program.
//!
//! Calls, constructors and initializer lists are in `calls`.

use super::check::{Checker, MAX_DEPTH};
use super::constant;
use super::convert::common_scalar;
use super::convert_nodes::Shape;
use super::hir::{self, BinaryOp, ConstValue, ExprId, ExprKind, GlobalKind, UnaryOp};
use super::methods;
use super::scope::{LocalSymbol, ValueSymbol};
use crate::diag::{did_you_mean, Code};
use crate::source::Span;
use crate::syntax::ast::{self, FloatSuffix, IntSuffix};
use crate::types::{Access, ResourceType, Scalar, ScalarKind, StructuredKind, Type, TypeId};

/// Whether an expression can be assigned.
pub(crate) enum PlaceKind {
    Writable,
    /// A place that must not be written, with the reason for the message.
    ReadOnly(&'static str),
    NotPlace,
}

impl Checker<'_> {
    pub fn check_expr(&mut self, e: ast::ExprId) -> ExprId {
        let span = self.aspan(e);
        if self.cur.depth > MAX_DEPTH {
            self.diags.error(
                Code::NESTING_TOO_DEEP,
                span,
                "The expression nests too deeply.",
            );
            return self.error_expr(span);
        }
        self.cur.depth += 1;
        let r = self.check_expr_inner(e, span);
        self.cur.depth -= 1;
        r
    }

    /// Checks and gives literals their default type.
    pub fn check_value(&mut self, e: ast::ExprId) -> ExprId {
        let v = self.check_expr(e);
        self.materialize(v)
    }

    fn check_expr_inner(&mut self, e: ast::ExprId, span: Span) -> ExprId {
        let Some(expr) = self.unit.exprs.get(e.index()) else {
            return self.error_expr(span);
        };
        match &expr.kind {
            ast::ExprKind::IntLit { value, suffix, .. } => {
                let (s, v) = match suffix {
                    IntSuffix::None => (Scalar::LITERAL_INT, ConstValue::Int(*value as i64)),
                    IntSuffix::Unsigned => (Scalar::UINT, ConstValue::Uint(*value as u32 as u64)),
                    IntSuffix::Long | IntSuffix::LongLong => {
                        (Scalar::INT64, ConstValue::Int(*value as i64))
                    }
                    IntSuffix::UnsignedLong | IntSuffix::UnsignedLongLong => {
                        (Scalar::UINT64, ConstValue::Uint(*value))
                    }
                };
                let ty = self.types.scalar(s);
                self.push_expr(ExprKind::Const(v), ty, span)
            }
            ast::ExprKind::FloatLit { value, suffix } => {
                let s = match suffix {
                    FloatSuffix::None => Scalar::LITERAL_FLOAT,
                    FloatSuffix::Float => Scalar::FLOAT,
                    FloatSuffix::Half if self.options.enable_16bit_types => Scalar::HALF,
                    FloatSuffix::Half => Scalar::FLOAT,
                    FloatSuffix::Double => Scalar::DOUBLE,
                };
                let ty = self.types.scalar(s);
                let v = constant::normalize(ConstValue::Float(*value), s);
                self.push_expr(ExprKind::Const(v), ty, span)
            }
            ast::ExprKind::BoolLit(b) => {
                let ty = self.types.scalar(Scalar::BOOL);
                self.push_expr(ExprKind::Const(ConstValue::Bool(*b)), ty, span)
            }
            ast::ExprKind::CharLit(c) => {
                let ty = self.types.scalar(Scalar::LITERAL_INT);
                self.push_expr(ExprKind::Const(ConstValue::Int(*c as i64)), ty, span)
            }
            ast::ExprKind::StringLit(_) => {
                self.diags.error(
                    Code::UNSUPPORTED,
                    span,
                    "A string is not a value: strings are only allowed in attributes, as \
                     printf formats and as string constants' initializers.",
                );
                self.error_expr(span)
            }
            ast::ExprKind::Name {
                name,
                template_args,
            } => {
                if template_args.is_some() {
                    self.diags.error(
                        Code::UNSUPPORTED,
                        span,
                        "Template arguments on a name are not supported yet.",
                    );
                    return self.error_expr(span);
                }
                self.name_expr(name, span)
            }
            ast::ExprKind::TypeMember { ty, name } => {
                match self.type_member_name(*ty, name, span) {
                    Some(q) => self.name_expr(&q, span),
                    None => self.error_expr(span),
                }
            }
            ast::ExprKind::This => self.this_expr(span),
            ast::ExprKind::Unary { op, operand } => self.unary_expr(*op, *operand, span),
            ast::ExprKind::Binary { op, lhs, rhs } => {
                let l = self.check_expr(*lhs);
                if let Some(call) = self.user_binary_operator(*op, l, *rhs, span) {
                    return call;
                }
                let r = self.check_expr(*rhs);
                self.binary_expr(*op, l, r, span)
            }
            ast::ExprKind::Assign { op, target, value } => {
                self.assign_expr(*op, *target, *value, span)
            }
            ast::ExprKind::Conditional {
                condition,
                accept,
                reject,
            } => self.conditional_expr(*condition, *accept, *reject, span),
            ast::ExprKind::Comma { lhs, rhs } => {
                let l = self.check_value(*lhs);
                let r = self.check_value(*rhs);
                let ty = self.expr_ty(r);
                self.push_expr(ExprKind::Sequence { exprs: vec![l, r] }, ty, span)
            }
            ast::ExprKind::Cast {
                ty,
                array_dims,
                operand,
            } => {
                let base = self.resolve_type(*ty);
                let to = self.apply_array_dims(base, array_dims);
                if let Some(element) = self.heap_element_given(*operand, to) {
                    return element;
                }
                let v = self.check_expr(*operand);
                // `(void)x`: evaluated for its effects, its value dropped, as in C++ and DXC.
                if matches!(self.types.get(to), Type::Void) {
                    return self.push_expr(ExprKind::Sequence { exprs: vec![v] }, to, span);
                }
                self.cast(v, to, span)
            }
            ast::ExprKind::Call { callee, args } => self.call_expr(*callee, args, span),
            ast::ExprKind::MethodCall {
                receiver,
                method,
                template_args,
                args,
            } => self.method_call(*receiver, method, template_args.as_deref(), args, span),
            ast::ExprKind::Construct { ty, args } => {
                let to = self.resolve_type(*ty);
                self.construct(to, args, span)
            }
            ast::ExprKind::Index { base, index } => self.index_expr(e, *base, *index, span),
            ast::ExprKind::Member { base, member } => {
                if let Some(resource) = self.resource_struct_access(e) {
                    return resource;
                }
                let b = self.check_expr(*base);
                self.member_expr(b, member, span)
            }
            ast::ExprKind::SizeofType(t) => {
                self.sizeof_expr(super::typed_buffer::SizeofOperand::Type(*t), span)
            }
            ast::ExprKind::SizeofExpr(e) => {
                self.sizeof_expr(super::typed_buffer::SizeofOperand::Expr(*e), span)
            }
            ast::ExprKind::InitList(_) => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    span,
                    "A braced initializer list can only initialize a declaration.",
                );
                self.error_expr(span)
            }
            ast::ExprKind::Error => self.error_expr(span),
        }
    }

    // ----- names ------------------------------------------------------------------------

    fn name_expr(&mut self, name: &ast::QualifiedName, span: Span) -> ExprId {
        let text = name.to_text();
        if name.is_simple() {
            if let Some(sym) = self.cur.scopes.lookup(name.name.as_str()) {
                return match sym {
                    LocalSymbol::Local(id) => {
                        let ty = self
                            .cur
                            .locals
                            .get(id.index())
                            .map(|l| l.ty)
                            .unwrap_or(TypeId(0));
                        if let Some(v) = self.cur.const_values.get(id.index()).cloned().flatten() {
                            return self.push_expr(ExprKind::Const(v), ty, span);
                        }
                        self.push_expr(ExprKind::Local(id), ty, span)
                    }
                    LocalSymbol::Param(i) => {
                        let ty = self
                            .cur
                            .params
                            .get(i as usize)
                            .map(|p| p.1)
                            .unwrap_or(TypeId(0));
                        self.push_expr(ExprKind::Param(i), ty, span)
                    }
                    LocalSymbol::Global(g) => self.global_ref(g, span),
                };
            }
        }
        if let Some(member) = self.implicit_member(name, span) {
            return member;
        }
        if name.is_simple() {
            if let Some(v) = self.template_value_param(&text, span) {
                return v;
            }
        }
        let lookup = text.trim_start_matches("::");
        match self.scope.value(lookup).cloned() {
            Some(ValueSymbol::Global(g)) => self.global_ref(g, span),
            Some(ValueSymbol::BufferMember { buffer, index }) => {
                let base = self.global_ref(buffer, span);
                self.buffer_member(base, index, span)
            }
            Some(ValueSymbol::EnumValue { value, ty }) => {
                self.push_expr(ExprKind::Const(value), ty, span)
            }
            Some(ValueSymbol::StaticResource { global, index }) => {
                let base = self.global_ref(global, span);
                let Some(k) = index else { return base };
                let element = match self.types.get(self.expr_ty(base)) {
                    Type::Array { element, .. } => element,
                    _ => return base,
                };
                let uint = self.types.scalar(Scalar::UINT);
                let index = self.push_expr(ExprKind::Const(ConstValue::Uint(k.into())), uint, span);
                self.push_expr(ExprKind::Index { base, index }, element, span)
            }
            Some(ValueSymbol::ResourceStruct(i)) => match self.resource_structs.get(i as usize) {
                Some(tree) => {
                    let tree = tree.clone();
                    self.tree_value(&tree, span)
                }
                None => self.error_expr(span),
            },
            Some(ValueSymbol::Functions(_)) => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    span,
                    format!("'{text}' is a function: call it with arguments, as in {text}(...)."),
                );
                self.error_expr(span)
            }
            None if builtin_constant(lookup).is_some() => {
                let value = builtin_constant(lookup).unwrap_or_default();
                let uint = self.types.scalar(Scalar::UINT);
                self.push_expr(ExprKind::Const(ConstValue::Uint(value)), uint, span)
            }
            None if name.is_simple() && self.heap_misuse(lookup, span).is_some() => {
                self.error_expr(span)
            }
            None => {
                let names = self.visible_value_names();
                let hint = did_you_mean(&text, names.iter().map(String::as_str))
                    .map(|s| format!(" Did you mean '{s}'?"))
                    .unwrap_or_default();
                self.diags.error(
                    Code::UNDECLARED,
                    span,
                    format!("'{text}' is not declared.{hint}"),
                );
                self.error_expr(span)
            }
        }
    }

    /// A reference to a global; scalar and vector `static const`s fold to their value.
    pub fn global_ref(&mut self, g: hir::GlobalId, span: Span) -> ExprId {
        let Some(global) = self.globals.get(g.index()) else {
            return self.error_expr(span);
        };
        let ty = global.ty;
        if let GlobalKind::Constant { value } = &global.kind {
            if !matches!(self.types.get(ty), Type::Array { .. } | Type::Struct(_)) {
                let v = value.clone();
                return self.push_expr(ExprKind::Const(v), ty, span);
            }
        }
        self.cur.used.insert(g);
        self.push_expr(ExprKind::Global(g), ty, span)
    }

    /// Member `index` of a constant buffer global expression.
    fn buffer_member(&mut self, base: ExprId, index: u32, span: Span) -> ExprId {
        let bty = self.expr_ty(base);
        let element = match self.types.get(bty) {
            Type::Resource(
                ResourceType::ConstantBuffer { element } | ResourceType::TextureBuffer { element },
            ) => element,
            _ => return self.error_expr(span),
        };
        let ty = match self.types.get(element) {
            Type::Struct(sid) => self
                .types
                .struct_def(sid)
                .and_then(|d| d.members.get(index as usize))
                .map(|m| m.ty),
            _ => None,
        };
        match ty {
            Some(ty) => self.push_expr(ExprKind::Member { base, index }, ty, span),
            None => self.error_expr(span),
        }
    }

    // ----- members and swizzles -----------------------------------------------------------

    pub fn member_expr(&mut self, base: ExprId, member: &ast::Ident, span: Span) -> ExprId {
        let bty = self.expr_ty(base);
        if self.is_error(bty) {
            return self.error_expr(span);
        }
        if let Some((at, rest)) = self.qualified_member(base, member, span) {
            return self.member_expr(at, &rest, span);
        }
        let name = member.as_str();
        let (struct_ty, what) = match self.types.get(bty) {
            Type::Struct(_) => (bty, "struct"),
            Type::Resource(
                ResourceType::ConstantBuffer { element } | ResourceType::TextureBuffer { element },
            ) => (element, "buffer"),
            Type::Scalar(_) | Type::Vector { .. } => return self.swizzle(base, member, span),
            Type::Matrix { .. } => return self.matrix_elements(base, member, span),
            _ => {
                self.diags.error(
                    Code::NO_SUCH_MEMBER,
                    member.span,
                    format!("'{}' has no member '{name}'.", self.types.display(bty)),
                );
                return self.error_expr(span);
            }
        };
        let Type::Struct(sid) = self.types.get(struct_ty) else {
            return self.error_expr(span);
        };
        if let Some(field) = self.bit_field_member(base, struct_ty, name, span) {
            return field;
        }
        let Some(def) = self.types.struct_def(sid) else {
            return self.error_expr(span);
        };
        let own = def
            .members
            .iter()
            .enumerate()
            .find(|(_, m)| m.name == name && !m.is_base);
        if let Some((i, m)) = own {
            let ty = m.ty;
            return self.push_expr(
                ExprKind::Member {
                    base,
                    index: i as u32,
                },
                ty,
                span,
            );
        }
        let def_name = def.name.clone();
        let names: Vec<String> = def.members.iter().map(|m| m.name.clone()).collect();
        if let Some(e) = self.inherited_field(base, struct_ty, name, span) {
            return e;
        }
        let hint = did_you_mean(name, names.iter().map(String::as_str))
            .map(|s| format!(" Did you mean '{s}'?"))
            .unwrap_or_default();
        let message = format!("The {what} '{def_name}' has no member '{name}'.{hint}");
        self.diags.error(Code::NO_SUCH_MEMBER, member.span, message);
        self.error_expr(span)
    }

    fn swizzle(&mut self, base: ExprId, member: &ast::Ident, span: Span) -> ExprId {
        let bty = self.expr_ty(base);
        let (scalar, size) = match self.types.get(bty) {
            Type::Scalar(s) => (s, 1u8),
            Type::Vector { scalar, size } => (scalar, size),
            _ => return self.error_expr(span),
        };
        let text = member.as_str();
        let xyzw = text.chars().all(|c| "xyzw".contains(c));
        let rgba = text.chars().all(|c| "rgba".contains(c));
        let comps: Vec<u8> = text
            .chars()
            .filter_map(|c| "xyzw".find(c).or_else(|| "rgba".find(c)).map(|i| i as u8))
            .collect();
        let valid =
            (xyzw || rgba) && (1..=4).contains(&text.len()) && comps.iter().all(|&c| c < size);
        if !valid {
            let why = if !(xyzw || rgba) {
                "use x, y, z, w or r, g, b, a, without mixing the two sets".to_string()
            } else if text.len() > 4 {
                "a swizzle picks at most 4 components".to_string()
            } else {
                format!(
                    "'{}' has {} component{}",
                    self.types.display(bty),
                    size,
                    if size == 1 { "" } else { "s" }
                )
            };
            self.diags.error(
                Code::BAD_SWIZZLE,
                member.span,
                format!(
                    "'.{text}' is not a valid swizzle of '{}': {why}.",
                    self.types.display(bty)
                ),
            );
            return self.error_expr(span);
        }
        let ty = self.picked_components_type(scalar, comps.len());
        // Swizzles of constants fold (literal scalars like `1.0.xxx` included).
        if let Some(ExprKind::Const(_)) = self.expr(base).map(|x| &x.kind) {
            let id = self.push_expr(
                ExprKind::Swizzle {
                    base,
                    components: comps.clone(),
                },
                ty,
                span,
            );
            if let Ok(v) = self.fold(id) {
                self.replace_with_const(id, v);
            }
            return id;
        }
        if comps.len() == 1 && size == 1 && matches!(self.types.get(bty), Type::Scalar(_)) {
            return base;
        }
        self.push_expr(
            ExprKind::Swizzle {
                base,
                components: comps,
            },
            ty,
            span,
        )
    }

    fn matrix_elements(&mut self, base: ExprId, member: &ast::Ident, span: Span) -> ExprId {
        let bty = self.expr_ty(base);
        let Type::Matrix { scalar, rows, cols } = self.types.get(bty) else {
            return self.error_expr(span);
        };
        let text = member.as_str();
        let mut elements = Vec::new();
        let mut ok = text.starts_with('_');
        for part in text.split('_').skip(1) {
            let b = part.as_bytes();
            let (r, c) = match b {
                [b'm', r, c] if r.is_ascii_digit() && c.is_ascii_digit() => (r - b'0', c - b'0'),
                [r, c] if (b'1'..=b'4').contains(r) && (b'1'..=b'4').contains(c) => {
                    (r - b'1', c - b'1')
                }
                _ => {
                    ok = false;
                    break;
                }
            };
            if r >= rows || c >= cols {
                ok = false;
                break;
            }
            elements.push((r, c));
        }
        if !ok || elements.is_empty() || elements.len() > 4 {
            self.diags.error(
                Code::BAD_SWIZZLE,
                member.span,
                format!(
                    "'.{text}' is not a valid element access of '{}': use _mRC (0-based) or _RC (1-based) within {rows}x{cols}, up to 4 of them.",
                    self.types.display(bty)
                ),
            );
            return self.error_expr(span);
        }
        let ty = self.picked_components_type(scalar, elements.len());
        self.push_expr(ExprKind::MatrixElements { base, elements }, ty, span)
    }

    /// Type of `count` (1 to 4) components picked by a swizzle or matrix element access: a
    /// scalar for one, a vector otherwise.
    fn picked_components_type(&mut self, scalar: Scalar, count: usize) -> TypeId {
        if count == 1 {
            self.types.scalar(scalar)
        } else {
            self.types.vector(scalar, count as u8)
        }
    }

    // ----- indexing ---------------------------------------------------------------------

    fn index_expr(
        &mut self,
        e: ast::ExprId,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> ExprId {
        if let Some(resource) = self.resource_struct_access(e) {
            return resource;
        }
        if let Some(e) = self.mips_or_sample(base, index, span) {
            return e;
        }
        if let Some(e) = self.multi_dim_resource_index(base, index, span) {
            return e;
        }
        let b = self.check_expr(base);
        if let Some(call) = self.user_postfix_operator(b, "operator[]", &[index], span) {
            return call;
        }
        let i = self.check_expr(index);
        let bty = self.expr_ty(b);
        let ity = self.expr_ty(i);
        if self.is_error(bty) || self.is_error(ity) {
            return self.error_expr(span);
        }
        let ispan = self.aspan(index);
        let (elem, index_ty) = match self.types.get(bty) {
            Type::Array { element, .. } => (Some(element), None),
            Type::Vector { scalar, .. } => (Some(self.types.scalar(scalar)), None),
            Type::Matrix { scalar, cols, .. } => (Some(self.types.vector(scalar, cols)), None),
            Type::Resource(_) => match methods::index_result(bty, &mut self.types) {
                Some((index_ty, elem, _writable)) => (Some(elem), Some(index_ty)),
                None => (None, None),
            },
            _ => (None, None),
        };
        let Some(elem) = elem else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!("'{}' cannot be indexed with [].", self.types.display(bty)),
            );
            return self.error_expr(span);
        };
        let written_index = i;
        let i = match (index_ty, self.shape_of(ity)) {
            (Some(t), _) => self.coerce(i, t, ispan),
            // Array, vector and matrix indices: int/uint kept, anything else becomes uint.
            (None, Some((s, Shape::Scalar)))
                if s.kind == ScalarKind::Int || s.kind == ScalarKind::Uint =>
            {
                i
            }
            (None, Some(_)) => {
                let t = self.types.scalar(Scalar::UINT);
                self.coerce(i, t, ispan)
            }
            (None, None) => {
                self.index_not_integer(ity, ispan);
                return self.error_expr(span);
            }
        };
        // A constant index must fall inside a vector, matrix or sized array, as DXC requires
        // (the targets would read out of bounds, or WGSL reject the module).
        let length = match self.types.get(bty) {
            Type::Array { length, .. } if length > 0 => Some(u64::from(length)),
            Type::Vector { size, .. } => Some(u64::from(size)),
            Type::Matrix { rows, .. } => Some(u64::from(rows)),
            _ => None,
        };
        if let Some(length) = length {
            let out = match self.fold(written_index) {
                Ok(ConstValue::Int(v)) => (v < 0 || v as u64 >= length).then(|| v.to_string()),
                Ok(ConstValue::Uint(v)) => (v >= length).then(|| v.to_string()),
                _ => None,
            };
            if let Some(v) = out {
                self.diags.error(
                    Code::INDEX_OUT_OF_BOUNDS,
                    ispan,
                    format!(
                        "The index {v} is out of bounds: '{}' has {length} {}.",
                        self.types.display(bty),
                        match self.types.get(bty) {
                            Type::Array { .. } => "elements",
                            Type::Matrix { .. } => "rows",
                            _ => "components",
                        }
                    ),
                );
                return self.error_expr(span);
            }
        }
        let id = self.push_expr(ExprKind::Index { base: b, index: i }, elem, span);
        // Constant arrays indexed by constants fold.
        if matches!(self.expr(b).map(|x| &x.kind), Some(ExprKind::Const(_))) {
            if let Ok(v) = self.fold(id) {
                self.replace_with_const(id, v);
            }
        }
        id
    }

    /// OSH0302 for an index of type `ity`, which is no integer (or number converting to one).
    fn index_not_integer(&mut self, ity: TypeId, at: Span) {
        self.diags.error(
            Code::TYPE_MISMATCH,
            at,
            format!(
                "An index must be an integer, not '{}'.",
                self.types.display(ity)
            ),
        );
    }

    /// `t[i][j]` of a multi-dimensional resource array (`Texture2D t[2][3]`, declared as the
    /// one-dimensional `t[6]`): the element `t[i * 3 + j]`, row by row as Vulkan counts the
    /// descriptors of an array of arrays. Constant indices are checked against their own
    /// dimension; a `NonUniformResourceIndex` in any of them makes the whole index non-uniform.
    /// Fewer indices than dimensions name no resource (OSH0350). `None` when `base` is not such
    /// an array indexed in every dimension.
    fn multi_dim_resource_index(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<ExprId> {
        if self.multi_dim_resources.is_empty() {
            return None;
        }
        // The indices, outermost first, down to the array's name.
        let mut indices = vec![index];
        let mut cur = base;
        let name = loop {
            match &self.unit.exprs.get(cur.index())?.kind {
                ast::ExprKind::Index { base, index } if indices.len() < 16 => {
                    indices.push(*index);
                    cur = *base;
                }
                ast::ExprKind::Name {
                    name,
                    template_args: None,
                } => break name.name.as_str().to_string(),
                _ => return None,
            }
        };
        let candidate = self
            .multi_dim_resources
            .keys()
            .any(|g| self.globals.get(g.index()).is_some_and(|x| x.name == name));
        if !candidate {
            return None;
        }
        let array = self.check_expr(cur);
        let Some(ExprKind::Global(g)) = self.expr(array).map(|e| e.kind.clone()) else {
            return None;
        };
        let dims = self.multi_dim_resources.get(&g)?.clone();
        // More indices than dimensions: the outer ones index the resource itself (a texel);
        // the inner call of this function takes the array's.
        if indices.len() > dims.len() {
            return None;
        }
        if indices.len() < dims.len() {
            self.diags.error(
                Code::UNSUPPORTED,
                span,
                format!(
                    "'{name}' is a resource array of {} dimensions: index every one of them ({name}{}) to name one resource.",
                    dims.len(),
                    "[i]".repeat(dims.len())
                ),
            );
            return Some(self.error_expr(span));
        }
        indices.reverse();
        let uint = self.types.scalar(Scalar::UINT);
        let mut flat: Option<ExprId> = None;
        let mut non_uniform = false;
        for (&written, &dim) in indices.iter().zip(&dims) {
            let i = self.check_expr(written);
            let ity = self.expr_ty(i);
            if self.is_error(ity) {
                return Some(self.error_expr(span));
            }
            let ispan = self.aspan(written);
            if !matches!(self.shape_of(ity), Some((s, Shape::Scalar)) if s.is_integer() || s.is_bool() || s.is_float())
            {
                self.index_not_integer(ity, ispan);
                return Some(self.error_expr(span));
            }
            non_uniform |= matches!(
                self.expr(i).map(|e| &e.kind),
                Some(ExprKind::Intrinsic {
                    op: super::hir::Intrinsic::NonUniformResourceIndex,
                    ..
                })
            );
            let out = match self.fold(i) {
                Ok(ConstValue::Int(v)) => (v < 0 || v >= i64::from(dim)).then(|| v.to_string()),
                Ok(ConstValue::Uint(v)) => (v >= u64::from(dim)).then(|| v.to_string()),
                _ => None,
            };
            if let Some(v) = out {
                self.diags.error(
                    Code::INDEX_OUT_OF_BOUNDS,
                    ispan,
                    format!("The index {v} is out of bounds: this dimension of '{name}' has {dim} elements."),
                );
                return Some(self.error_expr(span));
            }
            let i = self.coerce(i, uint, ispan);
            flat = Some(match flat {
                None => i,
                Some(outer) => {
                    let d = self.push_expr(
                        ExprKind::Const(ConstValue::Uint(u64::from(dim))),
                        uint,
                        span,
                    );
                    let scaled = self.push_expr(
                        ExprKind::Binary {
                            op: BinaryOp::Mul,
                            lhs: outer,
                            rhs: d,
                        },
                        uint,
                        span,
                    );
                    self.push_expr(
                        ExprKind::Binary {
                            op: BinaryOp::Add,
                            lhs: scaled,
                            rhs: i,
                        },
                        uint,
                        span,
                    )
                }
            });
        }
        let mut flat = flat?;
        if let Ok(v) = self.fold(flat) {
            self.replace_with_const(flat, v);
        } else if non_uniform {
            flat = self.push_expr(
                ExprKind::Intrinsic {
                    op: super::hir::Intrinsic::NonUniformResourceIndex,
                    args: vec![flat],
                },
                uint,
                span,
            );
        }
        let element = match self.types.get(self.expr_ty(array)) {
            Type::Array { element, .. } => element,
            _ => return Some(self.error_expr(span)),
        };
        Some(self.push_expr(
            ExprKind::Index {
                base: array,
                index: flat,
            },
            element,
            span,
        ))
    }

    /// `tex.mips[level][pos]` (a mip level of a sampled texture) and `tex.sample[s][pos]` (a
    /// sample of a multisampled one) are `Load`s, as DXC reads them: `Load(int{n+1}(pos,
    /// level))` and `Load(pos, s)`. `None` when `base` is not `X.mips[..]` or `X.sample[..]`.
    fn mips_or_sample(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<ExprId> {
        let ast::ExprKind::Index {
            base: accessor,
            index: first,
        } = &self.unit.exprs.get(base.index())?.kind
        else {
            return None;
        };
        let ast::ExprKind::Member {
            base: texture,
            member,
        } = &self.unit.exprs.get(accessor.index())?.kind
        else {
            return None;
        };
        let which = member.as_str();
        if which != "mips" && which != "sample" {
            return None;
        }
        let (texture, first) = (*texture, *first);
        let t = self.check_expr(texture);
        let tty = self.expr_ty(t);
        let Type::Resource(ResourceType::Texture {
            dim,
            arrayed,
            multisampled,
            access: crate::types::Access::ReadOnly,
            texel,
            ..
        }) = self.types.get(tty)
        else {
            return None;
        };
        if (which == "mips") == multisampled || dim == crate::types::TextureDim::Cube {
            return None;
        }
        let coords = methods::coord_components(dim, arrayed);
        let int = self.types.scalar(Scalar::INT);
        let pos_ty = if coords == 1 {
            int
        } else {
            self.types.vector(Scalar::INT, coords)
        };
        let l = self.check_expr(first);
        let l = self.coerce(l, int, self.aspan(first));
        let p = self.check_expr(index);
        let p = self.coerce(p, pos_ty, self.aspan(index));
        let args = if multisampled {
            vec![t, p, l]
        } else {
            let coord_ty = self.types.vector(Scalar::INT, coords + 1);
            let coord = self.push_expr(ExprKind::Construct { args: vec![p, l] }, coord_ty, span);
            vec![t, coord]
        };
        Some(self.push_expr(
            ExprKind::Intrinsic {
                op: hir::Intrinsic::Load,
                args,
            },
            texel,
            span,
        ))
    }

    // ----- places -----------------------------------------------------------------------

    pub fn place_kind(&self, e: ExprId) -> PlaceKind {
        self.place_kind_at(e, 0)
    }

    fn place_kind_at(&self, e: ExprId, depth: u32) -> PlaceKind {
        if depth > MAX_DEPTH {
            return PlaceKind::NotPlace;
        }
        let Some(expr) = self.expr(e) else {
            return PlaceKind::NotPlace;
        };
        match &expr.kind {
            ExprKind::Local(id) => {
                if self
                    .cur
                    .const_locals
                    .get(id.index())
                    .copied()
                    .unwrap_or(false)
                {
                    PlaceKind::ReadOnly("a const variable")
                } else {
                    PlaceKind::Writable
                }
            }
            ExprKind::Param(i) if self.this_is_read_only(*i) => {
                PlaceKind::ReadOnly("part of 'this' in a const member function")
            }
            ExprKind::Param(_) => PlaceKind::Writable,
            ExprKind::Global(g) => match self.globals.get(g.index()).map(|g| &g.kind) {
                Some(GlobalKind::Static { .. } | GlobalKind::GroupShared) => PlaceKind::Writable,
                Some(GlobalKind::Constant { .. }) => PlaceKind::ReadOnly("a constant"),
                Some(GlobalKind::SpirvBuiltIn { output: true, .. }) => PlaceKind::Writable,
                Some(GlobalKind::SpirvBuiltIn { output: false, .. }) => {
                    PlaceKind::ReadOnly("a built-in input")
                }
                Some(GlobalKind::SpecConstant { .. }) => {
                    PlaceKind::ReadOnly("a specialization constant")
                }
                Some(GlobalKind::PushConstant { .. }) => PlaceKind::ReadOnly("a push constant"),
                Some(GlobalKind::Resource(_)) | None => PlaceKind::NotPlace,
            },
            ExprKind::Member { base, .. } => {
                let bty = self.expr_ty(*base);
                if matches!(self.types.get(bty), Type::Resource(_)) {
                    return PlaceKind::ReadOnly("a constant-buffer member");
                }
                self.place_kind_at(*base, depth + 1)
            }
            ExprKind::Index { base, .. } => {
                let bty = self.expr_ty(*base);
                match self.types.get(bty) {
                    Type::Resource(r) => match r {
                        ResourceType::StructuredBuffer {
                            kind: StructuredKind::ReadWrite,
                            ..
                        }
                        | ResourceType::TypedBuffer {
                            access: Access::ReadWrite,
                            ..
                        }
                        | ResourceType::Texture {
                            access: Access::ReadWrite,
                            ..
                        } => PlaceKind::Writable,
                        _ => PlaceKind::ReadOnly("a read-only resource"),
                    },
                    Type::Array { element, .. }
                        if matches!(self.types.get(element), Type::Resource(_)) =>
                    {
                        PlaceKind::NotPlace
                    }
                    _ => self.place_kind_at(*base, depth + 1),
                }
            }
            ExprKind::Swizzle { base, components } => {
                let mut seen = [false; 4];
                for &c in components {
                    if let Some(s) = seen.get_mut(c as usize) {
                        if *s {
                            return PlaceKind::NotPlace;
                        }
                        *s = true;
                    }
                }
                self.place_kind_at(*base, depth + 1)
            }
            ExprKind::BitField { base, .. } => self.place_kind_at(*base, depth + 1),
            ExprKind::MatrixElements { base, elements } => {
                let mut sorted = elements.clone();
                sorted.sort();
                sorted.dedup();
                if sorted.len() != elements.len() {
                    return PlaceKind::NotPlace;
                }
                self.place_kind_at(*base, depth + 1)
            }
            // The memory behind a buffer pointer is writable wherever the pointer came from
            // (a pointer in a constant buffer still points to writable memory).
            ExprKind::Deref { .. } => PlaceKind::Writable,
            _ => PlaceKind::NotPlace,
        }
    }

    /// Reports OSH0305 unless `e` can be written; `what` says how it is written ("assigned").
    pub fn require_writable(&mut self, e: ExprId, span: Span, what: &str) -> bool {
        if self.is_error(self.expr_ty(e)) {
            return false;
        }
        match self.place_kind(e) {
            PlaceKind::Writable => true,
            PlaceKind::ReadOnly(why) => {
                self.diags.error(
                    Code::NOT_ASSIGNABLE,
                    span,
                    format!("This expression is {why}, so it cannot be {what}."),
                );
                false
            }
            PlaceKind::NotPlace => {
                self.diags.error(
                    Code::NOT_ASSIGNABLE,
                    span,
                    format!("This expression is not a variable, so it cannot be {what}. Use a variable, a member, an element or a swizzle without repeated components."),
                );
                false
            }
        }
    }

    // ----- operators --------------------------------------------------------------------

    fn unary_expr(&mut self, op: ast::UnaryOp, operand: ast::ExprId, span: Span) -> ExprId {
        let v = self.check_expr(operand);
        if let Some(call) = self.user_unary_operator(op, v, span) {
            return call;
        }
        let ty = self.expr_ty(v);
        if self.is_error(ty) {
            return self.error_expr(span);
        }
        let Some((s, shape)) = self.shape_of(ty) else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "Operator '{}' cannot be applied to '{}'.",
                    op.symbol(),
                    self.types.display(ty)
                ),
            );
            return self.error_expr(span);
        };
        match op {
            ast::UnaryOp::Plus | ast::UnaryOp::Negate => {
                let v = if s.is_bool() {
                    let t = self.type_of_shape(Scalar::INT, shape);
                    self.coerce(v, t, span)
                } else {
                    v
                };
                if op == ast::UnaryOp::Plus {
                    return v;
                }
                self.unary_node(UnaryOp::Neg, v, span)
            }
            ast::UnaryOp::Not => {
                let t = self.type_of_shape(Scalar::BOOL, shape);
                let v = self.coerce(v, t, span);
                self.unary_node(UnaryOp::Not, v, span)
            }
            ast::UnaryOp::BitNot => {
                if !(s.is_integer() || s.is_bool()) {
                    self.diags.error(
                        Code::TYPE_MISMATCH,
                        span,
                        format!(
                            "Operator '~' needs an integer, not '{}'.",
                            self.types.display(ty)
                        ),
                    );
                    return self.error_expr(span);
                }
                let v = if s.is_bool() {
                    let t = self.type_of_shape(Scalar::INT, shape);
                    self.coerce(v, t, span)
                } else {
                    v
                };
                self.unary_node(UnaryOp::BitNot, v, span)
            }
            ast::UnaryOp::PreIncrement
            | ast::UnaryOp::PreDecrement
            | ast::UnaryOp::PostIncrement
            | ast::UnaryOp::PostDecrement => {
                if s.is_bool() {
                    self.diags.error(
                        Code::TYPE_MISMATCH,
                        span,
                        format!("Operator '{}' cannot be applied to a bool.", op.symbol()),
                    );
                    return self.error_expr(span);
                }
                if !self.require_writable(v, span, "incremented or decremented") {
                    return self.error_expr(span);
                }
                let increment =
                    matches!(op, ast::UnaryOp::PreIncrement | ast::UnaryOp::PostIncrement);
                let prefix = matches!(op, ast::UnaryOp::PreIncrement | ast::UnaryOp::PreDecrement);
                self.push_expr(
                    ExprKind::IncDec {
                        target: v,
                        increment,
                        prefix,
                    },
                    ty,
                    span,
                )
            }
        }
    }

    fn unary_node(&mut self, op: UnaryOp, v: ExprId, span: Span) -> ExprId {
        let ty = self.expr_ty(v);
        let id = self.push_expr(ExprKind::Unary { op, operand: v }, ty, span);
        self.fold_if_const(id, &[v])
    }

    /// Replaces an operation on constants by its value (required for literal types).
    pub fn fold_if_const(&mut self, id: ExprId, operands: &[ExprId]) -> ExprId {
        let all_const = operands
            .iter()
            .all(|o| matches!(self.expr(*o).map(|x| &x.kind), Some(ExprKind::Const(_))));
        if !all_const {
            return id;
        }
        if let Ok(v) = self.fold(id) {
            self.replace_with_const(id, v);
        }
        id
    }

    /// Turns a folded node into its constant in place (so no dead non-constant node of a
    /// literal type is left in the arena).
    pub fn replace_with_const(&mut self, id: ExprId, v: ConstValue) {
        if let Some(e) = self.cur.exprs.get_mut(id.index()) {
            e.kind = ExprKind::Const(v);
        }
    }

    pub fn binary_expr(&mut self, op: ast::BinaryOp, l: ExprId, r: ExprId, span: Span) -> ExprId {
        let lty = self.expr_ty(l);
        let rty = self.expr_ty(r);
        if self.is_error(lty) || self.is_error(rty) {
            return self.error_expr(span);
        }
        if matches!(op, ast::BinaryOp::LogicalAnd | ast::BinaryOp::LogicalOr) {
            return self.logical_expr(op, l, r, span);
        }
        let (Some((ls, lshape)), Some((rs, rshape))) = (self.shape_of(lty), self.shape_of(rty))
        else {
            return self.bad_operands(op.symbol(), lty, rty, span);
        };
        let Some(shape) = common_shape(lshape, rshape) else {
            return self.bad_operands(op.symbol(), lty, rty, span);
        };
        let hop = match op {
            ast::BinaryOp::Mul => BinaryOp::Mul,
            ast::BinaryOp::Div => BinaryOp::Div,
            ast::BinaryOp::Rem => BinaryOp::Rem,
            ast::BinaryOp::Add => BinaryOp::Add,
            ast::BinaryOp::Sub => BinaryOp::Sub,
            ast::BinaryOp::Shl => BinaryOp::Shl,
            ast::BinaryOp::Shr => BinaryOp::Shr,
            ast::BinaryOp::Lt => BinaryOp::Lt,
            ast::BinaryOp::Gt => BinaryOp::Gt,
            ast::BinaryOp::Le => BinaryOp::Le,
            ast::BinaryOp::Ge => BinaryOp::Ge,
            ast::BinaryOp::Eq => BinaryOp::Eq,
            ast::BinaryOp::Ne => BinaryOp::Ne,
            ast::BinaryOp::BitAnd => BinaryOp::BitAnd,
            ast::BinaryOp::BitXor => BinaryOp::BitXor,
            ast::BinaryOp::BitOr => BinaryOp::BitOr,
            ast::BinaryOp::LogicalAnd | ast::BinaryOp::LogicalOr => return self.error_expr(span),
        };
        let comparison = matches!(
            hop,
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne
        );
        let integer_only = matches!(
            hop,
            BinaryOp::Shl | BinaryOp::Shr | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor
        );
        let mut s = if matches!(hop, BinaryOp::Shl | BinaryOp::Shr) {
            // A shift has the left operand's type.
            if ls.kind == ScalarKind::LiteralInt && !rs.is_literal() {
                Scalar::INT
            } else {
                ls
            }
        } else {
            common_scalar(ls, rs)
        };
        if s.is_bool() && !(comparison && matches!(hop, BinaryOp::Eq | BinaryOp::Ne)) {
            s = Scalar::INT;
        }
        if integer_only && !s.is_integer() {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "Operator '{}' needs integer operands, not '{}' and '{}'.",
                    op.symbol(),
                    self.types.display(lty),
                    self.types.display(rty)
                ),
            );
            return self.error_expr(span);
        }
        let both_literal = s.is_literal();
        let operand_ty = self.type_of_shape(s, shape);
        let l2 = self.coerce(l, operand_ty, span);
        let r2 = self.coerce(r, operand_ty, span);
        // Integer division by a constant zero is undefined in HLSL and an error in DXC (and
        // WGSL rejects the module): refuse it here, at the divisor.
        if matches!(hop, BinaryOp::Div | BinaryOp::Rem) && s.is_integer() {
            let zero = |v: &ConstValue| matches!(v, ConstValue::Int(0) | ConstValue::Uint(0));
            let divides_by_zero = match self.fold(r2) {
                Ok(ConstValue::Composite(parts)) => parts.iter().any(zero),
                Ok(v) => zero(&v),
                Err(_) => false,
            };
            if divides_by_zero {
                let rspan = self.expr(r).map_or(span, |e| e.span);
                self.diags.error(
                    Code::DIVISION_BY_ZERO,
                    rspan,
                    format!(
                        "Integer {} by zero is undefined. Check the divisor, or divide as floats.",
                        if hop == BinaryOp::Div {
                            "division"
                        } else {
                            "remainder"
                        }
                    ),
                );
                return self.error_expr(span);
            }
        }
        let result_ty = if comparison {
            self.type_of_shape(Scalar::BOOL, shape)
        } else {
            operand_ty
        };
        if both_literal {
            // Literal operands fold; ones that do not (division by zero) use the default types.
            let probe = self.push_expr(
                ExprKind::Binary {
                    op: hop,
                    lhs: l2,
                    rhs: r2,
                },
                result_ty,
                span,
            );
            if let Ok(v) = self.fold(probe) {
                self.replace_with_const(probe, v);
                return probe;
            }
            if let Some(e) = self.cur.exprs.get_mut(probe.index()) {
                e.kind = ExprKind::Const(ConstValue::Int(0));
            }
            let concrete = self.type_of_shape(Self::concrete(s), shape);
            let l3 = self.convert_value(l2, concrete, span);
            let r3 = self.convert_value(r2, concrete, span);
            let rt = if comparison { result_ty } else { concrete };
            return self.push_expr(
                ExprKind::Binary {
                    op: hop,
                    lhs: l3,
                    rhs: r3,
                },
                rt,
                span,
            );
        }
        let id = self.push_expr(
            ExprKind::Binary {
                op: hop,
                lhs: l2,
                rhs: r2,
            },
            result_ty,
            span,
        );
        self.fold_if_const(id, &[l2, r2])
    }

    fn bad_operands(&mut self, symbol: &str, lty: TypeId, rty: TypeId, span: Span) -> ExprId {
        self.diags.error(
            Code::TYPE_MISMATCH,
            span,
            format!(
                "Operator '{symbol}' cannot be applied to '{}' and '{}'.",
                self.types.display(lty),
                self.types.display(rty)
            ),
        );
        self.error_expr(span)
    }

    fn logical_expr(&mut self, op: ast::BinaryOp, l: ExprId, r: ExprId, span: Span) -> ExprId {
        let lty = self.expr_ty(l);
        let rty = self.expr_ty(r);
        let scalar = |c: &Self, t| matches!(c.types.get(t), Type::Scalar(_));
        if !scalar(self, lty) || !scalar(self, rty) {
            let f = if op == ast::BinaryOp::LogicalAnd {
                "and"
            } else {
                "or"
            };
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "Operator '{}' takes scalars in HLSL 2021, not '{}' and '{}'. Use {f}(a, b) for vectors.",
                    op.symbol(),
                    self.types.display(lty),
                    self.types.display(rty)
                ),
            );
            return self.error_expr(span);
        }
        let b = self.types.scalar(Scalar::BOOL);
        let l = self.coerce(l, b, span);
        let r = self.coerce(r, b, span);
        let kind = if op == ast::BinaryOp::LogicalAnd {
            ExprKind::LogicalAnd { lhs: l, rhs: r }
        } else {
            ExprKind::LogicalOr { lhs: l, rhs: r }
        };
        let id = self.push_expr(kind, b, span);
        self.fold_if_const(id, &[l, r])
    }

    fn assign_expr(
        &mut self,
        op: Option<ast::BinaryOp>,
        target: ast::ExprId,
        value: ast::ExprId,
        span: Span,
    ) -> ExprId {
        let t = self.check_expr(target);
        let tty = self.expr_ty(t);
        let v = match op {
            None => match self.heap_element_given(value, tty) {
                Some(v) => v,
                None => self.check_expr(value),
            },
            Some(_) => self.check_expr(value),
        };
        if self.is_error(tty) || self.is_error(self.expr_ty(v)) {
            return self.error_expr(span);
        }
        let tspan = self.aspan(target);
        if !self.require_writable(t, tspan, "assigned") {
            return self.error_expr(span);
        }
        if self.holds_ray_query(tty, span, "assigned") {
            return self.error_expr(span);
        }
        let vspan = self.aspan(value);
        match op {
            None => {
                let v = self.coerce(v, tty, vspan);
                self.push_expr(
                    ExprKind::Assign {
                        target: t,
                        value: v,
                    },
                    tty,
                    span,
                )
            }
            Some(bop) => {
                // Type-check `t op v` as if it were written out, then store back.
                let probe = self.binary_expr(bop, t, v, span);
                let pty = self.expr_ty(probe);
                if self.is_error(pty) {
                    return probe;
                }
                let hop = match self.expr(probe).map(|x| &x.kind) {
                    Some(ExprKind::Binary { op, .. }) => *op,
                    _ => match bop {
                        ast::BinaryOp::Add => BinaryOp::Add,
                        ast::BinaryOp::Sub => BinaryOp::Sub,
                        ast::BinaryOp::Mul => BinaryOp::Mul,
                        ast::BinaryOp::Div => BinaryOp::Div,
                        ast::BinaryOp::Rem => BinaryOp::Rem,
                        ast::BinaryOp::Shl => BinaryOp::Shl,
                        ast::BinaryOp::Shr => BinaryOp::Shr,
                        ast::BinaryOp::BitAnd => BinaryOp::BitAnd,
                        ast::BinaryOp::BitOr => BinaryOp::BitOr,
                        _ => BinaryOp::BitXor,
                    },
                };
                if self.shape_of(tty).is_none() {
                    return self.bad_operands(bop.symbol(), tty, self.expr_ty(v), span);
                }
                let v = self.coerce(v, tty, vspan);
                self.push_expr(
                    ExprKind::CompoundAssign {
                        op: hop,
                        target: t,
                        value: v,
                    },
                    tty,
                    span,
                )
            }
        }
    }

    fn conditional_expr(
        &mut self,
        cond: ast::ExprId,
        accept: ast::ExprId,
        reject: ast::ExprId,
        span: Span,
    ) -> ExprId {
        let c = self.check_expr(cond);
        let a = self.check_expr(accept);
        let r = self.check_expr(reject);
        let (cty, aty, rty) = (self.expr_ty(c), self.expr_ty(a), self.expr_ty(r));
        if self.is_error(cty) || self.is_error(aty) || self.is_error(rty) {
            return self.error_expr(span);
        }
        let cspan = self.aspan(cond);
        if !matches!(self.types.get(cty), Type::Scalar(_)) {
            self.diags.error(
                Code::TYPE_MISMATCH,
                cspan,
                format!(
                    "The condition of '?:' must be a scalar in HLSL 2021, not '{}'. Use select(cond, a, b) for vectors.",
                    self.types.display(cty)
                ),
            );
            return self.error_expr(span);
        }
        let b = self.types.scalar(Scalar::BOOL);
        let c = self.coerce(c, b, cspan);
        let ty = if aty == rty {
            aty
        } else {
            match (self.shape_of(aty), self.shape_of(rty)) {
                (Some((s1, sh1)), Some((s2, sh2))) => match common_shape(sh1, sh2) {
                    Some(shape) => {
                        let s = common_scalar(s1, s2);
                        self.type_of_shape(s, shape)
                    }
                    None => return self.bad_operands("?:", aty, rty, span),
                },
                _ => return self.bad_operands("?:", aty, rty, span),
            }
        };
        // A literal result type cannot stay unless everything folds.
        let ty = match self.shape_of(ty) {
            Some((s, shape)) if s.is_literal() => {
                if let Ok(ConstValue::Bool(v)) = self.fold(c) {
                    let chosen = if v { a } else { r };
                    return self.convert_value(chosen, ty, span);
                }
                self.type_of_shape(Self::concrete(s), shape)
            }
            _ => ty,
        };
        let a = self.coerce(a, ty, self.aspan(accept));
        let r = self.coerce(r, ty, self.aspan(reject));
        let id = self.push_expr(
            ExprKind::Conditional {
                cond: c,
                accept: a,
                reject: r,
            },
            ty,
            span,
        );
        self.fold_if_const(id, &[c, a, r])
    }
}

/// The shape two operands of a component-wise operator meet at.
pub fn common_shape(a: Shape, b: Shape) -> Option<Shape> {
    use Shape::*;
    Some(match (a, b) {
        (x, y) if x == y => x,
        (Scalar, x) | (x, Scalar) => x,
        (Vector(1), x) | (x, Vector(1)) => x,
        (Vector(n), Vector(m)) => Vector(n.min(m)),
        (Matrix(r, c), Matrix(r2, c2)) => Matrix(r.min(r2), c.min(c2)),
        (Matrix(1, c), Vector(n)) | (Vector(n), Matrix(1, c)) => Vector(c.min(n)),
        (Matrix(r, 1), Vector(n)) | (Vector(n), Matrix(r, 1)) => Vector(r.min(n)),
        _ => return None,
    })
}

/// The `uint` constants HLSL and DXC predeclare: ray flags, `vk::` scopes, `Barrier`'s flags.
fn builtin_constant(name: &str) -> Option<u64> {
    ray_constant(name)
        .or_else(|| super::printf::vk_scope(name))
        .or_else(|| super::barrier::barrier_constant(name))
}

/// DXR's built-in enumerators (`RAY_FLAG`, `COMMITTED_STATUS`, `CANDIDATE_TYPE`), `uint` as
/// in DXC. They are looked up only when the shader declares no value of that name, so engines
/// that define their own (software ray tracers) keep theirs.
fn ray_constant(name: &str) -> Option<u64> {
    Some(match name {
        "RAY_FLAG_NONE" => 0x00,
        "RAY_FLAG_FORCE_OPAQUE" => 0x01,
        "RAY_FLAG_FORCE_NON_OPAQUE" => 0x02,
        "RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH" => 0x04,
        "RAY_FLAG_SKIP_CLOSEST_HIT_SHADER" => 0x08,
        "RAY_FLAG_CULL_BACK_FACING_TRIANGLES" => 0x10,
        "RAY_FLAG_CULL_FRONT_FACING_TRIANGLES" => 0x20,
        "RAY_FLAG_CULL_OPAQUE" => 0x40,
        "RAY_FLAG_CULL_NON_OPAQUE" => 0x80,
        "RAY_FLAG_SKIP_TRIANGLES" => 0x100,
        "RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES" => 0x200,
        "COMMITTED_NOTHING" => 0,
        "COMMITTED_TRIANGLE_HIT" => 1,
        "COMMITTED_PROCEDURAL_PRIMITIVE_HIT" => 2,
        "CANDIDATE_NON_OPAQUE_TRIANGLE" => 0,
        "CANDIDATE_PROCEDURAL_PRIMITIVE" => 1,
        _ => return None,
    })
}
