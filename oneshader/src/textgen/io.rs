//! Stage I/O both text backends lay out alike: the locations of a user (not built-in) stage
//! variable. The attributes, built-ins and the entry function are each backend's `io`.
//!
//! Input: an `Input`/`Output` global without a built-in, and the expression that names it.
//! Output: one [`Located`] per location it takes, with its type and the expression of that
//! part. Invariants: arrays and matrices take one location per element or row, consecutive
//! from the global's location (as in the SPIR-V target); bool stage variables are refused at
//! their declaration (neither language has them at an interface).

use super::{Dialect, Writer};
use crate::ir::GlobalId;
use crate::types::{ScalarKind, Type, TypeId};

/// One location of a stage variable.
pub(crate) struct Located {
    pub location: u32,
    /// Integer components (varyings of integer type are not interpolated).
    pub integer: bool,
    pub ty: String,
    /// The part of the variable at this location (`var`, `var[2]`).
    pub expr: String,
}

/// The locations of user stage variable `g`, whose variable is `var`.
pub(crate) fn located<D: Dialect>(w: &mut Writer<'_, D>, g: GlobalId, var: String) -> Vec<Located> {
    let Some(global) = w.m.global(g) else {
        return Vec::new();
    };
    let (span, location) = (global.span, global.location.unwrap_or(0));
    let t = w.m.types.get(global.ty);
    let parts: Vec<(u32, Type, Option<TypeId>, String)> = match t {
        Type::Array { element, length } => {
            let et = w.m.types.get(element);
            (0..length)
                .map(|k| (location + k, et, Some(element), format!("{var}[{k}]")))
                .collect()
        }
        Type::Matrix { scalar, rows, cols } => (0..rows as u32)
            .map(|r| {
                let row = Type::Vector { scalar, size: cols };
                (location + r, row, None, format!("{var}[{r}]"))
            })
            .collect(),
        _ => vec![(location, t, Some(global.ty), var)],
    };
    let mut out = Vec::with_capacity(parts.len());
    for (location, elem, elem_id, expr) in parts {
        let scalar = match elem {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => Some(s),
            _ => None,
        };
        if scalar.is_some_and(|s| s.kind == ScalarKind::Bool) {
            let msg = format!(
                "{} has no bool stage variables ('{}'). Use uint",
                D::LANG,
                global.name
            );
            w.error(span, msg);
        }
        let integer = scalar.is_some_and(|s| s.is_integer());
        let ty = w.type_name(elem, elem_id, span);
        out.push(Located {
            location,
            integer,
            ty,
            expr,
        });
    }
    out
}
