package tactile

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// BenchmarkDriverPlace measures decoding one lift or place line into an
// event, delivered on a channel (bounce window off: with it, lifts wait
// for it on purpose).
func BenchmarkDriverPlace(b *testing.B) {
	ch := make(chan eboard.Event, 4)
	d := NewDriver(nil, func(e eboard.Event) { ch <- e }, Options{BounceWindow: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	d.Data(Frame([]byte("snap 0 "+eboard.StartOccupancy.String())), time.Now())
	<-ch
	<-ch // connected, snapshot
	lines := make([][]byte, 512)
	for i := range lines {
		t := MsgLift
		if i%2 == 1 {
			t = MsgPlace
		}
		lines[i] = Message{Type: t, Seq: uint8(i + 1), Square: 12}.Encode()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Data(lines[i%512], time.Now())
		<-ch
	}
}
