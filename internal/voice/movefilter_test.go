package voice_test

import "testing"

// TestMoveFilter checks BLINDCHESS_VOICEBENCH_MOVES: the moves the bench
// says with each value, and that a bad expression is an error.
func TestMoveFilter(t *testing.T) {
	moves := []string{"vez anna sedm", "jezdec david sest", "eva pet sach", "dama bere felix jedna"}
	for _, tc := range []struct {
		value string
		says  []bool
	}{
		{"", []bool{true, true, true, true}},
		{`\b(sedm|sest|pet)\b`, []bool{true, true, true, false}},
		{`!\b(sedm|sest|pet)\b`, []bool{false, false, false, true}},
		{"sach$", []bool{false, false, true, false}},
		{"!", []bool{false, false, false, false}},
	} {
		f, err := parseMoveFilter(tc.value)
		if err != nil {
			t.Fatalf("parseMoveFilter(%q): %v", tc.value, err)
		}
		for i, m := range moves {
			if got := f.says(m); got != tc.says[i] {
				t.Errorf("BLINDCHESS_VOICEBENCH_MOVES=%q says %q: %v, want %v", tc.value, m, got, tc.says[i])
			}
		}
	}
	for _, bad := range []string{"(sedm", "!sest[", `\q`} {
		if _, err := parseMoveFilter(bad); err == nil {
			t.Errorf("parseMoveFilter(%q) gave no error", bad)
		}
	}
}
