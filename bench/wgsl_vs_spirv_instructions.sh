#!/usr/bin/env bash
# WGSL versus SPIR-V compile cost over the corpus, in instructions (valgrind's callgrind), so the
# figure does not depend on how loaded the machine is. Every corpus file is compiled with all its
# entry points once per target by the release `oneshader` command; the script prints the total
# instructions per target and the ratio WGSL / SPIR-V (the issue's goal: at most 1.10). Process
# start-up is included in both totals; it is measured alone and also printed.
#
# Usage: bash bench/wgsl_vs_spirv_instructions.sh [--bin PATH]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${2:-}"
if [[ "${1:-}" != "--bin" || -z "$bin" ]]; then
    target_dir="${CARGO_TARGET_DIR:-$root/target}"
    bin="$target_dir/release/oneshader"
    [[ -x "$bin" ]] || (cd "$root" && cargo build --release -p oneshader --bin oneshader)
fi
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

count() { # instructions of one command
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$@" >/dev/null 2>"$out/log" || true
    grep -o 'Collected : [0-9]*' "$out/log" | grep -o '[0-9]*'
}

startup=$(count "$bin" --version)
declare -A total=([spirv]=0 [wgsl]=0)
files=0
while IFS= read -r file; do
    files=$((files + 1))
    for target in spirv wgsl; do
        n=$(count "$bin" --all-entries --target "$target" -nologo "$file" -Fo "$out/o")
        total[$target]=$((total[$target] + n))
    done
done < <(cd "$root" && find corpus -name '*.hlsl' | sort)

echo "corpus files: $files; start-up alone: $startup instructions per process"
for target in spirv wgsl; do
    echo "$target: ${total[$target]} instructions in all, $(( (total[$target] - files * startup) / files )) per file without start-up"
done
awk -v s="${total[spirv]}" -v w="${total[wgsl]}" -v f="$files" -v u="$startup" 'BEGIN {
    printf "ratio WGSL / SPIR-V: %.3f (with start-up), %.3f (compile work only)\n", w / s, (w - f * u) / (s - f * u) }'
