//! Stage inputs and outputs of an entry point.
//!
//! Input: the checked entry function (parameters with direction, semantic and interpolation;
//! return type and semantic), its stage and the type arena. Output: the flattened
//! [`StageVar`]s (struct parameters and return values split into one variable per member with
//! a semantic, recursively), with system values recognised per stage and locations assigned.
//! A semantic on a struct-typed parameter, return value or member names its leaves in turn
//! (`TEXCOORD1`, `TEXCOORD2`, ...), overriding theirs with a warning, as DXC does.
//!
//! Rules (DXC, notes §3): inputs come from `in`/`inout` parameters left to right; outputs from
//! the return value first, then `out`/`inout` parameters. Locations are counted separately for
//! inputs and outputs: `[[vk::location(N)]]` when given, `SV_TargetN` gets N, every other
//! non-built-in takes the lowest free run of locations it needs, in order. Integer and bool
//! varyings between vertex and pixel shaders are `nointerpolation`. Unknown `SV_` semantics, or
//! ones not allowed in that stage and direction, are OSH0312; so is a missing semantic.

use super::hir::{Param, ParamDirection, StageVar, StageVarSource, SystemValue};
use crate::diag::{Code, DiagnosticBag};
use crate::source::Span;
use crate::target::Stage;
use crate::types::{Interpolation, Semantic, Type, TypeArena, TypeId};

/// How deep structs may nest in a stage signature.
const MAX_DEPTH: u32 = 32;

/// The flattened stage interface of one entry point.
#[derive(Debug, Default)]
pub struct StageInterface {
    pub inputs: Vec<StageVar>,
    pub outputs: Vec<StageVar>,
}

/// A variable before location assignment, with an explicit location if declared.
struct Pending {
    var: StageVar,
    explicit_location: Option<u32>,
}

struct Flattener<'a> {
    types: &'a TypeArena,
    stage: Stage,
    diags: &'a mut DiagnosticBag,
    /// The semantic of an enclosing struct-typed parameter or member, which every leaf inside
    /// takes in turn, its index counting up (DXC's rule; inner semantics are overridden).
    inherited: Option<Semantic>,
}

/// Splits `TEXCOORD3` into (`TEXCOORD`, 3).
pub fn split_semantic(text: &str, span: Span) -> Semantic {
    let digits = text.len() - text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (name, index) = text.split_at(text.len() - digits);
    Semantic {
        name: name.to_string(),
        index: index.parse().unwrap_or(0),
        span,
    }
}

/// Builds the stage interface of an entry function.
pub fn stage_interface(
    types: &TypeArena,
    stage: Stage,
    params: &[Param],
    return_type: TypeId,
    (return_semantic, return_location): (Option<&Semantic>, Option<u32>),
    function_span: Span,
    diags: &mut DiagnosticBag,
) -> StageInterface {
    let mut f = Flattener {
        types,
        stage,
        diags,
        inherited: None,
    };
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    if !matches!(types.get(return_type), Type::Void) {
        let ctx = Ctx {
            source: StageVarSource::Return,
            output: true,
            interpolation: Interpolation::default(),
        };
        f.flatten(
            &ctx,
            "return value",
            return_type,
            return_semantic,
            return_location,
            None,
            None,
            &mut Vec::new(),
            function_span,
            0,
            &mut outputs,
        );
    }
    for (i, p) in params.iter().enumerate() {
        let directions: &[bool] = match p.direction {
            ParamDirection::In => &[false],
            ParamDirection::Out => &[true],
            ParamDirection::InOut => &[false, true],
        };
        for &output in directions {
            let ctx = Ctx {
                source: StageVarSource::Param(i as u32),
                output,
                interpolation: p.interpolation,
            };
            let list = if output { &mut outputs } else { &mut inputs };
            f.flatten(
                &ctx,
                &p.name,
                p.ty,
                p.semantic.as_ref(),
                p.location,
                None,
                p.vk_builtin.as_deref(),
                &mut Vec::new(),
                p.span,
                0,
                list,
            );
        }
    }
    reject_duplicates(&inputs, "inputs", f.diags);
    reject_duplicates(&outputs, "outputs", f.diags);
    let mut inputs = assign_locations(types, inputs, false);
    let mut outputs = assign_locations(types, outputs, true);
    // DXC's inline SPIR-V decorations on a parameter decorate its stage variable.
    for (i, p) in params.iter().enumerate() {
        if p.spirv_decorations.is_empty() {
            continue;
        }
        let source = StageVarSource::Param(i as u32);
        let mut found = false;
        for v in inputs.iter_mut().chain(outputs.iter_mut()) {
            if v.source == source
                && v.path.is_empty()
                && !matches!(
                    v.system_value,
                    Some(SystemValue::ClipDistance | SystemValue::CullDistance)
                )
            {
                v.spirv_decorations = p.spirv_decorations.clone();
                found = true;
            }
        }
        if !found {
            f.diags.error(
                Code::UNSUPPORTED,
                p.span,
                format!("DXC's inline SPIR-V decorations on '{}' are not supported yet: OneShader passes them through on entry point parameters that are one stage variable (not a struct, a clip or cull distance).", p.name),
            );
        }
    }
    if stage == Stage::Compute && !outputs.is_empty() {
        f.diags.error(
            Code::BAD_ENTRY_POINT,
            function_span,
            "A compute shader has no outputs: return void and write results to a RW buffer or texture.",
        );
    }
    StageInterface { inputs, outputs }
}

struct Ctx {
    source: StageVarSource,
    output: bool,
    interpolation: Interpolation,
}

impl Flattener<'_> {
    #[allow(clippy::too_many_arguments)]
    fn flatten(
        &mut self,
        ctx: &Ctx,
        name: &str,
        ty: TypeId,
        semantic: Option<&Semantic>,
        location: Option<u32>,
        format: Option<&str>,
        vk_builtin: Option<&str>,
        path: &mut Vec<u32>,
        span: Span,
        depth: u32,
        out: &mut Vec<Pending>,
    ) {
        if depth > MAX_DEPTH {
            self.diags.error(
                Code::NESTING_TOO_DEEP,
                span,
                "The stage interface nests structs too deeply.",
            );
            return;
        }
        if let Type::Struct(sid) = self.types.get(ty) {
            let Some(def) = self.types.struct_def(sid) else {
                return;
            };
            // A semantic on a struct names its leaves: TEXCOORD1 on { a; b; } is TEXCOORD1 and
            // TEXCOORD2. The outermost one wins.
            let starts_inheriting = self.inherited.is_none() && semantic.is_some();
            if starts_inheriting {
                self.inherited = semantic.cloned();
            } else if let (Some(outer), Some(inner)) = (self.inherited.clone(), semantic) {
                self.warn_overridden(inner, &outer);
            }
            for (i, m) in def.members.iter().enumerate() {
                path.push(i as u32);
                let sub = Ctx {
                    source: ctx.source,
                    output: ctx.output,
                    interpolation: merge_interpolation(ctx.interpolation, m.interpolation),
                };
                self.flatten(
                    &sub,
                    &m.name,
                    m.ty,
                    m.semantic.as_ref(),
                    m.location,
                    m.vertex_format.as_deref(),
                    m.vk_builtin.as_deref(),
                    path,
                    m.span,
                    depth + 1,
                    out,
                );
                path.pop();
            }
            if starts_inheriting {
                self.inherited = None;
            }
            return;
        }
        if matches!(
            self.types.get(self.types.innermost_element(ty)),
            Type::BufferPointer { .. }
        ) {
            // As in DXC: addresses are not interpolated or passed between stages.
            self.diags.error(
                Code::BAD_SEMANTIC,
                span,
                format!("'{name}' is a vk::BufferPointer, which cannot be a stage input or output. Pass its address as a uint64_t, or a uint2."),
            );
            return;
        }
        let inherited = self.inherited.clone();
        if let Some(outer) = &mut self.inherited {
            outer.index += 1;
        }
        if let (Some(outer), Some(inner)) = (&inherited, semantic) {
            self.warn_overridden(inner, outer);
        }
        let semantic = inherited.as_ref().or(semantic);
        let Some(semantic) = semantic else {
            self.diags.error(
                Code::BAD_SEMANTIC,
                span,
                format!(
                    "'{name}' of the {} shader entry point needs a semantic, such as ': TEXCOORD0'{}.",
                    stage_word(self.stage),
                    if self.stage == Stage::Compute {
                        " (compute inputs take SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID or SV_GroupIndex)"
                    } else {
                        ""
                    }
                ),
            );
            return;
        };
        let system_value = match vk_builtin {
            Some(b) => self.vk_builtin(b, semantic, ctx.output),
            None => self.system_value(semantic, ctx.output),
        };
        let system_value = match system_value {
            Ok(sv) => sv,
            Err(()) => return,
        };
        if let Some(sv) = system_value {
            if let Err(expected) = system_value_type(self.types, sv, ty) {
                self.diags.error(
                    Code::BAD_SEMANTIC,
                    semantic.span,
                    format!(
                        "'{}' needs {expected}, but '{name}' is '{}'.",
                        semantic.name,
                        self.types.display(ty)
                    ),
                );
                return;
            }
        }
        let mut interpolation = ctx.interpolation;
        let varying = system_value.is_none()
            && ((self.stage == Stage::Vertex && ctx.output)
                || (self.stage == Stage::Pixel && !ctx.output));
        if varying {
            if let Some(s) = self.types.scalar_of(self.types.innermost_element(ty)) {
                if s.is_integer() || s.is_bool() {
                    interpolation.nointerpolation = true;
                }
            }
        }
        out.push(Pending {
            var: StageVar {
                name: name.to_string(),
                semantic: semantic.clone(),
                ty,
                source: ctx.source,
                path: path.clone(),
                system_value,
                location: None,
                interpolation,
                vertex_format: if self.stage == Stage::Vertex && !ctx.output {
                    format.map(str::to_ascii_lowercase)
                } else {
                    None
                },
                spirv_decorations: Vec::new(),
            },
            explicit_location: location,
        });
    }

    /// DXC's warning for a semantic inside a struct that has one itself.
    fn warn_overridden(&mut self, inner: &Semantic, outer: &Semantic) {
        self.diags.warning(
            Code::BAD_SEMANTIC,
            inner.span,
            format!(
                "The semantic '{}{}' is overridden by the enclosing semantic '{}', which names \
                 every member of the struct in turn; remove one of them.",
                inner.name,
                if inner.index == 0 {
                    String::new()
                } else {
                    inner.index.to_string()
                },
                outer.name
            ),
        );
    }

    /// `[[vk::builtin("Name")]]` (SPIR-V.rst, "Builtin variables"): the Vulkan built-ins HLSL
    /// has no semantic for, in the stage and direction DXC takes them; `Err` after reporting
    /// OSH0312 for any other name or place.
    fn vk_builtin(
        &mut self,
        name: &str,
        semantic: &Semantic,
        output: bool,
    ) -> Result<Option<SystemValue>, ()> {
        use SystemValue as S;
        let sv = match (name, self.stage, output) {
            ("PointSize", Stage::Vertex, true) => S::PointSize,
            ("BaseVertex", Stage::Vertex, false) => S::StartVertexLocation,
            ("BaseInstance", Stage::Vertex, false) => S::StartInstanceLocation,
            ("DrawIndex", Stage::Vertex, false) => S::DrawIndex,
            ("HelperInvocation", Stage::Pixel, false) => S::HelperInvocation,
            ("DeviceIndex", _, false) => S::DeviceIndex,
            _ => {
                let place = format!(
                    "{} {}",
                    stage_word(self.stage),
                    if output { "output" } else { "input" }
                );
                self.diags.error(
                    Code::BAD_SEMANTIC,
                    semantic.span,
                    format!("[[vk::builtin(\"{name}\")]] is not a built-in a {place} can be. Use PointSize (vertex output), BaseVertex, BaseInstance or DrawIndex (vertex inputs), HelperInvocation (pixel input) or DeviceIndex (any input)."),
                );
                return Err(());
            }
        };
        Ok(Some(sv))
    }

    /// The built-in a semantic maps to in this stage and direction (`Ok(None)` for ordinary
    /// varyings and render targets), or `Err` after reporting OSH0312.
    fn system_value(
        &mut self,
        semantic: &Semantic,
        output: bool,
    ) -> Result<Option<SystemValue>, ()> {
        let upper = semantic.name.to_ascii_uppercase();
        if !upper.starts_with("SV_") {
            if self.stage == Stage::Compute {
                self.diags.error(
                    Code::BAD_SEMANTIC,
                    semantic.span,
                    format!(
                        "Compute shader inputs must be system values; '{}' is not one. Use SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID or SV_GroupIndex.",
                        semantic.name
                    ),
                );
                return Err(());
            }
            return Ok(None);
        }
        use Stage::*;
        use SystemValue as S;
        let sv: Option<Option<SystemValue>> = match (upper.as_str(), self.stage, output) {
            ("SV_POSITION", Vertex, false) => Some(None),
            ("SV_POSITION", Vertex, true) | ("SV_POSITION", Pixel, false) => {
                Some(Some(S::Position))
            }
            ("SV_VERTEXID", Vertex, false) => Some(Some(S::VertexId)),
            ("SV_INSTANCEID", Vertex, false) => Some(Some(S::InstanceId)),
            ("SV_STARTVERTEXLOCATION", Vertex, false) => Some(Some(S::StartVertexLocation)),
            ("SV_STARTINSTANCELOCATION", Vertex, false) => Some(Some(S::StartInstanceLocation)),
            ("SV_INSTANCEID", Vertex, true) | ("SV_INSTANCEID", Pixel, false) => Some(None),
            ("SV_CLIPDISTANCE", Vertex, true) | ("SV_CLIPDISTANCE", Pixel, false) => {
                Some(Some(S::ClipDistance))
            }
            ("SV_CULLDISTANCE", Vertex, true) | ("SV_CULLDISTANCE", Pixel, false) => {
                Some(Some(S::CullDistance))
            }
            ("SV_ISFRONTFACE", Pixel, false) => Some(Some(S::IsFrontFace)),
            ("SV_PRIMITIVEID", Pixel, false) => Some(Some(S::PrimitiveId)),
            ("SV_RENDERTARGETARRAYINDEX", Vertex, true)
            | ("SV_RENDERTARGETARRAYINDEX", Pixel, false) => Some(Some(S::RenderTargetArrayIndex)),
            ("SV_VIEWPORTARRAYINDEX", Vertex, true) | ("SV_VIEWPORTARRAYINDEX", Pixel, false) => {
                Some(Some(S::ViewportArrayIndex))
            }
            ("SV_SAMPLEINDEX", Pixel, false) => Some(Some(S::SampleIndex)),
            ("SV_VIEWID", Vertex | Pixel, false) => Some(Some(S::ViewId)),
            ("SV_BARYCENTRICS", Pixel, false) => Some(Some(S::Barycentrics)),
            ("SV_SHADINGRATE", Pixel, false) | ("SV_SHADINGRATE", Vertex, true) => {
                Some(Some(S::ShadingRate))
            }
            ("SV_STENCILREF", Pixel, true) => Some(Some(S::StencilRef)),
            ("SV_COVERAGE", Pixel, _) => Some(Some(S::Coverage)),
            ("SV_TARGET", Pixel, true) => Some(None),
            ("SV_DEPTH" | "SV_DEPTHGREATEREQUAL" | "SV_DEPTHLESSEQUAL", Pixel, true) => {
                Some(Some(S::Depth))
            }
            ("SV_DISPATCHTHREADID", Compute, false) => Some(Some(S::DispatchThreadId)),
            ("SV_GROUPID", Compute, false) => Some(Some(S::GroupId)),
            ("SV_GROUPTHREADID", Compute, false) => Some(Some(S::GroupThreadId)),
            ("SV_GROUPINDEX", Compute, false) => Some(Some(S::GroupIndex)),
            _ => None,
        };
        match sv {
            Some(sv) => Ok(sv),
            None => {
                const KNOWN: &[&str] = &[
                    "SV_Position",
                    "SV_VertexID",
                    "SV_InstanceID",
                    "SV_ClipDistance",
                    "SV_CullDistance",
                    "SV_IsFrontFace",
                    "SV_PrimitiveID",
                    "SV_RenderTargetArrayIndex",
                    "SV_ViewportArrayIndex",
                    "SV_SampleIndex",
                    "SV_ViewID",
                    "SV_StencilRef",
                    "SV_Coverage",
                    "SV_Target",
                    "SV_Depth",
                    "SV_DepthGreaterEqual",
                    "SV_DepthLessEqual",
                    "SV_DispatchThreadID",
                    "SV_GroupID",
                    "SV_GroupThreadID",
                    "SV_GroupIndex",
                ];
                let known = KNOWN.iter().any(|k| k.eq_ignore_ascii_case(&semantic.name));
                let message = if known {
                    format!(
                        "'{}' cannot be a {} {}. Check the entry point's stage and where the semantic is written.",
                        semantic.name,
                        stage_word(self.stage),
                        if output { "shader output" } else { "shader input" }
                    )
                } else {
                    let hint = crate::diag::did_you_mean(&semantic.name, KNOWN.iter().copied())
                        .map(|s| format!(" Did you mean '{s}'?"))
                        .unwrap_or_default();
                    format!(
                        "'{}' is not a supported system-value semantic.{hint}",
                        semantic.name
                    )
                };
                self.diags.error(Code::BAD_SEMANTIC, semantic.span, message);
                Err(())
            }
        }
    }
}

/// Whether `ty` is a type system value `sv` can have (DXC's rules for the Vulkan built-ins:
/// the built-in variable has one type, and the HLSL one must convert to it exactly), or what
/// the semantic needs.
fn system_value_type(types: &TypeArena, sv: SystemValue, ty: TypeId) -> Result<(), &'static str> {
    use crate::types::ScalarKind;
    use SystemValue as S;
    let t = types.get(ty);
    let int32 = |s: crate::types::Scalar| {
        matches!(s.kind, ScalarKind::Int | ScalarKind::Uint) && s.width == 32
    };
    let float32 = |s: crate::types::Scalar| s.kind == ScalarKind::Float && s.width == 32;
    let ok = match sv {
        S::Position => matches!(t, Type::Vector { scalar, size: 4 } if float32(scalar)),
        S::Barycentrics => matches!(t, Type::Vector { scalar, size: 3 } if float32(scalar)),
        S::PointSize => matches!(t, Type::Scalar(s) if float32(s)),
        S::Depth => matches!(t, Type::Scalar(s) if float32(s)),
        S::IsFrontFace | S::HelperInvocation => matches!(t, Type::Scalar(s) if s.is_bool()),
        S::ClipDistance | S::CullDistance => match t {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => float32(s),
            Type::Array { element, .. } => {
                matches!(types.get(element), Type::Scalar(s) if float32(s))
            }
            _ => false,
        },
        S::DispatchThreadId | S::GroupId | S::GroupThreadId => match t {
            Type::Scalar(s) => int32(s),
            Type::Vector { scalar, size } => int32(scalar) && size <= 3,
            _ => false,
        },
        S::VertexId
        | S::InstanceId
        | S::StartVertexLocation
        | S::StartInstanceLocation
        | S::SampleIndex
        | S::Coverage
        | S::GroupIndex
        | S::PrimitiveId
        | S::RenderTargetArrayIndex
        | S::ViewportArrayIndex
        | S::ViewId
        | S::ShadingRate
        | S::DrawIndex
        | S::DeviceIndex
        | S::StencilRef => matches!(t, Type::Scalar(s) if int32(s)),
    };
    if ok {
        return Ok(());
    }
    Err(match sv {
        S::Position => "a float4",
        S::Barycentrics => "a float3",
        S::Depth | S::PointSize => "a float",
        S::IsFrontFace | S::HelperInvocation => "a bool",
        S::ClipDistance | S::CullDistance => "a float, a float vector or an array of floats",
        S::DispatchThreadId | S::GroupId | S::GroupThreadId => {
            "a uint or int, or a vector of up to 3 of them"
        }
        _ => "a uint or int",
    })
}

/// OSH0312 for a semantic (name and index, case-insensitively) given twice in one direction:
/// two `SV_Target0` outputs, two `SV_DispatchThreadID` inputs, two `TEXCOORD1` varyings. Every
/// target requires distinct ones (SPIR-V locations and built-ins, WGSL's attributes).
fn reject_duplicates(vars: &[Pending], what: &str, diags: &mut DiagnosticBag) {
    let mut seen: Vec<(String, u32)> = Vec::new();
    for p in vars {
        let semantic = &p.var.semantic;
        let key = (semantic.name.to_ascii_uppercase(), semantic.index);
        if seen.contains(&key) {
            let index = if semantic.index > 0 {
                semantic.index.to_string()
            } else {
                String::new()
            };
            diags.error(
                Code::BAD_SEMANTIC,
                semantic.span,
                format!(
                    "The semantic '{}{index}' is used twice in the entry point's {what}. Give each its own.",
                    semantic.name
                ),
            );
        } else {
            seen.push(key);
        }
    }
}

fn stage_word(stage: Stage) -> &'static str {
    match stage {
        Stage::Vertex => "vertex",
        Stage::Pixel => "pixel",
        Stage::Compute => "compute",
    }
}

fn merge_interpolation(outer: Interpolation, inner: Interpolation) -> Interpolation {
    Interpolation {
        nointerpolation: outer.nointerpolation || inner.nointerpolation,
        linear: outer.linear || inner.linear,
        centroid: outer.centroid || inner.centroid,
        noperspective: outer.noperspective || inner.noperspective,
        sample: outer.sample || inner.sample,
    }
}

/// How many locations a stage variable of this type takes (notes §3.2).
pub fn location_count(types: &TypeArena, ty: TypeId) -> u32 {
    location_count_at(types, ty, 0)
}

fn location_count_at(types: &TypeArena, ty: TypeId, depth: u32) -> u32 {
    if depth > MAX_DEPTH {
        return 1;
    }
    match types.get(ty) {
        Type::Scalar(_) => 1,
        Type::Vector { scalar, size } if scalar.width == 64 && size > 2 => 2,
        Type::Vector { .. } => 1,
        Type::Matrix { scalar, rows, cols } => {
            let per_row = if scalar.width == 64 && cols > 2 { 2 } else { 1 };
            rows as u32 * per_row
        }
        Type::Array { element, length } => {
            length
                .max(1)
                .saturating_mul(location_count_at(types, element, depth + 1))
        }
        Type::Struct(s) => types
            .struct_def(s)
            .map(|d| {
                d.members
                    .iter()
                    .map(|m| location_count_at(types, m.ty, depth + 1))
                    .fold(0u32, u32::saturating_add)
            })
            .unwrap_or(1),
        _ => 1,
    }
}

fn assign_locations(types: &TypeArena, pending: Vec<Pending>, output: bool) -> Vec<StageVar> {
    // Locations in use, as a bit set over the first 1024 (more is not a real shader).
    const LIMIT: u32 = 1024;
    let mut used = vec![false; LIMIT as usize];
    let claim = |start: u32, count: u32, used: &mut Vec<bool>| {
        for l in start..start.saturating_add(count).min(LIMIT) {
            used[l as usize] = true;
        }
    };
    let mut result: Vec<StageVar> = Vec::with_capacity(pending.len());
    let mut implicit: Vec<usize> = Vec::new();
    // Explicit locations and render targets first; the rest fill the gaps in order.
    for p in pending {
        let mut var = p.var;
        if var.system_value.is_some() {
            result.push(var);
            continue;
        }
        let count = location_count(types, var.ty);
        if let Some(l) = p.explicit_location {
            var.location = Some(l);
            claim(l, count, &mut used);
        } else if output && var.semantic.name.eq_ignore_ascii_case("SV_Target") {
            var.location = Some(var.semantic.index);
            claim(var.semantic.index, count, &mut used);
        } else {
            implicit.push(result.len());
        }
        result.push(var);
    }
    for i in implicit {
        let Some(var) = result.get_mut(i) else {
            continue;
        };
        let count = location_count(types, var.ty).clamp(1, LIMIT);
        let mut start = 0u32;
        while start + count < LIMIT
            && used[start as usize..(start + count) as usize]
                .iter()
                .any(|&u| u)
        {
            start += 1;
        }
        claim(start, count, &mut used);
        var.location = Some(start);
    }
    result
}
