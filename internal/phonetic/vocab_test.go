package phonetic

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

func TestVocabularyComplete(t *testing.T) {
	for _, w := range Vocabulary() {
		e := vocab[w]
		if e.name == "" {
			t.Errorf("word %d has no name", w)
			continue
		}
		if e.unit != nil {
			for _, l := range []Lang{German, English, Czech} {
				for i := 0; i < 3; i++ {
					if e.unit.form(l, i) == "" {
						t.Errorf("%s: unit form %d missing in %s", e.name, i, l)
					}
				}
			}
			continue
		}
		if e.de == "" || e.en == "" || e.cs == "" {
			t.Errorf("%s: missing spelling de=%q en=%q cs=%q", e.name, e.de, e.en, e.cs)
		}
	}
}

// TestStyleWords: inside a line the pieces and castling are lower case in
// English and Czech (only the first word is capitalised), German nouns keep
// their capital.
func TestStyleWords(t *testing.T) {
	words := []Word{FileA, FileB, FileC, FileD, FileE, FileF, FileG, FileH}
	ranks := []Word{Rank1, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8}
	pieces := []Word{King, Queen, Rook, Bishop, Knight, Pawn}
	tests := []struct {
		style               Style
		files, ranks, piece string
		castles             string
	}{
		{AnnexD, "Anna Bella Cesar David Eva Felix Gustav Hector", "eins zwei drei vier fünf sechs sieben acht",
			"König Dame Turm Läufer Springer Bauer", "Kurze Rochade Lange Rochade"},
		{AnnexD.ASCII(), "Anna Bella Cesar David Eva Felix Gustav Hector", "eins zwei drei vier fuenf sechs sieben acht",
			"Koenig Dame Turm Laeufer Springer Bauer", "Kurze Rochade Lange Rochade"},
		{AnnexDEn, "Anna Bella Cesar David Eva Felix Gustav Hector", "one two three four five six seven eight",
			"King queen rook bishop knight pawn", "Short castling long castling"},
		{NATO, "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel", "one two three four five six seven eight",
			"King queen rook bishop knight pawn", "Short castling long castling"},
		{CzechStyle, "Anna Bella Cesar David Eva Felix Gustav Hector", "jedna dva tři čtyři pět šest sedm osm",
			"Král dáma věž střelec jezdec pěšec", "Krátká rošáda dlouhá rošáda"},
		{CzechStyle.ASCII(), "Anna Bella Cesar David Eva Felix Gustav Hector", "jedna dva tri ctyri pet sest sedm osm",
			"Kral dama vez strelec jezdec pesec", "Kratka rosada dlouha rosada"},
	}
	for _, tc := range tests {
		t.Run(tc.style.String(), func(t *testing.T) {
			if got := tc.style.Text(words); got != tc.files {
				t.Errorf("files: got %q, want %q", got, tc.files)
			}
			if got := tc.style.Text(ranks); got != tc.ranks {
				t.Errorf("ranks: got %q, want %q", got, tc.ranks)
			}
			if got := tc.style.Text(pieces); got != tc.piece {
				t.Errorf("pieces: got %q, want %q", got, tc.piece)
			}
			if got := tc.style.Text([]Word{CastleShort, CastleLong}); got != tc.castles {
				t.Errorf("castling: got %q, want %q", got, tc.castles)
			}
		})
	}
}

func TestMoveVocabulary(t *testing.T) {
	ws := []Word{Takes, Check, Mate, EnPassant, White, Black}
	tests := []struct {
		style Style
		want  string
	}{
		{AnnexD, "schlägt Schach Matt en passant Weiß Schwarz"},
		{AnnexD.ASCII(), "schlaegt Schach Matt en passant Weiss Schwarz"},
		{AnnexDEn, "takes check mate en passant White Black"},
		{NATO, "takes check mate en passant White Black"},
		{CzechStyle, "bere šach mat mimochodem bílý černý"},
	}
	for _, tc := range tests {
		if got := tc.style.Text(ws); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestPieceWordsAreLowerCaseInsideASentence: "White king Eva one, queen
// David one" in English, "Bílý král Eva jedna, dáma David jedna" in Czech,
// "Weiß König Eva eins, Dame David eins" in German; the first word keeps its
// capital, the speech spelling follows the text and the clip does not change.
func TestPieceWordsAreLowerCaseInsideASentence(t *testing.T) {
	ws := []Word{White, King, FileE, Rank1, Comma, Queen, FileD, Rank1, Comma, Black, Pawn}
	for _, tc := range []struct {
		style Style
		want  string
	}{
		{AnnexD, "Weiß König Eva eins, Dame David eins, Schwarz Bauer"},
		{AnnexDEn, "White king Eva one, queen David one, Black pawn"},
		{CzechStyle, "Bílý král Eva jedna, dáma David jedna, černý pěšec"},
		{CzechStyle.ASCII(), "Bily kral Eva jedna, dama David jedna, cerny pesec"},
	} {
		if got := tc.style.Text(ws); got != tc.want {
			t.Errorf("%s: Text = %q, want %q", tc.style, got, tc.want)
		}
		if got := tc.style.Say(ws); !tc.style.IsASCII() && got != tc.want {
			t.Errorf("%s: Say = %q, want %q", tc.style, got, tc.want)
		}
	}
	if got, want := CzechStyle.Tokens([]Word{White, Queen})[1].Clip, CzechStyle.Tokens([]Word{Queen})[0].Clip; got != want {
		t.Errorf("clip inside a sentence %q, at its start %q", got, want)
	}
	if got := AnnexDEn.Text([]Word{Knight, FileF, Rank3}); got != "Knight Felix three" {
		t.Errorf("a move starts with a capital: %q", got)
	}
}

func TestDuration(t *testing.T) {
	tests := []struct {
		d              time.Duration
		de, en, cs, as string
	}{
		{4*time.Minute + 30*time.Second, "vier Minuten dreißig Sekunden", "four minutes thirty seconds", "čtyři minuty třicet sekund", "vier Minuten dreissig Sekunden"},
		{4*time.Minute + 30*time.Second + 999*time.Millisecond, "vier Minuten dreißig Sekunden", "four minutes thirty seconds", "čtyři minuty třicet sekund", ""},
		{time.Minute, "eine Minute", "one minute", "jedna minuta", ""},
		{time.Second, "eine Sekunde", "one second", "jedna sekunda", ""},
		{2 * time.Second, "zwei Sekunden", "two seconds", "dvě sekundy", ""},
		{5 * time.Second, "fünf Sekunden", "five seconds", "pět sekund", "fuenf Sekunden"},
		{999 * time.Millisecond, "null Sekunden", "zero seconds", "nula sekund", ""},
		{0, "null Sekunden", "zero seconds", "nula sekund", ""},
		{-3 * time.Second, "null Sekunden", "zero seconds", "nula sekund", ""},
		{time.Hour + 5*time.Second, "eine Stunde fünf Sekunden", "one hour five seconds", "jedna hodina pět sekund", ""},
		{90 * time.Minute, "eine Stunde dreißig Minuten", "one hour thirty minutes", "jedna hodina třicet minut", ""},
		{2*time.Hour + 21*time.Minute + 59*time.Second, "zwei Stunden einundzwanzig Minuten neunundfünfzig Sekunden",
			"two hours twenty-one minutes fifty-nine seconds", "dvě hodiny dvacet jedna minut padesát devět sekund", ""},
		{22*time.Minute + 24*time.Second, "zweiundzwanzig Minuten vierundzwanzig Sekunden", "twenty-two minutes twenty-four seconds",
			"dvacet dvě minuty dvacet čtyři sekundy", ""},
		{12*time.Minute + 11*time.Second, "zwölf Minuten elf Sekunden", "twelve minutes eleven seconds", "dvanáct minut jedenáct sekund", ""},
	}
	for _, tc := range tests {
		w := Duration(tc.d)
		if got := AnnexD.Text(w); got != tc.de {
			t.Errorf("%v de: got %q, want %q", tc.d, got, tc.de)
		}
		if got := AnnexDEn.Text(w); got != tc.en {
			t.Errorf("%v en: got %q, want %q", tc.d, got, tc.en)
		}
		if got := CzechStyle.Text(w); got != tc.cs {
			t.Errorf("%v cs: got %q, want %q", tc.d, got, tc.cs)
		}
		if tc.as != "" {
			if got := AnnexD.ASCII().Text(w); got != tc.as {
				t.Errorf("%v ascii: got %q, want %q", tc.d, got, tc.as)
			}
		}
	}
}

func TestCount(t *testing.T) {
	tests := []struct {
		n          int
		unit       Word
		de, en, cs string
	}{
		{1, Moves, "ein Zug", "one move", "jeden tah"},
		{2, Moves, "zwei Züge", "two moves", "dva tahy"},
		{5, Moves, "fünf Züge", "five moves", "pět tahů"},
		{21, Moves, "einundzwanzig Züge", "twenty-one moves", "dvacet jedna tahů"},
		{40, Moves, "vierzig Züge", "forty moves", "čtyřicet tahů"},
		{0, Moves, "null Züge", "zero moves", "nula tahů"},
		{100, Moves, "einhundert Züge", "one hundred moves", "sto tahů"},
		{123, Moves, "einhundert dreiundzwanzig Züge", "one hundred twenty-three moves", "sto dvacet tři tahy"},
		{101, Minutes, "einhundert eins Minuten", "one hundred one minutes", "sto jedna minut"},
		{112, Seconds, "einhundert zwölf Sekunden", "one hundred twelve seconds", "sto dvanáct sekund"},
		{1000, Moves, "eintausend Züge", "one thousand moves", "tisíc tahů"},
		{2345, Moves, "zweitausend dreihundert fünfundvierzig Züge", "two thousand three hundred forty-five moves", "dva tisíce tři sta čtyřicet pět tahů"},
		{-1, Moves, "null Züge", "zero moves", "nula tahů"},
	}
	for _, tc := range tests {
		w := Count(tc.n, tc.unit)
		if got := AnnexD.Text(w); got != tc.de {
			t.Errorf("%d de: got %q, want %q", tc.n, got, tc.de)
		}
		if got := AnnexDEn.Text(w); got != tc.en {
			t.Errorf("%d en: got %q, want %q", tc.n, got, tc.en)
		}
		if got := CzechStyle.Text(w); got != tc.cs {
			t.Errorf("%d cs: got %q, want %q", tc.n, got, tc.cs)
		}
	}
}

func TestStandaloneNumbers(t *testing.T) {
	tests := []struct {
		n          int
		de, en, cs string
	}{
		{0, "null", "zero", "nula"},
		{1, "eins", "one", "jedna"},
		{2, "zwei", "two", "dva"},
		{7, "sieben", "seven", "sedm"},
		{16, "sechzehn", "sixteen", "šestnáct"},
		{17, "siebzehn", "seventeen", "sedmnáct"},
		{30, "dreißig", "thirty", "třicet"},
		{31, "einunddreißig", "thirty-one", "třicet jedna"},
		{67, "siebenundsechzig", "sixty-seven", "šedesát sedm"},
		{99, "neunundneunzig", "ninety-nine", "devadesát devět"},
		{200, "zweihundert", "two hundred", "dvě stě"},
		{500, "fünfhundert", "five hundred", "pět set"},
		{MaxNumber, "neunhundert neunundneunzig tausend neunhundert neunundneunzig",
			"nine hundred ninety-nine thousand nine hundred ninety-nine", "devět set devadesát devět tisíc devět set devadesát devět"},
		{MaxNumber + 5, "neunhundert neunundneunzig tausend neunhundert neunundneunzig",
			"nine hundred ninety-nine thousand nine hundred ninety-nine", "devět set devadesát devět tisíc devět set devadesát devět"},
	}
	for _, tc := range tests {
		w := []Word{Number(tc.n)}
		if got := AnnexD.Text(w); got != tc.de {
			t.Errorf("%d de: got %q, want %q", tc.n, got, tc.de)
		}
		if got := AnnexDEn.Text(w); got != tc.en {
			t.Errorf("%d en: got %q, want %q", tc.n, got, tc.en)
		}
		if got := CzechStyle.Text(w); got != tc.cs {
			t.Errorf("%d cs: got %q, want %q", tc.n, got, tc.cs)
		}
	}
}

func TestClockPhrases(t *testing.T) {
	w := append([]Word{White, Comma}, Duration(12*time.Minute+30*time.Second)...)
	w = append(w, Comma, MoveLabel, Number(23))
	if got, want := AnnexD.Text(w), "Weiß, zwölf Minuten dreißig Sekunden, Zug dreiundzwanzig"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := AnnexDEn.Text(w), "White, twelve minutes thirty seconds, move twenty-three"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	w2 := append(Count(12, Moves), ToTimeControl)
	if got, want := AnnexD.Text(w2), "zwölf Züge bis zur Zeitkontrolle"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	w3 := []Word{Black, Comma, FlagFell, Comma, CallArbiter}
	if got, want := AnnexD.ASCII().Text(w3), "Schwarz, Zeit abgelaufen, Schiedsrichter rufen"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := AnnexD.Text([]Word{Minutes}), "Minuten"; got != want {
		t.Errorf("bare unit: got %q, want %q", got, want)
	}
	if got := AnnexD.Text([]Word{NoWord, Word(9999), lastWord}); got != "" {
		t.Errorf("invalid words: got %q, want empty", got)
	}
}

func TestTokens(t *testing.T) {
	toks := AnnexD.ASCII().Tokens([]Word{CastleShort, Comma, Bishop, Number(5)})
	want := []Token{
		{Text: "Kurze Rochade", Clip: "de/kurze_rochade", Say: "Kurze Roschade"},
		{Text: ",", Say: ",", Pause: true},
		{Text: "Laeufer", Clip: "de/laeufer", Say: "Läufer"},
		{Text: "fuenf", Clip: "de/fuenf", Say: "fünf"},
	}
	if len(toks) != len(want) {
		t.Fatalf("got %d tokens %+v, want %d", len(toks), toks, len(want))
	}
	for i := range want {
		if toks[i] != want[i] {
			t.Errorf("token %d: got %+v, want %+v", i, toks[i], want[i])
		}
	}
	if got, want := AnnexD.Say([]Word{White, Comma, CastleLong}), "Weiß, Lange Roschade"; got != want {
		t.Errorf("Say: got %q, want %q", got, want)
	}
}

func TestParseStyle(t *testing.T) {
	for _, s := range Styles() {
		got, err := ParseStyle(strings.ToUpper(s.Name()))
		if err != nil || got != s {
			t.Errorf("ParseStyle(%q) = %v, %v; want %v", s.Name(), got, err, s)
		}
	}
	for _, bad := range []string{"", "german", "annex-d", "nato2"} {
		if _, err := ParseStyle(bad); err == nil || !strings.Contains(err.Error(), "annexd, annexd-en, nato, cs") {
			t.Errorf("ParseStyle(%q): want an error listing the styles, got %v", bad, err)
		}
	}
	if AnnexD.Lang() != German || AnnexDEn.Lang() != English || NATO.Lang() != English || CzechStyle.Lang() != Czech {
		t.Error("wrong style languages")
	}
	if AnnexD.ASCII().Name() != "annexd" || AnnexD.ASCII().String() != "annexd+ascii" || !AnnexD.ASCII().IsASCII() || AnnexD.IsASCII() {
		t.Error("ASCII option names wrong")
	}
}

func TestHelpers(t *testing.T) {
	if Color(rules.White) != White || Color(rules.Black) != Black {
		t.Error("Color")
	}
	if PieceWord(rules.Knight) != Knight || PieceWord(rules.Pawn) != Pawn || PieceWord(rules.NoPieceType) != NoWord {
		t.Error("PieceWord")
	}
	sq, _ := rules.ParseSquare("f3")
	if got := AnnexD.Text(SquareWords(sq)); got != "Felix drei" {
		t.Errorf("SquareWords(f3) = %q", got)
	}
	if SquareWords(rules.NoSquare) != nil {
		t.Error("SquareWords(NoSquare) should be nil")
	}
	if File(8) != NoWord || Rank(-1) != NoWord || File(0) != FileA || Rank(7) != Rank8 {
		t.Error("File/Rank bounds")
	}
	if n, ok := Number(42).Num(); !ok || n != 42 {
		t.Error("Number round trip")
	}
	if _, ok := Knight.Num(); ok {
		t.Error("Knight is not a number")
	}
	if Number(3).String() != "Number(3)" || Knight.String() != "Knight" {
		t.Errorf("String: %s %s", Number(3), Knight)
	}
	if Transliterate("Läufer Weiß Věž Übung") != "Laeufer Weiss Vez Uebung" {
		t.Errorf("Transliterate: %q", Transliterate("Läufer Weiß Věž Übung"))
	}
}
