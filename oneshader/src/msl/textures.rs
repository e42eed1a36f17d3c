//! Textures and samplers: declarations and the texture opcodes.
//!
//! Input: `UniformConstant` globals and [`TextureOp`] instructions. Output: `texture*`,
//! `depth*` and `sampler` argument types and `sample*`, `gather*`, `read`, `write` and
//! `get_*` member calls.
//! Invariants: a texture used with a comparison sampler is declared as a depth texture; a
//! storage texture takes `access::read`, `write` or `read_write` from how the entry point uses
//! it; array layers are split from the coordinate (rounded for sampling) and passed as
//! `uint`; texel addresses are converted to `uint`.

use super::control::FnCx;
use super::exprs::comp;
use super::writer::Writer;
use crate::ir::{GlobalId, InstId, TextureOp, Value};
use crate::source::Span;
use crate::types::{Access, ResourceType, Scalar, ScalarKind, TextureDim, Type, TypeId};

struct TexInfo {
    dim: TextureDim,
    arrayed: bool,
    multisampled: bool,
    storage: bool,
    depth: bool,
    texel: TypeId,
}

/// The resource type of a resource global, or of the elements of a resource array.
fn resource_type(w: &Writer<'_>, g: GlobalId) -> Option<Type> {
    let global = w.m.global(g)?;
    Some(match w.m.types.get(global.ty) {
        Type::Array { element, .. } => w.m.types.get(element),
        t => t,
    })
}

fn tex_info(w: &Writer<'_>, g: GlobalId) -> Option<TexInfo> {
    match resource_type(w, g)? {
        Type::Resource(ResourceType::Texture {
            dim,
            arrayed,
            multisampled,
            access,
            texel,
        }) => Some(TexInfo {
            dim,
            arrayed,
            multisampled,
            storage: access == Access::ReadWrite,
            depth: w.uses.get(&g).is_some_and(|u| u.compared),
            texel,
        }),
        _ => None,
    }
}

/// The argument type of a texture or sampler global and its Metal argument class
/// (`texture` or `sampler`), `None` after an error.
pub(super) fn resource_decl(w: &mut Writer<'_>, g: GlobalId) -> Option<(String, &'static str)> {
    let global = w.m.global(g)?;
    let span = global.span;
    let gname = global.name.clone();
    let ty = match resource_type(w, g) {
        Some(Type::Resource(r)) => r,
        _ => return None,
    };
    match ty {
        // Comparison samplers are ordinary samplers in MSL: the host sets the compare function.
        ResourceType::Sampler { .. } => Some(("sampler".to_string(), "sampler")),
        ResourceType::TypedBuffer { .. } => {
            w.error(span, format!("The MSL backend does not write typed buffers yet ('{gname}': Buffer<T>/RWBuffer<T>). Use a StructuredBuffer<T>, or compile this shader for SPIR-V"));
            None
        }
        ResourceType::Texture { .. } => {
            let info = tex_info(w, g)?;
            let scalar = w.m.types.scalar_of(info.texel).unwrap_or(Scalar::FLOAT);
            // Textures are declared with 32-bit texels; half texels convert on access.
            let scalar = if scalar.is_float() && scalar.width == 16 {
                Scalar::FLOAT
            } else {
                scalar
            };
            let st = w.scalar(scalar, span);
            let dim = match (info.dim, info.arrayed) {
                (TextureDim::D1, false) => "1d",
                (TextureDim::D1, true) => "1d_array",
                (TextureDim::D2, false) => "2d",
                (TextureDim::D2, true) => "2d_array",
                (TextureDim::D3, false) => "3d",
                (TextureDim::Cube, false) => "cube",
                (TextureDim::Cube, true) => "cube_array",
                _ => {
                    w.error(span, format!("MSL has no 3D array textures ('{gname}'). Use a Texture3D or a Texture2DArray"));
                    "2d"
                }
            };
            let t = if info.storage {
                let u = w.uses.get(&g).cloned().unwrap_or_default();
                let access = match (u.read, u.written) {
                    (true, true) => "read_write",
                    (true, false) => "read",
                    _ => "write",
                };
                if info.multisampled {
                    w.error(
                        span,
                        format!("MSL has no writable multisampled textures ('{gname}')"),
                    );
                }
                format!("texture{dim}<{st}, access::{access}>")
            } else if info.depth {
                if info.multisampled {
                    "depth2d_ms<float>".to_string()
                } else {
                    if matches!(info.dim, TextureDim::D1 | TextureDim::D3) {
                        w.error(span, format!("Metal has no comparison sampling of 1D or 3D textures ('{gname}'). Use a Texture2D"));
                    }
                    format!("depth{dim}<float>")
                }
            } else if info.multisampled {
                if info.dim != TextureDim::D2 {
                    w.error(
                        span,
                        format!(
                            "MSL has only 2D multisampled textures ('{gname}'). Use a Texture2DMS"
                        ),
                    );
                }
                if info.arrayed {
                    format!("texture2d_ms_array<{st}>")
                } else {
                    format!("texture2d_ms<{st}>")
                }
            } else {
                format!("texture{dim}<{st}>")
            };
            Some((t, "texture"))
        }
        _ => {
            w.error(span, format!("The MSL backend cannot declare '{gname}'"));
            None
        }
    }
}

impl FnCx<'_, '_> {
    /// A texture or sampler operand: the global's name, or `name[i]` for an element of a
    /// binding array (the index is a variable: access-chain operands always are).
    fn resource_expr(&mut self, v: Value, span: Span) -> String {
        if let Value::Inst(i) = v {
            if let Some(crate::ir::InstKind::AccessChain { base, indices }) = self.f_inst_kind(i) {
                if let (Value::Global(g), [index]) = (base, indices.as_slice()) {
                    let name = self.w.global_name(g);
                    let index = self.val(*index, span);
                    return format!("{name}[{index}]");
                }
            }
        }
        self.w
            .root_global(self.f, v)
            .map(|g| self.w.global_name(g))
            .unwrap_or_default()
    }

    /// The kind of instruction `i` of the function being written, cloned.
    fn f_inst_kind(&self, i: InstId) -> Option<crate::ir::InstKind> {
        self.func.inst(i).map(|inst| inst.kind.clone())
    }

    #[allow(clippy::too_many_arguments)]
    pub fn texture(
        &mut self,
        i: InstId,
        op: TextureOp,
        operands: &[Value],
        offset: Option<Value>,
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
        let Some(info) = tex_info(self.w, g) else {
            // Typed buffers and resource arrays are refused at their declaration already.
            let declared_refused = self.w.m.global(g).is_some_and(|global| {
                global.resource_count.is_some()
                    || matches!(
                        self.w.m.types.get(global.ty),
                        Type::Resource(ResourceType::TypedBuffer { .. })
                    )
            });
            if !declared_refused {
                self.w.error(
                    span,
                    "The MSL backend supports this operation on textures only",
                );
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
                format!("int(round({l}))")
            } else {
                l
            };
            (format!("{coord}.{sw}"), Some(layer))
        } else {
            (coord.clone(), None)
        };
        let layer_arg = layer.map(|l| format!(", uint({l})")).unwrap_or_default();
        let off = match offset {
            Some(o) => {
                if matches!(info.dim, TextureDim::Cube | TextureDim::D1) {
                    self.w.error(
                        span,
                        "MSL has no texel offsets on cube or 1D textures. Remove the offset",
                    );
                }
                format!(", {}", self.val(o, span))
            }
            None => String::new(),
        };
        let result_size = self.size_of(ty);
        let pixel = self.w.entry.stage == crate::target::Stage::Pixel;
        let arg = |k: usize| ops.get(k).cloned().unwrap_or_default();
        let grad = match info.dim {
            TextureDim::D3 => "gradient3d",
            TextureDim::Cube => "gradientcube",
            _ => "gradient2d",
        };
        // Texel addresses are unsigned in MSL.
        let cn = if info.arrayed { n.saturating_sub(1) } else { n };
        let ucoord = if cn > 1 {
            format!("uint{cn}({c})")
        } else {
            format!("uint({c})")
        };
        let e = match op {
            TextureOp::Sample | TextureOp::SampleBias | TextureOp::SampleCompare => {
                if !pixel {
                    self.w.error(span, "MSL samples with implicit derivatives only in fragment functions. Use SampleLevel");
                }
                match op {
                    TextureOp::Sample => {
                        format!("{tex}.sample({sampler}, {c}{layer_arg}{off})")
                    }
                    TextureOp::SampleBias => format!(
                        "{tex}.sample({sampler}, {c}{layer_arg}, bias({}){off})",
                        arg(3)
                    ),
                    _ => format!(
                        "{tex}.sample_compare({sampler}, {c}{layer_arg}, {}{off})",
                        arg(3)
                    ),
                }
            }
            TextureOp::SampleLevel => format!(
                "{tex}.sample({sampler}, {c}{layer_arg}, level({}){off})",
                arg(3)
            ),
            TextureOp::SampleGrad => format!(
                "{tex}.sample({sampler}, {c}{layer_arg}, {grad}({}, {}){off})",
                arg(3),
                arg(4)
            ),
            TextureOp::SampleCompareLevelZero => format!(
                "{tex}.sample_compare({sampler}, {c}{layer_arg}, {}, level(0){off})",
                arg(3)
            ),
            TextureOp::Gather { component } => {
                if info.depth || component == 0 {
                    format!("{tex}.gather({sampler}, {c}{layer_arg}{off})")
                } else {
                    let off = if off.is_empty() {
                        match info.dim {
                            TextureDim::Cube => String::new(),
                            _ => ", int2(0)".to_string(),
                        }
                    } else {
                        off
                    };
                    format!(
                        "{tex}.gather({sampler}, {c}{layer_arg}{off}, component::{})",
                        comp(component)
                    )
                }
            }
            TextureOp::GatherCompare => format!(
                "{tex}.gather_compare({sampler}, {c}{layer_arg}, {}{off})",
                arg(3)
            ),
            TextureOp::Load => {
                if info.storage {
                    format!("{tex}.read({ucoord}{layer_arg})")
                } else if info.multisampled {
                    format!("{tex}.read({ucoord}{layer_arg}, uint({}))", arg(2))
                } else if info.dim == TextureDim::D1 {
                    format!("{tex}.read({ucoord}{layer_arg})")
                } else {
                    let lvl = if ops.len() > 2 { arg(2) } else { "0".into() };
                    format!("{tex}.read({ucoord}{layer_arg}, uint({lvl}))")
                }
            }
            TextureOp::Store => {
                let v = arg(2);
                let vt = operands.get(2).map(|x| self.ty_of(*x)).unwrap_or(ty);
                let vn = self.size_of(vt);
                let scalar = self.w.m.types.scalar_of(vt).unwrap_or(Scalar::FLOAT);
                let (v, scalar) = if scalar.is_float() && scalar.width == 16 {
                    let f = if vn > 1 {
                        format!("float{vn}({v})")
                    } else {
                        format!("float({v})")
                    };
                    (f, Scalar::FLOAT)
                } else {
                    (v, scalar)
                };
                let v4 = widen4(&v, vn, scalar);
                self.line_fmt(format_args!("{tex}.write({v4}, {ucoord}{layer_arg});"));
                return;
            }
            TextureOp::QuerySize => {
                let lvl = if ops.len() > 1 && !info.storage && !info.multisampled {
                    format!("uint({})", arg(1))
                } else {
                    String::new()
                };
                let mut parts = vec![format!("{tex}.get_width({lvl})")];
                if matches!(info.dim, TextureDim::D2 | TextureDim::D3 | TextureDim::Cube) {
                    parts.push(format!("{tex}.get_height({lvl})"));
                }
                if info.dim == TextureDim::D3 {
                    parts.push(format!("{tex}.get_depth({lvl})"));
                }
                if info.arrayed {
                    parts.push(format!("{tex}.get_array_size()"));
                }
                parts.truncate(result_size.max(1) as usize);
                if parts.len() > 1 {
                    format!("uint{}({})", parts.len(), parts.join(", "))
                } else {
                    parts.concat()
                }
            }
            TextureOp::QueryLevels => format!("{tex}.get_num_mip_levels()"),
            TextureOp::QuerySamples => format!("{tex}.get_num_samples()"),
            TextureOp::QueryLod => format!("{tex}.calculate_clamped_lod({sampler}, {c})"),
        };
        // Results: the texel type as declared; MSL gives 4 components (1 for depth).
        let produced_size: u8 = match op {
            TextureOp::SampleCompare
            | TextureOp::SampleCompareLevelZero
            | TextureOp::QuerySize
            | TextureOp::QueryLevels
            | TextureOp::QuerySamples
            | TextureOp::QueryLod => result_size,
            TextureOp::Gather { .. } | TextureOp::GatherCompare => 4,
            _ if info.depth => 1,
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
        // Half texels: MSL returned float components.
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

/// A texel value widened to the 4 components `write` takes.
fn widen4(v: &str, n: u8, s: Scalar) -> String {
    let (t, zero) = match s.kind {
        ScalarKind::Int => ("int", "0"),
        ScalarKind::Uint => ("uint", "0u"),
        _ => ("float", "0.0f"),
    };
    match n {
        4 => v.to_string(),
        1 => format!("{t}4({v}, {zero}, {zero}, {zero})"),
        2 => format!("{t}4({v}, {zero}, {zero})"),
        _ => format!("{t}4({v}, {zero})"),
    }
}
