//! Debug information, as DXC writes it for `-Zi` and `-fspv-debug=` (SPIR-V.rst, "Debugging").
//!
//! Input: the compile's [`SourceMap`] and the effective categories in
//! [`super::SpirvOptions::debug`]. Output, in the debug section: one `OpString` per source file
//! (its path as given, includes as found; a `#line` file name gets one too) and one
//! `OpSource HLSL <shader model>` per file, holding the file's text (split into
//! `OpSourceContinued`) with `source`; `OpModuleProcessed` strings with `tool` (SPIR-V 1.1
//! and later, as DXC writes them only from Vulkan 1.1); and with `line`, an `OpLine` before each
//! function-body instruction whose source position (after `#line`) differs from the last one
//! in its block.
//!
//! Placement rules (spirv-val's and DXC's): never before `OpLabel` or `OpVariable`, none
//! between a merge instruction and its branch, and the position is forgotten after every
//! terminator, so each block states its own. Instructions the compiler made up (the default
//! span) keep the position in effect.

use super::writer::{encode, string_words, Emitter};
use crate::source::{SourceMap, Span};
use spirv::Op;

/// Longest text of the first chunk (in `OpSource`) and of each `OpSourceContinued`, in bytes,
/// as DXC splits it: well inside an instruction's 65,535 words.
const FIRST_CHUNK: usize = 65_530;
const NEXT_CHUNK: usize = 65_533;

/// Debug state of one module's emission.
pub(super) struct DebugInfo<'m> {
    sources: &'m SourceMap,
    /// `OpString` ids by path, in first-use order (the files of the source map first), with
    /// the text `OpSource` carries (none for a `#line` name).
    files: Vec<(String, u32, Option<&'m str>)>,
    /// The position the last `OpLine` of the current block stated.
    last: Option<(u32, u32, u32)>,
    /// The source of the instruction being emitted.
    pub pending: Span,
    /// The previous instruction was a merge, so the branch that follows takes no `OpLine`.
    after_merge: bool,
}

impl<'m> DebugInfo<'m> {
    pub fn new(sources: &'m SourceMap) -> Self {
        DebugInfo {
            sources,
            files: Vec::new(),
            last: None,
            pending: Span::default(),
            after_merge: false,
        }
    }
}

fn is_terminator(op: Op) -> bool {
    matches!(
        op,
        Op::Branch
            | Op::BranchConditional
            | Op::Switch
            | Op::Return
            | Op::ReturnValue
            | Op::Kill
            | Op::Unreachable
            | Op::TerminateInvocation
    )
}

/// Splits `text` into chunks of at most `first` and then `next` bytes, at character
/// boundaries.
fn chunks(text: &str, first: usize, next: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut limit = first;
    loop {
        if rest.len() <= limit {
            out.push(rest);
            return out;
        }
        let mut cut = limit;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        if cut == 0 {
            // A character longer than the limit: it goes whole.
            cut = rest.char_indices().nth(1).map_or(rest.len(), |(i, _)| i);
        }
        out.push(&rest[..cut]);
        rest = &rest[cut..];
        limit = next;
    }
}

impl<'m> Emitter<'m> {
    /// Registers every file of the source map (main file first, each path once) when debug
    /// file information is on.
    pub fn init_debug_files(&mut self) {
        let Some(sources) = self.dbg.as_ref().map(|d| d.sources) else {
            return;
        };
        for (_, file) in sources.files() {
            self.debug_file(&file.path, Some(&file.text));
        }
    }

    /// The `OpString` id of `path`, made on first use.
    fn debug_file(&mut self, path: &str, text: Option<&'m str>) -> u32 {
        if let Some(d) = &self.dbg {
            if let Some((_, id, _)) = d.files.iter().find(|(p, _, _)| p == path) {
                return *id;
            }
        }
        let id = self.id();
        if let Some(d) = &mut self.dbg {
            d.files.push((path.to_string(), id, text));
        }
        id
    }

    /// Sets the source of the instructions emitted next.
    pub fn debug_at(&mut self, span: Span) {
        if let Some(d) = &mut self.dbg {
            d.pending = span;
        }
    }

    /// The `OpLine` (if any) that goes before an instruction `op` in the function body.
    pub fn debug_line(&mut self, op: Op) -> Option<Vec<u32>> {
        if !self.opts.debug.line {
            return None;
        }
        let d = self.dbg.as_mut()?;
        if op == Op::Label {
            d.last = None;
            d.after_merge = false;
            return None;
        }
        if d.after_merge {
            d.after_merge = false;
            d.last = None;
            return None;
        }
        let span = d.pending;
        let mut line = None;
        if span != Span::default() {
            let at = d.sources.resolve(span);
            // Every file of the source map is registered already; a new path is a `#line`
            // name, which has no text of its own.
            let file = self.debug_file(&at.path, None);
            let d = self.dbg.as_mut()?;
            let position = (file, at.line, at.column);
            if d.last != Some(position) {
                d.last = Some(position);
                line = Some(encode(Op::Line, &[file, at.line, at.column]));
            }
        }
        let d = self.dbg.as_mut()?;
        if matches!(op, Op::SelectionMerge | Op::LoopMerge) {
            d.after_merge = true;
        }
        if is_terminator(op) {
            d.last = None;
        }
        line
    }

    /// The debug section's first part: `OpString`s, then `OpSource`s (with text).
    pub fn debug_sources(&self) -> Vec<u32> {
        let Some(d) = &self.dbg else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (path, id, _) in &d.files {
            let mut ops = vec![*id];
            ops.extend(string_words(path));
            out.extend(encode(Op::String, &ops));
        }
        let sm = self.opts.shader_model;
        let version = 100 * u32::from(sm.major) + 10 * u32::from(sm.minor);
        for (_, id, text) in &d.files {
            let mut ops = vec![spirv::SourceLanguage::HLSL as u32, version, *id];
            match text.filter(|_| self.opts.debug.source) {
                None => out.extend(encode(Op::Source, &ops)),
                Some(text) => {
                    let parts = chunks(text, FIRST_CHUNK, NEXT_CHUNK);
                    ops.extend(string_words(parts[0]));
                    out.extend(encode(Op::Source, &ops));
                    for part in &parts[1..] {
                        out.extend(encode(Op::SourceContinued, &string_words(part)));
                    }
                }
            }
        }
        out
    }

    /// The debug section's last part: `OpModuleProcessed` (SPIR-V 1.1 and later).
    pub fn debug_processed(&self) -> Vec<u32> {
        let mut out = Vec::new();
        if self.opts.debug.tool && self.opts.env.spirv_version() >= (1, 1) {
            for s in &self.opts.processed {
                out.extend(encode(Op::ModuleProcessed, &string_words(s)));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_split_at_character_boundaries() {
        assert_eq!(chunks("abcdefg", 3, 2), vec!["abc", "de", "fg"]);
        assert_eq!(chunks("ab", 3, 2), vec!["ab"]);
        // 'é' is two bytes: the first chunk stops before it.
        assert_eq!(chunks("aébc", 2, 4), vec!["a", "ébc"]);
    }
}
