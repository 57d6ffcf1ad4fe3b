package table

import (
	"slices"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestSecondIllegalMoveAsksTheArbiterFirst: the second illegal move of a
// side ends the game (Article 7.5.5), so "arbiter illegal SIDE" asks
// before it records it, in each language: any other answer cancels it
// (a slip of the side costs nobody the game) and the game goes on; the
// first illegal move (a penalty, no end) is recorded at once.
func TestSecondIllegalMoveAsksTheArbiterFirst(t *testing.T) {
	tests := []struct {
		lang, cmd, yes string
		first          string
		question       string
		cancelled      string
		over           string
		help, helpLine string
	}{
		{"en", "arbiter illegal black", "yes",
			"First illegal move by Black (no clock, so no penalty time).",
			"Arbiter: record Black's second illegal move? It ends the game (Article 7.5.5). Answer yes to confirm; anything else cancels.",
			"Cancelled, nothing changed.",
			"Game over. White wins: second illegal move.",
			"help illegal", "arbiter illegal white or black [press]: A completed illegal move by the side named: the first gives his opponent time, the second, after a question, loses (Article 7.5); with press, his press without a move that the arbiter log keeps (7.5.3)."},
		{"de", "schiedsrichter regelwidrig schwarz", "ja",
			"Erster regelwidriger Zug von Schwarz (ohne Uhr keine Zeitstrafe).",
			"Schiedsrichter: den zweiten regelwidrigen Zug von Schwarz festhalten? Er beendet die Partie (Artikel 7.5.5). Mit ja bestätigen; alles andere bricht ab.",
			"Abgebrochen, nichts geändert.",
			"Partie beendet. Weiß gewinnt: zweiter regelwidriger Zug.",
			"hilfe regelwidrig", "schiedsrichter regelwidrig weiß oder schwarz [drücken]: Ein abgeschlossener regelwidriger Zug der genannten Seite: der erste gibt ihrem Gegner Zeit, der zweite verliert nach einer Rückfrage (Artikel 7.5); mit drücken ihr Uhrdruck ohne Zug, den das Schiedsrichterprotokoll festhält (7.5.3)."},
		{"cs", "rozhodčí nemožný černý", "ano",
			"Černý: první nemožný tah (bez hodin bez trestu).",
			"Rozhodčí: zapsat druhý nemožný tah černého? Partie tím končí (článek 7.5.5). Potvrďte slovem ano; cokoli jiného zruší.",
			"Zrušeno, nic se nezměnilo.",
			"Konec partie. Bílý vyhrává: druhý nemožný tah.",
			"nápověda nemožný", "rozhodčí nemožný bílý nebo černý [stisk]: Dokončený nemožný tah jmenované strany: první dá jejímu soupeři čas, druhý po otázce prohrává (článek 7.5); se slovem stisk její stisk hodin bez tahu zapsaný v protokolu rozhodčího (7.5.3)."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang }))
			typed(tb, "e4", "e5")
			if got := helpTexts(typed(tb, tt.help)); !slices.Equal(got, []string{tt.helpLine}) {
				t.Errorf("%s: got %q, want %q", tt.help, got, tt.helpLine)
			}
			steps := []struct {
				line string
				want []string
			}{
				{tt.cmd, []string{tt.first}},
				{tt.cmd, []string{tt.question}},
				{"e4", []string{tt.cancelled}},
				{tt.cmd, []string{tt.question}},
				{tt.yes, []string{tt.over}},
			}
			for i, st := range steps {
				if got := texts(typed(tb, st.line)); !slices.Equal(got, st.want) {
					t.Errorf("step %d %q: got %q, want %q", i, st.line, got, st.want)
				}
				if i == 2 && (tb.Over() || tb.sideToMove() != rules.White) {
					t.Errorf("after the cancelled question: over %v, %v to move", tb.Over(), tb.sideToMove())
				}
			}
			if !tb.Over() {
				t.Error("the game goes on after the confirmed second illegal move")
			}
		})
	}
}

// TestForeignPieceLetterSaysWhichLettersTheSessionReads: a move written
// with a piece letter of another language that the session does not read
// (Jf3, the Czech knight, in a German or English session; Ta3, the
// German rook, in a Czech one) is answered with the letters the session
// reads, in casual and tournament play, and changes nothing; a letter the
// session reads, a pawn's file and text that is no move in any language
// keep their answers.
func TestForeignPieceLetterSaysWhichLettersTheSessionReads(t *testing.T) {
	const (
		en = "is no piece letter here; write the pieces as K Q R B N (king, queen, rook, bishop, knight)."
		de = "ist hier kein Figurenbuchstabe; die Figuren heißen K D T L S (König, Dame, Turm, Läufer, Springer) oder englisch K Q R B N."
		cs = "tu není písmeno kamene; kameny se píší K D V S J (král, dáma, věž, střelec, jezdec) nebo anglicky K Q R B N."
	)
	tests := []struct {
		lang, line, want string
	}{
		{"en", "Jf3", "Jf3: J " + en},
		{"en", "Sf3", "Sf3: S " + en},
		{"en", "Dxd8", "Dxd8: D " + en},
		{"de", "Jf3", "Jf3: J " + de},
		{"de", "jf3", "jf3: J " + de},
		{"de", "Vxa3", "Vxa3: V " + de},
		{"cs", "Ta3", "Ta3: T " + cs},
		{"cs", "Lc4", "Lc4: L " + cs},
		{"en", "e8D", "e8D: D " + en},
		{"en", "e8=V+", "e8=V+: V " + en},
		{"cs", "e8T", "e8T: T " + cs},
		{"en", "Ja9", "Not understood: Ja9. Type a move or a command; help lists them."},
		{"de", "Turm", "Nicht verstanden: Turm. Zug oder Befehl eingeben, Hilfe mit hilfe."},
	}
	for _, tt := range tests {
		for _, casual := range []bool{true, false} {
			s := tournament(func(s *Setup) { s.Lang = tt.lang })
			if casual {
				s = setup(func(s *Setup) { s.Lang = tt.lang })
			}
			tb := newTable(t, s)
			if got := texts(typed(tb, tt.line)); !slices.Equal(got, []string{tt.want}) {
				t.Errorf("%s %q (casual %v): got %q, want %q", tt.lang, tt.line, casual, got, tt.want)
			}
			if n := len(tb.sheet); n != 0 {
				t.Errorf("%s %q: %d moves on the sheet, want none", tt.lang, tt.line, n)
			}
		}
	}
}

// helpTexts returns the texts of all outputs that have one (help is an
// info, not an announcement).
func helpTexts(outs []Output) []string {
	var s []string
	for _, o := range outs {
		if o.Say.Text != "" {
			s = append(s, o.Say.Text)
		}
	}
	return s
}

// TestArbiterTimeRefusesANegativeTimeWithoutOfferingOne: arbiter time
// SIDE -1m is refused with examples of a time to set and the command that
// takes time away (the examples of add offered the -1m just refused), in
// each language, and changes nothing; arbiter add keeps its examples.
func TestArbiterTimeRefusesANegativeTimeWithoutOfferingOne(t *testing.T) {
	tests := []struct{ lang, line, want string }{
		{"en", "arbiter time white -1m", `Time "-1m": arbiter time sets the time on the clock, for example 1:30:00, 5:00, 90m or 2m30s; arbiter add SIDE -1m takes time away.`},
		{"de", "schiedsrichter zeit weiß -1m", `Zeit "-1m": schiedsrichter zeit setzt die Zeit der Uhr, zum Beispiel 1:30:00, 5:00, 90m oder 2m30s; schiedsrichter geben SEITE -1m zieht Zeit ab.`},
		{"cs", "rozhodčí čas bílý -1m", `Čas "-1m": rozhodčí čas nastaví čas na hodinách, například 1:30:00, 5:00, 90m nebo 2m30s; rozhodčí přidat STRANA -1m čas ubere.`},
		{"cs", "rozhodčí čas bílý abc", `Čas "abc": rozhodčí čas nastaví čas na hodinách, například 1:30:00, 5:00, 90m nebo 2m30s; rozhodčí přidat STRANA -1m čas ubere.`},
		{"en", "arbiter add white 2x", `Time "2x": type for example 1:30:00, 5:00, 90m, 2m30s or -1m.`},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tt.lang, "90+30" }))
		typed(tb, "start")
		before := tb.clk.Remaining(side(rules.White), instant(tb.Now()))
		if got := texts(typed(tb, tt.line)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.line, got, tt.want)
		}
		if now := tb.clk.Remaining(side(rules.White), instant(tb.Now())); now != before-time.Second {
			t.Errorf("%s %q: White's time %v, want %v (a second run down, nothing set)", tt.lang, tt.line, now, before-time.Second)
		}
	}
}

// TestClaimWhileTheMoveWaitsForItsPressSaysWhoMayClaim: a journal
// written before the late press (Setup.LatePress false) replays as it was
// played: a claim without a move while the last move waited for its
// press was refused with who may claim: the opponent after the press, or
// the mover with his move taken back and written with the claim
// (9.2.1.1); in each language, and nothing changed. A new game takes the
// claim as the claim of the side having the move
// (TestArticle9_2ClaimBeforeTheMoversPress).
func TestClaimWhileTheMoveWaitsForItsPressSaysWhoMayClaim(t *testing.T) {
	tests := []struct{ lang, claim, want string }{
		{"en", "claim", "Black has not pressed the clock yet: after the press White has the move and may claim. To claim with the move knight Gustav eight instead, take it back (undo) and type claim with it (Articles 6.2, 9.2)."},
		{"de", "reklamieren", "Schwarz hat die Uhr noch nicht gedrückt: nach dem Druck ist Weiß am Zug und darf reklamieren. Um stattdessen mit dem Zug Springer Gustav acht zu reklamieren, ihn zurücknehmen (rückgängig) und reklamieren mit dem Zug eingeben (Artikel 6.2, 9.2)."},
		{"cs", "reklamovat", "Černý ještě nestiskl hodiny: po stisku je na tahu bílý a může reklamovat. Chcete-li místo toho reklamovat s tahem jezdec Gustav osm, vezměte ho zpět (zpět) a napište reklamovat s tímto tahem (články 6.2, 9.2)."},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Time, s.LatePress = tt.lang, "90+30", false
			s.Style = map[string]string{"en": "annexd-en", "de": "annexd", "cs": "cs"}[tt.lang]
		}))
		typed(tb, "start", "Nf3", "p", "Nf6", "p", "Ng1", "p", "Ng8")
		if got := texts(typed(tb, tt.claim)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
		if tb.claimWaits != nil || tb.pendingEntry() == nil || tb.clk.Status() != clock.Running {
			t.Errorf("%s: the refused claim changed the game: claim %v, pending %v, clock %v", tt.lang, tb.claimWaits, tb.pendingEntry(), tb.clk.Status())
		}
	}
}

// TestArbiterCompareWritesTheMovesInTheSessionsLetters: arbiter compare
// names the moves where the scoresheets part in the letters the arbiter
// reads in the session (Sc6 in German, Jc6 in Czech), not PGN's English
// ones, whatever letters the sighted player's sheet was typed in.
func TestArbiterCompareWritesTheMovesInTheSessionsLetters(t *testing.T) {
	tests := []struct{ lang, compare, want string }{
		{"en", "arbiter compare 1. e4 e5 2. Sf3 Sf6", "The scoresheets part at move 2, Black: here Nc6, on the sighted player's Nf6. The last move they agree on: move 2, White, Nf3. Take the game back with: arbiter retrace 2 white"},
		{"de", "schiedsrichter vergleichen 1. e4 e5 2. Nf3 Nf6", "Die Partieformulare weichen ab bei Zug 2, Schwarz: hier Sc6, beim sehenden Spieler Sf6. Zuletzt übereinstimmend: Zug 2, Weiß, Sf3. Zurücknehmen mit: schiedsrichter zurücksetzen 2 weiß"},
		{"cs", "rozhodčí porovnat 1. e4 e5 2. Jf3 Jf6", "Záznamy se rozcházejí u tahu 2 černého: zde Jc6, u vidícího hráče Jf6. Poslední shoda: tah 2 bílého, Jf3. Vrátit partii: rozhodčí návrat 2 bílý"},
		{"de", "schiedsrichter vergleichen e4 e5 Sf3", "Das Partieformular des sehenden Spielers endet nach Zug 2, Weiß, Sf3; bis dahin stimmen beide überein. Es fehlen: Zug 2, Schwarz, Sc6; Zug 3, Weiß, Lb5."},
		{"cs", "rozhodčí porovnat e4 e5 Jf3 Jc6 Sb5", "Oba záznamy souhlasí: 5 půltahů, poslední tah 3 bílého, Sb5. Partie je správně; chybně je provedena ta šachovnice, která se liší."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang }))
		typed(tb, "e4", "e5", "Nf3", "Nc6", "Bb5")
		if got := texts(typed(tb, tt.compare)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s %q:\ngot  %q\nwant %q", tt.lang, tt.compare, got, tt.want)
		}
	}
}

// TestArbiterCommandWithoutArbiterSaysTheLineToType: one of the arbiter's
// commands typed without "arbiter" before it (an assistant's "takeback")
// is answered with the line to type in the session's words, and changes
// nothing; a word that is also a player's command keeps its meaning.
func TestArbiterCommandWithoutArbiterSaysTheLineToType(t *testing.T) {
	tests := []struct{ lang, line, want string }{
		{"en", "takeback", "takeback is one of the arbiter's commands: type arbiter takeback."},
		{"en", "penalty black", "penalty is one of the arbiter's commands: type arbiter penalty black."},
		{"de", "zurücknehmen", "zurücknehmen ist ein Befehl des Schiedsrichters: schiedsrichter zurücknehmen eingeben."},
		{"de", "strafe schwarz", "strafe ist ein Befehl des Schiedsrichters: schiedsrichter strafe schwarz eingeben."},
		{"cs", "vrátit", "vrátit je příkaz rozhodčího: napište rozhodčí vrátit."},
		{"cs", "návrat 1", "návrat je příkaz rozhodčího: napište rozhodčí návrat 1."},
		{"en", "moves", "Zero moves, forty moves to the time control"},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Time = tt.lang, "40/90+30" }))
		typed(tb, "e4")
		if got := texts(typed(tb, tt.line)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.line, got, tt.want)
		}
		if n := len(tb.sheet); n != 1 {
			t.Errorf("%s %q: %d moves on the sheet, want 1", tt.lang, tt.line, n)
		}
	}
}

// TestResumeAsksAgainTheQuestionThatWaited: a game resumed while a
// question waited for its answer (the program killed after "arbiter
// illegal black" asked) asks it again, last, so that the answer typed
// next answers the question just read; yes then carries it out, and any
// other line cancels it.
func TestResumeAsksAgainTheQuestionThatWaited(t *testing.T) {
	tests := []struct{ lang, illegal, answer, question, after string }{
		{"en", "arbiter illegal black", "yes",
			"Arbiter: record Black's second illegal move? It ends the game (Article 7.5.5). Answer yes to confirm; anything else cancels.",
			"Game over. White wins: second illegal move."},
		{"de", "schiedsrichter regelwidrig schwarz", "e4",
			"Schiedsrichter: den zweiten regelwidrigen Zug von Schwarz festhalten? Er beendet die Partie (Artikel 7.5.5). Mit ja bestätigen; alles andere bricht ab.",
			"Abgebrochen, nichts geändert."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang }))
		typed(tb, "e4", "e5", tt.illegal, tt.illegal)
		out := texts(tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceSystem, Text: InputResumed}))
		if len(out) == 0 || out[len(out)-1] != tt.question {
			t.Errorf("%s: resumed with %q, want the question last: %q", tt.lang, out, tt.question)
		}
		if got := texts(typed(tb, tt.answer)); !slices.Equal(got, []string{tt.after}) {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.answer, got, tt.after)
		}
	}
}

// TestUnknownArbiterCommandIsNamed: a word after arbiter that is no
// arbiter command is named, with where all of them are explained, in each
// language (the usage line named only some of them, and not the word).
func TestUnknownArbiterCommandIsNamed(t *testing.T) {
	tests := []struct{ lang, line, want string }{
		{"en", "arbiter foo", `"foo" is no arbiter command; help arbiter lists them all.`},
		{"de", "schiedsrichter foo weiß", `"foo" ist kein Befehl des Schiedsrichters; hilfe schiedsrichter nennt alle.`},
		{"cs", "rozhodčí foo", `"foo" není příkaz rozhodčího; nápověda rozhodčí vypíše všechny.`},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang }))
		if got := texts(typed(tb, tt.line)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.line, got, tt.want)
		}
	}
}
