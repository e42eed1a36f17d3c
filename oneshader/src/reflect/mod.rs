//! Reflection: what a compiled shader binds and exposes, and its two file formats.
//!
//! [`model`] holds the data ([`ShaderReflection`] and its parts), filled from the checked
//! program by the driver; [`text`] writes and reads the line-based reflection file format,
//! version 1; [`json`] writes the command-line tool's JSON, schema version 1. Both writers are
//! deterministic: equal models give identical bytes.
//!
//! Versions (`docs/reflection.md`): a new optional key, attribute or record with a stated
//! default keeps the version, and writers leave it out at its default; removing, renaming or
//! changing the meaning of anything raises it. Readers refuse other versions, ignore what they
//! do not know, take the default for what is absent and reject enum values they do not know.

pub mod build;
pub mod json;
pub mod model;
pub mod text;

pub use build::build;
pub use json::to_json;
pub use model::*;
pub use text::{from_text, to_text, TextFormatError};

/// The reflection of the spec's `Shaders/Sprite.hlsl`, built by hand, for the writers' tests.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;
    use crate::diag::DiagnosticBag;
    use crate::sema::layout::{layout_of, LayoutRules};
    use crate::source::Span;
    use crate::target::{CompileTarget, Stage};
    use crate::types::VertexFormat;
    use crate::types::{MatrixPacking, ResourceType, Scalar, StructDef, StructMember, TypeArena};

    fn var(
        name: &str,
        semantic: &str,
        index: u32,
        location: Option<u32>,
        components: u32,
    ) -> StageVariable {
        let mut v = StageVariable::new(name, semantic, index, ReflectedScalar::Float, components);
        v.location = location;
        v
    }

    pub(crate) fn sprite() -> ShaderReflection {
        let mut types = TypeArena::new();
        let m44 = types.matrix(Scalar::FLOAT, 4, 4);
        let f4 = types.vector(Scalar::FLOAT, 4);
        let frame = types.add_struct(StructDef {
            name: "Frame".into(),
            members: vec![
                StructMember::new("ViewProjection", m44, Span::default()),
                StructMember::new("Tint", f4, Span::default()),
            ],
            span: Span::default(),
        });
        let mut diags = DiagnosticBag::new();
        let layout = layout_of(
            &types,
            frame,
            MatrixPacking::ColumnMajor,
            LayoutRules::CONSTANT_BUFFER,
            &mut diags,
        );
        let spirv = |set, binding| vec![TargetSlot::new(CompileTarget::SpirV, set, binding)];

        let mut r = ShaderReflection::new("Shaders/Sprite.hlsl", vec![CompileTarget::SpirV]);
        let (rtype, kind) = ResourceTypeKind::of(ResourceType::ConstantBuffer { element: frame });
        let mut cb = ResourceInfo::new("Frame", kind, rtype, "", 1);
        cb.add_stage(Stage::Vertex);
        cb.slots = spirv(0, 0);
        cb.layout = Some(ReflectedType::from_layout(&types, &layout));
        let mut atlas = ResourceInfo::new(
            "Atlas",
            ResourceKind::SampledTexture,
            ResourceTypeKind::Texture2D,
            "Texture2D<float4>",
            1,
        );
        atlas.add_stage(Stage::Pixel);
        atlas.slots = spirv(0, 1);
        let mut sampler = ResourceInfo::new(
            "AtlasSampler",
            ResourceKind::Sampler,
            ResourceTypeKind::SamplerState,
            "SamplerState",
            1,
        );
        sampler.add_stage(Stage::Pixel);
        sampler.slots = spirv(0, 2);
        r.resources = vec![cb, atlas, sampler];

        let mut vs = EntryPointInfo::new("VSMain", Stage::Vertex);
        vs.vertex_stride = 20;
        let formats = [
            (VertexFormat::Float32x2, 0),
            (VertexFormat::Float32x2, 8),
            (VertexFormat::Unorm8x4, 16),
        ];
        vs.inputs = vec![
            var("i.Position", "POSITION", 0, Some(0), 2),
            var("i.Uv", "TEXCOORD", 0, Some(1), 2),
            var("i.Color", "COLOR", 0, Some(2), 4),
        ];
        for (v, (format, offset)) in vs.inputs.iter_mut().zip(formats) {
            v.format = Some(format);
            v.offset = offset;
        }
        let mut position = var("Position", "SV_Position", 0, None, 4);
        position.built_in = BuiltIn::Position;
        vs.outputs = vec![
            position,
            var("Uv", "TEXCOORD", 0, Some(0), 2),
            var("Color", "COLOR", 0, Some(1), 4),
        ];
        vs.used_resources = vec!["Frame".into()];

        let mut ps = EntryPointInfo::new("PSMain", Stage::Pixel);
        let mut frag = var("i.Position", "SV_Position", 0, None, 4);
        frag.built_in = BuiltIn::FragCoord;
        ps.inputs = vec![
            frag,
            var("i.Uv", "TEXCOORD", 0, Some(0), 2),
            var("i.Color", "COLOR", 0, Some(1), 4),
        ];
        ps.outputs = vec![var("PSMain", "SV_Target", 0, Some(0), 4)];
        ps.used_resources = vec!["Atlas".into(), "AtlasSampler".into()];
        r.entry_points = vec![vs, ps];
        r
    }
}
