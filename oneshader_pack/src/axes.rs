//! Variant axes and the variant space of one shader.
//!
//! Input: the spec's axes string (`"ALPHA_TEST;LIGHTING=NONE|LAMBERT|PBR"`) or a list of named
//! define sets. Output: a [`VariantSpace`]: the axes, the variants in order (cartesian product,
//! first axis varying slowest, minus excluded combinations) with their names and define sets, and
//! a dense table from the full-product index to the variant slot so a key finds its variant in
//! O(1) even when rules removed combinations.
//!
//! Rules (the spec's): a bare `NAME` is a flag, defined as `1` or not at all; `NAME=A|B|C` is a
//! choice that defines `NAME` as the value and `NAME_VALUE` as `1`. Names and values are ASCII
//! letters, digits and `_`; a name does not start with a digit.

use serde::{Deserialize, Serialize};

/// Products larger than this are refused before any table is allocated.
pub const MAX_PRODUCT: usize = 1 << 20;

/// Slot value in the dense table for a combination that a rule excluded.
pub const NO_VARIANT: u32 = u32::MAX;

/// One axis: a flag (two positions, off then on) or a choice between values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Axis {
    pub name: String,
    /// `None` for a flag, the values for a choice (or the set names of a named shader).
    pub values: Option<Vec<String>>,
}

impl Axis {
    /// How many positions the axis has.
    pub fn radix(&self) -> usize {
        self.values.as_ref().map_or(2, Vec::len)
    }

    pub fn is_flag(&self) -> bool {
        self.values.is_none()
    }

    /// The position of a value given as text: for a flag `1`/`0`, `On`/`Off`, `true`/`false`.
    pub fn position_of(&self, value: &str) -> Option<usize> {
        match &self.values {
            None => match value {
                "0" | "Off" | "off" | "false" => Some(0),
                "1" | "On" | "on" | "true" => Some(1),
                _ => None,
            },
            Some(values) => values.iter().position(|v| v == value),
        }
    }
}

/// A syntax error in an axes or defines string, with the byte offset inside that string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisError {
    pub offset: usize,
    pub message: String,
}

pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Checks a macro name; `what` names it in the message.
pub(crate) fn check_name(s: &str, offset: usize, what: &str) -> Result<(), AxisError> {
    let bad = |message: String| Err(AxisError { offset, message });
    if s.is_empty() {
        return bad(format!("An empty {what}. Write letters, digits and '_'."));
    }
    if let Some(c) = s.chars().find(|c| !is_ident_char(*c)) {
        return bad(format!(
            "'{c}' is not allowed in the {what} '{s}'. Use letters, digits and '_'."
        ));
    }
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        return bad(format!(
            "The {what} '{s}' starts with a digit. Start it with a letter or '_'."
        ));
    }
    Ok(())
}

/// The non-empty `;`-separated items of `text`, each as (byte offset of the item in `text`,
/// trimmed name, untrimmed text after `=` if there is one).
fn split_items(text: &str) -> impl Iterator<Item = (usize, &str, Option<&str>)> {
    let mut offset = 0;
    text.split(';').filter_map(move |item| {
        let item_offset = offset + (item.len() - item.trim_start().len());
        offset += item.len() + 1;
        let item = item.trim();
        if item.is_empty() {
            return None;
        }
        Some(match item.split_once('=') {
            None => (item_offset, item, None),
            Some((name, value)) => (item_offset, name.trim(), Some(value)),
        })
    })
}

/// Parses `"ALPHA_TEST;LIGHTING=NONE|LAMBERT|PBR"`. Empty items (a trailing `;`) are skipped.
pub fn parse_axes(text: &str) -> Result<Vec<Axis>, AxisError> {
    let mut axes: Vec<Axis> = Vec::new();
    for (item_offset, name, values) in split_items(text) {
        check_name(name, item_offset, "axis name")?;
        if axes.iter().any(|a| a.name == name) {
            return Err(AxisError {
                offset: item_offset,
                message: format!("The axis '{name}' is declared twice. Declare each axis once."),
            });
        }
        let values = match values {
            None => None,
            Some(v) => {
                let value_offset = item_offset + name.len() + 1;
                let mut list: Vec<String> = Vec::new();
                for value in v.split('|') {
                    let value = value.trim();
                    if value.is_empty() || !value.chars().all(is_ident_char) {
                        return Err(AxisError {
                            offset: value_offset,
                            message: format!(
                                "The axis '{name}' has an invalid value '{value}'. Values are letters, digits and '_', separated by '|' (NAME=A|B|C)."
                            ),
                        });
                    }
                    if list.iter().any(|x| x == value) {
                        return Err(AxisError {
                            offset: value_offset,
                            message: format!(
                                "The axis '{name}' lists the value '{value}' twice. List each value once."
                            ),
                        });
                    }
                    list.push(value.to_string());
                }
                Some(list)
            }
        };
        axes.push(Axis {
            name: name.to_string(),
            values,
        });
    }
    if axes.is_empty() {
        return Err(AxisError {
            offset: 0,
            message: "The axes are empty. Write at least one axis, e.g. \"ALPHA_TEST;LIGHTING=NONE|PBR\".".into(),
        });
    }
    Ok(axes)
}

/// Parses a define list `"NIGHT=1;STARS"` (also accepts one define per item of a list).
pub fn parse_defines(text: &str) -> Result<Vec<(String, Option<String>)>, AxisError> {
    let mut out = Vec::new();
    for (item_offset, name, value) in split_items(text) {
        check_name(name, item_offset, "define name")?;
        out.push((name.to_string(), value.map(|v| v.trim().to_string())));
    }
    Ok(out)
}

/// `ALPHA_TEST` -> `AlphaTest`, `PBR` -> `Pbr`, `2` -> `2`.
pub fn pascal_case(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for part in s.split('_').filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    out
}

/// A define set: `(NAME, Some(VALUE))` or `(NAME, None)` for a bare `NAME`.
pub type DefineList = Vec<(String, Option<String>)>;

/// One variant of a shader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// `AlphaTestOn_LightingPbr`, or the set's name for named variants.
    pub name: String,
    /// What a user reads: `ALPHA_TEST=1, LIGHTING=PBR` (the axis defines, no `NAME_VALUE`), or the
    /// named set's defines.
    pub label: String,
    /// Every define the compile gets (with `LIGHTING_PBR=1`), without the manifest's shared ones.
    pub defines: Vec<(String, Option<String>)>,
    /// The position on each axis.
    pub key: Vec<u16>,
    /// Index in the full cartesian product.
    pub product_index: u32,
}

/// The axes of a shader and its variants in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantSpace {
    pub axes: Vec<Axis>,
    /// True when the variants are named define sets (one pseudo-axis holding the names).
    pub named: bool,
    pub variants: Vec<Variant>,
    /// Full-product index -> variant slot, [`NO_VARIANT`] where a rule excluded it.
    pub dense: Vec<u32>,
}

/// The product of the radices, or `None` past [`MAX_PRODUCT`].
pub fn product(axes: &[Axis]) -> Option<usize> {
    let mut n: usize = 1;
    for a in axes {
        n = n.checked_mul(a.radix())?;
        if n > MAX_PRODUCT {
            return None;
        }
    }
    Some(n)
}

/// Mixed-radix index of a key (first axis slowest); `None` when a digit is out of range or the
/// key has the wrong length.
pub fn index_of(axes: &[Axis], key: &[u16]) -> Option<usize> {
    if key.len() != axes.len() {
        return None;
    }
    let mut index = 0usize;
    for (axis, &digit) in axes.iter().zip(key) {
        let radix = axis.radix();
        if digit as usize >= radix {
            return None;
        }
        index = index.checked_mul(radix)?.checked_add(digit as usize)?;
    }
    Some(index)
}

/// How many combinations of `axes` `keep` accepts, without making any variant: the manifest
/// checks `max_variants` with this before generating (20 flag axes are 2^20 combinations, whose
/// names and define sets took 1.75 GB). One key buffer; the caller has checked [`product`].
pub fn count_kept(axes: &[Axis], keep: impl Fn(&[u16]) -> bool) -> usize {
    let Some(total) = product(axes) else {
        return 0;
    };
    let mut key = vec![0u16; axes.len()];
    let mut kept = 0;
    for _ in 0..total {
        kept += usize::from(keep(&key));
        // Next key, last axis fastest (the order of `from_axes`).
        for (digit, axis) in key.iter_mut().zip(axes).rev() {
            *digit += 1;
            if (*digit as usize) < axis.radix() {
                break;
            }
            *digit = 0;
        }
    }
    kept
}

impl VariantSpace {
    /// The cartesian product of `axes`, keeping the combinations `keep` accepts. The caller has
    /// checked [`product`] first; a product past the limit gives an empty space.
    pub fn from_axes(axes: Vec<Axis>, keep: impl Fn(&[u16]) -> bool) -> VariantSpace {
        let total = product(&axes).unwrap_or(0);
        let mut dense = vec![NO_VARIANT; total];
        let mut variants = Vec::new();
        let mut key = vec![0u16; axes.len()];
        for (index, slot) in dense.iter_mut().enumerate() {
            // Digits of `index`, last axis fastest.
            let mut rest = index;
            for (digit, axis) in key.iter_mut().zip(&axes).rev() {
                *digit = (rest % axis.radix()) as u16;
                rest /= axis.radix();
            }
            if !keep(&key) {
                continue;
            }
            *slot = variants.len() as u32;
            variants.push(Self::axis_variant(&axes, &key, index as u32));
        }
        VariantSpace {
            axes,
            named: false,
            variants,
            dense,
        }
    }

    fn axis_variant(axes: &[Axis], key: &[u16], product_index: u32) -> Variant {
        let mut names = Vec::new();
        let mut labels = Vec::new();
        let mut defines = Vec::new();
        for (axis, &digit) in axes.iter().zip(key) {
            match &axis.values {
                None => {
                    let on = digit == 1;
                    names.push(format!(
                        "{}{}",
                        pascal_case(&axis.name),
                        if on { "On" } else { "Off" }
                    ));
                    if on {
                        labels.push(format!("{}=1", axis.name));
                        defines.push((axis.name.clone(), Some("1".to_string())));
                    }
                }
                Some(values) => {
                    let value = values.get(digit as usize).map_or("", String::as_str);
                    names.push(format!("{}{}", pascal_case(&axis.name), pascal_case(value)));
                    labels.push(format!("{}={}", axis.name, value));
                    defines.push((axis.name.clone(), Some(value.to_string())));
                    defines.push((format!("{}_{}", axis.name, value), Some("1".to_string())));
                }
            }
        }
        Variant {
            name: names.join("_"),
            label: labels.join(", "),
            defines,
            key: key.to_vec(),
            product_index,
        }
    }

    /// Named define sets, in the order given: one pseudo-axis `VARIANT` whose values are the names.
    pub fn from_named(sets: Vec<(String, DefineList)>) -> VariantSpace {
        let names: Vec<String> = sets.iter().map(|(n, _)| n.clone()).collect();
        let variants: Vec<Variant> = sets
            .into_iter()
            .enumerate()
            .map(|(i, (name, defines))| Variant {
                label: name.clone(),
                name,
                defines,
                key: vec![i as u16],
                product_index: i as u32,
            })
            .collect();
        VariantSpace {
            dense: (0..variants.len() as u32).collect(),
            axes: vec![Axis {
                name: "VARIANT".into(),
                values: Some(names),
            }],
            named: true,
            variants,
        }
    }

    /// The variant slot of a key, O(1) in the number of variants.
    pub fn slot_of(&self, key: &[u16]) -> Option<usize> {
        let index = index_of(&self.axes, key)?;
        match self.dense.get(index) {
            Some(&slot) if slot != NO_VARIANT => Some(slot as usize),
            _ => None,
        }
    }
}

/// The define set as `ALPHA_TEST=1 LIGHTING=PBR` text (for listings).
pub fn defines_text(defines: &[(String, Option<String>)]) -> String {
    defines
        .iter()
        .map(|(n, v)| match v {
            Some(v) => format!("{n}={v}"),
            None => n.clone(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_axes_give_the_specs_six_variants_in_order() {
        let axes = parse_axes("ALPHA_TEST;LIGHTING=NONE|LAMBERT|PBR").unwrap();
        let space = VariantSpace::from_axes(axes, |_| true);
        let names: Vec<&str> = space.variants.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "AlphaTestOff_LightingNone",
                "AlphaTestOff_LightingLambert",
                "AlphaTestOff_LightingPbr",
                "AlphaTestOn_LightingNone",
                "AlphaTestOn_LightingLambert",
                "AlphaTestOn_LightingPbr"
            ]
        );
        assert_eq!(space.variants[5].label, "ALPHA_TEST=1, LIGHTING=PBR");
        assert_eq!(space.variants[2].label, "LIGHTING=PBR");
        assert_eq!(
            defines_text(&space.variants[5].defines),
            "ALPHA_TEST=1 LIGHTING=PBR LIGHTING_PBR=1"
        );
        assert_eq!(space.slot_of(&[1, 2]), Some(5));
        assert_eq!(space.slot_of(&[2, 0]), None);
    }

    #[test]
    fn excluded_combinations_leave_a_sparse_table() {
        let axes = parse_axes("A;B=X|Y").unwrap();
        let space = VariantSpace::from_axes(axes, |k| !(k[0] == 1 && k[1] == 0));
        assert_eq!(space.variants.len(), 3);
        assert_eq!(space.dense, vec![0, 1, NO_VARIANT, 2]);
        assert_eq!(space.slot_of(&[1, 1]), Some(2));
        assert_eq!(space.slot_of(&[1, 0]), None);
    }

    #[test]
    fn malformed_axes_say_where_and_what() {
        let e = parse_axes("A;B=X||Y").unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(e.message.contains("invalid value ''"), "{}", e.message);
        let e = parse_axes("A;A").unwrap_err();
        assert!(e.message.contains("declared twice"));
        let e = parse_axes("A; 9X").unwrap_err();
        assert_eq!(e.offset, 3);
        assert!(e.message.contains("starts with a digit"));
        assert!(parse_axes("A-B").is_err());
    }
}
