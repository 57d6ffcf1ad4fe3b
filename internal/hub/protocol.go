package hub

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/blindchess/blindchess/internal/journal"
)

// Batch is what a table sends to the hub (POST /board/N/events): the
// game's journal header, which names the game, and the journal's records
// from the hub's next expected sequence number on, in order. A batch
// without records asks where the hub stands and tells it the table is
// there.
type Batch struct {
	// Game is GameID(Header): two tables with the same board number
	// are told apart by it.
	Game    string           `json:"game"`
	Header  journal.Header   `json:"header"`
	Records []journal.Record `json:"records"`
}

// Reply is the hub's answer to a Batch: the sequence number it expects
// next (every record before it is stored), and on a refusal the reason,
// as a catalog key with its arguments (so that the table says it in its
// own language; an error among them is its text in the hub's) and as a
// sentence in the hub's language.
type Reply struct {
	Next  uint64 `json:"next"`
	Key   string `json:"key,omitempty"`
	Args  []any  `json:"args,omitempty"`
	Error string `json:"error,omitempty"`
}

// GameID names the game of a journal header: the first 16 bytes of the
// SHA-256 of its JSON, in hex. Every table started anew has its own
// (the header holds the instant it was created); a resumed game keeps it.
func GameID(h journal.Header) string {
	b, err := json.Marshal(h)
	if err != nil {
		// A header is plain data; it always encodes.
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// MaxBody is the largest request body the hub reads: a whole long game's
// journal fits many times over.
const MaxBody = 4 << 20
