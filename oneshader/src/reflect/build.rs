//! Builds the reflection model from the checked program.
//!
//! Input: the HIR ([`Program`]) with bindings, layouts and stage variables decided by sema.
//! Output: a [`ShaderReflection`] in declaration order. Slots are read from the HIR, where sema
//! stored every target's ([`crate::slots`]); only the compile's targets are listed. The WGSL
//! entry function name is filled in by the driver. Vertex formats, offsets and the stride
//! come from [`crate::sema::vertex::vertex_inputs`], which also reports invalid
//! `[[oneshader::format]]` annotations (OSH0336), so this runs on every compile.

use super::model::*;
use crate::diag::DiagnosticBag;
use crate::sema::hir::{ConstValue, EntryPoint, GlobalKind, Program, StageVar, SystemValue};
use crate::sema::vertex::{vertex_inputs, VertexInputDecl};
use crate::target::{CompileTarget, Stage};
use crate::types::{ResourceType, ScalarKind, Type, TypeArena, TypeId};

/// The reflection of `program` for the given targets: each resource and push block lists the
/// slot sema decided for each of `targets` (SPIR-V, WGSL, and Metal's argument index as
/// `binding` with set 0).
pub fn build(
    program: &Program,
    targets: &[CompileTarget],
    diags: &mut DiagnosticBag,
) -> ShaderReflection {
    let types = &program.types;
    let mut reflection = ShaderReflection::new(file_name(&program.source_path), targets.to_vec());
    let has_spirv = targets.contains(&CompileTarget::SpirV);
    let has_wgsl = targets.contains(&CompileTarget::Wgsl);
    let has_msl = targets.contains(&CompileTarget::Msl);
    let webgpu = |t: &crate::slots::TargetSlots| {
        TargetSlot::new(CompileTarget::Wgsl, t.webgpu.0, t.webgpu.1)
    };
    // Metal reports the argument index as `binding` and 0 as `set`.
    let metal = |t: &crate::slots::TargetSlots| TargetSlot::new(CompileTarget::Msl, 0, t.metal);

    // Stages that reach each global.
    let mut stages_of: Vec<Vec<Stage>> = vec![Vec::new(); program.globals.len()];
    for entry in &program.entry_points {
        for g in &entry.used_globals {
            if let Some(list) = stages_of.get_mut(g.index()) {
                add_stage(list, entry.stage);
            }
        }
    }

    // The record of each resource global, so a view joins the record of its binding.
    let mut record_of: Vec<Option<usize>> = vec![None; program.globals.len()];
    for (index, global) in program.globals.iter().enumerate() {
        let stages = stages_of[index].clone();
        match &global.kind {
            GlobalKind::Resource(binding) => {
                let Some((resource, count)) = resource_of(types, global.ty) else {
                    continue;
                };
                let (rtype, kind) = ResourceTypeKind::of(resource);
                let hlsl = hlsl_type(program, global.ty, resource, &global.name);
                let primary = binding
                    .alias_of
                    .and_then(|g| record_of.get(g.index()).copied().flatten());
                if let Some(record) = primary.and_then(|r| reflection.resources.get_mut(r)) {
                    record_of[index] = primary;
                    add_view(
                        record,
                        global,
                        binding,
                        types,
                        (rtype, kind),
                        hlsl,
                        count,
                        stages,
                    );
                    continue;
                }
                record_of[index] = Some(reflection.resources.len());
                let mut info = ResourceInfo::new(&global.name, kind, rtype, hlsl, count);
                info.stages = stages;
                info.descriptor_heap = binding.heap;
                if has_spirv {
                    info.slots.push(TargetSlot::new(
                        CompileTarget::SpirV,
                        binding.set,
                        binding.binding,
                    ));
                    if let Some((set, b)) = binding.counter {
                        info.counter_slots
                            .push(TargetSlot::new(CompileTarget::SpirV, set, b));
                    }
                }
                if has_msl {
                    info.slots.push(metal(&binding.slots.resource));
                    if let Some(counter) = &binding.slots.counter {
                        info.counter_slots.push(metal(counter));
                    }
                }
                if has_wgsl {
                    info.slots.push(webgpu(&binding.slots.resource));
                }
                info.layout = binding
                    .layout
                    .as_ref()
                    .map(|l| ReflectedType::from_layout(types, l));
                info.image_format = binding.image_format.clone();
                info.input_attachment_index = binding.input_attachment_index;
                info.combined_with = binding
                    .combined_with
                    .and_then(|g| program.global(g))
                    .map(|g| g.name.clone());
                reflection.resources.push(info);
            }
            GlobalKind::PushConstant { layout, slots } => {
                let mut target_slots = Vec::new();
                if has_msl {
                    target_slots.push(metal(slots));
                }
                // The portable WGSL form: a uniform buffer at the reserved slot (the driver
                // drops it when immediates were requested instead).
                if has_wgsl {
                    target_slots.push(webgpu(slots));
                }
                reflection.push_constants.push(PushConstantInfo {
                    name: global.name.clone(),
                    stages,
                    slots: target_slots,
                    layout: ReflectedType::from_layout(types, layout),
                });
            }
            GlobalKind::SpecConstant { id, default } => {
                let Some((ty, default_bits)) = spec_type_and_bits(types, global.ty, default) else {
                    continue;
                };
                let mut slots = Vec::new();
                if has_spirv {
                    slots.push(SpecConstantSlot {
                        target: CompileTarget::SpirV,
                        index: *id,
                        name: global.name.clone(),
                    });
                }
                reflection.spec_constants.push(SpecConstantInfo {
                    name: global.name.clone(),
                    id: *id,
                    ty,
                    default_bits,
                    slots,
                });
            }
            GlobalKind::Static { .. }
            | GlobalKind::Constant { .. }
            | GlobalKind::GroupShared
            | GlobalKind::SpirvBuiltIn { .. } => {}
        }
    }

    for entry in &program.entry_points {
        reflection
            .entry_points
            .push(entry_point_info(program, entry, diags));
    }
    reflection
}

/// Adds `global`, an alias of `record`'s binding, as a view of it: the binding's stages are
/// the union, its count the largest (0, unbounded, wins).
#[allow(clippy::too_many_arguments)]
fn add_view(
    record: &mut ResourceInfo,
    global: &crate::sema::hir::Global,
    binding: &crate::sema::hir::ResourceBinding,
    types: &TypeArena,
    (resource_type, kind): (ResourceTypeKind, ResourceKind),
    hlsl_type: String,
    count: u32,
    stages: Vec<Stage>,
) {
    for &s in &stages {
        record.add_stage(s);
    }
    if record.count != 0 && (count == 0 || count > record.count) {
        record.count = count;
    }
    let kind = (kind != record.kind).then_some(kind);
    record.views.push(ResourceView {
        name: global.name.clone(),
        kind,
        hlsl_type,
        resource_type,
        count,
        stages,
        layout: binding
            .layout
            .as_ref()
            .map(|l| ReflectedType::from_layout(types, l)),
        image_format: binding.image_format.clone(),
    });
}

/// The file name without folders, so reflection holds no machine paths.
fn file_name(path: &str) -> String {
    path.rsplit(['/', '\\']).next().unwrap_or(path).to_string()
}

/// The resource type of a resource global and its array count.
fn resource_of(types: &TypeArena, ty: TypeId) -> Option<(ResourceType, u32)> {
    match types.get(ty) {
        Type::Resource(r) => Some((r, 1)),
        Type::Array { element, length } => match types.get(element) {
            Type::Resource(r) => Some((r, length)),
            _ => None,
        },
        _ => None,
    }
}

/// The type as written. A `cbuffer`/`tbuffer` block has no HLSL type of its own (its element
/// struct carries the block's name), so it is reflected as "" like the spec's example.
fn hlsl_type(program: &Program, ty: TypeId, resource: ResourceType, name: &str) -> String {
    let types = &program.types;
    if let ResourceType::ConstantBuffer { element } | ResourceType::TextureBuffer { element } =
        resource
    {
        if let Type::Struct(s) = types.get(element) {
            if types.struct_def(s).is_some_and(|d| d.name == name) {
                return String::new();
            }
        }
    }
    match types.get(ty) {
        Type::Array { element, .. } => types.display(element),
        _ => types.display(ty),
    }
}

fn spec_type_and_bits(
    types: &TypeArena,
    ty: TypeId,
    default: &ConstValue,
) -> Option<(SpecConstantType, u32)> {
    let scalar = types.scalar_of(ty)?;
    let ty = match scalar.kind {
        ScalarKind::Bool => SpecConstantType::Bool,
        ScalarKind::Int | ScalarKind::LiteralInt => SpecConstantType::Int,
        ScalarKind::Uint => SpecConstantType::UInt,
        ScalarKind::Float | ScalarKind::LiteralFloat => SpecConstantType::Float,
    };
    let bits = match (ty, default) {
        (SpecConstantType::Float, ConstValue::Float(f)) => (*f as f32).to_bits(),
        (SpecConstantType::Float, ConstValue::Int(i)) => (*i as f32).to_bits(),
        (SpecConstantType::Float, ConstValue::Uint(u)) => (*u as f32).to_bits(),
        (_, ConstValue::Bool(b)) => u32::from(*b),
        (_, ConstValue::Int(i)) => *i as u32,
        (_, ConstValue::Uint(u)) => *u as u32,
        (_, ConstValue::Float(f)) => *f as i64 as u32,
        (_, ConstValue::Composite(_)) => return None,
    };
    Some((ty, bits))
}

fn entry_point_info(
    program: &Program,
    entry: &EntryPoint,
    diags: &mut DiagnosticBag,
) -> EntryPointInfo {
    let types = &program.types;
    let mut info = EntryPointInfo::new(&entry.name, entry.stage);
    if entry.stage == Stage::Compute {
        info.workgroup_size = entry.workgroup_size;
    }
    info.inputs = entry
        .inputs
        .iter()
        .map(|v| stage_variable(types, v, entry.stage, true))
        .collect();
    info.outputs = entry
        .outputs
        .iter()
        .map(|v| stage_variable(types, v, entry.stage, false))
        .collect();

    if entry.stage == Stage::Vertex {
        // Built-ins (SV_VertexID, ...) are not in the vertex buffer.
        let fed: Vec<usize> = entry
            .inputs
            .iter()
            .enumerate()
            .filter(|(_, v)| v.system_value.is_none())
            .map(|(i, _)| i)
            .collect();
        let decls: Vec<VertexInputDecl> = fed
            .iter()
            .map(|&i| {
                let v = &entry.inputs[i];
                VertexInputDecl {
                    name: v.name.clone(),
                    ty: v.ty,
                    location: v.location,
                    format: v.vertex_format.clone(),
                    span: v.semantic.span,
                }
            })
            .collect();
        let layout = vertex_inputs(types, &decls, diags);
        info.vertex_stride = layout.stride;
        // The first attribute of each input gives its format and offset (a matrix or array
        // input spans several attributes; reflection records where it starts).
        for attribute in &layout.attributes {
            let Some(&input) = fed.get(attribute.input) else {
                continue;
            };
            if let Some(var) = info.inputs.get_mut(input) {
                if var.format.is_none() {
                    var.format = Some(attribute.format);
                    var.offset = attribute.offset;
                    var.location = Some(attribute.location);
                }
            }
        }
    }

    for g in &entry.used_globals {
        let Some(global) = program.global(*g) else {
            continue;
        };
        match global.kind {
            // A view is used through its binding's record, listed once.
            GlobalKind::Resource(ref b) => {
                let record = b.alias_of.and_then(|a| program.global(a)).unwrap_or(global);
                if !info.used_resources.contains(&record.name) {
                    info.used_resources.push(record.name.clone());
                }
            }
            GlobalKind::PushConstant { .. } => info.push_constant = Some(global.name.clone()),
            GlobalKind::SpecConstant { .. } => info.used_spec_constants.push(global.name.clone()),
            _ => {}
        }
    }
    info
}

fn stage_variable(types: &TypeArena, var: &StageVar, stage: Stage, input: bool) -> StageVariable {
    let (scalar, components) = match types.get(var.ty) {
        Type::Scalar(s) => (s, 1),
        Type::Vector { scalar, size } => (scalar, u32::from(size)),
        Type::Matrix { scalar, cols, .. } => (scalar, u32::from(cols)),
        Type::Array { element, .. } => match types.get(element) {
            Type::Scalar(s) => (s, 1),
            Type::Vector { scalar, size } => (scalar, u32::from(size)),
            _ => (crate::types::Scalar::FLOAT, 1),
        },
        _ => (crate::types::Scalar::FLOAT, 1),
    };
    let mut out = StageVariable::new(
        &var.name,
        &var.semantic.name,
        var.semantic.index,
        ReflectedScalar::of(scalar),
        components,
    );
    out.location = if var.system_value.is_some() {
        None
    } else {
        var.location
    };
    out.built_in = var
        .system_value
        .map(|sv| built_in(sv, stage, input))
        .unwrap_or(BuiltIn::None);
    // Integer varyings cannot be interpolated: they are flat whatever is written.
    out.interpolation =
        if var.system_value.is_none() && !scalar.is_float() && !(stage == Stage::Vertex && input) {
            InterpolationMode::Flat
        } else {
            InterpolationMode::from_modifiers(var.interpolation)
        };
    out
}

fn built_in(sv: SystemValue, stage: Stage, input: bool) -> BuiltIn {
    match sv {
        SystemValue::Position if stage == Stage::Pixel && input => BuiltIn::FragCoord,
        SystemValue::Position => BuiltIn::Position,
        SystemValue::VertexId => BuiltIn::VertexIndex,
        SystemValue::InstanceId => BuiltIn::InstanceIndex,
        SystemValue::StartVertexLocation => BuiltIn::BaseVertex,
        SystemValue::StartInstanceLocation => BuiltIn::BaseInstance,
        SystemValue::Barycentrics => BuiltIn::BaryCoord,
        SystemValue::ShadingRate if stage == Stage::Pixel => BuiltIn::ShadingRate,
        SystemValue::ShadingRate => BuiltIn::PrimitiveShadingRate,
        SystemValue::PointSize => BuiltIn::PointSize,
        SystemValue::DrawIndex => BuiltIn::DrawIndex,
        SystemValue::HelperInvocation => BuiltIn::HelperInvocation,
        SystemValue::DeviceIndex => BuiltIn::DeviceIndex,
        SystemValue::IsFrontFace => BuiltIn::FrontFacing,
        SystemValue::SampleIndex => BuiltIn::SampleId,
        SystemValue::Coverage => BuiltIn::SampleMask,
        SystemValue::Depth => BuiltIn::FragDepth,
        SystemValue::DispatchThreadId => BuiltIn::GlobalInvocationId,
        SystemValue::GroupId => BuiltIn::WorkgroupId,
        SystemValue::GroupThreadId => BuiltIn::LocalInvocationId,
        SystemValue::GroupIndex => BuiltIn::LocalInvocationIndex,
        SystemValue::ClipDistance => BuiltIn::ClipDistance,
        SystemValue::CullDistance => BuiltIn::CullDistance,
        SystemValue::PrimitiveId => BuiltIn::PrimitiveId,
        SystemValue::RenderTargetArrayIndex => BuiltIn::Layer,
        SystemValue::ViewportArrayIndex => BuiltIn::ViewportIndex,
        SystemValue::ViewId => BuiltIn::ViewIndex,
        SystemValue::StencilRef => BuiltIn::FragStencilRef,
    }
}
