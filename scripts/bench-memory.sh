#!/usr/bin/env bash
# Peak memory (maximum resident set size, from GNU time) and wall time of the
# commands that read files people bring, on large files made here in a
# temporary folder: a PGN file of about $PGN_MB MB (default 50) made of the
# real games of the test data repeated, one game of the same size (a file
# no real game fills, refused by the reader's bounds), and a 30 MB WAV file (8-bit, 1 kHz:
# 8 h 20 min of audio). Every figure must stay under $LIMIT_MB MB (default
# 100) whatever the file's size: the games and the audio are read as they
# come. It exits 1 when one does not.
# Usage: scripts/bench-memory.sh [path/to/blindchess]
set -euo pipefail
bin=${1:-bin/blindchess}
here=$(cd "$(dirname "$0")/.." && pwd)
pgn_mb=${PGN_MB:-50}
limit_mb=${LIMIT_MB:-100}
gtime=/usr/bin/time
if ! "$gtime" -f %M true >/dev/null 2>&1; then
	echo "bench-memory: GNU time (/usr/bin/time) not found; install it (apt-get install time, or make deps)." >&2
	exit 1
fi
if [ ! -x "$bin" ]; then
	echo "bench-memory: $bin not found; run make build first, or give the path to blindchess." >&2
	exit 1
fi
data=$here/../shared/data/pgn
[ -d "$data" ] || data=$here/internal/pgn/testdata

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$data"/*.pgn; do
	cat "$f"
	echo
done >"$tmp/one.pgn"
one_games=$("$bin" pgn check --quiet "$tmp/one.pgn" | sed -nE 's/^.*: ([0-9]+) games?: .*/\1/p' | tail -1)
# The real games repeated until the file reaches the size asked for.
one_bytes=$(wc -c <"$tmp/one.pgn")
copies=$(((pgn_mb * 1000000 + one_bytes - 1) / one_bytes))
for _ in $(seq "$copies"); do
	cat "$tmp/one.pgn"
done >"$tmp/big.pgn"
games=$((one_games * copies))
pgn_bytes=$(wc -c <"$tmp/big.pgn")

# One game of the same size: 50 MB of moves, beyond what any game holds.
{
	printf '[White "A"]\n[Black "B"]\n\n'
	head -c $((pgn_mb * 1000000)) < <(yes 'Nf3 Nf6 Ng1 Ng8')
	printf '*\n'
} >"$tmp/onegame.pgn"

# 30,000,000 bytes of 8-bit audio at 1000 Hz, mono, with an honest header.
{
	printf 'RIFF\xa4\xc3\xc9\x01WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\xe8\x03\x00\x00\xe8\x03\x00\x00\x01\x00\x08\x00data'
	printf '\x80\xc3\xc9\x01'
	head -c 30000000 /dev/urandom
} >"$tmp/big.wav"
# The longest recording listen takes: one minute of the same audio.
{
	printf 'RIFF\x84\xea\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\xe8\x03\x00\x00\xe8\x03\x00\x00\x01\x00\x08\x00data\x60\xea\x00\x00'
	head -c 60000 /dev/urandom
} >"$tmp/minute.wav"

over=0
# measure NAME CMD... runs CMD (standard output to a file) and prints its
# peak memory and wall time.
measure() {
	local name=$1 rc=0
	shift
	"$gtime" -o "$tmp/time" -f '%M %e' "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
	read -r kb secs < <(tail -1 "$tmp/time")
	awk -v name="$name" -v kb="$kb" -v s="$secs" -v rc="$rc" -v limit="$limit_mb" 'BEGIN {
		printf "  %-48s %6.1f MB  %6.2f s  exit %d%s\n", name, kb / 1024, s, rc, (kb / 1024 > limit ? "  OVER THE LIMIT" : "")
	}'
	if [ $((kb / 1024)) -gt "$limit_mb" ]; then
		over=1
	fi
}

printf "Peak memory (max RSS) and wall time, limit %d MB, %d CPUs\n" "$limit_mb" "$(nproc)"
printf "PGN: %.1f MB, %d games (the test data x %d); WAV: 30 MB, 8-bit 1 kHz mono (8 h 20 min)\n" \
	"$(echo "$pgn_bytes / 1000000" | bc -l)" "$games" "$copies"
measure "say --pgn FILE --text" "$bin" say --pgn "$tmp/big.pgn" --text
measure "say --pgn FILE --game $games --out x.wav" "$bin" say --pgn "$tmp/big.pgn" --game "$games" --out "$tmp/say.wav"
measure "position --pgn FILE --game $games" "$bin" position --pgn "$tmp/big.pgn" --game "$games"
measure "braille --pgn FILE --game $games" "$bin" braille --pgn "$tmp/big.pgn" --game "$games"
measure "pgn check --quiet FILE" "$bin" pgn check --quiet "$tmp/big.pgn"
measure "pgn check --json FILE" "$bin" pgn check --json "$tmp/big.pgn"
measure "say --pgn ONE-GAME --text (refused: too large)" "$bin" say --pgn "$tmp/onegame.pgn" --text
measure "listen --wav FILE (refused: over a minute)" "$bin" listen --wav "$tmp/big.wav"
measure "listen --wav (one minute, the longest taken)" "$bin" listen --wav "$tmp/minute.wav"
if [ "$over" = 1 ]; then
	echo "bench-memory: a command took more than $limit_mb MB" >&2
	exit 1
fi
