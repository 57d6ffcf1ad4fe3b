#!/usr/bin/env bash
# Compares blindchess perft with Stockfish's "go perft" (single thread) on the
# start position (depth 6) and Kiwipete (depth 5), in one run on this machine.
# Usage: scripts/bench-perft.sh [path/to/blindchess]
set -euo pipefail
bc=${1:-bin/blindchess}
sf=$(command -v stockfish || true)
[ -z "$sf" ] && [ -x /usr/games/stockfish ] && sf=/usr/games/stockfish
if [ -z "$sf" ]; then
	echo "bench-perft: stockfish not found; install it (apt-get install stockfish) to compare." >&2
	exit 1
fi
runs=${RUNS:-3}

now() { date +%s.%N; }

# sf_seconds FEN DEPTH prints the wall time of Stockfish's perft, minus its
# start-up (measured with a depth-1 perft in the same way), and its node count.
sf_seconds() {
	local fen=$1 depth=$2 t0 t1 b0 b1 out
	b0=$(now); printf 'setoption name Threads value 1\nposition fen %s\ngo perft 1\nquit\n' "$fen" | "$sf" >/dev/null; b1=$(now)
	t0=$(now); out=$(printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" | "$sf"); t1=$(now)
	echo "$(echo "($t1 - $t0) - ($b1 - $b0)" | bc -l) $(printf '%s\n' "$out" | awk '/Nodes searched/ {print $3}')"
}

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

bench() {
	local name=$1 fen=$2 depth=$3 ours=() theirs=() json sec
	for _ in $(seq "$runs"); do
		json=$("$bc" perft --fen "$fen" --depth "$depth" --json)
		ours+=("$(printf '%s' "$json" | sed -E 's/.*"seconds":([0-9.e+-]+).*/\1/')")
		our_nodes=$(printf '%s' "$json" | sed -E 's/.*"nodes":([0-9]+).*/\1/')
		read -r sec sf_nodes < <(sf_seconds "$fen" "$depth")
		theirs+=("$sec")
	done
	local o s
	o=$(printf '%s\n' "${ours[@]}" | median)
	s=$(printf '%s\n' "${theirs[@]}" | median)
	if [ "$our_nodes" != "$sf_nodes" ]; then
		echo "bench-perft: $name: node counts differ: blindchess $our_nodes, stockfish $sf_nodes" >&2
		exit 1
	fi
	local onps snps
	onps=$(echo "$our_nodes / $o / 1000000" | bc -l)
	snps=$(echo "$sf_nodes / $s / 1000000" | bc -l)
	printf '%s depth %s: %s nodes\n' "$name" "$depth" "$our_nodes"
	printf '  blindchess %.1f Mnps (%.3f s), stockfish %.1f Mnps (%.3f s), ratio %.2f\n' \
		"$onps" "$o" "$snps" "$s" "$(echo "$onps / $snps" | bc -l)"
}

echo "perft, single thread, median of $runs runs ($("$sf" </dev/null 2>/dev/null | head -1 || true))"
bench "start position" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 6
bench "Kiwipete" "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5
