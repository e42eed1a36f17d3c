//! Binding slots of every target, decided by one set of rules.
//!
//! Input: a module's bound declarations in declaration order ([`SlotDecl`]): every resource
//! with its class, array count and Vulkan slot (and its hidden counter's), and every
//! push-constant block. The Vulkan set and binding are DXC's, decided before this by
//! [`crate::sema::bindings`]; this module takes them as given. Output: [`ModuleSlots`], the
//! WebGPU `(group, binding)` and the Metal argument index of each declaration, in input order.
//!
//! Sema calls [`assign`] once per module, over every declaration (module-wide, as DXC numbers,
//! not per entry point), stores the result on the HIR, and lowering copies it into the IR
//! globals; the backends and reflection read it from there. `layouts/` calls [`assign`] too,
//! over a reflection's resources, for a target whose slots that reflection does not carry.
//! Nobody else computes a slot.
//!
//! Rules:
//! - **WebGPU** ([`webgpu_slots`]): the Vulkan slot, except a sampler that shares its slot with
//!   a non-sampler (the sampler of a combined texture/sampler pair), which moves to the lowest
//!   binding of its group that no resource or counter uses; moved samplers are placed in
//!   declaration order. A counter keeps its Vulkan slot. Every push-constant block gets the one
//!   reserved uniform-buffer slot: the highest group used and the binding after its highest
//!   one, moved samplers included (`(0, 0)` when nothing is bound).
//! - **Metal** ([`metal_indices`]): buffers (constant, structured, byte-address, push-constant
//!   blocks, counters), textures (texel buffers included) and samplers each count up from 0 in
//!   declaration order over the whole module; an array of N takes N indices, and an unbounded
//!   array takes one buffer index (Metal binds it as an argument buffer); a counter takes the
//!   buffer index right after its buffer's (its `MslCounterIndex`); a push-constant block takes
//!   the next buffer index where it is declared, "like any constant buffer" as the spec's MSL
//!   page says.
//!
//! Invariants: pure functions of their input (same declarations, same slots); the search for a
//! free binding looks at no more numbers than there are declarations.

use std::collections::BTreeSet;

/// Metal's argument classes, each with its own index space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SlotClass {
    /// Constant, structured and byte-address buffers (and push-constant blocks, counters).
    Buffer,
    /// Textures, including texel buffers (`Buffer<T>`, `RWBuffer<T>`).
    Texture,
    Sampler,
}

/// Metal's limits per function, by class: 31 buffer, 128 texture and 16 sampler arguments.
/// They apply to what one entry point uses; the driver checks them (OSH5105) when a compile
/// targets Metal, which comes with the MSL backend.
pub const METAL_MAX_BUFFERS: u32 = 31;
/// See [`METAL_MAX_BUFFERS`].
pub const METAL_MAX_TEXTURES: u32 = 128;
/// See [`METAL_MAX_BUFFERS`].
pub const METAL_MAX_SAMPLERS: u32 = 16;
/// The buffer index a vertex shader's interleaved vertex data (its `[[stage_in]]`) is bound at,
/// the spec's default: reflection reports it (`msl_vertex_buffer_index`), the Metal vertex
/// descriptor uses it, and the MSL backend refuses a vertex entry point whose own buffers take
/// it (OSH5105).
pub const METAL_VERTEX_BUFFER: u32 = 30;

/// One bound declaration, as the slot rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotDecl {
    Resource(ResourceDecl),
    /// A `[[vk::push_constant]]` block (no Vulkan slot; a uniform buffer on WebGPU, a buffer
    /// argument on Metal).
    PushConstant,
}

/// A resource's inputs to the slot rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceDecl {
    pub class: SlotClass,
    /// Array size (1 for a single resource).
    pub count: u32,
    /// Vulkan `(set, binding)`.
    pub vulkan: (u32, u32),
    /// The hidden counter's Vulkan `(set, binding)` (append and consume buffers).
    pub vulkan_counter: Option<(u32, u32)>,
}

/// Where one binding sits on the targets whose slots this module decides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TargetSlots {
    /// WebGPU `(group, binding)` (WGSL `@group`/`@binding`).
    pub webgpu: (u32, u32),
    /// Metal argument index within the declaration's class (the first one, for an array).
    pub metal: u32,
}

/// The slots of one resource and of its hidden counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResourceSlots {
    pub resource: TargetSlots,
    /// The counter's slots (a Metal buffer index; WebGPU keeps the Vulkan counter slot).
    pub counter: Option<TargetSlots>,
}

/// The slots of every declaration given to [`assign`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleSlots {
    /// One per [`SlotDecl::Resource`], in input order.
    pub resources: Vec<ResourceSlots>,
    /// One per [`SlotDecl::PushConstant`], in input order.
    pub push_constants: Vec<TargetSlots>,
}

/// The slots of every target for `decls` (declaration order); see the module docs.
pub fn assign(decls: &[SlotDecl]) -> ModuleSlots {
    let resources: Vec<ResourceDecl> = decls
        .iter()
        .filter_map(|d| match d {
            SlotDecl::Resource(r) => Some(*r),
            SlotDecl::PushConstant => None,
        })
        .collect();
    let webgpu = webgpu_slots(&resources);
    let metal = metal_indices(decls);
    let mut out = ModuleSlots::default();
    let mut metal = metal.into_iter();
    for d in decls {
        let m = metal.next().unwrap_or_default();
        match d {
            SlotDecl::Resource(r) => {
                let i = out.resources.len();
                out.resources.push(ResourceSlots {
                    resource: TargetSlots {
                        webgpu: webgpu.resources.get(i).copied().unwrap_or(r.vulkan),
                        metal: m.index,
                    },
                    counter: r.vulkan_counter.map(|c| TargetSlots {
                        webgpu: c,
                        metal: m.counter.unwrap_or_default(),
                    }),
                });
            }
            SlotDecl::PushConstant => out.push_constants.push(TargetSlots {
                webgpu: webgpu.push_constants,
                metal: m.index,
            }),
        }
    }
    out
}

/// WebGPU slots of resources, and the reserved push-constant slot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WebGpuSlots {
    /// `(group, binding)` per resource, in input order.
    pub resources: Vec<(u32, u32)>,
    /// The uniform buffer that stands in for push constants.
    pub push_constants: (u32, u32),
}

/// The WebGPU rule of the module docs over `resources` in declaration order.
pub fn webgpu_slots(resources: &[ResourceDecl]) -> WebGpuSlots {
    let mut used: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut slots: Vec<(u32, u32)> = resources.iter().map(|r| r.vulkan).collect();
    let mut movers = Vec::new();
    for (i, r) in resources.iter().enumerate() {
        let shared = r.class == SlotClass::Sampler
            && resources
                .iter()
                .any(|o| o.class != SlotClass::Sampler && o.vulkan == r.vulkan);
        if shared {
            movers.push(i);
        } else {
            used.insert(r.vulkan);
        }
        if let Some(c) = r.vulkan_counter {
            used.insert(c);
        }
    }
    for i in movers {
        let group = slots[i].0;
        let mut b = 0u32;
        // Bounded: `used` holds at most one entry per resource and counter.
        while used.contains(&(group, b)) && b < u32::MAX {
            b += 1;
        }
        used.insert((group, b));
        slots[i] = (group, b);
    }
    let push_constants = match used.iter().next_back() {
        Some(&(group, _)) => {
            let top = used.range((group, 0)..=(group, u32::MAX)).next_back();
            (group, top.map_or(0, |&(_, b)| b.saturating_add(1)))
        }
        None => (0, 0),
    };
    WebGpuSlots {
        resources: slots,
        push_constants,
    }
}

/// The Metal class an array of `count` resources of `class` takes its index from: its own,
/// except that an unbounded array (`count` 0) is an argument buffer, bound as a buffer.
pub fn metal_class(class: SlotClass, count: u32) -> SlotClass {
    if count == 0 {
        SlotClass::Buffer
    } else {
        class
    }
}

/// A declaration's Metal argument index, and its counter's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MetalIndex {
    pub index: u32,
    /// The counter's buffer index (append and consume buffers).
    pub counter: Option<u32>,
}

/// The Metal rule of the module docs: one [`MetalIndex`] per declaration, in input order.
pub fn metal_indices(decls: &[SlotDecl]) -> Vec<MetalIndex> {
    let mut next = [0u32; 3];
    let mut take = |class: SlotClass, n: u32| {
        let c = &mut next[class as usize];
        let at = *c;
        *c = c.saturating_add(n.max(1));
        at
    };
    decls
        .iter()
        .map(|d| match d {
            SlotDecl::Resource(r) => {
                let index = take(metal_class(r.class, r.count), r.count);
                let counter = r.vulkan_counter.map(|_| take(SlotClass::Buffer, 1));
                MetalIndex { index, counter }
            }
            SlotDecl::PushConstant => MetalIndex {
                index: take(SlotClass::Buffer, 1),
                counter: None,
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn res(class: SlotClass, set: u32, binding: u32) -> ResourceDecl {
        ResourceDecl {
            class,
            count: 1,
            vulkan: (set, binding),
            vulkan_counter: None,
        }
    }

    #[test]
    fn webgpu_moves_combined_samplers_to_the_lowest_free_binding() {
        let s = webgpu_slots(&[
            res(SlotClass::Texture, 0, 0),
            res(SlotClass::Sampler, 0, 0),
            res(SlotClass::Buffer, 0, 1),
            res(SlotClass::Buffer, 1, 3),
        ]);
        assert_eq!(s.resources, [(0, 0), (0, 2), (0, 1), (1, 3)]);
        assert_eq!(s.push_constants, (1, 4));
        assert_eq!(webgpu_slots(&[]).push_constants, (0, 0));
    }

    #[test]
    fn webgpu_sampler_and_push_block_skip_counters() {
        // A combined pair at (0,0), an append buffer at (0,2) whose counter took (0,1): the
        // sampler may not land on the counter, and the push block goes after both.
        let mut append = res(SlotClass::Buffer, 0, 2);
        append.vulkan_counter = Some((0, 1));
        let s = webgpu_slots(&[
            res(SlotClass::Sampler, 0, 0),
            res(SlotClass::Texture, 0, 0),
            append,
        ]);
        assert_eq!(s.resources, [(0, 3), (0, 0), (0, 2)]);
        assert_eq!(s.push_constants, (0, 4));
    }

    #[test]
    fn the_issue_example_gives_sampler_one_and_push_three() {
        let m = assign(&[
            SlotDecl::Resource(res(SlotClass::Texture, 0, 0)),
            SlotDecl::Resource(res(SlotClass::Sampler, 0, 0)),
            SlotDecl::Resource(res(SlotClass::Buffer, 0, 2)),
            SlotDecl::PushConstant,
        ]);
        let webgpu: Vec<(u32, u32)> = m.resources.iter().map(|r| r.resource.webgpu).collect();
        assert_eq!(webgpu, [(0, 0), (0, 1), (0, 2)]);
        assert_eq!(m.push_constants[0].webgpu, (0, 3));
    }

    #[test]
    fn metal_counts_per_class_in_declaration_order() {
        let mut textures = res(SlotClass::Texture, 0, 1);
        textures.count = 4;
        let mut append = res(SlotClass::Buffer, 0, 5);
        append.vulkan_counter = Some((0, 6));
        let m = assign(&[
            SlotDecl::Resource(res(SlotClass::Buffer, 0, 0)),
            SlotDecl::Resource(textures),
            SlotDecl::Resource(res(SlotClass::Sampler, 0, 1)),
            SlotDecl::PushConstant,
            SlotDecl::Resource(res(SlotClass::Texture, 0, 2)),
            SlotDecl::Resource(append),
            SlotDecl::Resource(res(SlotClass::Buffer, 0, 7)),
        ]);
        let metal: Vec<u32> = m.resources.iter().map(|r| r.resource.metal).collect();
        // Buffers 0, (push 1), 2 with counter 3, then 4; textures 0..4 then 4; sampler 0.
        assert_eq!(metal, [0, 0, 0, 4, 2, 4]);
        assert_eq!(m.push_constants[0].metal, 1);
        assert_eq!(
            m.resources[4].counter.map(|c| (c.metal, c.webgpu)),
            Some((3, (0, 6)))
        );
    }

    #[test]
    fn spec_push_block_declared_first_is_buffer_zero() {
        // The spec's push-constants page: `Draw` then `Camera : register(b0)`.
        let m = assign(&[
            SlotDecl::PushConstant,
            SlotDecl::Resource(res(SlotClass::Buffer, 0, 0)),
        ]);
        assert_eq!(m.push_constants[0].metal, 0);
        assert_eq!(m.resources[0].resource.metal, 1);
        assert_eq!(m.push_constants[0].webgpu, (0, 1));
    }

    #[test]
    fn an_unbounded_array_takes_one_buffer_index() {
        let mut bindless = res(SlotClass::Texture, 1, 0);
        bindless.count = 0;
        let m = assign(&[
            SlotDecl::Resource(res(SlotClass::Texture, 0, 0)),
            SlotDecl::Resource(bindless),
            SlotDecl::Resource(res(SlotClass::Buffer, 0, 1)),
            SlotDecl::Resource(res(SlotClass::Texture, 0, 2)),
        ]);
        let metal: Vec<u32> = m.resources.iter().map(|r| r.resource.metal).collect();
        // The argument buffer is buffer 0; the textures around it are 0 and 1.
        assert_eq!(metal, [0, 0, 1, 1]);
        assert_eq!(metal_class(SlotClass::Texture, 0), SlotClass::Buffer);
        assert_eq!(metal_class(SlotClass::Sampler, 3), SlotClass::Sampler);
    }
}
