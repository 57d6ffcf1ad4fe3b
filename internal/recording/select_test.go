package recording

import (
	"slices"
	"testing"
)

// TestSelect: one move's segments, or every ply from a move to the end
// without the segment before the first move, with the last move.
func TestSelect(t *testing.T) {
	entries := []Entry{{Ply: 0}, {Ply: 1, Move: 1}, {Ply: 2, Move: 1}, {Ply: 3, Move: 2}, {Ply: 4, Move: 2}, {Ply: 5, Move: 3}}
	plies := func(es []Entry) []int {
		var out []int
		for _, e := range es {
			out = append(out, e.Ply)
		}
		return out
	}
	tests := []struct {
		move  int
		toEnd bool
		want  []int
		last  int
	}{
		{1, false, []int{1, 2}, 1},
		{2, false, []int{3, 4}, 2},
		{1, true, []int{1, 2, 3, 4, 5}, 3},
		{2, true, []int{3, 4, 5}, 3},
		{3, true, []int{5}, 3},
		{4, true, nil, 4},
	}
	for _, tc := range tests {
		got, last := Select(entries, tc.move, tc.toEnd)
		if !slices.Equal(plies(got), tc.want) || last != tc.last {
			t.Errorf("Select(%d, %v) = %v, %d; want %v, %d", tc.move, tc.toEnd, plies(got), last, tc.want, tc.last)
		}
	}
}

// TestTakenBack: an entry is taken back when a later one records its ply
// with another move; the same move again (after a crash) is not, nor the
// segment before the first move.
func TestTakenBack(t *testing.T) {
	entries := []Entry{{Ply: 0}, {Ply: 1, SAN: "e4"}, {Ply: 0}, {Ply: 1, SAN: "d4"}, {Ply: 2, SAN: "d5"}, {Ply: 2, SAN: "d5"}, {Ply: 3, SAN: "c4"}}
	want := []bool{false, true, false, false, false, false, false}
	if got := TakenBack(entries); !slices.Equal(got, want) {
		t.Errorf("TakenBack = %v, want %v", got, want)
	}
	// The arbiter's retrace to after 1... e5 strikes out Nf3 and Nc6:
	// Nf3 is recorded again with another move, Nc6 never again; the
	// segment after the retrace records the position after e5 again.
	entries = []Entry{{Ply: 0}, {Ply: 1, SAN: "e4"}, {Ply: 2, SAN: "e5"}, {Ply: 3, SAN: "Nf3"}, {Ply: 4, SAN: "Nc6"}, {Ply: 2, SAN: "e5"}, {Ply: 3, SAN: "Bc4"}}
	want = []bool{false, false, false, true, true, false, false}
	if got := TakenBack(entries); !slices.Equal(got, want) {
		t.Errorf("after a retrace: TakenBack = %v, want %v", got, want)
	}
	// A move recorded again (after a crash) and then taken back: both
	// its entries are.
	entries = []Entry{{Ply: 1, SAN: "e4"}, {Ply: 2, SAN: "e5"}, {Ply: 3, SAN: "Nf3"}, {Ply: 3, SAN: "Nf3"}, {Ply: 3, SAN: "Bc4"}}
	want = []bool{false, false, true, true, false}
	if got := TakenBack(entries); !slices.Equal(got, want) {
		t.Errorf("recorded again, then taken back: TakenBack = %v, want %v", got, want)
	}
	// The same moves made again after the retrace are not taken back.
	entries = []Entry{{Ply: 3, SAN: "Nf3"}, {Ply: 4, SAN: "Nc6"}, {Ply: 2, SAN: "e5"}, {Ply: 3, SAN: "Nf3"}, {Ply: 4, SAN: "Nc6"}}
	want = []bool{false, false, false, false, false}
	if got := TakenBack(entries); !slices.Equal(got, want) {
		t.Errorf("made again: TakenBack = %v, want %v", got, want)
	}
}
