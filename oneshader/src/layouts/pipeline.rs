//! [`PipelineLayout`]: the entry points that run together (or share one layout), merged.
//!
//! Input: entry layouts. Output: one resource per slot with the union of its stages, the merged
//! push-constant block, the vertex input. Rules: resources at one Vulkan set and binding must
//! agree on kind, count and type (`try_create_union` also on texel type and storage format);
//! push-constant blocks of one name and size are shared, blocks of different structs merge into
//! one range, sized to the largest, when the members that overlap in bytes agree. A combined
//! pair's sampler shares its texture's slot and is keyed apart from it.
//! Sets and WebGPU groups above [`MAX_SET`] are `Unsupported`: the API layouts list every set
//! up to the highest, so a huge set number would be a huge allocation.

use super::entry::{EntryLayout, PushConstantLayout, ResourceLayout};
use super::error::{LayoutError, LayoutErrorKind};
use super::vertex::VertexLayout;
use super::ShaderStages;
use crate::reflect::model::{ReflectedType, ShaderReflection};
use crate::target::{CompileTarget, Stage};

/// Merged layout of several entry points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineLayout {
    /// The entry layouts merged, in the order given.
    pub entries: Vec<EntryLayout>,
    /// Resources sorted by set, binding, then a combined pair's texture before its sampler.
    pub resources: Vec<ResourceLayout>,
    /// The entry points using each resource (parallel to `resources`).
    pub resource_users: Vec<Vec<String>>,
    pub push_constant: Option<PushConstantLayout>,
    /// The vertex entry point's input (the first one's, in a union).
    pub vertex: Option<VertexLayout>,
    /// Targets compiled for every merged entry point.
    pub targets: Vec<CompileTarget>,
}

/// The highest descriptor set (Vulkan) or bind group (WebGPU) a pipeline layout accepts. Both
/// layouts list every set from 0 up to the highest used, so a stray `space4000000000` would
/// otherwise allocate billions of empty sets; devices bind a few dozen at most.
pub const MAX_SET: u32 = 1023;

/// `Unsupported` when a resource or push block of `entry` sits in a Vulkan set or WebGPU group
/// above [`MAX_SET`].
fn check_set_numbers(entry: &EntryLayout) -> Result<(), LayoutError> {
    let resources = entry.resources.iter().flat_map(|r| {
        [
            (r.name.as_str(), "set", r.set),
            (r.name.as_str(), "WebGPU group", r.wgsl_group),
        ]
    });
    let push = entry
        .push_constant
        .iter()
        .map(|p| (p.name.as_str(), "WebGPU group", p.wgsl_group));
    match resources.chain(push).find(|(_, _, number)| *number > MAX_SET) {
        None => Ok(()),
        Some((name, what, number)) => Err(LayoutError::new(
            LayoutErrorKind::Unsupported,
            format!(
                "'{name}' of entry point '{}' is in {what} {number}, but a pipeline layout lists every {what} from 0 up to the highest one and goes up to {what} {MAX_SET} at most. Use a lower register space or [[vk::binding]] set.",
                entry.name
            ),
        )),
    }
}

fn slot_key(r: &ResourceLayout) -> (u32, u32, bool) {
    (r.set, r.binding, r.is_combined_sampler())
}

/// Do overlapping members of two push blocks have one type at one offset?
fn push_members_agree(a: &ReflectedType, b: &ReflectedType) -> bool {
    a.members.iter().all(|ma| {
        let a_end = u64::from(ma.offset) + u64::from(ma.ty.size);
        b.members.iter().all(|mb| {
            let b_end = u64::from(mb.offset) + u64::from(mb.ty.size);
            let overlap = u64::from(ma.offset) < b_end && u64::from(mb.offset) < a_end;
            !overlap || (ma.offset == mb.offset && ma.ty == mb.ty)
        })
    })
}

impl PipelineLayout {
    /// The subgroup operation classes any merged entry point needs (Vulkan's
    /// `VkSubgroupFeatureFlagBits`; compare with the device's `subgroupSupportedOperations`).
    pub fn subgroup_operations(&self) -> u32 {
        self.entries
            .iter()
            .fold(0, |bits, e| bits | e.subgroup_operations)
    }

    /// The pipeline of a whole file, as the spec's `Sprite.Pipeline`: its vertex and pixel entry
    /// points, or its one compute entry point.
    pub fn create(reflection: &ShaderReflection) -> Result<PipelineLayout, LayoutError> {
        let graphics: Vec<&str> = reflection
            .entry_points
            .iter()
            .filter(|e| e.stage != Stage::Compute)
            .map(|e| e.name.as_str())
            .collect();
        let names: Vec<&str> = if graphics.is_empty() {
            reflection
                .entry_points
                .iter()
                .map(|e| e.name.as_str())
                .collect()
        } else {
            graphics
        };
        let entries = names
            .iter()
            .map(|n| EntryLayout::try_create(reflection, n))
            .collect::<Result<Vec<_>, _>>()?;
        PipelineLayout::try_create(&entries)
    }

    /// Entry points that run together in one pipeline: one per stage, vertex and pixel or one
    /// compute. Conflicts are `ResourceConflict`, `DuplicateStage`, `StageMismatch` or
    /// `PushConstantConflict`.
    pub fn try_create(entries: &[EntryLayout]) -> Result<PipelineLayout, LayoutError> {
        for (i, a) in entries.iter().enumerate() {
            for b in entries.iter().skip(i + 1) {
                if a.stage == b.stage {
                    return Err(LayoutError::new(
                        LayoutErrorKind::DuplicateStage,
                        format!(
                            "Entry points '{}' and '{}' are both {} shaders, and a pipeline has one entry point per stage. Use PipelineLayout::try_create_union for one layout shared by several pipelines.",
                            a.name, b.name, a.stage
                        ),
                    ));
                }
            }
        }
        let compute = entries.iter().find(|e| e.stage == Stage::Compute);
        let graphics = entries.iter().find(|e| e.stage != Stage::Compute);
        if let (Some(c), Some(g)) = (compute, graphics) {
            return Err(LayoutError::new(
                LayoutErrorKind::StageMismatch,
                format!(
                    "Entry point '{}' is a compute shader and '{}' a {} shader; they cannot run in one pipeline. Build a layout for each, or use PipelineLayout::try_create_union to share one.",
                    c.name, g.name, g.stage
                ),
            ));
        }
        Self::merge(entries, false)
    }

    /// One layout for many entry points, several per stage (a material system's shared layout).
    pub fn try_create_union(entries: &[EntryLayout]) -> Result<PipelineLayout, LayoutError> {
        Self::merge(entries, true)
    }

    fn merge(entries: &[EntryLayout], union: bool) -> Result<PipelineLayout, LayoutError> {
        if entries.is_empty() {
            return Err(LayoutError::new(
                LayoutErrorKind::StageMismatch,
                "A pipeline layout needs at least one entry point. Pass the entry layouts that run together.",
            ));
        }
        for entry in entries {
            check_set_numbers(entry)?;
        }
        let mut resources: Vec<ResourceLayout> = Vec::new();
        let mut users: Vec<Vec<String>> = Vec::new();
        for entry in entries {
            for r in &entry.resources {
                let Some(at) = resources.iter().position(|m| slot_key(m) == slot_key(r)) else {
                    resources.push(r.clone());
                    users.push(vec![entry.name.clone()]);
                    continue;
                };
                let (Some(m), Some(u)) = (resources.get_mut(at), users.get_mut(at)) else {
                    continue;
                };
                let agree = m.kind == r.kind
                    && m.count == r.count
                    && m.resource_type == r.resource_type
                    && (!union || (m.hlsl_type == r.hlsl_type && m.image_format == r.image_format));
                if !agree {
                    let first = u.first().cloned().unwrap_or_default();
                    return Err(LayoutError::new(
                        LayoutErrorKind::ResourceConflict,
                        format!(
                            "Set {} binding {} is {} in entry point '{}' and {} in entry point '{}'. Entry points that share a layout must agree on a slot's kind, count and type: move one of them to a free binding.",
                            r.set,
                            r.binding,
                            m.describe(),
                            first,
                            r.describe(),
                            entry.name
                        ),
                    ));
                }
                m.stages = m.stages | r.stages;
                m.dynamic_offset |= r.dynamic_offset;
                if !u.contains(&entry.name) {
                    u.push(entry.name.clone());
                }
            }
        }
        let mut order: Vec<usize> = (0..resources.len()).collect();
        order.sort_by_key(|i| resources.get(*i).map(slot_key));
        let resource_users = order
            .iter()
            .filter_map(|i| users.get(*i).cloned())
            .collect();
        let resources = order
            .iter()
            .filter_map(|i| resources.get(*i).cloned())
            .collect();

        let mut push: Option<(PushConstantLayout, String)> = None;
        for entry in entries {
            let Some(p) = &entry.push_constant else {
                continue;
            };
            let Some((m, first)) = &mut push else {
                push = Some((p.clone(), entry.name.clone()));
                continue;
            };
            let same_block = m.name == p.name && m.size == p.size;
            if !same_block && !push_members_agree(&m.layout, &p.layout) {
                return Err(LayoutError::new(
                    LayoutErrorKind::PushConstantConflict,
                    format!(
                        "The push-constant block '{}' of entry point '{}' and '{}' of entry point '{}' overlap with different members. Give the entry points one push-constant struct, or members of the same type at the same offsets.",
                        m.name, first, p.name, entry.name
                    ),
                ));
            }
            m.stages = m.stages | p.stages;
            if p.size > m.size {
                m.size = p.size;
                m.layout = p.layout.clone();
            }
        }
        let vertex = entries.iter().find_map(|e| e.vertex.clone());
        let targets = entries
            .first()
            .map(|e| {
                e.targets
                    .iter()
                    .copied()
                    .filter(|t| entries.iter().all(|o| o.targets.contains(t)))
                    .collect()
            })
            .unwrap_or_default();
        Ok(PipelineLayout {
            entries: entries.to_vec(),
            resources,
            resource_users,
            push_constant: push.map(|(p, _)| p),
            vertex,
            targets,
        })
    }

    /// Every stage of the merged entry points.
    pub fn stages(&self) -> ShaderStages {
        self.entries.iter().map(|e| e.stage).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::model::{ReflectedMember, ReflectedScalar, ReflectedTypeKind};

    fn scalar(s: ReflectedScalar) -> ReflectedType {
        ReflectedType {
            kind: ReflectedTypeKind::Scalar,
            scalar: s,
            size: 4,
            alignment: 4,
            ..ReflectedType::default()
        }
    }

    fn block(members: &[(u32, ReflectedScalar)]) -> ReflectedType {
        ReflectedType {
            kind: ReflectedTypeKind::Struct,
            members: members
                .iter()
                .map(|(offset, s)| ReflectedMember {
                    name: format!("m{offset}"),
                    offset: *offset,
                    ty: scalar(*s),
                })
                .collect(),
            ..ReflectedType::default()
        }
    }

    #[test]
    fn push_blocks_agree_only_where_their_bytes_overlap() {
        use ReflectedScalar::{Float, UInt};
        let a = block(&[(0, Float), (4, Float)]);
        assert!(push_members_agree(
            &a,
            &block(&[(0, Float), (4, Float), (8, UInt)])
        ));
        assert!(push_members_agree(&a, &block(&[(8, UInt)])));
        assert!(!push_members_agree(&a, &block(&[(0, Float), (4, UInt)])));
        assert!(!push_members_agree(&a, &block(&[(2, Float)])));
    }

    #[test]
    fn an_empty_pipeline_and_mixed_stages_are_errors() {
        let err = PipelineLayout::try_create(&[]).expect_err("empty");
        assert_eq!(err.kind, LayoutErrorKind::StageMismatch);
        let entry = |name: &str, stage| EntryLayout {
            name: name.into(),
            stage,
            source: "X.hlsl".into(),
            targets: vec![CompileTarget::SpirV],
            resources: Vec::new(),
            push_constant: None,
            vertex: None,
            workgroup_size: [0; 3],
            spec_constants: Vec::new(),
            subgroup_operations: 0,
        };
        let err =
            PipelineLayout::try_create(&[entry("Cs", Stage::Compute), entry("Vs", Stage::Vertex)])
                .expect_err("mixed");
        assert_eq!(
            err.message,
            "Entry point 'Cs' is a compute shader and 'Vs' a Vertex shader; they cannot run in one pipeline. Build a layout for each, or use PipelineLayout::try_create_union to share one."
        );
        let union = PipelineLayout::try_create_union(&[
            entry("Cs", Stage::Compute),
            entry("Vs", Stage::Vertex),
        ])
        .expect("union");
        assert_eq!(union.stages().to_string(), "Vertex, Compute");
    }
}
