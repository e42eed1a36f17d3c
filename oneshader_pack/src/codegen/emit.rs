//! Writes the Rust module of one shader.
//!
//! Input: the shader as the bake describes it ([`ShaderDesc`]: axes, variants in pack order with
//! keys, defines and reflection text) and [`EmitOptions`]. Output: the text of `pub mod <shader>`:
//! axis enums (or `VariantName`), `Key` (`new`, `index`, `ALL`, `COUNT`, `TryFrom<usize>`, only
//! constructible for variants that exist), Pod structs (shader level when every variant agrees,
//! else in `variants::<variant>`), `bindings` constants, per variant and entry point the layout
//! as `runtime` data, the interface fingerprint, and optionally the wgpu helpers. Deterministic:
//! equal input gives equal text.

use super::fingerprint::{fingerprint, parse_reflection};
use super::names::{constant_case, snake_case, string_literal, type_name, Unique, Writer};
use super::structs::StructScope;
use crate::axes::{self, NO_VARIANT};
use crate::pack::format::ShaderDesc;
use oneshader::layouts::{EntryLayout, ShaderStages, VertexLayout};
use oneshader::reflect::{ReflectedType, ResourceKind, ShaderReflection};
use oneshader::Stage;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What to generate beyond the always-present members.
#[derive(Clone, Debug, Default)]
pub struct EmitOptions {
    /// Emit `create_*` functions on a `wgpu::Device` (needs `oneshader_pack`'s `wgpu` feature).
    pub wgpu: bool,
}

/// Names the generated module defines itself; structs must avoid them.
const RESERVED: &[&str] = &[
    "Key",
    "VariantName",
    "NAME",
    "FINGERPRINT",
    "INTERFACE",
    "VARIANTS",
    "bindings",
    "variants",
];

fn stages_list(stages: impl IntoIterator<Item = Stage>) -> String {
    let items: Vec<String> = stages
        .into_iter()
        .map(|s| format!("rt::Stage::{s:?}"))
        .collect();
    format!("&[{}]", items.join(", "))
}

fn stage_set(s: ShaderStages) -> String {
    stages_list(s.stages())
}

fn opt_u32(v: Option<u32>) -> String {
    v.map_or_else(|| "None".into(), |v| format!("Some({v})"))
}

fn opt_str(v: Option<&str>) -> String {
    v.map_or_else(|| "None".into(), |v| format!("Some({})", string_literal(v)))
}

/// `rt::TypeData { ... }` for a reflected type, nested inline.
fn type_data(t: &ReflectedType) -> String {
    let element = t.element.as_deref().map_or_else(
        || "None".to_string(),
        |e| format!("Some(&{})", type_data(e)),
    );
    let members: Vec<String> = t
        .members
        .iter()
        .map(|m| {
            format!(
                "rt::MemberData {{ name: {}, offset: {}, ty: {} }}",
                string_literal(&m.name),
                m.offset,
                type_data(&m.ty)
            )
        })
        .collect();
    format!(
        "rt::TypeData {{ kind: rt::ReflectedTypeKind::{:?}, scalar: rt::ReflectedScalar::{:?}, rows: {}, columns: {}, name: {}, size: {}, alignment: {}, length: {}, stride: {}, matrix_stride: {}, packing: rt::MatrixPacking::{:?}, element: {element}, members: &[{}] }}",
        t.kind,
        t.scalar,
        t.rows,
        t.columns,
        string_literal(&t.name),
        t.size,
        t.alignment,
        t.length,
        t.stride,
        t.matrix_stride,
        t.packing,
        members.join(", ")
    )
}

/// Constants defined once and referred to by name (identical text shares one constant).
#[derive(Default)]
struct Consts {
    items: Vec<(String, String, String)>, // (name, type, value)
}

impl Consts {
    fn add(&mut self, prefix: &str, ty: &str, value: String) -> String {
        if let Some((name, _, _)) = self.items.iter().find(|(_, t, v)| t == ty && *v == value) {
            return name.clone();
        }
        let name = format!(
            "{prefix}_{}",
            self.items
                .iter()
                .filter(|(n, _, _)| n.starts_with(prefix))
                .count()
        );
        self.items.push((name.clone(), ty.to_string(), value));
        name
    }
}

fn entry_data(e: &EntryLayout, source: &str, consts: &mut Consts) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "rt::EntryLayoutData {{\n    name: {},\n    stage: rt::Stage::{:?},\n    source: {},\n    targets: &[{}],\n    resources: &[",
        string_literal(&e.name),
        e.stage,
        string_literal(source),
        e.targets.iter().map(|t| format!("rt::CompileTarget::{t:?}")).collect::<Vec<_>>().join(", ")
    );
    for r in &e.resources {
        let layout = r.layout.as_ref().map_or_else(
            || "None".to_string(),
            |t| {
                format!(
                    "Some(&{})",
                    consts.add("TYPE", "rt::TypeData", type_data(t))
                )
            },
        );
        let _ = write!(
            s,
            "\n        rt::ResourceData {{ name: {}, kind: rt::ResourceKind::{:?}, resource_type: rt::ResourceTypeKind::{:?}, hlsl_type: {}, count: {}, set: {}, binding: {}, wgsl_group: {}, wgsl_binding: {}, msl_index: {}, stages: {}, image_format: {}, combined_with: {}, layout: {layout}, mutable_kinds: &[{}] }},",
            string_literal(&r.name),
            r.kind,
            r.resource_type,
            string_literal(&r.hlsl_type),
            r.count,
            r.set,
            r.binding,
            r.wgsl_group,
            r.wgsl_binding,
            opt_u32(r.msl_index),
            stage_set(r.stages),
            opt_str(r.image_format.as_deref()),
            opt_str(r.combined_with.as_deref()),
            r.mutable_kinds
                .iter()
                .map(|k| format!("rt::ResourceKind::{k:?}"))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    s.push_str(if e.resources.is_empty() {
        "],\n"
    } else {
        "\n    ],\n"
    });
    match &e.push_constant {
        None => s.push_str("    push_constant: None,\n"),
        Some(p) => {
            let layout = consts.add("TYPE", "rt::TypeData", type_data(&p.layout));
            let _ = writeln!(
                s,
                "    push_constant: Some(rt::PushConstantData {{ name: {}, size: {}, stages: {}, wgsl_group: {}, wgsl_binding: {}, msl_index: {}, layout: &{layout} }}),",
                string_literal(&p.name),
                p.size,
                stage_set(p.stages),
                p.wgsl_group,
                p.wgsl_binding,
                opt_u32(p.msl_index)
            );
        }
    }
    match &e.vertex {
        None => s.push_str("    vertex: None,\n"),
        Some(v) => {
            let _ = write!(
                s,
                "    vertex: Some(rt::VertexData {{\n        stride: {},\n        attributes: &[",
                v.stride
            );
            for a in &v.attributes {
                let _ = write!(
                    s,
                    "\n            rt::VertexAttributeData {{ location: {}, name: {}, format: rt::VertexFormat::{:?}, offset: {}, shader_class: rt::FormatClass::{:?} }},",
                    a.location,
                    string_literal(&a.name),
                    a.format,
                    a.offset,
                    a.shader_class
                );
            }
            s.push_str("\n        ],\n    }),\n");
        }
    }
    let _ = writeln!(
        s,
        "    workgroup_size: [{}, {}, {}],",
        e.workgroup_size[0], e.workgroup_size[1], e.workgroup_size[2]
    );
    s.push_str("    spec_constants: &[");
    for c in &e.spec_constants {
        let _ = write!(
            s,
            "\n        rt::SpecConstantData {{ name: {}, id: {}, ty: rt::SpecConstantType::{:?}, default_bits: {:#x}, msl_index: {} }},",
            string_literal(&c.name),
            c.id,
            c.ty,
            c.default_bits,
            c.msl_index
        );
    }
    s.push_str(if e.spec_constants.is_empty() {
        "],\n"
    } else {
        "\n    ],\n"
    });
    let _ = write!(
        s,
        "    subgroup_operations: {:#x},\n}}",
        e.subgroup_operations
    );
    s
}

/// Every variant's bindings: each resource with its SPIR-V slot and the stages that use it.
fn bindings_data(r: &ShaderReflection) -> String {
    let items: Vec<String> = r
        .resources
        .iter()
        .map(|res| {
            let (set, binding) = res
                .slots
                .iter()
                .find(|s| s.target == oneshader::CompileTarget::SpirV)
                .or(res.slots.first())
                .map_or((0, 0), |s| (s.set, s.binding));
            format!(
                "\n    rt::BindingInfo {{ name: {}, set: {set}, binding: {binding}, count: {}, kind: rt::ResourceKind::{:?}, stages: {} }},",
                string_literal(&res.name),
                res.count,
                res.kind,
                stages_list(res.stages.iter().copied())
            )
        })
        .collect();
    if items.is_empty() {
        "&[]".into()
    } else {
        format!("&[{}\n]", items.concat())
    }
}

/// One struct the shader's variants declare: where it is found and its layout per variant.
enum Layout {
    Buffer(ReflectedType),
    Vertex(VertexLayout),
}

impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        match (self, other) {
            (Layout::Buffer(a), Layout::Buffer(b)) => a == b,
            (Layout::Vertex(a), Layout::Vertex(b)) => a == b,
            _ => false,
        }
    }
}

struct StructSlot {
    rust_name: String,
    doc: String,
    /// Per variant slot: the layout, when the variant has the struct.
    layouts: Vec<Option<Layout>>,
}

fn collect_structs(
    reflections: &[ShaderReflection],
    entry_layouts: &[Vec<EntryLayout>],
) -> Vec<StructSlot> {
    let n = reflections.len();
    let mut slots: Vec<(String, StructSlot)> = Vec::new();
    let mut slot = |key: String, rust: String, doc: String, variant: usize, layout: Layout| {
        let i = match slots.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                slots.push((
                    key,
                    StructSlot {
                        rust_name: rust,
                        doc,
                        layouts: (0..n).map(|_| None).collect(),
                    },
                ));
                slots.len() - 1
            }
        };
        slots[i].1.layouts[variant] = Some(layout);
    };
    let push_names: BTreeMap<&str, ()> = reflections
        .iter()
        .flat_map(|r| r.push_constants.iter().map(|p| (p.name.as_str(), ())))
        .collect();
    for (v, r) in reflections.iter().enumerate() {
        for res in &r.resources {
            if res.kind != ResourceKind::ConstantBuffer {
                continue;
            }
            if let Some(layout) = &res.layout {
                slot(
                    format!("cbuffer {}", res.name),
                    type_name(&res.name),
                    format!("The constant buffer `{}`.", res.name),
                    v,
                    Layout::Buffer(layout.clone()),
                );
            }
        }
        for p in &r.push_constants {
            let rust = if push_names.len() == 1 {
                "PushConstants".to_string()
            } else {
                format!("{}PushConstants", type_name(&p.name))
            };
            slot(
                format!("push {}", p.name),
                rust,
                format!("The push-constant block `{}`.", p.name),
                v,
                Layout::Buffer(p.layout.clone()),
            );
        }
        for e in &entry_layouts[v] {
            if let Some(vertex) = &e.vertex {
                slot(
                    format!("vertex {}", e.name),
                    format!("{}Vertex", type_name(&e.name)),
                    format!(
                        "One vertex of `{}`'s input buffer (stride {}).",
                        e.name, vertex.stride
                    ),
                    v,
                    Layout::Vertex(vertex.clone()),
                );
            }
        }
    }
    slots.into_iter().map(|(_, s)| s).collect()
}

fn write_struct(scope: &mut StructScope, s: &StructSlot, layout: &Layout) {
    let name = scope.reserve(&s.rust_name);
    match layout {
        Layout::Buffer(t) => scope.buffer_struct(&name, &s.doc, t),
        Layout::Vertex(v) => scope.vertex_struct(&name, &s.doc, v),
    }
}

/// Builds `pub mod <shader>` for one shader.
pub fn shader_module(desc: &ShaderDesc, options: &EmitOptions) -> String {
    let reflections: Vec<ShaderReflection> = desc
        .variants
        .iter()
        .map(|v| parse_reflection(&v.reflection))
        .collect();
    let entry_layouts: Vec<Vec<EntryLayout>> = reflections
        .iter()
        .map(|r| {
            r.entry_points
                .iter()
                .filter_map(|e| EntryLayout::try_create(r, &e.name).ok())
                .collect()
        })
        .collect();
    let count = desc.variants.len();
    let module = snake_case(&desc.name);
    let mut w = Writer::default();

    let axes_text: Vec<&str> = desc.axes.iter().map(|a| a.name.as_str()).collect();
    let summary = if desc.named {
        format!("{count} named variant{}", if count == 1 { "" } else { "s" })
    } else {
        format!("{count} variants over the axes {}", axes_text.join(", "))
    };
    w.doc(format!(
        "Bindings of the shader `{}` (`{}`): {summary}.\n\nLook a variant up with [`Key`] in a pack: `pack.variant_for({module}::Key::...)` or\n`pack.typed::<{module}::Key>()`; the pack's interface fingerprint must equal [`FINGERPRINT`].",
        desc.name, desc.source
    ));
    w.line("#[allow(dead_code, non_camel_case_types, clippy::all)]");
    w.open(format!("pub mod {module}"));
    w.line("use ::oneshader_pack::runtime as rt;");
    w.blank();
    w.doc("The shader's name in the pack.");
    w.line(format!(
        "pub const NAME: &str = {};",
        string_literal(&desc.name)
    ));
    w.doc("The interface fingerprint (blake3 of the axes, variants, layouts, bindings and entry points).");
    w.line(format!(
        "pub const FINGERPRINT: &str = \"{}\";",
        fingerprint(desc)
    ));

    // Axis value types.
    let mut type_names = Unique::with(RESERVED);
    struct AxisField {
        field: String,
        /// `None` for a flag (bool), else the enum and its variant names.
        choice: Option<(String, Vec<String>)>,
        radix: usize,
    }
    let mut fields: Vec<AxisField> = Vec::new();
    let mut field_names = Unique::with(&[]);
    for axis in &desc.axes {
        let field = if desc.named {
            "variant".to_string()
        } else {
            field_names.take(snake_case(&axis.name))
        };
        let choice = axis.values.as_ref().map(|values| {
            let enum_name = if desc.named {
                "VariantName".to_string()
            } else {
                type_names.take(format!("{}Value", type_name(&axis.name)))
            };
            let mut value_names = Unique::with(&[]);
            let variants: Vec<String> = values
                .iter()
                .map(|v| value_names.take(type_name(v)))
                .collect();
            w.blank();
            if desc.named {
                w.doc("The named variant sets, in manifest order.");
            } else {
                w.doc(format!("The values of the choice axis `{}`.", axis.name));
            }
            w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]");
            w.open(format!("pub enum {enum_name}"));
            for (v, value) in variants.iter().zip(values) {
                if desc.named {
                    w.doc(format!("`{value}`"));
                } else {
                    w.doc(format!(
                        "`{}={value}` (defines `{}_{value}=1`)",
                        axis.name, axis.name
                    ));
                }
                w.line(format!("{v},"));
            }
            w.close("");
            w.blank();
            w.open(format!("impl {enum_name}"));
            w.doc("Every value, in manifest order.");
            let all: Vec<String> = variants
                .iter()
                .map(|v| format!("{enum_name}::{v}"))
                .collect();
            w.line(format!(
                "pub const ALL: [{enum_name}; {}] = [{}];",
                variants.len(),
                all.join(", ")
            ));
            w.blank();
            w.doc("The value as written in the manifest.");
            w.open("pub const fn name(self) -> &'static str");
            w.open("match self");
            for (v, value) in variants.iter().zip(values) {
                w.line(format!("{enum_name}::{v} => {},", string_literal(value)));
            }
            w.close("");
            w.close("");
            w.close("");
            (enum_name, variants)
        });
        fields.push(AxisField {
            field,
            choice,
            radix: axis.radix(),
        });
    }

    // The dense table: full-product index -> variant slot.
    let product = axes::product(&desc.axes).unwrap_or(0);
    let mut dense = vec![NO_VARIANT; product];
    for (slot, v) in desc.variants.iter().enumerate() {
        if let Some(i) = axes::index_of(&desc.axes, &v.key) {
            if let Some(d) = dense.get_mut(i) {
                *d = slot as u32;
            }
        }
    }
    let sparse = dense.contains(&NO_VARIANT);
    let key_value = |key: &[u16]| -> String {
        let parts: Vec<String> = fields
            .iter()
            .zip(key)
            .map(|(f, &k)| match &f.choice {
                None => format!("{}: {}", f.field, k == 1),
                Some((e, names)) => format!(
                    "{}: {e}::{}",
                    f.field,
                    names.get(k as usize).map_or("", String::as_str)
                ),
            })
            .collect();
        format!("Key {{ {} }}", parts.join(", "))
    };
    let field_type = |f: &AxisField| {
        f.choice
            .as_ref()
            .map_or("bool".to_string(), |(e, _)| e.clone())
    };

    w.blank();
    let excluded_note = if sparse {
        "\n\nRules excluded some combinations: [`Key::new`] returns `None` for them, so every `Key`\nvalue is a variant of the pack."
    } else {
        ""
    };
    w.doc(format!(
        "A variant of `{}`: one field per axis (read them with the accessors). [`Key::index`] is\nthe variant's position in the pack, [`Key::ALL`] lists every variant in that order.{excluded_note}",
        desc.name
    ));
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    w.open("pub struct Key");
    for f in &fields {
        w.line(format!("{}: {},", f.field, field_type(f)));
    }
    w.close("");
    w.blank();
    w.open("impl Key");
    w.doc("How many variants there are.");
    w.line(format!("pub const COUNT: usize = {count};"));
    w.blank();
    w.doc("Every variant, in pack order (`Key::ALL[i].index() == i`).");
    w.line(format!("pub const ALL: [Key; {count}] = ["));
    w.indent();
    for v in &desc.variants {
        w.line(format!("{},", key_value(&v.key)));
    }
    w.dedent();
    w.line("];");
    w.blank();
    w.doc(format!(
        "Full-product index (first axis slowest) to variant position{}.",
        if sparse {
            "; `u32::MAX` where a rule excluded the combination"
        } else {
            ""
        }
    ));
    let dense_text: Vec<String> = dense
        .iter()
        .map(|d| {
            if *d == NO_VARIANT {
                "u32::MAX".into()
            } else {
                d.to_string()
            }
        })
        .collect();
    w.line(format!(
        "const SLOTS: [u32; {product}] = [{}];",
        dense_text.join(", ")
    ));
    w.blank();
    let params: Vec<String> = fields
        .iter()
        .map(|f| format!("{}: {}", f.field, field_type(f)))
        .collect();
    let inits: Vec<&str> = fields.iter().map(|f| f.field.as_str()).collect();
    if sparse {
        w.doc("The variant with these values, or `None` when a rule excluded the combination.");
        w.open(format!(
            "pub const fn new({}) -> Option<Key>",
            params.join(", ")
        ));
        w.line(format!("let key = Key {{ {} }};", inits.join(", ")));
        w.open("if Key::SLOTS[key.product_index()] == u32::MAX");
        w.line("None");
        w.close("");
        w.open("else");
        w.line("Some(key)");
        w.close("");
        w.close("");
    } else {
        w.doc("The variant with these values.");
        w.open(format!("pub const fn new({}) -> Key", params.join(", ")));
        w.line(format!("Key {{ {} }}", inits.join(", ")));
        w.close("");
    }
    for (f, axis) in fields.iter().zip(&desc.axes) {
        w.blank();
        w.doc(format!("The position on the axis `{}`.", axis.name));
        w.open(format!(
            "pub const fn {}(self) -> {}",
            f.field,
            field_type(f)
        ));
        w.line(format!("self.{}", f.field));
        w.close("");
    }
    w.blank();
    let mut terms = String::new();
    for f in &fields {
        let digit = format!("self.{} as usize", f.field);
        terms = if terms.is_empty() {
            digit
        } else if terms.contains('+') {
            format!("({terms}) * {} + {digit}", f.radix)
        } else {
            format!("{terms} * {} + {digit}", f.radix)
        };
    }
    w.open("const fn product_index(self) -> usize");
    w.line(terms);
    w.close("");
    w.blank();
    w.doc("The variant's position in the pack (and in [`Key::ALL`]).");
    w.open("pub const fn index(self) -> usize");
    w.line("Key::SLOTS[self.product_index()] as usize");
    w.close("");
    w.blank();
    w.doc("The variant's generated data: name, defines, bindings, entry-point layouts.");
    w.open("pub fn info(self) -> &'static rt::VariantInfo");
    w.line("&VARIANTS[self.index()]");
    w.close("");
    w.blank();
    w.doc("The variant's name (`AlphaTestOn_LightingPbr`, or the set's name).");
    w.open("pub fn name(self) -> &'static str");
    w.line("self.info().name");
    w.close("");
    w.blank();
    w.doc("Every define the variant is compiled with.");
    w.open("pub fn defines(self) -> &'static [&'static str]");
    w.line("self.info().defines");
    w.close("");
    w.blank();
    w.doc("The layout of one entry point of this variant, as `oneshader::layouts` data.");
    w.open("pub fn entry_layout(self, entry_point: &str) -> Option<&'static rt::EntryLayoutData>");
    w.line("self.info().entry_point(entry_point)");
    w.close("");
    w.blank();
    w.doc("The variant's pipeline layout (vertex + pixel, or compute), the spec's `Pipeline`.");
    w.open("pub fn pipeline(self) -> Result<rt::PipelineLayout, rt::LayoutError>");
    w.line("self.info().pipeline()");
    w.close("");
    w.close("");

    w.blank();
    w.open("impl TryFrom<usize> for Key");
    w.line("type Error = rt::KeyIndexError;");
    w.blank();
    w.doc("The key at a position of [`Key::ALL`].");
    w.open("fn try_from(index: usize) -> Result<Key, rt::KeyIndexError>");
    w.line("Key::ALL.get(index).copied().ok_or(rt::KeyIndexError { index, count: Key::COUNT })");
    w.close("");
    w.close("");
    if desc.named {
        w.blank();
        w.open("impl From<VariantName> for Key");
        w.open("fn from(variant: VariantName) -> Key");
        w.line("Key::new(variant)");
        w.close("");
        w.close("");
    }
    w.blank();
    w.open("impl ::core::fmt::Display for Key");
    w.open("fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result");
    w.line("f.write_str(self.name())");
    w.close("");
    w.close("");
    w.blank();
    w.open("impl rt::VariantKey for Key");
    w.line("const SHADER: &'static rt::ShaderInterface = &INTERFACE;");
    w.open("fn index(self) -> usize");
    w.line("Key::index(self)");
    w.close("");
    w.close("");

    // Structs: shared when every variant that has one agrees, else per variant.
    let slots = collect_structs(&reflections, &entry_layouts);
    let mut shared = StructScope::new(RESERVED);
    for f in &fields {
        if let Some((enum_name, _)) = &f.choice {
            shared.reserve(enum_name);
        }
    }
    let mut per_variant: Vec<StructScope> = (0..count).map(|_| StructScope::new(&[])).collect();
    for s in &slots {
        let present: Vec<&Layout> = s.layouts.iter().flatten().collect();
        let agree = present.windows(2).all(|p| p[0] == p[1]);
        match present.first() {
            Some(first) if agree => write_struct(&mut shared, s, first),
            _ => {
                for (v, layout) in s.layouts.iter().enumerate() {
                    if let Some(layout) = layout {
                        write_struct(&mut per_variant[v], s, layout);
                    }
                }
            }
        }
    }
    shared.write(&mut w);

    // Binding constants shared by every variant that has the resource.
    w.blank();
    w.doc("Resource bindings (Vulkan set and binding; WGSL keeps them) of resources whose slot every\nvariant that declares them agrees on. Per-variant bindings: `Key::info().bindings`.");
    w.open("pub mod bindings");
    w.line("use ::oneshader_pack::runtime as rt;");
    let mut names: Vec<&str> = Vec::new();
    for r in &reflections {
        for res in &r.resources {
            if !names.contains(&res.name.as_str()) {
                names.push(&res.name);
            }
        }
    }
    let mut const_names = Unique::default();
    for name in names {
        let found: Vec<_> = reflections
            .iter()
            .filter_map(|r| r.resource(name))
            .collect();
        let slot = |res: &oneshader::reflect::ResourceInfo| {
            res.slots
                .iter()
                .find(|s| s.target == oneshader::CompileTarget::SpirV)
                .map(|s| (s.set, s.binding))
                .unwrap_or((0, 0))
        };
        let Some(first) = found.first() else { continue };
        if !found
            .iter()
            .all(|r| slot(r) == slot(first) && r.count == first.count && r.kind == first.kind)
        {
            continue;
        }
        let mut stages: Vec<Stage> = Vec::new();
        for r in &found {
            for s in &r.stages {
                oneshader::reflect::add_stage(&mut stages, *s);
            }
        }
        let (set, binding) = slot(first);
        let present = if found.len() == count {
            if count == 1 {
                String::new()
            } else {
                format!(" (all {count} variants)")
            }
        } else {
            format!(" ({} of {count} variants)", found.len())
        };
        w.blank();
        let ty = if first.hlsl_type.is_empty() {
            format!("{:?}", first.resource_type)
        } else {
            first.hlsl_type.clone()
        };
        w.doc(format!(
            "`{}` ({ty}): set {set}, binding {binding}{present}.",
            name
        ));
        w.line(format!(
            "pub const {}: rt::BindingInfo = rt::BindingInfo {{ name: {}, set: {set}, binding: {binding}, count: {}, kind: rt::ResourceKind::{:?}, stages: {} }};",
            const_names.take(constant_case(name)),
            string_literal(name),
            first.count,
            first.kind,
            stages_list(stages)
        ));
    }
    w.close("");

    // Per-variant structs.
    if per_variant.iter().any(|s| !s.is_empty()) {
        w.blank();
        w.doc("Structs whose layout differs between variants, one module per variant.");
        w.open("pub mod variants");
        for (v, scope) in per_variant.iter().enumerate() {
            if scope.is_empty() {
                continue;
            }
            w.blank();
            let vd = &desc.variants[v];
            w.doc(format!("Variant `{}` ({}).", vd.name, vd.defines.join(" ")));
            w.open(format!("pub mod {}", snake_case(&vd.name)));
            scope.write(&mut w);
            w.close("");
        }
        w.close("");
    }

    // Variant data.
    let mut consts = Consts::default();
    let mut variant_items = Vec::new();
    for (v, vd) in desc.variants.iter().enumerate() {
        let reflection = consts.add("REFLECTION", "&str", string_literal(&vd.reflection));
        let bindings = consts.add(
            "BINDINGS",
            "&[rt::BindingInfo]",
            bindings_data(&reflections[v]),
        );
        let entries: Vec<String> = entry_layouts[v]
            .iter()
            .map(|e| {
                let text = entry_data(e, &desc.source, &mut consts);
                consts.add(
                    &format!("ENTRY_{}", constant_case(&e.name)),
                    "rt::EntryLayoutData",
                    text,
                )
            })
            .collect();
        let defines: Vec<String> = vd.defines.iter().map(|d| string_literal(d)).collect();
        let key: Vec<String> = vd.key.iter().map(u16::to_string).collect();
        variant_items.push(format!(
            "rt::VariantInfo {{\n    name: {},\n    defines: &[{}],\n    key: &[{}],\n    reflection: {reflection},\n    bindings: {bindings},\n    entry_points: &[{}],\n}},",
            string_literal(&vd.name),
            defines.join(", "),
            key.join(", "),
            entries.join(", ")
        ));
    }
    for (name, ty, value) in &consts.items {
        w.blank();
        if ty == "&str" {
            w.verbatim(&format!("const {name}: {ty} = "), value, ";");
        } else {
            w.line(format!("const {name}: {ty} = {value};"));
        }
    }
    w.blank();
    w.doc("Every variant's data, in pack order.");
    w.line(format!(
        "pub static VARIANTS: [rt::VariantInfo; {count}] = ["
    ));
    w.indent();
    for item in &variant_items {
        w.line(item);
    }
    w.dedent();
    w.line("];");
    w.blank();
    let axes_items: Vec<String> = desc
        .axes
        .iter()
        .map(|a| {
            let values = a.values.as_ref().map_or_else(
                || "None".to_string(),
                |v| {
                    format!(
                        "Some(&[{}])",
                        v.iter()
                            .map(|x| string_literal(x))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                },
            );
            format!(
                "rt::AxisInfo {{ name: {}, values: {values} }}",
                string_literal(&a.name)
            )
        })
        .collect();
    w.doc("What these bindings were generated from, checked against the pack on lookup.");
    w.open("pub static INTERFACE: rt::ShaderInterface = rt::ShaderInterface");
    w.line("name: NAME,");
    w.line("fingerprint: FINGERPRINT,");
    w.line(format!("named: {},", desc.named));
    w.line(format!("axes: &[{}],", axes_items.join(", ")));
    w.line("variants: &VARIANTS,");
    w.close(";");
    if options.wgpu {
        let has_vertex = entry_layouts.iter().flatten().any(|e| e.vertex.is_some());
        write_wgpu_functions(&mut w, has_vertex);
    }
    w.close("");
    w.finish()
}

/// The `wgpu` helpers of a shader module: thin calls into `runtime::wgpu` with the key's data.
fn write_wgpu_functions(w: &mut Writer, has_vertex: bool) {
    w.blank();
    w.doc("Creates the variant's bind group layouts and pipeline layout on `device` (through\n`oneshader::wgpu::GpuPipelineLayout`); `options.source` picks WGSL or SPIR-V slots.");
    w.line("pub fn create_pipeline_layout(");
    w.line("    device: &rt::wgpu::wgpu::Device,");
    w.line("    key: Key,");
    w.line("    options: &rt::wgpu::GpuLayoutOptions,");
    w.open(") -> Result<rt::wgpu::GpuPipelineLayout, rt::wgpu::WgpuError>");
    w.line("rt::wgpu::create_pipeline_layout(device, key.info(), options)");
    w.close("");
    if has_vertex {
        w.blank();
        w.doc("The vertex buffer layout of the variant's vertex entry point (one interleaved buffer).");
        w.open(
            "pub fn vertex_buffer_layout(key: Key) -> Option<rt::wgpu::OwnedVertexBufferLayout>",
        );
        w.line("rt::wgpu::vertex_buffer_layout(key.info(), rt::wgpu::VertexStepMode::Vertex)");
        w.close("");
    }
}
