package table

import (
	"fmt"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// msgID names a sentence the table says that the phonetic vocabulary has no
// Words for. Each has a German, an English and a Czech form; the style's
// language picks one, so what is written and what is spoken are in the same
// language as the moves.
type msgID uint16

// The sentences.
const (
	msgNone msgID = iota
	msgGameStarts
	msgGameStartsBlack
	msgNotUnderstood
	msgVoiceNotUnderstood
	msgVoiceNoMove
	msgVoiceConfirm
	msgVoiceConfirmSaid
	msgVoiceNothing
	msgVoiceStale
	msgVoiceRejected
	msgIllegal
	msgAmbiguous
	msgKingInCheck
	msgGameOver
	msgNothingToPress
	msgNothingToUndo
	msgUndoCompleted
	msgTakenBack
	msgNoClock
	msgClockNotStarted
	msgClockIsPaused
	msgClockNotPaused
	msgClockAlreadyStarted
	msgTimeBackwards
	msgOffers
	msgOfferAlready
	msgOfferDeclined
	msgNoOffer
	msgAgreementTooEarly
	msgClaimNotYourMove
	msgClaimWrong
	msgClaimWrongNoClock
	msgResignWho
	msgNoFlag
	msgFlagAlreadyOver
	msgPenalty
	msgIllegalFirst
	msgIllegalFirstNoClock
	msgArbiterUsage
	msgArbiterBadSide
	msgArbiterBadTime
	msgArbiterBadResult
	msgArbiterBadNumber
	msgArbiterTimeSet
	msgArbiterTimeAdded
	msgArbiterTimeTaken
	msgTakebackOver
	msgArbiterMovesSet
	msgArbiterTakenBack
	msgArbiterNothingToTakeBack
	msgResultSet
	msgResumed
	msgResumedNoClock
	msgQuit
	msgUnknownHelp
	msgHelpIntro
	msgHelpMove
	msgHelpHelp
	msgHelpPress
	msgHelpUndo
	msgHelpTime
	msgHelpMoves
	msgHelpLast
	msgHelpRepeat
	msgHelpPosition
	msgHelpDraw
	msgHelpAccept
	msgHelpDecline
	msgHelpClaim
	msgHelpResign
	msgHelpFlag
	msgHelpPause
	msgHelpResume
	msgHelpStart
	msgHelpArbiter
	msgHelpQuit
	msgNoMoveYet
	msgBadPositionArg
	msgBadTimeArg
	msgReasonCheckmate
	msgReasonStalemate
	msgReasonDead
	msgReasonFivefold
	msgReason75
	msgReasonThreefold
	msgReason50
	msgReasonResignation
	msgReasonAgreement
	msgReasonTime
	msgReasonTimeNoMate
	msgReasonIllegal
	msgReasonIllegalNoMate
	msgReasonArbiter
	msgNothing
	msgWaitingForPress
	msgClaimFacts
	msgJournalFailed
	msgPGNFailed
	msgDidYouMean
	msgClockRunsAgain
	msgOr
	msgReopenLastMove
	msgSavedAgain
	msgDiskFull
	msgDiskReadOnly
	msgDiskNoPermission
	msgDiskNoFolder
	msgDiskIO
	msgDoDiskFull
	msgDoDiskReadOnly
	msgDoDiskNoPermission
	msgDoDiskNoFolder
	msgDoDiskIO
	msgDoDiskOther
	msgSessionJournalFailed
	msgDoDiskReadOnlyNoPGN
	msgDoDiskIONoPGN
	msgArbiterNoTime
	msgArbiterMovesSetSaid
	msgClaimIsOffer
	msgArbiterNoAddTime
	msgArbiterNoNumber
	msgArbiterTakeTooMuch
	msgArbiterAddTooMuch
	msgClockNotYours
	msgClockFrozen
	msgClockBadValue
	msgInternal
	msgHelpBoard
	msgHelpTouches
	msgHelpVoice
	msgHelpArbiterTime
	msgHelpArbiterAdd
	msgHelpArbiterPenalty
	msgHelpArbiterIllegal
	msgHelpArbiterMoves
	msgHelpArbiterResult
	msgHelpArbiterTakeback
	msgHelpArbiterCompare
	msgHelpArbiterRetrace
	msgClockPausedResume
	msgClockRunning
	numMsgs
)

// messages holds the sentences in German, English and Czech (the order of
// phonetic.Lang). Verbs are %s for names and %d for numbers, as fmt writes
// them.
var messages = [numMsgs][3]string{
	msgGameStarts:               {"Partie %s gegen %s. Weiß am Zug.", "Game %s against %s. White to move.", "Partie %s proti %s. Bílý na tahu."},
	msgGameStartsBlack:          {"Partie %s gegen %s. Schwarz am Zug.", "Game %s against %s. Black to move.", "Partie %s proti %s. Černý na tahu."},
	msgVoiceNotUnderstood:       {"Nicht verstanden; bitte noch einmal sagen.", "Not understood; please say it again.", "Nerozuměl jsem; řekněte to prosím znovu."},
	msgVoiceNoMove:              {"Gehört: %s. Das ist hier kein möglicher Zug; bitte noch einmal sagen.", "Heard: %s. That is not a legal move here; please say it again.", "Slyšel jsem: %s. To tu není možný tah; řekněte to prosím znovu."},
	msgVoiceConfirm:             {"Bestätigen mit ja (oder Enter), verwerfen mit nein.", "Confirm with yes (or Enter), cancel with no.", "Potvrďte: ano (nebo Enter), zrušte: ne."},
	msgVoiceConfirmSaid:         {"Ja oder nein?", "Yes or no?", "Ano, nebo ne?"},
	msgVoiceNothing:             {"Es wartet kein gehörter Zug auf Bestätigung.", "No move heard by voice is waiting to be confirmed.", "Žádný slyšený tah nečeká na potvrzení."},
	msgVoiceStale:               {"Der gehörte Zug %s gilt nicht mehr: die Stellung hat sich geändert. Bitte den Zug noch einmal sagen.", "The move heard, %s, no longer applies: the position has changed. Please say the move again.", "Slyšený tah %s už neplatí: pozice se změnila. Řekněte tah prosím znovu."},
	msgVoiceRejected:            {"Verworfen; bitte den Zug noch einmal sagen.", "Cancelled; please say the move again.", "Zrušeno; řekněte tah prosím znovu."},
	msgNotUnderstood:            {"Nicht verstanden: %s. Zug oder Befehl eingeben, Hilfe mit help.", "Not understood: %s. Type a move or a command; help lists them.", "Nerozumím: %s. Zadejte tah nebo příkaz, nápověda: help."},
	msgIllegal:                  {"Unmöglicher Zug: %s.", "Illegal move: %s.", "Nemožný tah: %s."},
	msgAmbiguous:                {"Mehrdeutig: %s. Gemeint: %s?", "Ambiguous: %s. Do you mean %s?", "Nejednoznačné: %s. Myslíte %s?"},
	msgKingInCheck:              {"Unmöglicher Zug: %s, der König stünde im Schach.", "Illegal move: %s would leave the king in check.", "Nemožný tah: %s, král by byl v šachu."},
	msgGameOver:                 {"Die Partie ist beendet (%s). Mit quit verlassen; ein falsches Ergebnis ändert der Schiedsrichter.", "The game is over (%s). Type quit to leave; the arbiter corrects a wrong result.", "Partie skončila (%s). Ukončete příkazem quit; chybný výsledek opraví rozhodčí."},
	msgNothingToPress:           {"Kein Zug wartet auf den Uhrdruck.", "No move is waiting to be completed.", "Žádný tah nečeká na stisk hodin."},
	msgNothingToUndo:            {"Kein Zug zum Zurücknehmen.", "There is no move to take back.", "Není tah, který by šlo vzít zpět."},
	msgUndoCompleted:            {"Der Zug %s ist abgeschlossen; nur der Schiedsrichter kann ihn zurücknehmen (arbiter takeback).", "The move %s is completed; only the arbiter can take it back (arbiter takeback).", "Tah %s je dokončen; vrátit ho může jen rozhodčí (arbiter takeback)."},
	msgTakenBack:                {"Zurückgenommen: %s.", "Taken back: %s.", "Vzato zpět: %s."},
	msgNoClock:                  {"Diese Partie hat keine Uhr (Bedenkzeit mit --time).", "This game has no clock (set one with --time).", "Tato partie nemá hodiny (nastavte --time)."},
	msgClockNotStarted:          {"Die Uhr ist noch nicht gestartet (start).", "The clock has not been started (start).", "Hodiny ještě nejsou spuštěny (start)."},
	msgClockIsPaused:            {"Die Uhr ist angehalten (resume).", "The clock is paused (resume).", "Hodiny jsou zastaveny (resume)."},
	msgClockNotPaused:           {"Die Uhr ist nicht angehalten.", "The clock is not paused.", "Hodiny nejsou zastaveny."},
	msgClockAlreadyStarted:      {"Die Uhr läuft bereits.", "The clock is already running.", "Hodiny už běží."},
	msgTimeBackwards:            {"Zeitangabe %s liegt vor der letzten (%s); Eingabe ignoriert.", "Time %s is before the last one (%s); input ignored.", "Čas %s je před posledním (%s); vstup ignorován."},
	msgOffers:                   {"%s bietet Remis an.", "%s offers a draw.", "%s nabízí remízu."},
	msgOfferAlready:             {"%s hat bereits Remis angeboten.", "%s has already offered a draw.", "%s už remízu nabídl."},
	msgOfferDeclined:            {"Remisangebot abgelehnt.", "Draw offer declined.", "Nabídka remízy odmítnuta."},
	msgNoOffer:                  {"Es liegt kein Remisangebot vor.", "There is no draw offer.", "Žádná nabídka remízy není."},
	msgAgreementTooEarly:        {"Remis durch Einigung erst, wenn beide Spieler gezogen haben (Artikel 5.2.3).", "A draw by agreement needs at least one move by each player (Article 5.2.3).", "Remíza dohodou až po prvním tahu obou hráčů (článek 5.2.3)."},
	msgClaimNotYourMove:         {"Reklamieren kann nur der Spieler am Zug.", "Only the player having the move can claim.", "Reklamovat může jen hráč na tahu."},
	msgClaimWrong:               {"Reklamation von %s unberechtigt: %s. %s erhält %s.", "Claim by %s is not correct: %s. %s gets %s.", "%s: neoprávněná reklamace, %s. %s: %s navíc."},
	msgClaimWrongNoClock:        {"Reklamation von %s unberechtigt: %s.", "Claim by %s is not correct: %s.", "%s: neoprávněná reklamace, %s."},
	msgResignWho:                {"Wer gibt auf? resign white oder resign black eingeben.", "Who resigns? Type resign white or resign black.", "Kdo se vzdává? Zadejte resign white nebo resign black."},
	msgNoFlag:                   {"Kein Fallblättchen ist gefallen.", "No flag has fallen.", "Žádný praporek nespadl."},
	msgFlagAlreadyOver:          {"Die Partie ist bereits beendet.", "The game is already over.", "Partie už skončila."},
	msgPenalty:                  {"%s erhält %s Zeitstrafe.", "%s gets %s penalty time.", "%s: %s navíc (trestný čas)."},
	msgIllegalFirst:             {"Erster regelwidriger Zug von %s: %s erhält %s.", "First illegal move by %s: %s gets %s.", "%s: první nemožný tah. %s: %s navíc."},
	msgIllegalFirstNoClock:      {"Erster regelwidriger Zug von %s (ohne Uhr keine Zeitstrafe).", "First illegal move by %s (no clock, so no penalty time).", "%s: první nemožný tah (bez hodin bez trestu)."},
	msgArbiterUsage:             {"Schiedsrichter: arbiter time SEITE ZEIT, arbiter add SEITE ZEIT, arbiter penalty SEITE, arbiter illegal SEITE, arbiter moves SEITE ZAHL, arbiter result ERGEBNIS (1-0, 0-1, 1/2 oder *), arbiter takeback, arbiter compare ZÜGE, arbiter retrace N.", "Arbiter: arbiter time SIDE TIME, arbiter add SIDE TIME, arbiter penalty SIDE, arbiter illegal SIDE, arbiter moves SIDE NUMBER, arbiter result RESULT (1-0, 0-1, 1/2 or *), arbiter takeback, arbiter compare MOVES, arbiter retrace N.", "Rozhodčí: arbiter time STRANA ČAS, arbiter add STRANA ČAS, arbiter penalty STRANA, arbiter illegal STRANA, arbiter moves STRANA POČET, arbiter result VÝSLEDEK (1-0, 0-1, 1/2 nebo *), arbiter takeback, arbiter compare TAHY, arbiter retrace N."},
	msgArbiterBadSide:           {"Seite %q: white oder black eingeben.", "Side %q: type white or black.", "Strana %q: zadejte white nebo black."},
	msgArbiterBadTime:           {"Zeit %q: zum Beispiel 1:30:00, 5:00, 90m, 2m30s oder -1m eingeben.", "Time %q: type for example 1:30:00, 5:00, 90m, 2m30s or -1m.", "Čas %q: zadejte například 1:30:00, 5:00, 90m, 2m30s nebo -1m."},
	msgArbiterBadResult:         {"Ergebnis %q: 1-0, 0-1, 1/2 oder * eingeben.", "Result %q: type 1-0, 0-1, 1/2 or *.", "Výsledek %q: zadejte 1-0, 0-1, 1/2 nebo *."},
	msgArbiterBadNumber:         {"Zahl %q: eine Zahl von 0 bis %d eingeben.", "Number %q: type a number from 0 to %d.", "Číslo %q: zadejte číslo od 0 do %d."},
	msgArbiterTimeSet:           {"Zeit von %s gesetzt: %s.", "%s's time set to %s.", "%s: nový čas %s."},
	msgArbiterTimeAdded:         {"%s: %s dazu, jetzt %s.", "%s: %s added, now %s.", "%s: %s navíc, nyní %s."},
	msgArbiterTimeTaken:         {"%s: %s abgezogen, jetzt %s.", "%s: %s taken off, now %s.", "%s: %s méně, nyní %s."},
	msgTakebackOver:             {"Die Partie ist beendet (%s); erst mit arbiter result * wieder öffnen.", "The game is over (%s); reopen it first with arbiter result *.", "Partie skončila (%s); nejprve ji znovu otevřete příkazem arbiter result *."},
	msgArbiterMovesSet:          {"Zugzähler von %s: %d.", "%s's move counter: %d.", "%s: počítadlo tahů %d."},
	msgArbiterTakenBack:         {"Schiedsrichter nimmt %s zurück. Uhr angehalten auf dem Stand vor dem Zug.", "The arbiter takes back %s. Clock paused at its times before the move.", "Rozhodčí bere zpět %s. Hodiny zastaveny na stavu před tahem."},
	msgArbiterNothingToTakeBack: {"Kein Zug zum Zurücknehmen.", "There is no move to take back.", "Není tah, který by šlo vzít zpět."},
	msgResultSet:                {"Ergebnis vom Schiedsrichter: %s.", "Result set by the arbiter: %s.", "Výsledek určený rozhodčím: %s."},
	msgResumed:                  {"Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; weiter mit resume.", "Game restored. Clock paused at its last known times; type resume to go on.", "Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem resume."},
	msgResumedNoClock:           {"Partie wiederhergestellt.", "Game restored.", "Partie obnovena."},
	msgQuit:                     {"Partie unterbrochen.", "Game left.", "Partie přerušena."},
	msgUnknownHelp:              {"Keinen Befehl %q gefunden. help listet alle.", "No command %q. help lists them all.", "Příkaz %q neexistuje. help vypíše všechny."},
	msgHelpIntro:                {"Befehle:", "Commands:", "Příkazy:"},
	msgHelpMove:                 {"Einen Zug eingeben: e4, Sf3, Nf3, g1f3, 7163 oder Springer Felix drei.", "Type a move: e4, Nf3, g1f3, 7163 or knight felix three.", "Zadejte tah: e4, Jf3, Nf3, g1f3, 7163 nebo jezdec Felix tři."},
	msgHelpHelp:                 {"Hilfe; help BEFEHL erklärt einen Befehl.", "Help; help COMMAND explains one command.", "Nápověda; help PŘÍKAZ vysvětlí jeden příkaz."},
	msgHelpPress:                {"Uhr drücken: schließt den Zug ab und startet die Uhr des Gegners.", "Press the clock: completes the move and starts the opponent's clock.", "Stisk hodin: dokončí tah a spustí soupeřovy hodiny."},
	msgHelpUndo:                 {"Nimmt einen Versprecher zurück, solange die Uhr nicht gedrückt ist.", "Takes back a slip before the clock is pressed.", "Vezme zpět přeřeknutí, dokud nejsou stisknuty hodiny."},
	msgHelpTime:                 {"Meine Zeit; time opponent die des Gegners; time both beide.", "My time; time opponent the opponent's; time both both.", "Můj čas; time opponent soupeřův; time both oba."},
	msgHelpMoves:                {"Zahl meiner Züge und Züge bis zur Zeitkontrolle.", "My number of moves and the moves to the time control.", "Počet mých tahů a tahů do časové kontroly."},
	msgHelpLast:                 {"Der letzte Zug.", "The last move.", "Poslední tah."},
	msgHelpRepeat:               {"Wiederholt die letzte Ansage.", "Repeats the last announcement.", "Zopakuje poslední hlášení."},
	msgHelpPosition:             {"Die Stellung; position white, black, me (meine Steine), opponent, ein Feld (e4 oder Eva vier), eine Linie (e oder Eva) oder eine Reihe (4 oder vier).", "The position; position white, black, me (my pieces), opponent, one square (e4 or Eva four), one file (e or Eva) or one rank (4 or four).", "Pozice; position white, black, me (moje kameny), opponent, pole (e4 nebo Eva čtyři), sloupec (e nebo Eva) nebo řada (4 nebo čtyři)."},
	msgHelpDraw:                 {"Remisangebot (=), vom Spieler, der gerade zieht.", "Draw offer (=), by the player who is moving.", "Nabídka remízy (=), od hráče, který táhne."},
	msgHelpAccept:               {"Nimmt das Remisangebot an.", "Accepts the draw offer.", "Přijme nabídku remízy."},
	msgHelpDecline:              {"Lehnt das Remisangebot ab.", "Declines the draw offer.", "Odmítne nabídku remízy."},
	msgHelpClaim:                {"Remisreklamation (Artikel 9.2, 9.3); mit Zug: claim Sf3 für den beabsichtigten Zug.", "Draw claim (Articles 9.2, 9.3); with a move: claim Nf3 for the intended move.", "Reklamace remízy (články 9.2, 9.3); s tahem: claim Jf3 pro zamýšlený tah."},
	msgHelpResign:               {"Aufgabe: resign white oder resign black.", "Resignation: resign white or resign black.", "Vzdání: resign white nebo resign black."},
	msgHelpFlag:                 {"Reklamiert das gefallene Fallblättchen.", "Claims the fallen flag.", "Reklamuje spadlý praporek."},
	msgHelpPause:                {"Hält die Uhr an, um den Schiedsrichter zu rufen.", "Stops the clock to call the arbiter.", "Zastaví hodiny kvůli rozhodčímu."},
	msgHelpResume:               {"Lässt die Uhr weiterlaufen.", "Restarts the clock.", "Znovu spustí hodiny."},
	msgHelpStart:                {"Startet die Uhr von Weiß.", "Starts White's clock.", "Spustí hodiny bílého."},
	msgHelpArbiter:              {"Schiedsrichterbefehle: Zeit setzen, Zeit geben, Zeitstrafe, regelwidriger Zug, Zugzähler, Ergebnis, Zug zurücknehmen, Partieformulare vergleichen, auf einen Zug zurücksetzen; help arbiter erklärt jeden.", "Arbiter commands: set time, add time, penalty, illegal move, move counter, result, take back, compare the scoresheets, go back to a move; help arbiter explains each.", "Příkazy rozhodčího: nastavit čas, přidat čas, trest, nemožný tah, počítadlo tahů, výsledek, vzít tah zpět, porovnat záznamy, vrátit se k tahu; help arbiter vysvětlí každý."},
	msgHelpQuit:                 {"Beendet das Programm; die Partie bleibt gespeichert.", "Leaves the program; the game stays saved.", "Ukončí program; partie zůstane uložena."},
	msgNoMoveYet:                {"Noch kein Zug.", "No move yet.", "Zatím žádný tah."},
	msgBadPositionArg:           {"position %q: white, black, me, opponent, ein Feld wie e4 oder Eva vier, eine Linie wie e oder Eva oder eine Reihe wie 4 oder vier eingeben.", "position %q: type white, black, me, opponent, a square like e4 or Eva four, a file like e or Eva, or a rank like 4 or four.", "position %q: zadejte white, black, me, opponent, pole jako e4 nebo Eva čtyři, sloupec jako e nebo Eva, nebo řadu jako 4 nebo čtyři."},
	msgBadTimeArg:               {"time %q: me, opponent oder both eingeben.", "time %q: type me, opponent or both.", "time %q: zadejte me, opponent nebo both."},
	msgReasonCheckmate:          {"Matt", "checkmate", "mat"},
	msgReasonStalemate:          {"Patt", "stalemate", "pat"},
	msgReasonDead:               {"tote Stellung, kein Matt mehr möglich", "dead position, no checkmate possible", "mrtvá pozice, mat už není možný"},
	msgReasonFivefold:           {"fünfmalige Stellungswiederholung", "fivefold repetition", "pětinásobné opakování pozice"},
	msgReason75:                 {"75-Züge-Regel", "75-move rule", "pravidlo 75 tahů"},
	msgReasonThreefold:          {"dreimalige Stellungswiederholung", "threefold repetition", "trojí opakování pozice"},
	msgReason50:                 {"50-Züge-Regel", "50-move rule", "pravidlo 50 tahů"},
	msgReasonResignation:        {"Aufgabe", "resignation", "vzdání"},
	msgReasonAgreement:          {"Einigung", "agreement", "dohoda"},
	msgReasonTime:               {"Zeitüberschreitung", "time forfeit", "překročení času"},
	msgReasonTimeNoMate:         {"Zeitüberschreitung, aber der Gegner kann nicht mehr mattsetzen", "time forfeit, but the opponent cannot checkmate", "překročení času, ale soupeř už nemůže dát mat"},
	msgReasonIllegal:            {"zweiter regelwidriger Zug", "second illegal move", "druhý nemožný tah"},
	msgReasonIllegalNoMate:      {"zweiter regelwidriger Zug, aber der Gegner kann nicht mehr mattsetzen", "second illegal move, but the opponent cannot checkmate", "druhý nemožný tah, ale soupeř už nemůže dát mat"},
	msgReasonArbiter:            {"Entscheidung des Schiedsrichters", "arbiter's decision", "rozhodnutí rozhodčího"},
	msgNothing:                  {"%s", "%s", "%s"},
	msgJournalFailed:            {"Warnung: Die Partie wird nicht gespeichert: %s. Sie läuft im Speicher weiter und wird nachgeschrieben, sobald der Datenträger es zulässt: %s.", "Warning: the game is not being saved: %s. It goes on in memory and is written as soon as the disk takes it: %s.", "Varování: partie se neukládá: %s. Hra pokračuje v paměti a zapíše se, jakmile to disk dovolí: %s."},
	msgDoDiskFull:               {"schaffen Sie Platz auf dem Datenträger", "free some space on that disk", "uvolněte místo na disku"},
	msgDoDiskReadOnly:           {"machen Sie den Datenträger beschreibbar (Schreibschutzschalter, oder mit Schreibrecht einhängen); geht das nicht, steht die PGN der Partie beim Beenden auf dem Bildschirm", "make the disk writable (its write-protect switch, or mount it read-write); if that cannot be done, the game's PGN is written on the screen when you quit", "povolte zápis na disk (přepínač ochrany proti zápisu, nebo jej připojte pro zápis); nejde-li to, PGN partie se při ukončení vypíše na obrazovku"},
	msgDoDiskNoPermission:       {"geben Sie sich Schreibrechte im Ordner", "give yourself the right to write in the folder", "povolte si zápis do složky"},
	msgDoDiskNoFolder:           {"legen Sie den Ordner an", "create the folder", "vytvořte složku"},
	msgDoDiskIO:                 {"der Datenträger ist vielleicht defekt; spielen Sie weiter, die PGN der Partie steht beim Beenden auf dem Bildschirm", "the disk may be failing; play on, and the game's PGN is written on the screen when you quit", "disk může být vadný; hrajte dál, PGN partie se při ukončení vypíše na obrazovku"},
	msgDoDiskOther:              {"schaffen Sie Platz oder machen Sie den Ordner beschreibbar", "free some space or make the folder writable", "uvolněte místo nebo povolte zápis do složky"},
	msgSessionJournalFailed:     {"Warnung: Das Journal wird nicht geschrieben: %s. Die Uhr läuft weiter; das Journal wird nachgeschrieben, sobald der Datenträger es zulässt: %s.", "Warning: the journal is not being written: %s. The clock goes on; the journal is written as soon as the disk takes it: %s.", "Varování: deník se nezapisuje: %s. Hodiny běží dál; deník se zapíše, jakmile to disk dovolí: %s."},
	msgDoDiskReadOnlyNoPGN:      {"machen Sie den Datenträger beschreibbar (Schreibschutzschalter, oder mit Schreibrecht einhängen)", "make the disk writable (its write-protect switch, or mount it read-write)", "povolte zápis na disk (přepínač ochrany proti zápisu, nebo jej připojte pro zápis)"},
	msgDoDiskIONoPGN:            {"der Datenträger ist vielleicht defekt", "the disk may be failing", "disk může být vadný"},
	msgSavedAgain:               {"Die Partie ist wieder gespeichert.", "The game is saved again.", "Partie je opět uložena."},
	msgPGNFailed:                {"Warnung: Die PGN-Datei kann nicht geschrieben werden: %s. Das Journal hält die Partie.", "Warning: the PGN file cannot be written: %s. The journal holds the game.", "Varování: soubor PGN nelze zapsat: %s. Partii drží deník."},
	msgDiskFull:                 {"die Platte ist voll", "the disk is full", "disk je plný"},
	msgDiskReadOnly:             {"der Datenträger ist schreibgeschützt", "the disk is read-only", "disk je jen pro čtení"},
	msgDiskNoPermission:         {"keine Schreibrechte im Ordner", "no permission to write in the folder", "chybí právo zápisu do složky"},
	msgDiskNoFolder:             {"der Ordner fehlt", "the folder does not exist", "složka neexistuje"},
	msgDiskIO:                   {"Ein- und Ausgabefehler der Platte", "the disk reports an input and output error", "chyba vstupu a výstupu disku"},
	msgClockRunsAgain:           {"Die Uhr läuft weiter.", "The clock runs again.", "Hodiny běží dál."},
	msgDidYouMean:               {"Gemeint: %s?", "Did you mean %s?", "Myslíte %s?"},
	msgOr:                       {" oder ", " or ", " nebo "},
	msgClaimIsOffer:             {"Die Reklamation gilt als Remisangebot von %s (Artikel 9.1.2.3).", "The claim counts as a draw offer by %s (Article 9.1.2.3).", "Reklamace platí jako nabídka remízy: %s (článek 9.1.2.3)."},
	msgArbiterMovesSetSaid:      {"Zugzähler von %s gesetzt.", "%s's move counter set.", "%s: počítadlo tahů nastaveno."},
	msgArbiterNoTime:            {"Zeit fehlt: arbiter time SEITE ZEIT, zum Beispiel arbiter time %s 1:30:00, 5:00, 90m oder 2m30s.", "The time is missing: arbiter time SIDE TIME, for example arbiter time %s 1:30:00, 5:00, 90m or 2m30s.", "Chybí čas: arbiter time STRANA ČAS, například arbiter time %s 1:30:00, 5:00, 90m nebo 2m30s."},
	msgArbiterNoAddTime:         {"Zeit fehlt: arbiter add SEITE ZEIT, zum Beispiel arbiter add %s 2m oder -1m.", "The time is missing: arbiter add SIDE TIME, for example arbiter add %s 2m or -1m.", "Chybí čas: arbiter add STRANA ČAS, například arbiter add %s 2m nebo -1m."},
	msgArbiterNoNumber:          {"Zahl fehlt: arbiter moves SEITE ZAHL, zum Beispiel arbiter moves %s 20.", "The number is missing: arbiter moves SIDE NUMBER, for example arbiter moves %s 20.", "Chybí číslo: arbiter moves STRANA POČET, například arbiter moves %s 20."},
	msgArbiterTakeTooMuch:       {"Zeit %q: so viel Zeit hat %s nicht mehr; arbiter time setzt eine Zeit.", "Time %q: %s does not have that much time left; arbiter time sets a time.", "Čas %q: tolik času %s nemá; arbiter time nastaví čas."},
	msgArbiterAddTooMuch:        {"Zeit %q: eine Uhr zeigt höchstens %s.", "Time %q: a clock shows at most %s.", "Čas %q: hodiny ukážou nejvýš %s."},
	msgReopenLastMove:           {"Der letzte Zug hat die Partie beendet (%s); arbiter takeback nimmt ihn zurück.", "The last move ended the game (%s); arbiter takeback takes it back.", "Partii ukončil poslední tah (%s); arbiter takeback ho vezme zpět."},
	msgClaimFacts:               {"die Stellung ist %d-mal aufgetreten, Halbzüge ohne Bauernzug und ohne Schlagen: %d", "the position has appeared %d time(s), half-moves without a pawn move or capture: %d", "pozice se objevila %d×, půltahů bez tahu pěšcem a bez braní: %d"},
	msgClockNotYours:            {"Die Uhr von %s läuft nicht; %s ist am Zug.", "%s's clock is not running; %s is to move.", "Hodiny: %s nemá spuštěný čas; na tahu je %s."},
	msgClockFrozen:              {"Die Uhr steht nach einem Fallblättchen; der Schiedsrichter stellt eine Zeit ein (arbiter time).", "The clock stopped at a flag fall; the arbiter sets a time (arbiter time).", "Hodiny stojí po pádu praporku; rozhodčí nastaví čas (arbiter time)."},
	msgClockBadValue:            {"Die Uhr nimmt diesen Wert nicht an: %s.", "The clock does not take this value: %s.", "Hodiny tuto hodnotu nepřijmou: %s."},
	msgInternal:                 {"Interner Fehler, nichts wurde geändert; bitte dem Schiedsrichter melden: %s.", "Internal error, nothing was changed; please tell the arbiter: %s.", "Vnitřní chyba, nic se nezměnilo; oznamte to rozhodčímu: %s."},
	msgWaitingForPress:          {"%s wartet auf den Uhrdruck.", "%s is waiting for the press.", "%s čeká na stisk hodin."},
	msgClockPausedResume:        {"Die Uhr ist angehalten; weiter mit resume.", "The clock is paused; type resume to go on.", "Hodiny jsou zastaveny; pokračujte příkazem resume."},
	msgClockRunning:             {"Die Uhr läuft.", "The clock is running.", "Hodiny běží."},
	msgHelpBoard:                {"Allein: wie die Bretter von der Partie abweichen, ganz; board tactile oder board sighted: ein Brett. Mit einem Ereignis: lift e2 (angehoben), place e4 (gesetzt; mit q dahinter: Umwandlung), snapshot (ganzes Brett), gone (Verbindung weg), fault (Störung).", "Alone: how the boards differ from the game, in full; board tactile or board sighted: one board. With an event: lift e2, place e4 (with q after it: the promotion), snapshot (the whole board), gone (the link went away), fault (noise on the line).", "Samotný: jak se šachovnice liší od partie, celý popis; board tactile nebo board sighted: jedna šachovnice. S událostí: lift e2 (zvednut), place e4 (postaven; s q za ním: proměna), snapshot (celá šachovnice), gone (spojení ztraceno), fault (porucha)."},
	msgHelpTouches:              {"Für den Schiedsrichter: alle Berührungen auf den Brettern, mit Zeit.", "For the arbiter: every touch on the boards, with its time.", "Pro rozhodčího: všechny doteky na šachovnicích, s časem."},
	msgHelpVoice:                {"Was die Spracherkennung gehört hat (mit --voice-input schreibt sie diese Zeilen selbst); ein gehörter Zug gilt erst nach ja.", "What the recogniser heard (with --voice-input it writes these lines itself); a move heard counts only after yes.", "Co rozpoznávání řeči slyšelo (s --voice-input tyto řádky píše samo); slyšený tah platí až po ano."},
	msgHelpArbiterTime:          {"Setzt die Zeit einer Seite, zum Beispiel arbiter time white 1:30:00.", "Sets a side's time, for example arbiter time white 1:30:00.", "Nastaví čas strany, například arbiter time white 1:30:00."},
	msgHelpArbiterAdd:           {"Gibt einer Seite Zeit dazu oder zieht sie ab, zum Beispiel arbiter add black 2m oder -1m.", "Adds time to a side or takes it off, for example arbiter add black 2m or -1m.", "Přidá straně čas nebo ubere, například arbiter add black 2m nebo -1m."},
	msgHelpArbiterPenalty:       {"Gibt einer Seite 2 Minuten dazu (im Schnell- und Blitzschach 1 Minute), wenn der Gegner bestraft wird.", "Adds 2 minutes to a side (1 minute in rapid and blitz) when the opponent is penalised.", "Přidá straně 2 minuty (v rapidu a bleskovce 1 minutu), když je soupeř potrestán."},
	msgHelpArbiterIllegal:       {"Ein abgeschlossener regelwidriger Zug einer Seite: der erste gibt dem Gegner Zeit, der zweite verliert (Artikel 7.5).", "A completed illegal move by a side: the first gives the opponent time, the second loses (Article 7.5).", "Dokončený nemožný tah strany: první dá soupeři čas, druhý prohrává (článek 7.5)."},
	msgHelpArbiterMoves:         {"Setzt den Zugzähler einer Seite, zum Beispiel arbiter moves white 20.", "Sets a side's move counter, for example arbiter moves white 20.", "Nastaví počítadlo tahů strany, například arbiter moves white 20."},
	msgHelpArbiterResult:        {"Setzt das Ergebnis; * öffnet eine irrtümlich beendete Partie wieder.", "Sets the result; * reopens a game ended by mistake.", "Určí výsledek; * znovu otevře omylem ukončenou partii."},
	msgHelpArbiterTakeback:      {"Nimmt den letzten Zug zurück, auch einen abgeschlossenen; die Uhr steht auf dem Stand vor dem Zug.", "Takes back the last move, completed or not; the clock goes back to its times before the move.", "Vezme zpět poslední tah, i dokončený; hodiny se vrátí na stav před tahem."},
	msgHelpArbiterCompare:       {"Vergleicht die Aufzeichnung mit dem Partieformular des Gegners (Anhang D.2.9), zum Beispiel arbiter compare e4 e5 Sf3.", "Compares the record with the opponent's scoresheet (Annex D.2.9), for example arbiter compare e4 e5 Nf3.", "Porovná záznam se soupeřovým zápisem (příloha D.2.9), například arbiter compare e4 e5 Jf3."},
	msgHelpArbiterRetrace:       {"Setzt die Partie auf die Stellung nach Zug N zurück; jedes Brett erfährt, wie es dorthin kommt (Anhang D.2.9).", "Takes the game back to the position after move N; each board is told how to get there (Annex D.2.9).", "Vrátí partii do pozice po tahu N; každá šachovnice se dozví, jak se tam dostat (příloha D.2.9)."},
}

// say returns the sentence id in the style's language with args filled in.
func say(style phonetic.Style, id msgID, args ...any) string {
	l := style.Lang()
	if int(l) > 2 {
		l = phonetic.English
	}
	s := messages[id][l]
	if len(args) > 0 {
		s = fmt.Sprintf(s, args...)
	}
	if style.IsASCII() {
		s = phonetic.Transliterate(s)
	}
	return s
}
