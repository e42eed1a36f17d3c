//! The HLSL 2021 abstract syntax tree.
//!
//! Input: nothing (the parser in [`super::parser`] builds it). Output: a [`TranslationUnit`] that
//! semantic analysis reads. The tree records syntax precisely and interprets nothing: `float4`,
//! `Texture2D<float4>` and a user struct name are all just [`TypeExprKind::Named`]; `t0` in
//! `register(t0)` is kept as an identifier; attributes are stored generically. Sema maps names to
//! types and checks what is allowed where.
//!
//! # Storage
//!
//! Every node lives in one of four arenas of the [`TranslationUnit`] (`decl_arena`, `stmts`,
//! `exprs`, `types`) and is referred to by a typed handle ([`DeclId`], [`StmtId`], [`ExprId`],
//! [`TypeExprId`]). Index the unit with a handle (`tu[expr_id]`) to get the node.
//!
//! # Invariants (the parser guarantees them, so later stages may rely on them)
//!
//! - Every handle in a unit is valid for that unit. Children are pushed before their parents
//!   (post-order), so within one arena a handle always points at a smaller index: an
//!   expression's operands, a block's statements, a struct's members, a type's template
//!   arguments all come earlier than the node that refers to them.
//! - Every node has a [`Span`]. Nodes the parser made up while recovering from an error are
//!   `Error` variants ([`ExprKind::Error`], [`StmtKind::Error`], [`TypeExprKind::Error`]) and an
//!   error diagnostic was reported for them; sema should skip them silently.
//! - Depth: no expression tree is taller than [`MAX_NESTING`] nodes, and statements, types and
//!   declarations nest at most [`MAX_NESTING`] deep, so later stages may recurse over the tree
//!   without overflowing the stack (input nesting deeper than that is OSH0206).
//! - Declarations appear in `decls` (and in member lists) in source order. A struct defined
//!   inside a variable declaration (`struct S { ... } s;`) is a separate [`Decl`] that comes
//!   first; the variable's type refers to it with [`TypeExprKind::Struct`].
//!
//! Use [`TranslationUnit::dump`] to print a tree for inspection.

use crate::source::Span;
use crate::syntax::token::Punct;
use crate::types::{Interpolation, MatrixPacking};
use std::sync::Arc;

/// How deep expressions, statements, types and declarations may nest (OSH0206 beyond).
pub const MAX_NESTING: u32 = 256;

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

handle!(
    /// A declaration in [`TranslationUnit::decl_arena`].
    DeclId
);
handle!(
    /// A statement in [`TranslationUnit::stmts`].
    StmtId
);
handle!(
    /// An expression in [`TranslationUnit::exprs`].
    ExprId
);
handle!(
    /// A type expression in [`TranslationUnit::types`].
    TypeExprId
);

/// One parsed file (after preprocessing): the top-level declarations and the arenas that hold
/// every node.
#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    /// Top-level declarations in source order.
    pub decls: Vec<DeclId>,
    /// Every declaration, at any level (top level, struct and cbuffer members, namespace
    /// contents, local declarations).
    pub decl_arena: Vec<Decl>,
    pub stmts: Vec<Stmt>,
    pub exprs: Vec<Expr>,
    pub types: Vec<TypeExpr>,
}

impl std::ops::Index<DeclId> for TranslationUnit {
    type Output = Decl;
    fn index(&self, id: DeclId) -> &Decl {
        &self.decl_arena[id.index()]
    }
}

impl std::ops::Index<StmtId> for TranslationUnit {
    type Output = Stmt;
    fn index(&self, id: StmtId) -> &Stmt {
        &self.stmts[id.index()]
    }
}

impl std::ops::Index<ExprId> for TranslationUnit {
    type Output = Expr;
    fn index(&self, id: ExprId) -> &Expr {
        &self.exprs[id.index()]
    }
}

impl std::ops::Index<TypeExprId> for TranslationUnit {
    type Output = TypeExpr;
    fn index(&self, id: TypeExprId) -> &TypeExpr {
        &self.types[id.index()]
    }
}

/// A name as written, with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: Arc<str>,
    pub span: Span,
}

impl Ident {
    pub fn as_str(&self) -> &str {
        &self.name
    }
}

/// A possibly qualified name: `x`, `ns::x`, `S::f`, `::g` (`global` is true for a leading `::`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QualifiedName {
    pub global: bool,
    /// The segments before the last `::` (`ns`, `S`); empty for a simple name.
    pub qualifiers: Vec<Ident>,
    /// The last segment: the name itself.
    pub name: Ident,
    pub span: Span,
}

impl QualifiedName {
    /// A one-segment name.
    pub fn simple(name: Ident) -> Self {
        QualifiedName {
            global: false,
            qualifiers: Vec::new(),
            span: name.span,
            name,
        }
    }

    /// True for a one-segment name without a leading `::`.
    pub fn is_simple(&self) -> bool {
        !self.global && self.qualifiers.is_empty()
    }

    /// The qualifiers without the final name, joined by `::` (`a::b` of `a::b::f`).
    pub fn qualifier_text(&self) -> String {
        self.qualifiers
            .iter()
            .map(|q| q.as_str())
            .collect::<Vec<_>>()
            .join("::")
    }

    /// The name as written, segments joined by `::`.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        if self.global {
            s.push_str("::");
        }
        for seg in &self.qualifiers {
            s.push_str(&seg.name);
            s.push_str("::");
        }
        s.push_str(&self.name.name);
        s
    }
}

// ---------------------------------------------------------------------------------------------
// Attributes, modifiers, annotations
// ---------------------------------------------------------------------------------------------

/// `[name(args)]` or `[[ns::name(args)]]`, before a declaration, parameter, member or statement.
/// String arguments are [`ExprKind::StringLit`]; `[unroll]` has no arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    /// `vk` in `[[vk::binding(1)]]`, `oneshader` in `[[oneshader::format("unorm8x4")]]`.
    pub namespace: Option<Ident>,
    pub name: Ident,
    pub args: Vec<ExprId>,
    /// Written with double brackets (`[[...]]`, C++11 style) rather than `[...]`.
    pub double_bracket: bool,
    pub span: Span,
}

/// A keyword that modifies a declaration, parameter or member, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModifierKind {
    Static,
    Const,
    Uniform,
    Extern,
    Groupshared,
    Shared,
    Volatile,
    Precise,
    Inline,
    Export,
    RowMajor,
    ColumnMajor,
    NoInterpolation,
    Linear,
    Centroid,
    NoPerspective,
    Sample,
    /// Parameter direction `in`.
    In,
    /// Parameter direction `out`.
    Out,
    /// Parameter direction `inout`.
    InOut,
    /// Geometry-shader input primitive modifiers.
    Point,
    Line,
    Triangle,
    LineAdj,
    TriangleAdj,
    /// Mesh-shader parameter kinds.
    Vertices,
    Indices,
    Primitives,
    Payload,
    /// `globallycoherent` on a read-write resource.
    GloballyCoherent,
}

impl ModifierKind {
    /// The modifier for a keyword, if it is one.
    pub fn from_keyword(word: &str) -> Option<ModifierKind> {
        use ModifierKind::*;
        Some(match word {
            "static" => Static,
            "const" => Const,
            "uniform" => Uniform,
            "extern" => Extern,
            "groupshared" => Groupshared,
            "shared" => Shared,
            "volatile" => Volatile,
            "precise" => Precise,
            "inline" => Inline,
            "export" => Export,
            "row_major" => RowMajor,
            "column_major" => ColumnMajor,
            "nointerpolation" => NoInterpolation,
            "linear" => Linear,
            "centroid" => Centroid,
            "noperspective" => NoPerspective,
            "sample" => Sample,
            "in" => In,
            "out" => Out,
            "inout" => InOut,
            "point" => Point,
            "line" => Line,
            "triangle" => Triangle,
            "lineadj" => LineAdj,
            "triangleadj" => TriangleAdj,
            "vertices" => Vertices,
            "indices" => Indices,
            "primitives" => Primitives,
            "payload" => Payload,
            "globallycoherent" => GloballyCoherent,
            _ => return None,
        })
    }

    pub fn keyword(self) -> &'static str {
        use ModifierKind::*;
        match self {
            Static => "static",
            Const => "const",
            Uniform => "uniform",
            Extern => "extern",
            Groupshared => "groupshared",
            Shared => "shared",
            Volatile => "volatile",
            Precise => "precise",
            Inline => "inline",
            Export => "export",
            RowMajor => "row_major",
            ColumnMajor => "column_major",
            NoInterpolation => "nointerpolation",
            Linear => "linear",
            Centroid => "centroid",
            NoPerspective => "noperspective",
            Sample => "sample",
            In => "in",
            Out => "out",
            InOut => "inout",
            Point => "point",
            Line => "line",
            Triangle => "triangle",
            LineAdj => "lineadj",
            TriangleAdj => "triangleadj",
            Vertices => "vertices",
            Indices => "indices",
            Primitives => "primitives",
            Payload => "payload",
            GloballyCoherent => "globallycoherent",
        }
    }
}

/// One modifier keyword and where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modifier {
    pub kind: ModifierKind,
    pub span: Span,
}

/// The modifier keywords of a declaration, parameter or member, in source order (duplicates
/// kept, so sema can report them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub list: Vec<Modifier>,
}

impl Modifiers {
    pub fn contains(&self, kind: ModifierKind) -> bool {
        self.list.iter().any(|m| m.kind == kind)
    }

    /// Where `kind` was written, if it was.
    pub fn span_of(&self, kind: ModifierKind) -> Option<Span> {
        self.list.iter().find(|m| m.kind == kind).map(|m| m.span)
    }

    /// Explicit `row_major` / `column_major` (the last one written wins).
    pub fn packing(&self) -> Option<MatrixPacking> {
        self.list.iter().rev().find_map(|m| match m.kind {
            ModifierKind::RowMajor => Some(MatrixPacking::RowMajor),
            ModifierKind::ColumnMajor => Some(MatrixPacking::ColumnMajor),
            _ => None,
        })
    }

    /// The interpolation modifiers written.
    pub fn interpolation(&self) -> Interpolation {
        let mut i = Interpolation::default();
        for m in &self.list {
            match m.kind {
                ModifierKind::NoInterpolation => i.nointerpolation = true,
                ModifierKind::Linear => i.linear = true,
                ModifierKind::Centroid => i.centroid = true,
                ModifierKind::NoPerspective => i.noperspective = true,
                ModifierKind::Sample => i.sample = true,
                _ => {}
            }
        }
        i
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// `: register([profile,] slot [, space])`, e.g. `register(t0, space1)` or `register(ps, s2)`.
/// The slot and space are kept as written; sema decodes them (OSH0331 when malformed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterBinding {
    /// A shader-profile qualifier such as `ps_5_0` (legacy syntax), if given.
    pub profile: Option<Ident>,
    /// `t0`, `b3`, `u1`, `s0`, `c2`.
    pub slot: Ident,
    /// `space1`.
    pub space: Option<Ident>,
    pub span: Span,
}

impl RegisterBinding {
    /// The register class letter and number of [`Self::slot`] (`t12` is `('t', 12)`), or `None`
    /// when it is not a letter followed by digits.
    pub fn slot_parts(&self) -> Option<(char, u32)> {
        split_letters_number(&self.slot.name, 1)
            .and_then(|(l, n)| Some((l.chars().next()?.to_ascii_lowercase(), n)))
    }

    /// The number of `spaceN`, or `None` when absent or malformed.
    pub fn space_number(&self) -> Option<u32> {
        let space = self.space.as_ref()?;
        let (letters, n) = split_letters_number(&space.name, 5)?;
        letters.eq_ignore_ascii_case("space").then_some(n)
    }
}

/// `: packoffset(c1.y)`: the constant register `c1` and optional component `y`, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackOffset {
    pub register: Ident,
    pub component: Option<Ident>,
    pub span: Span,
}

impl PackOffset {
    /// The register number of `cN`, or `None` when malformed.
    pub fn register_number(&self) -> Option<u32> {
        let (letters, n) = split_letters_number(&self.register.name, 1)?;
        letters.eq_ignore_ascii_case("c").then_some(n)
    }
}

/// Splits `t12` into (`t`, 12) when the text is exactly `letter_count` ASCII letters then digits.
fn split_letters_number(text: &str, letter_count: usize) -> Option<(&str, u32)> {
    let letters = text.get(..letter_count)?;
    let digits = text.get(letter_count..)?;
    if !letters.chars().all(|c| c.is_ascii_alphabetic())
        || digits.is_empty()
        || !digits.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    Some((letters, digits.parse().ok()?))
}

/// One `[N]` (or `[]`, `size` `None`) after a declarator name.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayDim {
    pub size: Option<ExprId>,
    pub span: Span,
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    /// `unorm` / `snorm` / `unsigned` written before the type name.
    pub prefixes: TypePrefixes,
    pub span: Span,
}

/// Type-level keywords written before a type name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TypePrefixes {
    pub unorm: bool,
    pub snorm: bool,
    /// `unsigned int` (C style); sema treats it as `uint`.
    pub unsigned: bool,
    /// `row_major` / `column_major` written inside template arguments
    /// (`StructuredBuffer<row_major float4x4>`), where no declaration modifier can go.
    pub packing: Option<crate::types::MatrixPacking>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeExprKind {
    /// A (possibly qualified) type name with optional template arguments: `float4`,
    /// `Texture2D<float4>`, `RWStructuredBuffer<Particle>`, `vector<float, 3>`,
    /// `matrix<float, 4, 4>`, `ns::T`, `void`. `template_args` is `None` without `<...>` and
    /// `Some(vec![])` for `<>`.
    Named {
        name: QualifiedName,
        template_args: Option<Vec<TemplateArg>>,
    },
    /// A struct defined right where the type is used (`struct { float a; } v;`): the struct's
    /// own declaration, which precedes the one that uses it.
    Struct(DeclId),
    /// Recovered from a syntax error (already reported).
    Error,
}

/// One argument in `<...>`: a type (`float4`, `Particle`) or a value (`3`, `N + 1`).
///
/// The parser decides by shape: a known type name, anything with type prefixes, or a name with
/// template arguments is a `Type`; a literal or operator expression is an `Expr`. A bare
/// identifier that is not a known type name is an `Expr` naming a value (e.g. a template value
/// parameter `N`); sema may reinterpret one that resolves to a type.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(TypeExprId),
    Expr(ExprId),
}

/// `template<typename T, int N = 4>` parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParam {
    pub kind: TemplateParamKind,
    pub name: Ident,
    pub default: Option<TemplateArg>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateParamKind {
    /// `typename T` or `class T`.
    Type,
    /// `int N`: a value parameter of the given type.
    Value(TypeExprId),
}

// ---------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    pub kind: DeclKind,
    /// Attributes written before the declaration (`[shader("pixel")]`, `[[vk::binding(1)]]`).
    pub attributes: Vec<Attribute>,
    /// From the first attribute or keyword to the closing `;` or `}`.
    pub span: Span,
}

impl Decl {
    /// The declared name: the struct, buffer, enum, namespace or function name, or the first
    /// declarator of a variable or typedef. `None` for anonymous structs and enums.
    pub fn name(&self) -> Option<&Ident> {
        match &self.kind {
            DeclKind::Variable(v) => v.declarators.first().map(|d| &d.name),
            DeclKind::Function(f) => Some(&f.name.name),
            DeclKind::Struct(s) => s.name.as_ref(),
            DeclKind::Buffer(b) => Some(&b.name),
            DeclKind::Typedef(t) => t.declarators.first().map(|d| &d.name),
            DeclKind::Enum(e) => e.name.as_ref(),
            DeclKind::Namespace(n) => Some(&n.name),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum DeclKind {
    /// Variables: globals, locals, struct members and cbuffer members.
    Variable(VarDecl),
    /// A function prototype or definition, free or member.
    Function(FunctionDecl),
    /// `struct`, `class` or `interface`.
    Struct(StructDecl),
    /// `cbuffer` or `tbuffer`.
    Buffer(BufferDecl),
    Typedef(TypedefDecl),
    Enum(EnumDecl),
    Namespace(NamespaceDecl),
}

/// `modifiers type declarator, declarator;` — one declaration statement with one or more
/// declarators (`float a = 1, b[3];`).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub modifiers: Modifiers,
    pub ty: TypeExprId,
    pub declarators: Vec<Declarator>,
    /// The `#pragma pack_matrix` packing in effect at this declaration (`None` when no pragma
    /// came before it). An explicit `row_major`/`column_major` modifier overrides it.
    pub default_packing: Option<MatrixPacking>,
}

/// One declared name with its array dimensions, annotations and initializer.
#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    pub name: Ident,
    /// `[4][2]` in source order (outermost first).
    pub array_dims: Vec<ArrayDim>,
    /// `: SEMANTIC` as written (`TEXCOORD0`, `SV_Position`); sema splits off the index.
    pub semantic: Option<Ident>,
    /// `: register(...)` annotations (usually at most one).
    pub registers: Vec<RegisterBinding>,
    pub packoffset: Option<PackOffset>,
    /// `: 8` bit-field width of a struct member (HLSL 2021).
    pub bit_width: Option<ExprId>,
    /// `= expr` or `= { ... }` ([`ExprKind::InitList`]).
    pub init: Option<ExprId>,
    pub span: Span,
}

/// A function prototype (`body` `None`) or definition.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDecl {
    pub modifiers: Modifiers,
    /// `template<...>` parameters; empty for a non-template function.
    pub template_params: Vec<TemplateParam>,
    /// Written with `template<...>` (true also for an empty `template<>` list).
    pub is_template: bool,
    /// `<args>` after the name of an explicit specialization (`template<> float f<float>(...)`);
    /// `None` when not written.
    pub specialization: Option<Vec<TemplateArg>>,
    pub return_type: TypeExprId,
    /// Plain (`f`), qualified for an out-of-line member definition (`S::f`), or an operator
    /// (`operator+`: the last segment's text is `operator+`, see [`Self::operator`]).
    pub name: QualifiedName,
    /// Set when the name is `operator<symbol>`.
    pub operator: Option<OperatorSymbol>,
    pub params: Vec<Param>,
    /// `: SV_Target` after the parameter list.
    pub return_semantic: Option<Ident>,
    /// `const` after the parameter list (a member function that does not modify `this`).
    pub is_const: bool,
    /// `None` for a prototype (`;`), else the body block ([`StmtKind::Block`]).
    pub body: Option<StmtId>,
    pub default_packing: Option<MatrixPacking>,
}

/// The symbol after `operator`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperatorSymbol {
    /// `+`, `==`, `+=`, `!`, ... (one punctuation token).
    Punct(Punct),
    /// `[]`.
    Index,
    /// `()`.
    Call,
}

/// One function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub attributes: Vec<Attribute>,
    /// `in`/`out`/`inout`/`uniform`/`const`, interpolation, `precise`, primitive kinds.
    pub modifiers: Modifiers,
    pub ty: TypeExprId,
    /// Prototypes may leave parameters unnamed.
    pub name: Option<Ident>,
    pub array_dims: Vec<ArrayDim>,
    pub semantic: Option<Ident>,
    /// `= value` default argument.
    pub default_value: Option<ExprId>,
    pub default_packing: Option<MatrixPacking>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructKeyword {
    Struct,
    Class,
    Interface,
}

/// `struct S : Base { members };` (also `class` and `interface`, parsed alike).
#[derive(Clone, Debug, PartialEq)]
pub struct StructDecl {
    pub keyword: StructKeyword,
    /// `None` for an anonymous struct.
    pub name: Option<Ident>,
    pub template_params: Vec<TemplateParam>,
    pub is_template: bool,
    /// `<args>` after the name of a specialization (`template<> struct Box<float> { ... }`).
    pub specialization: Option<Vec<TemplateArg>>,
    /// Base types after `:`.
    pub bases: Vec<TypeExprId>,
    /// Fields ([`DeclKind::Variable`], `static` ones included), methods ([`DeclKind::Function`]),
    /// nested structs, typedefs and enums, in source order.
    pub members: Vec<DeclId>,
    /// `struct S;` without a body.
    pub is_forward: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferKind {
    CBuffer,
    TBuffer,
}

/// `cbuffer Name : register(b0) { members }`.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferDecl {
    pub kind: BufferKind,
    pub name: Ident,
    pub registers: Vec<RegisterBinding>,
    /// Member declarations ([`DeclKind::Variable`] mostly; structs may be defined inside).
    pub members: Vec<DeclId>,
}

/// `typedef type name[dims], ...;` (only names and array dimensions of the declarators are
/// meaningful).
#[derive(Clone, Debug, PartialEq)]
pub struct TypedefDecl {
    pub modifiers: Modifiers,
    pub ty: TypeExprId,
    pub declarators: Vec<Declarator>,
    /// An alias template's parameters (`template<typename T> using P = Box<T>;`); empty for
    /// every other alias.
    pub template_params: Vec<TemplateParam>,
}

/// `enum E : uint { A, B = 3 }` or `enum class E { ... }`.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumDecl {
    pub name: Option<Ident>,
    /// `enum class` / `enum struct`.
    pub scoped: bool,
    pub underlying: Option<TypeExprId>,
    pub enumerators: Vec<Enumerator>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<ExprId>,
    pub span: Span,
}

/// `namespace N { decls }`.
#[derive(Clone, Debug, PartialEq)]
pub struct NamespaceDecl {
    pub name: Ident,
    pub decls: Vec<DeclId>,
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    /// `[unroll(4)]`, `[loop]`, `[branch]`, `[flatten]`, ... written before the statement.
    pub attributes: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `{ ... }`.
    Block(Vec<StmtId>),
    /// A local declaration: variables (`const`/`static` locals too), or a local struct,
    /// typedef or enum.
    Decl(DeclId),
    /// `expr;`
    Expr(ExprId),
    If {
        condition: ExprId,
        then_branch: StmtId,
        else_branch: Option<StmtId>,
    },
    /// `for (init; condition; update) body`. `init` is a [`StmtKind::Decl`] or
    /// [`StmtKind::Expr`] statement, or `None` when empty.
    For {
        init: Option<StmtId>,
        condition: Option<ExprId>,
        update: Option<ExprId>,
        body: StmtId,
    },
    While {
        condition: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        condition: ExprId,
    },
    /// `switch (selector) { case ...: ... }`. Control falls through from one case's statements
    /// into the next unless they end with `break`/`return`/...; several labels on one group of
    /// statements appear as cases with empty `body` followed by the one holding the statements.
    Switch {
        selector: ExprId,
        cases: Vec<SwitchCase>,
    },
    Break,
    Continue,
    Return(Option<ExprId>),
    Discard,
    /// `;`
    Empty,
    /// Recovered from a syntax error (already reported).
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchCase {
    pub label: CaseLabel,
    /// The statements after the label, up to the next label or the closing `}`.
    pub body: Vec<StmtId>,
    /// The label (`case 3:` / `default:`).
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CaseLabel {
    Case(ExprId),
    Default,
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// Suffix of an integer literal (case-insensitive in source).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntSuffix {
    None,
    /// `u`
    Unsigned,
    /// `l`
    Long,
    /// `ul` / `lu`
    UnsignedLong,
    /// `ll`
    LongLong,
    /// `ull` / `llu`
    UnsignedLongLong,
}

/// How an integer literal was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntBase {
    Decimal,
    /// `0x...`
    Hex,
    /// A leading `0` (`017`).
    Octal,
    /// `0b...`, which DXC takes from C++14.
    Binary,
}

/// Suffix of a float literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    None,
    /// `f` / `F`
    Float,
    /// `h` / `H`
    Half,
    /// `l` / `L` / `lf`
    Double,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `+x`
    Plus,
    /// `-x`
    Negate,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
    /// `++x`
    PreIncrement,
    /// `--x`
    PreDecrement,
    /// `x++`
    PostIncrement,
    /// `x--`
    PostDecrement,
}

/// Binary operators, also used for compound assignment (`+=` is `Assign { op: Some(Add) }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogicalAnd,
    LogicalOr,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogicalAnd => "&&",
            LogicalOr => "||",
        }
    }
}

impl UnaryOp {
    pub fn symbol(self) -> &'static str {
        use UnaryOp::*;
        match self {
            Plus => "+",
            Negate => "-",
            Not => "!",
            BitNot => "~",
            PreIncrement | PostIncrement => "++",
            PreDecrement | PostDecrement => "--",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal, decoded. `value` is the full 64-bit value; sema picks the type
    /// from `suffix` and `base`.
    IntLit {
        value: u64,
        suffix: IntSuffix,
        base: IntBase,
    },
    /// A float literal, decoded to the nearest f64.
    FloatLit {
        value: f64,
        suffix: FloatSuffix,
    },
    BoolLit(bool),
    /// A string literal's contents without quotes, escapes decoded (attribute arguments).
    StringLit(String),
    /// A character literal (`'a'`) as its code point.
    CharLit(u32),
    /// A (possibly qualified) name: a variable, function, enum value (`E::A`), static member
    /// (`S::k`). With `template_args` for an explicit instantiation in call position
    /// (`Foo<float>(x)`).
    Name {
        name: QualifiedName,
        template_args: Option<Vec<TemplateArg>>,
    },
    /// `this`.
    This,
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `target = value` (`op` `None`) or `target op= value`.
    Assign {
        op: Option<BinaryOp>,
        target: ExprId,
        value: ExprId,
    },
    /// `condition ? accept : reject`.
    Conditional {
        condition: ExprId,
        accept: ExprId,
        reject: ExprId,
    },
    /// `lhs, rhs` (the comma operator; evaluates both, yields `rhs`).
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `(type[dims])operand`: a C-style cast, e.g. `(float3)x`, `(MyStruct)0`.
    Cast {
        ty: TypeExprId,
        array_dims: Vec<ArrayDim>,
        operand: ExprId,
    },
    /// A call of a function by name (`f(x)`, `ns::f(x)`, `Foo<float>(x)`, `S::staticFn()`).
    /// `callee` is a [`ExprKind::Name`] in practice, but any expression is accepted.
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    /// `receiver.method<template_args>(args)`: `tex.Sample(s, uv)`, `buf.Load<float4>(0)`.
    MethodCall {
        receiver: ExprId,
        method: Ident,
        template_args: Option<Vec<TemplateArg>>,
        args: Vec<ExprId>,
    },
    /// A static member named through a struct template instance (`Ring<float, 4>::Count`, and
    /// as a callee `Ring<float, 4>::make()`): the type, then the member's name.
    TypeMember {
        ty: TypeExprId,
        name: Ident,
    },
    /// `type(args)` where the callee is a known type name: `float4(a, b)`,
    /// `vector<float, 4>(...)`, `MyStruct(...)`.
    Construct {
        ty: TypeExprId,
        args: Vec<ExprId>,
    },
    /// `base[index]`.
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `base.member` (struct fields and swizzles such as `.xyz`, `._m00`). A member named
    /// through a base (`d.Base::x`) has the qualified name `Base::x`.
    Member {
        base: ExprId,
        member: Ident,
    },
    /// `sizeof(type)`.
    SizeofType(TypeExprId),
    /// `sizeof expr` / `sizeof(expr)`.
    SizeofExpr(ExprId),
    /// `{ a, b, { c } }`: a brace initializer (only as an initializer).
    InitList(Vec<ExprId>),
    /// Recovered from a syntax error (already reported).
    Error,
}

impl TranslationUnit {
    /// A readable indented dump of the whole tree (one node per line), for tests and debugging.
    pub fn dump(&self) -> String {
        super::dump::dump_unit(self)
    }
}
