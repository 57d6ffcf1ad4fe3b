package dgt

import (
	"bytes"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// BenchmarkDriverFieldUpdate measures decoding one field update into an
// event, delivered on a channel: the driver's share of the way from byte
// arrival to event.
func BenchmarkDriverFieldUpdate(b *testing.B) {
	ch := make(chan eboard.Event, 4)
	d := NewDriver(nil, func(e eboard.Event) { ch <- e }, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	codes := startCodes(Normal)
	d.Data(EncodeBoardDump(&codes), time.Now())
	<-ch
	<-ch
	msgs := [2][]byte{EncodeFieldUpdate(52, 0), EncodeFieldUpdate(52, CodeWPawn)}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Data(msgs[i%2], time.Now())
		<-ch
	}
}

// BenchmarkFramerCapture measures framing a whole recorded game.
func BenchmarkFramerCapture(b *testing.B) {
	stream := bytes.Join(readCapture(b, "johan"), nil)
	b.SetBytes(int64(len(stream)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var f Framer
		f.Feed(stream, func([]byte) {})
	}
}
