#!/usr/bin/env bash
# Seed corpora for the fuzz targets, from the repository's own inputs: one HLSL seed per entry
# point of corpus/entries.txt, with `// -T <profile> -E <entry>` on its first line so the
# compile targets compile that entry point (the fuzz compile has no include path: seeds that
# include a header stop there, and still exercise the front end); the pack manifests under
# corpus/ and assets/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
root=..
rm -rf seeds && mkdir -p seeds/hlsl seeds/manifest seeds/pack
n=0
while read -r path entry stage rest; do
    [[ -z "$path" || "$path" == \#* ]] && continue
    case "$stage" in vertex) p=vs_6_0 ;; pixel) p=ps_6_0 ;; *) p=cs_6_0 ;; esac
    n=$((n + 1))
    { echo "// -T $p -E $entry"; cat "$root/corpus/$path"; } > "seeds/hlsl/$n.hlsl"
done < "$root/corpus/entries.txt"
m=0
while IFS= read -r f; do
    m=$((m + 1))
    cp "$f" "seeds/manifest/$m.ron"
done < <(find "$root/corpus" "$root/assets" -name '*.ron' 2>/dev/null | sort)
# A real pack, when the packer is built (`cargo build --release -p oneshader_pack`).
packs=0
for bin in "$root/target/release/oneshader-pack" "$root/target/debug/oneshader-pack"; do
    if [[ -x "$bin" ]]; then
        "$bin" build "$root/assets/shaders/materials.pack.ron" -o seeds/pack/materials.ospack \
            --no-cache >/dev/null && packs=1
        break
    fi
done
echo "seeds: $n HLSL entry points, $m manifests, $packs packs"
