//! Symbol tables: what a name means at a point of the program.
//!
//! Input: declarations as the checker meets them (in source order, as HLSL requires names to
//! be declared before use). Output: lookups of values (globals, constant-buffer members,
//! functions, enum values) and types (structs, typedefs, enums), and the list of visible names
//! for "Did you mean" suggestions.
//!
//! Globals live in `BTreeMap`s keyed by their qualified name (`ns::x`), so iteration order is
//! deterministic. Locals live in a stack of block scopes owned by the function being checked;
//! an inner declaration shadows an outer one.

use super::hir::{ConstValue, FuncId, GlobalId, LocalId};
use crate::types::TypeId;
use std::collections::BTreeMap;

/// What a global value name refers to.
#[derive(Clone, Debug)]
pub enum ValueSymbol {
    /// A global variable of its own (resource, static, groupshared, constant, push constant,
    /// spec constant).
    Global(GlobalId),
    /// A member of a `cbuffer`/`tbuffer` or of the implicit `Globals` buffer.
    BufferMember { buffer: GlobalId, index: u32 },
    /// One or more overloads.
    Functions(Vec<FuncId>),
    /// An enumerator: its value and enum type.
    EnumValue { value: ConstValue, ty: TypeId },
    /// A `static` resource global: another name for the resource its initializer names, a
    /// resource global or (`index`) an element of a resource array at a constant index
    /// (`static Texture2D t = ResourceDescriptorHeap[3];`). Resources are never copied.
    StaticResource {
        global: GlobalId,
        index: Option<u32>,
    },
    /// A global struct of resources, flattened to one resource global per resource in it: its
    /// tree in `Checker::resource_structs`.
    ResourceStruct(u32),
}

/// What a local name refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalSymbol {
    Local(LocalId),
    Param(u32),
    /// A `static` local with a constant initializer: a private global under the local's name.
    Global(GlobalId),
}

#[derive(Debug, Default)]
pub struct GlobalScope {
    values: BTreeMap<String, ValueSymbol>,
    types: BTreeMap<String, TypeId>,
    /// Enclosing namespaces of the declarations being processed (`a::b`).
    pub namespace: Vec<String>,
}

impl GlobalScope {
    /// The full name a declaration of `name` gets in the current namespace.
    pub fn qualify(&self, name: &str) -> String {
        if self.namespace.is_empty() {
            name.to_string()
        } else {
            format!("{}::{name}", self.namespace.join("::"))
        }
    }

    /// Candidate full names for a name written in the current namespace: innermost first.
    pub fn candidates(&self, written: &str) -> Vec<String> {
        let mut out = Vec::with_capacity(self.namespace.len() + 1);
        for n in (1..=self.namespace.len()).rev() {
            out.push(format!("{}::{written}", self.namespace[..n].join("::")));
        }
        out.push(written.to_string());
        out
    }

    pub fn value(&self, written: &str) -> Option<&ValueSymbol> {
        self.candidates(written)
            .iter()
            .find_map(|c| self.values.get(c.as_str()))
    }

    pub fn ty(&self, written: &str) -> Option<TypeId> {
        self.candidates(written)
            .iter()
            .find_map(|c| self.types.get(c.as_str()).copied())
    }

    /// Declares a value; returns the previous meaning when the name was already a non-function
    /// value (a redefinition).
    pub fn declare_value(&mut self, full_name: String, symbol: ValueSymbol) -> Option<ValueSymbol> {
        self.values.insert(full_name, symbol)
    }

    /// Adds an overload to a function name. Returns false when the name is a non-function.
    pub fn add_function(&mut self, full_name: String, id: FuncId) -> bool {
        match self.values.get_mut(&full_name) {
            Some(ValueSymbol::Functions(list)) => {
                list.push(id);
                true
            }
            Some(_) => false,
            None => {
                self.values
                    .insert(full_name, ValueSymbol::Functions(vec![id]));
                true
            }
        }
    }

    pub fn declare_type(&mut self, full_name: String, ty: TypeId) -> Option<TypeId> {
        self.types.insert(full_name, ty)
    }

    pub fn has_value(&self, full_name: &str) -> bool {
        self.values.contains_key(full_name)
    }

    pub fn has_type(&self, full_name: &str) -> bool {
        self.types.contains_key(full_name)
    }

    pub fn value_names(&self) -> impl Iterator<Item = &str> {
        self.values.keys().map(String::as_str)
    }

    pub fn type_names(&self) -> impl Iterator<Item = &str> {
        self.types.keys().map(String::as_str)
    }
}

/// The block scopes of the function being checked.
///
/// Lookups go through a map from name to its visible declarations (innermost last), so a
/// function with many locals is checked in time linear in their number; the per-block name
/// lists say what to forget when a block closes and keep declaration order for [`Self::names`].
#[derive(Debug, Default)]
pub struct LocalScopes {
    blocks: Vec<Vec<String>>,
    by_name: rustc_hash::FxHashMap<String, Vec<(usize, LocalSymbol)>>,
}

impl LocalScopes {
    pub fn push(&mut self) {
        self.blocks.push(Vec::new());
    }

    pub fn pop(&mut self) {
        let Some(names) = self.blocks.pop() else {
            return;
        };
        for name in names {
            if let Some(list) = self.by_name.get_mut(&name) {
                list.pop();
                if list.is_empty() {
                    self.by_name.remove(&name);
                }
            }
        }
    }

    pub fn lookup(&self, name: &str) -> Option<LocalSymbol> {
        self.by_name
            .get(name)
            .and_then(|list| list.last())
            .map(|(_, s)| *s)
    }

    /// True when `name` is already declared in the innermost block.
    pub fn declared_in_current(&self, name: &str) -> bool {
        let Some(depth) = self.blocks.len().checked_sub(1) else {
            return false;
        };
        self.by_name
            .get(name)
            .and_then(|list| list.last())
            .is_some_and(|(d, _)| *d == depth)
    }

    pub fn declare(&mut self, name: &str, symbol: LocalSymbol) {
        if self.blocks.is_empty() {
            self.blocks.push(Vec::new());
        }
        let depth = self.blocks.len() - 1;
        if let Some(b) = self.blocks.last_mut() {
            b.push(name.to_string());
        }
        self.by_name
            .entry(name.to_string())
            .or_default()
            .push((depth, symbol));
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.blocks.iter().flatten().map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_blocks_shadow_and_namespaces_qualify() {
        let mut locals = LocalScopes::default();
        locals.push();
        locals.declare("x", LocalSymbol::Param(0));
        locals.push();
        locals.declare("x", LocalSymbol::Local(LocalId(3)));
        assert_eq!(locals.lookup("x"), Some(LocalSymbol::Local(LocalId(3))));
        locals.pop();
        assert_eq!(locals.lookup("x"), Some(LocalSymbol::Param(0)));

        let mut g = GlobalScope::default();
        g.namespace.push("ns".into());
        let full = g.qualify("k");
        assert_eq!(full, "ns::k");
        g.declare_value(full, ValueSymbol::Global(GlobalId(0)));
        assert!(matches!(
            g.value("k"),
            Some(ValueSymbol::Global(GlobalId(0)))
        ));
        g.namespace.clear();
        assert!(g.value("k").is_none());
        assert!(g.value("ns::k").is_some());
    }
}
