package table

import (
	"reflect"
	"testing"
)

// TestTouchSaidWithThePiecesGender: a lift on the tactile board is said
// with the piece and its square and "touched"; in Czech the word follows
// the piece's gender: "dotknuta" after the feminine dáma and věž,
// "dotknut" after král, střelec, jezdec and pěšec (until session 21
// always "dotknut": "Věž Hector jedna dotknut"). German and English have
// one word. In de, en and cs.
func TestTouchSaidWithThePiecesGender(t *testing.T) {
	for _, tc := range []struct {
		lang, style string
		want        []string
	}{
		{"de", "annexd", []string{"Dame David eins berührt", "Turm Anna eins berührt", "König Eva eins berührt", "Läufer Cesar eins berührt", "Springer Bella eins berührt", "Bauer Eva zwei berührt"}},
		{"en", "annexd-en", []string{"Queen David one touched", "Rook Anna one touched", "King Eva one touched", "Bishop Cesar one touched", "Knight Bella one touched", "Pawn Eva two touched"}},
		{"cs", "cs", []string{"Dáma David jedna dotknuta", "Věž Anna jedna dotknuta", "Král Eva jedna dotknut", "Střelec Cesar jedna dotknut", "Jezdec Bella jedna dotknut", "Pěšec Eva dva dotknut"}},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style })
		var got []string
		for _, sq := range []string{"d1", "a1", "e1", "c1", "b1", "e2"} {
			got = append(got, texts(typed(tb, "board tactile lift "+sq))...)
			typed(tb, "board tactile place "+sq)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
}
