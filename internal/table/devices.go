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
	"braille-none": {
		"Keine Braillezeile: %s. Es geht ohne sie weiter.",
		"No braille display: %s. Play goes on without it.",
		"Žádný braillský řádek: %s. Pokračuje se bez něj."},
	"braille-none-said": {
		"Keine Braillezeile; es geht ohne sie weiter.",
		"No braille display; play goes on without it.",
		"Žádný braillský řádek; pokračuje se bez něj."},
	"braille-no-server": {
		"BRLTTY läuft nicht (keine BrlAPI-Verbindung unter %s): mit „sudo systemctl start brltty“ oder „brltty -b TREIBER -d GERÄT“ starten, oder BRLAPI_HOST setzen",
		"BRLTTY is not running (no BrlAPI server answers at %s): start it with `sudo systemctl start brltty` or `brltty -b DRIVER -d DEVICE`, or set BRLAPI_HOST",
		"BRLTTY neběží (na %s neodpovídá žádný server BrlAPI): spusťte ho příkazem „sudo systemctl start brltty“ nebo „brltty -b OVLADAČ -d ZAŘÍZENÍ“, nebo nastavte BRLAPI_HOST"},
	"braille-too-big": {
		"BRLTTY meldet eine Braillezeile mit %d×%d Zellen, mehr als die %d, die dieses Programm beschreibt; eine echte Zeile hat höchstens einige hundert: BRLAPI_HOST und den Braille-Treiber prüfen",
		"BRLTTY reports a braille display of %d×%d cells, more than the %d this program writes to; a real display has at most a few hundred: check BRLAPI_HOST and the braille driver",
		"BRLTTY hlásí braillský řádek s %d×%d buňkami, víc než %d, do kolika tento program píše; skutečný řádek má nejvýš několik set: zkontrolujte BRLAPI_HOST a ovladač"},
	"braille-lost": {
		"Die Braillezeile ist ausgefallen (%s); sie wird wieder gesucht, bis dahin geht es ohne sie weiter.",
		"The braille display failed (%s); it is looked for again, and play goes on without it until then.",
		"Braillský řádek selhal (%s); hledá se znovu, do té doby se pokračuje bez něj."},
	"braille-lost-said": {
		"Die Braillezeile ist ausgefallen; es geht ohne sie weiter.",
		"The braille display failed; play goes on without it.",
		"Braillský řádek selhal; pokračuje se bez něj."},
	"braille-back": {
		"Die Braillezeile ist wieder da.",
		"The braille display is back.",
		"Braillský řádek je zpět."},
	"braille-dropped": {
		"Die Braillezeile ist wieder ausgefallen (%s); es geht ohne sie weiter. Mit --resume wird sie erneut versucht.",
		"The braille display failed again (%s); play goes on without it. Resume the game (--resume) to try it again.",
		"Braillský řádek znovu selhal (%s); pokračuje se bez něj. Po obnovení hry (--resume) se zkusí znovu."},
	"braille-slow": {
		"Die Braillezeile nimmt nichts an (in %s nichts geschrieben); es geht ohne sie weiter, ohne auf sie zu warten. Mit --resume wird sie erneut versucht.",
		"The braille display takes nothing (nothing written within %s); play goes on without it and does not wait for it. Resume the game (--resume) to try it again.",
		"Braillský řádek nic nepřijímá (za %s nic nezapsáno); pokračuje se bez něj a nečeká se na něj. Po obnovení hry (--resume) se zkusí znovu."},
	"braille-flood": {
		"Die Braillezeile sendet ununterbrochen Tasten (mehr als %d in einer Sekunde); es geht ohne sie weiter. Mit --resume wird sie erneut versucht.",
		"The braille display sends keys without end (more than %d in a second); play goes on without it. Resume the game (--resume) to try it again.",
		"Braillský řádek posílá klávesy bez konce (víc než %d za sekundu); pokračuje se bez něj. Po obnovení hry (--resume) se zkusí znovu."},
	"braille-dropped-said": {
		"Die Braillezeile ist abgeschaltet; es geht ohne sie weiter.",
		"The braille display is switched off; play goes on without it.",
		"Braillský řádek je vypnut; pokračuje se bez něj."},
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
