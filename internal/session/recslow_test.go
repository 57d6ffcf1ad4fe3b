package session

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/table"
)

// TestRecordingTooSlowIsDropped: when starting a segment takes longer than
// table.DefaultSlow (a disk that hangs), the recording is abandoned and
// the player told once; other device events say nothing here (the
// recording tells its own write errors).
func TestRecordingTooSlowIsDropped(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	a := &tableAudio{Notices: make(chan table.Output, 8), setup: audioSetup{text: phonetic.AnnexDEn}, rec: recording.NewLive(r)}
	a.recReport(table.DeviceLost, nil)
	a.recReport(table.DeviceSlow, nil)
	if len(a.Notices) != 1 {
		t.Fatalf("%d notices, want 1", len(a.Notices))
	}
	o := <-a.Notices
	want := "The recording cannot keep up (starting a segment took longer than 2s); play goes on without recording. What was recorded so far is saved."
	if o.Kind != table.KindWarning || o.Say.Text != want || o.Say.Spoken != "The recording cannot be saved; play goes on without recording." {
		t.Errorf("notice %v %q / %q", o.Kind, o.Say.Text, o.Say.Spoken)
	}
	a.rec.StartPly(1, "e4", time.Now()) // abandoned: nothing is started
	if err := a.rec.Close(time.Now()); err != nil {
		t.Fatal(err)
	}
	if entries, _ := recording.ReadIndex(dir); len(entries) != 0 {
		t.Errorf("segments after the drop: %+v", entries)
	}
}
