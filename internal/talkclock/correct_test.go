package talkclock

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/table"
)

// keysOf returns the keys a raw terminal gives for typing s.
func keysOf(s string) []string {
	var keys []string
	for _, r := range s {
		if r == ' ' {
			keys = append(keys, table.KeySpace)
			continue
		}
		keys = append(keys, string(r))
	}
	return keys
}

// saidBy applies inputs one second apart after a start and returns the
// lines said, in order.
func saidBy(t *testing.T, cfg Config, inputs []string) ([]string, *Machine) {
	t.Helper()
	m, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Second
	m.Apply(table.Input{At: at, Source: table.SourceKeyboard, Text: "s"})
	var said []string
	for _, in := range inputs {
		at += time.Second
		for _, o := range m.Apply(table.Input{At: at, Source: table.SourceKeyboard, Text: in}) {
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
	}
	return said, m
}

// TestArbitersCorrectionOfTheClock: the clock alone (no play) can show
// what the arbiter decided: k, then the correction typed as play's arbiter
// commands (a raw terminal's keys one by one, or a line), Enter. Time
// added and taken (12.9), a penalty for an illegal move (7.5.5: 1 minute
// in rapid to the opponent), a time and a move count set (6.10.2); what
// is not understood, too much taken and Enter alone change nothing and
// say so. Until this version the clock had no way to be corrected.
func TestArbitersCorrectionOfTheClock(t *testing.T) {
	seq := func(lines ...[]string) []string {
		var all []string
		for _, l := range lines {
			all = append(all, l...)
		}
		return all
	}
	raw := seq([]string{"k"}, keysOf("add black 2m"), []string{table.KeyEnter})
	tests := []struct {
		lang   string
		inputs []string
		want   []string
		times  [2]time.Duration
		moves  int
	}{
		{"en", raw, []string{
			"Arbiter's correction: type, for example, add black 2m, time white 1:20:00, moves white 40 or penalty white, then Enter; Backspace deletes a character, Enter alone cancels.",
			"Arbiter's correction: Black, two minutes added.",
			"Black, twenty-seven minutes",
		}, [2]time.Duration{24*time.Minute + 46*time.Second, 27 * time.Minute}, 0},
		{"de", seq([]string{"k"}, keysOf("geben weiss -1:30"), []string{table.KeyEnter, "k", "strafe schwarz", "k zuege weiss 12", "k", "zeit schwarz 20"}), []string{
			"Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
			"Korrektur des Schiedsrichters: Weiß, eine Minute dreißig Sekunden abgezogen.",
			"Weiß, dreiundzwanzig Minuten elf Sekunden",
			"Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
			"Korrektur des Schiedsrichters: Strafe für Schwarz; Weiß, eine Minute dazu.",
			"Weiß, vierundzwanzig Minuten neun Sekunden",
			"Korrektur des Schiedsrichters: Weiß, Zugzahl auf 12 gesetzt.",
			"Weiß, vierundzwanzig Minuten acht Sekunden",
			"Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
			"Korrektur des Schiedsrichters: Schwarz, Zeit gesetzt.",
			"Schwarz, zwanzig Minuten",
		}, [2]time.Duration{24*time.Minute + 6*time.Second, 20 * time.Minute}, 12},
		{"cs", []string{"k", "pridat cerny 2m", "k", "", "k xyz", "k pridat bily -1h", "k", table.KeyCtrlC, "k", "přidat černý 30s"}, []string{
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Oprava rozhodčího: černý, přidáno: dvě minuty.",
			"Černý, dvacet sedm minut",
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Žádná oprava; hodiny zůstávají, jak byly.",
			`Oprava nesrozumitelná: "xyz". Stiskněte k, pak pridat, cas, tahy nebo trest, bily nebo cerny a čas nebo číslo, například pridat cerny 2m; hodiny zůstávají, jak byly.`,
			"Neprovedeno: bílý má jen dvacet čtyři minuty padesát čtyři sekundy; hodiny zůstávají, jak byly.",
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Žádná oprava; hodiny zůstávají, jak byly.",
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Oprava rozhodčího: černý, přidáno: třicet sekund.",
			"Černý, dvacet sedm minut třicet sekund",
		}, [2]time.Duration{24*time.Minute + 50*time.Second, 27*time.Minute + 30*time.Second}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			said, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, tc.inputs)
			if len(said) != len(tc.want) {
				t.Errorf("said %d lines, want %d:\n%q", len(said), len(tc.want), said)
			}
			for i := range min(len(said), len(tc.want)) {
				if said[i] != tc.want[i] {
					t.Errorf("line %d:\n got %s\nwant %s", i, said[i], tc.want[i])
				}
			}
			now := instant(m.Now())
			got := [2]time.Duration{m.Clock().Remaining(clock.White, now).Truncate(time.Second), m.Clock().Remaining(clock.Black, now).Truncate(time.Second)}
			if got != tc.times {
				t.Errorf("times %v, want %v", got, tc.times)
			}
			if n := m.Clock().Moves(clock.White); n != tc.moves {
				t.Errorf("White's moves %d, want %d", n, tc.moves)
			}
		})
	}
}

// TestOldClockJournalHasNoCorrectionKey: a clock journal written before
// the correction (no "corrections" in its header) replays k as the key
// it was then, not known, and the keys after it as keys.
func TestOldClockJournalHasNoCorrectionKey(t *testing.T) {
	said, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: "en", Alerts: "none", Setting: SettingTournament, Words: true}, []string{"k", "p"})
	want := []string{`"k" is not a key of the clock; press h for help.`, "Black to move"}
	if len(said) != len(want) || said[0] != want[0] || said[1] != want[1] {
		t.Errorf("said %q, want %q", said, want)
	}
	if m.Clock().Turn() != clock.Black {
		t.Error("p after k did not press")
	}
}

// TestBackspaceInTheCorrection: Backspace (DEL or BS from a raw
// terminal, both table.KeyBackspace) deletes the last character of the
// correction being typed and says it once, a space or a sign by its name
// (a screen reader passes over "-" and ":"), without writing the line
// again; with nothing typed it says so and the correction still waits.
// Outside a correction it does nothing, as before. Until session 21 the
// key reader dropped Backspace: a slip could only be cancelled, and the
// whole correction typed again.
func TestBackspaceInTheCorrection(t *testing.T) {
	bs := table.KeyBackspace
	seq := func(parts ...any) []string {
		var all []string
		for _, p := range parts {
			switch p := p.(type) {
			case string:
				all = append(all, p)
			case []string:
				all = append(all, p...)
			}
		}
		return all
	}
	tests := []struct {
		lang   string
		inputs []string
		want   []string
		times  [2]time.Duration
	}{
		{"en", seq(bs, "k", bs, keysOf("add blacx"), bs, keysOf("k 2"), bs, bs, keysOf(" 2m"), table.KeyEnter), []string{
			"Arbiter's correction: type, for example, add black 2m, time white 1:20:00, moves white 40 or penalty white, then Enter; Backspace deletes a character, Enter alone cancels.",
			"Nothing to delete: type the correction, then Enter.",
			"Deleted: x.",
			"Deleted: 2.",
			"Deleted: space.",
			"Arbiter's correction: Black, two minutes added.",
			"Black, twenty-seven minutes",
		}, [2]time.Duration{24*time.Minute + 38*time.Second, 27 * time.Minute}},
		{"de", seq("k", keysOf("geben weiss -1:30"), bs, bs, bs, "m", table.KeyEnter), []string{
			"Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
			"Gelöscht: 0.",
			"Gelöscht: 3.",
			"Gelöscht: Doppelpunkt.",
			"Korrektur des Schiedsrichters: Weiß, eine Minute abgezogen.",
			"Weiß, dreiundzwanzig Minuten siebenunddreißig Sekunden",
		}, [2]time.Duration{23*time.Minute + 37*time.Second, 25 * time.Minute}},
		{"cs", seq("k", keysOf("pridat cerny 2m-"), bs, table.KeyEnter), []string{
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Smazáno: mínus.",
			"Oprava rozhodčího: černý, přidáno: dvě minuty.",
			"Černý, dvacet sedm minut",
		}, [2]time.Duration{24*time.Minute + 41*time.Second, 27 * time.Minute}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			said, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, tc.inputs)
			if len(said) != len(tc.want) {
				t.Errorf("said %d lines, want %d:\n%q", len(said), len(tc.want), said)
			}
			for i := range min(len(said), len(tc.want)) {
				if said[i] != tc.want[i] {
					t.Errorf("line %d:\n got %s\nwant %s", i, said[i], tc.want[i])
				}
			}
			now := instant(m.Now())
			got := [2]time.Duration{m.Clock().Remaining(clock.White, now).Truncate(time.Second), m.Clock().Remaining(clock.Black, now).Truncate(time.Second)}
			if got != tc.times {
				t.Errorf("times %v, want %v", got, tc.times)
			}
		})
	}
}

// TestMoveCountPastAControlSaysItsTimeWasNotAdded: a move count set by
// the arbiter (6.10.2) past a time control adds no time, as documented,
// but says so, with the correction that adds it, in the words typed: in a
// walk an English player's count was set from 39 to 40 at 40/90+30,30+30
// and his 30 minutes were silently never given, while the clock said
// "Period two". A count within the period (the last, without a move
// count) says nothing more.
func TestMoveCountPastAControlSaysItsTimeWasNotAdded(t *testing.T) {
	for _, tc := range []struct {
		lang   string
		inputs []string
		want   []string
	}{
		{"en", []string{"p", "p", "k moves white 2", "k add white 10m"}, []string{
			"Black to move", "White to move",
			"Arbiter's correction: White, move count set to 2. By this count White is in period 2, and its time, ten minutes, was not added: k, then add white 10m, adds it.",
			"White, nineteen minutes fifty-eight seconds",
			"Arbiter's correction: White, ten minutes added.",
			"White, twenty-nine minutes fifty-seven seconds",
		}},
		{"de", []string{"p", "p", "k zuege weiss 2", "k zuege weiss 3"}, []string{
			"Schwarz am Zug", "Weiß am Zug",
			"Korrektur des Schiedsrichters: Weiß, Zugzahl auf 2 gesetzt. Nach diesem Zähler ist Weiß in Periode 2, und deren Zeit, zehn Minuten, wurde nicht gegeben: k, dann geben weiss 10m, gibt sie.",
			"Weiß, neunzehn Minuten achtundfünfzig Sekunden",
			"Korrektur des Schiedsrichters: Weiß, Zugzahl auf 3 gesetzt.",
			"Weiß, neunzehn Minuten siebenundfünfzig Sekunden",
		}},
		{"cs", []string{"p", "p", "k tahy bily 2"}, []string{
			"Černý na tahu", "Bílý na tahu",
			"Oprava rozhodčího: bílý, počet tahů nastaven na 2. Podle tohoto počtu je bílý v periodě 2 a její čas, deset minut, se nepřidal: k a pak pridat bily 10m ho přidá.",
			"Bílý, devatenáct minut padesát osm sekund",
		}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			said, _ := saidBy(t, Config{Control: "2/20,10", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, tc.inputs)
			if len(said) != len(tc.want) {
				t.Errorf("said %d lines, want %d:\n%q", len(said), len(tc.want), said)
			}
			for i := range min(len(said), len(tc.want)) {
				if said[i] != tc.want[i] {
					t.Errorf("line %d:\n got %s\nwant %s", i, said[i], tc.want[i])
				}
			}
		})
	}
}

// TestResumedClockSaysBothTimes: a clock restored from its journal (after
// a power cut) says both times after the restored line and the setting,
// as play's resume does, in de, en and cs: in a walk the English
// player's restored clock said only that it was restored, and the times
// waited for t and o.
func TestResumedClockSaysBothTimes(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Clock restored from its journal, paused at its last known times; press z to resume.", "White, twenty-four minutes fifty-eight seconds, Black, twenty-four minutes fifty-nine seconds"}},
		{"de", []string{"Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; z lässt sie weiterlaufen.", "Weiß, vierundzwanzig Minuten achtundfünfzig Sekunden, Schwarz, vierundzwanzig Minuten neunundfünfzig Sekunden"}},
		{"cs", []string{"Hodiny obnoveny z deníku, zastaveny na posledních známých časech; z je znovu spustí.", "Bílý, dvacet čtyři minuty padesát osm sekund, černý, dvacet čtyři minuty padesát devět sekund"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			_, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, []string{"p", "p"})
			var said []string
			for _, o := range m.Apply(table.Input{At: m.Now() + time.Second, Source: table.SourceSystem, Text: table.InputResumed}) {
				if o.Say.Text != "" {
					said = append(said, o.Say.Text)
				}
			}
			if len(said) < 3 || said[0] != tc.want[0] || said[2] != tc.want[1] {
				t.Errorf("resumed: said %q\nwant first %q, then the setting, then %q", said, tc.want[0], tc.want[1])
			}
		})
	}
}

// TestMoveCountBackBeforeAControlSaysItsTimeComesAgain: the clock's
// count set back before a control the player had passed (a double press
// counted) says that the period's time is given again at the control and
// how to take away what was given, in the words typed, in de, en and cs.
func TestMoveCountBackBeforeAControlSaysItsTimeComesAgain(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"en", "k moves white 1", "Arbiter's correction: White, move count set to 1. By this count White is back in period 1, and ten minutes is added again at the time control; if it was given already, k, then add white -10m, takes it away."},
		{"de", "k zuege weiss 1", "Korrektur des Schiedsrichters: Weiß, Zugzahl auf 1 gesetzt. Nach diesem Zähler ist Weiß wieder in Periode 1, und bei der Zeitkontrolle werden zehn Minuten erneut gegeben; wurden sie schon gegeben, nimmt k, dann geben weiss -10m, sie zurück."},
		{"cs", "k tahy bily 1", "Oprava rozhodčího: bílý, počet tahů nastaven na 1. Podle tohoto počtu je bílý znovu v periodě 1 a při časové kontrole se znovu přidá deset minut; byly-li už přidány, k a pak pridat bily -10m je odebere."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			said, _ := saidBy(t, Config{Control: "2/20,10", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, []string{"p", "p", "p", tc.in})
			if len(said) < 2 || said[len(said)-2] != tc.want {
				t.Errorf("said %q\nwant %q before the time", said, tc.want)
			}
		})
	}
}

// TestScriptTakesTheArbitersCorrection: a clock script takes the arbiter's
// correction as the key k and its line ("12 k moves white 40"), as the
// lines of a pipe do, in every language's words: in a walk a script line
// "782 k moves white 40" was refused as not "<seconds> <action>". An
// action not known lists k with the others.
func TestScriptTakesTheArbitersCorrection(t *testing.T) {
	for _, tc := range []struct{ lang, line, want string }{
		{"en", "2 k add black 2m", "Arbiter's correction: Black, two minutes added."},
		{"de", "2 K geben schwarz 2m", "Korrektur des Schiedsrichters: Schwarz, zwei Minuten dazu."},
		{"cs", "2 k přidat černý 2m", "Oprava rozhodčího: černý, přidáno: dvě minuty."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			lines, err := ParseScript(strings.NewReader("0 start\n1 press\n" + tc.line + "\n"))
			if err != nil {
				t.Fatal(err)
			}
			m, err := New(Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true})
			if err != nil {
				t.Fatal(err)
			}
			var said []string
			for _, l := range lines {
				for _, o := range m.Apply(table.Input{At: l.At, Source: table.SourceScript, Text: l.Text}) {
					if o.Say.Text != "" {
						said = append(said, o.Say.Text)
					}
				}
			}
			if !slices.Contains(said, tc.want) {
				t.Errorf("said %q\nwant %q among them", said, tc.want)
			}
			if got := m.Clock().Remaining(clock.Black, instant(m.Now())); got != 26*time.Minute+59*time.Second { // a second of his move, two minutes added
				t.Errorf("Black has %v, want 26m59s", got)
			}
		})
	}
	_, err := ParseScript(strings.NewReader("0 start\n1 korrektur\n"))
	if want := `line 2: unknown action "korrektur"; use one of start, press, time, opponent, both, moves, status, pause, resume, quit, k add black 2m`; err == nil || err.Error() != want {
		t.Errorf("unknown action: %v\nwant %s", err, want)
	}
}
