#!/bin/sh
# fuzz.sh — run every Go fuzz target of the module for a while each.
#
#   scripts/fuzz.sh [SECONDS]     # default 3 seconds of fuzzing per target
#   scripts/fuzz.sh --list        # only list the targets found
#
# Targets are found, not listed by hand: every `func FuzzXxx(f *testing.F)`
# in a *_test.go file is run, so a new parser's fuzz target is covered as
# soon as it is written. Each target runs alone:
#
#   go test -run '^$' -fuzz '^FuzzXxx$' -fuzztime Ns ./pkg
#
# When go finds an input that fails (a panic, a t.Fatal), it writes it to
# pkg/testdata/fuzz/FuzzXxx/<hash>; that file is then a seed that every
# later `go test` runs. A target that hangs fails after SECONDS + 120 s.
# This script goes on with the other targets, then names the new files and
# exits 1, so the build fails on a crash. Commit the files with the fix.
#
# New interesting inputs are minimized for at most FUZZMINIMIZETIME (default
# 1000x, a thousand runs; Go's own default of 60 s per input would leave a
# short run minimizing large seeds instead of fuzzing).
#
# `make test` runs it with FUZZTIME=2 (README, "Fuzzing: every parser",
# gives the number of targets, and cmd/blindchess's
# TestReadmeFuzzTableNamesEveryTarget checks that --list finds them all);
# `make test-long` with FUZZTIME_LONG=60 each.
set -eu

cd "$(dirname "$0")/.."
GO=${GO:-go}
MINIMIZE=${FUZZMINIMIZETIME:-1000x}

list_targets() {
	# "dir name" per target, sorted, from every *_test.go of the module.
	grep -rEo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(' . |
		grep -v '/vendor/' |
		sed -E 's|^\./(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\($|\1 \2|; s|^\./[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\($|. \1|' |
		sort -u
}

if [ "${1:-}" = "--list" ]; then
	list_targets
	exit 0
fi

secs=${1:-3}
case $secs in
'' | *[!0-9]*)
	echo "fuzz.sh: the time per target must be a whole number of seconds, not '$secs'" >&2
	exit 2
	;;
esac

targets=$(list_targets)
if [ -z "$targets" ]; then
	echo "fuzz.sh: no fuzz targets found (func FuzzXxx in *_test.go)" >&2
	exit 1
fi
n=$(printf '%s\n' "$targets" | wc -l | tr -d ' ')
echo "fuzz.sh: $n targets, ${secs}s each"

# Seed files that exist before the run, so that new ones can be named.
before=$(mktemp)
trap 'rm -f "$before"' EXIT
find . -path '*/testdata/fuzz/*' -type f | sort >"$before"

# run_target DIR NAME: fuzz one target; its output is in $out.
run_target() {
	out=$($GO test </dev/null -run '^$' -fuzz "^${2}\$" -fuzztime "${secs}s" -fuzzminimizetime "$MINIMIZE" \
		-timeout "$((secs + 120))s" "./$1" 2>&1)
}

# deadline_flake: the failure in $out is Go's own race at the end of
# -fuzztime (go.dev/issue/75804, fixed in Go 1.27): a bare "context deadline
# exceeded" with no failing input written and no other failure.
deadline_flake() {
	printf '%s\n' "$out" | grep -q 'context deadline exceeded' &&
		! printf '%s\n' "$out" | grep -qE 'Failing input written|panic:|_test\.go:[0-9]+:'
}

failed=""
start=$(date +%s)
printf '%s\n' "$targets" | {
	while read -r dir name; do
		t0=$(date +%s)
		if run_target "$dir" "$name"; then
			echo "ok    ./$dir $name ($(($(date +%s) - t0))s)"
		elif deadline_flake && run_target "$dir" "$name"; then
			echo "ok    ./$dir $name ($(($(date +%s) - t0))s; the first run hit Go's fuzztime deadline race, go.dev/issue/75804)"
		elif deadline_flake; then
			# Twice the race and nothing found: the seeds pass (go test runs
			# them), so this is not a failure of the code.
			echo "ok    ./$dir $name ($(($(date +%s) - t0))s; Go's fuzztime deadline race twice, nothing found)"
		else
			echo "FAIL  ./$dir $name"
			printf '%s\n' "$out" | sed 's/^/      /'
			failed="$failed ./$dir:$name"
		fi
	done
	echo "fuzz.sh: done in $(($(date +%s) - start))s"
	if [ -n "$failed" ]; then
		echo "fuzz.sh: failing targets:$failed"
		new=$(find . -path '*/testdata/fuzz/*' -type f | sort | comm -13 "$before" -)
		if [ -n "$new" ]; then
			echo "fuzz.sh: new failing inputs, kept as seeds (fix the bug, then commit them):"
			printf '%s\n' "$new" | sed 's/^/      /'
		fi
		exit 1
	fi
}
