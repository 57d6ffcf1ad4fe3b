package voice

import "github.com/blindchess/blindchess/internal/phonetic"

// The tempo of a move's words. A move said keeps one tempo over its
// words, whatever the speaker's rate: each word takes about its usual
// share of the move. Conversation fitted to a move squeezes one word
// into the model's shortest path and stretches another over the rest of
// the speech ("It sounded OK." heard as "knight cesar three": "knight"
// took 6 frames, about a quarter of its usual 22, "cesar" 38 of its
// 31). A move of two words or more whose words' lengths, each taken
// against that word's median in the tuning moves heard right
// (MoveMedianFramesOf), differ by more than TempoSpread times (the
// slowest word's against the fastest's: Unevenness) is not taken
// (helper talk, session 20). A ratio of two lengths of the same
// utterance does not depend on the speaking rate.

// TempoSpread is how many times longer, against its median, one word of
// a move heard may be than another before the move is not taken: one
// word at twice its usual length beside another at half of its. The
// tuning moves heard right (eight voices and the "more" voices, N=40 and
// N=5 with the rare moves; the slow voices at N=5) reach 3.7 (German
// "turm david acht eva acht", a long form with a rank word twice), 3.5
// in English ("knight takes david four", "knight" in 7 frames) and 3.0
// in Czech (docs/voice.md, "The tempo of a move's words").
const TempoSpread = 4.0

// moveMedianFrames are, per style and word of a move (recogniser
// token), the median 10 ms frames it took in the tuning moves of two
// words or more heard right and passing the checks (eight voices: N=40
// with the rare moves, session 16's log, and this round's N=5 with the
// rare moves, whose moves heard right are main's at b6ea2a6); the
// comment gives how many times it was measured.
var moveMedianFrames = map[phonetic.Style]map[string]int{
	phonetic.AnnexD: {
		"acht":     25, // 61
		"anna":     19, // 57
		"bella":    21, // 89
		"cesar":    38, // 56
		"dame":     22, // 44
		"david":    29, // 135
		"drei":     22, // 51
		"eins":     19, // 131
		"eva":      22, // 124
		"felix":    37, // 39
		"fuenf":    28, // 46
		"gustav":   34, // 73
		"hector":   38, // 26
		"koenig":   29, // 27
		"kurze":    32, // 8
		"laeufer":  23, // 92
		"lange":    24, // 4
		"rochade":  40, // 12
		"schach":   25, // 319
		"schlaegt": 37, // 211
		"sechs":    28, // 117
		"sieben":   29, // 48
		"springer": 32, // 99
		"turm":     22, // 220
		"vier":     24, // 93
		"zwei":     26, // 32
	},
	phonetic.AnnexDEn: {
		"anna":     18, // 62
		"bella":    20, // 69
		"bishop":   34, // 83
		"castling": 46, // 15
		"cesar":    31, // 44
		"check":    25, // 275
		"david":    31, // 119
		"eight":    18, // 49
		"eva":      19, // 122
		"felix":    35, // 38
		"five":     26, // 36
		"four":     24, // 85
		"gustav":   29, // 71
		"hector":   31, // 22
		"king":     21, // 25
		"knight":   22, // 96
		"long":     18, // 7
		"one":      18, // 111
		"queen":    24, // 41
		"rook":     18, // 188
		"seven":    32, // 37
		"short":    28, // 8
		"six":      31, // 113
		"takes":    30, // 199
		"three":    24, // 66
		"two":      18, // 32
	},
	phonetic.CzechStyle: {
		"anna":    15, // 56
		"bella":   18, // 80
		"bere":    19, // 206
		"cesar":   30, // 54
		"ctyri":   33, // 88
		"dama":    24, // 44
		"david":   24, // 129
		"dlouha":  34, // 5
		"dva":     20, // 34
		"eva":     17, // 123
		"felix":   33, // 34
		"gustav":  30, // 74
		"hector":  36, // 29
		"jedna":   28, // 119
		"jezdec":  42, // 119
		"kral":    28, // 27
		"kratka":  49, // 7
		"osm":     22, // 53
		"pet":     26, // 40
		"rosada":  42, // 12
		"sach":    26, // 301
		"sedm":    30, // 45
		"sest":    26, // 118
		"strelec": 33, // 69
		"tri":     21, // 63
		"vez":     25, // 200
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
