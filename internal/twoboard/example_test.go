package twoboard_test

import (
	"fmt"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// The tactile board after 1. e4 e5, with Black's pawn one hole short; the
// tracker knows the pawn (Sensed.Likely), so the step moves it.
func ExampleDiff() {
	expected, _ := eboard.ParsePlacement("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR")
	board, _ := eboard.ParsePlacement("rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR")
	sensed := twoboard.SensedOccupancy(board.Occupancy())
	sensed.Likely = board // the tracker saw the pawn go to e6
	d := twoboard.Diff(expected, sensed)
	for _, sq := range d.Squares {
		fmt.Println(sq.Square, sq.ExpectedLetter(), sq.SensedLetter())
	}
	fmt.Println(d.StepStrings())
	fmt.Println(d.SquaresText(phonetic.AnnexD))
	fmt.Println(d.StepsText(phonetic.AnnexD))
	fmt.Println(d.Text(phonetic.AnnexDEn))
	// Output:
	// e5 p -
	// e6 - ?
	// [e6-e5]
	// Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel.
	// Bauer von Eva sechs nach Eva fünf.
	// Eva five: black pawn missing. Eva six: a black pawn too many. Pawn from Eva six to Eva five.
}
