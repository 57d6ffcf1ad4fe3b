package session

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/textenc"
)

// preflight checks, before anything is created, what can be checked of the
// flags of play: the files the game writes (--pgn, --journal, --wav), the
// voice, the braille code, and every line of a script that can be read
// ahead (a file, or standard input on virtual time). A refusal creates
// nothing (no game folder, no journal) and exits with code 2, in the
// language of the game. It returns the script to play (nil without one),
// read ahead when it could be.
func (o PlayOptions) preflight(stdin io.Reader) (io.Reader, func(), error) {
	c := catalog.For(o.catalogLang())
	refuse := func(key string, args ...any) error {
		return &ExitError{Code: 2, Msg: c.Say(key, args...)}
	}
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
		return nil, nil, refuse("session.bad-voice", v, strings.Join(append(speech.Voices(), "none"), ", "))
	}
	if o.WAV != "" && o.Voice == "none" {
		return nil, nil, refuse("session.wav-no-voice")
	}
	if o.BrailleCode != "" {
		if _, err := braille.ParseCode(o.BrailleCode); err != nil {
			return nil, nil, UsageErr("--braille-code: %v", err)
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
			return nil, nil, UsageErr("--script: %v", err)
		}
		defer f.Close()
		// A file in Windows-1252 reaches the table as UTF-8.
		src = textenc.NewDecoder(f)
	}
	text, err := io.ReadAll(src)
	if err != nil {
		return nil, nil, UsageErr("--script: %v", err)
	}
	if _, err := table.ParseScript(bytes.NewReader(text)); err != nil {
		return nil, nil, &ExitError{Code: 2, Msg: "--script: " + c.Error(err)}
	}
	return bytes.NewReader(text), func() {}, nil
}

// catalogLang is the language of the game's sentences: --lang, or the
// language of --style (English when neither can be read; the setup then
// says what is wrong with them).
func (o PlayOptions) catalogLang() catalog.Lang {
	if l, err := catalog.Parse(o.Lang); o.Lang != "" && err == nil {
		return l
	}
	if st, err := phonetic.ParseStyle(o.Style); err == nil {
		return catalog.Lang(st.Lang())
	}
	return catalog.English
}

// checkOutputFile checks that a file the game writes can be written where
// it is named: its folder exists and takes files, and it is not a folder
// itself. It returns the key of the sentence that says what is wrong and
// the arguments after the flag and the path, or "" when the file can be
// written; name is the file suggested in a folder given by mistake.
// Nothing is left behind: a file that does not exist yet is tried under
// another name and removed at once.
func checkOutputFile(path, name string) (string, []any) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return "session.out-is-folder", []any{filepath.Join(path, name)}
	}
	dir := filepath.Dir(path)
	di, err := os.Stat(dir)
	switch {
	case err != nil:
		return "session.out-no-folder", []any{dir}
	case !di.IsDir():
		return "session.out-not-folder", []any{dir}
	}
	if _, err := os.Stat(path); err == nil {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return "session.out-not-writable", []any{reason(err)}
		}
		f.Close()
		return "", nil
	}
	f, err := os.CreateTemp(dir, ".blindchess-check-*")
	if err != nil {
		return "session.out-not-writable", []any{reason(err)}
	}
	f.Close()
	os.Remove(f.Name())
	return "", nil
}

// reason is the cause of a file error without the path, which the
// sentence names already.
func reason(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err.Error()
	}
	return fmt.Sprint(err)
}
