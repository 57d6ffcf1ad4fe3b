package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/table"
)

// The hostile-disk suite plays games on disks that fill or are read-only
// (real tmpfs mounts; root only) and resumes journals mutated as an
// attacker or a broken disk would (paths, huge fields, bad checksums,
// truncations), through "play" and "clock" as a user runs them. It
// counts the modes tried and, over all of them, the crashes (a panic),
// the moves lost (a move announced, or held by the journal before its
// damage, that the resumed game does not have) and the wrong moves (a
// move of the resumed game that was never played there), and requires
// zeros. make test runs a quick sample; make test-long (BLINDCHESS_LONG=1)
// every mutation.

// hostileGame is the reference game: each move is completed at once.
var hostileGame = []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6"}

// hostileTally counts what the suite saw.
type hostileTally struct {
	modes, crashes, lost, wrong int
}

// run runs the program in-process; a panic is counted as a crash.
func (h *hostileTally) run(t *testing.T, mode string, args ...string) (code int, out, errs string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			h.crashes++
			t.Errorf("%s: blindchess %s panicked: %v", mode, strings.Join(args, " "), r)
			code = -1
		}
	}()
	var o, e bytes.Buffer
	code = execute(args, strings.NewReader(""), &o, &e)
	return code, o.String(), e.String()
}

// compare counts the moves of want missing from got, and the moves of got
// that differ from want at their place or come after its end.
func (h *hostileTally) compare(t *testing.T, mode string, want, got []string) {
	t.Helper()
	for i, m := range got {
		if i >= len(want) || want[i] != m {
			h.wrong++
			t.Errorf("%s: move %d is %s, never played there (game %v, resumed %v)", mode, i+1, m, want, got)
		}
	}
	if len(got) < len(want) {
		h.lost += len(want) - len(got)
		t.Errorf("%s: %d move(s) lost: %v, resumed %v", mode, len(want)-len(got), want, got)
	}
}

// hostileScript is the reference game as a script, with a line of 3000
// characters after every move when pad is set (each grows the journal by
// most of a page, so that a small disk fills in the middle of the game).
func hostileScript(moves []string, pad bool) string {
	var b strings.Builder
	for i, m := range moves {
		fmt.Fprintf(&b, "%d %s\n", 2*i, m)
		if pad {
			fmt.Fprintf(&b, "%d %s\n", 2*i+1, strings.Repeat("x", 3000))
		}
	}
	return b.String()
}

// announced returns the moves announced in JSON output, in order.
func announced(t *testing.T, out string) []string {
	t.Helper()
	var moves []string
	for _, line := range strings.Split(out, "\n") {
		var ev struct {
			Event string `json:"event"`
			SAN   string `json:"san"`
		}
		if json.Unmarshal([]byte(line), &ev) == nil && ev.Event == "move" {
			moves = append(moves, ev.SAN)
		}
	}
	return moves
}

// pgnMoves returns the moves of the PGN file at path (none if it cannot
// be read).
func pgnMoves(path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	games, err := pgn.ReadAll(bytes.NewReader(data))
	if err != nil || len(games) == 0 {
		return nil
	}
	var moves []string
	for _, m := range games[0].Moves {
		moves = append(moves, m.SAN)
	}
	return moves
}

// resumeLine finds the journal a session's last words say to resume.
var resumeLine = regexp.MustCompile(`blindchess play --resume ([^"\s]+)`)

// resumeAndCheck resumes the journal jpath with play, then compares the
// PGN beside it with want.
func (h *hostileTally) resumeAndCheck(t *testing.T, mode, jpath string, want []string) {
	t.Helper()
	code, out, errs := h.run(t, mode, "play", "--resume", jpath, "--script", playScriptFile(t, "# nothing more\n"), "--virtual", "--json")
	if code != 0 {
		t.Errorf("%s: resume exit %d: %s\n%s", mode, code, errs, out)
	}
	log, err := journal.Read(jpath)
	if err != nil {
		t.Errorf("%s: the resumed journal: %v", mode, err)
		return
	}
	s, err := table.UnmarshalSetup(log.Header.Setup)
	if err != nil {
		t.Errorf("%s: %v", mode, err)
		return
	}
	p, _ := table.ResolvePGN(jpath, s.PGN)
	h.compare(t, mode, want, pgnMoves(p))
}

// mountDisk mounts a tmpfs of opts on a new folder for the test (root
// only; false when it cannot).
func mountDisk(t *testing.T, opts string) (string, bool) {
	t.Helper()
	if os.Geteuid() != 0 {
		return "", false
	}
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := exec.Command("mount", "-t", "tmpfs", "-o", opts, "tmpfs", dir).Run(); err != nil {
		return "", false
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir, true
}

// fillDisk leaves free pages of 4 KiB free on the disk at dir.
func fillDisk(t *testing.T, dir string, free int) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			break
		}
	}
	for i := 0; i < free; i++ {
		fi, _ := f.Stat()
		if fi.Size() < 4096 {
			break
		}
		f.Truncate(fi.Size() - 4096)
	}
}

// TestHostileDisks is the suite; see the comment at the top of the file.
func TestHostileDisks(t *testing.T) {
	long := os.Getenv("BLINDCHESS_LONG") != ""
	t.Setenv("TMPDIR", t.TempDir()) // where games are rescued
	var h hostileTally
	hostileDiskModes(t, &h, long)
	hostileJournals(t, &h, long)
	hostileClockJournals(t, &h, long)
	t.Logf("hostile disks: modes %d, crashes %d, moves lost %d, wrong moves %d", h.modes, h.crashes, h.lost, h.wrong)
	fmt.Printf("hostile disks: modes %d, crashes %d, moves lost %d, wrong moves %d\n", h.modes, h.crashes, h.lost, h.wrong)
	if h.crashes != 0 || h.lost != 0 || h.wrong != 0 {
		t.Errorf("hostile disks: crashes %d, moves lost %d, wrong moves %d; want zeros", h.crashes, h.lost, h.wrong)
	}
}

// hostileDiskModes plays the game on a disk that fills after some free
// pages (0 to 8: full from the start to full near the end), on a
// read-only disk, and resumes a game on a disk that became full or
// read-only; each game is resumed from where its last words say, and must
// hold every move that was announced.
func hostileDiskModes(t *testing.T, h *hostileTally, long bool) {
	if _, ok := mountDisk(t, "size=64k"); !ok {
		t.Log("hostile disks: no tmpfs here (not root); the disk modes are left out")
		return
	}
	frees := []int{0, 2, 5}
	if long {
		frees = []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	}
	for _, free := range frees {
		mode := fmt.Sprintf("full after %d free pages", free)
		h.modes++
		dir, _ := mountDisk(t, "size=128k")
		fillDisk(t, dir, free)
		h.playThenResume(t, mode, filepath.Join(dir, "g.journal"), hostileGame, nil)
	}
	h.modes++
	ro, _ := mountDisk(t, "ro,size=64k")
	h.playThenResume(t, "read-only", filepath.Join(ro, "g.journal"), hostileGame, nil)

	for _, turn := range []string{"ro", "full"} {
		mode := "resumed on a disk turned " + turn
		h.modes++
		dir, _ := mountDisk(t, "size=128k")
		j := filepath.Join(dir, "g.journal")
		first := hostileGame[:6]
		code, out, errs := h.run(t, mode, "play", "--auto-press", "--casual", "--time", "5+3", "--journal", j, "--script", playScriptFile(t, hostileScript(first, false)), "--virtual", "--json")
		if code != 0 {
			t.Errorf("%s: first part: exit %d: %s", mode, code, errs)
			continue
		}
		before := announced(t, out)
		if turn == "ro" {
			if err := exec.Command("mount", "-o", "remount,ro", dir).Run(); err != nil {
				t.Fatal(err)
			}
		} else {
			fillDisk(t, dir, 0)
		}
		rest := hostileScript(hostileGame[6:], true)
		rest = "100 resume\n" + shiftScript(rest, 100)
		h.playThenResume(t, mode, j, hostileGame, before, "--resume", j, "--script", playScriptFile(t, rest))
	}
}

// shiftScript adds secs to every line's instant of a script.
func shiftScript(s string, secs int) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		var at int
		var rest string
		fmt.Sscanf(line, "%d", &at)
		_, rest, _ = strings.Cut(line, " ")
		fmt.Fprintf(&b, "%d %s\n", at+secs, rest)
	}
	return b.String()
}

// playThenResume plays (or, with args, resumes) a game into the journal
// j, then resumes the journal its last words name and checks its moves:
// earlier are the moves announced by an earlier part of the game.
func (h *hostileTally) playThenResume(t *testing.T, mode, j string, game, earlier []string, args ...string) {
	t.Helper()
	if len(args) == 0 {
		args = []string{"--auto-press", "--casual", "--time", "5+3", "--journal", j, "--script", playScriptFile(t, hostileScript(game, true))}
	}
	code, out, errs := h.run(t, mode, append(append([]string{"play"}, args...), "--virtual", "--json")...)
	if code != 0 && code != 1 {
		t.Errorf("%s: exit %d: %s", mode, code, errs)
		return
	}
	said := append(append([]string{}, earlier...), announced(t, out)...)
	if len(said) != len(game) {
		t.Errorf("%s: %d moves announced, want %d", mode, len(said), len(game))
	}
	next := j
	if m := resumeLine.FindAllStringSubmatch(out, -1); len(m) > 0 {
		next = m[len(m)-1][1]
	}
	if code == 1 && next == j {
		t.Errorf("%s: the game was not saved and no other place is named:\n%s", mode, out)
	}
	h.resumeAndCheck(t, mode, next, said)
}

// hostileJournals resumes mutations of a real game's journal with play:
// none may crash, write outside the journal's folder, lose a move the
// journal holds before its damage, or make a move that was not played.
func hostileJournals(t *testing.T, h *hostileTally, long bool) {
	src := t.TempDir()
	j := filepath.Join(src, "g.journal")
	if code, _, errs := h.run(t, "reference", "play", "--auto-press", "--casual", "--time", "5+3", "--journal", j, "--script", playScriptFile(t, hostileScript(hostileGame, false)), "--virtual"); code != 0 {
		t.Fatalf("reference game: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	// A tmpfs where one can be mounted: fsync costs nothing there, and the
	// mutations are many.
	root, ok := mountDisk(t, "size=256m")
	if !ok {
		root = t.TempDir()
	}
	for i, m := range journalMutations(orig, long) {
		h.modes++
		base := filepath.Join(root, strconv.Itoa(i))
		if err := os.Mkdir(base, 0o700); err != nil {
			t.Fatal(err)
		}
		h.resumeMutation(t, base, m)
	}
}

// mutation is one crafted journal: its bytes, and how many of the
// reference game's moves a resume must keep at least (-1: the journal
// cannot be resumed, or any prefix is fine). free: a record's input was
// changed, so after the first keep moves the journal itself describes
// another game, which the resume must follow.
type mutation struct {
	name string
	data []byte
	keep int
	free bool
}

// journalLines splits a journal into its lines, each with its newline.
func journalLines(data []byte) [][]byte {
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines = append(lines, data)
			break
		}
		lines = append(lines, data[:i+1])
		data = data[i+1:]
	}
	return lines
}

// reseal gives a line with a changed JSON body its checksum again.
func reseal(body []byte) []byte { return resealLine(body) }

// withHeader returns the journal with its header's setup changed.
func withHeader(lines [][]byte, change func(map[string]any)) []byte {
	var hdr map[string]any
	json.Unmarshal(lines[0][9:len(lines[0])-1], &hdr)
	change(hdr["setup"].(map[string]any))
	body, _ := json.Marshal(hdr)
	return append(reseal(body), bytes.Join(lines[1:], nil)...)
}

// withRecord returns the journal with record i (1-based) changed.
func withRecord(lines [][]byte, i int, change func(map[string]any)) []byte {
	var rec map[string]any
	json.Unmarshal(lines[i][9:len(lines[i])-1], &rec)
	change(rec)
	body, _ := json.Marshal(rec)
	out := bytes.Join(lines[:i], nil)
	out = append(out, reseal(body)...)
	return append(out, bytes.Join(lines[i+1:], nil)...)
}

// journalMutations crafts the journals: paths in the header, huge fields,
// bad checksums, records changed, and truncations (every byte of the
// last records when long, a sample otherwise).
func journalMutations(orig []byte, long bool) []mutation {
	lines := journalLines(orig)
	n := len(lines) - 1 // records: one move each
	huge := strings.Repeat("A", 1<<20)
	var ms []mutation
	for _, p := range []string{"@victim", "../victim.pgn", "../../../../../../tmp/victim.pgn", "victim.pgn", "g.journal", "g.brf", "", "/", ".", "..", "/dev/null", "/proc/self/mem", "x\x00y", huge} {
		p := p
		ms = append(ms, mutation{"setup.pgn=" + clipName(p), withHeader(lines, func(s map[string]any) { s["pgn"] = p }), n, false})
	}
	for field, v := range map[string]any{"white": huge, "event": huge, "white ": 1, "time": "1ms", "fen": huge, "style": huge, "lang": huge, "chess960": 1e300, "me": huge, "alerts": huge, "tactile": "/dev/ttyS0", "sighted": "dgt:/dev/null"} {
		field, v := strings.TrimSpace(field), v
		keep := -1
		if _, text := v.(string); text && (field == "white" || field == "event") {
			keep = n
		}
		ms = append(ms, mutation{"setup." + field + " hostile", withHeader(lines, func(s map[string]any) { s[field] = v }), keep, false})
	}
	ms = append(ms,
		mutation{"record 3 input 1 MiB", withRecord(lines, 3, func(r map[string]any) { r["in"] = huge }), 2, true},
		mutation{"record 3 at a negative time", withRecord(lines, 3, func(r map[string]any) { r["t"] = -1 }), 2, false},
		mutation{"record 3 at the end of time", withRecord(lines, 3, func(r map[string]any) { r["t"] = int64(1) << 62 }), 2, false},
		mutation{"record 3 numbered 1e18", withRecord(lines, 3, func(r map[string]any) { r["seq"] = uint64(1e18) }), 2, false},
		mutation{"record 3 from a strange source", withRecord(lines, 3, func(r map[string]any) { r["src"] = huge }), 2, true},
		mutation{"record 3 an unknown field", withRecord(lines, 3, func(r map[string]any) { r["rm"] = "-rf /" }), 2, false},
		mutation{"record 3 a wrong checksum", append(append(bytes.Join(lines[:3], nil), "00000000"+string(lines[3][8:])...), bytes.Join(lines[4:], nil)...), 2, false},
		mutation{"header a wrong checksum", append([]byte("00000000"+string(lines[0][8:])), bytes.Join(lines[1:], nil)...), -1, false},
		mutation{"garbage line in the middle", append(append(bytes.Join(lines[:4], nil), "\x00\xff garbage\n"...), bytes.Join(lines[4:], nil)...), n, false},
		mutation{"records 3 and 4 swapped", append(append(append(bytes.Join(lines[:3], nil), lines[4]...), lines[3]...), bytes.Join(lines[5:], nil)...), 2, false},
		mutation{"record 3 twice", append(append(bytes.Join(lines[:4], nil), lines[3]...), bytes.Join(lines[4:], nil)...), 3, false},
		mutation{"a line of 3 MiB at the end", append(append([]byte{}, orig...), strings.Repeat("B", 3<<20)...), n, false},
		mutation{"zeros at the end", append(append([]byte{}, orig...), make([]byte, 8192)...), n, false},
		mutation{"empty", nil, -1, false},
		mutation{"header only", lines[0], 0, false},
	)
	// Truncations: inside each of the last records, and inside the header.
	step := 23
	if long {
		step = 1
	}
	off := 0
	for i, l := range lines {
		if i == 0 || i >= len(lines)-3 || long {
			for c := 1; c < len(l); c += step {
				keep := i - 1
				if i == 0 {
					keep = -1
				}
				ms = append(ms, mutation{fmt.Sprintf("cut at byte %d (line %d)", off+c, i+1), orig[:off+c], keep, false})
			}
		}
		off += len(l)
	}
	return ms
}

// clipName shortens a crafted name for a test's message.
func clipName(s string) string { return table.Clip(strings.ToValidUTF8(s, "?")) }

// resumeMutation resumes one crafted journal in a folder of its own
// beside a folder of files it must not touch.
func (h *hostileTally) resumeMutation(t *testing.T, base string, m mutation) {
	t.Helper()
	dir := filepath.Join(base, "game")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	victim := filepath.Join(base, "victim.pgn")
	os.WriteFile(victim, []byte("keep\n"), 0o600)
	os.WriteFile(filepath.Join(base, "@victim"), []byte("keep\n"), 0o600)
	j := filepath.Join(dir, "g.journal")
	if err := os.WriteFile(j, m.data, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := h.run(t, m.name, "play", "--resume", j, "--script", playScriptFile(t, "# nothing more\n"), "--virtual", "--json")
	if code < 0 {
		return
	}
	if code != 0 && code != 1 && code != 2 {
		t.Errorf("%s: exit %d: %.300s", m.name, code, errs)
	}
	if len(errs) > 4000 || len(out) > 200_000 {
		t.Errorf("%s: answers of %d and %d bytes", m.name, len(out), len(errs))
	}
	entries, _ := os.ReadDir(base)
	for _, e := range entries {
		switch e.Name() {
		case "game", "victim.pgn", "@victim":
		default:
			t.Errorf("%s: a file outside the journal's folder was made: %s", m.name, e.Name())
		}
	}
	for _, v := range []string{victim, filepath.Join(base, "@victim")} {
		if b, _ := os.ReadFile(v); string(b) != "keep\n" {
			t.Errorf("%s: %s was changed", m.name, v)
		}
	}
	if code != 0 {
		if m.keep > 0 {
			h.lost += m.keep
			t.Errorf("%s: resume refused (exit %d: %.300s) though the journal holds %d moves", m.name, code, errs, m.keep)
		}
		return
	}
	// The PGN beside the journal: whatever name the journal gave it.
	var got []string
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		if moves := pgnMoves(filepath.Join(dir, f.Name())); len(moves) > len(got) && !strings.HasSuffix(f.Name(), ".journal") {
			got = moves
		}
	}
	if m.free {
		if len(got) < m.keep {
			h.compare(t, m.name, hostileGame[:m.keep], got)
		} else {
			h.compare(t, m.name, hostileGame[:m.keep], got[:m.keep])
		}
		return
	}
	want := hostileGame
	if m.keep >= 0 && m.keep < len(want) {
		want = want[:m.keep]
	}
	if m.keep < 0 && len(got) < len(want) {
		want = want[:len(got)] // any prefix of the game
	}
	if len(got) > len(want) {
		// More than the damage left: only the game's own moves may be there.
		want = hostileGame[:min(len(got), len(hostileGame))]
	}
	h.compare(t, m.name, want, got)
}

// hostileClockJournals resumes mutations of a talking clock's journal:
// none may crash; an intact one keeps its presses.
func hostileClockJournals(t *testing.T, h *hostileTally, long bool) {
	src := t.TempDir()
	j := filepath.Join(src, "c.journal")
	if code, _, errs := h.run(t, "clock reference", "clock", "--time", "5+3", "--journal", j, "--script", playScriptFile(t, "0 start\n1 press\n2 press\n3 press\n4 quit\n4 yes\n"), "--virtual"); code != 0 {
		t.Fatalf("reference clock: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	lines := journalLines(orig)
	huge := strings.Repeat("C", 1<<20)
	ms := []mutation{
		{"clock intact", orig, 0, false},
		{"clock time huge", withClock(lines, func(c map[string]any) { c["time"] = huge }), -1, false},
		{"clock lang huge", withClock(lines, func(c map[string]any) { c["lang"] = huge }), -1, false},
		{"clock setup not an object", withHeader(lines, func(s map[string]any) { s["clock"] = 7 }), -1, false},
		{"clock record 2 input 1 MiB", withRecord(lines, 2, func(r map[string]any) { r["in"] = huge }), -1, false},
		{"clock record 2 at the end of time", withRecord(lines, 2, func(r map[string]any) { r["t"] = int64(1) << 62 }), -1, false},
		{"clock garbage line", append(append(bytes.Join(lines[:2], nil), "garbage\n"...), bytes.Join(lines[2:], nil)...), -1, false},
	}
	step := 31
	if long {
		step = 1
	}
	for c := 1; c < len(orig); c += step {
		ms = append(ms, mutation{fmt.Sprintf("clock cut at byte %d", c), orig[:c], -1, false})
	}
	for _, m := range ms {
		h.modes++
		dir := t.TempDir()
		cj := filepath.Join(dir, "c.journal")
		os.WriteFile(cj, m.data, 0o600)
		code, out, errs := h.run(t, m.name, "clock", "--resume", cj, "--json", "--script", playScriptFile(t, "100000 quit\n100000 yes\n"), "--virtual")
		if code < 0 {
			continue
		}
		if code != 0 && code != 1 && code != 2 {
			t.Errorf("%s: exit %d: %.300s", m.name, code, errs)
		}
		if len(errs) > 4000 || len(out) > 200_000 {
			t.Errorf("%s: answers of %d and %d bytes", m.name, len(out), len(errs))
		}
		if m.keep == 0 && code != 0 {
			t.Errorf("%s: the intact clock journal was refused: exit %d: %s", m.name, code, errs)
		}
	}
}

// withClock returns the clock journal with its clock setup changed.
func withClock(lines [][]byte, change func(map[string]any)) []byte {
	return withHeader(lines, func(s map[string]any) {
		if c, ok := s["clock"].(map[string]any); ok {
			change(c)
		}
	})
}
