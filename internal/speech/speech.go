// Package speech makes blindchess speak. A Speaker takes utterances — Words
// from package phonetic, or plain text — with a priority and an audio
// channel, and hands them one at a time to a Backend: embedded clips played
// on the audio device, espeak-ng run as a separate process, speech-dispatcher
// through its SSIP socket, macOS say, Windows SAPI, plain text lines, or a
// WAV file.
//
// Speaking never blocks the caller: Say queues and returns. Higher priority
// interrupts lower (alert > move > on request > periodic), a new move
// interrupts a periodic time announcement, and a periodic announcement
// waits behind other speech only while it is fresh: stale announcements
// are dropped, never said late. A backend that fails is replaced by plain text
// and the user is told once.
//
// speech knows nothing of chess: it speaks Words through a phonetic.Style.
package speech

import (
	"context"
	"fmt"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// Priority orders utterances. A higher priority interrupts a lower one that
// is being spoken.
type Priority uint8

// The priorities, lowest first.
const (
	// Periodic is an automatic announcement (a clock's "one minute"). It
	// never interrupts what is being said: it waits behind it, for at most
	// its MaxWait, and is dropped as stale after that (see Utterance). A
	// newer periodic announcement replaces a waiting one and interrupts one
	// being said; anything of a higher priority interrupts it.
	Periodic Priority = iota
	// OnRequest answers the user ("my time"). A newer request replaces an
	// older one that has not finished.
	OnRequest
	// Move announces a move. Moves are never dropped; an alert that
	// interrupts a move is followed by the move again.
	Move
	// Alert is urgent (flag fall, illegal move, board mismatch). Alerts are
	// never dropped or interrupted.
	Alert
)

// String returns the name of the priority ("move").
func (p Priority) String() string {
	switch p {
	case Periodic:
		return "periodic"
	case OnRequest:
		return "on request"
	case Move:
		return "move"
	case Alert:
		return "alert"
	}
	return fmt.Sprintf("Priority(%d)", uint8(p))
}

// Channel is where an utterance is heard: both ears, or only the left or
// the right one (the VI player's earphone can be one channel).
type Channel uint8

// The channels.
const (
	Both Channel = iota
	Left
	Right
)

// String returns "both", "left" or "right".
func (c Channel) String() string {
	switch c {
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return "both"
}

// ParseChannel parses "both", "left" or "right".
func ParseChannel(s string) (Channel, error) {
	switch s {
	case "both", "":
		return Both, nil
	case "left":
		return Left, nil
	case "right":
		return Right, nil
	}
	return Both, catalog.Errorf("speaking.bad-channel", s)
}

// Utterance is one thing to say.
type Utterance struct {
	// Words to say in the Speaker's style. When empty, Text is said.
	Words []phonetic.Word
	// Text to say when Words is empty (it is spoken as written; clips can
	// speak it only when every word has a clip).
	Text string
	// TextLang is the language of Text (nil: the language of the
	// Speaker's style), e.g. English messages among German words.
	TextLang *phonetic.Lang
	// Priority of the utterance.
	Priority Priority
	// Channel it is heard on.
	Channel Channel
	// MaxWait, for a Periodic utterance, is how long it may wait behind
	// other speech before it is dropped as stale: 0 means DefaultMaxWait,
	// NoWait that it is said only when nothing else is being said or
	// waiting (an acknowledgement that is worthless later).
	MaxWait time.Duration
	// Refresh, if set, is called just before the utterance is said, with
	// how long it waited since Say; the Words it returns replace Words (nil
	// keeps them). A fact that changes with time, such as a clock's time,
	// is then said as it is when it is heard. It is called from the
	// Speaker's goroutine.
	Refresh func(waited time.Duration) []phonetic.Word
	// Continues marks an on-request utterance as the next line of the
	// answer said before it ("touches": a count, then a line a touch):
	// it waits behind that answer's lines instead of replacing them. A
	// new request without Continues still replaces the whole answer.
	Continues bool
}

// DefaultMaxWait is how long a Periodic utterance waits behind other speech
// unless its MaxWait says otherwise.
const DefaultMaxWait = 2 * time.Second

// NoWait as an Utterance's MaxWait: said at once or not at all.
const NoWait time.Duration = -1

// noWaitGrace is how long the Speaker may take to begin a NoWait utterance
// it accepted (it was idle) before the utterance counts as stale.
const noWaitGrace = 100 * time.Millisecond

// maxWait is u's MaxWait with the default applied.
func (u Utterance) maxWait() time.Duration {
	switch {
	case u.MaxWait == 0:
		return DefaultMaxWait
	case u.MaxWait < 0:
		return noWaitGrace
	}
	return u.MaxWait
}

// Speech is an utterance rendered for a backend.
type Speech struct {
	// Tokens of the words, or nil for an utterance given as text.
	Tokens []phonetic.Token
	// Text for people: a line of the text backend.
	Text string
	// Say is the text for a synthesiser (correct spelling, respellings).
	Say string
	// Lang is the language of the speech.
	Lang phonetic.Lang
	// Priority and Channel as in the Utterance.
	Priority Priority
	Channel  Channel
	// Rate is the speech rate, 1 normal, between MinRate and MaxRate.
	Rate float64
}

// The range of speech rates.
const (
	MinRate = 0.5
	MaxRate = 3.0
)

// clampRate keeps r within MinRate..MaxRate (1 for anything not a number).
func clampRate(r float64) float64 {
	if r != r || r == 0 { // NaN or unset
		return 1
	}
	return min(max(r, MinRate), MaxRate)
}

// Render turns an utterance into Speech in the given style and rate.
func Render(u Utterance, style phonetic.Style, rate float64) Speech {
	s := Speech{Lang: style.Lang(), Priority: u.Priority, Channel: u.Channel, Rate: clampRate(rate)}
	if len(u.Words) > 0 {
		s.Tokens = style.Tokens(u.Words)
		// A line for people begins as a sentence does, with a capital
		// ("Move one, Eva four", "Remíza"), whatever the first word.
		s.Text = phonetic.UpperFirst(phonetic.JoinTokens(s.Tokens))
		s.Say = style.Say(u.Words)
		return s
	}
	s.Text, s.Say = u.Text, u.Text
	if u.TextLang != nil {
		s.Lang = *u.TextLang
	}
	return s
}

// Backend speaks one Speech at a time.
type Backend interface {
	// Name says which backend this is, for the user ("espeak-ng").
	Name() string
	// Speak says s and returns when it has been spoken, or soon after ctx
	// is cancelled (the speech is then cut off and ctx.Err() returned).
	// Speak is called from one goroutine at a time.
	Speak(ctx context.Context, s Speech) error
	// Close releases the backend. Speak is not called after Close.
	Close() error
}
