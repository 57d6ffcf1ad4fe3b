package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// AudioOptions are the settings of the table's microphone (play and
// clock).
type AudioOptions struct {
	Record     bool          // play: the recording scoresheet (D.2.7)
	VoiceInput bool          // moves and requests by voice
	Microphone string        // the input device's name, or a WAV file used as the microphone; "" the default input
	Pause      time.Duration // the silence that ends an utterance
	// VoiceKey is the push-to-talk key (play --voice-key): "" listens
	// all the time; a key ("f5", "ctrl+v") opens the microphone for one
	// utterance at each press.
	VoiceKey string
	// VoiceWarp is the recogniser's frequency warp (play --voice-warp,
	// sphinx.NewWarped): "" or "1" none; "1.2" or "1.3" for a high voice
	// the recogniser mishears (docs/voice.md, "A voice the recogniser
	// mishears").
	VoiceWarp string
}

// voiceKeyWindow is how long the microphone stays open after a press of
// the push-to-talk key for speech to begin.
const voiceKeyWindow = 10 * time.Second

// lineTaken bounds how long the recogniser waits for the table to apply
// a line it heard before it goes on with the audio after it (which waits
// in its buffer meanwhile): the table applies a line at once, and only a
// loop that hangs makes the recogniser go on without it.
const lineTaken = table.DefaultSlow

// lostAgain is how long after a loss of audio is said that another is
// not said again (a computer that stays too busy loses audio often).
const lostAgain = 10 * time.Second

// check refuses flags that make no sense together.
func (o AudioOptions) check() error {
	if o.Microphone != "" && !o.Record && !o.VoiceInput {
		return UsageErr("run.audio-microphone-give-record-or", o.Microphone)
	}
	if o.Microphone != "" {
		if err := CheckMicrophone("--microphone", o.Microphone); err != nil {
			return UsageErr("%v", err)
		}
	}
	if o.VoiceKey != "" {
		if !o.VoiceInput {
			return UsageErr("run.voice-key-needs-input")
		}
		if _, err := parseVoiceKey(o.VoiceKey); err != nil {
			return UsageErr("run.voice-key-unknown", o.VoiceKey)
		}
	}
	if o.VoiceWarp != "" {
		if !o.VoiceInput {
			return UsageErr("run.voice-warp-needs-input")
		}
		if _, err := sphinx.ParseWarp(o.VoiceWarp); err != nil {
			return UsageErr("%v", err)
		}
	}
	if o.Pause < 100*time.Millisecond || o.Pause > 5*time.Second {
		return UsageErr("run.audio-voice-pause-give-a", o.Pause, voice.DefaultPause)
	}
	return nil
}

// audioSetup is what the microphone's users need from the session.
type audioSetup struct {
	out    *table.Writer
	at     time.Duration  // the session's instant, for the first lines
	text   phonetic.Style // the language of the sentences
	lang   *phonetic.Lang // TextLang of the sentences
	vocab  voice.Vocab    // what is listened for
	game   *table.Table   // the game (nil: the talking clock, requests only)
	recDir string         // where the recording goes (play --record)
	now    func() time.Time
}

// tableAudio is the microphone of a session and what uses it: the
// recording and the recogniser. Its lines ("voice …") go into the loop like
// typed ones, its faults are said once through Notices, and Sink follows
// the game (a segment per ply; the recogniser listens for the legal moves
// of the position, and for yes or no when a move heard waits).
type tableAudio struct {
	Lines   chan string
	Notices chan table.Output

	setup audioSetup
	rec   *recording.Live
	lis   *sphinx.Listener
	recog *sphinx.Recognizer
	// open opens the microphone (OpenMicrophone; a test gives its own),
	// and retry is how often a microphone that is missing or has failed
	// is looked for again.
	open  func(name string) (capture.Source, string, error)
	retry time.Duration
	// src is the microphone while it is open; the capture goroutine opens
	// and closes it, Stop closes one that hangs.
	srcMu  sync.Mutex
	src    capture.Source
	cancel context.CancelFunc
	wg     sync.WaitGroup
	tmp    string
	ply    int
	// recDev starts the recording's segments in a goroutine of its own:
	// the loop never waits for the disk.
	recDev  *table.Device[plyStart]
	lastKey uint64
	lastPly int
	// voiceKey is the push-to-talk key ("" without), and keys the
	// presses of it the table had counted when the microphone last opened.
	voiceKey string
	keys     int
	// waiting are what is on once the microphone is there ("Recording.",
	// "Voice input on: …"): with no microphone at the start they are said
	// after it is found, not before "The microphone is not available".
	waiting []table.Output
	// voiceSent is the table's count of voice inputs (VoiceInputs) once
	// it has applied every line the recogniser sent (the listener's
	// goroutine); voiceSeen is the count follow last saw, and taken tells
	// the listener that it changed.
	voiceSent int
	voiceSeen atomic.Int64
	taken     chan struct{}
	// lostSaid is when a loss of audio was last said (the capture
	// goroutine).
	lostSaid time.Time
	// saidAt: the game's lines of the recogniser carry the instant their
	// words ended (table.VoiceLine, Setup.VoiceSaidAt), on clock, the
	// session's clock once the loop has one (devices.clock).
	saidAt bool
	clock  atomic.Pointer[table.RealTime]
}

// startAudio opens the microphone when --record or --voice-input asks for
// it. Nothing that fails stops the session: each fault is said once, in
// words, and the session goes on without what failed. A microphone (not a
// WAV file) that is missing at the start, or fails during the session, is
// looked for again every two seconds, and said to be back when it is. It
// returns nil when neither is asked for.
func startAudio(o AudioOptions, s audioSetup) *tableAudio {
	return startAudioWith(o, s, OpenMicrophone, 2*time.Second)
}

// startAudioWith is startAudio with the microphone's opener and the time
// between attempts to open it again.
func startAudioWith(o AudioOptions, s audioSetup, open func(string) (capture.Source, string, error), retry time.Duration) *tableAudio {
	if !o.Record && !o.VoiceInput {
		return nil
	}
	if s.game != nil {
		// Named by play before a resumed game's question (PlayOptions):
		// set again below once the recogniser listens for the key.
		s.game.SetVoiceKey("")
	}
	a := &tableAudio{Lines: make(chan string, 16), Notices: make(chan table.Output, 8), setup: s, lastPly: -1, open: open, retry: retry, taken: make(chan struct{}, 1)}
	warn := func(key, said string, args ...any) {
		s.out.Warn(s.at, table.DeviceText(s.text, key, args...), table.DeviceText(s.text, said))
	}
	// on says what is on, at once when the microphone is open, or else
	// once it is found (reopen).
	var missing error // the microphone that is looked for
	on := func(text, spoken string) {
		if missing == nil {
			s.out.Info(s.at, text, spoken)
			return
		}
		a.waiting = append(a.waiting, table.Output{Kind: table.KindInfo, Say: table.Announcement{
			Text: text, Spoken: spoken, TextLang: s.lang, Priority: speech.OnRequest, Audience: table.All}})
	}
	file := IsWAVPath(o.Microphone)
	src, what, err := open(o.Microphone)
	switch {
	case errors.Is(err, capture.ErrNotBuilt):
		warn("device.mic-not-built", "device.mic-not-built-said")
		return nil
	case err != nil && file:
		warn("device.mic-missing", "device.mic-missing-said", err)
		return nil
	case err != nil:
		// Said last, after what is set up to use the microphone.
		missing = err
	case !file:
		s.out.Info(s.at, table.DeviceText(s.text, "device.mic-on", what), table.DeviceText(s.text, "device.mic-on-said"))
	}
	a.src = src
	var sinks []func([]int16)
	if o.Record {
		r, err := recording.OpenGame(s.recDir, a.sanOf)
		if err != nil {
			warn("device.rec-failed", "device.rec-failed-said", err)
		} else {
			a.rec = recording.NewLive(r)
			a.rec.Failed = func(err error) { a.notice(table.KindWarning, "device.rec-failed", "device.rec-failed-said", err) }
			a.ply = -1
			a.recDev = table.NewDevice(table.DeviceConfig{Report: a.recReport}, a.startPly)
			sinks = append(sinks, a.rec.Write)
			on(table.DeviceText(s.text, "device.rec-on", s.recDir), table.DeviceText(s.text, "device.rec-on-said"))
		}
	}
	if o.VoiceInput {
		if a.tmp, err = os.MkdirTemp("", "blindchess-voice"); err == nil {
			warp := 1.0
			if o.VoiceWarp != "" {
				warp, _ = sphinx.ParseWarp(o.VoiceWarp) // checked with the options
			}
			a.recog, err = sphinx.NewWarped(s.vocab, a.tmp, warp)
		}
		switch {
		case errors.Is(err, sphinx.ErrNotBuilt):
			warn("device.voice-not-built", "device.voice-not-built-said")
		case err != nil:
			warn("device.voice-failed", "device.voice-failed-said", err)
		default:
			a.lis = sphinx.NewListener(a.recog, o.Pause)
			a.lis.RequestsOnly = s.game == nil
			a.lis.Behind = func() { a.lostAudio("device.voice-behind", "device.voice-behind-said") }
			if s.game != nil {
				a.voiceSent = s.game.VoiceInputs() // inputs replayed from the journal
				a.voiceSeen.Store(int64(a.voiceSent))
				a.saidAt = s.game.VoiceSaidAt()
			}
			if o.VoiceKey != "" && s.game != nil {
				a.voiceKey, a.lis.PushToTalk = o.VoiceKey, true
				a.keys = s.game.VoiceKeys()    // presses replayed from the journal open nothing
				s.game.SetVoiceKey(o.VoiceKey) // before the loop reads a line: a move said back asks for the key
			}
			sinks = append(sinks, a.lis.Feed)
			on(a.voiceHelp(), a.voiceHelp())
		}
	}
	if len(sinks) == 0 {
		if a.src != nil {
			a.src.Close()
		}
		if missing != nil {
			warn("device.mic-missing", "device.mic-missing-said", missing)
		}
		a.cleanup()
		return nil
	}
	if missing != nil {
		warn("device.mic-missing-retry", "device.mic-missing-retry-said", missing)
	}
	ctx, cancel := context.WithCancel(context.Background())
	a.cancel = cancel
	a.follow() // the first segment, the first grammar
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.capture(ctx, o.Microphone, file, sinks)
	}()
	if a.lis != nil {
		a.wg.Add(1)
		go func() {
			defer a.wg.Done()
			err := a.lis.Run(ctx, func(h sphinx.Heard) {
				if h.Clipped {
					a.notice(table.KindWarning, "device.mic-clipped", "device.mic-clipped-said")
				}
				select {
				case a.Lines <- a.line(h):
				case <-ctx.Done():
					return
				}
				a.waitTaken(ctx)
			})
			if err != nil {
				a.notice(table.KindWarning, "device.voice-failed", "device.voice-failed-said", err)
			}
		}()
	}
	return a
}

// capture hands the microphone's audio to the sinks until ctx is done. A
// microphone that is missing or fails is opened again as soon as it can
// be (a WAV file is not: its end is the end of the microphone).
func (a *tableAudio) capture(ctx context.Context, name string, file bool, sinks []func([]int16)) {
	for {
		src := a.current()
		if src == nil {
			if src = a.reopen(ctx, name); src == nil {
				return // the session ended
			}
			if a.lis != nil {
				a.lis.Restart() // another stream: learn its background anew
			}
		}
		err := capture.Pump(ctx, src, a.overflow, sinks...)
		if err == nil {
			return // the session ended; Stop closes the microphone
		}
		switch {
		case errors.Is(err, io.EOF):
			if a.lis != nil {
				// The last words, which no pause ends, and what waits
				// for the recogniser, are heard before the end is said.
				select {
				case <-a.lis.EndOfStream():
				case <-ctx.Done():
					return
				}
			}
			a.notice(table.KindWarning, "device.mic-ended", "device.mic-failed-said", name)
			return
		case file:
			a.notice(table.KindWarning, "device.mic-failed", "device.mic-failed-said", err)
			return
		}
		a.notice(table.KindWarning, "device.mic-lost", "device.mic-lost-said", err)
		a.setCurrent(nil)
		src.Close()
	}
}

// line is the table's input line of h: with the instant its words ended
// on the session's clock when the game takes it (table.VoiceLine), so
// that a yes is judged by when it was said, not by when a recogniser far
// behind, or a loop held up, hands it on.
func (a *tableAudio) line(h sphinx.Heard) string {
	src := a.clock.Load()
	if !a.saidAt || src == nil || h.Ended.IsZero() {
		return h.Line()
	}
	return table.VoiceLine(h.Line(), src.Now()-time.Since(h.Ended))
}

// waitTaken waits until the table has applied the lines the recogniser
// sent (the listener's goroutine), at most lineTaken: the next utterance
// is then heard as the table listens after them (the yes after a move
// said back), however far the recogniser is behind the microphone. The
// talking clock, whose recogniser hears requests alone, does not wait.
func (a *tableAudio) waitTaken(ctx context.Context) {
	if a.setup.game == nil {
		return
	}
	a.voiceSent++
	if a.voiceSeen.Load() >= int64(a.voiceSent) {
		return
	}
	t := time.NewTimer(lineTaken)
	defer t.Stop()
	for a.voiceSeen.Load() < int64(a.voiceSent) {
		select {
		case <-a.taken:
		case <-t.C:
			return
		case <-ctx.Done():
			return
		}
	}
}

// overflow tells that the microphone lost audio before the chunk Pump
// hands on next (the capture goroutine): the recogniser drops the
// utterance the gap cut, and the loss is said.
func (a *tableAudio) overflow() {
	if a.lis != nil {
		a.lis.Gap(0)
	}
	a.lostAudio("device.mic-overflow", "device.mic-overflow-said")
}

// lostAudio says that audio was lost (the capture goroutine: Pump's, and
// the listener's Behind, which Feed calls), once for each loss, but not
// again within lostAgain of the last said.
func (a *tableAudio) lostAudio(key, said string) {
	now := time.Now()
	if !a.lostSaid.IsZero() && now.Sub(a.lostSaid) < lostAgain {
		return
	}
	a.lostSaid = now
	a.notice(table.KindWarning, key, said)
}

// reopen tries to open the microphone every a.retry until it opens (it is
// then current, and said to be back) or ctx is done (nil).
func (a *tableAudio) reopen(ctx context.Context, name string) capture.Source {
	t := time.NewTicker(a.retry)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		src, what, err := a.open(name)
		if err != nil {
			continue
		}
		if ctx.Err() != nil {
			src.Close()
			return nil
		}
		a.setCurrent(src)
		a.notice(table.KindInfo, "device.mic-back", "device.mic-back-said", what)
		// What waited for the microphone is on now, and said so once.
		for _, o := range a.waiting {
			a.send(o)
		}
		a.waiting = nil
		return src
	}
}

// current is the open microphone, nil while there is none.
func (a *tableAudio) current() capture.Source {
	a.srcMu.Lock()
	defer a.srcMu.Unlock()
	return a.src
}

// setCurrent makes src the open microphone.
func (a *tableAudio) setCurrent(src capture.Source) {
	a.srcMu.Lock()
	defer a.srcMu.Unlock()
	a.src = src
}

// sanOf is the move of ply (1-based) in the game, "" when there is none.
func (a *tableAudio) sanOf(ply int) string {
	if a.setup.game == nil {
		return ""
	}
	if moves := a.setup.game.PGN().Moves; ply > 0 && ply <= len(moves) {
		return moves[ply-1].SAN
	}
	return ""
}

// voiceHelp says what can be said.
func (a *tableAudio) voiceHelp() string {
	v := a.setup.vocab
	if a.setup.game == nil {
		return table.DeviceText(a.setup.text, "device.voice-on-clock", strings.Join([]string{voice.RequestText(v.Lang, voice.ReqTime), voice.RequestText(v.Lang, voice.ReqMoves), voice.RequestText(v.Lang, voice.ReqRepeat)}, ", "))
	}
	start, _ := rules.ParseFEN(rules.StartFEN)
	example := ""
	if m, err := start.ParseMove("Nf3"); err == nil {
		example, _ = phonetic.MoveText(&start, m, phonetic.Short, v.Style)
	}
	var reqs []string
	for _, r := range voice.Requests {
		reqs = append(reqs, voice.RequestText(v.Lang, r))
	}
	if a.voiceKey != "" {
		return table.DeviceText(a.setup.text, "device.voice-on-key", a.voiceKey, example, strings.Join(reqs, ", "), voice.Yes(v.Lang), a.voiceKey)
	}
	return table.DeviceText(a.setup.text, "device.voice-on", example, strings.Join(reqs, ", "), voice.Yes(v.Lang))
}

// notice says a fault (kind KindWarning) or a recovery (KindInfo) once,
// through the loop (from any goroutine).
func (a *tableAudio) notice(kind table.Kind, key, said string, args ...any) {
	s := a.setup
	o := table.Output{Kind: kind, Say: table.Announcement{
		Text: table.DeviceText(s.text, key, args...), Spoken: table.DeviceText(s.text, said),
		TextLang: s.lang, Priority: speech.Alert, Audience: table.All}}
	a.send(o)
}

// send hands a notice to the loop without waiting for it.
func (a *tableAudio) send(o table.Output) {
	select {
	case a.Notices <- o:
	default: // the loop is gone or far behind: the fault is in the log of the session
	}
}

// Sink follows the game after each output (the loop's goroutine).
func (a *tableAudio) Sink(table.Output) { a.follow() }

// follow starts the segment of a new ply and tells the recogniser what to
// listen for.
func (a *tableAudio) follow() {
	g := a.setup.game
	if g == nil {
		return
	}
	plies := g.Plies()
	if a.rec != nil && plies != a.ply {
		a.ply = plies
		a.recDev.Offer(plyStart{ply: plies, san: a.sanOf(plies), at: a.setup.now()})
	}
	if a.lis != nil {
		pos := g.Position()
		key := pos.Hash()
		if g.VoicePending() {
			key ^= 1
		}
		if key != a.lastKey || plies != a.lastPly {
			a.lastKey, a.lastPly = key, plies
			a.lis.SetState(pos, g.VoicePending())
		}
		if n := g.VoiceKeys(); a.voiceKey != "" && n != a.keys {
			// The push-to-talk key was pressed: one utterance, said
			// after the press (or begun at most a second before it),
			// by the microphone's clock: a recogniser behind the
			// microphone does not take what was said before.
			a.keys = n
			now := a.setup.now()
			a.lis.Open(now, now.Add(voiceKeyWindow))
		}
		if n := g.VoiceInputs(); int64(n) != a.voiceSeen.Load() {
			// A line of the recogniser is applied, and the listener
			// told what follows: the next utterance may begin
			// (waitTaken).
			a.voiceSeen.Store(int64(n))
			select {
			case a.taken <- struct{}{}:
			default:
			}
		}
	}
}

// plyStart is the segment the recording is to start: of ply (its move
// san), at.
type plyStart struct {
	ply int
	san string
	at  time.Time
}

// startPly starts a segment (the recorder's device goroutine). The
// recording tells its own failures (rec.Failed).
func (a *tableAudio) startPly(s plyStart) error {
	a.rec.StartPly(s.ply, s.san, s.at)
	return nil
}

// recReport tells that the recording was dropped because starting a
// segment took longer than table.DefaultSlow (a disk that hangs): said
// once, and nothing more is recorded.
func (a *tableAudio) recReport(ev table.DeviceEvent, err error) {
	if ev != table.DeviceSlow {
		return
	}
	a.rec.Abandon()
	a.notice(table.KindWarning, "rec-slow", "rec-failed-said", table.DefaultSlow)
}

// Stop ends the recording and the recogniser.
func (a *tableAudio) Stop() {
	if a == nil {
		return
	}
	if a.cancel != nil {
		a.cancel()
	}
	// The reader sees the end within a chunk (100 ms); the device is
	// closed once nothing reads it any more. A device that hangs (a USB
	// microphone pulled out) is closed under the reader after a second,
	// and the session ends without waiting for it longer.
	stopped := make(chan struct{})
	go func() { a.wg.Wait(); close(stopped) }()
	closeSrc := func() {
		if src := a.current(); src != nil {
			src.Close()
		}
	}
	select {
	case <-stopped:
		closeSrc()
	case <-time.After(time.Second):
		closeSrc()
		select {
		case <-stopped:
		case <-time.After(time.Second):
			return // the recogniser may still hold the decoder: leave it
		}
	}
	if a.rec != nil {
		a.recDev.Close(time.Second) // the last segment is started first
		_ = a.rec.Close(a.setup.now())
	}
	a.cleanup()
}

func (a *tableAudio) cleanup() {
	if a.recog != nil {
		a.recog.Close()
	}
	if a.tmp != "" {
		os.RemoveAll(a.tmp)
	}
}

// OpenMicrophone opens the microphone named name, or a WAV file standing
// in for it.
func OpenMicrophone(name string) (capture.Source, string, error) {
	if IsWAVPath(name) {
		src, err := capture.OpenFileMic(name)
		if err == nil && src.Rate() < capture.Rate {
			// Too narrow a band for the recogniser, or a header that
			// gives the wrong rate (the audio would be slowed down).
			src.Close()
			return nil, name, catalog.Errorf("device.mic-narrow", name, src.Rate(), capture.Rate)
		}
		return src, name, err
	}
	src, err := capture.OpenMicrophone(name, 0)
	if err != nil {
		return nil, "", err
	}
	what := src.Name
	if src.DeviceRate != capture.Rate || src.DeviceChannels != 1 {
		// Numbers only, the same in every language.
		what += fmt.Sprintf(" (%d Hz × %d → %d Hz × 1)", src.DeviceRate, src.DeviceChannels, capture.Rate)
	}
	return src, what, nil
}

// CheckMicrophone refuses a microphone name (given with the option flag)
// that cannot be used, before anything starts: a folder, or a name that
// is a file's (it ends in .wav or holds a path separator) but names no
// file. Any other name is a device's, looked for when the microphone
// opens; a file that is there is read then (one that is not a usable WAV
// recording is said, and the game goes on without it).
func CheckMicrophone(flag, name string) error {
	fi, err := os.Stat(name)
	switch {
	case err == nil && fi.IsDir():
		return catalog.Errorf("mic.is-folder", flag, name)
	case errors.Is(err, fs.ErrNotExist) && looksLikeFile(name):
		return catalog.Errorf("mic.no-such-file", flag, name)
	}
	return nil
}

// looksLikeFile reports whether a microphone name is a file's rather than
// a device's: it ends in .wav or holds a path separator.
func looksLikeFile(name string) bool {
	return strings.HasSuffix(strings.ToLower(name), ".wav") || strings.ContainsRune(name, '/') || strings.ContainsRune(name, filepath.Separator)
}

// IsWAVPath reports whether --microphone names a WAV file rather than an
// input device: a name ending in .wav, or a file that exists.
func IsWAVPath(name string) bool {
	if strings.HasSuffix(strings.ToLower(name), ".wav") {
		return true
	}
	fi, err := os.Stat(name)
	return err == nil && fi.Mode().IsRegular()
}
