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
use std::collections::BTreeMap;

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
    /// Each declared global's parameter (`device uint* name`), for buffer helpers.
    pub gparam_of: BTreeMap<GlobalId, String>,
    /// The entry function's resource arguments, with their `[[buffer(n)]]`-style attributes.
    pub entry_args: Vec<String>,
    /// Declarations at the top of the entry function (stage, `static`, `groupshared` variables).
    pub entry_locals: String,
}

impl Writer<'_> {
    /// The source text: includes, function constants, structs, helpers, then the body.
    pub fn finish(self) -> MslOutput {
        let mut out = String::from(
            "#include <metal_stdlib>\n#include <simd/simd.h>\n\nusing namespace metal;\n\n",
        );
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
        if global.resource_count.is_some() {
            self.error(
                span,
                format!("The MSL backend does not write resource arrays yet ('{}'). Declare separate resources, or compile this shader for SPIR-V", global.name),
            );
            return;
        }
        let index = global.slots.map(|s| s.metal);
        let Some(index) = self.decided_slot(g, index, "Metal argument index") else {
            return;
        };
        let param = match global.space {
            AddressSpace::Uniform | AddressSpace::PushConstant => {
                self.d
                    .entry_args
                    .push(format!("constant uint4* {name} [[buffer({index})]]"));
                format!("constant uint4* {name}")
            }
            AddressSpace::StorageBuffer => match self.storage_decl(g) {
                Some(t) => {
                    self.d
                        .entry_args
                        .push(format!("{t} {name} [[buffer({index})]]"));
                    format!("{t} {name}")
                }
                None => return,
            },
            AddressSpace::UniformConstant => match super::textures::resource_decl(self, g) {
                Some((t, class)) => {
                    self.d
                        .entry_args
                        .push(format!("{t} {name} [[{class}({index})]]"));
                    format!("{t} {name}")
                }
                None => return,
            },
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
            AddressSpace::Function => return,
        };
        self.d.gparams.push_str(", ");
        self.d.gparams.push_str(&param);
        self.d.gparam_of.insert(g, param.clone());
        self.d.gargs.push_str(", ");
        self.d.gargs.push_str(name);
    }

    /// The pointer type of a structured or byte-address buffer argument.
    fn storage_decl(&mut self, g: GlobalId) -> Option<String> {
        let global = self.m.global(g)?;
        if self.is_append_or_consume(g) {
            self.error(
                global.span,
                format!("The MSL backend does not write append or consume buffers yet ('{}'). Use a RWStructuredBuffer with a counter updated by InterlockedAdd, or compile this shader for SPIR-V", global.name),
            );
            return None;
        }
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
