//! Tests of `watch` with real files: every editor save pattern gives exactly one outcome.

use super::*;
use crate::cache::CompileCache;

const SPRITE: &str = include_str!("../../corpus/spec/Sprite.hlsl");
const COMMON: &str = "static const float Brightness = 1.0;\n";

/// The watcher's timing in these tests. The defaults (80 ms of quiet) assume an editor that
/// saves in one go; on a loaded 2-core CI machine the test thread can be descheduled for longer
/// than that between the truncate and the write of `std::fs::write`, which would split one save
/// into two outcomes. A wide window keeps one save one edit whatever the load.
const SETTINGS: WatchSettings = WatchSettings {
    debounce: Duration::from_millis(750),
    max_delay: Duration::from_secs(30),
    missing_grace: Duration::from_secs(30),
};
/// How long an outcome may take to come: a bound on a hang, not a timing expectation (the wait
/// ends as soon as the outcome arrives).
const ARRIVAL: Duration = Duration::from_secs(120);
/// Longer than the debounce, so a second outcome of the same save would have arrived.
const SETTLE: Duration = Duration::from_millis(1500);

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("oneshader-watch-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir.canonicalize().expect("canonical temp dir"))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The spec's Sprite, reading a constant from an include beside it.
fn sprite_with_include() -> String {
    format!("#include \"Common.hlsli\"\n{SPRITE}").replace("* i.Color;", "* i.Color * Brightness;")
}

fn project(tag: &str) -> (TempDir, PathBuf, ShaderWatcher) {
    let dir = TempDir::new(tag);
    let shader = dir.0.join("Sprite.hlsl");
    std::fs::write(dir.0.join("Common.hlsli"), COMMON).expect("write include");
    std::fs::write(&shader, sprite_with_include()).expect("write shader");
    let watcher = ShaderWatcher::with_settings(
        &shader,
        CompileOptions::default(),
        None,
        Arc::new(CompileCache::default()),
        SETTINGS,
    )
    .expect("start watcher");
    assert!(
        watcher.initial().is_compatible(),
        "{:?}",
        watcher.initial().result().diagnostics
    );
    (dir, shader, watcher)
}

/// The one outcome of an edit: it arrives, and nothing follows it.
fn one_outcome(watcher: &ShaderWatcher) -> ReloadOutcome {
    let outcome = watcher
        .outcomes()
        .recv_timeout(ARRIVAL)
        .expect("an outcome after the edit");
    std::thread::sleep(SETTLE);
    let extra: Vec<ReloadOutcome> = watcher.outcomes().try_iter().collect();
    assert!(extra.is_empty(), "more than one outcome: {extra:?}");
    outcome
}

#[test]
fn follows_the_file_and_its_include() {
    let (dir, _shader, watcher) = project("files");
    assert_eq!(
        watcher.watched_files(),
        [dir.0.join("Sprite.hlsl"), dir.0.join("Common.hlsli")]
    );
}

#[test]
fn editing_the_main_file_in_place_gives_one_compatible_outcome() {
    let (_dir, shader, watcher) = project("main");
    let edited =
        sprite_with_include().replace("* i.Color * Brightness;", "* i.Color * Brightness * 0.5;");
    std::fs::write(&shader, edited).expect("edit");
    let outcome = one_outcome(&watcher);
    assert!(outcome.is_compatible(), "{outcome:?}");
    assert!(Arc::ptr_eq(
        outcome.result(),
        &watcher.last_good().expect("last good")
    ));
}

#[test]
fn editing_the_include_gives_one_outcome() {
    let (dir, _shader, watcher) = project("include");
    std::fs::write(
        dir.0.join("Common.hlsli"),
        "static const float Brightness = 0.25;\n",
    )
    .expect("edit");
    assert!(one_outcome(&watcher).is_compatible());
}

#[test]
fn a_rename_style_save_gives_one_outcome() {
    let (dir, shader, watcher) = project("rename");
    let temp = dir.0.join(".Sprite.hlsl.swp");
    let edited = sprite_with_include().replace("o.Uv = i.Uv;", "o.Uv = i.Uv * 2;");
    std::fs::write(&temp, edited).expect("write temp");
    std::fs::rename(&temp, &shader).expect("rename over");
    assert!(one_outcome(&watcher).is_compatible());
    // Still followed after the rename replaced the file.
    std::fs::write(
        &shader,
        sprite_with_include().replace("o.Uv = i.Uv;", "o.Uv = i.Uv * 3;"),
    )
    .expect("edit");
    assert!(one_outcome(&watcher).is_compatible());
}

#[test]
fn delete_then_recreate_gives_one_outcome() {
    let (_dir, shader, watcher) = project("recreate");
    std::fs::remove_file(&shader).expect("delete");
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(
        &shader,
        sprite_with_include().replace("o.Uv = i.Uv;", "o.Uv = i.Uv.yx;"),
    )
    .expect("recreate");
    let outcome = one_outcome(&watcher);
    assert!(
        outcome.is_compatible(),
        "{:?}",
        outcome.result().diagnostics
    );
}

#[test]
fn a_broken_edit_keeps_the_last_good_result_and_a_fix_replaces_it() {
    let (_dir, shader, watcher) = project("broken");
    let good = watcher.last_good().expect("initial result is good");
    std::fs::write(
        &shader,
        sprite_with_include().replace("AtlasSampler, i.Uv", "AtlasSampler, i.UV"),
    )
    .expect("typo");
    let broken = one_outcome(&watcher);
    let ReloadOutcome::Failed(result) = &broken else {
        panic!("expected diagnostics: {broken:?}")
    };
    assert!(result
        .diagnostics
        .iter()
        .any(|d| d.message.contains("Did you mean 'Uv'?")));
    assert!(Arc::ptr_eq(&watcher.last_good().expect("kept"), &good));
    // The include is still followed after the failed compile.
    assert_eq!(watcher.watched_files().len(), 2);

    std::fs::write(
        &shader,
        sprite_with_include().replace("* Brightness;", "* Brightness * 0.75;"),
    )
    .expect("fix");
    let fixed = one_outcome(&watcher);
    assert!(fixed.is_compatible());
    assert!(!Arc::ptr_eq(&watcher.last_good().expect("replaced"), &good));
}

#[test]
fn an_interface_change_is_incompatible_and_keeps_the_last_good_result() {
    let (_dir, shader, watcher) = project("incompatible");
    let good = watcher.last_good().expect("good");
    std::fs::write(
        &shader,
        sprite_with_include().replace(
            "float4x4 ViewProjection;",
            "float4x4 ViewProjection; float4 Fog;",
        ),
    )
    .expect("edit");
    match one_outcome(&watcher) {
        ReloadOutcome::Incompatible { report, .. } => assert_eq!(
            report
                .differences
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            [
                "Frame.Tint moved from offset 64 to 80",
                "Frame.Fog was added at offset 64"
            ]
        ),
        other => panic!("expected incompatible: {other:?}"),
    }
    assert!(Arc::ptr_eq(&watcher.last_good().expect("kept"), &good));
}

#[test]
fn unrelated_files_and_reads_cause_no_outcome_and_drop_stops_the_thread() {
    let (dir, shader, watcher) = project("quiet");
    std::fs::write(dir.0.join("Other.hlsl"), "// not followed").expect("write other");
    let _ = std::fs::read(&shader);
    std::thread::sleep(SETTLE);
    assert!(watcher.outcomes().try_recv().is_err());
    // Dropping stops and joins the thread; a hang would never send.
    let (dropped, done) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        drop(watcher);
        let _ = dropped.send(());
    });
    assert!(
        done.recv_timeout(ARRIVAL).is_ok(),
        "dropping the watcher hung"
    );
}
