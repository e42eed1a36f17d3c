//! The emitter's core: id allocation, the module's sections, instruction encoding,
//! capabilities, debug names, decorations and error collection.
//!
//! Input: calls from the other `spirv` submodules. Output: [`Emitter::finish`] assembles the
//! sections in the order the SPIR-V specification requires (capabilities, extensions,
//! imports, memory model, entry point, execution modes, debug names, annotations, types /
//! constants / globals, functions). Ids are allocated in the order things are first needed,
//! which depends only on the module, so output is deterministic. Lookup maps are never
//! iterated for output.

use super::SpirvOptions;
use crate::ir::{FuncId, GlobalId, InstId, Module, Value};
use crate::source::Span;
use crate::types::TypeLayout;
use rustc_hash::{FxHashMap as HashMap, FxHashSet};
use spirv::{Capability, Decoration, Op};
use std::collections::BTreeSet;

/// One instruction's words: opcode/word-count header followed by operands.
pub(super) fn encode(op: Op, operands: &[u32]) -> Vec<u32> {
    raw_instruction(op as u32, operands)
}

/// [`encode`] for an opcode given by number (inline SPIR-V's, which need not be in the `spirv`
/// crate's list).
pub(super) fn raw_instruction(opcode: u32, operands: &[u32]) -> Vec<u32> {
    let mut words = Vec::with_capacity(operands.len() + 1);
    words.push(((operands.len() as u32 + 1) << 16) | (opcode & 0xffff));
    words.extend_from_slice(operands);
    words
}

/// A literal string as SPIR-V words (UTF-8, NUL-terminated, zero-padded).
pub(super) fn string_words(s: &str) -> Vec<u32> {
    let mut bytes: Vec<u8> = s.bytes().filter(|b| *b != 0).collect();
    bytes.push(0);
    while !bytes.len().is_multiple_of(4) {
        bytes.push(0);
    }
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// What a pointer value points into, tracked per IR pointer value during emission.
#[derive(Clone, Copy, Debug)]
pub(super) struct PtrInfo<'m> {
    pub class: spirv::StorageClass,
    /// IR pointee type at this point of the chain (resource wrappers included).
    pub ir: crate::types::Type,
    /// Its handle, when the arena has one (matrix rows and vector components may not).
    pub ir_id: Option<crate::types::TypeId>,
    /// Buffer layout of the pointee, when it lives in laid-out memory.
    pub layout: Option<&'m TypeLayout>,
    /// The global's layout, applied once the chain passes a buffer wrapper.
    pub pending_layout: Option<&'m TypeLayout>,
    /// The global this pointer derives from, if any.
    pub global: Option<GlobalId>,
    /// Derived through a `NonUniformResourceIndex` index.
    pub nonuniform: bool,
    /// The SPIR-V pointee type id.
    pub spv_pointee: u32,
    /// Whether the pointer is a memory object declaration (a variable or parameter).
    pub is_variable: bool,
    /// In `PhysicalStorageBuffer` memory: the alignment loads and stores through the pointer
    /// state (`Aligned`), from the `vk::BufferPointer`'s and narrowed by each offset the
    /// chain adds; 0 elsewhere.
    pub align: u32,
}

/// Per-function emission state.
#[derive(Default)]
pub(super) struct FuncState<'m> {
    pub func: Option<FuncId>,
    /// SPIR-V ids of instruction results (assigned at first reference).
    pub inst_ids: HashMap<InstId, u32>,
    pub param_ids: Vec<u32>,
    pub ptrs: HashMap<Value, PtrInfo<'m>>,
    /// Values produced by `NonUniformResourceIndex` (and copies of them).
    pub nonuniform: FxHashSet<Value>,
    /// `OpVariable`s of the function (emitted at the top of the first block).
    pub variables: Vec<u32>,
    /// The body after the first `OpLabel`.
    pub body: Vec<u32>,
    /// The last result-producing instruction appended: where its result id sits in `body`,
    /// the id, and the length of the annotations then (see `bind_result`).
    pub last_result: Option<(usize, u32, usize)>,
    /// Float splats whose every use is a product with a vector or matrix, written as
    /// `OpVectorTimesScalar`/`OpMatrixTimesScalar` of the scalar: the splat itself is not
    /// emitted (see `fused_splats`).
    pub fused_splats: FxHashSet<InstId>,
    /// Image and sampler handles loaded in the current block, by variable (or access chain)
    /// id and whether the load is `NonUniform`: one `OpLoad` per block serves every texture
    /// operation on it.
    pub handles: HashMap<(u32, bool), u32>,
    /// `OpSampledImage`s made in the current block, by image and sampler handle and
    /// `NonUniform`: SPIR-V lets every sampling in the block use one. Under sampler 0 (no
    /// id): the `OpImage` taken out of a combined image sampler's handle.
    pub sampled_images: HashMap<(u32, u32, bool), u32>,
}

pub(super) struct Emitter<'m> {
    pub m: &'m Module,
    /// The stage of the entry point being emitted.
    pub stage: crate::target::Stage,
    pub opts: SpirvOptions,
    next_id: u32,
    pub capabilities: BTreeSet<u32>,
    pub extensions: BTreeSet<String>,
    pub glsl_ext: u32,
    /// Whether any `OpExtInst` names [`Self::glsl_ext`]: the import is written only then.
    pub glsl_ext_used: bool,
    pub entry_point: Vec<u32>,
    pub execution_modes: Vec<u32>,
    pub debug: Vec<u32>,
    pub annotations: Vec<u32>,
    /// Types, constants and global variables, in dependency order.
    pub decls: Vec<u32>,
    pub functions: Vec<u32>,
    pub errors: Vec<(Span, String)>,
    /// Dedup of types by a structural key.
    pub type_ids: HashMap<super::types::TyKey, u32>,
    /// Register types of IR types.
    pub reg_types: HashMap<crate::types::TypeId, u32>,
    /// `vk::BufferPointer` types being declared (their pointee is being laid out), with the id
    /// an `OpTypeForwardPointer` gave one that its own pointee holds (a linked list's `next`).
    pub pointers_in_progress: Vec<(crate::types::TypeId, Option<u32>)>,
    /// Laid-out types: (IR type, layout, as a block?) -> id. Searched linearly because
    /// layouts are not hashable; modules have few.
    pub layout_types: Vec<(crate::types::TypeId, &'m TypeLayout, bool, u32)>,
    pub const_ids: HashMap<super::types::ConstKey, u32>,
    /// Block types of buffer globals, by the global's address and resource type (lookup
    /// only, never iterated).
    pub block_ids: HashMap<(usize, crate::types::TypeId), u32>,
    /// Shared `struct { T[] }` blocks of structured and byte-address buffers.
    pub wrapper_ids: HashMap<super::types::WrapperKey, u32>,
    pub undef_ids: HashMap<u32, u32>,
    pub global_ids: HashMap<GlobalId, u32>,
    /// Pointer info of each declared global.
    pub global_ptrs: HashMap<GlobalId, PtrInfo<'m>>,
    pub func_ids: HashMap<FuncId, u32>,
    /// Specialization constants declared so far.
    pub spec_ids: HashMap<crate::ir::SpecConstId, u32>,
    /// Decorations already written as (target, decoration words) so none is written twice.
    decorated: BTreeSet<Vec<u32>>,
    pub fs: FuncState<'m>,
    /// Nesting depth of type construction (a guard against cyclic struct definitions).
    pub type_depth: u32,
    /// [`crate::ir::features::device_features`] bits of the entry point, declared as capabilities.
    pub features: u32,
    /// Source files and lines (`-Zi`, `-fspv-debug=`), when on.
    pub dbg: Option<super::debug::DebugInfo<'m>>,
    /// A compute entry point takes derivatives (shader model 6.6): it declares a derivative
    /// group execution mode.
    pub compute_derivatives: bool,
    /// The entry function of a pixel shader that reaches a rasterizer-ordered view: it runs
    /// its body between `OpBeginInvocationInterlockEXT` and `OpEndInvocationInterlockEXT`.
    pub interlock: Option<FuncId>,
    /// The `NonSemantic.DebugPrintf` import's id once a `printf` is written (0 before).
    pub printf_set: u32,
    /// `printf` formats as `OpString`s (their words), each text once.
    pub printf_strings: Vec<u32>,
    pub printf_string_ids: HashMap<String, u32>,
    /// The extended instruction sets inline SPIR-V names (`[[vk::ext_instruction(op, "set")]]`)
    /// and their import ids, in the order first used.
    pub ext_sets: Vec<(String, u32)>,
}

impl<'m> Emitter<'m> {
    pub fn new(m: &'m Module, stage: crate::target::Stage, opts: SpirvOptions) -> Self {
        let mut e = Emitter {
            m,
            stage,
            opts,
            next_id: 1,
            capabilities: BTreeSet::new(),
            extensions: BTreeSet::new(),
            glsl_ext: 0,
            glsl_ext_used: false,
            entry_point: Vec::new(),
            execution_modes: Vec::new(),
            debug: Vec::new(),
            annotations: Vec::new(),
            decls: Vec::new(),
            functions: Vec::new(),
            errors: Vec::new(),
            type_ids: HashMap::default(),
            reg_types: HashMap::default(),
            pointers_in_progress: Vec::new(),
            layout_types: Vec::new(),
            const_ids: HashMap::default(),
            block_ids: HashMap::default(),
            wrapper_ids: HashMap::default(),
            undef_ids: HashMap::default(),
            global_ids: HashMap::default(),
            global_ptrs: HashMap::default(),
            func_ids: HashMap::default(),
            spec_ids: HashMap::default(),
            decorated: BTreeSet::new(),
            fs: FuncState::default(),
            type_depth: 0,
            features: 0,
            dbg: None,
            compute_derivatives: false,
            interlock: None,
            printf_set: 0,
            printf_strings: Vec::new(),
            printf_string_ids: HashMap::default(),
            ext_sets: Vec::new(),
        };
        e.capability(Capability::Shader);
        e.glsl_ext = e.id();
        e
    }

    pub fn id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    pub fn capability(&mut self, c: Capability) {
        self.capabilities.insert(c as u32);
    }

    /// Declares the capabilities of `features` ([`crate::ir::features`]), the only source of
    /// the 16/64-bit ones: the emitter checks its declarations against them
    /// ([`Self::check_feature`]) instead of adding capabilities of its own.
    pub fn require_features(&mut self, features: u32) {
        self.features = features;
        for (bit, capability) in super::FEATURE_CAPABILITIES {
            if features & bit != 0 {
                self.capability(capability);
            }
        }
    }

    /// Reports an internal error when the module is about to use `feature` that the entry
    /// point's feature analysis missed (the capability would be absent).
    pub fn check_feature(&mut self, feature: u32, what: &str) {
        if self.features & feature == 0 {
            self.error(
                Span::default(),
                format!("internal: {what} is used but the entry point's required features miss it"),
            );
        }
    }

    /// Whether the stage has screen-space derivatives: pixel shaders, and compute shaders over
    /// quads of threads (shader model 6.6; sema checked the model), which then declare a
    /// derivative group in [`Self::emit_entry_point`].
    pub fn has_derivatives(&mut self) -> bool {
        match self.stage {
            crate::target::Stage::Pixel => true,
            crate::target::Stage::Compute => {
                self.compute_derivatives = true;
                true
            }
            crate::target::Stage::Vertex => false,
        }
    }

    /// Records an error at `span` (reported as OSH5002 when emission ends).
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        let msg = msg.into();
        // One report per distinct message and place is enough.
        if !self.errors.iter().any(|(s, m)| *s == span && *m == msg) {
            self.errors.push((span, msg));
        }
    }

    /// The `OpLine` debug information puts before `op` (`-Zi`), if any.
    fn line_before(&mut self, op: Op) {
        if let Some(line) = self.debug_line(op) {
            self.fs.body.extend(line);
        }
    }

    /// Appends an instruction to the current function body.
    pub fn code(&mut self, op: Op, operands: &[u32]) {
        self.line_before(op);
        self.fs.body.extend(encode(op, operands));
        self.fs.last_result = None;
    }
    /// Appends a result-producing instruction to the current function body and returns
    /// `result`.
    pub fn code_r(&mut self, op: Op, ty: u32, result: u32, operands: &[u32]) -> u32 {
        let mut ops = Vec::with_capacity(operands.len() + 2);
        ops.push(ty);
        ops.push(result);
        ops.extend_from_slice(operands);
        self.line_before(op);
        // The result id is the second operand word, after the instruction's first word and
        // its type.
        let at = self.fs.body.len() + 2;
        self.fs.body.extend(encode(op, &ops));
        self.fs.last_result = Some((at, result, self.annotations.len()));
        result
    }
    /// An instruction given by its opcode number (inline SPIR-V, whose opcodes need not be in
    /// the `spirv` crate's list), with a result when `result` is set.
    pub fn code_raw(&mut self, opcode: u32, result: Option<(u32, u32)>, operands: &[u32]) {
        let mut words = Vec::with_capacity(operands.len() + 3);
        let count = operands.len() as u32 + 1 + if result.is_some() { 2 } else { 0 };
        words.push((count << 16) | (opcode & 0xffff));
        if let Some((ty, id)) = result {
            words.push(ty);
            words.push(id);
        }
        words.extend_from_slice(operands);
        self.fs.body.extend(words);
        self.fs.last_result = None;
    }
    /// [`Self::code_r`] with a fresh result id.
    pub fn code_new(&mut self, op: Op, ty: u32, operands: &[u32]) -> u32 {
        let r = self.id();
        self.code_r(op, ty, r, operands)
    }
    /// Appends to the declarations section.
    pub fn decl(&mut self, op: Op, operands: &[u32]) {
        self.decls.extend(encode(op, operands));
    }

    pub fn name(&mut self, target: u32, name: &str) {
        if self.opts.keep_names && !name.is_empty() {
            let mut ops = vec![target];
            ops.extend(string_words(name));
            self.debug.extend(encode(Op::Name, &ops));
        }
    }
    pub fn member_name(&mut self, target: u32, member: u32, name: &str) {
        if self.opts.keep_names && !name.is_empty() {
            let mut ops = vec![target, member];
            ops.extend(string_words(name));
            self.debug.extend(encode(Op::MemberName, &ops));
        }
    }
    pub fn decorate(&mut self, target: u32, deco: Decoration, extra: &[u32]) {
        let mut ops = vec![target, deco as u32];
        ops.extend_from_slice(extra);
        if self.decorated.insert(ops.clone()) {
            self.annotations.extend(encode(Op::Decorate, &ops));
        }
    }
    pub fn member_decorate(&mut self, target: u32, member: u32, deco: Decoration, extra: &[u32]) {
        let mut ops = vec![target, member, deco as u32];
        ops.extend_from_slice(extra);
        // Member decorations are keyed with a marker so they never collide with plain ones.
        let mut key = vec![u32::MAX];
        key.extend_from_slice(&ops);
        if self.decorated.insert(key) {
            self.annotations.extend(encode(Op::MemberDecorate, &ops));
        }
    }

    /// The whole module's words.
    /// Adds the extensions the capabilities in use need at this SPIR-V version (idempotent;
    /// [`Self::finish`] calls it, and the entry point's extension check before that).
    pub fn derive_extensions(&mut self) {
        // Descriptor indexing is core from SPIR-V 1.5; before, its extension declares it.
        let indexing = [
            Capability::RuntimeDescriptorArray,
            Capability::ShaderNonUniform,
            Capability::SampledImageArrayNonUniformIndexing,
            Capability::StorageImageArrayNonUniformIndexing,
            Capability::StorageBufferArrayNonUniformIndexing,
            Capability::UniformBufferArrayNonUniformIndexing,
            Capability::UniformTexelBufferArrayNonUniformIndexing,
            Capability::StorageTexelBufferArrayNonUniformIndexing,
        ];
        if self.opts.env.spirv_version() < (1, 5)
            && indexing
                .iter()
                .any(|c| self.capabilities.contains(&(*c as u32)))
        {
            self.extensions
                .insert("SPV_EXT_descriptor_indexing".to_string());
        }
        // Buffer device addresses are core from SPIR-V 1.5 too.
        if self.opts.env.spirv_version() < (1, 5) && self.uses_physical_storage_buffer() {
            self.extensions
                .insert("SPV_KHR_physical_storage_buffer".to_string());
        }
        // What SPIR-V 1.3 made core is an extension in 1.0.
        if self.opts.env.spirv_version() < (1, 3) {
            for (capability, extension) in [
                (Capability::DrawParameters, "SPV_KHR_shader_draw_parameters"),
                (Capability::MultiView, "SPV_KHR_multiview"),
                (Capability::DeviceGroup, "SPV_KHR_device_group"),
                (
                    Capability::StorageBuffer16BitAccess,
                    "SPV_KHR_16bit_storage",
                ),
                (
                    Capability::UniformAndStorageBuffer16BitAccess,
                    "SPV_KHR_16bit_storage",
                ),
                (Capability::StoragePushConstant16, "SPV_KHR_16bit_storage"),
                (Capability::StorageInputOutput16, "SPV_KHR_16bit_storage"),
            ] {
                if self.capabilities.contains(&(capability as u32)) {
                    self.extensions.insert(extension.to_string());
                }
            }
            let storage_buffer = spirv::StorageClass::StorageBuffer as u32;
            if self.type_ids.keys().any(
                |k| matches!(k, super::types::TyKey::Pointer(class, _) if *class == storage_buffer),
            ) {
                self.extensions
                    .insert("SPV_KHR_storage_buffer_storage_class".to_string());
            }
        }
        for (capability, extension) in [
            (Capability::RayQueryKHR, "SPV_KHR_ray_query"),
            (Capability::Int64ImageEXT, "SPV_EXT_shader_image_int64"),
            (Capability::ShaderClockKHR, "SPV_KHR_shader_clock"),
            (
                Capability::FragmentShaderPixelInterlockEXT,
                "SPV_EXT_fragment_shader_interlock",
            ),
            (
                Capability::FragmentShaderSampleInterlockEXT,
                "SPV_EXT_fragment_shader_interlock",
            ),
            (
                Capability::FragmentShaderShadingRateInterlockEXT,
                "SPV_EXT_fragment_shader_interlock",
            ),
        ] {
            if self.capabilities.contains(&(capability as u32)) {
                self.extensions.insert(extension.to_string());
            }
        }
    }

    /// Whether the module declares `PhysicalStorageBufferAddresses` (a `vk::BufferPointer`).
    fn uses_physical_storage_buffer(&self) -> bool {
        self.capabilities
            .contains(&(Capability::PhysicalStorageBufferAddresses as u32))
    }

    pub fn finish(mut self) -> Vec<u32> {
        self.derive_extensions();
        let mut out = vec![
            spirv::MAGIC_NUMBER,
            self.opts.version_word(),
            0, // generator: unregistered
            self.next_id,
            0,
        ];
        for c in &self.capabilities {
            out.extend(encode(Op::Capability, &[*c]));
        }
        for ext in &self.extensions {
            out.extend(encode(Op::Extension, &string_words(ext)));
        }
        if self.glsl_ext_used {
            let mut import = vec![self.glsl_ext];
            import.extend(string_words("GLSL.std.450"));
            out.extend(encode(Op::ExtInstImport, &import));
        }
        if self.printf_set != 0 {
            let mut import = vec![self.printf_set];
            import.extend(string_words("NonSemantic.DebugPrintf"));
            out.extend(encode(Op::ExtInstImport, &import));
        }
        for (set, id) in &self.ext_sets {
            let mut import = vec![*id];
            import.extend(string_words(set));
            out.extend(encode(Op::ExtInstImport, &import));
        }
        // Buffer device addresses need 64-bit physical addressing of that storage class.
        let addressing = if self.uses_physical_storage_buffer() {
            spirv::AddressingModel::PhysicalStorageBuffer64
        } else {
            spirv::AddressingModel::Logical
        };
        out.extend(encode(
            Op::MemoryModel,
            &[addressing as u32, spirv::MemoryModel::GLSL450 as u32],
        ));
        out.extend(&self.entry_point);
        out.extend(&self.execution_modes);
        out.extend(&self.printf_strings);
        out.extend(self.debug_sources());
        out.extend(&self.debug);
        out.extend(self.debug_processed());
        out.extend(&self.annotations);
        out.extend(&self.decls);
        out.extend(&self.functions);
        out
    }
}
