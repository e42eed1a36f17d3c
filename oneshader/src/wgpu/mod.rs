//! wgpu 30 objects from compiled shaders (the `wgpu` cargo feature).
//!
//! Input: a [`CompileResult`](crate::CompileResult) or the plain-data layouts of
//! [`crate::layouts`] (`PipelineLayout`, `WebGpuPipelineLayout`, `VertexLayout`,
//! `SpecializationValues`). Output: wgpu values and objects:
//!
//! - `convert`: bind group layout entries, vertex buffer layouts, override constants (no device);
//! - `layout`: [`WgpuLayoutDescription`] (the wgpu values of a pipeline layout) and
//!   [`GpuPipelineLayout`] (bind group layouts, pipeline layout, bind groups by resource name);
//! - `shader`: shader modules from WGSL or SPIR-V (passthrough where the device offers it) and
//!   the [`DeviceRequirements`] of a compile result; `naga_spirv` names what naga's SPIR-V
//!   reader (the path without passthrough) cannot read, before wgpu fails on it;
//! - `pipeline`: [`create_compute_pipeline`] and [`create_render_pipeline`].
//!
//! Binding slots follow the shader source: WGSL uses reflection's `Wgsl` slots (a combined
//! pair's sampler has its own binding, the push block is a uniform buffer at the reserved slot,
//! or immediates when compiled with `CompileOptions::wgsl_immediates`); SPIR-V uses the Vulkan
//! set and binding with the push block as immediates, and refuses combined image samplers, which
//! wgpu cannot bind. Invariant: failures are [`WgpuError`] values; wgpu validation errors are
//! captured, not left to wgpu's panicking default handler.

mod convert;
mod error;
mod layout;
mod naga_spirv;
mod pipeline;
mod shader;
#[cfg(test)]
mod tests;

pub use convert::{
    bind_group_layout_entries, bind_group_layout_entry, shader_stages, storage_texture_format,
    vertex_format, OverrideConstants, OwnedVertexBufferLayout,
};
pub use error::WgpuError;
pub use layout::{GpuLayoutOptions, GpuPipelineLayout, WgpuLayoutDescription};
pub use pipeline::{
    create_compute_pipeline, create_render_pipeline, GpuComputePipeline, GpuPipelineOptions,
    GpuRenderPipeline, RenderPipelineSpec,
};
pub use shader::{
    create_shader_module, find_blob, module_entry_name, result_entry_name,
    shader_module_descriptor, DeviceRequirements, ShaderSourceKind,
};
