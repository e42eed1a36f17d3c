//! Vulkan descriptor set and binding assignment, as DXC does it (notes §2).
//!
//! Input: every descriptor resource in declaration order ([`ResourceDecl`]: the implicit
//! globals buffer at the position of the first plain global, append/consume buffers with their
//! counter request). Push constants are not descriptors and are not passed here.
//! Output: a [`BindingAssignment`] with one [`AssignedBinding`] per input, in input order.
//!
//! Passes: (1) `[[vk::binding(B, S)]]` gives set S and binding B, and
//! `[[vk::counter_binding(C)]]` the counter's binding in the same set; (2) a matching
//! `-fvk-bind-register` gives its set and binding, otherwise `register(xN, spaceM)` gives set M
//! and binding N plus the `-fvk-x-shift` for that letter and space (`register(c)` gives
//! nothing); `-fvk-bind-globals` places the implicit globals buffer; (3) everything else, in
//! declaration order, takes the lowest binding not yet taken in its set (M for
//! `register(spaceM)`); an automatic counter is numbered right after its buffer. An array
//! takes one binding. A global struct of resources ([`ResourceDecl::follows`]) takes the lowest
//! run of free bindings that holds one binding per resource in it, array elements counted,
//! wherever its first resource is placed (by any pass); each resource of it sits at its own
//! distance from that first one, as DXC flattens such structs; a module that has one
//! reserves one binding per element for every array too ([`ResourceDecl::reserve`]); (4) the descriptor heaps' arrays ([`ResourceDecl::heap`]), as DXC's
//! emulated heaps: the resource heap, then the sampler heap, each at its
//! `-fvk-bind-*-heap` slot (reserved before pass 1) or else at the lowest binding of set 0
//! still free, all arrays of a heap at that one binding; then the counters of buffers read
//! from the resource heap at `-fvk-bind-counter-heap` or the next free binding of set 0. A set that is not written (S, M, or no annotation at all) is
//! `-auto-binding-space`, 0 by default ([`VulkanBindingOptions`]).
//!
//! A slot's only sampled texture and only sampler, with the same count, form a combined image
//! sampler (allowed, reported in [`BindingAssignment::combined`]). Resources of one descriptor
//! kind at one slot, and heap arrays of any kinds at one slot, are aliases, several typed views of one binding as Vulkan allows and DXC
//! emits them (`Buffer<uint> A[]` and `Buffer<float4> B[]` both at `[[vk::binding(0, 3)]]`):
//! each later one names the first in [`AssignedBinding::alias_of`]; counters alias only at
//! the counter heap's binding.
//! Any other sharing is OSH0330
//! naming both (and the option that moved either one, and the entry point) when one compiled
//! entry point uses both ([`EntryUse`]), and the warning OSH0337 at the later declaration when
//! none does: DXC drops the declarations an entry point does not use, so they never meet. Set, binding and register numbers
//! above 65535, also after a shift or remap, are OSH0331.
//! Invariant: the search for a free binding is bounded by the number of resources.
//!
//! These Vulkan slots are the input of [`crate::slots`], which sema then calls once for the
//! module to decide the other targets' slots (WebGPU, Metal) from them; both are stored on the
//! HIR's `ResourceBinding` and copied into the IR. Nothing downstream assigns a slot.

use crate::diag::{Code, DiagnosticBag, Label, Report, Severity};
use crate::source::Span;
use crate::types::ResourceKind;
use crate::vk_bindings::{DescriptorHeap, VulkanBindingOptions};
use std::collections::{BTreeMap, BTreeSet};

/// The largest set, binding or register number accepted.
pub const MAX_SLOT_NUMBER: u32 = 65535;

/// A `register(...)` annotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Register {
    /// `'b'`, `'t'`, `'s'`, `'u'` (`'c'` gives no binding).
    pub class: char,
    /// The register number; `None` for `register(spaceM)` alone.
    pub number: Option<u32>,
    /// `spaceM`; `None` when omitted (then `-auto-binding-space`, or 0).
    pub space: Option<u32>,
}

/// What the hidden counter of an append/consume buffer needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CounterRequest {
    /// No counter.
    #[default]
    None,
    /// The next free binding of the buffer's set, numbered right after the buffer.
    Auto,
    /// `[[vk::counter_binding(N)]]`.
    Explicit(u32),
}

/// One descriptor resource as declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceDecl {
    pub name: String,
    pub kind: ResourceKind,
    /// Array size (1 for a single resource, 0 for an unbounded array); an array still takes
    /// one binding.
    pub count: u32,
    /// `[[vk::binding(binding, set)]]` as (binding, set); set `None` when omitted.
    pub explicit_vk: Option<(u32, Option<u32>)>,
    pub register: Option<Register>,
    pub counter: CounterRequest,
    /// The implicit globals buffer (`-fvk-bind-globals` places it).
    pub is_globals: bool,
    /// The register class the type implies (`b`, `t`, `u`, `s`), whose shift
    /// `-fvk-auto-shift-bindings` applies to a resource without a register number.
    pub register_class: char,
    /// One of the arrays of a descriptor heap (`Texture2D t = ResourceDescriptorHeap[i];`
    /// makes an unbounded `Texture2D` array of the resource heap): placed with its heap after
    /// every declared resource (pass 4).
    pub heap: Option<DescriptorHeap>,
    /// How many consecutive bindings, from its own, the resource takes from the automatic
    /// placement (1; a global struct of resources takes one per resource in it, and then, as in
    /// DXC, every array takes one per element).
    pub reserve: u32,
    /// A later resource of a global struct of resources: (the index of the struct's first
    /// resource, the distance of this one's binding from it). It is placed with that one.
    pub follows: Option<(usize, u32)>,
    pub span: Span,
}

impl ResourceDecl {
    /// A resource with no annotations.
    pub fn new(name: impl Into<String>, kind: ResourceKind, span: Span) -> Self {
        ResourceDecl {
            name: name.into(),
            kind,
            count: 1,
            explicit_vk: None,
            register: None,
            counter: CounterRequest::None,
            is_globals: false,
            register_class: match kind {
                ResourceKind::ConstantBuffer => 'b',
                ResourceKind::Sampler => 's',
                ResourceKind::StorageTexture | ResourceKind::StorageTexelBuffer => 'u',
                _ => 't',
            },
            heap: None,
            reserve: 1,
            follows: None,
            span,
        }
    }
}

/// Where one resource ended up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssignedBinding {
    pub set: u32,
    pub binding: u32,
    /// The counter buffer's binding (in the resource's set unless `counter_set` says).
    pub counter_binding: Option<u32>,
    /// The counter's set when it is not the resource's: the counter heap's
    /// (`-fvk-bind-counter-heap` may name another set).
    pub counter_set: Option<u32>,
    /// Index of the resource this one shares its slot with as a combined image sampler.
    pub combined_with: Option<usize>,
    /// Index of the first-declared resource of the same kind at this slot, when this one is a
    /// further view of that binding.
    pub alias_of: Option<usize>,
}

/// The result of [`assign_bindings`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingAssignment {
    /// One per input resource, in input order.
    pub bindings: Vec<AssignedBinding>,
    /// Combined image samplers as (texture index, sampler index).
    pub combined: Vec<(usize, usize)>,
}

/// The resources one entry point uses, as indices into the input of [`assign_bindings_for`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntryUse {
    pub name: String,
    pub resources: BTreeSet<usize>,
}

/// Assigns Vulkan sets and bindings as if one entry point used every resource, so any shared
/// slot other than a combined pair is OSH0330; see the module docs for the rules.
pub fn assign_bindings(
    resources: &[ResourceDecl],
    options: &VulkanBindingOptions,
    diags: &mut DiagnosticBag,
) -> BindingAssignment {
    let all = EntryUse {
        name: String::new(),
        resources: (0..resources.len()).collect(),
    };
    assign_bindings_for(resources, options, std::slice::from_ref(&all), diags)
}

/// Assigns Vulkan sets and bindings; a shared slot is OSH0330 only between two resources that
/// one of `entries` uses, and OSH0337 (a warning) otherwise, since DXC drops what an entry point
/// does not use before it checks. See the module docs for the rules.
pub fn assign_bindings_for(
    resources: &[ResourceDecl],
    options: &VulkanBindingOptions,
    entries: &[EntryUse],
    diags: &mut DiagnosticBag,
) -> BindingAssignment {
    let mut slots: Vec<(u32, Option<u32>)> = Vec::with_capacity(resources.len());
    let mut counters: Vec<Option<u32>> = vec![None; resources.len()];
    let mut counter_sets: Vec<Option<u32>> = vec![None; resources.len()];
    let mut taken: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
    // The option that moved each resource's binding, for the collision message.
    let mut moved_by: Vec<Option<String>> = Vec::with_capacity(resources.len());

    // The heaps' slots given by options are reserved before anything is placed, as in DXC.
    for heap in [DescriptorHeap::Resource, DescriptorHeap::Sampler] {
        if let Some((binding, set)) = options.heap_slot(heap) {
            taken.entry(set).or_default().insert(binding);
        }
    }
    if let Some((binding, set)) = options.counter_heap {
        taken.entry(set).or_default().insert(binding);
    }

    // Passes 1 and 2: explicit slots.
    for r in resources {
        let (set, binding, origin) = match (r.heap, r.follows) {
            // Placed in pass 4, or with the struct's first resource.
            (Some(_), _) | (_, Some(_)) => (0, None, None),
            _ => explicit_slot(r, options, diags),
        };
        if let Some(b) = binding {
            let used = taken.entry(set).or_default();
            used.extend((0..r.reserve.max(1)).map_while(|k| b.checked_add(k)));
        }
        slots.push((set, binding));
        moved_by.push(origin);
    }
    for (i, r) in resources.iter().enumerate() {
        if let CounterRequest::Explicit(c) = r.counter {
            check_number(diags, r, "Counter binding", c);
            taken.entry(slots[i].0).or_default().insert(c);
            counters[i] = Some(c);
        }
    }

    // Pass 3: lowest free binding in declaration order; automatic counters right after their
    // buffer.
    for (i, r) in resources.iter().enumerate() {
        if r.heap.is_some() {
            continue;
        }
        if let Some((first, offset)) = r.follows {
            // The struct's first resource is earlier, so already placed.
            let (set, binding) = slots.get(first).copied().unwrap_or((0, None));
            let binding = binding.map(|b| b.saturating_add(offset));
            if let Some(b) = binding {
                check_number(diags, r, "Binding", b);
            }
            slots[i] = (set, binding);
            moved_by[i] = moved_by.get(first).cloned().flatten();
            continue;
        }
        let set = slots[i].0;
        let used = taken.entry(set).or_default();
        if slots[i].1.is_none() {
            // -fvk-auto-shift-bindings: from the shift of the resource's register class.
            let from = match options.shift_for(r.register_class, set) {
                Some(shift) if options.auto_shift => shift.shift,
                _ => 0,
            };
            let n = r.reserve.max(1);
            let b = free_run_from(used, from, n);
            used.extend((0..n).map_while(|k| b.checked_add(k)));
            slots[i].1 = Some(b);
            if from != 0 {
                moved_by[i] = Some(format!(
                    "-fvk-auto-shift-bindings with -fvk-{}-shift {from}",
                    r.register_class
                ));
            }
        }
        if r.counter == CounterRequest::Auto {
            let c = lowest_free(used);
            used.insert(c);
            counters[i] = Some(c);
        }
    }

    // Pass 4: each heap that is used, the resource heap first, takes its option's slot or the
    // lowest binding of set 0 still free; every array of the heap is at that binding.
    for heap in [DescriptorHeap::Resource, DescriptorHeap::Sampler] {
        if !resources.iter().any(|r| r.heap == Some(heap)) {
            continue;
        }
        let (binding, set, origin) = match options.heap_slot(heap) {
            Some((binding, set)) => (
                binding,
                set,
                Some(format!("{} {binding} {set}", heap.option())),
            ),
            None => {
                let used = taken.entry(0).or_default();
                let b = lowest_free(used);
                used.insert(b);
                (b, 0, None)
            }
        };
        for (i, r) in resources.iter().enumerate() {
            if r.heap == Some(heap) {
                slots[i] = (set, Some(binding));
                moved_by[i] = origin.clone();
            }
        }
    }
    // The counters of buffers read from the resource heap: one more binding, after both
    // heaps, shared by all of them (a counter's index is its buffer's).
    if resources
        .iter()
        .any(|r| r.heap.is_some() && r.counter != CounterRequest::None)
    {
        let (binding, set) = options.counter_heap.unwrap_or_else(|| {
            let used = taken.entry(0).or_default();
            let b = lowest_free(used);
            used.insert(b);
            (b, 0)
        });
        for (i, r) in resources.iter().enumerate() {
            if r.heap.is_some() && r.counter != CounterRequest::None {
                counters[i] = Some(binding);
                counter_sets[i] = (set != slots[i].0).then_some(set);
            }
        }
    }

    let mut out = BindingAssignment {
        bindings: slots
            .iter()
            .zip(&counters)
            .zip(&counter_sets)
            .map(
                |((&(set, binding), &counter_binding), &counter_set)| AssignedBinding {
                    set,
                    binding: binding.unwrap_or(0),
                    counter_binding,
                    counter_set,
                    combined_with: None,
                    alias_of: None,
                },
            )
            .collect(),
        combined: Vec::new(),
    };
    check_conflicts(resources, &moved_by, entries, &mut out, diags);
    out
}

/// The lowest binding not in `used`. `used` holds one entry per binding taken (at most
/// [`MAX_SLOT_NUMBER`] + 1 for each resource), so this looks at most at that many numbers.
fn lowest_free(used: &BTreeSet<u32>) -> u32 {
    free_run_from(used, 0, 1)
}

/// The lowest binding at or above `from` starting `n` bindings none of which is in `used`, as
/// DXC places a struct of resources. Looks at most at every entry of `used` once.
fn free_run_from(used: &BTreeSet<u32>, from: u32, n: u32) -> u32 {
    let mut candidate = from;
    for &b in used.range(from..) {
        if u64::from(b) >= u64::from(candidate) + u64::from(n) {
            break;
        }
        if b >= candidate {
            candidate = b.saturating_add(1);
        }
    }
    candidate
}

fn check_number(diags: &mut DiagnosticBag, r: &ResourceDecl, what: &str, n: u32) {
    if n > MAX_SLOT_NUMBER {
        diags.error(
            Code::BAD_REGISTER,
            r.span,
            format!(
                "{what} {n} of '{}' is larger than {MAX_SLOT_NUMBER}. Use a number from 0 to {MAX_SLOT_NUMBER}.",
                r.name
            ),
        );
    }
}

/// OSH0331 for a slot an option produced: it names the option, which is what to change.
fn check_option_result(
    diags: &mut DiagnosticBag,
    r: &ResourceDecl,
    what: &str,
    n: u64,
    option: &str,
) {
    if n > u64::from(MAX_SLOT_NUMBER) {
        diags.error(
            Code::BAD_REGISTER,
            r.span,
            format!(
                "{what} of '{}' is {n} after {option}, larger than {MAX_SLOT_NUMBER}. Use a smaller value in {option}.",
                r.name
            ),
        );
    }
}

/// The set, the binding if explicit, and the option that decided it (if one did), from
/// passes 1 and 2.
fn explicit_slot(
    r: &ResourceDecl,
    options: &VulkanBindingOptions,
    diags: &mut DiagnosticBag,
) -> (u32, Option<u32>, Option<String>) {
    let default_space = options.auto_binding_space.unwrap_or(0);
    if let Some((binding, set)) = r.explicit_vk {
        let set = set.unwrap_or(default_space);
        check_number(diags, r, "Binding", binding);
        check_number(diags, r, "Descriptor set", set);
        return (set, Some(binding), None);
    }
    match r.register {
        Some(reg) => {
            let space = reg.space.unwrap_or(default_space);
            check_number(diags, r, "Register space", space);
            let Some(n) = reg.number.filter(|_| reg.class != 'c') else {
                return (space, None, None);
            };
            check_number(diags, r, "Register number", n);
            if let Some(m) = options.remap_for(reg.class, n, space) {
                let option = format!(
                    "-fvk-bind-register {}{} {} {} {}",
                    m.class, m.number, m.space, m.binding, m.set
                );
                check_option_result(diags, r, "The binding", u64::from(m.binding), &option);
                check_option_result(diags, r, "The descriptor set", u64::from(m.set), &option);
                return (m.set, Some(m.binding), Some(option));
            }
            match options.shift_for(reg.class, space) {
                Some(shift) if shift.shift != 0 => {
                    let option =
                        format!("-fvk-{}-shift {} {}", reg.class, shift.shift, shift.space);
                    let shifted = u64::from(n) + u64::from(shift.shift);
                    check_option_result(diags, r, "The binding", shifted, &option);
                    let binding = u32::try_from(shifted).unwrap_or(u32::MAX);
                    (space, Some(binding), Some(option))
                }
                _ => (space, Some(n), None),
            }
        }
        None => match options.bind_globals {
            Some((binding, set)) if r.is_globals => {
                let option = format!("-fvk-bind-globals {binding} {set}");
                check_option_result(diags, r, "The binding", u64::from(binding), &option);
                check_option_result(diags, r, "The descriptor set", u64::from(set), &option);
                (set, Some(binding), Some(option))
            }
            _ => (default_space, None, None),
        },
    }
}

/// Who occupies a slot: a resource, or a resource's counter.
#[derive(Clone, Copy)]
struct Occupant {
    index: usize,
    counter: bool,
}

fn check_conflicts(
    resources: &[ResourceDecl],
    moved_by: &[Option<String>],
    entries: &[EntryUse],
    out: &mut BindingAssignment,
    diags: &mut DiagnosticBag,
) {
    let mut by_slot: BTreeMap<(u32, u32), Vec<Occupant>> = BTreeMap::new();
    for (index, b) in out.bindings.iter().enumerate() {
        by_slot
            .entry((b.set, b.binding))
            .or_default()
            .push(Occupant {
                index,
                counter: false,
            });
        if let Some(c) = b.counter_binding {
            by_slot
                .entry((b.counter_set.unwrap_or(b.set), c))
                .or_default()
                .push(Occupant {
                    index,
                    counter: true,
                });
        }
    }
    // The first entry point (in entry order) that uses both resources; a counter is used
    // with its buffer.
    let user_of_both = |a: Occupant, b: Occupant| -> Option<&EntryUse> {
        entries
            .iter()
            .find(|e| e.resources.contains(&a.index) && e.resources.contains(&b.index))
    };
    // (earlier, later, set, binding, entry point using both or None for a warning). Each later
    // occupant is reported once: against the first earlier one used with it, else against the
    // first earlier one at all.
    let mut conflicts: Vec<(Occupant, Occupant, u32, u32, Option<&EntryUse>)> = Vec::new();
    for (&(set, binding), occupants) in &by_slot {
        if occupants.len() < 2 {
            continue;
        }
        // The combined pair: the slot's only sampled texture and only sampler, counted without
        // the slot's other occupants (they are checked against both by use).
        let of_kind = |kind: ResourceKind| -> Vec<Occupant> {
            occupants
                .iter()
                .copied()
                .filter(|o| !o.counter && resources.get(o.index).map(|r| r.kind) == Some(kind))
                .collect()
        };
        let (textures, samplers) = (
            of_kind(ResourceKind::SampledTexture),
            of_kind(ResourceKind::Sampler),
        );
        let mut pair = None;
        if let ([t], [s]) = (&textures[..], &samplers[..]) {
            if let Some((texture, sampler)) = combined_pair(resources, *t, *s) {
                out.combined.push((texture, sampler));
                if let Some(b) = out.bindings.get_mut(texture) {
                    b.combined_with = Some(sampler);
                }
                if let Some(b) = out.bindings.get_mut(sampler) {
                    b.combined_with = Some(texture);
                }
                pair = Some((texture, sampler));
            }
        }
        let paired = |a: Occupant, b: Occupant| {
            !a.counter
                && !b.counter
                && pair.is_some_and(|(t, s)| {
                    (a.index, b.index) == (t, s) || (a.index, b.index) == (s, t)
                })
        };
        let kind = |o: Occupant| resources.get(o.index).map(|r| r.kind);
        let heap = |o: Occupant| resources.get(o.index).and_then(|r| r.heap);
        // The arrays of the heaps at one binding are its views whatever their descriptor
        // kinds (a mutable descriptor, as DXC's emulated heap needs).
        // The counter arrays of a heap's buffers share the counter heap's binding too.
        let aliases = |a: Occupant, b: Occupant| match (a.counter, b.counter) {
            (false, false) => {
                heap(a).is_some() && heap(b).is_some()
                    || heap(a).is_none() && heap(b).is_none() && kind(a) == kind(b)
            }
            (true, true) => heap(a).is_some() && heap(b).is_some(),
            _ => false,
        };
        for (k, &later) in occupants.iter().enumerate().skip(1) {
            // The first earlier view of the same kind is the binding this one aliases.
            let view = occupants[..k]
                .iter()
                .find(|&&e| !later.counter && aliases(e, later));
            if let Some(first) = view {
                let first = out
                    .bindings
                    .get(first.index)
                    .and_then(|b| b.alias_of)
                    .unwrap_or(first.index);
                if let Some(b) = out.bindings.get_mut(later.index) {
                    b.alias_of = Some(first);
                }
            }
            let earlier: Vec<Occupant> = occupants[..k]
                .iter()
                .copied()
                .filter(|&e| !paired(e, later) && !aliases(e, later))
                .collect();
            if let Some((e, entry)) = earlier
                .iter()
                .find_map(|&e| user_of_both(e, later).map(|u| (e, u)))
            {
                conflicts.push((e, later, set, binding, Some(entry)));
            } else if let Some(&e) = earlier.first() {
                conflicts.push((e, later, set, binding, None));
            }
        }
    }
    out.combined.sort_unstable();
    // Report in declaration order of the later resource, so messages follow the source.
    conflicts.sort_by_key(|(a, b, _, _, _)| (b.index, b.counter, a.index));
    for (first, second, set, binding, entry) in conflicts {
        let name = |o: Occupant| -> String {
            let base = resources.get(o.index).map_or("?", |r| r.name.as_str());
            if o.counter {
                format!("{base}.counter")
            } else {
                base.to_owned()
            }
        };
        let (Some(r1), Some(r2)) = (resources.get(first.index), resources.get(second.index)) else {
            continue;
        };
        // Name the options that put either resource here; counters are never moved by one.
        let mut because = String::new();
        for o in [first, second] {
            if let Some(Some(option)) = moved_by.get(o.index).filter(|_| !o.counter) {
                because.push_str(&format!(" '{}' is there because of {option}.", name(o)));
            }
        }
        // `t0` and `u0` are different registers in Direct3D but one Vulkan binding: say so, and
        // name DXC's option that keeps a whole class apart (the usual fix when porting).
        let registers = |r: &ResourceDecl| {
            r.register
                .filter(|g| g.number.is_some() && r.explicit_vk.is_none())
        };
        let classes = match (registers(r1), registers(r2)) {
            (Some(a), Some(b))
                if a.class != b.class
                    && a.number == b.number
                    && because.is_empty()
                    && !first.counter
                    && !second.counter =>
            {
                format!(
                    " In Direct3D '{}{}' and '{}{}' are different registers, but Vulkan has one binding per number: move one class with DXC's option, as in -fvk-{}-shift 100 {}.",
                    a.class,
                    a.number.unwrap_or(0),
                    b.class,
                    b.number.unwrap_or(0),
                    b.class,
                    set
                )
            }
            _ => String::new(),
        };
        let (severity, code, message) = match entry {
            Some(e) => {
                let used_by = if e.name.is_empty() {
                    String::new()
                } else {
                    format!(" The entry point '{}' uses both.", e.name)
                };
                (
                    Severity::Error,
                    Code::BINDING_CONFLICT,
                    format!(
                        "'{}' and '{}' both use set {set}, binding {binding}.{because}{used_by} Add [[vk::binding(N)]] to one of them or give them different register numbers.{classes}",
                        name(first),
                        name(second)
                    ),
                )
            }
            None => (
                Severity::Warning,
                Code::UNUSED_BINDING_OVERLAP,
                format!(
                    "'{}' and '{}' both use set {set}, binding {binding}; no entry point uses both, so this compiles.{because} Give them different bindings if a later entry point may use both.",
                    name(first),
                    name(second)
                ),
            ),
        };
        diags.push(Report {
            severity,
            code,
            span: r2.span,
            message,
            labels: vec![Label {
                span: r1.span,
                message: format!("'{}' is bound here", name(first)),
            }],
        });
    }
}

/// (texture, sampler) when two occupants form a combined image sampler.
fn combined_pair(resources: &[ResourceDecl], a: Occupant, b: Occupant) -> Option<(usize, usize)> {
    if a.counter || b.counter {
        return None;
    }
    let (ra, rb) = (resources.get(a.index)?, resources.get(b.index)?);
    if ra.count != rb.count || ra.heap.is_some() || rb.heap.is_some() {
        return None;
    }
    match (ra.kind, rb.kind) {
        (ResourceKind::SampledTexture, ResourceKind::Sampler) => Some((a.index, b.index)),
        (ResourceKind::Sampler, ResourceKind::SampledTexture) => Some((b.index, a.index)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ResourceKind as K;

    fn span(n: u32) -> Span {
        Span::new(crate::source::FileId(0), n, n + 1)
    }

    fn res(name: &str, kind: K) -> ResourceDecl {
        ResourceDecl::new(name, kind, Span::default())
    }

    fn reg(mut r: ResourceDecl, class: char, number: u32, space: u32) -> ResourceDecl {
        r.register = Some(Register {
            class,
            number: Some(number),
            space: Some(space),
        });
        r
    }

    fn vk(mut r: ResourceDecl, binding: u32, set: u32) -> ResourceDecl {
        r.explicit_vk = Some((binding, Some(set)));
        r
    }

    fn with_spans(mut rs: Vec<ResourceDecl>) -> Vec<ResourceDecl> {
        for (i, r) in rs.iter_mut().enumerate() {
            r.span = span(i as u32 * 10);
        }
        rs
    }

    fn assign(rs: &[ResourceDecl]) -> (Vec<(u32, u32)>, BindingAssignment) {
        let mut diags = DiagnosticBag::new();
        let a = assign_bindings(rs, &VulkanBindingOptions::default(), &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.reports());
        (a.bindings.iter().map(|b| (b.set, b.binding)).collect(), a)
    }

    /// A struct of resources takes the lowest run of free bindings that fits all of it (a
    /// one-binding gap is left to a later single resource); its later resources follow its
    /// first, also when that one is explicit.
    #[test]
    fn a_struct_of_resources_takes_the_lowest_run_that_fits_and_its_members_follow() {
        let mut first = res("g.t", K::SampledTexture);
        first.reserve = 3;
        let mut second = res("g.s", K::Sampler);
        second.follows = Some((1, 1));
        let mut third = res("g.u", K::SampledTexture);
        third.follows = Some((1, 2));
        let mut explicit = vk(res("h.t", K::SampledTexture), 10, 1);
        explicit.reserve = 2;
        let mut after = res("h.s", K::Sampler);
        after.follows = Some((5, 1));
        let rs = [
            vk(res("x", K::SampledTexture), 1, 0),
            first,
            second,
            third,
            res("y", K::Sampler),
            explicit,
            after,
            vk(res("z", K::Sampler), 12, 1),
        ];
        let (slots, _) = assign(&rs);
        assert_eq!(
            slots,
            [
                (0, 1),
                (0, 2),
                (0, 3),
                (0, 4),
                (0, 0),
                (1, 10),
                (1, 11),
                (1, 12)
            ]
        );
    }

    #[test]
    fn sprite_bindings() {
        let rs = [
            reg(res("Frame", K::ConstantBuffer), 'b', 0, 0),
            vk(res("Atlas", K::SampledTexture), 1, 0),
            vk(res("AtlasSampler", K::Sampler), 2, 0),
        ];
        assert_eq!(assign(&rs).0, [(0, 0), (0, 1), (0, 2)]);
    }

    #[test]
    fn vk_binding_wins_over_register() {
        let rs = [vk(reg(res("T", K::SampledTexture), 't', 3, 2), 7, 1)];
        assert_eq!(assign(&rs).0, [(1, 7)]);
    }

    #[test]
    fn dxc_implicit_numbering_with_counters() {
        // T:vk.binding.implicit
        let mut rs = vec![
            res("s1", K::Sampler),
            res("t1", K::SampledTexture),
            res("t2", K::SampledTexture),
            res("s2", K::Sampler),
            res("c", K::ConstantBuffer),
            res("b", K::UniformTexelBuffer),
            res("rb", K::StorageTexelBuffer),
            res("cb2", K::ConstantBuffer),
            res("sb1", K::StorageBuffer),
            res("sb2", K::StorageBuffer),
            res("ab", K::StorageBuffer),
            res("cs", K::StorageBuffer),
        ];
        rs[10].counter = CounterRequest::Auto;
        rs[11].counter = CounterRequest::Auto;
        let (slots, a) = assign(&rs);
        let bindings: Vec<u32> = slots.iter().map(|s| s.1).collect();
        assert_eq!(bindings, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
        assert_eq!(a.bindings[10].counter_binding, Some(11));
        assert_eq!(a.bindings[11].counter_binding, Some(13));
        assert_eq!(a.bindings[9].counter_binding, None);
    }

    #[test]
    fn dxc_register_spaces_and_lowest_free() {
        // T:vk.binding.register
        let mut rs = vec![
            reg(res("s1", K::Sampler), 's', 1, 0),
            reg(res("s2", K::Sampler), 's', 2, 1),
            reg(res("t1", K::SampledTexture), 't', 20, 1),
            reg(res("t2", K::SampledTexture), 't', 10, 0),
            res("s3", K::Sampler),
            res("s4", K::Sampler),
            reg(res("cb1", K::ConstantBuffer), 'b', 1, 3),
            reg(res("t3", K::SampledTexture), 't', 3, 0),
            reg(res("u1", K::StorageTexture), 'u', 4, 1),
            reg(res("cb2", K::ConstantBuffer), 'b', 2, 2),
            reg(res("cb3", K::ConstantBuffer), 'b', 2, 3),
            reg(res("t4", K::SampledTexture), 't', 5, 0),
            reg(res("u2", K::StorageTexture), 'u', 6, 1),
            reg(res("ap", K::StorageBuffer), 'u', 55, 0),
            reg(res("co", K::StorageBuffer), 'u', 7, 0),
        ];
        rs[13].counter = CounterRequest::Auto;
        rs[14].counter = CounterRequest::Auto;
        let (slots, a) = assign(&rs);
        assert_eq!(
            slots,
            [
                (0, 1),
                (1, 2),
                (1, 20),
                (0, 10),
                (0, 0),
                (0, 2),
                (3, 1),
                (0, 3),
                (1, 4),
                (2, 2),
                (3, 2),
                (0, 5),
                (1, 6),
                (0, 55),
                (0, 7)
            ]
        );
        assert_eq!(a.bindings[13].counter_binding, Some(4));
        assert_eq!(a.bindings[14].counter_binding, Some(6));
    }

    #[test]
    fn space_only_register_picks_lowest_free_in_that_space() {
        let mut t = res("T", K::SampledTexture);
        t.register = Some(Register {
            class: 't',
            number: None,
            space: Some(2),
        });
        let rs = [
            reg(res("A", K::ConstantBuffer), 'b', 0, 2),
            t,
            res("B", K::ConstantBuffer),
        ];
        assert_eq!(assign(&rs).0, [(2, 0), (2, 1), (0, 0)]);
    }

    #[test]
    fn unannotated_take_lowest_binding_not_taken_by_explicit_ones() {
        let rs = [
            res("A", K::ConstantBuffer),
            vk(res("B", K::SampledTexture), 0, 0),
            res("C", K::Sampler),
            reg(res("D", K::StorageBuffer), 'u', 2, 0),
            res("E", K::StorageBuffer),
        ];
        assert_eq!(assign(&rs).0, [(0, 1), (0, 0), (0, 3), (0, 2), (0, 4)]);
    }

    #[test]
    fn arrays_take_one_binding() {
        let mut tex = res("Tex", K::SampledTexture);
        tex.count = 4;
        let rs = [tex, res("Smp", K::Sampler)];
        assert_eq!(assign(&rs).0, [(0, 0), (0, 1)]);
    }

    #[test]
    fn explicit_counter_binding_uses_the_buffers_set() {
        let mut hits = reg(res("Hits", K::StorageBuffer), 'u', 2, 1);
        hits.counter = CounterRequest::Explicit(9);
        let mut other = res("Other", K::StorageBuffer);
        other.register = Some(Register {
            class: 'u',
            number: None,
            space: Some(1),
        });
        let (slots, a) = assign(&[hits, other]);
        assert_eq!(slots, [(1, 2), (1, 0)]);
        assert_eq!(a.bindings[0].counter_binding, Some(9));
    }

    #[test]
    fn texture_and_sampler_on_one_slot_form_a_combined_pair() {
        let rs = [
            reg(res("Albedo", K::SampledTexture), 't', 1, 0),
            reg(res("AlbedoSampler", K::Sampler), 's', 1, 0),
            res("Next", K::ConstantBuffer),
        ];
        let (slots, a) = assign(&rs);
        assert_eq!(slots, [(0, 1), (0, 1), (0, 0)]);
        assert_eq!(a.combined, [(0, 1)]);
        assert_eq!(a.bindings[0].combined_with, Some(1));
        assert_eq!(a.bindings[1].combined_with, Some(0));
        assert_eq!(a.bindings[2].combined_with, None);
    }

    #[test]
    fn t0_and_u0_conflict_is_osh0330_naming_both() {
        let rs = with_spans(vec![
            reg(res("Input", K::SampledTexture), 't', 0, 0),
            reg(res("Output", K::StorageTexture), 'u', 0, 0),
        ]);
        let mut diags = DiagnosticBag::new();
        assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].code, Code::BINDING_CONFLICT);
        assert_eq!(r[0].span, span(10));
        assert_eq!(
            r[0].message,
            "'Input' and 'Output' both use set 0, binding 0. Add [[vk::binding(N)]] to one of them or give them different register numbers. In Direct3D 't0' and 'u0' are different registers, but Vulkan has one binding per number: move one class with DXC's option, as in -fvk-u-shift 100 0."
        );
        assert_eq!(r[0].labels[0].span, span(0));
    }

    #[test]
    fn mismatched_counts_do_not_combine() {
        let mut tex = reg(res("Tex", K::SampledTexture), 't', 0, 0);
        tex.count = 2;
        let rs = with_spans(vec![tex, reg(res("S", K::Sampler), 's', 0, 0)]);
        let mut diags = DiagnosticBag::new();
        let a = assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        assert!(a.combined.is_empty());
        let msgs: Vec<&str> = diags.reports().iter().map(|r| r.message.as_str()).collect();
        assert_eq!(msgs.len(), 1);
        assert!(msgs[0].starts_with("'Tex' and 'S' both use set 0, binding 0."));
    }

    /// Wicked Engine's bindless tables: typed views of one binding, arrays or not, bounded or
    /// not, alias it (each names the first); another descriptor kind there is still OSH0330.
    #[test]
    fn views_of_one_kind_alias_a_binding_and_other_kinds_conflict() {
        let mut a = vk(res("A", K::UniformTexelBuffer), 0, 3);
        a.count = 0;
        let mut b = vk(res("B", K::UniformTexelBuffer), 0, 3);
        b.count = 0;
        let c = vk(res("C", K::UniformTexelBuffer), 0, 3);
        let mut t = vk(res("T", K::SampledTexture), 0, 4);
        t.count = 0;
        let mut u = vk(res("U", K::SampledTexture), 0, 4);
        u.count = 8;
        let rs = with_spans(vec![
            a,
            b,
            c,
            t,
            u,
            vk(res("S1", K::Sampler), 3, 0),
            vk(res("S2", K::Sampler), 3, 0),
        ]);
        let (slots, assigned) = assign(&rs);
        assert_eq!(
            slots,
            [(3, 0), (3, 0), (3, 0), (4, 0), (4, 0), (0, 3), (0, 3)]
        );
        let aliases: Vec<Option<usize>> = assigned.bindings.iter().map(|b| b.alias_of).collect();
        assert_eq!(
            aliases,
            [None, Some(0), Some(0), None, Some(3), None, Some(5)]
        );
        assert!(assigned.combined.is_empty());

        let rs = with_spans(vec![
            vk(res("Views", K::SampledTexture), 0, 4),
            vk(res("More", K::SampledTexture), 0, 4),
            vk(res("Rw", K::StorageTexture), 0, 4),
        ]);
        let mut diags = DiagnosticBag::new();
        let assigned = assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        let reports = diags.reports();
        assert_eq!(reports.len(), 1, "{reports:?}");
        assert_eq!(reports[0].code, Code::BINDING_CONFLICT);
        assert!(reports[0]
            .message
            .starts_with("'Views' and 'Rw' both use set 4, binding 0."));
        assert_eq!(assigned.bindings[1].alias_of, Some(0));
        assert_eq!(assigned.bindings[2].alias_of, None);
    }

    #[test]
    fn a_counter_never_aliases_a_buffer() {
        let mut ab = reg(res("Hits", K::StorageBuffer), 'u', 0, 0);
        ab.counter = CounterRequest::Explicit(1);
        let rs = with_spans(vec![ab, reg(res("Other", K::StorageBuffer), 'u', 1, 0)]);
        let mut diags = DiagnosticBag::new();
        let assigned = assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        assert_eq!(diags.reports().len(), 1);
        assert_eq!(assigned.bindings[1].alias_of, None);
    }

    #[test]
    fn counter_on_an_explicit_slot_conflicts() {
        let mut ab = reg(res("Hits", K::StorageBuffer), 'u', 0, 0);
        ab.counter = CounterRequest::Explicit(1);
        let rs = with_spans(vec![ab, reg(res("Other", K::StorageBuffer), 'u', 1, 0)]);
        let mut diags = DiagnosticBag::new();
        assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        assert_eq!(diags.reports().len(), 1);
        assert!(diags.reports()[0]
            .message
            .starts_with("'Hits.counter' and 'Other' both use set 0, binding 1."));
    }

    #[test]
    fn numbers_above_65535_are_osh0331() {
        let rs = [
            vk(res("A", K::ConstantBuffer), 70000, 0),
            vk(res("B", K::ConstantBuffer), 0, 65536),
            reg(res("C", K::ConstantBuffer), 'b', 65535, 65536),
        ];
        let mut diags = DiagnosticBag::new();
        let a = assign_bindings(&rs, &VulkanBindingOptions::default(), &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 3);
        assert!(r.iter().all(|r| r.code == Code::BAD_REGISTER));
        assert_eq!(
            r[0].message,
            "Binding 70000 of 'A' is larger than 65535. Use a number from 0 to 65535."
        );
        assert!(r[1].message.starts_with("Descriptor set 65536 of 'B'"));
        assert!(r[2].message.starts_with("Register space 65536 of 'C'"));
        assert_eq!(a.bindings[0].binding, 70000);
    }

    #[test]
    fn register_c_gives_no_binding() {
        let rs = [
            reg(res("G", K::ConstantBuffer), 'c', 5, 0),
            res("H", K::ConstantBuffer),
        ];
        assert_eq!(assign(&rs).0, [(0, 0), (0, 1)]);
    }

    #[test]
    fn spec_append_counters_follow_explicit_buffers() {
        // AppendStructuredBuffer A : register(u0); B : register(u1) -> counters 2 and 3.
        let mut a = reg(res("A", K::StorageBuffer), 'u', 0, 0);
        let mut b = reg(res("B", K::StorageBuffer), 'u', 1, 0);
        a.counter = CounterRequest::Auto;
        b.counter = CounterRequest::Auto;
        let (_, assigned) = assign(&[a, b]);
        let counters: Vec<Option<u32>> = assigned
            .bindings
            .iter()
            .map(|b| b.counter_binding)
            .collect();
        assert_eq!(counters, [Some(2), Some(3)]);
    }

    fn assign_with(rs: &[ResourceDecl], o: &VulkanBindingOptions) -> Vec<(u32, u32)> {
        let mut diags = DiagnosticBag::new();
        let a = assign_bindings(rs, o, &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.reports());
        a.bindings.iter().map(|b| (b.set, b.binding)).collect()
    }

    fn all(shift: u32) -> Vec<crate::vk_bindings::RegisterShift> {
        vec![crate::vk_bindings::RegisterShift {
            shift,
            space: crate::vk_bindings::ShiftSpace::All,
        }]
    }

    #[test]
    fn shifts_move_registers_by_class_and_the_pair_rule_sees_shifted_slots() {
        // SPIR-V.rst, "HLSL register and Vulkan binding": -fvk-{b,s,t,u}-shift.
        let o = VulkanBindingOptions {
            t_shift: all(100),
            s_shift: all(200),
            u_shift: all(300),
            ..Default::default()
        };
        let rs = [
            reg(res("Tex", K::SampledTexture), 't', 0, 0),
            reg(res("Smp", K::Sampler), 's', 0, 0),
            reg(res("Out", K::StorageTexture), 'u', 0, 1),
            reg(res("Cb", K::ConstantBuffer), 'b', 0, 0),
            res("Free", K::ConstantBuffer),
        ];
        assert_eq!(
            assign_with(&rs, &o),
            [(0, 100), (0, 200), (1, 300), (0, 0), (0, 1)]
        );
        // Without shifts t0 and s0 form a combined pair; shifted apart they do not.
        let mut diags = DiagnosticBag::new();
        assert!(assign_bindings(&rs, &o, &mut diags).combined.is_empty());
    }

    #[test]
    fn precedence_is_vk_binding_then_bind_register_then_shift() {
        use crate::vk_bindings::RegisterRemap;
        let o = VulkanBindingOptions {
            t_shift: all(100),
            bind_register: vec![RegisterRemap {
                class: 't',
                number: 1,
                space: 0,
                binding: 7,
                set: 3,
            }],
            ..Default::default()
        };
        let rs = [
            vk(reg(res("A", K::SampledTexture), 't', 1, 0), 5, 0),
            reg(res("B", K::SampledTexture), 't', 1, 0),
            reg(res("C", K::SampledTexture), 't', 2, 0),
            // The remap is for space 0 only.
            reg(res("D", K::SampledTexture), 't', 1, 2),
        ];
        assert_eq!(assign_with(&rs, &o), [(0, 5), (3, 7), (0, 102), (2, 101)]);
    }

    #[test]
    fn a_per_space_shift_replaces_all_for_the_whole_class_as_in_dxc() {
        use crate::vk_bindings::{RegisterShift, ShiftSpace};
        let o = VulkanBindingOptions {
            b_shift: vec![
                RegisterShift {
                    shift: 10,
                    space: ShiftSpace::All,
                },
                RegisterShift {
                    shift: 20,
                    space: ShiftSpace::Space(1),
                },
            ],
            ..Default::default()
        };
        let rs = [
            reg(res("A", K::ConstantBuffer), 'b', 0, 0),
            reg(res("B", K::ConstantBuffer), 'b', 0, 1),
        ];
        assert_eq!(assign_with(&rs, &o), [(0, 0), (1, 20)]);
    }

    #[test]
    fn auto_binding_space_is_the_set_of_everything_without_a_written_space() {
        let o = VulkanBindingOptions {
            auto_binding_space: Some(77),
            b_shift: all(1000),
            ..Default::default()
        };
        let mut no_set = res("V", K::ConstantBuffer);
        no_set.explicit_vk = Some((42, None));
        let mut no_space = res("R", K::ConstantBuffer);
        no_space.register = Some(Register {
            class: 'b',
            number: Some(0),
            space: None,
        });
        let rs = [
            no_set,
            no_space,
            reg(res("S", K::ConstantBuffer), 'b', 0, 2),
            res("F", K::ConstantBuffer),
        ];
        assert_eq!(
            assign_with(&rs, &o),
            [(77, 42), (77, 1000), (2, 1000), (77, 0)]
        );
    }

    #[test]
    fn bind_globals_places_only_the_implicit_globals_buffer() {
        let o = VulkanBindingOptions {
            bind_globals: Some((4, 2)),
            ..Default::default()
        };
        let mut g = res("Globals", K::ConstantBuffer);
        g.is_globals = true;
        let rs = [res("A", K::ConstantBuffer), g];
        assert_eq!(assign_with(&rs, &o), [(0, 0), (2, 4)]);
    }

    #[test]
    fn a_collision_after_a_shift_names_both_and_the_option() {
        let o = VulkanBindingOptions {
            t_shift: all(1),
            ..Default::default()
        };
        let rs = with_spans(vec![
            reg(res("Shifted", K::SampledTexture), 't', 0, 0),
            reg(res("Plain", K::ConstantBuffer), 'b', 1, 0),
        ]);
        let mut diags = DiagnosticBag::new();
        assign_bindings(&rs, &o, &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].code, Code::BINDING_CONFLICT);
        assert_eq!(
            r[0].message,
            "'Shifted' and 'Plain' both use set 0, binding 1. 'Shifted' is there because of -fvk-t-shift 1 all. Add [[vk::binding(N)]] to one of them or give them different register numbers."
        );
    }

    #[test]
    fn a_shift_past_65535_is_osh0331_naming_the_option() {
        let o = VulkanBindingOptions {
            u_shift: all(65000),
            ..Default::default()
        };
        let rs = [reg(res("Big", K::StorageBuffer), 'u', 600, 0)];
        let mut diags = DiagnosticBag::new();
        assign_bindings(&rs, &o, &mut diags);
        let r = diags.reports();
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].code, Code::BAD_REGISTER);
        assert_eq!(
            r[0].message,
            "The binding of 'Big' is 65600 after -fvk-u-shift 65000 all, larger than 65535. Use a smaller value in -fvk-u-shift 65000 all."
        );
    }

    fn uses(name: &str, resources: &[usize]) -> EntryUse {
        EntryUse {
            name: name.into(),
            resources: resources.iter().copied().collect(),
        }
    }

    /// T/S at t1/s1 and C at `[[vk::binding(1, 0)]]`.
    fn aliased() -> Vec<ResourceDecl> {
        with_spans(vec![
            reg(res("T", K::SampledTexture), 't', 1, 0),
            reg(res("S", K::Sampler), 's', 1, 0),
            vk(res("C", K::ConstantBuffer), 1, 0),
        ])
    }

    #[test]
    fn a_slot_shared_across_entry_points_only_warns_and_keeps_the_pair() {
        let rs = aliased();
        let mut diags = DiagnosticBag::new();
        let entries = [uses("a", &[0, 1]), uses("b", &[2])];
        let a = assign_bindings_for(&rs, &VulkanBindingOptions::default(), &entries, &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.reports());
        assert_eq!(a.combined, vec![(0, 1)]);
        let r = diags.reports();
        assert_eq!(r.len(), 1, "{r:?}");
        assert_eq!(
            (r[0].severity, r[0].code),
            (Severity::Warning, Code::UNUSED_BINDING_OVERLAP)
        );
        // At the later declaration, naming the first one it overlaps.
        assert_eq!((r[0].span, r[0].labels[0].span), (span(20), span(0)));
        assert!(r[0]
            .message
            .starts_with("'T' and 'C' both use set 0, binding 1;"));
    }

    #[test]
    fn a_slot_shared_within_one_entry_point_is_osh0330_naming_it() {
        let rs = aliased();
        let mut diags = DiagnosticBag::new();
        // 'b' uses S and C: the error names S, the first resource C meets in 'b', and 'b'.
        let entries = [uses("a", &[0, 1]), uses("b", &[1, 2])];
        let a = assign_bindings_for(&rs, &VulkanBindingOptions::default(), &entries, &mut diags);
        assert_eq!(a.combined, vec![(0, 1)]);
        let r = diags.reports();
        assert_eq!(r.len(), 1, "{r:?}");
        assert_eq!(
            (r[0].severity, r[0].code),
            (Severity::Error, Code::BINDING_CONFLICT)
        );
        assert_eq!((r[0].span, r[0].labels[0].span), (span(20), span(10)));
        assert_eq!(
            r[0].message,
            "'S' and 'C' both use set 0, binding 1. The entry point 'b' uses both. Add [[vk::binding(N)]] to one of them or give them different register numbers."
        );
    }

    #[test]
    fn without_entry_points_every_overlap_is_a_warning() {
        let rs = with_spans(vec![
            reg(res("Input", K::SampledTexture), 't', 0, 0),
            reg(res("Output", K::StorageTexture), 'u', 0, 0),
        ]);
        let mut diags = DiagnosticBag::new();
        assign_bindings_for(&rs, &VulkanBindingOptions::default(), &[], &mut diags);
        assert!(!diags.has_errors());
        assert_eq!(diags.reports()[0].code, Code::UNUSED_BINDING_OVERLAP);
    }
}
