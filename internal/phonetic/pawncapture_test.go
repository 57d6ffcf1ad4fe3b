package phonetic

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestPawnCaptureSaidWithItsFile: a pawn capture is said with the file
// the pawn leaves (Annex C.9.3, the short form "Eva schlägt David fünf"
// of DESIGN.md); words that name only the square ("David fünf", "Bauer
// David fünf", "schlägt David fünf", or a rank in place of the file)
// are the pawn's move straight ahead, and when that is not legal they
// are no move: the capture is offered as the closest move, never
// played. Each style's words, German, English and Czech.
func TestPawnCaptureSaidWithItsFile(t *testing.T) {
	p, err := rules.ParseFEN("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		style Style
		in    string
		san   string // "" for no move
	}{
		{AnnexD, "Eva schlägt David fünf", "exd5"},
		{AnnexD, "Eva David fünf", "exd5"},
		{AnnexD, "Bauer Eva vier schlägt David fünf", "exd5"},
		{AnnexD, "David fünf", ""},
		{AnnexD, "Bauer David fünf", ""},
		{AnnexD, "schlägt David fünf", ""},
		{AnnexD, "Bauer schlägt David fünf", ""},
		{AnnexD, "Bauer vier schlägt David fünf", ""},
		{AnnexD, "David vier", "d4"},
		{AnnexDEn, "Eva takes David five", "exd5"},
		{AnnexDEn, "David five", ""},
		{AnnexDEn, "pawn takes David five", ""},
		{CzechStyle, "Eva bere David pět", "exd5"},
		{CzechStyle, "David pět", ""},
		{CzechStyle, "pěšec David pět", ""},
	}
	for _, tc := range cases {
		m, err := ParseMove(&p, tc.in, tc.style)
		if tc.san != "" {
			if err != nil || p.SAN(m) != tc.san {
				t.Errorf("%q: %s, %v; want %s", tc.in, p.SAN(m), err, tc.san)
			}
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) || len(pe.Choices) > 0 {
			t.Errorf("%q: %s, %v; want no move", tc.in, p.SAN(m), err)
			continue
		}
		found := false
		for _, s := range pe.Suggestions {
			found = found || p.SAN(s) == "exd5"
		}
		if !found {
			t.Errorf("%q: suggestions %v do not offer exd5 (%v)", tc.in, pe.Suggestions, err)
		}
	}
}

// TestBarePawnCapturesReadsAsBefore: the parser of a journal written
// before session 16 (BarePawnCaptures) reads a pawn capture said without
// its file as that version did, so that the journal replays exactly;
// the parser it is made from is not changed.
func TestBarePawnCapturesReadsAsBefore(t *testing.T) {
	p, err := rules.ParseFEN("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	ps := NewParser(AnnexD)
	old := ps.BarePawnCaptures()
	for _, in := range []string{"David fünf", "Bauer David fünf", "schlägt David fünf", "Eva schlägt David fünf"} {
		if m, err := old.Parse(&p, in); err != nil || p.SAN(m) != "exd5" {
			t.Errorf("bare %q: %s, %v; want exd5", in, p.SAN(m), err)
		}
	}
	if m, err := ps.Parse(&p, "David fünf"); err == nil {
		t.Errorf("the parser itself took David fünf as %s", p.SAN(m))
	}
}
