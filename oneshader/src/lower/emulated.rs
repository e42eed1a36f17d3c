//! The built-ins of [`Emulated`], expanded into existing IR instructions (bit operations,
//! conversions, `Bitcast`, `CompositeConstruct`, `Select` and the component-wise intrinsics),
//! so that every backend writes them without knowing them.
//!
//! Input: the call's arguments, already converted to the parameter types that
//! `sema::intrinsics_extra` gave (packed 8-bit vectors are `uint`). Output: the value (void for
//! `asuint(double, out lo, out hi)`, which stores into its places). Bytes are taken apart with
//! shifts and masks on 32-bit `uint` (never 8-bit types, which WGSL lacks and Vulkan makes
//! optional), so the integer built-ins run on every target; the double ones need a target with
//! 64-bit floats (WGSL refuses them with OSH5202).

use super::expr::const_id;
use super::func::FnCx;
use crate::ir::{BinaryOp, IntrinsicOp, Value};
use crate::sema::hir::{ConstValue, Expr, ExprId};
use crate::sema::intrinsics_extra::Emulated;
use crate::types::{Scalar, Type, TypeId};

impl<'a, 'p, 'm> FnCx<'a, 'p, 'm> {
    pub(super) fn emulated(&mut self, which: Emulated, args: &[ExprId], e: &'p Expr) -> Value {
        let ty = e.ty;
        if which == Emulated::AsUintSplit {
            return self.as_uint_split(args, e);
        }
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.ty_of(a)).collect();
        let vals = self.args(args);
        self.b.set_span(e.span);
        match (which, &vals[..]) {
            (Emulated::IsNormal, &[x]) => {
                let t = arg_tys[0];
                self.per_row(&[x], t, ty, |cx, v, rt| cx.is_normal(v[0], rt))
            }
            (Emulated::Lit, &[l, h, m]) => self.lit(l, h, m, ty),
            (Emulated::Dst, &[a, b]) => self.dst(a, b, ty),
            (Emulated::Msad4, &[r, s, acc]) => self.msad4(r, s, acc),
            (Emulated::D3dColorToUbyte4, &[c]) => {
                // DXC: int4(c.zyxw * 255.002); the constant is the float nearest 255.002.
                let f4 = arg_tys[0];
                let bgra = self.b.swizzle(c, vec![2, 1, 0, 3]);
                let k = self.const_of(f4, ConstValue::Float(f64::from(255.002f32)));
                let scaled = self.b.binary(BinaryOp::Mul, bgra, k);
                self.b.convert(scaled, ty)
            }
            (Emulated::AsDouble, &[lo, hi]) => self.as_double(lo, hi, ty),
            (Emulated::Dot2Add, &[a, b, acc]) => {
                // DXC: the product in the inputs' precision, widened, its two halves added,
                // then the accumulator.
                let p = self.b.binary(BinaryOp::Mul, a, b);
                let f2 = self.b.types().vector(Scalar::FLOAT, 2);
                let p = self.convert(p, arg_tys[0], f2);
                let x = self.b.extract(p, vec![0]);
                let y = self.b.extract(p, vec![1]);
                let sum = self.b.binary(BinaryOp::Add, x, y);
                self.b.binary(BinaryOp::Add, sum, acc)
            }
            (Emulated::Dot4Add { signed }, &[a, b, acc]) => {
                let (ba, bb) = if signed {
                    (self.signed_bytes(a), self.signed_bytes(b))
                } else {
                    (self.unsigned_bytes(a), self.unsigned_bytes(b))
                };
                let d = self.b.dot(ba, bb);
                self.b.binary(BinaryOp::Add, d, acc)
            }
            (Emulated::Pack { clamp }, &[v]) => self.pack(v, arg_tys[0], clamp),
            (Emulated::Unpack { signed }, &[p]) => {
                let bytes = if signed {
                    self.signed_bytes(p)
                } else {
                    self.unsigned_bytes(p)
                };
                let bt = self.b.value_type(bytes);
                self.convert(bytes, bt, ty)
            }
            (Emulated::AddUint64, &[a, b]) => self.add_uint64(a, b, ty),
            _ => self.bad_arity(e),
        }
    }

    /// A constant of `ty` (scalar, or a vector with every component `c`).
    fn const_of(&mut self, ty: TypeId, c: ConstValue) -> Value {
        match const_id(self.b.module, ty, &c) {
            Some(id) => Value::Constant(id),
            None => Value::Undef(ty),
        }
    }

    fn uvec4(&mut self, parts: [u32; 4]) -> Value {
        let t = self.b.types().vector(Scalar::UINT, 4);
        let c = ConstValue::Composite(parts.iter().map(|&p| ConstValue::Uint(p.into())).collect());
        self.const_of(t, c)
    }

    /// The four bytes of a uint, low byte first, zero-extended: `(p >> (0, 8, 16, 24)) & 255`.
    fn unsigned_bytes(&mut self, p: Value) -> Value {
        let u4 = self.b.types().vector(Scalar::UINT, 4);
        let v = self.b.splat(p, u4);
        let shifts = self.uvec4([0, 8, 16, 24]);
        let shifted = self.b.binary(BinaryOp::Shr, v, shifts);
        let mask = self.const_splat(u4, 0xff);
        self.b.binary(BinaryOp::BitAnd, shifted, mask)
    }

    /// The four bytes of a uint, low byte first, sign-extended: each byte moved to the top,
    /// then an arithmetic shift down.
    fn signed_bytes(&mut self, p: Value) -> Value {
        let u4 = self.b.types().vector(Scalar::UINT, 4);
        let i4 = self.b.types().vector(Scalar::INT, 4);
        let v = self.b.splat(p, u4);
        let shifts = self.uvec4([24, 16, 8, 0]);
        let top = self.b.binary(BinaryOp::Shl, v, shifts);
        let top = self.b.bitcast(top, i4);
        let down = self.const_splat(i4, 24);
        self.b.binary(BinaryOp::Shr, top, down)
    }

    /// `isnormal` on a scalar or vector: for 32-bit floats, as DXC, the exponent field neither
    /// all zeros (zero, subnormal) nor all ones (infinity, NaN). For 16-bit `half` the same
    /// test is written as `2^-14 <= |x| <= 65504` in float (false for NaN), which needs no
    /// 16-bit integers (WGSL has none; DXC bit-casts to `ushort`).
    fn is_normal(&mut self, x: Value, bool_ty: TypeId) -> Value {
        let xt = self.b.value_type(x);
        let s = self.b.module.types.scalar_of(xt).unwrap_or(Scalar::FLOAT);
        let (a, b) = if s.width == 16 {
            let ft = self.b.types().with_scalar(xt, Scalar::FLOAT);
            let f = self.b.convert(x, ft);
            let abs = self.b.intrinsic(IntrinsicOp::Abs, vec![f], ft);
            let min = self.const_of(ft, ConstValue::Float(6.103_515_625e-5));
            let max = self.const_of(ft, ConstValue::Float(65504.0));
            let a = self.b.binary(BinaryOp::Ge, abs, min);
            let b = self.b.binary(BinaryOp::Le, abs, max);
            (a, b)
        } else {
            let ut = self.b.types().with_scalar(xt, Scalar::UINT);
            let bits = self.b.bitcast(x, ut);
            let mask = self.const_splat(ut, 0x7f80_0000);
            let zero = self.const_splat(ut, 0);
            let exp = self.b.binary(BinaryOp::BitAnd, bits, mask);
            let a = self.b.binary(BinaryOp::Ne, exp, zero);
            let b = self.b.binary(BinaryOp::Ne, exp, mask);
            (a, b)
        };
        let r = self.b.binary(BinaryOp::LogicalAnd, a, b);
        debug_assert_eq!(self.b.value_type(r), bool_ty);
        r
    }

    /// `lit(l, h, m)` = `(1, l < 0 ? 0 : l, (l < 0 || h < 0) ? 0 : pow(h, m), 1)`: the
    /// documented semantics and DXC's DXIL (DXC's SPIR-V multiplies `h * m` instead).
    fn lit(&mut self, l: Value, h: Value, m: Value, ty: TypeId) -> Value {
        let st = self.b.value_type(l);
        let zero = self.const_splat(st, 0);
        let one = self.const_splat(st, 1);
        let l_neg = self.b.binary(BinaryOp::Lt, l, zero);
        let h_neg = self.b.binary(BinaryOp::Lt, h, zero);
        let diffuse = self.b.select(l_neg, zero, l);
        let either = self.b.binary(BinaryOp::LogicalOr, l_neg, h_neg);
        let pow = self.b.intrinsic(IntrinsicOp::Pow, vec![h, m], st);
        let specular = self.b.select(either, zero, pow);
        self.b.construct(ty, vec![one, diffuse, specular, one])
    }

    /// `dst(a, b)` = `(1, a.y * b.y, a.z, b.w)`.
    fn dst(&mut self, a: Value, b: Value, ty: TypeId) -> Value {
        let ay = self.b.extract(a, vec![1]);
        let by = self.b.extract(b, vec![1]);
        let az = self.b.extract(a, vec![2]);
        let bw = self.b.extract(b, vec![3]);
        let y = self.b.binary(BinaryOp::Mul, ay, by);
        let st = self.b.value_type(ay);
        let one = self.const_splat(st, 1);
        self.b.construct(ty, vec![one, y, az, bw])
    }

    /// `msad4(ref, src, accum)`: for each byte alignment i of the 8 source bytes, the sum over
    /// the reference bytes that are not zero of |ref byte - source byte|, added to accum[i].
    /// The windows are DXIL's (`src.x >> 8i` with `src.y`'s low bytes above it).
    fn msad4(&mut self, reference: Value, src: Value, accum: Value) -> Value {
        let u4 = self.b.types().vector(Scalar::UINT, 4);
        let x = self.b.extract(src, vec![0]);
        let y = self.b.extract(src, vec![1]);
        let ref_bytes = self.unsigned_bytes(reference);
        let zero4 = self.const_splat(u4, 0);
        let skip = self.b.binary(BinaryOp::Eq, ref_bytes, zero4);
        let mut sums = Vec::with_capacity(4);
        for i in 0..4u32 {
            let window = if i == 0 {
                x
            } else {
                let lo_shift = self.b.const_u32(8 * i);
                let hi_shift = self.b.const_u32(32 - 8 * i);
                let lo = self.b.binary(BinaryOp::Shr, x, lo_shift);
                let hi = self.b.binary(BinaryOp::Shl, y, hi_shift);
                self.b.binary(BinaryOp::BitOr, lo, hi)
            };
            let w = self.unsigned_bytes(window);
            let big = self.b.intrinsic(IntrinsicOp::Max, vec![ref_bytes, w], u4);
            let small = self.b.intrinsic(IntrinsicOp::Min, vec![ref_bytes, w], u4);
            let diff = self.b.binary(BinaryOp::Sub, big, small);
            let diff = self.b.select(skip, zero4, diff);
            let ones = self.const_splat(u4, 1);
            let sum = self.b.dot(diff, ones);
            let a = self.b.extract(accum, vec![i]);
            sums.push(self.b.binary(BinaryOp::Add, a, sum));
        }
        self.b.construct(u4, sums)
    }

    /// `asdouble(lo, hi)`: each (lo, hi) pair bit-cast to a double, as DXC.
    fn as_double(&mut self, lo: Value, hi: Value, ty: TypeId) -> Value {
        let u2 = self.b.types().vector(Scalar::UINT, 2);
        let d = self.b.types().scalar(Scalar::DOUBLE);
        let n = match self.tget(ty) {
            Type::Vector { size, .. } => size as u32,
            _ => 0,
        };
        if n == 0 {
            let pair = self.b.construct(u2, vec![lo, hi]);
            return self.b.bitcast(pair, d);
        }
        let parts = (0..n)
            .map(|i| {
                let l = self.b.extract(lo, vec![i]);
                let h = self.b.extract(hi, vec![i]);
                let pair = self.b.construct(u2, vec![l, h]);
                self.b.bitcast(pair, d)
            })
            .collect();
        self.b.construct(ty, parts)
    }

    /// `asuint(d, out lo, out hi)`: each double bit-cast to a (lo, hi) uint2, as DXC.
    fn as_uint_split(&mut self, args: &[ExprId], e: &'p Expr) -> Value {
        let [d, lo, hi] = args[..] else {
            return self.bad_arity(e);
        };
        let dt = self.ty_of(d);
        let dv = self.expr(d);
        self.b.set_span(e.span);
        let u2 = self.b.types().vector(Scalar::UINT, 2);
        let n = match self.tget(dt) {
            Type::Vector { size, .. } => size as u32,
            _ => 0,
        };
        let halves = |cx: &mut Self, x: Value| {
            let pair = cx.b.bitcast(x, u2);
            (cx.b.extract(pair, vec![0]), cx.b.extract(pair, vec![1]))
        };
        let (lv, hv) = if n == 0 {
            halves(self, dv)
        } else {
            let (ls, hs): (Vec<Value>, Vec<Value>) = (0..n)
                .map(|i| {
                    let x = self.b.extract(dv, vec![i]);
                    halves(self, x)
                })
                .unzip();
            let ut = self.b.types().vector(Scalar::UINT, n as u8);
            (self.b.construct(ut, ls), self.b.construct(ut, hs))
        };
        for (out, v) in [(lo, lv), (hi, hv)] {
            match self.place(out) {
                Some(p) => self.store_place(&p, v, e.span),
                None => self.unsupported(e.span, "Passing this expression as an 'out' argument"),
            }
        }
        self.void_value()
    }

    /// `pack_*8(v)`: (clamped, then) the low byte of each component, x in the low byte.
    fn pack(&mut self, v: Value, vt: TypeId, clamp: Option<bool>) -> Value {
        let v = match clamp {
            None => v,
            Some(signed) => {
                let (lo, hi) = if signed { (-128, 127) } else { (0, 255) };
                let lo = self.const_splat(vt, lo);
                let hi = self.const_splat(vt, hi);
                self.b.intrinsic(IntrinsicOp::Clamp, vec![v, lo, hi], vt)
            }
        };
        // To 32 bits (sign or zero extension does not touch the low byte), then to uint.
        let s = self.b.module.types.scalar_of(vt).unwrap_or(Scalar::INT);
        let wide = self.b.types().vector(
            if s.kind == crate::types::ScalarKind::Uint {
                Scalar::UINT
            } else {
                Scalar::INT
            },
            4,
        );
        let v = self.convert(v, vt, wide);
        let u4 = self.b.types().vector(Scalar::UINT, 4);
        let u = self.convert(v, wide, u4);
        let mask = self.const_splat(u4, 0xff);
        let bytes = self.b.binary(BinaryOp::BitAnd, u, mask);
        let shifts = self.uvec4([0, 8, 16, 24]);
        let placed = self.b.binary(BinaryOp::Shl, bytes, shifts);
        let mut acc = self.b.extract(placed, vec![0]);
        for i in 1..4 {
            let c = self.b.extract(placed, vec![i]);
            acc = self.b.binary(BinaryOp::BitOr, acc, c);
        }
        acc
    }

    /// `AddUint64(a, b)`: per (low, high) pair, low = a.lo + b.lo and high = a.hi + b.hi +
    /// the carry out of the low word.
    fn add_uint64(&mut self, a: Value, b: Value, ty: TypeId) -> Value {
        let n = match self.tget(ty) {
            Type::Vector { size, .. } => size as u32,
            _ => 2,
        };
        let mut out = Vec::with_capacity(n as usize);
        for pair in 0..n / 2 {
            let (l, h) = (2 * pair, 2 * pair + 1);
            let al = self.b.extract(a, vec![l]);
            let bl = self.b.extract(b, vec![l]);
            let ah = self.b.extract(a, vec![h]);
            let bh = self.b.extract(b, vec![h]);
            let lo = self.b.binary(BinaryOp::Add, al, bl);
            let wrapped = self.b.binary(BinaryOp::Lt, lo, al);
            let one = self.b.const_u32(1);
            let zero = self.b.const_u32(0);
            let carry = self.b.select(wrapped, one, zero);
            let hi = self.b.binary(BinaryOp::Add, ah, bh);
            let hi = self.b.binary(BinaryOp::Add, hi, carry);
            out.push(lo);
            out.push(hi);
        }
        self.b.construct(ty, out)
    }
}
