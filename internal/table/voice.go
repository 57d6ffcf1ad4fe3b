package table

import (
	"strings"

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
	san  string // the move, in SAN
	hash uint64 // the position it was heard in
	ply  int    // the scoresheet's length then
}

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
// answers it; other inputs leave it
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
	case typedYes[w]:
		return t.voiceConfirm(), true
	case typedNo[w]:
		return t.voiceReject(), true
	}
	return nil, false
}

// voiceCmd handles the words the recogniser heard.
func (t *Table) voiceCmd(args []string) []Output {
	words := strings.ToLower(strings.Join(args, " "))
	if words == "" {
		return []Output{t.errorOut(t.now, msgVoiceNotUnderstood)}
	}
	if len(args) == 1 {
		switch {
		case voice.IsYes(args[0]):
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
				return t.drawOffer(nil)
			}
		}
	}
	if t.Over() {
		return []Output{t.overOut()}
	}
	pos := t.game.pos()
	m, err := t.parser.Parse(pos, words)
	if err != nil {
		return []Output{t.errorOut(t.now, msgVoiceNoMove, words)}
	}
	t.voice = &voicePending{san: pos.SAN(m), hash: pos.Hash(), ply: len(t.sheet)}
	return t.voiceReadBack(pos, m)
}

// voiceReadBack says the heard move back in the Annex D words and asks for
// its confirmation.
func (t *Table) voiceReadBack(pos *rules.Position, m rules.Move) []Output {
	heard := t.announce(All, speech.Alert, t.moveWords(pos, m), "")
	heard.Say.Text += "?"
	t.said[len(t.said)-1] = heard.Say // "repeat" says the question again
	q := say(t.text, msgVoiceConfirm)
	ask := Output{At: t.now, Kind: KindAnnounce, Say: Announcement{Text: q, Spoken: say(t.text, msgVoiceConfirmSaid), TextLang: t.TextLang(), Priority: speech.Alert, Audience: All}}
	return []Output{heard, ask}
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
