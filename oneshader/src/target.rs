//! The vocabulary every stage shares about what is being compiled: shader stages, the shader
//! model, output languages, the SPIR-V target environment, the WGSL dialect and the entry
//! points a compile asks for.
//!
//! Plain values with no behaviour beyond naming themselves. This module sits beneath every
//! stage (it imports nothing from the crate), so the front end, the IR, the backends and
//! reflection can name a stage or a target without depending on the public API in `api.rs`,
//! which re-exports these types.

use std::fmt;

/// A shader stage. Vertex, pixel and compute only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Stage {
    Vertex,
    Pixel,
    Compute,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Vertex => "Vertex",
            Stage::Pixel => "Pixel",
            Stage::Compute => "Compute",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The shader model of a `-T` profile (`cs_6_6` is 6.6). It sets the predefined macros
/// `__SHADER_TARGET_MAJOR`/`__SHADER_TARGET_MINOR`; the default is 6.0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShaderModel {
    pub major: u8,
    pub minor: u8,
}

impl Default for ShaderModel {
    fn default() -> Self {
        ShaderModel { major: 6, minor: 0 }
    }
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// DXC's `-fspv-target-env`: the Vulkan (or universal) environment the SPIR-V is written for,
/// which decides the SPIR-V version in the header and what that version requires (the entry
/// point's interface lists every global from 1.4 on, only inputs and outputs before).
///
/// The default is Vulkan 1.2 (SPIR-V 1.5); DXC's is Vulkan 1.0. That departure is documented:
/// 1.2 is what wgpu and Bevy require, and it makes descriptor indexing and 16-bit storage core.
/// Before SPIR-V 1.4 the backend copies structs and arrays between layouts member by member
/// (no `OpCopyLogical`) and selects composites part by part; SPIR-V 1.0 also takes extensions
/// for what 1.3 made core (the `StorageBuffer` storage class, draw parameters, multiview,
/// 16-bit storage) and has no subgroup operations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum SpirvEnv {
    /// `vulkan1.0`: SPIR-V 1.0 (DXC's default).
    Vulkan1_0,
    /// `vulkan1.1`: SPIR-V 1.3.
    Vulkan1_1,
    /// `vulkan1.1spirv1.4`: SPIR-V 1.4 on Vulkan 1.1 with `VK_KHR_spirv_1_4`.
    Vulkan1_1Spirv1_4,
    /// `vulkan1.2`: SPIR-V 1.5 (the default).
    #[default]
    Vulkan1_2,
    /// `vulkan1.3`: SPIR-V 1.6.
    Vulkan1_3,
    /// `universal1.5`: SPIR-V 1.5 without a Vulkan environment.
    Universal1_5,
}

impl SpirvEnv {
    /// Every environment, in the order DXC's help lists them.
    pub const ALL: [SpirvEnv; 6] = [
        SpirvEnv::Vulkan1_0,
        SpirvEnv::Vulkan1_1,
        SpirvEnv::Vulkan1_1Spirv1_4,
        SpirvEnv::Vulkan1_2,
        SpirvEnv::Vulkan1_3,
        SpirvEnv::Universal1_5,
    ];

    /// The name `-fspv-target-env=` takes (and `spirv-val --target-env` understands).
    pub fn name(self) -> &'static str {
        match self {
            SpirvEnv::Vulkan1_0 => "vulkan1.0",
            SpirvEnv::Vulkan1_1 => "vulkan1.1",
            SpirvEnv::Vulkan1_1Spirv1_4 => "vulkan1.1spirv1.4",
            SpirvEnv::Vulkan1_2 => "vulkan1.2",
            SpirvEnv::Vulkan1_3 => "vulkan1.3",
            SpirvEnv::Universal1_5 => "universal1.5",
        }
    }

    /// Parses [`SpirvEnv::name`].
    pub fn parse(name: &str) -> Option<SpirvEnv> {
        SpirvEnv::ALL.into_iter().find(|e| e.name() == name)
    }

    /// Why an environment DXC accepts is not one oneshader can write for, or `None` when the
    /// name is not one of DXC's (every Vulkan environment DXC names is written now).
    pub fn unsupported_reason(_name: &str) -> Option<&'static str> {
        None
    }

    /// The SPIR-V version written in the header, as (major, minor).
    pub fn spirv_version(self) -> (u8, u8) {
        match self {
            SpirvEnv::Vulkan1_0 => (1, 0),
            SpirvEnv::Vulkan1_1 => (1, 3),
            SpirvEnv::Vulkan1_1Spirv1_4 => (1, 4),
            SpirvEnv::Vulkan1_2 | SpirvEnv::Universal1_5 => (1, 5),
            SpirvEnv::Vulkan1_3 => (1, 6),
        }
    }
}

impl fmt::Display for SpirvEnv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An output language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum CompileTarget {
    /// SPIR-V, of the version [`SpirvEnv`] names (1.5 for Vulkan 1.2 by default).
    SpirV,
    /// Metal Shading Language 2.4.
    Msl,
    /// WGSL, in the dialect [`WgslDialect`] chooses.
    Wgsl,
}

impl CompileTarget {
    pub fn name(self) -> &'static str {
        match self {
            CompileTarget::SpirV => "SpirV",
            CompileTarget::Msl => "Msl",
            CompileTarget::Wgsl => "Wgsl",
        }
    }
    /// Whether this crate can produce the target today.
    pub fn is_implemented(self) -> bool {
        matches!(
            self,
            CompileTarget::SpirV | CompileTarget::Msl | CompileTarget::Wgsl
        )
    }
}

impl fmt::Display for CompileTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which WGSL consumer the WGSL output is written for.
///
/// WGSL has two consumers that disagree at the edges: wgpu (and Bevy) parse it with naga,
/// browsers with Tint. naga 30 does not take `enable subgroups;`, which Tint requires; Tint
/// rejects naga's `enable wgpu_binding_array;`; naga rejects two resources on one binding; and
/// `var<immediate>` push constants are wgpu's (`Features::IMMEDIATES`), not part of the WebGPU
/// specification. The dialect says which consumer the text must satisfy; a feature only one
/// of them has is refused for the other with a diagnostic, never emitted silently. Today the
/// two dialects write the same text and differ only in that refusal.
///
/// The default is [`WgslDialect::Wgpu`]: the consumers of a Rust crate are wgpu and Bevy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum WgslDialect {
    /// WGSL as wgpu 30 and Bevy take it (naga's validator): allows wgpu's extensions such as
    /// `var<immediate>` push constants.
    #[default]
    Wgpu,
    /// WGSL as browsers take it (the WebGPU specification, Tint): no wgpu-only extensions.
    WebGpu,
}

impl WgslDialect {
    /// The name as written on the command line and in settings files (`wgpu`, `webgpu`).
    pub fn name(self) -> &'static str {
        match self {
            WgslDialect::Wgpu => "wgpu",
            WgslDialect::WebGpu => "webgpu",
        }
    }

    /// Whether the consumer takes wgpu's `var<immediate>` push constants.
    pub fn has_immediates(self) -> bool {
        self == WgslDialect::Wgpu
    }

    /// Parses [`WgslDialect::name`] (ASCII case-insensitive).
    pub fn parse(name: &str) -> Option<WgslDialect> {
        [WgslDialect::Wgpu, WgslDialect::WebGpu]
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for WgslDialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One entry point to compile. With a stage, the `[shader]` attribute is not needed (`-T`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EntryPointRequest {
    pub name: String,
    pub stage: Option<Stage>,
}

/// DXC's SPIR-V debug information (`-Zi`, `-fspv-debug=file|source|line|tool`; SPIR-V.rst,
/// "Debugging"). `zi` is `-Zi`; the other fields are the categories `-fspv-debug=` named
/// (`line` implies `source`, which implies `file`). Named categories replace `-Zi`'s default
/// of all four, whatever their order on the command line, as in DXC. Only the SPIR-V target
/// carries debug information.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpirvDebugInfo {
    pub zi: bool,
    /// `OpString` and `OpSource` for each source file.
    pub file: bool,
    /// Each file's text in its `OpSource` (and `OpSourceContinued`).
    pub source: bool,
    /// `OpLine` before function-body instructions where the source position changes.
    pub line: bool,
    /// `OpModuleProcessed` naming the compiler and its options (SPIR-V 1.1 and later).
    pub tool: bool,
}

impl SpirvDebugInfo {
    /// What is emitted: the named categories with their implications, else all of them after
    /// `-Zi`, else nothing.
    pub fn effective(self) -> SpirvDebugInfo {
        let named = self.file || self.source || self.line || self.tool;
        if !named {
            let all = self.zi;
            return SpirvDebugInfo {
                zi: self.zi,
                file: all,
                source: all,
                line: all,
                tool: all,
            };
        }
        SpirvDebugInfo {
            zi: self.zi,
            file: self.file || self.source || self.line,
            source: self.source || self.line,
            line: self.line,
            tool: self.tool,
        }
    }

    /// Whether any debug information is emitted.
    pub fn enabled(self) -> bool {
        let e = self.effective();
        e.file || e.tool
    }
}

/// The fragment-test execution modes a pixel shader's `[[vk::...]]` attributes ask for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FragmentTests {
    /// `[[vk::post_depth_coverage]]`: `SV_Coverage` reflects the early tests
    /// (`PostDepthCoverage`, SPV_KHR_post_depth_coverage).
    pub post_depth_coverage: bool,
    /// `[[vk::early_and_late_tests]]` (`EarlyAndLateFragmentTestsAMD`).
    pub early_and_late_tests: bool,
    /// `[[vk::depth_unchanged]]` (`DepthUnchanged`).
    pub depth_unchanged: bool,
    /// `[[vk::stencil_ref_*_front]]`.
    pub stencil_front: Option<StencilRefPromise>,
    /// `[[vk::stencil_ref_*_back]]`.
    pub stencil_back: Option<StencilRefPromise>,
}

/// What a written `SV_StencilRef` promises about the API's reference value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StencilRefPromise {
    Unchanged,
    GreaterEqual,
    LessEqual,
}

/// How an argument of an inline SPIR-V instruction is written (DXC's parameter attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpirvArg {
    /// The value's id.
    Value,
    /// `[[vk::ext_literal]]`: an integer constant, written as its literal word.
    Literal,
    /// `[[vk::ext_reference]]`: the id of the argument variable's pointer.
    Reference,
}

/// DXC's inline SPIR-V instruction: a function prototype with
/// `[[vk::ext_instruction(opcode[, "set"])]]`, every call of which is that instruction (from
/// the extended instruction set `set` through `OpExtInst` when one is named). Only the SPIR-V
/// target writes it; the others refuse it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpirvInstruction {
    /// The HLSL function's name (for messages).
    pub name: String,
    pub opcode: u32,
    pub set: Option<String>,
    /// Per parameter, how its argument is written.
    pub args: Vec<SpirvArg>,
    /// `[[vk::ext_capability(n)]]` and `[[vk::ext_extension("...")]]` on the prototype:
    /// declared by a module that writes the instruction.
    pub capabilities: Vec<u32>,
    pub extensions: Vec<String>,
}

/// A decoration of a global variable from DXC's `[[vk::ext_decorate*]]`, passed through to
/// SPIR-V unchecked (spirv-val judges it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpirvDecoration {
    /// `[[vk::ext_decorate(decoration, literals...)]]`: `OpDecorate`.
    Literals { decoration: u32, operands: Vec<u32> },
    /// `[[vk::ext_decorate_id(decoration, constants...)]]`: `OpDecorateId` with a `uint`
    /// constant per operand.
    Ids { decoration: u32, operands: Vec<u32> },
    /// `[[vk::ext_decorate_string(decoration, "strings"...)]]`: `OpDecorateString`.
    Strings {
        decoration: u32,
        operands: Vec<String>,
    },
}

/// What DXC's inline SPIR-V adds to an entry point: `[[vk::ext_capability]]` and
/// `[[vk::ext_extension]]` on its function or on statements it reaches, and
/// `vk::ext_execution_mode(mode, literals...)` calls and `[[vk::spvexecutionmode(mode)]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpirvEntryExtras {
    pub capabilities: Vec<u32>,
    pub extensions: Vec<String>,
    /// (mode, literal operands), in source order, each once.
    pub execution_modes: Vec<(u32, Vec<u32>)>,
    /// `vk::ext_execution_mode_id`: (mode, id operands), in source order, each once.
    pub execution_mode_ids: Vec<(u32, Vec<SpirvIdOperand>)>,
}

/// An id operand of `OpExecutionModeId` (DXC's `vk::ext_execution_mode_id`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpirvIdOperand {
    /// A 32-bit `int` or `uint` constant (`signed`) with these bits.
    Int { signed: bool, bits: u32 },
    /// The specialization constant with this `SpecId` (`[[vk::constant_id(n)]]`).
    Spec(u32),
}

impl SpirvEntryExtras {
    /// Adds `other`'s capabilities, extensions and modes that are not here yet, in order.
    pub fn merge(&mut self, other: &SpirvEntryExtras) {
        for &c in &other.capabilities {
            push_unique(&mut self.capabilities, c);
        }
        for x in &other.extensions {
            push_unique(&mut self.extensions, x.clone());
        }
        for m in &other.execution_modes {
            push_unique(&mut self.execution_modes, m.clone());
        }
        for m in &other.execution_mode_ids {
            push_unique(&mut self.execution_mode_ids, m.clone());
        }
    }

    pub fn is_empty(&self) -> bool {
        self.capabilities.is_empty()
            && self.extensions.is_empty()
            && self.execution_modes.is_empty()
            && self.execution_mode_ids.is_empty()
    }
}

/// Adds `x` unless `v` holds it (the lists keep their first-written order).
pub fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}
