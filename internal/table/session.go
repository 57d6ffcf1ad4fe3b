package table

import (
	"fmt"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// sessionTexts are the sentences about the session around a game (its
// files, saving, resuming), in German, English and Czech.
var sessionTexts = map[string][3]string{
	// Written to standard error when the game's files could not be written:
	// the game itself follows, so that it is not lost.
	"rescue-both": {"blindchess: weder das Journal noch die PGN-Datei konnte geschrieben werden (%v). Hier ist die Partie:\n\n%s", "blindchess: neither the journal nor the PGN could be written (%v). Here is the game:\n\n%s", "blindchess: nepodařilo se zapsat deník ani PGN (%v). Zde je partie:\n\n%s"},
	"rescue-pgn":  {"blindchess: die PGN-Datei konnte nicht geschrieben werden (%v). Hier ist die Partie:\n\n%s", "blindchess: the PGN file could not be written (%v). Here is the game:\n\n%s", "blindchess: soubor PGN se nepodařilo zapsat (%v). Zde je partie:\n\n%s"},
	"folder":      {"Die Partie wird gespeichert im Ordner %s.", "The game is saved in the folder %s.", "Partie se ukládá do složky %s."},
	"files":       {"Journal: %s. PGN: %s.", "Journal: %s. PGN: %s.", "Deník: %s. PGN: %s."},
	"saved-short": {"Die Partie wird gespeichert.", "The game is being saved.", "Partie se ukládá."},
	"saved-end":   {"Partie gespeichert.", "Game saved.", "Partie uložena."},
	"torn":        {"Der letzte, unvollständige Eintrag des Journals (%d Bytes, nie bestätigt) wurde verworfen.", "The last, incomplete entry of the journal (%d bytes, never acknowledged) was dropped.", "Poslední neúplný záznam deníku (%d bajtů, nikdy nepotvrzený) byl zahozen."},
	"recovered": {
		"Warnung: Das Journal war ab Zeile %d beschädigt (%s). %d vollständige Einträge sind wiederhergestellt; %d Zeilen (%d Bytes) wurden verworfen.",
		"Warning: the journal was damaged from line %d on (%s). %d complete entries are recovered; %d lines (%d bytes) were dropped.",
		"Varování: deník byl poškozen od řádku %d (%s). Obnoveno %d úplných záznamů; zahozeno %d řádků (%d bajtů)."},
	"recovered-lost": {
		" Davon sind %d intakte Einträge nach einem verlorenen, die ohne ihn nicht nachgespielt werden können.",
		" %d of them are intact entries after a lost one, which cannot be replayed without it.",
		" Z toho je %d neporušených záznamů po ztraceném, které bez něj nelze přehrát."},
	"recovered-copy":       {" Die beschädigte Datei ist aufbewahrt als %s.", " The damaged file is kept as %s.", " Poškozený soubor je uschován jako %s."},
	"recovered-copy-later": {" Die beschädigte Datei bleibt unverändert, bis der Datenträger Schreiben zulässt; dann wird sie zuerst kopiert.", " The damaged file is left as it is until the disk takes writes; then it is copied aside first.", " Poškozený soubor zůstane beze změny, dokud disk nedovolí zápis; pak se nejprve zkopíruje."},
	"recovered-said":       {"Warnung: Journal beschädigt. %d Einträge wiederhergestellt, %d Zeilen verworfen.", "Warning: the journal was damaged. %d entries recovered, %d lines dropped.", "Varování: deník byl poškozen. Obnoveno %d záznamů, zahozeno %d řádků."},
	"over":                 {"Partie beendet: %s. PGN: %s.", "Game over: %s. PGN: %s.", "Partie skončila: %s. PGN: %s."},
	"saved-journal":        {"Die Partie ist im Journal gespeichert. Fortsetzen mit: blindchess play --resume %s", "The game is saved in its journal. To go on: blindchess play --resume %s", "Partie je uložena v deníku. Pokračování: blindchess play --resume %s"},
	"all-lost":             {"Warnung: Die Partie konnte nicht gespeichert werden (%s); sie folgt als PGN auf der Standardfehlerausgabe.", "Warning: the game could not be saved (%s); its PGN follows on standard error.", "Varování: partii se nepodařilo uložit (%s); její PGN následuje na standardním chybovém výstupu."},
	"all-lost-said":        {"Warnung: Partie nicht gespeichert; die PGN steht auf dem Bildschirm.", "Warning: the game is not saved; its PGN is on the screen.", "Varování: partie není uložena; její PGN je na obrazovce."},
	"journal-lost":         {"Warnung: Das Journal konnte nicht vollständig gespeichert werden (%s); die Partie steht in der PGN-Datei %s.", "Warning: the journal could not be saved completely (%s); the game is in the PGN file %s.", "Varování: deník se nepodařilo uložit celý (%s); partie je v souboru PGN %s."},
	"journal-lost-said":    {"Warnung: Nur die PGN-Datei ist gespeichert.", "Warning: only the PGN file is saved.", "Varování: uložen je jen soubor PGN."},
	"pgn-lost":             {"Warnung: Die PGN-Datei konnte nicht geschrieben werden (%s); sie folgt auf der Standardfehlerausgabe.", "Warning: the PGN file could not be written (%s); it follows on standard error.", "Varování: soubor PGN se nepodařilo zapsat (%s); následuje na standardním chybovém výstupu."},
	"pgn-lost-said":        {"Warnung: PGN-Datei nicht geschrieben; sie steht auf dem Bildschirm.", "Warning: the PGN file is not written; it is on the screen.", "Varování: soubor PGN není zapsán; je na obrazovce."},
	"rescued":              {"Journal und PGN sind stattdessen gesichert im Ordner %s. Fortsetzen mit: blindchess play --resume %s", "The journal and the PGN are saved instead in the folder %s. To go on: blindchess play --resume %s", "Deník a PGN jsou místo toho uloženy ve složce %s. Pokračování: blindchess play --resume %s"},
	"rescued-said":         {"Die Partie ist in einem anderen Ordner gesichert.", "The game is saved in another folder.", "Partie je uložena v jiné složce."},
	"rescue-failed":        {"Auch kein anderer Ordner nahm die Partie auf (%v).", "No other folder took the game either (%v).", "Ani jiná složka partii nepřijala (%v)."},
	"pgn-outside": {
		"Das Journal nennt als PGN-Datei %s, die nicht neben ihm liegt: Die PGN wird nach %s geschrieben. Außerhalb des Ordners des Journals schreibt eine Fortsetzung nur in eine mit --pgn angegebene Datei.",
		"The journal names the PGN file %s, which is not beside it: the PGN is written to %s. A resume writes outside the journal's folder only to a file given with --pgn.",
		"Deník uvádí jako soubor PGN %s, který neleží vedle něj: PGN se zapíše do %s. Mimo složku deníku zapisuje pokračování jen do souboru zadaného přes --pgn."},
	"saved": {"Partie gespeichert. PGN: %s. Fortsetzen mit: blindchess play --resume %s", "Game saved. PGN: %s. To go on: blindchess play --resume %s", "Partie uložena. PGN: %s. Pokračování: blindchess play --resume %s"},
}

// SessionText returns a sentence about the session (sessionTexts: "saved",
// "torn", "recovered", …) in the table's language, filled with args.
func (t *Table) SessionText(key string, args ...any) string {
	return t.fill(sessionTexts[key], args...)
}

// fill picks the sentence of the table's language (German, English or
// Czech; English for others) and fills it with args, without diacritics
// when the table writes ASCII.
func (t *Table) fill(forms [3]string, args ...any) string { return fillIn(t.text, forms, args...) }

// fillIn picks the form of style's language (English for others) and
// fills it with args, without diacritics when the style writes ASCII.
func fillIn(style phonetic.Style, forms [3]string, args ...any) string {
	l := style.Lang()
	if l > phonetic.Czech {
		l = phonetic.English
	}
	s := fmt.Sprintf(forms[l], args...)
	if style.IsASCII() {
		s = phonetic.Transliterate(s)
	}
	return s
}
