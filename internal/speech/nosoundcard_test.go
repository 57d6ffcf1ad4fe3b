package speech

import (
	"errors"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestNoSoundCardSaysTheCauseThenWhatToDoThenALSA: without a usable sound
// card a command says the cause in the session's language, then what to
// do, and ALSA's English message only after it, marked "(ALSA: …)"; the
// error alone carries no ALSA text, and still wraps ErrNoSoundCard.
func TestNoSoundCardSaysTheCauseThenWhatToDoThenALSA(t *testing.T) {
	alsa := errors.New(`oto: ALSA error at snd_pcm_open: "default": No such file or directory`)
	open := &NoSoundCardError{Why: ErrNoSoundCard, Detail: alsa}
	other := &NoSoundCardError{Why: ErrNoSoundCard, Detail: errors.New("oto: the device is busy")}
	timeout := &NoSoundCardError{Why: catalog.Errorf("speaking.no-sound-card-timeout", ErrNoSoundCard, catalog.Span{D: 3 * time.Second})}
	const detail = ` (ALSA: snd_pcm_open: "default": No such file or directory)`
	tests := []struct {
		lang catalog.Lang
		key  string
		err  error
		want string
	}{
		{catalog.German, "cmd.say-cannot-speak-write-the", open, "kann nicht sprechen: keine nutzbare Soundkarte; die Sprache mit --out DATEI.wav in eine Datei schreiben, oder mit --text ausgeben" + detail},
		{catalog.English, "cmd.say-cannot-speak-write-the", open, "cannot speak: no usable sound card; write the speech into a file with --out FILE.wav, or print it with --text" + detail},
		{catalog.Czech, "cmd.say-cannot-speak-write-the", open, "nelze mluvit: žádná použitelná zvuková karta; zapište řeč do souboru pomocí --out SOUBOR.wav, nebo ji vypište pomocí --text" + detail},
		{catalog.German, "run.clock-voice-use-voice-text", open, "--voice: keine nutzbare Soundkarte; --voice text verwenden (Zeilen für den Bildschirmleser) oder die Sprache mit --wav DATEI aufnehmen" + detail},
		{catalog.English, "run.clock-voice-use-voice-text", open, "--voice: no usable sound card; use --voice text (lines for your screen reader), or record the speech with --wav FILE" + detail},
		{catalog.Czech, "run.clock-voice-use-voice-text", open, "--voice: žádná použitelná zvuková karta; použijte --voice text (řádky pro čtečku obrazovky), nebo řeč nahrajte pomocí --wav SOUBOR" + detail},
		{catalog.German, "cmd.say-cannot-speak-write-the", other, "kann nicht sprechen: keine nutzbare Soundkarte; die Sprache mit --out DATEI.wav in eine Datei schreiben, oder mit --text ausgeben (Soundsystem: the device is busy)"},
		{catalog.English, "run.clock-voice-use-voice-text", other, "--voice: no usable sound card; use --voice text (lines for your screen reader), or record the speech with --wav FILE (sound system: the device is busy)"},
		{catalog.Czech, "cmd.say-cannot-speak-write-the", other, "nelze mluvit: žádná použitelná zvuková karta; zapište řeč do souboru pomocí --out SOUBOR.wav, nebo ji vypište pomocí --text (zvukový systém: the device is busy)"},
		{catalog.English, "cmd.say-cannot-speak-write-the", timeout, "cannot speak: no usable sound card: it did not become ready within 3 seconds; write the speech into a file with --out FILE.wav, or print it with --text"},
	}
	for _, tc := range tests {
		got := catalog.For(tc.lang).Error(WithDetail(catalog.Errorf(tc.key, tc.err), tc.err))
		if got != tc.want {
			t.Errorf("%s %s:\n got %s\nwant %s", tc.lang, tc.key, got, tc.want)
		}
	}
	if got := open.Error(); got != "no usable sound card" {
		t.Errorf("the error alone says %q, want the cause without ALSA's words", got)
	}
	if !errors.Is(open, ErrNoSoundCard) || !errors.Is(timeout, ErrNoSoundCard) || !errors.Is(open, alsa) {
		t.Error("NoSoundCardError does not wrap ErrNoSoundCard and its detail")
	}
	msg := catalog.Errorf("cmd.say-cannot-speak-write-the", ErrNoSoundCard)
	if got := WithDetail(msg, ErrNoSoundCard); got != msg {
		t.Errorf("without a detail WithDetail gives %v, want the message alone", got)
	}
}
