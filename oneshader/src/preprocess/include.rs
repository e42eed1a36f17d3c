//! Finding `#include` files.
//!
//! Input: the name as written, whether it was `<...>`, the including file's path and folder, and
//! the options. Output: the file's text and identity, or the list of places searched.
//!
//! Search order: the include resolver (when set; it gets the name as written and the including
//! file's path), then for `"..."` only the including file's folder (only for files that are on
//! disk: the main file when its path names an existing file, and includes found on disk), then
//! each include directory in order. A file from the resolver has no folder on disk: includes
//! nested in it go to the resolver (with its returned path as the including file) and the include
//! directories. `#pragma once` identity is the absolute, lexically normalized path on disk, or
//! the path the resolver returned. Last come OneShader's own headers ([`BUILTIN_HEADERS`],
//! reported as `<oneshader>/vk/spirv.h`).

use super::PreprocessOptions;
use crate::source::Span;
use crate::syntax::token::{Punct, Token, TokenKind};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// An include found by an [`IncludeResolver`]: the name to report it under and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedInclude {
    pub path: String,
    pub text: String,
}

/// Resolves `#include` from memory. Called with the name as written and the path of the
/// including file; `None` means "not here" (the include directories are searched next).
pub type IncludeResolver =
    Arc<dyn Fn(&str, &str) -> Option<ResolvedInclude> + Send + Sync + 'static>;

/// The file named by an `#include` line.
pub(super) struct IncludeName {
    pub name: String,
    pub system: bool,
    /// The name as written (`"x"` or `<x>`), where a missing include is reported.
    pub span: Span,
}

/// Reads `"name"` or `<name>` from the tokens after `include`. With `text` (the file's text, when
/// the tokens are the file's own), a `<...>` name is the exact text between the brackets;
/// otherwise it is the tokens' spellings joined.
pub(super) fn include_name(args: &[Token], text: Option<&str>) -> Option<IncludeName> {
    let first = args.first()?;
    if first.kind == TokenKind::StringLit {
        let inner = first.text.strip_prefix('"')?.strip_suffix('"')?;
        return Some(IncludeName {
            name: inner.to_string(),
            system: false,
            span: first.span,
        });
    }
    if !first.is_punct(Punct::Lt) {
        return None;
    }
    let close = args.iter().position(|t| {
        matches!(
            t.kind,
            TokenKind::Punct(Punct::Gt | Punct::Ge | Punct::Shr | Punct::ShrEq)
        )
    })?;
    let last = &args[close];
    let same_file = args[..=close]
        .iter()
        .all(|t| t.span.file == first.span.file);
    let raw = text
        .filter(|_| same_file)
        .and_then(|text| text.get(first.span.end as usize..last.span.start as usize));
    let name = match raw {
        Some(raw) => raw.to_string(),
        None => {
            let mut s = String::new();
            for (k, t) in args[1..close].iter().enumerate() {
                if k > 0 && t.leading_space {
                    s.push(' ');
                }
                s.push_str(&t.text);
            }
            s
        }
    };
    Some(IncludeName {
        name,
        system: true,
        span: first.span.to(last.span),
    })
}

/// An include that was found and read.
pub(super) struct FoundFile {
    /// Shown in diagnostics and in the list of files read.
    pub path: String,
    pub text: String,
    /// Its folder on disk (`None` for resolver files).
    pub folder: Option<PathBuf>,
    pub once_key: String,
}

pub(super) enum Found {
    File(FoundFile),
    Unreadable {
        path: String,
        error: String,
    },
    /// Every place searched, as shown in the OSH0120 message, and the candidates that were
    /// directories (skipped, as C preprocessors do, and named in the message).
    Missing {
        searched: Vec<String>,
        directories: Vec<String>,
    },
}

pub(super) fn find(
    name: &str,
    system: bool,
    including_path: &str,
    folder: Option<&Path>,
    options: &PreprocessOptions,
) -> Found {
    let mut searched = Vec::new();
    let mut directories = Vec::new();
    if let Some(resolver) = options.include_resolver {
        if let Some(r) = resolver(name, including_path) {
            return Found::File(FoundFile {
                once_key: format!("resolver:{}", r.path),
                path: r.path,
                text: r.text,
                folder: None,
            });
        }
        searched.push("the include resolver".to_string());
    }
    let local = if system { None } else { folder };
    // Windows-style separators in shared shader code still work on other systems.
    let on_disk = if cfg!(windows) {
        name.to_string()
    } else {
        name.replace('\\', "/")
    };
    for dir in local
        .into_iter()
        .chain(options.include_dirs.iter().map(PathBuf::as_path))
    {
        let candidate = dir.join(&on_disk);
        match try_path(&candidate, options.limits.max_file_bytes) {
            Tried::Found(found) => return found,
            Tried::Directory => directories.push(candidate.to_string_lossy().into_owned()),
            Tried::Absent => {}
        }
        searched.push(display_folder(dir));
    }
    // Last, as a compiler's own headers come after the include directories.
    if let Some(text) = builtin_header(&on_disk) {
        return Found::File(FoundFile {
            once_key: format!("builtin:{on_disk}"),
            path: format!("<oneshader>/{on_disk}"),
            text: text.to_string(),
            folder: None,
        });
    }
    Found::Missing {
        searched,
        directories,
    }
}

/// The headers OneShader provides itself, found after every include directory: equivalents of
/// DXC's own `<vk/...>` headers, written for OneShader (see each file's head).
pub const BUILTIN_HEADERS: &[(&str, &str)] = &[("vk/spirv.h", include_str!("headers/vk/spirv.h"))];

fn builtin_header(name: &str) -> Option<&'static str> {
    BUILTIN_HEADERS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}

enum Tried {
    Found(Found),
    /// No such file: search on.
    Absent,
    /// A directory of that name: search on, and say so if nothing is found.
    Directory,
}

/// Reads `candidate` if it is a regular file of at most `max_bytes` bytes
/// ([`crate::input::read_bounded`]: a FIFO or a device is refused by its type, never opened).
fn try_path(candidate: &Path, max_bytes: u64) -> Tried {
    let path = || candidate.to_string_lossy().into_owned();
    match crate::input::read_bounded(candidate, max_bytes) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
            Tried::Found(Found::File(FoundFile {
                once_key: disk_once_key(candidate),
                folder: Some(
                    candidate
                        .parent()
                        .map(Path::to_path_buf)
                        .unwrap_or_default(),
                ),
                path: path(),
                text,
            }))
        }
        Err(e) if e.is_not_found() => Tried::Absent,
        Err(crate::input::ReadError::NotAFile {
            kind: "a directory",
        }) => Tried::Directory,
        Err(e) => Tried::Found(Found::Unreadable {
            path: path(),
            error: e.to_string(),
        }),
    }
}

fn display_folder(dir: &Path) -> String {
    if dir.as_os_str().is_empty() {
        ".".to_string()
    } else {
        dir.display().to_string()
    }
}

/// `#pragma once` identity of a file on disk: its absolute path with `.` and `..` resolved
/// lexically. (Not `fs::canonicalize`: that costs several system calls per include; the
/// difference is that two symbolic links to one file count as two files.)
fn disk_once_key(path: &Path) -> String {
    use std::path::Component;
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    let mut parts: Vec<Component> = Vec::new();
    for c in absolute.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(parts.last(), Some(Component::Normal(_))) => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    let normal: PathBuf = parts.iter().collect();
    format!("disk:{}", normal.display())
}

/// The folder of the main file when its path names a file on disk (includes are looked up
/// beside it); `None` for in-memory sources.
pub(super) fn disk_folder_of_main(path: &str) -> Option<PathBuf> {
    let p = Path::new(path);
    p.is_file()
        .then(|| p.parent().map(Path::to_path_buf).unwrap_or_default())
}

/// `#pragma once` identity of the main file.
pub(super) fn main_once_key(path: &str, on_disk: bool) -> String {
    if on_disk {
        disk_once_key(Path::new(path))
    } else {
        format!("resolver:{path}")
    }
}
