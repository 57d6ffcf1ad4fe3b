package braille

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
)

// Cells is where a Display writes: a braille display (a *brlapi.Conn), or
// a test's recorder.
type Cells interface {
	// WriteDots shows the cells (Unicode braille) from the first cell on,
	// the rest blank; cursor is 1-based, 0 for none.
	WriteDots(cells string, cursor int) error
	// WriteText shows text from the first cell on, one character a
	// cell, in the display's own text table (BRLTTY's), the rest blank.
	WriteText(text string, cursor int) error
	// Cells is the number of cells (0: not known, DefaultWidth is used).
	Cells() int
}

// DefaultWidth is the width a display is taken to have when it does not
// say: the common 40 cells.
const DefaultWidth = 40

// frame is what the display shows at once: one window of a line, as
// exact dots (the chess code) or as text (a sentence, in the display's
// text table).
type frame struct {
	cells string
	text  bool
}

// View is what a Display shows.
type View uint8

// The views.
const (
	// ViewMoves: the move number and the last move of each player.
	ViewMoves View = iota
	// ViewClock: both clock times, as they are now.
	ViewClock
)

// Display is the live braille display of a table: a sink of a
// table.Writer. It shows the move number and the last move of each player
// in the player's chess braille, and on request (a key) the clock times.
// It rewrites its one line only when what it shows changes, so what the
// player is reading stays until the next move.
//
// Sink and Key only work out the line; the line is written to the display
// by a table.Device in a goroutine of its own, so the table's loop never
// waits for the display. A display that fails is looked for again (Run);
// one that fails again, takes longer than Options.Slow to take a line, or
// floods keys is dropped for the session; each of these is told once
// through Options.Notify.
type Display struct {
	mu    sync.Mutex
	out   Cells
	code  Code
	game  *rules.Game
	moves []string // the braille of each move made
	// result is the game's result once it has ended ("1-0", "0-1",
	// "1/2-1/2", or an exceptional "0-0", "1/2-0", "0-1/2"), shown after
	// the last moves; "" while it goes on.
	result string
	view   View
	// The clock at its last event: times, whose clock runs, and when.
	times   [2]time.Duration
	running bool
	turn    rules.Color
	at      time.Duration
	hasTime bool
	// Now is the instant on the session's time line (for the running
	// clock); nil shows the times of the last clock event.
	Now func() time.Duration
	// The message: the sentences the session said last (text), shown in
	// place of the line until the player pans past it or presses a key,
	// or the next move is made; msgAt is when they were said (sentences
	// of one instant make one message), asking that they ask a question
	// that waits for its answer (kept until the next sentence or move).
	msg    string
	msgAt  time.Duration
	hasMsg bool
	asking bool
	// afterMove: the output before was a move, whose announcement (its
	// words) is the move line's, not a message.
	afterMove bool
	moveAt    time.Duration
	// page is the window of the line or message shown (0: its start),
	// on a display narrower than what it shows.
	page  int
	last  frame
	shown bool // last is on the display (false: write it even if the same)
	err   error
	opt   Options
	dev   *table.Device[frame]
	// conn is the connection Run reads; it is aborted when the display
	// is lost or dropped, so that a write that hangs returns.
	conn    *brlapi.Conn
	ended   bool // Run has ended: no connection is taken any more
	closing bool // Close was called: nothing more is told
	// keys counts the keys of the current second (a flood is dropped).
	keys      int
	keysSince time.Time
}

// Options say how a live display tells its faults.
type Options struct {
	// Style is the language of the sentences (default phonetic.AnnexD).
	Style phonetic.Style
	// Notify receives each sentence about the display (failed, back,
	// dropped), once, from any goroutine: table.Writer.Notify. Nil tells
	// nobody (Err still says what failed).
	Notify func(table.Output)
	// Now is the instant on the session's time line: it runs the clock
	// view down and stamps the sentences (nil: the times of the last clock
	// event, sentences at 0).
	Now func() time.Duration
	// Slow is how long the display may take to take one line
	// (0: table.DefaultSlow); shorter than the connection's timeout
	// (brlapi.Config.Timeout, 5 s), so that a display that takes nothing
	// is said to be so, not to have failed.
	Slow time.Duration
}

// MaxKeysPerSecond is the most keys a display may send in a second; a
// display that sends more is broken (or not a display) and is dropped.
const MaxKeysPerSecond = 200

// NewDisplay returns a display of a game from start (nil: a clock without
// a game) in code. Close it when the session ends.
func NewDisplay(out Cells, code Code, start *rules.Position) *Display {
	return NewDisplayWith(out, code, start, Options{})
}

// NewDisplayWith is NewDisplay with the options of a live display.
func NewDisplayWith(out Cells, code Code, start *rules.Position, opt Options) *Display {
	d := &Display{out: out, code: code, opt: opt, Now: opt.Now}
	if start != nil {
		d.game = rules.NewGameFrom(*start)
	}
	d.dev = table.NewDevice(table.DeviceConfig{Slow: opt.Slow, Reconnects: true, Report: d.report, Abort: d.abort}, d.write)
	// The display is the game's from the start: before the first move
	// it shows the number of that move, not what BRLTTY showed before
	// ("no screen"), so that the player can feel it is taken.
	d.mu.Lock()
	d.show()
	d.mu.Unlock()
	return d
}

// write writes one window to the display (the device's goroutine).
func (d *Display) write(f frame) error {
	d.mu.Lock()
	out := d.out
	d.mu.Unlock()
	var err error
	if f.text {
		err = out.WriteText(f.cells, 0)
	} else {
		err = out.WriteDots(f.cells, 0)
	}
	if err != nil {
		d.mu.Lock()
		if d.err == nil {
			d.err = err
		}
		d.mu.Unlock()
	}
	return err
}

// abort closes the connection in use (Run's), if any.
func (d *Display) abort() {
	d.mu.Lock()
	c := d.conn
	d.mu.Unlock()
	if c != nil {
		c.Abort()
	}
}

// report tells an event of the display once, in words.
func (d *Display) report(ev table.DeviceEvent, err error) {
	d.mu.Lock()
	closing := d.closing
	d.mu.Unlock()
	if d.opt.Notify == nil || closing {
		return
	}
	st := d.opt.Style
	var key, said string
	var args []any
	kind := table.KindWarning
	switch ev {
	case table.DeviceLost:
		key, said, args = "braille-lost", "braille-lost-said", []any{err}
	case table.DeviceBack:
		key, said, kind = "braille-back", "braille-back", table.KindInfo
	case table.DeviceDropped:
		key, said, args = "braille-dropped", "braille-dropped-said", []any{err}
	case table.DeviceSlow:
		slow := d.opt.Slow
		if slow <= 0 {
			slow = table.DefaultSlow
		}
		key, said, args = "braille-slow", "braille-dropped-said", []any{catalog.Span{D: slow}}
	case table.DeviceMisbehaves:
		key, said, args = "braille-flood", "braille-dropped-said", []any{MaxKeysPerSecond}
	default:
		return
	}
	var at time.Duration
	if d.opt.Now != nil {
		at = d.opt.Now()
	}
	l := st.Lang()
	d.opt.Notify(table.Output{At: at, Kind: kind, Say: table.Announcement{
		Text: table.DeviceText(st, key, args...), Spoken: table.DeviceText(st, said),
		TextLang: &l, Priority: speech.Alert, Audience: table.All}})
}

// Sink takes one output of the table (table.Writer.Sinks).
func (d *Display) Sink(o table.Output) {
	d.mu.Lock()
	defer d.mu.Unlock()
	// The announcement right after a move, at its instant, in words said
	// as a move is: the move's words.
	moveWords := d.afterMove && o.Kind == table.KindAnnounce && o.At == d.moveAt &&
		len(o.Say.Words) > 0 && o.Say.Priority == speech.Move
	d.afterMove = false
	if text := Sentence(o); text != "" && !moveWords {
		if d.asking && o.At != d.msgAt && o.Say.Priority == speech.Periodic {
			// An automatic time announcement is no answer: the
			// question keeps its place (a flag fall, an alert, takes
			// it).
			d.show()
			return
		}
		d.say(o.At, text, o.Say.Question)
		d.show()
		return
	}
	switch o.Kind {
	case table.KindMove:
		d.afterMove, d.moveAt = true, o.At
		d.endMessage()
		if d.game == nil {
			d.show()
			return
		}
		pos := d.game.Position()
		m, err := pos.ParseMove(o.SAN)
		if err != nil || (d.game.Push(m) != nil && d.game.PushAfterEnd(m) != nil) {
			d.show() // the message is off all the same
			return
		}
		d.moves = append(d.moves, d.code.Move(&pos, m))
		d.view = ViewMoves
	case table.KindStands:
		// An illegal move stood (Annex A.4.2): the game goes on from
		// the position on the board, and its moves are shown from there.
		d.endMessage()
		if p, err := rules.ParseFEN(o.FEN); err == nil && d.game != nil {
			d.game = rules.NewGameFrom(p)
			d.moves = nil
		}
	case table.KindUndo:
		d.endMessage()
		if d.game != nil && len(d.moves) > 0 {
			d.game.Pop()
			d.moves = d.moves[:len(d.moves)-1]
		}
		d.result = ""
	case table.KindResult:
		// The end of the game is shown where the player reads the moves
		// (an arbiter's "*" takes a result back).
		d.result = ""
		if o.Result != "*" {
			d.result = o.Result
		}
		d.view = ViewMoves
	}
	if o.Clock.What != "" {
		d.times, d.turn, d.at, d.hasTime = o.Clock.Times, o.Clock.Turn, o.At, true
		d.running = o.Clock.Status == "running"
	}
	d.show()
}

// Sentence is the sentence of an output that the session says (in the
// words the speech gets: Spoken when set, a file name left out), or ""
// for an output that says nothing: a move, the clock, a line written and
// not said (a file's path, a muted line said with others, a note for the
// arbiter's log).
func Sentence(o table.Output) string {
	switch o.Kind {
	case table.KindAnnounce, table.KindError, table.KindInfo, table.KindWarning, table.KindSpeech:
	default:
		return ""
	}
	a := o.Say
	if a.Mute {
		return ""
	}
	text := a.Text
	switch {
	case len(a.Words) > 0:
		// The words, written in the table's style.
	case a.Spoken != "":
		text = a.Spoken
	case o.Kind == table.KindInfo:
		return "" // written, not said
	}
	return strings.Join(strings.Fields(text), " ")
}

// say shows a sentence said at at: a message of its own, or the end of
// the message of the same instant (a refusal and what to do, a question
// and that it stops the clock); d.mu is held.
func (d *Display) say(at time.Duration, text string, question bool) {
	if d.hasMsg && at == d.msgAt {
		if !strings.ContainsAny(d.msg[len(d.msg)-1:], ".!?:;") {
			d.msg += "." // "Black resigns" before "Game over."
		}
		d.msg += " " + text
		d.asking = d.asking || question
		return
	}
	d.msg, d.msgAt, d.hasMsg, d.asking, d.page = text, at, true, question, 0
}

// endMessage takes the message off: the line shows again from its
// start; d.mu is held.
func (d *Display) endMessage() {
	if d.hasMsg {
		d.msg, d.hasMsg, d.asking = "", false, false
	}
	d.page = 0
}

// Key handles a key of the display. Panning right shows the next window
// of what is shown (a message, or a line longer than the display), panning
// left the one before; panning right past a message's end takes it off
// and shows the line again (a question begins again: it stays until it is
// answered). Line down or a routing key shows the clock times, line up the
// moves; with a message shown, they and any other key take it off first
// (a question stays, shown again from its start).
func (d *Display) Key(k brlapi.Key) {
	block, arg := k.Command()
	d.mu.Lock()
	defer d.mu.Unlock()
	n := len(d.windows())
	switch {
	case block == 0 && (arg == brlapi.CmdPanRight || arg == brlapi.CmdPanRightSkip):
		switch {
		case d.page+1 < n:
			d.page++
		case d.asking:
			d.page = 0
		case d.hasMsg:
			d.endMessage()
		default:
			return // the end of the line: nothing further
		}
	case block == 0 && (arg == brlapi.CmdPanLeft || arg == brlapi.CmdPanLeftSkip):
		if d.page == 0 {
			return
		}
		d.page--
	case d.asking:
		d.page = 0
	case block == brlapi.BlockRoute, block == 0 && arg == brlapi.CmdLineDown:
		d.endMessage()
		d.view = ViewClock
	case block == 0 && arg == brlapi.CmdLineUp:
		d.endMessage()
		d.view = ViewMoves
	case d.hasMsg:
		d.endMessage()
	default:
		return
	}
	d.shown = false // show it again even if it did not change
	d.show()
}

// Reattach writes to out from now on (a display connected again after
// BRLTTY restarted) and shows the current line there at once. It reports
// false when the display was dropped for the session (out is not used).
func (d *Display) Reattach(out Cells) bool {
	d.mu.Lock()
	if d.dev.Dropped() {
		d.mu.Unlock()
		return false
	}
	d.out, d.err, d.shown = out, nil, false
	d.show()
	d.mu.Unlock()
	return d.dev.Back()
}

// Run reads the keys of the display connected by dial and, when the
// connection is lost (BRLTTY restarted, the display unplugged), says so
// once and dials again every retry until it is back, reattaching the
// display. A display that is dropped (it failed again, was too slow, or
// floods keys) is not dialed again. Run returns when stop is closed or the
// display is dropped; the connection in use is then closed, and the
// display's goroutine ends.
func (d *Display) Run(conn *brlapi.Conn, dial func() (*brlapi.Conn, error), retry time.Duration, stop <-chan struct{}) {
	defer d.Close()
	d.setConn(conn)
	ended := make(chan struct{})
	defer close(ended)
	go func() {
		select {
		case <-stop:
			d.Close() // the last line is written first
		case <-ended:
		}
		d.setConn(nil)
	}()
	current := conn
	for {
		k, err := current.ReadKey(time.Time{})
		if err == nil {
			if d.flooded() {
				d.dev.Drop(nil)
				return
			}
			d.Key(k)
			continue
		}
		select {
		case <-stop:
			return
		default:
		}
		d.dev.Fail(err)
		if d.dev.Dropped() {
			return
		}
		current.Abort() // a write that hangs returns
		for {
			select {
			case <-stop:
				return
			case <-time.After(retry):
			}
			c, err := dial()
			if err != nil {
				continue
			}
			if !d.setConn(c) {
				return // stopped meanwhile
			}
			current = c
			if !d.Reattach(c) {
				return
			}
			break
		}
	}
}

// setConn makes c the connection in use, closing the one before; nil
// closes it and refuses later ones (the session ends). It reports false
// (closing c) when the display was already ended.
func (d *Display) setConn(c *brlapi.Conn) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.ended {
		if c != nil {
			c.Abort()
		}
		return false
	}
	if d.conn != nil {
		d.conn.Abort()
	}
	if c == nil {
		d.conn, d.ended = nil, true
		return false
	}
	d.conn = c
	return true
}

// flooded counts a key and reports whether more than MaxKeysPerSecond
// came within a second.
func (d *Display) flooded() bool {
	now := time.Now()
	if now.Sub(d.keysSince) > time.Second {
		d.keys, d.keysSince = 0, now
	}
	d.keys++
	return d.keys > MaxKeysPerSecond
}

// Close writes the last line and ends the display's goroutine, waiting at
// most a second; what fails from then on is not told (the session ends).
func (d *Display) Close() {
	d.mu.Lock()
	d.closing = true
	d.mu.Unlock()
	d.dev.Close(time.Second)
}

// Err returns the first error writing to the display.
func (d *Display) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.err
}

// Line returns the line under the messages: the moves or the clock
// times, in braille, whole.
func (d *Display) Line() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.line()
}

// Shown returns what the display shows now: the window of the line or of
// the message in view, and whether it is text (a message, in the
// display's text table) rather than braille cells.
func (d *Display) Shown() (cells string, text bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	w := d.windows()
	f := w[min(d.page, len(w)-1)]
	return f.cells, f.text
}

// Message returns the message shown in place of the line (the sentences
// said last, whole), or "" when the line is shown.
func (d *Display) Message() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.msg
}

func (d *Display) line() string {
	if d.view == ViewClock || d.game == nil {
		return d.clockLine()
	}
	n := len(d.moves)
	if n == 0 {
		// Before the first move: its number, the line it will be
		// written on (a game from a position with Black to move: the
		// isolated-Black sign after it).
		start := d.game.Start()
		line := Number(start.FullmoveNumber())
		if start.Turn() == rules.Black {
			line += blank + hyphen
		}
		if d.result != "" {
			line += blank + Result(d.result) // a game that ended before a move
		}
		return line
	}
	if d.result != "" {
		return d.pair(n) + blank + Result(d.result)
	}
	return d.pair(n)
}

// pair is the line of the last move of n: its number, White's move,
// Black's.
func (d *Display) pair(n int) string {
	start := d.game.Start()
	i := n - 1
	if start.Turn() == rules.Black {
		i++ // counted as if White had moved first
	}
	num := start.FullmoveNumber() + i/2
	if i%2 == 0 {
		return Pair(num, d.moves[n-1], "")
	}
	if n == 1 {
		return Pair(num, "", d.moves[0]) // the game began with Black's move
	}
	return Pair(num, d.moves[n-2], d.moves[n-1])
}

// clockLine is "W1:23:45 B1:20:00" in braille (North American digits),
// each time after its side's letter in the code's language: W and S
// (Weiß, Schwarz) in the German code, b and č (bílý, černý) in the
// Czech, where a B would read as White.
func (d *Display) clockLine() string {
	if !d.hasTime {
		return ""
	}
	t := d.times
	if d.running && d.Now != nil {
		t[d.turn] = max(0, t[d.turn]-(d.Now()-d.at))
	}
	white, black := "W", "B"
	switch d.code {
	case German:
		black = "S"
	case Czech:
		white, black = "B", "%" // ⠃ b, ⠩ č (BRF %)
	}
	return FromBRF(fmt.Sprintf("%s%s %s%s", white, clockText(t[rules.White]), black, clockText(t[rules.Black])))
}

// clockText writes a time as h:mm:ss (or m:ss under an hour), rounded
// down.
func clockText(d time.Duration) string {
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// width is the number of cells of the display; d.mu is held.
func (d *Display) width() int {
	if n := d.out.Cells(); n > 0 {
		return n
	}
	return DefaultWidth
}

// windows splits what is shown (the message, or the line) into windows
// of the display's width, at blanks where it can; there is always one.
// d.mu is held.
func (d *Display) windows() []frame {
	if d.hasMsg {
		var w []frame
		for _, p := range Split(d.msg, ' ', d.width()) {
			w = append(w, frame{cells: p, text: true})
		}
		return w
	}
	var w []frame
	for _, p := range Split(d.line(), blankRune, d.width()) {
		w = append(w, frame{cells: p})
	}
	return w
}

// Split cuts s into windows of at most width characters, each ending at
// a blank (the blank is not shown) unless a word is longer than a window.
// An empty s is one empty window.
func Split(s string, blank rune, width int) []string {
	rs := []rune(s)
	width = max(width, 1)
	var out []string
	for len(rs) > width {
		cut := -1
		for i := width; i > 0; i-- {
			if rs[i] == blank {
				cut = i
				break
			}
		}
		if cut < 0 {
			out = append(out, string(rs[:width])) // a word longer than the display
			rs = rs[width:]
			continue
		}
		out = append(out, string(rs[:cut]))
		rs = rs[cut+1:]
	}
	return append(out, string(rs))
}

// show hands the window in view to the display's goroutine if it
// changed; d.mu is held.
func (d *Display) show() {
	w := d.windows()
	d.page = min(d.page, len(w)-1)
	f := w[d.page]
	if d.shown && f == d.last {
		return
	}
	d.last, d.shown = f, true
	d.dev.Offer(f)
}

// NoDisplay says in the language of style that the session goes on
// without the braille display, and why: in words for a BRLTTY that is not
// running, one without a display and a display that claims too many
// cells, as err says for the rest.
func NoDisplay(style phonetic.Style, err error) (text, spoken string) {
	reason := err.Error()
	var se *brlapi.SizeError
	var ns *brlapi.NoServerError
	switch {
	case errors.As(err, &se):
		reason = table.DeviceText(style, "braille-too-big", se.Cols, se.Rows, brlapi.MaxCells)
	case errors.As(err, &ns):
		reason = table.DeviceText(style, "braille-no-server", strings.Join(ns.Tried, ", "))
	case errors.Is(err, brlapi.ErrNoDisplay):
		reason = table.DeviceText(style, "braille-no-display")
	}
	return table.DeviceText(style, "braille-none", reason), table.DeviceText(style, "braille-none-said")
}
