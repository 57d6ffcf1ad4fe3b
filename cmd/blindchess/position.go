package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/blindchess/blindchess/internal/describe"
	"github.com/blindchess/blindchess/internal/movetext"
	"github.com/blindchess/blindchess/internal/pgnfile"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The --json output of position (see package describe).
type (
	positionJSON  = describe.Report
	claimWithMove = describe.ClaimWithMove
)

func newPositionCmd() *cobra.Command {
	var (
		fen      string
		n960     int
		moves    string
		lang     string
		notation string
		asJSON   bool
		pgnFile  string
		gameNo   int
		strict   bool
		casual   bool
	)
	cmd := &cobra.Command{
		Use:   `position [--fen FEN | --chess960 N | --pgn FILE [--game N] [--strict]] [--moves "e4 e5 Nf3"] [--lang en|cs|de] [--notation san|long|uci|iccf] [--json] [--casual]`,
		Short: "Describe a position: legal moves, check, status, draws that can be claimed",
		Long: `position plays the given moves from the start position (or a FEN, or a
Chess960 position by number) and describes the result under the FIDE Laws:
the FEN, the side to move, whether it is in check, the status (ongoing,
checkmate, stalemate, dead position, fivefold repetition, 75-move rule), the
halfmove clock, how often the position has occurred, the draws the side to
move can claim now or by writing a move first, whether each side can still
checkmate (Article 6.9), and every legal move in SAN.

Moves may be written in SAN with English, Czech or German letters, in long
algebraic notation (Ng1-f3), UCI (g1f3) or ICCF numeric (7163); move numbers
such as "1." are skipped. --lang chooses the piece letters of the output and
of the input (English letters are always read too; without --lang, any
letters are read). --notation writes the moves of the text output in SAN
(Nf3, the default), long algebraic (Ng1-f3), UCI (g1f3) or ICCF numeric
(7163). An illegal or unreadable move is an error that names it (exit 2).

--pgn FILE starts from game N of a PGN file (--game, 1 by default): its
start position and every move of its main line, so that repetitions count;
--moves then go on from its end. The file is checked as pgn check does:
tags, result and moves that disagree are warnings on standard error, or
errors with --strict; UTF-8 and Windows-1252 files are read.

The legal moves, the draws that can be claimed and whether each side can
still checkmate are given only with --casual (training, analysis at home):
without it the program behaves as a device for rated play, which gives no
more than the Laws allow (FIDE Article 11.3); the JSON then has null for
legal, legal_uci, claimable, claimable_with_move and can_checkmate.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("cmd.position-lang-give-en-k", lang)
			}
			l, err := rules.ParseLang(cl.Code())
			if err != nil || l == rules.AnyLang {
				return usageErr("cmd.position-lang-give-en-k", lang)
			}
			in := rules.AnyLang
			if cmd.Flags().Changed("lang") {
				in = l
			}
			n, ok := describe.ParseNotation(notation)
			if !ok {
				return usageErr("cmd.position-notation-give-san-long", notation)
			}
			if asJSON && cmd.Flags().Changed("notation") {
				return usageErr("cmd.position-notation-is-for-the")
			}
			var g *rules.Game
			switch {
			case pgnFile != "":
				if cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") {
					return usageErr("cmd.position-pgn-starts-from-a")
				}
				if g, err = pgnfile.GamePosition(catalogOf(cmd), pgnFile, gameNo, strict, cmd.ErrOrStderr()); err != nil {
					return err
				}
			case cmd.Flags().Changed("game") || strict:
				return usageErr("cmd.position-game-and-strict-go")
			default:
				pos, err := startingPosition(cmd, fen, n960)
				if err != nil {
					return err
				}
				g = rules.NewGameFrom(pos)
			}
			if err := movetext.Play(g, moves, in); err != nil {
				return err
			}
			rep := describe.Describe(g)
			if !casual {
				rep.WithholdHints()
			}
			if asJSON {
				b, err := json.Marshal(rep)
				if err != nil {
					return catalog.Errorf("cmd.position-position-encode-json", err)
				}
				_, err = fmt.Fprintln(cmd.OutOrStdout(), string(b))
				return err
			}
			return describe.WriteText(cmd.OutOrStdout(), catalogOf(cmd), g, rep, describe.Format{Notation: n, Lang: l, Tournament: !casual})
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "start from this FEN (X-FEN and Shredder-FEN castling accepted)")
	cmd.Flags().IntVar(&n960, "chess960", -1, "start from Chess960 position `N` (0-959; 518 is the standard array)")
	cmd.Flags().StringVar(&pgnFile, "pgn", "", "start from a game of this PGN `FILE` (its main line played)")
	cmd.Flags().IntVar(&gameNo, "game", 1, "with --pgn: the number of the game in the file, from 1")
	cmd.Flags().BoolVar(&strict, "strict", false, "with --pgn: refuse a game whose tags, result and moves disagree (otherwise a warning)")
	cmd.Flags().StringVar(&moves, "moves", "", `moves to play first, separated by spaces, e.g. "e4 e5 Nf3"`)
	cmd.Flags().StringVar(&lang, "lang", "", "language of the text and its piece letters: en (K Q R B N), cs (K D V S J) or de (K D T L S) (default: the locale)")
	cmd.Flags().StringVar(&notation, "notation", "san", "notation of the moves in the text output: san (Nf3), long (Ng1-f3), uci (g1f3) or iccf (7163)")
	cmd.Flags().BoolVar(&casual, "casual", false, "also give the legal moves, the draws that can be claimed and whether each side can still checkmate (not for rated play)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object (see docs/position-json.md)")
	return cmd
}
