package main

import (
	"strings"
	"testing"
)

// TestArticle6_2AutoPressOnlyInCasualPlay: --auto-press presses the clock
// for the player, which tournament play does not allow (Article 6.2): in
// tournament play (the default) it is refused with the reason and exit 2,
// in every language; with --casual it is taken and every move is
// completed at once.
func TestArticle6_2AutoPressOnlyInCasualPlay(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"en", "blindchess: --auto-press presses the clock for the player, which tournament play does not allow (Article 6.2: nobody presses for a player); add --casual, or leave out --auto-press\n"},
		{"de", "blindchess: --auto-press drückt die Uhr für den Spieler, was im Turnierspiel nicht erlaubt ist (Artikel 6.2: niemand drückt für einen Spieler); geben Sie --casual dazu oder lassen Sie --auto-press weg\n"},
		{"cs", "blindchess: --auto-press stiskne hodiny za hráče, což turnajová hra nedovoluje (článek 6.2: za hráče nikdo hodiny nestiskne); přidejte --casual, nebo --auto-press vynechte\n"},
	} {
		dir := t.TempDir()
		out, errs, code := playRun(t, "", "--lang", c.lang, "--auto-press", "--time", "5+3", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/g.journal")
		if code != 2 || errs != c.want || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", c.lang, code, out, errs, c.want)
		}
	}
	dir := t.TempDir()
	out, errs, code := playRun(t, "", "--lang", "en", "--auto-press", "--casual", "--time", "5+3", "--script", playScriptFile(t, "0 e4\n1 e5\n"), "--virtual", "--journal", dir+"/g.journal")
	if code != 0 || errs != "" || !strings.Contains(out, "Eva") {
		t.Errorf("--casual --auto-press: exit %d, stderr %q\n%s", code, errs, out)
	}
}
