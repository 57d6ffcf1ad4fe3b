package table

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// msgID names a sentence the table says that the phonetic vocabulary has no
// Words for: its key in internal/catalog, which holds it in German, English
// and Czech; the style's language picks one, so what is written and what is
// spoken are in the same language as the moves.
type msgID string

// The sentences.
const (
	msgNone                     msgID = ""
	msgGameStarts               msgID = "table.game-starts"
	msgGameStartsBlack          msgID = "table.game-starts-black"
	msgGameStartsUnnamed        msgID = "table.game-starts-unnamed"
	msgGameStartsUnnamedBlack   msgID = "table.game-starts-unnamed-black"
	msgSettingTournament        msgID = "table.setting-tournament"
	msgChess960Start            msgID = "table.chess960-start"
	msgSettingCasual            msgID = "table.setting-casual"
	msgStartWaits               msgID = "table.start-waits"
	msgClaimAfterTouch          msgID = "table.claim-after-touch"
	msgNoDrawBefore             msgID = "table.no-draw-before"
	msgHelpAdjourn              msgID = "table.help-adjourn"
	msgHelpCastle               msgID = "table.help-castle"
	msgCastleAnnounced          msgID = "table.castle-announced"
	msgCastleNone               msgID = "table.castle-none"
	msgCastleAgain              msgID = "table.castle-again"
	msgCastleWithdrawn          msgID = "table.castle-withdrawn"
	msgCastleAfterMove          msgID = "table.castle-after-move"
	msgPressLogNote             msgID = "table.press-log-note"
	msgPressCounted             msgID = "table.press-counted"
	msgPressNoneToCount         msgID = "table.press-none-to-count"
	msgHelpArbiterUnseal        msgID = "table.help-arbiter-unseal"
	msgAdjourned                msgID = "table.adjourned"
	msgAdjournUsage             msgID = "table.adjourn-usage"
	msgSealedIllegal            msgID = "table.sealed-illegal"
	msgConfirmSeal              msgID = "table.confirm-seal"
	msgConfirmSealUnsaid        msgID = "table.confirm-seal-unsaid"
	msgResultBothLose           msgID = "table.result-both-lose"
	msgResultWhiteHalf          msgID = "table.result-white-half"
	msgResultBlackHalf          msgID = "table.result-black-half"
	msgSealedIllegalFound       msgID = "table.sealed-illegal-found"
	msgSealedAmbiguous          msgID = "table.sealed-ambiguous"
	msgSealedUnreadable         msgID = "table.sealed-unreadable"
	msgSealedLoses              msgID = "table.sealed-loses"
	msgSealedNoMate             msgID = "table.sealed-no-mate"
	msgEnvelope                 msgID = "table.envelope"
	msgEnvelopeUnnamed          msgID = "table.envelope-unnamed"
	msgEnvelopeClocks           msgID = "table.envelope-clocks"
	msgEnvelopePosition         msgID = "table.envelope-position"
	msgEnvelopeSide             msgID = "table.envelope-side"
	msgEnvelopeOffer            msgID = "table.envelope-offer"
	msgEnvelopeSealed           msgID = "table.envelope-sealed"
	msgEnvelopeFEN              msgID = "table.envelope-fen"
	msgAdjournedSay             msgID = "table.adjourned-say"
	msgNothingSealed            msgID = "table.nothing-sealed"
	msgUnsealed                 msgID = "table.unsealed"
	msgHelpArbiterIncrement     msgID = "table.help-arbiter-increment"
	msgHelpArbiterAllowDraw     msgID = "table.help-arbiter-allow-draw"
	msgDrawAllowed              msgID = "table.draw-allowed"
	msgIncrementUsage           msgID = "table.increment-usage"
	msgIncrementBad             msgID = "table.increment-bad"
	msgIncrementHourglass       msgID = "table.increment-hourglass"
	msgIncrementBlitz           msgID = "table.increment-blitz"
	msgIncrementHasBonus        msgID = "table.increment-has-bonus"
	msgIncrementSet             msgID = "table.increment-set"
	msgMovesRange               msgID = "table.moves-range"
	msgMovesUsage               msgID = "table.moves-usage"
	msgLogEmpty                 msgID = "table.log-empty"
	msgHelpArbiterLog           msgID = "table.help-arbiter-log"
	msgLogSecondIllegal         msgID = "table.log-second-illegal"
	msgLogClaimAccepted         msgID = "table.log-claim-accepted"
	msgRetraceSteps             msgID = "table.retrace-steps"
	msgAdjustKept               msgID = "table.adjust-kept"
	msgAdjustDropped            msgID = "table.adjust-dropped"
	msgAdjustPlus               msgID = "table.adjust-plus"
	msgAdjustMinus              msgID = "table.adjust-minus"
	msgAdjustTimes              msgID = "table.adjust-times"
	msgIllegalOnBoard           msgID = "table.illegal-on-board"
	msgIllegalOnBoardNamed      msgID = "table.illegal-on-board-named"
	msgIllegalPromotion         msgID = "table.illegal-promotion"
	msgIllegalWaits             msgID = "table.illegal-waits"
	msgIllegalMayStand          msgID = "table.illegal-may-stand"
	msgStands                   msgID = "table.stands"
	msgStandsPromoted           msgID = "table.stands-promoted"
	msgStandsNone               msgID = "table.stands-none"
	msgStandsStandard           msgID = "table.stands-standard"
	msgStandsUnknown            msgID = "table.stands-unknown"
	msgStandsImpossible         msgID = "table.stands-impossible"
	msgStandsOver               msgID = "table.stands-over"
	msgStandsNoBoard            msgID = "table.stands-no-board"
	msgHelpArbiterAccept        msgID = "table.help-arbiter-accept"
	msgHelpArbiterReject        msgID = "table.help-arbiter-reject"
	msgClaimFor                 msgID = "table.claim-for"
	msgClaimWritten             msgID = "table.claim-written"
	msgClaimFindsCorrect        msgID = "table.claim-finds-correct"
	msgClaimFindsWrong          msgID = "table.claim-finds-wrong"
	msgClaimArbiterDecides      msgID = "table.claim-arbiter-decides"
	msgClaimWaits               msgID = "table.claim-waits"
	msgNoClaimWaits             msgID = "table.no-claim-waits"
	msgClaimRejected            msgID = "table.claim-rejected"
	msgTimeControl              msgID = "table.time-control"
	msgClaimPenalty             msgID = "table.claim-penalty"
	msgTouchRejectsOffer        msgID = "table.touch-rejects-offer"
	msgMoveRejectsOffer         msgID = "table.move-rejects-offer"
	msgWaitForStart             msgID = "table.wait-for-start"
	msgNotPressed               msgID = "table.not-pressed"
	msgNotUnderstood            msgID = "table.not-understood"
	msgVoiceNotUnderstood       msgID = "table.voice-not-understood"
	msgVoiceNoMove              msgID = "table.voice-no-move"
	msgVoiceConfirm             msgID = "table.voice-confirm"
	msgVoiceConfirmSaid         msgID = "table.voice-confirm-said"
	msgVoiceConfirmKey          msgID = "table.voice-confirm-key"
	msgVoiceConfirmKeySaid      msgID = "table.voice-confirm-key-said"
	msgVoiceNothing             msgID = "table.voice-nothing"
	msgVoiceStale               msgID = "table.voice-stale"
	msgVoiceRejected            msgID = "table.voice-rejected"
	msgVoiceDropped             msgID = "table.voice-dropped"
	msgVoiceKeyListening        msgID = "table.voice-key-listening"
	msgVoiceLate                msgID = "table.voice-late"
	msgVoiceYesEarly            msgID = "table.voice-yes-early"
	msgVoiceLetter              msgID = "table.voice-letter"
	msgVoiceOther               msgID = "table.voice-other"
	msgIllegal                  msgID = "table.illegal"
	msgAmbiguous                msgID = "table.ambiguous"
	msgKingInCheck              msgID = "table.king-in-check"
	msgGameOver                 msgID = "table.game-over"
	msgNothingToPress           msgID = "table.nothing-to-press"
	msgNothingToUndo            msgID = "table.nothing-to-undo"
	msgUndoCompleted            msgID = "table.undo-completed"
	msgTakenBack                msgID = "table.taken-back"
	msgUndoOnBoard              msgID = "table.undo-on-board"
	msgUndoClaimed              msgID = "table.undo-claimed"
	msgNoClock                  msgID = "table.no-clock"
	msgClockNotStarted          msgID = "table.clock-not-started"
	msgClockIsPaused            msgID = "table.clock-is-paused"
	msgClockNotPaused           msgID = "table.clock-not-paused"
	msgClockAlreadyStarted      msgID = "table.clock-already-started"
	msgTimeBackwards            msgID = "table.time-backwards"
	msgOffers                   msgID = "table.offers"
	msgOfferAlready             msgID = "table.offer-already"
	msgOfferDeclined            msgID = "table.offer-declined"
	msgNoOffer                  msgID = "table.no-offer"
	msgAnswerAmbiguous          msgID = "table.answer-ambiguous"
	msgAnswerNoQuestion         msgID = "table.answer-no-question"
	msgAnswerOffer              msgID = "table.answer-offer"
	msgAgreementTooEarly        msgID = "table.agreement-too-early"
	msgClaimNotYourMove         msgID = "table.claim-not-your-move"
	msgClaimWrong               msgID = "table.claim-wrong"
	msgClaimWrongNoClock        msgID = "table.claim-wrong-no-clock"
	msgResignWho                msgID = "table.resign-who"
	msgNoFlag                   msgID = "table.no-flag"
	msgFlagAlreadyOver          msgID = "table.flag-already-over"
	msgPenaltyOffender          msgID = "table.penalty-offender"
	msgIllegalFirst             msgID = "table.illegal-first"
	msgIllegalFirstNoClock      msgID = "table.illegal-first-no-clock"
	msgArbiterUsage             msgID = "table.arbiter-usage"
	msgArbiterBadSide           msgID = "table.arbiter-bad-side"
	msgArbiterBadTime           msgID = "table.arbiter-bad-time"
	msgArbiterBadResult         msgID = "table.arbiter-bad-result"
	msgArbiterBadResultPlain    msgID = "table.arbiter-bad-result-plain"
	msgArbiterBadNumber         msgID = "table.arbiter-bad-number"
	msgArbiterTimeSet           msgID = "table.arbiter-time-set"
	msgArbiterTimeAdded         msgID = "table.arbiter-time-added"
	msgArbiterTimeTaken         msgID = "table.arbiter-time-taken"
	msgTakebackOver             msgID = "table.takeback-over"
	msgArbiterMovesSet          msgID = "table.arbiter-moves-set"
	msgArbiterTakenBack         msgID = "table.arbiter-taken-back"
	msgArbiterNothingToTakeBack msgID = "table.arbiter-nothing-to-take-back"
	msgResultSet                msgID = "table.result-set"
	msgResumed                  msgID = "table.resumed"
	msgResumedNoClock           msgID = "table.resumed-no-clock"
	msgQuit                     msgID = "table.quit"
	msgUnknownHelp              msgID = "table.unknown-help"
	msgHelpIntro                msgID = "table.help-intro"
	msgHelpMove                 msgID = "table.help-move"
	msgHelpHelp                 msgID = "table.help-help"
	msgHelpPress                msgID = "table.help-press"
	msgHelpUndo                 msgID = "table.help-undo"
	msgHelpTime                 msgID = "table.help-time"
	msgHelpMoves                msgID = "table.help-moves"
	msgHelpLast                 msgID = "table.help-last"
	msgHelpRepeat               msgID = "table.help-repeat"
	msgHelpPosition             msgID = "table.help-position"
	msgHelpDraw                 msgID = "table.help-draw"
	msgHelpAccept               msgID = "table.help-accept"
	msgHelpDecline              msgID = "table.help-decline"
	msgHelpClaim                msgID = "table.help-claim"
	msgHelpResign               msgID = "table.help-resign"
	msgHelpFlag                 msgID = "table.help-flag"
	msgHelpPause                msgID = "table.help-pause"
	msgHelpResume               msgID = "table.help-resume"
	msgHelpStart                msgID = "table.help-start"
	msgHelpArbiter              msgID = "table.help-arbiter"
	msgHelpQuit                 msgID = "table.help-quit"
	msgNoMoveYet                msgID = "table.no-move-yet"
	msgBadPositionArg           msgID = "table.bad-position-arg"
	msgBadBoardArg              msgID = "table.bad-board-arg"
	msgBadTimeArg               msgID = "table.bad-time-arg"
	msgReasonCheckmate          msgID = "table.reason-checkmate"
	msgReasonStalemate          msgID = "table.reason-stalemate"
	msgReasonDead               msgID = "table.reason-dead"
	msgReasonFivefold           msgID = "table.reason-fivefold"
	msgReason75                 msgID = "table.reason-75"
	msgReasonThreefold          msgID = "table.reason-threefold"
	msgReason50                 msgID = "table.reason-50"
	msgReasonResignation        msgID = "table.reason-resignation"
	msgReasonAgreement          msgID = "table.reason-agreement"
	msgReasonTime               msgID = "table.reason-time"
	msgReasonTimeNoMate         msgID = "table.reason-time-no-mate"
	msgReasonIllegal            msgID = "table.reason-illegal"
	msgReasonIllegalNoMate      msgID = "table.reason-illegal-no-mate"
	msgReasonResignNoMate       msgID = "table.reason-resign-no-mate"
	msgReasonArbiter            msgID = "table.reason-arbiter"
	msgNothing                  msgID = "table.nothing"
	msgWaitingForPress          msgID = "table.waiting-for-press"
	msgClaimFacts               msgID = "table.claim-facts"
	msgJournalFailed            msgID = "table.journal-failed"
	msgPGNFailed                msgID = "table.pgn-failed"
	msgAmbiguousPlain           msgID = "table.ambiguous-plain"
	msgArbiterLogFailed         msgID = "table.arbiter-log-failed"
	msgLogTimes                 msgID = "table.log-times" // polish: the clock times of an arbiter log line
	msgHelpVersion              msgID = "table.help-version"
	msgVersion                  msgID = "table.version"
	msgDidYouMean               msgID = "table.did-you-mean"
	msgClockRunsAgain           msgID = "table.clock-runs-again"
	msgOr                       msgID = "table.or"
	msgReopenLastMove           msgID = "table.reopen-last-move"
	msgSavedAgain               msgID = "table.saved-again"
	msgJournalRemoved           msgID = "table.journal-removed"
	msgJournalRemovedSaid       msgID = "table.journal-removed-said"
	msgJournalChanged           msgID = "table.journal-changed"
	msgJournalChangedSaid       msgID = "table.journal-changed-said"
	msgJournalChangedKept       msgID = "table.journal-changed-kept"
	msgDiskFull                 msgID = "table.disk-full"
	msgDiskReadOnly             msgID = "table.disk-read-only"
	msgDiskNoPermission         msgID = "table.disk-no-permission"
	msgDiskNoFolder             msgID = "table.disk-no-folder"
	msgDiskIO                   msgID = "table.disk-io"
	msgDoDiskFull               msgID = "table.do-disk-full"
	msgDoDiskReadOnly           msgID = "table.do-disk-read-only"
	msgDoDiskNoPermission       msgID = "table.do-disk-no-permission"
	msgDoDiskNoFolder           msgID = "table.do-disk-no-folder"
	msgDoDiskIO                 msgID = "table.do-disk-io"
	msgDoDiskOther              msgID = "table.do-disk-other"
	msgSessionJournalFailed     msgID = "table.session-journal-failed"
	msgDoDiskReadOnlyNoPGN      msgID = "table.do-disk-read-only-no-pgn"
	msgDoDiskIONoPGN            msgID = "table.do-disk-io-no-pgn"
	msgArbiterNoTime            msgID = "table.arbiter-no-time"
	msgArbiterMovesSetSaid      msgID = "table.arbiter-moves-set-said"
	msgArbiterMovesPeriod       msgID = "table.arbiter-moves-period"
	msgArbiterMovesPeriodBack   msgID = "table.arbiter-moves-period-back"
	msgClaimIsOffer             msgID = "table.claim-is-offer"
	msgArbiterNoAddTime         msgID = "table.arbiter-no-add-time"
	msgArbiterNoNumber          msgID = "table.arbiter-no-number"
	msgArbiterTakeTooMuch       msgID = "table.arbiter-take-too-much"
	msgArbiterAddTooMuch        msgID = "table.arbiter-add-too-much"
	msgClockNotYours            msgID = "table.clock-not-yours"
	msgClockFrozen              msgID = "table.clock-frozen"
	msgClockBadValue            msgID = "table.clock-bad-value"
	msgInternal                 msgID = "table.internal"

	// input: the input grammar, confirmations, reasons for an illegal move.
	msgReadAsMove          msgID = "table.read-as-move"
	msgPressed             msgID = "table.pressed"
	msgConfirmHow          msgID = "table.confirm-how"
	msgConfirmCancelled    msgID = "table.confirm-cancelled"
	msgConfirmQuit         msgID = "table.confirm-quit"
	msgConfirmResign       msgID = "table.confirm-resign"
	msgConfirmClaim        msgID = "table.confirm-claim"
	msgConfirmClaimMove    msgID = "table.confirm-claim-move"
	msgConfirmClaimHasMove msgID = "table.confirm-claim-has-move"
	msgConfirmDraw         msgID = "table.confirm-draw"
	msgConfirmAccept       msgID = "table.confirm-accept"
	msgConfirmResult       msgID = "table.confirm-result"
	msgConfirmTakeback     msgID = "table.confirm-takeback"
	msgConfirmRetrace      msgID = "table.confirm-retrace"
	// msgRetraceReopens and msgRetraceReopened: a retrace of a game that
	// was over strikes out its result, which the question and the
	// retrace say.
	msgRetraceReopens        msgID = "table.retrace-reopens"
	msgRetraceReopened       msgID = "table.retrace-reopened"
	msgConfirmRetraceStart   msgID = "table.confirm-retrace-start"
	msgWhyNoLegalMove        msgID = "table.why-no-legal-move"
	msgWhyNoPiece            msgID = "table.why-no-piece"
	msgWhyOpponentPiece      msgID = "table.why-opponent-piece"
	msgWhyOtherPiece         msgID = "table.why-other-piece"
	msgWhyPromotionRank      msgID = "table.why-promotion-rank"
	msgWhyCannotReach        msgID = "table.why-cannot-reach"
	msgWhyPawnCaptureFile    msgID = "table.why-pawn-capture-file"
	msgWhyNoCastlingRight    msgID = "table.why-no-castling-right"
	msgWhyCastleInCheck      msgID = "table.why-castle-in-check"
	msgWhyCastleBlocked      msgID = "table.why-castle-blocked"
	msgWhyCastleThroughCheck msgID = "table.why-castle-through-check"

	msgHelpBoard           msgID = "table.help-board"
	msgHelpTouches         msgID = "table.help-touches"
	msgHelpVoice           msgID = "table.help-voice"
	msgHelpArbiterTime     msgID = "table.help-arbiter-time"
	msgHelpArbiterAdd      msgID = "table.help-arbiter-add"
	msgHelpArbiterPenalty  msgID = "table.help-arbiter-penalty"
	msgHelpArbiterIllegal  msgID = "table.help-arbiter-illegal"
	msgHelpArbiterStands   msgID = "table.help-arbiter-stands"
	msgHelpArbiterMoves    msgID = "table.help-arbiter-moves"
	msgHelpArbiterResult   msgID = "table.help-arbiter-result"
	msgHelpArbiterTakeback msgID = "table.help-arbiter-takeback"
	msgHelpArbiterCompare  msgID = "table.help-arbiter-compare"
	msgHelpArbiterRetrace  msgID = "table.help-arbiter-retrace"
	msgClockPausedResume   msgID = "table.clock-paused-resume"
	msgPauseNext           msgID = "table.pause-next"
	msgPauseNextCasual     msgID = "table.pause-next-casual"
	msgClockRunning        msgID = "table.clock-running"
)

// say returns the sentence id in the style's language with args filled in.
func say(style phonetic.Style, id msgID, args ...any) string {
	return fillIn(style, string(id), args...)
}

// catalogOf returns the catalog of the style's language.
func catalogOf(style phonetic.Style) catalog.Catalog {
	return catalog.For(catalog.Lang(style.Lang()))
}

// fillIn returns the catalog's sentence key in the language of style,
// filled with args, without diacritics when the style writes ASCII.
func fillIn(style phonetic.Style, key string, args ...any) string {
	s := catalogOf(style).Say(key, args...)
	if style.IsASCII() {
		s = phonetic.Transliterate(s)
	}
	return s
}

// countIn returns the form of the catalog's plural sentence key that fits
// n, in the language of style (see catalog.Catalog.Count).
func countIn(style phonetic.Style, key string, n int, args ...any) string {
	s := catalogOf(style).Count(key, n, args...)
	if style.IsASCII() {
		s = phonetic.Transliterate(s)
	}
	return s
}

// newuser5: the sentences of the fourth walk (arbiter and assistant).
const (
	// newuser5: the second illegal move of a side ends the game (7.5.5)
	msgConfirmSecondIllegalWhite msgID = "table.confirm-second-illegal-white"
	msgConfirmSecondIllegalBlack msgID = "table.confirm-second-illegal-black"
	// newuser5: a move with another language's piece letter
	msgForeignPieceLetter msgID = "table.foreign-piece-letter"
	// walk3: a move typed with a move number that does not fit the game
	msgMisnumbered msgID = "table.misnumbered"
	// walk3: a command's name mistyped by one letter ("hlep")
	msgCommandTypo msgID = "table.command-typo"
	// walk3: a pawn's move to the last rank without the piece it becomes
	msgAmbiguousPromotion msgID = "table.ambiguous-promotion"
	// walk3: several moves on one line, as pasted from a scoresheet
	msgSeveralMoves msgID = "table.several-moves"
	// newuser5: a time to set that is no time, or negative
	msgArbiterBadSetTime msgID = "table.arbiter-bad-set-time"
	// newuser5: a claim while the last move waits for its press
	msgClaimNotPressed msgID = "table.claim-not-pressed"
	// newuser5: an arbiter's command typed without arbiter before it
	msgArbiterOnlyCmd msgID = "table.arbiter-only-cmd"
	// newuser5: an arbiter command that is not one
	msgArbiterUnknown msgID = "table.arbiter-unknown"
)

// arbiter: the sentences of session 15's arbiter (a question stops the
// clock, a time of zero is asked first).
const (
	// arbiter: the clock stands while a claim or an arbiter's question waits
	msgQuestionStopsClock msgID = "table.question-stops-clock"
	// arbiter: set a side's clock to zero? His flag falls (6.9).
	msgConfirmZeroWhite msgID = "table.confirm-zero-white"
	msgConfirmZeroBlack msgID = "table.confirm-zero-black"
	// arbiter: an arbiter log line's move, side and game time, in words
	msgLogAtWhite msgID = "table.log-at-white"
	msgLogAtBlack msgID = "table.log-at-black"
)

// leftovers: the sentences of session 15's helper leftovers.
const (
	// a board's press (a DGT clock's lever) while a claim's or the
	// arbiter's question holds the clock: refused, the question waits
	msgPressQuestionWaits msgID = "table.press-question-waits"
)
