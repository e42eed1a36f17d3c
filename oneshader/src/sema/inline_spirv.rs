//! DXC's inline SPIR-V (the HLSL form of GL_EXT_spirv_intrinsics): the attributes and
//! intrinsics that name SPIR-V instructions, capabilities, extensions and execution modes by
//! number.
//!
//! Input: attributes on function prototypes, their parameters, entry points and statements,
//! and `vk::ext_execution_mode(...)` calls.
//! Output:
//! - a prototype with `[[vk::ext_instruction(opcode[, "set"])]]` gets its
//!   [`SpirvInstruction`] (its parameters' `[[vk::ext_literal]]` / `[[vk::ext_reference]]`,
//!   the prototype's `[[vk::ext_capability]]` / `[[vk::ext_extension]]`); it counts as defined
//!   and its calls are lowered to the instruction;
//! - `[[vk::ext_capability]]`, `[[vk::ext_extension]]` and `[[vk::spvexecutionmode]]` on an
//!   entry point, `[[vk::ext_capability]]` / `[[vk::ext_extension]]` on statements and
//!   `vk::ext_execution_mode` / `vk::ext_execution_mode_id` calls go into the
//!   [`SpirvEntryExtras`] of the entry points that reach them (an id operand is an integer
//!   constant or a specialization constant by its `SpecId`).
//!
//! - `[[vk::ext_builtin_input(n)]] static const T x;` and `[[vk::ext_builtin_output(n)]]
//!   static T x;` are [`GlobalKind::SpirvBuiltIn`] globals (`Input`/`Output` variables with
//!   `BuiltIn n`);
//! - `[[vk::ext_decorate]]`, `[[vk::ext_decorate_id]]` and `[[vk::ext_decorate_string]]` on a
//!   global variable are its [`SpirvDecoration`]s, and on a parameter the parameter's (an
//!   entry point's decorate its stage variable; lowering refuses another function's);
//!   elsewhere OSH0350.
//!
//! - `[[vk::ext_capability]]` / `[[vk::ext_extension]]` on a type alias, a global variable or
//!   a struct member of an inline SPIR-V type (`vk::SpirvType`, resolved in
//!   `resolve_types`) are what that type needs wherever it is used (DXC's proposal 0011).
//!
//! Invariants: the numbers are passed through unchecked (spirv-val judges the module, as DXC
//! leaves it to the validator); the inline SPIR-V forms not built (`vk::ext_storage_class`,
//! the older `[[vk::ext_type_def]]`/`vk::ext_type<N>`, decorations on functions and locals,
//! ...) are OSH0350 at the attribute, never ignored.

use super::check::Checker;
use super::decls::AttrArg;
use super::hir::{ExprId, ExprKind};
use crate::diag::Code;
use crate::source::Span;
use crate::syntax::ast;
use crate::target::{push_unique, SpirvArg, SpirvDecoration, SpirvEntryExtras, SpirvInstruction};

/// The `vk::` attributes of inline SPIR-V not built yet, refused where they are written.
const NOT_YET: &[&str] = &[
    "ext_decorate",
    "ext_decorate_id",
    "ext_decorate_string",
    "ext_storage_class",
    "ext_builtin_input",
    "ext_builtin_output",
    "ext_type_def",
];

/// The decorations, built on global variables only (refused elsewhere).
pub(super) const DECORATIONS: &[&str] = &["ext_decorate", "ext_decorate_id", "ext_decorate_string"];

/// The attributes built on global variables only: the decorations and the built-in
/// variables (refused on functions, parameters and locals).
pub(super) const ON_GLOBALS: &[&str] = &[
    "ext_decorate",
    "ext_decorate_id",
    "ext_decorate_string",
    "ext_builtin_input",
    "ext_builtin_output",
];

fn is_vk(a: &ast::Attribute, name: &str) -> bool {
    a.namespace.as_ref().is_some_and(|n| n.as_str() == "vk") && a.name.as_str() == name
}

impl Checker<'_> {
    /// The `[[vk::ext_capability(n)]]` and `[[vk::ext_extension("...")]]` of `attrs`, added
    /// to `out`; OSH0207 for malformed ones.
    pub(super) fn spirv_requirements(
        &mut self,
        attrs: &[ast::Attribute],
        out: &mut SpirvEntryExtras,
    ) {
        for a in attrs {
            if is_vk(a, "ext_capability") {
                match self.attr_args(a).as_deref() {
                    Some([AttrArg::Int(n)]) if u32::try_from(*n).is_ok() => {
                        push_unique(&mut out.capabilities, *n as u32)
                    }
                    Some(_) => self.bad_spirv_attr(
                        a,
                        "a capability number, as in [[vk::ext_capability(5055)]]",
                    ),
                    None => {}
                }
            } else if is_vk(a, "ext_extension") {
                match self.attr_args(a).as_deref() {
                    Some([AttrArg::Str(s)]) => push_unique(&mut out.extensions, s.clone()),
                    Some(_) => self.bad_spirv_attr(
                        a,
                        "an extension name, as in [[vk::ext_extension(\"SPV_KHR_shader_clock\")]]",
                    ),
                    None => {}
                }
            } else if is_vk(a, "spvexecutionmode") {
                match self.attr_args(a).as_deref() {
                    Some([AttrArg::Int(n)]) if u32::try_from(*n).is_ok() => {
                        push_unique(&mut out.execution_modes, (*n as u32, Vec::new()))
                    }
                    Some(_) => self.bad_spirv_attr(
                        a,
                        "an execution mode number, as in [[vk::spvexecutionmode(4446)]]",
                    ),
                    None => {}
                }
            }
        }
    }

    /// The `[[vk::ext_capability]]`/`[[vk::ext_extension]]` of an alias, a global variable or
    /// a struct member of the inline SPIR-V type `ty` (or an array of it), recorded on the type
    /// (the SPIR-V backend declares them where the type is used); on an alias or member of any
    /// other type they have nothing to apply to (OSH0207).
    pub(super) fn alias_spirv_needs(&mut self, ty: crate::types::TypeId, attrs: &[ast::Attribute]) {
        let Some(first) = attrs
            .iter()
            .find(|a| is_vk(a, "ext_capability") || is_vk(a, "ext_extension"))
        else {
            return;
        };
        let spirv_type = matches!(
            self.types.get(self.types.innermost_element(ty)),
            crate::types::Type::Spirv(_)
        );
        if !spirv_type {
            if !self.is_error(ty) {
                self.diags.error(
                    Code::BAD_ATTRIBUTE,
                    first.span,
                    format!("'vk::{}' on a type alias or a struct member names what an inline SPIR-V type (vk::SpirvType, vk::SpirvOpaqueType) needs, and '{}' is none. Put it on the function that needs it.", first.name.as_str(), self.types.display(ty)),
                );
            }
            return;
        }
        let mut needs = SpirvEntryExtras::default();
        self.spirv_requirements(attrs, &mut needs);
        let inner = self.types.innermost_element(ty);
        self.types
            .add_spirv_needs(inner, &needs.capabilities, &needs.extensions);
    }

    /// Makes the function `fid` (a plain prototype or a template's instance) the instruction
    /// its `[[vk::ext_instruction]]` names, defined by it; nothing without the attribute.
    pub(super) fn define_as_instruction(
        &mut self,
        fid: super::hir::FuncId,
        attrs: &[ast::Attribute],
        f: &ast::FunctionDecl,
    ) {
        let Some(instruction) = self.spirv_instruction(attrs, f) else {
            return;
        };
        if let Some(func) = self.functions.get_mut(fid.index()) {
            func.spirv = Some(instruction);
        }
        if let Some(info) = self.func_info.get_mut(fid.index()) {
            info.defined = true;
        }
    }

    /// DXC's inline SPIR-V written on a function itself: its `[[vk::ext_capability]]` /
    /// `[[vk::ext_extension]]` go into `extras` (declared by every entry point that reaches
    /// it, like those on its statements), and its `[[vk::ext_decorate]]`s are returned, to
    /// decorate its `OpFunction`.
    pub(super) fn function_inline_spirv(
        &mut self,
        attrs: &[ast::Attribute],
        extras: &mut SpirvEntryExtras,
    ) -> Vec<SpirvDecoration> {
        let pick = |names: &[&str]| -> Vec<ast::Attribute> {
            attrs
                .iter()
                .filter(|a| names.iter().any(|n| is_vk(a, n)))
                .cloned()
                .collect()
        };
        self.spirv_requirements(&pick(&["ext_capability", "ext_extension"]), extras);
        self.spirv_decorations(&pick(&["ext_decorate"]))
    }

    fn bad_spirv_attr(&mut self, a: &ast::Attribute, takes: &str) {
        self.diags.error(
            Code::BAD_ATTRIBUTE,
            a.span,
            format!("'vk::{}' takes {takes}.", a.name.as_str()),
        );
    }

    /// The built-in of a global with `[[vk::ext_builtin_input(n)]]` or
    /// `[[vk::ext_builtin_output(n)]]` (`(n, output)`), checked against DXC's rules: an input
    /// is `static const` without an initializer, an output `static` (OSH0207 otherwise).
    pub(super) fn spirv_builtin_global(
        &mut self,
        attrs: &[ast::Attribute],
        is_static: bool,
        is_const: bool,
        has_init: bool,
    ) -> Option<(u32, bool)> {
        let (a, output) = attrs.iter().find_map(|a| {
            if is_vk(a, "ext_builtin_input") {
                Some((a, false))
            } else if is_vk(a, "ext_builtin_output") {
                Some((a, true))
            } else {
                None
            }
        })?;
        let n = match self.attr_args(a).as_deref() {
            Some([AttrArg::Int(n)]) if u32::try_from(*n).is_ok() => *n as u32,
            Some(_) => {
                self.bad_spirv_attr(a, "a SPIR-V BuiltIn number, as in [[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]");
                return None;
            }
            None => return None,
        };
        let right = if output {
            is_static && !is_const
        } else {
            is_static && is_const
        };
        if !right || has_init {
            let form = if output {
                "static T name;"
            } else {
                "static const T name;"
            };
            self.diags.error(
                Code::BAD_ATTRIBUTE,
                a.span,
                format!("A variable with 'vk::{}' is declared '{form}', without an initializer, as in DXC.", a.name.as_str()),
            );
            return None;
        }
        Some((n, output))
    }

    /// The `[[vk::ext_decorate*]]` of a global variable's `attrs`; OSH0207 for malformed ones.
    pub(super) fn spirv_decorations(&mut self, attrs: &[ast::Attribute]) -> Vec<SpirvDecoration> {
        let mut out = Vec::new();
        for a in attrs {
            let Some(&form) = DECORATIONS.iter().find(|n| is_vk(a, n)) else {
                continue;
            };
            let Some(args) = self.attr_args(a) else {
                continue;
            };
            let decoration = match args.first() {
                Some(AttrArg::Int(n)) if u32::try_from(*n).is_ok() => *n as u32,
                _ => {
                    self.bad_spirv_attr(a, "a SPIR-V Decoration number first, as in [[vk::ext_decorate(/* Coherent */ 23)]]");
                    continue;
                }
            };
            let rest = &args[1..];
            let words: Option<Vec<u32>> = rest
                .iter()
                .map(|x| match x {
                    AttrArg::Int(n) => u32::try_from(*n).ok(),
                    _ => None,
                })
                .collect();
            let strings: Option<Vec<String>> = rest
                .iter()
                .map(|x| match x {
                    AttrArg::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect();
            let d = match (form, words, strings) {
                ("ext_decorate", Some(operands), _) => SpirvDecoration::Literals {
                    decoration,
                    operands,
                },
                ("ext_decorate_id", Some(operands), _) => SpirvDecoration::Ids {
                    decoration,
                    operands,
                },
                ("ext_decorate_string", _, Some(operands)) if !operands.is_empty() => {
                    SpirvDecoration::Strings {
                        decoration,
                        operands,
                    }
                }
                ("ext_decorate_string", _, _) => {
                    self.bad_spirv_attr(a, "a Decoration number and strings, as in [[vk::ext_decorate_string(/* UserSemantic */ 5635, \"POSITION\")]]");
                    continue;
                }
                _ => {
                    self.bad_spirv_attr(a, "a Decoration number and unsigned integer constants, as in [[vk::ext_decorate(/* Coherent */ 23)]]");
                    continue;
                }
            };
            out.push(d);
        }
        out
    }

    /// Gives the globals declared since `first` the declaration's `decorations`; OSH0350 when
    /// the declaration made none (members of the implicit `$Globals` constant buffer) or made
    /// specialization constants (no variables in SPIR-V).
    pub(super) fn attach_spirv_decorations(
        &mut self,
        attrs: &[ast::Attribute],
        decorations: Vec<SpirvDecoration>,
        first: usize,
    ) {
        if decorations.is_empty() {
            return;
        }
        let what = if self.globals.len() == first {
            Some("a member of the implicit $Globals constant buffer")
        } else if self.globals[first..]
            .iter()
            .any(|g| matches!(g.kind, super::hir::GlobalKind::SpecConstant { .. }))
        {
            Some("a specialization constant")
        } else {
            None
        };
        if let Some(what) = what {
            if let Some(a) = attrs
                .iter()
                .find(|a| DECORATIONS.iter().any(|n| is_vk(a, n)))
            {
                self.diags.error(
                    Code::UNSUPPORTED,
                    a.span,
                    format!("'vk::{}' on {what} is not supported yet. Put it on a resource or a static variable.", a.name.as_str()),
                );
            }
            return;
        }
        for g in &mut self.globals[first..] {
            g.spirv_decorations = decorations.clone();
        }
    }

    /// OSH0350 for each inline SPIR-V attribute of `attrs` that is not built yet.
    pub(super) fn refuse_spirv_attrs(&mut self, attrs: &[ast::Attribute]) {
        self.refuse_spirv_attrs_except(attrs, &[]);
    }

    /// [`Self::refuse_spirv_attrs`] but for the attributes named in `built` (built where
    /// `attrs` are written).
    pub(super) fn refuse_spirv_attrs_except(&mut self, attrs: &[ast::Attribute], built: &[&str]) {
        for a in attrs {
            if let Some(name) = NOT_YET
                .iter()
                .filter(|n| !built.contains(n))
                .find(|n| is_vk(a, n))
            {
                let message = if ON_GLOBALS.contains(name) {
                    format!("DXC's inline SPIR-V attribute 'vk::{name}' is not supported here yet: OneShader passes it through on global variables and entry-point parameters ([[vk::ext_decorate]] also on functions, whose OpFunction it decorates).")
                } else {
                    format!("DXC's inline SPIR-V attribute 'vk::{name}' is not supported yet; the supported forms are [[vk::ext_instruction]] prototypes (with [[vk::ext_literal]] and [[vk::ext_reference]] parameters), vk::SpirvType and vk::SpirvOpaqueType, [[vk::ext_capability]], [[vk::ext_extension]], vk::ext_execution_mode, [[vk::ext_builtin_input]] / [[vk::ext_builtin_output]] variables and [[vk::ext_decorate]] (and _id, _string) on global variables.")
                };
                self.diags.error(Code::UNSUPPORTED, a.span, message);
            }
        }
    }

    /// OSH0350 for `[[vk::ext_capability]]` / `[[vk::ext_extension]]` where they are not built
    /// yet (`what`: a global variable, a struct member, a type).
    pub(super) fn refuse_spirv_requirements_on(&mut self, attrs: &[ast::Attribute], what: &str) {
        for a in attrs {
            if is_vk(a, "ext_capability") || is_vk(a, "ext_extension") {
                self.diags.error(
                    Code::UNSUPPORTED,
                    a.span,
                    format!("'vk::{}' on {what} is not supported yet. Put it on a function that uses it (an entry point or an [[vk::ext_instruction]] prototype).", a.name.as_str()),
                );
            }
        }
    }

    /// The instruction a prototype with `[[vk::ext_instruction(opcode[, "set"])]]` stands
    /// for; `None` without the attribute (or after reporting a malformed one).
    pub(super) fn spirv_instruction(
        &mut self,
        attrs: &[ast::Attribute],
        f: &ast::FunctionDecl,
    ) -> Option<SpirvInstruction> {
        let attr = attrs.iter().find(|a| is_vk(a, "ext_instruction"))?;
        let (opcode, set) = match self.attr_args(attr).as_deref() {
            Some([AttrArg::Int(op)]) if u32::try_from(*op).is_ok() => (*op as u32, None),
            Some([AttrArg::Int(op), AttrArg::Str(set)]) if u32::try_from(*op).is_ok() => {
                (*op as u32, Some(set.clone()))
            }
            Some(_) => {
                self.bad_spirv_attr(
                    attr,
                    "an opcode and optionally an extended instruction set, as in [[vk::ext_instruction(13, \"GLSL.std.450\")]]",
                );
                return None;
            }
            None => return None,
        };
        if f.body.is_some() {
            self.diags.error(
                Code::BAD_ATTRIBUTE,
                attr.span,
                format!("'vk::ext_instruction' goes on a declaration without a body: the calls of '{}' are the SPIR-V instruction. Remove the body.", f.name.name.as_str()),
            );
            return None;
        }
        let mut args = Vec::with_capacity(f.params.len());
        for p in &f.params {
            let literal = p.attributes.iter().any(|a| is_vk(a, "ext_literal"));
            let reference = p.attributes.iter().any(|a| is_vk(a, "ext_reference"));
            args.push(match (literal, reference) {
                (true, true) => {
                    self.diags.error(
                        Code::BAD_ATTRIBUTE,
                        p.span,
                        "A parameter is either [[vk::ext_literal]] or [[vk::ext_reference]], not both.",
                    );
                    SpirvArg::Value
                }
                (true, false) => SpirvArg::Literal,
                (false, true) => SpirvArg::Reference,
                (false, false) => SpirvArg::Value,
            });
        }
        let mut extras = SpirvEntryExtras::default();
        self.spirv_requirements(attrs, &mut extras);
        Some(SpirvInstruction {
            name: f.name.name.as_str().to_string(),
            opcode,
            set,
            args,
            capabilities: extras.capabilities,
            extensions: extras.extensions,
        })
    }

    /// `vk::ext_execution_mode(mode, literals...)`: an execution mode of the entry points
    /// that reach the call (a statement with no value).
    pub(super) fn ext_execution_mode_call(&mut self, args: &[ast::ExprId], span: Span) -> ExprId {
        let void = self.types.void();
        if args.is_empty() {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                "vk::ext_execution_mode takes the execution mode's number and its literal operands, as in vk::ext_execution_mode(35, 32).",
            );
            return self.error_expr(span);
        }
        let mut words = Vec::with_capacity(args.len());
        for (i, &a) in args.iter().enumerate() {
            let what = format!("Argument {} of vk::ext_execution_mode", i + 1);
            match self.const_int(a, &what) {
                Some(v) if u32::try_from(v).is_ok() || i32::try_from(v).is_ok() => {
                    words.push(v as u32)
                }
                Some(v) => {
                    self.diags.error(
                        Code::TYPE_MISMATCH,
                        self.aspan(a),
                        format!("{what} is a 32-bit literal word, and {v} does not fit one."),
                    );
                    return self.error_expr(span);
                }
                None => return self.error_expr(span),
            }
        }
        push_unique(
            &mut self.cur.spirv.execution_modes,
            (words[0], words[1..].to_vec()),
        );
        self.push_expr(ExprKind::Sequence { exprs: Vec::new() }, void, span)
    }

    /// `vk::ext_execution_mode_id(mode, operands...)`: the mode is a literal, each operand an
    /// `int` or `uint` constant or a specialization constant, passed as an id
    /// (`OpExecutionModeId`), as DXC does.
    pub(super) fn ext_execution_mode_id_call(
        &mut self,
        args: &[ast::ExprId],
        span: Span,
    ) -> ExprId {
        let void = self.types.void();
        let Some((&mode, operands)) = args.split_first() else {
            self.diags.error(
                Code::WRONG_ARGUMENT_COUNT,
                span,
                "vk::ext_execution_mode_id takes the execution mode's number and its id operands, as in vk::ext_execution_mode_id(/* LocalSizeId */ 38, 8u, 8u, 1u).",
            );
            return self.error_expr(span);
        };
        let what = "The execution mode of vk::ext_execution_mode_id";
        let mode = match self.const_int(mode, what) {
            Some(v) if u32::try_from(v).is_ok() => v as u32,
            Some(v) => {
                self.diags.error(
                    Code::TYPE_MISMATCH,
                    self.aspan(args[0]),
                    format!("{what} is a 32-bit literal word, and {v} does not fit one."),
                );
                return self.error_expr(span);
            }
            None => return self.error_expr(span),
        };
        let mut ids = Vec::with_capacity(operands.len());
        for (i, &a) in operands.iter().enumerate() {
            let aspan = self.aspan(a);
            let mark = self.cur.exprs.len();
            let e = self.check_expr(a);
            let ty = self.expr_ty(e);
            let scalar = self.types.scalar_of(ty).filter(|s| {
                matches!(self.types.get(ty), crate::types::Type::Scalar(_))
                    && s.is_integer()
                    && (s.width == 32 || s.kind == crate::types::ScalarKind::LiteralInt)
            });
            // A specialization constant is passed as itself, never folded to its default.
            let spec = match self.expr(e).map(|x| &x.kind) {
                Some(ExprKind::Global(g)) => match self.globals.get(g.index()).map(|g| &g.kind) {
                    Some(super::hir::GlobalKind::SpecConstant { id, .. }) => Some(*id),
                    _ => None,
                },
                _ => None,
            };
            let operand = match (spec, scalar) {
                (Some(id), Some(_)) => Some(crate::target::SpirvIdOperand::Spec(id)),
                (None, Some(s)) => self
                    .const_int_of(
                        e,
                        aspan,
                        &format!("Operand {} of vk::ext_execution_mode_id", i + 2),
                    )
                    .map(|v| crate::target::SpirvIdOperand::Int {
                        // A literal is an `int`, as DXC types it.
                        signed: s.kind != crate::types::ScalarKind::Uint,
                        bits: v as u32,
                    }),
                (_, None) => {
                    if !self.is_error(ty) {
                        self.diags.error(
                            Code::TYPE_MISMATCH,
                            aspan,
                            format!(
                                "Operand {} of vk::ext_execution_mode_id must be an int or uint constant, or a specialization constant of one of those types, not '{}'.",
                                i + 2,
                                self.types.display(ty)
                            ),
                        );
                    }
                    None
                }
            };
            self.cur.exprs.truncate(mark);
            match operand {
                Some(o) => ids.push(o),
                None => return self.error_expr(span),
            }
        }
        push_unique(&mut self.cur.spirv.execution_mode_ids, (mode, ids));
        self.push_expr(ExprKind::Sequence { exprs: Vec::new() }, void, span)
    }
}
