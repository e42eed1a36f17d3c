//! Typed value lists, the data language of `.case` files.
//!
//! Input: the whitespace-separated tokens after a `buffer`, `texture`, `vertices` or `expect`
//! line's colon. A type word (`u32`, `i32`, `f32`, `u8`, `unorm8`) sets the type of the numbers
//! that follow; `N*V` repeats `V` N times; `A..B` is the integer range A, A+1, ..., B-1; `zero N`
//! is N zero `u32` words; `?` (or `N*?`) is a value of the current type that expectations do not
//! check. Output: a list of [`Value`]s, whose little-endian bytes are a buffer's contents.
//! Invariant: parsing never panics; errors are messages that name the bad token.

/// One typed value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    U32(u32),
    I32(i32),
    F32(f32),
    /// A byte compared exactly.
    U8(u8),
    /// A byte of a normalized (unorm8) colour, compared within the tolerance.
    Unorm8(u8),
    /// A value of `width` bytes that is not compared (expectations only).
    Any {
        width: usize,
    },
}

/// The type that numbers in a list are read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    U32,
    I32,
    F32,
    U8,
    Unorm8,
}

impl ValueType {
    fn parse(word: &str) -> Option<ValueType> {
        Some(match word {
            "u32" => ValueType::U32,
            "i32" => ValueType::I32,
            "f32" => ValueType::F32,
            "u8" => ValueType::U8,
            "unorm8" => ValueType::Unorm8,
            _ => return None,
        })
    }

    fn width(self) -> usize {
        match self {
            ValueType::U32 | ValueType::I32 | ValueType::F32 => 4,
            ValueType::U8 | ValueType::Unorm8 => 1,
        }
    }

    fn number(self, token: &str) -> Result<Value, String> {
        let bad = |what: &str| format!("'{token}' is not {what}");
        Ok(match self {
            ValueType::U32 => Value::U32(parse_u32(token).ok_or_else(|| bad("a u32"))?),
            ValueType::I32 => Value::I32(token.parse().map_err(|_| bad("an i32"))?),
            ValueType::F32 => Value::F32(parse_f32(token).ok_or_else(|| bad("an f32"))?),
            ValueType::U8 => Value::U8(token.parse().map_err(|_| bad("a u8 (0..=255)"))?),
            ValueType::Unorm8 => {
                Value::Unorm8(token.parse().map_err(|_| bad("a unorm8 byte (0..=255)"))?)
            }
        })
    }
}

/// Decimal or `0x` hexadecimal.
fn parse_u32(token: &str) -> Option<u32> {
    match token.strip_prefix("0x") {
        Some(hex) => u32::from_str_radix(hex, 16).ok(),
        None => token.parse().ok(),
    }
}

/// A decimal float, or `bits:0x...` for an exact bit pattern.
fn parse_f32(token: &str) -> Option<f32> {
    match token.strip_prefix("bits:") {
        Some(bits) => parse_u32(bits).map(f32::from_bits),
        None => token.parse().ok(),
    }
}

impl Value {
    /// Bytes this value takes.
    pub fn width(self) -> usize {
        match self {
            Value::U32(_) | Value::I32(_) | Value::F32(_) => 4,
            Value::U8(_) | Value::Unorm8(_) => 1,
            Value::Any { width } => width,
        }
    }

    /// Appends the little-endian bytes (zeros for `Any`).
    pub fn write(self, out: &mut Vec<u8>) {
        match self {
            Value::U32(v) => out.extend_from_slice(&v.to_le_bytes()),
            Value::I32(v) => out.extend_from_slice(&v.to_le_bytes()),
            Value::F32(v) => out.extend_from_slice(&v.to_le_bytes()),
            Value::U8(v) | Value::Unorm8(v) => out.push(v),
            Value::Any { width } => out.extend(std::iter::repeat_n(0, width)),
        }
    }

    /// Reads a value of the same type as `self` from `bytes` (which has `self.width()` bytes).
    pub fn read_like(self, bytes: &[u8]) -> Value {
        let word = || {
            let mut w = [0u8; 4];
            w.copy_from_slice(&bytes[..4]);
            w
        };
        match self {
            Value::U32(_) => Value::U32(u32::from_le_bytes(word())),
            Value::I32(_) => Value::I32(i32::from_le_bytes(word())),
            Value::F32(_) => Value::F32(f32::from_le_bytes(word())),
            Value::U8(_) => Value::U8(bytes[0]),
            Value::Unorm8(_) => Value::Unorm8(bytes[0]),
            Value::Any { width } => Value::Any { width },
        }
    }

    /// Whether `got` matches this expected value: integers exactly, floats and unorm8 bytes
    /// within `tolerance` (absolute; NaN matches NaN); `Any` matches everything.
    pub fn matches(self, got: Value, tolerance: f64) -> bool {
        match (self, got) {
            (Value::F32(e), Value::F32(g)) => {
                (e.is_nan() && g.is_nan()) || (f64::from(e) - f64::from(g)).abs() <= tolerance
            }
            (Value::Unorm8(e), Value::Unorm8(g)) => f64::from(e.abs_diff(g)) <= tolerance.max(0.0),
            (Value::Any { .. }, _) => true,
            (e, g) => e == g,
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::U32(v) => write!(f, "{v}u"),
            Value::I32(v) => write!(f, "{v}i"),
            Value::F32(v) => write!(f, "{v:?}"),
            Value::U8(v) => write!(f, "{v}"),
            Value::Unorm8(v) => write!(f, "{v}/255"),
            Value::Any { .. } => f.write_str("?"),
        }
    }
}

/// Parses a typed list. `allow_any`: whether `?` is accepted (expectations only).
pub fn parse_values(tokens: &[&str], allow_any: bool) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    let mut ty: Option<ValueType> = None;
    let mut i = 0;
    while i < tokens.len() {
        let token = tokens[i];
        i += 1;
        if let Some(t) = ValueType::parse(token) {
            ty = Some(t);
            continue;
        }
        if token == "zero" {
            let count = tokens
                .get(i)
                .and_then(|n| parse_u32(n))
                .ok_or("'zero' needs a word count: zero N")?;
            i += 1;
            out.extend(std::iter::repeat_n(Value::U32(0), count as usize));
            continue;
        }
        let Some(t) = ty else {
            return Err(format!(
                "'{token}' has no type: start the list with u32, i32, f32, u8 or unorm8"
            ));
        };
        let (count, item) = match token.split_once('*') {
            Some((n, v)) => (
                parse_u32(n)
                    .ok_or_else(|| format!("'{token}': the repeat count is not a number"))?,
                v,
            ),
            None => (1, token),
        };
        if count > 1 << 24 {
            return Err(format!("'{token}': more than 16M values"));
        }
        if item == "?" {
            if !allow_any {
                return Err("'?' (not compared) is only allowed in expectations".into());
            }
            out.extend(std::iter::repeat_n(
                Value::Any { width: t.width() },
                count as usize,
            ));
            continue;
        }
        if let Some((a, b)) = item.split_once("..") {
            if count != 1 {
                return Err(format!("'{token}': a range cannot be repeated"));
            }
            let (a, b): (i64, i64) = match (a.parse(), b.parse()) {
                (Ok(a), Ok(b)) if a <= b && b - a <= 1 << 24 => (a, b),
                _ => return Err(format!("'{token}' is not a range A..B with A <= B")),
            };
            for v in a..b {
                out.push(t.number(&v.to_string())?);
            }
            continue;
        }
        let value = t.number(item)?;
        out.extend(std::iter::repeat_n(value, count as usize));
    }
    Ok(out)
}

/// The little-endian bytes of a list.
pub fn to_bytes(values: &[Value]) -> Vec<u8> {
    let mut out = Vec::new();
    for v in values {
        v.write(&mut out);
    }
    out
}
