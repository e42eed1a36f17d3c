//! `examples/bevy_material.rs` in a real window, without building the example: this test
//! includes the example's code and re-executes its own binary under Xvfb (`xvfb-run`) on the
//! Vulkan device (lavapipe in CI) with `ONESHADER_BEVY_MATERIAL_CAPTURE` set, which makes that
//! child run the example's scripted `--screenshot` part: it renders two variants of the pack's
//! Material (plain; alpha test with Lambert lighting), checks their pixels and writes the
//! captures. The parent then reads the captures back and checks the sprite itself: the window's
//! centre shows the orange sprite, its corner the background, and lighting darkens the second
//! capture. A missing Xvfb or device fails the test.
//!
//! No libtest harness (`harness = false`): winit's event loop must run on the main thread,
//! which libtest keeps for itself.

#[allow(dead_code)]
#[path = "../examples/bevy_material.rs"]
mod example;

use bevy::app::AppExit;
use std::path::{Path, PathBuf};
use std::process::Command;

const TEST: &str = "the_material_example_draws_the_sprite_in_a_window";
/// Set in the child to the capture path: run the example's scripted window, nothing else.
const CAPTURE_VAR: &str = "ONESHADER_BEVY_MATERIAL_CAPTURE";

fn main() -> AppExit {
    if let Some(capture) = std::env::var_os(CAPTURE_VAR) {
        return example::run(Some(PathBuf::from(capture)));
    }
    // What libtest would do with the arguments cargo and test runners pass: list the one
    // test, or run it unless a filter excludes it.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list") {
        if !args.iter().any(|a| a == "--ignored") {
            println!("{TEST}: test");
        }
        return AppExit::Success;
    }
    let exact = args.iter().any(|a| a == "--exact");
    let matches = |f: &str| if exact { f == TEST } else { TEST.contains(f) };
    let (mut filters, mut skipped) = (Vec::new(), false);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--skip" => skipped |= rest.next().is_some_and(|f| matches(f)),
            // libtest's options that take a value.
            "--test-threads" | "--color" | "--format" | "--logfile" | "-Z" => {
                rest.next();
            }
            a if a.starts_with('-') => {}
            filter => filters.push(filter),
        }
    }
    let selected = !skipped && (filters.is_empty() || filters.iter().any(|f| matches(f)));
    println!("\nrunning {} test", usize::from(selected));
    if selected {
        the_material_example_draws_the_sprite_in_a_window();
        println!("test {TEST} ... ok");
    }
    println!(
        "\ntest result: ok. {} passed; 0 failed; 0 ignored; 0 measured; {} filtered out\n",
        usize::from(selected),
        usize::from(!selected)
    );
    AppExit::Success
}

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

fn the_material_example_draws_the_sprite_in_a_window() {
    let exe = std::env::current_exe().expect("the test knows its own binary");
    let out = std::env::temp_dir().join(format!("oneshader-bevy-material-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let capture = out.join("material.ppm");
    // `timeout` bounds a run that never opens its window (the example bounds its own frames).
    let run = Command::new("timeout")
        .env("WGPU_BACKEND", "vulkan")
        .env(CAPTURE_VAR, &capture)
        .args(["600", "xvfb-run", "-a", "-s", "-screen 0 1024x768x24"])
        .arg(&exe)
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
