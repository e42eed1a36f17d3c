//! The public compile API: options in, a [`CompileResult`] out.

use crate::diag::{Code, Diagnostic, DiagnosticBag};
use crate::reflect::ShaderReflection;
use crate::types::MatrixPacking;
use std::fmt;
use std::path::Path;

// The shared vocabulary lives beneath every stage; the public API names it from here.
pub use crate::preprocess::{Define, IncludeResolver, ResolvedInclude};
pub use crate::target::{
    CompileTarget, EntryPointRequest, ShaderModel, SpirvDebugInfo, SpirvEnv, Stage, WgslDialect,
};

#[derive(Clone)]
pub struct CompileOptions {
    /// Outputs to produce (default: SPIR-V).
    pub targets: Vec<CompileTarget>,
    pub defines: Vec<Define>,
    /// `#include` search directories, after the including file's folder.
    pub include_dirs: Vec<std::path::PathBuf>,
    /// In-memory includes, asked before the include directories.
    pub include_resolver: Option<IncludeResolver>,
    /// Entry points to compile; empty means every `[shader("...")]` function.
    pub entry_points: Vec<EntryPointRequest>,
    /// Default matrix packing (`-Zpc` column-major, the HLSL default; `-Zpr` row-major).
    pub matrix_packing: MatrixPacking,
    /// `-enable-16bit-types`.
    pub enable_16bit_types: bool,
    /// Run the optimizer passes (`opt/`; default on; `-O0`/`-Od` turn them off). Legalization
    /// runs either way.
    pub optimize: bool,
    /// Keep source names (`OpName`, `OpMemberName`) in the output (`--no-names` turns it off).
    pub keep_names: bool,
    /// `-WX`.
    pub warnings_as_errors: bool,
    /// `-w`/`-no-warnings` and `-Wno-<group>`: the warnings left out of the diagnostics.
    pub warnings: WarningOptions,
    /// WGSL only: emit push constants as wgpu's native `var<immediate>` (needs
    /// `Features::IMMEDIATES`) instead of the portable uniform buffer at the reserved slot.
    /// wgpu only: with [`WgslDialect::WebGpu`] it is refused (OSH0005).
    pub wgsl_immediates: bool,
    /// WGSL only: the consumer the text is written for, wgpu/Bevy (naga; the default) or
    /// browsers (Tint). Features only wgpu has are refused for [`WgslDialect::WebGpu`].
    pub wgsl_dialect: WgslDialect,
    /// DXC's Vulkan binding options (`-fvk-{b,t,s,u}-shift`, `-fvk-bind-register`,
    /// `-fvk-bind-globals`, `-auto-binding-space`); they move every target's slots, since the
    /// other targets' slots derive from the Vulkan ones.
    pub vulkan_bindings: crate::vk_bindings::VulkanBindingOptions,
    /// The shader model of the `-T` profile (6.0 without one); it sets
    /// `__SHADER_TARGET_MAJOR`/`__SHADER_TARGET_MINOR`.
    pub shader_model: ShaderModel,
    /// `-fspv-target-env`: the SPIR-V version written and what it requires (default Vulkan 1.2,
    /// SPIR-V 1.5). It also sets `__SPIRV_MAJOR_VERSION__`/`__SPIRV_MINOR_VERSION__`.
    pub spirv_env: SpirvEnv,
    /// DXC's buffer layout rules (`-fvk-use-gl-layout`, `-fvk-use-dx-layout`,
    /// `-fvk-use-scalar-layout`); every target and reflection use the same offsets.
    pub buffer_layout: crate::types::BufferLayout,
    /// `-fvk-invert-y` (vertex `SV_Position.y` negated) and `-fvk-use-dx-position-w` (pixel
    /// `SV_Position.w` read as DirectX's `w`), on every target.
    pub position: crate::types::PositionOptions,
    /// `-fspv-use-unknown-image-format`: a storage texture or texel buffer without
    /// `[[vk::image_format]]` gets SPIR-V's `Unknown` format (with
    /// `StorageImageReadWithoutFormat`/`WriteWithoutFormat`) instead of the format DXC infers
    /// from its texel type (`float4` -> `rgba32f`).
    pub unknown_image_format: bool,
    /// `-fspv-extension=NAME` (repeatable): the SPIR-V extensions the output may use, as DXC
    /// takes them (`KHR` permits every `SPV_KHR_*`); an entry point that needs another is an
    /// error naming it. `None` (no such option) permits every extension.
    pub spirv_extensions: Option<Vec<String>>,
    /// `-Zi` and `-fspv-debug=`: source files, lines and the compiler's options in the SPIR-V
    /// (`OpString`, `OpSource`, `OpLine`, `OpModuleProcessed`). Off by default.
    pub spirv_debug: SpirvDebugInfo,
    /// `-fspv-reflect`: DXC's reflection decorations in the SPIR-V (each stage variable's HLSL
    /// semantic, each resource's HLSL type, each structured buffer's counter;
    /// `SPV_GOOGLE_hlsl_functionality1` and `SPV_GOOGLE_user_type`).
    pub spirv_reflect: bool,
    /// `-fspv-preserve-bindings`: every resource is declared in every entry point's output,
    /// used or not (every target), so pipelines built from reflection of the whole file match.
    pub spirv_preserve_bindings: bool,
    /// `-fspv-preserve-interface`: stage inputs the code never reads stay in the SPIR-V (they
    /// are otherwise dropped, as spirv-opt drops them for DXC).
    pub spirv_preserve_interface: bool,
    /// The most bytes of one file read from disk, the main file and each `#include`
    /// (default [`crate::input::DEFAULT_MAX_FILE_BYTES`], 16 MiB). Larger files, and paths
    /// that are not regular files (FIFOs, devices, directories), are refused without being
    /// read: OSH0003 for the main file, OSH0121 at the `#include` line.
    pub max_file_bytes: u64,
}

/// The option field a DXC switch turns on ([`CompileOptions::DXC_SWITCHES`]).
pub type SwitchField = fn(&mut CompileOptions) -> &mut bool;

impl CompileOptions {
    /// DXC's flags that switch one option on, with the field each sets: the one table
    /// [`crate::dxc_args`] reads them by and [`Self::to_dxc_args`] writes them from.
    pub const DXC_SWITCHES: [(&'static str, SwitchField); 11] = [
        ("-fvk-auto-shift-bindings", |o| {
            &mut o.vulkan_bindings.auto_shift
        }),
        ("-fvk-invert-y", |o| &mut o.position.invert_y),
        ("-fvk-use-dx-position-w", |o| &mut o.position.dx_position_w),
        ("-fvk-support-nonzero-base-vertex", |o| {
            &mut o.position.nonzero_base_vertex
        }),
        ("-fvk-support-nonzero-base-instance", |o| {
            &mut o.position.nonzero_base_instance
        }),
        ("-fspv-use-unknown-image-format", |o| {
            &mut o.unknown_image_format
        }),
        ("-fspv-reflect", |o| &mut o.spirv_reflect),
        ("-fspv-preserve-bindings", |o| {
            &mut o.spirv_preserve_bindings
        }),
        ("-fspv-preserve-interface", |o| {
            &mut o.spirv_preserve_interface
        }),
        ("-Zi", |o| &mut o.spirv_debug.zi),
        ("-WX", |o| &mut o.warnings_as_errors),
    ];

    /// The DXC arguments of the fields [`crate::dxc_args`] sets (and `-WX`): what
    /// [`crate::dxc_args::apply_all`] turns back into the same fields. Debug information's
    /// `tool` category names the compile with them.
    pub fn to_dxc_args(&self) -> Vec<String> {
        let options = self;
        let mut out: Vec<String> = Vec::new();
        let mut push = |words: &[&str]| out.extend(words.iter().map(|w| w.to_string()));
        let b = &options.vulkan_bindings;
        for (flag, list) in [
            ("-fvk-b-shift", &b.b_shift),
            ("-fvk-t-shift", &b.t_shift),
            ("-fvk-s-shift", &b.s_shift),
            ("-fvk-u-shift", &b.u_shift),
        ] {
            for s in list {
                push(&[flag, &s.shift.to_string(), &s.space.to_string()]);
            }
        }
        for r in &b.bind_register {
            let reg = format!("{}{}", r.class, r.number);
            let (space, binding, set) = (
                r.space.to_string(),
                r.binding.to_string(),
                r.set.to_string(),
            );
            push(&["-fvk-bind-register", &reg, &space, &binding, &set]);
        }
        if let Some((binding, set)) = b.bind_globals {
            push(&["-fvk-bind-globals", &binding.to_string(), &set.to_string()]);
        }
        for (flag, slot) in [
            ("-fvk-bind-resource-heap", b.resource_heap),
            ("-fvk-bind-sampler-heap", b.sampler_heap),
            ("-fvk-bind-counter-heap", b.counter_heap),
        ] {
            if let Some((binding, set)) = slot {
                push(&[flag, &binding.to_string(), &set.to_string()]);
            }
        }
        if let Some(space) = b.auto_binding_space {
            push(&["-auto-binding-space", &space.to_string()]);
        }
        if let Some(flag) = options.buffer_layout.dxc_flag() {
            push(&[flag]);
        }
        // The table's accessors take `&mut`: read them on one copy.
        let mut copy = self.clone();
        for (flag, field) in Self::DXC_SWITCHES {
            if *field(&mut copy) {
                push(&[flag]);
            }
        }
        let d = options.spirv_debug;
        for (on, category) in [
            (d.file, "file"),
            (d.source, "source"),
            (d.line, "line"),
            (d.tool, "tool"),
        ] {
            if on {
                push(&[&format!("-fspv-debug={category}")]);
            }
        }
        if options.spirv_env != SpirvEnv::default() {
            push(&[&format!("-fspv-target-env={}", options.spirv_env.name())]);
        }
        if options.warnings.silence_all {
            push(&["-w"]);
        }
        for group in &options.warnings.disabled_groups {
            push(&[&format!("-Wno-{group}")]);
        }
        for e in options.spirv_extensions.iter().flatten() {
            push(&[&format!("-fspv-extension={e}")]);
        }
        out
    }
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            targets: vec![CompileTarget::SpirV],
            defines: Vec::new(),
            include_dirs: Vec::new(),
            include_resolver: None,
            entry_points: Vec::new(),
            matrix_packing: MatrixPacking::ColumnMajor,
            enable_16bit_types: false,
            optimize: true,
            keep_names: true,
            warnings_as_errors: false,
            warnings: WarningOptions::default(),
            wgsl_immediates: false,
            wgsl_dialect: WgslDialect::Wgpu,
            vulkan_bindings: Default::default(),
            shader_model: ShaderModel::default(),
            spirv_env: SpirvEnv::default(),
            buffer_layout: Default::default(),
            position: Default::default(),
            unknown_image_format: false,
            spirv_extensions: None,
            spirv_debug: SpirvDebugInfo::default(),
            spirv_reflect: false,
            spirv_preserve_bindings: false,
            spirv_preserve_interface: false,
            max_file_bytes: crate::input::DEFAULT_MAX_FILE_BYTES,
        }
    }
}

impl fmt::Debug for CompileOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CompileOptions")
            .field("targets", &self.targets)
            .field("defines", &self.defines)
            .field("include_dirs", &self.include_dirs)
            .field("include_resolver", &self.include_resolver.is_some())
            .field("entry_points", &self.entry_points)
            .field("matrix_packing", &self.matrix_packing)
            .field("enable_16bit_types", &self.enable_16bit_types)
            .field("optimize", &self.optimize)
            .field("keep_names", &self.keep_names)
            .field("warnings_as_errors", &self.warnings_as_errors)
            .field("warnings", &self.warnings)
            .field("wgsl_immediates", &self.wgsl_immediates)
            .field("wgsl_dialect", &self.wgsl_dialect)
            .field("vulkan_bindings", &self.vulkan_bindings)
            .field("shader_model", &self.shader_model)
            .field("spirv_env", &self.spirv_env)
            .field("buffer_layout", &self.buffer_layout)
            .field("position", &self.position)
            .field("unknown_image_format", &self.unknown_image_format)
            .field("spirv_extensions", &self.spirv_extensions)
            .field("spirv_debug", &self.spirv_debug)
            .field("spirv_reflect", &self.spirv_reflect)
            .field("spirv_preserve_bindings", &self.spirv_preserve_bindings)
            .field("spirv_preserve_interface", &self.spirv_preserve_interface)
            .field("max_file_bytes", &self.max_file_bytes)
            .finish()
    }
}

/// DXC's switches that leave warnings out: `-w` (or `-no-warnings`) every warning,
/// `-Wno-<group>` those of a clang warning group ([`crate::diag::Code::warning_group`]:
/// `conversion`, `unused-value`, `macro-redefined`; `everything` is all of them). `-W<group>`
/// after a `-Wno-<group>` turns the group back on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WarningOptions {
    /// `-w`, `-no-warnings`.
    pub silence_all: bool,
    /// The groups named by `-Wno-<group>`, in the order given, each once.
    pub disabled_groups: Vec<String>,
}

impl CompileOptions {
    /// The warning switches as [`crate::diag::DiagnosticBag::resolve`] applies them.
    pub fn warning_policy(&self) -> crate::diag::WarningPolicy<'_> {
        crate::diag::WarningPolicy {
            as_errors: self.warnings_as_errors,
            silence_all: self.warnings.silence_all,
            disabled_groups: &self.warnings.disabled_groups,
        }
    }

    /// Reports option combinations the WGSL dialect cannot take (OSH0005 at `at`): today
    /// `var<immediate>` push constants, which only wgpu has. Only when WGSL is a target.
    pub(crate) fn check_wgsl_dialect(&self, at: crate::source::Span, diags: &mut DiagnosticBag) {
        if !self.targets.contains(&CompileTarget::Wgsl) {
            return;
        }
        if self.wgsl_immediates && !self.wgsl_dialect.has_immediates() {
            diags.error(
                Code::BAD_OPTION,
                at,
                format!(
                    "WGSL immediates (`var<immediate>`) exist only in wgpu, and the WGSL dialect is {}; compile with the wgpu dialect, or turn wgsl_immediates off to get the push constants as a uniform buffer",
                    self.wgsl_dialect
                ),
            );
        }
    }
}

/// One compiled output: an entry point in one target language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShaderBlob {
    pub entry_point: String,
    pub stage: Stage,
    pub target: CompileTarget,
    /// The entry function's name inside a WGSL blob's text (WGSL renames reserved words:
    /// `loop` is `loop_`), the same as reflection's `wgsl_entry_point`; `None` for SPIR-V,
    /// whose entry point keeps the HLSL name. See [`ShaderBlob::module_entry_name`].
    pub entry_function: Option<String>,
    /// SPIR-V words as little-endian bytes, or UTF-8 text for MSL and WGSL.
    pub data: Vec<u8>,
}

impl ShaderBlob {
    /// The name to give the graphics API for this blob's entry point: the WGSL entry
    /// function's name, or the HLSL name.
    pub fn module_entry_name(&self) -> &str {
        self.entry_function.as_deref().unwrap_or(&self.entry_point)
    }

    /// The SPIR-V words (empty for text targets).
    pub fn words(&self) -> Vec<u32> {
        if self.target != CompileTarget::SpirV {
            return Vec::new();
        }
        self.data
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    /// The text of an MSL or WGSL blob ("" for SPIR-V).
    pub fn as_text(&self) -> &str {
        if self.target == CompileTarget::SpirV {
            return "";
        }
        std::str::from_utf8(&self.data).unwrap_or("")
    }
}

#[derive(Clone, Debug, Default)]
pub struct CompileResult {
    pub diagnostics: Vec<Diagnostic>,
    pub blobs: Vec<ShaderBlob>,
    /// Present when the front end succeeded.
    pub reflection: Option<ShaderReflection>,
    /// Every file the compile read, the main file first, then includes in the order they were
    /// first read; filled even when the compile fails.
    pub files: Vec<String>,
}

impl CompileResult {
    /// No error diagnostics (warnings allowed, unless `-WX` turned them into errors).
    pub fn success(&self) -> bool {
        !self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The blob of an entry point in a target.
    pub fn find(&self, entry_point: &str, target: CompileTarget) -> Option<&ShaderBlob> {
        self.blobs
            .iter()
            .find(|b| b.entry_point == entry_point && b.target == target)
    }
}

/// Compiles HLSL `source`, reported as `path` in diagnostics (includes are looked up beside it).
pub fn compile(source: &str, path: &str, options: &CompileOptions) -> CompileResult {
    crate::driver::compile(source, path, options)
}

/// What [`preprocess_source`] gives: the preprocessed text (`None` after errors), the diagnostics,
/// and every file read (the main file first).
#[derive(Clone, Debug, Default)]
pub struct PreprocessResult {
    pub text: Option<String>,
    pub diagnostics: Vec<Diagnostic>,
    pub files: Vec<String>,
}

/// Preprocesses HLSL `source` only, as DXC's `-P` does: macros expanded, includes inlined,
/// conditional code removed, `#line` directives pointing at the original files. The options'
/// defines, include directories, resolver and predefined-macro inputs apply.
pub fn preprocess_source(source: &str, path: &str, options: &CompileOptions) -> PreprocessResult {
    crate::driver::preprocess_only(source, path, options)
}

/// Reads and compiles a file. An unreadable file is diagnostic OSH0003, not an error value.
pub fn compile_file(path: impl AsRef<Path>, options: &CompileOptions) -> CompileResult {
    crate::driver::compile_file(path.as_ref(), options)
}

/// This compiler build's id: a hash of the crate version and its sources (computed by
/// `build.rs`), so two builds that can give different output have different ids. Caches key
/// on it ([`crate::cache::options_key`]) instead of the version.
pub fn build_id() -> &'static str {
    env!("ONESHADER_BUILD_ID")
}

/// The text form of a SPIR-V module (as `spirv-dis` writes it, without friendly names), for
/// DXC's `-Fc`; `Err` says why the words are not a module.
pub fn disassemble_spirv(words: &[u32]) -> Result<String, String> {
    use rspirv::binary::Disassemble;
    let module = rspirv::dr::load_words(words)
        .map_err(|e| format!("the words are not a SPIR-V module: {e}"))?;
    // rspirv names generator 0 after itself; 0 is the unregistered generator OneShader writes.
    let text: Vec<String> = module
        .disassemble()
        .lines()
        .map(|l| match l.starts_with("; Generator:") {
            true => format!("; Generator: 0 (OneShader {})", env!("CARGO_PKG_VERSION")),
            false => l.to_string(),
        })
        .collect();
    Ok(text.join("\n") + "\n")
}
