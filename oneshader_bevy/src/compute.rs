//! A headless compute runner: dispatches one HLSL compute entry point every frame.
//!
//! Input: an [`HlslComputeJob`] resource in the main world (the `.hlsl` asset, the entry point,
//! the `ShaderBuffer` bound to each HLSL resource name, the workgroup count). Output: each frame,
//! once the shader has loaded and its pipeline is ready, a dispatch in the render graph; read the
//! buffers back with Bevy's `Readback` component. The pipeline and bind group layouts come from
//! reflection ([`BevyPipelineLayout`]); bind groups are made by resource name, so the job names
//! HLSL resources, never slots.
//!
//! Invariants: the pipeline is queued once per job; hot reloads replace the `Shader` behind the
//! same handle, so `PipelineCache` rebuilds it and this runner keeps dispatching the last pipeline
//! that built (the last good shader). A resource the job does not name is reported once and the
//! dispatch is skipped.

use crate::hlsl::HlslShader;
use crate::layout::BevyPipelineLayout;
use bevy::app::{App, Plugin};
use bevy::asset::{Assets, Handle};
use bevy::ecs::prelude::*;
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::{
    BindGroup, BindGroupEntry, CachedComputePipelineId, ComputePassDescriptor, PipelineCache,
};
use bevy::render::renderer::{RenderContext, RenderDevice, RenderGraph};
use bevy::render::storage::{GpuShaderBuffer, ShaderBuffer};
use bevy::render::{Extract, ExtractSchedule, Render, RenderApp, RenderSystems};

/// What to dispatch (insert it as a resource in the main world).
#[derive(Resource, Clone, Debug)]
pub struct HlslComputeJob {
    pub shader: Handle<HlslShader>,
    /// The compute entry point's HLSL name.
    pub entry: String,
    /// The buffer bound to each HLSL resource (`RWStructuredBuffer`, `cbuffer`, ...), by name.
    pub buffers: Vec<(String, Handle<ShaderBuffer>)>,
    pub workgroups: [u32; 3],
}

/// Runs the [`HlslComputeJob`], if any, every frame.
#[derive(Default)]
pub struct HlslComputePlugin;

impl Plugin for HlslComputePlugin {
    fn build(&self, app: &mut App) {
        let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
            return;
        };
        render_app
            .init_resource::<ComputeState>()
            .add_systems(ExtractSchedule, extract_job)
            .add_systems(
                Render,
                prepare_bind_groups.in_set(RenderSystems::PrepareBindGroups),
            )
            .add_systems(RenderGraph, dispatch);
    }
}

/// The render world's copy of the job and what was made from it.
#[derive(Resource, Default)]
struct ComputeState {
    job: Option<HlslComputeJob>,
    layout: Option<BevyPipelineLayout>,
    pipeline: Option<CachedComputePipelineId>,
    bind_groups: Vec<BindGroup>,
    reported_missing: bool,
}

fn extract_job(
    job: Extract<Option<Res<HlslComputeJob>>>,
    shaders: Extract<Res<Assets<HlslShader>>>,
    pipeline_cache: Res<PipelineCache>,
    mut state: ResMut<ComputeState>,
) {
    let Some(job) = job.as_deref() else {
        *state = ComputeState::default();
        return;
    };
    let same_job = state
        .job
        .as_ref()
        .is_some_and(|j| j.shader == job.shader && j.entry == job.entry);
    if !same_job {
        *state = ComputeState::default();
    }
    state.job = Some(job.clone());
    if state.pipeline.is_some() {
        return;
    }
    let Some(shader) = shaders.get(&job.shader) else {
        return;
    };
    let made = BevyPipelineLayout::new(shader, &[job.entry.as_str()]).and_then(|layout| {
        let descriptor = layout.compute_descriptor(shader, &job.entry)?;
        Ok((layout, descriptor))
    });
    match made {
        Ok((layout, descriptor)) => {
            state.pipeline = Some(pipeline_cache.queue_compute_pipeline(descriptor));
            state.layout = Some(layout);
        }
        Err(error) => {
            if !state.reported_missing {
                bevy::log::error!("{}#{}: {error}", shader.reflection.source, job.entry);
                state.reported_missing = true;
            }
        }
    }
}

fn prepare_bind_groups(
    mut state: ResMut<ComputeState>,
    pipeline_cache: Res<PipelineCache>,
    buffers: Res<RenderAssets<GpuShaderBuffer>>,
    device: Res<RenderDevice>,
) {
    let state = &mut *state;
    state.bind_groups.clear();
    let (Some(job), Some(layout)) = (&state.job, &state.layout) else {
        return;
    };
    let mut groups = Vec::new();
    for (descriptor, info) in layout
        .bind_group_layouts
        .iter()
        .zip(&layout.description.webgpu.groups)
    {
        let mut entries = Vec::new();
        for entry in &info.entries {
            let gpu = job
                .buffers
                .iter()
                .find(|(name, _)| *name == entry.name)
                .and_then(|(_, handle)| buffers.get(handle));
            let Some(gpu) = gpu else {
                if !state.reported_missing {
                    bevy::log::warn!(
                        "{}: no buffer for resource '{}' yet; not dispatching",
                        job.entry,
                        entry.name
                    );
                    state.reported_missing = true;
                }
                return;
            };
            entries.push(BindGroupEntry {
                binding: entry.binding,
                resource: gpu.buffer.as_entire_binding(),
            });
        }
        let bind_group_layout = pipeline_cache.get_bind_group_layout(descriptor);
        groups.push(device.create_bind_group(
            Some("oneshader_bevy compute"),
            &bind_group_layout,
            &entries,
        ));
    }
    state.bind_groups = groups;
}

fn dispatch(
    mut render_context: RenderContext,
    state: Res<ComputeState>,
    pipeline_cache: Res<PipelineCache>,
) {
    let (Some(job), Some(id)) = (&state.job, state.pipeline) else {
        return;
    };
    let Some(pipeline) = pipeline_cache.get_compute_pipeline(id) else {
        return;
    };
    let expected = state
        .layout
        .as_ref()
        .map_or(0, |l| l.bind_group_layouts.len());
    if state.bind_groups.len() != expected {
        return;
    }
    let mut pass = render_context
        .command_encoder()
        .begin_compute_pass(&ComputePassDescriptor {
            label: Some("oneshader_bevy compute"),
            timestamp_writes: None,
        });
    pass.set_pipeline(pipeline);
    for (index, group) in state.bind_groups.iter().enumerate() {
        pass.set_bind_group(index as u32, &**group, &[]);
    }
    let [x, y, z] = job.workgroups;
    pass.dispatch_workgroups(x, y, z);
}
