package main

import (
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
			"Nejednoznačné: Nd2. Myslíte Jezdec Bella David dva nebo Jezdec Felix David dva?",
			"Ambiguous: Nd2. Do you mean Knight Bella David two or Knight Felix David two?"},
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
