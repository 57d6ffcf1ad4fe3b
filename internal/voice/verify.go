package voice

import "strings"

// Verification of short results. A result of one or two words (a
// request, a confirmation word, a short move such as "anna drei") is
// where conversation is most often taken for something of the grammar:
// a word or two of table talk ("Hallo", "Okay") fits one short phrase
// well enough to beat the garbage model. Such a result is checked a
// second time: the utterance's audio is decoded again against a grammar
// of exactly the words heard (VerifyGrammar) and against a free loop of
// the acoustic model's phones (LoopGrammar); the loop's path score less
// the words' is the gap (in natural log units). Speech that is the words
// fits them nearly as well as the best free phone sequence; other speech
// fits the loop far better. A gap above the result's limit (VerifyLimit)
// makes the utterance "not understood".

// The limits of the gap: how much better, per 10 ms frame of the words
// heard, a free loop of phones may fit the utterance than the words (in
// natural log units of pocketsphinx's scaled path score) before the words
// are not taken. Tuned on the tuning set alone (2026-11-27,
// BLINDCHESS_VOICEBENCH=verify BLINDCHESS_VOICEBENCH_VERIFY=off
// BLINDCHESS_VOICEBENCH_SET=tuning, PART=talk and PART=moves N=40, the
// three styles): the requests and no words said alone by the five
// tuning voices and heard right (82) gap at most 0.0099 ("no", "nein"),
// the yes words (15) at most 0.0066; the two-word moves heard right
// (170, with the rare moves) at most 0.0086; the conversation taken for
// a request or a no word (30) from 0.0071 (median 0.0127), for a yes
// word (3: "Tschüss" as "yes", "Možná" and "Dvanáct" as "ano", each a
// move played) 0.0087 to 0.0108, for two words (30) from 0.0065 (median
// 0.0102). With these limits (BLINDCHESS_VOICEBENCH=verify, the same
// runs with the verifier on) the tuning conversation taken fell from
// 21/27/22 to 12/15/6 of 324 sentences (de/en/cs), the moves played from
// it from 0/1/2 to 0/0/0; the tuning moves (306/298/309 of 310) and the
// requests and confirmation words said alone (32/32/33 of 35) stayed.
const (
	// OneWordGap is the limit for a request or the rejecting word.
	OneWordGap = 0.0105
	// YesGap is the limit for the confirming word: a yes taken from
	// conversation plays a move, so it is held to a stricter limit,
	// between the yes words said (at most 0.0066) and the conversation
	// taken for one (at least 0.0087).
	YesGap = 0.0080
	// ShortMoveGap is the limit for a move of two words ("anna drei").
	ShortMoveGap = 0.0090
)

// Verifiable reports whether the words heard (recogniser tokens joined
// by spaces) can be verified: a single request or confirmation word, or
// two words or more, which in a position's grammar are a move. Play
// verifies the short ones (VerifyLimit); the bench measures them all.
func Verifiable(words string) bool {
	if IsGarbage(words) {
		return false
	}
	switch ws := strings.Fields(words); len(ws) {
	case 0:
		return false
	case 1:
		_, req := RequestOf(ws[0])
		return req || IsYes(ws[0]) || IsNo(ws[0])
	}
	return true
}

// VerifyLimit returns the limit of the gap for the words heard and
// whether they are verified: a single request or the rejecting word
// (OneWordGap), the confirming word (YesGap), a move of two words
// (ShortMoveGap); longer moves are not verified (the gaps of the tuning
// moves of three words and of the conversation taken for one overlap).
func VerifyLimit(words string) (float64, bool) {
	if !Verifiable(words) {
		return 0, false
	}
	switch ws := strings.Fields(words); len(ws) {
	case 1:
		if IsYes(ws[0]) {
			return YesGap, true
		}
		return OneWordGap, true
	case 2:
		return ShortMoveGap, true
	}
	return 0, false
}

// VerifyGrammar returns the JSGF grammar of exactly words (recogniser
// tokens joined by spaces, every pronunciation of each), for the
// verifier's second decoding.
func VerifyGrammar(words string) string {
	return "#JSGF V1.0;\ngrammar verify;\npublic <words> = " + strings.Join(strings.Fields(words), " ") + ";\n"
}

// LoopGrammar returns the JSGF grammar of any sequence of the acoustic
// model's phones, each as likely as the others (the garbage model's
// dictionary words without their weight): the best free fit of any
// speech, against which the verifier scores the words heard.
func LoopGrammar() string {
	var alts []string
	for _, p := range garbagePhones {
		alts = append(alts, garbagePrefix+strings.ToLower(p))
	}
	return "#JSGF V1.0;\ngrammar loop;\npublic <loop> = (" + strings.Join(alts, " | ") + ")+;\n"
}
