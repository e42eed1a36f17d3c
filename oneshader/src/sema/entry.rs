//! Whole-program facts after the last declaration: buffer layouts, descriptor bindings, the
//! call graph (recursion, OSH0318) and entry points (stage, `[numthreads]`, stage interface,
//! used globals).
//!
//! Input: the checker's globals and functions. Output: [`ResourceBinding`]s filled in (set,
//! binding, layout, combined pairs, counters) through [`super::bindings`] and
//! [`super::layout`], every target's slots of resources and push-constant blocks through
//! [`crate::slots`], and the [`EntryPoint`] list in the order requested (or declaration order
//! of `[shader("...")]` functions).

use super::bindings::{self, CounterRequest, Register, ResourceDecl};
use super::check::Checker;
use super::decls::AttrArg;
use super::hir::{self, EntryPoint, ExprId, FuncId, GlobalId, GlobalKind};
use super::layout::{self, BufferClass, LayoutRules};
use super::scope::ValueSymbol;
use super::stage_io;
use super::vertex::{self, VertexInputDecl};
use crate::diag::{did_you_mean, Code};
use crate::source::Span;
use crate::target::Stage;
use crate::types::ResourceKind;
use crate::types::{Access, ResourceType, StructuredKind, TypeId};
use std::collections::BTreeSet;

impl Checker<'_> {
    /// The resource type of a resource global (the element type for arrays of resources).
    fn resource_of(&self, ty: TypeId) -> Option<ResourceType> {
        self.types.resource_of(ty)
    }

    pub(crate) fn compute_buffer_layouts(&mut self) {
        let implicit = self.implicit_globals.as_ref().map(|g| g.global);
        let buffer_layout = self.options.buffer_layout;
        for i in 0..self.globals.len() {
            let g = GlobalId(i as u32);
            let Some(res) = self.resource_of(self.globals[i].ty) else {
                continue;
            };
            let packing = self
                .resource_info
                .get(i)
                .and_then(|r| r.as_ref())
                .map(|r| r.packing)
                .unwrap_or(self.options.matrix_packing);
            let layout = match res {
                ResourceType::ConstantBuffer { element } if Some(g) == implicit => {
                    Some(layout::layout_globals(
                        &self.types,
                        element,
                        packing,
                        buffer_layout,
                        self.diags,
                    ))
                }
                ResourceType::ConstantBuffer { element } => Some(layout::layout_of(
                    &self.types,
                    element,
                    packing,
                    LayoutRules::new(BufferClass::ConstantBuffer, buffer_layout),
                    self.diags,
                )),
                ResourceType::TextureBuffer { element } => Some(layout::layout_of(
                    &self.types,
                    element,
                    packing,
                    LayoutRules::new(BufferClass::TextureBuffer, buffer_layout),
                    self.diags,
                )),
                ResourceType::StructuredBuffer { element, .. } => Some(layout::layout_of(
                    &self.types,
                    element,
                    packing,
                    LayoutRules::new(BufferClass::Structured, buffer_layout),
                    self.diags,
                )),
                _ => None,
            };
            if let GlobalKind::Resource(b) = &mut self.globals[i].kind {
                b.layout = layout;
            }
        }
    }

    /// The layout of every `vk::BufferPointer` pointee ([`super::hir::Program::pointee_layouts`]).
    pub(crate) fn pointee_layouts(&mut self) -> Vec<(TypeId, crate::types::TypeLayout)> {
        let mut pointees: Vec<TypeId> = self
            .types
            .iter()
            .filter_map(|(_, t)| match t {
                crate::types::Type::BufferPointer { pointee, .. } => Some(pointee),
                _ => None,
            })
            .collect();
        pointees.sort();
        pointees.dedup();
        let rules = LayoutRules::new(BufferClass::Structured, self.options.buffer_layout);
        pointees
            .into_iter()
            .map(|p| {
                let l = layout::layout_of(
                    &self.types,
                    p,
                    self.options.matrix_packing,
                    rules,
                    self.diags,
                );
                (p, l)
            })
            .collect()
    }

    /// The register class a resource of this type belongs in (D3D's `b`, `t`, `u`, `s`), which
    /// `-fvk-auto-shift-bindings` shifts by.
    fn register_class(r: ResourceType) -> char {
        match r {
            ResourceType::ConstantBuffer { .. } => 'b',
            ResourceType::Sampler { .. } => 's',
            ResourceType::Texture { access, .. }
            | ResourceType::TypedBuffer { access, .. }
            | ResourceType::ByteAddressBuffer { access }
                if access != Access::ReadOnly =>
            {
                'u'
            }
            ResourceType::StructuredBuffer { kind, .. } if kind != StructuredKind::ReadOnly => 'u',
            _ => 't',
        }
    }

    /// Decodes `register(...)`: `t3`, `b0, space1`, `space2` alone.
    fn register_of(&mut self, regs: &[crate::syntax::ast::RegisterBinding]) -> Option<Register> {
        let r = regs.first()?;
        let space = match &r.space {
            None => None,
            Some(s) => match r.space_number() {
                Some(n) => Some(n),
                None => {
                    self.diags.error(
                        Code::BAD_REGISTER,
                        s.span,
                        format!(
                            "'{}' is not a register space: write spaceN, as in space1.",
                            s.as_str()
                        ),
                    );
                    Some(0)
                }
            },
        };
        if let Some((class, number)) = r.slot_parts() {
            return Some(Register {
                class,
                number: Some(number),
                space,
            });
        }
        let slot = r.slot.as_str();
        if let Some(n) = slot
            .strip_prefix("space")
            .and_then(|d| d.parse::<u32>().ok())
        {
            return Some(Register {
                class: 's',
                number: None,
                space: Some(n),
            });
        }
        self.diags.error(
            Code::BAD_REGISTER,
            r.slot.span,
            format!(
                "'{slot}' is not a register: write a letter and a number, as in t0, b1, s2 or u3."
            ),
        );
        None
    }

    /// RW structured buffers whose `IncrementCounter()`/`DecrementCounter()` is called
    /// anywhere in the program: DXC gives exactly those a hidden counter, like an append or
    /// consume buffer's. The receiver is the buffer global, an element of a buffer array (a
    /// descriptor heap's too), or a local given one of those (by its initializer or an
    /// assignment in the same function).
    fn counted_buffers(&self) -> BTreeSet<GlobalId> {
        use hir::{ExprKind, Intrinsic, LocalId};
        let mut out = BTreeSet::new();
        for f in &self.functions {
            let origin = |e: ExprId| match f.exprs.get(e.index()).map(|x| &x.kind) {
                Some(ExprKind::Global(g)) => Some(*g),
                Some(ExprKind::Index { base, .. }) => {
                    match f.exprs.get(base.index()).map(|x| &x.kind) {
                        Some(ExprKind::Global(g)) => Some(*g),
                        _ => None,
                    }
                }
                _ => None,
            };
            let mut given: Vec<(LocalId, ExprId)> = Vec::new();
            local_inits(&f.body, 0, &mut given);
            for e in &f.exprs {
                if let ExprKind::Assign { target, value } = &e.kind {
                    if let Some(ExprKind::Local(l)) = f.exprs.get(target.index()).map(|x| &x.kind) {
                        given.push((*l, *value));
                    }
                }
            }
            for e in &f.exprs {
                let ExprKind::Intrinsic {
                    op: Intrinsic::IncrementCounter | Intrinsic::DecrementCounter,
                    args,
                } = &e.kind
                else {
                    continue;
                };
                let Some(&receiver) = args.first() else {
                    continue;
                };
                match f.exprs.get(receiver.index()).map(|x| &x.kind) {
                    Some(ExprKind::Local(l)) => out.extend(
                        given
                            .iter()
                            .filter(|(local, _)| local == l)
                            .filter_map(|&(_, v)| origin(v)),
                    ),
                    _ => out.extend(origin(receiver)),
                }
            }
        }
        out
    }

    pub(crate) fn assign_bindings(&mut self, entry_points: &[EntryPoint]) {
        let mut decls = Vec::new();
        let mut owners = Vec::new();
        let counted = self.counted_buffers();
        let implicit_globals = self.implicit_globals.as_ref().map(|g| g.global);
        // With a global struct of resources, DXC reserves one binding per element of every
        // array (its flattening numbers elements so); without one, an array takes one binding.
        let flattening = !self.resource_structs.is_empty();
        // The index in `decls` of each resource global, for the ones that follow another and
        // for the entry points' uses.
        let mut decl_of: std::collections::BTreeMap<GlobalId, usize> = Default::default();
        for i in 0..self.globals.len() {
            if !matches!(self.globals[i].kind, GlobalKind::Resource(_)) {
                continue;
            }
            let Some(res) = self.resource_of(self.globals[i].ty) else {
                continue;
            };
            let info = self
                .resource_info
                .get(i)
                .cloned()
                .flatten()
                .unwrap_or_default();
            let mut d = ResourceDecl::new(
                self.globals[i].name.clone(),
                ResourceKind::of(res),
                info.span,
            );
            if let GlobalKind::Resource(b) = &self.globals[i].kind {
                d.count = b.count;
            }
            d.register_class = Self::register_class(res);
            d.explicit_vk = info.vk_binding;
            d.is_globals = implicit_globals == Some(GlobalId(i as u32));
            d.register = self.register_of(&info.registers);
            d.heap = info.heap;
            d.follows = info
                .group
                .and_then(|(first, offset)| Some((*decl_of.get(&first)?, offset)));
            let per_element = if flattening && d.follows.is_none() {
                d.count
            } else {
                1
            };
            d.reserve = info
                .reserve
                .max(per_element)
                .clamp(1, bindings::MAX_SLOT_NUMBER + 1);
            decl_of.insert(GlobalId(i as u32), decls.len());
            let has_counter = match res {
                ResourceType::StructuredBuffer { kind, .. } => match kind {
                    StructuredKind::Append | StructuredKind::Consume => true,
                    StructuredKind::ReadWrite => counted.contains(&GlobalId(i as u32)),
                    _ => false,
                },
                _ => false,
            };
            if has_counter {
                d.counter = match info.counter_binding {
                    Some(c) => CounterRequest::Explicit(c),
                    None => CounterRequest::Auto,
                };
            }
            decls.push(d);
            owners.push(GlobalId(i as u32));
        }
        let uses: Vec<bindings::EntryUse> = entry_points
            .iter()
            .map(|e| bindings::EntryUse {
                name: e.name.clone(),
                resources: e
                    .used_globals
                    .iter()
                    .filter_map(|g| decl_of.get(g).copied())
                    .collect(),
            })
            .collect();
        let assignment =
            bindings::assign_bindings_for(&decls, &self.options.vulkan_bindings, &uses, self.diags);
        for (k, a) in assignment.bindings.iter().enumerate() {
            let Some(&g) = owners.get(k) else { continue };
            let combined = a.combined_with.and_then(|j| owners.get(j).copied());
            let alias_of = a.alias_of.and_then(|j| owners.get(j).copied());
            if let Some(GlobalKind::Resource(b)) =
                self.globals.get_mut(g.index()).map(|x| &mut x.kind)
            {
                b.set = a.set;
                b.binding = a.binding;
                b.counter = a
                    .counter_binding
                    .map(|c| (a.counter_set.unwrap_or(a.set), c));
                b.combined_with = combined;
                b.alias_of = alias_of;
            }
        }
        for &(t, s) in &assignment.combined {
            let (Some(&tg), Some(&sg)) = (owners.get(t), owners.get(s)) else {
                continue;
            };
            if let Some(GlobalKind::Resource(b)) =
                self.globals.get_mut(tg.index()).map(|x| &mut x.kind)
            {
                b.combined_with = Some(sg);
            }
            if let Some(GlobalKind::Resource(b)) =
                self.globals.get_mut(sg.index()).map(|x| &mut x.kind)
            {
                b.combined_with = Some(tg);
            }
        }
        self.assign_target_slots();
    }

    /// The WebGPU and Metal slots of every resource and push-constant block, from the Vulkan
    /// ones just assigned, over the module's declarations in order ([`crate::slots::assign`]).
    fn assign_target_slots(&mut self) {
        use crate::slots::{self, SlotDecl};
        let mut decls = Vec::new();
        for (i, g) in self.globals.iter().enumerate() {
            match &g.kind {
                GlobalKind::Resource(b) => {
                    let Some(res) = self.resource_of(g.ty) else {
                        continue;
                    };
                    decls.push((
                        i,
                        SlotDecl::Resource(slots::ResourceDecl {
                            class: ResourceKind::of(res).slot_class(),
                            count: b.count,
                            vulkan: (b.set, b.binding),
                            vulkan_counter: b.counter,
                        }),
                    ));
                }
                GlobalKind::PushConstant { .. } => decls.push((i, SlotDecl::PushConstant)),
                _ => {}
            }
        }
        let input: Vec<SlotDecl> = decls.iter().map(|&(_, d)| d).collect();
        let assigned = slots::assign(&input);
        let (mut resources, mut pushes) = (
            assigned.resources.into_iter(),
            assigned.push_constants.into_iter(),
        );
        for (i, _) in decls {
            match self.globals.get_mut(i).map(|g| &mut g.kind) {
                Some(GlobalKind::Resource(b)) => b.slots = resources.next().unwrap_or_default(),
                Some(GlobalKind::PushConstant { slots, .. }) => {
                    *slots = pushes.next().unwrap_or_default();
                }
                _ => {}
            }
        }
    }

    /// Reports every call cycle once (OSH0318).
    fn check_recursion(&mut self) {
        let n = self.functions.len();
        // 0 = unvisited, 1 = on the stack, 2 = done. Iterative DFS (call chains are input).
        let mut state = vec![0u8; n];
        let mut reported = BTreeSet::new();
        for root in 0..n {
            if state[root] != 0 {
                continue;
            }
            let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
            state[root] = 1;
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                let calls = self
                    .func_info
                    .get(f)
                    .map(|i| i.calls.as_slice())
                    .unwrap_or(&[]);
                if let Some(&(callee, span)) = calls.get(*next) {
                    *next += 1;
                    let c = callee.index();
                    if c >= n {
                        continue;
                    }
                    match state[c] {
                        0 => {
                            state[c] = 1;
                            stack.push((c, 0));
                        }
                        1 if reported.insert((f, c)) => {
                            let name = self.functions[c].name.clone();
                            self.diags.error(
                                Code::RECURSION,
                                span,
                                format!("'{name}' is called recursively; shaders cannot recurse. Rewrite it as a loop."),
                            );
                        }
                        _ => {}
                    }
                } else {
                    state[f] = 2;
                    stack.pop();
                }
            }
        }
    }

    /// Every function reachable from `root` (itself included).
    pub(super) fn reachable(&self, root: FuncId) -> Vec<FuncId> {
        let mut seen = BTreeSet::new();
        let mut work = vec![root];
        while let Some(f) = work.pop() {
            if !seen.insert(f) {
                continue;
            }
            if let Some(info) = self.func_info.get(f.index()) {
                work.extend(info.calls.iter().map(|(c, _)| *c));
            }
        }
        seen.into_iter().collect()
    }

    fn stage_from_attr(
        &mut self,
        decl_attrs: &[crate::syntax::ast::Attribute],
    ) -> Option<(Stage, Span)> {
        let attr = Self::find_attr(decl_attrs, None, "shader")?;
        let span = attr.span;
        let args = self.attr_args(attr)?;
        let Some(AttrArg::Str(s)) = args.first() else {
            self.diags.error(
                Code::BAD_ATTRIBUTE,
                span,
                "[shader] takes the stage as a string, as in [shader(\"pixel\")].",
            );
            return None;
        };
        match s.to_ascii_lowercase().as_str() {
            "vertex" => Some((Stage::Vertex, span)),
            "pixel" | "fragment" => Some((Stage::Pixel, span)),
            "compute" => Some((Stage::Compute, span)),
            other => {
                self.diags.error(
                    Code::UNSUPPORTED,
                    span,
                    format!(
                        "The '{other}' stage is not supported yet: use vertex, pixel or compute."
                    ),
                );
                None
            }
        }
    }

    /// The defined function named `name`, if any (the first overload with a body).
    fn find_function(&self, name: &str) -> Option<FuncId> {
        match self.scope.value(name) {
            Some(ValueSymbol::Functions(list)) => list
                .iter()
                .copied()
                .find(|f| self.func_info.get(f.index()).is_some_and(|i| i.defined))
                .or_else(|| list.first().copied()),
            _ => None,
        }
    }

    pub(crate) fn entry_points(&mut self) -> Vec<EntryPoint> {
        self.check_recursion();
        let mut chosen: Vec<(FuncId, Stage)> = Vec::new();
        if self.options.entry_points.is_empty() {
            for i in 0..self.functions.len() {
                let Some(info) = self.func_info.get(i) else {
                    continue;
                };
                if !info.defined || info.decl.0 == u32::MAX {
                    continue;
                }
                let attrs = match self.unit.decl_arena.get(info.decl.index()) {
                    Some(d) => d.attributes.clone(),
                    None => continue,
                };
                if let Some((stage, _)) = self.stage_from_attr(&attrs) {
                    chosen.push((FuncId(i as u32), stage));
                }
            }
        } else {
            for req in self.options.entry_points.clone() {
                let Some(fid) = self.find_function(&req.name) else {
                    let names: Vec<String> =
                        self.functions.iter().map(|f| f.name.clone()).collect();
                    let hint = did_you_mean(&req.name, names.iter().map(String::as_str))
                        .map(|s| format!(" Did you mean '{s}'?"))
                        .unwrap_or_default();
                    self.diags.error(
                        Code::NO_ENTRY_POINT,
                        Span::default(),
                        format!(
                            "The entry point '{}' is not declared in the shader.{hint}",
                            req.name
                        ),
                    );
                    continue;
                };
                let attrs = self
                    .func_info
                    .get(fid.index())
                    .and_then(|i| self.unit.decl_arena.get(i.decl.index()))
                    .map(|d| d.attributes.clone())
                    .unwrap_or_default();
                let stage = match req.stage {
                    Some(s) => Some(s),
                    None => self.stage_from_attr(&attrs).map(|(s, _)| s),
                };
                match stage {
                    Some(s) => chosen.push((fid, s)),
                    None => self.diags.error(
                        Code::NO_ENTRY_POINT,
                        self.functions[fid.index()].span,
                        format!(
                            "The entry point '{}' has no stage: add [shader(\"vertex\")], [shader(\"pixel\")] or [shader(\"compute\")], or give the stage with the request.",
                            req.name
                        ),
                    ),
                }
            }
        }
        let mut out = Vec::new();
        for (fid, stage) in chosen {
            if let Some(ep) = self.entry_point(fid, stage) {
                out.push(ep);
            }
        }
        out
    }

    fn entry_point(&mut self, fid: FuncId, stage: Stage) -> Option<EntryPoint> {
        let info = self.func_info.get(fid.index())?;
        if !info.defined {
            let span = self.functions[fid.index()].span;
            let name = self.functions[fid.index()].name.clone();
            self.diags.error(
                Code::BAD_ENTRY_POINT,
                span,
                format!("The entry point '{name}' is declared but never defined."),
            );
            return None;
        }
        let attrs = self
            .unit
            .decl_arena
            .get(info.decl.index())
            .map(|d| d.attributes.clone())
            .unwrap_or_default();
        let func = &self.functions[fid.index()];
        let (name, span) = (func.name.clone(), func.span);
        let mut workgroup_size = [0u32; 3];
        match Self::find_attr(&attrs, None, "numthreads") {
            Some(attr) => {
                if stage != Stage::Compute {
                    self.diags.warning(Code::BAD_ENTRY_POINT, attr.span, format!("[numthreads] only applies to compute shaders; '{name}' is a {} shader.", stage.name().to_ascii_lowercase()));
                } else if let Some(args) = self.attr_args(attr) {
                    let ok = args.len() == 3
                        && args
                            .iter()
                            .all(|a| matches!(a, AttrArg::Int(v) if *v >= 1 && *v <= 1024));
                    if ok {
                        for (k, a) in args.iter().enumerate() {
                            if let AttrArg::Int(v) = a {
                                workgroup_size[k] = *v as u32;
                            }
                        }
                    } else {
                        self.diags.error(
                            Code::BAD_ENTRY_POINT,
                            attr.span,
                            "[numthreads] takes three integers from 1 to 1024, as in [numthreads(8, 8, 1)].",
                        );
                    }
                }
            }
            None if stage == Stage::Compute => {
                self.diags.error(
                    Code::BAD_ENTRY_POINT,
                    span,
                    format!("The compute shader '{name}' needs a thread-group size: add [numthreads(x, y, z)] before it."),
                );
            }
            None => {}
        }
        if let Some(attr) = Self::find_attr(&attrs, None, "WaveSize") {
            // As DXC for SPIR-V: no target's shader can require a wave size.
            self.diags.warning(
                Code::BAD_ENTRY_POINT,
                attr.span,
                format!("[WaveSize] on '{name}' is ignored: a Vulkan, WebGPU or Metal shader cannot require a wave size. On Vulkan, request it for the pipeline with VK_EXT_subgroup_size_control (requiredSubgroupSize), and do not rely on it elsewhere."),
            );
        }
        let early_depth_stencil = Self::find_attr(&attrs, None, "earlydepthstencil").is_some();
        let mut spirv = crate::target::SpirvEntryExtras::default();
        self.spirv_requirements(&attrs, &mut spirv);
        let fragment_tests = self.fragment_tests(&attrs, stage, &name);
        // `[[vk::location(N)]]` on the function: its return value's location.
        let return_location = self.attr_uint(&attrs, Some("vk"), "location");
        let func = &self.functions[fid.index()];
        let iface = stage_io::stage_interface(
            &self.types,
            stage,
            &func.params,
            func.return_type,
            (func.return_semantic.as_ref(), return_location),
            span,
            self.diags,
        );
        if stage == Stage::Vertex {
            let decls: Vec<VertexInputDecl> = iface
                .inputs
                .iter()
                .filter(|v| v.system_value.is_none())
                .map(|v| VertexInputDecl {
                    name: v.name.clone(),
                    ty: v.ty,
                    location: v.location,
                    format: v.vertex_format.clone(),
                    span: v.semantic.span,
                })
                .collect();
            vertex::vertex_inputs(&self.types, &decls, self.diags);
        }
        // Globals reached through the call graph (and the static initialiser function).
        let mut funcs = self.reachable(fid);
        if let Some(init) = self.init_function_id() {
            funcs.push(init);
        }
        let mut used: BTreeSet<GlobalId> = BTreeSet::new();
        let mut stage_ops: Vec<(super::check::StageOp, Span)> = Vec::new();
        for f in &funcs {
            if let Some(info) = self.func_info.get(f.index()) {
                used.extend(info.used.iter().copied());
                spirv.merge(&info.spirv);
                for &(op, at) in &info.stage_ops {
                    if !stage_ops.iter().any(|(o, _)| *o == op) {
                        stage_ops.push((op, at));
                    }
                }
            }
        }
        let stage_name = stage.name().to_ascii_lowercase();
        for (op, at) in stage_ops {
            if !op.allowed(stage, self.options.shader_model) {
                self.diags
                    .error(Code::WRONG_STAGE, at, op.message(&name, &stage_name));
            }
        }
        if stage != Stage::Pixel {
            for g in &used {
                if let Some(global) = self.globals.get(g.index()) {
                    if matches!(&global.kind, GlobalKind::Resource(b) if b.rasterizer_ordered) {
                        self.diags.error(
                            Code::WRONG_STAGE,
                            global.span,
                            format!("'{}' is a rasterizer-ordered view, which only pixel shaders have, and '{name}' is a {stage_name} shader. Declare it as the RW type for this stage.", global.name),
                        );
                    }
                }
            }
        }
        if stage != Stage::Compute {
            for g in &used {
                if let Some(global) = self.globals.get(g.index()) {
                    // A global whose type was already reported is no groupshared variable.
                    if matches!(global.kind, GlobalKind::GroupShared) && !self.is_error(global.ty) {
                        self.diags.error(
                            Code::WRONG_STAGE,
                            global.span,
                            format!("'{}' is groupshared, which only compute shaders have, and '{name}' is a {stage_name} shader.", global.name),
                        );
                    }
                }
            }
        }
        let used_globals: Vec<GlobalId> = used
            .into_iter()
            .filter(|g| {
                matches!(
                    self.globals.get(g.index()).map(|x| &x.kind),
                    Some(
                        GlobalKind::Resource(_)
                            | GlobalKind::PushConstant { .. }
                            | GlobalKind::SpecConstant { .. }
                    )
                )
            })
            .collect();
        let push_blocks: Vec<&str> = used_globals
            .iter()
            .filter_map(|g| self.globals.get(g.index()))
            .filter(|g| matches!(g.kind, GlobalKind::PushConstant { .. }))
            .map(|g| g.name.as_str())
            .collect();
        if push_blocks.len() > 1 {
            let list = push_blocks.join("', '");
            self.diags.error(
                Code::PUSH_CONSTANT_CONFLICT,
                span,
                format!("The entry point '{name}' reads several push-constant blocks ('{list}'); a pipeline has one. Merge them into one struct."),
            );
        }
        Some(EntryPoint {
            name,
            stage,
            function: fid,
            workgroup_size,
            early_depth_stencil,
            fragment_tests,
            inputs: iface.inputs,
            outputs: iface.outputs,
            used_globals,
            spirv,
            span,
        })
    }

    /// DXC's fragment-test attributes on an entry point: pixel shaders only, and at most one
    /// stencil promise per face.
    fn fragment_tests(
        &mut self,
        attrs: &[crate::syntax::ast::Attribute],
        stage: Stage,
        entry: &str,
    ) -> crate::target::FragmentTests {
        use crate::target::StencilRefPromise as P;
        const FLAGS: [&str; 3] = [
            "post_depth_coverage",
            "early_and_late_tests",
            "depth_unchanged",
        ];
        const STENCIL: [(&str, bool, P); 6] = [
            ("stencil_ref_unchanged_front", true, P::Unchanged),
            ("stencil_ref_greater_equal_front", true, P::GreaterEqual),
            ("stencil_ref_less_equal_front", true, P::LessEqual),
            ("stencil_ref_unchanged_back", false, P::Unchanged),
            ("stencil_ref_greater_equal_back", false, P::GreaterEqual),
            ("stencil_ref_less_equal_back", false, P::LessEqual),
        ];
        let mut out = crate::target::FragmentTests::default();
        let names = FLAGS.iter().chain(STENCIL.iter().map(|(n, _, _)| n));
        for name in names {
            let Some(attr) = Self::find_attr(attrs, Some("vk"), name) else {
                continue;
            };
            if stage != Stage::Pixel {
                self.diags.error(
                    Code::BAD_ENTRY_POINT,
                    attr.span,
                    format!(
                        "[[vk::{name}]] goes on a pixel shader, and '{entry}' is a {} shader.",
                        stage.name().to_ascii_lowercase()
                    ),
                );
                continue;
            }
            match *name {
                "post_depth_coverage" => out.post_depth_coverage = true,
                "early_and_late_tests" => out.early_and_late_tests = true,
                "depth_unchanged" => out.depth_unchanged = true,
                _ => {
                    let Some(&(_, front, promise)) = STENCIL.iter().find(|(n, _, _)| n == name)
                    else {
                        continue;
                    };
                    let slot = if front {
                        &mut out.stencil_front
                    } else {
                        &mut out.stencil_back
                    };
                    if slot.is_some() {
                        let face = if front { "front" } else { "back" };
                        self.diags.error(
                            Code::BAD_ENTRY_POINT,
                            attr.span,
                            format!("'{entry}' has two stencil_ref_*_{face} attributes; a shader makes one promise per face."),
                        );
                    }
                    *slot = Some(promise);
                }
            }
        }
        out
    }

    fn init_function_id(&self) -> Option<FuncId> {
        self.functions
            .iter()
            .position(|f| f.name == "init_globals")
            .filter(|&i| {
                self.func_info
                    .get(i)
                    .is_some_and(|inf| inf.decl.0 == u32::MAX)
            })
            .map(|i| FuncId(i as u32))
    }
}

/// The `(local, initializer)` of every local declared with one in `block`, nested blocks
/// included (bounded like the checker's nesting).
fn local_inits(block: &hir::Block, depth: u32, out: &mut Vec<(hir::LocalId, ExprId)>) {
    use hir::StmtKind as S;
    if depth > super::check::MAX_DEPTH {
        return;
    }
    for s in &block.stmts {
        match &s.kind {
            S::Local {
                local,
                init: Some(init),
            } => out.push((*local, *init)),
            S::Block(b) | S::While { body: b, .. } | S::DoWhile { body: b, .. } => {
                local_inits(b, depth + 1, out)
            }
            S::If {
                then_block,
                else_block,
                ..
            } => {
                local_inits(then_block, depth + 1, out);
                if let Some(b) = else_block {
                    local_inits(b, depth + 1, out);
                }
            }
            S::For { init, body, .. } => {
                local_inits(init, depth + 1, out);
                local_inits(body, depth + 1, out);
            }
            S::Switch { cases, .. } => {
                for c in cases {
                    local_inits(&c.body, depth + 1, out);
                }
            }
            _ => {}
        }
    }
}
