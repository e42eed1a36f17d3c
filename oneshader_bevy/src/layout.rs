//! Pipeline layouts for Bevy from reflection, so specialized pipelines copy no bindings by hand.
//!
//! Input: an [`HlslShader`] (its reflection and format) and the entry points one pipeline runs.
//! Output: [`BevyPipelineLayout`]: Bevy's `BindGroupLayoutDescriptor`s (one per group from 0, an
//! unused group empty), the vertex buffer layout of the vertex entry point, the immediate size,
//! and, through [`BevyPipelineLayout::compute_descriptor`] / `vertex_state` / `fragment_state`,
//! filled-in descriptor parts for `SpecializedComputePipeline` / `SpecializedRenderPipeline`.
//!
//! The conversion itself is `oneshader::wgpu` (`WgpuLayoutDescription`; Bevy's descriptors hold
//! the same wgpu 30 types); this module only packs its result into Bevy's types. Slots follow the
//! shader format: WGSL uses reflection's WGSL slots and the portable push-constant uniform (or
//! immediates with `wgsl_immediates`), SPIR-V the Vulkan set and binding with immediates.
//! Invariant: groups and bindings ascend; failures are `WgpuError` values.

use crate::hlsl::{HlslShader, ShaderFormat};
use bevy::mesh::VertexBufferLayout;
use bevy::render::render_resource::{
    BindGroupLayoutDescriptor, ColorTargetState, ComputePipelineDescriptor, FragmentState,
    VertexState,
};
use oneshader::layouts::{EntryLayout, PipelineLayout, VertexStepMode, WebGpuLayoutOptions};
use oneshader::wgpu::{
    GpuLayoutOptions, OwnedVertexBufferLayout, ShaderSourceKind, WgpuError, WgpuLayoutDescription,
};

/// A pipeline's layout in Bevy's terms, made from an [`HlslShader`].
#[derive(Clone, Debug)]
pub struct BevyPipelineLayout {
    /// Descriptors for `*PipelineDescriptor::layout`, group 0 first.
    pub bind_group_layouts: Vec<BindGroupLayoutDescriptor>,
    /// For `*PipelineDescriptor::immediate_size` (0 without immediates).
    pub immediate_size: u32,
    /// The vertex entry point's interleaved buffer (empty for compute).
    pub vertex_buffers: Vec<VertexBufferLayout>,
    /// The wgpu description it was made from (WebGPU slots with resource names).
    pub description: WgpuLayoutDescription,
}

impl BevyPipelineLayout {
    /// The layout of `entry_points` (one compute entry, or a vertex and a pixel entry) with
    /// default WebGPU options and per-vertex stepping.
    pub fn new(shader: &HlslShader, entry_points: &[&str]) -> Result<Self, WgpuError> {
        Self::with_options(
            shader,
            entry_points,
            &WebGpuLayoutOptions::default(),
            VertexStepMode::Vertex,
        )
    }

    /// As [`new`](Self::new), with the WebGPU choices reflection cannot make (depth textures,
    /// read-only storage, dynamic offsets, ...) and the vertex step mode.
    pub fn with_options(
        shader: &HlslShader,
        entry_points: &[&str],
        webgpu: &WebGpuLayoutOptions,
        step: VertexStepMode,
    ) -> Result<Self, WgpuError> {
        let entries = entry_points
            .iter()
            .map(|name| EntryLayout::try_create(&shader.reflection, name))
            .collect::<Result<Vec<_>, _>>()?;
        let layout = PipelineLayout::try_create(&entries)?;
        let options = GpuLayoutOptions {
            webgpu: webgpu.clone(),
            source: match shader.format {
                ShaderFormat::Wgsl => ShaderSourceKind::Wgsl,
                ShaderFormat::SpirV => ShaderSourceKind::SpirV,
            },
            wgsl_immediates: shader.wgsl_immediates,
            label: None,
        };
        let description = WgpuLayoutDescription::try_new(&layout, &options)?;
        let label = shader.reflection.source.clone();
        let bind_group_layouts = description
            .groups
            .iter()
            .enumerate()
            .map(|(group, entries)| {
                BindGroupLayoutDescriptor::new(
                    format!("{label} group {group}"),
                    entries.as_deref().unwrap_or_default(),
                )
            })
            .collect();
        let vertex_buffers = layout
            .vertex
            .as_ref()
            .map(|vertex| {
                let owned = OwnedVertexBufferLayout::new(vertex, step);
                VertexBufferLayout {
                    array_stride: owned.array_stride,
                    step_mode: owned.step_mode,
                    attributes: owned.attributes,
                }
            })
            .into_iter()
            .collect();
        Ok(BevyPipelineLayout {
            bind_group_layouts,
            immediate_size: description.immediate_size,
            vertex_buffers,
            description,
        })
    }

    /// The group and binding of the resource called `name` (HLSL name).
    pub fn slot(&self, name: &str) -> Option<(u32, u32)> {
        self.description.webgpu.groups.iter().find_map(|g| {
            g.entries
                .iter()
                .find(|e| e.name == name)
                .map(|e| (g.group, e.binding))
        })
    }

    /// A compute pipeline descriptor for `entry` with this layout (no shader defs: HLSL defines
    /// are settings of the asset).
    pub fn compute_descriptor(
        &self,
        shader: &HlslShader,
        entry: &str,
    ) -> Result<ComputePipelineDescriptor, WgpuError> {
        let entry_point = entry_point(shader, entry)?;
        Ok(ComputePipelineDescriptor {
            label: Some(format!("{}#{entry}", shader.reflection.source).into()),
            layout: self.bind_group_layouts.clone(),
            immediate_size: self.immediate_size,
            shader: entry_point.shader.clone(),
            entry_point: Some(entry_point.module_entry.clone().into()),
            ..ComputePipelineDescriptor::default()
        })
    }

    /// The vertex stage of a render pipeline descriptor, with this layout's vertex buffer.
    pub fn vertex_state(&self, shader: &HlslShader, entry: &str) -> Result<VertexState, WgpuError> {
        let entry_point = entry_point(shader, entry)?;
        Ok(VertexState {
            shader: entry_point.shader.clone(),
            entry_point: Some(entry_point.module_entry.clone().into()),
            buffers: self.vertex_buffers.clone(),
            ..VertexState::default()
        })
    }

    /// The fragment stage of a render pipeline descriptor writing `targets`.
    pub fn fragment_state(
        &self,
        shader: &HlslShader,
        entry: &str,
        targets: Vec<Option<ColorTargetState>>,
    ) -> Result<FragmentState, WgpuError> {
        let entry_point = entry_point(shader, entry)?;
        Ok(FragmentState {
            shader: entry_point.shader.clone(),
            entry_point: Some(entry_point.module_entry.clone().into()),
            targets,
            ..FragmentState::default()
        })
    }
}

fn entry_point<'s>(
    shader: &'s HlslShader,
    name: &str,
) -> Result<&'s crate::hlsl::HlslEntryPoint, WgpuError> {
    shader
        .entry_point(name)
        .ok_or_else(|| WgpuError::UnknownEntryPoint {
            entry: name.to_string(),
            available: shader
                .entry_points
                .iter()
                .map(|e| e.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
}
