//! The per-entry analysis: what one entry point of a verified module reaches and needs,
//! computed once by the driver and handed to reflection and to every backend.
//!
//! Input: a module and one of its entry points. Output: an [`EntryAnalysis`] holding the
//! reached functions and globals ([`super::reach`]), the same functions callees first with
//! the recursive calls ([`super::reach::call_order`]), the device features
//! ([`super::features`]) and the subgroup operation classes ([`super::subgroup`]).
//! Everything in it is ordered (module, id or call order), so what a backend builds from it is
//! deterministic.
//!
//! Invariant: the analysis describes the module as the backends get it, so the driver computes
//! it after `opt::run`; a backend never walks the call graph or recomputes features itself.

use super::features::entry_features_in;
use super::reach::{call_order, reach, CallOrder, Reach};
use super::subgroup::entry_subgroup_operations_in;
use super::{EntryPoint, Module};

/// See the module documentation.
pub struct EntryAnalysis {
    /// Functions in module order and globals in id order.
    pub reach: Reach,
    /// Functions callees before callers, and the calls that recurse.
    pub calls: CallOrder,
    /// The [`crate::reflect::device_features`] bits the entry point's code uses.
    pub features: u32,
    /// The [`super::subgroup::subgroup_operations`] classes its wave operations need.
    pub subgroup_operations: u32,
}

/// Analyzes `entry` of `m`.
pub fn analyze(m: &Module, entry: &EntryPoint) -> EntryAnalysis {
    let reach = reach(m, entry);
    let features = entry_features_in(m, &reach) | super::features::interlock(m, entry, &reach);
    let subgroup_operations = entry_subgroup_operations_in(m, &reach);
    EntryAnalysis {
        calls: call_order(m, entry.function),
        reach,
        features,
        subgroup_operations,
    }
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
pub(crate) mod tests;
