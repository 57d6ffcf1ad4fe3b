package table

import (
	"strings"
	"time"
)

// cmdKind is a command typed at the table.
type cmdKind uint8

// The commands. cmdMove is anything that is not a command: it is read as a
// move.
const (
	cmdMove cmdKind = iota
	cmdHelp
	cmdPress
	cmdUndo
	cmdTime
	cmdMoves
	cmdLast
	cmdRepeat
	cmdPosition
	cmdDraw
	cmdAccept
	cmdDecline
	cmdClaim
	cmdResign
	cmdFlag
	cmdPause
	cmdResume
	cmdArbiter
	cmdQuit
	cmdStart
	cmdVersion
	cmdTick     // a scripted instant without input, or a timer expiry
	cmdBoard    // a board event: "board tactile lift e2"
	cmdTouches  // the touches recorded on the boards
	cmdVoice    // words heard by the recogniser: "voice springer felix drei"
	cmdAdjourn  // Guideline I: "adjourn Nf3", the sealed move
	cmdVoiceKey // the push-to-talk key (KeyVoice)
	cmdCastle   // Guideline II.3.2.7.1: "I am going to castle"
	// cmdMisnumbered is a move typed with a move number that does not
	// fit the game ("12... Nf6" at White's 13th move): refused.
	cmdMisnumbered
)

// cmdDef is one command: its names (the first is the full name, the others
// one-letter or short forms), its argument synopsis, and its help message.
// The arbiter's commands, board and voice keep their German and Czech names
// in local; help shows the name of the session's language from the
// catalog ("table.cmd-…"), and every name is read in every session.
type cmdDef struct {
	kind  cmdKind
	names []string
	args  string
	help  msgID
	// local are the German and Czech names, with and without diacritics
	// (an arbiter's command, board, voice); names then holds the English
	// ones only, the canonical name and its English short forms, which
	// help lists in an English session ("arbiter time (set)").
	local []string
}

// canonical is the name the program dispatches on: the first English name.
func (d *cmdDef) canonical() string { return d.names[0] }

// commands are the typed commands, in the order help lists them.
var commands = []cmdDef{
	{cmdHelp, []string{"help", "h", "?", "hilfe", "napoveda", "nápověda"}, "[command]", msgHelpHelp, nil},
	{cmdPress, []string{"press", "p", ".", "drücken", "druecken", "stisk", "stisknout", "stiskni"}, "", msgHelpPress, nil},
	{cmdUndo, []string{"undo", "u", "rückgängig", "rueckgaengig", "zurück", "zurueck", "zpět", "zpet"}, "", msgHelpUndo, nil},
	{cmdTime, []string{"time", "t", "zeit", "cas", "čas"}, "[me|opponent|both]", msgHelpTime, nil},
	{cmdMoves, []string{"moves", "m", "züge", "zuege", "tahy"}, "[N|from M]", msgHelpMoves, nil},
	{cmdLast, []string{"last", "l", "letzter", "poslední", "posledni"}, "", msgHelpLast, nil},
	{cmdRepeat, []string{"repeat", "r", "wiederholen", "opakovat"}, "", msgHelpRepeat, nil},
	{cmdPosition, []string{"position", "pos", "board", "stellung", "pozice"}, "[white|black|me|opponent|square|file|rank]", msgHelpPosition, nil},
	{cmdDraw, []string{"draw", "d", "offer", "remis", "remiza", "remíza"}, "[white|black]", msgHelpDraw, nil},
	{cmdAccept, []string{"accept", "a", "annehmen", "přijmout", "prijmout", "přijímám", "prijimam"}, "", msgHelpAccept, nil},
	{cmdDecline, []string{"decline", "no", "ablehnen", "odmítnout", "odmitnout", "odmítám", "odmitam"}, "", msgHelpDecline, nil},
	{cmdClaim, []string{"claim", "c", "reklamieren", "reklamovat", "reklamace"}, "[move]", msgHelpClaim, nil},
	{cmdResign, []string{"resign", "aufgeben", "vzdát", "vzdat", "vzdávám", "vzdavam"}, "white|black", msgHelpResign, nil},
	{cmdFlag, []string{"flag", "f", "fallblättchen", "fallblaettchen", "praporek"}, "", msgHelpFlag, nil},
	{cmdStart, []string{"start", "s", "starten", "spustit"}, "", msgHelpStart, nil},
	{cmdPause, []string{"pause", "z", "stop", "anhalten", "pauza", "zastavit"}, "", msgHelpPause, nil},
	{cmdResume, []string{"resume", "continue", "go", "weiter", "fortsetzen", "pokračovat", "pokracovat"}, "", msgHelpResume, nil},
	{cmdArbiter, []string{"arbiter", "arb", "schiedsrichter", "rozhodčí", "rozhodci"}, "time|add|penalty|illegal|stands|moves|result|takeback|accept|reject|increment|allow-draw|unseal|log|compare|retrace …", msgHelpArbiter, nil},
	{cmdVersion, []string{"version", "verze"}, "", msgHelpVersion, nil},
	{cmdAdjourn, []string{"adjourn", "vertagen", "odložit", "odlozit"}, "MOVE", msgHelpAdjourn, nil},
	{cmdCastle, []string{"castle", "rochade", "rošáda", "rosada"}, "", msgHelpCastle, nil},
	{cmdQuit, []string{"quit", "q", "exit", "beenden", "ende", "konec", "skončit", "skoncit"}, "", msgHelpQuit, nil},
}

// moreCommands are the commands readLine reads before the table of
// commands (a board's events and the boards' state, the touches, the
// recogniser's words): help lists them after it. The boards' drivers and
// the recogniser write their lines in English ("board tactile lift e2",
// "voice …"); a person may type the German or Czech names.
var moreCommands = []cmdDef{
	{cmdBoard, []string{"board"}, "[tactile|sighted] [lift e2|place e4 [q]|snapshot …|gone|fault]", msgHelpBoard, []string{"brett", "šachovnice", "sachovnice"}},
	{cmdTouches, []string{"touches", "berührungen", "beruehrungen", "doteky"}, "", msgHelpTouches, nil},
	{cmdVoice, []string{"voice"}, "[words]", msgHelpVoice, []string{"stimme", "hlas"}},
}

// arbiterCommands are the arbiter's commands ("arbiter penalty white"), in
// the order help lists them; help finds each by its own name too ("help
// penalty"). Their names in the three languages are distinct from each
// other (TestArbiterNamesAreDistinct); they follow the arbiter command, so
// none is ever read as a move.
var arbiterCommands = []cmdDef{
	{cmdArbiter, []string{"time", "set"}, "white|black TIME", msgHelpArbiterTime, []string{"zeit", "čas", "cas"}},
	{cmdArbiter, []string{"add"}, "white|black TIME", msgHelpArbiterAdd, []string{"geben", "přidat", "pridat"}},
	{cmdArbiter, []string{"penalty"}, "white|black", msgHelpArbiterPenalty, []string{"strafe", "trest"}},
	{cmdArbiter, []string{"illegal"}, "white|black [press]", msgHelpArbiterIllegal, []string{"regelwidrig", "nemožný", "nemozny", "nepovolený", "nepovoleny"}},
	{cmdArbiter, []string{"stands"}, "", msgHelpArbiterStands, []string{"gilt", "platí", "plati"}},
	{cmdArbiter, []string{"moves"}, "white|black NUMBER", msgHelpArbiterMoves, []string{"züge", "zuege", "tahy"}},
	{cmdArbiter, []string{"result"}, "1-0|0-1|1/2|*|0-0|1/2-0|0-1/2", msgHelpArbiterResult, []string{"ergebnis", "výsledek", "vysledek"}},
	{cmdArbiter, []string{"takeback", "back"}, "", msgHelpArbiterTakeback, []string{"zurücknehmen", "zuruecknehmen", "vrátit", "vratit"}},
	{cmdArbiter, []string{"accept"}, "", msgHelpArbiterAccept, []string{"stattgeben", "vyhovět", "vyhovet"}},
	{cmdArbiter, []string{"reject"}, "", msgHelpArbiterReject, []string{"zurückweisen", "zurueckweisen", "zamítnout", "zamitnout"}},
	{cmdArbiter, []string{"increment"}, "TIME", msgHelpArbiterIncrement, []string{"inkrement", "přídavek", "pridavek", "přírůstek", "prirustek"}},
	{cmdArbiter, []string{"allow-draw"}, "", msgHelpArbiterAllowDraw, []string{"remis-erlauben", "povolit-remízu", "povolit-remizu"}},
	{cmdArbiter, []string{"unseal"}, "", msgHelpArbiterUnseal, []string{"öffnen", "oeffnen", "otevřít", "otevrit"}},
	{cmdArbiter, []string{"log"}, "", msgHelpArbiterLog, []string{"protokoll", "protokol"}},
	{cmdArbiter, []string{"compare"}, "MOVES", msgHelpArbiterCompare, []string{"vergleichen", "porovnat"}},
	{cmdArbiter, []string{"retrace"}, "N", msgHelpArbiterRetrace, []string{"zurücksetzen", "zuruecksetzen", "návrat", "navrat"}},
}

// boardWords are the words of a board line after board: the board
// (tactile, sighted) and its event (lift, place, snapshot, gone, fault),
// the canonical English word first, then the German and Czech ones. The
// drivers and the virtual boards' scripts write English; a person may type
// either.
var boardWords = [][]string{
	{"tactile", "steckbrett", "hmatová", "hmatova"},
	{"sighted", "sehend", "vidící", "vidici"},
	{"lift", "heben", "zvednout"},
	{"place", "setzen", "položit", "polozit"},
	{"snapshot", "abbild", "snímek", "snimek"},
	{"gone", "weg", "pryč", "pryc"},
	{"fault", "störung", "stoerung", "porucha"},
}

// boardWord returns the canonical English word of a word of a board line
// ("steckbrett" → "tactile", "heben" → "lift"), or the word in lower case
// when it is none of them.
func boardWord(w string) string {
	w = strings.ToLower(w)
	for _, ws := range boardWords {
		for _, n := range ws {
			if w == n {
				return ws[0]
			}
		}
	}
	return w
}

// command is a parsed input line.
type command struct {
	kind cmdKind
	def  *cmdDef
	args []string // the words after the command name
	text string   // the whole line, trimmed (the move text for cmdMove)
	// other is, for a move, the command the line would be read as if it
	// were not a move ("D h5" in German: the draw command d).
	other *cmdDef
	// interrupt: the line is Ctrl+C (KeyCtrlC) at the terminal.
	interrupt bool
	// board: the position command typed as "board e4" (machineLine),
	// whose refusal names board, the word typed.
	board bool
	// said is, for a line of the recogniser, the instant its words ended
	// (the "@12.345" of VoiceLine, Setup.VoiceSaidAt); stamped tells
	// that the line has one.
	said    time.Duration
	stamped bool
}

// findCommand returns the command with the given name in defs, in any
// language, or nil.
// PlayerCommand returns the English name of the player's command that word
// names in any language, as play reads it ("zeit", "čas", "t" → "time";
// "stisk" → "press"), or "" when word names none. The talking clock takes
// the same words.
func PlayerCommand(word string) string {
	if d := findCommand(commands, strings.TrimSpace(word)); d != nil {
		return d.canonical()
	}
	return ""
}

func findCommand(defs []cmdDef, name string) *cmdDef {
	name = strings.TrimPrefix(strings.ToLower(name), "/")
	for i := range defs {
		for _, n := range defs[i].names {
			if name == n {
				return &defs[i]
			}
		}
		for _, n := range defs[i].local {
			if name == n {
				return &defs[i]
			}
		}
	}
	return nil
}

// ArbiterCommand returns the English name of the arbiter's command that
// word names in any language, as play reads it after arbiter ("geben",
// "přidat" → "add"; "zeit", "čas" → "time"), or "" when word names none.
// The talking clock's arbiter's correction takes the same words.
func ArbiterCommand(word string) string {
	if d := findCommand(arbiterCommands, strings.TrimSpace(word)); d != nil {
		return d.canonical()
	}
	return ""
}

// IsArbiterWord reports whether word is the arbiter command's own name in
// any language (arbiter, schiedsrichter, rozhodčí, …).
func IsArbiterWord(word string) bool {
	d := findCommand(commands, strings.TrimSpace(word))
	return d != nil && d.kind == cmdArbiter
}
