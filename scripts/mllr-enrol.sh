#!/bin/sh
# mllr-enrol.sh — a speaker's global MLLR transform for pocketsphinx's en-us
# model, from recordings of the speaker (a feasibility study, session 15:
# docs/voice.md, "Speaker enrolment (MLLR)"; no command uses it yet).
#
# Usage: scripts/mllr-enrol.sh DIR [PASSES]
#   DIR holds the enrolment: ID.raw files (16 kHz, 16-bit little-endian
#   mono, no header), enrol.fileids (one ID a line), enrol.transcription
#   ("<s> words </s> (ID)" a line, in the recogniser's words) and
#   enrol.dict (the recogniser's dictionary, as voice.Vocab.Dict writes it).
#   The test TestEnrolRecordings of internal/voice writes such a DIR for an
#   espeak-ng voice (BLINDCHESS_ENROL_DIR=DIR BLINDCHESS_ENROL_STYLE=cs
#   [BLINDCHESS_ENROL_VARIANT=+Alicia ...] go test -run EnrolRecordings
#   ./internal/voice).
#   PASSES (default 3) is how many times bw aligns the recordings, each
#   pass with the previous pass's transform applied.
# Writes DIR/mllr_matrix (pass 1) and DIR/mllr_matrixN (pass N); give the
# last one to pocketsphinx as -mllr FILE (sphinx.Config.MLLR; the bench's
# BLINDCHESS_VOICEBENCH_MLLR=FILE). Logs go to DIR/*.log.
#
# Needs sphinxtrain (bw, mllr_solve), sphinxbase-utils (sphinx_fe),
# libpocketsphinx-dev and a C compiler (to write the model's binary mdef as
# the text bw reads), python3 (to expand the model's sendump into the
# mixture_weights bw reads), and pocketsphinx-en-us.
set -eu
dir=${1:?usage: mllr-enrol.sh DIR [PASSES]}
passes=${2:-3}
model=${MODEL:-/usr/share/pocketsphinx/model/en-us/en-us}
st=/usr/lib/sphinxtrain
for f in "$st/bw" "$st/mllr_solve"; do
	[ -x "$f" ] || { echo "mllr-enrol.sh: $f is missing: apt-get install sphinxtrain" >&2; exit 1; }
done
command -v sphinx_fe >/dev/null || { echo "mllr-enrol.sh: sphinx_fe is missing: apt-get install sphinxbase-utils" >&2; exit 1; }
for f in enrol.fileids enrol.transcription enrol.dict; do
	[ -f "$dir/$f" ] || { echo "mllr-enrol.sh: $dir/$f is missing (see the usage at the top of this script)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The model as bw reads it: a text mdef and full mixture weights. Debian's
# en-us model has a binary mdef and only the quantised sendump.
cp "$model/means" "$model/variances" "$model/transition_matrices" "$model/noisedict" "$work/"
cat >"$work/mdef.c" <<'C'
/* Writes a binary model definition (mdef) as text. */
typedef struct bin_mdef_s bin_mdef_t;
bin_mdef_t *bin_mdef_read(void *config, const char *filename);
int bin_mdef_write_text(bin_mdef_t *m, const char *filename);
int main(int argc, char **argv) {
	bin_mdef_t *m;
	if (argc != 3 || (m = bin_mdef_read(0, argv[1])) == 0)
		return 1;
	return bin_mdef_write_text(m, argv[2]) == 0 ? 0 : 1;
}
C
cc -o "$work/mdef" "$work/mdef.c" $(pkg-config --libs pocketsphinx sphinxbase)
"$work/mdef" "$model/mdef" "$work/mdef.txt" 2>"$dir/mdef.log"
python3 - "$model/sendump" "$work/mixture_weights" <<'PY'
"""Expands pocketsphinx's sendump (mixture weights quantised to bytes of
-log base 1.0001, shifted) into Sphinx-III mixture_weights (float32)."""
import struct, sys
from array import array
data = open(sys.argv[1], 'rb').read()
pos, fmt = 0, '<I'
def readstr():
    global pos, fmt
    n = struct.unpack_from(fmt, data, pos)[0]
    if n > 65536:
        fmt = '>I'
        n = struct.unpack_from(fmt, data, pos)[0]
    pos += 4
    if n == 0:
        return None
    s = data[pos:pos + n - 1].decode()
    pos += n
    return s
hdr = {'mixw_shift': 10, 'cluster_count': 0, 'feature_count': 1}
readstr()
while True:
    h = readstr()
    if h is None:
        break
    k = h.split()
    if len(k) == 2 and k[1].isdigit():
        hdr[k[0]] = int(k[1])
if hdr['cluster_count'] != 0:
    sys.exit('mllr-enrol.sh: a clustered sendump is not supported')
dens, sens = struct.unpack_from(fmt[0] + 'II', data, pos)
pos += 8
nf, shift = hdr['feature_count'], hdr['mixw_shift']
if len(data) - pos != nf * dens * sens:
    sys.exit('mllr-enrol.sh: sendump size does not match its header')
table = [1.0001 ** -(b << shift) for b in range(256)]
out = array('f', bytes(4 * sens * nf * dens))
for f in range(nf):
    for d in range(dens):
        row = data[pos:pos + sens]
        pos += sens
        for s, b in enumerate(row):
            out[(s * nf + f) * dens + d] = table[b]
head = b's3\nversion 1.0\n'
pad = (len(head) + 7) & 3
head += (b' ' * (4 - pad) if pad else b'') + b'endhdr\n'
with open(sys.argv[2], 'wb') as fh:
    fh.write(head + struct.pack('=i', 0x11223344))
    fh.write(struct.pack('=IIII', sens, nf, dens, sens * nf * dens))
    out.tofile(fh)
PY

# bw aligns each word with its first pronunciation; the en-us model cannot
# align through the phone pair "R ZH" (Czech ř: "final state of the search
# is not reached"), so a variant without it goes first.
python3 - "$dir/enrol.dict" >"$work/enrol.dict" <<'PY'
import re, sys
words, order = {}, []
for line in open(sys.argv[1]):
    if not line.strip():
        continue
    w, p = line.split(None, 1)
    base = re.sub(r'\(\d+\)$', '', w)
    if base not in words:
        words[base] = []
        order.append(base)
    words[base].append(p.strip())
for w in order:
    ps = words[w]
    good = [p for p in ps if 'R ZH' not in p]
    if good:
        ps = [good[0]] + [p for p in ps if p != good[0]]
    for i, p in enumerate(ps):
        print('%s %s' % (w if i == 0 else '%s(%d)' % (w, i + 1), p))
PY

cd "$dir"
sphinx_fe -argfile "$model/feat.params" -samprate 16000 -c enrol.fileids \
	-di . -do . -ei raw -eo mfc -raw yes >fe.log 2>&1
bw() {
	"$st/bw" -hmmdir "$work" -moddeffn "$work/mdef.txt" -ts2cbfn .ptm. \
		-feat 1s_c_d_dd -svspec 0-12/13-25/26-38 -cmn batch -agc none \
		-dictfn "$work/enrol.dict" -fdictfn "$work/noisedict" \
		-ctlfn enrol.fileids -lsnfn enrol.transcription -accumdir . "$@"
}
solve() {
	"$st/mllr_solve" -meanfn "$work/means" -varfn "$work/variances" \
		-outmllrfn "$1" -accumdir .
}
n=1 prev=
while [ "$n" -le "$passes" ]; do
	out=mllr_matrix
	[ "$n" -gt 1 ] && out=mllr_matrix$n
	if [ -z "$prev" ]; then bw >bw$n.log 2>&1; else bw -mllrmat "$prev" >bw$n.log 2>&1; fi
	echo "pass $n: $(grep -c 'ignored' bw$n.log || true) of $(wc -l <enrol.fileids) recordings not aligned"
	solve "$out" >mllr$n.log 2>&1
	prev=$out
	n=$((n + 1))
done
echo "transform: $dir/$prev"
