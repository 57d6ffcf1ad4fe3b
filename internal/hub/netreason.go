package hub

import (
	"errors"
	"net"
	"net/url"
	"syscall"

	"github.com/blindchess/blindchess/internal/catalog"
)

// netReason says why a request to the hub failed in words of the
// catalog, for the sentence that tells the table or the arbiter that the
// hub cannot be reached: nothing answers at the address, no answer in
// time, a host name not known, a network that does not reach it. Any other
// failure is the system's own reason without Go's wrapping of it ("Post
// "http://…/board/7/events": dial tcp …:"), which repeated the address a
// screen reader had just read. A nil err is nil.
func netReason(err error) error {
	if err == nil {
		return nil
	}
	var dns *net.DNSError
	var ne net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return catalog.Errorf("hub.net-refused")
	case errors.As(err, &dns):
		return catalog.Errorf("hub.net-no-host", dns.Name)
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return catalog.Errorf("hub.net-unreachable")
	case errors.As(err, &ne) && ne.Timeout():
		return catalog.Errorf("hub.net-timeout")
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		var op *net.OpError
		if errors.As(ue.Err, &op) && op.Err != nil {
			return op.Err
		}
		return ue.Err
	}
	return err
}

// pushReason is netReason for a push to a broadcast round (lichess): a
// refused connection says to check the push address, not that the hub
// is not running, since the place pushed to is not the hub.
func pushReason(err error) error {
	if errors.Is(err, syscall.ECONNREFUSED) {
		return catalog.Errorf("hub.net-push-refused")
	}
	return netReason(err)
}
