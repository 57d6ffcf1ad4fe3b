package capture

// Resampler converts a stream of mono samples from one rate to another,
// chunk by chunk: a microphone that cannot deliver 16 kHz is read at its
// own rate and converted as it comes. Going down, a 3-tap low-pass (1 2 1)
// keeps the loudest aliasing out; then the samples are interpolated
// linearly. Fed in any chunks and flushed, it gives exactly what Resample
// gives for the whole.
type Resampler struct {
	from, to int
	// The low-pass: the input sample before the current one, the current
	// one (filtered when the next comes), and how many came.
	prev, cur int32
	nin       int64
	// The filtered samples from index base on, as far as the
	// interpolation still needs them; k is the next output sample.
	win  []int16
	base int64
	k    int64
}

// NewResampler returns a resampler from rate from to rate to (both > 0).
func NewResampler(from, to int) *Resampler {
	return &Resampler{from: max(from, 1), to: max(to, 1)}
}

// Push converts the next input samples and returns the output samples that
// are ready (the last input sample waits for the next one, or for Flush).
func (r *Resampler) Push(in []int16) []int16 {
	if r.from == r.to {
		return append([]int16(nil), in...)
	}
	for _, x := range in {
		if r.to > r.from { // going up: no low-pass
			r.win = append(r.win, x)
			r.nin++
			continue
		}
		v := int32(x)
		if r.nin == 0 {
			r.prev, r.cur = v, v
		} else {
			r.win = append(r.win, int16((r.prev+2*r.cur+v)/4))
			r.prev, r.cur = r.cur, v
		}
		r.nin++
	}
	return r.interpolate(false)
}

// Flush converts what is left at the end of the stream (the last sample
// held as the next one is).
func (r *Resampler) Flush() []int16 {
	if r.from == r.to || r.nin == 0 {
		return nil
	}
	if r.to < r.from {
		r.win = append(r.win, int16((r.prev+3*r.cur)/4))
	}
	return r.interpolate(true)
}

// interpolate appends the output samples whose input is there, up to the
// input's length in output samples; at the end the last filtered sample
// stands for those beyond it.
func (r *Resampler) interpolate(end bool) []int16 {
	nsrc := r.base + int64(len(r.win))
	total := r.nin * int64(r.to) / int64(r.from)
	var out []int16
	for r.k < total {
		pos := float64(r.k) * float64(r.from) / float64(r.to)
		j := int64(pos)
		if !end && j+1 >= nsrc {
			break
		}
		frac := pos - float64(j)
		a := float64(r.win[min(j, nsrc-1)-r.base])
		b := float64(r.win[min(j+1, nsrc-1)-r.base])
		out = append(out, int16(a+(b-a)*frac))
		r.k++
	}
	// Drop what no later output sample needs.
	j := int64(float64(r.k) * float64(r.from) / float64(r.to))
	if drop := min(j, nsrc-1) - r.base; drop > 0 {
		r.win = append(r.win[:0], r.win[drop:]...)
		r.base += drop
	}
	return out
}

// Resample converts mono samples from rate from to rate to at once (see
// Resampler), e.g. espeak-ng's 22050 Hz to the 16000 Hz of recognition
// and recording.
func Resample(in []int16, from, to int) []int16 {
	if from == to || len(in) == 0 || from <= 0 || to <= 0 {
		return append([]int16(nil), in...)
	}
	r := NewResampler(from, to)
	out := r.Push(in)
	return append(out, r.Flush()...)
}
