package catalog

// english holds the English sentences, by key.
var english = map[string]string{
	// Words that join the parts of a list.
	"catalog.or":  "or",
	"catalog.and": "and",

	// Reading files of any size (say --pgn, recording play, listen --wav).
	"cmd.pgn-strict-warning": "%v (--strict; without it this is a warning)",
	"cmd.say-game-skipped":   "%s: %v; this game is skipped",
	"cmd.say-none-said":      "--pgn %s: none of its %s could be said (named above)",
	"cmd.say-some-skipped":   "--pgn %s: %d of %s skipped (named above), the others said",
	"cmd.rec-none-readable":  "move %d: none of its segments could be read (named above)",
	"capture.too-long":       "%s is %s long; give a recording of at most %s (cut it: sox %s cut.wav trim 0 %d)",
	"capture.too-long-open":  "%s is more than %s long; give a recording of at most %s (cut it: sox %s cut.wav trim 0 %d)",

	// The recording scoresheet (internal/recording).
	"recording.no-index":         "no recording in %s: %v",
	"recording.read":             "reading %s: %v",
	"recording.line-too-long":    "%s line %d is longer than %d bytes, not a recording entry; skipped",
	"recording.bad-line":         "%s line %d is not a recording entry; skipped",
	"recording.outside":          "%s line %d names %q, which is not a file of the recording folder; skipped",
	"recording.segment-outside":  "%q is not a file of the recording folder; it is not played",
	"recording.segment-not-file": "%s is not a regular file (a link, a pipe or a device); it is not played",
	"recording.segment-open":     "opening %s: %v",

	// The game at the table (internal/table).
	"table.game-starts":                  "Game %s against %s. White to move.",
	"table.game-starts-black":            "Game %s against %s. Black to move.",
	"table.voice-not-understood":         "Not understood; please say it again.",
	"table.voice-no-move":                "Heard: %s. That is not a legal move here; please say it again.",
	"table.voice-confirm":                "Confirm with yes (or Enter), cancel with no.",
	"table.voice-confirm-said":           "Yes or no?",
	"table.voice-nothing":                "No move heard by voice is waiting to be confirmed.",
	"table.voice-stale":                  "The move heard, %s, no longer applies: the position has changed. Please say the move again.",
	"table.voice-rejected":               "Cancelled; please say the move again.",
	"table.not-understood":               "Not understood: %s. Type a move or a command; help lists them.",
	"table.illegal":                      "Illegal move: %s.",
	"table.ambiguous":                    "Ambiguous: %s. Do you mean %s?",
	"table.king-in-check":                "Illegal move: %s would leave the king in check.",
	"table.game-over":                    "The game is over (%s). Type quit to leave; the arbiter corrects a wrong result.",
	"table.nothing-to-press":             "No move is waiting to be completed.",
	"table.nothing-to-undo":              "There is no move to take back.",
	"table.undo-completed":               "The move %s is completed; only the arbiter can take it back (arbiter takeback).",
	"table.taken-back":                   "Taken back: %s.",
	"table.no-clock":                     "This game has no clock (set one with --time).",
	"table.clock-not-started":            "The clock has not been started (start).",
	"table.clock-is-paused":              "The clock is paused; type resume to go on.",
	"table.clock-not-paused":             "The clock is not paused.",
	"table.clock-already-started":        "The clock is already running.",
	"table.time-backwards":               "Time %s s is before the last one (%s s); input ignored. A script's times are seconds on the game's time line (a resumed game's goes on from its journal) and only go up.",
	"table.offers":                       "%s offers a draw.",
	"table.offer-already":                "%s has already offered a draw.",
	"table.offer-declined":               "Draw offer declined.",
	"table.no-offer":                     "There is no draw offer.",
	"table.agreement-too-early":          "A draw by agreement needs at least one move by each player (Article 5.2.3).",
	"table.claim-not-your-move":          "Only the player having the move can claim.",
	"table.claim-wrong":                  "Claim by %s is not correct: %s. %s gets %s.",
	"table.claim-wrong-no-clock":         "Claim by %s is not correct: %s.",
	"table.resign-who":                   "Who resigns? Type resign white or resign black.",
	"table.no-flag":                      "No flag has fallen.",
	"table.flag-already-over":            "The game is already over.",
	"table.illegal-first":                "First illegal move by %s: %s gets %s.",
	"table.illegal-first-no-clock":       "First illegal move by %s (no clock, so no penalty time).",
	"table.arbiter-usage":                "Arbiter: arbiter time SIDE TIME, arbiter add SIDE TIME (the side gains), arbiter penalty OFFENDER, arbiter illegal OFFENDER, arbiter moves SIDE NUMBER, arbiter result RESULT (1-0, 0-1, 1/2 or *), arbiter takeback, arbiter compare MOVES, arbiter retrace N.",
	"table.arbiter-bad-side":             "Side %q: type white or black.",
	"table.arbiter-bad-time":             "Time %q: type for example 1:30:00, 5:00, 90m, 2m30s or -1m.",
	"table.arbiter-bad-result":           "Result %q: type 1-0, 0-1, 1/2 or *, or an exceptional result 0-0, 1/2-0 or 0-1/2.",
	"table.arbiter-bad-result-plain":     "Result %q: type 1-0, 0-1, 1/2 or *.",
	"table.arbiter-bad-number":           "Number %q: type a number from 0 to %d.",
	"table.arbiter-time-set":             "%s's time set to %s.",
	"table.arbiter-time-added":           "%s: %s added, now %s.",
	"table.arbiter-time-taken":           "%s: %s taken off, now %s.",
	"table.takeback-over":                "The game is over (%s); reopen it first with arbiter result *.",
	"table.arbiter-moves-set":            "%s's move counter: %d.",
	"table.arbiter-taken-back":           "The arbiter takes back %s. Clock paused at its times before the move.",
	"table.arbiter-nothing-to-take-back": "There is no move to take back.",
	"table.result-set":                   "Result set by the arbiter: %s.",
	"table.resumed":                      "Game restored. Clock paused at its last known times; type resume to go on.",
	"table.resumed-no-clock":             "Game restored.",
	"table.quit":                         "Game interrupted.",
	"table.unknown-help":                 "No command %q. help lists them all.",
	"table.help-intro":                   "Commands:",
	"table.help-move":                    "Type a move: e4, Nf3, g1f3, 7163 or knight felix three.",
	"table.help-help":                    "Help; help COMMAND explains one command.",
	"table.help-press":                   "Press the clock: completes the move and starts the opponent's clock.",
	"table.help-undo":                    "Takes back a slip before the clock is pressed.",
	"table.help-time":                    "My time; time opponent the opponent's; time both both; time white or time black that side's.",
	"table.help-moves":                   "My number of moves and the moves to the time control; moves 5 reads the last five moves, moves from 12 the moves from move 12 on.",
	"table.help-last":                    "The last move.",
	"table.help-repeat":                  "Repeats the last announcement.",
	"table.help-position":                "The position; position white, black, me (my pieces), opponent, one square (e4 or Eva four), one file (e or Eva) or one rank (4 or four).",
	"table.help-draw":                    "Draw offer (=), by the player who is moving.",
	"table.help-accept":                  "Accepts the draw offer.",
	"table.help-decline":                 "Declines the draw offer.",
	"table.help-claim":                   "Draw claim (Articles 9.2, 9.3); with a move: claim Nf3 for the intended move.",
	"table.help-resign":                  "Resignation: resign white or resign black.",
	"table.help-flag":                    "Claims the fallen flag.",
	"table.help-pause":                   "Stops the clock to call the arbiter.",
	"table.help-resume":                  "Restarts the clock.",
	"table.help-start":                   "Starts the clock of the side to move.",
	"table.help-arbiter":                 "Arbiter commands: set time, add time, penalty, illegal move, an illegal move that stands, move counter, result, take back, rule on a claim, increment, allow a draw offer, unseal, the log, compare the scoresheets, go back to a move; help arbiter explains each.",
	"table.help-quit":                    "Leaves the program; the game stays saved.",
	"table.no-move-yet":                  "No move yet.",
	"table.bad-position-arg":             "position %q: type white, black, me, opponent, a square like e4 or Eva four, a file like e or Eva, or a rank like 4 or four.",
	"table.bad-time-arg":                 "time %q: type me, opponent, both, white or black.",
	"table.reason-checkmate":             "checkmate",
	"table.reason-stalemate":             "stalemate",
	"table.reason-dead":                  "dead position, no checkmate possible",
	"table.reason-fivefold":              "fivefold repetition",
	"table.reason-75":                    "75-move rule",
	"table.reason-threefold":             "threefold repetition",
	"table.reason-50":                    "50-move rule",
	"table.reason-resignation":           "resignation",
	"table.reason-agreement":             "agreement",
	"table.reason-time":                  "time forfeit",
	"table.reason-time-no-mate":          "time forfeit, but the opponent cannot checkmate",
	"table.reason-illegal":               "second illegal move",
	"table.reason-illegal-no-mate":       "second illegal move, but the opponent cannot checkmate",
	"table.reason-arbiter":               "arbiter's decision",
	"table.nothing":                      "%s",
	"table.journal-failed":               "Warning: the game is not being saved: %s. It goes on in memory and is written as soon as the disk takes it: %s.",
	"table.do-disk-full":                 "free some space on that disk",
	"table.do-disk-read-only":            "make the disk writable (its write-protect switch, or mount it read-write); if that cannot be done, the game's PGN is written on the screen when you quit",
	"table.do-disk-no-permission":        "give yourself the right to write in the folder",
	"table.do-disk-no-folder":            "create the folder",
	"table.do-disk-io":                   "the disk may be failing; play on, and the game's PGN is written on the screen when you quit",
	"table.do-disk-other":                "free some space or make the folder writable",
	"table.session-journal-failed":       "Warning: the journal is not being written: %s. The clock goes on; the journal is written as soon as the disk takes it: %s.",
	"table.do-disk-read-only-no-pgn":     "make the disk writable (its write-protect switch, or mount it read-write)",
	"table.do-disk-io-no-pgn":            "the disk may be failing",
	"table.saved-again":                  "The game is saved again.",
	"table.journal-removed":              "Warning: the journal file was deleted during the game (%s); it was written again from memory, with every input of the game. Nothing is lost; if a program cleans up that folder, stop it.",
	"table.journal-removed-said":         "Warning: the journal file was deleted during the game; it was written again from memory, with every input of the game. Nothing is lost; if a program cleans up that folder, stop it.",
	"table.journal-changed":              "Warning: the journal file was changed by another program during the game (%s); it was written again from memory, with every input of the game. Nothing is lost; do not open the journal in another program while the game goes on.",
	"table.journal-changed-said":         "Warning: the journal file was changed by another program during the game; it was written again from memory, with every input of the game. Nothing is lost; do not open the journal in another program while the game goes on.",
	"table.journal-changed-kept":         "The changed file is kept as %s.",
	"table.pgn-failed":                   "Warning: the PGN file cannot be written: %s. The journal holds the game.",
	"table.disk-full":                    "the disk is full",
	"table.disk-read-only":               "the disk is read-only",
	"table.disk-no-permission":           "no permission to write in the folder",
	"table.disk-no-folder":               "the folder does not exist",
	"table.disk-io":                      "the disk reports an input and output error",
	"table.clock-runs-again":             "The clock runs again.",
	"table.did-you-mean":                 "Did you mean %s?",
	"table.or":                           " or ",
	"table.claim-is-offer":               "The claim counts as a draw offer by %s (Article 9.1.2.3).",
	"table.arbiter-moves-set-said":       "%s's move counter set.",
	"table.arbiter-moves-period":         "By this count %s is in period %d, and its time, %s, was not added: arbiter add %s %s adds it.",
	"table.arbiter-moves-period-back":    "By this count %s is back in period %d, and %s is added again at the time control; if it was given already, arbiter add %s -%s takes it away.",
	"table.arbiter-no-time":              "The time is missing: arbiter time SIDE TIME, for example arbiter time %s 1:30:00, 5:00, 90m or 2m30s.",
	"table.arbiter-no-add-time":          "The time is missing: arbiter add SIDE TIME, for example arbiter add %s 2m or -1m.",
	"table.arbiter-no-number":            "The number is missing: arbiter moves SIDE NUMBER, for example arbiter moves %s 20.",
	"table.arbiter-take-too-much":        "Time %q: %s does not have that much time left; arbiter time sets a time.",
	"table.arbiter-add-too-much":         "Time %q: a clock shows at most %s.",
	"table.reopen-last-move":             "The last move ended the game (%s); arbiter takeback takes it back.",
	"table.times#one":                    "once",
	"table.times#other":                  "%d times",
	"table.claim-facts":                  "the position has appeared %s, half-moves without a pawn move or capture: %d",
	"table.clock-not-yours":              "%s's clock is not running; %s is to move.",
	"table.clock-frozen":                 "The clock stopped at a flag fall; the arbiter sets a time (arbiter time).",
	"table.clock-bad-value":              "The clock does not take this value: %s.",
	"table.internal":                     "Internal error, nothing was changed; please tell the arbiter: %s.",
	"table.waiting-for-press":            "%s is waiting for the press.",

	// The read-back's question with push-to-talk (--voice-key): the key, then the answer.
	"table.voice-confirm-key":      "Confirm: press %s and say yes (or press Enter); cancel: press %s and say no.",
	"table.voice-confirm-key-said": "Press %s, then yes or no?",

	// The boards of a game (internal/table, boards.go).
	"board.no-boards":         "This game has no boards; play --tactile virtual or --sighted virtual gives them.",
	"board.usage":             "Board line not understood; write board tactile or board sighted, then lift e2, place e4 (q after it for a promotion) or snapshot …",
	"board.no-such-board":     "There is no board %q in this game; tactile or sighted.",
	"board.empty":             "There is no piece on %s; only a piece can be lifted.",
	"board.bad-piece":         "Piece %q: write one letter of FEN, K Q R B N P for White, k q r b n p for Black.",
	"board.cannot-place":      "Nothing can be placed on %s: the square is taken or no piece is lifted.",
	"board.bad-snapshot":      "Snapshot: %v.",
	"board.promotion":         "Promotion: to which piece? Queen, rook, bishop or knight.",
	"board.promotion-kept":    "Promotion to %s noted.",
	"board.ambiguous":         "The board shows more than one move: %s. Please say the move.",
	"board.synced":            "The %s is in step again.",
	"board.press-away":        "Press refused: the %s is not connected, so the move made on it cannot be read; type the move, or press again once the board is back.",
	"board.not-made":          "Press refused: the move is not yet made on the %s (the piece on its new square, the captured piece removed).",
	"board.press-promotion":   "Press refused: the tactile board cannot tell the new piece; say which it is first (Annex D.2.1): queen, rook, bishop or knight.",
	"board.for-arbiter":       "For the arbiter: %s",
	"board.touch-move":        "%s touched first, then %s played (Article 4.3).",
	"board.touch-castle":      "%s touched first, then %s, then %s played, not the castling (Article 4.4.1).",
	"board.no-touches":        "No touches recorded.",
	"board.touches":           "Touches: %d.",
	"board.fault":             "The %s reports a fault; play goes on, and the board is checked again when it sends a whole picture; the report: %s.",
	"board.verifying-tactile": "Checking the tactile board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then.",
	"board.verifying-sighted": "Checking the sighted board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then.",

	// The session around a game: its files, saving, resuming.
	"session.rescue-both":              "blindchess: neither the journal nor the PGN could be written (%v). Here is the game:\n\n%s",
	"session.rescue-pgn":               "blindchess: the PGN file could not be written (%v). Here is the game:\n\n%s",
	"session.folder":                   "The game is saved in the folder %s.",
	"session.resume-hint":              "After a crash: %s",
	"session.no-home-temp":             "No home folder ($HOME is not set), so the game is kept in the temporary folder %s, which the system may empty when it restarts: copy the game from there, or set HOME, or give --journal FILE.",
	"session.no-home-temp-short":       "No home folder: the game is kept in a temporary folder, which the system may empty when it restarts.",
	"session.no-home-temp-clock":       "No home folder ($HOME is not set), so the clock's journal is kept in the temporary folder %s, which the system may empty when it restarts: set HOME, or give --journal FILE.",
	"session.games-folder-moved":       "The games folder %s cannot be written (%s), so the game is saved instead in the temporary folder %s, which the system may empty when it restarts: copy the game from there, or make the games folder writable.",
	"session.games-folder-moved-short": "The games folder cannot be written (%s), so the game is saved in a temporary folder, which the system may empty when it restarts.",
	"session.clocks-folder-moved":      "The clocks folder %s cannot be written (%s), so the clock's journal is kept in the temporary folder %s, which the system may empty when it restarts.",
	"session.files":                    "Journal: %s. PGN: %s.",
	"session.saved-short":              "The game is being saved.",
	"session.saved-end":                "Game saved.",
	"session.torn":                     "The last, incomplete entry of the journal (%s, never acknowledged) was dropped.",
	"session.recovered":                "Warning: the journal was damaged from line %d on (%s). %s recovered; %s (%s) dropped.",
	"session.recovered-lost":           " Of them, %s after a lost one cannot be replayed without it.",
	"session.recovered-copy":           " The damaged file is kept as %s.",
	"session.recovered-copy-later":     " The damaged file is left as it is until the disk takes writes; then it is copied aside first.",
	"session.recovered-said":           "Warning: the journal was damaged. %s recovered, %s dropped.",
	"session.over":                     "Game over: %s. PGN: %s.",
	"session.saved-journal":            "The game is saved in its journal. To go on: blindchess play --resume %s",
	"session.all-lost":                 "Warning: the game could not be saved (%s); its PGN follows on standard error.",
	"session.all-lost-said":            "Warning: the game is not saved; its PGN is on the screen.",
	"session.journal-lost":             "Warning: the journal could not be saved completely (%s); the game is in the PGN file %s.",
	"session.journal-lost-said":        "Warning: only the PGN file is saved.",
	"session.pgn-lost":                 "Warning: the PGN file could not be written (%s); it follows on standard error.",
	"session.pgn-lost-said":            "Warning: the PGN file is not written; it is on the screen.",
	"session.rescued":                  "The journal and the PGN are saved instead in the folder %s. To go on: blindchess play --resume %s",
	"session.rescued-said":             "The game is saved in another folder.",
	"session.rescue-failed":            "No other folder took the game either (%v).",
	"session.pgn-outside":              "The journal names the PGN file %s, which is not beside it: the PGN is written to %s. A resume writes outside the journal's folder only to a file given with --pgn.",
	"session.clock-rescued":            "The clock's journal could not be written on its disk; it is saved instead as %s. To go on: blindchess clock --resume %s",
	"session.clock-rescue-failed":      "The clock's journal could not be written completely, and no other folder took it (%s).",
	"session.rescue-newer":             "A later copy of this game, saved when its disk was full, holds %s: %s. Go on from it: blindchess play --resume %s (or remove the copy to go on from this journal).",
	"session.clock-rescue-newer":       "A later copy of this clock's journal, saved when its disk was full, holds %s: %s. Go on from it: blindchess clock --resume %s (or remove the copy to go on from this journal).",
	"session.saved":                    "Game saved. PGN: %s. To go on: blindchess play --resume %s",

	// The devices around the table: microphone, recording, recogniser.
	"device.mic-missing":            "The microphone is not available (%s); play goes on without recording and voice input.",
	"device.mic-missing-said":       "No microphone; play goes on without recording and voice input.",
	"device.mic-not-built":          "This build of blindchess cannot use a microphone (it was built without cgo); play goes on without recording and voice input. The Linux build made with cgo has both: make deps, then make build (docs/platforms.md).",
	"device.mic-not-built-said":     "This blindchess has no microphone; play goes on without recording and voice input.",
	"device.voice-not-built":        "This build of blindchess has no voice input (pocketsphinx; it was built without cgo); please type. The Linux build made with cgo has it: make deps, then make build (docs/platforms.md).",
	"device.voice-not-built-said":   "This blindchess has no voice input; please type.",
	"device.mic-failed":             "The microphone failed (%s); play goes on without recording and voice input. What was recorded so far is saved.",
	"device.mic-failed-said":        "The microphone failed; play goes on without recording and voice input.",
	"device.mic-missing-retry":      "The microphone is not available (%s); play goes on without recording and voice input until one is plugged in.",
	"device.mic-missing-retry-said": "No microphone; play goes on without it until one is plugged in.",
	"device.mic-lost":               "The microphone failed (%s); play goes on without recording and voice input until it is back. What was recorded so far is saved.",
	"device.mic-lost-said":          "The microphone failed; play goes on without it until it is back.",
	"device.mic-back":               "The microphone is back: %s.",
	"device.mic-back-said":          "The microphone is back.",
	"device.mic-ended":              "The recording used as the microphone (%s) has ended; play goes on without a microphone.",
	"device.rec-failed":             "The recording cannot be saved (%s); play goes on without recording.",
	"device.rec-failed-said":        "The recording cannot be saved; play goes on without recording.",
	"device.rec-slow":               "The recording cannot keep up (starting a segment took longer than %s); play goes on without recording. What was recorded so far is saved.",
	"device.voice-failed":           "Voice input stopped (%s); please type instead.",
	"device.voice-failed-said":      "Voice input stopped; please type instead.",
	"device.voice-on":               "Voice input on: say a move (%s) or %s. A move heard is said back and counts only after %s (or Enter).",
	"device.voice-on-clock":         "Voice input on: say %s.",
	"device.mic-on":                 "Microphone: %s.",
	"device.mic-on-said":            "Microphone on.",
	"device.rec-on":                 "Recording, into %s.",
	"device.rec-on-said":            "Recording.",
	"device.braille-none":           "No braille display: %s. Everything else goes on without it.",
	"device.braille-none-said":      "No braille display; everything else goes on without it.",
	"device.braille-no-display":     "BRLTTY runs but has no braille display: connect it, and check that BRLTTY's braille driver finds it (“brltty -b DRIVER -d DEVICE”)",
	"device.braille-no-server":      "BRLTTY is not running (no BrlAPI server answers at %s): start it with “sudo systemctl start brltty” or “brltty -b DRIVER -d DEVICE”, or set BRLAPI_HOST",
	"device.braille-too-big":        "BRLTTY reports a braille display of %d×%d cells, more than the %d this program writes to; a real display has at most a few hundred: check BRLAPI_HOST and the braille driver",
	"device.braille-lost":           "The braille display failed (%s); it is looked for again, and play goes on without it until then.",
	"device.braille-lost-said":      "The braille display failed; play goes on without it.",
	"device.braille-back":           "The braille display is back.",
	"device.braille-dropped":        "The braille display failed again (%s); play goes on without it. Resume the game (--resume) to try it again.",
	"device.braille-slow":           "The braille display takes nothing (nothing written within %s); play goes on without it and does not wait for it. Resume the game (--resume) to try it again.",
	"device.braille-flood":          "The braille display sends keys without end (more than %d in a second); play goes on without it. Resume the game (--resume) to try it again.",
	"device.braille-dropped-said":   "The braille display is switched off; play goes on without it.",

	// The arbiter's compare and retrace (Annex D.2.9).
	"arbiter.usage":       "Arbiter: arbiter compare MOVES (the sighted player's scoresheet, e.g. 1. e4 e5 2. Nf3), arbiter retrace N white or N black (after that side's move N; N alone is White's, N... Black's), 0 for the start.",
	"arbiter.bad-move":    "The sighted player's scoresheet: %s at %s is not a move (%v). Please check that move.",
	"arbiter.agree-empty": "Both scoresheets are empty: no move has been made yet.",
	"arbiter.shorter":     "The sighted player's scoresheet ends after %s; up to there both agree. Missing from it: %s.",
	"arbiter.longer":      "The sighted player's scoresheet has more moves: after %s, it has %s, which was not played here.",
	"arbiter.part":        "The scoresheets part at %s: here %s, on the sighted player's %s. The last move they agree on: %s. Take the game back with: arbiter retrace %s",
	"arbiter.start":       "the start",
	// compare names a move in words, as the arbiter log does (not "3..."):
	// as a subject or object, and after "at"/"after" (Czech: "tahu").
	"arbiter.move-white":       "move %d, White",
	"arbiter.move-black":       "move %d, Black",
	"arbiter.move-white-after": "move %d, White",
	"arbiter.move-black-after": "move %d, Black",
	"arbiter.bad-target":       "%q: write the move number and the side, N white or N black (N alone is White's move, N... Black's), 0 for the start.",
	"arbiter.retraced":         "Arbiter: the game is taken back to the position after %s; half-moves struck out: %d. %s to move.",
	"arbiter.clocks":           "Clocks: White %s, Black %s; paused, type resume to go on.",

	// The table's errors about its setup, scripts and files.
	"table.bad-board-mode":       "the %s board %q: write %s or %s",
	"table.script-line":          "script line %d: %s",
	"table.script-line-form":     "%v (a line is \"<seconds> <what is typed>\")",
	"table.script-bad-time":      "time %q: write seconds such as 12.5, or m:ss or h:mm:ss",
	"table.script-bad-seconds":   "time %q: the seconds after a colon are two digits (00-59)",
	"table.script-time-too-long": "time %q is more than %v",
	"table.script-backwards":     "time %s s is before the previous line's %s s; put the lines in time order",
	"table.journal-setup":        "the game setup in the journal: %v",
	"table.rescue-nowhere":       "there is no other folder to save the game in",
	"table.rescue-folders-full":  "%s: 99 rescue folders exist already",
	"table.write-failed":         "write %s: %v",
	"table.sync-failed":          "sync folder of %s: %v",
	"table.resume-bad-chess960":  "--chess960 %q is not a number; leave it out to continue the game of the journal",
	"table.resume-bad-bool":      "--%s %q: write true or false, or leave it out to continue the game of the journal",
	"table.resume-unchecked":     "--%s cannot be checked against the journal; leave it out with --resume",
	"table.resume-differs":       "--%[1]s %[2]s differs from the game in the journal, which has %[3]s: leave --%[1]s out (a resumed game keeps its setup), or start a new game without --resume",
	"table.fen-and-chess960":     "give either a FEN or a Chess960 number, not both",
	"table.bad-chess960":         "Chess960 position %d: write a number from 0 to 959",
	"table.bad-fen":              "start position: %v",
	"table.encode-setup":         "encode game setup: %v",
	"table.no-setup":             "the journal header has no game setup",

	// The table's commands as help names them, and their arguments.
	"table.cmd-help":      "help",
	"table.cmd-press":     "press",
	"table.cmd-undo":      "undo",
	"table.cmd-time":      "time",
	"table.cmd-moves":     "moves",
	"table.cmd-last":      "last",
	"table.cmd-repeat":    "repeat",
	"table.cmd-position":  "position",
	"table.cmd-draw":      "draw",
	"table.cmd-accept":    "accept",
	"table.cmd-decline":   "decline",
	"table.cmd-claim":     "claim",
	"table.cmd-resign":    "resign",
	"table.cmd-flag":      "flag",
	"table.cmd-start":     "start",
	"table.cmd-pause":     "pause",
	"table.cmd-resume":    "resume",
	"table.cmd-arbiter":   "arbiter",
	"table.cmd-quit":      "quit",
	"table.args-help":     "[command]",
	"table.args-time":     "[me, opponent, both, white or black]",
	"table.args-position": "[white, black, me, opponent, square, file or rank]",
	"table.args-moves":    "[N or from M]",
	"table.args-draw":     "[white or black]",
	"table.args-claim":    "[move]",
	"table.args-resign":   "white or black",
	"table.args-arbiter":  "time, add, penalty, illegal, stands, moves, result, takeback, accept, reject, increment, allow-draw, unseal, log, compare or retrace",

	// The talking clock (internal/talkclock).
	"clock.greeting":                    "Clock %s: %s (%s).",
	"clock.greeting-side":               "You are %s. Press space to start White's clock, h for help.",
	"clock.greeting-side-lines":         "You are %s. An empty line (Enter) starts White's clock, h for help.",
	"clock.category-standard":           "standard",
	"clock.category-rapid":              "rapid",
	"clock.category-blitz":              "blitz",
	"clock.side-white":                  "White",
	"clock.side-black":                  "Black",
	"clock.input-ended":                 "Input ended; the clock is stopped.",
	"clock.unknown-action":              "unknown action %q; use one of %s",
	"clock.voice-not-understood":        "Not understood; say it again: time, moves or repeat.",
	"clock.voice-heard":                 "Heard %q: the clock answers time, moves and repeat.",
	"clock.not-quitting-goes-on":        "Not quitting; the clock goes on.",
	"clock.not-quitting":                "Not quitting.",
	"clock.quit-question":               "Quit the clock? Press y to quit, any other key to go on.",
	"clock.correct-ask":                 "Arbiter's correction: type, for example, add black 2m, time white 1:20:00, moves white 40 or penalty white, then Enter; Backspace deletes a character, Enter alone cancels.",
	"clock.correct-cancelled":           "No correction; the clock is as it was.",
	"clock.correct-usage":               "Correction not understood: %q. Type k, then add, time, moves or penalty, white or black, and the time or the number, for example add black 2m; the clock is as it was.",
	"clock.correct-too-much":            "Not done: %s has only %s; the clock is as it was.",
	"clock.corrected-add":               "Arbiter's correction: %s, %s added.",
	"clock.corrected-take":              "Arbiter's correction: %s, %s taken away.",
	"clock.corrected-time":              "Arbiter's correction: %s, time set.",
	"clock.corrected-moves":             "Arbiter's correction: %s, move count set to %d.",
	"clock.corrected-moves-period":      "By this count %s is in period %d, and its time, %s, was not added: k, then add %s %s, adds it.",
	"clock.corrected-moves-period-back": "By this count %s is back in period %d, and %s is added again at the time control; if it was given already, k, then add %s -%s, takes it away.",
	"clock.corrected-penalty":           "Arbiter's correction: penalty for %s; %s, %s added.",
	"clock.help":                        "Keys: space, Enter or p presses the clock (the first press starts White's clock).\nt my time, o opponent's time, b both times, m move count, r time-control status, s starts the clock.\nz pause or resume, q quit, h this help.",
	"clock.help-k":                      "Keys: space, Enter or p presses the clock (the first press starts White's clock).\nt my time, o opponent's time, b both times, m move count, r time-control status, s starts the clock.\nz pause or resume, k the arbiter's correction, q quit, h this help.",
	"clock.answer-no-question":          "%q answers no question: none waits; press h for help.",
	"clock.unknown-key":                 "%q is not a key of the clock; press h for help.",
	"clock.restored":                    "Clock restored from its journal, paused at its last known times; press z to resume.",
	"clock.refused-not-started":         "The clock has not started; press space to start White's clock.",
	"clock.refused-not-started-lines":   "The clock has not started; an empty line (Enter) starts White's clock.",
	"clock.refused-paused":              "The clock is paused; press z to resume.",
	"clock.refused-frozen":              "The clock stopped when a flag fell; call the arbiter, or press q to quit.",
	"clock.refused-not-paused":          "The clock is not paused.",
	"clock.refused":                     "Not done: %s.",
	"clock.encode-setup":                "encode clock setup: %v",
	"clock.not-clock":                   "this journal holds a game, not a clock session: continue it with blindchess play --resume",
	"clock.journal-setup":               "clock setup in the journal header: %v",
	"clock.resume-differs":              "--%[1]s %[2]s differs from the clock in the journal, which has %[3]s: leave --%[1]s out (a resumed clock keeps its setup), or start a new clock without --resume",
	"clock.journal-note":                "Clock journal: %[1]s. After a crash: blindchess clock --resume %[1]s",
	"clock.no-journal":                  "The clock keeps no journal (%s); it cannot be resumed after a crash. Give --journal FILE to keep one.",
	"clock.no-control":                  "no time control given: use --time, for example --time 90+30",
	"clock.ask":                         "Time control? Type a number or a time control such as 90+30, then Enter:",
	"clock.no-choice":                   "There is no choice %d; type 1 to %d, or a time control such as 90+30.",
	"clock.not-a-control":               "Not a time control: %v. Try again, e.g. 90+30 or 40/90+30,30+30.",
	"clock.script-form":                 "line %d: %q: write \"<seconds> <action>\", e.g. \"12.5 press\"",
	"clock.script-line":                 "line %d: %v",
	"clock.script-backwards":            "line %d: %s s is before the previous line's %s s; times must not go back",
	"clock.script-unknown-action":       "line %d: unknown action %q; use one of %s",
	"clock.script-empty":                "the script has no action; write lines such as \"0 start\"",
	"clock.bad-seconds":                 "%q is not a number of seconds such as 12 or 12.345",
	"clock.seconds-too-long":            "%s s is more than a week",
	// Backspace in the correction: what was deleted, a sign by its name.
	"clock.correct-deleted":         "Deleted: %s.",
	"clock.correct-nothing-deleted": "Nothing to delete: type the correction, then Enter.",
	"clock.sign-space":              "space",
	"clock.sign-colon":              "colon",
	"clock.sign-minus":              "minus",
	"clock.sign-plus":               "plus",
	"clock.sign-dot":                "dot",
	"clock.sign-comma":              "comma",

	// The commands' errors about flags, files and devices (cmd/blindchess, internal/session).
	"cmd.board-board-needs-a-subcommand":      "board needs a subcommand: blindchess board watch --dgt PATH or --tactile PATH",
	"cmd.board-give-one-board-dgt":            "give one board: --dgt PATH or --tactile PATH, e.g. blindchess board watch --dgt /dev/ttyUSB0",
	"cmd.board-count-give-a-number":           "--count %d: give a number of events, or 0 for no limit",
	"cmd.braillecmd-braille-needs-pgn-file":   "braille needs --pgn FILE, the game to write, for example: blindchess braille --pgn game.pgn > game.brf",
	"cmd.braillecmd-game":                     "%s, game %d: %v",
	"cmd.braillecmd-format-use-brf-pef":       "--format %q: use brf, pef, unicode or text",
	"cmd.follow-capture-line-not-base":        "--capture %s line %d: not base64 (%v); give a recording with one base64 line per read",
	"cmd.follow-give-one-board-dgt":           "give one board: --dgt PATH, --tactile PATH or --capture FILE, e.g. blindchess board follow --dgt /dev/ttyUSB0",
	"cmd.follow-count-give-a-number":          "--count %d: give a number of moves, or 0 for no limit",
	"cmd.listen-wav-file-is-needed":           "--wav FILE is needed: a WAV recording of one move or request, for example: blindchess listen --wav move.wav",
	"cmd.listen-making-a-temporary-folder":    "making a temporary folder: %v",
	"cmd.microphones-give-test-to-test":       "%s: give --test to test a microphone; without it, microphones only lists them",
	"cmd.microphones-seconds-give-to-seconds": "--seconds %v: give 1 to 60 seconds",
	"cmd.perft-perft-encode-json":             "perft: encode JSON: %v",
	"cmd.perft-perft-needs-depth-n":           "perft needs --depth N, for example --depth 5",
	"cmd.perft-depth-is-out-of":               "--depth %d is out of range: give a depth from 1 to %d",
	"cmd.perft-give-either-fen-or":            "give either --fen or --chess960, not both",
	"cmd.pgn-pgn-check-needs-at":              "pgn check needs at least one PGN file, for example: blindchess pgn check games.pgn",
	"cmd.pgn-pgn-check-encode-json":           "pgn check: encode JSON: %v",
	"cmd.pgn-pgn-check-write-the":             "pgn check: write the report: %v",
	"cmd.pgn-could-not-read-check":            "could not read %s; check the path and the permissions",
	"cmd.pgn-not-text":                        "%s: not text (a long run of zero bytes), not read to the end; check that it is a PGN file",
	"cmd.pgn-utf-not-read-save":               "%s: UTF-16, not read; save as UTF-8 and try again",
	"cmd.pgn-of-invalid-no-games":             "%d of %s invalid; no games in %s",
	"cmd.pgn-of-invalid":                      "%d of %s invalid",
	"cmd.pgn-no-games-in-check":               "no games in %s; check that it is the right file",
	"cmd.pgn-pgn-needs-a-subcommand":          "pgn needs a subcommand, for example: blindchess pgn check games.pgn",
	"cmd.pgnread-cannot-be-read":              "%s %s: cannot be read: %v",
	"cmd.pgnread-strict-without-it-this":      "%s %s: %v (--strict; without it this is a warning)",
	"cmd.pgnread-the-file-has-no":             "%s %s: the file has no games",
	"cmd.ports-timeout-give-a-time":           "--timeout %v: give a time from 1ms to 10s, e.g. --timeout 500ms",
	"cmd.ports-name-a-port-instead":           "%v; name a port instead, e.g. blindchess ports /dev/ttyUSB0",
	"cmd.position-pgn-starts-from-a":          "--pgn starts from a game of the file; give no --fen or --chess960 with it",
	"cmd.position-game-and-strict-go":         "--game and --strict go with --pgn FILE",
	"cmd.position-position-encode-json":       "position: encode JSON: %v",
	"cmd.position-game-games-are-numbered":    "--game %d: games are numbered from 1",
	"cmd.position-pgn-game-has-a":             "--pgn %s: game %d has a null move (half-move %d), which position cannot follow",
	"cmd.position-pgn-game-half-move":         "--pgn %s: game %d, half-move %d: %v",
	"cmd.position-move-cannot-be-played":      "move %s %s cannot be played: the game is over (%s)",
	"cmd.position-move":                       "move %s %s: %v",
	"cmd.position-notation-give-san-long":     "--notation %q: give san, long, uci or iccf",
	"cmd.position-notation-is-for-the":        "--notation is for the text output; --json always gives SAN (legal) and UCI (legal_uci)",
	"cmd.recording-writing":                   "writing %s: %v",
	"cmd.recording-write-it-to-a":             "%v; write the recording to a file with --out FILE.wav",
	"cmd.recording-holds-no-recording-the":    "%s holds no recording: the game was played without --record (blindchess play --record records the next one); give the game's folder",
	"cmd.recording-move-is-needed-the":        "--move is needed: the move number to play, 1 or more",
	"cmd.recording-opening-the-recording-of":  "opening the recording of move %d: %v",
	"cmd.recording-reading":                   "reading %s: %v",
	"cmd.say-move-cannot-be-said":             "move %q cannot be said: the game is already over (%s)",
	"cmd.say-pgn-game-move":                   "--pgn %s: game %d, move %d: %v",
	"cmd.say-cannot-speak-write-the":          "cannot speak: %v; write the speech into a file with --out FILE.wav, or print it with --text",
	"cmd.say-cannot-speak":                    "cannot speak: %v",
	"cmd.say-stopped":                         "stopped",
	"cmd.say-rate-is-out-of":                  "--rate %v is out of range: give a number from %v (slow) to %v (fast); 1 is normal",
	"cmd.say-text-prints-the-words":           "--text prints the words instead of speaking; leave out --out, --voice and --rate",
	"cmd.say-pgn-speaks-the-games":            "--pgn speaks the games of the file; give no moves, --fen, --chess960 or --moves with it",
	"cmd.say-give-the-moves-to":               "give the moves to say, for example: blindchess say e4 e5 Nf3 (or --pgn FILE)",
	"cmd.simulate-link-it-exists-and":         "--link %s: it exists and is not a symbolic link; choose another path",
	"cmd.simulate-link-the-folder-does":       "--link %s: the folder %s does not exist; choose a path in an existing folder",
	"cmd.simulate-simulate-needs-the-kind":    "simulate needs the kind of board: dgt or tactile, e.g. blindchess simulate dgt --link /tmp/board",
	"cmd.simulate-unknown-board-simulate-dgt": "unknown board %q: simulate dgt or simulate tactile",
	"cmd.simulate-rotated-is-for-the":         "--rotated is for the DGT board only",
	"cmd.simulate-id-is-for-the":              "--id is for the tactile board only",
	"cmd.simulate-id-use-to-of":               "--id %q: use 1 to 32 of the characters A-Z a-z 0-9 . _ -",
	"cmd.simulate-on-after-want-a":            "--on-after %s: want a duration of 0 or more, e.g. 2s",
	"cmd.simulate-garbage-want":               "--garbage %d: want a number of bytes from 0 to 10000",
	"cmd.simulate-garbage-one-in-want":        "--garbage-one-in %d: want 1 or more (1: a burst before every line)",
	"cmd.simulate-cannot-start-the-emulated":  "cannot start the emulated board: %v",
	"run.audio-microphone-give-record-or":     "--microphone %s: give --record or --voice-input too (the microphone is used for nothing else)",
	"run.audio-voice-pause-give-a":            "--voice-pause %v: give a pause between 100ms and 5s (default %v)",
	"run.boards-sighted-write-dgt-path":       "--sighted %q: write dgt:PATH (a DGT board, e.g. dgt:/dev/ttyUSB0) or virtual",
	"run.boards-tactile-real":                 "this game was played with a real tactile board: give its port again with --tactile (blindchess ports lists the ports)",
	"run.boards-sighted-real":                 "this game was played with a real board for the sighted player: give it again with --sighted NAME:PATH, as at the start (blindchess ports lists the ports)",
	"run.boards-tactile-virtual":              "--tactile %s: this game's tactile board is virtual; leave --tactile out or give virtual",
	"run.boards-sighted-virtual":              "--sighted %s: this game's sighted board is virtual; leave --sighted out or give virtual",
	"run.boards-tactile-none":                 "--tactile %s: this game has no tactile board; a board cannot be added to a game in progress",
	"run.boards-sighted-none":                 "--sighted %s: this game has no sighted board; a board cannot be added to a game in progress",
	"run.clock-writing-the-clock-s":           "writing the clock's output: %v",
	"run.clock-virtual-needs-script-file":     "--virtual needs --script FILE",
	"run.clock-voice-input-listens-in":        "--voice-input listens in real time: leave out --virtual",
	"run.clock-wav-records-the-clock":         "--wav records the clock's own voice on real time: give --voice clips or espeak, without --virtual",
	"run.clock-journal-differs-from-resume":   "--journal %s differs from --resume %s: a resumed clock goes on in the journal it resumes; leave --journal out",
	"run.clock-script-needs-time-for":         "--script needs --time, for example --time 90+30",
	"run.clock-journal-holds-an-earlier":      "--journal %s holds an earlier session: continue it with --resume %s, or give a new file",
	"run.clock-resume-not-a-file":             "--resume %s: not a file but a device or a pipe; give the journal the clock named when it started",
	"run.clock-resume-no-such-file":           "--resume %s: no such file; give the journal the clock named when it started",
	"run.clock-cannot-resume":                 "cannot resume: %v",
	"run.clock-cannot-resume2":                "cannot resume %s: %v",
	"run.clock-voice-use-voice-text":          "--voice: %v; use --voice text (lines for your screen reader), or record the speech with --wav FILE",
	"run.devices-taking-the-braille-display":  "taking the braille display: %v",
	"run.files-no-home-directory-for":         "no home directory for the games folder: %v; give --journal FILE",
	"run.files-cannot-create-the-games":       "cannot create the games folder: %v",
	"run.files-cannot-create-the-game":        "cannot create the game's folder: %v",
	"run.modes-script-line":                   "script line %d: %v",
	"run.modes-cannot-read-single-keys":       "cannot read single keys from the terminal: %v",
	"run.modes-reading-the-keys":              "reading the keys: %v",
	"run.modes-script-line-s-the":             "script line %d (%s s): the resumed clock is at %s s already; go on from there",
	"run.modes-script-line-s":                 "script line %d (%s s): %v",
	"run.play-record-and-voice-input":         "--record and --voice-input listen in real time: leave out --virtual",
	"run.play-journal-differs-from-resume":    "--journal %s differs from --resume %s: a resumed game goes on in the journal it resumes; leave --journal out",
	"run.play-journal-is-a-folder":            "--journal %s is a folder: give the name of a new file, such as %s",
	"run.play-journal-is-not-a":               "--journal %s is not a regular file: give the name of a new file",
	"run.play-journal-holds-an-earlier":       "--journal %s holds an earlier game: continue it with --resume %s, or give a new file with --journal",
	"run.play-resume-is-a-folder":             "--resume %s is a folder: give the journal in it, --resume %s",
	"run.play-resume-is-a-folder2":            "--resume %s is a folder: give the game.journal in the game's folder",
	"run.play-resume-not-a-file":              "--resume %s: not a file but a device or a pipe; give the game.journal in the game's folder",
	"run.play-resume-no-such-file":            "--resume %s: no such file; give the game.journal in the game's folder",
	"run.play-cannot-resume-it-holds":         "cannot resume %s: it holds no game (the game was never started in it); start a new game with blindchess play",
	"run.play-cannot-resume-it-is":            "cannot resume %s: it is not a blindchess journal (%s); give the game.journal from the game's folder (the file is left as it is)",
	"run.play-cannot-resume-its-first":        "cannot resume %s: its first line, which holds the game's setup, is damaged (%s), so the game cannot be rebuilt from it; the file is left as it is: keep it and the game's PGN file for the arbiter, and start a new game from the position with --fen",
	"run.play-resume-is-the-journal":          "--resume %s is the journal of a talking clock, not of a game: continue it with blindchess clock --resume %s",
	"run.play-the-game-was-not":               "the game was not saved completely; the lines above say what is missing",
	"run.voice-wav-needs-a-voice":             "--wav needs a voice: give --voice clips or espeak",

	// Microphones (internal/capture) and the session's devices.
	"capture.no-device":    "no microphone found: plug one in or check the sound settings",
	"capture.not-built":    "this blindchess was built without the microphone (PortAudio needs cgo), so recording and voice input are not available; the Linux build made with cgo has them: make deps, then make build (docs/platforms.md)",
	"sphinx.not-built":     "this blindchess was built without voice input (pocketsphinx needs cgo); the Linux build made with cgo has it: make deps, then make build (docs/platforms.md)",
	"capture.start":        "starting audio capture: %v",
	"capture.list":         "listing the audio devices: %v",
	"capture.no-such-mic":  "no microphone is named %q; the microphones are %s (blindchess microphones lists them)",
	"capture.several-mics": "%q names %d microphones: %s; give more of the name",
	"capture.start-mic":    "starting microphone %q: %v",
	"capture.open-mic":     "opening microphone %q: %v",
	"capture.read-mic":     "reading microphone: %v",
	"capture.bad-format":   "audio is %d Hz with %s; convert it to 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)",
	"capture.open-file":    "opening audio file: %v",
	"capture.read-file":    "reading %s: %v",
	"run.mic-converted":    "%s, recorded at %d Hz with %d channels and converted",
	"run.voice-timeout":    "Speech: the voice %q did not answer within %v; text lines only (try --voice clips, espeak or text)",

	// position: the description of a position.
	"cmd.reason-0":            "not over",
	"cmd.reason-1":            "checkmate",
	"cmd.reason-2":            "resignation",
	"cmd.reason-3":            "stalemate",
	"cmd.reason-4":            "dead position",
	"cmd.reason-5":            "agreement",
	"cmd.reason-6":            "threefold repetition (claimed)",
	"cmd.reason-7":            "fifty-move rule (claimed)",
	"cmd.reason-8":            "fivefold repetition",
	"cmd.reason-9":            "seventy-five-move rule",
	"cmd.reason-10":           "time forfeit",
	"cmd.reason-11":           "flag fall, but the opponent cannot checkmate",
	"cmd.reason-12":           "second illegal move",
	"cmd.reason-13":           "second illegal move, but the opponent cannot checkmate",
	"cmd.pos-moves":           "Moves: %s",
	"cmd.pos-turn":            "To move: %s",
	"cmd.side-white":          "White",
	"cmd.side-black":          "Black",
	"cmd.winner-white":        "white",
	"cmd.winner-black":        "black",
	"cmd.pos-check-yes":       "Check: yes",
	"cmd.pos-check-no":        "Check: no",
	"cmd.pos-status-earlier":  "Status: %s (the game ended earlier: %s)",
	"cmd.pos-status-over":     "Status: %s, %s",
	"cmd.pos-status":          "Status: %s",
	"cmd.status-ongoing":      "ongoing",
	"cmd.status-checkmate":    "checkmate",
	"cmd.status-stalemate":    "stalemate",
	"cmd.status-dead":         "dead position",
	"cmd.status-fivefold":     "fivefold repetition",
	"cmd.status-seventy-five": "75-move rule",
	"cmd.pos-halfmove-clock":  "Halfmove clock: %d",
	"cmd.pos-move-number":     "Move number: %d",
	"cmd.pos-occurred":        "Position occurred: %s",
	"cmd.pos-claimable":       "Draw claimable now: %s",
	"cmd.pos-claimable-none":  "Draw claimable now: none",
	"cmd.pos-claimable-with":  "Draw claimable by writing %s first: %s",
	"cmd.claim-threefold":     "threefold",
	"cmd.claim-fifty-move":    "fifty-move",
	"cmd.claim-none":          "none",
	"cmd.pos-can-mate-white":  "White can checkmate: %s",
	"cmd.pos-can-mate-black":  "Black can checkmate: %s",
	"cmd.verdict-possible":    "yes",
	"cmd.verdict-impossible":  "no, by no series of legal moves",
	"cmd.verdict-unproven":    "not ruled out",
	"cmd.pos-legal-none":      "Legal moves: none",
	"cmd.pos-legal":           "Legal moves (%d): %s",
	"cmd.outcome-draw":        "%s, draw by %s (Article %s)",
	"cmd.outcome-win":         "%s, %s wins by %s (Article %s)",
	"cmd.pos-times#one":       "1 time",
	"cmd.pos-times#other":     "%d times",

	// microphones: the list and the test.
	"mic.count#one":       "1 microphone:",
	"mic.count#other":     "%d microphones:",
	"mic.channels#one":    "1 channel",
	"mic.channels#other":  "%d channels",
	"mic.device":          "%s, %.0f Hz, %s",
	"mic.device-default":  "%s, the default",
	"mic.use-one":         "Use one with: blindchess play --voice-input --microphone NAME (a part of the name will do).",
	"mic.listening":       "Listening to %s for %s s: say a move or a request.",
	"mic.speech-no-words": "Speech at %s s, but none of the words of a move or request.",
	"mic.heard-at":        "Heard at %s s: %s",
	"mic.heard-end":       "Heard at the end: %s",
	"mic.no-recogniser":   "The recogniser could not run: %v",
	"mic.no-sound":        "No sound came from the microphone: check that it is plugged in and not muted.",
	"mic.levels":          "Background %.0f dBFS, loudest %.0f dBFS.",
	"mic.clips":           "The sound clips: turn the microphone's volume down.",
	"mic.too-quiet":       "No speech heard: speak closer to the microphone, or turn its volume up.",
	"mic.no-speech":       "Sounds, but no speech heard: speak a whole move, then pause.",
	"mic.works":           "The microphone works.",

	// Braille: scoresheet headers and the display.
	"braille.result":           "Result %s",
	"braille.sign-white":       "Signature White %s",
	"braille.sign-black":       "Signature Black %s",
	"braille.page-too-small":   "a braille page of %d×%d cells is too small: give at least 12 columns and 4 rows",
	"braille.bad-fen":          "the game's FEN: %v",
	"braille.bad-move":         "move %s: %v",
	"braille.no-display-game":  "No braille display: %v. The game goes on without it.",
	"braille.no-display-clock": "No braille display: %v. The clock goes on without it.",

	// The start of a game whose players are not named.
	"table.game-starts-unnamed":       "Game White against Black. White to move.",
	"table.game-starts-unnamed-black": "Game White against Black. Black to move.",

	// Errors of the system about files, in words.
	"capture.flag":    "--microphone: %v",
	"os.path-error":   "%[2]s: %[3]s",
	"os.no-such-file": "no such file or directory",
	"os.permission":   "permission denied",
	"os.is-dir":       "is a directory",
	"os.not-dir":      "not a directory",
	"os.disk-full":    "no space left on device",
	"os.read-only":    "read-only file system",
	"os.exists":       "file exists",

	// The board commands as help names them.
	// The command line: arguments, and --resume given a folder
	// (cmd/blindchess, internal/session).
	"cli.arg-missing":                  "%s: give %s, for example: %s",
	"cli.arg-extra":                    "%s: too many arguments (%s); give only %s, for example: %s",
	"cli.no-args":                      "%s takes no arguments, only options: %q is not one (see %s --help)",
	"cli.game-folder":                  "the game folder",
	"session.resume-no-journal":        "--resume %s: this folder holds no journal of a clock; give the file the clock named when it started",
	"session.resume-many-journals":     "--resume %s: this folder holds %d journals of clocks; give one, for example the newest: --resume %s",
	"session.resume-not-clock-journal": "--resume %s: it is not a blindchess journal (%s); give the journal the clock named when it started (the file is left as it is)",

	// The manual page (blindchess man): its sections and its own words.
	"man.section":       "User Commands",
	"man.name":          "NAME",
	"man.synopsis":      "SYNOPSIS",
	"man.description":   "DESCRIPTION",
	"man.commands":      "COMMANDS",
	"man.exit-status":   "EXIT STATUS",
	"man.see-also":      "SEE ALSO",
	"man.command":       "command",
	"man.options":       "options",
	"man.default":       "(default %s)",
	"man.exit-0":        "success",
	"man.exit-1":        "a check failed, or something could not be written",
	"man.exit-2":        "bad usage or bad input; the message on standard error says what was wrong and what to do",
	"man.see-also-text": "the README and docs/ of the source (%s)",

	// The other commands: board, follow, listen, perft, recording, say, ports, simulate, pgn.
	"cmd.board-watching":       "watching the %s board on %s; press Ctrl-C to stop",
	"cmd.board-noise":          "line noise: %s skipped, %s, %s",
	"cmd.board-trouble":        "line trouble: %s, %d too long, %d lost, %s, %s",
	"cmd.follow-following":     "following the %s board on %s; press Ctrl-C to stop",
	"cmd.follow-differs":       "board differs: %s",
	"cmd.follow-in-step":       "board in step",
	"cmd.follow-ambiguous":     "the board shows more than one move; make it again",
	"cmd.listen-nothing":       "(nothing recognised)",
	"cmd.perft-nodes":          "depth %d: %d nodes",
	"cmd.perft-time":           "time %s seconds, %s million nodes per second",
	"cmd.rec-written":          "Move %d written to %s.",
	"cmd.rec-playing":          "Playing move %d.",
	"cmd.rec-playing-to-end":   "Playing from move %d to the end, move %d.",
	"cmd.rec-written-to-end":   "Moves %d to %d written to %s.",
	"cmd.rec-none":             "No recorded moves yet.",
	"cmd.rec-move-white":       "Move %d White %s",
	"cmd.rec-move-black":       "Move %d Black %s",
	"cmd.rec-before-first":     "Before the first move",
	"cmd.rec-recovered":        "%s (recovered after a crash)",
	"cmd.rec-taken-back":       "%s, taken back",
	"cmd.rec-entry":            "%s: %s to %s, %s, %s",
	"cmd.ports-none":           "no serial ports found. A board on USB appears as /dev/ttyUSB… or /dev/ttyACM…: check the cable and that the board is on.",
	"cmd.ports-none-windows":   "no serial ports found. A board on USB appears as a COM port (COM3, COM4 …; the Device Manager lists them under Ports): check the cable, that the board is on, and that its driver is installed.",
	"cmd.ports-none-darwin":    "no serial ports found. A board on USB appears as /dev/cu.usbserial-… or /dev/cu.usbmodem…: check the cable and that the board is on.",
	"cmd.ports-pty":            "Pseudo-terminals are not listed; name them, e.g. blindchess ports /dev/pts/3",
	"cmd.ports-serial":         "serial %s",
	"cmd.ports-answers":        "answers as a %s",
	"cmd.ports-no-answer":      "no board answers",
	"cmd.sim-on":               "%s board emulator on %s",
	"cmd.sim-linked":           "linked at %s",
	"cmd.sim-off":              "switched off; it switches on in %s",
	"cmd.sim-help":             "type help for the commands, quit to stop",
	"cmd.sim-switched-on":      "switched on",
	"cmd.pgn-total":            "total: %s, %s: %s, %s",
	"cmd.pgn-unreadable":       "%s: cannot be read: %v",
	"cmd.pgn-windows-1252":     "%s: read as Windows-1252 (Latin-1), as the file is not UTF-8",
	"cmd.pgn-windows-1250":     "%s: read as Windows-1250 (Central European), as the file is not UTF-8 and has Czech, Slovak, Hungarian or Polish letters",
	"cmd.pgn-cut":              "%s: cannot be read to the end: %v",
	"cmd.pgn-check-file":       "%s: %s; check that this is the right file",
	"cmd.pgn-file-total":       "%s: %s: %s, %s",
	"cmd.pgn-warning":          "%s: game %d (%s): warning: %s",
	"cmd.fen-fullmove-0":       "warning: --fen: fullmove number %s: move numbers start at 1; the position is read with fullmove number 1",
	"cmd.pgn-result-but":       "%s (but the final position is %s)",
	"cmd.pgn-result-by":        "%s by %s",
	"cmd.pgn-result-none":      "%s (no result)",
	"cmd.pgn-ok":               "%s: game %d (%s): ok, %s after %d half-moves, final position %s",
	"cmd.n-bytes#one":          "1 byte",
	"cmd.n-bytes#other":        "%d bytes",
	"cmd.n-resyncs#one":        "1 resynchronisation",
	"cmd.n-resyncs#other":      "%d resynchronisations",
	"cmd.n-impossible#one":     "1 impossible message",
	"cmd.n-impossible#other":   "%d impossible messages",
	"cmd.n-garbled#one":        "1 garbled line",
	"cmd.n-garbled#other":      "%d garbled lines",
	"cmd.n-bounces#one":        "1 bounce",
	"cmd.n-bounces#other":      "%d bounces",
	"cmd.n-redundant#one":      "1 redundant event",
	"cmd.n-redundant#other":    "%d redundant events",
	"cmd.n-lines#one":          "1 line",
	"cmd.n-lines#other":        "%d lines",
	"cmd.n-files#one":          "1 file",
	"cmd.n-files#other":        "%d files",
	"cmd.n-games#one":          "1 game",
	"cmd.n-games#other":        "%d games",
	"cmd.pgn-utf16-damaged":    "%s: UTF-16 with damaged characters (%d), each read as U+FFFD",
	"cmd.pgn-bytes-1252#one":   "%[1]s: 1 byte that is not UTF-8 read as Windows-1252",
	"cmd.pgn-bytes-1252#other": "%s: %d bytes that are not UTF-8 read as Windows-1252",

	// listen without --fen, nothing heard: what to give.
	"cmd.listen-nothing-no-fen": "(nothing recognised; without --fen every move is listened for, which hears worse than play: give the position with --fen)",

	// arbiter: the build, the tournament setting, the pre-round check, private and public sound.
	"cmd.version-version":            "Version: %s",
	"cmd.version-commit":             "Commit: %s",
	"cmd.version-modified":           "Commit: %s, with changes not committed",
	"cmd.version-no-commit":          "Commit: unknown (built without version control)",
	"cmd.version-go":                 "Go: %s",
	"table.cmd-version":              "version",
	"table.help-version":             "Names the program's version, commit and Go version, for the arbiter.",
	"table.version":                  "Program: %s.",
	"speaking.what-device":           "%s on the sound device %s",
	"speaking.device-voice":          "a sound device is played on with --voice clips or espeak, not %q",
	"speaking.pa-start":              "PortAudio does not start: %v",
	"speaking.pa-list":               "the sound devices cannot be listed: %v",
	"speaking.pa-open":               "the sound device %q does not open: %v",
	"speaking.pa-many":               "more than one sound device matches %q; blindchess speakers lists their full names",
	"speaking.pa-none":               "no sound device %q (there are: %s); blindchess speakers lists them",
	"speaking.pa-closed":             "the sound device is already closed",
	"speaking.pa-write":              "the sound device %s stopped playing: %v",
	"speaking.pa-not-built":          "this blindchess was built without PortAudio (cgo), so it cannot choose a sound device; rebuild with CGO_ENABLED=1 and portaudio19-dev",
	"run.voice-device-needs-a-voice": "--public-device and --private-device need a voice that plays (--voice clips or espeak), not --voice none or --wav.",
	"cmd.speakers-device":            "%s (%s, %s, %.0f Hz)",
	"cmd.speakers-default":           "%s, the default",
	"cmd.speakers-none":              "No sound device found; check that the sound card or the headphones are connected.",
	"run.private-both":               "Tournament play: what is for the VI player alone (the clock's answers, his requests) is written, not said, since --earphone both would put it on the loudspeaker; --earphone left or right names his earphone.",
	"run.private-speechd":            "Tournament play: speech-dispatcher cannot send a sentence to one earphone, so it says only the moves and what everyone may hear; what is for the VI player alone is written. --voice espeak or clips with --earphone left or right says it in his earphone.",
	"check.start":                    "Pre-round check. After each test sentence, answer which ear heard it: left, right, both or none.",
	"check.sentence":                 "Test sentence %d.",
	"check.ask":                      "Which ear heard test sentence %d? left, right, both or none.",
	"check.bad-answer":               "%q: type left, right, both or none.",
	"check.ear-left":                 "left",
	"check.ear-right":                "right",
	"check.ear-both":                 "both",
	"check.ear-none":                 "none",
	"check.heard-ok":                 "Test sentence %d, %s channel: heard %s. Right.",
	"check.heard-wrong":              "Test sentence %d, %s channel: heard %s. Wrong: check the earphone, the cable and --earphone.",
	"check.no-answer":                "Test sentence %d: no answer.",
	"check.no-voice":                 "Earphone channels not tested, as no voice speaks: give a voice that plays on the sound card (--voice espeak or --voice clips) and run check again.",
	"check.board-tactile":            "Tactile board",
	"check.board-sighted":            "Sighted board",
	"check.board-start":              "%s: the starting position.",
	"check.board-not-start":          "%s: not the starting position; squares that differ (%d): %s.",
	"check.board-silent":             "%s (%s): no position within %v; check the cable, that the board is on, and that this is its port (blindchess ports says which board answers on which port).",
	"check.bad-sighted":              "--sighted %q: write dgt:PORT, for example dgt:/dev/ttyUSB0.",
	"check.mic-default":              "the default microphone",
	"check.mic-default-failed":       "The default microphone cannot be read: %v.",
	"check.mic-level":                "Microphone %s: level %.0f dBFS, peak %.0f dBFS.",
	"check.mic-quiet":                "Microphone %s: level %.0f dBFS, peak %.0f dBFS: too quiet to record; check that it is on and near the table.",
	"check.mic-failed":               "Microphone %s cannot be read: %v.",
	"check.ready":                    "The table is ready; checks passed: %d.",
	"check.not-ready":                "The table is not ready; checks failed: %d of %d.",
	"check.journal":                  "Result written to %s.",
	"check.journal-failed":           "The result cannot be written to %s: %v.",
	"cmd.pos-tournament":             "Legal moves and draw claims: not given (tournament play; --casual gives them).",
	"table.arbiter-log-failed":       "The arbiter's log cannot be written: %s. Play goes on; the journal keeps every input.",
	"table.ambiguous-plain":          "Ambiguous: %s; name the file or rank the piece comes from.",

	// Time controls and time announcements as typed (internal/clock): what is wrong.
	"clock.parse-at-end":              "%q: %s at the end",
	"clock.parse-at":                  "%q: %s at %q (character %d)",
	"clock.parse-non-ascii":           "unexpected non-ASCII character, expected %s",
	"clock.parse-expected":            "expected %s",
	"clock.parse-too-large":           "number too large",
	"clock.parse-unit":                "expected a unit after the number",
	"clock.parse-unit-order":          "units must go from hours down to milliseconds, each once",
	"clock.parse-over-24h":            "time is more than 24 hours",
	"clock.parse-empty":               "empty time control; write for example 90+30",
	"clock.parse-zero":                "time must be more than 0",
	"clock.parse-clock-form":          "write a time as a clock shows it: m:ss (0:30) or h:mm:ss (1:30:00)",
	"clock.parse-under-second":        "time %v is less than 1 second; write minutes (90) or a time with units (1h30m, 2m30s)",
	"clock.parse-hourglass-after":     "an hourglass has one time and nothing after it",
	"clock.parse-no-count":            "the period before this one has no move count, so it lasts the rest of the game; write it as moves/minutes",
	"clock.parse-too-many-periods":    "more than %d periods",
	"clock.parse-move-count":          "a move count must be between 1 and %d",
	"clock.parse-bonus-over-hour":     "%s of more than 1 hour",
	"clock.parse-delay-min":           "a delay must be at least 1 second",
	"clock.what-hourglass-minutes":    "the minutes of the hourglass",
	"clock.what-next-period":          "\",\" before the next period, \"+\" (increment), \"d\" (simple delay) or \"b\" (Bronstein delay)",
	"clock.what-count-or-minutes":     "a move count or minutes",
	"clock.what-period-minutes":       "the minutes of the period",
	"clock.what-seconds-increment":    "the seconds of the increment",
	"clock.what-seconds-simple-delay": "the seconds of the simple delay",
	"clock.what-seconds-bronstein":    "the seconds of the Bronstein delay",
	"clock.bonus-increment":           "increment",
	"clock.bonus-simple-delay":        "simple delay",
	"clock.bonus-bronstein":           "Bronstein delay",
	"clock.what-alert-time":           "a time such as 10m or 30s",
	"clock.alerts-empty":              "empty list; write for example 10m,1m,30s or none",
	"clock.alerts-every-once":         "\"every\" can be given only once",
	"clock.alerts-unit":               "write a unit: 10m or 30s",
	"clock.alerts-interval":           "the interval must be at least 1 second",
	"clock.alerts-zero":               "a time must be more than 0",
	"clock.alerts-twice":              "this time is already in the list",
	"clock.alerts-next":               "\",\" before the next time",

	// input: the input grammar, confirmations, reasons for an illegal move
	"table.pressed":                  "Pressed",
	"table.read-as-move":             "Read as a move, not as the command %s.",
	"table.confirm-how":              "Answer yes to confirm; anything else cancels.",
	"table.confirm-cancelled":        "Cancelled, nothing changed.",
	"table.confirm-quit":             "Leave the game? It stays saved and can be resumed.",
	"table.confirm-resign":           "%s resigns: the game ends.",
	"table.confirm-claim":            "Claim a draw by %s, without a move? If the claim is wrong, the opponent gets time added.",
	"table.confirm-claim-move":       "Claim a draw by %s with the move %s? If the claim is wrong, the opponent gets time added and the move is played.",
	"table.confirm-claim-has-move":   "%s has the move (Article 1.3).",
	"table.confirm-draw":             "Offer a draw?",
	"table.confirm-accept":           "Accept the draw? The game ends in a draw.",
	"table.confirm-result":           "Arbiter: set the result %s?",
	"table.confirm-takeback":         "Arbiter: take back the last move, %s?",
	"table.retrace-reopens":          "The game is over (%s): its result is struck out and the game goes on.",
	"table.retrace-reopened":         "The result is struck out; the game goes on.",
	"table.confirm-retrace":          "Arbiter: take the game back to after %s?",
	"table.why-no-legal-move":        "There is no legal move.",
	"table.why-no-piece":             "There is no piece on %s.",
	"table.why-opponent-piece":       "The piece on %s is the opponent's.",
	"table.why-other-piece":          "Another piece stands on %s.",
	"table.why-promotion-rank":       "A pawn promotes only on the last rank.",
	"table.why-cannot-reach":         "No such piece can reach %s.",
	"table.why-pawn-capture-file":    "Without a file it is a pawn's move straight ahead, which no pawn can make here; a pawn capture names the file it leaves: %s.",
	"table.why-no-castling-right":    "No right to castle on this side: the king or that rook has moved.",
	"table.why-castle-in-check":      "Castling is not allowed while in check.",
	"table.why-castle-blocked":       "The squares between king and rook must be empty.",
	"table.why-castle-through-check": "The king may not castle through an attacked square, and %s is attacked.",

	// The table's help lines of the boards, the touches, the recogniser's
	// words and the arbiter's commands; a board's changes; the clock's
	// state with a reopened result (internal/table).
	"table.help-board":            "Alone: how the boards differ from the game, in full (without boards: the position); board tactile or board sighted: one board. With an event: lift e2, place e4 (with q after it: the promotion), snapshot (the whole board), gone (the link went away), fault (noise on the line).",
	"table.help-touches":          "For the arbiter: every touch on the boards, with its time.",
	"table.help-voice":            "What the recogniser heard (with --voice-input it writes these lines itself); a move heard counts only after yes.",
	"table.help-arbiter-time":     "Sets the time of the side named, for example arbiter time white 1:30:00; zero asks first, since the flag then falls (Article 6.9).",
	"table.help-arbiter-add":      "The side named gains the time (or loses it with -), for example arbiter add black 2m or -1m.",
	"table.help-arbiter-penalty":  "Penalises the side named: his opponent gains 2 minutes (1 minute in rapid and blitz), for example arbiter penalty black.",
	"table.help-arbiter-illegal":  "A completed illegal move by the side named: the first gives his opponent time, the second, after a question, loses (Article 7.5); with press, his press without a move that the arbiter log keeps (7.5.3).",
	"table.help-arbiter-moves":    "Sets a side's move counter, for example arbiter moves white 20.",
	"table.help-arbiter-result":   "Sets the result; * reopens a game ended by mistake; 0-0 (both lose), 1/2-0 and 0-1/2 are the exceptional results (Articles 11.7, 11.8, 12.9).",
	"table.help-arbiter-takeback": "Takes back the last move, completed or not; the clock goes back to its times before the move.",
	"table.help-arbiter-compare":  "Compares the record with the opponent's scoresheet (Annex D.2.9), for example arbiter compare e4 e5 Nf3.",
	"table.help-arbiter-retrace":  "Takes the game back to the position after move N of White or Black (arbiter retrace 12 black); each board is told how to get there (Annex D.2.9).",
	"table.clock-paused-resume":   "The clock is paused; type resume to go on.",
	"table.pause-next":            "Call the arbiter (Article 6.11.2); type resume to start the clock again.",
	"table.pause-next-casual":     "Type resume to start the clock again.",
	"table.clock-running":         "The clock is running.",
	"board.press-differs":         "Press refused: the %s does not show the game's position; first set it right (Annex D.2.4). %s",
	"board.square-right":          "%s is right.",
	"board.in-step":               "The %s shows the game's position.",
	"board.no-picture":            "The %s has not sent a picture yet.",
	"table.cmd-board":             "board",
	"table.cmd-touches":           "touches",
	"table.cmd-voice":             "voice",
	"table.args-board":            "[tactile or sighted] [lift e2, place e4 [q], snapshot …, gone or fault]",
	"table.args-voice":            "[words]",
	"table.args-arbiter-time":     "white or black TIME",
	"table.args-arbiter-add":      "white or black TIME",
	"table.args-arbiter-penalty":  "white or black",
	"table.args-arbiter-illegal":  "white or black [press]",
	"table.args-arbiter-moves":    "white or black NUMBER",
	"table.args-arbiter-result":   "1-0, 0-1, 1/2 or *",
	"table.args-arbiter-compare":  "MOVES",
	"table.args-arbiter-retrace":  "N white or black",

	// What play refuses before anything is created (internal/session).
	"session.wav-no-voice":   "--wav needs a voice: give --voice clips or espeak. Nothing was created.",
	"session.out-is-folder":  "--%s %s is a folder: give the name of a file in it, such as %s. Nothing was created.",
	"session.out-no-folder":  "--%s %s: the folder %s does not exist; create it, or give a file in a folder that exists. Nothing was created.",
	"session.out-not-folder": "--%s %s: %s is not a folder; give a file in a folder. Nothing was created.",

	// A FEN or a Chess960 number that is wrong (internal/rules).
	"rules.fen-invalid":                 "invalid FEN %q: %s: %s",
	"rules.fen-field-placement":         "placement",
	"rules.fen-field-side-to-move":      "side to move",
	"rules.fen-field-castling":          "castling",
	"rules.fen-field-en-passant":        "en passant",
	"rules.fen-field-halfmove-clock":    "halfmove clock",
	"rules.fen-field-fullmove-number":   "fullmove number",
	"rules.fen-field-position":          "position",
	"rules.fen-fields":                  "want 6 space-separated fields (placement, side to move, castling, en passant, halfmove clock, fullmove number), got %d",
	"rules.fen-ranks":                   "want 8 ranks separated by '/', got %d",
	"rules.fen-bad-letter":              "rank %d: %q is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8",
	"rules.fen-rank-long":               "rank %d (%q) describes more than 8 squares",
	"rules.fen-rank-short":              "rank %d (%q) does not describe exactly 8 squares",
	"rules.fen-no-king-white":           "no white king",
	"rules.fen-no-king-black":           "no black king",
	"rules.fen-two-kings-white":         "two white kings",
	"rules.fen-two-kings-black":         "two black kings",
	"rules.fen-kings-white":             "%s",
	"rules.fen-kings-black":             "%s",
	"rules.fen-pawns-white":             "white has %d pawns; at most 8 are possible",
	"rules.fen-pawns-black":             "black has %d pawns; at most 8 are possible",
	"rules.fen-pieces-white":            "white has %d pieces; at most 16 are possible",
	"rules.fen-pieces-black":            "black has %d pieces; at most 16 are possible",
	"rules.fen-promoted-white":          "white has more promoted pieces (%d) than missing pawns (%d)",
	"rules.fen-promoted-black":          "black has more promoted pieces (%d) than missing pawns (%d)",
	"rules.fen-pawn-rank1":              "pawn on rank 1 (%s)",
	"rules.fen-pawn-rank8":              "pawn on rank 8 (%s)",
	"rules.fen-side":                    "%q: want w or b",
	"rules.fen-not-to-move-check-white": "the side not to move (white) is in check",
	"rules.fen-not-to-move-check-black": "the side not to move (black) is in check",
	"rules.fen-checkers":                "the side to move is in check by %d pieces; at most 2 are possible",
	"rules.fen-ep-bad":                  "%q: want - or a square such as e3 or d6",
	"rules.fen-ep-impossible":           "en passant square %s is impossible: %s",
	"rules.fen-halfmove":                "%q: want a whole number from 0",
	"rules.fen-fullmove":                "%q: want a whole number from 1",
	"rules.ep-rank-white":               "with white to move it must be on rank %d",
	"rules.ep-rank-black":               "with black to move it must be on rank %d",
	"rules.ep-no-pawn-white":            "there is no white pawn on %s that could just have made a double step",
	"rules.ep-no-pawn-black":            "there is no black pawn on %s that could just have made a double step",
	"rules.ep-occupied":                 "%s is occupied",
	"rules.ep-from-occupied":            "%s, where the pawn came from, is occupied",
	"rules.castle-king-not-home-white":  "castling right %s but the white king is not on its first rank",
	"rules.castle-king-not-home-black":  "castling right %s but the black king is not on its first rank",
	"rules.castle-no-rook":              "castling right %s but no rook on %s",
	"rules.castle-no-rook-side-h-white": "castling right %s but no white rook on the h-file side of the king on %s",
	"rules.castle-no-rook-side-h-black": "castling right %s but no black rook on the h-file side of the king on %s",
	"rules.castle-no-rook-side-a-white": "castling right %s but no white rook on the a-file side of the king on %s",
	"rules.castle-no-rook-side-a-black": "castling right %s but no black rook on the a-file side of the king on %s",
	"rules.castle-no-rook-on-white":     "castling right %s but no white rook on %s",
	"rules.castle-no-rook-on-black":     "castling right %s but no black rook on %s",
	"rules.castle-bad-letter":           "%q is not a castling letter (KQkq, or a file letter A-H/a-h for Chess960, or -)",
	"rules.castle-twice":                "castling right %s given twice",
	"rules.castle-side-twice-white":     "castling right %s: white already has a castling right on that side",
	"rules.castle-side-twice-black":     "castling right %s: black already has a castling right on that side",
	"rules.castle-king-corner-white":    "castling right %s but the white king on %s cannot have kept a castling right: in every starting position the king stands between its rooks",
	"rules.castle-king-corner-black":    "castling right %s but the black king on %s cannot have kept a castling right: in every starting position the king stands between its rooks",
	"rules.castle-kings-files":          "both sides keep castling rights but the kings stand on different files (%s and %s); in every starting position they face each other",
	"rules.castle-rooks-files":          "castling rights with the rooks on %s and %s: in every starting position the rooks of one side of the king stand on the same file",
	"rules.chess960-range":              "Chess960 position %d: want a number from 0 to 959 (518 is the standard array)",
	"rules.chess960":                    "Chess960 position %d: %v",

	// hub: the round's hub and a table's link to it (issue 27)
	"hub.err-token":         "Wrong or missing round token: send the token the hub wrote into its --token-file.",
	"hub.err-board":         "%q is not a board number: use 1 to %d.",
	"hub.err-unknown-board": "Board %d has no game at this hub yet.",
	"hub.err-claimed":       "Board %d is already played by another table: check --board at both tables.",
	"hub.err-seq":           "Event %d is out of order: the hub expects event %d next. Nothing was stored.",
	"hub.err-body":          "The request is not a batch of events: %v",
	"hub.err-too-big":       "The request is larger than %d bytes: send fewer events at once.",
	"hub.err-setup":         "The game's setup cannot be read: %v",
	"hub.err-store":         "The hub could not store the events: %v. The table sends them again.",
	"hub.err-game":          "The batch names another game than its header: send the journal's header unchanged.",
	"hub.err-after":         "%q is not an item number: use the number of the last line seen.",
	"hub.attn-claim":        "Board %d: claim %q.",
	"hub.attn-arbiter":      "Board %d: arbiter command %q.",
	"hub.attn-refused":      "Board %d: %q refused: %s",
	"hub.attn-mismatch":     "Board %d: %s",
	"hub.attn-flag":         "Board %d: %s's flag fell.",
	"hub.attn-result":       "Board %d: game over, %s, %s.",
	"hub.attn-board":        "Board %d: %s",
	"hub.attn-retrace":      "Board %d: the game was retraced.",
	"hub.attn-lost":         "Board %d: no word from the table for %s.",
	"hub.white":             "White",
	"hub.black":             "Black",
	"hub.page-title":        "Round %d: the arbiter's view",
	"hub.page-boards":       "Boards",
	"hub.page-attention":    "Needs the arbiter now, newest first",
	"hub.page-none":         "Nothing needs the arbiter.",
	"hub.page-noboards":     "No table has reported yet.",
	"hub.page-board":        "Board %d: %s against %s",
	"hub.page-move":         "Move %d, %s to move",
	"hub.page-clocks":       "Clocks: White %s, Black %s",
	"hub.page-result":       "Result %s, %s",
	"hub.page-reload":       "Reload the page",
	"hub.net-refused":       "nothing answers there (the hub is not running, or the address or the port is wrong)",
	"hub.net-no-host":       "the name %s is not known (check the address)",
	"hub.net-unreachable":   "the network does not reach it (check the cable or the wireless network)",
	"hub.net-timeout":       "no answer in time",
	"hub.net-push-refused":  "nothing answers there (check the push address)",
	"hub.send-lost":         "The hub at %s cannot be reached: %v. The moves wait in the journal and are sent when it is back.",
	"hub.send-back":         "The hub at %s has every move again.",
	"hub.send-refused":      "The hub refused this table: %s",
	"hub.listening":         "Hub of round %d listening on %s. The round token is in %s.",
	"hub.listening-next":    "At each table: blindchess play … --hub %s --board N --hub-token-file %s (a copy of the token file).",
	"hub.watch-lost":        "The hub at %s cannot be reached: %v. Trying again.",
	"hub.push-failed":       "Pushing the round to %s failed: %v. Trying again.",
	"hub.exported":          "The round's PGN is written into %s: games.pgn, and game-N.pgn for board N; again after every move.",
	"hub.export-failed":     "Writing the round into %s failed: %v. Trying again at the next move.",
	"hub.board-needs-hub":   "--board needs --hub, and --hub needs --board and --hub-token-file.",
	"hub.bad-token-file":    "The round token cannot be read from %s: %v",
	"hub.bad-round":         "--round must be a number from 1 to 999.",

	// boards: the board registry, Millennium and the clock levers in play.
	"boards.other-kind":        "%s: the board on this port is not a %s but a %s; give it as %s",
	"boards.sighted-name-path": "--sighted %q: write NAME:PATH with NAME one of %s (e.g. dgt:/dev/ttyUSB0 or millennium:/dev/ttyUSB0), or virtual",
	"boards.sighted-tactile":   "--sighted %q: a game joins one tactile board, the visually impaired player's, given with --tactile; --sighted takes the sighted player's board. With two visually impaired players only one tactile board is joined: docs/play.md, \"Two visually impaired players\", says what to do",
	"boards.give-one-board":    "give one board: --board NAME:PATH (NAME one of %s), --dgt PATH or --tactile PATH, e.g. blindchess board watch --board millennium:/dev/ttyUSB0",
	"boards.unknown-board":     "%q: want NAME:PATH with NAME one of %s, e.g. dgt:/dev/ttyUSB0",
	"boards.simulate-needs":    "simulate needs the kind of board: %s, e.g. blindchess simulate dgt --link /tmp/board",
	"boards.simulate-unknown":  "unknown board %q: simulate one of %s",
	"boards.ports-registered":  "registered boards with these USB ids: %s",

	// laws: the session's setting (internal/table).
	"table.setting-tournament":      "Tournament play.",
	"table.chess960-start":          "Chess960, position %d. Back ranks from %s to %s: %s.",
	"table.setting-casual":          "Casual play.",
	"table.bad-setting":             "unknown setting %q; write tournament or casual",
	"table.start-waits":             "The clock waits for the arbiter: type start.",
	"table.wait-for-start":          "The clock has not been started: the arbiter starts it with start (Article 6.6).",
	"table.not-pressed":             "%s has not pressed the clock yet: press first (Article 6.2).",
	"table.undo-on-board":           "The move %s was made on the %s: a released piece is a move made (Article 4.7). Only the arbiter can take it back (arbiter takeback).",
	"table.undo-claimed":            "The move %s was written with a claim and must be played (Article 9.5). Only the arbiter can take it back (arbiter takeback).",
	"table.reason-resign-no-mate":   "resignation, but the opponent cannot checkmate (Article 5.1.2)",
	"table.penalty-offender":        "%s penalised: %s gets %s.",
	"table.claim-after-touch":       "%s has touched a piece on this move and may not claim now (Article 9.4).",
	"table.claim-for":               "Claim by %s. Clocks stopped.",
	"table.claim-written":           "Move written: %s.",
	"table.claim-finds-correct":     "The program finds it correct: %s.",
	"table.claim-finds-wrong":       "The program finds it not correct: %s.",
	"table.claim-arbiter-decides":   "The arbiter decides: arbiter accept or arbiter reject.",
	"table.claim-waits":             "The claim by %s waits for the arbiter: arbiter accept or arbiter reject.",
	"table.no-claim-waits":          "No claim waits for the arbiter.",
	"table.time-control":            "Time control %s: %s.",
	"table.claim-rejected":          "The arbiter rejects the claim by %s (Article 9.5.3).",
	"table.claim-penalty":           "%s gets %s.",
	"table.touch-rejects-offer":     "%s touched a piece: the draw offer by %s is rejected (Article 9.1.2.1).",
	"table.move-rejects-offer":      "%s moved: the draw offer by %s is rejected (Article 9.1.2.1).",
	"table.help-arbiter-accept":     "Accepts the claim that waits: the game is drawn (Article 9.5).",
	"table.help-arbiter-reject":     "Rejects the claim that waits: the claimant's opponent is given time, the written move is played and the clock runs again (Article 9.5.3).",
	"table.illegal-on-board":        "Illegal move completed by %s on the %s: clocks stopped (Article 7.5). The arbiter is called: arbiter illegal %s restores the position before it and gives the penalty.",
	"table.illegal-on-board-named":  "Illegal move completed by %s on the %s: %s. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal %s restores the position before it and gives the penalty.",
	"table.illegal-moved":           "%s %s to %s",
	"table.illegal-promotion":       "%s pressed with a pawn on the last rank and no new piece: an illegal move; the pawn becomes a queen (Article 7.5.2). Clocks stopped; the arbiter is called: arbiter illegal %s.",
	"table.illegal-waits":           "An illegal move by %s waits for the arbiter: arbiter illegal %s.",
	"table.illegal-may-stand":       "In rapid and blitz, unclaimed, it may stand instead: arbiter stands (Annex A.4.2).",
	"table.stands":                  "The illegal move by %s on the %s stands (Annex A.4.2). %s The game goes on from that position, %s to move.",
	"table.stands-promoted":         "The illegal move by %s stands (Annex A.4.2): the pawn is a queen (Article 7.5.2), and no penalty is given.",
	"table.stands-none":             "No illegal move made on a board waits for the arbiter: arbiter stands lets only such a move stand (Annex A.4.2).",
	"table.stands-standard":         "In standard play an illegal move does not stand (Article 7.5.1; Annex A.4.2 is for rapid and blitz): arbiter illegal %s restores the position before it.",
	"table.stands-unknown":          "The %s does not tell which piece stands on %s, so the game cannot go on from it: arbiter illegal %s restores the position before it, or, once the pieces are known, a new game with play --fen.",
	"table.stands-impossible":       "The position on the %s cannot arise in a game (Article 3.10.3): %s. The move cannot stand: arbiter illegal %s restores the position before it.",
	"table.stands-over":             "After it %s would have no legal move, and an illegal move cannot end the game (Articles 5.1.1, 5.2.1): arbiter illegal %s restores the position before it.",
	"table.stands-no-board":         "The %s does not show its position now (gone, or not read again): the game can go on from it once it does; arbiter illegal %s restores the position before the move.",
	"table.help-arbiter-stands":     "In rapid and blitz, an illegal move completed on a board that nobody claimed stands (Annex A.4.2): the game goes on from the position on that board, the clocks as they are, without a penalty.",
	"table.adjust-kept":             "Kept: %s.",
	"table.adjust-dropped":          "Dropped: %s.",
	"table.adjust-plus":             "%s plus %s",
	"table.adjust-minus":            "%s minus %s",
	"table.adjust-times":            "Now White %s, Black %s.",
	"table.retrace-steps":           "%s lags behind the agreed position: %s",
	"table.log-empty":               "The arbiter log is empty.",
	"table.log-second-illegal":      "Second illegal move by %s (Article 7.5.5).",
	"table.log-claim-accepted":      "The arbiter accepts the claim by %s.",
	"table.help-arbiter-log":        "The arbiter log: touches, corrections, claims and rulings, penalties and the arbiter's time changes, illegal moves, take-backs, retraces and adjournments, with move numbers and clock times (also written beside the PGN).",
	"table.moves-range":             "No move %s on the scoresheet: it has moves %d to %d.",
	"table.moves-usage":             "moves alone: the move count; moves N: the last N moves; moves from M: from move M on.",
	"table.no-draw-before":          "No draw offers before move %d (the competition's rule, Article 9.1.1); the arbiter may allow one: arbiter allow-draw.",
	"table.draw-allowed":            "The arbiter allows the next draw offer.",
	"table.increment-usage":         "arbiter increment TIME, for example arbiter increment 5s (Guideline III.4).",
	"table.increment-bad":           "Increment %q: write whole seconds from 1s to 60s, for example 5s.",
	"table.increment-hourglass":     "An hourglass clock takes no increment.",
	"table.increment-blitz":         "No increment under Guideline III in blitz (III.2.2). The arbiter gives time with arbiter add.",
	"table.increment-has-bonus":     "This game already has an increment or a delay, and Guideline III.4 is only for games without one (III.2.2). The arbiter gives time with arbiter add.",
	"table.increment-set":           "Guideline III.4: from the next move both players get an increment of %s. Two extra minutes for the opponent (III.5) are the arbiter's decision: arbiter add.",
	"table.bad-no-draw-before":      "no draw offers before move %d: write a move number from 1 to 500, or 0 for none",
	"table.resume-bad-number":       "--%s %s is not a number",
	"table.help-arbiter-increment":  "Guideline III.4: both players get this increment from the next move on, for example arbiter increment 5s.",
	"table.help-arbiter-allow-draw": "Allows the next draw offer before the move of --no-draw-offers-before (Article 9.1.1).",
	"table.args-arbiter-increment":  "TIME",
	"table.help-adjourn":            "Guideline I: adjourns the game with the sealed move of the player having the move (adjourn Nf3); the VI player's own is said back to him alone as written, sealed after yes, not checked; arbiter unseal judges it and resumes.",
	"table.help-arbiter-unseal":     "Resumes an adjourned game (also after play --resume): the sealed move is made and the opponent's clock starts (Guideline I).",
	"table.adjourned":               "The game is adjourned; arbiter unseal resumes it.",
	"table.adjourn-usage":           "adjourn MOVE: the sealed move of the player having the move, for example adjourn Nf3.",
	"table.sealed-illegal":          "The sealed move is not a legal move here; write it again (it is not said).",
	"table.result-both-lose":        "both players lose",
	"table.result-white-half":       "White half a point, Black none",
	"table.result-black-half":       "White none, Black half a point",
	"table.confirm-seal":            "Seal \"%s\" as written? It is not checked until the arbiter unseals it.",
	"table.confirm-seal-unsaid":     "Seal the move as written? It is not said, and not checked until the arbiter unseals it.",
	"table.sealed-illegal-found":    "The sealed move of %s, \"%s\", is not a legal move here (Guideline I.8).",
	"table.sealed-ambiguous":        "The sealed move of %s, \"%s\", is ambiguous: more than one move fits it (Guideline I.8).",
	"table.sealed-unreadable":       "The sealed move of %s, \"%s\", cannot be read as a move (Guideline I.8).",
	"table.sealed-loses":            "%s loses: the arbiter confirms the result %s or decides otherwise.",
	"table.sealed-no-mate":          "%s cannot checkmate by any series of legal moves, so the game is drawn (as Article 6.9): the arbiter confirms the result %s or decides otherwise.",
	"table.envelope":                "Envelope (Guideline I.2): White %s, Black %s. Sealed move: move %d, sealed by %s.",
	"table.envelope-clocks":         "Clocks: White %s, Black %s. Time used: White %s, Black %s.",
	"table.envelope-fen":            "FEN, for programs: %s",
	"table.envelope-sealed":         "The sealed move stays sealed: it is in the journal and is not shown; arbiter unseal makes it with the opponent present (Guideline I.7, I.9). The arbiter adds the date, time and place of resumption.",
	"table.envelope-offer":          "A draw offer by %s stands.",
	"table.envelope-pawns#other":    "pawns %s",
	"table.envelope-pawns#one":      "pawn %s",
	"table.envelope-side":           "%s: %s",
	"table.envelope-position":       "Position before the sealed move: %s; %s.",
	"table.adjourned-say":           "Game adjourned. Clocks stopped; the sealed move is in the envelope.",
	"table.nothing-sealed":          "No game is adjourned: there is no sealed move.",
	"table.unsealed":                "The arbiter unseals the move of %s (Guideline I).",
	"table.cmd-adjourn":             "adjourn",
	"table.args-adjourn":            "MOVE",

	// finish20: pgn check's warnings and result errors
	"pgn.result-error":        "game %d (%s): %s",
	"pgn.null-move":           "a null move at line %d, move %s; a null move is not a legal chess move",
	"pgn.null-moves":          "%s, the first at line %d, move %s; a null move is not a legal chess move",
	"pgn.n-null-moves#one":    "1 null move",
	"pgn.n-null-moves#other":  "%d null moves",
	"pgn.n-half-moves#one":    "1 half-move",
	"pgn.n-half-moves#other":  "%d half-moves",
	"pgn.drawn-after-result":  "the game was drawn by %s (Article %s) after %s, so the result must be 1/2-1/2, not %s",
	"pgn.drawn-after-goes-on": "the game was drawn by %s (Article %s) after %s, but the record goes on for %s",
	"pgn.checkmated-result":   "%s is checkmated, so the result must be %s, not %s",
	"pgn.stalemated-result":   "%s is stalemated, so the result must be 1/2-1/2, not %s",
	"pgn.drawn-final-result":  "the game is drawn by %s (Article %s) in the final position, so the result must be 1/2-1/2, not %s",
	"pgn.too-little-material": "%s has too little material to checkmate, so %s can only be a resignation; a loss on time would be a draw (Article 6.9)",
	"pgn.by-dead-position":    "a dead position",
	"pgn.by-seventy-five":     "the seventy-five-move rule",
	"pgn.by-fivefold":         "fivefold repetition",
	"pgn.by-stalemate":        "stalemate",
	"pgn.side-white":          "White",
	"pgn.side-black":          "Black",
	"pgn.roster-missing":      "missing tags of the Seven Tag Roster: %s",
	"pgn.tags-repeated":       "repeated tags, in alphabetical order (the first value counts): %s",
	"pgn.result-tag-invalid":  "the Result tag %q is not a result; write 1-0, 0-1, 1/2-1/2 or *",
	"pgn.result-tag-differs":  "the Result tag says %s but the moves end with %s",
	"pgn.plycount-invalid":    "the PlyCount tag %q is not a number of half-moves",
	"pgn.plycount-differs":    "the PlyCount tag says %s but the game has %d",
	"pgn.fen-without-setup":   "a FEN tag without SetUp \"1\"; the game is read from the FEN",

	// finish20: why a journal is damaged
	"journal.damaged":           "journal is damaged at line %d (byte %d): %s; the records before it are intact — keep the file for the arbiter (the game's PGN file holds its moves)",
	"journal.damaged-file":      "journal %s is damaged at line %d (byte %d): %s; the records before it are intact — keep the file for the arbiter (the game's PGN file holds its moves)",
	"journal.not-a-file":        "not a file but a device or a pipe: a journal is a file on a disk",
	"journal.no-header":         "journal has no complete header: the game was never started in it",
	"journal.seq":               "record number %d where %d was expected",
	"journal.not-a-line":        "not a journal line (expected 8 hex digits, a space and JSON)",
	"journal.checksum-not-hex":  "not a journal line (the checksum is not 8 lower-case hex digits)",
	"journal.checksum-mismatch": "checksum mismatch (stored %s, computed %s): the line was changed or damaged",
	"journal.header-invalid":    "header is not valid: %v",
	"journal.not-blindchess":    "not a blindchess journal (the header does not say \"journal\":\"blindchess\")",
	"journal.version-newer":     "journal format version %d is newer than this blindchess reads (%d): update blindchess",
	"journal.version-unknown":   "unknown journal format version %d",
	"journal.record-invalid":    "record is not valid: %v",
	"journal.negative-time":     "record %d has a negative time",

	// polish: board follow in the session language.
	"cmd.follow-fault": "board fault: %s",
	// finish20: speech backends' notes and errors
	"speaking.note":                  "Speech: %s",
	"speaking.note-skipped":          "Speech: %s (%s)",
	"speaking.what-text":             "text lines",
	"speaking.what-speechd":          "speech-dispatcher at %s",
	"speaking.what-clips":            "recorded clips on the sound card",
	"speaking.what-espeak-card":      "espeak-ng on the sound card",
	"speaking.what-espeak-own":       "espeak-ng playing on its own",
	"speaking.what-espeak":           "espeak-ng",
	"speaking.what-say":              "macOS say",
	"speaking.what-sapi":             "Windows SAPI",
	"speaking.what-wav":              "%s into %s",
	"speaking.skip-speechd-stuck":    "speech-dispatcher did not answer: restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again",
	"speaking.skip-speechd":          "speech-dispatcher not reachable",
	"speaking.skip-clips":            "no clips on a sound card: %v",
	"speaking.skip-espeak":           "no espeak-ng",
	"speaking.espeak-no-card":        "espeak-ng: %v",
	"speaking.unknown-voice":         "unknown voice %q: use one of %s",
	"speaking.no-clip-set":           "this build has no clip set",
	"speaking.no-clip-set-wav":       "this build has no clip set; use --voice espeak",
	"speaking.wav-voice":             "a WAV file can be rendered with --voice clips or espeak, not %q",
	"speaking.failed":                "Speech: %s failed (%v); speaking as text from now on.",
	"speaking.no-sound-card":         "no usable sound card",
	"speaking.no-sound-card-timeout": "%v: it did not become ready within %v",
	"speaking.wav-create":            "creating WAV file: %v",

	// finish20: ports and serial port errors
	"boardports.hint-ftdi":           "FTDI serial adapter, as in older DGT boards (and many other devices)",
	"boardports.hint-dgt":            "possibly a DGT board (vendor id reported for DGT boards, unconfirmed)",
	"boardports.hint-cp210x":         "Silicon Labs CP210x serial adapter, as in Certabo boards (and many other devices)",
	"boardports.hint-silabs":         "Silicon Labs serial adapter",
	"boardports.hint-pl2303":         "Prolific PL2303 serial adapter",
	"boardports.hint-ch340":          "WCH CH340 serial adapter, as on cheap Arduino clones (maybe a home-built tactile board)",
	"boardports.hint-arduino":        "Arduino (maybe a home-built tactile board)",
	"boardports.hint-rp2040":         "Raspberry Pi RP2040 (maybe a home-built tactile board)",
	"boardports.hint-esp32":          "Espressif ESP32 (maybe a home-built tactile board)",
	"boardports.hint-adafruit":       "Adafruit board (maybe a home-built tactile board)",
	"boardports.hint-teensy":         "Teensy (maybe a home-built tactile board)",
	"boardports.hint-chessnut":       "Chessnut board (a USB HID device; blindchess cannot drive it over serial)",
	"boardports.hint-usb-unknown":    "USB serial device of an unknown make",
	"boardports.hint-bluetooth":      "Bluetooth serial link (DGT Bluetooth boards appear as these)",
	"boardports.hint-builtin":        "built-in serial port",
	"boardports.hint-board-computer": "serial port of the board computer",
	"boardports.hint-pty":            "pseudo-terminal (an emulated board, or a program's terminal)",
	"boardports.hint-serial":         "serial port",
	"boardports.no-answer":           "no board answered",
	"boardports.port-error":          "%s: %v",
	"boardports.baud":                "%s: cannot switch to 9600 baud: %v",
	"boardports.list":                "list the serial ports: %v",
	"boardports.tactile":             "tactile board %s, protocol %d",
	"boardports.tactile-firmware":    "tactile board %s, protocol %d, firmware %s",
	"boardports.dgt":                 "DGT board, firmware %s",
	"boardports.baud-mode":           "%s: cannot switch to %s: %v",
	"boardports.millennium":          "Millennium board",
	"boardports.millennium-firmware": "Millennium board, firmware %s",
	"boardports.certabo":             "Certabo board",
	"serialport.write":               "write to %s: %v",
	"serialport.read-timeout":        "%s: cannot set a read timeout: %v",
	"serialport.silent":              "%s: no answer from the board for %s",
	"boardports.darwin-nocgo":        "USB details need a build with cgo on macOS",
	"serialport.permission":          "%s: permission denied; add yourself to the dialout group (sudo adduser $USER dialout) and log in again: %v",
	"serialport.busy":                "%s: the port is busy; close the other program that uses it: %v",
	"serialport.no-port":             "%s: no such port; check the cable, or run \"blindchess ports\" to see the ports: %v",
	"serialport.not-serial":          "%s: a device, but not a serial port, so no board can be on it; give the port the board is on (\"blindchess ports\" lists this machine's ports)",
	"serialport.cannot-open":         "%s: cannot open the port: %v",
	"serialport.gone":                "%s: the port went away (cable pulled or board switched off)",
	"serialport.failed":              "%s: the port failed (cable pulled or board switched off?): %v",

	// input2: the clock script's quit question and its answer on the next line
	"clock.script-quit-question":           "Quit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.",
	"clock.script-not-quitting-not-done":   "Not quitting; the clock goes on. %q answered the question and is not carried out.",
	"clock.script-ended-unanswered":        "The script ended before the quit question was answered; the run ends here.",
	"clock.answer-without-question":        "%q answers no question; put an answer right after a quit line",
	"clock.script-answer-without-question": "line %d: %q answers no question; put an answer right after a quit line",
	// laws2: Article 6.2, nobody presses for a player
	"table.auto-press-tournament": "--auto-press presses the clock for the player, which tournament play does not allow (Article 6.2: nobody presses for a player); add --casual, or leave out --auto-press",
	// finish20: where a PGN game fails
	"pgn.where-game":      "game %d (%s)",
	"pgn.where-line":      "%s, line %d",
	"pgn.where-move":      "%s, move %s",
	"pgn.where-variation": "%s (in a variation)",
	"pgn.tag-error":       "game %d (%s): tag %s: %s",

	// voice: a move heard and dropped (internal/table/voice.go).
	"table.voice-dropped":   "Not understood; the move heard is cancelled. Please say the move again.",
	"table.voice-yes-early": "That yes came before the question; say yes again after it.",
	"table.voice-late":      "The yes came too late (more than %d seconds after the question); the move heard is cancelled. Please say the move again.",
	"table.voice-letter":    "%s as in the letter %s.",

	// clockmode: the clock's setting, said at the start (issue 24)
	"clock.setting-tournament":          "Tournament play: your time is told only when you ask (t); --announce gives automatic announcements.",
	"clock.setting-tournament-announce": "Tournament play: automatic time announcements %s, as you asked.",
	"clock.setting-casual":              "Casual play: automatic time announcements %s.",
	"clock.setting-casual-none":         "Casual play: no automatic time announcements.",
	// cat3a: sentences of say, play --resume, pgn, rules (issue 20).
	"run.play-resume-no-such-file-games": "--resume %s: no such file; give the game.journal in the game's folder (the games are in %s)",
	"cmd.n-valid#one":                    "1 valid",
	"cmd.n-valid#other":                  "%d valid",
	"cmd.n-invalid#one":                  "1 invalid",
	"cmd.n-invalid#other":                "%d invalid",
	"cmd.of-n-games#one":                 "1 game",
	"cmd.of-n-games#other":               "%d games",
	"saymoves.null-move":                 "(null move)",
	// walk10: say --pgn of a game from a set-up position says it
	"saymoves.from-position": "The game starts from this position: %s; %s.",
	// cat3b: electronic boards (internal/eboard)
	"eboard.occupancy-length":    "occupancy %q: want 64 characters 0 or 1 (a1 b1 … h8), got %d",
	"eboard.occupancy-char":      "occupancy: character %d (square %s) is %q, want 0 or 1",
	"eboard.placement-ranks":     "placement %q: want 8 ranks separated by '/', got %d",
	"eboard.placement-counts":    "placement %q: rank %d has two counts in a row",
	"eboard.placement-long":      "placement %q: rank %d has more than 8 squares",
	"eboard.placement-letter":    "placement %q: %q is not a piece letter (PNBRQK for white, pnbrqk for black) or a count 1-8",
	"eboard.placement-short":     "placement %q: rank %d has %d squares, want 8",
	"eboard.not-connected":       "the board is not connected",
	"eboard.ask-position":        "ask the %s board for its position: %v",
	"chessnut.no-adapter":        "no Bluetooth adapter is usable here (%v); check that BlueZ runs (systemctl status bluetooth) and the adapter is on (bluetoothctl power on)",
	"chessnut.scan":              "scan for a Chessnut board: %v",
	"chessnut.not-found":         "no Chessnut board %s found; is it switched on and near?",
	"chessnut.connect":           "connect to the Chessnut board %s: %v",
	"chessnut.services":          "the Chessnut board %s: list its services: %v",
	"chessnut.unknown-device":    "the device %s is no Chessnut board this program knows (no FEN or command characteristic)",
	"chessnut.linux-only":        "Chessnut boards over Bluetooth are supported on Linux only so far; on this system try chessnut:replay=FILE",
	"chessnut.lost":              "the Chessnut board went away (asleep, switched off or out of reach)",
	"chessnut.write":             "write to the Chessnut board: %v",
	"certabo.show-not-move":      "show the move %s-%s on the Certabo board: not a move",
	"millennium.show-not-move":   "show the move %s-%s on the Millennium board: not a move",
	"chessnut.notification-size": "chessnut notification % X: want 01 24 and %d bytes in all",
	"chessnut.notification-code": "chessnut notification: square %s has code %d, want 0 to 12",
	"chessnut.replay-wait":       "recording line %d: wait %q: want milliseconds",
	"chessnut.replay-line":       "recording line %d: %v",
	"chessnut.replay-step":       "recording line %d: %q is no step: want hex bytes, fen PLACEMENT, wait MS or lost",
	"chessnut.replay-read":       "read the Chessnut recording: %v",
	"chessnut.replay-file":       "%s: %v",

	// cat3b: journal writing (internal/journal)
	"journal.setup-not-json":    "journal header: the game setup is not valid JSON",
	"journal.header":            "journal header: %v",
	"journal.record":            "journal record %d: %v",
	"journal.earlier-game":      "journal %s: %v: it holds an earlier game; resume it or choose another file",
	"journal.open-write":        "open for writing: %v",
	"journal.cut":               "cut off the incomplete last record: %v",
	"journal.cut-sync":          "sync after cutting off the incomplete last record: %v",
	"journal.append-closed":     "journal %s: append after close",
	"journal.retry-closed":      "journal %s: retry after close",
	"journal.close":             "close: %v",
	"journal.copy-aside":        "copy the damaged journal aside before repairing it: %v",
	"journal.rewrite":           "rewrite: %v",
	"journal.create":            "create: %v",
	"journal.write":             "write: %v",
	"journal.sync":              "sync: %v",
	"journal.sync-folder":       "sync folder: %v",
	"journal.read-back":         "journal %s: read back: %v",
	"journal.read-back-bytes":   "journal %s: read back its %d bytes: %v",
	"journal.copy":              "copy of journal %s: %v",
	"journal.copy-to":           "copy of journal %s to %s: %v",
	"journal.read-damaged":      "read damaged journal: %v",
	"journal.rewrite-damaged":   "rewrite without the damaged lines: %v",
	"journal.too-many-copies":   "%s.damaged and 98 more copies exist already",
	"journal.read":              "read journal: %v",
	"journal.file":              "journal %s: %v",
	"journal.data-after-json":   "data after the JSON object",
	"journal.write-error#one":   "journal %s: %s; %d record(s) kept in memory only, will retry",
	"journal.write-error#other": "journal %s: %s; %d record(s) kept in memory only, will retry",

	// cat3b: recording the game's sound (internal/recording)
	"recording.make-folder":      "making the recording folder: %v",
	"recording.open-index":       "opening the recording index: %v",
	"recording.read-folder":      "reading the recording folder: %v",
	"recording.ply-negative":     "ply %d: plies start at 0 (before the first move)",
	"recording.write-index":      "writing the recording index: %v",
	"recording.close-index":      "closing the recording index: %v",
	"recording.create-segment":   "creating recording segment: %v",
	"recording.write-segment":    "writing recording segment: %v",
	"recording.segment-too-long": "recording segment too long (over 2 GB)",
	"recording.close-segment":    "closing recording segment: %v",

	// cat3b: the BrlAPI client (internal/braille/brlapi)
	"brlapi.size":             "BrlAPI: the server claims a display of %d×%d cells, more than the %d this program writes to; a real display has at most a few hundred: check BRLAPI_HOST and the braille driver",
	"brlapi.error-code":       "error %d",
	"brlapi.error-1":          "out of memory",
	"brlapi.error-2":          "the terminal is in use by another client",
	"brlapi.error-3":          "the display is in use",
	"brlapi.error-4":          "unknown instruction",
	"brlapi.error-5":          "illegal instruction",
	"brlapi.error-6":          "invalid parameter",
	"brlapi.error-7":          "invalid packet",
	"brlapi.error-8":          "connection refused",
	"brlapi.error-9":          "operation not supported",
	"brlapi.error-12":         "unknown terminal",
	"brlapi.error-13":         "protocol version not supported",
	"brlapi.error-14":         "end of file",
	"brlapi.error-15":         "empty key",
	"brlapi.error-16":         "the braille driver failed",
	"brlapi.error-17":         "authentication failed",
	"brlapi.answering":        "%s (answering %q)",
	"brlapi.auth-failed":      "BrlAPI: %s: the key file is wrong or unreadable; run as a member of the group brlapi, or give BRLAPI_AUTH=keyfile:PATH",
	"brlapi.server-error":     "BrlAPI: %s",
	"brlapi.no-display":       "BRLTTY runs but has no braille display (it reports 0 cells): connect the display, and check that BRLTTY's braille driver finds it (“brltty -b DRIVER -d DEVICE”)",
	"brlapi.no-server":        "BRLTTY is not running (no BrlAPI server answers): start it with “sudo systemctl start brltty” or “brltty -b DRIVER -d DEVICE”, or set BRLAPI_HOST",
	"brlapi.no-server-tried":  "%s (tried %s)",
	"brlapi.host":             "BrlAPI host %q: the number after the colon must be 0 to 1000",
	"brlapi.packet-large":     "BrlAPI packet of %d bytes is larger than %d",
	"brlapi.packet-announced": "BrlAPI packet of %d bytes announced, more than %d: not a BrlAPI server, or the stream is damaged",
	"brlapi.packet-short":     "BrlAPI packet cut short: %v",
	"brlapi.sending":          "BrlAPI: sending %q: %v",
	"brlapi.reading":          "BrlAPI: reading from the server: %v",
	"brlapi.unexpected":       "BrlAPI: the server answered %q where %q was expected",
	"brlapi.old-protocol":     "BrlAPI: the server speaks an older protocol than version %d: update BRLTTY",
	"brlapi.auth-unknown":     "BrlAPI: the server asks for an authentication this client does not speak (only none and key file); set BRLAPI_AUTH=none on the server for a private socket",
	"brlapi.key-file":         "BrlAPI: reading the key file: %v; run as a member of the group brlapi, or give BRLAPI_AUTH=keyfile:PATH",
	"brlapi.no-key-file":      "BrlAPI: the server asks for a key, and BRLAPI_AUTH %q names no key file; give keyfile:%s",
	"brlapi.size-bytes":       "BrlAPI: a display size of %d bytes",
	"brlapi.waiting":          "BrlAPI: waiting for a key: %v",
	"brlapi.closed":           "BRLTTY closed the connection: it stopped, or the display was unplugged",

	// cat3b: PGN time controls (internal/clock)
	"clock.pgn-no-control":      "the PGN names no time control",
	"clock.pgn-empty":           "empty PGN time control; write for example 40/5400+30:1800+30, 3600+30 or *180",
	"clock.pgn-hourglass-time":  "PGN time control %q: the hourglass's time: %v",
	"clock.pgn-hourglass-delay": "PGN time delay %q: an hourglass has no delay",
	"clock.pgn-control":         "PGN time control %q: %v",
	"clock.pgn-periods":         "PGN time control %q: more than %d periods",
	"clock.pgn-moves":           "PGN time control %q: period %d: the move count %q must be a number from 1 to %d",
	"clock.pgn-period":          "PGN time control %q: period %d: %v",
	"clock.pgn-increment":       "PGN time control %q: period %d: the increment: %v",
	"clock.pgn-delay-count":     "PGN time delay %q: %d entries for %d periods; write one for each period, or one for all",
	"clock.pgn-delay-entry":     "PGN time delay %q: %q must be d and seconds (simple delay), b and seconds (Bronstein) or -",
	"clock.pgn-delay":           "PGN time delay %q: %v",
	"clock.pgn-delay-increment": "PGN time delay %q: period %d has an increment already, and a period has one or the other",
	"clock.pgn-seconds":         "%q is not a number of seconds",
	"clock.pgn-seconds-max":     "%q is not a number of seconds up to %d",

	// voiceacc: the other move the recogniser nearly heard, named in the read-back (internal/table/voice.go).
	"table.voice-other": "Or was it %s?",
	// boardtext: the board drivers' texts, said in the session's language (internal/eboard and its drivers, the emulator)
	"certabo.board#one":           "Certabo board, %d chip calibrated",
	"certabo.board#other":         "Certabo board, %d chips calibrated",
	"certabo.calibrated-again":    "Certabo board calibrated again from the start position: %d chips",
	"certabo.calibration":         "Certabo board: calibration. Set up the start position, all 32 pieces on their squares, and leave them still: blindchess learns which chip is which piece",
	"certabo.garbled":             "a line from the board was garbled",
	"certabo.line-colon":          "certabo line: want a colon and 320 numbers, got %q",
	"certabo.line-count":          "certabo line: want 320 numbers, got %d",
	"certabo.line-number":         "certabo line: number %d is %q, want 0 to 255",
	"certabo.no-answer":           "the port is open but no Certabo board sends its squares; is the board's USB cable in, and is this its port?",
	"certabo.no-line-end#one":     "%d byte without a line end",
	"certabo.no-line-end#other":   "%d bytes without a line end",
	"certabo.spare-chip":          "Certabo board: the piece on %s has a chip that was not calibrated (a spare piece?); put a piece of the set there, or set up the start position with it to calibrate again",
	"check.board-other-kind":      "%s (%s): no position; the board on this port is not a %s but a %s; give it as %s.",
	"check.board-fault":           "%s (%s): no position; the board says: %s",
	"chessnut.board":              "Chessnut board",
	"chessnut.garbled":            "a notification from the board was garbled",
	"chessnut.no-answer":          "the Chessnut board is connected but sends no position; switch it off and on again",
	"cmd.watch-as-before":         "as before",
	"cmd.watch-as-start":          "as in the start position",
	"cmd.watch-none":              "none",
	"cmd.watch-occupied":          "occupied: %s",
	"cmd.watch-position":          "position %s",
	"cmd.watch-square-empty":      "%s empty",
	"cmd.watch-square-occupied":   "%s occupied",
	"cmd.watch-unlike-before":     "unlike before: %s",
	"cmd.watch-unlike-start":      "unlike the start position: %s",
	"dgt.board":                   "DGT board",
	"dgt.board-firmware":          "DGT board, firmware %s",
	"dgt.button-back":             "back",
	"dgt.button-minus":            "minus",
	"dgt.button-ok":               "ok",
	"dgt.button-plus":             "plus",
	"dgt.button-run":              "run",
	"dgt.clock-button":            "clock button %s",
	"dgt.clock-refused":           "the clock refused command 0x%s (is it in mode 23?)",
	"dgt.clock-times":             "dgt: clock message with impossible times % X",
	"dgt.corrected":               "the board dump differs from the field updates; position corrected",
	"dgt.dump-code":               "dgt: board dump field %d has piece code 0x%02X, not a piece",
	"dgt.message-size":            "dgt: message 0x%02X has %d bytes, want %d",
	"dgt.no-answer":               "the port is open but no DGT board answers; is the board switched on, and is this its port?",
	"dgt.no-position":             "the DGT board answers but has not sent its position; switch the board off and on again, or check the cable",
	"dgt.normal-way":              "the board lies the normal way (connector on White's left)",
	"dgt.not-message":             "dgt: not a message 0x%02X",
	"dgt.replaces-black-bishop":   "replaces black bishop",
	"dgt.replaces-black-king":     "replaces black king",
	"dgt.replaces-black-knight":   "replaces black knight",
	"dgt.replaces-black-pawn":     "replaces black pawn",
	"dgt.replaces-black-queen":    "replaces black queen",
	"dgt.replaces-black-rook":     "replaces black rook",
	"dgt.replaces-white-bishop":   "replaces white bishop",
	"dgt.replaces-white-king":     "replaces white king",
	"dgt.replaces-white-knight":   "replaces white knight",
	"dgt.replaces-white-pawn":     "replaces white pawn",
	"dgt.replaces-white-queen":    "replaces white queen",
	"dgt.replaces-white-rook":     "replaces white rook",
	"dgt.rotated":                 "the board is turned round (connector on White's right); squares are mapped accordingly",
	"dgt.update-code":             "dgt: field update with piece code 0x%02X, not a piece",
	"dgt.update-field":            "dgt: field update for field %d, want 0..63",
	"drivers.no-such":             "%q: want NAME:PATH with NAME one of %s",
	"drivers.title-certabo":       "Certabo board",
	"drivers.title-chessnut":      "Chessnut Air or Pro board (Bluetooth LE)",
	"drivers.title-dgt":           "DGT e-board",
	"drivers.title-millennium":    "Millennium ChessLink or eONE board",
	"drivers.title-tactile":       "tactile pegged board",
	"eboard.back":                 "%s; back, position read again",
	"eboard.clock-battery":        "clock battery low",
	"eboard.clock-left":           "left %s",
	"eboard.clock-left-flag":      "left flag fallen",
	"eboard.clock-left-running":   "left running",
	"eboard.clock-left-to-move":   "stopped, left to move",
	"eboard.clock-none":           "no clock connected",
	"eboard.clock-right":          "right %s",
	"eboard.clock-right-flag":     "right flag fallen",
	"eboard.clock-right-running":  "right running",
	"eboard.clock-right-to-move":  "stopped, right to move",
	"eboard.clock-running":        "running",
	"eboard.clock-stopped":        "stopped",
	"eboard.disconnected":         "%s; check the board's cable and power. The position is read again when the board is back",
	"eboard.ev-button":            "button %d",
	"eboard.ev-clock":             "clock: %s",
	"eboard.ev-connected":         "connected",
	"eboard.ev-disconnected":      "disconnected",
	"eboard.ev-error":             "error",
	"eboard.ev-lift":              "lift %s",
	"eboard.ev-lift-piece":        "lift %s %s",
	"eboard.ev-place":             "place %s",
	"eboard.ev-place-piece":       "place %s %s",
	"eboard.ev-resync":            "resync",
	"eboard.ev-snapshot":          "snapshot",
	"eboard.ev-snapshot-pieces":   "snapshot, %s",
	"eboard.line-noise":           "line noise: %v",
	"eboard.n-pieces#one":         "%d piece",
	"eboard.n-pieces#other":       "%d pieces",
	"eboard.noise":                "%s; if it goes on, check the board's cable and plugs",
	"eboard.noise-between#one":    "%d byte of noise between the board's messages",
	"eboard.noise-between#other":  "%d bytes of noise between the board's messages",
	"eboard.piece-black-bishop":   "black bishop",
	"eboard.piece-black-king":     "black king",
	"eboard.piece-black-knight":   "black knight",
	"eboard.piece-black-pawn":     "black pawn",
	"eboard.piece-black-queen":    "black queen",
	"eboard.piece-black-rook":     "black rook",
	"eboard.piece-white-bishop":   "white bishop",
	"eboard.piece-white-king":     "white king",
	"eboard.piece-white-knight":   "white knight",
	"eboard.piece-white-pawn":     "white pawn",
	"eboard.piece-white-queen":    "white queen",
	"eboard.piece-white-rook":     "white rook",
	"eboard.resync":               "%s; asking the board for its whole position",
	"eboard.skipped#one":          "line noise: %d byte from the board skipped (%d so far)",
	"eboard.skipped#other":        "line noise: %d bytes from the board skipped (%d so far)",
	"eboard.transport":            "%s",
	"eboard.went-away":            "the board went away",
	"emulator.already-off":        "the board is already switched off",
	"emulator.already-on":         "the board is already switched on",
	"emulator.already-plugged":    "the board is already plugged in",
	"emulator.already-unplugged":  "the board is already unplugged",
	"emulator.ble-empty-hand":     "nothing in hand: lift a piece first, or name the piece",
	"emulator.ble-noise":          "noise %q: want a positive number",
	"emulator.ble-occupied":       "%s is occupied",
	"emulator.ble-unknown":        "unknown command %q; %s",
	"emulator.button-number":      "button %q: want a number",
	"emulator.button-pressed":     "button %d pressed",
	"emulator.capture-empty":      "%[1]s is empty: nothing to capture; use: move %[2]s %[1]s",
	"emulator.capture-from-empty": "%s is empty: nothing to capture with",
	"emulator.capture-mover":      "usage: capture A B [mover]; %q is not \"mover\"",
	"emulator.certabo-buttons":    "a Certabo board has no buttons",
	"emulator.clock":              "clock: %s",
	"emulator.clock-off":          "clock disconnected",
	"emulator.clock-side":         "clock side %q: want left, right or stopped",
	"emulator.clock-time":         "clock time %q: want H:MM:SS or M:SS",
	"emulator.clock-time-max":     "clock time %q: a DGT clock shows at most 9:59:59",
	"emulator.closed":             "the board is closed",
	"emulator.dgt-buttons":        "a DGT 3000 has buttons 1 to 5 (back, minus, run, plus, ok), not %d",
	"emulator.dup":                "duplicate the master side: %v",
	"emulator.empty-hand":         "nothing in hand: lift a piece first, or name the piece, e.g. place %s Q",
	"emulator.error":              "error: %v",
	"emulator.help": `commands (squares like e2; one command per line):
  move A B             lift the piece on A and put it on the empty square B
  capture A B [mover]  A takes B: the piece on B is taken off first, then A
                       moves to B; with "mover", A is lifted first
  lift A               lift the piece on A into the hand (a touch)
  place A [P]          put the piece last lifted on A; P (a FEN letter such
                       as Q or n) places that piece instead, e.g. a promotion
                       (on a Certabo board a queen so placed is a spare
                       queen, with a chip of its own)
  remove A             take the piece on A off the board (en passant victim)
  setup P              rearrange the board, square by square, to P: start,
                       empty or a FEN
  snapshot             send the whole board unasked (drivers pass it on
                       only when it differs from what they know)
  button N             press button N (DGT: the clock's 1 back, 2 minus,
                       3 run, 4 plus, 5 ok)
  clock L R [S]        DGT: connect a clock showing L and R (H:MM:SS);
                       S is left, right or stopped (the side running)
  clock off            DGT: disconnect the clock
  lever                DGT: press the clock's lever (the other side runs)
  unplug               pull the cable (the port goes away; bytes the host
                       has not read yet are lost, as on a real cable)
  replug               plug it back in (a new port; the link follows)
  power off or on      switch the board off or on, the cable staying in (off:
                       silent, and deaf to the host; on: as after power-up)
  noise N              send N bytes of line noise
  show                 say where the pieces are
  sleep MS             wait MS milliseconds (for scripts)
  help                 this list
  quit                 stop the board`,
	"emulator.host-sent":            "host sent % x",
	"emulator.is-unplugged":         "the board is unplugged; replug it first",
	"emulator.kind":                 "emulator: unknown board kind %v; want dgt, tactile, millennium or certabo",
	"emulator.leds-off":             "off",
	"emulator.lever-pressed":        "lever pressed",
	"emulator.lift-empty":           "%s is empty: there is nothing to lift",
	"emulator.lifted":               "lifted %s",
	"emulator.link":                 "link %s to %s: %v",
	"emulator.link-exists":          "%s exists and is not a symbolic link; choose another --link path",
	"emulator.millennium-buttons":   "a Millennium board has no buttons",
	"emulator.moved":                "moved %s to %s",
	"emulator.no-clock":             "no clock is connected; connect one first, e.g. clock 0:05:00 0:05:00",
	"emulator.no-clock-here":        "only a DGT board has a clock",
	"emulator.no-pty":               "an emulated board needs a pseudo-terminal, which Linux and macOS have and this system has not; run the emulator on Linux or macOS, or use a real board",
	"emulator.no-square":            "no such square",
	"emulator.noise-count":          "noise %q: want a number of bytes from 1 to 10000",
	"emulator.noise-sent#one":       "%d byte of noise sent",
	"emulator.noise-sent#other":     "%d bytes of noise sent",
	"emulator.nonblock":             "make the master side non-blocking: %v",
	"emulator.occupied":             "%s is occupied by a %s; lift that piece first",
	"emulator.piece-letter":         "piece %q: want one FEN letter, PNBRQK for white or pnbrqk for black",
	"emulator.placed":               "placed on %s",
	"emulator.power":                "power %q: write power off or power on",
	"emulator.pty":                  "create a pseudo-terminal: %v",
	"emulator.quit":                 "quit",
	"emulator.raw":                  "set %s to raw mode: %v",
	"emulator.removed":              "removed %s",
	"emulator.replugged":            "plugged in again at %s",
	"emulator.replugged-link":       "plugged in again at %s (now %s)",
	"emulator.set-up":               "board set up: %s",
	"emulator.show-board":           "board %s",
	"emulator.show-clock":           "clock %s",
	"emulator.show-hand":            "in hand: %s",
	"emulator.show-leds":            "LEDs %s",
	"emulator.sleep":                "sleep %q: want milliseconds from 0 to 60000",
	"emulator.snapshot-sent":        "snapshot sent",
	"emulator.switched-off":         "switched off",
	"emulator.switched-on":          "switched on",
	"emulator.tactile-buttons":      "the tactile board has buttons 1 to 9, not %d",
	"emulator.took":                 "%s took %s, captured piece lifted first",
	"emulator.took-mover":           "%s took %s, capturing piece lifted first",
	"emulator.unknown-command":      "unknown command %q; type help for the list",
	"emulator.unplug":               "unplug: %v",
	"emulator.unplugged":            "unplugged",
	"emulator.usage":                "usage: %s",
	"emulator.usage-button":         "button N",
	"emulator.usage-capture":        "capture A B [mover], e.g. capture d5 e4",
	"emulator.usage-clock":          "clock L R [left, right or stopped], e.g. clock 0:05:00 0:05:00 left; or clock off",
	"emulator.usage-move":           "move A B, e.g. move e2 e4",
	"emulator.usage-noise":          "noise N",
	"emulator.usage-place":          "place A [P], e.g. place e4, or place e8 Q",
	"emulator.usage-power":          "power off or on",
	"emulator.usage-setup":          "setup start, empty or FEN",
	"emulator.usage-sleep":          "sleep MS",
	"emulator.usage-square":         "%[1]s A, e.g. %[1]s e2",
	"emulator.use-capture":          "%[1]s is occupied; to take that piece use: capture %[2]s %[1]s",
	"help.board.watch.flag.lang":    "language of what is written: de, en or cs (default: the locale's)",
	"help.simulate.flag.lang":       "language of what is written: de, en or cs (default: the locale's)",
	"millennium.board":              "Millennium board",
	"millennium.board-firmware":     "Millennium board, firmware %s",
	"millennium.leds-hex":           "millennium LED command: LED %d is %q, not hexadecimal",
	"millennium.leds-length":        "millennium LED command: want L, a slot time and %d patterns, got %d bytes",
	"millennium.leds-slot":          "millennium LED command: slot time %q is not hexadecimal",
	"millennium.no-answer":          "the port is open but no Millennium board answers; is the board (or its ChessLink module) switched on, and is this its port?",
	"millennium.parity":             "millennium message %q: block parity %02X, want %02X",
	"millennium.parity-hex":         "millennium message %q: block parity %q is not two hexadecimal digits",
	"millennium.status-char":        "millennium status: square %d is %q, want one of %s",
	"millennium.status-length":      "millennium status: want s and 64 squares, got %d bytes",
	"millennium.too-short":          "millennium message %q: too short for its block parity",
	"millennium.version-hex":        "millennium version %q: not hexadecimal",
	"millennium.version-length":     "millennium version: want v and 4 digits, got %q",
	"tactile.asking-snapshot":       "%s; asking for a snapshot",
	"tactile.at-most":               "want at most %d",
	"tactile.bad-byte":              "%v: byte 0x%02x in %q",
	"tactile.bad-checksum":          "bad checksum",
	"tactile.bad-seq":               "%v: %s sequence number %q: %v",
	"tactile.board":                 "tactile board",
	"tactile.board-id":              "%v: board id %q (1-32 of A-Z a-z 0-9 . _ -)",
	"tactile.board-reports":         "the board reports: %s",
	"tactile.button-args":           "%v: button wants one number 1-9",
	"tactile.button-number":         "%v: button number %q, want 1-9",
	"tactile.checksum-differs":      "%v: %q has checksum %02x, computed %02x",
	"tactile.checksum-hex":          "%v: checksum %q is not two hex digits",
	"tactile.command-garbled":       "line noise: a command to the board arrived garbled",
	"tactile.command-garbled-again": "line noise: a command to the board arrived garbled; asking again",
	"tactile.corrected":             "the snapshot differs from the lifts and places; position corrected",
	"tactile.detail":                "%v: %v",
	"tactile.error-args":            "%v: error wants a code",
	"tactile.firmware":              "%v: firmware version %q (1-32 of A-Z a-z 0-9 . _ -)",
	"tactile.garbled":               "line noise: a garbled line from the board was dropped (%d so far); asking for a snapshot",
	"tactile.hello":                 "tactile board %s, protocol %d",
	"tactile.hello-args":            "%v: hello wants a version, a board id and maybe a firmware version",
	"tactile.hello-firmware":        "tactile board %s, protocol %d, firmware %s",
	"tactile.hello-version":         "%v: hello version %q: %v",
	"tactile.keyword":               "%v: keyword %q",
	"tactile.leading-zeros":         "want a decimal number without leading zeros",
	"tactile.lift-empty":            "the board reports a lift from the empty square %s",
	"tactile.lost#one":              "line noise: %d line was lost on the way from the board (%d so far)",
	"tactile.lost#other":            "line noise: %d lines were lost on the way from the board (%d so far)",
	"tactile.lost-why#one":          "%d line was lost on the way from the board",
	"tactile.lost-why#other":        "%d lines were lost on the way from the board",
	"tactile.malformed":             "malformed line",
	"tactile.no-answer":             "the port is open but no tactile board answers; is the board powered, and is this its port?",
	"tactile.no-checksum":           "%v: no *checksum at the end of %q",
	"tactile.no-seq":                "%v: %s without a sequence number",
	"tactile.not-decimal":           "want a decimal number",
	"tactile.overflow":              "the board lost events (overflow)",
	"tactile.place-occupied":        "the board reports a place on the occupied square %s",
	"tactile.pong-args":             "%v: pong wants one token",
	"tactile.restarted":             "tactile board %s restarted; asking for a snapshot",
	"tactile.snap-args":             "%v: snap wants one field of 64 characters 0 or 1",
	"tactile.square-args":           "%v: %s wants one square such as e2",
	"tactile.unknown-command":       "%v: unknown command %q",
	"tactile.unknown-keyword":       "%v: unknown keyword from a version %d board",
	"tactile.version":               "the board speaks tactile protocol version %d, this program version %d; update the one that is older",
	// boardtext: end of the board drivers' texts
	// polish: the clock's setting in a script, the standing announcement request in words
	"clock.setting-tournament-script": "Tournament play: your time is told only when you ask (time); --announce gives automatic announcements.",
	"clock.alerts-at":                 "at %s",
	"clock.alert-at-h#one":            "%d hour",
	"clock.alert-at-h#other":          "%d hours",
	"clock.alert-at-m#one":            "%d minute",
	"clock.alert-at-m#other":          "%d minutes",
	"clock.alert-at-s#one":            "%d second",
	"clock.alert-at-s#other":          "%d seconds",
	"clock.alert-at-ms#one":           "%d millisecond",
	"clock.alert-at-ms#other":         "%d milliseconds",
	"clock.alert-every-h#one":         "every hour",
	"clock.alert-every-h#other":       "every %d hours",
	"clock.alert-every-m#one":         "every minute",
	"clock.alert-every-m#other":       "every %d minutes",
	"clock.alert-every-s#one":         "every second",
	"clock.alert-every-s#other":       "every %d seconds",
	"clock.alert-every-ms#one":        "every millisecond",
	"clock.alert-every-ms#other":      "every %d milliseconds",
	// boards: the Chessnut board silent while connected
	"chessnut.silent": "the Chessnut board is connected but has sent no position for %v (hung?); connecting again. If it goes on, switch the board off and on",
	// coretext: the rules' move errors, game errors and outcomes (internal/rules)
	"rules.not-a-move":              "%q is not a move: %s",
	"rules.illegal-move":            "illegal move %q: %s",
	"rules.move-empty":              "the move is empty",
	"rules.move-null":               "a null move (a pass) is not a legal move",
	"rules.iccf-length":             "ICCF numeric moves have 4 digits (from and to square, e.g. 5254 for e2-e4) or 5 for a promotion (e.g. 67682)",
	"rules.iccf-digit":              "digit %c is not a file or rank number (1-8)",
	"rules.iccf-promotion":          "promotion digit %c: want 1 (queen), 2 (rook), 3 (bishop) or 4 (knight)",
	"rules.not-piece-letter":        "%q is not a piece letter (%s letters are %s; a pawn has no letter)",
	"rules.letters-en":              "English",
	"rules.letters-cs":              "Czech",
	"rules.letters-de":              "German",
	"rules.letters-any":             "any language",
	"rules.unexpected-char":         "unexpected character %q",
	"rules.not-promotion-piece":     "%q is not a piece a pawn can promote to (%s letters: %s; a pawn promotes to a queen, rook, bishop or knight)",
	"rules.no-destination":          "no destination square (a file a-h and a rank 1-8, as in e4)",
	"rules.cannot-read":             "cannot read %q before the destination square; write the move as in Nf3, Nbd2, exd5, Ng1-f3, g1f3 or e7e8q",
	"rules.only-pawn-promotes":      "only a pawn can promote",
	"rules.needs-promotion":         "%s needs the piece the pawn promotes to: %s",
	"rules.ambiguous-s":             "%s is ambiguous: %s (S is a bishop in Czech and a knight in German; choose the notation language)",
	"rules.ambiguous":               "%s is ambiguous: %s",
	"rules.side-white":              "white",
	"rules.side-black":              "black",
	"rules.no-king":                 "%s has no king",
	"rules.checkmated":              "%s is checkmated and has no legal move",
	"rules.stalemated":              "%s is stalemated and has no legal move",
	"rules.no-piece-on":             "there is no piece on %s",
	"rules.opponent-piece-white":    "%s on %s is black, and it is white's move",
	"rules.opponent-piece-black":    "%s on %s is white, and it is black's move",
	"rules.other-piece":             "there is %s on %s (%s stands there)",
	"rules.promotion-rank":          "a pawn promotes only on rank %d, not on %s",
	"rules.king-into-check-white":   "the white king would be in check on %s",
	"rules.king-into-check-black":   "the black king would be in check on %s",
	"rules.check-not-stopped-white": "it leaves the white king in check (%s on %s does not stop the check)",
	"rules.check-not-stopped-black": "it leaves the black king in check (%s on %s does not stop the check)",
	"rules.pinned-white":            "it leaves the white king in check (%s on %s is pinned)",
	"rules.pinned-black":            "it leaves the black king in check (%s on %s is pinned)",
	"rules.cannot-reach":            "%s can reach %s",
	"rules.cannot-reach-from":       "%s on %s can reach %s",
	"rules.cannot-reach-file":       "%s on the %s-file can reach %s",
	"rules.cannot-reach-rank":       "%s on rank %d can reach %s",
	"rules.pawn-capture-file":       "%[1]s without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: %[2]s",
	"rules.king-cannot-reach-white": "the white king cannot reach %s",
	"rules.king-cannot-reach-black": "the black king cannot reach %s",
	"rules.own-piece-there-white":   "%s (a white %s stands there)",
	"rules.own-piece-there-black":   "%s (a black %s stands there)",
	"rules.piece-the-pawn":          "the pawn",
	"rules.piece-the-knight":        "the knight",
	"rules.piece-the-bishop":        "the bishop",
	"rules.piece-the-rook":          "the rook",
	"rules.piece-the-queen":         "the queen",
	"rules.piece-the-king":          "the king",
	"rules.piece-a-pawn":            "a pawn",
	"rules.piece-a-knight":          "a knight",
	"rules.piece-a-bishop":          "a bishop",
	"rules.piece-a-rook":            "a rook",
	"rules.piece-a-queen":           "a queen",
	"rules.piece-a-king":            "a king",
	"rules.piece-noun-pawn":         "pawn",
	"rules.piece-noun-knight":       "knight",
	"rules.piece-noun-bishop":       "bishop",
	"rules.piece-noun-rook":         "rook",
	"rules.piece-noun-queen":        "queen",
	"rules.piece-noun-king":         "king",
	"rules.piece-no-pawn":           "no pawn",
	"rules.piece-no-knight":         "no knight",
	"rules.piece-no-bishop":         "no bishop",
	"rules.piece-no-rook":           "no rook",
	"rules.piece-no-queen":          "no queen",
	"rules.piece-no-king":           "no king",
	"rules.piece-no-any":            "no piece",
	"rules.piece-no-bishop-knight":  "no bishop or knight",
	"rules.kingside":                "kingside (O-O)",
	"rules.queenside":               "queenside (O-O-O)",
	"rules.no-castling-right":       "%s has no right to castle %s: the king or that rook has moved",
	"rules.castle-in-check":         "%s may not castle while in check",
	"rules.castle-blocked-one":      "to castle %s the squares between king and rook must be empty, but %s is occupied",
	"rules.castle-blocked-more":     "to castle %s the squares between king and rook must be empty, but %s are occupied",
	"rules.castle-through-check":    "the king may not castle through or into check, and %s is attacked (the king goes to the %s-file)",
	"rules.cannot-castle":           "%s cannot castle %s",
	"rules.bad-square":              "square %q: want a file a-h and a rank 1-8, like e4",
	"rules.null-in-check":           "a null move (--) cannot be played by a side in check: the king would stay in check",
	"rules.bad-notation-lang":       "notation language %q: want en (K Q R B N), cs (K D V S J) or de (K D T L S)",
	"rules.bad-result":              "result %q: want 1-0, 0-1, 1/2-1/2 or *",
	"rules.game-over":               "the game is over",
	"rules.not-played-over":         "%s is not played: %v (%s)",
	"rules.not-legal-in":            "not a legal move in %s",
	"rules.claim-over":              "draw claim: %v (%s)",
	"rules.claim-move-illegal":      "draw claim with %s: the written move is not legal",
	"rules.threefold-wrong-after":   "threefold claim is incorrect: after %s the position will have appeared %s, not 3 times",
	"rules.threefold-wrong":         "threefold claim is incorrect: the position has appeared %s, not 3 times",
	"rules.times#one":               "once",
	"rules.times#other":             "%d times",
	"rules.twice":                   "twice",
	"rules.fifty-wrong":             "fifty-move claim is incorrect: only %s (%d needed) without a pawn move or capture",
	"rules.claim-unknown-rule":      "draw claim: unknown rule %d",
	"rules.resign-over":             "resignation: %v (%s)",
	"rules.agree-over":              "draw agreement: %v (%s)",
	"rules.agree-too-early":         "draw agreement: both players must have made at least one move (Article 5.2.3)",
	"rules.flag-over":               "flag fall: %v (%s)",
	"rules.forfeit-over":            "illegal move forfeit: %v (%s)",
	"rules.outcome-draw":            "%s, draw by %s (Article %s)",
	"rules.outcome-win-white":       "%s, white wins by %s (Article %s)",
	"rules.outcome-win-black":       "%s, black wins by %s (Article %s)",
	"rules.reason-0":                "not over",
	"rules.reason-1":                "checkmate",
	"rules.reason-2":                "resignation",
	"rules.reason-3":                "stalemate",
	"rules.reason-4":                "dead position",
	"rules.reason-5":                "agreement",
	"rules.reason-6":                "threefold repetition (claimed)",
	"rules.reason-7":                "fifty-move rule (claimed)",
	"rules.reason-8":                "fivefold repetition",
	"rules.reason-9":                "seventy-five-move rule",
	"rules.reason-10":               "time forfeit",
	"rules.reason-11":               "flag fall, but the opponent cannot checkmate",
	"rules.reason-12":               "second illegal move",
	"rules.reason-13":               "second illegal move, but the opponent cannot checkmate",
	"rules.reason-14":               "resignation, but the opponent cannot checkmate",

	// coretext: a move in words that fits no legal move (internal/table)
	"table.no-move-fits-words": "no legal move fits these words",

	// coretext: the PGN reader's syntax and read errors (internal/pgn)
	"pgn.syntax-where":                "game %d (%s), line %d, column %d",
	"pgn.syntax-after":                "%s, after %s",
	"pgn.syntax-too-large":            "the game holds more than 8 MB of moves, comments and tags; no real game does: check the file",
	"pgn.syntax-outside":              "unexpected %q outside a comment or tag; put text in a {comment}",
	"pgn.syntax-tag-name":             "a tag must start with a name of letters, digits or _, like [Event \"...\"], not %s",
	"pgn.syntax-tag-quotes":           "tag %[1]s: the value must be in double quotes, like [%[1]s \"...\"], not %[2]s",
	"pgn.syntax-tag-unclosed":         "tag %s: the value is not closed by a double quote on its line",
	"pgn.syntax-tag-long":             "tag %s: the value is longer than %d bytes; check the file",
	"pgn.syntax-tag-bracket":          "tag %s: expected ] after the value, found %s",
	"pgn.end-of-input":                "the end of the input",
	"pgn.end-of-line":                 "the end of the line",
	"pgn.byte":                        "byte 0x%02X",
	"pgn.non-ascii-text":              "non-ASCII text",
	"pgn.syntax-comment-long":         "the comment opened on line %d is longer than %d bytes; check the file",
	"pgn.syntax-comment-read":         "reading the comment opened on line %d: %v",
	"pgn.syntax-comment-unclosed":     "the comment opened with { on line %d is not closed with }",
	"pgn.syntax-ends-in-variation":    "the input ends inside a variation: a ( is not closed with )",
	"pgn.syntax-no-result":            "the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)",
	"pgn.syntax-variation-first":      "a variation ( must follow the move it replaces",
	"pgn.syntax-nested":               "variations are nested more than %d deep",
	"pgn.syntax-close-unopened":       "a ) closes a variation that was never opened",
	"pgn.syntax-nag-first":            "the annotation $%d comes before any move",
	"pgn.syntax-suffix-first":         "the annotation ! or ? comes before any move",
	"pgn.syntax-bracket-in-variation": "a [ inside a variation: a ( is not closed with )",
	"pgn.syntax-no-result-next":       "the game ends without a result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags",
	"pgn.syntax-non-ascii":            "unexpected non-ASCII text in the movetext; put text in a {comment}",
	"pgn.syntax-binary":               "byte 0x%02X is not text; check that this is a PGN file (PGN is plain text)",
	"pgn.syntax-unexpected-text":      "unexpected %s in the movetext; put text in a {comment}",
	"pgn.syntax-unexpected":           "unexpected %s in the movetext",
	"pgn.syntax-result-in-variation":  "the result %s stands inside a variation: a ( is not closed with )",
	"pgn.syntax-nag-range":            "a numeric annotation glyph must be $0 to $255",
	"pgn.syntax-nag-digits":           "a $ must be followed by the number of an annotation glyph, like $1",
	"pgn.syntax-bad-suffix":           "%q is not a move annotation (use !, ?, !!, ??, !? or ?!)",
	"pgn.syntax-token-long":           "a move or symbol of more than %d characters; check the file",
	"pgn.syntax-not-move-or-nag":      "%q is neither a move nor an annotation",
	"pgn.syntax-annotation-first":     "the annotation %q comes before any move",
	"pgn.reading":                     "reading PGN: %v",
	"pgn.reading-after":               "reading PGN after game %d: %v",
	"pgn.reading-game":                "reading game %d (%s): %v",
	"pgn.invalid-count":               "the underlying reader returned an invalid count",

	// coretext: the PGN tags that stop or bend a game (internal/pgn, rules)
	"pgn.bad-variant":       "%q is not a variant blindchess plays; it plays standard chess and Chess960",
	"pgn.read-from-fen":     "the game is read from the FEN tag",
	"pgn.read-from-start":   "the game is read from the standard starting position",
	"pgn.setup-bad":         "%q: want \"1\" (the game starts from the FEN tag) or \"0\" (from the standard array)",
	"pgn.setup-1-no-fen":    "SetUp \"1\" says the game starts from a set-up position, but there is no FEN tag",
	"pgn.setup-0-fen":       "SetUp \"0\" says the game starts from the standard array, but there is a FEN tag with another position",
	"pgn.read-from-518":     "the game is read from the standard array (Chess960 position 518)",
	"pgn.chess960-no-fen":   "a Chess960 game needs a FEN tag with its starting position",
	"pgn.read-fullmove-1":   "the game is read with fullmove number 1",
	"pgn.fullmove-0":        "fullmove number %s: move numbers start at 1",
	"pgn.tolerated":         "%v; %v",
	"pgn.read-with-de":      "the moves are read with German piece letters (K D T L S: S a knight), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)",
	"pgn.read-with-cs":      "the moves are read with Czech piece letters (K D V S J: S a bishop), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)",
	"pgn.failed-with-de":    "%v (read with German piece letters, K D T L S, with which the game reads furthest)",
	"pgn.failed-with-cs":    "%v (read with Czech piece letters, K D V S J, with which the game reads furthest)",
	"pgn.letters-ambiguous": "legal with German letters (%s, S a knight) and with Czech ones (%s, S a bishop): write the piece letters of the game in English (N knight, B bishop, R rook, Q queen, K king) and read the file again",
	"rules.fen-detail":      "%s: %s",
	// speechtext: the speech backends' errors (internal/speech)
	"speaking.unsayable":            "no recording for some of the words",
	"speaking.unsayable-clip":       "%v: %q (%s)",
	"speaking.unsayable-word":       "%v: %q",
	"speaking.nothing":              "%v: nothing to say",
	"speaking.no-cgo":               "this blindchess was built without cgo, so it cannot use the sound card itself; rebuild with CGO_ENABLED=1 (and libasound2-dev), or use --voice speechd or espeak",
	"speaking.play-on":              "playing on %s: %v",
	"speaking.clip":                 "clip %s: %v",
	"speaking.clip-channels":        "clip %s: %d channels, want mono",
	"speaking.clip-rate":            "clip %s: %d Hz, but other clips are %d Hz",
	"speaking.clips-load":           "loading clips: %v",
	"speaking.clips-none":           "loading clips: no clips found",
	"speaking.sound-card":           "sound card: %v",
	"speaking.no-card-build":        "no sound card support in this build",
	"speaking.espeak-missing":       "espeak-ng not found: install it (Debian/Ubuntu: apt-get install espeak-ng) or choose another voice",
	"speaking.espeak-start":         "starting espeak-ng: %v",
	"speaking.espeak-no-audio":      "espeak-ng wrote no audio: %v",
	"speaking.espeak-not-wav":       "espeak-ng wrote something that is not WAV",
	"speaking.espeak-header":        "espeak-ng WAV header: %v",
	"speaking.espeak-fmt-size":      "espeak-ng WAV fmt chunk of %d bytes",
	"speaking.espeak-format":        "espeak-ng writes %d Hz, %d channels, %d bits; want %d Hz mono 16-bit",
	"speaking.espeak-read":          "reading espeak-ng audio: %v",
	"speaking.espeak-failed":        "espeak-ng: %v: %s",
	"speaking.wait":                 "waiting for speech to finish: %v",
	"speaking.close":                "closing %s speech: %v",
	"speaking.bad-channel":          "unknown audio channel %q: use both, left or right",
	"speaking.text-write":           "writing speech as text: %v",
	"speaking.wav-closed":           "WAV file already closed",
	"speaking.wav-close":            "closing %s: %v",
	"speaking.sapi-only-windows":    "the SAPI voice exists only on Windows: choose another voice (--voice auto finds one)",
	"speaking.say-only-macos":       "the say voice exists only on macOS: choose another voice (--voice auto finds one)",
	"speaking.say-missing":          "the macOS say command was not found",
	"speaking.say-failed":           "say: %v: %s",
	"speaking.sapi-no-powershell":   "PowerShell was not found, so the Windows voice (SAPI) cannot be used",
	"speaking.sapi-failed":          "Windows SAPI: %v: %s",
	"speaking.speechd-spawn-failed": "%v; starting it failed: %v",
	"speaking.speechd-missing":      "speech-dispatcher not found: install it (Debian/Ubuntu: apt-get install speech-dispatcher)",
	"speaking.speechd-spawn":        "speech-dispatcher --spawn: %v: %s",
	"speaking.speechd-gone":         "speech-dispatcher went away: %v",
	"speaking.speechd-no-begin":     "speech-dispatcher did not begin to speak within %v; it may be stuck: restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again, or choose another voice with --voice",
	"speaking.speechd-no-end":       "speech-dispatcher began to speak but did not finish within %v: its audio output may not work; see its log in ~/.cache/speech-dispatcher/log/, or choose another voice with --voice",
	"speaking.speechd-stop":         "stopping speech: %v",
	"speaking.ssip-bad-port":        "SPEECHD_ADDRESS %q: bad port %q",
	"speaking.ssip-bad-host":        "SPEECHD_ADDRESS %q: bad host %q; want inet_socket:host:port",
	"speaking.ssip-bad-address":     "SPEECHD_ADDRESS %q: want unix_socket:/path or inet_socket:host:port",
	"speaking.ssip-connect":         "connecting to speech-dispatcher at %s: %v",
	"speaking.ssip-line-long":       "speech-dispatcher sent a line longer than %d bytes: it is not speech-dispatcher, or it is broken; restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again, or choose another voice with --voice",
	"speaking.ssip-conn":            "speech-dispatcher connection: %v",
	"speaking.ssip-reply-long":      "speech-dispatcher sent a reply of more than %d bytes: it is not speech-dispatcher, or it is broken; restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again, or choose another voice with --voice",
	"speaking.ssip-malformed":       "speech-dispatcher sent a malformed line %q",
	"speaking.ssip-unasked":         "speech-dispatcher sent a reply nobody asked for: %d %s",
	"speaking.ssip-write":           "writing to speech-dispatcher: %v",
	"speaking.ssip-no-answer":       "did not answer",
	"speaking.ssip-stuck":           "speech-dispatcher at %s did not answer within %v; it may be stuck: restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again, or choose another voice with --voice",
	"speaking.ssip-line-break":      "SSIP command %q contains a line break",
	"speaking.ssip-refused":         "speech-dispatcher refused %q: %d %s",
	"speaking.ssip-refused-speak":   "speech-dispatcher refused SPEAK: %d %s",
	"speaking.ssip-not-queued":      "speech-dispatcher did not queue the message: %d %s",
	"speaking.ssip-bad-id":          "speech-dispatcher sent a bad message id %q",
	"speaking.ssip-closed":          "closed",
	"speaking.wav-read-header":      "reading WAV header: %v",
	"speaking.wav-not":              "not a WAV file (no RIFF/WAVE header)",
	"speaking.wav-read-chunk":       "reading WAV chunk header: %v (no data chunk)",
	"speaking.wav-fmt-size":         "WAV fmt chunk has bad size %d",
	"speaking.wav-read-fmt":         "reading WAV fmt chunk: %v",
	"speaking.wav-fact-size":        "WAV fact chunk has bad size %d",
	"speaking.wav-read-fact":        "reading WAV fact chunk: %v",
	"speaking.wav-data-first":       "WAV data chunk before fmt chunk",
	"speaking.wav-bad-format":       "unsupported WAV: %d channels at %d Hz",
	"speaking.wav-read-data":        "reading WAV data: %v",
	"speaking.wav-bits":             "unsupported WAV: %d-bit PCM (want 16-bit)",
	"speaking.wav-ima-channels":     "unsupported WAV: IMA ADPCM with %d channels (want mono)",
	"speaking.wav-format-tag":       "unsupported WAV format tag 0x%04x (want PCM or IMA ADPCM)",
	"speaking.wav-chunk-large":      "WAV chunk %q too large (%d bytes)",
	"speaking.wav-skip-chunk":       "skipping WAV chunk %q: %v",
	"speaking.wav-write-format":     "writing WAV: bad format %d channels at %d Hz",
	"speaking.wav-write-header":     "writing WAV header: %v",
	"speaking.wav-write-data":       "writing WAV data: %v",
	"speaking.ima-block-size":       "IMA ADPCM WAV has bad block size %d",
	"speaking.ima-step":             "IMA ADPCM block has bad step index %d",
	"speaking.ima-write-format":     "writing IMA ADPCM: want mono audio, got %d channels at %d Hz",
	"speaking.ima-write-header":     "writing IMA ADPCM header: %v",
	"speaking.ima-write-data":       "writing IMA ADPCM data: %v",
	"speaking.wav-too-long":         "WAV file too long (over 4 GB)",
	"speaking.wav-finish":           "finishing WAV file: %v",

	// speechtext: microphones and WAV recordings (internal/capture)
	"capture.closed":         "microphone is closed",
	"capture.overflow":       "audio lost: the microphone's buffer overflowed",
	"capture.close":          "closing microphone: %v",
	"capture.wav-short":      "not a WAV file (too short); convert it with sox in.xxx out.wav",
	"capture.wav-not":        "not a WAV file (no RIFF/WAVE header); convert it with sox in.xxx out.wav",
	"capture.wav-no-data":    "WAV file without audio (no data chunk); record it again, or convert it with sox in.xxx out.wav",
	"capture.wav-fmt-size":   "not a WAV file this program reads (its format chunk has %d bytes); convert it with sox in.xxx out.wav",
	"capture.wav-fmt-cut":    "WAV file cut off in its header; record it again, or convert it with sox in.xxx out.wav",
	"capture.wav-data-first": "WAV file whose audio comes before its format; convert it with sox in.xxx out.wav",
	"capture.wav-bad-format": "WAV header that no recording can have (channels: %d, rate: %d Hz); record the file again, or convert it with sox in.xxx out.wav",
	"capture.wav-encoding":   "WAV audio in format %d with %d bits is not read; convert it to 16-bit PCM (sox in.wav -b 16 out.wav)",
	"capture.wav-read":       "reading WAV audio: %v",

	// speechtext: the recogniser's errors (internal/voice, internal/voice/sphinx)
	"voice.no-pronunciation":     "no pronunciation for %s",
	"voice.model-missing":        "the speech model is missing (install the Debian package pocketsphinx-en-us): %v",
	"voice.recognition":          "speech recognition: %v",
	"voice.write-dict":           "writing the pronunciation dictionary: %v",
	"voice.config-refused":       "pocketsphinx refused its configuration",
	"voice.no-start":             "pocketsphinx could not start (is pocketsphinx-en-us complete?)",
	"voice.grammar-in-utterance": "the grammar cannot change within an utterance",
	"voice.grammar-refused":      "pocketsphinx refused the grammar",
	"voice.no-utterance-start":   "pocketsphinx could not start an utterance",
	"voice.no-utterance":         "no utterance started",
	"voice.audio-failed":         "pocketsphinx failed on the audio",
	"voice.no-utterance-end":     "pocketsphinx could not end the utterance",
	"voice.phone-config-refused": "pocketsphinx refused its configuration (is pocketsphinx-en-us complete?)",
	"voice.phone-no-start":       "pocketsphinx could not start its phone decoder (is pocketsphinx-en-us complete?)",

	// speechtext: the clock's errors (internal/clock)
	"clock.err-not-started":        "the clock has not been started",
	"clock.err-started":            "the clock has already been started",
	"clock.err-paused":             "the clock is paused; resume it first",
	"clock.err-not-paused":         "the clock is not paused",
	"clock.err-frozen":             "the clock stopped at a flag fall; the arbiter must set a time or restore a snapshot",
	"clock.err-not-your-clock":     "that side's clock is not running",
	"clock.err-time-backwards":     "time went backwards",
	"clock.err-bad-value":          "bad value",
	"clock.err-white":              "white",
	"clock.err-black":              "black",
	"clock.status-not-started":     "not started",
	"clock.status-running":         "running",
	"clock.status-paused":          "paused",
	"clock.status-flagged":         "flagged",
	"clock.adjust-time":            "set time",
	"clock.adjust-add":             "add time",
	"clock.adjust-penalty":         "penalty",
	"clock.adjust-moves":           "set moves",
	"clock.adjust-turn":            "set turn",
	"clock.adjust-control":         "set control",
	"clock.adjust-restore":         "restore",
	"clock.adjust-none":            "none",
	"clock.op-new":                 "new clock: %v",
	"clock.op-new-first":           "new clock: first side %d is neither White nor Black",
	"clock.op-new-moves":           "new clock: negative move counts %v",
	"clock.op-start":               "start: %v",
	"clock.op-press":               "press: %v",
	"clock.op-press-by":            "press by %s: %v",
	"clock.op-pause":               "pause: %v",
	"clock.op-resume":              "resume: %v",
	"clock.op-resume-status":       "resume: %v (it is %s)",
	"clock.op-set-time":            "set %s's time to %v: %v: the time must be between 0 and %v",
	"clock.take-too-much":          "%v: taking %v from %v leaves less than zero",
	"clock.time-too-much":          "%v: the time would be more than %v",
	"clock.op-set-moves":           "set %s's moves to %d: %v: the count must be between 0 and %d",
	"clock.op-set-control":         "set control: %v",
	"clock.op-restore-turn":        "restore: %v: snapshot with turn %d, ply %d",
	"clock.op-restore-negative":    "restore: %v: snapshot with negative time or moves",
	"clock.op-adjust":              "%s: %v",
	"clock.op-adjust-for":          "%s for %s: %v",
	"clock.time-before":            "%v: %v is before %v",
	"clock.talker-side":            "talker: %v: side %d",
	"clock.talker-interval":        "talker: %v: interval %v is under %v",
	"clock.talker-threshold":       "talker: %v: threshold %v",
	"clock.answer-request":         "answer: %v: request %d",
	"clock.control-no-period":      "time control has no period",
	"clock.control-hourglass":      "an hourglass control has one period without moves or bonus",
	"clock.control-negative-moves": "period %d: negative move count %d",
	"clock.control-rest-not-last":  "period %d: only the last period can be for the rest of the game",
	"clock.control-time-short":     "period %d: time %v is less than 1 second",
	"clock.control-time-long":      "period %d: time %v is more than %v",
	"clock.control-bonus-kind":     "period %d: unknown bonus kind %d",
	"clock.control-bonus-no-kind":  "period %d: bonus time without a bonus kind",
	"clock.control-bonus-range":    "period %d: bonus %v is not between 0 and %v",
	"clock.control-delay-short":    "period %d: a delay must be at least 1 second",

	// speechtext: the hub's errors (internal/hub)
	"hub.db-board":        "board %d of the hub database: %v",
	"hub.export-folder":   "export folder: %v",
	"hub.push-address":    "push address %s: %v",
	"hub.read-journal":    "read journal %s: %v",
	"hub.reply":           "hub: %s",
	"hub.reply-status":    "hub: %d %s",
	"hub.encode-batch":    "encode batch: %v",
	"hub.address":         "hub address %s: %v",
	"hub.read-reply":      "read the hub's reply: %v",
	"hub.reply-not-json":  "the hub's reply (%s) is not JSON: %v",
	"hub.db-open":         "open hub database %s: %v",
	"hub.db-setup":        "set up hub database %s: %v",
	"hub.db-read-boards":  "read hub boards: %v",
	"hub.db-read-header":  "read header of board %d: %v",
	"hub.db-read-events":  "read hub events: %v",
	"hub.db-order":        "hub database: event %d of board %d out of order",
	"hub.db-store-events": "store events of board %d: %v",
	"hub.db-store-header": "store header of board %d: %v",
	"hub.db-store-board":  "store board %d: %v",
	"hub.db-store-event":  "store event %d of board %d: %v",

	// speechtext: where speech failed to play
	"speaking.play-card":   "playing on sound card: %v",
	"speaking.play-device": "playing on sound device %s: %v",
	"speaking.play-wav":    "playing on WAV file %s: %v",

	// speechtext: speech-dispatcher --spawn failing without a word
	"speaking.speechd-spawn-silent": "speech-dispatcher --spawn: %v: no message",

	// speechtext: espeak-ng without the voice of the language
	"speaking.espeak-no-voice": "espeak-ng has no voice %q: install espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) or choose another voice with --voice",
	"speaking.espeak-no-dict":  "espeak-ng cannot read its dictionary of the language %q (%s) and speaks nothing in it: install espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), or, where ESPEAK_DATA_PATH is set, give a folder whose espeak-ng-data has %s_dict; or choose another voice with --voice",

	// speechtext: an error with what it is about (a voice, a file)
	"speaking.named": "%s: %v",
	// helptext: the command line's help (cmd/blindchess/helptext.go): the
	// headings of --help, the words of cobra's own commands and flags, and
	// every command's help.<path>.use, .short, .long and flag.<name>.
	"help.usage":         "Usage:",
	"help.aliases":       "Aliases:",
	"help.examples":      "Examples:",
	"help.commands":      "Available Commands:",
	"help.flags":         "Flags:",
	"help.global-flags":  "Global Flags:",
	"help.topics":        "Additional help topics:",
	"help.more":          "Use \"%s\" for more information about a command.",
	"help.command-arg":   "[command]",
	"help.flags-arg":     "[flags]",
	"help.default":       "(default %s)",
	"help.unknown-topic": "Unknown help topic: %s",
	"help.version-line":  "version %s",
	"help.flag.help":     "help for %s",
	"help.flag.version":  "version for %s",
	"help.value.lang":    "LANG",
	// walk10: clock --help said "--voice TEXT  text: …" and "--channel TEXT"
	"help.value.voice":        "VOICE",
	"help.value.channel":      "CHANNEL",
	"help.value.braille-code": "CODE",
	"help.type.string":        "TEXT",
	"help.type.int":           "N",
	"help.type.float":         "NUMBER",
	"help.type.duration":      "DURATION",
	"help.root.short":         "Chess assistant for visually impaired players under FIDE Annex D",
	"help.root.long": `blindchess announces moves in the FIDE Annex D phonetic alphabet, runs a
talking clock, reads tactile and electronic boards over serial lines and
keeps the game record, on one rules core that implements the FIDE Laws.

It contains no engine, no hints and no evaluation.`,

	"help.board.short": "Work with DGT e-boards and tactile boards",
	"help.board.long":  "board groups the commands that talk to a board. See \"blindchess board watch --help\".",

	"help.board.follow.use":   "--board NAME:PATH or --dgt PATH or --tactile PATH or --capture FILE [--fen FEN] [--count N]",
	"help.board.follow.short": "Print the moves a board's events make, one per line in SAN",
	"help.board.follow.long": `follow opens a board and prints every move made on it, one per line in
SAN, from the start position or the position given with --fen. It is the
move recognition of "blindchess play" on its own, for checking a board and
its firmware: lifts and places in any order (captures, en passant,
castling with king or rook first, Chess960), a piece slid over squares, a
clock press through the board.

Moves of both sides are taken from the one board. Differences from the
game (a piece on a wrong square) and the board coming back in step are
written to standard error, in the session's language (--lang, else the
locale), square by square in the words of --style (default: the
language's).

A tactile board senses only where the pegs are: a promotion there becomes
a queen (play asks the player instead).

--capture FILE replays a recording of a DGT board (one base64 line per
read from the board, as in internal/twoboard/testdata/*.inbytes) instead
of opening a port.

Stop with Ctrl-C, or give --count N to stop after N moves.`,
	"help.board.follow.flag.board":   "follow the board at `NAME:PATH`: %s (e.g. millennium:/dev/ttyUSB0)",
	"help.board.follow.flag.capture": "replay the DGT recording `FILE` (base64 lines) instead of a port",
	"help.board.follow.flag.count":   "stop after `N` moves (0: run until Ctrl-C or the end of a capture)",
	"help.board.follow.flag.dgt":     "follow the DGT e-board at `PATH` (e.g. /dev/ttyUSB0)",
	"help.board.follow.flag.fen":     "start from the position `FEN` instead of the start position",
	"help.board.follow.flag.lang":    "language of what is written: de, en or cs (default: the locale's)",
	"help.board.follow.flag.style":   "words for differences: %s (default: the language's: annexd for de, annexd-en for en, cs for cs)",
	"help.board.follow.flag.tactile": "follow the tactile board at `PATH` (e.g. /dev/ttyACM0)",

	"help.board.watch.use":   "--board NAME:PATH or --dgt PATH or --tactile PATH [--json] [--count N]",
	"help.board.watch.short": "Print what a board reports, one line per event",
	"help.board.watch.long": `watch opens a board and prints each event as a short line: lifts and places
with their squares, snapshots, buttons, clock changes, and the link coming
and going. For a DGT board it also prints the position (the piece placement
of a FEN) after every change. The board may be unplugged and plugged back
in: watch reconnects and asks for the whole board again.

The time at the start of each line is in seconds since watch started. In
text mode clock messages are printed only when the running side or the
clock's state changes, not every second; --json prints all of them.

--json prints one object per line: {"t":S, "board":"…", "event":"…",
"square":"e2", "fen":"<piece placement>", "occupied":"<64 chars 0/1, a1 b1
… h8>", "code":"…", "text":"…"}, leaving out the fields that do not apply.
board is dgt, millennium, certabo, chessnut or tactile; event is lift, place,
snapshot, button, clock, connected, disconnected, error or resync.
For a DGT board, fen is given with every snapshot, lift and place. code is
what the driver said, as a code with its arguments, the same in every
language (e.g. "eboard.noise eboard.skipped(3 5)"); text says it in the
language of --lang.

Stop with Ctrl-C, or give --count N to stop after N events.`,
	"help.board.watch.flag.board":   "watch the board at `NAME:PATH`: %s (e.g. millennium:/dev/ttyUSB0)",
	"help.board.watch.flag.count":   "stop after `N` events (0: run until Ctrl-C)",
	"help.board.watch.flag.dgt":     "watch the DGT e-board at `PATH` (e.g. /dev/ttyUSB0)",
	"help.board.watch.flag.json":    "print one JSON object per event",
	"help.board.watch.flag.tactile": "watch the tactile board at `PATH` (e.g. /dev/ttyACM0)",

	"help.braille.use":   "--pgn FILE [--game N] [--format FORMAT] [--braille-code CODE] [--cols 40 --rows 25]",
	"help.braille.short": "Write a game's scoresheet in chess braille (BRF for an embosser, PEF, or Unicode braille)",
	"help.braille.long": `braille writes the scoresheet of a game of a PGN file in chess braille
(Annex D.2.7): a header with the players, the event, the date and the
result, then one move pair per line with its number, wrapped and paged at
--cols × --rows cells with page numbers. --format brf (North American ASCII
braille, for embossers), pef (PEF 1.0) or unicode (braille cells, for a
braille display or a screen). The codes are described in docs/braille.md.`,
	"help.braille.flag.braille-code": "uk, de, cs or iccf (default: the code of --lang)",
	"help.braille.flag.cols":         "cells per line",
	"help.braille.flag.format":       "brf, pef, unicode, or text: the print copy for the arbiter and the opponent",
	"help.braille.flag.game":         "the game's number in the file",
	"help.braille.flag.lang":         "language of the header, whose code is the default: en (uk), de, cs (default: the locale)",
	"help.braille.flag.pgn":          "the PGN `FILE`",
	"help.braille.flag.rows":         "lines per page",

	"help.check.use":   "[--voice V [--wav FILE]] [--tactile PATH] [--sighted dgt:PATH] [--microphone NAME or --record] [--journal FILE] [--lang LANG]",
	"help.check.short": "Pre-round check of a table: earphone channels, boards, microphone; the result in a journal",
	"help.check.long": `check lets the arbiter sign off a table in a minute. It says a test
sentence on the left channel, on the right channel and on both, and after
each asks which ear heard it (answer left, right, both or none; links,
rechts, beide, keins; vlevo, vpravo, obě, žádné). It reads the position of
each board given (--tactile, --sighted dgt:PATH) and says whether it is the
starting position, and with --microphone or --record it listens for two
seconds and says the microphone's level in dBFS. Every result is written,
said, and kept in a journal (--journal FILE, or a new file in the data
folder's blindchess/checks); the exit code is 1 when a check failed.`,
	"help.check.flag.board-wait": "how long to wait for a board's position (default 5s)",
	"help.check.flag.journal":    "write the result to `FILE` (default: a new file in the data folder)",
	"help.check.flag.lang":       "language of everything said and written: de, en or cs (default: the locale)",
	"help.check.flag.microphone": "the microphone `NAME` (blindchess microphones lists them), or a WAV file standing in for it",
	"help.check.flag.record":     "the game will be recorded: measure the (default) microphone",
	"help.check.flag.sighted":    "the opponent's DGT board, `dgt:PATH`",
	"help.check.flag.tactile":    "the tactile board's serial port `PATH`",
	"help.check.flag.voice":      "the voice that says the test sentences (default: auto)",
	"help.check.flag.wav":        "with --voice clips or espeak: write the speech into `FILE` instead of playing it",

	"help.clock.use":   "[--time CONTROL] [--me SIDE] [--lang LANG] [--casual] [--announce LIST] [--json] [--script FILE [--virtual]] [--journal FILE or --resume FILE] [--voice-input [--microphone NAME]] [--braille]",
	"help.clock.short": "A talking chess clock for the visually impaired player (FIDE Annex D.2.6.1)",
	"help.clock.long": `clock is a chess clock that tells the visually impaired player, privately,
his own and his opponent's time and the move count on request, and tells
when he passes a time control and when a flag falls. Tournament play is the
default: his time is announced automatically only at the thresholds he asks
for with --announce (his standing request, kept in the journal); --casual
announces it at 10, 5, 2 and 1 minutes, 30 s and every 10 s unless
--announce says otherwise. The setting is said at the start and kept by
--resume. It follows FIDE Article 6 and Annexes A and B; see
docs/time-controls.md for the time-control grammar.

Keys (the same as play's, see README "One key map"): space, Enter or p
presses the clock (the first press starts White's clock); t my time; o
opponent's time; b both times; m move count; r time-control status; s
start; z pause or resume; q quit (asks: y or Enter quits, any other key goes on);
Ctrl+C asks too, a second Ctrl+C within 2 s quits; h help.
When standard input is not a terminal, each line is one key or word
(an empty line presses the clock).

After an arbiter's decision, k takes his correction: type add black 2m
(time added; -1m takes a minute), time white 1:20:00 (a time set), moves
white 40 (the move count) or penalty white (White's opponent gets the
penalty time), then Enter; Backspace deletes a character (and says
which), Enter alone cancels. The words are play's arbiter commands, in
any language, also without diacritics (geben, zeit, zuege, strafe;
pridat, cas, tahy, trest).

Every key is journaled before it takes effect (on a terminal in the user's
data folder, or in --journal FILE); after a crash --resume FILE brings the
clock back, paused at its last known times.

With --script FILE each line is "<seconds> <action>" (start, press, time,
opponent, both, moves, status, pause, resume, quit, or k and a correction:
k add black 2m); --virtual runs it on
virtual time at once. The run ends at quit or when a flag falls. --json
writes every event as one JSON line.`,
	"help.clock.flag.announce":     "automatic time announcements, e.g. \"10m,5m,2m,1m,30s,every 10s\", or none (default: none in tournament play, %s with --casual)",
	"help.clock.flag.braille":      "show both clock times on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH)",
	"help.clock.flag.braille-code": "braille code of the digits: uk, de, cs or iccf (default: the language's)",
	"help.clock.flag.casual":       "casual play (training, the clock at home): automatic time announcements by default",
	"help.clock.flag.channel":      "audio channel of the spoken announcements: both, left or right",
	"help.clock.flag.journal":      "journal every key into `FILE` (a new file), to resume the clock after a crash",
	"help.clock.flag.json":         "write every event as one JSON line",
	"help.clock.flag.lang":         "language of everything said and written: de, en or cs (default: the locale)",
	"help.clock.flag.me":           "the visually impaired player's side: white or black",
	"help.clock.flag.microphone":   "the microphone `NAME` (blindchess microphones lists them; a part of the name will do), or a WAV FILE used as the microphone at the pace it was recorded (tests, demonstrations); default: the default input",
	"help.clock.flag.resume":       "continue the clock session of journal `FILE` (or of the one journal in a folder)",
	"help.clock.flag.script":       "run the lines \"<seconds> <action>\" of `FILE` instead of reading keys",
	"help.clock.flag.time":         "time control, e.g. 90+30, 40/90+30,30+30, 60d5, hourglass 5 (asked for when missing)",
	"help.clock.flag.virtual":      "with --script: run on virtual time, at once",
	"help.clock.flag.voice":        "text: lines your screen reader speaks; or the clock's own voice: %s",
	"help.clock.flag.voice-input":  "say the requests (time, moves, repeat) instead of typing them; offline recognition (pocketsphinx)",
	"help.clock.flag.voice-pause":  "with --voice-input: the silence that ends what is said",
	"help.clock.flag.wav":          "with --voice clips or espeak: write the speech into `FILE` instead of playing it",
	"help.clock.flag.rate":         "the speech rate of --voice: 1 normal, 0.5 slow to 3 fast (with speech-dispatcher, 1 is its default rate)",

	"help.completion.short": "Generate the autocompletion script for the specified shell",
	"help.completion.long": `Generate the autocompletion script for blindchess for the specified shell.
See each sub-command's help for details on how to use the generated script.`,

	"help.completion.bash.short": "Generate the autocompletion script for bash",
	"help.completion.bash.long": `Generate the autocompletion script for the bash shell.

This script depends on the 'bash-completion' package.
If it is not installed already, you can install it via your OS's package manager.

To load completions in your current shell session:

	source <(blindchess completion bash)

To load completions for every new session, execute once:

#### Linux:

	blindchess completion bash > /etc/bash_completion.d/blindchess

#### macOS:

	blindchess completion bash > $(brew --prefix)/etc/bash_completion.d/blindchess

You will need to start a new shell for this setup to take effect.`,
	"help.completion.bash.flag.no-descriptions": "disable completion descriptions",

	"help.completion.fish.short": "Generate the autocompletion script for fish",
	"help.completion.fish.long": `Generate the autocompletion script for the fish shell.

To load completions in your current shell session:

	blindchess completion fish | source

To load completions for every new session, execute once:

	blindchess completion fish > ~/.config/fish/completions/blindchess.fish

You will need to start a new shell for this setup to take effect.`,
	"help.completion.fish.flag.no-descriptions": "disable completion descriptions",

	"help.completion.powershell.short": "Generate the autocompletion script for powershell",
	"help.completion.powershell.long": `Generate the autocompletion script for powershell.

To load completions in your current shell session:

	blindchess completion powershell | Out-String | Invoke-Expression

To load completions for every new session, add the output of the above command
to your powershell profile.`,
	"help.completion.powershell.flag.no-descriptions": "disable completion descriptions",

	"help.completion.zsh.short": "Generate the autocompletion script for zsh",
	"help.completion.zsh.long": `Generate the autocompletion script for the zsh shell.

If shell completion is not already enabled in your environment you will need
to enable it.  You can execute the following once:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

To load completions in your current shell session:

	source <(blindchess completion zsh)

To load completions for every new session, execute once:

#### Linux:

	blindchess completion zsh > "${fpath[1]}/_blindchess"

#### macOS:

	blindchess completion zsh > $(brew --prefix)/share/zsh/site-functions/_blindchess

You will need to start a new shell for this setup to take effect.`,
	"help.completion.zsh.flag.no-descriptions": "disable completion descriptions",

	"help.help.use":   "[command]",
	"help.help.short": "Help about any command",
	"help.help.long": `Help provides help for any command in the application.
Simply type blindchess help [path to command] for full details.`,

	"help.hub.use":   "--listen ADDR --round N [--event NAME] [--token-file F] [--db FILE] [--export DIR] [--push URL --push-token-file F]",
	"help.hub.short": "Gather the round's tables: live PGN for broadcasts and one view for the arbiter",
	"help.hub.long": `hub runs on the arbiter's machine for one round. Each table runs
"blindchess play … --hub http://HOST:PORT --board N --hub-token-file F" and
sends its journal to the hub, which keeps it in an SQLite database (--db) and
serves:

  GET /round.pgn     every board's game, live, for broadcasts (ETag, 304)
  GET /board/N.pgn   one board's game
  GET /              the arbiter's page: each board, and what needs the arbiter
  GET /attention.txt what needs the arbiter, one line an item

--token-file holds the round's token: the hub writes a new one there when
the file does not exist. --export DIR also writes DIR/round-N/games.pgn and
game-B.pgn at the start and after every move; --push URL pushes the round
to a lichess broadcast round with the token of --push-token-file.
"blindchess hub watch URL" says what needs the arbiter, a line each. See
docs/hub.md.`,
	"help.hub.flag.db":              "the round's database `FILE` (default: hub-round-N.db)",
	"help.hub.flag.event":           "PGN Event tag for games that have none",
	"help.hub.flag.export":          "also write the round's PGN into `DIR`/round-N/ at the start and after every move",
	"help.hub.flag.lang":            "language of the page and the messages: de, en or cs (default: the locale)",
	"help.hub.flag.listen":          "address to listen on, `HOST:PORT` (:8047 for every interface)",
	"help.hub.flag.push":            "push the round to this broadcast `URL` (lichess: https://lichess.org/api/broadcast/round/ID/push)",
	"help.hub.flag.push-token-file": "the broadcast's API token `FILE` for --push",
	"help.hub.flag.round":           "the round number (PGN Round tag)",
	"help.hub.flag.token-file":      "the round token's `FILE` (default: hub-round-N.token); written when missing",

	"help.hub.watch.use":   "URL",
	"help.hub.watch.short": "Say what needs the arbiter at the hub, one line each, as it comes",
	"help.hub.watch.long": `watch reads the arbiter's list of the hub at URL (as blindchess hub said
it at its start) every second and writes each new item that needs the
arbiter as one line, as it comes. When the hub cannot be reached it says
so on standard error and tries again. Stop with Ctrl-C.`,
	"help.hub.watch.flag.lang": "language of the messages: de, en or cs",

	"help.listen.use":   "--wav FILE [--style STYLE] [--lang LANG] [--fen FEN] [--phones] [--voice-warp F]",
	"help.listen.short": "Recognise a spoken move or request in a WAV file (offline), as play --voice-input would",
	"help.listen.long": `listen recognises one spoken move or request in a WAV recording, offline,
with the grammar play --voice-input uses: the move words of --style and the
requests of --lang (Zeit, Züge, Wiederholen, Remis, Drücken; time, moves,
repeat, draw, press; čas, tahy, opakovat, remíza, stisknout). With --fen it
listens only for the legal moves of that position, as play does, and prints
the move heard after the words ("Eva four: e4"). Any WAV is taken (mono or
stereo, any rate), up to a minute long; a longer one is refused (exit 2)
without reading it whole.

--phones prints the phones the acoustic model hears, free of any grammar
("SIL D EH N L EH T S T SIL" for espeak-ng's Czech "Střelec"): a guide for
writing a word's pronunciation as a voice says it (internal/voice/dict.go).`,
	"help.listen.flag.fen":    "listen only for the legal moves of this position",
	"help.listen.flag.lang":   "language of the requests: de, en or cs (default: the style's, else the locale)",
	"help.listen.flag.phones": "print the phones the acoustic model hears (for tuning the pronunciations)",
	"help.listen.flag.style":  "the words of the moves: annexd, annexd-en, nato or cs (default: the language's)",
	"help.listen.flag.wav":    "WAV `FILE` to recognise",

	"help.man.short": "Write the manual page blindchess(1) in roff, made from every command's help",
	"help.man.long": `man writes the manual page blindchess(1) on standard output: every
command with its usage, its description and its options, as --help shows
them, all in the language of --lang or the locale.
make install installs it in English, German and Czech; to read it
without installing:

	blindchess man | man -l -`,
	"help.man.flag.lang": "language of the page: de, en or cs (default: the locale's)",

	"help.microphones.use":   "[--test [NAME]] [--seconds N] [--style S] [--lang L] [--fen FEN]",
	"help.microphones.short": "List the microphones for --record and --voice-input, and test one",
	"help.microphones.long": `microphones lists the audio inputs (PortAudio) that play and clock can use
with --record and --voice-input; give one to them with --microphone NAME
(a part of the name will do). Without --microphone they use the default.

--test NAME listens to the microphone NAME (none: the default) for --seconds
and tells how loud the background and the loudest sound were, whether
speech was heard, and what the recogniser understood in it: say a move of
the starting position (or of --fen), such as "Springer Felix drei" or "Eva
vier", or a request ("Zeit") to check the microphone before a game. A WAV
file may stand in for the microphone (NAME.wav).`,
	"help.microphones.flag.fen":     "with --test: listen for the legal moves of this position (default: the starting position)",
	"help.microphones.flag.lang":    "language of the output and of the requests: de, en or cs (default: the locale)",
	"help.microphones.flag.seconds": "with --test: how long to listen",
	"help.microphones.flag.style":   "with --test: the words of the moves: annexd, annexd-en, nato or cs (default: the language's)",
	"help.microphones.flag.test":    "listen to the microphone NAME (default: the default input) and tell what was heard",

	"help.perft.use":   "--depth N [--fen FEN or --chess960 N] [--divide] [--json]",
	"help.perft.short": "Count the leaf nodes of the legal move tree (tests the rules core)",
	"help.perft.long": `perft counts every legal move sequence of the given depth from a position
and reports the node count and the speed. It proves the move generator
against published counts. --divide lists the count below each root move in
UCI notation.`,
	"help.perft.flag.chess960": "start from Chess960 position `N` (0-959; 518 is the standard array)",
	"help.perft.flag.depth":    "search depth in plies (1-15)",
	"help.perft.flag.divide":   "list the nodes below each root move (UCI notation)",
	"help.perft.flag.fen":      "start from this FEN (X-FEN and Shredder-FEN castling accepted)",
	"help.perft.flag.json":     "print one JSON object",

	"help.pgn.short": "Work with PGN game files",
	"help.pgn.long":  "pgn reads and checks chess games in Portable Game Notation.",

	"help.pgn.check.use":   "FILE... [--json] [--quiet] [--strict] [--lang LANG]",
	"help.pgn.check.short": "Check every game of PGN files: legal moves, tags, result",
	"help.pgn.check.long": `check reads every game of the PGN files (- for standard input) and checks
that every move, also in variations, is legal. A game is invalid only for a
syntax error, an illegal move, or a FEN or Variant tag that makes it
impossible to play (only standard chess and Chess960 are played).

Everything that disagrees is a warning: a Result tag that differs from the
result after the moves, a PlyCount that is not the number of half-moves,
SetUp and FEN tags that contradict each other, and a result that does not
fit the final position (a checkmate or stalemate scored * or wrongly). Such
files are common and their games are fine: lichess studies score every
chapter *, puzzle collections keep the PlyCount of the game a puzzle comes
from. --strict makes these disagreements errors.

Files may be UTF-8 (with or without a byte order mark) or, as old
databases are, Windows-1252 (Latin-1), or Windows-1250 as old Central
European programs write it (taken when the bytes show Czech, Slovak,
Hungarian or Polish letters), or UTF-16 with a byte order mark; each file
is read in its encoding, and the output is always UTF-8.

For each game it prints one line: the result and the final position as FEN,
or the first error and where it is: a syntax error with its line and column
("line 4, column 1"), an illegal move with its line and move ("line 3, move
4. Ke3"). Warnings (also missing roster tags and null moves) get lines of
their own. It exits with 0 when every game is valid, 1 when a game is not or
a file holds no game, and 2 when a file cannot be read.`,
	"help.pgn.check.flag.json":   "print one JSON object with every file and game",
	"help.pgn.check.flag.quiet":  "print only invalid games, warnings and the totals",
	"help.pgn.check.flag.strict": "make every disagreement between tags, result and moves an error, not a warning",

	"help.play.use":   "[--white NAME] [--black NAME] [--me SIDE] [--time TC] [--fen F or --chess960 N] [--style S] [--long] [--lang LANG] [--voice V [--wav FILE] [--rate R]] [--earphone CHANNEL] [--pgn FILE] [--journal FILE] [--resume FILE] [--auto-press] [--casual] [--script FILE --virtual] [--json] [--tactile PATH] [--sighted NAME:PATH] [--record] [--voice-input [--voice-key KEY] [--voice-warp F]] [--microphone NAME] [--announce LIST] [--braille] [--hub URL --board N --hub-token-file FILE]",
	"help.play.short": "Play one game at the table: moves typed, announced, clocked and journaled",
	"help.play.long": `play runs one game at the table. The assistant (or the visually impaired
player himself) types the moves of both players (FIDE Annex D.2.10); each
move is checked, announced in the Annex D phonetic alphabet and written on
the scoresheet; "press" completes it and switches the clock. Type "help" for
the commands: time, moves, last move, repeat, position, draw offer and claim,
resign, flag, pause, and the arbiter's commands.

Every input is journaled and synced before it takes effect, and the PGN is
rewritten after every move, in a folder for the game under the user's data
directory (its path is said at the start, and the next line the command
that resumes it). After a crash, --resume FOLDER (the game's folder, or its
game.journal) rebuilds the game, the scoresheet and the clock, paused at
its last known times; a real board's port is given again with --tactile
or --sighted.

--script FILE (or - for standard input) plays lines "<seconds> <typed text>";
with --virtual on virtual time, at once. --json writes one JSON object per
line for every event.

--tactile PATH joins the VI player's tactile board and --sighted NAME:PATH
the opponent's sensing board, dgt:PATH, millennium:PATH, certabo:PATH or
chessnut:ADDRESS (Annex D.2.2-D.2.4; docs/boards.md): moves made on a
board are announced when made, every lift on the tactile board is a touch
told to the VI player (touches lists them), a press before the move is made
is refused, and a board that differs from the game is told square by square
with the steps to set it right. virtual makes a board driven by lines such
as "board tactile lift e2", "board sighted place e5". The keyboard stays
available. See docs/play.md, "Two boards".

--record records the table's microphone into the game folder, one WAV file
per move (Annex D.2.7; blindchess recording list and play). --voice-input
takes moves and requests by voice, offline: a move heard is said back and
counts only when confirmed: yes said, yes (ja, ano) typed, or Enter.
--microphone picks the microphone (blindchess microphones lists and tests
them). See docs/voice.md.`,
	"help.play.flag.announce":              "the VI player's automatic time announcements, his standing request, kept in the journal: e.g. \"10m,5m,1m,30s,every 10s\", or none (default: none in tournament play, where time is said only on request (Annex D.2.10.4); the clock's defaults with --casual)",
	"help.play.flag.ascii":                 "write German and Czech text without diacritics (fuenf, Koenig)",
	"help.play.flag.auto-press":            "complete each move at once (no separate press; slips cannot be taken back)",
	"help.play.flag.black":                 "Black's name",
	"help.play.flag.board":                 "this table's board `N` at the hub",
	"help.play.flag.braille":               "show the move number and each player's last move on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH); a key shows the clock times",
	"help.play.flag.braille-code":          "chess braille code of --braille: uk, de, cs or iccf (default: the language's)",
	"help.play.flag.casual":                "casual play: the first move starts the clock and a reply presses for the mover (default: tournament play, FIDE Laws as written; the arbiter types start)",
	"help.play.flag.chess960":              "start from Chess960 position `N` (0-959)",
	"help.play.flag.earphone":              "channel of what only the VI player hears: left, right or both",
	"help.play.flag.event":                 "PGN Event tag",
	"help.play.flag.fen":                   "start from this FEN instead of the standard position",
	"help.play.flag.hub":                   "send the game to the round's hub at `URL` (blindchess hub); needs --board and --hub-token-file",
	"help.play.flag.hub-token-file":        "the round token's `FILE`, as the hub wrote it",
	"help.play.flag.journal":               "write the game's journal to `FILE` (default: in the game's folder); must not exist yet",
	"help.play.flag.json":                  "write every event as one JSON line on standard output",
	"help.play.flag.lang":                  "language of everything said and written, and the piece letters typed: de (K D T L S), en (K Q R B N), cs (K D V S J); default: the locale ($LC_ALL, $LC_MESSAGES, $LANG)",
	"help.play.flag.long":                  "announce moves in the long form, with both squares",
	"help.play.flag.me":                    "the visually impaired player's colour: white or black (he alone hears the clock's facts)",
	"help.play.flag.microphone":            "the microphone `NAME` (blindchess microphones lists them; a part of the name will do), or a WAV FILE used as the microphone at the pace it was recorded (tests, demonstrations); default: the default input",
	"help.play.flag.no-draw-offers-before": "refuse draw offers before move `N` unless the arbiter allows one (arbiter allow-draw; FIDE Article 9.1.1)",
	"help.play.flag.pgn":                   "write the game's PGN to `FILE` (default: in the game's folder)",
	"help.play.flag.private-device":        "the sound device `NAME` of the VI player's earphone, for what he alone hears (blindchess speakers lists them)",
	"help.play.flag.public-device":         "the sound device `NAME` for what everyone may hear, the moves (blindchess speakers lists them)",
	"help.play.flag.record":                "record the table's microphone into the game folder, one WAV file per move (Annex D.2.7); see blindchess recording",
	"help.play.flag.resume":                "continue the game of journal `FILE` (or of the game's folder) after a crash or quit",
	"help.play.flag.round":                 "PGN Round tag",
	"help.play.flag.script":                "play the lines \"<seconds> <typed text>\" of `FILE` (- for standard input)",
	"help.play.flag.sighted":               "the sighted player's board as `NAME:PATH` (dgt:PATH, millennium:PATH, certabo:PATH or chessnut:ADDRESS), or virtual (moves from \"board sighted …\" lines)",
	"help.play.flag.site":                  "PGN Site tag",
	"help.play.flag.style":                 "how moves and times are said: %s (default: the language's: annexd for de, annexd-en for en, cs for cs)",
	"help.play.flag.tactile":               "the VI player's tactile board at `PATH`, or virtual (moves from \"board tactile …\" lines)",
	"help.play.flag.time":                  "time control, e.g. 90+30, 40/90+30,30+30, 60d5 (docs/time-controls.md); no clock without it",
	"help.play.flag.virtual":               "with --script: run on virtual time, at once",
	"help.play.flag.voice":                 "speech: %s, or none (default: auto; none with --script or --json)",
	"help.play.flag.voice-input":           "say moves (each is said back and counts only after yes) and requests (time, moves, repeat, draw, press) instead of typing them; offline recognition (pocketsphinx)",
	"help.play.flag.voice-pause":           "with --voice-input: the silence that ends what is said",
	"help.play.flag.wav":                   "with --voice clips or espeak: write the speech into `FILE` instead of playing it",
	"help.play.flag.rate":                  "speech rate of --voice: 1 normal, 0.5 slow to 3 fast (with speech-dispatcher, 1 is its default rate)",
	"help.play.flag.white":                 "White's name",

	"help.ports.use":   "[PATH...] [--no-probe]",
	"help.ports.short": "List serial ports and find out which board is on each",
	"help.ports.long": `ports lists the serial ports of this machine with their USB vendor and
product ids and what those suggest, then asks each port who is there: the
tactile board's hello, the DGT board's and the Millennium board's version
requests. The boards of the registry carrying the port's USB ids are named
too, but USB ids alone prove nothing, so only an answer identifies a board.

Pseudo-terminals (such as "blindchess simulate" makes) are not listed; give
their paths as arguments. --no-probe only lists, sending nothing.`,
	"help.ports.flag.no-probe": "only list the ports; send nothing to them",
	"help.ports.flag.timeout":  "how long each board has to answer each question",

	"help.position.use":   "[--fen FEN or --chess960 N or --pgn FILE [--game N] [--strict]] [--moves \"e4 e5 Nf3\"] [--lang LANG] [--notation NOTATION] [--json] [--casual]",
	"help.position.short": "Describe a position: legal moves, check, status, draws that can be claimed",
	"help.position.long": `position plays the given moves from the start position (or a FEN, or a
Chess960 position by number) and describes the result under the FIDE Laws:
the FEN, the side to move, whether it is in check, the status (ongoing,
checkmate, stalemate, dead position, fivefold repetition, 75-move rule), the
halfmove clock, how often the position has occurred, the draws the side to
move can claim now or by writing a move first, whether each side can still
checkmate (Article 6.9), and every legal move in SAN.

Moves may be written in SAN with English, Czech or German letters, in long
algebraic notation (Ng1-f3), UCI (g1f3) or ICCF numeric (7163); move numbers
such as "1." are skipped. --lang chooses the piece letters of the output and
of the input (English letters are always read too; without --lang, any
letters are read). --notation writes the moves of the text output in SAN
(Nf3, the default), long algebraic (Ng1-f3), UCI (g1f3) or ICCF numeric
(7163). An illegal or unreadable move is an error that names it (exit 2).

--pgn FILE starts from game N of a PGN file (--game, 1 by default): its
start position and every move of its main line, so that repetitions count;
--moves then go on from its end. The file is checked as pgn check does:
tags, result and moves that disagree are warnings on standard error, or
errors with --strict; files in UTF-8, Windows-1252, Windows-1250 (Czech,
Polish, Hungarian databases) or UTF-16 are read.

The legal moves, the draws that can be claimed and whether each side can
still checkmate are given only with --casual (training, analysis at home):
without it the program behaves as a device for rated play, which gives no
more than the Laws allow (FIDE Article 11.3); the JSON then has null for
legal, legal_uci, claimable, claimable_with_move and can_checkmate.`,
	"help.position.flag.casual":   "also give the legal moves, the draws that can be claimed and whether each side can still checkmate (not for rated play)",
	"help.position.flag.chess960": "start from Chess960 position `N` (0-959; 518 is the standard array)",
	"help.position.flag.fen":      "start from this FEN (X-FEN and Shredder-FEN castling accepted)",
	"help.position.flag.game":     "with --pgn: the number of the game in the file, from 1",
	"help.position.flag.json":     "print one JSON object (see docs/position-json.md)",
	"help.position.flag.lang":     "language of the text and its piece letters: en (K Q R B N), cs (K D V S J) or de (K D T L S) (default: the locale)",
	"help.position.flag.moves":    "moves to play first, separated by spaces, e.g. \"e4 e5 Nf3\"",
	"help.position.flag.notation": "notation of the moves in the text output: san (Nf3), long (Ng1-f3), uci (g1f3) or iccf (7163)",
	"help.position.flag.pgn":      "start from a game of this PGN `FILE` (its main line played)",
	"help.position.flag.strict":   "with --pgn: refuse a game whose tags, result and moves disagree (otherwise a warning)",

	"help.recording.short": "List and play the recording scoresheet of a game (Annex D.2.7)",
	"help.recording.long": `recording works with the recording scoresheet of Annex D.2.7 that play
--record keeps in the game's folder, one WAV file per move: list shows
the segments, play plays the one of a move or writes it to a file.`,

	"help.recording.list.use":   "GAME_FOLDER",
	"help.recording.list.short": "List the recorded segments with their moves and times",
	"help.recording.list.long": `list writes one line for every recorded segment of the game in
GAME_FOLDER: the move and its SAN, the times the segment began and ended,
its length and its file.`,

	"help.recording.play.use":   "GAME_FOLDER --move N [--to-end] [--out FILE.wav]",
	"help.recording.play.short": "Play what was said at move N (both plies), or write it to a WAV file",
	"help.recording.play.long": `play plays what was said at move N, both plies, from the game in
GAME_FOLDER on the sound card, or with --out writes it into a WAV file
(no sound card is needed then). With --to-end it plays every move from N
to the end of the recording, one after the other: --move 1 --to-end is
the whole game heard again.`,
	"help.recording.play.flag.move":   "move number to play",
	"help.recording.play.flag.out":    "write the move's recording to this WAV file instead of playing it",
	"help.recording.play.flag.to-end": "play from move N to the end of the recording (--move 1 --to-end: the whole game)",

	"help.say.use":   "[--lang LANG] [--style S] [--long] [--ascii] [--fen F or --chess960 N] [--moves \"…\"] [--pgn FILE [--game N] [--strict]] [--text] [--voice V] [--rate R] [--out FILE.wav] MOVE...",
	"help.say.short": "Speak moves in the FIDE Annex D phonetic alphabet (Springer Felix drei)",
	"help.say.long": `say speaks each MOVE in turn from the position: the start position, a FEN
(--fen), or a Chess960 position by number (--chess960), after the moves of
--moves. Moves may be written in any notation blindchess reads (SAN with
English, Czech or German letters, long algebraic, UCI, ICCF numeric) or in
phonetic words ("springer felix drei", one quoted argument per move).

Styles (--style): annexd (Anna … Hector, eins … acht, König … Bauer,
Kurze/Lange Rochade), annexd-en (Anna … Hector with English words), nato
(alfa … hotel, English), cs (Czech). Without --style the words follow the
language (--lang, else the locale): de annexd, en annexd-en, cs cs. --long
names the piece and both squares ("Springer Gustav eins Felix drei").
--ascii writes the text without umlauts (fuenf, Koenig, Laeufer).

--text prints one line per move instead of speaking. --pgn FILE speaks every
game of a PGN file with move numbers, each game as soon as it is read (a
file of any size), or with --game N game N alone; the games are checked as
pgn check does (tags, result and moves that disagree are warnings on
standard error, or errors with --strict), in UTF-8, Windows-1252,
Windows-1250 (Czech, Polish, Hungarian databases) or UTF-16. A game
that cannot be played is named on standard error (its number, players, line
and move) and skipped; the others are said, and the exit code is 1. --voice
chooses the speech: auto (the default: speech-dispatcher if it runs, else
the recorded clips on the sound card, else espeak-ng, else text), clips,
speechd, espeak, say (macOS), sapi (Windows) or text. --rate sets the speed
(1 normal, 0.5 to 3). --out FILE.wav writes the speech into a WAV file
instead (with the recorded clips unless --voice espeak); no sound card is
needed.

An illegal or unreadable move is an error that names it (exit 2); nothing is
said then.`,
	"help.say.flag.ascii":    "write text without umlauts (fuenf, Koenig, Laeufer)",
	"help.say.flag.chess960": "start from Chess960 position N (0-959)",
	"help.say.flag.fen":      "start from this FEN position",
	"help.say.flag.game":     "with --pgn: say only game `N` of the file (from 1)",
	"help.say.flag.lang":     "language of the move words and messages: de, en or cs (default: the locale)",
	"help.say.flag.long":     "long form: the piece and both squares",
	"help.say.flag.moves":    "moves to play silently first, e.g. \"e4 e5\"",
	"help.say.flag.out":      "write the speech to this WAV file instead of the sound card",
	"help.say.flag.pgn":      "speak every game of this PGN file with move numbers",
	"help.say.flag.rate":     "speech rate: 1 normal, 0.5 slow to 3 fast",
	"help.say.flag.strict":   "with --pgn: refuse a game whose tags, result and moves disagree (otherwise a warning)",
	"help.say.flag.style":    "speech style: %s (default: the language's)",
	"help.say.flag.text":     "print one line per move instead of speaking",
	"help.say.flag.voice":    "speech: %s",

	"help.simulate.use":   "BOARD [--link PATH]",
	"help.simulate.short": "Run an emulated DGT, Millennium, Certabo or tactile board on a pseudo-terminal",
	"help.simulate.long": `simulate runs a software board on a pseudo-terminal and prints its path:
a driver (for example "blindchess board watch") opens that path as it would
open the USB port of a real board. --link PATH keeps a symbolic link at PATH
pointing at the board, also after unplug and replug (while unplugged the
link is gone, as a USB port disappears); use it when you test unplugging.
--off starts the board switched off (the port is there, the board silent and
deaf), to try a board switched on after the program opened its port; "power
on" switches it on. --on-after DURATION (e.g. 2s) starts it switched off and
switches it on after that time.

You move the pieces by typing commands, one per line; the board sends the
exact bytes of its protocol. The DGT board also answers the host's commands
like a real board (board dump, update modes, version, serial number, clock
commands); so does the Millennium board (status, LEDs, version, E2ROM); the
Certabo board streams its chips every 200 ms and takes LED bytes; for both
"show" says which squares their LEDs light. Type help for the commands, quit
(or end the input) to stop.`,
	"help.simulate.flag.garbage":        "a hostile line: before some lines or messages, a burst of 1 to `N` random bytes, unfiltered (they may run into the next line or form one); 0: none",
	"help.simulate.flag.garbage-one-in": "with --garbage: a burst before one line or message in `N`, on average",
	"help.simulate.flag.id":             "the `ID` the tactile board says hello with",
	"help.simulate.flag.link":           "keep a symbolic link at `PATH` pointing at the board's port",
	"help.simulate.flag.off":            "start the board switched off, its cable plugged in (type power on to switch it on): to try a board switched on late",
	"help.simulate.flag.on-after":       "start switched off and switch on after `DURATION` (e.g. 2s), like a board switched on late",
	"help.simulate.flag.rotated":        "DGT: the board lies turned round (connector on White's right)",
	"help.simulate.flag.verbose":        "print every command the host sends, on standard error",

	"help.speakers.use":   "[--lang LANG]",
	"help.speakers.short": "List the sound devices that play --public-device and --private-device can name",
	"help.speakers.long": `speakers lists the sound outputs (PortAudio), one per line: the name to
give play --public-device (what everyone may hear: the moves) or
--private-device (the VI player's earphone: the clock's answers and his
requests), the system, the channels, and which one is the default.`,
	"help.speakers.flag.lang": "language of the output: de, en or cs (default: the locale)",

	"help.version.use":   "[--lang LANG]",
	"help.version.short": "Print the version, the commit and the Go version (for the arbiter's approval sheet)",
	"help.version.long": `version prints the program's version, the commit it was built from and
the Go version that built it, one per line. A game's journal and PGN name
the same build (the PGN's Annotator tag), and "version" at the table says it.`,
	"help.version.flag.lang": "language of the labels: de, en or cs (default: the locale)",

	// polish: the arbiter log's lines in the session's language, a resumed clock's script, --game out of range, style names, pgn check --lang
	"table.log-times":             "White %s, Black %s.",
	"table.log-kind-touch":        "touch",
	"table.log-kind-touch-move":   "touch-move",
	"table.log-kind-correction":   "correction",
	"table.log-kind-claim":        "claim",
	"table.log-kind-ruling":       "ruling",
	"table.log-kind-penalty":      "penalty",
	"table.log-kind-illegal":      "illegal",
	"table.log-kind-takeback":     "takeback",
	"table.log-kind-retrace":      "retrace",
	"table.log-kind-adjournment":  "adjournment",
	"table.log-kind-refused":      "refused",
	"clock.restored-script":       "Clock restored from its journal, paused at its last known times; the script action resume lets it run.",
	"cmd.game-out-of-range#one":   "--game %d: %s holds only %[3]d game; give --game 1 or leave --game out",
	"cmd.game-out-of-range#other": "--game %d: %s holds %d games; give a number from 1 to %[3]d",
	"help.pgn.check.flag.lang":    "language of the report: de, en or cs (default: the locale)",
	// voicereject: bad audio (listen --wav, the microphone) and push-to-talk (--voice-key)
	"cmd.listen-silent":         "Nothing heard: the recording is silent (below -55 dBFS). Record again closer to the microphone, or with its volume up.",
	"cmd.listen-no-speech":      "No speech heard: the recording holds only a steady sound (hum or noise).",
	"cmd.listen-clipped":        "The recording clips (too loud): nothing is taken from it. Record again with the microphone's volume down.",
	"device.mic-clipped":        "The microphone clips (too loud): what was said is not taken. Turn its volume down.",
	"device.mic-clipped-said":   "The microphone clips; turn it down.",
	"device.voice-behind":       "Voice input fell behind (the computer is too busy): what was said while it caught up was not heard. Please say it again.",
	"device.voice-behind-said":  "Voice input fell behind; please say it again.",
	"device.mic-overflow":       "The microphone lost part of what was said (the computer was too busy to read it in time). Please say it again.",
	"device.mic-overflow-said":  "The microphone lost audio; please say it again.",
	"device.voice-on-key":       "Voice input on: press %s, then say a move (%s) or %s. A move heard is said back and counts only after %s (press %s again first, or Enter).",
	"device.voice-on-key-clock": "Voice input on: press %s, then say %s.",
	"run.voice-key-unknown":     "--voice-key %q: give a function key (f1 to f12) or a control key (ctrl+b, ctrl+g, ctrl+l, ctrl+n, ctrl+o, ctrl+p, ctrl+t, ctrl+v, ctrl+x, ctrl+y)",
	"run.voice-key-needs-input": "--voice-key needs --voice-input",
	"cmd.listen-too-short":      "Too short for a move: the sound in the recording lasts under 120 ms.",
	"cmd.listen-narrow":         "The recording is at %d Hz: too narrow for the recogniser, which needs %d Hz or more (a header that gives a wrong rate does this too). Record again at 16000 Hz.",
	"device.mic-narrow":         "--microphone %s is at %d Hz: too narrow for the recogniser, which needs %d Hz or more (a header that gives a wrong rate does this too); choose a microphone or a recording at %[3]d Hz",
	"help.play.flag.voice-key":  "with --voice-input: push-to-talk; each press of the `KEY` (f1 to f12, or ctrl+b, g, l, n, o, p, t, v, x, y) opens the microphone for one utterance (a key held down is one press), instead of listening all the time",
	"table.voice-key-listening": "Speak now.",
	// coretext: pgn check --lang

	// coretext: the phonetic parser's errors (internal/phonetic)
	"phonetic.no-chess-words": "%q is not a move: no chess words in it (for example %q)",
	"phonetic.ambiguous":      "%q is ambiguous: %s",
	"phonetic.not-legal-here": "%q is not a legal move here",
	"phonetic.unknown-word":   "%q: unknown word %q",
	"phonetic.unknown-words":  "%q: unknown words %s",
	"phonetic.did-you-mean":   "%s; did you mean %s?",
	"phonetic.not-legal-in":   "move %s is not legal in %s",
	"phonetic.bad-style":      "unknown speech style %q: use one of %s",

	// coretext: the file system's errors met bare, and the system's own words quoted
	"os.err-exist":      "file already exists",
	"os.err-not-exist":  "file does not exist",
	"os.err-permission": "permission denied",
	"os.detail":         "%s",

	// coretext: the two-board tracker's and the virtual board's errors (internal/twoboard)
	"twoboard.bad-board":            "board %q: want tactile or sighted",
	"twoboard.reset-illegal":        "move %d (%s) is not legal in %s",
	"twoboard.push-illegal":         "move %s is not legal in %s",
	"twoboard.lift-no-square":       "lift: no square given",
	"twoboard.lift-empty":           "lift %s: the square is empty; lift a piece that is on the board",
	"twoboard.place-no-square":      "place: no square given",
	"twoboard.place-occupied":       "place %s: the square holds a piece; lift it first",
	"twoboard.place-nothing-lifted": "place %s: no piece is lifted; lift one first",
	"twoboard.place-promotion":      "place %s %s: only a pawn becomes a queen, rook, bishop or knight",

	// coretext: braille codes and sheets, text encodings (internal/braille, internal/textenc)
	"braille.bad-code":       "braille code %q: use uk, de, cs or iccf",
	"braille.taking-display": "taking the braille display: %v",
	"braille.write-pef":      "write PEF: %v",
	"textenc.zeros":          "the file holds %d MiB of zero bytes in a row: it is not text (a disk image, a damaged file, /dev/zero); check that it is the right file",
	"textenc.utf16-no-bom":   "the file is UTF-16 without a byte order mark (every other byte is zero); save it as UTF-8 and try again",
	"textenc.invalid-count":  "the underlying reader returned an invalid count",
	// speechtext: speech-dispatcher not running
	"speaking.ssip-not-running": "connecting to speech-dispatcher at %s: it is not running; start it (speech-dispatcher) or choose another voice with --voice",

	// clitext: the command line's own errors (cobra, pflag) and the flags shared by the commands
	"catalog.bad-lang":         "--lang %q: give de, en or cs",
	"cmd.say-wav-voice-failed": "%s: the voice failed, so the file holds only %s seconds; the words were written out as text instead. Try again with --voice clips.",
	"cmd.say-wav-read":         "%s: %v",
	"cli.see":                  "%v (see %s)",
	"cli.unknown-command":      "%s has no command %q (see %s)",
	"cli.unknown-command-near": "%s has no command %q; did you mean %s? (see %s)",
	"cli.flag-unknown":         "unknown option %s",
	"cli.flag-unknown-in":      "unknown option %s in %s",
	"cli.flag-needs-value":     "option %s needs a value",
	"cli.flag-out-of-range":    "%s %q: the number is too large",
	"cli.flag-bad-int":         "%s %q: give a whole number, such as 3",
	"cli.flag-bad-float":       "%s %q: give a number, such as 1.5",
	"cli.flag-bad-bool":        "%s %q: give true or false, or the option alone",
	"cli.flag-bad-duration":    "%s %q: give a duration, such as 300ms, 2s or 1m",
	"cli.flag-bad-value":       "%s %q: %v",
	"cli.flag-syntax":          "%q is no option: an option is --name or -x",
	"cli.args-at-most":         "%s: too many arguments (%s); it takes at most %s (see %s)",
	"cli.args-at-least":        "%s: too few arguments; it takes at least %s, not %d (see %s)",
	"cli.args-exactly":         "%s takes %s, not %d (see %s)",
	"cli.args-between":         "%s takes %d to %s, not %d (see %s)",
	"cli.arg-not-valid":        "%s: %q is not possible; give %s (see %s)",
	"cli.flags-required":       "%s needs %s (see %s)",
	"cli.flags-together":       "%s go together; missing: %s (see %s)",
	"cli.flags-one-of":         "%s needs %s (see %s)",
	"cli.flags-exclusive":      "%s exclude each other; give only %s (see %s)",
	"cli.n-args#one":           "1 argument",
	"cli.n-args#other":         "%d arguments",
	"cli.hub-url":              "the hub's address (blindchess hub says it at its start)",
	"flag.bad-time":            "--time %v; for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)",
	"flag.bad-announce":        "--announce %v",
	"flag.bad-me":              "--me %q: give white or black",
	"flag.bad-style":           "--style %q: give one of %s",
	"flag.bad-voice":           "--voice %q: there is no such voice; give one of %s",
	"flag.bad-braille-code":    "--braille-code %q: give uk, de, cs or iccf",
	"session.nothing-created":  "%v. Nothing was created.",
	"cmd.recording-no-folder":  "%s: no such folder; give the game's folder (the games are in %s)",
	"cmd.hub-listen-in-use":    "--listen %s: the address is in use, perhaps by another hub; give another port, such as 127.0.0.1:8048",
	"cmd.hub-listen-denied":    "--listen %s: this port is not allowed; give a port from 1024 up, such as 127.0.0.1:8047",
	"cmd.hub-listen":           "--listen %s: the hub cannot listen at this address (%v); give HOST:PORT, such as 127.0.0.1:8047",
	"flag.bad-channel":         "%s %q: give both, left or right",

	// review2: --lang on ports, perft and recording list/play, as README promises for every command
	"help.ports.flag.lang":          "language of what is written: de, en or cs (default: the locale's)",
	"help.perft.flag.lang":          "language of what is written: de, en or cs (default: the locale's)",
	"help.recording.list.flag.lang": "language of what is written: de, en or cs (default: the locale's)",
	"help.recording.play.flag.lang": "language of what is written: de, en or cs (default: the locale's)",
	"help.root.flag.lang":           "language of the help: de, en or cs (default: the locale's)",
	"help.help.flag.lang":           "language of the help: de, en or cs (default: the locale's)",

	// coordinator: microphones --test names its own flag
	"cmd.microphones-test-flag": "--test: %v",

	// polish: a game folder's word for a player without a name
	"files.folder-white": "White",
	"files.folder-black": "Black",

	// polish: a path that is no serial port says what it is
	"serialport.is-folder": "%s: a folder, not a serial port; give the port the board is on (\"blindchess ports\" lists this machine's ports)",
	"serialport.is-file":   "%s: an ordinary file, not a serial port; give the port the board is on (\"blindchess ports\" lists this machine's ports)",

	// polish: check without a voice starts without the ears' instructions
	"check.start-no-voice": "Pre-round check.",

	// polish: --lang of the commands that have no language of their own (board, pgn, recording, completion)
	"help.flag.lang": "language of the help and the messages: de, en or cs (default: the locale's)",

	// polish: the clock's question for the time control: Enter, h and q
	"clock.ask-again":         "Type a number from 1 to %d, or a time control such as 90+30, then Enter; q leaves.",
	"clock.left-before-start": "No time control chosen; the clock was not started and nothing was saved.",

	// polish: listen FILE.wav says to give it as --wav
	"cmd.listen-give-wav": "listen takes the recording as the option --wav: blindchess listen --wav %s",

	// polish2: answer words where no question waits, and those that mean something else in the session's language
	"table.answer-ambiguous":   "Not a clear answer: %s. Type yes or no.",
	"table.answer-no-question": "No question waits for an answer: %s changes nothing. Type a move or a command; help lists them.",
	"table.answer-offer":       "A draw offer waits: accept accepts it, decline declines it.",

	// polish2: a --chess960 out of range names the flag, the range and what to do (play, perft, position, say)
	"flag.chess960-range": "--chess960 %d: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start",

	// warp: the frequency warp of the recogniser (--voice-warp)
	"voice.warp-range":            "voice warp %g: outside the range; give a number from %g to %g (1 is no warp)",
	"voice.warp-number":           "voice warp %q: not a number; give a number from %g to %g (1 is no warp)",
	"voice.mllr-read":             "speaker transform %s: cannot be read (%v); give the file scripts/mllr-enrol.sh wrote",
	"voice.mllr-bad":              "speaker transform %s: not a transform of the en-us model (one class, three streams of 13 numbers); make it again with scripts/mllr-enrol.sh",
	"run.voice-warp-needs-input":  "--voice-warp needs --voice-input",
	"help.play.flag.voice-warp":   "with --voice-input: frequency warp `F` (0.7 to 1.3, default 1: none) for a voice the recogniser often mishears; 1.2 or 1.3 for a high voice (a child's, many women's); try it first with listen --voice-warp",
	"help.listen.flag.voice-warp": "frequency warp `F` (0.7 to 1.3, default 1: none): hear the recording as play --voice-warp F would",
	// words: the arbiter's commands by their names in the language (help shows them; every language's name is read)
	"table.cmd-arbiter-time":       "time",
	"table.cmd-arbiter-add":        "add",
	"table.cmd-arbiter-penalty":    "penalty",
	"table.cmd-arbiter-illegal":    "illegal",
	"table.cmd-arbiter-stands":     "stands",
	"table.cmd-arbiter-moves":      "moves",
	"table.cmd-arbiter-result":     "result",
	"table.cmd-arbiter-takeback":   "takeback",
	"table.cmd-arbiter-accept":     "accept",
	"table.cmd-arbiter-reject":     "reject",
	"table.cmd-arbiter-increment":  "increment",
	"table.cmd-arbiter-allow-draw": "allow-draw",
	"table.cmd-arbiter-unseal":     "unseal",
	"table.cmd-arbiter-log":        "log",
	"table.cmd-arbiter-compare":    "compare",
	"table.cmd-arbiter-retrace":    "retrace",

	// newuser: a --script that is missing or a folder says what to give instead (play, clock)
	"session.script-too-long":     "longer than %d MiB: an endless source (such as /dev/zero), or not a script",
	"run.play-script-unreadable":  "--script: %v; name a text file of lines \"<seconds> <what is typed>\", such as \"0 e4\" (or - for standard input)",
	"run.clock-script-unreadable": "--script: %v; name a text file of lines \"<seconds> <action>\", such as \"12.5 press\"",
	"run.script-is-pgn":           "--script %[1]s is a PGN file, not a script (a script's lines are \"<seconds> <what is typed>\", such as \"0 e4\"). To hear its moves: blindchess say --pgn %[1]s; its position, with the FEN to give play --fen: blindchess position --pgn %[1]s.",

	// newuser: a file or number given where only options go names the option that takes it (braille game.pgn, play game.journal, perft 5)
	"cli.give-as-flag": "%s takes it as the option --%s: %s --%s %s",

	// newuser: board WORD naming no board is refused naming board, not position
	"table.bad-board-arg": "board %q: type board alone, board tactile or board sighted (with lift e2, place e4 …), or a side or square as after position (board e4).",

	// newuser: say --out naming a folder or a missing folder says what to give
	"cmd.say-out-unwritable": "cannot speak: %v; give --out the name of a WAV file in a folder that exists, such as moves.wav",

	// newuser: listen --wav naming a missing file or a folder says what to give
	"cmd.listen-wav-unreadable": "%v; give --wav the WAV recording of one move or request, for example: blindchess listen --wav move.wav",

	// newuser: braille, say --pgn naming no file or a folder says what to give
	"cmd.pgnfile-give-a-file": "%s: %v; give the PGN file of the game, such as %s game.pgn",

	// newuser: a clock script that presses before start says to start it first
	"run.clock-script-not-started": "script line %d (%s s): %v; start the clock first, with a line such as \"0 start\"",

	// newuser: say --out: the seconds written with the language's decimal mark (3,7 Sekunden)
	"cmd.say-wrote-decimal": "wrote %s: %s, %s seconds",

	// newuser: play --resume of a folder without game.journal, --hub-token-file that cannot be read: what to give
	"run.play-resume-folder-without-journal": "--resume %s: this folder holds no game.journal; give a game's folder (the games are in %s)",
	"hub.token-file-unreadable":              "--hub-token-file: %v; give the file the round's hub wrote (hub-round-N.token), copied from the arbiter's computer",

	// newuser: recording play: the plies recorded counted in the language's plural, and --out that cannot be written says what to give
	"cmd.recording-move-not-recorded": "move %d is not in the recording (%s recorded); see 'blindchess recording list %s'",
	"cmd.recording-out-unwritable":    "writing the recording of move %d: %v; give --out the name of a WAV file in a folder that exists, such as move.wav",

	// newuser: arbiter retrace past the end: the half-moves in the language's plural (1 Halbzug, 3 půltahy)
	"arbiter.no-such-move-count": "After %s: the game has no such move (it has %s).",

	// newuser: arbiter compare agreeing: the half-moves in the language's plural
	"arbiter.agree-count": "Both scoresheets agree: %s, the last %s. The game is right; a board that differs was executed wrongly.",

	// coord (session 11): counted nouns of the journal's recovery note
	"session.n-entries#one":   "1 complete entry",
	"session.n-entries#other": "%d complete entries",
	"session.n-intact#one":    "1 intact entry",
	"session.n-intact#other":  "%d intact entries",
	"session.n-bytes#one":     "1 byte",
	"session.n-bytes#other":   "%d bytes",

	// newuser2: the hourglass named in the session's language
	"clock.hourglass-name": "hourglass %s",

	// newuser2: a microphone name that is a file which cannot be used
	"mic.no-such-file": "%s %s: no such file; give an existing WAV recording, or a microphone's name (blindchess microphones lists them)",
	"mic.is-folder":    "%s %s is a folder: give a WAV recording in it, or a microphone's name (blindchess microphones lists them)",

	// newuser2: the arbiter log's own label for each clock change
	"table.log-kind-time-set":   "time set",
	"table.log-kind-time-added": "time added",
	"table.log-kind-time-taken": "time taken",
	"table.log-kind-moves-set":  "move count set",
	"table.log-kind-increment":  "increment",

	// newuser2: numbers with their nouns in the language's plural form
	"session.n-more-inputs#one":   "1 more input",
	"session.n-more-inputs#other": "%d more inputs",
	"audio.n-channels#one":        "1 channel",
	"audio.n-channels#other":      "%d channels",
	"rules.n-kings-white#one":     "1 white king",
	"rules.n-kings-white#other":   "%d white kings",
	"rules.n-kings-black#one":     "1 black king",
	"rules.n-kings-black#other":   "%d black kings",

	// newuser2: the hub's page: a board whose players have no names
	"hub.page-board-unnamed": "Board %d: White against Black",
	"hub.page-board-vi":      "%s; visually impaired: %s",

	// newuser2: a length of time in words (catalog.Span)
	"span.n-milliseconds#one":   "1 millisecond",
	"span.n-milliseconds#other": "%d milliseconds",
	"span.n-hours#one":          "1 hour",
	"span.n-hours#other":        "%d hours",
	"span.n-seconds#one":        "1 second",
	"span.n-seconds#other":      "%d seconds",
	"span.n-minutes#one":        "1 minute",
	"span.n-minutes#other":      "%d minutes",

	// newuser2: a hub address that can never be reached
	"hub.bad-url": "%s %s: not a hub's address; give it with http://, for example http://192.168.1.10:8047",

	// newuser2: pgn check given a folder
	"cmd.pgn-check-folder": "%s is a folder: give the PGN files in it, for example %s",

	// newuser2: check: a voice that cannot play
	"check.voice-failed": "Earphone channels not tested: the voice %s cannot play (%v). Connect a sound card with the earphones and run check again.",
	// walk10: check whose voice auto found none that plays
	"check.no-voice-auto": "Earphone channels not tested, as no voice can play here (the next line says why): connect a sound card with the earphones and run check again.",

	// newuser2: check: a virtual tactile board
	"check.virtual-tactile": "--tactile virtual: check reads a real board; give the tactile board's port, for example --tactile /dev/ttyACM0 (blindchess ports lists the ports)",

	// newuser2: hub --db that cannot be the hub's database
	"hub.db-is-folder":  "--db %s is a folder: give a file in it, for example --db %s",
	"hub.db-not-sqlite": "--db %s is not a hub's database (SQLite): give a new file name, or the hub-round-N.db the hub wrote; the file is left as it is",

	// newuser2: hub --push that is no web address
	"hub.bad-push-url": "--push %s: give the broadcast round's push address with https://, for example https://lichess.org/api/broadcast/round/ID/push",

	// newuser2: an envelope of players without names
	"table.envelope-unnamed": "Envelope (Guideline I.2): players without names. Sealed move: move %d, sealed by %s.",

	// newuser2: a script that is no text
	"table.script-not-text": "byte %s is no text; is this a script? Give a text file of lines \"<seconds> <what is typed>\", such as \"0 e4\"",

	// newuser2: a retrace to the starting position
	"table.confirm-retrace-start": "Arbiter: take the game back to the starting position?",
	"arbiter.retraced-start":      "Arbiter: the game is taken back to the starting position; half-moves struck out: %d. %s to move.",

	// newuser3: a typed line of only control bytes (a stray key)
	"table.stray-keys": "Only a control key was typed (%s); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock.",
	"table.key-ctrl":   "Ctrl",

	// coordinator: the names of a cursor or editing key typed alone (a stray key)
	"table.key-up":        "Up arrow",
	"table.key-down":      "Down arrow",
	"table.key-right":     "Right arrow",
	"table.key-left":      "Left arrow",
	"table.key-home":      "Home",
	"table.key-end":       "End",
	"table.key-insert":    "Insert",
	"table.key-delete":    "Delete",
	"table.key-page-up":   "Page Up",
	"table.key-page-down": "Page Down",

	// newuser3: a board's first word, that it shows the game (not "again")
	"board.agrees": "The %s shows the game's position.",

	// newuser4: a braille scoresheet names an unnamed player by his side
	"braille.unnamed-white": "White",
	"braille.unnamed-black": "Black",

	// newuser4: no sound card: the cause and what to do first, the sound system's words after
	"speaking.then-detail":       "%v (%v)",
	"speaking.sound-system-says": "sound system: %s",

	// newuser5: the question before a second illegal move ends the game (7.5.5)
	"table.confirm-second-illegal-white": "Arbiter: record White's second illegal move? It ends the game (Article 7.5.5).",
	"table.confirm-second-illegal-black": "Arbiter: record Black's second illegal move? It ends the game (Article 7.5.5).",
	"table.foreign-piece-letter":         "%s: %s is no piece letter here; write the pieces as K Q R B N (king, queen, rook, bishop, knight).",
	"table.misnumbered":                  "Wrong move number: %s. The game is at move %d, %s to move. Type the move without its number.",
	"table.command-typo":                 "Not understood: %s. Did you mean %s? Then type %s.",
	"table.ambiguous-promotion":          "Ambiguous: %s; add the piece the pawn becomes: queen, rook, bishop or knight (Q, R, B, N).",
	"table.several-moves":                "Several moves on one line: %s. Type one move at a time; nothing was played.",
	"table.arbiter-bad-set-time":         "Time %q: arbiter time sets the time on the clock, for example 1:30:00, 5:00, 90m or 2m30s; arbiter add SIDE -1m takes time away.",
	"table.claim-not-pressed":            "%[1]s has not pressed the clock yet: after the press %[2]s has the move and may claim. To claim with the move %[3]s instead, take it back (undo) and type claim with it (Articles 6.2, 9.2).",
	"table.arbiter-only-cmd":             "%s is one of the arbiter's commands: type %s.",
	"table.arbiter-unknown":              "%q is no arbiter command; help arbiter lists them all.",

	// boards: a board that went away, what to do, and its return
	"board.lost":               "%s. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns.",
	"board.back":               "The %s is connected again.",
	"board.read-again":         "The %s has been read again.",
	"drivers.short-dgt":        "DGT",
	"drivers.short-millennium": "Millennium",
	"drivers.short-certabo":    "Certabo",
	"drivers.short-chessnut":   "Chessnut",
	"drivers.short-tactile":    "tactile",
	"serialport.in-use":        "%s: another program has this port open (another blindchess, or the board's own software); close it, or give this board's port (blindchess ports says which board is on which port)",

	// arbiter: a claim or an arbiter's question stops the clock until the answer (6.11, 9.5.1); a clock set to zero is asked first (6.9)
	"table.question-stops-clock": "The clock is stopped until the answer.",
	"table.confirm-zero-white":   "Arbiter: set White's clock to zero? White's flag falls as soon as White's clock runs: White loses, or the game is drawn if Black cannot checkmate (Article 6.9).",
	"table.confirm-zero-black":   "Arbiter: set Black's clock to zero? Black's flag falls as soon as Black's clock runs: Black loses, or the game is drawn if White cannot checkmate (Article 6.9).",

	// arbiter: an arbiter log line's move, side and game time in words (a screen reader reads "2...", "W" and "1:31:29" as symbols)
	"table.log-at-white": "Move %d, White to move, %s into the game.",
	"table.log-at-black": "Move %d, Black to move, %s into the game.",

	// arbiter: one touch of the touches list, its game time in words (a voice reads "0:07" as symbols)
	"board.touch-entry": "%s into the game, %s, %s: %s",

	// small: a board that differs in many squares, said as a summary first (twoboard.Difference.Summary); the table adds how to hear every square
	"board.diff-summary-start#one":   "%d square differs; set up the starting position",
	"board.diff-summary-start#other": "%d squares differ; set up the starting position",
	"board.diff-summary-game#one":    "%d square differs; set up the game's position",
	"board.diff-summary-game#other":  "%d squares differ; set up the game's position",
	"board.diff-summary-hint":        "%s; to hear every square, type board.",

	// leftovers: a board's press (a DGT clock's lever) while a claim's or the arbiter's question holds the clock
	"table.press-question-waits": "Press refused: the question waits for its answer (yes, or anything else typed to cancel); the clock stands until then.",

	// castle: the announcement of Guideline II.3.2.7.1 ("I am going to castle", R240) and what it changes at the boards (R246)
	"table.cmd-castle":          "castle",
	"table.help-castle":         "Chess960 (Guideline II.3.2.7.1): announces castling before making it (\"I am going to castle\"), said to both players; the boards then read the king's and the rook's lifts and places as castling; undo takes the announcement back.",
	"table.castle-announced":    "%s announces castling.",
	"table.castle-none":         "%s cannot castle now: no castling is legal in this position.",
	"table.castle-again":        "%s has already announced castling.",
	"table.castle-after-move":   "%s has already moved, and the move waits for the clock press: castling is announced before the move. Type %s to take the move back first.",
	"table.castle-withdrawn":    "Castling announcement taken back.",
	"board.castle-unfinished":   "Press refused: castling was announced, and the %s shows only its first half. %s Type %s to take the announcement back.",
	"table.log-kind-castling":   "castling announced",
	"table.log-kind-press":      "press without a move",
	"table.press-log-note":      "The arbiter counts it as an illegal move with %s (Article 7.5.3).",
	"table.press-counted":       "%s pressed the clock without a move: it counts as an illegal move (Article 7.5.3).",
	"table.press-none-to-count": "The arbiter log has no press without a move by %s to count (Article 7.5.3); another illegal move is counted without the word %s.",
}
