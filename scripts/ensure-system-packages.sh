#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium drives the browser
# tests (we never download a browser of our own) and ffmpeg renders video (the server falls back
# to the binaries inside node_modules, but the tests use the system's). Safe to run repeatedly.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: apt-get install ${missing[*]}" >&2
  exit 1
fi
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
echo "Installing Debian packages: ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
