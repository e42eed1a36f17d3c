//! Texture operations: the operands every dialect computes alike (the texture and sampler
//! expressions, the coordinate with its array layer split off, the texel offset) and the
//! adaptation of the result to the declared texel type; the call itself is the dialect's
//! ([`Dialect::texture_call`], [`Dialect::texture_store`]), as are declarations.
//!
//! Input: [`TextureOp`] instructions on `UniformConstant` globals. Output: the assignment of
//! the texel (or query result) in the IR's result type, or the store statement.
//! Invariants: a texture used with a comparison sampler is a depth texture ([`TexInfo::depth`]);
//! array layers are the last coordinate component, rounded to an integer for sampling; the
//! result always has the IR's type: texels come back as four components (one for depth) and
//! are narrowed, half texels are converted from 32-bit ones.

use super::control::FnCx;
use super::exprs::comp;
use super::{Dialect, Writer};
use crate::ir::{GlobalId, InstId, InstKind, TextureOp, Value};
use crate::source::Span;
use crate::types::{Access, ResourceType, Scalar, ScalarKind, TextureDim, Type, TypeId};

/// What a texture global is.
pub(crate) struct TexInfo {
    pub dim: TextureDim,
    pub arrayed: bool,
    pub multisampled: bool,
    /// A read-write (storage) texture.
    pub storage: bool,
    /// Used with a comparison sampler: a depth texture.
    pub depth: bool,
    pub texel: TypeId,
}

/// The resource type of a resource global, or of the elements of a resource array.
pub(crate) fn resource_type<D>(w: &Writer<'_, D>, g: GlobalId) -> Option<Type> {
    let global = w.m.global(g)?;
    Some(match w.m.types.get(global.ty) {
        Type::Array { element, .. } => w.m.types.get(element),
        t => t,
    })
}

/// Whether `g` is a single input attachment (`SubpassInput<T>`, not an array): whether it
/// is multisampled, and its texel type `T`.
pub(crate) fn subpass_input<D>(w: &Writer<'_, D>, g: GlobalId) -> Option<(bool, TypeId)> {
    let global = w.m.global(g)?;
    match w.m.types.get(global.ty) {
        Type::Resource(ResourceType::SubpassInput {
            multisampled,
            texel,
        }) if global.resource_count.is_none() => Some((multisampled, texel)),
        _ => None,
    }
}

/// What texture global `g` is, `None` when it is not a texture (nor a texel buffer the
/// dialect writes).
pub(crate) fn tex_info<D: Dialect>(w: &Writer<'_, D>, g: GlobalId) -> Option<TexInfo> {
    match resource_type(w, g)? {
        Type::Resource(ResourceType::Texture {
            dim,
            arrayed,
            multisampled,
            access,
            texel,
            ..
        }) => Some(TexInfo {
            dim,
            arrayed,
            multisampled,
            storage: access == Access::ReadWrite,
            depth: w.uses.get(&g).is_some_and(|u| u.compared),
            texel,
        }),
        // A texel buffer is a one-dimensional texture without levels to the dialect.
        Type::Resource(ResourceType::TypedBuffer { access, texel }) if D::TEXEL_BUFFERS => {
            Some(TexInfo {
                dim: TextureDim::D1,
                arrayed: false,
                multisampled: false,
                storage: access == Access::ReadWrite,
                depth: false,
                texel,
            })
        }
        _ => None,
    }
}

/// The texel scalar type of texture `info`'s declaration: 32-bit (half texels are declared as
/// float and converted on access).
pub(crate) fn declared_texel<D: Dialect>(
    w: &mut Writer<'_, D>,
    info: &TexInfo,
    span: Span,
) -> String {
    let scalar = w.m.types.scalar_of(info.texel).unwrap_or(Scalar::FLOAT);
    let scalar = if scalar.is_float() && scalar.width == 16 {
        Scalar::FLOAT
    } else {
        scalar
    };
    w.scalar(scalar, span)
}

/// The dimension in a texture type's name (`2d`, `cube_array`); `None` for 3D arrays, which
/// neither language has.
pub(crate) fn dim_name(dim: TextureDim, arrayed: bool) -> Option<&'static str> {
    Some(match (dim, arrayed) {
        (TextureDim::D1, false) => "1d",
        (TextureDim::D1, true) => "1d_array",
        (TextureDim::D2, false) => "2d",
        (TextureDim::D2, true) => "2d_array",
        (TextureDim::D3, false) => "3d",
        (TextureDim::Cube, false) => "cube",
        (TextureDim::Cube, true) => "cube_array",
        (TextureDim::D3, true) => return None,
    })
}

/// How the entry point uses storage texture `g`: `read_write`, `read` or `write` (queries read
/// no texels, so a texture only written and queried stays `write`).
pub(crate) fn storage_access<D>(w: &Writer<'_, D>, g: GlobalId) -> &'static str {
    let u = w.uses.get(&g).cloned().unwrap_or_default();
    match (u.read, u.written) {
        (true, true) => "read_write",
        (true, false) => "read",
        _ => "write",
    }
}

/// The operands of one texture operation, as expressions.
pub(crate) struct TexCall {
    pub op: TextureOp,
    pub info: TexInfo,
    /// The texture and sampler (empty for operations without one).
    pub tex: String,
    pub sampler: String,
    /// Every operand as an expression ([`Self::arg`]).
    pub ops: Vec<String>,
    /// The coordinate without the array layer, its component count (with the layer) and the
    /// layer as `, layer` in the dialect's form (empty when not arrayed).
    pub c: String,
    pub n: u32,
    pub layer_arg: String,
    /// The texel offset as `, offset` (empty when none).
    pub off: String,
    /// The minimum-LOD clamp as `, min_lod_clamp(x)` (empty when none; only dialects with
    /// [`Dialect::MIN_LOD_CLAMP`] get one).
    pub clamp: String,
    /// The vector size of the IR's result type.
    pub result_size: u8,
    pub span: Span,
}

impl TexCall {
    /// Operand `k` as an expression (empty when absent).
    pub fn arg(&self, k: usize) -> String {
        self.ops.get(k).cloned().unwrap_or_default()
    }

    /// The mip level of a `Load` (0 when the operation has none).
    pub fn load_level(&self) -> String {
        if self.ops.len() > 2 {
            self.arg(2)
        } else {
            "0".into()
        }
    }

    /// The mip level of a `QuerySize`, where the texture has levels.
    pub fn query_level(&self) -> Option<String> {
        let levels = !self.info.storage && !self.info.multisampled;
        (self.ops.len() > 1 && levels).then(|| self.arg(1))
    }
}

impl<D: Dialect> FnCx<'_, '_, D> {
    /// A texture or sampler operand: the global's name, or `name[i]` for an element of a
    /// binding array (the index is a variable: access-chain operands always are).
    pub(crate) fn resource_expr(&mut self, v: Value, span: Span) -> String {
        if let Value::Inst(i) = v {
            if let Some(InstKind::AccessChain { base, indices }) = self.f_inst_kind(i) {
                if let (Value::Global(g), [index]) = (base, indices.as_slice()) {
                    let index = self.val(*index, span);
                    let name = self.w.global_name_ref(g);
                    return D::resource_element(self.w, g, &name, &index);
                }
            }
        }
        self.w
            .root_global(self.f, v)
            .map(|g| self.w.global_name(g))
            .unwrap_or_default()
    }

    /// The four offsets of a gather whose offset operand is an `int2[4]` constant.
    fn four_offsets(&self, offset: Value) -> Option<Vec<Value>> {
        let Value::Constant(c) = offset else {
            return None;
        };
        let constant = self.w.m.constants.get(c)?;
        if !matches!(self.w.m.types.get(constant.ty), Type::Array { .. }) {
            return None;
        }
        match &constant.value {
            crate::ir::ConstValue::Composite(parts) if parts.len() == 4 => {
                Some(parts.iter().map(|p| Value::Constant(*p)).collect())
            }
            _ => None,
        }
    }

    /// The kind of instruction `i` of the function being written, cloned.
    fn f_inst_kind(&self, i: InstId) -> Option<InstKind> {
        self.func.inst(i).map(|inst| inst.kind.clone())
    }

    #[allow(clippy::too_many_arguments)]
    pub fn texture(
        &mut self,
        i: InstId,
        op: TextureOp,
        operands: &[Value],
        offset: Option<Value>,
        min_lod: Option<Value>,
        ty: TypeId,
        span: Span,
    ) {
        let Some(g) = operands
            .first()
            .and_then(|v| self.w.root_global(self.f, *v))
        else {
            self.w
                .error(span, "internal: a texture operation without a texture");
            return;
        };
        if subpass_input(self.w, g).is_some() {
            if let Some(e) = D::subpass_read(self, g, operands, ty, span) {
                self.assign(i, &e);
            }
            return;
        }
        let Some(info) = tex_info(self.w, g) else {
            // Typed buffers, subpass inputs and resource arrays are refused at their declaration
            // already.
            let declared_refused = self.w.m.global(g).is_some_and(|global| {
                global.resource_count.is_some()
                    || matches!(
                        self.w.m.types.get(global.ty),
                        Type::Resource(
                            ResourceType::TypedBuffer { .. } | ResourceType::SubpassInput { .. }
                        )
                    )
            });
            if !declared_refused {
                let msg = format!(
                    "The {} supports this operation on textures only",
                    D::BACKEND
                );
                self.w.error(span, msg);
            }
            return;
        };
        let tex = operands
            .first()
            .map(|v| self.resource_expr(*v, span))
            .unwrap_or_default();
        let ops: Vec<String> = operands.iter().map(|v| self.val(*v, span)).collect();
        let sampler = if op.takes_sampler() {
            operands
                .get(1)
                .map(|v| self.resource_expr(*v, span))
                .unwrap_or_default()
        } else {
            String::new()
        };
        let coord_v = if op.takes_sampler() { 2 } else { 1 };
        let coord = ops.get(coord_v).cloned().unwrap_or_default();
        let coord_ty = operands.get(coord_v).map(|v| self.ty_of(*v)).unwrap_or(ty);
        let n = self.size_of(coord_ty) as u32;
        // Split the layer off array coordinates.
        let (c, layer) = if info.arrayed && n >= 2 {
            let sw: String = (0..n - 1).map(comp).collect();
            let l = format!("{coord}.{}", comp(n - 1));
            let is_float = self
                .w
                .m
                .types
                .scalar_of(coord_ty)
                .is_some_and(|s| s.is_float());
            let layer = if is_float {
                format!("{}(round({l}))", D::INT)
            } else {
                l
            };
            (format!("{coord}.{sw}"), Some(layer))
        } else {
            (coord.clone(), None)
        };
        let layer_arg = layer.map(|l| D::layer_arg(&l)).unwrap_or_default();
        // A gather's four offsets (an `int2[4]` constant): four gathers, each keeping the
        // texel its offset selects (the footprint's i0j0, `.w`), as SPIR-V's ConstOffsets
        // and GLSL's textureGatherOffsets define it.
        let four = offset.and_then(|o| self.four_offsets(o));
        let off = match offset {
            Some(_) if four.is_some() => String::new(),
            Some(o) => {
                D::check_texel_offset(self, &info, o, span);
                format!(", {}", self.val(o, span))
            }
            None => String::new(),
        };
        let result_size = self.size_of(ty);
        let clamp = match min_lod {
            Some(m) => format!(", min_lod_clamp({})", self.val(m, span)),
            None => String::new(),
        };
        let call = TexCall {
            op,
            info,
            tex,
            sampler,
            ops,
            c,
            n,
            layer_arg,
            off,
            clamp,
            result_size,
            span,
        };
        if op == TextureOp::Store {
            let v = call.arg(2);
            let vt = operands.get(2).map(|x| self.ty_of(*x)).unwrap_or(ty);
            let vn = self.size_of(vt);
            let scalar = self.w.m.types.scalar_of(vt).unwrap_or(Scalar::FLOAT);
            // Textures hold 32-bit texels: half values are widened first.
            let (v, scalar) = if scalar.is_float() && scalar.width == 16 {
                let f = D::scalar_name(Scalar::FLOAT);
                let f = if vn > 1 {
                    format!("{}({v})", D::vector_type(f, vn))
                } else {
                    format!("{f}({v})")
                };
                (f, Scalar::FLOAT)
            } else {
                (v, scalar)
            };
            let v4 = widen4::<D>(&v, vn, scalar);
            D::texture_store(self, &call, &v4);
            return;
        }
        let e = match four {
            Some(parts) => {
                let mut call = call;
                let mut picked = Vec::with_capacity(4);
                for part in parts {
                    D::check_texel_offset(self, &call.info, part, span);
                    call.off = format!(", {}", self.val(part, span));
                    let Some(g) = D::texture_call(self, &call) else {
                        return;
                    };
                    picked.push(format!("{g}.w"));
                }
                let t = self.w.ty(ty, span);
                let e = format!("{t}({})", picked.join(", "));
                self.assign(i, &e);
                return;
            }
            None => D::texture_call(self, &call),
        };
        let Some(e) = e else {
            return;
        };
        // Results: the texel type as declared; the call gives 4 components (1 for depth).
        let produced_size: u8 = match op {
            TextureOp::GatherCompare => 4,
            _ if op.is_compare() => result_size,
            TextureOp::QuerySize
            | TextureOp::QueryLevels
            | TextureOp::QuerySamples
            | TextureOp::QueryLod => result_size,
            TextureOp::Gather { .. } => 4,
            _ if call.info.depth => 1,
            _ => 4,
        };
        let e = if produced_size == result_size {
            e
        } else if produced_size == 1 {
            let t = self.w.ty(ty, span);
            format!("{t}({e})")
        } else if result_size == 1 {
            format!("{e}.x")
        } else {
            let sw: String = (0..result_size as u32).map(comp).collect();
            format!("{e}.{sw}")
        };
        // Half texels: the call returned 32-bit components.
        let half = self
            .w
            .m
            .types
            .scalar_of(ty)
            .is_some_and(|s| s.is_float() && s.width == 16);
        let e = if half && produced_size != 1 {
            let t = self.w.ty(ty, span);
            format!("{t}({e})")
        } else {
            e
        };
        self.assign(i, &e);
    }
}

/// A texel value of `n` components widened to the 4 that a texture store takes.
fn widen4<D: Dialect>(v: &str, n: u8, s: Scalar) -> String {
    let s = match s.kind {
        ScalarKind::Int => Scalar::INT,
        ScalarKind::Uint => Scalar::UINT,
        _ => Scalar::FLOAT,
    };
    let zero = super::writer::scalar_literal::<D>(s, 0);
    let t = D::vector_type(D::scalar_name(s), 4);
    match n {
        4 => v.to_string(),
        1 => format!("{t}({v}, {zero}, {zero}, {zero})"),
        2 => format!("{t}({v}, {zero}, {zero})"),
        _ => format!("{t}({v}, {zero})"),
    }
}
