#!/usr/bin/env bash
# SPIR-V size per corpus entry point, names off: oneshader (default options, optimizer on)
# against glslangValidator's HLSL front end (`-g0`) and against Khronos' `spirv-opt -O` run over
# oneshader's own unoptimized output (`-O0`), all measured in this one run.
#
# For every line of corpus/entries.txt, each compiler is run once; entries that glslang or
# oneshader rejects are listed and left out of the ratios. Prints a per-entry table (bytes and
# the ratios ours/glslang and ours/spirv-opt), then the median and maximum of each ratio, and the
# median of `-O0` against glslang for reference. Sizes are words * 4 of the module as written.
#
# Usage: bash bench/size_vs_glslang.sh [--bin PATH] [--csv OUT.csv] [FILTER]
#   --bin PATH   the oneshader binary (default: $CARGO_TARGET_DIR or target, then
#                release/oneshader; built with cargo when missing)
#   --csv OUT    also write the per-entry sizes as CSV
#   FILTER       only entries whose path contains this text
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin=""
csv_out=""
filter=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --bin) bin="$2"; shift 2 ;;
        --csv) csv_out="$2"; shift 2 ;;
        -h|--help) sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) filter="$1"; shift ;;
    esac
done

for tool in glslangValidator spirv-opt python3; do
    command -v "$tool" >/dev/null || { echo "$tool not found (apt-get install glslang-tools spirv-tools python3)" >&2; exit 2; }
done
if [[ -z "$bin" ]]; then
    bin="${CARGO_TARGET_DIR:-$root/target}/release/oneshader"
    if [[ ! -x "$bin" ]]; then
        echo "building $bin" >&2
        (cd "$root" && cargo build --release -q -p oneshader --bin oneshader)
    fi
fi
[[ -x "$bin" ]] || { echo "oneshader binary not found at $bin" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
results="$tmp/results.tsv"
: > "$results"
skipped=()

size() { stat -c %s "$1"; }

while read -r path entry stage defines; do
    case "$path" in ''|'#'*) continue ;; esac
    [[ -n "$filter" && "$path" != *"$filter"* ]] && continue
    case "$stage" in
        vertex) profile=vs_6_0; gstage=vert ;;
        pixel) profile=ps_6_0; gstage=frag ;;
        compute) profile=cs_6_0; gstage=comp ;;
        *) echo "unknown stage $stage for $path $entry" >&2; continue ;;
    esac
    dflags=()
    for d in $defines; do dflags+=("-D$d"); done
    file="$root/corpus/$path"
    label="$path:$entry"
    if ! glslangValidator -D -V --target-env vulkan1.2 -g0 -S "$gstage" -e "$entry" "${dflags[@]}" \
        "$file" -o "$tmp/gl.spv" >"$tmp/gl.log" 2>&1; then
        skipped+=("$label: glslang rejects it")
        continue
    fi
    # glslang exits 0 after "Missing functionality" but leaves the construct out of its module
    # (interlocked_store.hlsl loses its atomics): no valid size to compare against.
    if grep -q "Missing functionality" "$tmp/gl.log"; then
        skipped+=("$label: glslang drops part of it ($(grep -m1 'Missing functionality' "$tmp/gl.log"))")
        continue
    fi
    if ! "$bin" -T "$profile" -E "$entry" "${dflags[@]}" --no-names "$file" -Fo "$tmp/os.spv" \
        >"$tmp/os.log" 2>&1; then
        skipped+=("$label: oneshader rejects it: $(grep -m1 -E 'error' "$tmp/os.log" || head -n1 "$tmp/os.log")")
        continue
    fi
    "$bin" -T "$profile" -E "$entry" "${dflags[@]}" --no-names -O0 "$file" -Fo "$tmp/o0.spv" >/dev/null 2>&1
    if ! spirv-opt -O --target-env=vulkan1.2 "$tmp/o0.spv" -o "$tmp/opt.spv" >"$tmp/opt.log" 2>&1; then
        skipped+=("$label: spirv-opt fails on oneshader's -O0 output: $(head -n1 "$tmp/opt.log")")
        continue
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$label" "$(size "$tmp/os.spv")" "$(size "$tmp/gl.spv")" \
        "$(size "$tmp/opt.spv")" "$(size "$tmp/o0.spv")" >> "$results"
done < "$root/corpus/entries.txt"

python3 - "$results" "$csv_out" <<'PY'
import statistics, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
if not rows:
    sys.exit("no entry point was compiled by both compilers")
print(f"{'entry point':<52} {'ours':>8} {'glslang':>8} {'spv-opt':>8} {'-O0':>8} {'/gl':>6} {'/opt':>6}")
gl, opt, o0 = [], [], []
for label, ours, g, o, z in rows:
    ours, g, o, z = int(ours), int(g), int(o), int(z)
    gl.append(ours / g); opt.append(ours / o); o0.append(z / g)
    print(f"{label:<52} {ours:>8} {g:>8} {o:>8} {z:>8} {ours/g:>6.2f} {ours/o:>6.2f}")
print()
print(f"{len(rows)} entry points compiled by both")
print(f"ours / glslang -g0:           median {statistics.median(gl):.3f}, max {max(gl):.3f}")
print(f"ours / spirv-opt -O of -O0:   median {statistics.median(opt):.3f}, max {max(opt):.3f}")
print(f"ours -O0 / glslang -g0:       median {statistics.median(o0):.3f}")
if sys.argv[2]:
    with open(sys.argv[2], "w") as f:
        f.write("entry,oneshader,glslang,spirv_opt_of_O0,oneshader_O0\n")
        for r in rows:
            f.write(",".join(r) + "\n")
PY

if [[ ${#skipped[@]} -gt 0 ]]; then
    echo
    echo "left out (${#skipped[@]}):"
    printf '  %s\n' "${skipped[@]}"
fi
