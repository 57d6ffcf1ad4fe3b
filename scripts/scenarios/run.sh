#!/usr/bin/env bash
# run.sh — play every scenario of this folder with one blindchess binary and
# keep what it wrote, for comparing builds (scripts/wine.sh, scripts/qemu.sh).
#
#   scripts/scenarios/run.sh OUT [RUNNER...] -- BINARY
#
# A scenario is NAME.args (the command, play or clock, then one argument per
# line) and NAME.script (the lines "<seconds> <text>"). Each runs as
#
#   RUNNER BINARY ARGS... --script NAME.script --virtual --json [--journal j --pgn g.pgn]
#
# in a fresh folder OUT/NAME/, from which it writes OUT/NAME/stdout (the
# JSON events), OUT/NAME/code (the exit code), and for play the PGN and
# braille files it wrote. The only thing changed is the run folder's
# absolute path in the output (a Windows program names it Z:\…\NAME), which
# becomes DIR/, so that two builds can be compared byte for byte.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$1; shift
runner=()
while [ "$1" != "--" ]; do runner+=("$1"); shift; done
shift
bin=$1
mkdir -p "$out"
for args in "$here"/*.args; do
	name=$(basename "$args" .args)
	dir="$out/$name"
	rm -rf "$dir"; mkdir -p "$dir"
	cp "$here/$name.script" "$dir/script.txt"
	mapfile -t a < "$args"
	extra=()
	if [ "${a[0]}" = play ]; then extra=(--journal game.journal --pgn game.pgn); fi
	code=0
	(cd "$dir" && "${runner[@]}" "$bin" "${a[@]}" --script script.txt --virtual --json "${extra[@]}" \
		> stdout.raw 2> stderr.raw < /dev/null) || code=$?
	echo "$code" > "$dir/code"
	abs=$(cd "$dir" && pwd)
	win="Z:${abs//\//\\\\}\\\\" # the folder as a Windows program writes it in JSON
	unixdir="$abs/"
	# DIR/ stands for the run folder, and a Windows path's separators after it become /.
	perl -pe 'BEGIN { $w = shift; $u = shift } s/\Q$w\E([^"\s]*)/"DIR\/" . ($1 =~ s!\\\\!\/!gr)/ge; s/\Q$u\E/DIR\//g' \
		"$win" "$unixdir" < "$dir/stdout.raw" > "$dir/stdout"
	rm -f "$dir/stdout.raw" "$dir/stderr.raw" "$dir/game.journal" "$dir/script.txt"
done
