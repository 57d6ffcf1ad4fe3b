#!/usr/bin/env bash
# bench-arm64.sh — what a Raspberry Pi (linux/arm64) build does under
# qemu-user on this machine, beside this machine's own build: perft (the
# rules core) and the board-event latency (a board message through a real
# pseudo-terminal to the driver's event, BenchmarkLatency of
# internal/eboard/emulator). `make bench` runs it; it takes about a minute.
#
#   scripts/bench-arm64.sh
#
# qemu-user translates every arm64 instruction, so its figures are an upper
# bound of a Pi's times, not a Pi's: a Raspberry Pi 4 or 5 runs the native
# code. They show that nothing in the arm64 build is slow by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
qemu=$(command -v qemu-aarch64-static || command -v qemu-aarch64 || true)
if [ -z "$qemu" ]; then
	echo "bench-arm64: qemu-aarch64-static is not installed (Debian: apt-get install qemu-user-static; make deps)" >&2
	exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/blindchess-bench-arm64.XXXXXX")
trap 'rm -rf "$work"' EXIT
native=$($GO env GOARCH)
CGO_ENABLED=0 $GO build -trimpath -o "$work/bc-native" ./cmd/blindchess
CGO_ENABLED=0 GOARCH=arm64 $GO build -trimpath -o "$work/bc-arm64" ./cmd/blindchess
CGO_ENABLED=0 $GO test -c -o "$work/lat-native.test" ./internal/eboard/emulator
CGO_ENABLED=0 GOARCH=arm64 $GO test -c -o "$work/lat-arm64.test" ./internal/eboard/emulator

kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# perft RUNNER BIN FEN DEPTH prints "nodes seconds" (best of 3).
perft() {
	local best="" json s n
	for _ in 1 2 3; do
		json=$(timeout 120 "$@")
		s=$(printf '%s' "$json" | sed -E 's/.*"seconds":([0-9.e+-]+).*/\1/')
		n=$(printf '%s' "$json" | sed -E 's/.*"nodes":([0-9]+).*/\1/')
		if [ -z "$best" ] || [ "$(echo "$s < $best" | bc -l)" = 1 ]; then best=$s; fi
	done
	echo "$n $best"
}
# latency RUNNER BIN prints the DGT and tactile µs per board event.
latency() {
	(cd internal/eboard/emulator && timeout 120 "$@" -test.run '^$' -test.bench 'Latency' -test.benchtime 2000x) |
		awk '/BenchmarkLatency\/dgt/ {d=$3} /BenchmarkLatency\/tactile/ {t=$3} END {printf "%.0f %.0f\n", d/1000, t/1000}'
}

printf '%-22s %14s %14s %16s %16s\n' "build" "perft start 6" "Kiwipete 5" "DGT event" "tactile event"
for arch in native arm64; do
	run=()
	[ "$arch" = arm64 ] && run=("$qemu")
	read -r n1 s1 < <(perft "${run[@]}" "$work/bc-$arch" perft --depth 6 --json)
	read -r n2 s2 < <(perft "${run[@]}" "$work/bc-$arch" perft --fen "$kiwipete" --depth 5 --json)
	read -r d t < <(latency "${run[@]}" "$work/lat-$arch.test")
	label="linux/$native (native)"
	[ "$arch" = arm64 ] && label="linux/arm64 (qemu)"
	printf '%-22s %9.0f Mn/s %9.0f Mn/s %13s µs %13s µs\n' "$label" \
		"$(echo "$n1 / $s1 / 1000000" | bc -l)" "$(echo "$n2 / $s2 / 1000000" | bc -l)" "$d" "$t"
done
