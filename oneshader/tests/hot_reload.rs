//! The spec's hot-reload recipe, run through `examples/hot_reload.rs`'s own reload function.

#[allow(dead_code)]
#[path = "../examples/hot_reload.rs"]
mod example;

#[test]
fn the_recipe_prints_what_the_spec_prints() {
    let scratch = std::env::temp_dir().join(format!("oneshader-recipe-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch dir");
    std::env::set_current_dir(example::repo_root()).expect("cd");
    let out = example::run_recipe(&scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    let edited = scratch.join("Sprite.hlsl").display().to_string();
    let lines: Vec<&str> = out.lines().collect();
    let bytes = |line: &str| {
        line.strip_prefix("  compatible: swap in ")
            .and_then(|l| l.strip_suffix(" bytes of SPIR-V"))
            .and_then(|n| n.parse::<usize>().ok())
    };
    assert_eq!(lines.len(), 12, "{out}");
    assert_eq!(lines[0], "corpus/spec/Sprite.hlsl: watch Sprite.hlsl");
    assert!(bytes(lines[1]).is_some_and(|n| n > 0), "{out}");
    assert_eq!(lines[2], format!("{edited}: watch Sprite.hlsl"));
    // The body edit multiplies once more: more code than the original.
    assert!(bytes(lines[3]) > bytes(lines[1]), "{out}");
    assert_eq!(lines[4], format!("{edited}: watch Sprite.hlsl"));
    assert_eq!(
        lines[5..10],
        [
            "  not compatible:",
            "incompatible with the compiled-in bindings:",
            "  Frame.Tint moved from offset 64 to 80",
            "  Frame.Fog was added at offset 64",
            "Rebuild the project to update the generated bindings.",
        ]
    );
    assert_eq!(lines[10], format!("{edited}: watch Sprite.hlsl"));
    let typo = out.lines().skip(11).collect::<Vec<_>>();
    assert_eq!(
        typo,
        [format!("{edited}(24,74): error OSH0308: The struct 'VSOut' has no member 'UV'. Did you mean 'Uv'?")]
    );
}
