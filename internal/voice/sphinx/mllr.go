package sphinx

import (
	"bufio"
	"errors"
	"io"
	"math"
	"os"
	"strconv"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Config is how NewConfig makes a recogniser beyond its vocabulary.
type Config struct {
	// Warp is the frequency warp (see NewWarped); 0 is 1, no warp.
	Warp float64
	// MLLR is the path of a speaker's transform of the acoustic model's
	// Gaussian means (pocketsphinx's -mllr: a global MLLR transform, as
	// scripts/mllr-enrol.sh writes it from an enrolment), given to every
	// decoder of the recogniser, the verifier's too; "" is none. An
	// experiment (docs/voice.md, "Speaker enrolment (MLLR)"), not yet a
	// user option.
	MLLR string
	// VerifyPlain, with MLLR, gives the verifier's checks (5-14 of
	// docs/voice.md, "How it recognises") a second verifier without the
	// transform: the words heard are nothing understood when either
	// verifier rejects them. The checks' limits were set on the
	// unadapted model's scores, and the adapted model fits everything
	// the speaker says better, conversation too (docs/voice.md, "Speaker
	// enrolment: rejection with and without the transform"). It costs a
	// second phone loop while the words are spoken.
	VerifyPlain bool
}

// mllrStreams and mllrStreamLen are the shape of a transform of the en-us
// model (its feature, 1s_c_d_dd, in three streams of 13: -svspec
// 0-12/13-25/26-38); mllrMaxBytes bounds the file read (a transform of
// that shape in sphinxtrain's text is about 6 KB).
const (
	mllrStreams   = 3
	mllrStreamLen = 13
	mllrMaxBytes  = 1 << 16
)

// checkMLLR reads the transform at path and fails, saying what is wrong,
// unless it is one global transform of the model's shape as sphinxtrain's
// mllr_solve writes it: the number of classes (1), of streams (3), then
// per stream its length (13), the 13 rows of its matrix, its offset and
// its variance scale (13 numbers each), every number finite, and nothing
// after. pocketsphinx reads such a file without checking its shape, and
// one of another shape would be applied to the wrong parts of the model.
func checkMLLR(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return catalog.Errorf("voice.mllr-read", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return catalog.Errorf("voice.mllr-read", path, err)
	}
	if !st.Mode().IsRegular() || st.Size() > mllrMaxBytes {
		return catalog.Errorf("voice.mllr-bad", path)
	}
	ok, err := isMLLR(f)
	if err != nil {
		return catalog.Errorf("voice.mllr-read", path, err)
	}
	if !ok {
		return catalog.Errorf("voice.mllr-bad", path)
	}
	return nil
}

// isMLLR reports whether r (read up to mllrMaxBytes) holds one global
// transform of the model's shape, as checkMLLR says; the error is one of
// reading.
func isMLLR(r io.Reader) (bool, error) {
	sc := bufio.NewScanner(io.LimitReader(r, mllrMaxBytes))
	sc.Split(bufio.ScanWords)
	next := func() (float64, bool) {
		if !sc.Scan() {
			return 0, false
		}
		x, err := strconv.ParseFloat(sc.Text(), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, false
		}
		return x, true
	}
	want := func(n float64) bool {
		x, ok := next()
		return ok && x == n
	}
	if !want(1) || !want(mllrStreams) {
		return false, nil
	}
	for s := 0; s < mllrStreams; s++ {
		if !want(mllrStreamLen) {
			return false, nil
		}
		for i := 0; i < mllrStreamLen*(mllrStreamLen+2); i++ {
			if _, ok := next(); !ok {
				return false, nil
			}
		}
	}
	if sc.Scan() {
		return false, nil
	}
	if err := sc.Err(); err != nil && !errors.Is(err, io.EOF) {
		return false, err
	}
	return true, nil
}
