package table

import (
	"strings"
	"testing"
)

// TestCheckResume checks every option repeated with --resume: accepted when
// it says what the journal says (in any spelling the game itself takes),
// refused with the journal's value otherwise.
func TestCheckResume(t *testing.T) {
	s := Setup{White: "Anna Berg", Black: "Bert", Me: "black", Time: "5+3", Alerts: "1m,30s", Chess960: -1,
		Style: "annexd", Long: true, Lang: "en", AutoPress: true, Setting: SettingCasual, Event: "Open", Site: "Prag", Round: "3",
		FEN: "8/8/8/4k3/8/8/8/4K2R b K - 0 1"}
	c960 := DefaultSetup()
	c960.Chess960 = 518
	c960.FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	plain := DefaultSetup()
	tests := []struct {
		setup       Setup
		flag, value string
		want        string // "" accepted; else a part of the refusal
	}{
		{s, "white", "Anna Berg", ""},
		{s, "white", "Anna", `--white Anna differs from the game in the journal, which has "Anna Berg": leave --white out`},
		{s, "black", "Bert", ""},
		{s, "black", "", `--black "" differs from the game in the journal, which has Bert`},
		{s, "me", "black", ""},
		{s, "me", "b", ""},
		{s, "me", "Schwarz", ""},
		{s, "me", "white", "--me white differs from the game in the journal, which has black"},
		{s, "me", "green", "--me green differs from the game in the journal, which has black"},
		{s, "time", "5+3", ""},
		{s, "time", "5m+3s", ""},
		{s, "time", "5+2", "--time 5+2 differs from the game in the journal, which has 5+3"},
		{s, "time", "nonsense", "--time nonsense differs"},
		{plain, "time", "90+30", "which has no clock"},
		{s, "announce", "1m,30s", ""},
		{s, "announce", "none", "--announce none differs from the game in the journal, which has 1m,30s"},
		{plain, "announce", "10m,5m,2m,1m,30s,10s", "--announce"},
		{s, "fen", "8/8/8/4k3/8/8/8/4K2R b K - 0 1", ""},
		{s, "fen", "8/8/8/4k3/8/8/8/4K2R  b  K -  0  1", ""},
		{s, "fen", "8/8/8/4k3/8/8/8/4K2R w K - 0 1", `which has "8/8/8/4k3/8/8/8/4K2R b K - 0 1"`},
		{plain, "chess960", "-1", ""},
		{plain, "chess960", "518", "--chess960 518 differs from the game in the journal, which has no Chess960 position"},
		{c960, "chess960", "518", ""},
		{c960, "chess960", "519", "which has 518"},
		{c960, "chess960", "x", `--chess960 "x" is not a number`},
		{s, "style", "annexd", ""},
		{s, "style", "AnnexD", ""},
		{s, "style", "english", "--style english differs from the game in the journal, which has annexd"},
		{s, "long", "true", ""},
		{s, "long", "false", "which has true"},
		{s, "ascii", "false", ""},
		{s, "ascii", "true", "--ascii true differs"},
		{s, "ascii", "maybe", `--ascii "maybe": write true or false`},
		{s, "auto-press", "true", ""},
		{s, "auto-press", "false", "--auto-press false differs from the game in the journal, which has true"},
		{s, "lang", "en", ""},
		{s, "lang", "EN", ""},
		{s, "lang", "de", "--lang de differs from the game in the journal, which has en"},
		{plain, "lang", "de", ""}, // the default language of the Annex D style
		{plain, "lang", "cs", "which has de"},
		{s, "event", "Open", ""},
		{s, "event", "Open A", `--event "Open A" differs`},
		{s, "site", "Prag", ""},
		{s, "round", "3", ""},
		{s, "round", "4", "which has 3"},
		{plain, "round", "1", "which has none"},
		{s, "script", "x", "--script cannot be checked against the journal"},
	}
	for _, tt := range tests {
		err := CheckResume(tt.setup, tt.flag, tt.value)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("--%s %q: refused: %v", tt.flag, tt.value, err)
		case tt.want != "" && err == nil:
			t.Errorf("--%s %q: accepted, want a refusal with %q", tt.flag, tt.value, tt.want)
		case tt.want != "" && !strings.Contains(err.Error(), tt.want):
			t.Errorf("--%s %q: %v\nwant it to contain %q", tt.flag, tt.value, err, tt.want)
		}
	}
}
