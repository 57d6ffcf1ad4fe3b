package rules

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// replayGame is one game read by the tiny PGN extractor below: its tags and
// its main-line move tokens. (The real reader is internal/pgn; this one
// only serves the rules tests and ignores everything but the main line.)
type replayGame struct {
	tags  map[string]string
	moves []string
}

// extractGames splits PGN text into games: tag pairs, and main-line SAN
// tokens without comments, variations, NAGs, move numbers and results.
func extractGames(t *testing.T, data []byte) []replayGame {
	t.Helper()
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var games []replayGame
	var cur *replayGame
	inMoves := false
	var movetext strings.Builder
	flush := func() {
		if cur != nil {
			cur.moves = sanTokens(movetext.String())
			games = append(games, *cur)
		}
		cur, inMoves = nil, false
		movetext.Reset()
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "[") && (!inMoves || cur == nil) {
			if cur == nil {
				cur = &replayGame{tags: map[string]string{}}
			}
			name, rest, ok := strings.Cut(strings.Trim(trimmed, "[]"), " ")
			if !ok {
				t.Fatalf("bad tag line %q", line)
			}
			cur.tags[name] = strings.Trim(rest, `"`)
			continue
		}
		if strings.HasPrefix(trimmed, "[") && inMoves {
			flush()
			cur = &replayGame{tags: map[string]string{}}
			name, rest, _ := strings.Cut(strings.Trim(trimmed, "[]"), " ")
			cur.tags[name] = strings.Trim(rest, `"`)
			continue
		}
		if cur != nil && trimmed != "" {
			inMoves = true
		}
		movetext.WriteString(line)
		movetext.WriteByte('\n')
	}
	flush()
	return games
}

func sanTokens(text string) []string {
	var out []string
	depth := 0
	var tok strings.Builder
	emit := func() {
		s := tok.String()
		tok.Reset()
		for len(s) > 0 && (s[0] >= '0' && s[0] <= '9' || s[0] == '.') && strings.ContainsRune(s, '.') {
			s = s[1:]
		}
		switch {
		case s == "", depth > 0, s[0] == '$', s == "1-0", s == "0-1", s == "1/2-1/2", s == "*":
			return
		}
		out = append(out, s)
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '{':
			emit()
			j := strings.IndexByte(text[i:], '}')
			if j < 0 {
				return out
			}
			i += j
		case c == ';':
			emit()
			j := strings.IndexByte(text[i:], '\n')
			if j < 0 {
				return out
			}
			i += j
		case c == '(':
			emit()
			depth++
		case c == ')':
			emit()
			depth--
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			emit()
		default:
			tok.WriteByte(c)
		}
	}
	emit()
	return out
}

// TestPGNGamesReplay replays every game of testdata/pgn (a copy of
// ../shared/data/pgn): every move parses, its SAN formats back to exactly
// the text of the record, and the final position agrees with the result.
func TestPGNGamesReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PGN files in testdata/pgn: %v", err)
	}
	total, plies := 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for gi, rg := range extractGames(t, data) {
			name := filepath.Base(file) + "#" + string(rune('1'+gi))
			total++
			start := StartPosition()
			if fen, ok := rg.tags["FEN"]; ok {
				start = mustFEN(t, fen)
			}
			if v := strings.ToLower(rg.tags["Variant"]); strings.Contains(v, "960") || strings.Contains(v, "fischer") {
				start = start.WithChess960(true)
			}
			g := NewGameFrom(start)
			for i, text := range rg.moves {
				p := g.Position()
				if text == "Z0" || text == "--" { // a ChessBase null move: the other side moves
					fen := strings.Fields(p.FEN())
					fen[1] = map[string]string{"w": "b", "b": "w"}[fen[1]]
					fen[3] = "-"
					g = NewGameFrom(mustFEN(t, strings.Join(fen, " ")).WithChess960(p.Chess960()))
					continue
				}
				m, err := p.ParseMoveLang(text, English)
				if err != nil {
					t.Fatalf("%s: ply %d %q: %v", name, i+1, text, err)
				}
				if got := p.SAN(m); got != text {
					t.Errorf("%s: ply %d: %q formats back as %q", name, i+1, text, got)
				}
				if err := g.PushAfterEnd(m); err != nil {
					t.Fatalf("%s: ply %d %q: %v", name, i+1, text, err)
				}
				plies++
			}
			out := g.Outcome()
			if out.Over() && out.Result.String() != rg.tags["Result"] {
				t.Errorf("%s: the board says %s, the Result tag %q", name, out, rg.tags["Result"])
			}
		}
	}
	if total != 17 {
		t.Errorf("replayed %d games, want 17", total)
	}
	t.Logf("%d games, %d plies", total, plies)
}
