package table

import (
	"strings"
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
)

// cmdDef is one command: its names (the first is the full name, the others
// one-letter or short forms), its argument synopsis, and its help message.
type cmdDef struct {
	kind  cmdKind
	names []string
	args  string
	help  msgID
}

// commands are the typed commands, in the order help lists them.
var commands = []cmdDef{
	{cmdHelp, []string{"help", "h", "?", "hilfe", "napoveda", "nápověda"}, "[command]", msgHelpHelp},
	{cmdPress, []string{"press", "p", ".", "drücken", "druecken", "stisk", "stisknout", "stiskni"}, "", msgHelpPress},
	{cmdUndo, []string{"undo", "u", "rückgängig", "rueckgaengig", "zurück", "zurueck", "zpět", "zpet"}, "", msgHelpUndo},
	{cmdTime, []string{"time", "t", "zeit", "cas", "čas"}, "[me|opponent|both]", msgHelpTime},
	{cmdMoves, []string{"moves", "m", "züge", "zuege", "tahy"}, "", msgHelpMoves},
	{cmdLast, []string{"last", "l", "letzter", "poslední", "posledni"}, "", msgHelpLast},
	{cmdRepeat, []string{"repeat", "r", "wiederholen", "opakovat"}, "", msgHelpRepeat},
	{cmdPosition, []string{"position", "pos", "board", "stellung", "pozice"}, "[white|black|me|opponent|square|file|rank]", msgHelpPosition},
	{cmdDraw, []string{"draw", "d", "offer", "remis", "remiza", "remíza"}, "[white|black]", msgHelpDraw},
	{cmdAccept, []string{"accept", "a", "annehmen", "přijmout", "prijmout", "přijímám", "prijimam"}, "", msgHelpAccept},
	{cmdDecline, []string{"decline", "no", "ablehnen", "odmítnout", "odmitnout", "odmítám", "odmitam"}, "", msgHelpDecline},
	{cmdClaim, []string{"claim", "c", "reklamieren", "reklamovat", "reklamace"}, "[move]", msgHelpClaim},
	{cmdResign, []string{"resign", "aufgeben", "vzdát", "vzdat", "vzdávám", "vzdavam"}, "white|black", msgHelpResign},
	{cmdFlag, []string{"flag", "f", "fallblättchen", "fallblaettchen", "praporek"}, "", msgHelpFlag},
	{cmdStart, []string{"start", "s", "starten", "spustit"}, "", msgHelpStart},
	{cmdPause, []string{"pause", "z", "stop", "anhalten", "pauza", "zastavit"}, "", msgHelpPause},
	{cmdResume, []string{"resume", "continue", "go", "weiter", "pokračovat", "pokracovat"}, "", msgHelpResume},
	{cmdArbiter, []string{"arbiter", "arb", "schiedsrichter", "rozhodčí", "rozhodci"}, "time|add|penalty|illegal|moves|result|takeback|accept|reject|increment|allow-draw|unseal|log|compare|retrace …", msgHelpArbiter},
	{cmdVersion, []string{"version", "verze"}, "", msgHelpVersion},
	{cmdAdjourn, []string{"adjourn", "vertagen", "odložit", "odlozit"}, "MOVE", msgHelpAdjourn},
	{cmdQuit, []string{"quit", "q", "exit", "beenden", "konec"}, "", msgHelpQuit},
}

// moreCommands are the commands readLine reads before the table of
// commands (a board's events and the boards' state, the touches, the
// recogniser's words): help lists them after it.
var moreCommands = []cmdDef{
	{cmdBoard, []string{"board"}, "[tactile|sighted] [lift e2|place e4 [q]|snapshot …|gone|fault]", msgHelpBoard},
	{cmdTouches, []string{"touches", "berührungen", "beruehrungen", "doteky"}, "", msgHelpTouches},
	{cmdVoice, []string{"voice"}, "[words]", msgHelpVoice},
}

// arbiterCommands are the arbiter's commands ("arbiter penalty white"), in
// the order help lists them; help finds each by its own name too ("help
// penalty").
var arbiterCommands = []cmdDef{
	{cmdArbiter, []string{"time", "set"}, "white|black TIME", msgHelpArbiterTime},
	{cmdArbiter, []string{"add"}, "white|black TIME", msgHelpArbiterAdd},
	{cmdArbiter, []string{"penalty"}, "white|black", msgHelpArbiterPenalty},
	{cmdArbiter, []string{"illegal"}, "white|black", msgHelpArbiterIllegal},
	{cmdArbiter, []string{"moves"}, "white|black NUMBER", msgHelpArbiterMoves},
	{cmdArbiter, []string{"result"}, "1-0|0-1|1/2|*", msgHelpArbiterResult},
	{cmdArbiter, []string{"takeback", "back"}, "", msgHelpArbiterTakeback},
	{cmdArbiter, []string{"accept"}, "", msgHelpArbiterAccept},
	{cmdArbiter, []string{"reject"}, "", msgHelpArbiterReject},
	{cmdArbiter, []string{"increment"}, "TIME", msgHelpArbiterIncrement},
	{cmdArbiter, []string{"allow-draw"}, "", msgHelpArbiterAllowDraw},
	{cmdArbiter, []string{"unseal"}, "", msgHelpArbiterUnseal},
	{cmdArbiter, []string{"log"}, "", msgHelpArbiterLog},
	{cmdArbiter, []string{"compare"}, "MOVES", msgHelpArbiterCompare},
	{cmdArbiter, []string{"retrace"}, "N", msgHelpArbiterRetrace},
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
}

// findCommand returns the command with the given name in defs, or nil.
func findCommand(defs []cmdDef, name string) *cmdDef {
	name = strings.TrimPrefix(strings.ToLower(name), "/")
	for i := range defs {
		for _, n := range defs[i].names {
			if name == n {
				return &defs[i]
			}
		}
	}
	return nil
}
