//! Interface compatibility: can a fresh compile replace the shader an application was built
//! against?
//!
//! Input: the reflection the application's generated bindings were made from (`built`) and the
//! reflection of a new compile (`fresh`). Output: a [`CompatReport`], a list of typed
//! [`Difference`]s, each one something the bindings rely on that changed; empty means the new
//! SPIR-V can be swapped in. Incompatible: buffer layouts (member offsets, types, array and
//! matrix strides, sizes), vertex input locations, formats, offsets and stride, each resource's
//! set, binding, kind, count and stages (a stage added), entry points removed or changing stage,
//! compute thread-group sizes, specialization constants removed or changing id or type, and new
//! resources (the generated pipeline layout has no slot for them). Compatible: function bodies,
//! new entry points, new specialization constants, resources used by fewer stages.
//!
//! Invariant: the report's order is deterministic — the built reflection's order first (what
//! changed or went away), then what was added, so "Frame.Tint moved" precedes "Frame.Fog was
//! added", as in the spec.

use crate::reflect::{
    EnumName, ReflectedType, ReflectedTypeKind, ResourceInfo, ShaderReflection, StageVariable,
};
use crate::target::Stage;
use std::fmt;

/// The first line of a rendered incompatible report.
pub const REPORT_HEADER: &str = "incompatible with the compiled-in bindings:";
/// The last line of a rendered incompatible report: what to do.
pub const REPORT_ADVICE: &str = "Rebuild the project to update the generated bindings.";

/// Nested buffer types deeper than this are compared no further (reflection is finite, but a
/// hand-made model could be anything).
const MAX_TYPE_DEPTH: usize = 64;

/// One incompatible change. `path` fields name a buffer member as `Frame.Tint`, with `[]` for
/// the element of an array (`Lights.Items[].Color`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    MemberMoved {
        path: String,
        from: u32,
        to: u32,
    },
    MemberAdded {
        path: String,
        offset: u32,
    },
    MemberRemoved {
        path: String,
        offset: u32,
    },
    TypeChanged {
        path: String,
        from: String,
        to: String,
    },
    SizeChanged {
        path: String,
        from: u32,
        to: u32,
    },
    ArrayStrideChanged {
        path: String,
        from: u32,
        to: u32,
    },
    MatrixStrideChanged {
        path: String,
        from: u32,
        to: u32,
    },
    ResourceAdded {
        name: String,
        set: u32,
        binding: u32,
    },
    ResourceRemoved {
        name: String,
    },
    ResourceSlotChanged {
        name: String,
        from: (u32, u32),
        to: (u32, u32),
    },
    ResourceKindChanged {
        name: String,
        from: String,
        to: String,
    },
    ResourceCountChanged {
        name: String,
        from: u32,
        to: u32,
    },
    /// Stages that use the resource now and did not before.
    ResourceStagesAdded {
        name: String,
        stages: Vec<Stage>,
    },
    PushConstantAdded {
        name: String,
    },
    PushConstantRemoved {
        name: String,
    },
    PushConstantStagesAdded {
        name: String,
        stages: Vec<Stage>,
    },
    EntryPointRemoved {
        name: String,
    },
    EntryPointStageChanged {
        name: String,
        from: Stage,
        to: Stage,
    },
    ThreadGroupSizeChanged {
        entry_point: String,
        from: [u32; 3],
        to: [u32; 3],
    },
    VertexStrideChanged {
        entry_point: String,
        from: u32,
        to: u32,
    },
    VertexInputAdded {
        entry_point: String,
        semantic: String,
    },
    VertexInputRemoved {
        entry_point: String,
        semantic: String,
    },
    VertexInputLocationChanged {
        entry_point: String,
        semantic: String,
        from: Option<u32>,
        to: Option<u32>,
    },
    VertexInputFormatChanged {
        entry_point: String,
        semantic: String,
        from: String,
        to: String,
    },
    VertexInputOffsetChanged {
        entry_point: String,
        semantic: String,
        from: u32,
        to: u32,
    },
    SpecConstantRemoved {
        name: String,
    },
    SpecConstantIdChanged {
        name: String,
        from: u32,
        to: u32,
    },
    SpecConstantTypeChanged {
        name: String,
        from: String,
        to: String,
    },
}

fn stage_list(stages: &[Stage]) -> String {
    let names: Vec<&str> = stages.iter().map(|s| s.name()).collect();
    names.join(", ")
}

fn location(l: Option<u32>) -> String {
    l.map_or_else(
        || "no location (built-in)".to_string(),
        |l| format!("location {l}"),
    )
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Difference as D;
        match self {
            D::MemberMoved { path, from, to } => {
                write!(f, "{path} moved from offset {from} to {to}")
            }
            D::MemberAdded { path, offset } => write!(f, "{path} was added at offset {offset}"),
            D::MemberRemoved { path, offset } => {
                write!(f, "{path} was removed (it was at offset {offset})")
            }
            D::TypeChanged { path, from, to } => {
                write!(f, "{path} changed type from {from} to {to}")
            }
            D::SizeChanged { path, from, to } => {
                write!(f, "{path} changed size from {from} to {to} bytes")
            }
            D::ArrayStrideChanged { path, from, to } => {
                write!(f, "{path} changed array stride from {from} to {to}")
            }
            D::MatrixStrideChanged { path, from, to } => {
                write!(f, "{path} changed matrix stride from {from} to {to}")
            }
            D::ResourceAdded { name, set, binding } => {
                write!(f, "{name} was added at set {set}, binding {binding}")
            }
            D::ResourceRemoved { name } => write!(f, "{name} was removed"),
            D::ResourceSlotChanged { name, from, to } => write!(
                f,
                "{name} moved from set {}, binding {} to set {}, binding {}",
                from.0, from.1, to.0, to.1
            ),
            D::ResourceKindChanged { name, from, to } => {
                write!(f, "{name} changed from {from} to {to}")
            }
            D::ResourceCountChanged { name, from, to } => {
                write!(f, "{name} changed array size from {from} to {to}")
            }
            D::ResourceStagesAdded { name, stages } => {
                write!(f, "{name} is now used by the {} stage", stage_list(stages))
            }
            D::PushConstantAdded { name } => write!(f, "push constants {name} were added"),
            D::PushConstantRemoved { name } => write!(f, "push constants {name} were removed"),
            D::PushConstantStagesAdded { name, stages } => {
                write!(
                    f,
                    "push constants {name} are now used by the {} stage",
                    stage_list(stages)
                )
            }
            D::EntryPointRemoved { name } => write!(f, "entry point {name} was removed"),
            D::EntryPointStageChanged { name, from, to } => {
                write!(f, "entry point {name} changed stage from {from} to {to}")
            }
            D::ThreadGroupSizeChanged {
                entry_point,
                from,
                to,
            } => write!(
                f,
                "{entry_point} thread-group size changed from ({}, {}, {}) to ({}, {}, {})",
                from[0], from[1], from[2], to[0], to[1], to[2]
            ),
            D::VertexStrideChanged {
                entry_point,
                from,
                to,
            } => {
                write!(f, "{entry_point} vertex stride changed from {from} to {to}")
            }
            D::VertexInputAdded {
                entry_point,
                semantic,
            } => {
                write!(f, "{entry_point} input {semantic} was added")
            }
            D::VertexInputRemoved {
                entry_point,
                semantic,
            } => {
                write!(f, "{entry_point} input {semantic} was removed")
            }
            D::VertexInputLocationChanged {
                entry_point,
                semantic,
                from,
                to,
            } => write!(
                f,
                "{entry_point} input {semantic} moved from {} to {}",
                location(*from),
                location(*to)
            ),
            D::VertexInputFormatChanged {
                entry_point,
                semantic,
                from,
                to,
            } => {
                write!(
                    f,
                    "{entry_point} input {semantic} changed format from {from} to {to}"
                )
            }
            D::VertexInputOffsetChanged {
                entry_point,
                semantic,
                from,
                to,
            } => {
                write!(
                    f,
                    "{entry_point} input {semantic} moved from offset {from} to {to}"
                )
            }
            D::SpecConstantRemoved { name } => {
                write!(f, "specialization constant {name} was removed")
            }
            D::SpecConstantIdChanged { name, from, to } => {
                write!(
                    f,
                    "specialization constant {name} changed id from {from} to {to}"
                )
            }
            D::SpecConstantTypeChanged { name, from, to } => {
                write!(
                    f,
                    "specialization constant {name} changed type from {from} to {to}"
                )
            }
        }
    }
}

/// The outcome of [`compare`]: every incompatible difference, in a deterministic order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompatReport {
    pub differences: Vec<Difference>,
}

impl CompatReport {
    /// No difference: the new compile can replace the old one.
    pub fn is_compatible(&self) -> bool {
        self.differences.is_empty()
    }
}

impl fmt::Display for CompatReport {
    /// "compatible" alone, or the header, one indented line per difference and the advice.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_compatible() {
            return f.write_str("compatible");
        }
        writeln!(f, "{REPORT_HEADER}")?;
        for d in &self.differences {
            writeln!(f, "  {d}")?;
        }
        f.write_str(REPORT_ADVICE)
    }
}

/// Compares what the bindings were built against with a fresh compile's reflection.
pub fn compare(built: &ShaderReflection, fresh: &ShaderReflection) -> CompatReport {
    let mut out = Vec::new();
    compare_resources(built, fresh, &mut out);
    compare_push_constants(built, fresh, &mut out);
    compare_entry_points(built, fresh, &mut out);
    compare_spec_constants(built, fresh, &mut out);
    CompatReport { differences: out }
}

/// The Vulkan slot bindings use: the SPIR-V one, else the first target's.
fn slot_of(r: &ResourceInfo) -> Option<(u32, u32)> {
    r.slots
        .iter()
        .find(|s| s.target == crate::target::CompileTarget::SpirV)
        .or_else(|| r.slots.first())
        .map(|s| (s.set, s.binding))
}

fn stages_added(built: &[Stage], fresh: &[Stage]) -> Vec<Stage> {
    fresh
        .iter()
        .copied()
        .filter(|s| !built.contains(s))
        .collect()
}

/// One item of `built` or `fresh`, paired with its counterpart of the same key.
enum Matched<'a, T> {
    Removed(&'a T),
    Kept(&'a T, &'a T),
    Added(&'a T),
}

/// Pairs items by key: `built`'s items in order (removed or kept), then `fresh`'s new ones, so
/// reports list differences in a stable order.
fn match_by<'a, T, K: PartialEq>(
    built: &'a [T],
    fresh: &'a [T],
    key: impl Fn(&T) -> K,
) -> Vec<Matched<'a, T>> {
    let mut out: Vec<Matched<'a, T>> = built
        .iter()
        .map(|old| {
            let k = key(old);
            match fresh.iter().find(|new| key(new) == k) {
                Some(new) => Matched::Kept(old, new),
                None => Matched::Removed(old),
            }
        })
        .collect();
    for new in fresh {
        let k = key(new);
        if !built.iter().any(|old| key(old) == k) {
            out.push(Matched::Added(new));
        }
    }
    out
}

fn compare_resources(
    built: &ShaderReflection,
    fresh: &ShaderReflection,
    out: &mut Vec<Difference>,
) {
    for matched in match_by(&built.resources, &fresh.resources, |r| r.name.clone()) {
        let (old, new) = match matched {
            Matched::Removed(old) => {
                out.push(Difference::ResourceRemoved {
                    name: old.name.clone(),
                });
                continue;
            }
            Matched::Added(new) => {
                let (set, binding) = slot_of(new).unwrap_or((0, 0));
                out.push(Difference::ResourceAdded {
                    name: new.name.clone(),
                    set,
                    binding,
                });
                continue;
            }
            Matched::Kept(old, new) => (old, new),
        };
        let name = &old.name;
        if let (Some(from), Some(to)) = (slot_of(old), slot_of(new)) {
            if from != to {
                out.push(Difference::ResourceSlotChanged {
                    name: name.clone(),
                    from,
                    to,
                });
            }
        }
        if old.kind != new.kind
            || old.resource_type != new.resource_type
            || old.hlsl_type != new.hlsl_type
        {
            let show = |r: &ResourceInfo| {
                if r.hlsl_type.is_empty() {
                    r.resource_type.name().to_string()
                } else {
                    r.hlsl_type.clone()
                }
            };
            out.push(Difference::ResourceKindChanged {
                name: name.clone(),
                from: show(old),
                to: show(new),
            });
        }
        if old.count != new.count {
            out.push(Difference::ResourceCountChanged {
                name: name.clone(),
                from: old.count,
                to: new.count,
            });
        }
        let added = stages_added(&old.stages, &new.stages);
        if !added.is_empty() {
            out.push(Difference::ResourceStagesAdded {
                name: name.clone(),
                stages: added,
            });
        }
        if let (Some(a), Some(b)) = (&old.layout, &new.layout) {
            compare_type(name, a, b, 0, out);
        }
    }
}

fn compare_push_constants(
    built: &ShaderReflection,
    fresh: &ShaderReflection,
    out: &mut Vec<Difference>,
) {
    for matched in match_by(&built.push_constants, &fresh.push_constants, |p| {
        p.name.clone()
    }) {
        match matched {
            Matched::Removed(old) => out.push(Difference::PushConstantRemoved {
                name: old.name.clone(),
            }),
            Matched::Added(new) => out.push(Difference::PushConstantAdded {
                name: new.name.clone(),
            }),
            Matched::Kept(old, new) => {
                let added = stages_added(&old.stages, &new.stages);
                if !added.is_empty() {
                    out.push(Difference::PushConstantStagesAdded {
                        name: old.name.clone(),
                        stages: added,
                    });
                }
                compare_type(&old.name, &old.layout, &new.layout, 0, out);
            }
        }
    }
}

fn compare_entry_points(
    built: &ShaderReflection,
    fresh: &ShaderReflection,
    out: &mut Vec<Difference>,
) {
    for old in &built.entry_points {
        let Some(new) = fresh.entry_point(&old.name) else {
            out.push(Difference::EntryPointRemoved {
                name: old.name.clone(),
            });
            continue;
        };
        if old.stage != new.stage {
            out.push(Difference::EntryPointStageChanged {
                name: old.name.clone(),
                from: old.stage,
                to: new.stage,
            });
            continue;
        }
        if old.stage == Stage::Compute && old.workgroup_size != new.workgroup_size {
            out.push(Difference::ThreadGroupSizeChanged {
                entry_point: old.name.clone(),
                from: old.workgroup_size,
                to: new.workgroup_size,
            });
        }
        if old.stage == Stage::Vertex {
            compare_vertex_inputs(&old.name, &old.inputs, &new.inputs, out);
            if old.vertex_stride != new.vertex_stride {
                out.push(Difference::VertexStrideChanged {
                    entry_point: old.name.clone(),
                    from: old.vertex_stride,
                    to: new.vertex_stride,
                });
            }
        }
    }
}

/// Vertex inputs are matched by semantic (`TEXCOORD1`); built-ins are not vertex data.
fn compare_vertex_inputs(
    entry: &str,
    built: &[StageVariable],
    fresh: &[StageVariable],
    out: &mut Vec<Difference>,
) {
    let semantic =
        |v: &StageVariable| format!("{}{}", v.semantic.to_ascii_uppercase(), v.semantic_index);
    fn data(vars: &[StageVariable]) -> Vec<&StageVariable> {
        vars.iter().filter(|v| v.location.is_some()).collect()
    }
    let (built, fresh) = (data(built), data(fresh));
    for matched in match_by(&built, &fresh, |v| semantic(v)) {
        let (old, new) = match matched {
            Matched::Removed(old) => {
                out.push(Difference::VertexInputRemoved {
                    entry_point: entry.to_string(),
                    semantic: semantic(old),
                });
                continue;
            }
            Matched::Added(new) => {
                out.push(Difference::VertexInputAdded {
                    entry_point: entry.to_string(),
                    semantic: semantic(new),
                });
                continue;
            }
            Matched::Kept(old, new) => (old, new),
        };
        let sem = semantic(old);
        if old.location != new.location {
            out.push(Difference::VertexInputLocationChanged {
                entry_point: entry.to_string(),
                semantic: sem.clone(),
                from: old.location,
                to: new.location,
            });
        }
        if old.format != new.format {
            let show =
                |f: Option<crate::types::VertexFormat>| f.map_or("none", |f| f.name()).to_string();
            out.push(Difference::VertexInputFormatChanged {
                entry_point: entry.to_string(),
                semantic: sem.clone(),
                from: show(old.format),
                to: show(new.format),
            });
        }
        if old.offset != new.offset {
            out.push(Difference::VertexInputOffsetChanged {
                entry_point: entry.to_string(),
                semantic: sem,
                from: old.offset,
                to: new.offset,
            });
        }
    }
}

fn compare_spec_constants(
    built: &ShaderReflection,
    fresh: &ShaderReflection,
    out: &mut Vec<Difference>,
) {
    for old in &built.spec_constants {
        let Some(new) = fresh.spec_constants.iter().find(|c| c.name == old.name) else {
            out.push(Difference::SpecConstantRemoved {
                name: old.name.clone(),
            });
            continue;
        };
        if old.id != new.id {
            out.push(Difference::SpecConstantIdChanged {
                name: old.name.clone(),
                from: old.id,
                to: new.id,
            });
        }
        if old.ty != new.ty {
            out.push(Difference::SpecConstantTypeChanged {
                name: old.name.clone(),
                from: old.ty.name().to_string(),
                to: new.ty.name().to_string(),
            });
        }
    }
}

/// HLSL-like spelling of a reflected type for messages (`float4`, `float4x4`, `Light[4]`).
pub fn type_name(t: &ReflectedType) -> String {
    type_name_at(t, 0)
}

fn type_name_at(t: &ReflectedType, depth: usize) -> String {
    let scalar = match t.scalar {
        crate::reflect::ReflectedScalar::Bool => "bool",
        crate::reflect::ReflectedScalar::Int => "int",
        crate::reflect::ReflectedScalar::UInt => "uint",
        crate::reflect::ReflectedScalar::Float => "float",
        crate::reflect::ReflectedScalar::Half => "half",
        crate::reflect::ReflectedScalar::Double => "double",
        crate::reflect::ReflectedScalar::Int16 => "int16_t",
        crate::reflect::ReflectedScalar::UInt16 => "uint16_t",
        crate::reflect::ReflectedScalar::Int64 => "int64_t",
        crate::reflect::ReflectedScalar::UInt64 => "uint64_t",
    };
    match t.kind {
        ReflectedTypeKind::Scalar => scalar.to_string(),
        ReflectedTypeKind::Vector => format!("{scalar}{}", t.rows),
        ReflectedTypeKind::Matrix => {
            let packing = match t.packing {
                crate::types::MatrixPacking::RowMajor => "row_major ",
                crate::types::MatrixPacking::ColumnMajor => "",
            };
            format!("{packing}{scalar}{}x{}", t.rows, t.columns)
        }
        ReflectedTypeKind::Struct => {
            if t.name.is_empty() {
                "struct".to_string()
            } else {
                t.name.clone()
            }
        }
        ReflectedTypeKind::Array => {
            let element = match (&t.element, depth < MAX_TYPE_DEPTH) {
                (Some(e), true) => type_name_at(e, depth + 1),
                _ => "?".to_string(),
            };
            if t.length == 0 {
                format!("{element}[]")
            } else {
                format!("{element}[{}]", t.length)
            }
        }
    }
}

/// Whether two types have the same shape at this level (kind, scalar, dimensions, struct name,
/// array length); layout numbers and nested members are compared separately.
fn same_shape(a: &ReflectedType, b: &ReflectedType) -> bool {
    a.kind == b.kind
        && match a.kind {
            ReflectedTypeKind::Scalar => a.scalar == b.scalar,
            ReflectedTypeKind::Vector => a.scalar == b.scalar && a.rows == b.rows,
            ReflectedTypeKind::Matrix => {
                a.scalar == b.scalar
                    && a.rows == b.rows
                    && a.columns == b.columns
                    && a.packing == b.packing
            }
            ReflectedTypeKind::Array => a.length == b.length,
            ReflectedTypeKind::Struct => true,
        }
}

/// Compares a type at `path`. A size change is reported only when nothing inside explains it
/// (a moved or added member already says the struct grew).
fn compare_type(
    path: &str,
    a: &ReflectedType,
    b: &ReflectedType,
    depth: usize,
    out: &mut Vec<Difference>,
) {
    if depth > MAX_TYPE_DEPTH {
        return;
    }
    if !same_shape(a, b) {
        out.push(Difference::TypeChanged {
            path: path.to_string(),
            from: type_name(a),
            to: type_name(b),
        });
        return;
    }
    let before = out.len();
    match a.kind {
        ReflectedTypeKind::Matrix if a.matrix_stride != b.matrix_stride => {
            out.push(Difference::MatrixStrideChanged {
                path: path.to_string(),
                from: a.matrix_stride,
                to: b.matrix_stride,
            });
        }
        ReflectedTypeKind::Array => {
            if let (Some(ea), Some(eb)) = (&a.element, &b.element) {
                compare_type(&format!("{path}[]"), ea, eb, depth + 1, out);
            }
            if a.stride != b.stride && out.len() == before {
                out.push(Difference::ArrayStrideChanged {
                    path: path.to_string(),
                    from: a.stride,
                    to: b.stride,
                });
            }
        }
        ReflectedTypeKind::Struct => compare_members(path, a, b, depth, out),
        _ => {}
    }
    if a.size != b.size && out.len() == before {
        out.push(Difference::SizeChanged {
            path: path.to_string(),
            from: a.size,
            to: b.size,
        });
    }
}

fn compare_members(
    path: &str,
    a: &ReflectedType,
    b: &ReflectedType,
    depth: usize,
    out: &mut Vec<Difference>,
) {
    for old in &a.members {
        let member_path = format!("{path}.{}", old.name);
        let Some(new) = b.members.iter().find(|m| m.name == old.name) else {
            out.push(Difference::MemberRemoved {
                path: member_path,
                offset: old.offset,
            });
            continue;
        };
        if old.offset != new.offset {
            out.push(Difference::MemberMoved {
                path: member_path.clone(),
                from: old.offset,
                to: new.offset,
            });
        }
        compare_type(&member_path, &old.ty, &new.ty, depth + 1, out);
    }
    for new in &b.members {
        if !a.members.iter().any(|m| m.name == new.name) {
            out.push(Difference::MemberAdded {
                path: format!("{path}.{}", new.name),
                offset: new.offset,
            });
        }
    }
}

#[cfg(test)]
#[path = "compat_tests.rs"]
mod tests;
