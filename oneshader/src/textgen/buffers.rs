//! Word-addressed buffer access and places (what an IR pointer denotes).
//!
//! Input: a pointer value (global, local, argument or access chain). Output: a [`Place`]:
//! a reference expression for locals, private and workgroup variables, or a buffer word
//! address for constant, push-constant, structured, texture and byte-address buffers, whose
//! loads and stores are written word by word with bitcasts (`bitcast`, `as_type`).
//!
//! Invariants: word indices come only from the reflected [`TypeLayout`] (offsets, array and
//! matrix strides divided by 4), so the bytes a shader reads are the bytes reflection
//! describes, in every dialect alike. A constant buffer row is four words (`vec4<u32>`,
//! `uint4`), read as `rows[word / 4][word % 4]`; a vector inside one row is read as a
//! swizzle. Whole structs and arrays go through generated helper functions (one per buffer
//! and layout, in creation order), so output size stays linear.

use super::control::FnCx;
use super::exprs::{bitcast, comp, uint_vector};
use super::names;
use super::writer::{construct, member_name, zero, Writer};
use super::{BufferDecl, Dialect, WordType};
use crate::ir::{ConstValue, GlobalId, InstKind, Value};
use crate::source::Span;
use crate::types::{
    AddressSpace, LayoutKind, MatrixPacking, ResourceType, Scalar, ScalarKind, Type, TypeId,
    TypeLayout,
};
use std::fmt::Write as _;

/// A word index: folded when constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Word {
    Const(u32),
    Dyn(String),
}

impl Word {
    fn add(&self, k: u32) -> Word {
        match self {
            Word::Const(w) => Word::Const(w.saturating_add(k)),
            Word::Dyn(e) if k == 0 => Word::Dyn(e.clone()),
            Word::Dyn(e) => Word::Dyn(format!("({e} + {k}u)")),
        }
    }
    fn add_scaled(&self, index: &Index, stride: u32) -> Word {
        match index {
            Index::Const(i) => self.add(i.saturating_mul(stride)),
            Index::Dyn(e) => {
                let scaled = if stride == 1 {
                    e.clone()
                } else {
                    format!("{e} * {stride}u")
                };
                match self {
                    Word::Const(0) => Word::Dyn(format!("({scaled})")),
                    Word::Const(w) => Word::Dyn(format!("({w}u + {scaled})")),
                    Word::Dyn(b) => Word::Dyn(format!("({b} + {scaled})")),
                }
            }
        }
    }
    pub fn expr(&self) -> String {
        match self {
            Word::Const(w) => format!("{w}u"),
            Word::Dyn(e) => e.clone(),
        }
    }
}

/// An access-chain index: folded when constant.
#[derive(Clone, Debug)]
pub(crate) enum Index {
    Const(u32),
    Dyn(String),
}

/// How the words of a buffer place are arranged.
#[derive(Clone, Copy, Debug)]
pub(crate) enum View<'m> {
    Layout(&'m TypeLayout),
    /// A vector whose components are `step` words apart (a matrix row).
    Strided(u32),
    /// One word (a scalar).
    Word,
}

/// The buffer a place is in: global `g`, or element `at` (an index expression) of the
/// buffer array `g`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Buf {
    pub g: GlobalId,
    pub at: Option<String>,
}

impl Buf {
    /// All of buffer `g` (inside a generated helper: its buffer parameter).
    pub fn whole(g: GlobalId) -> Buf {
        Buf { g, at: None }
    }
}

/// What a pointer denotes.
#[derive(Clone, Debug)]
pub(crate) enum Place<'m> {
    /// A reference expression; `atomic` for groupshared variables used with atomics.
    Ref {
        text: String,
        ty: Type,
        atomic: bool,
    },
    Buffer {
        buf: Buf,
        word: Word,
        view: View<'m>,
        ty: Type,
    },
    Resource(GlobalId),
    Invalid,
}

impl<'m, D: Dialect> Writer<'m, D> {
    /// The element layout and stride (bytes) of a structured buffer global.
    pub fn structured_element(&self, g: GlobalId) -> Option<(&'m TypeLayout, u32)> {
        let layout = self.m.global(g)?.layout.as_ref()?;
        Some(match &layout.kind {
            LayoutKind::Array {
                length: 0,
                stride,
                element,
            } => (element.as_ref(), *stride),
            _ => {
                let a = layout.alignment.max(1);
                (layout, layout.size.div_ceil(a) * a)
            }
        })
    }

    /// The buffer a generated helper for global `g` reads and writes: the global itself, or,
    /// for an array of buffers in a dialect whose helpers name the buffer, the element its
    /// [`HELPER_BUFFER_INDEX`] parameter picks.
    fn helper_buf(&self, g: GlobalId) -> Buf {
        let at = (!D::HELPERS_TAKE_BUFFER && self.is_buffer_array(g))
            .then(|| HELPER_BUFFER_INDEX.to_string());
        Buf { g, at }
    }

    /// Whether global `g` is an array of buffers (constant, structured or byte-address).
    pub fn is_buffer_array(&self, g: GlobalId) -> bool {
        self.m.global(g).is_some_and(|x| {
            x.resource_count.is_some() && x.space != crate::types::AddressSpace::UniformConstant
        })
    }

    /// The expression naming buffer `b`: the global's name, or the dialect's element of it.
    pub fn buffer_text(&self, b: &Buf) -> std::borrow::Cow<'_, str> {
        let name = self.global_name_ref(b.g);
        match &b.at {
            None => name,
            Some(index) => std::borrow::Cow::Owned(D::resource_element(self, b.g, &name, index)),
        }
    }

    /// Appends the u32 word at `word` of buffer `b` to `out`. Written in place: a constant
    /// buffer matrix is read word by word, so this runs for most loaded components.
    pub fn push_word(&self, out: &mut String, b: &Buf, word: &Word) {
        let name = self.buffer_text(b);
        // Writing into a `String` cannot fail.
        let _ = match self.buffer_decl(b.g) {
            Some(BufferDecl::Rows { .. }) => match word {
                Word::Const(w) => {
                    out.push_str(&name);
                    out.push('[');
                    names::push_decimal(out, w / 4);
                    out.push_str("].");
                    out.push_str(comp(w % 4));
                    Ok(())
                }
                Word::Dyn(e) => write!(out, "{name}[{e} / 4u][{e} % 4u]"),
            },
            Some(BufferDecl::Words { word: wt, .. }) => {
                let e = word.expr();
                let (open, close) = (D::ATOMIC_LOAD_OPEN, D::ATOMIC_LOAD_CLOSE);
                match wt {
                    WordType::U32 => write!(out, "{name}[{e}]"),
                    WordType::AtomicU32 => write!(out, "{open}{name}[{e}]{close}"),
                    WordType::AtomicI32 => {
                        write!(out, "{}<{}>({open}{name}[{e}]{close})", D::BITCAST, D::UINT)
                    }
                }
            }
            None => {
                out.push_str("0u");
                Ok(())
            }
        };
    }

    /// The word at `word` of buffer `b` as a scalar of kind `s` (a 64-bit one: the two words
    /// from `word`, low first).
    fn read_scalar(&self, b: &Buf, word: &Word, s: Scalar) -> String {
        let mut out = String::with_capacity(48);
        if s.width == 64 {
            let _ = write!(
                out,
                "{}<{}>({}(",
                D::BITCAST,
                D::scalar_name(s),
                D::vector_type(D::UINT, 2)
            );
            self.push_word(&mut out, b, word);
            out.push_str(", ");
            self.push_word(&mut out, b, &word.add(1));
            out.push_str("))");
            return out;
        }
        push_scalar_from_u32::<D>(&mut out, s, |out| self.push_word(out, b, word));
        out
    }

    /// The statements storing 64-bit `value` at the two words from `word` of buffer `b`.
    fn write_wide(&mut self, b: &Buf, word: &Word, value: &str, span: Span) -> Vec<String> {
        let halves = format!("{}<{}>({value})", D::BITCAST, D::vector_type(D::UINT, 2));
        vec![
            self.write_word(b, word, &format!("{halves}.x"), span),
            self.write_word(b, &word.add(1), &format!("{halves}.y"), span),
        ]
    }

    /// The statement that stores u32 `value` at `word` of buffer `b`.
    pub fn write_word(&mut self, b: &Buf, word: &Word, value: &str, span: Span) -> String {
        let name = self.buffer_text(b).into_owned();
        match self.buffer_decl(b.g) {
            Some(BufferDecl::Words { word: wt, .. }) => {
                let e = word.expr();
                let (open, close) = (D::ATOMIC_STORE_OPEN, D::ATOMIC_STORE_CLOSE);
                match wt {
                    WordType::U32 => format!("{name}[{e}] = {value};"),
                    WordType::AtomicU32 => format!("{open}{name}[{e}], {value}{close}"),
                    WordType::AtomicI32 => {
                        let value = bitcast::<D>(D::INT, value);
                        format!("{open}{name}[{e}], {value}{close}")
                    }
                }
            }
            _ => {
                self.error(
                    span,
                    "Constant buffers are read-only. Write to a RWStructuredBuffer instead",
                );
                String::new()
            }
        }
    }

    /// The name of a shape given as a [`Type`] value.
    pub fn type_name(&mut self, t: Type, id: Option<TypeId>, span: Span) -> String {
        match (t, id) {
            (Type::Scalar(s), _) => self.scalar(s, span),
            (Type::Vector { scalar, size }, _) => {
                let s = self.scalar(scalar, span);
                if size <= 1 {
                    s
                } else {
                    D::vector_type(&s, size)
                }
            }
            (_, Some(id)) => self.ty(id, span),
            _ => D::UINT.into(),
        }
    }

    /// Reads a value of shape `t` (type `id` when known) from a buffer place.
    #[allow(clippy::too_many_arguments)]
    pub fn read_buffer(
        &mut self,
        b: &Buf,
        word: &Word,
        view: View<'m>,
        t: Type,
        id: Option<TypeId>,
        span: Span,
        depth: u32,
    ) -> String {
        if depth > 64 {
            self.error(
                span,
                format!("This buffer type nests too deeply for the {}", D::BACKEND),
            );
            return "0u".into();
        }
        let g = b.g;
        if self.refuses_half_in_buffer(g, t, span) {
            return "0u".into();
        }
        match t {
            Type::Scalar(s) => self.read_scalar(b, word, s),
            Type::Vector { scalar, size } => {
                let step = match view {
                    View::Strided(s) => s,
                    _ => 1,
                };
                if size <= 1 {
                    return self.read_scalar(b, word, scalar);
                }
                if scalar.width == 64 {
                    // Components two words apart, each read as a 64-bit scalar.
                    if matches!(view, View::Strided(_)) {
                        let msg = format!("The {} cannot read 64-bit matrices from buffers. Read the rows as vectors", D::BACKEND);
                        self.error(span, msg);
                        return "0u".into();
                    }
                    let parts: Vec<String> = (0..size as u32)
                        .map(|k| self.read_scalar(b, &word.add(2 * k), scalar))
                        .collect();
                    let tn = D::vector_type(D::scalar_name(scalar), size);
                    return format!("{tn}({})", parts.join(", "));
                }
                let rows = matches!(self.buffer_decl(g), Some(BufferDecl::Rows { .. }));
                if let (true, Word::Const(w), 1) = (rows, word, step) {
                    if w % 4 + size as u32 <= 4 {
                        let name = self.buffer_text(b);
                        let sw: String = (0..size as u32).map(|k| comp(w % 4 + k)).collect();
                        let raw = if size == 4 {
                            format!("{name}[{}]", w / 4)
                        } else {
                            format!("{name}[{}].{sw}", w / 4)
                        };
                        return from_u32::<D>(&raw, scalar, size);
                    }
                }
                // Component by component (a matrix row in a column-major layout).
                let mut text = D::vector_type(D::scalar_name(scalar), size);
                text.push('(');
                for k in 0..size as u32 {
                    if k > 0 {
                        text.push_str(", ");
                    }
                    let component = word.add(k * step);
                    push_scalar_from_u32::<D>(&mut text, scalar, |out| {
                        self.push_word(out, b, &component)
                    });
                }
                text.push(')');
                text
            }
            Type::Matrix { scalar, rows, cols } => {
                let Some(row_words) = self.matrix_rows(view, word, rows, span) else {
                    return "0u".into();
                };
                let tn = D::matrix_type(D::scalar_name(scalar), rows, cols);
                let row_exprs: Vec<String> = row_words
                    .iter()
                    .map(|(base, step)| {
                        let row = Type::Vector { scalar, size: cols };
                        let view = View::Strided(*step);
                        self.read_buffer(b, base, view, row, None, span, depth + 1)
                    })
                    .collect();
                format!("{tn}({})", row_exprs.join(", "))
            }
            Type::Array { .. } | Type::Struct(_) => {
                let Some(id) = id else {
                    return "0u".into();
                };
                let f = self.buffer_helper(HelperAccess::Load, g, view, t, id, span, depth);
                match (D::HELPERS_TAKE_BUFFER, &b.at) {
                    (true, _) => format!("{f}({}, {})", word.expr(), self.buffer_text(b)),
                    (false, Some(at)) => format!("{f}({}, {at})", word.expr()),
                    (false, None) => format!("{f}({})", word.expr()),
                }
            }
            // Refused as a type (once), like every other use of one.
            Type::Spirv(_) => {
                if let Some(id) = id {
                    self.ty(id, span);
                }
                "0u".into()
            }
            _ => {
                let msg = format!("The {} cannot read this type from a buffer", D::BACKEND);
                self.error(span, msg);
                "0u".into()
            }
        }
    }

    /// The body of the helper that loads a `t` (named `tn`) laid out as `layout` from word `w`.
    fn load_helper_body(
        &mut self,
        g: GlobalId,
        layout: &'m TypeLayout,
        t: Type,
        tn: &str,
        span: Span,
        depth: u32,
    ) -> String {
        match self.helper_shape(t, layout) {
            HelperShape::Struct(members) => {
                let mut parts = Vec::new();
                for member in members {
                    match member.at {
                        Some((word, view)) => {
                            let mt = self.m.types.get(member.ty);
                            let id = Some(member.ty);
                            let b = self.helper_buf(g);
                            parts.push(self.read_buffer(&b, &word, view, mt, id, span, depth + 1));
                        }
                        None => {
                            let z = self.ty(member.ty, span);
                            parts.push(zero::<D>(&z));
                        }
                    }
                }
                format!("    return {};\n", construct::<D>(tn, t, &parts.join(", ")))
            }
            HelperShape::Array(a) => {
                let (et, id, length) = (self.m.types.get(a.element), Some(a.element), a.length);
                let e = self.read_buffer(
                    &self.helper_buf(g),
                    &a.word,
                    a.view,
                    et,
                    id,
                    span,
                    depth + 1,
                );
                let mut text = String::from("    ");
                D::push_var_decl(&mut text, "r", tn);
                let i = D::LOOP_INDEX;
                text.push_str(&format!(
                    "\n    for ({i} = 0u; i < {length}u; i++) {{\n        r[i] = {e};\n    }}\n    return r;\n"
                ));
                text
            }
            HelperShape::Mismatch => {
                self.error(span, "internal: a buffer type and its layout disagree");
                format!("    return {};\n", zero::<D>(tn))
            }
        }
    }

    /// The first word and component step of each HLSL row of a matrix with `rows` rows at
    /// `word`; `None` after an error when `view` is not a matrix layout.
    fn matrix_rows(
        &mut self,
        view: View<'_>,
        word: &Word,
        rows: u8,
        span: Span,
    ) -> Option<Vec<(Word, u32)>> {
        let Some((stride, packing)) = matrix_layout(view) else {
            self.error(span, "internal: a buffer matrix without a matrix layout");
            return None;
        };
        Some(
            (0..rows as u32)
                .map(|r| row_address(word, r, stride, packing))
                .collect(),
        )
    }

    /// The generated function that loads (or stores) a whole struct or array `t` of type `id`,
    /// laid out as `view`, at word `w` of buffer `g`: made on first use (one per buffer,
    /// layout and type), then reused, so the output stays linear in the shader's size.
    #[allow(clippy::too_many_arguments)]
    fn buffer_helper(
        &mut self,
        access: HelperAccess,
        g: GlobalId,
        view: View<'m>,
        t: Type,
        id: TypeId,
        span: Span,
        depth: u32,
    ) -> String {
        let (tag, prefix, invalid) = match access {
            HelperAccess::Load => ("ld", "load_", "0u"),
            HelperAccess::Store => ("st", "store_", "_"),
        };
        let View::Layout(layout) = view else {
            return invalid.into();
        };
        let key = format!("{tag}:{}:{:p}:{}", g.0, layout, id.0);
        if let Some(n) = self.helper_memo.get(&key) {
            return n.clone();
        }
        // Named before its body is made: nested types reuse the name, and names are given in
        // the order the text is written.
        let base = format!("{prefix}{}", self.global_name_ref(g));
        let name = self.fresh_name(&base);
        self.helper_memo.insert(key, name.clone());
        let tn = self.ty(id, span);
        let text = match access {
            HelperAccess::Load => {
                let body = self.load_helper_body(g, layout, t, &tn, span, depth);
                D::helper_function(self, g, false, &name, &tn, &body)
            }
            HelperAccess::Store => {
                let body = self.store_helper_body(g, layout, t, span, depth);
                D::helper_function(self, g, true, &name, &tn, &body)
            }
        };
        self.helpers.push_str(&text);
        name
    }

    /// What a helper for `t` laid out as `layout` walks over: the members of a struct (in
    /// declaration order, each with its word and layout found by name, `None` when reflection
    /// left it out) or the elements of a sized array (element `i` at the word shown).
    fn helper_shape(&self, t: Type, layout: &'m TypeLayout) -> HelperShape<'m> {
        match (t, &layout.kind) {
            (Type::Struct(sid), LayoutKind::Struct { members, .. }) => {
                let Some(def) = self.m.types.struct_def(sid) else {
                    return HelperShape::Struct(Vec::new());
                };
                let w = helper_word();
                let fields = def.members.iter().enumerate().map(|(index, m)| {
                    let at = members.iter().find(|x| x.name == m.name);
                    HelperMember {
                        index,
                        name: m.name.clone(),
                        ty: m.ty,
                        at: at.map(|ml| (w.add(ml.offset / 4), View::Layout(&ml.layout))),
                    }
                });
                HelperShape::Struct(fields.collect())
            }
            (
                Type::Array { element, length },
                LayoutKind::Array {
                    stride,
                    element: el,
                    ..
                },
            ) if length > 0 => HelperShape::Array(HelperArray {
                element,
                length,
                word: Word::Dyn(format!("(w + i * {}u)", stride / 4)),
                view: View::Layout(el),
            }),
            _ => HelperShape::Mismatch,
        }
    }

    /// Statements storing `value` (of shape `t`) to a buffer place.
    #[allow(clippy::too_many_arguments)]
    pub fn write_buffer(
        &mut self,
        b: &Buf,
        word: &Word,
        view: View<'m>,
        t: Type,
        id: Option<TypeId>,
        value: &str,
        span: Span,
        depth: u32,
    ) -> Vec<String> {
        if depth > 64 {
            self.error(
                span,
                format!("This buffer type nests too deeply for the {}", D::BACKEND),
            );
            return Vec::new();
        }
        let g = b.g;
        if self.refuses_half_in_buffer(g, t, span) {
            return Vec::new();
        }
        match t {
            Type::Scalar(s) if s.width == 64 => self.write_wide(b, word, value, span),
            Type::Scalar(s) => vec![self.write_word(b, word, &to_u32::<D>(value, s, 1), span)],
            Type::Vector { scalar, size } => {
                let step = match view {
                    View::Strided(s) => s,
                    _ => 1,
                };
                if scalar.width == 64 {
                    if matches!(view, View::Strided(_)) || size <= 1 {
                        if size <= 1 {
                            return self.write_wide(b, word, value, span);
                        }
                        let msg = format!("The {} cannot write 64-bit matrices to buffers. Write the rows as vectors", D::BACKEND);
                        self.error(span, msg);
                        return Vec::new();
                    }
                    let mut out = Vec::new();
                    for k in 0..size as u32 {
                        let v = format!("{value}.{}", comp(k));
                        out.extend(self.write_wide(b, &word.add(2 * k), &v, span));
                    }
                    return out;
                }
                if size <= 1 {
                    return vec![self.write_word(b, word, &to_u32::<D>(value, scalar, 1), span)];
                }
                (0..size as u32)
                    .map(|k| {
                        let v = to_u32::<D>(&format!("{value}.{}", comp(k)), scalar, 1);
                        self.write_word(b, &word.add(k * step), &v, span)
                    })
                    .collect()
            }
            Type::Matrix { scalar, rows, cols } => {
                let Some(row_words) = self.matrix_rows(view, word, rows, span) else {
                    return Vec::new();
                };
                let mut out = Vec::new();
                for (r, (base, step)) in row_words.iter().enumerate() {
                    let row = Type::Vector { scalar, size: cols };
                    let view = View::Strided(*step);
                    let v = format!("{value}[{r}]");
                    out.extend(self.write_buffer(b, base, view, row, None, &v, span, depth + 1));
                }
                out
            }
            Type::Array { .. } | Type::Struct(_) => {
                let Some(id) = id else {
                    return Vec::new();
                };
                let f = self.buffer_helper(HelperAccess::Store, g, view, t, id, span, depth);
                match (D::HELPERS_TAKE_BUFFER, &b.at) {
                    (true, _) => {
                        let buffer = self.buffer_text(b);
                        vec![format!("{f}({}, {value}, {buffer});", word.expr())]
                    }
                    (false, Some(at)) => vec![format!("{f}({}, {value}, {at});", word.expr())],
                    (false, None) => vec![format!("{f}({}, {value});", word.expr())],
                }
            }
            _ => {
                let msg = format!("The {} cannot write this type to a buffer", D::BACKEND);
                self.error(span, msg);
                Vec::new()
            }
        }
    }

    /// The body of the helper that stores a `t` (parameter `v`) laid out as `layout` at
    /// word `w`.
    fn store_helper_body(
        &mut self,
        g: GlobalId,
        layout: &'m TypeLayout,
        t: Type,
        span: Span,
        depth: u32,
    ) -> String {
        let mut body = Vec::new();
        match self.helper_shape(t, layout) {
            HelperShape::Struct(members) => {
                for member in members {
                    let Some((word, view)) = member.at else {
                        continue;
                    };
                    let mt = self.m.types.get(member.ty);
                    let id = Some(member.ty);
                    let field = member_name::<D>(&member.name, member.index);
                    let v = format!("v.{field}");
                    let b = self.helper_buf(g);
                    for s in self.write_buffer(&b, &word, view, mt, id, &v, span, depth + 1) {
                        body.push(format!("    {s}"));
                    }
                }
            }
            HelperShape::Array(a) => {
                let (et, id) = (self.m.types.get(a.element), Some(a.element));
                let i = D::LOOP_INDEX;
                body.push(format!("    for ({i} = 0u; i < {}u; i++) {{", a.length));
                let b = self.helper_buf(g);
                for s in self.write_buffer(&b, &a.word, a.view, et, id, "v[i]", span, depth + 1) {
                    body.push(format!("        {s}"));
                }
                body.push("    }".into());
            }
            HelperShape::Mismatch => {
                self.error(span, "internal: a buffer type and its layout disagree")
            }
        }
        body.join("\n")
    }
}

/// Which of the two generated buffer helpers a type needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HelperAccess {
    Load,
    Store,
}

/// The buffer index parameter of a helper for an element of an array of buffers, in a
/// dialect whose helpers name the buffer themselves (WGSL: `fn load_T(w: u32, b: u32)`).
pub(crate) const HELPER_BUFFER_INDEX: &str = "b";

/// A helper function's word parameter `w`.
fn helper_word() -> Word {
    Word::Dyn("w".into())
}

/// What a generated buffer helper walks over ([`Writer::helper_shape`]).
enum HelperShape<'m> {
    Struct(Vec<HelperMember<'m>>),
    Array(HelperArray<'m>),
    /// The type and its layout disagree (an internal error).
    Mismatch,
}

/// A sized array inside a generated buffer helper.
struct HelperArray<'m> {
    element: TypeId,
    length: u32,
    /// The first word of element `i`.
    word: Word,
    view: View<'m>,
}

/// One struct member inside a generated buffer helper.
struct HelperMember<'m> {
    index: usize,
    name: String,
    ty: TypeId,
    /// Its first word and layout; `None` when reflection left it out.
    at: Option<(Word, View<'m>)>,
}

fn matrix_layout(view: View<'_>) -> Option<(u32, MatrixPacking)> {
    match view {
        View::Layout(l) => match l.kind {
            LayoutKind::Matrix { stride, packing } => Some((stride, packing)),
            _ => None,
        },
        _ => None,
    }
}

/// The first word and component step of HLSL row `r` of a matrix at `word`.
fn row_address(word: &Word, r: u32, stride: u32, packing: MatrixPacking) -> (Word, u32) {
    match packing {
        // Column-major: element (r, c) is at c * stride + r * 4.
        MatrixPacking::ColumnMajor => (word.add(r), stride / 4),
        MatrixPacking::RowMajor => (word.add(r * (stride / 4)), 1),
    }
}

/// A `uint` (or `uint` vector) expression reinterpreted as scalar kind `s`.
pub(crate) fn from_u32<D: Dialect>(e: &str, s: Scalar, n: u8) -> String {
    match (s.kind, n > 1) {
        (ScalarKind::Float | ScalarKind::Int, true) => {
            bitcast::<D>(&D::vector_type(D::scalar_name(s), n), e)
        }
        (ScalarKind::Bool, true) => format!("({e} != {}(0u))", uint_vector::<D>(n)),
        _ => {
            let mut out = String::with_capacity(e.len() + 16);
            push_scalar_from_u32::<D>(&mut out, s, |out| out.push_str(e));
            out
        }
    }
}

/// Appends the `uint` expression that `write_u32` appends, reinterpreted as a scalar of kind
/// `s` ([`from_u32`] of one component, without intermediate strings).
fn push_scalar_from_u32<D: Dialect>(
    out: &mut String,
    s: Scalar,
    write_u32: impl FnOnce(&mut String),
) {
    match s.kind {
        ScalarKind::Float | ScalarKind::Int => {
            out.push_str(D::BITCAST);
            out.push('<');
            out.push_str(D::scalar_name(s));
            out.push_str(">(");
            write_u32(out);
            out.push(')');
        }
        ScalarKind::Bool => {
            out.push('(');
            write_u32(out);
            out.push_str(" != 0u)");
        }
        _ => write_u32(out),
    }
}

/// A value of scalar kind `s` as `uint` bits.
pub(crate) fn to_u32<D: Dialect>(e: &str, s: Scalar, n: u8) -> String {
    let u = uint_vector::<D>(n);
    match (s.kind, n > 1) {
        (ScalarKind::Float | ScalarKind::Int, _) => bitcast::<D>(&u, e),
        (ScalarKind::Bool, _) => format!("select({u}(0u), {u}(1u), {e})"),
        _ => e.to_string(),
    }
}

impl<'m, D: Dialect> FnCx<'_, 'm, D> {
    fn index(&mut self, v: Value, span: Span) -> Index {
        if let Value::Constant(c) = v {
            if let Some(k) = self.w.m.constant(c) {
                if let ConstValue::Scalar(bits) = k.value {
                    return Index::Const(bits as u32);
                }
            }
        }
        let e = self.val(v, span);
        let unsigned = self
            .w
            .m
            .types
            .scalar_of(self.ty_of(v))
            .is_some_and(|s| s.kind == ScalarKind::Uint);
        Index::Dyn(if unsigned {
            e
        } else {
            format!("{}({e})", D::UINT)
        })
    }

    /// What pointer `v` denotes.
    pub fn place(&mut self, v: Value, span: Span) -> Place<'m> {
        self.place_depth(v, span, 0)
    }

    fn place_depth(&mut self, v: Value, span: Span, depth: u32) -> Place<'m> {
        let m = self.w.m;
        if depth > 64 {
            self.w.error(
                span,
                format!("This access chain nests too deeply for the {}", D::BACKEND),
            );
            return Place::Invalid;
        }
        match v {
            Value::Global(g) => {
                let Some(global) = m.global(g) else {
                    return Place::Invalid;
                };
                let ty = m.types.get(global.ty);
                match global.space {
                    AddressSpace::Uniform
                    | AddressSpace::PushConstant
                    | AddressSpace::StorageBuffer => Place::Buffer {
                        buf: Buf::whole(g),
                        word: Word::Const(0),
                        view: global.layout.as_ref().map_or(View::Word, View::Layout),
                        ty,
                    },
                    AddressSpace::UniformConstant => Place::Resource(g),
                    _ => Place::Ref {
                        text: self.w.global_name(g),
                        ty,
                        atomic: global.space == AddressSpace::Workgroup
                            && self.w.uses.get(&g).is_some_and(|u| u.atomic),
                    },
                }
            }
            Value::Argument(n) => {
                let pointee = match m.types.get(self.ty_of(v)) {
                    Type::Pointer { pointee, .. } => m.types.get(pointee),
                    t => t,
                };
                Place::Ref {
                    text: format!("(*a{n})"),
                    ty: pointee,
                    atomic: false,
                }
            }
            Value::Inst(i) => {
                let Some(inst) = self.func.inst(i) else {
                    return Place::Invalid;
                };
                match &inst.kind {
                    InstKind::Alloca => {
                        let pointee = match m.types.get(inst.ty) {
                            Type::Pointer { pointee, .. } => m.types.get(pointee),
                            t => t,
                        };
                        Place::Ref {
                            text: super::names::numbered('v', i.0),
                            ty: pointee,
                            atomic: false,
                        }
                    }
                    InstKind::AccessChain { base, indices } => {
                        let base = self.place_depth(*base, span, depth + 1);
                        self.walk(base, indices, span)
                    }
                    _ => Place::Invalid,
                }
            }
            _ => Place::Invalid,
        }
    }

    fn walk(&mut self, mut place: Place<'m>, indices: &[Value], span: Span) -> Place<'m> {
        let m = self.w.m;
        let mut k = 0usize;
        let mut guard = 0u32;
        while guard < 1024 {
            guard += 1;
            // Transparent wrappers consume no index.
            if let Place::Buffer { ty, .. } = &mut place {
                if let Type::Resource(
                    ResourceType::ConstantBuffer { element }
                    | ResourceType::TextureBuffer { element },
                ) = *ty
                {
                    *ty = m.types.get(element);
                    continue;
                }
            }
            let Some(&iv) = indices.get(k) else { break };
            k += 1;
            let idx = self.index(iv, span);
            place = match place {
                Place::Ref {
                    mut text,
                    ty,
                    atomic,
                } => {
                    // The step is appended to the reference text in place.
                    let next = match (ty, &idx) {
                        (Type::Struct(sid), Index::Const(c)) => {
                            let member = m
                                .types
                                .struct_def(sid)
                                .and_then(|d| d.members.get(*c as usize));
                            let Some(member) = member else {
                                return Place::Invalid;
                            };
                            text.push('.');
                            text.push_str(&member_name::<D>(&member.name, *c as usize));
                            m.types.get(member.ty)
                        }
                        (Type::Array { element, .. }, _) => {
                            push_subscript(&mut text, &idx);
                            m.types.get(element)
                        }
                        (Type::Matrix { scalar, cols, .. }, _) => {
                            push_subscript(&mut text, &idx);
                            Type::Vector { scalar, size: cols }
                        }
                        (Type::Vector { scalar, size }, _) => {
                            if size > 1 {
                                match idx {
                                    Index::Const(c) => {
                                        text.push('.');
                                        text.push_str(comp(c));
                                    }
                                    Index::Dyn(_) => push_subscript(&mut text, &idx),
                                }
                            }
                            Type::Scalar(scalar)
                        }
                        _ => return Place::Invalid,
                    };
                    Place::Ref {
                        text,
                        ty: next,
                        atomic,
                    }
                }
                Place::Buffer {
                    mut buf,
                    word,
                    view,
                    ty,
                } => match (ty, &buf.at) {
                    // The first index into an array of buffers picks the buffer; the words
                    // and layout are its element's.
                    (Type::Array { element, .. }, None)
                        if matches!(m.types.get(element), Type::Resource(_)) =>
                    {
                        buf.at = Some(match &idx {
                            Index::Const(c) => c.to_string(),
                            Index::Dyn(e) => e.clone(),
                        });
                        Place::Buffer {
                            buf,
                            word,
                            view,
                            ty: m.types.get(element),
                        }
                    }
                    _ => match self.buffer_step(buf, word, view, ty, &idx, span) {
                        Some(p) => p,
                        None => return Place::Invalid,
                    },
                },
                Place::Resource(g) => {
                    // Resource arrays were reported at the declaration.
                    Place::Resource(g)
                }
                Place::Invalid => return Place::Invalid,
            };
        }
        place
    }

    fn buffer_step(
        &mut self,
        buf: Buf,
        word: Word,
        view: View<'m>,
        ty: Type,
        idx: &Index,
        span: Span,
    ) -> Option<Place<'m>> {
        let m = self.w.m;
        let _ = span;
        Some(match ty {
            Type::Resource(ResourceType::StructuredBuffer { element, .. }) => {
                let (el, stride) = self.w.structured_element(buf.g)?;
                Place::Buffer {
                    buf,
                    word: word.add_scaled(idx, stride / 4),
                    view: View::Layout(el),
                    ty: m.types.get(element),
                }
            }
            Type::Resource(ResourceType::ByteAddressBuffer { .. }) => Place::Buffer {
                buf,
                word: word.add_scaled(idx, 1),
                view: View::Word,
                ty: Type::Scalar(Scalar::UINT),
            },
            Type::Struct(sid) => {
                let Index::Const(c) = idx else { return None };
                let (mname, mty) = m
                    .types
                    .struct_def(sid)
                    .and_then(|d| d.members.get(*c as usize))
                    .map(|mm| (mm.name.clone(), mm.ty))?;
                let View::Layout(l) = view else { return None };
                let LayoutKind::Struct { members, .. } = &l.kind else {
                    return None;
                };
                let ml = members.iter().find(|x| x.name == mname)?;
                Place::Buffer {
                    buf,
                    word: word.add(ml.offset / 4),
                    view: View::Layout(&ml.layout),
                    ty: m.types.get(mty),
                }
            }
            Type::Array { element, .. } => {
                let View::Layout(l) = view else { return None };
                let LayoutKind::Array {
                    stride,
                    element: el,
                    ..
                } = &l.kind
                else {
                    return None;
                };
                Place::Buffer {
                    buf,
                    word: word.add_scaled(idx, stride / 4),
                    view: View::Layout(el),
                    ty: m.types.get(element),
                }
            }
            Type::Matrix { scalar, cols, .. } => {
                let (stride, packing) = matrix_layout(view)?;
                let (base, step) = match packing {
                    MatrixPacking::ColumnMajor => (word.add_scaled(idx, 1), stride / 4),
                    MatrixPacking::RowMajor => (word.add_scaled(idx, stride / 4), 1),
                };
                Place::Buffer {
                    buf,
                    word: base,
                    view: View::Strided(step),
                    ty: Type::Vector { scalar, size: cols },
                }
            }
            Type::Vector { scalar, size } => {
                let step = match view {
                    View::Strided(s) => s,
                    _ => 1,
                };
                let word = if size > 1 {
                    word.add_scaled(idx, step)
                } else {
                    word
                };
                Place::Buffer {
                    buf,
                    word,
                    view: View::Word,
                    ty: Type::Scalar(scalar),
                }
            }
            _ => return None,
        })
    }

    /// A load of type `ty` through `pointer`.
    pub fn load(&mut self, pointer: Value, ty: TypeId, span: Span) -> String {
        let t = self.w.m.types.get(ty);
        match self.place(pointer, span) {
            Place::Ref { text, atomic, .. } => {
                if atomic {
                    if !matches!(t, Type::Scalar(_)) {
                        self.w.error(span, format!("The {} reads groupshared variables used with atomics one int or uint at a time. Read the elements one by one", D::BACKEND));
                    }
                    format!("{}{text}{}", D::ATOMIC_LOAD_OPEN, D::ATOMIC_LOAD_CLOSE)
                } else {
                    text
                }
            }
            Place::Buffer {
                buf, word, view, ..
            } => self.w.read_buffer(&buf, &word, view, t, Some(ty), span, 0),
            _ => {
                if !self.refused_buffer_array(pointer) {
                    let msg = format!("The {} cannot load through this pointer", D::BACKEND);
                    self.w.error(span, msg);
                }
                let tn = self.w.ty(ty, span);
                zero::<D>(&tn)
            }
        }
    }

    /// A uniform load (`f(&x)`, [`super::uniform_load`]) of a groupshared scalar or vector.
    pub fn uniform_load(&mut self, f: &str, pointer: Value, ty: TypeId, span: Span) -> String {
        match self.place(pointer, span) {
            Place::Ref { text, .. } => format!("{f}(&{text})"),
            // Not a groupshared place after all: the barrier left out goes back in.
            _ => {
                use crate::ir::BarrierFlags as F;
                let flags = F::GROUP_MEMORY | F::GROUP_SCOPE | F::GROUP_SYNC;
                D::barrier(self, flags, span);
                self.load(pointer, ty, span)
            }
        }
    }

    pub fn store(&mut self, pointer: Value, value: Value, span: Span) {
        let e = self.val(value, span);
        let ty = self.ty_of(value);
        self.store_expr(pointer, &e, ty, span);
    }

    /// Stores expression `e` (of type `ty`) through `pointer`.
    pub fn store_expr(&mut self, pointer: Value, e: &str, ty: TypeId, span: Span) {
        let t = self.w.m.types.get(ty);
        match self.place(pointer, span) {
            Place::Ref { text, atomic, .. } => {
                if atomic {
                    self.line_fmt(format_args!(
                        "{}{text}, {e}{}",
                        D::ATOMIC_STORE_OPEN,
                        D::ATOMIC_STORE_CLOSE
                    ));
                } else {
                    self.line_fmt(format_args!("{text} = {e};"));
                }
            }
            Place::Buffer {
                buf, word, view, ..
            } => {
                let simple = !e.contains('(') && !e.contains(' ');
                let (value, open) = if simple {
                    (e.to_string(), false)
                } else {
                    let t = self.fresh_tmp();
                    self.line("{");
                    self.indent += 1;
                    self.line_fmt(format_args!("{} {t} = {e};", D::LET));
                    (t, true)
                };
                for s in self
                    .w
                    .write_buffer(&buf, &word, view, t, Some(ty), &value, span, 0)
                {
                    self.line(&s);
                }
                if open {
                    self.indent -= 1;
                    self.line("}");
                }
            }
            _ => {
                if !self.refused_buffer_array(pointer) {
                    let msg = format!("The {} cannot store through this pointer", D::BACKEND);
                    self.w.error(span, msg);
                }
            }
        }
    }

    /// A pointer into an array of buffers, already refused at its declaration (OSH5210) by a
    /// dialect without them, so its loads and stores are not reported again.
    pub(super) fn refused_buffer_array(&self, pointer: Value) -> bool {
        !D::buffer_arrays(self.w)
            && self
                .w
                .root_global(self.f, pointer)
                .is_some_and(|g| self.w.is_buffer_array(g))
    }

    /// A pointer argument of a call (`&local`).
    pub fn pointer_arg(&mut self, v: Value, span: Span) -> String {
        match self.place(v, span) {
            Place::Ref {
                text,
                atomic: false,
                ..
            } => {
                if let Some(inner) = text.strip_prefix("(*").and_then(|t| t.strip_suffix(')')) {
                    if !inner.contains(['(', '.', '[']) {
                        return inner.to_string();
                    }
                }
                format!("&{text}")
            }
            _ => {
                self.w.error(span, format!("The {} cannot pass a buffer element, resource or atomic variable by reference. Copy it into a local first", D::BACKEND));
                "0u".into()
            }
        }
    }
}

/// Appends `[index]`.
fn push_subscript(out: &mut String, index: &Index) {
    out.push('[');
    match index {
        Index::Const(c) => names::push_decimal(out, *c),
        Index::Dyn(e) => out.push_str(e),
    }
    out.push(']');
}

/// Every scalar leaf of a buffer value of type `ty` laid out as `layout` at `word`, as
/// (path, word index), computed with the same address arithmetic the emitter uses. Arrays
/// contribute their first and last element. For the layout test.
#[cfg(test)]
pub(crate) fn leaf_words(
    types: &crate::types::TypeArena,
    layout: &TypeLayout,
    ty: TypeId,
    word: &Word,
    path: &str,
    out: &mut Vec<(String, u32)>,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    let Word::Const(w) = word else { return };
    match (types.get(ty), &layout.kind) {
        (Type::Scalar(_), _) => out.push((path.to_string(), *w)),
        (Type::Vector { size, .. }, _) => {
            for k in 0..size as u32 {
                out.push((format!("{path}.{}", comp(k)), word.add(k).const_value()));
            }
        }
        (Type::Matrix { rows, cols, .. }, LayoutKind::Matrix { stride, packing }) => {
            for r in 0..rows as u32 {
                let (base, step) = row_address(word, r, *stride, *packing);
                for c in 0..cols as u32 {
                    out.push((
                        format!("{path}[{r}][{c}]"),
                        base.add(c * step).const_value(),
                    ));
                }
            }
        }
        (
            Type::Array { element, length },
            LayoutKind::Array {
                stride,
                element: el,
                ..
            },
        ) if length > 0 => {
            for i in [0, length - 1] {
                let wi = word.add_scaled(&Index::Const(i), stride / 4);
                leaf_words(
                    types,
                    el,
                    element,
                    &wi,
                    &format!("{path}[{i}]"),
                    out,
                    depth + 1,
                );
            }
        }
        (Type::Struct(sid), LayoutKind::Struct { members, .. }) => {
            let Some(def) = types.struct_def(sid) else {
                return;
            };
            for m in &def.members {
                if let Some(ml) = members.iter().find(|x| x.name == m.name) {
                    let wm = word.add(ml.offset / 4);
                    let p = format!("{path}.{}", m.name);
                    leaf_words(types, &ml.layout, m.ty, &wm, &p, out, depth + 1);
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
impl Word {
    fn const_value(&self) -> u32 {
        match self {
            Word::Const(w) => *w,
            Word::Dyn(_) => u32::MAX,
        }
    }
}
