//! Shader modules from a compile result, and what a device must offer to run them.
//!
//! Input: a [`CompileResult`], an entry point name and a [`ShaderSourceKind`]. Output: a
//! `wgpu::ShaderModule` made from the entry's WGSL text, or from its SPIR-V words (translated by
//! wgpu's naga, or handed to the driver untouched where the device has
//! `Features::PASSTHROUGH_SHADERS`), and [`DeviceRequirements`]: the features and immediate size
//! the compiled entry points need. Invariant: wgpu's validation errors come back as
//! [`WgpuError::Validation`] through an error scope, never as wgpu's default panic.

use super::WgpuError;
use crate::api::{CompileResult, CompileTarget, ShaderBlob};
use std::borrow::Cow;
use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

/// Which compiled form of a shader wgpu gets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShaderSourceKind {
    /// The WGSL text; bindings at reflection's `Wgsl` slots (combined samplers moved apart), the
    /// push block as the uniform buffer at its reserved slot unless compiled with
    /// `CompileOptions::wgsl_immediates`.
    #[default]
    Wgsl,
    /// The SPIR-V words through `ShaderSource::SpirV` (wgpu translates them with naga);
    /// bindings at the Vulkan set and binding, the push block as immediates.
    SpirV,
    /// The SPIR-V words given to the driver as they are, where the device has
    /// `Features::PASSTHROUGH_SHADERS` (else as `SpirV`). Override constants are not applied to
    /// such modules.
    SpirVPassthrough,
}

impl ShaderSourceKind {
    /// The compile target the source comes from.
    pub fn target(self) -> CompileTarget {
        match self {
            ShaderSourceKind::Wgsl => CompileTarget::Wgsl,
            ShaderSourceKind::SpirV | ShaderSourceKind::SpirVPassthrough => CompileTarget::SpirV,
        }
    }

    /// Whether bindings follow the Vulkan set and binding (SPIR-V) rather than the WGSL slots.
    pub fn uses_vulkan_slots(self) -> bool {
        self != ShaderSourceKind::Wgsl
    }
}

/// Runs `create` inside a validation error scope; wgpu's error becomes [`WgpuError::Validation`].
pub(crate) fn capture<T>(
    device: &::wgpu::Device,
    what: &str,
    create: impl FnOnce() -> T,
) -> Result<T, WgpuError> {
    let scope = device.push_error_scope(::wgpu::ErrorFilter::Validation);
    let value = create();
    // Native wgpu resolves the pop at once; a future that is still pending reports nothing.
    let mut pop = pin!(scope.pop());
    let mut cx = Context::from_waker(Waker::noop());
    match pop.as_mut().poll(&mut cx) {
        Poll::Ready(Some(error)) => Err(WgpuError::Validation {
            what: what.to_string(),
            message: error.to_string(),
        }),
        _ => Ok(value),
    }
}

/// Whether the WGSL was compiled with `CompileOptions::wgsl_immediates`: the driver then drops
/// the push blocks' `Wgsl` slot, which the portable uniform-buffer form always has.
pub(crate) fn wgsl_uses_immediates(reflection: &crate::reflect::ShaderReflection) -> bool {
    reflection.targets.contains(&CompileTarget::Wgsl)
        && reflection
            .push_constants
            .iter()
            .any(|p| !p.slots.iter().any(|s| s.target == CompileTarget::Wgsl))
}

/// The names of the compiled entry points, for error messages.
fn entry_names(result: &CompileResult) -> String {
    let mut names: Vec<&str> = result
        .blobs
        .iter()
        .map(|b| b.entry_point.as_str())
        .collect();
    names.dedup();
    if names.is_empty() {
        "(none)".to_string()
    } else {
        names.join(", ")
    }
}

/// The blob of `entry` in the target `kind` needs, with the errors a user can act on.
pub fn find_blob<'r>(
    result: &'r CompileResult,
    entry: &str,
    kind: ShaderSourceKind,
) -> Result<&'r ShaderBlob, WgpuError> {
    let errors = result.diagnostics.iter().filter(|d| d.is_error()).count();
    if errors > 0 || result.reflection.is_none() {
        return Err(WgpuError::CompileFailed { errors });
    }
    if let Some(blob) = result.find(entry, kind.target()) {
        return Ok(blob);
    }
    let known = result.blobs.iter().any(|b| b.entry_point == entry)
        || result
            .reflection
            .as_ref()
            .is_some_and(|r| r.entry_point(entry).is_some());
    if known {
        Err(WgpuError::MissingTarget {
            entry: entry.to_string(),
            target: kind.target(),
        })
    } else {
        Err(WgpuError::UnknownEntryPoint {
            entry: entry.to_string(),
            available: entry_names(result),
        })
    }
}

/// The entry point's name inside the module wgpu gets for `entry` of `result`: what the
/// driver stored in the blob (WGSL renames reserved words), read, not recomputed.
pub fn result_entry_name(
    result: &CompileResult,
    entry: &str,
    kind: ShaderSourceKind,
) -> Result<String, WgpuError> {
    Ok(find_blob(result, entry, kind)?
        .module_entry_name()
        .to_string())
}

/// The entry point's name inside the module wgpu gets (WGSL renames reserved words), for code
/// that has a blob without its [`CompileResult`] (a pack's). With a result, use
/// [`result_entry_name`], which reads the name the compile decided.
pub fn module_entry_name(entry: &str, kind: ShaderSourceKind) -> String {
    match kind {
        ShaderSourceKind::Wgsl => crate::wgsl::entry_function_name(entry),
        ShaderSourceKind::SpirV | ShaderSourceKind::SpirVPassthrough => entry.to_string(),
    }
}

/// The module descriptor of a WGSL or SPIR-V blob (not passthrough).
pub fn shader_module_descriptor(blob: &ShaderBlob) -> ::wgpu::ShaderModuleDescriptor<'_> {
    let source = match blob.target {
        CompileTarget::SpirV => ::wgpu::ShaderSource::SpirV(Cow::Owned(blob.words())),
        _ => ::wgpu::ShaderSource::Wgsl(Cow::Borrowed(blob.as_text())),
    };
    ::wgpu::ShaderModuleDescriptor {
        label: Some(&blob.entry_point),
        source,
    }
}

/// A shader module holding entry point `entry` of `result`, from the source `kind` says.
pub fn create_shader_module(
    device: &::wgpu::Device,
    result: &CompileResult,
    entry: &str,
    kind: ShaderSourceKind,
) -> Result<::wgpu::ShaderModule, WgpuError> {
    let blob = find_blob(result, entry, kind)?;
    let what = format!("shader module '{entry}' ({})", blob.target);
    let scalar_layout = result
        .reflection
        .as_ref()
        .and_then(|r| r.entry_point(entry))
        .is_some_and(|e| {
            e.required_features & crate::reflect::device_features::SCALAR_BLOCK_LAYOUT != 0
        });
    if scalar_layout && kind.target() == CompileTarget::SpirV {
        // wgpu 30 never enables Vulkan's scalarBlockLayout (wgpu-hal does not ask for it), so
        // such SPIR-V is invalid on its devices; WGSL reads the buffers as words at the
        // reflected offsets and is exact under every layout rule.
        return Err(WgpuError::Unsupported(format!(
            "Entry point '{entry}' lays out its buffers with the dx or scalar rules, which need Vulkan's scalarBlockLayout; wgpu cannot enable it for SPIR-V. Use ShaderSourceKind::Wgsl (exact under every layout rule) or compile without -fvk-use-dx-layout/-fvk-use-scalar-layout."
        )));
    }
    let passthrough = kind == ShaderSourceKind::SpirVPassthrough
        && device
            .features()
            .contains(::wgpu::Features::PASSTHROUGH_SHADERS);
    if kind.target() == CompileTarget::SpirV && !passthrough {
        // Said here, by name, instead of as a naga parse error deep inside wgpu.
        if let Some(what) = super::naga_spirv::naga_cannot_read(&blob.words()) {
            return Err(WgpuError::NagaCannotRead {
                entry: entry.to_string(),
                what,
            });
        }
    }
    if passthrough {
        let workgroup_size = result
            .reflection
            .as_ref()
            .and_then(|r| r.entry_point(entry))
            .map_or((1, 1, 1), |e| {
                let [x, y, z] = e.workgroup_size;
                (x.max(1), y.max(1), z.max(1))
            });
        let words = blob.words();
        let desc = ::wgpu::ShaderModuleDescriptorPassthrough {
            label: Some(entry),
            entry_points: Cow::Owned(vec![::wgpu::PassthroughShaderEntryPoint {
                name: Cow::Borrowed(entry),
                workgroup_size,
            }]),
            spirv: Some(Cow::Owned(words)),
            ..Default::default()
        };
        // SAFETY: wgpu does not check passthrough code. The words are this compiler's SPIR-V
        // 1.5 for Vulkan 1.2, which the tests hold to `spirv-val`; the pipeline that uses the
        // module is given the explicit layout built from the same reflection.
        return capture(device, &what, || unsafe {
            device.create_shader_module_passthrough(desc)
        });
    }
    capture(device, &what, || {
        device.create_shader_module(shader_module_descriptor(blob))
    })
}

/// What a device must offer for a compile result's entry points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeviceRequirements {
    pub features: ::wgpu::Features,
    /// Bytes of immediate data (0 when the push block is a uniform buffer or absent).
    pub max_immediate_size: u32,
}

impl DeviceRequirements {
    /// What `result` needs when its shaders are given to wgpu as `kind`.
    pub fn of(result: &CompileResult, kind: ShaderSourceKind) -> DeviceRequirements {
        let mut features = ::wgpu::Features::empty();
        let Some(reflection) = &result.reflection else {
            return DeviceRequirements::default();
        };
        for e in &reflection.entry_points {
            use crate::reflect::device_features::*;
            let bits = e.required_features;
            // wgpu has no features of its own for the 16-bit access bits: SHADER_F16 and
            // SHADER_I16 enable the 16-bit storage features with the types.
            for (bit, feature) in [
                (FLOAT16, ::wgpu::Features::SHADER_F16),
                (INT16, ::wgpu::Features::SHADER_I16),
                (FLOAT64, ::wgpu::Features::SHADER_F64),
                (INT64, ::wgpu::Features::SHADER_INT64),
                (INT64_ATOMICS, ::wgpu::Features::SHADER_INT64_ATOMIC_ALL_OPS),
                // wgpu 30 has no feature for rayTraversalPrimitiveCulling; ray queries are
                // SPIR-V only (WGSL refuses them), through passthrough.
                (RAY_QUERY, ::wgpu::Features::EXPERIMENTAL_RAY_QUERY),
                // wgpu 30 has no feature for the shader clock, fragment shader interlock or
                // mutable descriptors (descriptor heaps of several kinds) or buffer device
                // addresses (vk::BufferPointer): such SPIR-V goes
                // through passthrough on a device created by hand.
                // 64-bit integer images: wgpu's 64-bit texture atomics feature enables
                // Vulkan's shaderImageInt64Atomics, which Int64ImageEXT needs.
                (INT64_IMAGE, ::wgpu::Features::TEXTURE_INT64_ATOMIC),
            ] {
                if bits & bit != 0 {
                    features |= feature;
                }
            }
            features |= non_uniform_features(bits);
            // SV_ViewID: wgpu's multiview.
            if e.inputs
                .iter()
                .any(|v| v.built_in == crate::reflect::model::BuiltIn::ViewIndex)
            {
                features |= ::wgpu::Features::MULTIVIEW;
            }
            // Wave and quad intrinsics: wgpu's subgroup features (vertex shaders need their own).
            if e.uses_subgroups() {
                features |= ::wgpu::Features::SUBGROUP;
                if e.stage == crate::Stage::Vertex {
                    features |= ::wgpu::Features::SUBGROUP_VERTEX;
                }
            }
        }
        features |= binding_array_features(reflection);
        let mut max_immediate_size = 0;
        let wgsl_immediates = wgsl_uses_immediates(reflection);
        for p in &reflection.push_constants {
            if let Some(size) = super::layout::immediate_size(p.layout.size, kind, wgsl_immediates)
            {
                max_immediate_size = max_immediate_size.max(size);
            }
        }
        if max_immediate_size > 0 {
            features |= ::wgpu::Features::IMMEDIATES;
        }
        if kind == ShaderSourceKind::SpirVPassthrough {
            features |= ::wgpu::Features::PASSTHROUGH_SHADERS;
        }
        DeviceRequirements {
            features,
            max_immediate_size,
        }
    }

    /// `base` with the immediate size raised to what the shaders need.
    pub fn limits(&self, base: ::wgpu::Limits) -> ::wgpu::Limits {
        ::wgpu::Limits {
            max_immediate_size: base.max_immediate_size.max(self.max_immediate_size),
            ..base
        }
    }

    /// The first needed feature `device` lacks, as an error (passthrough is optional: it falls
    /// back to `ShaderSource::SpirV`).
    pub fn check(&self, device: &::wgpu::Device) -> Result<(), WgpuError> {
        let missing = (self.features - ::wgpu::Features::PASSTHROUGH_SHADERS) - device.features();
        if let Some(feature) = missing.iter().next() {
            return Err(WgpuError::MissingFeature {
                feature,
                why: feature_reason(feature),
            });
        }
        Ok(())
    }
}

/// wgpu's features for `NonUniformResourceIndex` into arrays (the reflection's device-feature
/// bits). Texel buffers have none: wgpu cannot bind them, which the layout reports.
fn non_uniform_features(bits: u32) -> ::wgpu::Features {
    use crate::reflect::device_features::*;
    use ::wgpu::Features as F;
    let mut features = F::empty();
    if bits & (SAMPLED_IMAGE_ARRAY_NON_UNIFORM | STORAGE_BUFFER_ARRAY_NON_UNIFORM) != 0 {
        features |= F::SAMPLED_TEXTURE_AND_STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING;
    }
    if bits & STORAGE_IMAGE_ARRAY_NON_UNIFORM != 0 {
        features |= F::STORAGE_TEXTURE_ARRAY_NON_UNIFORM_INDEXING;
    }
    if bits & UNIFORM_BUFFER_ARRAY_NON_UNIFORM != 0 {
        features |= F::UNIFORM_BUFFER_BINDING_ARRAYS;
    }
    features
}

/// wgpu's features for the resource arrays some entry point uses, as wgpu checks them when it
/// creates the bind group layout; an unbounded array also needs `PARTIALLY_BOUND_BINDING_ARRAY`
/// so that a bind group may hold fewer resources than the layout's count.
fn binding_array_features(reflection: &crate::reflect::ShaderReflection) -> ::wgpu::Features {
    use crate::reflect::model::ResourceKind as K;
    use ::wgpu::Features as F;
    let mut features = F::empty();
    for r in &reflection.resources {
        let used = reflection
            .entry_points
            .iter()
            .any(|e| e.used_resources.contains(&r.name));
        if r.count == 1 || !used {
            continue;
        }
        features |= match r.kind {
            K::Sampler | K::SampledTexture => F::TEXTURE_BINDING_ARRAY,
            K::StorageTexture => F::TEXTURE_BINDING_ARRAY | F::STORAGE_RESOURCE_BINDING_ARRAY,
            K::StorageBuffer => F::BUFFER_BINDING_ARRAY | F::STORAGE_RESOURCE_BINDING_ARRAY,
            K::ConstantBuffer => F::BUFFER_BINDING_ARRAY | F::UNIFORM_BUFFER_BINDING_ARRAYS,
            // The wgpu dialect's ray queries (WebGpuLayoutOptions::acceleration_structures).
            K::AccelerationStructure => F::ACCELERATION_STRUCTURE_BINDING_ARRAY,
            // Refused by the layout (wgpu has no texel buffers, subpasses or combined image
            // samplers).
            K::UniformTexelBuffer
            | K::StorageTexelBuffer
            | K::InputAttachment
            | K::CombinedImageSampler => F::empty(),
        };
        if r.is_unbounded() {
            features |= F::PARTIALLY_BOUND_BINDING_ARRAY;
        }
    }
    features
}

fn feature_reason(feature: ::wgpu::Features) -> String {
    use ::wgpu::Features as F;
    if feature == F::IMMEDIATES {
        "the push-constant block is delivered as immediates".to_string()
    } else if feature == F::PARTIALLY_BOUND_BINDING_ARRAY {
        "an unbounded resource array may hold fewer resources than its layout's count".to_string()
    } else if (F::TEXTURE_BINDING_ARRAY
        | F::BUFFER_BINDING_ARRAY
        | F::STORAGE_RESOURCE_BINDING_ARRAY
        | F::UNIFORM_BUFFER_BINDING_ARRAYS)
        .contains(feature)
    {
        "the shader uses a resource array".to_string()
    } else if (F::SAMPLED_TEXTURE_AND_STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING
        | F::STORAGE_TEXTURE_ARRAY_NON_UNIFORM_INDEXING)
        .contains(feature)
    {
        "the shader indexes a resource array with NonUniformResourceIndex".to_string()
    } else if feature == F::MULTIVIEW {
        "the shader reads SV_ViewID".to_string()
    } else if (F::SUBGROUP | F::SUBGROUP_VERTEX).contains(feature) {
        "the shader uses wave or quad intrinsics".to_string()
    } else {
        "the shader uses 16-bit, 64-bit or 64-bit atomic types".to_string()
    }
}
