//! The SPIR-V backend (in progress).
