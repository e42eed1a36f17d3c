//! The Vulkan device the cases run on, through wgpu.
//!
//! Input: none (the machine's Vulkan driver; Mesa's lavapipe in CI). Output: a [`Gpu`] with the
//! device, its queue and a one-line description (name, driver, driver info). Invariant: no
//! Vulkan adapter is an error, never a skip; the device enables `PASSTHROUGH_SHADERS` when the
//! adapter offers it, so our SPIR-V and glslang's run as written.

/// The device and what the table prints about it.
pub struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// `name (driver driver_info)`.
    pub description: String,
    /// Whether raw SPIR-V can be loaded without naga (`Features::PASSTHROUGH_SHADERS`).
    pub passthrough: bool,
}

/// Opens the first Vulkan adapter; an error string when there is none.
pub fn open() -> Result<Gpu, String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
        power_preference: wgpu::PowerPreference::HighPerformance,
        force_fallback_adapter: false,
        compatible_surface: None,
        ..Default::default()
    }))
    .map_err(|e| {
        format!(
            "no Vulkan device ({e}); install Mesa's lavapipe: apt-get install mesa-vulkan-drivers libvulkan1"
        )
    })?;
    let info = adapter.get_info();
    // SHADER_F64 for the double cases (intrinsics_double.case), texture binding arrays for the
    // cases that index `Texture2D T[N]` and subgroups for the wave and quad cases, where the
    // adapter has them.
    let wanted = wgpu::Features::PASSTHROUGH_SHADERS
        | wgpu::Features::FLOAT32_FILTERABLE
        | wgpu::Features::SHADER_F64
        | wgpu::Features::TEXTURE_BINDING_ARRAY
        | wgpu::Features::SUBGROUP;
    let features = wanted & adapter.features();
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("execution cases"),
        required_features: features,
        required_limits: if features.contains(wgpu::Features::TEXTURE_BINDING_ARRAY) {
            // Binding arrays need room for their elements.
            let offered = adapter.limits();
            wgpu::Limits {
                max_binding_array_elements_per_shader_stage: offered
                    .max_binding_array_elements_per_shader_stage,
                max_binding_array_sampler_elements_per_shader_stage: offered
                    .max_binding_array_sampler_elements_per_shader_stage,
                ..wgpu::Limits::default()
            }
        } else {
            wgpu::Limits::default()
        },
        ..Default::default()
    }))
    .map_err(|e| format!("cannot open the Vulkan device {}: {e}", info.name))?;
    Ok(Gpu {
        device,
        queue,
        description: format!("{} ({} {})", info.name, info.driver, info.driver_info),
        passthrough: features.contains(wgpu::Features::PASSTHROUGH_SHADERS),
    })
}
