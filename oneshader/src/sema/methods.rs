//! Methods of resource objects (`tex.Sample(...)`, `buf.Load(...)`, `buf.GetDimensions(...)`)
//! and what `object[index]` means on a resource.
//!
//! Input: the object's type (a [`Type::Resource`]), the method name and the argument types.
//! Output: a [`ResolvedIntrinsic`] whose `params`/`out_params` describe the arguments only —
//! the object itself is NOT included (it becomes `args[0]` of the HIR
//! [`crate::sema::hir::ExprKind::Intrinsic`], and lowering reads its type from there). Out
//! arguments (`GetDimensions`, `original` of atomics) follow the copy-back rule of
//! [`crate::sema::intrinsics`].
//!
//! Each method of each resource kind is a small list of forms (HLSL's overloads); the form
//! whose arguments convert at the lowest total cost is chosen (ties: the first listed, which
//! is the `uint` form of `GetDimensions`). As in DXC, coordinates convert implicitly: a longer
//! vector is truncated (the caller warns OSH0307) and a scalar splats; a shorter vector does
//! not convert.
//!
//! The `clamp` and `status` arguments and four-offset gathers are the tails of
//! [`TexTail`]. Refused with OSH0350: `GatherCmpGreen/Blue/Alpha` (no Vulkan form, as in DXC)
//! and 64-bit byte-address atomics. Typed byte-address access (`Load<T>`, `Store<T>`) is built
//! from the word forms here by `typed_buffer`.

use super::convert::implicit_conversion;
use super::hir::{AtomicOp, GatherChannel, Intrinsic, TexTail};
use super::intrinsics::{expected_phrase, IntrinsicError, ResolvedIntrinsic};
use crate::diag::Code;
use crate::types::{
    Access, ResourceType, Scalar, StructuredKind, TextureDim, Type, TypeArena, TypeId,
};

/// One overload of a method.
struct Form {
    op: Intrinsic,
    params: Vec<TypeId>,
    outs: Vec<bool>,
    result: TypeId,
}

impl Form {
    fn new(op: Intrinsic, params: Vec<TypeId>, result: TypeId) -> Form {
        let outs = vec![false; params.len()];
        Form {
            op,
            params,
            outs,
            result,
        }
    }
}

/// Every method name some resource has (a known name on the wrong resource is OSH0315, an
/// unknown one `NotIntrinsic`).
const METHOD_NAMES: &[&str] = &[
    "Sample",
    "SampleBias",
    "SampleLevel",
    "SampleGrad",
    "SampleCmp",
    "SampleCmpLevelZero",
    "SampleCmpLevel",
    "SampleCmpGrad",
    "SampleCmpBias",
    "Gather",
    "GatherRed",
    "GatherGreen",
    "GatherBlue",
    "GatherAlpha",
    "GatherCmp",
    "GatherCmpRed",
    "GatherCmpGreen",
    "GatherCmpBlue",
    "GatherCmpAlpha",
    "CalculateLevelOfDetail",
    "CalculateLevelOfDetailUnclamped",
    "Load",
    "Load2",
    "Load3",
    "Load4",
    "Store",
    "Store2",
    "Store3",
    "Store4",
    "GetDimensions",
    "GetSamplePosition",
    "InterlockedAdd",
    "InterlockedAnd",
    "InterlockedOr",
    "InterlockedXor",
    "InterlockedMin",
    "InterlockedMax",
    "InterlockedExchange",
    "InterlockedCompareExchange",
    "InterlockedCompareStore",
    "InterlockedCompareExchangeFloatBitwise",
    "InterlockedCompareStoreFloatBitwise",
    "Append",
    "Consume",
    "IncrementCounter",
    "DecrementCounter",
    "SubpassLoad",
];

/// A method call being resolved.
struct MethodCall<'a> {
    object: TypeId,
    method: &'a str,
    args: &'a [TypeId],
    types: &'a mut TypeArena,
}

/// Components of a texture's coordinate: its dimensions, plus the layer of an array.
pub(super) fn coord_components(dim: TextureDim, arrayed: bool) -> u8 {
    let dims = match dim {
        TextureDim::D1 => 1,
        TextureDim::D2 => 2,
        TextureDim::D3 | TextureDim::Cube => 3,
    };
    dims + arrayed as u8
}

impl MethodCall<'_> {
    fn object_name(&self) -> String {
        self.types.display(self.object)
    }

    fn arg_list(&self) -> String {
        self.args
            .iter()
            .map(|&a| self.types.display(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn bad_use(&self, why: &str) -> IntrinsicError {
        IntrinsicError::Unsupported(
            Code::BAD_RESOURCE_USE,
            format!(
                "'{}' is not available on {}: {why}.",
                self.method,
                self.object_name()
            ),
        )
    }

    fn not_yet(&self, what: &str) -> IntrinsicError {
        IntrinsicError::Unsupported(
            Code::UNSUPPORTED,
            format!("'{}' {what} is not supported yet.", self.method),
        )
    }

    fn scalar(&mut self, s: Scalar) -> TypeId {
        self.types.scalar(s)
    }

    /// A scalar for 1 component, else a vector.
    fn vec(&mut self, s: Scalar, n: u8) -> TypeId {
        if n <= 1 {
            self.types.scalar(s)
        } else {
            self.types.vector(s, n)
        }
    }

    fn void(&mut self) -> TypeId {
        self.types.void()
    }

    fn sampler(&mut self, comparison: bool) -> TypeId {
        self.types
            .intern(Type::Resource(ResourceType::Sampler { comparison }))
    }

    /// A clear error when `args[0]` is the other kind of sampler.
    fn check_sampler(&self, comparison: bool) -> Result<(), IntrinsicError> {
        let Some(&first) = self.args.first() else {
            return Ok(());
        };
        if let Type::Resource(ResourceType::Sampler { comparison: got }) = self.types.get(first) {
            if got != comparison {
                let (want, have) = if comparison {
                    ("SamplerComparisonState", "SamplerState")
                } else {
                    ("SamplerState", "SamplerComparisonState")
                };
                return Err(IntrinsicError::NoOverload(format!(
                    "'{}' needs a {want}, but the sampler argument is a {have}.",
                    self.method
                )));
            }
        }
        Ok(())
    }

    /// Chooses among `forms`: the right argument count, every argument converting (in:
    /// argument to parameter; out: parameter back to the place), lowest total cost.
    fn pick(&self, forms: Vec<Form>) -> Result<ResolvedIntrinsic, IntrinsicError> {
        let counts = forms.iter().map(|f| f.params.len());
        let (min, max) = (counts.clone().min().unwrap_or(0), counts.max().unwrap_or(0));
        let n = self.args.len();
        if !forms.iter().any(|f| f.params.len() == n) {
            return Err(IntrinsicError::WrongArgumentCount {
                expected: expected_phrase(min, max),
                got: n,
            });
        }
        let mut best: Option<(u32, usize)> = None;
        for (i, form) in forms.iter().enumerate() {
            if form.params.len() != n {
                continue;
            }
            let mut total = 0u32;
            let mut viable = true;
            for ((&param, &out), &arg) in form.params.iter().zip(&form.outs).zip(self.args) {
                let cost = if out {
                    implicit_conversion(self.types, param, arg)
                } else {
                    implicit_conversion(self.types, arg, param)
                };
                match cost {
                    Some(c) => total += c.weight(),
                    None => {
                        viable = false;
                        break;
                    }
                }
            }
            if viable && best.is_none_or(|(b, _)| total < b) {
                best = Some((total, i));
            }
        }
        let Some(form) = best.and_then(|(_, i)| forms.get(i)) else {
            return Err(IntrinsicError::NoOverload(format!(
                "'{}' on {} has no overload for ({}): it takes {}.",
                self.method,
                self.object_name(),
                self.arg_list(),
                describe_forms(self.types, &forms)
            )));
        };
        Ok(ResolvedIntrinsic {
            op: form.op,
            params: form.params.clone(),
            out_params: form.outs.clone(),
            result: form.result,
            warnings: Vec::new(),
        })
    }

    /// The forms of `method` on the object.
    fn forms(&mut self) -> Result<Vec<Form>, IntrinsicError> {
        let Type::Resource(resource) = self.types.get(self.object) else {
            return Err(IntrinsicError::NotIntrinsic);
        };
        match resource {
            ResourceType::Texture {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined,
            } => {
                let tex = Tex {
                    dim,
                    arrayed,
                    multisampled,
                    access,
                    texel,
                    combined,
                };
                self.texture_forms(tex)
            }
            ResourceType::TypedBuffer { access, texel } => self.typed_buffer_forms(access, texel),
            ResourceType::StructuredBuffer { kind, element } => {
                self.structured_forms(kind, element)
            }
            ResourceType::ByteAddressBuffer { access } => self.byte_address_forms(access),
            ResourceType::ConstantBuffer { .. }
            | ResourceType::TextureBuffer { .. }
            | ResourceType::Sampler { .. }
            | ResourceType::AccelerationStructure => Err(self.no_methods()),
            ResourceType::SubpassInput {
                multisampled,
                texel,
            } => {
                if self.method != "SubpassLoad" {
                    return Err(self.no_methods());
                }
                let params = if multisampled {
                    vec![self.scalar(Scalar::INT)]
                } else {
                    vec![]
                };
                Ok(vec![Form::new(Intrinsic::SubpassLoad, params, texel)])
            }
        }
    }

    fn no_methods(&self) -> IntrinsicError {
        if METHOD_NAMES.contains(&self.method) {
            IntrinsicError::Unsupported(
                Code::BAD_RESOURCE_USE,
                format!("{} has no method '{}'.", self.object_name(), self.method),
            )
        } else {
            IntrinsicError::NotIntrinsic
        }
    }
}

/// A texture type's facts.
#[derive(Clone, Copy)]
struct Tex {
    dim: TextureDim,
    arrayed: bool,
    multisampled: bool,
    access: Access,
    texel: TypeId,
    /// A `vk::SampledTexture*`: sampled with its own sampler, so its sampling methods take no
    /// sampler argument (the lowering passes the texture as its own sampler).
    combined: bool,
}

impl Tex {
    /// Components of a position in one layer/face: 1D 1, 2D 2, 3D and cube 3.
    fn dims(self) -> u8 {
        coord_components(self.dim, false)
    }
    /// Components of a sampling coordinate (with the array layer).
    fn coords(self) -> u8 {
        coord_components(self.dim, self.arrayed)
    }
    /// Components of an offset (none for cubes).
    fn offset(self) -> Option<u8> {
        match self.dim {
            TextureDim::Cube => None,
            d => Some(match d {
                TextureDim::D1 => 1,
                TextureDim::D2 => 2,
                _ => 3,
            }),
        }
    }
    /// Components of the width/height/depth outputs of `GetDimensions`.
    fn size_outs(self) -> u8 {
        match self.dim {
            TextureDim::D1 => 1,
            TextureDim::D2 | TextureDim::Cube => 2,
            TextureDim::D3 => 3,
        }
    }
}

/// Resolves `object.method(args)`. `object` must be a resource type; `params`/`out_params`
/// of the result describe `args` only (not the object). `NotIntrinsic` when no resource has
/// a method of that name (the caller reports OSH0308); a method of another resource kind is
/// `Unsupported(OSH0315, ...)`.
pub fn resolve_method(
    object: TypeId,
    method: &str,
    args: &[TypeId],
    types: &mut TypeArena,
) -> Result<ResolvedIntrinsic, IntrinsicError> {
    let mut call = MethodCall {
        object,
        method,
        args,
        types,
    };
    let forms = call.forms()?;
    call.pick(forms)
}

/// The methods `object` has (for "did you mean" hints), in a fixed order; empty for
/// non-resources.
pub fn method_names(object: TypeId, types: &mut TypeArena) -> Vec<&'static str> {
    METHOD_NAMES
        .iter()
        .copied()
        .filter(|&method| {
            let mut call = MethodCall {
                object,
                method,
                args: &[],
                types,
            };
            match call.forms() {
                Ok(_) => true,
                Err(IntrinsicError::Unsupported(code, _)) => code == Code::UNSUPPORTED,
                Err(IntrinsicError::WrongArgumentCount { .. } | IntrinsicError::NoOverload(_)) => {
                    true
                }
                Err(IntrinsicError::NotIntrinsic) => false,
            }
        })
        .collect()
}

/// What `object[index]` is on a resource: the index type (coordinates are `uint`s), the
/// element type and whether it can be written. `None` for resources without `operator[]`
/// (cube textures, multisampled textures, append/consume and byte-address buffers, constant
/// and texture buffers, samplers) and non-resources.
pub fn index_result(object: TypeId, types: &mut TypeArena) -> Option<(TypeId, TypeId, bool)> {
    let Type::Resource(resource) = types.get(object) else {
        return None;
    };
    let uint_vec = |types: &mut TypeArena, n: u8| {
        if n <= 1 {
            types.scalar(Scalar::UINT)
        } else {
            types.vector(Scalar::UINT, n)
        }
    };
    match resource {
        ResourceType::Texture {
            dim,
            arrayed,
            multisampled,
            access,
            texel,
            combined,
        } => {
            if multisampled || dim == TextureDim::Cube {
                return None;
            }
            let tex = Tex {
                dim,
                arrayed,
                multisampled,
                access,
                texel,
                combined,
            };
            let index = uint_vec(types, tex.coords());
            Some((index, texel, access == Access::ReadWrite))
        }
        ResourceType::TypedBuffer { access, texel } => Some((
            types.scalar(Scalar::UINT),
            texel,
            access == Access::ReadWrite,
        )),
        ResourceType::StructuredBuffer { kind, element } => match kind {
            StructuredKind::ReadOnly => Some((types.scalar(Scalar::UINT), element, false)),
            StructuredKind::ReadWrite => Some((types.scalar(Scalar::UINT), element, true)),
            StructuredKind::Append | StructuredKind::Consume => None,
        },
        ResourceType::ByteAddressBuffer { .. }
        | ResourceType::ConstantBuffer { .. }
        | ResourceType::TextureBuffer { .. }
        | ResourceType::Sampler { .. }
        | ResourceType::AccelerationStructure
        | ResourceType::SubpassInput { .. } => None,
    }
}

impl MethodCall<'_> {
    fn texture_forms(&mut self, tex: Tex) -> Result<Vec<Form>, IntrinsicError> {
        let method = self.method;
        if method == "GetDimensions" {
            return Ok(self.texture_dimensions(tex));
        }
        if method == "GetSamplePosition" && tex.multisampled {
            let int = self.scalar(Scalar::INT);
            let float2 = self.vec(Scalar::FLOAT, 2);
            return Ok(vec![Form::new(
                Intrinsic::GetSamplePosition,
                vec![int],
                float2,
            )]);
        }
        if method == "Load" {
            return self.texture_load(tex);
        }
        let gather = gather_channel(method);
        let is_sampling = matches!(
            method,
            "Sample"
                | "SampleBias"
                | "SampleLevel"
                | "SampleGrad"
                | "SampleCmp"
                | "SampleCmpLevelZero"
                | "SampleCmpLevel"
                | "SampleCmpGrad"
                | "SampleCmpBias"
                | "CalculateLevelOfDetail"
                | "CalculateLevelOfDetailUnclamped"
        ) || gather.is_some();
        if !is_sampling {
            return Err(self.no_methods());
        }
        if tex.access == Access::ReadWrite {
            return Err(
                self.bad_use("read-write textures cannot be sampled; read them with Load or []")
            );
        }
        if tex.multisampled {
            return Err(
                self.bad_use("multisampled textures cannot be sampled; read them with Load")
            );
        }
        let texel_scalar = self.types.scalar_of(tex.texel).unwrap_or(Scalar::FLOAT);
        let comparison = method.starts_with("SampleCmp") || method.starts_with("GatherCmp");
        // DXC samples integer `vk::SampledTexture*`s (Vulkan allows it with nearest filtering).
        if !texel_scalar.is_float() && !method.starts_with("Gather") && !tex.combined {
            return Err(self.bad_use(
                "only float textures can be sampled; read integer textures with Load or []",
            ));
        }
        if let Some((_, _, true)) = gather {
            return Err(IntrinsicError::Unsupported(
                Code::UNSUPPORTED,
                format!(
                    "'{method}' has no equivalent in Vulkan (DXC refuses it too): a \
                     depth-comparison gather reads the first component only. Use GatherCmp or \
                     GatherCmpRed."
                ),
            ));
        }
        if gather.is_some() && !matches!(tex.dim, TextureDim::D2 | TextureDim::Cube) {
            return Err(self.bad_use("Gather works on 2D and cube textures only"));
        }
        if comparison && tex.dim == TextureDim::D3 {
            return Err(self.bad_use("3D textures have no comparison sampling"));
        }
        // CalculateLevelOfDetail takes either kind of sampler (DXC's `any_sampler`).
        let is_lod = method.starts_with("CalculateLevelOfDetail");
        if !is_lod && !tex.combined {
            self.check_sampler(comparison)?;
        }
        // A combined texture samples with its own sampler: no sampler argument.
        let own = usize::from(!tex.combined);
        // Forms beyond the documented argument counts: clamp/status or four offsets.
        let n = self.args.len();

        let sampler = self.sampler(comparison);
        let uv = self.vec(Scalar::FLOAT, tex.coords());
        let float = self.scalar(Scalar::FLOAT);
        let offset = tex.offset().map(|o| self.vec(Scalar::INT, o));
        let texel = tex.texel;
        // (op, the arguments between uv and the optional offset, result)
        let (op, middle, result): (Intrinsic, Vec<TypeId>, TypeId) = match method {
            "Sample" => (Intrinsic::Sample, vec![], texel),
            "SampleBias" => (Intrinsic::SampleBias, vec![float], texel),
            "SampleLevel" => (Intrinsic::SampleLevel, vec![float], texel),
            "SampleGrad" => {
                let grad = self.vec(Scalar::FLOAT, tex.dims());
                (Intrinsic::SampleGrad, vec![grad, grad], texel)
            }
            "SampleCmp" => (Intrinsic::SampleCmp, vec![float], float),
            "SampleCmpLevelZero" => (Intrinsic::SampleCmpLevelZero, vec![float], float),
            "SampleCmpLevel" => (Intrinsic::SampleCmpLevel, vec![float, float], float),
            "SampleCmpBias" => (Intrinsic::SampleCmpBias, vec![float, float], float),
            "SampleCmpGrad" => {
                let grad = self.vec(Scalar::FLOAT, tex.dims());
                (Intrinsic::SampleCmpGrad, vec![float, grad, grad], float)
            }
            "CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped" => {
                let op = if method == "CalculateLevelOfDetail" {
                    Intrinsic::CalculateLevelOfDetail
                } else {
                    Intrinsic::CalculateLevelOfDetailUnclamped
                };
                let pos = self.vec(Scalar::FLOAT, tex.dims());
                let given = self.args.first().map(|&a| self.types.get(a));
                let sampler = match given {
                    Some(Type::Resource(ResourceType::Sampler { comparison })) => {
                        self.sampler(comparison)
                    }
                    _ => sampler,
                };
                return if n > 1 + own {
                    Err(IntrinsicError::WrongArgumentCount {
                        expected: expected_phrase(1 + own, 1 + own),
                        got: n,
                    })
                } else if tex.combined {
                    Ok(vec![Form::new(op, vec![pos], float)])
                } else {
                    Ok(vec![Form::new(op, vec![sampler, pos], float)])
                };
            }
            _ => match gather {
                Some((channel, false, _)) => {
                    let s = self.types.scalar_of(texel).unwrap_or(Scalar::FLOAT);
                    let r = self.types.vector(s, 4);
                    (Intrinsic::Gather(channel), vec![], r)
                }
                Some((channel, true, _)) => {
                    let r = self.types.vector(Scalar::FLOAT, 4);
                    (Intrinsic::GatherCmp(channel), vec![float], r)
                }
                None => return Err(self.no_methods()),
            },
        };
        let base = 1 + own + middle.len();
        let extra_is_int_vector = self.args.get(base).is_some_and(
            |&a| matches!(self.types.get(a), Type::Vector { scalar, .. } if scalar.is_integer()),
        );
        if offset.is_none() && n > base && extra_is_int_vector {
            return Err(self.bad_use("cube textures take no offset"));
        }
        let mut params = if tex.combined {
            vec![uv]
        } else {
            vec![sampler, uv]
        };
        params.extend(middle);
        Ok(self.tail_forms(op, params, offset, result))
    }

    /// One overload per tail [`hir::texture_tails`] allows after `params`: offsets, clamp,
    /// `out uint status`.
    fn tail_forms(
        &mut self,
        op: Intrinsic,
        params: Vec<TypeId>,
        offset: Option<TypeId>,
        result: TypeId,
    ) -> Vec<Form> {
        let float = self.scalar(Scalar::FLOAT);
        let uint = self.scalar(Scalar::UINT);
        let mut forms = Vec::new();
        for tail in crate::sema::hir::texture_tails(op, offset.is_some()) {
            let mut form = Form::new(op, params.clone(), result);
            for t in *tail {
                let (ty, out, count) = match t {
                    TexTail::Offset => (offset.unwrap_or(float), false, 1),
                    TexTail::Offsets4 => (offset.unwrap_or(float), false, 4),
                    TexTail::Clamp => (float, false, 1),
                    TexTail::Status => (uint, true, 1),
                };
                for _ in 0..count {
                    form.params.push(ty);
                    form.outs.push(out);
                }
            }
            forms.push(form);
        }
        forms
    }

    fn texture_load(&mut self, tex: Tex) -> Result<Vec<Form>, IntrinsicError> {
        if tex.dim == TextureDim::Cube {
            return Err(self.bad_use("cube textures cannot be loaded by texel; use SampleLevel"));
        }
        let texel = tex.texel;
        let offset = tex.offset().map(|o| self.vec(Scalar::INT, o));
        let int = self.scalar(Scalar::INT);
        // The `out uint status` forms (sparse residency) follow the offset, as in DXC.
        Ok(if tex.multisampled {
            let coord = self.vec(Scalar::INT, tex.coords());
            self.tail_forms(Intrinsic::Load, vec![coord, int], offset, texel)
        } else if tex.access == Access::ReadWrite {
            let coord = self.vec(Scalar::INT, tex.coords());
            self.tail_forms(Intrinsic::Load, vec![coord], None, texel)
        } else {
            // The last component is the mip level.
            let coord = self.vec(Scalar::INT, tex.coords() + 1);
            self.tail_forms(Intrinsic::Load, vec![coord], offset, texel)
        })
    }

    /// Every `GetDimensions` overload of a texture, `uint` outputs first, then `float`.
    fn texture_dimensions(&mut self, tex: Tex) -> Vec<Form> {
        let void = self.void();
        let uint = self.scalar(Scalar::UINT);
        let mut forms = Vec::new();
        for out_scalar in [Scalar::UINT, Scalar::FLOAT] {
            let out = self.scalar(out_scalar);
            let mut outs = vec![out; tex.size_outs() as usize];
            if tex.arrayed {
                outs.push(out); // elements
            }
            if tex.multisampled {
                outs.push(out); // samples
                forms.push(out_form(outs, void));
                continue;
            }
            forms.push(out_form(outs.clone(), void));
            if tex.access == Access::ReadOnly {
                // (uint mip, outs..., out levels)
                let mut with_mip = vec![uint];
                with_mip.extend(&outs);
                with_mip.push(out);
                let mut form = out_form(with_mip, void);
                if let Some(first) = form.outs.first_mut() {
                    *first = false;
                }
                forms.push(form);
            }
        }
        forms
    }

    fn typed_buffer_forms(
        &mut self,
        _access: Access,
        texel: TypeId,
    ) -> Result<Vec<Form>, IntrinsicError> {
        match self.method {
            "Load" => {
                let int = self.scalar(Scalar::INT);
                Ok(self.tail_forms(Intrinsic::Load, vec![int], None, texel))
            }
            "GetDimensions" => {
                let void = self.void();
                let uint = self.scalar(Scalar::UINT);
                Ok(vec![out_form(vec![uint], void)])
            }
            _ => Err(self.no_methods()),
        }
    }

    fn structured_forms(
        &mut self,
        kind: StructuredKind,
        element: TypeId,
    ) -> Result<Vec<Form>, IntrinsicError> {
        let void = self.void();
        let uint = self.scalar(Scalar::UINT);
        let readable = matches!(kind, StructuredKind::ReadOnly | StructuredKind::ReadWrite);
        match self.method {
            "GetDimensions" => Ok(vec![out_form(vec![uint, uint], void)]),
            "Load" if readable => {
                if self.args.len() == 2 {
                    return Err(self.not_yet("with a status argument"));
                }
                let int = self.scalar(Scalar::INT);
                Ok(vec![Form::new(Intrinsic::Load, vec![int], element)])
            }
            "IncrementCounter" | "DecrementCounter" if kind == StructuredKind::ReadWrite => {
                let op = if self.method == "IncrementCounter" {
                    Intrinsic::IncrementCounter
                } else {
                    Intrinsic::DecrementCounter
                };
                Ok(vec![Form::new(op, vec![], uint)])
            }
            "Append" if kind == StructuredKind::Append => {
                Ok(vec![Form::new(Intrinsic::Append, vec![element], void)])
            }
            "Consume" if kind == StructuredKind::Consume => {
                Ok(vec![Form::new(Intrinsic::Consume, vec![], element)])
            }
            _ => Err(self.no_methods()),
        }
    }

    fn byte_address_forms(&mut self, access: Access) -> Result<Vec<Form>, IntrinsicError> {
        let void = self.void();
        let uint = self.scalar(Scalar::UINT);
        let writable = access == Access::ReadWrite;
        let method = self.method;
        let words = |suffix: &str| match suffix {
            "" => Some(1u8),
            "2" => Some(2),
            "3" => Some(3),
            "4" => Some(4),
            _ => None,
        };
        if method == "GetDimensions" {
            return Ok(vec![out_form(vec![uint], void)]);
        }
        if let Some(n) = method.strip_prefix("Load").and_then(words) {
            if self.args.len() == 2 {
                return Err(self.not_yet("with a status argument"));
            }
            let value = self.vec(Scalar::UINT, n);
            return Ok(vec![Form::new(Intrinsic::ByteLoad(n), vec![uint], value)]);
        }
        if method.starts_with("Load<") {
            return Err(self.not_yet("(templated Load<T>)"));
        }
        if !writable {
            return Err(if METHOD_NAMES.contains(&method) {
                self.bad_use("the buffer is read-only; use RWByteAddressBuffer to write")
            } else {
                IntrinsicError::NotIntrinsic
            });
        }
        if let Some(n) = method.strip_prefix("Store").and_then(words) {
            let value = self.vec(Scalar::UINT, n);
            return Ok(vec![Form::new(
                Intrinsic::ByteStore(n),
                vec![uint, value],
                void,
            )]);
        }
        if method.starts_with("Interlocked") && method.ends_with("64") {
            return Err(self.not_yet("(64-bit byte-address atomics)"));
        }
        let atomic = match method {
            "InterlockedAdd" => Some(AtomicOp::Add),
            "InterlockedAnd" => Some(AtomicOp::And),
            "InterlockedOr" => Some(AtomicOp::Or),
            "InterlockedXor" => Some(AtomicOp::Xor),
            "InterlockedMin" => Some(AtomicOp::Min),
            "InterlockedMax" => Some(AtomicOp::Max),
            "InterlockedExchange" => Some(AtomicOp::Exchange),
            _ => None,
        };
        // The value type: uint, or int when the value is signed (so Min/Max compare signed).
        let value = match self.args.get(1).and_then(|&a| self.types.scalar_of(a)) {
            Some(s) if s.kind == crate::types::ScalarKind::Int && s.width == 32 => {
                self.scalar(Scalar::INT)
            }
            _ => uint,
        };
        let float_bitwise = method.ends_with("FloatBitwise");
        if let Some(&v) = self.args.get(1).filter(|_| !float_bitwise) {
            if self
                .types
                .scalar_of(v)
                .is_some_and(|s| s.is_float() && !s.is_literal())
            {
                return Err(IntrinsicError::Unsupported(
                    Code::BAD_ATOMIC,
                    format!(
                        "'{method}' on {} works on int and uint values, but the value is '{}'. \
                         Float atomics are not supported; reinterpret the data as uint with \
                         asuint()/asfloat().",
                        self.object_name(),
                        self.types.display(v)
                    ),
                ));
            }
        }
        let mut forms = Vec::new();
        match (atomic, method) {
            (Some(AtomicOp::Exchange), _) => {
                let mut f = Form::new(
                    Intrinsic::ByteInterlocked(AtomicOp::Exchange),
                    vec![uint, value, value],
                    void,
                );
                f.outs[2] = true;
                forms.push(f);
            }
            (Some(op), _) => {
                forms.push(Form::new(
                    Intrinsic::ByteInterlocked(op),
                    vec![uint, value],
                    void,
                ));
                let mut f = Form::new(
                    Intrinsic::ByteInterlocked(op),
                    vec![uint, value, value],
                    void,
                );
                f.outs[2] = true;
                forms.push(f);
            }
            (None, "InterlockedCompareExchange") => {
                let mut f = Form::new(
                    Intrinsic::ByteInterlockedCompareExchange,
                    vec![uint, value, value, value],
                    void,
                );
                f.outs[3] = true;
                forms.push(f);
            }
            (None, "InterlockedCompareStore") => {
                forms.push(Form::new(
                    Intrinsic::ByteInterlockedCompareStore,
                    vec![uint, value, value],
                    void,
                ));
            }
            // Shader model 6.6: the word compared and exchanged as the bits of a float (so
            // -0 is not +0 and a NaN matches its own bits); the lowering reinterprets.
            (None, "InterlockedCompareExchangeFloatBitwise") => {
                let float = self.scalar(Scalar::FLOAT);
                let mut f = Form::new(
                    Intrinsic::ByteInterlockedCompareExchange,
                    vec![uint, float, float, float],
                    void,
                );
                f.outs[3] = true;
                forms.push(f);
            }
            (None, "InterlockedCompareStoreFloatBitwise") => {
                let float = self.scalar(Scalar::FLOAT);
                forms.push(Form::new(
                    Intrinsic::ByteInterlockedCompareStore,
                    vec![uint, float, float],
                    void,
                ));
            }
            _ => return Err(self.no_methods()),
        }
        Ok(forms)
    }
}

/// The forms as signatures for an error message: "(SamplerState, float2) or (...)".
fn describe_forms(types: &TypeArena, forms: &[Form]) -> String {
    let sigs: Vec<String> = forms
        .iter()
        .map(|f| {
            let parts: Vec<String> = f
                .params
                .iter()
                .zip(&f.outs)
                .map(|(&p, &out)| {
                    let t = types.display(p);
                    if out {
                        format!("out {t}")
                    } else {
                        t
                    }
                })
                .collect();
            format!("({})", parts.join(", "))
        })
        .collect();
    sigs.join(" or ")
}

/// `GetDimensions` with every parameter an out-place.
fn out_form(params: Vec<TypeId>, void: TypeId) -> Form {
    let outs = vec![true; params.len()];
    Form {
        op: Intrinsic::GetDimensions,
        params,
        outs,
        result: void,
    }
}

/// For `Gather*`/`GatherCmp*`: (channel, comparison, unsupported on SPIR-V).
fn gather_channel(method: &str) -> Option<(GatherChannel, bool, bool)> {
    let (rest, cmp) = if let Some(r) = method.strip_prefix("GatherCmp") {
        (r, true)
    } else if let Some(r) = method.strip_prefix("Gather") {
        (r, false)
    } else {
        return None;
    };
    let channel = match rest {
        "" | "Red" => GatherChannel::Red,
        "Green" => GatherChannel::Green,
        "Blue" => GatherChannel::Blue,
        "Alpha" => GatherChannel::Alpha,
        _ => return None,
    };
    Some((channel, cmp, cmp && channel != GatherChannel::Red))
}

#[cfg(test)]
#[path = "methods_tests.rs"]
mod tests;
