//! Legalization of DXC's opaque inline SPIR-V types (`vk::SpirvOpaqueType`), at every level.
//!
//! Needs: a verified module. Guarantees: when a function's parameter, result or instruction
//! holds a value of an opaque inline SPIR-V type (or points to one), every inlinable call is
//! inlined and the locals are promoted to SSA values, as DXC
//! legalizes everything; otherwise the module is left exactly as it is.
//!
//! Why: such a type is often one SPIR-V allows only as a value, never in a `Function`
//! variable or across a call (DXC's `vk::WorkgroupSpirvPointer<T>` is an `OpTypePointer`,
//! which logical addressing keeps out of memory and function parameters). The lowering keeps
//! every local in memory and every function a function; at `-O0` this pass is what turns
//! those values back into plain SSA ids, as the optimization level would.

use crate::ir::typing::any_leaf;
use crate::ir::Module;
use crate::types::{SpirvTypeDef, Type, TypeId};

pub fn run(m: &mut Module) {
    let opaque = |t: Type| match t {
        Type::Spirv(id) => matches!(
            m.types.spirv_def(id),
            Some(SpirvTypeDef::Declared { layout: None, .. })
        ),
        _ => false,
    };
    if !m.types.iter().any(|(_, t)| opaque(t)) {
        return;
    }
    // Only values and locals of such a type matter (a typedef nobody uses changes nothing).
    let holds = |ty: TypeId| {
        let value = match m.types.get(ty) {
            Type::Pointer { pointee, .. } => pointee,
            _ => ty,
        };
        any_leaf(m, value, &opaque)
    };
    let used = m.functions.iter().any(|f| {
        holds(f.return_type)
            || f.params.iter().any(|p| holds(p.ty))
            || f.insts.iter().any(|i| holds(i.ty))
    });
    if used {
        super::inline::run(m);
        super::promote::run(m);
    }
}
