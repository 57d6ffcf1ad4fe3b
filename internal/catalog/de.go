package catalog

// german holds the German sentences, by key.
var german = map[string]string{
	// Words that join the parts of a list.
	"catalog.or":  "oder",
	"catalog.and": "und",

	// Dateien jeder Größe lesen (say --pgn, recording play, listen --wav).
	"cmd.pgn-strict-warning": "%v (--strict; ohne es ist das eine Warnung)",
	"cmd.say-game-skipped":   "%s: %v; diese Partie wird übersprungen",
	"cmd.say-none-said":      "--pgn %s: keine der Partien konnte gesprochen werden (%s, oben genannt)",
	"cmd.say-some-skipped":   "--pgn %s: %d von %s übersprungen (oben genannt), die anderen gesprochen",
	"cmd.rec-none-readable":  "Zug %d: keines seiner Segmente konnte gelesen werden (oben genannt)",
	"capture.too-long":       "%s ist %s lang; geben Sie eine Aufnahme von höchstens %s (kürzen: sox %s cut.wav trim 0 %d)",
	"capture.too-long-open":  "%s ist länger als %s; geben Sie eine Aufnahme von höchstens %s (kürzen: sox %s cut.wav trim 0 %d)",

	// Die Tonaufzeichnung (internal/recording).
	"recording.no-index":         "keine Aufnahme in %s: %v",
	"recording.read":             "Lesen von %s: %v",
	"recording.line-too-long":    "%s Zeile %d ist länger als %d Bytes und kein Eintrag der Aufnahme; übersprungen",
	"recording.bad-line":         "%s Zeile %d ist kein Eintrag der Aufnahme; übersprungen",
	"recording.outside":          "%s Zeile %d nennt %q, keine Datei im Ordner der Aufnahme; übersprungen",
	"recording.segment-outside":  "%q ist keine Datei im Ordner der Aufnahme; sie wird nicht abgespielt",
	"recording.segment-not-file": "%s ist keine gewöhnliche Datei (ein Link, eine Pipe oder ein Gerät); sie wird nicht abgespielt",
	"recording.segment-open":     "Öffnen von %s: %v",

	// The game at the table (internal/table).
	"table.game-starts":                  "Partie %s gegen %s. Weiß am Zug.",
	"table.game-starts-black":            "Partie %s gegen %s. Schwarz am Zug.",
	"table.voice-not-understood":         "Nicht verstanden; bitte noch einmal sagen.",
	"table.voice-no-move":                "Gehört: %s. Das ist hier kein möglicher Zug; bitte noch einmal sagen.",
	"table.voice-confirm":                "Bestätigen mit ja (oder Enter), verwerfen mit nein.",
	"table.voice-confirm-said":           "Ja oder nein?",
	"table.voice-nothing":                "Es wartet kein gehörter Zug auf Bestätigung.",
	"table.voice-stale":                  "Der gehörte Zug %s gilt nicht mehr: die Stellung hat sich geändert. Bitte den Zug noch einmal sagen.",
	"table.voice-rejected":               "Verworfen; bitte den Zug noch einmal sagen.",
	"table.not-understood":               "Nicht verstanden: %s. Zug oder Befehl eingeben, Hilfe mit hilfe.",
	"table.illegal":                      "Unmöglicher Zug: %s.",
	"table.ambiguous":                    "Mehrdeutig: %s. Gemeint: %s?",
	"table.king-in-check":                "Unmöglicher Zug: %s, der König stünde im Schach.",
	"table.game-over":                    "Die Partie ist beendet (%s). Mit beenden verlassen; ein falsches Ergebnis ändert der Schiedsrichter.",
	"table.nothing-to-press":             "Kein Zug wartet auf den Uhrdruck.",
	"table.nothing-to-undo":              "Kein Zug zum Zurücknehmen.",
	"table.undo-completed":               "Der Zug %s ist abgeschlossen; nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen).",
	"table.taken-back":                   "Zurückgenommen: %s.",
	"table.no-clock":                     "Diese Partie hat keine Uhr (Bedenkzeit mit --time).",
	"table.clock-not-started":            "Die Uhr ist noch nicht gestartet (starten).",
	"table.clock-is-paused":              "Die Uhr ist angehalten; fortsetzen mit weiter.",
	"table.clock-not-paused":             "Die Uhr ist nicht angehalten.",
	"table.clock-already-started":        "Die Uhr läuft bereits.",
	"table.time-backwards":               "Zeitangabe %s s liegt vor der letzten (%s s); Eingabe ignoriert. Die Zeiten eines Skripts sind Sekunden auf der Zeitachse der Partie (eine fortgesetzte Partie macht bei ihrem Journal weiter) und steigen nur an.",
	"table.offers":                       "%s bietet Remis an.",
	"table.offer-already":                "%s hat bereits Remis angeboten.",
	"table.offer-declined":               "Remisangebot abgelehnt.",
	"table.no-offer":                     "Es liegt kein Remisangebot vor.",
	"table.agreement-too-early":          "Remis durch Einigung erst, wenn beide Spieler gezogen haben (Artikel 5.2.3).",
	"table.claim-not-your-move":          "Reklamieren kann nur der Spieler am Zug.",
	"table.claim-wrong":                  "Reklamation von %s unberechtigt: %s. %s erhält %s.",
	"table.claim-wrong-no-clock":         "Reklamation von %s unberechtigt: %s.",
	"table.resign-who":                   "Wer gibt auf? Bitte aufgeben weiß oder aufgeben schwarz eingeben.",
	"table.no-flag":                      "Kein Fallblättchen ist gefallen.",
	"table.flag-already-over":            "Die Partie ist bereits beendet.",
	"table.illegal-first":                "Erster regelwidriger Zug von %s: %s erhält %s.",
	"table.illegal-first-no-clock":       "Erster regelwidriger Zug von %s (ohne Uhr keine Zeitstrafe).",
	"table.arbiter-usage":                "Schiedsrichter: schiedsrichter zeit SEITE ZEIT, schiedsrichter geben SEITE ZEIT (die Seite erhält sie), schiedsrichter strafe TÄTER, schiedsrichter regelwidrig TÄTER, schiedsrichter züge SEITE ZAHL, schiedsrichter ergebnis ERGEBNIS (1-0, 0-1, 1/2 oder *), schiedsrichter zurücknehmen, schiedsrichter vergleichen ZÜGE, schiedsrichter zurücksetzen N.",
	"table.arbiter-bad-side":             "Seite %q: weiß oder schwarz eingeben.",
	"table.arbiter-bad-time":             "Zeit %q: zum Beispiel 1:30:00, 5:00, 90m, 2m30s oder -1m eingeben.",
	"table.arbiter-bad-result":           "Ergebnis %q: 1-0, 0-1, 1/2 oder * eingeben, oder ein Ausnahmeergebnis 0-0, 1/2-0 oder 0-1/2.",
	"table.arbiter-bad-result-plain":     "Ergebnis %q: 1-0, 0-1, 1/2 oder * eingeben.",
	"table.arbiter-bad-number":           "Zahl %q: eine Zahl von 0 bis %d eingeben.",
	"table.arbiter-time-set":             "Zeit von %s gesetzt: %s.",
	"table.arbiter-time-added":           "%s: %s dazu, jetzt %s.",
	"table.arbiter-time-taken":           "%s: %s abgezogen, jetzt %s.",
	"table.takeback-over":                "Die Partie ist beendet (%s); erst mit schiedsrichter ergebnis * wieder öffnen.",
	"table.arbiter-moves-set":            "Zugzähler von %s: %d.",
	"table.arbiter-taken-back":           "Schiedsrichter nimmt %s zurück. Uhr angehalten auf dem Stand vor dem Zug.",
	"table.arbiter-nothing-to-take-back": "Kein Zug zum Zurücknehmen.",
	"table.result-set":                   "Ergebnis vom Schiedsrichter: %s.",
	"table.resumed":                      "Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.",
	"table.resumed-no-clock":             "Partie wiederhergestellt.",
	"table.quit":                         "Partie unterbrochen.",
	"table.unknown-help":                 "Keinen Befehl %q gefunden. hilfe listet alle.",
	"table.help-intro":                   "Befehle:",
	"table.help-move":                    "Einen Zug eingeben: e4, Sf3, Nf3, g1f3, 7163 oder Springer Felix drei.",
	"table.help-help":                    "Hilfe; hilfe BEFEHL erklärt einen Befehl.",
	"table.help-press":                   "Uhr drücken: schließt den Zug ab und startet die Uhr des Gegners.",
	"table.help-undo":                    "Nimmt einen Versprecher zurück, solange die Uhr nicht gedrückt ist.",
	"table.help-time":                    "Meine Zeit; zeit gegner die des Gegners; zeit beide beide; zeit weiß oder zeit schwarz die dieser Seite.",
	"table.help-moves":                   "Zahl meiner Züge und Züge bis zur Zeitkontrolle; züge 5 liest die letzten fünf Züge vor, züge ab 12 die Züge ab Zug 12.",
	"table.help-last":                    "Der letzte Zug.",
	"table.help-repeat":                  "Wiederholt die letzte Ansage.",
	"table.help-position":                "Die Stellung; stellung weiß, schwarz, ich (meine Steine), gegner, ein Feld (e4 oder Eva vier), eine Linie (e oder Eva) oder eine Reihe (4 oder vier).",
	"table.help-draw":                    "Remisangebot (=), vom Spieler, der gerade zieht.",
	"table.help-accept":                  "Nimmt das Remisangebot an.",
	"table.help-decline":                 "Lehnt das Remisangebot ab.",
	"table.help-claim":                   "Remisreklamation (Artikel 9.2, 9.3); mit Zug: reklamieren Sf3 für den beabsichtigten Zug.",
	"table.help-resign":                  "Aufgabe: aufgeben weiß oder aufgeben schwarz.",
	"table.help-flag":                    "Reklamiert das gefallene Fallblättchen.",
	"table.help-pause":                   "Hält die Uhr an, um den Schiedsrichter zu rufen.",
	"table.help-resume":                  "Lässt die Uhr weiterlaufen.",
	"table.help-start":                   "Startet die Uhr der Seite am Zug.",
	"table.help-arbiter":                 "Schiedsrichterbefehle: Zeit setzen, Zeit geben, Zeitstrafe, regelwidriger Zug, regelwidriger Zug, der stehen bleibt, Zugzähler, Ergebnis, Zug zurücknehmen, über eine Reklamation entscheiden, Inkrement, Remisangebot erlauben, Umschlag öffnen, Protokoll, Partieformulare vergleichen, auf einen Zug zurücksetzen; hilfe schiedsrichter erklärt jeden.",
	"table.help-quit":                    "Beendet das Programm; die Partie bleibt gespeichert.",
	"table.no-move-yet":                  "Noch kein Zug.",
	"table.bad-position-arg":             "stellung %q: weiß, schwarz, ich, gegner, ein Feld wie e4 oder Eva vier, eine Linie wie e oder Eva oder eine Reihe wie 4 oder vier eingeben.",
	"table.bad-time-arg":                 "zeit %q: ich, gegner, beide, weiß oder schwarz eingeben.",
	"table.reason-checkmate":             "Matt",
	"table.reason-stalemate":             "Patt",
	"table.reason-dead":                  "tote Stellung, kein Matt mehr möglich",
	"table.reason-fivefold":              "fünfmalige Stellungswiederholung",
	"table.reason-75":                    "75-Züge-Regel",
	"table.reason-threefold":             "dreimalige Stellungswiederholung",
	"table.reason-50":                    "50-Züge-Regel",
	"table.reason-resignation":           "Aufgabe",
	"table.reason-agreement":             "Einigung",
	"table.reason-time":                  "Zeitüberschreitung",
	"table.reason-time-no-mate":          "Zeitüberschreitung, aber der Gegner kann nicht mehr mattsetzen",
	"table.reason-illegal":               "zweiter regelwidriger Zug",
	"table.reason-illegal-no-mate":       "zweiter regelwidriger Zug, aber der Gegner kann nicht mehr mattsetzen",
	"table.reason-arbiter":               "Entscheidung des Schiedsrichters",
	"table.nothing":                      "%s",
	"table.journal-failed":               "Warnung: Die Partie wird nicht gespeichert: %s. Sie läuft im Speicher weiter und wird nachgeschrieben, sobald der Datenträger es zulässt: %s.",
	"table.do-disk-full":                 "schaffen Sie Platz auf dem Datenträger",
	"table.do-disk-read-only":            "machen Sie den Datenträger beschreibbar (Schreibschutzschalter, oder mit Schreibrecht einhängen); geht das nicht, steht die PGN der Partie beim Beenden auf dem Bildschirm",
	"table.do-disk-no-permission":        "geben Sie sich Schreibrechte im Ordner",
	"table.do-disk-no-folder":            "legen Sie den Ordner an",
	"table.do-disk-io":                   "der Datenträger ist vielleicht defekt; spielen Sie weiter, die PGN der Partie steht beim Beenden auf dem Bildschirm",
	"table.do-disk-other":                "schaffen Sie Platz oder machen Sie den Ordner beschreibbar",
	"table.session-journal-failed":       "Warnung: Das Journal wird nicht geschrieben: %s. Die Uhr läuft weiter; das Journal wird nachgeschrieben, sobald der Datenträger es zulässt: %s.",
	"table.do-disk-read-only-no-pgn":     "machen Sie den Datenträger beschreibbar (Schreibschutzschalter, oder mit Schreibrecht einhängen)",
	"table.do-disk-io-no-pgn":            "der Datenträger ist vielleicht defekt",
	"table.saved-again":                  "Die Partie ist wieder gespeichert.",
	"table.journal-removed":              "Warnung: Die Journaldatei wurde während der Partie gelöscht (%s); sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; räumt ein Programm diesen Ordner auf, es anhalten.",
	"table.journal-removed-said":         "Warnung: Die Journaldatei wurde während der Partie gelöscht; sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; räumt ein Programm diesen Ordner auf, es anhalten.",
	"table.journal-changed":              "Warnung: Die Journaldatei wurde während der Partie von einem anderen Programm verändert (%s); sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; das Journal während der Partie in keinem anderen Programm öffnen.",
	"table.journal-changed-said":         "Warnung: Die Journaldatei wurde während der Partie von einem anderen Programm verändert; sie wurde aus dem Speicher neu geschrieben, mit jeder Eingabe der Partie. Nichts ist verloren; das Journal während der Partie in keinem anderen Programm öffnen.",
	"table.journal-changed-kept":         "Die veränderte Datei ist aufbewahrt als %s.",
	"table.pgn-failed":                   "Warnung: Die PGN-Datei kann nicht geschrieben werden: %s. Das Journal hält die Partie.",
	"table.disk-full":                    "die Platte ist voll",
	"table.disk-read-only":               "der Datenträger ist schreibgeschützt",
	"table.disk-no-permission":           "keine Schreibrechte im Ordner",
	"table.disk-no-folder":               "der Ordner fehlt",
	"table.disk-io":                      "Ein- und Ausgabefehler der Platte",
	"table.clock-runs-again":             "Die Uhr läuft weiter.",
	"table.did-you-mean":                 "Gemeint: %s?",
	"table.or":                           " oder ",
	"table.claim-is-offer":               "Die Reklamation gilt als Remisangebot von %s (Artikel 9.1.2.3).",
	"table.arbiter-moves-set-said":       "Zugzähler von %s gesetzt.",
	"table.arbiter-moves-period":         "Nach diesem Zähler ist %s in Periode %d, und deren Zeit, %s, wurde nicht gegeben: schiedsrichter geben %s %s gibt sie.",
	"table.arbiter-moves-period-back":    "Nach diesem Zähler ist %s wieder in Periode %d, und bei der Zeitkontrolle werden %s erneut gegeben; wurden sie schon gegeben, nimmt schiedsrichter geben %s -%s sie zurück.",
	"table.arbiter-no-time":              "Zeit fehlt: schiedsrichter zeit SEITE ZEIT, zum Beispiel schiedsrichter zeit %s 1:30:00, 5:00, 90m oder 2m30s.",
	"table.arbiter-no-add-time":          "Zeit fehlt: schiedsrichter geben SEITE ZEIT, zum Beispiel schiedsrichter geben %s 2m oder -1m.",
	"table.arbiter-no-number":            "Zahl fehlt: schiedsrichter züge SEITE ZAHL, zum Beispiel schiedsrichter züge %s 20.",
	"table.arbiter-take-too-much":        "Zeit %q: so viel Zeit hat %s nicht mehr; schiedsrichter zeit setzt eine Zeit.",
	"table.arbiter-add-too-much":         "Zeit %q: eine Uhr zeigt höchstens %s.",
	"table.reopen-last-move":             "Der letzte Zug hat die Partie beendet (%s); schiedsrichter zurücknehmen nimmt ihn zurück.",
	"table.times#one":                    "einmal",
	"table.times#other":                  "%d-mal",
	"table.claim-facts":                  "die Stellung ist %s aufgetreten, Halbzüge ohne Bauernzug und ohne Schlagen: %d",
	"table.clock-not-yours":              "Die Uhr von %s läuft nicht; %s ist am Zug.",
	"table.clock-frozen":                 "Die Uhr steht nach einem Fallblättchen; der Schiedsrichter stellt eine Zeit ein (schiedsrichter zeit).",
	"table.clock-bad-value":              "Die Uhr nimmt diesen Wert nicht an: %s.",
	"table.internal":                     "Interner Fehler, nichts wurde geändert; bitte dem Schiedsrichter melden: %s.",
	"table.waiting-for-press":            "%s wartet auf den Uhrdruck.",

	// The read-back's question with push-to-talk (--voice-key): the key, then the answer.
	"table.voice-confirm-key":      "Bestätigen: %s drücken und ja sagen (oder Enter); verwerfen: %s drücken und nein sagen.",
	"table.voice-confirm-key-said": "%s drücken, dann ja oder nein?",

	// The boards of a game (internal/table, boards.go).
	"board.no-boards":         "Diese Partie hat keine Bretter; play --tactile virtual oder --sighted virtual gibt welche.",
	"board.usage":             "Brettzeile nicht verstanden; brett steckbrett oder brett sehend schreiben, dann heben e2, setzen e4 (dahinter q für eine Umwandlung) oder abbild …",
	"board.no-such-board":     "Brett %q gibt es in dieser Partie nicht; steckbrett oder sehend.",
	"board.empty":             "Auf %s steht kein Stein; nur ein Stein kann angehoben werden.",
	"board.bad-piece":         "Figur %q: einen Buchstaben der FEN schreiben, K Q R B N P für Weiß, k q r b n p für Schwarz.",
	"board.cannot-place":      "Auf %s kann nichts gesetzt werden: das Feld ist besetzt oder kein Stein ist angehoben.",
	"board.bad-snapshot":      "Brettbild: %v.",
	"board.promotion":         "Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer.",
	"board.promotion-kept":    "Umwandlung in %s vorgemerkt.",
	"board.ambiguous":         "Das Brett zeigt mehr als einen Zug: %s. Bitte den Zug ansagen.",
	"board.synced":            "Das %s stimmt wieder.",
	"board.press-away":        "Uhrdruck abgelehnt: das %s ist nicht verbunden, der Zug darauf kann nicht gelesen werden; den Zug eintippen oder erneut drücken, sobald das Brett zurück ist.",
	"board.not-made":          "Uhrdruck abgelehnt: der Zug ist auf dem %s noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt).",
	"board.press-promotion":   "Uhrdruck abgelehnt: das Steckbrett erkennt die neue Figur nicht; erst ansagen, welche es ist (Anhang D.2.1): Dame, Turm, Läufer oder Springer.",
	"board.for-arbiter":       "Für den Schiedsrichter: %s",
	"board.touch-move":        "zuerst %s berührt, dann %s gezogen (Artikel 4.3).",
	"board.touch-castle":      "zuerst %s berührt, dann %s, dann %s gezogen, nicht die Rochade (Artikel 4.4.1).",
	"board.no-touches":        "Keine Berührungen aufgezeichnet.",
	"board.touches":           "Berührungen: %d.",
	"board.fault":             "Das %s meldet eine Störung; gespielt wird weiter, das Brett wird neu abgeglichen, sobald es wieder ein ganzes Bild schickt; die Meldung: %s.",
	"board.verifying-tactile": "Das Steckbrett wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen.",
	"board.verifying-sighted": "Das Brett des Sehenden wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen.",

	// The session around a game: its files, saving, resuming.
	"session.rescue-both":              "blindchess: weder das Journal noch die PGN-Datei konnte geschrieben werden (%v). Hier ist die Partie:\n\n%s",
	"session.rescue-pgn":               "blindchess: die PGN-Datei konnte nicht geschrieben werden (%v). Hier ist die Partie:\n\n%s",
	"session.folder":                   "Die Partie wird gespeichert im Ordner %s.",
	"session.resume-hint":              "Nach einem Absturz: %s",
	"session.no-home-temp":             "Kein Home-Verzeichnis ($HOME ist nicht gesetzt), daher liegt die Partie im temporären Ordner %s, den das System beim Neustart leeren kann: die Partie von dort kopieren, oder HOME setzen, oder --journal DATEI angeben.",
	"session.no-home-temp-short":       "Kein Home-Verzeichnis: die Partie liegt in einem temporären Ordner, den das System beim Neustart leeren kann.",
	"session.no-home-temp-clock":       "Kein Home-Verzeichnis ($HOME ist nicht gesetzt), daher liegt das Journal der Uhr im temporären Ordner %s, den das System beim Neustart leeren kann: HOME setzen, oder --journal DATEI angeben.",
	"session.games-folder-moved":       "Der Partienordner %s ist nicht beschreibbar (%s), daher wird die Partie stattdessen im temporären Ordner %s gespeichert, den das System beim Neustart leeren kann: die Partie von dort kopieren, oder den Partienordner beschreibbar machen.",
	"session.games-folder-moved-short": "Der Partienordner ist nicht beschreibbar (%s), daher wird die Partie in einem temporären Ordner gespeichert, den das System beim Neustart leeren kann.",
	"session.clocks-folder-moved":      "Der Uhrenordner %s ist nicht beschreibbar (%s), daher liegt das Journal der Uhr im temporären Ordner %s, den das System beim Neustart leeren kann.",
	"session.files":                    "Journal: %s. PGN: %s.",
	"session.saved-short":              "Die Partie wird gespeichert.",
	"session.saved-end":                "Partie gespeichert.",
	"session.torn":                     "Der letzte, unvollständige Eintrag des Journals (%s, nie bestätigt) wurde verworfen.",
	"session.recovered":                "Warnung: Das Journal war ab Zeile %d beschädigt (%s). %s wiederhergestellt; %s (%s) verworfen.",
	"session.recovered-lost":           " Davon können %s nach einem verlorenen ohne ihn nicht nachgespielt werden.",
	"session.recovered-copy":           " Die beschädigte Datei ist aufbewahrt als %s.",
	"session.recovered-copy-later":     " Die beschädigte Datei bleibt unverändert, bis der Datenträger Schreiben zulässt; dann wird sie zuerst kopiert.",
	"session.recovered-said":           "Warnung: Journal beschädigt. %s wiederhergestellt, %s verworfen.",
	"session.over":                     "Partie beendet: %s. PGN: %s.",
	"session.saved-journal":            "Die Partie ist im Journal gespeichert. Fortsetzen mit: blindchess play --resume %s",
	"session.all-lost":                 "Warnung: Die Partie konnte nicht gespeichert werden (%s); sie folgt als PGN auf der Standardfehlerausgabe.",
	"session.all-lost-said":            "Warnung: Partie nicht gespeichert; die PGN steht auf dem Bildschirm.",
	"session.journal-lost":             "Warnung: Das Journal konnte nicht vollständig gespeichert werden (%s); die Partie steht in der PGN-Datei %s.",
	"session.journal-lost-said":        "Warnung: Nur die PGN-Datei ist gespeichert.",
	"session.pgn-lost":                 "Warnung: Die PGN-Datei konnte nicht geschrieben werden (%s); sie folgt auf der Standardfehlerausgabe.",
	"session.pgn-lost-said":            "Warnung: PGN-Datei nicht geschrieben; sie steht auf dem Bildschirm.",
	"session.rescued":                  "Journal und PGN sind stattdessen gesichert im Ordner %s. Fortsetzen mit: blindchess play --resume %s",
	"session.rescued-said":             "Die Partie ist in einem anderen Ordner gesichert.",
	"session.rescue-failed":            "Auch kein anderer Ordner nahm die Partie auf (%v).",
	"session.pgn-outside":              "Das Journal nennt als PGN-Datei %s, die nicht neben ihm liegt: Die PGN wird nach %s geschrieben. Außerhalb des Ordners des Journals schreibt eine Fortsetzung nur in eine mit --pgn angegebene Datei.",
	"session.clock-rescued":            "Das Journal der Uhr konnte auf seinem Datenträger nicht geschrieben werden; es ist stattdessen gesichert als %s. Fortsetzen mit: blindchess clock --resume %s",
	"session.clock-rescue-failed":      "Das Journal der Uhr konnte nicht vollständig geschrieben werden, und kein anderer Ordner nahm es auf (%s).",
	"session.rescue-newer":             "Eine spätere Kopie dieser Partie, gesichert als ihr Datenträger voll war, hat %s: %s. Weiter mit ihr: blindchess play --resume %s (oder die Kopie löschen, um mit diesem Journal weiterzumachen).",
	"session.clock-rescue-newer":       "Eine spätere Kopie des Journals dieser Uhr, gesichert als ihr Datenträger voll war, hat %s: %s. Weiter mit ihr: blindchess clock --resume %s (oder die Kopie löschen, um mit diesem Journal weiterzumachen).",
	"session.saved":                    "Partie gespeichert. PGN: %s. Fortsetzen mit: blindchess play --resume %s",

	// The devices around the table: microphone, recording, recogniser.
	"device.mic-missing":            "Mikrofon nicht verfügbar (%s); es geht ohne Aufnahme und Spracheingabe weiter.",
	"device.mic-missing-said":       "Kein Mikrofon; es geht ohne Aufnahme und Spracheingabe weiter.",
	"device.mic-not-built":          "Diese Ausgabe von blindchess kann kein Mikrofon benutzen (ohne cgo gebaut); es geht ohne Aufnahme und Spracheingabe weiter. Beides hat die Linux-Ausgabe, mit cgo gebaut: make deps, dann make build (docs/platforms.md).",
	"device.mic-not-built-said":     "Dieses blindchess hat kein Mikrofon; es geht ohne Aufnahme und Spracheingabe weiter.",
	"device.voice-not-built":        "Diese Ausgabe von blindchess hat keine Spracheingabe (pocketsphinx, ohne cgo gebaut); bitte eintippen. Spracheingabe hat die Linux-Ausgabe, mit cgo gebaut: make deps, dann make build (docs/platforms.md).",
	"device.voice-not-built-said":   "Dieses blindchess hat keine Spracheingabe; bitte eintippen.",
	"device.mic-failed":             "Das Mikrofon ist ausgefallen (%s); es geht ohne Aufnahme und Spracheingabe weiter. Das bisher Aufgenommene ist gespeichert.",
	"device.mic-failed-said":        "Das Mikrofon ist ausgefallen; es geht ohne Aufnahme und Spracheingabe weiter.",
	"device.mic-missing-retry":      "Mikrofon nicht verfügbar (%s); es geht ohne Aufnahme und Spracheingabe weiter, bis eines angeschlossen ist.",
	"device.mic-missing-retry-said": "Kein Mikrofon; es geht ohne Mikrofon weiter, bis eines angeschlossen ist.",
	"device.mic-lost":               "Das Mikrofon ist ausgefallen (%s); es geht ohne Aufnahme und Spracheingabe weiter, bis es wieder da ist. Das bisher Aufgenommene ist gespeichert.",
	"device.mic-lost-said":          "Das Mikrofon ist ausgefallen; es geht ohne Mikrofon weiter, bis es wieder da ist.",
	"device.mic-back":               "Das Mikrofon ist wieder da: %s.",
	"device.mic-back-said":          "Das Mikrofon ist wieder da.",
	"device.mic-ended":              "Die Aufnahme %s, die als Mikrofon dient, ist zu Ende; es geht ohne Mikrofon weiter.",
	"device.rec-failed":             "Die Aufnahme kann nicht gespeichert werden (%s); es geht ohne Aufnahme weiter.",
	"device.rec-failed-said":        "Die Aufnahme kann nicht gespeichert werden; es geht ohne Aufnahme weiter.",
	"device.rec-slow":               "Die Aufnahme kommt nicht nach (ein neues Segment dauerte länger als %s); es geht ohne Aufnahme weiter. Das bisher Aufgenommene ist gespeichert.",
	"device.voice-failed":           "Die Spracherkennung ist ausgefallen (%s); bitte eintippen.",
	"device.voice-failed-said":      "Die Spracherkennung ist ausgefallen; bitte eintippen.",
	"device.voice-on":               "Spracheingabe an: einen Zug sagen (%s) oder %s. Ein gehörter Zug wird wiederholt und gilt erst nach %s (oder Enter).",
	"device.voice-on-clock":         "Spracheingabe an: %s sagen.",
	"device.mic-on":                 "Mikrofon: %s.",
	"device.mic-on-said":            "Mikrofon an.",
	"device.rec-on":                 "Aufnahme läuft, in %s.",
	"device.rec-on-said":            "Aufnahme läuft.",
	"device.braille-none":           "Keine Braillezeile: %s. Es geht ohne sie weiter.",
	"device.braille-none-said":      "Keine Braillezeile; es geht ohne sie weiter.",
	"device.braille-no-display":     "BRLTTY läuft, hat aber keine Braillezeile: schließen Sie sie an und prüfen Sie, ob BRLTTYs Brailletreiber sie findet („brltty -b TREIBER -d GERÄT“)",
	"device.braille-no-server":      "BRLTTY läuft nicht (keine BrlAPI-Verbindung unter %s): mit „sudo systemctl start brltty“ oder „brltty -b TREIBER -d GERÄT“ starten, oder BRLAPI_HOST setzen",
	"device.braille-too-big":        "BRLTTY meldet eine Braillezeile mit %d×%d Zellen, mehr als die %d, die dieses Programm beschreibt; eine echte Zeile hat höchstens einige hundert: BRLAPI_HOST und den Braille-Treiber prüfen",
	"device.braille-lost":           "Die Braillezeile ist ausgefallen (%s); sie wird wieder gesucht, bis dahin geht es ohne sie weiter.",
	"device.braille-lost-said":      "Die Braillezeile ist ausgefallen; es geht ohne sie weiter.",
	"device.braille-back":           "Die Braillezeile ist wieder da.",
	"device.braille-dropped":        "Die Braillezeile ist wieder ausgefallen (%s); es geht ohne sie weiter. Mit --resume wird sie erneut versucht.",
	"device.braille-slow":           "Die Braillezeile nimmt nichts an (in %s nichts geschrieben); es geht ohne sie weiter, ohne auf sie zu warten. Mit --resume wird sie erneut versucht.",
	"device.braille-flood":          "Die Braillezeile sendet ununterbrochen Tasten (mehr als %d in einer Sekunde); es geht ohne sie weiter. Mit --resume wird sie erneut versucht.",
	"device.braille-dropped-said":   "Die Braillezeile ist abgeschaltet; es geht ohne sie weiter.",

	// The arbiter's compare and retrace (Annex D.2.9).
	"arbiter.usage":       "Schiedsrichter: schiedsrichter vergleichen ZÜGE (die Partieformular-Züge des sehenden Spielers, z. B. 1. e4 e5 2. Sf3), schiedsrichter zurücksetzen N weiß oder N schwarz (nach dem N. Zug dieser Seite; N allein ist der von Weiß, N... der von Schwarz), 0 für die Anfangsstellung.",
	"arbiter.bad-move":    "Das Partieformular des sehenden Spielers: %s ist bei %s kein Zug (%v). Bitte diesen Zug prüfen.",
	"arbiter.agree-empty": "Beide Partieformulare sind leer: es wurde noch kein Zug gemacht.",
	"arbiter.shorter":     "Das Partieformular des sehenden Spielers endet nach %s; bis dahin stimmen beide überein. Es fehlen: %s.",
	"arbiter.longer":      "Das Partieformular des sehenden Spielers hat mehr Züge: nach %s, folgt dort %s, der hier nicht gespielt wurde.",
	"arbiter.part":        "Die Partieformulare weichen ab bei %s: hier %s, beim sehenden Spieler %s. Zuletzt übereinstimmend: %s. Zurücknehmen mit: schiedsrichter zurücksetzen %s",
	"arbiter.start":       "der Anfangsstellung",
	// compare names a move in words, as the arbiter log does (not "3..."):
	// as a subject or object, and after "at"/"after" (Czech: "tahu").
	"arbiter.move-white":       "Zug %d, Weiß",
	"arbiter.move-black":       "Zug %d, Schwarz",
	"arbiter.move-white-after": "Zug %d, Weiß",
	"arbiter.move-black-after": "Zug %d, Schwarz",
	"arbiter.bad-target":       "%q: schreiben Sie die Zugnummer und die Seite, N weiß oder N schwarz (N allein ist der Zug von Weiß, N... der von Schwarz), 0 für die Anfangsstellung.",
	"arbiter.retraced":         "Schiedsrichter: Partie zurückgenommen auf die Stellung nach %s; gestrichene Halbzüge: %d. %s am Zug.",
	"arbiter.clocks":           "Uhren: Weiß %s, Schwarz %s; angehalten, fortsetzen mit weiter.",

	// The table's errors about its setup, scripts and files.
	"table.bad-board-mode":       "Brett %s %q: %s oder %s eingeben",
	"table.script-line":          "Skriptzeile %d: %s",
	"table.script-line-form":     "%v (eine Zeile ist \"<Sekunden> <was getippt wird>\")",
	"table.script-bad-time":      "Zeit %q: Sekunden wie 12.5 schreiben, oder m:ss oder h:mm:ss",
	"table.script-bad-seconds":   "Zeit %q: die Sekunden nach einem Doppelpunkt sind zwei Ziffern (00-59)",
	"table.script-time-too-long": "Zeit %q ist mehr als %v",
	"table.script-backwards":     "Zeit %s s liegt vor der der vorigen Zeile (%s s); die Zeilen nach der Zeit ordnen",
	"table.journal-setup":        "die Partie im Journal: %v",
	"table.rescue-nowhere":       "es gibt keinen anderen Ordner, in dem die Partie gesichert werden kann",
	"table.rescue-folders-full":  "%s: es gibt schon 99 Sicherungsordner",
	"table.write-failed":         "%s schreiben: %v",
	"table.sync-failed":          "Ordner von %s sichern: %v",
	"table.resume-bad-chess960":  "--chess960 %q ist keine Zahl; weglassen, um die Partie des Journals fortzusetzen",
	"table.resume-bad-bool":      "--%s %q: true oder false schreiben, oder weglassen, um die Partie des Journals fortzusetzen",
	"table.resume-unchecked":     "--%s lässt sich nicht mit dem Journal vergleichen; mit --resume weglassen",
	"table.resume-differs":       "--%[1]s %[2]s weicht von der Partie im Journal ab, die %[3]s hat: --%[1]s weglassen (eine fortgesetzte Partie behält ihre Einstellungen) oder eine neue Partie ohne --resume beginnen",
	"table.fen-and-chess960":     "Entweder eine FEN oder eine Chess960-Nummer angeben, nicht beides",
	"table.bad-chess960":         "Chess960-Stellung %d: eine Zahl von 0 bis 959 eingeben",
	"table.bad-fen":              "Anfangsstellung: %v",
	"table.encode-setup":         "Einstellungen der Partie kodieren: %v",
	"table.no-setup":             "Der Kopf des Journals enthält keine Partie-Einstellungen",

	// The table's commands as help names them, and their arguments.
	"table.cmd-help":      "hilfe",
	"table.cmd-press":     "drücken",
	"table.cmd-undo":      "rückgängig",
	"table.cmd-time":      "zeit",
	"table.cmd-moves":     "züge",
	"table.cmd-last":      "letzter",
	"table.cmd-repeat":    "wiederholen",
	"table.cmd-position":  "stellung",
	"table.cmd-draw":      "remis",
	"table.cmd-accept":    "annehmen",
	"table.cmd-decline":   "ablehnen",
	"table.cmd-claim":     "reklamieren",
	"table.cmd-resign":    "aufgeben",
	"table.cmd-flag":      "fallblättchen",
	"table.cmd-start":     "starten",
	"table.cmd-pause":     "anhalten",
	"table.cmd-resume":    "weiter",
	"table.cmd-arbiter":   "schiedsrichter",
	"table.cmd-quit":      "beenden",
	"table.args-help":     "[befehl]",
	"table.args-time":     "[ich, gegner, beide, weiß oder schwarz]",
	"table.args-position": "[weiß, schwarz, ich, gegner, feld, linie oder reihe]",
	"table.args-moves":    "[N oder ab M]",
	"table.args-draw":     "[weiß oder schwarz]",
	"table.args-claim":    "[zug]",
	"table.args-resign":   "weiß oder schwarz",
	"table.args-arbiter":  "zeit, geben, strafe, regelwidrig, gilt, züge, ergebnis, zurücknehmen, stattgeben, zurückweisen, inkrement, remis-erlauben, öffnen, protokoll, vergleichen oder zurücksetzen",

	// The talking clock (internal/talkclock).
	"clock.greeting":                    "Uhr %s: %s (%s).",
	"clock.greeting-side":               "Sie spielen %s. Leertaste startet die Uhr von Weiß, h gibt Hilfe.",
	"clock.greeting-side-lines":         "Sie spielen %s. Eine leere Zeile (Enter) startet die Uhr von Weiß, h gibt Hilfe.",
	"clock.category-standard":           "Turnierbedenkzeit",
	"clock.category-rapid":              "Schnellschach",
	"clock.category-blitz":              "Blitz",
	"clock.side-white":                  "Weiß",
	"clock.side-black":                  "Schwarz",
	"clock.input-ended":                 "Eingabe beendet; die Uhr steht.",
	"clock.unknown-action":              "unbekannte Aktion %q; eine von %s verwenden",
	"clock.voice-not-understood":        "Nicht verstanden; bitte noch einmal sagen: Zeit, Züge oder Wiederholen.",
	"clock.voice-heard":                 "Gehört %q: die Uhr antwortet auf Zeit, Züge und Wiederholen.",
	"clock.not-quitting-goes-on":        "Nicht beendet; die Uhr läuft weiter.",
	"clock.not-quitting":                "Nicht beendet.",
	"clock.quit-question":               "Uhr beenden? j beendet, jede andere Taste macht weiter.",
	"clock.correct-ask":                 "Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
	"clock.correct-cancelled":           "Keine Korrektur; die Uhr bleibt, wie sie war.",
	"clock.correct-usage":               "Korrektur nicht verstanden: %q. k drücken, dann geben, zeit, zuege oder strafe, weiss oder schwarz und die Zeit oder die Zahl, zum Beispiel geben schwarz 2m; die Uhr bleibt, wie sie war.",
	"clock.correct-too-much":            "Nicht ausgeführt: %s hat nur %s; die Uhr bleibt, wie sie war.",
	"clock.corrected-add":               "Korrektur des Schiedsrichters: %s, %s dazu.",
	"clock.corrected-take":              "Korrektur des Schiedsrichters: %s, %s abgezogen.",
	"clock.corrected-time":              "Korrektur des Schiedsrichters: %s, Zeit gesetzt.",
	"clock.corrected-moves":             "Korrektur des Schiedsrichters: %s, Zugzahl auf %d gesetzt.",
	"clock.corrected-moves-period":      "Nach diesem Zähler ist %s in Periode %d, und deren Zeit, %s, wurde nicht gegeben: k, dann geben %s %s, gibt sie.",
	"clock.corrected-moves-period-back": "Nach diesem Zähler ist %s wieder in Periode %d, und bei der Zeitkontrolle werden %s erneut gegeben; wurden sie schon gegeben, nimmt k, dann geben %s -%s, sie zurück.",
	"clock.corrected-penalty":           "Korrektur des Schiedsrichters: Strafe für %s; %s, %s dazu.",
	"clock.help":                        "Tasten: Leertaste, Enter oder p drückt die Uhr (der erste Druck startet die Uhr von Weiß).\nt meine Zeit, o Zeit des Gegners, b beide Zeiten, m Zugzahl, r Stand der Zeitkontrolle, s startet die Uhr.\nz anhalten oder weiter, q beenden, h diese Hilfe.",
	"clock.help-k":                      "Tasten: Leertaste, Enter oder p drückt die Uhr (der erste Druck startet die Uhr von Weiß).\nt meine Zeit, o Zeit des Gegners, b beide Zeiten, m Zugzahl, r Stand der Zeitkontrolle, s startet die Uhr.\nz anhalten oder weiter, k Korrektur des Schiedsrichters, q beenden, h diese Hilfe.",
	"clock.answer-no-question":          "%q beantwortet keine Frage: es wartet keine; h gibt Hilfe.",
	"clock.unknown-key":                 "%q ist keine Taste der Uhr; h gibt Hilfe.",
	"clock.restored":                    "Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; z lässt sie weiterlaufen.",
	"clock.refused-not-started":         "Die Uhr ist nicht gestartet; die Leertaste startet die Uhr von Weiß.",
	"clock.refused-not-started-lines":   "Die Uhr ist nicht gestartet; eine leere Zeile (Enter) startet die Uhr von Weiß.",
	"clock.refused-paused":              "Die Uhr ist angehalten; z lässt sie weiterlaufen.",
	"clock.refused-frozen":              "Die Uhr steht nach einem Fallblättchen; den Schiedsrichter rufen oder mit q beenden.",
	"clock.refused-not-paused":          "Die Uhr ist nicht angehalten.",
	"clock.refused":                     "Nicht ausgeführt: %s.",
	"clock.encode-setup":                "Einstellungen der Uhr kodieren: %v",
	"clock.not-clock":                   "dieses Journal enthält eine Partie, keine Uhr: mit blindchess play --resume fortsetzen",
	"clock.journal-setup":               "Einstellungen der Uhr im Journal: %v",
	"clock.resume-differs":              "--%[1]s %[2]s weicht von der Uhr im Journal ab, die %[3]s hat: --%[1]s weglassen (eine fortgesetzte Uhr behält ihre Einstellungen) oder eine neue Uhr ohne --resume starten",
	"clock.journal-note":                "Journal der Uhr: %[1]s. Nach einem Absturz: blindchess clock --resume %[1]s",
	"clock.no-journal":                  "Die Uhr führt kein Journal (%s); nach einem Absturz kann sie nicht fortgesetzt werden. --journal DATEI führt eines.",
	"clock.no-control":                  "keine Bedenkzeit angegeben: --time verwenden, zum Beispiel --time 90+30",
	"clock.ask":                         "Bedenkzeit? Eine Nummer oder eine Bedenkzeit wie 90+30 eingeben, dann Enter:",
	"clock.no-choice":                   "Es gibt keine Wahl %d; 1 bis %d eingeben, oder eine Bedenkzeit wie 90+30.",
	"clock.not-a-control":               "Keine Bedenkzeit: %v. Noch einmal, z. B. 90+30 oder 40/90+30,30+30.",
	"clock.script-form":                 "Zeile %d: %q: \"<Sekunden> <Aktion>\" schreiben, z. B. \"12.5 press\"",
	"clock.script-line":                 "Zeile %d: %v",
	"clock.script-backwards":            "Zeile %d: %s s liegt vor den %s s der vorigen Zeile; Zeiten gehen nicht zurück",
	"clock.script-unknown-action":       "Zeile %d: unbekannte Aktion %q; eine von %s verwenden",
	"clock.script-empty":                "das Skript hat keine Aktion; Zeilen wie \"0 start\" schreiben",
	"clock.bad-seconds":                 "%q ist keine Sekundenzahl wie 12 oder 12.345",
	"clock.seconds-too-long":            "%s s ist mehr als eine Woche",
	// Backspace in the correction: what was deleted, a sign by its name.
	"clock.correct-deleted":         "Gelöscht: %s.",
	"clock.correct-nothing-deleted": "Nichts zu löschen: die Korrektur eintippen, dann Enter.",
	"clock.sign-space":              "Leerzeichen",
	"clock.sign-colon":              "Doppelpunkt",
	"clock.sign-minus":              "Minus",
	"clock.sign-plus":               "Plus",
	"clock.sign-dot":                "Punkt",
	"clock.sign-comma":              "Komma",

	// The commands' errors about flags, files and devices (cmd/blindchess, internal/session).
	"cmd.board-board-needs-a-subcommand":      "board braucht einen Unterbefehl: blindchess board watch --dgt PFAD oder --tactile PFAD",
	"cmd.board-give-one-board-dgt":            "ein Brett angeben: --dgt PFAD oder --tactile PFAD, z. B. blindchess board watch --dgt /dev/ttyUSB0",
	"cmd.board-count-give-a-number":           "--count %d: eine Zahl von Ereignissen angeben, oder 0 für keine Grenze",
	"cmd.braillecmd-braille-needs-pgn-file":   "braille braucht --pgn DATEI, die zu schreibende Partie, zum Beispiel: blindchess braille --pgn partie.pgn > partie.brf",
	"cmd.braillecmd-game":                     "%s, Partie %d: %v",
	"cmd.braillecmd-format-use-brf-pef":       "--format %q: brf, pef, unicode oder text verwenden",
	"cmd.follow-capture-line-not-base":        "--capture %s Zeile %d: kein Base64 (%v); eine Aufzeichnung mit einer Base64-Zeile je Lesevorgang angeben",
	"cmd.follow-give-one-board-dgt":           "ein Brett angeben: --dgt PFAD, --tactile PFAD oder --capture DATEI, z. B. blindchess board follow --dgt /dev/ttyUSB0",
	"cmd.follow-count-give-a-number":          "--count %d: eine Zahl von Zügen angeben, oder 0 für keine Grenze",
	"cmd.listen-wav-file-is-needed":           "--wav DATEI fehlt: eine WAV-Aufnahme eines Zugs oder einer Anfrage, zum Beispiel: blindchess listen --wav zug.wav",
	"cmd.listen-making-a-temporary-folder":    "temporären Ordner anlegen: %v",
	"cmd.microphones-give-test-to-test":       "%s: --test gibt einen Mikrofontest; ohne listet microphones die Mikrofone nur auf",
	"cmd.microphones-seconds-give-to-seconds": "--seconds %v: 1 bis 60 Sekunden angeben",
	"cmd.perft-perft-encode-json":             "perft: JSON kodieren: %v",
	"cmd.perft-perft-needs-depth-n":           "perft braucht --depth N, zum Beispiel --depth 5",
	"cmd.perft-depth-is-out-of":               "--depth %d liegt außerhalb: eine Tiefe von 1 bis %d angeben",
	"cmd.perft-give-either-fen-or":            "entweder --fen oder --chess960 angeben, nicht beides",
	"cmd.pgn-pgn-check-needs-at":              "pgn check braucht mindestens eine PGN-Datei, zum Beispiel: blindchess pgn check partien.pgn",
	"cmd.pgn-pgn-check-encode-json":           "pgn check: JSON kodieren: %v",
	"cmd.pgn-pgn-check-write-the":             "pgn check: den Bericht schreiben: %v",
	"cmd.pgn-could-not-read-check":            "%s konnte nicht gelesen werden; Pfad und Rechte prüfen",
	"cmd.pgn-not-text":                        "%s: kein Text (eine lange Folge von Nullbytes), nicht zu Ende gelesen; prüfen, ob es eine PGN-Datei ist",
	"cmd.pgn-utf-not-read-save":               "%s: UTF-16, nicht gelesen; als UTF-8 speichern und noch einmal versuchen",
	"cmd.pgn-of-invalid-no-games":             "%d von %s ungültig; keine Partien in %s",
	"cmd.pgn-of-invalid":                      "%d von %s ungültig",
	"cmd.pgn-no-games-in-check":               "keine Partien in %s; prüfen, ob es die richtige Datei ist",
	"cmd.pgn-pgn-needs-a-subcommand":          "pgn braucht einen Unterbefehl, zum Beispiel: blindchess pgn check partien.pgn",
	"cmd.pgnread-cannot-be-read":              "%s %s: kann nicht gelesen werden: %v",
	"cmd.pgnread-strict-without-it-this":      "%s %s: %v (--strict; ohne ist das eine Warnung)",
	"cmd.pgnread-the-file-has-no":             "%s %s: die Datei enthält keine Partien",
	"cmd.ports-timeout-give-a-time":           "--timeout %v: eine Zeit von 1ms bis 10s angeben, z. B. --timeout 500ms",
	"cmd.ports-name-a-port-instead":           "%v; stattdessen einen Port nennen, z. B. blindchess ports /dev/ttyUSB0",
	"cmd.position-pgn-starts-from-a":          "--pgn beginnt mit einer Partie der Datei; dazu kein --fen oder --chess960 angeben",
	"cmd.position-game-and-strict-go":         "--game und --strict gehören zu --pgn DATEI",
	"cmd.position-position-encode-json":       "position: JSON kodieren: %v",
	"cmd.position-game-games-are-numbered":    "--game %d: Partien werden ab 1 gezählt",
	"cmd.position-pgn-game-has-a":             "--pgn %s: Partie %d hat einen Nullzug (Halbzug %d), dem position nicht folgen kann",
	"cmd.position-pgn-game-half-move":         "--pgn %s: Partie %d, Halbzug %d: %v",
	"cmd.position-move-cannot-be-played":      "Zug %s %s kann nicht gespielt werden: die Partie ist beendet (%s)",
	"cmd.position-move":                       "Zug %s %s: %v",
	"cmd.position-notation-give-san-long":     "--notation %q: san, long, uci oder iccf angeben",
	"cmd.position-notation-is-for-the":        "--notation gilt für die Textausgabe; --json gibt immer SAN (legal) und UCI (legal_uci)",
	"cmd.recording-writing":                   "%s schreiben: %v",
	"cmd.recording-write-it-to-a":             "%v; die Aufnahme mit --out DATEI.wav in eine Datei schreiben",
	"cmd.recording-holds-no-recording-the":    "%s enthält keine Aufnahme: die Partie wurde ohne --record gespielt (blindchess play --record nimmt die nächste auf); den Ordner der Partie angeben",
	"cmd.recording-move-is-needed-the":        "--move fehlt: die Nummer des abzuspielenden Zugs, 1 oder mehr",
	"cmd.recording-opening-the-recording-of":  "die Aufnahme von Zug %d öffnen: %v",
	"cmd.recording-reading":                   "%s lesen: %v",
	"cmd.say-move-cannot-be-said":             "Zug %q kann nicht angesagt werden: die Partie ist bereits beendet (%s)",
	"cmd.say-pgn-game-move":                   "--pgn %s: Partie %d, Zug %d: %v",
	"cmd.say-cannot-speak-write-the":          "kann nicht sprechen: %v; die Sprache mit --out DATEI.wav in eine Datei schreiben, oder mit --text ausgeben",
	"cmd.say-cannot-speak":                    "kann nicht sprechen: %v",
	"cmd.say-stopped":                         "angehalten",
	"cmd.say-rate-is-out-of":                  "--rate %v liegt außerhalb: eine Zahl von %v (langsam) bis %v (schnell) angeben; 1 ist normal",
	"cmd.say-text-prints-the-words":           "--text gibt die Wörter aus, statt zu sprechen; --out, --voice und --rate weglassen",
	"cmd.say-pgn-speaks-the-games":            "--pgn sagt die Partien der Datei an; dazu keine Züge, --fen, --chess960 oder --moves angeben",
	"cmd.say-give-the-moves-to":               "die anzusagenden Züge angeben, zum Beispiel: blindchess say e4 e5 Nf3 (oder --pgn DATEI)",
	"cmd.simulate-link-it-exists-and":         "--link %s: existiert und ist kein symbolischer Link; einen anderen Pfad wählen",
	"cmd.simulate-link-the-folder-does":       "--link %s: der Ordner %s existiert nicht; einen Pfad in einem vorhandenen Ordner wählen",
	"cmd.simulate-simulate-needs-the-kind":    "simulate braucht die Art des Bretts: dgt oder tactile, z. B. blindchess simulate dgt --link /tmp/brett",
	"cmd.simulate-unknown-board-simulate-dgt": "unbekanntes Brett %q: simulate dgt oder simulate tactile",
	"cmd.simulate-rotated-is-for-the":         "--rotated gilt nur für das DGT-Brett",
	"cmd.simulate-id-is-for-the":              "--id gilt nur für das Steckbrett",
	"cmd.simulate-id-use-to-of":               "--id %q: 1 bis 32 der Zeichen A-Z a-z 0-9 . _ - verwenden",
	"cmd.simulate-on-after-want-a":            "--on-after %s: eine Dauer von 0 oder mehr angeben, z. B. 2s",
	"cmd.simulate-garbage-want":               "--garbage %d: eine Zahl von Bytes von 0 bis 10000 angeben",
	"cmd.simulate-garbage-one-in-want":        "--garbage-one-in %d: 1 oder mehr angeben (1: vor jeder Zeile ein Schwall)",
	"cmd.simulate-cannot-start-the-emulated":  "das emulierte Brett kann nicht starten: %v",
	"run.audio-microphone-give-record-or":     "--microphone %s: auch --record oder --voice-input angeben (das Mikrofon dient sonst zu nichts)",
	"run.audio-voice-pause-give-a":            "--voice-pause %v: eine Pause zwischen 100ms und 5s angeben (Vorgabe %v)",
	"run.boards-sighted-write-dgt-path":       "--sighted %q: dgt:PFAD (ein DGT-Brett, z. B. dgt:/dev/ttyUSB0) oder virtual schreiben",
	"run.boards-tactile-real":                 "diese Partie wurde mit einem echten Steckbrett gespielt: seinen Anschluss noch einmal mit --tactile angeben (blindchess ports zeigt die Anschlüsse)",
	"run.boards-sighted-real":                 "diese Partie wurde mit einem echten Brett des sehenden Spielers gespielt: es noch einmal mit --sighted NAME:PFAD angeben, wie beim Start (blindchess ports zeigt die Anschlüsse)",
	"run.boards-tactile-virtual":              "--tactile %s: das Steckbrett dieser Partie ist virtuell; --tactile weglassen oder virtual angeben",
	"run.boards-sighted-virtual":              "--sighted %s: das Brett des sehenden Spielers ist in dieser Partie virtuell; --sighted weglassen oder virtual angeben",
	"run.boards-tactile-none":                 "--tactile %s: diese Partie hat kein Steckbrett; einer laufenden Partie kann kein Brett hinzugefügt werden",
	"run.boards-sighted-none":                 "--sighted %s: diese Partie hat kein Brett des sehenden Spielers; einer laufenden Partie kann kein Brett hinzugefügt werden",
	"run.clock-writing-the-clock-s":           "die Ausgabe der Uhr schreiben: %v",
	"run.clock-virtual-needs-script-file":     "--virtual braucht --script DATEI",
	"run.clock-voice-input-listens-in":        "--voice-input hört in Echtzeit zu: --virtual weglassen",
	"run.clock-wav-records-the-clock":         "--wav nimmt die eigene Stimme der Uhr in Echtzeit auf: --voice clips oder espeak angeben, ohne --virtual",
	"run.clock-journal-differs-from-resume":   "--journal %s weicht von --resume %s ab: eine fortgesetzte Uhr läuft im Journal weiter, das sie fortsetzt; --journal weglassen",
	"run.clock-script-needs-time-for":         "--script braucht --time, zum Beispiel --time 90+30",
	"run.clock-journal-holds-an-earlier":      "--journal %s enthält eine frühere Sitzung: mit --resume %s fortsetzen, oder eine neue Datei angeben",
	"run.clock-resume-not-a-file":             "--resume %s: keine Datei, sondern ein Gerät oder eine Pipe; das Journal angeben, das die Uhr beim Start genannt hat",
	"run.clock-resume-no-such-file":           "--resume %s: keine solche Datei; das Journal angeben, das die Uhr beim Start genannt hat",
	"run.clock-cannot-resume":                 "kann nicht fortsetzen: %v",
	"run.clock-cannot-resume2":                "kann %s nicht fortsetzen: %v",
	"run.clock-voice-use-voice-text":          "--voice: %v; --voice text verwenden (Zeilen für den Bildschirmleser) oder die Sprache mit --wav DATEI aufnehmen",
	"run.devices-taking-the-braille-display":  "die Braillezeile übernehmen: %v",
	"run.files-no-home-directory-for":         "kein Home-Verzeichnis für den Partienordner: %v; --journal DATEI angeben",
	"run.files-cannot-create-the-games":       "der Partienordner kann nicht angelegt werden: %v",
	"run.files-cannot-create-the-game":        "der Ordner der Partie kann nicht angelegt werden: %v",
	"run.modes-script-line":                   "Skriptzeile %d: %v",
	"run.modes-cannot-read-single-keys":       "einzelne Tasten können nicht vom Terminal gelesen werden: %v",
	"run.modes-reading-the-keys":              "Tasten lesen: %v",
	"run.modes-script-line-s-the":             "Skriptzeile %d (%s s): die fortgesetzte Uhr steht schon bei %s s; von dort weitermachen",
	"run.modes-script-line-s":                 "Skriptzeile %d (%s s): %v",
	"run.play-record-and-voice-input":         "--record und --voice-input hören in Echtzeit zu: --virtual weglassen",
	"run.play-journal-differs-from-resume":    "--journal %s weicht von --resume %s ab: eine fortgesetzte Partie läuft im Journal weiter, das sie fortsetzt; --journal weglassen",
	"run.play-journal-is-a-folder":            "--journal %s ist ein Ordner: den Namen einer neuen Datei angeben, etwa %s",
	"run.play-journal-is-not-a":               "--journal %s ist keine gewöhnliche Datei: den Namen einer neuen Datei angeben",
	"run.play-journal-holds-an-earlier":       "--journal %s enthält eine frühere Partie: mit --resume %s fortsetzen, oder mit --journal eine neue Datei angeben",
	"run.play-resume-is-a-folder":             "--resume %s ist ein Ordner: das Journal darin angeben, --resume %s",
	"run.play-resume-is-a-folder2":            "--resume %s ist ein Ordner: game.journal im Ordner der Partie angeben",
	"run.play-resume-not-a-file":              "--resume %s: keine Datei, sondern ein Gerät oder eine Pipe; game.journal im Ordner der Partie angeben",
	"run.play-resume-no-such-file":            "--resume %s: keine solche Datei; game.journal im Ordner der Partie angeben",
	"run.play-cannot-resume-it-holds":         "kann %s nicht fortsetzen: es enthält keine Partie (sie wurde darin nie begonnen); mit blindchess play eine neue Partie beginnen",
	"run.play-cannot-resume-it-is":            "kann %s nicht fortsetzen: es ist kein Journal von blindchess (%s); game.journal aus dem Ordner der Partie angeben (die Datei bleibt unverändert)",
	"run.play-cannot-resume-its-first":        "kann %s nicht fortsetzen: seine erste Zeile, die die Einstellungen der Partie enthält, ist beschädigt (%s), daher kann die Partie daraus nicht wiederhergestellt werden; die Datei bleibt unverändert: sie und die PGN-Datei der Partie für den Schiedsrichter aufbewahren und eine neue Partie aus der Stellung mit --fen beginnen",
	"run.play-resume-is-the-journal":          "--resume %s ist das Journal einer sprechenden Uhr, keiner Partie: mit blindchess clock --resume %s fortsetzen",
	"run.play-the-game-was-not":               "die Partie wurde nicht vollständig gespeichert; die Zeilen darüber sagen, was fehlt",
	"run.voice-wav-needs-a-voice":             "--wav braucht eine Stimme: --voice clips oder espeak angeben",

	// Microphones (internal/capture) and the session's devices.
	"capture.no-device":    "kein Mikrofon gefunden: eines anschließen oder die Toneinstellungen prüfen",
	"capture.not-built":    "dieses blindchess wurde ohne Mikrofon gebaut (PortAudio braucht cgo), Aufnahme und Spracheingabe gibt es darin nicht; die Linux-Ausgabe, mit cgo gebaut, hat sie: make deps, dann make build (docs/platforms.md)",
	"sphinx.not-built":     "dieses blindchess wurde ohne Spracheingabe gebaut (pocketsphinx braucht cgo); die Linux-Ausgabe, mit cgo gebaut, hat sie: make deps, dann make build (docs/platforms.md)",
	"capture.start":        "Tonaufnahme starten: %v",
	"capture.list":         "die Audiogeräte auflisten: %v",
	"capture.no-such-mic":  "kein Mikrofon heißt %q; die Mikrofone sind %s (blindchess microphones listet sie)",
	"capture.several-mics": "%q passt auf %d Mikrofone: %s; mehr vom Namen angeben",
	"capture.start-mic":    "Mikrofon %q starten: %v",
	"capture.open-mic":     "Mikrofon %q öffnen: %v",
	"capture.read-mic":     "Mikrofon lesen: %v",
	"capture.bad-format":   "der Ton hat %d Hz und %s; in 16000 Hz mono umwandeln (sox in.wav -r 16000 -c 1 -b 16 out.wav)",
	"capture.open-file":    "Tondatei öffnen: %v",
	"capture.read-file":    "%s lesen: %v",
	"run.mic-converted":    "%s, aufgenommen mit %d Hz und %d Kanälen und umgewandelt",
	"run.voice-timeout":    "Sprache: die Stimme %q hat nicht innerhalb von %v geantwortet; nur Textzeilen (--voice clips, espeak oder text versuchen)",

	// position: the description of a position.
	"cmd.reason-0":            "nicht beendet",
	"cmd.reason-1":            "Matt",
	"cmd.reason-2":            "Aufgabe",
	"cmd.reason-3":            "Patt",
	"cmd.reason-4":            "tote Stellung",
	"cmd.reason-5":            "Einigung",
	"cmd.reason-6":            "dreimalige Stellungswiederholung (reklamiert)",
	"cmd.reason-7":            "50-Züge-Regel (reklamiert)",
	"cmd.reason-8":            "fünfmalige Stellungswiederholung",
	"cmd.reason-9":            "75-Züge-Regel",
	"cmd.reason-10":           "Zeitüberschreitung",
	"cmd.reason-11":           "Fallblättchen, aber der Gegner kann nicht mattsetzen",
	"cmd.reason-12":           "zweiter regelwidriger Zug",
	"cmd.reason-13":           "zweiter regelwidriger Zug, aber der Gegner kann nicht mattsetzen",
	"cmd.pos-moves":           "Züge: %s",
	"cmd.pos-turn":            "Am Zug: %s",
	"cmd.side-white":          "Weiß",
	"cmd.side-black":          "Schwarz",
	"cmd.winner-white":        "Weiß",
	"cmd.winner-black":        "Schwarz",
	"cmd.pos-check-yes":       "Schach: ja",
	"cmd.pos-check-no":        "Schach: nein",
	"cmd.pos-status-earlier":  "Stand: %s (die Partie endete früher: %s)",
	"cmd.pos-status-over":     "Stand: %s, %s",
	"cmd.pos-status":          "Stand: %s",
	"cmd.status-ongoing":      "läuft",
	"cmd.status-checkmate":    "Matt",
	"cmd.status-stalemate":    "Patt",
	"cmd.status-dead":         "tote Stellung",
	"cmd.status-fivefold":     "fünfmalige Stellungswiederholung",
	"cmd.status-seventy-five": "75-Züge-Regel",
	"cmd.pos-halfmove-clock":  "Halbzüge seit Bauernzug oder Schlagen: %d",
	"cmd.pos-move-number":     "Zugnummer: %d",
	"cmd.pos-occurred":        "Stellung aufgetreten: %s",
	"cmd.pos-claimable":       "Remis jetzt reklamierbar: %s",
	"cmd.pos-claimable-none":  "Remis jetzt reklamierbar: nein",
	"cmd.pos-claimable-with":  "Remis reklamierbar, wenn zuerst %s aufgeschrieben wird: %s",
	"cmd.claim-threefold":     "dreimalige Wiederholung",
	"cmd.claim-fifty-move":    "50-Züge-Regel",
	"cmd.claim-none":          "keine",
	"cmd.pos-can-mate-white":  "Weiß kann mattsetzen: %s",
	"cmd.pos-can-mate-black":  "Schwarz kann mattsetzen: %s",
	"cmd.verdict-possible":    "ja",
	"cmd.verdict-impossible":  "nein, durch keine Folge regelgemäßer Züge",
	"cmd.verdict-unproven":    "nicht ausgeschlossen",
	"cmd.pos-legal-none":      "Mögliche Züge: keine",
	"cmd.pos-legal":           "Mögliche Züge (%d): %s",
	"cmd.outcome-draw":        "%s, Remis durch %s (Artikel %s)",
	"cmd.outcome-win":         "%s, %s gewinnt durch %s (Artikel %s)",
	"cmd.pos-times#one":       "1-mal",
	"cmd.pos-times#other":     "%d-mal",

	// microphones: the list and the test.
	"mic.count#one":       "1 Mikrofon:",
	"mic.count#other":     "%d Mikrofone:",
	"mic.channels#one":    "1 Kanal",
	"mic.channels#other":  "%d Kanäle",
	"mic.device":          "%s, %.0f Hz, %s",
	"mic.device-default":  "%s, die Voreinstellung",
	"mic.use-one":         "Eines verwenden mit: blindchess play --voice-input --microphone NAME (ein Teil des Namens genügt).",
	"mic.listening":       "Höre %s %s s lang zu: einen Zug oder eine Anfrage sagen.",
	"mic.speech-no-words": "Sprache bei %s s, aber keines der Wörter eines Zugs oder einer Anfrage.",
	"mic.heard-at":        "Gehört bei %s s: %s",
	"mic.heard-end":       "Gehört am Ende: %s",
	"mic.no-recogniser":   "Die Spracherkennung konnte nicht laufen: %v",
	"mic.no-sound":        "Vom Mikrofon kam kein Ton: prüfen, ob es angeschlossen und nicht stummgeschaltet ist.",
	"mic.levels":          "Hintergrund %.0f dBFS, am lautesten %.0f dBFS.",
	"mic.clips":           "Der Ton übersteuert: die Lautstärke des Mikrofons verringern.",
	"mic.too-quiet":       "Keine Sprache gehört: näher am Mikrofon sprechen oder seine Lautstärke erhöhen.",
	"mic.no-speech":       "Geräusche, aber keine Sprache gehört: einen ganzen Zug sagen, dann eine Pause machen.",
	"mic.works":           "Das Mikrofon funktioniert.",

	// Braille: scoresheet headers and the display.
	"braille.result":           "Ergebnis %s",
	"braille.sign-white":       "Unterschrift Weiß %s",
	"braille.sign-black":       "Unterschrift Schwarz %s",
	"braille.page-too-small":   "eine Braille-Seite von %d×%d Zellen ist zu klein: mindestens 12 Spalten und 4 Zeilen angeben",
	"braille.bad-fen":          "die FEN der Partie: %v",
	"braille.bad-move":         "Zug %s: %v",
	"braille.no-display-game":  "Keine Braillezeile: %v. Die Partie geht ohne sie weiter.",
	"braille.no-display-clock": "Keine Braillezeile: %v. Die Uhr läuft ohne sie weiter.",

	// The start of a game whose players are not named.
	"table.game-starts-unnamed":       "Partie Weiß gegen Schwarz. Weiß am Zug.",
	"table.game-starts-unnamed-black": "Partie Weiß gegen Schwarz. Schwarz am Zug.",

	// Errors of the system about files, in words.
	"capture.flag":    "--microphone: %v",
	"os.path-error":   "%[2]s: %[3]s",
	"os.no-such-file": "Datei oder Ordner nicht gefunden",
	"os.permission":   "keine Berechtigung",
	"os.is-dir":       "ist ein Ordner",
	"os.not-dir":      "ist kein Ordner",
	"os.disk-full":    "kein Platz mehr auf dem Datenträger",
	"os.read-only":    "Datenträger nur lesbar",
	"os.exists":       "existiert bereits",

	// The board commands as help names them.
	// The command line: arguments, and --resume given a folder
	// (cmd/blindchess, internal/session).
	"cli.arg-missing":                  "%s: Geben Sie %s an, zum Beispiel: %s",
	"cli.arg-extra":                    "%s: zu viele Argumente (%s); geben Sie nur %s an, zum Beispiel: %s",
	"cli.no-args":                      "%s nimmt keine Argumente, nur Optionen: %q ist keine (siehe %s --help)",
	"cli.game-folder":                  "den Ordner der Partie",
	"session.resume-no-journal":        "--resume %s: in diesem Ordner ist kein Journal einer Uhr; geben Sie die Datei an, die die Uhr beim Start genannt hat",
	"session.resume-many-journals":     "--resume %s: in diesem Ordner sind %d Journale von Uhren; geben Sie eines an, zum Beispiel das neueste: --resume %s",
	"session.resume-not-clock-journal": "--resume %s: das ist kein Journal von blindchess (%s); geben Sie das Journal an, das die Uhr beim Start genannt hat (die Datei bleibt, wie sie ist)",

	// The manual page (blindchess man): its sections and its own words.
	"man.section":       "Benutzerbefehle",
	"man.name":          "BEZEICHNUNG",
	"man.synopsis":      "ÜBERSICHT",
	"man.description":   "BESCHREIBUNG",
	"man.commands":      "BEFEHLE",
	"man.exit-status":   "EXIT-STATUS",
	"man.see-also":      "SIEHE AUCH",
	"man.command":       "Befehl",
	"man.options":       "Optionen",
	"man.default":       "(Vorgabe %s)",
	"man.exit-0":        "Erfolg",
	"man.exit-1":        "eine Prüfung ist fehlgeschlagen, oder etwas konnte nicht geschrieben werden",
	"man.exit-2":        "falscher Aufruf oder falsche Eingabe; die Meldung auf der Standardfehlerausgabe sagt, was falsch war und was zu tun ist",
	"man.see-also-text": "die README und docs/ der Quellen (%s)",

	// The other commands: board, follow, listen, perft, recording, say, ports, simulate, pgn.
	"cmd.board-watching":       "Beobachte das %s an %s; Strg-C beendet",
	"cmd.board-noise":          "Leitungsstörung: %s übersprungen, %s, %s",
	"cmd.board-trouble":        "Leitungsprobleme: %s, %d zu lang, %d verloren, %s, %s",
	"cmd.follow-following":     "Folge dem %s an %s; Strg-C beendet",
	"cmd.follow-differs":       "Brett weicht ab: %s",
	"cmd.follow-in-step":       "Brett stimmt",
	"cmd.follow-ambiguous":     "das Brett zeigt mehr als einen Zug; den Zug noch einmal machen",
	"cmd.listen-nothing":       "(nichts erkannt)",
	"cmd.perft-nodes":          "Tiefe %d: %d Knoten",
	"cmd.perft-time":           "Zeit %s Sekunden, %s Millionen Knoten je Sekunde",
	"cmd.rec-written":          "Zug %d geschrieben nach %s.",
	"cmd.rec-playing":          "Spiele Zug %d ab.",
	"cmd.rec-playing-to-end":   "Spiele ab Zug %d bis zum Ende ab, Zug %d.",
	"cmd.rec-written-to-end":   "Züge %d bis %d geschrieben nach %s.",
	"cmd.rec-none":             "Noch keine aufgenommenen Züge.",
	"cmd.rec-move-white":       "Zug %d Weiß %s",
	"cmd.rec-move-black":       "Zug %d Schwarz %s",
	"cmd.rec-before-first":     "Vor dem ersten Zug",
	"cmd.rec-recovered":        "%s (nach einem Absturz wiederhergestellt)",
	"cmd.rec-taken-back":       "%s, zurückgenommen",
	"cmd.rec-entry":            "%s: %s bis %s, %s, %s",
	"cmd.ports-none":           "keine seriellen Ports gefunden. Ein Brett an USB erscheint als /dev/ttyUSB… oder /dev/ttyACM…: Kabel prüfen und ob das Brett eingeschaltet ist.",
	"cmd.ports-none-windows":   "keine seriellen Ports gefunden. Ein Brett an USB erscheint als COM-Port (COM3, COM4 …; der Geräte-Manager zeigt sie unter Anschlüsse): Kabel prüfen, ob das Brett eingeschaltet und sein Treiber installiert ist.",
	"cmd.ports-none-darwin":    "keine seriellen Ports gefunden. Ein Brett an USB erscheint als /dev/cu.usbserial-… oder /dev/cu.usbmodem…: Kabel prüfen und ob das Brett eingeschaltet ist.",
	"cmd.ports-pty":            "Pseudo-Terminals werden nicht aufgelistet; sie beim Namen nennen, z. B. blindchess ports /dev/pts/3",
	"cmd.ports-serial":         "Seriennummer %s",
	"cmd.ports-answers":        "antwortet als %s",
	"cmd.ports-no-answer":      "kein Brett antwortet",
	"cmd.sim-on":               "Emulator für das %s an %s",
	"cmd.sim-linked":           "verknüpft unter %s",
	"cmd.sim-off":              "ausgeschaltet; es schaltet sich in %s ein",
	"cmd.sim-help":             "help gibt die Befehle, quit beendet",
	"cmd.sim-switched-on":      "eingeschaltet",
	"cmd.pgn-total":            "insgesamt: %s, %s: %s, %s",
	"cmd.pgn-unreadable":       "%s: kann nicht gelesen werden: %v",
	"cmd.pgn-windows-1252":     "%s: als Windows-1252 (Latin-1) gelesen, da die Datei kein UTF-8 ist",
	"cmd.pgn-windows-1250":     "%s: als Windows-1250 (mitteleuropäisch) gelesen, da die Datei kein UTF-8 ist und tschechische, slowakische, ungarische oder polnische Buchstaben hat",
	"cmd.pgn-cut":              "%s: kann nicht bis zum Ende gelesen werden: %v",
	"cmd.pgn-check-file":       "%s: %s; prüfen, ob es die richtige Datei ist",
	"cmd.pgn-file-total":       "%s: %s: %s, %s",
	"cmd.pgn-warning":          "%s: Partie %d (%s): Warnung: %s",
	"cmd.fen-fullmove-0":       "Warnung: --fen: Zugnummer %s: Zugnummern beginnen bei 1; die Stellung wird mit Zugnummer 1 gelesen",
	"cmd.pgn-result-but":       "%s (aber die Endstellung ist %s)",
	"cmd.pgn-result-by":        "%s durch %s",
	"cmd.pgn-result-none":      "%s (kein Ergebnis)",
	"cmd.pgn-ok":               "%s: Partie %d (%s): in Ordnung, %s nach %d Halbzügen, Endstellung %s",
	"cmd.n-bytes#one":          "1 Byte",
	"cmd.n-bytes#other":        "%d Bytes",
	"cmd.n-resyncs#one":        "1 Neusynchronisierung",
	"cmd.n-resyncs#other":      "%d Neusynchronisierungen",
	"cmd.n-impossible#one":     "1 unmögliche Nachricht",
	"cmd.n-impossible#other":   "%d unmögliche Nachrichten",
	"cmd.n-garbled#one":        "1 verstümmelte Zeile",
	"cmd.n-garbled#other":      "%d verstümmelte Zeilen",
	"cmd.n-bounces#one":        "1 Prellen",
	"cmd.n-bounces#other":      "%d Prellungen",
	"cmd.n-redundant#one":      "1 überflüssiges Ereignis",
	"cmd.n-redundant#other":    "%d überflüssige Ereignisse",
	"cmd.n-lines#one":          "1 Zeile",
	"cmd.n-lines#other":        "%d Zeilen",
	"cmd.n-files#one":          "1 Datei",
	"cmd.n-files#other":        "%d Dateien",
	"cmd.n-games#one":          "1 Partie",
	"cmd.n-games#other":        "%d Partien",
	"cmd.pgn-utf16-damaged":    "%s: UTF-16 mit beschädigten Zeichen (%d), jedes als U+FFFD gelesen",
	"cmd.pgn-bytes-1252#one":   "%[1]s: 1 Byte, das kein UTF-8 ist, als Windows-1252 gelesen",
	"cmd.pgn-bytes-1252#other": "%s: %d Bytes, die kein UTF-8 sind, als Windows-1252 gelesen",

	// listen without --fen, nothing heard: what to give.
	"cmd.listen-nothing-no-fen": "(nichts erkannt; ohne --fen wird auf jeden Zug gehört, und das hört schlechter als play: die Stellung mit --fen angeben)",

	// arbiter: the build, the tournament setting, the pre-round check, private and public sound.
	"cmd.version-version":            "Version: %s",
	"cmd.version-commit":             "Commit: %s",
	"cmd.version-modified":           "Commit: %s, mit nicht eingecheckten Änderungen",
	"cmd.version-no-commit":          "Commit: unbekannt (ohne Versionsverwaltung gebaut)",
	"cmd.version-go":                 "Go: %s",
	"table.cmd-version":              "version",
	"table.help-version":             "Nennt Version, Commit und Go-Version des Programms, für den Schiedsrichter.",
	"table.version":                  "Programm: %s.",
	"speaking.what-device":           "%s auf dem Tonausgang %s",
	"speaking.device-voice":          "auf einem Tonausgang spielt --voice clips oder espeak, nicht %q",
	"speaking.pa-start":              "PortAudio startet nicht: %v",
	"speaking.pa-list":               "die Tonausgänge können nicht aufgelistet werden: %v",
	"speaking.pa-open":               "der Tonausgang %q öffnet sich nicht: %v",
	"speaking.pa-many":               "mehr als ein Tonausgang passt zu %q; blindchess speakers nennt die vollen Namen",
	"speaking.pa-none":               "kein Tonausgang %q (vorhanden: %s); blindchess speakers listet sie",
	"speaking.pa-closed":             "der Tonausgang ist schon geschlossen",
	"speaking.pa-write":              "der Tonausgang %s spielt nicht mehr: %v",
	"speaking.pa-not-built":          "dieses blindchess wurde ohne PortAudio (cgo) gebaut und kann keinen Tonausgang wählen; mit CGO_ENABLED=1 und portaudio19-dev neu bauen",
	"run.voice-device-needs-a-voice": "--public-device und --private-device brauchen eine Stimme, die abspielt (--voice clips oder espeak), nicht --voice none oder --wav.",
	"cmd.speakers-device":            "%s (%s, %s, %.0f Hz)",
	"cmd.speakers-default":           "%s, die Vorgabe",
	"cmd.speakers-none":              "Kein Tonausgang gefunden; prüfen, ob Soundkarte oder Kopfhörer angeschlossen sind.",
	"run.private-both":               "Turnierpartie: was nur für den sehbehinderten Spieler ist (Antworten der Uhr, seine Anfragen), wird geschrieben, nicht gesprochen, denn mit --earphone both käme es auf den Lautsprecher; --earphone left oder right nennt seinen Ohrhörer.",
	"run.private-speechd":            "Turnierpartie: speech-dispatcher kann einen Satz nicht auf einen Ohrhörer legen, darum sagt er nur die Züge und was alle hören dürfen; was nur für den sehbehinderten Spieler ist, wird geschrieben. --voice espeak oder clips mit --earphone left oder right sagt es in seinem Ohrhörer.",
	"check.start":                    "Prüfung vor der Runde. Nach jedem Prüfsatz antworten, welches Ohr ihn gehört hat: links, rechts, beide oder keins.",
	"check.sentence":                 "Prüfsatz %d.",
	"check.ask":                      "Welches Ohr hat Prüfsatz %d gehört? links, rechts, beide oder keins.",
	"check.bad-answer":               "%q: links, rechts, beide oder keins eingeben.",
	"check.ear-left":                 "links",
	"check.ear-right":                "rechts",
	"check.ear-both":                 "beide",
	"check.ear-none":                 "keins",
	"check.heard-ok":                 "Prüfsatz %d, Kanal %s: gehört %s. Richtig.",
	"check.heard-wrong":              "Prüfsatz %d, Kanal %s: gehört %s. Falsch: Ohrhörer, Kabel und --earphone prüfen.",
	"check.no-answer":                "Prüfsatz %d: keine Antwort.",
	"check.no-voice":                 "Ohrhörerkanäle nicht geprüft, da keine Stimme spricht: eine Stimme angeben, die über die Soundkarte spielt (--voice espeak oder --voice clips), und die Prüfung wiederholen.",
	"check.board-tactile":            "Steckbrett",
	"check.board-sighted":            "Brett des Gegners",
	"check.board-start":              "%s: die Grundstellung.",
	"check.board-not-start":          "%s: nicht die Grundstellung; abweichende Felder (%d): %s.",
	"check.board-silent":             "%s (%s): keine Stellung innerhalb von %v; Kabel prüfen, ob das Brett eingeschaltet ist und ob dies sein Anschluss ist (blindchess ports sagt, welches Brett an welchem Anschluss antwortet).",
	"check.bad-sighted":              "--sighted %q: dgt:ANSCHLUSS schreiben, zum Beispiel dgt:/dev/ttyUSB0.",
	"check.mic-default":              "das Standardmikrofon",
	"check.mic-default-failed":       "Das Standardmikrofon kann nicht gelesen werden: %v.",
	"check.mic-level":                "Mikrofon %s: Pegel %.0f dBFS, Spitze %.0f dBFS.",
	"check.mic-quiet":                "Mikrofon %s: Pegel %.0f dBFS, Spitze %.0f dBFS: zu leise für die Aufnahme; prüfen, ob es eingeschaltet ist und nahe am Tisch steht.",
	"check.mic-failed":               "Mikrofon %s kann nicht gelesen werden: %v.",
	"check.ready":                    "Der Tisch ist bereit; bestandene Prüfungen: %d.",
	"check.not-ready":                "Der Tisch ist nicht bereit; nicht bestandene Prüfungen: %d von %d.",
	"check.journal":                  "Ergebnis geschrieben in %s.",
	"check.journal-failed":           "Das Ergebnis kann nicht in %s geschrieben werden: %v.",
	"cmd.pos-tournament":             "Legale Züge und Remisreklamationen: nicht angegeben (Turnierpartie; --casual gibt sie an).",
	"table.arbiter-log-failed":       "Das Protokoll des Schiedsrichters kann nicht geschrieben werden: %s. Die Partie geht weiter; das Journal hält jede Eingabe fest.",
	"table.ambiguous-plain":          "Mehrdeutig: %s; Linie oder Reihe der ziehenden Figur nennen.",

	// Time controls and time announcements as typed (internal/clock): what is wrong.
	"clock.parse-at-end":              "%q: %s am Ende",
	"clock.parse-at":                  "%q: %s bei %q (Zeichen %d)",
	"clock.parse-non-ascii":           "unerwartetes Zeichen außerhalb von ASCII, erwartet: %s",
	"clock.parse-expected":            "erwartet: %s",
	"clock.parse-too-large":           "Zahl zu groß",
	"clock.parse-unit":                "nach der Zahl fehlt eine Einheit",
	"clock.parse-unit-order":          "Einheiten gehen von Stunden bis Millisekunden, jede einmal",
	"clock.parse-over-24h":            "die Zeit ist mehr als 24 Stunden",
	"clock.parse-empty":               "leere Bedenkzeit; zum Beispiel 90+30 schreiben",
	"clock.parse-zero":                "die Zeit muss mehr als 0 sein",
	"clock.parse-clock-form":          "eine Zeit so schreiben, wie die Uhr sie zeigt: m:ss (0:30) oder h:mm:ss (1:30:00)",
	"clock.parse-under-second":        "die Zeit %v ist kürzer als 1 Sekunde; Minuten (90) oder eine Zeit mit Einheiten (1h30m, 2m30s) eingeben",
	"clock.parse-hourglass-after":     "eine Sanduhr hat eine Zeit und nichts danach",
	"clock.parse-no-count":            "die Periode davor hat keine Zugzahl und gilt so für den Rest der Partie; sie als Züge/Minuten schreiben",
	"clock.parse-too-many-periods":    "mehr als %d Perioden",
	"clock.parse-move-count":          "eine Zugzahl liegt zwischen 1 und %d",
	"clock.parse-bonus-over-hour":     "%s von mehr als 1 Stunde",
	"clock.parse-delay-min":           "eine Verzögerung ist mindestens 1 Sekunde",
	"clock.what-hourglass-minutes":    "die Minuten der Sanduhr",
	"clock.what-next-period":          "\",\" vor der nächsten Periode, \"+\" (Inkrement), \"d\" (einfache Verzögerung) oder \"b\" (Bronstein-Verzögerung)",
	"clock.what-count-or-minutes":     "eine Zugzahl oder Minuten",
	"clock.what-period-minutes":       "die Minuten der Periode",
	"clock.what-seconds-increment":    "die Sekunden des Inkrements",
	"clock.what-seconds-simple-delay": "die Sekunden der einfachen Verzögerung",
	"clock.what-seconds-bronstein":    "die Sekunden der Bronstein-Verzögerung",
	"clock.bonus-increment":           "Inkrement",
	"clock.bonus-simple-delay":        "einfache Verzögerung",
	"clock.bonus-bronstein":           "Bronstein-Verzögerung",
	"clock.what-alert-time":           "eine Zeit wie 10m oder 30s",
	"clock.alerts-empty":              "leere Liste; zum Beispiel 10m,1m,30s oder none schreiben",
	"clock.alerts-every-once":         "\"every\" darf nur einmal stehen",
	"clock.alerts-unit":               "eine Einheit schreiben: 10m oder 30s",
	"clock.alerts-interval":           "der Abstand muss mindestens 1 Sekunde sein",
	"clock.alerts-zero":               "eine Zeit muss mehr als 0 sein",
	"clock.alerts-twice":              "diese Zeit steht schon in der Liste",
	"clock.alerts-next":               "\",\" vor der nächsten Zeit",

	// input: the input grammar, confirmations, reasons for an illegal move
	"table.pressed":                  "Gedrückt",
	"table.read-as-move":             "Als Zug gelesen, nicht als Befehl %s.",
	"table.confirm-how":              "Mit ja bestätigen; alles andere bricht ab.",
	"table.confirm-cancelled":        "Abgebrochen, nichts geändert.",
	"table.confirm-quit":             "Partie verlassen? Sie bleibt gespeichert und kann fortgesetzt werden.",
	"table.confirm-resign":           "%s gibt auf: die Partie endet.",
	"table.confirm-claim":            "Remisreklamation von %s, ohne Zug? Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben.",
	"table.confirm-claim-move":       "Remisreklamation von %s mit dem Zug %s? Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben und der Zug wird gespielt.",
	"table.confirm-claim-has-move":   "%s ist am Zug (Artikel 1.3).",
	"table.confirm-draw":             "Remis anbieten?",
	"table.confirm-accept":           "Remis annehmen? Die Partie endet remis.",
	"table.confirm-result":           "Schiedsrichter: Ergebnis %s setzen?",
	"table.confirm-takeback":         "Schiedsrichter: den letzten Zug %s zurücknehmen?",
	"table.retrace-reopens":          "Die Partie ist beendet (%s): ihr Ergebnis wird gestrichen, und die Partie geht weiter.",
	"table.retrace-reopened":         "Das Ergebnis ist gestrichen; die Partie geht weiter.",
	"table.confirm-retrace":          "Schiedsrichter: die Partie zurücknehmen bis nach %s?",
	"table.why-no-legal-move":        "Es gibt keinen möglichen Zug.",
	"table.why-no-piece":             "Auf %s steht keine Figur.",
	"table.why-opponent-piece":       "Die Figur auf %s gehört dem Gegner.",
	"table.why-other-piece":          "Auf %s steht eine andere Figur.",
	"table.why-promotion-rank":       "Ein Bauer wandelt sich nur auf der letzten Reihe um.",
	"table.why-cannot-reach":         "Keine solche Figur kann %s erreichen.",
	"table.why-pawn-capture-file":    "Ohne Linie ist das ein Bauernzug geradeaus, den hier kein Bauer machen kann; ein schlagender Bauer nennt die Linie, von der er kommt: %s.",
	"table.why-no-castling-right":    "Kein Rochaderecht auf dieser Seite: König oder Turm hat schon gezogen.",
	"table.why-castle-in-check":      "Im Schach darf nicht rochiert werden.",
	"table.why-castle-blocked":       "Zwischen König und Turm müssen die Felder frei sein.",
	"table.why-castle-through-check": "Der König darf nicht über ein angegriffenes Feld rochieren, und %s ist angegriffen.",

	// The table's help lines of the boards, the touches, the recogniser's
	// words and the arbiter's commands; a board's changes; the clock's
	// state with a reopened result (internal/table).
	"table.help-board":            "Allein: wie die Bretter von der Partie abweichen, ganz (ohne Bretter: die Stellung); brett steckbrett oder brett sehend: ein Brett. Mit einem Ereignis: heben e2 (angehoben), setzen e4 (gesetzt; mit q dahinter: Umwandlung), abbild (ganzes Brett), weg (Verbindung weg), störung (Störung).",
	"table.help-touches":          "Für den Schiedsrichter: alle Berührungen auf den Brettern, mit Zeit.",
	"table.help-voice":            "Was die Spracherkennung gehört hat (mit --voice-input schreibt sie diese Zeilen selbst); ein gehörter Zug gilt erst nach ja.",
	"table.help-arbiter-time":     "Setzt die Zeit der genannten Seite, zum Beispiel schiedsrichter zeit weiß 1:30:00; null fragt zuerst, denn dann fällt das Blättchen (Artikel 6.9).",
	"table.help-arbiter-add":      "Die genannte Seite erhält die Zeit (oder verliert sie mit -), zum Beispiel schiedsrichter geben schwarz 2m oder -1m.",
	"table.help-arbiter-penalty":  "Bestraft die genannte Seite: ihr Gegner erhält 2 Minuten (im Schnell- und Blitzschach 1 Minute), zum Beispiel schiedsrichter strafe schwarz.",
	"table.help-arbiter-illegal":  "Ein abgeschlossener regelwidriger Zug der genannten Seite: der erste gibt ihrem Gegner Zeit, der zweite verliert nach einer Rückfrage (Artikel 7.5); mit drücken ihr Uhrdruck ohne Zug, den das Schiedsrichterprotokoll festhält (7.5.3).",
	"table.help-arbiter-moves":    "Setzt den Zugzähler einer Seite, zum Beispiel schiedsrichter züge weiß 20.",
	"table.help-arbiter-result":   "Setzt das Ergebnis; * öffnet eine irrtümlich beendete Partie wieder; 0-0 (beide verlieren), 1/2-0 und 0-1/2 sind die Ausnahmeergebnisse (Artikel 11.7, 11.8, 12.9).",
	"table.help-arbiter-takeback": "Nimmt den letzten Zug zurück, auch einen abgeschlossenen; die Uhr steht auf dem Stand vor dem Zug.",
	"table.help-arbiter-compare":  "Vergleicht die Aufzeichnung mit dem Partieformular des Gegners (Anhang D.2.9), zum Beispiel schiedsrichter vergleichen e4 e5 Sf3.",
	"table.help-arbiter-retrace":  "Setzt die Partie auf die Stellung nach Zug N von Weiß oder Schwarz zurück (schiedsrichter zurücksetzen 12 schwarz); jedes Brett erfährt, wie es dorthin kommt (Anhang D.2.9).",
	"table.clock-paused-resume":   "Die Uhr ist angehalten; fortsetzen mit weiter.",
	"table.pause-next":            "Den Schiedsrichter rufen (Artikel 6.11.2); weiter lässt die Uhr wieder laufen.",
	"table.pause-next-casual":     "Weiter lässt die Uhr wieder laufen.",
	"table.clock-running":         "Die Uhr läuft.",
	"board.press-differs":         "Uhrdruck abgelehnt: das %s zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). %s",
	"board.square-right":          "%s stimmt.",
	"board.in-step":               "Das %s stimmt mit der Partie überein.",
	"board.no-picture":            "Das %s hat noch kein Bild geschickt.",
	"table.cmd-board":             "brett",
	"table.cmd-touches":           "berührungen",
	"table.cmd-voice":             "stimme",
	"table.args-board":            "[steckbrett oder sehend] [heben e2, setzen e4 [q], abbild …, weg oder störung]",
	"table.args-voice":            "[wörter]",
	"table.args-arbiter-time":     "weiß oder schwarz ZEIT",
	"table.args-arbiter-add":      "weiß oder schwarz ZEIT",
	"table.args-arbiter-penalty":  "weiß oder schwarz",
	"table.args-arbiter-illegal":  "weiß oder schwarz [drücken]",
	"table.args-arbiter-moves":    "weiß oder schwarz ZAHL",
	"table.args-arbiter-result":   "1-0, 0-1, 1/2 oder *",
	"table.args-arbiter-compare":  "ZÜGE",
	"table.args-arbiter-retrace":  "N weiß oder schwarz",

	// What play refuses before anything is created (internal/session).
	"session.wav-no-voice":   "--wav braucht eine Stimme: --voice clips oder espeak angeben. Es wurde nichts angelegt.",
	"session.out-is-folder":  "--%s %s ist ein Ordner: den Namen einer Datei darin angeben, etwa %s. Es wurde nichts angelegt.",
	"session.out-no-folder":  "--%s %s: den Ordner %s gibt es nicht; ihn anlegen oder eine Datei in einem vorhandenen Ordner angeben. Es wurde nichts angelegt.",
	"session.out-not-folder": "--%s %s: %s ist kein Ordner; eine Datei in einem Ordner angeben. Es wurde nichts angelegt.",

	// A FEN or a Chess960 number that is wrong (internal/rules).
	"rules.fen-invalid":                 "ungültige FEN %q: %s: %s",
	"rules.fen-field-placement":         "Aufstellung",
	"rules.fen-field-side-to-move":      "Seite am Zug",
	"rules.fen-field-castling":          "Rochade",
	"rules.fen-field-en-passant":        "en passant",
	"rules.fen-field-halfmove-clock":    "Halbzugzähler",
	"rules.fen-field-fullmove-number":   "Zugnummer",
	"rules.fen-field-position":          "Stellung",
	"rules.fen-fields":                  "6 durch Leerzeichen getrennte Felder erwartet (Aufstellung, Seite am Zug, Rochade, en passant, Halbzugzähler, Zugnummer), %d gefunden",
	"rules.fen-ranks":                   "8 durch '/' getrennte Reihen erwartet, %d gefunden",
	"rules.fen-bad-letter":              "Reihe %d: %q ist kein Figurenbuchstabe (PNBRQK für Weiß, pnbrqk für Schwarz) und keine Ziffer 1-8",
	"rules.fen-rank-long":               "Reihe %d (%q) beschreibt mehr als 8 Felder",
	"rules.fen-rank-short":              "Reihe %d (%q) beschreibt nicht genau 8 Felder",
	"rules.fen-no-king-white":           "kein weißer König",
	"rules.fen-no-king-black":           "kein schwarzer König",
	"rules.fen-two-kings-white":         "zwei weiße Könige",
	"rules.fen-two-kings-black":         "zwei schwarze Könige",
	"rules.fen-kings-white":             "%s",
	"rules.fen-kings-black":             "%s",
	"rules.fen-pawns-white":             "Weiß hat %d Bauern; höchstens 8 sind möglich",
	"rules.fen-pawns-black":             "Schwarz hat %d Bauern; höchstens 8 sind möglich",
	"rules.fen-pieces-white":            "Weiß hat %d Steine; höchstens 16 sind möglich",
	"rules.fen-pieces-black":            "Schwarz hat %d Steine; höchstens 16 sind möglich",
	"rules.fen-promoted-white":          "Weiß hat mehr umgewandelte Figuren (%d) als fehlende Bauern (%d)",
	"rules.fen-promoted-black":          "Schwarz hat mehr umgewandelte Figuren (%d) als fehlende Bauern (%d)",
	"rules.fen-pawn-rank1":              "Bauer auf der ersten Reihe (%s)",
	"rules.fen-pawn-rank8":              "Bauer auf der achten Reihe (%s)",
	"rules.fen-side":                    "%q: w oder b erwartet",
	"rules.fen-not-to-move-check-white": "die Seite, die nicht am Zug ist (Weiß), steht im Schach",
	"rules.fen-not-to-move-check-black": "die Seite, die nicht am Zug ist (Schwarz), steht im Schach",
	"rules.fen-checkers":                "die Seite am Zug steht im Schach durch %d Steine; höchstens 2 sind möglich",
	"rules.fen-ep-bad":                  "%q: - oder ein Feld wie e3 oder d6 erwartet",
	"rules.fen-ep-impossible":           "en-passant-Feld %s ist unmöglich: %s",
	"rules.fen-halfmove":                "%q: eine ganze Zahl ab 0 erwartet",
	"rules.fen-fullmove":                "%q: eine ganze Zahl ab 1 erwartet",
	"rules.ep-rank-white":               "mit Weiß am Zug muss es auf Reihe %d stehen",
	"rules.ep-rank-black":               "mit Schwarz am Zug muss es auf Reihe %d stehen",
	"rules.ep-no-pawn-white":            "auf %s steht kein weißer Bauer, der gerade einen Doppelschritt gemacht haben könnte",
	"rules.ep-no-pawn-black":            "auf %s steht kein schwarzer Bauer, der gerade einen Doppelschritt gemacht haben könnte",
	"rules.ep-occupied":                 "%s ist besetzt",
	"rules.ep-from-occupied":            "%s, woher der Bauer kam, ist besetzt",
	"rules.castle-king-not-home-white":  "Rochaderecht %s, aber der weiße König steht nicht auf seiner Grundreihe",
	"rules.castle-king-not-home-black":  "Rochaderecht %s, aber der schwarze König steht nicht auf seiner Grundreihe",
	"rules.castle-no-rook":              "Rochaderecht %s, aber kein Turm auf %s",
	"rules.castle-no-rook-side-h-white": "Rochaderecht %s, aber kein weißer Turm auf der Seite der h-Linie vom König auf %s",
	"rules.castle-no-rook-side-h-black": "Rochaderecht %s, aber kein schwarzer Turm auf der Seite der h-Linie vom König auf %s",
	"rules.castle-no-rook-side-a-white": "Rochaderecht %s, aber kein weißer Turm auf der Seite der a-Linie vom König auf %s",
	"rules.castle-no-rook-side-a-black": "Rochaderecht %s, aber kein schwarzer Turm auf der Seite der a-Linie vom König auf %s",
	"rules.castle-no-rook-on-white":     "Rochaderecht %s, aber kein weißer Turm auf %s",
	"rules.castle-no-rook-on-black":     "Rochaderecht %s, aber kein schwarzer Turm auf %s",
	"rules.castle-bad-letter":           "%q ist kein Rochadebuchstabe (KQkq, ein Linienbuchstabe A-H/a-h für Chess960, oder -)",
	"rules.castle-twice":                "Rochaderecht %s doppelt angegeben",
	"rules.castle-side-twice-white":     "Rochaderecht %s: Weiß hat auf dieser Seite schon ein Rochaderecht",
	"rules.castle-side-twice-black":     "Rochaderecht %s: Schwarz hat auf dieser Seite schon ein Rochaderecht",
	"rules.castle-king-corner-white":    "Rochaderecht %s, aber der weiße König auf %s kann kein Rochaderecht behalten haben: in jeder Anfangsstellung steht der König zwischen seinen Türmen",
	"rules.castle-king-corner-black":    "Rochaderecht %s, aber der schwarze König auf %s kann kein Rochaderecht behalten haben: in jeder Anfangsstellung steht der König zwischen seinen Türmen",
	"rules.castle-kings-files":          "beide Seiten haben Rochaderechte, aber die Könige stehen auf verschiedenen Linien (%s und %s); in jeder Anfangsstellung stehen sie sich gegenüber",
	"rules.castle-rooks-files":          "Rochaderechte mit den Türmen auf %s und %s: in jeder Anfangsstellung stehen die Türme einer Seite des Königs auf derselben Linie",
	"rules.chess960-range":              "Chess960-Stellung %d: eine Zahl von 0 bis 959 erwartet (518 ist die Grundstellung)",
	"rules.chess960":                    "Chess960-Stellung %d: %v",

	// hub: the round's hub and a table's link to it (issue 27)
	"hub.err-token":         "Falsches oder fehlendes Rundenkennwort: das Kennwort senden, das der Hub in seine --token-file geschrieben hat.",
	"hub.err-board":         "%q ist keine Brettnummer: 1 bis %d verwenden.",
	"hub.err-unknown-board": "Brett %d hat an diesem Hub noch keine Partie.",
	"hub.err-claimed":       "An Brett %d spielt schon ein anderer Tisch: --board an beiden Tischen prüfen.",
	"hub.err-seq":           "Ereignis %d kommt außer der Reihe: der Hub erwartet als Nächstes Ereignis %d. Nichts wurde gespeichert.",
	"hub.err-body":          "Die Anfrage ist kein Stapel von Ereignissen: %v",
	"hub.err-too-big":       "Die Anfrage ist größer als %d Bytes: weniger Ereignisse auf einmal senden.",
	"hub.err-setup":         "Der Aufbau der Partie ist nicht lesbar: %v",
	"hub.err-store":         "Der Hub konnte die Ereignisse nicht speichern: %v. Der Tisch sendet sie erneut.",
	"hub.err-game":          "Der Stapel nennt eine andere Partie als sein Kopf: den Kopf des Journals unverändert senden.",
	"hub.err-after":         "%q ist keine Eintragsnummer: die Nummer der zuletzt gesehenen Zeile verwenden.",
	"hub.attn-claim":        "Brett %d: Reklamation %q.",
	"hub.attn-arbiter":      "Brett %d: Schiedsrichterbefehl %q.",
	"hub.attn-refused":      "Brett %d: %q abgewiesen: %s",
	"hub.attn-mismatch":     "Brett %d: %s",
	"hub.attn-flag":         "Brett %d: das Fallblättchen von %s ist gefallen.",
	"hub.attn-result":       "Brett %d: Partie beendet, %s, %s.",
	"hub.attn-board":        "Brett %d: %s",
	"hub.attn-retrace":      "Brett %d: die Partie wurde zurückgesetzt.",
	"hub.attn-lost":         "Brett %d: seit %s keine Nachricht vom Tisch.",
	"hub.white":             "Weiß",
	"hub.black":             "Schwarz",
	"hub.page-title":        "Runde %d: Ansicht des Schiedsrichters",
	"hub.page-boards":       "Bretter",
	"hub.page-attention":    "Braucht jetzt den Schiedsrichter, Neuestes zuerst",
	"hub.page-none":         "Nichts braucht den Schiedsrichter.",
	"hub.page-noboards":     "Noch kein Tisch hat sich gemeldet.",
	"hub.page-board":        "Brett %d: %s gegen %s",
	"hub.page-move":         "Zug %d, %s am Zug",
	"hub.page-clocks":       "Uhren: Weiß %s, Schwarz %s",
	"hub.page-result":       "Ergebnis %s, %s",
	"hub.page-reload":       "Seite neu laden",
	"hub.net-refused":       "dort antwortet nichts (der Hub läuft nicht, oder Adresse oder Port sind falsch)",
	"hub.net-no-host":       "den Namen %s gibt es nicht (die Adresse prüfen)",
	"hub.net-unreachable":   "das Netz reicht nicht bis dorthin (Kabel oder WLAN prüfen)",
	"hub.net-timeout":       "keine Antwort in der Zeit",
	"hub.net-push-refused":  "dort antwortet nichts (die Adresse prüfen)",
	"hub.send-lost":         "Der Hub unter %s ist nicht erreichbar: %v. Die Züge warten im Journal und werden gesendet, sobald er wieder da ist.",
	"hub.send-back":         "Der Hub unter %s hat wieder alle Züge.",
	"hub.send-refused":      "Der Hub hat diesen Tisch abgewiesen: %s",
	"hub.listening":         "Der Hub der Runde %d ist erreichbar unter %s. Das Rundenkennwort steht in %s.",
	"hub.listening-next":    "An jedem Tisch: blindchess play … --hub %s --board N --hub-token-file %s (eine Kopie der Kennwortdatei).",
	"hub.watch-lost":        "Der Hub unter %s ist nicht erreichbar: %v. Neuer Versuch.",
	"hub.push-failed":       "Die Runde an %s zu senden schlug fehl: %v. Neuer Versuch.",
	"hub.exported":          "Die PGN der Runde steht in %s: games.pgn, und game-N.pgn für Brett N; nach jedem Zug neu.",
	"hub.export-failed":     "Die Runde nach %s zu schreiben schlug fehl: %v. Neuer Versuch beim nächsten Zug.",
	"hub.board-needs-hub":   "--board braucht --hub, und --hub braucht --board und --hub-token-file.",
	"hub.bad-token-file":    "Das Rundenkennwort ist aus %s nicht lesbar: %v",
	"hub.bad-round":         "--round muss eine Zahl von 1 bis 999 sein.",

	// boards: the board registry, Millennium and the clock levers in play.
	"boards.other-kind":        "%s: das Brett an diesem Anschluss ist kein %s, sondern ein %s; geben Sie es als %s an",
	"boards.sighted-name-path": "--sighted %q: NAME:PFAD mit NAME aus %s schreiben (z. B. dgt:/dev/ttyUSB0 oder millennium:/dev/ttyUSB0) oder virtual",
	"boards.sighted-tactile":   "--sighted %q: eine Partie schließt ein Steckbrett an, das des sehbehinderten Spielers, angegeben mit --tactile; --sighted nimmt das Brett des sehenden Spielers. Bei zwei sehbehinderten Spielern wird nur ein Steckbrett angeschlossen: was dann zu tun ist, steht in docs/play.md, \"Two visually impaired players\"",
	"boards.give-one-board":    "ein Brett angeben: --board NAME:PFAD (NAME aus %s), --dgt PFAD oder --tactile PFAD, z. B. blindchess board watch --board millennium:/dev/ttyUSB0",
	"boards.unknown-board":     "%q: NAME:PFAD mit NAME aus %s angeben, z. B. dgt:/dev/ttyUSB0",
	"boards.simulate-needs":    "simulate braucht die Art des Bretts: %s, z. B. blindchess simulate dgt --link /tmp/brett",
	"boards.simulate-unknown":  "unbekanntes Brett %q: eines von %s simulieren",
	"boards.ports-registered":  "bekannte Bretter mit diesen USB-Kennungen: %s",

	// laws: the session's setting (internal/table).
	"table.setting-tournament":      "Turnierpartie.",
	"table.chess960-start":          "Chess960, Stellung %d. Grundreihen von %s bis %s: %s.",
	"table.setting-casual":          "Freie Partie.",
	"table.bad-setting":             "unbekannte Spielart %q; schreiben Sie tournament oder casual",
	"table.start-waits":             "Die Uhr wartet auf den Schiedsrichter: starten eingeben.",
	"table.wait-for-start":          "Die Uhr ist noch nicht gestartet: der Schiedsrichter startet sie mit starten (Artikel 6.6).",
	"table.not-pressed":             "%s hat die Uhr noch nicht gedrückt: zuerst drücken (Artikel 6.2).",
	"table.undo-on-board":           "Der Zug %s wurde auf dem %s ausgeführt: eine losgelassene Figur ist ein ausgeführter Zug (Artikel 4.7). Nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen).",
	"table.undo-claimed":            "Der Zug %s wurde mit einer Reklamation aufgeschrieben und muss gespielt werden (Artikel 9.5). Nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen).",
	"table.reason-resign-no-mate":   "Aufgabe, aber der Gegner kann nicht mehr mattsetzen (Artikel 5.1.2)",
	"table.penalty-offender":        "%s bestraft: %s erhält %s.",
	"table.claim-after-touch":       "%s hat in diesem Zug eine Figur berührt und darf jetzt nicht reklamieren (Artikel 9.4).",
	"table.claim-for":               "Reklamation von %s. Uhren angehalten.",
	"table.claim-written":           "Aufgeschriebener Zug: %s.",
	"table.claim-finds-correct":     "Das Programm hält sie für berechtigt: %s.",
	"table.claim-finds-wrong":       "Das Programm hält sie für unberechtigt: %s.",
	"table.claim-arbiter-decides":   "Der Schiedsrichter entscheidet: schiedsrichter stattgeben oder schiedsrichter zurückweisen.",
	"table.claim-waits":             "Die Reklamation von %s wartet auf den Schiedsrichter: schiedsrichter stattgeben oder schiedsrichter zurückweisen.",
	"table.no-claim-waits":          "Keine Reklamation wartet auf den Schiedsrichter.",
	"table.time-control":            "Bedenkzeit %s: %s.",
	"table.claim-rejected":          "Der Schiedsrichter weist die Reklamation von %s zurück (Artikel 9.5.3).",
	"table.claim-penalty":           "%s erhält %s.",
	"table.touch-rejects-offer":     "%s hat eine Figur berührt: das Remisangebot von %s ist abgelehnt (Artikel 9.1.2.1).",
	"table.move-rejects-offer":      "%s hat gezogen: das Remisangebot von %s ist abgelehnt (Artikel 9.1.2.1).",
	"table.help-arbiter-accept":     "Gibt der wartenden Reklamation statt: die Partie ist remis (Artikel 9.5).",
	"table.help-arbiter-reject":     "Weist die wartende Reklamation zurück: der Gegner des Reklamierenden erhält Zeit gutgeschrieben, der aufgeschriebene Zug wird gespielt und die Uhr läuft wieder (Artikel 9.5.3).",
	"table.illegal-on-board":        "Regelwidriger Zug von %s auf dem %s abgeschlossen: Uhren angehalten (Artikel 7.5). Der Schiedsrichter wird gerufen: schiedsrichter regelwidrig %s stellt die Stellung davor wieder her und gibt die Strafe.",
	"table.illegal-on-board-named":  "Regelwidriger Zug von %s auf dem %s abgeschlossen: %s. Uhren angehalten (Artikel 7.5). Der Schiedsrichter wird gerufen: schiedsrichter regelwidrig %s stellt die Stellung davor wieder her und gibt die Strafe.",
	"table.illegal-moved":           "%s %s auf %s",
	"table.illegal-promotion":       "%s hat mit einem Bauern auf der letzten Reihe ohne neue Figur gedrückt: ein regelwidriger Zug; der Bauer wird eine Dame (Artikel 7.5.2). Uhren angehalten; der Schiedsrichter wird gerufen: schiedsrichter regelwidrig %s.",
	"table.illegal-waits":           "Ein regelwidriger Zug von %s wartet auf den Schiedsrichter: schiedsrichter regelwidrig %s.",
	"table.illegal-may-stand":       "Im Schnell- und Blitzschach kann er ohne Reklamation stattdessen stehen bleiben: schiedsrichter gilt (Anhang A.4.2).",
	"table.stands":                  "Der regelwidrige Zug von %s auf dem %s bleibt stehen (Anhang A.4.2). %s Die Partie geht von dieser Stellung weiter, %s am Zug.",
	"table.stands-promoted":         "Der regelwidrige Zug von %s bleibt stehen (Anhang A.4.2): der Bauer ist eine Dame (Artikel 7.5.2), eine Strafe gibt es nicht.",
	"table.stands-none":             "Kein auf einem Brett ausgeführter regelwidriger Zug wartet auf den Schiedsrichter: schiedsrichter gilt lässt nur einen solchen stehen (Anhang A.4.2).",
	"table.stands-standard":         "Bei Turnierbedenkzeit bleibt ein regelwidriger Zug nicht stehen (Artikel 7.5.1; Anhang A.4.2 gilt für Schnell- und Blitzschach): schiedsrichter regelwidrig %s stellt die Stellung davor wieder her.",
	"table.stands-unknown":          "Das %s sagt nicht, welche Figur auf %s steht, daher kann die Partie nicht von ihm aus weitergehen: schiedsrichter regelwidrig %s stellt die Stellung davor wieder her, oder, sind die Figuren bekannt, eine neue Partie mit play --fen.",
	"table.stands-impossible":       "Die Stellung auf dem %s kann in keiner Partie entstehen (Artikel 3.10.3): %s. Der Zug kann nicht stehen bleiben: schiedsrichter regelwidrig %s stellt die Stellung davor wieder her.",
	"table.stands-over":             "Danach hätte %s keinen regelgemäßen Zug, und ein regelwidriger Zug kann die Partie nicht beenden (Artikel 5.1.1, 5.2.1): schiedsrichter regelwidrig %s stellt die Stellung davor wieder her.",
	"table.stands-no-board":         "Das %s zeigt seine Stellung gerade nicht (weg oder noch nicht wieder gelesen): die Partie kann von ihm aus weitergehen, sobald es sie zeigt; schiedsrichter regelwidrig %s stellt die Stellung vor dem Zug wieder her.",
	"table.help-arbiter-stands":     "Im Schnell- und Blitzschach bleibt ein auf einem Brett abgeschlossener regelwidriger Zug, den niemand reklamiert hat, stehen (Anhang A.4.2): die Partie geht von der Stellung auf diesem Brett weiter, die Uhren wie sie sind, ohne Strafe.",
	"table.adjust-kept":             "Bleibt: %s.",
	"table.adjust-dropped":          "Entfällt: %s.",
	"table.adjust-plus":             "%s plus %s",
	"table.adjust-minus":            "%s minus %s",
	"table.adjust-times":            "Jetzt Weiß %s, Schwarz %s.",
	"table.retrace-steps":           "%s ist hinter der vereinbarten Stellung zurück: %s",
	"table.log-empty":               "Das Schiedsrichterprotokoll ist leer.",
	"table.log-second-illegal":      "Zweiter regelwidriger Zug von %s (Artikel 7.5.5).",
	"table.log-claim-accepted":      "Der Schiedsrichter gibt der Reklamation von %s statt.",
	"table.help-arbiter-log":        "Das Schiedsrichterprotokoll: Berührungen, Korrekturen, Reklamationen und Entscheidungen, Strafen und Zeitänderungen des Schiedsrichters, regelwidrige Züge, Rücknahmen, Rücksetzungen und Hängepartien, mit Zugnummern und Uhrzeiten (auch neben der PGN-Datei).",
	"table.moves-range":             "Kein Zug %s im Partieformular: es hat die Züge %d bis %d.",
	"table.moves-usage":             "züge allein: die Zahl der Züge; züge N: die letzten N Züge; züge ab M: ab Zug M.",
	"table.no-draw-before":          "Keine Remisangebote vor Zug %d (Turnierregel, Artikel 9.1.1); der Schiedsrichter kann eines erlauben: schiedsrichter remis-erlauben.",
	"table.draw-allowed":            "Der Schiedsrichter erlaubt das nächste Remisangebot.",
	"table.increment-usage":         "schiedsrichter inkrement ZEIT, zum Beispiel schiedsrichter inkrement 5s (Richtlinie III.4).",
	"table.increment-bad":           "Inkrement %q: ganze Sekunden von 1s bis 60s schreiben, zum Beispiel 5s.",
	"table.increment-hourglass":     "Eine Sanduhr bekommt kein Inkrement.",
	"table.increment-blitz":         "Kein Inkrement nach Richtlinie III im Blitzschach (III.2.2). Zeit gibt der Schiedsrichter mit schiedsrichter geben.",
	"table.increment-has-bonus":     "Diese Partie hat schon ein Inkrement oder eine Verzögerung, und Richtlinie III.4 gilt nur für Partien ohne (III.2.2). Zeit gibt der Schiedsrichter mit schiedsrichter geben.",
	"table.increment-set":           "Richtlinie III.4: ab dem nächsten Zug erhalten beide Spieler ein Inkrement von %s. Zwei Minuten mehr für den Gegner (III.5) entscheidet der Schiedsrichter: schiedsrichter geben.",
	"table.bad-no-draw-before":      "keine Remisangebote vor Zug %d: eine Zugnummer von 1 bis 500 schreiben, oder 0 für keine",
	"table.resume-bad-number":       "--%s %s ist keine Zahl",
	"table.help-arbiter-increment":  "Richtlinie III.4: beide Spieler erhalten ab dem nächsten Zug dieses Inkrement, zum Beispiel schiedsrichter inkrement 5s.",
	"table.help-arbiter-allow-draw": "Erlaubt das nächste Remisangebot vor dem Zug von --no-draw-offers-before (Artikel 9.1.1).",
	"table.args-arbiter-increment":  "ZEIT",
	"table.help-adjourn":            "Richtlinie I: vertagt die Partie mit dem abgegebenen Zug des Spielers am Zug (vertagen Sf3); der eigene Zug des sehbehinderten Spielers wird nur ihm vorgelesen, wie geschrieben, nach ja versiegelt und nicht geprüft; schiedsrichter öffnen prüft ihn und setzt fort.",
	"table.help-arbiter-unseal":     "Setzt eine Hängepartie fort (auch nach play --resume): der abgegebene Zug wird ausgeführt und die Uhr des Gegners läuft (Richtlinie I).",
	"table.adjourned":               "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort.",
	"table.adjourn-usage":           "vertagen ZUG: der abgegebene Zug des Spielers am Zug, zum Beispiel vertagen Sf3.",
	"table.sealed-illegal":          "Der abgegebene Zug ist hier nicht regelgemäß; bitte neu schreiben (er wird nicht gesagt).",
	"table.result-both-lose":        "beide Spieler verlieren",
	"table.result-white-half":       "Weiß einen halben Punkt, Schwarz keinen",
	"table.result-black-half":       "Weiß keinen Punkt, Schwarz einen halben",
	"table.confirm-seal":            "„%s“ so versiegeln, wie geschrieben? Der Zug wird erst geprüft, wenn der Schiedsrichter den Umschlag öffnet.",
	"table.confirm-seal-unsaid":     "Den Zug so versiegeln, wie geschrieben? Er wird nicht gesagt und erst geprüft, wenn der Schiedsrichter den Umschlag öffnet.",
	"table.sealed-illegal-found":    "Der abgegebene Zug von %s, „%s“, ist hier nicht regelgemäß (Richtlinie I.8).",
	"table.sealed-ambiguous":        "Der abgegebene Zug von %s, „%s“, ist mehrdeutig: mehr als ein Zug passt (Richtlinie I.8).",
	"table.sealed-unreadable":       "Der abgegebene Zug von %s, „%s“, ist als Zug nicht lesbar (Richtlinie I.8).",
	"table.sealed-loses":            "%s verliert: der Schiedsrichter bestätigt das Ergebnis %s oder entscheidet anders.",
	"table.sealed-no-mate":          "%s kann mit keiner Folge regelgemäßer Züge mattsetzen, also endet die Partie remis (wie Artikel 6.9): der Schiedsrichter bestätigt das Ergebnis %s oder entscheidet anders.",
	"table.envelope":                "Umschlag (Richtlinie I.2): Weiß %s, Schwarz %s. Abgegebener Zug: Zug %d, abgegeben von %s.",
	"table.envelope-clocks":         "Uhren: Weiß %s, Schwarz %s. Verbrauchte Zeit: Weiß %s, Schwarz %s.",
	"table.envelope-fen":            "FEN, für Programme: %s",
	"table.envelope-sealed":         "Der abgegebene Zug bleibt verschlossen: er steht im Journal und wird nicht gezeigt; schiedsrichter öffnen führt ihn in Anwesenheit des Gegners aus (Richtlinie I.7, I.9). Datum, Uhrzeit und Ort der Fortsetzung trägt der Schiedsrichter ein.",
	"table.envelope-offer":          "Ein Remisangebot von %s steht.",
	"table.envelope-pawns#other":    "Bauern %s",
	"table.envelope-pawns#one":      "Bauer %s",
	"table.envelope-side":           "%s: %s",
	"table.envelope-position":       "Stellung vor dem abgegebenen Zug: %s; %s.",
	"table.adjourned-say":           "Partie vertagt. Uhren angehalten; der abgegebene Zug ist im Umschlag.",
	"table.nothing-sealed":          "Keine Partie ist vertagt: es gibt keinen abgegebenen Zug.",
	"table.unsealed":                "Der Schiedsrichter öffnet den abgegebenen Zug von %s (Richtlinie I).",
	"table.cmd-adjourn":             "vertagen",
	"table.args-adjourn":            "ZUG",

	// finish20: pgn check's warnings and result errors
	"pgn.result-error":        "Partie %d (%s): %s",
	"pgn.null-move":           "ein Nullzug in Zeile %d, Zug %s; ein Nullzug ist kein regelgemäßer Schachzug",
	"pgn.null-moves":          "%s, der erste in Zeile %d, Zug %s; ein Nullzug ist kein regelgemäßer Schachzug",
	"pgn.n-null-moves#one":    "1 Nullzug",
	"pgn.n-null-moves#other":  "%d Nullzüge",
	"pgn.n-half-moves#one":    "1 Halbzug",
	"pgn.n-half-moves#other":  "%d Halbzüge",
	"pgn.drawn-after-result":  "die Partie endete remis durch %s (Artikel %s) nach %s, das Ergebnis muss also 1/2-1/2 sein, nicht %s",
	"pgn.drawn-after-goes-on": "die Partie endete remis durch %s (Artikel %s) nach %s, aber die Notation geht noch %s weiter",
	"pgn.checkmated-result":   "%s ist matt, das Ergebnis muss also %s sein, nicht %s",
	"pgn.stalemated-result":   "%s ist patt, das Ergebnis muss also 1/2-1/2 sein, nicht %s",
	"pgn.drawn-final-result":  "die Partie ist in der Endstellung remis durch %s (Artikel %s), das Ergebnis muss also 1/2-1/2 sein, nicht %s",
	"pgn.too-little-material": "%s hat zu wenig Material zum Mattsetzen, %s kann also nur eine Aufgabe sein; eine Zeitüberschreitung wäre remis (Artikel 6.9)",
	"pgn.by-dead-position":    "eine tote Stellung",
	"pgn.by-seventy-five":     "die 75-Züge-Regel",
	"pgn.by-fivefold":         "fünfmalige Stellungswiederholung",
	"pgn.by-stalemate":        "Patt",
	"pgn.side-white":          "Weiß",
	"pgn.side-black":          "Schwarz",
	"pgn.roster-missing":      "es fehlen Tags der Seven Tag Roster: %s",
	"pgn.tags-repeated":       "wiederholte Tags, alphabetisch (der erste Wert gilt): %s",
	"pgn.result-tag-invalid":  "der Result-Tag %q ist kein Ergebnis; schreiben Sie 1-0, 0-1, 1/2-1/2 oder *",
	"pgn.result-tag-differs":  "der Result-Tag sagt %s, aber die Züge enden mit %s",
	"pgn.plycount-invalid":    "der PlyCount-Tag %q ist keine Zahl von Halbzügen",
	"pgn.plycount-differs":    "der PlyCount-Tag sagt %s, aber die Partie hat %d",
	"pgn.fen-without-setup":   "ein FEN-Tag ohne SetUp \"1\"; die Partie wird ab der FEN gelesen",

	// finish20: why a journal is damaged
	"journal.damaged":           "Journal ist in Zeile %d (Byte %d) beschädigt: %s; die Einträge davor sind intakt — die Datei für den Schiedsrichter aufbewahren (die PGN-Datei der Partie enthält ihre Züge)",
	"journal.damaged-file":      "Journal %s ist in Zeile %d (Byte %d) beschädigt: %s; die Einträge davor sind intakt — die Datei für den Schiedsrichter aufbewahren (die PGN-Datei der Partie enthält ihre Züge)",
	"journal.not-a-file":        "keine Datei, sondern ein Gerät oder eine Pipe: ein Journal ist eine Datei auf einem Datenträger",
	"journal.no-header":         "Journal hat keinen vollständigen Kopf: die Partie wurde darin nie begonnen",
	"journal.seq":               "Eintrag Nummer %d, wo %d erwartet war",
	"journal.not-a-line":        "keine Journalzeile (erwartet: 8 Hexziffern, ein Leerzeichen und JSON)",
	"journal.checksum-not-hex":  "keine Journalzeile (die Prüfsumme besteht nicht aus 8 kleinen Hexziffern)",
	"journal.checksum-mismatch": "Prüfsumme falsch (gespeichert %s, berechnet %s): die Zeile wurde verändert oder beschädigt",
	"journal.header-invalid":    "Kopf ist ungültig: %v",
	"journal.not-blindchess":    "kein Journal von blindchess (der Kopf sagt nicht \"journal\":\"blindchess\")",
	"journal.version-newer":     "Journalformat Version %d ist neuer, als dieses blindchess liest (%d): blindchess aktualisieren",
	"journal.version-unknown":   "unbekannte Journalformat-Version %d",
	"journal.record-invalid":    "Eintrag ist ungültig: %v",
	"journal.negative-time":     "Eintrag %d hat eine negative Zeit",

	// polish: board follow in the session language.
	"cmd.follow-fault": "Störung des Bretts: %s",
	// finish20: speech backends' notes and errors
	"speaking.note":                  "Sprache: %s",
	"speaking.note-skipped":          "Sprache: %s (%s)",
	"speaking.what-text":             "Textzeilen",
	"speaking.what-speechd":          "speech-dispatcher unter %s",
	"speaking.what-clips":            "aufgenommene Clips auf der Soundkarte",
	"speaking.what-espeak-card":      "espeak-ng auf der Soundkarte",
	"speaking.what-espeak-own":       "espeak-ng, das selbst abspielt",
	"speaking.what-espeak":           "espeak-ng",
	"speaking.what-say":              "macOS say",
	"speaking.what-sapi":             "Windows SAPI",
	"speaking.what-wav":              "%s in %s",
	"speaking.skip-speechd-stuck":    "speech-dispatcher hat nicht geantwortet: mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu",
	"speaking.skip-speechd":          "speech-dispatcher nicht erreichbar",
	"speaking.skip-clips":            "keine Clips auf einer Soundkarte: %v",
	"speaking.skip-espeak":           "kein espeak-ng",
	"speaking.espeak-no-card":        "espeak-ng: %v",
	"speaking.unknown-voice":         "unbekannte Stimme %q: eine von %s verwenden",
	"speaking.no-clip-set":           "dieses Programm hat keine Clips",
	"speaking.no-clip-set-wav":       "dieses Programm hat keine Clips; --voice espeak verwenden",
	"speaking.wav-voice":             "eine WAV-Datei entsteht mit --voice clips oder espeak, nicht %q",
	"speaking.failed":                "Sprache: %s ist ausgefallen (%v); ab jetzt als Text.",
	"speaking.no-sound-card":         "keine nutzbare Soundkarte",
	"speaking.no-sound-card-timeout": "%v: sie wurde nicht innerhalb von %v bereit",
	"speaking.wav-create":            "WAV-Datei anlegen: %v",

	// finish20: ports and serial port errors
	"boardports.hint-ftdi":           "FTDI-Seriell-Adapter, wie in älteren DGT-Brettern (und vielen anderen Geräten)",
	"boardports.hint-dgt":            "vielleicht ein DGT-Brett (Hersteller-ID, die für DGT-Bretter berichtet wird, unbestätigt)",
	"boardports.hint-cp210x":         "Silicon Labs CP210x Seriell-Adapter, wie in Certabo-Brettern (und vielen anderen Geräten)",
	"boardports.hint-silabs":         "Silicon Labs Seriell-Adapter",
	"boardports.hint-pl2303":         "Prolific PL2303 Seriell-Adapter",
	"boardports.hint-ch340":          "WCH CH340 Seriell-Adapter, wie auf billigen Arduino-Nachbauten (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-arduino":        "Arduino (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-rp2040":         "Raspberry Pi RP2040 (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-esp32":          "Espressif ESP32 (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-adafruit":       "Adafruit-Platine (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-teensy":         "Teensy (vielleicht ein selbst gebautes Steckbrett)",
	"boardports.hint-chessnut":       "Chessnut-Brett (ein USB-HID-Gerät; blindchess kann es nicht seriell ansteuern)",
	"boardports.hint-usb-unknown":    "serielles USB-Gerät unbekannter Herkunft",
	"boardports.hint-bluetooth":      "serielle Bluetooth-Verbindung (DGT-Bluetooth-Bretter erscheinen so)",
	"boardports.hint-builtin":        "eingebaute serielle Schnittstelle",
	"boardports.hint-board-computer": "serielle Schnittstelle des Platinenrechners",
	"boardports.hint-pty":            "Pseudo-Terminal (ein emuliertes Brett oder das Terminal eines Programms)",
	"boardports.hint-serial":         "serielle Schnittstelle",
	"boardports.no-answer":           "kein Brett hat geantwortet",
	"boardports.port-error":          "%s: %v",
	"boardports.baud":                "%s: kann nicht auf 9600 Baud umschalten: %v",
	"boardports.list":                "serielle Schnittstellen auflisten: %v",
	"boardports.tactile":             "Steckbrett %s, Protokoll %d",
	"boardports.tactile-firmware":    "Steckbrett %s, Protokoll %d, Firmware %s",
	"boardports.dgt":                 "DGT-Brett, Firmware %s",
	"boardports.baud-mode":           "%s: kann nicht auf %s umschalten: %v",
	"boardports.millennium":          "Millennium-Brett",
	"boardports.millennium-firmware": "Millennium-Brett, Firmware %s",
	"boardports.certabo":             "Certabo-Brett",
	"serialport.write":               "Schreiben auf %s: %v",
	"serialport.read-timeout":        "%s: kann keine Lese-Zeitgrenze setzen: %v",
	"serialport.silent":              "%s: keine Antwort vom Brett seit %s",
	"boardports.darwin-nocgo":        "USB-Angaben brauchen auf macOS ein Programm mit cgo",
	"serialport.permission":          "%s: Zugriff verweigert; sich der Gruppe dialout hinzufügen (sudo adduser $USER dialout) und neu anmelden: %v",
	"serialport.busy":                "%s: die Schnittstelle ist belegt; das andere Programm schließen, das sie benutzt: %v",
	"serialport.no-port":             "%s: keine solche Schnittstelle; das Kabel prüfen oder \"blindchess ports\" aufrufen, um die Schnittstellen zu sehen: %v",
	"serialport.not-serial":          "%s: ein Gerät, aber keine serielle Schnittstelle, also kann kein Brett daran hängen; die Schnittstelle angeben, an der das Brett hängt (\"blindchess ports\" zeigt die Schnittstellen dieses Rechners)",
	"serialport.cannot-open":         "%s: die Schnittstelle lässt sich nicht öffnen: %v",
	"serialport.gone":                "%s: die Schnittstelle ist weg (Kabel gezogen oder Brett ausgeschaltet)",
	"serialport.failed":              "%s: die Schnittstelle ist ausgefallen (Kabel gezogen oder Brett ausgeschaltet?): %v",

	// input2: the clock script's quit question and its answer on the next line
	"clock.script-quit-question":           "Uhr beenden? Die nächste Zeile des Skripts antwortet: ja beendet, alles andere macht weiter und wird nicht ausgeführt.",
	"clock.script-not-quitting-not-done":   "Nicht beendet; die Uhr läuft weiter. %q war die Antwort und wird nicht ausgeführt.",
	"clock.script-ended-unanswered":        "Das Skript endete, bevor die Frage nach dem Beenden beantwortet war; der Lauf endet hier.",
	"clock.answer-without-question":        "%q beantwortet keine Frage; eine Antwort gehört direkt hinter eine Zeile quit",
	"clock.script-answer-without-question": "Zeile %d: %q beantwortet keine Frage; eine Antwort gehört direkt hinter eine Zeile quit",
	// laws2: Article 6.2, nobody presses for a player
	"table.auto-press-tournament": "--auto-press drückt die Uhr für den Spieler, was im Turnierspiel nicht erlaubt ist (Artikel 6.2: niemand drückt für einen Spieler); geben Sie --casual dazu oder lassen Sie --auto-press weg",
	// finish20: where a PGN game fails
	"pgn.where-game":      "Partie %d (%s)",
	"pgn.where-line":      "%s, Zeile %d",
	"pgn.where-move":      "%s, Zug %s",
	"pgn.where-variation": "%s (in einer Variante)",
	"pgn.tag-error":       "Partie %d (%s): Tag %s: %s",

	// voice: a move heard and dropped (internal/table/voice.go).
	"table.voice-dropped":   "Nicht verstanden; der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen.",
	"table.voice-yes-early": "Dieses Ja kam vor der Frage; bitte danach noch einmal Ja sagen.",
	"table.voice-late":      "Das Ja kam zu spät (mehr als %d Sekunden nach der Rückfrage); der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen.",
	"table.voice-letter":    "%s wie der Buchstabe %s.",

	// clockmode: the clock's setting, said at the start (issue 24)
	"clock.setting-tournament":          "Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (t); --announce gibt automatische Ansagen.",
	"clock.setting-tournament-announce": "Turnierpartie: automatische Zeitansagen %s, wie gewünscht.",
	"clock.setting-casual":              "Freie Partie: automatische Zeitansagen %s.",
	"clock.setting-casual-none":         "Freie Partie: keine automatischen Zeitansagen.",
	// cat3a: sentences of say, play --resume, pgn, rules (issue 20).
	"run.play-resume-no-such-file-games": "--resume %s: keine solche Datei; game.journal im Ordner der Partie angeben (die Partien liegen in %s)",
	"cmd.n-valid#one":                    "1 gültig",
	"cmd.n-valid#other":                  "%d gültig",
	"cmd.n-invalid#one":                  "1 ungültig",
	"cmd.n-invalid#other":                "%d ungültig",
	"cmd.of-n-games#one":                 "1 Partie",
	"cmd.of-n-games#other":               "%d Partien",
	"saymoves.null-move":                 "(Nullzug)",
	// walk10: say --pgn of a game from a set-up position says it
	"saymoves.from-position": "Die Partie beginnt in dieser Stellung: %s; %s.",
	// cat3b: electronic boards (internal/eboard)
	"eboard.occupancy-length":    "Belegung %q: 64 Zeichen 0 oder 1 erwartet (a1 b1 … h8), es sind %d",
	"eboard.occupancy-char":      "Belegung: Zeichen %d (Feld %s) ist %q, erwartet 0 oder 1",
	"eboard.placement-ranks":     "Stellung %q: 8 Reihen getrennt durch '/' erwartet, es sind %d",
	"eboard.placement-counts":    "Stellung %q: Reihe %d hat zwei Zahlen hintereinander",
	"eboard.placement-long":      "Stellung %q: Reihe %d hat mehr als 8 Felder",
	"eboard.placement-letter":    "Stellung %q: %q ist kein Figurenbuchstabe (PNBRQK für Weiß, pnbrqk für Schwarz) und keine Zahl 1-8",
	"eboard.placement-short":     "Stellung %q: Reihe %d hat %d Felder, erwartet 8",
	"eboard.not-connected":       "das Brett ist nicht verbunden",
	"eboard.ask-position":        "das %s-Brett nach seiner Stellung fragen: %v",
	"chessnut.no-adapter":        "hier ist kein Bluetooth-Adapter nutzbar (%v); prüfen Sie, ob BlueZ läuft (systemctl status bluetooth) und der Adapter an ist (bluetoothctl power on)",
	"chessnut.scan":              "nach einem Chessnut-Brett suchen: %v",
	"chessnut.not-found":         "kein Chessnut-Brett %s gefunden; ist es eingeschaltet und in der Nähe?",
	"chessnut.connect":           "mit dem Chessnut-Brett %s verbinden: %v",
	"chessnut.services":          "das Chessnut-Brett %s: seine Dienste auflisten: %v",
	"chessnut.unknown-device":    "das Gerät %s ist kein Chessnut-Brett, das dieses Programm kennt (keine FEN- oder Befehls-Charakteristik)",
	"chessnut.linux-only":        "Chessnut-Bretter über Bluetooth gehen bisher nur unter Linux; versuchen Sie auf diesem System chessnut:replay=FILE",
	"chessnut.lost":              "das Chessnut-Brett ist weg (schläft, ausgeschaltet oder außer Reichweite)",
	"chessnut.write":             "an das Chessnut-Brett schreiben: %v",
	"certabo.show-not-move":      "den Zug %s-%s auf dem Certabo-Brett zeigen: kein Zug",
	"millennium.show-not-move":   "den Zug %s-%s auf dem Millennium-Brett zeigen: kein Zug",
	"chessnut.notification-size": "Chessnut-Meldung % X: erwartet 01 24 und %d Bytes insgesamt",
	"chessnut.notification-code": "Chessnut-Meldung: Feld %s hat den Code %d, erwartet 0 bis 12",
	"chessnut.replay-wait":       "Aufzeichnung Zeile %d: wait %q: erwartet Millisekunden",
	"chessnut.replay-line":       "Aufzeichnung Zeile %d: %v",
	"chessnut.replay-step":       "Aufzeichnung Zeile %d: %q ist kein Schritt: erwartet Hex-Bytes, fen PLACEMENT, wait MS oder lost",
	"chessnut.replay-read":       "die Chessnut-Aufzeichnung lesen: %v",
	"chessnut.replay-file":       "%s: %v",

	// cat3b: journal writing (internal/journal)
	"journal.setup-not-json":    "Journal-Kopf: die Partieeinstellungen sind kein gültiges JSON",
	"journal.header":            "Journal-Kopf: %v",
	"journal.record":            "Journal-Eintrag %d: %v",
	"journal.earlier-game":      "Journal %s: %v: es enthält eine frühere Partie; setzen Sie sie fort oder wählen Sie eine andere Datei",
	"journal.open-write":        "zum Schreiben öffnen: %v",
	"journal.cut":               "den unvollständigen letzten Eintrag abschneiden: %v",
	"journal.cut-sync":          "nach dem Abschneiden des unvollständigen letzten Eintrags auf die Platte schreiben: %v",
	"journal.append-closed":     "Journal %s: Anhängen nach dem Schließen",
	"journal.retry-closed":      "Journal %s: neuer Versuch nach dem Schließen",
	"journal.close":             "schließen: %v",
	"journal.copy-aside":        "das beschädigte Journal vor der Reparatur beiseite kopieren: %v",
	"journal.rewrite":           "neu schreiben: %v",
	"journal.create":            "anlegen: %v",
	"journal.write":             "schreiben: %v",
	"journal.sync":              "auf die Platte schreiben: %v",
	"journal.sync-folder":       "Ordner auf die Platte schreiben: %v",
	"journal.read-back":         "Journal %s: zurücklesen: %v",
	"journal.read-back-bytes":   "Journal %s: seine %d Bytes zurücklesen: %v",
	"journal.copy":              "Kopie des Journals %s: %v",
	"journal.copy-to":           "Kopie des Journals %s nach %s: %v",
	"journal.read-damaged":      "beschädigtes Journal lesen: %v",
	"journal.rewrite-damaged":   "ohne die beschädigten Zeilen neu schreiben: %v",
	"journal.too-many-copies":   "%s.damaged und 98 weitere Kopien gibt es schon",
	"journal.read":              "Journal lesen: %v",
	"journal.file":              "Journal %s: %v",
	"journal.data-after-json":   "Daten nach dem JSON-Objekt",
	"journal.write-error#one":   "Journal %s: %s; %d Eintrag nur im Speicher behalten, neuer Versuch folgt",
	"journal.write-error#other": "Journal %s: %s; %d Einträge nur im Speicher behalten, neuer Versuch folgt",

	// cat3b: recording the game's sound (internal/recording)
	"recording.make-folder":      "den Aufnahmeordner anlegen: %v",
	"recording.open-index":       "das Aufnahmeverzeichnis öffnen: %v",
	"recording.read-folder":      "den Aufnahmeordner lesen: %v",
	"recording.ply-negative":     "Halbzug %d: Halbzüge beginnen bei 0 (vor dem ersten Zug)",
	"recording.write-index":      "das Aufnahmeverzeichnis schreiben: %v",
	"recording.close-index":      "das Aufnahmeverzeichnis schließen: %v",
	"recording.create-segment":   "einen Aufnahmeabschnitt anlegen: %v",
	"recording.write-segment":    "einen Aufnahmeabschnitt schreiben: %v",
	"recording.segment-too-long": "Aufnahmeabschnitt zu lang (über 2 GB)",
	"recording.close-segment":    "einen Aufnahmeabschnitt schließen: %v",

	// cat3b: the BrlAPI client (internal/braille/brlapi)
	"brlapi.size":             "BrlAPI: der Server meldet eine Zeile von %d×%d Modulen, mehr als die %d, die dieses Programm beschreibt; eine echte Zeile hat höchstens einige hundert: prüfen Sie BRLAPI_HOST und den Braille-Treiber",
	"brlapi.error-code":       "Fehler %d",
	"brlapi.error-1":          "kein Speicher mehr",
	"brlapi.error-2":          "das Terminal benutzt ein anderes Programm",
	"brlapi.error-3":          "die Braillezeile ist belegt",
	"brlapi.error-4":          "unbekannter Befehl",
	"brlapi.error-5":          "unzulässiger Befehl",
	"brlapi.error-6":          "ungültiger Parameter",
	"brlapi.error-7":          "ungültiges Paket",
	"brlapi.error-8":          "Verbindung abgelehnt",
	"brlapi.error-9":          "Vorgang nicht unterstützt",
	"brlapi.error-12":         "unbekanntes Terminal",
	"brlapi.error-13":         "Protokollversion nicht unterstützt",
	"brlapi.error-14":         "Dateiende",
	"brlapi.error-15":         "leere Taste",
	"brlapi.error-16":         "der Braille-Treiber ist ausgefallen",
	"brlapi.error-17":         "Anmeldung fehlgeschlagen",
	"brlapi.answering":        "%s (Antwort auf %q)",
	"brlapi.auth-failed":      "BrlAPI: %s: die Schlüsseldatei ist falsch oder nicht lesbar; starten Sie als Mitglied der Gruppe brlapi oder geben Sie BRLAPI_AUTH=keyfile:PATH an",
	"brlapi.server-error":     "BrlAPI: %s",
	"brlapi.no-display":       "BRLTTY läuft, hat aber keine Braillezeile (es meldet 0 Module): schließen Sie die Zeile an und prüfen Sie, ob BRLTTYs Brailletreiber sie findet („brltty -b TREIBER -d GERÄT“)",
	"brlapi.no-server":        "BRLTTY läuft nicht (kein BrlAPI-Server antwortet): starten Sie es mit „sudo systemctl start brltty“ oder „brltty -b TREIBER -d GERÄT“, oder setzen Sie BRLAPI_HOST",
	"brlapi.no-server-tried":  "%s (versucht: %s)",
	"brlapi.host":             "BrlAPI-Host %q: die Zahl nach dem Doppelpunkt muss 0 bis 1000 sein",
	"brlapi.packet-large":     "BrlAPI-Paket von %d Bytes ist größer als %d",
	"brlapi.packet-announced": "BrlAPI-Paket von %d Bytes angekündigt, mehr als %d: kein BrlAPI-Server, oder der Datenstrom ist beschädigt",
	"brlapi.packet-short":     "BrlAPI-Paket abgeschnitten: %v",
	"brlapi.sending":          "BrlAPI: %q senden: %v",
	"brlapi.reading":          "BrlAPI: vom Server lesen: %v",
	"brlapi.unexpected":       "BrlAPI: der Server antwortete %q, wo %q erwartet war",
	"brlapi.old-protocol":     "BrlAPI: der Server spricht ein älteres Protokoll als Version %d: aktualisieren Sie BRLTTY",
	"brlapi.auth-unknown":     "BrlAPI: der Server verlangt eine Anmeldung, die dieses Programm nicht kann (nur keine und Schlüsseldatei); setzen Sie BRLAPI_AUTH=none auf dem Server für einen privaten Socket",
	"brlapi.key-file":         "BrlAPI: die Schlüsseldatei lesen: %v; starten Sie als Mitglied der Gruppe brlapi oder geben Sie BRLAPI_AUTH=keyfile:PATH an",
	"brlapi.no-key-file":      "BrlAPI: der Server verlangt einen Schlüssel, und BRLAPI_AUTH %q nennt keine Schlüsseldatei; geben Sie keyfile:%s an",
	"brlapi.size-bytes":       "BrlAPI: eine Zeilengröße von %d Bytes",
	"brlapi.waiting":          "BrlAPI: auf eine Taste warten: %v",
	"brlapi.closed":           "BRLTTY hat die Verbindung beendet: es wurde beendet, oder die Braillezeile wurde abgezogen",

	// cat3b: PGN time controls (internal/clock)
	"clock.pgn-no-control":      "die PGN nennt keine Bedenkzeit",
	"clock.pgn-empty":           "leere PGN-Bedenkzeit; schreiben Sie zum Beispiel 40/5400+30:1800+30, 3600+30 oder *180",
	"clock.pgn-hourglass-time":  "PGN-Bedenkzeit %q: die Zeit der Sanduhr: %v",
	"clock.pgn-hourglass-delay": "PGN-Verzögerung %q: eine Sanduhr hat keine Verzögerung",
	"clock.pgn-control":         "PGN-Bedenkzeit %q: %v",
	"clock.pgn-periods":         "PGN-Bedenkzeit %q: mehr als %d Perioden",
	"clock.pgn-moves":           "PGN-Bedenkzeit %q: Periode %d: die Zugzahl %q muss eine Zahl von 1 bis %d sein",
	"clock.pgn-period":          "PGN-Bedenkzeit %q: Periode %d: %v",
	"clock.pgn-increment":       "PGN-Bedenkzeit %q: Periode %d: das Inkrement: %v",
	"clock.pgn-delay-count":     "PGN-Verzögerung %q: %d Einträge für %d Perioden; schreiben Sie einen für jede Periode oder einen für alle",
	"clock.pgn-delay-entry":     "PGN-Verzögerung %q: %q muss d und Sekunden (einfache Verzögerung), b und Sekunden (Bronstein) oder - sein",
	"clock.pgn-delay":           "PGN-Verzögerung %q: %v",
	"clock.pgn-delay-increment": "PGN-Verzögerung %q: Periode %d hat schon ein Inkrement, und eine Periode hat das eine oder das andere",
	"clock.pgn-seconds":         "%q ist keine Zahl von Sekunden",
	"clock.pgn-seconds-max":     "%q ist keine Zahl von Sekunden bis %d",

	// voiceacc: the other move the recogniser nearly heard, named in the read-back (internal/table/voice.go).
	"table.voice-other": "Oder vielleicht %s?",
	// boardtext: the board drivers' texts, said in the session's language (internal/eboard and its drivers, the emulator)
	"certabo.board#one":           "Certabo-Brett, %d Chip kalibriert",
	"certabo.board#other":         "Certabo-Brett, %d Chips kalibriert",
	"certabo.calibrated-again":    "Certabo-Brett neu kalibriert aus der Grundstellung: %d Chips",
	"certabo.calibration":         "Certabo-Brett: Kalibrierung. Die Grundstellung aufbauen, alle 32 Figuren auf ihren Feldern, und sie ruhig stehen lassen: blindchess lernt, welcher Chip welche Figur ist",
	"certabo.garbled":             "eine Zeile vom Brett war verstümmelt",
	"certabo.line-colon":          "Certabo-Zeile: erwartet einen Doppelpunkt und 320 Zahlen, es ist %q",
	"certabo.line-count":          "Certabo-Zeile: erwartet 320 Zahlen, es sind %d",
	"certabo.line-number":         "Certabo-Zeile: Zahl %d ist %q, erwartet 0 bis 255",
	"certabo.no-answer":           "der Anschluss ist offen, aber kein Certabo-Brett schickt seine Felder; steckt das USB-Kabel des Bretts, und ist das sein Anschluss?",
	"certabo.no-line-end#one":     "%d Byte ohne Zeilenende",
	"certabo.no-line-end#other":   "%d Bytes ohne Zeilenende",
	"certabo.spare-chip":          "Certabo-Brett: die Figur auf %s hat einen Chip, der nicht kalibriert wurde (eine Ersatzfigur?); eine Figur des Satzes dorthin stellen oder mit ihr die Grundstellung aufbauen, um neu zu kalibrieren",
	"check.board-other-kind":      "%s (%s): keine Stellung; das Brett an diesem Anschluss ist kein %s, sondern ein %s; geben Sie es als %s an.",
	"check.board-fault":           "%s (%s): keine Stellung; das Brett meldet: %s",
	"chessnut.board":              "Chessnut-Brett",
	"chessnut.garbled":            "eine Meldung vom Brett war verstümmelt",
	"chessnut.no-answer":          "das Chessnut-Brett ist verbunden, schickt aber keine Stellung; es aus- und wieder einschalten",
	"cmd.watch-as-before":         "wie vorher",
	"cmd.watch-as-start":          "wie in der Grundstellung",
	"cmd.watch-none":              "keines",
	"cmd.watch-occupied":          "besetzt: %s",
	"cmd.watch-position":          "Stellung %s",
	"cmd.watch-square-empty":      "%s leer",
	"cmd.watch-square-occupied":   "%s besetzt",
	"cmd.watch-unlike-before":     "anders als vorher: %s",
	"cmd.watch-unlike-start":      "anders als in der Grundstellung: %s",
	"dgt.board":                   "DGT-Brett",
	"dgt.board-firmware":          "DGT-Brett, Firmware %s",
	"dgt.button-back":             "zurück",
	"dgt.button-minus":            "minus",
	"dgt.button-ok":               "OK",
	"dgt.button-plus":             "plus",
	"dgt.button-run":              "Start",
	"dgt.clock-button":            "Uhrtaste %s",
	"dgt.clock-refused":           "die Uhr hat den Befehl 0x%s abgelehnt (steht sie auf Modus 23?)",
	"dgt.clock-times":             "dgt: Uhrnachricht mit unmöglichen Zeiten % X",
	"dgt.corrected":               "die Stellung des Bretts weicht von den Feldmeldungen ab; Stellung berichtigt",
	"dgt.dump-code":               "dgt: Brettabzug Feld %d hat den Figurencode 0x%02X, keine Figur",
	"dgt.message-size":            "dgt: Nachricht 0x%02X hat %d Bytes, erwartet %d",
	"dgt.no-answer":               "der Anschluss ist offen, aber kein DGT-Brett antwortet; ist das Brett eingeschaltet, und ist das sein Anschluss?",
	"dgt.no-position":             "das DGT-Brett antwortet, hat aber seine Stellung nicht geschickt; das Brett aus- und wieder einschalten oder das Kabel prüfen",
	"dgt.normal-way":              "das Brett liegt richtig herum (Anschluss links von Weiß)",
	"dgt.not-message":             "dgt: keine Nachricht 0x%02X",
	"dgt.replaces-black-bishop":   "ersetzt schwarzen Läufer",
	"dgt.replaces-black-king":     "ersetzt schwarzen König",
	"dgt.replaces-black-knight":   "ersetzt schwarzen Springer",
	"dgt.replaces-black-pawn":     "ersetzt schwarzen Bauern",
	"dgt.replaces-black-queen":    "ersetzt schwarze Dame",
	"dgt.replaces-black-rook":     "ersetzt schwarzen Turm",
	"dgt.replaces-white-bishop":   "ersetzt weißen Läufer",
	"dgt.replaces-white-king":     "ersetzt weißen König",
	"dgt.replaces-white-knight":   "ersetzt weißen Springer",
	"dgt.replaces-white-pawn":     "ersetzt weißen Bauern",
	"dgt.replaces-white-queen":    "ersetzt weiße Dame",
	"dgt.replaces-white-rook":     "ersetzt weißen Turm",
	"dgt.rotated":                 "das Brett liegt verdreht (Anschluss rechts von Weiß); die Felder werden entsprechend umgerechnet",
	"dgt.update-code":             "dgt: Feldmeldung mit dem Figurencode 0x%02X, keine Figur",
	"dgt.update-field":            "dgt: Feldmeldung für Feld %d, erwartet 0..63",
	"drivers.no-such":             "%q: erwartet NAME:PFAD, NAME eines von %s",
	"drivers.title-certabo":       "Certabo-Brett",
	"drivers.title-chessnut":      "Chessnut-Brett Air oder Pro (Bluetooth LE)",
	"drivers.title-dgt":           "DGT-E-Brett",
	"drivers.title-millennium":    "Millennium-Brett ChessLink oder eONE",
	"drivers.title-tactile":       "Steckbrett",
	"eboard.back":                 "%s; wieder da, Stellung neu gelesen",
	"eboard.clock-battery":        "Batterie der Uhr schwach",
	"eboard.clock-left":           "links %s",
	"eboard.clock-left-flag":      "links Fallblättchen gefallen",
	"eboard.clock-left-running":   "links läuft",
	"eboard.clock-left-to-move":   "angehalten, links am Zug",
	"eboard.clock-none":           "keine Uhr angeschlossen",
	"eboard.clock-right":          "rechts %s",
	"eboard.clock-right-flag":     "rechts Fallblättchen gefallen",
	"eboard.clock-right-running":  "rechts läuft",
	"eboard.clock-right-to-move":  "angehalten, rechts am Zug",
	"eboard.clock-running":        "läuft",
	"eboard.clock-stopped":        "angehalten",
	"eboard.disconnected":         "%s; Kabel und Stromversorgung des Bretts prüfen. Die Stellung wird neu gelesen, sobald das Brett wieder da ist",
	"eboard.ev-button":            "Taste %d",
	"eboard.ev-clock":             "Uhr: %s",
	"eboard.ev-connected":         "verbunden",
	"eboard.ev-disconnected":      "getrennt",
	"eboard.ev-error":             "Fehler",
	"eboard.ev-lift":              "Abheben %s",
	"eboard.ev-lift-piece":        "Abheben %s %s",
	"eboard.ev-place":             "Absetzen %s",
	"eboard.ev-place-piece":       "Absetzen %s %s",
	"eboard.ev-resync":            "Neuabgleich",
	"eboard.ev-snapshot":          "Gesamtbild",
	"eboard.ev-snapshot-pieces":   "Gesamtbild, %s",
	"eboard.line-noise":           "Leitungsstörung: %v",
	"eboard.n-pieces#one":         "%d Figur",
	"eboard.n-pieces#other":       "%d Figuren",
	"eboard.noise":                "%s; wenn das anhält, Kabel und Stecker des Bretts prüfen",
	"eboard.noise-between#one":    "%d Byte Störung zwischen den Nachrichten des Bretts",
	"eboard.noise-between#other":  "%d Bytes Störung zwischen den Nachrichten des Bretts",
	"eboard.piece-black-bishop":   "schwarzer Läufer",
	"eboard.piece-black-king":     "schwarzer König",
	"eboard.piece-black-knight":   "schwarzer Springer",
	"eboard.piece-black-pawn":     "schwarzer Bauer",
	"eboard.piece-black-queen":    "schwarze Dame",
	"eboard.piece-black-rook":     "schwarzer Turm",
	"eboard.piece-white-bishop":   "weißer Läufer",
	"eboard.piece-white-king":     "weißer König",
	"eboard.piece-white-knight":   "weißer Springer",
	"eboard.piece-white-pawn":     "weißer Bauer",
	"eboard.piece-white-queen":    "weiße Dame",
	"eboard.piece-white-rook":     "weißer Turm",
	"eboard.resync":               "%s; das Brett wird nach seiner ganzen Stellung gefragt",
	"eboard.skipped#one":          "Leitungsstörung: %d Byte vom Brett übersprungen (bisher %d)",
	"eboard.skipped#other":        "Leitungsstörung: %d Bytes vom Brett übersprungen (bisher %d)",
	"eboard.transport":            "%s",
	"eboard.went-away":            "das Brett ist weg",
	"emulator.already-off":        "das Brett ist schon ausgeschaltet",
	"emulator.already-on":         "das Brett ist schon eingeschaltet",
	"emulator.already-plugged":    "das Brett ist schon eingesteckt",
	"emulator.already-unplugged":  "das Brett ist schon ausgesteckt",
	"emulator.ble-empty-hand":     "nichts in der Hand: erst eine Figur abheben oder die Figur nennen",
	"emulator.ble-noise":          "noise %q: erwartet eine positive Zahl",
	"emulator.ble-occupied":       "%s ist besetzt",
	"emulator.ble-unknown":        "unbekannter Befehl %q; %s",
	"emulator.button-number":      "Taste %q: erwartet eine Zahl",
	"emulator.button-pressed":     "Taste %d gedrückt",
	"emulator.capture-empty":      "%[1]s ist leer: nichts zu schlagen; stattdessen: move %[2]s %[1]s",
	"emulator.capture-from-empty": "%s ist leer: nichts, womit geschlagen wird",
	"emulator.capture-mover":      "Aufruf: capture A B [mover]; %q ist nicht \"mover\"",
	"emulator.certabo-buttons":    "ein Certabo-Brett hat keine Tasten",
	"emulator.clock":              "Uhr: %s",
	"emulator.clock-off":          "Uhr abgeklemmt",
	"emulator.clock-side":         "Uhrseite %q: erwartet left, right oder stopped",
	"emulator.clock-time":         "Uhrzeit %q: erwartet H:MM:SS oder M:SS",
	"emulator.clock-time-max":     "Uhrzeit %q: eine DGT-Uhr zeigt höchstens 9:59:59",
	"emulator.closed":             "das Brett ist beendet",
	"emulator.dgt-buttons":        "eine DGT 3000 hat die Tasten 1 bis 5 (zurück, minus, Start, plus, OK), nicht %d",
	"emulator.dup":                "die Master-Seite duplizieren: %v",
	"emulator.empty-hand":         "nichts in der Hand: erst eine Figur abheben oder die Figur nennen, z. B. place %s Q",
	"emulator.error":              "Fehler: %v",
	"emulator.help": `Befehle (Felder wie e2; ein Befehl pro Zeile):
  move A B             die Figur auf A abheben und auf das leere Feld B setzen
  capture A B [mover]  A schlägt B: erst wird die Figur auf B entfernt, dann
                       zieht A nach B; mit "mover" wird A zuerst abgehoben
  lift A               die Figur auf A in die Hand nehmen (eine Berührung)
  place A [P]          die zuletzt abgehobene Figur auf A setzen; P (ein
                       FEN-Buchstabe wie Q oder n) setzt stattdessen diese
                       Figur, z. B. bei einer Umwandlung
                       (auf einem Certabo-Brett ist eine so gesetzte Dame
                       eine Ersatzdame mit eigenem Chip)
  remove A             die Figur auf A vom Brett nehmen (en passant geschlagen)
  setup S              das Brett Feld für Feld neu aufbauen, zu S: start,
                       empty oder eine FEN
  snapshot             das ganze Brett ungefragt senden (Treiber geben es nur
                       weiter, wenn es von ihrem Stand abweicht)
  button N             Taste N drücken (DGT: an der Uhr 1 zurück, 2 minus,
                       3 Start, 4 plus, 5 OK)
  clock L R [S]        DGT: eine Uhr mit L und R (H:MM:SS) anschließen;
                       S ist left, right oder stopped (die laufende Seite)
  clock off            DGT: die Uhr abklemmen
  lever                DGT: den Hebel der Uhr drücken (die andere Seite läuft)
  unplug               das Kabel ziehen (der Anschluss verschwindet; Bytes,
                       die das Programm noch nicht gelesen hat, gehen verloren)
  replug               wieder einstecken (ein neuer Anschluss; der Link folgt)
  power off oder on    das Brett aus- oder einschalten, das Kabel bleibt stecken
                       (aus: stumm und taub; ein: wie nach dem Einschalten)
  noise N              N Bytes Leitungsstörung senden
  show                 sagen, wo die Figuren stehen
  sleep MS             MS Millisekunden warten (für Skripte)
  help                 diese Liste
  quit                 das Brett beenden`,
	"emulator.host-sent":            "das Programm sendete % x",
	"emulator.is-unplugged":         "das Brett ist ausgesteckt; erst wieder einstecken (replug)",
	"emulator.kind":                 "Emulator: unbekannte Brettart %v; erwartet dgt, tactile, millennium oder certabo",
	"emulator.leds-off":             "aus",
	"emulator.lever-pressed":        "Hebel gedrückt",
	"emulator.lift-empty":           "%s ist leer: da ist nichts abzuheben",
	"emulator.lifted":               "Figur auf %s abgehoben",
	"emulator.link":                 "%s auf %s verlinken: %v",
	"emulator.link-exists":          "%s gibt es schon, und es ist kein symbolischer Link; einen anderen --link-Pfad wählen",
	"emulator.millennium-buttons":   "ein Millennium-Brett hat keine Tasten",
	"emulator.moved":                "%s nach %s gezogen",
	"emulator.no-clock":             "keine Uhr angeschlossen; erst eine anschließen, z. B. clock 0:05:00 0:05:00",
	"emulator.no-clock-here":        "nur ein DGT-Brett hat eine Uhr",
	"emulator.no-pty":               "ein emuliertes Brett braucht ein Pseudo-Terminal, das Linux und macOS haben und dieses System nicht; den Emulator unter Linux oder macOS starten oder ein echtes Brett nehmen",
	"emulator.no-square":            "kein solches Feld",
	"emulator.noise-count":          "noise %q: erwartet eine Anzahl Bytes von 1 bis 10000",
	"emulator.noise-sent#one":       "%d Byte Störung gesendet",
	"emulator.noise-sent#other":     "%d Bytes Störung gesendet",
	"emulator.nonblock":             "die Master-Seite nicht blockierend machen: %v",
	"emulator.occupied":             "%s ist besetzt (%s); erst diese Figur abheben",
	"emulator.piece-letter":         "Figur %q: erwartet einen FEN-Buchstaben, PNBRQK für Weiß oder pnbrqk für Schwarz",
	"emulator.placed":               "auf %s gesetzt",
	"emulator.power":                "power %q: power off oder power on schreiben",
	"emulator.pty":                  "ein Pseudo-Terminal anlegen: %v",
	"emulator.quit":                 "beenden",
	"emulator.raw":                  "%s in den Rohmodus schalten: %v",
	"emulator.removed":              "Figur auf %s entfernt",
	"emulator.replugged":            "wieder eingesteckt an %s",
	"emulator.replugged-link":       "wieder eingesteckt an %s (jetzt %s)",
	"emulator.set-up":               "Brett aufgebaut: %s",
	"emulator.show-board":           "Brett %s",
	"emulator.show-clock":           "Uhr %s",
	"emulator.show-hand":            "in der Hand: %s",
	"emulator.show-leds":            "LEDs %s",
	"emulator.sleep":                "sleep %q: erwartet Millisekunden von 0 bis 60000",
	"emulator.snapshot-sent":        "Stellung gesendet",
	"emulator.switched-off":         "ausgeschaltet",
	"emulator.switched-on":          "eingeschaltet",
	"emulator.tactile-buttons":      "das Steckbrett hat die Tasten 1 bis 9, nicht %d",
	"emulator.took":                 "%s schlug %s, die geschlagene Figur zuerst abgehoben",
	"emulator.took-mover":           "%s schlug %s, die schlagende Figur zuerst abgehoben",
	"emulator.unknown-command":      "unbekannter Befehl %q; help zeigt die Liste",
	"emulator.unplug":               "ausstecken: %v",
	"emulator.unplugged":            "ausgesteckt",
	"emulator.usage":                "Aufruf: %s",
	"emulator.usage-button":         "button N",
	"emulator.usage-capture":        "capture A B [mover], z. B. capture d5 e4",
	"emulator.usage-clock":          "clock L R [left, right oder stopped], z. B. clock 0:05:00 0:05:00 left; oder clock off",
	"emulator.usage-move":           "move A B, z. B. move e2 e4",
	"emulator.usage-noise":          "noise N",
	"emulator.usage-place":          "place A [P], z. B. place e4 oder place e8 Q",
	"emulator.usage-power":          "power off oder on",
	"emulator.usage-setup":          "setup start, empty oder FEN",
	"emulator.usage-sleep":          "sleep MS",
	"emulator.usage-square":         "%[1]s A, z. B. %[1]s e2",
	"emulator.use-capture":          "%[1]s ist besetzt; um diese Figur zu schlagen: capture %[2]s %[1]s",
	"help.board.watch.flag.lang":    "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.simulate.flag.lang":       "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"millennium.board":              "Millennium-Brett",
	"millennium.board-firmware":     "Millennium-Brett, Firmware %s",
	"millennium.leds-hex":           "Millennium-LED-Befehl: LED %d ist %q, nicht hexadezimal",
	"millennium.leds-length":        "Millennium-LED-Befehl: erwartet L, eine Taktzeit und %d Muster, es sind %d Bytes",
	"millennium.leds-slot":          "Millennium-LED-Befehl: Taktzeit %q ist nicht hexadezimal",
	"millennium.no-answer":          "der Anschluss ist offen, aber kein Millennium-Brett antwortet; ist das Brett (oder sein ChessLink-Modul) eingeschaltet, und ist das sein Anschluss?",
	"millennium.parity":             "Millennium-Nachricht %q: Blockparität %02X, erwartet %02X",
	"millennium.parity-hex":         "Millennium-Nachricht %q: Blockparität %q sind nicht zwei Hexadezimalziffern",
	"millennium.status-char":        "Millennium-Status: Feld %d ist %q, erwartet eines von %s",
	"millennium.status-length":      "Millennium-Status: erwartet s und 64 Felder, es sind %d Bytes",
	"millennium.too-short":          "Millennium-Nachricht %q: zu kurz für ihre Blockparität",
	"millennium.version-hex":        "Millennium-Version %q: nicht hexadezimal",
	"millennium.version-length":     "Millennium-Version: erwartet v und 4 Ziffern, es ist %q",
	"tactile.asking-snapshot":       "%s; das Brett wird nach seiner Stellung gefragt",
	"tactile.at-most":               "erwartet höchstens %d",
	"tactile.bad-byte":              "%v: Byte 0x%02x in %q",
	"tactile.bad-checksum":          "falsche Prüfsumme",
	"tactile.bad-seq":               "%v: %s Folgenummer %q: %v",
	"tactile.board":                 "Steckbrett",
	"tactile.board-id":              "%v: Brettkennung %q (1-32 Zeichen aus A-Z a-z 0-9 . _ -)",
	"tactile.board-reports":         "das Brett meldet: %s",
	"tactile.button-args":           "%v: button braucht eine Zahl 1-9",
	"tactile.button-number":         "%v: Tastennummer %q, erwartet 1-9",
	"tactile.checksum-differs":      "%v: %q hat die Prüfsumme %02x, berechnet %02x",
	"tactile.checksum-hex":          "%v: Prüfsumme %q sind nicht zwei Hexadezimalziffern",
	"tactile.command-garbled":       "Leitungsstörung: ein Befehl an das Brett kam verstümmelt an",
	"tactile.command-garbled-again": "Leitungsstörung: ein Befehl an das Brett kam verstümmelt an; er wird noch einmal gesendet",
	"tactile.corrected":             "die Stellung des Bretts weicht vom Abheben und Absetzen ab; Stellung berichtigt",
	"tactile.detail":                "%v: %v",
	"tactile.error-args":            "%v: error braucht einen Code",
	"tactile.firmware":              "%v: Firmware-Version %q (1-32 Zeichen aus A-Z a-z 0-9 . _ -)",
	"tactile.garbled":               "Leitungsstörung: eine verstümmelte Zeile vom Brett wurde verworfen (bisher %d); das Brett wird nach seiner Stellung gefragt",
	"tactile.hello":                 "Steckbrett %s, Protokoll %d",
	"tactile.hello-args":            "%v: hello braucht eine Version, eine Brettkennung und vielleicht eine Firmware-Version",
	"tactile.hello-firmware":        "Steckbrett %s, Protokoll %d, Firmware %s",
	"tactile.hello-version":         "%v: hello-Version %q: %v",
	"tactile.keyword":               "%v: Schlüsselwort %q",
	"tactile.leading-zeros":         "erwartet eine Dezimalzahl ohne führende Nullen",
	"tactile.lift-empty":            "das Brett meldet ein Abheben vom leeren Feld %s",
	"tactile.lost#one":              "Leitungsstörung: %d Zeile ging auf dem Weg vom Brett verloren (bisher %d)",
	"tactile.lost#other":            "Leitungsstörung: %d Zeilen gingen auf dem Weg vom Brett verloren (bisher %d)",
	"tactile.lost-why#one":          "%d Zeile ging auf dem Weg vom Brett verloren",
	"tactile.lost-why#other":        "%d Zeilen gingen auf dem Weg vom Brett verloren",
	"tactile.malformed":             "fehlerhafte Zeile",
	"tactile.no-answer":             "der Anschluss ist offen, aber kein Steckbrett antwortet; hat das Brett Strom, und ist das sein Anschluss?",
	"tactile.no-checksum":           "%v: keine *Prüfsumme am Ende von %q",
	"tactile.no-seq":                "%v: %s ohne Folgenummer",
	"tactile.not-decimal":           "erwartet eine Dezimalzahl",
	"tactile.overflow":              "das Brett hat Ereignisse verloren (Überlauf)",
	"tactile.place-occupied":        "das Brett meldet ein Absetzen auf dem besetzten Feld %s",
	"tactile.pong-args":             "%v: pong braucht ein Zeichenwort",
	"tactile.restarted":             "Steckbrett %s neu gestartet; das Brett wird nach seiner Stellung gefragt",
	"tactile.snap-args":             "%v: snap braucht ein Feld aus 64 Zeichen 0 oder 1",
	"tactile.square-args":           "%v: %s braucht ein Feld wie e2",
	"tactile.unknown-command":       "%v: unbekannter Befehl %q",
	"tactile.unknown-keyword":       "%v: unbekanntes Schlüsselwort von einem Brett der Version %d",
	"tactile.version":               "das Brett spricht das Steckbrett-Protokoll Version %d, dieses Programm Version %d; das ältere von beiden aktualisieren",
	// boardtext: end of the board drivers' texts
	// polish: the clock's setting in a script, the standing announcement request in words
	"clock.setting-tournament-script": "Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (time); --announce gibt automatische Ansagen.",
	"clock.alerts-at":                 "bei %s",
	"clock.alert-at-h#one":            "%d Stunde",
	"clock.alert-at-h#other":          "%d Stunden",
	"clock.alert-at-m#one":            "%d Minute",
	"clock.alert-at-m#other":          "%d Minuten",
	"clock.alert-at-s#one":            "%d Sekunde",
	"clock.alert-at-s#other":          "%d Sekunden",
	"clock.alert-at-ms#one":           "%d Millisekunde",
	"clock.alert-at-ms#other":         "%d Millisekunden",
	"clock.alert-every-h#one":         "jede Stunde",
	"clock.alert-every-h#other":       "alle %d Stunden",
	"clock.alert-every-m#one":         "jede Minute",
	"clock.alert-every-m#other":       "alle %d Minuten",
	"clock.alert-every-s#one":         "jede Sekunde",
	"clock.alert-every-s#other":       "alle %d Sekunden",
	"clock.alert-every-ms#one":        "jede Millisekunde",
	"clock.alert-every-ms#other":      "alle %d Millisekunden",
	// boards: the Chessnut board silent while connected
	"chessnut.silent": "das Chessnut-Brett ist verbunden, hat aber seit %v keine Stellung gesendet (hängt es?); es wird neu verbunden. Wenn das anhält, das Brett aus- und wieder einschalten",
	// coretext: the rules' move errors, game errors and outcomes (internal/rules)
	"rules.not-a-move":              "%q ist kein Zug: %s",
	"rules.illegal-move":            "unmöglicher Zug %q: %s",
	"rules.move-empty":              "der Zug ist leer",
	"rules.move-null":               "ein Nullzug (Passen) ist kein möglicher Zug",
	"rules.iccf-length":             "ICCF-Ziffernzüge haben 4 Ziffern (Start- und Zielfeld, etwa 5254 für e2-e4) oder 5 bei einer Umwandlung (etwa 67682)",
	"rules.iccf-digit":              "die Ziffer %c ist keine Linien- oder Reihennummer (1-8)",
	"rules.iccf-promotion":          "Umwandlungsziffer %c: erwartet 1 (Dame), 2 (Turm), 3 (Läufer) oder 4 (Springer)",
	"rules.not-piece-letter":        "%q ist kein Figurenbuchstabe (die Buchstaben %s: %s; ein Bauer hat keinen Buchstaben)",
	"rules.letters-en":              "im Englischen",
	"rules.letters-cs":              "im Tschechischen",
	"rules.letters-de":              "im Deutschen",
	"rules.letters-any":             "aller Sprachen",
	"rules.unexpected-char":         "unerwartetes Zeichen %q",
	"rules.not-promotion-piece":     "%q ist keine Figur, in die sich ein Bauer umwandeln kann (die Buchstaben %s: %s; ein Bauer wird Dame, Turm, Läufer oder Springer)",
	"rules.no-destination":          "kein Zielfeld (eine Linie a-h und eine Reihe 1-8, wie in e4)",
	"rules.cannot-read":             "%q vor dem Zielfeld ist nicht lesbar; schreiben Sie den Zug wie Sf3, Sbd2, exd5, Sg1-f3, g1f3 oder e7e8q",
	"rules.only-pawn-promotes":      "nur ein Bauer kann umgewandelt werden",
	"rules.needs-promotion":         "bei %s fehlt die Figur, in die sich der Bauer umwandelt: %s",
	"rules.ambiguous-s":             "%s ist mehrdeutig: %s (S ist im Tschechischen ein Läufer und im Deutschen ein Springer; wählen Sie die Notationssprache)",
	"rules.ambiguous":               "%s ist mehrdeutig: %s",
	"rules.side-white":              "Weiß",
	"rules.side-black":              "Schwarz",
	"rules.no-king":                 "%s hat keinen König",
	"rules.checkmated":              "%s ist matt und hat keinen möglichen Zug",
	"rules.stalemated":              "%s ist patt und hat keinen möglichen Zug",
	"rules.no-piece-on":             "auf %s steht keine Figur",
	"rules.opponent-piece-white":    "%s auf %s gehört Schwarz, und Weiß ist am Zug",
	"rules.opponent-piece-black":    "%s auf %s gehört Weiß, und Schwarz ist am Zug",
	"rules.other-piece":             "auf %[2]s steht %[1]s, sondern %[3]s",
	"rules.promotion-rank":          "ein Bauer wird nur auf der %d. Reihe umgewandelt, nicht auf %s",
	"rules.king-into-check-white":   "der weiße König stünde auf %s im Schach",
	"rules.king-into-check-black":   "der schwarze König stünde auf %s im Schach",
	"rules.check-not-stopped-white": "der weiße König bliebe im Schach (%s auf %s hebt das Schach nicht auf)",
	"rules.check-not-stopped-black": "der schwarze König bliebe im Schach (%s auf %s hebt das Schach nicht auf)",
	"rules.pinned-white":            "der Zug setzt den weißen König ins Schach (%s auf %s ist gefesselt)",
	"rules.pinned-black":            "der Zug setzt den schwarzen König ins Schach (%s auf %s ist gefesselt)",
	"rules.cannot-reach":            "%s kann %s erreichen",
	"rules.cannot-reach-from":       "%s auf %s kann %s erreichen",
	"rules.cannot-reach-file":       "%s auf der %s-Linie kann %s erreichen",
	"rules.cannot-reach-rank":       "%s auf der %d. Reihe kann %s erreichen",
	"rules.pawn-capture-file":       "%[1]s ohne Linie ist ein Bauernzug geradeaus, den kein Bauer machen kann; ein schlagender Bauer nennt die Linie, von der er kommt: %[2]s",
	"rules.king-cannot-reach-white": "der weiße König kann %s nicht erreichen",
	"rules.king-cannot-reach-black": "der schwarze König kann %s nicht erreichen",
	"rules.own-piece-there-white":   "%s (dort steht schon ein weißer Stein: %s)",
	"rules.own-piece-there-black":   "%s (dort steht schon ein schwarzer Stein: %s)",
	"rules.piece-the-pawn":          "der Bauer",
	"rules.piece-the-knight":        "der Springer",
	"rules.piece-the-bishop":        "der Läufer",
	"rules.piece-the-rook":          "der Turm",
	"rules.piece-the-queen":         "die Dame",
	"rules.piece-the-king":          "der König",
	"rules.piece-a-pawn":            "ein Bauer",
	"rules.piece-a-knight":          "ein Springer",
	"rules.piece-a-bishop":          "ein Läufer",
	"rules.piece-a-rook":            "ein Turm",
	"rules.piece-a-queen":           "eine Dame",
	"rules.piece-a-king":            "ein König",
	"rules.piece-noun-pawn":         "Bauer",
	"rules.piece-noun-knight":       "Springer",
	"rules.piece-noun-bishop":       "Läufer",
	"rules.piece-noun-rook":         "Turm",
	"rules.piece-noun-queen":        "Dame",
	"rules.piece-noun-king":         "König",
	"rules.piece-no-pawn":           "kein Bauer",
	"rules.piece-no-knight":         "kein Springer",
	"rules.piece-no-bishop":         "kein Läufer",
	"rules.piece-no-rook":           "kein Turm",
	"rules.piece-no-queen":          "keine Dame",
	"rules.piece-no-king":           "kein König",
	"rules.piece-no-any":            "keine Figur",
	"rules.piece-no-bishop-knight":  "kein Läufer oder Springer",
	"rules.kingside":                "kurz (O-O)",
	"rules.queenside":               "lang (O-O-O)",
	"rules.no-castling-right":       "%s darf nicht mehr %s rochieren: der König oder dieser Turm hat schon gezogen",
	"rules.castle-in-check":         "%s darf im Schach nicht rochieren",
	"rules.castle-blocked-one":      "um %s zu rochieren, müssen die Felder zwischen König und Turm frei sein, aber %s ist besetzt",
	"rules.castle-blocked-more":     "um %s zu rochieren, müssen die Felder zwischen König und Turm frei sein, aber %s sind besetzt",
	"rules.castle-through-check":    "der König darf nicht über ein angegriffenes Feld oder ins Schach rochieren, und %s ist angegriffen (der König geht auf die %s-Linie)",
	"rules.cannot-castle":           "%s kann nicht %s rochieren",
	"rules.bad-square":              "Feld %q: erwartet eine Linie a-h und eine Reihe 1-8, etwa e4",
	"rules.null-in-check":           "ein Nullzug (--) ist im Schach nicht möglich: der König bliebe im Schach",
	"rules.bad-notation-lang":       "Notationssprache %q: erwartet en (K Q R B N), cs (K D V S J) oder de (K D T L S)",
	"rules.bad-result":              "Ergebnis %q: erwartet 1-0, 0-1, 1/2-1/2 oder *",
	"rules.game-over":               "die Partie ist beendet",
	"rules.not-played-over":         "%s wird nicht gespielt: %v (%s)",
	"rules.not-legal-in":            "kein möglicher Zug in %s",
	"rules.claim-over":              "Remisreklamation: %v (%s)",
	"rules.claim-move-illegal":      "Remisreklamation mit %s: der aufgeschriebene Zug ist nicht möglich",
	"rules.threefold-wrong-after":   "die Reklamation der dreimaligen Wiederholung ist falsch: nach %s ist die Stellung %s vorgekommen, nicht dreimal",
	"rules.threefold-wrong":         "die Reklamation der dreimaligen Wiederholung ist falsch: die Stellung ist %s vorgekommen, nicht dreimal",
	"rules.times#one":               "einmal",
	"rules.times#other":             "%d-mal",
	"rules.twice":                   "zweimal",
	"rules.fifty-wrong":             "die Reklamation nach der 50-Züge-Regel ist falsch: erst %s (%d nötig) ohne Bauernzug oder Schlagen",
	"rules.claim-unknown-rule":      "Remisreklamation: unbekannte Regel %d",
	"rules.resign-over":             "Aufgabe: %v (%s)",
	"rules.agree-over":              "Remisvereinbarung: %v (%s)",
	"rules.agree-too-early":         "Remisvereinbarung: beide Spieler müssen mindestens einen Zug gemacht haben (Artikel 5.2.3)",
	"rules.flag-over":               "Fallblättchen: %v (%s)",
	"rules.forfeit-over":            "Partieverlust durch unmögliche Züge: %v (%s)",
	"rules.outcome-draw":            "%s, remis: %s (Artikel %s)",
	"rules.outcome-win-white":       "%s, Weiß gewinnt: %s (Artikel %s)",
	"rules.outcome-win-black":       "%s, Schwarz gewinnt: %s (Artikel %s)",
	"rules.reason-0":                "nicht beendet",
	"rules.reason-1":                "Matt",
	"rules.reason-2":                "Aufgabe",
	"rules.reason-3":                "Patt",
	"rules.reason-4":                "tote Stellung",
	"rules.reason-5":                "Einigung",
	"rules.reason-6":                "dreimalige Stellungswiederholung (reklamiert)",
	"rules.reason-7":                "50-Züge-Regel (reklamiert)",
	"rules.reason-8":                "fünfmalige Stellungswiederholung",
	"rules.reason-9":                "75-Züge-Regel",
	"rules.reason-10":               "Zeitüberschreitung",
	"rules.reason-11":               "Zeitüberschreitung, aber der Gegner kann nicht mehr mattsetzen",
	"rules.reason-12":               "zweiter unmöglicher Zug",
	"rules.reason-13":               "zweiter unmöglicher Zug, aber der Gegner kann nicht mehr mattsetzen",
	"rules.reason-14":               "Aufgabe, aber der Gegner kann nicht mehr mattsetzen",

	// coretext: a move in words that fits no legal move (internal/table)
	"table.no-move-fits-words": "kein möglicher Zug passt zu diesen Worten",

	// coretext: the PGN reader's syntax and read errors (internal/pgn)
	"pgn.syntax-where":                "Partie %d (%s), Zeile %d, Spalte %d",
	"pgn.syntax-after":                "%s, nach %s",
	"pgn.syntax-too-large":            "die Partie enthält mehr als 8 MB an Zügen, Kommentaren und Tags; keine echte Partie ist so groß: bitte die Datei prüfen",
	"pgn.syntax-outside":              "unerwartetes %q außerhalb eines Kommentars oder Tags; Text gehört in einen {Kommentar}",
	"pgn.syntax-tag-name":             "ein Tag muss mit einem Namen aus Buchstaben, Ziffern oder _ beginnen, wie [Event \"...\"], nicht mit %s",
	"pgn.syntax-tag-quotes":           "Tag %[1]s: der Wert muss in doppelten Anführungszeichen stehen, wie [%[1]s \"...\"], nicht %[2]s",
	"pgn.syntax-tag-unclosed":         "Tag %s: der Wert wird auf seiner Zeile nicht mit einem doppelten Anführungszeichen geschlossen",
	"pgn.syntax-tag-long":             "Tag %s: der Wert ist länger als %d Bytes; bitte die Datei prüfen",
	"pgn.syntax-tag-bracket":          "Tag %s: nach dem Wert fehlt ], gefunden: %s",
	"pgn.end-of-input":                "das Ende der Eingabe",
	"pgn.end-of-line":                 "das Zeilenende",
	"pgn.byte":                        "Byte 0x%02X",
	"pgn.non-ascii-text":              "Nicht-ASCII-Text",
	"pgn.syntax-comment-long":         "der Kommentar von Zeile %d ist länger als %d Bytes; bitte die Datei prüfen",
	"pgn.syntax-comment-read":         "beim Lesen des Kommentars von Zeile %d: %v",
	"pgn.syntax-comment-unclosed":     "der mit { auf Zeile %d geöffnete Kommentar wird nicht mit } geschlossen",
	"pgn.syntax-ends-in-variation":    "die Eingabe endet innerhalb einer Variante: eine ( wird nicht mit ) geschlossen",
	"pgn.syntax-no-result":            "die Datei endet vor dem Ergebnis der Partie: sie ist vielleicht abgeschnitten; die Zugfolge muss mit 1-0, 0-1, 1/2-1/2 oder * enden (ein * am Ende macht die Züge lesbar)",
	"pgn.syntax-variation-first":      "eine Variante ( muss nach dem Zug stehen, den sie ersetzt",
	"pgn.syntax-nested":               "Varianten sind tiefer als %d Ebenen verschachtelt",
	"pgn.syntax-close-unopened":       "eine ) schließt eine Variante, die nie geöffnet wurde",
	"pgn.syntax-nag-first":            "die Anmerkung $%d steht vor dem ersten Zug",
	"pgn.syntax-suffix-first":         "die Anmerkung ! oder ? steht vor dem ersten Zug",
	"pgn.syntax-bracket-in-variation": "eine [ innerhalb einer Variante: eine ( wird nicht mit ) geschlossen",
	"pgn.syntax-no-result-next":       "die Partie endet vor den Tags der nächsten Partie ohne Ergebnis (1-0, 0-1, 1/2-1/2 oder *)",
	"pgn.syntax-non-ascii":            "unerwarteter Nicht-ASCII-Text in der Zugfolge; Text gehört in einen {Kommentar}",
	"pgn.syntax-binary":               "Byte 0x%02X ist kein Text; ist das eine PGN-Datei? (PGN ist reiner Text)",
	"pgn.syntax-unexpected-text":      "unerwartet in der Zugfolge: %s; Text gehört in einen {Kommentar}",
	"pgn.syntax-unexpected":           "unerwartet in der Zugfolge: %s",
	"pgn.syntax-result-in-variation":  "das Ergebnis %s steht innerhalb einer Variante: eine ( wird nicht mit ) geschlossen",
	"pgn.syntax-nag-range":            "eine numerische Anmerkung muss zwischen $0 und $255 liegen",
	"pgn.syntax-nag-digits":           "nach einem $ muss die Nummer einer Anmerkung stehen, etwa $1",
	"pgn.syntax-bad-suffix":           "%q ist keine Zuganmerkung (möglich sind !, ?, !!, ??, !? oder ?!)",
	"pgn.syntax-token-long":           "ein Zug oder Symbol mit mehr als %d Zeichen; bitte die Datei prüfen",
	"pgn.syntax-not-move-or-nag":      "%q ist weder ein Zug noch eine Anmerkung",
	"pgn.syntax-annotation-first":     "die Anmerkung %q steht vor dem ersten Zug",
	"pgn.reading":                     "Lesen der PGN-Datei: %v",
	"pgn.reading-after":               "Lesen der PGN-Datei nach Partie %d: %v",
	"pgn.reading-game":                "Lesen von Partie %d (%s): %v",
	"pgn.invalid-count":               "die Eingabe meldete eine ungültige Anzahl gelesener Bytes",

	// coretext: the PGN tags that stop or bend a game (internal/pgn, rules)
	"pgn.bad-variant":       "%q ist keine Variante, die blindchess spielt; es spielt Standardschach und Chess960",
	"pgn.read-from-fen":     "die Partie wird ab dem FEN-Tag gelesen",
	"pgn.read-from-start":   "die Partie wird ab der Grundstellung gelesen",
	"pgn.setup-bad":         "%q: erwartet \"1\" (die Partie beginnt mit dem FEN-Tag) oder \"0\" (mit der Grundstellung)",
	"pgn.setup-1-no-fen":    "SetUp \"1\" sagt, die Partie beginnt mit einer aufgebauten Stellung, aber es gibt kein FEN-Tag",
	"pgn.setup-0-fen":       "SetUp \"0\" sagt, die Partie beginnt mit der Grundstellung, aber ein FEN-Tag nennt eine andere Stellung",
	"pgn.read-from-518":     "die Partie wird ab der Grundstellung gelesen (Chess960-Stellung 518)",
	"pgn.chess960-no-fen":   "eine Chess960-Partie braucht ein FEN-Tag mit ihrer Anfangsstellung",
	"pgn.read-fullmove-1":   "die Partie wird mit Zugnummer 1 gelesen",
	"pgn.fullmove-0":        "Zugnummer %s: Zugnummern beginnen bei 1",
	"pgn.tolerated":         "%v; %v",
	"pgn.read-with-de":      "die Züge werden mit deutschen Figurenbuchstaben gelesen (K D T L S: S ein Springer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)",
	"pgn.read-with-cs":      "die Züge werden mit tschechischen Figurenbuchstaben gelesen (K D V S J: S ein Läufer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)",
	"pgn.failed-with-de":    "%v (mit deutschen Figurenbuchstaben gelesen, K D T L S, mit denen die Partie am weitesten lesbar ist)",
	"pgn.failed-with-cs":    "%v (mit tschechischen Figurenbuchstaben gelesen, K D V S J, mit denen die Partie am weitesten lesbar ist)",
	"pgn.letters-ambiguous": "regelgemäß mit deutschen Buchstaben (%s, S ein Springer) und mit tschechischen (%s, S ein Läufer): die Figurenbuchstaben der Partie englisch schreiben (N Springer, B Läufer, R Turm, Q Dame, K König) und die Datei erneut lesen",
	"rules.fen-detail":      "%s: %s",
	// speechtext: the speech backends' errors (internal/speech)
	"speaking.unsayable":            "für einige der Wörter gibt es keine Aufnahme",
	"speaking.unsayable-clip":       "%v: %q (%s)",
	"speaking.unsayable-word":       "%v: %q",
	"speaking.nothing":              "%v: nichts zu sagen",
	"speaking.no-cgo":               "dieses blindchess wurde ohne cgo gebaut und kann die Soundkarte nicht selbst nutzen; bauen Sie es mit CGO_ENABLED=1 (und libasound2-dev) neu, oder nehmen Sie --voice speechd oder espeak",
	"speaking.play-on":              "Wiedergabe auf %s: %v",
	"speaking.clip":                 "Aufnahme %s: %v",
	"speaking.clip-channels":        "Aufnahme %s: Kanalzahl %d, erwartet ist Mono",
	"speaking.clip-rate":            "Aufnahme %s: %d Hz, die anderen Aufnahmen haben aber %d Hz",
	"speaking.clips-load":           "Laden der Aufnahmen: %v",
	"speaking.clips-none":           "Laden der Aufnahmen: keine Aufnahmen gefunden",
	"speaking.sound-card":           "Soundkarte: %v",
	"speaking.no-card-build":        "dieses Build kann keine Soundkarte nutzen",
	"speaking.espeak-missing":       "espeak-ng nicht gefunden: installieren Sie es (Debian/Ubuntu: apt-get install espeak-ng) oder wählen Sie eine andere Stimme",
	"speaking.espeak-start":         "Start von espeak-ng: %v",
	"speaking.espeak-no-audio":      "espeak-ng hat keinen Ton geliefert: %v",
	"speaking.espeak-not-wav":       "espeak-ng hat etwas geliefert, das kein WAV ist",
	"speaking.espeak-header":        "WAV-Kopf von espeak-ng: %v",
	"speaking.espeak-fmt-size":      "fmt-Block des WAV von espeak-ng mit %d Bytes",
	"speaking.espeak-format":        "espeak-ng liefert %d Hz, Kanalzahl %d, %d Bit; erwartet sind %d Hz Mono, 16 Bit",
	"speaking.espeak-read":          "Lesen des Tons von espeak-ng: %v",
	"speaking.espeak-failed":        "espeak-ng: %v: %s",
	"speaking.wait":                 "Warten auf das Ende der Sprachausgabe: %v",
	"speaking.close":                "Beenden der Sprachausgabe %s: %v",
	"speaking.bad-channel":          "unbekannter Audiokanal %q: nehmen Sie both, left oder right",
	"speaking.text-write":           "Schreiben der Sprachausgabe als Text: %v",
	"speaking.wav-closed":           "die WAV-Datei ist schon geschlossen",
	"speaking.wav-close":            "Schließen von %s: %v",
	"speaking.sapi-only-windows":    "die SAPI-Stimme gibt es nur unter Windows: wählen Sie eine andere Stimme (--voice auto findet eine)",
	"speaking.say-only-macos":       "die Stimme say gibt es nur unter macOS: wählen Sie eine andere Stimme (--voice auto findet eine)",
	"speaking.say-missing":          "der macOS-Befehl say wurde nicht gefunden",
	"speaking.say-failed":           "say: %v: %s",
	"speaking.sapi-no-powershell":   "PowerShell wurde nicht gefunden, daher ist die Windows-Stimme (SAPI) nicht nutzbar",
	"speaking.sapi-failed":          "Windows SAPI: %v: %s",
	"speaking.speechd-spawn-failed": "%v; der Start ist fehlgeschlagen: %v",
	"speaking.speechd-missing":      "speech-dispatcher nicht gefunden: installieren Sie ihn (Debian/Ubuntu: apt-get install speech-dispatcher)",
	"speaking.speechd-spawn":        "speech-dispatcher --spawn: %v: %s",
	"speaking.speechd-gone":         "die Verbindung zu speech-dispatcher ist abgebrochen: %v",
	"speaking.speechd-no-begin":     "speech-dispatcher hat nicht innerhalb von %v zu sprechen begonnen; er hängt vielleicht: mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu, oder wählen Sie mit --voice eine andere Stimme",
	"speaking.speechd-no-end":       "speech-dispatcher hat zu sprechen begonnen, aber nicht innerhalb von %v geendet: seine Tonausgabe funktioniert vielleicht nicht; sehen Sie in sein Protokoll unter ~/.cache/speech-dispatcher/log/ oder wählen Sie mit --voice eine andere Stimme",
	"speaking.speechd-stop":         "Anhalten der Sprachausgabe: %v",
	"speaking.ssip-bad-port":        "SPEECHD_ADDRESS %q: ungültiger Port %q",
	"speaking.ssip-bad-host":        "SPEECHD_ADDRESS %q: ungültiger Host %q; erwartet ist inet_socket:host:port",
	"speaking.ssip-bad-address":     "SPEECHD_ADDRESS %q: erwartet ist unix_socket:/pfad oder inet_socket:host:port",
	"speaking.ssip-connect":         "Verbindung zu speech-dispatcher unter %s: %v",
	"speaking.ssip-line-long":       "speech-dispatcher hat eine Zeile von mehr als %d Bytes gesendet: das ist nicht speech-dispatcher, oder er ist defekt; mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu, oder wählen Sie mit --voice eine andere Stimme",
	"speaking.ssip-conn":            "Verbindung zu speech-dispatcher: %v",
	"speaking.ssip-reply-long":      "speech-dispatcher hat eine Antwort von mehr als %d Bytes gesendet: das ist nicht speech-dispatcher, oder er ist defekt; mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu, oder wählen Sie mit --voice eine andere Stimme",
	"speaking.ssip-malformed":       "speech-dispatcher hat eine fehlerhafte Zeile gesendet: %q",
	"speaking.ssip-unasked":         "speech-dispatcher hat eine Antwort gesendet, nach der niemand gefragt hat: %d %s",
	"speaking.ssip-write":           "Schreiben an speech-dispatcher: %v",
	"speaking.ssip-no-answer":       "hat nicht geantwortet",
	"speaking.ssip-stuck":           "speech-dispatcher unter %s hat nicht innerhalb von %v geantwortet; er hängt vielleicht: mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu, oder wählen Sie mit --voice eine andere Stimme",
	"speaking.ssip-line-break":      "der SSIP-Befehl %q enthält einen Zeilenumbruch",
	"speaking.ssip-refused":         "speech-dispatcher hat %q abgelehnt: %d %s",
	"speaking.ssip-refused-speak":   "speech-dispatcher hat SPEAK abgelehnt: %d %s",
	"speaking.ssip-not-queued":      "speech-dispatcher hat die Nachricht nicht eingereiht: %d %s",
	"speaking.ssip-bad-id":          "speech-dispatcher hat eine ungültige Nachrichtennummer gesendet: %q",
	"speaking.ssip-closed":          "geschlossen",
	"speaking.wav-read-header":      "Lesen des WAV-Kopfs: %v",
	"speaking.wav-not":              "keine WAV-Datei (kein RIFF/WAVE-Kopf)",
	"speaking.wav-read-chunk":       "Lesen eines WAV-Blockkopfs: %v (kein data-Block)",
	"speaking.wav-fmt-size":         "der fmt-Block der WAV-Datei hat die ungültige Größe %d",
	"speaking.wav-read-fmt":         "Lesen des fmt-Blocks der WAV-Datei: %v",
	"speaking.wav-fact-size":        "der fact-Block der WAV-Datei hat die ungültige Größe %d",
	"speaking.wav-read-fact":        "Lesen des fact-Blocks der WAV-Datei: %v",
	"speaking.wav-data-first":       "der data-Block der WAV-Datei steht vor dem fmt-Block",
	"speaking.wav-bad-format":       "nicht unterstütztes WAV: Kanalzahl %d bei %d Hz",
	"speaking.wav-read-data":        "Lesen der WAV-Daten: %v",
	"speaking.wav-bits":             "nicht unterstütztes WAV: PCM mit %d Bit (erwartet sind 16 Bit)",
	"speaking.wav-ima-channels":     "nicht unterstütztes WAV: IMA ADPCM mit Kanalzahl %d (erwartet ist Mono)",
	"speaking.wav-format-tag":       "nicht unterstütztes WAV-Format 0x%04x (erwartet ist PCM oder IMA ADPCM)",
	"speaking.wav-chunk-large":      "der WAV-Block %q ist zu groß (%d Bytes)",
	"speaking.wav-skip-chunk":       "Überspringen des WAV-Blocks %q: %v",
	"speaking.wav-write-format":     "Schreiben des WAV: ungültiges Format, Kanalzahl %d bei %d Hz",
	"speaking.wav-write-header":     "Schreiben des WAV-Kopfs: %v",
	"speaking.wav-write-data":       "Schreiben der WAV-Daten: %v",
	"speaking.ima-block-size":       "das IMA-ADPCM-WAV hat die ungültige Blockgröße %d",
	"speaking.ima-step":             "der IMA-ADPCM-Block hat den ungültigen Schrittindex %d",
	"speaking.ima-write-format":     "Schreiben von IMA ADPCM: erwartet ist Mono, gegeben sind Kanalzahl %d bei %d Hz",
	"speaking.ima-write-header":     "Schreiben des IMA-ADPCM-Kopfs: %v",
	"speaking.ima-write-data":       "Schreiben der IMA-ADPCM-Daten: %v",
	"speaking.wav-too-long":         "die WAV-Datei ist zu lang (über 4 GB)",
	"speaking.wav-finish":           "Abschließen der WAV-Datei: %v",

	// speechtext: microphones and WAV recordings (internal/capture)
	"capture.closed":         "das Mikrofon ist geschlossen",
	"capture.overflow":       "Ton verloren: der Puffer des Mikrofons ist übergelaufen",
	"capture.close":          "Schließen des Mikrofons: %v",
	"capture.wav-short":      "keine WAV-Datei (zu kurz); wandeln Sie sie um: sox in.xxx out.wav",
	"capture.wav-not":        "keine WAV-Datei (kein RIFF/WAVE-Kopf); wandeln Sie sie um: sox in.xxx out.wav",
	"capture.wav-no-data":    "WAV-Datei ohne Ton (kein data-Block); bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
	"capture.wav-fmt-size":   "keine WAV-Datei, die dieses Programm liest (ihr Formatblock hat %d Bytes); wandeln Sie sie um: sox in.xxx out.wav",
	"capture.wav-fmt-cut":    "die WAV-Datei bricht in ihrem Kopf ab; bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
	"capture.wav-data-first": "WAV-Datei, deren Ton vor ihrem Format steht; wandeln Sie sie um: sox in.xxx out.wav",
	"capture.wav-bad-format": "WAV-Kopf, den keine Aufnahme haben kann (Kanäle: %d, Rate: %d Hz); bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
	"capture.wav-encoding":   "WAV-Ton im Format %d mit %d Bit wird nicht gelesen; wandeln Sie ihn in 16-Bit-PCM um (sox in.wav -b 16 out.wav)",
	"capture.wav-read":       "Lesen des WAV-Tons: %v",

	// speechtext: the recogniser's errors (internal/voice, internal/voice/sphinx)
	"voice.no-pronunciation":     "keine Aussprache für %s",
	"voice.model-missing":        "das Sprachmodell fehlt (installieren Sie das Debian-Paket pocketsphinx-en-us): %v",
	"voice.recognition":          "Spracherkennung: %v",
	"voice.write-dict":           "Schreiben des Aussprachewörterbuchs: %v",
	"voice.config-refused":       "pocketsphinx hat seine Konfiguration abgelehnt",
	"voice.no-start":             "pocketsphinx konnte nicht starten (ist pocketsphinx-en-us vollständig installiert?)",
	"voice.grammar-in-utterance": "die Grammatik kann sich innerhalb einer Äußerung nicht ändern",
	"voice.grammar-refused":      "pocketsphinx hat die Grammatik abgelehnt",
	"voice.no-utterance-start":   "pocketsphinx konnte keine Äußerung beginnen",
	"voice.no-utterance":         "keine Äußerung begonnen",
	"voice.audio-failed":         "pocketsphinx ist am Ton gescheitert",
	"voice.no-utterance-end":     "pocketsphinx konnte die Äußerung nicht beenden",
	"voice.phone-config-refused": "pocketsphinx hat seine Konfiguration abgelehnt (ist pocketsphinx-en-us vollständig installiert?)",
	"voice.phone-no-start":       "pocketsphinx konnte seinen Phonem-Decoder nicht starten (ist pocketsphinx-en-us vollständig installiert?)",

	// speechtext: the clock's errors (internal/clock)
	"clock.err-not-started":        "die Uhr wurde noch nicht gestartet",
	"clock.err-started":            "die Uhr wurde schon gestartet",
	"clock.err-paused":             "die Uhr ist angehalten; lassen Sie sie zuerst weiterlaufen",
	"clock.err-not-paused":         "die Uhr ist nicht angehalten",
	"clock.err-frozen":             "die Uhr steht nach einem Fallblättchen; der Schiedsrichter muss eine Zeit einstellen oder einen früheren Stand wiederherstellen",
	"clock.err-not-your-clock":     "die Uhr dieser Seite läuft nicht",
	"clock.err-time-backwards":     "die Zeit ist rückwärts gelaufen",
	"clock.err-bad-value":          "ungültiger Wert",
	"clock.err-white":              "Weiß",
	"clock.err-black":              "Schwarz",
	"clock.status-not-started":     "nicht gestartet",
	"clock.status-running":         "läuft",
	"clock.status-paused":          "angehalten",
	"clock.status-flagged":         "Fallblättchen gefallen",
	"clock.adjust-time":            "Zeit einstellen",
	"clock.adjust-add":             "Zeit hinzufügen",
	"clock.adjust-penalty":         "Zeitstrafe",
	"clock.adjust-moves":           "Zugzahl einstellen",
	"clock.adjust-turn":            "Zugrecht einstellen",
	"clock.adjust-control":         "Bedenkzeit einstellen",
	"clock.adjust-restore":         "Wiederherstellen",
	"clock.adjust-none":            "keine",
	"clock.op-new":                 "neue Uhr: %v",
	"clock.op-new-first":           "neue Uhr: die erste Seite %d ist weder Weiß noch Schwarz",
	"clock.op-new-moves":           "neue Uhr: negative Zugzahlen %v",
	"clock.op-start":               "Start: %v",
	"clock.op-press":               "Drücken: %v",
	"clock.op-press-by":            "Drücken durch %s: %v",
	"clock.op-pause":               "Anhalten: %v",
	"clock.op-resume":              "Weiterlaufen: %v",
	"clock.op-resume-status":       "Weiterlaufen: %v (Zustand: %s)",
	"clock.op-set-time":            "Zeit von %s auf %v einstellen: %v: die Zeit muss zwischen 0 und %v liegen",
	"clock.take-too-much":          "%v: %v von %v abzuziehen ergibt weniger als null",
	"clock.time-too-much":          "%v: die Zeit wäre mehr als %v",
	"clock.op-set-moves":           "Zugzahl von %s auf %d einstellen: %v: die Zahl muss zwischen 0 und %d liegen",
	"clock.op-set-control":         "Bedenkzeit einstellen: %v",
	"clock.op-restore-turn":        "Wiederherstellen: %v: Stand mit Zugrecht %d, Halbzug %d",
	"clock.op-restore-negative":    "Wiederherstellen: %v: Stand mit negativer Zeit oder Zugzahl",
	"clock.op-adjust":              "%s: %v",
	"clock.op-adjust-for":          "%s für %s: %v",
	"clock.time-before":            "%v: %v liegt vor %v",
	"clock.talker-side":            "Zeitansage: %v: Seite %d",
	"clock.talker-interval":        "Zeitansage: %v: der Abstand %v ist kürzer als %v",
	"clock.talker-threshold":       "Zeitansage: %v: Schwelle %v",
	"clock.answer-request":         "Antwort: %v: Anfrage %d",
	"clock.control-no-period":      "die Bedenkzeit hat keine Periode",
	"clock.control-hourglass":      "eine Sanduhr hat eine Periode ohne Zugzahl und ohne Zeitzugabe",
	"clock.control-negative-moves": "Periode %d: negative Zugzahl %d",
	"clock.control-rest-not-last":  "Periode %d: nur die letzte Periode kann für den Rest der Partie gelten",
	"clock.control-time-short":     "Periode %d: die Zeit %v ist kürzer als 1 Sekunde",
	"clock.control-time-long":      "Periode %d: die Zeit %v ist länger als %v",
	"clock.control-bonus-kind":     "Periode %d: unbekannte Art der Zeitzugabe %d",
	"clock.control-bonus-no-kind":  "Periode %d: Zeitzugabe ohne Angabe ihrer Art",
	"clock.control-bonus-range":    "Periode %d: die Zeitzugabe %v liegt nicht zwischen 0 und %v",
	"clock.control-delay-short":    "Periode %d: eine Verzögerung muss mindestens 1 Sekunde sein",

	// speechtext: the hub's errors (internal/hub)
	"hub.db-board":        "Brett %d der Hub-Datenbank: %v",
	"hub.export-folder":   "Exportordner: %v",
	"hub.push-address":    "Push-Adresse %s: %v",
	"hub.read-journal":    "Journal %s lesen: %v",
	"hub.reply":           "Hub: %s",
	"hub.reply-status":    "Hub: %d %s",
	"hub.encode-batch":    "Stapel kodieren: %v",
	"hub.address":         "Hub-Adresse %s: %v",
	"hub.read-reply":      "Antwort des Hubs lesen: %v",
	"hub.reply-not-json":  "die Antwort des Hubs (%s) ist kein JSON: %v",
	"hub.db-open":         "Hub-Datenbank %s öffnen: %v",
	"hub.db-setup":        "Hub-Datenbank %s einrichten: %v",
	"hub.db-read-boards":  "Bretter des Hubs lesen: %v",
	"hub.db-read-header":  "Kopf von Brett %d lesen: %v",
	"hub.db-read-events":  "Ereignisse des Hubs lesen: %v",
	"hub.db-order":        "Hub-Datenbank: Ereignis %d von Brett %d außer der Reihe",
	"hub.db-store-events": "Ereignisse von Brett %d speichern: %v",
	"hub.db-store-header": "Kopf von Brett %d speichern: %v",
	"hub.db-store-board":  "Brett %d speichern: %v",
	"hub.db-store-event":  "Ereignis %d von Brett %d speichern: %v",

	// speechtext: where speech failed to play
	"speaking.play-card":   "Wiedergabe auf der Soundkarte: %v",
	"speaking.play-device": "Wiedergabe auf dem Tonausgang %s: %v",
	"speaking.play-wav":    "Schreiben in die WAV-Datei %s: %v",

	// speechtext: speech-dispatcher --spawn failing without a word
	"speaking.speechd-spawn-silent": "speech-dispatcher --spawn: %v: keine Meldung",

	// speechtext: espeak-ng without the voice of the language
	"speaking.espeak-no-voice": "espeak-ng hat keine Stimme %q: installieren Sie espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) oder wählen Sie mit --voice eine andere Stimme",
	"speaking.espeak-no-dict":  "espeak-ng kann sein Wörterbuch der Sprache %q (%s) nicht lesen und spricht in ihr nichts: installieren Sie espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) oder geben Sie, wo ESPEAK_DATA_PATH gesetzt ist, einen Ordner an, dessen espeak-ng-data %s_dict enthält; oder wählen Sie mit --voice eine andere Stimme",

	// speechtext: an error with what it is about (a voice, a file)
	"speaking.named": "%s: %v",
	// helptext: the command line's help (cmd/blindchess/helptext.go): the
	// headings of --help, the words of cobra's own commands and flags, and
	// every command's help.<path>.use, .short, .long and flag.<name>.
	"help.usage":         "Aufruf:",
	"help.aliases":       "Andere Namen:",
	"help.examples":      "Beispiele:",
	"help.commands":      "Befehle:",
	"help.flags":         "Optionen:",
	"help.global-flags":  "Globale Optionen:",
	"help.topics":        "Weitere Hilfethemen:",
	"help.more":          "Mehr über einen Befehl sagt \"%s\".",
	"help.command-arg":   "[Befehl]",
	"help.flags-arg":     "[Optionen]",
	"help.default":       "(Vorgabe %s)",
	"help.unknown-topic": "Kein Hilfethema: %s",
	"help.version-line":  "Version %s",
	"help.flag.help":     "Hilfe zu %s",
	"help.flag.version":  "Version von %s",
	"help.value.lang":    "SPRACHE",
	// walk10: clock --help said "--voice TEXT  text: …" and "--channel TEXT"
	"help.value.voice":        "STIMME",
	"help.value.channel":      "KANAL",
	"help.value.braille-code": "CODE",
	"help.type.string":        "TEXT",
	"help.type.int":           "ZAHL",
	"help.type.float":         "ZAHL",
	"help.type.duration":      "DAUER",
	"help.root.short":         "Schachassistent für sehbehinderte Spieler nach FIDE-Anhang D",
	"help.root.long": `blindchess sagt Züge im phonetischen Alphabet des FIDE-Anhangs D an, ist eine
sprechende Schachuhr, liest taktile und elektronische Bretter über
serielle Leitungen und führt die Partieaufzeichnung, alles auf einem
Regelkern, der die FIDE-Schachregeln umsetzt.

Es enthält keine Engine, keine Hinweise und keine Bewertung.`,

	"help.board.short": "Mit DGT-Brettern und taktilen Brettern arbeiten",
	"help.board.long":  "board fasst die Befehle zusammen, die mit einem Brett sprechen.\nSiehe \"blindchess board watch --help\".",

	"help.board.follow.use":   "--board NAME:PFAD oder --dgt PFAD oder --tactile PFAD oder --capture DATEI [--fen FEN] [--count N]",
	"help.board.follow.short": "Die Züge schreiben, die die Ereignisse eines Bretts ergeben, einen pro Zeile in SAN",
	"help.board.follow.long": `follow öffnet ein Brett und schreibt jeden darauf ausgeführten Zug, einen
pro Zeile in SAN, von der Grundstellung oder der mit --fen gegebenen
Stellung aus. Es ist die Zugerkennung von "blindchess play" für sich, um ein
Brett und seine Firmware zu prüfen: Heben und Setzen in jeder Reihenfolge
(Schlagen, en passant, Rochade mit König oder Turm zuerst, Chess960), eine
über Felder geschobene Figur, ein Uhrdruck über das Brett.

Die Züge beider Seiten kommen von dem einen Brett. Abweichungen von der
Partie (eine Figur auf einem falschen Feld) und die Rückkehr des Bretts in
den Gleichstand werden auf die Standardfehlerausgabe geschrieben, in der
Sprache der Sitzung (--lang, sonst die des Systems), Feld für Feld in den
Wörtern von --style (Vorgabe: die der Sprache).

Ein taktiles Brett erkennt nur, wo die Stecker sind: eine Umwandlung wird
dort zur Dame (play fragt stattdessen den Spieler).

--capture DATEI spielt eine Aufnahme eines DGT-Bretts ab (eine base64-Zeile
je Lesevorgang vom Brett, wie in internal/twoboard/testdata/*.inbytes),
statt einen Anschluss zu öffnen.

Beenden mit Strg-C, oder mit --count N nach N Zügen.`,
	"help.board.follow.flag.board":   "dem Brett an `NAME:PFAD` folgen: %s (z. B. millennium:/dev/ttyUSB0)",
	"help.board.follow.flag.capture": "die DGT-Aufnahme `DATEI` (base64-Zeilen) statt eines Anschlusses abspielen",
	"help.board.follow.flag.count":   "nach `N` Zügen aufhören (0: bis Strg-C oder bis zum Ende einer Aufnahme)",
	"help.board.follow.flag.dgt":     "dem DGT-Brett an `PFAD` folgen (z. B. /dev/ttyUSB0)",
	"help.board.follow.flag.fen":     "von der Stellung `FEN` statt der Grundstellung ausgehen",
	"help.board.follow.flag.lang":    "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.board.follow.flag.style":   "Wörter für Abweichungen: %s (Vorgabe: die der Sprache: annexd für de, annexd-en für en, cs für cs)",
	"help.board.follow.flag.tactile": "dem taktilen Brett an `PFAD` folgen (z. B. /dev/ttyACM0)",

	"help.board.watch.use":   "--board NAME:PFAD oder --dgt PFAD oder --tactile PFAD [--json] [--count N]",
	"help.board.watch.short": "Schreiben, was ein Brett meldet, eine Zeile je Ereignis",
	"help.board.watch.long": `watch öffnet ein Brett und schreibt jedes Ereignis als kurze Zeile: Heben
und Setzen mit ihren Feldern, Gesamtbilder, Tasten, Änderungen der Uhr,
und ob die Verbindung kommt oder geht. Bei einem DGT-Brett schreibt es nach
jeder Änderung auch die Stellung (die Figurenstellung einer FEN). Das Brett
darf abgezogen und wieder eingesteckt werden: watch verbindet sich neu und
fragt wieder nach dem ganzen Brett.

Die Zeit am Anfang jeder Zeile sind Sekunden seit dem Start von watch. Im
Textmodus werden Meldungen der Uhr nur geschrieben, wenn sich die laufende
Seite oder der Zustand der Uhr ändert, nicht jede Sekunde; --json schreibt
alle.

--json schreibt ein Objekt pro Zeile: {"t":S, "board":"…", "event":"…",
"square":"e2", "fen":"<Figurenstellung>", "occupied":"<64 Zeichen 0/1, a1 b1
… h8>", "code":"…", "text":"…"}, ohne die Felder, die nicht zutreffen.
board ist dgt, millennium, certabo, chessnut oder tactile; event ist lift, place,
snapshot, button, clock, connected, disconnected, error oder resync. Bei
einem DGT-Brett steht fen bei jedem Gesamtbild, Heben und Setzen. code ist,
was der Treiber meldet, als Code mit seinen Argumenten, in jeder Sprache
gleich (z. B. "eboard.noise eboard.skipped(3 5)"); text sagt es in der
Sprache von --lang.

Beenden mit Strg-C, oder mit --count N nach N Ereignissen.`,
	"help.board.watch.flag.board":   "das Brett an `NAME:PFAD` beobachten: %s (z. B. millennium:/dev/ttyUSB0)",
	"help.board.watch.flag.count":   "nach `N` Ereignissen aufhören (0: bis Strg-C)",
	"help.board.watch.flag.dgt":     "das DGT-Brett an `PFAD` beobachten (z. B. /dev/ttyUSB0)",
	"help.board.watch.flag.json":    "ein JSON-Objekt je Ereignis schreiben",
	"help.board.watch.flag.tactile": "das taktile Brett an `PFAD` beobachten (z. B. /dev/ttyACM0)",

	"help.braille.use":   "--pgn DATEI [--game N] [--format FORMAT] [--braille-code CODE] [--cols 40 --rows 25]",
	"help.braille.short": "Das Partieformular einer Partie in Schachblindenschrift schreiben (BRF für einen Punktschriftdrucker, PEF oder Unicode-Braille)",
	"help.braille.long": `braille schreibt das Partieformular einer Partie aus einer PGN-Datei in
Schachblindenschrift (Anhang D.2.7): ein Kopf mit den Spielern, dem
Turnier, dem Datum und dem Ergebnis, dann ein Zugpaar pro Zeile mit seiner
Nummer, umbrochen und in Seiten geteilt zu --cols × --rows Zellen mit
Seitenzahlen. --format brf (nordamerikanisches ASCII-Braille, für
Punktschriftdrucker), pef (PEF 1.0) oder unicode (Braillezellen, für eine
Braillezeile oder einen Bildschirm). Die Codes beschreibt docs/braille.md.`,
	"help.braille.flag.braille-code": "uk, de, cs oder iccf (Vorgabe: der Code von --lang)",
	"help.braille.flag.cols":         "Zellen pro Zeile",
	"help.braille.flag.format":       "brf, pef, unicode oder text: die Kopie in Schwarzschrift für Schiedsrichter und Gegner",
	"help.braille.flag.game":         "die Nummer der Partie in der Datei",
	"help.braille.flag.lang":         "Sprache des Kopfes, deren Code die Vorgabe ist: en (uk), de, cs (Vorgabe: die des Systems)",
	"help.braille.flag.pgn":          "die PGN-`DATEI`",
	"help.braille.flag.rows":         "Zeilen pro Seite",

	"help.check.use":   "[--voice STIMME [--wav DATEI]] [--tactile PFAD] [--sighted dgt:PFAD] [--microphone NAME oder --record] [--journal DATEI] [--lang SPRACHE]",
	"help.check.short": "Prüfung eines Tisches vor der Runde: Ohrhörerkanäle, Bretter, Mikrofon; das Ergebnis in einem Journal",
	"help.check.long": `check lässt den Schiedsrichter einen Tisch in einer Minute abnehmen. Es sagt
einen Prüfsatz auf dem linken Kanal, auf dem rechten und auf beiden und
fragt nach jedem, welches Ohr ihn gehört hat (Antwort links, rechts, beide
oder keins; left, right, both, none; vlevo, vpravo, obě, žádné). Es liest
die Stellung jedes angegebenen Bretts (--tactile, --sighted dgt:PFAD) und
sagt, ob es die Grundstellung ist, und mit --microphone oder --record hört
es zwei Sekunden zu und sagt den Pegel des Mikrofons in dBFS. Jedes Ergebnis
wird geschrieben, gesagt und in einem Journal festgehalten (--journal DATEI
oder eine neue Datei in blindchess/checks des Datenordners); der
Rückgabewert ist 1, wenn eine Prüfung fehlschlug.`,
	"help.check.flag.board-wait": "wie lange auf die Stellung eines Bretts gewartet wird (Vorgabe 5s)",
	"help.check.flag.journal":    "das Ergebnis in `DATEI` schreiben (Vorgabe: eine neue Datei im Datenordner)",
	"help.check.flag.lang":       "Sprache von allem Gesagten und Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.check.flag.microphone": "das Mikrofon `NAME` (blindchess microphones listet sie auf) oder eine WAV-Datei an seiner Stelle",
	"help.check.flag.record":     "die Partie wird aufgenommen: das (voreingestellte) Mikrofon messen",
	"help.check.flag.sighted":    "das DGT-Brett des Gegners, `dgt:PFAD`",
	"help.check.flag.tactile":    "der serielle Anschluss `PFAD` des taktilen Bretts",
	"help.check.flag.voice":      "die Stimme, die die Prüfsätze sagt (Vorgabe: auto)",
	"help.check.flag.wav":        "mit --voice clips oder espeak: die Sprache in `DATEI` schreiben, statt sie abzuspielen",

	"help.clock.use":   "[--time ZEITKONTROLLE] [--me SEITE] [--lang SPRACHE] [--casual] [--announce LISTE] [--json] [--script DATEI [--virtual]] [--journal DATEI oder --resume DATEI] [--voice-input [--microphone NAME]] [--braille]",
	"help.clock.short": "Eine sprechende Schachuhr für den sehbehinderten Spieler (FIDE-Anhang D.2.6.1)",
	"help.clock.long": `clock ist eine Schachuhr, die dem sehbehinderten Spieler auf Anfrage
vertraulich seine Zeit, die Zeit des Gegners und die Zugzahl sagt und ihm
meldet, wenn er eine Zeitkontrolle erreicht und wenn ein Fallblättchen
fällt. Turnierspiel ist die Vorgabe: seine Zeit wird nur an den Schwellen
von selbst angesagt, die er mit --announce wünscht (sein stehender Wunsch,
im Journal festgehalten); --casual sagt sie bei 10, 5, 2 und 1 Minuten,
30 s und alle 10 s an, wenn --announce nichts anderes sagt. Die
Einstellung wird am Anfang gesagt und von --resume beibehalten. Die Uhr
folgt FIDE-Artikel 6 und den Anhängen A und B; die Schreibweise der
Zeitkontrollen steht in docs/time-controls.md.

Tasten (dieselben wie bei play, siehe README "One key map"): Leertaste,
Enter oder p drückt die Uhr (der erste Druck startet die Uhr von Weiß);
t meine Zeit; o Zeit des Gegners; b beide Zeiten; m Zugzahl; r Stand der
Zeitkontrolle; s starten; z anhalten oder weiter; q beenden (fragt nach:
j, y oder Enter beendet, jede andere Taste macht weiter); auch Strg+C
fragt nach, ein zweites Strg+C innerhalb von 2 s beendet; h Hilfe.
Ist die Standardeingabe kein Terminal, ist jede Zeile eine Taste oder ein
Wort (eine leere Zeile drückt die Uhr).

Nach einer Entscheidung des Schiedsrichters nimmt k seine Korrektur an:
geben schwarz 2m (Zeit dazu; -1m zieht eine Minute ab), zeit weiss 1:20:00
(eine Zeit gesetzt), zuege weiss 40 (die Zugzahl) oder strafe weiss (der
Gegner von Weiß erhält die Strafzeit) eintippen, dann Enter; die
Rücktaste löscht ein Zeichen (und sagt, welches), Enter allein bricht ab.
Die Wörter sind die Schiedsrichterbefehle von play, in jeder Sprache,
auch ohne Umlaute (add, time, moves, penalty; pridat, cas, tahy, trest).

Jede Taste wird ins Journal geschrieben, bevor sie wirkt (an einem Terminal
im Datenordner des Benutzers, oder in --journal DATEI); nach einem Absturz
bringt --resume DATEI die Uhr zurück, angehalten bei ihren letzten
bekannten Zeiten.

Mit --script DATEI ist jede Zeile "<Sekunden> <Aktion>" (start, press, time,
opponent, both, moves, status, pause, resume, quit, oder k und eine
Korrektur: k geben schwarz 2m); --virtual führt sie in
virtueller Zeit sofort aus. Der Lauf endet bei quit oder wenn ein
Fallblättchen fällt. --json schreibt jedes Ereignis als eine JSON-Zeile.`,
	"help.clock.flag.announce":     "selbsttätige Zeitansagen, z. B. \"10m,5m,2m,1m,30s,every 10s\", oder none (Vorgabe: none im Turnierspiel, %s mit --casual)",
	"help.clock.flag.braille":      "beide Uhrzeiten auf der Braillezeile zeigen (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH)",
	"help.clock.flag.braille-code": "Braillecode der Ziffern: uk, de, cs oder iccf (Vorgabe: der der Sprache)",
	"help.clock.flag.casual":       "freie Partie (Training, die Uhr zu Hause): selbsttätige Zeitansagen von vornherein",
	"help.clock.flag.channel":      "Tonkanal der gesprochenen Ansagen: both (beide), left (links) oder right (rechts)",
	"help.clock.flag.journal":      "jede Taste ins Journal `DATEI` schreiben (eine neue Datei), um die Uhr nach einem Absturz fortzusetzen",
	"help.clock.flag.json":         "jedes Ereignis als eine JSON-Zeile schreiben",
	"help.clock.flag.lang":         "Sprache von allem Gesagten und Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.clock.flag.me":           "die Farbe des sehbehinderten Spielers: weiß oder schwarz (auch white oder black)",
	"help.clock.flag.microphone":   "das Mikrofon `NAME` (blindchess microphones listet sie auf; ein Teil des Namens genügt) oder eine WAV-DATEI als Mikrofon, im Tempo ihrer Aufnahme (Tests, Vorführungen); Vorgabe: der voreingestellte Eingang",
	"help.clock.flag.resume":       "die Uhr des Journals `DATEI` fortsetzen (oder des einen Journals in einem Ordner)",
	"help.clock.flag.script":       "die Zeilen \"<Sekunden> <Aktion>\" aus `DATEI` ausführen, statt Tasten zu lesen",
	"help.clock.flag.time":         "Zeitkontrolle, z. B. 90+30, 40/90+30,30+30, 60d5, hourglass 5 (wird erfragt, wenn sie fehlt)",
	"help.clock.flag.virtual":      "mit --script: in virtueller Zeit laufen, sofort",
	"help.clock.flag.voice":        "text: Zeilen, die Ihr Bildschirmleser spricht; oder die eigene Stimme der Uhr: %s",
	"help.clock.flag.voice-input":  "die Anfragen (Zeit, Züge, wiederholen) sprechen statt tippen; Spracherkennung ohne Netz (pocketsphinx)",
	"help.clock.flag.voice-pause":  "mit --voice-input: die Stille, die das Gesagte beendet",
	"help.clock.flag.wav":          "mit --voice clips oder espeak: die Sprache in `DATEI` schreiben, statt sie abzuspielen",
	"help.clock.flag.rate":         "Sprechtempo von --voice: 1 normal, 0.5 langsam bis 3 schnell (bei speech-dispatcher ist 1 sein voreingestelltes Tempo)",

	"help.completion.short": "Das Vervollständigungsskript für die angegebene Shell erzeugen",
	"help.completion.long": `Erzeugt das Skript zur Vervollständigung von blindchess für die angegebene
Shell. Wie man das erzeugte Skript einsetzt, sagt die Hilfe jedes
Unterbefehls.`,

	"help.completion.bash.short": "Das Vervollständigungsskript für bash erzeugen",
	"help.completion.bash.long": `Erzeugt das Vervollständigungsskript für die Shell bash.

Das Skript braucht das Paket 'bash-completion'. Ist es noch nicht
installiert, lässt es sich mit der Paketverwaltung des Systems installieren.

Vervollständigung in der laufenden Shell laden:

	source <(blindchess completion bash)

Vervollständigung für jede neue Sitzung laden, einmal ausführen:

#### Linux:

	blindchess completion bash > /etc/bash_completion.d/blindchess

#### macOS:

	blindchess completion bash > $(brew --prefix)/etc/bash_completion.d/blindchess

Die Einrichtung wirkt erst in einer neu gestarteten Shell.`,
	"help.completion.bash.flag.no-descriptions": "Vervollständigung ohne Beschreibungen",

	"help.completion.fish.short": "Das Vervollständigungsskript für fish erzeugen",
	"help.completion.fish.long": `Erzeugt das Vervollständigungsskript für die Shell fish.

Vervollständigung in der laufenden Shell laden:

	blindchess completion fish | source

Vervollständigung für jede neue Sitzung laden, einmal ausführen:

	blindchess completion fish > ~/.config/fish/completions/blindchess.fish

Die Einrichtung wirkt erst in einer neu gestarteten Shell.`,
	"help.completion.fish.flag.no-descriptions": "Vervollständigung ohne Beschreibungen",

	"help.completion.powershell.short": "Das Vervollständigungsskript für powershell erzeugen",
	"help.completion.powershell.long": `Erzeugt das Vervollständigungsskript für powershell.

Vervollständigung in der laufenden Shell laden:

	blindchess completion powershell | Out-String | Invoke-Expression

Für jede neue Sitzung die Ausgabe des obigen Befehls in das Profil von
powershell aufnehmen.`,
	"help.completion.powershell.flag.no-descriptions": "Vervollständigung ohne Beschreibungen",

	"help.completion.zsh.short": "Das Vervollständigungsskript für zsh erzeugen",
	"help.completion.zsh.long": `Erzeugt das Vervollständigungsskript für die Shell zsh.

Ist die Vervollständigung in Ihrer Umgebung noch nicht eingeschaltet, muss
sie eingeschaltet werden. Dazu einmal ausführen:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Vervollständigung in der laufenden Shell laden:

	source <(blindchess completion zsh)

Vervollständigung für jede neue Sitzung laden, einmal ausführen:

#### Linux:

	blindchess completion zsh > "${fpath[1]}/_blindchess"

#### macOS:

	blindchess completion zsh > $(brew --prefix)/share/zsh/site-functions/_blindchess

Die Einrichtung wirkt erst in einer neu gestarteten Shell.`,
	"help.completion.zsh.flag.no-descriptions": "Vervollständigung ohne Beschreibungen",

	"help.help.use":   "[Befehl]",
	"help.help.short": "Hilfe zu jedem Befehl",
	"help.help.long": `help gibt die Hilfe zu jedem Befehl des Programms.
Die ganze Hilfe sagt blindchess help [Pfad zum Befehl].`,

	"help.hub.use":   "--listen ADRESSE --round N [--event NAME] [--token-file DATEI] [--db DATEI] [--export ORDNER] [--push URL --push-token-file DATEI]",
	"help.hub.short": "Die Tische der Runde sammeln: Live-PGN für Übertragungen und eine Übersicht für den Schiedsrichter",
	"help.hub.long": `hub läuft für eine Runde auf dem Rechner des Schiedsrichters. Jeder Tisch
startet "blindchess play … --hub http://HOST:PORT --board N --hub-token-file DATEI"
und schickt sein Journal an den Hub, der es in einer SQLite-Datenbank (--db)
hält und anbietet:

  GET /round.pgn     die Partien aller Bretter, live, für Übertragungen (ETag, 304)
  GET /board/N.pgn   die Partie eines Bretts
  GET /              die Seite des Schiedsrichters: jedes Brett, und was ihn braucht
  GET /attention.txt was den Schiedsrichter braucht, eine Zeile je Punkt

--token-file enthält das Kennwort der Runde: der Hub schreibt dort ein neues
hinein, wenn die Datei fehlt. --export ORDNER schreibt beim Start und nach
jedem Zug auch ORDNER/round-N/games.pgn und game-B.pgn; --push URL schickt
die Runde an eine Übertragungsrunde von lichess, mit dem Token aus
--push-token-file. "blindchess hub watch URL" sagt, was den Schiedsrichter
braucht, eine Zeile je Punkt. Siehe docs/hub.md.`,
	"help.hub.flag.db":              "die Datenbank-`DATEI` der Runde (Vorgabe: hub-round-N.db)",
	"help.hub.flag.event":           "PGN-Tag Event für Partien, die keinen haben",
	"help.hub.flag.export":          "die PGN der Runde beim Start und nach jedem Zug auch nach `ORDNER`/round-N/ schreiben",
	"help.hub.flag.lang":            "Sprache der Seite und der Meldungen: de, en oder cs (Vorgabe: die des Systems)",
	"help.hub.flag.listen":          "Adresse, an der der Hub lauscht, `HOST:PORT` (:8047 für jede Schnittstelle)",
	"help.hub.flag.push":            "die Runde an diese Übertragungs-`URL` schicken (lichess: https://lichess.org/api/broadcast/round/ID/push)",
	"help.hub.flag.push-token-file": "die `DATEI` mit dem API-Token der Übertragung für --push",
	"help.hub.flag.round":           "die Nummer der Runde (PGN-Tag Round)",
	"help.hub.flag.token-file":      "die `DATEI` mit dem Kennwort der Runde (Vorgabe: hub-round-N.token); wird geschrieben, wenn sie fehlt",

	"help.hub.watch.use":   "URL",
	"help.hub.watch.short": "Sagen, was den Schiedsrichter am Hub braucht, eine Zeile je Punkt, sobald es kommt",
	"help.hub.watch.long": `watch liest jede Sekunde die Liste des Schiedsrichters vom Hub unter URL
(wie blindchess hub sie beim Start nannte) und schreibt jeden neuen Punkt,
der den Schiedsrichter braucht, als eine Zeile, sobald er kommt. Ist der
Hub nicht erreichbar, sagt es das auf der Standardfehlerausgabe und
versucht es wieder. Beenden mit Strg-C.`,
	"help.hub.watch.flag.lang": "Sprache der Meldungen: de, en oder cs",

	"help.listen.use":   "--wav DATEI [--style STIL] [--lang SPRACHE] [--fen FEN] [--phones] [--voice-warp F]",
	"help.listen.short": "Einen gesprochenen Zug oder eine Anfrage in einer WAV-Datei erkennen (ohne Netz), wie play --voice-input",
	"help.listen.long": `listen erkennt einen gesprochenen Zug oder eine Anfrage in einer
WAV-Aufnahme, ohne Netz, mit der Grammatik, die play --voice-input
verwendet: die Zugwörter von --style und die Anfragen von --lang (Zeit,
Züge, Wiederholen, Remis, Drücken; time, moves, repeat, draw, press; čas,
tahy, opakovat, remíza, stisknout). Mit --fen hört es nur auf die legalen
Züge dieser Stellung, wie play, und schreibt den gehörten Zug hinter die
Wörter ("Eva vier: e4"). Jede WAV-Datei wird genommen (mono oder stereo,
jede Abtastrate), bis zu einer Minute lang; eine längere wird abgelehnt
(Rückgabewert 2), ohne sie ganz zu lesen.

--phones schreibt die Laute, die das akustische Modell hört, frei von jeder
Grammatik ("SIL D EH N L EH T S T SIL" für das tschechische "Střelec" von
espeak-ng): eine Hilfe, um die Aussprache eines Wortes so aufzuschreiben,
wie eine Stimme es sagt (internal/voice/dict.go).`,
	"help.listen.flag.fen":    "nur auf die legalen Züge dieser Stellung hören",
	"help.listen.flag.lang":   "Sprache der Anfragen: de, en oder cs (Vorgabe: die des Stils, sonst die des Systems)",
	"help.listen.flag.phones": "die Laute schreiben, die das akustische Modell hört (zum Abstimmen der Aussprache)",
	"help.listen.flag.style":  "die Wörter der Züge: annexd, annexd-en, nato oder cs (Vorgabe: die der Sprache)",
	"help.listen.flag.wav":    "die zu erkennende WAV-`DATEI`",

	"help.man.short": "Die Handbuchseite blindchess(1) in roff schreiben, aus der Hilfe jedes Befehls",
	"help.man.long": `man schreibt die Handbuchseite blindchess(1) auf die Standardausgabe:
jeden Befehl mit seinem Aufruf, seiner Beschreibung und seinen Optionen,
wie --help sie zeigt, alles in der Sprache von --lang oder des Systems.
make install installiert sie auf Englisch, Deutsch und Tschechisch; lesen
ohne Installation:

	blindchess man | man -l -`,
	"help.man.flag.lang": "Sprache der Seite: de, en oder cs (Vorgabe: die des Systems)",

	"help.microphones.use":   "[--test [NAME]] [--seconds N] [--style STIL] [--lang SPRACHE] [--fen FEN]",
	"help.microphones.short": "Die Mikrofone für --record und --voice-input auflisten und eines prüfen",
	"help.microphones.long": `microphones listet die Audioeingänge (PortAudio) auf, die play und clock mit
--record und --voice-input verwenden können; einen davon gibt man ihnen mit
--microphone NAME (ein Teil des Namens genügt). Ohne --microphone nehmen sie
den voreingestellten.

--test NAME hört --seconds lang auf das Mikrofon NAME (ohne: das
voreingestellte) und sagt, wie laut der Hintergrund und das lauteste
Geräusch waren, ob Sprache zu hören war und was die Erkennung darin
verstanden hat: sagen Sie einen Zug der Grundstellung (oder von --fen), etwa
"Springer Felix drei" oder "Eva vier", oder eine Anfrage ("Zeit"), um das
Mikrofon vor einer Partie zu prüfen. Eine WAV-Datei kann für das Mikrofon
stehen (NAME.wav).`,
	"help.microphones.flag.fen":     "mit --test: auf die legalen Züge dieser Stellung hören (Vorgabe: die Grundstellung)",
	"help.microphones.flag.lang":    "Sprache der Ausgabe und der Anfragen: de, en oder cs (Vorgabe: die des Systems)",
	"help.microphones.flag.seconds": "mit --test: wie lange zugehört wird",
	"help.microphones.flag.style":   "mit --test: die Wörter der Züge: annexd, annexd-en, nato oder cs (Vorgabe: die der Sprache)",
	"help.microphones.flag.test":    "auf das Mikrofon NAME hören (Vorgabe: der voreingestellte Eingang) und sagen, was zu hören war",

	"help.perft.use":   "--depth N [--fen FEN oder --chess960 N] [--divide] [--json]",
	"help.perft.short": "Die Blätter des Baums der legalen Züge zählen (prüft den Regelkern)",
	"help.perft.long": `perft zählt jede legale Zugfolge der gegebenen Tiefe von einer Stellung aus
und meldet die Zahl der Knoten und die Geschwindigkeit. Es prüft den
Zuggenerator an veröffentlichten Zahlen. --divide listet die Zahl unter
jedem Zug der Wurzel in UCI-Notation auf.`,
	"help.perft.flag.chess960": "von der Chess960-Stellung `N` ausgehen (0-959; 518 ist die normale Grundstellung)",
	"help.perft.flag.depth":    "Suchtiefe in Halbzügen (1-15)",
	"help.perft.flag.divide":   "die Knoten unter jedem Zug der Wurzel auflisten (UCI-Notation)",
	"help.perft.flag.fen":      "von dieser FEN ausgehen (Rochaderechte in X-FEN und Shredder-FEN werden angenommen)",
	"help.perft.flag.json":     "ein JSON-Objekt schreiben",

	"help.pgn.short": "Mit PGN-Partiedateien arbeiten",
	"help.pgn.long":  "pgn liest und prüft Schachpartien in der Portable Game Notation.",

	"help.pgn.check.use":   "DATEI... [--json] [--quiet] [--strict] [--lang SPRACHE]",
	"help.pgn.check.short": "Jede Partie von PGN-Dateien prüfen: legale Züge, Tags, Ergebnis",
	"help.pgn.check.long": `check liest jede Partie der PGN-Dateien (- für die Standardeingabe) und
prüft, dass jeder Zug, auch in Varianten, legal ist. Ungültig ist eine
Partie nur bei einem Syntaxfehler, einem unmöglichen Zug oder einem FEN-
oder Variant-Tag, das sie unspielbar macht (gespielt werden nur normales
Schach und Chess960).

Alles, was nicht zusammenpasst, ist eine Warnung: ein Result-Tag, das vom
Ergebnis nach den Zügen abweicht, ein PlyCount, der nicht die Zahl der
Halbzüge ist, SetUp- und FEN-Tags, die einander widersprechen, und ein
Ergebnis, das nicht zur Endstellung passt (ein Matt oder Patt mit * oder
falsch gewertet). Solche Dateien sind häufig und ihre Partien in Ordnung:
Studien von lichess werten jedes Kapitel mit *, Aufgabensammlungen behalten
den PlyCount der Partie, aus der eine Aufgabe stammt. --strict macht aus
diesen Abweichungen Fehler.

Die Dateien dürfen in UTF-8 sein (mit oder ohne Byte-Order-Mark) oder, wie
alte Datenbanken, in Windows-1252 (Latin-1), oder in Windows-1250 wie von
alten mitteleuropäischen Programmen (gewählt, wenn die Bytes tschechische,
slowakische, ungarische oder polnische Buchstaben zeigen), oder in UTF-16
mit Byte-Order-Mark; jede Datei wird in ihrer Kodierung gelesen, und die
Ausgabe ist immer UTF-8.

Für jede Partie schreibt es eine Zeile: das Ergebnis und die Endstellung als
FEN, oder den ersten Fehler und wo er steht: einen Syntaxfehler mit Zeile
und Spalte ("Zeile 4, Spalte 1"), einen unmöglichen Zug mit Zeile und Zug
("Zeile 3, Zug 4. Ke3"). Warnungen (auch fehlende Pflicht-Tags und Nullzüge)
bekommen eigene Zeilen. Der Rückgabewert ist 0, wenn jede Partie gültig ist,
1, wenn eine es nicht ist oder eine Datei keine Partie enthält, und 2, wenn
eine Datei nicht lesbar ist.`,
	"help.pgn.check.flag.json":   "ein JSON-Objekt mit jeder Datei und Partie schreiben",
	"help.pgn.check.flag.quiet":  "nur ungültige Partien, Warnungen und die Summen schreiben",
	"help.pgn.check.flag.strict": "jede Abweichung zwischen Tags, Ergebnis und Zügen zum Fehler machen, nicht zur Warnung",

	"help.play.use":   "[--white NAME] [--black NAME] [--me SEITE] [--time ZEITKONTROLLE] [--fen FEN oder --chess960 N] [--style STIL] [--long] [--lang SPRACHE] [--voice STIMME [--wav DATEI] [--rate ZAHL]] [--earphone KANAL] [--pgn DATEI] [--journal DATEI] [--resume DATEI] [--auto-press] [--casual] [--script DATEI --virtual] [--json] [--tactile PFAD] [--sighted NAME:PFAD] [--record] [--voice-input [--voice-key TASTE] [--voice-warp F]] [--microphone NAME] [--announce LISTE] [--braille] [--hub URL --board N --hub-token-file DATEI]",
	"help.play.short": "Eine Partie am Tisch spielen: Züge getippt, angesagt, mit Uhr und Journal",
	"help.play.long": `play führt eine Partie am Tisch. Der Assistent (oder der sehbehinderte
Spieler selbst) tippt die Züge beider Spieler (FIDE-Anhang D.2.10); jeder
Zug wird geprüft, im phonetischen Alphabet des Anhangs D angesagt und ins
Partieformular geschrieben; "drücken" schließt ihn ab und schaltet die Uhr
um. "hilfe" nennt die Befehle: Zeit, Züge, letzter Zug, wiederholen,
Stellung, Remisangebot und Reklamation, aufgeben, Fallblättchen, anhalten
und die Befehle des Schiedsrichters.

Jede Eingabe wird ins Journal geschrieben und gesichert, bevor sie wirkt,
und die PGN wird nach jedem Zug neu geschrieben, in einem Ordner für die
Partie im Datenordner des Benutzers (sein Pfad wird am Anfang gesagt, die
nächste Zeile nennt den Befehl zum Fortsetzen). Nach einem Absturz baut
--resume ORDNER (der Ordner der Partie oder ihr game.journal) die Partie,
das Partieformular und die Uhr wieder auf, angehalten bei ihren letzten
bekannten Zeiten; den Anschluss eines echten Bretts gibt man mit --tactile
oder --sighted noch einmal an.

--script DATEI (oder - für die Standardeingabe) spielt Zeilen "<Sekunden>
<getippter Text>"; mit --virtual in virtueller Zeit, sofort. --json
schreibt für jedes Ereignis ein JSON-Objekt pro Zeile.

--tactile PFAD bindet das taktile Brett des sehbehinderten Spielers ein und
--sighted NAME:PFAD das Sensorbrett des Gegners, dgt:PFAD, millennium:PFAD,
certabo:PFAD oder chessnut:ADRESSE (Anhang D.2.2-D.2.4; docs/boards.md):
auf einem Brett ausgeführte Züge werden sofort angesagt, jedes Heben auf
dem taktilen Brett ist eine Berührung, die dem sehbehinderten Spieler
gesagt wird (touches listet sie auf), ein Uhrdruck vor dem Zug wird
abgelehnt, und ein Brett, das von der Partie abweicht, wird Feld für Feld
genannt, mit den Schritten, es richtig zu stellen. virtual macht ein
Brett, das von Zeilen wie "board tactile lift e2", "board sighted place e5"
gesteuert wird. Die Tastatur bleibt nutzbar. Siehe docs/play.md, "Two
boards".

--record nimmt das Mikrofon des Tisches in den Ordner der Partie auf, eine
WAV-Datei je Zug (Anhang D.2.7; blindchess recording list und play).
--voice-input nimmt Züge und Anfragen per Stimme, ohne Netz: ein gehörter
Zug wird zurückgesagt und zählt erst, wenn er bestätigt ist: ja gesagt,
ja (yes, ano) getippt oder Enter. --microphone wählt das Mikrofon
(blindchess microphones listet und prüft sie). Siehe docs/voice.md.`,
	"help.play.flag.announce":              "die selbsttätigen Zeitansagen des sehbehinderten Spielers, sein stehender Wunsch, im Journal festgehalten: z. B. \"10m,5m,1m,30s,every 10s\", oder none (Vorgabe: none im Turnierspiel, wo die Zeit nur auf Anfrage gesagt wird (Anhang D.2.10.4); mit --casual die Vorgaben der Uhr)",
	"help.play.flag.ascii":                 "deutschen und tschechischen Text ohne Umlaute und Häkchen schreiben (fuenf, Koenig)",
	"help.play.flag.auto-press":            "jeden Zug sofort abschließen (kein eigener Uhrdruck; Versprecher lassen sich nicht zurücknehmen)",
	"help.play.flag.black":                 "der Name von Schwarz",
	"help.play.flag.board":                 "das Brett `N` dieses Tisches am Hub",
	"help.play.flag.braille":               "die Zugnummer und den letzten Zug jedes Spielers auf der Braillezeile zeigen (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH); eine Taste zeigt die Uhrzeiten",
	"help.play.flag.braille-code":          "Schachbraillecode von --braille: uk, de, cs oder iccf (Vorgabe: der der Sprache)",
	"help.play.flag.casual":                "freie Partie: der erste Zug startet die Uhr und eine Antwort drückt für den Ziehenden (Vorgabe: Turnierspiel, die FIDE-Regeln wie geschrieben; der Schiedsrichter tippt starten)",
	"help.play.flag.chess960":              "von der Chess960-Stellung `N` ausgehen (0-959)",
	"help.play.flag.earphone":              "Kanal dessen, was nur der sehbehinderte Spieler hört: left (links), right (rechts) oder both (beide)",
	"help.play.flag.event":                 "PGN-Tag Event",
	"help.play.flag.fen":                   "von dieser FEN statt der Grundstellung ausgehen",
	"help.play.flag.hub":                   "die Partie an den Hub der Runde unter `URL` schicken (blindchess hub); braucht --board und --hub-token-file",
	"help.play.flag.hub-token-file":        "die `DATEI` mit dem Kennwort der Runde, wie der Hub sie schrieb",
	"help.play.flag.journal":               "das Journal der Partie in `DATEI` schreiben (Vorgabe: im Ordner der Partie); sie darf noch nicht bestehen",
	"help.play.flag.json":                  "jedes Ereignis als eine JSON-Zeile auf die Standardausgabe schreiben",
	"help.play.flag.lang":                  "Sprache von allem Gesagten und Geschriebenen und der getippten Figurenbuchstaben: de (K D T L S), en (K Q R B N), cs (K D V S J); Vorgabe: die des Systems ($LC_ALL, $LC_MESSAGES, $LANG)",
	"help.play.flag.long":                  "Züge in der langen Form ansagen, mit beiden Feldern",
	"help.play.flag.me":                    "die Farbe des sehbehinderten Spielers: weiß oder schwarz, auch white oder black (nur er hört die Angaben der Uhr)",
	"help.play.flag.microphone":            "das Mikrofon `NAME` (blindchess microphones listet sie auf; ein Teil des Namens genügt) oder eine WAV-DATEI als Mikrofon, im Tempo ihrer Aufnahme (Tests, Vorführungen); Vorgabe: der voreingestellte Eingang",
	"help.play.flag.no-draw-offers-before": "Remisangebote vor dem Zug `N` ablehnen, außer der Schiedsrichter erlaubt eines (schiedsrichter remis-erlauben; FIDE-Artikel 9.1.1)",
	"help.play.flag.pgn":                   "die PGN der Partie in `DATEI` schreiben (Vorgabe: im Ordner der Partie)",
	"help.play.flag.private-device":        "das Tongerät `NAME` des Ohrhörers des sehbehinderten Spielers, für das, was nur er hört (blindchess speakers listet sie auf)",
	"help.play.flag.public-device":         "das Tongerät `NAME` für das, was alle hören dürfen, die Züge (blindchess speakers listet sie auf)",
	"help.play.flag.record":                "das Mikrofon des Tisches in den Ordner der Partie aufnehmen, eine WAV-Datei je Zug (Anhang D.2.7); siehe blindchess recording",
	"help.play.flag.resume":                "die Partie des Journals `DATEI` (oder des Ordners der Partie) nach einem Absturz oder Beenden fortsetzen",
	"help.play.flag.round":                 "PGN-Tag Round",
	"help.play.flag.script":                "die Zeilen \"<Sekunden> <getippter Text>\" aus `DATEI` spielen (- für die Standardeingabe)",
	"help.play.flag.sighted":               "das Brett des sehenden Spielers als `NAME:PFAD` (dgt:PFAD, millennium:PFAD, certabo:PFAD oder chessnut:ADRESSE), oder virtual (Züge aus Zeilen \"board sighted …\")",
	"help.play.flag.site":                  "PGN-Tag Site",
	"help.play.flag.style":                 "wie Züge und Zeiten gesagt werden: %s (Vorgabe: der Stil der Sprache: annexd für de, annexd-en für en, cs für cs)",
	"help.play.flag.tactile":               "das taktile Brett des sehbehinderten Spielers an `PFAD`, oder virtual (Züge aus Zeilen \"board tactile …\")",
	"help.play.flag.time":                  "Zeitkontrolle, z. B. 90+30, 40/90+30,30+30, 60d5 (docs/time-controls.md); ohne sie keine Uhr",
	"help.play.flag.virtual":               "mit --script: in virtueller Zeit laufen, sofort",
	"help.play.flag.voice":                 "Sprachausgabe: %s, oder none (Vorgabe: auto; none mit --script oder --json)",
	"help.play.flag.voice-input":           "Züge (jeder wird zurückgesagt und zählt erst nach ja) und Anfragen (Zeit, Züge, wiederholen, Remis, drücken) sprechen statt tippen; Spracherkennung ohne Netz (pocketsphinx)",
	"help.play.flag.voice-pause":           "mit --voice-input: die Stille, die das Gesagte beendet",
	"help.play.flag.wav":                   "mit --voice clips oder espeak: die Sprache in `DATEI` schreiben, statt sie abzuspielen",
	"help.play.flag.rate":                  "Sprechtempo von --voice: 1 normal, 0.5 langsam bis 3 schnell (bei speech-dispatcher ist 1 sein voreingestelltes Tempo)",
	"help.play.flag.white":                 "der Name von Weiß",

	"help.ports.use":   "[PFAD...] [--no-probe]",
	"help.ports.short": "Serielle Anschlüsse auflisten und herausfinden, welches Brett an jedem hängt",
	"help.ports.long": `ports listet die seriellen Anschlüsse dieses Rechners mit ihren USB-Hersteller-
und Produktnummern auf und was diese vermuten lassen, dann fragt es jeden
Anschluss, wer dort ist: den Gruß des taktilen Bretts, die Versionsabfragen
des DGT- und des Millennium-Bretts. Die Bretter des Verzeichnisses mit den
USB-Nummern des Anschlusses werden auch genannt, aber USB-Nummern allein
beweisen nichts; nur eine Antwort erkennt ein Brett.

Pseudoterminals (wie sie "blindchess simulate" anlegt) werden nicht
aufgelistet; ihre Pfade gibt man als Argumente. --no-probe listet nur auf
und sendet nichts.`,
	"help.ports.flag.no-probe": "die Anschlüsse nur auflisten; nichts an sie senden",
	"help.ports.flag.timeout":  "wie lange jedes Brett Zeit hat, jede Frage zu beantworten",

	"help.position.use":   "[--fen FEN oder --chess960 N oder --pgn DATEI [--game N] [--strict]] [--moves \"e4 e5 Sf3\"] [--lang SPRACHE] [--notation NOTATION] [--json] [--casual]",
	"help.position.short": "Eine Stellung beschreiben: legale Züge, Schach, Stand, reklamierbare Remis",
	"help.position.long": `position spielt die gegebenen Züge von der Grundstellung aus (oder von einer
FEN, oder von einer Chess960-Stellung nach Nummer) und beschreibt das
Ergebnis nach den FIDE-Regeln: die FEN, die Seite am Zug, ob sie im Schach
steht, den Stand (läuft, Matt, Patt, tote Stellung, fünffache Wiederholung,
75-Züge-Regel), den Halbzugzähler, wie oft die Stellung vorkam, die Remis,
die die Seite am Zug jetzt oder nach dem Aufschreiben eines Zuges
reklamieren kann, ob jede Seite noch mattsetzen kann (Artikel 6.9), und
jeden legalen Zug in SAN.

Züge dürfen in SAN mit englischen, tschechischen oder deutschen Buchstaben
geschrieben sein, in langer algebraischer Notation (Sg1-f3), in UCI (g1f3)
oder numerisch nach ICCF (7163); Zugnummern wie "1." werden übersprungen.
--lang wählt die Figurenbuchstaben der Ausgabe und der Eingabe (englische
Buchstaben werden immer auch gelesen; ohne --lang alle). --notation
schreibt die Züge der Textausgabe in SAN (Sf3, die Vorgabe), lang
algebraisch (Sg1-f3), UCI (g1f3) oder numerisch nach ICCF (7163). Ein
unmöglicher oder unlesbarer Zug ist ein Fehler, der ihn nennt
(Rückgabewert 2).

--pgn DATEI geht von der Partie N einer PGN-Datei aus (--game, Vorgabe 1):
ihrer Anfangsstellung und jedem Zug ihrer Hauptvariante, damit
Wiederholungen zählen; --moves geht dann von ihrem Ende weiter. Die Datei
wird geprüft wie von pgn check: abweichende Tags, Ergebnisse und Züge sind
Warnungen auf der Standardfehlerausgabe, oder mit --strict Fehler; Dateien
in UTF-8, Windows-1252, Windows-1250 (tschechische, polnische, ungarische
Datenbanken) und UTF-16 werden gelesen.

Die legalen Züge, die reklamierbaren Remis und ob jede Seite noch
mattsetzen kann, gibt es nur mit --casual (Training, Analyse zu Hause):
ohne es verhält sich das Programm wie ein Gerät für gewertete Partien, das
nicht mehr angibt, als die Regeln erlauben (FIDE-Artikel 11.3); das JSON
hat dann null für legal, legal_uci, claimable, claimable_with_move und
can_checkmate.`,
	"help.position.flag.casual":   "auch die legalen Züge, die reklamierbaren Remis und ob jede Seite noch mattsetzen kann angeben (nicht für gewertete Partien)",
	"help.position.flag.chess960": "von der Chess960-Stellung `N` ausgehen (0-959; 518 ist die normale Grundstellung)",
	"help.position.flag.fen":      "von dieser FEN ausgehen (Rochaderechte in X-FEN und Shredder-FEN werden angenommen)",
	"help.position.flag.game":     "mit --pgn: die Nummer der Partie in der Datei, ab 1",
	"help.position.flag.json":     "ein JSON-Objekt schreiben (siehe docs/position-json.md)",
	"help.position.flag.lang":     "Sprache des Textes und seiner Figurenbuchstaben: en (K Q R B N), cs (K D V S J) oder de (K D T L S) (Vorgabe: die des Systems)",
	"help.position.flag.moves":    "zuerst zu spielende Züge, durch Leerzeichen getrennt, z. B. \"e4 e5 Sf3\"",
	"help.position.flag.notation": "Notation der Züge in der Textausgabe: san (Sf3), long (Sg1-f3), uci (g1f3) oder iccf (7163)",
	"help.position.flag.pgn":      "von einer Partie dieser PGN-`DATEI` ausgehen (ihre Hauptvariante gespielt)",
	"help.position.flag.strict":   "mit --pgn: eine Partie ablehnen, deren Tags, Ergebnis und Züge nicht zusammenpassen (sonst eine Warnung)",

	"help.recording.short": "Das Tonaufnahme-Partieformular einer Partie auflisten und abspielen (Anhang D.2.7)",
	"help.recording.long": `recording arbeitet mit dem Tonaufnahme-Partieformular des Anhangs D.2.7, das
play --record im Ordner der Partie führt, eine WAV-Datei je Zug: list zeigt
die Abschnitte, play spielt den eines Zuges ab oder schreibt ihn in eine
Datei.`,

	"help.recording.list.use":   "PARTIEORDNER",
	"help.recording.list.short": "Die aufgenommenen Abschnitte mit ihren Zügen und Zeiten auflisten",
	"help.recording.list.long": `list schreibt eine Zeile für jeden aufgenommenen Abschnitt der Partie in
PARTIEORDNER: den Zug und seine SAN, wann der Abschnitt begann und endete,
seine Länge und seine Datei.`,

	"help.recording.play.use":   "PARTIEORDNER --move N [--to-end] [--out DATEI.wav]",
	"help.recording.play.short": "Abspielen, was bei Zug N gesagt wurde (beide Halbzüge), oder es in eine WAV-Datei schreiben",
	"help.recording.play.long": `play spielt ab, was bei Zug N gesagt wurde, beide Halbzüge, aus der Partie
in PARTIEORDNER über die Soundkarte, oder schreibt es mit --out in eine
WAV-Datei (dann ist keine Soundkarte nötig). Mit --to-end spielt es jeden
Zug ab N bis zum Ende der Aufnahme nacheinander ab: --move 1 --to-end ist
die ganze Partie noch einmal.`,
	"help.recording.play.flag.move":   "die Nummer des abzuspielenden Zuges",
	"help.recording.play.flag.out":    "die Aufnahme des Zuges in diese WAV-Datei schreiben, statt sie abzuspielen",
	"help.recording.play.flag.to-end": "ab Zug N bis zum Ende der Aufnahme abspielen (--move 1 --to-end: die ganze Partie)",

	"help.say.use":   "[--lang SPRACHE] [--style STIL] [--long] [--ascii] [--fen FEN oder --chess960 N] [--moves \"…\"] [--pgn DATEI [--game N] [--strict]] [--text] [--voice STIMME] [--rate TEMPO] [--out DATEI.wav] ZUG...",
	"help.say.short": "Züge im phonetischen Alphabet des FIDE-Anhangs D sprechen (Springer Felix drei)",
	"help.say.long": `say spricht jeden ZUG der Reihe nach von der Stellung aus: der Grundstellung,
einer FEN (--fen) oder einer Chess960-Stellung nach Nummer (--chess960),
nach den Zügen von --moves. Züge dürfen in jeder Notation geschrieben sein,
die blindchess liest (SAN mit englischen, tschechischen oder deutschen
Buchstaben, lang algebraisch, UCI, numerisch nach ICCF), oder in
phonetischen Wörtern ("springer felix drei", ein Argument in
Anführungszeichen je Zug).

Stile (--style): annexd (Anna … Hector, eins … acht, König … Bauer,
Kurze/Lange Rochade), annexd-en (Anna … Hector mit englischen Wörtern),
nato (alfa … hotel, englisch), cs (tschechisch). Ohne --style folgen die
Wörter der Sprache (--lang, sonst die des Systems): de annexd, en
annexd-en, cs cs. --long nennt die Figur und beide Felder ("Springer
Gustav eins Felix drei"). --ascii schreibt den Text ohne Umlaute (fuenf,
Koenig, Laeufer).

--text schreibt eine Zeile je Zug, statt zu sprechen. --pgn DATEI spricht
jede Partie einer PGN-Datei mit Zugnummern, jede, sobald sie gelesen ist
(eine Datei jeder Größe), oder mit --game N nur die Partie N; die Partien
werden geprüft wie von pgn check (abweichende Tags, Ergebnisse und Züge
sind Warnungen auf der Standardfehlerausgabe, oder mit --strict Fehler), in
UTF-8, Windows-1252, Windows-1250 (tschechische, polnische, ungarische
Datenbanken) oder UTF-16. Eine Partie, die sich nicht spielen lässt, wird
auf der Standardfehlerausgabe genannt (ihre Nummer, Spieler, Zeile und
Zug) und übersprungen; die anderen werden gesagt, und der Rückgabewert
ist 1.
--voice wählt die Sprachausgabe: auto (die Vorgabe: speech-dispatcher,
wenn er läuft, sonst die aufgenommenen Clips über die Soundkarte, sonst
espeak-ng, sonst Text), clips, speechd, espeak, say (macOS), sapi (Windows)
oder text. --rate setzt das Tempo (1 normal, 0.5 bis 3). --out DATEI.wav
schreibt die Sprache stattdessen in eine WAV-Datei (mit den aufgenommenen
Clips, außer mit --voice espeak); keine Soundkarte nötig.

Ein unmöglicher oder unlesbarer Zug ist ein Fehler, der ihn nennt
(Rückgabewert 2); dann wird nichts gesagt.`,
	"help.say.flag.ascii":    "Text ohne Umlaute schreiben (fuenf, Koenig, Laeufer)",
	"help.say.flag.chess960": "von der Chess960-Stellung N ausgehen (0-959)",
	"help.say.flag.fen":      "von dieser FEN-Stellung ausgehen",
	"help.say.flag.game":     "mit --pgn: nur die Partie `N` der Datei sagen (ab 1)",
	"help.say.flag.lang":     "Sprache der Zugwörter und Meldungen: de, en oder cs (Vorgabe: die des Systems)",
	"help.say.flag.long":     "lange Form: die Figur und beide Felder",
	"help.say.flag.moves":    "zuerst still zu spielende Züge, z. B. \"e4 e5\"",
	"help.say.flag.out":      "die Sprache in diese WAV-Datei schreiben statt auf die Soundkarte",
	"help.say.flag.pgn":      "jede Partie dieser PGN-Datei mit Zugnummern sprechen",
	"help.say.flag.rate":     "Sprechtempo: 1 normal, 0.5 langsam bis 3 schnell",
	"help.say.flag.strict":   "mit --pgn: eine Partie ablehnen, deren Tags, Ergebnis und Züge nicht zusammenpassen (sonst eine Warnung)",
	"help.say.flag.style":    "Sprechstil: %s (Vorgabe: der der Sprache)",
	"help.say.flag.text":     "eine Zeile je Zug schreiben, statt zu sprechen",
	"help.say.flag.voice":    "Sprachausgabe: %s",

	"help.simulate.use":   "BRETT [--link PFAD]",
	"help.simulate.short": "Ein nachgebildetes DGT-, Millennium-, Certabo- oder taktiles Brett an einem Pseudoterminal betreiben",
	"help.simulate.long": `simulate betreibt ein Brett aus Software an einem Pseudoterminal und
schreibt dessen Pfad: ein Treiber (zum Beispiel "blindchess board watch")
öffnet diesen Pfad, wie er den USB-Anschluss eines echten Bretts öffnen
würde. --link PFAD hält an PFAD einen symbolischen Link auf das Brett, auch
nach Abziehen und Wiedereinstecken (abgezogen fehlt der Link, wie ein
USB-Anschluss verschwindet); das braucht man, um Abziehen zu testen. --off
startet das Brett ausgeschaltet (der Anschluss ist da, das Brett stumm und
taub), um ein Brett zu erproben, das erst nach dem Öffnen des Anschlusses
eingeschaltet wird; "power on" schaltet es ein. --on-after DAUER (z. B. 2s)
startet es ausgeschaltet und schaltet es nach dieser Zeit ein.

Die Figuren bewegt man mit getippten Befehlen, einem pro Zeile; das Brett
sendet genau die Bytes seines Protokolls. Das DGT-Brett beantwortet auch die
Befehle des Rechners wie ein echtes Brett (Brettabzug, Aktualisierungsarten,
Version, Seriennummer, Befehle der Uhr); ebenso das Millennium-Brett
(Status, LEDs, Version, E2ROM); das Certabo-Brett sendet alle 200 ms seine
Chips und nimmt LED-Bytes an; für beide sagt "show", welche Felder ihre LEDs
beleuchten. help nennt die Befehle, quit (oder das Ende der Eingabe) beendet.`,
	"help.simulate.flag.garbage":        "eine gestörte Leitung: vor manchen Zeilen oder Meldungen ein Schwall von 1 bis `N` Zufallsbytes, ungefiltert (sie können in die nächste Zeile laufen oder eine bilden); 0: keiner",
	"help.simulate.flag.garbage-one-in": "mit --garbage: ein Schwall vor einer von `N` Zeilen oder Meldungen, im Mittel",
	"help.simulate.flag.id":             "die Kennung `ID`, mit der das taktile Brett grüßt",
	"help.simulate.flag.link":           "an `PFAD` einen symbolischen Link auf den Anschluss des Bretts halten",
	"help.simulate.flag.off":            "das Brett ausgeschaltet starten, das Kabel eingesteckt (power on tippen, um es einzuschalten): um ein spät eingeschaltetes Brett zu erproben",
	"help.simulate.flag.on-after":       "ausgeschaltet starten und nach `DAUER` einschalten (z. B. 2s), wie ein spät eingeschaltetes Brett",
	"help.simulate.flag.rotated":        "DGT: das Brett liegt umgedreht (Stecker rechts von Weiß)",
	"help.simulate.flag.verbose":        "jeden Befehl, den der Rechner sendet, auf die Standardfehlerausgabe schreiben",

	"help.speakers.use":   "[--lang SPRACHE]",
	"help.speakers.short": "Die Tongeräte auflisten, die play --public-device und --private-device nennen können",
	"help.speakers.long": `speakers listet die Tonausgänge (PortAudio) auf, einen pro Zeile: den
Namen für play --public-device (was alle hören dürfen: die Züge) oder
--private-device (der Ohrhörer des sehbehinderten Spielers: die Antworten
der Uhr und seine Anfragen), das System, die Kanäle und welcher
voreingestellt ist.`,
	"help.speakers.flag.lang": "Sprache der Ausgabe: de, en oder cs (Vorgabe: die des Systems)",

	"help.version.use":   "[--lang SPRACHE]",
	"help.version.short": "Die Version, den Commit und die Go-Version schreiben (für das Zulassungsblatt des Schiedsrichters)",
	"help.version.long": `version schreibt die Version des Programms, den Commit, aus dem es gebaut
wurde, und die Go-Version, mit der es gebaut wurde, eine pro Zeile. Journal
und PGN einer Partie nennen denselben Build (das PGN-Tag Annotator), und
"version" am Tisch sagt ihn.`,
	"help.version.flag.lang": "Sprache der Beschriftungen: de, en oder cs (Vorgabe: die des Systems)",

	// polish: the arbiter log's lines in the session's language, a resumed clock's script, --game out of range, style names, pgn check --lang
	"table.log-times":             "Weiß %s, Schwarz %s.",
	"table.log-kind-touch":        "Berührung",
	"table.log-kind-touch-move":   "berührt-geführt",
	"table.log-kind-correction":   "Korrektur",
	"table.log-kind-claim":        "Reklamation",
	"table.log-kind-ruling":       "Entscheidung",
	"table.log-kind-penalty":      "Strafe",
	"table.log-kind-illegal":      "regelwidriger Zug",
	"table.log-kind-takeback":     "Rücknahme",
	"table.log-kind-retrace":      "Rücksetzung",
	"table.log-kind-adjournment":  "Hängepartie",
	"table.log-kind-refused":      "abgelehnt",
	"clock.restored-script":       "Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; die Skriptaktion resume lässt sie weiterlaufen.",
	"cmd.game-out-of-range#one":   "--game %d: %s enthält nur %[3]d Partie; --game 1 angeben oder --game weglassen",
	"cmd.game-out-of-range#other": "--game %d: %s enthält %d Partien; eine Zahl von 1 bis %[3]d angeben",
	"help.pgn.check.flag.lang":    "Sprache des Berichts: de, en oder cs (Vorgabe: die des Systems)",
	// voicereject: bad audio (listen --wav, the microphone) and push-to-talk (--voice-key)
	"cmd.listen-silent":         "Nichts gehört: die Aufnahme ist still (unter -55 dBFS). Bitte näher am Mikrofon oder lauter aufnehmen.",
	"cmd.listen-no-speech":      "Keine Sprache gehört: die Aufnahme enthält nur ein gleichmäßiges Geräusch (Brummen oder Rauschen).",
	"cmd.listen-clipped":        "Die Aufnahme übersteuert (zu laut): nichts davon wird genommen. Bitte mit leiserem Mikrofon noch einmal aufnehmen.",
	"device.mic-clipped":        "Das Mikrofon übersteuert (zu laut): das Gesagte wird nicht genommen. Bitte das Mikrofon leiser stellen.",
	"device.mic-clipped-said":   "Das Mikrofon übersteuert; bitte leiser stellen.",
	"device.voice-behind":       "Die Spracheingabe kam nicht nach (der Rechner ist zu beschäftigt): was währenddessen gesagt wurde, ist nicht gehört worden. Bitte noch einmal sagen.",
	"device.voice-behind-said":  "Die Spracheingabe kam nicht nach; bitte noch einmal sagen.",
	"device.mic-overflow":       "Vom Mikrofon ging ein Teil des Gesagten verloren (der Rechner war zu beschäftigt, um es rechtzeitig zu lesen). Bitte noch einmal sagen.",
	"device.mic-overflow-said":  "Vom Mikrofon ging etwas verloren; bitte noch einmal sagen.",
	"device.voice-on-key":       "Spracheingabe an: %s drücken, dann einen Zug sagen (%s) oder %s. Ein gehörter Zug wird wiederholt und gilt erst nach %s (vorher wieder %s drücken, oder Enter).",
	"device.voice-on-key-clock": "Spracheingabe an: %s drücken, dann %s sagen.",
	"run.voice-key-unknown":     "--voice-key %q: bitte eine Funktionstaste (f1 bis f12) oder eine Steuertaste (ctrl+b, ctrl+g, ctrl+l, ctrl+n, ctrl+o, ctrl+p, ctrl+t, ctrl+v, ctrl+x, ctrl+y) angeben",
	"run.voice-key-needs-input": "--voice-key braucht --voice-input",
	"cmd.listen-too-short":      "Zu kurz für einen Zug: der Laut in der Aufnahme dauert unter 120 ms.",
	"cmd.listen-narrow":         "Die Aufnahme hat %d Hz: zu schmal für die Erkennung, die %d Hz oder mehr braucht (ein Dateikopf mit falscher Rate ergibt das auch). Bitte mit 16000 Hz aufnehmen.",
	"device.mic-narrow":         "--microphone %s hat %d Hz: zu schmal für die Erkennung, die %d Hz oder mehr braucht (ein Dateikopf mit falscher Rate ergibt das auch); wählen Sie ein Mikrofon oder eine Aufnahme mit %[3]d Hz",
	"help.play.flag.voice-key":  "mit --voice-input: Sprechtaste; jeder Druck auf die `TASTE` (f1 bis f12 oder ctrl+b, g, l, n, o, p, t, v, x, y) öffnet das Mikrofon für eine Äußerung (eine gehaltene Taste ist ein Druck), statt immer zuzuhören",
	"table.voice-key-listening": "Bitte sprechen.",
	// coretext: pgn check --lang

	// coretext: the phonetic parser's errors (internal/phonetic)
	"phonetic.no-chess-words": "%q ist kein Zug: darin steht kein Schachwort (zum Beispiel %q)",
	"phonetic.ambiguous":      "%q ist mehrdeutig: %s",
	"phonetic.not-legal-here": "%q ist hier kein möglicher Zug",
	"phonetic.unknown-word":   "%q: unbekanntes Wort %q",
	"phonetic.unknown-words":  "%q: unbekannte Wörter %s",
	"phonetic.did-you-mean":   "%s; meinten Sie %s?",
	"phonetic.not-legal-in":   "der Zug %s ist in %s nicht möglich",
	"phonetic.bad-style":      "unbekannter Sprechstil %q: möglich sind %s",

	// coretext: the file system's errors met bare, and the system's own words quoted
	"os.err-exist":      "die Datei existiert bereits",
	"os.err-not-exist":  "die Datei existiert nicht",
	"os.err-permission": "keine Berechtigung",
	"os.detail":         "Meldung des Systems: „%s“",

	// coretext: the two-board tracker's and the virtual board's errors (internal/twoboard)
	"twoboard.bad-board":            "Brett %q: erwartet tactile oder sighted",
	"twoboard.reset-illegal":        "Zug %d (%s) ist in %s nicht möglich",
	"twoboard.push-illegal":         "der Zug %s ist in %s nicht möglich",
	"twoboard.lift-no-square":       "lift: kein Feld angegeben",
	"twoboard.lift-empty":           "lift %s: das Feld ist leer; heben Sie eine Figur an, die auf dem Brett steht",
	"twoboard.place-no-square":      "place: kein Feld angegeben",
	"twoboard.place-occupied":       "place %s: auf dem Feld steht eine Figur; heben Sie sie zuerst an",
	"twoboard.place-nothing-lifted": "place %s: keine Figur ist angehoben; heben Sie zuerst eine an",
	"twoboard.place-promotion":      "place %s %s: nur ein Bauer wird Dame, Turm, Läufer oder Springer",

	// coretext: braille codes and sheets, text encodings (internal/braille, internal/textenc)
	"braille.bad-code":       "Braille-Code %q: möglich sind uk, de, cs oder iccf",
	"braille.taking-display": "Braillezeile übernehmen: %v",
	"braille.write-pef":      "PEF schreiben: %v",
	"textenc.zeros":          "die Datei enthält %d MiB Nullbytes am Stück: sie ist kein Text (ein Speicherabbild, eine beschädigte Datei, /dev/zero); prüfen, ob es die richtige Datei ist",
	"textenc.utf16-no-bom":   "die Datei ist UTF-16 ohne Bytereihenfolgemarke (jedes zweite Byte ist null); speichern Sie sie als UTF-8 und versuchen Sie es erneut",
	"textenc.invalid-count":  "die Eingabe meldete eine ungültige Anzahl gelesener Bytes",
	// speechtext: speech-dispatcher not running
	"speaking.ssip-not-running": "Verbindung zu speech-dispatcher unter %s: er läuft nicht; starten Sie ihn (speech-dispatcher) oder wählen Sie mit --voice eine andere Stimme",

	// clitext: the command line's own errors (cobra, pflag) and the flags shared by the commands
	"catalog.bad-lang":         "--lang %q: de, en oder cs angeben",
	"cmd.say-wav-voice-failed": "%s: die Stimme ist ausgefallen, die Datei enthält nur %s Sekunden; die Wörter wurden stattdessen als Text ausgegeben. Mit --voice clips noch einmal versuchen.",
	"cmd.say-wav-read":         "%s: %v",
	"cli.see":                  "%v (siehe %s)",
	"cli.unknown-command":      "%s kennt keinen Befehl %q (siehe %s)",
	"cli.unknown-command-near": "%s kennt keinen Befehl %q; meinten Sie %s? (siehe %s)",
	"cli.flag-unknown":         "unbekannte Option %s",
	"cli.flag-unknown-in":      "unbekannte Option %s in %s",
	"cli.flag-needs-value":     "die Option %s braucht einen Wert",
	"cli.flag-out-of-range":    "%s %q: die Zahl ist zu groß",
	"cli.flag-bad-int":         "%s %q: eine ganze Zahl angeben, etwa 3",
	"cli.flag-bad-float":       "%s %q: eine Zahl angeben, etwa 1.5",
	"cli.flag-bad-bool":        "%s %q: true oder false angeben, oder die Option allein",
	"cli.flag-bad-duration":    "%s %q: eine Dauer angeben, etwa 300ms, 2s oder 1m",
	"cli.flag-bad-value":       "%s %q: %v",
	"cli.flag-syntax":          "%q ist keine Option: eine Option ist --name oder -x",
	"cli.args-at-most":         "%s: zu viele Argumente (%s); höchstens %s (siehe %s)",
	"cli.args-at-least":        "%s: zu wenige Argumente; mindestens %s, nicht %d (siehe %s)",
	"cli.args-exactly":         "%s nimmt %s, nicht %d (siehe %s)",
	"cli.args-between":         "%s nimmt %d bis %s, nicht %d (siehe %s)",
	"cli.arg-not-valid":        "%s: %q geht nicht; %s angeben (siehe %s)",
	"cli.flags-required":       "%s braucht %s (siehe %s)",
	"cli.flags-together":       "%s gehören zusammen; es fehlt %s (siehe %s)",
	"cli.flags-one-of":         "%s braucht %s (siehe %s)",
	"cli.flags-exclusive":      "%s schließen einander aus; nur %s angeben (siehe %s)",
	"cli.n-args#one":           "1 Argument",
	"cli.n-args#other":         "%d Argumente",
	"cli.hub-url":              "die Adresse des Hubs (blindchess hub nennt sie beim Start)",
	"flag.bad-time":            "--time %v; zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)",
	"flag.bad-announce":        "--announce %v",
	"flag.bad-me":              "--me %q: weiß oder schwarz angeben",
	"flag.bad-style":           "--style %q: einen dieser Stile angeben: %s",
	"flag.bad-voice":           "--voice %q: diese Stimme gibt es nicht; eine von %s angeben",
	"flag.bad-braille-code":    "--braille-code %q: uk, de, cs oder iccf angeben",
	"session.nothing-created":  "%v. Es wurde nichts angelegt.",
	"cmd.recording-no-folder":  "%s: diesen Ordner gibt es nicht; den Ordner der Partie angeben (die Partien liegen in %s)",
	"cmd.hub-listen-in-use":    "--listen %s: die Adresse ist belegt, vielleicht von einem anderen Hub; einen anderen Port angeben, etwa 127.0.0.1:8048",
	"cmd.hub-listen-denied":    "--listen %s: dieser Port ist nicht erlaubt; einen Port ab 1024 angeben, etwa 127.0.0.1:8047",
	"cmd.hub-listen":           "--listen %s: an dieser Adresse kann der Hub nicht empfangen (%v); HOST:PORT angeben, etwa 127.0.0.1:8047",
	"flag.bad-channel":         "%s %q: both, left oder right angeben",

	// review2: --lang on ports, perft and recording list/play, as README promises for every command
	"help.ports.flag.lang":          "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.perft.flag.lang":          "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.recording.list.flag.lang": "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.recording.play.flag.lang": "Sprache des Geschriebenen: de, en oder cs (Vorgabe: die des Systems)",
	"help.root.flag.lang":           "Sprache der Hilfe: de, en oder cs (Vorgabe: die des Systems)",
	"help.help.flag.lang":           "Sprache der Hilfe: de, en oder cs (Vorgabe: die des Systems)",

	// coordinator: microphones --test names its own flag
	"cmd.microphones-test-flag": "--test: %v",

	// polish: a game folder's word for a player without a name
	"files.folder-white": "Weiß",
	"files.folder-black": "Schwarz",

	// polish: a path that is no serial port says what it is
	"serialport.is-folder": "%s: ein Ordner, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt (\"blindchess ports\" zeigt die Schnittstellen dieses Rechners)",
	"serialport.is-file":   "%s: eine gewöhnliche Datei, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt (\"blindchess ports\" zeigt die Schnittstellen dieses Rechners)",

	// polish: check without a voice starts without the ears' instructions
	"check.start-no-voice": "Prüfung vor der Runde.",

	// polish: --lang of the commands that have no language of their own (board, pgn, recording, completion)
	"help.flag.lang": "Sprache der Hilfe und der Meldungen: de, en oder cs (Vorgabe: die des Systems)",

	// polish: the clock's question for the time control: Enter, h and q
	"clock.ask-again":         "Eine Nummer von 1 bis %d oder eine Bedenkzeit wie 90+30 eingeben, dann Enter; q beendet.",
	"clock.left-before-start": "Keine Bedenkzeit gewählt; die Uhr wurde nicht gestartet und nichts gespeichert.",

	// polish: listen FILE.wav says to give it as --wav
	"cmd.listen-give-wav": "listen nimmt die Aufnahme als Option --wav: blindchess listen --wav %s",

	// polish2: answer words where no question waits, and those that mean something else in the session's language
	"table.answer-ambiguous":   "Keine eindeutige Antwort: %s. Bitte ja oder nein eingeben.",
	"table.answer-no-question": "Keine Frage wartet auf eine Antwort: %s ändert nichts. Zug oder Befehl eingeben, Hilfe mit hilfe.",
	"table.answer-offer":       "Ein Remisangebot liegt vor: annehmen nimmt es an, ablehnen lehnt es ab.",

	// polish2: a --chess960 out of range names the flag, the range and what to do (play, perft, position, say)
	"flag.chess960-range": "--chess960 %d: keine Chess960-Stellung; eine Zahl von 0 bis 959 angeben (518 ist die Grundstellung) oder --chess960 für die normale Grundstellung weglassen",

	// warp: the frequency warp of the recogniser (--voice-warp)
	"voice.warp-range":            "Stimmverzerrung %g: außerhalb des Bereichs; geben Sie eine Zahl von %g bis %g an (1 heißt keine Verzerrung)",
	"voice.warp-number":           "Stimmverzerrung %q: keine Zahl; geben Sie eine Zahl von %g bis %g an (1 heißt keine Verzerrung)",
	"voice.mllr-read":             "Sprechertransformation %s: nicht lesbar (%v); geben Sie die Datei an, die scripts/mllr-enrol.sh geschrieben hat",
	"voice.mllr-bad":              "Sprechertransformation %s: keine Transformation des Modells en-us (eine Klasse, drei Ströme zu 13 Zahlen); erstellen Sie sie neu mit scripts/mllr-enrol.sh",
	"run.voice-warp-needs-input":  "--voice-warp braucht --voice-input",
	"help.play.flag.voice-warp":   "mit --voice-input: Frequenzverzerrung `F` (0,7 bis 1,3, Vorgabe 1: keine) für eine Stimme, die die Erkennung oft falsch hört; 1.2 oder 1.3 für eine hohe Stimme (eines Kindes, vieler Frauen); zuerst mit listen --voice-warp ausprobieren",
	"help.listen.flag.voice-warp": "Frequenzverzerrung `F` (0,7 bis 1,3, Vorgabe 1: keine): die Aufnahme hören, wie play --voice-warp F sie hörte",
	// words: the arbiter's commands by their names in the language (help shows them; every language's name is read)
	"table.cmd-arbiter-time":       "zeit",
	"table.cmd-arbiter-add":        "geben",
	"table.cmd-arbiter-penalty":    "strafe",
	"table.cmd-arbiter-illegal":    "regelwidrig",
	"table.cmd-arbiter-stands":     "gilt",
	"table.cmd-arbiter-moves":      "züge",
	"table.cmd-arbiter-result":     "ergebnis",
	"table.cmd-arbiter-takeback":   "zurücknehmen",
	"table.cmd-arbiter-accept":     "stattgeben",
	"table.cmd-arbiter-reject":     "zurückweisen",
	"table.cmd-arbiter-increment":  "inkrement",
	"table.cmd-arbiter-allow-draw": "remis-erlauben",
	"table.cmd-arbiter-unseal":     "öffnen",
	"table.cmd-arbiter-log":        "protokoll",
	"table.cmd-arbiter-compare":    "vergleichen",
	"table.cmd-arbiter-retrace":    "zurücksetzen",

	// newuser: a --script that is missing or a folder says what to give instead (play, clock)
	"session.script-too-long":     "länger als %d MiB: eine endlose Quelle (wie /dev/zero) oder kein Skript",
	"run.play-script-unreadable":  "--script: %v; eine Textdatei mit Zeilen \"<Sekunden> <was getippt wird>\" angeben, etwa \"0 e4\" (oder - für die Standardeingabe)",
	"run.clock-script-unreadable": "--script: %v; eine Textdatei mit Zeilen \"<Sekunden> <Aktion>\" angeben, etwa \"12.5 press\"",
	"run.script-is-pgn":           "--script %[1]s ist eine PGN-Datei, kein Skript (ein Skript hat Zeilen \"<Sekunden> <was getippt wird>\", etwa \"0 e4\"). Ihre Züge hören: blindchess say --pgn %[1]s; ihre Stellung, mit der FEN für play --fen: blindchess position --pgn %[1]s.",

	// newuser: a file or number given where only options go names the option that takes it (braille game.pgn, play game.journal, perft 5)
	"cli.give-as-flag": "%s nimmt das als Option --%s: %s --%s %s",

	// newuser: board WORD naming no board is refused naming board, not position
	"table.bad-board-arg": "brett %q: brett allein, brett steckbrett oder brett sehend (mit heben e2, setzen e4 …) oder eine Seite oder ein Feld wie nach stellung (brett e4) eingeben.",

	// newuser: say --out naming a folder or a missing folder says what to give
	"cmd.say-out-unwritable": "kann nicht sprechen: %v; bei --out den Namen einer WAV-Datei in einem vorhandenen Ordner angeben, etwa zuege.wav",

	// newuser: listen --wav naming a missing file or a folder says what to give
	"cmd.listen-wav-unreadable": "%v; bei --wav die WAV-Aufnahme eines Zugs oder einer Anfrage angeben, zum Beispiel: blindchess listen --wav zug.wav",

	// newuser: braille, say --pgn naming no file or a folder says what to give
	"cmd.pgnfile-give-a-file": "%s: %v; die PGN-Datei der Partie angeben, etwa %s partie.pgn",

	// newuser: a clock script that presses before start says to start it first
	"run.clock-script-not-started": "Skriptzeile %d (%s s): %v; die Uhr zuerst starten, mit einer Zeile wie \"0 start\"",

	// newuser: say --out: the seconds written with the language's decimal mark (3,7 Sekunden)
	"cmd.say-wrote-decimal": "%s geschrieben: %s, %s Sekunden",

	// newuser: play --resume of a folder without game.journal, --hub-token-file that cannot be read: what to give
	"run.play-resume-folder-without-journal": "--resume %s: in diesem Ordner liegt kein game.journal; den Ordner einer Partie angeben (die Partien liegen in %s)",
	"hub.token-file-unreadable":              "--hub-token-file: %v; die Datei angeben, die der Hub der Runde schrieb (hub-round-N.token), vom Rechner des Schiedsrichters kopiert",

	// newuser: recording play: the plies recorded counted in the language's plural, and --out that cannot be written says what to give
	"cmd.recording-move-not-recorded": "Zug %d ist nicht in der Aufnahme (%s aufgenommen); siehe 'blindchess recording list %s'",
	"cmd.recording-out-unwritable":    "Aufnahme von Zug %d schreiben: %v; bei --out den Namen einer WAV-Datei in einem vorhandenen Ordner angeben, etwa zug.wav",

	// newuser: arbiter retrace past the end: the half-moves in the language's plural (1 Halbzug, 3 půltahy)
	"arbiter.no-such-move-count": "Nach %s: diesen Zug gibt es in der Partie nicht (sie hat %s).",

	// newuser: arbiter compare agreeing: the half-moves in the language's plural
	"arbiter.agree-count": "Beide Partieformulare stimmen überein: %s, zuletzt %s. Die Partie ist richtig; falsch ist das Brett, das abweicht.",

	// coord (session 11): counted nouns of the journal's recovery note
	"session.n-entries#one":   "1 vollständiger Eintrag",
	"session.n-entries#other": "%d vollständige Einträge",
	"session.n-intact#one":    "1 intakter Eintrag",
	"session.n-intact#other":  "%d intakte Einträge",
	"session.n-bytes#one":     "1 Byte",
	"session.n-bytes#other":   "%d Bytes",

	// newuser2: the hourglass named in the session's language
	"clock.hourglass-name": "Sanduhr %s",

	// newuser2: a microphone name that is a file which cannot be used
	"mic.no-such-file": "%s %s: diese Datei gibt es nicht; geben Sie eine vorhandene WAV-Aufnahme an oder den Namen eines Mikrofons (blindchess microphones zeigt sie)",
	"mic.is-folder":    "%s %s ist ein Ordner: geben Sie eine WAV-Aufnahme darin an oder den Namen eines Mikrofons (blindchess microphones zeigt sie)",

	// newuser2: the arbiter log's own label for each clock change
	"table.log-kind-time-set":   "Zeit gesetzt",
	"table.log-kind-time-added": "Zeit dazugegeben",
	"table.log-kind-time-taken": "Zeit abgezogen",
	"table.log-kind-moves-set":  "Zugzahl gesetzt",
	"table.log-kind-increment":  "Inkrement",

	// newuser2: numbers with their nouns in the language's plural form
	"session.n-more-inputs#one":   "1 Eingabe mehr",
	"session.n-more-inputs#other": "%d Eingaben mehr",
	"audio.n-channels#one":        "1 Kanal",
	"audio.n-channels#other":      "%d Kanäle",
	"rules.n-kings-white#one":     "1 weißer König",
	"rules.n-kings-white#other":   "%d weiße Könige",
	"rules.n-kings-black#one":     "1 schwarzer König",
	"rules.n-kings-black#other":   "%d schwarze Könige",

	// newuser2: the hub's page: a board whose players have no names
	"hub.page-board-unnamed": "Brett %d: Weiß gegen Schwarz",
	"hub.page-board-vi":      "%s; sehbehindert: %s",

	// newuser2: a length of time in words (catalog.Span)
	"span.n-milliseconds#one":   "1 Millisekunde",
	"span.n-milliseconds#other": "%d Millisekunden",
	"span.n-hours#one":          "1 Stunde",
	"span.n-hours#other":        "%d Stunden",
	"span.n-seconds#one":        "1 Sekunde",
	"span.n-seconds#other":      "%d Sekunden",
	"span.n-minutes#one":        "1 Minute",
	"span.n-minutes#other":      "%d Minuten",

	// newuser2: a hub address that can never be reached
	"hub.bad-url": "%s %s: das ist keine Adresse eines Hubs; sie mit http:// angeben, etwa http://192.168.1.10:8047",

	// newuser2: pgn check given a folder
	"cmd.pgn-check-folder": "%s ist ein Ordner: die PGN-Dateien darin angeben, etwa %s",

	// newuser2: check: a voice that cannot play
	"check.voice-failed": "Ohrhörerkanäle nicht geprüft: die Stimme %s kann nicht spielen (%v). Eine Soundkarte mit den Ohrhörern anschließen und die Prüfung wiederholen.",
	// walk10: check whose voice auto found none that plays
	"check.no-voice-auto": "Ohrhörerkanäle nicht geprüft, da hier keine Stimme spielen kann (die nächste Zeile sagt, warum): eine Soundkarte mit den Ohrhörern anschließen und die Prüfung wiederholen.",

	// newuser2: check: a virtual tactile board
	"check.virtual-tactile": "--tactile virtual: check liest ein echtes Brett; den Anschluss des taktilen Bretts angeben, etwa --tactile /dev/ttyACM0 (blindchess ports zeigt die Anschlüsse)",

	// newuser2: hub --db that cannot be the hub's database
	"hub.db-is-folder":  "--db %s ist ein Ordner: eine Datei darin angeben, etwa --db %s",
	"hub.db-not-sqlite": "--db %s ist keine Datenbank eines Hubs (SQLite): einen neuen Dateinamen angeben oder die hub-round-N.db, die der Hub schrieb; die Datei bleibt, wie sie ist",

	// newuser2: hub --push that is no web address
	"hub.bad-push-url": "--push %s: die Push-Adresse der Übertragungsrunde mit https:// angeben, etwa https://lichess.org/api/broadcast/round/ID/push",

	// newuser2: an envelope of players without names
	"table.envelope-unnamed": "Umschlag (Richtlinie I.2): Spieler ohne Namen. Abgegebener Zug: Zug %d, abgegeben von %s.",

	// newuser2: a script that is no text
	"table.script-not-text": "Byte %s ist kein Text; ist das ein Skript? Eine Textdatei mit Zeilen \"<Sekunden> <was getippt wird>\" angeben, etwa \"0 e4\"",

	// newuser2: a retrace to the starting position
	"table.confirm-retrace-start": "Schiedsrichter: die Partie bis zur Anfangsstellung zurücknehmen?",
	"arbiter.retraced-start":      "Schiedsrichter: Partie zurückgenommen auf die Anfangsstellung; gestrichene Halbzüge: %d. %s am Zug.",

	// newuser3: a typed line of only control bytes (a stray key)
	"table.stray-keys": "Nur eine Steuertaste getippt (%s); nichts geschehen. Zug oder Befehl eingeben, Hilfe mit hilfe; Enter allein drückt die Uhr.",
	"table.key-ctrl":   "Strg",

	// coordinator: the names of a cursor or editing key typed alone (a stray key)
	"table.key-up":        "Pfeil nach oben",
	"table.key-down":      "Pfeil nach unten",
	"table.key-right":     "Pfeil nach rechts",
	"table.key-left":      "Pfeil nach links",
	"table.key-home":      "Pos1",
	"table.key-end":       "Ende",
	"table.key-insert":    "Einfg",
	"table.key-delete":    "Entf",
	"table.key-page-up":   "Bild auf",
	"table.key-page-down": "Bild ab",

	// newuser3: a board's first word, that it shows the game (not "again")
	"board.agrees": "Das %s zeigt die Stellung der Partie.",

	// newuser4: a braille scoresheet names an unnamed player by his side
	"braille.unnamed-white": "Weiß",
	"braille.unnamed-black": "Schwarz",

	// newuser4: no sound card: the cause and what to do first, the sound system's words after
	"speaking.then-detail":       "%v (%v)",
	"speaking.sound-system-says": "Soundsystem: %s",

	// newuser5: the question before a second illegal move ends the game (7.5.5)
	"table.confirm-second-illegal-white": "Schiedsrichter: den zweiten regelwidrigen Zug von Weiß festhalten? Er beendet die Partie (Artikel 7.5.5).",
	"table.confirm-second-illegal-black": "Schiedsrichter: den zweiten regelwidrigen Zug von Schwarz festhalten? Er beendet die Partie (Artikel 7.5.5).",
	"table.foreign-piece-letter":         "%s: %s ist hier kein Figurenbuchstabe; die Figuren heißen K D T L S (König, Dame, Turm, Läufer, Springer) oder englisch K Q R B N.",
	"table.misnumbered":                  "Falsche Zugnummer: %s. Die Partie ist bei Zug %d, %s am Zug. Den Zug ohne Nummer eingeben.",
	"table.command-typo":                 "Nicht verstanden: %s. Gemeint: %s? Dann %s eingeben.",
	"table.ambiguous-promotion":          "Mehrdeutig: %s; die Figur dazu nennen, die der Bauer wird: Dame, Turm, Läufer oder Springer (D, T, L, S).",
	"table.several-moves":                "Mehrere Züge in einer Zeile: %s. Einen Zug nach dem anderen eingeben; nichts wurde gespielt.",
	"table.arbiter-bad-set-time":         "Zeit %q: schiedsrichter zeit setzt die Zeit der Uhr, zum Beispiel 1:30:00, 5:00, 90m oder 2m30s; schiedsrichter geben SEITE -1m zieht Zeit ab.",
	"table.claim-not-pressed":            "%[1]s hat die Uhr noch nicht gedrückt: nach dem Druck ist %[2]s am Zug und darf reklamieren. Um stattdessen mit dem Zug %[3]s zu reklamieren, ihn zurücknehmen (rückgängig) und reklamieren mit dem Zug eingeben (Artikel 6.2, 9.2).",
	"table.arbiter-only-cmd":             "%s ist ein Befehl des Schiedsrichters: %s eingeben.",
	"table.arbiter-unknown":              "%q ist kein Befehl des Schiedsrichters; hilfe schiedsrichter nennt alle.",

	// boards: a board that went away, what to do, and its return
	"board.lost":               "%s. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen.",
	"board.back":               "Das %s ist wieder verbunden.",
	"board.read-again":         "Das %s ist neu gelesen.",
	"drivers.short-dgt":        "DGT-Brett",
	"drivers.short-millennium": "Millennium-Brett",
	"drivers.short-certabo":    "Certabo-Brett",
	"drivers.short-chessnut":   "Chessnut-Brett",
	"drivers.short-tactile":    "Steckbrett",
	"serialport.in-use":        "%s: ein anderes Programm hat diesen Anschluss offen (ein zweites blindchess oder die Software des Bretts); es schließen oder den Anschluss dieses Bretts angeben (blindchess ports sagt, welches Brett an welchem Anschluss ist)",

	// arbiter: a claim or an arbiter's question stops the clock until the answer (6.11, 9.5.1); a clock set to zero is asked first (6.9)
	"table.question-stops-clock": "Die Uhr steht bis zur Antwort.",
	"table.confirm-zero-white":   "Schiedsrichter: die Uhr von Weiß auf null setzen? Das Fallblättchen von Weiß fällt, sobald die Uhr von Weiß läuft: Weiß verliert, oder die Partie ist remis, wenn Schwarz nicht mattsetzen kann (Artikel 6.9).",
	"table.confirm-zero-black":   "Schiedsrichter: die Uhr von Schwarz auf null setzen? Das Fallblättchen von Schwarz fällt, sobald die Uhr von Schwarz läuft: Schwarz verliert, oder die Partie ist remis, wenn Weiß nicht mattsetzen kann (Artikel 6.9).",

	// arbiter: an arbiter log line's move, side and game time in words (a screen reader reads "2...", "W" and "1:31:29" as symbols)
	"table.log-at-white": "Zug %d, Weiß am Zug, nach %s Spielzeit.",
	"table.log-at-black": "Zug %d, Schwarz am Zug, nach %s Spielzeit.",

	// arbiter: one touch of the touches list, its game time in words (a voice reads "0:07" as symbols)
	"board.touch-entry": "nach %s Spielzeit, %s, %s: %s",

	// small: a board that differs in many squares, said as a summary first (twoboard.Difference.Summary); the table adds how to hear every square
	"board.diff-summary-start#one":   "%d Feld weicht ab; die Grundstellung aufstellen",
	"board.diff-summary-start#other": "%d Felder weichen ab; die Grundstellung aufstellen",
	"board.diff-summary-game#one":    "%d Feld weicht ab; die Stellung der Partie aufstellen",
	"board.diff-summary-game#other":  "%d Felder weichen ab; die Stellung der Partie aufstellen",
	"board.diff-summary-hint":        "%s; jedes Feld hören: brett eingeben.",

	// leftovers: a board's press (a DGT clock's lever) while a claim's or the arbiter's question holds the clock
	"table.press-question-waits": "Uhrdruck abgelehnt: die Frage wartet auf ihre Antwort (ja, oder etwas anderes tippen zum Abbrechen); die Uhr steht bis dahin.",

	// castle: the announcement of Guideline II.3.2.7.1 ("I am going to castle", R240) and what it changes at the boards (R246)
	"table.cmd-castle":          "rochade",
	"table.help-castle":         "Chess960 (Richtlinie II.3.2.7.1): kündigt die Rochade an, bevor sie ausgeführt wird (\"Ich werde rochieren\"), beiden Spielern gesagt; die Bretter lesen das Heben und Setzen von König und Turm dann als Rochade; rückgängig nimmt die Ankündigung zurück.",
	"table.castle-announced":    "%s kündigt die Rochade an.",
	"table.castle-none":         "%s kann jetzt nicht rochieren: in dieser Stellung ist keine Rochade regelgemäß.",
	"table.castle-again":        "%s hat die Rochade schon angekündigt.",
	"table.castle-after-move":   "%s hat schon gezogen, und der Zug wartet auf den Uhrdruck: die Rochade wird vor dem Zug angekündigt. Mit %s wird der Zug erst zurückgenommen.",
	"table.castle-withdrawn":    "Rochadeankündigung zurückgenommen.",
	"board.castle-unfinished":   "Uhrdruck abgelehnt: die Rochade ist angekündigt, und das %s zeigt erst ihre erste Hälfte. %s Mit %s wird die Ankündigung zurückgenommen.",
	"table.log-kind-castling":   "Rochade angekündigt",
	"table.log-kind-press":      "Uhrdruck ohne Zug",
	"table.press-log-note":      "Als regelwidrigen Zug zählt ihn der Schiedsrichter mit %s (Artikel 7.5.3).",
	"table.press-counted":       "%s hat die Uhr ohne Zug gedrückt: das zählt als regelwidriger Zug (Artikel 7.5.3).",
	"table.press-none-to-count": "Im Schiedsrichterprotokoll steht kein Uhrdruck ohne Zug von %s, der zu zählen wäre (Artikel 7.5.3); einen anderen regelwidrigen Zug zählt der Befehl ohne das Wort %s.",
}
