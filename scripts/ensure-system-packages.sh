#!/usr/bin/env bash
# Makes sure the programs the tests run are there: a Chromium for the browser tests (we never
# download a browser of our own; CHROMIUM_PATH points at any Chromium or Chrome, default
# /usr/bin/chromium) and ffmpeg with ffprobe for video. On Debian or Ubuntu it installs what is
# missing with apt-get; anywhere else it says what to install and stops before any test runs.
# Safe to run repeatedly.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)

[ ${#missing[@]} -eq 0 ] && exit 0

explain() {
  echo "The tests need: ${missing[*]}." >&2
  case "$(uname -s)" in
    Darwin) echo "  On macOS: brew install ffmpeg; brew install --cask chromium" >&2 ;;
    *) echo "  Install them with your system's package manager (ffmpeg brings ffprobe)." >&2 ;;
  esac
  echo "  Then point the browser tests at your browser, for example:" >&2
  echo "    export CHROMIUM_PATH=\"/Applications/Chromium.app/Contents/MacOS/Chromium\"" >&2
  echo "    export CHROMIUM_PATH=\"\$(command -v chromium || command -v google-chrome)\"" >&2
  echo "  npm run test:fast runs the shared, demo-content and server tests without a browser." >&2
}

if ! command -v apt-get >/dev/null; then
  explain
  exit 1
fi
if [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$CHROMIUM_PATH" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    explain
    echo "  (as root: apt-get install ${missing[*]})" >&2
    exit 1
  fi
  as_root=(sudo)
fi
echo "Installing Debian packages: ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
