package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
)

// TestJournalDeletedOrChangedDuringTheGameIsSaid: the journal file deleted
// or cut short by another program during a game is written again from
// memory at the next input (journal.Restoration), and the table says so
// once, in words, in the game's language, the path written and not said;
// the game then resumes from the file with every move. Until this version
// the deletion went unnoticed and the game could not be resumed.
func TestJournalDeletedOrChangedDuringTheGameIsSaid(t *testing.T) {
	tests := []struct {
		lang, style string
		deleted     bool
		written     string // %s: the journal's path
		spoken      string
	}{
		{"en", "annexd-en", true,
			"Warning: the journal file was deleted during the game (%s); it was written again from memory, with every input of the game. Nothing is lost; if a program cleans up that folder, stop it.",
			"Warning: the journal file was deleted during the game; it was written again from memory, with every input of the game. Nothing is lost; if a program cleans up that folder, stop it."},
		{"de", "annexd", true,
			"Warnung: Die Journaldatei wurde während der Partie gelöscht (%s); sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; räumt ein Programm diesen Ordner auf, es anhalten.",
			"Warnung: Die Journaldatei wurde während der Partie gelöscht; sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; räumt ein Programm diesen Ordner auf, es anhalten."},
		{"cs", "cs", true,
			"Varování: soubor deníku byl během partie smazán (%s); byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; pokud tu složku uklízí nějaký program, zastavte ho.",
			"Varování: soubor deníku byl během partie smazán; byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; pokud tu složku uklízí nějaký program, zastavte ho."},
		{"en", "annexd-en", false,
			"Warning: the journal file was changed by another program during the game (%s); it was written again from memory, with every input of the game. Nothing is lost; do not open the journal in another program while the game goes on. The changed file is kept as %[1]s.damaged.",
			"Warning: the journal file was changed by another program during the game; it was written again from memory, with every input of the game. Nothing is lost; do not open the journal in another program while the game goes on."},
		{"de", "annexd", false,
			"Warnung: Die Journaldatei wurde während der Partie von einem anderen Programm verändert (%s); sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; das Journal während der Partie in keinem anderen Programm öffnen. Die veränderte Datei ist aufbewahrt als %[1]s.damaged.",
			"Warnung: Die Journaldatei wurde während der Partie von einem anderen Programm verändert; sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; das Journal während der Partie in keinem anderen Programm öffnen."},
		{"cs", "cs", false,
			"Varování: soubor deníku byl během partie změněn jiným programem (%s); byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; během partie deník v jiném programu neotevírejte. Změněný soubor je uschován jako %[1]s.damaged.",
			"Varování: soubor deníku byl během partie změněn jiným programem; byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; během partie deník v jiném programu neotevírejte."},
	}
	for _, tc := range tests {
		name := tc.lang + "/changed"
		if tc.deleted {
			name = tc.lang + "/deleted"
		}
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			l, outs := newLoop(t, dir, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
			l.Start()
			feed(t, l, "0 e4\n1 e5")
			path := l.Journal.Path()
			if tc.deleted {
				must(t, os.Remove(path))
			} else {
				must(t, os.Truncate(path, 30))
			}
			*outs = nil
			feed(t, l, "2 Nf3\n3 Nc6")
			var got []Output
			for _, o := range *outs {
				if o.Kind == KindWarning {
					got = append(got, o)
				}
			}
			if len(got) != 1 {
				t.Fatalf("warnings %q, want one", warnings(*outs))
			}
			if want := strings.ReplaceAll(strings.ReplaceAll(tc.written, "%[1]s", path), "%s", path); got[0].Say.Text != want {
				t.Errorf("written:\n%s\nwant:\n%s", got[0].Say.Text, want)
			}
			if got[0].Say.Spoken != tc.spoken {
				t.Errorf("spoken:\n%s\nwant:\n%s", got[0].Say.Spoken, tc.spoken)
			}
			must(t, l.Journal.Close())
			log, err := journal.Read(filepath.Join(dir, "game.journal"))
			if err != nil {
				t.Fatal(err)
			}
			var in []string
			for _, r := range log.Records {
				in = append(in, r.Input)
			}
			if strings.Join(in, " ") != "e4 e5 Nf3 Nc6" {
				t.Errorf("journal holds %q", in)
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
