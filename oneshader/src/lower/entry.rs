//! Entry points: stage input/output globals and the wrapper function.
//!
//! Input: a [`hir::EntryPoint`] (flattened [`hir::StageVar`]s with locations or system values)
//! and its lowered body `Name_body`. Output: `Input`/`Output` globals named like DXC's
//! (`in.var.TEXCOORD0`, `out.var.SV_Target0`, built-ins `gl_Position`, ...), a wrapper `Name`
//! and an [`ir::EntryPoint`].
//!
//! The wrapper calls `init_globals` first, keeps one temporary per parameter (and one for the
//! return value), stores every input into its temporary at the variable's member path, calls the
//! body (`in` parameters by value, `out`/`inout` by pointer), then loads every output from its
//! temporary and stores it to its global.
//!
//! Conventions (hlsl-spirv-facts.md section 3): built-ins by stage and direction (a vertex input
//! `SV_Position` is an ordinary location variable); compute IDs are 3-vectors narrowed to the
//! declared type; `SV_Coverage` is `uint[1]`; all clip (cull) distances of one direction share
//! one `float[N]` array in ascending semantic index; `bool` varyings travel as `uint`; pixel
//! inputs of integer or bool type are `nointerpolation` (Flat); vertex inputs carry no
//! interpolation modifiers.

use super::State;
use crate::ir::{self, BinaryOp, Builder, BuiltIn, Global, UnaryOp, Value};
use crate::sema::hir::{self, ParamDirection, StageVar, StageVarSource, SystemValue};
use crate::target::Stage;
use crate::types::{AddressSpace, Interpolation, Scalar, Type, TypeId};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Dir {
    In,
    Out,
}

/// How a stage variable's value maps onto its global.
#[derive(Clone, Copy)]
enum Shape {
    /// The global holds the declared type.
    Same,
    /// The global holds another type of the same or larger shape (bool as uint, compute IDs
    /// as 3-vectors): convert/narrow on the way.
    Converted(TypeId),
    /// `SV_Coverage`: element 0 of a `uint[1]`.
    SampleMask,
    /// Clip/cull distances starting at this element of a shared `float[N]`.
    Packed { offset: u32 },
    /// A per-vertex pixel input (`T[3]`, `PerVertexKHR`): the value is vertex 0's.
    PerVertex,
}

/// A shared clip/cull array: its kind, global, and (variable index, first element) pairs.
type PackedArray = (BuiltIn, ir::GlobalId, Vec<(usize, u32)>);

struct StageGlobal {
    id: ir::GlobalId,
    shape: Shape,
}

fn builtin(stage: Stage, dir: Dir, sv: SystemValue) -> Option<BuiltIn> {
    use SystemValue as S;
    Some(match (stage, dir, sv) {
        (Stage::Vertex, Dir::Out, S::Position) => BuiltIn::Position,
        (Stage::Pixel, Dir::In, S::Position) => BuiltIn::FragCoord,
        (Stage::Vertex, Dir::In, S::VertexId) => BuiltIn::VertexIndex,
        (Stage::Vertex, Dir::In, S::InstanceId) => BuiltIn::InstanceIndex,
        (Stage::Vertex, Dir::In, S::StartVertexLocation) => BuiltIn::BaseVertex,
        (Stage::Vertex, Dir::In, S::StartInstanceLocation) => BuiltIn::BaseInstance,
        (Stage::Pixel, Dir::In, S::Barycentrics) => BuiltIn::BaryCoord,
        (Stage::Pixel, Dir::In, S::ShadingRate) => BuiltIn::ShadingRate,
        (Stage::Vertex, Dir::Out, S::ShadingRate) => BuiltIn::PrimitiveShadingRate,
        (Stage::Vertex, Dir::Out, S::PointSize) => BuiltIn::PointSize,
        (Stage::Vertex, Dir::In, S::DrawIndex) => BuiltIn::DrawIndex,
        (Stage::Pixel, Dir::In, S::HelperInvocation) => BuiltIn::HelperInvocation,
        (_, Dir::In, S::DeviceIndex) => BuiltIn::DeviceIndex,
        (Stage::Pixel, Dir::In, S::IsFrontFace) => BuiltIn::FrontFacing,
        (Stage::Pixel, Dir::In, S::PrimitiveId) => BuiltIn::PrimitiveId,
        (Stage::Vertex, Dir::Out, S::RenderTargetArrayIndex)
        | (Stage::Pixel, Dir::In, S::RenderTargetArrayIndex) => BuiltIn::Layer,
        (Stage::Vertex, Dir::Out, S::ViewportArrayIndex)
        | (Stage::Pixel, Dir::In, S::ViewportArrayIndex) => BuiltIn::ViewportIndex,
        (Stage::Pixel, Dir::In, S::SampleIndex) => BuiltIn::SampleId,
        (Stage::Vertex | Stage::Pixel, Dir::In, S::ViewId) => BuiltIn::ViewIndex,
        (Stage::Pixel, Dir::Out, S::StencilRef) => BuiltIn::FragStencilRef,
        (Stage::Pixel, _, S::Coverage) => BuiltIn::SampleMask,
        (Stage::Pixel, Dir::Out, S::Depth) => BuiltIn::FragDepth,
        (Stage::Compute, Dir::In, S::DispatchThreadId) => BuiltIn::GlobalInvocationId,
        (Stage::Compute, Dir::In, S::GroupId) => BuiltIn::WorkgroupId,
        (Stage::Compute, Dir::In, S::GroupThreadId) => BuiltIn::LocalInvocationId,
        (Stage::Compute, Dir::In, S::GroupIndex) => BuiltIn::LocalInvocationIndex,
        (Stage::Vertex, Dir::Out, S::ClipDistance) | (Stage::Pixel, Dir::In, S::ClipDistance) => {
            BuiltIn::ClipDistance
        }
        (Stage::Vertex, Dir::Out, S::CullDistance) | (Stage::Pixel, Dir::In, S::CullDistance) => {
            BuiltIn::CullDistance
        }
        _ => return None,
    })
}

pub(super) fn builtin_name(b: BuiltIn) -> &'static str {
    match b {
        BuiltIn::Position => "gl_Position",
        BuiltIn::FragCoord => "gl_FragCoord",
        BuiltIn::VertexIndex => "gl_VertexIndex",
        BuiltIn::InstanceIndex => "gl_InstanceIndex",
        BuiltIn::BaseVertex => "gl_BaseVertex",
        BuiltIn::BaseInstance => "gl_BaseInstance",
        BuiltIn::BaryCoord => "gl_BaryCoordEXT",
        BuiltIn::BaryCoordNoPersp => "gl_BaryCoordNoPerspEXT",
        BuiltIn::ShadingRate => "gl_ShadingRateEXT",
        BuiltIn::PrimitiveShadingRate => "gl_PrimitiveShadingRateEXT",
        BuiltIn::PointSize => "gl_PointSize",
        BuiltIn::DrawIndex => "gl_DrawID",
        BuiltIn::HelperInvocation => "gl_HelperInvocation",
        BuiltIn::DeviceIndex => "gl_DeviceIndex",
        BuiltIn::FrontFacing => "gl_FrontFacing",
        BuiltIn::SampleId => "gl_SampleID",
        BuiltIn::SampleMask => "gl_SampleMask",
        BuiltIn::FragDepth => "gl_FragDepth",
        BuiltIn::GlobalInvocationId => "gl_GlobalInvocationID",
        BuiltIn::WorkgroupId => "gl_WorkGroupID",
        BuiltIn::LocalInvocationId => "gl_LocalInvocationID",
        BuiltIn::LocalInvocationIndex => "gl_LocalInvocationIndex",
        BuiltIn::ClipDistance => "gl_ClipDistance",
        BuiltIn::CullDistance => "gl_CullDistance",
        BuiltIn::PrimitiveId => "gl_PrimitiveID",
        BuiltIn::SubgroupSize => "gl_SubgroupSize",
        BuiltIn::SubgroupLocalInvocationId => "gl_SubgroupInvocationID",
        BuiltIn::Layer => "gl_Layer",
        BuiltIn::ViewportIndex => "gl_ViewportIndex",
        BuiltIn::ViewIndex => "gl_ViewIndex",
        BuiltIn::FragStencilRef => "gl_FragStencilRefARB",
        // Declared by the shader itself, under its own name.
        BuiltIn::Spirv(_) => "gl_SpirvBuiltIn",
    }
}

/// Creates the globals of one direction, in stage-variable order.
fn stage_globals(
    module: &mut ir::Module,
    stage: Stage,
    dir: Dir,
    vars: &[StageVar],
    span: crate::source::Span,
    per_vertex: bool,
) -> Vec<StageGlobal> {
    let space = match dir {
        Dir::In => AddressSpace::Input,
        Dir::Out => AddressSpace::Output,
    };
    let prefix = match dir {
        Dir::In => "in.var.",
        Dir::Out => "out.var.",
    };
    // Locations for variables sema left without one: after the highest used.
    let mut next_location = vars
        .iter()
        .filter_map(|v| v.location)
        .max()
        .map(|m| m + 1)
        .unwrap_or(0);
    // Clip and cull distances: one shared array per kind, in ascending semantic index.
    let mut packed: Vec<PackedArray> = Vec::new();
    for kind in [BuiltIn::ClipDistance, BuiltIn::CullDistance] {
        let mut members: Vec<(u32, usize)> = vars
            .iter()
            .enumerate()
            .filter(|(_, v)| v.system_value.and_then(|s| builtin(stage, dir, s)) == Some(kind))
            .map(|(i, v)| (v.semantic.index, i))
            .collect();
        if members.is_empty() {
            continue;
        }
        members.sort();
        let mut offsets = Vec::new();
        let mut total = 0u32;
        for &(_, i) in &members {
            offsets.push((i, total));
            total += module.types.component_count(vars[i].ty).max(1);
        }
        let float = module.types.scalar(Scalar::FLOAT);
        let arr = module.types.array(float, total);
        // Diagnostics about the array point at the first semantic declared, as for other
        // stage variables.
        let first_declared = members.iter().map(|&(_, i)| i).min();
        let at = first_declared.map_or(span, |i| vars[i].semantic.span);
        let mut g = Global::new(builtin_name(kind), arr, space, at);
        g.builtin = Some(kind);
        // One array for every index: DXC names it without one.
        g.semantic = first_declared.map(|i| vars[i].semantic.name.clone());
        let id = module.add_global(g);
        packed.push((kind, id, offsets));
    }

    let mut out = Vec::new();
    for (i, v) in vars.iter().enumerate() {
        let b = v.system_value.and_then(|s| builtin(stage, dir, s));
        // The interpolation of SV_Barycentrics picks the built-in, as in DXC.
        let b = match b {
            Some(BuiltIn::BaryCoord) if v.interpolation.noperspective => {
                Some(BuiltIn::BaryCoordNoPersp)
            }
            other => other,
        };
        if let Some(kind @ (BuiltIn::ClipDistance | BuiltIn::CullDistance)) = b {
            let found = packed.iter().find(|p| p.0 == kind).and_then(|p| {
                p.2.iter()
                    .find(|(j, _)| *j == i)
                    .map(|&(_, offset)| (p.1, offset))
            });
            if let Some((id, offset)) = found {
                out.push(StageGlobal {
                    id,
                    shape: Shape::Packed { offset },
                });
                continue;
            }
        }
        let (ty, shape) = match b {
            Some(BuiltIn::SampleMask) => {
                let uint = module.types.scalar(Scalar::UINT);
                (module.types.array(uint, 1), Shape::SampleMask)
            }
            Some(
                BuiltIn::GlobalInvocationId | BuiltIn::WorkgroupId | BuiltIn::LocalInvocationId,
            ) => {
                let s = module.types.scalar_of(v.ty).unwrap_or(Scalar::UINT);
                let t3 = module.types.vector(s, 3);
                if t3 == v.ty {
                    (v.ty, Shape::Same)
                } else {
                    (t3, Shape::Converted(t3))
                }
            }
            Some(_) => (v.ty, Shape::Same),
            None => {
                let is_bool = module.types.scalar_of(v.ty).map(|s| s.is_bool()) == Some(true);
                if is_bool {
                    let t = module.types.with_scalar(v.ty, Scalar::UINT);
                    (t, Shape::Converted(t))
                } else {
                    (v.ty, Shape::Same)
                }
            }
        };
        let name = match b {
            Some(k) => builtin_name(k).to_string(),
            None => format!("{prefix}{}{}", v.semantic.name, v.semantic.index),
        };
        let mut g = Global::new(name, ty, space, v.semantic.span);
        g.builtin = b;
        // DXC's inline SPIR-V decorations on the parameter (SPIR-V only: the text backends
        // refuse decorated globals).
        g.spirv_decorations = v.spirv_decorations.clone();
        g.semantic = Some(match v.semantic.index {
            0 => v.semantic.name.clone(),
            n => format!("{}{n}", v.semantic.name),
        });
        if b.is_none() {
            g.location = Some(v.location.unwrap_or_else(|| {
                let l = next_location;
                next_location += 1;
                l
            }));
            let interpolated = matches!(
                (stage, dir),
                (Stage::Pixel, Dir::In) | (Stage::Vertex, Dir::Out)
            );
            if interpolated {
                g.interpolation = v.interpolation;
                let integer = module
                    .types
                    .scalar_of(v.ty)
                    .map(|s| !s.is_float())
                    .unwrap_or(false);
                if stage == Stage::Pixel && integer {
                    g.interpolation = Interpolation {
                        nointerpolation: true,
                        ..Interpolation::default()
                    };
                }
            }
        }
        // With `GetAttributeAtVertex` in the program, every flat user input of a pixel shader
        // is read per vertex, as DXC declares them (the function may reach any of them).
        let mut shape = shape;
        if per_vertex
            && stage == Stage::Pixel
            && dir == Dir::In
            && b.is_none()
            && g.interpolation.nointerpolation
            && matches!(shape, Shape::Same)
        {
            g.ty = module.types.array(ty, 3);
            g.per_vertex = true;
            g.interpolation = Interpolation::default();
            shape = Shape::PerVertex;
        }
        let id = module.add_global(g);
        out.push(StageGlobal { id, shape });
    }
    out
}

/// The `BaseVertex` or `BaseInstance` input: the entry point's own
/// (`SV_StartVertexLocation`/`SV_StartInstanceLocation`, of its declared type) when it declares
/// one, since a built-in is one variable; otherwise a new global of type `ty`.
fn base_global(
    module: &mut ir::Module,
    inputs: &[StageGlobal],
    kind: BuiltIn,
    ty: TypeId,
    span: crate::source::Span,
) -> ir::GlobalId {
    let declared = inputs
        .iter()
        .find(|s| module.global(s.id).is_some_and(|g| g.builtin == Some(kind)));
    if let Some(s) = declared {
        return s.id;
    }
    let mut g = Global::new(builtin_name(kind), ty, AddressSpace::Input, span);
    g.builtin = Some(kind);
    module.add_global(g)
}

/// Lowers one entry point: its stage globals, wrapper function and [`ir::EntryPoint`].
pub(super) fn lower_entry_point(
    st: &mut State,
    module: &mut ir::Module,
    ep: &hir::EntryPoint,
    function: &hir::Function,
    body: ir::FuncId,
    init: Option<ir::FuncId>,
) {
    let per_vertex = st.per_vertex_inputs;
    let inputs = stage_globals(module, ep.stage, Dir::In, &ep.inputs, ep.span, per_vertex);
    let outputs = stage_globals(module, ep.stage, Dir::Out, &ep.outputs, ep.span, false);
    let void = module.types.void();
    let wrapper = module.add_function(ep.name.clone(), Vec::new(), void, ep.span);
    let mut b = Builder::new(module, wrapper);
    b.set_span(ep.span);
    if let Some(init) = init {
        b.call(init, Vec::new());
    }
    // One temporary per parameter; resource parameters are not allowed on entry points.
    let mut temps: Vec<Option<Value>> = Vec::new();
    for p in &function.params {
        if super::func::is_resource_type(&b.module.types, p.ty) {
            st.unsupported(p.span, "A resource parameter on an entry point");
            temps.push(None);
        } else {
            temps.push(Some(b.alloca(p.ty, &format!("param.var.{}", p.name))));
        }
    }
    let ret_ty = function.return_type;
    let ret_tmp = if matches!(b.module.types.get(ret_ty), Type::Void) {
        None
    } else {
        Some(b.alloca(ret_ty, "out.var.return"))
    };
    let temp_of = |temps: &[Option<Value>], src: StageVarSource| match src {
        StageVarSource::Param(i) => temps.get(i as usize).copied().flatten(),
        StageVarSource::Return => ret_tmp,
    };
    let path_pointer = |b: &mut Builder, base: Value, path: &[u32]| {
        if path.is_empty() {
            base
        } else {
            let idx = path.iter().map(|&i| b.const_i32(i as i32)).collect();
            b.access_chain(base, idx)
        }
    };

    // Inputs the wrapper adds (the base built-ins of `-fvk-support-nonzero-base-*`).
    let mut extra_inputs = Vec::new();
    for (v, g) in ep.inputs.iter().zip(&inputs) {
        let Some(tmp) = temp_of(&temps, v.source) else {
            continue;
        };
        let gv = Value::Global(g.id);
        let value = match g.shape {
            Shape::Same => b.load(gv),
            Shape::PerVertex => {
                // The whole array, then vertex 0: `interpolate` traces GetAttributeAtVertex
                // back through this extract to the variable.
                let all = b.load(gv);
                b.extract(all, vec![0])
            }
            Shape::Converted(gt) => {
                let raw = b.load(gv);
                narrow_or_convert(&mut b, raw, gt, v.ty)
            }
            Shape::SampleMask => {
                let zero = b.const_i32(0);
                let p = b.access_chain(gv, vec![zero]);
                let raw = b.load(p);
                let uint = b.types().scalar(Scalar::UINT);
                narrow_or_convert(&mut b, raw, uint, v.ty)
            }
            Shape::Packed { offset } => {
                let n = b.module.types.component_count(v.ty).max(1);
                let parts: Vec<Value> = (0..n)
                    .map(|k| {
                        let idx = b.const_i32((offset + k) as i32);
                        let p = b.access_chain(gv, vec![idx]);
                        b.load(p)
                    })
                    .collect();
                if n == 1 {
                    parts[0]
                } else {
                    b.construct(v.ty, parts)
                }
            }
        };
        let is_frag_coord =
            b.module.global(g.id).and_then(|g| g.builtin) == Some(BuiltIn::FragCoord);
        let value = if is_frag_coord && st.program.position.dx_position_w {
            replace_component(&mut b, value, 3, |b, w| {
                let one = b.const_f32(1.0);
                b.binary(BinaryOp::Div, one, w)
            })
        } else {
            value
        };
        // `-fvk-support-nonzero-base-{vertex,instance}`: Direct3D's IDs start at 0 in every
        // draw, Vulkan's (and Metal's) at the draw's first vertex or instance.
        let position = st.program.position;
        let base = match b.module.global(g.id).and_then(|g| g.builtin) {
            Some(BuiltIn::VertexIndex) if position.nonzero_base_vertex => Some(BuiltIn::BaseVertex),
            Some(BuiltIn::InstanceIndex) if position.nonzero_base_instance => {
                Some(BuiltIn::BaseInstance)
            }
            _ => None,
        };
        let value = match (base, g.shape) {
            (Some(kind), Shape::Same) => {
                let base = base_global(b.module, &inputs, kind, v.ty, v.semantic.span);
                extra_inputs.push(base);
                let base_ty = b.module.global(base).map_or(v.ty, |g| g.ty);
                let raw = b.load(Value::Global(base));
                let first = narrow_or_convert(&mut b, raw, base_ty, v.ty);
                b.binary(BinaryOp::Sub, value, first)
            }
            _ => value,
        };
        let p = path_pointer(&mut b, tmp, &v.path);
        b.store(p, value);
    }

    let mut args = Vec::new();
    for (p, tmp) in function.params.iter().zip(&temps) {
        let Some(tmp) = *tmp else { continue };
        match p.direction {
            ParamDirection::In => args.push(b.load(tmp)),
            ParamDirection::Out | ParamDirection::InOut => args.push(tmp),
        }
    }
    let result = b.call(body, args);
    if let Some(rt) = ret_tmp {
        b.store(rt, result);
    }

    let mut depth_replacing = false;
    let mut conservative_depth = None;
    for (v, g) in ep.outputs.iter().zip(&outputs) {
        if v.system_value == Some(SystemValue::Depth) {
            conservative_depth = match v.semantic.name.to_ascii_uppercase().as_str() {
                "SV_DEPTHGREATEREQUAL" => Some(ir::ConservativeDepth::GreaterEqual),
                "SV_DEPTHLESSEQUAL" => Some(ir::ConservativeDepth::LessEqual),
                _ => conservative_depth,
            };
        }
        let Some(tmp) = temp_of(&temps, v.source) else {
            continue;
        };
        let p = path_pointer(&mut b, tmp, &v.path);
        let value = b.load(p);
        let is_position = b.module.global(g.id).and_then(|g| g.builtin) == Some(BuiltIn::Position);
        let value = if is_position && st.program.position.invert_y {
            replace_component(&mut b, value, 1, |b, y| b.unary(UnaryOp::Neg, y))
        } else {
            value
        };
        let gv = Value::Global(g.id);
        if b.module.global(g.id).and_then(|g| g.builtin) == Some(BuiltIn::FragDepth) {
            depth_replacing = true;
        }
        match g.shape {
            // Outputs are never per vertex.
            Shape::Same | Shape::PerVertex => b.store(gv, value),
            Shape::Converted(gt) => {
                let c = b.convert(value, gt);
                b.store(gv, c);
            }
            Shape::SampleMask => {
                let zero = b.const_i32(0);
                let p = b.access_chain(gv, vec![zero]);
                let uint = b.types().scalar(Scalar::UINT);
                let c = if v.ty == uint {
                    value
                } else {
                    b.convert(value, uint)
                };
                b.store(p, c);
            }
            Shape::Packed { offset } => {
                let n = b.module.types.component_count(v.ty).max(1);
                for k in 0..n {
                    let part = if n == 1 {
                        value
                    } else {
                        b.extract(value, vec![k])
                    };
                    let idx = b.const_i32((offset + k) as i32);
                    let p = b.access_chain(gv, vec![idx]);
                    b.store(p, part);
                }
            }
        }
    }
    b.ret(None);

    let workgroup_size = if ep.stage == Stage::Compute {
        ep.workgroup_size
    } else {
        [1, 1, 1]
    };
    module.add_entry_point(ir::EntryPoint {
        name: ep.name.clone(),
        stage: ep.stage,
        function: wrapper,
        workgroup_size,
        inputs: unique(inputs.iter().map(|g| g.id).chain(extra_inputs)),
        outputs: unique(outputs.iter().map(|g| g.id)),
        early_depth_stencil: ep.early_depth_stencil,
        depth_replacing,
        fragment_tests: ep.fragment_tests,
        spirv: ep.spirv.clone(),
        conservative_depth,
        span: ep.span,
    });
}

/// `value` with its component `index` replaced by `f(component)`; unchanged when the vector has
/// no such component (a `float2 SV_Position` has no `w`).
fn replace_component(
    b: &mut Builder,
    value: Value,
    index: u32,
    f: impl FnOnce(&mut Builder, Value) -> Value,
) -> Value {
    let ty = b.value_type(value);
    if b.module.types.component_count(ty) <= index {
        return value;
    }
    let component = b.extract(value, vec![index]);
    let replaced = f(b, component);
    b.insert(value, replaced, vec![index])
}

/// The globals in first-seen order, each once (packed clip/cull arrays serve several variables).
fn unique(ids: impl Iterator<Item = ir::GlobalId>) -> Vec<ir::GlobalId> {
    let mut out: Vec<ir::GlobalId> = Vec::new();
    for id in ids {
        if !out.contains(&id) {
            out.push(id);
        }
    }
    out
}

/// `raw` (of type `from`) as the declared type `to`: leading components, then a conversion.
fn narrow_or_convert(b: &mut Builder, raw: Value, from: TypeId, to: TypeId) -> Value {
    if from == to {
        return raw;
    }
    let (fs, ts) = (b.module.types.scalar_of(from), b.module.types.scalar_of(to));
    let from_n = b.module.types.component_count(from);
    let to_n = b.module.types.component_count(to);
    let narrowed = if to_n < from_n {
        if to_n == 1 {
            b.extract(raw, vec![0])
        } else {
            b.swizzle(raw, (0..to_n).collect())
        }
    } else {
        raw
    };
    let narrowed_ty = b.value_type(narrowed);
    if fs == ts && narrowed_ty == to {
        narrowed
    } else {
        b.convert(narrowed, to)
    }
}

/// Whether any function of the program calls `GetAttributeAtVertex`.
pub(super) fn uses_attribute_at_vertex(program: &hir::Program) -> bool {
    program.functions.iter().any(|f| {
        f.exprs.iter().any(|e| {
            matches!(
                e.kind,
                hir::ExprKind::Intrinsic {
                    op: hir::Intrinsic::GetAttributeAtVertex,
                    ..
                }
            )
        })
    })
}
