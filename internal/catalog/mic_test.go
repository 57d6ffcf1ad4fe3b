package catalog

import "testing"

// TestMicrophoneSentencesAgreeWithTheMicrophone: the sentences that say a
// microphone failed or is awaited agree with the noun in each language;
// in Czech "mikrofon" is masculine ("Mikrofon selhal", "dokud nebude
// připojen"; it used to be the neuter "selhalo", "připojeno"), and German
// goes on "ohne Mikrofon", not the bare "ohne".
func TestMicrophoneSentencesAgreeWithTheMicrophone(t *testing.T) {
	for _, c := range []struct {
		key        string
		de, en, cs string
	}{
		{"device.mic-failed",
			"Das Mikrofon ist ausgefallen (X); es geht ohne Aufnahme und Spracheingabe weiter. Das bisher Aufgenommene ist gespeichert.",
			"The microphone failed (X); play goes on without recording and voice input. What was recorded so far is saved.",
			"Mikrofon selhal (X); pokračuje se bez nahrávání a hlasového zadávání. Co bylo nahráno, je uloženo."},
		{"device.mic-failed-said",
			"Das Mikrofon ist ausgefallen; es geht ohne Aufnahme und Spracheingabe weiter.",
			"The microphone failed; play goes on without recording and voice input.",
			"Mikrofon selhal; pokračuje se bez nahrávání a hlasového zadávání."},
		{"device.mic-missing-retry",
			"Mikrofon nicht verfügbar (X); es geht ohne Aufnahme und Spracheingabe weiter, bis eines angeschlossen ist.",
			"The microphone is not available (X); play goes on without recording and voice input until one is plugged in.",
			"Mikrofon není k dispozici (X); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude připojen."},
		{"device.mic-missing-retry-said",
			"Kein Mikrofon; es geht ohne Mikrofon weiter, bis eines angeschlossen ist.",
			"No microphone; play goes on without it until one is plugged in.",
			"Žádný mikrofon; pokračuje se bez něj, dokud nebude připojen."},
		{"device.mic-lost",
			"Das Mikrofon ist ausgefallen (X); es geht ohne Aufnahme und Spracheingabe weiter, bis es wieder da ist. Das bisher Aufgenommene ist gespeichert.",
			"The microphone failed (X); play goes on without recording and voice input until it is back. What was recorded so far is saved.",
			"Mikrofon selhal (X); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude zpět. Co bylo nahráno, je uloženo."},
		{"device.mic-lost-said",
			"Das Mikrofon ist ausgefallen; es geht ohne Mikrofon weiter, bis es wieder da ist.",
			"The microphone failed; play goes on without it until it is back.",
			"Mikrofon selhal; pokračuje se bez něj, dokud nebude zpět."},
	} {
		for _, w := range []struct {
			l    Lang
			want string
		}{{German, c.de}, {English, c.en}, {Czech, c.cs}} {
			var got string
			if c.key[len(c.key)-5:] == "-said" {
				got = For(w.l).Say(c.key)
			} else {
				got = For(w.l).Say(c.key, "X")
			}
			if got != w.want {
				t.Errorf("%s (%v):\n got %q\nwant %q", c.key, w.l, got, w.want)
			}
		}
	}
}
