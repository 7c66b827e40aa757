#!/usr/bin/env bash
# Installs the system packages a make target needs, only those missing.
# Usage: scripts/deps.sh run|test|web
set -euo pipefail
need=()
case "${1:-run}" in
  run)  pkgs=(libx11-6 libxrandr2 libxi6 libxcursor1 libxinerama1 libxrender1 libxext6 libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri libasound2 gcc libc6-dev) ;;
  test) pkgs=(libx11-6 libxrandr2 libxi6 libxcursor1 libxinerama1 libxrender1 libxext6 libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri libasound2 gcc libc6-dev xvfb xauth imagemagick chromium nodejs npm brotli) ;;
  web)  pkgs=(chromium nodejs npm brotli gzip) ;;
  *) echo "deps.sh: unknown target $1" >&2; exit 2 ;;
esac
command -v dpkg-query >/dev/null 2>&1 || exit 0 # not Debian: assume the libraries are there
for p in "${pkgs[@]}"; do
  # Node may come from elsewhere (nvm, a tarball); a working node and npm is enough.
  if [[ $p == nodejs || $p == npm ]] && command -v "${p/nodejs/node}" >/dev/null 2>&1; then continue; fi
  if [[ $p == chromium ]] && command -v chromium >/dev/null 2>&1; then continue; fi
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
[ ${#need[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
