//! Reading input files (shaders, includes, pack manifests) with bounds, and saying plainly why
//! an output file could not be written ([`write_error`], for OSH0006).
//!
//! Input: a path and the most bytes to read. Output: the file's bytes, or a [`ReadError`] saying
//! why not. Only regular files are read: a FIFO would block forever and a device
//! (`/dev/zero`, `/dev/urandom`) never ends, so both are refused by their type before they are
//! opened. The size is checked twice: from the file's metadata before reading, and by reading
//! through a reader that stops one byte past the limit (a file that grows, or one whose size
//! the metadata does not tell), so no read ever takes more than `max_bytes + 1` bytes.
//!
//! Invariant: `read_bounded` never blocks on anything but the disk and never allocates more than
//! `max_bytes + 1` bytes for the content. (A regular file swapped for a FIFO between the type
//! check and the open is the one window left; closing it needs `O_NONBLOCK`, which std does not
//! name portably.)

use std::io::Read;
use std::path::Path;

/// The default most bytes of one shader source or include file (16 MiB): far above real shader
/// files, small enough that a mistaken include of a data file fails at once.
pub const DEFAULT_MAX_FILE_BYTES: u64 = 16 << 20;

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// The operating system's error (not found, permission denied, ...).
    Io(std::io::Error),
    /// Not a regular file; `kind` names what it is ("a directory", "a FIFO", "a device").
    NotAFile { kind: &'static str },
    /// Larger than the limit.
    TooLarge { limit: u64 },
}

impl ReadError {
    /// True when there is no file of that name (include search goes on to the next folder).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::NotAFile { kind } => write!(f, "it is {kind}, not a regular file"),
            ReadError::TooLarge { limit } => {
                write!(f, "it is larger than the limit of {limit} bytes")
            }
        }
    }
}

impl std::error::Error for ReadError {}

fn kind_of(t: std::fs::FileType) -> &'static str {
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Reads a regular file of at most `max_bytes` bytes.
pub fn read_bounded(path: &Path, max_bytes: u64) -> Result<Vec<u8>, ReadError> {
    // `metadata` follows symbolic links and does not open the file: a FIFO does not block here.
    let meta = std::fs::metadata(path).map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile {
            kind: kind_of(meta.file_type()),
        });
    }
    if meta.len() > max_bytes {
        return Err(ReadError::TooLarge { limit: max_bytes });
    }
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > max_bytes {
        return Err(ReadError::TooLarge { limit: max_bytes });
    }
    Ok(bytes)
}

/// Why `path` could not be written, for a user: the common failures of an output path (a folder
/// of that name, a file where a folder should be, a name too long) in words, then the system's
/// message.
pub fn write_error(path: &Path, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let why = match e.kind() {
        ErrorKind::IsADirectory => Some("it is a folder. Name a file to write"),
        ErrorKind::AlreadyExists | ErrorKind::NotADirectory => {
            Some("a part of its folder path is a file, not a folder. Check the output path")
        }
        ErrorKind::InvalidFilename => {
            Some("the name is too long or invalid for the file system. Choose a shorter name")
        }
        ErrorKind::PermissionDenied => Some("no permission. Check the folder's permissions"),
        _ => None,
    };
    match why {
        Some(why) => format!("cannot write '{}': {why} ({e})", path.display()),
        None => format!("cannot write '{}': {e}", path.display()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_folders_and_large_files_are_refused_before_reading() {
        let dir = std::env::temp_dir().join(format!("osh-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let e = read_bounded(&dir, 100).unwrap_err();
        assert_eq!(e.to_string(), "it is a directory, not a regular file");
        let file = dir.join("big.hlsl");
        std::fs::write(&file, [b' '; 101]).unwrap();
        let e = read_bounded(&file, 100).unwrap_err();
        assert_eq!(e.to_string(), "it is larger than the limit of 100 bytes");
        assert_eq!(read_bounded(&file, 101).unwrap().len(), 101);
        assert!(read_bounded(&dir.join("none"), 100)
            .unwrap_err()
            .is_not_found());
        #[cfg(unix)]
        {
            let e = read_bounded(Path::new("/dev/zero"), 100).unwrap_err();
            assert_eq!(e.to_string(), "it is a device, not a regular file");
        }
        let e = std::io::Error::from(std::io::ErrorKind::IsADirectory);
        assert_eq!(
            write_error(Path::new("out"), &e),
            format!("cannot write 'out': it is a folder. Name a file to write ({e})")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
