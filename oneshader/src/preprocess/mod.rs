//! The preprocessor (in progress).
