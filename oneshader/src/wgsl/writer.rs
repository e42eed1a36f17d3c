//! The WGSL writer's own part: the dialect state ([`Wgsl`]), global declarations (`var<...>`
//! with `@group`/`@binding`, binding arrays, the one-variable-per-slot rule), the scalar types
//! and literals, and the module assembly (`enable` and `diagnostic` directives, `override`
//! constants). The state, pre-pass, types and constants both text backends share are in
//! [`crate::textgen::writer`].
//!
//! Input: the shared [`Writer`] after its pre-pass. Output: declarations in
//! [`Writer::body`], and the text in [`Writer::finish`].
//! Invariants: every declared binding is the WebGPU slot sema decided; the directives at the
//! top are exactly those the body needs.

use super::{PushConstantForm, WgslOptions, WgslOutput};
use crate::ir::GlobalId;
use crate::target::Stage;
use crate::textgen::Dialect;
use crate::textgen::{BufferDecl, WordType};
use crate::types::AddressSpace;
use std::collections::BTreeMap;

/// The WGSL writer, and its per-function emitter.
pub(super) type Writer<'m> = crate::textgen::Writer<'m, Wgsl>;
pub(super) type FnCx<'w, 'm> = crate::textgen::FnCx<'w, 'm, Wgsl>;

/// The WGSL dialect and what the WGSL writer records beyond the shared state.
pub(crate) struct Wgsl {
    pub options: WgslOptions,
    /// An `f16` type was written: the module starts with `enable f16;`.
    pub uses_f16: bool,
    /// A `binding_array` was written: the module starts with `enable wgpu_binding_array;`.
    pub uses_binding_array: bool,
    /// A subgroup function was written (see [`super::subgroup`] for the directives).
    pub uses_subgroups: bool,
    /// An inline ray query or acceleration structure was written: `enable wgpu_ray_query;`.
    pub uses_ray_query: bool,
    /// Inputs the entry function takes beyond the entry point's own: the lane index that
    /// `WaveIsFirstLane` is built from in the wgpu dialect ([`Writer::elect_lane_input`]).
    pub extra_inputs: Vec<GlobalId>,
    /// The bound variable declared at each WebGPU (group, binding), for views of one
    /// binding that one entry point uses together (WGSL gives each variable its own slot).
    bound_slots: BTreeMap<(u32, u32), GlobalId>,
    pub push_form: Option<PushConstantForm>,
}

impl Wgsl {
    pub fn new(options: WgslOptions) -> Self {
        Wgsl {
            options,
            uses_f16: false,
            uses_binding_array: false,
            uses_subgroups: false,
            uses_ray_query: false,
            extra_inputs: Vec::new(),
            bound_slots: BTreeMap::new(),
            push_form: None,
        }
    }
}

impl Writer<'_> {
    /// The module text: directives, override constants, structs, helpers, then the body.
    pub fn finish(self) -> WgslOutput {
        let mut out = String::new();
        if self.d.uses_f16 {
            out.push_str("enable f16;\n\n");
        }
        if self.d.uses_binding_array {
            out.push_str("enable wgpu_binding_array;\n\n");
        }
        if self.d.uses_ray_query {
            out.push_str("enable wgpu_ray_query;\n\n");
        }
        if self.d.uses_subgroups && self.d.options.subgroups_extension {
            out.push_str("enable subgroups;\n\ndiagnostic(off, subgroup_uniformity);\n\n");
        }
        if self.derivatives && self.entry.stage == Stage::Pixel {
            out.push_str("diagnostic(off, derivative_uniformity);\n\n");
        }
        for (name, id, ty, v) in self.spec_constants_used() {
            let t = Wgsl::scalar_name(ty);
            out.push_str(&format!("@id({id}) override {name}: {t} = {v};\n"));
        }
        self.push_pieces(&mut out);
        WgslOutput {
            text: out,
            entry_function: self.entry_function,
            push_constants: self.d.push_form,
        }
    }

    /// Without `subgroupElect` (the wgpu dialect), the lane index input `WaveIsFirstLane` is
    /// built from when the entry point elects a lane and does not read the lane index itself
    /// (the lowering creates that global for every module that elects).
    pub(super) fn elect_lane_input(&self) -> Option<GlobalId> {
        if self.d.options.subgroups_extension {
            return None;
        }
        let elects = self
            .analysis
            .calls
            .functions
            .iter()
            .any(|&f| self.m.function(f).is_some_and(crate::ir::subgroup::elects));
        let lane = self
            .m
            .globals
            .iter()
            .position(|g| g.builtin == Some(crate::ir::BuiltIn::SubgroupLocalInvocationId))?;
        let lane = GlobalId(lane as u32);
        (elects && !self.entry.inputs.contains(&lane)).then_some(lane)
    }

    /// Declares reached global `g` as a module-scope variable named `name`.
    pub(super) fn declare_global(&mut self, g: GlobalId, name: &str) {
        let Some(global) = self.m.global(g) else {
            return;
        };
        let span = global.span;
        if global.resource_count.is_some() && !self.binding_array_allowed(g) {
            return;
        }
        let slot = global.slots.map(|s| s.webgpu);
        let Some(slot) = self.decided_slot(g, slot, "WebGPU binding slot") else {
            return;
        };
        if global.binding.is_some() && !self.claim_slot(g, slot) {
            return;
        }
        let binding = format!("@group({}) @binding({}) ", slot.0, slot.1);
        let decl = match global.space {
            AddressSpace::Uniform => {
                if let Some(BufferDecl::Rows { rows }) = self.buffer_decl(g) {
                    format!("{binding}var<uniform> {name}: array<vec4<u32>, {rows}>;\n")
                } else {
                    String::new()
                }
            }
            AddressSpace::PushConstant => {
                let rows = match self.buffer_decl(g) {
                    Some(BufferDecl::Rows { rows }) => rows,
                    _ => 1,
                };
                if self.d.options.push_constants_as_immediates {
                    self.d.push_form = Some(PushConstantForm::Immediate);
                    format!("var<immediate> {name}: array<vec4<u32>, {rows}>;\n")
                } else {
                    let (group, b) = slot;
                    self.d.push_form = Some(PushConstantForm::UniformBuffer { group, binding: b });
                    format!("@group({group}) @binding({b}) var<uniform> {name}: array<vec4<u32>, {rows}>;\n")
                }
            }
            AddressSpace::StorageBuffer => self.storage_decl(g, &binding, name),
            AddressSpace::UniformConstant => {
                super::textures::resource_decl(self, g, &binding, name)
            }
            AddressSpace::Private | AddressSpace::Input | AddressSpace::Output => {
                let t = self.ty(global.ty, span);
                match global.initializer {
                    Some(c) if global.space == AddressSpace::Private => {
                        let v = self.constant(c, span);
                        format!("var<private> {name}: {t} = {v};\n")
                    }
                    _ => format!("var<private> {name}: {t};\n"),
                }
            }
            AddressSpace::Workgroup => {
                let atomic = self.uses.get(&g).is_some_and(|u| u.atomic);
                let t = if atomic {
                    self.atomic_ty(global.ty, span)
                } else {
                    self.ty(global.ty, span)
                };
                format!("var<workgroup> {name}: {t};\n")
            }
            // No global lives in these.
            AddressSpace::Function | AddressSpace::PhysicalStorageBuffer => String::new(),
        };
        self.body.push_str(&decl);
    }

    fn storage_decl(&mut self, g: GlobalId, binding: &str, name: &str) -> String {
        let Some(global) = self.m.global(g) else {
            return String::new();
        };
        if self.is_append_or_consume(g) {
            self.error(
                global.span,
                format!("WGSL has no append or consume buffers ('{}'). Use a RWStructuredBuffer with a counter updated by InterlockedAdd", global.name),
            );
            return String::new();
        }
        self.check_minmax_signedness(g);
        match self.buffer_decl(g) {
            Some(BufferDecl::Words { word, read_only }) => {
                let elem = match word {
                    WordType::U32 => "u32",
                    WordType::AtomicU32 => "atomic<u32>",
                    WordType::AtomicI32 => "atomic<i32>",
                };
                let access = if read_only { "read" } else { "read_write" };
                match global.resource_count {
                    // naga takes binding arrays of storage buffers only of structs: each
                    // element wraps its words.
                    Some(count) => {
                        let wrapper = self.fresh_name(&format!("{name}_buffer"));
                        self.d.uses_binding_array = true;
                        let size = if count == 0 {
                            String::new()
                        } else {
                            format!(", {count}")
                        };
                        format!("struct {wrapper} {{\n    {BUFFER_ARRAY_WORDS}: array<{elem}>,\n}}\n{binding}var<storage, {access}> {name}: binding_array<{wrapper}{size}>;\n")
                    }
                    None => format!("{binding}var<storage, {access}> {name}: array<{elem}>;\n"),
                }
            }
            _ => String::new(),
        }
    }
}

/// The member of the struct wrapping each element of a binding array of storage buffers: the
/// buffer's words.
pub(crate) const BUFFER_ARRAY_WORDS: &str = "w";

impl Writer<'_> {
    /// The WGSL type of `g`'s variable, without its name or binding, for the buffers and
    /// resources whose views of one binding can share a variable; `None` for the others.
    fn alias_key(&mut self, g: GlobalId) -> Option<String> {
        let global = self.m.global(g)?;
        match global.space {
            // Every storage buffer is words: views differ only in the word type and access.
            AddressSpace::StorageBuffer => Some(format!(
                "storage {:?} {:?}",
                self.buffer_decl(g),
                global.resource_count
            )),
            AddressSpace::UniformConstant => {
                let text = super::textures::resource_decl(self, g, "", "");
                (!text.is_empty()).then_some(text)
            }
            _ => None,
        }
    }

    /// Whether the resource array `g` can be a `binding_array`: textures, samplers and storage
    /// buffers in the wgpu dialect. Otherwise reports why not (OSH5210 for constant buffers,
    /// OSH5211 for the WebGPU dialect) and returns false.
    fn binding_array_allowed(&mut self, g: GlobalId) -> bool {
        use crate::diag::Code;
        let Some(global) = self.m.global(g) else {
            return false;
        };
        let (span, name) = (global.span, global.name.clone());
        if !matches!(
            global.space,
            AddressSpace::UniformConstant | AddressSpace::StorageBuffer
        ) {
            self.error_with(
                Code::WGSL_BUFFER_ARRAY,
                span,
                format!("The WGSL backend writes binding arrays of textures, samplers and storage buffers, not of constant buffers ('{name}'), which wgpu binds on no backend. Use a StructuredBuffer array, or compile this shader for SPIR-V"),
            );
            return false;
        }
        if !self.d.options.binding_arrays {
            self.error_with(
                Code::WGSL_BINDING_ARRAY_DIALECT,
                span,
                format!("WebGPU has no resource arrays ('{name}'); binding_array<T> exists only in wgpu's WGSL. Compile with the wgpu dialect (--wgsl-dialect wgpu), or declare separate resources"),
            );
            return false;
        }
        true
    }

    /// Records `g` at its WebGPU slot. A second view there (two views of one Vulkan binding
    /// that this entry point uses together) is the first one's variable when its WGSL type is
    /// the same (two structured-buffer views are both words; `Texture2D<float4>` and
    /// `Texture2D<float>` both `texture_2d<f32>`), and OSH5212 otherwise. `false`: declare
    /// nothing for `g`.
    fn claim_slot(&mut self, g: GlobalId, slot: (u32, u32)) -> bool {
        use crate::diag::Code;
        match self.d.bound_slots.get(&slot).copied() {
            Some(first) if first != g => {
                let first_key = self.alias_key(first);
                if first_key.is_some() && first_key == self.alias_key(g) {
                    let name = self.global_name(first);
                    self.global_names.insert(g, name);
                    return false;
                }
                let first_name = self.m.global(first).map_or("?", |x| x.name.as_str());
                let Some(global) = self.m.global(g) else {
                    return false;
                };
                let msg = if first_name == global.name {
                    // A descriptor heap: its arrays share its name.
                    let ty = |g: GlobalId| {
                        self.m
                            .global(g)
                            .map_or("?".to_string(), |x| self.m.types.display(x.ty))
                    };
                    format!(
                        "'{first_name}' is read here as '{}' and as '{}', two arrays at its one binding (group {}, binding {}), and WGSL gives every variable a binding of its own. Read one type from each descriptor heap in this entry point, or compile it for SPIR-V",
                        ty(first),
                        ty(g),
                        slot.0,
                        slot.1
                    )
                } else {
                    format!(
                        "'{first_name}' and '{}' are views of one binding (group {}, binding {}), and WGSL gives every variable a binding of its own. Use one of them in this entry point, or give them different bindings",
                        global.name, slot.0, slot.1
                    )
                };
                self.error_with(Code::WGSL_ALIASED_BINDING, global.span, msg);
                false
            }
            _ => {
                self.d.bound_slots.insert(slot, g);
                true
            }
        }
    }
}
