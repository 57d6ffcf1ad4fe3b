package speech

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// SpeechD is the backend that speaks through speech-dispatcher, the speech
// server Orca and the console screen readers use: the user hears their own
// voice and rate settings, and speech-dispatcher arbitrates between
// blindchess and the screen reader. Channels are not routed (the server
// owns the audio).
type SpeechD struct {
	c    *SSIPClient
	addr string
	lang phonetic.Lang
	rate int
	prio string
	set  bool
	wait speakWait
}

// speakWait bounds how long Speak waits for speech-dispatcher: a server
// whose audio output does not work (no sound card, no PulseAudio) queues
// every message and reports BEGIN, but never END.
type speakWait struct {
	// notification: a periodic message ("notification") that has not begun
	// by then was dropped by the server, as it drops notifications while
	// another client speaks. No failure.
	notification time.Duration
	// begin: any other message that has not begun by then (the server
	// queues ours behind what the screen reader is saying).
	begin time.Duration
	// base + perChar × characters ÷ rate: how long a message may take from
	// BEGIN to END (about 3 times the time a voice at its normal rate
	// needs).
	base, perChar time.Duration
}

// defaultSpeakWait are the bounds of a SpeechD.
var defaultSpeakWait = speakWait{notification: 3 * time.Second, begin: 10 * time.Second, base: 5 * time.Second, perChar: 200 * time.Millisecond}

// speaking is the longest s may take from BEGIN to END.
func (w speakWait) speaking(s Speech) time.Duration {
	chars := float64(utf8.RuneCountInString(s.Say))
	return w.base + time.Duration(chars*float64(w.perChar)/clampRate(s.Rate))
}

// speechdPriority maps a priority to SSIP's: alerts are "important" (they
// interrupt the screen reader), moves and answers "message" (queued, never
// dropped), periodic announcements "notification" (dropped while anything
// else speaks).
func speechdPriority(p Priority) string {
	switch p {
	case Alert:
		return "important"
	case Periodic:
		return "notification"
	}
	return "message"
}

// speechdRate maps a rate factor (MinRate..MaxRate, 1 normal) to SSIP's
// -100..100, logarithmically: 0.5 → -50, 1 → 0, 2 → 50, 3 → 79.
func speechdRate(r float64) int {
	v := int(math.Round(50 * math.Log2(clampRate(r))))
	return min(max(v, -100), 100)
}

// NewSpeechD connects to speech-dispatcher (see SSIPAddress). With spawn,
// a speech-dispatcher that is not running is started first (its
// --spawn mode, which exits once the server is up).
func NewSpeechD(spawn bool) (*SpeechD, error) {
	network, addr, err := SSIPAddress()
	if err != nil {
		return nil, err
	}
	c, err := DialSSIP(network, addr, "speech", 2*time.Second)
	// A server that runs but is stuck is not replaced: another one could
	// not take its socket.
	if err != nil && spawn && network == "unix" && !errors.Is(err, ErrSpeechDStuck) {
		if serr := spawnSpeechD(addr); serr != nil {
			return nil, catalog.Errorf("speaking.speechd-spawn-failed", err, serr)
		}
		c, err = DialSSIP(network, addr, "speech", 2*time.Second)
	}
	if err != nil {
		return nil, err
	}
	if _, err := c.Command("SET self NOTIFICATION ALL on"); err != nil {
		c.Close()
		return nil, err
	}
	return &SpeechD{c: c, addr: addr, wait: defaultSpeakWait}, nil
}

// spawnSpeechD starts speech-dispatcher in --spawn mode on socket and waits
// for the spawning command to exit.
func spawnSpeechD(socket string) error {
	cmdline := os.Getenv("SPEECHD_CMD")
	if cmdline == "" {
		cmdline = "speech-dispatcher"
	}
	p, err := exec.LookPath(cmdline)
	if err != nil {
		return catalog.Errorf("speaking.speechd-missing")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, p, "--spawn", "--communication-method", "unix_socket", "--socket-path", socket).CombinedOutput()
	if err != nil {
		if said := spawnOutput(out); said != "" {
			return catalog.Errorf("speaking.speechd-spawn", err, said)
		}
		return catalog.Errorf("speaking.speechd-spawn-silent", err)
	}
	return nil
}

// spawnOutput is what speech-dispatcher --spawn said, on one line and
// without its timestamped log lines ("" when it said nothing else).
func spawnOutput(out []byte) string {
	var said []string
	for _, l := range strings.Split(string(out), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "[") {
			said = append(said, l)
		}
	}
	return strings.Join(said, " ")
}

// NewSpeechDClient wraps an open SSIP connection (notifications are
// switched on here).
func NewSpeechDClient(c *SSIPClient) (*SpeechD, error) {
	if _, err := c.Command("SET self NOTIFICATION ALL on"); err != nil {
		return nil, err
	}
	return &SpeechD{c: c, wait: defaultSpeakWait}, nil
}

// Name returns "speech-dispatcher".
func (d *SpeechD) Name() string { return "speech-dispatcher" }

// Address returns the socket the backend is connected to.
func (d *SpeechD) Address() string { return d.addr }

// Speak sends s and waits for speech-dispatcher to report its end;
// cancelling ctx stops it ("STOP self"). A message that does not begin or
// end within the bounds of speakWait is cancelled and reported as an error
// (a periodic one that does not begin was dropped by the server: no error).
func (d *SpeechD) Speak(ctx context.Context, s Speech) error {
	if strings.TrimSpace(s.Say) == "" {
		return nil
	}
	if !d.set || s.Lang != d.lang {
		if _, err := d.c.Command("SET self LANGUAGE " + s.Lang.String()); err != nil {
			return err
		}
		d.lang = s.Lang
	}
	if r := speechdRate(s.Rate); !d.set || r != d.rate {
		if _, err := d.c.Command(fmt.Sprintf("SET self RATE %d", r)); err != nil {
			return err
		}
		d.rate = r
	}
	if p := speechdPriority(s.Priority); !d.set || p != d.prio {
		if _, err := d.c.Command("SET self PRIORITY " + p); err != nil {
			return err
		}
		d.prio = p
	}
	d.set = true
	id, err := d.c.Speak(s.Say)
	if err != nil {
		return err
	}
	wait := d.wait.begin
	if s.Priority == Periodic {
		wait = d.wait.notification
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	begun := false
	for {
		select {
		case ev, ok := <-d.c.Events():
			if !ok {
				return catalog.Errorf("speaking.speechd-gone", d.c.Err())
			}
			if ev.MsgID != id {
				continue // about an earlier, interrupted message
			}
			switch ev.Code {
			case EventBegin:
				begun = true
				timer.Reset(d.wait.speaking(s))
			case EventEnd, EventCanceled:
				return nil
			}
		case <-timer.C:
			if !begun && s.Priority == Periodic {
				return nil // the server dropped the notification
			}
			_, _ = d.c.Command("CANCEL self")
			if !begun {
				return catalog.Errorf("speaking.speechd-no-begin", catalog.Span{D: wait})
			}
			return catalog.Errorf("speaking.speechd-no-end", catalog.Span{D: d.wait.speaking(s)})
		case <-ctx.Done():
			if _, err := d.c.Command("STOP self"); err != nil && !errors.Is(err, context.Canceled) {
				return catalog.Errorf("speaking.speechd-stop", err)
			}
			return ctx.Err()
		}
	}
}

// Close disconnects.
func (d *SpeechD) Close() error { return d.c.Close() }
