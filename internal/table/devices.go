package table

import "github.com/blindchess/blindchess/internal/phonetic"

// deviceTexts are the sentences about the devices around the table (the
// microphone, the recording, the recogniser), in German, English and
// Czech; play and clock say them in their language (DeviceText).
var deviceTexts = map[string][3]string{
	"mic-missing": {
		"Mikrofon nicht verfügbar (%s); es geht ohne Aufnahme und Spracheingabe weiter.",
		"The microphone is not available (%s); play goes on without recording and voice input.",
		"Mikrofon není k dispozici (%s); pokračuje se bez nahrávání a hlasového zadávání."},
	"mic-missing-said": {
		"Kein Mikrofon; es geht ohne Aufnahme und Spracheingabe weiter.",
		"No microphone; play goes on without recording and voice input.",
		"Žádný mikrofon; pokračuje se bez nahrávání a hlasového zadávání."},
	"mic-not-built": {
		"Diese Ausgabe von blindchess kann kein Mikrofon benutzen (ohne cgo gebaut); es geht ohne Aufnahme und Spracheingabe weiter. Beides hat die Linux-Ausgabe, mit cgo gebaut: make deps, dann make build (docs/platforms.md).",
		"This build of blindchess cannot use a microphone (it was built without cgo); play goes on without recording and voice input. The Linux build made with cgo has both: make deps, then make build (docs/platforms.md).",
		"Toto sestavení blindchess neumí používat mikrofon (sestaveno bez cgo); pokračuje se bez nahrávání a hlasového zadávání. Obojí má sestavení pro Linux s cgo: make deps, pak make build (docs/platforms.md)."},
	"mic-not-built-said": {
		"Dieses blindchess hat kein Mikrofon; es geht ohne Aufnahme und Spracheingabe weiter.",
		"This blindchess has no microphone; play goes on without recording and voice input.",
		"Tento blindchess nemá mikrofon; pokračuje se bez nahrávání a hlasového zadávání."},
	"voice-not-built": {
		"Diese Ausgabe von blindchess hat keine Spracheingabe (pocketsphinx, ohne cgo gebaut); bitte eintippen. Spracheingabe hat die Linux-Ausgabe, mit cgo gebaut: make deps, dann make build (docs/platforms.md).",
		"This build of blindchess has no voice input (pocketsphinx; it was built without cgo); please type. The Linux build made with cgo has it: make deps, then make build (docs/platforms.md).",
		"Toto sestavení blindchess nemá hlasové zadávání (pocketsphinx; sestaveno bez cgo); zadávejte prosím z klávesnice. Má ho sestavení pro Linux s cgo: make deps, pak make build (docs/platforms.md)."},
	"voice-not-built-said": {
		"Dieses blindchess hat keine Spracheingabe; bitte eintippen.",
		"This blindchess has no voice input; please type.",
		"Tento blindchess nemá hlasové zadávání; zadávejte prosím z klávesnice."},
	"mic-failed": {
		"Das Mikrofon ist ausgefallen (%s); es geht ohne Aufnahme und Spracheingabe weiter. Das bisher Aufgenommene ist gespeichert.",
		"The microphone failed (%s); play goes on without recording and voice input. What was recorded so far is saved.",
		"Mikrofon selhalo (%s); pokračuje se bez nahrávání a hlasového zadávání. Co bylo nahráno, je uloženo."},
	"mic-failed-said": {
		"Das Mikrofon ist ausgefallen; es geht ohne Aufnahme und Spracheingabe weiter.",
		"The microphone failed; play goes on without recording and voice input.",
		"Mikrofon selhalo; pokračuje se bez nahrávání a hlasového zadávání."},
	"mic-missing-retry": {
		"Mikrofon nicht verfügbar (%s); es geht ohne Aufnahme und Spracheingabe weiter, bis eines angeschlossen ist.",
		"The microphone is not available (%s); play goes on without recording and voice input until one is plugged in.",
		"Mikrofon není k dispozici (%s); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude připojeno."},
	"mic-missing-retry-said": {
		"Kein Mikrofon; es geht ohne weiter, bis eines angeschlossen ist.",
		"No microphone; play goes on without it until one is plugged in.",
		"Žádný mikrofon; pokračuje se bez něj, dokud nebude připojeno."},
	"mic-lost": {
		"Das Mikrofon ist ausgefallen (%s); es geht ohne Aufnahme und Spracheingabe weiter, bis es wieder da ist. Das bisher Aufgenommene ist gespeichert.",
		"The microphone failed (%s); play goes on without recording and voice input until it is back. What was recorded so far is saved.",
		"Mikrofon selhalo (%s); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude zpět. Co bylo nahráno, je uloženo."},
	"mic-lost-said": {
		"Das Mikrofon ist ausgefallen; es geht ohne weiter, bis es wieder da ist.",
		"The microphone failed; play goes on without it until it is back.",
		"Mikrofon selhalo; pokračuje se bez něj, dokud nebude zpět."},
	"mic-back": {
		"Das Mikrofon ist wieder da: %s.",
		"The microphone is back: %s.",
		"Mikrofon je zpět: %s."},
	"mic-back-said": {
		"Das Mikrofon ist wieder da.",
		"The microphone is back.",
		"Mikrofon je zpět."},
	"mic-ended": {
		"Die Aufnahme %s, die als Mikrofon dient, ist zu Ende; es geht ohne Mikrofon weiter.",
		"The recording used as the microphone (%s) has ended; play goes on without a microphone.",
		"Nahrávka použitá jako mikrofon (%s) skončila; pokračuje se bez mikrofonu."},
	"rec-failed": {
		"Die Aufnahme kann nicht gespeichert werden (%s); es geht ohne Aufnahme weiter.",
		"The recording cannot be saved (%s); play goes on without recording.",
		"Nahrávku nelze uložit (%s); pokračuje se bez nahrávání."},
	"rec-failed-said": {
		"Die Aufnahme kann nicht gespeichert werden; es geht ohne Aufnahme weiter.",
		"The recording cannot be saved; play goes on without recording.",
		"Nahrávku nelze uložit; pokračuje se bez nahrávání."},
	"voice-failed": {
		"Die Spracherkennung ist ausgefallen (%s); bitte eintippen.",
		"Voice input stopped (%s); please type instead.",
		"Rozpoznávání řeči selhalo (%s); zadávejte prosím z klávesnice."},
	"voice-failed-said": {
		"Die Spracherkennung ist ausgefallen; bitte eintippen.",
		"Voice input stopped; please type instead.",
		"Rozpoznávání řeči selhalo; zadávejte prosím z klávesnice."},
	"voice-on": {
		"Spracheingabe an: einen Zug sagen (%s) oder %s. Ein gehörter Zug wird wiederholt und gilt erst nach %s (oder Enter).",
		"Voice input on: say a move (%s) or %s. A move heard is said back and counts only after %s (or Enter).",
		"Hlasové zadávání zapnuto: řekněte tah (%s) nebo %s. Slyšený tah zazní znovu a platí až po %s (nebo Enter)."},
	"voice-on-clock": {
		"Spracheingabe an: %s sagen.",
		"Voice input on: say %s.",
		"Hlasové zadávání zapnuto: řekněte %s."},
	"mic-on": {
		"Mikrofon: %s.",
		"Microphone: %s.",
		"Mikrofon: %s."},
	"mic-on-said": {
		"Mikrofon an.",
		"Microphone on.",
		"Mikrofon zapnut."},
	"rec-on": {
		"Aufnahme läuft, in %s.",
		"Recording, into %s.",
		"Nahrává se do %s."},
	"rec-on-said": {
		"Aufnahme läuft.",
		"Recording.",
		"Nahrává se."},
}

// DeviceText returns a sentence about the devices (deviceTexts: "mic-missing",
// "rec-failed", …) in the language of style, filled with args.
func DeviceText(style phonetic.Style, key string, args ...any) string {
	return fillIn(style, deviceTexts[key], args...)
}
