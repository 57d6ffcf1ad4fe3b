#!/usr/bin/env bash
# wine.sh — blindchess as a Windows program, run under Wine on this machine.
#
#   scripts/wine.sh            (make test-long runs it; about two minutes)
#
# 1. The pure-Go suites (rules, pgn, phonetic, clock, journal, table,
#    twoboard, talkclock) are built for windows/amd64 and run under Wine
#    (go test -exec wine64), in their own folders, as on Windows.
# 2. The data-folder tests of internal/session as a Windows program
#    (%LOCALAPPDATA%), and a DGT board on COM7: an emulated board on a
#    pseudo-terminal that Wine's COM7 points at, read by blindchess.exe
#    board watch through the Windows serial API.
# 3. blindchess.exe and the Linux build play every scenario of
#    scripts/scenarios (play and clock, --script --virtual --json); their
#    events, exit codes, PGN and braille files must be the same bytes.
#
# Debian 12's Wine 8 lacks two things Go's Windows programs use, so that
# the test can run at all (neither is shipped, and neither changes what is
# tested):
#   - bcryptprimitives.dll's ProcessPrng (Go 1.24+ takes its random numbers
#     from it): scripts/wine/bcryptprimitives.c, built with mingw-w64 into
#     the test's own Wine prefix;
#   - NtSetInformationFile's FileDispositionInformationEx, which Go's
#     os.RemoveAll uses and, unlike on old Windows, does not fall back from
#     when Wine answers STATUS_NOT_IMPLEMENTED: the test binaries are built
#     with an -overlay of Go's internal/syscall/windows/at_windows.go that
#     takes the fallback on that answer too (t.TempDir's clean-up needs it).
# Needs: wine64 (Debian: wine64), x86_64-w64-mingw32-gcc (Debian:
# gcc-mingw-w64-x86-64-win32); `make deps` installs both.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
SUITES=${SUITES:-"rules pgn phonetic clock journal table twoboard talkclock"}

wine=""
for w in wine64 /usr/lib/wine/wine64 wine; do
	if command -v "$w" >/dev/null 2>&1; then wine=$(command -v "$w"); break; fi
done
if [ -z "$wine" ]; then
	echo "wine.sh: Wine is not installed (Debian: apt-get install wine64; make deps)" >&2
	exit 1
fi
if ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1; then
	echo "wine.sh: x86_64-w64-mingw32-gcc is not installed (Debian: apt-get install gcc-mingw-w64-x86-64-win32; make deps)" >&2
	exit 1
fi
wineserver=$(dirname "$wine")/wineserver
command -v "$wineserver" >/dev/null 2>&1 || wineserver=wineserver

work=$(mktemp -d "${TMPDIR:-/tmp}/blindchess-wine.XXXXXX")
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
cleanup() {
	"$wineserver" -k >/dev/null 2>&1 || true
	rm -rf "$work"
}
trap cleanup EXIT

start=$(date +%s)
# A fresh prefix, with ProcessPrng.
"$wine" wineboot -i >/dev/null 2>&1 || true
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
	scripts/wine/bcryptprimitives.c scripts/wine/bcryptprimitives.def -ladvapi32

# The overlay of Go's deleteat (see above).
goroot=$($GO env GOROOT)
at="$goroot/src/internal/syscall/windows/at_windows.go"
overlay=()
if grep -q 'STATUS_NOT_SUPPORTED: ' "$at"; then
	sed 's|STATUS_NOT_SUPPORTED: |STATUS_NOT_SUPPORTED, NTStatus(0xC0000002): |' "$at" > "$work/at_windows.go"
	printf '{"Replace":{"%s":"%s"}}\n' "$at" "$work/at_windows.go" > "$work/overlay.json"
	overlay=(-overlay "$work/overlay.json")
else
	echo "wine.sh: this Go's at_windows.go differs; running without the RemoveAll overlay" >&2
fi
echo "wine.sh: $("$wine" --version) ready in $(( $(date +%s) - start )) s"

fail=0
pkgs=()
for s in $SUITES; do pkgs+=("./internal/$s"); done
start=$(date +%s)
if GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $GO test "${overlay[@]}" -count=1 -p 2 -exec "$wine" "${pkgs[@]}"; then
	echo "wine.sh: the suites pass as Windows binaries ($(( $(date +%s) - start )) s)"
else
	echo "wine.sh: a suite FAILS as a Windows binary (above)" >&2
	fail=1
fi

# Where the games go: %LOCALAPPDATA% (the data-folder tests, as a Windows
# program).
if GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $GO test "${overlay[@]}" -count=1 -exec "$wine" -run 'TestDataDir' -v ./internal/session > "$work/datadir.txt" 2>&1; then
	echo "wine.sh: $(grep -o 'the data folder on windows: .*' "$work/datadir.txt")"
else
	cat "$work/datadir.txt" >&2
	echo "wine.sh: the data folder test FAILS as a Windows binary (above)" >&2
	fail=1
fi

CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $GO build -trimpath -o "$work/blindchess.exe" ./cmd/blindchess
CGO_ENABLED=0 $GO build -trimpath -o "$work/blindchess" ./cmd/blindchess

# A DGT board on a COM port: the Linux build's emulated board on a
# pseudo-terminal, which Wine's COM7 is pointed at, watched by
# blindchess.exe through the Windows serial API (go.bug.st/serial).
( sleep 6; echo "move e2 e4"; sleep 1; echo "move e7 e5"; sleep 3; echo quit ) |
	"$work/blindchess" simulate dgt > "$work/sim.txt" 2>&1 &
sim=$!
for _ in $(seq 50); do grep -q 'emulator on /dev/' "$work/sim.txt" && break; sleep 0.1; done
pts=$(sed -n 's|.*emulator on \(/dev/[^ ]*\).*|\1|p' "$work/sim.txt")
ln -sfn "$pts" "$WINEPREFIX/dosdevices/com7"
timeout 30 "$wine" "$work/blindchess.exe" board watch --dgt COM7 --count 7 --json > "$work/com7.json" 2> "$work/com7.err" || true
wait $sim || true
got=$(sed -n 's/.*"event":"\([a-z]*\)".*"square":"\([a-h][1-8]\)".*/\1 \2/p; s/.*"event":"\(connected\|snapshot\)".*/\1/p' "$work/com7.json" | tr '\n' ',')
if [ "$got" = "connected,snapshot,lift e2,place e4,lift e7,place e5," ]; then
	echo "wine.sh: a DGT board on COM7 (a pseudo-terminal to Wine) is read by blindchess.exe: $got"
else
	cat "$work/com7.json" >&2
	echo "wine.sh: blindchess.exe did not read the DGT board on COM7 as it should (got: $got)" >&2
	fail=1
fi

# The same scenarios, the Linux build and the Windows build.
start=$(date +%s)
scripts/scenarios/run.sh "$work/linux" -- "$work/blindchess"
scripts/scenarios/run.sh "$work/windows" "$wine" -- "$work/blindchess.exe"
n=$(ls "$work/linux" | wc -l)
if diff -r "$work/linux" "$work/windows" > "$work/diff.txt"; then
	echo "wine.sh: $n scenarios give byte-identical events, exit codes, PGN and braille on Windows and Linux ($(( $(date +%s) - start )) s)"
else
	head -40 "$work/diff.txt" >&2
	echo "wine.sh: the Windows build differs from the Linux build (above)" >&2
	fail=1
fi
exit $fail
