package brlapi

import (
	"bytes"
	"encoding/binary"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeServer answers one connection on a Unix socket as a BrlAPI server
// asking for a key file; it accepts key and answers the requests.
func fakeServer(t *testing.T, key string) string {
	t.Helper()
	dir := t.TempDir()
	ln, err := net.Listen("unix", filepath.Join(dir, "3"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		WritePacket(c, TypeVersion, u32(8))
		if typ, p, err := ReadPacket(c); err != nil || typ != TypeVersion || binary.BigEndian.Uint32(p) != 8 {
			return
		}
		WritePacket(c, TypeAuth, u32(authKey))
		typ, p, err := ReadPacket(c)
		if err != nil || typ != TypeAuth || binary.BigEndian.Uint32(p) != authKey {
			return
		}
		if string(p[4:]) != key {
			WritePacket(c, TypeError, append(u32(17), u32(TypeAuth)...))
			return
		}
		WritePacket(c, TypeAck, nil)
		for {
			typ, _, err := ReadPacket(c)
			if err != nil {
				return
			}
			switch typ {
			case TypeGetDriverName:
				WritePacket(c, TypeGetDriverName, []byte("Fake\x00"))
			case TypeGetDisplaySize:
				// A key pushed before the answer is kept for ReadKey.
				WritePacket(c, TypeKey, binary.BigEndian.AppendUint64(nil, 0x20010003))
				WritePacket(c, TypeGetDisplaySize, append(u32(20), u32(1)...))
			case TypeEnterTTYMode, TypeLeaveTTYMode:
				WritePacket(c, TypeAck, nil)
			}
		}
	}()
	return dir
}

// TestKeyAuth authenticates with a key file against a fake server, and
// keeps a key that arrives while an answer is awaited.
func TestKeyAuth(t *testing.T) {
	dir := fakeServer(t, "secret\n")
	keyFile := filepath.Join(t.TempDir(), "brlapi.key")
	os.WriteFile(keyFile, []byte("secret\n"), 0o600)
	c, err := Dial(Config{Host: ":3", SocketDirs: []string{dir}, Auth: "keyfile:" + keyFile, Timeout: 2 * time.Second})
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	defer c.Close()
	if name, err := c.DriverName(); name != "Fake" || err != nil {
		t.Errorf("driver %q, %v", name, err)
	}
	if cols, rows, err := c.DisplaySize(); cols != 20 || rows != 1 || err != nil {
		t.Errorf("size %d×%d, %v", cols, rows, err)
	}
	k, err := c.ReadKey(time.Now().Add(time.Second))
	if b, a := k.Command(); err != nil || b != BlockRoute || a != 3 {
		t.Errorf("key %#x, %v", uint64(k), err)
	}
}

// TestWrongKey: a refused key says what to do.
func TestWrongKey(t *testing.T) {
	dir := fakeServer(t, "secret\n")
	keyFile := filepath.Join(t.TempDir(), "brlapi.key")
	os.WriteFile(keyFile, []byte("wrong\n"), 0o600)
	_, err := Dial(Config{Host: ":3", SocketDirs: []string{dir}, Auth: "keyfile:" + keyFile, Timeout: 2 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "authentication failed") || !strings.Contains(err.Error(), "group brlapi") {
		t.Errorf("err = %v", err)
	}
	_, err = Dial(Config{Host: ":3", SocketDirs: []string{dir}, Auth: "keyfile:/nonexistent/key", Timeout: time.Second})
	if err == nil {
		t.Error("a missing key file was accepted")
	}
}

// TestPackets checks the framing both ways and the refusals.
func TestPackets(t *testing.T) {
	var b bytes.Buffer
	if err := WritePacket(&b, TypeWrite, []byte{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	if got := b.Bytes(); !bytes.Equal(got, []byte{0, 0, 0, 3, 0, 0, 0, 'w', 1, 2, 3}) {
		t.Errorf("packet % x", got)
	}
	typ, p, err := ReadPacket(&b)
	if err != nil || typ != TypeWrite || !bytes.Equal(p, []byte{1, 2, 3}) {
		t.Errorf("read %q % x %v", rune(typ), p, err)
	}
	for _, bad := range [][]byte{
		{0, 0, 0x10, 1, 0, 0, 0, 'w'}, // 4097 bytes announced
		{0, 0, 0, 5, 0, 0, 0, 'w', 1}, // cut short
		{0, 0, 0},                     // no header
	} {
		if _, _, err := ReadPacket(bytes.NewReader(bad)); err == nil {
			t.Errorf("% x accepted", bad)
		}
	}
	if err := WritePacket(&b, TypeWrite, make([]byte, MaxPacket+1)); err == nil {
		t.Error("an oversized packet was written")
	}
}

// FuzzReadPacket: any bytes from a server never panic, never allocate more
// than a packet, and what is read writes back the same.
func FuzzReadPacket(f *testing.F) {
	f.Add([]byte{0, 0, 0, 4, 0, 0, 0, 'v', 0, 0, 0, 8})
	f.Add([]byte{0, 0, 0, 8, 0, 0, 0, 'k', 0, 0, 0, 0, 0x20, 1, 0, 5})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0, 0, 0, 'e'})
	f.Fuzz(func(t *testing.T, data []byte) {
		typ, p, err := ReadPacket(bytes.NewReader(data))
		if err != nil {
			return
		}
		if len(p) > MaxPacket {
			t.Fatalf("payload of %d bytes", len(p))
		}
		var b bytes.Buffer
		if err := WritePacket(&b, typ, p); err != nil || !bytes.Equal(b.Bytes(), data[:8+len(p)]) {
			t.Fatalf("round trip % x -> % x (%v)", data[:8+len(p)], b.Bytes(), err)
		}
	})
}
