//! Shader Model 6.6 descriptor heaps: `ResourceDescriptorHeap[i]` and `SamplerDescriptorHeap[i]`,
//! as DXC's default (emulated) Vulkan mapping has them.
//!
//! Input: an AST expression that indexes a heap, and the resource type the value is given to:
//! a variable's initializer (`Texture2D t = ResourceDescriptorHeap[i];`, also `static`
//! globals), an assignment, a `return` or a cast. Output: `H[i]`, where `H` is a synthesized
//! global unbounded array of that resource type, one per (heap, type) in first-use order and
//! named after its heap as DXC names it. `bindings` places every array of one heap at one
//! binding after all declared resources (pass 4), so they are views of one binding; the index
//! keeps a `NonUniformResourceIndex` like any resource-array index.
//!
//! Invariants: a heap element has no type of its own, so it exists only where its type is
//! known; anywhere else (a method call on it, an argument, the heap itself as a value) the
//! name is an error pointing at the form to write. The resource heap holds no samplers and the
//! sampler heap nothing else, as in Direct3D 12 (DXC also puts other types read from the
//! sampler heap into it; that is a departure, with a message). Heaps need shader model 6.6.
//! RW/append/consume structured buffers from a heap have their counters in an array of the
//! same shape at the counter heap's binding (`bindings`, pass 4), the counter of element `i`
//! at index `i`, as DXC places them.

use super::check::{Checker, ResourceInfo};
use super::hir::{ExprId, ExprKind, GlobalId, GlobalKind};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::target::ShaderModel;
use crate::types::{ResourceType, Scalar, Type, TypeId};
use crate::vk_bindings::DescriptorHeap;

impl Checker<'_> {
    /// `(heap, index)` when `e` is `ResourceDescriptorHeap[index]` or
    /// `SamplerDescriptorHeap[index]` and the name is not one the shader declares itself.
    pub(crate) fn heap_index(&self, e: ast::ExprId) -> Option<(DescriptorHeap, ast::ExprId)> {
        let ast::ExprKind::Index { base, index } = &self.unit.exprs.get(e.index())?.kind else {
            return None;
        };
        let ast::ExprKind::Name {
            name,
            template_args: None,
        } = &self.unit.exprs.get(base.index())?.kind
        else {
            return None;
        };
        if !name.is_simple() || self.declares(name.name.as_str()) {
            return None;
        }
        DescriptorHeap::from_name(name.name.as_str()).map(|h| (h, *index))
    }

    /// `e` given to a value of type `to`, when `e` is a heap element; `None` otherwise (the
    /// caller checks `e` as usual).
    pub(crate) fn heap_element_given(&mut self, e: ast::ExprId, to: TypeId) -> Option<ExprId> {
        let (heap, index) = self.heap_index(e)?;
        let span = self.aspan(e);
        Some(self.heap_element(heap, index, to, span))
    }

    /// Whether the shader declares `name` itself (then it is not a heap).
    fn declares(&self, name: &str) -> bool {
        self.cur.scopes.lookup(name).is_some() || self.scope.value(name).is_some()
    }

    /// `heap[index]` given to a value of type `to`: an element of the heap's array of `to`.
    pub(crate) fn heap_element(
        &mut self,
        heap: DescriptorHeap,
        index: ast::ExprId,
        to: TypeId,
        span: Span,
    ) -> ExprId {
        let i = self.check_expr(index);
        let ity = self.expr_ty(i);
        if self.is_error(ity) || self.is_error(to) {
            return self.error_expr(span);
        }
        let name = heap.name();
        // Once per compile: the first heap read is where the profile is wrong.
        if self.options.shader_model < (ShaderModel { major: 6, minor: 6 })
            && self.heap_arrays.is_empty()
        {
            self.diags.error(
                Code::UNSUPPORTED,
                span,
                format!(
                    "'{name}' needs shader model 6.6, and this compile is for {}. Compile with a 6.6 profile (-T ps_6_6, cs_6_6, vs_6_6).",
                    self.options.shader_model
                ),
            );
        }
        let Type::Resource(resource) = self.types.get(to) else {
            self.diags.error(
                Code::TYPE_MISMATCH,
                span,
                format!(
                    "'{name}[i]' is a descriptor: give it to a resource variable (Texture2D, RWStructuredBuffer<T>, ConstantBuffer<T>, ...), not to '{}'.",
                    self.types.display(to)
                ),
            );
            return self.error_expr(span);
        };
        let sampler = matches!(resource, ResourceType::Sampler { .. });
        let refusal = match (heap, resource) {
            (DescriptorHeap::Resource, ResourceType::Sampler { .. }) => Some(format!(
                "'{}' is a sampler, which the resource heap does not hold: read it from SamplerDescriptorHeap.",
                self.types.display(to)
            )),
            (DescriptorHeap::Sampler, _) if !sampler => Some(format!(
                "SamplerDescriptorHeap holds samplers only: read '{}' from ResourceDescriptorHeap.",
                self.types.display(to)
            )),
            (_, ResourceType::SubpassInput { .. }) => Some(
                "A SubpassInput is an input attachment of the render pass and never in a descriptor heap: declare it as a global with [[vk::input_attachment_index(N)]].".to_string(),
            ),
            _ => None,
        };
        if let Some(message) = refusal {
            self.diags.error(Code::TYPE_MISMATCH, span, message);
            return self.error_expr(span);
        }
        let uint = self.types.scalar(Scalar::UINT);
        let ispan = self.aspan(index);
        let i = match self.shape_of(ity) {
            Some((s, super::convert_nodes::Shape::Scalar)) if s.is_integer() => {
                self.coerce(i, uint, ispan)
            }
            _ => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    ispan,
                    format!(
                        "A descriptor heap index must be an integer, not '{}'.",
                        self.types.display(ity)
                    ),
                );
                return self.error_expr(span);
            }
        };
        let g = self.heap_array(heap, to, span);
        let base = self.global_ref(g, span);
        self.push_expr(ExprKind::Index { base, index: i }, to, span)
    }

    /// The global array of `element` for `heap`, made on first use.
    fn heap_array(&mut self, heap: DescriptorHeap, element: TypeId, span: Span) -> GlobalId {
        if let Some(&(_, _, g)) = self
            .heap_arrays
            .iter()
            .find(|(h, t, _)| *h == heap && *t == element)
        {
            return g;
        }
        let ty = self.types.array(element, 0);
        let binding = super::hir::ResourceBinding {
            heap: Some(heap),
            ..Self::unbound(0)
        };
        let g = self.push_global(heap.name(), ty, span, GlobalKind::Resource(binding));
        self.resource_info[g.index()] = Some(ResourceInfo {
            packing: self.options.matrix_packing,
            span,
            heap: Some(heap),
            ..Default::default()
        });
        self.heap_arrays.push((heap, element, g));
        g
    }

    /// The error for a heap's name anywhere but `heap[i]` given to a resource: `None` when
    /// `name` is not a heap's.
    pub(crate) fn heap_misuse(&mut self, name: &str, span: Span) -> Option<ExprId> {
        let heap = DescriptorHeap::from_name(name)?;
        let example = match heap {
            DescriptorHeap::Resource => "Texture2D t = ResourceDescriptorHeap[i];",
            DescriptorHeap::Sampler => "SamplerState s = SamplerDescriptorHeap[i];",
        };
        self.diags.error(
            Code::TYPE_MISMATCH,
            span,
            format!(
                "'{name}' is only read as '{name}[i]' given to a resource variable, which sets its type: write '{example}' and use the variable. The heap itself is not a value, and an element has no type until it is given one."
            ),
        );
        Some(self.error_expr(span))
    }
}
