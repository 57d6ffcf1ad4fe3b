package speech

import (
	"context"
	"io"
	"io/fs"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// Gaps between clips, at rate 1 (they shrink with faster speech).
const (
	// WordGap is the silence between two words.
	WordGap = 40 * time.Millisecond
	// CommaPause is the silence of a phonetic.Comma.
	CommaPause = 180 * time.Millisecond
)

// Clips is the Synth that strings recorded clips together: one clip per
// phonetic.Token, looked up by Token.Clip. The speech rate is changed by
// time-stretching without changing pitch.
type Clips struct {
	rate  int
	clips map[string][]int16

	mu        sync.Mutex
	cacheRate float64
	cache     map[string][]int16 // stretched clips at cacheRate
}

// NewClips loads every "<lang>/<name>.wav" clip in fsys (16-bit PCM or IMA
// ADPCM, mono, all at one sample rate).
func NewClips(fsys fs.FS) (*Clips, error) {
	c := &Clips{clips: map[string][]int16{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(p) != ".wav" {
			return nil
		}
		f, err := fsys.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		pcm, err := ReadWAV(f)
		if err != nil {
			return catalog.Errorf("speaking.clip", p, err)
		}
		if pcm.Channels != 1 {
			return catalog.Errorf("speaking.clip-channels", p, pcm.Channels)
		}
		if c.rate == 0 {
			c.rate = pcm.Rate
		} else if pcm.Rate != c.rate {
			return catalog.Errorf("speaking.clip-rate", p, pcm.Rate, c.rate)
		}
		c.clips[strings.TrimSuffix(p, ".wav")] = pcm.Samples
		return nil
	})
	if err != nil {
		return nil, catalog.Errorf("speaking.clips-load", err)
	}
	if len(c.clips) == 0 {
		return nil, catalog.Errorf("speaking.clips-none")
	}
	return c, nil
}

// Name returns "clips".
func (c *Clips) Name() string { return "clips" }

// SampleRate returns the rate of the clips.
func (c *Clips) SampleRate() int { return c.rate }

// Has reports whether there is a clip with the given name ("de/anna").
func (c *Clips) Has(name string) bool {
	_, ok := c.clips[name]
	return ok
}

// Len returns the number of clips.
func (c *Clips) Len() int { return len(c.clips) }

// Plan returns the clip names (and "" for pauses) that would say s, or
// ErrUnsayable naming the first word without a clip.
func (c *Clips) Plan(s Speech) ([]string, error) {
	if s.Tokens != nil {
		plan := make([]string, 0, len(s.Tokens))
		for _, t := range s.Tokens {
			if t.Pause {
				plan = append(plan, "")
				continue
			}
			if !c.Has(t.Clip) {
				return nil, catalog.Errorf("speaking.unsayable-clip", ErrUnsayable, t.Text, t.Clip)
			}
			plan = append(plan, t.Clip)
		}
		return plan, nil
	}
	// Text: match the longest run of words that has a clip.
	var words []string
	for _, f := range strings.Fields(s.Text) {
		comma := strings.HasSuffix(f, ",")
		f = strings.Trim(f, ".,;:!?\"'()")
		if f != "" {
			words = append(words, phonetic.ClipKey(f))
		}
		if comma {
			words = append(words, "")
		}
	}
	prefix := s.Lang.String() + "/"
	var plan []string
	for i := 0; i < len(words); {
		if words[i] == "" {
			plan = append(plan, "")
			i++
			continue
		}
		run := 0 // words up to the next pause, at most 5
		for run < 5 && i+run < len(words) && words[i+run] != "" {
			run++
		}
		found := false
		for n := run; n >= 1; n-- {
			name := prefix + strings.Join(words[i:i+n], "_")
			if c.Has(name) {
				plan = append(plan, name)
				i += n
				found = true
				break
			}
		}
		if !found {
			return nil, catalog.Errorf("speaking.unsayable-word", ErrUnsayable, words[i])
		}
	}
	for _, name := range plan {
		if name != "" {
			return plan, nil
		}
	}
	return nil, catalog.Errorf("speaking.nothing", ErrUnsayable)
}

// Open starts saying s.
func (c *Clips) Open(ctx context.Context, s Speech) (Stream, error) {
	plan, err := c.Plan(s)
	if err != nil {
		return nil, err
	}
	return &clipStream{c: c, plan: plan, rate: s.Rate, ctx: ctx}, nil
}

// clip returns the named clip at the given speech rate.
func (c *Clips) clip(name string, rate float64) []int16 {
	raw := c.clips[name]
	if rate == 1 || rate == 0 {
		return raw
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cacheRate != rate {
		c.cacheRate, c.cache = rate, map[string][]int16{}
	}
	if s, ok := c.cache[name]; ok {
		return s
	}
	s := Stretch(raw, c.rate, rate)
	c.cache[name] = s
	return s
}

// silence returns d of silence at rate r (shorter at faster speech).
func (c *Clips) silence(d time.Duration, r float64) []int16 {
	if r <= 0 {
		r = 1
	}
	return make([]int16, int(float64(c.rate)*d.Seconds()/r))
}

// clipStream yields the clips of a plan with the gaps between them.
type clipStream struct {
	c    *Clips
	plan []string
	rate float64
	i    int
	gap  bool // a word gap is due before the next clip
	ctx  context.Context
}

func (s *clipStream) Read() ([]int16, error) {
	if err := s.ctx.Err(); err != nil {
		return nil, err
	}
	if s.i < len(s.plan) {
		name := s.plan[s.i]
		if name == "" {
			s.i++
			s.gap = false
			return s.c.silence(CommaPause, s.rate), nil
		}
		if s.gap {
			s.gap = false
			return s.c.silence(WordGap, s.rate), nil
		}
		s.i++
		s.gap = s.i < len(s.plan) && s.plan[s.i] != ""
		return s.c.clip(name, s.rate), nil
	}
	return nil, io.EOF
}

func (s *clipStream) Close() error { return nil }
