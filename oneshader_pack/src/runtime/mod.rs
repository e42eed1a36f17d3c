//! What generated bindings (`codegen`) build on at run time: static layout data, the
//! [`VariantKey`] trait, and variant lookup through a typed key with the fingerprint check.
//!
//! Input: `'static` data written by the code generator ([`ShaderInterface`], one
//! [`VariantInfo`] per variant, [`EntryLayoutData`] per entry point) and a loaded [`Pack`].
//! Output: `oneshader::layouts::{EntryLayout, PipelineLayout}` built from that data (plain field
//! copies, no reflection parsing), and [`TypedShader`]s: a pack's shader whose interface
//! fingerprint equals the bindings', where a key finds its variant in O(1) without allocation.
//!
//! Invariant: a [`TypedShader`] exists only when the pack's fingerprint for the shader equals the
//! generated one and the variant counts agree, so `key.index()` is always a valid slot; otherwise
//! the lookup is a [`CompatError`] that names what changed (see [`compat`]), never wrong bytes.

mod compat;
mod data;
#[cfg(feature = "wgpu")]
pub mod wgpu;

pub use compat::CompatError;
pub use data::*;

pub use oneshader::layouts::{EntryLayout, LayoutError, PipelineLayout};
pub use oneshader::reflect::{
    ReflectedScalar, ReflectedTypeKind, ResourceKind, ResourceTypeKind, SpecConstantType,
};
pub use oneshader::types::MatrixPacking;
pub use oneshader::types::{FormatClass, VertexFormat};
pub use oneshader::{CompileTarget, Stage};

use crate::pack::{Pack, ShaderRef, VariantRef};
use std::marker::PhantomData;

/// `Key::try_from(index)` with an index past the variant count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("variant index {index} is out of range; the shader has {count} variants")]
pub struct KeyIndexError {
    pub index: usize,
    pub count: usize,
}

/// A generated `Key` type: one value per variant of one shader, and its place in the variant list.
pub trait VariantKey: Copy + 'static {
    /// The shader's generated interface.
    const SHADER: &'static ShaderInterface;
    /// The position of the variant in the shader's variant list (the pack's order).
    fn index(self) -> usize;
    /// The generated data of this key's variant.
    fn info(self) -> &'static VariantInfo {
        // `index` is below the variant count by construction of the generated key.
        &Self::SHADER.variants[self.index()]
    }
}

/// A shader of a pack, checked against the generated bindings of key type `K`.
pub struct TypedShader<'a, K: VariantKey> {
    shader: ShaderRef<'a>,
    key: PhantomData<K>,
}

impl<K: VariantKey> Clone for TypedShader<'_, K> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<K: VariantKey> Copy for TypedShader<'_, K> {}

impl<'a, K: VariantKey> TypedShader<'a, K> {
    /// The variant of `key`: one array read, no allocation.
    pub fn variant(&self, key: K) -> VariantRef<'a> {
        self.shader.variant_in_range(key.index())
    }

    /// The untyped shader.
    pub fn shader(&self) -> ShaderRef<'a> {
        self.shader
    }
}

impl Pack {
    /// The shader whose bindings `K` was generated from, if the pack's interface fingerprint for
    /// it is the same; otherwise a [`CompatError`] naming what changed.
    pub fn typed<K: VariantKey>(&self) -> Result<TypedShader<'_, K>, CompatError> {
        let interface = K::SHADER;
        let Some(shader) = self.shader(interface.name) else {
            return Err(CompatError::missing_shader(interface, self));
        };
        let desc = shader.desc();
        if desc.fingerprint != interface.fingerprint
            || shader.variant_count() != interface.variants.len()
        {
            return Err(CompatError::changed(interface, desc));
        }
        Ok(TypedShader {
            shader,
            key: PhantomData,
        })
    }

    /// The variant of a typed key, after the fingerprint check of [`Pack::typed`]. Hold the
    /// [`TypedShader`] instead when looking up many keys.
    pub fn variant_for<K: VariantKey>(&self, key: K) -> Result<VariantRef<'_>, CompatError> {
        Ok(self.typed::<K>()?.variant(key))
    }
}
