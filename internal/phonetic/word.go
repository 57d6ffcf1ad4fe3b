// Package phonetic is the spoken vocabulary of blindchess: everything the
// program says is a sequence of Words — files, ranks, pieces, castling,
// "schlägt", "Schach", numbers, durations, colours, and the short phrases of
// the talking clock and of the board checks.
//
// Words are language-neutral tokens. A Style (annexd, annexd-en, nato, cs)
// turns them into Tokens of one language, applying grammar on the way (German
// "eine Minute" / "zwei Minuten", Czech "dvě minuty" / "pět minut"), and
// Style.Text joins the tokens into one line of text. Each Token also names the
// clip that speaks it and the spelling to hand to a speech synthesiser, so the
// speech layer can render the same Words as clips, synthesised speech or text.
//
// The package also turns moves into Words (short and long form, exactly the
// FIDE Annex D wording) and typed phonetic text back into moves.
//
// phonetic is pure: no I/O, no goroutines, no mutable package state.
package phonetic

import "strconv"

// Word is one unit of the spoken vocabulary. The fixed vocabulary is the
// constants below; numbers are made with Number. The zero Word is NoWord and
// renders as nothing.
type Word uint32

// numberFlag marks a Word that carries a number in its low bits.
const numberFlag Word = 1 << 31

// MaxNumber is the largest number a Word can carry. Number clamps to it.
const MaxNumber = 999_999

// The fixed vocabulary. Keep the order: files, ranks and pieces are used as
// offsets (FileA+f, Rank1+r).
const (
	NoWord Word = iota

	// Files a–h (Anna … Hector; NATO alfa … hotel in the nato style).
	FileA
	FileB
	FileC
	FileD
	FileE
	FileF
	FileG
	FileH

	// Ranks 1–8 (eins … acht, one … eight, jedna … osm).
	Rank1
	Rank2
	Rank3
	Rank4
	Rank5
	Rank6
	Rank7
	Rank8

	// Pieces (König, Dame, Turm, Läufer, Springer, Bauer).
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn

	// Move words.
	Takes       // schlägt
	Check       // Schach
	Mate        // Matt
	EnPassant   // en passant
	CastleShort // Kurze Rochade
	CastleLong  // Lange Rochade
	Stalemate   // Patt
	Draw        // Remis
	Wins        // gewinnt (after a colour)
	Resigns     // gibt auf (after a colour)

	// Sides.
	White // Weiß
	Black // Schwarz

	// Units; they agree in number (and gender) with a Number just before them.
	Hours   // Stunde / Stunden
	Minutes // Minute / Minuten
	Seconds // Sekunde / Sekunden
	Moves   // Zug / Züge

	// Labels before a number: "Zug dreiundzwanzig", "Periode zwei".
	MoveLabel   // Zug
	PeriodLabel // Periode

	// Punctuation: a short pause in speech, "," in text.
	Comma

	// Clock phrases.
	ToMove             // am Zug
	TimeControl        // Zeitkontrolle
	TimeControlReached // Zeitkontrolle erreicht
	ToTimeControl      // bis zur Zeitkontrolle ("zwölf Züge bis zur Zeitkontrolle")
	Added              // dazu ("dreißig Minuten dazu")
	Used               // verbraucht
	FlagFell           // Zeit abgelaufen
	CallArbiter        // Schiedsrichter rufen
	ClockPaused        // Uhr angehalten
	ClockResumed       // Uhr läuft weiter
	ClockStarted       // Uhr gestartet
	Delay              // Verzögerung (simple delay)
	BronsteinDelay     // Bronstein-Verzögerung
	MainTime           // Hauptzeit
	Increment          // Inkrement
	Penalty            // Zeitstrafe
	ScoresheetOptional // Mitschreiben nicht mehr Pflicht
	GameOver           // Partie beendet
	Then               // dann (the next period of a time control)
	Repeated           // wiederholt (a last period with a move count)

	// Board-check phrases.
	Square        // Feld
	Piece         // Stein
	On            // auf
	From          // von
	To            // nach
	And           // und
	Expected      // erwartet
	Found         // gefunden
	Empty         // leer
	Missing       // fehlt
	Extra         // zu viel
	Lifted        // angehoben
	Placed        // gesetzt
	Touched       // berührt
	BoardsMatch   // Bretter stimmen überein
	BoardsDiffer  // Bretter verschieden
	TactileBoard  // Steckbrett
	SightedBoard  // Brett des Sehenden
	IllegalMove   // unmöglicher Zug
	Connected     // verbunden
	Disconnected  // Verbindung unterbrochen
	NotUnderstood // nicht verstanden
	// TouchedFeminine is Touched after a piece whose Czech name is
	// feminine (dáma, věž): "Věž Hector jedna dotknuta".
	TouchedFeminine // berührt

	lastWord // sentinel; not a word
)

// Number returns the Word for the non-negative integer n. Negative n gives
// zero; n above MaxNumber gives MaxNumber.
func Number(n int) Word {
	if n < 0 {
		n = 0
	}
	if n > MaxNumber {
		n = MaxNumber
	}
	return numberFlag | Word(n)
}

// Num reports the number a Word carries and whether it is a number.
func (w Word) Num() (int, bool) {
	if w&numberFlag == 0 {
		return 0, false
	}
	return int(w &^ numberFlag), true
}

// Valid reports whether w is a word of the vocabulary or a number.
func (w Word) Valid() bool {
	if _, ok := w.Num(); ok {
		return true
	}
	return w > NoWord && w < lastWord
}

// File returns the Word for file f (0 = a … 7 = h). f outside 0..7 gives
// NoWord.
func File(f int) Word {
	if f < 0 || f > 7 {
		return NoWord
	}
	return FileA + Word(f)
}

// Rank returns the Word for rank r (0 = rank 1 … 7 = rank 8). r outside 0..7
// gives NoWord.
func Rank(r int) Word {
	if r < 0 || r > 7 {
		return NoWord
	}
	return Rank1 + Word(r)
}

// Vocabulary returns every Word of the fixed vocabulary (numbers excluded),
// in declaration order.
func Vocabulary() []Word {
	out := make([]Word, 0, lastWord-1)
	for w := NoWord + 1; w < lastWord; w++ {
		out = append(out, w)
	}
	return out
}

// String returns the Go name of the word ("FileA", "Number(23)") for debugging
// and test messages. Use Style.Text for what people read.
func (w Word) String() string {
	if n, ok := w.Num(); ok {
		return "Number(" + strconv.Itoa(n) + ")"
	}
	if w < lastWord {
		return vocab[w].name
	}
	return "Word(" + strconv.FormatUint(uint64(w), 10) + ")"
}
