//! Which operations on constants a language would evaluate when the shader is created, and
//! reject there: WGSL evaluates every expression of literals (a const-expression) at shader
//! creation, and a result that overflows, is NaN or infinity, or an argument outside the
//! function's domain (`sqrt(-1)`, `pow(-1, 0.5)`, `normalize(0)`) makes the whole module
//! invalid. HLSL defines those results (IEEE NaN and infinity), so the writer keeps such an
//! operation out of constant evaluation (its operands go through variables) and the value is
//! computed when the shader runs, as on the other targets.
//!
//! Input: an instruction and its module. Output: whether its operands are all `float`
//! constants and evaluating it in `f32` would fail; `false` whenever that is not known (the
//! caller then writes the operation as usual). Also: whether a constant itself is not finite
//! (written as a bit pattern, which WGSL also evaluates and rejects).

use crate::ir::{BinaryOp, ConstValue, InstKind, IntrinsicOp, Module, Value};
use crate::types::{Scalar, Type};

/// The components of a `float` scalar or vector constant, as `f32`.
fn floats(m: &Module, v: Value) -> Option<Vec<f32>> {
    let Value::Constant(c) = v else {
        return None;
    };
    let c = m.constants.get(c)?;
    let one = |bits: u64| f32::from_bits(bits as u32);
    match (m.types.get(c.ty), &c.value) {
        (Type::Scalar(Scalar::FLOAT), ConstValue::Scalar(bits)) => Some(vec![one(*bits)]),
        (Type::Scalar(Scalar::FLOAT), ConstValue::Zero) => Some(vec![0.0]),
        (
            Type::Vector {
                scalar: Scalar::FLOAT,
                size,
            },
            ConstValue::Zero,
        ) => Some(vec![0.0; size as usize]),
        (
            Type::Vector {
                scalar: Scalar::FLOAT,
                ..
            },
            ConstValue::Composite(parts),
        ) => parts
            .iter()
            .map(|p| match m.constants.get(*p).map(|p| &p.value) {
                Some(ConstValue::Scalar(bits)) => Some(one(*bits)),
                Some(ConstValue::Zero) => Some(0.0),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The components of a `float` scalar or vector constant (`None` for other constants).
pub fn float_components(m: &Module, v: Value) -> Option<Vec<f32>> {
    floats(m, v)
}

/// Whether the constant `v` is a `float` scalar or vector with a NaN or infinite component.
pub fn is_non_finite(m: &Module, v: Value) -> bool {
    floats(m, v).is_some_and(|xs| xs.iter().any(|x| !x.is_finite()))
}

/// Whether reinterpreting the integer constant `v` as `float` (the type `to`) gives a NaN or an
/// infinity (`asfloat(0x7f800000)`).
pub fn bits_are_non_finite(m: &Module, v: Value, to: crate::types::TypeId) -> bool {
    let Value::Constant(c) = v else {
        return false;
    };
    if m.types.scalar_of(to) != Some(Scalar::FLOAT) {
        return false;
    }
    let Some(c) = m.constants.get(c) else {
        return false;
    };
    let word = |value: &ConstValue| match value {
        ConstValue::Scalar(bits) => !f32::from_bits(*bits as u32).is_finite(),
        _ => false,
    };
    match &c.value {
        ConstValue::Composite(parts) => parts
            .iter()
            .any(|p| m.constants.get(*p).is_some_and(|p| word(&p.value))),
        value => word(value),
    }
}

/// Component `i` of an operand, splatting a scalar.
fn at(xs: &[f32], i: usize) -> f32 {
    xs.get(i).or(xs.first()).copied().unwrap_or(0.0)
}

/// Whether evaluating `kind` at shader creation would fail.
pub fn fails_at_creation(m: &Module, kind: &InstKind) -> bool {
    let (args, op) = match kind {
        InstKind::CallIntrinsic { op, args } => (args.as_slice(), Some(*op)),
        InstKind::Binary {
            op: BinaryOp::Div,
            lhs,
            rhs,
        } => {
            let (Some(a), Some(b)) = (floats(m, *lhs), floats(m, *rhs)) else {
                return false;
            };
            let n = a.len().max(b.len());
            return (0..n).any(|i| !(at(&a, i) / at(&b, i)).is_finite());
        }
        _ => return false,
    };
    let Some(op) = op else { return false };
    let Some(xs) = args
        .iter()
        .map(|a| floats(m, *a))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let n = xs.iter().map(Vec::len).max().unwrap_or(0);
    let x = |i: usize| at(&xs[0], i);
    let y = |i: usize| xs.get(1).map_or(0.0, |ys| at(ys, i));
    let each = |f: &dyn Fn(usize) -> bool| (0..n).any(f);
    let bad = |r: f32| !r.is_finite();
    use IntrinsicOp as O;
    match op {
        O::Sqrt => each(&|i| x(i) < 0.0),
        O::InverseSqrt | O::Log | O::Log2 | O::Log10 => each(&|i| x(i) <= 0.0),
        O::Rcp => each(&|i| x(i) == 0.0),
        O::Asin | O::Acos => each(&|i| x(i).abs() > 1.0),
        O::Exp => each(&|i| bad(x(i).exp())),
        O::Exp2 => each(&|i| bad(x(i).exp2())),
        O::Sinh | O::Cosh => each(&|i| bad(x(i).sinh()) || bad(x(i).cosh())),
        O::Pow => each(&|i| {
            let (a, b) = (x(i), y(i));
            a < 0.0 || (a == 0.0 && b <= 0.0) || bad(a.powf(b))
        }),
        O::Ldexp => each(&|i| bad(x(i) * y(i).exp2())),
        O::Normalize => xs[0].iter().all(|c| *c == 0.0),
        O::Length | O::Distance => {
            let sum: f32 = (0..n)
                .map(|i| (x(i) - if op == O::Distance { y(i) } else { 0.0 }).powi(2))
                .sum();
            bad(sum)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::naga_validate;
    use crate::{compile, CompileOptions, CompileTarget};

    /// HLSL whose WGSL, with constants written as literals, naga (and Tint) reject at shader
    /// creation: each value is NaN, infinite or outside the function's domain.
    const SRC: &str = "RWStructuredBuffer<float4> o;
[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    o[0] = float4(pow(-1, 0.5), sqrt(-1.0), log(0.0), rsqrt(0.0));
    o[1] = float4(normalize(float2(0, 0)), ldexp(1, 300), exp(100.0));
    o[2] = float4(asfloat(0x7f800000), asfloat(0x7fc00000), 1.0 / 0.0, acos(2.0));
    o[3] = float4(pow(2.0, 3.0), sqrt(4.0), 1.0 / 2.0, id.x);
}
";

    #[test]
    fn constants_wgsl_would_reject_at_shader_creation_are_computed_at_run_time() {
        let options = CompileOptions {
            targets: vec![CompileTarget::Wgsl],
            ..CompileOptions::default()
        };
        let r = compile(SRC, "c.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let text = r.find("main", CompileTarget::Wgsl).expect("blob").as_text();
        if let Err(e) = naga_validate(text) {
            panic!("{e}\n{text}");
        }
        // The failing ones read a variable; the others stay literal expressions.
        assert!(text.contains("pow(t"), "{text}");
        assert!(text.contains("pow(2.0f, 3.0f)"), "{text}");
        assert!(text.contains("sqrt(4.0f)"), "{text}");
        assert!(!text.contains("bitcast<f32>(2139095040u)"), "{text}");
    }
}
