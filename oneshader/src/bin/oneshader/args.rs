//! The command line of `oneshader`: DXC's core flags plus oneshader's own options.
//!
//! Input: the arguments after the program name. Output: a [`Command`] (help, version, or a
//! compile described by [`CompileArgs`]) or a [`UsageError`], which the caller prints as
//! `oneshader: error: <message>` and turns into exit code 2.
//!
//! Values may follow a flag after a space or be attached (`-T ps_6_0`, `-Tps_6_0`); oneshader's
//! long options also take `--name=value`. Every option that is not implemented is rejected with a
//! message that names it, never silently ignored, so a DXC command line that depends on a
//! feature oneshader lacks fails loudly.

use oneshader::types::{BufferLayout, PositionOptions};
use oneshader::{
    CompileTarget, Define, DiagnosticFormat, EntryPointRequest, ShaderModel, SpirvDebugInfo,
    SpirvEnv, Stage, VulkanBindingOptions, WgslDialect,
};
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    Help,
    Version,
    /// Boxed: the options make it far larger than the other variants.
    Compile(Box<CompileArgs>),
}

/// A compile request, validated: the combination of options is consistent.
#[derive(Debug, PartialEq)]
pub struct CompileArgs {
    pub input: PathBuf,
    /// Empty: every `[shader]` entry point of the file.
    pub entry_points: Vec<EntryPointRequest>,
    pub defines: Vec<Define>,
    pub include_dirs: Vec<PathBuf>,
    pub output: Option<PathBuf>,
    /// In the order first given, without duplicates; never empty.
    pub targets: Vec<CompileTarget>,
    pub optimize: bool,
    pub row_major: bool,
    pub warnings_as_errors: bool,
    pub warnings: oneshader::WarningOptions,
    pub enable_16bit_types: bool,
    pub keep_names: bool,
    pub reflect: Option<PathBuf>,
    pub depfile: Option<PathBuf>,
    pub wgsl_dialect: WgslDialect,
    /// `-fvk-{b,t,s,u}-shift`, `-fvk-bind-register`, `-fvk-bind-globals`, `-auto-binding-space`.
    pub vulkan_bindings: VulkanBindingOptions,
    /// From the `-T` profile; 6.0 without one.
    pub shader_model: ShaderModel,
    /// `-fspv-target-env=`.
    pub spirv_env: SpirvEnv,
    /// `-fvk-use-gl-layout`, `-fvk-use-dx-layout`, `-fvk-use-scalar-layout`.
    pub buffer_layout: BufferLayout,
    /// `-fvk-invert-y`, `-fvk-use-dx-position-w`.
    pub position: PositionOptions,
    /// `-fspv-use-unknown-image-format`.
    pub unknown_image_format: bool,
    /// `-fspv-extension=` (repeatable); `None` when not given.
    pub spirv_extensions: Option<Vec<String>>,
    /// `-P`: preprocess only, writing the text here (`-Fi`, else the input's name with `.i`).
    pub preprocess_to: Option<PathBuf>,
    /// `-Zi`, `-fspv-debug=`.
    pub spirv_debug: SpirvDebugInfo,
    /// `-fspv-reflect`.
    pub spirv_reflect: bool,
    /// `-fspv-preserve-bindings`.
    pub spirv_preserve_bindings: bool,
    /// `-fspv-preserve-interface`.
    pub spirv_preserve_interface: bool,
    /// `-Fc`: the SPIR-V disassembly goes here.
    pub disassembly: Option<PathBuf>,
    /// `-M`, `-MF`, `-MD`: list the files the input reads instead of compiling, as DXC does.
    pub dependencies: Option<Dependencies>,
    /// `-fdiagnostics-format=`.
    pub diagnostics_format: DiagnosticFormat,
}

/// Where DXC's dependency options write the list of files the input reads.
#[derive(Debug, PartialEq)]
pub enum Dependencies {
    /// `-M`.
    Stdout,
    /// `-MF <file>`, or `-MD` (the input's name with `.d`).
    File(PathBuf),
}

/// A wrong command line (exit code 2). The message is a sentence without the
/// `oneshader: error:` prefix and without the closing hint to run `--help`.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} Run 'oneshader --help' for the options.", self.0)
    }
}

/// The text of `oneshader --help`.
pub const HELP: &str = "\
oneshader: compile HLSL 2021 vertex, pixel and compute shaders to SPIR-V (1.5 for Vulkan 1.2
unless -fspv-target-env says otherwise) and to WGSL.

Usage: oneshader [options] <file.hlsl>

DXC-compatible options (values after a space or attached: -T ps_6_0, -Tps_6_0):
  -T <profile>              vs_6_x, ps_6_x or cs_6_x (x from 0 to 9; _5_0/_5_1 compile as 6.0);
                            the stage and __SHADER_TARGET_MAJOR/MINOR come from the profile
  -E <name>                 entry point; with -T and no -E it is 'main'
  -D <NAME[=VALUE]>         define a macro (without a value it is 1)
  -I <dir>                  add an #include search directory
  -Fo <file>                output file; without it a single output goes to standard output
  -P                        preprocess only: write the expanded source (with #line directives)
                            to the -Fi file, or to the input's name with .i
  -Fi <file>                the file -P writes
  -Fc <file>                also write the SPIR-V as text (disassembly) to this file
  -M                        write the files the input reads, as a Make rule for the -Fo file
                            (or the input), to standard output instead of compiling
  -MF <file>, -MD           the same, to <file> or to the input's name with .d
  -Zi                       debug information in the SPIR-V: every source file (OpString,
                            OpSource with its text), OpLine per statement, OpModuleProcessed
  -fspv-debug=<category>    only these parts of it: file, source (implies file), line (implies
                            source), tool (repeatable; replaces -Zi's default of all four)
  -fspv-reflect             DXC's reflection decorations: each stage variable's HLSL semantic,
                            each resource's HLSL type, each structured buffer's counter
                            (SPV_GOOGLE_hlsl_functionality1, SPV_GOOGLE_user_type)
  -fspv-preserve-bindings   declare every resource in every entry point, used or not
  -fspv-preserve-interface  keep stage inputs the code never reads
  -fdiagnostics-format=<clang|msvc|vi>
                            clang: DXC's default form 'file:line:col: error: message [OSHnnnn]'
                            with the source line and a caret; msvc: oneshader's default form
  -spirv                    emit SPIR-V (the default)
  -O0, -Od / -O1..-O3       optimizer off / on (default on)
  -Zpr / -Zpc               row-major / column-major default matrix packing
  -HV 2021                  HLSL version (202x too; others are rejected)
  -WX                       treat warnings as errors
  -enable-16bit-types       half and min16* are 16-bit types
  -fspv-target-env=<env>    vulkan1.0, vulkan1.1, vulkan1.1spirv1.4, vulkan1.2 (the default),
                            vulkan1.3 or universal1.5: SPIR-V 1.0, 1.3, 1.4, 1.5, 1.6 or 1.5
  -fvk-b-shift <N> <space|all>
  -fvk-t-shift <N> <space|all>
  -fvk-s-shift <N> <space|all>
  -fvk-u-shift <N> <space|all>
                            add N to the binding of every register(bX)/(tX)/(sX)/(uX) in that
                            space (repeatable; 'all' counts only when it is the class's only shift)
  -fvk-bind-register <xX> <space> <binding> <set>
                            put register xX of that space at set/binding (wins over shifts)
  -fvk-bind-globals <binding> <set>
                            put the implicit globals buffer at set/binding
  -fvk-bind-resource-heap <binding> <set>, -fvk-bind-sampler-heap <binding> <set>
                            put ResourceDescriptorHeap / SamplerDescriptorHeap there (default:
                            the lowest bindings of set 0 left free by the declared resources)
  -fvk-bind-counter-heap <binding> <set>
                            reserve the heap counters' binding (DXC's option)
  -fspv-use-emulated-heap   descriptor heaps as arrays at one binding (the default)
  -auto-binding-space <N>   the set of resources whose register space is not written (default 0)
  -fvk-use-dx-layout        FXC's buffer packing: no tail padding after arrays and structs in
                            constant buffers, tightly packed structured buffers (float3 stride 12);
                            the device needs scalarBlockLayout (reflection says so)
  -fvk-use-scalar-layout    scalar block layout for every buffer (needs scalarBlockLayout)
  -fvk-use-gl-layout        strict std140/std430
  -fvk-invert-y             vertex shaders negate SV_Position.y before writing it (vs profiles
                            or no profile only)
  -fvk-use-dx-position-w    pixel shaders read SV_Position.w as DirectX's w (Vulkan holds 1/w)
  -fvk-support-nonzero-base-vertex, -fvk-support-nonzero-base-instance
                            SV_VertexID / SV_InstanceID count from 0 in every draw, as in
                            Direct3D (minus the BaseVertex / BaseInstance built-in; not WGSL)
  -fvk-auto-shift-bindings  a resource without a register number takes its first free binding
                            from the -fvk-x-shift of the register class its type implies
  -fspv-extension=<name>    only these SPIR-V extensions may be used (repeatable; KHR permits
                            every SPV_KHR_*); needing another is an error naming it
  -fspv-use-unknown-image-format
                            storage textures without [[vk::image_format]] get the Unknown
                            format instead of one inferred from their texel type
  -nologo, -Vd              accepted; they change nothing (the output is valid by construction)
  -Qembed_debug, -Qstrip_debug, -Zss, -Zsb, -Ges, -Gis, -rootsig-define <name>
                            accepted; as in DXC they change nothing in SPIR-V ([RootSignature]
                            attributes are accepted and ignored too)
  -Wno-<group>, -W<group>   leave out (or bring back) a clang warning group's warnings:
                            conversion (OSH0307, OSH0361), unused-value (OSH0319),
                            macro-redefined (OSH0105), effects-syntax (OSH0208),
                            unknown-attributes (OSH0209), everything; other names are accepted
  -w, -no-warnings          report no warnings

Predefined macros, the same for every target of one compile: DXC's __hlsl_dx_compiler,
__spirv__, __SPIRV_MAJOR_VERSION__/__SPIRV_MINOR_VERSION__, __SHADER_TARGET_STAGE/MAJOR/MINOR,
__SHADER_STAGE_*, __HLSL_VERSION (2021), __DXC_VERSION_*, __HLSL_ENABLE_16_BIT, and __oneshader__.

oneshader options:
  --target <spirv|msl|wgsl> target language, repeat for several
  --all-entries             compile every [shader(\"vertex\"|\"pixel\"|\"compute\")] entry point
                            (also what happens without -T and -E; not combined with -T/-E)
  --wgsl-dialect <wgpu|webgpu>
                            the WGSL consumer: wgpu and Bevy (naga; the default) or browsers
                            (WebGPU as Tint takes it); wgpu-only features are refused for webgpu
  --reflect <file.json>     write the reflection as JSON
  --depfile <file>          write a Make dependency file (outputs: files read) on success
  --no-names                leave source names out of the output
  --version                 print the version
  --help                    print this help

Several outputs (entry points x targets) are named from -Fo: name.<entry>.spv when there are
several entry points, name.spv/.metal/.wgsl when there are several targets.

Diagnostics go to standard error as 'file(line,col): error OSHnnnn: message' (see
-fdiagnostics-format).
Exit code: 0 success, 1 the shader did not compile or an output could not be written,
2 the command line is wrong.

Every other -fvk-* and -fspv-* option and DXC options such as -Fh or -fcgl are rejected by
name, never ignored; [[vk::binding]], [[vk::location]] and [[vk::offset]] in the shader
often do the same.
";

#[derive(Debug)]
enum DependencyFlag {
    M,
    Mf(PathBuf),
    Md,
}

/// Options oneshader knows from DXC but does not implement, with the reason given to the user.
const REJECTED_WITH_REASON: &[(&str, &str)] = &[
    (
        "-Zs",
        "DXC's slim PDB is DXIL-only. Use -Zi, which puts the debug information in the SPIR-V.",
    ),
    ("-Fh", "header output is not implemented. Write the binary with -Fo instead."),
    (
        "-Fd",
        "there is no PDB with SPIR-V output, as in DXC: -Zi puts the debug information in the module. Remove it.",
    ),
    ("-Fe", "oneshader prints warnings and errors on standard error only. Remove it."),
    ("-Fre", "reflection is written with --reflect <file.json>."),
    ("-Frs", "root signatures are DXIL-only. Remove it."),
    ("-Vn", "header output is not implemented. Write the binary with -Fo instead."),
    (
        "-Qstrip_reflect",
        "it is not supported with SPIR-V output, as in DXC: reflection is never embedded (write it with --reflect <file.json>). Remove it.",
    ),
    (
        "-Gec",
        "it is not supported with SPIR-V output, as in DXC: backwards-compatibility mode is DXIL's. Remove it.",
    ),
    ("-Gfa", "flow-control switches are not implemented. Remove it."),
    ("-Gfp", "flow-control switches are not implemented. Remove it."),
    ("-res-may-alias", "resource aliasing switches are not implemented. Remove it."),
    (
        "-fcgl",
        "DXC's -fcgl writes SPIR-V before legalization, which oneshader's backends cannot take: they need legalized IR, and legalization always runs. Remove it (-Od turns the optimizer off).",
    ),
];

const LAYOUT_REJECTION: &str = "oneshader does not implement this DXC Vulkan option yet; use [[vk::binding]], [[vk::location]] and [[vk::offset]] in the shader where they do the same.";

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    // --help and --version answer whatever else the line holds (up to `--`).
    for arg in args.iter().take_while(|a| a.as_str() != "--") {
        match arg.as_str() {
            "--help" | "-help" | "-h" | "-?" | "/?" => return Ok(Command::Help),
            "--version" => return Ok(Command::Version),
            _ => {}
        }
    }
    let mut p = Parser {
        args,
        pos: 0,
        state: State::default(),
    };
    while p.pos < args.len() {
        let arg = args[p.pos].as_str();
        p.pos += 1;
        p.one(arg)?;
    }
    p.state.finish().map(|c| Command::Compile(Box::new(c)))
}

#[derive(Default)]
struct State {
    inputs: Vec<String>,
    profile: Option<(String, Stage, ShaderModel)>,
    entry: Option<String>,
    all_entries: bool,
    defines: Vec<Define>,
    include_dirs: Vec<PathBuf>,
    output: Option<PathBuf>,
    targets: Vec<CompileTarget>,
    optimize: Option<bool>,
    row_major: bool,
    warnings_as_errors: bool,
    enable_16bit_types: bool,
    no_names: bool,
    reflect: Option<PathBuf>,
    depfile: Option<PathBuf>,
    wgsl_dialect: WgslDialect,
    preprocess: bool,
    preprocess_output: Option<PathBuf>,
    disassembly: Option<PathBuf>,
    /// `-M` (stdout), `-MF <file>`, `-MD`; the last one given wins.
    dependencies: Option<DependencyFlag>,
    diagnostics_format: DiagnosticFormat,
    /// DXC's Vulkan options (bindings, layout, position, target environment) as
    /// `oneshader::dxc_args` sets them; only those fields are read.
    dxc: oneshader::CompileOptions,
}

struct Parser<'a> {
    args: &'a [String],
    pos: usize,
    state: State,
}

impl Parser<'_> {
    /// The value of `flag`: the attached rest of the argument, or the next argument.
    fn value(&mut self, flag: &str, attached: &str) -> Result<String, UsageError> {
        if !attached.is_empty() {
            return Ok(attached.to_string());
        }
        match self.args.get(self.pos) {
            Some(v) => {
                self.pos += 1;
                Ok(v.clone())
            }
            None => Err(UsageError(format!("option '{flag}' needs a value."))),
        }
    }

    /// The value of a long option: `--name=value` or `--name value`.
    fn long_value(&mut self, name: &str, arg: &str) -> Result<String, UsageError> {
        match arg.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
            Some(v) => Ok(v.to_string()),
            None => self.value(name, ""),
        }
    }

    /// Handles one argument (and the value after it, when it takes one).
    fn one(&mut self, arg: &str) -> Result<(), UsageError> {
        let s = &mut self.state;
        match arg {
            "-spirv" => push_target(&mut s.targets, CompileTarget::SpirV),
            "-O0" | "-Od" => s.optimize = Some(false),
            "-O1" | "-O2" | "-O3" => s.optimize = Some(true),
            "-Zpr" => s.row_major = true,
            "-Zpc" => s.row_major = false,
            "-WX" => s.warnings_as_errors = true,
            "-enable-16bit-types" => s.enable_16bit_types = true,
            "-P" => s.preprocess = true,
            "-M" => s.dependencies = Some(DependencyFlag::M),
            "-MD" => s.dependencies = Some(DependencyFlag::Md),
            // -Vd, -nologo and the PDB switches change nothing here (`dxc_args::is_inert`).
            _ if oneshader::dxc_args::is_inert(arg) => {}
            "--all-entries" => s.all_entries = true,
            "--no-names" => s.no_names = true,
            "--" => {
                // Everything after `--` is an input file, even if it starts with '-'.
                s.inputs.extend(self.args[self.pos..].iter().cloned());
                self.pos = self.args.len();
            }
            _ if arg.starts_with("--") => self.long_option(arg)?,
            _ if arg.starts_with('-') && arg.len() > 1 => self.short_option(arg)?,
            _ => s.inputs.push(arg.to_string()),
        }
        Ok(())
    }

    fn long_option(&mut self, arg: &str) -> Result<(), UsageError> {
        let name = arg.split('=').next().unwrap_or(arg);
        match name {
            "--target" => {
                let v = self.long_value(name, arg)?;
                let target = parse_target(&v)?;
                push_target(&mut self.state.targets, target);
            }
            "--reflect" => self.state.reflect = Some(PathBuf::from(self.long_value(name, arg)?)),
            "--depfile" => self.state.depfile = Some(PathBuf::from(self.long_value(name, arg)?)),
            "--wgsl-dialect" => {
                let v = self.long_value(name, arg)?;
                self.state.wgsl_dialect = WgslDialect::parse(&v).ok_or_else(|| {
                    UsageError(format!(
                        "--wgsl-dialect {v} is not a WGSL dialect. Use wgpu or webgpu."
                    ))
                })?;
            }
            _ => return Err(UsageError(format!("unknown option '{name}'."))),
        }
        Ok(())
    }

    fn short_option(&mut self, arg: &str) -> Result<(), UsageError> {
        // Exact names first; output-file flags (-Fh, -Fd, ...) and -Vn also take attached values.
        let rejected = REJECTED_WITH_REASON
            .iter()
            .find(|(flag, _)| arg == *flag)
            .or_else(|| {
                REJECTED_WITH_REASON.iter().find(|(flag, _)| {
                    (flag.len() == 3 && flag.starts_with("-F") || *flag == "-Vn")
                        && arg.starts_with(flag)
                })
            });
        if let Some((flag, reason)) = rejected {
            return Err(UsageError(format!(
                "option '{flag}' is not supported: {reason}"
            )));
        }
        // DXC's Vulkan options, parsed where the pack and Bevy settings parse them too.
        let words = &self.args[self.pos - 1..];
        if let Some(taken) =
            oneshader::dxc_args::apply_one(&mut self.state.dxc, words).map_err(UsageError)?
        {
            self.pos += taken - 1;
            return Ok(());
        }
        if let Some(v) = arg.strip_prefix("-fdiagnostics-format") {
            let v = v.strip_prefix('=').unwrap_or(v);
            self.state.diagnostics_format = DiagnosticFormat::parse(v).ok_or_else(|| {
                UsageError(format!(
                    "-fdiagnostics-format={v} is not a diagnostics format. Use clang, msvc or vi."
                ))
            })?;
            return Ok(());
        }
        if arg.starts_with("-fvk-") || arg.starts_with("-fspv-") {
            let name = arg.split('=').next().unwrap_or(arg);
            return Err(UsageError(format!(
                "option '{name}' is not supported. {LAYOUT_REJECTION}"
            )));
        }
        // Flags with a value; the value may be attached.
        if let Some(rest) = arg.strip_prefix("-Fo") {
            self.state.output = Some(PathBuf::from(self.value("-Fo", rest)?));
        } else if let Some(rest) = arg.strip_prefix("-Fi") {
            self.state.preprocess_output = Some(PathBuf::from(self.value("-Fi", rest)?));
        } else if let Some(rest) = arg.strip_prefix("-rootsig-define") {
            // Root signatures are DXIL's; DXC ignores them for SPIR-V.
            self.value("-rootsig-define", rest)?;
        } else if let Some(rest) = arg.strip_prefix("-Fc") {
            self.state.disassembly = Some(PathBuf::from(self.value("-Fc", rest)?));
        } else if let Some(rest) = arg.strip_prefix("-MF") {
            let file = PathBuf::from(self.value("-MF", rest)?);
            self.state.dependencies = Some(DependencyFlag::Mf(file));
        } else if let Some(rest) = arg.strip_prefix("-HV") {
            let v = self.value("-HV", rest)?;
            oneshader::dxc_args::check_hlsl_version(&v).map_err(UsageError)?;
        } else if let Some(rest) = arg.strip_prefix("-T") {
            let v = self.value("-T", rest)?;
            let (stage, model) = parse_profile(&v)?;
            self.state.profile = Some((v, stage, model));
        } else if let Some(rest) = arg.strip_prefix("-E") {
            self.state.entry = Some(self.value("-E", rest)?);
        } else if let Some(rest) = arg.strip_prefix("-D") {
            let v = self.value("-D", rest)?;
            self.state.defines.push(parse_define(&v)?);
        } else if let Some(rest) = arg.strip_prefix("-I") {
            let dir = PathBuf::from(self.value("-I", rest)?);
            self.state.include_dirs.push(dir);
        } else {
            let name = arg.split('=').next().unwrap_or(arg);
            return Err(UsageError(format!("option '{name}' is not supported.")));
        }
        Ok(())
    }
}

impl State {
    fn finish(self) -> Result<CompileArgs, UsageError> {
        let input = match self.inputs.as_slice() {
            [] => {
                return Err(UsageError(
                    "no input file. Name one HLSL file to compile.".to_string(),
                ))
            }
            [one] => PathBuf::from(one),
            many => {
                return Err(UsageError(format!(
                    "{} input files given ({}); oneshader compiles one file per run.",
                    many.len(),
                    many.join(", ")
                )))
            }
        };
        if self.all_entries && (self.profile.is_some() || self.entry.is_some()) {
            return Err(UsageError(
                "--all-entries cannot be combined with -T or -E. Use either --all-entries or -T/-E."
                    .to_string(),
            ));
        }
        let entry_points = match (&self.profile, &self.entry) {
            // DXC's default entry point name with a profile.
            (Some((_, stage, _)), entry) => vec![EntryPointRequest {
                name: entry.clone().unwrap_or_else(|| "main".to_string()),
                stage: Some(*stage),
            }],
            // The stage comes from the function's [shader] attribute.
            (None, Some(entry)) => vec![EntryPointRequest {
                name: entry.clone(),
                stage: None,
            }],
            (None, None) => Vec::new(),
        };
        if let (true, Some((profile, stage, _))) = (self.dxc.position.invert_y, &self.profile) {
            if *stage != Stage::Vertex {
                return Err(UsageError(format!(
                    "-fvk-invert-y applies to vertex shaders only, and -T {profile} is not one. Remove it, as DXC requires."
                )));
            }
        }
        if self.depfile.is_some() && self.output.is_none() {
            return Err(UsageError(
                "--depfile needs -Fo: the dependency file names the output it describes."
                    .to_string(),
            ));
        }
        if self.preprocess_output.is_some() && !self.preprocess {
            return Err(UsageError(
                "-Fi names the output of -P (preprocess only). Add -P, or remove -Fi.".to_string(),
            ));
        }
        // DXC writes `-P`'s text to the input's name with `.i` when -Fi does not name a file.
        let preprocess_to = self.preprocess.then(|| {
            self.preprocess_output
                .clone()
                .unwrap_or_else(|| input.with_extension("i"))
        });
        let mut targets = self.targets;
        if targets.is_empty() {
            targets.push(CompileTarget::SpirV);
        }
        if self.disassembly.is_some() && !targets.contains(&CompileTarget::SpirV) {
            return Err(UsageError(
                "-Fc writes the SPIR-V as text, and SPIR-V is not a target. Add --target spirv, or remove -Fc."
                    .to_string(),
            ));
        }
        // DXC writes `-MD`'s list to the input's name with `.d`.
        let dependencies = self.dependencies.map(|d| match d {
            DependencyFlag::M => Dependencies::Stdout,
            DependencyFlag::Mf(file) => Dependencies::File(file),
            DependencyFlag::Md => Dependencies::File(input.with_extension("d")),
        });
        Ok(CompileArgs {
            preprocess_to,
            input,
            entry_points,
            defines: self.defines,
            include_dirs: self.include_dirs,
            output: self.output,
            targets,
            optimize: self.optimize.unwrap_or(true),
            row_major: self.row_major,
            warnings_as_errors: self.warnings_as_errors,
            warnings: self.dxc.warnings,
            enable_16bit_types: self.enable_16bit_types,
            keep_names: !self.no_names,
            reflect: self.reflect,
            depfile: self.depfile,
            wgsl_dialect: self.wgsl_dialect,
            vulkan_bindings: self.dxc.vulkan_bindings,
            shader_model: self.profile.as_ref().map(|p| p.2).unwrap_or_default(),
            spirv_env: self.dxc.spirv_env,
            buffer_layout: self.dxc.buffer_layout,
            position: self.dxc.position,
            unknown_image_format: self.dxc.unknown_image_format,
            spirv_extensions: self.dxc.spirv_extensions,
            spirv_debug: self.dxc.spirv_debug,
            spirv_reflect: self.dxc.spirv_reflect,
            spirv_preserve_bindings: self.dxc.spirv_preserve_bindings,
            spirv_preserve_interface: self.dxc.spirv_preserve_interface,
            disassembly: self.disassembly,
            dependencies,
            diagnostics_format: self.diagnostics_format,
        })
    }
}

fn push_target(targets: &mut Vec<CompileTarget>, t: CompileTarget) {
    if !targets.contains(&t) {
        targets.push(t);
    }
}

fn parse_target(v: &str) -> Result<CompileTarget, UsageError> {
    let target = match v.to_ascii_lowercase().as_str() {
        "spirv" | "spir-v" | "spv" => CompileTarget::SpirV,
        "msl" | "metal" => CompileTarget::Msl,
        "wgsl" => CompileTarget::Wgsl,
        _ => {
            return Err(UsageError(format!(
                "--target {v} is not a target. Use spirv, msl or wgsl."
            )))
        }
    };
    if !target.is_implemented() {
        return Err(UsageError(format!(
            "--target {v}: the {} backend does not exist yet in this version of oneshader. Use --target spirv.",
            match target {
                CompileTarget::Msl => "MSL",
                CompileTarget::Wgsl => "WGSL",
                CompileTarget::SpirV => "SPIR-V",
            }
        )));
    }
    Ok(target)
}

/// `vs_6_6` -> (Vertex, 6.6). Shader models 6.0 to 6.9; 5.x profiles compile as 6.0, as DXC
/// upgrades them.
fn parse_profile(v: &str) -> Result<(Stage, ShaderModel), UsageError> {
    let unsupported = || {
        UsageError(format!(
            "-T {v} is not a supported profile. Use vs_6_x, ps_6_x or cs_6_x; geometry, tessellation, mesh and library profiles are not supported."
        ))
    };
    let mut parts = v.split('_');
    let (Some(kind), Some(major), Some(minor), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(unsupported());
    };
    let stage = match kind {
        "vs" => Stage::Vertex,
        "ps" => Stage::Pixel,
        "cs" => Stage::Compute,
        _ => return Err(unsupported()),
    };
    let model = match (major, minor) {
        ("5", "0" | "1") => ShaderModel::default(),
        ("6", m) if m.len() == 1 && m.as_bytes()[0].is_ascii_digit() => ShaderModel {
            major: 6,
            minor: m.as_bytes()[0] - b'0',
        },
        _ => return Err(unsupported()),
    };
    Ok((stage, model))
}

fn parse_define(v: &str) -> Result<Define, UsageError> {
    let (name, value) = match v.split_once('=') {
        Some((n, val)) => (n, Some(val)),
        None => (v, None),
    };
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid {
        return Err(UsageError(format!(
            "-D {v}: '{name}' is not a macro name. Use -D NAME or -D NAME=VALUE."
        )));
    }
    Ok(Define::new(name, value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use oneshader::{RegisterRemap, RegisterShift, ShiftSpace};

    fn parse_strs(args: &[&str]) -> Result<Command, UsageError> {
        parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    fn compile_args(args: &[&str]) -> CompileArgs {
        match parse_strs(args) {
            Ok(Command::Compile(c)) => *c,
            other => panic!("expected a compile for {args:?}, got {other:?}"),
        }
    }

    fn error(args: &[&str]) -> String {
        match parse_strs(args) {
            Err(e) => e.0,
            other => panic!("expected an error for {args:?}, got {other:?}"),
        }
    }

    #[test]
    fn attached_and_separate_values_are_the_same() {
        let a = compile_args(&[
            "-T", "ps_6_0", "-E", "PSMain", "-D", "A=2", "-I", "inc", "x.hlsl", "-Fo", "o.spv",
        ]);
        let b = compile_args(&[
            "-Tps_6_0", "-EPSMain", "-DA=2", "-Iinc", "x.hlsl", "-Foo.spv",
        ]);
        assert_eq!(a, b);
        assert_eq!(
            a.entry_points,
            vec![EntryPointRequest {
                name: "PSMain".into(),
                stage: Some(Stage::Pixel)
            }]
        );
        assert_eq!(a.defines, vec![Define::new("A", Some("2"))]);
        assert_eq!(a.output, Some(PathBuf::from("o.spv")));
    }

    #[test]
    fn profile_without_entry_means_main_and_no_profile_means_every_entry() {
        let c = compile_args(&["-T", "cs_6_6", "k.hlsl"]);
        assert_eq!(
            c.entry_points,
            vec![EntryPointRequest {
                name: "main".into(),
                stage: Some(Stage::Compute)
            }]
        );
        let all = compile_args(&["k.hlsl"]);
        assert!(all.entry_points.is_empty());
        let e = compile_args(&["-E", "VSMain", "k.hlsl"]);
        assert_eq!(
            e.entry_points,
            vec![EntryPointRequest {
                name: "VSMain".into(),
                stage: None
            }]
        );
        assert_eq!(
            compile_args(&["-T", "vs_5_1", "k.hlsl"]).entry_points[0].stage,
            Some(Stage::Vertex)
        );
    }

    #[test]
    fn dxc_switches_map_to_options() {
        let c = compile_args(&[
            "-spirv",
            "-O0",
            "-Zpr",
            "-HV",
            "2021",
            "-WX",
            "-enable-16bit-types",
            "-fspv-target-env=vulkan1.3",
            "-nologo",
            "--no-names",
            "k.hlsl",
        ]);
        assert!(
            !c.optimize
                && c.row_major
                && c.warnings_as_errors
                && c.enable_16bit_types
                && !c.keep_names
        );
        assert_eq!(c.targets, vec![CompileTarget::SpirV]);
        let d = compile_args(&["-Od", "-O3", "-Zpr", "-Zpc", "-HV202x", "k.hlsl"]);
        assert!(d.optimize && !d.row_major && d.keep_names);
    }

    #[test]
    fn define_without_value_has_none() {
        assert_eq!(
            compile_args(&["-D", "FAST", "k.hlsl"]).defines,
            vec![Define::new("FAST", None)]
        );
        assert_eq!(
            error(&["-D", "1X", "k.hlsl"]),
            "-D 1X: '1X' is not a macro name. Use -D NAME or -D NAME=VALUE."
        );
    }

    #[test]
    fn long_options_take_equals_or_separate_values() {
        let c = compile_args(&[
            "--reflect=r.json",
            "--depfile",
            "d.d",
            "-Fo",
            "o.spv",
            "--target=spirv",
            "k.hlsl",
        ]);
        assert_eq!(c.reflect, Some(PathBuf::from("r.json")));
        assert_eq!(c.depfile, Some(PathBuf::from("d.d")));
        assert_eq!(c.targets, vec![CompileTarget::SpirV]);
    }

    #[test]
    fn wgsl_dialect_defaults_to_wgpu_and_takes_webgpu() {
        assert_eq!(compile_args(&["k.hlsl"]).wgsl_dialect, WgslDialect::Wgpu);
        for args in [
            &["--wgsl-dialect", "webgpu", "k.hlsl"][..],
            &["--wgsl-dialect=WebGPU", "k.hlsl"][..],
        ] {
            assert_eq!(compile_args(args).wgsl_dialect, WgslDialect::WebGpu);
        }
        assert_eq!(
            compile_args(&["--wgsl-dialect=wgpu", "k.hlsl"]).wgsl_dialect,
            WgslDialect::Wgpu
        );
        assert_eq!(
            error(&["--wgsl-dialect", "tint", "k.hlsl"]),
            "--wgsl-dialect tint is not a WGSL dialect. Use wgpu or webgpu."
        );
    }

    #[test]
    fn rejections_name_the_option() {
        assert!(error(&["-Fdx.pdb", "k.hlsl"])
            .starts_with("option '-Fd' is not supported: there is no PDB with SPIR-V output"));
        assert!(error(&["-fcgl", "k.hlsl"]).starts_with(
            "option '-fcgl' is not supported: DXC's -fcgl writes SPIR-V before legalization"
        ));
        assert!(error(&["-fspv-use-descriptor-heap", "k.hlsl"])
            .contains("-fspv-use-descriptor-heap is not supported"));
        assert_eq!(
            error(&["-fdiagnostics-format=json", "k.hlsl"]),
            "-fdiagnostics-format=json is not a diagnostics format. Use clang, msvc or vi."
        );
        assert!(error(&["-Fc", "k.txt", "--target", "wgsl", "k.hlsl"])
            .starts_with("-Fc writes the SPIR-V as text, and SPIR-V is not a target."));
        assert_eq!(
            error(&["-fspv-flatten-resource-arrays", "k.hlsl"]),
            "option '-fspv-flatten-resource-arrays' is not supported. oneshader does not implement this DXC Vulkan option yet; use [[vk::binding]], [[vk::location]] and [[vk::offset]] in the shader where they do the same."
        );
        assert_eq!(
            error(&["-T", "gs_6_0", "k.hlsl"]),
            "-T gs_6_0 is not a supported profile. Use vs_6_x, ps_6_x or cs_6_x; geometry, tessellation, mesh and library profiles are not supported."
        );
        assert!(error(&["-Fhout.h", "k.hlsl"])
            .starts_with("option '-Fh' is not supported: header output"));
        assert!(
            error(&["-Zs", "k.hlsl"]).starts_with("option '-Zs' is not supported: DXC's slim PDB")
        );
        assert_eq!(
            error(&["-Qunknown", "k.hlsl"]),
            "option '-Qunknown' is not supported."
        );
        assert_eq!(
            error(&["--frobnicate", "k.hlsl"]),
            "unknown option '--frobnicate'."
        );
    }

    /// DXC's debug, reflection, listing, dependency and diagnostics options.
    #[test]
    fn debug_listing_dependency_and_diagnostics_options() {
        let c = compile_args(&[
            "-Zi",
            "-fspv-debug=line",
            "-Qembed_debug",
            "-Zsb",
            "-fspv-reflect",
            "-Fc",
            "k.txt",
            "-fdiagnostics-format=clang",
            "-fvk-auto-shift-bindings",
            "-fvk-support-nonzero-base-instance",
            "-Ges",
            "-Gis",
            "-rootsig-define",
            "MyRS",
            "k.hlsl",
        ]);
        assert_eq!(c.input, PathBuf::from("k.hlsl"));
        assert!(error(&["-Gec", "k.hlsl"])
            .starts_with("option '-Gec' is not supported: it is not supported with SPIR-V output"));
        assert!(c.spirv_debug.zi && c.spirv_debug.line && !c.spirv_debug.tool);
        assert!(c.spirv_reflect && c.vulkan_bindings.auto_shift);
        assert!(c.position.nonzero_base_instance && !c.position.nonzero_base_vertex);
        assert_eq!(c.disassembly, Some(PathBuf::from("k.txt")));
        assert_eq!(c.diagnostics_format, DiagnosticFormat::Clang);
        assert_eq!(c.dependencies, None);
        assert_eq!(
            compile_args(&["-M", "k.hlsl"]).dependencies,
            Some(Dependencies::Stdout)
        );
        assert_eq!(
            compile_args(&["-MFdeps.d", "k.hlsl"]).dependencies,
            Some(Dependencies::File(PathBuf::from("deps.d")))
        );
        assert_eq!(
            compile_args(&["-MD", "dir/k.hlsl"]).dependencies,
            Some(Dependencies::File(PathBuf::from("dir/k.d")))
        );
    }

    #[test]
    fn profile_sets_the_shader_model_and_target_env_the_spirv_version() {
        let c = compile_args(&["-T", "cs_6_6", "k.hlsl"]);
        assert_eq!(c.shader_model, ShaderModel { major: 6, minor: 6 });
        assert_eq!(c.spirv_env, SpirvEnv::Vulkan1_2);
        // DXC upgrades 5.x profiles to 6.0.
        let c = compile_args(&["-T", "ps_5_1", "k.hlsl"]);
        assert_eq!(c.shader_model, ShaderModel { major: 6, minor: 0 });
        assert_eq!(
            compile_args(&["k.hlsl"]).shader_model,
            ShaderModel::default()
        );
        for (name, env, version) in [
            ("vulkan1.0", SpirvEnv::Vulkan1_0, (1, 0)),
            ("vulkan1.1", SpirvEnv::Vulkan1_1, (1, 3)),
            ("vulkan1.1spirv1.4", SpirvEnv::Vulkan1_1Spirv1_4, (1, 4)),
            ("vulkan1.2", SpirvEnv::Vulkan1_2, (1, 5)),
            ("vulkan1.3", SpirvEnv::Vulkan1_3, (1, 6)),
            ("universal1.5", SpirvEnv::Universal1_5, (1, 5)),
        ] {
            let c = compile_args(&[&format!("-fspv-target-env={name}"), "k.hlsl"]);
            assert_eq!(c.spirv_env, env);
            assert_eq!(env.spirv_version(), version);
        }
        // Layout and position options are typed; two layout rule sets are refused.
        let c = compile_args(&["-fvk-use-dx-layout", "-fvk-use-dx-position-w", "k.hlsl"]);
        assert_eq!(c.buffer_layout, BufferLayout::Dx);
        assert!(c.position.dx_position_w && !c.position.invert_y);
        assert_eq!(
            error(&["-fvk-use-gl-layout", "-fvk-use-dx-layout", "k.hlsl"]),
            "-fvk-use-gl-layout and -fvk-use-dx-layout cannot be combined: one layout rule set applies to every buffer. Keep one of them."
        );
        assert!(
            compile_args(&["-T", "vs_6_0", "-fvk-invert-y", "k.hlsl"])
                .position
                .invert_y
        );
        assert!(error(&["-T", "ps_6_0", "-fvk-invert-y", "k.hlsl"])
            .starts_with("-fvk-invert-y applies to vertex shaders only"));
        // Wicked Engine's switches are accepted; -Wno-conversion leaves out its group.
        let c = compile_args(&["-Vd", "-Wno-conversion", "-Wall", "-HV", "2021", "k.hlsl"]);
        assert!(!c.warnings_as_errors);
        assert_eq!(c.warnings.disabled_groups, ["conversion"]);
        let c = compile_args(&["-Wno-conversion", "-Wconversion", "-w", "k.hlsl"]);
        assert!(c.warnings.disabled_groups.is_empty() && c.warnings.silence_all);
    }

    #[test]
    fn bad_values_and_combinations_are_errors() {
        assert!(error(&["-HV", "2018", "k.hlsl"]).starts_with("-HV 2018 is not supported."));
        assert_eq!(
            error(&["-fspv-target-env=vulkan9", "k.hlsl"]),
            "-fspv-target-env=vulkan9 is not a target environment. Use one of vulkan1.0, vulkan1.1, vulkan1.1spirv1.4, vulkan1.2, vulkan1.3, universal1.5."
        );
        assert!(error(&["-T", "lib_6_3", "k.hlsl"])
            .starts_with("-T lib_6_3 is not a supported profile."));
        assert!(
            error(&["-T", "ps_7_0", "k.hlsl"]).starts_with("-T ps_7_0 is not a supported profile.")
        );
        assert_eq!(error(&["k.hlsl", "-T"]), "option '-T' needs a value.");
        assert!(error(&["--all-entries", "-E", "main", "k.hlsl"])
            .starts_with("--all-entries cannot be combined"));
        assert_eq!(error(&[]), "no input file. Name one HLSL file to compile.");
        assert!(error(&["a.hlsl", "b.hlsl"]).starts_with("2 input files given (a.hlsl, b.hlsl)"));
        assert!(error(&["--depfile", "d", "k.hlsl"]).starts_with("--depfile needs -Fo"));
        assert!(
            error(&["--target", "hlsl", "k.hlsl"]).starts_with("--target hlsl is not a target.")
        );
    }

    #[test]
    fn vulkan_binding_options_are_typed_and_repeatable() {
        let c = compile_args(&[
            "-fvk-t-shift",
            "100",
            "all",
            "-fvk-s-shift",
            "200",
            "all",
            "-fvk-u-shift",
            "300",
            "all",
            "-fvk-b-shift",
            "5",
            "0",
            "-fvk-b-shift",
            "6",
            "2",
            "-fvk-bind-register",
            "t3",
            "1",
            "7",
            "4",
            "-fvk-bind-globals",
            "9",
            "3",
            "-fvk-bind-sampler-heap",
            "4",
            "7",
            "-auto-binding-space",
            "2",
            "k.hlsl",
        ]);
        let all = |shift| {
            vec![RegisterShift {
                shift,
                space: ShiftSpace::All,
            }]
        };
        let v = &c.vulkan_bindings;
        assert_eq!(v.t_shift, all(100));
        assert_eq!(v.s_shift, all(200));
        assert_eq!(v.u_shift, all(300));
        assert_eq!(
            v.b_shift,
            vec![
                RegisterShift {
                    shift: 5,
                    space: ShiftSpace::Space(0)
                },
                RegisterShift {
                    shift: 6,
                    space: ShiftSpace::Space(2)
                }
            ]
        );
        assert_eq!(
            v.bind_register,
            vec![RegisterRemap {
                class: 't',
                number: 3,
                space: 1,
                binding: 7,
                set: 4
            }]
        );
        assert_eq!(v.bind_globals, Some((9, 3)));
        assert_eq!(v.sampler_heap, Some((4, 7)));
        assert_eq!(v.auto_binding_space, Some(2));
        assert_eq!(
            compile_args(&["k.hlsl"]).vulkan_bindings,
            VulkanBindingOptions::default()
        );
    }

    #[test]
    fn vulkan_binding_options_with_bad_values_are_usage_errors() {
        assert_eq!(
            error(&["k.hlsl", "-fvk-t-shift", "100"]),
            "option '-fvk-t-shift' needs 2 values: -fvk-t-shift <shift> <space|all>."
        );
        assert_eq!(
            error(&["-fvk-u-shift", "x", "all", "k.hlsl"]),
            "-fvk-u-shift: 'x' is not a shift. Use -fvk-u-shift <shift> <space|all>, with numbers from 0 up."
        );
        assert!(error(&["-fvk-b-shift", "1", "space1", "k.hlsl"])
            .starts_with("-fvk-b-shift: 'space1' is not a space number or 'all'."));
        assert!(
            error(&["-fvk-bind-register", "q3", "0", "1", "0", "k.hlsl"])
                .starts_with("-fvk-bind-register: 'q3' is not a register.")
        );
        assert!(
            error(&["-fvk-bind-register", "t3", "0", "-1", "0", "k.hlsl"])
                .starts_with("-fvk-bind-register: '-1' is not a binding number.")
        );
        assert_eq!(
            error(&["k.hlsl", "-fvk-bind-globals", "1"]),
            "option '-fvk-bind-globals' needs 2 values: -fvk-bind-globals <binding> <set>."
        );
        assert!(error(&["-auto-binding-space", "two", "k.hlsl"])
            .starts_with("-auto-binding-space: 'two' is not a space number."));
    }

    #[test]
    fn msl_and_wgsl_are_targets() {
        assert!(parse_target("msl").is_ok_and(|t| t == CompileTarget::Msl));
        assert!(parse_target("metal").is_ok_and(|t| t == CompileTarget::Msl));
        assert!(parse_target("wgsl").is_ok_and(|t| t == CompileTarget::Wgsl));
    }

    #[test]
    fn help_and_version_win_over_everything_else() {
        assert_eq!(parse_strs(&["-Zi", "--help"]), Ok(Command::Help));
        assert_eq!(parse_strs(&["--version", "-Zi"]), Ok(Command::Version));
        assert_eq!(parse_strs(&["x.hlsl", "--help"]), Ok(Command::Help));
    }

    #[test]
    fn double_dash_ends_options() {
        assert_eq!(
            compile_args(&["--", "-odd.hlsl"]).input,
            PathBuf::from("-odd.hlsl")
        );
    }
}
