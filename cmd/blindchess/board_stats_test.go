package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestWriteStats checks the line printed at the end of board watch, with
// singular and plural counts.
func TestWriteStats(t *testing.T) {
	at := time.Unix(0, 0)
	drop := func(eboard.Event) {}
	dgtOne := dgt.NewDriver(nil, drop, dgt.Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	dgtOne.Data([]byte{0x00}, at) // one byte that starts no message
	tacOne := tactile.NewDriver(nil, drop, tactile.Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	tacOne.Data([]byte("lift 0 e2*00\n"), at) // a bad checksum
	tacTwo := tactile.NewDriver(nil, drop, tactile.Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	tacTwo.Data([]byte("x\nlift 0 e2*00\n"), at)
	tests := []struct {
		name string
		drv  serialport.Driver
		want string
	}{
		{"dgt, quiet", dgt.NewDriver(nil, drop, dgt.Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}}), ""},
		{"dgt, one byte", dgtOne, "line noise: 1 byte skipped, 1 resynchronisation, 0 impossible messages\n"},
		{"tactile, quiet", tactile.NewDriver(nil, drop, tactile.Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}}), ""},
		{"tactile, one line", tacOne, "line trouble: 1 garbled line, 0 too long, 0 lost, 0 bounces, 0 redundant events\n"},
		{"tactile, two lines", tacTwo, "line trouble: 2 garbled lines, 0 too long, 0 lost, 0 bounces, 0 redundant events\n"},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		writeStats(&b, catalog.For(catalog.English), tt.drv)
		if got := b.String(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if strings.Contains(b.String(), " 1 garbled lines") {
			t.Errorf("%s: plural after 1", tt.name)
		}
	}
}
