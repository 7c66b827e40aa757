#!/usr/bin/env bash
# Builds a browser page for a Go main package:
#   wasm/build.sh OUTDIR [PACKAGE]      (PACKAGE defaults to the game, ".")
# OUTDIR gets index.html, loader.js, wasm_exec.js (from this Go's GOROOT) and
# the program as game.<hash>.wasm with .gz and .br beside it (and .gz/.br of
# the text files). The wasm's name carries its content hash, so it can be
# cached for ever; a wasm that did not change is not compressed again.
# BROTLI_QUALITY (default 11) trades time for size: 11 takes about 45 s for
# the game on 2 cores, 9 about 3 s for 15% more bytes. KEEP_NAMES=1 keeps
# the functions' names (no -s -w), for wasm/measure/startup.mjs.
set -euo pipefail
out=${1:?usage: build.sh OUTDIR [PACKAGE]}
pkg=${2:-.}
q=${BROTLI_QUALITY:-11}
here=$(cd "$(dirname "$0")" && pwd)
go=${GO:-go}
for tool in gzip brotli; do
  command -v $tool >/dev/null || { echo "build.sh: $tool is missing (scripts/deps.sh web installs it)" >&2; exit 1; }
done
mkdir -p "$out"
tmp="$out/.build.wasm"
# Some packages are compiled without inlining, less to download gzipped
# (docs/PERFORMANCE.md), where a frame's time is not spent: the game's own
# (its hot loops avoid small calls instead), the font parser and the
# character sets it reads font names with.
noinline=(wheeloffate/... golang.org/x/image/font/... golang.org/x/text/...)
gcflags=()
for p in "${noinline[@]}"; do gcflags+=("-gcflags=$p=-l"); done
ldflags='-s -w'
[ -n "${KEEP_NAMES:-}" ] && ldflags=''
GOOS=js GOARCH=wasm $go build -trimpath "${gcflags[@]}" -ldflags="$ldflags" -o "$tmp" "$pkg"
sum=$(sha256sum "$tmp" | cut -c1-12)
name="game.$sum.wasm"
if [ -f "$out/$name" ] && [ -f "$out/$name.gz" ] && [ -f "$out/$name.br" ]; then
  rm -f "$tmp"
else
  # Write the compressed copies under temporary names first, so an
  # interrupted build never leaves a half-written variant behind.
  gzip -9 -n -c "$tmp" > "$tmp.gz" &
  brotli -q "$q" -f -o "$tmp.br" "$tmp" &
  wait %1 && wait %2
  for f in "$out"/game.*.wasm "$out"/game.*.wasm.gz "$out"/game.*.wasm.br; do
    [ -e "$f" ] && rm -f "$f"
  done
  mv "$tmp.gz" "$out/$name.gz"
  mv "$tmp.br" "$out/$name.br"
  mv "$tmp" "$out/$name"
fi
size=$(stat -c %s "$out/$name")
cp "$($go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
cp "$here/web/loader.js" "$out/loader.js"
sed -e "s/{{WASM}}/$name/" -e "s/{{SIZE}}/$size/" "$here/web/index.html" > "$out/index.html"
for f in index.html loader.js wasm_exec.js; do
  gzip -9 -n -c "$out/$f" > "$out/$f.gz"
  brotli -q 11 -f -o "$out/$f.br" "$out/$f"
done
echo "$out: $name $(stat -c %s "$out/$name") bytes, gzip $(stat -c %s "$out/$name.gz"), brotli $(stat -c %s "$out/$name.br")"
