package table

import (
	"testing"
)

// TestResumedSaysTheMoveWaitingForItsPress: after a resume in casual
// play, the last move made and not completed is said to wait for its
// press, after the last move and before the clock times, in each
// language; a completed last move is not, nor is a move in a game without
// a clock (the next move completes it). Tournament play says nothing of
// the press: TestResumedTournamentSaysNothingOfThePress.
func TestResumedSaysTheMoveWaitingForItsPress(t *testing.T) {
	for _, tc := range []struct {
		style   string
		lines   []string
		want    []string
		noClock bool
	}{
		{"annexd", []string{"e4", "press", "Sf6"}, []string{
			`{"t":3,"event":"clock","what":"pause","side":"black","white_ms":5459000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":3,"event":"announce","text":"Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"Zug eins Schwarz, Springer Felix sechs","audience":"player"}`,
			`{"t":3,"event":"announce","text":"Springer Felix sechs wartet auf den Uhrdruck.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"Weiß, eine Stunde dreißig Minuten neunundfünfzig Sekunden, Schwarz, eine Stunde dreißig Minuten neunundzwanzig Sekunden","audience":"player"}`,
		}, false},
		{"annexd-en", []string{"e4", "press", "Nf6"}, []string{
			`{"t":3,"event":"clock","what":"pause","side":"black","white_ms":5459000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":3,"event":"announce","text":"Game restored. Clock paused at its last known times; type resume to go on.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"Move one Black, knight Felix six","audience":"player"}`,
			`{"t":3,"event":"announce","text":"Knight Felix six is waiting for the press.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"White, one hour thirty minutes fifty-nine seconds, Black, one hour thirty minutes twenty-nine seconds","audience":"player"}`,
		}, false},
		{"cs", []string{"e4", "press", "Jf6"}, []string{
			`{"t":3,"event":"clock","what":"pause","side":"black","white_ms":5459000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":3,"event":"announce","text":"Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem pokračovat.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"Tah jedna černý, jezdec Felix šest","audience":"player"}`,
			`{"t":3,"event":"announce","text":"Jezdec Felix šest čeká na stisk hodin.","audience":"all"}`,
			`{"t":3,"event":"announce","text":"Bílý, jedna hodina třicet minut padesát devět sekund, černý, jedna hodina třicet minut dvacet devět sekund","audience":"player"}`,
		}, false},
		{"annexd", []string{"e4", "Sf6"}, []string{
			`{"t":2,"event":"announce","text":"Partie wiederhergestellt.","audience":"all"}`,
			`{"t":2,"event":"announce","text":"Zug eins Schwarz, Springer Felix sechs","audience":"player"}`,
		}, true},
		{"annexd", []string{"e4", "press", "Sf6", "press"}, []string{
			`{"t":4,"event":"announce","text":"Partie wiederhergestellt.","audience":"all"}`,
			`{"t":4,"event":"announce","text":"Zug eins Schwarz, Springer Felix sechs","audience":"player"}`,
		}, true},
	} {
		t.Run(tc.style, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) {
				s.Style = tc.style
				if !tc.noClock {
					s.Time = "90+30"
				}
			}))
			typed(tb, tc.lines...)
			var got []string
			for _, o := range tb.Apply(Input{At: tb.Now(), Source: SourceSystem, Text: InputResumed}) {
				got = append(got, string(o.JSON()))
			}
			equalLines(t, got, tc.want)
		})
	}
}

// TestResumedTournamentSaysNothingOfThePress: in tournament play nobody
// may tell a player that he has not pressed his clock (Article 12.6), so a
// resume after a move made and not pressed restores that state silently:
// the table says the game is restored, the VI player hears the last move
// and the times, and nobody hears that a press is missing, in each
// language. The press that follows completes the move as before.
func TestResumedTournamentSaysNothingOfThePress(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"de", []string{
			`{"t":4,"event":"clock","what":"pause","side":"black","white_ms":5458000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":4,"event":"announce","text":"Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.","audience":"all"}`,
			`{"t":4,"event":"announce","text":"Zug eins Schwarz, Eva fünf","audience":"player"}`,
			`{"t":4,"event":"announce","text":"Weiß, eine Stunde dreißig Minuten achtundfünfzig Sekunden, Schwarz, eine Stunde dreißig Minuten neunundzwanzig Sekunden","audience":"player"}`,
		}},
		{"en", []string{
			`{"t":4,"event":"clock","what":"pause","side":"black","white_ms":5458000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":4,"event":"announce","text":"Game restored. Clock paused at its last known times; type resume to go on.","audience":"all"}`,
			`{"t":4,"event":"announce","text":"Move one Black, Eva five","audience":"player"}`,
			`{"t":4,"event":"announce","text":"White, one hour thirty minutes fifty-eight seconds, Black, one hour thirty minutes twenty-nine seconds","audience":"player"}`,
		}},
		{"cs", []string{
			`{"t":4,"event":"clock","what":"pause","side":"black","white_ms":5458000,"black_ms":5429000,"turn":"black","status":"paused"}`,
			`{"t":4,"event":"announce","text":"Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem pokračovat.","audience":"all"}`,
			`{"t":4,"event":"announce","text":"Tah jedna černý, Eva pět","audience":"player"}`,
			`{"t":4,"event":"announce","text":"Bílý, jedna hodina třicet minut padesát osm sekund, černý, jedna hodina třicet minut dvacet devět sekund","audience":"player"}`,
		}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) { s.Time = "90+30"; s.Lang, s.Style = tc.lang, lateStyles[tc.lang] }))
			typed(tb, "start", "e4", "press", "e5")
			var got []string
			for _, o := range tb.Apply(Input{At: tb.Now(), Source: SourceSystem, Text: InputResumed}) {
				got = append(got, string(o.JSON()))
			}
			equalLines(t, got, tc.want)
		})
	}
}
