//! DXC's Vulkan binding options as typed values: register shifts (`-fvk-{b,t,s,u}-shift`),
//! register remaps (`-fvk-bind-register`), the implicit globals buffer's slot
//! (`-fvk-bind-globals`), the default space (`-auto-binding-space`) and the descriptor heaps'
//! slots (`-fvk-bind-resource-heap`, `-fvk-bind-sampler-heap`, `-fvk-bind-counter-heap`).
//!
//! Input: set by the `oneshader` command line or by a library user on
//! [`crate::CompileOptions::vulkan_bindings`]. Output: read by `sema::bindings`, which applies
//! them while deciding every resource's Vulkan set and binding (and so, through
//! [`crate::slots`], every other target's slots). The default value changes nothing.
//! Meanings follow DXC's `docs/SPIR-V.rst` and its binding code; see [`VulkanBindingOptions`].

use std::fmt;

/// Which spaces a register shift applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShiftSpace {
    /// `all`: every space, but only when it is the only shift given for its register class
    /// (DXC ignores an `all` shift that is mixed with per-space ones).
    All,
    /// One register space (`spaceN`, the descriptor set it becomes).
    Space(u32),
}

impl fmt::Display for ShiftSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShiftSpace::All => f.write_str("all"),
            ShiftSpace::Space(n) => write!(f, "{n}"),
        }
    }
}

/// Shader Model 6.6's descriptor heaps, which DXC emulates for Vulkan: each resource type read
/// from a heap (`Texture2D t = ResourceDescriptorHeap[i];`) is an unbounded array of that type,
/// and all the arrays of one heap share its binding (`docs/SPIR-V.rst`, "ResourceDescriptorHeaps
/// & SamplerDescriptorHeaps").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum DescriptorHeap {
    /// `ResourceDescriptorHeap`: constant buffers, textures, buffers.
    #[serde(rename = "ResourceDescriptorHeap")]
    Resource,
    /// `SamplerDescriptorHeap`: samplers.
    #[serde(rename = "SamplerDescriptorHeap")]
    Sampler,
}

impl DescriptorHeap {
    /// The HLSL name, which is also the name of every array DXC makes for the heap.
    pub fn name(self) -> &'static str {
        match self {
            DescriptorHeap::Resource => "ResourceDescriptorHeap",
            DescriptorHeap::Sampler => "SamplerDescriptorHeap",
        }
    }

    /// The heap a name written in HLSL denotes.
    pub fn from_name(name: &str) -> Option<DescriptorHeap> {
        match name {
            "ResourceDescriptorHeap" => Some(DescriptorHeap::Resource),
            "SamplerDescriptorHeap" => Some(DescriptorHeap::Sampler),
            _ => None,
        }
    }

    /// The DXC option that places the heap.
    pub fn option(self) -> &'static str {
        match self {
            DescriptorHeap::Resource => "-fvk-bind-resource-heap",
            DescriptorHeap::Sampler => "-fvk-bind-sampler-heap",
        }
    }
}

/// One `-fvk-X-shift SHIFT SPACE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterShift {
    pub shift: u32,
    pub space: ShiftSpace,
}

/// One `-fvk-bind-register xN SPACE BINDING SET`: register `class``number` in `space` goes to
/// `set`/`binding`, whatever the shifts say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterRemap {
    /// `'b'`, `'t'`, `'s'` or `'u'`.
    pub class: char,
    pub number: u32,
    pub space: u32,
    pub binding: u32,
    pub set: u32,
}

/// DXC's Vulkan binding options. Precedence for one resource, as in DXC:
/// `[[vk::binding]]`; then a matching `-fvk-bind-register`; then `register(xN, spaceM)` plus the
/// shift for its class and space; then the lowest free binding. For the shifts of one class, a
/// single `all` entry applies to every space; otherwise each space takes the last shift given
/// for it and other spaces none. A register without `spaceM`, a `[[vk::binding(B)]]` without a
/// set and a resource without annotations use `auto_binding_space` (0 by default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct VulkanBindingOptions {
    /// `-fvk-b-shift` (constant buffers), in the order given.
    pub b_shift: Vec<RegisterShift>,
    /// `-fvk-t-shift` (textures, read-only buffers).
    pub t_shift: Vec<RegisterShift>,
    /// `-fvk-s-shift` (samplers).
    pub s_shift: Vec<RegisterShift>,
    /// `-fvk-u-shift` (read-write resources).
    pub u_shift: Vec<RegisterShift>,
    /// `-fvk-bind-register`, in the order given (a later remap of the same register wins).
    pub bind_register: Vec<RegisterRemap>,
    /// `-fvk-bind-globals BINDING SET` as (binding, set): the implicit globals buffer's slot.
    pub bind_globals: Option<(u32, u32)>,
    /// `-auto-binding-space N`: the set of resources whose space is not written.
    pub auto_binding_space: Option<u32>,
    /// `-fvk-auto-shift-bindings`: a resource without a register number searches for its free
    /// binding from the shift of the register class it would have (`b` constant buffers, `s`
    /// samplers, `u` read-write resources, `t` the rest) instead of from 0.
    pub auto_shift: bool,
    /// `-fvk-bind-resource-heap BINDING SET` as (binding, set). Without it the resource heap
    /// takes the lowest binding of set 0 left free once every declared resource has its own.
    pub resource_heap: Option<(u32, u32)>,
    /// `-fvk-bind-sampler-heap BINDING SET`; without it, the next free binding of set 0.
    pub sampler_heap: Option<(u32, u32)>,
    /// `-fvk-bind-counter-heap BINDING SET`: the counters of RW/append/consume structured
    /// buffers read from the resource heap; without it, the next free binding of set 0 after
    /// the heaps.
    pub counter_heap: Option<(u32, u32)>,
}

impl VulkanBindingOptions {
    /// The shifts given for a register class (`'b'`, `'t'`, `'s'`, `'u'`; none for others).
    pub fn shifts(&self, class: char) -> &[RegisterShift] {
        match class {
            'b' => &self.b_shift,
            't' => &self.t_shift,
            's' => &self.s_shift,
            'u' => &self.u_shift,
            _ => &[],
        }
    }

    /// The shift DXC applies to register class `class` in `space`, with the entry it came from.
    pub fn shift_for(&self, class: char, space: u32) -> Option<RegisterShift> {
        match self.shifts(class) {
            [only] if only.space == ShiftSpace::All => Some(*only),
            list => list
                .iter()
                .rev()
                .find(|s| s.space == ShiftSpace::Space(space))
                .copied(),
        }
    }

    /// The slot an option gives `heap`, as (binding, set).
    pub fn heap_slot(&self, heap: DescriptorHeap) -> Option<(u32, u32)> {
        match heap {
            DescriptorHeap::Resource => self.resource_heap,
            DescriptorHeap::Sampler => self.sampler_heap,
        }
    }

    /// The last `-fvk-bind-register` for register `class``number` in `space`.
    pub fn remap_for(&self, class: char, number: u32, space: u32) -> Option<RegisterRemap> {
        self.bind_register
            .iter()
            .rev()
            .find(|r| r.class == class && r.number == number && r.space == space)
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shift(shift: u32, space: ShiftSpace) -> RegisterShift {
        RegisterShift { shift, space }
    }

    #[test]
    fn a_lone_all_shift_applies_to_every_space() {
        let o = VulkanBindingOptions {
            t_shift: vec![shift(100, ShiftSpace::All)],
            ..Default::default()
        };
        assert_eq!(o.shift_for('t', 0).map(|s| s.shift), Some(100));
        assert_eq!(o.shift_for('t', 7).map(|s| s.shift), Some(100));
        assert_eq!(o.shift_for('u', 0), None);
    }

    #[test]
    fn mixed_with_per_space_shifts_all_is_ignored_and_the_last_per_space_wins() {
        // DXC's BindingShiftMapper: `all` is the master shift only when it is the only entry.
        let o = VulkanBindingOptions {
            b_shift: vec![
                shift(10, ShiftSpace::All),
                shift(20, ShiftSpace::Space(1)),
                shift(30, ShiftSpace::Space(1)),
            ],
            ..Default::default()
        };
        assert_eq!(o.shift_for('b', 1).map(|s| s.shift), Some(30));
        assert_eq!(o.shift_for('b', 0), None);
    }
}
