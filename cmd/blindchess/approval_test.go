package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/speech"
)

// The tests of the arbiter's approval sheet (docs/approval.md) that run
// the program's commands.

// TestPositionInTournamentPlayGivesNoHints: blindchess position gives no
// legal moves, no claimable draws and no verdict on mating material
// unless --casual asks for them, in text and in JSON.
func TestPositionInTournamentPlayGivesNoHints(t *testing.T) {
	moves := "e4 e5 Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8 Nf3 Nf6 Ng1"
	code, out, errOut := runCLIAsIs("", "position", "--lang", "en", "--moves", moves)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "Moves: 1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 4. Nb1 Nb8 5. Ng1 Ng8 6. Nf3 Nf6 7. Ng1\n" +
		"FEN: rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 11 7\n" +
		"To move: Black\n" +
		"Check: no\n" +
		"Status: ongoing\n" +
		"Halfmove clock: 11\n" +
		"Move number: 7\n" +
		"Position occurred: 2 times\n" +
		"Legal moves and draw claims: not given (tournament play; --casual gives them).\n"
	if out != want {
		t.Errorf("position:\n%s\nwant:\n%s", out, want)
	}
	code, out, _ = runCLIAsIs("", "position", "--lang", "en", "--casual", "--moves", moves)
	for _, line := range []string{"Draw claimable by writing Ng8 first: threefold\n", "Legal moves (", "Black can checkmate: "} {
		if code != 0 || !strings.Contains(out, line) {
			t.Errorf("position --casual lacks %q:\n%s", line, out)
		}
	}
	code, out, _ = runCLIAsIs("", "position", "--json", "--moves", "e4")
	for _, field := range []string{`"legal":null`, `"legal_uci":null`, `"claimable":null`, `"claimable_with_move":null`, `"can_checkmate":null`} {
		if code != 0 || !strings.Contains(out, field) {
			t.Errorf("position --json lacks %s:\n%s", field, out)
		}
	}
	code, out, _ = runCLIAsIs("", "position", "--json", "--casual", "--moves", "e4")
	if code != 0 || !strings.Contains(out, `"legal":["a5","a6",`) || !strings.Contains(out, `"can_checkmate":{`) {
		t.Errorf("position --json --casual lacks the legal moves:\n%s", out)
	}
}

// TestNoEngineAndNoNetworkClient: the only package of the program that
// uses an HTTP client is the round hub (internal/hub), which talks only
// when --hub asks for it (the "net" package elsewhere dials the local
// sockets of speech-dispatcher and brltty), and no source file of the
// program runs or names a chess engine.
func TestNoEngineAndNoNetworkClient(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list; skipped with -short")
	}
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}:{{range .Imports}} {{.}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/blindchess/blindchess/"
	for _, line := range strings.Split(string(out), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		if !strings.HasPrefix(pkg, module) {
			continue
		}
		for _, imp := range strings.Fields(imports) {
			switch imp {
			case "net/http", "crypto/tls", "net/rpc", "net/smtp":
				if pkg != module+"internal/hub" && pkg != module+"cmd/blindchess" {
					t.Errorf("%s imports %s", pkg, imp)
				}
			}
		}
	}
	root := filepath.Join("..", "..")
	for _, dir := range []string{"cmd", "internal"} {
		filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			low := strings.ToLower(string(b))
			for _, engine := range []string{"stockfish", "uciok", "isready", "go depth", "go movetime"} {
				if strings.Contains(low, engine) {
					t.Errorf("%s names %s", path, engine)
				}
			}
			return nil
		})
	}
}

// TestTournamentKeepsPrivateFactsOffTheLoudspeaker: in tournament play
// the clock's answer to the VI player goes to his earphone alone
// (--earphone left: sound on the left channel only, exact zero samples on
// the right), while the move is said on both; with --earphone both it is
// written but not said, and stderr says why. Casual play says it on both.
//
// The speech is compared utterance by utterance (the WAV file's pauses
// between them), by its samples, not by the file's length: on a loaded
// machine espeak-ng may still be rendering one line when the script's
// next one comes, and a move then cuts off the sentence before it ("Clock
// started"), as it would on a loudspeaker. The answer compared is the
// opponent's time before his clock ever ran, whose words do not depend on
// how long anything took (the own time after a press depends on the
// milliseconds between start and press). It is the one private line; the
// line after it ("pause", public, three seconds later: rendering takes a
// small part of that even on a loaded machine) keeps the end of the
// script, whose "Game saved." cuts off what is being said, from it. (A
// private line there, "moves", cut off so, left a piece of itself on the
// left alone under load.)
func TestTournamentKeepsPrivateFactsOffTheLoudspeaker(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps)")
	}
	script := playScriptFile(t, "0 start\n0.5 e4\n1.5 time opponent\n4.5 pause\n")
	play := func(args ...string) (string, string, []utterance) {
		t.Helper()
		dir := t.TempDir()
		wav := filepath.Join(dir, "speech.wav")
		out, errs, code := playRun(t, "", append([]string{"--lang", "en", "--time", "5+3", "--script", script,
			"--voice", "espeak", "--wav", wav, "--journal", filepath.Join(dir, "g.journal")}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		f, err := os.Open(wav)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		pcm, err := speech.ReadWAV(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "\nEva four\n") {
			t.Errorf("%v: stdout lacks the move:\n%s", args, out)
		}
		return out, errs, utterances(pcm)
	}
	const answer = "\nBlack, five minutes three seconds\n"
	const why = "Tournament play: what is for the VI player alone (the clock's answers, his requests) is written, not said"

	out, errs, left := play("--earphone", "left")
	if !strings.Contains(out, answer) || strings.Contains(errs, why) {
		t.Errorf("--earphone left: stdout %q, stderr %q", out, errs)
	}
	// The answer on the left alone; everything else (the game's
	// announcements, the move, the pause) on both channels.
	var said []int16
	for _, u := range left {
		if u.side != 'B' {
			if u.side != 'L' || said != nil {
				t.Fatalf("--earphone left: utterances %s, want one on the left alone", sideList(left))
			}
			said = u.left
		}
	}
	if said == nil || !strings.Contains(sideList(left), "B") {
		t.Fatalf("--earphone left: utterances %s, want one on the left alone, the others on both", sideList(left))
	}

	out, errs, both := play()
	if !strings.Contains(out, answer) || !strings.Contains(errs, why) {
		t.Errorf("--earphone both: stdout %q, stderr %q", out, errs)
	}
	if got := sideList(both); strings.ContainsAny(got, "LR") {
		t.Errorf("--earphone both: utterances %s, want all on both channels", got)
	}
	for i, u := range both {
		if slices.Equal(u.left, said) {
			t.Errorf("--earphone both: utterance %d of %s is the answer: it was said", i, sideList(both))
		}
	}

	for _, tc := range []struct {
		args []string
		side byte
	}{
		{[]string{"--casual"}, 'B'},
		{[]string{"--casual", "--earphone", "left"}, 'L'},
	} {
		_, errs, got := play(tc.args...)
		if strings.Contains(errs, why) {
			t.Errorf("%v: stderr %q", tc.args, errs)
		}
		if !slices.ContainsFunc(got, func(u utterance) bool { return u.side == tc.side && slices.Equal(u.left, said) }) {
			t.Errorf("%v: utterances %s, none is the answer on %c", tc.args, sideList(got), tc.side)
		}
	}
}

// utterance is one sentence of a WAV file of speech: the channels it is
// on ('L', 'R' or 'B' for both) and its left channel's samples (the
// right's, if it is on the right alone), without the silence around it.
type utterance struct {
	side byte
	left []int16
}

// utterances cuts stereo speech at its pauses (speech.UtterancePause of
// exact zero samples on both channels, the pause a WAV file gets between
// two utterances; a pause within a sentence is shorter).
func utterances(p speech.PCM) []utterance {
	pause := int(float64(p.Rate) * speech.UtterancePause.Seconds())
	var out []utterance
	frames := p.Frames()
	for i := 0; i < frames; {
		for i < frames && p.Samples[2*i] == 0 && p.Samples[2*i+1] == 0 {
			i++
		}
		if i == frames {
			break
		}
		start, end, zeros := i, i, 0
		for ; i < frames && zeros < pause; i++ {
			if p.Samples[2*i] == 0 && p.Samples[2*i+1] == 0 {
				zeros++
				continue
			}
			zeros, end = 0, i+1
		}
		u := utterance{}
		var l, r bool
		for k := start; k < end; k++ {
			l = l || p.Samples[2*k] != 0
			r = r || p.Samples[2*k+1] != 0
		}
		ch := 0
		switch {
		case l && r:
			u.side = 'B'
		case l:
			u.side = 'L'
		default:
			u.side, ch = 'R', 1
		}
		for k := start; k < end; k++ {
			u.left = append(u.left, p.Samples[2*k+ch])
		}
		out = append(out, u)
	}
	return out
}

// sideList lists utterances' channels, "B B L", for a test's message.
func sideList(us []utterance) string {
	s := make([]string, len(us))
	for i, u := range us {
		s[i] = string(u.side)
	}
	return strings.Join(s, " ")
}

// testName is a test named in the arbiter's sheet.
var testName = regexp.MustCompile(`\bTest[A-Z][A-Za-z0-9_]*`)

// TestApprovalSheetNamesRealTests: every test the sheet names exists in
// the repository, and the English, German and Czech sheets name the same
// tests, so that no statement is left without its proof.
func TestApprovalSheetNamesRealTests(t *testing.T) {
	root := filepath.Join("..", "..")
	var src strings.Builder
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, "_test.go") {
			b, err := os.ReadFile(path)
			if err == nil {
				src.Write(b)
			}
		}
		return nil
	})
	names := map[string]string{}
	for _, sheet := range []string{"approval.md", "approval.de.md", "approval.cs.md"} {
		b, err := os.ReadFile(filepath.Join(root, "docs", sheet))
		if err != nil {
			t.Fatal(err)
		}
		found := map[string]bool{}
		for _, n := range testName.FindAllString(string(b), -1) {
			if n == "TestName" {
				continue // the example of the introduction
			}
			found[n] = true
			if !strings.Contains(src.String(), "func "+n+"(") {
				t.Errorf("%s names %s, which is no test", sheet, n)
			}
		}
		var list []string
		for n := range found {
			list = append(list, n)
		}
		sort.Strings(list)
		names[sheet] = strings.Join(list, " ")
		if len(list) < 20 {
			t.Errorf("%s names %d tests", sheet, len(list))
		}
	}
	if names["approval.md"] != names["approval.de.md"] || names["approval.md"] != names["approval.cs.md"] {
		t.Errorf("the sheets name different tests:\nen %s\nde %s\ncs %s", names["approval.md"], names["approval.de.md"], names["approval.cs.md"])
	}
}

func TestSoundDevicesNeedAVoiceThatPlays(t *testing.T) {
	for _, args := range [][]string{
		{"--private-device", "x", "--voice", "none"},
		{"--public-device", "x", "--script", "-", "--virtual"},
		{"--private-device", "x", "--voice", "espeak", "--wav", "out.wav"},
	} {
		dir := t.TempDir()
		_, errs, code := playRun(t, "0 e4\n", append([]string{"--lang", "en", "--journal", filepath.Join(dir, "g.journal")}, args...)...)
		want := "blindchess: --public-device and --private-device need a voice that plays (--voice clips or espeak), not --voice none or --wav.\n"
		if code != 2 || errs != want {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", args, code, errs, want)
		}
	}
}
