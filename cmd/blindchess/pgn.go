package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/textenc"
	"github.com/spf13/cobra"
)

func newPgnCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pgn",
		Short: "Work with PGN game files",
		Long:  `pgn reads and checks chess games in Portable Game Notation.`,
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return usageErr("pgn needs a subcommand, for example: blindchess pgn check games.pgn")
		},
	}
	cmd.AddCommand(newPgnCheckCmd())
	return cmd
}

// pgnGameJSON is one game of the --json output of pgn check.
type pgnGameJSON struct {
	Number   int      `json:"number"`
	White    string   `json:"white"`
	Black    string   `json:"black"`
	Line     int      `json:"line"`
	Valid    bool     `json:"valid"`
	Result   string   `json:"result"`
	Plies    int      `json:"plies"`
	FEN      string   `json:"fen,omitempty"`
	Ending   string   `json:"ending,omitempty"`
	Error    string   `json:"error,omitempty"`
	Warnings []string `json:"warnings,omitempty"`
}

// pgnFileJSON is one file of the --json output of pgn check.
type pgnFileJSON struct {
	File    string        `json:"file"`
	Games   []pgnGameJSON `json:"games"`
	Valid   int           `json:"valid"`
	Invalid int           `json:"invalid"`
	// Encoding is what the file was read as: "ASCII", "UTF-8", "UTF-8
	// with byte order mark" or "Windows-1252" (see package textenc).
	Encoding string `json:"encoding,omitempty"`
	// Replaced counts the bytes of a UTF-8 file that were not UTF-8 and
	// were read as Windows-1252.
	Replaced int    `json:"replaced,omitempty"`
	Error    string `json:"error,omitempty"` // the file could not be read (to the end), or holds no game
	// unreadable is set when Error says the file could not be read (exit
	// code 2 rather than 1).
	unreadable bool
	utf16      bool // the file is UTF-16
}

// noGames is the error of a file that holds no game: an empty file, or
// one given by mistake, must not pass as a file of valid games.
const noGames = "no games: the file is empty or holds no PGN game"

// pgnCheckJSON is the --json output of pgn check.
type pgnCheckJSON struct {
	Files   []pgnFileJSON `json:"files"`
	Games   int           `json:"games"`
	Valid   int           `json:"valid"`
	Invalid int           `json:"invalid"`
}

func newPgnCheckCmd() *cobra.Command {
	var asJSON, quiet, strict bool
	cmd := &cobra.Command{
		Use:   "check FILE... [--json] [--quiet] [--strict]",
		Short: "Check every game of PGN files: legal moves, tags, result",
		Long: `check reads every game of the PGN files (- for standard input) and checks
that every move, also in variations, is legal. A game is invalid only for a
syntax error, an illegal move, or a FEN or Variant tag that makes it
impossible to play (only standard chess and Chess960 are played).

Everything that disagrees is a warning: a Result tag that differs from the
result after the moves, a PlyCount that is not the number of half-moves,
SetUp and FEN tags that contradict each other, and a result that does not
fit the final position (a checkmate or stalemate scored * or wrongly). Such
files are common and their games are fine: lichess studies score every
chapter *, puzzle collections keep the PlyCount of the game a puzzle comes
from. --strict makes these disagreements errors.

Files may be UTF-8 (with or without a byte order mark) or, as old
databases are, Windows-1252 (Latin-1); each file is read in its encoding,
and the output is always UTF-8.

For each game it prints one line: the result and the final position as FEN,
or the first error with its line and move. Warnings (also missing roster
tags and null moves) get lines of their own. It exits with 0 when every game
is valid, 1 when a game is not or a file holds no game, and 2 when a file
cannot be read.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErr("pgn check needs at least one PGN file, for example: blindchess pgn check games.pgn")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPgnCheck(cmd.InOrStdin(), cmd.OutOrStdout(), args, checkFlags{asJSON: asJSON, quiet: quiet, strict: strict})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object with every file and game")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only invalid games, warnings and the totals")
	cmd.Flags().BoolVar(&strict, "strict", false, "make every disagreement between tags, result and moves an error, not a warning")
	return cmd
}

// checkFlags are the options of pgn check.
type checkFlags struct {
	asJSON, quiet, strict bool
}

func runPgnCheck(stdin io.Reader, stdout io.Writer, files []string, fl checkFlags) error {
	// Games are read, checked and dropped, so the live heap stays small;
	// collecting less often saves about a tenth of the time.
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	out := bufio.NewWriterSize(stdout, 64<<10)
	var all pgnCheckJSON
	var unreadable, utf16, empty []string
	if fl.asJSON {
		// The JSON object is written as the games are checked, one game
		// at a time, so that a file of any size takes the memory of one
		// game: the same bytes as json.Marshal of a pgnCheckJSON.
		out.WriteString(`{"files":[`)
	}
	for i, name := range files {
		if fl.asJSON && i > 0 {
			out.WriteByte(',')
		}
		fj := checkPGNFile(stdin, name, out, fl)
		switch {
		case fj.utf16:
			utf16 = append(utf16, name)
		case fj.unreadable:
			unreadable = append(unreadable, name)
		case fj.Error != "":
			empty = append(empty, name)
		}
		all.Games += fj.Valid + fj.Invalid
		all.Valid += fj.Valid
		all.Invalid += fj.Invalid
	}
	if fl.asJSON {
		fmt.Fprintf(out, `],"games":%d,"valid":%d,"invalid":%d}`+"\n", all.Games, all.Valid, all.Invalid)
	} else if len(files) > 1 {
		fmt.Fprintf(out, "total: %d files, %s: %d valid, %d invalid\n", len(files), plural(all.Games, "game"), all.Valid, all.Invalid)
	}
	if err := out.Flush(); err != nil {
		return fmt.Errorf("pgn check: write the report: %w", err)
	}
	switch {
	case len(unreadable) > 0:
		return usageErr("could not read %s; check the path and the permissions", strings.Join(unreadable, ", "))
	case len(utf16) > 0:
		return usageErr("%s: UTF-16, not read; save as UTF-8 (or Windows-1252) and try again", strings.Join(utf16, ", "))
	case all.Invalid > 0 && len(empty) > 0:
		return failErr("%d of %s invalid; no games in %s", all.Invalid, plural(all.Games, "game"), strings.Join(empty, ", "))
	case all.Invalid > 0:
		return failErr("%d of %s invalid", all.Invalid, plural(all.Games, "game"))
	case len(empty) > 0:
		return failErr("no games in %s; check that it is the right file", strings.Join(empty, ", "))
	}
	return nil
}

// checkPGNFile checks every game of one file, printing text lines as it
// goes, or with asJSON the file's JSON object (see jsonFile). The games
// are not kept: the result's Games is empty.
func checkPGNFile(stdin io.Reader, name string, out *bufio.Writer, fl checkFlags) pgnFileJSON {
	fj := checkPGNFileGames(stdin, name, out, fl)
	if fl.asJSON {
		fj.writeTail(out)
	}
	return fj
}

// writeHead writes the start of the file's JSON object, up to its list of
// games.
func (fj *pgnFileJSON) writeHead(out *bufio.Writer) {
	name, _ := json.Marshal(fj.File)
	out.WriteString(`{"file":`)
	out.Write(name)
	out.WriteString(`,"games":[`)
}

// writeGame writes one game of the file's list of games.
func (fj *pgnFileJSON) writeGame(out *bufio.Writer, gj pgnGameJSON) {
	if fj.Valid+fj.Invalid > 1 {
		out.WriteByte(',')
	}
	b, err := json.Marshal(gj)
	if err != nil {
		b = []byte("null") // strings and numbers only: never
	}
	out.Write(b)
}

// writeTail ends the file's JSON object after its games: the fields of
// pgnFileJSON after Games, in their order.
func (fj *pgnFileJSON) writeTail(out *bufio.Writer) {
	b, err := json.Marshal(struct {
		Valid    int    `json:"valid"`
		Invalid  int    `json:"invalid"`
		Encoding string `json:"encoding,omitempty"`
		Replaced int    `json:"replaced,omitempty"`
		Error    string `json:"error,omitempty"`
	}{fj.Valid, fj.Invalid, fj.Encoding, fj.Replaced, fj.Error})
	if err != nil {
		b = []byte("{}")
	}
	out.WriteString("],")
	out.Write(b[1:])
}

// checkPGNFileGames is checkPGNFile up to the JSON object's tail.
func checkPGNFileGames(stdin io.Reader, name string, out *bufio.Writer, fl checkFlags) pgnFileJSON {
	asJSON := fl.asJSON
	fj := pgnFileJSON{File: name, Games: []pgnGameJSON{}}
	if asJSON {
		fj.writeHead(out)
	}
	var src io.Reader
	if name == "-" {
		src = stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			fj.Error, fj.unreadable = err.Error(), true
			if !asJSON {
				fmt.Fprintf(out, "%s: cannot be read: %v\n", name, err)
			}
			return fj
		}
		defer f.Close()
		src = f
	}
	enc, readErr := checkStream(src, pgn.CheckOptions{Strict: fl.strict}, func(rep pgn.Report, g *pgn.Game) {
		gj := gameJSON(rep, g)
		if rep.OK() {
			fj.Valid++
		} else {
			fj.Invalid++
		}
		if asJSON {
			fj.writeGame(out, gj)
			return
		}
		printReport(out, name, rep, fl.quiet)
	})
	fj.Encoding, fj.Replaced = enc.Encoding.String(), enc.replaced
	if !asJSON {
		switch {
		case enc.Encoding == textenc.Windows1252:
			fmt.Fprintf(out, "%s: read as Windows-1252 (Latin-1), as the file is not UTF-8\n", name)
		case enc.replaced > 0:
			fmt.Fprintf(out, "%s: %s that %s not UTF-8 read as Windows-1252\n", name, plural(enc.replaced, "byte"), isAre(enc.replaced))
		}
	}
	if readErr != nil {
		fj.Error, fj.unreadable = readErr.Error(), true
		fj.utf16 = errors.Is(readErr, textenc.ErrUTF16)
		if !asJSON {
			fmt.Fprintf(out, "%s: cannot be read to the end: %v\n", name, readErr)
		}
	}
	if readErr == nil && fj.Valid+fj.Invalid == 0 {
		fj.Error = noGames
		if !asJSON {
			fmt.Fprintf(out, "%s: %s; check that this is the right file\n", name, noGames)
		}
		return fj
	}
	if !asJSON {
		fmt.Fprintf(out, "%s: %s: %d valid, %d invalid\n", name, plural(fj.Valid+fj.Invalid, "game"), fj.Valid, fj.Invalid)
	}
	return fj
}

// checkBatch is how many games travel together between the goroutines.
const checkBatch = 32

// checkJob is a batch of games read in one goroutine and checked in
// another; done is closed when every report is ready.
type checkJob struct {
	items []checkItem
	done  chan struct{}
}

type checkItem struct {
	g   *pgn.Game
	err error // a *pgn.SyntaxError, or the read error that ended the input
	rep pgn.Report
}

// fileEncoding is what a file was read as.
type fileEncoding struct {
	textenc.Encoding
	replaced int
}

// isAre returns "is" for 1 and "are" otherwise.
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// checkStream reads the games of src in one goroutine, checks them in one
// goroutine per CPU, and hands the reports to report in input order. It
// returns the file's encoding and the read error that stopped it, if any.
func checkStream(src io.Reader, o pgn.CheckOptions, report func(pgn.Report, *pgn.Game)) (fileEncoding, error) {
	var enc fileEncoding // written by the reading goroutine before it closes order
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan *checkJob, 2*workers)
	order := make(chan *checkJob, 4*workers)
	go func() {
		defer close(jobs)
		defer close(order)
		r := pgn.NewReader(src)
		defer func() { enc = fileEncoding{r.Encoding(), r.Replaced()} }()
		for ended := false; !ended; {
			items := make([]checkItem, 0, checkBatch)
			for len(items) < checkBatch {
				g, err := r.Next()
				if err == io.EOF {
					ended = true
					break
				}
				items = append(items, checkItem{g: g, err: err})
				if err != nil && !pgn.IsGameError(err) {
					ended = true
					break
				}
			}
			if len(items) == 0 {
				break
			}
			j := &checkJob{items: items, done: make(chan struct{})}
			order <- j
			jobs <- j
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				for i := range j.items {
					it := &j.items[i]
					var se *pgn.SyntaxError
					switch {
					case it.err == nil:
						it.rep, _ = pgn.CheckWith(it.g, o)
					case errors.As(it.err, &se):
						it.rep = pgn.ReportSyntaxError(se)
						it.g = se.Partial
					}
				}
				close(j.done)
			}
		}()
	}
	var readErr error
	for j := range order {
		<-j.done
		for _, it := range j.items {
			if it.err != nil && !pgn.IsGameError(it.err) {
				readErr = it.err
				continue
			}
			report(it.rep, it.g)
		}
	}
	return enc, readErr
}

func gameJSON(rep pgn.Report, g *pgn.Game) pgnGameJSON {
	gj := pgnGameJSON{Number: rep.Number, Line: rep.Line, Valid: rep.OK(), Result: string(rep.Result),
		Plies: rep.Plies, FEN: rep.FEN, Ending: rep.Ending, Warnings: rep.Warnings}
	if g != nil {
		gj.White, gj.Black = g.Tag("White"), g.Tag("Black")
	}
	if rep.Err != nil {
		gj.Error = rep.Err.Error()
	}
	return gj
}

// printReport prints the lines of one game: "FILE: game N (W - B): ok, …" or
// the error, then one line per warning.
func printReport(out *bufio.Writer, name string, rep pgn.Report, quiet bool) {
	for _, w := range rep.Warnings {
		fmt.Fprintf(out, "%s: game %d (%s): warning: %s\n", name, rep.Number, rep.Players, w)
	}
	if !rep.OK() {
		fmt.Fprintf(out, "%s: %v\n", name, rep.Err)
		return
	}
	if quiet {
		return
	}
	result := string(rep.Result)
	switch {
	case rep.Ending != "" && !rep.ResultFits:
		result += " (but the final position is " + rep.Ending + ")"
	case rep.Ending != "":
		result += " by " + rep.Ending
	case rep.Result == pgn.Unknown:
		result += " (no result)"
	}
	fmt.Fprintf(out, "%s: game %d (%s): ok, %s after %d half-moves, final position %s\n",
		name, rep.Number, rep.Players, result, rep.Plies, rep.FEN)
}

// plural returns "1 game" or "2 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
