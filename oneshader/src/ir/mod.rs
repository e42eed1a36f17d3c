//! The intermediate representation (in progress).
