package main

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/hub"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestPlayWithHubSendsTheWholeGame plays a scripted game with --hub and
// checks that the hub's PGN of the board is the table's own PGN with the
// hub's [Round] and [Board].
func TestPlayWithHubSendsTheWholeGame(t *testing.T) {
	dir := t.TempDir()
	h, err := hub.Open(hub.Config{Round: 2, Token: "tok", DB: filepath.Join(dir, "hub.db"), Lang: catalog.English})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h.Handler())
	defer srv.Close()
	tokFile := filepath.Join(dir, "token")
	os.WriteFile(tokFile, []byte("tok\n"), 0o600)
	j, p := filepath.Join(dir, "g.journal"), filepath.Join(dir, "g.pgn")
	script := playScriptFile(t, "0 start\n1 e4\n2 press\n3 e5\n4 press\n5 Qh5\n6 press\n7 Nc6\n8 press\n9 Bc4\n10 press\n11 Nf6\n12 press\n13 Qxf7\n14 press\n")
	out, errs, code := playRun(t, "", "--white", "Anna", "--black", "Bert", "--time", "3+2", "--round", "2",
		"--script", script, "--virtual", "--journal", j, "--pgn", p,
		"--hub", srv.URL, "--board", "9", "--hub-token-file", tokFile)
	if code != 0 {
		t.Fatalf("play: %d\n%s\n%s", code, out, errs)
	}
	own, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(srv.URL + "/board/9.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	hubGames, err1 := pgn.ReadAll(strings.NewReader(string(got)))
	ownGames, err2 := pgn.ReadAll(strings.NewReader(string(own)))
	if err1 != nil || err2 != nil || len(hubGames) != 1 || len(ownGames) != 1 {
		t.Fatalf("read back: %v %v\n%s", err1, err2, got)
	}
	if b := hubGames[0].Tag("Board"); b != "9" {
		t.Errorf("[Board %q], want 9", b)
	}
	ownGames[0].SetTag("Board", "9")
	if a, b := pgn.Format(hubGames[0]), pgn.Format(ownGames[0]); a != b {
		t.Fatalf("hub's board 9:\n%s\nwant the table's PGN:\n%s", a, b)
	}
	if !strings.Contains(string(got), "1-0") {
		t.Errorf("no result:\n%s", got)
	}
}

func TestPlayRefusesAHalfGivenHubAndLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	missing := filepath.Join(dir, "none.token")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"board without hub", []string{"--board", "3"}, "--hub-token-file"},
		{"board 0", []string{"--hub", "http://127.0.0.1:1", "--board", "0", "--hub-token-file", missing}, "--hub-token-file"},
		{"missing token file", []string{"--hub", "http://127.0.0.1:1", "--board", "3", "--hub-token-file", missing}, missing},
	}
	for _, tc := range tests {
		args := append([]string{"--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", j}, tc.args...)
		_, errs, code := playRun(t, "", args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: code %d, %q", tc.name, code, errs)
		}
		if _, err := os.Stat(j); err == nil {
			t.Fatalf("%s: the refused game left its journal", tc.name)
		}
	}
}

// TestHubRoundPGNPassesStrictCheckAndPgnExtract sends a finished and a
// running game to the hub and checks its round PGN with "pgn check
// --strict" and with pgn-extract -r (both games read, no error reported).
func TestHubRoundPGNPassesStrictCheckAndPgnExtract(t *testing.T) {
	dir := t.TempDir()
	h, err := hub.Open(hub.Config{Round: 4, Event: "Hub Test", Token: "tok", DB: filepath.Join(dir, "hub.db"), Lang: catalog.English})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h.Handler())
	defer srv.Close()
	tokFile := filepath.Join(dir, "token")
	os.WriteFile(tokFile, []byte("tok\n"), 0o600)
	games := []struct{ board, script string }{
		{"1", "0 start\n1 e4\n2 press\n3 e5\n4 press\n5 Qh5\n6 press\n7 Nc6\n8 press\n9 Bc4\n10 press\n11 Nf6\n12 press\n13 Qxf7\n14 press\n"},
		{"2", "0 start\n1 d4\n2 press\n3 d5\n4 press\n5 c4\n6 press\n"},
	}
	for _, g := range games {
		if _, errs, code := playRun(t, "", "--time", "3+2", "--round", "4", "--script", playScriptFile(t, g.script), "--virtual",
			"--journal", filepath.Join(dir, g.board+".journal"), "--pgn", filepath.Join(dir, g.board+".pgn"),
			"--hub", srv.URL, "--board", g.board, "--hub-token-file", tokFile); code != 0 {
			t.Fatalf("board %s: %d %s", g.board, code, errs)
		}
	}
	resp, err := http.Get(srv.URL + "/round.pgn")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	round := filepath.Join(dir, "round.pgn")
	os.WriteFile(round, body, 0o644)
	if n := strings.Count(string(body), "[Event \"Hub Test\"]"); n != 2 || !strings.Contains(string(body), "c4 {[%clk 0:03:0") || !strings.HasSuffix(strings.TrimSpace(string(body)), "*") {
		t.Fatalf("round PGN:\n%s", body)
	}
	if code, out, errOut := runCLI(t, "", "pgn", "check", "--strict", round); code != 0 {
		t.Errorf("pgn check --strict: %d\n%s\n%s", code, out, errOut)
	}
	extract, err := execLookPath("pgn-extract", "/usr/games/pgn-extract")
	if err != nil {
		t.Skip("pgn-extract is not installed (apt install pgn-extract): the project's own check passed")
	}
	out, err := runProgram(extract, "-r", round)
	if err != nil || !strings.Contains(out, "2 games matched out of 2") || strings.Contains(out, "Failed") || strings.Contains(out, "rror") {
		t.Errorf("pgn-extract -r: %v\n%s", err, out)
	}
}

// execLookPath finds a program in PATH or at one of the paths given.
func execLookPath(name string, also ...string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, p := range also {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

// runProgram runs a program and returns its combined output.
func runProgram(name string, args ...string) (string, error) {
	out, err := exec.Command(name, args...).CombinedOutput()
	return string(out), err
}

// TestHubSaysTheAddressesTablesUse: a hub listening on every address
// (--listen :8047) names the machine's own addresses, IPv4 first and the
// loopback last, not "http://[::]:8047", which no table can use and a
// screen reader reads as brackets and colons; the next line says what a
// table types (in a walk a Czech organiser heard "[::]" and no next
// step), in each language.
func TestHubSaysTheAddressesTablesUse(t *testing.T) {
	ipnet := func(s string) net.Addr {
		_, n, err := net.ParseCIDR(s)
		if err != nil {
			t.Fatal(err)
		}
		n.IP, _, _ = net.ParseCIDR(s)
		return n
	}
	ifaddrs := []net.Addr{ipnet("127.0.0.1/8"), ipnet("::1/128"), ipnet("fe80::1/64"), ipnet("fd00::2/64"), ipnet("192.168.1.10/24"), ipnet("10.0.0.5/8"), ipnet("172.16.0.9/12")}
	for _, tc := range []struct {
		addr    net.Addr
		ifaddrs []net.Addr
		want    []string
	}{
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 8047}, ifaddrs, []string{"http://192.168.1.10:8047", "http://10.0.0.5:8047", "http://127.0.0.1:8047"}},
		{&net.TCPAddr{IP: net.IPv4zero, Port: 8047}, ifaddrs[:4], []string{"http://[fd00::2]:8047", "http://127.0.0.1:8047"}},
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 8047}, nil, []string{"http://127.0.0.1:8047"}},
		{&net.TCPAddr{IP: net.IPv4(192, 168, 1, 10), Port: 9000}, ifaddrs, []string{"http://192.168.1.10:9000"}},
	} {
		if got := hubURLs(tc.addr, tc.ifaddrs); !slices.Equal(got, tc.want) {
			t.Errorf("hubURLs(%v) = %q, want %q", tc.addr, got, tc.want)
		}
	}
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, "An jedem Tisch: blindchess play … --hub http://192.168.1.10:8047 --board N --hub-token-file hub-round-3.token (eine Kopie der Kennwortdatei)."},
		{catalog.English, "At each table: blindchess play … --hub http://192.168.1.10:8047 --board N --hub-token-file hub-round-3.token (a copy of the token file)."},
		{catalog.Czech, "U každého stolu: blindchess play … --hub http://192.168.1.10:8047 --board N --hub-token-file hub-round-3.token (kopie souboru s heslem)."},
	} {
		if got := catalog.For(tc.lang).Say("hub.listening-next", "http://192.168.1.10:8047", "hub-round-3.token"); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang.Code(), got, tc.want)
		}
	}
}
