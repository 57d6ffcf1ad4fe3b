package voice

import "github.com/blindchess/blindchess/internal/phonetic"

// The length of each word of a move. Conversation fitted to a move can
// stretch one of its words over a long stretch of speech ("Jaká práce,
// taková odměna." heard as "anna čtyři": "anna" took 47 frames, where the
// tuning voices said it in at most 17). A move of two words or more one
// of whose words took more than MoveStretch times the longest that word
// took in the tuning moves heard right (MoveFramesOf) is not taken, as a
// request or confirmation word alone is held to AloneStretch (helper
// talk, session 12).

// MoveStretch is how many times the longest a word took in the tuning
// moves heard right (MoveFramesOf) it may take in a move heard before the
// move is not taken. Tuned on the tuning set alone (2026-11-27, helper
// talk, BLINDCHESS_VOICEBENCH=verify BLINDCHESS_VOICEBENCH_SET=tuning,
// PART=moves N=40 with the rare moves and PART=talk, the three styles,
// eight voices, main's checks on): leaving each tuning voice out of the
// longest and measuring its moves heard right against the other seven's
// loses none of the 1,168 moves heard right (407 / 384 / 377, German,
// English, Czech) with 2.0 (1 with 1.75, 2 with 1.5, 5 with 1.3, 10 with
// 1.2); of the tuning conversation that passes main's checks it rejects
// one sentence from 1.3 to 2.5, the Czech "anna ctyri" above, and with
// it the tuning conversation taken fell from 4 to 3 of 324 in Czech. A
// floor (a word far shorter than the shortest said) rejects none of that
// conversation at 0.8 times the shortest and loses 5 (docs/voice.md, "A
// square alone, and long words").
const MoveStretch = 2.0

// moveFrames are, per style and word of a move (recogniser token), the
// most 10 ms frames it took in the tuning moves heard right (the runs of
// MoveStretch: eight voices, N=40 with the rare moves); the comment gives
// how many times it was measured.
var moveFrames = map[phonetic.Style]map[string]int{
	phonetic.AnnexD: {
		"acht":     35, // 36
		"anna":     23, // 45
		"bella":    27, // 58
		"cesar":    52, // 40
		"dame":     29, // 31
		"david":    41, // 88
		"drei":     35, // 37
		"eins":     34, // 71
		"eva":      34, // 85
		"felix":    45, // 26
		"fuenf":    36, // 33
		"gustav":   44, // 47
		"hector":   45, // 19
		"koenig":   37, // 27
		"kurze":    44, // 8
		"laeufer":  36, // 70
		"lange":    29, // 4
		"rochade":  49, // 12
		"schach":   32, // 159
		"schlaegt": 49, // 130
		"sechs":    40, // 84
		"sieben":   50, // 35
		"springer": 38, // 65
		"turm":     37, // 123
		"vier":     33, // 74
		"zwei":     47, // 25
	},
	phonetic.AnnexDEn: {
		"anna":     30, // 49
		"bella":    29, // 42
		"bishop":   45, // 63
		"castling": 58, // 15
		"cesar":    42, // 34
		"check":    33, // 138
		"david":    43, // 80
		"eight":    34, // 32
		"eva":      33, // 87
		"felix":    45, // 26
		"five":     40, // 26
		"four":     39, // 68
		"gustav":   68, // 46
		"hector":   40, // 17
		"king":     28, // 25
		"knight":   28, // 65
		"long":     28, // 7
		"one":      28, // 63
		"queen":    38, // 31
		"rook":     30, // 108
		"seven":    42, // 26
		"short":    42, // 8
		"six":      40, // 82
		"takes":    41, // 128
		"three":    38, // 47
		"two":      34, // 25
	},
	phonetic.CzechStyle: {
		"anna":    17, // 41
		"bella":   30, // 50
		"bere":    27, // 120
		"cesar":   41, // 36
		"ctyri":   41, // 68
		"dama":    32, // 31
		"david":   40, // 82
		"dlouha":  43, // 5
		"dva":     29, // 27
		"eva":     21, // 81
		"felix":   40, // 21
		"gustav":  38, // 45
		"hector":  44, // 21
		"jedna":   37, // 57
		"jezdec":  51, // 75
		"kral":    39, // 26
		"kratka":  54, // 7
		"osm":     29, // 32
		"pet":     36, // 28
		"rosada":  55, // 12
		"sach":    34, // 139
		"sedm":    37, // 29
		"sest":    34, // 83
		"strelec": 43, // 53
		"tri":     29, // 41
		"vez":     30, // 102
	},
}

// MoveFramesOf returns the most frames token (a word of a move as the
// recogniser spells it) took in the style's tuning moves heard right, and
// false for a word never measured, which is not held to it.
func MoveFramesOf(style phonetic.Style, token string) (int, bool) {
	n, ok := moveFrames[style][token]
	return n, ok
}
