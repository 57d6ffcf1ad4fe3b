#!/usr/bin/env bash
# Compares "blindchess pgn check" with pgn-extract (-r: check the games and
# report errors, write nothing) on the same PGN file, in one run on this
# machine: wall time, games per second and MB per second, median of $RUNS.
# The file is the PGN test data repeated $COPIES times (default 300: about
# 6.5 MB and 5,100 games).
# Usage: scripts/bench-pgn.sh [path/to/blindchess]
set -euo pipefail
bc=${1:-bin/blindchess}
here=$(cd "$(dirname "$0")/.." && pwd)
pe=$(command -v pgn-extract || true)
[ -z "$pe" ] && [ -x /usr/games/pgn-extract ] && pe=/usr/games/pgn-extract
if [ -z "$pe" ]; then
	echo "bench-pgn: pgn-extract not found; install it (apt-get install pgn-extract, or make deps) to compare." >&2
	exit 1
fi
if [ ! -x "$bc" ]; then
	echo "bench-pgn: $bc not found; run make build first, or give the path to blindchess." >&2
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

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

ours=() theirs=()
for _ in $(seq "$runs"); do
	t0=$(now)
	"$bc" pgn check --quiet "$file" >"$tmp/ours.txt" || {
		echo "bench-pgn: blindchess pgn check failed:" >&2
		grep -v warning "$tmp/ours.txt" | head >&2
		exit 1
	}
	t1=$(now)
	"$pe" -r "$file" >/dev/null 2>"$tmp/theirs.txt"
	t2=$(now)
	ours+=("$(echo "$t1 - $t0" | bc -l)")
	theirs+=("$(echo "$t2 - $t1" | bc -l)")
done

our_games=$(sed -nE 's/^.*: ([0-9]+) games: .*/\1/p' "$tmp/ours.txt" | tail -1)
their_games=$(sed -nE 's/^([0-9]+) games matched out of ([0-9]+)\.$/\2/p' "$tmp/theirs.txt" | tail -1)
if [ "$our_games" != "$their_games" ]; then
	echo "bench-pgn: the programs read different numbers of games: blindchess $our_games, pgn-extract $their_games" >&2
	exit 1
fi
o=$(printf '%s\n' "${ours[@]}" | median)
s=$(printf '%s\n' "${theirs[@]}" | median)

echo "PGN check of $our_games games, $(echo "$bytes / 1000000" | bc -l | xargs printf '%.1f') MB (test data x $copies), median of $runs runs ($("$pe" -h 2>&1 | head -1 | tr -d '\r'))"
printf '  blindchess pgn check: %.3f s, %.0f games/s, %.1f MB/s\n' "$o" "$(echo "$our_games / $o" | bc -l)" "$(echo "$bytes / $o / 1000000" | bc -l)"
printf '  pgn-extract -r:       %.3f s, %.0f games/s, %.1f MB/s\n' "$s" "$(echo "$our_games / $s" | bc -l)" "$(echo "$bytes / $s / 1000000" | bc -l)"
printf '  blindchess is %.2f times as fast\n' "$(echo "$s / $o" | bc -l)"
