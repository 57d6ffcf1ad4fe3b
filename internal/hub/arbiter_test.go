package hub

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/table"
)

// journalIn writes a journal of a table whose sentences are in lang, with
// the arbiter's start and then inputs, one a second.
func journalIn(t testing.TB, dir, lang string, inputs ...string) string {
	t.Helper()
	s := table.DefaultSetup()
	s.White, s.Black, s.Time, s.Lang = "Anna", "Bert", "3+2", lang
	return writeJournal(t, filepath.Join(dir, lang+".journal"), s, time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC), inputs...)
}

// watchLines runs Watch in c's language against url until it has printed
// n lines, and returns them.
func watchLines(t *testing.T, url string, c catalog.Catalog, n int) []string {
	t.Helper()
	var out syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Watch(ctx, url, c, &out, 5*time.Millisecond, nil) }()
	waitFor(t, "the watcher's lines", func() bool { return strings.Count(out.String(), "\n") >= n })
	cancel()
	<-done
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

// TestTableSentenceSaidInTheHubsAndTheWatchersLanguage: a German table's
// refusal, flag and result reach a Czech hub as a catalog key with its
// arguments: the hub's stream and page say the whole line in Czech (the
// table's sentence too, not German inside Czech), and hub watch says it
// in its own --lang, English here, from GET /attention.jsonl. The German
// move letters (Sc6) are read as the table read them, in every language.
func TestTableSentenceSaidInTheHubsAndTheWatchersLanguage(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHubIn(t, dir, catalog.Czech)
	flush(t, srv.URL, 2, journalIn(t, dir, "de", "e4", "drücken", "Sc6", "drücken", "e4", "schiedsrichter ergebnis 1-0", "ja"))
	_, stream := get(t, srv.URL+"/attention.txt")
	wantCS := []string{
		"1\tŠachovnice 2: \"e4\" odmítnuto: Nemožný tah: e4. Bílý na tahu.",
		"2\tŠachovnice 2: příkaz rozhodčího \"schiedsrichter ergebnis 1-0\".",
		"3\tŠachovnice 2: konec partie, 1-0, rozhodnutí rozhodčího.",
	}
	if got := strings.Split(strings.TrimSpace(stream), "\n"); !slices.Equal(got, wantCS) {
		t.Errorf("the Czech hub's stream:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantCS, "\n"))
	}
	_, page := get(t, srv.URL+"/")
	if !strings.Contains(page, "Nemožný tah: e4. Bílý na tahu.") || strings.Contains(page, "Regelwidrig") {
		t.Errorf("the Czech hub's page says the refusal in another language:\n%s", page)
	}
	wantEN := []string{
		"Board 2: \"e4\" refused: Illegal move: e4. White to move.",
		"Board 2: arbiter command \"schiedsrichter ergebnis 1-0\".",
		"Board 2: game over, 1-0, arbiter's decision.",
	}
	if got := watchLines(t, srv.URL, catalog.For(catalog.English), 3); !slices.Equal(got, wantEN) {
		t.Errorf("hub watch --lang en:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantEN, "\n"))
	}
}

// TestWatchSaysAnOldHubsTextAsItIs: a hub without the JSON stream (built
// before it: 404) is read from GET /attention.txt, its lines printed as
// they are.
func TestWatchSaysAnOldHubsTextAsItIs(t *testing.T) {
	old := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/attention.txt" {
			http.NotFound(w, r)
			return
		}
		if r.URL.Query().Get("after") == "0" {
			w.Write([]byte("1\tBrett 2: \"e4\" abgewiesen: Regelwidriger Zug.\n")) //nolint:errcheck // the test reads what came
		}
	}))
	defer old.Close()
	got := watchLines(t, old.URL, catalog.For(catalog.Czech), 1)
	if want := []string{"Brett 2: \"e4\" abgewiesen: Regelwidriger Zug."}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestSayItemKeepsTheTextWhenItCannot: an item whose key the reader does
// not know, or whose arguments do not fit it, is its text.
func TestSayItemKeepsTheTextWhenItCannot(t *testing.T) {
	c := catalog.For(catalog.English)
	for _, tc := range []struct {
		key  string
		args []any
		want string
	}{
		{"hub.attn-claim", []any{2.0, "claim"}, `Board 2: claim "claim".`},
		{"hub.attn-refused", []any{2.0, "e4", map[string]any{"en": "Illegal move.", "de": "Regelwidriger Zug."}}, `Board 2: "e4" refused: Illegal move.`},
		{"hub.attn-refused", []any{2.0, "e4", map[string]any{"de": "Regelwidriger Zug."}}, "text"}, // no English
		{"hub.attn-nonesuch", []any{2.0}, "text"},
		{"table.illegal", []any{"e4"}, "text"}, // not an item's key
		{"hub.attn-claim", []any{2.5, "claim"}, "text"},
		{"hub.attn-claim", []any{2.0, "claim", "more"}, "text"},
		{"hub.attn-claim", []any{2.0, true}, "text"},
		{"", nil, "text"},
	} {
		if got := SayItem(c, tc.key, tc.args, "text"); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.key, tc.args, got, tc.want)
		}
	}
}

// TestBoardLostNeedsTheArbiter: a table whose e-board goes away (the
// driver's "board sighted gone" in its journal) goes on by keyboard; the
// hub tells the arbiter, with the table's sentence, in its own language
// (in a walk a Czech organiser's watcher said nothing when board 7's DGT
// board was unplugged, so the relay of its moves silently depended on
// the keyboard).
func TestBoardLostNeedsTheArbiter(t *testing.T) {
	for _, tc := range []struct {
		lang catalog.Lang
		code string
		want string
	}{
		{catalog.German, "de", "1\tBrett 4: Brett des Sehenden: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen."},
		{catalog.English, "en", "1\tBoard 4: Sighted board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns."},
		{catalog.Czech, "cs", "1\tŠachovnice 4: Šachovnice vidícího: spojení přerušeno. Zkontrolujte kabel a napájení; než se vrátí, zapisujte tahy z klávesnice (zastavit zastaví hodiny kvůli rozhodčímu). Její postavení se pak přečte znovu."},
	} {
		t.Run(tc.code, func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			s := table.DefaultSetup()
			s.White, s.Black, s.Time, s.Lang, s.Sighted = "Anna", "Bert", "3+2", tc.code, "real"
			path := writeJournal(t, filepath.Join(dir, "t.journal"), s, time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC),
				"e4", "p", "board sighted gone eboard.disconnected")
			flush(t, srv.URL, 4, path)
			_, stream := get(t, srv.URL+"/attention.txt")
			got := strings.TrimSpace(stream)
			if got != tc.want {
				t.Errorf("the hub's stream:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestBoardBackIsSaid: after the hub said that a table lost its e-board,
// the board's position read again (its driver's snapshot, the board
// being back) is said too, once, in the hub's language; a snapshot of a
// board that was never lost (the one at the start) says nothing.
func TestBoardBackIsSaid(t *testing.T) {
	const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
	for _, tc := range []struct {
		lang catalog.Lang
		code string
		want string
	}{
		{catalog.German, "de", "2\tBrett 4: Das Brett des Sehenden ist wieder verbunden."},
		{catalog.English, "en", "2\tBoard 4: The sighted board is connected again."},
		{catalog.Czech, "cs", "2\tŠachovnice 4: šachovnice vidícího je opět připojena."},
	} {
		t.Run(tc.code, func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			s := table.DefaultSetup()
			s.White, s.Black, s.Time, s.Lang, s.Sighted = "Anna", "Bert", "3+2", tc.code, "real"
			path := writeJournal(t, filepath.Join(dir, "t.journal"), s, time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC),
				"board sighted snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
				"e4", "p", "board sighted gone eboard.disconnected",
				"board sighted snapshot "+afterE4, "board sighted snapshot "+afterE4)
			flush(t, srv.URL, 4, path)
			_, stream := get(t, srv.URL+"/attention.txt")
			lines := strings.Split(strings.TrimSpace(stream), "\n")
			if len(lines) != 2 || lines[1] != tc.want {
				t.Errorf("the hub's stream:\n%s\nwant its second and last line:\n%s", stream, tc.want)
			}
		})
	}
}

// TestExceptionalResultSaidInWords: an exceptional result (FIDE 11.7,
// 11.8, 12.9) set at a German table reaches a Czech hub with its words,
// on the stream and the page, and hub watch says it in English; the
// hub's PGN of the table has Result "*" and the ExceptionalResult tag.
func TestExceptionalResultSaidInWords(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHubIn(t, dir, catalog.Czech)
	flush(t, srv.URL, 2, journalIn(t, dir, "de", "e4", "drücken", "schiedsrichter ergebnis 0-0", "ja"))
	_, stream := get(t, srv.URL+"/attention.txt")
	wantCS := []string{
		"1\tŠachovnice 2: příkaz rozhodčího \"schiedsrichter ergebnis 0-0\".",
		"2\tŠachovnice 2: konec partie, 0-0 (oba hráči prohrávají), rozhodnutí rozhodčího.",
	}
	if got := strings.Split(strings.TrimSpace(stream), "\n"); !slices.Equal(got, wantCS) {
		t.Errorf("the Czech hub's stream:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantCS, "\n"))
	}
	_, page := get(t, srv.URL+"/")
	if !strings.Contains(page, "0-0 (oba hráči prohrávají)") {
		t.Errorf("the Czech hub's page has no result in words:\n%s", page)
	}
	wantEN := []string{
		"Board 2: arbiter command \"schiedsrichter ergebnis 0-0\".",
		"Board 2: game over, 0-0 (both players lose), arbiter's decision.",
	}
	if got := watchLines(t, srv.URL, catalog.For(catalog.English), 2); !slices.Equal(got, wantEN) {
		t.Errorf("hub watch --lang en:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantEN, "\n"))
	}
	_, round := get(t, srv.URL+"/round.pgn")
	if !strings.Contains(round, `[Result "*"]`) || !strings.Contains(round, `[ExceptionalResult "0-0"]`) {
		t.Errorf("the round's PGN:\n%s", round)
	}
}

// TestBoardMismatchSaidInTheHubsLanguage: a table's e-board that differs
// from the game reaches the hub as the table's own sentence, which names
// the board in words, once: in a walk a German hub said "das Brett
// sighted weicht ab: Brett des Sehenden: …", the program's English name
// of the board inside German and the board named twice. The difference
// is said once, not again at each lift and place while the board is set
// right (the bishop put on d3 on its way: no line), and once the board shows the game
// again that is said too (the walk's arbiter page kept the difference as
// the newest line about a board set right).
func TestBoardMismatchSaidInTheHubsLanguage(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	const bishopOut = "rnbqkbnr/pppppppp/8/8/2B1P3/8/PPPP1PPP/RNBQK1NR" // e4 and a bishop on c4
	for _, tc := range []struct {
		lang        catalog.Lang
		code, style string
		want, again string
	}{
		{catalog.German, "de", "annexd", "1\tBrett 4: Brett des Sehenden: Felix eins: weißer Läufer fehlt. Cesar vier: ein weißer Läufer zu viel. Läufer von Cesar vier nach Felix eins.", "2\tBrett 4: Das Brett des Sehenden stimmt wieder."},
		{catalog.English, "en", "annexd-en", "1\tBoard 4: Sighted board: Felix one: white bishop missing. Cesar four: a white bishop too many. Bishop from Cesar four to Felix one.", "2\tBoard 4: The sighted board is in step again."},
		{catalog.Czech, "cs", "cs", "1\tŠachovnice 4: Šachovnice vidícího: Felix jedna: chybí bílý střelec. Cesar čtyři: navíc bílý střelec. Střelec z Cesar čtyři na Felix jedna.", "2\tŠachovnice 4: Šachovnice vidícího opět souhlasí s partií."},
	} {
		t.Run(tc.code, func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			s := table.DefaultSetup()
			s.White, s.Black, s.Time, s.Lang, s.Sighted, s.Style = "Anna", "Bert", "3+2", tc.code, "real", tc.style
			// The board's second snapshot after the move: the first is
			// taken for a board still being set.
			path := writeJournal(t, filepath.Join(dir, "t.journal"), s, time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC),
				"board sighted snapshot "+start, "e4", "p", "board sighted snapshot "+bishopOut, "board sighted snapshot "+bishopOut, "board sighted lift c4", "board sighted place d3", "board sighted lift d3", "board sighted place f1")
			flush(t, srv.URL, 4, path)
			_, stream := get(t, srv.URL+"/attention.txt")
			if got, want := strings.TrimSpace(stream), tc.want+"\n"+tc.again; got != want {
				t.Errorf("the hub's stream:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestBoardDifferenceAfterARetraceIsSaid: a board already said to
// differ is said again after the arbiter's retrace, which changes what
// it must show (D.2.9): the difference said once per episode is not the
// one from before the retrace.
func TestBoardDifferenceAfterARetraceIsSaid(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
	const afterE5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"
	const bishopOut = "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR" // e4 e5 and a bishop on c4
	dir := t.TempDir()
	_, srv := startHubIn(t, dir, catalog.English)
	s := table.DefaultSetup()
	s.White, s.Black, s.Time, s.Lang, s.Sighted, s.Style = "Anna", "Bert", "3+2", "en", "real", "annexd-en"
	path := writeJournal(t, filepath.Join(dir, "t.journal"), s, time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC),
		"board sighted snapshot "+start, "e4", "board sighted snapshot "+afterE4, "p", "e5", "board sighted snapshot "+afterE5, "p",
		"board sighted snapshot "+bishopOut, "board sighted snapshot "+bishopOut, "arbiter retrace 1 white", "yes",
		"board sighted snapshot "+bishopOut, "board sighted snapshot "+bishopOut)
	flush(t, srv.URL, 4, path)
	_, stream := get(t, srv.URL+"/attention.txt")
	want := []string{
		"1\tBoard 4: Sighted board: Felix one: white bishop missing. Cesar four: a white bishop too many. Bishop from Cesar four to Felix one.",
		"2\tBoard 4: arbiter command \"arbiter retrace 1 white\".",
		"3\tBoard 4: the game was retraced.",
		"4\tBoard 4: Sighted board: Felix one: white bishop missing. Cesar four: a white bishop too many. Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva five to Eva seven. Bishop from Cesar four to Felix one.",
	}
	if got := strings.Split(strings.TrimSpace(stream), "\n"); !slices.Equal(got, want) {
		t.Errorf("the hub's stream:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
