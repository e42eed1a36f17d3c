//! Global structs of resources, as DXC's Vulkan backend takes them:
//! `struct Material { Texture2D albedo; SamplerState smp; }; Material g;`.
//!
//! Input: a plain global whose type is a struct (or an array of structs, at any depth) that
//! holds only resources. Output: one resource global per resource in it, in member order, array
//! elements in order, named as DXC names them (`g.albedo`, `g[1].smp`, `g.layers[0].t`), and a
//! [`ResourceTree`] under the global's name. The first of them takes the global's
//! `register`/`[[vk::binding]]`; the others follow it at consecutive bindings, one per
//! resource and array element ([`super::bindings`]), as DXC's flattening numbers them.
//! A resource array in the struct stays one array at one binding (and reserves one binding per
//! element).
//!
//! Expressions naming the global are resolved here, at check time: a path of members and
//! constant indices that ends at a resource is that resource global; one that ends at a struct
//! is the struct built from its resources (so it can be passed to a function or copied to a
//! local). Only what is named counts as used. Invariant: nothing downstream sees the struct
//! global; an index into an array of such structs is a constant.

use super::check::{Checker, ResourceInfo};
use super::constant;
use super::hir::{self, ExprId, GlobalId, GlobalKind};
use super::scope::ValueSymbol;
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::types::{ResourceType, StructuredKind, Type, TypeId};

/// How many resources one global struct may flatten to: enough for any real material, small
/// enough that a typo in an array size does not make millions of globals.
const MAX_RESOURCES: usize = 1024;

/// The shape of a global struct of resources, its leaves being resource globals.
#[derive(Clone, Debug)]
pub(crate) enum ResourceTree {
    /// A resource or a one-dimensional resource array.
    Leaf(GlobalId),
    /// A struct: one tree per member, in member order (a base is a member).
    Struct {
        ty: TypeId,
        members: Vec<ResourceTree>,
    },
    /// An array of structs: one tree per element.
    Array {
        ty: TypeId,
        elements: Vec<ResourceTree>,
    },
}

/// One resource of the struct while it is being flattened.
struct Leaf {
    name: String,
    ty: TypeId,
    count: u32,
}

/// Why a struct cannot be flattened.
enum Refusal {
    /// It holds data beside resources: the type of the first such member.
    Mixed(TypeId),
    /// A resource the flattening cannot take, and why.
    Resource(TypeId, &'static str),
    TooMany,
}

impl Checker<'_> {
    /// `S g;` (or `S g[2];`) of a struct holding resources: one resource global per resource
    /// in it, and `g` names their tree. A struct that also holds data is OSH0350, as in DXC.
    pub(super) fn resource_struct_global(
        &mut self,
        d: &ast::Declarator,
        ty: TypeId,
        attrs: &[ast::Attribute],
    ) {
        let name = d.name.as_str();
        let first = self.globals.len() as u32;
        let mut leaves = Vec::new();
        let tree = self.flatten(ty, name.to_string(), first, &mut leaves, 0);
        let tree = match tree {
            Ok(tree) if !leaves.is_empty() => tree,
            Ok(_) => {
                self.diags.error(
                    Code::UNSUPPORTED,
                    d.name.span,
                    format!(
                        "'{name}' is a struct without members, so it names nothing: remove it."
                    ),
                );
                return self.declare_error_global(d);
            }
            Err(why) => {
                let message = match why {
                    Refusal::Mixed(member) => format!(
                        "'{name}' is a struct holding resources beside data ('{}'), which a global cannot be (DXC refuses it too): keep the resources in a struct of their own, and the data in a cbuffer.",
                        self.types.display(member)
                    ),
                    Refusal::Resource(res, why) => format!(
                        "'{name}' is a struct holding '{}', {why}: declare it as a global of its own.",
                        self.types.display(res)
                    ),
                    Refusal::TooMany => format!(
                        "'{name}' holds more than {MAX_RESOURCES} resources, which is not supported: declare resource arrays instead of arrays of structs."
                    ),
                };
                self.diags.error(Code::UNSUPPORTED, d.name.span, message);
                return self.declare_error_global(d);
            }
        };
        if d.init.is_some() {
            self.diags.error(
                Code::BAD_DECLARATION,
                d.span,
                "A resource cannot have an initializer.",
            );
        }
        let reserve: u32 = leaves.iter().map(|l| l.count.max(1)).sum();
        let leader = GlobalId(first);
        let mut offset = 0;
        for (k, leaf) in leaves.into_iter().enumerate() {
            let g = self.push_global(
                &leaf.name,
                leaf.ty,
                d.name.span,
                GlobalKind::Resource(Self::unbound(leaf.count)),
            );
            let info = if k == 0 {
                ResourceInfo {
                    registers: d.registers.clone(),
                    vk_binding: self.vk_binding(attrs),
                    reserve,
                    ..ResourceInfo::default()
                }
            } else {
                ResourceInfo {
                    group: Some((leader, offset)),
                    ..ResourceInfo::default()
                }
            };
            self.resource_info[g.index()] = Some(ResourceInfo {
                packing: self.options.matrix_packing,
                span: d.name.span,
                ..info
            });
            offset += leaf.count.max(1);
        }
        let index = self.resource_structs.len() as u32;
        self.resource_structs.push(tree);
        self.declare_global_name(&d.name, ValueSymbol::ResourceStruct(index));
    }

    /// The tree of `ty` at `path`; its leaves are pushed to `leaves` and numbered from
    /// `first` (the globals they will become).
    fn flatten(
        &self,
        ty: TypeId,
        path: String,
        first: u32,
        leaves: &mut Vec<Leaf>,
        depth: u32,
    ) -> Result<ResourceTree, Refusal> {
        if depth > 64 || leaves.len() >= MAX_RESOURCES {
            return Err(Refusal::TooMany);
        }
        match self.types.get(ty) {
            Type::Resource(res) => {
                self.flattenable(ty, res)?;
                leaves.push(Leaf {
                    name: path,
                    ty,
                    count: 1,
                });
                Ok(ResourceTree::Leaf(GlobalId(
                    first + leaves.len() as u32 - 1,
                )))
            }
            Type::Array { element, length } => match self.types.get(element) {
                Type::Resource(res) => {
                    self.flattenable(element, res)?;
                    if length == 0 {
                        return Err(Refusal::Resource(
                            ty,
                            "an array without a size, which a struct cannot hold",
                        ));
                    }
                    leaves.push(Leaf {
                        name: path,
                        ty,
                        count: length,
                    });
                    Ok(ResourceTree::Leaf(GlobalId(
                        first + leaves.len() as u32 - 1,
                    )))
                }
                Type::Array { .. }
                    if matches!(
                        self.types.get(self.types.innermost_element(element)),
                        Type::Resource(_)
                    ) =>
                {
                    Err(Refusal::Resource(
                        ty,
                        "a resource array of several dimensions, which a struct cannot hold yet",
                    ))
                }
                _ => {
                    let mut elements = Vec::new();
                    for k in 0..length {
                        if leaves.len() >= MAX_RESOURCES {
                            return Err(Refusal::TooMany);
                        }
                        elements.push(self.flatten(
                            element,
                            format!("{path}[{k}]"),
                            first,
                            leaves,
                            depth + 1,
                        )?);
                    }
                    Ok(ResourceTree::Array { ty, elements })
                }
            },
            Type::Struct(sid) => {
                let members: Vec<(String, TypeId, bool)> = self
                    .types
                    .struct_def(sid)
                    .map(|d| {
                        d.members
                            .iter()
                            .map(|m| (m.name.clone(), m.ty, m.is_base))
                            .collect()
                    })
                    .unwrap_or_default();
                let mut trees = Vec::with_capacity(members.len());
                for (name, mty, is_base) in members {
                    // A base's members are the struct's own, named without the base.
                    let at = if is_base {
                        path.clone()
                    } else {
                        format!("{path}.{name}")
                    };
                    trees.push(self.flatten(mty, at, first, leaves, depth + 1)?);
                }
                Ok(ResourceTree::Struct { ty, members: trees })
            }
            _ => Err(Refusal::Mixed(ty)),
        }
    }

    /// Whether a resource of this kind can be part of a flattened struct: not one with a
    /// counter (its counter would need its own binding in the run), and not an input
    /// attachment (its index is an attribute of the variable).
    fn flattenable(&self, ty: TypeId, res: ResourceType) -> Result<(), Refusal> {
        match res {
            ResourceType::StructuredBuffer {
                kind: StructuredKind::ReadWrite | StructuredKind::Append | StructuredKind::Consume,
                ..
            } => Err(Refusal::Resource(ty, "a buffer that may have a counter, which a struct cannot hold (DXC refuses every buffer there)")),
            ResourceType::SubpassInput { .. } => Err(Refusal::Resource(ty, "which needs [[vk::input_attachment_index]] of its own")),
            _ => Ok(()),
        }
    }

    /// `e` when it is a path of members and indices into a global struct of resources that
    /// ends at a resource or a struct: that resource, or the struct built from its resources.
    /// `None` for anything else (then `e` is checked as usual, its base coming back here).
    pub(super) fn resource_struct_access(&mut self, e: ast::ExprId) -> Option<ExprId> {
        if self.resource_structs.is_empty() {
            return None;
        }
        let mut steps = Vec::new();
        let mut cur = e;
        let root = loop {
            match &self.unit.exprs.get(cur.index())?.kind {
                ast::ExprKind::Member { base, .. } | ast::ExprKind::Index { base, .. }
                    if steps.len() < 64 =>
                {
                    steps.push(cur);
                    cur = *base;
                }
                ast::ExprKind::Name {
                    name,
                    template_args: None,
                } => {
                    if name.is_simple() && self.cur.scopes.lookup(name.name.as_str()).is_some() {
                        return None;
                    }
                    let text = name.to_text();
                    match self.scope.value(text.trim_start_matches("::")) {
                        Some(&ValueSymbol::ResourceStruct(i)) => break i,
                        _ => return None,
                    }
                }
                _ => return None,
            }
        };
        steps.reverse();
        let tree = self.resource_structs.get(root as usize)?.clone();
        // First the shape alone: every step must go into a struct or an array of structs, or
        // `e` is no such path and nothing is checked twice.
        let mut node = &tree;
        for &step in &steps {
            node = match (&self.unit.exprs[step.index()].kind, node) {
                (ast::ExprKind::Member { member, .. }, ResourceTree::Struct { ty, members }) => {
                    self.tree_member(*ty, members, member.as_str())?
                }
                (ast::ExprKind::Index { .. }, ResourceTree::Array { elements, .. }) => {
                    elements.first()?
                }
                _ => return None,
            };
        }
        let span = self.aspan(e);
        let mut node = &tree;
        for &step in &steps {
            node = match (&self.unit.exprs[step.index()].kind, node) {
                (ast::ExprKind::Member { member, .. }, ResourceTree::Struct { ty, members }) => {
                    self.tree_member(*ty, members, member.as_str())?
                }
                (ast::ExprKind::Index { index, .. }, ResourceTree::Array { ty, elements }) => {
                    match self.constant_tree_index(*index, *ty, elements.len()) {
                        Some(k) => &elements[k],
                        None => return Some(self.error_expr(span)),
                    }
                }
                _ => return None,
            };
        }
        Some(self.tree_value(node, span))
    }

    /// The member `name` of a struct node: its own member, else the one of its bases that has
    /// it.
    fn tree_member<'t>(
        &self,
        ty: TypeId,
        members: &'t [ResourceTree],
        name: &str,
    ) -> Option<&'t ResourceTree> {
        let Type::Struct(sid) = self.types.get(ty) else {
            return None;
        };
        let def = self.types.struct_def(sid)?;
        if let Some(i) = def
            .members
            .iter()
            .position(|m| m.name == name && !m.is_base)
        {
            return members.get(i);
        }
        def.members
            .iter()
            .zip(members)
            .filter(|(m, _)| m.is_base)
            .find_map(|(_, base)| match base {
                ResourceTree::Struct { ty, members } => self.tree_member(*ty, members, name),
                _ => None,
            })
    }

    /// The element an index into an array of structs of resources picks: it must be a
    /// constant in range (each element's resources are separate globals).
    fn constant_tree_index(&mut self, index: ast::ExprId, ty: TypeId, len: usize) -> Option<usize> {
        let i = self.check_expr(index);
        let ity = self.expr_ty(i);
        if self.is_error(ity) {
            return None;
        }
        let at = self.aspan(index);
        match self.fold(i).ok().as_ref().and_then(constant::as_index) {
            Some(k) if k < len => Some(k),
            Some(k) => {
                self.diags.error(
                    Code::INDEX_OUT_OF_BOUNDS,
                    at,
                    format!(
                        "The index {k} is out of bounds: '{}' has {len} elements.",
                        self.types.display(ty)
                    ),
                );
                None
            }
            None => {
                self.diags.error(
                    Code::UNSUPPORTED,
                    at,
                    format!(
                        "An array of structs holding resources ('{}') can only be indexed with a constant: each element's resources are separate bindings. Declare resource arrays in one struct instead to index them at run time.",
                        self.types.display(ty)
                    ),
                );
                None
            }
        }
    }

    /// The value of a node: its resource, or its struct (array) built from its resources.
    pub(super) fn tree_value(&mut self, node: &ResourceTree, span: Span) -> ExprId {
        match node {
            ResourceTree::Leaf(g) => self.global_ref(*g, span),
            ResourceTree::Struct { ty, members: parts }
            | ResourceTree::Array {
                ty,
                elements: parts,
            } => {
                let args = parts.iter().map(|p| self.tree_value(p, span)).collect();
                self.push_expr(hir::ExprKind::Construct { args }, *ty, span)
            }
        }
    }
}
