//! HLSL's implicit conversions, the common type of binary operators, and overload ranking.
//!
//! Input: types from a [`TypeArena`]. Output: whether and how a value of one type converts
//! implicitly to another ([`implicit_conversion`], a [`ConversionCost`] that also says which
//! HIR nodes build the conversion), the type both operands of a binary operator are converted
//! to ([`common_type`]), and the best overload for a call ([`select_overload`]).
//!
//! Implicit conversions carry a [`ConversionCost`] (exact match < literal typing < promotion <
//! conversion < splat < truncation) that says how to build them and whether they warn.
//! Overloads are chosen as DXC chooses them, by a separate score ([`dxc_score`], DXC's
//! `ScoreCast`) summed over a call's arguments: the lowest sum wins and a tie is ambiguous.
//! So an `int` passed to `f(float)` and `f(uint)` takes `f(uint)`, and a literal `1` passed to
//! `f(int)` and `f(uint)` is ambiguous, as in DXC.
//!
//! Invariants: nothing converts implicitly *to* a literal kind except a literal int to a
//! literal float (used only by [`common_type`]); structs, arrays and resources convert only to
//! themselves, except that a derived struct converts to its bases (rank: conversion); vectors never grow (a `float1` is a vector: it does not splat); a vector never
//! converts implicitly to a matrix, and a matrix to a vector only when it is `1xN` or `Nx1`.

use super::hir::ParamDirection;
use crate::types::{ResourceType, Scalar, ScalarKind, Type, TypeArena, TypeId};

/// How good one implicit conversion is; lower is better. Declared in rank order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ConversionKind {
    /// The same type.
    Identity,
    /// An unsuffixed literal takes a concrete type (`1` -> `int`, `0.5` -> `float`).
    LiteralToConcrete,
    /// A wider scalar of the same kind: `half` -> `float` -> `double`, `int` -> `int64_t`.
    Promotion,
    /// Any other element change: `int` <-> `float`, `int` <-> `uint`, bool <-> numeric,
    /// narrowing (`double` -> `float`), a float literal to an integer.
    Conversion,
    /// A scalar repeated into a vector or matrix.
    Splat,
    /// A vector or matrix losing components (warning OSH0307 `IMPLICIT_TRUNCATION`).
    Truncation,
}

/// The shape change of a conversion: which HIR node (if any) builds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ShapeChange {
    /// Same shape.
    None,
    /// [`crate::sema::hir::ExprKind::Splat`]: scalar to vector/matrix (also `float` ->
    /// `float1`, which ranks as the element conversion alone).
    Splat,
    /// [`crate::sema::hir::ExprKind::Truncate`]: fewer components (also `float1` -> `float`,
    /// which does not warn).
    Truncate,
    /// A `1xN` or `Nx1` matrix read as a vector of (at most) N components; ranks as a
    /// conversion, or a truncation (OSH0307) when components are dropped.
    Reshape,
}

/// The cost of one implicit conversion, comparable across arguments (derived `Ord`: `kind`
/// first, then the element conversion, then finer tie-breakers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConversionCost {
    /// The worst step (element or shape); the primary rank.
    pub kind: ConversionKind,
    /// The element (scalar) conversion alone; `Identity` when the scalar type stays.
    pub scalar: ConversionKind,
    /// Tie-breaker within a rank: how far a literal or a promotion moves (`1` -> `int` is 1,
    /// -> `uint` 2, -> `float` 3; `half` -> `float` 1, -> `double` 2).
    pub distance: u8,
    /// Which shape node builds the conversion; a `float` -> `float1` reshape ranks after the
    /// exact match.
    pub shape: ShapeChange,
}

impl ConversionCost {
    pub const IDENTITY: ConversionCost = ConversionCost {
        kind: ConversionKind::Identity,
        scalar: ConversionKind::Identity,
        distance: 0,
        shape: ShapeChange::None,
    };

    /// True when the caller must warn OSH0307 (implicit truncation of a vector or matrix).
    pub fn warns_truncation(&self) -> bool {
        self.kind == ConversionKind::Truncation
    }

    /// True when the element type changes (the caller inserts an `ExprKind::Convert`).
    pub fn changes_scalar(&self) -> bool {
        self.scalar != ConversionKind::Identity
    }

    /// A single number with the same order as the struct, for summing costs of a whole call
    /// (diagnostics and heuristics only; overload choice compares per argument).
    pub fn weight(&self) -> u32 {
        (self.kind as u32) * 1000
            + (self.scalar as u32) * 100
            + (self.distance as u32) * 10
            + self.shape as u32
    }
}

/// The shape of a numeric type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Scalar,
    Vector(u8),
    Matrix(u8, u8),
}

impl Shape {
    /// Scalar, `T1` and `T1x1` all hold one component.
    pub(crate) fn is_single(self) -> bool {
        matches!(self, Shape::Scalar | Shape::Vector(1) | Shape::Matrix(1, 1))
    }
}

/// The scalar and shape of a scalar, vector or matrix type.
pub(crate) fn numeric_parts(types: &TypeArena, ty: TypeId) -> Option<(Scalar, Shape)> {
    match types.get(ty) {
        Type::Scalar(s) => Some((s, Shape::Scalar)),
        Type::Vector { scalar, size } => Some((scalar, Shape::Vector(size))),
        Type::Matrix { scalar, rows, cols } => Some((scalar, Shape::Matrix(rows, cols))),
        _ => None,
    }
}

/// The type of `shape` with element `scalar`.
pub(crate) fn make_type(types: &mut TypeArena, scalar: Scalar, shape: Shape) -> TypeId {
    match shape {
        Shape::Scalar => types.scalar(scalar),
        Shape::Vector(n) => types.vector(scalar, n),
        Shape::Matrix(r, c) => types.matrix(scalar, r, c),
    }
}

/// The element conversion `from` -> `to`: its rank and its distance within the rank.
fn scalar_conversion(from: Scalar, to: Scalar) -> Option<(ConversionKind, u8)> {
    use ScalarKind as K;
    if from == to {
        return Some((ConversionKind::Identity, 0));
    }
    match (from.kind, to.kind) {
        // Nothing becomes a literal, except literal int -> literal float (common types only).
        (K::LiteralInt, K::LiteralFloat) => Some((ConversionKind::LiteralToConcrete, 1)),
        (_, K::LiteralInt | K::LiteralFloat) => None,
        (K::LiteralInt, K::Int) if to.width == 32 => Some((ConversionKind::LiteralToConcrete, 1)),
        (K::LiteralInt, K::Int | K::Uint) => Some((ConversionKind::LiteralToConcrete, 2)),
        (K::LiteralInt, K::Float) if to.width == 32 => Some((ConversionKind::LiteralToConcrete, 3)),
        (K::LiteralInt, K::Float) => Some((ConversionKind::LiteralToConcrete, 4)),
        (K::LiteralFloat, K::Float) if to.width == 32 => {
            Some((ConversionKind::LiteralToConcrete, 1))
        }
        (K::LiteralFloat, K::Float) => Some((ConversionKind::LiteralToConcrete, 2)),
        (a, b) if a == b && to.width > from.width => {
            // Promotion distance: how many width doublings.
            let steps = (to.width / from.width.max(1)).trailing_zeros() as u8;
            Some((ConversionKind::Promotion, steps))
        }
        _ => Some((ConversionKind::Conversion, 0)),
    }
}

/// The shape change `from` -> `to`: its rank (if it dominates the element rank) and node.
fn shape_conversion(from: Shape, to: Shape) -> Option<(Option<ConversionKind>, ShapeChange)> {
    if from == to {
        return Some((None, ShapeChange::None));
    }
    // A scalar and a single-component vector or matrix (float <-> float1, float <-> float1x1)
    // hold the same value: no cost beyond the element conversion.
    if from == Shape::Scalar && to.is_single() {
        return Some((None, ShapeChange::Splat));
    }
    if from.is_single() && to == Shape::Scalar {
        return Some((None, ShapeChange::Truncate));
    }
    match (from, to) {
        (Shape::Scalar, _) => Some((Some(ConversionKind::Splat), ShapeChange::Splat)),
        // A 1xN or Nx1 matrix holds the same values as an N-vector.
        (Shape::Matrix(1, c), Shape::Vector(m)) | (Shape::Matrix(c, 1), Shape::Vector(m))
            if m <= c =>
        {
            let kind = if m < c {
                ConversionKind::Truncation
            } else {
                ConversionKind::Conversion
            };
            Some((Some(kind), ShapeChange::Reshape))
        }
        (Shape::Vector(_), Shape::Scalar) | (Shape::Matrix(..), Shape::Scalar) => {
            Some((Some(ConversionKind::Truncation), ShapeChange::Truncate))
        }
        (Shape::Vector(n), Shape::Vector(m)) if m < n => {
            Some((Some(ConversionKind::Truncation), ShapeChange::Truncate))
        }
        (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) if r2 <= r && c2 <= c => {
            Some((Some(ConversionKind::Truncation), ShapeChange::Truncate))
        }
        _ => None,
    }
}

/// Whether a value of type `from` converts implicitly to `to`, and at what cost. `None`: it
/// does not (different structs or resources, a vector to a bigger vector, a vector to a
/// matrix, a matrix to a bigger matrix, anything to a literal kind, void).
///
/// The caller builds the conversion as `Convert` (when [`ConversionCost::changes_scalar`]) plus
/// the node in [`ConversionCost::shape`], and warns OSH0307 when
/// [`ConversionCost::warns_truncation`].
pub fn implicit_conversion(types: &TypeArena, from: TypeId, to: TypeId) -> Option<ConversionCost> {
    if from == to {
        return Some(ConversionCost::IDENTITY);
    }
    if buffer_contents(types, from) == Some(to) {
        // A `ConstantBuffer<T>` (or `TextureBuffer<T>`) read as the `T` it holds, as DXC
        // converts it: a copy of the whole buffer.
        return Some(ConversionCost {
            kind: ConversionKind::Identity,
            scalar: ConversionKind::Identity,
            distance: 1,
            shape: ShapeChange::None,
        });
    }
    if let Some(depth) = base_depth(types, from, to) {
        // A derived struct converts to each of its bases, nearer ones first (as C++ ranks a
        // derived-to-base conversion).
        return Some(ConversionCost {
            kind: ConversionKind::Conversion,
            scalar: ConversionKind::Identity,
            distance: depth,
            shape: ShapeChange::None,
        });
    }
    let (from_scalar, from_shape) = numeric_parts(types, from)?;
    let (to_scalar, to_shape) = numeric_parts(types, to)?;
    let (scalar, distance) = scalar_conversion(from_scalar, to_scalar)?;
    let (shape_kind, shape) = shape_conversion(from_shape, to_shape)?;
    let kind = match shape_kind {
        Some(k) => k.max(scalar),
        None => scalar,
    };
    Some(ConversionCost {
        kind,
        scalar,
        distance,
        shape,
    })
}

/// The element `T` of a `ConstantBuffer<T>` or `TextureBuffer<T>` type.
pub fn buffer_contents(types: &TypeArena, ty: TypeId) -> Option<TypeId> {
    match types.get(ty) {
        Type::Resource(
            ResourceType::ConstantBuffer { element } | ResourceType::TextureBuffer { element },
        ) => Some(element),
        _ => None,
    }
}

/// How many base steps lead from the struct `from` to its base `to` (`None` when `to` is not a
/// base of `from`). Bounded, as a chain of bases is finite but the arena is not checked here.
pub fn base_depth(types: &TypeArena, from: TypeId, to: TypeId) -> Option<u8> {
    let mut cur = from;
    for depth in 1..=64u8 {
        cur = types.struct_base(cur)?;
        if cur == to {
            return Some(depth);
        }
    }
    None
}

/// The concrete type an unsuffixed literal defaults to without context: literal int ->
/// `int`, literal float -> `float` (same shape). Other types are returned unchanged.
pub fn concrete_literal(types: &mut TypeArena, ty: TypeId) -> TypeId {
    match types.scalar_of(ty).map(|s| s.kind) {
        Some(ScalarKind::LiteralInt) => types.with_scalar(ty, Scalar::INT),
        Some(ScalarKind::LiteralFloat) => types.with_scalar(ty, Scalar::FLOAT),
        _ => ty,
    }
}

/// The element type two operands meet at: the "larger" kind in bool < int < uint < float
/// (wider widths win within a kind; at equal width `uint` beats `int`); a literal adopts the
/// other side's kind, except that a float literal with an integer or bool makes `float`
/// (`i * 0.5` is float). Two literals stay literal (the caller concretizes them).
pub fn common_scalar(a: Scalar, b: Scalar) -> Scalar {
    use ScalarKind as K;
    if a == b {
        return a;
    }
    match (a.kind, b.kind) {
        (K::LiteralInt, K::LiteralFloat) | (K::LiteralFloat, K::LiteralInt) => {
            Scalar::LITERAL_FLOAT
        }
        (K::LiteralInt, _) => b,
        (_, K::LiteralInt) => a,
        (K::LiteralFloat, _) => {
            if b.is_float() {
                b
            } else {
                Scalar::FLOAT
            }
        }
        (_, K::LiteralFloat) => {
            if a.is_float() {
                a
            } else {
                Scalar::FLOAT
            }
        }
        (K::Bool, _) => b,
        (_, K::Bool) => a,
        (K::Float, K::Float) => {
            if a.width >= b.width {
                a
            } else {
                b
            }
        }
        (K::Float, _) => a,
        (_, K::Float) => b,
        // Both integers.
        _ => {
            if a.width != b.width {
                if a.width > b.width {
                    a
                } else {
                    b
                }
            } else if a.kind == K::Uint {
                a
            } else {
                b
            }
        }
    }
}

/// The shape two operands meet at: a scalar adopts the other side; vectors meet
/// at the smaller size and matrices at the smaller rows and columns (the caller warns
/// OSH0307 for the truncated side); a vector and a (non-1x1) matrix do not meet.
pub(crate) fn common_shape(a: Shape, b: Shape) -> Option<Shape> {
    if a == b {
        return Some(a);
    }
    if a == Shape::Scalar {
        return Some(b);
    }
    if b == Shape::Scalar {
        return Some(a);
    }
    match (a, b) {
        (Shape::Vector(n), Shape::Vector(m)) => Some(Shape::Vector(n.min(m))),
        (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) => Some(Shape::Matrix(r.min(r2), c.min(c2))),
        _ => None,
    }
}

/// The type both operands of a binary arithmetic, bitwise or comparison operator are
/// converted to (comparisons then yield bool of this shape). `None` when they cannot meet
/// (non-numeric types, a vector with a matrix). `bool` with `bool` stays `bool` (arithmetic
/// operators then convert to `int`, as DXC does). Two literals give a literal type: use
/// [`concrete_literal`] where no further context comes.
pub fn common_type(types: &mut TypeArena, a: TypeId, b: TypeId) -> Option<TypeId> {
    let (sa, shape_a) = numeric_parts(types, a)?;
    let (sb, shape_b) = numeric_parts(types, b)?;
    let shape = common_shape(shape_a, shape_b)?;
    let scalar = common_scalar(sa, sb);
    Some(make_type(types, scalar, shape))
}

/// Why no single overload was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OverloadError {
    /// No candidate takes these arguments (count or types).
    NoMatch,
    /// These candidates (indices into the candidate list, ascending) match equally well.
    Ambiguous(Vec<usize>),
}

/// One parameter of an overload candidate: its type and direction. An `in` parameter converts
/// the argument to the parameter type; an `out` one converts the parameter back to the
/// argument on return; an `inout` one does both.
pub type OverloadParam = (TypeId, ParamDirection);

/// The `k` parameters a call's arguments meet in a function whose first `offset` parameters
/// are not written by the caller (`this`), as [`select_overload`] takes them.
pub fn candidate_params(
    params: &[super::hir::Param],
    offset: usize,
    k: usize,
) -> Vec<OverloadParam> {
    params
        .iter()
        .skip(offset)
        .take(k)
        .map(|p| (p.ty, p.direction))
        .collect()
}

/// The best candidate for a call, chosen as DXC chooses it (`GetBestViableFunction` in its
/// `SemaHLSL.cpp`): among the viable candidates (same argument count, every argument
/// implicitly convertible to its parameter), the one with the lowest sum of [`dxc_score`]s
/// over its conversions (the copy-in of `in`/`inout` parameters, the copy-back of
/// `out`/`inout` ones); two or more candidates at the lowest sum are ambiguous.
pub fn select_overload(
    types: &TypeArena,
    candidates: &[Vec<OverloadParam>],
    args: &[TypeId],
) -> Result<usize, OverloadError> {
    let viable: Vec<(usize, u64)> = candidates
        .iter()
        .enumerate()
        .filter(|(_, params)| params.len() == args.len())
        .filter(|(_, params)| {
            params
                .iter()
                .zip(args)
                .all(|(&(p, _), &a)| implicit_conversion(types, a, p).is_some())
        })
        .map(|(i, params)| {
            let score = params
                .iter()
                .zip(args)
                .map(|(&(p, dir), &a)| {
                    let copy_in = match dir {
                        ParamDirection::Out => 0,
                        _ => dxc_score(types, p, a),
                    };
                    let copy_back = match dir {
                        ParamDirection::In => 0,
                        _ => dxc_score(types, a, p),
                    };
                    copy_in.saturating_add(copy_back)
                })
                .fold(0u64, u64::saturating_add);
            (i, score)
        })
        .collect();
    let Some(lowest) = viable.iter().map(|&(_, s)| s).min() else {
        return Err(OverloadError::NoMatch);
    };
    let at_lowest: Vec<usize> = viable
        .iter()
        .filter(|&&(_, s)| s == lowest)
        .map(|&(i, _)| i)
        .collect();
    match at_lowest[..] {
        [only] => Ok(only),
        _ => nearest_bases(types, candidates, args, &at_lowest)
            .ok_or(OverloadError::Ambiguous(at_lowest)),
    }
}

/// C++'s tie-break among equally scored overloads for derived structs: converting to a nearer
/// base is better (`D2 : D1 : B` passed to `f(B)` and `f(D1)` calls `f(D1)`). The candidate
/// whose every argument goes to a base at most as far as in each other tied candidate, and
/// nearer in at least one argument, wins; `None` when there is no such single candidate.
fn nearest_bases(
    types: &TypeArena,
    candidates: &[Vec<OverloadParam>],
    args: &[TypeId],
    tied: &[usize],
) -> Option<usize> {
    let distances = |c: usize| -> Vec<u8> {
        candidates[c]
            .iter()
            .zip(args)
            .map(|(&(p, _), &a)| base_depth(types, a, p).unwrap_or(0))
            .collect()
    };
    let beats = |x: &[u8], y: &[u8]| x.iter().zip(y).all(|(a, b)| a <= b) && x != y;
    let all: Vec<(usize, Vec<u8>)> = tied.iter().map(|&c| (c, distances(c))).collect();
    let winners: Vec<usize> = all
        .iter()
        .filter(|(c, d)| all.iter().all(|(o, e)| o == c || beats(d, e)))
        .map(|(c, _)| *c)
        .collect();
    match winners[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// One flag of a [`dxc_score`]; each flag counts in a 7-bit field of its own, so any number
/// of lesser flags (up to 127 arguments) stays below one greater flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ScoreFlag {
    /// The value has fewer components than the parameter (a splat).
    Grows = 0,
    /// The parameter's element promotes to the type both meet at.
    ToPromotes,
    /// The value's element promotes to the type both meet at.
    FromPromotes,
    /// The parameter's element changes only its signedness (or from a literal) on the way.
    ToIntCast,
    /// The value's element changes only its signedness on the way.
    FromIntCast,
    /// The parameter's element changes kind or narrows on the way.
    ToCast,
    /// The value's element changes kind or narrows on the way.
    FromCast,
    /// The value has more components than the parameter (a truncation).
    Shrinks,
}

impl ScoreFlag {
    fn weight(self) -> u64 {
        1u64 << (2 + 7 * self as u32)
    }
}

/// DXC's cost of converting a value of type `from` to `to` (its `ScoreCast`, used only to
/// rank overloads): 0 for the same type, else the sum of [`ScoreFlag`]s. Both element types
/// are first combined as a binary operator would ([`dxc_combine`]); a promotion, a
/// signedness change or any other change on either side sets that side's flag, and a
/// component count change sets [`ScoreFlag::Grows`] or [`ScoreFlag::Shrinks`]. So a literal
/// matches every integer type equally well, `int` goes to `uint` more cheaply than to
/// `float`, and a cast on the parameter's side costs less than one on the value's side.
pub fn dxc_score(types: &TypeArena, to: TypeId, from: TypeId) -> u64 {
    if to == from || buffer_contents(types, from) == Some(to) {
        return 0;
    }
    let (Some((ls, lshape)), Some((rs, rshape))) =
        (numeric_parts(types, to), numeric_parts(types, from))
    else {
        // Structs: a derived struct read as its base keeps the base's leading elements and
        // drops the rest, which DXC scores as a truncation.
        if base_depth(types, from, to).is_some() && leaf_count(types, from) > leaf_count(types, to)
        {
            return ScoreFlag::Shrinks.weight();
        }
        return 0;
    };
    let (lsize, rsize) = (components(lshape), components(rshape));
    let combined = dxc_combine(ls, rs);
    let to_side = if dxc_promotes(combined, ls) {
        Some(ScoreFlag::ToPromotes)
    } else if dxc_casts(ls, combined) {
        Some(ScoreFlag::ToCast)
    } else if dxc_int_casts(ls, combined) {
        Some(ScoreFlag::ToIntCast)
    } else {
        None
    };
    let from_side = if dxc_promotes(rs, combined) {
        Some(ScoreFlag::FromPromotes)
    } else if dxc_casts(combined, rs) {
        Some(ScoreFlag::FromCast)
    } else if dxc_int_casts(combined, rs) {
        Some(ScoreFlag::FromIntCast)
    } else {
        None
    };
    let grows = (rsize < lsize).then_some(ScoreFlag::Grows);
    let shrinks = (lsize < rsize).then_some(ScoreFlag::Shrinks);
    [grows, to_side, from_side, shrinks]
        .into_iter()
        .flatten()
        .map(ScoreFlag::weight)
        .sum()
}

fn components(shape: Shape) -> u32 {
    match shape {
        Shape::Scalar => 1,
        Shape::Vector(n) => n as u32,
        Shape::Matrix(r, c) => r as u32 * c as u32,
    }
}

/// How many scalar elements a type holds (struct members and array elements flattened).
fn leaf_count(types: &TypeArena, ty: TypeId) -> u64 {
    fn walk(types: &TypeArena, ty: TypeId, depth: u32) -> u64 {
        if depth > 64 {
            return 0;
        }
        match types.get(ty) {
            // A derived struct's base is its member 0, so the members count it.
            Type::Struct(id) => types
                .struct_def(id)
                .map(|d| d.members.iter().map(|m| walk(types, m.ty, depth + 1)).sum())
                .unwrap_or(0),
            Type::Array { element, length } => {
                (length as u64).saturating_mul(walk(types, element, depth + 1))
            }
            _ => numeric_parts(types, ty).map_or(1, |(_, s)| components(s) as u64),
        }
    }
    walk(types, ty, 0)
}

/// The element type DXC combines two element types into (its `CombineBasicTypes`, for the
/// kinds OneShader has): bools stay bool, two literals stay literal, a float side decides
/// the result when only one side is float, otherwise the wider width wins and an unsigned
/// side makes the result unsigned; widthless kinds (bool, literals) count as 32 bits.
fn dxc_combine(a: Scalar, b: Scalar) -> Scalar {
    use ScalarKind as K;
    if a == b {
        return a;
    }
    let float = |s: Scalar| matches!(s.kind, K::Float | K::LiteralFloat);
    let literal = |s: Scalar| matches!(s.kind, K::LiteralInt | K::LiteralFloat);
    let bits = |s: Scalar| match s.kind {
        K::Bool | K::LiteralInt | K::LiteralFloat => 0,
        _ => s.width,
    };
    if a.kind == K::Bool && b.kind == K::Bool {
        return a;
    }
    let any_float = float(a) || float(b);
    if literal(a) && literal(b) {
        return if any_float {
            Scalar::LITERAL_FLOAT
        } else {
            Scalar::LITERAL_INT
        };
    }
    let mut width = bits(a).max(bits(b));
    if any_float && !(float(a) && float(b)) {
        // Only one side is float: the result takes that side's width.
        width = if float(a) { bits(a) } else { bits(b) };
    }
    if width == 0 {
        width = 32;
    }
    if any_float {
        return Scalar {
            kind: K::Float,
            width,
        };
    }
    let unsigned = a.kind == K::Uint || b.kind == K::Uint;
    Scalar {
        kind: if unsigned { K::Uint } else { K::Int },
        width,
    }
}

/// Whether `from` promotes to `to` in DXC's table (its `IsPromotion(to, from)`): a float to
/// a wider float, a 16-bit integer to a 32- or 64-bit one and a 32-bit integer to a 64-bit
/// one (of either signedness).
fn dxc_promotes(from: Scalar, to: Scalar) -> bool {
    use ScalarKind as K;
    if from == to {
        return false;
    }
    match (from.kind, to.kind) {
        (K::Float, K::Float) => to.width > from.width,
        (K::Int | K::Uint, K::Int | K::Uint) => from.width < 64 && to.width > from.width,
        _ => false,
    }
}

fn sized_int(s: Scalar) -> bool {
    matches!(s.kind, ScalarKind::Int | ScalarKind::Uint)
}

/// DXC's `IsCast(left, right)`: every change of element type except a literal to or from a
/// sized integer, a signedness change at one width, and a float literal to or from a float.
fn dxc_casts(left: Scalar, right: Scalar) -> bool {
    use ScalarKind as K;
    if left == right {
        return false;
    }
    match (left.kind, right.kind) {
        (K::LiteralInt, _) => !sized_int(right),
        (K::Int | K::Uint, K::LiteralInt) => false,
        (K::Int | K::Uint, K::Int | K::Uint) => {
            left.kind == right.kind || left.width != right.width
        }
        (K::LiteralFloat, K::LiteralFloat | K::Float) => false,
        (K::Float, K::LiteralFloat) => false,
        _ => true,
    }
}

/// DXC's `IsIntCast(left, right)`: a change that is not between a literal and its own kind.
fn dxc_int_casts(left: Scalar, right: Scalar) -> bool {
    use ScalarKind as K;
    if left == right {
        return false;
    }
    !matches!(
        (left.kind, right.kind),
        (K::LiteralInt, K::Int | K::Uint)
            | (K::Int | K::Uint, K::LiteralInt)
            | (K::LiteralFloat, K::LiteralFloat | K::Float)
            | (K::Float, K::LiteralFloat)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Span;
    use crate::types::StructDef;

    fn arena() -> TypeArena {
        TypeArena::new()
    }

    #[test]
    fn ranks_follow_dxc_order() {
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let uint = t.scalar(Scalar::UINT);
        let float = t.scalar(Scalar::FLOAT);
        let double = t.scalar(Scalar::DOUBLE);
        let lit = t.scalar(Scalar::LITERAL_INT);
        let f4 = t.vector(Scalar::FLOAT, 4);
        let f3 = t.vector(Scalar::FLOAT, 3);
        let kind = |t: &TypeArena, a, b| implicit_conversion(t, a, b).map(|c| c.kind);
        assert_eq!(kind(&t, float, float), Some(ConversionKind::Identity));
        assert_eq!(kind(&t, lit, int), Some(ConversionKind::LiteralToConcrete));
        assert_eq!(kind(&t, float, double), Some(ConversionKind::Promotion));
        assert_eq!(kind(&t, int, float), Some(ConversionKind::Conversion));
        assert_eq!(kind(&t, int, uint), Some(ConversionKind::Conversion));
        assert_eq!(kind(&t, double, float), Some(ConversionKind::Conversion));
        assert_eq!(kind(&t, float, f4), Some(ConversionKind::Splat));
        assert_eq!(kind(&t, int, f4), Some(ConversionKind::Splat));
        assert_eq!(kind(&t, f4, f3), Some(ConversionKind::Truncation));
        assert_eq!(kind(&t, f4, float), Some(ConversionKind::Truncation));
        assert_eq!(kind(&t, f3, f4), None);
        assert!(implicit_conversion(&t, f4, f3).unwrap().warns_truncation());
        assert!(!implicit_conversion(&t, float, f4)
            .unwrap()
            .warns_truncation());
        // Splat with a conversion ranks after a plain splat.
        let s1 = implicit_conversion(&t, float, f4).unwrap();
        let s2 = implicit_conversion(&t, int, f4).unwrap();
        assert!(s1 < s2 && s1.weight() < s2.weight());
        assert!(s2.changes_scalar() && s2.shape == ShapeChange::Splat);
    }

    #[test]
    fn single_component_reshapes_do_not_warn() {
        let mut t = arena();
        let float = t.scalar(Scalar::FLOAT);
        let f1 = t.vector(Scalar::FLOAT, 1);
        let m11 = t.matrix(Scalar::FLOAT, 1, 1);
        let to_scalar = implicit_conversion(&t, f1, float).unwrap();
        assert_eq!(to_scalar.kind, ConversionKind::Identity);
        assert_eq!(to_scalar.shape, ShapeChange::Truncate);
        assert!(!to_scalar.warns_truncation());
        assert_eq!(
            implicit_conversion(&t, float, f1).unwrap().shape,
            ShapeChange::Splat
        );
        assert!(implicit_conversion(&t, m11, float).is_some());
        // A float1 is a vector: it does not splat, and meets a float4 at float1.
        let f4 = t.vector(Scalar::FLOAT, 4);
        assert!(implicit_conversion(&t, f1, f4).is_none());
        let mut t2 = t.clone();
        let c = common_type(&mut t2, f1, f4).unwrap();
        assert_eq!(t2.display(c), "float1");
        // Still worse than the exact match.
        assert!(implicit_conversion(&t, float, f1).unwrap() > ConversionCost::IDENTITY);
    }

    #[test]
    fn matrices_truncate_but_never_grow_or_become_vectors() {
        let mut t = arena();
        let m44 = t.matrix(Scalar::FLOAT, 4, 4);
        let m33 = t.matrix(Scalar::FLOAT, 3, 3);
        let m34 = t.matrix(Scalar::FLOAT, 3, 4);
        let f4 = t.vector(Scalar::FLOAT, 4);
        let m14 = t.matrix(Scalar::FLOAT, 1, 4);
        assert_eq!(
            implicit_conversion(&t, m44, m33).unwrap().kind,
            ConversionKind::Truncation
        );
        assert!(implicit_conversion(&t, m34, m44).is_none());
        assert!(implicit_conversion(&t, m44, f4).is_none());
        assert!(implicit_conversion(&t, f4, m14).is_none());
        // A 1xN matrix reads as an N-vector (or a shorter one, with a warning).
        let f3 = t.vector(Scalar::FLOAT, 3);
        let m41 = t.matrix(Scalar::FLOAT, 4, 1);
        let reshape = implicit_conversion(&t, m14, f4).unwrap();
        assert_eq!(
            (reshape.kind, reshape.shape),
            (ConversionKind::Conversion, ShapeChange::Reshape)
        );
        assert!(implicit_conversion(&t, m41, f3).unwrap().warns_truncation());
        let float = t.scalar(Scalar::FLOAT);
        assert_eq!(
            implicit_conversion(&t, float, m44).unwrap().kind,
            ConversionKind::Splat
        );
    }

    #[test]
    fn structs_arrays_and_resources_convert_only_to_themselves() {
        let mut t = arena();
        let float = t.scalar(Scalar::FLOAT);
        let a = t.add_struct(StructDef {
            name: "A".into(),
            members: vec![],
            span: Span::default(),
        });
        let b = t.add_struct(StructDef {
            name: "B".into(),
            members: vec![],
            span: Span::default(),
        });
        let arr4 = t.array(float, 4);
        let arr3 = t.array(float, 3);
        assert_eq!(
            implicit_conversion(&t, a, a),
            Some(ConversionCost::IDENTITY)
        );
        assert!(implicit_conversion(&t, a, b).is_none());
        assert!(implicit_conversion(&t, arr4, arr3).is_none());
        assert!(implicit_conversion(&t, float, a).is_none());
        assert!(implicit_conversion(&t, float, arr4).is_none());
    }

    #[test]
    fn nothing_converts_to_a_literal() {
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let lit = t.scalar(Scalar::LITERAL_INT);
        let litf = t.scalar(Scalar::LITERAL_FLOAT);
        assert!(implicit_conversion(&t, int, lit).is_none());
        assert!(implicit_conversion(&t, lit, litf).is_some());
        assert!(implicit_conversion(&t, litf, lit).is_none());
    }

    #[test]
    fn exact_match_beats_splat() {
        let mut t = arena();
        let float = t.scalar(Scalar::FLOAT);
        let f4 = t.vector(Scalar::FLOAT, 4);
        let cands = ins(&[&[f4], &[float]]);
        assert_eq!(select_overload(&t, &cands, &[float]), Ok(1));
        assert_eq!(select_overload(&t, &cands, &[f4]), Ok(0));
    }

    /// In-parameters of the given types.
    fn ins(list: &[&[TypeId]]) -> Vec<Vec<OverloadParam>> {
        list.iter()
            .map(|ps| ps.iter().map(|&p| (p, ParamDirection::In)).collect())
            .collect()
    }

    #[test]
    fn int_goes_to_uint_before_float_and_a_promotion_before_both() {
        // DXC: int -> uint changes only the signedness (an int cast), int -> float is a cast.
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let uint = t.scalar(Scalar::UINT);
        let float = t.scalar(Scalar::FLOAT);
        assert_eq!(
            select_overload(&t, &ins(&[&[float], &[uint]]), &[int]),
            Ok(1)
        );
        let int64 = t.scalar(Scalar::INT64);
        assert_eq!(
            select_overload(&t, &ins(&[&[float], &[uint], &[int64]]), &[int]),
            Ok(2)
        );
        // A bool reaches int and uint by the same cast: `G(true)` is ambiguous.
        let boolean = t.scalar(Scalar::BOOL);
        assert_eq!(
            select_overload(&t, &ins(&[&[int], &[uint]]), &[boolean]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
    }

    #[test]
    fn literals_match_every_type_of_their_kind_equally() {
        // DXC rejects `overload1(20)` and `overload1(1.5)` as ambiguous when overloads for
        // several integer (or float) types exist; a suffix or a single candidate of the
        // literal's kind decides.
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let uint = t.scalar(Scalar::UINT);
        let float = t.scalar(Scalar::FLOAT);
        let double = t.scalar(Scalar::DOUBLE);
        let lit = t.scalar(Scalar::LITERAL_INT);
        let litf = t.scalar(Scalar::LITERAL_FLOAT);
        assert_eq!(
            select_overload(&t, &ins(&[&[float], &[uint], &[int]]), &[lit]),
            Err(OverloadError::Ambiguous(vec![1, 2]))
        );
        assert_eq!(
            select_overload(&t, &ins(&[&[float], &[uint]]), &[lit]),
            Ok(1)
        );
        assert_eq!(
            select_overload(&t, &ins(&[&[double], &[float]]), &[litf]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
        // A float literal to an int is a cast on the parameter's side; an int literal to a
        // float a cast on the value's side, which costs more.
        assert_eq!(
            select_overload(&t, &ins(&[&[int], &[double]]), &[litf]),
            Ok(1)
        );
        assert!(dxc_score(&t, int, litf) < dxc_score(&t, float, lit));
        // One suffixed argument decides a two-argument call (`overload2(2, 2u)` is uint).
        let cands = ins(&[&[float, float], &[int, int], &[uint, uint]]);
        assert_eq!(select_overload(&t, &cands, &[lit, uint]), Ok(2));
        assert_eq!(select_overload(&t, &cands, &[litf, float]), Ok(0));
    }

    #[test]
    fn a_splat_beats_a_truncation_by_dxc_score_when_arguments_disagree() {
        // MiniEngine's `Fresnel_Shlick(float3, 1.0, float)` with (float3, float3, float) and
        // (float, float, float) overloads: each wins one argument; DXC's summed score picks
        // the splat over the truncation.
        let mut t = arena();
        let float = t.scalar(Scalar::FLOAT);
        let f3 = t.vector(Scalar::FLOAT, 3);
        let litf = t.scalar(Scalar::LITERAL_FLOAT);
        let cands = ins(&[&[f3, f3, float], &[float, float, float]]);
        assert_eq!(select_overload(&t, &cands, &[f3, litf, float]), Ok(0));
        // Equal sums stay ambiguous: an int to float and an int to uint conversion each.
        let int = t.scalar(Scalar::INT);
        let uint = t.scalar(Scalar::UINT);
        let cands = ins(&[&[float, uint], &[uint, float]]);
        assert_eq!(
            select_overload(&t, &cands, &[int, int]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
    }

    #[test]
    fn summed_scores_decide_where_no_candidate_wins_every_argument() {
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let float = t.scalar(Scalar::FLOAT);
        let i44 = t.matrix(Scalar::INT, 4, 4);
        let f44 = t.matrix(Scalar::FLOAT, 4, 4);
        // DXC: `overload2(int4x4, float)` is the int4x4 overload (a splat with a cast on the
        // parameter's side beats a cast on the value's side), in either argument order.
        let cands = ins(&[&[f44, f44], &[i44, i44]]);
        assert_eq!(select_overload(&t, &cands, &[i44, float]), Ok(1));
        assert_eq!(select_overload(&t, &cands, &[float, i44]), Ok(1));
        // f(int, float) and f(float, int) called with (int, int): one cast each, a tie.
        let cands = ins(&[&[int, float], &[float, int]]);
        assert_eq!(
            select_overload(&t, &cands, &[int, int]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
        assert_eq!(select_overload(&t, &cands, &[int, float]), Ok(0));
        // Wrong argument count or no conversion: no match.
        assert_eq!(
            select_overload(&t, &cands, &[int]),
            Err(OverloadError::NoMatch)
        );
        let f3 = t.vector(Scalar::FLOAT, 3);
        let f4 = t.vector(Scalar::FLOAT, 4);
        assert_eq!(
            select_overload(&t, &ins(&[&[f4]]), &[f3]),
            Err(OverloadError::NoMatch)
        );
        // Truncation is still viable but loses to an exact match; two truncations tie.
        assert_eq!(select_overload(&t, &ins(&[&[f3], &[f4]]), &[f4]), Ok(1));
        assert_eq!(select_overload(&t, &ins(&[&[f3]]), &[f4]), Ok(0));
        let i1 = t.scalar(Scalar::INT);
        let i2 = t.vector(Scalar::INT, 2);
        let i3 = t.vector(Scalar::INT, 3);
        assert_eq!(
            select_overload(&t, &ins(&[&[i1], &[i2]]), &[i3]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
    }

    #[test]
    fn a_derived_struct_scores_as_a_truncation_only_when_it_adds_members() {
        use crate::types::StructMember;
        let mut t = arena();
        let float = t.scalar(Scalar::FLOAT);
        let base = t.add_struct(StructDef {
            name: "B".into(),
            members: vec![StructMember::new("x", float, Span::default())],
            span: Span::default(),
        });
        let derived = |t: &mut TypeArena, name: &str, extra: bool| {
            let mut b = StructMember::new("B", base, Span::default());
            b.is_base = true;
            let mut members = vec![b];
            if extra {
                members.push(StructMember::new("y", float, Span::default()));
            }
            t.add_struct(StructDef {
                name: name.into(),
                members,
                span: Span::default(),
            })
        };
        let same = derived(&mut t, "Same", false);
        let more = derived(&mut t, "More", true);
        // The base is member 0 and counts once: no extra elements, nothing dropped.
        assert_eq!(dxc_score(&t, base, same), 0);
        assert_eq!(dxc_score(&t, base, more), ScoreFlag::Shrinks.weight());
    }

    #[test]
    fn out_parameters_score_the_copy_back() {
        // DXC: `f(uint)` against `f(out uint)` with a uint is ambiguous; with a float the `in`
        // overload wins (its cast is on the parameter's side, the copy-back's on the value's);
        // `inout` converts twice, so `out` beats it.
        let mut t = arena();
        let uint = t.scalar(Scalar::UINT);
        let float = t.scalar(Scalar::FLOAT);
        let in_out = vec![
            vec![(uint, ParamDirection::In)],
            vec![(uint, ParamDirection::Out)],
        ];
        assert_eq!(
            select_overload(&t, &in_out, &[uint]),
            Err(OverloadError::Ambiguous(vec![0, 1]))
        );
        assert_eq!(select_overload(&t, &in_out, &[float]), Ok(0));
        let inout_out = vec![
            vec![(uint, ParamDirection::InOut)],
            vec![(uint, ParamDirection::Out)],
        ];
        assert_eq!(select_overload(&t, &inout_out, &[float]), Ok(1));
    }

    #[test]
    fn common_type_follows_hlsl_rules() {
        let mut t = arena();
        let int = t.scalar(Scalar::INT);
        let uint = t.scalar(Scalar::UINT);
        let float = t.scalar(Scalar::FLOAT);
        let half = t.scalar(Scalar::HALF);
        let double = t.scalar(Scalar::DOUBLE);
        let boolean = t.scalar(Scalar::BOOL);
        let lit = t.scalar(Scalar::LITERAL_INT);
        let litf = t.scalar(Scalar::LITERAL_FLOAT);
        let f3 = t.vector(Scalar::FLOAT, 3);
        let f4 = t.vector(Scalar::FLOAT, 4);
        let i2 = t.vector(Scalar::INT, 2);
        let m44 = t.matrix(Scalar::FLOAT, 4, 4);
        let m33 = t.matrix(Scalar::FLOAT, 3, 3);
        let int64 = t.scalar(Scalar::INT64);
        let mut ct = |a, b| {
            let r = common_type(&mut t, a, b);
            r.map(|r| t.display(r))
        };
        assert_eq!(ct(int, uint).as_deref(), Some("uint"));
        assert_eq!(ct(int, float).as_deref(), Some("float"));
        assert_eq!(ct(half, float).as_deref(), Some("float"));
        assert_eq!(ct(float, double).as_deref(), Some("double"));
        assert_eq!(ct(int, half).as_deref(), Some("half"));
        assert_eq!(ct(boolean, int).as_deref(), Some("int"));
        assert_eq!(ct(boolean, boolean).as_deref(), Some("bool"));
        assert_eq!(ct(uint, int64).as_deref(), Some("int64_t"));
        assert_eq!(ct(lit, uint).as_deref(), Some("uint"));
        assert_eq!(ct(lit, half).as_deref(), Some("half"));
        assert_eq!(ct(litf, int).as_deref(), Some("float"));
        assert_eq!(ct(litf, double).as_deref(), Some("double"));
        assert_eq!(ct(lit, litf).as_deref(), Some("literal float"));
        assert_eq!(ct(float, f4).as_deref(), Some("float4"));
        assert_eq!(ct(i2, float).as_deref(), Some("float2"));
        assert_eq!(ct(f4, f3).as_deref(), Some("float3"));
        assert_eq!(ct(f3, i2).as_deref(), Some("float2"));
        assert_eq!(ct(m44, m33).as_deref(), Some("float3x3"));
        assert_eq!(ct(lit, m44).as_deref(), Some("float4x4"));
        assert_eq!(ct(f4, m44), None);
    }

    #[test]
    fn concrete_literal_defaults_to_int_and_float() {
        let mut t = arena();
        let lit = t.scalar(Scalar::LITERAL_INT);
        let litf3 = t.vector(Scalar::LITERAL_FLOAT, 3);
        let u = t.scalar(Scalar::UINT);
        let r = concrete_literal(&mut t, lit);
        assert_eq!(t.display(r), "int");
        let r = concrete_literal(&mut t, litf3);
        assert_eq!(t.display(r), "float3");
        assert_eq!(concrete_literal(&mut t, u), u);
    }
}
