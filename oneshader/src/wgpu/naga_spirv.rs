//! What naga's SPIR-V reader cannot read: wgpu hands SPIR-V to naga unless it is passed
//! through (`Features::PASSTHROUGH_SHADERS`), and naga takes a fixed list of capabilities and
//! extensions and not every instruction of the ones it lists.
//!
//! Input: SPIR-V words this compiler wrote. Output: the first capability, extension or
//! instruction naga 30 would reject, named for a message, or `None`. The capability and
//! extension lists are naga's own (`naga::front::spv::SUPPORTED_CAPABILITIES`/`EXTENSIONS`),
//! so they follow the naga that wgpu links; the instructions are the ones our backend emits
//! under capabilities naga lists but that its reader has no case for.

use ::wgpu::naga::front::spv::{SUPPORTED_CAPABILITIES, SUPPORTED_EXTENSIONS};

/// Instructions of capabilities naga lists that its reader does not implement, with the HLSL
/// that produces them.
const UNREAD_INSTRUCTIONS: [(spirv::Op, &str); 3] = [
    (spirv::Op::GroupNonUniformElect, "WaveIsFirstLane"),
    (spirv::Op::GroupNonUniformAllEqual, "WaveActiveAllEqual"),
    (
        spirv::Op::GroupNonUniformBallotBitCount,
        "WaveActiveCountBits/WavePrefixCountBits",
    ),
];

/// Why naga's SPIR-V reader would reject `words`, or `None` when it reads them.
pub fn naga_cannot_read(words: &[u32]) -> Option<String> {
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        let count = (first >> 16) as usize;
        let opcode = first & 0xFFFF;
        let operands = words.get(at + 1..at + count.max(1))?;
        if opcode == spirv::Op::Capability as u32 {
            let capability = operands
                .first()
                .and_then(|&c| spirv::Capability::from_u32(c));
            if let Some(c) = capability.filter(|c| !SUPPORTED_CAPABILITIES.contains(c)) {
                return Some(format!("the capability {c:?}"));
            }
        } else if opcode == spirv::Op::Extension as u32 {
            let name = literal_string(operands);
            if !SUPPORTED_EXTENSIONS.contains(&name.as_str()) {
                return Some(format!("the extension {name}"));
            }
        } else if opcode == spirv::Op::ExtInstImport as u32 {
            // naga's reader takes GLSL.std.450 and ignores the debug-info set; any other set
            // (NonSemantic.DebugPrintf from printf) stops it.
            let name = literal_string(operands.get(1..).unwrap_or(&[]));
            if name != "GLSL.std.450" && name != "NonSemantic.Shader.DebugInfo.100" {
                return Some(format!("the extended instruction set {name}"));
            }
        } else if let Some((op, hlsl)) = UNREAD_INSTRUCTIONS
            .iter()
            .find(|(op, _)| *op as u32 == opcode)
        {
            return Some(format!("Op{op:?} (from {hlsl})"));
        }
        if count == 0 {
            return None;
        }
        at += count;
    }
    None
}

/// A SPIR-V literal string operand (UTF-8, NUL-padded to whole words).
fn literal_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    String::from_utf8_lossy(&bytes)
        .trim_end_matches('\0')
        .to_string()
}
