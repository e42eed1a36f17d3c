//! Runs a SPIR-V compute shader on a real Vulkan device, with buffers passed to it as
//! *buffer device addresses* (64-bit pointers) in push constants.
//!
//! wgpu exposes no buffer device addresses, so shaders that use `PhysicalStorageBuffer64`
//! pointers (GLSL `buffer_reference`) can only be exercised end to end through raw Vulkan;
//! [`run_compute`] is the smallest harness that does so, built on `ash` alone.
//!
//! It needs a Vulkan 1.2 loader and a physical device of Vulkan 1.2 or later with the
//! `bufferDeviceAddress` (Vulkan 1.2) and `shaderInt64` (core) features and a compute queue.
//! Mesa's lavapipe (software) qualifies; GPUs are preferred over CPU devices when several do.
//! Optional features the shader may want (`scalarBlockLayout`, 8/16-bit storage, push constants
//! and arithmetic, `shaderFloat64`, 64-bit atomics, the Vulkan memory model, variable pointers)
//! are enabled whenever the device supports them. Every Vulkan object is destroyed on every path, except
//! after a fence timeout, when the still-running work makes destroying them unsound: those
//! objects are leaked instead.
#![warn(clippy::undocumented_unsafe_blocks)]

use ash::vk;
use std::ffi::{CStr, CString};

/// Runs one compute entry point of `spirv` (words) as `groups` workgroups. Each of `buffers`
/// becomes a device buffer (STORAGE_BUFFER | SHADER_DEVICE_ADDRESS usage, host-visible and
/// coherent memory allocated with MemoryAllocateFlags::DEVICE_ADDRESS; sizes rounded up to 16,
/// at least 16). `push` is called with their device addresses (in the order of `buffers`) and
/// the buffers' bytes, which it may change without changing their lengths (to store addresses
/// in them: linked data); the bytes are then uploaded (padding zeroed), and `push` returns the
/// push-constant bytes (zero-padded to a
/// multiple of 4; the pipeline layout has one push constant range of that size, stage COMPUTE,
/// or none if empty, and no descriptor sets). After the dispatch completes, each buffer's
/// contents are read back into `buffers` (original lengths kept). Returns the device name.
///
/// Err(String) says what failed, including which device lacks which required feature.
///
/// The shader is trusted like any code under test: only the SPIR-V framing and the entry point
/// are checked, and its push-constant block must fit in the bytes `push` returns. Through its
/// pointers it can reach any memory of the device (with lavapipe, of this very process).
pub fn run_compute(
    spirv: &[u32],
    entry: &str,
    groups: [u32; 3],
    buffers: &mut [Vec<u8>],
    push: impl FnOnce(&[u64], &mut [Vec<u8>]) -> Vec<u8>,
) -> Result<String, String> {
    let entry = check_entry_point(spirv, entry)?;
    // SAFETY: loads the system Vulkan loader; its initialisers are trusted like any system library.
    let lib = unsafe { ash::Entry::load() }.map_err(|e| format!("cannot load Vulkan: {e}"))?;
    // SAFETY: plain query on a successfully loaded entry.
    let version = unsafe { lib.try_enumerate_instance_version() }
        .map_err(err("vkEnumerateInstanceVersion"))?;
    let version = version.unwrap_or(vk::API_VERSION_1_0);
    if version < vk::API_VERSION_1_2 {
        return Err(format!("Vulkan loader is {}, need 1.2", ver(version)));
    }
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
    // SAFETY: the create info is valid and only borrows `app`, which outlives the call.
    let instance = unsafe {
        lib.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .map_err(err("vkCreateInstance"))?;
    // From here on `g` owns every handle and destroys them when dropped, also on the `?` paths.
    let mut g = Gpu {
        entry: Some(lib),
        instance,
        device: None,
        buffers: Vec::new(),
        module: Default::default(),
        layout: Default::default(),
        pipeline: Default::default(),
        pool: Default::default(),
        fence: Default::default(),
        in_flight: false,
    };
    let pick = pick_device(&g.instance)?;
    let (s11, s12) = (&pick.f11, &pick.f12);
    let mut e11 = vk::PhysicalDeviceVulkan11Features {
        storage_buffer16_bit_access: s11.storage_buffer16_bit_access,
        uniform_and_storage_buffer16_bit_access: s11.uniform_and_storage_buffer16_bit_access,
        variable_pointers_storage_buffer: s11.variable_pointers_storage_buffer,
        variable_pointers: s11.variable_pointers,
        storage_push_constant16: s11.storage_push_constant16,
        ..Default::default()
    };
    let mut e12 = vk::PhysicalDeviceVulkan12Features {
        buffer_device_address: vk::TRUE,
        scalar_block_layout: s12.scalar_block_layout,
        storage_buffer8_bit_access: s12.storage_buffer8_bit_access,
        uniform_and_storage_buffer8_bit_access: s12.uniform_and_storage_buffer8_bit_access,
        shader_int8: s12.shader_int8,
        storage_push_constant8: s12.storage_push_constant8,
        shader_buffer_int64_atomics: s12.shader_buffer_int64_atomics,
        shader_shared_int64_atomics: s12.shader_shared_int64_atomics,
        shader_float16: s12.shader_float16,
        vulkan_memory_model: s12.vulkan_memory_model,
        vulkan_memory_model_device_scope: s12.vulkan_memory_model_device_scope,
        ..Default::default()
    };
    let core = vk::PhysicalDeviceFeatures {
        shader_int64: vk::TRUE,
        shader_int16: pick.core.shader_int16,
        shader_float64: pick.core.shader_float64,
        ..Default::default()
    };
    let prio = [1.0f32];
    let queue_info = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(pick.family)
        .queue_priorities(&prio)];
    let info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queue_info)
        .enabled_features(&core)
        .push_next(&mut e11)
        .push_next(&mut e12);
    // SAFETY: `pick.pd` comes from this instance; only supported features are enabled and the
    // create info's chain borrows locals that outlive the call.
    let device =
        unsafe { g.instance.create_device(pick.pd, &info, None) }.map_err(err("vkCreateDevice"))?;
    let d = g.device.insert(device).clone();
    // SAFETY: the family was created with one queue, so index 0 exists.
    let queue = unsafe { d.get_device_queue(pick.family, 0) };

    // Buffers: create, bind host-visible memory, fill, and get their device addresses.
    // SAFETY: plain query on a physical device of this instance.
    let mem_props = unsafe { g.instance.get_physical_device_memory_properties(pick.pd) };
    let mut addrs = Vec::with_capacity(buffers.len());
    let mut mapped = Vec::with_capacity(buffers.len());
    for data in buffers.iter() {
        let size = (data.len().max(1) as u64).div_ceil(16) * 16;
        let info = vk::BufferCreateInfo::default().size(size).usage(
            vk::BufferUsageFlags::STORAGE_BUFFER | vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS,
        );
        // SAFETY: valid create info on a live device; the handle is recorded in `g` at once.
        let buf = unsafe { d.create_buffer(&info, None) }.map_err(err("vkCreateBuffer"))?;
        g.buffers.push((buf, vk::DeviceMemory::null()));
        // SAFETY: `buf` is a live buffer of `d`.
        let req = unsafe { d.get_buffer_memory_requirements(buf) };
        let wanted = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let type_index = (0..mem_props.memory_type_count)
            .find(|&i| {
                req.memory_type_bits & (1 << i) != 0
                    && mem_props.memory_types[i as usize]
                        .property_flags
                        .contains(wanted)
            })
            .ok_or("no host-visible coherent memory type for a storage buffer")?;
        let mut flags =
            vk::MemoryAllocateFlagsInfo::default().flags(vk::MemoryAllocateFlags::DEVICE_ADDRESS);
        let alloc = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(type_index)
            .push_next(&mut flags);
        // SAFETY: valid allocate info (type index checked against the requirements); recorded in `g`.
        let mem = unsafe { d.allocate_memory(&alloc, None) }.map_err(err("vkAllocateMemory"))?;
        g.buffers.last_mut().unwrap().1 = mem;
        // SAFETY: `mem` satisfies `req` and is unbound; the whole allocation is mapped once and
        // `req.size >= size` bytes stay valid until the memory is freed (which unmaps it).
        let ptr = unsafe {
            d.bind_buffer_memory(buf, mem, 0)
                .map_err(err("vkBindBufferMemory"))?;
            d.map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .map_err(err("vkMapMemory"))?
                .cast::<u8>()
        };
        mapped.push((ptr, size as usize));
        // SAFETY: `buf` was created with SHADER_DEVICE_ADDRESS usage and bound to memory allocated
        // with DEVICE_ADDRESS, and bufferDeviceAddress is enabled.
        addrs.push(unsafe {
            d.get_buffer_device_address(&vk::BufferDeviceAddressInfo::default().buffer(buf))
        });
    }

    let lengths: Vec<usize> = buffers.iter().map(Vec::len).collect();
    let mut push_bytes = push(&addrs, buffers);
    for ((data, &(ptr, size)), len) in buffers.iter().zip(&mapped).zip(lengths) {
        if data.len() != len {
            return Err(format!(
                "push changed a buffer's length from {len} to {}",
                data.len()
            ));
        }
        // SAFETY: `ptr` maps at least `size >= data.len()` bytes of host-visible memory that no
        // GPU work uses yet.
        unsafe {
            std::ptr::write_bytes(ptr, 0, size);
            std::ptr::copy_nonoverlapping(data.as_ptr(), ptr, data.len());
        }
    }
    push_bytes.resize(push_bytes.len().div_ceil(4) * 4, 0);
    let limits = &pick.limits;
    if push_bytes.len() > limits.max_push_constants_size as usize {
        return Err(format!(
            "{} push-constant bytes exceed the device limit of {}",
            push_bytes.len(),
            limits.max_push_constants_size
        ));
    }
    if groups
        .iter()
        .zip(limits.max_compute_work_group_count)
        .any(|(&n, max)| n > max)
    {
        return Err(format!(
            "groups {groups:?} exceed the device limit {:?}",
            limits.max_compute_work_group_count
        ));
    }

    // Pipeline.
    // SAFETY: `spirv` starts with the SPIR-V magic and its instruction stream was walked in
    // `check_entry_point`; handles are recorded in `g` as soon as they exist.
    g.module =
        unsafe { d.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(spirv), None) }
            .map_err(err("vkCreateShaderModule"))?;
    let range = [vk::PushConstantRange {
        stage_flags: vk::ShaderStageFlags::COMPUTE,
        offset: 0,
        size: push_bytes.len() as u32,
    }];
    let ranges = if push_bytes.is_empty() {
        &range[..0]
    } else {
        &range[..]
    };
    // SAFETY: the range is within the checked limit and a multiple of 4; no set layouts.
    g.layout = unsafe {
        d.create_pipeline_layout(
            &vk::PipelineLayoutCreateInfo::default().push_constant_ranges(ranges),
            None,
        )
    }
    .map_err(err("vkCreatePipelineLayout"))?;
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(g.module)
        .name(&entry);
    let pipe_info = [vk::ComputePipelineCreateInfo::default()
        .stage(stage)
        .layout(g.layout)];
    // SAFETY: module, layout and a GLCompute entry point of that name exist (checked above).
    match unsafe { d.create_compute_pipelines(vk::PipelineCache::null(), &pipe_info, None) } {
        Ok(p) => g.pipeline = p[0],
        Err((p, e)) => {
            g.pipeline = p.first().copied().unwrap_or_default();
            return Err(format!("vkCreateComputePipelines failed: {e}"));
        }
    }

    // Record, submit and wait.
    // SAFETY: every handle used is live and owned by `g`; the command buffer is recorded once,
    // with a push range matching the layout, and the barrier makes shader writes host-visible.
    unsafe {
        g.pool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(pick.family),
                None,
            )
            .map_err(err("vkCreateCommandPool"))?;
        let cmd = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(g.pool)
                    .level(vk::CommandBufferLevel::PRIMARY)
                    .command_buffer_count(1),
            )
            .map_err(err("vkAllocateCommandBuffers"))?[0];
        d.begin_command_buffer(
            cmd,
            &vk::CommandBufferBeginInfo::default()
                .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT),
        )
        .map_err(err("vkBeginCommandBuffer"))?;
        d.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, g.pipeline);
        if !push_bytes.is_empty() {
            d.cmd_push_constants(cmd, g.layout, vk::ShaderStageFlags::COMPUTE, 0, &push_bytes);
        }
        d.cmd_dispatch(cmd, groups[0], groups[1], groups[2]);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        d.cmd_pipeline_barrier(
            cmd,
            vk::PipelineStageFlags::COMPUTE_SHADER,
            vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        );
        d.end_command_buffer(cmd)
            .map_err(err("vkEndCommandBuffer"))?;
        g.fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .map_err(err("vkCreateFence"))?;
        let cmds = [cmd];
        d.queue_submit(
            queue,
            &[vk::SubmitInfo::default().command_buffers(&cmds)],
            g.fence,
        )
        .map_err(err("vkQueueSubmit"))?;
        g.in_flight = true;
        match d.wait_for_fences(&[g.fence], true, 30_000_000_000) {
            Ok(()) => g.in_flight = false,
            Err(vk::Result::TIMEOUT) => return Err("dispatch did not finish within 30 s".into()),
            Err(e) => {
                // Only a lost device is known to have stopped; otherwise the work may still run.
                g.in_flight = e != vk::Result::ERROR_DEVICE_LOST;
                return Err(format!("vkWaitForFences failed: {e}"));
            }
        }
    }
    for (data, &(ptr, _)) in buffers.iter_mut().zip(&mapped) {
        // SAFETY: the fence signalled after the host-read barrier, so the device is done with the
        // memory, and the mapping holds at least `data.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(ptr, data.as_mut_ptr(), data.len()) };
    }
    Ok(pick.name)
}

/// Owns every Vulkan object of one run; null handles are skipped by the destroy calls.
struct Gpu {
    entry: Option<ash::Entry>,
    instance: ash::Instance,
    device: Option<ash::Device>,
    buffers: Vec<(vk::Buffer, vk::DeviceMemory)>,
    module: vk::ShaderModule,
    layout: vk::PipelineLayout,
    pipeline: vk::Pipeline,
    pool: vk::CommandPool,
    fence: vk::Fence,
    /// Work may still be running: leak everything (loader included) instead of destroying it.
    in_flight: bool,
}

impl Drop for Gpu {
    fn drop(&mut self) {
        if self.in_flight {
            std::mem::forget(self.entry.take());
            return;
        }
        // SAFETY: no work is pending (the fence was waited on, or nothing was submitted, or the
        // device is lost); each handle is null or a live child of this device/instance, and they
        // are destroyed once, children before parents, the loader (`entry`) last.
        unsafe {
            if let Some(d) = self.device.take() {
                d.destroy_fence(self.fence, None);
                d.destroy_command_pool(self.pool, None);
                d.destroy_pipeline(self.pipeline, None);
                d.destroy_pipeline_layout(self.layout, None);
                d.destroy_shader_module(self.module, None);
                for &(buf, mem) in &self.buffers {
                    d.destroy_buffer(buf, None);
                    d.free_memory(mem, None);
                }
                d.destroy_device(None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

/// The chosen physical device and what it supports.
struct Pick {
    pd: vk::PhysicalDevice,
    name: String,
    family: u32,
    limits: vk::PhysicalDeviceLimits,
    core: vk::PhysicalDeviceFeatures,
    f11: vk::PhysicalDeviceVulkan11Features<'static>,
    f12: vk::PhysicalDeviceVulkan12Features<'static>,
}

/// The first qualifying device, GPUs before others before CPUs; otherwise why none qualifies.
fn pick_device(instance: &ash::Instance) -> Result<Pick, String> {
    // SAFETY: plain query on a live instance.
    let pds = unsafe { instance.enumerate_physical_devices() }
        .map_err(err("vkEnumeratePhysicalDevices"))?;
    let (mut best, mut rejected) = (None::<(u32, Pick)>, Vec::new());
    for pd in pds {
        // SAFETY: `pd` was just enumerated from this instance.
        let props = unsafe { instance.get_physical_device_properties(pd) };
        let name = props
            .device_name_as_c_str()
            .map_or("?".into(), |n| n.to_string_lossy().into_owned());
        if props.api_version < vk::API_VERSION_1_2 {
            rejected.push(format!("{name}: Vulkan {} < 1.2", ver(props.api_version)));
            continue;
        }
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut f11)
            .push_next(&mut f12);
        // SAFETY: the device is Vulkan 1.2, so both chained structs are known to it; they outlive the call.
        unsafe { instance.get_physical_device_features2(pd, &mut f2) };
        let core = f2.features;
        // Unlink the chain so the copies kept in `Pick` hold no pointers to these locals.
        (f11.p_next, f12.p_next) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: plain query on an enumerated physical device.
        let families = unsafe { instance.get_physical_device_queue_family_properties(pd) };
        let family = families
            .iter()
            .position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE));
        let missing: Vec<&str> = [
            (
                f12.buffer_device_address == vk::FALSE,
                "bufferDeviceAddress",
            ),
            (core.shader_int64 == vk::FALSE, "shaderInt64"),
            (family.is_none(), "a compute queue family"),
        ]
        .into_iter()
        .filter_map(|(m, what)| m.then_some(what))
        .collect();
        if !missing.is_empty() {
            rejected.push(format!("{name}: lacks {}", missing.join(", ")));
            continue;
        }
        let rank = match props.device_type {
            vk::PhysicalDeviceType::DISCRETE_GPU | vk::PhysicalDeviceType::INTEGRATED_GPU => 0,
            vk::PhysicalDeviceType::CPU => 2,
            _ => 1,
        };
        if best.as_ref().is_none_or(|(r, _)| rank < *r) {
            let family = family.unwrap_or_default() as u32;
            best = Some((
                rank,
                Pick {
                    pd,
                    name,
                    family,
                    limits: props.limits,
                    core,
                    f11,
                    f12,
                },
            ));
        }
    }
    match best {
        Some((_, pick)) => Ok(pick),
        None if rejected.is_empty() => Err("no Vulkan physical devices found".into()),
        None => Err(format!("no usable Vulkan device: {}", rejected.join("; "))),
    }
}

/// Checks that `spirv` is a SPIR-V module with a GLCompute entry point named `entry`: passing an
/// unknown name to Vulkan is undefined behaviour (drivers may abort), not an error code.
fn check_entry_point(spirv: &[u32], entry: &str) -> Result<CString, String> {
    if spirv.len() < 5 || spirv[0] != 0x0723_0203 {
        return Err("not a SPIR-V module (bad magic or too short)".into());
    }
    let (mut at, mut found) = (5, Vec::new());
    while at < spirv.len() {
        let (count, opcode) = ((spirv[at] >> 16) as usize, spirv[at] & 0xffff);
        if count == 0 || at + count > spirv.len() {
            return Err(format!("malformed SPIR-V instruction at word {at}"));
        }
        // OpEntryPoint (15): ExecutionModel, <id>, name (NUL-terminated UTF-8, packed LE), ...
        if opcode == 15 && count > 3 && spirv[at + 1] == 5 {
            let bytes: Vec<u8> = spirv[at + 3..at + count]
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .collect();
            if let Ok(name) = CStr::from_bytes_until_nul(&bytes) {
                found.push(name.to_string_lossy().into_owned());
            }
        }
        at += count;
    }
    if found.iter().any(|n| n == entry) {
        CString::new(entry).map_err(|e| e.to_string())
    } else {
        Err(format!(
            "no GLCompute entry point named {entry:?} (found {found:?})"
        ))
    }
}

fn err(what: &'static str) -> impl Fn(vk::Result) -> String {
    move |e| format!("{what} failed: {e}")
}

fn ver(v: u32) -> String {
    format!(
        "{}.{}.{}",
        vk::api_version_major(v),
        vk::api_version_minor(v),
        vk::api_version_patch(v)
    )
}
