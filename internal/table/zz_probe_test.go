package table

import (
	"testing"
)

func TestZZProbe(t *testing.T) {
	for _, f := range []func(*Setup){
		func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament },
		func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingCasual },
		func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingCasual; s.Time = "5+3" },
		func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament; s.Time = "5+3" },
	} {
		tb := boardTable(t, f)
		typed(tb, "start", "board tactile lift e2", "board tactile place e4")
		typedConfirmed(t, tb, "draw")
		t.Log("----")
		for _, o := range jsonOf(tb, "board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e7", "accept") {
			t.Log(o)
		}
	}
}
