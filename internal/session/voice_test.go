package session

import (
	"io"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestPlayVoiceThatHangs points speech-dispatcher's address at a socket
// that accepts connections and never answers, as a stuck speech-dispatcher
// does: opening the voice gives up in time and the game goes on in text.
func TestPlayVoiceThatHangs(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "speechd.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix sockets: %v", err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go io.Copy(io.Discard, c) // read everything, answer nothing
		}
	}()
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+sock)
	start := time.Now()
	sp, note, err := openPlayVoiceWithin(300*time.Millisecond, "speechd", "", "", phonetic.AnnexD, catalog.For(catalog.German), io.Discard)
	if err != nil || sp != nil {
		t.Fatalf("openPlayVoiceWithin = %v, %v", sp, err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("gave up after %v", d)
	}
	if !strings.Contains(note, `die Stimme "speechd" hat nicht innerhalb von 300 Millisekunden geantwortet; nur Textzeilen`) {
		t.Errorf("note %q", note)
	}
}
