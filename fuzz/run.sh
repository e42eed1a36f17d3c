#!/usr/bin/env bash
# Builds every fuzz target and runs each for $1 seconds (default 60) on its seed corpus.
# Prints each target's executions and coverage, and exits non-zero if any found a crash.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
seconds="${1:-60}"
export RUSTC_BOOTSTRAP=1
[[ -d seeds/hlsl ]] || bash seeds.sh
status=0
for target in preprocess parse compile_spirv compile_wgsl compile_msl pack_reader manifest; do
    case "$target" in
        pack_reader) seeds=seeds/pack ;;
        manifest) seeds=seeds/manifest ;;
        *) seeds=seeds/hlsl ;;
    esac
    mkdir -p "corpus/$target"
    log="fuzz-$target.log"
    if cargo fuzz run "$target" "corpus/$target" "$seeds" -- \
        -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 >"$log" 2>&1; then
        echo "$target: clean; $(grep -E '^#[0-9]+' "$log" | tail -1)"
    else
        echo "$target: FINDING (see fuzz/$log and fuzz/artifacts/$target/)"
        status=1
    fi
done
exit "$status"
