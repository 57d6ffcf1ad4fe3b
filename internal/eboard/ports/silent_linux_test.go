package ports

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/emulator"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
)

// TestIdentifyAsksAPseudoTerminalAtOnce: a pseudo-terminal has no line
// settings, so every probe is made at once, in Identify's order (the
// board expected first), and one timeout is listened to: a port that
// answers nothing (play's board flag naming a port no board, emulator or
// bridge is on) took four timeouts, one probe after the other (2 s at
// play's 500 ms; BenchmarkIdentifySilentPseudoTerminal). What reaches the
// other side is compared byte for byte: each probe once, then one line
// feed (a probe after another used to come after a timeout, the line
// feed after the DGT probe).
func TestIdentifyAsksAPseudoTerminalAtOnce(t *testing.T) {
	hello := tactileHello()
	version := millennium.Encode(string(millennium.CmdVersion))
	for _, tc := range []struct {
		want eboard.Kind
		sent [][]byte
	}{
		{eboard.Tactile, [][]byte{hello, {dgt.CmdSendVersion}, version, {'\n'}}},
		{eboard.DGT, [][]byte{{dgt.CmdSendVersion}, hello, version, {'\n'}}},
		{eboard.Millennium, [][]byte{version, hello, {dgt.CmdSendVersion}, {'\n'}}},
	} {
		t.Run(tc.want.String(), func(t *testing.T) {
			ptmx, tty := openRawPty(t)
			if _, err := IdentifyExpecting(tty.Name(), tc.want, 100*time.Millisecond); !errors.Is(err, ErrNoAnswer) {
				t.Fatalf("silent port: %v", err)
			}
			if got, want := readWaiting(t, ptmx), bytes.Join(tc.sent, nil); !bytes.Equal(got, want) {
				t.Errorf("the port was sent %q, want %q", got, want)
			}
		})
	}
}

// TestIdentifyEveryBoardOnAPseudoTerminal: each board's emulator is
// found on its pseudo-terminal, whichever board was expected: the other
// probes' bytes, which now come at once, leave every board's answer to
// its own probe as it was.
func TestIdentifyEveryBoardOnAPseudoTerminal(t *testing.T) {
	kinds := []eboard.Kind{eboard.Tactile, eboard.DGT, eboard.Millennium, eboard.Certabo}
	for _, kind := range kinds {
		for _, want := range kinds {
			t.Run(kind.String()+"/expecting "+want.String(), func(t *testing.T) {
				link := filepath.Join(t.TempDir(), "board")
				emu, err := emulator.New(kind, emulator.Options{Link: link})
				if err != nil {
					t.Fatal(err)
				}
				defer emu.Close()
				id, err := IdentifyExpecting(link, want, 500*time.Millisecond)
				if err != nil || id.Kind != kind {
					t.Errorf("identified %+v, %v; want a %s", id, err, kind)
				}
			})
		}
	}
}

// BenchmarkIdentifySilentPseudoTerminal: asking a pseudo-terminal that
// answers nothing, at play's 500 ms a probe.
func BenchmarkIdentifySilentPseudoTerminal(b *testing.B) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		b.Skip(err)
	}
	defer ptmx.Close()
	defer tty.Close()
	go io.Copy(io.Discard, ptmx)
	for b.Loop() {
		if _, err := IdentifyExpecting(tty.Name(), eboard.DGT, 500*time.Millisecond); !errors.Is(err, ErrNoAnswer) {
			b.Fatal(err)
		}
	}
}

// openRawPty opens a pseudo-terminal in raw mode; the test holds its
// terminal side open until it ends, so that what was written to it and
// not read stays there to be read.
func openRawPty(t *testing.T) (ptmx, tty *os.File) {
	t.Helper()
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { ptmx.Close(); tty.Close() })
	tio, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	tio.Oflag &^= unix.OPOST
	tio.Lflag &^= unix.ECHO | unix.ICANON | unix.ISIG | unix.IEXTEN
	if err := unix.IoctlSetTermios(int(tty.Fd()), unix.TCSETS, tio); err != nil {
		t.Fatal(err)
	}
	return ptmx, tty
}

// readWaiting reads what waits on the master side ptmx, without waiting
// for more.
func readWaiting(t *testing.T, ptmx *os.File) []byte {
	t.Helper()
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCINQ)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(ptmx, b); err != nil {
		t.Fatal(err)
	}
	return b
}
