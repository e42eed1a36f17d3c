#!/usr/bin/env bash
# Compiles every corpus entry point listed in corpus/entries.txt with glslang's HLSL front end
# and validates the SPIR-V with spirv-val (Vulkan 1.2). This checks the corpus itself (that each
# shader is valid HLSL an independent compiler accepts), not OneShader.
#
# Files that start with `// glslang: none (why)` (HLSL 2021 that glslang's front end does not
# parse: templates, typed byte-address access) are listed as skipped with the reason.
#
# Usage: bash corpus/check_glslang.sh [filter]   (filter: a substring of the path)
# Exit status: 0 when every selected entry passes, 1 otherwise.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
command -v glslangValidator >/dev/null || { echo "glslangValidator not found (apt-get install glslang-tools)" >&2; exit 2; }
command -v spirv-val >/dev/null || { echo "spirv-val not found (apt-get install spirv-tools)" >&2; exit 2; }

filter="${1:-}"

# compile ENV STAGE ENTRY FILE OUT [-DNAME=VALUE...]
compile() {
    local env="$1" stage="$2" entry="$3" file="$4" out="$5"
    shift 5
    glslangValidator -D -V --target-env "$env" -S "$stage" -e "$entry" "$@" "$file" -o "$out" 2>&1
}
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
skip=0
while read -r path entry stage defines; do
    case "$path" in ''|'#'*) continue ;; esac
    [[ -n "$filter" && "$path" != *"$filter"* ]] && continue
    case "$stage" in
        vertex) s=vert ;;
        pixel) s=frag ;;
        compute) s=comp ;;
        *) echo "FAIL $path $entry: unknown stage '$stage'"; fail=$((fail + 1)); continue ;;
    esac
    # A file whose first line is `// glslang: none (why)` uses HLSL glslang cannot parse.
    first="$(head -n 1 "$here/$path")"
    if [[ "$first" == "// glslang: none"* ]]; then
        echo "SKIP $path $entry ($stage): ${first#// glslang: none }"
        skip=$((skip + 1))
        continue
    fi
    dflags=()
    for d in $defines; do dflags+=("-D$d"); done
    out="$tmp/out.spv"
    vlog=""
    if log=$(compile vulkan1.2 "$s" "$entry" "$here/$path" "$out" "${dflags[@]}") &&
       vlog=$(spirv-val --target-env vulkan1.2 "$out" 2>&1); then
        echo "PASS $path $entry ($stage)"
        pass=$((pass + 1))
    elif [[ "$vlog" == *"operand BufferBlock(3) requires SPIR-V version 1.3 or earlier"* ]] &&
         log=$(compile vulkan1.1 "$s" "$entry" "$here/$path" "$out" "${dflags[@]}") &&
         vlog=$(spirv-val --target-env vulkan1.1 "$out" 2>&1); then
        # glslang 12 gives HLSL structured/byte-address buffers the SPIR-V 1.3 form (Uniform +
        # BufferBlock) even in SPIR-V 1.5 (KhronosGroup/glslang#2411). The shader is fine; the
        # same entry point is validated as SPIR-V 1.3 for Vulkan 1.1 instead.
        echo "PASS $path $entry ($stage) [validated as vulkan1.1: glslang BufferBlock bug]"
        pass=$((pass + 1))
    else
        echo "FAIL $path $entry ($stage)"
        printf '%s\n%s\n' "$log" "${vlog:-}" | grep -v "unrecognized attribute" | grep -v '^$' | sed 's/^/    /' | head -20
        fail=$((fail + 1))
    fi
done < "$here/entries.txt"
echo "glslang + spirv-val: $pass passed, $fail failed, $skip skipped (glslang: none)"
[[ $fail -eq 0 ]]
