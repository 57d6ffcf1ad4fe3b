package speech

import "math"

// Stretch changes the speed of mono speech by factor rate (2 = twice as
// fast, half as long) without changing its pitch, by waveform-similarity
// overlap-add (WSOLA): Hann-windowed frames are taken from the input at
// rate times the output hop, each nudged within a small tolerance to where
// it best continues the previous frame, and overlap-added. rate within
// 0.97..1.03 returns the input unchanged.
func Stretch(in []int16, sampleRate int, rate float64) []int16 {
	if math.Abs(rate-1) < 0.03 || len(in) == 0 || sampleRate <= 0 || rate != rate {
		return in
	}
	rate = min(max(rate, 0.25), 4)
	win := sampleRate * 24 / 1000 // 24 ms frames
	if win < 16 {
		win = 16
	}
	win &^= 1
	hop := win / 2
	tol := sampleRate * 6 / 1000 // ±6 ms search
	if len(in) < win*2 {
		// Too short to stretch musically: resample the length naively
		// (drop or repeat samples) so the duration still changes.
		n := int(float64(len(in)) / rate)
		out := make([]int16, n)
		for i := range out {
			out[i] = in[min(int(float64(i)*rate), len(in)-1)]
		}
		return out
	}
	outLen := int(float64(len(in)) / rate)
	acc := make([]float64, outLen+win)
	norm := make([]float64, outLen+win)
	w := hann(win)
	at := func(i int) float64 {
		if i < 0 || i >= len(in) {
			return 0
		}
		return float64(in[i])
	}
	prev := 0 // input position of the previous frame
	for k := 0; k*hop < outLen; k++ {
		outPos := k * hop
		nominal := int(float64(outPos) * rate)
		best := nominal
		if k > 0 {
			// The natural continuation of the previous frame starts at
			// prev+hop; find the offset whose first half looks most like it.
			target := prev + hop
			bestScore := math.Inf(-1)
			for d := -tol; d <= tol; d++ {
				c := nominal + d
				if c < 0 || c+win > len(in) {
					continue
				}
				var score float64
				for i := 0; i < hop; i += 4 {
					score += at(target+i) * at(c+i)
				}
				if score > bestScore {
					bestScore, best = score, c
				}
			}
		}
		best = max(0, min(best, len(in)-1))
		for i := 0; i < win; i++ {
			acc[outPos+i] += at(best+i) * w[i]
			norm[outPos+i] += w[i]
		}
		prev = best
	}
	out := make([]int16, outLen)
	for i := range out {
		v := acc[i]
		if norm[i] > 1e-3 {
			v /= norm[i]
		}
		out[i] = int16(max(min(math.Round(v), math.MaxInt16), math.MinInt16))
	}
	return out
}

// hann returns a Hann window of n points.
func hann(n int) []float64 {
	w := make([]float64, n)
	for i := range w {
		w[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(n))
	}
	return w
}
