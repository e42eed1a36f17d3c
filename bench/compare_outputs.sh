#!/usr/bin/env bash
# Writes every corpus entry point's outputs (SPIR-V, WGSL, reflection JSON of each, stderr and
# exit code) into one folder, so that two builds of the compiler can be compared byte for byte:
#
#   bash bench/compare_outputs.sh target/release/oneshader /tmp/before
#   ...change the compiler, rebuild...
#   bash bench/compare_outputs.sh target/release/oneshader /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# A refactoring that is meant to change no output must leave `diff -r` silent.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin=${1:?usage: compare_outputs.sh ONESHADER_BINARY OUT_DIR}
out=${2:?usage: compare_outputs.sh ONESHADER_BINARY OUT_DIR}
bin=$(realpath "$bin")
rm -rf "$out"
mkdir -p "$out"
n=0
while read -r path entry stage defines; do
    case "$path" in '#'* | '') continue ;; esac
    case "$stage" in vertex) profile=vs_6_0 ;; pixel) profile=ps_6_0 ;; compute) profile=cs_6_0 ;; *) continue ;; esac
    args=()
    for d in $defines; do args+=("-D" "$d"); done
    name="$(echo "$path" | tr '/' '_').$entry"
    for target in spirv wgsl; do
        base="$out/$name.$target"
        set +e
        "$bin" -T "$profile" -E "$entry" "${args[@]}" --target "$target" "corpus/$path" \
            -Fo "$base.out" --reflect "$base.json" >"$base.stdout" 2>"$base.stderr"
        echo $? >"$base.rc"
        set -e
        n=$((n + 1))
    done
done <corpus/entries.txt
echo "compare_outputs: $n compiles written to $out"
