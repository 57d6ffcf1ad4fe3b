package dgttest

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestMovesDropsNumbersAndResults(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"1. e2e4 e7e5\n2. g1f3 *\n", []string{"e2e4", "e7e5", "g1f3"}},
		{"1. e4 e5 2. O-O O-O-O 1-0", []string{"e4", "e5", "O-O", "O-O-O"}},
		{"12. Qxf7# 0-1", []string{"Qxf7#"}},
		{"1/2-1/2", nil},
		{"", nil},
	}
	for _, tt := range tests {
		if got := Moves(tt.text); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Moves(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestReadCaptureDecodesEachLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.inbytes")
	// "hQAO" is 0x85 0x00 0x0e, "AQI=" is 0x01 0x02.
	if err := os.WriteFile(path, []byte("hQAO\n AQI= \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := ReadCapture(t, path)
	want := [][]byte{{0x85, 0x00, 0x0e}, {0x01, 0x02}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadCapture = %v, want %v", got, want)
	}
}

// fatalRecorder is a testing.TB that records the failure instead of
// stopping the test.
type fatalRecorder struct {
	testing.TB
	msg string
}

func (r *fatalRecorder) Helper() {}
func (r *fatalRecorder) Fatalf(format string, args ...any) {
	r.msg = format
	panic(r)
}

func TestReadCaptureRefusesALineThatIsNotBase64(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.inbytes")
	if err := os.WriteFile(path, []byte("hQAO\nnot base64!\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := &fatalRecorder{TB: t}
	func() {
		defer func() {
			if v := recover(); v != r {
				t.Fatalf("recovered %v, want the recorder's failure", v)
			}
		}()
		ReadCapture(r, path)
	}()
	if !strings.HasPrefix(r.msg, "%s line %d") {
		t.Errorf("failure %q, want the file and line", r.msg)
	}
}

func TestReadMovesOfTheRecordedGames(t *testing.T) {
	moves := ReadMoves(t, filepath.Join("..", "testdata", "johan.uci"))
	if len(moves) != 43 || moves[0] != "e2e4" || moves[42] != "c5c6" {
		t.Errorf("johan.uci: %d moves %q … %q, want 43 from e2e4 to c5c6", len(moves), moves[0], moves[len(moves)-1])
	}
	reads := ReadCapture(t, filepath.Join("..", "testdata", "johan.inbytes"))
	if len(reads) != 956 {
		t.Errorf("johan.inbytes: %d reads, want 956 (one a line)", len(reads))
	}
}
