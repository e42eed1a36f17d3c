//! IR printer (in progress).
use super::module::Module;

/// The stable text dump of a module.
pub fn print(_module: &Module) -> String {
    String::new()
}
