package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// announcedTexts returns the texts of the "announce" events of a clock's JSON
// output.
func announcedTexts(t *testing.T, out string) []string {
	t.Helper()
	var texts []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var ev struct {
			Event string `json:"event"`
			Text  string `json:"text"`
		}
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("not a JSON line %q: %v", line, err)
		}
		if ev.Event == "announce" {
			texts = append(texts, ev.Text)
		}
	}
	return texts
}

// TestClockTournamentAnnouncesTimeOnlyOnRequest shows issue 24 for the
// clock: tournament play (the default) says no time unasked, only the
// flag; --announce is the VI player's standing request; --casual brings
// back the automatic announcements. The setting and the request are in
// the journal's header.
func TestClockTournamentAnnouncesTimeOnlyOnRequest(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		want    []string
		setting string
		alerts  string
	}{
		{"tournament, no request", []string{"--time", "2"}, []string{"White, flag fell"}, "tournament", "none"},
		{"tournament, --announce 1m", []string{"--time", "2", "--announce", "1m"}, []string{"One minute", "White, flag fell"}, "tournament", "1m"},
		{"casual: the thresholds as before", []string{"--time", "1", "--casual"},
			[]string{"Thirty seconds", "Twenty seconds", "Ten seconds", "White, flag fell"}, "casual", "10m,5m,2m,1m,30s,every 10s"},
		{"casual, --announce none", []string{"--time", "1", "--casual", "--announce", "none"}, []string{"White, flag fell"}, "casual", "none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := filepath.Join(t.TempDir(), "clock.journal")
			args := append([]string{"clock", "--json", "--journal", j, "--script", writeScript(t, "0 start\n"), "--virtual"}, tt.args...)
			code, out, errOut := runCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if got := announcedTexts(t, out); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("announced %q, want %q", got, tt.want)
			}
			b, err := os.ReadFile(j)
			if err != nil {
				t.Fatal(err)
			}
			header, _, _ := strings.Cut(string(b), "\n")
			for _, want := range []string{`"setting":"` + tt.setting + `"`, `"alerts":"` + tt.alerts + `"`} {
				if !strings.Contains(header, want) {
					t.Errorf("journal header %s lacks %s", header, want)
				}
			}
		})
	}
}

// TestClockResumeKeepsTheSetting resumes a tournament and a casual clock
// without repeating the flags: each goes on in its own setting.
func TestClockResumeKeepsTheSetting(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"tournament", nil, []string{"White, flag fell"}},
		{"casual", []string{"--casual"}, []string{"Thirty seconds", "Twenty seconds", "Ten seconds", "White, flag fell"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := filepath.Join(t.TempDir(), "clock.journal")
			args := append([]string{"clock", "--time", "1", "--json", "--journal", j, "--script", writeScript(t, "0 start\n5 quit\n"), "--virtual"}, tt.args...)
			if code, _, errOut := runCLI(t, "", args...); code != 0 {
				t.Fatalf("first part: exit %d: %s", code, errOut)
			}
			code, out, errOut := runCLI(t, "", "clock", "--resume", j, "--json", "--script", writeScript(t, "5 resume\n"), "--virtual")
			if code != 0 {
				t.Fatalf("resume: exit %d: %s", code, errOut)
			}
			if got := announcedTexts(t, out); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("resumed clock announced %q, want %q", got, tt.want)
			}
		})
	}
}

// TestClockSaysTheSettingAtTheStart checks the third line of an
// interactive clock in each language and setting.
func TestClockSaysTheSettingAtTheStart(t *testing.T) {
	tests := []struct {
		lang catalog.Lang
		code string
		args []string
		key  string
		arg  []any
	}{
		{catalog.English, "en", nil, "clock.setting-tournament", nil},
		{catalog.German, "de", []string{"--announce", "1m,30s"}, "clock.setting-tournament-announce", []any{"bei 1 Minute, 30 Sekunden"}},
		{catalog.Czech, "cs", []string{"--casual"}, "clock.setting-casual", []any{"při 10 minutách, 5 minutách, 2 minutách, 1 minutě, 30 sekundách, každých 10 sekund"}},
		{catalog.English, "en", []string{"--casual", "--announce", "off"}, "clock.setting-casual-none", nil},
	}
	for _, tt := range tests {
		args := append([]string{"clock", "--time", "5+3", "--lang", tt.code}, tt.args...)
		code, out, errOut := runCLI(t, "q\ny\n", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		lines := strings.Split(out, "\n")
		want := catalog.For(tt.lang).Say(tt.key, tt.arg...)
		if len(lines) < 3 || lines[2] != want { // after the control and the side
			t.Errorf("%v: output\n%s\nwant the third line %q", args, out, want)
		}
	}
}

// TestClockScriptSaysTheSetting: a clock run from a script says its
// setting first, as play does, in every way it runs (a script on virtual
// time as text and as JSON, a script on real time, a resumed script), in
// each language, with the standing announcement request in words.
func TestClockScriptSaysTheSetting(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // the first line of standard output
	}{
		{"en, tournament", []string{"--lang", "en", "--virtual"},
			"Tournament play: your time is told only when you ask (time); --announce gives automatic announcements."},
		{"de, tournament", []string{"--lang", "de", "--virtual"},
			"Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (time); --announce gibt automatische Ansagen."},
		{"cs, tournament", []string{"--lang", "cs", "--virtual"},
			"Turnajová partie: čas se hlásí jen na požádání (time); --announce zapne automatická hlášení."},
		{"de, tournament with a request", []string{"--lang", "de", "--virtual", "--announce", "1m,30s"},
			"Turnierpartie: automatische Zeitansagen bei 1 Minute, 30 Sekunden, wie gewünscht."},
		{"en, casual", []string{"--lang", "en", "--virtual", "--casual"},
			"Casual play: automatic time announcements at 10 minutes, 5 minutes, 2 minutes, 1 minute, 30 seconds, every 10 seconds."},
		{"de, casual", []string{"--lang", "de", "--virtual", "--casual", "--announce", "10m,5m,1m,30s,every 10s"},
			"Freie Partie: automatische Zeitansagen bei 10 Minuten, 5 Minuten, 1 Minute, 30 Sekunden, alle 10 Sekunden."},
		{"cs, casual", []string{"--lang", "cs", "--virtual", "--casual"},
			"Volná partie: automatická hlášení času při 10 minutách, 5 minutách, 2 minutách, 1 minutě, 30 sekundách, každých 10 sekund."},
		{"cs, casual, every only", []string{"--lang", "cs", "--virtual", "--casual", "--announce", "every 2m"},
			"Volná partie: automatická hlášení času každé 2 minuty."},
		{"en, casual, none", []string{"--lang", "en", "--virtual", "--casual", "--announce", "none"},
			"Casual play: no automatic time announcements."},
		{"en, JSON: standard output carries only the JSON lines", []string{"--lang", "en", "--virtual", "--json"},
			"Tournament play: your time is told only when you ask (time); --announce gives automatic announcements."},
		{"cs, real time", []string{"--lang", "cs"},
			"Turnajová partie: čas se hlásí jen na požádání (time); --announce zapne automatická hlášení."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"clock", "--time", "5+3", "--script", writeScript(t, "0 start\n0 quit\n0 yes\n")}, tt.args...)
			code, out, errOut := runCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if slices.Contains(tt.args, "--json") {
				out = errOut
			}
			if first, _, _ := strings.Cut(out, "\n"); first != tt.want {
				t.Errorf("first line %q, want %q\nall output:\n%s", first, tt.want, out)
			}
			if n := strings.Count(out, "--announce"); n > 1 {
				t.Errorf("the setting was said %d times:\n%s", n, out)
			}
		})
	}
	// A resumed script says it once, after the clock is restored.
	j := filepath.Join(t.TempDir(), "clock.journal")
	runCLIOK(t, "clock", "--time", "5+3", "--lang", "de", "--casual", "--announce", "every 1m", "--journal", j,
		"--script", writeScript(t, "0 start\n5 quit\n"), "--virtual")
	_, out, _ := runCLIOK(t, "clock", "--resume", j, "--script", writeScript(t, "5 quit\n5 ja\n"), "--virtual")
	_, after, _ := strings.Cut(out, "Uhr aus ihrem Journal wiederhergestellt")
	_, after, _ = strings.Cut(after, "\n")
	if !strings.HasPrefix(after, "Freie Partie: automatische Zeitansagen jede Minute.\n") || strings.Count(out, "Freie Partie") != 1 {
		t.Errorf("resumed output:\n%s\nwant the setting once, after the clock is restored", out)
	}
}
