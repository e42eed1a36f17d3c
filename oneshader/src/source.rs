//! Source files and spans.
//!
//! Every file a compile reads (the main file and each `#include`) is added to one [`SourceMap`]
//! and gets a [`FileId`]. Every token, AST node and IR instruction that can fail carries a
//! [`Span`]: a byte range in one of those files. A span is turned into the `file(line,col)`
//! a user sees only when a diagnostic is rendered, through [`SourceMap::resolve`], which also
//! applies `#line` directives the preprocessor recorded.

use std::sync::Arc;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `start..end` in one file. Spans of macro-expanded tokens point at the text the
/// user wrote: an argument keeps its own span, a token from a macro body gets the span of the
/// macro's name at the expansion site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const fn new(file: FileId, start: u32, end: u32) -> Self {
        Span { file, start, end }
    }

    /// A span that covers both `self` and `other` when they are in the same file; `self`
    /// otherwise (a construct split across files by an `#include` is reported at its start).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// One `#line N "file"` directive: from byte `offset` on, the line after the directive is
/// reported as `line` of `path`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineDirective {
    /// Byte offset of the first character of the line after the directive.
    pub offset: u32,
    /// 1-based line number that line is reported as.
    pub line: u32,
    /// File name to report instead of the file's own path, when the directive gave one.
    pub path: Option<String>,
}

/// One file's text and the index that turns byte offsets into lines and columns.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as the user gave it or as the include was found (used in diagnostics).
    pub path: String,
    pub text: Arc<str>,
    line_starts: Vec<u32>,
    line_directives: Vec<LineDirective>,
}

impl SourceFile {
    fn new(path: String, text: Arc<str>) -> Self {
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            path,
            text,
            line_starts,
            line_directives: Vec::new(),
        }
    }

    /// 1-based line and column (in characters) of a byte offset, ignoring `#line`.
    pub fn physical_line_col(&self, offset: u32) -> (u32, u32) {
        let offset = offset.min(self.text.len() as u32);
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let line_start = self.line_starts[line_index] as usize;
        let mut end = offset as usize;
        while end > line_start && !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let column = self.text[line_start..end].chars().count() as u32 + 1;
        (line_index as u32 + 1, column)
    }
}

/// The files of one compile. Owned by the compile; cheap to clone texts out of (`Arc<str>`).
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

/// A span turned into what a user reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub path: String,
    pub line: u32,
    pub column: u32,
}

impl SourceMap {
    pub fn new() -> Self {
        SourceMap::default()
    }

    /// Adds a file and returns its id. The same path may be added twice (an include read twice
    /// without `#pragma once` is lexed again); each addition gets its own id.
    pub fn add(&mut self, path: impl Into<String>, text: impl Into<Arc<str>>) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile::new(path.into(), text.into()));
        id
    }

    pub fn file(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Records a `#line` directive of `file`. Directives must be added in offset order.
    pub fn add_line_directive(&mut self, file: FileId, directive: LineDirective) {
        if let Some(f) = self.files.get_mut(file.0 as usize) {
            f.line_directives.push(directive);
        }
    }

    /// The text of a span, or "" when the span does not fit its file.
    pub fn snippet(&self, span: Span) -> &str {
        self.file(span.file)
            .and_then(|f| f.text.get(span.start as usize..span.end as usize))
            .unwrap_or("")
    }

    /// File, line and column (1-based) of the start of `span`, after `#line` directives.
    pub fn resolve(&self, span: Span) -> Location {
        let Some(file) = self.file(span.file) else {
            return Location {
                path: String::new(),
                line: 1,
                column: 1,
            };
        };
        let (line, column) = file.physical_line_col(span.start);
        // The last directive at or before the span decides the presumed line and file.
        let directive = file
            .line_directives
            .iter()
            .rev()
            .find(|d| d.offset <= span.start);
        match directive {
            None => Location {
                path: file.path.clone(),
                line,
                column,
            },
            Some(d) => {
                let (directive_line, _) = file.physical_line_col(d.offset);
                Location {
                    path: d.path.clone().unwrap_or_else(|| file.path.clone()),
                    line: d.line.saturating_add(line.saturating_sub(directive_line)),
                    column,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based() {
        let mut map = SourceMap::new();
        let f = map.add("a.hlsl", "ab\ncd\n\nxyz");
        assert_eq!(map.resolve(Span::new(f, 0, 1)).line, 1);
        let loc = map.resolve(Span::new(f, 4, 5));
        assert_eq!((loc.line, loc.column), (2, 2));
        let loc = map.resolve(Span::new(f, 9, 10));
        assert_eq!((loc.line, loc.column), (4, 3));
    }

    #[test]
    fn line_directive_renumbers_following_lines() {
        let mut map = SourceMap::new();
        let text = "a\n#line 100 \"gen.hlsl\"\nb\nc";
        let f = map.add("a.hlsl", text);
        let after = text.find("b").unwrap() as u32;
        map.add_line_directive(
            f,
            LineDirective {
                offset: after,
                line: 100,
                path: Some("gen.hlsl".into()),
            },
        );
        let c = text.rfind('c').unwrap() as u32;
        let loc = map.resolve(Span::new(f, c, c + 1));
        assert_eq!(loc.path, "gen.hlsl");
        assert_eq!(loc.line, 101);
    }
}
