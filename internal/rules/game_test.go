package rules

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// playAll pushes SAN moves and fails the test on the first error.
func playAll(t *testing.T, g *Game, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		if _, err := g.PushText(text, English); err != nil {
			t.Fatalf("after %d plies: %s: %v", g.Ply(), text, err)
		}
	}
}

func newGameFEN(t *testing.T, fen string) *Game {
	t.Helper()
	g, err := NewGameFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestThreefoldIgnoresImpossibleEnPassant(t *testing.T) {
	// After 1.e4 the FEN carries e3, but no black pawn can capture: the
	// position after 1.e4 is the same as after 3.Ng1 and 5.Ng1 (the notnil
	// bug in rules-core.md §7).
	g := NewGame()
	playAll(t, g, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8")
	if got := g.RepetitionCount(); got != 2 {
		t.Fatalf("after 4...Ng8: repetition count %d, want 2", got)
	}
	if got := g.Claimable(); len(got) != 0 {
		t.Fatalf("after 4...Ng8: claimable %v, want none", got)
	}
	playAll(t, g, "Ng1")
	if got := g.RepetitionCount(); got != 3 {
		t.Fatalf("after 5.Ng1: repetition count %d, want 3", got)
	}
	if got, want := g.Occurrences(), []int{1, 5, 9}; !reflect.DeepEqual(got, want) {
		t.Errorf("occurrences %v, want %v", got, want)
	}
	if got := g.Claimable(); !reflect.DeepEqual(got, []ClaimRule{ThreefoldRepetition}) {
		t.Errorf("claimable %v, want [threefold]", got)
	}
	if g.Status() != Ongoing {
		t.Errorf("status %v, want ongoing (threefold is only claimable)", g.Status())
	}
}

func TestThreefoldCountsLegalEnPassant(t *testing.T) {
	// After 1.e4 black can take en passant (d4xe3): that position is not
	// the same as the later ones without the e.p. right (9.2.2.1).
	g := newGameFEN(t, "6n1/4k3/8/8/3p4/8/4P3/4K1N1 w - - 0 1")
	playAll(t, g, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1")
	if got := g.RepetitionCount(); got != 2 {
		t.Fatalf("repetition count %d, want 2 (the first occurrence had a legal e.p. capture)", got)
	}
	playAll(t, g, "Nf6 Nf3 Ng8 Ng1")
	if got := g.RepetitionCount(); got != 3 {
		t.Fatalf("repetition count %d, want 3", got)
	}
}

func TestThreefoldPinnedEnPassantDoesNotCount(t *testing.T) {
	// Black pawn d4 could take e3 en passant by its own rules, but that
	// exposes the black king on a4 to the rook on h4: no legal capture, so
	// the positions are the same (the Zobrist hash differs here).
	g := newGameFEN(t, "6n1/8/8/8/k2p3R/8/4P3/4K1N1 w - - 0 1")
	playAll(t, g, "e4")
	first := g.Position()
	if first.EnPassant() != sq("e3") {
		t.Fatalf("e.p. square %v, want e3", first.EnPassant())
	}
	playAll(t, g, "Nf6 Nf3 Ng8 Ng1")
	now := g.Position()
	if first.Hash() == now.Hash() {
		t.Fatalf("the Zobrist hashes are equal; the test needs them to differ")
	}
	if first.RepetitionKey() != now.RepetitionKey() {
		t.Errorf("repetition keys differ, want equal")
	}
	playAll(t, g, "Nf6 Nf3 Ng8 Ng1")
	if got := g.RepetitionCount(); got != 3 {
		t.Errorf("repetition count %d, want 3", got)
	}
}

func TestThreefoldCastlingRights(t *testing.T) {
	// 2.Ke2 Ke7 3.Ke1 Ke8 restores the placement of 1...e5 but not the
	// castling rights: not the same position (9.2.2.2).
	g := NewGame()
	playAll(t, g, "e4 e5 Ke2 Ke7 Ke1 Ke8")
	if got := g.RepetitionCount(); got != 1 {
		t.Fatalf("repetition count %d, want 1", got)
	}
	playAll(t, g, "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8")
	if got := g.RepetitionCount(); got != 3 {
		t.Fatalf("repetition count %d, want 3", got)
	}
	// A right that is only temporarily blocked still counts: rooks a1/h1
	// with pieces in between keep their rights.
	h := NewGame()
	playAll(t, h, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
	if got := h.RepetitionCount(); got != 3 {
		t.Errorf("start position count %d, want 3", got)
	}
}

func TestFivefoldIsAutomatic(t *testing.T) {
	g := NewGame()
	playAll(t, g, strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 3))
	if got := g.RepetitionCount(); got != 4 {
		t.Fatalf("count %d, want 4", got)
	}
	if g.Over() {
		t.Fatalf("over after 4 occurrences: %v", g.Outcome())
	}
	playAll(t, g, "Nf3 Nf6 Ng1 Ng8")
	if g.Status() != FivefoldRepetition {
		t.Errorf("status %v, want fivefold", g.Status())
	}
	want := Outcome{Result: Draw, Reason: ByFivefoldRepetition, Ply: 16}
	if got := g.Outcome(); got != want {
		t.Errorf("outcome %+v, want %+v", got, want)
	}
	if got := g.Outcome().String(); got != "1/2-1/2, draw by fivefold repetition (Article 9.6.1)" {
		t.Errorf("outcome text %q", got)
	}
	err := g.Push(findMove(t, ptr(g.Position()), G1, sq("f3")))
	if !errors.Is(err, ErrGameOver) {
		t.Errorf("Push after fivefold: %v, want ErrGameOver", err)
	}
	if err := g.PushAfterEnd(findMove(t, ptr(g.Position()), G1, sq("f3"))); err != nil {
		t.Errorf("PushAfterEnd: %v", err)
	}
	if g.Ply() != 17 || g.Outcome() != want {
		t.Errorf("after PushAfterEnd: ply %d outcome %+v", g.Ply(), g.Outcome())
	}
	// Taking back to before the fifth occurrence reopens the game.
	g.Pop()
	g.Pop()
	if g.Over() || g.Ply() != 15 {
		t.Errorf("after two Pops: ply %d, outcome %v; want 15 and not over", g.Ply(), g.Outcome())
	}
}

func ptr(p Position) *Position { return &p }

func TestClaimWithIntendedMove(t *testing.T) {
	g := NewGame()
	playAll(t, g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1")
	p := g.Position()
	ng8, err := p.ParseMove("Ng8")
	if err != nil {
		t.Fatal(err)
	}
	nc6, _ := p.ParseMove("Nc6")
	if got := g.Claimable(); len(got) != 0 {
		t.Errorf("claimable now %v, want none", got)
	}
	if got := g.ClaimableWith(ng8); !reflect.DeepEqual(got, []ClaimRule{ThreefoldRepetition}) {
		t.Errorf("claimable with Ng8: %v, want [threefold]", got)
	}
	if got := g.ClaimableWith(nc6); len(got) != 0 {
		t.Errorf("claimable with Nc6: %v, want none", got)
	}
	err = g.ClaimDraw(ThreefoldRepetition, nc6)
	if err == nil || !strings.Contains(err.Error(), "threefold claim is incorrect: after Nc6 the position will have appeared once, not 3 times") {
		t.Errorf("wrong claim error: %v", err)
	}
	if err := g.ClaimDraw(FiftyMoves, NoMove); err == nil || !strings.Contains(err.Error(), "only 7 half-moves") {
		t.Errorf("wrong fifty-move claim error: %v", err)
	}
	if g.Over() {
		t.Fatal("an incorrect claim ended the game")
	}
	if err := g.ClaimDraw(ThreefoldRepetition, ng8); err != nil {
		t.Fatalf("correct claim: %v", err)
	}
	want := Outcome{Result: Draw, Reason: ByThreefoldClaim, Ply: 7}
	if g.Outcome() != want {
		t.Errorf("outcome %+v, want %+v", g.Outcome(), want)
	}
	if g.Ply() != 7 {
		t.Errorf("the intended move was played: ply %d", g.Ply())
	}
}

func TestFiftyMoveRule(t *testing.T) {
	g := newGameFEN(t, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80")
	if got := g.Claimable(); len(got) != 0 {
		t.Errorf("claimable at 99: %v", got)
	}
	p := g.Position()
	ra2, _ := p.ParseMove("Ra2")
	if got := g.ClaimableWith(ra2); !reflect.DeepEqual(got, []ClaimRule{FiftyMoves}) {
		t.Errorf("claimable with Ra2: %v, want [fifty-move]", got)
	}
	playAll(t, g, "Ra2")
	if got := g.Claimable(); !reflect.DeepEqual(got, []ClaimRule{FiftyMoves}) {
		t.Errorf("claimable at 100: %v, want [fifty-move]", got)
	}
	if g.Over() {
		t.Errorf("the fifty-move rule ended the game by itself")
	}
	if err := g.ClaimDraw(FiftyMoves, NoMove); err != nil {
		t.Fatal(err)
	}
	if got := g.Outcome().String(); got != "1/2-1/2, draw by fifty-move rule (claimed) (Article 9.3)" {
		t.Errorf("outcome %q", got)
	}
	// A pawn move or capture as the intended move does not qualify.
	h := newGameFEN(t, "4k3/8/8/8/8/8/P7/4K3 w - - 99 80")
	q := h.Position()
	a3, _ := q.ParseMove("a3")
	if got := h.ClaimableWith(a3); len(got) != 0 {
		t.Errorf("claimable with a pawn move: %v", got)
	}
}

func TestSeventyFiveMoveRule(t *testing.T) {
	g := newGameFEN(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100")
	playAll(t, g, "Kf1")
	if g.Status() != SeventyFiveMoves {
		t.Errorf("status %v, want seventy-five", g.Status())
	}
	if got := g.Outcome(); got.Reason != BySeventyFiveMoves || got.Result != Draw {
		t.Errorf("outcome %v", got)
	}
	// Checkmate on the 150th half-move takes precedence (9.6.2).
	h := newGameFEN(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100")
	playAll(t, h, "Ra8#")
	if h.Status() != Checkmate {
		t.Errorf("status %v, want checkmate", h.Status())
	}
	want := Outcome{Result: WhiteWins, Reason: ByCheckmate, Winner: White, Ply: 1}
	if h.Outcome() != want {
		t.Errorf("outcome %+v, want %+v", h.Outcome(), want)
	}
	// A capture on the 150th half-move resets the count.
	k := newGameFEN(t, "6k1/5ppp/8/8/8/8/7r/R5K1 w - - 149 100")
	playAll(t, k, "Kxh2")
	if k.Over() {
		t.Errorf("over after a capture: %v", k.Outcome())
	}
	// Starting from a FEN already past the rule is over at once.
	l := newGameFEN(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 150 100")
	if l.Outcome().Reason != BySeventyFiveMoves || l.Outcome().Ply != 0 {
		t.Errorf("outcome %+v", l.Outcome())
	}
}

func TestCheckmateAndStalemate(t *testing.T) {
	g := NewGame()
	playAll(t, g, "f3 e5 g4")
	if _, err := g.PushText("Qh4", English); err != nil {
		t.Fatal(err)
	}
	want := Outcome{Result: BlackWins, Reason: ByCheckmate, Winner: Black, Ply: 4}
	if g.Outcome() != want {
		t.Errorf("outcome %+v, want %+v", g.Outcome(), want)
	}
	if got := g.SAN(); !reflect.DeepEqual(got, []string{"f3", "e5", "g4", "Qh4#"}) {
		t.Errorf("SAN %v", got)
	}
	if got := g.Outcome().String(); got != "0-1, black wins by checkmate (Article 5.1.1)" {
		t.Errorf("text %q", got)
	}
	if got := g.Outcome().Termination(); got != "normal" {
		t.Errorf("termination %q", got)
	}
	m, ok := g.Pop()
	if !ok || g.Over() || g.Ply() != 3 {
		t.Errorf("Pop: %v %v, over %v, ply %d", m, ok, g.Over(), g.Ply())
	}

	s := newGameFEN(t, "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1")
	playAll(t, s, "Qg6")
	if s.Status() != Stalemate || s.Outcome().Reason != ByStalemate || s.Outcome().Result != Draw {
		t.Errorf("status %v outcome %v", s.Status(), s.Outcome())
	}
}

func TestDeadPositionEndsGame(t *testing.T) {
	g := newGameFEN(t, "4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1")
	playAll(t, g, "Kxd2")
	if g.Status() != DeadPosition {
		t.Errorf("status %v, want dead", g.Status())
	}
	if got := g.Outcome().String(); got != "1/2-1/2, draw by dead position (Article 5.2.2)" {
		t.Errorf("outcome %q", got)
	}
}

func TestManualEnds(t *testing.T) {
	g := NewGame()
	if err := g.AgreeDraw(); err == nil || !strings.Contains(err.Error(), "both players must have made at least one move") {
		t.Errorf("agreement at move 0: %v", err)
	}
	playAll(t, g, "e4 e5")
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if err := g.Resign(White); !errors.Is(err, ErrGameOver) {
		t.Errorf("resign after the end: %v", err)
	}
	if _, err := g.PushText("Nf3", English); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after agreement: %v", err)
	}
	if err := g.PushAfterEnd(findMove(t, ptr(g.Position()), G1, sq("f3"))); !errors.Is(err, ErrGameOver) {
		t.Errorf("PushAfterEnd after agreement: %v", err)
	}

	r := NewGame()
	if err := r.Resign(Black); err != nil {
		t.Fatal(err)
	}
	if got := r.Outcome().String(); got != "1-0, white wins by resignation (Article 5.1.2)" {
		t.Errorf("resign %q", got)
	}
}

func TestFlagFall(t *testing.T) {
	tests := []struct {
		fen     string
		flagged Color
		verdict Verdict
		outcome string
		term    string
	}{
		// K+N v K+Q: the knight side cannot mate: draw (6.9).
		{"3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1", Black, MateImpossible, "1/2-1/2, draw by flag fall, but the opponent cannot checkmate (Article 6.9)", "time forfeit"},
		// K+B v K+R: the bishop side cannot mate: draw.
		{"3rk3/8/8/8/8/8/8/2B1K3 b - - 0 1", Black, MateImpossible, "1/2-1/2, draw by flag fall, but the opponent cannot checkmate (Article 6.9)", "time forfeit"},
		// K+N v K+P: the knight side can still mate (the pawn can block).
		{"4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 1", Black, Unproven, "1-0, white wins by time forfeit (Article 6.9)", "time forfeit"},
		// K+Q v K: mate is possible (pawnless, sufficient material).
		{"4k3/8/8/8/8/8/8/3QK3 b - - 0 1", Black, MatePossible, "1-0, white wins by time forfeit (Article 6.9)", "time forfeit"},
		// The side with the queen flags against a bare king: draw.
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", White, MateImpossible, "1/2-1/2, draw by flag fall, but the opponent cannot checkmate (Article 6.9)", "time forfeit"},
	}
	for _, tc := range tests {
		g := newGameFEN(t, tc.fen)
		v, err := g.FlagFall(tc.flagged)
		if err != nil {
			t.Fatal(err)
		}
		if tc.verdict != Unproven && v != tc.verdict || tc.verdict == Unproven && v == MateImpossible {
			t.Errorf("%s: verdict %v, want %v", tc.fen, v, tc.verdict)
		}
		if got := g.Outcome().String(); got != tc.outcome {
			t.Errorf("%s: outcome %q, want %q", tc.fen, got, tc.outcome)
		}
		if got := g.Outcome().Termination(); got != tc.term {
			t.Errorf("%s: termination %q", tc.fen, got)
		}
	}
	g := newGameFEN(t, "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1")
	if _, err := g.IllegalMoveForfeit(White); err != nil {
		t.Fatal(err)
	}
	if got := g.Outcome(); got.Result != BlackWins || got.Reason != ByIllegalMoves || got.Termination() != "rules infraction" {
		t.Errorf("illegal move forfeit: %+v", got)
	}
	h := newGameFEN(t, "3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1")
	if _, err := h.IllegalMoveForfeit(Black); err != nil {
		t.Fatal(err)
	}
	if got := h.Outcome(); got.Result != Draw || got.Reason != ByIllegalMovesNoMate {
		t.Errorf("illegal move forfeit against K+N v K+Q: %+v", got)
	}
}

func TestResultParse(t *testing.T) {
	for s, want := range map[string]Result{"1-0": WhiteWins, "0-1": BlackWins, "1/2-1/2": Draw, "½-½": Draw, "*": NoResult} {
		got, err := ParseResult(s)
		if err != nil || got != want {
			t.Errorf("ParseResult(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseResult("2-0"); err == nil {
		t.Error("ParseResult(2-0) succeeded")
	}
	if Draw.String() != "1/2-1/2" || NoResult.String() != "*" {
		t.Error("Result strings")
	}
}

func TestChess960Game(t *testing.T) {
	g, err := NewChess960Game(518)
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Position(); p.FEN() != StartFEN {
		t.Errorf("960 #518 = %s", p.FEN())
	}
	if _, err := NewChess960Game(960); err == nil {
		t.Error("NewChess960Game(960) succeeded")
	}
	if _, err := NewGameFEN("bad"); err == nil {
		t.Error("NewGameFEN(bad) succeeded")
	}
	if err := g.Push(Move(0)); err == nil {
		t.Error("Push(NoMove) succeeded")
	}
	if _, ok := g.PositionAt(1); ok {
		t.Error("PositionAt(1) exists before any move")
	}
}

func TestFivefoldNeedNotBeConsecutive(t *testing.T) {
	// The start position recurs after different knight tours (9.6.1 does
	// not require the same moves in between).
	g := NewGame()
	playAll(t, g, "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nh3 Nh6 Ng1 Ng8 Nc3 Nf6 Nb1")
	if g.Over() || g.RepetitionCount() != 2 { // as after 2.Ng1
		t.Fatalf("over %v, count %d", g.Over(), g.RepetitionCount())
	}
	playAll(t, g, "Ng8")
	if got, want := g.Occurrences(), []int{0, 4, 8, 12, 16}; !reflect.DeepEqual(got, want) {
		t.Fatalf("occurrences %v, want %v", got, want)
	}
	if g.Outcome().Reason != ByFivefoldRepetition {
		t.Errorf("outcome %v, want fivefold", g.Outcome())
	}
}

// TestResignArticle5_1_2NoMateDraws: a resignation wins for the opponent
// unless he cannot checkmate by any series of legal moves, then it draws
// (Article 5.1.2 as amended in 2023).
func TestResignArticle5_1_2NoMateDraws(t *testing.T) {
	cases := []struct {
		fen    string
		by     Color
		result Result
		reason Reason
	}{
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", White, Draw, ByResignationNoMate},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Black, WhiteWins, ByResignation},
		{"4k3/8/8/8/8/8/3nP3/4K3 w - - 0 1", White, BlackWins, ByResignation},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", White, Draw, ByResignationNoMate},
		{"4k3/8/8/8/8/8/8/R3K3 b - - 0 1", Black, WhiteWins, ByResignation},
	}
	for _, c := range cases {
		g, err := NewGameFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Resign(c.by); err != nil {
			t.Fatal(err)
		}
		if o := g.Outcome(); o.Result != c.result || o.Reason != c.reason {
			t.Errorf("%s resigns in %s: %s, want %s by %s", c.by, c.fen, o, c.result, c.reason)
		}
	}
	if got := ByResignationNoMate.Article(); got != "5.1.2" {
		t.Errorf("article %q", got)
	}
}
