package rules

import "testing"

// FuzzParseSquare reads arbitrary square names: a name that parses names
// a valid square, and the square's String reads back as the same square.
func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"e4", "A1", "h8", "i1", "a9", "e", "e44", "\xff4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			if sq != NoSquare {
				t.Fatalf("ParseSquare(%q) = %v with error %v", s, sq, err)
			}
			return
		}
		if !sq.Valid() {
			t.Fatalf("ParseSquare(%q) = invalid square %d", s, sq)
		}
		if back, err := ParseSquare(sq.String()); err != nil || back != sq {
			t.Fatalf("ParseSquare(%q) = %v, which reads back as %v, %v", s, sq, back, err)
		}
	})
}
