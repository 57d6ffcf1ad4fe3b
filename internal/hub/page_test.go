package hub

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestArbiterPageInHeadlessChromiumWithAxe opens the arbiter's page of
// a round with a finished game, a running game and items that need the
// arbiter in Debian's Chromium (playwright-core) and checks it with
// axe-core: no violation; without scripts the headings are there, one
// per board. It runs with BLINDCHESS_LONG=1 and needs chromium (apt)
// and scripts/a11y-deps.sh (npm).
func TestArbiterPageInHeadlessChromiumWithAxe(t *testing.T) {
	if os.Getenv("BLINDCHESS_LONG") != "1" {
		t.Skip("the browser test of the arbiter's page runs with BLINDCHESS_LONG=1 (make test-long)")
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	script, _ := filepath.Abs("../../scripts/a11y/check-page.mjs")
	node, err := exec.LookPath("node")
	switch {
	case err != nil:
		t.Skip("node is missing (apt install nodejs): the browser test of the arbiter's page cannot run")
	case !exists(chromium):
		t.Skipf("Chromium is missing at %s (apt install chromium, or set CHROMIUM): the browser test of the arbiter's page cannot run", chromium)
	case !exists(filepath.Join(filepath.Dir(script), "node_modules", "playwright-core")) || !exists(filepath.Join(filepath.Dir(script), "node_modules", "axe-core")):
		t.Skip("playwright-core and axe-core are missing: run scripts/a11y-deps.sh (make deps-long)")
	}
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	flush(t, srv.URL, 1, newJournal(t, dir, "Anna Nováková", "Bert", "e4", "press", "e5", "press", "Qh5", "press", "Nc6", "press", "Bc4", "press", "Nf6", "press", "Qxf7", "press"))
	flush(t, srv.URL, 2, newJournal(t, dir, "Cilka", "Dana", "d4", "press", "e4", "claim", "arbiter add white 2m"))
	out, err := exec.Command(node, script, srv.URL+"/").CombinedOutput()
	var res struct {
		Lang       string
		Headings   []string
		Passes     int
		Violations []json.RawMessage
	}
	if jerr := json.Unmarshal(out[strings.LastIndexByte(strings.TrimSpace(string(out)), '\n')+1:], &res); jerr != nil {
		t.Fatalf("check-page.mjs: %v %v\n%s", err, jerr, out)
	}
	if err != nil || len(res.Violations) != 0 {
		t.Errorf("axe-core violations: %v\n%s", err, out)
	}
	want := []string{"H1 Round 3: the arbiter's view", "H2 Needs the arbiter now, newest first", "H2 Boards",
		"H3 Board 1: Anna Nováková against Bert; visually impaired: Anna Nováková", "H3 Board 2: Cilka against Dana; visually impaired: Cilka"}
	if res.Lang != "en" || strings.Join(res.Headings, "|") != strings.Join(want, "|") {
		t.Errorf("without scripts: lang %q, headings %q, want %q", res.Lang, res.Headings, want)
	}
	t.Logf("axe-core: %d rules passed, %d violations", res.Passes, len(res.Violations))
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
