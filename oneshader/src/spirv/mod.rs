//! The SPIR-V backend: one entry point of an IR module, and everything it reaches, as a
//! SPIR-V binary of the version [`SpirvOptions::env`] names (1.5 for Vulkan 1.2 by default;
//! 1.4 to 1.6; Shader capability, logical addressing, GLSL450 memory model, GLSL.std.450 for
//! math).
//!
//! Input: a module that passes [`crate::ir::verify`]. Output: the words, or `None` with
//! OSH5002 errors (at the span of the instruction or global concerned) for what cannot be
//! expressed; it never panics on unsupported input. The same module and options always give
//! the same words.
//!
//! Mapping decisions (the backend page of the spec): matrices are transposed
//! (`types`), buffer-layout types are separate from register types and whole structs or
//! arrays are converted member by member on load and store (`memory`), buffers are `Block`
//! structs (`StorageBuffer` ones hold a runtime array and access chains get the leading 0),
//! textures and samplers are separate variables combined with `OpSampledImage` at each use
//! (`image`), every referenced global is on the `OpEntryPoint` interface (`globals`), blocks
//! are ordered by a reverse post-order that visits merge and continue blocks first
//! (`function`), shifts mask their count, discard is `OpKill` (from SPIR-V 1.6
//! `OpDemoteToHelperInvocation` and a return, as DXC). The 16/64-bit capabilities
//! (`Float16` ... `Int64Atomics`) and the descriptor-indexing ones (`RuntimeDescriptorArray`,
//! `*ArrayNonUniformIndexing`) are declared from [`crate::ir::features`], the analysis
//! reflection reports as `required_features`; declaring a 16/64-bit type or a 64-bit atomic
//! the analysis missed is an internal error. Unbounded resource arrays are run-time arrays of
//! descriptors (no `ArrayStride`); one block type serves each buffer global, so access chains
//! into arrays of buffers name the struct the variable holds.
//!
//! Reported as OSH5002 (not expressible yet): comparing, bit-casting or shifting whole
//! matrices; products of integer or one-row/one-column matrices; non-float matrices in
//! buffers; run-time texel offsets outside gathers; implicit-level sampling and derivatives
//! outside pixel and (shader model 6.6) compute shaders; pointer parameters into resources or buffers (inline first) and
//! pointer arguments into non-Function memory; 16/64-bit float
//! textures; bool stage variables.
//!
//! Not implemented yet: splitting array/matrix stage variables into one variable per element
//! (they are emitted as one array/matrix variable, which occupies the same locations),
//! `RelaxedPrecision`, the NonSemantic.Shader.DebugInfo.100 debug information.
//!
//! Files: `writer` (ids, sections, encoding), `types` (types and constants), `globals`
//! (reachability, variables, decorations, entry point), `function` (blocks, control flow,
//! dispatch), `instructions` (arithmetic, conversions, composites), `memory` (access chains,
//! loads, stores), `intrinsics` (GLSL.std.450 and core math), `image` (textures, atomics,
//! barriers), `subgroup` (wave and quad operations), `ray_query`, `debug` (`OpSource`,
//! `OpLine`, `OpModuleProcessed` for `-Zi`).

mod debug;
mod function;
mod globals;
mod image;
mod instructions;
mod intrinsics;
mod memory;
mod ray_query;
mod subgroup;
mod types;
mod writer;

#[cfg(test)]
mod tests;

use crate::diag::{Code, DiagnosticBag};
use crate::ir::Module;
use crate::source::Span;

/// The capability each [`crate::ir::features::device_features`] bit stands for. The emitter
/// declares these from the entry point's features and never on its own.
pub(crate) const FEATURE_CAPABILITIES: [(u32, spirv::Capability); 24] = {
    use crate::ir::features::device_features::*;
    use spirv::Capability;
    [
        (FLOAT16, Capability::Float16),
        (INT16, Capability::Int16),
        (FLOAT64, Capability::Float64),
        (INT64, Capability::Int64),
        (STORAGE_BUFFER16, Capability::StorageBuffer16BitAccess),
        (
            UNIFORM_BUFFER16,
            Capability::UniformAndStorageBuffer16BitAccess,
        ),
        (PUSH_CONSTANT16, Capability::StoragePushConstant16),
        (INPUT_OUTPUT16, Capability::StorageInputOutput16),
        (INT64_ATOMICS, Capability::Int64Atomics),
        (RUNTIME_DESCRIPTOR_ARRAY, Capability::RuntimeDescriptorArray),
        (
            SAMPLED_IMAGE_ARRAY_NON_UNIFORM,
            Capability::SampledImageArrayNonUniformIndexing,
        ),
        (
            STORAGE_IMAGE_ARRAY_NON_UNIFORM,
            Capability::StorageImageArrayNonUniformIndexing,
        ),
        (
            STORAGE_BUFFER_ARRAY_NON_UNIFORM,
            Capability::StorageBufferArrayNonUniformIndexing,
        ),
        (
            UNIFORM_BUFFER_ARRAY_NON_UNIFORM,
            Capability::UniformBufferArrayNonUniformIndexing,
        ),
        (
            UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
            Capability::UniformTexelBufferArrayNonUniformIndexing,
        ),
        (
            STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
            Capability::StorageTexelBufferArrayNonUniformIndexing,
        ),
        (RAY_QUERY, Capability::RayQueryKHR),
        (
            RAY_TRAVERSAL_PRIMITIVE_CULLING,
            Capability::RayTraversalPrimitiveCullingKHR,
        ),
        (INT64_IMAGE, Capability::Int64ImageEXT),
        (SHADER_CLOCK, Capability::ShaderClockKHR),
        (
            BUFFER_DEVICE_ADDRESS,
            Capability::PhysicalStorageBufferAddresses,
        ),
        (PIXEL_INTERLOCK, Capability::FragmentShaderPixelInterlockEXT),
        (
            SAMPLE_INTERLOCK,
            Capability::FragmentShaderSampleInterlockEXT,
        ),
        (
            SHADING_RATE_INTERLOCK,
            Capability::FragmentShaderShadingRateInterlockEXT,
        ),
    ]
};

/// Options of the SPIR-V backend.
#[derive(Clone, Debug, Default)]
pub struct SpirvOptions {
    /// Emit `OpName`/`OpMemberName` debug names.
    pub keep_names: bool,
    /// The target environment: the header's version and what that version requires.
    pub env: crate::target::SpirvEnv,
    /// `-fspv-extension`: the extensions the output may use (`KHR` permits every
    /// `SPV_KHR_*`); `None` permits all.
    pub allowed_extensions: Option<Vec<String>>,
    /// The debug information written (`-Zi`, `-fspv-debug=`; the effective categories), from
    /// the source map [`emit_analyzed`] is given.
    pub debug: crate::target::SpirvDebugInfo,
    /// The `-T` shader model, the version `OpSource` states (6.1 is 610, as DXC writes it).
    pub shader_model: crate::target::ShaderModel,
    /// The `OpModuleProcessed` strings of the `tool` category.
    pub processed: Vec<String>,
    /// `-fspv-reflect`: HLSL semantics, resource types and counters as decorations.
    pub reflect: bool,
    /// `-fspv-preserve-interface`: stage inputs the code never reads stay declared.
    pub preserve_interface: bool,
}

impl SpirvOptions {
    /// The version word of the header (`0x00MMmm00`).
    fn version_word(&self) -> u32 {
        let (major, minor) = self.env.spirv_version();
        (u32::from(major) << 16) | (u32::from(minor) << 8)
    }

    /// From SPIR-V 1.4 the entry point's interface lists every global it uses; before, only
    /// its inputs and outputs.
    fn interface_lists_all_globals(&self) -> bool {
        self.env.spirv_version() >= (1, 4)
    }
}

/// Emits the entry point named `entry_point` of `module` as SPIR-V words, analyzing it first
/// (the driver analyzes once and calls [`emit_analyzed`]; this form serves tests and tools).
///
/// Returns `None` after reporting OSH5002 errors when something cannot be expressed, or when
/// there is no such entry point.
pub fn emit(
    module: &Module,
    entry_point: &str,
    options: &SpirvOptions,
    diags: &mut DiagnosticBag,
) -> Option<Vec<u32>> {
    let entry = find_entry(module, entry_point, diags)?;
    let analysis = crate::ir::analysis::analyze(module, entry);
    emit_analyzed(module, entry, &analysis, options, None, diags)
}

fn find_entry<'m>(
    module: &'m Module,
    entry_point: &str,
    diags: &mut DiagnosticBag,
) -> Option<&'m crate::ir::EntryPoint> {
    let entry = module.entry_point(entry_point);
    if entry.is_none() {
        diags.error(
            Code::SPIRV_UNSUPPORTED,
            Span::default(),
            format!("The module has no entry point named '{entry_point}'."),
        );
    }
    entry
}

/// [`emit`] for an entry point the driver has analyzed ([`crate::ir::analysis`]): the
/// functions and globals it reaches, and the feature capabilities ([`FEATURE_CAPABILITIES`])
/// from the features reflection reports.
/// `sources` are the compile's files, which debug information ([`SpirvOptions::debug`]) names.
pub(crate) fn emit_analyzed(
    module: &Module,
    entry: &crate::ir::EntryPoint,
    analysis: &crate::ir::analysis::EntryAnalysis,
    options: &SpirvOptions,
    sources: Option<&crate::source::SourceMap>,
    diags: &mut DiagnosticBag,
) -> Option<Vec<u32>> {
    let mut e = writer::Emitter::new(module, entry.stage, options.clone());
    if let Some(sources) = sources.filter(|_| options.debug.file || options.debug.line) {
        e.dbg = Some(debug::DebugInfo::new(sources));
        e.init_debug_files();
    }
    let reach = &analysis.reach;
    e.require_features(analysis.features);
    e.require_subgroups(analysis.subgroup_operations);
    for f in &reach.functions {
        let id = e.id();
        e.func_ids.insert(*f, id);
    }
    // A stage input the code never reads is left out (a pixel shader that declares
    // SV_Position only to match the vertex stage, a vertex attribute the shader ignores), as
    // spirv-opt's interface cleanup does: Vulkan lets a previous stage or a vertex buffer
    // provide locations the shader does not declare. Kept: SampleId and `sample`-interpolated
    // inputs, whose mere presence makes the shader run per sample. Reflection still lists
    // every input (it is built from the HLSL).
    let globals: std::collections::BTreeSet<_> = reach
        .globals
        .iter()
        .copied()
        .filter(|g| {
            let droppable = module.global(*g).is_some_and(|gl| {
                gl.space == crate::types::AddressSpace::Input
                    && gl.builtin != Some(crate::ir::BuiltIn::SampleId)
                    && !gl.interpolation.sample
            });
            !droppable || options.preserve_interface || reach.referenced.contains(g)
        })
        .collect();
    e.emit_globals(entry, &globals);
    if analysis.features & crate::ir::features::device_features::INTERLOCK != 0 {
        e.interlock = Some(entry.function);
    }
    for f in &reach.functions {
        e.emit_function(*f);
    }
    e.emit_entry_point(entry, &globals);
    // `-fspv-extension`: only the listed extensions (or every `SPV_KHR_*` with `KHR`).
    if let Some(allowed) = &options.allowed_extensions {
        e.derive_extensions();
        let span = module
            .function(entry.function)
            .map(|f| f.span)
            .unwrap_or_default();
        let needed: Vec<String> = e.extensions.iter().cloned().collect();
        for ext in needed {
            let permitted = allowed
                .iter()
                .any(|a| *a == ext || (a == "KHR" && ext.starts_with("SPV_KHR_")));
            if !permitted {
                e.errors.push((
                    span,
                    format!(
                        "The entry point '{}' needs the SPIR-V extension {ext}, which -fspv-extension does not permit. Add -fspv-extension={ext}, or avoid the feature that needs it.",
                        entry.name
                    ),
                ));
            }
        }
    }
    if e.errors.is_empty() {
        return Some(e.finish());
    }
    for (span, msg) in std::mem::take(&mut e.errors) {
        diags.error(Code::SPIRV_UNSUPPORTED, span, msg);
    }
    None
}
