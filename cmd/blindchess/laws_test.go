package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayTournamentGameThroughTheLaws is issue 23's scripted tournament
// game: a touch, an illegal move completed on the tactile board (7.5), a
// wrong claim the arbiter rejects (9.5.3), a retrace (D.2.9) that keeps
// the arbiter's penalty, an adjournment with a sealed move (Guideline I)
// and, after play --resume, arbiter unseal. The PGN, the clocks and the
// arbiter log written beside the PGN are checked to the letter.
func TestPlayTournamentGameThroughTheLaws(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	first := "0 start\n" +
		"1 board tactile lift e2\n" +
		"2 board tactile place e4\n" +
		"3 press\n" +
		"4 board sighted lift e2\n" +
		"5 board sighted place e4\n" +
		"6 board sighted lift e7\n" +
		"7 board sighted place e5\n" +
		"8 press\n" +
		"9 board tactile lift e7\n" +
		"10 board tactile place e5\n" +
		"11 board tactile lift g1\n" +
		"12 board tactile place g5\n" +
		"13 press\n" +
		"14 arbiter illegal white\n" +
		"15 board tactile lift g5\n" +
		"16 board tactile place g1\n" +
		"17 resume\n" +
		"18 board tactile lift g1\n" +
		"19 board tactile place f3\n" +
		"20 press\n" +
		"21 claim\n" +
		"21 yes\n" + // each said back and confirmed
		"22 arbiter reject\n" +
		"23 board sighted lift g1\n" +
		"24 board sighted place f3\n" +
		"25 board sighted lift b8\n" +
		"26 board sighted place c6\n" +
		"27 press\n" +
		"28 arbiter retrace 2\n" +
		"28 yes\n" +
		"29 board sighted lift c6\n" +
		"30 board sighted place b8\n" +
		"31 resume\n" +
		"32 adjourn Nc6\n" +
		"32 yes\n" + // said back as written to the arbiter (Black seals), sealed after yes
		"33 quit\n"
	_, errs, code := playRun(t, "", "--lang", "en", "--time", "90+30", "--white", "Anna", "--black", "Bert",
		"--tactile", "virtual", "--sighted", "virtual", "--script", playScriptFile(t, first), "--virtual", "--journal", j)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	second := "40 arbiter unseal\n45 board sighted lift b8\n46 board sighted place c6\n47 board tactile lift b8\n48 board tactile place c6\n51 quit\n51 yes\n"
	out, errs, code := playRun(t, "", "--resume", j, "--script", playScriptFile(t, second), "--virtual")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Knight Cesar six\n") {
		t.Errorf("the unsealed move is not announced:\n%s", out)
	}
	pgnData, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	wantMoves := "1. e4 {[%clk 1:30:57]} 1... e5 {[%clk 1:30:55]} 2. Nf3 {[%clk 1:31:19]}\n2... Nc6 {[%clk 1:33:24]} *\n"
	if !strings.HasSuffix(strings.TrimSpace(string(pgnData))+"\n", wantMoves) || !strings.Contains(string(pgnData), "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n[TimeControl \"5400+30\"]") {
		t.Errorf("PGN:\n%s\nwant the moves\n%s", pgnData, wantMoves)
	}
	wantLog := "Move 1, White to move, 1 second into the game. White 1 hour 30 minutes 29 seconds, Black 1 hour 30 minutes 30 seconds. Touch: Tactile board, Anna: pawn Eva two\n" +
		"Move 1, Black to move, 6 seconds into the game. White 1 hour 30 minutes 57 seconds, Black 1 hour 30 minutes 27 seconds. Touch: Sighted board, Bert: pawn Eva seven\n" +
		"Move 2, White to move, 11 seconds into the game. White 1 hour 30 minutes 54 seconds, Black 1 hour 30 minutes 55 seconds. Touch: Tactile board, Anna: knight Gustav one\n" +
		"Move 2, White to move, 13 seconds into the game. White 1 hour 30 minutes 52 seconds, Black 1 hour 30 minutes 55 seconds. Illegal move completed by White on the tactile board: knight Gustav one to Gustav five. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty.\n" +
		"Move 2, White to move, 14 seconds into the game. White 1 hour 30 minutes 52 seconds, Black 1 hour 32 minutes 55 seconds. Illegal: First illegal move by White: Black gets two minutes. The clock is paused; type resume to go on.\n" +
		"Move 2, Black to move, 21 seconds into the game. White 1 hour 31 minutes 19 seconds, Black 1 hour 32 minutes 54 seconds. Claim by Black. Clocks stopped. The program finds it not correct: the position has appeared once, half-moves without a pawn move or capture: 1. The arbiter decides: arbiter accept or arbiter reject.\n" +
		"Move 2, Black to move, 22 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 54 seconds. Ruling: The arbiter rejects the claim by Black (Article 9.5.3). White gets two minutes. The claim counts as a draw offer by Black (Article 9.1.2.3). The clock runs again.\n" +
		"Move 2, Black to move, 25 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 51 seconds. Touch: Sighted board, Bert: knight Bella eight\n" +
		"Move 2, Black to move, 28 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 55 seconds. Retrace: Arbiter: the game is taken back to the position after move 2, White, knight Felix three; half-moves struck out: 1. Black to move. Clocks: White one hour thirty-three minutes nineteen seconds, Black one hour thirty-two minutes fifty-five seconds; paused, type resume to go on. Kept: White plus two minutes. Now White one hour thirty-three minutes nineteen seconds, Black one hour thirty-two minutes fifty-five seconds.\n" +
		"Move 2, Black to move, 29 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 55 seconds. Touch: Sighted board, Bert: knight Cesar six\n" +
		"Move 2, Black to move, 32 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 54 seconds. Adjournment: Envelope (Guideline I.2): White Anna, Black Bert. Sealed move: move 2, sealed by Black. Position before the sealed move: White: Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Nf3, pawns a2 b2 c2 d2 e4 f2 g2 h2; Black: Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Nb8 Ng8, pawns a7 b7 c7 d7 e5 f7 g7 h7. Clocks: White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 54 seconds. Time used: White 12 seconds, Black 12 seconds. The sealed move stays sealed: it is in the journal and is not shown; arbiter unseal makes it with the opponent present (Guideline I.7, I.9). The arbiter adds the date, time and place of resumption. FEN, for programs: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n" +
		"Move 2, Black to move, 40 seconds into the game. White 1 hour 33 minutes 19 seconds, Black 1 hour 32 minutes 54 seconds. Adjournment: The arbiter unseals the move of Black (Guideline I).\n"
	logData, err := os.ReadFile(filepath.Join(dir, "g.arbiter.txt"))
	if err != nil || string(logData) != wantLog {
		t.Errorf("arbiter log (%v):\n%s\nwant:\n%s", err, logData, wantLog)
	}
	jsonData, err := os.ReadFile(filepath.Join(dir, "g.arbiter.jsonl"))
	lines := strings.Split(strings.TrimSpace(string(jsonData)), "\n")
	if err != nil || len(lines) != strings.Count(wantLog, "\n") ||
		lines[len(lines)-1] != `{"t":40,"move":"2...","white_ms":5599000,"black_ms":5574000,"kind":"adjournment","text":"The arbiter unseals the move of Black (Guideline I)."}` {
		t.Errorf("arbiter log JSON (%v):\n%s", err, jsonData)
	}
	// The sealed move was never said before arbiter unseal.
	journalData, _ := os.ReadFile(j)
	if !strings.Contains(string(journalData), "adjourn Nc6") {
		t.Errorf("the sealed move is not in the journal")
	}
}
