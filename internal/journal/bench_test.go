package journal

import (
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkAppend measures one synced append, the cost the table pays
// before applying each input.
func BenchmarkAppend(b *testing.B) {
	j, err := Create(filepath.Join(b.TempDir(), "j"), testHeader())
	if err != nil {
		b.Fatal(err)
	}
	defer j.Close()
	r := Record{At: time.Second, Source: "keyboard", Input: "springer felix drei"}
	for b.Loop() {
		if _, err := j.Append(r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParse measures reading back a long game (400 records).
func BenchmarkParse(b *testing.B) {
	data, _ := encodeHeader(testHeader())
	for i := 1; i <= 400; i++ {
		l, _ := encodeRecord(Record{Seq: uint64(i), At: time.Duration(i) * time.Second, Source: "keyboard", Input: "Nf3"})
		data = append(data, l...)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
