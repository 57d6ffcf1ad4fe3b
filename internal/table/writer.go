package table

import (
	"io"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// Writer is the output layer of a table: it writes each Output as a text
// line or a JSON line and says what is to be said. Its Emit is a Loop's
// Emit. Further sinks (a braille display) take the same outputs.
type Writer struct {
	// Out receives the lines (text or JSON).
	Out io.Writer
	// UI, if set, receives the messages (Output.Message) as text lines even
	// in JSON mode, so that JSON output holds only events (the talking
	// clock writes its messages to standard error with --json).
	UI io.Writer
	// JSON writes every output with a JSON form as one JSON line.
	JSON bool
	// NoInputs leaves out the KindInput outputs (the journal's echo).
	NoInputs bool
	// Speaker, if set, says the announcements; Earphone is the channel of
	// what only the VI player hears.
	Speaker  *speech.Speaker
	Earphone speech.Channel
	// PrivateWritten: what is for the VI player alone (Audience Player:
	// the clock's answers, his requests) is written but not said. Set in
	// tournament play when no channel of the output is his alone
	// (Earphone Both, or a backend that cannot route, speech-dispatcher):
	// it must not reach the opponent's ear (Annex D.2.10.4).
	PrivateWritten bool
	// PrivateSpeaker, if set, says what is for the VI player alone, on
	// both channels of its own device (his earphone: --private-device);
	// Speaker then says the rest (the public device).
	PrivateSpeaker *speech.Speaker
	// Lang is the language of the session sentences (Info, Warning) when
	// it is not the speaker's style's.
	Lang *phonetic.Lang
	// Sinks receive every output after it is written, in the loop's
	// goroutine: a sink must never wait for a device (a braille display
	// hands its cells to a Device, which writes them in its own
	// goroutine).
	Sinks []func(Output)

	mu   sync.Mutex
	werr error
}

// Emit writes and says one output, then hands it to the sinks.
func (w *Writer) Emit(o Output) {
	if o.Kind == KindInput && w.NoInputs {
		return
	}
	w.put(o)
	w.speak(o)
	for _, s := range w.Sinks {
		s(o)
	}
}

// put writes an output as a text or JSON line.
func (w *Writer) put(o Output) {
	switch {
	case o.Message() && w.UI != nil:
		if line := o.Line(); line != "" {
			w.write(w.UI, line)
		}
	case w.JSON:
		if b := o.JSON(); b != nil {
			w.write(w.Out, string(b))
		}
	default:
		if line := o.Line(); line != "" {
			w.write(w.Out, line)
		}
	}
}

// speak says what is to be said of an output.
func (w *Writer) speak(o Output) {
	sp, earphone := w.Speaker, w.Earphone
	if o.Say.Audience == Player && w.PrivateSpeaker != nil {
		sp, earphone = w.PrivateSpeaker, speech.Both
	}
	if sp == nil || o.Say.Silent() {
		return
	}
	if w.PrivateWritten && o.Say.Audience == Player {
		return
	}
	switch o.Kind {
	case KindAnnounce, KindError, KindWarning, KindSpeech:
		sp.Say(o.Say.Utterance(earphone))
	case KindInfo:
		if o.Say.Spoken != "" || len(o.Say.Words) > 0 {
			sp.Say(o.Say.Utterance(earphone))
		}
	}
}

// Hush cuts off what the voices are saying (Speaker.Hush): the Esc key
// at play's line editor. The lines stay written; moves and alerts still
// waiting are said.
func (w *Writer) Hush() {
	for _, sp := range []*speech.Speaker{w.Speaker, w.PrivateSpeaker} {
		if sp != nil {
			sp.Hush()
		}
	}
}

// Notify writes and says a notice of a device around the table (a
// braille display that failed) from any goroutine, at once: the loop may
// be waiting for input, and the notice changes nothing in the game, so it
// is neither journaled nor given to the sinks. Lines are never mixed: the
// writes of Emit and Notify take turns. The Writer's fields (Speaker
// above all) must be set before a device that may call Notify starts.
func (w *Writer) Notify(o Output) {
	w.put(o)
	w.speak(o)
}

// write writes one line, keeping the first error.
func (w *Writer) write(to io.Writer, line string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := io.WriteString(to, line+"\n"); err != nil && w.werr == nil {
		w.werr = err
	}
}

// Err returns the first error writing a line.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.werr
}

// Info emits a fact about the session (files, how to resume); spoken is
// what is said of it ("" says nothing: paths are written, not read out).
func (w *Writer) Info(at time.Duration, text, spoken string) {
	w.Emit(Output{At: at, Kind: KindInfo, Say: Announcement{Text: text, Spoken: spoken, TextLang: w.Lang, Priority: speech.OnRequest, Audience: All}})
}

// Warn emits a warning; spoken is what is said of it (without file
// names).
func (w *Writer) Warn(at time.Duration, text, spoken string) {
	w.Emit(Output{At: at, Kind: KindWarning, Say: Announcement{Text: text, Spoken: spoken, TextLang: w.Lang, Priority: speech.Alert, Audience: All}})
}

// LockedWriter serialises the writes of several goroutines (the loop and
// the speaker's notes) to one writer.
type LockedWriter struct {
	Mu *sync.Mutex
	W  io.Writer
}

// Write writes p under the lock.
func (l *LockedWriter) Write(p []byte) (int, error) {
	l.Mu.Lock()
	defer l.Mu.Unlock()
	return l.W.Write(p)
}

// CRLFWriter ends lines with CR LF, which a terminal in raw mode needs.
type CRLFWriter struct{ W io.Writer }

// Write writes p with every "\n" made "\r\n".
func (c CRLFWriter) Write(p []byte) (int, error) {
	if _, err := c.W.Write([]byte(strings.ReplaceAll(string(p), "\n", "\r\n"))); err != nil {
		return 0, err
	}
	return len(p), nil
}
