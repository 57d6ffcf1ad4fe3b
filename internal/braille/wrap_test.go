package braille

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// wrapBefore is wrap written the simple way (it copies the rest of the
// line after every cut, quadratic in the line's length): the reference
// for the lines wrap gives. A line is cut at its last blank cell after
// the indent, so that a word is cut only when no blank comes before it.
func wrapBefore(s string, cols int) []string {
	r := []rune(s)
	var out []string
	bound := 0 // the cells before it are the indent
	for len(r) > cols {
		cut := cols
		for i := cols; i > bound; i-- {
			if r[i] == 0x2800 {
				cut = i
				break
			}
		}
		out = append(out, string(r[:cut]))
		rest := r[cut:]
		for len(rest) > 0 && rest[0] == 0x2800 {
			rest = rest[1:]
		}
		r = append([]rune(blank+blank), rest...)
		bound = 2
	}
	return append(out, string(r))
}

// TestWrapLines: wrap gives the lines it always gave, and a line of a
// megabyte (a player's name from a crafted journal) is wrapped into lines
// of at most the width, none lost (it took 15 s before).
func TestWrapLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cells := []rune{0x2800, 0x2801, 0x2803, 0x2809}
	for n := 0; n < 2000; n++ {
		r := make([]rune, rng.IntN(200))
		for i := range r {
			r[i] = cells[rng.IntN(len(cells))]
		}
		for _, cols := range []int{8, 20, 40} {
			got, want := wrap(string(r), cols), wrapBefore(string(r), cols)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("wrap(%q, %d) = %q, want %q", string(r), cols, got, want)
			}
		}
	}
	huge := strings.Repeat("⠁⠃⠉⠀", 1<<18)
	lines := wrap(huge, 40)
	var cells2 int
	for i, l := range lines {
		n := utf8.RuneCountInString(l)
		if n > 40 {
			t.Fatalf("line %d has %d cells", i, n)
		}
		cells2 += utf8.RuneCountInString(strings.ReplaceAll(l, blank, ""))
	}
	if want := 3 << 18; cells2 != want {
		t.Errorf("%d cells that are not blank after wrapping, want %d", cells2, want)
	}
}
