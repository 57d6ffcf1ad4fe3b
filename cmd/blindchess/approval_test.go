package main

import (
	"strings"
	"testing"
)

// The tests of the arbiter's approval sheet (docs/approval.md) that run
// the program's commands.

// TestPositionInTournamentPlayGivesNoHints: blindchess position gives no
// legal moves, no claimable draws and no verdict on mating material
// unless --casual asks for them, in text and in JSON.
func TestPositionInTournamentPlayGivesNoHints(t *testing.T) {
	moves := "e4 e5 Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8 Nf3 Nf6 Ng1"
	code, out, errOut := runCLIAsIs("", "position", "--lang", "en", "--moves", moves)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "Moves: 1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 4. Nb1 Nb8 5. Ng1 Ng8 6. Nf3 Nf6 7. Ng1\n" +
		"FEN: rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 11 7\n" +
		"To move: black\n" +
		"Check: no\n" +
		"Status: ongoing\n" +
		"Halfmove clock: 11\n" +
		"Move number: 7\n" +
		"Position occurred: 2 times\n" +
		"Legal moves and draw claims: not given (tournament play; --casual gives them).\n"
	if out != want {
		t.Errorf("position:\n%s\nwant:\n%s", out, want)
	}
	code, out, _ = runCLIAsIs("", "position", "--lang", "en", "--casual", "--moves", moves)
	for _, line := range []string{"Draw claimable by writing Ng8 first: threefold\n", "Legal moves (", "Black can checkmate: "} {
		if code != 0 || !strings.Contains(out, line) {
			t.Errorf("position --casual lacks %q:\n%s", line, out)
		}
	}
	code, out, _ = runCLIAsIs("", "position", "--json", "--moves", "e4")
	for _, field := range []string{`"legal":null`, `"legal_uci":null`, `"claimable":null`, `"claimable_with_move":null`, `"can_checkmate":null`} {
		if code != 0 || !strings.Contains(out, field) {
			t.Errorf("position --json lacks %s:\n%s", field, out)
		}
	}
	code, out, _ = runCLIAsIs("", "position", "--json", "--casual", "--moves", "e4")
	if code != 0 || !strings.Contains(out, `"legal":["a5","a6",`) || !strings.Contains(out, `"can_checkmate":{`) {
		t.Errorf("position --json --casual lacks the legal moves:\n%s", out)
	}
}
