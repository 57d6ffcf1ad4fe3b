package session

import (
	"bytes"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// voiceKeys are the keys --voice-key may name, with the bytes a terminal
// sends for each: function keys (xterm and the Linux console send F1 to
// F5 differently; both are taken) and control keys that the line editor
// leaves free. A USB foot switch or a board that types as a keyboard is
// set to send one of them.
var voiceKeys = func() map[string][][]byte {
	keys := map[string][][]byte{
		"f1":  {[]byte("\x1bOP"), []byte("\x1b[[A"), []byte("\x1b[11~")},
		"f2":  {[]byte("\x1bOQ"), []byte("\x1b[[B"), []byte("\x1b[12~")},
		"f3":  {[]byte("\x1bOR"), []byte("\x1b[[C"), []byte("\x1b[13~")},
		"f4":  {[]byte("\x1bOS"), []byte("\x1b[[D"), []byte("\x1b[14~")},
		"f5":  {[]byte("\x1b[15~"), []byte("\x1b[[E")},
		"f6":  {[]byte("\x1b[17~")},
		"f7":  {[]byte("\x1b[18~")},
		"f8":  {[]byte("\x1b[19~")},
		"f9":  {[]byte("\x1b[20~")},
		"f10": {[]byte("\x1b[21~")},
		"f11": {[]byte("\x1b[23~")},
		"f12": {[]byte("\x1b[24~")},
	}
	// Ctrl+A, E, K, U, W edit the line; C and D leave; H, I, J, M are
	// Backspace, Tab and Enter; the others are free.
	for _, c := range "bglnoptvxy" {
		keys["ctrl+"+string(c)] = [][]byte{{byte(c - 'a' + 1)}}
	}
	return keys
}()

// parseVoiceKey returns the byte sequences of the key named (--voice-key
// KEY; "F5", "ctrl+v", "Ctrl-V" alike).
func parseVoiceKey(name string) ([][]byte, error) {
	n := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), "-", "+")
	if seqs, ok := voiceKeys[n]; ok {
		return seqs, nil
	}
	return nil, catalog.Errorf("run.voice-key-unknown", name)
}

// takeVoiceKey removes every press of the key (its sequences seqs) from
// p and returns what is left and how many presses there were.
func takeVoiceKey(p []byte, seqs [][]byte) ([]byte, int) {
	presses := 0
	for _, seq := range seqs {
		for {
			i := bytes.Index(p, seq)
			if i < 0 {
				break
			}
			p = append(p[:i], p[i+len(seq):]...)
			presses++
		}
	}
	return p, presses
}

// voiceKeyHold is how closely presses of the push-to-talk key follow each
// other when they are one key held down: a terminal repeats a held key (a
// foot switch that types as a keyboard too) after a first pause of 250 to
// 660 ms, then 25 to 33 times a second. A press that follows the last one
// (or the last repeat) by less is the key still held, not a new press.
const voiceKeyHold = 800 * time.Millisecond

// keyHold tells a new press of the push-to-talk key from the repeats of
// a key held down; its zero value has seen no press.
type keyHold struct{ last time.Time }

// press reports whether presses of the key read at now are a new press
// (true) or the key still held (false), and remembers now.
func (h *keyHold) press(now time.Time) bool {
	held := !h.last.IsZero() && now.Sub(h.last) < voiceKeyHold
	h.last = now
	return !held
}
