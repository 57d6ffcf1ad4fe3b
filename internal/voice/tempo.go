package voice

import "github.com/blindchess/blindchess/internal/phonetic"

// The tempo of a move's words. A move said keeps one tempo over its
// words, whatever the speaker's rate: each word takes about its usual
// share of the move. Conversation fitted to a move squeezes one word
// into the model's shortest path and stretches another over the rest of
// the speech ("It sounded OK." heard as "knight cesar three": "knight"
// took 6 frames, about a quarter of its usual 22, "cesar" 38 of its
// 32). A move of two words or more whose words' lengths, each taken
// against that word's median in the tuning moves heard right
// (MoveMedianFramesOf), differ by more than TempoSpread times (the
// slowest word's against the fastest's: Unevenness) is not taken
// (helper talk, session 20). A ratio of two lengths of the same
// utterance does not depend on the speaking rate.

// TempoSpread is how many times longer, against its median, one word of
// a move heard may be than another before the move is not taken: one
// word at twice its usual length beside another at half of its. The
// tuning moves heard right (eight voices, N=5 with the rare moves) reach
// 3.5 (German "turm david acht eva acht", a long form with a rank word
// twice), 2.1 in English and 2.3 in Czech (docs/voice.md, "The tempo of
// a move's words").
const TempoSpread = 4.0

// moveMedianFrames are, per style and word of a move (recogniser
// token), the median 10 ms frames it took in the tuning moves of two
// words or more heard right and passing the checks (eight voices, N=5
// with the rare moves, main at 2daae11); the comment gives how many
// times it was measured.
var moveMedianFrames = map[phonetic.Style]map[string]int{
	phonetic.AnnexD: {
		"acht":     25, // 25
		"anna":     19, // 12
		"bella":    20, // 31
		"cesar":    38, // 16
		"dame":     22, // 13
		"david":    28, // 47
		"drei":     18, // 14
		"eins":     18, // 60
		"eva":      22, // 40
		"felix":    37, // 13
		"fuenf":    28, // 13
		"gustav":   33, // 26
		"hector":   37, // 7
		"laeufer":  24, // 22
		"schach":   25, // 160
		"schlaegt": 37, // 81
		"sechs":    27, // 34
		"sieben":   27, // 13
		"springer": 32, // 34
		"turm":     22, // 97
		"vier":     20, // 19
		"zwei":     21, // 7
	},
	phonetic.AnnexDEn: {
		"anna":   18, // 14
		"bella":  20, // 27
		"bishop": 34, // 20
		"cesar":  32, // 10
		"check":  25, // 137
		"david":  30, // 40
		"eight":  18, // 18
		"eva":    19, // 35
		"felix":  34, // 12
		"five":   24, // 10
		"four":   20, // 18
		"gustav": 29, // 25
		"hector": 31, // 5
		"knight": 22, // 32
		"one":    18, // 48
		"queen":  24, // 10
		"rook":   18, // 80
		"seven":  29, // 11
		"six":    28, // 31
		"takes":  30, // 72
		"three":  24, // 19
		"two":    11, // 7
	},
	phonetic.CzechStyle: {
		"anna":    16, // 12
		"bella":   18, // 30
		"bere":    19, // 78
		"cesar":   30, // 15
		"ctyri":   30, // 19
		"dama":    25, // 12
		"david":   24, // 42
		"dva":     18, // 7
		"eva":     17, // 40
		"felix":   32, // 12
		"gustav":  30, // 27
		"hector":  39, // 8
		"jedna":   28, // 53
		"jezdec":  42, // 42
		"osm":     22, // 20
		"pet":     27, // 12
		"sach":    26, // 151
		"sedm":    28, // 14
		"sest":    27, // 35
		"strelec": 32, // 16
		"tri":     20, // 19
		"vez":     25, // 88
	},
}

// MoveMedianFramesOf returns the median frames token (a word of a move
// as the recogniser spells it) took in the style's tuning moves heard
// right, and false for a word never measured.
func MoveMedianFramesOf(style phonetic.Style, token string) (int, bool) {
	n, ok := moveMedianFrames[style][token]
	return n, ok
}

// Unevenness returns, for the words of a move heard (recogniser tokens)
// and the frames each took, the largest length against its median
// (MoveMedianFramesOf) divided by the smallest, and false when fewer
// than two of the words were measured (or a word took no frame).
func Unevenness(style phonetic.Style, words []string, frames []int) (float64, bool) {
	lo, hi, n := 0.0, 0.0, 0
	for i, w := range words {
		med, ok := MoveMedianFramesOf(style, w)
		if !ok || i >= len(frames) || frames[i] <= 0 {
			continue
		}
		r := float64(frames[i]) / float64(med)
		if n == 0 || r < lo {
			lo = r
		}
		if n == 0 || r > hi {
			hi = r
		}
		n++
	}
	if n < 2 {
		return 0, false
	}
	return hi / lo, true
}
