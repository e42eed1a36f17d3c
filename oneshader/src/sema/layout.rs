//! Byte layouts of buffer contents, with the rules DXC uses for Vulkan.
//!
//! Input: a type from the [`TypeArena`], the default matrix packing (`-Zpc`/`-Zpr`,
//! `#pragma pack_matrix`) for members that declare none, and the [`LayoutRules`]: the buffer
//! class and the compile's [`BufferLayout`] (`-fvk-use-{gl,dx,scalar}-layout`), which together
//! pick one of DXC's rule sets (its `AlignmentSizeCalculator`). Output: a [`TypeLayout`] tree
//! with every size, alignment, offset and stride.
//!
//! The other rule sets modify the default one below as DXC does:
//! - strict std140/std430 (`gl`): vectors are placed at their nominal alignment (`float3` at 16),
//!   with no straddle rule;
//! - scalar (`scalar`; and `dx` for structured buffers and push constants): every vector,
//!   matrix and array is aligned to its scalar, sizes are element counts times scalar sizes
//!   (`float3` has size 12 and stride 12), structs align to their largest member;
//! - FXC constant buffers (`dx` for `cbuffer`, `ConstantBuffer<T>`, `$Globals`, `tbuffer`):
//!   the relaxed std140 placement, but arrays and structs have no tail padding (the next
//!   member packs into the last row: `float a[2]; float b;` puts `b` at 20) and a matrix of
//!   N stored vectors is `16 * (N - 1)` bytes plus its last vector.
//!
//! The default rules (notes §1.3, DXC's "vector-relaxed" std140/std430):
//! - scalars are aligned to their size (bool is stored as 4 bytes; the layout keeps the `bool`
//!   type and the backend stores it as `uint`);
//! - a vector of N elements has size N*s and nominal alignment (N==3 ? 4 : N)*s; as a struct
//!   member with elements of at most 4 bytes it is placed at its element alignment, bumped to the
//!   next 16 bytes when it would improperly straddle a 16-byte boundary;
//! - a matrix is an array of vectors: the HLSL columns for column_major, the rows for row_major;
//!   `T1xN`/`TNx1` are vectors. Under constant-buffer rules the vector stride rounds up to 16;
//! - arrays: under constant-buffer rules the element alignment rounds up to 16; stride is the
//!   element size rounded to that alignment, size is stride*n rounded to the alignment;
//! - structs: alignment is the largest nominal member alignment (rounded up to 16 under
//!   constant-buffer rules), size is the end of the last member rounded to that alignment;
//! - explicit offsets (`packoffset`, `[[vk::offset]]`) are used as given; later members continue
//!   after them. Overlaps are OSH0332, misaligned or straddling offsets OSH0331.
//!
//! Entry points: [`layout_of`] (any buffer), [`layout_globals`] (the implicit globals buffer,
//! where unplaced globals follow the highest `register(c)` one), [`push_constant_layout`]
//! (std430 plus warning OSH0334 over 128 bytes) and [`struct_element_stride`].
//!
//! Invariants: every alignment is at least 1; recursion is limited to [`MAX_LAYOUT_DEPTH`]
//! levels (OSH0206 beyond); sizes that do not fit in 32 bits are OSH0317 and saturate.
//! Resource-typed struct members are skipped: they are bound on their own, not stored in the
//! buffer, so callers should not expect a [`MemberLayout`] for them.

use crate::diag::{Code, DiagnosticBag, Label, Report, Severity};
use crate::source::Span;
use crate::types::{
    BufferLayout, LayoutKind, MatrixPacking, MemberLayout, Type, TypeArena, TypeId, TypeLayout,
};
use std::collections::BTreeMap;

/// The class of buffer a layout is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferClass {
    /// `cbuffer`, `ConstantBuffer<T>`, `$Globals`.
    ConstantBuffer,
    /// `tbuffer`, `TextureBuffer<T>`: std430 rules, but FXC's constant-buffer rules under `dx`.
    TextureBuffer,
    /// Structured and byte-address buffers and push constants.
    Structured,
}

/// The rules one buffer is laid out with: its class and the compile's [`BufferLayout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LayoutRules {
    pub class: BufferClass,
    pub layout: BufferLayout,
}

impl LayoutRules {
    /// Relaxed std140 (the default rules of a constant buffer).
    pub const CONSTANT_BUFFER: LayoutRules =
        LayoutRules::new(BufferClass::ConstantBuffer, BufferLayout::VulkanRelaxed);
    /// Relaxed std430 (the default rules of structured buffers and push constants).
    pub const STRUCTURED: LayoutRules =
        LayoutRules::new(BufferClass::Structured, BufferLayout::VulkanRelaxed);

    pub const fn new(class: BufferClass, layout: BufferLayout) -> Self {
        LayoutRules { class, layout }
    }

    /// DXC's rule set for this class under this layout option (`SpirvEmitter`'s choice of
    /// `cBufferLayoutRule`, `tBufferLayoutRule`, `sBufferLayoutRule`).
    fn rule(self) -> Rule {
        use BufferClass as C;
        use BufferLayout as L;
        match (self.layout, self.class) {
            (L::VulkanRelaxed, C::ConstantBuffer) => Rule::RelaxedStd140,
            (L::VulkanRelaxed, _) => Rule::RelaxedStd430,
            (L::Gl, C::ConstantBuffer) => Rule::Std140,
            (L::Gl, _) => Rule::Std430,
            (L::Dx, C::ConstantBuffer | C::TextureBuffer) => Rule::FxcConstantBuffer,
            // FXC's structured-buffer rules are the scalar ones.
            (L::Dx, C::Structured) | (L::Scalar, _) => Rule::Scalar,
        }
    }
}

/// One of DXC's layout rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    RelaxedStd140,
    RelaxedStd430,
    Std140,
    Std430,
    FxcConstantBuffer,
    Scalar,
}

impl Rule {
    /// Arrays, matrix vectors and structs align to 16 bytes.
    fn rounds_to_16(self) -> bool {
        matches!(
            self,
            Rule::RelaxedStd140 | Rule::Std140 | Rule::FxcConstantBuffer
        )
    }
    /// Vector members are placed at their element alignment, bumped to 16 on a straddle.
    fn relaxed_placement(self) -> bool {
        matches!(
            self,
            Rule::RelaxedStd140 | Rule::RelaxedStd430 | Rule::FxcConstantBuffer
        )
    }
    /// Vectors, matrices and arrays align to their scalar and are as long as their elements.
    fn scalar(self) -> bool {
        self == Rule::Scalar
    }
}

/// How deeply arrays and structs may nest inside one buffer type.
pub const MAX_LAYOUT_DEPTH: u32 = 64;

/// The layout of `ty` under `rules`. `packing` applies to matrices whose declaration names no
/// packing (struct members with `row_major`/`column_major` keep theirs; a matrix or array of
/// matrices passed directly uses `packing`).
pub fn layout_of(
    types: &TypeArena,
    ty: TypeId,
    packing: MatrixPacking,
    rules: LayoutRules,
    diags: &mut DiagnosticBag,
) -> TypeLayout {
    layout_of_at(types, ty, packing, rules, Span::default(), diags)
}

/// [`layout_of`], reporting problems that belong to no struct member (an oversized top-level
/// array, too deep nesting) at `span`, the declaration of the buffer.
pub fn layout_of_at(
    types: &TypeArena,
    ty: TypeId,
    packing: MatrixPacking,
    rules: LayoutRules,
    span: Span,
    diags: &mut DiagnosticBag,
) -> TypeLayout {
    let mut calc = Calculator {
        types,
        rule: rules.rule(),
        default_packing: packing,
        diags,
        depth_reported: false,
    };
    calc.layout(ty, packing, 0, span)
}

/// The layout of the implicit globals constant buffer (`$Globals`, relaxed std140): members
/// with `register(cN)` (given as `explicit_offset` N*16) sit there, the others follow in
/// declaration order after the end of the highest explicitly placed one (notes §1.5).
/// `globals` must be a struct type; anything else is laid out as by [`layout_of`].
pub fn layout_globals(
    types: &TypeArena,
    globals: TypeId,
    packing: MatrixPacking,
    layout: BufferLayout,
    diags: &mut DiagnosticBag,
) -> TypeLayout {
    let mut calc = Calculator {
        types,
        rule: LayoutRules::new(BufferClass::ConstantBuffer, layout).rule(),
        default_packing: packing,
        diags,
        depth_reported: false,
    };
    match types.get(globals) {
        Type::Struct(id) => calc.structure_with(globals, id, 0, Span::default(), true),
        _ => calc.layout(globals, packing, 0, Span::default()),
    }
}

/// Vulkan guarantees this many bytes of push constants (`maxPushConstantsSize`).
pub const PUSH_CONSTANT_GUARANTEED_SIZE: u32 = 128;

/// The layout of a `[[vk::push_constant]]` block (structured-buffer rules, relaxed std430 by
/// default), with warning OSH0334 at `span` when it is larger than Vulkan's guaranteed 128 bytes.
pub fn push_constant_layout(
    types: &TypeArena,
    ty: TypeId,
    packing: MatrixPacking,
    buffer_layout: BufferLayout,
    name: &str,
    span: Span,
    diags: &mut DiagnosticBag,
) -> TypeLayout {
    let rules = LayoutRules::new(BufferClass::Structured, buffer_layout);
    let layout = layout_of_at(types, ty, packing, rules, span, diags);
    if layout.size > PUSH_CONSTANT_GUARANTEED_SIZE {
        diags.warning(
            Code::PUSH_CONSTANT_TOO_LARGE,
            span,
            format!(
                "Push-constant block '{name}' is {} bytes; Vulkan only guarantees {PUSH_CONSTANT_GUARANTEED_SIZE}. Move members to a constant buffer if it must run on every device.",
                layout.size
            ),
        );
    }
    layout
}

/// The element stride of `StructuredBuffer<ty>` (the array stride: the size rounded up to the
/// alignment, so `float3` has stride 16 by default and 12 under scalar or dx rules).
pub fn struct_element_stride(
    types: &TypeArena,
    ty: TypeId,
    packing: MatrixPacking,
    buffer_layout: BufferLayout,
    diags: &mut DiagnosticBag,
) -> u32 {
    let rules = LayoutRules::new(BufferClass::Structured, buffer_layout);
    let layout = layout_of(types, ty, packing, rules, diags);
    let stride = round_up(u64::from(layout.size), u64::from(layout.alignment));
    u32::try_from(stride).unwrap_or(u32::MAX)
}

/// `x` rounded up to a multiple of `a` (`a` of 0 or 1 leaves `x`).
fn round_up(x: u64, a: u64) -> u64 {
    if a <= 1 {
        return x;
    }
    x.div_ceil(a).saturating_mul(a)
}

/// A vector improperly straddles when it crosses a 16-byte boundary (16 bytes or less) or does
/// not start on one (more than 16 bytes).
fn improper_straddle(offset: u64, size: u64) -> bool {
    if size == 0 {
        return false;
    }
    if size <= 16 {
        offset / 16 != (offset + size - 1) / 16
    } else {
        !offset.is_multiple_of(16)
    }
}

struct Calculator<'a> {
    types: &'a TypeArena,
    rule: Rule,
    default_packing: MatrixPacking,
    diags: &'a mut DiagnosticBag,
    depth_reported: bool,
}

/// A layout before its sizes are checked against 32 bits.
fn leaf(ty: TypeId, size: u64, alignment: u64, kind: LayoutKind) -> TypeLayout {
    TypeLayout {
        ty,
        size: u32::try_from(size).unwrap_or(u32::MAX),
        alignment: u32::try_from(alignment.max(1)).unwrap_or(u32::MAX),
        kind,
    }
}

impl Calculator<'_> {
    fn rounds_to_16(&self) -> bool {
        self.rule.rounds_to_16()
    }

    fn layout(&mut self, ty: TypeId, packing: MatrixPacking, depth: u32, span: Span) -> TypeLayout {
        if depth > MAX_LAYOUT_DEPTH {
            if !self.depth_reported {
                self.depth_reported = true;
                self.diags.error(
                    Code::NESTING_TOO_DEEP,
                    span,
                    format!(
                        "The buffer type nests arrays and structs more than {MAX_LAYOUT_DEPTH} levels deep. Flatten the type."
                    ),
                );
            }
            return leaf(ty, 0, 1, LayoutKind::Scalar);
        }
        match self.types.get(ty) {
            Type::Scalar(s) => {
                let size = u64::from(s.size());
                leaf(ty, size, size, LayoutKind::Scalar)
            }
            // A device address, laid out as DXC lays out a `uint64_t`.
            Type::BufferPointer { .. } => leaf(ty, 8, 8, LayoutKind::Scalar),
            Type::Vector { scalar, size } => self.vector(ty, u64::from(scalar.size()), size),
            Type::Matrix { scalar, rows, cols } => {
                let s = u64::from(scalar.size());
                if rows <= 1 || cols <= 1 {
                    let one_element_vectors = match packing {
                        MatrixPacking::ColumnMajor => rows == 1 && cols > 1,
                        MatrixPacking::RowMajor => cols == 1 && rows > 1,
                    };
                    if self.rule == Rule::FxcConstantBuffer && one_element_vectors {
                        // DXC stores these as an array of scalars with a 16-byte stride, which
                        // is not a matrix or vector any backend takes from a buffer today.
                        self.diags.error(
                            Code::UNSUPPORTED,
                            span,
                            format!(
                                "A {rows}x{cols} matrix stored as {} one-element vectors is not supported in a constant buffer under the dx layout. Declare it as a vector, or pack it the other way ({}).",
                                rows.max(cols),
                                match packing {
                                    MatrixPacking::ColumnMajor => "row_major",
                                    MatrixPacking::RowMajor => "column_major",
                                }
                            ),
                        );
                    }
                    // T1xN and TNx1 are vectors (T1x1 a scalar).
                    return self.vector(ty, s, rows.max(cols));
                }
                // The stored vectors: HLSL columns (R elements) for column_major, rows
                // (C elements) for row_major.
                let (vector_len, vector_count) = match packing {
                    MatrixPacking::ColumnMajor => (rows, cols),
                    MatrixPacking::RowMajor => (cols, rows),
                };
                let kind = |stride: u64| LayoutKind::Matrix {
                    stride: u32::try_from(stride).unwrap_or(u32::MAX),
                    packing,
                };
                if self.rule.scalar() {
                    let stride = s * u64::from(vector_len);
                    return leaf(ty, stride * u64::from(vector_count), s, kind(stride));
                }
                let mut stride = s * if vector_len == 3 {
                    4
                } else {
                    u64::from(vector_len)
                };
                if self.rounds_to_16() {
                    stride = round_up(stride, 16);
                }
                let mut size = stride * u64::from(vector_count);
                if self.rule == Rule::FxcConstantBuffer {
                    // No padding after the last stored vector.
                    size = stride * u64::from(vector_count - 1) + s * u64::from(vector_len);
                }
                leaf(
                    ty,
                    size,
                    stride,
                    LayoutKind::Matrix {
                        stride: u32::try_from(stride).unwrap_or(u32::MAX),
                        packing,
                    },
                )
            }
            Type::Array { element, length } => {
                let element_layout = self.layout(element, packing, depth + 1, span);
                let mut alignment = u64::from(element_layout.alignment);
                if self.rounds_to_16() {
                    alignment = round_up(alignment, 16);
                }
                let stride = round_up(u64::from(element_layout.size), alignment);
                let size = if self.rule == Rule::FxcConstantBuffer {
                    // No padding after the last element: the next member packs into it.
                    let last = u64::from(element_layout.size).max(1);
                    stride.saturating_mul(u64::from(length.saturating_sub(1))) + last.min(stride)
                } else {
                    round_up(stride.saturating_mul(u64::from(length)), alignment)
                };
                let size = self.check_size(size, ty, span);
                leaf(
                    ty,
                    size,
                    alignment,
                    LayoutKind::Array {
                        length,
                        stride: u32::try_from(stride).unwrap_or(u32::MAX),
                        element: Box::new(element_layout),
                    },
                )
            }
            Type::Struct(id) => self.structure(ty, id, depth, span),
            // `vk::SpirvType` states its own size and alignment; an opaque type has none.
            Type::Spirv(_) => match self.types.spirv_layout(ty) {
                Some((size, alignment)) => leaf(
                    ty,
                    u64::from(size),
                    u64::from(alignment),
                    LayoutKind::Scalar,
                ),
                None => {
                    self.diags.error(
                        Code::BAD_DECLARATION,
                        span,
                        format!(
                            "'{}' has no size or alignment, so it cannot be laid out in a buffer. Declare it with vk::SpirvType<opcode, size, alignment, operands...> to store it in memory.",
                            self.types.display(ty)
                        ),
                    );
                    leaf(ty, 0, 1, LayoutKind::Scalar)
                }
            },
            // Not storable in a buffer: sema reports these; give them no bytes.
            Type::Void | Type::Resource(_) | Type::RayQuery { .. } | Type::Pointer { .. } => {
                leaf(ty, 0, 1, LayoutKind::Scalar)
            }
        }
    }

    fn vector(&mut self, ty: TypeId, scalar_size: u64, count: u8) -> TypeLayout {
        if count <= 1 {
            return leaf(ty, scalar_size, scalar_size, LayoutKind::Scalar);
        }
        let nominal = if self.rule.scalar() || self.rule == Rule::FxcConstantBuffer {
            scalar_size
        } else {
            scalar_size * if count == 3 { 4 } else { u64::from(count) }
        };
        leaf(
            ty,
            scalar_size * u64::from(count),
            nominal,
            LayoutKind::Vector,
        )
    }

    fn structure(
        &mut self,
        ty: TypeId,
        id: crate::types::StructId,
        depth: u32,
        span: Span,
    ) -> TypeLayout {
        self.structure_with(ty, id, depth, span, false)
    }

    /// Lays out a struct. With `implicit_after_explicit` (the `$Globals` rule), members without
    /// an explicit offset start after the end of the highest explicitly placed member instead
    /// of after the previous member.
    fn structure_with(
        &mut self,
        ty: TypeId,
        id: crate::types::StructId,
        depth: u32,
        span: Span,
        implicit_after_explicit: bool,
    ) -> TypeLayout {
        let types = self.types;
        let Some(def) = types.struct_def(id) else {
            return leaf(ty, 0, 1, LayoutKind::Scalar);
        };
        let has_explicit = def.members.iter().any(|m| m.explicit_offset.is_some());
        // Phase 1: the layout of every stored member.
        let mut laid_out = Vec::with_capacity(def.members.len());
        for (index, member) in def.members.iter().enumerate() {
            if matches!(
                types.get(member.ty),
                Type::Resource(_) | Type::Void | Type::Pointer { .. }
            ) {
                continue;
            }
            let packing = member.packing.unwrap_or(self.default_packing);
            let member_span = if member.span == Span::default() {
                span
            } else {
                member.span
            };
            let layout = self.layout(member.ty, packing, depth + 1, member_span);
            laid_out.push((index, member, member_span, layout));
        }
        // Phase 2: placement.
        let mut next_offset: u64 = 0;
        if implicit_after_explicit {
            next_offset = laid_out
                .iter()
                .filter_map(|(_, m, _, l)| {
                    m.explicit_offset.map(|o| u64::from(o) + u64::from(l.size))
                })
                .max()
                .unwrap_or(0);
        }
        let mut end: u64 = 0;
        let mut max_alignment: u64 = 1;
        let mut members = Vec::with_capacity(laid_out.len());
        // Occupied byte ranges, start -> (end, member index), kept non-overlapping.
        let mut occupied: BTreeMap<u64, (u64, usize)> = BTreeMap::new();
        for (index, member, member_span, layout) in laid_out {
            let size = u64::from(layout.size);
            let nominal = u64::from(layout.alignment);
            max_alignment = max_alignment.max(nominal);
            let is_vector = layout.kind == LayoutKind::Vector;
            let relaxed = self.rule.relaxed_placement();
            let mut alignment = nominal;
            if is_vector && relaxed {
                let element = types
                    .scalar_of(member.ty)
                    .map_or(4, |s| u64::from(s.size()));
                if element <= 4 {
                    alignment = element;
                }
            }
            let offset = match member.explicit_offset {
                Some(explicit) => {
                    let explicit = u64::from(explicit);
                    self.check_explicit(
                        &def.name,
                        &member.name,
                        member_span,
                        explicit,
                        alignment,
                        is_vector && relaxed,
                        size,
                    );
                    explicit
                }
                None => {
                    let mut offset = round_up(next_offset, alignment);
                    if is_vector && relaxed && improper_straddle(offset, size) {
                        offset = round_up(offset, 16);
                    }
                    offset
                }
            };
            if has_explicit && size > 0 {
                self.check_overlap(&mut occupied, def, index, offset, size, member_span);
            }
            if !(implicit_after_explicit && member.explicit_offset.is_some()) {
                next_offset = offset.saturating_add(size);
            }
            end = end.max(offset.saturating_add(size));
            members.push(MemberLayout {
                name: member.name.clone(),
                offset: u32::try_from(offset).unwrap_or(u32::MAX),
                layout,
            });
        }
        let alignment = if self.rounds_to_16() {
            round_up(max_alignment, 16)
        } else {
            max_alignment
        };
        // FXC's constant buffers pad no struct tail: the next member may pack into it.
        let size = if self.rule == Rule::FxcConstantBuffer {
            end
        } else {
            round_up(end, alignment)
        };
        let size = self.check_size(size, ty, span);
        leaf(
            ty,
            size,
            alignment,
            LayoutKind::Struct {
                name: def.name.clone(),
                members,
            },
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn check_explicit(
        &mut self,
        struct_name: &str,
        member: &str,
        span: Span,
        offset: u64,
        alignment: u64,
        is_vector: bool,
        size: u64,
    ) {
        if alignment > 1 && !offset.is_multiple_of(alignment) {
            self.diags.error(
                Code::BAD_REGISTER,
                span,
                format!(
                    "'{struct_name}.{member}' is placed at byte {offset}, which is not a multiple of its alignment ({alignment}). Use an offset that is a multiple of {alignment}."
                ),
            );
        } else if is_vector && improper_straddle(offset, size) {
            self.diags.error(
                Code::BAD_REGISTER,
                span,
                format!(
                    "'{struct_name}.{member}' at byte {offset} crosses a 16-byte register boundary. Start it at a register (.x) or at a component where it fits in the register."
                ),
            );
        }
    }

    fn check_overlap(
        &mut self,
        occupied: &mut BTreeMap<u64, (u64, usize)>,
        def: &crate::types::StructDef,
        index: usize,
        offset: u64,
        size: u64,
        span: Span,
    ) {
        let end = offset.saturating_add(size);
        // The stored ranges do not overlap each other, so only the nearest one starting at or
        // before `offset` and the first one starting after it can overlap the new range.
        let before = occupied
            .range(..=offset)
            .next_back()
            .filter(|(_, (e, _))| *e > offset);
        let after = occupied
            .range(offset.saturating_add(1)..)
            .next()
            .filter(|(s, _)| **s < end);
        let Some((&other_start, &(other_end, other_index))) = before.or(after) else {
            occupied.insert(offset, (end, index));
            return;
        };
        let this = &def.members[index];
        let Some(other) = def.members.get(other_index) else {
            return;
        };
        self.diags.push(Report {
            severity: Severity::Error,
            code: Code::PACKOFFSET_OVERLAP,
            span,
            message: format!(
                "'{}' (bytes {offset}..{end}) overlaps '{}' (bytes {other_start}..{other_end}) in '{}'. Move one of them with packoffset so their bytes do not overlap.",
                this.name, other.name, def.name
            ),
            labels: vec![Label {
                span: other.span,
                message: format!("'{}' is placed here", other.name),
            }],
        });
    }

    fn check_size(&mut self, size: u64, ty: TypeId, span: Span) -> u64 {
        if size > u64::from(u32::MAX) {
            self.diags.error(
                Code::BAD_DECLARATION,
                span,
                format!(
                    "'{}' needs {size} bytes in a buffer, more than 4 GiB. Make the array smaller.",
                    self.types.display(ty)
                ),
            );
            return u64::from(u32::MAX);
        }
        size
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Scalar, StructDef, StructMember};

    const CB: LayoutRules = LayoutRules::CONSTANT_BUFFER;
    const SB: LayoutRules = LayoutRules::STRUCTURED;
    const COL: MatrixPacking = MatrixPacking::ColumnMajor;
    const ROW: MatrixPacking = MatrixPacking::RowMajor;

    fn span(n: u32) -> Span {
        Span::new(crate::source::FileId(0), n, n + 1)
    }

    /// A struct type from `(name, type)` pairs; member i gets span i*10.
    fn structure(a: &mut TypeArena, name: &str, members: &[(&str, TypeId)]) -> TypeId {
        structure_with(
            a,
            name,
            members
                .iter()
                .map(|(n, t)| StructMember::new(*n, *t, Span::default()))
                .collect(),
        )
    }

    fn structure_with(a: &mut TypeArena, name: &str, mut members: Vec<StructMember>) -> TypeId {
        for (i, m) in members.iter_mut().enumerate() {
            m.span = span(i as u32 * 10);
        }
        a.add_struct(StructDef {
            name: name.into(),
            members,
            span: Span::default(),
        })
    }

    fn row_major(name: &str, ty: TypeId) -> StructMember {
        let mut m = StructMember::new(name, ty, Span::default());
        m.packing = Some(ROW);
        m
    }

    fn at(name: &str, ty: TypeId, offset: u32) -> StructMember {
        let mut m = StructMember::new(name, ty, Span::default());
        m.explicit_offset = Some(offset);
        m
    }

    fn lay(a: &TypeArena, ty: TypeId, rules: LayoutRules) -> TypeLayout {
        let mut diags = DiagnosticBag::new();
        let l = layout_of(a, ty, COL, rules, &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.reports());
        l
    }

    fn members(l: &TypeLayout) -> &[MemberLayout] {
        match &l.kind {
            LayoutKind::Struct { members, .. } => members,
            other => panic!("not a struct: {other:?}"),
        }
    }

    fn offsets(l: &TypeLayout) -> Vec<u32> {
        members(l).iter().map(|m| m.offset).collect()
    }

    fn array_stride(l: &TypeLayout) -> u32 {
        match &l.kind {
            LayoutKind::Array { stride, .. } => *stride,
            other => panic!("not an array: {other:?}"),
        }
    }

    fn matrix_stride(l: &TypeLayout) -> u32 {
        match &l.kind {
            LayoutKind::Matrix { stride, .. } => *stride,
            LayoutKind::Array { element, .. } => matrix_stride(element),
            other => panic!("not a matrix: {other:?}"),
        }
    }

    struct T {
        f: TypeId,
        f2: TypeId,
        f3: TypeId,
        f4: TypeId,
    }

    fn basics(a: &mut TypeArena) -> T {
        T {
            f: a.scalar(Scalar::FLOAT),
            f2: a.vector(Scalar::FLOAT, 2),
            f3: a.vector(Scalar::FLOAT, 3),
            f4: a.vector(Scalar::FLOAT, 4),
        }
    }

    /// Builds the struct `name` of `members` and checks that cbuffer and structured-buffer rules
    /// both give it `offsets` and `size` (vector-only structs do not depend on the rules).
    fn assert_struct_under_both_rules(
        a: &mut TypeArena,
        name: &str,
        members: &[(&str, TypeId)],
        offsets_expected: &[u32],
        size: u32,
    ) {
        let s = structure(a, name, members);
        for rules in [CB, SB] {
            let l = lay(a, s, rules);
            assert_eq!(offsets(&l), offsets_expected, "{name} under {rules:?}");
            assert_eq!(l.size, size, "{name} under {rules:?}");
        }
    }

    #[test]
    fn e0_rst_table() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let inner = structure(&mut a, "Inner", &[("f", t.f3)]);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let i = a.scalar(Scalar::INT);
        let i3 = a.array(i, 3);
        let g = a.array(t.f2, 2);
        let s = structure_with(
            &mut a,
            "E0",
            vec![
                StructMember::new("a", t.f, Span::default()),
                StructMember::new("b", t.f3, Span::default()),
                StructMember::new("c", inner, Span::default()),
                StructMember::new("d", m23, Span::default()),
                row_major("e", m23),
                StructMember::new("f", i3, Span::default()),
                StructMember::new("g", g, Span::default()),
            ],
        );
        assert_eq!(offsets(&lay(&a, s, CB)), [0, 4, 16, 32, 80, 112, 160]);
        assert_eq!(offsets(&lay(&a, s, SB)), [0, 4, 16, 32, 64, 96, 112]);
    }

    #[test]
    fn e1_float3_packs_after_float_and_float4_does_not_straddle() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let members = [
            ("a", t.f),
            ("b", t.f3),
            ("c", t.f2),
            ("d", t.f2),
            ("e", t.f),
            ("f", t.f4),
        ];
        assert_struct_under_both_rules(&mut a, "E1", &members, &[0, 4, 16, 24, 32, 48], 64);
    }

    #[test]
    fn e2_straddle_bumps() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let members = [
            ("a", t.f2),
            ("b", t.f3),
            ("c", t.f),
            ("d", t.f3),
            ("e", t.f2),
            ("f", t.f2),
            ("g", t.f),
            ("h", t.f4),
        ];
        let offsets = [0, 16, 28, 32, 48, 56, 64, 80];
        assert_struct_under_both_rules(&mut a, "E2", &members, &offsets, 96);
    }

    #[test]
    fn e3_arrays() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let f_3 = a.array(t.f, 3);
        let f2_2 = a.array(t.f2, 2);
        let f3_2 = a.array(t.f3, 2);
        let s = structure(
            &mut a,
            "E3",
            &[
                ("a", f_3),
                ("b", t.f),
                ("c", f2_2),
                ("d", t.f3),
                ("e", f3_2),
                ("f", t.f),
            ],
        );
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 48, 64, 96, 112, 144]);
        assert_eq!(cb.size, 160);
        let m = members(&cb);
        assert_eq!((array_stride(&m[0].layout), m[0].layout.size), (16, 48));
        assert_eq!(array_stride(&m[2].layout), 16);
        assert_eq!(array_stride(&m[4].layout), 16);
        let sb = lay(&a, s, SB);
        assert_eq!(offsets(&sb), [0, 12, 16, 32, 48, 80]);
        assert_eq!(sb.size, 96);
        let m = members(&sb);
        assert_eq!((array_stride(&m[0].layout), m[0].layout.size), (4, 12));
        assert_eq!(array_stride(&m[2].layout), 8);
        assert_eq!(array_stride(&m[4].layout), 16);
    }

    #[test]
    fn e4_member_after_struct_starts_after_its_padded_size() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let l = structure(&mut a, "L", &[("dir", t.f3)]);
        let s = structure(
            &mut a,
            "E4",
            &[("x", t.f), ("l", l), ("y", t.f), ("z", t.f2)],
        );
        for rules in [CB, SB] {
            let lay = lay(&a, s, rules);
            assert_eq!(offsets(&lay), [0, 16, 32, 36]);
            assert_eq!(members(&lay)[1].layout.size, 16);
        }
    }

    #[test]
    fn e5_matrices_and_row_major() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let m33 = a.matrix(Scalar::FLOAT, 3, 3);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let m32 = a.matrix(Scalar::FLOAT, 3, 2);
        let m13 = a.matrix(Scalar::FLOAT, 1, 3);
        let s = structure_with(
            &mut a,
            "E5",
            vec![
                StructMember::new("m", m44, Span::default()),
                StructMember::new("n", m33, Span::default()),
                row_major("r", m33),
                StructMember::new("p", m23, Span::default()),
                StructMember::new("q", m32, Span::default()),
                row_major("q2", m32),
                StructMember::new("v", m13, Span::default()),
                StructMember::new("z", t.f, Span::default()),
            ],
        );
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 64, 112, 160, 208, 240, 288, 300]);
        assert_eq!(cb.size, 304);
        let m = members(&cb);
        let shapes: Vec<(u32, u32)> = m[..6]
            .iter()
            .map(|m| (m.layout.size, matrix_stride(&m.layout)))
            .collect();
        assert_eq!(
            shapes,
            [(64, 16), (48, 16), (48, 16), (48, 16), (32, 16), (48, 16)]
        );
        assert_eq!(
            m[2].layout.kind,
            LayoutKind::Matrix {
                stride: 16,
                packing: ROW
            }
        );
        assert_eq!(
            m[1].layout.kind,
            LayoutKind::Matrix {
                stride: 16,
                packing: COL
            }
        );
        assert_eq!(m[6].layout.kind, LayoutKind::Vector);

        let sb = lay(&a, s, SB);
        assert_eq!(offsets(&sb), [0, 64, 112, 160, 192, 224, 256, 268]);
        assert_eq!(sb.size, 272);
        let m = members(&sb);
        let shapes: Vec<(u32, u32)> = m[..6]
            .iter()
            .map(|m| (m.layout.size, matrix_stride(&m.layout)))
            .collect();
        assert_eq!(
            shapes,
            [(64, 16), (48, 16), (48, 16), (24, 8), (32, 16), (24, 8)]
        );
    }

    #[test]
    fn default_packing_applies_to_members_without_their_own() {
        let mut a = TypeArena::new();
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let f = a.scalar(Scalar::FLOAT);
        let s = structure(&mut a, "P", &[("m", m23), ("z", f)]);
        let mut diags = DiagnosticBag::new();
        // -Zpr: float2x3 becomes 2 rows of float3 (stride 16, 32 bytes).
        let l = layout_of(&a, s, ROW, CB, &mut diags);
        assert_eq!(offsets(&l), [0, 32]);
        assert_eq!(
            members(&l)[0].layout.kind,
            LayoutKind::Matrix {
                stride: 16,
                packing: ROW
            }
        );
        let l = layout_of(&a, s, COL, CB, &mut diags);
        assert_eq!(offsets(&l), [0, 48]);
    }

    #[test]
    fn e6_bool_and_int() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let b = a.scalar(Scalar::BOOL);
        let i = a.scalar(Scalar::INT);
        let u3 = a.vector(Scalar::UINT, 3);
        let b2 = a.vector(Scalar::BOOL, 2);
        let i2 = a.vector(Scalar::INT, 2);
        let w = a.array(i2, 3);
        let m43 = a.matrix(Scalar::FLOAT, 4, 3);
        let s = structure(
            &mut a,
            "E6",
            &[
                ("flag", b),
                ("count", i),
                ("mask", u3),
                ("b2", b2),
                ("w", w),
                ("m", m43),
                ("t", t.f),
            ],
        );
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 4, 16, 32, 48, 96, 144]);
        assert_eq!(cb.size, 160);
        assert_eq!(array_stride(&members(&cb)[4].layout), 16);
        assert_eq!(matrix_stride(&members(&cb)[5].layout), 16);
        // The layout keeps the bool type; the backend stores it as uint.
        assert_eq!(members(&cb)[0].layout.ty, b);
        assert_eq!(members(&cb)[0].layout.size, 4);
        let sb = lay(&a, s, SB);
        assert_eq!(offsets(&sb), [0, 4, 16, 32, 40, 64, 112]);
        assert_eq!(sb.size, 128);
        assert_eq!(array_stride(&members(&sb)[4].layout), 8);
    }

    #[test]
    fn e7_16bit_types() {
        let mut a = TypeArena::new();
        let f = a.scalar(Scalar::FLOAT);
        let h = a.scalar(Scalar::HALF);
        let h2 = a.vector(Scalar::HALF, 2);
        let h3 = a.vector(Scalar::HALF, 3);
        let h4 = a.vector(Scalar::HALF, 4);
        let h_2 = a.array(h, 2);
        let s = structure(
            &mut a,
            "E7",
            &[
                ("a", h),
                ("b", h2),
                ("c", h3),
                ("d", f),
                ("e", h4),
                ("f", h_2),
            ],
        );
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 2, 6, 12, 16, 32]);
        assert_eq!(cb.size, 64);
        assert_eq!(array_stride(&members(&cb)[5].layout), 16);
        let sb = lay(&a, s, SB);
        assert_eq!(offsets(&sb), [0, 2, 6, 12, 16, 24]);
        assert_eq!((sb.size, sb.alignment), (32, 8));
        assert_eq!(array_stride(&members(&sb)[5].layout), 2);

        let m32 = a.matrix(Scalar::HALF, 3, 2);
        let u2 = a.vector(Scalar::UINT16, 2);
        let i16 = a.scalar(Scalar::INT16);
        let f4 = a.vector(Scalar::FLOAT, 4);
        let s16 = structure(&mut a, "S", &[("v1", m32), ("v2", u2), ("v3", i16)]);
        let l = lay(&a, s16, SB);
        assert_eq!(offsets(&l), [0, 16, 20]);
        assert_eq!(matrix_stride(&members(&l)[0].layout), 8);
        assert_eq!(l.size, 24);
        let t = structure(&mut a, "T", &[("n", s16), ("val", f4)]);
        let mut diags = DiagnosticBag::new();
        assert_eq!(offsets(&lay(&a, t, SB)), [0, 32]);
        assert_eq!(
            struct_element_stride(&a, t, COL, BufferLayout::VulkanRelaxed, &mut diags),
            48
        );
    }

    #[test]
    fn e8_64bit_types() {
        let mut a = TypeArena::new();
        let f = a.scalar(Scalar::FLOAT);
        let u64_ = a.scalar(Scalar::UINT64);
        let d = a.scalar(Scalar::DOUBLE);
        let d_3 = a.array(d, 3);
        let i64_3 = a.vector(Scalar::INT64, 3);
        let d32 = a.matrix(Scalar::DOUBLE, 3, 2);
        let d21 = a.matrix(Scalar::DOUBLE, 2, 1);
        let d23 = a.matrix(Scalar::DOUBLE, 2, 3);
        let d23_2 = a.array(d23, 2);
        let i64_2 = a.vector(Scalar::INT64, 2);
        let i64_2_1 = a.array(i64_2, 1);
        let s = structure_with(
            &mut a,
            "E8",
            vec![
                StructMember::new("f1", f, Span::default()),
                StructMember::new("f2", u64_, Span::default()),
                StructMember::new("f3", d_3, Span::default()),
                StructMember::new("f4", f, Span::default()),
                StructMember::new("f5", i64_3, Span::default()),
                StructMember::new("f6", d32, Span::default()),
                StructMember::new("f7", d21, Span::default()),
                StructMember::new("f8", f, Span::default()),
                row_major("f9", d23_2),
                StructMember::new("f10", i64_2_1, Span::default()),
            ],
        );
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 8, 16, 64, 96, 128, 192, 208, 224, 352]);
        assert_eq!(cb.size, 384);
        let m = members(&cb);
        assert_eq!(array_stride(&m[2].layout), 16);
        assert_eq!(matrix_stride(&m[5].layout), 32);
        assert_eq!(array_stride(&m[8].layout), 64);
        let sb = lay(&a, s, SB);
        assert_eq!(offsets(&sb), [0, 8, 16, 40, 64, 96, 160, 176, 192, 320]);
        assert_eq!(array_stride(&members(&sb)[2].layout), 8);
        let mut diags = DiagnosticBag::new();
        assert_eq!(
            struct_element_stride(&a, s, COL, BufferLayout::VulkanRelaxed, &mut diags),
            352
        );
    }

    #[test]
    fn e9_push_constant_std430() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let u = a.scalar(Scalar::UINT);
        let idx = a.array(u, 2);
        let s = structure(
            &mut a,
            "Push",
            &[
                ("mvp", m44),
                ("color", t.f3),
                ("intensity", t.f),
                ("idx", idx),
                ("uv", t.f2),
            ],
        );
        let l = lay(&a, s, SB);
        assert_eq!(offsets(&l), [0, 64, 76, 80, 88]);
        assert_eq!(l.size, 96);
        assert_eq!(matrix_stride(&members(&l)[0].layout), 16);
        assert_eq!(array_stride(&members(&l)[3].layout), 4);
    }

    #[test]
    fn spec_push_constant_per_draw_is_96_bytes() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let u = a.scalar(Scalar::UINT);
        let s = structure(
            &mut a,
            "PerDraw",
            &[("Model", m44), ("Tint", t.f4), ("Index", u)],
        );
        let l = lay(&a, s, SB);
        assert_eq!(offsets(&l), [0, 64, 80]);
        assert_eq!(l.size, 96);
    }

    #[test]
    fn e10_vk_offset() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let f_2 = a.array(t.f, 2);
        let s = structure_with(
            &mut a,
            "S",
            vec![
                StructMember::new("a", t.f, Span::default()),
                at("b", t.f2, 32),
                at("c", t.f3, 64),
                StructMember::new("d", f_2, Span::default()),
            ],
        );
        let tt = structure_with(
            &mut a,
            "T",
            vec![
                at("a", t.f, 4),
                StructMember::new("s", s, Span::default()),
                StructMember::new("b", t.f, Span::default()),
            ],
        );
        let cb = lay(&a, tt, CB);
        assert_eq!(offsets(&cb), [4, 16, 128]);
        let inner = &members(&cb)[1].layout;
        assert_eq!(offsets(inner), [0, 32, 64, 80]);
        assert_eq!(inner.size, 112);
        assert_eq!(array_stride(&members(inner)[3].layout), 16);
        let sb = lay(&a, tt, SB);
        assert_eq!(offsets(&sb), [4, 16, 112]);
        let inner = &members(&sb)[1].layout;
        assert_eq!(offsets(inner), [0, 32, 64, 76]);
        assert_eq!(inner.size, 96);
    }

    #[test]
    fn e11_packoffset() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let s = structure(&mut a, "S", &[("v", t.f4)]);
        let cb = structure_with(
            &mut a,
            "PackOffset",
            vec![
                at("data1", t.f4, 0),
                at("data2", t.f4, 32),
                at("data3", t.f, 3 * 16 + 4),
                at("data4", t.f, 3 * 16 + 8),
                at("data5", t.f, 3 * 16 + 12),
                at("data6", t.f4, 1600),
                at("data7", m23, 1760),
                at("data8", s, 2400),
            ],
        );
        let l = lay(&a, cb, CB);
        assert_eq!(offsets(&l), [0, 32, 52, 56, 60, 1600, 1760, 2400]);
        assert_eq!(l.size, 2416);
    }

    #[test]
    fn e12_globals_with_register_c() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let i = a.scalar(Scalar::INT);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let arr = a.array(m23, 2);
        let s = structure(&mut a, "S", &[("f", t.f)]);
        let anon = structure(&mut a, "", &[("v", t.f2)]);
        let globals = structure_with(
            &mut a,
            "$Globals",
            vec![
                StructMember::new("gScalar", i, Span::default()),
                StructMember::new("gVec", t.f2, Span::default()),
                StructMember::new("gMat1", m23, Span::default()),
                row_major("gMat2", m23),
                row_major("gArray", arr),
                StructMember::new("gStruct", s, Span::default()),
                StructMember::new("gAnon", anon, Span::default()),
            ],
        );
        let l = lay(&a, globals, CB);
        assert_eq!(offsets(&l), [0, 4, 16, 64, 96, 160, 176]);
        assert_eq!(array_stride(&members(&l)[4].layout), 32);
        let reg = structure_with(
            &mut a,
            "$Globals",
            vec![
                at("x", t.f, 160),
                StructMember::new("y", t.f, Span::default()),
                at("z", t.f, 16),
            ],
        );
        assert_eq!(offsets(&lay(&a, reg, CB)), [160, 164, 16]);
    }

    #[test]
    fn e13_structured_buffer_strides() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let stride = |a: &mut TypeArena, ty: TypeId| {
            let mut diags = DiagnosticBag::new();
            let s = struct_element_stride(a, ty, COL, BufferLayout::VulkanRelaxed, &mut diags);
            assert!(!diags.has_errors());
            s
        };
        let b = a.scalar(Scalar::BOOL);
        let m33 = a.matrix(Scalar::FLOAT, 3, 3);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let m32 = a.matrix(Scalar::FLOAT, 3, 2);
        let m43 = a.matrix(Scalar::FLOAT, 4, 3);
        let m34 = a.matrix(Scalar::FLOAT, 3, 4);
        let d3 = a.vector(Scalar::DOUBLE, 3);
        let h = a.scalar(Scalar::HALF);
        let cases = [
            (t.f, 4),
            (b, 4),
            (t.f2, 8),
            (t.f3, 16),
            (t.f4, 16),
            (m33, 48),
            (m44, 64),
            (m23, 24),
            (m32, 32),
            (m43, 48),
            (m34, 64),
            (d3, 32),
            (h, 2),
        ];
        for (ty, expected) in cases {
            assert_eq!(stride(&mut a, ty), expected, "{}", a.display(ty));
        }
        let s1 = structure(&mut a, "A", &[("a", t.f3), ("b", t.f)]);
        let s2 = structure(&mut a, "B", &[("a", t.f), ("b", t.f3)]);
        let s3 = structure(&mut a, "C", &[("a", t.f3), ("b", t.f2)]);
        let s4 = structure(&mut a, "D", &[("a", t.f2), ("b", t.f)]);
        let s5 = structure(&mut a, "E", &[("a", t.f), ("b", t.f), ("c", t.f)]);
        let s6 = structure(&mut a, "F", &[("a", t.f3)]);
        let s7 = structure(&mut a, "G", &[("a", t.f4), ("b", t.f)]);
        let s8 = structure(&mut a, "H", &[("a", h), ("b", t.f)]);
        for (ty, expected) in [
            (s1, 16),
            (s2, 16),
            (s3, 32),
            (s4, 16),
            (s5, 12),
            (s6, 16),
            (s7, 32),
            (s8, 8),
        ] {
            assert_eq!(stride(&mut a, ty), expected, "{}", a.display(ty));
        }
        assert_eq!(offsets(&lay(&a, s2, SB)), [0, 4]);
        assert_eq!(offsets(&lay(&a, s3, SB)), [0, 16]);
    }

    #[test]
    fn spec_lighting_cbuffer() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let weights = a.array(t.f, 4);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let light = structure(
            &mut a,
            "Light",
            &[
                ("LightDirection", t.f3),
                ("Intensity", t.f),
                ("ShadowBias", t.f2),
                ("Ambient", t.f3),
                ("Weights", weights),
                ("LightViewProjection", m44),
            ],
        );
        let l = lay(&a, light, CB);
        assert_eq!(offsets(&l), [0, 12, 16, 32, 48, 112]);
        assert_eq!(l.size, 176);
        let m = members(&l);
        let w = &m[4];
        let element_offsets: Vec<u32> = (0..4)
            .map(|i| w.offset + i * array_stride(&w.layout))
            .collect();
        assert_eq!(element_offsets, [48, 64, 80, 96]);
        assert_eq!(
            m[5].layout.kind,
            LayoutKind::Matrix {
                stride: 16,
                packing: COL
            }
        );
        let columns: Vec<u32> = (0..4).map(|i| m[5].offset + i * 16).collect();
        assert_eq!(columns, [112, 128, 144, 160]);
    }

    #[test]
    fn spec_sprite_frame_is_80_bytes_with_tint_at_64() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let frame = structure(&mut a, "Frame", &[("ViewProjection", m44), ("Tint", t.f4)]);
        let l = lay(&a, frame, CB);
        assert_eq!(offsets(&l), [0, 64]);
        assert_eq!((l.size, l.alignment), (80, 16));
        assert_eq!(
            l.kind,
            LayoutKind::Struct {
                name: "Frame".into(),
                members: vec![
                    MemberLayout {
                        name: "ViewProjection".into(),
                        offset: 0,
                        layout: TypeLayout {
                            ty: m44,
                            size: 64,
                            alignment: 16,
                            kind: LayoutKind::Matrix {
                                stride: 16,
                                packing: COL
                            }
                        }
                    },
                    MemberLayout {
                        name: "Tint".into(),
                        offset: 64,
                        layout: TypeLayout {
                            ty: t.f4,
                            size: 16,
                            alignment: 16,
                            kind: LayoutKind::Vector
                        }
                    },
                ]
            }
        );
    }

    #[test]
    fn arrays_of_matrices() {
        let mut a = TypeArena::new();
        let m34 = a.matrix(Scalar::FLOAT, 3, 4);
        let arr = a.array(m34, 3);
        let f = a.scalar(Scalar::FLOAT);
        let s = structure_with(
            &mut a,
            "Bones",
            vec![
                StructMember::new("col", arr, Span::default()),
                row_major("row", arr),
                StructMember::new("tail", f, Span::default()),
            ],
        );
        // column_major float3x4: 4 columns of float3 (stride 16) = 64 bytes per element;
        // row_major: 3 rows of float4 = 48 bytes.
        let cb = lay(&a, s, CB);
        assert_eq!(offsets(&cb), [0, 192, 336]);
        let m = members(&cb);
        assert_eq!(
            (array_stride(&m[0].layout), matrix_stride(&m[0].layout)),
            (64, 16)
        );
        assert_eq!(
            (array_stride(&m[1].layout), matrix_stride(&m[1].layout)),
            (48, 16)
        );
        match &m[1].layout.kind {
            LayoutKind::Array {
                element, length, ..
            } => {
                assert_eq!(*length, 3);
                assert_eq!(
                    element.kind,
                    LayoutKind::Matrix {
                        stride: 16,
                        packing: ROW
                    }
                );
            }
            other => panic!("{other:?}"),
        }
        // A bare array of matrices takes the packing passed in.
        let mut diags = DiagnosticBag::new();
        let l = layout_of(&a, arr, ROW, SB, &mut diags);
        assert_eq!((l.size, array_stride(&l)), (144, 48));
    }

    #[test]
    fn overlapping_packoffsets_are_osh0332_naming_both() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let s = structure_with(
            &mut a,
            "Params",
            vec![at("A", t.f4, 0), at("B", t.f2, 8), at("C", t.f4, 16)],
        );
        let mut diags = DiagnosticBag::new();
        let l = layout_of(&a, s, COL, CB, &mut diags);
        assert_eq!(offsets(&l), [0, 8, 16]);
        let reports = diags.reports();
        assert_eq!(reports.len(), 1, "{reports:?}");
        assert_eq!(reports[0].code, Code::PACKOFFSET_OVERLAP);
        assert_eq!(reports[0].span, span(10));
        assert_eq!(
            reports[0].message,
            "'B' (bytes 8..16) overlaps 'A' (bytes 0..16) in 'Params'. Move one of them with packoffset so their bytes do not overlap."
        );
        assert_eq!(reports[0].labels[0].span, span(0));
    }

    #[test]
    fn implicit_member_running_into_a_later_packoffset_overlaps() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let f4_2 = a.array(t.f4, 2);
        let s = structure_with(
            &mut a,
            "Params",
            vec![
                at("A", t.f4, 32),
                at("B", t.f4, 0),
                StructMember::new("C", f4_2, Span::default()),
            ],
        );
        let mut diags = DiagnosticBag::new();
        layout_of(&a, s, COL, CB, &mut diags);
        let r = &diags.reports()[0];
        assert_eq!(r.code, Code::PACKOFFSET_OVERLAP);
        assert!(
            r.message
                .starts_with("'C' (bytes 16..48) overlaps 'A' (bytes 32..48)"),
            "{}",
            r.message
        );
    }

    #[test]
    fn misaligned_and_straddling_explicit_offsets_are_osh0331() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let s = structure_with(&mut a, "Bad", vec![at("a", t.f, 2), at("b", t.f3, 24)]);
        let mut diags = DiagnosticBag::new();
        layout_of(&a, s, COL, CB, &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|r| r.code == Code::BAD_REGISTER));
        assert_eq!(
            r[0].message,
            "'Bad.a' is placed at byte 2, which is not a multiple of its alignment (4). Use an offset that is a multiple of 4."
        );
        assert_eq!(r[1].span, span(10));
        assert!(r[1].message.contains("crosses a 16-byte register boundary"));
    }

    #[test]
    fn deep_nesting_is_reported_once_not_a_stack_overflow() {
        let mut a = TypeArena::new();
        let mut ty = a.scalar(Scalar::FLOAT);
        for _ in 0..10_000 {
            ty = a.array(ty, 1);
        }
        let mut diags = DiagnosticBag::new();
        layout_of_at(&a, ty, COL, SB, span(7), &mut diags);
        assert_eq!(diags.reports().len(), 1);
        assert_eq!(diags.reports()[0].code, Code::NESTING_TOO_DEEP);
        assert_eq!(diags.reports()[0].span, span(7));
    }

    #[test]
    fn oversized_arrays_saturate_with_an_error() {
        let mut a = TypeArena::new();
        let f4 = a.vector(Scalar::FLOAT, 4);
        let big = a.array(f4, u32::MAX);
        let bigger = a.array(big, u32::MAX);
        let mut diags = DiagnosticBag::new();
        let l = layout_of(&a, bigger, COL, CB, &mut diags);
        assert_eq!(l.size, u32::MAX);
        assert!(diags
            .reports()
            .iter()
            .all(|r| r.code == Code::BAD_DECLARATION));
        assert!(diags.reports()[0].message.contains("more than 4 GiB"));
    }

    #[test]
    fn resource_members_take_no_bytes() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let sampler = a.intern(Type::Resource(crate::types::ResourceType::Sampler {
            comparison: false,
        }));
        let s = structure(
            &mut a,
            "WithSampler",
            &[("a", t.f), ("s", sampler), ("b", t.f)],
        );
        let l = lay(&a, s, CB);
        assert_eq!(offsets(&l), [0, 4]);
        assert_eq!(members(&l)[1].name, "b");
    }

    #[test]
    fn globals_without_register_follow_the_highest_explicit_one() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        // float a; float b : register(c2); float c;  -> b at 32, a and c after it.
        let g = structure_with(
            &mut a,
            "$Globals",
            vec![
                StructMember::new("a", t.f, Span::default()),
                at("b", t.f, 32),
                StructMember::new("c", t.f2, Span::default()),
            ],
        );
        let mut diags = DiagnosticBag::new();
        let l = layout_globals(&a, g, COL, BufferLayout::VulkanRelaxed, &mut diags);
        assert!(!diags.has_errors());
        assert_eq!(offsets(&l), [36, 32, 40]);
        assert_eq!(l.size, 48);
        // E12's register(c) example gives the same offsets as the cbuffer rule.
        let reg = structure_with(
            &mut a,
            "$Globals",
            vec![
                at("x", t.f, 160),
                StructMember::new("y", t.f, Span::default()),
                at("z", t.f, 16),
            ],
        );
        assert_eq!(
            offsets(&layout_globals(
                &a,
                reg,
                COL,
                BufferLayout::VulkanRelaxed,
                &mut diags
            )),
            [160, 164, 16]
        );
        // Without explicit offsets it is the ordinary constant-buffer layout.
        let plain = structure(&mut a, "$Globals", &[("a", t.f), ("b", t.f3), ("c", t.f4)]);
        assert_eq!(
            layout_globals(&a, plain, COL, BufferLayout::VulkanRelaxed, &mut diags),
            layout_of(&a, plain, COL, CB, &mut diags)
        );
    }

    #[test]
    fn push_constants_over_128_bytes_warn_osh0334() {
        let mut a = TypeArena::new();
        let m44 = a.matrix(Scalar::FLOAT, 4, 4);
        let f = a.scalar(Scalar::FLOAT);
        let small = structure(&mut a, "Small", &[("a", m44), ("b", m44)]);
        let big = structure(&mut a, "Big", &[("a", m44), ("b", m44), ("c", f)]);
        let mut diags = DiagnosticBag::new();
        let l = push_constant_layout(
            &a,
            small,
            COL,
            BufferLayout::VulkanRelaxed,
            "Small",
            span(5),
            &mut diags,
        );
        assert_eq!(l.size, 128);
        assert!(diags.reports().is_empty());
        let l = push_constant_layout(
            &a,
            big,
            COL,
            BufferLayout::VulkanRelaxed,
            "Draw",
            span(5),
            &mut diags,
        );
        assert_eq!(l.size, 144);
        let r = &diags.reports()[0];
        assert_eq!(
            (r.code, r.severity, r.span),
            (Code::PUSH_CONSTANT_TOO_LARGE, Severity::Warning, span(5))
        );
        assert_eq!(
            r.message,
            "Push-constant block 'Draw' is 144 bytes; Vulkan only guarantees 128. Move members to a constant buffer if it must run on every device."
        );
        assert!(!diags.has_errors());
    }

    /// DXC's own table (docs/SPIR-V.rst, "Memory layout rules"): struct T's member offsets
    /// under each rule set, for a uniform buffer and a storage buffer.
    #[test]
    fn dxc_memory_layout_rules_table() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let s = structure(&mut a, "S", &[("f", t.f3)]);
        let m23 = a.matrix(Scalar::FLOAT, 2, 3);
        let int = a.scalar(Scalar::INT);
        let int3 = a.array(int, 3);
        let f2x2 = a.array(t.f2, 2);
        let members = vec![
            StructMember::new("a_float", t.f, Span::default()),
            StructMember::new("b_float3", t.f3, Span::default()),
            StructMember::new("c_S_float3", s, Span::default()),
            StructMember::new("d_float2x3", m23, Span::default()),
            row_major("e_float2x3", m23),
            StructMember::new("f_int_3", int3, Span::default()),
            StructMember::new("g_float2_2", f2x2, Span::default()),
        ];
        let ty = structure_with(&mut a, "T", members);
        let table = [
            (
                BufferLayout::VulkanRelaxed,
                [0, 4, 16, 32, 80, 112, 160],
                [0, 4, 16, 32, 64, 96, 112],
            ),
            (
                BufferLayout::Dx,
                [0, 4, 16, 32, 80, 112, 160],
                [0, 4, 16, 28, 52, 76, 88],
            ),
            (
                BufferLayout::Gl,
                [0, 16, 32, 48, 96, 128, 176],
                [0, 16, 32, 48, 80, 112, 128],
            ),
            (
                BufferLayout::Scalar,
                [0, 4, 16, 28, 52, 76, 88],
                [0, 4, 16, 28, 52, 76, 88],
            ),
        ];
        for (layout, uniform, storage) in table {
            let cb = lay(
                &a,
                ty,
                LayoutRules::new(BufferClass::ConstantBuffer, layout),
            );
            assert_eq!(offsets(&cb), uniform, "{layout:?} uniform buffer");
            let sb = lay(&a, ty, LayoutRules::new(BufferClass::Structured, layout));
            assert_eq!(offsets(&sb), storage, "{layout:?} storage buffer");
        }
    }

    /// FXC packing: what follows an array or a struct packs into its last row, and a matrix
    /// ends after its last stored vector; tbuffers take the constant-buffer rules.
    #[test]
    fn dx_constant_buffers_pad_no_tails_and_structured_buffers_pack_tightly() {
        let mut a = TypeArena::new();
        let t = basics(&mut a);
        let f2 = a.array(t.f, 2);
        let inner = structure(&mut a, "Inner", &[("v", t.f3)]);
        let m34 = a.matrix(Scalar::FLOAT, 3, 4);
        let cb = structure(
            &mut a,
            "Params",
            &[
                ("a", f2),
                ("b", t.f),
                ("s", inner),
                ("c", t.f),
                ("m", m34),
                ("d", t.f),
            ],
        );
        let dx = |class| LayoutRules::new(class, BufferLayout::Dx);
        let l = lay(&a, cb, dx(BufferClass::ConstantBuffer));
        // a: 2 floats at stride 16 end at 20; Inner (12 bytes) at 32 ends at 44; the 3x4
        // column-major matrix (4 columns of 3) at 48 is 16*3+12 = 60 bytes.
        assert_eq!(offsets(&l), [0, 20, 32, 44, 48, 108]);
        assert_eq!(members(&l)[0].layout.size, 20);
        assert_eq!(members(&l)[4].layout.size, 60);
        assert_eq!(matrix_stride(&members(&l)[4].layout), 16);
        assert_eq!(l.size, 112);
        let tb = lay(&a, cb, dx(BufferClass::TextureBuffer));
        assert_eq!(offsets(&tb), offsets(&l));
        // The same struct in a structured buffer: scalar packing.
        let sb = lay(&a, cb, dx(BufferClass::Structured));
        assert_eq!(offsets(&sb), [0, 8, 12, 24, 28, 76]);
        let mut diags = DiagnosticBag::new();
        assert_eq!(
            struct_element_stride(&a, t.f3, COL, BufferLayout::Dx, &mut diags),
            12
        );
        assert_eq!(
            struct_element_stride(&a, t.f3, COL, BufferLayout::VulkanRelaxed, &mut diags),
            16
        );
        assert!(!diags.has_errors());
    }

    #[test]
    fn dx_one_element_matrix_vectors_in_a_constant_buffer_are_refused() {
        let mut a = TypeArena::new();
        let m14 = a.matrix(Scalar::FLOAT, 1, 4);
        let s = structure(&mut a, "P", &[("m", m14)]);
        let mut diags = DiagnosticBag::new();
        layout_of(
            &a,
            s,
            COL,
            LayoutRules::new(BufferClass::ConstantBuffer, BufferLayout::Dx),
            &mut diags,
        );
        assert_eq!(diags.reports()[0].code, Code::UNSUPPORTED);
        // Row-major it is one float4 row, which every rule set takes.
        let mut diags = DiagnosticBag::new();
        layout_of(
            &a,
            s,
            ROW,
            LayoutRules::new(BufferClass::ConstantBuffer, BufferLayout::Dx),
            &mut diags,
        );
        assert!(diags.reports().is_empty());
    }
}
