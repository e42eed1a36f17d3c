//! WGSL's textures and samplers: declarations and the calls of the texture opcodes. The
//! operands (texture, sampler, coordinate with its layer split off, offset) and the result's
//! adaptation to the declared texel type are shared ([`crate::textgen::textures`]).
//!
//! Input: `UniformConstant` globals and [`TextureOp`] operands. Output: `texture_*` and
//! `sampler`/`sampler_comparison` declarations and `textureSample*`, `textureGather*`,
//! `textureLoad`, `textureStore` and query calls.
//! Invariants: a texture used with a comparison sampler is declared as a depth texture; a
//! storage texture takes its format from `[[vk::image_format]]` (else OSH5202) and `read`,
//! `write` or `read_write` from how the entry point uses it; array layers are the last
//! coordinate component, rounded for sampling.

use super::writer::{FnCx, Writer};
use crate::ir::{GlobalId, TextureOp};
use crate::textgen::textures::{declared_texel, dim_name, resource_type, storage_access, tex_info};
use crate::textgen::TexCall;
use crate::types::{ResourceType, TextureDim, Type};

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

/// The declaration of a texture, sampler or typed-buffer global.
pub(super) fn resource_decl(w: &mut Writer<'_>, g: GlobalId, binding: &str, name: &str) -> String {
    let Some(global) = w.m.global(g) else {
        return String::new();
    };
    let span = global.span;
    let gname = global.name.clone();
    let gty = global.ty;
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
        ResourceType::SubpassInput { .. } => {
            w.error(span, format!("WGSL has no input attachments ('{gname}': SubpassInput); WebGPU has no subpasses. Render the attachment in an earlier pass and read it as a Texture2D with Load"));
            return String::new();
        }
        ResourceType::Texture { combined: true, .. } => {
            w.error(span, format!("WGSL has no combined image samplers ('{gname}': {}); WebGPU binds textures and samplers separately. Declare a texture and a SamplerState and pass the sampler to each Sample call", w.m.types.display(gty)));
            return String::new();
        }
        ResourceType::TypedBuffer { .. } => {
            w.error(span, format!("WGSL has no typed buffers ('{gname}': Buffer<T>/RWBuffer<T>). Use a StructuredBuffer<T>"));
            return String::new();
        }
        // Reached only where ray queries are written (the wgpu dialect).
        ResourceType::AccelerationStructure => {
            w.d.uses_ray_query = true;
            "acceleration_structure".to_string()
        }
        ResourceType::Texture { .. } => {
            let Some(info) = tex_info(w, g) else {
                return String::new();
            };
            // WGSL textures hold f32, i32 or u32 texels.
            let st = declared_texel(w, &info, span);
            let dim = match dim_name(info.dim, info.arrayed).filter(|&d| d != "1d_array") {
                Some(dim) => dim,
                None => {
                    w.error(span, format!("WGSL has no 1D array or 3D array textures ('{gname}'). Use a Texture2DArray or a Texture2D"));
                    "2d"
                }
            };
            if info.storage {
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
                let access = storage_access(w, g);
                if access == "read_write" && !matches!(f, "r32float" | "r32uint" | "r32sint") {
                    w.error(span, format!("WebGPU reads and writes one storage texture only in r32float, r32uint or r32sint; '{gname}' is {fmt}. Use two textures or one of those formats"));
                }
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
    /// The `texture*` call of a texture operation other than a store.
    pub(super) fn texture_call(&mut self, call: &TexCall) -> Option<String> {
        let TexCall {
            op,
            ref info,
            ref tex,
            ref sampler,
            ref c,
            ref layer_arg,
            ref off,
            result_size,
            span,
            ..
        } = *call;
        let pixel = self.w.entry.stage == crate::target::Stage::Pixel;
        let arg = |k: usize| call.arg(k);
        Some(match op {
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
            TextureOp::SampleCompareLevel
            | TextureOp::SampleCompareBias
            | TextureOp::SampleCompareGrad => {
                self.w.error(span, format!("WGSL compares depth only at the implicit level or at level 0 (textureSampleCompare, textureSampleCompareLevel), not with {} (shader model 6.8). Use SampleCmp or SampleCmpLevelZero", match op {
                    TextureOp::SampleCompareLevel => "a chosen level (SampleCmpLevel)",
                    TextureOp::SampleCompareBias => "a bias (SampleCmpBias)",
                    _ => "gradients (SampleCmpGrad)",
                }));
                return None;
            }
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
                    let lvl = call.load_level();
                    format!("textureLoad({tex}, {c}{layer_arg}, {lvl})")
                }
            }
            // Written by `texture_store`.
            TextureOp::Store => return None,
            TextureOp::QuerySize => {
                let lvl = call.query_level().map(|l| format!(", {l}"));
                let lvl = lvl.unwrap_or_default();
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
                return None;
            }
        })
    }
}
