package speech

import (
	"net"
	"strconv"
	"testing"
)

// FuzzParseSSIPAddress reads arbitrary SPEECHD_ADDRESS values: either an
// error, or a unix socket path or a TCP host:port with a valid port.
func FuzzParseSSIPAddress(f *testing.F) {
	for _, s := range []string{"unix_socket:/run/speechd.sock", "unix_socket:", "inet_socket:localhost:6560",
		"inet_socket:", "inet_socket:[::1]:6560", "inet_socket:host:99999", "tcp:1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		network, addr, err := ParseSSIPAddress(s)
		if err != nil {
			return
		}
		switch network {
		case "unix":
			if addr == "" {
				t.Fatalf("ParseSSIPAddress(%q): empty socket path", s)
			}
		case "tcp":
			_, port, err := net.SplitHostPort(addr)
			if err != nil {
				t.Fatalf("ParseSSIPAddress(%q) = %q: %v", s, addr, err)
			}
			if _, err := strconv.ParseUint(port, 10, 16); err != nil {
				t.Fatalf("ParseSSIPAddress(%q) = %q: bad port", s, addr)
			}
		default:
			t.Fatalf("ParseSSIPAddress(%q): network %q", s, network)
		}
	})
}
