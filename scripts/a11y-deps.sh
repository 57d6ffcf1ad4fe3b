#!/bin/sh
# a11y-deps.sh — installs what the hub page's browser test needs from npm
# (playwright-core and axe-core, the versions of scripts/a11y/package.json)
# into scripts/a11y/node_modules, which is not committed. Chromium comes
# from Debian (APT_PACKAGES_LONG: chromium). Run by `make deps-long`.
set -eu
cd "$(dirname "$0")/a11y"
if ! command -v npm >/dev/null 2>&1; then
	echo "a11y-deps.sh: npm is missing (apt install npm); the hub page's browser test will skip" >&2
	exit 0
fi
npm install --no-audit --no-fund --no-package-lock
