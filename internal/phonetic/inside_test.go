package phonetic

import "testing"

// TestTextInsideWritesPieceWordsInLowerCase: words set inside a sentence
// begin in lower case where the language writes them so (English and
// Czech piece words and castling), never in German; squares keep their
// capitals.
func TestTextInsideWritesPieceWordsInLowerCase(t *testing.T) {
	tests := []struct {
		style Style
		words []Word
		want  string
	}{
		{AnnexDEn, []Word{King, FileE, Rank2}, "king Eva two"},
		{CzechStyle, []Word{Knight, FileF, Rank3}, "jezdec Felix tři"},
		{CzechStyle, []Word{CastleShort}, "krátká rošáda"},
		{AnnexD, []Word{King, FileE, Rank2}, "König Eva zwei"},
		{AnnexDEn, []Word{FileE, Rank4}, "Eva four"},
		{NATO, []Word{Bishop, FileB, Rank5}, "bishop Bravo five"},
		{AnnexDEn, nil, ""},
	}
	for _, tt := range tests {
		if got := tt.style.TextInside(tt.words); got != tt.want {
			t.Errorf("%v %v: %q, want %q", tt.style, tt.words, got, tt.want)
		}
	}
}
