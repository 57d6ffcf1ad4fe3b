package chessnut

import (
	"bufio"
	"context"
	"encoding/hex"
	"github.com/blindchess/blindchess/internal/catalog"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// ReplayPrefix starts an address that names a recording instead of a
// board: chessnut:replay=FILE.
const ReplayPrefix = "replay="

// Step is one line of a recording: a notification, a wait, or the board
// going away.
type Step struct {
	Notify []byte        // a notification, as it came
	Wait   time.Duration // a pause before the next step
	Lost   bool          // the board went away; the next connection goes on
}

// ParseRecording reads a recording: one step a line, "# …" comments and
// blank lines skipped. A step is the hex bytes of a notification ("01 24
// …"), "fen PLACEMENT" (the notification of that position), "wait MS" or
// "lost".
func ParseRecording(text string) ([]Step, error) {
	var steps []Step
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch f := strings.Fields(line); {
		case line == "" || strings.HasPrefix(line, "#"):
		case f[0] == "lost" && len(f) == 1:
			steps = append(steps, Step{Lost: true})
		case f[0] == "wait" && len(f) == 2:
			ms, err := strconv.Atoi(f[1])
			if err != nil || ms < 0 {
				return nil, catalog.Errorf("chessnut.replay-wait", n, f[1])
			}
			steps = append(steps, Step{Wait: time.Duration(ms) * time.Millisecond})
		case f[0] == "fen" && len(f) == 2:
			p, err := eboard.ParsePlacement(f[1])
			if err != nil {
				return nil, catalog.Errorf("chessnut.replay-line", n, err)
			}
			steps = append(steps, Step{Notify: EncodeFEN(&p)})
		default:
			b, err := hex.DecodeString(strings.Join(f, ""))
			if err != nil || len(b) == 0 {
				return nil, catalog.Errorf("chessnut.replay-step", n, clipText(line))
			}
			steps = append(steps, Step{Notify: b})
		}
	}
	return steps, sc.Err()
}

func clipText(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// Replay is a Transport that plays a recording: each connection plays the
// steps from where the last one was lost, then stays connected and
// silent. It records what was written to the board.
type Replay struct {
	mu      sync.Mutex
	steps   []Step
	next    int
	written [][]byte
}

// NewReplay returns a Transport that plays steps.
func NewReplay(steps []Step) *Replay { return &Replay{steps: steps} }

// OpenReplay reads the recording in file.
func OpenReplay(file string) (*Replay, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, catalog.Errorf("chessnut.replay-read", err)
	}
	steps, err := ParseRecording(string(data))
	if err != nil {
		return nil, catalog.Errorf("chessnut.replay-file", file, err)
	}
	return NewReplay(steps), nil
}

// Written returns the commands written to the board so far.
func (r *Replay) Written() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]byte(nil), r.written...)
}

// Connect starts playing the steps after the last loss.
func (r *Replay) Connect(ctx context.Context, _ string, notify func([]byte)) (Conn, error) {
	c := &replayConn{r: r, lost: make(chan struct{}), stop: make(chan struct{})}
	go c.play(ctx, notify)
	return c, nil
}

type replayConn struct {
	r    *Replay
	lost chan struct{}
	stop chan struct{}
	once sync.Once
}

func (c *replayConn) play(ctx context.Context, notify func([]byte)) {
	for {
		c.r.mu.Lock()
		if c.r.next >= len(c.r.steps) {
			c.r.mu.Unlock()
			return
		}
		s := c.r.steps[c.r.next]
		c.r.next++
		c.r.mu.Unlock()
		switch {
		case s.Lost:
			close(c.lost)
			return
		case s.Wait > 0:
			select {
			case <-time.After(s.Wait):
			case <-c.stop:
				return
			case <-ctx.Done():
				return
			}
		default:
			notify(s.Notify)
		}
	}
}

func (c *replayConn) Write(p []byte) error {
	c.r.mu.Lock()
	defer c.r.mu.Unlock()
	c.r.written = append(c.r.written, append([]byte(nil), p...))
	return nil
}

func (c *replayConn) Lost() <-chan struct{} { return c.lost }

func (c *replayConn) Close() error {
	c.once.Do(func() { close(c.stop) })
	return nil
}

// Open starts a driver for the Chessnut board at addr: a Bluetooth
// address (AA:BB:CC:DD:EE:FF), "any" (the first Chessnut board found), or
// replay=FILE (a recording, see ParseRecording).
func Open(addr string, opts Options) *Board {
	if file, ok := strings.CutPrefix(addr, ReplayPrefix); ok {
		if opts.Silence == 0 {
			opts.Silence = -1 // a recording pauses as long as it likes
		}
		r, err := OpenReplay(file)
		if err != nil {
			return Start(failing{err}, addr, opts)
		}
		return Start(r, addr, opts)
	}
	return Start(bleTransport(), addr, opts)
}

// failing is a Transport that cannot connect, saying why.
type failing struct{ err error }

func (f failing) Connect(context.Context, string, func([]byte)) (Conn, error) { return nil, f.err }
