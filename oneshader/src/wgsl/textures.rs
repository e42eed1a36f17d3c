//! Textures and samplers: declarations and the texture opcodes.
//!
//! Input: `UniformConstant` globals and [`TextureOp`] instructions. Output: `texture_*` and
//! `sampler`/`sampler_comparison` declarations and `textureSample*`, `textureGather*`,
//! `textureLoad`, `textureStore` and query calls.
//! Invariants: a texture used with a comparison sampler is declared as a depth texture; a
//! storage texture takes its format from `[[vk::image_format]]` (else OSH5202) and `read`,
//! `write` or `read_write` from how the entry point uses it; array layers are the last
//! coordinate component, rounded for sampling.

use super::control::FnCx;
use super::exprs::comp;
use super::writer::Writer;
use crate::ir::{GlobalId, InstId, TextureOp, Value};
use crate::source::Span;
use crate::types::{Access, ResourceType, Scalar, ScalarKind, TextureDim, Type, TypeId};

/// The WGSL storage format of a `[[vk::image_format]]` name.
fn storage_format(f: &str) -> Option<&'static str> {
    Some(match f {
        "rgba32f" => "rgba32float",
        "rgba16f" => "rgba16float",
        "rg32f" => "rg32float",
        "r32f" => "r32float",
        "rgba8" => "rgba8unorm",
        "rgba8snorm" => "rgba8snorm",
        "rgba32ui" => "rgba32uint",
        "rgba16ui" => "rgba16uint",
        "rgba8ui" => "rgba8uint",
        "rg32ui" => "rg32uint",
        "r32ui" => "r32uint",
        "rgba32i" => "rgba32sint",
        "rgba16i" => "rgba16sint",
        "rgba8i" => "rgba8sint",
        "rg32i" => "rg32sint",
        "r32i" => "r32sint",
        "bgra8" => "bgra8unorm",
        _ => return None,
    })
}

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

/// The declaration of a texture, sampler or typed-buffer global.
pub(super) fn resource_decl(w: &mut Writer<'_>, g: GlobalId, binding: &str, name: &str) -> String {
    let Some(global) = w.m.global(g) else {
        return String::new();
    };
    let span = global.span;
    let gname = global.name.clone();
    let ty = match resource_type(w, g) {
        Some(Type::Resource(r)) => r,
        _ => return String::new(),
    };
    let t = match ty {
        ResourceType::Sampler { comparison } => {
            if comparison {
                "sampler_comparison".to_string()
            } else {
                "sampler".to_string()
            }
        }
        ResourceType::TypedBuffer { .. } => {
            w.error(span, format!("WGSL has no typed buffers ('{gname}': Buffer<T>/RWBuffer<T>). Use a StructuredBuffer<T>"));
            return String::new();
        }
        ResourceType::Texture { .. } => {
            let Some(info) = tex_info(w, g) else {
                return String::new();
            };
            let scalar = w.m.types.scalar_of(info.texel).unwrap_or(Scalar::FLOAT);
            // WGSL textures hold f32, i32 or u32 texels; half texels convert on access.
            let scalar = if scalar.is_float() && scalar.width == 16 {
                Scalar::FLOAT
            } else {
                scalar
            };
            let st = w.scalar(scalar, span);
            let dim = match (info.dim, info.arrayed) {
                (TextureDim::D1, false) => "1d",
                (TextureDim::D2, false) => "2d",
                (TextureDim::D2, true) => "2d_array",
                (TextureDim::D3, false) => "3d",
                (TextureDim::Cube, false) => "cube",
                (TextureDim::Cube, true) => "cube_array",
                _ => {
                    w.error(span, format!("WGSL has no 1D array or 3D array textures ('{gname}'). Use a Texture2DArray or a Texture2D"));
                    "2d"
                }
            };
            if info.storage {
                let u = w.uses.get(&g).cloned().unwrap_or_default();
                let declared = global
                    .image_format
                    .as_deref()
                    .filter(|_| global.image_format_declared);
                let Some(fmt) = declared else {
                    w.error(span, format!("The storage texture '{gname}' has no texel format; WGSL needs one. Add [[vk::image_format(\"rgba8\")]] (or the format you use) to its declaration"));
                    return String::new();
                };
                let Some(f) = storage_format(fmt) else {
                    w.error(span, format!("WGSL has no storage texture format '{fmt}' ('{gname}'). Use rgba8, rgba16f, rgba32f, r32f, r32ui or r32i"));
                    return String::new();
                };
                let access = match (u.read, u.written) {
                    (true, true) => {
                        if !matches!(f, "r32float" | "r32uint" | "r32sint") {
                            w.error(span, format!("WebGPU reads and writes one storage texture only in r32float, r32uint or r32sint; '{gname}' is {fmt}. Use two textures or one of those formats"));
                        }
                        "read_write"
                    }
                    (true, false) => "read",
                    _ => "write",
                };
                if info.multisampled {
                    w.error(
                        span,
                        format!("WGSL has no multisampled storage textures ('{gname}')"),
                    );
                }
                format!("texture_storage_{dim}<{f}, {access}>")
            } else if info.depth {
                if info.multisampled {
                    "texture_depth_multisampled_2d".to_string()
                } else {
                    format!("texture_depth_{dim}")
                }
            } else if info.multisampled {
                if info.arrayed || info.dim != TextureDim::D2 {
                    w.error(
                        span,
                        format!(
                            "WGSL has only 2D multisampled textures ('{gname}'). Use a Texture2DMS"
                        ),
                    );
                }
                format!("texture_multisampled_2d<{st}>")
            } else {
                format!("texture_{dim}<{st}>")
            }
        }
        _ => {
            w.error(span, format!("The WGSL backend cannot declare '{gname}'"));
            return String::new();
        }
    };
    // A resource array is a wgpu binding array (the writer refused it where that is not
    // allowed); an unbounded one has no size.
    let t = match (global.resource_count, global.binding.is_some()) {
        (Some(0), true) => {
            w.d.uses_binding_array = true;
            format!("binding_array<{t}>")
        }
        (Some(n), true) => {
            w.d.uses_binding_array = true;
            format!("binding_array<{t}, {n}>")
        }
        _ => t,
    };
    format!("{binding}var {name}: {t};\n")
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
                    "The WGSL backend supports this operation on textures only",
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
                format!("i32(round({l}))")
            } else {
                l
            };
            (format!("{coord}.{sw}"), Some(layer))
        } else {
            (coord.clone(), None)
        };
        let layer_arg = layer.map(|l| format!(", {l}")).unwrap_or_default();
        let off = match offset {
            Some(o) => {
                if info.dim == TextureDim::Cube {
                    self.w.error(
                        span,
                        "WGSL has no texel offsets on cube textures. Remove the offset",
                    );
                }
                if !matches!(o, Value::Constant(_)) {
                    self.w.error(
                        span,
                        "WGSL texel offsets must be constant. Use a constant offset",
                    );
                }
                format!(", {}", self.val(o, span))
            }
            None => String::new(),
        };
        let result_t = self.w.m.types.get(ty);
        let result_size = self.size_of(ty);
        let pixel = self.w.entry.stage == crate::target::Stage::Pixel;
        let arg = |k: usize| ops.get(k).cloned().unwrap_or_default();
        let e = match op {
            TextureOp::Sample | TextureOp::SampleBias | TextureOp::SampleCompare => {
                if !pixel {
                    self.w.error(span, "WGSL samples with implicit derivatives only in pixel shaders. Use SampleLevel");
                }
                match op {
                    TextureOp::Sample => {
                        format!("textureSample({tex}, {sampler}, {c}{layer_arg}{off})")
                    }
                    TextureOp::SampleBias => format!(
                        "textureSampleBias({tex}, {sampler}, {c}{layer_arg}, {}{off})",
                        arg(3)
                    ),
                    _ => format!(
                        "textureSampleCompare({tex}, {sampler}, {c}{layer_arg}, {}{off})",
                        arg(3)
                    ),
                }
            }
            TextureOp::SampleLevel => {
                let lvl = if info.depth {
                    format!("i32({})", arg(3))
                } else {
                    arg(3)
                };
                format!("textureSampleLevel({tex}, {sampler}, {c}{layer_arg}, {lvl}{off})")
            }
            TextureOp::SampleGrad => format!(
                "textureSampleGrad({tex}, {sampler}, {c}{layer_arg}, {}, {}{off})",
                arg(3),
                arg(4)
            ),
            TextureOp::SampleCompareLevelZero => format!(
                "textureSampleCompareLevel({tex}, {sampler}, {c}{layer_arg}, {}{off})",
                arg(3)
            ),
            TextureOp::Gather { component } => {
                if info.depth {
                    format!("textureGather({tex}, {sampler}, {c}{layer_arg}{off})")
                } else {
                    format!("textureGather({component}, {tex}, {sampler}, {c}{layer_arg}{off})")
                }
            }
            TextureOp::GatherCompare => format!(
                "textureGatherCompare({tex}, {sampler}, {c}{layer_arg}, {}{off})",
                arg(3)
            ),
            TextureOp::Load => {
                if info.storage {
                    format!("textureLoad({tex}, {c}{layer_arg})")
                } else {
                    let lvl = if ops.len() > 2 { arg(2) } else { "0".into() };
                    format!("textureLoad({tex}, {c}{layer_arg}, {lvl})")
                }
            }
            TextureOp::Store => {
                let v = arg(2);
                let vt = operands.get(2).map(|x| self.ty_of(*x)).unwrap_or(ty);
                let vn = self.size_of(vt);
                let scalar = self.w.m.types.scalar_of(vt).unwrap_or(Scalar::FLOAT);
                let (v, scalar) = if scalar.is_float() && scalar.width == 16 {
                    let f = if vn > 1 {
                        format!("vec{vn}<f32>({v})")
                    } else {
                        format!("f32({v})")
                    };
                    (f, Scalar::FLOAT)
                } else {
                    (v, scalar)
                };
                let v4 = widen4(&v, vn, scalar);
                self.line_fmt(format_args!("textureStore({tex}, {c}{layer_arg}, {v4});"));
                return;
            }
            TextureOp::QuerySize => {
                let lvl = if ops.len() > 1 && !info.storage && !info.multisampled {
                    format!(", {}", arg(1))
                } else {
                    String::new()
                };
                let d = format!("textureDimensions({tex}{lvl})");
                if info.arrayed {
                    format!("vec{result_size}<u32>({d}, textureNumLayers({tex}))")
                } else {
                    d
                }
            }
            TextureOp::QueryLevels => format!("textureNumLevels({tex})"),
            TextureOp::QuerySamples => format!("textureNumSamples({tex})"),
            TextureOp::QueryLod => {
                self.w.error(span, "WGSL has no CalculateLevelOfDetail. Compute the level from derivatives (log2 of the texel footprint) instead");
                return;
            }
        };
        // Results: the texel type as declared; WGSL gives vec4 (or f32 for depth).
        let produced_size: u8 = match op {
            TextureOp::SampleCompare
            | TextureOp::SampleCompareLevelZero
            | TextureOp::QuerySize
            | TextureOp::QueryLevels
            | TextureOp::QuerySamples => result_size,
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
        let _ = result_t;
        // Half texels: WGSL returned f32 components.
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

/// A texel value widened to the 4 components `textureStore` takes.
fn widen4(v: &str, n: u8, s: Scalar) -> String {
    let (t, zero) = match s.kind {
        ScalarKind::Int => ("i32", "0i"),
        ScalarKind::Uint => ("u32", "0u"),
        _ => ("f32", "0.0f"),
    };
    match n {
        4 => v.to_string(),
        1 => format!("vec4<{t}>({v}, {zero}, {zero}, {zero})"),
        2 => format!("vec4<{t}>({v}, {zero}, {zero})"),
        _ => format!("vec4<{t}>({v}, {zero})"),
    }
}
