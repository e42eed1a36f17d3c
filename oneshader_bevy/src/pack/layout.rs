//! Bevy pipeline layouts for pack variants, through the plugin's [`crate::layout`] helpers.
//!
//! Input: a [`PackVariant`] (its reflection, its entry points' `Shader`s, the pack's format).
//! Output: the variant seen as an [`HlslShader`] (what the layout helpers and descriptor
//! builders take) and its [`BevyPipelineLayout`]: bind group layout descriptors, vertex buffer
//! layouts, immediate size. Packs are baked with the portable push-constant uniform (no WGSL
//! immediates), so that is what the layout describes.

use super::asset::PackVariant;
use crate::hlsl::{HlslEntryPoint, HlslShader};
use crate::layout::BevyPipelineLayout;
use oneshader::wgpu::{module_entry_name, ShaderSourceKind, WgpuError};

impl PackVariant<'_> {
    /// The variant as an [`HlslShader`] value: its reflection and one entry point per compiled
    /// entry, with the names the module uses (WGSL renames reserved words).
    pub fn to_hlsl_shader(&self) -> HlslShader {
        let format = self.format();
        let kind = match format {
            crate::ShaderFormat::Wgsl => ShaderSourceKind::Wgsl,
            crate::ShaderFormat::SpirV => ShaderSourceKind::SpirV,
        };
        let reflection = self.reflection();
        let entry_points = self
            .entry_points()
            .filter_map(|(name, shader)| {
                let info = reflection.entry_points.iter().find(|e| e.name == name)?;
                Some(HlslEntryPoint {
                    name: name.to_string(),
                    stage: info.stage,
                    module_entry: module_entry_name(name, kind),
                    shader: shader.clone(),
                })
            })
            .collect();
        HlslShader {
            reflection: reflection.clone(),
            entry_points,
            format,
            wgsl_immediates: false,
            files: Vec::new(),
        }
    }

    /// The layout of the pipeline that runs `entry_points` of this variant (a vertex and a
    /// pixel entry, or one compute entry).
    pub fn pipeline_layout(&self, entry_points: &[&str]) -> Result<BevyPipelineLayout, WgpuError> {
        BevyPipelineLayout::new(&self.to_hlsl_shader(), entry_points)
    }
}
