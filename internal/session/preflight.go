package session

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/textenc"
)

// preflight checks, before anything is created, what can be checked of the
// flags of play: where the files the game writes are named (--pgn,
// --journal, --wav), the voice, the braille code, and every line of a
// script that can be read ahead (a file, or standard input on virtual
// time). A refusal creates
// nothing (no game folder, no journal) and exits with code 2, in the
// session's language. It returns the script to play (nil without one),
// read ahead when it could be.
func (o PlayOptions) preflight(stdin io.Reader) (io.Reader, func(), error) {
	refuse := UsageErr
	type file struct{ flag, path, name string }
	files := []file{{"pgn", o.PGN, "game.pgn"}, {"wav", o.WAV, "speech.wav"}}
	if o.Resume == "" {
		files = append(files, file{"journal", o.Journal, "game.journal"})
	}
	for _, f := range files {
		if f.path == "" {
			continue
		}
		if key, args := checkOutputFile(f.path, f.name); key != "" {
			return nil, nil, refuse(key, append([]any{f.flag, f.path}, args...)...)
		}
	}
	if v := o.Voice; v != "" && v != "none" && !slices.Contains(speech.Voices(), v) {
		return nil, nil, refuse("session.nothing-created", catalog.Errorf("flag.bad-voice", v, strings.Join(append(speech.Voices(), "none"), ", ")))
	}
	if o.WAV != "" && o.Voice == "none" {
		return nil, nil, refuse("session.wav-no-voice")
	}
	if r := o.Rate; r != 0 && (r < speech.MinRate || r > speech.MaxRate || r != r) {
		return nil, nil, refuse("session.nothing-created", catalog.Errorf("cmd.say-rate-is-out-of", r, speech.MinRate, speech.MaxRate))
	}
	// A folder or a file never becomes a board's port (a path where
	// nothing is yet may: the board is plugged in later).
	for _, b := range []struct {
		flag, spec string
		role       drivers.Role
	}{{"tactile", o.Tactile, drivers.Tactile}, {"sighted", o.Sighted, drivers.Sighted}} {
		if b.spec == "" || b.spec == table.BoardVirtual {
			continue
		}
		if _, path, err := drivers.Parse(b.spec, b.role); err == nil {
			if err := serialport.NotAPort(path); err != nil {
				return nil, nil, refuse("session.nothing-created", formatError{format: "--%s %v", args: []any{b.flag, err}})
			}
		}
	}
	// A board of another kind on a board's port (a DGT board given as
	// the tactile board) is named, with how to give it.
	if err := wrongBoards(o); err != nil {
		return nil, nil, refuse("session.nothing-created", err)
	}
	if o.BrailleCode != "" {
		if _, err := braille.ParseCode(o.BrailleCode); err != nil {
			return nil, nil, UsageErr("flag.bad-braille-code", o.BrailleCode)
		}
	}
	if o.Script == "" || (o.Script == "-" && !o.Virtual) {
		// Standard input on real time is read as it comes.
		return o.openScript(stdin)
	}
	src := stdin
	if o.Script != "-" {
		f, err := os.Open(o.Script)
		if err != nil {
			return nil, nil, UsageErr("run.play-script-unreadable", err)
		}
		defer f.Close()
		// A file in Windows-1252 reaches the table as UTF-8.
		src = textenc.NewDecoder(f)
	}
	// Read whole on virtual time, but bounded: /dev/zero or another
	// endless source would fill the memory.
	text, err := io.ReadAll(io.LimitReader(src, maxVirtualScript+1))
	if err != nil {
		return nil, nil, UsageErr("run.play-script-unreadable", err)
	}
	if len(text) > maxVirtualScript {
		return nil, nil, UsageErr("run.play-script-unreadable", catalog.Errorf("session.script-too-long", maxVirtualScript>>20))
	}
	if _, err := table.ParseScript(bytes.NewReader(text)); err != nil {
		if o.Script != "-" && table.LooksLikePGN(bytes.NewReader(text)) {
			return nil, nil, UsageErr("run.script-is-pgn", o.Script)
		}
		return nil, nil, UsageErr("--script: %v", err)
	}
	return bytes.NewReader(text), func() {}, nil
}

// maxVirtualScript bounds a script read whole for virtual time: far more
// than any game needs (a line of a script is cut at 1 MiB).
const maxVirtualScript = 64 << 20

// checkOutputFile checks that a file the game writes is named where it
// can be: its folder exists, and it is not a folder itself. It returns the
// key of the sentence that says what is wrong and the arguments after the
// flag and the path, or "" when the name is right; name is the file
// suggested in a folder given by mistake. A disk that takes no writes
// (read-only, full, no permission) is not refused: the game goes on in
// memory and is rescued, as when the disk fails during the game.
func checkOutputFile(path, name string) (string, []any) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return "session.out-is-folder", []any{filepath.Join(path, name)}
	}
	dir := filepath.Dir(path)
	di, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "session.out-no-folder", []any{dir}
	case err == nil && !di.IsDir():
		return "session.out-not-folder", []any{dir}
	}
	return "", nil
}
