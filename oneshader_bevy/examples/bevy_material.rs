//! `bevy_material`: a sprite drawn by the `Material` shader of a pack, in a window.
//!
//! The pack is `assets/shaders/materials.pack.ron`, loaded in development mode (baked at load
//! time), so editing `assets/shaders/Material.hlsl` while the example runs re-bakes it and the
//! picture updates. Its ALPHA_TEST x LIGHTING variants are chosen with the keyboard:
//! `A` toggles ALPHA_TEST, `1` / `2` / `3` choose LIGHTING = NONE / LAMBERT / PBR. The variant
//! is a generated `material::Key`, looked up with the pack's fingerprint check: an edit that changes the shader's interface is reported in the
//! log instead of binding the wrong resources.
//!
//! The sprite is drawn by a small custom render pipeline (not Bevy's `Material2d`, whose mesh
//! and view bindings the HLSL would have to mirror): a system in the 2D camera's main pass draws
//! one textured quad with the variant's `VSMain` / `PSMain` `Shader`s. Its bind group layout,
//! vertex buffer layout and vertex/fragment states come from the variant's reflection through
//! the plugin's layout helpers (`BevyPipelineLayout`), and its specialization key is the
//! generated variant key plus the shaders' asset ids and the target format.
//!
//! `--screenshot <path>` renders two variants (no alpha test and no lighting; alpha test with
//! Lambert lighting), captures the window after each, checks pixels (the sprite's centre has its
//! colour, lighting darkens it, the alpha-tested rim shows the background), writes the captures
//! to `<path>` and `<path>` with `-b` before the extension (binary PPM), and exits with status 0
//! when every check holds, 1 otherwise. Run it under Xvfb:
//! `xvfb-run -a cargo run -p oneshader_bevy --example bevy_material --ignore-rust-version --
//! --screenshot /tmp/m.ppm`. `tests/bevy_material_window.rs` runs that scripted part through
//! [`run`] (it includes this file), without building the example.

use bevy::asset::AssetPlugin;
use bevy::core_pipeline::core_2d::main_transparent_pass_2d;
use bevy::core_pipeline::schedule::{Core2d, Core2dSystems};
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{
    BindGroup, BindGroupEntry, BindingResource, BlendState, Buffer, BufferInitDescriptor,
    BufferUsages, CachedRenderPipelineId, ColorTargetState, ColorWrites, Extent3d, FragmentState,
    PipelineCache, RenderPassDescriptor, RenderPipelineDescriptor, Sampler, SamplerDescriptor,
    SpecializedRenderPipeline, SpecializedRenderPipelines, TextureDataOrder, TextureDescriptor,
    TextureDimension, TextureFormat, TextureUsages, TextureView, TextureViewDescriptor,
    VertexState,
};
use bevy::render::renderer::{RenderContext, RenderDevice, RenderQueue, ViewQuery};
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::render::view::ViewTarget;
use bevy::render::{
    Extract, ExtractSchedule, Render, RenderApp, RenderPlugin, RenderStartup, RenderSystems,
};
use bevy::shader::Shader;
use oneshader_bevy::pack::ShaderPack;
use oneshader_bevy::BevyPipelineLayout;
use oneshader_bevy::OneShaderPlugin;
use std::path::{Path, PathBuf};

const PACK: &str = "shaders/materials.pack.ron";
/// The sprite's side in pixels, centred in the window.
const SPRITE_SIZE: f32 = 256.0;
const WINDOW_SIZE: u32 = 512;
/// The atlas texture's side in texels.
const ATLAS_SIZE: u32 = 64;
const BACKGROUND: Color = Color::srgb(0.1, 0.1, 0.2);

/// The generated bindings of the shipped manifest: `material::Key` is one value per variant of
/// the Material shader, checked against the pack's interface fingerprint on lookup. They come
/// from the unpublished `tests/codegen_crate`, whose `build.rs` runs
/// `oneshader_pack::codegen::Builder::new(".../materials.pack.ron").run()`; in an app, that
/// `build.rs` is the app's own.
use oneshader_codegen_test::material::{self, LightingValue};

/// The variant the sprite is drawn with.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
struct Chosen(material::Key);

#[derive(Resource)]
struct MaterialPack(Handle<ShaderPack>);

/// What the render world needs to draw the sprite this frame (main world -> render world).
#[derive(Resource, Clone)]
struct SpriteDraw {
    key: material::Key,
    /// The variant's `VSMain` with its vertex buffer layout.
    vertex: VertexState,
    /// The variant's `PSMain` (targets filled in by `specialize`).
    fragment: FragmentState,
    layout: BevyPipelineLayout,
    /// `(resource name, group, binding)` of every resource the variant binds.
    slots: Vec<(String, u32, u32)>,
    /// Pixels to clip space: the Frame constant buffer's `ViewProjection`.
    view_projection: Mat4,
}

/// The pipeline's specialization key: the variant key and what else changes the pipeline.
#[derive(Clone, PartialEq, Eq, Hash)]
struct SpriteKey {
    variant: material::Key,
    vertex: AssetId<Shader>,
    fragment: AssetId<Shader>,
    format: TextureFormat,
}

impl SpecializedRenderPipeline for SpriteDraw {
    type Key = SpriteKey;

    fn specialize(&self, key: SpriteKey) -> RenderPipelineDescriptor {
        let target = ColorTargetState {
            format: key.format,
            blend: Some(BlendState::ALPHA_BLENDING),
            write_mask: ColorWrites::ALL,
        };
        RenderPipelineDescriptor {
            label: Some(format!("bevy_material {}", key.variant).into()),
            layout: self.layout.bind_group_layouts.clone(),
            immediate_size: self.layout.immediate_size,
            vertex: self.vertex.clone(),
            fragment: Some(FragmentState {
                targets: vec![Some(target)],
                ..self.fragment.clone()
            }),
            ..Default::default()
        }
    }
}

/// GPU resources that do not change: the quad, the constant buffer and the textures.
#[derive(Resource)]
struct SpriteGpu {
    vertices: Buffer,
    frame: Buffer,
    atlas: TextureView,
    normal_map: TextureView,
    sampler: Sampler,
}

/// This frame's pipeline and bind group.
#[derive(Resource, Default)]
struct SpriteState {
    pipeline: Option<CachedRenderPipelineId>,
    bind_group: Option<BindGroup>,
}

/// `--screenshot <path>`: where the captures go, and the progress of the scripted run.
#[derive(Resource)]
struct Autopilot {
    path: PathBuf,
    frames: u32,
    frames_in_step: u32,
    step: usize,
    captures: Vec<Option<Image>>,
}

fn main() -> AppExit {
    let args: Vec<String> = std::env::args().collect();
    let screenshot = args
        .iter()
        .position(|a| a == "--screenshot")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from);
    run(screenshot)
}

/// The repository's `assets/` (this package is `oneshader_bevy/` in it), so the example finds
/// the shipped shaders wherever it is started from.
fn asset_folder() -> String {
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    package
        .parent()
        .unwrap_or(package)
        .join("assets")
        .display()
        .to_string()
}

/// The windowed app; with `screenshot`, the scripted run that captures two variants, checks
/// them and exits. Must be called on the main thread (winit's event loop).
pub fn run(screenshot: Option<PathBuf>) -> AppExit {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(AssetPlugin {
                file_path: asset_folder(),
                ..Default::default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "OneShader: a sprite material from a pack (A, 1/2/3 switch variants)"
                        .into(),
                    resolution: (WINDOW_SIZE, WINDOW_SIZE).into(),
                    ..Default::default()
                }),
                ..Default::default()
            })
            // The scripted run captures a fixed number of frames after a switch: the new
            // pipeline must be ready by then.
            .set(RenderPlugin {
                synchronous_pipeline_compilation: screenshot.is_some(),
                ..Default::default()
            }),
    )
    .add_plugins(OneShaderPlugin)
    .insert_resource(ClearColor(BACKGROUND))
    .insert_resource(Chosen(material::Key::new(false, LightingValue::None)))
    .add_systems(Startup, setup)
    .add_systems(Update, (choose_variant, select_variant).chain());
    if let Some(path) = screenshot {
        app.insert_resource(Autopilot {
            path,
            frames: 0,
            frames_in_step: 0,
            step: 0,
            captures: vec![None, None],
        })
        .add_systems(Update, autopilot.before(choose_variant));
    }
    let render_app = app.sub_app_mut(RenderApp);
    render_app
        .init_resource::<SpecializedRenderPipelines<SpriteDraw>>()
        .init_resource::<SpriteState>()
        .add_systems(RenderStartup, create_sprite_gpu)
        .add_systems(ExtractSchedule, extract_sprite)
        .add_systems(
            Render,
            prepare_sprite.in_set(RenderSystems::PrepareBindGroups),
        )
        .add_systems(
            Core2d,
            draw_sprite
                .after(main_transparent_pass_2d)
                .in_set(Core2dSystems::MainPass),
        );
    app.run()
}

fn setup(mut commands: Commands, assets: Res<AssetServer>) {
    commands.spawn((Camera2d, Msaa::Off));
    commands.insert_resource(MaterialPack(assets.load(PACK)));
}

/// Keys switch the variant.
fn choose_variant(keys: Res<ButtonInput<KeyCode>>, mut chosen: ResMut<Chosen>) {
    let (mut alpha_test, mut lighting) = (chosen.0.alpha_test(), chosen.0.lighting());
    if keys.just_pressed(KeyCode::KeyA) {
        alpha_test = !alpha_test;
    }
    for (code, value) in [
        (KeyCode::Digit1, LightingValue::None),
        (KeyCode::Digit2, LightingValue::Lambert),
        (KeyCode::Digit3, LightingValue::Pbr),
    ] {
        if keys.just_pressed(code) {
            lighting = value;
        }
    }
    let key = material::Key::new(alpha_test, lighting);
    if chosen.0 != key {
        chosen.0 = key;
    }
}

/// Looks the chosen variant up in the loaded pack (again after every reload).
fn select_variant(
    mut commands: Commands,
    chosen: Res<Chosen>,
    pack: Res<MaterialPack>,
    packs: Res<Assets<ShaderPack>>,
    windows: Query<&Window>,
    mut reported: Local<Option<String>>,
) {
    let Some(pack) = packs.get(&pack.0) else {
        return;
    };
    let key = chosen.0;
    let found = pack
        .variant_for(key)
        .map_err(|e| e.to_string())
        .and_then(|variant| {
            // The variant as the layout helpers see it: reflection, entry points, format.
            let shader = variant.to_hlsl_shader();
            let layout = BevyPipelineLayout::new(&shader, &["VSMain", "PSMain"])
                .map_err(|e| e.to_string())?;
            let vertex = layout
                .vertex_state(&shader, "VSMain")
                .map_err(|e| e.to_string())?;
            let fragment = layout
                .fragment_state(&shader, "PSMain", Vec::new())
                .map_err(|e| e.to_string())?;
            let slots: Vec<(String, u32, u32)> = variant
                .reflection()
                .resources
                .iter()
                .filter_map(|r| {
                    layout
                        .slot(&r.name)
                        .map(|(group, binding)| (r.name.clone(), group, binding))
                })
                .collect();
            Ok((vertex, fragment, layout, slots, variant.name()))
        });
    let (width, height) = windows
        .iter()
        .next()
        .map_or((WINDOW_SIZE as f32, WINDOW_SIZE as f32), |w| {
            (w.width(), w.height())
        });
    match found {
        Ok((vertex, fragment, layout, slots, name)) => {
            if reported.as_deref() != Some(name) {
                info!("drawing the sprite with Material/{name}");
                *reported = Some(name.to_string());
            }
            commands.insert_resource(SpriteDraw {
                key,
                vertex,
                fragment,
                layout,
                slots,
                view_projection: Mat4::from_scale(Vec3::new(2.0 / width, 2.0 / height, 1.0)),
            });
        }
        Err(e) => {
            if reported.as_deref() != Some(e.as_str()) {
                error!("cannot draw {key}: {e}");
                *reported = Some(e);
            }
        }
    }
}

fn extract_sprite(mut commands: Commands, draw: Extract<Option<Res<SpriteDraw>>>) {
    if let Some(draw) = draw.as_ref() {
        commands.insert_resource(SpriteDraw::clone(draw));
    }
}

/// The sprite's texture: an orange disc, opaque inside, a 30% alpha rim, transparent outside.
fn atlas_texels() -> Vec<u8> {
    let mut texels = Vec::with_capacity((ATLAS_SIZE * ATLAS_SIZE * 4) as usize);
    for y in 0..ATLAS_SIZE {
        for x in 0..ATLAS_SIZE {
            let u = (x as f32 + 0.5) / ATLAS_SIZE as f32 - 0.5;
            let v = (y as f32 + 0.5) / ATLAS_SIZE as f32 - 0.5;
            let r = (u * u + v * v).sqrt();
            let alpha = if r < 0.3 {
                255
            } else if r < 0.48 {
                77
            } else {
                0
            };
            texels.extend_from_slice(&[255, 128, 26, alpha]);
        }
    }
    texels
}

/// A flat normal map ((0.5, 0.5, 1) encodes +Z), so Lambert lighting scales by N.L = 0.81.
fn normal_texels() -> Vec<u8> {
    [128u8, 128, 255, 255].repeat((ATLAS_SIZE * ATLAS_SIZE) as usize)
}

fn create_sprite_gpu(mut commands: Commands, device: Res<RenderDevice>, queue: Res<RenderQueue>) {
    let half = SPRITE_SIZE / 2.0;
    // (position in pixels, uv, colour) per vertex, two triangles; v grows downwards.
    let corner = |x: f32, y: f32| -> [f32; 8] {
        [
            x * half,
            y * half,
            (x + 1.0) / 2.0,
            (1.0 - y) / 2.0,
            1.0,
            1.0,
            1.0,
            1.0,
        ]
    };
    let quad: Vec<f32> = [
        (-1., -1.),
        (1., -1.),
        (1., 1.),
        (-1., -1.),
        (1., 1.),
        (-1., 1.),
    ]
    .iter()
    .flat_map(|&(x, y)| corner(x, y))
    .collect();
    let vertices = device.create_buffer_with_data(&BufferInitDescriptor {
        label: Some("sprite quad"),
        contents: bytemuck::cast_slice(&quad),
        usage: BufferUsages::VERTEX,
    });
    let frame = device.create_buffer_with_data(&BufferInitDescriptor {
        label: Some("Frame"),
        contents: &[0u8; 80],
        usage: BufferUsages::UNIFORM | BufferUsages::COPY_DST,
    });
    let texture = |label: &'static str, format: TextureFormat, texels: &[u8]| {
        device
            .create_texture_with_data(
                &queue,
                &TextureDescriptor {
                    label: Some(label),
                    size: Extent3d {
                        width: ATLAS_SIZE,
                        height: ATLAS_SIZE,
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: TextureDimension::D2,
                    format,
                    usage: TextureUsages::TEXTURE_BINDING,
                    view_formats: &[],
                },
                TextureDataOrder::LayerMajor,
                texels,
            )
            .create_view(&TextureViewDescriptor::default())
    };
    commands.insert_resource(SpriteGpu {
        vertices,
        frame,
        // Colours are sRGB; normals are data, read as they are stored.
        atlas: texture("Atlas", TextureFormat::Rgba8UnormSrgb, &atlas_texels()),
        normal_map: texture("NormalMap", TextureFormat::Rgba8Unorm, &normal_texels()),
        sampler: device.create_sampler(&SamplerDescriptor::default()),
    });
}

/// Specializes the pipeline for this frame's variant and binds the variant's resources by the
/// slots its reflection gives.
#[allow(clippy::too_many_arguments)]
fn prepare_sprite(
    draw: Option<Res<SpriteDraw>>,
    gpu: Option<Res<SpriteGpu>>,
    views: Query<&ViewTarget>,
    cache: Res<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<SpriteDraw>>,
    mut state: ResMut<SpriteState>,
    device: Res<RenderDevice>,
    queue: Res<RenderQueue>,
) {
    let (Some(draw), Some(gpu), Some(view)) = (draw, gpu, views.iter().next()) else {
        return;
    };
    let key = SpriteKey {
        variant: draw.key,
        vertex: draw.vertex.shader.id(),
        fragment: draw.fragment.shader.id(),
        format: view.main_texture_format(),
    };
    state.pipeline = Some(pipelines.specialize(&cache, &draw, key));

    let mut frame = [0f32; 20];
    // HLSL matrices are column-major in constant buffers by default, as glam stores them.
    frame[..16].copy_from_slice(&draw.view_projection.to_cols_array());
    frame[16..].copy_from_slice(&[1.0, 1.0, 1.0, 1.0]);
    queue.write_buffer(&gpu.frame, 0, bytemuck::cast_slice(&frame));

    let Some(group0) = draw.layout.bind_group_layouts.first() else {
        return;
    };
    let entries: Vec<BindGroupEntry> = draw
        .slots
        .iter()
        .filter(|(_, group, _)| *group == 0)
        .filter_map(|(name, _, binding)| {
            let resource = match name.as_str() {
                "Frame" => gpu.frame.as_entire_binding(),
                "Atlas" => BindingResource::TextureView(&gpu.atlas),
                "NormalMap" => BindingResource::TextureView(&gpu.normal_map),
                "AtlasSampler" => BindingResource::Sampler(&gpu.sampler),
                _ => return None,
            };
            Some(BindGroupEntry {
                binding: *binding,
                resource,
            })
        })
        .collect();
    state.bind_group = Some(device.create_bind_group(
        "bevy_material",
        &cache.get_bind_group_layout(group0),
        &entries,
    ));
}

/// Draws the quad into the 2D camera's target after Bevy's own transparent pass.
fn draw_sprite(
    view: ViewQuery<&ViewTarget>,
    state: Res<SpriteState>,
    gpu: Option<Res<SpriteGpu>>,
    cache: Res<PipelineCache>,
    mut ctx: RenderContext,
) {
    let target = view.into_inner();
    let (Some(id), Some(bind_group), Some(gpu)) = (state.pipeline, &state.bind_group, gpu) else {
        return;
    };
    let Some(pipeline) = cache.get_render_pipeline(id) else {
        return;
    };
    let color_attachments = [Some(target.get_color_attachment())];
    let mut pass = ctx.begin_tracked_render_pass(RenderPassDescriptor {
        label: Some("bevy_material sprite"),
        color_attachments: &color_attachments,
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
    pass.set_render_pipeline(pipeline);
    pass.set_bind_group(0, bind_group, &[]);
    pass.set_vertex_buffer(0, gpu.vertices.slice(..));
    pass.draw(0..6, 0..1);
}

/// The scripted run of `--screenshot`: two variants, a capture after each, then the checks.
fn autopilot(
    mut commands: Commands,
    mut pilot: ResMut<Autopilot>,
    mut chosen: ResMut<Chosen>,
    draw: Option<Res<SpriteDraw>>,
    mut exit: MessageWriter<AppExit>,
) {
    const SETTLE_FRAMES: u32 = 20;
    let variants = [
        material::Key::new(false, LightingValue::None),
        material::Key::new(true, LightingValue::Lambert),
    ];
    // A run that never gets its captures (a variant that cannot be drawn) fails instead of
    // waiting forever.
    const MAX_FRAMES: u32 = 3000;
    pilot.frames += 1;
    if pilot.frames == MAX_FRAMES {
        println!("FAIL no captures after {MAX_FRAMES} frames (see the log for why)");
        exit.write(AppExit::error());
    }
    let step = pilot.step;
    if step >= variants.len() {
        if pilot.captures.iter().all(Option::is_some) {
            let captures: Vec<Image> = pilot.captures.iter_mut().filter_map(Option::take).collect();
            let ok = check_and_save(&captures, &pilot.path);
            exit.write(if ok {
                AppExit::Success
            } else {
                AppExit::error()
            });
            pilot.step = usize::MAX - 1;
        }
        return;
    }
    if chosen.0 != variants[step] {
        chosen.0 = variants[step];
    }
    // Wait until the variant is the one drawn, then a few frames for its pipeline.
    if draw.is_none_or(|d| d.key != variants[step]) {
        return;
    }
    pilot.frames_in_step += 1;
    if pilot.frames_in_step == SETTLE_FRAMES {
        commands.spawn(Screenshot::primary_window()).observe(
            move |capture: On<ScreenshotCaptured>, mut pilot: ResMut<Autopilot>| {
                pilot.captures[step] = Some(capture.image.clone());
                pilot.step = step + 1;
                pilot.frames_in_step = 0;
            },
        );
    }
}

/// The colour at a point given in sprite coordinates (-1..1 from the centre, y up).
fn sample(image: &Image, sx: f32, sy: f32) -> Srgba {
    let (w, h) = (image.width() as f32, image.height() as f32);
    let x = (w / 2.0 + sx * SPRITE_SIZE / 2.0).clamp(0.0, w - 1.0) as u32;
    let y = (h / 2.0 - sy * SPRITE_SIZE / 2.0).clamp(0.0, h - 1.0) as u32;
    image
        .get_color_at(x, y)
        .map(|c| c.to_srgba())
        .unwrap_or(Srgba::NONE)
}

fn distance(a: Srgba, b: Srgba) -> f32 {
    (a.red - b.red).abs() + (a.green - b.green).abs() + (a.blue - b.blue).abs()
}

/// Checks both captures and writes them as PPM files; prints every check.
fn check_and_save(captures: &[Image], path: &std::path::Path) -> bool {
    let background = BACKGROUND.to_srgba();
    let [plain, lit] = captures else {
        return false;
    };
    // The rim (alpha 0.3) lies at 0.39 of the sprite's half-size from the centre, the corner
    // of the window outside the sprite.
    let rim = 0.78;
    let checks = [
        (
            "plain: the sprite's centre is orange",
            sample(plain, 0.0, 0.0).red > 0.8 && sample(plain, 0.0, 0.0).blue < 0.3,
        ),
        (
            "plain: the rim is blended over the background",
            distance(sample(plain, rim, 0.0), background) > 0.1,
        ),
        (
            "plain: outside the sprite is the background",
            distance(sample(plain, 1.8, 1.8), background) < 0.05,
        ),
        (
            "alpha test + Lambert: lighting darkens the centre",
            sample(lit, 0.0, 0.0).red < sample(plain, 0.0, 0.0).red - 0.05
                && sample(lit, 0.0, 0.0).red > 0.5,
        ),
        (
            "alpha test + Lambert: the rim is clipped to the background",
            distance(sample(lit, rim, 0.0), background) < 0.05,
        ),
    ];
    let mut ok = true;
    for (what, held) in checks {
        println!("{} {what}", if held { "ok  " } else { "FAIL" });
        ok &= held;
    }
    for (image, suffix) in captures.iter().zip(["", "-b"]) {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("capture");
        let ext = path.extension().and_then(|s| s.to_str()).unwrap_or("ppm");
        let file = path.with_file_name(format!("{stem}{suffix}.{ext}"));
        match write_ppm(image, &file) {
            Ok(()) => println!("wrote {}", file.display()),
            Err(e) => {
                println!("FAIL writing {}: {e}", file.display());
                ok = false;
            }
        }
    }
    ok
}

fn write_ppm(image: &Image, path: &std::path::Path) -> std::io::Result<()> {
    let (w, h) = (image.width(), image.height());
    let mut bytes = format!("P6\n{w} {h}\n255\n").into_bytes();
    for y in 0..h {
        for x in 0..w {
            let c = image
                .get_color_at(x, y)
                .map(|c| c.to_srgba())
                .unwrap_or(Srgba::NONE);
            bytes.extend(
                [c.red, c.green, c.blue].map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8),
            );
        }
    }
    std::fs::write(path, bytes)
}
