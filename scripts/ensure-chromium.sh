#!/usr/bin/env bash
# Finds a Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium; on Debian as
# root it installs Debian's chromium package when none is there. Never downloads a browser build.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
  echo "$CHROME_PATH"
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo /usr/bin/chromium
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "No Chromium found: set CHROME_PATH or install the chromium package" >&2
exit 1
