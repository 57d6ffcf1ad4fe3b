package speech

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestNoteIsSaidInTheSessionsLanguage: the note saying which voice auto
// chose and why it skipped the others, exactly in German, English and
// Czech; Note is the English.
func TestNoteIsSaidInTheSessionsLanguage(t *testing.T) {
	o := opened(nil, "text", []error{
		catalog.Errorf("speaking.skip-speechd"),
		clipsSkipped(&NoSoundCardError{Why: ErrNoSoundCard, Detail: errors.New("ALSA: no card")}),
	}, "speaking.what-text")
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.English, "Speech: text lines (speech-dispatcher not reachable; no clips on a sound card: no usable sound card)"},
		{catalog.German, "Sprache: Textzeilen (speech-dispatcher nicht erreichbar; keine Clips auf einer Soundkarte: keine nutzbare Soundkarte)"},
		{catalog.Czech, "Řeč: textové řádky (speech-dispatcher není dostupný; žádné klipy na zvukové kartě: žádná použitelná zvuková karta)"},
	} {
		if got := catalog.For(tc.lang).Error(o.Said); got != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
	if o.Note != o.Said.Error() || o.Voice != "text" {
		t.Errorf("Note %q, Voice %q", o.Note, o.Voice)
	}
	if !errors.Is(o.Said, ErrNoSoundCard) {
		t.Error("the note's reasons do not wrap ErrNoSoundCard")
	}
}

// TestClipsSkippedLeavesTheDriversWordsOut: the note names a missing sound
// card in the session's words alone (ALSA's English message stays for
// --voice clips); any other reason is kept whole.
func TestClipsSkippedLeavesTheDriversWordsOut(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&NoSoundCardError{Why: ErrNoSoundCard, Detail: errors.New(`oto: ALSA error at snd_pcm_open: "default"`)}, "keine Clips auf einer Soundkarte: keine nutzbare Soundkarte"},
		{catalog.Errorf("speaking.no-sound-card-timeout", ErrNoSoundCard, "3s"), "keine Clips auf einer Soundkarte: keine nutzbare Soundkarte"},
		{ErrNoSoundCard, "keine Clips auf einer Soundkarte: keine nutzbare Soundkarte"},
		{catalog.Errorf("speaking.no-clip-set"), "keine Clips auf einer Soundkarte: dieses Programm hat keine Clips"},
	} {
		got := clipsSkipped(tc.err)
		if s := catalog.For(catalog.German).Error(got); s != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.err, s, tc.want)
		}
	}
}

// TestOpenErrorsAreSaidInTheSessionsLanguage: a voice that does not exist
// and a WAV file in a folder that is not there, in each language.
func TestOpenErrorsAreSaidInTheSessionsLanguage(t *testing.T) {
	_, err := Open(Config{Voice: "bogus"})
	want := map[catalog.Lang]string{
		catalog.English: `unknown voice "bogus": use one of `,
		catalog.German:  `unbekannte Stimme "bogus": eine von `,
		catalog.Czech:   `neznámý hlas "bogus": použijte jeden z `,
	}
	for l, w := range want {
		if got := catalog.For(l).Error(err); len(got) < len(w) || got[:len(w)] != w {
			t.Errorf("%v: %q, want it to start with %q", l, got, w)
		}
	}
	_, err = Open(Config{Voice: "espeak", WAV: "/nonexistent-folder-blindchess/x.wav"})
	if err == nil {
		t.Skip("espeak-ng is missing: the WAV file is not reached")
	}
	for l, w := range map[catalog.Lang]string{
		catalog.English: "creating WAV file: /nonexistent-folder-blindchess/x.wav: no such file or directory",
		catalog.German:  "WAV-Datei anlegen: /nonexistent-folder-blindchess/x.wav: Datei oder Ordner nicht gefunden",
		catalog.Czech:   "vytvoření souboru WAV: /nonexistent-folder-blindchess/x.wav: soubor nebo složka neexistuje",
	} {
		if got := catalog.For(l).Error(err); len(got) < len(w) || got[:len(w)] != w {
			t.Errorf("%v: %q, want it to start with %q", l, got, w)
		}
	}
}
