package session

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestResumeHintKeepsTheDevices: the line said at the start of a game
// for after a crash repeats the table's devices given (the braille
// display, the voice and its earphone, the recording scoresheet, the
// voice input, the hub), which the journal does not keep. Until this
// version it named only the boards' ports: an arbiter or player who reads
// on a braille display resumed without it, the VI player's announcements
// left his earphone for both channels, and the recording stopped.
func TestResumeHintKeepsTheDevices(t *testing.T) {
	o := PlayOptions{Tactile: "/dev/ttyACM0", Sighted: "virtual", Given: map[string]string{
		"tactile": "/dev/ttyACM0", "sighted": "virtual", "braille": "true", "braille-code": "cs", "earphone": "left",
		"voice": "espeak", "record": "true", "voice-input": "false", "microphone": "USB Mic", "time": "15+10", "lang": "cs",
		"hub": "http://hub.local:8080", "board": "3", "script": "x.txt",
	}}
	line := resumeCommand("/home/jana/games/g1", o)
	want := "blindchess play --resume /home/jana/games/g1 --tactile /dev/ttyACM0 --voice espeak --earphone left --braille --braille-code cs --record --microphone 'USB Mic' --hub http://hub.local:8080 --board 3"
	if line != want {
		t.Fatalf("resume line\n got %s\nwant %s", line, want)
	}
	for _, c := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.English, "After a crash: " + want},
		{catalog.German, "Nach einem Absturz: " + want},
		{catalog.Czech, "Po pádu programu: " + want},
	} {
		if got := catalog.For(c.lang).Say("session.resume-hint", line); got != c.want {
			t.Errorf("%v: %s, want %s", c.lang, got, c.want)
		}
	}
}
