// Package pgnfile reads the games of a PGN file one at a time for the
// commands that take a game from a file (say --pgn, position --pgn,
// braille --pgn): each game is checked as pgn check does, its warnings are
// written in the session's language, and the errors are the commands'
// usage errors (exit 2) that name the file and the game.
package pgnfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/textenc"
)

// Game is a game of a PGN file played through the rules core.
type Game struct {
	Game     *pgn.Game
	Replayed *pgn.Replayed
}

// File reads the games of a PGN file one at a time, so that a file of any
// size is read in the memory of its largest game: say --pgn speaks each
// game as it is read, position and braille stop at the game asked for.
type File struct {
	c          catalog.Catalog // the language of the warnings
	path, flag string          // the file and the option that named it ("--pgn")
	strict     bool
	warn       io.Writer
	f          *os.File
	r          *pgn.Reader
	games      int // games read so far, good or bad
	// told are the piece letters other than English the file's games
	// were read with, said once.
	told map[rules.Lang]bool
}

// GameFile is the PGN file in a game's folder, as play writes it.
const GameFile = "game.pgn"

// Open opens a PGN file for reading game by game; a game's folder (one
// that holds GameFile) is read as its game.pgn. Games are checked as pgn
// check does: a syntax error, an illegal move or a FEN or variant that
// cannot be played makes a game bad; the tags, result and moves that
// disagree are warnings, written to warn as "blindchess: FILE: game N (W -
// B): warning: …", or with strict make the game bad.
func Open(c catalog.Catalog, path, flag string, strict bool, warn io.Writer) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, session.UsageErr("cmd.pgnfile-give-a-file", flag, err, flag)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		// A game's folder, as play makes it and recording and play
		// --resume take it: its game.pgn.
		inside := filepath.Join(path, GameFile)
		if gi, err := os.Stat(inside); err == nil && gi.Mode().IsRegular() {
			return Open(c, inside, flag, strict, warn)
		}
		// Another folder opens, but holds no games: said as a folder.
		return nil, session.UsageErr("cmd.pgnfile-give-a-file", flag, &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}, flag)
	}
	return &File{c: c, path: path, flag: flag, strict: strict, warn: warn, f: f, r: pgn.NewReader(f)}, nil
}

// Close closes the file.
func (p *File) Close() error { return p.f.Close() }

// Games is the number of games read so far, good or bad.
func (p *File) Games() int { return p.games }

// BadGame is a game of the file that cannot be played; Err says which game
// (its number and players), where (line, move) and why.
type BadGame struct{ Err error }

func (b *BadGame) Error() string { return b.Err.Error() }

// SayIn says which game, where and why in the language of c.
func (b *BadGame) SayIn(c catalog.Catalog) string { return c.Error(b.Err) }

// Unwrap returns the game's error.
func (b *BadGame) Unwrap() error { return b.Err }

// Next reads the next game without playing it. It returns io.EOF at the
// end of the file, a *BadGame for a game that cannot be read (the next
// call reads the game after it) and a usage error when the file cannot be
// read.
func (p *File) Next() (*pgn.Game, error) {
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
			return nil, &BadGame{Err: rep.Err}
		}
		return nil, session.UsageErr("cmd.pgnread-cannot-be-read", p.flag, p.path, err)
	}
	return g, nil
}

// Play checks a game read by Next and plays it through the rules core; a
// game that cannot be played (with strict, one whose tags, result and moves
// disagree) is a *BadGame. The warnings go to the File's warn.
func (p *File) Play(g *pgn.Game) (Game, error) {
	rep, rp := pgn.CheckWith(g, pgn.CheckOptions{Strict: p.strict})
	if rep.Err != nil {
		var re *pgn.ResultError
		var te *pgn.TagError
		if errors.As(rep.Err, &re) || errors.As(rep.Err, &te) && te.Then != "" {
			return Game{}, &BadGame{Err: catalog.Errorf("cmd.pgn-strict-warning", rep.Err)}
		}
		return Game{}, &BadGame{Err: rep.Err}
	}
	notes := rep.Notes
	if note := p.lettersNote(rep.Letters); note != nil {
		notes = append([]error{note}, notes...)
	}
	for _, w := range notes {
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-warning", p.path, rep.Number, pgn.SayPlayers(p.c, rep.Players), w))
	}
	return Game{Game: g, Replayed: rp}, nil
}

// lettersNote is the note that a game's moves were read with German or
// Czech piece letters l, the first time the file reads them; nil after
// that and for English.
func (p *File) lettersNote(l rules.Lang) error {
	note := pgn.LettersNote(l)
	if note == nil || p.told[l] {
		return nil
	}
	if p.told == nil {
		p.told = map[rules.Lang]bool{}
	}
	p.told[l] = true
	return note
}

// ReadLetters plays a game read by Nth only to read its piece letters:
// a game legal only with German or Czech letters has its moves rewritten
// in English (pgn.Replay), and the first such game of the file says so
// to the File's warn. For the commands that read a game's moves
// themselves (braille --pgn) and say its other problems as they find
// them; a game that cannot be played is left as it is.
func (p *File) ReadLetters(g *pgn.Game) {
	rp, err := pgn.Replay(g)
	if err != nil {
		return
	}
	if note := p.lettersNote(rp.Letters); note != nil {
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-warning", p.path, g.Number, pgn.SayPlayers(p.c, g.Players()), note))
	}
}

// FewGames is the error of Nth for a file with fewer games than asked
// for.
type FewGames struct{ Games int }

func (f *FewGames) Error() string { return fmt.Sprint(f.Games) }

// Nth reads up to game n (from 1) without reading the rest of the file,
// and returns it unplayed; the games before it are only read. A bad game n
// is a usage error that names it, a file without games a usage error, and
// a file with fewer games a *FewGames.
func (p *File) Nth(n int) (*pgn.Game, error) {
	for {
		g, err := p.Next()
		if err == io.EOF {
			if p.games == 0 {
				return nil, session.UsageErr("cmd.pgnread-the-file-has-no", p.flag, p.path)
			}
			return nil, &FewGames{Games: p.games}
		}
		var bad *BadGame
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

// OutOfRange is the usage error of --game n for the file at path, which
// holds only games games: it says how many, with the plural form of the
// language, and what to give instead.
func OutOfRange(c catalog.Catalog, n int, path string, games int) error {
	return session.UsageErr("%s", c.Count("cmd.game-out-of-range", games, n, path, games))
}

// Game is Nth with the game played (see Play); the usage error of a file
// with fewer games says how many it has.
func (p *File) Game(n int) (Game, error) {
	if n < 1 {
		return Game{}, session.UsageErr("cmd.position-game-games-are-numbered", n)
	}
	g, err := p.Nth(n)
	var few *FewGames
	if errors.As(err, &few) {
		return Game{}, OutOfRange(p.c, n, p.path, few.Games)
	}
	if err != nil {
		return Game{}, err
	}
	rg, err := p.Play(g)
	if err != nil {
		return Game{}, p.refuse(err)
	}
	p.NoteEncoding()
	return rg, nil
}

// refuse turns the error of a bad game into a usage error that names the
// file.
func (p *File) refuse(err error) error {
	var bad *BadGame
	if errors.As(err, &bad) {
		return session.UsageErr("%s %s: %v", p.flag, p.path, bad.Err)
	}
	return err
}

// NoteEncoding says on warn that the file is read as Windows-1252 or
// Windows-1250, when it is (as far as it has been read).
func (p *File) NoteEncoding() {
	switch p.r.Encoding() {
	case textenc.Windows1252:
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-windows-1252", p.path))
	case textenc.Windows1250:
		fmt.Fprintln(p.warn, "blindchess: "+p.c.Say("cmd.pgn-windows-1250", p.path))
	}
}

// GamePosition returns game n of a PGN file as a rules.Game: its start
// position and the moves of its main line. The file is read only up to
// that game, one game at a time.
func GamePosition(c catalog.Catalog, path string, n int, strict bool, warn io.Writer) (*rules.Game, error) {
	if n < 1 {
		return nil, session.UsageErr("cmd.position-game-games-are-numbered", n)
	}
	pf, err := Open(c, path, "--pgn", strict, warn)
	if err != nil {
		return nil, err
	}
	defer pf.Close()
	rg, err := pf.Game(n)
	if err != nil {
		return nil, err
	}
	g := rules.NewGameFrom(rg.Replayed.Start)
	for i, m := range rg.Replayed.Moves {
		if m == rules.NoMove {
			return nil, session.UsageErr("cmd.position-pgn-game-has-a", path, n, i+1)
		}
		// A record may go on after the game ended by itself (a fivefold
		// repetition, 75 moves, a dead position); the outcome stays that
		// first end.
		if err := g.PushAfterEnd(m); err != nil {
			return nil, session.UsageErr("cmd.position-pgn-game-half-move", path, n, i+1, err)
		}
	}
	return g, nil
}
