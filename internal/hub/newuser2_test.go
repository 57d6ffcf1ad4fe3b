package hub

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/table"
)

// TestArbiterPageNamesUnnamedPlayersAndShowsWholeSeconds: a game played
// without --white and --black is headed with the colours, not " gegen ",
// and the clocks are shown in whole seconds, rounded down, never with
// nanoseconds.
func TestArbiterPageNamesUnnamedPlayersAndShowsWholeSeconds(t *testing.T) {
	for _, tc := range []struct {
		lang    catalog.Lang
		heading string
		clocks  string
	}{
		{catalog.German, "<h3>Brett 1: Weiß gegen Schwarz; sehbehindert: Weiß</h3>", "<p>Zug 2, Weiß am Zug. Uhren: Weiß 0:03:03, Schwarz 0:03:03</p>"},
		{catalog.English, "<h3>Board 1: White against Black; visually impaired: White</h3>", "<p>Move 2, White to move. Clocks: White 0:03:03, Black 0:03:03</p>"},
		{catalog.Czech, "<h3>Šachovnice 1: bílý proti černému; se zrakovým postižením: bílý</h3>", "<p>Tah 2, na tahu bílý. Hodiny: bílý 0:03:03, černý 0:03:03</p>"},
	} {
		t.Run(tc.lang.Code(), func(t *testing.T) {
			dir := t.TempDir()
			s := table.DefaultSetup()
			s.Time, s.Date = "3+2", "2026.11.27"
			raw, err := table.MarshalSetup(s)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "g.journal")
			j, err := journal.Create(path, journal.Header{Created: time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC), Setup: raw})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range []journal.Record{{At: 0, Input: "start"}, {At: 250 * time.Millisecond, Input: "e4"},
				{At: 500 * time.Millisecond, Input: "press"}, {At: 750 * time.Millisecond, Input: "e5"}, {At: 1100 * time.Millisecond, Input: "press"}} {
				r.Source = "script"
				if _, err := j.Append(r); err != nil {
					t.Fatal(err)
				}
			}
			j.Close()
			_, srv := startHubIn(t, dir, tc.lang)
			flush(t, srv.URL, 1, path)
			_, page := get(t, srv.URL+"/")
			for _, want := range []string{tc.heading, tc.clocks} {
				if !strings.Contains(page, want) {
					t.Errorf("page: no %q in:\n%s", want, page)
				}
			}
		})
	}
}

// TestSilenceSaidInTheLanguage: how long a table has been silent is said
// in words with the language's plural forms; never Go's "1m31s".
func TestSilenceSaidInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		lang catalog.Lang
		want string
	}{
		{31 * time.Second, catalog.German, "Brett 6: seit 31 Sekunden keine Nachricht vom Tisch."},
		{time.Second, catalog.German, "Brett 6: seit 1 Sekunde keine Nachricht vom Tisch."},
		{91*time.Second + 400*time.Millisecond, catalog.English, "Board 6: no word from the table for 1 minute 31 seconds."},
		{5*time.Minute + 59*time.Second, catalog.English, "Board 6: no word from the table for 5 minutes 59 seconds."},
		{3 * time.Second, catalog.Czech, "Šachovnice 6: od stolu žádná zpráva už 3 sekundy."},
		{31 * time.Second, catalog.Czech, "Šachovnice 6: od stolu žádná zpráva už 31 sekund."},
		{2 * time.Minute, catalog.Czech, "Šachovnice 6: od stolu žádná zpráva už 2 minuty."},
	} {
		if got := catalog.For(tc.lang).Say("hub.attn-lost", 6, catalog.Span{D: tc.d}); got != tc.want {
			t.Errorf("%v in %v: %q, want %q", tc.d, tc.lang, got, tc.want)
		}
	}
}

// TestCheckURLRefusesAddressesThatCanNeverBeReached: a hub address needs
// http:// or https:// and a host; anything else is refused with what to
// give, in the language.
func TestCheckURLRefusesAddressesThatCanNeverBeReached(t *testing.T) {
	for _, tc := range []struct {
		address string
		ok      bool
	}{
		{"http://127.0.0.1:8047", true},
		{"https://hub.example.org", true},
		{"http://HOST:8047/", true},
		{"127.0.0.1:8047", false},
		{"nonsense", false},
		{"", false},
		{"http://", false},
		{"ftp://127.0.0.1:8047", false},
		{"http://[::1", false},
	} {
		err := CheckURL("--hub", tc.address)
		if (err == nil) != tc.ok {
			t.Errorf("CheckURL(%q) = %v, want ok %v", tc.address, err, tc.ok)
		}
	}
	err := CheckURL("hub watch", "127.0.0.1:8047")
	for _, want := range []struct {
		lang catalog.Lang
		text string
	}{
		{catalog.German, "hub watch 127.0.0.1:8047: das ist keine Adresse eines Hubs; sie mit http:// angeben, etwa http://192.168.1.10:8047"},
		{catalog.English, "hub watch 127.0.0.1:8047: not a hub's address; give it with http://, for example http://192.168.1.10:8047"},
		{catalog.Czech, "hub watch 127.0.0.1:8047: to není adresa hubu; zadejte ji s http://, například http://192.168.1.10:8047"},
	} {
		if got := catalog.For(want.lang).Error(err); got != want.text {
			t.Errorf("%v: %q, want %q", want.lang, got, want.text)
		}
	}
}

// TestRetraceSaidWithTheCommandsWord: the arbiter page's line for a
// retrace says it with the word of the command (schiedsrichter
// zurücksetzen, its log's "Rücksetzung"), not "zurückverfolgt" ("traced
// back"), which a German organiser read as something else.
func TestRetraceSaidWithTheCommandsWord(t *testing.T) {
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, "Brett 6: die Partie wurde zurückgesetzt."},
		{catalog.English, "Board 6: the game was retraced."},
		{catalog.Czech, "Šachovnice 6: partie byla vrácena."},
	} {
		if got := catalog.For(tc.lang).Say("hub.attn-retrace", 6); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.lang, got, tc.want)
		}
	}
}
