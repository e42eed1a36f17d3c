//! DXC's Vulkan and SPIR-V options, parsed once into typed fields of [`CompileOptions`]: the
//! command line, pack manifests (`dxc_args`) and Bevy `.meta` settings (`dxc_args`) all read
//! them here, so a flag an engine's build already passes to DXC means the same everywhere.
//!
//! Input: DXC's argument words (`["-fvk-t-shift", "100", "all", "-fvk-use-dx-layout"]`).
//! Output: the options changed in place, or a message naming the flag and what is wrong (the
//! caller adds its own position: a command-line usage error, a manifest line). What it takes:
//! `-fvk-{b,t,s,u}-shift N SPACE|all`, `-fvk-bind-register xX SPACE BINDING SET`,
//! `-fvk-bind-globals BINDING SET`, `-fvk-bind-{resource,sampler,counter}-heap BINDING SET`,
//! `-fspv-use-emulated-heap` (the default; `-fspv-use-descriptor-heap` is refused),
//! `-auto-binding-space N`, `-fvk-use-{gl,dx,scalar}-layout`
//! (two different ones are refused, as DXC refuses gl with dx), `-fvk-invert-y`,
//! `-fvk-use-dx-position-w`, `-fvk-support-nonzero-base-{vertex,instance}`,
//! `-fvk-auto-shift-bindings`, `-fspv-target-env=ENV`, `-fspv-extension=NAME`,
//! `-fspv-use-unknown-image-format`, `-fspv-reflect`, `-fspv-preserve-bindings`,
//! `-fspv-preserve-interface`, `-Zi`, `-fspv-debug=CATEGORY`. [`apply_all`] also takes the flags of a
//! DXC command line that change nothing here (`-spirv`, `-Vd`, `-nologo`, `-HV 2021`,
//! `-W<name>`) and `-WX`, so an engine's list can be copied whole; anything else is refused by
//! name, never ignored.

use crate::api::CompileOptions;
use crate::target::SpirvEnv;
use crate::types::BufferLayout;
use crate::vk_bindings::{RegisterRemap, RegisterShift, ShiftSpace};

/// The flag that selects `layout`.
fn layout_flag(layout: BufferLayout) -> &'static str {
    layout.dxc_flag().unwrap_or("the default layout")
}

/// Applies the DXC option starting at `args[0]`. `Ok(Some(n))`: it was one, and took `n`
/// words (the flag and its values); `Ok(None)`: `args[0]` is not one of this module's options.
pub fn apply_one(options: &mut CompileOptions, args: &[String]) -> Result<Option<usize>, String> {
    let Some(flag) = args.first().map(String::as_str) else {
        return Ok(None);
    };
    let values = |usage: &str, n: usize| -> Result<&[String], String> {
        args.get(1..=n)
            .ok_or_else(|| format!("option '{flag}' needs {n} values: {flag} {usage}."))
    };
    let number = |usage: &str, what: &str, v: &str| {
        v.parse::<u32>().map_err(|_| {
            format!("{flag}: '{v}' is not a {what}. Use {flag} {usage}, with numbers from 0 up.")
        })
    };
    if let Some((_, field)) = CompileOptions::DXC_SWITCHES
        .iter()
        .find(|(f, _)| *f == flag)
    {
        *field(options) = true;
        return Ok(Some(1));
    }
    let taken = match flag {
        "-w" | "-no-warnings" => {
            options.warnings.silence_all = true;
            1
        }
        _ if flag.starts_with("-Wno-") && flag.len() > 5 => {
            let group = flag[5..].to_string();
            if !options.warnings.disabled_groups.contains(&group) {
                options.warnings.disabled_groups.push(group);
            }
            1
        }
        // `-W<group>` turns a group back on; `-Wall` and other enabling switches change
        // nothing else (every warning oneshader has is on by default).
        _ if flag.starts_with("-W") && flag.len() > 2 => {
            let group = &flag[2..];
            let groups = &mut options.warnings.disabled_groups;
            if group == "everything" {
                groups.clear();
            } else {
                groups.retain(|g| g != group);
            }
            1
        }
        "-fvk-b-shift" | "-fvk-t-shift" | "-fvk-s-shift" | "-fvk-u-shift" => {
            let usage = "<shift> <space|all>";
            let v = values(usage, 2)?;
            let shift = number(usage, "shift", &v[0])?;
            let space = match v[1].as_str() {
                "all" => ShiftSpace::All,
                s => ShiftSpace::Space(number(usage, "space number or 'all'", s)?),
            };
            let b = &mut options.vulkan_bindings;
            let list = match flag.as_bytes()[5] {
                b'b' => &mut b.b_shift,
                b't' => &mut b.t_shift,
                b's' => &mut b.s_shift,
                _ => &mut b.u_shift,
            };
            list.push(RegisterShift { shift, space });
            3
        }
        "-fvk-bind-register" => {
            let usage = "<xX> <space> <binding> <set>";
            let v = values(usage, 4)?;
            let mut chars = v[0].chars();
            let class = chars.next().filter(|c| matches!(c, 'b' | 't' | 's' | 'u'));
            let reg_number = chars.as_str().parse::<u32>().ok();
            let (Some(class), Some(reg_number)) = (class, reg_number) else {
                return Err(format!(
                    "{flag}: '{}' is not a register. Use {flag} {usage}, with a register such as t0, b1, s2 or u3.",
                    v[0]
                ));
            };
            let remap = RegisterRemap {
                class,
                number: reg_number,
                space: number(usage, "space number", &v[1])?,
                binding: number(usage, "binding number", &v[2])?,
                set: number(usage, "set number", &v[3])?,
            };
            options.vulkan_bindings.bind_register.push(remap);
            5
        }
        "-fvk-bind-globals" => {
            let usage = "<binding> <set>";
            let v = values(usage, 2)?;
            let binding = number(usage, "binding number", &v[0])?;
            let set = number(usage, "set number", &v[1])?;
            options.vulkan_bindings.bind_globals = Some((binding, set));
            3
        }
        "-fvk-bind-resource-heap" | "-fvk-bind-sampler-heap" | "-fvk-bind-counter-heap" => {
            let usage = "<binding> <set>";
            let v = values(usage, 2)?;
            let slot = Some((
                number(usage, "binding number", &v[0])?,
                number(usage, "set number", &v[1])?,
            ));
            let b = &mut options.vulkan_bindings;
            match flag {
                "-fvk-bind-resource-heap" => b.resource_heap = slot,
                "-fvk-bind-sampler-heap" => b.sampler_heap = slot,
                _ => b.counter_heap = slot,
            }
            3
        }
        // The emulated heap (arrays with descriptor indexing) is what oneshader writes.
        "-fspv-use-emulated-heap" => 1,
        "-fspv-use-descriptor-heap" => {
            return Err(
                "-fspv-use-descriptor-heap is not supported: it writes SPV_EXT_descriptor_heap's untyped heap variables, which oneshader does not emit and the SPIR-V validator it is tested with does not know. Remove it: descriptor heaps then use DXC's default, the emulated heap (-fspv-use-emulated-heap), arrays at one binding with descriptor indexing."
                    .to_string(),
            )
        }
        "-auto-binding-space" => {
            let usage = "<space>";
            let v = values(usage, 1)?;
            options.vulkan_bindings.auto_binding_space =
                Some(number(usage, "space number", &v[0])?);
            2
        }
        "-fvk-use-gl-layout" | "-fvk-use-dx-layout" | "-fvk-use-scalar-layout" => {
            let layout = match flag {
                "-fvk-use-gl-layout" => BufferLayout::Gl,
                "-fvk-use-dx-layout" => BufferLayout::Dx,
                _ => BufferLayout::Scalar,
            };
            let current = options.buffer_layout;
            if current != BufferLayout::VulkanRelaxed && current != layout {
                return Err(format!(
                    "{} and {flag} cannot be combined: one layout rule set applies to every buffer. Keep one of them.",
                    layout_flag(current)
                ));
            }
            options.buffer_layout = layout;
            1
        }
        _ if flag.starts_with("-fspv-extension") => {
            let Some(v) = flag
                .strip_prefix("-fspv-extension=")
                .filter(|v| !v.is_empty())
            else {
                return Err(
                    "option '-fspv-extension' takes its value after '=', as in -fspv-extension=SPV_KHR_ray_query."
                        .to_string(),
                );
            };
            let list = options.spirv_extensions.get_or_insert_with(Vec::new);
            if !list.iter().any(|e| e == v) {
                list.push(v.to_string());
            }
            1
        }
        _ if flag.starts_with("-fspv-debug") => {
            let Some(v) = flag.strip_prefix("-fspv-debug=") else {
                return Err(
                    "option '-fspv-debug' takes its value after '=', as in -fspv-debug=line."
                        .to_string(),
                );
            };
            let d = &mut options.spirv_debug;
            match v {
                "file" => d.file = true,
                "source" => d.source = true,
                "line" => d.line = true,
                "tool" => d.tool = true,
                "vulkan-with-source" | "vulkan" | "rich" | "rich-with-source" => {
                    return Err(format!(
                        "-fspv-debug={v} is not supported: oneshader writes the core debug instructions (OpSource, OpLine), not the NonSemantic.Shader.DebugInfo.100 or OpenCL.DebugInfo.100 sets. Use -Zi or -fspv-debug=file|source|line|tool."
                    ))
                }
                _ => {
                    return Err(format!(
                        "-fspv-debug={v} is not a debug category. Use file, source, line or tool."
                    ))
                }
            }
            1
        }
        _ if flag.starts_with("-fspv-target-env") => {
            let Some(v) = flag.strip_prefix("-fspv-target-env=") else {
                return Err(
                    "option '-fspv-target-env' takes its value after '=', as in -fspv-target-env=vulkan1.2."
                        .to_string(),
                );
            };
            options.spirv_env = match SpirvEnv::parse(v) {
                Some(env) => env,
                None => {
                    return Err(match SpirvEnv::unsupported_reason(v) {
                        Some(why) => format!("-fspv-target-env={v} is not supported: {why}."),
                        None => {
                            let names: Vec<&str> = SpirvEnv::ALL.iter().map(|e| e.name()).collect();
                            format!(
                                "-fspv-target-env={v} is not a target environment. Use one of {}.",
                                names.join(", ")
                            )
                        }
                    })
                }
            };
            1
        }
        _ => return Ok(None),
    };
    Ok(Some(taken))
}

/// Whether `flag` is one of a DXC command line's flags that change nothing here: `-Vd` (DXC
/// skips its validator; the output is valid by construction), `-nologo`, and the PDB
/// switches `-Qembed_debug`, `-Qstrip_debug`, `-Zss` and `-Zsb`, which change nothing in
/// DXC's SPIR-V either (its debug information is always in the module), `-Ges` (strict mode:
/// the HLSL 2021 oneshader compiles has no deprecated syntax to allow) and `-Gis` (IEEE
/// strictness: oneshader never relaxes floating-point rules).
pub fn is_inert(flag: &str) -> bool {
    matches!(
        flag,
        "-Vd" | "-nologo" | "-Qembed_debug" | "-Qstrip_debug" | "-Zss" | "-Zsb" | "-Ges" | "-Gis"
    )
}

/// `-HV`'s value: HLSL 2021 (DXC also calls it `202x`), the only version oneshader compiles.
pub fn check_hlsl_version(v: &str) -> Result<(), String> {
    match v {
        "2021" | "202x" => Ok(()),
        _ => Err(format!(
            "-HV {v} is not supported. oneshader compiles HLSL 2021; use -HV 2021 or leave it out."
        )),
    }
}

/// Applies a whole list of DXC arguments (a manifest's or a `.meta` file's `dxc_args`).
pub fn apply_all(options: &mut CompileOptions, args: &[String]) -> Result<(), String> {
    let mut pos = 0;
    while pos < args.len() {
        if let Some(n) = apply_one(options, &args[pos..])? {
            pos += n;
            continue;
        }
        let flag = args[pos].as_str();
        match flag {
            "-spirv" => pos += 1,
            _ if is_inert(flag) => pos += 1,
            // Root signatures are DXIL's; DXC ignores them for SPIR-V.
            "-rootsig-define" if args.len() > pos + 1 => pos += 2,
            "-HV" => match args.get(pos + 1) {
                Some(v) => {
                    check_hlsl_version(v)?;
                    pos += 2;
                }
                None => return Err("option '-HV' needs a value.".to_string()),
            },
            _ => {
                return Err(format!(
                    "'{flag}' is not a DXC option oneshader takes here. Use -D, -I and the entry points in their own settings; the DXC options are the -fvk-*/-fspv-* ones oneshader implements."
                ))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn an_engine_command_line_applies_whole() {
        // Wicked Engine's SPIR-V flags.
        let args = strings(&[
            "-spirv",
            "-fspv-target-env=vulkan1.3",
            "-fvk-use-dx-layout",
            "-fvk-use-dx-position-w",
            "-fvk-b-shift",
            "0",
            "0",
            "-fvk-t-shift",
            "1000",
            "0",
            "-fvk-u-shift",
            "2000",
            "0",
            "-fvk-s-shift",
            "3000",
            "0",
            "-Vd",
            "-HV",
            "2021",
            "-Wno-conversion",
        ]);
        let mut o = CompileOptions::default();
        apply_all(&mut o, &args).unwrap();
        assert_eq!(o.spirv_env, SpirvEnv::Vulkan1_3);
        assert_eq!(o.buffer_layout, BufferLayout::Dx);
        assert!(o.position.dx_position_w && !o.position.invert_y);
        assert_eq!(
            o.vulkan_bindings.t_shift,
            [RegisterShift {
                shift: 1000,
                space: ShiftSpace::Space(0)
            }]
        );
        assert_eq!(o.vulkan_bindings.s_shift[0].shift, 3000);
    }

    #[test]
    fn bad_lists_name_the_flag() {
        let mut o = CompileOptions::default();
        let e = apply_all(
            &mut o,
            &strings(&["-fvk-use-dx-layout", "-fvk-use-gl-layout"]),
        );
        assert_eq!(
            e.unwrap_err(),
            "-fvk-use-dx-layout and -fvk-use-gl-layout cannot be combined: one layout rule set applies to every buffer. Keep one of them."
        );
        let e = apply_all(&mut o, &strings(&["-fvk-t-shift", "100"]));
        assert_eq!(
            e.unwrap_err(),
            "option '-fvk-t-shift' needs 2 values: -fvk-t-shift <shift> <space|all>."
        );
        let e = apply_all(&mut o, &strings(&["-Fo", "x.spv"]));
        assert!(e
            .unwrap_err()
            .starts_with("'-Fo' is not a DXC option oneshader takes here."));
        assert_eq!(apply_one(&mut o, &strings(&["-E"])), Ok(None));
        let e = apply_all(&mut o, &strings(&["-fspv-debug=vulkan-with-source"]));
        assert!(e.unwrap_err().contains("NonSemantic.Shader.DebugInfo.100"));
        let e = apply_all(&mut o, &strings(&["-fspv-use-descriptor-heap"]));
        assert!(e.unwrap_err().contains("SPV_EXT_descriptor_heap"));
        let e = apply_all(&mut o, &strings(&["-fvk-bind-resource-heap", "1"]));
        assert_eq!(
            e.unwrap_err(),
            "option '-fvk-bind-resource-heap' needs 2 values: -fvk-bind-resource-heap <binding> <set>."
        );
        let e = apply_all(&mut o, &strings(&["-fspv-debug=lines"]));
        assert_eq!(
            e.unwrap_err(),
            "-fspv-debug=lines is not a debug category. Use file, source, line or tool."
        );
    }

    /// `CompileOptions::to_dxc_args` writes what `apply_all` reads back into the same options.
    #[test]
    fn to_dxc_args_round_trips_through_apply_all() {
        let words = strings(&[
            "-fvk-t-shift",
            "100",
            "all",
            "-fvk-u-shift",
            "7",
            "2",
            "-fvk-bind-register",
            "t3",
            "1",
            "4",
            "5",
            "-fvk-bind-globals",
            "9",
            "1",
            "-fvk-bind-resource-heap",
            "4",
            "7",
            "-fvk-bind-sampler-heap",
            "4",
            "7",
            "-fvk-bind-counter-heap",
            "5",
            "0",
            "-fspv-use-emulated-heap",
            "-auto-binding-space",
            "3",
            "-fvk-auto-shift-bindings",
            "-fvk-use-dx-layout",
            "-fvk-invert-y",
            "-fvk-use-dx-position-w",
            "-fvk-support-nonzero-base-vertex",
            "-fvk-support-nonzero-base-instance",
            "-fspv-use-unknown-image-format",
            "-fspv-reflect",
            "-fspv-preserve-bindings",
            "-fspv-preserve-interface",
            "-Zi",
            "-fspv-debug=line",
            "-fspv-target-env=vulkan1.1",
            "-fspv-extension=KHR",
            "-WX",
            "-Wno-conversion",
            "-Wno-macro-redefined",
            "-w",
        ]);
        let mut o = CompileOptions::default();
        apply_all(&mut o, &words).unwrap();
        let args = o.to_dxc_args();
        let mut back = CompileOptions::default();
        apply_all(&mut back, &args).unwrap();
        assert_eq!(
            crate::cache::options_key(&o),
            crate::cache::options_key(&back)
        );
        assert_eq!(back.to_dxc_args(), args);
        assert!(CompileOptions::default().to_dxc_args().is_empty());
    }

    /// DXC's `-Zi` gives all four categories; named ones replace that default in either
    /// order, with `line` implying `source` and `file` (SPIR-V.rst, "Debugging").
    #[test]
    fn debug_categories_combine_as_dxcs() {
        let effective = |args: &[&str]| {
            let mut o = CompileOptions::default();
            apply_all(&mut o, &strings(args)).unwrap();
            let e = o.spirv_debug.effective();
            (e.file, e.source, e.line, e.tool)
        };
        assert_eq!(effective(&[]), (false, false, false, false));
        assert_eq!(effective(&["-Zi"]), (true, true, true, true));
        assert_eq!(
            effective(&["-Zi", "-fspv-debug=file"]),
            (true, false, false, false)
        );
        assert_eq!(
            effective(&["-fspv-debug=file", "-Zi"]),
            (true, false, false, false)
        );
        assert_eq!(effective(&["-fspv-debug=line"]), (true, true, true, false));
        assert_eq!(
            effective(&["-fspv-debug=source", "-fspv-debug=tool"]),
            (true, true, false, true)
        );
    }
}
