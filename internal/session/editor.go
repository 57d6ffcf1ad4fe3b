package session

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"

	"golang.org/x/term"

	"github.com/blindchess/blindchess/internal/table"
)

// The line editor of play at a terminal. It is golang.org/x/term's
// Terminal, already a dependency: it edits the line in place (cursor keys,
// Home/End, Delete, Backspace, Ctrl+A/E/K/U/W), keeps a history (Up/Down),
// and redraws the line being typed when an announcement is written, so
// that a screen reader reads each announcement as a line of its own and
// the typed line is never mixed into it. It has no prompt (a screen reader
// would read it before every line). The lines it returns never hold an
// escape sequence: the keys that send one are editing keys.
//
// Ctrl+C is taken out of the input before the editor sees it and sent as
// table.KeyCtrlC, which asks whether to leave the game (a second one within
// 2 s leaves). Ctrl+D on an empty line is sent as table.KeyCtrlD, which
// asks as quit does and is never an answer: a second Ctrl+D cancels.

// historyFile is the name, in the game's folder, of the typed lines the
// editor recalls with Up and Down; a resumed game recalls them again.
const historyFile = "history.txt"

// maxHistory bounds the lines the editor recalls.
const maxHistory = 1000

// fileHistory is the editor's history, kept in a file of the game's folder
// (one line each, appended as typed). A file that cannot be written leaves
// the history in memory: it is a help for typing, not part of the game.
type fileHistory struct {
	path  string
	lines []string // oldest first
}

// loadHistory reads the history of the game folder dir, if any.
func loadHistory(dir string) *fileHistory {
	h := &fileHistory{path: dir + string(os.PathSeparator) + historyFile}
	f, err := os.Open(h.path)
	if err != nil {
		return h
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); l != "" {
			h.lines = append(h.lines, l)
		}
	}
	if len(h.lines) > maxHistory {
		h.lines = h.lines[len(h.lines)-maxHistory:]
	}
	return h
}

// Add records a typed line (not an empty one, nor the same line twice in a
// row).
func (h *fileHistory) Add(entry string) {
	if strings.TrimSpace(entry) == "" || len(h.lines) > 0 && h.lines[len(h.lines)-1] == entry {
		return
	}
	h.lines = append(h.lines, entry)
	if len(h.lines) > maxHistory {
		h.lines = h.lines[1:]
	}
	if f, err := os.OpenFile(h.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644); err == nil {
		f.WriteString(entry + "\n")
		f.Close()
	}
}

// Len returns the number of lines.
func (h *fileHistory) Len() int { return len(h.lines) }

// At returns line i, 0 the newest.
func (h *fileHistory) At(i int) string { return h.lines[len(h.lines)-1-i] }

// interruptReader passes the terminal's bytes to the editor, without
// Ctrl+C, which it sends as table.KeyCtrlC on keys, and without the
// push-to-talk key, which it sends as table.KeyVoice.
type interruptReader struct {
	r io.Reader
	// voiceKey are the byte sequences of the push-to-talk key (nil
	// without one): each press is sent as table.KeyVoice on keys.
	voiceKey [][]byte
	keys     chan<- string
	done     <-chan struct{}
	ended    *atomic.Bool // the terminal's input has ended (or failed)
	// heldEsc: the last read ended with an Esc, held back until the next
	// read says whether it starts a key's sequence (see loneEsc).
	heldEsc *bool
	// hold tells the push-to-talk key pressed from the key held down,
	// which the terminal repeats: a hold is one press.
	hold *keyHold
	// hush, if set, is called for each Esc key pressed alone: it cuts
	// off what the program's voice is saying (table.Writer.Hush).
	hush func()
}

// hushed reports a lone Esc key.
func (ir interruptReader) hushed() {
	if ir.hush != nil {
		ir.hush()
	}
}

func (ir interruptReader) Read(p []byte) (int, error) {
	for {
		off := 0
		if *ir.heldEsc && len(p) > 1 {
			off = 1
		}
		n, err := ir.r.Read(p[off:])
		if off == 1 && (n > 0 || err != nil) {
			*ir.heldEsc = false
			if n > 0 && (p[1] == '[' || p[1] == 'O') {
				// The rest of a key's sequence: the Esc goes before it.
				p[0] = 0x1b
				n++
			} else {
				// The Esc key alone: dropped (the voice was hushed
				// when it came, loneEsc).
				copy(p, p[1:1+n])
			}
		}
		k := 0
		for _, b := range p[:n] {
			if b == 3 {
				select {
				case ir.keys <- table.KeyCtrlC:
				case <-ir.done:
					return 0, io.EOF
				}
				continue
			}
			if b == 4 {
				// Ctrl+D reaches the editor as ctrlD, whose key
				// callback (ctrlDKey) sees whether the line is empty.
				b = ctrlD
			}
			p[k] = b
			k++
		}
		kept, presses := takeVoiceKey(p[:k], ir.voiceKey)
		if presses > 0 {
			// Presses read at once, or repeated while the key is
			// held, are one press: the player is asked to speak once.
			presses = 0
			if ir.hold == nil || ir.hold.press(time.Now()) {
				presses = 1
			}
		}
		kept = loneEsc(kept, ir.heldEsc, err != nil, ir.hushed)
		k = len(kept)
		for range presses {
			select {
			case ir.keys <- table.KeyVoice:
			case <-ir.done:
				return 0, io.EOF
			}
		}
		if err != nil {
			ir.ended.Store(true)
		}
		if k > 0 || err != nil {
			return k, err
		}
	}
}

// loneEsc takes the Esc key pressed alone out of p (in place) and
// returns the rest. A screen reader's user presses Esc to stop speech;
// golang.org/x/term's editor takes an Esc as the start of a sequence and
// swallows every key after it up to the next letter: Enter (the press)
// and the first letter of the next move were lost. An Esc followed by
// "[" or "O" (cursor and function keys) or a letter (Alt+letter) is left
// to the editor; one followed by anything else is dropped. An Esc that
// ends p is held back (*held), unless the input ended (last): the next
// read decides whether the editor gets it. dropped is called for each Esc
// dropped, and at once for an Esc that ends p (a terminal sends a key's
// sequence in one piece: an Esc at the end of a read is the key alone,
// and the player waits for the silence, not for his next key): the
// player's voice is hushed by it (he stops a long sentence of the
// program's own voice as he stops his screen reader's).
func loneEsc(p []byte, held *bool, last bool, dropped func()) []byte {
	k := 0
	for i, b := range p {
		if b == 0x1b {
			if i == len(p)-1 {
				*held = !last
				dropped()
				continue
			}
			if c := p[i+1]; c != '[' && c != 'O' && (c|0x20 < 'a' || c|0x20 > 'z') {
				dropped()
				continue
			}
		}
		p[k] = b
		k++
	}
	return p[:k]
}

// ctrlD is the byte Ctrl+D reaches the line editor as (Ctrl+\, which the
// editor otherwise ignores). Given to golang.org/x/term as itself, Ctrl+D
// on an empty line ends ReadLine with io.EOF without being consumed, and
// every later ReadLine ends at once the same way: one Ctrl+D asked
// whether to leave and answered as a second Ctrl+C, leaving without the
// player's yes.
const ctrlD = 0x1c

// ctrlDKey is the line editor's key callback for ctrlD: on an empty line
// it sends table.KeyCtrlD (the question quit asks) on lines, unless done
// is closed; on a line being typed it deletes the character under the
// cursor, as Ctrl+D does in a shell. Any other key is left to the editor.
func ctrlDKey(line string, pos int, key rune, lines chan<- string, done <-chan struct{}) (string, int, bool) {
	if key != ctrlD {
		return "", 0, false
	}
	if line == "" {
		select {
		case lines <- table.KeyCtrlD:
		case <-done:
		}
		return "", 0, false
	}
	if pos >= len(line) {
		return line, pos, true
	}
	_, size := utf8.DecodeRuneInString(line[pos:])
	return line[:pos] + line[pos+size:], pos, true
}

// editor is the line editor on a terminal in raw mode.
type editor struct {
	t       *term.Terminal
	fd      int
	state   *term.State
	lines   chan string
	errOnce sync.Once
	err     error
}

// startEditor puts the terminal in on raw mode and starts reading lines
// from it with the history of the game folder dir. Output written to the
// editor's Terminal keeps the line being typed whole.
func startEditor(in *os.File, out io.Writer, dir string, voiceKey [][]byte, hush func(), done <-chan struct{}) (*editor, error) {
	fd := int(in.Fd())
	state, err := term.MakeRaw(fd)
	if err != nil {
		return nil, err
	}
	e := &editor{fd: fd, state: state, lines: make(chan string)}
	var ended atomic.Bool
	e.t = term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{interruptReader{r: in, voiceKey: voiceKey, keys: e.lines, done: done, ended: &ended, heldEsc: new(bool), hold: new(keyHold), hush: hush}, out}, "")
	e.t.History = loadHistory(dir)
	e.t.AutoCompleteCallback = func(line string, pos int, key rune) (string, int, bool) {
		return ctrlDKey(line, pos, key, e.lines, done)
	}
	if w, h, err := term.GetSize(fd); err == nil && w > 0 && h > 0 {
		e.t.SetSize(w, h)
	}
	go func() {
		defer close(e.lines)
		for {
			line, err := e.t.ReadLine()
			switch {
			case errors.Is(err, io.EOF) && !ended.Load():
				// The end of a terminal's input is no way to leave: the
				// same question as Ctrl+D.
				line = table.KeyCtrlD
			case err != nil:
				if !errors.Is(err, io.EOF) {
					e.errOnce.Do(func() { e.err = err })
				}
				return
			}
			select {
			case e.lines <- line:
			case <-done:
				return
			}
		}
	}()
	return e, nil
}

// Write writes output above the line being typed.
func (e *editor) Write(p []byte) (int, error) { return e.t.Write(p) }

// restore gives the terminal its mode back.
func (e *editor) restore() { term.Restore(e.fd, e.state) }

// switchWriter is the output of play: standard output, or the line editor
// while it runs. It may be switched while devices write.
type switchWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *switchWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	w := s.w
	s.mu.Unlock()
	return w.Write(p)
}

func (s *switchWriter) set(w io.Writer) {
	s.mu.Lock()
	s.w = w
	s.mu.Unlock()
}

// runEditor plays on the line editor at the terminal in until quit; the
// output goes through the editor (out) while it runs. SIGTERM leaves the
// game saved; Ctrl+C is a key of the editor (it asks).
func runEditor(ctx context.Context, loop *table.Loop, src *table.RealTime, in *os.File, out *switchWriter, dir string, voiceKey [][]byte, hush func(), extra []<-chan string) error {
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	defer close(done)
	prev := out.w
	e, err := startEditor(in, prev, dir, voiceKey, hush, done)
	if err != nil {
		return FailErr("run.modes-cannot-read-single-keys", err)
	}
	out.set(e)
	defer func() {
		out.set(prev)
		e.restore()
	}()
	if err := loop.Run(ctx, src, table.MergeLines(e.lines, done, extra...)); err != nil {
		return err
	}
	return e.err
}

// editable reports whether play reads on the line editor: text output,
// both standard input and output a terminal, and one that understands
// escape sequences. The editor moves the cursor and erases with them; a
// dumb terminal (TERM=dumb: a screen reader's console, an Emacs shell
// buffer) prints them as they are, so there the terminal edits the line
// itself, as with piped input (no history, Ctrl+C its interrupt).
func editable(in io.Reader, out io.Writer, json bool) bool {
	f, ok := in.(*os.File)
	return ok && !json && !dumbTerminal(os.Getenv("TERM")) && term.IsTerminal(int(f.Fd())) && isTerminal(out)
}

// dumbTerminal reports whether the terminal named term (TERM) takes no
// escape sequences: "dumb" (Emacs's shell, a console for a screen
// reader, a serial line), or "emacs".
func dumbTerminal(term string) bool {
	switch term {
	case "dumb", "emacs":
		return true
	}
	return false
}
