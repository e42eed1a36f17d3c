//! Functions: declaring IR functions for HIR functions (per resource specialization), lowering
//! their bodies, and places (assignable locations) with their loads and stores.
//!
//! Input: a [`FuncKey`] (HIR function + what its resource parameters are bound to).
//! Output: an IR function whose parameters are the HIR parameters minus resources (`in` by
//! value, `out`/`inout` as `ptr<function, T>`), plus one trailing `int` per resource parameter
//! bound to a run-time element of a resource array.
//! Invariants: every HIR local and `in` parameter is an `Alloca` (created by the builder at the
//! start of the entry block); a [`Place`] is either an access chain from a pointer root, a
//! swizzle or matrix-element view of another place, or a texel of a storage/sampled texture.

use super::resource_values::{ResourceLocal, ResourceReturn};
use super::{FuncKey, ResourceArg, ResourceIndex, State, MAX_DEPTH};
use crate::ir::{self, BlockId, Builder, Value};
use crate::sema::hir::{self, ExprId, ExprKind, ParamDirection};
use crate::source::Span;
use crate::types::{AddressSpace, ResourceType, Scalar, Type, TypeId};

/// Whether `ty` is a resource or an array of resources (passed by specialization).
pub(super) fn is_resource_type(types: &crate::types::TypeArena, ty: TypeId) -> bool {
    let mut t = ty;
    for _ in 0..8 {
        match types.get(t) {
            Type::Resource(_) => return true,
            Type::Array { element, .. } => t = element,
            _ => return false,
        }
    }
    false
}

/// A `RayQuery` object: passed to functions by reference whatever the parameter's direction,
/// as DXC does (the query is an object, not a value; a callee's `TraceRayInline` acts on the
/// caller's query).
pub(super) fn is_ray_query(types: &crate::types::TypeArena, ty: TypeId) -> bool {
    matches!(types.get(ty), Type::RayQuery { .. })
}

/// Declares the IR function for `key` (no body yet).
pub(super) fn declare(
    st: &mut State,
    module: &mut ir::Module,
    key: &FuncKey,
    name: Option<String>,
) -> ir::FuncId {
    let void = module.types.void();
    let Some(f) = st.program.function(key.function) else {
        return module.add_function("missing", Vec::new(), void, Span::default());
    };
    let mut params = Vec::new();
    let mut dynamic = Vec::new();
    let is_entry = st
        .program
        .entry_points
        .iter()
        .any(|e| e.function == key.function);
    for p in f.params.iter().filter(|p| !p.spirv_decorations.is_empty()) {
        if !is_entry {
            st.diags.error(
                crate::diag::Code::LOWER_UNSUPPORTED,
                p.span,
                format!("DXC's inline SPIR-V decorations on the parameter '{}' of '{}' are not supported yet: OneShader passes them through on entry point parameters only.", p.name, f.name),
            );
        }
    }
    for (i, p) in f.params.iter().enumerate() {
        if super::resource_values::resource_struct_leaves(&module.types, p.ty).is_some() {
            // A struct of resources: only the run-time indices of its resources remain.
            for (j, arg) in key.structs.get(i).into_iter().flatten().enumerate() {
                if arg.index.is_run_time() {
                    let int = module.types.scalar(Scalar::INT);
                    dynamic.push(ir::Param {
                        name: format!("{}.{j}.index", p.name),
                        ty: int,
                    });
                }
            }
            continue;
        }
        if is_resource_type(&module.types, p.ty) {
            if let Some(Some(arg)) = key.resources.get(i) {
                if arg.index.is_run_time() {
                    let int = module.types.scalar(Scalar::INT);
                    dynamic.push(ir::Param {
                        name: format!("{}.index", p.name),
                        ty: int,
                    });
                }
            }
            continue;
        }
        if super::resource_values::contains_resource(&module.types, p.ty) {
            st.diags.error(
                crate::diag::Code::LOWER_UNSUPPORTED,
                p.span,
                format!(
                    "The parameter '{}', whose type holds resources beside other members, is not supported by OneShader yet. Keep the resources in their own struct (or pass them directly)",
                    p.name
                ),
            );
        }
        let ty = match p.direction {
            ParamDirection::In if !is_ray_query(&module.types, p.ty) => p.ty,
            _ => module.types.pointer(AddressSpace::Function, p.ty),
        };
        params.push(ir::Param {
            name: p.name.clone(),
            ty,
        });
    }
    params.extend(dynamic);
    // The indices of the array elements an `out`/`inout` struct of resources hands back.
    if let Some(outs) = out_structs(st, module, key) {
        let ptr = {
            let int = module.types.scalar(Scalar::INT);
            module.types.pointer(AddressSpace::Function, int)
        };
        for (p, leaves) in f.params.iter().zip(&outs) {
            for (k, r) in leaves.iter().flatten().enumerate() {
                if r.indexed {
                    params.push(ir::Param {
                        name: format!("{}.{k}.out", p.name),
                        ty: ptr,
                    });
                }
            }
        }
    }
    let ret = super::resource_values::ir_return_type(
        st,
        module,
        key.function,
        f.return_type,
        &key.resources,
        &key.structs,
    );
    let id = module.add_function(name.unwrap_or_else(|| f.name.clone()), params, ret, f.span);
    if let Some(func) = module.functions.get_mut(id.0 as usize) {
        func.dont_inline = f.no_inline;
        func.spirv_decorations = f.spirv_decorations.clone();
    }
    id
}

/// What the function of `key` hands back in its `out`/`inout` structs of resources, per
/// parameter; `None` when no parameter does (or the analysis failed, reported).
pub(super) fn out_structs(
    st: &mut State,
    module: &ir::Module,
    key: &FuncKey,
) -> Option<super::resource_values::OutStructs> {
    let f = st.program.function(key.function)?;
    let any = f.params.iter().any(|p| {
        p.direction != ParamDirection::In
            && super::resource_values::resource_struct_leaves(&module.types, p.ty).is_some()
    });
    if !any {
        return None;
    }
    let (globals, structs) = super::resource_values::key_roots(&key.resources, &key.structs);
    st.resource_out_structs(module, key.function, globals, structs, 0)
        .filter(|outs| outs.iter().any(Option::is_some))
}

/// How a HIR parameter is reached inside the body.
#[derive(Clone, Debug)]
pub(super) enum ParamSlot {
    /// An `in` parameter copied into this alloca.
    Local(Value),
    /// An `out`/`inout` parameter: this argument is the caller's pointer.
    Pointer(Value),
    /// A resource parameter bound by specialization; `index` is the trailing `int` argument
    /// for a run-time array element.
    Resource {
        arg: ResourceArg,
        index: Option<Value>,
    },
    /// A struct of resources bound by specialization: per resource (member order), what it
    /// is bound to and its run-time index argument.
    ResourceStruct(Vec<(ResourceArg, Option<Value>)>),
    /// A resource parameter the caller could not bind (already reported).
    Missing,
}

/// A break/continue target: the innermost loop or switch.
pub(super) struct Target {
    pub merge: BlockId,
    /// `Some` for loops.
    pub continue_block: Option<BlockId>,
    pub merge_reached: bool,
    pub continue_reached: bool,
}

/// The state of lowering one function body.
pub(super) struct FnCx<'a, 'p, 'm> {
    pub b: Builder<'m>,
    pub st: &'a mut State<'p>,
    pub hf: &'p hir::Function,
    pub locals: Vec<Option<Value>>,
    /// What each resource local names ([`super::resource_values`]).
    pub resource_locals: std::collections::BTreeMap<hir::LocalId, ResourceLocal>,
    /// The resource flow of the body, found on first need.
    pub resource_flow: Option<std::rc::Rc<super::resource_values::ResourceFlow>>,
    /// How this function returns its resource, when it returns one (and can).
    pub resource_return: Option<ResourceReturn>,
    /// How this function returns its struct of resources, per resource, when it returns one
    /// (and can): the IR returns the indexed ones' indices as an `int` array.
    pub resource_struct_return: Option<Vec<ResourceReturn>>,
    /// Per parameter, what an `out`/`inout` struct of resources hands back (`None` for the
    /// others); `None` when no parameter does.
    pub out_structs: Option<super::resource_values::OutStructs>,
    /// The `int` pointer arguments the indices of those resources go back through:
    /// (struct, resource, pointer).
    pub out_pointers: Vec<(super::resource_values::StructVar, usize, Value)>,
    /// Set when a resource place is missing for a reason already reported.
    pub resource_quiet: bool,
    /// Per local struct of resources: what each resource (in member order) names (`None`
    /// until an assignment names it).
    pub resource_structs: std::collections::BTreeMap<
        super::resource_values::StructVar,
        Vec<Option<super::resource_values::StructLeaf>>,
    >,
    /// Struct-of-resources locals whose declaration failed (reported): uses stay quiet.
    pub resource_quiet_locals: std::collections::BTreeSet<hir::LocalId>,
    pub params: Vec<ParamSlot>,
    pub targets: Vec<Target>,
    pub depth: u32,
}

/// Lowers the body of the function declared for `key`.
pub(super) fn lower_body(st: &mut State, module: &mut ir::Module, key: &FuncKey, id: ir::FuncId) {
    let program = st.program;
    let Some(hf) = program.function(key.function) else {
        return;
    };
    let b = Builder::new(module, id);
    let mut cx = FnCx {
        b,
        st,
        hf,
        locals: vec![None; hf.locals.len()],
        resource_locals: std::collections::BTreeMap::new(),
        resource_flow: None,
        resource_return: None,
        resource_struct_return: None,
        out_structs: None,
        out_pointers: Vec::new(),
        resource_quiet: false,
        resource_structs: std::collections::BTreeMap::new(),
        resource_quiet_locals: std::collections::BTreeSet::new(),
        params: Vec::new(),
        targets: Vec::new(),
        depth: 0,
    };
    cx.b.set_span(hf.span);
    // Argument numbering: non-resource parameters in order, then the dynamic indices.
    let mut next_arg = 0u32;
    // (parameter, resource within a struct parameter) of each trailing index argument.
    let mut dynamic_slots: Vec<(usize, Option<usize>)> = Vec::new();
    for (i, p) in hf.params.iter().enumerate() {
        if super::resource_values::resource_struct_leaves(&cx.b.module.types, p.ty).is_some() {
            let leaves = key.structs.get(i).cloned().unwrap_or_default();
            if leaves.is_empty() {
                cx.params.push(ParamSlot::Missing);
                continue;
            }
            for (j, arg) in leaves.iter().enumerate() {
                if arg.index.is_run_time() {
                    dynamic_slots.push((i, Some(j)));
                }
            }
            cx.params.push(ParamSlot::ResourceStruct(
                leaves.into_iter().map(|a| (a, None)).collect(),
            ));
            continue;
        }
        if is_resource_type(&cx.b.module.types, p.ty) {
            match key.resources.get(i).copied().flatten() {
                Some(arg) => {
                    if arg.index.is_run_time() {
                        dynamic_slots.push((i, None));
                    }
                    cx.params.push(ParamSlot::Resource { arg, index: None });
                }
                None => cx.params.push(ParamSlot::Missing),
            }
            continue;
        }
        let arg = Value::Argument(next_arg);
        next_arg += 1;
        match p.direction {
            ParamDirection::In if !is_ray_query(&cx.b.module.types, p.ty) => {
                let slot = cx.b.alloca(p.ty, &p.name);
                cx.b.store(slot, arg);
                cx.params.push(ParamSlot::Local(slot));
            }
            _ => cx.params.push(ParamSlot::Pointer(arg)),
        }
    }
    for (i, leaf) in dynamic_slots {
        let mut value = Value::Argument(next_arg);
        next_arg += 1;
        let arg = match (cx.params.get(i), leaf) {
            (Some(ParamSlot::Resource { arg, .. }), None) => *arg,
            (Some(ParamSlot::ResourceStruct(leaves)), Some(j)) => match leaves.get(j) {
                Some((arg, _)) => *arg,
                None => continue,
            },
            _ => continue,
        };
        if arg.index == ResourceIndex::NonUniform {
            // Once, in the entry block: every access then uses the marked index directly.
            let int = cx.b.types().scalar(Scalar::INT);
            value =
                cx.b.intrinsic(ir::IntrinsicOp::NonUniformIndex, vec![value], int);
        }
        match (cx.params.get_mut(i), leaf) {
            (Some(ParamSlot::Resource { index, .. }), None) => *index = Some(value),
            (Some(ParamSlot::ResourceStruct(leaves)), Some(j)) => {
                if let Some((_, index)) = leaves.get_mut(j) {
                    *index = Some(value);
                }
            }
            _ => {}
        }
    }
    cx.out_structs = out_structs(cx.st, &*cx.b.module, key);
    let mut pointers = (next_arg..).map(Value::Argument);
    cx.begin_out_structs(&mut pointers);
    let (globals, structs) = super::resource_values::key_roots(&key.resources, &key.structs);
    if is_resource_type(&cx.b.module.types, hf.return_type) {
        cx.resource_return = cx
            .st
            .resource_return(&*cx.b.module, key.function, globals, 0);
    } else if super::resource_values::resource_struct_leaves(&cx.b.module.types, hf.return_type)
        .is_some()
    {
        cx.resource_struct_return =
            cx.st
                .resource_struct_return(&*cx.b.module, key.function, globals, structs, 0);
    }
    cx.block(&hf.body);
    if !cx.b.is_terminated() {
        cx.b.set_span(hf.span);
        let ret_ty =
            cx.b.function()
                .map(|f| f.return_type)
                .unwrap_or(hf.return_type);
        if matches!(cx.b.module.types.get(ret_ty), Type::Void) {
            cx.ret(None);
        } else {
            // Sema rejects a missing return (OSH0313); keep the IR well formed regardless.
            cx.ret(Some(Value::Undef(ret_ty)));
        }
    }
}

/// An assignable location.
#[derive(Clone, Debug)]
pub(super) enum Place {
    /// `root` (a pointer) walked by `indices` (materialized as one access chain).
    Chain { root: Value, indices: Vec<Value> },
    /// Components of a vector (or scalar) place; `base_ty` is the base's type.
    Swizzle {
        base: Box<Place>,
        base_ty: TypeId,
        components: Vec<u32>,
    },
    /// A run-time component of a vector place that is not in memory (`tex[c][i]`).
    DynamicComponent {
        base: Box<Place>,
        base_ty: TypeId,
        index: Value,
    },
    /// `(row, column)` elements of a matrix place.
    MatrixElements {
        base: Box<Place>,
        base_ty: TypeId,
        elements: Vec<(u32, u32)>,
    },
    /// Bits `offset..offset + width` of an integer place of type `base_ty` (a bit-field).
    BitField {
        base: Box<Place>,
        base_ty: TypeId,
        offset: u32,
        width: u32,
    },
    /// A texel of a texture or typed buffer (`tex[coord]`); `texel_ty` is what it holds.
    Texel {
        texture: Value,
        coord: Value,
        texel_ty: TypeId,
        /// Sampled textures read with `Load` at level 0 (and are never written).
        sampled: bool,
        multisampled: bool,
    },
}

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub fn expr_of(&self, id: ExprId) -> Option<&'p hir::Expr> {
        self.hf.expr(id)
    }
    pub fn ty_of(&self, id: ExprId) -> TypeId {
        self.hf.expr(id).map(|e| e.ty).unwrap_or(TypeId(u32::MAX))
    }
    pub fn span_of(&self, id: ExprId) -> Span {
        self.hf.expr(id).map(|e| e.span).unwrap_or(self.hf.span)
    }
    pub fn tget(&self, ty: TypeId) -> Type {
        self.b.module.types.get(ty)
    }
    pub fn unsupported(&mut self, span: Span, what: &str) {
        self.st.unsupported(span, what);
    }
    /// An `int` constant (access-chain indices).
    pub fn index_const(&mut self, i: u32) -> Value {
        self.b.const_i32(i as i32)
    }

    /// The constant integer value of an expression, if it is a literal.
    pub fn const_int(&self, id: ExprId) -> Option<i64> {
        match &self.expr_of(id)?.kind {
            ExprKind::Const(hir::ConstValue::Int(v)) => Some(*v),
            ExprKind::Const(hir::ConstValue::Uint(v)) => i64::try_from(*v).ok(),
            _ => None,
        }
    }

    /// The place an expression designates, or `None` if it is not in memory (an r-value, or a
    /// spec constant).
    pub fn place(&mut self, id: ExprId) -> Option<Place> {
        if self.depth > MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let r = self.place_inner(id);
        self.depth -= 1;
        r
    }

    fn place_inner(&mut self, id: ExprId) -> Option<Place> {
        let e = self.expr_of(id)?;
        match &e.kind {
            ExprKind::Local(l) if is_resource_type(&self.b.module.types, e.ty) => {
                self.resource_local_place(*l, e.span)
            }
            ExprKind::Call { function, args } if is_resource_type(&self.b.module.types, e.ty) => {
                self.resource_call(*function, args, e)
            }
            ExprKind::Conditional {
                cond,
                accept,
                reject,
            } if is_resource_type(&self.b.module.types, e.ty) => {
                self.resource_conditional(*cond, *accept, *reject, e)
            }
            // `(tmp = x, r = f(tmp), x = tmp, r)`: a method call whose `this` is written back.
            ExprKind::Sequence { exprs } if is_resource_type(&self.b.module.types, e.ty) => {
                let (last, before) = exprs.split_last()?;
                for &x in before {
                    self.expr(x);
                }
                self.place(*last)
            }
            ExprKind::Deref { pointer } => {
                let v = self.expr(*pointer);
                self.b.set_span(e.span);
                let root = self.b.deref(v);
                Some(Place::Chain {
                    root,
                    indices: Vec::new(),
                })
            }
            ExprKind::Local(l) => {
                let ptr = self.local_slot(*l)?;
                Some(Place::Chain {
                    root: ptr,
                    indices: Vec::new(),
                })
            }
            ExprKind::Param(i) => match self.params.get(*i as usize)?.clone() {
                ParamSlot::Local(v) | ParamSlot::Pointer(v) => Some(Place::Chain {
                    root: v,
                    indices: Vec::new(),
                }),
                ParamSlot::Resource { arg, index } => {
                    let indices = match arg.index {
                        ResourceIndex::Whole => Vec::new(),
                        ResourceIndex::Const(c) => vec![self.index_const(c)],
                        ResourceIndex::Dynamic | ResourceIndex::NonUniform => vec![index?],
                    };
                    Some(Place::Chain {
                        root: Value::Global(arg.global),
                        indices,
                    })
                }
                ParamSlot::ResourceStruct(_) | ParamSlot::Missing => None,
            },
            ExprKind::Global(g) => match self.st.globals.get(g.index())?.clone()? {
                super::GlobalSlot::Var(v) => Some(Place::Chain {
                    root: Value::Global(v),
                    indices: Vec::new(),
                }),
                super::GlobalSlot::Spec(_) => None,
            },
            ExprKind::Member { base, index }
                if super::resource_values::resource_struct_leaves(
                    &self.b.module.types,
                    self.ty_of(*base),
                )
                .is_some() =>
            {
                self.resource_member(*base, *index, e.span)
            }
            ExprKind::Member { base, index } => {
                let (base, index) = (*base, *index);
                match self.place(base)? {
                    Place::Chain { root, mut indices } => {
                        indices.push(self.index_const(index));
                        Some(Place::Chain { root, indices })
                    }
                    _ => None,
                }
            }
            ExprKind::Index { base, index } => {
                let (base, index) = (*base, *index);
                let base_ty = self.ty_of(base);
                let resource = match self.tget(base_ty) {
                    Type::Resource(r) => Some(r),
                    _ => None,
                };
                match resource {
                    Some(ResourceType::Texture {
                        access,
                        multisampled,
                        ..
                    }) => {
                        let texture = self.resource_pointer(base)?;
                        let coord = self.expr(index);
                        Some(Place::Texel {
                            texture,
                            coord,
                            texel_ty: e.ty,
                            sampled: access == crate::types::Access::ReadOnly,
                            multisampled,
                        })
                    }
                    Some(ResourceType::TypedBuffer { .. }) => {
                        let texture = self.resource_pointer(base)?;
                        let coord = self.expr(index);
                        Some(Place::Texel {
                            texture,
                            coord,
                            texel_ty: e.ty,
                            sampled: false,
                            multisampled: false,
                        })
                    }
                    _ => match self.place(base)? {
                        Place::Chain { root, mut indices } => {
                            let i = match self.const_int(index) {
                                Some(c) if (0..=u32::MAX as i64).contains(&c) => {
                                    self.index_const(c as u32)
                                }
                                _ => self.expr(index),
                            };
                            indices.push(i);
                            Some(Place::Chain { root, indices })
                        }
                        other => {
                            // `v.xy[i]`, `tex[c][i]`: a component of a non-memory place.
                            if !matches!(self.tget(base_ty), Type::Vector { .. }) {
                                return None;
                            }
                            match self.const_int(index).and_then(|c| u32::try_from(c).ok()) {
                                Some(c) => Some(Place::Swizzle {
                                    base: Box::new(other),
                                    base_ty,
                                    components: vec![c],
                                }),
                                None => {
                                    let index = self.expr(index);
                                    Some(Place::DynamicComponent {
                                        base: Box::new(other),
                                        base_ty,
                                        index,
                                    })
                                }
                            }
                        }
                    },
                }
            }
            ExprKind::Swizzle { base, components } => {
                let base = *base;
                let base_ty = self.ty_of(base);
                let inner = self.place(base)?;
                let components: Vec<u32> = components.iter().map(|&c| c as u32).collect();
                // A swizzle of a swizzle selects from the inner selection.
                if let Place::Swizzle {
                    base: inner_base,
                    base_ty: inner_ty,
                    components: inner_c,
                } = inner
                {
                    let composed = components
                        .iter()
                        .map(|&c| inner_c.get(c as usize).copied())
                        .collect::<Option<Vec<u32>>>()?;
                    return Some(Place::Swizzle {
                        base: inner_base,
                        base_ty: inner_ty,
                        components: composed,
                    });
                }
                Some(Place::Swizzle {
                    base: Box::new(inner),
                    base_ty,
                    components,
                })
            }
            ExprKind::BitField {
                base,
                offset,
                width,
            } => {
                let base_ty = self.ty_of(*base);
                let inner = self.place(*base)?;
                Some(Place::BitField {
                    base: Box::new(inner),
                    base_ty,
                    offset: *offset,
                    width: *width,
                })
            }
            ExprKind::MatrixElements { base, elements } => {
                let base = *base;
                let base_ty = self.ty_of(base);
                let inner = self.place(base)?;
                Some(Place::MatrixElements {
                    base: Box::new(inner),
                    base_ty,
                    elements: elements
                        .iter()
                        .map(|&(r, c)| (r as u32, c as u32))
                        .collect(),
                })
            }
            _ => None,
        }
    }

    /// The alloca of a local, created on first use.
    pub fn local_slot(&mut self, l: hir::LocalId) -> Option<Value> {
        if let Some(Some(v)) = self.locals.get(l.index()) {
            return Some(*v);
        }
        let local = self.hf.locals.get(l.index())?;
        if super::resource_values::contains_resource(&self.b.module.types, local.ty) {
            let what = format!(
                "The local '{}', whose type holds resources beside other members,",
                local.name
            );
            self.st.diags.error(
                crate::diag::Code::LOWER_UNSUPPORTED,
                local.span,
                format!("{what} is not supported by OneShader yet. Keep the resources in their own struct (or pass them directly)"),
            );
        }
        let slot = self.b.alloca(local.ty, &local.name);
        if local.precise {
            // `ir::precise` spreads it to the arithmetic stored into the variable.
            self.b.set_precise(slot);
        }
        if let Some(s) = self.locals.get_mut(l.index()) {
            *s = Some(slot);
        }
        Some(slot)
    }

    /// A pointer to the place (materializes the access chain). `None` for swizzles and texels.
    pub fn place_pointer(&mut self, place: &Place) -> Option<Value> {
        match place {
            Place::Chain { root, indices } if indices.is_empty() => Some(*root),
            Place::Chain { root, indices } => Some(self.b.access_chain(*root, indices.clone())),
            _ => None,
        }
    }

    /// The pointer of a resource-valued expression (a resource global, an element of a
    /// resource array, or a resource parameter).
    pub fn resource_pointer(&mut self, id: ExprId) -> Option<Value> {
        let place = self.resource_place(
            id,
            "A resource that is not a global variable or an element of a global resource array",
        )?;
        self.place_pointer(&place)
    }

    /// Whether `v` points to a `ConstantBuffer<T>` or `TextureBuffer<T>` itself.
    fn is_buffer_wrapper_pointer(&mut self, v: Value) -> bool {
        let ty = self.b.value_type(v);
        let Type::Pointer { pointee, .. } = self.tget(ty) else {
            return false;
        };
        self.is_buffer_wrapper(pointee)
    }

    /// Whether `v` points to an array of `ConstantBuffer<T>` or `TextureBuffer<T>`.
    fn is_buffer_array_pointer(&mut self, v: Value) -> bool {
        let ty = self.b.value_type(v);
        let Type::Pointer { pointee, .. } = self.tget(ty) else {
            return false;
        };
        match self.tget(pointee) {
            Type::Array { element, .. } => self.is_buffer_wrapper(element),
            _ => false,
        }
    }

    fn is_buffer_wrapper(&self, ty: TypeId) -> bool {
        crate::sema::convert::buffer_contents(&self.b.module.types, ty).is_some()
    }

    /// Reads a place of type `ty`.
    pub fn load_place(&mut self, place: &Place, ty: TypeId) -> Value {
        match place {
            // The whole contents of a `ConstantBuffer<T>`/`TextureBuffer<T>` (or of an element
            // of an array of them) read as a `T`: sema's conversion of the buffer to its
            // element. Member by member, never a load of the whole block: Mesa's lavapipe
            // loses the device on `OpLoad` of a `Block` struct followed by `OpCopyLogical`,
            // and an array element's block has no pointer type of its own in the backend.
            Place::Chain { root, indices }
                if (indices.is_empty() && self.is_buffer_wrapper_pointer(*root))
                    || (indices.len() == 1 && self.is_buffer_array_pointer(*root)) =>
            {
                let members: Vec<TypeId> = match self.tget(ty) {
                    Type::Struct(sid) => self
                        .b
                        .module
                        .types
                        .struct_def(sid)
                        .map(|d| d.members.iter().map(|m| m.ty).collect())
                        .unwrap_or_default(),
                    _ => return Value::Undef(ty),
                };
                let parts = (0..members.len())
                    .map(|i| {
                        let mut path = indices.clone();
                        path.push(self.index_const(i as u32));
                        let p = self.b.access_chain(*root, path);
                        self.b.load(p)
                    })
                    .collect();
                self.b.construct(ty, parts)
            }
            Place::Chain { .. } => match self.place_pointer(place) {
                Some(p) => self.b.load(p),
                None => Value::Undef(ty),
            },
            Place::Swizzle {
                base,
                base_ty,
                components,
            } => {
                let v = self.load_place(base, *base_ty);
                self.swizzle_value(v, *base_ty, components, ty)
            }
            Place::DynamicComponent {
                base,
                base_ty,
                index,
            } => {
                let v = self.load_place(base, *base_ty);
                self.b.extract_dynamic(v, *index)
            }
            Place::BitField {
                base,
                base_ty,
                offset,
                width,
            } => {
                let v = self.load_place(base, *base_ty);
                self.extract_bits(v, *base_ty, *offset, *width)
            }
            Place::MatrixElements {
                base,
                base_ty,
                elements,
            } => {
                let mut parts = Vec::new();
                if let Place::Chain { root, indices } = &**base {
                    for &(r, c) in elements {
                        let mut idx = indices.clone();
                        idx.push(self.index_const(r));
                        idx.push(self.index_const(c));
                        let p = self.b.access_chain(*root, idx);
                        parts.push(self.b.load(p));
                    }
                } else {
                    let m = self.load_place(base, *base_ty);
                    for &(r, c) in elements {
                        parts.push(self.b.extract(m, vec![r, c]));
                    }
                }
                if parts.len() == 1 {
                    parts[0]
                } else {
                    self.b.construct(ty, parts)
                }
            }
            Place::Texel {
                texture,
                coord,
                texel_ty,
                sampled,
                multisampled,
            } => {
                let mut operands = vec![*texture, *coord];
                if *sampled || *multisampled {
                    // `tex[c]` on a sampled texture reads mip 0 (sample 0 when multisampled).
                    operands.push(self.b.const_i32(0));
                }
                self.b
                    .texture(ir::TextureOp::Load, operands, None, *texel_ty)
            }
        }
    }

    /// Writes `value` (of the place's type) to a place.
    pub fn store_place(&mut self, place: &Place, value: Value, span: Span) {
        match place {
            Place::Chain { .. } => {
                if let Some(p) = self.place_pointer(place) {
                    self.b.store(p, value);
                }
            }
            Place::Swizzle {
                base,
                base_ty,
                components,
            } => {
                let base_ty = *base_ty;
                match self.tget(base_ty) {
                    Type::Vector { size, .. } => {
                        if let (Place::Chain { root, indices }, [c]) = (&**base, &components[..]) {
                            // One component of memory: store it directly.
                            let mut idx = indices.clone();
                            idx.push(self.index_const(*c));
                            let p = self.b.access_chain(*root, idx);
                            self.b.store(p, value);
                            return;
                        }
                        let old = self.load_place(base, base_ty);
                        let new = if let [c] = &components[..] {
                            self.b.insert(old, value, vec![*c])
                        } else {
                            let mut map: Vec<u32> = (0..size as u32).collect();
                            for (j, &c) in components.iter().enumerate() {
                                if let Some(m) = map.get_mut(c as usize) {
                                    *m = size as u32 + j as u32;
                                }
                            }
                            self.b.shuffle(old, value, map)
                        };
                        self.store_place(base, new, span);
                    }
                    // `s.x = v` on a scalar.
                    _ => self.store_place(base, value, span),
                }
            }
            Place::DynamicComponent {
                base,
                base_ty,
                index,
            } => {
                let old = self.load_place(base, *base_ty);
                let new = self.b.insert_dynamic(old, *index, value);
                self.store_place(base, new, span);
            }
            Place::BitField {
                base,
                base_ty,
                offset,
                width,
            } => {
                let old = self.load_place(base, *base_ty);
                let new = self.insert_bits(old, value, *base_ty, *offset, *width);
                self.store_place(base, new, span);
            }
            Place::MatrixElements {
                base,
                base_ty,
                elements,
            } => {
                let single = elements.len() == 1;
                if let Place::Chain { root, indices } = &**base {
                    for (j, &(r, c)) in elements.iter().enumerate() {
                        let part = if single {
                            value
                        } else {
                            self.b.extract(value, vec![j as u32])
                        };
                        let mut idx = indices.clone();
                        idx.push(self.index_const(r));
                        idx.push(self.index_const(c));
                        let p = self.b.access_chain(*root, idx);
                        self.b.store(p, part);
                    }
                } else {
                    let mut m = self.load_place(base, *base_ty);
                    for (j, &(r, c)) in elements.iter().enumerate() {
                        let part = if single {
                            value
                        } else {
                            self.b.extract(value, vec![j as u32])
                        };
                        m = self.b.insert(m, part, vec![r, c]);
                    }
                    self.store_place(base, m, span);
                }
            }
            Place::Texel {
                texture,
                coord,
                sampled,
                ..
            } => {
                if *sampled {
                    self.unsupported(span, "Writing to a read-only texture");
                    return;
                }
                let void = self.b.types().void();
                self.b.texture(
                    ir::TextureOp::Store,
                    vec![*texture, *coord, value],
                    None,
                    void,
                );
            }
        }
    }

    /// `v.<components>` of a value `v` of type `base_ty`, giving `ty`.
    pub fn swizzle_value(
        &mut self,
        v: Value,
        base_ty: TypeId,
        components: &[u32],
        ty: TypeId,
    ) -> Value {
        match self.tget(base_ty) {
            Type::Vector { .. } => {
                if let [c] = components {
                    self.b.extract(v, vec![*c])
                } else {
                    self.b.swizzle(v, components.to_vec())
                }
            }
            // A scalar's swizzle repeats it.
            _ => {
                if components.len() <= 1 {
                    v
                } else {
                    self.b.splat(v, ty)
                }
            }
        }
    }
}
