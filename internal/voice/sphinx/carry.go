//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <stdlib.h>
#include <string.h>
#include <pocketsphinx.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/cmn.h>

// bc_mean is a decoder's live cepstral mean (sphinxbase's cmn_t, a
// public struct of cmn.h): the mean, the sum it is learnt from and the
// frames summed.
typedef struct {
	int veclen;
	mfcc_t *mean, *sum;
	int32 nframe;
} bc_mean;

static cmn_t *bc_cmn(ps_decoder_t *ps) {
	feat_t *f = ps_get_feat(ps);
	return f == NULL ? NULL : f->cmn_struct;
}

// bc_mean_new allocates a mean of ps's size, NULL when ps has none.
static bc_mean *bc_mean_new(ps_decoder_t *ps) {
	cmn_t *c = bc_cmn(ps);
	if (c == NULL || c->cmn_mean == NULL || c->sum == NULL)
		return NULL;
	bc_mean *m = calloc(1, sizeof *m);
	if (m == NULL)
		return NULL;
	m->veclen = c->veclen;
	m->mean = calloc(m->veclen, sizeof(mfcc_t));
	m->sum = calloc(m->veclen, sizeof(mfcc_t));
	if (m->mean == NULL || m->sum == NULL) {
		free(m->mean); free(m->sum); free(m);
		return NULL;
	}
	return m;
}

static void bc_mean_free(bc_mean *m) {
	if (m != NULL) {
		free(m->mean); free(m->sum); free(m);
	}
}

// bc_mean_save copies ps's live mean into m.
static void bc_mean_save(ps_decoder_t *ps, bc_mean *m) {
	cmn_t *c = bc_cmn(ps);
	memcpy(m->mean, c->cmn_mean, m->veclen * sizeof(mfcc_t));
	memcpy(m->sum, c->sum, m->veclen * sizeof(mfcc_t));
	m->nframe = c->nframe;
}

// bc_mean_restore makes m ps's live mean again.
static void bc_mean_restore(ps_decoder_t *ps, const bc_mean *m) {
	cmn_t *c = bc_cmn(ps);
	memcpy(c->cmn_mean, m->mean, m->veclen * sizeof(mfcc_t));
	memcpy(c->sum, m->sum, m->veclen * sizeof(mfcc_t));
	c->nframe = m->nframe;
}
*/
import "C"

// carry is what the verifier carries from one utterance to the next.
// pocketsphinx normalises each utterance heard live by a cepstral mean
// learnt from the utterances before it, and its noise removal follows
// the background's levels over them; every decoding of samples updates
// both. The verifier decodes an utterance more than once (the phone
// loop while it is spoken, then the words heard, the other words
// alone, the rivals), so what it checked moved how it heard the next
// utterance. With carry, the mean the loop left is kept and given back
// before the next utterance's loop, and the noise removal learns its
// levels afresh at the start of each utterance's loop (ps_start_stream),
// from the silence the listener keeps before the speech; the later
// decodings of the utterance follow the loop, as before. The verifier
// then carries to the next utterance only the mean, as a decoder that
// heard each utterance once carries it, whatever it checked. Only
// public pocketsphinx and sphinxbase calls and structs are used.
type carry struct {
	m *C.bc_mean
	// kept tells that m holds a loop's mean.
	kept bool
}

// newCarry returns the carry of ps; its zero value (when ps has no live
// mean) keeps no mean, and the noise levels are still learnt afresh.
func newCarry(ps *C.ps_decoder_t) carry {
	return carry{m: C.bc_mean_new(ps)}
}

// start readies ps for the next utterance's loop: the mean the last
// loop left, and the noise removal's levels learnt afresh.
func (k *carry) start(ps *C.ps_decoder_t) {
	if k.m != nil && k.kept {
		C.bc_mean_restore(ps, k.m)
	}
	C.ps_start_stream(ps)
}

// keep keeps the mean ps's loop has just left.
func (k *carry) keep(ps *C.ps_decoder_t) {
	if k.m != nil {
		C.bc_mean_save(ps, k.m)
		k.kept = true
	}
}

// free frees the mean kept.
func (k *carry) free() {
	C.bc_mean_free(k.m)
	k.m = nil
}
