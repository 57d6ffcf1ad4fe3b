package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"

	"github.com/blindchess/blindchess/internal/catalog"
)

// openGameVoice adds play's voice (--voice, --wav) as an output of out.
// Without --voice it is the best voice there is, or none with a script or
// --json; a text voice is none, since the lines are the text.
func (d *devices) openGameVoice(o PlayOptions, out *table.Writer, style phonetic.Style, c catalog.Catalog, stderr io.Writer) error {
	speaker := o.Voice
	if speaker == "" {
		speaker = "auto"
		if (o.Script != "" || o.JSON) && o.WAV == "" {
			speaker = "none"
		}
	}
	if o.WAV != "" && speaker == "none" {
		return UsageErr("run.voice-wav-needs-a-voice")
	}
	if (o.PublicDevice != "" || o.PrivateDevice != "") && (speaker == "none" || o.WAV != "") {
		return UsageErr("run.voice-device-needs-a-voice")
	}
	if speaker == "none" {
		return nil
	}
	sp, note, err := openPlayVoiceWithin(voiceTimeout, speaker, o.WAV, o.PublicDevice, style, c, stderr)
	if err != nil {
		if errors.Is(err, speech.ErrNoSoundCard) {
			// The same way out as the clock's: text lines, or a WAV file.
			return UsageErr("%v", speech.WithDetail(catalog.Errorf("run.clock-voice-use-voice-text", err), err))
		}
		return UsageErr("--voice: %v", err)
	}
	if sp != nil {
		d.onClose(func() { closeVoice(sp) })
		if o.Rate != 0 {
			sp.SetRate(o.Rate)
		}
		out.Speaker = sp
	}
	if o.PrivateDevice != "" {
		// The VI player's earphone as a device of its own: what is for
		// him alone is said there, on both of its channels.
		psp, _, err := openPlayVoiceWithin(voiceTimeout, speaker, "", o.PrivateDevice, style, c, stderr)
		if err != nil {
			return UsageErr("--private-device: %v", err)
		}
		if psp != nil {
			d.onClose(func() { closeVoice(psp) })
			if o.Rate != 0 {
				psp.SetRate(o.Rate)
			}
			out.PrivateSpeaker = psp
		}
	}
	if note != "" && !o.JSON {
		fmt.Fprintln(stderr, note)
	}
	return nil
}

// voiceTimeout bounds opening the voice: a speech service that does not
// answer must not hold up the game.
const voiceTimeout = 5 * time.Second

// openPlayVoiceWithin is openPlayVoice that gives up after d: the game
// then goes on with text lines, and the note says why. A voice that opens
// later is closed at once.
func openPlayVoiceWithin(d time.Duration, voice, wav, device string, style phonetic.Style, c catalog.Catalog, stderr io.Writer) (*speech.Speaker, string, error) {
	type result struct {
		sp   *speech.Speaker
		note string
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		sp, note, err := openPlayVoice(voice, wav, device, style, c, stderr)
		ch <- result{sp, note, err}
	}()
	select {
	case r := <-ch:
		return r.sp, r.note, r.err
	case <-time.After(d):
		go func() {
			if r := <-ch; r.sp != nil {
				r.sp.Close()
			}
		}()
		return nil, c.Say("run.voice-timeout", voice, catalog.Span{D: d}), nil
	}
}

// closeVoice lets the speaker finish what is queued (at most 10 s) and
// closes it, without waiting more than 5 s for a backend that hangs.
func closeVoice(sp *speech.Speaker) {
	dctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	sp.Drain(dctx)
	cancel()
	done := make(chan struct{})
	go func() {
		sp.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
	}
}

// openPlayVoice opens the speech backend; a text backend is dropped, since
// play writes every announcement as a line already. Its notes are said in
// c's language (the session's), the speech in style.
func openPlayVoice(voice, wav, device string, style phonetic.Style, c catalog.Catalog, stderr io.Writer) (*speech.Speaker, string, error) {
	opened, err := speech.Open(speech.Config{Voice: voice, WAV: wav, Device: device, Clips: audio.Clips(), Text: io.Discard})
	if err != nil {
		return nil, "", err
	}
	if opened.Voice == "text" {
		// The lines are the text; the note says why there is no voice.
		opened.Backend.Close()
		return nil, c.Error(opened.Said), nil
	}
	sp := speech.NewSpeaker(opened.Backend, speech.Options{Style: style, Notify: stderr, Catalog: &c})
	return sp, c.Error(opened.Said), nil
}

// openVoice opens the speech of --voice (see speech.Voices). "text" needs
// no speaker: every line is printed, and the screen reader (or braille
// display) picks it up. When "auto" finds no voice it falls back to text
// the same way. With wav the speech is written into that WAV file. text
// receives what a voice cannot say.
func openVoice(name, wav string, style phonetic.Style, text io.Writer) (*speech.Speaker, error) {
	if v := strings.ToLower(strings.TrimSpace(name)); v == "text" {
		return nil, nil
	}
	opened, err := speech.Open(speech.Config{Voice: name, WAV: wav, Clips: audio.Clips(), Text: text})
	if err != nil {
		return nil, err
	}
	fmt.Fprintln(text, catalog.For(catalog.Lang(style.Lang())).Error(opened.Said)) // which voice, and why (auto)
	if opened.Voice == "text" {
		opened.Backend.Close()
		return nil, nil
	}
	c := catalog.For(catalog.Lang(style.Lang()))
	return speech.NewSpeaker(opened.Backend, speech.Options{Style: style, Notify: text, TextOut: io.Discard, Catalog: &c}), nil
}

// keepPrivate keeps the VI player's private facts off the public sound in
// tournament play: when no channel is his alone (--earphone both) or the
// backend cannot route a channel (speech-dispatcher), what is for him
// alone is written but not said, and a line on stderr says why and what
// to do. Casual play says everything as it is routed.
func keepPrivate(out *table.Writer, t *table.Table, asJSON bool, stderr io.Writer) {
	if t.Casual() || out.Speaker == nil || out.PrivateSpeaker != nil {
		return
	}
	c := catalog.For(catalog.Lang(t.TextStyle().Lang()))
	key := ""
	switch {
	case out.Speaker.Backend() == "speech-dispatcher":
		key = "run.private-speechd"
	case out.Earphone == speech.Both:
		key = "run.private-both"
	default:
		return
	}
	out.PrivateWritten = true
	if !asJSON {
		fmt.Fprintln(stderr, c.Say(key))
	}
}
