//! Root package: holds the cross-crate tests and examples.
