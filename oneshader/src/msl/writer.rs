//! The MSL writer's own part: the dialect state ([`Msl`]), how each reached global becomes an
//! entry-function argument (with its `[[buffer(n)]]`-style index) or local and the parameter
//! every function takes for it, Metal's argument limits, the scalar types and literals, and
//! the source assembly (includes, function constants). The state, pre-pass, types and
//! constants both text backends share are in [`crate::textgen::writer`].
//!
//! Input: the shared [`Writer`] after its pre-pass. Output: the entry arguments, locals and
//! trailing parameters in [`Msl`], and the text in [`Writer::finish`].
//! Invariants: every argument index is the Metal index sema decided; every function takes
//! the reached globals in handle order, so a call passes [`Msl::gargs`] unchanged.

use super::MslOutput;
use crate::ir::GlobalId;
use crate::textgen::Dialect;
use crate::textgen::{BufferDecl, WordType};
use crate::types::AddressSpace;
use std::collections::{BTreeMap, BTreeSet};

/// The MSL writer, and its per-function emitter.
pub(super) type Writer<'m> = crate::textgen::Writer<'m, Msl>;
pub(super) type FnCx<'w, 'm> = crate::textgen::FnCx<'w, 'm, Msl>;

/// The MSL dialect and what the MSL writer records beyond the shared state.
#[derive(Default)]
pub(crate) struct Msl {
    /// Trailing parameters every function takes (the reached globals, `, T name` each).
    pub gparams: String,
    /// The matching arguments (`, name` each).
    pub gargs: String,
    /// Each buffer's parameter in its generated helpers (`device uint* name`): for an array
    /// of buffers, one element's.
    pub buffer_param_of: BTreeMap<GlobalId, String>,
    /// Resource arrays written as argument buffers (unbounded arrays): element `i` of one is
    /// `name[i].value`.
    pub argument_buffers: BTreeSet<GlobalId>,
    /// The entry function's resource arguments, with their `[[buffer(n)]]`-style attributes.
    pub entry_args: Vec<String>,
    /// Declarations at the top of the entry function (stage, `static`, `groupshared` variables).
    pub entry_locals: String,
    /// An intersection query or acceleration structure was written: `<metal_raytracing>`.
    pub uses_raytracing: bool,
    /// The generated helper turning ray flags into `intersection_params`, once written.
    pub ray_params_helper: Option<String>,
    /// A function traced a query passed to it (not inlined): no flags local knows its flags.
    pub query_traced_by_callee: bool,
}

impl Writer<'_> {
    /// The source text: includes, function constants, structs, helpers, then the body.
    pub fn finish(self) -> MslOutput {
        let mut out = String::from("#include <metal_stdlib>\n#include <simd/simd.h>\n");
        if self.d.uses_raytracing {
            out.push_str("#include <metal_raytracing>\n");
        }
        out.push_str("\nusing namespace metal;\n\n");
        for (n, id, ty, v) in self.spec_constants_used() {
            let t = Msl::scalar_name(ty);
            out.push_str(&format!(
                "constant {t} {n}_fc [[function_constant({id})]];\nconstant {t} {n} = is_function_constant_defined({n}_fc) ? {n}_fc : {v};\n"
            ));
        }
        if !self.spec_used.is_empty() {
            out.push('\n');
        }
        self.push_pieces(&mut out);
        MslOutput {
            text: out,
            entry_function: self.entry_function,
        }
    }

    /// Declares a reached global: an entry-function argument (resources) or local (stage,
    /// `static` and `groupshared` variables), and the parameter every function takes for it.
    pub(super) fn declare_global(&mut self, g: GlobalId, name: &str) {
        let Some(global) = self.m.global(g) else {
            return;
        };
        let span = global.span;
        let index = global.slots.map(|s| s.metal);
        let resource = |w: &mut Self| -> Option<(String, &'static str)> {
            match global.space {
                AddressSpace::Uniform | AddressSpace::PushConstant => {
                    Some(("constant uint4*".to_string(), "buffer"))
                }
                AddressSpace::StorageBuffer => w.storage_decl(g).map(|t| (t, "buffer")),
                AddressSpace::UniformConstant => super::textures::resource_decl(w, g),
                _ => None,
            }
        };
        let subpass = crate::textgen::textures::subpass_input(self, g).is_some();
        let param = match global.space {
            // An input attachment is a fragment input, not an argument with an index.
            _ if subpass => {
                let Some((arg, param)) = super::textures::input_attachment(self, g, name) else {
                    return;
                };
                self.d.entry_args.push(arg);
                param
            }
            AddressSpace::Uniform
            | AddressSpace::PushConstant
            | AddressSpace::StorageBuffer
            | AddressSpace::UniformConstant => {
                let Some(index) = self.decided_slot(g, index, "Metal argument index") else {
                    return;
                };
                let Some((t, class)) = resource(self) else {
                    return;
                };
                // A rasterizer-ordered view is in raster order group 0: Metal orders the
                // fragment function's accesses to it as the shader interlock does.
                let order = if global.rasterizer_ordered {
                    ", raster_order_group(0)"
                } else {
                    ""
                };
                match global.resource_count {
                    None => {
                        self.d
                            .entry_args
                            .push(format!("{t} {name} [[{class}({index}){order}]]"));
                        // A buffer's generated helpers take it as this parameter.
                        self.d.buffer_param_of.insert(g, format!("{t} {name}"));
                        format!("{t} {name}")
                    }
                    Some(_) if global.rasterizer_ordered => {
                        self.error(span, format!("The MSL backend does not write arrays of rasterizer-ordered views ('{}') yet. Declare one view per array element, or compile for SPIR-V", global.name));
                        return;
                    }
                    Some(count) => self.declare_array(g, name, &t, class, index, count),
                }
            }
            AddressSpace::Private | AddressSpace::Input | AddressSpace::Output => {
                let t = self.ty(global.ty, span);
                match global.initializer {
                    Some(c) if global.space == AddressSpace::Private => {
                        let v = self.constant(c, span);
                        self.d
                            .entry_locals
                            .push_str(&format!("    {t} {name} = {v};\n"));
                    }
                    _ => self
                        .d
                        .entry_locals
                        .push_str(&format!("    {t} {name} = {{}};\n")),
                }
                format!("thread {t}& {name}")
            }
            AddressSpace::Workgroup => {
                let atomic = self.uses.get(&g).is_some_and(|u| u.atomic);
                let t = if atomic {
                    self.atomic_ty(global.ty, span)
                } else {
                    self.ty(global.ty, span)
                };
                self.d
                    .entry_locals
                    .push_str(&format!("    threadgroup {t} {name};\n"));
                format!("threadgroup {t}& {name}")
            }
            // No global lives in these.
            AddressSpace::Function | AddressSpace::PhysicalStorageBuffer => return,
        };
        self.d.gparams.push_str(", ");
        self.d.gparams.push_str(&param);
        self.d.gargs.push_str(", ");
        self.d.gargs.push_str(name);
    }

    /// Declares the resource array `g` of `count` elements of argument type `t` (0: unbounded)
    /// at Metal index `index` of its class, and returns the parameter functions take for it:
    /// - an unbounded array is an argument buffer, `constant E* name [[buffer(index)]]` with
    ///   `struct E { t value; }`, one 8-byte descriptor per element (a texture's or sampler's
    ///   `gpuResourceID`, a buffer's `gpuAddress`; argument buffers tier 2); element `i` is
    ///   `name[i].value`;
    /// - N textures or samplers are one `array<t, N>` argument at indices `index..index+N`;
    /// - N buffers are N arguments, `name_0 [[buffer(index)]]` and on (Metal takes no array
    ///   of buffer pointers as an argument), gathered into an `array<t, N>` local.
    fn declare_array(
        &mut self,
        g: GlobalId,
        name: &str,
        t: &str,
        class: &str,
        index: u32,
        count: u32,
    ) -> String {
        if count == 0 {
            let entry = self.fresh_name(&format!("{name}_entry"));
            self.struct_text
                .push_str(&format!("struct {entry}\n{{\n    {t} value;\n}};\n\n"));
            self.d
                .entry_args
                .push(format!("constant {entry}* {name} [[buffer({index})]]"));
            self.d.argument_buffers.insert(g);
            self.d.buffer_param_of.insert(g, format!("{t} {name}"));
            return format!("constant {entry}* {name}");
        }
        let array = format!("array<{t}, {count}>");
        if class != "buffer" {
            self.d
                .entry_args
                .push(format!("{array} {name} [[{class}({index})]]"));
            return format!("{array} {name}");
        }
        let mut elements = Vec::new();
        for k in 0..count {
            let element = self.fresh_name(&format!("{name}_{k}"));
            let at = index.saturating_add(k);
            self.d
                .entry_args
                .push(format!("{t} {element} [[buffer({at})]]"));
            elements.push(element);
        }
        self.d.entry_locals.push_str(&format!(
            "    {array} {name} = {{ {} }};\n",
            elements.join(", ")
        ));
        self.d.buffer_param_of.insert(g, format!("{t} {name}"));
        format!("{array} {name}")
    }

    /// The pointer type of a structured or byte-address buffer argument.
    fn storage_decl(&mut self, g: GlobalId) -> Option<String> {
        self.check_minmax_signedness(g);
        match self.buffer_decl(g) {
            Some(BufferDecl::Words { word, read_only }) => Some(
                match (word, read_only) {
                    (WordType::U32, true) => "const device uint*",
                    (WordType::U32, false) => "device uint*",
                    (WordType::AtomicU32, _) => "device atomic_uint*",
                    (WordType::AtomicI32, _) => "device atomic_int*",
                }
                .to_string(),
            ),
            _ => None,
        }
    }

    /// Metal's per-function argument limits over what the entry point uses (OSH5105).
    pub(super) fn check_argument_limits(&mut self) {
        use crate::slots::{METAL_MAX_BUFFERS, METAL_MAX_SAMPLERS, METAL_MAX_TEXTURES};
        let count = |args: &[String], class: &str| {
            args.iter()
                .filter(|a| a.contains(&format!("[[{class}(")))
                .count() as u32
        };
        let limits = [
            ("buffer", METAL_MAX_BUFFERS),
            ("texture", METAL_MAX_TEXTURES),
            ("sampler", METAL_MAX_SAMPLERS),
        ];
        let vertex_data = format!("[[buffer({})]]", crate::slots::METAL_VERTEX_BUFFER);
        if self.entry.stage == crate::target::Stage::Vertex
            && self.d.entry_args.iter().any(|a| a.contains("[[stage_in]]"))
            && self.d.entry_args.iter().any(|a| a.contains(&vertex_data))
        {
            self.error_with(
                crate::diag::Code::MSL_ARGUMENT_LIMIT,
                self.entry.span,
                format!("The vertex entry point '{}' binds a buffer at Metal index {}, where its vertex data goes. Use fewer buffers in this entry point", self.entry.name, crate::slots::METAL_VERTEX_BUFFER),
            );
        }
        for (class, max) in limits {
            let n = count(&self.d.entry_args, class);
            if n > max {
                self.error_with(
                    crate::diag::Code::MSL_ARGUMENT_LIMIT,
                    self.entry.span,
                    format!("The entry point '{}' uses {n} {class} arguments, and a Metal function takes at most {max}. Use fewer resources of that kind in this entry point", self.entry.name),
                );
            }
        }
    }
}
