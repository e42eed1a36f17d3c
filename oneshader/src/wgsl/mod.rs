//! The WGSL backend: one entry point of an IR module, and everything it reaches, as WGSL text
//! that naga (version 30) accepts, with the same bindings and buffer byte layouts as the SPIR-V
//! target. The text is the same for both WGSL dialects (`crate::target::WgslDialect`); the
//! driver refuses, before any stage runs, the options only wgpu takes (`var<immediate>`).
//!
//! The logic it shares with the MSL backend (reachability and pre-pass, word-addressed
//! buffers, structured control flow, instructions, atomics, texture operands) is written once
//! in [`crate::textgen`]; this folder holds WGSL's spellings ([`crate::textgen::Dialect`] for
//! `writer::Wgsl`) and what only WGSL has.
//!
//! Input: a module that passes [`crate::ir::verify`]. Output: [`WgslOutput`] (the text and
//! where the push constants went), or `None` after error OSH5202 at the HLSL line of each
//! construct WGSL cannot express. It never panics on unsupported input; the same module and
//! options always give the same text.
//!
//! Mapping decisions (the spec's "The WGSL backend" page):
//! - buffers are raw 32-bit words (`textgen::buffers`): a constant buffer or push-constant block is
//!   `array<vec4<u32>, N>`, structured and byte-address buffers `array<u32>` (atomic element
//!   types when the entry point uses atomics on them); every access computes its word index
//!   from the reflected [`crate::types::TypeLayout`] and bitcasts;
//! - matrices are transposed as in SPIR-V: HLSL `floatRxC` is WGSL `matRxC<f32>` (R columns of
//!   C components), `m[i]` is row `i`, and `mul` swaps its operands;
//! - every `@group`/`@binding` is the WebGPU slot sema decided and lowering stored on the IR
//!   global (`Global::slots`, rules in [`crate::slots`]): the Vulkan slot, except the sampler of
//!   a combined texture/sampler pair; push constants are a uniform buffer at their reserved slot
//!   there, or `var<immediate>` on request. The backend computes no slot;
//! - stage I/O goes through module-level private variables (`io`); control flow is rebuilt
//!   from the IR's structure markers (`textgen::control`) as `loop { ... continuing { ... } }`.
//!
//! Files: `dialect` (the spellings: types, literals, statements, signatures, atomics, barriers,
//! buffer lengths), `writer` (the dialect state, `var` declarations with their bindings,
//! binding arrays, module assembly with its `enable`/`diagnostic` directives and `override`
//! constants), `names` (WGSL's reserved and predeclared words), `exprs` (the intrinsics WGSL
//! spells its own way), `io` (built-ins, `@location`s, the entry function), `textures`
//! (declarations and `texture*` calls), `subgroup` (wave operations), `ray_query` (inline ray
//! queries, wgpu dialect only), `half` (`f16` literals).

mod dialect;
mod exprs;
mod half;
mod io;
pub mod names;
mod ray_query;
mod subgroup;
mod textures;
mod uniformity;
mod writer;

#[cfg(test)]
mod half_tests;
#[cfg(test)]
mod tests;

use crate::diag::{Code, DiagnosticBag};
use crate::ir::Module;

pub use names::entry_function_name;

/// Options of the WGSL backend.
#[derive(Clone, Debug, Default)]
pub struct WgslOptions {
    /// Emit push constants as wgpu's native `var<immediate>` (needs `Features::IMMEDIATES`)
    /// instead of the portable uniform buffer.
    pub push_constants_as_immediates: bool,
    /// Write arrays of textures, samplers and storage buffers as wgpu's `binding_array<T>` (`enable
    /// wgpu_binding_array;`); without it (the WebGPU dialect) they are OSH5211.
    pub binding_arrays: bool,
    /// Wave operations as the WebGPU specification has them: `enable subgroups;`,
    /// `diagnostic(off, subgroup_uniformity);` and `subgroupElect`. Without it (wgpu 30, whose
    /// naga rejects the directive and has no `subgroupElect`) neither directive is written and
    /// `WaveIsFirstLane` is built from the lane index.
    pub subgroups_extension: bool,
    /// `SV_ViewID` as wgpu's `@builtin(view_index)` (naga's multiview); WebGPU has no
    /// multiview, so without it `SV_ViewID` is OSH5202.
    pub multiview: bool,
    /// Refuse group barriers that WGSL's uniformity analysis rejects (browsers run it; naga
    /// 30 does not), at the early exit or branch that makes them non-uniform: [`uniformity`].
    pub check_uniformity: bool,
    /// Inline ray queries as naga's `enable wgpu_ray_query;` extension (wgpu's
    /// `EXPERIMENTAL_RAY_QUERY`): [`ray_query`]. WebGPU has none, so without it they are OSH5202.
    pub ray_queries: bool,
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

/// Emits the entry point named `entry_point` of `module` as WGSL, analyzing it first (the
/// driver analyzes once and calls [`emit_analyzed`]; this form serves tests and tools).
///
/// Returns `None` after reporting OSH5202 errors when something cannot be expressed, or when
/// there is no such entry point. `precise` arithmetic gives warning OSH5205 once.
pub fn emit(
    module: &Module,
    entry_point: &str,
    options: &WgslOptions,
    diags: &mut DiagnosticBag,
) -> Option<WgslOutput> {
    let (entry, analysis) =
        crate::textgen::analyzed_entry::<writer::Wgsl>(module, entry_point, diags)?;
    emit_analyzed(module, entry, &analysis, options, diags)
}

/// [`emit`] for an entry point the driver has analyzed ([`crate::ir::analysis`]): functions
/// are written callees first in its call order, and its recursive calls are errors.
pub(crate) fn emit_analyzed(
    module: &Module,
    entry: &crate::ir::EntryPoint,
    analysis: &crate::ir::analysis::EntryAnalysis,
    options: &WgslOptions,
    diags: &mut DiagnosticBag,
) -> Option<WgslOutput> {
    if options.check_uniformity && entry.stage == crate::target::Stage::Compute {
        let uniform = module
            .function(entry.function)
            .map(|f| crate::textgen::uniform_load::find::<writer::Wgsl>(module, f))
            .unwrap_or_default();
        let refusals = uniformity::check(module, entry, &analysis.calls.functions, &uniform);
        if !refusals.is_empty() {
            for r in refusals {
                diags.push(r);
            }
            return None;
        }
    }
    let mut w = writer::Writer::new(module, entry, analysis, writer::Wgsl::new(options.clone()));
    w.run();
    if w.precise_span.is_some() && w.errors.is_empty() {
        diags.warning(
            Code::WGSL_PRECISE_IGNORED,
            w.precise_span.unwrap_or_default(),
            "'precise' arithmetic is compiled, but WGSL cannot forbid a multiply-add being fused or a sum being reordered, so the result may differ in the last bits from the other targets. Use 'fma' where the exact rounding matters, or leave WGSL out of the targets for this shader.",
        );
    }
    if w.report_errors(diags) {
        return None;
    }
    if entry.early_depth_stencil && writes_storage(module, &analysis.reach) {
        diags.warning(
            Code::WGSL_EARLY_TESTS_IGNORED,
            entry.span,
            "[earlydepthstencil] has no WGSL equivalent: WebGPU cannot force the depth and stencil tests to run before this shader, so its buffer and storage-texture writes may also happen for fragments those tests then reject. Compile this shader for SPIR-V or MSL where that matters.",
        );
    }
    Some(w.finish())
}

/// Whether the entry point reaches a buffer or texture it may write (a read-write storage
/// buffer or a storage texture): the writes early depth and stencil tests would skip.
fn writes_storage(m: &Module, reach: &crate::ir::reach::Reach) -> bool {
    use crate::types::{Access, AddressSpace, ResourceType, Type};
    reach.globals.iter().filter_map(|g| m.global(*g)).any(|g| {
        let mut ty = m.types.get(g.ty);
        if let Type::Array { element, .. } = ty {
            ty = m.types.get(element);
        }
        match g.space {
            AddressSpace::StorageBuffer => !g.non_writable,
            AddressSpace::UniformConstant => matches!(
                ty,
                Type::Resource(
                    ResourceType::Texture {
                        access: Access::ReadWrite,
                        ..
                    } | ResourceType::TypedBuffer {
                        access: Access::ReadWrite,
                        ..
                    }
                )
            ),
            _ => false,
        }
    })
}
