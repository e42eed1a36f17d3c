//! `#[repr(C)]` `bytemuck::Pod` structs at reflected offsets: constant buffers, push-constant
//! blocks and vertex inputs.
//!
//! Input: a reflected buffer type (`ReflectedType`, a struct) or a vertex layout, and the Rust
//! name to give it. Output: the struct's text in a [`StructScope`] (nested structs included,
//! each defined once per scope), with explicit `_padN: [u8; N]` fields wherever the reflected
//! layout leaves a gap, `SIZE`, and `const` assertions of the size and of every field's offset,
//! so a layout the Rust compiler would place differently fails to compile instead of drifting.
//!
//! Mapping: `float`/`int`/`uint` to `f32`/`i32`/`u32`, `bool` to `u32` (HLSL stores 32 bits),
//! `half` to `u16` (the raw bits), 16- and 64-bit integers and `double` to their Rust types;
//! vectors to arrays; matrices to arrays of their stored vectors (columns when column-major)
//! padded to the matrix stride, a last unpadded vector split into `<name>_last`; arrays whose
//! stride exceeds the element to arrays of padded elements. Anything else (runtime-sized
//! arrays, overlapping members) becomes raw bytes `[u8; N]` with a doc saying so.

use super::names::{snake_case, type_name, Unique, Writer};
use oneshader::compat::type_name as hlsl_type_name;
use oneshader::layouts::VertexLayout;
use oneshader::reflect::{ReflectedScalar, ReflectedType, ReflectedTypeKind};
use oneshader::types::MatrixPacking;
use oneshader::types::VertexFormat;

/// The derive and attribute lines every generated struct carries.
const POD_ATTRIBUTES: &str = "#[repr(C)]\n#[derive(Clone, Copy, Debug, PartialEq, ::oneshader_pack::bytemuck::Pod, ::oneshader_pack::bytemuck::Zeroable)]\n#[bytemuck(crate = \"::oneshader_pack::bytemuck\")]";

/// Structs defined in one Rust scope (a shader module or a variant module).
#[derive(Default)]
pub struct StructScope {
    names: Unique,
    /// Nested types already defined: (HLSL type, Rust name).
    nested: Vec<(ReflectedType, String)>,
    /// Struct definitions, in definition order.
    blocks: Vec<String>,
}

struct Field {
    name: String,
    ty: String,
    offset: u32,
    size: u32,
    doc: String,
}

fn scalar_type(s: ReflectedScalar) -> (&'static str, u32) {
    match s {
        ReflectedScalar::Bool | ReflectedScalar::UInt => ("u32", 4),
        ReflectedScalar::Int => ("i32", 4),
        ReflectedScalar::Float => ("f32", 4),
        ReflectedScalar::Half | ReflectedScalar::UInt16 => ("u16", 2),
        ReflectedScalar::Int16 => ("i16", 2),
        ReflectedScalar::Double => ("f64", 8),
        ReflectedScalar::Int64 => ("i64", 8),
        ReflectedScalar::UInt64 => ("u64", 8),
    }
}

impl StructScope {
    /// A scope whose generated names must avoid `reserved`.
    pub fn new(reserved: &[&str]) -> StructScope {
        StructScope {
            names: Unique::with(reserved),
            ..StructScope::default()
        }
    }

    /// Reserves a type name in this scope and returns the name it got.
    pub fn reserve(&mut self, name: &str) -> String {
        self.names.take(type_name(name))
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// Writes every definition.
    pub fn write(&self, w: &mut Writer) {
        for b in &self.blocks {
            w.blank();
            w.line(b.trim_end());
        }
    }

    /// A buffer struct named `rust_name` (already reserved) for `ty`.
    pub fn buffer_struct(&mut self, rust_name: &str, doc: &str, ty: &ReflectedType) {
        let fields = self.struct_fields(ty);
        self.push_struct(rust_name, doc, ty.size, fields);
    }

    /// The vertex struct of a vertex layout, one field per attribute at its offset.
    pub fn vertex_struct(&mut self, rust_name: &str, doc: &str, layout: &VertexLayout) {
        let mut attributes: Vec<_> = layout.attributes.iter().collect();
        attributes.sort_by_key(|a| (a.offset, a.location));
        let mut names = Unique::default();
        let fields = attributes
            .iter()
            .map(|a| {
                let short = a.name.rsplit('.').next().unwrap_or(&a.name);
                Field {
                    name: names.take(snake_case(short)),
                    ty: vertex_field_type(a.format),
                    offset: a.offset,
                    size: a.format.size(),
                    doc: format!(
                        "`{}` at location {}, `{}`, offset {}.",
                        a.name,
                        a.location,
                        a.format.name(),
                        a.offset
                    ),
                }
            })
            .collect();
        self.push_struct(rust_name, doc, layout.stride, Ok(fields));
    }

    fn struct_fields(&mut self, ty: &ReflectedType) -> Result<Vec<Field>, String> {
        if ty.kind != ReflectedTypeKind::Struct {
            return Err(format!("a {} is not a struct", hlsl_type_name(ty)));
        }
        let mut members: Vec<_> = ty.members.iter().collect();
        members.sort_by_key(|m| m.offset);
        let mut names = Unique::default();
        let mut fields = Vec::new();
        for m in members {
            let name = names.take(snake_case(&m.name));
            let doc = format!(
                "`{} {}` at offset {}.",
                hlsl_type_name(&m.ty),
                m.name,
                m.offset
            );
            let mut parts = self.member_fields(&name, &m.ty, m.offset, &doc);
            for p in &mut parts {
                p.name = if p.name == name {
                    p.name.clone()
                } else {
                    names.take(p.name.clone())
                };
            }
            fields.extend(parts);
        }
        Ok(fields)
    }

    /// The fields one member takes (one, or two for a split last vector or element).
    fn member_fields(
        &mut self,
        name: &str,
        t: &ReflectedType,
        offset: u32,
        doc: &str,
    ) -> Vec<Field> {
        match self.typed_fields(name, t, offset, doc) {
            Ok(fields) => fields,
            Err(why) => vec![Field {
                name: name.to_string(),
                ty: format!("[u8; {}]", t.size),
                offset,
                size: t.size,
                doc: format!("{doc} Raw bytes: {why}."),
            }],
        }
    }

    fn typed_fields(
        &mut self,
        name: &str,
        t: &ReflectedType,
        offset: u32,
        doc: &str,
    ) -> Result<Vec<Field>, String> {
        let one = |ty: String, size: u32| {
            vec![Field {
                name: name.to_string(),
                ty,
                offset,
                size,
                doc: doc.to_string(),
            }]
        };
        let (scalar, width) = scalar_type(t.scalar);
        match t.kind {
            ReflectedTypeKind::Scalar => Ok(one(scalar.to_string(), width)),
            ReflectedTypeKind::Vector => Ok(one(format!("[{scalar}; {}]", t.rows), t.rows * width)),
            ReflectedTypeKind::Matrix => {
                let (vectors, components) = match t.packing {
                    MatrixPacking::ColumnMajor => (t.columns, t.rows),
                    MatrixPacking::RowMajor => (t.rows, t.columns),
                };
                let stride = if t.matrix_stride == 0 {
                    components * width
                } else {
                    t.matrix_stride
                };
                if vectors == 0 || stride % width != 0 {
                    return Err("unusual matrix stride".into());
                }
                let per = stride / width;
                let full = vectors * stride;
                if t.size >= full {
                    Ok(one(format!("[[{scalar}; {per}]; {vectors}]"), full))
                } else if vectors == 1 {
                    Ok(one(format!("[{scalar}; {}]", t.size / width), t.size))
                } else {
                    let head = (vectors - 1) * stride;
                    let tail = t.size - head;
                    let mut fields = one(format!("[[{scalar}; {per}]; {}]", vectors - 1), head);
                    fields.push(Field {
                        name: format!("{name}_last"),
                        ty: format!("[{scalar}; {}]", tail / width),
                        offset: offset + head,
                        size: tail,
                        doc: format!("The last stored vector of `{name}` (HLSL does not pad it)."),
                    });
                    Ok(fields)
                }
            }
            ReflectedTypeKind::Struct => {
                let rust = self.nested_struct(t)?;
                Ok(one(rust, t.size))
            }
            ReflectedTypeKind::Array => {
                let element = t
                    .element
                    .as_deref()
                    .ok_or("an array without element type")?;
                if t.length == 0 {
                    return Err("a runtime-sized array".into());
                }
                let elem = self.typed_fields("element", element, 0, "")?;
                let [elem] =
                    <[Field; 1]>::try_from(elem).map_err(|_| "an array of split elements")?;
                let stride = t.stride.max(elem.size);
                // A scalar or vector element pads with more of its own components.
                let (element_scalar, element_width) = scalar_type(element.scalar);
                let padded = if stride == elem.size {
                    elem.ty.clone()
                } else if matches!(
                    element.kind,
                    ReflectedTypeKind::Scalar | ReflectedTypeKind::Vector
                ) && stride % element_width == 0
                {
                    format!("[{element_scalar}; {}]", stride / element_width)
                } else {
                    self.padded_element(&elem.ty, elem.size, stride)
                };
                let full = t.length * stride;
                if t.size >= full {
                    Ok(one(format!("[{padded}; {}]", t.length), full))
                } else if t.length == 1 {
                    Ok(one(elem.ty, elem.size))
                } else {
                    let head = (t.length - 1) * stride;
                    let mut fields = one(format!("[{padded}; {}]", t.length - 1), head);
                    fields.push(Field {
                        name: format!("{name}_last"),
                        ty: elem.ty,
                        offset: offset + head,
                        size: t.size - head,
                        doc: format!("The last element of `{name}` (HLSL does not pad it)."),
                    });
                    Ok(fields)
                }
            }
        }
    }

    /// The Rust name of a nested struct type, defining it in this scope on first use.
    fn nested_struct(&mut self, t: &ReflectedType) -> Result<String, String> {
        if let Some((_, name)) = self.nested.iter().find(|(n, _)| n == t) {
            return Ok(name.clone());
        }
        let base = if t.name.is_empty() { "Struct" } else { &t.name };
        let rust = self.names.take(type_name(base));
        self.nested.push((t.clone(), rust.clone()));
        let fields = self.struct_fields(t);
        self.push_struct(
            &rust,
            &format!("The HLSL struct `{base}` ({} bytes).", t.size),
            t.size,
            fields,
        );
        Ok(rust)
    }

    /// An array element padded to its stride.
    fn padded_element(&mut self, ty: &str, size: u32, stride: u32) -> String {
        let key = ReflectedType {
            name: format!("padded {ty} {stride}"),
            size: stride,
            ..ReflectedType::default()
        };
        if let Some((_, name)) = self.nested.iter().find(|(n, _)| *n == key) {
            return name.clone();
        }
        let base: String = ty.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        let rust = self.names.take(format!("Padded{}", type_name(&base)));
        self.nested.push((key, rust.clone()));
        let fields = vec![Field {
            name: "value".into(),
            ty: ty.to_string(),
            offset: 0,
            size,
            doc: "The element.".into(),
        }];
        self.push_struct(
            &rust,
            &format!("An array element padded to its {stride}-byte stride."),
            stride,
            Ok(fields),
        );
        rust
    }

    fn push_struct(
        &mut self,
        name: &str,
        doc: &str,
        size: u32,
        fields: Result<Vec<Field>, String>,
    ) {
        let mut w = Writer::default();
        let fields = fields.and_then(|f| with_padding(f, size));
        let fields = match fields {
            Ok(f) => f,
            Err(why) => vec![Field {
                name: "bytes".into(),
                ty: format!("[u8; {size}]"),
                offset: 0,
                size,
                doc: format!("Raw bytes: {why}."),
            }],
        };
        w.doc(format!(
            "{doc}\n\nSize {size} bytes; fields at the reflected offsets."
        ));
        w.line(POD_ATTRIBUTES);
        w.open(format!("pub struct {name}"));
        for f in &fields {
            if !f.doc.is_empty() {
                w.doc(&f.doc);
            }
            w.line(format!("pub {}: {},", f.name, f.ty));
        }
        w.close("");
        w.blank();
        w.open(format!("impl {name}"));
        w.doc("Size in bytes, as reflected.");
        w.line(format!("pub const SIZE: usize = {size};"));
        let named: Vec<&Field> = fields.iter().filter(|f| !is_padding(f)).collect();
        if !named.is_empty() {
            w.blank();
            w.doc("The value with these members and zeroed padding.");
            let params: Vec<String> = named
                .iter()
                .map(|f| format!("{}: {}", f.name, f.ty))
                .collect();
            w.open(format!("pub const fn new({}) -> {name}", params.join(", ")));
            let inits: Vec<String> = fields
                .iter()
                .map(|f| {
                    if is_padding(f) {
                        format!("{}: [0; {}]", f.name, f.size)
                    } else {
                        f.name.clone()
                    }
                })
                .collect();
            w.line(format!("{name} {{ {} }}", inits.join(", ")));
            w.close("");
        }
        w.close("");
        w.blank();
        w.open("const _: () =");
        w.line(format!(
            "assert!(::core::mem::size_of::<{name}>() == {size});"
        ));
        for f in &fields {
            w.line(format!(
                "assert!(::core::mem::offset_of!({name}, {}) == {});",
                f.name, f.offset
            ));
        }
        w.close(";");
        self.blocks.push(w.finish());
    }
}

/// Whether a field is explicit padding (`_padN`), which `new` zeroes.
fn is_padding(f: &Field) -> bool {
    f.doc.is_empty() && f.name.starts_with("_pad")
}

/// Fields in offset order with `_padN` gaps and the tail padding; overlapping members are an
/// error (the caller falls back to raw bytes).
fn with_padding(fields: Vec<Field>, size: u32) -> Result<Vec<Field>, String> {
    let mut out = Vec::with_capacity(fields.len() + 2);
    let mut cursor = 0u32;
    let mut pads = 0;
    let mut pad = |out: &mut Vec<Field>, offset: u32, len: u32| {
        out.push(Field {
            name: format!("_pad{pads}"),
            ty: format!("[u8; {len}]"),
            offset,
            size: len,
            doc: String::new(),
        });
        pads += 1;
    };
    for f in fields {
        if f.offset < cursor {
            return Err(format!("member '{}' overlaps the one before it", f.name));
        }
        if f.offset > cursor {
            pad(&mut out, cursor, f.offset - cursor);
        }
        cursor = f.offset + f.size;
        out.push(f);
    }
    if cursor > size {
        return Err(format!(
            "the members need {cursor} bytes, the type has {size}"
        ));
    }
    if size > cursor {
        pad(&mut out, cursor, size - cursor);
    }
    Ok(out)
}

/// The Rust type of a vertex attribute: the format's components at their width.
fn vertex_field_type(format: VertexFormat) -> String {
    let name = format.name();
    let scalar = if name.starts_with("Float32") {
        "f32"
    } else if name.starts_with("Uint32") || name == "Unorm10_10_10_2" {
        "u32"
    } else if name.starts_with("Sint32") {
        "i32"
    } else if name.starts_with("Float16")
        || name.starts_with("Uint16")
        || name.starts_with("Unorm16")
    {
        "u16"
    } else if name.starts_with("Sint16") || name.starts_with("Snorm16") {
        "i16"
    } else if name.starts_with("Sint8") || name.starts_with("Snorm8") {
        "i8"
    } else {
        "u8"
    };
    let width = match scalar {
        "f32" | "u32" | "i32" => 4,
        "u16" | "i16" => 2,
        _ => 1,
    };
    let n = format.size() / width;
    if n == 1 {
        scalar.to_string()
    } else {
        format!("[{scalar}; {n}]")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oneshader::reflect::ReflectedMember;

    fn scalar(s: ReflectedScalar, size: u32) -> ReflectedType {
        ReflectedType {
            kind: ReflectedTypeKind::Scalar,
            scalar: s,
            size,
            alignment: size,
            ..ReflectedType::default()
        }
    }

    fn member(name: &str, offset: u32, ty: ReflectedType) -> ReflectedMember {
        ReflectedMember {
            name: name.into(),
            offset,
            ty,
        }
    }

    #[test]
    fn matrices_arrays_and_gaps_get_explicit_fields_and_padding() {
        // cbuffer: float3x3 Basis (3 columns of 16 bytes, the last unpadded: 44 bytes),
        // float Weights[2] (stride 16, the last unpadded: 20 bytes), half H, double D.
        let basis = ReflectedType {
            kind: ReflectedTypeKind::Matrix,
            scalar: ReflectedScalar::Float,
            rows: 3,
            columns: 3,
            size: 44,
            matrix_stride: 16,
            ..ReflectedType::default()
        };
        let weights = ReflectedType {
            kind: ReflectedTypeKind::Array,
            length: 2,
            stride: 16,
            size: 20,
            element: Some(Box::new(scalar(ReflectedScalar::Float, 4))),
            ..ReflectedType::default()
        };
        let block = ReflectedType {
            kind: ReflectedTypeKind::Struct,
            name: "Params".into(),
            size: 96,
            members: vec![
                member("Basis", 0, basis),
                member("Weights", 48, weights),
                member("H", 68, scalar(ReflectedScalar::Half, 2)),
                member("D", 72, scalar(ReflectedScalar::Double, 8)),
            ],
            ..ReflectedType::default()
        };
        let mut scope = StructScope::new(&[]);
        let name = scope.reserve("Params");
        scope.buffer_struct(&name, "A test block.", &block);
        let mut w = Writer::default();
        scope.write(&mut w);
        let text = w.finish();
        for expected in [
            "pub basis: [[f32; 4]; 2],",
            "pub basis_last: [f32; 3],",
            "pub _pad0: [u8; 4],",
            "pub weights: [[f32; 4]; 1],",
            "pub weights_last: f32,",
            "pub h: u16,",
            "pub _pad1: [u8; 2],",
            "pub d: f64,",
            "pub _pad2: [u8; 16],",
            "assert!(::core::mem::size_of::<Params>() == 96);",
            "assert!(::core::mem::offset_of!(Params, basis_last) == 32);",
            "assert!(::core::mem::offset_of!(Params, weights_last) == 64);",
            "assert!(::core::mem::offset_of!(Params, d) == 72);",
            "pub const fn new(basis: [[f32; 4]; 2], basis_last: [f32; 3], weights: [[f32; 4]; 1], weights_last: f32, h: u16, d: f64) -> Params",
        ] {
            assert!(text.contains(expected), "missing `{expected}` in:\n{text}");
        }
    }

    #[test]
    fn overlapping_members_become_raw_bytes() {
        let block = ReflectedType {
            kind: ReflectedTypeKind::Struct,
            name: "Odd".into(),
            size: 8,
            members: vec![
                member("A", 0, scalar(ReflectedScalar::Float, 4)),
                member("B", 2, scalar(ReflectedScalar::Float, 4)),
            ],
            ..ReflectedType::default()
        };
        let mut scope = StructScope::new(&[]);
        scope.buffer_struct("Odd", "Overlapping.", &block);
        let mut w = Writer::default();
        scope.write(&mut w);
        let text = w.finish();
        assert!(text.contains("pub bytes: [u8; 8],"), "{text}");
        assert!(
            text.contains("Raw bytes: member 'b' overlaps the one before it."),
            "{text}"
        );
    }
}
