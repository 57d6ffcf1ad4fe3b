package textenc

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// benchText is 1 MB of PGN-like text with names in it.
var benchText = strings.Repeat("[White \"Polgár, Judit\"]\n[Black \"Sämisch, Friedrich\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Ruy López – the Spanish} *\n\n", 8000)

// toCP1252 writes s in Windows-1252 (only the characters of benchText).
func toCP1252(s string) []byte {
	return []byte(strings.NewReplacer("á", "\xE1", "ä", "\xE4", "ó", "\xF3", "–", "\x96").Replace(s))
}

func benchDecode(b *testing.B, data []byte, want Encoding) {
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		d := NewDecoder(bytes.NewReader(data))
		if _, err := io.Copy(io.Discard, d); err != nil || d.Encoding() != want {
			b.Fatal(err, d.Encoding())
		}
	}
}

// BenchmarkDecodeUTF8 decodes UTF-8 (passed through after one validation).
func BenchmarkDecodeUTF8(b *testing.B) { benchDecode(b, []byte(benchText), UTF8) }

// BenchmarkDecodeWindows1252 decodes Windows-1252 to UTF-8.
func BenchmarkDecodeWindows1252(b *testing.B) { benchDecode(b, toCP1252(benchText), Windows1252) }
