// Package pgncheck is pgn check: it reads every game of PGN files, checks
// it with package pgn, and reports each game as a line in the session's
// language or as JSON, streaming, so that a file of any size is checked
// in the memory of one game per CPU.
package pgncheck

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/textenc"
)

// GameJSON is one game of the --json output of pgn check.
type GameJSON struct {
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
	// Letters are the piece letters the moves were read with where they
	// are not English: "de" (K D T L S) or "cs" (K D V S J), for a game
	// legal only in those.
	Letters string `json:"letters,omitempty"`
}

// FileJSON is one file of the --json output of pgn check.
type FileJSON struct {
	File    string     `json:"file"`
	Games   []GameJSON `json:"games"`
	Valid   int        `json:"valid"`
	Invalid int        `json:"invalid"`
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
	zeros      bool // the file holds a long run of zero bytes: no text
}

// noGames is the error of a file that holds no game: an empty file, or
// one given by mistake, must not pass as a file of valid games.
const noGames = "no games: the file is empty or holds no PGN game"

// ReportJSON is the --json output of pgn check.
type ReportJSON struct {
	Files   []FileJSON `json:"files"`
	Games   int        `json:"games"`
	Valid   int        `json:"valid"`
	Invalid int        `json:"invalid"`
}

// Options are the options of pgn check.
type Options struct {
	JSON    bool            // one JSON object (ReportJSON) instead of lines
	Quiet   bool            // only invalid games, warnings and the totals
	Strict  bool            // every disagreement of tags, result and moves is an error
	Catalog catalog.Catalog // the language of the report
}

// Run checks every game of the files (- for standard input), printing to
// stdout one line per game or, with JSON, one JSON object written as the
// games are checked. The error is a usage error (exit 2) when a file
// cannot be read and a failure (exit 1) when a game is invalid or a file
// holds no game.
func Run(stdin io.Reader, stdout io.Writer, files []string, fl Options) error {
	// Games are read, checked and dropped, so the live heap stays small;
	// collecting less often saves about a tenth of the time.
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	out := bufio.NewWriterSize(stdout, 64<<10)
	var all ReportJSON
	var unreadable, utf16, zeros, empty []string
	if fl.JSON {
		// The JSON object is written as the games are checked, one game
		// at a time, so that a file of any size takes the memory of one
		// game: the same bytes as json.Marshal of a ReportJSON.
		out.WriteString(jsonFilesStart)
	}
	for i, name := range files {
		if fl.JSON && i > 0 {
			out.WriteByte(',')
		}
		fj := checkPGNFile(stdin, name, out, fl)
		switch {
		case fj.utf16:
			utf16 = append(utf16, name)
		case fj.zeros:
			zeros = append(zeros, name)
		case fj.unreadable:
			unreadable = append(unreadable, name)
		case fj.Error != "":
			empty = append(empty, name)
		}
		all.Games += fj.Valid + fj.Invalid
		all.Valid += fj.Valid
		all.Invalid += fj.Invalid
	}
	if fl.JSON {
		fmt.Fprintf(out, jsonFilesEnd, all.Games, all.Valid, all.Invalid)
	} else if len(files) > 1 {
		fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-total", fl.Catalog.Count("cmd.n-files", len(files)), fl.Catalog.Count("cmd.n-games", all.Games), fl.Catalog.Count("cmd.n-valid", all.Valid), fl.Catalog.Count("cmd.n-invalid", all.Invalid)))
	}
	if err := out.Flush(); err != nil {
		return catalog.Errorf("cmd.pgn-pgn-check-write-the", err)
	}
	switch {
	case len(folders(unreadable)) > 0:
		// A folder is no PGN file: the files in it are what to give.
		dirs := folders(unreadable)
		return session.UsageErr("cmd.pgn-check-folder", strings.Join(dirs, ", "), filepath.Join(dirs[0], "*.pgn"))
	case len(unreadable) > 0:
		return session.UsageErr("cmd.pgn-could-not-read-check", strings.Join(unreadable, ", "))
	case len(utf16) > 0:
		return session.UsageErr("cmd.pgn-utf-not-read-save", strings.Join(utf16, ", "))
	case len(zeros) > 0:
		return session.UsageErr("cmd.pgn-not-text", strings.Join(zeros, ", "))
	case all.Invalid > 0 && len(empty) > 0:
		return session.FailErr("cmd.pgn-of-invalid-no-games", all.Invalid, fl.Catalog.Count("cmd.of-n-games", all.Games), strings.Join(empty, ", "))
	case all.Invalid > 0:
		return session.FailErr("cmd.pgn-of-invalid", all.Invalid, fl.Catalog.Count("cmd.of-n-games", all.Games))
	case len(empty) > 0:
		return session.FailErr("cmd.pgn-no-games-in-check", strings.Join(empty, ", "))
	}
	return nil
}

// folders returns the names that are folders.
func folders(names []string) []string {
	var dirs []string
	for _, n := range names {
		if fi, err := os.Stat(n); err == nil && fi.IsDir() {
			dirs = append(dirs, n)
		}
	}
	return dirs
}

// checkPGNFile checks every game of one file, printing text lines as it
// goes, or with asJSON the file's JSON object (see jsonFile). The games
// are not kept: the result's Games is empty.
func checkPGNFile(stdin io.Reader, name string, out *bufio.Writer, fl Options) FileJSON {
	fj := checkPGNFileGames(stdin, name, out, fl)
	if fl.JSON {
		fj.writeTail(out)
	}
	return fj
}

// The parts of the JSON report of pgn check around the objects of the
// files and games, as json.Marshal writes a ReportJSON.
const (
	jsonFilesStart = `{"files":[`
	jsonFilesEnd   = `],"games":%d,"valid":%d,"invalid":%d}` + "\n"
	jsonFileStart  = `{"file":`
	jsonGamesStart = `,"games":[`
)

// writeHead writes the start of the file's JSON object, up to its list of
// games.
func (fj *FileJSON) writeHead(out *bufio.Writer) {
	name, _ := json.Marshal(fj.File)
	out.WriteString(jsonFileStart)
	out.Write(name)
	out.WriteString(jsonGamesStart)
}

// writeGame writes one game of the file's list of games.
func (fj *FileJSON) writeGame(out *bufio.Writer, gj GameJSON) {
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
// FileJSON after Games, in their order.
func (fj *FileJSON) writeTail(out *bufio.Writer) {
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
func checkPGNFileGames(stdin io.Reader, name string, out *bufio.Writer, fl Options) FileJSON {
	asJSON := fl.JSON
	fj := FileJSON{File: name, Games: []GameJSON{}}
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
				// The file is named once: the system's reason alone.
				reason := err
				var pe *fs.PathError
				if errors.As(err, &pe) {
					reason = pe.Err
				}
				fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-unreadable", name, reason))
			}
			return fj
		}
		defer f.Close()
		src = f
	}
	told := map[rules.Lang]bool{} // the letters said to be read, once a file
	enc, readErr := checkStream(src, pgn.CheckOptions{Strict: fl.Strict}, func(rep pgn.Report, g *pgn.Game) {
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
		if note := pgn.LettersNote(rep.Letters); note != nil && !told[rep.Letters] {
			told[rep.Letters] = true
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-warning", name, rep.Number, pgn.SayPlayers(fl.Catalog, rep.Players), note))
		}
		printReport(out, fl.Catalog, name, rep, fl.Quiet)
	})
	fj.Encoding, fj.Replaced = enc.Encoding.String(), enc.replaced
	if !asJSON {
		switch {
		case enc.Encoding == textenc.Windows1252:
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-windows-1252", name))
		case enc.Encoding == textenc.Windows1250:
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-windows-1250", name))
		case enc.replaced > 0 && (enc.Encoding == textenc.UTF16LE || enc.Encoding == textenc.UTF16BE):
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-utf16-damaged", name, enc.replaced))
		case enc.replaced > 0:
			fmt.Fprintln(out, fl.Catalog.Count("cmd.pgn-bytes-1252", enc.replaced, name, enc.replaced))
		}
	}
	if readErr != nil {
		fj.Error, fj.unreadable = readErr.Error(), true
		fj.utf16 = errors.Is(readErr, textenc.ErrUTF16NoBOM)
		fj.zeros = errors.Is(readErr, textenc.ErrZeros)
		if !asJSON {
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-cut", name, readErr))
		}
	}
	if readErr == nil && fj.Valid+fj.Invalid == 0 {
		fj.Error = noGames
		if !asJSON {
			fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-check-file", name, noGames))
		}
		return fj
	}
	if !asJSON {
		fmt.Fprintln(out, fl.Catalog.Say("cmd.pgn-file-total", name, fl.Catalog.Count("cmd.n-games", fj.Valid+fj.Invalid), fl.Catalog.Count("cmd.n-valid", fj.Valid), fl.Catalog.Count("cmd.n-invalid", fj.Invalid)))
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

// gameJSON is the JSON of one game.
func gameJSON(rep pgn.Report, g *pgn.Game) GameJSON {
	gj := GameJSON{Number: rep.Number, Line: rep.Line, Valid: rep.OK(), Result: string(rep.Result),
		Plies: rep.Plies, FEN: rep.FEN, Ending: rep.Ending, Warnings: rep.Warnings}
	if rep.Letters != rules.English {
		gj.Letters = rep.Letters.Code()
	}
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
func printReport(out *bufio.Writer, c catalog.Catalog, name string, rep pgn.Report, quiet bool) {
	for _, w := range rep.Notes {
		fmt.Fprintln(out, c.Say("cmd.pgn-warning", name, rep.Number, pgn.SayPlayers(c, rep.Players), w))
	}
	if !rep.OK() {
		fmt.Fprintf(out, "%s: %s\n", name, c.Error(rep.Err))
		return
	}
	if quiet {
		return
	}
	result := string(rep.Result)
	switch {
	case rep.Ending != "" && !rep.ResultFits:
		result = c.Say("cmd.pgn-result-but", result, endingText(c, rep.Ending))
	case rep.Ending != "":
		result = c.Say("cmd.pgn-result-by", result, endingText(c, rep.Ending))
	case rep.Result == pgn.Unknown:
		result = c.Say("cmd.pgn-result-none", result)
	}
	fmt.Fprintln(out, c.Say("cmd.pgn-ok", name, rep.Number, pgn.SayPlayers(c, rep.Players), result, rep.Plies, rep.FEN))
}

// endingText says the way a game ended by itself (pgn.Report.Ending, the
// name of a rules.Reason) in the language of c.
func endingText(c catalog.Catalog, ending string) string {
	for r := rules.NotOver; r <= rules.BySeventyFiveMoves; r++ {
		if r.String() == ending {
			return c.Say("cmd.reason-" + strconv.Itoa(int(r)))
		}
	}
	return ending
}
