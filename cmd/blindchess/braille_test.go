package main

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
)

// TestPlayBrailleDisplay plays a scripted game with --braille against a
// real BRLTTY: the display shows the last move pair in UK chess braille.
func TestPlayBrailleDisplay(t *testing.T) {
	host, vd := brlttytest.Start(t)
	t.Setenv("BRLAPI_HOST", host)
	t.Setenv("BRLAPI_AUTH", "none")
	dir := t.TempDir()
	_, errs, code := playRun(t, "", "--braille", "--lang", "en", "--script", playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n"), "--virtual", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	vd.WaitBraille(t, "23| |234|124|25|")
}

// TestPlayBrailleNoBRLTTY: without BRLTTY the game goes on, and the user is
// told once why there is no display and what to do.
func TestPlayBrailleNoBRLTTY(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "127.0.0.1:999")
	t.Setenv("BRLAPI_AUTH", "none")
	dir := t.TempDir()
	out, errs, code := playRun(t, "", "--braille", "--lang", "en", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "No braille display: BRLTTY is not running") || !strings.Contains(out, "start it with") || !strings.Contains(out, "Eva vier") {
		t.Errorf("output:\n%s", out)
	}
	_, errs, code = playRun(t, "", "--braille", "--braille-code", "fr", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/h.journal")
	if code != 2 || !strings.Contains(errs, "--braille-code: braille code \"fr\": use uk, de, cs or iccf") {
		t.Errorf("bad code: exit %d, %q", code, errs)
	}
}
