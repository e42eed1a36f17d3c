//! MSL's textures and samplers: argument types and the member calls of the texture opcodes.
//! The operands (texture, sampler, coordinate with its layer split off, offset) and the
//! result's adaptation to the declared texel type are shared ([`crate::textgen::textures`]).
//!
//! Input: `UniformConstant` globals and [`TextureOp`] operands. Output: `texture*`,
//! `depth*` and `sampler` argument types and `sample*`, `gather*`, `read`, `write` and
//! `get_*` member calls.
//! Invariants: a texture used with a comparison sampler is declared as a depth texture; a
//! storage texture takes `access::read`, `write` or `read_write` from how the entry point uses
//! it; array layers are split from the coordinate (rounded for sampling) and passed as
//! `uint`; texel addresses are converted to `uint`.

use super::writer::{FnCx, Writer};
use crate::ir::{GlobalId, TextureOp};
use crate::source::Span;
use crate::textgen::exprs::comp;
use crate::textgen::textures::{
    declared_texel, dim_name, resource_type, storage_access, subpass_input, tex_info,
};
use crate::textgen::TexCall;
use crate::types::TypeId;
use crate::types::{ResourceType, TextureDim, Type};

/// The argument type of a texture or sampler global and its Metal argument class
/// (`texture` or `sampler`), `None` after an error.
pub(super) fn resource_decl(w: &mut Writer<'_>, g: GlobalId) -> Option<(String, &'static str)> {
    let global = w.m.global(g)?;
    let span = global.span;
    let gname = global.name.clone();
    let gty = global.ty;
    let ty = match resource_type(w, g) {
        Some(Type::Resource(r)) => r,
        _ => return None,
    };
    match ty {
        // Declared by `input_attachment` (a single one) or refused by sema (arrays).
        ResourceType::SubpassInput { .. } => {
            w.error(span, format!("The MSL backend reads input attachments one by one ('{gname}'). Declare one SubpassInput per attachment"));
            None
        }
        ResourceType::Texture { combined: true, .. } => {
            w.error(span, format!("The MSL backend has no combined image samplers ('{gname}': {}); Metal binds a texture and a sampler in separate argument tables. Declare a texture and a SamplerState and pass the sampler to each Sample call, or compile for SPIR-V", w.m.types.display(gty)));
            None
        }
        // Comparison samplers are ordinary samplers in MSL: the host sets the compare function.
        ResourceType::Sampler { .. } => Some(("sampler".to_string(), "sampler")),
        // Texel buffers (MSL 2.1): read-only ones keep the default `access::read`.
        ResourceType::TypedBuffer { .. } => {
            let info = tex_info(w, g)?;
            let st = declared_texel(w, &info, span);
            if info.storage {
                let access = storage_access(w, g);
                Some((format!("texture_buffer<{st}, access::{access}>"), "texture"))
            } else {
                Some((format!("texture_buffer<{st}>"), "texture"))
            }
        }
        ResourceType::Texture { .. } => {
            let info = tex_info(w, g)?;
            let st = declared_texel(w, &info, span);
            let dim = match dim_name(info.dim, info.arrayed) {
                Some(dim) => dim,
                None => {
                    w.error(span, format!("MSL has no 3D array textures ('{gname}'). Use a Texture3D or a Texture2DArray"));
                    "2d"
                }
            };
            let t = if info.storage {
                let access = storage_access(w, g);
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
        // A buffer argument (MSL 2.4); `instancing`: HLSL's is a top-level structure.
        ResourceType::AccelerationStructure => {
            w.d.uses_raytracing = true;
            Some((
                super::ray_query::ACCELERATION_STRUCTURE_TYPE.to_string(),
                "buffer",
            ))
        }
        _ => {
            w.error(span, format!("The MSL backend cannot declare '{gname}'"));
            None
        }
    }
}

impl FnCx<'_, '_> {
    /// The member call of a texture operation other than a store.
    pub(super) fn texture_call(&mut self, call: &TexCall) -> Option<String> {
        let TexCall {
            op,
            ref info,
            ref tex,
            ref sampler,
            ref c,
            ref layer_arg,
            result_size,
            span,
            ..
        } = *call;
        let off = call.off.clone();
        // Metal's order: the level option, then the clamp, then the offset.
        let clamp = &call.clamp;
        let pixel = self.w.entry.stage == crate::target::Stage::Pixel;
        let arg = |k: usize| call.arg(k);
        let grad = match info.dim {
            TextureDim::D3 => "gradient3d",
            TextureDim::Cube => "gradientcube",
            _ => "gradient2d",
        };
        let ucoord = texel_address(call);
        // Metal's 1D textures have one level and `sample(sampler, coord)` alone: a level, bias
        // or gradient selects that level anyway.
        if info.dim == TextureDim::D1
            && matches!(
                op,
                TextureOp::SampleLevel | TextureOp::SampleBias | TextureOp::SampleGrad
            )
        {
            return Some(format!("{tex}.sample({sampler}, {c}{layer_arg}{off})"));
        }
        Some(match op {
            TextureOp::Sample | TextureOp::SampleBias | TextureOp::SampleCompare => {
                if !pixel {
                    self.w.error(span, "MSL samples with implicit derivatives only in fragment functions. Use SampleLevel");
                }
                match op {
                    TextureOp::Sample => {
                        format!("{tex}.sample({sampler}, {c}{layer_arg}{clamp}{off})")
                    }
                    TextureOp::SampleBias => format!(
                        "{tex}.sample({sampler}, {c}{layer_arg}, bias({}){clamp}{off})",
                        arg(3)
                    ),
                    _ => format!(
                        "{tex}.sample_compare({sampler}, {c}{layer_arg}, {}{clamp}{off})",
                        arg(3)
                    ),
                }
            }
            TextureOp::SampleLevel => format!(
                "{tex}.sample({sampler}, {c}{layer_arg}, level({}){off})",
                arg(3)
            ),
            TextureOp::SampleGrad => format!(
                "{tex}.sample({sampler}, {c}{layer_arg}, {grad}({}, {}){clamp}{off})",
                arg(3),
                arg(4)
            ),
            TextureOp::SampleCompareLevelZero => format!(
                "{tex}.sample_compare({sampler}, {c}{layer_arg}, {}, level(0){off})",
                arg(3)
            ),
            TextureOp::SampleCompareLevel => format!(
                "{tex}.sample_compare({sampler}, {c}{layer_arg}, {}, level({}){off})",
                arg(3),
                arg(4)
            ),
            // macOS's Metal compares depth with a level only (MSL 2.1 documents it).
            TextureOp::SampleCompareBias | TextureOp::SampleCompareGrad => {
                self.w.error(span, format!("Metal compares depth with an explicit level only on macOS, not with {} (shader model 6.8). Use SampleCmpLevel or SampleCmp", if op == TextureOp::SampleCompareBias { "a bias (SampleCmpBias)" } else { "gradients (SampleCmpGrad)" }));
                return None;
            }
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
                    let lvl = call.load_level();
                    format!("{tex}.read({ucoord}{layer_arg}, uint({lvl}))")
                }
            }
            // Written by `texture_store`.
            TextureOp::Store => return None,
            TextureOp::QuerySize => {
                let lvl = call.query_level().map(|l| format!("uint({l})"));
                let lvl = lvl.unwrap_or_default();
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
        })
    }
}

/// An input attachment (`SubpassInput<T>` with `[[vk::input_attachment_index(n)]]`) as Metal
/// reads it: the fragment function's input `T name [[color(n)]]` (framebuffer fetch, Apple
/// GPUs), the value color attachment `n` holds at this fragment, which functions take by
/// value. Returns the entry argument and the parameter text; `None` after an error (a
/// multisampled attachment: Metal's color input is the fragment's own sample, and
/// `SubpassLoad(sample)` names any sample).
pub(super) fn input_attachment(
    w: &mut Writer<'_>,
    g: GlobalId,
    name: &str,
) -> Option<(String, String)> {
    let (multisampled, texel) = subpass_input(w, g)?;
    let global = w.m.global(g)?;
    let (span, gname, index) = (
        global.span,
        global.name.clone(),
        global.input_attachment_index,
    );
    if multisampled {
        w.error(span, format!("Metal reads a multisampled input attachment ('{gname}': SubpassInputMS) only at the fragment's own sample, and SubpassLoad names a sample. Use a SubpassInput, or a Texture2DMS with Load, or compile for SPIR-V"));
        return None;
    }
    let Some(index) = index else {
        w.error(
            span,
            format!("internal: the input attachment '{gname}' has no index"),
        );
        return None;
    };
    let t = w.ty(texel, span);
    Some((
        format!("{t} {name} [[color({index})]]"),
        format!("{t} {name}"),
    ))
}

/// `SubpassLoad` on the input attachment `g`: the parameter holding its value, converted to
/// the load's type where that differs from the declared texel type.
pub(super) fn subpass_read(
    fx: &mut FnCx<'_, '_>,
    g: GlobalId,
    ty: TypeId,
    span: Span,
) -> Option<String> {
    let (_, declared) = subpass_input(fx.w, g)?;
    let name = fx.w.global_name(g);
    if declared == ty {
        Some(name)
    } else {
        let t = fx.w.ty(ty, span);
        Some(format!("{t}({name})"))
    }
}

/// The coordinate of a texel read or write: unsigned in MSL.
pub(super) fn texel_address(call: &TexCall) -> String {
    let (c, n) = (&call.c, call.n);
    let cn = if call.info.arrayed {
        n.saturating_sub(1)
    } else {
        n
    };
    if cn > 1 {
        format!("uint{cn}({c})")
    } else {
        format!("uint({c})")
    }
}
