package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/textenc"

	"github.com/blindchess/blindchess/internal/catalog"
)

// readGame is a game of a PGN file read by say --pgn or position --pgn,
// played through the rules core.
type readGame struct {
	g  *pgn.Game
	rp *pgn.Replayed
}

// readPGNGames reads and checks every game of a PGN file as pgn check
// does: a syntax error, an illegal move or a FEN or variant that cannot be
// played is an error (exit 2); the tags, result and moves that disagree
// are warnings, written to warn as "blindchess: FILE: game N (W - B):
// warning: …", or with strict an error. A Windows-1252 file is named on
// warn too. flag is the option that named the file ("--pgn").
func readPGNGames(c catalog.Catalog, path, flag string, strict bool, warn io.Writer) ([]readGame, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usageErr("%s: %v", flag, err)
	}
	defer f.Close()
	r := pgn.NewReader(f)
	var games []readGame
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			if pgn.IsGameError(err) {
				return nil, usageErr("%s %s: %v", flag, path, err)
			}
			return nil, usageErr("cmd.pgnread-cannot-be-read", flag, path, err)
		}
		rep, rp := pgn.CheckWith(g, pgn.CheckOptions{Strict: strict})
		if rep.Err != nil {
			var re *pgn.ResultError
			var te *pgn.TagError
			if errors.As(rep.Err, &re) || errors.As(rep.Err, &te) && te.Then != "" {
				return nil, usageErr("cmd.pgnread-strict-without-it-this", flag, path, rep.Err)
			}
			return nil, usageErr("%s %s: %v", flag, path, rep.Err)
		}
		for _, w := range rep.Warnings {
			fmt.Fprintln(warn, "blindchess: "+c.Say("cmd.pgn-warning", path, rep.Number, rep.Players, w))
		}
		games = append(games, readGame{g: g, rp: rp})
	}
	if r.Encoding() == textenc.Windows1252 {
		fmt.Fprintln(warn, "blindchess: "+c.Say("cmd.pgn-windows-1252", path))
	}
	if len(games) == 0 {
		return nil, usageErr("cmd.pgnread-the-file-has-no", flag, path)
	}
	return games, nil
}
