package hub

import (
	"database/sql"
	"encoding/json"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver: the hub cross-builds without cgo
)

// store keeps what the hub received, durably: one row per board (the
// game's identity and journal header) and one row per event. A batch of
// events is committed in one transaction before the table is answered, so
// a hub killed at any instant has either the whole batch or none of it,
// and the table sends again what was not acknowledged.
type store struct {
	db *sql.DB
}

// openStore opens (or creates) the hub's database at path.
func openStore(path string) (*store, error) {
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, catalog.Errorf("hub.db-open", path, err)
	}
	// One connection: SQLite writes one at a time, and the hub's mutex
	// orders them anyway.
	db.SetMaxOpenConns(1)
	const schema = `
CREATE TABLE IF NOT EXISTS boards (
	board   INTEGER PRIMARY KEY,
	game    TEXT NOT NULL,
	header  BLOB NOT NULL,
	created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
	board  INTEGER NOT NULL,
	seq    INTEGER NOT NULL,
	at     INTEGER NOT NULL,
	wall   INTEGER NOT NULL,
	source TEXT NOT NULL,
	input  TEXT NOT NULL,
	got    INTEGER NOT NULL,
	PRIMARY KEY (board, seq)
);`
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, catalog.Errorf("hub.db-setup", path, err)
	}
	return &store{db: db}, nil
}

// close closes the database.
func (s *store) close() error { return s.db.Close() }

// storedBoard is one board as the database has it.
type storedBoard struct {
	board  int
	game   string
	header journal.Header
	recs   []journal.Record
	got    time.Time // when the last event arrived
}

// load reads every board and its events, in board and sequence order.
func (s *store) load() ([]*storedBoard, error) {
	rows, err := s.db.Query(`SELECT board, game, header FROM boards ORDER BY board`)
	if err != nil {
		return nil, catalog.Errorf("hub.db-read-boards", err)
	}
	var out []*storedBoard
	byNum := map[int]*storedBoard{}
	for rows.Next() {
		b := &storedBoard{}
		var hdr []byte
		if err := rows.Scan(&b.board, &b.game, &hdr); err != nil {
			rows.Close()
			return nil, catalog.Errorf("hub.db-read-boards", err)
		}
		if err := json.Unmarshal(hdr, &b.header); err != nil {
			rows.Close()
			return nil, catalog.Errorf("hub.db-read-header", b.board, err)
		}
		out = append(out, b)
		byNum[b.board] = b
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, catalog.Errorf("hub.db-read-boards", err)
	}
	ev, err := s.db.Query(`SELECT board, seq, at, wall, source, input, got FROM events ORDER BY board, seq`)
	if err != nil {
		return nil, catalog.Errorf("hub.db-read-events", err)
	}
	defer ev.Close()
	for ev.Next() {
		var board int
		var r journal.Record
		var at, wall, got int64
		if err := ev.Scan(&board, &r.Seq, &at, &wall, &r.Source, &r.Input, &got); err != nil {
			return nil, catalog.Errorf("hub.db-read-events", err)
		}
		r.At = time.Duration(at)
		if wall != 0 {
			r.Wall = time.Unix(0, wall).UTC()
		}
		b := byNum[board]
		if b == nil || r.Seq != uint64(len(b.recs))+1 {
			return nil, catalog.Errorf("hub.db-order", r.Seq, board)
		}
		b.recs = append(b.recs, r)
		b.got = time.Unix(0, got)
	}
	return out, ev.Err()
}

// add stores a batch of one board in one transaction: the board's row
// when it is new, then the events.
func (s *store) add(board int, game string, h *journal.Header, recs []journal.Record, now time.Time) error {
	tx, err := s.db.Begin()
	if err != nil {
		return catalog.Errorf("hub.db-store-events", board, err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	if h != nil {
		hdr, err := json.Marshal(h)
		if err != nil {
			return catalog.Errorf("hub.db-store-header", board, err)
		}
		if _, err := tx.Exec(`INSERT INTO boards (board, game, header, created) VALUES (?, ?, ?, ?)`,
			board, game, hdr, now.UnixNano()); err != nil {
			return catalog.Errorf("hub.db-store-board", board, err)
		}
	}
	st, err := tx.Prepare(`INSERT INTO events (board, seq, at, wall, source, input, got) VALUES (?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return catalog.Errorf("hub.db-store-events", board, err)
	}
	defer st.Close()
	for _, r := range recs {
		var wall int64
		if !r.Wall.IsZero() {
			wall = r.Wall.UnixNano()
		}
		if _, err := st.Exec(board, r.Seq, int64(r.At), wall, r.Source, r.Input, now.UnixNano()); err != nil {
			return catalog.Errorf("hub.db-store-event", r.Seq, board, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return catalog.Errorf("hub.db-store-events", board, err)
	}
	return nil
}
