package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestHelpFindsEveryCommandByItsName: every command, the board commands
// (with or without boards) and every arbiter command has its help line,
// found by its own name ("help touches", "help penalty") as well as after
// arbiter ("help arbiter penalty"); the full help lists touches.
func TestHelpFindsEveryCommandByItsName(t *testing.T) {
	for _, tc := range []struct {
		style    string
		line     string
		want     string // the written help line
		spokenOK string // what is said, when it differs
	}{
		{"annexd", "help touches", "berührungen: Für den Schiedsrichter: alle Berührungen auf den Brettern, mit Zeit.", ""},
		{"annexd", "help berührungen", "berührungen: Für den Schiedsrichter: alle Berührungen auf den Brettern, mit Zeit.", ""},
		{"annexd-en", "help touches", "touches: For the arbiter: every touch on the boards, with its time.", ""},
		{"cs", "help touches", "doteky: Pro rozhodčího: všechny doteky na šachovnicích, s časem.", ""},
		{"annexd", "help penalty", "schiedsrichter strafe weiß oder schwarz: Bestraft die genannte Seite: ihr Gegner erhält 2 Minuten (im Schnell- und Blitzschach 1 Minute), zum Beispiel schiedsrichter strafe schwarz.",
			"schiedsrichter strafe: Bestraft die genannte Seite: ihr Gegner erhält 2 Minuten (im Schnell- und Blitzschach 1 Minute), zum Beispiel schiedsrichter strafe schwarz."},
		{"annexd-en", "help penalty", "arbiter penalty white or black: Penalises the side named: his opponent gains 2 minutes (1 minute in rapid and blitz), for example arbiter penalty black.",
			"arbiter penalty: Penalises the side named: his opponent gains 2 minutes (1 minute in rapid and blitz), for example arbiter penalty black."},
		{"cs", "help arbiter penalty", "rozhodčí trest bílý nebo černý: Potrestá jmenovanou stranu: její soupeř dostane 2 minuty (v rapidu a bleskovce 1 minutu), například rozhodčí trest černý.",
			"rozhodčí trest: Potrestá jmenovanou stranu: její soupeř dostane 2 minuty (v rapidu a bleskovce 1 minutu), například rozhodčí trest černý."},
		{"annexd-en", "help takeback", "arbiter takeback (back): Takes back the last move, completed or not; the clock goes back to its times before the move.", ""},
		{"annexd-en", "help arbiter back", "arbiter takeback (back): Takes back the last move, completed or not; the clock goes back to its times before the move.", ""},
		{"annexd-en", "help arbiter time", "arbiter time (set) white or black TIME: Sets the time of the side named, for example arbiter time white 1:30:00; zero asks first, since the flag then falls (Article 6.9).",
			"arbiter time (set): Sets the time of the side named, for example arbiter time white 1:30:00; zero asks first, since the flag then falls (Article 6.9)."},
		// "time" alone is the player's own time request.
		{"annexd-en", "help time", "time (t) [me, opponent, both, white or black]: My time; time opponent the opponent's; time both both; time white or time black that side's.",
			"time (t): My time; time opponent the opponent's; time both both; time white or time black that side's."},
		{"annexd-en", "help retrace", "arbiter retrace N white or black: Takes the game back to the position after move N of White or Black (arbiter retrace 12 black); each board is told how to get there (Annex D.2.9).",
			"arbiter retrace: Takes the game back to the position after move N of White or Black (arbiter retrace 12 black); each board is told how to get there (Annex D.2.9)."},
		{"annexd-en", "help voice", "voice [words]: What the recogniser heard (with --voice-input it writes these lines itself); a move heard counts only after yes.",
			"voice: What the recogniser heard (with --voice-input it writes these lines itself); a move heard counts only after yes."},
		// From a position with Black to move the clock started is
		// Black's: the help says the side to move, not White.
		{"annexd-en", "help start", "start (s): Starts the clock of the side to move.", ""},
		{"annexd", "help starten", "starten (s): Startet die Uhr der Seite am Zug.", ""},
		{"cs", "help spustit", "spustit (s): Spustí hodiny strany, která je na tahu.", ""},
		{"annexd-en", "help arbiter fly", `No command "arbiter fly". help lists them all.`, ""},
		{"annexd", "help fly", `Keinen Befehl "fly" gefunden. hilfe listet alle.`, ""},
	} {
		t.Run(tc.style+" "+tc.line, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Style = tc.style }))
			outs := typed(tb, tc.line)
			if len(outs) != 1 || outs[0].Say.Text != tc.want {
				t.Fatalf("%s: %q, want %q", tc.line, texts(outs), tc.want)
			}
			spoken := tc.spokenOK
			if spoken == "" {
				spoken = tc.want
			}
			if got := outs[0].Say.Utterance(0).Text; got != spoken {
				t.Errorf("said %q, want %q", got, spoken)
			}
		})
	}
}

// TestHelpListsTouchesAndTheArbitersCommands: help lists every command,
// touches among them, with or without boards; help arbiter lists the
// arbiter's commands after its own line.
func TestHelpListsTouchesAndTheArbitersCommands(t *testing.T) {
	for _, boards := range []bool{false, true} {
		tb := newTable(t, setup(func(s *Setup) {
			s.Style = "annexd-en"
			if boards {
				s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
			}
		}))
		full := texts(typed(tb, "help"))
		if last := full[len(full)-2]; last != "touches: For the arbiter: every touch on the boards, with its time." {
			t.Errorf("boards %v: help's last lines %q", boards, full[len(full)-3:])
		}
		if len(full) != 2+len(commands)+len(moreCommands) {
			t.Errorf("boards %v: %d lines", boards, len(full))
		}
	}
	tb := newTable(t, setup(func(s *Setup) { s.Style = "annexd-en" }))
	got := texts(typed(tb, "help arbiter"))
	var names []string
	for _, l := range got[1:] {
		names = append(names, strings.SplitN(l, ":", 2)[0])
	}
	want := []string{"arbiter time (set) white or black TIME", "arbiter add white or black TIME", "arbiter penalty white or black",
		"arbiter illegal white or black [press]", "arbiter stands", "arbiter moves white or black NUMBER", "arbiter result 1-0, 0-1, 1/2 or *",
		"arbiter takeback (back)", "arbiter accept", "arbiter reject", "arbiter increment TIME", "arbiter allow-draw", "arbiter unseal", "arbiter log", "arbiter compare MOVES", "arbiter retrace N white or black"}
	if strings.Join(names, "\n") != strings.Join(want, "\n") || !strings.HasPrefix(got[0], "arbiter time, add, penalty, ") {
		t.Errorf("help arbiter:\n%s", strings.Join(got, "\n"))
	}
	// Every line has its sentence in each language.
	for _, l := range catalog.Langs() {
		for _, d := range append(append(append([]cmdDef{}, commands...), moreCommands...), arbiterCommands...) {
			if s, ok := catalog.Raw(l, string(d.help)); !ok || s == "" {
				t.Errorf("%s has no help in %s", d.names[0], l)
			}
		}
	}
}
