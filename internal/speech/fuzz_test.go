package speech

import (
	"bufio"
	"bytes"
	"errors"
	"net"
	"testing"
	"time"
)

// FuzzEspeakStream feeds arbitrary bytes to the reader of espeak-ng's
// streamed WAV: it must end with audio or an error, never panic or loop.
func FuzzEspeakStream(f *testing.F) {
	var b bytes.Buffer
	WriteWAV(&b, PCM{Rate: DefaultSampleRate, Channels: 1, Samples: []int16{1, 2, 3, 4}})
	f.Add(b.Bytes())
	f.Add([]byte("RIFF\x24\xf0\xff\x7fWAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x22\x56\x00\x00"))
	f.Add([]byte("RIFFxxxxWAVELIST\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &espeakStream{r: bufio.NewReader(bytes.NewReader(data))}
		total := 0
		for i := 0; i < len(data)+4; i++ {
			p, err := s.Read()
			if err != nil {
				return
			}
			total += len(p)
			if total > len(data) {
				t.Fatalf("more samples (%d) than input bytes (%d)", total, len(data))
			}
		}
		t.Fatal("the stream did not end")
	})
}

// FuzzSSIPReader feeds arbitrary server output to the SSIP client's reader:
// commands must get a reply or an error, never hang or panic.
func FuzzSSIPReader(f *testing.F) {
	f.Add([]byte("208 OK CLIENT NAME SET\r\n"))
	f.Add([]byte("701-2\r\n701-1\r\n701 BEGIN\r\n213 OK CANCELED\r\n"))
	f.Add([]byte("700-1\r\n700-2\r\n700-mark\r\n700 INDEX MARK\r\n208 OK\r\n"))
	f.Add([]byte("2x8 nope\r\n"))
	f.Add([]byte("\r\n"))
	f.Add(append([]byte("208 "), bytes.Repeat([]byte("x"), MaxSSIPLine+10)...)) // a line without end
	f.Add(bytes.Repeat([]byte("249-voice\r\n"), 300))                           // a block without its last line
	f.Fuzz(func(t *testing.T, data []byte) {
		server, client := net.Pipe()
		c := &SSIPClient{conn: client, w: bufio.NewWriter(client), replies: make(chan SSIPReply, 1),
			events: make(chan SSIPEvent, 64), done: make(chan struct{})}
		go c.read()
		go func() {
			// Swallow the command, then answer with the fuzz data.
			buf := make([]byte, 64)
			server.SetDeadline(time.Now().Add(2 * time.Second))
			server.Read(buf)
			server.Write(data)
			server.Close()
		}()
		done := make(chan struct{})
		go func() {
			c.Command("SET self CLIENT_NAME a:b:c")
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("command hung")
		}
		c.fail(errors.New("test over"))
		<-c.done
		for range c.events {
		}
		_, _, _ = ParseSSIPAddress(string(data))
	})
}
