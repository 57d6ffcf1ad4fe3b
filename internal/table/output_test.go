package table

import (
	"slices"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

func TestUtteranceRefreshesAWaitingTimeAnnouncement(t *testing.T) {
	a := Announcement{Words: phonetic.Duration(time.Minute), Priority: speech.Periodic, Audience: Player, Remaining: time.Minute}
	u := a.Utterance(speech.Left)
	if u.Channel != speech.Left || u.Refresh == nil {
		t.Fatalf("utterance %+v: want the earphone channel and a Refresh", u)
	}
	tests := []struct {
		waited time.Duration
		want   []phonetic.Word // nil: say the words as they are
	}{
		{0, nil},
		{999 * time.Millisecond, nil},
		{time.Second, phonetic.Duration(59 * time.Second)},
		{2500 * time.Millisecond, phonetic.Duration(57500 * time.Millisecond)},
		{2 * time.Minute, phonetic.Duration(0)},
	}
	for _, tc := range tests {
		if got := u.Refresh(tc.waited); !slices.Equal(got, tc.want) {
			t.Errorf("Refresh(%v) = %v, want %v", tc.waited, phonetic.AnnexDEn.Text(got), phonetic.AnnexDEn.Text(tc.want))
		}
	}
	if got := phonetic.AnnexDEn.Text(u.Refresh(2500 * time.Millisecond)); got != "fifty-seven seconds" {
		t.Errorf("after 2.5 s: %q, want \"fifty-seven seconds\"", got)
	}
	plain := Announcement{Words: phonetic.Duration(time.Minute), Priority: speech.OnRequest, Audience: Player}
	if plain.Utterance(speech.Left).Refresh != nil {
		t.Error("an answer on request must not be refreshed")
	}
}

func TestAutomaticTimeAnnouncementCarriesTheTimeLeft(t *testing.T) {
	var tb Table
	auto, ok := tb.clockAnnouncement(clock.Announcement{Kind: clock.TimeLeft, Automatic: true, Side: clock.White, Duration: 5 * time.Minute})
	if !ok || auto.Remaining != 5*time.Minute || auto.Priority != speech.Periodic || auto.Audience != Player {
		t.Errorf("automatic: %+v, %v", auto, ok)
	}
	asked, ok := tb.clockAnnouncement(clock.Announcement{Kind: clock.TimeLeft, Side: clock.White, Duration: 5 * time.Minute})
	if !ok || asked.Remaining != 0 {
		t.Errorf("on request: %+v, %v", asked, ok)
	}
}
