//! The `.hlsl` loader's settings, read by Bevy from the asset's `.meta` file (RON).
//!
//! Input: the `settings: (...)` block of a `.meta` file, every field optional. Output:
//! [`HlslSettings`] and, through [`HlslSettings::compile_options`], the compiler's
//! `CompileOptions`. Invariant: the defaults give WGSL for every `[shader("...")]` entry point,
//! so a `.hlsl` file without a `.meta` loads on every wgpu backend.
//!
//! ```ron
//! (
//!     meta_format_version: "1.0",
//!     asset: Load(
//!         loader: "oneshader_bevy::hlsl::loader::HlslLoader",
//!         settings: (
//!             format: Wgsl,
//!             defines: [(name: "USE_FOG", value: Some("1"))],
//!             include_dirs: ["shaders/common"],
//!             entry_points: [(name: "Main", stage: Some(Compute))],
//!             wgsl_dialect: Wgpu,
//!             dxc_args: ["-fvk-use-dx-layout", "-fvk-t-shift", "100", "all"],
//!         ),
//!     ),
//! )
//! ```

use oneshader::types::MatrixPacking;
use oneshader::{CompileOptions, CompileTarget, Define, EntryPointRequest, Stage, WgslDialect};
use serde::{Deserialize, Serialize};

/// The code each entry point's `Shader` sub-asset holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShaderFormat {
    /// WGSL: every wgpu backend and the web.
    #[default]
    Wgsl,
    /// SPIR-V 1.5; needs this crate's `spirv` feature (Bevy's `shader_format_spirv`).
    SpirV,
}

impl ShaderFormat {
    /// The compiler target that produces this format.
    pub fn target(self) -> CompileTarget {
        match self {
            ShaderFormat::Wgsl => CompileTarget::Wgsl,
            ShaderFormat::SpirV => CompileTarget::SpirV,
        }
    }
}

/// A shader stage as written in `.meta` files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HlslStage {
    Vertex,
    Pixel,
    Compute,
}

impl From<HlslStage> for Stage {
    fn from(stage: HlslStage) -> Stage {
        match stage {
            HlslStage::Vertex => Stage::Vertex,
            HlslStage::Pixel => Stage::Pixel,
            HlslStage::Compute => Stage::Compute,
        }
    }
}

/// The WGSL consumer, as written in `.meta` files (`oneshader::WgslDialect`). Bevy parses WGSL
/// with naga, so the default is `Wgpu`; `WebGpu` writes WGSL as browsers (Tint) take it and
/// refuses wgpu-only features such as `wgsl_immediates`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HlslWgslDialect {
    #[default]
    Wgpu,
    WebGpu,
}

impl From<HlslWgslDialect> for WgslDialect {
    fn from(dialect: HlslWgslDialect) -> WgslDialect {
        match dialect {
            HlslWgslDialect::Wgpu => WgslDialect::Wgpu,
            HlslWgslDialect::WebGpu => WgslDialect::WebGpu,
        }
    }
}

/// `-D NAME` (no value: defined as `1`) or `-D NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HlslDefine {
    pub name: String,
    #[serde(default)]
    pub value: Option<String>,
}

/// An entry point to compile; without a stage the function needs `[shader("...")]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HlslEntryPointSetting {
    pub name: String,
    #[serde(default)]
    pub stage: Option<HlslStage>,
}

/// Settings of one `.hlsl` asset (see the module documentation for the `.meta` form).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HlslSettings {
    /// WGSL (default) or SPIR-V.
    pub format: ShaderFormat,
    pub defines: Vec<HlslDefine>,
    /// Asset paths searched for `#include "..."` after the including file's folder.
    pub include_dirs: Vec<String>,
    /// Entry points to compile; empty: every `[shader("...")]` function.
    pub entry_points: Vec<HlslEntryPointSetting>,
    /// `-enable-16bit-types`.
    pub enable_16bit_types: bool,
    /// `-Zpr`: row-major matrices by default (HLSL's default is column-major).
    pub row_major_matrices: bool,
    /// WGSL only: push constants as `var<immediate>` (needs `Features::IMMEDIATES`) instead of
    /// the portable uniform buffer.
    pub wgsl_immediates: bool,
    /// WGSL only: the consumer the text is for (default `Wgpu`, what Bevy runs).
    pub wgsl_dialect: HlslWgslDialect,
    /// `-WX`.
    pub warnings_as_errors: bool,
    /// DXC's Vulkan flags as an engine's build passes them (`-fvk-*-shift`,
    /// `-fvk-use-dx-layout`, `-fspv-target-env=...`), read by `oneshader::dxc_args`.
    pub dxc_args: Vec<String>,
}

impl HlslSettings {
    /// The compiler options these settings stand for, or the message naming a `dxc_args` flag
    /// oneshader does not take. Includes are not searched on disk: the loader resolves them
    /// through the asset source, so `include_dirs` is left empty here.
    pub fn compile_options(&self) -> Result<CompileOptions, String> {
        let mut options = CompileOptions {
            targets: vec![self.format.target()],
            defines: self
                .defines
                .iter()
                .map(|d| Define::new(d.name.clone(), d.value.as_deref()))
                .collect(),
            entry_points: self
                .entry_points
                .iter()
                .map(|e| EntryPointRequest {
                    name: e.name.clone(),
                    stage: e.stage.map(Stage::from),
                })
                .collect(),
            matrix_packing: if self.row_major_matrices {
                MatrixPacking::RowMajor
            } else {
                MatrixPacking::ColumnMajor
            },
            enable_16bit_types: self.enable_16bit_types,
            wgsl_immediates: self.wgsl_immediates,
            wgsl_dialect: self.wgsl_dialect.into(),
            warnings_as_errors: self.warnings_as_errors,
            ..CompileOptions::default()
        };
        oneshader::dxc_args::apply_all(&mut options, &self.dxc_args)
            .map_err(|message| format!("dxc_args: {message}"))?;
        Ok(options)
    }
}
