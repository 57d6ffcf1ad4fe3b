#!/usr/bin/env bash
# Compares "blindchess pgn check" with pgn-extract (-r: check the games and
# report errors, write nothing) on the same PGN file, in one run on this
# machine: wall time, CPU time (user + system, all threads), games per
# second and MB per second, median of $RUNS runs.
# The file is the PGN test data repeated $COPIES times (default 300: about
# 6.5 MB and 5,100 games).
# Usage: scripts/bench-pgn.sh [path/to/blindchess]
set -euo pipefail
bin=${1:-bin/blindchess}
here=$(cd "$(dirname "$0")/.." && pwd)
pe=$(command -v pgn-extract || true)
[ -z "$pe" ] && [ -x /usr/games/pgn-extract ] && pe=/usr/games/pgn-extract
if [ -z "$pe" ]; then
	echo "bench-pgn: pgn-extract not found; install it (apt-get install pgn-extract, or make deps) to compare." >&2
	exit 1
fi
if [ ! -x "$bin" ]; then
	echo "bench-pgn: $bin not found; run make build first, or give the path to blindchess." >&2
	exit 1
fi
runs=${RUNS:-5}
copies=${COPIES:-300}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
file=$tmp/bench.pgn
for _ in $(seq "$copies"); do
	for f in "$here"/internal/pgn/testdata/*.pgn; do
		cat "$f"
		echo
	done
done >"$file"
bytes=$(wc -c <"$file")

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# timed FILE CMD... runs CMD and appends "wall cpu" (seconds; cpu is user +
# system over every thread) to FILE.
timed() {
	local out=$1 t
	shift
	TIMEFORMAT='%R %U %S'
	t=$({ time "$@" >/dev/null 2>&1; } 2>&1) || return 1
	echo "$t" | awk '{print $1, $2 + $3}' >>"$out"
}

: >"$tmp/ours.times"
: >"$tmp/theirs.times"
for _ in $(seq "$runs"); do
	if ! timed "$tmp/ours.times" "$bin" pgn check --quiet "$file"; then
		echo "bench-pgn: blindchess pgn check failed:" >&2
		"$bin" pgn check --quiet "$file" | grep -v warning | head >&2
		exit 1
	fi
	timed "$tmp/theirs.times" "$pe" -r "$file" || true
done
"$bin" pgn check --quiet "$file" >"$tmp/ours.txt"
"$pe" -r "$file" >/dev/null 2>"$tmp/theirs.txt" || true

our_games=$(sed -nE 's/^.*: ([0-9]+) games: .*/\1/p' "$tmp/ours.txt" | tail -1)
their_games=$(sed -nE 's/^([0-9]+) games matched out of ([0-9]+)\.$/\2/p' "$tmp/theirs.txt" | tail -1)
if [ "$our_games" != "$their_games" ]; then
	echo "bench-pgn: the programs read different numbers of games: blindchess $our_games, pgn-extract $their_games" >&2
	exit 1
fi
o=$(cut -d' ' -f1 "$tmp/ours.times" | median)
oc=$(cut -d' ' -f2 "$tmp/ours.times" | median)
s=$(cut -d' ' -f1 "$tmp/theirs.times" | median)
sc=$(cut -d' ' -f2 "$tmp/theirs.times" | median)

awk -v games="$our_games" -v bytes="$bytes" -v copies="$copies" -v runs="$runs" -v cpus="$(nproc)" \
	-v o="$o" -v oc="$oc" -v s="$s" -v sc="$sc" -v pe="$("$pe" -h 2>&1 | head -1 | cut -d: -f1)" 'BEGIN {
	printf "PGN check of %d games, %.1f MB (test data x %d), median of %d runs, %d CPUs, %s\n", games, bytes / 1e6, copies, runs, cpus, pe
	printf "  blindchess pgn check: %.3f s (CPU %.3f s), %.0f games/s, %.1f MB/s\n", o, oc, games / o, bytes / o / 1e6
	printf "  pgn-extract -r:       %.3f s (CPU %.3f s), %.0f games/s, %.1f MB/s\n", s, sc, games / s, bytes / s / 1e6
	printf "  blindchess takes %.2f of the wall time and %.2f of the CPU time of pgn-extract\n", o / s, oc / sc
}'
