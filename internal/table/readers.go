package table

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// The input layer: each reader turns one kind of input into the lines a
// Loop's Run reads (a typed line, a key's name, a script line's text),
// from its own goroutine, until the input ends or done is closed. The
// returned function tells, once the channel is closed, why reading stopped
// (nil at the end of the input).

// KeyNames are the names ReadKeys gives the keys that are not printable
// characters.
const (
	KeySpace = "space" // space
	KeyEnter = "enter" // Enter: a press, and yes to a question
	// KeyCtrlC is Ctrl+C (and Ctrl+D in the talking clock's keys): it
	// asks whether to leave, and a second one within 2 s leaves.
	KeyCtrlC = "ctrl-c"
	// KeyCtrlD is Ctrl+D on an empty line of play, or the end of a
	// terminal's input: it asks whether to leave, as quit does, and is
	// never an answer, so two of them (a slip, a key held down) cancel
	// the question and leave nothing.
	KeyCtrlD = "ctrl-d"
	// KeyBackspace is Backspace (DEL, 0x7f, from most terminals; BS,
	// 0x08, from some): in the talking clock it deletes the last
	// character of the arbiter's correction being typed.
	KeyBackspace = "backspace"
	// KeyVoice is the push-to-talk key of play --voice-key: the
	// microphone opens for one utterance (typed or scripted, the line
	// "voice-key" is the same press).
	KeyVoice = "voice-key"
)

// readErr keeps the error that ended a reader.
type readErr struct {
	mu  sync.Mutex
	err error
}

func (r *readErr) set(err error) {
	r.mu.Lock()
	r.err = err
	r.mu.Unlock()
}

func (r *readErr) get() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// ReadLines sends every line of r (without its line end).
func ReadLines(r io.Reader, done <-chan struct{}) (<-chan string, func() error) {
	out := make(chan string)
	var re readErr
	go func() {
		defer close(out)
		br := bufio.NewReader(r)
		for {
			line, err := br.ReadString('\n')
			if (line != "" || err == nil) && !send(out, trimLineEnd(line), done) {
				return
			}
			if err != nil {
				if err != io.EOF {
					re.set(err)
				}
				return
			}
		}
	}()
	return out, re.get
}

// ReadTerminalLines reads typed lines from a terminal that play reads
// without its line editor (the terminal's own line editing, as with
// --json). There the end of input is Ctrl+D typed, not the end of the
// game: while terminal reports that r is still a terminal, it is sent as
// KeyCtrlD (the question quit asks) and reading goes on; text typed
// before it and not ended by Enter is dropped, not made. An end of input
// once r is no terminal any more (the terminal hung up) ends the reading,
// as ReadLines does at the end of its input.
func ReadTerminalLines(r io.Reader, terminal func() bool, done <-chan struct{}) (<-chan string, func() error) {
	out := make(chan string)
	var re readErr
	go func() {
		defer close(out)
		var line []byte
		buf := make([]byte, 4096)
		for {
			n, err := r.Read(buf)
			for _, b := range buf[:n] {
				if b != '\n' {
					line = append(line, b)
					continue
				}
				if !send(out, trimLineEnd(string(line)), done) {
					return
				}
				line = line[:0]
			}
			switch {
			case err == nil && n > 0:
			case (err == nil || err == io.EOF) && terminal():
				line = line[:0]
				if !send(out, KeyCtrlD, done) {
					return
				}
			default:
				if err != nil && err != io.EOF {
					re.set(err)
				}
				return
			}
		}
	}()
	return out, re.get
}

// trimLineEnd cuts a trailing "\n" or "\r\n".
func trimLineEnd(s string) string {
	if n := len(s); n > 0 && s[n-1] == '\n' {
		s = s[:n-1]
	}
	if n := len(s); n > 0 && s[n-1] == '\r' {
		s = s[:n-1]
	}
	return s
}

// ReadKeys reads single keys from a terminal in raw mode and sends each as
// a line: a printable character as itself, space as KeySpace, Enter as
// KeyEnter, Backspace (DEL or BS) as KeyBackspace, Ctrl+C and Ctrl+D as
// KeyCtrlC. Escape sequences (arrow and function keys) and other control
// characters are skipped. hush, if not nil, is
// called for each Esc key pressed alone, at once (it cuts off what the
// talking clock's voice is saying, as the Esc key does in play): an Esc
// that ends a read (a terminal sends a key's sequence in one piece), or
// one followed by another Esc, space, Enter, Ctrl+C or Ctrl+D; not the
// Esc of a cursor or function key or of Alt+letter.
func ReadKeys(r io.Reader, done <-chan struct{}, hush func()) (<-chan string, func() error) {
	out := make(chan string)
	var re readErr
	if hush == nil {
		hush = func() {}
	}
	go func() {
		defer close(out)
		buf := make([]byte, 64)
		var esc escState
		hushed := false // the Esc that began esc's sequence was taken as alone
		for {
			n, err := r.Read(buf)
			if n > 0 {
				esc.newRead(buf[0])
			}
			for _, b := range buf[:n] {
				if esc == escStart && !hushed {
					switch b {
					case 0x1b, ' ', '\r', '\n', 3, 4:
						hush()
					}
				}
				if esc.skip(b) {
					if esc == escStart {
						hushed = false
					}
					continue
				}
				var key string
				switch {
				case b == 3 || b == 4:
					key = KeyCtrlC
				case b == ' ':
					key = KeySpace
				case b == '\r' || b == '\n':
					key = KeyEnter
				case b == 0x7f || b == 0x08:
					key = KeyBackspace
				case b < 0x20 || b >= 0x7f:
					continue
				default:
					key = string(rune(b))
				}
				if !send(out, key, done) {
					return
				}
			}
			if esc == escStart && !hushed && n > 0 {
				// The read ended with an Esc: the key alone.
				hush()
				hushed = true
			}
			if err != nil {
				if err != io.EOF {
					re.set(err)
				}
				return
			}
		}
	}()
	return out, re.get
}

// escState follows a terminal escape sequence across reads: ESC, then
// either "[" with parameters up to a final byte (0x40–0x7e), or "O" and one
// byte, or any one byte.
type escState uint8

const (
	escNone escState = iota
	escStart
	escCSI
	escSS3
)

// newRead is told the first byte of a read. An Esc that ended the last
// read and is not followed by "[" or "O" was the Esc key alone (a screen
// reader's user stops speech with it): the key typed after it is a key of
// its own, not part of a sequence. A terminal sends the bytes of a key's
// sequence together; a CSI or SS3 sequence split across reads is still
// skipped whole.
func (e *escState) newRead(first byte) {
	if *e == escStart && first != '[' && first != 'O' {
		*e = escNone
	}
}

// skip reports whether b belongs to an escape sequence. Space, Enter and
// Ctrl+C/D right after Esc are keys: Esc was a key of its own, and the
// press (or the question to leave) is never lost to it.
func (e *escState) skip(b byte) bool {
	switch *e {
	case escStart:
		switch b {
		case '[':
			*e = escCSI
		case 'O':
			*e = escSS3
		case ' ', '\r', '\n', 3, 4:
			*e = escNone
			return false
		case 0x1b:
			// Esc, Esc: the first was the key alone; the second may
			// begin a sequence.
		default:
			*e = escNone
		}
		return true
	case escCSI:
		if b >= 0x40 && b <= 0x7e {
			*e = escNone
		}
		return true
	case escSS3:
		*e = escNone
		return true
	}
	if b == 0x1b {
		*e = escStart
		return true
	}
	return false
}

// FeedScript reads a script from r as it arrives (ReadScript) and sends
// each line's text at its instant on src's time line.
func FeedScript(r io.Reader, src TimeSource, done <-chan struct{}) (<-chan string, func() error) {
	out := make(chan string)
	var re readErr
	go func() {
		defer close(out)
		re.set(ReadScript(r, func(l ScriptLine) bool { return sendAt(out, l, src, done) }))
	}()
	return out, re.get
}

// FeedLines sends the texts of script lines already read, each at its
// instant on src's time line.
func FeedLines(lines []ScriptLine, src TimeSource, done <-chan struct{}) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for _, l := range lines {
			if !sendAt(out, l, src, done) {
				return
			}
		}
	}()
	return out
}

// sendAt waits for l's instant and sends its text; false when done.
func sendAt(out chan<- string, l ScriptLine, src TimeSource, done <-chan struct{}) bool {
	if d := l.At - src.Now(); d > 0 {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
		case <-done:
			return false
		}
	}
	return send(out, l.Text, done)
}

// send sends s unless done is closed first; false when done.
func send(out chan<- string, s string, done <-chan struct{}) bool {
	select {
	case out <- s:
		return true
	case <-done:
		return false
	}
}
