//! Stage I/O both text backends lay out alike: whether a stage variable is a built-in, and
//! the locations of a user one. The attributes, built-ins and the entry function are each
//! backend's `io`.
//!
//! Input: an `Input`/`Output` global of the entry point. Output: a [`StageVar`]: the built-in
//! with its variable, or one [`Located`] per location it takes, with its type and the
//! expression of that part. Invariants: arrays and matrices take one location per element or
//! row, consecutive from the global's location (as in the SPIR-V target); bool stage variables
//! are refused (neither language has them at an interface).

use super::{Dialect, Writer};
use crate::ir::{BuiltIn, GlobalId};
use crate::source::Span;
use crate::target::Stage;
use crate::types::{Interpolation, ScalarKind, Type, TypeId};

/// What a stage variable is.
pub(crate) enum StageVar {
    /// A built-in: its variable's expression and type, and its declaration.
    Builtin {
        builtin: BuiltIn,
        var: String,
        ty: TypeId,
        span: Span,
    },
    /// A user variable: its locations.
    Located(Vec<Located>),
}

/// What stage variable `g` (an input when `input`) is.
pub(crate) fn stage_var<D: Dialect>(
    w: &mut Writer<'_, D>,
    g: GlobalId,
    input: bool,
) -> Option<StageVar> {
    let global = w.m.global(g)?;
    let var = w.global_name(g);
    if let Some(builtin) = global.builtin {
        return Some(StageVar::Builtin {
            builtin,
            var,
            ty: global.ty,
            span: global.span,
        });
    }
    let stage = w.entry.stage;
    let varying = (stage == Stage::Vertex && !input) || (stage == Stage::Pixel && input);
    let interpolation = varying.then_some(global.interpolation);
    Some(StageVar::Located(located(w, g, var, interpolation)))
}

/// One location of a stage variable.
pub(crate) struct Located {
    pub location: u32,
    /// Integer components (varyings of integer type are not interpolated).
    pub integer: bool,
    /// How it is interpolated, for varyings (vertex outputs, pixel inputs).
    pub interpolation: Option<Interpolation>,
    pub ty: String,
    /// The part of the variable at this location (`var`, `var[2]`).
    pub expr: String,
}

/// The locations of user stage variable `g`, whose variable is `var`.
fn located<D: Dialect>(
    w: &mut Writer<'_, D>,
    g: GlobalId,
    var: String,
    interpolation: Option<Interpolation>,
) -> Vec<Located> {
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
            interpolation,
            ty,
            expr,
        });
    }
    out
}
