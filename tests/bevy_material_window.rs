//! `examples/bevy_material.rs` in a real window: built, run under Xvfb (`xvfb-run`) on the Vulkan
//! device (lavapipe in CI) with `--screenshot`, which renders two variants of the pack's Material
//! (plain; alpha test with Lambert lighting), checks their pixels and writes the captures. This
//! test then reads the captures back and checks the sprite itself: the window's centre shows the
//! orange sprite, its corner the background, and lighting darkens the second capture. A missing
//! Xvfb or device fails the test.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Reads a binary PPM (`P6`, 8 bits): width, height, RGB bytes.
fn read_ppm(path: &Path) -> (usize, usize, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap();
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8(bytes[start..at].to_vec()).unwrap());
    }
    assert_eq!(fields[0], "P6");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let data = bytes[at + 1..].to_vec();
    assert_eq!(data.len(), w * h * 3);
    (w, h, data)
}

fn pixel(image: &(usize, usize, Vec<u8>), x: usize, y: usize) -> [u8; 3] {
    let i = (y * image.0 + x) * 3;
    [image.2[i], image.2[i + 1], image.2[i + 2]]
}

#[test]
fn the_material_example_draws_the_sprite_in_a_window() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let built = Command::new(cargo)
        .current_dir(root)
        .args([
            "build",
            "--example",
            "bevy_material",
            "--ignore-rust-version",
        ])
        .status()
        .expect("cargo runs");
    assert!(built.success(), "the example builds");
    // target/<profile>/deps/<this test> -> target/<profile>/examples/bevy_material
    let exe = std::env::current_exe().unwrap();
    let example: PathBuf = exe
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .join("examples/bevy_material");
    assert!(example.exists(), "{} exists", example.display());

    let out = std::env::temp_dir().join(format!("oneshader-bevy-material-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let capture = out.join("material.ppm");
    // `timeout` bounds a run that never opens its window (the example bounds its own frames).
    let run = Command::new("timeout")
        .current_dir(root)
        .env("WGPU_BACKEND", "vulkan")
        .env("BEVY_ASSET_ROOT", root)
        .args(["600", "xvfb-run", "-a", "-s", "-screen 0 1024x768x24"])
        .arg(&example)
        .arg("--screenshot")
        .arg(&capture)
        .output()
        .expect("xvfb-run is installed (Debian package xvfb)");
    let log = format!(
        "{}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(run.status.success(), "the example's checks:\n{log}");
    assert!(
        log.contains("ok   alpha test + Lambert: the rim is clipped"),
        "{log}"
    );

    let plain = read_ppm(&capture);
    let lit = read_ppm(&out.join("material-b.ppm"));
    let (w, h) = (plain.0, plain.1);
    let centre = pixel(&plain, w / 2, h / 2);
    assert!(
        centre[0] > 220 && centre[2] < 80,
        "orange centre: {centre:?}"
    );
    let corner = pixel(&plain, 4, 4);
    assert!(
        corner.iter().all(|&c| c < 80),
        "dark background: {corner:?}"
    );
    let lit_centre = pixel(&lit, w / 2, h / 2);
    assert!(
        lit_centre[0] < centre[0],
        "{lit_centre:?} is darker than {centre:?}"
    );
    let _ = std::fs::remove_dir_all(&out);
}
