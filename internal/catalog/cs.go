package catalog

// czech holds the Czech sentences, by key.
var czech = map[string]string{
	// Words that join the parts of a list.
	"catalog.or":  "nebo",
	"catalog.and": "a",

	// Čtení souborů libovolné velikosti (say --pgn, recording play, listen --wav).
	"cmd.pgn-strict-warning": "%v (--strict; bez něj je to jen varování)",
	"cmd.say-game-skipped":   "%s: %v; tato partie se přeskakuje",
	"cmd.say-none-said":      "--pgn %[1]s: %[2]s, žádnou z nich nebylo možné říct (viz výše)",
	"cmd.say-some-skipped":   "--pgn %[1]s: %[3]s, z toho přeskočeno %[2]d (viz výše); ostatní zazněly",
	"cmd.rec-none-readable":  "tah %d: žádný z jeho úseků nešlo přečíst (viz výše)",
	"capture.too-long":       "%s je dlouhá %s; zadejte nahrávku nejvýše %s (zkrátit: sox %s cut.wav trim 0 %d)",
	"capture.too-long-open":  "%s je delší než %s; zadejte nahrávku nejvýše %s (zkrátit: sox %s cut.wav trim 0 %d)",

	// Zvukový záznam partie (internal/recording).
	"recording.no-index":         "v %s není žádná nahrávka: %v",
	"recording.read":             "čtení %s: %v",
	"recording.line-too-long":    "%s řádek %d je delší než %d bajtů, není to záznam nahrávky; přeskočen",
	"recording.bad-line":         "%s řádek %d není záznam nahrávky; přeskočen",
	"recording.outside":          "%s řádek %d uvádí %q, což není soubor ve složce nahrávky; přeskočen",
	"recording.segment-outside":  "%q není soubor ve složce nahrávky; nepřehraje se",
	"recording.segment-not-file": "%s není obyčejný soubor (odkaz, roura nebo zařízení); nepřehraje se",
	"recording.segment-open":     "otevření %s: %v",

	// The game at the table (internal/table).
	"table.game-starts":                  "Partie %s - %s. Bílý na tahu.",
	"table.game-starts-black":            "Partie %s - %s. Černý na tahu.",
	"table.voice-not-understood":         "Nerozuměl jsem; řekněte to prosím znovu.",
	"table.voice-no-move":                "Slyšel jsem: %s. To tu není možný tah; řekněte to prosím znovu.",
	"table.voice-confirm":                "Potvrďte: ano (nebo Enter), zrušte: ne.",
	"table.voice-confirm-said":           "Ano, nebo ne?",
	"table.voice-nothing":                "Žádný slyšený tah nečeká na potvrzení.",
	"table.voice-stale":                  "Slyšený tah %s už neplatí: pozice se změnila. Řekněte tah prosím znovu.",
	"table.voice-rejected":               "Zrušeno; řekněte tah prosím znovu.",
	"table.not-understood":               "Nerozumím: %s. Zadejte tah nebo příkaz; nápověda je vypíše.",
	"table.illegal":                      "Nemožný tah: %s.",
	"table.ambiguous":                    "Nejednoznačné: %s. Myslíte %s?",
	"table.king-in-check":                "Nemožný tah: %s, král by byl v šachu.",
	"table.game-over":                    "Partie skončila (%s). Ukončete příkazem konec; chybný výsledek opraví rozhodčí.",
	"table.nothing-to-press":             "Žádný tah nečeká na stisk hodin.",
	"table.nothing-to-undo":              "Není tah, který by šlo vzít zpět.",
	"table.undo-completed":               "Tah %s je dokončen; vrátit ho může jen rozhodčí (rozhodčí vrátit).",
	"table.taken-back":                   "Vzato zpět: %s.",
	"table.no-clock":                     "Tato partie nemá hodiny (nastavte --time).",
	"table.clock-not-started":            "Hodiny ještě nejsou spuštěny (spustit).",
	"table.clock-is-paused":              "Hodiny jsou zastaveny; pokračujte příkazem pokračovat.",
	"table.clock-not-paused":             "Hodiny nejsou zastaveny.",
	"table.clock-already-started":        "Hodiny už běží.",
	"table.time-backwards":               "Čas %s s je před posledním (%s s); vstup ignorován. Časy skriptu jsou sekundy na časové ose partie (pokračující partie navazuje na svůj deník) a jen rostou.",
	"table.offers":                       "%s nabízí remízu.",
	"table.offer-already":                "%s už remízu nabídl.",
	"table.offer-declined":               "Nabídka remízy odmítnuta.",
	"table.no-offer":                     "Žádná nabídka remízy není.",
	"table.agreement-too-early":          "Remíza dohodou až po prvním tahu obou hráčů (článek 5.2.3).",
	"table.claim-not-your-move":          "Reklamovat může jen hráč na tahu.",
	"table.claim-wrong":                  "%s: neoprávněná reklamace, %s. %s: %s navíc.",
	"table.claim-wrong-no-clock":         "%s: neoprávněná reklamace, %s.",
	"table.resign-who":                   "Kdo se vzdává? Zadejte vzdát bílý nebo vzdát černý.",
	"table.no-flag":                      "Žádný praporek nespadl.",
	"table.flag-already-over":            "Partie už skončila.",
	"table.illegal-first":                "%s: první nemožný tah. %s: %s navíc.",
	"table.illegal-first-no-clock":       "%s: první nemožný tah (bez hodin bez trestu).",
	"table.arbiter-usage":                "Rozhodčí: rozhodčí čas STRANA ČAS, rozhodčí přidat STRANA ČAS (strana ho dostane), rozhodčí trest VINÍK, rozhodčí nemožný VINÍK, rozhodčí tahy STRANA POČET, rozhodčí výsledek VÝSLEDEK (1-0, 0-1, 1/2 nebo *), rozhodčí vrátit, rozhodčí porovnat TAHY, rozhodčí návrat N.",
	"table.arbiter-bad-side":             "Strana %q: zadejte bílý nebo černý.",
	"table.arbiter-bad-time":             "Čas %q: zadejte například 1:30:00, 5:00, 90m, 2m30s nebo -1m.",
	"table.arbiter-bad-result":           "Výsledek %q: zadejte 1-0, 0-1, 1/2 nebo *.",
	"table.arbiter-bad-number":           "Číslo %q: zadejte číslo od 0 do %d.",
	"table.arbiter-time-set":             "%s: nový čas %s.",
	"table.arbiter-time-added":           "%s: %s navíc, nyní %s.",
	"table.arbiter-time-taken":           "%s: %s méně, nyní %s.",
	"table.takeback-over":                "Partie skončila (%s); nejprve ji znovu otevřete příkazem rozhodčí výsledek *.",
	"table.arbiter-moves-set":            "%s: počítadlo tahů %d.",
	"table.arbiter-taken-back":           "Rozhodčí bere zpět %s. Hodiny zastaveny na stavu před tahem.",
	"table.arbiter-nothing-to-take-back": "Není tah, který by šlo vzít zpět.",
	"table.result-set":                   "Výsledek určený rozhodčím: %s.",
	"table.resumed":                      "Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem pokračovat.",
	"table.resumed-no-clock":             "Partie obnovena.",
	"table.quit":                         "Partie přerušena.",
	"table.unknown-help":                 "Příkaz %q neexistuje. nápověda vypíše všechny.",
	"table.help-intro":                   "Příkazy:",
	"table.help-move":                    "Zadejte tah: e4, Jf3, Nf3, g1f3, 7163 nebo jezdec Felix tři.",
	"table.help-help":                    "Nápověda; nápověda PŘÍKAZ vysvětlí jeden příkaz.",
	"table.help-press":                   "Stisk hodin: dokončí tah a spustí soupeřovy hodiny.",
	"table.help-undo":                    "Vezme zpět přeřeknutí, dokud nejsou stisknuty hodiny.",
	"table.help-time":                    "Můj čas; čas soupeř soupeřův; čas oba oba.",
	"table.help-moves":                   "Počet mých tahů a tahů do časové kontroly; tahy 5 přečte posledních pět tahů, tahy od 12 tahy od tahu 12.",
	"table.help-last":                    "Poslední tah.",
	"table.help-repeat":                  "Zopakuje poslední hlášení.",
	"table.help-position":                "Pozice; pozice bílý, černý, já (moje kameny), soupeř, pole (e4 nebo Eva čtyři), sloupec (e nebo Eva) nebo řada (4 nebo čtyři).",
	"table.help-draw":                    "Nabídka remízy (=), od hráče, který táhne.",
	"table.help-accept":                  "Přijme nabídku remízy.",
	"table.help-decline":                 "Odmítne nabídku remízy.",
	"table.help-claim":                   "Reklamace remízy (články 9.2, 9.3); s tahem: reklamovat Jf3 pro zamýšlený tah.",
	"table.help-resign":                  "Vzdání: vzdát bílý nebo vzdát černý.",
	"table.help-flag":                    "Reklamuje spadlý praporek.",
	"table.help-pause":                   "Zastaví hodiny kvůli rozhodčímu.",
	"table.help-resume":                  "Znovu spustí hodiny.",
	"table.help-start":                   "Spustí hodiny bílého.",
	"table.help-arbiter":                 "Příkazy rozhodčího: nastavit čas, přidat čas, trest, nemožný tah, počítadlo tahů, výsledek, vzít tah zpět, rozhodnout o reklamaci, přídavek, povolit nabídku remízy, otevřít obálku, záznam, porovnat záznamy, vrátit se k tahu; nápověda rozhodčí vysvětlí každý.",
	"table.help-quit":                    "Ukončí program; partie zůstane uložena.",
	"table.no-move-yet":                  "Zatím žádný tah.",
	"table.bad-position-arg":             "pozice %q: zadejte bílý, černý, já, soupeř, pole jako e4 nebo Eva čtyři, sloupec jako e nebo Eva, nebo řadu jako 4 nebo čtyři.",
	"table.bad-time-arg":                 "čas %q: zadejte já, soupeř nebo oba.",
	"table.reason-checkmate":             "mat",
	"table.reason-stalemate":             "pat",
	"table.reason-dead":                  "mrtvá pozice, mat už není možný",
	"table.reason-fivefold":              "pětinásobné opakování pozice",
	"table.reason-75":                    "pravidlo 75 tahů",
	"table.reason-threefold":             "trojí opakování pozice",
	"table.reason-50":                    "pravidlo 50 tahů",
	"table.reason-resignation":           "vzdání",
	"table.reason-agreement":             "dohoda",
	"table.reason-time":                  "překročení času",
	"table.reason-time-no-mate":          "překročení času, ale soupeř už nemůže dát mat",
	"table.reason-illegal":               "druhý nemožný tah",
	"table.reason-illegal-no-mate":       "druhý nemožný tah, ale soupeř už nemůže dát mat",
	"table.reason-arbiter":               "rozhodnutí rozhodčího",
	"table.nothing":                      "%s",
	"table.journal-failed":               "Varování: partie se neukládá: %s. Hra pokračuje v paměti a zapíše se, jakmile to disk dovolí: %s.",
	"table.do-disk-full":                 "uvolněte místo na disku",
	"table.do-disk-read-only":            "povolte zápis na disk (přepínač ochrany proti zápisu, nebo jej připojte pro zápis); nejde-li to, PGN partie se při ukončení vypíše na obrazovku",
	"table.do-disk-no-permission":        "povolte si zápis do složky",
	"table.do-disk-no-folder":            "vytvořte složku",
	"table.do-disk-io":                   "disk může být vadný; hrajte dál, PGN partie se při ukončení vypíše na obrazovku",
	"table.do-disk-other":                "uvolněte místo nebo povolte zápis do složky",
	"table.session-journal-failed":       "Varování: deník se nezapisuje: %s. Hodiny běží dál; deník se zapíše, jakmile to disk dovolí: %s.",
	"table.do-disk-read-only-no-pgn":     "povolte zápis na disk (přepínač ochrany proti zápisu, nebo jej připojte pro zápis)",
	"table.do-disk-io-no-pgn":            "disk může být vadný",
	"table.saved-again":                  "Partie je opět uložena.",
	"table.journal-removed":              "Varování: soubor deníku byl během partie smazán (%s); byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; pokud tu složku uklízí nějaký program, zastavte ho.",
	"table.journal-removed-said":         "Varování: soubor deníku byl během partie smazán; byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; pokud tu složku uklízí nějaký program, zastavte ho.",
	"table.journal-changed":              "Varování: soubor deníku byl během partie změněn jiným programem (%s); byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; během partie deník v jiném programu neotevírejte.",
	"table.journal-changed-said":         "Varování: soubor deníku byl během partie změněn jiným programem; byl znovu zapsán z paměti, se všemi vstupy partie. Nic se neztratilo; během partie deník v jiném programu neotevírejte.",
	"table.journal-changed-kept":         "Změněný soubor je uschován jako %s.",
	"table.pgn-failed":                   "Varování: soubor PGN nelze zapsat: %s. Partii drží deník.",
	"table.disk-full":                    "disk je plný",
	"table.disk-read-only":               "disk je jen pro čtení",
	"table.disk-no-permission":           "chybí právo zápisu do složky",
	"table.disk-no-folder":               "složka neexistuje",
	"table.disk-io":                      "chyba vstupu a výstupu disku",
	"table.clock-runs-again":             "Hodiny běží dál.",
	"table.did-you-mean":                 "Myslíte %s?",
	"table.or":                           " nebo ",
	"table.claim-is-offer":               "Reklamace platí jako nabídka remízy: %s (článek 9.1.2.3).",
	"table.arbiter-moves-set-said":       "%s: počítadlo tahů nastaveno.",
	"table.arbiter-no-time":              "Chybí čas: rozhodčí čas STRANA ČAS, například rozhodčí čas %s 1:30:00, 5:00, 90m nebo 2m30s.",
	"table.arbiter-no-add-time":          "Chybí čas: rozhodčí přidat STRANA ČAS, například rozhodčí přidat %s 2m nebo -1m.",
	"table.arbiter-no-number":            "Chybí číslo: rozhodčí tahy STRANA POČET, například rozhodčí tahy %s 20.",
	"table.arbiter-take-too-much":        "Čas %q: tolik času %s nemá; rozhodčí čas nastaví čas.",
	"table.arbiter-add-too-much":         "Čas %q: hodiny ukážou nejvýš %s.",
	"table.reopen-last-move":             "Partii ukončil poslední tah (%s); rozhodčí vrátit ho vezme zpět.",
	"table.times#one":                    "jednou",
	"table.times#few":                    "%d×",
	"table.times#many":                   "%d×",
	"table.claim-facts":                  "pozice se objevila %s, půltahů bez tahu pěšcem a bez braní: %d",
	"table.clock-not-yours":              "Hodiny: %s nemá spuštěný čas; na tahu je %s.",
	"table.clock-frozen":                 "Hodiny stojí po pádu praporku; rozhodčí nastaví čas (rozhodčí čas).",
	"table.clock-bad-value":              "Hodiny tuto hodnotu nepřijmou: %s.",
	"table.internal":                     "Vnitřní chyba, nic se nezměnilo; oznamte to rozhodčímu: %s.",
	"table.waiting-for-press":            "%s čeká na stisk hodin.",

	// The read-back's question with push-to-talk (--voice-key): the key, then the answer.
	"table.voice-confirm-key":      "Potvrďte: stiskněte %s a řekněte ano (nebo Enter); zrušte: stiskněte %s a řekněte ne.",
	"table.voice-confirm-key-said": "Stiskněte %s, pak ano, nebo ne?",

	// The boards of a game (internal/table, boards.go).
	"board.no-boards":         "Tato partie nemá šachovnice; play --tactile virtual nebo --sighted virtual je přidá.",
	"board.usage":             "Řádku šachovnice nerozumím; napište šachovnice hmatová nebo šachovnice vidící, pak zvednout e2, položit e4 (za ním q pro proměnu) nebo snímek …",
	"board.no-such-board":     "Šachovnice %q v této partii není; hmatová nebo vidící.",
	"board.empty":             "Na %s žádný kámen není; zvednout lze jen kámen.",
	"board.bad-piece":         "Kámen %q: napište jedno písmeno FEN, K Q R B N P pro bílého, k q r b n p pro černého.",
	"board.cannot-place":      "Na %s nelze nic postavit: pole je obsazené nebo není zvednut žádný kámen.",
	"board.bad-snapshot":      "Snímek šachovnice: %v.",
	"board.promotion":         "Proměna: v jaký kámen? Dáma, věž, střelec nebo jezdec.",
	"board.promotion-kept":    "Proměna v %s zaznamenána.",
	"board.ambiguous":         "Šachovnice ukazuje více tahů: %s. Ohlaste prosím tah.",
	"board.synced":            "Opět souhlasí: %s.",
	"board.press-away":        "Stisk hodin odmítnut: %s není připojena, tah na ní nelze přečíst; tah napište, nebo stiskněte znovu, až bude šachovnice zpět.",
	"board.not-made":          "Stisk hodin odmítnut: %s ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn).",
	"board.touch-move":        "Pro rozhodčího: první dotčený kámen %s, pak zahrán tah %s (článek 4.3).",
	"board.touch-castle":      "Pro rozhodčího: první dotčený kámen %s, pak %s, pak zahrán tah %s, ne rošáda (článek 4.4.1).",
	"board.no-touches":        "Žádné doteky nezaznamenány.",
	"board.touches":           "Doteky: %d.",
	"board.fault":             "Poruchu hlásí %[1]s; hraje se dál, šachovnice se znovu porovná, jakmile pošle celý obraz; hlášení: %[2]s",
	"board.verifying-tactile": "Kontroluje se hmatová šachovnice: část jejích hlášení se ztratila, celá pozice se čte znovu; do té doby se z ní nepřebírá žádný tah.",
	"board.verifying-sighted": "Kontroluje se šachovnice vidícího: část jejích hlášení se ztratila, celá pozice se čte znovu; do té doby se z ní nepřebírá žádný tah.",

	// The session around a game: its files, saving, resuming.
	"session.rescue-both":              "blindchess: nepodařilo se zapsat deník ani PGN (%v). Zde je partie:\n\n%s",
	"session.rescue-pgn":               "blindchess: soubor PGN se nepodařilo zapsat (%v). Zde je partie:\n\n%s",
	"session.folder":                   "Partie se ukládá do složky %s.",
	"session.resume-hint":              "Po pádu programu: %s",
	"session.no-home-temp":             "Chybí domovská složka ($HOME není nastavena), proto je partie v dočasné složce %s, kterou systém může při restartu vyprázdnit: partii odtud zkopírujte, nebo nastavte HOME, nebo zadejte --journal SOUBOR.",
	"session.no-home-temp-short":       "Chybí domovská složka: partie je v dočasné složce, kterou systém může při restartu vyprázdnit.",
	"session.no-home-temp-clock":       "Chybí domovská složka ($HOME není nastavena), proto je deník hodin v dočasné složce %s, kterou systém může při restartu vyprázdnit: nastavte HOME, nebo zadejte --journal SOUBOR.",
	"session.games-folder-moved":       "Do složky partií %s nelze zapisovat (%s), proto se partie ukládá do dočasné složky %s, kterou systém může při restartu vyprázdnit: partii odtud zkopírujte, nebo povolte zápis do složky partií.",
	"session.games-folder-moved-short": "Do složky partií nelze zapisovat (%s), proto se partie ukládá do dočasné složky, kterou systém může při restartu vyprázdnit.",
	"session.clocks-folder-moved":      "Do složky hodin %s nelze zapisovat (%s), proto je deník hodin v dočasné složce %s, kterou systém může při restartu vyprázdnit.",
	"session.files":                    "Deník: %s. PGN: %s.",
	"session.saved-short":              "Partie se ukládá.",
	"session.saved-end":                "Partie uložena.",
	"session.torn":                     "Poslední neúplný záznam deníku (%s, nikdy nepotvrzený) byl zahozen.",
	"session.recovered":                "Varování: deník byl poškozen od řádku %d (%s). Obnoveno: %s; zahozeno: %s (%s).",
	"session.recovered-lost":           " Z toho nelze %s po ztraceném bez něj přehrát.",
	"session.recovered-copy":           " Poškozený soubor je uschován jako %s.",
	"session.recovered-copy-later":     " Poškozený soubor zůstane beze změny, dokud disk nedovolí zápis; pak se nejprve zkopíruje.",
	"session.recovered-said":           "Varování: deník byl poškozen. Obnoveno: %s, zahozeno: %s.",
	"session.over":                     "Partie skončila: %s. PGN: %s.",
	"session.saved-journal":            "Partie je uložena v deníku. Pokračování: blindchess play --resume %s",
	"session.all-lost":                 "Varování: partii se nepodařilo uložit (%s); její PGN následuje na standardním chybovém výstupu.",
	"session.all-lost-said":            "Varování: partie není uložena; její PGN je na obrazovce.",
	"session.journal-lost":             "Varování: deník se nepodařilo uložit celý (%s); partie je v souboru PGN %s.",
	"session.journal-lost-said":        "Varování: uložen je jen soubor PGN.",
	"session.pgn-lost":                 "Varování: soubor PGN se nepodařilo zapsat (%s); následuje na standardním chybovém výstupu.",
	"session.pgn-lost-said":            "Varování: soubor PGN není zapsán; je na obrazovce.",
	"session.rescued":                  "Deník a PGN jsou místo toho uloženy ve složce %s. Pokračování: blindchess play --resume %s",
	"session.rescued-said":             "Partie je uložena v jiné složce.",
	"session.rescue-failed":            "Ani jiná složka partii nepřijala (%v).",
	"session.pgn-outside":              "Deník uvádí jako soubor PGN %s, který neleží vedle něj: PGN se zapíše do %s. Mimo složku deníku zapisuje pokračování jen do souboru zadaného přes --pgn.",
	"session.clock-rescued":            "Deník hodin se nepodařilo zapsat na jeho disk; je místo toho uložen jako %s. Pokračování: blindchess clock --resume %s",
	"session.clock-rescue-failed":      "Deník hodin se nepodařilo zapsat celý a žádná jiná složka ho nepřijala (%s).",
	"session.rescue-newer":             "Pozdější kopie této partie, uložená když byl její disk plný, má %s: %s. Pokračujte z ní: blindchess play --resume %s (nebo kopii smažte a pokračujte z tohoto deníku).",
	"session.clock-rescue-newer":       "Pozdější kopie deníku těchto hodin, uložená když byl jeho disk plný, má %s: %s. Pokračujte z ní: blindchess clock --resume %s (nebo kopii smažte a pokračujte z tohoto deníku).",
	"session.saved":                    "Partie uložena. PGN: %s. Pokračování: blindchess play --resume %s",

	// The devices around the table: microphone, recording, recogniser.
	"device.mic-missing":            "Mikrofon není k dispozici (%s); pokračuje se bez nahrávání a hlasového zadávání.",
	"device.mic-missing-said":       "Žádný mikrofon; pokračuje se bez nahrávání a hlasového zadávání.",
	"device.mic-not-built":          "Toto sestavení blindchess neumí používat mikrofon (sestaveno bez cgo); pokračuje se bez nahrávání a hlasového zadávání. Obojí má sestavení pro Linux s cgo: make deps, pak make build (docs/platforms.md).",
	"device.mic-not-built-said":     "Tento blindchess nemá mikrofon; pokračuje se bez nahrávání a hlasového zadávání.",
	"device.voice-not-built":        "Toto sestavení blindchess nemá hlasové zadávání (pocketsphinx; sestaveno bez cgo); zadávejte prosím z klávesnice. Má ho sestavení pro Linux s cgo: make deps, pak make build (docs/platforms.md).",
	"device.voice-not-built-said":   "Tento blindchess nemá hlasové zadávání; zadávejte prosím z klávesnice.",
	"device.mic-failed":             "Mikrofon selhal (%s); pokračuje se bez nahrávání a hlasového zadávání. Co bylo nahráno, je uloženo.",
	"device.mic-failed-said":        "Mikrofon selhal; pokračuje se bez nahrávání a hlasového zadávání.",
	"device.mic-missing-retry":      "Mikrofon není k dispozici (%s); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude připojen.",
	"device.mic-missing-retry-said": "Žádný mikrofon; pokračuje se bez něj, dokud nebude připojen.",
	"device.mic-lost":               "Mikrofon selhal (%s); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude zpět. Co bylo nahráno, je uloženo.",
	"device.mic-lost-said":          "Mikrofon selhal; pokračuje se bez něj, dokud nebude zpět.",
	"device.mic-back":               "Mikrofon je zpět: %s.",
	"device.mic-back-said":          "Mikrofon je zpět.",
	"device.mic-ended":              "Nahrávka použitá jako mikrofon (%s) skončila; pokračuje se bez mikrofonu.",
	"device.rec-failed":             "Nahrávku nelze uložit (%s); pokračuje se bez nahrávání.",
	"device.rec-failed-said":        "Nahrávku nelze uložit; pokračuje se bez nahrávání.",
	"device.rec-slow":               "Nahrávání nestačí (založení úseku trvalo déle než %s); pokračuje se bez nahrávání. Co bylo nahráno, je uloženo.",
	"device.voice-failed":           "Rozpoznávání řeči selhalo (%s); zadávejte prosím z klávesnice.",
	"device.voice-failed-said":      "Rozpoznávání řeči selhalo; zadávejte prosím z klávesnice.",
	"device.voice-on":               "Hlasové zadávání zapnuto: řekněte tah (%s) nebo %s. Slyšený tah zazní znovu a platí až po %s (nebo Enter).",
	"device.voice-on-clock":         "Hlasové zadávání zapnuto: řekněte %s.",
	"device.mic-on":                 "Mikrofon: %s.",
	"device.mic-on-said":            "Mikrofon zapnut.",
	"device.rec-on":                 "Nahrává se do %s.",
	"device.rec-on-said":            "Nahrává se.",
	"device.braille-none":           "Žádný braillský řádek: %s. Pokračuje se bez něj.",
	"device.braille-none-said":      "Žádný braillský řádek; pokračuje se bez něj.",
	"device.braille-no-server":      "BRLTTY neběží (na %s neodpovídá žádný server BrlAPI): spusťte ho příkazem „sudo systemctl start brltty“ nebo „brltty -b OVLADAČ -d ZAŘÍZENÍ“, nebo nastavte BRLAPI_HOST",
	"device.braille-too-big":        "BRLTTY hlásí braillský řádek s %d×%d buňkami, víc než %d, do kolika tento program píše; skutečný řádek má nejvýš několik set: zkontrolujte BRLAPI_HOST a ovladač",
	"device.braille-lost":           "Braillský řádek selhal (%s); hledá se znovu, do té doby se pokračuje bez něj.",
	"device.braille-lost-said":      "Braillský řádek selhal; pokračuje se bez něj.",
	"device.braille-back":           "Braillský řádek je zpět.",
	"device.braille-dropped":        "Braillský řádek znovu selhal (%s); pokračuje se bez něj. Po obnovení hry (--resume) se zkusí znovu.",
	"device.braille-slow":           "Braillský řádek nic nepřijímá (za %s nic nezapsáno); pokračuje se bez něj a nečeká se na něj. Po obnovení hry (--resume) se zkusí znovu.",
	"device.braille-flood":          "Braillský řádek posílá klávesy bez konce (víc než %d za sekundu); pokračuje se bez něj. Po obnovení hry (--resume) se zkusí znovu.",
	"device.braille-dropped-said":   "Braillský řádek je vypnut; pokračuje se bez něj.",

	// The arbiter's compare and retrace (Annex D.2.9).
	"arbiter.usage":       "Rozhodčí: rozhodčí porovnat TAHY (záznam vidícího hráče, např. 1. e4 e5 2. Jf3), rozhodčí návrat N (po N. tahu bílého) nebo N... (po N. tahu černého), 0 pro výchozí postavení.",
	"arbiter.bad-move":    "Záznam vidícího hráče: %s u %s není tah (%v). Zkontrolujte prosím tento tah.",
	"arbiter.agree-empty": "Oba záznamy jsou prázdné: zatím nebyl zahrán žádný tah.",
	"arbiter.shorter":     "Záznam vidícího hráče končí po %s; do té doby oba souhlasí. Chybí v něm: %s.",
	"arbiter.longer":      "Záznam vidícího hráče má více tahů: po %s následuje %s, který zde nebyl zahrán.",
	"arbiter.part":        "Záznamy se rozcházejí u %s: zde %s, u vidícího hráče %s. Poslední shodný tah: %s. Vrátit partii: rozhodčí návrat %s",
	"arbiter.start":       "výchozím postavení",
	"arbiter.bad-target":  "%q: napište číslo tahu N (po tahu bílého) nebo N... (po tahu černého), 0 pro výchozí postavení.",
	"arbiter.retraced":    "Rozhodčí: partie vrácena do postavení po %s; škrtnuté půltahy: %d. Na tahu %s.",
	"arbiter.clocks":      "Hodiny: bílý %s, černý %s; zastaveny, pokračujte příkazem pokračovat.",

	// The table's errors about its setup, scripts and files.
	"table.bad-board-mode":       "šachovnice %s %q: zadejte %s nebo %s",
	"table.script-line":          "řádek skriptu %d: %s",
	"table.script-line-form":     "%v (řádek je \"<sekundy> <co se píše>\")",
	"table.script-bad-time":      "čas %q: napište sekundy jako 12.5, nebo m:ss či h:mm:ss",
	"table.script-bad-seconds":   "čas %q: sekundy za dvojtečkou jsou dvě číslice (00-59)",
	"table.script-time-too-long": "čas %q je víc než %v",
	"table.script-backwards":     "čas %s s je před časem předchozího řádku (%s s); seřaďte řádky podle času",
	"table.journal-setup":        "nastavení partie v deníku: %v",
	"table.rescue-nowhere":       "není jiná složka, do které by šlo partii uložit",
	"table.rescue-folders-full":  "%s: záchranných složek je už 99",
	"table.write-failed":         "zápis %s: %v",
	"table.sync-failed":          "uložení složky %s: %v",
	"table.resume-bad-chess960":  "--chess960 %q není číslo; vynechte ho, pokračuje se v partii z deníku",
	"table.resume-bad-bool":      "--%s %q: napište true nebo false, nebo ho vynechte, pokračuje se v partii z deníku",
	"table.resume-unchecked":     "--%s nelze porovnat s deníkem; s --resume ho vynechte",
	"table.resume-differs":       "--%[1]s %[2]s se liší od partie v deníku, která má %[3]s: vynechte --%[1]s (pokračující partie si nastavení ponechá), nebo začněte novou partii bez --resume",
	"table.fen-and-chess960":     "zadejte buď FEN, nebo číslo Chess960, ne obojí",
	"table.bad-chess960":         "pozice Chess960 %d: zadejte číslo od 0 do 959",
	"table.bad-fen":              "výchozí pozice: %v",
	"table.encode-setup":         "zakódování nastavení partie: %v",
	"table.no-setup":             "hlavička deníku nemá nastavení partie",

	// The table's commands as help names them, and their arguments.
	"table.cmd-help":      "nápověda",
	"table.cmd-press":     "stisk",
	"table.cmd-undo":      "zpět",
	"table.cmd-time":      "čas",
	"table.cmd-moves":     "tahy",
	"table.cmd-last":      "poslední",
	"table.cmd-repeat":    "opakovat",
	"table.cmd-position":  "pozice",
	"table.cmd-draw":      "remíza",
	"table.cmd-accept":    "přijmout",
	"table.cmd-decline":   "odmítnout",
	"table.cmd-claim":     "reklamovat",
	"table.cmd-resign":    "vzdát",
	"table.cmd-flag":      "praporek",
	"table.cmd-start":     "spustit",
	"table.cmd-pause":     "pauza",
	"table.cmd-resume":    "pokračovat",
	"table.cmd-arbiter":   "rozhodčí",
	"table.cmd-quit":      "konec",
	"table.args-help":     "[příkaz]",
	"table.args-time":     "[já, soupeř nebo oba]",
	"table.args-position": "[bílý, černý, já, soupeř, pole, sloupec nebo řada]",
	"table.args-moves":    "[N nebo od M]",
	"table.args-draw":     "[bílý nebo černý]",
	"table.args-claim":    "[tah]",
	"table.args-resign":   "bílý nebo černý",
	"table.args-arbiter":  "čas, přidat, trest, nemožný, tahy, výsledek, vrátit, vyhovět, zamítnout, přídavek, povolit-remízu, otevřít, protokol, porovnat nebo návrat",

	// The talking clock (internal/talkclock).
	"clock.greeting":              "Tempo %s: %s (%s).",
	"clock.greeting-side":         "Hrajete za %s. Mezerník spustí hodiny bílého, h nápověda.",
	"clock.category-standard":     "klasické tempo",
	"clock.category-rapid":        "rapid",
	"clock.category-blitz":        "bleskovka",
	"clock.side-white":            "bílé",
	"clock.side-black":            "černé",
	"clock.input-ended":           "Vstup skončil; hodiny stojí.",
	"clock.unknown-action":        "neznámá akce %q; použijte jednu z %s",
	"clock.voice-not-understood":  "Nerozuměl jsem; řekněte to znovu: čas, tahy nebo opakovat.",
	"clock.voice-heard":           "Slyšel jsem %q: hodiny odpovídají na čas, tahy a opakovat.",
	"clock.not-quitting-goes-on":  "Neukončeno; hodiny běží dál.",
	"clock.not-quitting":          "Neukončeno.",
	"clock.quit-question":         "Ukončit hodiny? Klávesa a (ano) ukončí, jiná klávesa pokračuje.",
	"clock.help":                  "Klávesy: mezerník, Enter nebo p stiskne hodiny (první stisk spustí hodiny bílého).\nt můj čas, o soupeřův čas, b oba časy, m počet tahů, r stav časové kontroly, s spustí hodiny.\nz zastavit nebo pokračovat, q konec, h tato nápověda.",
	"clock.unknown-key":           "%q není klávesa hodin; h nápověda.",
	"clock.restored":              "Hodiny obnoveny z deníku, zastaveny na posledních známých časech; z je znovu spustí.",
	"clock.refused-not-started":   "Hodiny nejsou spuštěny; mezerník spustí hodiny bílého.",
	"clock.refused-paused":        "Hodiny jsou zastaveny; z je znovu spustí.",
	"clock.refused-frozen":        "Hodiny stojí po pádu praporku; zavolejte rozhodčího, nebo ukončete klávesou q.",
	"clock.refused-not-paused":    "Hodiny nejsou zastaveny.",
	"clock.refused":               "Neprovedeno: %s.",
	"clock.encode-setup":          "zakódování nastavení hodin: %v",
	"clock.not-clock":             "tento deník obsahuje partii, ne hodiny: pokračujte příkazem blindchess play --resume",
	"clock.journal-setup":         "nastavení hodin v hlavičce deníku: %v",
	"clock.resume-differs":        "--%[1]s %[2]s se liší od hodin v deníku, které mají %[3]s: vynechte --%[1]s (obnovené hodiny si nastavení ponechají), nebo spusťte nové hodiny bez --resume",
	"clock.journal-note":          "Deník hodin: %[1]s. Po pádu programu: blindchess clock --resume %[1]s",
	"clock.no-journal":            "Hodiny nevedou deník (%s); po pádu programu je nelze obnovit. --journal SOUBOR ho zapne.",
	"clock.no-control":            "nezadáno tempo: použijte --time, například --time 90+30",
	"clock.ask":                   "Tempo? Zadejte číslo nebo tempo jako 90+30, pak Enter:",
	"clock.no-choice":             "Volba %d neexistuje; zadejte 1 až %d, nebo tempo jako 90+30.",
	"clock.not-a-control":         "To není tempo: %v. Zkuste znovu, např. 90+30 nebo 40/90+30,30+30.",
	"clock.script-form":           "řádek %d: %q: napište \"<sekundy> <akce>\", např. \"12.5 press\"",
	"clock.script-line":           "řádek %d: %v",
	"clock.script-backwards":      "řádek %d: %s s je před %s s předchozího řádku; čas nesmí jít zpět",
	"clock.script-unknown-action": "řádek %d: neznámá akce %q; použijte jednu z %s",
	"clock.script-empty":          "skript nemá žádnou akci; napište řádky jako \"0 start\"",
	"clock.bad-seconds":           "%q není počet sekund jako 12 nebo 12.345",
	"clock.seconds-too-long":      "%s s je víc než týden",

	// The commands' errors about flags, files and devices (cmd/blindchess, internal/session).
	"cmd.board-board-needs-a-subcommand":      "board potřebuje podpříkaz: blindchess board watch --dgt CESTA nebo --tactile CESTA",
	"cmd.board-give-one-board-dgt":            "zadejte jednu šachovnici: --dgt CESTA nebo --tactile CESTA, např. blindchess board watch --dgt /dev/ttyUSB0",
	"cmd.board-count-give-a-number":           "--count %d: zadejte počet událostí, nebo 0 bez omezení",
	"cmd.braillecmd-braille-needs-pgn-file":   "braille potřebuje --pgn SOUBOR, partii k zápisu, například: blindchess braille --pgn partie.pgn > partie.brf",
	"cmd.braillecmd-game":                     "%s, partie %d: %v",
	"cmd.braillecmd-format-use-brf-pef":       "--format %q: použijte brf, pef nebo unicode",
	"cmd.follow-capture-line-not-base":        "--capture %s řádek %d: není base64 (%v); zadejte záznam s jedním řádkem base64 na čtení",
	"cmd.follow-give-one-board-dgt":           "zadejte jednu šachovnici: --dgt CESTA, --tactile CESTA nebo --capture SOUBOR, např. blindchess board follow --dgt /dev/ttyUSB0",
	"cmd.follow-count-give-a-number":          "--count %d: zadejte počet tahů, nebo 0 bez omezení",
	"cmd.listen-wav-file-is-needed":           "chybí --wav SOUBOR: nahrávka WAV jednoho tahu nebo dotazu, například: blindchess listen --wav tah.wav",
	"cmd.listen-making-a-temporary-folder":    "vytvoření dočasné složky: %v",
	"cmd.microphones-give-test-to-test":       "%s: --test vyzkouší mikrofon; bez něj microphones mikrofony jen vypíše",
	"cmd.microphones-seconds-give-to-seconds": "--seconds %v: zadejte 1 až 60 sekund",
	"cmd.perft-perft-encode-json":             "perft: kódování JSON: %v",
	"cmd.perft-perft-needs-depth-n":           "perft potřebuje --depth N, například --depth 5",
	"cmd.perft-depth-is-out-of":               "--depth %d je mimo rozsah: zadejte hloubku od 1 do %d",
	"cmd.perft-give-either-fen-or":            "zadejte buď --fen, nebo --chess960, ne obojí",
	"cmd.pgn-pgn-check-needs-at":              "pgn check potřebuje alespoň jeden soubor PGN, například: blindchess pgn check partie.pgn",
	"cmd.pgn-pgn-check-encode-json":           "pgn check: kódování JSON: %v",
	"cmd.pgn-pgn-check-write-the":             "pgn check: zápis zprávy: %v",
	"cmd.pgn-could-not-read-check":            "%s nelze přečíst; zkontrolujte cestu a oprávnění",
	"cmd.pgn-not-text":                        "%s: není text (dlouhá řada nulových bajtů), nedočteno; zkontrolujte, zda je to soubor PGN",
	"cmd.pgn-utf-not-read-save":               "%s: UTF-16, nepřečteno; uložte jako UTF-8 (nebo Windows-1252) a zkuste znovu",
	"cmd.pgn-of-invalid-no-games":             "neplatné partie: %d z %s; žádné partie v %s",
	"cmd.pgn-of-invalid":                      "neplatné partie: %d z %s",
	"cmd.pgn-no-games-in-check":               "žádné partie v %s; zkontrolujte, že je to správný soubor",
	"cmd.pgn-pgn-needs-a-subcommand":          "pgn potřebuje podpříkaz, například: blindchess pgn check partie.pgn",
	"cmd.pgnread-cannot-be-read":              "%s %s: nelze přečíst: %v",
	"cmd.pgnread-strict-without-it-this":      "%s %s: %v (--strict; bez něj je to varování)",
	"cmd.pgnread-the-file-has-no":             "%s %s: soubor neobsahuje žádné partie",
	"cmd.ports-timeout-give-a-time":           "--timeout %v: zadejte čas od 1ms do 10s, např. --timeout 500ms",
	"cmd.ports-name-a-port-instead":           "%v; uveďte místo toho port, např. blindchess ports /dev/ttyUSB0",
	"cmd.position-pgn-starts-from-a":          "--pgn začíná partií ze souboru; nezadávejte s ním --fen ani --chess960",
	"cmd.position-game-and-strict-go":         "--game a --strict patří k --pgn SOUBOR",
	"cmd.position-position-encode-json":       "position: kódování JSON: %v",
	"cmd.position-game-games-are-numbered":    "--game %d: partie se číslují od 1",
	"cmd.position-pgn-game-has-a":             "--pgn %s: partie %d má nulový tah (půltah %d), kterému position nemůže následovat",
	"cmd.position-pgn-game-half-move":         "--pgn %s: partie %d, půltah %d: %v",
	"cmd.position-move-cannot-be-played":      "tah %s %s nelze zahrát: partie skončila (%s)",
	"cmd.position-move":                       "tah %s %s: %v",
	"cmd.position-notation-give-san-long":     "--notation %q: zadejte san, long, uci nebo iccf",
	"cmd.position-notation-is-for-the":        "--notation platí pro textový výstup; --json dává vždy SAN (legal) a UCI (legal_uci)",
	"cmd.recording-writing":                   "zápis %s: %v",
	"cmd.recording-write-it-to-a":             "%v; zapište nahrávku do souboru pomocí --out SOUBOR.wav",
	"cmd.recording-holds-no-recording-the":    "%s neobsahuje nahrávku: partie se hrála bez --record (blindchess play --record nahraje příští); zadejte složku partie",
	"cmd.recording-move-is-needed-the":        "chybí --move: číslo tahu k přehrání, 1 nebo víc",
	"cmd.recording-opening-the-recording-of":  "otevření nahrávky tahu %d: %v",
	"cmd.recording-reading":                   "čtení %s: %v",
	"cmd.say-move-cannot-be-said":             "tah %q nelze ohlásit: partie už skončila (%s)",
	"cmd.say-pgn-game-move":                   "--pgn %s: partie %d, tah %d: %v",
	"cmd.say-cannot-speak-write-the":          "nelze mluvit: %v; zapište řeč do souboru pomocí --out SOUBOR.wav, nebo ji vypište pomocí --text",
	"cmd.say-cannot-speak":                    "nelze mluvit: %v",
	"cmd.say-stopped":                         "zastaveno",
	"cmd.say-rate-is-out-of":                  "--rate %v je mimo rozsah: zadejte číslo od %v (pomalu) do %v (rychle); 1 je normální",
	"cmd.say-text-prints-the-words":           "--text vypíše slova místo řeči; vynechte --out, --voice a --rate",
	"cmd.say-pgn-speaks-the-games":            "--pgn ohlásí partie souboru; nezadávejte s ním tahy, --fen, --chess960 ani --moves",
	"cmd.say-give-the-moves-to":               "zadejte tahy k ohlášení, například: blindchess say e4 e5 Nf3 (nebo --pgn SOUBOR)",
	"cmd.simulate-link-it-exists-and":         "--link %s: existuje a není symbolický odkaz; zvolte jinou cestu",
	"cmd.simulate-link-the-folder-does":       "--link %s: složka %s neexistuje; zvolte cestu v existující složce",
	"cmd.simulate-simulate-needs-the-kind":    "simulate potřebuje druh šachovnice: dgt nebo tactile, např. blindchess simulate dgt --link /tmp/sachovnice",
	"cmd.simulate-unknown-board-simulate-dgt": "neznámá šachovnice %q: simulate dgt nebo simulate tactile",
	"cmd.simulate-rotated-is-for-the":         "--rotated platí jen pro šachovnici DGT",
	"cmd.simulate-id-is-for-the":              "--id platí jen pro hmatovou šachovnici",
	"cmd.simulate-id-use-to-of":               "--id %q: použijte 1 až 32 znaků A-Z a-z 0-9 . _ -",
	"cmd.simulate-on-after-want-a":            "--on-after %s: zadejte dobu 0 nebo víc, např. 2s",
	"cmd.simulate-garbage-want":               "--garbage %d: zadejte počet bajtů od 0 do 10000",
	"cmd.simulate-garbage-one-in-want":        "--garbage-one-in %d: zadejte 1 nebo víc (1: dávka před každým řádkem)",
	"cmd.simulate-cannot-start-the-emulated":  "emulovanou šachovnici nelze spustit: %v",
	"run.audio-microphone-give-record-or":     "--microphone %s: zadejte také --record nebo --voice-input (mikrofon jinak k ničemu neslouží)",
	"run.audio-voice-pause-give-a":            "--voice-pause %v: zadejte pauzu mezi 100ms a 5s (výchozí %v)",
	"run.boards-sighted-write-dgt-path":       "--sighted %q: napište dgt:CESTA (šachovnice DGT, např. dgt:/dev/ttyUSB0) nebo virtual",
	"run.boards-tactile-real":                 "tato partie se hrála se skutečnou hmatovou šachovnicí: zadejte znovu její port pomocí --tactile (porty vypíše blindchess ports)",
	"run.boards-sighted-real":                 "tato partie se hrála se skutečnou šachovnicí vidícího hráče: zadejte ji znovu pomocí --sighted NÁZEV:CESTA jako na začátku (porty vypíše blindchess ports)",
	"run.boards-tactile-virtual":              "--tactile %s: hmatová šachovnice této partie je virtuální; vynechte --tactile nebo zadejte virtual",
	"run.boards-sighted-virtual":              "--sighted %s: šachovnice vidícího hráče je v této partii virtuální; vynechte --sighted nebo zadejte virtual",
	"run.boards-tactile-none":                 "--tactile %s: tato partie nemá hmatovou šachovnici; do rozehrané partie nelze šachovnici přidat",
	"run.boards-sighted-none":                 "--sighted %s: tato partie nemá šachovnici vidícího hráče; do rozehrané partie nelze šachovnici přidat",
	"run.clock-writing-the-clock-s":           "zápis výstupu hodin: %v",
	"run.clock-virtual-needs-script-file":     "--virtual potřebuje --script SOUBOR",
	"run.clock-voice-input-listens-in":        "--voice-input poslouchá v reálném čase: vynechte --virtual",
	"run.clock-wav-records-the-clock":         "--wav nahrává vlastní hlas hodin v reálném čase: zadejte --voice clips nebo espeak, bez --virtual",
	"run.clock-journal-differs-from-resume":   "--journal %s se liší od --resume %s: obnovené hodiny pokračují v deníku, který obnovují; vynechte --journal",
	"run.clock-script-needs-time-for":         "--script potřebuje --time, například --time 90+30",
	"run.clock-journal-holds-an-earlier":      "--journal %s obsahuje dřívější relaci: pokračujte pomocí --resume %s, nebo zadejte nový soubor",
	"run.clock-resume-not-a-file":             "--resume %s: není soubor, ale zařízení nebo roura; zadejte deník, který hodiny uvedly při spuštění",
	"run.clock-resume-no-such-file":           "--resume %s: soubor neexistuje; zadejte deník, který hodiny uvedly při spuštění",
	"run.clock-cannot-resume":                 "nelze obnovit: %v",
	"run.clock-cannot-resume2":                "%s nelze obnovit: %v",
	"run.clock-voice-use-voice-text":          "--voice: %v; použijte --voice text (řádky pro čtečku obrazovky), nebo řeč nahrajte pomocí --wav SOUBOR",
	"run.devices-taking-the-braille-display":  "převzetí braillského řádku: %v",
	"run.files-no-home-directory-for":         "chybí domovská složka pro složku partií: %v; zadejte --journal SOUBOR",
	"run.files-cannot-create-the-games":       "složku partií nelze vytvořit: %v",
	"run.files-cannot-create-the-game":        "složku partie nelze vytvořit: %v",
	"run.modes-script-line":                   "řádek skriptu %d: %v",
	"run.modes-cannot-read-single-keys":       "jednotlivé klávesy nelze z terminálu číst: %v",
	"run.modes-reading-the-keys":              "čtení kláves: %v",
	"run.modes-script-line-s-the":             "řádek skriptu %d (%s s): obnovené hodiny už jsou na %s s; pokračujte odtud",
	"run.modes-script-line-s":                 "řádek skriptu %d (%s s): %v",
	"run.play-record-and-voice-input":         "--record a --voice-input poslouchají v reálném čase: vynechte --virtual",
	"run.play-journal-differs-from-resume":    "--journal %s se liší od --resume %s: obnovená partie pokračuje v deníku, který obnovuje; vynechte --journal",
	"run.play-journal-is-a-folder":            "--journal %s je složka: zadejte jméno nového souboru, například %s",
	"run.play-journal-is-not-a":               "--journal %s není obyčejný soubor: zadejte jméno nového souboru",
	"run.play-journal-holds-an-earlier":       "--journal %s obsahuje dřívější partii: pokračujte pomocí --resume %s, nebo zadejte nový soubor pomocí --journal",
	"run.play-resume-is-a-folder":             "--resume %s je složka: zadejte deník v ní, --resume %s",
	"run.play-resume-is-a-folder2":            "--resume %s je složka: zadejte game.journal ve složce partie",
	"run.play-resume-not-a-file":              "--resume %s: není soubor, ale zařízení nebo roura; zadejte game.journal ve složce partie",
	"run.play-resume-no-such-file":            "--resume %s: soubor neexistuje; zadejte game.journal ve složce partie",
	"run.play-cannot-resume-it-holds":         "%s nelze obnovit: neobsahuje partii (nikdy v něm nezačala); začněte novou partii příkazem blindchess play",
	"run.play-cannot-resume-it-is":            "%s nelze obnovit: není to deník blindchess (%s); zadejte game.journal ze složky partie (soubor zůstává beze změny)",
	"run.play-cannot-resume-its-first":        "%s nelze obnovit: jeho první řádek s nastavením partie je poškozen (%s), takže partii z něj nelze obnovit; soubor zůstává beze změny: uschovejte ho i soubor PGN partie pro rozhodčího a začněte novou partii z pozice pomocí --fen",
	"run.play-resume-is-the-journal":          "--resume %s je deník mluvících hodin, ne partie: pokračujte příkazem blindchess clock --resume %s",
	"run.play-the-game-was-not":               "partie nebyla uložena celá; řádky výše říkají, co chybí",
	"run.voice-wav-needs-a-voice":             "--wav potřebuje hlas: zadejte --voice clips nebo espeak",

	// Microphones (internal/capture) and the session's devices.
	"capture.no-device":    "nenalezen žádný mikrofon: připojte ho nebo zkontrolujte nastavení zvuku",
	"capture.not-built":    "tento blindchess byl sestaven bez mikrofonu (PortAudio potřebuje cgo), nahrávání a hlasové zadávání v něm nejsou; sestavení pro Linux s cgo je má: make deps, pak make build (docs/platforms.md)",
	"sphinx.not-built":     "tento blindchess byl sestaven bez hlasového zadávání (pocketsphinx potřebuje cgo); sestavení pro Linux s cgo ho má: make deps, pak make build (docs/platforms.md)",
	"capture.start":        "spuštění záznamu zvuku: %v",
	"capture.list":         "výpis zvukových zařízení: %v",
	"capture.no-such-mic":  "žádný mikrofon se nejmenuje %q; mikrofony jsou %s (blindchess microphones je vypíše)",
	"capture.several-mics": "%q odpovídá %d mikrofonům: %s; zadejte víc ze jména",
	"capture.start-mic":    "spuštění mikrofonu %q: %v",
	"capture.open-mic":     "otevření mikrofonu %q: %v",
	"capture.read-mic":     "čtení mikrofonu: %v",
	"capture.bad-format":   "zvuk má %d Hz a %s; převeďte ho na 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)",
	"capture.open-file":    "otevření zvukového souboru: %v",
	"capture.read-file":    "čtení %s: %v",
	"run.mic-converted":    "%s, nahráno s %d Hz a %d kanály a převedeno",
	"run.voice-timeout":    "Řeč: hlas %q neodpověděl do %v; jen textové řádky (zkuste --voice clips, espeak nebo text)",

	// position: the description of a position.
	"cmd.reason-0":            "neskončila",
	"cmd.reason-1":            "mat",
	"cmd.reason-2":            "vzdání",
	"cmd.reason-3":            "pat",
	"cmd.reason-4":            "mrtvá pozice",
	"cmd.reason-5":            "dohoda",
	"cmd.reason-6":            "trojí opakování pozice (reklamováno)",
	"cmd.reason-7":            "pravidlo 50 tahů (reklamováno)",
	"cmd.reason-8":            "pětinásobné opakování pozice",
	"cmd.reason-9":            "pravidlo 75 tahů",
	"cmd.reason-10":           "překročení času",
	"cmd.reason-11":           "pád praporku, ale soupeř nemůže dát mat",
	"cmd.reason-12":           "druhý nemožný tah",
	"cmd.reason-13":           "druhý nemožný tah, ale soupeř nemůže dát mat",
	"cmd.pos-moves":           "Tahy: %s",
	"cmd.pos-turn":            "Na tahu: %s",
	"cmd.side-white":          "bílý",
	"cmd.side-black":          "černý",
	"cmd.winner-white":        "bílý",
	"cmd.winner-black":        "černý",
	"cmd.pos-check-yes":       "Šach: ano",
	"cmd.pos-check-no":        "Šach: ne",
	"cmd.pos-status-earlier":  "Stav: %s (partie skončila dříve: %s)",
	"cmd.pos-status-over":     "Stav: %s, %s",
	"cmd.pos-status":          "Stav: %s",
	"cmd.status-ongoing":      "probíhá",
	"cmd.status-checkmate":    "mat",
	"cmd.status-stalemate":    "pat",
	"cmd.status-dead":         "mrtvá pozice",
	"cmd.status-fivefold":     "pětinásobné opakování pozice",
	"cmd.status-seventy-five": "pravidlo 75 tahů",
	"cmd.pos-halfmove-clock":  "Půltahy od tahu pěšcem nebo braní: %d",
	"cmd.pos-move-number":     "Číslo tahu: %d",
	"cmd.pos-occurred":        "Pozice se objevila: %s",
	"cmd.pos-claimable":       "Remízu lze nyní reklamovat: %s",
	"cmd.pos-claimable-none":  "Remízu lze nyní reklamovat: ne",
	"cmd.pos-claimable-with":  "Remízu lze reklamovat po zapsání tahu %s: %s",
	"cmd.claim-threefold":     "trojí opakování",
	"cmd.claim-fifty-move":    "pravidlo 50 tahů",
	"cmd.claim-none":          "žádná",
	"cmd.pos-can-mate-white":  "Bílý může dát mat: %s",
	"cmd.pos-can-mate-black":  "Černý může dát mat: %s",
	"cmd.verdict-possible":    "ano",
	"cmd.verdict-impossible":  "ne, žádnou řadou možných tahů",
	"cmd.verdict-unproven":    "nevyloučeno",
	"cmd.pos-legal-none":      "Možné tahy: žádné",
	"cmd.pos-legal":           "Možné tahy (%d): %s",
	"cmd.outcome-draw":        "%s, remíza: %s (článek %s)",
	"cmd.outcome-win":         "%s, vyhrává %s: %s (článek %s)",
	"cmd.pos-times#one":       "1krát",
	"cmd.pos-times#few":       "%dkrát",
	"cmd.pos-times#many":      "%dkrát",

	// microphones: the list and the test.
	"mic.count#one":       "1 mikrofon:",
	"mic.count#few":       "%d mikrofony:",
	"mic.count#many":      "%d mikrofonů:",
	"mic.channels#one":    "1 kanál",
	"mic.channels#few":    "%d kanály",
	"mic.channels#many":   "%d kanálů",
	"mic.device":          "%s, %.0f Hz, %s",
	"mic.device-default":  "%s, výchozí",
	"mic.use-one":         "Použijte ho takto: blindchess play --voice-input --microphone JMÉNO (stačí část jména).",
	"mic.listening":       "Poslouchám %s po %s s: řekněte tah nebo dotaz.",
	"mic.speech-no-words": "Řeč v %s s, ale žádné ze slov tahu nebo dotazu.",
	"mic.heard-at":        "Slyšeno v %s s: %s",
	"mic.heard-end":       "Slyšeno na konci: %s",
	"mic.no-recogniser":   "Rozpoznávání řeči nemohlo běžet: %v",
	"mic.no-sound":        "Z mikrofonu nepřišel žádný zvuk: zkontrolujte, že je připojen a není ztlumen.",
	"mic.levels":          "Pozadí %.0f dBFS, nejhlasitější %.0f dBFS.",
	"mic.clips":           "Zvuk je přebuzený: ztlumte hlasitost mikrofonu.",
	"mic.too-quiet":       "Žádná řeč: mluvte blíž k mikrofonu, nebo zvyšte jeho hlasitost.",
	"mic.no-speech":       "Zvuky, ale žádná řeč: řekněte celý tah, pak udělejte pauzu.",
	"mic.works":           "Mikrofon funguje.",

	// Braille: scoresheet headers and the display.
	"braille.result":           "Výsledek %s",
	"braille.page-too-small":   "braillská stránka %d×%d znaků je příliš malá: zadejte alespoň 12 sloupců a 4 řádky",
	"braille.bad-fen":          "FEN partie: %v",
	"braille.bad-move":         "tah %s: %v",
	"braille.no-display-game":  "Žádný braillský řádek: %v. Partie pokračuje bez něj.",
	"braille.no-display-clock": "Žádný braillský řádek: %v. Hodiny běží dál bez něj.",

	// The start of a game whose players are not named.
	"table.game-starts-unnamed":       "Partie bílý proti černému. Bílý na tahu.",
	"table.game-starts-unnamed-black": "Partie bílý proti černému. Černý na tahu.",

	// Errors of the system about files, in words.
	"capture.flag":    "--microphone: %v",
	"os.path-error":   "%[2]s: %[3]s",
	"os.no-such-file": "soubor nebo složka neexistuje",
	"os.permission":   "přístup odepřen",
	"os.is-dir":       "je to složka",
	"os.not-dir":      "není to složka",
	"os.disk-full":    "na disku není místo",
	"os.read-only":    "disk jen pro čtení",
	"os.exists":       "už existuje",

	// The board commands as help names them.
	// The command line: arguments, and --resume given a folder
	// (cmd/blindchess, internal/session).
	"cli.arg-missing":                  "%s: zadejte %s, například: %s",
	"cli.arg-extra":                    "%s: příliš mnoho argumentů (%s); zadejte jen %s, například: %s",
	"cli.no-args":                      "%s nebere žádné argumenty, jen volby: %q není volba (viz %s --help)",
	"cli.game-folder":                  "složku partie",
	"session.resume-no-journal":        "--resume %s: v této složce není žádný deník hodin; zadejte soubor, který hodiny uvedly při spuštění",
	"session.resume-many-journals":     "--resume %s: v této složce je více deníků hodin (%d); zadejte jeden, například nejnovější: --resume %s",
	"session.resume-not-clock-journal": "--resume %s: to není deník programu blindchess (%s); zadejte deník, který hodiny uvedly při spuštění (soubor zůstává beze změny)",

	// The manual page (blindchess man): its sections and its own words.
	"man.section":       "Uživatelské příkazy",
	"man.name":          "JMÉNO",
	"man.synopsis":      "POUŽITÍ",
	"man.description":   "POPIS",
	"man.commands":      "PŘÍKAZY",
	"man.exit-status":   "NÁVRATOVÝ KÓD",
	"man.see-also":      "VIZ TAKÉ",
	"man.command":       "příkaz",
	"man.options":       "volby",
	"man.default":       "(výchozí %s)",
	"man.exit-0":        "úspěch",
	"man.exit-1":        "kontrola selhala, nebo se něco nepodařilo zapsat",
	"man.exit-2":        "chybné použití nebo chybný vstup; zpráva na standardním chybovém výstupu říká, co bylo špatně a co udělat",
	"man.see-also-text": "README a docs/ ve zdrojích (%s)",

	// The other commands: board, follow, listen, perft, recording, say, ports, simulate, pgn.
	"cmd.board-watching":      "sleduji %s na %s; Ctrl-C ukončí",
	"cmd.board-noise":         "rušení na lince: přeskočeno %s, %s, %s",
	"cmd.board-trouble":       "potíže na lince: %s, %d příliš dlouhých, %d ztracených, %s, %s",
	"cmd.follow-following":    "sleduji %s na %s a vypisuji její tahy; Ctrl-C ukončí",
	"cmd.follow-differs":      "šachovnice se liší: %s",
	"cmd.follow-in-step":      "šachovnice souhlasí",
	"cmd.follow-ambiguous":    "šachovnice ukazuje více než jeden tah; proveďte ho znovu",
	"cmd.listen-nothing":      "(nic nerozpoznáno)",
	"cmd.perft-nodes":         "hloubka %d: %d uzlů",
	"cmd.perft-time":          "čas %s sekundy, %s milionu uzlů za sekundu",
	"cmd.rec-written":         "Tah %d zapsán do %s.",
	"cmd.rec-playing":         "Přehrávám tah %d.",
	"cmd.rec-playing-to-end":  "Přehrávám od tahu %d do konce, tah %d.",
	"cmd.rec-written-to-end":  "Tahy %d až %d zapsány do %s.",
	"cmd.rec-none":            "Zatím žádné nahrané tahy.",
	"cmd.rec-move-white":      "Tah %d bílý %s",
	"cmd.rec-move-black":      "Tah %d černý %s",
	"cmd.rec-before-first":    "Před prvním tahem",
	"cmd.rec-recovered":       "%s (obnoveno po pádu programu)",
	"cmd.rec-taken-back":      "%s, vzat zpět",
	"cmd.rec-entry":           "%s: %s až %s, trvá %s, %s",
	"cmd.ports-none":          "nenalezeny žádné sériové porty. Šachovnice na USB se objeví jako /dev/ttyUSB… nebo /dev/ttyACM…: zkontrolujte kabel a že je šachovnice zapnutá.",
	"cmd.ports-none-windows":  "nenalezeny žádné sériové porty. Šachovnice na USB se objeví jako port COM (COM3, COM4 …; Správce zařízení je ukazuje pod Porty): zkontrolujte kabel, že je šachovnice zapnutá a že je nainstalován její ovladač.",
	"cmd.ports-none-darwin":   "nenalezeny žádné sériové porty. Šachovnice na USB se objeví jako /dev/cu.usbserial-… nebo /dev/cu.usbmodem…: zkontrolujte kabel a že je šachovnice zapnutá.",
	"cmd.ports-pty":           "Pseudoterminály se nevypisují; uveďte je jménem, např. blindchess ports /dev/pts/3",
	"cmd.ports-serial":        "sériové číslo %s",
	"cmd.ports-answers":       "odpovídá jako %s",
	"cmd.ports-no-answer":     "žádná šachovnice neodpovídá",
	"cmd.sim-on":              "emulátor pro %s na %s",
	"cmd.sim-linked":          "odkaz v %s",
	"cmd.sim-off":             "vypnuto; zapne se za %s",
	"cmd.sim-help":            "help vypíše příkazy, quit ukončí",
	"cmd.sim-switched-on":     "zapnuto",
	"cmd.pgn-total":           "celkem: %s, %s: %s, %s",
	"cmd.pgn-unreadable":      "%s: nelze přečíst: %v",
	"cmd.pgn-windows-1252":    "%s: čteno jako Windows-1252 (Latin-1), protože soubor není UTF-8",
	"cmd.pgn-windows-1250":    "%s: čteno jako Windows-1250 (středoevropské), protože soubor není UTF-8 a má česká, slovenská, maďarská nebo polská písmena",
	"cmd.pgn-cut":             "%s: nelze přečíst do konce: %v",
	"cmd.pgn-check-file":      "%s: %s; zkontrolujte, že je to správný soubor",
	"cmd.pgn-file-total":      "%s: %s: %s, %s",
	"cmd.pgn-warning":         "%s: partie %d (%s): varování: %s",
	"cmd.fen-fullmove-0":      "varování: --fen: číslo tahu %s: čísla tahů začínají od 1; pozice se čte s číslem tahu 1",
	"cmd.pgn-result-but":      "%s (ale konečná pozice je %s)",
	"cmd.pgn-result-by":       "%s: %s",
	"cmd.pgn-result-none":     "%s (bez výsledku)",
	"cmd.pgn-ok":              "%s: partie %d (%s): v pořádku, %s po %d půltazích, konečná pozice %s",
	"cmd.n-bytes#one":         "1 bajt",
	"cmd.n-bytes#few":         "%d bajty",
	"cmd.n-bytes#many":        "%d bajtů",
	"cmd.n-resyncs#one":       "1 resynchronizace",
	"cmd.n-resyncs#few":       "%d resynchronizace",
	"cmd.n-resyncs#many":      "%d resynchronizací",
	"cmd.n-impossible#one":    "1 nemožná zpráva",
	"cmd.n-impossible#few":    "%d nemožné zprávy",
	"cmd.n-impossible#many":   "%d nemožných zpráv",
	"cmd.n-garbled#one":       "1 poškozený řádek",
	"cmd.n-garbled#few":       "%d poškozené řádky",
	"cmd.n-garbled#many":      "%d poškozených řádků",
	"cmd.n-bounces#one":       "1 zákmit",
	"cmd.n-bounces#few":       "%d zákmity",
	"cmd.n-bounces#many":      "%d zákmitů",
	"cmd.n-redundant#one":     "1 nadbytečná událost",
	"cmd.n-redundant#few":     "%d nadbytečné události",
	"cmd.n-redundant#many":    "%d nadbytečných událostí",
	"cmd.n-lines#one":         "1 řádek",
	"cmd.n-lines#few":         "%d řádky",
	"cmd.n-lines#many":        "%d řádků",
	"cmd.n-files#one":         "1 soubor",
	"cmd.n-files#few":         "%d soubory",
	"cmd.n-files#many":        "%d souborů",
	"cmd.n-games#one":         "1 partie",
	"cmd.n-games#few":         "%d partie",
	"cmd.n-games#many":        "%d partií",
	"cmd.pgn-utf16-damaged":   "%s: UTF-16 s poškozenými znaky (%d), každý čten jako U+FFFD",
	"cmd.pgn-bytes-1252#one":  "%[1]s: 1 bajt, který není UTF-8, čten jako Windows-1252",
	"cmd.pgn-bytes-1252#few":  "%s: %d bajty, které nejsou UTF-8, čteny jako Windows-1252",
	"cmd.pgn-bytes-1252#many": "%s: %d bajtů, které nejsou UTF-8, čteno jako Windows-1252",

	// listen without --fen, nothing heard: what to give.
	"cmd.listen-nothing-no-fen": "(nic nerozpoznáno; bez --fen se poslouchá každý tah, a to slyší hůř než play: zadejte pozici volbou --fen)",

	// arbiter: the build, the tournament setting, the pre-round check, private and public sound.
	"cmd.version-version":            "Verze: %s",
	"cmd.version-commit":             "Commit: %s",
	"cmd.version-modified":           "Commit: %s, se změnami, které nejsou zapsané",
	"cmd.version-no-commit":          "Commit: neznámý (sestaveno bez správy verzí)",
	"cmd.version-go":                 "Go: %s",
	"table.cmd-version":              "verze",
	"table.help-version":             "Řekne verzi, commit a verzi Go programu, pro rozhodčího.",
	"table.version":                  "Program: %s.",
	"speaking.what-device":           "%s na zvukovém výstupu %s",
	"speaking.device-voice":          "na zvukovém výstupu hraje --voice clips nebo espeak, ne %q",
	"speaking.pa-start":              "PortAudio se nespustí: %v",
	"speaking.pa-list":               "zvukové výstupy nelze vypsat: %v",
	"speaking.pa-open":               "zvukový výstup %q se neotevře: %v",
	"speaking.pa-many":               "názvu %q odpovídá víc zvukových výstupů; blindchess speakers vypíše celé názvy",
	"speaking.pa-none":               "žádný zvukový výstup %q (jsou: %s); blindchess speakers je vypíše",
	"speaking.pa-closed":             "zvukový výstup je už zavřený",
	"speaking.pa-write":              "zvukový výstup %s přestal hrát: %v",
	"speaking.pa-not-built":          "tento blindchess je sestaven bez PortAudio (cgo), nemůže tedy vybrat zvukový výstup; sestavte ho znovu s CGO_ENABLED=1 a portaudio19-dev",
	"run.voice-device-needs-a-voice": "--public-device a --private-device potřebují hlas, který hraje (--voice clips nebo espeak), ne --voice none ani --wav.",
	"cmd.speakers-device":            "%s (%s, %s, %.0f Hz)",
	"cmd.speakers-default":           "%s, výchozí",
	"cmd.speakers-none":              "Žádný zvukový výstup nenalezen; zkontrolujte, zda je připojena zvuková karta nebo sluchátka.",
	"run.private-both":               "Turnajová partie: co je jen pro nevidomého hráče (odpovědi hodin, jeho dotazy), se píše, neříká, protože s --earphone both by to šlo do reproduktoru; --earphone left nebo right určí jeho sluchátko.",
	"run.private-speechd":            "Turnajová partie: speech-dispatcher neumí poslat větu do jednoho sluchátka, proto říká jen tahy a to, co smí slyšet všichni; co je jen pro nevidomého hráče, se píše. --voice espeak nebo clips s --earphone left nebo right to řekne do jeho sluchátka.",
	"check.start":                    "Kontrola před kolem. Po každé zkušební větě odpovězte, které ucho ji slyšelo: vlevo, vpravo, obě nebo žádné.",
	"check.sentence":                 "Zkušební věta %d.",
	"check.ask":                      "Které ucho slyšelo zkušební větu %d? vlevo, vpravo, obě nebo žádné.",
	"check.bad-answer":               "%q: napište vlevo, vpravo, obě nebo žádné.",
	"check.ear-left":                 "vlevo",
	"check.ear-right":                "vpravo",
	"check.ear-both":                 "obě",
	"check.ear-none":                 "žádné",
	"check.heard-ok":                 "Zkušební věta %d, kanál %s: slyšeno %s. Správně.",
	"check.heard-wrong":              "Zkušební věta %d, kanál %s: slyšeno %s. Špatně: zkontrolujte sluchátko, kabel a --earphone.",
	"check.no-answer":                "Zkušební věta %d: bez odpovědi.",
	"check.no-voice":                 "Kanály sluchátek nevyzkoušeny, protože nemluví žádný hlas: zadejte hlas, který hraje na zvukovou kartu (--voice espeak nebo --voice clips), a kontrolu spusťte znovu.",
	"check.board-tactile":            "Hmatová šachovnice",
	"check.board-sighted":            "Šachovnice soupeře",
	"check.board-start":              "%s: základní postavení.",
	"check.board-not-start":          "%s: není základní postavení; odlišná pole (%d): %s.",
	"check.board-silent":             "%s (%s): žádné postavení za %v; zkontrolujte kabel, zda je šachovnice zapnutá a zda je to její port (blindchess ports vypíše, která šachovnice odpovídá na kterém portu).",
	"check.bad-sighted":              "--sighted %q: napište dgt:PORT, například dgt:/dev/ttyUSB0.",
	"check.mic-default":              "výchozí mikrofon",
	"check.mic-default-failed":       "Výchozí mikrofon nelze číst: %v.",
	"check.mic-level":                "Mikrofon %s: úroveň %.0f dBFS, špička %.0f dBFS.",
	"check.mic-quiet":                "Mikrofon %s: úroveň %.0f dBFS, špička %.0f dBFS: na nahrávání příliš tichý; zkontrolujte, zda je zapnutý a blízko stolu.",
	"check.mic-failed":               "Mikrofon %s nelze číst: %v.",
	"check.ready":                    "Stůl je připraven; prošlé kontroly: %d.",
	"check.not-ready":                "Stůl není připraven; neprošlé kontroly: %d, celkem %d.",
	"check.journal":                  "Výsledek zapsán do %s.",
	"check.journal-failed":           "Výsledek nelze zapsat do %s: %v.",
	"cmd.pos-tournament":             "Možné tahy a reklamace remízy: neuvedeny (turnajová partie; --casual je uvede).",
	"table.arbiter-log-failed":       "Záznam pro rozhodčího nelze zapsat: %s. Partie pokračuje; deník uchovává každý vstup.",
	"table.ambiguous-plain":          "Nejednoznačné: %s; uveďte sloupec nebo řadu, odkud figura táhne.",

	// Time controls and time announcements as typed (internal/clock): what is wrong.
	"clock.parse-at-end":              "%q: %s na konci",
	"clock.parse-at":                  "%q: %s u %q (znak %d)",
	"clock.parse-non-ascii":           "nečekaný znak mimo ASCII, očekáváno: %s",
	"clock.parse-expected":            "očekáváno: %s",
	"clock.parse-too-large":           "příliš velké číslo",
	"clock.parse-unit":                "za číslem chybí jednotka",
	"clock.parse-unit-order":          "jednotky jdou od hodin k milisekundám, každá jednou",
	"clock.parse-over-24h":            "čas je delší než 24 hodin",
	"clock.parse-empty":               "prázdné tempo; napište například 90+30",
	"clock.parse-zero":                "čas musí být větší než 0",
	"clock.parse-clock-form":          "čas zapište tak, jak ho ukazují hodiny: m:ss (0:30) nebo h:mm:ss (1:30:00)",
	"clock.parse-under-second":        "čas %v je kratší než 1 sekunda; zadejte minuty (90) nebo čas s jednotkami (1h30m, 2m30s)",
	"clock.parse-hourglass-after":     "přesýpací hodiny mají jeden čas a nic za ním",
	"clock.parse-no-count":            "předchozí perioda nemá počet tahů, trvá tedy do konce partie; napište ji jako tahy/minuty",
	"clock.parse-too-many-periods":    "víc než %d period",
	"clock.parse-move-count":          "počet tahů musí být mezi 1 a %d",
	"clock.parse-bonus-over-hour":     "%s delší než 1 hodina",
	"clock.parse-delay-min":           "zpoždění musí být alespoň 1 sekunda",
	"clock.what-hourglass-minutes":    "minuty přesýpacích hodin",
	"clock.what-next-period":          "\",\" před další periodou, \"+\" (přídavek), \"d\" (prosté zpoždění) nebo \"b\" (Bronsteinovo zpoždění)",
	"clock.what-count-or-minutes":     "počet tahů nebo minuty",
	"clock.what-period-minutes":       "minuty periody",
	"clock.what-seconds-increment":    "sekundy přídavku",
	"clock.what-seconds-simple-delay": "sekundy prostého zpoždění",
	"clock.what-seconds-bronstein":    "sekundy Bronsteinova zpoždění",
	"clock.bonus-increment":           "přídavek",
	"clock.bonus-simple-delay":        "prosté zpoždění",
	"clock.bonus-bronstein":           "Bronsteinovo zpoždění",
	"clock.what-alert-time":           "čas jako 10m nebo 30s",
	"clock.alerts-empty":              "prázdný seznam; napište například 10m,1m,30s nebo none",
	"clock.alerts-every-once":         "\"every\" lze zadat jen jednou",
	"clock.alerts-unit":               "napište jednotku: 10m nebo 30s",
	"clock.alerts-interval":           "interval musí být alespoň 1 sekunda",
	"clock.alerts-zero":               "čas musí být větší než 0",
	"clock.alerts-twice":              "tento čas už v seznamu je",
	"clock.alerts-next":               "\",\" před dalším časem",

	// input: the input grammar, confirmations, reasons for an illegal move
	"table.pressed":                  "Stisknuto",
	"table.read-as-move":             "Čteno jako tah, ne jako příkaz %s.",
	"table.confirm-how":              "Potvrďte slovem ano; cokoli jiného zruší.",
	"table.confirm-cancelled":        "Zrušeno, nic se nezměnilo.",
	"table.confirm-quit":             "Opustit partii? Zůstane uložená a dá se v ní pokračovat.",
	"table.confirm-resign":           "%s se vzdává: partie končí.",
	"table.confirm-claim":            "Reklamace remízy: %s, bez tahu? Je-li reklamace nesprávná, soupeř dostane čas navíc.",
	"table.confirm-claim-move":       "Reklamace remízy: %s, s tahem %s? Je-li reklamace nesprávná, soupeř dostane čas navíc a tah se zahraje.",
	"table.confirm-claim-has-move":   "Na tahu je %s (článek 1.3).",
	"table.confirm-draw":             "Nabídnout remízu?",
	"table.confirm-accept":           "Přijmout remízu? Partie skončí remízou.",
	"table.confirm-result":           "Rozhodčí: nastavit výsledek %s?",
	"table.confirm-takeback":         "Rozhodčí: vzít zpět poslední tah %s?",
	"table.confirm-retrace":          "Rozhodčí: vrátit partii do pozice po tahu %s?",
	"table.why-no-legal-move":        "Není žádný možný tah.",
	"table.why-no-piece":             "Na %s nestojí žádná figura.",
	"table.why-opponent-piece":       "Figura na %s patří soupeři.",
	"table.why-other-piece":          "Na %s stojí jiná figura.",
	"table.why-promotion-rank":       "Pěšec se promění jen na poslední řadě.",
	"table.why-cannot-reach":         "Žádná taková figura se nedostane na %s.",
	"table.why-pawn-capture-file":    "Bez sloupce je to tah pěšce rovně vpřed, který tu žádný pěšec udělat nemůže; braní pěšcem uvádí sloupec, ze kterého pěšec táhne: %s.",
	"table.why-no-castling-right":    "Na tuto stranu nelze rošovat: král nebo ta věž už táhli.",
	"table.why-castle-in-check":      "V šachu se rošovat nesmí.",
	"table.why-castle-blocked":       "Pole mezi králem a věží musí být volná.",
	"table.why-castle-through-check": "Král nesmí rošovat přes napadené pole a %s je napadené.",

	// The table's help lines of the boards, the touches, the recogniser's
	// words and the arbiter's commands; a board's changes; the clock's
	// state with a reopened result (internal/table).
	"table.help-board":            "Samotný: jak se šachovnice liší od partie, celý popis (bez šachovnic: pozice); šachovnice hmatová nebo šachovnice vidící: jedna šachovnice. S událostí: zvednout e2 (zvednut), položit e4 (postaven; s q za ním: proměna), snímek (celá šachovnice), pryč (spojení ztraceno), porucha (porucha).",
	"table.help-touches":          "Pro rozhodčího: všechny doteky na šachovnicích, s časem.",
	"table.help-voice":            "Co rozpoznávání řeči slyšelo (s --voice-input tyto řádky píše samo); slyšený tah platí až po ano.",
	"table.help-arbiter-time":     "Nastaví čas jmenované strany, například rozhodčí čas bílý 1:30:00; nula se nejdřív zeptá, protože pak spadne praporek (článek 6.9).",
	"table.help-arbiter-add":      "Jmenovaná strana dostane čas (nebo o něj přijde s -), například rozhodčí přidat černý 2m nebo -1m.",
	"table.help-arbiter-penalty":  "Potrestá jmenovanou stranu: její soupeř dostane 2 minuty (v rapidu a bleskovce 1 minutu), například rozhodčí trest černý.",
	"table.help-arbiter-illegal":  "Dokončený nemožný tah jmenované strany: první dá jejímu soupeři čas, druhý po otázce prohrává (článek 7.5).",
	"table.help-arbiter-moves":    "Nastaví počítadlo tahů strany, například rozhodčí tahy bílý 20.",
	"table.help-arbiter-result":   "Určí výsledek; * znovu otevře omylem ukončenou partii.",
	"table.help-arbiter-takeback": "Vezme zpět poslední tah, i dokončený; hodiny se vrátí na stav před tahem.",
	"table.help-arbiter-compare":  "Porovná záznam se soupeřovým zápisem (příloha D.2.9), například rozhodčí porovnat e4 e5 Jf3.",
	"table.help-arbiter-retrace":  "Vrátí partii do pozice po tahu N; každá šachovnice se dozví, jak se tam dostat (příloha D.2.9).",
	"table.clock-paused-resume":   "Hodiny jsou zastaveny; pokračujte příkazem pokračovat.",
	"table.pause-next":            "Zavolejte rozhodčího (článek 6.11.2); příkaz pokračovat hodiny znovu spustí.",
	"table.pause-next-casual":     "Příkaz pokračovat hodiny znovu spustí.",
	"table.clock-running":         "Hodiny běží.",
	"board.press-differs":         "Stisk hodin odmítnut: %s neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). %s",
	"board.square-right":          "%s souhlasí.",
	"board.in-step":               "Ukazuje pozici partie: %s.",
	"board.no-picture":            "Ještě neposlala obraz: %s.",
	"table.cmd-board":             "šachovnice",
	"table.cmd-touches":           "doteky",
	"table.cmd-voice":             "hlas",
	"table.args-board":            "[hmatová nebo vidící] [zvednout e2, položit e4 [q], snímek …, pryč nebo porucha]",
	"table.args-voice":            "[slova]",
	"table.args-arbiter-time":     "bílý nebo černý ČAS",
	"table.args-arbiter-add":      "bílý nebo černý ČAS",
	"table.args-arbiter-penalty":  "bílý nebo černý",
	"table.args-arbiter-illegal":  "bílý nebo černý",
	"table.args-arbiter-moves":    "bílý nebo černý POČET",
	"table.args-arbiter-result":   "1-0, 0-1, 1/2 nebo *",
	"table.args-arbiter-compare":  "TAHY",
	"table.args-arbiter-retrace":  "N",

	// What play refuses before anything is created (internal/session).
	"session.wav-no-voice":   "--wav potřebuje hlas: zadejte --voice clips nebo espeak. Nic nebylo vytvořeno.",
	"session.out-is-folder":  "--%s %s je složka: zadejte jméno souboru v ní, například %s. Nic nebylo vytvořeno.",
	"session.out-no-folder":  "--%s %s: složka %s neexistuje; vytvořte ji, nebo zadejte soubor ve složce, která existuje. Nic nebylo vytvořeno.",
	"session.out-not-folder": "--%s %s: %s není složka; zadejte soubor ve složce. Nic nebylo vytvořeno.",

	// A FEN or a Chess960 number that is wrong (internal/rules).
	"rules.fen-invalid":                 "neplatný FEN %q: %s: %s",
	"rules.fen-field-placement":         "rozestavení",
	"rules.fen-field-side-to-move":      "strana na tahu",
	"rules.fen-field-castling":          "rošáda",
	"rules.fen-field-en-passant":        "mimochodem",
	"rules.fen-field-halfmove-clock":    "počítadlo půltahů",
	"rules.fen-field-fullmove-number":   "číslo tahu",
	"rules.fen-field-position":          "pozice",
	"rules.fen-fields":                  "očekáváno 6 polí oddělených mezerami (rozestavení, strana na tahu, rošáda, mimochodem, počítadlo půltahů, číslo tahu), nalezeno %d",
	"rules.fen-ranks":                   "očekáváno 8 řad oddělených '/', nalezeno %d",
	"rules.fen-bad-letter":              "řada %d: %q není písmeno kamene (PNBRQK pro bílého, pnbrqk pro černého) ani číslice 1-8",
	"rules.fen-rank-long":               "řada %d (%q) popisuje víc než 8 polí",
	"rules.fen-rank-short":              "řada %d (%q) nepopisuje přesně 8 polí",
	"rules.fen-no-king-white":           "chybí bílý král",
	"rules.fen-no-king-black":           "chybí černý král",
	"rules.fen-two-kings-white":         "dva bílí králové",
	"rules.fen-two-kings-black":         "dva černí králové",
	"rules.fen-kings-white":             "%s",
	"rules.fen-kings-black":             "%s",
	"rules.fen-pawns-white":             "bílý má %d pěšců; možných je nejvýš 8",
	"rules.fen-pawns-black":             "černý má %d pěšců; možných je nejvýš 8",
	"rules.fen-pieces-white":            "bílý má %d kamenů; možných je nejvýš 16",
	"rules.fen-pieces-black":            "černý má %d kamenů; možných je nejvýš 16",
	"rules.fen-promoted-white":          "bílý má víc proměněných kamenů (%d) než chybějících pěšců (%d)",
	"rules.fen-promoted-black":          "černý má víc proměněných kamenů (%d) než chybějících pěšců (%d)",
	"rules.fen-pawn-rank1":              "pěšec na 1. řadě (%s)",
	"rules.fen-pawn-rank8":              "pěšec na 8. řadě (%s)",
	"rules.fen-side":                    "%q: očekáváno w nebo b",
	"rules.fen-not-to-move-check-white": "strana, která není na tahu (bílý), je v šachu",
	"rules.fen-not-to-move-check-black": "strana, která není na tahu (černý), je v šachu",
	"rules.fen-checkers":                "strana na tahu je v šachu od %d kamenů; možné jsou nejvýš 2",
	"rules.fen-ep-bad":                  "%q: očekáváno - nebo pole jako e3 či d6",
	"rules.fen-ep-impossible":           "pole mimochodem %s je nemožné: %s",
	"rules.fen-halfmove":                "%q: očekáváno celé číslo od 0",
	"rules.fen-fullmove":                "%q: očekáváno celé číslo od 1",
	"rules.ep-rank-white":               "s bílým na tahu musí být na %d. řadě",
	"rules.ep-rank-black":               "s černým na tahu musí být na %d. řadě",
	"rules.ep-no-pawn-white":            "na %s není bílý pěšec, který mohl právě táhnout o dvě pole",
	"rules.ep-no-pawn-black":            "na %s není černý pěšec, který mohl právě táhnout o dvě pole",
	"rules.ep-occupied":                 "%s je obsazené",
	"rules.ep-from-occupied":            "%s, odkud pěšec přišel, je obsazené",
	"rules.castle-king-not-home-white":  "právo rošády %s, ale bílý král nestojí na své základní řadě",
	"rules.castle-king-not-home-black":  "právo rošády %s, ale černý král nestojí na své základní řadě",
	"rules.castle-no-rook":              "právo rošády %s, ale na %s není věž",
	"rules.castle-no-rook-side-h-white": "právo rošády %s, ale žádná bílá věž na straně sloupce h od krále na %s",
	"rules.castle-no-rook-side-h-black": "právo rošády %s, ale žádná černá věž na straně sloupce h od krále na %s",
	"rules.castle-no-rook-side-a-white": "právo rošády %s, ale žádná bílá věž na straně sloupce a od krále na %s",
	"rules.castle-no-rook-side-a-black": "právo rošády %s, ale žádná černá věž na straně sloupce a od krále na %s",
	"rules.castle-no-rook-on-white":     "právo rošády %s, ale na %s není bílá věž",
	"rules.castle-no-rook-on-black":     "právo rošády %s, ale na %s není černá věž",
	"rules.castle-bad-letter":           "%q není písmeno rošády (KQkq, písmeno sloupce A-H/a-h pro Chess960, nebo -)",
	"rules.castle-twice":                "právo rošády %s zadáno dvakrát",
	"rules.castle-side-twice-white":     "právo rošády %s: bílý už má na této straně právo rošády",
	"rules.castle-side-twice-black":     "právo rošády %s: černý už má na této straně právo rošády",
	"rules.castle-king-corner-white":    "právo rošády %s, ale bílý král na %s si nemohl právo rošády uchovat: v každé výchozí pozici stojí král mezi svými věžemi",
	"rules.castle-king-corner-black":    "právo rošády %s, ale černý král na %s si nemohl právo rošády uchovat: v každé výchozí pozici stojí král mezi svými věžemi",
	"rules.castle-kings-files":          "obě strany mají právo rošády, ale králové stojí na různých sloupcích (%s a %s); v každé výchozí pozici stojí proti sobě",
	"rules.castle-rooks-files":          "práva rošády s věžemi na %s a %s: v každé výchozí pozici stojí věže na jedné straně krále na stejném sloupci",
	"rules.chess960-range":              "pozice Chess960 %d: očekáváno číslo od 0 do 959 (518 je základní postavení)",
	"rules.chess960":                    "pozice Chess960 %d: %v",

	// hub: the round's hub and a table's link to it (issue 27)
	"hub.err-token":         "Chybné nebo chybějící heslo kola: pošlete heslo, které hub zapsal do svého --token-file.",
	"hub.err-board":         "%q není číslo šachovnice: použijte 1 až %d.",
	"hub.err-unknown-board": "Šachovnice %d zatím na tomto hubu nemá partii.",
	"hub.err-claimed":       "Na šachovnici %d už hraje jiný stůl: zkontrolujte --board u obou stolů.",
	"hub.err-seq":           "Událost %d přišla mimo pořadí: hub jako další čeká událost %d. Nic nebylo uloženo.",
	"hub.err-body":          "Požadavek není dávka událostí: %v",
	"hub.err-too-big":       "Požadavek je větší než %d bajtů: posílejte méně událostí najednou.",
	"hub.err-setup":         "Nastavení partie nelze přečíst: %v",
	"hub.err-store":         "Hub nemohl události uložit: %v. Stůl je pošle znovu.",
	"hub.err-game":          "Dávka jmenuje jinou partii než její hlavička: pošlete hlavičku deníku beze změny.",
	"hub.err-after":         "%q není číslo položky: použijte číslo posledního viděného řádku.",
	"hub.attn-claim":        "Šachovnice %d: reklamace %q.",
	"hub.attn-arbiter":      "Šachovnice %d: příkaz rozhodčího %q.",
	"hub.attn-refused":      "Šachovnice %d: %q odmítnuto: %s",
	"hub.attn-mismatch":     "Šachovnice %d: šachovnice %s se liší: %s",
	"hub.attn-flag":         "Šachovnice %d: praporek strany %s spadl.",
	"hub.attn-result":       "Šachovnice %d: konec partie, %s, %s.",
	"hub.attn-board":        "Šachovnice %d: %s",
	"hub.attn-retrace":      "Šachovnice %d: partie byla vrácena.",
	"hub.attn-lost":         "Šachovnice %d: od stolu žádná zpráva už %s.",
	"hub.white":             "bílý",
	"hub.black":             "černý",
	"hub.page-title":        "Kolo %d: pohled rozhodčího",
	"hub.page-boards":       "Šachovnice",
	"hub.page-attention":    "Potřebuje rozhodčího teď, nejnovější nahoře",
	"hub.page-none":         "Nic nepotřebuje rozhodčího.",
	"hub.page-noboards":     "Zatím se neohlásil žádný stůl.",
	"hub.page-board":        "Šachovnice %d: %s proti %s",
	"hub.page-move":         "Tah %d, na tahu %s",
	"hub.page-clocks":       "Hodiny: bílý %s, černý %s",
	"hub.page-result":       "Výsledek %s, %s",
	"hub.page-reload":       "Načíst stránku znovu",
	"hub.send-lost":         "Hub na %s není dostupný: %v. Tahy čekají v deníku a odejdou, až bude zpět.",
	"hub.send-back":         "Hub na %s má opět všechny tahy.",
	"hub.send-refused":      "Hub tento stůl odmítl: %s",
	"hub.listening":         "Hub kola %d naslouchá na %s. Heslo kola je v %s.",
	"hub.listening-next":    "U každého stolu: blindchess play … --hub %s --board N --hub-token-file %s (kopie souboru s heslem).",
	"hub.watch-lost":        "Hub na %s není dostupný: %v. Zkouším znovu.",
	"hub.push-failed":       "Odeslání kola na %s selhalo: %v. Zkouším znovu.",
	"hub.export-failed":     "Zápis kola do %s selhal: %v. Znovu při dalším tahu.",
	"hub.board-needs-hub":   "--board potřebuje --hub a --hub potřebuje --board a --hub-token-file.",
	"hub.bad-token-file":    "Heslo kola nelze přečíst z %s: %v",
	"hub.bad-round":         "--round musí být číslo od 1 do 999.",

	// boards: the board registry, Millennium and the clock levers in play.
	"boards.other-kind":        "%s: šachovnice na tomto portu není %s, ale %s; zadejte ji jako %s",
	"boards.sighted-name-path": "--sighted %q: napište NÁZEV:CESTA, NÁZEV jeden z %s (např. dgt:/dev/ttyUSB0 nebo millennium:/dev/ttyUSB0), nebo virtual",
	"boards.give-one-board":    "zadejte jednu šachovnici: --board NÁZEV:CESTA (NÁZEV jeden z %s), --dgt CESTA nebo --tactile CESTA, např. blindchess board watch --board millennium:/dev/ttyUSB0",
	"boards.unknown-board":     "%q: zadejte NÁZEV:CESTA, NÁZEV jeden z %s, např. dgt:/dev/ttyUSB0",
	"boards.simulate-needs":    "simulate potřebuje druh šachovnice: %s, např. blindchess simulate dgt --link /tmp/sachovnice",
	"boards.simulate-unknown":  "neznámá šachovnice %q: simulujte jednu z %s",
	"boards.ports-registered":  "známé šachovnice s těmito USB identifikátory: %s",

	// laws: the session's setting (internal/table).
	"table.setting-tournament":      "Turnajová partie.",
	"table.chess960-start":          "Chess960, postavení %d. Základní řady od %s po %s: %s.",
	"table.setting-casual":          "Volná partie.",
	"table.bad-setting":             "neznámý režim %q; napište tournament nebo casual",
	"table.start-waits":             "Hodiny čekají na rozhodčího: napište spustit.",
	"table.wait-for-start":          "Hodiny ještě nebyly spuštěny: rozhodčí je spustí příkazem spustit (článek 6.6).",
	"table.not-pressed":             "%s ještě nestiskl hodiny: nejprve stiskněte (článek 6.2).",
	"table.undo-on-board":           "Tah %s byl proveden na šachovnici (%s): puštěný kámen je provedený tah (článek 4.7). Vzít ho zpět může jen rozhodčí (rozhodčí vrátit).",
	"table.undo-claimed":            "Tah %s byl zapsán s reklamací a musí být zahrán (článek 9.5). Vzít ho zpět může jen rozhodčí (rozhodčí vrátit).",
	"table.reason-resign-no-mate":   "vzdání, ale soupeř už nemůže dát mat (článek 5.1.2)",
	"table.penalty-offender":        "%s potrestán. %s: %s navíc.",
	"table.claim-after-touch":       "%s se v tomto tahu dotkl kamene a nyní nesmí reklamovat (článek 9.4).",
	"table.claim-for":               "Reklamace: %s. Hodiny zastaveny.",
	"table.claim-written":           "Zapsaný tah: %s.",
	"table.claim-finds-correct":     "Program ji považuje za oprávněnou: %s.",
	"table.claim-finds-wrong":       "Program ji považuje za neoprávněnou: %s.",
	"table.claim-arbiter-decides":   "Rozhoduje rozhodčí: rozhodčí vyhovět nebo rozhodčí zamítnout.",
	"table.claim-waits":             "Reklamace (%s) čeká na rozhodčího: rozhodčí vyhovět nebo rozhodčí zamítnout.",
	"table.no-claim-waits":          "Na rozhodčího nečeká žádná reklamace.",
	"table.time-control":            "Tempo %s: %s.",
	"table.claim-rejected":          "Rozhodčí zamítá reklamaci, kterou podal %s (článek 9.5.3).",
	"table.claim-penalty":           "%s: %s navíc.",
	"table.touch-rejects-offer":     "%s se dotkl kamene: nabídka remízy (%s) je odmítnuta (článek 9.1.2.1).",
	"table.help-arbiter-accept":     "Uzná čekající reklamaci: partie končí remízou (článek 9.5).",
	"table.help-arbiter-reject":     "Zamítne čekající reklamaci: soupeři reklamujícího se přidá čas, zapsaný tah se zahraje a hodiny znovu běží (článek 9.5.3).",
	"table.illegal-on-board":        "Nemožný tah dokončen (%s, %s): hodiny zastaveny (článek 7.5). Volá se rozhodčí: rozhodčí nemožný %s obnoví pozici před ním a udělí trest.",
	"table.illegal-promotion":       "%s stiskl hodiny s pěšcem na poslední řadě bez nového kamene: nemožný tah; pěšec se stává dámou (článek 7.5.2). Hodiny zastaveny; volá se rozhodčí: rozhodčí nemožný %s.",
	"table.illegal-waits":           "Nemožný tah (%s) čeká na rozhodčího: rozhodčí nemožný %s.",
	"table.adjust-kept":             "Zůstává: %s.",
	"table.adjust-dropped":          "Zrušeno: %s.",
	"table.adjust-plus":             "%s plus %s",
	"table.adjust-minus":            "%s minus %s",
	"table.adjust-times":            "Nyní bílý %s, černý %s.",
	"table.retrace-steps":           "%s zaostává za dohodnutou pozicí: %s",
	"table.log-empty":               "Záznam pro rozhodčího je prázdný.",
	"table.log-second-illegal":      "Druhý nemožný tah (%s) (článek 7.5.5).",
	"table.log-claim-accepted":      "Rozhodčí uznává reklamaci, kterou podal %s.",
	"table.help-arbiter-log":        "Záznam pro rozhodčího: doteky, opravy, reklamace a rozhodnutí, tresty a změny času rozhodčím, nemožné tahy, vrácení tahů, návraty k tahu a odložení partie, s čísly tahů a časy hodin (zapsán i vedle PGN).",
	"table.moves-range":             "Tah %s v záznamu není: obsahuje tahy %d až %d.",
	"table.moves-usage":             "tahy samotné: počet tahů; tahy N: posledních N tahů; tahy od M: od tahu M.",
	"table.no-draw-before":          "Žádné nabídky remízy před tahem %d (pravidlo soutěže, článek 9.1.1); rozhodčí může jednu povolit: rozhodčí povolit-remízu.",
	"table.draw-allowed":            "Rozhodčí povoluje příští nabídku remízy.",
	"table.increment-usage":         "rozhodčí přídavek ČAS, například rozhodčí přídavek 5s (směrnice III.4).",
	"table.increment-bad":           "Přídavek %q: napište celé sekundy od 1s do 60s, například 5s.",
	"table.increment-hourglass":     "Přesýpací hodiny přídavek nemají.",
	"table.increment-blitz":         "V bleskovce se přídavek podle směrnice III nezavádí (III.2.2). Čas dává rozhodčí příkazem rozhodčí přidat.",
	"table.increment-has-bonus":     "Tato partie už má přídavek nebo zpoždění a směrnice III.4 platí jen pro partie bez nich (III.2.2). Čas dává rozhodčí příkazem rozhodčí přidat.",
	"table.increment-set":           "Směrnice III.4: od příštího tahu dostávají oba hráči přídavek %s. O dvou minutách navíc pro soupeře (III.5) rozhoduje rozhodčí: rozhodčí přidat.",
	"table.bad-no-draw-before":      "žádné nabídky remízy před tahem %d: napište číslo tahu od 1 do 500, nebo 0 pro žádné",
	"table.resume-bad-number":       "--%s %s není číslo",
	"table.help-arbiter-increment":  "Směrnice III.4: oba hráči dostávají od příštího tahu tento přídavek, například rozhodčí přídavek 5s.",
	"table.help-arbiter-allow-draw": "Povolí příští nabídku remízy před tahem z --no-draw-offers-before (článek 9.1.1).",
	"table.args-arbiter-increment":  "ČAS",
	"table.help-adjourn":            "Směrnice I: odloží partii se zapečetěným tahem hráče na tahu (odložit Jf3); tah se zapíše do deníku, nikdy se neřekne; rozhodčí otevřít pokračuje.",
	"table.help-arbiter-unseal":     "Pokračuje v odložené partii (i po play --resume): zapečetěný tah se provede a spustí se soupeřovy hodiny (směrnice I).",
	"table.adjourned":               "Partie je odložena; rozhodčí otevřít v ní pokračuje.",
	"table.adjourn-usage":           "odložit TAH: zapečetěný tah hráče na tahu, například odložit Jf3.",
	"table.sealed-illegal":          "Zapečetěný tah zde není možný; napište ho znovu (neříká se).",
	"table.envelope":                "Obálka (směrnice I.2): bílý %s, černý %s. Zapečetěný tah: tah %d, zapečetil %s.",
	"table.envelope-clocks":         "Hodiny: bílý %s, černý %s. Bílý spotřeboval %s, černý %s.",
	"table.envelope-fen":            "FEN pro programy: %s",
	"table.envelope-sealed":         "Zapečetěný tah zůstává zapečetěný: je v záznamu partie a neukazuje se; rozhodčí otevřít ho provede za přítomnosti soupeře (směrnice I.7, I.9). Datum, čas a místo pokračování doplní rozhodčí.",
	"table.envelope-offer":          "Platí nabídka remízy, kterou učinil %s.",
	"table.envelope-pawns#many":     "pěšci %s",
	"table.envelope-pawns#few":      "pěšci %s",
	"table.envelope-pawns#one":      "pěšec %s",
	"table.envelope-side":           "%s: %s",
	"table.envelope-position":       "Pozice před zapečetěným tahem: %s; %s.",
	"table.adjourned-say":           "Partie odložena. Hodiny zastaveny; zapečetěný tah je v obálce.",
	"table.nothing-sealed":          "Žádná partie není odložena: není zapečetěný tah.",
	"table.unsealed":                "Rozhodčí otevírá zapečetěný tah (%s) (směrnice I).",
	"table.cmd-adjourn":             "odložit",
	"table.args-adjourn":            "TAH",

	// finish20: pgn check's warnings and result errors
	"pgn.result-error":        "partie %d (%s): %s",
	"pgn.null-move":           "nulový tah na řádku %d, tah %s; nulový tah není platný šachový tah",
	"pgn.null-moves":          "%s, první na řádku %d, tah %s; nulový tah není platný šachový tah",
	"pgn.n-null-moves#one":    "1 nulový tah",
	"pgn.n-null-moves#few":    "%d nulové tahy",
	"pgn.n-null-moves#many":   "%d nulových tahů",
	"pgn.n-half-moves#one":    "1 půltah",
	"pgn.n-half-moves#few":    "%d půltahy",
	"pgn.n-half-moves#many":   "%d půltahů",
	"pgn.drawn-after-result":  "partie skončila remízou (%s, článek %s) po %s, výsledek tedy musí být 1/2-1/2, ne %s",
	"pgn.drawn-after-goes-on": "partie skončila remízou (%s, článek %s) po %s, ale zápis pokračuje ještě %s",
	"pgn.checkmated-result":   "%s dostal mat, výsledek tedy musí být %s, ne %s",
	"pgn.stalemated-result":   "%s dostal pat, výsledek tedy musí být 1/2-1/2, ne %s",
	"pgn.drawn-final-result":  "partie je v konečné pozici remízou (%s, článek %s), výsledek tedy musí být 1/2-1/2, ne %s",
	"pgn.too-little-material": "%s nemá dost materiálu k matu, %s tedy může být jen vzdání; prohra na čas by byla remíza (článek 6.9)",
	"pgn.by-dead-position":    "mrtvá pozice",
	"pgn.by-seventy-five":     "pravidlo 75 tahů",
	"pgn.by-fivefold":         "pětinásobné opakování pozice",
	"pgn.by-stalemate":        "pat",
	"pgn.side-white":          "bílý",
	"pgn.side-black":          "černý",
	"pgn.roster-missing":      "chybí tagy Seven Tag Roster: %s",
	"pgn.tags-repeated":       "opakované tagy, abecedně (platí první hodnota): %s",
	"pgn.result-tag-invalid":  "tag Result %q není výsledek; napište 1-0, 0-1, 1/2-1/2 nebo *",
	"pgn.result-tag-differs":  "tag Result uvádí %s, ale tahy končí %s",
	"pgn.plycount-invalid":    "tag PlyCount %q není počet půltahů",
	"pgn.plycount-differs":    "tag PlyCount uvádí %s, ale partie jich má %d",
	"pgn.fen-without-setup":   "tag FEN bez SetUp \"1\"; partie se čte od FEN",

	// finish20: why a journal is damaged
	"journal.damaged":           "deník je poškozen na řádku %d (bajt %d): %s; záznamy před ním jsou neporušené — uschovejte soubor pro rozhodčího (soubor PGN partie obsahuje její tahy)",
	"journal.damaged-file":      "deník %s je poškozen na řádku %d (bajt %d): %s; záznamy před ním jsou neporušené — uschovejte soubor pro rozhodčího (soubor PGN partie obsahuje její tahy)",
	"journal.not-a-file":        "není soubor, ale zařízení nebo roura: deník je soubor na disku",
	"journal.no-header":         "deník nemá úplnou hlavičku: partie v něm nikdy nezačala",
	"journal.seq":               "záznam číslo %d tam, kde se čekalo %d",
	"journal.not-a-line":        "není to řádek deníku (očekáváno 8 šestnáctkových číslic, mezera a JSON)",
	"journal.checksum-not-hex":  "není to řádek deníku (kontrolní součet není 8 malých šestnáctkových číslic)",
	"journal.checksum-mismatch": "kontrolní součet nesouhlasí (uložen %s, spočten %s): řádek byl změněn nebo poškozen",
	"journal.header-invalid":    "hlavička je neplatná: %v",
	"journal.not-blindchess":    "není to deník blindchess (hlavička neuvádí \"journal\":\"blindchess\")",
	"journal.version-newer":     "verze formátu deníku %d je novější, než kterou toto blindchess čte (%d): aktualizujte blindchess",
	"journal.version-unknown":   "neznámá verze formátu deníku %d",
	"journal.record-invalid":    "záznam je neplatný: %v",
	"journal.negative-time":     "záznam %d má záporný čas",

	// polish: board follow in the session language.
	"cmd.follow-fault": "porucha šachovnice: %s",
	// finish20: speech backends' notes and errors
	"speaking.note":                  "Řeč: %s",
	"speaking.note-skipped":          "Řeč: %s (%s)",
	"speaking.what-text":             "textové řádky",
	"speaking.what-speechd":          "speech-dispatcher na %s",
	"speaking.what-clips":            "nahrané klipy na zvukové kartě",
	"speaking.what-espeak-card":      "espeak-ng na zvukové kartě",
	"speaking.what-espeak-own":       "espeak-ng, který přehrává sám",
	"speaking.what-espeak":           "espeak-ng",
	"speaking.what-say":              "macOS say",
	"speaking.what-sapi":             "Windows SAPI",
	"speaking.what-wav":              "%s do %s",
	"speaking.skip-speechd-stuck":    "speech-dispatcher neodpověděl: ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu",
	"speaking.skip-speechd":          "speech-dispatcher není dostupný",
	"speaking.skip-clips":            "žádné klipy na zvukové kartě: %v",
	"speaking.skip-espeak":           "žádný espeak-ng",
	"speaking.espeak-no-card":        "espeak-ng: %v",
	"speaking.unknown-voice":         "neznámý hlas %q: použijte jeden z %s",
	"speaking.no-clip-set":           "tento program nemá sadu klipů",
	"speaking.no-clip-set-wav":       "tento program nemá sadu klipů; použijte --voice espeak",
	"speaking.wav-voice":             "soubor WAV lze vytvořit s --voice clips nebo espeak, ne %q",
	"speaking.failed":                "Řeč: %s selhal (%v); od teď jen text.",
	"speaking.no-sound-card":         "žádná použitelná zvuková karta",
	"speaking.no-sound-card-timeout": "%v: nebyla připravena do %v",
	"speaking.wav-create":            "vytvoření souboru WAV: %v",

	// finish20: ports and serial port errors
	"boardports.hint-ftdi":           "sériový převodník FTDI, jako ve starších šachovnicích DGT (a mnoha jiných zařízeních)",
	"boardports.hint-dgt":            "možná šachovnice DGT (ID výrobce uváděné u šachovnic DGT, nepotvrzeno)",
	"boardports.hint-cp210x":         "sériový převodník Silicon Labs CP210x, jako v šachovnicích Certabo (a mnoha jiných zařízeních)",
	"boardports.hint-silabs":         "sériový převodník Silicon Labs",
	"boardports.hint-pl2303":         "sériový převodník Prolific PL2303",
	"boardports.hint-ch340":          "sériový převodník WCH CH340, jako na levných klonech Arduina (možná doma postavená hmatová šachovnice)",
	"boardports.hint-arduino":        "Arduino (možná doma postavená hmatová šachovnice)",
	"boardports.hint-rp2040":         "Raspberry Pi RP2040 (možná doma postavená hmatová šachovnice)",
	"boardports.hint-esp32":          "Espressif ESP32 (možná doma postavená hmatová šachovnice)",
	"boardports.hint-adafruit":       "deska Adafruit (možná doma postavená hmatová šachovnice)",
	"boardports.hint-teensy":         "Teensy (možná doma postavená hmatová šachovnice)",
	"boardports.hint-chessnut":       "šachovnice Chessnut (zařízení USB HID; blindchess ji přes sériový port neovládá)",
	"boardports.hint-usb-unknown":    "sériové zařízení USB neznámého výrobce",
	"boardports.hint-bluetooth":      "sériové spojení Bluetooth (tak se objevují šachovnice DGT Bluetooth)",
	"boardports.hint-builtin":        "vestavěný sériový port",
	"boardports.hint-board-computer": "sériový port deskového počítače",
	"boardports.hint-pty":            "pseudoterminál (emulovaná šachovnice nebo terminál programu)",
	"boardports.hint-serial":         "sériový port",
	"boardports.no-answer":           "žádná šachovnice neodpověděla",
	"boardports.port-error":          "%s: %v",
	"boardports.baud":                "%s: nelze přepnout na 9600 baudů: %v",
	"boardports.list":                "výpis sériových portů: %v",
	"boardports.tactile":             "hmatová šachovnice %s, protokol %d",
	"boardports.tactile-firmware":    "hmatová šachovnice %s, protokol %d, firmware %s",
	"boardports.dgt":                 "šachovnice DGT, firmware %s",
	"boardports.baud-mode":           "%s: nelze přepnout na %s: %v",
	"boardports.millennium":          "šachovnice Millennium",
	"boardports.millennium-firmware": "šachovnice Millennium, firmware %s",
	"boardports.certabo":             "šachovnice Certabo",
	"serialport.write":               "zápis na %s: %v",
	"serialport.read-timeout":        "%s: nelze nastavit časový limit čtení: %v",
	"serialport.silent":              "%s: žádná odpověď od šachovnice po dobu %s",
	"boardports.darwin-nocgo":        "údaje o USB vyžadují na macOS sestavení s cgo",
	"serialport.permission":          "%s: přístup odepřen; přidejte se do skupiny dialout (sudo adduser $USER dialout) a znovu se přihlaste: %v",
	"serialport.busy":                "%s: port je obsazený; zavřete jiný program, který ho používá: %v",
	"serialport.no-port":             "%s: takový port neexistuje; zkontrolujte kabel nebo spusťte \"blindchess ports\" pro výpis portů: %v",
	"serialport.not-serial":          "%s: zařízení, ale ne sériový port, takže na něm šachovnice být nemůže; zadejte port, ke kterému je šachovnice připojena (\"blindchess ports\" vypíše porty tohoto počítače)",
	"serialport.cannot-open":         "%s: port nelze otevřít: %v",
	"serialport.gone":                "%s: port zmizel (vytažený kabel nebo vypnutá šachovnice)",
	"serialport.failed":              "%s: port selhal (vytažený kabel nebo vypnutá šachovnice?): %v",

	// input2: the clock script's quit question and its answer on the next line
	"clock.script-quit-question":           "Ukončit hodiny? Odpoví další řádek skriptu: ano ukončí, cokoli jiného pokračuje a neprovede se.",
	"clock.script-not-quitting-not-done":   "Neukončeno; hodiny běží dál. %q byla odpověď a neprovede se.",
	"clock.script-ended-unanswered":        "Skript skončil dřív, než odpověděl na otázku na ukončení; běh zde končí.",
	"clock.answer-without-question":        "%q neodpovídá na žádnou otázku; odpověď patří hned za řádek quit",
	"clock.script-answer-without-question": "řádek %d: %q neodpovídá na žádnou otázku; odpověď patří hned za řádek quit",
	// laws2: Article 6.2, nobody presses for a player
	"table.auto-press-tournament": "--auto-press stiskne hodiny za hráče, což turnajová hra nedovoluje (článek 6.2: za hráče nikdo hodiny nestiskne); přidejte --casual, nebo --auto-press vynechte",
	// finish20: where a PGN game fails
	"pgn.where-game":      "partie %d (%s)",
	"pgn.where-line":      "%s, řádek %d",
	"pgn.where-move":      "%s, tah %s",
	"pgn.where-variation": "%s (ve variantě)",
	"pgn.tag-error":       "partie %d (%s): tag %s: %s",

	// voice: a move heard and dropped (internal/table/voice.go).
	"table.voice-dropped": "Nerozumím; slyšený tah je zrušen. Řekněte prosím tah znovu.",
	"table.voice-late":    "Ano přišlo pozdě (víc než %d sekund po otázce); slyšený tah je zrušen. Řekněte prosím tah znovu.",
	"table.voice-letter":  "%s jako písmeno %s.",

	// clockmode: the clock's setting, said at the start (issue 24)
	"clock.setting-tournament":          "Turnajová partie: čas se hlásí jen na požádání (t); --announce zapne automatická hlášení.",
	"clock.setting-tournament-announce": "Turnajová partie: automatická hlášení času %s, podle vaší žádosti.",
	"clock.setting-casual":              "Volná partie: automatická hlášení času %s.",
	"clock.setting-casual-none":         "Volná partie: žádná automatická hlášení času.",
	// cat3a: sentences of say, play --resume, pgn, rules (issue 20).
	"run.play-resume-no-such-file-games": "--resume %s: soubor neexistuje; zadejte game.journal ve složce partie (partie jsou v %s)",
	"cmd.n-valid#one":                    "1 platná",
	"cmd.n-valid#few":                    "%d platné",
	"cmd.n-valid#many":                   "%d platných",
	"cmd.n-invalid#one":                  "1 neplatná",
	"cmd.n-invalid#few":                  "%d neplatné",
	"cmd.n-invalid#many":                 "%d neplatných",
	"cmd.of-n-games#one":                 "1 partie",
	"cmd.of-n-games#few":                 "%d partií",
	"cmd.of-n-games#many":                "%d partií",
	"saymoves.null-move":                 "(nulový tah)",
	// cat3b: electronic boards (internal/eboard)
	"eboard.occupancy-length":    "obsazení %q: očekáváno 64 znaků 0 nebo 1 (a1 b1 … h8), je jich %d",
	"eboard.occupancy-char":      "obsazení: znak %d (pole %s) je %q, očekáváno 0 nebo 1",
	"eboard.placement-ranks":     "pozice %q: očekáváno 8 řad oddělených '/', je jich %d",
	"eboard.placement-counts":    "pozice %q: řada %d má dvě čísla za sebou",
	"eboard.placement-long":      "pozice %q: řada %d má víc než 8 polí",
	"eboard.placement-letter":    "pozice %q: %q není písmeno figury (PNBRQK pro bílé, pnbrqk pro černé) ani číslo 1-8",
	"eboard.placement-short":     "pozice %q: řada %d má %d polí, očekáváno 8",
	"eboard.not-connected":       "šachovnice není připojena",
	"eboard.ask-position":        "zeptat se šachovnice %s na pozici: %v",
	"chessnut.no-adapter":        "žádný adaptér Bluetooth tu není použitelný (%v); zkontrolujte, že běží BlueZ (systemctl status bluetooth) a adaptér je zapnutý (bluetoothctl power on)",
	"chessnut.scan":              "hledat šachovnici Chessnut: %v",
	"chessnut.not-found":         "šachovnice Chessnut %s nenalezena; je zapnutá a blízko?",
	"chessnut.connect":           "připojit se k šachovnici Chessnut %s: %v",
	"chessnut.services":          "šachovnice Chessnut %s: vypsat její služby: %v",
	"chessnut.unknown-device":    "zařízení %s není šachovnice Chessnut, kterou tento program zná (chybí charakteristika FEN nebo příkazů)",
	"chessnut.linux-only":        "šachovnice Chessnut přes Bluetooth jsou zatím podporovány jen v Linuxu; na tomto systému zkuste chessnut:replay=FILE",
	"chessnut.lost":              "šachovnice Chessnut zmizela (spí, je vypnutá nebo mimo dosah)",
	"chessnut.write":             "zápis do šachovnice Chessnut: %v",
	"certabo.show-not-move":      "ukázat tah %s-%s na šachovnici Certabo: není to tah",
	"millennium.show-not-move":   "ukázat tah %s-%s na šachovnici Millennium: není to tah",
	"chessnut.notification-size": "zpráva Chessnut % X: očekáváno 01 24 a celkem %d bajtů",
	"chessnut.notification-code": "zpráva Chessnut: pole %s má kód %d, očekáváno 0 až 12",
	"chessnut.replay-wait":       "záznam, řádek %d: wait %q: očekávány milisekundy",
	"chessnut.replay-line":       "záznam, řádek %d: %v",
	"chessnut.replay-step":       "záznam, řádek %d: %q není krok: očekávány hex bajty, fen PLACEMENT, wait MS nebo lost",
	"chessnut.replay-read":       "číst záznam Chessnut: %v",
	"chessnut.replay-file":       "%s: %v",

	// cat3b: journal writing (internal/journal)
	"journal.setup-not-json":   "hlavička deníku: nastavení partie není platný JSON",
	"journal.header":           "hlavička deníku: %v",
	"journal.record":           "záznam deníku %d: %v",
	"journal.earlier-game":     "deník %s: %v: obsahuje dřívější partii; pokračujte v ní, nebo zvolte jiný soubor",
	"journal.open-write":       "otevřít pro zápis: %v",
	"journal.cut":              "odříznout neúplný poslední záznam: %v",
	"journal.cut-sync":         "zapsat na disk po odříznutí neúplného posledního záznamu: %v",
	"journal.append-closed":    "deník %s: přidání po zavření",
	"journal.retry-closed":     "deník %s: nový pokus po zavření",
	"journal.close":            "zavřít: %v",
	"journal.copy-aside":       "zkopírovat poškozený deník stranou před opravou: %v",
	"journal.rewrite":          "přepsat: %v",
	"journal.create":           "vytvořit: %v",
	"journal.write":            "zapsat: %v",
	"journal.sync":             "zapsat na disk: %v",
	"journal.sync-folder":      "zapsat složku na disk: %v",
	"journal.read-back":        "deník %s: přečíst zpět: %v",
	"journal.read-back-bytes":  "deník %s: přečíst zpět jeho %d bajtů: %v",
	"journal.copy":             "kopie deníku %s: %v",
	"journal.copy-to":          "kopie deníku %s do %s: %v",
	"journal.read-damaged":     "číst poškozený deník: %v",
	"journal.rewrite-damaged":  "přepsat bez poškozených řádků: %v",
	"journal.too-many-copies":  "%s.damaged a 98 dalších kopií už existuje",
	"journal.read":             "číst deník: %v",
	"journal.file":             "deník %s: %v",
	"journal.data-after-json":  "data za objektem JSON",
	"journal.write-error#one":  "deník %s: %s; %d záznam držen jen v paměti, zkusím to znovu",
	"journal.write-error#few":  "deník %s: %s; %d záznamy drženy jen v paměti, zkusím to znovu",
	"journal.write-error#many": "deník %s: %s; %d záznamů drženo jen v paměti, zkusím to znovu",

	// cat3b: recording the game's sound (internal/recording)
	"recording.make-folder":      "vytvořit složku nahrávky: %v",
	"recording.open-index":       "otevřít rejstřík nahrávky: %v",
	"recording.read-folder":      "číst složku nahrávky: %v",
	"recording.ply-negative":     "půltah %d: půltahy začínají od 0 (před prvním tahem)",
	"recording.write-index":      "zapsat rejstřík nahrávky: %v",
	"recording.close-index":      "zavřít rejstřík nahrávky: %v",
	"recording.create-segment":   "vytvořit úsek nahrávky: %v",
	"recording.write-segment":    "zapsat úsek nahrávky: %v",
	"recording.segment-too-long": "úsek nahrávky je příliš dlouhý (přes 2 GB)",
	"recording.close-segment":    "zavřít úsek nahrávky: %v",

	// cat3b: the BrlAPI client (internal/braille/brlapi)
	"brlapi.size":             "BrlAPI: server hlásí řádek %d×%d znaků, víc než %d, do kolika tento program píše; skutečný řádek má nejvýš několik set: zkontrolujte BRLAPI_HOST a ovladač braillského řádku",
	"brlapi.error-code":       "chyba %d",
	"brlapi.error-1":          "nedostatek paměti",
	"brlapi.error-2":          "terminál používá jiný klient",
	"brlapi.error-3":          "řádek je obsazen",
	"brlapi.error-4":          "neznámý příkaz",
	"brlapi.error-5":          "nepřípustný příkaz",
	"brlapi.error-6":          "neplatný parametr",
	"brlapi.error-7":          "neplatný paket",
	"brlapi.error-8":          "spojení odmítnuto",
	"brlapi.error-9":          "operace není podporována",
	"brlapi.error-12":         "neznámý terminál",
	"brlapi.error-13":         "verze protokolu není podporována",
	"brlapi.error-14":         "konec souboru",
	"brlapi.error-15":         "prázdná klávesa",
	"brlapi.error-16":         "ovladač braillského řádku selhal",
	"brlapi.error-17":         "ověření selhalo",
	"brlapi.answering":        "%s (odpověď na %q)",
	"brlapi.auth-failed":      "BrlAPI: %s: soubor s klíčem je špatný nebo nečitelný; spusťte program jako člen skupiny brlapi, nebo zadejte BRLAPI_AUTH=keyfile:PATH",
	"brlapi.server-error":     "BrlAPI: %s",
	"brlapi.no-server":        "BRLTTY neběží (žádný server BrlAPI neodpovídá): spusťte ho příkazem „sudo systemctl start brltty“ nebo „brltty -b OVLADAČ -d ZAŘÍZENÍ“, nebo nastavte BRLAPI_HOST",
	"brlapi.no-server-tried":  "%s (zkoušeno: %s)",
	"brlapi.host":             "hostitel BrlAPI %q: číslo za dvojtečkou musí být 0 až 1000",
	"brlapi.packet-large":     "paket BrlAPI o %d bajtech je větší než %d",
	"brlapi.packet-announced": "ohlášen paket BrlAPI o %d bajtech, víc než %d: není to server BrlAPI, nebo je tok dat poškozen",
	"brlapi.packet-short":     "paket BrlAPI useknut: %v",
	"brlapi.sending":          "BrlAPI: odeslat %q: %v",
	"brlapi.reading":          "BrlAPI: číst ze serveru: %v",
	"brlapi.unexpected":       "BrlAPI: server odpověděl %q tam, kde se čekalo %q",
	"brlapi.old-protocol":     "BrlAPI: server mluví starším protokolem než verze %d: aktualizujte BRLTTY",
	"brlapi.auth-unknown":     "BrlAPI: server žádá ověření, které tento klient neumí (jen žádné a soubor s klíčem); nastavte na serveru BRLAPI_AUTH=none pro soukromý socket",
	"brlapi.key-file":         "BrlAPI: číst soubor s klíčem: %v; spusťte program jako člen skupiny brlapi, nebo zadejte BRLAPI_AUTH=keyfile:PATH",
	"brlapi.no-key-file":      "BrlAPI: server žádá klíč a BRLAPI_AUTH %q neuvádí soubor s klíčem; zadejte keyfile:%s",
	"brlapi.size-bytes":       "BrlAPI: velikost řádku o %d bajtech",
	"brlapi.waiting":          "BrlAPI: čekat na klávesu: %v",
	"brlapi.closed":           "BRLTTY ukončil spojení: skončil, nebo byl braillský řádek odpojen",

	// cat3b: PGN time controls (internal/clock)
	"clock.pgn-no-control":      "PGN neuvádí žádné tempo",
	"clock.pgn-empty":           "prázdné tempo v PGN; napište například 40/5400+30:1800+30, 3600+30 nebo *180",
	"clock.pgn-hourglass-time":  "tempo PGN %q: čas přesýpacích hodin: %v",
	"clock.pgn-hourglass-delay": "zpoždění PGN %q: přesýpací hodiny nemají zpoždění",
	"clock.pgn-control":         "tempo PGN %q: %v",
	"clock.pgn-periods":         "tempo PGN %q: víc než %d období",
	"clock.pgn-moves":           "tempo PGN %q: období %d: počet tahů %q musí být číslo od 1 do %d",
	"clock.pgn-period":          "tempo PGN %q: období %d: %v",
	"clock.pgn-increment":       "tempo PGN %q: období %d: přídavek: %v",
	"clock.pgn-delay-count":     "zpoždění PGN %q: %d položek pro %d období; napište jednu pro každé období, nebo jednu pro všechna",
	"clock.pgn-delay-entry":     "zpoždění PGN %q: %q musí být d a sekundy (prosté zpoždění), b a sekundy (Bronstein) nebo -",
	"clock.pgn-delay":           "zpoždění PGN %q: %v",
	"clock.pgn-delay-increment": "zpoždění PGN %q: období %d už má přídavek, a období má buď jedno, nebo druhé",
	"clock.pgn-seconds":         "%q není počet sekund",
	"clock.pgn-seconds-max":     "%q není počet sekund do %d",

	// voiceacc: the other move the recogniser nearly heard, named in the read-back (internal/table/voice.go).
	"table.voice-other": "Nebo to bylo %s?",
	// boardtext: the board drivers' texts, said in the session's language (internal/eboard and its drivers, the emulator)
	"certabo.board#one":           "šachovnice Certabo, %d čip zkalibrován",
	"certabo.board#few":           "šachovnice Certabo, %d čipy zkalibrovány",
	"certabo.board#many":          "šachovnice Certabo, %d čipů zkalibrováno",
	"certabo.calibrated-again":    "šachovnice Certabo znovu zkalibrována ze základního postavení: čipů %d",
	"certabo.calibration":         "šachovnice Certabo: kalibrace. Rozestavte figury do základního postavení, všech 32 na jejich pole, a nechte je v klidu: blindchess se naučí, který čip patří které figuře",
	"certabo.garbled":             "řádek ze šachovnice byl poškozený",
	"certabo.line-colon":          "řádek Certabo: očekávána dvojtečka a 320 čísel, přišlo %q",
	"certabo.line-count":          "řádek Certabo: očekáváno 320 čísel, přišlo %d",
	"certabo.line-number":         "řádek Certabo: číslo %d je %q, očekáváno 0 až 255",
	"certabo.no-answer":           "port je otevřený, ale žádná šachovnice Certabo neposílá svá pole; je zapojený USB kabel šachovnice a je to její port?",
	"certabo.no-line-end#one":     "%d bajt bez konce řádku",
	"certabo.no-line-end#few":     "%d bajty bez konce řádku",
	"certabo.no-line-end#many":    "%d bajtů bez konce řádku",
	"certabo.spare-chip":          "šachovnice Certabo: figura na %s má čip, který nebyl zkalibrován (náhradní figura?); postavte tam figuru ze sady, nebo s ní rozestavte základní postavení a zkalibrujte znovu",
	"check.board-other-kind":      "%s (%s): žádné postavení; šachovnice na tomto portu není %s, ale %s; zadejte ji jako %s.",
	"check.board-fault":           "%s (%s): žádné postavení; šachovnice hlásí: %s",
	"chessnut.board":              "šachovnice Chessnut",
	"chessnut.garbled":            "oznámení ze šachovnice bylo poškozené",
	"chessnut.no-answer":          "šachovnice Chessnut je připojená, ale neposílá pozici; vypněte ji a znovu zapněte",
	"cmd.watch-as-before":         "jako předtím",
	"cmd.watch-as-start":          "jako v základním postavení",
	"cmd.watch-none":              "žádné",
	"cmd.watch-occupied":          "obsazeno: %s",
	"cmd.watch-position":          "pozice %s",
	"cmd.watch-square-empty":      "%s prázdné",
	"cmd.watch-square-occupied":   "%s obsazeno",
	"cmd.watch-unlike-before":     "jinak než předtím: %s",
	"cmd.watch-unlike-start":      "jinak než v základním postavení: %s",
	"dgt.board":                   "šachovnice DGT",
	"dgt.board-firmware":          "šachovnice DGT, firmware %s",
	"dgt.button-back":             "zpět",
	"dgt.button-minus":            "minus",
	"dgt.button-ok":               "OK",
	"dgt.button-plus":             "plus",
	"dgt.button-run":              "start",
	"dgt.clock-button":            "tlačítko hodin %s",
	"dgt.clock-refused":           "hodiny odmítly příkaz 0x%s (jsou v režimu 23?)",
	"dgt.clock-times":             "dgt: zpráva hodin s nemožnými časy % X",
	"dgt.corrected":               "pozice šachovnice se liší od hlášení polí; pozice opravena",
	"dgt.dump-code":               "dgt: výpis šachovnice, pole %d má kód figury 0x%02X, žádnou figuru",
	"dgt.message-size":            "dgt: zpráva 0x%02X má %d bajtů, očekáváno %d",
	"dgt.no-answer":               "port je otevřený, ale žádná šachovnice DGT neodpovídá; je šachovnice zapnutá a je to její port?",
	"dgt.no-position":             "šachovnice DGT odpovídá, ale neposlala svou pozici; vypněte a znovu zapněte šachovnici, nebo zkontrolujte kabel",
	"dgt.normal-way":              "šachovnice leží správně (konektor vlevo od bílého)",
	"dgt.not-message":             "dgt: není zpráva 0x%02X",
	"dgt.replaces-black-bishop":   "nahrazuje černého střelce",
	"dgt.replaces-black-king":     "nahrazuje černého krále",
	"dgt.replaces-black-knight":   "nahrazuje černého jezdce",
	"dgt.replaces-black-pawn":     "nahrazuje černého pěšce",
	"dgt.replaces-black-queen":    "nahrazuje černou dámu",
	"dgt.replaces-black-rook":     "nahrazuje černou věž",
	"dgt.replaces-white-bishop":   "nahrazuje bílého střelce",
	"dgt.replaces-white-king":     "nahrazuje bílého krále",
	"dgt.replaces-white-knight":   "nahrazuje bílého jezdce",
	"dgt.replaces-white-pawn":     "nahrazuje bílého pěšce",
	"dgt.replaces-white-queen":    "nahrazuje bílou dámu",
	"dgt.replaces-white-rook":     "nahrazuje bílou věž",
	"dgt.rotated":                 "šachovnice je otočená (konektor vpravo od bílého); pole se podle toho přepočítají",
	"dgt.update-code":             "dgt: hlášení pole s kódem figury 0x%02X, žádná figura",
	"dgt.update-field":            "dgt: hlášení pole %d, očekáváno 0..63",
	"drivers.no-such":             "%q: očekáváno NÁZEV:CESTA, NÁZEV jeden z %s",
	"drivers.title-certabo":       "šachovnice Certabo",
	"drivers.title-chessnut":      "šachovnice Chessnut Air nebo Pro (Bluetooth LE)",
	"drivers.title-dgt":           "elektronická šachovnice DGT",
	"drivers.title-millennium":    "šachovnice Millennium ChessLink nebo eONE",
	"drivers.title-tactile":       "hmatová šachovnice s kolíčky",
	"eboard.back":                 "%s; zpět, pozice načtena znovu",
	"eboard.clock-battery":        "slabá baterie hodin",
	"eboard.clock-left":           "vlevo %s",
	"eboard.clock-left-flag":      "vlevo spadl praporek",
	"eboard.clock-left-running":   "běží vlevo",
	"eboard.clock-left-to-move":   "zastaveno, na tahu je levá strana",
	"eboard.clock-none":           "žádné hodiny nepřipojeny",
	"eboard.clock-right":          "vpravo %s",
	"eboard.clock-right-flag":     "vpravo spadl praporek",
	"eboard.clock-right-running":  "běží vpravo",
	"eboard.clock-right-to-move":  "zastaveno, na tahu je pravá strana",
	"eboard.clock-running":        "běží",
	"eboard.clock-stopped":        "zastaveno",
	"eboard.disconnected":         "%s; zkontrolujte kabel a napájení šachovnice. Až bude šachovnice zpět, pozice se načte znovu",
	"eboard.ev-button":            "tlačítko %d",
	"eboard.ev-clock":             "hodiny: %s",
	"eboard.ev-connected":         "připojeno",
	"eboard.ev-disconnected":      "odpojeno",
	"eboard.ev-error":             "chyba",
	"eboard.ev-lift":              "zvednutí %s",
	"eboard.ev-lift-piece":        "zvednutí %s %s",
	"eboard.ev-place":             "položení %s",
	"eboard.ev-place-piece":       "položení %s %s",
	"eboard.ev-resync":            "nová synchronizace",
	"eboard.ev-snapshot":          "snímek",
	"eboard.ev-snapshot-pieces":   "snímek, %s",
	"eboard.line-noise":           "rušení na lince: %v",
	"eboard.n-pieces#one":         "%d figura",
	"eboard.n-pieces#few":         "%d figury",
	"eboard.n-pieces#many":        "%d figur",
	"eboard.noise":                "%s; pokud to trvá, zkontrolujte kabel a konektory šachovnice",
	"eboard.noise-between#one":    "%d bajt šumu mezi zprávami šachovnice",
	"eboard.noise-between#few":    "%d bajty šumu mezi zprávami šachovnice",
	"eboard.noise-between#many":   "%d bajtů šumu mezi zprávami šachovnice",
	"eboard.piece-black-bishop":   "černý střelec",
	"eboard.piece-black-king":     "černý král",
	"eboard.piece-black-knight":   "černý jezdec",
	"eboard.piece-black-pawn":     "černý pěšec",
	"eboard.piece-black-queen":    "černá dáma",
	"eboard.piece-black-rook":     "černá věž",
	"eboard.piece-white-bishop":   "bílý střelec",
	"eboard.piece-white-king":     "bílý král",
	"eboard.piece-white-knight":   "bílý jezdec",
	"eboard.piece-white-pawn":     "bílý pěšec",
	"eboard.piece-white-queen":    "bílá dáma",
	"eboard.piece-white-rook":     "bílá věž",
	"eboard.resync":               "%s; šachovnice je požádána o celou pozici",
	"eboard.skipped#one":          "rušení na lince: %d bajt ze šachovnice přeskočen (zatím %d)",
	"eboard.skipped#few":          "rušení na lince: %d bajty ze šachovnice přeskočeny (zatím %d)",
	"eboard.skipped#many":         "rušení na lince: %d bajtů ze šachovnice přeskočeno (zatím %d)",
	"eboard.transport":            "%s",
	"eboard.went-away":            "šachovnice se odpojila",
	"emulator.already-off":        "šachovnice už je vypnutá",
	"emulator.already-on":         "šachovnice už je zapnutá",
	"emulator.already-plugged":    "šachovnice už je zapojená",
	"emulator.already-unplugged":  "šachovnice už je odpojená",
	"emulator.ble-empty-hand":     "v ruce nic není: nejdřív zvedněte figuru, nebo ji pojmenujte",
	"emulator.ble-noise":          "noise %q: očekáváno kladné číslo",
	"emulator.ble-occupied":       "%s je obsazené",
	"emulator.ble-unknown":        "neznámý příkaz %q; %s",
	"emulator.button-number":      "tlačítko %q: očekáváno číslo",
	"emulator.button-pressed":     "tlačítko %d stisknuto",
	"emulator.capture-empty":      "%[1]s je prázdné: není co brát; použijte: move %[2]s %[1]s",
	"emulator.capture-from-empty": "%s je prázdné: není čím brát",
	"emulator.capture-mover":      "použití: capture A B [mover]; %q není \"mover\"",
	"emulator.certabo-buttons":    "šachovnice Certabo nemá tlačítka",
	"emulator.clock":              "hodiny: %s",
	"emulator.clock-off":          "hodiny odpojeny",
	"emulator.clock-side":         "strana hodin %q: očekáváno left, right nebo stopped",
	"emulator.clock-time":         "čas hodin %q: očekáváno H:MM:SS nebo M:SS",
	"emulator.clock-time-max":     "čas hodin %q: hodiny DGT ukážou nejvýše 9:59:59",
	"emulator.closed":             "šachovnice je ukončená",
	"emulator.dgt-buttons":        "DGT 3000 má tlačítka 1 až 5 (zpět, minus, start, plus, OK), ne %d",
	"emulator.dup":                "zdvojit řídicí stranu: %v",
	"emulator.empty-hand":         "v ruce nic není: nejdřív zvedněte figuru, nebo ji pojmenujte, např. place %s Q",
	"emulator.error":              "chyba: %v",
	"emulator.help": `příkazy (pole jako e2; jeden příkaz na řádek):
  move A B             zvednout figuru z A a postavit ji na prázdné pole B
  capture A B [mover]  A bere B: nejdřív se sejme figura z B, pak A táhne
                       na B; s "mover" se nejdřív zvedne A
  lift A               vzít figuru z A do ruky (dotek)
  place A [P]          postavit naposledy zvednutou figuru na A; P (písmeno
                       FEN jako Q nebo n) postaví místo ní tuto figuru,
                       např. při proměně
                       (na šachovnici Certabo je takto postavená dáma
                       náhradní dáma s vlastním čipem)
  remove A             sejmout figuru z A (braní mimochodem)
  setup P              přestavět šachovnici pole po poli na P: start, empty
                       nebo FEN
  snapshot             poslat celou šachovnici bez vyžádání (ovladače ji
                       předají dál, jen když se liší od toho, co znají)
  button N             stisknout tlačítko N (DGT: na hodinách 1 zpět,
                       2 minus, 3 start, 4 plus, 5 OK)
  clock L R [S]        DGT: připojit hodiny ukazující L a R (H:MM:SS);
                       S je left, right nebo stopped (strana, které běží čas)
  clock off            DGT: odpojit hodiny
  lever                DGT: stisknout páčku hodin (běží druhá strana)
  unplug               vytáhnout kabel (port zmizí; bajty, které program
                       ještě nepřečetl, se ztratí jako u skutečného kabelu)
  replug               znovu zapojit (nový port; odkaz ho následuje)
  power off nebo on    vypnout nebo zapnout šachovnici, kabel zůstává zapojen
                       (vypnuto: mlčí a neslyší; zapnuto: jako po zapnutí)
  noise N              poslat N bajtů šumu na lince
  show                 říct, kde stojí figury
  sleep MS             počkat MS milisekund (pro skripty)
  help                 tento seznam
  quit                 ukončit šachovnici`,
	"emulator.host-sent":            "program poslal % x",
	"emulator.is-unplugged":         "šachovnice je odpojená; nejdřív ji znovu zapojte (replug)",
	"emulator.kind":                 "emulátor: neznámý druh šachovnice %v; očekáváno dgt, tactile, millennium nebo certabo",
	"emulator.leds-off":             "zhasnuté",
	"emulator.lever-pressed":        "páčka stisknuta",
	"emulator.lift-empty":           "%s je prázdné: není co zvednout",
	"emulator.lifted":               "figura z %s zvednuta",
	"emulator.link":                 "odkaz %s na %s: %v",
	"emulator.link-exists":          "%s existuje a není symbolický odkaz; zvolte jinou cestu --link",
	"emulator.millennium-buttons":   "šachovnice Millennium nemá tlačítka",
	"emulator.moved":                "taženo z %s na %s",
	"emulator.no-clock":             "nejsou připojeny žádné hodiny; nejdřív je připojte, např. clock 0:05:00 0:05:00",
	"emulator.no-clock-here":        "hodiny má jen šachovnice DGT",
	"emulator.no-pty":               "emulovaná šachovnice potřebuje pseudoterminál, který mají Linux a macOS, ale tento systém ne; spusťte emulátor na Linuxu nebo macOS, nebo použijte skutečnou šachovnici",
	"emulator.no-square":            "takové pole neexistuje",
	"emulator.noise-count":          "noise %q: očekáván počet bajtů od 1 do 10000",
	"emulator.noise-sent#one":       "odeslán %d bajt šumu",
	"emulator.noise-sent#few":       "odeslány %d bajty šumu",
	"emulator.noise-sent#many":      "odesláno %d bajtů šumu",
	"emulator.nonblock":             "přepnout řídicí stranu na neblokující: %v",
	"emulator.occupied":             "%s je obsazené (%s); nejdřív zvedněte tuto figuru",
	"emulator.piece-letter":         "figura %q: očekáváno jedno písmeno FEN, PNBRQK pro bílé nebo pnbrqk pro černé",
	"emulator.placed":               "postaveno na %s",
	"emulator.power":                "power %q: napište power off nebo power on",
	"emulator.pty":                  "vytvořit pseudoterminál: %v",
	"emulator.quit":                 "konec",
	"emulator.raw":                  "přepnout %s do surového režimu: %v",
	"emulator.removed":              "figura z %s sejmuta",
	"emulator.replugged":            "znovu zapojeno na %s",
	"emulator.replugged-link":       "znovu zapojeno na %s (nyní %s)",
	"emulator.set-up":               "šachovnice postavena: %s",
	"emulator.show-board":           "šachovnice %s",
	"emulator.show-clock":           "hodiny %s",
	"emulator.show-hand":            "v ruce: %s",
	"emulator.show-leds":            "LED %s",
	"emulator.sleep":                "sleep %q: očekávány milisekundy od 0 do 60000",
	"emulator.snapshot-sent":        "pozice odeslána",
	"emulator.switched-off":         "vypnuto",
	"emulator.switched-on":          "zapnuto",
	"emulator.tactile-buttons":      "hmatová šachovnice má tlačítka 1 až 9, ne %d",
	"emulator.took":                 "%s bere %s, nejdřív zvednuta braná figura",
	"emulator.took-mover":           "%s bere %s, nejdřív zvednuta beroucí figura",
	"emulator.unknown-command":      "neznámý příkaz %q; seznam ukáže help",
	"emulator.unplug":               "odpojení: %v",
	"emulator.unplugged":            "odpojeno",
	"emulator.usage":                "použití: %s",
	"emulator.usage-button":         "button N",
	"emulator.usage-capture":        "capture A B [mover], např. capture d5 e4",
	"emulator.usage-clock":          "clock L R [left, right nebo stopped], např. clock 0:05:00 0:05:00 left; nebo clock off",
	"emulator.usage-move":           "move A B, např. move e2 e4",
	"emulator.usage-noise":          "noise N",
	"emulator.usage-place":          "place A [P], např. place e4 nebo place e8 Q",
	"emulator.usage-power":          "power off nebo on",
	"emulator.usage-setup":          "setup start, empty nebo FEN",
	"emulator.usage-sleep":          "sleep MS",
	"emulator.usage-square":         "%[1]s A, např. %[1]s e2",
	"emulator.use-capture":          "%[1]s je obsazené; k braní té figury použijte: capture %[2]s %[1]s",
	"help.board.watch.flag.lang":    "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.simulate.flag.lang":       "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"millennium.board":              "šachovnice Millennium",
	"millennium.board-firmware":     "šachovnice Millennium, firmware %s",
	"millennium.leds-hex":           "příkaz LED Millennium: LED %d je %q, není šestnáctková",
	"millennium.leds-length":        "příkaz LED Millennium: očekáváno L, doba taktu a %d vzorů, přišlo %d bajtů",
	"millennium.leds-slot":          "příkaz LED Millennium: doba taktu %q není šestnáctková",
	"millennium.no-answer":          "port je otevřený, ale žádná šachovnice Millennium neodpovídá; je šachovnice (nebo její modul ChessLink) zapnutá a je to její port?",
	"millennium.parity":             "zpráva Millennium %q: bloková parita %02X, očekáváno %02X",
	"millennium.parity-hex":         "zpráva Millennium %q: bloková parita %q nejsou dvě šestnáctkové číslice",
	"millennium.status-char":        "stav Millennium: pole %d je %q, očekáváno jedno z %s",
	"millennium.status-length":      "stav Millennium: očekáváno s a 64 polí, přišlo %d bajtů",
	"millennium.too-short":          "zpráva Millennium %q: příliš krátká na blokovou paritu",
	"millennium.version-hex":        "verze Millennium %q: není šestnáctková",
	"millennium.version-length":     "verze Millennium: očekáváno v a 4 číslice, přišlo %q",
	"tactile.asking-snapshot":       "%s; šachovnice je požádána o pozici",
	"tactile.at-most":               "očekáváno nejvýše %d",
	"tactile.bad-byte":              "%v: bajt 0x%02x v %q",
	"tactile.bad-checksum":          "chybný kontrolní součet",
	"tactile.bad-seq":               "%v: %s pořadové číslo %q: %v",
	"tactile.board":                 "hmatová šachovnice",
	"tactile.board-id":              "%v: označení šachovnice %q (1-32 znaků z A-Z a-z 0-9 . _ -)",
	"tactile.board-reports":         "šachovnice hlásí: %s",
	"tactile.button-args":           "%v: button potřebuje jedno číslo 1-9",
	"tactile.button-number":         "%v: číslo tlačítka %q, očekáváno 1-9",
	"tactile.checksum-differs":      "%v: %q má kontrolní součet %02x, vypočteno %02x",
	"tactile.checksum-hex":          "%v: kontrolní součet %q nejsou dvě šestnáctkové číslice",
	"tactile.command-garbled":       "rušení na lince: příkaz pro šachovnici dorazil poškozený",
	"tactile.command-garbled-again": "rušení na lince: příkaz pro šachovnici dorazil poškozený; posílám ho znovu",
	"tactile.corrected":             "pozice šachovnice se liší od zvednutí a položení; pozice opravena",
	"tactile.detail":                "%v: %v",
	"tactile.error-args":            "%v: error potřebuje kód",
	"tactile.firmware":              "%v: verze firmwaru %q (1-32 znaků z A-Z a-z 0-9 . _ -)",
	"tactile.garbled":               "rušení na lince: poškozený řádek ze šachovnice byl zahozen (zatím %d); šachovnice je požádána o pozici",
	"tactile.hello":                 "hmatová šachovnice %s, protokol %d",
	"tactile.hello-args":            "%v: hello potřebuje verzi, označení šachovnice a případně verzi firmwaru",
	"tactile.hello-firmware":        "hmatová šachovnice %s, protokol %d, firmware %s",
	"tactile.hello-version":         "%v: verze v hello %q: %v",
	"tactile.keyword":               "%v: klíčové slovo %q",
	"tactile.leading-zeros":         "očekáváno desítkové číslo bez počátečních nul",
	"tactile.lift-empty":            "šachovnice hlásí zvednutí z prázdného pole %s",
	"tactile.lost#one":              "rušení na lince: %d řádek se cestou ze šachovnice ztratil (zatím %d)",
	"tactile.lost#few":              "rušení na lince: %d řádky se cestou ze šachovnice ztratily (zatím %d)",
	"tactile.lost#many":             "rušení na lince: %d řádků se cestou ze šachovnice ztratilo (zatím %d)",
	"tactile.lost-why#one":          "%d řádek se cestou ze šachovnice ztratil",
	"tactile.lost-why#few":          "%d řádky se cestou ze šachovnice ztratily",
	"tactile.lost-why#many":         "%d řádků se cestou ze šachovnice ztratilo",
	"tactile.malformed":             "chybný řádek",
	"tactile.no-answer":             "port je otevřený, ale žádná hmatová šachovnice neodpovídá; je šachovnice napájená a je to její port?",
	"tactile.no-checksum":           "%v: na konci %q chybí *kontrolní součet",
	"tactile.no-seq":                "%v: %s bez pořadového čísla",
	"tactile.not-decimal":           "očekáváno desítkové číslo",
	"tactile.overflow":              "šachovnice ztratila události (přetečení)",
	"tactile.place-occupied":        "šachovnice hlásí položení na obsazené pole %s",
	"tactile.pong-args":             "%v: pong potřebuje jeden token",
	"tactile.restarted":             "hmatová šachovnice %s se restartovala; šachovnice je požádána o pozici",
	"tactile.snap-args":             "%v: snap potřebuje jedno pole z 64 znaků 0 nebo 1",
	"tactile.square-args":           "%v: %s potřebuje jedno pole, například e2",
	"tactile.unknown-command":       "%v: neznámý příkaz %q",
	"tactile.unknown-keyword":       "%v: neznámé klíčové slovo od šachovnice verze %d",
	"tactile.version":               "šachovnice mluví protokolem hmatové šachovnice verze %d, tento program verzí %d; aktualizujte to starší z nich",
	// boardtext: end of the board drivers' texts
	// polish: the clock's setting in a script, the standing announcement request in words
	"clock.setting-tournament-script": "Turnajová partie: čas se hlásí jen na požádání (time); --announce zapne automatická hlášení.",
	"clock.alerts-at":                 "při %s",
	"clock.alert-at-h#one":            "%d hodině",
	"clock.alert-at-h#few":            "%d hodinách",
	"clock.alert-at-h#many":           "%d hodinách",
	"clock.alert-at-m#one":            "%d minutě",
	"clock.alert-at-m#few":            "%d minutách",
	"clock.alert-at-m#many":           "%d minutách",
	"clock.alert-at-s#one":            "%d sekundě",
	"clock.alert-at-s#few":            "%d sekundách",
	"clock.alert-at-s#many":           "%d sekundách",
	"clock.alert-at-ms#one":           "%d milisekundě",
	"clock.alert-at-ms#few":           "%d milisekundách",
	"clock.alert-at-ms#many":          "%d milisekundách",
	"clock.alert-every-h#one":         "každou hodinu",
	"clock.alert-every-h#few":         "každé %d hodiny",
	"clock.alert-every-h#many":        "každých %d hodin",
	"clock.alert-every-m#one":         "každou minutu",
	"clock.alert-every-m#few":         "každé %d minuty",
	"clock.alert-every-m#many":        "každých %d minut",
	"clock.alert-every-s#one":         "každou sekundu",
	"clock.alert-every-s#few":         "každé %d sekundy",
	"clock.alert-every-s#many":        "každých %d sekund",
	"clock.alert-every-ms#one":        "každou milisekundu",
	"clock.alert-every-ms#few":        "každé %d milisekundy",
	"clock.alert-every-ms#many":       "každých %d milisekund",
	// boards: the Chessnut board silent while connected
	"chessnut.silent": "šachovnice Chessnut je připojena, ale už %v neposlala žádnou pozici (zamrzla?); připojuje se znovu. Pokud to trvá, šachovnici vypněte a zapněte",
	// coretext: the rules' move errors, game errors and outcomes (internal/rules)
	"rules.not-a-move":              "%q není tah: %s",
	"rules.illegal-move":            "nemožný tah %q: %s",
	"rules.move-empty":              "tah je prázdný",
	"rules.move-null":               "nulový tah (vynechání tahu) není možný tah",
	"rules.iccf-length":             "číselný tah ICCF má 4 číslice (výchozí a cílové pole, např. 5254 pro e2-e4) nebo 5 při proměně (např. 67682)",
	"rules.iccf-digit":              "číslice %c není číslo sloupce ani řady (1-8)",
	"rules.iccf-promotion":          "číslice proměny %c: čekám 1 (dáma), 2 (věž), 3 (střelec) nebo 4 (jezdec)",
	"rules.not-piece-letter":        "%q není písmeno figury (písmena %s: %s; pěšec písmeno nemá)",
	"rules.letters-en":              "v angličtině",
	"rules.letters-cs":              "v češtině",
	"rules.letters-de":              "v němčině",
	"rules.letters-any":             "ve všech jazycích",
	"rules.unexpected-char":         "neočekávaný znak %q",
	"rules.not-promotion-piece":     "%q není figura, ve kterou se pěšec může proměnit (písmena %s: %s; pěšec se promění v dámu, věž, střelce nebo jezdce)",
	"rules.no-destination":          "chybí cílové pole (sloupec a-h a řada 1-8, jako v e4)",
	"rules.cannot-read":             "%q před cílovým polem nelze přečíst; zapište tah jako Jf3, Jbd2, exd5, Jg1-f3, g1f3 nebo e7e8q",
	"rules.only-pawn-promotes":      "proměnit se může jen pěšec",
	"rules.needs-promotion":         "u %s chybí figura, ve kterou se pěšec promění: %s",
	"rules.ambiguous-s":             "%s je nejednoznačné: %s (S je v češtině střelec a v němčině jezdec; zvolte jazyk notace)",
	"rules.ambiguous":               "%s je nejednoznačné: %s",
	"rules.side-white":              "bílý",
	"rules.side-black":              "černý",
	"rules.no-king":                 "%s nemá krále",
	"rules.checkmated":              "%s dostal mat a nemá žádný možný tah",
	"rules.stalemated":              "%s je v patu a nemá žádný možný tah",
	"rules.no-piece-on":             "na %s nestojí žádná figura",
	"rules.opponent-piece-white":    "%s na %s patří černému a na tahu je bílý",
	"rules.opponent-piece-black":    "%s na %s patří bílému a na tahu je černý",
	"rules.other-piece":             "na %[2]s nestojí %[1]s, ale %[3]s",
	"rules.promotion-rank":          "pěšec se promění jen na %d. řadě, ne na %s",
	"rules.king-into-check-white":   "bílý král by na %s stál v šachu",
	"rules.king-into-check-black":   "černý král by na %s stál v šachu",
	"rules.check-not-stopped-white": "bílý král by zůstal v šachu (%s na %s šach neodvrací)",
	"rules.check-not-stopped-black": "černý král by zůstal v šachu (%s na %s šach neodvrací)",
	"rules.pinned-white":            "tah by vystavil bílého krále šachu (%s na %s je ve vazbě)",
	"rules.pinned-black":            "tah by vystavil černého krále šachu (%s na %s je ve vazbě)",
	"rules.cannot-reach":            "%s nemůže táhnout na %s",
	"rules.cannot-reach-from":       "%s z %s nemůže táhnout na %s",
	"rules.cannot-reach-file":       "%s ze sloupce %s nemůže táhnout na %s",
	"rules.cannot-reach-rank":       "%s z %d. řady nemůže táhnout na %s",
	"rules.pawn-capture-file":       "%[1]s bez sloupce je tah pěšce rovně vpřed, který žádný pěšec udělat nemůže; braní pěšcem uvádí sloupec, ze kterého pěšec táhne: %[2]s",
	"rules.king-cannot-reach-white": "bílý král nemůže táhnout na %s",
	"rules.king-cannot-reach-black": "černý král nemůže táhnout na %s",
	"rules.own-piece-there-white":   "%s (už tam stojí bílá figura: %s)",
	"rules.own-piece-there-black":   "%s (už tam stojí černá figura: %s)",
	"rules.piece-the-pawn":          "pěšec",
	"rules.piece-the-knight":        "jezdec",
	"rules.piece-the-bishop":        "střelec",
	"rules.piece-the-rook":          "věž",
	"rules.piece-the-queen":         "dáma",
	"rules.piece-the-king":          "král",
	"rules.piece-a-pawn":            "pěšec",
	"rules.piece-a-knight":          "jezdec",
	"rules.piece-a-bishop":          "střelec",
	"rules.piece-a-rook":            "věž",
	"rules.piece-a-queen":           "dáma",
	"rules.piece-a-king":            "král",
	"rules.piece-noun-pawn":         "pěšec",
	"rules.piece-noun-knight":       "jezdec",
	"rules.piece-noun-bishop":       "střelec",
	"rules.piece-noun-rook":         "věž",
	"rules.piece-noun-queen":        "dáma",
	"rules.piece-noun-king":         "král",
	"rules.piece-no-pawn":           "žádný pěšec",
	"rules.piece-no-knight":         "žádný jezdec",
	"rules.piece-no-bishop":         "žádný střelec",
	"rules.piece-no-rook":           "žádná věž",
	"rules.piece-no-queen":          "žádná dáma",
	"rules.piece-no-king":           "žádný král",
	"rules.piece-no-any":            "žádná figura",
	"rules.piece-no-bishop-knight":  "žádný střelec ani jezdec",
	"rules.kingside":                "krátkou rošádu (O-O)",
	"rules.queenside":               "dlouhou rošádu (O-O-O)",
	"rules.no-castling-right":       "%s už nemá právo na %s: král nebo ta věž už táhli",
	"rules.castle-in-check":         "%s nesmí v šachu rošovat",
	"rules.castle-blocked-one":      "pro %s musí být pole mezi králem a věží volná, ale %s je obsazené",
	"rules.castle-blocked-more":     "pro %s musí být pole mezi králem a věží volná, ale %s jsou obsazená",
	"rules.castle-through-check":    "král nesmí rošovat přes napadené pole ani do šachu a %s je napadené (král jde na sloupec %s)",
	"rules.cannot-castle":           "%s nemůže provést %s",
	"rules.bad-square":              "pole %q: čekám sloupec a-h a řadu 1-8, například e4",
	"rules.null-in-check":           "nulový tah (--) nelze zahrát v šachu: král by zůstal v šachu",
	"rules.bad-notation-lang":       "jazyk notace %q: čekám en (K Q R B N), cs (K D V S J) nebo de (K D T L S)",
	"rules.bad-result":              "výsledek %q: čekám 1-0, 0-1, 1/2-1/2 nebo *",
	"rules.game-over":               "partie skončila",
	"rules.not-played-over":         "%s se nehraje: %v (%s)",
	"rules.not-legal-in":            "není možný tah v pozici %s",
	"rules.claim-over":              "reklamace remízy: %v (%s)",
	"rules.claim-move-illegal":      "reklamace remízy s tahem %s: zapsaný tah není možný",
	"rules.threefold-wrong-after":   "reklamace trojího opakování je chybná: po %s se pozice vyskytne %s, ne třikrát",
	"rules.threefold-wrong":         "reklamace trojího opakování je chybná: pozice se vyskytla %s, ne třikrát",
	"rules.times#one":               "jednou",
	"rules.times#few":               "%dkrát",
	"rules.times#many":              "%dkrát",
	"rules.twice":                   "dvakrát",
	"rules.fifty-wrong":             "reklamace podle pravidla 50 tahů je chybná: jen %s (potřeba %d) bez tahu pěšcem nebo braní",
	"rules.claim-unknown-rule":      "reklamace remízy: neznámé pravidlo %d",
	"rules.resign-over":             "vzdání: %v (%s)",
	"rules.agree-over":              "dohoda na remíze: %v (%s)",
	"rules.agree-too-early":         "dohoda na remíze: oba hráči musí mít za sebou alespoň jeden tah (článek 5.2.3)",
	"rules.flag-over":               "pád praporku: %v (%s)",
	"rules.forfeit-over":            "prohra za nemožné tahy: %v (%s)",
	"rules.outcome-draw":            "%s, remíza: %s (článek %s)",
	"rules.outcome-win-white":       "%s, vyhrává bílý: %s (článek %s)",
	"rules.outcome-win-black":       "%s, vyhrává černý: %s (článek %s)",
	"rules.reason-0":                "neskončila",
	"rules.reason-1":                "mat",
	"rules.reason-2":                "vzdání",
	"rules.reason-3":                "pat",
	"rules.reason-4":                "mrtvá pozice",
	"rules.reason-5":                "dohoda",
	"rules.reason-6":                "trojí opakování pozice (reklamováno)",
	"rules.reason-7":                "pravidlo 50 tahů (reklamováno)",
	"rules.reason-8":                "pětinásobné opakování pozice",
	"rules.reason-9":                "pravidlo 75 tahů",
	"rules.reason-10":               "překročení času",
	"rules.reason-11":               "překročení času, ale soupeř už nemůže dát mat",
	"rules.reason-12":               "druhý nemožný tah",
	"rules.reason-13":               "druhý nemožný tah, ale soupeř už nemůže dát mat",
	"rules.reason-14":               "vzdání, ale soupeř už nemůže dát mat",

	// coretext: a move in words that fits no legal move (internal/table)
	"table.no-move-fits-words": "těmto slovům neodpovídá žádný možný tah",

	// coretext: the PGN reader's syntax and read errors (internal/pgn)
	"pgn.syntax-where":                "partie %d (%s), řádek %d, sloupec %d",
	"pgn.syntax-after":                "%s, po %s",
	"pgn.syntax-too-large":            "partie obsahuje víc než 8 MB tahů, komentářů a tagů; žádná skutečná partie není tak velká: zkontrolujte soubor",
	"pgn.syntax-outside":              "mimo komentář nebo tag je neočekávaně %q; text patří do {komentáře}",
	"pgn.syntax-tag-name":             "tag musí začínat jménem z písmen, číslic nebo _, jako [Event \"...\"], ne %s",
	"pgn.syntax-tag-quotes":           "tag %[1]s: hodnota musí být v dvojitých uvozovkách, jako [%[1]s \"...\"], ne %[2]s",
	"pgn.syntax-tag-unclosed":         "tag %s: hodnota není na svém řádku uzavřena dvojitou uvozovkou",
	"pgn.syntax-tag-long":             "tag %s: hodnota je delší než %d bajtů; zkontrolujte soubor",
	"pgn.syntax-tag-bracket":          "tag %s: za hodnotou chybí ], nalezeno: %s",
	"pgn.end-of-input":                "konec vstupu",
	"pgn.end-of-line":                 "konec řádku",
	"pgn.byte":                        "bajt 0x%02X",
	"pgn.non-ascii-text":              "text mimo ASCII",
	"pgn.syntax-comment-long":         "komentář otevřený na řádku %d je delší než %d bajtů; zkontrolujte soubor",
	"pgn.syntax-comment-read":         "při čtení komentáře otevřeného na řádku %d: %v",
	"pgn.syntax-comment-unclosed":     "komentář otevřený znakem { na řádku %d není uzavřen znakem }",
	"pgn.syntax-ends-in-variation":    "vstup končí uvnitř varianty: závorka ( není uzavřena závorkou )",
	"pgn.syntax-no-result":            "partie končí bez výsledku: zápis tahů musí končit 1-0, 0-1, 1/2-1/2 nebo *",
	"pgn.syntax-variation-first":      "varianta ( musí následovat za tahem, který nahrazuje",
	"pgn.syntax-nested":               "varianty jsou vnořené hlouběji než %d úrovní",
	"pgn.syntax-close-unopened":       "závorka ) uzavírá variantu, která nebyla otevřena",
	"pgn.syntax-nag-first":            "poznámka $%d stojí před prvním tahem",
	"pgn.syntax-suffix-first":         "poznámka ! nebo ? stojí před prvním tahem",
	"pgn.syntax-bracket-in-variation": "závorka [ uvnitř varianty: závorka ( není uzavřena závorkou )",
	"pgn.syntax-no-result-next":       "partie končí před tagy další partie bez výsledku (1-0, 0-1, 1/2-1/2 nebo *)",
	"pgn.syntax-non-ascii":            "neočekávaný text mimo ASCII v zápisu tahů; text patří do {komentáře}",
	"pgn.syntax-binary":               "bajt 0x%02X není text; ověřte, že jde o soubor PGN (PGN je prostý text)",
	"pgn.syntax-unexpected-text":      "v zápisu tahů je neočekávaně %s; text patří do {komentáře}",
	"pgn.syntax-unexpected":           "v zápisu tahů je neočekávaně %s",
	"pgn.syntax-result-in-variation":  "výsledek %s stojí uvnitř varianty: závorka ( není uzavřena závorkou )",
	"pgn.syntax-nag-range":            "číselná poznámka musí být $0 až $255",
	"pgn.syntax-nag-digits":           "za znakem $ musí následovat číslo poznámky, například $1",
	"pgn.syntax-bad-suffix":           "%q není poznámka k tahu (použijte !, ?, !!, ??, !? nebo ?!)",
	"pgn.syntax-token-long":           "tah nebo symbol delší než %d znaků; zkontrolujte soubor",
	"pgn.syntax-not-move-or-nag":      "%q není tah ani poznámka",
	"pgn.syntax-annotation-first":     "poznámka %q stojí před prvním tahem",
	"pgn.reading":                     "čtení PGN: %v",
	"pgn.reading-after":               "čtení PGN po partii %d: %v",
	"pgn.reading-game":                "čtení partie %d (%s): %v",
	"pgn.invalid-count":               "vstup ohlásil neplatný počet přečtených bajtů",

	// coretext: the PGN tags that stop or bend a game (internal/pgn, rules)
	"pgn.bad-variant":     "%q není varianta, kterou blindchess hraje; hraje standardní šachy a Chess960",
	"pgn.read-from-fen":   "partie se čte od tagu FEN",
	"pgn.read-from-start": "partie se čte od základního postavení",
	"pgn.setup-bad":       "%q: čekám \"1\" (partie začíná od tagu FEN) nebo \"0\" (od základního postavení)",
	"pgn.setup-1-no-fen":  "SetUp \"1\" říká, že partie začíná od zadané pozice, ale tag FEN chybí",
	"pgn.setup-0-fen":     "SetUp \"0\" říká, že partie začíná od základního postavení, ale tag FEN udává jinou pozici",
	"pgn.read-from-518":   "partie se čte od základního postavení (pozice Chess960 číslo 518)",
	"pgn.chess960-no-fen": "partie Chess960 potřebuje tag FEN se svou výchozí pozicí",
	"pgn.read-fullmove-1": "partie se čte s číslem tahu 1",
	"pgn.fullmove-0":      "číslo tahu %s: čísla tahů začínají od 1",
	"pgn.tolerated":       "%v; %v",
	"rules.fen-detail":    "%s: %s",
	// speechtext: the speech backends' errors (internal/speech)
	"speaking.unsayable":            "pro některá slova chybí nahrávka",
	"speaking.unsayable-clip":       "%v: %q (%s)",
	"speaking.unsayable-word":       "%v: %q",
	"speaking.nothing":              "%v: není co říct",
	"speaking.no-cgo":               "tento blindchess byl sestaven bez cgo, a proto nemůže zvukovou kartu používat sám; sestavte jej znovu s CGO_ENABLED=1 (a libasound2-dev), nebo použijte --voice speechd či espeak",
	"speaking.play-on":              "přehrávání na %s: %v",
	"speaking.clip":                 "nahrávka %s: %v",
	"speaking.clip-channels":        "nahrávka %s: počet kanálů %d, očekáváno mono",
	"speaking.clip-rate":            "nahrávka %s: %d Hz, ostatní nahrávky ale mají %d Hz",
	"speaking.clips-load":           "načítání nahrávek: %v",
	"speaking.clips-none":           "načítání nahrávek: žádné nahrávky nenalezeny",
	"speaking.sound-card":           "zvuková karta: %v",
	"speaking.no-card-build":        "toto sestavení neumí používat zvukovou kartu",
	"speaking.espeak-missing":       "espeak-ng nebyl nalezen: nainstalujte jej (Debian/Ubuntu: apt-get install espeak-ng), nebo zvolte jiný hlas",
	"speaking.espeak-start":         "spuštění espeak-ng: %v",
	"speaking.espeak-no-audio":      "espeak-ng nevydal žádný zvuk: %v",
	"speaking.espeak-not-wav":       "espeak-ng vydal něco, co není WAV",
	"speaking.espeak-header":        "hlavička WAV z espeak-ng: %v",
	"speaking.espeak-fmt-size":      "blok fmt ve WAV z espeak-ng má velikost %d B",
	"speaking.espeak-format":        "espeak-ng vydává %d Hz, počet kanálů %d, %d bit; očekáváno %d Hz mono, 16 bit",
	"speaking.espeak-read":          "čtení zvuku z espeak-ng: %v",
	"speaking.espeak-failed":        "espeak-ng: %v: %s",
	"speaking.wait":                 "čekání na dokončení řeči: %v",
	"speaking.close":                "ukončení řeči %s: %v",
	"speaking.bad-channel":          "neznámý zvukový kanál %q: použijte both, left nebo right",
	"speaking.text-write":           "zápis řeči jako textu: %v",
	"speaking.wav-closed":           "soubor WAV je už zavřený",
	"speaking.wav-close":            "zavírání %s: %v",
	"speaking.sapi-only-windows":    "hlas SAPI existuje jen ve Windows",
	"speaking.say-only-macos":       "hlas say existuje jen v macOS",
	"speaking.say-missing":          "příkaz say systému macOS nebyl nalezen",
	"speaking.say-failed":           "say: %v: %s",
	"speaking.sapi-no-powershell":   "PowerShell nebyl nalezen, takže hlas Windows (SAPI) nelze použít",
	"speaking.sapi-failed":          "Windows SAPI: %v: %s",
	"speaking.speechd-spawn-failed": "%v; spuštění selhalo: %v",
	"speaking.speechd-missing":      "speech-dispatcher nebyl nalezen: nainstalujte jej (Debian/Ubuntu: apt-get install speech-dispatcher)",
	"speaking.speechd-spawn":        "speech-dispatcher --spawn: %v: %s",
	"speaking.speechd-gone":         "spojení s programem speech-dispatcher skončilo: %v",
	"speaking.speechd-no-begin":     "speech-dispatcher nezačal mluvit do %v; možná se zasekl: ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu, nebo zvolte jiný hlas pomocí --voice",
	"speaking.speechd-no-end":       "speech-dispatcher začal mluvit, ale do %v neskončil: jeho zvukový výstup možná nefunguje; podívejte se do jeho záznamu v ~/.cache/speech-dispatcher/log/, nebo zvolte jiný hlas pomocí --voice",
	"speaking.speechd-stop":         "zastavení řeči: %v",
	"speaking.ssip-bad-port":        "SPEECHD_ADDRESS %q: neplatný port %q",
	"speaking.ssip-bad-host":        "SPEECHD_ADDRESS %q: neplatný hostitel %q; očekáváno inet_socket:host:port",
	"speaking.ssip-bad-address":     "SPEECHD_ADDRESS %q: očekáváno unix_socket:/cesta nebo inet_socket:host:port",
	"speaking.ssip-connect":         "připojení k programu speech-dispatcher na %s: %v",
	"speaking.ssip-line-long":       "speech-dispatcher poslal řádek delší než %d bajtů: nejde o speech-dispatcher, nebo je porouchaný; ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu, nebo zvolte jiný hlas pomocí --voice",
	"speaking.ssip-conn":            "spojení s programem speech-dispatcher: %v",
	"speaking.ssip-reply-long":      "speech-dispatcher poslal odpověď delší než %d bajtů: nejde o speech-dispatcher, nebo je porouchaný; ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu, nebo zvolte jiný hlas pomocí --voice",
	"speaking.ssip-malformed":       "speech-dispatcher poslal chybný řádek %q",
	"speaking.ssip-unasked":         "speech-dispatcher poslal odpověď, o kterou nikdo nežádal: %d %s",
	"speaking.ssip-write":           "zápis do programu speech-dispatcher: %v",
	"speaking.ssip-no-answer":       "neodpověděl",
	"speaking.ssip-stuck":           "speech-dispatcher na %s neodpověděl do %v; možná se zasekl: ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu, nebo zvolte jiný hlas pomocí --voice",
	"speaking.ssip-line-break":      "příkaz SSIP %q obsahuje zalomení řádku",
	"speaking.ssip-refused":         "speech-dispatcher odmítl %q: %d %s",
	"speaking.ssip-refused-speak":   "speech-dispatcher odmítl SPEAK: %d %s",
	"speaking.ssip-not-queued":      "speech-dispatcher nezařadil zprávu do fronty: %d %s",
	"speaking.ssip-bad-id":          "speech-dispatcher poslal neplatné číslo zprávy %q",
	"speaking.ssip-closed":          "zavřeno",
	"speaking.wav-read-header":      "čtení hlavičky WAV: %v",
	"speaking.wav-not":              "není to soubor WAV (chybí hlavička RIFF/WAVE)",
	"speaking.wav-read-chunk":       "čtení hlavičky bloku WAV: %v (chybí blok data)",
	"speaking.wav-fmt-size":         "blok fmt souboru WAV má neplatnou velikost %d",
	"speaking.wav-read-fmt":         "čtení bloku fmt souboru WAV: %v",
	"speaking.wav-fact-size":        "blok fact souboru WAV má neplatnou velikost %d",
	"speaking.wav-read-fact":        "čtení bloku fact souboru WAV: %v",
	"speaking.wav-data-first":       "blok data souboru WAV je před blokem fmt",
	"speaking.wav-bad-format":       "nepodporovaný WAV: počet kanálů %d při %d Hz",
	"speaking.wav-read-data":        "čtení dat WAV: %v",
	"speaking.wav-bits":             "nepodporovaný WAV: PCM s %d bity (očekáváno 16 bitů)",
	"speaking.wav-ima-channels":     "nepodporovaný WAV: IMA ADPCM s počtem kanálů %d (očekáváno mono)",
	"speaking.wav-format-tag":       "nepodporovaný formát WAV 0x%04x (očekáváno PCM nebo IMA ADPCM)",
	"speaking.wav-chunk-large":      "blok WAV %q je příliš velký (%d B)",
	"speaking.wav-skip-chunk":       "přeskakování bloku WAV %q: %v",
	"speaking.wav-write-format":     "zápis WAV: neplatný formát, počet kanálů %d při %d Hz",
	"speaking.wav-write-header":     "zápis hlavičky WAV: %v",
	"speaking.wav-write-data":       "zápis dat WAV: %v",
	"speaking.ima-block-size":       "WAV IMA ADPCM má neplatnou velikost bloku %d",
	"speaking.ima-step":             "blok IMA ADPCM má neplatný index kroku %d",
	"speaking.ima-write-format":     "zápis IMA ADPCM: očekáván mono zvuk, ale počet kanálů je %d při %d Hz",
	"speaking.ima-write-header":     "zápis hlavičky IMA ADPCM: %v",
	"speaking.ima-write-data":       "zápis dat IMA ADPCM: %v",
	"speaking.wav-too-long":         "soubor WAV je příliš dlouhý (přes 4 GB)",
	"speaking.wav-finish":           "dokončení souboru WAV: %v",

	// speechtext: microphones and WAV recordings (internal/capture)
	"capture.closed":         "mikrofon je zavřený",
	"capture.close":          "zavírání mikrofonu: %v",
	"capture.wav-short":      "není to soubor WAV (je příliš krátký); převeďte jej příkazem sox in.xxx out.wav",
	"capture.wav-not":        "není to soubor WAV (chybí hlavička RIFF/WAVE); převeďte jej příkazem sox in.xxx out.wav",
	"capture.wav-no-data":    "soubor WAV bez zvuku (chybí blok data); nahrajte jej znovu nebo převeďte příkazem sox in.xxx out.wav",
	"capture.wav-fmt-size":   "soubor WAV, který tento program nečte (blok formátu má velikost %d B); převeďte jej příkazem sox in.xxx out.wav",
	"capture.wav-fmt-cut":    "soubor WAV je useknutý v hlavičce; nahrajte jej znovu nebo převeďte příkazem sox in.xxx out.wav",
	"capture.wav-data-first": "soubor WAV, jehož zvuk je před jeho formátem; převeďte jej příkazem sox in.xxx out.wav",
	"capture.wav-bad-format": "hlavička WAV, kterou žádná nahrávka mít nemůže (kanálů: %d, frekvence: %d Hz); nahrajte soubor znovu nebo jej převeďte příkazem sox in.xxx out.wav",
	"capture.wav-encoding":   "zvuk WAV ve formátu %d s %d bity se nečte; převeďte jej na 16bitové PCM (sox in.wav -b 16 out.wav)",
	"capture.wav-read":       "čtení zvuku WAV: %v",

	// speechtext: the recogniser's errors (internal/voice, internal/voice/sphinx)
	"voice.no-pronunciation":     "chybí výslovnost pro %s",
	"voice.model-missing":        "chybí model řeči (nainstalujte balíček Debianu pocketsphinx-en-us): %v",
	"voice.recognition":          "rozpoznávání řeči: %v",
	"voice.write-dict":           "zápis výslovnostního slovníku: %v",
	"voice.config-refused":       "pocketsphinx odmítl své nastavení",
	"voice.no-start":             "pocketsphinx se nepodařilo spustit (je pocketsphinx-en-us nainstalován celý?)",
	"voice.grammar-in-utterance": "gramatika se nemůže měnit uprostřed promluvy",
	"voice.grammar-refused":      "pocketsphinx odmítl gramatiku",
	"voice.no-utterance-start":   "pocketsphinx nemohl začít promluvu",
	"voice.no-utterance":         "žádná promluva nezačala",
	"voice.audio-failed":         "pocketsphinx selhal na zvuku",
	"voice.no-utterance-end":     "pocketsphinx nemohl ukončit promluvu",
	"voice.phone-config-refused": "pocketsphinx odmítl své nastavení (je pocketsphinx-en-us nainstalován celý?)",
	"voice.phone-no-start":       "pocketsphinx nemohl spustit svůj dekodér fonémů (je pocketsphinx-en-us nainstalován celý?)",

	// speechtext: the clock's errors (internal/clock)
	"clock.err-not-started":        "hodiny ještě nebyly spuštěny",
	"clock.err-started":            "hodiny už byly spuštěny",
	"clock.err-paused":             "hodiny jsou zastaveny; nejprve je znovu spusťte",
	"clock.err-not-paused":         "hodiny nejsou zastaveny",
	"clock.err-frozen":             "hodiny stojí po pádu praporku; rozhodčí musí nastavit čas nebo obnovit dřívější stav",
	"clock.err-not-your-clock":     "hodiny této strany neběží",
	"clock.err-time-backwards":     "čas šel pozpátku",
	"clock.err-bad-value":          "neplatná hodnota",
	"clock.err-white":              "bílý",
	"clock.err-black":              "černý",
	"clock.status-not-started":     "nespuštěno",
	"clock.status-running":         "běží",
	"clock.status-paused":          "zastaveno",
	"clock.status-flagged":         "spadl praporek",
	"clock.adjust-time":            "nastavení času",
	"clock.adjust-add":             "přidání času",
	"clock.adjust-penalty":         "časový trest",
	"clock.adjust-moves":           "nastavení počtu tahů",
	"clock.adjust-turn":            "nastavení strany na tahu",
	"clock.adjust-control":         "nastavení tempa",
	"clock.adjust-restore":         "obnovení",
	"clock.adjust-none":            "žádná",
	"clock.op-new":                 "nové hodiny: %v",
	"clock.op-new-first":           "nové hodiny: první strana %d není ani bílá, ani černá",
	"clock.op-new-moves":           "nové hodiny: záporné počty tahů %v",
	"clock.op-start":               "spuštění: %v",
	"clock.op-press":               "stisk hodin: %v",
	"clock.op-press-by":            "stisk hodin (%s): %v",
	"clock.op-pause":               "zastavení: %v",
	"clock.op-resume":              "opětovné spuštění: %v",
	"clock.op-resume-status":       "opětovné spuštění: %v (stav: %s)",
	"clock.op-set-time":            "nastavení času (%s) na %v: %v: čas musí být mezi 0 a %v",
	"clock.take-too-much":          "%v: odečtením %v od %v vznikne méně než nula",
	"clock.time-too-much":          "%v: čas by byl delší než %v",
	"clock.op-set-moves":           "nastavení počtu tahů (%s) na %d: %v: počet musí být mezi 0 a %d",
	"clock.op-set-control":         "nastavení tempa: %v",
	"clock.op-restore-turn":        "obnovení: %v: stav se stranou na tahu %d, půltah %d",
	"clock.op-restore-negative":    "obnovení: %v: stav se záporným časem nebo počtem tahů",
	"clock.op-adjust":              "%s: %v",
	"clock.op-adjust-for":          "%s (%s): %v",
	"clock.time-before":            "%v: %v je před %v",
	"clock.talker-side":            "hlášení času: %v: strana %d",
	"clock.talker-interval":        "hlášení času: %v: interval %v je kratší než %v",
	"clock.talker-threshold":       "hlášení času: %v: práh %v",
	"clock.answer-request":         "odpověď: %v: dotaz %d",
	"clock.control-no-period":      "tempo nemá žádnou periodu",
	"clock.control-hourglass":      "přesýpací hodiny mají jednu periodu bez počtu tahů a bez přídavku",
	"clock.control-negative-moves": "perioda %d: záporný počet tahů %d",
	"clock.control-rest-not-last":  "perioda %d: jen poslední perioda může platit pro zbytek partie",
	"clock.control-time-short":     "perioda %d: čas %v je kratší než 1 sekunda",
	"clock.control-time-long":      "perioda %d: čas %v je delší než %v",
	"clock.control-bonus-kind":     "perioda %d: neznámý druh přídavku %d",
	"clock.control-bonus-no-kind":  "perioda %d: přídavek času bez určení druhu",
	"clock.control-bonus-range":    "perioda %d: přídavek %v není mezi 0 a %v",
	"clock.control-delay-short":    "perioda %d: zpoždění musí být alespoň 1 sekunda",

	// speechtext: the hub's errors (internal/hub)
	"hub.db-board":        "šachovnice %d v databázi hubu: %v",
	"hub.export-folder":   "složka exportu: %v",
	"hub.push-address":    "adresa pro odesílání %s: %v",
	"hub.read-journal":    "čtení deníku %s: %v",
	"hub.reply":           "hub: %s",
	"hub.reply-status":    "hub: %d %s",
	"hub.encode-batch":    "kódování dávky: %v",
	"hub.address":         "adresa hubu %s: %v",
	"hub.read-reply":      "čtení odpovědi hubu: %v",
	"hub.reply-not-json":  "odpověď hubu (%s) není JSON: %v",
	"hub.db-open":         "otevření databáze hubu %s: %v",
	"hub.db-setup":        "příprava databáze hubu %s: %v",
	"hub.db-read-boards":  "čtení šachovnic hubu: %v",
	"hub.db-read-header":  "čtení hlavičky šachovnice %d: %v",
	"hub.db-read-events":  "čtení událostí hubu: %v",
	"hub.db-order":        "databáze hubu: událost %d šachovnice %d mimo pořadí",
	"hub.db-store-events": "uložení událostí šachovnice %d: %v",
	"hub.db-store-header": "uložení hlavičky šachovnice %d: %v",
	"hub.db-store-board":  "uložení šachovnice %d: %v",
	"hub.db-store-event":  "uložení události %d šachovnice %d: %v",

	// speechtext: where speech failed to play
	"speaking.play-card":   "přehrávání na zvukové kartě: %v",
	"speaking.play-device": "přehrávání na zvukovém výstupu %s: %v",
	"speaking.play-wav":    "zápis do souboru WAV %s: %v",

	// speechtext: speech-dispatcher --spawn failing without a word
	"speaking.speechd-spawn-silent": "speech-dispatcher --spawn: %v: žádná zpráva",

	// speechtext: espeak-ng without the voice of the language
	"speaking.espeak-no-voice": "espeak-ng nemá hlas %q: nainstalujte espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), nebo zvolte jiný hlas pomocí --voice",

	// speechtext: an error with what it is about (a voice, a file)
	"speaking.named": "%s: %v",
	// helptext: the command line's help (cmd/blindchess/helptext.go): the
	// headings of --help, the words of cobra's own commands and flags, and
	// every command's help.<path>.use, .short, .long and flag.<name>.
	"help.usage":         "Použití:",
	"help.aliases":       "Jiné názvy:",
	"help.examples":      "Příklady:",
	"help.commands":      "Příkazy:",
	"help.flags":         "Volby:",
	"help.global-flags":  "Společné volby:",
	"help.topics":        "Další témata nápovědy:",
	"help.more":          "Více o příkazu řekne \"%s\".",
	"help.command-arg":   "[příkaz]",
	"help.flags-arg":     "[volby]",
	"help.default":       "(výchozí %s)",
	"help.unknown-topic": "Takové téma nápovědy není: %s",
	"help.version-line":  "verze %s",
	"help.flag.help":     "nápověda k příkazu %s",
	"help.flag.version":  "verze programu %s",
	"help.value.lang":    "JAZYK",
	"help.type.string":   "TEXT",
	"help.type.int":      "ČÍSLO",
	"help.type.float":    "ČÍSLO",
	"help.type.duration": "DOBA",
	"help.root.short":    "Šachový pomocník pro zrakově postižené hráče podle přílohy D pravidel FIDE",
	"help.root.long": `blindchess hlásí tahy fonetickou abecedou přílohy D pravidel FIDE, slouží
jako mluvící šachové hodiny, čte hmatové a elektronické šachovnice po
sériových linkách a vede záznam partie, vše nad jedním jádrem pravidel,
které provádí šachová pravidla FIDE.

Nemá žádný šachový engine, žádné rady ani hodnocení.`,

	"help.board.short": "Práce se šachovnicemi DGT a hmatovými šachovnicemi",
	"help.board.long":  "board sdružuje příkazy, které mluví se šachovnicí. Viz \"blindchess board watch --help\".",

	"help.board.follow.use":   "--board NÁZEV:CESTA nebo --dgt CESTA nebo --tactile CESTA nebo --capture SOUBOR [--fen FEN] [--count N]",
	"help.board.follow.short": "Vypisovat tahy, které tvoří události šachovnice, jeden na řádek v SAN",
	"help.board.follow.long": `follow otevře šachovnici a vypíše každý tah na ní zahraný, jeden na řádek
v SAN, od základního postavení nebo od pozice zadané volbou --fen. Je to
samotné rozpoznávání tahů z "blindchess play", ke kontrole šachovnice
a jejího firmwaru: zvednutí a položení v jakémkoli pořadí (braní, braní
mimochodem, rošáda králem nebo věží napřed, Chess960), kámen posunutý přes
pole, stisk hodin přes šachovnici.

Tahy obou stran se berou z jedné šachovnice. Rozdíly proti partii (kámen
na špatném poli) a návrat šachovnice do souladu se vypisují na standardní
chybový výstup, v jazyce relace (--lang, jinak jazyk systému), pole po
poli slovy stylu --style (výchozí: styl jazyka).

Hmatová šachovnice pozná jen to, kde jsou kolíčky: proměna se na ní stane
dámou (play se místo toho zeptá hráče).

--capture SOUBOR přehraje záznam šachovnice DGT (jeden řádek base64 na
každé čtení ze šachovnice, jako v internal/twoboard/testdata/*.inbytes)
místo otevření portu.

Ukončení klávesami Ctrl-C, nebo volbou --count N po N tazích.`,
	"help.board.follow.flag.board":   "sledovat šachovnici na `NÁZEV:CESTA`: %s (např. millennium:/dev/ttyUSB0)",
	"help.board.follow.flag.capture": "přehrát záznam DGT ze souboru `SOUBOR` (řádky base64) místo portu",
	"help.board.follow.flag.count":   "skončit po `N` tazích (0: běžet do Ctrl-C nebo do konce záznamu)",
	"help.board.follow.flag.dgt":     "sledovat šachovnici DGT na portu `CESTA` (např. /dev/ttyUSB0)",
	"help.board.follow.flag.fen":     "začít od pozice `FEN` místo základního postavení",
	"help.board.follow.flag.lang":    "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.board.follow.flag.style":   "slova pro rozdíly: %s (výchozí: styl jazyka: annexd pro de, annexd-en pro en, cs pro cs)",
	"help.board.follow.flag.tactile": "sledovat hmatovou šachovnici na portu `CESTA` (např. /dev/ttyACM0)",

	"help.board.watch.use":   "--board NÁZEV:CESTA nebo --dgt CESTA nebo --tactile CESTA [--json] [--count N]",
	"help.board.watch.short": "Vypisovat, co šachovnice hlásí, jeden řádek na událost",
	"help.board.watch.long": `watch otevře šachovnici a vypíše každou událost jako krátký řádek: zvednutí
a položení s jejich poli, celkové snímky, tlačítka, změny hodin a navázání
i ztrátu spojení. U šachovnice DGT vypíše po každé změně také pozici
(rozestavení kamenů z FEN). Šachovnici lze odpojit a znovu připojit: watch
se znovu spojí a vyžádá si znovu celou šachovnici.

Čas na začátku každého řádku je v sekundách od spuštění watch. V textovém
režimu se zprávy hodin vypisují jen tehdy, když se změní strana, které
běží čas, nebo stav hodin, ne každou sekundu; --json vypíše všechny.

--json vypíše jeden objekt na řádek: {"t":S, "board":"…", "event":"…",
"square":"e2", "fen":"<rozestavení kamenů>", "occupied":"<64 znaků 0/1, a1
b1 … h8>", "code":"…", "text":"…"}, bez polí, která se netýkají.
board je dgt, millennium, certabo, chessnut nebo tactile; event je lift, place,
snapshot, button, clock, connected, disconnected, error nebo resync. U
šachovnice DGT je fen u každého snímku, zvednutí i položení. code je to, co
hlásí ovladač, jako kód s argumenty, ve všech jazycích stejný (např.
"eboard.noise eboard.skipped(3 5)"); text to říká v jazyce --lang.

Ukončení klávesami Ctrl-C, nebo volbou --count N po N událostech.`,
	"help.board.watch.flag.board":   "sledovat šachovnici na `NÁZEV:CESTA`: %s (např. millennium:/dev/ttyUSB0)",
	"help.board.watch.flag.count":   "skončit po `N` událostech (0: běžet do Ctrl-C)",
	"help.board.watch.flag.dgt":     "sledovat šachovnici DGT na portu `CESTA` (např. /dev/ttyUSB0)",
	"help.board.watch.flag.json":    "vypsat jeden objekt JSON na každou událost",
	"help.board.watch.flag.tactile": "sledovat hmatovou šachovnici na portu `CESTA` (např. /dev/ttyACM0)",

	"help.braille.use":   "--pgn SOUBOR [--game N] [--format FORMÁT] [--braille-code KÓD] [--cols 40 --rows 25]",
	"help.braille.short": "Zapsat partiář partie v šachovém Braillově písmu (BRF pro tiskárnu, PEF nebo Unicode)",
	"help.braille.long": `braille zapíše partiář partie ze souboru PGN v šachovém Braillově písmu
(příloha D.2.7): záhlaví s hráči, turnajem, datem a výsledkem, pak jednu
dvojici tahů na řádek s jejím číslem, zalomené a rozdělené na stránky po
--cols × --rows znacích s čísly stránek. --format brf (severoamerický ASCII
Braille, pro braillské tiskárny), pef (PEF 1.0) nebo unicode (braillské
znaky, pro braillský řádek nebo obrazovku). Kódy popisuje docs/braille.md.`,
	"help.braille.flag.braille-code": "uk, de, cs nebo iccf (výchozí: kód jazyka z --lang)",
	"help.braille.flag.cols":         "znaků na řádek",
	"help.braille.flag.format":       "brf, pef nebo unicode",
	"help.braille.flag.game":         "číslo partie v souboru",
	"help.braille.flag.lang":         "jazyk záhlaví, jehož kód je výchozí: en (uk), de, cs (výchozí: jazyk systému)",
	"help.braille.flag.pgn":          "`SOUBOR` PGN",
	"help.braille.flag.rows":         "řádků na stránku",

	"help.check.use":   "[--voice HLAS [--wav SOUBOR]] [--tactile CESTA] [--sighted dgt:CESTA] [--microphone NÁZEV nebo --record] [--journal SOUBOR] [--lang JAZYK]",
	"help.check.short": "Kontrola stolu před kolem: kanály sluchátka, šachovnice, mikrofon; výsledek v deníku",
	"help.check.long": `check dovolí rozhodčímu převzít stůl za minutu. Řekne zkušební větu
v levém kanálu, v pravém a v obou a po každé se zeptá, které ucho ji
slyšelo (odpověď vlevo, vpravo, obě nebo žádné; left, right, both, none;
links, rechts, beide, keins). Přečte pozici každé zadané šachovnice
(--tactile, --sighted dgt:CESTA) a řekne, zda je to základní postavení,
a s volbou --microphone nebo --record dvě sekundy poslouchá a řekne
úroveň mikrofonu v dBFS. Každý výsledek se vypíše, řekne a uloží do deníku
(--journal SOUBOR, nebo nový soubor v blindchess/checks datové složky);
návratový kód je 1, když některá kontrola selhala.`,
	"help.check.flag.board-wait": "jak dlouho čekat na pozici šachovnice (výchozí 5s)",
	"help.check.flag.journal":    "zapsat výsledek do souboru `SOUBOR` (výchozí: nový soubor v datové složce)",
	"help.check.flag.lang":       "jazyk všeho řečeného a psaného: de, en nebo cs (výchozí: jazyk systému)",
	"help.check.flag.microphone": "mikrofon `NÁZEV` (vypíše je blindchess microphones), nebo soubor WAV místo něj",
	"help.check.flag.record":     "partie se bude nahrávat: změřit (výchozí) mikrofon",
	"help.check.flag.sighted":    "šachovnice DGT soupeře, dgt:`CESTA`",
	"help.check.flag.tactile":    "sériový port `CESTA` hmatové šachovnice",
	"help.check.flag.voice":      "hlas, který říká zkušební věty (výchozí: auto)",
	"help.check.flag.wav":        "s --voice clips nebo espeak: zapsat řeč do souboru `SOUBOR` místo přehrání",

	"help.clock.use":   "[--time TEMPO] [--me STRANA] [--lang JAZYK] [--casual] [--announce SEZNAM] [--json] [--script SOUBOR [--virtual]] [--journal SOUBOR nebo --resume SOUBOR] [--voice-input [--microphone NÁZEV]] [--braille]",
	"help.clock.short": "Mluvící šachové hodiny pro zrakově postiženého hráče (příloha D.2.6.1 pravidel FIDE)",
	"help.clock.long": `clock jsou šachové hodiny, které zrakově postiženému hráči na požádání
důvěrně řeknou jeho čas, čas soupeře a počet tahů a oznámí mu, když
projde časovou kontrolou a když padne praporek. Výchozí je turnajová hra:
jeho čas se hlásí sám jen u mezí, o které požádá volbou --announce (jeho
trvalá žádost, uložená v deníku); --casual ho hlásí při 10, 5, 2 a 1
minutě, 30 s a každých 10 s, pokud --announce neříká jinak. Nastavení se
řekne na začátku a --resume ho zachová. Hodiny se řídí článkem 6 a
přílohami A a B pravidel FIDE; zápis časových kontrol popisuje
docs/time-controls.md.

Klávesy (stejné jako v play, viz README "One key map"): mezerník, Enter
nebo p stiskne hodiny (první stisk spustí hodiny bílého); t můj čas;
o soupeřův čas; b oba časy; m počet tahů; r stav časové kontroly;
s spustit; z zastavit nebo pokračovat; q konec (zeptá se: klávesa a
(ano), y nebo Enter ukončí, jiná klávesa pokračuje); i Ctrl+C se zeptá,
druhé Ctrl+C do 2 s ukončí; h nápověda. Když standardní vstup není terminál, je každý řádek
jedna klávesa nebo slovo (prázdný řádek stiskne hodiny).

Každá klávesa se zapíše do deníku dřív, než se projeví (na terminálu
v datové složce uživatele, nebo do --journal SOUBOR); po pádu programu
vrátí --resume SOUBOR hodiny zpět, zastavené na posledních známých
časech.

S --script SOUBOR je každý řádek "<sekundy> <akce>" (start, press, time,
opponent, both, moves, status, pause, resume, quit); --virtual ho provede
ve virtuálním čase, hned. Běh skončí u quit nebo při pádu praporku.
--json vypíše každou událost jako jeden řádek JSON.`,
	"help.clock.flag.announce":     "samočinná hlášení času, např. \"10m,5m,2m,1m,30s,every 10s\", nebo none (výchozí: none při turnajové hře, %s s --casual)",
	"help.clock.flag.braille":      "ukazovat oba časy na braillském řádku (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH)",
	"help.clock.flag.braille-code": "braillský kód číslic: uk, de, cs nebo iccf (výchozí: kód jazyka)",
	"help.clock.flag.casual":       "volná hra (trénink, hodiny doma): samočinná hlášení času už od začátku",
	"help.clock.flag.channel":      "zvukový kanál řečených hlášení: both (oba), left (levý) nebo right (pravý)",
	"help.clock.flag.journal":      "zapisovat každou klávesu do deníku `SOUBOR` (nový soubor), aby šlo hodiny po pádu programu obnovit",
	"help.clock.flag.json":         "vypsat každou událost jako jeden řádek JSON",
	"help.clock.flag.lang":         "jazyk všeho řečeného a psaného: de, en nebo cs (výchozí: jazyk systému)",
	"help.clock.flag.me":           "barva zrakově postiženého hráče: bílý nebo černý (také white nebo black)",
	"help.clock.flag.microphone":   "mikrofon `NÁZEV` (vypíše je blindchess microphones; stačí část názvu), nebo SOUBOR WAV jako mikrofon, v tempu, v jakém byl nahrán (testy, ukázky); výchozí: výchozí vstup",
	"help.clock.flag.resume":       "pokračovat v hodinách z deníku `SOUBOR` (nebo z jediného deníku ve složce)",
	"help.clock.flag.script":       "provést řádky \"<sekundy> <akce>\" ze souboru `SOUBOR` místo čtení kláves",
	"help.clock.flag.time":         "časová kontrola, např. 90+30, 40/90+30,30+30, 60d5, hourglass 5 (když chybí, zeptá se)",
	"help.clock.flag.virtual":      "s --script: běžet ve virtuálním čase, hned",
	"help.clock.flag.voice":        "text: řádky, které přečte váš odečítač obrazovky; nebo vlastní hlas hodin: %s",
	"help.clock.flag.voice-input":  "žádosti (čas, tahy, opakovat) říkat místo psaní; rozpoznávání řeči bez sítě (pocketsphinx)",
	"help.clock.flag.voice-pause":  "s --voice-input: ticho, které ukončí řečené",
	"help.clock.flag.wav":          "s --voice clips nebo espeak: zapsat řeč do souboru `SOUBOR` místo přehrání",
	"help.clock.flag.rate":         "rychlost řeči --voice: 1 normální, 0.5 pomalu až 3 rychle (u speech-dispatcher je 1 jeho výchozí rychlost)",

	"help.completion.short": "Vytvořit skript doplňování pro zadaný shell",
	"help.completion.long": `Vytvoří skript doplňování příkazů blindchess pro zadaný shell. Jak
vytvořený skript použít, říká nápověda každého podpříkazu.`,

	"help.completion.bash.short": "Vytvořit skript doplňování pro bash",
	"help.completion.bash.long": `Vytvoří skript doplňování pro shell bash.

Skript potřebuje balíček 'bash-completion'. Pokud ještě není nainstalován,
nainstalujte ho správcem balíčků svého systému.

Načtení doplňování v běžícím shellu:

	source <(blindchess completion bash)

Načtení doplňování pro každou novou relaci, spusťte jednou:

#### Linux:

	blindchess completion bash > /etc/bash_completion.d/blindchess

#### macOS:

	blindchess completion bash > $(brew --prefix)/etc/bash_completion.d/blindchess

Nastavení začne platit až v nově spuštěném shellu.`,
	"help.completion.bash.flag.no-descriptions": "doplňovat bez popisů",

	"help.completion.fish.short": "Vytvořit skript doplňování pro fish",
	"help.completion.fish.long": `Vytvoří skript doplňování pro shell fish.

Načtení doplňování v běžícím shellu:

	blindchess completion fish | source

Načtení doplňování pro každou novou relaci, spusťte jednou:

	blindchess completion fish > ~/.config/fish/completions/blindchess.fish

Nastavení začne platit až v nově spuštěném shellu.`,
	"help.completion.fish.flag.no-descriptions": "doplňovat bez popisů",

	"help.completion.powershell.short": "Vytvořit skript doplňování pro powershell",
	"help.completion.powershell.long": `Vytvoří skript doplňování pro powershell.

Načtení doplňování v běžícím shellu:

	blindchess completion powershell | Out-String | Invoke-Expression

Pro každou novou relaci přidejte výstup příkazu výše do svého profilu
powershellu.`,
	"help.completion.powershell.flag.no-descriptions": "doplňovat bez popisů",

	"help.completion.zsh.short": "Vytvořit skript doplňování pro zsh",
	"help.completion.zsh.long": `Vytvoří skript doplňování pro shell zsh.

Pokud doplňování ve vašem prostředí ještě není zapnuté, je třeba ho zapnout.
Stačí jednou spustit:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Načtení doplňování v běžícím shellu:

	source <(blindchess completion zsh)

Načtení doplňování pro každou novou relaci, spusťte jednou:

#### Linux:

	blindchess completion zsh > "${fpath[1]}/_blindchess"

#### macOS:

	blindchess completion zsh > $(brew --prefix)/share/zsh/site-functions/_blindchess

Nastavení začne platit až v nově spuštěném shellu.`,
	"help.completion.zsh.flag.no-descriptions": "doplňovat bez popisů",

	"help.help.use":   "[příkaz]",
	"help.help.short": "Nápověda ke každému příkazu",
	"help.help.long": `help dává nápovědu ke každému příkazu programu.
Celou nápovědu řekne blindchess help [cesta k příkazu].`,

	"help.hub.use":   "--listen ADRESA --round N [--event NÁZEV] [--token-file SOUBOR] [--db SOUBOR] [--export SLOŽKA] [--push URL --push-token-file SOUBOR]",
	"help.hub.short": "Shromáždit stoly kola: živé PGN pro přenosy a jeden přehled pro rozhodčího",
	"help.hub.long": `hub běží po jedno kolo na počítači rozhodčího. Každý stůl spouští
"blindchess play … --hub http://HOST:PORT --board N --hub-token-file SOUBOR"
a posílá svůj deník hubu, který ho drží v databázi SQLite (--db) a nabízí:

  GET /round.pgn     partie všech šachovnic, živě, pro přenosy (ETag, 304)
  GET /board/N.pgn   partie jedné šachovnice
  GET /              stránka rozhodčího: každá šachovnice a co potřebuje rozhodčího
  GET /attention.txt co potřebuje rozhodčího, jeden řádek na položku

--token-file obsahuje heslo kola: když soubor chybí, hub do něj zapíše
nové. --export SLOŽKA po každém tahu zapíše také SLOŽKA/round-N/games.pgn
a game-B.pgn; --push URL posílá kolo do přenosového kola na lichess
s tokenem z --push-token-file. "blindchess hub watch URL" říká, co
potřebuje rozhodčího, každou položku na řádek. Viz docs/hub.md.`,
	"help.hub.flag.db":              "databázový soubor kola `SOUBOR` (výchozí: hub-round-N.db)",
	"help.hub.flag.event":           "tag PGN Event pro partie, které ho nemají",
	"help.hub.flag.export":          "po každém tahu zapsat PGN kola také do složky `SLOŽKA`/round-N/",
	"help.hub.flag.lang":            "jazyk stránky a zpráv: de, en nebo cs (výchozí: jazyk systému)",
	"help.hub.flag.listen":          "adresa, na které hub naslouchá, `HOST:PORT` (:8047 pro každé rozhraní)",
	"help.hub.flag.push":            "posílat kolo na tuto adresu přenosu `URL` (lichess: https://lichess.org/api/broadcast/round/ID/push)",
	"help.hub.flag.push-token-file": "soubor `SOUBOR` s tokenem API přenosu pro --push",
	"help.hub.flag.round":           "číslo kola (tag PGN Round)",
	"help.hub.flag.token-file":      "soubor `SOUBOR` s heslem kola (výchozí: hub-round-N.token); když chybí, zapíše se",

	"help.hub.watch.use":   "URL",
	"help.hub.watch.short": "Říkat, co na hubu potřebuje rozhodčího, každou položku na řádek, jak přichází",
	"help.hub.watch.long": `watch každou sekundu přečte seznam rozhodčího z hubu na adrese URL (jak ji
blindchess hub řekl při spuštění) a každou novou položku, která potřebuje
rozhodčího, vypíše jako řádek, jakmile přijde. Když hub není dostupný,
řekne to na standardní chybový výstup a zkouší to znovu. Ukončení
klávesami Ctrl-C.`,
	"help.hub.watch.flag.lang": "jazyk zpráv: de, en nebo cs",

	"help.listen.use":   "--wav SOUBOR [--style STYL] [--lang JAZYK] [--fen FEN] [--phones] [--voice-warp F]",
	"help.listen.short": "Rozpoznat řečený tah nebo žádost v souboru WAV (bez sítě), jako play --voice-input",
	"help.listen.long": `listen rozpozná jeden řečený tah nebo žádost v nahrávce WAV, bez sítě,
s gramatikou, kterou používá play --voice-input: slova tahů stylu --style
a žádosti jazyka --lang (čas, tahy, opakovat, remíza, stisknout; Zeit,
Züge, Wiederholen, Remis, Drücken; time, moves, repeat, draw, press). S --fen
poslouchá jen legální tahy dané pozice, jako play, a za slovy vypíše
slyšený tah ("Eva čtyři: e4"). Přijme jakýkoli WAV (mono nebo stereo,
jakákoli vzorkovací frekvence) do délky jedné minuty; delší odmítne
(návratový kód 2), aniž by ho četl celý.

--phones vypíše hlásky, které slyší akustický model, bez jakékoli gramatiky
("SIL D EH N L EH T S T SIL" pro české "Střelec" z espeak-ng): vodítko
k zápisu výslovnosti slova tak, jak ho hlas říká (internal/voice/dict.go).`,
	"help.listen.flag.fen":    "poslouchat jen legální tahy této pozice",
	"help.listen.flag.lang":   "jazyk žádostí: de, en nebo cs (výchozí: jazyk stylu, jinak jazyk systému)",
	"help.listen.flag.phones": "vypsat hlásky, které slyší akustický model (k ladění výslovnosti)",
	"help.listen.flag.style":  "slova tahů: annexd, annexd-en, nato nebo cs (výchozí: styl jazyka)",
	"help.listen.flag.wav":    "soubor WAV `SOUBOR` k rozpoznání",

	"help.man.short": "Zapsat manuálovou stránku blindchess(1) v roff, složenou z nápovědy všech příkazů",
	"help.man.long": `man zapíše manuálovou stránku blindchess(1) na standardní výstup: každý
příkaz s jeho použitím, popisem a volbami, jak je ukazuje --help, vše
v jazyce z --lang nebo jazyce systému. make install ji instaluje anglicky,
německy a česky; přečíst bez instalace:

	blindchess man | man -l -`,
	"help.man.flag.lang": "jazyk stránky: de, en nebo cs (výchozí: jazyk systému)",

	"help.microphones.use":   "[--test [NÁZEV]] [--seconds N] [--style STYL] [--lang JAZYK] [--fen FEN]",
	"help.microphones.short": "Vypsat mikrofony pro --record a --voice-input a jeden vyzkoušet",
	"help.microphones.long": `microphones vypíše zvukové vstupy (PortAudio), které play a clock mohou
použít s --record a --voice-input; jeden z nich jim zadáte volbou
--microphone NÁZEV (stačí část názvu). Bez --microphone použijí výchozí.

--test NÁZEV poslouchá mikrofon NÁZEV (bez něj: výchozí) po dobu --seconds
a řekne, jak hlasité bylo pozadí a nejhlasitější zvuk, zda zazněla řeč
a co v ní rozpoznávač pochopil: řekněte tah ze základního postavení (nebo
z --fen), například "Jezdec Felix tři" nebo "Eva čtyři", nebo žádost ("čas"), a
vyzkoušíte mikrofon před partií. Místo mikrofonu může posloužit soubor WAV
(NÁZEV.wav).`,
	"help.microphones.flag.fen":     "s --test: poslouchat legální tahy této pozice (výchozí: základní postavení)",
	"help.microphones.flag.lang":    "jazyk výstupu a žádostí: de, en nebo cs (výchozí: jazyk systému)",
	"help.microphones.flag.seconds": "s --test: jak dlouho poslouchat",
	"help.microphones.flag.style":   "s --test: slova tahů: annexd, annexd-en, nato nebo cs (výchozí: styl jazyka)",
	"help.microphones.flag.test":    "poslouchat mikrofon NÁZEV (výchozí: výchozí vstup) a říct, co zaznělo",

	"help.perft.use":   "--depth N [--fen FEN nebo --chess960 N] [--divide] [--json]",
	"help.perft.short": "Spočítat listy stromu legálních tahů (zkouší jádro pravidel)",
	"help.perft.long": `perft spočítá každou legální posloupnost tahů dané hloubky z pozice a ohlásí
počet uzlů a rychlost. Ověřuje generátor tahů proti zveřejněným počtům.
--divide vypíše počet pod každým tahem kořene v notaci UCI.`,
	"help.perft.flag.chess960": "začít od pozice Chess960 číslo `N` (0-959; 518 je obvyklé základní postavení)",
	"help.perft.flag.depth":    "hloubka hledání v půltazích (1-15)",
	"help.perft.flag.divide":   "vypsat uzly pod každým tahem kořene (notace UCI)",
	"help.perft.flag.fen":      "začít od této FEN (přijímá rošádová práva X-FEN i Shredder-FEN)",
	"help.perft.flag.json":     "vypsat jeden objekt JSON",

	"help.pgn.short": "Práce se soubory partií PGN",
	"help.pgn.long":  "pgn čte a kontroluje šachové partie v Portable Game Notation.",

	"help.pgn.check.use":   "SOUBOR... [--json] [--quiet] [--strict] [--lang JAZYK]",
	"help.pgn.check.short": "Zkontrolovat každou partii souborů PGN: legální tahy, tagy, výsledek",
	"help.pgn.check.long": `check přečte každou partii souborů PGN (- pro standardní vstup) a ověří, že
každý tah, i ve variantách, je legální. Partie je neplatná jen kvůli
syntaktické chybě, nemožnému tahu nebo tagu FEN či Variant, který ji činí
nehratelnou (hrají se jen klasický šach a Chess960).

Všechno, co nesouhlasí, je varování: tag Result, který se liší od výsledku
po tazích, PlyCount, který není počtem půltahů, tagy SetUp a FEN, které si
odporují, a výsledek, který neodpovídá koncové pozici (mat nebo pat
hodnocený * nebo chybně). Takové soubory jsou běžné a jejich partie jsou
v pořádku: studie na lichess hodnotí každou kapitolu *, sbírky úloh
ponechávají PlyCount partie, z níž úloha pochází. --strict z těchto
nesouladů dělá chyby.

Soubory mohou být v UTF-8 (se značkou pořadí bajtů i bez ní) nebo, jako
staré databáze, ve Windows-1252 (Latin-1), nebo ve Windows-1250, jak je
píší staré středoevropské programy (zvolí se, když bajty ukazují česká,
slovenská, maďarská nebo polská písmena), nebo v UTF-16 se značkou pořadí
bajtů; každý soubor se čte ve svém kódování a výstup je vždy v UTF-8.

Pro každou partii vypíše jeden řádek: výsledek a koncovou pozici jako FEN,
nebo první chybu a kde je: syntaktickou chybu s řádkem a sloupcem ("řádek 4,
sloupec 1"), nemožný tah s řádkem a tahem ("řádek 3, tah 4. Ke3"). Varování
(i chybějící povinné tagy a nulové tahy) mají vlastní řádky. Návratový kód
je 0, když je každá partie platná, 1, když některá není nebo soubor
neobsahuje žádnou partii, a 2, když soubor nelze přečíst.`,
	"help.pgn.check.flag.json":   "vypsat jeden objekt JSON se všemi soubory a partiemi",
	"help.pgn.check.flag.quiet":  "vypsat jen neplatné partie, varování a součty",
	"help.pgn.check.flag.strict": "každý nesoulad mezi tagy, výsledkem a tahy brát jako chybu, ne jako varování",

	"help.play.use":   "[--white JMÉNO] [--black JMÉNO] [--me STRANA] [--time TEMPO] [--fen FEN nebo --chess960 N] [--style STYL] [--long] [--lang JAZYK] [--voice HLAS [--wav SOUBOR] [--rate ČÍSLO]] [--earphone KANÁL] [--pgn SOUBOR] [--journal SOUBOR] [--resume SOUBOR] [--auto-press] [--casual] [--script SOUBOR --virtual] [--json] [--tactile CESTA] [--sighted NÁZEV:CESTA] [--record] [--voice-input [--voice-key KLÁVESA] [--voice-warp F]] [--microphone NÁZEV] [--announce SEZNAM] [--braille] [--hub URL --board N --hub-token-file SOUBOR]",
	"help.play.short": "Hrát jednu partii u stolu: tahy psané, hlášené, s hodinami a v deníku",
	"help.play.long": `play vede jednu partii u stolu. Asistent (nebo sám zrakově postižený hráč)
píše tahy obou hráčů (příloha D.2.10 pravidel FIDE); každý tah se ověří,
ohlásí fonetickou abecedou přílohy D a zapíše do partiáře; "stisk" ho
dokončí a přepne hodiny. "nápověda" vyjmenuje příkazy: čas, tahy, poslední
tah, opakovat, pozice, nabídka a reklamace remízy, vzdát, praporek, pauza
a příkazy rozhodčího.

Každý vstup se zapíše do deníku a uloží dřív, než se projeví, a PGN se po
každém tahu přepíše, ve složce partie v datové složce uživatele (její
cesta se řekne na začátku, další řádek uvede příkaz k pokračování). Po
pádu programu --resume SLOŽKA (složka partie nebo její game.journal)
obnoví partii, partiář i hodiny, zastavené na posledních známých časech;
port skutečné šachovnice se zadá znovu pomocí --tactile nebo --sighted.

--script SOUBOR (nebo - pro standardní vstup) hraje řádky "<sekundy>
<napsaný text>"; s --virtual ve virtuálním čase, hned. --json vypíše pro
každou událost jeden objekt JSON na řádek.

--tactile CESTA připojí hmatovou šachovnici zrakově postiženého hráče
a --sighted NÁZEV:CESTA snímací šachovnici soupeře, dgt:CESTA,
millennium:CESTA, certabo:CESTA nebo chessnut:ADRESA (příloha D.2.2-D.2.4;
docs/boards.md): tahy zahrané na šachovnici se hned ohlásí, každé
zvednutí na hmatové šachovnici je dotek, který se řekne zrakově
postiženému hráči (touches je vypíše), stisk hodin před provedením tahu
se odmítne a šachovnice, která se od partie liší, se popíše pole po poli
s kroky, jak ji srovnat. virtual vytvoří šachovnici řízenou řádky jako
"board tactile lift e2", "board sighted place e5". Klávesnice zůstává
k dispozici. Viz docs/play.md, "Two boards".

--record nahrává mikrofon u stolu do složky partie, jeden soubor WAV na tah
(příloha D.2.7; blindchess recording list a play). --voice-input přijímá
tahy a žádosti hlasem, bez sítě: slyšený tah se zopakuje a platí, až když
ho potvrdíte: řečeným ano, napsaným ano (ja, yes) nebo klávesou Enter.
--microphone vybere mikrofon (blindchess microphones je vypíše
a vyzkouší). Viz docs/voice.md.`,
	"help.play.flag.announce":              "samočinná hlášení času zrakově postiženého hráče, jeho trvalá žádost, uložená v deníku: např. \"10m,5m,1m,30s,every 10s\", nebo none (výchozí: none při turnajové hře, kde se čas říká jen na požádání (příloha D.2.10.4); s --casual výchozí hlášení hodin)",
	"help.play.flag.ascii":                 "psát německý a český text bez diakritiky (fuenf, Koenig)",
	"help.play.flag.auto-press":            "dokončit každý tah hned (bez zvláštního stisku; přeřeknutí pak nejde vzít zpět)",
	"help.play.flag.black":                 "jméno černého",
	"help.play.flag.board":                 "šachovnice tohoto stolu na hubu, číslo `N`",
	"help.play.flag.braille":               "ukazovat číslo tahu a poslední tah každého hráče na braillském řádku (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH); klávesa ukáže časy hodin",
	"help.play.flag.braille-code":          "šachový braillský kód pro --braille: uk, de, cs nebo iccf (výchozí: kód jazyka)",
	"help.play.flag.casual":                "volná hra: první tah spustí hodiny a odpověď stiskne hodiny za táhnoucího (výchozí: turnajová hra, pravidla FIDE, jak jsou psána; rozhodčí napíše spustit)",
	"help.play.flag.chess960":              "začít od pozice Chess960 číslo `N` (0-959)",
	"help.play.flag.earphone":              "kanál toho, co slyší jen zrakově postižený hráč: left (levý), right (pravý) nebo both (oba)",
	"help.play.flag.event":                 "tag PGN Event",
	"help.play.flag.fen":                   "začít od této FEN místo základního postavení",
	"help.play.flag.hub":                   "posílat partii hubu kola na adrese `URL` (blindchess hub); potřebuje --board a --hub-token-file",
	"help.play.flag.hub-token-file":        "soubor `SOUBOR` s heslem kola, jak ho hub zapsal",
	"help.play.flag.journal":               "zapisovat deník partie do souboru `SOUBOR` (výchozí: ve složce partie); nesmí ještě existovat",
	"help.play.flag.json":                  "vypisovat každou událost jako jeden řádek JSON na standardní výstup",
	"help.play.flag.lang":                  "jazyk všeho řečeného a psaného a psaných písmen kamenů: de (K D T L S), en (K Q R B N), cs (K D V S J); výchozí: jazyk systému ($LC_ALL, $LC_MESSAGES, $LANG)",
	"help.play.flag.long":                  "hlásit tahy v dlouhém tvaru, s oběma poli",
	"help.play.flag.me":                    "barva zrakově postiženého hráče: bílý nebo černý, také white nebo black (jen on slyší údaje hodin)",
	"help.play.flag.microphone":            "mikrofon `NÁZEV` (vypíše je blindchess microphones; stačí část názvu), nebo SOUBOR WAV jako mikrofon, v tempu, v jakém byl nahrán (testy, ukázky); výchozí: výchozí vstup",
	"help.play.flag.no-draw-offers-before": "odmítat nabídky remízy před tahem číslo `N`, pokud jednu nepovolí rozhodčí (rozhodčí povolit-remízu; článek 9.1.1 pravidel FIDE)",
	"help.play.flag.pgn":                   "zapisovat PGN partie do souboru `SOUBOR` (výchozí: ve složce partie)",
	"help.play.flag.private-device":        "zvukové zařízení `NÁZEV` pro sluchátko zrakově postiženého hráče, pro to, co slyší jen on (vypíše je blindchess speakers)",
	"help.play.flag.public-device":         "zvukové zařízení `NÁZEV` pro to, co smějí slyšet všichni, tedy tahy (vypíše je blindchess speakers)",
	"help.play.flag.record":                "nahrávat mikrofon u stolu do složky partie, jeden soubor WAV na tah (příloha D.2.7); viz blindchess recording",
	"help.play.flag.resume":                "pokračovat v partii z deníku `SOUBOR` (nebo ze složky partie) po pádu programu nebo ukončení",
	"help.play.flag.round":                 "tag PGN Round",
	"help.play.flag.script":                "hrát řádky \"<sekundy> <napsaný text>\" ze souboru `SOUBOR` (- pro standardní vstup)",
	"help.play.flag.sighted":               "šachovnice vidícího hráče: dgt:`CESTA`, millennium:CESTA, certabo:CESTA nebo chessnut:ADRESA, nebo virtual (tahy z řádků \"board sighted …\")",
	"help.play.flag.site":                  "tag PGN Site",
	"help.play.flag.style":                 "jak se říkají tahy a časy: %s (výchozí: styl jazyka: annexd pro de, annexd-en pro en, cs pro cs)",
	"help.play.flag.tactile":               "hmatová šachovnice zrakově postiženého hráče na portu `CESTA`, nebo virtual (tahy z řádků \"board tactile …\")",
	"help.play.flag.time":                  "časová kontrola, např. 90+30, 40/90+30,30+30, 60d5 (docs/time-controls.md); bez ní nejsou hodiny",
	"help.play.flag.virtual":               "s --script: běžet ve virtuálním čase, hned",
	"help.play.flag.voice":                 "řeč: %s, nebo none (výchozí: auto; none s --script nebo --json)",
	"help.play.flag.voice-input":           "tahy (každý se zopakuje a platí až po ano) a žádosti (čas, tahy, opakovat, remíza, stisknout) říkat místo psaní; rozpoznávání řeči bez sítě (pocketsphinx)",
	"help.play.flag.voice-pause":           "s --voice-input: ticho, které ukončí řečené",
	"help.play.flag.wav":                   "s --voice clips nebo espeak: zapsat řeč do souboru `SOUBOR` místo přehrání",
	"help.play.flag.rate":                  "rychlost řeči --voice: 1 normální, 0.5 pomalu až 3 rychle (u speech-dispatcher je 1 jeho výchozí rychlost)",
	"help.play.flag.white":                 "jméno bílého",

	"help.ports.use":   "[CESTA...] [--no-probe]",
	"help.ports.short": "Vypsat sériové porty a zjistit, která šachovnice je na kterém",
	"help.ports.long": `ports vypíše sériové porty tohoto počítače s jejich čísly výrobce a výrobku
USB a s tím, co z nich plyne, pak se každého portu zeptá, kdo tam je:
pozdrav hmatové šachovnice, dotazy na verzi šachovnice DGT a Millennium.
Jmenují se i šachovnice z rejstříku, které nesou čísla USB daného portu,
ale samotná čísla USB nic nedokazují; šachovnici pozná jen odpověď.

Pseudoterminály (jaké vytváří "blindchess simulate") se nevypisují; jejich
cesty zadejte jako argumenty. --no-probe jen vypíše a nic neposílá.`,
	"help.ports.flag.no-probe": "porty jen vypsat; nic jim neposílat",
	"help.ports.flag.timeout":  "jak dlouho má každá šachovnice na odpověď na každou otázku",

	"help.position.use":   "[--fen FEN nebo --chess960 N nebo --pgn SOUBOR [--game N] [--strict]] [--moves \"e4 e5 Jf3\"] [--lang JAZYK] [--notation NOTACE] [--json] [--casual]",
	"help.position.short": "Popsat pozici: legální tahy, šach, stav, remízy, které lze reklamovat",
	"help.position.long": `position zahraje zadané tahy od základního postavení (nebo od FEN, nebo od
pozice Chess960 podle čísla) a popíše výsledek podle pravidel FIDE: FEN,
stranu na tahu, zda je v šachu, stav (hra běží, mat, pat, mrtvá pozice,
pětinásobné opakování, pravidlo 75 tahů), počítadlo půltahů, kolikrát se
pozice vyskytla, remízy, které strana na tahu může reklamovat hned nebo po
zapsání tahu, zda každá strana ještě může dát mat (článek 6.9), a každý
legální tah v SAN.

Tahy mohou být psány v SAN s anglickými, českými nebo německými písmeny,
v dlouhé algebraické notaci (Jg1-f3), v UCI (g1f3) nebo v číselné notaci
ICCF (7163); čísla tahů jako "1." se přeskakují. --lang volí písmena kamenů
výstupu i vstupu (anglická písmena se čtou vždy také; bez --lang se čtou
jakákoli). --notation píše tahy textového výstupu v SAN (Jf3, výchozí),
dlouhé algebraické (Jg1-f3), UCI (g1f3) nebo číselné ICCF (7163). Nemožný
nebo nečitelný tah je chyba, která ho jmenuje (návratový kód 2).

--pgn SOUBOR začne od partie N souboru PGN (--game, výchozí 1): od jejího
výchozího postavení a každého tahu její hlavní varianty, aby se počítala
opakování; --moves pak pokračují od jejího konce. Soubor se kontroluje jako
v pgn check: nesouhlasící tagy, výsledek a tahy jsou varování na
standardním chybovém výstupu, nebo s --strict chyby; čtou se soubory
v UTF-8 i ve Windows-1252.

Legální tahy, remízy, které lze reklamovat, a zda každá strana ještě může
dát mat, se uvádějí jen s --casual (trénink, rozbor doma): bez ní se
program chová jako zařízení pro hodnocenou hru, které neuvádí víc, než
pravidla dovolují (článek 11.3 pravidel FIDE); JSON pak má null u legal,
legal_uci, claimable, claimable_with_move a can_checkmate.`,
	"help.position.flag.casual":   "uvést také legální tahy, remízy, které lze reklamovat, a zda každá strana ještě může dát mat (ne pro hodnocenou hru)",
	"help.position.flag.chess960": "začít od pozice Chess960 číslo `N` (0-959; 518 je obvyklé základní postavení)",
	"help.position.flag.fen":      "začít od této FEN (přijímá rošádová práva X-FEN i Shredder-FEN)",
	"help.position.flag.game":     "s --pgn: číslo partie v souboru, od 1",
	"help.position.flag.json":     "vypsat jeden objekt JSON (viz docs/position-json.md)",
	"help.position.flag.lang":     "jazyk textu a jeho písmen kamenů: en (K Q R B N), cs (K D V S J) nebo de (K D T L S) (výchozí: jazyk systému)",
	"help.position.flag.moves":    "tahy, které se zahrají napřed, oddělené mezerami, např. \"e4 e5 Jf3\"",
	"help.position.flag.notation": "notace tahů v textovém výstupu: san (Jf3), long (Jg1-f3), uci (g1f3) nebo iccf (7163)",
	"help.position.flag.pgn":      "začít od partie z tohoto souboru PGN `SOUBOR` (zahraje se její hlavní varianta)",
	"help.position.flag.strict":   "s --pgn: odmítnout partii, jejíž tagy, výsledek a tahy nesouhlasí (jinak varování)",

	"help.recording.short": "Vypsat a přehrát zvukový partiář partie (příloha D.2.7)",
	"help.recording.long": `recording pracuje se zvukovým partiářem podle přílohy D.2.7, který play
--record vede ve složce partie, jeden soubor WAV na tah: list vypíše
úseky, play přehraje úsek daného tahu nebo ho zapíše do souboru.`,

	"help.recording.list.use":   "SLOŽKA_PARTIE",
	"help.recording.list.short": "Vypsat nahrané úseky s jejich tahy a časy",
	"help.recording.list.long": `list vypíše jeden řádek pro každý nahraný úsek partie ve složce
SLOŽKA_PARTIE: tah a jeho SAN, kdy úsek začal a skončil, jeho délku a jeho
soubor.`,

	"help.recording.play.use":   "SLOŽKA_PARTIE --move N [--to-end] [--out SOUBOR.wav]",
	"help.recording.play.short": "Přehrát, co zaznělo při tahu N (oba půltahy), nebo to zapsat do souboru WAV",
	"help.recording.play.long": `play přehraje, co zaznělo při tahu N, oba půltahy, z partie ve složce
SLOŽKA_PARTIE na zvukové kartě, nebo to s --out zapíše do souboru WAV
(zvuková karta pak není potřeba). S --to-end přehraje jeden po druhém
každý tah od N do konce nahrávky: --move 1 --to-end je celá partie
znovu.`,
	"help.recording.play.flag.move":   "číslo tahu, který se přehraje",
	"help.recording.play.flag.out":    "zapsat nahrávku tahu do tohoto souboru WAV místo přehrání",
	"help.recording.play.flag.to-end": "přehrát od tahu N do konce nahrávky (--move 1 --to-end: celá partie)",

	"help.say.use":   "[--lang JAZYK] [--style STYL] [--long] [--ascii] [--fen FEN nebo --chess960 N] [--moves \"…\"] [--pgn SOUBOR [--game N] [--strict]] [--text] [--voice HLAS] [--rate TEMPO] [--out SOUBOR.wav] TAH...",
	"help.say.short": "Říct tahy fonetickou abecedou přílohy D pravidel FIDE (jezdec felix tři)",
	"help.say.long": `say řekne postupně každý TAH od pozice: základního postavení, FEN (--fen)
nebo pozice Chess960 podle čísla (--chess960), po tazích z --moves. Tahy
mohou být psány v jakékoli notaci, kterou blindchess čte (SAN s anglickými,
českými nebo německými písmeny, dlouhá algebraická, UCI, číselná ICCF),
nebo fonetickými slovy ("jezdec felix tři", jeden argument v uvozovkách na
tah).

Styly (--style): annexd (Anna … Hector, eins … acht, König … Bauer,
Kurze/Lange Rochade, německy), annexd-en (Anna … Hector s anglickými
slovy), nato (alfa … hotel, anglicky), cs (česky). Bez --style se slova
řídí jazykem (--lang, jinak jazyk systému): de annexd, en annexd-en, cs cs.
--long jmenuje kámen a obě pole ("jezdec gustav jedna felix tři"). --ascii
píše text bez diakritiky (fuenf, Koenig, Laeufer).

--text místo řeči vypíše jeden řádek na tah. --pgn SOUBOR řekne každou
partii souboru PGN s čísly tahů, každou, jakmile je přečtena (soubor
jakékoli velikosti), nebo s --game N jen partii N; partie se kontrolují
jako v pgn check (nesouhlasící tagy, výsledek a tahy jsou varování na
standardním chybovém výstupu, nebo s --strict chyby), v UTF-8 nebo
Windows-1252. Partie, kterou nelze zahrát, se jmenuje na standardním
chybovém výstupu (její číslo, hráči, řádek a tah) a přeskočí se; ostatní
se řeknou a návratový kód je 1.
--voice volí řeč: auto (výchozí: speech-dispatcher, pokud běží, jinak
nahrané klipy na zvukové kartě, jinak espeak-ng, jinak text), clips,
speechd, espeak, say (macOS), sapi (Windows) nebo text. --rate nastaví
rychlost (1 normální, 0.5 až 3). --out SOUBOR.wav místo toho zapíše řeč do
souboru WAV (s nahranými klipy, pokud není --voice espeak); zvuková karta
není potřeba.

Nemožný nebo nečitelný tah je chyba, která ho jmenuje (návratový kód 2);
nic se pak neřekne.`,
	"help.say.flag.ascii":    "psát text bez diakritiky (fuenf, Koenig, Laeufer)",
	"help.say.flag.chess960": "začít od pozice Chess960 číslo N (0-959)",
	"help.say.flag.fen":      "začít od této pozice FEN",
	"help.say.flag.game":     "s --pgn: říct jen partii číslo `N` ze souboru (od 1)",
	"help.say.flag.lang":     "jazyk slov tahů a zpráv: de, en nebo cs (výchozí: jazyk systému)",
	"help.say.flag.long":     "dlouhý tvar: kámen a obě pole",
	"help.say.flag.moves":    "tahy, které se napřed potichu zahrají, např. \"e4 e5\"",
	"help.say.flag.out":      "zapsat řeč do tohoto souboru WAV místo na zvukovou kartu",
	"help.say.flag.pgn":      "říct každou partii tohoto souboru PGN s čísly tahů",
	"help.say.flag.rate":     "rychlost řeči: 1 normální, 0.5 pomalu až 3 rychle",
	"help.say.flag.strict":   "s --pgn: odmítnout partii, jejíž tagy, výsledek a tahy nesouhlasí (jinak varování)",
	"help.say.flag.style":    "styl řeči: %s (výchozí: styl jazyka)",
	"help.say.flag.text":     "místo řeči vypsat jeden řádek na tah",
	"help.say.flag.voice":    "řeč: %s",

	"help.simulate.use":   "DESKA [--link CESTA]",
	"help.simulate.short": "Spustit napodobenou šachovnici DGT, Millennium, Certabo nebo hmatovou na pseudoterminálu",
	"help.simulate.long": `simulate spustí softwarovou šachovnici na pseudoterminálu a vypíše jeho
cestu: ovladač (například "blindchess board watch") tu cestu otevře, jako
by otevíral port USB skutečné šachovnice. --link CESTA udržuje na CESTA
symbolický odkaz na šachovnici, i po odpojení a znovupřipojení (když je
odpojená, odkaz chybí, jako mizí port USB); použijte ho, když zkoušíte
odpojování. --off spustí šachovnici vypnutou (port existuje, šachovnice je
němá a hluchá), aby šlo vyzkoušet šachovnici zapnutou až po otevření portu;
"power on" ji zapne. --on-after DOBA (např. 2s) ji spustí vypnutou a po
té době zapne.

Kameny posouváte psanými příkazy, jedním na řádek; šachovnice posílá
přesně bajty svého protokolu. Šachovnice DGT také odpovídá na příkazy
počítače jako skutečná šachovnice (výpis šachovnice, režimy aktualizace,
verze, sériové číslo, příkazy hodin); stejně tak šachovnice Millennium
(stav, LED, verze, E2ROM); šachovnice Certabo posílá každých 200 ms své
čipy a přijímá bajty LED; u obou "show" řekne, která pole jejich LED
rozsvěcují. help vypíše příkazy, quit (nebo konec vstupu) skončí.`,
	"help.simulate.flag.garbage":        "rušená linka: před některými řádky nebo zprávami dávka 1 až `N` náhodných bajtů, nefiltrovaných (mohou splynout s dalším řádkem nebo vytvořit vlastní); 0: žádná",
	"help.simulate.flag.garbage-one-in": "s --garbage: dávka před jedním z `N` řádků nebo zpráv, v průměru",
	"help.simulate.flag.id":             "označení `ID`, kterým hmatová šachovnice zdraví",
	"help.simulate.flag.link":           "udržovat na cestě `CESTA` symbolický odkaz na port šachovnice",
	"help.simulate.flag.off":            "spustit šachovnici vypnutou, s kabelem zapojeným (zapne ji příkaz power on): k vyzkoušení šachovnice zapnuté pozdě",
	"help.simulate.flag.on-after":       "spustit vypnutou a zapnout po době `DOBA` (např. 2s), jako šachovnici zapnutou pozdě",
	"help.simulate.flag.rotated":        "DGT: šachovnice leží otočená (konektor vpravo od bílého)",
	"help.simulate.flag.verbose":        "vypisovat každý příkaz, který počítač pošle, na standardní chybový výstup",

	"help.speakers.use":   "[--lang JAZYK]",
	"help.speakers.short": "Vypsat zvuková zařízení, která mohou jmenovat volby play --public-device a --private-device",
	"help.speakers.long": `speakers vypíše zvukové výstupy (PortAudio), jeden na řádek: název pro
play --public-device (co smějí slyšet všichni: tahy) nebo --private-device
(sluchátko zrakově postiženého hráče: odpovědi hodin a jeho žádosti),
systém, kanály a který je výchozí.`,
	"help.speakers.flag.lang": "jazyk výstupu: de, en nebo cs (výchozí: jazyk systému)",

	"help.version.use":   "[--lang JAZYK]",
	"help.version.short": "Vypsat verzi, commit a verzi Go (pro schvalovací list rozhodčího)",
	"help.version.long": `version vypíše verzi programu, commit, ze kterého byl sestaven, a verzi Go,
která ho sestavila, každou na řádek. Deník a PGN partie jmenují totéž
sestavení (tag PGN Annotator) a "version" u stolu ho řekne.`,
	"help.version.flag.lang": "jazyk popisků: de, en nebo cs (výchozí: jazyk systému)",

	// polish: the arbiter log's lines in the session's language, a resumed clock's script, --game out of range, style names, pgn check --lang
	"table.log-times":            "Bílý má %s, černý má %s.",
	"table.log-kind-touch":       "dotek",
	"table.log-kind-touch-move":  "dotknuto-taženo",
	"table.log-kind-correction":  "oprava",
	"table.log-kind-claim":       "reklamace",
	"table.log-kind-ruling":      "rozhodnutí",
	"table.log-kind-penalty":     "trest",
	"table.log-kind-illegal":     "nemožný tah",
	"table.log-kind-takeback":    "vrácení tahu",
	"table.log-kind-retrace":     "návrat k tahu",
	"table.log-kind-adjournment": "odložení",
	"table.log-kind-refused":     "odmítnuto",
	"clock.restored-script":      "Hodiny obnoveny z deníku, zastaveny na posledních známých časech; akce skriptu resume je znovu spustí.",
	"cmd.game-out-of-range#one":  "--game %d: %s obsahuje jen %[3]d partii; zadejte --game 1 nebo --game vynechte",
	"cmd.game-out-of-range#few":  "--game %d: %s obsahuje %d partie; zadejte číslo od 1 do %[3]d",
	"cmd.game-out-of-range#many": "--game %d: %s obsahuje %d partií; zadejte číslo od 1 do %[3]d",
	"help.pgn.check.flag.lang":   "jazyk zprávy: de, en nebo cs (výchozí: podle systému)",
	// voicereject: bad audio (listen --wav, the microphone) and push-to-talk (--voice-key)
	"cmd.listen-silent":         "Nic není slyšet: nahrávka je tichá (pod -55 dBFS). Nahrajte ji znovu blíž k mikrofonu nebo s větší hlasitostí.",
	"cmd.listen-no-speech":      "Žádná řeč: nahrávka obsahuje jen stálý zvuk (brum nebo šum).",
	"cmd.listen-clipped":        "Nahrávka je přebuzená (příliš hlasitá): nic se z ní nebere. Nahrajte ji znovu s nižší hlasitostí mikrofonu.",
	"device.mic-clipped":        "Mikrofon je přebuzený (příliš hlasitý): řečené se nebere. Ztlumte ho.",
	"device.mic-clipped-said":   "Mikrofon je přebuzený; ztlumte ho.",
	"device.voice-on-key":       "Hlasové zadávání zapnuto: stiskněte %s a řekněte tah (%s) nebo %s. Slyšený tah zazní znovu a platí až po %s (předtím znovu stiskněte %s, nebo Enter).",
	"device.voice-on-key-clock": "Hlasové zadávání zapnuto: stiskněte %s a řekněte %s.",
	"run.voice-key-unknown":     "--voice-key %q: zadejte funkční klávesu (f1 až f12) nebo řídicí klávesu (ctrl+b, ctrl+g, ctrl+l, ctrl+n, ctrl+o, ctrl+p, ctrl+t, ctrl+v, ctrl+x, ctrl+y)",
	"run.voice-key-needs-input": "--voice-key vyžaduje --voice-input",
	"cmd.listen-too-short":      "Na tah příliš krátké: zvuk v nahrávce trvá méně než 120 ms.",
	"cmd.listen-narrow":         "Nahrávka má %d Hz: pro rozpoznávání příliš úzké pásmo, potřebuje %d Hz nebo víc (totéž způsobí i hlavička se špatnou frekvencí). Nahrajte ji znovu s 16000 Hz.",
	"device.mic-narrow":         "--microphone %s má %d Hz: pro rozpoznávání příliš úzké pásmo, potřebuje %d Hz nebo víc (totéž způsobí i hlavička se špatnou frekvencí); zvolte mikrofon nebo nahrávku s %[3]d Hz",
	"help.play.flag.voice-key":  "s --voice-input: tlačítko pro mluvení; každé stisknutí klávesy `KLÁVESA` (f1 až f12 nebo ctrl+b, g, l, n, o, p, t, v, x, y) otevře mikrofon pro jednu promluvu (držená klávesa je jedno stisknutí), místo stálého poslechu",
	"table.voice-key-listening": "Mluvte.",
	// coretext: pgn check --lang

	// coretext: the phonetic parser's errors (internal/phonetic)
	"phonetic.no-chess-words": "%q není tah: není v něm žádné šachové slovo (například %q)",
	"phonetic.ambiguous":      "%q je nejednoznačné: %s",
	"phonetic.not-legal-here": "%q tady není možný tah",
	"phonetic.unknown-word":   "%q: neznámé slovo %q",
	"phonetic.unknown-words":  "%q: neznámá slova %s",
	"phonetic.did-you-mean":   "%s; mysleli jste %s?",
	"phonetic.not-legal-in":   "tah %s není v pozici %s možný",
	"phonetic.bad-style":      "neznámý styl řeči %q: použijte jeden z %s",

	// coretext: the file system's errors met bare, and the system's own words quoted
	"os.err-exist":      "soubor už existuje",
	"os.err-not-exist":  "soubor neexistuje",
	"os.err-permission": "chybí oprávnění",
	"os.detail":         "hlášení systému: „%s“",

	// coretext: the two-board tracker's and the virtual board's errors (internal/twoboard)
	"twoboard.bad-board":            "šachovnice %q: čekám tactile nebo sighted",
	"twoboard.reset-illegal":        "tah %d (%s) není v pozici %s možný",
	"twoboard.push-illegal":         "tah %s není v pozici %s možný",
	"twoboard.lift-no-square":       "lift: chybí pole",
	"twoboard.lift-empty":           "lift %s: pole je prázdné; zvedněte figuru, která na šachovnici stojí",
	"twoboard.place-no-square":      "place: chybí pole",
	"twoboard.place-occupied":       "place %s: na poli stojí figura; nejdřív ji zvedněte",
	"twoboard.place-nothing-lifted": "place %s: žádná figura není zvednutá; nejdřív nějakou zvedněte",
	"twoboard.place-promotion":      "place %s %s: jen pěšec se mění v dámu, věž, střelce nebo jezdce",

	// coretext: braille codes and sheets, text encodings (internal/braille, internal/textenc)
	"braille.bad-code":       "braillský kód %q: použijte uk, de, cs nebo iccf",
	"braille.taking-display": "převzetí braillského řádku: %v",
	"braille.write-pef":      "zápis PEF: %v",
	"textenc.zeros":          "soubor obsahuje %d MiB nulových bajtů za sebou: není to text (obraz disku, poškozený soubor, /dev/zero); zkontrolujte, zda je to správný soubor",
	"textenc.utf16-no-bom":   "soubor je v UTF-16 bez značky pořadí bajtů (každý druhý bajt je nulový); uložte ho jako UTF-8 a zkuste to znovu",
	"textenc.invalid-count":  "vstup ohlásil neplatný počet přečtených bajtů",
	// speechtext: speech-dispatcher not running
	"speaking.ssip-not-running": "připojení k programu speech-dispatcher na %s: neběží; spusťte jej (speech-dispatcher), nebo zvolte jiný hlas pomocí --voice",

	// clitext: the command line's own errors (cobra, pflag) and the flags shared by the commands
	"catalog.bad-lang":         "--lang %q: zadejte de, en nebo cs",
	"cmd.say-wav-voice-failed": "%s: hlas selhal, soubor obsahuje jen %s sekundy; slova byla místo toho vypsána jako text. Zkuste to znovu s --voice clips.",
	"cmd.say-wav-read":         "%s: %v",
	"cli.see":                  "%v (viz %s)",
	"cli.unknown-command":      "%s nemá příkaz %q (viz %s)",
	"cli.unknown-command-near": "%s nemá příkaz %q; mysleli jste %s? (viz %s)",
	"cli.flag-unknown":         "neznámá volba %s",
	"cli.flag-unknown-in":      "neznámá volba %s v %s",
	"cli.flag-needs-value":     "volba %s potřebuje hodnotu",
	"cli.flag-out-of-range":    "%s %q: číslo je příliš velké",
	"cli.flag-bad-int":         "%s %q: zadejte celé číslo, například 3",
	"cli.flag-bad-float":       "%s %q: zadejte číslo, například 1.5",
	"cli.flag-bad-bool":        "%s %q: zadejte true nebo false, nebo jen samotnou volbu",
	"cli.flag-bad-duration":    "%s %q: zadejte dobu, například 300ms, 2s nebo 1m",
	"cli.flag-bad-value":       "%s %q: %v",
	"cli.flag-syntax":          "%q není volba: volba je --název nebo -x",
	"cli.args-at-most":         "%s: příliš mnoho argumentů (%s); nejvýše %s (viz %s)",
	"cli.args-at-least":        "%s: příliš málo argumentů; nejméně %s, ne %d (viz %s)",
	"cli.args-exactly":         "%s bere %s, ne %d (viz %s)",
	"cli.args-between":         "%s bere %d až %s, ne %d (viz %s)",
	"cli.arg-not-valid":        "%s: %q nelze; zadejte %s (viz %s)",
	"cli.flags-required":       "%s potřebuje %s (viz %s)",
	"cli.flags-together":       "%s patří k sobě; chybí %s (viz %s)",
	"cli.flags-one-of":         "%s potřebuje %s (viz %s)",
	"cli.flags-exclusive":      "%s se navzájem vylučují; zadejte jen %s (viz %s)",
	"cli.n-args#one":           "1 argument",
	"cli.n-args#few":           "%d argumenty",
	"cli.n-args#many":          "%d argumentů",
	"cli.hub-url":              "adresu hubu (blindchess hub ji řekne při spuštění)",
	"flag.bad-time":            "--time %v; například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)",
	"flag.bad-announce":        "--announce %v",
	"flag.bad-me":              "--me %q: zadejte bílý nebo černý",
	"flag.bad-style":           "--style %q: zadejte jeden z %s",
	"flag.bad-voice":           "--voice %q: takový hlas neexistuje; zadejte jeden z %s",
	"flag.bad-braille-code":    "--braille-code %q: zadejte uk, de, cs nebo iccf",
	"session.nothing-created":  "%v. Nic nebylo vytvořeno.",
	"cmd.recording-no-folder":  "%s: taková složka neexistuje; zadejte složku partie (partie jsou v %s)",
	"cmd.hub-listen-in-use":    "--listen %s: adresa je obsazená, možná jiným hubem; zadejte jiný port, například 127.0.0.1:8048",
	"cmd.hub-listen-denied":    "--listen %s: tento port není dovolen; zadejte port od 1024 výše, například 127.0.0.1:8047",
	"cmd.hub-listen":           "--listen %s: na této adrese hub nemůže naslouchat (%v); zadejte HOST:PORT, například 127.0.0.1:8047",
	"flag.bad-channel":         "%s %q: zadejte both, left nebo right",

	// review2: --lang on ports, perft and recording list/play, as README promises for every command
	"help.ports.flag.lang":          "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.perft.flag.lang":          "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.recording.list.flag.lang": "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.recording.play.flag.lang": "jazyk vypisovaného textu: de, en nebo cs (výchozí: jazyk systému)",
	"help.root.flag.lang":           "jazyk nápovědy: de, en nebo cs (výchozí: jazyk systému)",
	"help.help.flag.lang":           "jazyk nápovědy: de, en nebo cs (výchozí: jazyk systému)",

	// coordinator: microphones --test names its own flag
	"cmd.microphones-test-flag": "--test: %v",

	// polish: a game folder's word for a player without a name
	"files.folder-white": "Bílý",
	"files.folder-black": "Černý",

	// polish: a path that is no serial port says what it is
	"serialport.is-folder": "%s: složka, ne sériový port; zadejte port, ke kterému je šachovnice připojena (\"blindchess ports\" vypíše porty tohoto počítače)",
	"serialport.is-file":   "%s: obyčejný soubor, ne sériový port; zadejte port, ke kterému je šachovnice připojena (\"blindchess ports\" vypíše porty tohoto počítače)",

	// polish: check without a voice starts without the ears' instructions
	"check.start-no-voice": "Kontrola před kolem.",

	// polish: --lang of the commands that have no language of their own (board, pgn, recording, completion)
	"help.flag.lang": "jazyk nápovědy a hlášení: de, en nebo cs (výchozí: jazyk systému)",

	// polish: the clock's question for the time control: Enter, h and q
	"clock.ask-again":         "Zadejte číslo od 1 do %d nebo tempo jako 90+30, pak Enter; q ukončí.",
	"clock.left-before-start": "Tempo nezvoleno; hodiny se nespustily a nic se neuložilo.",

	// polish: listen FILE.wav says to give it as --wav
	"cmd.listen-give-wav": "listen bere nahrávku jako volbu --wav: blindchess listen --wav %s",

	// polish2: answer words where no question waits, and those that mean something else in the session's language
	"table.answer-ambiguous":   "Nejednoznačná odpověď: %s. Napište ano, nebo ne.",
	"table.answer-no-question": "Žádná otázka nečeká na odpověď: %s nic nemění. Zadejte tah nebo příkaz; nápověda je vypíše.",
	"table.answer-offer":       "Je tu nabídka remízy: přijmout ji přijme, odmítnout ji odmítne.",

	// polish2: a --chess960 out of range names the flag, the range and what to do (play, perft, position, say)
	"flag.chess960-range": "--chess960 %d: taková pozice Chess960 není; zadejte číslo od 0 do 959 (518 je základní postavení), nebo --chess960 vynechte pro běžné základní postavení",

	// warp: the frequency warp of the recogniser (--voice-warp)
	"voice.warp-range":            "Posun hlasu %g: mimo rozsah; zadejte číslo od %g do %g (1 znamená žádný posun)",
	"voice.warp-number":           "Posun hlasu %q: není to číslo; zadejte číslo od %g do %g (1 znamená žádný posun)",
	"voice.mllr-read":             "Transformace mluvčího %s: nelze přečíst (%v); zadejte soubor, který zapsal scripts/mllr-enrol.sh",
	"voice.mllr-bad":              "Transformace mluvčího %s: není to transformace modelu en-us (jedna třída, tři proudy po 13 číslech); vytvořte ji znovu pomocí scripts/mllr-enrol.sh",
	"run.voice-warp-needs-input":  "--voice-warp potřebuje --voice-input",
	"help.play.flag.voice-warp":   "s --voice-input: posun frekvencí `F` (0,7 až 1,3, výchozí 1: žádný) pro hlas, který rozpoznávání často slyší špatně; 1.2 nebo 1.3 pro vysoký hlas (dětský, mnoha žen); nejdřív vyzkoušejte s listen --voice-warp",
	"help.listen.flag.voice-warp": "posun frekvencí `F` (0,7 až 1,3, výchozí 1: žádný): slyšet nahrávku tak, jak by ji slyšel play --voice-warp F",
	// words: the arbiter's commands by their names in the language (help shows them; every language's name is read)
	"table.cmd-arbiter-time":       "čas",
	"table.cmd-arbiter-add":        "přidat",
	"table.cmd-arbiter-penalty":    "trest",
	"table.cmd-arbiter-illegal":    "nemožný",
	"table.cmd-arbiter-moves":      "tahy",
	"table.cmd-arbiter-result":     "výsledek",
	"table.cmd-arbiter-takeback":   "vrátit",
	"table.cmd-arbiter-accept":     "vyhovět",
	"table.cmd-arbiter-reject":     "zamítnout",
	"table.cmd-arbiter-increment":  "přídavek",
	"table.cmd-arbiter-allow-draw": "povolit-remízu",
	"table.cmd-arbiter-unseal":     "otevřít",
	"table.cmd-arbiter-log":        "protokol",
	"table.cmd-arbiter-compare":    "porovnat",
	"table.cmd-arbiter-retrace":    "návrat",

	// newuser: a --script that is missing or a folder says what to give instead (play, clock)
	"session.script-too-long":     "delší než %d MiB: nekonečný zdroj (jako /dev/zero), nebo to není skript",
	"run.play-script-unreadable":  "--script: %v; zadejte textový soubor s řádky \"<sekundy> <co se píše>\", například \"0 e4\" (nebo - pro standardní vstup)",
	"run.clock-script-unreadable": "--script: %v; zadejte textový soubor s řádky \"<sekundy> <akce>\", například \"12.5 press\"",
	"run.script-is-pgn":           "--script %[1]s je soubor PGN, ne skript (skript má řádky \"<sekundy> <co se píše>\", například \"0 e4\"). Jeho tahy uslyšíte: blindchess say --pgn %[1]s; jeho pozici s FEN pro play --fen: blindchess position --pgn %[1]s.",

	// newuser: a file or number given where only options go names the option that takes it (braille game.pgn, play game.journal, perft 5)
	"cli.give-as-flag": "%s to bere jako volbu --%s: %s --%s %s",

	// newuser: board WORD naming no board is refused naming board, not position
	"table.bad-board-arg": "šachovnice %q: zadejte samotné šachovnice, šachovnice hmatová nebo šachovnice vidící (a za tím zvednout e2, položit e4 …), nebo stranu či pole jako za pozice (šachovnice e4).",

	// newuser: say --out naming a folder or a missing folder says what to give
	"cmd.say-out-unwritable": "nelze mluvit: %v; zadejte u --out jméno souboru WAV v existující složce, například tahy.wav",

	// newuser: listen --wav naming a missing file or a folder says what to give
	"cmd.listen-wav-unreadable": "%v; zadejte u --wav nahrávku WAV jednoho tahu nebo dotazu, například: blindchess listen --wav tah.wav",

	// newuser: braille, say --pgn naming no file or a folder says what to give
	"cmd.pgnfile-give-a-file": "%s: %v; zadejte soubor PGN s partií, například %s partie.pgn",

	// newuser: a clock script that presses before start says to start it first
	"run.clock-script-not-started": "řádek skriptu %d (%s s): %v; nejdřív spusťte hodiny řádkem jako \"0 start\"",

	// newuser: say --out: the seconds written with the language's decimal mark (3,7 Sekunden)
	"cmd.say-wrote-decimal": "zapsáno %s: %s, %s sekundy",

	// newuser: play --resume of a folder without game.journal, --hub-token-file that cannot be read: what to give
	"run.play-resume-folder-without-journal": "--resume %s: v této složce není game.journal; zadejte složku partie (partie jsou v %s)",
	"hub.token-file-unreadable":              "--hub-token-file: %v; zadejte soubor, který zapsal hub kola (hub-round-N.token), zkopírovaný z počítače rozhodčího",

	// newuser: recording play: the plies recorded counted in the language's plural, and --out that cannot be written says what to give
	"cmd.recording-move-not-recorded": "tah %d v nahrávce není (nahráno: %s); viz 'blindchess recording list %s'",
	"cmd.recording-out-unwritable":    "zápis nahrávky tahu %d: %v; zadejte u --out jméno souboru WAV v existující složce, například tah.wav",

	// newuser: arbiter retrace past the end: the half-moves in the language's plural (1 Halbzug, 3 půltahy)
	"arbiter.no-such-move-count": "Po %s: takový tah partie nemá (má %s).",

	// newuser: arbiter compare agreeing: the half-moves in the language's plural
	"arbiter.agree-count": "Oba záznamy souhlasí: %s, poslední %s. Partie je správně; chybně je provedena ta šachovnice, která se liší.",

	// coord (session 11): counted nouns of the journal's recovery note
	"session.n-entries#one":  "1 úplný záznam",
	"session.n-entries#few":  "%d úplné záznamy",
	"session.n-entries#many": "%d úplných záznamů",
	"session.n-intact#one":   "1 neporušený záznam",
	"session.n-intact#few":   "%d neporušené záznamy",
	"session.n-intact#many":  "%d neporušených záznamů",
	"session.n-bytes#one":    "1 bajt",
	"session.n-bytes#few":    "%d bajty",
	"session.n-bytes#many":   "%d bajtů",

	// newuser2: the hourglass named in the session's language
	"clock.hourglass-name": "přesýpací hodiny %s",

	// newuser2: a microphone name that is a file which cannot be used
	"mic.no-such-file": "%s %s: takový soubor neexistuje; zadejte existující nahrávku WAV nebo jméno mikrofonu (vypíše je blindchess microphones)",
	"mic.is-folder":    "%s %s je složka: zadejte nahrávku WAV v ní nebo jméno mikrofonu (vypíše je blindchess microphones)",

	// newuser2: the arbiter log's own label for each clock change
	"table.log-kind-time-set":   "čas nastaven",
	"table.log-kind-time-added": "čas přidán",
	"table.log-kind-time-taken": "čas odebrán",
	"table.log-kind-moves-set":  "počet tahů nastaven",
	"table.log-kind-increment":  "přídavek",

	// newuser2: numbers with their nouns in the language's plural form
	"session.n-more-inputs#one":  "o 1 vstup více",
	"session.n-more-inputs#few":  "o %d vstupy více",
	"session.n-more-inputs#many": "o %d vstupů více",
	"audio.n-channels#one":       "1 kanál",
	"audio.n-channels#few":       "%d kanály",
	"audio.n-channels#many":      "%d kanálů",
	"rules.n-kings-white#one":    "1 bílý král",
	"rules.n-kings-white#few":    "%d bílí králové",
	"rules.n-kings-white#many":   "%d bílých králů",
	"rules.n-kings-black#one":    "1 černý král",
	"rules.n-kings-black#few":    "%d černí králové",
	"rules.n-kings-black#many":   "%d černých králů",

	// newuser2: the hub's page: a board whose players have no names
	"hub.page-board-unnamed": "Šachovnice %d: bílý proti černému",
	"hub.page-board-vi":      "%s; se zrakovým postižením: %s",

	// newuser2: a length of time in words (catalog.Span)
	"span.n-milliseconds#one":  "1 milisekundu",
	"span.n-milliseconds#few":  "%d milisekundy",
	"span.n-milliseconds#many": "%d milisekund",
	"span.n-hours#one":         "1 hodinu",
	"span.n-hours#few":         "%d hodiny",
	"span.n-hours#many":        "%d hodin",
	"span.n-seconds#one":       "1 sekundu",
	"span.n-seconds#few":       "%d sekundy",
	"span.n-seconds#many":      "%d sekund",
	"span.n-minutes#one":       "1 minutu",
	"span.n-minutes#few":       "%d minuty",
	"span.n-minutes#many":      "%d minut",

	// newuser2: a hub address that can never be reached
	"hub.bad-url": "%s %s: to není adresa hubu; zadejte ji s http://, například http://192.168.1.10:8047",

	// newuser2: pgn check given a folder
	"cmd.pgn-check-folder": "%s je složka: zadejte soubory PGN v ní, například %s",

	// newuser2: check: a voice that cannot play
	"check.voice-failed": "Kanály sluchátek nevyzkoušeny: hlas %s nemůže hrát (%v). Připojte zvukovou kartu se sluchátky a kontrolu spusťte znovu.",

	// newuser2: check: a virtual tactile board
	"check.virtual-tactile": "--tactile virtual: check čte skutečnou šachovnici; zadejte port hmatové šachovnice, například --tactile /dev/ttyACM0 (porty vypíše blindchess ports)",

	// newuser2: hub --db that cannot be the hub's database
	"hub.db-is-folder":  "--db %s je složka: zadejte soubor v ní, například --db %s",
	"hub.db-not-sqlite": "--db %s není databáze hubu (SQLite): zadejte nový název souboru, nebo hub-round-N.db, kterou hub zapsal; soubor zůstává, jak je",

	// newuser2: hub --push that is no web address
	"hub.bad-push-url": "--push %s: zadejte adresu push kola přenosu s https://, například https://lichess.org/api/broadcast/round/ID/push",

	// newuser2: an envelope of players without names
	"table.envelope-unnamed": "Obálka (směrnice I.2): hráči bez jmen. Zapečetěný tah: tah %d, zapečetil %s.",

	// newuser2: a script that is no text
	"table.script-not-text": "bajt %s není text; je to skript? Zadejte textový soubor s řádky \"<sekundy> <co se píše>\", například \"0 e4\"",

	// newuser2: a retrace to the starting position
	"table.confirm-retrace-start": "Rozhodčí: vrátit partii do výchozího postavení?",
	"arbiter.retraced-start":      "Rozhodčí: partie vrácena do výchozího postavení; škrtnuté půltahy: %d. Na tahu %s.",

	// newuser3: a typed line of only control bytes (a stray key)
	"table.stray-keys": "Zadána jen řídicí klávesa (%s); nic se nestalo. Zadejte tah nebo příkaz (nápověda je vypíše); samotný Enter stiskne hodiny.",
	"table.key-ctrl":   "Ctrl",

	// coordinator: the names of a cursor or editing key typed alone (a stray key)
	"table.key-up":        "šipka nahoru",
	"table.key-down":      "šipka dolů",
	"table.key-right":     "šipka doprava",
	"table.key-left":      "šipka doleva",
	"table.key-home":      "Home",
	"table.key-end":       "End",
	"table.key-insert":    "Insert",
	"table.key-delete":    "Delete",
	"table.key-page-up":   "Page Up",
	"table.key-page-down": "Page Down",

	// newuser3: a board's first word, that it shows the game (not "again")
	"board.agrees": "Souhlasí s partií: %s.",

	// newuser4: a braille scoresheet names an unnamed player by his side
	"braille.unnamed-white": "Bílý",
	"braille.unnamed-black": "Černý",

	// newuser4: no sound card: the cause and what to do first, the sound system's words after
	"speaking.then-detail":       "%v (%v)",
	"speaking.sound-system-says": "zvukový systém: %s",

	// newuser5: the question before a second illegal move ends the game (7.5.5)
	"table.confirm-second-illegal-white": "Rozhodčí: zapsat druhý nemožný tah bílého? Partie tím končí (článek 7.5.5).",
	"table.confirm-second-illegal-black": "Rozhodčí: zapsat druhý nemožný tah černého? Partie tím končí (článek 7.5.5).",
	"table.foreign-piece-letter":         "%s: %s tu není písmeno kamene; kameny se píší K D V S J (král, dáma, věž, střelec, jezdec) nebo anglicky K Q R B N.",
	"table.misnumbered":                  "Špatné číslo tahu: %s. Partie je u tahu %d, na tahu je %s. Zadejte tah bez čísla.",
	"table.command-typo":                 "Nerozumím: %s. Myslíte %s? Pak napište %s.",
	"table.ambiguous-promotion":          "Nejednoznačné: %s; doplňte kámen, kterým se pěšec stane: dáma, věž, střelec nebo jezdec (D, V, S, J).",
	"table.several-moves":                "Několik tahů na jednom řádku: %s. Zadávejte jeden tah po druhém; nic nebylo zahráno.",
	"table.arbiter-bad-set-time":         "Čas %q: rozhodčí čas nastaví čas na hodinách, například 1:30:00, 5:00, 90m nebo 2m30s; rozhodčí přidat STRANA -1m čas ubere.",
	"table.claim-not-pressed":            "%[1]s ještě nestiskl hodiny: po stisku je na tahu %[2]s a může reklamovat. Chcete-li místo toho reklamovat s tahem %[3]s, vezměte ho zpět (zpět) a napište reklamovat s tímto tahem (články 6.2, 9.2).",
	"table.arbiter-only-cmd":             "%s je příkaz rozhodčího: napište %s.",
	"table.arbiter-unknown":              "%q není příkaz rozhodčího; nápověda rozhodčí vypíše všechny.",

	// boards: a board that went away, what to do, and its return
	"board.lost":               "%s. Zkontrolujte kabel a napájení; než se vrátí, zapisujte tahy z klávesnice. Její postavení se pak přečte znovu.",
	"board.back":               "Opět připojena: %s.",
	"board.read-again":         "Znovu načtena: %s.",
	"drivers.short-dgt":        "šachovnici DGT",
	"drivers.short-millennium": "šachovnici Millennium",
	"drivers.short-certabo":    "šachovnici Certabo",
	"drivers.short-chessnut":   "šachovnici Chessnut",
	"drivers.short-tactile":    "hmatovou šachovnici",
	"serialport.in-use":        "%s: tento port má otevřený jiný program (druhý blindchess nebo software šachovnice); zavřete ho, nebo zadejte port této šachovnice (blindchess ports vypíše, která šachovnice je na kterém portu)",

	// arbiter: a claim or an arbiter's question stops the clock until the answer (6.11, 9.5.1); a clock set to zero is asked first (6.9)
	"table.question-stops-clock": "Hodiny stojí až do odpovědi.",
	"table.confirm-zero-white":   "Rozhodčí: nastavit hodiny bílého na nulu? Bílému spadne praporek, jakmile mu poběží hodiny: bílý prohrává, nebo je remíza, pokud černý nemůže dát mat (článek 6.9).",
	"table.confirm-zero-black":   "Rozhodčí: nastavit hodiny černého na nulu? Černému spadne praporek, jakmile mu poběží hodiny: černý prohrává, nebo je remíza, pokud bílý nemůže dát mat (článek 6.9).",

	// arbiter: an arbiter log line's move, side and game time in words (a screen reader reads "2...", "W" and "1:31:29" as symbols)
	"table.log-at-white": "Tah %d, na tahu bílý, %s od začátku partie.",
	"table.log-at-black": "Tah %d, na tahu černý, %s od začátku partie.",

	// arbiter: one touch of the touches list, its game time in words (a voice reads "0:07" as symbols)
	"board.touch-entry": "%s od začátku partie, %s, %s: %s",

	// small: a board that differs in many squares, said as a summary first (twoboard.Difference.Summary); the table adds how to hear every square
	"board.diff-summary-start#one":  "%d pole se liší; postavte základní postavení",
	"board.diff-summary-start#few":  "%d pole se liší; postavte základní postavení",
	"board.diff-summary-start#many": "%d polí se liší; postavte základní postavení",
	"board.diff-summary-game#one":   "%d pole se liší; postavte postavení partie",
	"board.diff-summary-game#few":   "%d pole se liší; postavte postavení partie",
	"board.diff-summary-game#many":  "%d polí se liší; postavte postavení partie",
	"board.diff-summary-hint":       "%s; každé pole uslyšíte, když napíšete šachovnice.",

	// leftovers: a board's press (a DGT clock's lever) while a claim's or the arbiter's question holds the clock
	"table.press-question-waits": "Stisk hodin odmítnut: otázka čeká na odpověď (ano, nebo cokoli jiného napsaného ke zrušení); hodiny do té doby stojí.",
}
