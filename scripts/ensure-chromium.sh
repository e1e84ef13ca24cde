#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests (Playwright's own browser download
# does not work on these machines). Installs it when allowed (root), otherwise says how.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the end-to-end tests and was not found at $CHROMIUM_PATH." >&2
echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
