package table

import (
	"reflect"
	"testing"
)

// TestPastedMovesAreReadAsMeant: a move copied from a scoresheet, a PGN
// file or a page comes with its move number ("1. e4", "1... e5",
// "2.Nf3", "2… Nc6"), in quotes, or with a typographic dash or times
// sign ("Bf1–c4", "“Nf6”"); each is the move, said as any move is. A
// number that does not fit the game is refused with the game's move and
// side, and nothing is played ("1. e4" used to be refused as an illegal
// move, which it is not). In German, English and Czech, in tournament
// play.
func TestPastedMovesAreReadAsMeant(t *testing.T) {
	type step struct{ in, say string }
	cases := []struct {
		lang, style string
		steps       []step
	}{
		{"en", "annexd-en", []step{
			{"1. e4", "Eva four"},
			{"p", ""},
			{"1... e5", "Eva five"},
			{"p", ""},
			{"3. Nf3", "Wrong move number: 3. Nf3. The game is at move 2, White to move. Type the move without its number."},
			{"2... Nf3", "Wrong move number: 2... Nf3. The game is at move 2, White to move. Type the move without its number."},
			{"2.Ng1–f3", "Knight Felix three"},
			{"p", ""},
			{"2… “Nc6”", "Not understood: 2… “Nc6”. Type a move or a command; help lists them."},
			{"“Nc6”", "Knight Cesar six"},
			{"p", ""},
			{"3. Bf1—c4", "Bishop Cesar four"},
			{"p", ""},
			{"'Ng8-f6'", "Knight Felix six"},
		}},
		{"de", "annexd", []step{
			{"1.e4", "Eva vier"},
			{"p", ""},
			{"1. e5", "Falsche Zugnummer: 1. e5. Die Partie ist bei Zug 1, Schwarz am Zug. Den Zug ohne Nummer eingeben."},
			{"1. ... e5", "Eva fünf"},
			{"p", ""},
			{"„Sf3“", "Springer Felix drei"},
			{"p", ""},
			{"2...Sc6", "Springer Cesar sechs"},
			{"p", ""},
			{"3. Lf1–c4", "Läufer Cesar vier"},
		}},
		{"cs", "cs", []step{
			{"1. e4", "Eva čtyři"},
			{"p", ""},
			{"2... e5", "Špatné číslo tahu: 2... e5. Partie je u tahu 1, na tahu je černý. Zadejte tah bez čísla."},
			{"1… e5", "Eva pět"},
			{"p", ""},
			{"2. Jg1−f3", "Jezdec Felix tři"},
			{"p", ""},
			{"»Jc6«", "Jezdec Cesar šest"},
		}},
	}
	for _, tc := range cases {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		var got, want []string
		for _, st := range tc.steps {
			out := texts(typed(tb, st.in))
			if st.in == "p" {
				continue
			}
			got = append(got, st.in+" → "+first(out))
			want = append(want, st.in+" → "+st.say)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, want)
		}
	}
}

// first is the first of lines, or "" when there is none.
func first(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[0]
}

// TestPastedMovesOfAnOlderJournalReplayAsPlayed: a game set up before
// pasted moves were read (its journal has no pastedMoves) refuses such a
// line as it did then, so that its journal replays as it was played.
func TestPastedMovesOfAnOlderJournalReplayAsPlayed(t *testing.T) {
	raw, err := MarshalSetup(tournament(func(s *Setup) { s.Lang, s.Style = "en", "annexd-en" }))
	if err != nil {
		t.Fatal(err)
	}
	s, err := UnmarshalSetup(raw)
	if err != nil {
		t.Fatal(err)
	}
	if !s.PastedMoves {
		t.Fatalf("a new setup does not journal pastedMoves: %s", raw)
	}
	old, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd-en","lang":"en","setting":"tournament"}`))
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(t, old)
	got := texts(typed(tb, "1. e4", "Ng1–f3", "“e4”"))
	want := []string{
		"Illegal move: 1. e4. White to move.",
		"Not understood: Ng1–f3. Type a move or a command; help lists them.",
		"Not understood: “e4”. Type a move or a command; help lists them.",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("older journal:\n got %q\nwant %q", got, want)
	}
}

// TestMistypedCommandIsNamed: a command's name with one slip of the
// keyboard (a letter left out, one too many, one wrong, two swapped) is
// not carried out: the refusal names the line it may have meant, in the
// words typed, and nothing changes. A word near no command, or near two,
// keeps the plain refusal. In German, English and Czech.
func TestMistypedCommandIsNamed(t *testing.T) {
	cases := []struct {
		lang, style string
		lines       []string
		want        []string
	}{
		{"en", "annexd-en", []string{"hlep", "resgin white", "positon e4", "qiut", "xyzzy"}, []string{
			"Not understood: hlep. Did you mean help? Then type help.",
			"Not understood: resgin white. Did you mean resign white? Then type resign white.",
			"Not understood: positon e4. Did you mean position e4? Then type position e4.",
			"Not understood: qiut. Did you mean quit? Then type quit.",
			"Not understood: xyzzy. Type a move or a command; help lists them.",
		}},
		{"de", "annexd", []string{"aufgebn weiß", "hilef", "stellnug", "xyzzy"}, []string{
			"Nicht verstanden: aufgebn weiß. Gemeint: aufgeben weiß? Dann aufgeben weiß eingeben.",
			"Nicht verstanden: hilef. Gemeint: hilfe? Dann hilfe eingeben.",
			"Nicht verstanden: stellnug. Gemeint: stellung? Dann stellung eingeben.",
			"Nicht verstanden: xyzzy. Zug oder Befehl eingeben, Hilfe mit hilfe.",
		}},
		{"cs", "cs", []string{"vzdta bílý", "pozcie", "konce", "xyzzy"}, []string{
			"Nerozumím: vzdta bílý. Myslíte vzdat bílý? Pak napište vzdat bílý.",
			"Nerozumím: pozcie. Myslíte pozice? Pak napište pozice.",
			"Nerozumím: konce. Myslíte konec? Pak napište konec.",
			"Nerozumím: xyzzy. Zadejte tah nebo příkaz; nápověda je vypíše.",
		}},
	}
	for _, tc := range cases {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		out := typed(tb, tc.lines...)
		for _, o := range out {
			if o.Kind == KindQuit || o.Kind == KindResult || o.Kind == KindMove {
				t.Errorf("%s: a mistyped command was carried out: %+v", tc.lang, o)
			}
		}
		if got := texts(out); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
}

// TestOneSlip: what one slip of the keyboard is.
func TestOneSlip(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"hlep", "help", true}, {"hep", "help", true}, {"hellp", "help", true}, {"halp", "help", true},
		{"help", "help", false}, {"hpel", "help", false}, {"he", "help", false}, {"zpte", "zpět", false},
		{"vzdta", "vzdat", true}, {"čsa", "čas", true},
	}
	for _, tc := range tests {
		if got := oneSlip(tc.a, tc.b); got != tc.want {
			t.Errorf("oneSlip(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestPromotionWithoutItsPieceSaysToAddIt: a pawn's move to the last rank
// typed or said without the piece it becomes ("e8", "e7e8", "Eva acht")
// is refused with what to add, in tournament play too; it used to be told
// to name the file or rank of the moving piece (typed), or that the move
// was illegal (said), neither of which helps. In German, English and
// Czech.
func TestPromotionWithoutItsPieceSaysToAddIt(t *testing.T) {
	cases := []struct {
		lang, style string
		lines       []string
		want        []string
	}{
		{"en", "annexd-en", []string{"e8", "e7e8", "Eva eight", "e8Q"}, []string{
			"Ambiguous: e8; add the piece the pawn becomes: queen, rook, bishop or knight (Q, R, B, N).",
			"Ambiguous: e7e8; add the piece the pawn becomes: queen, rook, bishop or knight (Q, R, B, N).",
			"Ambiguous: Eva eight; add the piece the pawn becomes: queen, rook, bishop or knight (Q, R, B, N).",
			"Eva eight queen",
		}},
		{"de", "annexd", []string{"e8", "Eva acht", "e8D"}, []string{
			"Mehrdeutig: e8; die Figur dazu nennen, die der Bauer wird: Dame, Turm, Läufer oder Springer (D, T, L, S).",
			"Mehrdeutig: Eva acht; die Figur dazu nennen, die der Bauer wird: Dame, Turm, Läufer oder Springer (D, T, L, S).",
			"Eva acht Dame",
		}},
		{"cs", "cs", []string{"e8", "Eva osm", "e8V"}, []string{
			"Nejednoznačné: e8; doplňte kámen, kterým se pěšec stane: dáma, věž, střelec nebo jezdec (D, V, S, J).",
			"Nejednoznačné: Eva osm; doplňte kámen, kterým se pěšec stane: dáma, věž, střelec nebo jezdec (D, V, S, J).",
			"Eva osm věž",
		}},
	}
	for _, tc := range cases {
		tb := newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Style, s.FEN = tc.lang, tc.style, "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1"
		}))
		if got := texts(typed(tb, tc.lines...)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
}

// TestSeveralMovesOnOneLine: a line of several moves, as pasted from a
// scoresheet ("1. e4 e5 2. Nf3", "1.e4 e5", "Nf3 Nc6"), is refused with
// what to do, one move at a time, and nothing is played; it used to be
// "not understood" or an illegal move. Two bare squares stay the move
// from square to square they may be ("e2 e4"; "e7 e5" at White's move is
// illegal). In German, English and Czech.
func TestSeveralMovesOnOneLine(t *testing.T) {
	cases := []struct {
		lang, style string
		lines       []string
		want        []string
	}{
		{"en", "annexd-en", []string{"1. e4 e5 2. Nf3", "1.e4 e5", "Nf3 Nc6", "e7 e5", "e2 e4"}, []string{
			"Several moves on one line: 1. e4 e5 2. Nf3. Type one move at a time; nothing was played.",
			"Several moves on one line: 1.e4 e5. Type one move at a time; nothing was played.",
			"Several moves on one line: Nf3 Nc6. Type one move at a time; nothing was played.",
			"Illegal move: e7 e5. White to move.",
			"Eva four",
		}},
		{"de", "annexd", []string{"1. e4 e5 2. Sf3", "d4 d5 c4"}, []string{
			"Mehrere Züge in einer Zeile: 1. e4 e5 2. Sf3. Einen Zug nach dem anderen eingeben; nichts wurde gespielt.",
			"Mehrere Züge in einer Zeile: d4 d5 c4. Einen Zug nach dem anderen eingeben; nichts wurde gespielt.",
		}},
		{"cs", "cs", []string{"1. e4 e5 2. Jf3", "Jf3 Jc6"}, []string{
			"Několik tahů na jednom řádku: 1. e4 e5 2. Jf3. Zadávejte jeden tah po druhém; nic nebylo zahráno.",
			"Několik tahů na jednom řádku: Jf3 Jc6. Zadávejte jeden tah po druhém; nic nebylo zahráno.",
		}},
	}
	for _, tc := range cases {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		out := typed(tb, tc.lines...)
		if got := texts(out); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
}
