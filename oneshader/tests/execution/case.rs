//! The `.case` file format (documented in docs/execution-cases.md) and its parser.
//!
//! Input: the text of one case file. Output: a [`Case`]: the shader and entry points, the
//! resources with their initial contents, a dispatch or a draw, and the outputs to compare.
//! Invariants: a malformed case is a [`CaseError`] naming the line (1-based) and what is wrong,
//! never a panic; the parsed lists keep the file's order.

use crate::values::{parse_values, to_bytes, Value};
use oneshader::Stage;

/// One execution case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The file stem (`histogram`).
    pub name: String,
    /// The HLSL file, relative to `corpus/`.
    pub shader: String,
    /// The entry points: one compute, or one vertex and one pixel.
    pub entries: Vec<(String, Stage)>,
    pub defines: Vec<(String, Option<String>)>,
    /// `options: FLAGS`: DXC's buffer layout rule set for our compiles.
    pub buffer_layout: oneshader::types::BufferLayout,
    /// `options: FLAGS`: `-fvk-invert-y`, `-fvk-use-dx-position-w`.
    pub position: oneshader::types::PositionOptions,
    pub reference: Reference,
    pub buffers: Vec<BufferInit>,
    pub textures: Vec<TextureInit>,
    pub samplers: Vec<SamplerInit>,
    pub work: Work,
    pub expectations: Vec<Expectation>,
}

/// How the glslang reference is made.
#[derive(Clone, Debug, PartialEq)]
pub enum Reference {
    /// Compile with glslangValidator, adding these arguments.
    Glslang { extra_args: Vec<String> },
    /// No reference; the text says why.
    None(String),
}

#[derive(Clone, Debug)]
pub struct BufferInit {
    /// The HLSL resource name (the `cbuffer` name for constant buffers).
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Texel formats the harness can create, upload and read back (WebGPU names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexelFormat {
    Rgba8Unorm,
    Rgba8Uint,
    R32Float,
    R32Uint,
    R32Sint,
    Rg32Float,
    Rgba32Float,
    Rgba32Uint,
    Depth32Float,
}

impl TexelFormat {
    /// Every format with its WebGPU name: the one table for parsing and writing names.
    const NAMES: [(&'static str, TexelFormat); 9] = [
        ("rgba8unorm", TexelFormat::Rgba8Unorm),
        ("rgba8uint", TexelFormat::Rgba8Uint),
        ("r32float", TexelFormat::R32Float),
        ("r32uint", TexelFormat::R32Uint),
        ("r32sint", TexelFormat::R32Sint),
        ("rg32float", TexelFormat::Rg32Float),
        ("rgba32float", TexelFormat::Rgba32Float),
        ("rgba32uint", TexelFormat::Rgba32Uint),
        ("depth32float", TexelFormat::Depth32Float),
    ];

    fn parse(word: &str) -> Option<TexelFormat> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == word)
            .map(|(_, f)| *f)
    }

    /// The WebGPU name (`rgba8unorm`), as case files write it.
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("", |(n, _)| n)
    }

    /// Bytes per texel.
    pub fn texel_size(self) -> u32 {
        match self {
            TexelFormat::Rgba8Unorm
            | TexelFormat::Rgba8Uint
            | TexelFormat::R32Float
            | TexelFormat::R32Uint
            | TexelFormat::R32Sint
            | TexelFormat::Depth32Float => 4,
            TexelFormat::Rg32Float => 8,
            TexelFormat::Rgba32Float | TexelFormat::Rgba32Uint => 16,
        }
    }
}

#[derive(Clone, Debug)]
pub struct TextureInit {
    pub name: String,
    pub format: TexelFormat,
    pub width: u32,
    pub height: u32,
    /// Array layers (6 for a cube).
    pub layers: u32,
    /// Texels row by row, layer by layer, tightly packed.
    pub bytes: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    Nearest,
    Linear,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    Clamp,
    Repeat,
    Mirror,
}

#[derive(Clone, Debug)]
pub struct SamplerInit {
    pub name: String,
    pub filter: Filter,
    pub address: Address,
    /// `compare less` and friends: a comparison sampler (wgpu's `CompareFunction` names).
    pub compare: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cull {
    None,
    Back,
    Front,
}

#[derive(Clone, Debug)]
pub struct DepthTarget {
    pub clear: f32,
    /// wgpu `CompareFunction` name (`less`, `always`, ...).
    pub compare: String,
}

#[derive(Clone, Debug)]
pub struct Draw {
    pub vertex_count: u32,
    pub instance_count: u32,
    /// The interleaved vertex buffer (empty when the vertex shader takes no inputs).
    pub vertices: Vec<u8>,
    pub target_format: TexelFormat,
    pub width: u32,
    pub height: u32,
    pub clear: [f64; 4],
    pub depth: Option<DepthTarget>,
    pub cull: Cull,
}

#[derive(Clone, Debug)]
pub enum Work {
    Dispatch([u32; 3]),
    Draw(Box<Draw>),
}

/// What is read back after the work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Buffer(String),
    Texture(String),
    Target,
    Depth,
}

impl std::fmt::Display for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Output::Buffer(n) => write!(f, "buffer {n}"),
            Output::Texture(n) => write!(f, "texture {n}"),
            Output::Target => f.write_str("target"),
            Output::Depth => f.write_str("depth"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Expectation {
    pub line: usize,
    pub output: Output,
    /// Values from byte 0 of the output; bytes after the last value are not compared.
    pub values: Vec<Value>,
    /// Absolute tolerance for f32 and unorm8 values (0 unless `tolerance X` is given).
    pub tolerance: f64,
}

/// A malformed case: the line (1-based; 0 for the whole file) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for CaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for CaseError {}

/// Parses a case file. `name` is the file stem, used in messages and the table.
pub fn parse_case(name: &str, text: &str) -> Result<Case, CaseError> {
    let err = |line: usize, message: String| CaseError {
        file: format!("{name}.case"),
        line,
        message,
    };
    let mut shader = None;
    let mut entries = Vec::new();
    let mut defines = Vec::new();
    let mut buffer_layout = oneshader::types::BufferLayout::default();
    let mut position = oneshader::types::PositionOptions::default();
    let mut reference = Reference::Glslang {
        extra_args: Vec::new(),
    };
    let mut buffers = Vec::new();
    let mut textures = Vec::new();
    let mut samplers = Vec::new();
    let mut dispatch = None;
    let mut draw: Option<(usize, u32, u32)> = None;
    let mut vertices = Vec::new();
    let mut target = None;
    let mut depth = None;
    let mut cull = Cull::None;
    let mut expectations = Vec::new();

    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let Some((head, rest)) = content.split_once(':') else {
            return Err(err(
                line,
                format!("expected 'key: value', found '{content}'"),
            ));
        };
        let head: Vec<&str> = head.split_whitespace().collect();
        let rest = rest.trim();
        let tokens: Vec<&str> = rest.split_whitespace().collect();
        let named = |what: &str| -> Result<String, CaseError> {
            match head.as_slice() {
                [_, n] => Ok((*n).to_string()),
                _ => Err(err(line, format!("write '{what} NAME: ...'"))),
            }
        };
        match head.first().copied().unwrap_or("") {
            "shader" => shader = Some(rest.to_string()),
            "entry" => {
                let [n, s] = tokens.as_slice() else {
                    return Err(err(line, "write 'entry: NAME vertex|pixel|compute'".into()));
                };
                let stage = match *s {
                    "vertex" => Stage::Vertex,
                    "pixel" => Stage::Pixel,
                    "compute" => Stage::Compute,
                    other => return Err(err(line, format!("unknown stage '{other}'"))),
                };
                entries.push(((*n).to_string(), stage));
            }
            "define" => {
                for d in &tokens {
                    defines.push(match d.split_once('=') {
                        Some((n, v)) => (n.to_string(), Some(v.to_string())),
                        None => (d.to_string(), None),
                    });
                }
            }
            "options" => {
                use oneshader::types::BufferLayout;
                for flag in &tokens {
                    match *flag {
                        "-fvk-use-dx-layout" => buffer_layout = BufferLayout::Dx,
                        "-fvk-use-scalar-layout" => buffer_layout = BufferLayout::Scalar,
                        "-fvk-use-gl-layout" => buffer_layout = BufferLayout::Gl,
                        "-fvk-invert-y" => position.invert_y = true,
                        "-fvk-use-dx-position-w" => position.dx_position_w = true,
                        other => {
                            return Err(err(line, format!("unknown option '{other}'")));
                        }
                    }
                }
            }
            "reference" => {
                reference = if tokens.first() == Some(&"none") {
                    let why = rest["none".len()..].trim();
                    if why.len() < 3 {
                        return Err(err(line, "'reference: none (why)' needs the reason".into()));
                    }
                    Reference::None(why.trim_matches(['(', ')']).to_string())
                } else if tokens.first() == Some(&"glslang") {
                    Reference::Glslang {
                        extra_args: tokens[1..].iter().map(|s| s.to_string()).collect(),
                    }
                } else {
                    return Err(err(
                        line,
                        "write 'reference: glslang [ARGS]' or 'reference: none (why)'".into(),
                    ));
                };
            }
            "buffer" => {
                let name = named("buffer")?;
                let values = parse_values(&tokens, false).map_err(|m| err(line, m))?;
                if values.is_empty() {
                    return Err(err(line, format!("buffer {name} has no contents")));
                }
                buffers.push(BufferInit {
                    name,
                    bytes: to_bytes(&values),
                });
            }
            "texture" => {
                let name = named("texture")?;
                let (format, width, height, layers) =
                    parse_image(&tokens).map_err(|m| err(line, m))?;
                let values = parse_values(&tokens[2..], false).map_err(|m| err(line, m))?;
                let bytes = to_bytes(&values);
                let want = (width * height * layers * format.texel_size()) as usize;
                if bytes.len() != want {
                    return Err(err(
                        line,
                        format!(
                            "texture {name}: {} bytes given, {width}x{height}x{layers} {format:?} needs {want}",
                            bytes.len()
                        ),
                    ));
                }
                textures.push(TextureInit {
                    name,
                    format,
                    width,
                    height,
                    layers,
                    bytes,
                });
            }
            "sampler" => {
                let name = named("sampler")?;
                samplers.push(parse_sampler(name, &tokens).map_err(|m| err(line, m))?);
            }
            "dispatch" => {
                let counts: Result<Vec<u32>, _> = tokens.iter().map(|t| t.parse()).collect();
                match counts.as_deref() {
                    Ok([x, y, z]) if *x > 0 && *y > 0 && *z > 0 => dispatch = Some([*x, *y, *z]),
                    _ => {
                        return Err(err(
                            line,
                            "write 'dispatch: X Y Z' (group counts > 0)".into(),
                        ))
                    }
                }
            }
            "draw" => {
                let parsed = match tokens.as_slice() {
                    [n, "vertices"] => n.parse().ok().map(|n| (n, 1)),
                    [n, "vertices", i, "instances"] => n.parse().ok().zip(i.parse().ok()),
                    _ => None,
                };
                let Some((v, i)) = parsed else {
                    return Err(err(line, "write 'draw: N vertices [M instances]'".into()));
                };
                draw = Some((line, v, i));
            }
            "vertices" => {
                vertices = to_bytes(&parse_values(&tokens, false).map_err(|m| err(line, m))?)
            }
            "target" => {
                let (format, width, height, layers) =
                    parse_image(&tokens).map_err(|m| err(line, m))?;
                if layers != 1 {
                    return Err(err(line, "a render target has one layer".into()));
                }
                let clear = match tokens.get(2..) {
                    Some(["clear", r, g, b, a]) => {
                        let p = |s: &str| {
                            s.parse::<f64>()
                                .map_err(|_| err(line, format!("'{s}' is not a number")))
                        };
                        [p(r)?, p(g)?, p(b)?, p(a)?]
                    }
                    Some([]) => [0.0; 4],
                    _ => {
                        return Err(err(
                            line,
                            "write 'target: FORMAT WxH [clear R G B A]'".into(),
                        ))
                    }
                };
                target = Some((format, width, height, clear));
            }
            "depth" => match tokens.as_slice() {
                ["depth32float", "clear", c, "compare", f] => {
                    let clear = c
                        .parse()
                        .map_err(|_| err(line, format!("'{c}' is not a number")))?;
                    depth = Some(DepthTarget {
                        clear,
                        compare: (*f).to_string(),
                    });
                }
                _ => {
                    return Err(err(
                        line,
                        "write 'depth: depth32float clear D compare FUNCTION'".into(),
                    ))
                }
            },
            "cull" => {
                cull = match rest {
                    "none" => Cull::None,
                    "back" => Cull::Back,
                    "front" => Cull::Front,
                    _ => return Err(err(line, "write 'cull: none|back|front'".into())),
                }
            }
            "expect" => expectations
                .push(parse_expectation(line, &head, &tokens).map_err(|m| err(line, m))?),
            other => return Err(err(line, format!("unknown key '{other}'"))),
        }
    }

    let shader = shader.ok_or_else(|| err(0, "no 'shader:' line".into()))?;
    if entries.is_empty() {
        return Err(err(0, "no 'entry:' line".into()));
    }
    if expectations.is_empty() {
        return Err(err(
            0,
            "no 'expect' line: a case must compare something".into(),
        ));
    }
    let work = match (dispatch, draw) {
        (Some(groups), None) => Work::Dispatch(groups),
        (None, Some((line, vertex_count, instance_count))) => {
            let Some((target_format, width, height, clear)) = target else {
                return Err(err(line, "a draw needs a 'target:' line".into()));
            };
            Work::Draw(Box::new(Draw {
                vertex_count,
                instance_count,
                vertices,
                target_format,
                width,
                height,
                clear,
                depth,
                cull,
            }))
        }
        _ => return Err(err(0, "give exactly one of 'dispatch:' and 'draw:'".into())),
    };
    Ok(Case {
        name: name.to_string(),
        shader,
        entries,
        defines,
        buffer_layout,
        position,
        reference,
        buffers,
        textures,
        samplers,
        work,
        expectations,
    })
}

/// `FORMAT WxH[xLAYERS]` at the start of `tokens`.
fn parse_image(tokens: &[&str]) -> Result<(TexelFormat, u32, u32, u32), String> {
    let [format, size, ..] = tokens else {
        return Err("write 'FORMAT WxH[xLAYERS]' first".into());
    };
    let format =
        TexelFormat::parse(format).ok_or_else(|| format!("unknown texel format '{format}'"))?;
    let dims: Result<Vec<u32>, _> = size.split('x').map(str::parse).collect();
    match dims.as_deref() {
        Ok([w, h]) if *w > 0 && *h > 0 && w * h <= 1 << 20 => Ok((format, *w, *h, 1)),
        Ok([w, h, l]) if *w > 0 && *h > 0 && *l > 0 && w * h * l <= 1 << 20 => {
            Ok((format, *w, *h, *l))
        }
        _ => Err(format!("'{size}' is not a size WxH or WxHxLAYERS")),
    }
}

fn parse_sampler(name: String, tokens: &[&str]) -> Result<SamplerInit, String> {
    let mut sampler = SamplerInit {
        name,
        filter: Filter::Nearest,
        address: Address::Clamp,
        compare: None,
    };
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "nearest" => sampler.filter = Filter::Nearest,
            "linear" => sampler.filter = Filter::Linear,
            "clamp" => sampler.address = Address::Clamp,
            "repeat" => sampler.address = Address::Repeat,
            "mirror" => sampler.address = Address::Mirror,
            "compare" => {
                i += 1;
                let f = tokens
                    .get(i)
                    .ok_or("'compare' needs a function (less, ...)")?;
                sampler.compare = Some((*f).to_string());
            }
            other => return Err(format!("unknown sampler word '{other}'")),
        }
        i += 1;
    }
    Ok(sampler)
}

/// `expect buffer NAME: ...`, `expect texture NAME: ...`, `expect target: ...`,
/// `expect depth: ...`, each optionally ending in `tolerance X`.
fn parse_expectation(line: usize, head: &[&str], tokens: &[&str]) -> Result<Expectation, String> {
    let output = match head {
        ["expect", "buffer", n] => Output::Buffer((*n).to_string()),
        ["expect", "texture", n] => Output::Texture((*n).to_string()),
        ["expect", "target"] => Output::Target,
        ["expect", "depth"] => Output::Depth,
        _ => {
            return Err(
                "write 'expect buffer NAME:', 'expect texture NAME:', 'expect target:' or 'expect depth:'"
                    .into(),
            )
        }
    };
    let (list, tolerance) = match tokens {
        [list @ .., "tolerance", t] => (
            list,
            t.parse::<f64>()
                .ok()
                .filter(|t| *t >= 0.0)
                .ok_or_else(|| format!("'{t}' is not a tolerance"))?,
        ),
        _ => (tokens, 0.0),
    };
    let values = parse_values(list, true)?;
    if values.is_empty() {
        return Err(format!("expect {output}: no values"));
    }
    Ok(Expectation {
        line,
        output,
        values,
        tolerance,
    })
}
