package table

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/voice"
)

// SourceVoice is a line of the speech recogniser: "voice springer felix
// drei" (the words heard), or "voice" alone when speech was heard but no
// words of the grammar.
const SourceVoice = "voice"

// voicePending is a move heard by the recogniser and said back, waiting for
// its confirmation: it counts only when confirmed, like a typed move.
type voicePending struct {
	san  string        // the move, in SAN
	hash uint64        // the position it was heard in
	ply  int           // the scoresheet's length then
	at   time.Duration // when it was said back
}

// VoiceConfirmWindow is how long after a move is said back a spoken
// confirmation counts: a "ja" later than that is more likely
// conversation than the answer, and the move is dropped (a typed
// confirmation or Enter counts at any time).
const VoiceConfirmWindow = 8 * time.Second

// VoiceLine is the recogniser's line (sphinx.Heard.Line: "voice ja",
// "voice cesar drei | eva drei", "voice") with the instant its words
// ended on the game's time line, to the millisecond, after "voice":
// "voice @12.345 ja". A game whose setup has VoiceSaidAt judges a spoken
// yes by that instant, and the journal keeps it with the words. A line
// that is not the recogniser's is returned as it is.
func VoiceLine(line string, said time.Duration) string {
	rest, ok := strings.CutPrefix(line, SourceVoice)
	if !ok || rest != "" && rest[0] != ' ' {
		return line
	}
	return SourceVoice + " @" + strconv.FormatFloat(max(said, 0).Seconds(), 'f', 3, 64) + rest
}

// parseSaidAt reads the instant of VoiceLine ("@12.345"): ok false for
// any other word.
func parseSaidAt(word string) (time.Duration, bool) {
	s, ok := strings.CutPrefix(word, "@")
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > 1e9 {
		return 0, false
	}
	return time.Duration(math.Round(f*1000)) * time.Millisecond, true
}

// VoiceSaidAt reports whether the recogniser's lines are to carry the
// instant their words ended (VoiceLine, Setup.VoiceSaidAt): a game
// begun before a yes was judged by it takes them without.
func (t *Table) VoiceSaidAt() bool { return t.cfg.setup.VoiceSaidAt }

// VoicePending reports whether a move heard by voice, or a command that
// ends the game or costs time, waits for its confirmation (the recogniser
// then listens for the confirmation words).
func (t *Table) VoicePending() bool { return t.voice != nil || t.confirm != nil }

// typedYes and typedNo are what confirms or rejects a move heard by voice
// at the keyboard (Enter, an empty line, confirms too).
var (
	typedYes = map[string]bool{"yes": true, "y": true, "ja": true, "j": true, "ano": true, "ok": true}
	typedNo  = map[string]bool{"no": true, "n": true, "nein": true, "ne": true}
)

// voiceFirst handles an input while a move heard by voice waits: a typed
// confirmation or rejection (or Enter, an empty line at the keyboard)
// answers it (an answer word that means something else in the session's
// language, Czech "no", is said to be unclear); other inputs leave it
// waiting (a request is answered, and a move made in the meantime makes it
// stale, which its confirmation then says).
func (t *Table) voiceFirst(c command, source string) ([]Output, bool) {
	if t.voice == nil || c.kind == cmdVoice {
		return nil, false
	}
	w := strings.ToLower(strings.TrimSpace(c.text))
	switch {
	case c.kind == cmdTick && c.text == "" && source == SourceKeyboard:
		return t.voiceConfirm(), true
	case t.ambiguous(w):
		return []Output{t.ambiguousOut(w)}, true
	case typedYes[w]:
		return t.voiceConfirm(), true
	case typedNo[w]:
		return t.voiceReject(), true
	}
	return nil, false
}

// SetVoiceKey names the session's push-to-talk key (play --voice-key;
// "" none): a move said back then asks for a press of it before the
// spoken yes, since the microphone hears nothing without one. It is the
// session's, as the microphone is, and not journaled.
func (t *Table) SetVoiceKey(key string) { t.voiceKeyName = key }

// VoiceKeys is how many times the push-to-talk key (KeyVoice) has been
// pressed in the session: each press opens the microphone for one
// utterance (the session follows the count).
func (t *Table) VoiceKeys() int { return t.voiceKeys }

// VoiceInputs is how many inputs of the recogniser (source SourceVoice)
// the table has applied: the session's microphone waits for its line to
// be applied before the next utterance begins, so that the utterance is
// heard as the table then listens (a "ja" after the move said back).
func (t *Table) VoiceInputs() int { return t.voiceInputs }

// voiceKey answers a press of the push-to-talk key: the player is asked
// to speak, in his earphone. It changes nothing in the game, and repeat
// does not say it again.
func (t *Table) voiceKey() []Output {
	t.voiceKeys++
	return []Output{{At: t.now, Kind: KindAnnounce, Say: Announcement{
		Text: say(t.text, msgVoiceKeyListening), TextLang: t.TextLang(), Priority: speech.Alert, Audience: Player}}}
}

// voiceCmd handles the words the recogniser heard: "springer felix drei",
// or with the runner-up, the other legal move it nearly heard instead,
// after a bar ("cesar drei | eva drei"), which the read-back names as a
// doubt. A yes is judged by when it was said (saidAt).
func (t *Table) voiceCmd(c command) []Output {
	args := c.args
	var alt []string
	for i, a := range args {
		if a == voice.RunnerUpBar {
			args, alt = args[:i], args[i+1:]
			break
		}
	}
	words := strings.ToLower(strings.Join(args, " "))
	if words == "" {
		if t.voice != nil {
			// Speech not understood after a move said back (the move
			// may have been the beginning of conversation): the move is
			// dropped, so that no later "ja" can play it.
			t.voice = nil
			return []Output{t.errorOut(t.now, msgVoiceDropped)}
		}
		// Not an announcement that repeat says again: the player who
		// says "Wiederholen" after it wants what was said before it, and
		// hearing "Nicht verstanden" again would sound as if the repeat
		// itself had not been understood.
		said := append([]Announcement(nil), t.said...)
		o := t.errorOut(t.now, msgVoiceNotUnderstood)
		t.said = said
		return []Output{o}
	}
	if len(args) == 1 {
		switch {
		case t.voice != nil && t.ambiguous(strings.ToLower(args[0])):
			// Heard, a word that means something else in the session's
			// language (Czech "no") neither confirms nor rejects.
			return []Output{t.ambiguousOut(strings.ToLower(args[0]))}
		case voice.IsYes(args[0]):
			if p := t.voice; p != nil && t.saidAt(c)-p.at > VoiceConfirmWindow {
				t.voice = nil
				return []Output{t.errorOut(t.now, msgVoiceLate, int(VoiceConfirmWindow/time.Second))}
			}
			if p := t.voice; p != nil && t.saidAt(c) < p.at {
				// Said before the move was said back (a recogniser far
				// behind): no answer to a read-back not yet heard, maybe
				// a bystander's. The move waits for a yes after it.
				return []Output{t.errorOut(t.now, msgVoiceYesEarly)}
			}
			return t.voiceConfirm()
		case voice.IsNo(args[0]):
			return t.voiceReject()
		}
		if r, ok := voice.RequestOf(args[0]); ok {
			// A request is answered at once.
			switch r {
			case voice.ReqTime:
				return t.timeCmd(nil)
			case voice.ReqMoves:
				return t.movesCmd()
			case voice.ReqRepeat:
				return t.repeat()
			case voice.ReqDraw:
				// A draw offer cannot be withdrawn (9.1.2.1): said, it
				// asks first, as the typed draw does (a word misheard
				// for "Remis" offers nothing without a yes).
				if t.cfg.setup.SpokenDrawAsks {
					if out, ok := t.askFirst(command{kind: cmdDraw, def: findCommand(commands, "draw")}); ok {
						return out
					}
				}
				return t.drawOffer(nil)
			case voice.ReqPress:
				// Article 6.2: the press is the player's own input;
				// said, it is his press as the key or lever is, and,
				// as a typed press, never met with silence: the
				// player cannot see whether it was heard.
				out := t.press()
				return append(out, t.pressed(out)...)
			}
		}
	}
	if t.Over() {
		return []Output{t.overOut()}
	}
	pos := t.game.pos()
	m, err := t.parser.Parse(pos, words)
	if err != nil {
		return []Output{t.errorOut(t.now, msgVoiceNoMove, t.spokenWords(words))}
	}
	t.voice = &voicePending{san: pos.SAN(m), hash: pos.Hash(), ply: len(t.sheet), at: t.now}
	var other *rules.Move
	if len(alt) > 0 {
		if o, err := t.parser.Parse(pos, strings.ToLower(strings.Join(alt, " "))); err == nil && o != m {
			other = &o
		}
	}
	return t.voiceReadBack(pos, m, other)
}

// saidAt is when the words of a line of the recogniser were said: the
// instant its line carries (VoiceLine), or, without one, the instant the
// table got them. An instant after that is none the microphone can give,
// and counts as the table's. A stamped yes said before the question it
// would answer (a read-back, or confirmStep's) is refused.
func (t *Table) saidAt(c command) time.Duration {
	if c.stamped && c.said <= t.now {
		return c.said
	}
	return t.now
}

// spokenWords writes the recogniser's words ("eva ctyri", "springer
// felix fuenf") as the session's style writes them ("Eva čtyři",
// "Springer Felix fünf"), for a sentence that says what was heard: a
// screen reader reads "ctyri" wrongly. A word of no move stays as heard
// (voice.Vocab.Spell).
func (t *Table) spokenWords(words string) string {
	return voice.Vocab{Style: t.style, Lang: voice.LangOf(t.style.Lang())}.Spell(words)
}

// voiceReadBack says the heard move back in the Annex D words and asks for
// its confirmation. A file name the recogniser may have heard for another
// is named by its letter too ("Cesar wie der Buchstabe C."), and other,
// a legal move it nearly heard instead (nil: none), is named as a doubt
// (voice.Clarify), so that the speaker notices a move misheard.
func (t *Table) voiceReadBack(pos *rules.Position, m rules.Move, other *rules.Move) []Output {
	heard := t.announce(All, speech.Alert, t.moveWords(pos, m), "")
	heard.Say.Text += "?"
	out := []Output{heard}
	form := phonetic.Short
	if t.cfg.setup.Long {
		form = phonetic.Long
	}
	c := voice.Clarify(pos, m, form, other)
	for _, f := range c.Letters {
		letter := strings.ToUpper(string(rune('a' + f)))
		out = append(out, t.announce(All, speech.Alert, nil, say(t.text, msgVoiceLetter, t.style.Word(phonetic.File(f)), letter)))
	}
	if c.Other != nil {
		out = append(out, t.announce(All, speech.Alert, nil, say(t.text, msgVoiceOther, t.style.Text(t.moveWords(pos, *c.Other)))))
	}
	t.said[len(t.said)-1] = heard.Say // "repeat" says the question again
	q, spoken := say(t.text, msgVoiceConfirm), say(t.text, msgVoiceConfirmSaid)
	if k := t.voiceKeyName; k != "" {
		// Push-to-talk: a yes said without a press is never heard.
		q, spoken = say(t.text, msgVoiceConfirmKey, k, k), say(t.text, msgVoiceConfirmKeySaid, k)
	}
	ask := Output{At: t.now, Kind: KindAnnounce, Say: Announcement{Text: q, Spoken: spoken, TextLang: t.TextLang(), Priority: speech.Alert, Audience: All, Question: true}}
	return append(out, ask)
}

// voiceConfirm plays the move heard by voice, as if typed.
func (t *Table) voiceConfirm() []Output {
	p := t.voice
	t.voice = nil
	if p == nil {
		return []Output{t.errorOut(t.now, msgVoiceNothing)}
	}
	if pos := t.game.pos(); pos.Hash() != p.hash || len(t.sheet) != p.ply {
		return []Output{t.errorOut(t.now, msgVoiceStale, p.san)}
	}
	t.sourceOverride = SourceVoice
	defer func() { t.sourceOverride = "" }()
	return t.moveCmd(p.san)
}

// voiceReject drops the move heard by voice.
func (t *Table) voiceReject() []Output {
	if t.voice == nil {
		return []Output{t.errorOut(t.now, msgVoiceNothing)}
	}
	t.voice = nil
	return []Output{t.announce(All, speech.Alert, nil, say(t.text, msgVoiceRejected))}
}
