package table

import (
	"reflect"
	"strings"
	"testing"
)

// TestEnvelopeReadsAsAnArbiterWritesIt: the envelope of an adjournment
// says what an arbiter writes on a real one (Guideline I.2): the players
// with their colours, the number of the sealed move and who sealed it;
// the position before the sealed move as a diagram's listing (each
// side's pieces by the letters of the session's language, file by file,
// and its pawns, one or several); the clocks and the time each has used
// (I.2.3); the draw offer that
// stands (Black's, made with his move b6: Article 9.1.2.1); that the sealed move stays sealed and what the arbiter adds;
// and the FEN last, for programs (written, not said). It used to be one
// line with the FEN as the position. The sealed move is in none of the
// lines. The arbiter log keeps the envelope as one entry. In German,
// English and Czech.
func TestEnvelopeReadsAsAnArbiterWritesIt(t *testing.T) {
	const fen = "4k3/1p6/8/8/3N4/8/5PPP/R3K3 w - - 0 40"
	cases := []struct {
		lang, style string
		want        []string
	}{
		{"de", "annexd", []string{
			"Umschlag (Richtlinie I.2): Weiß Anna, Schwarz Bert. Abgegebener Zug: Zug 41, abgegeben von Weiß.",
			"Stellung vor dem abgegebenen Zug: Weiß: Ke1 Ta1 Sf5, Bauern f2 g2 h2; Schwarz: Ke8, Bauer b6.",
			"Uhren: Weiß 1 Stunde 30 Minuten 59 Sekunden, Schwarz 1 Stunde 30 Minuten 56 Sekunden. Verbrauchte Zeit: Weiß 1 Sekunde, Schwarz 4 Sekunden.",
			"Ein Remisangebot von Schwarz steht.",
			"Der abgegebene Zug bleibt verschlossen: er steht im Journal und wird nicht gezeigt; schiedsrichter öffnen führt ihn in Anwesenheit des Gegners aus (Richtlinie I.7, I.9). Datum, Uhrzeit und Ort der Fortsetzung trägt der Schiedsrichter ein.",
			"FEN, für Programme: 4k3/8/1p6/5N2/8/8/5PPP/R3K3 w - - 0 41",
		}},
		{"en", "annexd-en", []string{
			"Envelope (Guideline I.2): White Anna, Black Bert. Sealed move: move 41, sealed by White.",
			"Position before the sealed move: White: Ke1 Ra1 Nf5, pawns f2 g2 h2; Black: Ke8, pawn b6.",
			"Clocks: White 1 hour 30 minutes 59 seconds, Black 1 hour 30 minutes 56 seconds. Time used: White 1 second, Black 4 seconds.",
			"A draw offer by Black stands.",
			"The sealed move stays sealed: it is in the journal and is not shown; arbiter unseal makes it with the opponent present (Guideline I.7, I.9). The arbiter adds the date, time and place of resumption.",
			"FEN, for programs: 4k3/8/1p6/5N2/8/8/5PPP/R3K3 w - - 0 41",
		}},
		{"cs", "cs", []string{
			"Obálka (směrnice I.2): bílý Anna, černý Bert. Zapečetěný tah: tah 41, zapečetil bílý.",
			"Pozice před zapečetěným tahem: Bílý: Ke1 Va1 Jf5, pěšci f2 g2 h2; Černý: Ke8, pěšec b6.",
			"Hodiny: bílý 1 hodinu 30 minut 59 sekund, černý 1 hodinu 30 minut 56 sekund. Bílý spotřeboval 1 sekundu, černý 4 sekundy.",
			"Platí nabídka remízy, kterou učinil černý.",
			"Zapečetěný tah zůstává zapečetěný: je v záznamu partie a neukazuje se; rozhodčí otevřít ho provede za přítomnosti soupeře (směrnice I.7, I.9). Datum, čas a místo pokračování doplní rozhodčí.",
			"FEN pro programy: 4k3/8/1p6/5N2/8/8/5PPP/R3K3 w - - 0 41",
		}},
	}
	for _, tc := range cases {
		tb := newTable(t, setup(func(s *Setup) {
			s.Lang, s.Style, s.White, s.Black, s.Time, s.FEN = tc.lang, tc.style, "Anna", "Bert", "90+30", fen
		}))
		typed(tb, "Nf5", "b6", "draw", "ja")
		var got []string
		muted := 0
		for _, o := range typed(tb, "adjourn Ra8+") {
			// Said back as written, to the sealer alone (White, the VI
			// player), never aloud.
			if o.Kind == KindAnnounce && o.Say.Audience == All {
				t.Errorf("%s: the sealed move is said aloud: %s", tc.lang, o.Say.Text)
			}
		}
		for _, o := range typed(tb, "ja") {
			if o.Kind == KindAnnounce && o.Say.Audience == Arbiter {
				got = append(got, o.Say.Text)
				if o.Say.Mute {
					muted++
				}
			}
			if strings.Contains(o.Say.Text, "Ra8") || strings.Contains(o.Say.Text, "a8") {
				t.Errorf("%s: the sealed move is shown: %s", tc.lang, o.Say.Text)
			}
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: the envelope is\n%s\nwant\n%s", tc.lang, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
		if muted != 1 || len(got) > 0 && !strings.Contains(got[len(got)-1], "FEN") {
			t.Errorf("%s: %d lines muted, want the FEN alone", tc.lang, muted)
		}
		log := tb.ArbiterLog()
		if n := len(log); n == 0 || log[n-1].Kind != LogAdjourn || log[n-1].Text != strings.Join(tc.want, " ") {
			t.Errorf("%s: the log's last entry %+v, want the envelope as one entry", tc.lang, log)
		}
	}
}
