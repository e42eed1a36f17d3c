//! DXC's predefined macros, which real shader code branches on (`#if defined(__spirv__)`,
//! `__SHADER_TARGET_MINOR >= 6`, ...), computed once per compile from its options.
//!
//! Input: a [`Predefined`] (shader model, stage, SPIR-V version, 16-bit types). Output: the
//! `(name, body)` pairs the preprocessor defines before the first line; a `-D` of one of these
//! names replaces it. The values follow DXC's `InitPreprocessor.cpp`:
//! - `__hlsl_dx_compiler`, `__spirv__` (1), `__HLSL_VERSION` (2021);
//! - `__SHADER_STAGE_*` (DXIL's shader kinds: pixel 0, vertex 1, ... compute 5, library 6,
//!   mesh 13, amplification 14) and `__SHADER_TARGET_STAGE`, `__SHADER_TARGET_MAJOR`/`MINOR`;
//! - `__SPIRV_MAJOR_VERSION__`/`__SPIRV_MINOR_VERSION__` of the target environment;
//! - `__DXC_VERSION_MAJOR`/`MINOR`/`RELEASE`/`COMMITS`: the DXC release whose behaviour
//!   oneshader follows ([`DXC_VERSION`]);
//! - `__HLSL_ENABLE_16_BIT` (1) only with `-enable-16bit-types`;
//! - our own `__oneshader__` (1).
//!
//! Invariant: the macros are the same for every output of one compile. One front end feeds
//! SPIR-V, WGSL and MSL from one IR, so `__spirv__` is defined for all of them and code takes
//! its Vulkan path everywhere (DXC's SPIR-V path is the one whose bindings and layouts the
//! other targets derive from). A compile of every `[shader]` entry point (no `-T`) is a
//! library compile: `__SHADER_TARGET_STAGE` is `__SHADER_STAGE_LIBRARY`.

use crate::target::{ShaderModel, Stage};

/// The DXC release (major, minor, release, commits) oneshader's behaviour is matched against.
pub const DXC_VERSION: (u32, u32, u32, u32) = (1, 9, 2607, 0);

/// What the predefined macros depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Predefined {
    pub shader_model: ShaderModel,
    /// `None`: a library compile (entry points of several or unknown stages).
    pub stage: Option<Stage>,
    /// The SPIR-V version of the target environment, (major, minor).
    pub spirv_version: (u8, u8),
    pub enable_16bit_types: bool,
}

impl Default for Predefined {
    fn default() -> Self {
        Predefined {
            shader_model: ShaderModel::default(),
            stage: None,
            spirv_version: crate::target::SpirvEnv::default().spirv_version(),
            enable_16bit_types: false,
        }
    }
}

/// DXIL's `ShaderKind` numbers, which DXC's `__SHADER_STAGE_*` macros expose.
const STAGE_KINDS: [(&str, u32); 9] = [
    ("__SHADER_STAGE_VERTEX", 1),
    ("__SHADER_STAGE_PIXEL", 0),
    ("__SHADER_STAGE_GEOMETRY", 2),
    ("__SHADER_STAGE_HULL", 3),
    ("__SHADER_STAGE_DOMAIN", 4),
    ("__SHADER_STAGE_COMPUTE", 5),
    ("__SHADER_STAGE_AMPLIFICATION", 14),
    ("__SHADER_STAGE_MESH", 13),
    ("__SHADER_STAGE_LIBRARY", 6),
];

impl Predefined {
    /// The macros, in a fixed order.
    pub fn macros(&self) -> Vec<(&'static str, String)> {
        let (major, minor, release, commits) = DXC_VERSION;
        let mut out: Vec<(&'static str, String)> = vec![
            ("__hlsl_dx_compiler", "1".into()),
            ("__DXC_VERSION_MAJOR", major.to_string()),
            ("__DXC_VERSION_MINOR", minor.to_string()),
            ("__DXC_VERSION_RELEASE", release.to_string()),
            ("__DXC_VERSION_COMMITS", commits.to_string()),
            ("__HLSL_VERSION", "2021".into()),
        ];
        if self.enable_16bit_types {
            out.push(("__HLSL_ENABLE_16_BIT", "1".into()));
        }
        for (name, kind) in STAGE_KINDS {
            out.push((name, kind.to_string()));
        }
        let stage_macro = match self.stage {
            Some(Stage::Vertex) => "__SHADER_STAGE_VERTEX",
            Some(Stage::Pixel) => "__SHADER_STAGE_PIXEL",
            Some(Stage::Compute) => "__SHADER_STAGE_COMPUTE",
            None => "__SHADER_STAGE_LIBRARY",
        };
        let stage_kind = STAGE_KINDS
            .iter()
            .find(|(n, _)| *n == stage_macro)
            .map_or(6, |(_, k)| *k);
        out.push(("__SHADER_TARGET_STAGE", stage_kind.to_string()));
        out.push(("__SHADER_TARGET_MAJOR", self.shader_model.major.to_string()));
        out.push(("__SHADER_TARGET_MINOR", self.shader_model.minor.to_string()));
        out.push(("__spirv__", "1".into()));
        out.push(("__SPIRV_MAJOR_VERSION__", self.spirv_version.0.to_string()));
        out.push(("__SPIRV_MINOR_VERSION__", self.spirv_version.1.to_string()));
        out.push(("__oneshader__", "1".into()));
        out
    }
}
