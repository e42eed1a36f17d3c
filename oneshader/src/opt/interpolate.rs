//! Legalization of `EvaluateAttributeCentroid`/`AtSample`/`Snapped` (IR `InterpolateAt*`)
//! and `GetAttributeAtVertex` (IR `AttributeAtVertex`), at every level.
//!
//! Needs: a verified module. Guarantees: when a function evaluates an input this way, every
//! inlinable call is inlined and the locals are promoted to SSA values (as `opaque` does), and
//! then each interpolation whose first operand traces back to a stage input takes a pointer
//! into that `Input` global instead of the value: SPIR-V's `InterpolateAt*` read the
//! variable, not a copy. A per-vertex input (`T[3]`, read at vertex 0 by the entry wrapper)
//! read at a vertex becomes a load of that vertex's element; interpolating one gives its
//! value (it is flat). Otherwise the module is left exactly as it is.
//!
//! Why here: HLSL passes the input by value, through the entry wrapper's temporaries,
//! function parameters and locals (`EvaluateAttributeAtSample(input.color, 2)` in a helper).
//! DXC emits the interpolation on a temporary and relies on spirv-opt's legalization
//! (inlining, then its interpolation fix-up) to reach the input; after inlining and promotion
//! the value here is a load of the input, with members and elements read by constant index
//! (`CompositeExtract`, also through `CompositeInsert`/`CompositeConstruct` of the
//! temporaries) and swizzles (`Shuffle`, evaluated on the whole vector). Anything else (a
//! computed value, a run-time index) stays a value operand; [`unresolved`] lists those
//! for the driver to report, since no target can evaluate it.

use super::util::Replacements;
use crate::ir::{Function, Inst, InstKind, IntrinsicOp, Module, Value};
use crate::source::Span;
use crate::types::{AddressSpace, Type, TypeId};

/// How deep [`trace`] follows composites (a bound against pathological chains).
const MAX_TRACE: usize = 256;

pub fn run(m: &mut Module) {
    if !m
        .functions
        .iter()
        .any(|f| placed(f).any(|i| reads_input(i).is_some()))
    {
        return;
    }
    super::inline::run(m);
    super::promote::run(m);
    super::util::each_function(m, resolve_function);
}

/// Every operation on an input left with a value operand (any `AttributeAtVertex` left): its
/// span and opcode.
pub fn unresolved(m: &Module) -> Vec<(Span, IntrinsicOp)> {
    let mut out = Vec::new();
    for (fi, func) in m.functions.iter().enumerate() {
        for inst in placed(func) {
            if let Some((op, args)) = reads_input(inst) {
                let operand = args.first().copied();
                let is_pointer = operand.is_some_and(|v| {
                    matches!(
                        m.types.get(m.value_type(crate::ir::FuncId(fi as u32), v)),
                        Type::Pointer { .. }
                    )
                });
                if !is_pointer || op == IntrinsicOp::AttributeAtVertex {
                    out.push((inst.span, op));
                }
            }
        }
    }
    out
}

/// The instructions placed in `func`'s blocks.
fn placed(func: &Function) -> impl Iterator<Item = &Inst> {
    func.blocks
        .iter()
        .flat_map(|b| b.instrs.iter())
        .filter_map(|id| func.inst(*id))
}

/// The operation on a pixel input `inst` is (`EvaluateAttribute*`, `GetAttributeAtVertex`),
/// with its operands.
fn reads_input(inst: &Inst) -> Option<(IntrinsicOp, &[Value])> {
    match &inst.kind {
        InstKind::CallIntrinsic { op, args } if op.reads_input() => Some((*op, args)),
        _ => None,
    }
}

fn resolve_function(m: &mut Module, func: &mut Function) {
    let mut rep = Replacements::default();
    for b in 0..func.blocks.len() {
        let mut k = 0;
        while k < func.blocks[b].instrs.len() {
            let id = func.blocks[b].instrs[k];
            let Some((op, args, ty, span)) = func.inst(id).and_then(|inst| {
                let (op, args) = reads_input(inst)?;
                Some((op, args.to_vec(), inst.ty, inst.span))
            }) else {
                k += 1;
                continue;
            };
            let operand_ty = m.value_type_in(func, args[0]);
            if matches!(m.types.get(operand_ty), Type::Pointer { .. }) {
                k += 1;
                continue;
            }
            let mut new = Emitter {
                ids: Vec::new(),
                span,
            };
            match new.interpolate(m, func, op, &args[1..], args[0], ty) {
                Some(v) => {
                    let count = new.ids.len();
                    func.blocks[b].instrs.splice(k..=k, new.ids);
                    rep.insert(Value::Inst(id), v);
                    k += count;
                }
                // Instructions made for a part that did resolve stay unplaced (dead).
                None => k += 1,
            }
        }
    }
    rep.apply(func);
}

/// The instructions made for one interpolation, in order, to place where it was.
struct Emitter {
    ids: Vec<crate::ir::InstId>,
    span: Span,
}

impl Emitter {
    fn push(&mut self, func: &mut Function, kind: InstKind, ty: TypeId) -> Value {
        let id = crate::ir::InstId(func.insts.len() as u32);
        func.insts.push(Inst {
            kind,
            ty,
            span: self.span,
            name: None,
            precise: false,
        });
        self.ids.push(id);
        Value::Inst(id)
    }

    /// The interpolation `op` (with the `rest` of its operands) of `value`, of type `ty`.
    fn interpolate(
        &mut self,
        m: &mut Module,
        func: &mut Function,
        op: IntrinsicOp,
        rest: &[Value],
        value: Value,
        ty: TypeId,
    ) -> Option<Value> {
        if let Some((pointer, indices)) = trace(m, func, value, Vec::new(), 0) {
            let per_vertex = match pointer {
                Value::Global(g) => m.global(g).is_some_and(|g| g.per_vertex),
                _ => false,
            };
            if op == IntrinsicOp::AttributeAtVertex {
                // Vertex 0's element, as the wrapper read it, becomes the asked vertex's.
                let (Some(&vertex), true, Some(0)) = (rest.first(), per_vertex, indices.first())
                else {
                    return None;
                };
                let mut chain = vec![vertex];
                chain.extend(indices[1..].iter().map(|&i| m.const_i32(i as i32)));
                let pointer_ty = m.types.pointer(AddressSpace::Input, ty);
                let element = self.push(
                    func,
                    InstKind::AccessChain {
                        base: pointer,
                        indices: chain,
                    },
                    pointer_ty,
                );
                return Some(self.push(func, InstKind::Load { pointer: element }, ty));
            }
            if per_vertex {
                // A flat input has one value everywhere in the primitive.
                return Some(value);
            }
            let pointer = if indices.is_empty() {
                pointer
            } else {
                let pointer_ty = m.types.pointer(AddressSpace::Input, ty);
                let indices = indices.iter().map(|&i| m.const_i32(i as i32)).collect();
                self.push(
                    func,
                    InstKind::AccessChain {
                        base: pointer,
                        indices,
                    },
                    pointer_ty,
                )
            };
            let mut args = vec![pointer];
            args.extend_from_slice(rest);
            return Some(self.push(func, InstKind::CallIntrinsic { op, args }, ty));
        }
        // A swizzle of an input: evaluate the whole vector, then swizzle.
        let Value::Inst(id) = value else {
            return None;
        };
        let InstKind::Shuffle { a, b, components } = func.inst(id)?.kind.clone() else {
            return None;
        };
        let a_ty = m.value_type_in(func, a);
        let ia = self.interpolate(m, func, op, rest, a, a_ty)?;
        let ib = if b == a {
            ia
        } else {
            let b_ty = m.value_type_in(func, b);
            self.interpolate(m, func, op, rest, b, b_ty)?
        };
        Some(self.push(
            func,
            InstKind::Shuffle {
                a: ia,
                b: ib,
                components,
            },
            ty,
        ))
    }
}

/// A pointer into an `Input` global with a location and the constant indices under it whose
/// load equals `value` read at `suffix`; `None` when `value` does not come from one.
fn trace(
    m: &Module,
    func: &Function,
    value: Value,
    suffix: Vec<u32>,
    depth: usize,
) -> Option<(Value, Vec<u32>)> {
    if depth > MAX_TRACE {
        return None;
    }
    let Value::Inst(id) = value else {
        return None;
    };
    match &func.inst(id)?.kind {
        InstKind::Load { pointer } => {
            let Value::Global(g) = func.pointer_root(*pointer)? else {
                return None;
            };
            let g = m.global(g)?;
            (g.space == AddressSpace::Input && g.location.is_some() && g.builtin.is_none())
                .then_some((*pointer, suffix))
        }
        InstKind::CompositeExtract {
            composite, indices, ..
        } => {
            let mut full = indices.clone();
            full.extend(suffix);
            trace(m, func, *composite, full, depth + 1)
        }
        InstKind::CompositeInsert {
            composite,
            value,
            indices,
        } => {
            let common = indices
                .iter()
                .zip(&suffix)
                .take_while(|(a, b)| a == b)
                .count();
            if common == indices.len() {
                // The part read is (inside) the inserted value.
                trace(m, func, *value, suffix[common..].to_vec(), depth + 1)
            } else if common < suffix.len() {
                // The part read is beside the inserted one.
                trace(m, func, *composite, suffix, depth + 1)
            } else {
                // The part read contains the inserted one: a mixture.
                None
            }
        }
        InstKind::CompositeConstruct { parts } => {
            // Members and elements are parts one to one; vector parts may be vectors.
            let inst_ty = func.inst(id)?.ty;
            if !matches!(m.types.get(inst_ty), Type::Struct(_) | Type::Array { .. }) {
                return None;
            }
            let (&first, rest) = suffix.split_first()?;
            trace(
                m,
                func,
                *parts.get(first as usize)?,
                rest.to_vec(),
                depth + 1,
            )
        }
        _ => None,
    }
}
