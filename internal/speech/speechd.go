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
	if err != nil && spawn && network == "unix" {
		if serr := spawnSpeechD(addr); serr != nil {
			return nil, fmt.Errorf("%w; starting it failed: %v", err, serr)
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
	return &SpeechD{c: c, addr: addr}, nil
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
		return fmt.Errorf("speech-dispatcher not found: install it (Debian/Ubuntu: apt-get install speech-dispatcher)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, p, "--spawn", "--communication-method", "unix_socket", "--socket-path", socket).CombinedOutput()
	if err != nil {
		return fmt.Errorf("speech-dispatcher --spawn: %w: %s", err, strings.TrimSpace(string(out)))
	}
	return nil
}

// NewSpeechDClient wraps an open SSIP connection (notifications are
// switched on here).
func NewSpeechDClient(c *SSIPClient) (*SpeechD, error) {
	if _, err := c.Command("SET self NOTIFICATION ALL on"); err != nil {
		return nil, err
	}
	return &SpeechD{c: c}, nil
}

// Name returns "speech-dispatcher".
func (d *SpeechD) Name() string { return "speech-dispatcher" }

// Address returns the socket the backend is connected to.
func (d *SpeechD) Address() string { return d.addr }

// notificationWait is how long a periodic ("notification") message may take
// to begin before it counts as dropped by the server.
const notificationWait = 3 * time.Second

// Speak sends s and waits for speech-dispatcher to report its end;
// cancelling ctx stops it ("STOP self").
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
	var begin <-chan time.Time
	if s.Priority == Periodic {
		t := time.NewTimer(notificationWait)
		defer t.Stop()
		begin = t.C
	}
	for {
		select {
		case ev, ok := <-d.c.Events():
			if !ok {
				return fmt.Errorf("speech-dispatcher went away: %w", d.c.Err())
			}
			if ev.MsgID != id {
				continue // about an earlier, interrupted message
			}
			switch ev.Code {
			case EventBegin:
				begin = nil
			case EventEnd, EventCanceled:
				return nil
			}
		case <-begin:
			return nil // the server dropped the notification
		case <-ctx.Done():
			if _, err := d.c.Command("STOP self"); err != nil && !errors.Is(err, context.Canceled) {
				return fmt.Errorf("stopping speech: %w", err)
			}
			return ctx.Err()
		}
	}
}

// Close disconnects.
func (d *SpeechD) Close() error { return d.c.Close() }
