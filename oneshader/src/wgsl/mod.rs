//! The WGSL backend: one entry point of an IR module, and everything it reaches, as WGSL text
//! that naga (version 30) accepts, with the same bindings and buffer byte layouts as the SPIR-V
//! target. The text is the same for both WGSL dialects (`crate::target::WgslDialect`); the
//! driver refuses, before any stage runs, the options only wgpu takes (`var<immediate>`).
//!
//! Input: a module that passes [`crate::ir::verify`]. Output: [`WgslOutput`] (the text and
//! where the push constants went), or `None` after error OSH5202 at the HLSL line of each
//! construct WGSL cannot express. It never panics on unsupported input; the same module and
//! options always give the same text.
//!
//! Mapping decisions (the spec's "The WGSL backend" page):
//! - buffers are raw 32-bit words (`buffers`): a constant buffer or push-constant block is
//!   `array<vec4<u32>, N>`, structured and byte-address buffers `array<u32>` (atomic element
//!   types when the entry point uses atomics on them); every access computes its word index
//!   from the reflected [`crate::types::TypeLayout`] and bitcasts;
//! - matrices are transposed as in SPIR-V: HLSL `floatRxC` is WGSL `matRxC<f32>` (R columns of
//!   C components), `m[i]` is row `i`, and `mul` swaps its operands;
//! - bindings equal the Vulkan slots except the sampler of a combined texture/sampler pair,
//!   which moves to the lowest free binding of its group ([`assign_slots`]); push constants are
//!   a uniform buffer at [`assign_slots`]'s reserved slot, or `var<immediate>` on request;
//! - stage I/O goes through module-level private variables (`io`); control flow is rebuilt
//!   from the IR's structure markers (`control`).
//!
//! Files: `names` (identifiers), `writer` (types, constants, module assembly), `exprs`
//! (arithmetic, composites, intrinsics), `buffers` (word-addressed access), `control`
//! (structured control flow), `io` (stage I/O, entry function), `textures`, `atomics`, `half`
//! (`f16` literals and the 16-bit-in-buffer refusal).

mod atomics;
mod buffers;
mod control;
mod exprs;
mod half;
mod io;
pub mod names;
mod textures;
mod writer;

#[cfg(test)]
mod half_tests;
#[cfg(test)]
mod tests;

use crate::diag::{Code, DiagnosticBag};
use crate::ir::{GlobalId, Module};
use crate::source::Span;
use crate::types::{AddressSpace, ResourceType, Type};

pub use names::entry_function_name;

/// Options of the WGSL backend.
#[derive(Clone, Debug, Default)]
pub struct WgslOptions {
    /// Emit push constants as wgpu's native `var<immediate>` (needs `Features::IMMEDIATES`)
    /// instead of the portable uniform buffer.
    pub push_constants_as_immediates: bool,
}

/// How an entry point's push-constant block was emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PushConstantForm {
    /// A `var<uniform>` at this group and binding.
    UniformBuffer { group: u32, binding: u32 },
    /// A `var<immediate>` (wgpu immediates).
    Immediate,
}

/// One entry point as WGSL.
#[derive(Clone, Debug, PartialEq)]
pub struct WgslOutput {
    pub text: String,
    /// The WGSL entry function's name ([`entry_function_name`]).
    pub entry_function: String,
    /// Where the push constants went, when the entry point reads them.
    pub push_constants: Option<PushConstantForm>,
}

/// One bound resource as [`assign_slots`] sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotRequest {
    pub set: u32,
    pub binding: u32,
    pub is_sampler: bool,
}

/// WGSL slots of a module's resources, and the push-constant slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotAssignment {
    /// `(group, binding)` per request, in request order.
    pub slots: Vec<(u32, u32)>,
    /// The reserved push-constant slot: the highest group used and the binding after its
    /// highest one (`(0, 0)` when nothing is bound).
    pub push_constants: (u32, u32),
}

/// WGSL slots: the Vulkan ones, except that a sampler sharing its slot with a non-sampler (a
/// combined texture/sampler pair) moves to the lowest free binding of its group. Deterministic:
/// moved samplers are placed in request order. The push-constant slot comes after the highest
/// binding (moved samplers included) of the highest group.
pub fn assign_slots(requests: &[SlotRequest]) -> SlotAssignment {
    use std::collections::BTreeSet;
    let mut used: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut slots = vec![(0, 0); requests.len()];
    let mut movers = Vec::new();
    for (i, r) in requests.iter().enumerate() {
        let shared = r.is_sampler
            && requests
                .iter()
                .any(|o| !o.is_sampler && o.set == r.set && o.binding == r.binding);
        if shared {
            movers.push(i);
        } else {
            used.insert((r.set, r.binding));
            slots[i] = (r.set, r.binding);
        }
    }
    for i in movers {
        let set = requests[i].set;
        let mut b = 0u32;
        while used.contains(&(set, b)) && b < u32::MAX {
            b += 1;
        }
        used.insert((set, b));
        slots[i] = (set, b);
    }
    let push_constants = match used.iter().next_back() {
        Some(&(set, _)) => {
            let top = used.range((set, 0)..=(set, u32::MAX)).next_back();
            (set, top.map_or(0, |&(_, b)| b.saturating_add(1)))
        }
        None => (0, 0),
    };
    SlotAssignment {
        slots,
        push_constants,
    }
}

/// The slot requests of a module's bound globals, in global order, with their ids.
pub(crate) fn module_slot_requests(module: &Module) -> (Vec<GlobalId>, Vec<SlotRequest>) {
    let mut ids = Vec::new();
    let mut reqs = Vec::new();
    for (i, g) in module.globals.iter().enumerate() {
        let Some(b) = g.binding else { continue };
        if g.space == AddressSpace::PushConstant {
            continue;
        }
        let is_sampler = matches!(
            module.types.get(g.ty),
            Type::Resource(ResourceType::Sampler { .. })
        );
        ids.push(GlobalId(i as u32));
        reqs.push(SlotRequest {
            set: b.set,
            binding: b.binding,
            is_sampler,
        });
    }
    (ids, reqs)
}

/// Emits the entry point named `entry_point` of `module` as WGSL.
///
/// Returns `None` after reporting OSH5202 errors when something cannot be expressed, or when
/// there is no such entry point. `precise` arithmetic gives warning OSH5205 once.
pub fn emit(
    module: &Module,
    entry_point: &str,
    options: &WgslOptions,
    diags: &mut DiagnosticBag,
) -> Option<WgslOutput> {
    let Some(entry) = module.entry_point(entry_point) else {
        diags.error(
            Code::WGSL_UNSUPPORTED,
            Span::default(),
            format!("The module has no entry point named '{entry_point}'."),
        );
        return None;
    };
    let mut w = writer::Writer::new(module, entry, options.clone());
    w.run();
    if w.precise_span.is_some() && w.errors.is_empty() {
        diags.warning(
            Code::WGSL_PRECISE_IGNORED,
            w.precise_span.unwrap_or_default(),
            "'precise' arithmetic is compiled, but WGSL cannot forbid a multiply-add being fused or a sum being reordered, so the result may differ in the last bits from the other targets. Use 'fma' where the exact rounding matters, or leave WGSL out of the targets for this shader.",
        );
    }
    if !w.errors.is_empty() {
        for (span, msg) in std::mem::take(&mut w.errors) {
            diags.error(Code::WGSL_UNSUPPORTED, span, msg);
        }
        return None;
    }
    Some(w.finish())
}
