package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIllegalMoveInTheSessionLanguage: a move the Laws refuse, typed in a
// casual play --script session, is answered with its cause in the
// session's language, for every cause the rules name; in tournament play
// (no reasons, FIDE 11.3) only that it is illegal and who is to move.
func TestIllegalMoveInTheSessionLanguage(t *testing.T) {
	cases := []struct {
		name, fen, move string
		de, cs, en      string
	}{
		{"no piece", "", "a3a4",
			"Unmöglicher Zug: a3a4. Auf a3 steht keine Figur. Weiß am Zug.",
			"Nemožný tah: a3a4. Na a3 nestojí žádná figura. Bílý na tahu.",
			"Illegal move: a3a4. There is no piece on a3. White to move."},
		{"wrong side", "", "e7e5",
			"Unmöglicher Zug: e7e5. Die Figur auf e7 gehört dem Gegner. Weiß am Zug.",
			"Nemožný tah: e7e5. Figura na e7 patří soupeři. Bílý na tahu.",
			"Illegal move: e7e5. The piece on e7 is the opponent's. White to move."},
		{"other piece", "", "Ne2e4",
			"Unmöglicher Zug: Ne2e4. Auf e2 steht eine andere Figur. Weiß am Zug.",
			"Nemožný tah: Ne2e4. Na e2 stojí jiná figura. Bílý na tahu.",
			"Illegal move: Ne2e4. Another piece stands on e2. White to move."},
		{"blocked", "", "Nf4",
			"Unmöglicher Zug: Nf4. Keine solche Figur kann f4 erreichen. Weiß am Zug.",
			"Nemožný tah: Nf4. Žádná taková figura se nedostane na f4. Bílý na tahu.",
			"Illegal move: Nf4. No such piece can reach f4. White to move."},
		{"leaves the king in check", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "Bd3",
			"Unmöglicher Zug: Bd3, der König stünde im Schach.",
			"Nemožný tah: Bd3, král by byl v šachu.",
			"Illegal move: Bd3 would leave the king in check."},
		{"castling blocked", "", "O-O",
			"Unmöglicher Zug: O-O. Zwischen König und Turm müssen die Felder frei sein. Weiß am Zug.",
			"Nemožný tah: O-O. Pole mezi králem a věží musí být volná. Bílý na tahu.",
			"Illegal move: O-O. The squares between king and rook must be empty. White to move."},
		{"castling in check", "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", "O-O",
			"Unmöglicher Zug: O-O. Im Schach darf nicht rochiert werden. Weiß am Zug.",
			"Nemožný tah: O-O. V šachu se rošovat nesmí. Bílý na tahu.",
			"Illegal move: O-O. Castling is not allowed while in check. White to move."},
		{"no castling right", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O",
			"Unmöglicher Zug: O-O. Kein Rochaderecht auf dieser Seite: König oder Turm hat schon gezogen. Weiß am Zug.",
			"Nemožný tah: O-O. Na tuto stranu nelze rošovat: král nebo ta věž už táhli. Bílý na tahu.",
			"Illegal move: O-O. No right to castle on this side: the king or that rook has moved. White to move."},
		{"castling through check", "3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O",
			"Unmöglicher Zug: O-O-O. Der König darf nicht über ein angegriffenes Feld rochieren, und d1 ist angegriffen. Weiß am Zug.",
			"Nemožný tah: O-O-O. Král nesmí rošovat přes napadené pole a d1 je napadené. Bílý na tahu.",
			"Illegal move: O-O-O. The king may not castle through an attacked square, and d1 is attacked. White to move."},
		{"bad promotion", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e3=Q",
			"Unmöglicher Zug: e3=Q. Ein Bauer wandelt sich nur auf der letzten Reihe um. Weiß am Zug.",
			"Nemožný tah: e3=Q. Pěšec se promění jen na poslední řadě. Bílý na tahu.",
			"Illegal move: e3=Q. A pawn promotes only on the last rank. White to move."},
		{"ambiguous", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2",
			"Mehrdeutig: Nd2. Gemeint: Springer Bella David zwei oder Springer Felix David zwei?",
			"Nejednoznačné: Nd2. Myslíte jezdec Bella David dva nebo jezdec Felix David dva?",
			"Ambiguous: Nd2. Do you mean knight Bella David two or knight Felix David two?"},
	}
	for _, c := range cases {
		for _, l := range []struct{ code, want, tournament string }{
			{"de", c.de, "Unmöglicher Zug: " + c.move + ". Weiß am Zug."},
			{"cs", c.cs, "Nemožný tah: " + c.move + ". Bílý na tahu."},
			{"en", c.en, "Illegal move: " + c.move + ". White to move."},
		} {
			for _, casual := range []bool{true, false} {
				args := []string{"play", "--lang", l.code, "--script", "-", "--virtual", "--journal", filepath.Join(t.TempDir(), "g.journal")}
				if c.fen != "" {
					args = append(args, "--fen", c.fen)
				}
				want := l.want
				if casual {
					args = append(args, "--casual")
				} else if c.name == "ambiguous" {
					want = map[string]string{"de": "Mehrdeutig: Nd2; Linie oder Reihe der ziehenden Figur nennen.",
						"cs": "Nejednoznačné: Nd2; uveďte sloupec nebo řadu, odkud figura táhne.",
						"en": "Ambiguous: Nd2; name the file or rank the piece comes from."}[l.code]
				} else {
					want = l.tournament
				}
				code, out, errOut := runCLI(t, "0 "+c.move+"\n1 quit\n", args...)
				lines := strings.Split(out, "\n")
				if code != 0 || len(lines) < 3 || lines[2] != want {
					t.Errorf("%s, %s, casual %v: exit %d, third line %q, want %q\n%s%s", c.name, l.code, casual, code, line(lines, 2), want, out, errOut)
				}
			}
		}
	}
}

// line returns line i of lines, or "" when there are fewer.
func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}

// TestIllegalMoveOfPositionAndSayInTheLanguage: position and say refuse
// a move with the rules' reason in the language of --lang, with the
// square, the piece and the side in its words; a move after the end names
// the outcome in that language.
func TestIllegalMoveOfPositionAndSayInTheLanguage(t *testing.T) {
	pinned := []string{"--fen", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "--moves"}
	game := "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nd4 c3 b5 Bf1 Nxd5 cxd4 Qxg5 Bxb5 Kd8 Qe2 Bd6 O-O Rb8 Ba6 Rb6 Bd3 Bb7 Qe4 f5 Qxf5 Qxf5 Bxf5 Nf4 Bd3 Nxd3 Nc3 e4 f3 exd3 fxe4"
	cases := []struct {
		args       []string
		de, cs, en string
	}{
		{append([]string{"position"}, append(pinned, "Lc4")...),
			"blindchess: Zug 1. Lc4: unmöglicher Zug \"Lc4\": der Zug setzt den weißen König ins Schach (der Läufer auf e2 ist gefesselt)",
			"blindchess: tah 1. Lc4: \"Lc4\" není tah: \"L\" není písmeno figury (písmena v češtině: K D V S J; pěšec písmeno nemá)",
			"blindchess: move 1. Lc4: \"Lc4\" is not a move: \"L\" is not a piece letter (English letters are K Q R B N; a pawn has no letter)"},
		{append([]string{"position"}, append(pinned, "Bd3")...),
			"blindchess: Zug 1. Bd3: unmöglicher Zug \"Bd3\": der Zug setzt den weißen König ins Schach (der Läufer auf e2 ist gefesselt)",
			"blindchess: tah 1. Bd3: nemožný tah \"Bd3\": tah by vystavil bílého krále šachu (střelec na e2 je ve vazbě)",
			"blindchess: move 1. Bd3: illegal move \"Bd3\": it leaves the white king in check (the bishop on e2 is pinned)"},
		{[]string{"position", "--moves", "e4 e5 O-O"},
			"blindchess: Zug 2. O-O: unmöglicher Zug \"O-O\": um kurz (O-O) zu rochieren, müssen die Felder zwischen König und Turm frei sein, aber f1 und g1 sind besetzt",
			"blindchess: tah 2. O-O: nemožný tah \"O-O\": pro krátkou rošádu (O-O) musí být pole mezi králem a věží volná, ale f1 a g1 jsou obsazená",
			"blindchess: move 2. O-O: illegal move \"O-O\": to castle kingside (O-O) the squares between king and rook must be empty, but f1 and g1 are occupied"},
		{[]string{"position", "--moves", game},
			"blindchess: Zug 19... exd3: unmöglicher Zug \"exd3\": kein Bauer auf der e-Linie kann d3 erreichen (dort steht schon ein schwarzer Stein: Springer)",
			"blindchess: tah 19... exd3: nemožný tah \"exd3\": žádný pěšec ze sloupce e nemůže táhnout na d3 (už tam stojí černá figura: jezdec)",
			"blindchess: move 19... exd3: illegal move \"exd3\": no pawn on the e-file can reach d3 (a black knight stands there)"},
		{[]string{"position", "--moves", "a3a4"},
			"blindchess: Zug 1. a3a4: unmöglicher Zug \"a3a4\": auf a3 steht keine Figur",
			"blindchess: tah 1. a3a4: nemožný tah \"a3a4\": na a3 nestojí žádná figura",
			"blindchess: move 1. a3a4: illegal move \"a3a4\": there is no piece on a3"},
		{[]string{"position", "--moves", "e7e5"},
			"blindchess: Zug 1. e7e5: unmöglicher Zug \"e7e5\": der Bauer auf e7 gehört Schwarz, und Weiß ist am Zug",
			"blindchess: tah 1. e7e5: nemožný tah \"e7e5\": pěšec na e7 patří černému a na tahu je bílý",
			"blindchess: move 1. e7e5: illegal move \"e7e5\": the pawn on e7 is black, and it is white's move"},
		{[]string{"position", "--fen", "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", "--moves", "O-O"},
			"blindchess: Zug 1. O-O: unmöglicher Zug \"O-O\": Weiß darf im Schach nicht rochieren",
			"blindchess: tah 1. O-O: nemožný tah \"O-O\": bílý nesmí v šachu rošovat",
			"blindchess: move 1. O-O: illegal move \"O-O\": white may not castle while in check"},
		{[]string{"position", "--fen", "3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", "--moves", "O-O-O"},
			"blindchess: Zug 1. O-O-O: unmöglicher Zug \"O-O-O\": der König darf nicht über ein angegriffenes Feld oder ins Schach rochieren, und d1 ist angegriffen (der König geht auf die c-Linie)",
			"blindchess: tah 1. O-O-O: nemožný tah \"O-O-O\": král nesmí rošovat přes napadené pole ani do šachu a d1 je napadené (král jde na sloupec c)",
			"blindchess: move 1. O-O-O: illegal move \"O-O-O\": the king may not castle through or into check, and d1 is attacked (the king goes to the c-file)"},
		{[]string{"position", "--fen", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "--moves", "O-O"},
			"blindchess: Zug 1. O-O: unmöglicher Zug \"O-O\": Weiß darf nicht mehr kurz (O-O) rochieren: der König oder dieser Turm hat schon gezogen",
			"blindchess: tah 1. O-O: nemožný tah \"O-O\": bílý už nemá právo na krátkou rošádu (O-O): král nebo ta věž už táhli",
			"blindchess: move 1. O-O: illegal move \"O-O\": white has no right to castle kingside (O-O): the king or that rook has moved"},
		{[]string{"position", "--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "--moves", "e3=Q"},
			"blindchess: Zug 1. e3=Q: unmöglicher Zug \"e3=Q\": ein Bauer wird nur auf der 8. Reihe umgewandelt, nicht auf e3",
			"blindchess: tah 1. e3=Q: nemožný tah \"e3=Q\": pěšec se promění jen na 8. řadě, ne na e3",
			"blindchess: move 1. e3=Q: illegal move \"e3=Q\": a pawn promotes only on rank 8, not on e3"},
		{[]string{"position", "--fen", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "--moves", "Nd2"},
			"blindchess: Zug 1. Nd2: Nd2 ist mehrdeutig: Nbd2 oder Nfd2",
			"blindchess: tah 1. Nd2: Nd2 je nejednoznačné: Nbd2 nebo Nfd2",
			"blindchess: move 1. Nd2: Nd2 is ambiguous: Nbd2 or Nfd2"},
		{[]string{"say", "e4", "e5", "Qf3", "Nc6", "Bc4", "d6", "Qxf7", "Kd7"},
			"blindchess: Zug \"Kd7\" kann nicht angesagt werden: die Partie ist bereits beendet (1-0, Weiß gewinnt: Matt (Artikel 5.1.1))",
			"blindchess: tah \"Kd7\" nelze ohlásit: partie už skončila (1-0, vyhrává bílý: mat (článek 5.1.1))",
			"blindchess: move \"Kd7\" cannot be said: the game is already over (1-0, white wins by checkmate (Article 5.1.1))"},
		{[]string{"say", "d4", "Sd6"},
			"blindchess: Zug 1... Sd6: unmöglicher Zug \"Sd6\": kein Läufer oder Springer kann d6 erreichen",
			"blindchess: tah 1... Sd6: nemožný tah \"Sd6\": žádný střelec ani jezdec nemůže táhnout na d6",
			"blindchess: move 1... Sd6: illegal move \"Sd6\": no bishop or knight can reach d6"},
		{[]string{"say", "e4", "e7e5", "Ke2", "Ke3"},
			"blindchess: Zug 2... Ke3: unmöglicher Zug \"Ke3\": der schwarze König kann e3 nicht erreichen",
			"blindchess: tah 2... Ke3: nemožný tah \"Ke3\": černý král nemůže táhnout na e3",
			"blindchess: move 2... Ke3: illegal move \"Ke3\": the black king cannot reach e3"},
	}
	for _, c := range cases {
		for _, l := range []struct{ code, want string }{{"de", c.de}, {"cs", c.cs}, {"en", c.en}} {
			args := append([]string{c.args[0], "--lang", l.code}, c.args[1:]...)
			code, out, errOut := runCLI(t, "", args...)
			if code != 2 || strings.TrimSpace(errOut) != l.want {
				t.Errorf("%v: exit %d, stderr\n%s\nwant\n%s\n%s", args, code, errOut, l.want, out)
			}
		}
	}
}

// brokenPGN has a game of each kind of fault: a stray character in the
// movetext, a tag value not closed, an illegal move and a comment never
// closed.
const brokenPGN = "[Event \"T\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 <Nc6 1-0\n\n" +
	"[Event \"U\"]\n[White \"Cora\n\n1. d4 *\n\n" +
	"[White \"D\"]\n[Black \"E\"]\n\n1. e4 e5 2. Ke3 *\n\n" +
	"[White \"F\"]\n[Black \"G\"]\n\n1. e4 {oops\n"

// TestPgnCheckSyntaxErrorsInTheLanguage: pgn check --lang names the
// syntax errors of a broken file in that language, with line and column,
// and the illegal move with the rules' reason in it.
func TestPgnCheckSyntaxErrorsInTheLanguage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "broken.pgn")
	if err := os.WriteFile(file, []byte(brokenPGN), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"de": {
			"Partie 1 (Anna - Bert), Zeile 5, Spalte 17, nach 2. Nf3: unerwartet in der Zugfolge: '<'",
			"Partie 2 (Weiß - Schwarz), Zeile 8, Spalte 13: Tag White: der Wert wird auf seiner Zeile nicht mit einem doppelten Anführungszeichen geschlossen",
			"Partie 3 (D - E): Warnung: es fehlen Tags der Seven Tag Roster: Event, Site, Date, Round, Result",
			"Partie 3 (D - E), Zeile 15, Zug 2. Ke3: unmöglicher Zug \"Ke3\": der weiße König kann e3 nicht erreichen",
			"Partie 4 (F - G), Zeile 21, Spalte 1, nach 1. e4: der mit { auf Zeile 20 geöffnete Kommentar wird nicht mit } geschlossen",
			"4 Partien: 0 gültig, 4 ungültig",
		},
		"cs": {
			"partie 1 (Anna - Bert), řádek 5, sloupec 17, po 2. Nf3: v zápisu tahů je neočekávaně '<'",
			"partie 2 (bílý - černý), řádek 8, sloupec 13: tag White: hodnota není na svém řádku uzavřena dvojitou uvozovkou",
			"partie 3 (D - E): varování: chybí tagy Seven Tag Roster: Event, Site, Date, Round, Result",
			"partie 3 (D - E), řádek 15, tah 2. Ke3: nemožný tah \"Ke3\": bílý král nemůže táhnout na e3",
			"partie 4 (F - G), řádek 21, sloupec 1, po 1. e4: komentář otevřený znakem { na řádku 20 není uzavřen znakem }",
			"4 partie: 0 platných, 4 neplatné",
		},
		"en": {
			"game 1 (Anna - Bert), line 5, column 17, after 2. Nf3: unexpected '<' in the movetext",
			"game 2 (White - Black), line 8, column 13: tag White: the value is not closed by a double quote on its line",
			"game 3 (D - E): warning: missing tags of the Seven Tag Roster: Event, Site, Date, Round, Result",
			"game 3 (D - E), line 15, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3",
			"game 4 (F - G), line 21, column 1, after 1. e4: the comment opened with { on line 20 is not closed with }",
			"4 games: 0 valid, 4 invalid",
		},
	}
	for lang, lines := range want {
		code, out, errOut := runCLI(t, "", "pgn", "check", "--lang", lang, file)
		var expect strings.Builder
		for _, l := range lines {
			expect.WriteString(file + ": " + l + "\n")
		}
		if code != 1 || out != expect.String() {
			t.Errorf("pgn check --lang %s: exit %d, stdout\n%s\nwant\n%s\nstderr %s", lang, code, out, expect.String(), errOut)
		}
	}
	if code, _, errOut := runCLI(t, "", "pgn", "check", "--lang", "xx", file); code != 2 || !strings.Contains(errOut, `"xx"`) {
		t.Errorf("pgn check --lang xx: exit %d, stderr %q; want 2 and the language named", code, errOut)
	}
}

// TestSayDidYouMeanInTheLanguage: words that are no legal move are
// answered with the closest legal moves in the session's language, the
// moves in the words of its style.
func TestSayDidYouMeanInTheLanguage(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"say", "--lang", "de", "--style", "annexd", "springer felix vier"},
			`blindchess: Zug 1. springer felix vier: "springer felix vier" ist hier kein möglicher Zug; meinten Sie Springer Felix drei oder Felix vier?`},
		{[]string{"say", "--lang", "cs", "--style", "cs", "jezdec felix čtyři"},
			`blindchess: tah 1. jezdec felix čtyři: "jezdec felix čtyři" tady není možný tah; mysleli jste jezdec Felix tři nebo Felix čtyři?`},
		{[]string{"say", "--lang", "cs", "--style", "cs", "--fen", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "jezdec david dva"},
			`blindchess: tah 1. jezdec david dva: "jezdec david dva" je nejednoznačné: jezdec Bella David dva nebo jezdec Felix David dva`},
		{[]string{"say", "--lang", "en", "--style", "annexd-en", "knight felix four"},
			`blindchess: move 1. knight felix four: "knight felix four" is not a legal move here; did you mean knight Felix three or Felix four?`},
	}
	for _, c := range cases {
		code, _, errOut := runCLI(t, "", c.args...)
		if code != 2 || strings.TrimSpace(errOut) != c.want {
			t.Errorf("%v: exit %d, stderr\n%s\nwant\n%s", c.args, code, errOut, c.want)
		}
	}
}

// TestPgnCheckUTF16InTheLanguage: a UTF-16 file without its byte order
// mark is refused with what to do, in the language of --lang (one with
// the mark is read: TestPgnCheckMalformed).
func TestPgnCheckUTF16InTheLanguage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "u16.pgn")
	if err := os.WriteFile(file, []byte(utf16LE("[Event \"Open\"]\r\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, want string }{
		{"de", file + ": kann nicht bis zum Ende gelesen werden: Lesen der PGN-Datei: die Datei ist UTF-16 ohne Bytereihenfolgemarke (jedes zweite Byte ist null); speichern Sie sie als UTF-8 und versuchen Sie es erneut\n"},
		{"cs", file + ": nelze přečíst do konce: čtení PGN: soubor je v UTF-16 bez značky pořadí bajtů (každý druhý bajt je nulový); uložte ho jako UTF-8 a zkuste to znovu\n"},
	} {
		_, out, _ := runCLI(t, "", "pgn", "check", "--lang", c.lang, file)
		if !strings.HasPrefix(out, c.want) {
			t.Errorf("--lang %s: stdout\n%s\nwant it to start with\n%s", c.lang, out, c.want)
		}
	}
}
