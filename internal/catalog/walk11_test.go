package catalog

import "testing"

// TestHubSaysWhereItIsReached: the hub's first line says where tables
// reach it, in words a listener cannot take for something else: German
// "Hub der Runde 3 hört auf http://…" read as "stops" ("aufhören") to a
// walk's German assistant.
func TestHubSaysWhereItIsReached(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{German, "Der Hub der Runde 3 ist erreichbar unter http://192.168.1.10:8047. Das Rundenkennwort steht in hub-round-3.token."},
		{English, "Hub of round 3 listening on http://192.168.1.10:8047. The round token is in hub-round-3.token."},
		{Czech, "Hub kola 3 naslouchá na http://192.168.1.10:8047. Heslo kola je v hub-round-3.token."},
	} {
		if got := For(tc.l).Say("hub.listening", 3, "http://192.168.1.10:8047", "hub-round-3.token"); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.l, got, tc.want)
		}
	}
}
