//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <stdlib.h>
#include <string.h>
#include <pocketsphinx.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/cmn.h>

// bc_noise_head is the head of sphinxbase's noise_stats_t (fe_noise.c,
// 5prealpha, not in its headers): the smoothed power, noise, floor and
// peak of each mel filter, whether they are learnt afresh from the next
// frame, the filters' number, and the sum of slow peaks; the rest of it
// is constants set once.
typedef struct {
	double *power, *noise, *floor, *peak;
	uint8 undefined;
	uint32 num_filters;
	double slow_peak_sum;
} bc_noise_head;

// bc_noise_offset is where fe_t (fe_internal.h, not in the headers)
// keeps its noise_stats_t pointer: fe_start_stream resets the one it
// finds there.
#define bc_noise_offset 0x60

// bc_front is what a decoder's front end carries from one utterance to
// the next: the live cepstral mean (its sum over the frames counted) and
// the noise removal's levels.
typedef struct {
	int veclen, nfilt;
	mfcc_t *mean, *sum;
	int32 nframe;
	double *levels; // power, noise, floor and peak, nfilt each
	uint8 undefined;
	double slow_peak_sum;
} bc_front;

static bc_noise_head *bc_noise(ps_decoder_t *ps) {
	fe_t *fe = ps_get_fe(ps);
	if (fe == NULL)
		return NULL;
	bc_noise_head *n = *(bc_noise_head **)((char *)fe + bc_noise_offset);
	long want = cmd_ln_int_r(ps_get_config(ps), "-nfilt");
	if (n == NULL || (long)n->num_filters != want || n->power == NULL || n->noise == NULL || n->floor == NULL || n->peak == NULL)
		return NULL; // not the layout this was written for
	return n;
}

// bc_front_new allocates a state of ps's sizes, NULL when its front end
// is not one this knows.
static bc_front *bc_front_new(ps_decoder_t *ps) {
	feat_t *f = ps_get_feat(ps);
	bc_noise_head *n = bc_noise(ps);
	if (f == NULL || f->cmn_struct == NULL || n == NULL)
		return NULL;
	bc_front *s = calloc(1, sizeof *s);
	if (s == NULL)
		return NULL;
	s->veclen = f->cmn_struct->veclen;
	s->nfilt = n->num_filters;
	s->mean = calloc(s->veclen, sizeof(mfcc_t));
	s->sum = calloc(s->veclen, sizeof(mfcc_t));
	s->levels = calloc(4 * s->nfilt, sizeof(double));
	if (s->mean == NULL || s->sum == NULL || s->levels == NULL) {
		free(s->mean); free(s->sum); free(s->levels); free(s);
		return NULL;
	}
	return s;
}

static void bc_front_free(bc_front *s) {
	if (s != NULL) {
		free(s->mean); free(s->sum); free(s->levels); free(s);
	}
}

// bc_front_save copies ps's state into s.
static void bc_front_save(ps_decoder_t *ps, bc_front *s) {
	cmn_t *c = ps_get_feat(ps)->cmn_struct;
	bc_noise_head *n = bc_noise(ps);
	size_t k = s->nfilt * sizeof(double);
	memcpy(s->mean, c->cmn_mean, s->veclen * sizeof(mfcc_t));
	memcpy(s->sum, c->sum, s->veclen * sizeof(mfcc_t));
	s->nframe = c->nframe;
	memcpy(s->levels, n->power, k);
	memcpy(s->levels + s->nfilt, n->noise, k);
	memcpy(s->levels + 2 * s->nfilt, n->floor, k);
	memcpy(s->levels + 3 * s->nfilt, n->peak, k);
	s->undefined = n->undefined;
	s->slow_peak_sum = n->slow_peak_sum;
}

// bc_front_restore makes s ps's state again.
static void bc_front_restore(ps_decoder_t *ps, const bc_front *s) {
	cmn_t *c = ps_get_feat(ps)->cmn_struct;
	bc_noise_head *n = bc_noise(ps);
	size_t k = s->nfilt * sizeof(double);
	memcpy(c->cmn_mean, s->mean, s->veclen * sizeof(mfcc_t));
	memcpy(c->sum, s->sum, s->veclen * sizeof(mfcc_t));
	c->nframe = s->nframe;
	memcpy(n->power, s->levels, k);
	memcpy(n->noise, s->levels + s->nfilt, k);
	memcpy(n->floor, s->levels + 2 * s->nfilt, k);
	memcpy(n->peak, s->levels + 3 * s->nfilt, k);
	n->undefined = s->undefined;
	n->slow_peak_sum = s->slow_peak_sum;
}
*/
import "C"

// frontState is what a decoder's front end carries from one utterance
// to the next, saved to be given back: pocketsphinx normalises each
// utterance heard live by a cepstral mean learnt from the utterances
// before it, and its noise removal follows the background's level over
// them, both updated by every decoding. The verifier decodes each
// utterance more than once (the phone loop while it is spoken, then the
// words heard and the other words alone); with its front end saved
// after the loop and given back before each later decoding and before
// the next utterance, each decoding after the loop starts from the same
// state, and the verifier carries to the next utterance what a decoder
// that heard each utterance once carries, whatever it checks.
type frontState struct {
	s *C.bc_front
}

// newFrontState returns a state of ps's sizes; its zero value (when
// ps's front end is not the one this knows) saves and gives back
// nothing.
func newFrontState(ps *C.ps_decoder_t) frontState {
	return frontState{C.bc_front_new(ps)}
}

// save copies ps's front end state.
func (f frontState) save(ps *C.ps_decoder_t) {
	if f.s != nil {
		C.bc_front_save(ps, f.s)
	}
}

// restore gives ps the state saved.
func (f frontState) restore(ps *C.ps_decoder_t) {
	if f.s != nil {
		C.bc_front_restore(ps, f.s)
	}
}

// free frees the state.
func (f frontState) free() {
	C.bc_front_free(f.s)
}
