package table

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/textenc"
)

// Setup is everything that defines a game before its first input. It is
// stored in the journal header, so that replaying the journal's inputs
// through a Table built from it rebuilds the same game.
type Setup struct {
	// White and Black are the players' names ("" is written as "?").
	White string `json:"white,omitempty"`
	Black string `json:"black,omitempty"`
	// Me is the colour of the visually impaired player: the one who hears
	// the clock's facts (Annex D.2.10.4, Article 12.6). "white" or "black".
	Me string `json:"me"`
	// Time is the time control in the grammar of package clock ("90+30");
	// empty for a game without a clock.
	Time string `json:"time,omitempty"`
	// Alerts are the VI player's automatic time announcements in the
	// grammar of clock.ParseAlerts ("10m,5m,1m,every 10s" or "none"); empty
	// gives clock.DefaultAlerts in casual play and none but flag falls in
	// tournament play, where they are the VI player's standing request.
	Alerts string `json:"alerts,omitempty"`
	// FEN is the start position; empty for the standard start.
	FEN string `json:"fen,omitempty"`
	// Chess960 is the Chess960 start position number (0–959) when the game
	// is Chess960, -1 otherwise. FEN then holds the position it names.
	Chess960 int `json:"chess960"`
	// Style is the phonetic style of the announcements ("annexd").
	Style string `json:"style"`
	// Long: announce moves in the long form (both squares).
	Long bool `json:"long,omitempty"`
	// ASCII: write German and Czech text without diacritics.
	ASCII bool `json:"ascii,omitempty"`
	// Lang is the language of the program's sentences (help, errors,
	// results) and the letter set of typed notation besides the English
	// letters: "de", "en" or "cs"; empty for the language of Style.
	Lang string `json:"lang,omitempty"`
	// Setting is the session's setting: SettingTournament (the default:
	// the FIDE Laws as written, the arbiter starts the clock, every press
	// is the player's own) or SettingCasual (the first move starts the
	// clock, a move entered presses for the mover). It cannot change
	// during a game. A journal written before the setting existed has
	// none and replays as it was played: casual.
	Setting string `json:"setting,omitempty"`
	// NoDrawBefore is the move number before which draw offers are
	// refused unless the arbiter allows one (Article 9.1.1: the
	// competition's rules); 0 for none.
	NoDrawBefore int `json:"noDrawOffersBefore,omitempty"`
	// AutoPress completes every move at once: the press follows the move
	// (no slip correction before the press). Casual play only: tournament
	// play refuses it (Article 6.2, nobody presses for a player).
	AutoPress bool `json:"autoPress,omitempty"`
	// Event, Site, Date and Round are PGN tags ("" gives "?"; Date as
	// YYYY.MM.DD).
	Event string `json:"event,omitempty"`
	Site  string `json:"site,omitempty"`
	Date  string `json:"date,omitempty"`
	Round string `json:"round,omitempty"`
	// Program names the build that set the game up ("blindchess v1.2.0
	// 0123456789ab go1.22.2", package buildinfo): the PGN's Annotator
	// tag and the table's version command say it. Empty names just
	// "blindchess". A resumed game keeps the build that began it.
	Program string `json:"program,omitempty"`
	// PGN is the file the game's PGN is written to (may be changed on
	// resume; not part of the game itself).
	PGN string `json:"pgn,omitempty"`
	// Tactile and Sighted are the boards at the table: "" none,
	// BoardVirtual or BoardReal (Annex D.2.1–D.2.4).
	Tactile string `json:"tactile,omitempty"`
	Sighted string `json:"sighted,omitempty"`
	// StrayKeysRefused: a typed line of only control bytes (a stray key:
	// Esc, Ctrl+A, an arrow key's bytes) is not understood and changes
	// nothing, while an empty line keeps its meaning (a press at the
	// keyboard). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: such a line was an
	// empty line.
	StrayKeysRefused bool `json:"strayKeysRefused,omitempty"`
	// QuestionsStopClock: a claim's question and the arbiter's questions
	// stop the running clock until their answer (Articles 6.11, 9.5.1),
	// and an arbiter's time that leaves a clock at zero is asked first
	// (6.9). DefaultSetup sets it. A journal written before it existed
	// has none and replays as it was played: the clock ran while a
	// question waited, and a time of zero was set at once.
	QuestionsStopClock bool `json:"questionsStopClock,omitempty"`
	// PawnCaptureFile: a pawn capture names the file it leaves (Annex
	// C.9.3); "d5", "David fünf" is the pawn's move straight ahead,
	// never "exd5". DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: there such a line
	// was the one pawn capture that reached the square.
	PawnCaptureFile bool `json:"pawnCaptureFile,omitempty"`
	// SpokenDrawAsks: a draw offer said by voice ("Remis", "draw",
	// "remíza") asks first, as the typed draw does (the issue "Safe
	// input at the table": a draw offer cannot be withdrawn, 9.1.2.1),
	// and the spoken or typed yes makes it. DefaultSetup sets it. A
	// journal written before it existed has none and replays as it was
	// played: the spoken offer was made at once.
	SpokenDrawAsks bool `json:"spokenDrawAsks,omitempty"`
	// PastedMoves: a typed move may come as it is copied from a
	// scoresheet or a page, with its move number ("1. e4", read when the
	// number fits the game), in quotes, or with a typographic dash
	// ("Ng1–f3"). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: there such a line
	// was refused.
	PastedMoves bool `json:"pastedMoves,omitempty"`
	// QuickplayChecked: arbiter increment (Guideline III.4) is refused in
	// blitz and in a game that has an increment or a delay, as Guideline
	// III applies only to standard and rapid games without one (III.2.2).
	// DefaultSetup sets it. A journal written before it existed has none
	// and replays as it was played: there the increment was set.
	QuickplayChecked bool `json:"quickplayChecked,omitempty"`
	// BoardGoneKept: a board that goes away (its cable pulled) keeps
	// what it was last seen to show, and its first snapshot when it is
	// back is compared with that (twoboard.Options.KeepAcrossGone): a
	// move begun before and finished while it was away is made then,
	// not taken for an illegal move. A press of its mover while it is
	// away is refused with that reason. DefaultSetup sets it. A journal
	// written before it existed has none and replays as it was played:
	// the board came back as new.
	BoardGoneKept bool `json:"boardGoneKept,omitempty"`
	// LatePress: in tournament play with a clock, a reply made (typed,
	// said or made on a board) before the mover pressed is made, and the
	// mover may still press late (Article 6.2.2): his clock runs until
	// his press, which completes his move and starts the replier's; a
	// player's next move completes his previous one (6.2.1.2). DefaultSetup
	// sets it. A journal written before it existed has none and replays
	// as it was played: there such a reply was refused.
	LatePress bool `json:"latePress,omitempty"`
	// AdjournHeld: while a game is adjourned (its move sealed, Guideline
	// I), resume, arbiter takeback and arbiter retrace are refused: the
	// sealer has stopped his clock (I.1.1), only arbiter unseal starts
	// the replier's (I.9), and the sealed move is for the position before
	// it (I.2.2). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: there resume ran
	// the sealer's clock and a take-back left a sealed move that no
	// longer fitted.
	AdjournHeld bool `json:"adjournHeld,omitempty"`
	// SealAsWritten: adjourn takes the sealed move as the player wrote
	// it, said back to him (or the arbiter) without being judged and
	// sealed after his yes, as a paper envelope takes it (Guideline I.1);
	// arbiter unseal judges it and, when it is illegal, ambiguous or
	// cannot be read, proposes the result of Guideline I.8 for the
	// arbiter to confirm. DefaultSetup sets it. A journal written before
	// it existed has none and replays as it was played: there such a
	// sealed move was refused at once ("write it again").
	SealAsWritten bool `json:"sealAsWritten,omitempty"`
	// ExceptionalResults: arbiter result also takes the exceptional
	// results of Articles 11.7, 11.8 and 12.9 (2023): 0-0, both players
	// lose, and 1/2-0 or 0-1/2, one side half a point and the other
	// none. DefaultSetup sets it. A journal written before it existed
	// has none and replays as it was played: there they were refused.
	ExceptionalResults bool `json:"exceptionalResults,omitempty"`
	// CastlingAnnounced: castle (rochade, rošáda) is the announcement of
	// Guideline II.3.2.7.1 ("I am going to castle", R240): said to both
	// players, logged, and until the move is completed or the
	// announcement taken back the boards read the lifts and places as
	// castling (R246). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: there the word was
	// not understood.
	CastlingAnnounced bool `json:"castlingAnnounced,omitempty"`
	// PressWithoutMove: a press in tournament play with nothing to
	// complete while the clock runs (typed, said, or on a board whose
	// mover made no move) is refused as before and kept in the arbiter
	// log as a press without a move (Article 7.5.3), which arbiter
	// illegal SIDE press counts as an illegal move (7.5.5). DefaultSetup
	// sets it. A journal written before it existed has none and replays
	// as it was played: a typed press was not logged, a board's was
	// logged as refused, and arbiter illegal SIDE press was a plain
	// illegal move.
	PressWithoutMove bool `json:"pressWithoutMove,omitempty"`
	// LagMoveMade: a legal move the player makes on his board before he
	// has reproduced his opponent's last move there is no illegal move
	// (Article 7.5) but a move not yet reproduced: the press is refused
	// with the opponent's move to reproduce, and once it is reproduced
	// the move is made (twoboard.Options.LagMoves). DefaultSetup sets it.
	// A journal written before it existed has none and replays as it was
	// played: such a move pressed was an illegal move completed.
	LagMoveMade bool `json:"lagMoveMade,omitempty"`
	// RetraceInWords: arbiter retrace takes the move number and the side
	// in words ("2 black"), and a retrace with --drop-adjustments asks
	// first, as every retrace does. DefaultSetup sets it. A journal
	// written before it existed has none and replays as it was played:
	// "2 black" was refused, and a retrace with --drop-adjustments was
	// made without a question.
	RetraceInWords bool `json:"retraceInWords,omitempty"`
	// GoneAfterFault: a board that goes away (its cable pulled) after it
	// reported a fault (line noise) not yet cleared by its whole
	// position is said to be gone, as any board that goes away is, and a
	// press of its mover meanwhile is refused with that reason
	// (twoboard.Options.GoneAfterFault): a failing cable often garbles
	// lines before it drops. DefaultSetup sets it. A journal written
	// before it existed has none and replays as it was played: the
	// board's going away was not said, and such a press was refused as a
	// move not made.
	GoneAfterFault bool `json:"goneAfterFault,omitempty"`
	// VoiceSaidAt: a line of the recogniser carries the instant its
	// words ended by the microphone's clock ("voice @12.345 ja",
	// VoiceLine), and a spoken yes is judged by it: within
	// VoiceConfirmWindow of the read-back however late a recogniser far
	// behind, or a loop held up, hands it on; and a yes said before the
	// question it would answer (the read-back, or a confirmation
	// question such as resign's) is refused, the move or question
	// waiting on. DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: the yes was judged
	// by when the table got it, and such a line was no yes. (The refusal
	// of an early yes came in the same session as the flag, 20, before
	// any journal outside its tests had it: no new flag was needed.)
	VoiceSaidAt bool `json:"voiceSaidAt,omitempty"`
	// TouchHasTheMove: a piece touched on a board by the side having the
	// move counts from the moment his opponent's move is made (Article
	// 1.3), also where that move is completed only by the reply (no
	// clock, or casual play), and so does a piece of the opponent's that
	// he lifts on the tactile board (4.3.2 with D.2.2): it rejects the
	// opponent's draw offer (9.1.2.1) and takes the right to claim on
	// this move (9.4). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: there such a touch
	// counted only once the opponent's move was completed, and a touch of
	// an opponent's piece not at all.
	TouchHasTheMove bool `json:"touchHasTheMove,omitempty"`
	// CastleHasTheMove: castle (rochade, rošáda) typed while a move waits
	// for its press is the announcement of the side having the move, the
	// mover's opponent, whose turn it is once that move is made (Article
	// 1.3, Guideline II.3.2.7.1), as a claim then is (9.2). DefaultSetup
	// sets it. A journal written before it existed has none and replays
	// as it was played: the word was the mover's, refused aloud with
	// "the move waits for the clock press", which told both players that
	// the mover had not pressed (Article 12.6).
	CastleHasTheMove bool `json:"castleHasTheMove,omitempty"`
	// VoiceAskedOnResume: a move heard by voice that waited for its yes
	// when the game was interrupted is said back and asked again when it
	// is resumed, and the time for the yes (VoiceConfirmWindow) starts
	// again there. DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: nothing was asked,
	// and the yes was judged from the first read-back.
	VoiceAskedOnResume bool `json:"voiceAskedOnResume,omitempty"`
	// TactilePromotionSaid: a pawn placed on the last rank of the
	// tactile board, whose pegs do not tell the new piece, waits for the
	// piece to be said (Annex D.2.1, D.2.3.3: the move is made when
	// announced); a press before that is refused with the question (D.2.4),
	// not taken for a pawn not replaced (7.5.2): that the board cannot
	// tell the piece is no sign that the pawn is still there. DefaultSetup
	// sets it. A journal written before it existed has none and replays
	// as it was played: the press made the pawn a queen as an illegal
	// move.
	TactilePromotionSaid bool `json:"tactilePromotionSaid,omitempty"`
	// PawnLeftQueened: a pawn moved to the last rank of the sighted board
	// and left there, the clock pressed, is the illegal move of Article
	// 7.5.2: the pawn becomes a queen, the move stands, and the arbiter is
	// called for the penalty. DefaultSetup sets it. A journal written
	// before it existed has none and replays as it was played: an illegal
	// move of 7.5.1, the position before it reinstated.
	PawnLeftQueened bool `json:"pawnLeftQueened,omitempty"`
	// PromotionLetter: while the tactile board's promotion asks for its
	// piece, a line of one piece letter (q, r, b, n; the session's own,
	// D, T, L, S or D, V, S, J) is the answer, not the command of that
	// letter (q quit, d draw, s start, …). DefaultSetup sets it. A
	// journal written before it existed has none and replays as it was
	// played: the letter was its command.
	PromotionLetter bool `json:"promotionLetter,omitempty"`
	// PieceWordOnlyForPromotion: a piece word ("Dame", "queen", "=Q")
	// typed while the tactile board shows an ambiguous capture (no
	// promotion among its moves) answers no question: the ambiguity is
	// said again and the word is not kept as the piece of the next
	// promotion. DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: the word was kept,
	// and the next promotion made with it without being asked.
	PieceWordOnlyForPromotion bool `json:"pieceWordOnlyForPromotion,omitempty"`
	// SeenKeptOnUndo: an undo (or a take-back, a retrace) keeps what a
	// board that did not move with the game was seen doing: the mover's
	// move made on his board while a move typed by mistake stood is made
	// once the typed one is taken back (twoboard.Options.KeepSeenOnReset).
	// DefaultSetup sets it. A journal written before it existed has none
	// and replays as it was played: the board was a move not yet made.
	SeenKeptOnUndo bool `json:"seenKeptOnUndo,omitempty"`
	// ResumeFortsetzen: "fortsetzen", the German word of the program's
	// own "Fortsetzen mit weiter", restarts a paused clock as weiter
	// does. DefaultSetup sets it. A journal written before it existed
	// has none and replays as it was played: the word was not
	// understood, and the clock stayed paused until weiter, so that its
	// times come out as they were.
	ResumeFortsetzen bool `json:"resumeFortsetzen,omitempty"`
	// IllegalStands: arbiter stands lets an illegal move completed on a
	// board stand in rapid and blitz (Annex A.4.2): the game goes on
	// from the position on that board (stands.go). DefaultSetup sets it.
	// A journal written before it existed has none and replays as it was
	// played: stands was no arbiter command.
	IllegalStands bool `json:"illegalStands,omitempty"`
	// IllegalMoveSeen: an illegal move made on the tactile board that
	// the tracker takes for a move on its way (a piece reaching a square
	// that a legal move of another piece reaches, an illegal capture),
	// the clock pressed, is an illegal move completed (Article 7.5:
	// illegalOnTheWay). DefaultSetup sets it. A journal written before it
	// existed has none and replays as it was played: the press was
	// refused as a move not yet made.
	IllegalMoveSeen bool `json:"illegalMoveSeen,omitempty"`
	// SentenceLang, when set ("de", "en" or "cs"), is the language of
	// the sentences in place of Lang's, for a viewer that replays a
	// journal written in another language (the round hub says a table's
	// refusals in its own): what was typed is still read as Lang reads
	// it, so the game is the same. Never journaled.
	SentenceLang string `json:"-"`
}

// The settings of a session (Setup.Setting).
const (
	// SettingTournament is tournament play under the FIDE Laws as
	// written: the clock waits for the arbiter's start (Article 6.6) and
	// nobody presses for a player (Article 6.2).
	SettingTournament = "tournament"
	// SettingCasual is casual play (training, club play): the first move
	// starts the clock and entering a reply presses for the mover.
	SettingCasual = "casual"
)

// DefaultSetup is a standard game without a clock, the VI player White,
// announced in the Annex D style, in tournament play.
func DefaultSetup() Setup {
	return Setup{Me: "white", Chess960: -1, Style: "annexd", Setting: SettingTournament, StrayKeysRefused: true, QuestionsStopClock: true, PawnCaptureFile: true, SpokenDrawAsks: true, PastedMoves: true, QuickplayChecked: true, BoardGoneKept: true, LatePress: true, AdjournHeld: true, SealAsWritten: true, ExceptionalResults: true, CastlingAnnounced: true, PressWithoutMove: true, LagMoveMade: true, RetraceInWords: true, GoneAfterFault: true, VoiceSaidAt: true, VoiceAskedOnResume: true, TactilePromotionSaid: true, PawnLeftQueened: true, PromotionLetter: true, PieceWordOnlyForPromotion: true, SeenKeptOnUndo: true, TouchHasTheMove: true, CastleHasTheMove: true, ResumeFortsetzen: true, IllegalStands: true, IllegalMoveSeen: true}
}

// config is a Setup checked and turned into values.
type config struct {
	setup   Setup
	me      rules.Color
	start   rules.Position
	control *clock.Control // nil: no clock
	alerts  clock.Alerts
	style   phonetic.Style // the Words
	text    phonetic.Style // the sentences, in the language of Lang
	// answers is the language whose answer words mean something else
	// (otherSense): Lang's, also where SentenceLang changes the text.
	answers  phonetic.Lang
	lang     rules.Lang
	chess960 bool
	// noReasons keeps the reasons for an illegal move, and the moves it
	// might have meant, off the table (tournament play: no hint at the
	// board). The one switch for them; see reasons().
	noReasons bool
	casual    bool // the setting is SettingCasual
}

// parseSide reads a colour: white, black, w, b (any case), and the German
// and Czech names.
func parseSide(s string) (rules.Color, bool) { return phonetic.ParseColor(s) }

// check validates the setup and returns its values. Every error says what
// was wrong and what to write instead.
func (s Setup) check() (config, error) {
	s = s.decoded()
	c := config{setup: s}
	var errs []error
	if me, ok := parseSide(s.Me); ok {
		c.me = me
	} else {
		errs = append(errs, catalog.Errorf("flag.bad-me", s.Me))
	}
	switch strings.ToLower(strings.TrimSpace(s.Setting)) {
	case "", SettingTournament:
	case SettingCasual:
		c.casual = true
	default:
		errs = append(errs, catalog.Errorf("table.bad-setting", s.Setting))
	}
	if s.AutoPress && !c.casual {
		// Article 6.2: nobody presses for a player. Only casual play
		// may complete every move at once.
		errs = append(errs, catalog.Errorf("table.auto-press-tournament"))
	}
	if s.NoDrawBefore < 0 || s.NoDrawBefore > 500 {
		errs = append(errs, catalog.Errorf("table.bad-no-draw-before", s.NoDrawBefore))
	}
	c.start = rules.StartPosition()
	switch {
	case s.Chess960 > 959 || s.Chess960 < -1:
		// -1 is no Chess960 position: the flag left out.
		errs = append(errs, catalog.Errorf("flag.chess960-range", s.Chess960))
	case s.Chess960 >= 0:
		p, err := rules.Chess960(s.Chess960)
		if err != nil {
			errs = append(errs, err)
		} else {
			c.start, c.chess960 = p, true
		}
		if s.FEN != "" && err == nil && s.FEN != p.FEN() {
			errs = append(errs, catalog.Errorf("table.fen-and-chess960"))
		}
	case s.FEN != "":
		p, err := rules.ParseFEN(s.FEN)
		if err != nil {
			errs = append(errs, catalog.Errorf("table.bad-fen", err))
		} else {
			c.start, c.chess960 = p, p.Chess960()
		}
	}
	for _, b := range [][2]string{{"tactile", s.Tactile}, {"sighted", s.Sighted}} {
		if err := checkBoardMode(b[0], b[1]); err != nil {
			errs = append(errs, err)
		}
	}
	if s.Time != "" {
		tc, err := clock.Parse(s.Time)
		if err != nil {
			errs = append(errs, catalog.Errorf("flag.bad-time", err))
		} else {
			c.control = &tc
		}
	}
	c.alerts = clock.DefaultAlerts()
	if !c.casual {
		// Tournament play: information only on request (Annex D.2.10.4).
		// No time is announced unless the VI player asks for it with
		// Alerts (--announce, his standing request, kept in the journal);
		// only a flag fall is told, as a clock shows its flag.
		c.alerts = clock.Alerts{Flags: true}
	}
	if s.Alerts != "" {
		a, err := clock.ParseAlerts(s.Alerts)
		if err != nil {
			errs = append(errs, catalog.Errorf("flag.bad-announce", err))
		} else {
			c.alerts = a
		}
	}
	st, err := phonetic.ParseStyle(s.Style)
	if err != nil {
		errs = append(errs, catalog.Errorf("flag.bad-style", s.Style, strings.Join(phonetic.StyleNames(), ", ")))
	}
	if s.ASCII {
		st = st.ASCII()
	}
	c.style = st
	lang := strings.ToLower(s.Lang)
	if lang == "" {
		lang = st.Lang().String()
	}
	switch lang {
	case "de":
		c.lang, c.text = rules.German, phonetic.AnnexD
	case "cs":
		c.lang, c.text = rules.Czech, phonetic.CzechStyle
	case "en":
		c.lang, c.text = rules.English, phonetic.AnnexDEn
	default:
		errs = append(errs, catalog.Errorf("catalog.bad-lang", s.Lang))
	}
	c.answers = c.text.Lang()
	switch strings.ToLower(s.SentenceLang) {
	case "":
	case "de":
		c.text = phonetic.AnnexD
	case "cs":
		c.text = phonetic.CzechStyle
	case "en":
		c.text = phonetic.AnnexDEn
	default:
		errs = append(errs, catalog.Errorf("catalog.bad-lang", s.SentenceLang))
	}
	if s.ASCII {
		c.text = c.text.ASCII()
	}
	if err := errors.Join(errs...); err != nil {
		return c, err
	}
	return c, nil
}

// MarshalSetup encodes a setup for the journal header.
func MarshalSetup(s Setup) (json.RawMessage, error) {
	b, err := json.Marshal(s.decoded())
	if err != nil {
		return nil, catalog.Errorf("table.encode-setup", err)
	}
	return b, nil
}

// UnmarshalSetup decodes a setup from a journal header.
func UnmarshalSetup(b json.RawMessage) (Setup, error) {
	s := DefaultSetup()
	if len(b) == 0 {
		return s, catalog.Errorf("table.no-setup")
	}
	s.Setting = ""
	// Absent in a journal written before stray keys were refused: such
	// a line replays as the empty line it was then.
	s.StrayKeysRefused = false
	// Absent in a journal written before questions stopped the clock:
	// it replays with the clock running while a question waited.
	s.QuestionsStopClock = false
	// Absent in a journal written before a pawn capture had to name its
	// file: "d5" replays as the capture it was then.
	s.PawnCaptureFile = false
	// Absent in a journal written before a spoken draw offer asked
	// first: it replays as made at once.
	s.SpokenDrawAsks = false
	// Absent in a journal written before pasted moves were read: such
	// a line replays as refused.
	s.PastedMoves = false
	// Absent in a journal written before arbiter increment kept to
	// Guideline III.2.2: it replays with the increment set.
	s.QuickplayChecked = false
	// Absent in a journal written before a board that went away kept
	// what it showed: it replays as new when it came back.
	s.BoardGoneKept = false
	// Absent in a journal written before the late press (Article
	// 6.2.2): a reply before the press replays as refused.
	s.LatePress = false
	// Absent in a journal written before an adjourned game was held
	// until the unseal: resume and the arbiter's take-backs replay as
	// they were carried out.
	s.AdjournHeld = false
	// Absent in a journal written before the sealed move was taken as
	// written: an illegal one replays as refused at the seal.
	s.SealAsWritten = false
	// Absent in a journal written before the exceptional results:
	// arbiter result 0-0 replays as refused.
	s.ExceptionalResults = false
	// Absent in a journal written before castling could be announced:
	// castle replays as not understood.
	s.CastlingAnnounced = false
	// Absent in a journal written before a press without a move was
	// logged for the arbiter's count: it replays as it was logged then.
	s.PressWithoutMove = false
	// Absent in a journal written before a move on a lagging board was
	// made once the board caught up: it replays as an illegal move.
	s.LagMoveMade = false
	// Absent in a journal written before a retrace took words and asked
	// with --drop-adjustments: it replays as it was refused or made.
	s.RetraceInWords = false
	// Absent in a journal written before a board gone after a fault was
	// said: it replays with the going away unsaid.
	s.GoneAfterFault = false
	// Absent in a journal written before a spoken yes was judged by
	// when it was said: it replays as judged when the table got it.
	s.VoiceSaidAt = false
	// Absent in a journal written before a touch counted from the
	// opponent's move made, and an opponent's piece lifted on the tactile
	// board counted: it replays as counted then.
	s.TouchHasTheMove = false
	// Absent in a journal written before castle typed before the mover's
	// press was the announcement of the side having the move: it replays
	// as the mover's word, refused.
	s.CastleHasTheMove = false
	// Absent in a journal written before a move heard by voice was
	// asked again on resume: it replays with nothing asked.
	s.VoiceAskedOnResume = false
	// Absent in a journal written before a tactile promotion waited for
	// its piece at a press: the press replays as the illegal move 7.5.2.
	s.TactilePromotionSaid = false
	// Absent in a journal written before a pawn left on the sighted
	// board's last rank became a queen: it replays as reinstated (7.5.1).
	s.PawnLeftQueened = false
	// Absent in a journal written before a piece letter answered the
	// tactile promotion: the letter replays as its command.
	s.PromotionLetter = false
	// Absent in a journal written before a piece word typed during an
	// ambiguous capture was no longer kept for the next promotion: it
	// replays kept.
	s.PieceWordOnlyForPromotion = false
	// Absent in a journal written before an undo kept what a board was
	// seen doing: it replays with that forgotten.
	s.SeenKeptOnUndo = false
	// Absent in a journal written before fortsetzen resumed the clock:
	// the word replays as not understood.
	s.ResumeFortsetzen = false
	// Absent in a journal written before an illegal move could stand
	// (Annex A.4.2): arbiter stands replays as not understood.
	s.IllegalStands = false
	// Absent in a journal written before an illegal move on the
	// tactile board read as on its way was seen at the press: it replays
	// as refused.
	s.IllegalMoveSeen = false
	if err := json.Unmarshal(b, &s); err != nil {
		return s, catalog.Errorf("table.journal-setup", err)
	}
	if s.Setting == "" {
		// Written before the setting existed: the game was played with
		// the first move starting the clock and replies pressing, so it
		// replays that way.
		s.Setting = SettingCasual
	}
	return s, nil
}

// decoded returns s with its free text (names, tags) decoded as files are
// (textenc.String): a name typed in a Latin-1 terminal reaches the journal,
// the PGN and the speech as the same UTF-8 text.
func (s Setup) decoded() Setup {
	for _, f := range []*string{&s.White, &s.Black, &s.Event, &s.Site, &s.Round, &s.Date} {
		*f = textenc.String(*f)
	}
	return s
}
