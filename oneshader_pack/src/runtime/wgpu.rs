//! Generated layouts on a `wgpu::Device` (feature `wgpu`), through `oneshader::wgpu`.
//!
//! Input: a variant's generated data ([`VariantInfo`]) or a variant of a loaded pack. Output:
//! the variant's bind group layouts and pipeline layout ([`GpuPipelineLayout`], made by
//! `oneshader::wgpu` from the `PipelineLayout` the data converts to), its vertex buffer layout
//! ([`OwnedVertexBufferLayout`]) and shader modules from the pack's blobs. No conversion is done
//! here: slots, visibility and formats are `oneshader::wgpu`'s. Failures are [`WgpuError`]s;
//! shader modules are created inside a validation error scope, so wgpu's default panic on a
//! validation error never fires.

use super::{Stage, VariantInfo};
use crate::pack::VariantRef;
use std::borrow::Cow;

pub use ::wgpu;
pub use oneshader::layouts::VertexStepMode;
pub use oneshader::wgpu::{
    module_entry_name, GpuLayoutOptions, GpuPipelineLayout, OwnedVertexBufferLayout,
    ShaderSourceKind, WgpuError,
};

/// The variant's bind group layouts and pipeline layout (vertex + pixel, or compute) on `device`.
pub fn create_pipeline_layout(
    device: &wgpu::Device,
    variant: &VariantInfo,
    options: &GpuLayoutOptions,
) -> Result<GpuPipelineLayout, WgpuError> {
    GpuPipelineLayout::create(device, &variant.pipeline()?, options)
}

/// The vertex buffer layout of the variant's vertex entry point; `None` without one.
pub fn vertex_buffer_layout(
    variant: &VariantInfo,
    step: VertexStepMode,
) -> Option<OwnedVertexBufferLayout> {
    let entry = variant
        .entry_points
        .iter()
        .find(|e| e.stage == Stage::Vertex)?;
    let layout = entry.to_entry_layout().vertex?;
    Some(OwnedVertexBufferLayout::new(&layout, step))
}

/// The shader module of an entry point of a pack's variant, from its WGSL text or SPIR-V words
/// (`ShaderSourceKind::SpirVPassthrough` is treated as `SpirV`). Use [`module_entry_name`] for the
/// pipeline's `entry_point`.
pub fn create_shader_module(
    device: &wgpu::Device,
    variant: VariantRef<'_>,
    entry: &str,
    kind: ShaderSourceKind,
) -> Result<wgpu::ShaderModule, WgpuError> {
    let target = kind.target();
    let blob = variant.blob(entry, target).ok_or_else(|| {
        WgpuError::Unsupported(format!(
            "The pack has no {target} output of entry point '{entry}' in variant '{}'. Bake the manifest with that target.",
            variant.name()
        ))
    })?;
    let source = match kind {
        ShaderSourceKind::Wgsl => {
            let text = std::str::from_utf8(blob).map_err(|_| {
                WgpuError::Unsupported(format!(
                    "The WGSL of '{entry}' in variant '{}' is not UTF-8 (the pack is corrupt).",
                    variant.name()
                ))
            })?;
            wgpu::ShaderSource::Wgsl(Cow::Borrowed(text))
        }
        ShaderSourceKind::SpirV | ShaderSourceKind::SpirVPassthrough => {
            let words = blob
                .chunks_exact(4)
                .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                .collect();
            wgpu::ShaderSource::SpirV(Cow::Owned(words))
        }
    };
    let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some(entry),
        source,
    });
    match pollster_free_pop(scope.pop()) {
        Some(error) => Err(WgpuError::Validation {
            what: format!("shader module '{entry}' ({target})"),
            message: error.to_string(),
        }),
        None => Ok(module),
    }
}

/// Native wgpu resolves an error scope's pop at once; a pending future reports nothing.
fn pollster_free_pop<F: std::future::Future<Output = Option<wgpu::Error>>>(
    pop: F,
) -> Option<wgpu::Error> {
    use std::task::{Context, Poll, Waker};
    let mut pop = std::pin::pin!(pop);
    match pop.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(error) => error,
        Poll::Pending => None,
    }
}
