//! What an entry point reaches, the global variables it uses with their decorations, and
//! the `OpEntryPoint` / `OpExecutionMode` instructions.
//!
//! Input: the module and one entry point. Output: declarations for every reachable global
//! (in module order), the entry point with its interface (inputs, outputs, then every other
//! referenced global in module order, as SPIR-V 1.4+ requires) and execution modes.

use super::memory::contains_bool;
use super::types::storage_class;
use super::writer::{encode, Emitter, PtrInfo};
use crate::ir::typing::any_scalar;
use crate::ir::{BuiltIn, EntryPoint, GlobalId, Module};
use crate::target::Stage;
use crate::types::{AddressSpace, Scalar, ScalarKind, Type, TypeId};
use spirv::{Capability, Decoration, Op};
use std::collections::BTreeSet;

/// The SPIR-V `BuiltIn` number of `b`.
fn spirv_builtin(b: BuiltIn) -> u32 {
    let named = match b {
        BuiltIn::Spirv(n) => return n,
        BuiltIn::Position => spirv::BuiltIn::Position,
        BuiltIn::FragCoord => spirv::BuiltIn::FragCoord,
        BuiltIn::VertexIndex => spirv::BuiltIn::VertexIndex,
        BuiltIn::InstanceIndex => spirv::BuiltIn::InstanceIndex,
        BuiltIn::BaseVertex => spirv::BuiltIn::BaseVertex,
        BuiltIn::BaseInstance => spirv::BuiltIn::BaseInstance,
        BuiltIn::BaryCoord => spirv::BuiltIn::BaryCoordKHR,
        BuiltIn::BaryCoordNoPersp => spirv::BuiltIn::BaryCoordNoPerspKHR,
        BuiltIn::ShadingRate => spirv::BuiltIn::ShadingRateKHR,
        BuiltIn::PrimitiveShadingRate => spirv::BuiltIn::PrimitiveShadingRateKHR,
        BuiltIn::PointSize => spirv::BuiltIn::PointSize,
        BuiltIn::DrawIndex => spirv::BuiltIn::DrawIndex,
        BuiltIn::HelperInvocation => spirv::BuiltIn::HelperInvocation,
        BuiltIn::DeviceIndex => spirv::BuiltIn::DeviceIndex,
        BuiltIn::FrontFacing => spirv::BuiltIn::FrontFacing,
        BuiltIn::SampleId => spirv::BuiltIn::SampleId,
        BuiltIn::SampleMask => spirv::BuiltIn::SampleMask,
        BuiltIn::FragDepth => spirv::BuiltIn::FragDepth,
        BuiltIn::GlobalInvocationId => spirv::BuiltIn::GlobalInvocationId,
        BuiltIn::WorkgroupId => spirv::BuiltIn::WorkgroupId,
        BuiltIn::LocalInvocationId => spirv::BuiltIn::LocalInvocationId,
        BuiltIn::LocalInvocationIndex => spirv::BuiltIn::LocalInvocationIndex,
        BuiltIn::ClipDistance => spirv::BuiltIn::ClipDistance,
        BuiltIn::CullDistance => spirv::BuiltIn::CullDistance,
        BuiltIn::PrimitiveId => spirv::BuiltIn::PrimitiveId,
        BuiltIn::SubgroupSize => spirv::BuiltIn::SubgroupSize,
        BuiltIn::SubgroupLocalInvocationId => spirv::BuiltIn::SubgroupLocalInvocationId,
        BuiltIn::Layer => spirv::BuiltIn::Layer,
        BuiltIn::ViewportIndex => spirv::BuiltIn::ViewportIndex,
        BuiltIn::ViewIndex => spirv::BuiltIn::ViewIndex,
        BuiltIn::FragStencilRef => spirv::BuiltIn::FragStencilRefEXT,
    };
    named as u32
}

impl<'m> Emitter<'m> {
    /// An array of `length` descriptors of type `element`; length 0 (`Texture2D T[]`) is a
    /// run-time array, whose `RuntimeDescriptorArray` capability comes with the entry
    /// point's device features.
    fn descriptor_array(&mut self, element: u32, length: u32) -> u32 {
        if length == 0 {
            return self.ty(super::types::TyKey::RuntimeArray(element, 0));
        }
        let len = self.const_u32(length);
        self.ty(super::types::TyKey::Array(element, len, 0))
    }

    /// Declares every reachable global (module order) and records its pointer info.
    pub fn emit_globals(&mut self, entry: &EntryPoint, globals: &BTreeSet<GlobalId>) {
        let m = self.m;
        for &gid in globals {
            let Some(g) = m.global(gid) else { continue };
            let class = storage_class(g.space);
            let span = g.span;
            let mut layout = None;
            let pointee = match g.space {
                AddressSpace::Uniform
                | AddressSpace::StorageBuffer
                | AddressSpace::PushConstant => {
                    match m.types.get(g.ty) {
                        Type::Array { element, length } => {
                            let block = self.block_type(g, element);
                            self.descriptor_array(block, length)
                        }
                        Type::Resource(_) => self.block_type(g, g.ty),
                        _ => {
                            // A push-constant struct given directly: the layout applies now.
                            layout = g.layout.as_ref();
                            self.block_type(g, g.ty)
                        }
                    }
                }
                AddressSpace::UniformConstant => match m.types.get(g.ty) {
                    Type::Array { element, length } => {
                        let elem = match m.types.get(element) {
                            Type::Resource(r) => {
                                self.resource_type(r, g.image_format.as_deref(), span)
                            }
                            _ => self.reg_type(element, span),
                        };
                        self.descriptor_array(elem, length)
                    }
                    Type::Resource(r) => self.resource_type(r, g.image_format.as_deref(), span),
                    _ => self.reg_type(g.ty, span),
                },
                _ => {
                    if matches!(g.space, AddressSpace::Input | AddressSpace::Output)
                        && g.builtin.is_none()
                        && contains_bool(m, g.ty)
                    {
                        self.error(
                            span,
                            format!(
                                "Stage variable '{}' is a bool; stage inputs and outputs must be numbers.",
                                g.name
                            ),
                        );
                    }
                    self.reg_type(g.ty, span)
                }
            };
            let ptr = self.ptr_ty(class, pointee);
            let id = self.id();
            match g.initializer {
                Some(c) if g.space == AddressSpace::Private => {
                    let init = self.ir_const(c, span);
                    self.decl(Op::Variable, &[ptr, id, class as u32, init]);
                }
                _ => self.decl(Op::Variable, &[ptr, id, class as u32]),
            }
            self.global_ids.insert(gid, id);
            self.name(id, &g.name);
            if super::memory::holds_buffer_pointer(m, g.ty) {
                // As for locals: a variable holding physical pointers says they may alias.
                self.decorate(id, Decoration::AliasedPointer, &[]);
            }
            if let Some(b) = g.binding {
                if g.space != AddressSpace::PushConstant {
                    self.decorate(id, Decoration::DescriptorSet, &[b.set]);
                    self.decorate(id, Decoration::Binding, &[b.binding]);
                    if let Some(index) = g.input_attachment_index {
                        self.decorate(id, Decoration::InputAttachmentIndex, &[index]);
                    }
                    if g.coherent {
                        self.decorate(id, Decoration::Coherent, &[]);
                    }
                }
            }
            if let Some(l) = g.location {
                self.decorate(id, Decoration::Location, &[l]);
            }
            self.pass_through_decorations(id, &g.spirv_decorations);
            if let Some(b) = g.builtin {
                self.decorate(id, Decoration::BuiltIn, &[spirv_builtin(b)]);
                match b {
                    BuiltIn::ClipDistance => self.capability(Capability::ClipDistance),
                    BuiltIn::CullDistance => self.capability(Capability::CullDistance),
                    BuiltIn::SampleId => self.capability(Capability::SampleRateShading),
                    // Core since SPIR-V 1.3, so no SPV_KHR_multiview here (every target is 1.4+).
                    BuiltIn::ViewIndex => self.capability(Capability::MultiView),
                    // Core since SPIR-V 1.3 (SPV_KHR_device_group before, added by the writer).
                    BuiltIn::DeviceIndex => self.capability(Capability::DeviceGroup),
                    // SPIR-V 1.6 requires it Volatile: a lane may become a helper during the
                    // shader (after a demote), so each read must load anew.
                    BuiltIn::HelperInvocation if self.opts.env.spirv_version() >= (1, 6) => {
                        self.decorate(id, Decoration::Volatile, &[])
                    }
                    // Core since SPIR-V 1.3; the writer adds SPV_KHR_shader_draw_parameters
                    // before that.
                    BuiltIn::BaseVertex | BuiltIn::BaseInstance | BuiltIn::DrawIndex => {
                        self.capability(Capability::DrawParameters)
                    }
                    BuiltIn::BaryCoord | BuiltIn::BaryCoordNoPersp => {
                        self.capability(Capability::FragmentBarycentricKHR);
                        self.extensions
                            .insert("SPV_KHR_fragment_shader_barycentric".to_string());
                    }
                    BuiltIn::ShadingRate | BuiltIn::PrimitiveShadingRate => {
                        self.capability(Capability::FragmentShadingRateKHR);
                        self.extensions
                            .insert("SPV_KHR_fragment_shading_rate".to_string());
                    }
                    BuiltIn::FragStencilRef => {
                        self.capability(Capability::StencilExportEXT);
                        self.extensions
                            .insert("SPV_EXT_shader_stencil_export".to_string());
                    }
                    BuiltIn::PrimitiveId if entry.stage == Stage::Pixel => {
                        self.capability(Capability::Geometry)
                    }
                    // As DXC for Vulkan 1.2 (SPIR-V 1.5, where both vertex-output
                    // capabilities are core): a pixel input needs what a geometry stage
                    // would, a vertex output the shader-output capability.
                    BuiltIn::Layer if entry.stage == Stage::Pixel => {
                        self.capability(Capability::Geometry)
                    }
                    // Before SPIR-V 1.5 a vertex shader writes both through
                    // SPV_EXT_shader_viewport_index_layer, as DXC does.
                    BuiltIn::Layer | BuiltIn::ViewportIndex
                        if entry.stage != Stage::Pixel
                            && self.opts.env.spirv_version() < (1, 5) =>
                    {
                        self.capability(Capability::ShaderViewportIndexLayerEXT);
                        self.extensions
                            .insert("SPV_EXT_shader_viewport_index_layer".to_string());
                    }
                    BuiltIn::Layer => self.capability(Capability::ShaderLayer),
                    BuiltIn::ViewportIndex if entry.stage == Stage::Pixel => {
                        self.capability(Capability::MultiViewport)
                    }
                    BuiltIn::ViewportIndex => self.capability(Capability::ShaderViewportIndex),
                    _ => {}
                }
            }
            self.interpolation_decorations(entry.stage, g, id);
            self.fs_global_ptr(gid, class, pointee, layout);
        }
        if self.opts.reflect {
            self.reflect_decorations(globals);
        }
    }

    /// DXC's `[[vk::ext_decorate*]]` of `id` (a variable or a function), written as given.
    pub(super) fn pass_through_decorations(
        &mut self,
        id: u32,
        decorations: &[crate::target::SpirvDecoration],
    ) {
        use crate::target::SpirvDecoration as D;
        for d in decorations {
            let (op, ops) = match d {
                D::Literals {
                    decoration,
                    operands,
                } => {
                    let mut ops = vec![id, *decoration];
                    ops.extend(operands);
                    (Op::Decorate, ops)
                }
                D::Ids {
                    decoration,
                    operands,
                } => {
                    let mut ops = vec![id, *decoration];
                    for &v in operands {
                        ops.push(self.const_u32(v));
                    }
                    (Op::DecorateId, ops)
                }
                D::Strings {
                    decoration,
                    operands,
                } => {
                    let mut ops = vec![id, *decoration];
                    for text in operands {
                        ops.extend(super::writer::string_words(text));
                    }
                    (Op::DecorateString, ops)
                }
            };
            self.annotations.extend(encode(op, &ops));
        }
    }

    /// `-fspv-reflect`, as DXC writes it: each stage variable's HLSL semantic
    /// (`UserSemantic`), each resource's HLSL type (`UserTypeGOOGLE`), and each buffer's
    /// counter (`CounterBuffer`, by id: SPIR-V 1.2 and later).
    fn reflect_decorations(&mut self, globals: &BTreeSet<GlobalId>) {
        let m = self.m;
        for &gid in globals {
            let (Some(g), Some(&id)) = (m.global(gid), self.global_ids.get(&gid)) else {
                continue;
            };
            let strings = [
                (g.semantic.as_deref(), Decoration::UserSemantic),
                (g.user_type.as_deref(), Decoration::UserTypeGOOGLE),
            ];
            for (text, decoration) in strings {
                let Some(text) = text else { continue };
                let mut ops = vec![id, decoration as u32];
                ops.extend(super::writer::string_words(text));
                self.annotations.extend(encode(Op::DecorateString, &ops));
                self.extensions
                    .insert("SPV_GOOGLE_hlsl_functionality1".to_string());
                if decoration == Decoration::UserTypeGOOGLE {
                    self.extensions.insert("SPV_GOOGLE_user_type".to_string());
                }
            }
            let counter = g.counter.and_then(|c| self.global_ids.get(&c).copied());
            if let Some(counter) = counter.filter(|_| self.opts.env.spirv_version() >= (1, 2)) {
                let ops = [id, Decoration::CounterBuffer as u32, counter];
                self.annotations.extend(encode(Op::DecorateId, &ops));
            }
        }
    }

    fn interpolation_decorations(&mut self, stage: Stage, g: &crate::ir::Global, id: u32) {
        let varying = matches!(
            (stage, g.space),
            (Stage::Pixel, AddressSpace::Input) | (Stage::Vertex, AddressSpace::Output)
        );
        if !varying {
            return;
        }
        if g.per_vertex {
            // DXC's mapping of the inputs GetAttributeAtVertex reads: an array of the three
            // vertices' values, without an interpolation decoration.
            self.decorate(id, Decoration::PerVertexKHR, &[]);
            self.capability(Capability::FragmentBarycentricKHR);
            self.extensions
                .insert("SPV_KHR_fragment_shader_barycentric".to_string());
            return;
        }
        let integer = needs_flat(self.m, g.ty);
        let i = g.interpolation;
        let is_user = g.builtin.is_none();
        if i.nointerpolation || (integer && (is_user || stage == Stage::Pixel)) {
            self.decorate(id, Decoration::Flat, &[]);
        } else if is_user {
            if i.noperspective {
                self.decorate(id, Decoration::NoPerspective, &[]);
            }
            if i.centroid {
                self.decorate(id, Decoration::Centroid, &[]);
            }
            if i.sample {
                self.capability(Capability::SampleRateShading);
                self.decorate(id, Decoration::Sample, &[]);
            }
        }
    }

    /// Records the pointer info of a global variable (kept across functions).
    fn fs_global_ptr(
        &mut self,
        gid: GlobalId,
        class: spirv::StorageClass,
        pointee: u32,
        layout: Option<&'m crate::types::TypeLayout>,
    ) {
        let Some(g) = self.m.global(gid) else { return };
        self.global_ptrs.insert(
            gid,
            PtrInfo {
                class,
                ir: self.m.types.get(g.ty),
                ir_id: Some(g.ty),
                layout,
                pending_layout: g.layout.as_ref(),
                global: Some(gid),
                nonuniform: false,
                spv_pointee: pointee,
                is_variable: true,
                align: 0,
            },
        );
    }

    /// `OpEntryPoint` and the execution modes.
    pub fn emit_entry_point(&mut self, entry: &EntryPoint, globals: &BTreeSet<GlobalId>) {
        let Some(&fid) = self.func_ids.get(&entry.function) else {
            self.error(
                entry.span,
                format!("Entry point '{}' has no function.", entry.name),
            );
            return;
        };
        if let Some(f) = self.m.function(entry.function) {
            if !f.params.is_empty() || self.m.types.get(f.return_type) != Type::Void {
                self.error(
                    entry.span,
                    format!(
                        "Entry point '{}' must be a wrapper function without parameters that returns void.",
                        entry.name
                    ),
                );
            }
        }
        let model = match entry.stage {
            Stage::Vertex => spirv::ExecutionModel::Vertex,
            Stage::Pixel => spirv::ExecutionModel::Fragment,
            Stage::Compute => spirv::ExecutionModel::GLCompute,
        };
        let mut ops = vec![model as u32, fid];
        ops.extend(super::writer::string_words(&entry.name));
        let mut listed: Vec<GlobalId> = Vec::new();
        for g in entry.inputs.iter().chain(&entry.outputs) {
            if !listed.contains(g) {
                listed.push(*g);
            }
        }
        if self.opts.interface_lists_all_globals() {
            for g in globals {
                if !listed.contains(g) {
                    listed.push(*g);
                }
            }
        }
        for g in &listed {
            if let Some(&id) = self.global_ids.get(g) {
                ops.push(id);
            }
        }
        self.entry_point
            .extend(super::writer::encode(Op::EntryPoint, &ops));
        let mode = |e: &mut Self, m: spirv::ExecutionMode, extra: &[u32]| {
            let mut ops = vec![fid, m as u32];
            ops.extend_from_slice(extra);
            e.execution_modes
                .extend(super::writer::encode(Op::ExecutionMode, &ops));
        };
        match entry.stage {
            Stage::Pixel => {
                mode(self, spirv::ExecutionMode::OriginUpperLeft, &[]);
                let writes_depth = entry.depth_replacing
                    || entry.outputs.iter().any(|g| {
                        self.m.global(*g).and_then(|g| g.builtin) == Some(BuiltIn::FragDepth)
                    });
                if writes_depth {
                    mode(self, spirv::ExecutionMode::DepthReplacing, &[]);
                }
                match entry.conservative_depth {
                    Some(crate::ir::ConservativeDepth::GreaterEqual) => {
                        mode(self, spirv::ExecutionMode::DepthGreater, &[])
                    }
                    Some(crate::ir::ConservativeDepth::LessEqual) => {
                        mode(self, spirv::ExecutionMode::DepthLess, &[])
                    }
                    None => {}
                }
                if entry.early_depth_stencil {
                    mode(self, spirv::ExecutionMode::EarlyFragmentTests, &[]);
                }
                // DXC's [[vk::...]] fragment-test attributes.
                let t = entry.fragment_tests;
                if t.post_depth_coverage {
                    self.capability(Capability::SampleMaskPostDepthCoverage);
                    self.extensions
                        .insert("SPV_KHR_post_depth_coverage".to_string());
                    mode(self, spirv::ExecutionMode::PostDepthCoverage, &[]);
                }
                if t.early_and_late_tests {
                    self.extensions
                        .insert("SPV_AMD_shader_early_and_late_fragment_tests".to_string());
                    mode(
                        self,
                        spirv::ExecutionMode::EarlyAndLateFragmentTestsAMD,
                        &[],
                    );
                }
                if t.depth_unchanged {
                    mode(self, spirv::ExecutionMode::DepthUnchanged, &[]);
                }
                // The interlock granularity is decided with the features
                // (`ir::features::interlock`), which declare its capability.
                {
                    use crate::ir::features::device_features as f;
                    let interlock = if self.features & f::SAMPLE_INTERLOCK != 0 {
                        Some(spirv::ExecutionMode::SampleInterlockOrderedEXT)
                    } else if self.features & f::SHADING_RATE_INTERLOCK != 0 {
                        Some(spirv::ExecutionMode::ShadingRateInterlockOrderedEXT)
                    } else if self.features & f::PIXEL_INTERLOCK != 0 {
                        Some(spirv::ExecutionMode::PixelInterlockOrderedEXT)
                    } else {
                        None
                    };
                    if let Some(m) = interlock {
                        mode(self, m, &[]);
                    }
                }
                {
                    use crate::target::StencilRefPromise as P;
                    use spirv::ExecutionMode as M;
                    let stencil = [
                        (
                            t.stencil_front,
                            [
                                M::StencilRefUnchangedFrontAMD,
                                M::StencilRefGreaterFrontAMD,
                                M::StencilRefLessFrontAMD,
                            ],
                        ),
                        (
                            t.stencil_back,
                            [
                                M::StencilRefUnchangedBackAMD,
                                M::StencilRefGreaterBackAMD,
                                M::StencilRefLessBackAMD,
                            ],
                        ),
                    ];
                    for (promise, modes) in stencil {
                        let Some(p) = promise else { continue };
                        // The stencil modes belong to both extensions and need stencil export.
                        self.capability(Capability::StencilExportEXT);
                        self.extensions
                            .insert("SPV_AMD_shader_early_and_late_fragment_tests".to_string());
                        self.extensions
                            .insert("SPV_EXT_shader_stencil_export".to_string());
                        let m = match p {
                            P::Unchanged => modes[0],
                            P::GreaterEqual => modes[1],
                            P::LessEqual => modes[2],
                        };
                        mode(self, m, &[]);
                    }
                }
                // As DXC: a shader writing SV_StencilRef replaces the stencil reference.
                let writes_stencil = entry.outputs.iter().any(|g| {
                    self.m.global(*g).and_then(|g| g.builtin) == Some(BuiltIn::FragStencilRef)
                });
                if writes_stencil {
                    mode(self, spirv::ExecutionMode::StencilRefReplacingEXT, &[]);
                }
            }
            Stage::Compute => {
                let [x, y, z] = entry.workgroup_size;
                mode(
                    self,
                    spirv::ExecutionMode::LocalSize,
                    &[x.max(1), y.max(1), z.max(1)],
                );
                // Shader model 6.6's compute derivatives, as DXC chooses the group: a row of
                // fours when numthreads is (4n, 1, 1), else 2x2 quads, which need even x and y.
                if self.compute_derivatives {
                    let linear = x % 4 == 0 && y <= 1 && z <= 1;
                    let (group, capability) = if linear {
                        (
                            spirv::ExecutionMode::DerivativeGroupLinearKHR,
                            Capability::ComputeDerivativeGroupLinearKHR,
                        )
                    } else {
                        (
                            spirv::ExecutionMode::DerivativeGroupQuadsKHR,
                            Capability::ComputeDerivativeGroupQuadsKHR,
                        )
                    };
                    if !linear && (x % 2 != 0 || y % 2 != 0) {
                        self.error(entry.span, format!("'{}' takes derivatives in a compute shader, which needs numthreads with x and y even (2x2 quads) or (4n, 1, 1), and it has ({x}, {y}, {z}).", entry.name));
                    }
                    // The NV extension, where DXC now writes the KHR one (same capability and
                    // mode numbers): SPIRV-Tools 2023.1, the validator here, knows only NV.
                    self.capability(capability);
                    self.extensions
                        .insert("SPV_NV_compute_shader_derivatives".to_string());
                    mode(self, group, &[]);
                }
            }
            Stage::Vertex => {}
        }
        // DXC's inline SPIR-V: the entry point's own capabilities, extensions and execution
        // modes, passed through (a mode already written above is not written twice).
        for &c in &entry.spirv.capabilities {
            self.capabilities.insert(c);
        }
        for x in &entry.spirv.extensions {
            self.extensions.insert(x.clone());
        }
        for (m, literals) in &entry.spirv.execution_modes {
            let mut ops = vec![fid, *m];
            ops.extend_from_slice(literals);
            let words = super::writer::encode(Op::ExecutionMode, &ops);
            if !self
                .execution_modes
                .windows(words.len())
                .any(|w| w == words.as_slice())
            {
                self.execution_modes.extend(words);
            }
        }
        // `vk::ext_execution_mode_id`: the operands are constants or specialization constants
        // by id (OpExecutionModeId, SPIR-V 1.2).
        if !entry.spirv.execution_mode_ids.is_empty() && self.opts.env.spirv_version() < (1, 2) {
            self.error(
                entry.span,
                format!("'{}' uses vk::ext_execution_mode_id, whose OpExecutionModeId needs SPIR-V 1.2: use -fspv-target-env=vulkan1.1 or newer.", entry.name),
            );
        }
        for (m, operands) in &entry.spirv.execution_mode_ids {
            let mut ops = vec![fid, *m];
            for o in operands {
                ops.push(match *o {
                    crate::target::SpirvIdOperand::Int { signed: true, bits } => {
                        self.const_i32(bits as i32)
                    }
                    crate::target::SpirvIdOperand::Int {
                        signed: false,
                        bits,
                    } => self.const_u32(bits),
                    crate::target::SpirvIdOperand::Spec(n) => {
                        match self.m.spec_constants.iter().position(|s| s.id == n) {
                            Some(k) => {
                                self.spec_constant(crate::ir::SpecConstId(k as u32), entry.span)
                            }
                            None => {
                                self.error(
                                    entry.span,
                                    format!("internal: no specialization constant with SpecId {n}"),
                                );
                                self.const_u32(0)
                            }
                        }
                    }
                });
            }
            let words = super::writer::encode(Op::ExecutionModeId, &ops);
            if !self
                .execution_modes
                .windows(words.len())
                .any(|w| w == words.as_slice())
            {
                self.execution_modes.extend(words);
            }
        }
    }
}

/// Integer or double components anywhere in the type (those fragment inputs must be `Flat`).
fn needs_flat(m: &Module, ty: TypeId) -> bool {
    any_scalar(m, ty, &|s: Scalar| {
        matches!(s.kind, ScalarKind::Int | ScalarKind::Uint) || (s.is_float() && s.width == 64)
    })
}
