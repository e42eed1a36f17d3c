//! The reflection file format, version 1 (the spec's "Reflection file format" page).
//!
//! [`to_text`] writes a [`ShaderReflection`]; [`from_text`] reads it back (rejecting other
//! versions, ignoring unknown records and attributes). Format: UTF-8, `\n` line ends, one
//! record per line (`keyword key=value ...`), nesting by two spaces of indentation, first line
//! `oneshader-reflection 1`. Values are bare tokens or double-quoted strings with `\\`, `\"`,
//! `\n`, `\r`, `\t` and `\uXXXX` escapes; lists are comma-separated, an empty list is `-`.
//! Free-form strings (names, semantics, types) are always quoted; enum names and numbers are
//! bare. Records keep the model's order, so equal models give identical bytes.
//!
//! Additions to the spec's records (allowed by its additive rule): `resource` gets
//! `combined="<name>"` when it forms a combined image sampler, `count=0` for an unbounded
//! array, `heap=ResourceDescriptorHeap|SamplerDescriptorHeap` at a descriptor heap's binding,
//! and one `view` child (`name`, `kind` when not the resource's, `count`, `stages`, `rtype`,
//! `hlsl`, optional `format` and `layout` child) per further declaration aliasing its binding.

use super::model::*;
use crate::target::{CompileTarget, Stage};
use std::fmt::Write;

/// The first line of every file.
pub const HEADER: &str = "oneshader-reflection 1";

/// How deeply records may nest in a file that is read (type trees included).
const MAX_READ_DEPTH: usize = 200;

/// Writes `reflection` in the text format.
pub fn to_text(reflection: &ShaderReflection) -> String {
    let mut w = Writer::default();
    w.out.push_str(HEADER);
    w.out.push('\n');
    w.start(0, "source");
    w.string("name", &reflection.source);
    w.start(0, "targets");
    w.list("list", reflection.targets.iter().map(|t| t.name()));
    for r in &reflection.resources {
        w.start(0, "resource");
        w.string("name", &r.name);
        w.bare("kind", r.kind.name());
        w.number("count", r.count);
        w.list("stages", r.stages.iter().map(|s| s.name()));
        w.bare("rtype", r.resource_type.name());
        w.string("hlsl", &r.hlsl_type);
        if let Some(format) = &r.image_format {
            w.string("format", format);
        }
        if let Some(index) = r.input_attachment_index {
            w.number("attachment", index);
        }
        if let Some(other) = &r.combined_with {
            w.string("combined", other);
        }
        if let Some(heap) = r.descriptor_heap {
            w.bare("heap", heap.name());
        }
        for s in &r.slots {
            w.slot(1, "slot", s);
        }
        for s in &r.counter_slots {
            w.slot(1, "counter", s);
        }
        if let Some(layout) = &r.layout {
            w.start(1, "layout");
            w.ty(2, layout);
        }
        for v in &r.views {
            w.start(1, "view");
            w.string("name", &v.name);
            if let Some(kind) = v.kind {
                w.bare("kind", kind.name());
            }
            w.number("count", v.count);
            w.list("stages", v.stages.iter().map(|s| s.name()));
            w.bare("rtype", v.resource_type.name());
            w.string("hlsl", &v.hlsl_type);
            if let Some(format) = &v.image_format {
                w.string("format", format);
            }
            if let Some(layout) = &v.layout {
                w.start(2, "layout");
                w.ty(3, layout);
            }
        }
    }
    for p in &reflection.push_constants {
        w.start(0, "push");
        w.string("name", &p.name);
        w.list("stages", p.stages.iter().map(|s| s.name()));
        for s in &p.slots {
            w.slot(1, "slot", s);
        }
        w.start(1, "layout");
        w.ty(2, &p.layout);
    }
    for c in &reflection.spec_constants {
        w.start(0, "spec");
        w.string("name", &c.name);
        w.number("id", c.id);
        w.bare("scalar", c.ty.name());
        w.number("default", c.default_bits);
        for s in &c.slots {
            w.start(1, "slot");
            w.bare("target", s.target.name());
            w.number("index", s.index);
            w.string("name", &s.name);
        }
    }
    for e in &reflection.entry_points {
        w.start(0, "entry");
        w.string("name", &e.name);
        w.bare("stage", e.stage.name());
        let [x, y, z] = e.workgroup_size;
        w.bare("workgroup", &format!("{x},{y},{z}"));
        w.number("stride", e.vertex_stride);
        // Additive: written only where WGSL renames the entry, so files of shaders whose names
        // WGSL keeps are byte-identical to the spec's examples.
        if let Some(wgsl) = e.wgsl_entry_point.as_ref().filter(|w| **w != e.name) {
            w.string("wgsl", wgsl);
        }
        if let Some(msl) = e.msl_function_name.as_ref().filter(|m| **m != e.name) {
            w.string("msl", msl);
        }
        if let Some(b) = e.msl_vertex_buffer_index {
            w.number("mslbuffer", b);
        }
        for v in &e.inputs {
            w.variable("input", v);
        }
        for v in &e.outputs {
            w.variable("output", v);
        }
        for name in &e.used_resources {
            w.start(1, "uses");
            w.string("name", name);
        }
        if let Some(name) = &e.push_constant {
            w.start(1, "pushuse");
            w.string("name", name);
        }
        for name in &e.used_spec_constants {
            w.start(1, "specuse");
            w.string("name", name);
        }
        if e.required_features != 0 {
            w.start(1, "features");
            w.number("bits", e.required_features);
        }
        if e.subgroup_operations != 0 {
            w.start(1, "subgroups");
            w.number("ops", e.subgroup_operations);
        }
    }
    w.finish()
}

#[derive(Default)]
struct Writer {
    out: String,
    /// Whether a record line is open (needs its newline).
    open: bool,
}

impl Writer {
    fn start(&mut self, depth: usize, keyword: &str) {
        if self.open {
            self.out.push('\n');
        }
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(keyword);
        self.open = true;
    }

    fn finish(mut self) -> String {
        if self.open {
            self.out.push('\n');
        }
        self.out
    }

    fn bare(&mut self, key: &str, value: &str) {
        let _ = write!(self.out, " {key}={value}");
    }

    fn number(&mut self, key: &str, value: u32) {
        let _ = write!(self.out, " {key}={value}");
    }

    fn string(&mut self, key: &str, value: &str) {
        let _ = write!(self.out, " {key}=");
        write_quoted(&mut self.out, value);
    }

    fn list<'a>(&mut self, key: &str, items: impl Iterator<Item = &'a str>) {
        let items: Vec<&str> = items.collect();
        if items.is_empty() {
            self.bare(key, "-");
        } else {
            self.bare(key, &items.join(","));
        }
    }

    fn slot(&mut self, depth: usize, keyword: &str, s: &TargetSlot) {
        self.start(depth, keyword);
        self.bare("target", s.target.name());
        self.number("set", s.set);
        self.number("binding", s.binding);
    }

    fn variable(&mut self, keyword: &str, v: &StageVariable) {
        self.start(1, keyword);
        self.string("name", &v.name);
        self.string("semantic", &v.semantic);
        self.number("index", v.semantic_index);
        match v.location {
            Some(l) => self.number("location", l),
            None => self.bare("location", "-"),
        }
        self.bare("builtin", v.built_in.name());
        self.bare("scalar", v.scalar.name());
        self.number("components", v.components);
        self.bare("format", v.format.map_or("None", |f| f.name()));
        self.number("offset", v.offset);
        self.bare("interp", v.interpolation.name());
    }

    /// A `type` record and its children. Type trees come from the layout engine (depth-limited)
    /// or from [`from_text`] (depth-limited), so this recursion is bounded.
    fn ty(&mut self, depth: usize, t: &ReflectedType) {
        self.start(depth, "type");
        self.bare("kind", t.kind.name());
        self.bare("scalar", t.scalar.name());
        self.number("rows", t.rows);
        self.number("cols", t.columns);
        self.string("name", &t.name);
        self.number("size", t.size);
        self.number("align", t.alignment);
        self.number("length", t.length);
        self.number("stride", t.stride);
        self.number("mstride", t.matrix_stride);
        self.bare("packing", t.packing.name());
        if let Some(element) = &t.element {
            self.start(depth + 1, "element");
            self.ty(depth + 2, element);
        }
        for m in &t.members {
            self.start(depth + 1, "member");
            self.string("name", &m.name);
            self.number("offset", m.offset);
            self.ty(depth + 2, &m.ty);
        }
    }
}

/// Appends `value` as a double-quoted string with the format's escapes.
fn write_quoted(out: &mut String, value: &str) {
    out.push('"');
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Why a reflection file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("reflection file line {line}: {message}")]
pub struct TextFormatError {
    /// 1-based line number.
    pub line: usize,
    pub message: String,
}

fn err<T>(line: usize, message: impl Into<String>) -> Result<T, TextFormatError> {
    Err(TextFormatError {
        line,
        message: message.into(),
    })
}

/// One parsed record with its children.
struct Node {
    line: usize,
    keyword: String,
    attrs: Vec<(String, String)>,
    children: Vec<Node>,
}

impl Node {
    fn get(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn req(&self, key: &str) -> Result<&str, TextFormatError> {
        match self.get(key) {
            Some(v) => Ok(v),
            None => err(
                self.line,
                format!("'{}' record without '{key}'", self.keyword),
            ),
        }
    }

    fn num(&self, key: &str) -> Result<u32, TextFormatError> {
        let v = self.req(key)?;
        v.parse::<u32>().or_else(|_| {
            err(
                self.line,
                format!("'{key}' is '{v}', not an unsigned number"),
            )
        })
    }

    fn name<T: EnumName>(&self, key: &str) -> Result<T, TextFormatError> {
        let v = self.req(key)?;
        T::from_name(v).map_or_else(
            || err(self.line, format!("'{key}' has the unknown value '{v}'")),
            Ok,
        )
    }

    fn list<T: EnumName>(&self, key: &str) -> Result<Vec<T>, TextFormatError> {
        let v = self.req(key)?;
        if v == "-" {
            return Ok(Vec::new());
        }
        v.split(',')
            .map(|item| {
                T::from_name(item).map_or_else(
                    || err(self.line, format!("'{key}' has the unknown value '{item}'")),
                    Ok,
                )
            })
            .collect()
    }

    fn children<'a>(&'a self, keyword: &'a str) -> impl Iterator<Item = &'a Node> + 'a {
        self.children.iter().filter(move |c| c.keyword == keyword)
    }
}

/// Splits a record line into keyword and attributes.
fn parse_record(
    text: &str,
    line: usize,
) -> Result<(String, Vec<(String, String)>), TextFormatError> {
    let mut chars = text.char_indices().peekable();
    let keyword_end = text.find(' ').unwrap_or(text.len());
    let keyword = text[..keyword_end].to_owned();
    if keyword.is_empty() {
        return err(line, "empty record");
    }
    while chars.peek().is_some_and(|(i, _)| *i < keyword_end) {
        chars.next();
    }
    let mut attrs = Vec::new();
    loop {
        // Skip spaces.
        while chars.peek().is_some_and(|(_, c)| *c == ' ') {
            chars.next();
        }
        let Some(&(key_start, _)) = chars.peek() else {
            break;
        };
        let mut key_end = key_start;
        while let Some(&(i, c)) = chars.peek() {
            if c == '=' || c == ' ' {
                break;
            }
            key_end = i + c.len_utf8();
            chars.next();
        }
        let key = text[key_start..key_end].to_owned();
        if chars.next().map(|(_, c)| c) != Some('=') {
            return err(line, format!("attribute '{key}' without '='"));
        }
        let mut value = String::new();
        if chars.peek().is_some_and(|(_, c)| *c == '"') {
            chars.next();
            let mut closed = false;
            while let Some((_, c)) = chars.next() {
                match c {
                    '"' => {
                        closed = true;
                        break;
                    }
                    '\\' => match chars.next().map(|(_, c)| c) {
                        Some('\\') => value.push('\\'),
                        Some('"') => value.push('"'),
                        Some('n') => value.push('\n'),
                        Some('r') => value.push('\r'),
                        Some('t') => value.push('\t'),
                        Some('u') => {
                            let hex: String = (0..4)
                                .filter_map(|_| chars.next().map(|(_, c)| c))
                                .collect();
                            let decoded =
                                u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                            match decoded {
                                Some(c) if hex.len() == 4 => value.push(c),
                                _ => return err(line, format!("bad escape '\\u{hex}'")),
                            }
                        }
                        other => {
                            return err(line, format!("bad escape '\\{}'", other.unwrap_or(' ')))
                        }
                    },
                    c => value.push(c),
                }
            }
            if !closed {
                return err(line, "unterminated string");
            }
        } else {
            while let Some(&(_, c)) = chars.peek() {
                if c == ' ' {
                    break;
                }
                value.push(c);
                chars.next();
            }
        }
        attrs.push((key, value));
    }
    Ok((keyword, attrs))
}

/// Parses the lines after the header into a forest of records (iteratively).
fn parse_tree(lines: &[&str]) -> Result<Vec<Node>, TextFormatError> {
    // `stack[d]` is the open record at depth d.
    let mut roots: Vec<Node> = Vec::new();
    let mut stack: Vec<Node> = Vec::new();
    fn close_to(stack: &mut Vec<Node>, roots: &mut Vec<Node>, depth: usize) {
        while stack.len() > depth {
            let Some(node) = stack.pop() else { return };
            match stack.last_mut() {
                Some(parent) => parent.children.push(node),
                None => roots.push(node),
            }
        }
    }
    for (i, raw) in lines.iter().enumerate() {
        let line = i + 2;
        if raw.is_empty() {
            continue;
        }
        let trimmed = raw.trim_start_matches(' ');
        let indent = raw.len() - trimmed.len();
        if indent % 2 != 0 {
            return err(line, "indentation is not a multiple of two spaces");
        }
        let depth = indent / 2;
        if depth > stack.len() {
            return err(line, "record indented more than one level below its parent");
        }
        if depth > MAX_READ_DEPTH {
            return err(
                line,
                format!("records nest deeper than {MAX_READ_DEPTH} levels"),
            );
        }
        close_to(&mut stack, &mut roots, depth);
        let (keyword, attrs) = parse_record(trimmed, line)?;
        stack.push(Node {
            line,
            keyword,
            attrs,
            children: Vec::new(),
        });
    }
    close_to(&mut stack, &mut roots, 0);
    Ok(roots)
}

/// Reads a reflection file written by [`to_text`] (or any version-1 writer).
pub fn from_text(text: &str) -> Result<ShaderReflection, TextFormatError> {
    let lines: Vec<&str> = text.split('\n').collect();
    let header = lines.first().copied().unwrap_or("");
    if header != HEADER {
        return match header.strip_prefix("oneshader-reflection ") {
            Some(v) => err(
                1,
                format!("version {v} is not supported (this reader reads version 1)"),
            ),
            None => err(1, "not a OneShader reflection file"),
        };
    }
    let roots = parse_tree(lines.get(1..).unwrap_or(&[]))?;
    let mut out = ShaderReflection::default();
    for node in &roots {
        match node.keyword.as_str() {
            "source" => out.source = node.req("name")?.to_owned(),
            "targets" => out.targets = node.list::<CompileTarget>("list")?,
            "resource" => out.resources.push(read_resource(node)?),
            "push" => out.push_constants.push(PushConstantInfo {
                name: node.req("name")?.to_owned(),
                stages: node.list::<Stage>("stages")?,
                slots: read_slots(node, "slot")?,
                layout: match node.children("layout").next() {
                    Some(l) => read_layout(l)?,
                    None => return err(node.line, "'push' record without 'layout'"),
                },
            }),
            "spec" => out.spec_constants.push(SpecConstantInfo {
                name: node.req("name")?.to_owned(),
                id: node.num("id")?,
                ty: node.name("scalar")?,
                default_bits: node.num("default")?,
                slots: node
                    .children("slot")
                    .map(|s| {
                        Ok(SpecConstantSlot {
                            target: s.name("target")?,
                            index: s.num("index")?,
                            name: s.req("name")?.to_owned(),
                        })
                    })
                    .collect::<Result<_, TextFormatError>>()?,
            }),
            "entry" => out.entry_points.push(read_entry(node)?),
            _ => {} // Unknown records are ignored (additive changes keep version 1).
        }
    }
    // Without a `wgsl` (`msl`) attribute, a WGSL (MSL) entry function keeps the HLSL name.
    for e in &mut out.entry_points {
        if out.targets.contains(&CompileTarget::Wgsl) && e.wgsl_entry_point.is_none() {
            e.wgsl_entry_point = Some(e.name.clone());
        }
        if out.targets.contains(&CompileTarget::Msl) && e.msl_function_name.is_none() {
            e.msl_function_name = Some(e.name.clone());
        }
    }
    Ok(out)
}

fn read_slots(node: &Node, keyword: &str) -> Result<Vec<TargetSlot>, TextFormatError> {
    node.children(keyword)
        .map(|s| {
            Ok(TargetSlot {
                target: s.name("target")?,
                set: s.num("set")?,
                binding: s.num("binding")?,
            })
        })
        .collect()
}

fn read_layout(layout: &Node) -> Result<ReflectedType, TextFormatError> {
    match layout.children("type").next() {
        Some(t) => read_type(t),
        None => err(layout.line, "'layout' record without 'type'"),
    }
}

fn read_resource(node: &Node) -> Result<ResourceInfo, TextFormatError> {
    let mut r = ResourceInfo::new(
        node.req("name")?,
        node.name("kind")?,
        node.name("rtype")?,
        node.req("hlsl")?,
        node.num("count")?,
    );
    r.stages = node.list::<Stage>("stages")?;
    r.image_format = node.get("format").map(str::to_owned);
    if node.get("attachment").is_some() {
        r.input_attachment_index = Some(node.num("attachment")?);
    }
    r.combined_with = node.get("combined").map(str::to_owned);
    if node.get("heap").is_some() {
        r.descriptor_heap = Some(node.name("heap")?);
    }
    r.slots = read_slots(node, "slot")?;
    r.counter_slots = read_slots(node, "counter")?;
    if let Some(l) = node.children("layout").next() {
        r.layout = Some(read_layout(l)?);
    }
    for v in node.children("view") {
        r.views.push(ResourceView {
            name: v.req("name")?.to_owned(),
            kind: match v.get("kind") {
                Some(_) => Some(v.name("kind")?),
                None => None,
            },
            hlsl_type: v.req("hlsl")?.to_owned(),
            resource_type: v.name("rtype")?,
            count: v.num("count")?,
            stages: v.list::<Stage>("stages")?,
            layout: match v.children("layout").next() {
                Some(l) => Some(read_layout(l)?),
                None => None,
            },
            image_format: v.get("format").map(str::to_owned),
        });
    }
    Ok(r)
}

/// Reads a `type` tree; depth is bounded by [`MAX_READ_DEPTH`] in [`parse_tree`].
fn read_type(node: &Node) -> Result<ReflectedType, TextFormatError> {
    let element = match node.children("element").next() {
        Some(e) => Some(Box::new(read_layout_child(e)?)),
        None => None,
    };
    let members = node
        .children("member")
        .map(|m| {
            Ok(ReflectedMember {
                name: m.req("name")?.to_owned(),
                offset: m.num("offset")?,
                ty: read_layout_child(m)?,
            })
        })
        .collect::<Result<_, TextFormatError>>()?;
    Ok(ReflectedType {
        kind: node.name("kind")?,
        scalar: node.name("scalar")?,
        rows: node.num("rows")?,
        columns: node.num("cols")?,
        name: node.req("name")?.to_owned(),
        size: node.num("size")?,
        alignment: node.num("align")?,
        length: node.num("length")?,
        stride: node.num("stride")?,
        matrix_stride: node.num("mstride")?,
        packing: node.name("packing")?,
        element,
        members,
    })
}

/// The `type` child of an `element` or `member` record.
fn read_layout_child(node: &Node) -> Result<ReflectedType, TextFormatError> {
    match node.children("type").next() {
        Some(t) => read_type(t),
        None => err(
            node.line,
            format!("'{}' record without 'type'", node.keyword),
        ),
    }
}

fn read_variable(node: &Node) -> Result<StageVariable, TextFormatError> {
    let location = match node.req("location")? {
        "-" => None,
        _ => Some(node.num("location")?),
    };
    let format = match node.req("format")? {
        "None" => None,
        _ => Some(node.name("format")?),
    };
    Ok(StageVariable {
        name: node.req("name")?.to_owned(),
        semantic: node.req("semantic")?.to_owned(),
        semantic_index: node.num("index")?,
        location,
        built_in: node.name("builtin")?,
        scalar: node.name("scalar")?,
        components: node.num("components")?,
        format,
        offset: node.num("offset")?,
        interpolation: node.name("interp")?,
    })
}

fn read_entry(node: &Node) -> Result<EntryPointInfo, TextFormatError> {
    let mut e = EntryPointInfo::new(node.req("name")?, node.name("stage")?);
    let workgroup = node.req("workgroup")?;
    let parts: Vec<&str> = workgroup.split(',').collect();
    let [x, y, z] = parts[..] else {
        return err(
            node.line,
            format!("'workgroup' is '{workgroup}', not x,y,z"),
        );
    };
    for (slot, part) in e.workgroup_size.iter_mut().zip([x, y, z]) {
        *slot = part.parse().or_else(|_| {
            err(
                node.line,
                format!("'workgroup' is '{workgroup}', not x,y,z"),
            )
        })?;
    }
    e.vertex_stride = node.num("stride")?;
    e.wgsl_entry_point = node.get("wgsl").map(str::to_owned);
    e.msl_function_name = node.get("msl").map(str::to_owned);
    e.msl_vertex_buffer_index = match node.get("mslbuffer") {
        Some(_) => Some(node.num("mslbuffer")?),
        None => None,
    };
    for child in &node.children {
        match child.keyword.as_str() {
            "input" => e.inputs.push(read_variable(child)?),
            "output" => e.outputs.push(read_variable(child)?),
            "uses" => e.used_resources.push(child.req("name")?.to_owned()),
            "pushuse" => e.push_constant = Some(child.req("name")?.to_owned()),
            "specuse" => e.used_spec_constants.push(child.req("name")?.to_owned()),
            "features" => e.required_features = child.num("bits")?,
            "subgroups" => e.subgroup_operations = child.num("ops")?,
            _ => {}
        }
    }
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::DiagnosticBag;
    use crate::reflect::fixtures;
    use crate::sema::layout::{layout_of, LayoutRules};
    use crate::source::Span;
    use crate::types::VertexFormat;
    use crate::types::{MatrixPacking, Scalar, StructDef, StructMember, TypeArena};

    const SPRITE: &str = r#"oneshader-reflection 1
source name="Shaders/Sprite.hlsl"
targets list=SpirV
resource name="Frame" kind=ConstantBuffer count=1 stages=Vertex rtype=ConstantBuffer hlsl=""
  slot target=SpirV set=0 binding=0
  layout
    type kind=Struct scalar=Bool rows=0 cols=0 name="Frame" size=80 align=16 length=0 stride=0 mstride=0 packing=ColumnMajor
      member name="ViewProjection" offset=0
        type kind=Matrix scalar=Float rows=4 cols=4 name="" size=64 align=16 length=0 stride=0 mstride=16 packing=ColumnMajor
      member name="Tint" offset=64
        type kind=Vector scalar=Float rows=4 cols=0 name="" size=16 align=16 length=0 stride=0 mstride=0 packing=ColumnMajor
resource name="Atlas" kind=SampledTexture count=1 stages=Pixel rtype=Texture2D hlsl="Texture2D<float4>"
  slot target=SpirV set=0 binding=1
resource name="AtlasSampler" kind=Sampler count=1 stages=Pixel rtype=SamplerState hlsl="SamplerState"
  slot target=SpirV set=0 binding=2
entry name="VSMain" stage=Vertex workgroup=0,0,0 stride=20
  input name="i.Position" semantic="POSITION" index=0 location=0 builtin=None scalar=Float components=2 format=Float32x2 offset=0 interp=Default
  input name="i.Uv" semantic="TEXCOORD" index=0 location=1 builtin=None scalar=Float components=2 format=Float32x2 offset=8 interp=Default
  input name="i.Color" semantic="COLOR" index=0 location=2 builtin=None scalar=Float components=4 format=Unorm8x4 offset=16 interp=Default
  output name="Position" semantic="SV_Position" index=0 location=- builtin=Position scalar=Float components=4 format=None offset=0 interp=Default
  output name="Uv" semantic="TEXCOORD" index=0 location=0 builtin=None scalar=Float components=2 format=None offset=0 interp=Default
  output name="Color" semantic="COLOR" index=0 location=1 builtin=None scalar=Float components=4 format=None offset=0 interp=Default
  uses name="Frame"
entry name="PSMain" stage=Pixel workgroup=0,0,0 stride=0
  input name="i.Position" semantic="SV_Position" index=0 location=- builtin=FragCoord scalar=Float components=4 format=None offset=0 interp=Default
  input name="i.Uv" semantic="TEXCOORD" index=0 location=0 builtin=None scalar=Float components=2 format=None offset=0 interp=Default
  input name="i.Color" semantic="COLOR" index=0 location=1 builtin=None scalar=Float components=4 format=None offset=0 interp=Default
  output name="PSMain" semantic="SV_Target" index=0 location=0 builtin=None scalar=Float components=4 format=None offset=0 interp=Default
  uses name="Atlas"
  uses name="AtlasSampler"
"#;

    #[test]
    fn sprite_text_is_exact() {
        assert_eq!(to_text(&fixtures::sprite()), SPRITE);
    }

    /// The spec's record example (Frame with a `Weights[3]` array, size 128), line by line
    /// where the spec shows whole lines.
    #[test]
    fn spec_record_example_lines() {
        let mut types = TypeArena::new();
        let m44 = types.matrix(Scalar::FLOAT, 4, 4);
        let f4 = types.vector(Scalar::FLOAT, 4);
        let f = types.scalar(Scalar::FLOAT);
        let weights = types.array(f, 3);
        let frame = types.add_struct(StructDef {
            name: "Frame".into(),
            members: vec![
                StructMember::new("ViewProjection", m44, Span::default()),
                StructMember::new("Tint", f4, Span::default()),
                StructMember::new("Weights", weights, Span::default()),
            ],
            span: Span::default(),
        });
        let mut diags = DiagnosticBag::new();
        let layout = layout_of(
            &types,
            frame,
            MatrixPacking::ColumnMajor,
            LayoutRules::CONSTANT_BUFFER,
            &mut diags,
        );
        let mut r = ShaderReflection::new(
            "Shaders/Sprite.hlsl",
            vec![CompileTarget::SpirV, CompileTarget::Wgsl],
        );
        let mut cb = ResourceInfo::new(
            "Frame",
            ResourceKind::ConstantBuffer,
            ResourceTypeKind::ConstantBuffer,
            "",
            1,
        );
        cb.add_stage(Stage::Pixel);
        cb.add_stage(Stage::Vertex);
        cb.add_stage(Stage::Pixel);
        cb.slots = vec![TargetSlot::new(CompileTarget::SpirV, 0, 0)];
        cb.layout = Some(ReflectedType::from_layout(&types, &layout));
        r.resources.push(cb);
        let mut e = EntryPointInfo::new("VSMain", Stage::Vertex);
        e.vertex_stride = 32;
        // WGSL keeps the name, so the record has no `wgsl` attribute.
        e.wgsl_entry_point = Some("VSMain".into());
        let mut input = StageVariable::new("Position", "POSITION", 0, ReflectedScalar::Float, 2);
        input.location = Some(0);
        input.format = Some(VertexFormat::Float32x2);
        let mut output =
            StageVariable::new("Position", "SV_Position", 0, ReflectedScalar::Float, 4);
        output.built_in = BuiltIn::Position;
        e.inputs.push(input);
        e.outputs.push(output);
        e.used_resources.push("Frame".into());
        r.entry_points.push(e);

        let text = to_text(&r);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "oneshader-reflection 1");
        assert_eq!(lines[1], r#"source name="Shaders/Sprite.hlsl""#);
        assert_eq!(lines[2], "targets list=SpirV,Wgsl");
        assert_eq!(
            lines[3],
            r#"resource name="Frame" kind=ConstantBuffer count=1 stages=Vertex,Pixel rtype=ConstantBuffer hlsl="""#
        );
        assert_eq!(lines[4], "  slot target=SpirV set=0 binding=0");
        assert_eq!(lines[5], "  layout");
        assert_eq!(
            lines[6],
            r#"    type kind=Struct scalar=Bool rows=0 cols=0 name="Frame" size=128 align=16 length=0 stride=0 mstride=0 packing=ColumnMajor"#
        );
        assert_eq!(lines[7], r#"      member name="ViewProjection" offset=0"#);
        assert!(lines[8].starts_with("        type kind=Matrix "));
        assert!(lines[8].ends_with(" mstride=16 packing=ColumnMajor"));
        assert_eq!(lines[11], r#"      member name="Weights" offset=80"#);
        assert!(lines[12].starts_with("        type kind=Array "));
        assert!(lines[12].contains(" length=3 stride=16 "));
        assert_eq!(lines[13], "          element");
        assert!(lines[14].starts_with("            type kind=Scalar scalar=Float "));
        assert_eq!(
            lines[15],
            r#"entry name="VSMain" stage=Vertex workgroup=0,0,0 stride=32"#
        );
        assert_eq!(
            lines[16],
            r#"  input name="Position" semantic="POSITION" index=0 location=0 builtin=None scalar=Float components=2 format=Float32x2 offset=0 interp=Default"#
        );
        assert_eq!(
            lines[17],
            r#"  output name="Position" semantic="SV_Position" index=0 location=- builtin=Position scalar=Float components=4 format=None offset=0 interp=Default"#
        );
        assert_eq!(lines[18], r#"  uses name="Frame""#);
        assert_eq!(lines.len(), 19);
        assert!(text.ends_with('\n') && !text.contains('\r'));
        assert_eq!(from_text(&text), Ok(r));
    }

    #[test]
    fn round_trip_with_every_record() {
        let mut r = fixtures::sprite();
        r.resources[1].combined_with = Some("AtlasSampler".into());
        r.resources[2].combined_with = Some("Atlas".into());
        let mut rw = ResourceInfo::new(
            "Out \"main\"\n\\",
            ResourceKind::StorageTexture,
            ResourceTypeKind::RWTexture2D,
            "RWTexture2D<float4>",
            4,
        );
        rw.image_format = Some("rgba8".into());
        rw.stages = Vec::new();
        rw.counter_slots = vec![TargetSlot::new(CompileTarget::SpirV, 1, 3)];
        r.resources.push(rw);
        r.push_constants.push(PushConstantInfo {
            name: "Draw".into(),
            stages: vec![Stage::Vertex],
            slots: vec![TargetSlot::new(CompileTarget::Wgsl, 0, 3)],
            layout: r.resources[0].layout.clone().unwrap_or_default(),
        });
        r.spec_constants.push(SpecConstantInfo {
            name: "Quality".into(),
            id: 7,
            ty: SpecConstantType::UInt,
            default_bits: 3,
            slots: vec![SpecConstantSlot {
                target: CompileTarget::SpirV,
                index: 7,
                name: "Quality".into(),
            }],
        });
        let mut cs = EntryPointInfo::new("CSMain", Stage::Compute);
        cs.workgroup_size = [8, 4, 1];
        cs.push_constant = Some("Draw".into());
        cs.used_spec_constants = vec!["Quality".into()];
        cs.required_features = 5;
        r.entry_points.push(cs);
        let text = to_text(&r);
        assert!(text.contains(
            "resource name=\"Out \\\"main\\\"\\n\\\\\" kind=StorageTexture count=4 stages=- rtype=RWTexture2D hlsl=\"RWTexture2D<float4>\" format=\"rgba8\"\n  counter target=SpirV set=1 binding=3\n"
        ));
        assert!(text.contains("hlsl=\"Texture2D<float4>\" combined=\"AtlasSampler\"\n"));
        assert!(text.contains("push name=\"Draw\" stages=Vertex\n  slot target=Wgsl set=0 binding=3\n  layout\n    type kind=Struct"));
        assert!(text.contains("spec name=\"Quality\" id=7 scalar=UInt default=3\n  slot target=SpirV index=7 name=\"Quality\"\n"));
        assert!(text.ends_with(
            "entry name=\"CSMain\" stage=Compute workgroup=8,4,1 stride=0\n  pushuse name=\"Draw\"\n  specuse name=\"Quality\"\n  features bits=5\n"
        ));
        assert_eq!(from_text(&text), Ok(r));
    }

    #[test]
    fn wgsl_entry_point_is_written_only_where_wgsl_renames_it() {
        let mut r = ShaderReflection::new("a.hlsl", vec![CompileTarget::Wgsl]);
        let mut renamed = EntryPointInfo::new("loop", Stage::Compute);
        renamed.wgsl_entry_point = Some("loop_".into());
        let mut kept = EntryPointInfo::new("CSMain", Stage::Compute);
        kept.wgsl_entry_point = Some("CSMain".into());
        r.entry_points = vec![renamed, kept];
        let text = to_text(&r);
        assert!(text.contains(
            "entry name=\"loop\" stage=Compute workgroup=0,0,0 stride=0 wgsl=\"loop_\"\n"
        ));
        assert!(text.contains("entry name=\"CSMain\" stage=Compute workgroup=0,0,0 stride=0\n"));
        assert_eq!(from_text(&text), Ok(r.clone()));
        // Without the WGSL target there is no WGSL name, written or read.
        r.targets = vec![CompileTarget::SpirV];
        for e in &mut r.entry_points {
            e.wgsl_entry_point = None;
        }
        let text = to_text(&r);
        assert!(!text.contains("wgsl="));
        assert_eq!(from_text(&text), Ok(r));
    }

    #[test]
    fn reader_rejects_other_versions_and_ignores_unknown_things() {
        assert_eq!(
            from_text("oneshader-reflection 2\n").unwrap_err().message,
            "version 2 is not supported (this reader reads version 1)"
        );
        assert_eq!(from_text("hello\n").unwrap_err().line, 1);
        let text = "oneshader-reflection 1\nsource name=\"a.hlsl\" extra=1\nfuture thing=2\n  child x=\"y\"\ntargets list=SpirV\n";
        let r = from_text(text).expect("reads");
        assert_eq!(r.source, "a.hlsl");
        assert_eq!(r.targets, [CompileTarget::SpirV]);
    }

    /// docs/reflection.md: a version-1 file from a newer writer (unknown records, attributes
    /// and child records, at every depth) and one from an older writer (none of the optional
    /// records added since: `features`, `wgsl`, `combined`, `format`) both read, the absent
    /// ones as their stated defaults; an enum value the reader does not know is an error.
    #[test]
    fn reader_follows_the_versioning_rules() {
        let text = "oneshader-reflection 1
source name=\"a.hlsl\"
targets list=SpirV,Wgsl
heap name=\"Bindless\" kind=Resource
  slot target=SpirV set=3 binding=0
resource name=\"Atlas\" kind=SampledTexture count=1 stages=Pixel rtype=Texture2D hlsl=\"Texture2D<float4>\" unbounded=0 aliases=-
  slot target=SpirV set=0 binding=1 heap=\"Bindless\"
  slot target=Wgsl set=0 binding=1
  alias name=\"AtlasAlias\"
entry name=\"PSMain\" stage=Pixel workgroup=0,0,0 stride=0 capabilities=ImageQuery
  output name=\"PSMain\" semantic=\"SV_Target\" index=0 location=0 builtin=None scalar=Float components=4 format=None offset=0 interp=Default dual=0
  uses name=\"Atlas\"
  attachment name=\"GBuffer\" index=0
";
        let r = from_text(text).expect("a newer writer's version-1 file reads");
        let atlas = r.resource("Atlas").expect("Atlas");
        assert_eq!(atlas.slots.len(), 2);
        assert_eq!(atlas.combined_with, None);
        assert_eq!(atlas.image_format, None);
        let entry = r.entry_point("PSMain").expect("PSMain");
        assert_eq!(entry.used_resources, ["Atlas"]);
        assert_eq!(entry.outputs.len(), 1);
        // Absent optional records: no device features; the WGSL entry keeps the HLSL name.
        assert_eq!(entry.required_features, 0);
        assert_eq!(entry.wgsl_entry_point.as_deref(), Some("PSMain"));
        // What is understood is written back; what is not is dropped, not misread.
        let again = from_text(&to_text(&r)).expect("reads its own output");
        assert_eq!(again, r);

        assert!(atlas.views.is_empty());

        let unknown_kind = text.replace("kind=SampledTexture", "kind=TensorDescriptor");
        let e = from_text(&unknown_kind).unwrap_err();
        assert_eq!(e.line, 6);
        assert_eq!(e.message, "'kind' has the unknown value 'TensorDescriptor'");
    }

    /// An unbounded array is `count=0`; the views of its binding are `view` children, each
    /// with its own type, count, stages and layout, and they read back as written.
    #[test]
    fn unbounded_arrays_and_views_round_trip() {
        let text = "oneshader-reflection 1
source name=\"b.hlsl\"
targets list=SpirV
resource name=\"Tables\" kind=StorageBuffer count=0 stages=Pixel,Compute rtype=ByteAddressBuffer hlsl=\"ByteAddressBuffer\"
  slot target=SpirV set=2 binding=0
  view name=\"RwTables\" count=0 stages=Compute rtype=RWByteAddressBuffer hlsl=\"RWByteAddressBuffer\"
  view name=\"Meshes\" count=4 stages=- rtype=StructuredBuffer hlsl=\"StructuredBuffer<uint>\"
    layout
      type kind=Scalar scalar=UInt rows=1 cols=1 name=\"\" size=4 align=4 length=0 stride=0 mstride=0 packing=ColumnMajor
";
        let r = from_text(text).expect("reads");
        let t = r.resource("Tables").expect("Tables");
        assert!(t.is_unbounded());
        assert_eq!(t.views.len(), 2);
        assert_eq!(t.views[0].name, "RwTables");
        assert_eq!(t.views[0].count, 0);
        assert_eq!(t.views[0].stages, [Stage::Compute]);
        assert_eq!(t.views[1].count, 4);
        assert!(t.views[1].layout.is_some());
        assert_eq!(
            r.binding_of("Meshes").map(|b| b.name.as_str()),
            Some("Tables")
        );
        // A view of the record's kind has no `kind`.
        assert!(t.views.iter().all(|v| v.kind.is_none()));
        assert_eq!(to_text(&r), text);
    }

    /// A descriptor heap's binding: `heap=` on the record, views of several kinds.
    #[test]
    fn descriptor_heap_bindings_round_trip() {
        let text = "oneshader-reflection 1
source name=\"h.hlsl\"
targets list=SpirV
resource name=\"ResourceDescriptorHeap\" kind=SampledTexture count=0 stages=Pixel rtype=Texture2D hlsl=\"Texture2D<float4>\" heap=ResourceDescriptorHeap
  slot target=SpirV set=0 binding=0
  view name=\"ResourceDescriptorHeap\" kind=StorageBuffer count=0 stages=Pixel rtype=ByteAddressBuffer hlsl=\"ByteAddressBuffer\"
";
        let r = from_text(text).expect("reads");
        let heap = &r.resources[0];
        assert_eq!(
            heap.descriptor_heap,
            Some(crate::vk_bindings::DescriptorHeap::Resource)
        );
        assert_eq!(heap.views[0].kind, Some(ResourceKind::StorageBuffer));
        assert_eq!(to_text(&r), text);
        let e = from_text(&text.replace("heap=ResourceDescriptorHeap", "heap=Heap")).unwrap_err();
        assert_eq!(e.message, "'heap' has the unknown value 'Heap'");
    }

    #[test]
    fn reader_reports_malformed_input_without_panicking() {
        let cases = [
            (
                "oneshader-reflection 1\nsource name=\"open\n",
                2,
                "unterminated string",
            ),
            (
                "oneshader-reflection 1\n   source name=\"a\"\n",
                2,
                "indentation is not a multiple of two spaces",
            ),
            (
                "oneshader-reflection 1\nsource\n    x a=1\n",
                3,
                "record indented more than one level below its parent",
            ),
            (
                "oneshader-reflection 1\ntargets list=SpirV,Dx12\n",
                2,
                "'list' has the unknown value 'Dx12'",
            ),
            (
                "oneshader-reflection 1\nsource name=\"\\q\"\n",
                2,
                "bad escape '\\q'",
            ),
            (
                "oneshader-reflection 1\nsource name=\"\\u12\"\n",
                2,
                "bad escape '\\u12\"'",
            ),
            (
                "oneshader-reflection 1\nentry name=\"a\" stage=Pixel workgroup=1,2 stride=0\n",
                2,
                "'workgroup' is '1,2', not x,y,z",
            ),
            (
                "oneshader-reflection 1\nresource name=\"a\"\n",
                2,
                "'resource' record without 'kind'",
            ),
            (
                "oneshader-reflection 1\nsource name\n",
                2,
                "attribute 'name' without '='",
            ),
        ];
        for (text, line, message) in cases {
            let e = from_text(text).unwrap_err();
            assert_eq!((e.line, e.message.as_str()), (line, message), "{text:?}");
        }
        // Deep nesting is refused, not recursed into.
        let mut deep = String::from("oneshader-reflection 1\n");
        for d in 0..1000 {
            deep.push_str(&"  ".repeat(d));
            deep.push_str("x\n");
        }
        assert!(from_text(&deep)
            .unwrap_err()
            .message
            .contains("deeper than"));
    }
}
