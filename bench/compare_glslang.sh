#!/usr/bin/env bash
# Process time per corpus entry point: oneshader against glslangValidator's HLSL front end.
#
# For every line of corpus/entries.txt, both compilers are run once to see whether they compile
# the entry point; entries that either compiler rejects are listed and left out. The rest are
# timed (hyperfine when installed, otherwise a loop over `date +%s%N`), one compiler process per
# run, output written to a temporary file, and the script prints per-entry medians, the ratio
# (glslang's median divided by oneshader's; above 1 means oneshader is faster), and the median
# and geometric mean of the ratios. Numbers are local measurements from one run.
#
# Usage: bash bench/compare_glslang.sh [-n RUNS] [--bin PATH] [--json OUT.json] [FILTER]
#   -n RUNS      timed runs per entry point and compiler (default 15, plus 2 warm-up runs)
#   --bin PATH   the oneshader binary (default: $CARGO_TARGET_DIR or target, then release/oneshader;
#                built with `cargo build --release -p oneshader --bin oneshader` when missing)
#   --json OUT   also write the per-entry results as JSON
#   FILTER       only entries whose path contains this text
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=15
bin=""
json_out=""
filter=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        -n) runs="$2"; shift 2 ;;
        --bin) bin="$2"; shift 2 ;;
        --json) json_out="$2"; shift 2 ;;
        -h|--help) sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) filter="$1"; shift ;;
    esac
done

command -v glslangValidator >/dev/null || { echo "glslangValidator not found (apt-get install glslang-tools)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "python3 is needed to summarize the results" >&2; exit 2; }
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

# median_ms FILE: the median of the nanosecond durations in FILE, in milliseconds.
median_ms() {
    python3 -c 'import sys,statistics; v=[int(l) for l in open(sys.argv[1]) if l.strip()]; print("%.3f" % (statistics.median(v)/1e6))' "$1"
}

# time_command NAME CMD...: prints the median wall time in ms of RUNS runs of CMD.
time_command() {
    local name="$1"
    shift
    if command -v hyperfine >/dev/null; then
        hyperfine --style none --shell=none --warmup 2 --runs "$runs" \
            --export-json "$tmp/$name.json" -- "$(printf '%q ' "$@")" >/dev/null 2>&1
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.3f" % (r["median"]*1000))' "$tmp/$name.json"
    else
        local i start end
        for i in 1 2; do "$@" >/dev/null 2>&1 || true; done
        : > "$tmp/$name.ns"
        for ((i = 0; i < runs; i++)); do
            start=$(date +%s%N)
            "$@" >/dev/null 2>&1 || true
            end=$(date +%s%N)
            echo $((end - start)) >> "$tmp/$name.ns"
        done
        median_ms "$tmp/$name.ns"
    fi
}

both=0
skipped=()
printf '%-48s %12s %12s %10s\n' "entry point" "glslang ms" "oneshader ms" "ratio"
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
    os_cmd=("$bin" -T "$profile" -E "$entry" "${dflags[@]}" "$file" -Fo "$tmp/os.spv")
    gl_cmd=(glslangValidator -D -V --target-env vulkan1.2 -S "$gstage" -e "$entry" "${dflags[@]}" "$file" -o "$tmp/gl.spv")

    label="$path:$entry"
    if ! "${gl_cmd[@]}" >"$tmp/gl.log" 2>&1; then
        skipped+=("$label: glslang rejects it")
        continue
    fi
    if ! "${os_cmd[@]}" >"$tmp/os.log" 2>&1; then
        skipped+=("$label: oneshader rejects it: $(grep -m1 -E 'error' "$tmp/os.log" || head -n1 "$tmp/os.log")")
        continue
    fi
    gl_ms=$(time_command gl "${gl_cmd[@]}")
    os_ms=$(time_command os "${os_cmd[@]}")
    ratio=$(python3 -c 'import sys; print("%.2f" % (float(sys.argv[1])/float(sys.argv[2])))' "$gl_ms" "$os_ms")
    printf '%-48s %12s %12s %9sx\n' "$label" "$gl_ms" "$os_ms" "$ratio"
    printf '%s\t%s\t%s\n' "$label" "$gl_ms" "$os_ms" >> "$results"
    both=$((both + 1))
done < "$root/corpus/entries.txt"

if [[ ${#skipped[@]} -gt 0 ]]; then
    echo
    echo "left out (${#skipped[@]}): not compiled by both"
    printf '  %s\n' "${skipped[@]}"
fi

echo
python3 - "$results" "$runs" "$json_out" <<'PY'
import json, math, statistics, sys
path, runs, json_out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = []
for line in open(path):
    label, gl, os_ = line.rstrip("\n").split("\t")
    rows.append({"entry": label, "glslang_ms": float(gl), "oneshader_ms": float(os_)})
if not rows:
    print("no entry point was compiled by both compilers; nothing to compare")
else:
    ratios = [r["glslang_ms"] / r["oneshader_ms"] for r in rows]
    med = statistics.median(ratios)
    geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    faster = sum(1 for x in ratios if x > 1.05)
    slower = sum(1 for x in ratios if x < 1 / 1.05)
    word = lambda x: ("%.2fx faster" % x) if x >= 1 else ("%.2fx slower" % (1 / x))
    print(f"{len(rows)} entry points compiled by both, median of {runs} runs each")
    print(f"median ratio (glslang / oneshader): {med:.2f} ({word(med)})")
    print(f"geometric mean ratio: {geo:.2f} ({word(geo)})")
    print(f"oneshader faster on {faster}, slower on {slower}, within 5% on {len(rows) - faster - slower}")
    print(f"median process time: glslang {statistics.median(r['glslang_ms'] for r in rows):.2f} ms, "
          f"oneshader {statistics.median(r['oneshader_ms'] for r in rows):.2f} ms")
if json_out:
    with open(json_out, "w") as f:
        json.dump({"runs": runs, "entries": rows}, f, indent=2)
        f.write("\n")
PY
