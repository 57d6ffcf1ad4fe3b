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

// readGame is a game of a PGN file read by say --pgn, position --pgn or
// braille --pgn, played through the rules core.
type readGame struct {
	g  *pgn.Game
	rp *pgn.Replayed
}

// pgnFile reads the games of a PGN file one at a time, so that a file of
// any size is read in the memory of its largest game: say --pgn speaks
// each game as it is read, position and braille stop at the game asked
// for.
type pgnFile struct {
	c          catalog.Catalog // the language of the warnings
	path, flag string          // the file and the option that named it ("--pgn")
	strict     bool
	warn       io.Writer
	f          *os.File
	r          *pgn.Reader
	games      int // games read so far, good or bad
}

// openPGNFile opens a PGN file for reading game by game. Games are checked
// as pgn check does: a syntax error, an illegal move or a FEN or variant
// that cannot be played makes a game bad; the tags, result and moves that
// disagree are warnings, written to warn as "blindchess: FILE: game N (W -
// B): warning: …", or with strict make the game bad.
func openPGNFile(c catalog.Catalog, path, flag string, strict bool, warn io.Writer) (*pgnFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usageErr("%s: %v", flag, err)
	}
	return &pgnFile{c: c, path: path, flag: flag, strict: strict, warn: warn, f: f, r: pgn.NewReader(f)}, nil
}

// Close closes the file.
func (p *pgnFile) Close() error { return p.f.Close() }

// badGame is a game of the file that cannot be played; Err says which game
// (its number and players), where (line, move) and why.
type badGame struct{ Err error }

func (b *badGame) Error() string { return b.Err.Error() }

// next reads the next game without playing it. It returns io.EOF at the
// end of the file, a *badGame for a game that cannot be read (the next
// call reads the game after it) and a usage error when the file cannot be
// read.
func (p *pgnFile) next() (*pgn.Game, error) {
	g, err := p.r.Next()
	if err == io.EOF {
		return nil, io.EOF
	}
	p.games++
	if err != nil {
		var se *pgn.SyntaxError
		if errors.As(err, &se) {
			// The game's first error: a move before the syntax error
			// that cannot be played, or the syntax error.
			rep := pgn.ReportSyntaxError(se)
			return nil, &badGame{Err: rep.Err}
		}
		return nil, usageErr("cmd.pgnread-cannot-be-read", p.flag, p.path, err)
	}
	return g, nil
}

// play checks a game read by next and plays it through the rules core; a
// game that cannot be played (with strict, one whose tags, result and moves
// disagree) is a *badGame. The warnings go to the pgnFile's warn.
func (p *pgnFile) play(g *pgn.Game) (readGame, error) {
	rep, rp := pgn.CheckWith(g, pgn.CheckOptions{Strict: p.strict})
	if rep.Err != nil {
		var re *pgn.ResultError
		var te *pgn.TagError
		if errors.As(rep.Err, &re) || errors.As(rep.Err, &te) && te.Then != "" {
			return readGame{}, &badGame{Err: catalog.Errorf("cmd.pgn-strict-warning", rep.Err)}
		}
		return readGame{}, &badGame{Err: rep.Err}
	}
	for _, w := range rep.Warnings {
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-warning", p.path, rep.Number, rep.Players, w))
	}
	return readGame{g: g, rp: rp}, nil
}

// fewGames is the error of nth for a file with fewer games than asked
// for.
type fewGames struct{ games int }

func (f *fewGames) Error() string { return fmt.Sprint(f.games) }

// nth reads up to game n (from 1) without reading the rest of the file,
// and returns it unplayed; the games before it are only read. A bad game n
// is a usage error that names it, a file without games a usage error, and
// a file with fewer games a *fewGames.
func (p *pgnFile) nth(n int) (*pgn.Game, error) {
	for {
		g, err := p.next()
		if err == io.EOF {
			if p.games == 0 {
				return nil, usageErr("cmd.pgnread-the-file-has-no", p.flag, p.path)
			}
			return nil, &fewGames{games: p.games}
		}
		var bad *badGame
		if errors.As(err, &bad) && p.games != n {
			continue
		}
		if err != nil {
			return nil, p.refuse(err)
		}
		if p.games == n {
			return g, nil
		}
	}
}

// game is nth with the game played (see play); the usage error of a file
// with fewer games says how many it has.
func (p *pgnFile) game(n int) (readGame, error) {
	if n < 1 {
		return readGame{}, usageErr("cmd.position-game-games-are-numbered", n)
	}
	g, err := p.nth(n)
	var few *fewGames
	if errors.As(err, &few) {
		return readGame{}, usageErr("cmd.position-game-has", n, p.path, p.c.Count("cmd.n-games", few.games))
	}
	if err != nil {
		return readGame{}, err
	}
	rg, err := p.play(g)
	if err != nil {
		return readGame{}, p.refuse(err)
	}
	p.noteEncoding()
	return rg, nil
}

// refuse turns the error of a bad game into a usage error that names the
// file.
func (p *pgnFile) refuse(err error) error {
	var bad *badGame
	if errors.As(err, &bad) {
		return usageErr("%s %s: %v", p.flag, p.path, bad.Err)
	}
	return err
}

// noteEncoding says on warn that the file is read as Windows-1252, when it
// is (as far as it has been read).
func (p *pgnFile) noteEncoding() {
	if p.r.Encoding() == textenc.Windows1252 {
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-windows-1252", p.path))
	}
}
