#!/usr/bin/env bash
# Compiles every corpus entry point's MSL with Apple's Metal compiler (`xcrun metal -c`), for
# contributors on macOS. The CI check without a Mac is the clang check in the MSL tests
# (oneshader/src/msl/tests.rs); this script is the real compiler's word on the same files.
#
# Usage: tools/validate-msl.sh [dir]   (default: oneshader/tests/snapshots/msl)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-oneshader/tests/snapshots/msl}
if ! command -v xcrun >/dev/null 2>&1 || ! xcrun -sdk macosx -f metal >/dev/null 2>&1; then
    echo "validate-msl.sh: Apple's Metal compiler (xcrun metal, from Xcode) is not available here." >&2
    echo "Run it on macOS with Xcode installed; elsewhere the clang check in 'cargo test -p oneshader msl::' is what runs." >&2
    exit 2
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pass=0
fail=0
while IFS= read -r -d '' f; do
    if xcrun -sdk macosx metal -std=macos-metal2.4 -c "$f" -o "$out/x.air" 2>"$out/err"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL $f"
        sed 's/^/    /' "$out/err"
    fi
done < <(find "$dir" -name '*.metal' -print0 | sort -z)
echo "validate-msl.sh: $pass compiled, $fail failed"
[[ $fail -eq 0 ]]
