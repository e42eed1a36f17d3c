//! Semantic analysis (in progress).
