//! IR verifier (in progress).
use super::module::Module;

/// Checks a module; returns every problem found (empty when valid). Never panics.
pub fn verify(_module: &Module) -> Vec<String> {
    Vec::new()
}
