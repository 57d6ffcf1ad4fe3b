package main

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
)

// dumpCapture writes a DGT recording of one board dump showing fen and
// returns its path.
func dumpCapture(t *testing.T, fen string) string {
	t.Helper()
	p, err := eboard.ParsePlacement(fen)
	if err != nil {
		t.Fatal(err)
	}
	codes := dgt.CodesFromPlacement(&p, dgt.Normal)
	msg := append([]byte{dgt.MsgBoardDump, 0, dgt.SizeBoardDump}, codes[:]...)
	path := filepath.Join(t.TempDir(), "dump.inbytes")
	if err := os.WriteFile(path, []byte(base64.StdEncoding.EncodeToString(msg)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBoardFollowSpeaksTheSessionLanguage: what board follow writes is in
// the session's language (--lang, else the locale), and so are the words
// of the squares unless --style names others. The board shows Black's
// pawn on e6 where the game (1. e4 e5) has it on e5.
func TestBoardFollowSpeaksTheSessionLanguage(t *testing.T) {
	capture := dumpCapture(t, "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR")
	const fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	const (
		de = "Brett weicht ab: Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.\n"
		en = "board differs: Eva five: black pawn missing. Eva six: a black pawn too many. Pawn from Eva six to Eva five.\n"
		cs = "šachovnice se liší: Eva pět: chybí černý pěšec. Eva šest: navíc černý pěšec. Pěšec z Eva šest na Eva pět.\n"
	)
	for _, tc := range []struct {
		name, locale string
		args         []string
		want         string
	}{
		{"LANG=en", "en_US.UTF-8", nil, en},
		{"LANG=de", "de_DE.UTF-8", nil, de},
		{"LANG=cs", "cs_CZ.UTF-8", nil, cs},
		{"--lang en over LANG=de", "de_DE.UTF-8", []string{"--lang", "en"}, en},
		{"--lang de over LANG=en", "en_US.UTF-8", []string{"--lang", "de"}, de},
		{"--lang cs over LANG=en", "en_US.UTF-8", []string{"--lang", "cs"}, cs},
		{"--style gives the square words only", "en_US.UTF-8", []string{"--style", "annexd"},
			"board differs: Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("LC_ALL", "")
			t.Setenv("LC_MESSAGES", "")
			t.Setenv("LANG", tc.locale)
			var out, errOut strings.Builder
			args := append([]string{"board", "follow", "--capture", capture, "--fen", fen}, tc.args...)
			if code := execute(args, strings.NewReader(""), &out, &errOut); code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			if got := errOut.String(); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
			if out.String() != "" {
				t.Errorf("moves %q, want none", out.String())
			}
		})
	}
}

// TestBoardFollowRefusesAnUnknownLanguage: a bad --lang is a usage error
// (exit 2) that names the languages.
func TestBoardFollowRefusesAnUnknownLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	var out, errOut strings.Builder
	code := execute([]string{"board", "follow", "--capture", "x", "--lang", "fr"}, strings.NewReader(""), &out, &errOut)
	if want := `--lang "fr": give de, en or cs`; code != 2 || !strings.Contains(errOut.String(), want) {
		t.Errorf("exit %d, %q; want 2 and %q", code, errOut.String(), want)
	}
}
