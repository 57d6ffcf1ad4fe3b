//go:build unix

package speech

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// speechdServer is a real speech-dispatcher started by a test, in single
// mode on a private socket, with its audio sent through ALSA into a file
// (a private ~/.asoundrc with a "file" PCM on the null device), so it needs
// no sound card.
type speechdServer struct {
	socket string
	audio  string
	cmd    *exec.Cmd
}

// startSpeechd starts the server or skips the test when speech-dispatcher
// or its espeak-ng module is not installed.
func startSpeechd(t *testing.T) *speechdServer {
	t.Helper()
	return startSpeechdAudio(t, "alsa")
}

// startSpeechdAudio starts the server with the given AudioOutputMethod
// ("pulse" fails: the test has no PulseAudio server).
func startSpeechdAudio(t *testing.T, method string) *speechdServer {
	t.Helper()
	sd, err := exec.LookPath("speech-dispatcher")
	if err != nil {
		t.Skip("speech-dispatcher not installed (make deps installs it)")
	}
	if _, err := os.Stat("/usr/lib/speech-dispatcher-modules/sd_espeak-ng"); err != nil {
		t.Skip("speech-dispatcher's espeak-ng module is not installed (speech-dispatcher-espeak-ng)")
	}
	dir, err := os.MkdirTemp("", "sd") // short: a socket path has at most 107 bytes
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	conf := filepath.Join(dir, "conf")
	if err := os.MkdirAll(filepath.Join(conf, "modules"), 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := "AudioOutputMethod \"" + method + "\"\nDefaultModule espeak-ng\nAddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\nLogLevel 1\nDefaultLanguage \"en\"\n"
	if err := os.WriteFile(filepath.Join(conf, "speechd.conf"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(conf, "modules", "espeak-ng.conf"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s := &speechdServer{socket: filepath.Join(dir, "sd.sock"), audio: filepath.Join(dir, "out.raw")}
	asound := fmt.Sprintf("pcm.!default { type file; slave.pcm \"null\"; file %q; format \"raw\" }\n", s.audio)
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(asound), 0o644); err != nil {
		t.Fatal(err)
	}
	s.cmd = exec.Command(sd, "-s", "-t", "60", "-C", conf, "-c", "unix_socket", "-S", s.socket, "-L", dir)
	s.cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_RUNTIME_DIR="+dir, "XDG_CONFIG_HOME="+dir)
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("starting speech-dispatcher: %v", err)
	}
	t.Cleanup(func() {
		// The server and its module run in their own process group.
		syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
		s.cmd.Wait()
	})
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.Dial("unix", s.socket)
		if err == nil {
			c.Close()
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("speech-dispatcher did not open %s: %v", s.socket, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (s *speechdServer) dial(t *testing.T) *SSIPClient {
	t.Helper()
	c, err := DialSSIP("unix", s.socket, "test", 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// audioBytes is how much audio the server has played so far.
func (s *speechdServer) audioBytes() int64 {
	fi, err := os.Stat(s.audio)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// waitEvent waits for an event about msg with the given code.
func waitEvent(t *testing.T, c *SSIPClient, msg, code int) SSIPEvent {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-c.Events():
			if !ok {
				t.Fatalf("connection closed waiting for event %d: %v", code, c.Err())
			}
			if ev.MsgID == msg && ev.Code == code {
				return ev
			}
		case <-timeout:
			t.Fatalf("no event %d for message %d", code, msg)
		}
	}
}

func TestSSIPRealServer(t *testing.T) {
	s := startSpeechd(t)
	c := s.dial(t)
	for _, cmd := range []string{"SET self NOTIFICATION ALL on", "SET self LANGUAGE de", "SET self RATE 30", "SET self PRIORITY message"} {
		r, err := c.Command(cmd)
		if err != nil {
			t.Fatal(err)
		}
		if r.Code < 200 || r.Code > 299 {
			t.Errorf("%s: reply %d %s", cmd, r.Code, r.Text)
		}
	}
	r, err := c.Command("LIST OUTPUT_MODULES")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(r.Data, ",") != "espeak-ng" {
		t.Errorf("output modules %q, want espeak-ng", r.Data)
	}
	before := s.audioBytes()
	id, err := c.Speak("Springer Felix drei")
	if err != nil {
		t.Fatal(err)
	}
	if id <= 0 {
		t.Errorf("message id %d", id)
	}
	ev := waitEvent(t, c, id, EventBegin)
	if ev.ClientID <= 0 {
		t.Errorf("BEGIN event without client id: %+v", ev)
	}
	waitEvent(t, c, id, EventEnd)
	// espeak-ng says it in about a second: well over 10 kB of audio.
	if got := s.audioBytes() - before; got < 10000 {
		t.Errorf("the server played %d bytes of audio, want a second of speech", got)
	}

	// A line that is only a dot must be escaped, or the message would end
	// there and the rest would be a syntax error.
	id2, err := c.Speak("eins\n.\n..zwei\ndrei")
	if err != nil {
		t.Fatal(err)
	}
	waitEvent(t, c, id2, EventEnd)
	if _, err := c.Command("SET self PRIORITY text"); err != nil {
		t.Errorf("the connection is out of step after a dotted message: %v", err)
	}

	// Errors carry the server's code and text.
	_, err = c.Command("SET self PRIORITY bogus")
	if err == nil || !strings.Contains(err.Error(), "408") {
		t.Errorf("bad priority: got %v, want a 408 error", err)
	}
	if _, err := c.Command("SET self RATE 0\r\nQUIT"); err == nil {
		t.Error("a command with a line break must be refused")
	}
}

func TestSpeechDBackend(t *testing.T) {
	s := startSpeechd(t)
	c := s.dial(t)
	d, err := NewSpeechDClient(c)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	words := []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}
	sp := Render(Utterance{Words: words, Priority: Move}, phonetic.AnnexD, 1)
	start := time.Now()
	if err := d.Speak(ctx, sp); err != nil {
		t.Fatal(err)
	}
	t.Logf("spoken in %v", time.Since(start))

	// Interrupting: a long periodic announcement is stopped by cancelling.
	long := Render(Utterance{Text: strings.Repeat("Weiß zwölf Minuten dreißig Sekunden. ", 20), Priority: Alert}, phonetic.AnnexD, 1)
	ictx, icancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- d.Speak(ictx, long) }()
	time.Sleep(300 * time.Millisecond)
	icancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("interrupted speech returned %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("cancelling did not stop speech-dispatcher speech")
	}
	// The connection still works after the interruption, at another rate
	// and language.
	sp2 := Render(Utterance{Words: words, Priority: OnRequest}, phonetic.AnnexDEn, 2)
	if err := d.Speak(ctx, sp2); err != nil {
		t.Fatal(err)
	}
	if d.lang != phonetic.English || d.rate != 50 || d.prio != "message" {
		t.Errorf("settings lang %v rate %d prio %s", d.lang, d.rate, d.prio)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestSpeakerOnSpeechD(t *testing.T) {
	s := startSpeechd(t)
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+s.socket)
	o, err := Open(Config{Voice: "auto"})
	if err != nil {
		t.Fatal(err)
	}
	if o.Voice != "speechd" || !strings.Contains(o.Note, "speech-dispatcher at "+s.socket) {
		t.Fatalf("auto chose %q: %s", o.Voice, o.Note)
	}
	sp := NewSpeaker(o.Backend, Options{})
	sp.Say(Utterance{Words: []phonetic.Word{phonetic.CastleShort}, Priority: Move})
	sp.Say(Utterance{Words: []phonetic.Word{phonetic.Pawn, phonetic.FileE, phonetic.Rank4}, Priority: Move})
	drain(t, sp)
	if sp.Backend() != "speech-dispatcher" {
		t.Errorf("backend %s after speaking", sp.Backend())
	}
	if err := sp.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestSSIPAddress(t *testing.T) {
	tests := []struct {
		env, network, addr, err string
	}{
		{"unix_socket:/run/x/speechd.sock", "unix", "/run/x/speechd.sock", ""},
		{"inet_socket:localhost:7000", "tcp", "localhost:7000", ""},
		{"inet_socket:10.0.0.1", "tcp", "10.0.0.1:6560", ""},
		{"inet_socket", "tcp", "127.0.0.1:6560", ""},
		{"inet_socket:host:port", "", "", "bad port"},
		{"carrier_pigeon:home", "", "", "want unix_socket"},
	}
	for _, tc := range tests {
		t.Setenv("SPEECHD_ADDRESS", tc.env)
		n, a, err := SSIPAddress()
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: got %v, want error %q", tc.env, err, tc.err)
			}
			continue
		}
		if err != nil || n != tc.network || a != tc.addr {
			t.Errorf("%q: got %s %s %v", tc.env, n, a, err)
		}
	}
	t.Setenv("SPEECHD_ADDRESS", "")
	t.Setenv("XDG_RUNTIME_DIR", "/run/user/1000")
	if n, a, _ := SSIPAddress(); n != "unix" || a != "/run/user/1000/speech-dispatcher/speechd.sock" {
		t.Errorf("default: %s %s", n, a)
	}
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "/c")
	if _, a, _ := SSIPAddress(); a != "/c/speech-dispatcher/speechd.sock" {
		t.Errorf("cache fallback: %s", a)
	}
}

func TestSSIPDialFails(t *testing.T) {
	_, err := DialSSIP("unix", filepath.Join(t.TempDir(), "none.sock"), "x", time.Second)
	if err == nil || !strings.Contains(err.Error(), "connecting to speech-dispatcher at") {
		t.Errorf("got %v", err)
	}
}

// TestSSIPEventBeforeReply uses a scripted server to send an event before
// the reply to the command that caused it, as speech-dispatcher 0.11 does
// on CANCEL (the real server does so only by timing, so it cannot be
// forced): the reader must route the event aside and the reply to the
// command.
func TestSSIPEventBeforeReply(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "s.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		conn, err := l.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		r := bufio.NewReader(conn)
		script := map[string]string{
			"SET self CLIENT_NAME": "208 OK CLIENT NAME SET\r\n",
			"CANCEL self":          "701-2\r\n701-1\r\n701 BEGIN\r\n213 OK CANCELED\r\n703-2\r\n703-1\r\n703 CANCELED\r\n",
			"GARBAGE":              "oops\r\n",
		}
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			for k, v := range script {
				if strings.HasPrefix(line, k) {
					conn.Write([]byte(v))
				}
			}
		}
	}()
	c, err := DialSSIP("unix", sock, "x", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r, err := c.Command("CANCEL self")
	if err != nil || r.Code != 213 || r.Text != "OK CANCELED" {
		t.Fatalf("reply %+v %v", r, err)
	}
	for _, want := range []SSIPEvent{{Code: EventBegin, MsgID: 2, ClientID: 1}, {Code: EventCanceled, MsgID: 2, ClientID: 1}} {
		select {
		case ev := <-c.Events():
			if ev != want {
				t.Errorf("event %+v, want %+v", ev, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("missing event %+v", want)
		}
	}
	// A malformed line ends the connection with a clear error.
	_, err = c.Command("GARBAGE")
	if err == nil || !strings.Contains(err.Error(), "malformed line") {
		t.Errorf("garbage: got %v", err)
	}
}

func TestSpeechdMappings(t *testing.T) {
	for _, tc := range []struct {
		r    float64
		want int
	}{{1, 0}, {2, 50}, {0.5, -50}, {3, 79}, {10, 79}, {0, 0}} {
		if got := speechdRate(tc.r); got != tc.want {
			t.Errorf("speechdRate(%v) = %d, want %d", tc.r, got, tc.want)
		}
	}
	if speechdPriority(Alert) != "important" || speechdPriority(Move) != "message" || speechdPriority(OnRequest) != "message" || speechdPriority(Periodic) != "notification" {
		t.Error("priority mapping")
	}
}

// TestSSIPSilentServer: a speech-dispatcher that accepts the connection but
// never answers must not block the caller; the error says what to do.
func TestSSIPSilentServer(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "silent.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			defer conn.Close() // held open, never answered
		}
	}()
	done := make(chan error, 1)
	go func() {
		_, err := DialSSIP("unix", sock, "x", 200*time.Millisecond)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "did not answer within 200 milliseconds") || !strings.Contains(err.Error(), "--voice") {
			t.Errorf("silent server: got %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("DialSSIP blocked on a server that never answers")
	}
}

// TestSpeechDAudioFails: a real speech-dispatcher whose audio output does
// not work (here PulseAudio, which the test does not run) begins every
// message and never ends it. Speak must give up within its bound and say
// what is wrong, and a Speaker must then go on as text: say and clock must
// never hang on such a server.
func TestSpeechDAudioFails(t *testing.T) {
	s := startSpeechdAudio(t, "pulse")
	d, err := NewSpeechDClient(s.dial(t))
	if err != nil {
		t.Fatal(err)
	}
	d.wait = speakWait{begin: 2 * time.Second, base: time.Second, perChar: 10 * time.Millisecond}
	sp := Render(Utterance{Words: []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}, Priority: Move}, phonetic.AnnexD, 1)
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- d.Speak(context.Background(), sp) }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "did not finish") || !strings.Contains(err.Error(), "audio output") {
			t.Errorf("Speak on a server without audio: %v", err)
		}
		// 1 s + 19 characters × 10 ms.
		if el := time.Since(start); el < 1190*time.Millisecond {
			t.Errorf("gave up after %v, before its bound", el)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Speak hung on a server whose audio output fails")
	}

	// Through a Speaker: the user is told once, and the words go out as text.
	var out strings.Builder
	var mu sync.Mutex
	w := writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return out.Write(p) })
	d2, err := NewSpeechDClient(s.dial(t))
	if err != nil {
		t.Fatal(err)
	}
	d2.wait = d.wait
	spk := NewSpeaker(d2, Options{TextOut: w})
	spk.Say(Utterance{Words: []phonetic.Word{phonetic.CastleShort}, Priority: Move})
	spk.Say(Utterance{Words: []phonetic.Word{phonetic.FileE, phonetic.Rank4}, Priority: Move})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := spk.Drain(ctx); err != nil {
		t.Fatalf("the speaker hung: %v", err)
	}
	spk.Close()
	mu.Lock()
	got := out.String()
	mu.Unlock()
	if !strings.HasPrefix(got, "Sprache: speech-dispatcher ist ausgefallen (") || !strings.HasSuffix(got, "ab jetzt als Text.\nKurze Rochade\nEva vier\n") {
		t.Errorf("the speaker wrote %q", got)
	}
}

// TestSpeechDNeverBegins: a server that queues messages and never begins
// them (scripted: the real one cannot be made to do so on purpose).
func TestSpeechDNeverBegins(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "q.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		conn, err := l.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		r := bufio.NewReader(conn)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			switch {
			case strings.HasPrefix(line, "SET"):
				conn.Write([]byte("200 OK SET\r\n"))
			case strings.HasPrefix(line, "SPEAK"):
				conn.Write([]byte("230 OK RECEIVING DATA\r\n"))
			case line == ".\r\n":
				conn.Write([]byte("225-7\r\n225 OK MESSAGE QUEUED\r\n"))
			case strings.HasPrefix(line, "CANCEL"), strings.HasPrefix(line, "STOP"):
				conn.Write([]byte("213 OK CANCELED\r\n"))
			case strings.HasPrefix(line, "QUIT"):
				conn.Write([]byte("231 HAPPY HACKING\r\n"))
				return
			}
		}
	}()
	c, err := DialSSIP("unix", sock, "x", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewSpeechDClient(c)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	d.wait = speakWait{notification: 200 * time.Millisecond, begin: 300 * time.Millisecond, base: time.Second, perChar: time.Millisecond}
	for _, tc := range []struct {
		prio Priority
		err  string
	}{
		{Periodic, ""}, // a notification the server drops is no failure
		{Move, "did not begin"},
	} {
		err := d.Speak(context.Background(), Render(Utterance{Text: "eins", Priority: tc.prio}, phonetic.AnnexD, 1))
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%v: %v", tc.prio, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%v: got %v, want %q", tc.prio, err, tc.err)
		}
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// silentServer accepts connections and never answers.
func silentServer(t *testing.T) string {
	t.Helper()
	sock := filepath.Join(t.TempDir(), "silent.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		var conns []net.Conn
		defer func() {
			for _, c := range conns {
				c.Close()
			}
		}()
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			conns = append(conns, conn) // held open, never answered
		}
	}()
	return sock
}

// TestSpeechDStuckIsNotRespawned: a speech-dispatcher that runs but does
// not answer is reported as stuck; starting another one on its socket
// cannot help (and speech-dispatcher's own complaint about it is long and
// misleading), so it is not tried. auto says why it passed it by.
func TestSpeechDStuckIsNotRespawned(t *testing.T) {
	sock := silentServer(t)
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+sock)
	marker := filepath.Join(t.TempDir(), "spawned")
	script := filepath.Join(t.TempDir(), "fake-speechd")
	if err := os.WriteFile(script, []byte("#!/bin/sh\ntouch "+marker+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SPEECHD_CMD", script)
	_, err := NewSpeechD(true)
	if err == nil || !strings.Contains(err.Error(), "did not answer") || strings.Contains(err.Error(), "starting it failed") {
		t.Errorf("stuck server: %v", err)
	}
	if _, serr := os.Stat(marker); serr == nil {
		t.Error("a second speech-dispatcher was spawned for a server that runs")
	}
	// What to type to restart it, in each language: the auto note, and
	// the error of --voice speechd.
	for _, tc := range []struct {
		lang       catalog.Lang
		note, fail string
	}{
		{catalog.English, "speech-dispatcher did not answer: restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again",
			"it may be stuck: restart it with pkill -9 -x speech-dispatcher, then spd-say hello starts it again, or choose another voice with --voice"},
		{catalog.German, "speech-dispatcher hat nicht geantwortet: mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu",
			"er hängt vielleicht: mit pkill -9 -x speech-dispatcher beenden, dann startet spd-say hallo ihn neu, oder wählen Sie mit --voice eine andere Stimme"},
		{catalog.Czech, "speech-dispatcher neodpověděl: ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu",
			"možná se zasekl: ukončete ho příkazem pkill -9 -x speech-dispatcher, spd-say ahoj ho pak spustí znovu, nebo zvolte jiný hlas pomocí --voice"},
	} {
		c := catalog.For(tc.lang)
		if got := c.Error(catalog.Errorf("speaking.skip-speechd-stuck")); got != tc.note {
			t.Errorf("%v: auto's note %q, want %q", tc.lang, got, tc.note)
		}
		if got := c.Error(err); !strings.HasSuffix(got, tc.fail) {
			t.Errorf("%v: --voice speechd: %q, want it to end %q", tc.lang, got, tc.fail)
		}
	}
	o := openAuto(Config{})
	defer o.Backend.Close()
	if !strings.Contains(o.Note, "speech-dispatcher did not answer: restart it with pkill") {
		t.Errorf("auto: %q", o.Note)
	}
	// A socket nobody listens on: reported as not reachable, and spawning
	// is tried (the fake fails).
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none.sock"))
	_, err = NewSpeechD(true)
	if err == nil || !strings.Contains(err.Error(), "starting it failed") {
		t.Errorf("no server: %v", err)
	}
	if _, serr := os.Stat(marker); serr != nil {
		t.Error("speech-dispatcher was not started where none ran")
	}
	o = openAuto(Config{})
	defer o.Backend.Close()
	if !strings.Contains(o.Note, "speech-dispatcher not reachable") {
		t.Errorf("auto: %q", o.Note)
	}
}
