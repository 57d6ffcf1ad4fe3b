package hub

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestHubUnreachableSaidInWords: a table whose hub cannot be reached says
// why in the session's language, without Go's wrapping ("Post
// "http://…/board/7/events": dial tcp 127.0.0.1:1: connect: connection
// refused"), which a screen reader read out with the address a second
// time: nothing answers (the hub not running, a wrong port), a host name
// not known, no answer in time. Another failure is the system's reason
// alone. In de, en and cs.
func TestHubUnreachableSaidInWords(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	_, refused := http.Get("http://" + addr + "/attention.txt")
	if refused == nil {
		t.Skip("a closed port answered")
	}
	dns := &net.DNSError{Err: "no such host", Name: "hub.invalid", IsNotFound: true}
	timeout := &net.OpError{Op: "dial", Net: "tcp", Err: os.ErrDeadlineExceeded}
	other := errors.New("some other reason")
	for _, tc := range []struct {
		lang                         catalog.Lang
		refused, dns, timeout, other string
	}{
		{catalog.German,
			"Der Hub unter http://h:1 ist nicht erreichbar: dort antwortet nichts (der Hub läuft nicht, oder Adresse oder Port sind falsch). Die Züge warten im Journal und werden gesendet, sobald er wieder da ist.",
			"Der Hub unter http://h:1 ist nicht erreichbar: den Namen hub.invalid gibt es nicht (die Adresse prüfen). Die Züge warten im Journal und werden gesendet, sobald er wieder da ist.",
			"Der Hub unter http://h:1 ist nicht erreichbar: keine Antwort in der Zeit. Die Züge warten im Journal und werden gesendet, sobald er wieder da ist.",
			"Der Hub unter http://h:1 ist nicht erreichbar: some other reason. Die Züge warten im Journal und werden gesendet, sobald er wieder da ist."},
		{catalog.English,
			"The hub at http://h:1 cannot be reached: nothing answers there (the hub is not running, or the address or the port is wrong). The moves wait in the journal and are sent when it is back.",
			"The hub at http://h:1 cannot be reached: the name hub.invalid is not known (check the address). The moves wait in the journal and are sent when it is back.",
			"The hub at http://h:1 cannot be reached: no answer in time. The moves wait in the journal and are sent when it is back.",
			"The hub at http://h:1 cannot be reached: some other reason. The moves wait in the journal and are sent when it is back."},
		{catalog.Czech,
			"Hub na http://h:1 není dostupný: nic tam neodpovídá (hub neběží, nebo je špatně adresa či port). Tahy čekají v deníku a odejdou, až bude zpět.",
			"Hub na http://h:1 není dostupný: název hub.invalid neexistuje (zkontrolujte adresu). Tahy čekají v deníku a odejdou, až bude zpět.",
			"Hub na http://h:1 není dostupný: žádná odpověď včas. Tahy čekají v deníku a odejdou, až bude zpět.",
			"Hub na http://h:1 není dostupný: some other reason. Tahy čekají v deníku a odejdou, až bude zpět."},
	} {
		c := catalog.For(tc.lang)
		for _, x := range []struct {
			err  error
			want string
		}{{refused, tc.refused}, {dns, tc.dns}, {timeout, tc.timeout}, {other, tc.other}} {
			if got := c.Say("hub.send-lost", "http://h:1", netReason(x.err)); got != x.want {
				t.Errorf("%v, %v:\n got %q\nwant %q", tc.lang, x.err, got, x.want)
			}
		}
	}
	if netReason(nil) != nil {
		t.Error("netReason(nil) is not nil")
	}
}

// TestPushFailureSaidInWords: a push to a broadcast round (lichess) that
// fails says why in the session's language, not Go's "Post
// "https://…/push": dial tcp …: connect: connection refused": nothing
// answers at the push address, no answer in time. In de, en and cs.
func TestPushFailureSaidInWords(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	refused := (&Pusher{URL: "http://" + addr + "/api/broadcast/round/x/push", Token: "t"}).post(context.Background(), []byte("1. e4 *\n"))
	if refused == nil {
		t.Skip("a closed port answered")
	}
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { time.Sleep(200 * time.Millisecond) }))
	defer slow.Close()
	timeout := (&Pusher{URL: slow.URL, Token: "t", Client: &http.Client{Timeout: 20 * time.Millisecond}}).post(context.Background(), []byte("1. e4 *\n"))
	const u = "https://lichess.org/api/broadcast/round/x/push"
	for _, tc := range []struct {
		lang             catalog.Lang
		refused, timeout string
	}{
		{catalog.German,
			"Die Runde an " + u + " zu senden schlug fehl: dort antwortet nichts (die Adresse prüfen). Neuer Versuch.",
			"Die Runde an " + u + " zu senden schlug fehl: keine Antwort in der Zeit. Neuer Versuch."},
		{catalog.English,
			"Pushing the round to " + u + " failed: nothing answers there (check the push address). Trying again.",
			"Pushing the round to " + u + " failed: no answer in time. Trying again."},
		{catalog.Czech,
			"Odeslání kola na " + u + " selhalo: nic tam neodpovídá (zkontrolujte adresu). Zkouším znovu.",
			"Odeslání kola na " + u + " selhalo: žádná odpověď včas. Zkouším znovu."},
	} {
		c := catalog.For(tc.lang)
		for _, x := range []struct {
			err  error
			want string
		}{{refused, tc.refused}, {timeout, tc.timeout}} {
			if got := c.Say("hub.push-failed", u, x.err); got != x.want {
				t.Errorf("%v:\n got %q\nwant %q", tc.lang, got, x.want)
			}
		}
	}
}
