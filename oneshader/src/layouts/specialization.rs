//! [`SpecializationValues`]: the values of an entry point's specialization constants, for each API.
//!
//! Input: an [`EntryLayout`] (the constants it reads, with ids, types and defaults). Output:
//! `VkSpecializationInfo` contents (4 bytes per constant in declaration order, little-endian),
//! Metal function-constant values (index, `MTLDataType`, bits) and WebGPU's `constants` record
//! keyed by decimal id. A bool is a 4-byte 0 or 1 everywhere. Wrong names or types are
//! `InvalidSpecialization` errors.

use super::entry::{EntryLayout, SpecConstantLayout};
use super::error::{LayoutError, LayoutErrorKind};
use crate::reflect::model::SpecConstantType;
use std::fmt;

/// A value for one constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpecValue {
    Bool(bool),
    Int(i32),
    UInt(u32),
    Float(f32),
}

impl SpecValue {
    fn ty(self) -> SpecConstantType {
        match self {
            SpecValue::Bool(_) => SpecConstantType::Bool,
            SpecValue::Int(_) => SpecConstantType::Int,
            SpecValue::UInt(_) => SpecConstantType::UInt,
            SpecValue::Float(_) => SpecConstantType::Float,
        }
    }

    fn bits(self) -> u32 {
        match self {
            SpecValue::Bool(b) => u32::from(b),
            SpecValue::Int(i) => i as u32,
            SpecValue::UInt(u) => u,
            SpecValue::Float(f) => f.to_bits(),
        }
    }
}

/// `VkSpecializationMapEntry` data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecializationMapEntry {
    pub constant_id: u32,
    pub offset: u32,
    pub size: u32,
}

/// `VkSpecializationInfo` contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecializationInfo {
    pub map_entries: Vec<SpecializationMapEntry>,
    pub data: Vec<u8>,
}

/// One `MTLFunctionConstantValues` entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionConstantValue {
    pub index: u32,
    /// `MTLDataType`: 3 float, 29 int, 33 uint, 53 bool.
    pub data_type: u32,
    pub bits: u32,
}

/// WebGPU's `constants` record, in id order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WebGpuConstants(pub Vec<(String, f64)>);

impl fmt::Display for WebGpuConstants {
    /// `{ "0": 8, "1": 0, "2": 2 }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self
            .0
            .iter()
            .map(|(k, v)| format!("\"{k}\": {v}"))
            .collect();
        write!(f, "{{ {} }}", items.join(", "))
    }
}

/// Values for the constants an entry point reads (defaults until set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecializationValues {
    constants: Vec<SpecConstantLayout>,
    /// 32-bit pattern per constant, parallel to `constants`.
    bits: Vec<u32>,
}

impl SpecializationValues {
    /// The defaults of every constant `layout` reads.
    pub fn for_entry(layout: &EntryLayout) -> SpecializationValues {
        SpecializationValues {
            constants: layout.spec_constants.clone(),
            bits: layout
                .spec_constants
                .iter()
                .map(|c| c.default_bits)
                .collect(),
        }
    }

    /// Sets a constant by name; the value's type must be the constant's.
    pub fn set(
        mut self,
        name: &str,
        value: SpecValue,
    ) -> Result<SpecializationValues, LayoutError> {
        let Some(i) = self.constants.iter().position(|c| c.name == name) else {
            let names: Vec<&str> = self.constants.iter().map(|c| c.name.as_str()).collect();
            return Err(LayoutError::new(
                LayoutErrorKind::InvalidSpecialization,
                format!(
                    "The entry point reads no specialization constant named '{name}'. Use one of: {}.",
                    if names.is_empty() { "(none)".to_string() } else { names.join(", ") }
                ),
            ));
        };
        let (Some(c), Some(slot)) = (self.constants.get(i), self.bits.get_mut(i)) else {
            return Ok(self);
        };
        if c.ty != value.ty() {
            return Err(LayoutError::new(
                LayoutErrorKind::InvalidSpecialization,
                format!(
                    "The specialization constant '{name}' is {:?}, not {:?}: pass a {:?} value.",
                    c.ty,
                    value.ty(),
                    c.ty
                ),
            ));
        }
        *slot = value.bits();
        Ok(self)
    }

    /// The constants and their current 32-bit patterns, in declaration order.
    pub fn values(&self) -> impl Iterator<Item = (&SpecConstantLayout, u32)> {
        self.constants.iter().zip(self.bits.iter().copied())
    }

    /// `VkSpecializationInfo` contents: 4 bytes per constant, in order.
    pub fn to_vulkan(&self) -> SpecializationInfo {
        let mut map_entries = Vec::new();
        let mut data = Vec::new();
        for (c, bits) in self.values() {
            map_entries.push(SpecializationMapEntry {
                constant_id: c.id,
                offset: data.len() as u32,
                size: 4,
            });
            data.extend_from_slice(&bits.to_le_bytes());
        }
        SpecializationInfo { map_entries, data }
    }

    /// `MTLFunctionConstantValues` entries.
    pub fn to_metal(&self) -> Vec<FunctionConstantValue> {
        self.values()
            .map(|(c, bits)| FunctionConstantValue {
                index: c.msl_index,
                data_type: match c.ty {
                    SpecConstantType::Float => 3,
                    SpecConstantType::Int => 29,
                    SpecConstantType::UInt => 33,
                    SpecConstantType::Bool => 53,
                },
                bits,
            })
            .collect()
    }

    /// WebGPU's `constants` record (a bool is 0 or 1), in id order.
    pub fn to_webgpu(&self) -> WebGpuConstants {
        let mut items: Vec<(u32, f64)> = self
            .values()
            .map(|(c, bits)| {
                let v = match c.ty {
                    SpecConstantType::Bool => f64::from(u8::from(bits != 0)),
                    SpecConstantType::Int => f64::from(bits as i32),
                    SpecConstantType::UInt => f64::from(bits),
                    SpecConstantType::Float => f64::from(f32::from_bits(bits)),
                };
                (c.id, v)
            })
            .collect();
        items.sort_by_key(|(id, _)| *id);
        WebGpuConstants(
            items
                .into_iter()
                .map(|(id, v)| (id.to_string(), v))
                .collect(),
        )
    }
}
