//! [`ShaderPack`]: a loaded pack as a Bevy asset, and its variant lookups.
//!
//! Input: a validated [`Pack`] and the labeled `Shader` sub-assets the loader added for it (one
//! per shader, variant and entry point, in the pack's order). Output: lookups by shader name and
//! key (untyped `(axis, value)` pairs, axis positions, a variant name, or a generated typed key)
//! that give a [`PackVariant`]: the `Handle<Shader>` of each entry point, the reflection and the
//! pipeline layout. Invariants: every variant of every shader has its reflection parsed and one
//! handle per entry point it was compiled with; lookups never allocate except
//! [`PackVariant::layout`], which builds a layout value.

use crate::hlsl::ShaderFormat;
use bevy::asset::{Asset, Handle};
use bevy::reflect::TypePath;
use bevy::shader::Shader;
use oneshader::layouts::{LayoutError, PipelineLayout};
use oneshader::reflect::ShaderReflection;
use oneshader::CompileTarget;
use oneshader_pack::runtime::{CompatError, TypedShader, VariantKey};
use oneshader_pack::{KeyError, Pack, ShaderRef, VariantRef};

/// The label of an entry point's `Shader` sub-asset: `Material/AlphaTestOn_LightingPbr/PSMain`,
/// so `asset_server.load::<Shader>("shaders/materials.ospack#Material/AlphaTestOn_LightingPbr/PSMain")`
/// addresses it directly.
pub fn shader_label(shader: &str, variant: &str, entry_point: &str) -> String {
    format!("{shader}/{variant}/{entry_point}")
}

/// An entry point's `Shader` sub-asset and its label.
#[derive(Debug)]
pub(crate) struct LoadedEntry {
    pub entry_point: String,
    /// The label of the sub-asset; byte-identical outputs share the first one's.
    pub label: String,
    pub shader: Handle<Shader>,
}

/// One variant's loaded parts.
#[derive(Debug)]
pub(crate) struct LoadedVariant {
    /// In the pack's entry order.
    pub entries: Vec<LoadedEntry>,
    pub reflection: ShaderReflection,
}

/// A shader pack loaded from an `.ospack` file or baked from a `.pack.ron` manifest at load time.
#[derive(Asset, TypePath)]
pub struct ShaderPack {
    pack: Pack,
    format: ShaderFormat,
    /// `[shader][variant]`, in the pack's order.
    variants: Vec<Vec<LoadedVariant>>,
}

impl std::fmt::Debug for ShaderPack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShaderPack")
            .field(
                "shaders",
                &self.pack.shaders().map(|s| s.name()).collect::<Vec<_>>(),
            )
            .field("format", &self.format)
            .finish()
    }
}

impl ShaderPack {
    pub(crate) fn new(pack: Pack, format: ShaderFormat, variants: Vec<Vec<LoadedVariant>>) -> Self {
        ShaderPack {
            pack,
            format,
            variants,
        }
    }

    /// The validated pack (blobs of every target, the manifest).
    pub fn pack(&self) -> &Pack {
        &self.pack
    }

    /// The form of the `Shader` sub-assets (WGSL or SPIR-V).
    pub fn format(&self) -> ShaderFormat {
        self.format
    }

    /// The target whose outputs became the `Shader` sub-assets.
    pub fn target(&self) -> CompileTarget {
        self.format.target()
    }

    /// A shader of the pack by name (`"Material"`).
    pub fn shader(&self, name: &str) -> Option<PackShader<'_>> {
        let shader = self.pack.shader(name)?;
        let index = self.pack.shaders().position(|s| s.name() == name)?;
        Some(PackShader {
            asset: self,
            shader,
            index,
        })
    }

    /// The shader whose bindings the generated key type `K` comes from (`material::Key`), if the
    /// pack's interface fingerprint for it equals the generated one; otherwise the
    /// [`CompatError`] naming what changed (a re-baked pack whose interface moved, for example).
    pub fn typed<K: VariantKey>(&self) -> Result<TypedPackShader<'_, K>, CompatError> {
        let typed = self.pack.typed::<K>()?;
        let Some(shader) = self.shader(K::SHADER.name) else {
            // `typed` found the shader by this name, so the loaded asset has it too.
            return Err(CompatError {
                shader: K::SHADER.name.to_string(),
                changes: vec!["the shader is missing from the loaded pack".to_string()],
            });
        };
        Ok(TypedPackShader { shader, typed })
    }

    /// The variant of a generated key (`material::Key::new(true, material::LightingValue::Pbr)`),
    /// after the fingerprint check of [`Self::typed`].
    pub fn variant_for<K: VariantKey>(&self, key: K) -> Result<PackVariant<'_>, CompatError> {
        Ok(self.typed::<K>()?.variant(key))
    }

    /// The shaders in the pack's order.
    pub fn shaders(&self) -> impl Iterator<Item = PackShader<'_>> {
        self.pack
            .shaders()
            .enumerate()
            .map(move |(index, shader)| PackShader {
                asset: self,
                shader,
                index,
            })
    }
}

/// A shader of a loaded pack.
#[derive(Clone, Copy)]
pub struct PackShader<'a> {
    asset: &'a ShaderPack,
    shader: ShaderRef<'a>,
    index: usize,
}

impl<'a> PackShader<'a> {
    pub fn name(&self) -> &'a str {
        self.shader.name()
    }

    /// The shader as the pack reader sees it (axes, variant descriptions).
    pub fn pack_shader(&self) -> ShaderRef<'a> {
        self.shader
    }

    fn wrap(&self, variant: VariantRef<'a>) -> PackVariant<'a> {
        PackVariant {
            shader: *self,
            variant,
            loaded: &self.asset.variants[self.index][variant.index()],
        }
    }

    /// A variant by `(axis, value)` pairs: `[("ALPHA_TEST", "1"), ("LIGHTING", "PBR")]` (a flag
    /// left out is off; named sets use `[("VARIANT", "Night")]`).
    pub fn variant(&self, key: &[(&str, &str)]) -> Result<PackVariant<'a>, KeyError> {
        self.shader.variant(key).map(|v| self.wrap(v))
    }

    /// A variant by its position on each axis (`[1, 2]`: ALPHA_TEST on, LIGHTING=PBR).
    pub fn variant_by_key(&self, key: &[u16]) -> Option<PackVariant<'a>> {
        self.shader.variant_by_key(key).map(|v| self.wrap(v))
    }

    /// A variant by name (`AlphaTestOn_LightingPbr`, `Night`).
    pub fn variant_named(&self, name: &str) -> Option<PackVariant<'a>> {
        self.shader.variant_named(name).map(|v| self.wrap(v))
    }

    /// A variant by its position in the pack's variant list.
    pub fn variant_at(&self, index: usize) -> Option<PackVariant<'a>> {
        self.shader.variant_at(index).map(|v| self.wrap(v))
    }

    /// The variants in the pack's order.
    pub fn variants(&self) -> impl Iterator<Item = PackVariant<'a>> + 'a {
        let this = *self;
        self.shader.variants().map(move |v| this.wrap(v))
    }
}

/// A shader of a loaded pack checked against the generated bindings of key type `K`: a key
/// finds its variant with one array read.
pub struct TypedPackShader<'a, K: VariantKey> {
    shader: PackShader<'a>,
    typed: TypedShader<'a, K>,
}

impl<'a, K: VariantKey> TypedPackShader<'a, K> {
    /// The variant of `key`.
    pub fn variant(&self, key: K) -> PackVariant<'a> {
        self.shader.wrap(self.typed.variant(key))
    }

    /// The untyped shader.
    pub fn shader(&self) -> PackShader<'a> {
        self.shader
    }
}

/// One variant of a shader in a loaded pack: its entry points' shaders, reflection and layout.
#[derive(Clone, Copy)]
pub struct PackVariant<'a> {
    shader: PackShader<'a>,
    variant: VariantRef<'a>,
    loaded: &'a LoadedVariant,
}

impl<'a> PackVariant<'a> {
    /// The variant as the pack reader sees it (name, defines, key, blobs).
    pub fn pack_variant(&self) -> VariantRef<'a> {
        self.variant
    }

    pub fn name(&self) -> &'a str {
        self.variant.name()
    }

    /// Position in the shader's variant list.
    pub fn index(&self) -> usize {
        self.variant.index()
    }

    /// The define set it was compiled with (`["ALPHA_TEST=1", "LIGHTING=PBR", "LIGHTING_PBR=1"]`).
    pub fn defines(&self) -> &'a [String] {
        self.variant.defines()
    }

    /// The `Shader` of an entry point (`"PSMain"`), for a pipeline descriptor.
    pub fn shader(&self, entry_point: &str) -> Option<&'a Handle<Shader>> {
        self.entry(entry_point).map(|e| &e.shader)
    }

    fn entry(&self, entry_point: &str) -> Option<&'a LoadedEntry> {
        self.loaded
            .entries
            .iter()
            .find(|e| e.entry_point == entry_point)
    }

    /// Every entry point with its `Shader`, in the pack's order.
    pub fn entry_points(&self) -> impl Iterator<Item = (&'a str, &'a Handle<Shader>)> + 'a {
        self.loaded
            .entries
            .iter()
            .map(|e| (e.entry_point.as_str(), &e.shader))
    }

    /// The label of an entry point's `Shader` sub-asset inside the pack asset
    /// (`pack_path#label` loads it). Entry points whose output is byte-identical to an earlier
    /// one's (the same vertex shader in several variants) share that one's label and `Shader`,
    /// so Bevy builds one module for them.
    pub fn label(&self, entry_point: &str) -> Option<&'a str> {
        self.entry(entry_point).map(|e| e.label.as_str())
    }

    /// The form of its `Shader`s (the pack asset's setting).
    pub fn format(&self) -> ShaderFormat {
        self.shader.asset.format
    }

    /// The variant's reflection (resources, push constants, entry points, vertex inputs).
    pub fn reflection(&self) -> &'a ShaderReflection {
        &self.loaded.reflection
    }

    /// The pipeline layout of all its entry points together (what a render or compute pipeline
    /// that uses them binds), from `oneshader::layouts`; [`Self::pipeline_layout`] gives it in
    /// Bevy's types.
    pub fn layout(&self) -> Result<PipelineLayout, LayoutError> {
        PipelineLayout::create(&self.loaded.reflection)
    }
}
