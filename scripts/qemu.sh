#!/usr/bin/env bash
# qemu.sh — blindchess as a Raspberry Pi runs it (linux/arm64), under
# qemu-user on this machine.
#
#   scripts/qemu.sh            (make test-long runs it; a few minutes)
#
# 1. The pure-Go suites (rules, pgn, phonetic, clock, journal, table,
#    twoboard, talkclock) are built for linux/arm64 and run under
#    qemu-aarch64-static (go test -exec), called explicitly: binfmt_misc
#    need not be set up.
# 2. The arm64 build and this machine's build play every scenario of
#    scripts/scenarios; their events, exit codes, PGN and braille files must
#    be the same bytes.
# Needs: qemu-aarch64-static (Debian: qemu-user-static; make deps).
# The arm64 build is made without cgo (no cross C compiler is needed), as
# the release archive for the Raspberry Pi is (docs/platforms.md).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
SUITES=${SUITES:-"rules pgn phonetic clock journal table twoboard talkclock"}

qemu=""
for q in qemu-aarch64-static qemu-aarch64; do
	if command -v "$q" >/dev/null 2>&1; then qemu=$(command -v "$q"); break; fi
done
if [ -z "$qemu" ]; then
	echo "qemu.sh: qemu-aarch64-static is not installed (Debian: apt-get install qemu-user-static; make deps)" >&2
	exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/blindchess-qemu.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail=0
pkgs=()
for s in $SUITES; do pkgs+=("./internal/$s"); done
start=$(date +%s)
if GOOS=linux GOARCH=arm64 CGO_ENABLED=0 $GO test -count=1 -p 2 -exec "$qemu" "${pkgs[@]}"; then
	echo "qemu.sh: the suites pass as linux/arm64 binaries under $($qemu --version | head -1) ($(( $(date +%s) - start )) s)"
else
	echo "qemu.sh: a suite FAILS as a linux/arm64 binary (above)" >&2
	fail=1
fi

CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $GO build -trimpath -o "$work/blindchess-arm64" ./cmd/blindchess
CGO_ENABLED=0 $GO build -trimpath -o "$work/blindchess" ./cmd/blindchess
start=$(date +%s)
scripts/scenarios/run.sh "$work/native" -- "$work/blindchess"
scripts/scenarios/run.sh "$work/arm64" "$qemu" -- "$work/blindchess-arm64"
n=$(ls "$work/native" | wc -l)
if diff -r "$work/native" "$work/arm64" > "$work/diff.txt"; then
	echo "qemu.sh: $n scenarios give byte-identical events, exit codes, PGN and braille on linux/arm64 and $(go env GOARCH) ($(( $(date +%s) - start )) s)"
else
	head -40 "$work/diff.txt" >&2
	echo "qemu.sh: the arm64 build differs from this machine's build (above)" >&2
	fail=1
fi
exit $fail
