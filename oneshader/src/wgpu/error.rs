//! [`WgpuError`]: every failure of the wgpu conversions and helpers, as a value.
//!
//! Each message says what is wrong and what to change, in the style of the layout errors it
//! wraps. Errors wgpu itself reports while creating an object (validation) are captured with an
//! error scope and come back as [`WgpuError::Validation`] instead of wgpu's default panic.

use crate::layouts::LayoutError;
use crate::target::{CompileTarget, Stage};

/// Why a wgpu object could not be made from a compile result or a layout.
#[derive(Debug, thiserror::Error)]
pub enum WgpuError {
    /// The plain-data layout failed (conflicts, what WebGPU cannot express, ...).
    #[error(transparent)]
    Layout(#[from] LayoutError),
    /// The compile result has errors (or no reflection), so there is nothing to create.
    #[error("The shader did not compile ({errors} error(s)), so there is nothing to create. Fix its diagnostics first.")]
    CompileFailed { errors: usize },
    /// No entry point of that name was compiled.
    #[error("The compile result has no entry point '{entry}'. Use one of: {available}.")]
    UnknownEntryPoint { entry: String, available: String },
    /// The entry point is of another stage than the pipeline slot it was given for.
    #[error("Entry point '{entry}' is a {actual} shader, but a {expected} shader is needed here.")]
    WrongStage {
        entry: String,
        expected: Stage,
        actual: Stage,
    },
    /// The target the shader source needs was not compiled.
    #[error("Entry point '{entry}' was not compiled to {target}. Add CompileTarget::{target} to CompileOptions::targets.")]
    MissingTarget {
        entry: String,
        target: CompileTarget,
    },
    /// A Vulkan combined image sampler, which wgpu has no binding type for.
    #[error("'{texture}' and '{sampler}' share set {set} binding {binding} as a combined image sampler, which wgpu cannot bind from SPIR-V. Give the sampler its own slot (for example [[vk::binding({next})]] on '{sampler}'), or use the WGSL source, which gives it one already.", next = binding.saturating_add(1))]
    CombinedImageSampler {
        texture: String,
        sampler: String,
        set: u32,
        binding: u32,
    },
    /// The shader needs a device feature the device was not created with.
    #[error("The shader needs the wgpu feature {feature:?} ({why}), which the device was not created with. Add it to DeviceDescriptor::required_features (oneshader::wgpu::DeviceRequirements lists what a compile result needs).")]
    MissingFeature {
        feature: ::wgpu::Features,
        why: String,
    },
    /// The push-constant block does not fit the device's immediate data.
    #[error("The push-constant block '{name}' needs {size} bytes of immediates but the device allows {limit}. Raise Limits::max_immediate_size when creating the device.")]
    ImmediatesTooLarge { name: String, size: u32, limit: u32 },
    /// A value the conversion has no wgpu equivalent for.
    #[error("{0}")]
    Unsupported(String),
    /// SPIR-V that wgpu would hand to naga's SPIR-V reader, which cannot read it.
    #[error("Entry point '{entry}' uses {what}, which naga's SPIR-V reader (wgpu's SPIR-V path without passthrough) cannot read. Create the device with Features::PASSTHROUGH_SHADERS and use ShaderSourceKind::SpirVPassthrough, or use ShaderSourceKind::Wgsl.")]
    NagaCannotRead { entry: String, what: String },
    /// `bind_group` was given a name the pipeline layout does not bind.
    #[error("The pipeline layout binds no resource named '{name}'. Use one of: {available}.")]
    UnknownResource { name: String, available: String },
    /// `bind_group` was given a resource of another group.
    #[error(
        "'{name}' is in bind group {actual}, not {group}. Pass it when creating group {actual}."
    )]
    ResourceInOtherGroup {
        name: String,
        group: u32,
        actual: u32,
    },
    /// `bind_group` was given one name twice.
    #[error("'{name}' is given twice for bind group {group}. Pass each resource once.")]
    DuplicateResource { name: String, group: u32 },
    /// `bind_group` was not given every resource of the group.
    #[error("Bind group {group} also needs: {missing}.")]
    MissingResources { group: u32, missing: String },
    /// A group the layout does not use.
    #[error("The pipeline layout has no bind group {group} (groups in use: {in_use}).")]
    NoSuchGroup { group: u32, in_use: String },
    /// wgpu rejected an object it was asked to create.
    #[error("wgpu rejected the {what}: {message}")]
    Validation { what: String, message: String },
}
