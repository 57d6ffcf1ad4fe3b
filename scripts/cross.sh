#!/bin/sh
# cross.sh — the builds without cgo, for every platform VI players use.
#
#   scripts/cross.sh            # all platforms
#   PLATFORMS="windows/amd64" scripts/cross.sh
#
# For each platform it builds blindchess with CGO_ENABLED=0 (what a
# release ships: docs/platforms.md) and runs go vet on every package and
# its tests, so that a file that compiles only on Linux, or only with cgo,
# fails `make test` at once. Then, on this machine, the tests that show
# what a build without cgo says instead of recording and voice input run
# in such a build. No binary is kept; no emulator is needed.
set -eu

cd "$(dirname "$0")/.."
GO=${GO:-go}
PLATFORMS=${PLATFORMS:-"linux/amd64 linux/arm64 windows/amd64 darwin/arm64 darwin/amd64"}

fail=0
for p in $PLATFORMS; do
	os=${p%/*} arch=${p#*/}
	start=$(date +%s)
	if CGO_ENABLED=0 GOOS=$os GOARCH=$arch $GO build -o /dev/null ./cmd/blindchess &&
		CGO_ENABLED=0 GOOS=$os GOARCH=$arch $GO vet ./...; then
		echo "cross: $p builds and vets without cgo ($(( $(date +%s) - start )) s)"
	else
		echo "cross: $p FAILS without cgo (above: what does not compile)" >&2
		fail=1
	fi
done

# A cgo build that leaves the C libraries out by tag (a Mac with a compiler
# but without PortAudio and pocketsphinx).
if $GO vet -tags noportaudio,nopocketsphinx ./internal/capture/... ./internal/voice/... ./internal/session ./cmd/blindchess; then
	echo "cross: the tags noportaudio and nopocketsphinx build"
else
	echo "cross: the tags noportaudio and nopocketsphinx FAIL (above)" >&2
	fail=1
fi

# What a build without the microphone and the recogniser says (the tests
# skip themselves in a cgo build).
if ! CGO_ENABLED=0 $GO test -count=1 -run 'NotBuilt|WithoutPortAudio|WithoutPocketsphinx' \
	./internal/capture ./internal/voice/sphinx ./internal/session; then
	echo "cross: a build without cgo does not say what it misses as it should" >&2
	fail=1
fi
exit $fail
