package session

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// CheckOptions are the options of "blindchess check", the pre-round check
// of a table that the arbiter signs off.
type CheckOptions struct {
	Lang       string        // de, en or cs
	Voice, WAV string        // the voice, and a WAV file it speaks into instead of the sound card
	Tactile    string        // the tactile board's port, "" for none
	Sighted    string        // the sighted board: dgt:PORT, "" for none
	Microphone string        // the microphone (or a WAV file standing in), "" for none
	Record     bool          // the game will be recorded: measure the default microphone
	Journal    string        // the file the result is written to; "" for one in the data folder
	BoardWait  time.Duration // how long to wait for a board's position (0: 5 s)
	MicTime    time.Duration // how long to listen to the microphone (0: 2 s)
	Program    string        // the build (buildinfo.Info.String), written into the journal
}

// checkSetup is the journal header of a check.
type checkSetup struct {
	Check   bool   `json:"check"`
	Program string `json:"program,omitempty"`
	Lang    string `json:"lang"`
}

// checker runs one check: it writes and says each result and keeps it.
type checker struct {
	c       catalog.Catalog
	out     io.Writer
	in      *bufio.Scanner
	sp      *speech.Speaker
	start   time.Time
	results []string
	failed  int
	total   int
}

// line writes a line, says it on both channels when there is a voice, and
// keeps it for the journal.
func (k *checker) line(text string) {
	fmt.Fprintln(k.out, text)
	k.results = append(k.results, text)
	if k.sp != nil {
		k.sp.Say(speech.Utterance{Text: text, Priority: speech.OnRequest, Channel: speech.Both, MaxWait: speech.NoWait})
		k.drain()
	}
}

// result is line for the outcome of one check.
func (k *checker) result(ok bool, text string) {
	k.total++
	if !ok {
		k.failed++
	}
	k.line(text)
}

func (k *checker) drain() {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	_ = k.sp.Drain(ctx)
}

// Check runs the pre-round check: a test sentence on each channel, with
// the question which ear heard it; each attached board's position against
// the starting position; the microphone's level. The results are written
// and said, and kept in a journal. It fails (exit 1) when a check failed.
func Check(o CheckOptions, s IO) error {
	l, err := catalog.Choose(o.Lang, os.Getenv)
	if err != nil {
		return UsageErr("catalog.bad-lang", o.Lang)
	}
	c := catalog.For(l)
	if v := strings.ToLower(strings.TrimSpace(o.Voice)); v == "none" {
		// As in play: no voice; the lines are all there is.
		o.Voice = "text"
	} else if v != "" && !slices.Contains(speech.Voices(), v) {
		return UsageErr("flag.bad-voice", o.Voice, strings.Join(append(speech.Voices(), "none"), ", "))
	}
	if o.BoardWait <= 0 {
		o.BoardWait = 5 * time.Second
	}
	if o.MicTime <= 0 {
		o.MicTime = 2 * time.Second
	}
	if o.Sighted != "" && !strings.HasPrefix(o.Sighted, "dgt:") {
		return UsageErr("check.bad-sighted", o.Sighted)
	}
	if strings.EqualFold(strings.TrimSpace(o.Tactile), "virtual") {
		// play's virtual board has nothing for check to read.
		return UsageErr("check.virtual-tactile")
	}
	if o.Microphone != "" {
		if err := CheckMicrophone("--microphone", o.Microphone); err != nil {
			return UsageErr("%v", err)
		}
	}
	jpath := o.Journal
	if jpath == "" {
		base, _, err := dataDirOrTemp()
		if err != nil {
			return FailErr("%v", err)
		}
		dir := filepath.Join(base, "blindchess", "checks")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return FailErr("check.journal-failed", dir, err)
		}
		jpath = freshJournalPath(dir, time.Now().Format("2006-01-02_15-04-05"))
	}
	raw, _ := json.Marshal(checkSetup{Check: true, Program: o.Program, Lang: l.Code()})
	j, err := journal.Create(jpath, journal.Header{Setup: raw, Created: time.Now()})
	if err != nil && j == nil {
		return FailErr("check.journal-failed", jpath, err)
	}
	defer j.Close()

	k := &checker{c: c, out: s.Out, in: bufio.NewScanner(s.In), start: time.Now()}
	style := checkStyle(l)
	if sp, note, err := openPlayVoice(o.Voice, o.WAV, "", style, c, s.Err); err != nil && o.WAV != "" {
		return UsageErr("%v", err)
	} else if err != nil {
		// The voice named cannot play (no sound card): the channels
		// cannot be tested, which is said and counted; the boards and
		// the microphone are checked all the same.
		k.line(c.Say("check.start-no-voice"))
		k.result(false, c.Say("check.voice-failed", o.Voice, err))
	} else if sp != nil {
		k.sp = sp
		defer closeVoice(sp)
		k.line(c.Say("check.start"))
		k.channels()
	} else {
		// No instructions for answers nobody will be asked for: the
		// check starts, and says first why the channels are not tested.
		k.line(c.Say("check.start-no-voice"))
		if v := strings.ToLower(strings.TrimSpace(o.Voice)); v == "" || v == "auto" {
			// auto tried every voice and none can play (the note says
			// why): naming --voice espeak or clips would send the user
			// to voices that fail the same way.
			k.result(false, c.Say("check.no-voice-auto"))
		} else {
			k.result(false, c.Say("check.no-voice"))
		}
		// How the program speaks instead is a fact of its own: a line
		// of its own, not a second sentence on the result's line.
		if note != "" {
			k.line(note)
		}
	}
	if o.Tactile != "" {
		b := tactile.Open(o.Tactile, tactile.Options{})
		d, _ := drivers.Lookup("tactile")
		k.board(c.Say("check.board-tactile"), d, o.Tactile, b, o.BoardWait)
	}
	if o.Sighted != "" {
		path := strings.TrimPrefix(o.Sighted, "dgt:")
		b := dgt.Open(path, dgt.Options{})
		d, _ := drivers.Lookup("dgt")
		k.board(c.Say("check.board-sighted"), d, path, b, o.BoardWait)
	}
	if o.Microphone != "" || o.Record {
		k.microphone(o.Microphone, o.MicTime)
	}
	if k.failed == 0 {
		k.line(c.Say("check.ready", k.total))
	} else {
		k.line(c.Say("check.not-ready", k.failed, k.total))
	}
	for _, r := range k.results {
		if _, err := j.Append(journal.Record{At: time.Since(k.start), Wall: time.Now(), Source: "check", Input: r}); err != nil {
			fmt.Fprintln(s.Out, c.Say("check.journal-failed", jpath, err))
			return FailErr("check.journal-failed", jpath, err)
		}
	}
	fmt.Fprintln(s.Out, c.Say("check.journal", jpath))
	if k.failed > 0 {
		return &ExitError{Code: 1}
	}
	return nil
}

// checkStyle is the voice's style for the check's language.
func checkStyle(l catalog.Lang) phonetic.Style {
	switch l {
	case catalog.German:
		return phonetic.AnnexD
	case catalog.Czech:
		return phonetic.CzechStyle
	}
	return phonetic.AnnexDEn
}

// channels says a test sentence on the left, the right and both channels
// and asks after each which ear heard it.
func (k *checker) channels() {
	for i, ch := range []speech.Channel{speech.Left, speech.Right, speech.Both} {
		n := i + 1
		k.sp.Say(speech.Utterance{Text: k.c.Say("check.sentence", n), Priority: speech.OnRequest, Channel: ch, MaxWait: speech.NoWait})
		k.drain()
		heard, ok := k.ask(n)
		switch {
		case !ok:
			k.result(false, k.c.Say("check.no-answer", n))
		case heard == ch.String():
			k.result(true, k.c.Say("check.heard-ok", n, k.c.Say("check.ear-"+ch.String()), k.c.Say("check.ear-"+heard)))
		default:
			k.result(false, k.c.Say("check.heard-wrong", n, k.c.Say("check.ear-"+ch.String()), k.c.Say("check.ear-"+heard)))
		}
	}
}

// ask asks which ear heard test sentence n until an answer reads, and
// returns it ("left", "right", "both", "none"); false at the end of the
// input.
func (k *checker) ask(n int) (string, bool) {
	for {
		q := k.c.Say("check.ask", n)
		fmt.Fprintln(k.out, q)
		if k.sp != nil {
			k.sp.Say(speech.Utterance{Text: q, Priority: speech.OnRequest, Channel: speech.Both, MaxWait: speech.NoWait})
			k.drain()
		}
		if !k.in.Scan() {
			return "", false
		}
		if ear, ok := ParseEar(k.in.Text()); ok {
			return ear, true
		}
		fmt.Fprintln(k.out, k.c.Say("check.bad-answer", strings.TrimSpace(k.in.Text())))
	}
}

// ParseEar reads an answer to "which ear heard it?" in German, English
// or Czech: "left", "right", "both" or "none", and whether it read.
func ParseEar(s string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "left", "l", "links", "vlevo", "levé", "leve", "levým", "levym", "levá", "leva":
		return "left", true
	case "right", "r", "rechts", "vpravo", "pravé", "prave", "pravým", "pravym", "pravá", "prava":
		return "right", true
	case "both", "b", "beide", "beiden", "obě", "obe", "oba", "oběma", "obema":
		return "both", true
	case "none", "n", "no", "nothing", "keins", "keines", "keinem", "nichts", "žádné", "zadne", "žádným", "zadnym", "nic":
		return "none", true
	}
	return "", false
}

// board waits for the position of a board of protocol d and says
// whether it is the starting position; a board without one is said with
// what its driver last reported (a port that no board answers on, a
// Certabo board that waits for its calibration; a fault of the driver
// before one of the port), or as silent; but when a board of another
// kind answers on the port once the driver has let it go (a DGT board
// given as the tactile board), that board is named, with how to give it.
func (k *checker) board(name string, d drivers.Driver, path string, b *serialport.Board, wait time.Duration) {
	defer b.Close()
	deadline := time.After(wait)
	fault, driverFault := "", false
	none := func() {
		b.Close()
		if id, other, ok := otherBoard(d, path); ok {
			k.result(false, k.c.Say("check.board-other-kind", name, path, d.TitleIn(k.c), k.c.Error(id.Said), other.Flag(path)))
			return
		}
		if fault != "" {
			if !strings.HasSuffix(fault, "?") && !strings.HasSuffix(fault, ".") {
				fault += "." // a sentence ends, once
			}
			k.result(false, k.c.Say("check.board-fault", name, path, fault))
			return
		}
		k.result(false, k.c.Say("check.board-silent", name, path, catalog.Span{D: wait}))
	}
	for {
		select {
		case ev, ok := <-b.Events():
			if !ok {
				none()
				return
			}
			// The driver's own fault says why no position came (no DGT
			// board answers on the port); the port closed as silent
			// afterwards says less, so it is said only when the driver
			// reported nothing.
			switch {
			case ev.Type == eboard.Error && !driverFault:
				fault, driverFault = ev.Said(k.c), true
			case ev.Type == eboard.Disconnected && !driverFault:
				fault = ev.Said(k.c)
			}
			if !ev.HasBoard {
				continue
			}
			diff := BoardDiff(ev)
			if len(diff) == 0 {
				k.result(true, k.c.Say("check.board-start", name))
			} else {
				k.result(false, k.c.Say("check.board-not-start", name, len(diff), strings.Join(diff, ", ")))
			}
			return
		case <-deadline:
			none()
			return
		}
	}
}

// BoardDiff returns the squares on which a board's position (an event
// with HasBoard) differs from the starting position: with pieces known
// (a DGT board) by piece, otherwise by presence; none when it is the
// starting position.
func BoardDiff(ev eboard.Event) []string {
	var diff []string
	if ev.HasPieces {
		want := eboard.StartPlacement()
		for sq := rules.Square(0); sq < 64; sq++ {
			if ev.Pieces[sq] != want[sq] {
				diff = append(diff, sq.String())
			}
		}
		return diff
	}
	for _, sq := range (ev.Occupied ^ eboard.StartOccupancy).Squares() {
		diff = append(diff, sq.String())
	}
	return diff
}

// microphone listens to the microphone for a while and says its level.
func (k *checker) microphone(name string, d time.Duration) {
	shown := name
	src, what, err := OpenMicrophone(name)
	if err != nil {
		if name == "" {
			// Not "Microphone the default microphone …".
			k.result(false, k.c.Say("check.mic-default-failed", err))
			return
		}
		k.result(false, k.c.Say("check.mic-failed", shown, err))
		return
	}
	defer src.Close()
	switch {
	case what != "":
		shown = what
	case shown == "":
		shown = k.c.Say("check.mic-default")
	}
	want := int(d.Seconds() * capture.Rate)
	buf := make([]int16, 1600)
	var n int
	var sum float64
	var peak int
	for n < want {
		m, err := src.Read(buf[:min(len(buf), want-n)])
		for _, v := range buf[:m] {
			x := int(v)
			if x < 0 {
				x = -x
			}
			peak = max(peak, x)
			sum += float64(v) * float64(v)
		}
		n += m
		if err != nil {
			break
		}
	}
	if n == 0 {
		k.result(false, k.c.Say("check.mic-failed", shown, io.ErrUnexpectedEOF))
		return
	}
	level := Decibels(math.Sqrt(sum / float64(n)))
	pk := Decibels(float64(peak))
	if pk < quietPeak {
		k.result(false, k.c.Say("check.mic-quiet", shown, level, pk))
		return
	}
	k.result(true, k.c.Say("check.mic-level", shown, level, pk))
}

// quietPeak is the peak (dBFS) below which a microphone is too quiet to
// record a game: nothing in the room reached it.
const quietPeak = -50

// Decibels is an amplitude of 16-bit samples in dB relative to full
// scale, rounded to whole decibels; silence is -96 dBFS.
func Decibels(amplitude float64) float64 {
	if amplitude < 1 {
		return -96
	}
	return math.Round(20 * math.Log10(amplitude/32768))
}
