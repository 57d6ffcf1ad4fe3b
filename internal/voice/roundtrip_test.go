package voice_test

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	. "github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// needRecognition skips a test on a machine without the speech model or
// espeak-ng (make deps installs both).
func needRecognition(t testing.TB) {
	t.Helper()
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
}

// voiceSynth is a voice the round trip speaks with: espeak-ng (with a
// voice variant and pitch when variant is set) or the clip voice.
type voiceSynth struct {
	name    string
	synth   speech.Synth
	rate    float64
	variant string // espeak-ng's "+f2" etc.; "" for its default voice
	pitch   int    // espeak-ng's -p (0-99); 0 for its default (50)
	// mbrola names, per espeak-ng language ("de", "en", "cs"), the
	// MBROLA voice espeak-ng drives for it ("mb-de1"); nil for espeak-ng's
	// own voices (every set before final15).
	mbrola map[string]string
	// outside names, per espeak-ng language, the voice of another
	// synthesiser than espeak-ng (festival or pico, final16) that speaks
	// it; nil for the voices espeak-ng speaks.
	outside map[string]outsideVoice
}

// espeakVoice returns espeak-ng as the bench's synthesiser, skipping the
// bench where it is not installed.
func espeakVoice(t testing.TB) speech.Synth {
	t.Helper()
	es, err := speech.NewEspeak()
	if err != nil {
		t.Skip(err)
	}
	return es
}

// clipVoice returns the project's clip voice.
func clipVoice(t testing.TB) speech.Synth {
	t.Helper()
	clips, err := speech.NewClips(audio.Clips())
	if err != nil {
		t.Fatal(err)
	}
	return clips
}

// tuningSynths are the voices the pronunciations and the recogniser's
// settings are tuned with: espeak-ng's default voice at rates 1 and 1.5
// (GarbageWeight was tuned with these two), and the variants m1, f1 and
// klatt2; and, since final3 is spent, final3's three hard voices (Alicia,
// a child-like vocal tract, formants 1-3 at 130-150 %; Andrea, F3 and F4
// at 115 %; Andy, no F3 and a low pitch), which the easy voices before
// them gave nothing to tune for (spentVoicesReused). No held-out voice
// and no voice of a final set still unmeasured is among them.
func tuningSynths(t testing.TB) []voiceSynth {
	t.Helper()
	es := espeakVoice(t)
	return []voiceSynth{
		{name: "espeak-ng rate 1", synth: es, rate: 1},
		{name: "espeak-ng rate 1.5", synth: es, rate: 1.5},
		{name: "espeak-ng +m1 rate 1", synth: es, rate: 1, variant: "+m1"},
		{name: "espeak-ng +f1 rate 1.5", synth: es, rate: 1.5, variant: "+f1"},
		{name: "espeak-ng +klatt2 pitch 60 rate 1.25", synth: es, rate: 1.25, variant: "+klatt2", pitch: 60},
		{name: "espeak-ng +Alicia rate 1", synth: es, rate: 1, variant: "+Alicia"},
		{name: "espeak-ng +Andrea rate 1", synth: es, rate: 1, variant: "+Andrea"},
		{name: "espeak-ng +Andy pitch 40 rate 1.25", synth: es, rate: 1.25, variant: "+Andy", pitch: 40},
	}
}

// heldOutSynths are voices no tuning used: espeak-ng's variants f2, m3
// and klatt, other pitches and rates, and the project's clip voice.
func heldOutSynths(t testing.TB) []voiceSynth {
	t.Helper()
	es, clips := espeakVoice(t), clipVoice(t)
	return []voiceSynth{
		{name: "espeak-ng +f2 rate 1", synth: es, rate: 1, variant: "+f2"},
		{name: "espeak-ng +m3 rate 1.5", synth: es, rate: 1.5, variant: "+m3"},
		{name: "espeak-ng +klatt rate 1", synth: es, rate: 1, variant: "+klatt"},
		{name: "espeak-ng pitch 75 rate 1.25", synth: es, rate: 1.25, pitch: 75},
		{name: "espeak-ng +f2 pitch 30 rate 1.5", synth: es, rate: 1.5, variant: "+f2", pitch: 30},
		{name: "clips rate 1", synth: clips, rate: 1},
	}
}

// finalSynths are the voices of the final set, used neither for tuning
// nor for the working held-out set: espeak-ng's variants m7, f4, klatt3,
// m5 and f5 at other pitches and rates, and the clip voice at rate 1.5.
func finalSynths(t testing.TB) []voiceSynth {
	t.Helper()
	es, clips := espeakVoice(t), clipVoice(t)
	return []voiceSynth{
		{name: "espeak-ng +m7 rate 1", synth: es, rate: 1, variant: "+m7"},
		{name: "espeak-ng +f4 rate 1.5", synth: es, rate: 1.5, variant: "+f4"},
		{name: "espeak-ng +klatt3 rate 1", synth: es, rate: 1, variant: "+klatt3"},
		{name: "espeak-ng +m5 pitch 65 rate 1.25", synth: es, rate: 1.25, variant: "+m5", pitch: 65},
		{name: "espeak-ng +f5 pitch 35 rate 1.5", synth: es, rate: 1.5, variant: "+f5", pitch: 35},
		{name: "clips rate 1.5", synth: clips, rate: 1.5},
	}
}

// ruleVoices are the rates and pitches of the six voices of moves of the
// final sets since final2, in their order: three at rate 1, one at 1.5,
// one at pitch 40 and rate 1.25, one at pitch 60 and rate 1.5.
var ruleVoices = [6]struct {
	rate  float64
	pitch int
}{{1, 0}, {1.5, 0}, {1, 0}, {1, 0}, {1.25, 40}, {1.5, 60}}

// variantSynths gives the six espeak-ng variants, in order, the rates and
// pitches of ruleVoices.
func variantSynths(t testing.TB, variants [6]string) []voiceSynth {
	t.Helper()
	es := espeakVoice(t)
	var out []voiceSynth
	for i, r := range ruleVoices {
		name := fmt.Sprintf("espeak-ng %s rate %g", variants[i], r.rate)
		if r.pitch != 0 {
			name = fmt.Sprintf("espeak-ng %s pitch %d rate %g", variants[i], r.pitch, r.rate)
		}
		out = append(out, voiceSynth{name: name, synth: es, rate: r.rate, variant: variants[i], pitch: r.pitch})
	}
	return out
}

// final2Synths are the voices of the second final set: espeak-ng
// variants no other set used, in any role: m2, f3, klatt4, Annie, m6 and
// m4, three at rate 1 and three at rates 1.25-1.5 (ruleVoices). The clip
// voice, which every earlier set has used, is not among them.
func final2Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+m2", "+f3", "+klatt4", "+Annie", "+m6", "+m4"})
}

// final3Synths are the voices of the third final set, chosen by a rule
// written down before anything of it was measured: the first six entries
// of `espeak-ng --voices=variant` (espeak-ng 1.51, in its order) whose
// variant no other set uses in any role, skipping only one that gives no
// audio or is not a voice of its own (none was skipped): adam, Alex,
// Alicia, Andrea, Andy and antonio (the next one, aunty, speaks the
// conversation: talkSynth). Their rates and pitches are final2's, in the
// same order (ruleVoices): three at rate 1, one at 1.5, one at pitch 40
// and rate 1.25, one at pitch 60 and rate 1.5. No clip voice.
func final3Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+adam", "+Alex", "+Alicia", "+Andrea", "+Andy", "+antonio"})
}

// final4Synths are the voices of the fourth final set, by final3's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final3's conversation voice (aunty) whose variant no other
// set uses in any role, skipping only one that gives no audio or is not a
// voice of its own (none was skipped: each gives audio, each variant file
// is another): belinda, benjamin, boris, caleb, david and Demonic (the
// next one, Denis, speaks the conversation: talkSynth), at final3's rates
// and pitches in the same order (ruleVoices). No clip voice.
func final4Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+belinda", "+benjamin", "+boris", "+caleb", "+david", "+Demonic"})
}

// final5Synths are the voices of the fifth final set, by final4's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final4's conversation voice (Denis) whose variant no other
// set uses in any role (the tuning set's reuse of spent sets' voices,
// spentVoicesReused, aside), skipping only one that gives no audio or is
// not a voice of its own (none was skipped: each gives audio, each
// variant file is another; edward2 differs from edward in its Klatt
// voice source alone, Gene2 from Gene in its pitch range alone): Diogo,
// ed, edward, edward2, Gene and Gene2 (the next one, gustave, speaks the
// conversation: talkSynth), at final4's rates and pitches in the same
// order (ruleVoices). No clip voice.
func final5Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+Diogo", "+ed", "+edward", "+edward2", "+Gene", "+Gene2"})
}

// final6Synths are the voices of the sixth final set, by final5's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final5's conversation voice (gustave) whose variant no
// other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another; Hugo
// differs from Henrique in its tone alone, iven2 and iven3 from iven in
// their voicing and consonants): announcer, Henrique, Hugo, iven, iven2
// and iven3 (the next one, iven4, speaks the conversation: talkSynth), at
// final5's rates and pitches in the same order (ruleVoices). No clip
// voice.
func final6Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+announcer", "+Henrique", "+Hugo", "+iven", "+iven2", "+iven3"})
}

// final7Synths are the voices of the seventh final set, by final6's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final6's conversation voice (iven4) whose variant no
// other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another; john
// differs from espeak-ng's default voice in its tone alone): Jacky, john,
// kaukovalta, Lee, linda and marcelo (the next one, Marco, speaks the
// conversation: talkSynth), at final6's rates and pitches in the same
// order (ruleVoices). No clip voice.
func final7Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+Jacky", "+john", "+kaukovalta", "+Lee", "+linda", "+marcelo"})
}

// final8Synths are the voices of the eighth final set, by final7's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final7's conversation voice (Marco) whose variant no
// other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another, and each
// says a phrase otherwise than the others and espeak-ng's default voice;
// michel and miguel differ in their pitch range and tone alone): Mario,
// max, Michael, michel, miguel and Mike (the next one, "Mr serious",
// whose file name holds a space, speaks the conversation: talkSynth), at
// final7's rates and pitches in the same order (ruleVoices). No clip
// voice.
func final8Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+Mario", "+max", "+Michael", "+michel", "+miguel", "+Mike"})
}

// final9Synths are the voices of the ninth final set, by final8's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final8's conversation voice ("Mr serious") whose variant
// no other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another, and each
// says a phrase otherwise than the others and espeak-ng's default voice;
// RicishayMax is espeak-ng's default vocal tract with a long echo):
// Nguyen, pablo, paul, pedro, quincy and RicishayMax (the next one,
// RicishayMax2, speaks the conversation: talkSynth), at final8's rates
// and pitches in the same order (ruleVoices). No clip voice.
func final9Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+Nguyen", "+pablo", "+paul", "+pedro", "+quincy", "+RicishayMax"})
}

// final10Synths are the voices of the tenth final set, by final9's rule
// continued, written down before anything of it was measured: the next
// six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in its
// order) after final9's conversation voice (RicishayMax2) whose variant
// no other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another, and each
// says a phrase otherwise than the others and espeak-ng's default voice;
// near twins count as voices of their own, as final5's edward2 and
// final8's miguel did: RicishayMax3 differs from final9's RicishayMax2
// in its echo's delay alone, 200 ms against 150; robosoft, robosoft2 and
// robosoft3 share one vocal tract with other Klatt voice sources,
// echoes, pitches and roughness; robosoft4 is robosoft3 without its Klatt
// voice source): RicishayMax3, rob, robert, robosoft, robosoft2 and
// robosoft3 (the next one, robosoft4, speaks the conversation:
// talkSynth), at final9's rates and pitches in the same order
// (ruleVoices). No clip voice.
func final10Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+RicishayMax3", "+rob", "+robert", "+robosoft", "+robosoft2", "+robosoft3"})
}

// final11Synths are the voices of the eleventh final set, by final10's
// rule continued, written down before anything of it was measured: the
// next six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in
// its order) after final10's conversation voice (robosoft4) whose variant
// no other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech, each variant file is another, and each
// says a phrase otherwise than the others and espeak-ng's default voice;
// near twins count as voices of their own, as final10's robosoft voices
// did: robosoft5 is final10's robosoft4 with softer consonants and no
// roughness, robosoft6 a steady pitch of 150 with a longer echo,
// robosoft7 and robosoft8 another vocal tract with robosoft5's and
// robosoft6's sources; steph and steph2 are a woman's vocal tract with
// flutter, steph2's formants 20 points wider): robosoft5, robosoft6,
// robosoft7, robosoft8, steph and steph2 (the next one, steph3, speaks
// the conversation: talkSynth), at final10's rates and pitches in the
// same order (ruleVoices). No clip voice.
func final11Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+robosoft5", "+robosoft6", "+robosoft7", "+robosoft8", "+steph", "+steph2"})
}

// final12Synths are the voices of the twelfth final set, by final10's
// rule continued, written down before anything of it was measured: the
// next six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in
// its order) after final11's conversation voice (steph3) whose variant
// no other set uses in any role (the tuning set's reuse of spent sets'
// voices, spentVoicesReused, aside), skipping only one that gives no
// audio or is not a voice of its own (none was skipped: each gives audio
// in German, English and Czech with the phonemes of espeak-ng's default
// voice of the language (Storm's "language en-us" line does not change
// them), each variant file is another, and each says a phrase otherwise
// than the others and espeak-ng's default voice; near twins count as
// voices of their own, as final10's and final11's robosoft voices did:
// Storm is a low, flat voice with lowered upper formants, Tweaky the
// default vocal tract with a raised third formant, UniRobot (named
// UniversalRobot) a Klatt robot with an echo, zac a high voice with all
// formants raised, anika a woman's voice with flutter and little voicing,
// anikaRobot anika with an echo and hardly any flutter): Storm, Tweaky,
// UniRobot, zac, anika and anikaRobot (the next one, AnxiousAndy, speaks
// the conversation: talkSynth), at final11's rates and pitches in the
// same order (ruleVoices). No clip voice.
func final12Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+Storm", "+Tweaky", "+UniRobot", "+zac", "+anika", "+anikaRobot"})
}

// final13Synths are the voices of the thirteenth final set, by final10's
// rule continued, written down before anything of it was measured: the
// next six entries of `espeak-ng --voices=variant` (espeak-ng 1.51, in
// its order) after final12's conversation voice (AnxiousAndy) whose
// variant no other set uses in any role (the tuning set's reuse of spent
// sets' voices, spentVoicesReused, aside), skipping only one that gives
// no audio or is not a voice of its own: fast (named fast_test), the
// first after AnxiousAndy, was skipped, as its file changes only
// espeak-ng's fastest speed (fast_test2) and it gives, byte for byte,
// the audio of espeak-ng's default voice at every rate and pitch of
// ruleVoices (final13Skipped); female2 to female5 (f2 to f5), klatt to
// klatt4 and male2 to male7 (m2 to m7) are other sets' voices. The six
// each give audio in German, English and Czech, each variant file is
// another, and each says a phrase otherwise than the others and
// espeak-ng's default voice (whisperf, named female_whisper, a woman's
// whisper with little voicing and much breath; grandpa a low voice with
// flutter and its three highest formants all but silenced; klatt5 and
// klatt6 espeak-ng's default voice spoken through Klatt voice sources 5
// and 6; norbert a voice with its second formant lowered and a strong
// bass and treble; sandro a man's voice with a rough, breathy source and
// its own formants): whisperf, grandpa, klatt5, klatt6, norbert and
// sandro (the next one, shelby, speaks the conversation: talkSynth), at
// final12's rates and pitches in the same order (ruleVoices). No clip
// voice.
func final13Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+whisperf", "+grandpa", "+klatt5", "+klatt6", "+norbert", "+sandro"})
}

// final13Skipped are the variants final13's rule passed over as no voice
// of their own (see final13Synths): each gives espeak-ng's default voice.
var final13Skipped = []string{"fast"}

// final14Synths are the voices of the fourteenth final set, by final10's
// rule continued: the next entries of `espeak-ng --voices=variant`
// (espeak-ng 1.51, in its order) after final13's conversation voice
// shelby whose variant no other set uses in any role, skipping one that
// is no voice of its own. After shelby the list holds only five such
// variants (travis, victor, whisper, croak and grandma; male8, female1
// and male1 are other sets' voices), and no entry before shelby is free
// but fast, which gives espeak-ng's default voice (final14Skipped): the
// rule wraps round to the list's start and goes on over the variants no
// other set uses (final14Cyclic), so travis speaks a second time, at the
// sixth rate and pitch, and victor the conversation (talkSynth). Each of
// the five gives audio in German, English and Czech at every rate and
// pitch of ruleVoices, each other than the others' and the default
// voice's, by their files (travis a man's voice with its voicing at
// 200 %, roughness and reshaped formants; victor a low man's voice, voicing
// at 60 % with breath and its upper formants all but silenced; whisper a
// man's whisper, voicing at 17 % and much breath; croak a low voice with
// flutter and its first formant lowered; grandma a woman's voice with
// flutter, voicing at 50 % and its upper formants all but silenced):
// travis, victor, whisper, croak, grandma and travis again, at final13's
// rates and pitches in the same order (ruleVoices). No clip voice.
func final14Synths(t testing.TB) []voiceSynth {
	t.Helper()
	return variantSynths(t, [6]string{"+travis", "+victor", "+whisper", "+croak", "+grandma", "+travis"})
}

// final14Skipped are the variants final14's rule passed over as no voice
// of their own (see final14Synths): each gives espeak-ng's default voice.
var final14Skipped = []string{"fast"}

// final15Synths are the voices of the fifteenth final set, from another
// source than espeak-ng's variants, which final14 used up: the MBROLA
// diphone voices espeak-ng drives (Debian bookworm's mbrola packages),
// by a rule written down before any of them was heard: each style's six
// slots take that language's MBROLA voices (German mb-de*, English mb-en1
// then mb-us*, Czech mb-cz*) in the order `espeak-ng --voices=mb`
// (espeak-ng 1.51) lists them for that language, skipping a voice whose
// package is not in Debian bookworm or that gives no audio, wrapping round
// when the language has fewer than six, at final14's rates and pitches
// slot by slot, in the same order (ruleVoices); the conversation voice
// is the next voice of each language in that order, at rate 1.25
// (talkSynth). The German voices are those listed for the language de
// (mb-de1 … mb-de8; mb-de6-grc speaks Ancient Greek and mb-de1-en …
// mb-de6-en English with German diphones: neither is a German voice nor
// mb-en1 or mb-us*), the English ones mb-en1 (en-uk) then mb-us1, mb-us2
// and mb-us3 (en-us), the Czech ones mb-cz1 and mb-cz2; all fifteen
// packages are in bookworm and none was skipped (final15MBROLA,
// TestFinal15VoicesAreTheMBROLAVoicesInOrder). So German speaks mb-de1 …
// mb-de6 and converses with mb-de7; English mb-en1, mb-us1, mb-us2,
// mb-us3, mb-en1, mb-us1 and converses with mb-us2; Czech mb-cz1, mb-cz2,
// mb-cz1, mb-cz2, mb-cz1, mb-cz2 (its first and third slots, both at
// rate 1 and the default pitch, are one voice) and converses with
// mb-cz1. No clip voice. MBROLA warns that mb-cz1 lacks many Czech
// diphones its moves and conversation need (t-r' and r'-i of "tři"
// among them; it speaks silence for them) and mb-us3 two English ones;
// the rule, fixed before that was seen, keeps them: both give audio.
func final15Synths(t testing.TB) []voiceSynth {
	t.Helper()
	es := espeakVoice(t)
	var out []voiceSynth
	for i, r := range ruleVoices {
		vs := map[string]string{}
		for lang, list := range final15MBROLA {
			vs[lang] = list[i%len(list)]
		}
		out = append(out, mbrolaSynth(es, vs, r.rate, r.pitch))
	}
	return out
}

// final15MBROLA are the MBROLA voices of final15's rule, per espeak-ng
// language, in the order `espeak-ng --voices=mb` lists them (see
// final15Synths): the moves' six slots take them in turn, wrapping
// round, and the conversation the next one.
var final15MBROLA = map[string][]string{
	"de": {"mb-de1", "mb-de2", "mb-de3", "mb-de4", "mb-de5", "mb-de6", "mb-de7", "mb-de8"},
	"en": {"mb-en1", "mb-us1", "mb-us2", "mb-us3"},
	"cs": {"mb-cz1", "mb-cz2"},
}

// final15TalkMBROLA is final15's conversation voice per language: the
// next voice of final15MBROLA after the six slots of moves.
func final15TalkMBROLA() map[string]string {
	vs := map[string]string{}
	for lang, list := range final15MBROLA {
		vs[lang] = list[len(ruleVoices)%len(list)]
	}
	return vs
}

// mbrolaSynth is a voice of MBROLA voices driven by espeak-ng (vs: per
// espeak-ng language), at a rate and pitch; its name lists the voices in
// the order de, en, cs.
func mbrolaSynth(es speech.Synth, vs map[string]string, rate float64, pitch int) voiceSynth {
	name := fmt.Sprintf("espeak-ng %s rate %g", mbrolaNames(vs), rate)
	if pitch != 0 {
		name = fmt.Sprintf("espeak-ng %s pitch %d rate %g", mbrolaNames(vs), pitch, rate)
	}
	return voiceSynth{name: name, synth: es, rate: rate, pitch: pitch, mbrola: vs}
}

// mbrolaNames are a voice's MBROLA voices in the order de, en, cs, joined
// by slashes ("mb-de1/mb-en1/mb-cz1"); "" for espeak-ng's own voices.
func mbrolaNames(vs map[string]string) string {
	if vs == nil {
		return ""
	}
	return vs["de"] + "/" + vs["en"] + "/" + vs["cs"]
}

// talkSynth is the voice that speaks a set's conversation: espeak-ng's
// default voice (tuning), +f2 (held-out), +m3 at rate 1.5 (final, a
// voice of the held-out moves), +m8 at rate 1.25 (final2, a variant no
// other set used), +aunty at rate 1.25 (final3, the next variant of
// espeak-ng's list after final3's moves, see final3Synths) and +Denis at
// rate 1.25 (final4, the next variant after final4's moves, see
// final4Synths), +gustave at rate 1.25 (final5, the next variant
// after final5's moves, see final5Synths), +iven4 at rate 1.25
// (final6, the next variant after final6's moves, see final6Synths),
// +Marco at rate 1.25 (final7, the next variant after final7's moves,
// see final7Synths), "+Mr serious" at rate 1.25 (final8, the next
// variant after final8's moves, see final8Synths), +RicishayMax2 at
// rate 1.25 (final9, the next variant after final9's moves, see
// final9Synths), +robosoft4 at rate 1.25 (final10, the next variant
// after final10's moves, see final10Synths), +steph3 at rate 1.25
// (final11, the next variant after final11's moves, see final11Synths),
// +AnxiousAndy at rate 1.25 (final12, the next variant after final12's
// moves, see final12Synths), +shelby at rate 1.25 (final13, the next
// variant after final13's moves, see final13Synths) and +victor at rate
// 1.25 (final14, the next variant after final14's moves once the list
// has wrapped round, see final14Synths); final15 speaks it with the next
// MBROLA voice of each language after its moves (mb-de7, mb-us2 and
// mb-cz1) at rate 1.25 (see final15Synths), and final16 with the next
// festival or pico voice of each language after its moves (pico de-DE,
// pico en-GB and festival czech_machac) at rate 1.25 (see final16Synths).
func talkSynth(t testing.TB, set string) voiceSynth {
	t.Helper()
	switch set {
	case "tuning":
		return tuningSynths(t)[0]
	case "held-out":
		return heldOutSynths(t)[0]
	case "final":
		return heldOutSynths(t)[1]
	case "final2":
		return voiceSynth{name: "espeak-ng +m8 rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+m8"}
	case "final3":
		return voiceSynth{name: "espeak-ng +aunty rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+aunty"}
	case "final4":
		return voiceSynth{name: "espeak-ng +Denis rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+Denis"}
	case "final5":
		return voiceSynth{name: "espeak-ng +gustave rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+gustave"}
	case "final6":
		return voiceSynth{name: "espeak-ng +iven4 rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+iven4"}
	case "final7":
		return voiceSynth{name: "espeak-ng +Marco rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+Marco"}
	case "final8":
		return voiceSynth{name: "espeak-ng +Mr serious rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+Mr serious"}
	case "final9":
		return voiceSynth{name: "espeak-ng +RicishayMax2 rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+RicishayMax2"}
	case "final10":
		return voiceSynth{name: "espeak-ng +robosoft4 rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+robosoft4"}
	case "final11":
		return voiceSynth{name: "espeak-ng +steph3 rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+steph3"}
	case "final12":
		return voiceSynth{name: "espeak-ng +AnxiousAndy rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+AnxiousAndy"}
	case "final13":
		return voiceSynth{name: "espeak-ng +shelby rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+shelby"}
	case "final14":
		return voiceSynth{name: "espeak-ng +victor rate 1.25", synth: espeakVoice(t), rate: 1.25, variant: "+victor"}
	case "final15":
		return mbrolaSynth(espeakVoice(t), final15TalkMBROLA(), 1.25, 0)
	case "final16":
		return outsideSynth(espeakVoice(t), final16TalkVoices(), 1.25, 0)
	}
	t.Fatalf("no set %q", set)
	return voiceSynth{}
}

// mbrolaMissing says, for a set whose voices are MBROLA voices
// (final15), which packages to install where espeak-ng cannot find one of
// them (espeak-ng then falls back to no audio or its own voice); nil for
// the other sets and where all are installed.
func mbrolaMissing(set string) error {
	if set != "final15" {
		return nil
	}
	var missing []string
	for _, list := range [][]string{final15MBROLA["de"], final15MBROLA["en"], final15MBROLA["cs"]} {
		for _, v := range list {
			if _, err := os.Stat(filepath.Join("/usr/share/mbrola", strings.TrimPrefix(v, "mb-"))); err != nil {
				missing = append(missing, "mbrola-"+strings.TrimPrefix(v, "mb-"))
			}
		}
	}
	if _, err := exec.LookPath("mbrola"); err != nil {
		missing = append([]string{"mbrola"}, missing...)
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s speaks with MBROLA voices: apt-get install %s (Debian contrib and non-free)", set, strings.Join(missing, " "))
	}
	return nil
}

// final16Synths are the voices of the sixteenth final set, from other
// synthesisers than espeak-ng, whose variants final14 used up and whose
// MBROLA voices (German, English, Czech) final15 used up: festival's and
// pico's voices (Debian bookworm's festival, festvox-* and
// libttspico-utils packages), by a rule written down before any of them
// was heard: each style's six slots take that language's voices in this
// order — Czech festival's czech_dita, czech_krb, czech_machac, czech_ph
// (festvox-czech-dita, -krb, -machac, -ph, with festival-czech); English
// festival's kal_diphone, ked_diphone, rab_diphone, don_diphone,
// cmu_us_slt_arctic_hts (festvox-kallpc16k, festvox-kdlpc16k,
// festvox-rablpc16k, festvox-don, festvox-us-slt-hts; not festvox-en1 or
// us1-3, which are MBROLA's), then pico's en-US and en-GB
// (libttspico-utils); German pico's de-DE, the only German voice left —
// skipping a voice that is not in bookworm or gives no audio, wrapping
// round when there are fewer than six, at final15's rates and pitches
// slot by slot (ruleVoices); the conversation voice is the next voice of
// each language in that order, at rate 1.25 (talkSynth). The rates and
// pitches map so: festival's rate r is its Duration_Stretch 1/r; pico's
// its <speed level='100r'> markup; espeak-ng's pitch p (default 50) is
// the factor p/50 on the voice's own pitch, through pico's <pitch
// level='200p/100'> markup (p 40: level 80, p 60: level 120) and, as
// festival has no pitch setting that all its voices share, through the
// bench's own resampling for festival (its audio read as if at p/50 of
// its sample rate, with Duration_Stretch p/50/r so that its length is
// still 1/r of rate 1's); cmu_us_slt_arctic_hts, an HTS voice, keeps no
// Duration_Stretch: its engine's speed (-r) is set instead, r, or
// r/(p/50) with a pitch. So: rate 1 czech_dita / kal_diphone / pico
// de-DE; rate 1.5 czech_krb / ked_diphone / de-DE; rate 1 czech_machac /
// rab_diphone / de-DE; rate 1 czech_ph / don_diphone / de-DE; pitch 40
// rate 1.25 czech_dita / cmu_us_slt_arctic_hts / de-DE; pitch 60 rate 1.5
// czech_krb / pico en-US / de-DE (Czech / English / German); the
// conversation czech_machac / pico en-GB / pico de-DE at rate 1.25.
// German's first, third and fourth slots are one voice at one rate, as
// final15's Czech first and third were. No clip voice.
func final16Synths(t testing.TB) []voiceSynth {
	t.Helper()
	es := espeakVoice(t)
	var out []voiceSynth
	for i, r := range ruleVoices {
		vs := map[string]outsideVoice{}
		for lang, list := range final16Voices {
			vs[lang] = list[i%len(list)]
		}
		out = append(out, outsideSynth(es, vs, r.rate, r.pitch))
	}
	return out
}

// outsideVoice is a voice of a synthesiser other than espeak-ng: its
// engine ("festival" or "pico") and its name there ("kal_diphone",
// "de-DE").
type outsideVoice struct{ engine, name string }

// String is the voice as the bench names it: "festival kal_diphone".
func (o outsideVoice) String() string { return o.engine + " " + o.name }

// final16Voices are the voices of final16's rule, per espeak-ng language,
// in the rule's order (see final16Synths): the moves' six slots take them
// in turn, wrapping round, and the conversation the next one.
var final16Voices = map[string][]outsideVoice{
	"cs": {{"festival", "czech_dita"}, {"festival", "czech_krb"}, {"festival", "czech_machac"}, {"festival", "czech_ph"}},
	"en": {{"festival", "kal_diphone"}, {"festival", "ked_diphone"}, {"festival", "rab_diphone"}, {"festival", "don_diphone"},
		{"festival", "cmu_us_slt_arctic_hts"}, {"pico", "en-US"}, {"pico", "en-GB"}},
	"de": {{"pico", "de-DE"}},
}

// final16Packages are the Debian packages of final16Voices's voices, in
// the rule's order, with the programs they need.
var final16Packages = map[outsideVoice]string{
	{"festival", "czech_dita"}:            "festvox-czech-dita",
	{"festival", "czech_krb"}:             "festvox-czech-krb",
	{"festival", "czech_machac"}:          "festvox-czech-machac",
	{"festival", "czech_ph"}:              "festvox-czech-ph",
	{"festival", "kal_diphone"}:           "festvox-kallpc16k",
	{"festival", "ked_diphone"}:           "festvox-kdlpc16k",
	{"festival", "rab_diphone"}:           "festvox-rablpc16k",
	{"festival", "don_diphone"}:           "festvox-don",
	{"festival", "cmu_us_slt_arctic_hts"}: "festvox-us-slt-hts",
	{"pico", "en-US"}:                     "libttspico-utils",
	{"pico", "en-GB"}:                     "libttspico-utils",
	{"pico", "de-DE"}:                     "libttspico-utils",
}

// final16TalkVoices is final16's conversation voice per language: the
// next voice of final16Voices after the six slots of moves.
func final16TalkVoices() map[string]outsideVoice {
	vs := map[string]outsideVoice{}
	for lang, list := range final16Voices {
		vs[lang] = list[len(ruleVoices)%len(list)]
	}
	return vs
}

// outsideSynth is a voice of other synthesisers' voices (vs: per
// espeak-ng language), at a rate and pitch; its name lists the voices in
// the order de, en, cs. es only names it a synthesiser for the tests that
// ask one; what it says comes from festival or pico (outsideSay).
func outsideSynth(es speech.Synth, vs map[string]outsideVoice, rate float64, pitch int) voiceSynth {
	name := fmt.Sprintf("%s rate %g", outsideNames(vs), rate)
	if pitch != 0 {
		name = fmt.Sprintf("%s pitch %d rate %g", outsideNames(vs), pitch, rate)
	}
	return voiceSynth{name: name, synth: es, rate: rate, pitch: pitch, outside: vs}
}

// outsideNames are a voice's voices in the order de, en, cs, joined by
// slashes ("pico de-DE/festival kal_diphone/festival czech_dita").
func outsideNames(vs map[string]outsideVoice) string {
	return vs["de"].String() + "/" + vs["en"].String() + "/" + vs["cs"].String()
}

// outsideMissing says, for a set whose voices are festival's and pico's
// (final16), which packages to install where one of its voices or
// programs is not here; nil for the other sets and where all are
// installed.
func outsideMissing(set string) error {
	if set != "final16" {
		return nil
	}
	var missing []string
	add := func(p string) {
		if !slices.Contains(missing, p) {
			missing = append(missing, p)
		}
	}
	if _, err := exec.LookPath("text2wave"); err != nil {
		add("festival")
	}
	if _, err := exec.LookPath("pico2wave"); err != nil {
		add("libttspico-utils")
	}
	for _, lang := range []string{"cs", "en", "de"} {
		for _, v := range final16Voices[lang] {
			if v.engine != "festival" {
				continue
			}
			dirs, _ := filepath.Glob(filepath.Join("/usr/share/festival/voices/*", v.name))
			if len(dirs) == 0 {
				add(final16Packages[v])
			}
		}
	}
	if _, err := os.Stat("/usr/share/festival/czech.scm"); err != nil {
		add("festival-czech")
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s speaks with festival's and pico's voices: apt-get install %s (Debian bookworm, contrib and non-free)", set, strings.Join(missing, " "))
	}
	return nil
}

// outsideSay says text in language lang ("de", "en", "cs") with the
// voice's festival or pico voice of that language, at its rate and pitch
// (see final16Synths for how they map), and returns 16 kHz audio,
// resampled from the rate its WAV header gives.
func outsideSay(t testing.TB, v voiceSynth, lang, text string) []int16 {
	t.Helper()
	o, ok := v.outside[lang]
	if !ok {
		t.Fatalf("%s has no voice for %s", v.name, lang)
	}
	factor := 1.0 // the pitch's factor on the voice's own
	if v.pitch != 0 {
		factor = float64(v.pitch) / 50
	}
	dir := t.TempDir()
	wav := filepath.Join(dir, "say.wav")
	var cmd *exec.Cmd
	switch o.engine {
	case "festival":
		in := []byte(text + "\n")
		if lang == "cs" {
			// festival-czech reads ISO-8859-2 (czech.scm's coding).
			var err error
			if in, err = latin2(text + "\n"); err != nil {
				t.Fatalf("%s cannot say %q: %v", o, text, err)
			}
		}
		txt := filepath.Join(dir, "say.txt")
		if err := os.WriteFile(txt, in, 0o600); err != nil {
			t.Fatal(err)
		}
		args := []string{"-eval", "(voice_" + o.name + ")",
			"-eval", fmt.Sprintf("(Parameter.set 'Duration_Stretch %g)", factor/v.rate)}
		if strings.HasSuffix(o.name, "_hts") {
			// An HTS voice keeps no Duration_Stretch: its engine's speed.
			args = append(args, "-eval", fmt.Sprintf("(set! hts_engine_params (append hts_engine_params (list (list \"-r\" %g))))", v.rate/factor))
		}
		cmd = exec.Command("text2wave", append(args, "-o", wav, txt)...)
	case "pico":
		factor = 1 // pico sets the pitch itself
		level := func(x float64) string { return strconv.Itoa(int(math.Round(x))) }
		say := text
		if v.pitch != 0 {
			say = "<pitch level='" + level(2*float64(v.pitch)) + "'>" + say + "</pitch>"
		}
		if v.rate != 1 {
			say = "<speed level='" + level(100*v.rate) + "'>" + say + "</speed>"
		}
		cmd = exec.Command("pico2wave", "-l", o.name, "-w", wav, say)
	default:
		t.Fatalf("%s: no engine %q", v.name, o.engine)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s cannot say %q: %v: %s", o, text, err, out)
	}
	b, err := os.ReadFile(wav)
	if err != nil {
		t.Fatalf("%s saying %q: %v", o, text, err)
	}
	p, err := speech.ReadWAV(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s saying %q: %v", o, text, err)
	}
	return capture.Resample(p.Samples, int(math.Round(float64(p.Rate)*factor)), capture.Rate)
}

// latin2 is text in ISO-8859-2, the encoding festival's Czech voices
// read (czech.scm's coding), by iconv (glibc's; a character ISO-8859-2
// does not have, a typographic quote or dash, is transliterated).
func latin2(text string) ([]byte, error) {
	cmd := exec.Command("iconv", "-f", "UTF-8", "-t", "ISO-8859-2//TRANSLIT")
	cmd.Stdin = strings.NewReader(text)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("iconv to ISO-8859-2: %w", err)
	}
	return out, nil
}

// espeakLang is espeak-ng's voice of a language.
func espeakLang(l phonetic.Lang) string {
	switch l {
	case phonetic.German:
		return "de"
	case phonetic.Czech:
		return "cs"
	}
	return "en"
}

// espeakVariant runs espeak-ng with the voice's variant (or the MBROLA
// voice it names for lang) and pitch and returns its audio at 16 kHz,
// resampled from the rate its WAV header gives (an MBROLA voice's own:
// 16 kHz or 22.05 kHz); a voice of festival or pico (final16) speaks
// through outsideSay instead.
func espeakVariant(t testing.TB, v voiceSynth, lang, text string) []int16 {
	t.Helper()
	if v.outside != nil {
		return outsideSay(t, v, lang, text)
	}
	wpm := strconv.Itoa(int(175 * v.rate))
	voice := lang + v.variant
	if v.mbrola != nil {
		voice = v.mbrola[lang]
		if voice == "" {
			t.Fatalf("%s has no MBROLA voice for %s", v.name, lang)
		}
	}
	args := []string{"-v", voice, "-s", wpm, "-b", "1", "-z", "--stdout"}
	if v.pitch != 0 {
		args = append(args, "-p", strconv.Itoa(v.pitch))
	}
	cmd := exec.Command("espeak-ng", append(args, "--stdin")...)
	cmd.Stdin = strings.NewReader(text + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("espeak-ng %v cannot say %q: %v", args, text, err)
	}
	p, err := speech.ReadWAV(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("espeak-ng %v saying %q: %v", args, text, err)
	}
	return capture.Resample(p.Samples, p.Rate, capture.Rate)
}

// pad puts 300 ms of silence before and after pcm.
func pad(pcm []int16) []int16 {
	p := make([]int16, capture.Rate*3/10)
	return append(append(append([]int16(nil), p...), pcm...), p...)
}

// render says words in style with the voice and returns 16 kHz audio with
// 300 ms of silence before and after.
func render(t testing.TB, v voiceSynth, style phonetic.Style, words []phonetic.Word) []int16 {
	t.Helper()
	s := speech.Render(speech.Utterance{Words: words}, style, v.rate)
	if v.variant != "" || v.pitch != 0 || v.mbrola != nil || v.outside != nil {
		return pad(espeakVariant(t, v, espeakLang(s.Lang), s.Say))
	}
	st, err := v.synth.Open(context.Background(), s)
	if err != nil {
		t.Fatalf("%s cannot say %q: %v", v.name, s.Text, err)
	}
	defer st.Close()
	var pcm []int16
	for {
		b, err := st.Read()
		pcm = append(pcm, b...)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s saying %q: %v", v.name, s.Text, err)
		}
	}
	return pad(capture.Resample(pcm, v.synth.SampleRate(), capture.Rate))
}

// renderText says a sentence of language lang ("de", "en", "cs") with an
// espeak-ng voice.
func renderText(t testing.TB, v voiceSynth, lang, text string) []int16 {
	t.Helper()
	return pad(espeakVariant(t, v, lang, text))
}

// The move sets of the round trip, from games in ../shared/data/pgn
// (copied here), each game in one set only. The tuning set is the games
// the pronunciations and settings were tuned on; the held-out set is
// games no tuning ever saw, measured after tuning; the final set is games
// (and voices) kept apart from both, measured once at the end of a round
// of tuning and never looked at before (then spent: the next round needs
// new ones; final is spent, final2 is its successor, with games from
// another project's test data, final3 the next, with games from yet
// another project's, final4 the next again, from two more projects'
// test data, final5 the next again, from yet another project's
// test data, final6 the next again, from yet another project's test
// data, final7 the next again, from yet another project's sample
// games, final8 the next again, from two more projects' test data,
// final9 the next again, from yet another project's test data,
// final10 the next again, from yet another project's test data,
// final11 the next again, from yet another project's benchmark data,
// final12 the next again, from yet another project's examples,
// final13 the next again, from yet another project's examples,
// final14 the next again, from yet another project's resources,
// final15 the next again, from yet another project's parser tests, and
// final16 the next again, from yet another project's example files). Each
// set's moves are spread over its
// whole games (spreadMoves): captures, checks, promotions and castling as
// often as real play has them, both players' moves.
var (
	tuningGames  = []string{"testdata/tuning/kasparov-deep-blue-1997.pgn", "testdata/tuning/nepomniachtchi-liren-game1.pgn"}
	heldOutGames = []string{"testdata/heldout/stockfish-learning.pgn", "testdata/heldout/anastasian-lewis.pgn", "testdata/heldout/molinari-bordais-1979.pgn",
		"testdata/heldout/cutechess-fischerrandom.pgn"}
	finalGames  = []string{"testdata/final/chessbase-empty-line.pgn", "testdata/final/cutechess-fischerrandom.pgn"}
	final2Games = []string{"testdata/final2/fide-world-cup-2021.pgn"}
	final3Games = []string{"testdata/final3/dortmund-2006-2010.pgn", "testdata/final3/chess960-rapid-wch-2009.pgn"}
	final4Games = []string{"testdata/final4/lichess-classical-2013.pgn", "testdata/final4/fischer-spassky-1972-game6.pgn",
		"testdata/final4/chess960-carlsen-2016-2018.pgn"}
	final5Games = []string{"testdata/final5/linares-2002.pgn"}
	final6Games = []string{"testdata/final6/fischer-1958-1960.pgn"}
	final7Games = []string{"testdata/final7/meltwater-tour-final-2021.pgn", "testdata/final7/chess960-world-fischer-random-2019.pgn"}
	final8Games = []string{"testdata/final8/fide-womens-world-rapid-2024.pgn", "testdata/final8/chess960-freestyle-weissenhaus-2025.pgn"}
	final9Games = []string{"testdata/final9/sinquefield-cup-2021.pgn", "testdata/final9/world-cup-2009-svidler-malakhov.pgn",
		"testdata/final9/chess960-world-fischer-random-2019-round1.pgn"}
	final10Games = []string{"testdata/final10/lindores-abbey-prelim-2020.pgn"}
	final11Games = []string{"testdata/final11/kasparov-1976-1978.pgn"}
	final12Games = []string{"testdata/final12/worldchamp-1972.pgn", "testdata/final12/pokal-leonberg-2013.pgn"}
	final13Games = []string{"testdata/final13/ficsgamesdb-clinares-2015.pgn", "testdata/final13/lichess-clinares-2024-05-15.pgn"}
	final14Games = []string{"testdata/final14/aronian-wch-u12-1993.pgn"}
	final15Games = []string{"testdata/final15/pgn-read-4ncl-calchess.pgn"}
	final16Games = []string{"testdata/final16/pgn4web-examples.pgn"}
)

// benchSets are the sets of the round trip: their games, the file of
// chess talk their conversation begins with, and which sentences of the
// fortunes follow it (fortuneIndex). Their voices are benchSynths and
// talkSynth.
var benchSets = []benchSet{
	{"tuning", "testdata/tuning/chatter.txt", tuningGames, tuningTalk},
	{"held-out", "testdata/heldout/chesstalk.txt", heldOutGames, heldOutTalk},
	{"final", "testdata/final/chesstalk.txt", finalGames, finalTalk},
	{"final2", "testdata/final2/chesstalk.txt", final2Games, final2Talk},
	{"final3", "testdata/final3/chesstalk.txt", final3Games, final3Talk},
	{"final4", "testdata/final4/chesstalk.txt", final4Games, final4Talk},
	{"final5", "testdata/final5/chesstalk.txt", final5Games, final5Talk},
	{"final6", "testdata/final6/chesstalk.txt", final6Games, final6Talk},
	{"final7", "testdata/final7/chesstalk.txt", final7Games, final7Talk},
	{"final8", "testdata/final8/chesstalk.txt", final8Games, final8Talk},
	{"final9", "testdata/final9/chesstalk.txt", final9Games, final9Talk},
	{"final10", "testdata/final10/chesstalk.txt", final10Games, final10Talk},
	{"final11", "testdata/final11/chesstalk.txt", final11Games, final11Talk},
	{"final12", "testdata/final12/chesstalk.txt", final12Games, final12Talk},
	{"final13", "testdata/final13/chesstalk.txt", final13Games, final13Talk},
	{"final14", "testdata/final14/chesstalk.txt", final14Games, final14Talk},
	{"final15", "testdata/final15/chesstalk.txt", final15Games, final15Talk},
	{"final16", "testdata/final16/chesstalk.txt", final16Games, final16Talk},
}

// benchSet is a set of the round trip: its name, the file of its chess
// talk, its games and which sentences of the fortunes it takes.
type benchSet struct {
	name, talk string
	games      []string
	fortunes   talkSet
}

// benchSynths are the voices of each set's moves.
func benchSynths(t testing.TB) map[string][]voiceSynth {
	t.Helper()
	return map[string][]voiceSynth{"tuning": tuningSynths(t), "held-out": heldOutSynths(t), "final": finalSynths(t), "final2": final2Synths(t),
		"final3": final3Synths(t), "final4": final4Synths(t), "final5": final5Synths(t), "final6": final6Synths(t),
		"final7": final7Synths(t), "final8": final8Synths(t), "final9": final9Synths(t), "final10": final10Synths(t),
		"final11": final11Synths(t), "final12": final12Synths(t), "final13": final13Synths(t),
		"final14": final14Synths(t), "final15": final15Synths(t), "final16": final16Synths(t)}
}

// replayFiles replays every game of the PGN files, in order, failing the
// test on a file that cannot be read or a game that cannot be replayed.
func replayFiles(t testing.TB, files []string) []*pgn.Replayed {
	t.Helper()
	var out []*pgn.Replayed
	for _, name := range files {
		f, err := openSetFile(name)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pgn.ReadAll(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, g := range games {
			rp, err := pgn.Replay(g)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out = append(out, rp)
		}
	}
	return out
}

// gameMoves returns every move of the games in files, each with the
// position it is played in; a null move (PGN's "Z0" or "--": a game
// that ended on a pass) is left out.
func gameMoves(t testing.TB, files []string) ([]rules.Position, []rules.Move) {
	t.Helper()
	var ps []rules.Position
	var ms []rules.Move
	for _, rp := range replayFiles(t, files) {
		p := rp.Start
		for _, m := range rp.Moves {
			if slices.Contains(p.Legal(), m) { // not a null move ("Z0", "--")
				ps, ms = append(ps, p), append(ms, m)
			}
			p = p.Play(m)
		}
	}
	return ps, ms
}

// spreadMoves returns n of the moves of the games in files, spread evenly
// over all of them (the middle move of each n-th part), so that openings,
// middlegames and endings count as often as the games have them; all of
// them when there are no more than n.
func spreadMoves(t testing.TB, files []string, n int) ([]rules.Position, []rules.Move) {
	t.Helper()
	ps, ms := gameMoves(t, files)
	if n >= len(ms) {
		if n > len(ms) {
			t.Logf("only %d real moves in %v", len(ms), files)
		}
		return ps, ms
	}
	sp, sm := make([]rules.Position, n), make([]rules.Move, n)
	for i := range sm {
		j := (2*i + 1) * len(ms) / (2 * n)
		sp[i], sm[i] = ps[j], ms[j]
	}
	return sp, sm
}

// rareMoves returns every promotion and check of the games in files: too
// rare in play for a sample to measure them, they are measured apart.
func rareMoves(t testing.TB, files []string) ([]rules.Position, []rules.Move) {
	t.Helper()
	ps, ms := gameMoves(t, files)
	var rp []rules.Position
	var rm []rules.Move
	for i := range ms {
		if k := kindOf(&ps[i], ms[i]); k != "quiet" && k != "capture" && k != "castling" {
			rp, rm = append(rp, ps[i]), append(rm, ms[i])
		}
	}
	return rp, rm
}

// wordErrors is the edit distance between two word sequences.
func wordErrors(want, got []string) int {
	d := make([]int, len(got)+1)
	for j := range d {
		d[j] = j
	}
	for i := 1; i <= len(want); i++ {
		prev := d[0]
		d[0] = i
		for j := 1; j <= len(got); j++ {
			cur := d[j]
			cost := 1
			if want[i-1] == got[j-1] {
				cost = 0
			}
			d[j] = min(d[j]+1, d[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return d[len(got)]
}

// tally is the result of one voice's round trip.
type tally struct {
	moves, exact int
	wrong        int // heard as another legal move (said back wrong)
	// confirmedWrong are the moves heard wrong whose read-back would not
	// let the speaker notice (voice.Noticed): a "ja" would play them.
	confirmedWrong int
	// soundAlike are those of them that sound like the move said
	// (soundsAlike): the ones a listener would most likely confirm.
	soundAlike int
	// asked are the moves whose read-back named a runner-up as a doubt;
	// askedRight those of them heard right (a needless "nein").
	asked, askedRight int
	warp              float64 // the frequency warp the voice was heard with
	gaps              []gapNote
	words, wordErrs   int
	single, singleOK  int
	latencies         []time.Duration
	early             int
	misses            []string
	kinds             map[string][2]int // kind of move: exact, of
	// alone and aloneOK count the requests and confirmation words said
	// alone through the listener, and those taken as said.
	alone, aloneOK int
	// checks are the verifier's results (BLINDCHESS_VOICEBENCH=verify).
	checks []string
}

// soundsAlike reports whether the read-back of move heard sounds like the
// move said, as the speaker would hear it: its words are said's in the
// same order, but for file names (Cesar for Eva) and the check or mate
// word, and differ in at least one file name. A read-back that differs in
// a piece, a rank or "takes" has a word the speaker did not say; this
// lenient count, beside the strict one (voice.Noticed), tells how many of
// the moves confirmed wrong a listener would most likely not notice.
func soundsAlike(p *rules.Position, heard, said rules.Move) bool {
	strip := func(m rules.Move) []phonetic.Word {
		ws, _ := phonetic.MoveWords(p, m, phonetic.Short)
		var out []phonetic.Word
		for _, w := range ws {
			if w != phonetic.Check && w != phonetic.Mate {
				out = append(out, w)
			}
		}
		return out
	}
	hw, sw := strip(heard), strip(said)
	if len(hw) != len(sw) {
		return false
	}
	file := func(w phonetic.Word) bool { return w >= phonetic.FileA && w <= phonetic.FileH }
	files := 0
	for i := range hw {
		switch {
		case hw[i] == sw[i]:
		case file(hw[i]) && file(sw[i]):
			files++
		default:
			return false
		}
	}
	return files > 0
}

// gapNote is a move heard, whether it was the move said, and its
// runner-up (for tuning voice.CloseGap).
type gapNote struct {
	right bool
	alt   sphinx.RunnerUp
	// said and heard are the words said and heard, check the verifier's
	// result (its largest word excess).
	said, heard string
	check       sphinx.Check
	// hidden is the speech the decoder took for silence (Recognizer.Hidden).
	hidden int
	// nbest is every other legal move of the decoder's N-best list
	// (Recognizer.LastNBest; helper wrong, session 14).
	nbest []sphinx.RunnerUp
	// rank is rankNote's description of the move heard's rank words
	// (helper rank, session 21).
	rank string
}

// kindOf is the kind of a move in the tally: promotion with check,
// promotion, castling, check (with or without a capture), capture or
// quiet (the first that fits).
func kindOf(p *rules.Position, m rules.Move) string {
	san := p.SAN(m)
	switch {
	case strings.Contains(san, "=") && strings.ContainsAny(san, "+#"):
		return "promotion+check"
	case strings.Contains(san, "="):
		return "promotion"
	case strings.HasPrefix(san, "O-O"):
		return "castling"
	case strings.ContainsAny(san, "+#"):
		return "check"
	case strings.Contains(san, "x"):
		return "capture"
	}
	return "quiet"
}

func (tl *tally) pct() float64 { return 100 * float64(tl.exact) / float64(max(tl.moves, 1)) }

func (tl *tally) String() string {
	sort.Slice(tl.latencies, func(i, j int) bool { return tl.latencies[i] < tl.latencies[j] })
	lat := func(q float64) time.Duration {
		if len(tl.latencies) == 0 {
			return 0
		}
		return tl.latencies[min(len(tl.latencies)-1, int(q*float64(len(tl.latencies))))]
	}
	var kinds []string
	for _, k := range []string{"quiet", "capture", "check", "castling", "promotion", "promotion+check"} {
		if c := tl.kinds[k]; c[1] > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d/%d", k, c[0], c[1]))
		}
	}
	single := ""
	if tl.single > 0 {
		single = fmt.Sprintf(", single words %d/%d", tl.singleOK, tl.single)
	}
	if tl.alone > 0 {
		single += fmt.Sprintf(", requests/confirmations taken %d of %d", tl.aloneOK, tl.alone)
	}
	return fmt.Sprintf("moves exact %d/%d (%.1f %%), wrong move %d (confirmed wrong %d, sounding alike %d, read-backs asking %d, %d of them on right moves), %s, word accuracy %.1f %%%s, end of speech to result median %v p95 %v",
		tl.exact, tl.moves, tl.pct(), tl.wrong, tl.confirmedWrong, tl.soundAlike, tl.asked, tl.askedRight, strings.Join(kinds, " "),
		100*(1-float64(tl.wordErrs)/float64(max(tl.words, 1))), single,
		lat(0.5).Round(time.Millisecond), lat(0.95).Round(time.Millisecond)) + warpNote(tl.warp)
}

// warpNote names a frequency warp other than none in the bench's lines.
func warpNote(w float64) string {
	if w == 0 || w == 1 {
		return ""
	}
	return fmt.Sprintf(", warp %g", w)
}

// listenAll recognises what is said in pcm as the table does: through the
// listener (endpointer, early pause, grammar of the position), fed in the
// microphone's 20 ms chunks on a clock that runs with the audio, so that
// the latency is the audio waited after the end of the speech plus the
// time the decoding took. It returns every utterance heard.
func listenAll(t testing.TB, l *sphinx.Listener, pcm []int16) []sphinx.Heard {
	t.Helper()
	pcm = append(pcm, make([]int16, capture.Rate/2)...) // the pause after the speech
	var hs []sphinx.Heard
	t0 := time.Now()
	for i := 0; i < len(pcm); i += capture.ChunkSamples {
		end := min(i+capture.ChunkSamples, len(pcm))
		at := t0.Add(time.Duration(end) * time.Second / capture.Rate)
		err := l.Process(pcm[i:end], at, func(h sphinx.Heard) { hs = append(hs, h) })
		if err != nil {
			t.Fatal(err)
		}
	}
	return hs
}

// listen is listenAll with the utterances joined (a move cut in two is a
// miss); the latency, early pause and runner-up are the last utterance's.
func listen(t testing.TB, l *sphinx.Listener, pcm []int16) (string, sphinx.Heard) {
	t.Helper()
	hs := listenAll(t, l, pcm)
	var ws []string
	var last sphinx.Heard
	for _, h := range hs {
		ws = append(ws, h.Words)
		last = h
	}
	return strings.Join(strings.Fields(strings.Join(ws, " ")), " "), last
}

// decode recognises a whole utterance (a word said alone).
func decode(t testing.TB, r *sphinx.Recognizer, pcm []int16) string {
	t.Helper()
	heard, err := r.Recognize(pcm)
	if err != nil {
		t.Fatal(err)
	}
	return heard
}

// roundTrip says the moves ms (each played in ps) with voice v and
// recognises them, and with words every word of the vocabulary alone.
func roundTrip(t testing.TB, vocab Vocab, v voiceSynth, ps []rules.Position, ms []rules.Move, words bool) *tally {
	t.Helper()
	warp := benchWarp(t, func() []int16 {
		var pcm []int16
		for i := 0; i < len(ms) && i < 3; i++ {
			ws, err := phonetic.MoveWords(&ps[i], ms[i], benchForm(t))
			if err != nil {
				t.Fatal(err)
			}
			pcm = append(pcm, render(t, v, vocab.Style, ws)...)
		}
		return pcm
	})
	r, err := sphinx.NewConfig(vocab, t.TempDir(), benchConfig(t, warp))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	r.SetVerify(verifyOn())
	tl := &tally{kinds: map[string][2]int{}, warp: warp}
	filter := benchMoves(t)
	if filter != nil && !filter.not {
		words = false // only the moves asked for
	}
	l := sphinx.NewListener(r, 0)
	parser := phonetic.NewParser(vocab.Style)
	for i := range ms {
		p := &ps[i]
		ws, err := phonetic.MoveWords(p, ms[i], benchForm(t))
		if err != nil {
			t.Fatal(err)
		}
		if !filter.says(strings.Join(Tokens(vocab.Style.Text(ws)), " ")) {
			continue
		}
		l.SetState(*p, false)
		heard, h := listen(t, l, render(t, v, vocab.Style, ws))
		lat := h.Latency
		if h.Early {
			tl.early++
		}
		want := Tokens(vocab.Style.Text(ws))
		tl.moves++
		tl.words += len(want)
		tl.wordErrs += wordErrors(want, strings.Fields(heard))
		tl.latencies = append(tl.latencies, lat)
		k := kindOf(p, ms[i])
		c := tl.kinds[k]
		c[1]++
		m, err := parser.Parse(p, heard)
		var other *rules.Move
		if h.RunnerUp.Words != "" && h.RunnerUp.Gap <= CloseGap {
			if o, err := parser.Parse(p, h.RunnerUp.Words); err == nil {
				other = &o
			}
		}
		if err == nil {
			clar := Clarify(p, m, phonetic.Short, other)
			if clar.Other != nil {
				tl.asked++
				if m == ms[i] {
					tl.askedRight++
				}
			}
			if !Noticed(p, m, ms[i], phonetic.Short, clar) {
				tl.confirmedWrong++
				if soundsAlike(p, m, ms[i]) {
					tl.soundAlike++
					tl.misses = append(tl.misses, fmt.Sprintf("%q heard %q: CONFIRMED WRONG, SOUNDS ALIKE", strings.Join(want, " "), heard))
				} else {
					tl.misses = append(tl.misses, fmt.Sprintf("%q heard %q: CONFIRMED WRONG", strings.Join(want, " "), heard))
				}
			}
			tl.gaps = append(tl.gaps, gapNote{m == ms[i], h.RunnerUp, strings.Join(want, " "), heard, h.Check, r.Hidden(), r.LastNBest(), rankNote(p, m, ms[i], vocab.Style, h.Check, r.LastNBest())})
		}
		switch {
		case err == nil && m == ms[i]:
			tl.exact++
			c[0]++
		case err == nil:
			tl.wrong++
			tl.misses = append(tl.misses, fmt.Sprintf("%q heard %q (runner-up %q at %.3f, word excess %.4f %s): WRONG MOVE", strings.Join(want, " "), heard, h.RunnerUp.Words, h.RunnerUp.Gap, h.Check.Excess, h.Check.ExcessWord))
		default:
			tl.misses = append(tl.misses, fmt.Sprintf("%q heard %q", strings.Join(want, " "), heard))
		}
		tl.kinds[k] = c
		if h.Check.Done {
			tl.checks = append(tl.checks, checkNote(fmt.Sprintf("move %v", err == nil && m == ms[i]), strings.Join(want, " "), h.Check)+shapeNote(h.Check, h.RunnerUp))
		}
	}
	if words {
		// Every request and confirmation word alone, through the
		// listener with the grammar play uses: the requests while no
		// move waits, the confirmation words while one does (in the
		// starting position).
		for _, a := range aloneWords(vocab) {
			l.SetState(rules.StartPosition(), a.confirm)
			heard, h := listen(t, l, renderText(t, v, espeakLang(vocab.Style.Lang()), a.text))
			tl.alone++
			if heard == a.token {
				tl.aloneOK++
			} else {
				tl.misses = append(tl.misses, fmt.Sprintf("alone %q heard %q", a.token, heard))
			}
			if h.Check.Done {
				tl.checks = append(tl.checks, checkNote(fmt.Sprintf("alone %v", heard == a.token), a.token, h.Check)+shapeNote(h.Check, h.RunnerUp))
			}
		}
	}
	if words {
		if err := r.SetGrammar(vocab.WordGrammar()); err != nil {
			t.Fatal(err)
		}
		for _, w := range vocab.SingleWords() {
			heard := decode(t, r, render(t, v, vocab.Style, []phonetic.Word{w.Word}))
			tl.single++
			if heard == w.Token {
				tl.singleOK++
			} else {
				tl.misses = append(tl.misses, fmt.Sprintf("word %q heard %q", w.Token, heard))
			}
		}
	}
	return tl
}

// aloneWord is a request or a confirmation word said alone: its text,
// its recogniser token, and whether a move waits when it is said.
type aloneWord struct {
	text, token string
	confirm     bool
}

// aloneWords are the requests and the confirmation words of the
// vocabulary's language.
func aloneWords(vocab Vocab) []aloneWord {
	var out []aloneWord
	for _, r := range Requests {
		out = append(out, aloneWord{RequestText(vocab.Lang, r), RequestWord(vocab.Lang, r), false})
	}
	for _, w := range []string{Yes(vocab.Lang), No(vocab.Lang)} {
		out = append(out, aloneWord{w, w, true})
	}
	return out
}

// benchWarp is the frequency warp every voice is heard with:
// BLINDCHESS_VOICEBENCH_WARP (for exploring warps, docs/voice.md,
// as play --voice-warp would hear the voice), or 1 (none). With
// BLINDCHESS_VOICEBENCH_WARP=pitch (or pitch:W, pitch:W:HZ; parsePitchRule)
// each voice is heard at the warp its own pitch gives under the rule (of
// the median pitch of what it says in sample, the first three utterances
// the bench renders).
func benchWarp(t testing.TB, sample func() []int16) float64 {
	t.Helper()
	s := os.Getenv("BLINDCHESS_VOICEBENCH_WARP")
	if s == "" {
		return 1
	}
	rule, ok, err := parsePitchRule(s)
	if err != nil {
		t.Fatalf("BLINDCHESS_VOICEBENCH_WARP=%v", err)
	}
	if ok {
		return rule.warpFor(medianPitch(sample()))
	}
	w, err := strconv.ParseFloat(s, 64)
	if err != nil || w < sphinx.WarpMin || w > sphinx.WarpMax {
		t.Fatalf("BLINDCHESS_VOICEBENCH_WARP=%q: give a number from %g to %g, pitch, pitch:W or pitch:W:HZ", s, sphinx.WarpMin, sphinx.WarpMax)
	}
	return w
}

// benchConfig is the recogniser every voice is heard with: at warp, and
// with a speaker's transform when BLINDCHESS_VOICEBENCH_MLLR names one
// (scripts/mllr-enrol.sh), verified also without it when
// BLINDCHESS_VOICEBENCH_MLLR_PLAIN=on (sphinx.Config; docs/voice.md,
// "Speaker enrolment: rejection with and without the transform").
func benchConfig(t testing.TB, warp float64) sphinx.Config {
	t.Helper()
	c := sphinx.Config{Warp: warp, MLLR: os.Getenv("BLINDCHESS_VOICEBENCH_MLLR")}
	switch s := os.Getenv("BLINDCHESS_VOICEBENCH_MLLR_PLAIN"); {
	case s == "on" && c.MLLR != "":
		c.VerifyPlain = true
	case s != "":
		t.Fatalf("BLINDCHESS_VOICEBENCH_MLLR_PLAIN=%q: give on, with BLINDCHESS_VOICEBENCH_MLLR=FILE", s)
	}
	return c
}

// benchVoice reports whether the bench measures the voice of moves v:
// BLINDCHESS_VOICEBENCH_VOICE=text keeps the voices whose name holds text
// ("Alicia"), or one of texts separated by "|" ("Alicia|+m1"), to
// measure a few voices.
func benchVoice(v voiceSynth) bool {
	for _, part := range strings.Split(os.Getenv("BLINDCHESS_VOICEBENCH_VOICE"), "|") {
		if strings.Contains(v.name, part) {
			return true
		}
	}
	return false
}

// moveFilter is BLINDCHESS_VOICEBENCH_MOVES: a regular expression on a
// move's recogniser tokens ("vez anna sedm"). The bench says only the
// moves it matches (and leaves out the words said alone), or, written
// with a leading "!", only the moves it does not match (the words alone
// kept): a pronunciation is screened on the moves it is for in minutes,
// and the rest measured apart.
type moveFilter struct {
	re  *regexp.Regexp
	not bool
}

// parseMoveFilter reads a BLINDCHESS_VOICEBENCH_MOVES value; "" is no
// filter (nil).
func parseMoveFilter(s string) (*moveFilter, error) {
	if s == "" {
		return nil, nil
	}
	f := &moveFilter{}
	if rest, ok := strings.CutPrefix(s, "!"); ok {
		f.not, s = true, rest
	}
	re, err := regexp.Compile(s)
	if err != nil {
		return nil, fmt.Errorf("BLINDCHESS_VOICEBENCH_MOVES=%q: give a Go regular expression on the move's words, e.g. 'sedm|sest' or '!sedm|sest': %w", s, err)
	}
	f.re = re
	return f, nil
}

// says reports whether the bench says the move of these tokens; a nil
// filter says every move.
func (f *moveFilter) says(tokens string) bool {
	if f == nil {
		return true
	}
	return f.re.MatchString(tokens) != f.not
}

// benchMoves is the bench's move filter (BLINDCHESS_VOICEBENCH_MOVES).
func benchMoves(t testing.TB) *moveFilter {
	t.Helper()
	f, err := parseMoveFilter(os.Getenv("BLINDCHESS_VOICEBENCH_MOVES"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// benchForm is the form the bench says its moves in: the short form of
// Annex D, or the long form with BLINDCHESS_VOICEBENCH_FORM=long (for
// measuring what a change to the grammar costs the players who say it;
// docs/voice.md "Tried and dropped: the long form weighed").
func benchForm(t testing.TB) phonetic.Form {
	t.Helper()
	switch s := os.Getenv("BLINDCHESS_VOICEBENCH_FORM"); s {
	case "", "short":
		return phonetic.Short
	case "long":
		return phonetic.Long
	default:
		t.Fatalf("BLINDCHESS_VOICEBENCH_FORM=%q: give short or long", s)
	}
	return phonetic.Short
}

// verifyOn reports whether the recogniser verifies short results as
// play does; BLINDCHESS_VOICEBENCH_VERIFY=off takes every result (the
// verifier's checks are still listed, for tuning its limits).
func verifyOn() bool { return os.Getenv("BLINDCHESS_VOICEBENCH_VERIFY") != "off" }

// checkNote is a verifier's result in the bench's list.
func checkNote(kind, said string, c sphinx.Check) string {
	if c.Gap == math.MaxFloat64 {
		return fmt.Sprintf("%s said %q verified %q gap inf frames %d rejected %v", kind, said, c.Words, c.Frames, c.Rejected)
	}
	return fmt.Sprintf("%s said %q verified %q gap %.4f frames %d rejected %v%s", kind, said, c.Words, c.Gap, c.Frames, c.Rejected, wordGapNote(c))
}

// rivalNote gives the piece rival of a move heard (sphinx.pieceDoubt) and
// the words' margin over it (sphinx.Check.Rival; " rival w margin m"),
// and a Czech move's Felix rival (sphinx.Check.Felix; " felix w margin
// m"); "" for none.
func rivalNote(c sphinx.Check) string {
	var b strings.Builder
	if c.Rival != "" {
		fmt.Fprintf(&b, " rival %q margin %.4f", c.Rival, c.RivalMargin)
	}
	if c.Felix != "" {
		fmt.Fprintf(&b, " felix %q margin %.4f", c.Felix, c.FelixMargin)
	}
	if c.Drei != "" {
		fmt.Fprintf(&b, " drei %q margin %.4f", c.Drei, c.DreiMargin)
	}
	return b.String()
}

// wordGapNote gives the largest excess of a word over its typical gap
// and lists the gap of each word of a verifier's result (" excess e w
// words w=gap/frames ...", "" for none).
func wordGapNote(c sphinx.Check) string {
	var b strings.Builder
	if c.ExcessWord != "" {
		fmt.Fprintf(&b, " excess %.4f %s", c.Excess, c.ExcessWord)
	}
	for i, w := range c.WordGaps {
		if i == 0 {
			b.WriteString(" words")
		}
		fmt.Fprintf(&b, " %s=%.4f/%d", w.Word, w.Gap, w.Frames)
	}
	b.WriteString(vowelNote(c))
	return b.String()
}

// vowelNote lists, for each word of a verifier's result, the vowels of
// its pronunciation, the loudness peaks of its frames, its phones and
// frames, and the peaks over all the words (" vowels
// w=said/peaks/phones/frames ... peaks n", "" for
// none): helper conf, session 11, for the syllable check.
func vowelNote(c sphinx.Check) string {
	var b strings.Builder
	for i, w := range c.Vowels {
		if i == 0 {
			b.WriteString(" vowels")
		}
		fmt.Fprintf(&b, " %s=%d/%d/%d/%d", w.Word, w.Said, w.Peaks, w.Phones, w.Frames)
	}
	if len(c.Vowels) > 0 {
		fmt.Fprintf(&b, " peaks %d", c.Peaks)
	}
	if c.Uneven > 0 {
		fmt.Fprintf(&b, " uneven %.2f", c.Uneven) // helper talk, session 20
	}
	return b.String()
}

// shapeNote lists the other measures of a verified result beside the
// verifier's (helper talk, session 12): the dip of the level between
// each two words in dB, the silence before and after the words in the
// second decoding, the speech the first decoding hid, and the runner-up
// and its gap (" dips 8.1,3.0 lead 12 trail 40 hidden 3 runner-up
// "eva drei" 1.234", "" for a check not done).
func shapeNote(c sphinx.Check, alt sphinx.RunnerUp) string {
	if !c.Done {
		return ""
	}
	var dips []string
	for _, d := range c.Dips {
		dips = append(dips, fmt.Sprintf("%.1f", d))
	}
	cohort := ""
	if c.Cohorted {
		cohort = fmt.Sprintf(" cohort %.4f", c.Cohort) // helper talk, session 14
	}
	whole := fmt.Sprintf(" utt peaks %d loud %d/%d drift %d %v", c.UttPeaks, c.LoudWords, c.Loud, c.Drift, c.Drifted) // helper talk, session 15
	if c.Plain != nil {
		whole += " unadapted:" + checkNote("", "", *c.Plain) // helper fit, session 16
	}
	return fmt.Sprintf(" dips %s lead %d trail %d hidden %d runner-up %q %.3f", strings.Join(dips, ","), c.Lead, c.Trail, c.Hidden, alt.Words, alt.Gap) + cohort + whole + phoneNote(c)
}

// nbestNote lists the other legal moves of the decoder's N-best list
// with their gaps (" nbest "eva drei" 0.012 "eva vier" 0.301", "" for
// none): helper wrong, session 14.
func nbestNote(nb []sphinx.RunnerUp) string {
	var b strings.Builder
	for i, a := range nb {
		if i == 0 {
			b.WriteString(" nbest")
		}
		fmt.Fprintf(&b, " %q %.3f", a.Words, a.Gap)
	}
	return b.String()
}

// sentence is a sentence of conversation and its language.
type sentence struct{ lang, text string }

// readSentences reads "lang|sentence" lines (# comments).
func readSentences(t testing.TB, name string) []sentence {
	t.Helper()
	f, err := openSetFile(name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var out []sentence
	for _, line := range strings.Split(string(b), "\n") {
		if lang, text, ok := strings.Cut(line, "|"); ok && !strings.HasPrefix(line, "#") {
			out = append(out, sentence{lang, text})
		}
	}
	return out
}

// fortunes returns n (at most 100; final2 to final16 may take fewer, see
// fortuneIndex) sentences of 3 to 14 words from the Debian fortunes of
// lang (fortunes-de, fortunes-cs; fortunes-min for English, but
// final10's … final16's: see fortuneList), spread
// over the files, of the set set, or
// skips without them (make deps-long installs them).
func fortunes(t testing.TB, lang string, n int, set talkSet) []sentence {
	t.Helper()
	all, alone, set, err := fortuneList(lang, set)
	if err != nil {
		t.Skip(err)
	}
	n = min(n, 100)
	var out []sentence
	for i := range n {
		if j := fortuneIndex(len(all), n, i, set, alone); j >= 0 {
			out = append(out, sentence{lang, all[j]})
		}
	}
	return out
}

// final10Fortunes is the folder of final10's English fortunes: the files
// of Debian's package fortunes (fortune-mod's English set beyond
// fortunes-min's three files), other projects' data (outsidedata_test.go),
// copied from the package, not installed, as installing it would add them
// to fortunes-min's folder and change every other set's English sentences
// (the folder's README.txt says which package and why).
const final10Fortunes = "testdata/final10/fortunes"

// final11Fortunes is the folder of final11's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final10's folder so that each set's files are its own (its README.txt
// says so).
const final11Fortunes = "testdata/final11/fortunes"

// final12Fortunes is the folder of final12's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final11's folder so that each set's files are its own (its README.txt
// says so).
const final12Fortunes = "testdata/final12/fortunes"

// final13Fortunes is the folder of final13's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final12's folder so that each set's files are its own (its README.txt
// says so).
const final13Fortunes = "testdata/final13/fortunes"

// final14Fortunes is the folder of final14's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final13's folder so that each set's files are its own (its README.txt
// says so).
const final14Fortunes = "testdata/final14/fortunes"

// final15Fortunes is the folder of final15's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final14's folder so that each set's files are its own (its README.txt
// says so).
const final15Fortunes = "testdata/final15/fortunes"

// final16Fortunes is the folder of final16's English fortunes: the same
// files as final10Fortunes (Debian's package fortunes), copied from
// final15's folder so that each set's files are its own (its README.txt
// says so).
const final16Fortunes = "testdata/final16/fortunes"

// ownEnglish reports whether set's English fortunes come from a list of
// its own (Debian's package fortunes, not installed), and gives the set's
// name, the folder and the set whose rule (fortuneIndex) takes from it.
func ownEnglish(set talkSet) (name, dir string, by talkSet, ok bool) {
	switch set {
	case final10Talk:
		return "final10", final10Fortunes, final10EnglishTalk, true
	case final11Talk:
		return "final11", final11Fortunes, final11EnglishTalk, true
	case final12Talk:
		return "final12", final12Fortunes, final12EnglishTalk, true
	case final13Talk:
		return "final13", final13Fortunes, final13EnglishTalk, true
	case final14Talk:
		return "final14", final14Fortunes, final14EnglishTalk, true
	case final15Talk:
		return "final15", final15Fortunes, final15EnglishTalk, true
	case final16Talk:
		return "final16", final16Fortunes, final16EnglishTalk, true
	}
	return "", "", set, false
}

// fortuneList returns the sentences of the fortunes of lang that set
// takes its sentences from, which of them are said only once, and the
// set whose rule (fortuneIndex) takes them: fortuneSentences(lang) and
// set itself, but for final10's, final11's, final12's, final13's, final14's,
// final15's and final16's English their folder's sentences (ownEnglish: the same files of Debian's
// package fortunes), a list no other set takes from, of which those said
// only once in it and fortunes-min's together are said by no other set
// (final11's passes over final10's sentence in each slot, final12's over
// both, final13's over all three, final14's over all four, final15's
// over all five, final16's over all six). The error
// says what is missing.
func fortuneList(lang string, set talkSet) (all []string, alone func(j int) bool, by talkSet, err error) {
	all = fortuneSentences(lang)
	if len(all) < 600 {
		return nil, nil, set, fmt.Errorf("only %d %s sentences in the fortunes (make deps-long installs fortunes-de, fortunes-cs and fortunes-min)", len(all), lang)
	}
	name, folder, own, ok := ownEnglish(set)
	if !ok || lang != "en" {
		return all, saidOnce(all), set, nil
	}
	dir, ok := setFile(folder)
	if !ok {
		return nil, nil, set, fmt.Errorf("%s (its English fortunes, %s, are missing)", notHere(name), folder)
	}
	list := fortuneSentencesIn(dir)
	if len(list) < 600 {
		return nil, nil, set, fmt.Errorf("only %d sentences in %s's English fortunes in %s", len(list), name, dir)
	}
	// list comes first, so that its indices are those of both together.
	return list, saidOnce(append(slices.Clone(list), all...)), own, nil
}

// saidOnce reports whether the j-th sentence's words (talkKey) are in no
// other of all.
func saidOnce(all []string) func(j int) bool {
	count := map[string]int{}
	for _, s := range all {
		count[talkKey(s)]++
	}
	return func(j int) bool { return count[talkKey(all[j])] == 1 }
}

// talkKey is a sentence as heard: its words in lower case.
func talkKey(text string) string {
	return strings.ToLower(strings.Join(strings.FieldsFunc(text, func(r rune) bool {
		return strings.ContainsRune(" ,.!?;:'’\"-", r)
	}), " "))
}

// fortuneSentences returns every sentence of 3 to 14 words of the Debian
// fortunes of lang, file by file; none when they are not installed.
func fortuneSentences(lang string) []string {
	dir := "/usr/share/games/fortunes/" + lang
	if lang == "en" {
		dir = "/usr/share/games/fortunes"
	}
	return fortuneSentencesIn(dir)
}

// fortuneSentencesIn returns every sentence of 3 to 14 words of the
// fortune files in dir (those without a dot in their name), file by file.
func fortuneSentencesIn(dir string) []string {
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	var all []string
	for _, f := range files {
		if strings.Contains(filepath.Base(f), ".") {
			continue // .dat, .u8
		}
		fh, err := os.Open(f)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(fh)
		var entry strings.Builder
		flush := func() {
			text := strings.Join(strings.Fields(entry.String()), " ")
			entry.Reset()
			for _, s := range strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == '!' || r == '?' || r == ';' || r == ':' }) {
				if ws := strings.Fields(s); len(ws) >= 3 && len(ws) <= 14 && !strings.Contains(s, "--") && !strings.ContainsAny(s, "<>|_=*/\\") {
					all = append(all, strings.Join(ws, " ")+".")
				}
			}
		}
		for sc.Scan() {
			if strings.TrimSpace(sc.Text()) == "%" {
				flush()
				continue
			}
			if !strings.HasPrefix(strings.TrimSpace(sc.Text()), "--") {
				entry.WriteString(sc.Text() + " ")
			}
		}
		flush()
		fh.Close()
	}
	return all
}

// fortuneIndex is the index, among total sentences, of the i-th of n
// sentences of set. The sentences are cut into 100 slots; the held-out
// set takes the first sentence of a slot, the tuning set the one a third
// into it, the final set the one two thirds into it, the final2 set the
// one five sixths into it, the final3 set the one halfway into it, the
// final4 set the one a sixth into it, the final5 set the one a quarter
// into it, the final6 set the one five twelfths into it, the final7 set
// the one seven twelfths into it, the final8 set the one three quarters
// into it, the final9 set the one eleven twelfths into it, the final10
// set the one a twenty-fourth into it, the final11 set the one
// twenty-three twenty-fourths into it, the final12 set the one three
// twenty-fourths (an eighth) into it, the final13 set the one twenty-one
// twenty-fourths (seven eighths) into it, the final14 set the one five
// twenty-fourths into it, the final15 set the one nineteen
// twenty-fourths into it, the final16 set the one seven
// twenty-fourths into it: the sets never
// share a sentence of the list (with at least 600 sentences, 6 to a slot;
// final5's needs 9 to a slot to be apart from final4's and the tuning
// set's, and takes nothing from a smaller slot; final6's lands on the
// tuning set's in a slot of 6, 7 or 9 sentences and then moves on, as it
// passes over every other set's; final7's lands on final3's or the final
// set's in a slot of 6, 7, 8 or 10 and moves on likewise, as final8's
// and final9's do where they land on another set's), and fewer sentences
// are a part of the same ones. The
// fortunes say some sentences twice or more (headings, quotations), so
// two indices may still give the same words: the final2 set moves on to
// the first sentence said only once (alone) up to its slot's end, then
// back down to just after the final set's, and takes nothing from a slot
// (-1) where there is none (a slot of the German fortunes is all one
// heading said again and again); the final3 set likewise moves on up to
// just before the final set's, then back down to just after the tuning
// set's; the final4 set likewise up to just before the tuning set's, then
// back down to just after the held-out set's (the first of the slot); the
// final5 set likewise up to just before the tuning set's, then back down
// to just after the held-out set's, passing over the sentence any other
// set takes in the slot (final4's may lie in that stretch), so that it
// keeps clear of every other set; the final6 set likewise up to its
// slot's end, then back down to just after the held-out set's, passing
// over the sentence any other set takes in the slot; the final7 set
// likewise from seven twelfths into its slot up to its end, then back
// down to just after the held-out set's, passing over the sentence any
// other set takes in the slot (final6's included); the second list of
// tuning conversation (tuning2Talk) likewise from a twelfth into its slot
// (tuningMoreIndex); the final8 set likewise from three quarters into its
// slot, passing over the sentence any other set takes in the slot, the
// second tuning list's included; the final9 set likewise from eleven
// twelfths into its slot up to the slot's true end (the sentence that
// 100 slots of total/100 leave over at the end of some slots, which no
// other set reaches, included), passing over the sentence any other set
// takes in the slot, final8's and the second tuning list's included; the
// final10 set likewise from a twenty-fourth into its slot up to the
// slot's true end, passing over the sentence any other set takes in the
// slot, final9's included (where the slot is shorter than 24 sentences,
// a twenty-fourth in is the slot's first, the held-out set's, and it
// moves on); the final11 set likewise from twenty-three twenty-fourths
// into its slot up to the slot's true end, then back down to just after
// the held-out set's, passing over the sentence any other set takes in
// the slot, final10's included; the final12 set likewise from three
// twenty-fourths into its slot (the first twenty-fourth no set took: a
// twenty-fourth is final10's, two the second tuning list's) up to the
// slot's true end, then back down to just after the held-out set's,
// passing over the sentence any other set takes in the slot, final11's
// included; the final13 set likewise from twenty-one twenty-fourths into
// its slot (the first twenty-fourth from the slot's end no set took:
// twenty-three are final11's, twenty-two final9's) up to the slot's true
// end, then back down to just after the held-out set's, passing over the
// sentence any other set takes in the slot, final12's included; the
// final14 set likewise from five twenty-fourths into its slot (the next
// twenty-fourth from the slot's start no set took: one is final10's,
// three final12's, four final4's) up to the slot's true end, then back
// down to just after the held-out set's, passing over the sentence any
// other set takes in the slot, final13's included; the final15 set
// likewise from nineteen twenty-fourths into its slot (the next
// twenty-fourth from the slot's end no set took: twenty-three are
// final11's, twenty-two final9's, twenty-one final13's, twenty final2's)
// up to the slot's true end, then back down to just after the held-out
// set's, passing over the sentence any other set takes in the slot,
// final14's included; the final16 set likewise from seven twenty-fourths
// into its slot (the next twenty-fourth from the slot's start no set
// took: five are final14's, six final5's) up to the slot's true end, then
// back down to just after the held-out set's, passing over the sentence
// any other set takes in the slot, final15's included. A
// sentence said only once is said by no other index, so these sets share
// no sentence's words with any set. final10's, final11's, final12's,
// final13's, final14's, final15's and final16's English come from a list of their own
// (fortuneList), which no
// other set takes from: final10EnglishTalk takes its sentence a
// twenty-fourth into a slot likewise, passing over none,
// final11EnglishTalk twenty-three twenty-fourths into it likewise,
// passing over final10EnglishTalk's, final12EnglishTalk three
// twenty-fourths into it likewise, passing over both of theirs, and
// final13EnglishTalk twenty-one twenty-fourths into it likewise, passing
// over all three of theirs, final14EnglishTalk five twenty-fourths
// into it likewise, passing over all four of theirs,
// final15EnglishTalk nineteen twenty-fourths into it likewise, passing
// over all five of theirs, and final16EnglishTalk seven twenty-fourths
// into it likewise, passing over all six of theirs. The older sets are
// left as they were measured.
func fortuneIndex(total, n, i int, set talkSet, alone func(j int) bool) int {
	slot := total / 100
	start := (i * 100 / n) * total / 100
	// firstAlone is the first index said only once and not taken from
	// first up to before end, then down from first to after low; -1 for
	// none.
	firstAlone := func(first, end, low int, taken map[int]bool) int {
		for j := first; j < end; j++ {
			if alone(j) && !taken[j] {
				return j
			}
		}
		for j := first - 1; j > low; j-- {
			if alone(j) && !taken[j] {
				return j
			}
		}
		return -1
	}
	switch set {
	case tuningTalk:
		return start + slot/3
	case finalTalk:
		return start + 2*slot/3
	case final2Talk:
		return firstAlone(start+5*slot/6, start+slot, start+2*slot/3, nil)
	case final3Talk:
		return firstAlone(start+slot/2, start+2*slot/3, start+slot/3, nil)
	case final4Talk:
		return firstAlone(start+slot/6, start+slot/3, start, nil)
	case final5Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final5Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		return firstAlone(start+slot/4, start+slot/3, start, taken)
	case final6Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final6Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		return firstAlone(start+5*slot/12, start+slot, start, taken)
	case final7Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final7Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		return firstAlone(start+7*slot/12, start+slot, start, taken)
	case tuning2Talk:
		return tuningMoreIndex(total, n, i, start, alone, firstAlone)
	case final8Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final8Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		return firstAlone(start+3*slot/4, start+slot, start, taken)
	case final9Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final9Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		// Up to the slot's true end: where total is not a multiple of
		// 100, a slot holds one sentence more than slot now and then,
		// which no other set takes (English has 11 or 12 to a slot, and
		// the eleven sets before take all of the first 11).
		end := (i*100/n + 1) * total / 100
		return firstAlone(start+11*slot/12, end, start, taken)
	case final10Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final10Talk; other++ {
			taken[fortuneIndex(total, n, i, other, alone)] = true
		}
		return firstAlone(start+slot/24, (i*100/n+1)*total/100, start, taken)
	case final10EnglishTalk:
		return firstAlone(start+slot/24, (i*100/n+1)*total/100, start, nil)
	case final11Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final11Talk; other++ {
			if other != final10EnglishTalk { // a list of its own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+23*slot/24, (i*100/n+1)*total/100, start, taken)
	case final11EnglishTalk:
		taken := map[int]bool{fortuneIndex(total, n, i, final10EnglishTalk, alone): true}
		return firstAlone(start+23*slot/24, (i*100/n+1)*total/100, start, taken)
	case final12Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final12Talk; other++ {
			if other != final10EnglishTalk && other != final11EnglishTalk { // a list of their own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+3*slot/24, (i*100/n+1)*total/100, start, taken)
	case final12EnglishTalk:
		taken := map[int]bool{
			fortuneIndex(total, n, i, final10EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final11EnglishTalk, alone): true,
		}
		return firstAlone(start+3*slot/24, (i*100/n+1)*total/100, start, taken)
	case final13Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final13Talk; other++ {
			if other != final10EnglishTalk && other != final11EnglishTalk && other != final12EnglishTalk { // a list of their own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+21*slot/24, (i*100/n+1)*total/100, start, taken)
	case final13EnglishTalk:
		taken := map[int]bool{
			fortuneIndex(total, n, i, final10EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final11EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final12EnglishTalk, alone): true,
		}
		return firstAlone(start+21*slot/24, (i*100/n+1)*total/100, start, taken)
	case final14Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final14Talk; other++ {
			if other != final10EnglishTalk && other != final11EnglishTalk && other != final12EnglishTalk && other != final13EnglishTalk { // a list of their own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+5*slot/24, (i*100/n+1)*total/100, start, taken)
	case final14EnglishTalk:
		taken := map[int]bool{
			fortuneIndex(total, n, i, final10EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final11EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final12EnglishTalk, alone): true,
			fortuneIndex(total, n, i, final13EnglishTalk, alone): true,
		}
		return firstAlone(start+5*slot/24, (i*100/n+1)*total/100, start, taken)
	case final15Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final15Talk; other++ {
			if !ownEnglishList(other) { // a list of their own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+19*slot/24, (i*100/n+1)*total/100, start, taken)
	case final15EnglishTalk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final15EnglishTalk; other++ {
			if ownEnglishList(other) {
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+19*slot/24, (i*100/n+1)*total/100, start, taken)
	case final16Talk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final16Talk; other++ {
			if !ownEnglishList(other) { // a list of their own
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+7*slot/24, (i*100/n+1)*total/100, start, taken)
	case final16EnglishTalk:
		taken := map[int]bool{}
		for other := heldOutTalk; other < final16EnglishTalk; other++ {
			if ownEnglishList(other) {
				taken[fortuneIndex(total, n, i, other, alone)] = true
			}
		}
		return firstAlone(start+7*slot/24, (i*100/n+1)*total/100, start, taken)
	}
	return start
}

// ownEnglishList reports whether set takes from final10's English list of
// its own (fortuneList) rather than the fortunes every other set takes
// from.
func ownEnglishList(set talkSet) bool {
	switch set {
	case final10EnglishTalk, final11EnglishTalk, final12EnglishTalk, final13EnglishTalk, final14EnglishTalk, final15EnglishTalk, final16EnglishTalk:
		return true
	}
	return false
}

// talkSet is a set of conversation: which sentences of the fortunes it
// takes (fortuneIndex).
type talkSet int

const (
	heldOutTalk        talkSet = iota // the held-out set measured while working
	tuningTalk                        // the sentences the rejection is tuned on
	finalTalk                         // measured once, at the end of the work (spent)
	final2Talk                        // the second final set, measured once (spent)
	final3Talk                        // the third final set, measured once (spent)
	final4Talk                        // the fourth final set, measured once (spent)
	final5Talk                        // the fifth final set, measured once (spent)
	final6Talk                        // the sixth final set, measured once (spent)
	final7Talk                        // the seventh final set, measured once (spent)
	tuning2Talk                       // the second list of tuning conversation (tuningMore)
	final8Talk                        // the eighth final set, measured once (spent; after tuning2Talk, which it keeps clear of)
	final9Talk                        // the ninth final set, measured once (spent; keeps clear of every set above)
	final10Talk                       // the tenth final set, measured once (spent; keeps clear of every set above)
	final10EnglishTalk                // final10's English, from a list of its own no other set takes from (fortuneList)
	final11Talk                       // the eleventh final set, measured once (spent; keeps clear of every set above)
	final11EnglishTalk                // final11's English, from final10EnglishTalk's list, passing over its sentences (fortuneList)
	final12Talk                       // the twelfth final set, measured once (spent; keeps clear of every set above)
	final12EnglishTalk                // final12's English, from final10EnglishTalk's list, passing over its and final11EnglishTalk's sentences (fortuneList)
	final13Talk                       // the thirteenth final set, measured once (spent; keeps clear of every set above)
	final13EnglishTalk                // final13's English, from final10EnglishTalk's list, passing over its, final11EnglishTalk's and final12EnglishTalk's sentences (fortuneList)
	final14Talk                       // the fourteenth final set, measured once (spent; keeps clear of every set above)
	final14EnglishTalk                // final14's English, from final10EnglishTalk's list, passing over its, final11EnglishTalk's, final12EnglishTalk's and final13EnglishTalk's sentences (fortuneList)
	final15Talk                       // the fifteenth final set, measured once (spent; keeps clear of every set above)
	final15EnglishTalk                // final15's English, from final10EnglishTalk's list, passing over the sentences of the four English lists above (fortuneList)
	final16Talk                       // the sixteenth final set, measured once (spent; keeps clear of every set above)
	final16EnglishTalk                // final16's English, from final10EnglishTalk's list, passing over the sentences of the five English lists above (fortuneList)
)

// chatterTally is what conversation gave.
type chatterTally struct {
	sentences, accepted int
	moves               int // sentences that left a move waiting
	confirmed           int // moves played from conversation
	accepts             []string
	checks              []string // the verifier's results
	warp                float64  // the frequency warp the voice was heard with
}

func (c *chatterTally) String() string {
	return fmt.Sprintf("false accepts %d/%d sentences (%.1f %%), %d of them moves said back, %d moves played from conversation",
		c.accepted, c.sentences, 100*float64(c.accepted)/float64(max(c.sentences, 1)), c.moves, c.confirmed) + warpNote(c.warp)
}

// heardAt is an utterance heard and when it ended, from the start of
// the audio given to listenTimed.
type heardAt struct {
	words string
	at    time.Duration
	check sphinx.Check
	alt   sphinx.RunnerUp
}

// listenTimed is listenAll with the time each utterance ended.
func listenTimed(t testing.TB, l *sphinx.Listener, pcm []int16) []heardAt {
	t.Helper()
	pcm = append(pcm, make([]int16, capture.Rate/2)...) // the pause after the speech
	var out []heardAt
	t0 := time.Now()
	for i := 0; i < len(pcm); i += capture.ChunkSamples {
		end := min(i+capture.ChunkSamples, len(pcm))
		offset := time.Duration(end) * time.Second / capture.Rate
		if err := l.Process(pcm[i:end], t0.Add(offset), func(h sphinx.Heard) { out = append(out, heardAt{h.Words, offset, h.Check, h.RunnerUp}) }); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// chatter says the sentences with voice v one after another, from the
// starting position, and plays what is heard into a table as play does,
// on a simulated clock that runs with the audio: each utterance goes to
// the table as its voice line ("voice eva vier", "voice" for nothing
// understood) at the instant it ended; the listener then listens for
// what the table expects (the legal moves, and the confirmation words
// while a move waits); a move heard is said back, and the read-back
// (what the table says, spoken by espeak-ng at rate 1) takes its time
// before the next sentence starts, which is the soonest a player could
// answer it. A sentence is a false accept when anything of it was taken
// (a move said back, a request answered, a confirmation or rejection);
// a move played is a move played from conversation: the table's own
// rules (a confirmation word only as a whole utterance, speech not
// understood drops the move, a yes within VoiceConfirmWindow of the
// read-back) decide it, as in play.
func chatter(t testing.TB, vocab Vocab, v voiceSynth, ss []sentence) *chatterTally {
	t.Helper()
	warp := benchWarp(t, func() []int16 {
		var pcm []int16
		for i := 0; i < len(ss) && i < 3; i++ {
			pcm = append(pcm, renderText(t, v, ss[i].lang, ss[i].text)...)
		}
		return pcm
	})
	r, err := sphinx.NewConfig(vocab, t.TempDir(), benchConfig(t, warp))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	r.SetVerify(verifyOn())
	setup := table.DefaultSetup()
	setup.Setting = table.SettingCasual
	setup.Style = vocab.Style.String()
	setup.Lang = string(vocab.Lang)
	tb, err := table.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	parser := phonetic.NewParser(vocab.Style)
	l := sphinx.NewListener(r, 0)
	c := &chatterTally{warp: warp}
	now := time.Second
	for _, s := range ss {
		l.SetState(tb.Position(), tb.VoicePending())
		pcm := renderText(t, v, s.lang, s.text)
		c.sentences++
		var heard []string
		accepted, moved := false, false
		readBack := time.Duration(0)
		for _, u := range listenTimed(t, l, pcm) {
			heard = append(heard, u.words)
			if u.check.Done {
				c.checks = append(c.checks, checkNote("talk", s.text, u.check)+shapeNote(u.check, u.alt))
			}
			pos := tb.Position()
			if _, err := parser.Parse(&pos, u.words); err == nil && u.words != "" {
				moved = true
			}
			accepted = accepted || u.words != ""
			line := strings.TrimSpace("voice " + u.words)
			for _, o := range tb.Apply(table.Input{At: now + u.at, Source: table.SourceVoice, Text: line}) {
				switch o.Kind {
				case table.KindMove:
					c.confirmed++
					heard = append(heard, "PLAYED "+o.SAN)
				case table.KindAnnounce:
					if moved && tb.VoicePending() {
						readBack += spokenFor(t, espeakLang(vocab.Style.Lang()), o.Say.Text)
					}
				}
			}
			l.SetState(tb.Position(), tb.VoicePending())
		}
		now += time.Duration(len(pcm)+capture.Rate/2)*time.Second/capture.Rate + readBack
		if moved {
			c.moves++
		}
		if accepted {
			c.accepted++
			c.accepts = append(c.accepts, fmt.Sprintf("%s %q heard %q", s.lang, s.text, strings.Join(heard, " / ")))
		}
	}
	return c
}

// spokenFor is how long espeak-ng takes to say text at rate 1.
func spokenFor(t testing.TB, lang, text string) time.Duration {
	t.Helper()
	return time.Duration(len(espeakVariant(t, voiceSynth{rate: 1}, lang, text))) * time.Second / capture.Rate
}

// TestRoundTripQuick: a few real moves said by espeak-ng at rate 1 and by
// the clip voice are recognised as the moves played.
func TestRoundTripQuick(t *testing.T) {
	needRecognition(t)
	ps, ms := spreadMoves(t, tuningGames, 20)
	for _, v := range append(tuningSynths(t)[:1], heldOutSynths(t)[5]) {
		tl := roundTrip(t, Vocab{Style: phonetic.AnnexD, Lang: German}, v, ps, ms, false)
		t.Logf("%s: %s", v.name, tl)
		for _, m := range tl.misses {
			t.Logf("  miss: %s", m)
		}
		if tl.exact < 17 {
			t.Errorf("%s: only %d of 20 real moves recognised", v.name, tl.exact)
		}
	}
}

// TestChatterQuick: the examples of conversation taken for moves before
// the garbage model are heard as nothing.
func TestChatterQuick(t *testing.T) {
	needRecognition(t)
	ss := []sentence{{"de", "Guten Morgen, wie geht es dir heute?"}, {"de", "Ich hole mir einen Kaffee."}}
	c := chatter(t, Vocab{Style: phonetic.AnnexD, Lang: German}, tuningSynths(t)[0], ss)
	if c.accepted != 0 {
		t.Errorf("conversation taken for chess: %s: %v", c, c.accepts)
	}
}

// TestChatterPlaysAsPlayWould: the bench's table follows play's rules on
// the simulated clock: a move and a yes said alone after its read-back
// play the move; speech not understood in between drops it, so that the
// yes then plays nothing.
func TestChatterPlaysAsPlayWould(t *testing.T) {
	needRecognition(t)
	tests := []struct {
		name   string
		ss     []sentence
		played int
	}{
		{"move then yes", []sentence{{"de", "Eva vier."}, {"de", "Ja."}}, 1},
		{"move, conversation, yes", []sentence{{"de", "Eva vier."}, {"de", "Ich hole mir einen Kaffee."}, {"de", "Ja."}}, 0},
		{"yes with nothing waiting", []sentence{{"de", "Ja."}}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := chatter(t, Vocab{Style: phonetic.AnnexD, Lang: German}, tuningSynths(t)[0], tc.ss)
			if c.confirmed != tc.played {
				t.Errorf("%d moves played, want %d: %v", c.confirmed, tc.played, c.accepts)
			}
		})
	}
}

// benchSize is the number of moves per set and voice, and of sentences
// of the style's language (half as many of each other language), of the
// bench: BLINDCHESS_VOICEBENCH_N moves (default 200) and 100 sentences
// (fewer for fewer than 100 moves: a quick look while tuning).
func benchSize(t testing.TB) (moves, sentences int) {
	moves, sentences = 200, 100
	if s := os.Getenv("BLINDCHESS_VOICEBENCH_N"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("BLINDCHESS_VOICEBENCH_N=%q: give a number of moves", s)
		}
		moves = n
		if n < 100 {
			sentences = max(n/2, 1)
		}
	}
	return moves, sentences
}

// TestRoundTripBench is the measurement of make bench, per style: the
// tuning set (the tuning games' moves with the tuning voices, every word
// alone, the tuning sentences) beside the held-out set (moves of games no
// tuning saw, voices no tuning used, Debian's fortunes and chess talk).
// Each set's moves are spread over its whole games; its promotions and
// checks are measured apart as well ("rare", all of them).
// BLINDCHESS_VOICEBENCH=misses lists every miss and false accept (and,
// with =gaps, every runner-up's gap);
// BLINDCHESS_VOICEBENCH_STYLE=de (en, cs) measures one style;
// BLINDCHESS_VOICEBENCH_SET=tuning measures the tuning set alone (for
// tuning, which must never look at the held-out figures),
// BLINDCHESS_VOICEBENCH_SET=heldout the working held-out set alone (for
// the figures the README reports), and
// BLINDCHESS_VOICEBENCH_SET=final14 the latest final set alone (games,
// voices and conversation kept apart from all the others: measured once,
// at the end of a round of work; =final, =final2, =final3, =final4,
// =final5, =final6, =final7, =final8, =final9, =final10, =final11,
// =final12, =final13 and =final14 are spent: measured and looked at; the
// next round adds a new one);
// BLINDCHESS_VOICEBENCH_PART=talk measures the conversation alone (the
// first two lists of the tuning set's), =words the tuning set's third
// list alone, =moves the moves alone. The tuning set's conversation has a
// second list (tuningMore), counted on its own summary line ("tuning
// conversation, more") so that the first list's figures stay comparable,
// and a third (tuningWords: words and two-word phrases of Debian's word
// lists, "tuning conversation, words"), measured where its packages are
// installed and left out with PART=talk; its moves a
// second list of voices (tuningMoreVoices), measured only with
// BLINDCHESS_VOICEBENCH_VOICES=more and counted on its own summary line
// ("tuning, more voices"), so that the eight voices' figures stay
// comparable; and with BLINDCHESS_VOICEBENCH_VOICES=slow, the tuning and
// held-out moves are said by slow voices too (slowSynths), each set's
// counted on its own summary line ("tuning, slow voices", "held-out,
// slow voices").
func TestRoundTripBench(t *testing.T) {
	mode := os.Getenv("BLINDCHESS_VOICEBENCH")
	if mode == "" {
		t.Skip("set BLINDCHESS_VOICEBENCH=1 (make bench does) to measure the recogniser")
	}
	needRecognition(t)
	nMoves, nSentences := benchSize(t)
	verbose := testing.Verbose() && (mode == "misses" || mode == "gaps" || mode == "verify")
	only := os.Getenv("BLINDCHESS_VOICEBENCH_STYLE")
	part := os.Getenv("BLINDCHESS_VOICEBENCH_PART")
	wordsOnly := part == "words"
	talkOnly := part == "talk" || wordsOnly
	setEnv := os.Getenv("BLINDCHESS_VOICEBENCH_SET")
	more, slow := benchExtraVoices(t)
	sets := []string{"tuning", "held-out"}
	switch setEnv {
	case "":
	case "tuning":
		sets = []string{"tuning"}
	case "heldout", "held-out":
		sets = []string{"held-out"}
	case "final", "final2", "final3", "final4", "final5", "final6", "final7", "final8", "final9", "final10", "final11", "final12", "final13", "final14", "final15", "final16":
		sets = []string{setEnv}
	default:
		t.Fatalf("BLINDCHESS_VOICEBENCH_SET=%q: give tuning, heldout, final, final2, final3, final4, final5, final6, final7, final8, final9, final10, final11, final12, final13, final14, final15 or final16 (or nothing for tuning and held-out)", setEnv)
	}
	for _, set := range sets {
		if !setHere(setFiles(set)...) {
			t.Skip(notHere(set))
		}
		if err := mbrolaMissing(set); err != nil {
			t.Skip(err)
		}
		if err := outsideMissing(set); err != nil {
			t.Skip(err)
		}
	}
	games := map[string][]string{}
	talkFiles := map[string]string{}
	fortuneSets := map[string]talkSet{}
	for _, s := range benchSets {
		games[s.name], talkFiles[s.name], fortuneSets[s.name] = s.games, s.talk, s.fortunes
	}
	synths := benchSynths(t)
	for _, vocab := range []Vocab{{phonetic.AnnexD, German}, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		if only != "" && only != string(vocab.Lang) {
			continue
		}
		// sum adds up each set's moves for the summary line.
		sum := map[string]*tally{}
		talkSum := map[string]*chatterTally{}
		report := func(set string, v voiceSynth, tl *tally) {
			key := set
			if v.rate > 1.2 {
				key += " rate 1.5"
			}
			if sum[key] == nil {
				sum[key] = &tally{}
			}
			sum[key].moves += tl.moves
			sum[key].exact += tl.exact
			sum[key].wrong += tl.wrong
			sum[key].confirmedWrong += tl.confirmedWrong
			sum[key].soundAlike += tl.soundAlike
			sum[key].asked += tl.asked
			sum[key].askedRight += tl.askedRight
			sum[key].latencies = append(sum[key].latencies, tl.latencies...)
			t.Logf("voice round trip, style %s, %-8s %s: %s", vocab.Style, set, v.name, tl)
			if verbose {
				for _, m := range tl.misses {
					t.Logf("  miss: %s", m)
				}
			}
			if mode == "verify" {
				for _, c := range tl.checks {
					t.Logf("  verify: %s", c)
				}
			}
			if mode == "gaps" {
				for _, g := range tl.gaps {
					t.Logf("  gap: right %v runner-up %q %.3f said %q heard %q excess %.4f %s hidden %d |%s", g.right, g.alt.Words, g.alt.Gap, g.said, g.heard, g.check.Excess, g.check.ExcessWord, g.hidden, checkNote("", g.said, g.check)+shapeNote(g.check, g.alt)+nbestNote(g.nbest)+rivalNote(g.check)+g.rank)
				}
			}
		}
		for _, set := range sets {
			if talkOnly {
				break
			}
			ps, ms := spreadMoves(t, games[set], nMoves)
			rps, rms := rareMoves(t, games[set])
			voices := synths[set]
			labels := map[int]string{} // a voice's summary line, where not its set's
			if set == "tuning" && more {
				for _, v := range tuningMoreSynths(t) {
					labels[len(voices)] = tuningMoreVoices // the second list of tuning voices, summed apart
					voices = append(slices.Clip(voices), v)
				}
			}
			if vs, name := slowSynths(t, set); slow {
				for _, v := range vs {
					labels[len(voices)] = name // the slow voices, summed apart
					voices = append(slices.Clip(voices), v)
				}
			}
			for i, v := range voices {
				if v.synth.Name() == "clips" && vocab.Style != phonetic.AnnexD {
					continue // the clips speak the German Annex D words
				}
				if !benchVoice(v) {
					continue
				}
				label := set
				if l, ok := labels[i]; ok {
					label = l
				}
				report(label, v, roundTrip(t, vocab, v, ps, ms, set == "tuning"))
				rare := roundTrip(t, vocab, v, rps, rms, false)
				t.Logf("voice round trip, style %s, %-8s %s, rare moves (every promotion and check): %s", vocab.Style, label, v.name, rare)
				if verbose {
					for _, m := range rare.misses {
						t.Logf("  miss: %s", m)
					}
				}
				if mode == "verify" {
					for _, c := range rare.checks {
						t.Logf("  verify: %s", c)
					}
				}
				if mode == "gaps" {
					for _, g := range rare.gaps {
						t.Logf("  gap: right %v runner-up %q %.3f said %q heard %q excess %.4f %s hidden %d |%s", g.right, g.alt.Words, g.alt.Gap, g.said, g.heard, g.check.Excess, g.check.ExcessWord, g.hidden, checkNote("", g.said, g.check)+shapeNote(g.check, g.alt)+nbestNote(g.nbest)+rivalNote(g.check)+g.rank)
					}
				}
			}
		}
		talk := func(set string, v voiceSynth, ss []sentence) {
			c := chatter(t, vocab, v, ss)
			talkSum[set] = c
			t.Logf("voice round trip, style %s, %-8s conversation %s: %s", vocab.Style, set, v.name, c)
			if verbose {
				for _, a := range c.accepts {
					t.Logf("  accept: %s", a)
				}
			}
			if mode == "verify" {
				for _, c := range c.checks {
					t.Logf("  verify: %s", c)
				}
			}
		}
		// fort is n sentences of the fortunes of the style's language and
		// half as many of each other, of one set.
		fort := func(ts talkSet) []sentence {
			var out []sentence
			for _, lang := range []string{"de", "en", "cs"} {
				n := nSentences / 2
				if lang == string(vocab.Lang) {
					n = nSentences
				}
				out = append(out, fortunes(t, lang, n, ts)...)
			}
			return out
		}
		for _, set := range sets {
			if os.Getenv("BLINDCHESS_VOICEBENCH_PART") == "moves" {
				break
			}
			if set == "tuning" && part != "talk" {
				if ss, why := tuningWords(t, vocab.Lang); why == "" {
					talk(tuningWordsName, talkSynth(t, set), ss)
				} else {
					t.Log(why)
				}
			}
			if wordsOnly {
				continue
			}
			// Each set's own chess talk, then its own sentences of the
			// fortunes, spoken by its own voice (talkSynth).
			talk(set, talkSynth(t, set), append(readSentences(t, talkFiles[set]), fort(fortuneSets[set])...))
			if set == "tuning" {
				if setHere(tuningMore.talk) {
					talk(tuningMore.name, talkSynth(t, set), append(readSentences(t, tuningMore.talk), fort(tuningMore.fortunes)...))
				} else {
					t.Log(notHere(tuningMore.name) + ": the second tuning list is left out")
				}
			}
		}
		if talkOnly {
			var parts []string
			for _, set := range sets {
				parts = append(parts, fmt.Sprintf("%s %s", set, talkSum[set]))
			}
			if !wordsOnly {
				t.Logf("voice round trip, style %s, SUMMARY conversation false accepts %s", vocab.Style, strings.Join(parts, " | "))
			}
			logTuningMore(t, vocab, talkSum)
			logTuningWords(t, vocab, talkSum)
			continue
		}
		side := func(key string) string {
			tl := sum[key]
			if tl == nil {
				return "-"
			}
			sort.Slice(tl.latencies, func(i, j int) bool { return tl.latencies[i] < tl.latencies[j] })
			med := time.Duration(0)
			if len(tl.latencies) > 0 {
				med = tl.latencies[len(tl.latencies)/2]
			}
			return fmt.Sprintf("%.1f %% (%d/%d, %d wrong, %d confirmed wrong, %d sounding alike, %d doubts on right moves, median %v)", tl.pct(), tl.exact, tl.moves, tl.wrong, tl.confirmedWrong, tl.soundAlike, tl.askedRight, med.Round(time.Millisecond))
		}
		fa := func(set string) string {
			c := talkSum[set]
			if c == nil {
				return "-"
			}
			return fmt.Sprintf("%d/%d (%d confirmed)", c.accepted, c.sentences, c.confirmed)
		}
		for _, set := range sets {
			t.Logf("voice round trip, style %s, SUMMARY %s: rate 1 moves %s; rate 1.25-1.5 moves %s; conversation false accepts %s",
				vocab.Style, set, side(set), side(set+" rate 1.5"), fa(set))
		}
		if sum[tuningMoreVoices] != nil || sum[tuningMoreVoices+" rate 1.5"] != nil {
			// Its four voices speak at rates 1.25-1.5 (tuningMoreSynths):
			// its rate 1 side is "-".
			t.Logf("voice round trip, style %s, SUMMARY %s: rate 1 moves %s; rate 1.25-1.5 moves %s",
				vocab.Style, tuningMoreVoices, side(tuningMoreVoices), side(tuningMoreVoices+" rate 1.5"))
		}
		for _, name := range []string{tuningSlowVoices, heldOutSlowVoices} {
			if sum[name] != nil {
				// All its voices speak slower than rate 1.
				t.Logf("voice round trip, style %s, SUMMARY %s: moves %s", vocab.Style, name, side(name))
			}
		}
		logTuningMore(t, vocab, talkSum)
		logTuningWords(t, vocab, talkSum)
	}
}
