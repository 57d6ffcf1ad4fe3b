package hub

import (
	"net/url"

	"github.com/blindchess/blindchess/internal/catalog"
)

// CheckURL refuses a hub address that can never be reached, before
// anything starts: one without http:// or https:// and a host
// ("127.0.0.1:8047", "nonsense"). flag names where it was given ("--hub",
// "hub watch").
func CheckURL(flag, address string) error {
	u, err := url.Parse(address)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return catalog.Errorf("hub.bad-url", flag, address)
	}
	return nil
}
