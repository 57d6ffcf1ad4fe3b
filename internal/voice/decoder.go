package voice

import "github.com/blindchess/blindchess/internal/phonetic"

// DecoderSetting is one numeric setting of pocketsphinx's decoder, named
// as on pocketsphinx's command line ("-pip"), that a style's recogniser
// sets beyond the settings every style shares (internal/voice/sphinx).
type DecoderSetting struct {
	Name  string
	Value float64
}

// decoderSettings are the settings of each style's decoder that differ
// from the shared ones; a style not listed has none. They are for the
// decoder that hears the words only: the second decoder that verifies
// them (sphinx's verifier, checks 5-10 of docs/voice.md) keeps the
// shared settings, on which its limits were tuned. The table is
// read-only.
var decoderSettings = map[phonetic.Style][]DecoderSetting{
	// -pip, the phone insertion probability (pocketsphinx's default 1):
	// a bonus for each phone of a path, so that a path of the move's
	// words wins against one that takes a stretch of the speech for
	// silence. espeak-ng's hard Czech voices lost most of their missed
	// moves that way (+Andrea's "Střelec David sedm" heard "tahy" with
	// 79 frames of speech hidden, +Andy's checks heard "cas" with 56-95
	// hidden). Tuned on the tuning set alone (czech, session 13,
	// BLINDCHESS_VOICEBENCH=misses BLINDCHESS_VOICEBENCH_SET=tuning
	// BLINDCHESS_VOICEBENCH_N=40 BLINDCHESS_VOICEBENCH_STYLE=cs
	// BLINDCHESS_VOICEBENCH_PART=moves, eight voices, 40 moves each and
	// 22 rare; PART=talk N=100, 324 sentences): with 1.25 the Czech
	// moves exact 388 → 392 of 496 (+Andy +1+2, +Andrea +1 rare, the
	// default voice at rate 1 +1 rare, +Alicia -1 rare), confirmed wrong
	// 1 → 1, conversation taken 3 → 1. 1.5 heard 398 but took 5 sentences
	// of conversation; 2 and more lost two of +Alicia's moves or added
	// words to them (4: confirmed wrong 9); 0.5 lost 23 of +Andrea's and
	// +Andy's 78. docs/voice.md, "Czech decoder settings". -wip beside it
	// (czech, session 15; the shared value is 100), twelve tuning voices
	// with BLINDCHESS_VOICEBENCH_VOICES=more: 200 took the eight 395 →
	// 397 of 496 but +Alicia lost two and the four "more" voices 204 →
	// 203; 300 the eight 395 → 395 (+Alicia -2); 1000 lost five of 226
	// on the hard voices: none kept. docs/voice.md, "Czech moves: what
	// loses them".
	phonetic.CzechStyle: {{Name: "-pip", Value: 1.25}},
}

// DecoderSettings returns the decoder settings of style st beyond the
// shared ones (none for a style without its own), in a slice of its
// own.
func DecoderSettings(st phonetic.Style) []DecoderSetting {
	return append([]DecoderSetting(nil), decoderSettings[st]...)
}
