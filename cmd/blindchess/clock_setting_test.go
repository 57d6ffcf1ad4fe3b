package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
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
		{"tournament, --announce 1m", []string{"--time", "2", "--announce", "1m"}, []string{"one minute", "White, flag fell"}, "tournament", "1m"},
		{"casual: the thresholds as before", []string{"--time", "1", "--casual"},
			[]string{"thirty seconds", "twenty seconds", "ten seconds", "White, flag fell"}, "casual", "10m,5m,2m,1m,30s,every 10s"},
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
		{"casual", []string{"--casual"}, []string{"thirty seconds", "twenty seconds", "ten seconds", "White, flag fell"}},
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

// TestClockSaysTheSettingAtTheStart checks the second line of an
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
		{catalog.German, "de", []string{"--announce", "1m,30s"}, "clock.setting-tournament-announce", []any{"1m,30s"}},
		{catalog.Czech, "cs", []string{"--casual"}, "clock.setting-casual", []any{"10m,5m,2m,1m,30s,every 10s"}},
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
		if len(lines) < 2 || lines[1] != want {
			t.Errorf("%v: output\n%s\nwant the second line %q", args, out, want)
		}
	}
}
