/// Bindings of the shader `Sky` (`Sky.hlsl`): 2 named variants.
///
/// Look a variant up with [`Key`] in a pack: `pack.variant_for(sky::Key::...)` or
/// `pack.typed::<sky::Key>()`; the pack's interface fingerprint must equal [`FINGERPRINT`].
#[allow(dead_code, non_camel_case_types, clippy::all)]
pub mod sky {
    use ::oneshader_pack::runtime as rt;

    /// The shader's name in the pack.
    pub const NAME: &str = "Sky";
    /// The interface fingerprint (blake3 of the axes, variants, layouts, bindings and entry points).
    pub const FINGERPRINT: &str = "b8d008dd1a44b6ea74f62921da22e29f6059b72ee4c82665d6371332b3f385be";

    /// The named variant sets, in manifest order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum VariantName {
        /// `Day`
        Day,
        /// `Night`
        Night,
    }

    impl VariantName {
        /// Every value, in manifest order.
        pub const ALL: [VariantName; 2] = [VariantName::Day, VariantName::Night];

        /// The value as written in the manifest.
        pub const fn name(self) -> &'static str {
            match self {
                VariantName::Day => "Day",
                VariantName::Night => "Night",
            }
        }
    }

    /// A variant of `Sky`: one field per axis (read them with the accessors). [`Key::index`] is
    /// the variant's position in the pack, [`Key::ALL`] lists every variant in that order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Key {
        variant: VariantName,
    }

    impl Key {
        /// How many variants there are.
        pub const COUNT: usize = 2;

        /// Every variant, in pack order (`Key::ALL[i].index() == i`).
        pub const ALL: [Key; 2] = [
            Key { variant: VariantName::Day },
            Key { variant: VariantName::Night },
        ];

        /// Full-product index (first axis slowest) to variant position.
        const SLOTS: [u32; 2] = [0, 1];

        /// The variant with these values.
        pub const fn new(variant: VariantName) -> Key {
            Key { variant }
        }

        /// The position on the axis `VARIANT`.
        pub const fn variant(self) -> VariantName {
            self.variant
        }

        const fn product_index(self) -> usize {
            self.variant as usize
        }

        /// The variant's position in the pack (and in [`Key::ALL`]).
        pub const fn index(self) -> usize {
            Key::SLOTS[self.product_index()] as usize
        }

        /// The variant's generated data: name, defines, bindings, entry-point layouts.
        pub fn info(self) -> &'static rt::VariantInfo {
            &VARIANTS[self.index()]
        }

        /// The variant's name (`AlphaTestOn_LightingPbr`, or the set's name).
        pub fn name(self) -> &'static str {
            self.info().name
        }

        /// Every define the variant is compiled with.
        pub fn defines(self) -> &'static [&'static str] {
            self.info().defines
        }

        /// The layout of one entry point of this variant, as `oneshader::layouts` data.
        pub fn entry_layout(self, entry_point: &str) -> Option<&'static rt::EntryLayoutData> {
            self.info().entry_point(entry_point)
        }

        /// The variant's pipeline layout (vertex + pixel, or compute), the spec's `Pipeline`.
        pub fn pipeline(self) -> Result<rt::PipelineLayout, rt::LayoutError> {
            self.info().pipeline()
        }
    }

    impl TryFrom<usize> for Key {
        type Error = rt::KeyIndexError;

        /// The key at a position of [`Key::ALL`].
        fn try_from(index: usize) -> Result<Key, rt::KeyIndexError> {
            Key::ALL.get(index).copied().ok_or(rt::KeyIndexError { index, count: Key::COUNT })
        }
    }

    impl From<VariantName> for Key {
        fn from(variant: VariantName) -> Key {
            Key::new(variant)
        }
    }

    impl ::core::fmt::Display for Key {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            f.write_str(self.name())
        }
    }

    impl rt::VariantKey for Key {
        const SHADER: &'static rt::ShaderInterface = &INTERFACE;
        fn index(self) -> usize {
            Key::index(self)
        }
    }

    /// The constant buffer `SkyParams`.
    ///
    /// Size 16 bytes; fields at the reflected offsets.
    #[repr(C)]
    #[derive(Clone, Copy, Debug, PartialEq, ::oneshader_pack::bytemuck::Pod, ::oneshader_pack::bytemuck::Zeroable)]
    #[bytemuck(crate = "::oneshader_pack::bytemuck")]
    pub struct SkyParams {
        /// `float3 SunDirection` at offset 0.
        pub sun_direction: [f32; 3],
        /// `float Time` at offset 12.
        pub time: f32,
    }

    impl SkyParams {
        /// Size in bytes, as reflected.
        pub const SIZE: usize = 16;

        /// The value with these members and zeroed padding.
        pub const fn new(sun_direction: [f32; 3], time: f32) -> SkyParams {
            SkyParams { sun_direction, time }
        }
    }

    const _: () = {
        assert!(::core::mem::size_of::<SkyParams>() == 16);
        assert!(::core::mem::offset_of!(SkyParams, sun_direction) == 0);
        assert!(::core::mem::offset_of!(SkyParams, time) == 12);
    };

    /// Resource bindings (Vulkan set and binding; WGSL keeps them) of resources whose slot every
    /// variant that declares them agrees on. Per-variant bindings: `Key::info().bindings`.
    pub mod bindings {
        use ::oneshader_pack::runtime as rt;

        /// `SkyParams` (ConstantBuffer): set 0, binding 0 (all 2 variants).
        pub const SKY_PARAMS: rt::BindingInfo = rt::BindingInfo { name: "SkyParams", set: 0, binding: 0, count: 1, kind: rt::ResourceKind::ConstantBuffer, stages: &[rt::Stage::Pixel] };
    }

    const REFLECTION_0: &str = r#"oneshader-reflection 1
source name="Sky.hlsl"
targets list=SpirV,Wgsl,Msl
resource name="SkyParams" kind=ConstantBuffer count=1 stages=Pixel rtype=ConstantBuffer hlsl=""
  slot target=SpirV set=0 binding=0
  slot target=Msl set=0 binding=0
  slot target=Wgsl set=0 binding=0
  layout
    type kind=Struct scalar=Bool rows=0 cols=0 name="SkyParams" size=16 align=16 length=0 stride=0 mstride=0 packing=ColumnMajor
      member name="SunDirection" offset=0
        type kind=Vector scalar=Float rows=3 cols=0 name="" size=12 align=16 length=0 stride=0 mstride=0 packing=ColumnMajor
      member name="Time" offset=12
        type kind=Scalar scalar=Float rows=0 cols=0 name="" size=4 align=4 length=0 stride=0 mstride=0 packing=ColumnMajor
entry name="PSMain" stage=Pixel workgroup=0,0,0 stride=0
  input name="dir" semantic="TEXCOORD" index=0 location=0 builtin=None scalar=Float components=3 format=None offset=0 interp=Default
  output name="return value" semantic="SV_Target" index=0 location=0 builtin=None scalar=Float components=4 format=None offset=0 interp=Default
  uses name="SkyParams"
"#;

    const BINDINGS_0: &[rt::BindingInfo] = &[
        rt::BindingInfo { name: "SkyParams", set: 0, binding: 0, count: 1, kind: rt::ResourceKind::ConstantBuffer, stages: &[rt::Stage::Pixel] },
    ];

    const TYPE_0: rt::TypeData = rt::TypeData { kind: rt::ReflectedTypeKind::Struct, scalar: rt::ReflectedScalar::Bool, rows: 0, columns: 0, name: "SkyParams", size: 16, alignment: 16, length: 0, stride: 0, matrix_stride: 0, packing: rt::MatrixPacking::ColumnMajor, element: None, members: &[rt::MemberData { name: "SunDirection", offset: 0, ty: rt::TypeData { kind: rt::ReflectedTypeKind::Vector, scalar: rt::ReflectedScalar::Float, rows: 3, columns: 0, name: "", size: 12, alignment: 16, length: 0, stride: 0, matrix_stride: 0, packing: rt::MatrixPacking::ColumnMajor, element: None, members: &[] } }, rt::MemberData { name: "Time", offset: 12, ty: rt::TypeData { kind: rt::ReflectedTypeKind::Scalar, scalar: rt::ReflectedScalar::Float, rows: 0, columns: 0, name: "", size: 4, alignment: 4, length: 0, stride: 0, matrix_stride: 0, packing: rt::MatrixPacking::ColumnMajor, element: None, members: &[] } }] };

    const ENTRY_PS_MAIN_0: rt::EntryLayoutData = rt::EntryLayoutData {
        name: "PSMain",
        stage: rt::Stage::Pixel,
        source: "Sky.hlsl",
        targets: &[rt::CompileTarget::SpirV, rt::CompileTarget::Wgsl, rt::CompileTarget::Msl],
        resources: &[
            rt::ResourceData { name: "SkyParams", kind: rt::ResourceKind::ConstantBuffer, resource_type: rt::ResourceTypeKind::ConstantBuffer, hlsl_type: "", count: 1, set: 0, binding: 0, wgsl_group: 0, wgsl_binding: 0, msl_index: Some(0), stages: &[rt::Stage::Pixel], image_format: None, combined_with: None, layout: Some(&TYPE_0), mutable_kinds: &[] },
        ],
        push_constant: None,
        vertex: None,
        workgroup_size: [0, 0, 0],
        spec_constants: &[],
        subgroup_operations: 0x0,
    };

    /// Every variant's data, in pack order.
    pub static VARIANTS: [rt::VariantInfo; 2] = [
        rt::VariantInfo {
            name: "Day",
            defines: &["NIGHT=0"],
            key: &[0],
            reflection: REFLECTION_0,
            bindings: BINDINGS_0,
            entry_points: &[ENTRY_PS_MAIN_0],
        },
        rt::VariantInfo {
            name: "Night",
            defines: &["NIGHT=1", "STARS"],
            key: &[1],
            reflection: REFLECTION_0,
            bindings: BINDINGS_0,
            entry_points: &[ENTRY_PS_MAIN_0],
        },
    ];

    /// What these bindings were generated from, checked against the pack on lookup.
    pub static INTERFACE: rt::ShaderInterface = rt::ShaderInterface {
        name: NAME,
        fingerprint: FINGERPRINT,
        named: true,
        axes: &[rt::AxisInfo { name: "VARIANT", values: Some(&["Day", "Night"]) }],
        variants: &VARIANTS,
    };

    /// Creates the variant's bind group layouts and pipeline layout on `device` (through
    /// `oneshader::wgpu::GpuPipelineLayout`); `options.source` picks WGSL or SPIR-V slots.
    pub fn create_pipeline_layout(
        device: &rt::wgpu::wgpu::Device,
        key: Key,
        options: &rt::wgpu::GpuLayoutOptions,
    ) -> Result<rt::wgpu::GpuPipelineLayout, rt::wgpu::WgpuError> {
        rt::wgpu::create_pipeline_layout(device, key.info(), options)
    }
}
