package sphinx

import (
	"context"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// Heard is one utterance recognised.
type Heard struct {
	// Words are the words heard, in recogniser tokens ("springer felix
	// drei"); "" when speech was heard but nothing of the grammar.
	Words string
	// Latency is the time from the end of the speech (when the last loud
	// audio was captured, before the pause that ends an utterance) to the
	// result.
	Latency time.Duration
	// Ended is when the speech ended by the microphone's clock: the time
	// its last loud audio was captured (the time Feed stamped on it),
	// however long the recogniser took to get to it. The table judges a
	// spoken yes by it (table.VoiceConfirmWindow), not by when the line
	// reached it. Zero when not known.
	Ended time.Time
	// Early tells that the utterance ended at the early pause, its words
	// being a whole move or request that nothing can follow.
	Early bool
	// Resumed tells that speech went on before the whole pause after an
	// utterance ended at its early pause: that utterance was the beginning
	// of longer speech (conversation), not a move said alone. Words are
	// then "", and the table drops the move it heard (Line is "voice").
	Resumed bool
	// Clipped tells that the utterance reached full scale too often to be
	// taken (voice.ClippedShare of its samples): Words are then "", and
	// the session tells the player to turn the microphone down.
	Clipped bool
	// RunnerUp is the other legal move the recogniser nearly heard
	// instead of Words, and by how much it scored worse (with a
	// position's grammar; zero otherwise).
	RunnerUp RunnerUp
	// Check is the verifier's result for a request, a confirmation word
	// or a move of two words or more (the zero Check otherwise), for
	// measuring.
	Check Check
}

// RunnerUp is the best hypothesis of an utterance that is another legal
// move than the words heard: the move the recogniser nearly heard
// instead.
type RunnerUp struct {
	// Words are its words ("eva drei"); "" when no other legal move was
	// among the decoder's best hypotheses.
	Words string
	// Gap is how much worse it scored than the words heard, in natural
	// log units of the decoder's path score (0: as good; 0 too for a
	// doubt of a weak word, which is no hypothesis of the decoder).
	Gap float64
	// Weak is, when the runner-up is not from the decoder's list but the
	// move heard with one weak word replaced (voice.WordDoubt), that word
	// ("turm"), or with its last rank replaced by a longer one
	// (voice.TailDoubt), that rank ("sest"), or a move of the rival
	// piece of the piece heard (voice.PieceRival), that piece ("turm"),
	// or a move giving check for a long form heard without a check
	// word (voice.CheckDoubt), the long form's last word; "" otherwise.
	Weak string
}

// Line is the table's input line of h: "voice springer felix drei", or
// "voice" alone when nothing was understood; with a runner-up that came
// within voice.CloseGap, its words after a bar ("voice cesar drei | eva
// drei"), for the read-back to name as a doubt.
func (h Heard) Line() string {
	if h.Words == "" {
		return "voice"
	}
	if h.RunnerUp.Words != "" && h.RunnerUp.Gap <= voice.CloseGap {
		return "voice " + h.Words + " " + voice.RunnerUpBar + " " + h.RunnerUp.Words
	}
	return "voice " + h.Words
}

// Listener turns the microphone's audio into recognised utterances: it
// cuts the audio at pauses (voice.Endpointer), decodes each utterance as
// it comes, and listens for what the table expects next (SetState). An
// utterance ends after the pause, or already at the early pause when its
// words so far cannot go on (voice.Finals): a whole move of the position
// that no other phrase extends, a request, a confirmation word.
type Listener struct {
	rec *Recognizer
	ep  *voice.Endpointer
	// RequestsOnly makes the listener hear the requests alone (set before
	// Run: the talking clock takes no moves).
	RequestsOnly bool
	// PushToTalk makes the listener hear an utterance only after Open
	// (set before Run): push-to-talk, one utterance per press.
	PushToTalk bool
	// cut: the utterance was ended at its early pause; the endpointer's
	// segments of it that follow are dropped.
	cut bool
	// held is the audio of an utterance that began before the
	// push-to-talk key was pressed (holding), from sample heldStart; its
	// speech was found at sample heldAt: a press within lateKey of that
	// takes it whole.
	held              []int16
	holding           bool
	heldStart, heldAt int64
	// pause is the whole pause in samples; resumeUntil is the sample up to
	// which speech that begins again makes the utterance ended at its early
	// pause a beginning of longer speech, and resumed tells that the
	// utterance in hand began so.
	pause       int64
	resumeUntil int64
	resumed     bool
	// samples and clipped count the utterance's samples and those at
	// full scale.
	samples, clipped int
	// levels are the levels of the utterance's 10 ms frames.
	levels []float64

	mu sync.Mutex
	// presses are the presses of the push-to-talk key (PushToTalk) that
	// have not yet opened an utterance, oldest first.
	presses []keyPress
	pos     *rules.Position // nil: every move
	confirm bool
	changed bool
	restart bool // the microphone was taken up again (Restart)

	// frames carries the audio given to Feed, each chunk with the time
	// it was captured; ended tells Run that the stream has ended after
	// the chunks in frames (EndOfStream), and flushed is closed once Run
	// has recognised them.
	frames  chan chunk
	ended   chan struct{}
	flushed chan struct{}
	endOnce sync.Once
	// Behind, if set before Run, is told (from the goroutine that calls
	// Feed) each time audio begins to be dropped because the recogniser
	// has fallen a whole buffer (frames, 10 s) behind the microphone;
	// the goroutine that calls Feed owns dropping, lostSamples and
	// gapNext.
	Behind      func()
	dropping    bool
	lostSamples int64
	gapNext     bool
	// procAt and procStart are the time the samples in Process were
	// captured and the time Process began on them.
	procAt, procStart time.Time
	// arrivals maps the audio's sample count to the time it came, for
	// the latency.
	arrivals []arrival
	total    int64
}

type arrival struct {
	upTo int64
	at   time.Time
}

// chunk is audio given to Feed: its samples, when they were captured, and
// whether audio was lost just before them (gap), lost samples of it (0:
// not known).
type chunk struct {
	samples []int16
	at      time.Time
	gap     bool
	lost    int64
}

// frameQueue is how many chunks Feed holds for the recogniser: 500 of the
// microphone's 20 ms chunks, 10 s. Once it is full, Feed drops audio
// until the recogniser has caught up by half of it (resumeQueue).
const (
	frameQueue  = 500
	resumeQueue = frameQueue / 2
)

// lateKey is how long after its speech was found a press of the
// push-to-talk key still takes an utterance, in samples (1 s): a player
// who speaks as he presses the key is heard from his first word.
const lateKey = capture.Rate

// edgeLead and edgeTrail bound the silence around the words of an
// utterance (edgeBounds; edgeTrail comes on top of the pause), in 10 ms
// frames. Tuned on the tuning set: its moves have at most 16 frames
// before and 55 after (pause 300 ms); conversation fitted to a move had
// up to 118 and 207.
const (
	edgeLead  = 35
	edgeTrail = 40
)

// NewListener listens with rec, utterances ending after pause of silence
// (0: voice.DefaultPause), or after voice.DefaultEarlyPause when their
// words cannot go on.
func NewListener(rec *Recognizer, pause time.Duration) *Listener {
	if pause <= 0 {
		pause = voice.DefaultPause
	}
	rec.boundEdges(edgeLead, int(pause/(10*time.Millisecond))+edgeTrail)
	return &Listener{
		pause:   int64(pause) * capture.Rate / int64(time.Second),
		rec:     rec,
		ep:      voice.NewEndpointer(voice.EndpointerOptions{Pause: pause}),
		frames:  make(chan chunk, frameQueue),
		ended:   make(chan struct{}),
		flushed: make(chan struct{}),
	}
}

// SetState tells the listener the position in which the next move will be
// said, and whether a move said back waits for its confirmation. It may
// be called from any goroutine; it takes effect at the next utterance.
func (l *Listener) SetState(pos rules.Position, confirm bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.pos, l.confirm, l.changed = &pos, confirm, true
}

// keyPress is a press of the push-to-talk key on the microphone's clock
// (the time stamped on the audio given to Feed): the utterance it opens
// begins at or after at, and by until.
type keyPress struct{ at, until time.Time }

// Open opens the microphone of a push-to-talk listener for one
// utterance: the key was pressed at at, and the utterance must begin by
// until (times of the audio given to Process). Speech said before the
// press is not heard, however far the recogniser is behind the
// microphone when the press comes, except an utterance that began at
// most lateKey before it and goes on when it comes (the player spoke as
// he pressed). Each press opens one utterance, in the order pressed
// (presses with no speech between them open one). It may be called from
// any goroutine.
func (l *Listener) Open(at, until time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.presses = append(l.presses, keyPress{at: at, until: until})
}

// open reports whether the utterance in hand, at the audio being
// processed, is heard: a press came before this audio, and not more than
// its window before. Every press before this audio is used up by it (two
// presses before one utterance open it once, as they do when the
// recogniser keeps up); presses whose window has passed are dropped, and
// those after this audio (a recogniser behind the microphone gets the
// press before the speech said before it) wait for the audio after them.
func (l *Listener) open() bool {
	if !l.PushToTalk {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for len(l.presses) > 0 && l.procAt.After(l.presses[0].until) {
		l.presses = l.presses[1:]
	}
	n := 0
	for n < len(l.presses) && !l.presses[n].at.After(l.procAt) {
		n++
	}
	l.presses = l.presses[n:]
	return n > 0
}

// Restart tells the listener that the microphone was taken up again
// (plugged in again, or another one): the utterance in hand is dropped and
// the background is learnt again from the audio that follows. It may be
// called from any goroutine; it takes effect at the next audio.
func (l *Listener) Restart() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.restart = true
}

// Feed hands the listener audio from the microphone (a copy is kept),
// stamped with the time it came: the recogniser may take it later, but
// the latency and the push-to-talk window are of the microphone's time. Feed never blocks: audio waits for the recogniser
// in a buffer of 10 s (frameQueue). When the recogniser has fallen that
// far behind, audio is dropped until it has caught up by half of it; the
// drop is told (Behind, once for each stretch dropped), and the stretch
// is a gap (Gap) to the recogniser: the utterance it cut is dropped,
// never joined to the speech after it. Call Feed, Gap and EndOfStream
// from one goroutine.
func (l *Listener) Feed(samples []int16) {
	if l.dropping && len(l.frames) > resumeQueue {
		l.lostSamples += int64(len(samples))
		return
	}
	c := chunk{samples: append([]int16(nil), samples...), at: time.Now()}
	if l.dropping || l.gapNext {
		c.gap, c.lost = true, l.lostSamples
	}
	select {
	case l.frames <- c:
		if c.gap {
			l.dropping, l.gapNext, l.lostSamples = false, false, 0
		}
	default:
		l.dropping = true
		l.lostSamples += int64(len(samples))
		if l.Behind != nil {
			l.Behind()
		}
	}
}

// Gap tells the listener that the microphone lost audio before the next
// samples given to Feed (its own buffer overflowed: the program did not
// read it in time), lost samples of it (0: not known): the utterance in
// hand is dropped, not joined to what follows as if it went on.
func (l *Listener) Gap(lost int) {
	l.gapNext = true
	l.lostSamples += int64(lost)
}

// EndOfStream tells the listener that the audio given to Feed has ended
// (a recording used as the microphone is over): once the audio before it
// is recognised, the utterance in hand, which no pause will end, is
// recognised as it is. The channel it returns is closed when that is
// done (or Run has ended). Call it after the last Feed; calling it again
// returns the same channel.
func (l *Listener) EndOfStream() <-chan struct{} {
	l.endOnce.Do(func() { close(l.ended) })
	return l.flushed
}

// Run recognises the audio given to Feed until ctx is done, telling heard
// each utterance.
func (l *Listener) Run(ctx context.Context, heard func(Heard)) error {
	ended := l.ended
	defer func() {
		if ended != nil {
			// Run is over: nothing more will be recognised.
			l.flushOnce()
		}
	}()
	for {
		select {
		case <-ctx.Done():
			return nil
		case c := <-l.frames:
			if err := l.take(c, heard); err != nil {
				return err
			}
			continue
		case <-ended:
		}
		// The stream has ended: what was fed before the end first.
		for len(l.frames) > 0 {
			if err := l.take(<-l.frames, heard); err != nil {
				return err
			}
		}
		err := l.Flush(heard)
		ended = nil
		l.flushOnce()
		if err != nil {
			return err
		}
	}
}

// flushOnce closes flushed, once.
func (l *Listener) flushOnce() {
	select {
	case <-l.flushed:
	default:
		close(l.flushed)
	}
}

// take recognises a chunk given to Feed; audio lost before it first
// drops the utterance in hand (gap).
func (l *Listener) take(c chunk, heard func(Heard)) error {
	if c.gap {
		if err := l.gap(c.lost); err != nil {
			return err
		}
	}
	return l.Process(c.samples, c.at, heard)
}

// Cut tells the listener that audio was lost before the next samples
// given to Process, lost samples of it (0: not known), as Gap does for
// Feed: the utterance in hand is dropped. Call it from the goroutine that
// calls Process.
func (l *Listener) Cut(lost int) error { return l.gap(int64(lost)) }

// gap drops the utterance in hand, which audio lost (lost samples of it,
// 0 when not known) has cut: what follows the gap begins anew, with the
// background as it was. The sample count goes on over the lost audio.
func (l *Listener) gap(lost int64) error {
	l.ep.Gap(lost)
	l.total += lost
	l.cut, l.holding, l.held = false, false, nil
	if l.rec.inUtterance() {
		if _, err := l.rec.End(); err != nil {
			return catalog.Errorf("voice.recognition", err)
		}
	}
	return nil
}

// Flush ends the audio given to Process: the utterance in hand is
// recognised as it is, telling heard, and the audio that may follow is a
// new stream (its background learnt anew). Call it from the goroutine that
// calls Process.
func (l *Listener) Flush(heard func(Heard)) error {
	// After the stream comes quiet, as a microphone hears the room after
	// the last word: the decoder hears the words end (a recording cut at
	// both ends, with no silence at all, is otherwise heard as nothing in
	// Czech), and the utterance ends at its pause as it always does.
	if err := l.Process(make([]int16, l.pause+voice.FrameSamples), l.procAt, heard); err != nil {
		return err
	}
	l.procStart = time.Now()
	for _, s := range l.ep.Flush() {
		if err := l.segment(s, heard); err != nil {
			return err
		}
	}
	l.ep.Restart()
	l.cut, l.holding, l.held = false, false, nil
	return nil
}

// Process recognises the next samples, which came at time at (the end of
// the samples was captured then), telling heard each utterance that ends
// in them. Run calls it for the audio given to Feed; a test or a
// measurement may call it instead of Run, from one goroutine.
func (l *Listener) Process(samples []int16, at time.Time, heard func(Heard)) error {
	l.procAt, l.procStart = at, time.Now()
	l.mu.Lock()
	restart := l.restart
	l.restart = false
	l.mu.Unlock()
	if restart {
		l.ep.Restart()
		l.cut, l.holding, l.held, l.resumeUntil = false, false, nil, 0
		if l.rec.inUtterance() {
			if _, err := l.rec.End(); err != nil {
				return catalog.Errorf("voice.recognition", err)
			}
		}
	}
	l.total += int64(len(samples))
	l.arrivals = append(l.arrivals, arrival{l.total, at})
	if len(l.arrivals) > 1000 {
		l.arrivals = l.arrivals[len(l.arrivals)-1000:]
	}
	for _, s := range l.ep.Push(samples) {
		if err := l.segment(s, heard); err != nil {
			return err
		}
	}
	return nil
}

// segment handles one step of the endpointer.
func (l *Listener) segment(s voice.Segment, heard func(Heard)) error {
	if l.holding {
		return l.hold(s, heard)
	}
	if l.cut && s.Kind != voice.Begin {
		// The rest of an utterance ended at its early pause.
		if s.Kind == voice.End || s.Kind == voice.Short {
			l.cut = false
		}
		return nil
	}
	switch s.Kind {
	case voice.Begin:
		l.cut = false
		if !l.open() {
			// Push-to-talk, and the key was not pressed: the utterance
			// is held until a press (hold), or dropped.
			l.holding, l.heldAt = true, s.Start+int64(len(s.Samples))
			l.heldStart = s.Start
			l.held = append(l.held[:0], s.Samples...)
			return nil
		}
		return l.begin(s)
	case voice.Audio:
		l.count(s.Samples)
		return l.rec.Feed(s.Samples)
	case voice.Short:
		_, err := l.rec.End()
		return err
	case voice.Quiet:
		if !l.rec.Final(l.rec.Partial()) {
			return nil // the words may go on: wait for the pause
		}
		words, err := l.rec.End()
		if err != nil {
			return catalog.Errorf("voice.recognition", err)
		}
		l.ep.Cut()
		l.cut = true
		l.resumeUntil = s.EndOfSpeech + l.pause
		if l.resumed {
			heard(Heard{Latency: l.since(s.EndOfSpeech), Ended: l.captured(s.EndOfSpeech), Early: true, Resumed: true})
			return nil
		}
		alt := l.rec.LastRunnerUp()
		if l.isClipped() {
			words, alt = "", RunnerUp{}
		}
		heard(Heard{Words: words, Latency: l.since(s.EndOfSpeech), Ended: l.captured(s.EndOfSpeech), Early: true, Clipped: l.isClipped(), RunnerUp: alt, Check: l.rec.LastCheck()})
	case voice.End:
		words, err := l.rec.End()
		if err != nil {
			return catalog.Errorf("voice.recognition", err)
		}
		alt := l.rec.LastRunnerUp()
		if l.resumed || l.isClipped() {
			words, alt = "", RunnerUp{}
		}
		heard(Heard{Words: words, Latency: l.since(s.EndOfSpeech), Ended: l.captured(s.EndOfSpeech), Resumed: l.resumed, Clipped: l.isClipped(), RunnerUp: alt, Check: l.rec.LastCheck()})
	}
	return nil
}

// begin starts recognising the utterance that s begins.
func (l *Listener) begin(s voice.Segment) error {
	// Speech that begins within the whole pause after an utterance ended
	// at its early pause (the preroll counts, so the check errs on the
	// side of rejecting).
	l.resumed = s.Start < l.resumeUntil
	l.resumeUntil = 0
	l.mu.Lock()
	pos, confirm, changed := l.pos, l.confirm, l.changed
	l.changed = false
	l.mu.Unlock()
	var err error
	switch {
	case l.RequestsOnly:
		err = l.rec.SetRequests()
	case changed:
		err = l.rec.SetPosition(pos, confirm)
	}
	if err != nil {
		return catalog.Errorf("voice.recognition", err)
	}
	if err := l.rec.Begin(); err != nil {
		return catalog.Errorf("voice.recognition", err)
	}
	l.samples, l.clipped, l.levels = 0, 0, l.levels[:0]
	l.count(s.Samples)
	return l.rec.Feed(s.Samples)
}

// hold handles a step of an utterance that began before the push-to-talk
// key was pressed: its audio is kept, and a press that comes within
// lateKey of its beginning, while it goes on, takes it whole (the player
// spoke as he pressed); otherwise it is dropped at its end, and a later
// press opens the microphone for the next utterance.
func (l *Listener) hold(s voice.Segment, heard func(Heard)) error {
	switch s.Kind {
	case voice.End, voice.Short:
		l.holding, l.held = false, l.held[:0]
		return nil
	}
	if l.total-l.heldAt > lateKey {
		l.held = l.held[:0] // too late for a press to take it
		return nil
	}
	if s.Kind == voice.Audio {
		l.held = append(l.held, s.Samples...)
	}
	if !l.open() {
		return nil
	}
	l.holding = false
	err := l.begin(voice.Segment{Kind: voice.Begin, Samples: l.held, Start: l.heldStart})
	l.held = l.held[:0]
	if err != nil || s.Kind != voice.Quiet {
		return err
	}
	return l.segment(s, heard)
}

// count counts the utterance's samples and those at full scale.
func (l *Listener) count(samples []int16) {
	for i := 0; i+voice.FrameSamples <= len(samples); i += voice.FrameSamples {
		l.levels = append(l.levels, voice.Level(samples[i:i+voice.FrameSamples]))
	}
	l.rec.setLevels(l.levels)
	l.samples += len(samples)
	for _, v := range samples {
		if v >= voice.FullScale || v <= -voice.FullScale {
			l.clipped++
		}
	}
}

// isClipped reports whether the utterance in hand clips: more than
// voice.ClippedShare of its samples at full scale.
func (l *Listener) isClipped() bool {
	return float64(l.clipped) > voice.ClippedShare*float64(max(l.samples, 1))
}

// since is the time from the capture of sample n to now: the chunk that
// held it came at its end, so sample n is as much older as the samples
// after it; and now is the time the chunk in hand came, plus the time
// Process has taken on it.
func (l *Listener) since(n int64) time.Duration {
	return l.procAt.Sub(l.captured(n)) + time.Since(l.procStart)
}

// captured is the time sample n was captured: the chunk that held it came
// at its end, so sample n is as much older as the samples after it (the
// time of the chunk in hand when it is not known any more).
func (l *Listener) captured(n int64) time.Time {
	for _, a := range l.arrivals {
		if a.upTo >= n {
			return a.at.Add(-time.Duration(a.upTo-n) * time.Second / capture.Rate)
		}
	}
	return l.procAt
}
