#!/usr/bin/env bash
# dist.sh — the release archives, one per platform, the same bytes every
# time they are made from the same commit.
#
#   scripts/dist.sh [OUTDIR]      # default dist/; make dist runs it
#   scripts/dist.sh --check       # make them twice and compare (make test-long)
#
# Each archive (.tar.gz; .zip for Windows) unpacks into one folder
# blindchess-VERSION-OS-ARCH/ holding the program (built without cgo: it
# needs no library), README.md, docs/, the manual page in English, German
# and Czech (man/), the shell completions (bash, zsh, fish; PowerShell for
# Windows) and the licence if the repository has one. OUTDIR/SHA256SUMS
# lists the archives' checksums.
#
# Reproducible: -trimpath, -buildvcs=false and an empty build id; every
# entry has the time of the last commit (SOURCE_DATE_EPOCH), sorted names,
# fixed owners and modes, gzip without a time (scripts/archive).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
PLATFORMS=${PLATFORMS:-"linux/amd64 linux/arm64 windows/amd64 darwin/arm64 darwin/amd64"}

if [ "${1:-}" = --check ]; then
	work=$(mktemp -d "${TMPDIR:-/tmp}/blindchess-dist.XXXXXX")
	trap 'rm -rf "$work"' EXIT
	"$0" "$work/a" >/dev/null
	"$0" "$work/b" >/dev/null
	if cmp -s "$work/a/SHA256SUMS" "$work/b/SHA256SUMS"; then
		echo "dist: two builds give the same bytes:"
		cat "$work/a/SHA256SUMS"
		exit 0
	fi
	diff "$work/a/SHA256SUMS" "$work/b/SHA256SUMS" >&2 || true
	echo "dist: two builds of the same commit differ (above)" >&2
	exit 1
fi

out=${1:-dist}
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d "${TMPDIR:-/tmp}/blindchess-stage.XXXXXX")
trap 'rm -rf "$stage"' EXIT
commit=${COMMIT:-$(git rev-parse HEAD 2>/dev/null || true)}
# -buildvcs=false records no commit: main.commit names it (blindchess version).
ldflags="-s -w -buildid= -X main.version=$version -X main.commit=$commit"
build() { CGO_ENABLED=0 GOOS=$1 GOARCH=$2 $GO build -trimpath -buildvcs=false -ldflags "$ldflags" -o "$3" ./cmd/blindchess; }

# The manual pages and completions, written by this machine's build.
host="$stage/host-blindchess"
build "$($GO env GOOS)" "$($GO env GOARCH)" "$host"
licence=""
for f in LICENSE LICENSE.md LICENSE.txt COPYING; do [ -f "$f" ] && licence=$f && break; done
[ -z "$licence" ] && echo "dist: the repository has no licence file; the archives hold none" >&2

rm -f "$out"/blindchess-*.tar.gz "$out"/blindchess-*.zip "$out/SHA256SUMS"
for p in $PLATFORMS; do
	os=${p%/*} arch=${p#*/}
	name="blindchess-$version-$os-$arch"
	dir="$stage/$name"
	mkdir -p "$dir/docs" "$dir/man/man1" "$dir/man/de/man1" "$dir/man/cs/man1" "$dir/completions"
	exe=blindchess
	[ "$os" = windows ] && exe=blindchess.exe
	build "$os" "$arch" "$dir/$exe"
	chmod 755 "$dir/$exe"
	cp README.md "$dir/"
	cp docs/*.md "$dir/docs/"
	[ -n "$licence" ] && cp "$licence" "$dir/"
	for l in en de cs; do
		m="$dir/man/$l/man1"
		[ "$l" = en ] && m="$dir/man/man1"
		"$host" man --lang "$l" > "$m/blindchess.1"
	done
	if [ "$os" = windows ]; then
		"$host" completion powershell > "$dir/completions/blindchess.ps1"
	else
		"$host" completion bash > "$dir/completions/blindchess.bash"
		"$host" completion zsh > "$dir/completions/_blindchess"
		"$host" completion fish > "$dir/completions/blindchess.fish"
	fi
	find "$dir" -type f ! -name "$exe" -exec chmod 644 {} +
	ext=tar.gz
	[ "$os" = windows ] && ext=zip
	$GO run ./scripts/archive -mtime "$epoch" "$out/$name.$ext" "$dir"
	echo "dist: $out/$name.$ext"
done
(cd "$out" && sha256sum blindchess-*.tar.gz blindchess-*.zip | LC_ALL=C sort -k2 > SHA256SUMS)
echo "dist: $out/SHA256SUMS"
