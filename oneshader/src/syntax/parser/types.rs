//! Type expressions (`float4`, `Texture2D<float4>`, `unorm float4`, `ns::T`), template argument
//! and parameter lists, and the built-in type and template names the parser's heuristics use.

use super::Parser;
use crate::diag::Code;
use crate::syntax::ast::{self, TemplateArg, TemplateParam, TemplateParamKind, TypeExprId};
use crate::syntax::token::{Punct, TokenKind};

/// Scalar type names, which also form vectors (`float3`) and matrices (`float3x4`).
const SCALAR_NAMES: &[&str] = &[
    "bool",
    "int",
    "uint",
    "dword",
    "half",
    "float",
    "double",
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "float16_t",
    "float32_t",
    "float64_t",
];

/// Built-in types that take template arguments (`Texture2D<float4>`), besides `vector` and
/// `matrix`.
const RESOURCE_TEMPLATE_NAMES: &[&str] = &[
    "Texture1D",
    "Texture1DArray",
    "Texture2D",
    "Texture2DArray",
    "Texture2DMS",
    "Texture2DMSArray",
    "Texture3D",
    "TextureCube",
    "TextureCubeArray",
    "RWTexture1D",
    "RWTexture1DArray",
    "RWTexture2D",
    "RWTexture2DArray",
    "RWTexture3D",
    "RasterizerOrderedTexture1D",
    "RasterizerOrderedTexture1DArray",
    "RasterizerOrderedTexture2D",
    "RasterizerOrderedTexture2DArray",
    "RasterizerOrderedTexture3D",
    "RasterizerOrderedBuffer",
    "RasterizerOrderedStructuredBuffer",
    "Buffer",
    "RWBuffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
    "ConstantBuffer",
    "TextureBuffer",
    "InputPatch",
    "OutputPatch",
    "PointStream",
    "LineStream",
    "TriangleStream",
    "RayQuery",
    "SubpassInput",
    "SubpassInputMS",
    "FeedbackTexture2D",
    "FeedbackTexture2DArray",
    // `vk::BufferPointer<T, A>` (names are matched by their last segment).
    "BufferPointer",
    // DXC's inline SPIR-V types (`vk::SpirvType<...>`) and their operand templates.
    "SpirvType",
    "SpirvOpaqueType",
    "integral_constant",
    "Literal",
    "ext_result_id",
];

/// Other built-in type names without template arguments.
const OTHER_TYPE_NAMES: &[&str] = &[
    "void",
    "string",
    "vector",
    "matrix",
    "SamplerState",
    "SamplerComparisonState",
    "sampler",
    "sampler1D",
    "sampler2D",
    "sampler3D",
    "samplerCUBE",
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "RasterizerOrderedByteAddressBuffer",
    "RaytracingAccelerationStructure",
    "RayDesc",
    "BuiltInTriangleIntersectionAttributes",
    "int8_t4_packed",
    "uint8_t4_packed",
];

/// True for a built-in type name: scalars, `floatN`, `floatNxM` (N, M in 1..=4), `vector`,
/// `matrix`, samplers, textures and buffers.
pub(crate) fn is_builtin_type_name(name: &str) -> bool {
    if OTHER_TYPE_NAMES.contains(&name) || RESOURCE_TEMPLATE_NAMES.contains(&name) {
        return true;
    }
    SCALAR_NAMES.iter().any(|scalar| {
        let Some(rest) = name.strip_prefix(scalar) else {
            return false;
        };
        let b = rest.as_bytes();
        let dim = |c: u8| (b'1'..=b'4').contains(&c);
        match b {
            [] => true,
            [n] => dim(*n),
            [n, b'x', m] => dim(*n) && dim(*m),
            _ => false,
        }
    })
}

/// True for built-in names that take template arguments.
pub(crate) fn is_builtin_template_name(name: &str) -> bool {
    name == "vector" || name == "matrix" || RESOURCE_TEMPLATE_NAMES.contains(&name)
}

impl Parser<'_> {
    /// Looks ahead over a (possibly qualified) name without consuming it: the last segment's
    /// text and how many tokens the name spans.
    pub(super) fn peek_qualified_last(&self) -> Option<(std::sync::Arc<str>, usize)> {
        let mut i = 0;
        if self.peek_at(0).is_punct(Punct::ColonColon) {
            i += 1;
        }
        let mut last = None;
        loop {
            let t = self.peek_at(i);
            if t.kind != TokenKind::Ident || super::is_reserved(&t.text) {
                break;
            }
            last = Some(t.text.clone());
            i += 1;
            if self.peek_at(i).is_punct(Punct::ColonColon)
                && self.peek_at(i + 1).kind == TokenKind::Ident
            {
                i += 1;
            } else {
                break;
            }
        }
        last.map(|l| (l, i))
    }

    /// `unorm` / `snorm` / `unsigned` followed by another identifier.
    fn at_type_prefix(&self) -> bool {
        let t = self.peek();
        t.kind == TokenKind::Ident
            && matches!(
                &*t.text,
                "unorm" | "snorm" | "unsigned" | "row_major" | "column_major"
            )
            && self.peek_at(1).kind == TokenKind::Ident
    }

    /// Parses a qualified name (`a`, `a::b`, `::a`). Reports and returns `None` when no name
    /// is here.
    pub(super) fn parse_qualified_name(&mut self, context: &str) -> Option<ast::QualifiedName> {
        let start = self.span();
        let global = if self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
            self.bump();
            true
        } else {
            false
        };
        let mut name = self.expect_name(context)?;
        let mut qualifiers = Vec::new();
        // Bounded by the token count: each iteration consumes two tokens.
        while self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
            if super::is_reserved(&self.peek_at(1).text) {
                break;
            }
            self.bump();
            let Some(next) = self.eat_name() else { break };
            qualifiers.push(std::mem::replace(&mut name, next));
        }
        Some(ast::QualifiedName {
            global,
            qualifiers,
            span: start.to(self.prev_span()),
            name,
        })
    }

    /// Parses a type: prefixes, a qualified name, template arguments.
    pub(super) fn parse_type(&mut self, context: &str) -> TypeExprId {
        let start = self.span();
        if !self.enter() {
            self.skip_subtree();
            return self.error_type(start);
        }
        let id = self.parse_type_inner(context);
        self.leave();
        id
    }

    fn parse_type_inner(&mut self, context: &str) -> TypeExprId {
        let start = self.span();
        let mut prefixes = ast::TypePrefixes::default();
        while self.at_type_prefix() {
            match &*self.bump().text {
                "unorm" => prefixes.unorm = true,
                "snorm" => prefixes.snorm = true,
                "row_major" => prefixes.packing = Some(crate::types::MatrixPacking::RowMajor),
                "column_major" => prefixes.packing = Some(crate::types::MatrixPacking::ColumnMajor),
                _ => prefixes.unsigned = true,
            }
        }
        let Some(name) = self.parse_qualified_name(context) else {
            return self.error_type(start);
        };
        let template_args = if self.at(Punct::Lt) {
            Some(self.parse_template_args())
        } else {
            None
        };
        let span = start.to(self.prev_span());
        self.push_type(
            ast::TypeExprKind::Named {
                name,
                template_args,
            },
            prefixes,
            span,
        )
    }

    /// Parses `<arg, ...>` (at `<`). A `>>` closes two lists.
    pub(super) fn parse_template_args(&mut self) -> Vec<TemplateArg> {
        self.bump(); // `<`
        let saved = self.no_greater;
        self.no_greater = true;
        let mut args = Vec::new();
        if !self.eat_closing_angle() {
            loop {
                args.push(self.parse_template_arg());
                if self.eat(Punct::Comma) {
                    continue;
                }
                if self.eat_closing_angle() {
                    break;
                }
                let span = self.span();
                let message = format!(
                    "Expected ',' or '>' in the template argument list, found {}.",
                    self.found()
                );
                self.error(Code::EXPECTED_TOKEN, span, message);
                break;
            }
        }
        self.no_greater = saved;
        args
    }

    /// One template argument: a type when it looks like one, else a constant expression.
    fn parse_template_arg(&mut self) -> TemplateArg {
        let is_type = self.at_type_prefix()
            || match self.peek_qualified_last() {
                Some((last, len)) => {
                    self.is_type_name(&last)
                        || (self.is_template_name(&last) && self.peek_at(len).is_punct(Punct::Lt))
                }
                None => false,
            };
        if is_type {
            TemplateArg::Type(self.parse_type("as a template argument"))
        } else {
            TemplateArg::Expr(self.parse_assignment_expr())
        }
    }

    /// Parses `template<typename T, int N = 4>` (at `template`). Type parameters become known
    /// type names.
    pub(super) fn parse_template_params(&mut self) -> Vec<TemplateParam> {
        self.bump(); // `template`
        let mut params = Vec::new();
        if !self.expect(Punct::Lt, "after 'template'") {
            return params;
        }
        let saved = self.no_greater;
        self.no_greater = true;
        if !self.eat_closing_angle() {
            loop {
                let before = self.pos;
                let start = self.span();
                let kind = if self.eat_kw("typename") || self.eat_kw("class") {
                    TemplateParamKind::Type
                } else {
                    TemplateParamKind::Value(self.parse_type("of a template parameter"))
                };
                let Some(name) = self.expect_name("for the template parameter") else {
                    self.skip_template_list();
                    break;
                };
                if kind == TemplateParamKind::Type {
                    self.declare_type_name(&name.name);
                }
                let default = if self.eat(Punct::Eq) {
                    Some(if kind == TemplateParamKind::Type {
                        TemplateArg::Type(self.parse_type("as the default template argument"))
                    } else {
                        TemplateArg::Expr(self.parse_assignment_expr())
                    })
                } else {
                    None
                };
                params.push(TemplateParam {
                    kind,
                    name,
                    default,
                    span: start.to(self.prev_span()),
                });
                if self.eat(Punct::Comma) {
                    continue;
                }
                if self.eat_closing_angle() {
                    break;
                }
                let span = self.span();
                let message = format!(
                    "Expected ',' or '>' in the template parameter list, found {}.",
                    self.found()
                );
                self.error(Code::EXPECTED_TOKEN, span, message);
                if self.pos != before {
                    self.skip_template_list();
                }
                break;
            }
        }
        self.no_greater = saved;
        params
    }

    /// Recovery inside a template parameter list: skip to just after its `>` (or stop at a
    /// `{`, `;` or the end).
    fn skip_template_list(&mut self) {
        while !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
            if self.eat_closing_angle() {
                return;
            }
            self.bump();
        }
    }

    /// Parses `[N]` dimensions after a declarator name (zero or more).
    pub(super) fn parse_array_dims(&mut self) -> Vec<ast::ArrayDim> {
        let mut dims = Vec::new();
        while self.at(Punct::LBracket) {
            let start = self.span();
            self.bump();
            let saved = self.no_greater;
            self.no_greater = false;
            let size = if self.at(Punct::RBracket) {
                None
            } else {
                Some(self.parse_expr())
            };
            self.no_greater = saved;
            self.expect(Punct::RBracket, "to close the array size");
            dims.push(ast::ArrayDim {
                size,
                span: start.to(self.prev_span()),
            });
        }
        dims
    }
}
