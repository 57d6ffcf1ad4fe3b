package eboard

import (
	"sync"
	"time"
)

// ConnState is the state of a driver's connection to its board, kept by
// its Link: whether the port is open, whether the
// board has answered since it opened, the link generation (timers started
// on an older connection compare it to know they are stale), the last
// error reported (a transport retrying a missing port fails the same way
// every time, and that is said once), whether the board was reported gone
// (then the port's troubles while it stays away are not said again: the
// Disconnected event said what to do), and the timer that reports a port
// on which no board answers. The zero value is ready to use. Its methods must
// be called with the driver's lock held; the timer takes that lock itself.
type ConnState struct {
	gen      uint64
	up       bool
	answered bool
	away     bool   // the board was reported disconnected and has not answered since
	lastErr  string // the code form of the last Note reported
	noAnswer *time.Timer
}

// Open records that the port opened: a new generation, no answer yet. If
// delay is positive, silent is called, with lock held, after delay unless
// the board has answered or the port has closed by then.
func (c *ConnState) Open(lock sync.Locker, delay time.Duration, silent func()) {
	c.gen++
	c.up, c.answered = true, false
	if delay <= 0 {
		return
	}
	gen := c.gen
	c.noAnswer = time.AfterFunc(delay, func() {
		lock.Lock()
		defer lock.Unlock()
		if gen == c.gen && c.up && !c.answered {
			silent()
		}
	})
}

// Answer records that the board answered. It reports whether this is the
// first answer since the port opened, when the driver reports the board
// connected.
func (c *ConnState) Answer() bool {
	if c.answered {
		return false
	}
	c.answered = true
	c.lastErr = ""
	c.away = false
	c.Stop()
	return true
}

// Close records that the port went away, err saying why (nil: unknown).
// It returns the cause as a Note and whether the board had answered: then
// the driver reports it disconnected, else it reports the cause as an error
// (a port that never had a board on it cannot lose it).
func (c *ConnState) Close(err error) (cause Note, connected bool) {
	c.gen++
	c.up = false
	c.Stop()
	cause = Say("eboard.went-away")
	if err != nil {
		cause = errNote(err)
	}
	connected, c.answered = c.answered, false
	if connected {
		c.lastErr = ""
		c.away = true
	}
	return cause, connected
}

// errNote is the Note of an error the transport reported: its sentence of
// the catalogs, or its own text.
func errNote(err error) Note {
	if n, ok := noteArg(err).(Note); ok {
		return n
	}
	return Say("eboard.transport", err.Error())
}

// Report reports whether the fault n should be reported: not when it
// repeats the last one reported since the board last answered, and not
// while the board is away (reported disconnected, not answered since): a
// port missing or silent while the board is unplugged or switched off is
// the fault already said, in other words.
func (c *ConnState) Report(n Note) bool {
	text := n.String()
	if text == c.lastErr || c.away {
		return false
	}
	c.lastErr = text
	return true
}

// Stop stops the no-answer timer.
func (c *ConnState) Stop() {
	if c.noAnswer != nil {
		c.noAnswer.Stop()
		c.noAnswer = nil
	}
}

// Gen returns the link generation: it changes whenever the port opens or
// closes.
func (c *ConnState) Gen() uint64 { return c.gen }

// Answered reports whether the board has answered since the port opened.
func (c *ConnState) Answered() bool { return c.answered }

// Up reports whether the port is open.
func (c *ConnState) Up() bool { return c.up }

// NoiseQuiet is how long a line must stay free of noise before new noise
// is said again: a bad cable spoils many reads in a row, and a screen
// reader user needs to hear it once, with what to do, not once a second.
const NoiseQuiet = 10 * time.Second

// NoiseGate decides which line noise is said: the first of an episode,
// that is noise after NoiseQuiet without any. The zero value is ready to
// use; Reset starts afresh (a new connection).
type NoiseGate struct {
	last time.Time
}

// Say records noise at time at and reports whether to say it.
func (g *NoiseGate) Say(at time.Time) bool {
	say := g.last.IsZero() || at.Sub(g.last) >= NoiseQuiet
	g.last = at
	return say
}

// Reset forgets the noise seen so far.
func (g *NoiseGate) Reset() { g.last = time.Time{} }
