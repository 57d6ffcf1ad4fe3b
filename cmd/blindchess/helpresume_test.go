package main

import (
	"strings"
	"testing"
)

// TestPlayHelpSaysHowToResume: play's help says what --resume takes (the
// folder that play names at its start, or the journal in it, where it
// used to name only a journal) and that a real board's port is given
// again, the step a resumed game with boards refuses without; de, en, cs.
func TestPlayHelpSaysHowToResume(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"de", "Nach einem Absturz baut --resume ORDNER (der Ordner der Partie oder ihr game.journal) die Partie, das Partieformular und die Uhr wieder auf, angehalten bei ihren letzten bekannten Zeiten; den Anschluss eines echten Bretts gibt man mit --tactile oder --sighted noch einmal an."},
		{"en", "After a crash, --resume FOLDER (the game's folder, or its game.journal) rebuilds the game, the scoresheet and the clock, paused at its last known times; a real board's port is given again with --tactile or --sighted."},
		{"cs", "Po pádu programu --resume SLOŽKA (složka partie nebo její game.journal) obnoví partii, partiář i hodiny, zastavené na posledních známých časech; port skutečné šachovnice se zadá znovu pomocí --tactile nebo --sighted."},
	} {
		code, out, errOut := runCLI(t, "", "play", "--help", "--lang", c.lang)
		if code != 0 {
			t.Fatalf("play --help --lang %s: exit %d: %s", c.lang, code, errOut)
		}
		if text := strings.Join(strings.Fields(out), " "); !strings.Contains(text, c.want) {
			t.Errorf("play --help --lang %s lacks\n%s\nin\n%s", c.lang, c.want, out)
		}
	}
}
