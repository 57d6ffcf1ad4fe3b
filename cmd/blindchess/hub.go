package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/hub"
)

// hubOptions are the flags of "blindchess hub".
type hubOptions struct {
	listen, event, db, tokenFile, export string
	push, pushTokenFile, lang            string
	round                                int
}

func newHubCmd() *cobra.Command {
	var o hubOptions
	cmd := &cobra.Command{
		Use:  "hub",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runHub(cmd, o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.listen, "listen", "127.0.0.1:8047", "")
	f.IntVar(&o.round, "round", 1, "")
	f.StringVar(&o.event, "event", "", "")
	f.StringVar(&o.db, "db", "", "")
	f.StringVar(&o.tokenFile, "token-file", "", "")
	f.StringVar(&o.export, "export", "", "")
	f.StringVar(&o.push, "push", "", "")
	f.StringVar(&o.pushTokenFile, "push-token-file", "", "")
	f.StringVar(&o.lang, "lang", "", "")
	cmd.AddCommand(newHubWatchCmd())
	return cmd
}

// roundToken reads the round's token from path, or writes a new one
// there (readable by its owner only) when the file does not exist.
func roundToken(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err == nil && strings.TrimSpace(string(b)) != "" {
		return strings.TrimSpace(string(b)), nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	raw := make([]byte, 16)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	tok := hex.EncodeToString(raw)
	if err := os.WriteFile(path, []byte(tok+"\n"), 0o600); err != nil {
		return "", err
	}
	return tok, nil
}

// roundFile is the default name of a round's file: hub-round-N.db.
func roundFile(round int, ext string) string {
	return "hub-round-" + strconv.Itoa(round) + ext
}

func runHub(cmd *cobra.Command, o hubOptions) error {
	l, err := catalog.Choose(o.lang, os.Getenv)
	if err != nil {
		return usageErr("catalog.bad-lang", o.lang)
	}
	c := catalog.For(l)
	if o.round < 1 || o.round > hub.MaxBoard {
		return usageErr("hub.bad-round")
	}
	if o.db == "" {
		o.db = roundFile(o.round, ".db")
	}
	if o.tokenFile == "" {
		o.tokenFile = roundFile(o.round, ".token")
	}
	if err := checkHubDB(o.db, roundFile(o.round, ".db")); err != nil {
		return err
	}
	if o.push != "" {
		if err := hub.CheckURL("--push", o.push); err != nil {
			return usageErr("hub.bad-push-url", o.push)
		}
	}
	tok, err := roundToken(o.tokenFile)
	if err != nil {
		return usageErr("hub.bad-token-file", o.tokenFile, err)
	}
	var pushTok string
	if o.push != "" {
		b, err := os.ReadFile(o.pushTokenFile)
		if err != nil {
			return usageErr("hub.bad-token-file", o.pushTokenFile, err)
		}
		pushTok = strings.TrimSpace(string(b))
	}
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	errOut := cmd.ErrOrStderr()
	changed := make(chan struct{}, 1)
	h, err := hub.Open(hub.Config{Round: o.round, Event: o.event, Token: tok, DB: o.db, Lang: l,
		Changed: func() {
			select {
			case changed <- struct{}{}:
			default:
			}
		}})
	if err != nil {
		return failErr("%v", err)
	}
	defer h.Close()
	ln, err := net.Listen("tcp", o.listen)
	if err != nil {
		return listenError(o.listen, err)
	}
	srv := &http.Server{Handler: h.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)                   //nolint:errcheck // ends with Shutdown
	ifaddrs, _ := net.InterfaceAddrs() // none known: the address as listened on
	urls := hubURLs(ln.Addr(), ifaddrs)
	fmt.Fprintln(cmd.OutOrStdout(), c.Say("hub.listening", o.round, strings.Join(urls, ", "), o.tokenFile))
	fmt.Fprintln(cmd.OutOrStdout(), c.Say("hub.listening-next", urls[0], o.tokenFile))

	// The round as stored is exported at once: a hub started again
	// after the round (to publish it) writes the files without waiting
	// for a move that will not come.
	if o.export != "" {
		h.ExportSaying(o.export, c, cmd.OutOrStdout(), errOut, true)
	}
	// The exporter and the pusher follow every change, each in its own
	// goroutine, never holding up a table.
	var pusher chan struct{}
	if o.push != "" {
		pusher = make(chan struct{}, 1)
		p := &hub.Pusher{Hub: h, URL: o.push, Token: pushTok,
			Failed: func(err error) { fmt.Fprintln(errOut, c.Say("hub.push-failed", o.push, err)) }}
		go p.Run(ctx, pusher)
		pusher <- struct{}{}
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			return srv.Shutdown(sctx)
		case <-tick.C:
			h.Tick()
		case <-changed:
			if o.export != "" {
				h.ExportSaying(o.export, c, cmd.OutOrStdout(), errOut, false)
			}
			if pusher != nil {
				select {
				case pusher <- struct{}{}:
				default:
				}
			}
		}
	}
}

// checkHubDB refuses a --db that cannot be the hub's database before
// anything is written: a folder, or a file that is not SQLite (a new or
// empty file is made one). name is the file to suggest in a folder.
func checkHubDB(path, name string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return nil
	}
	if fi.IsDir() {
		return usageErr("hub.db-is-folder", path, filepath.Join(path, name))
	}
	f, err := os.Open(path)
	if err != nil {
		return usageErr("hub.db-open", path, err)
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	if n, _ := io.ReadFull(f, head); n > 0 && string(head[:n]) != sqliteHeader {
		return usageErr("hub.db-not-sqlite", path)
	}
	return nil
}

// sqliteHeader is how every SQLite database file begins.
const sqliteHeader = "SQLite format 3\x00"

func newHubWatchCmd() *cobra.Command {
	var lang string
	cmd := &cobra.Command{
		Use:  "watch",
		Args: exactArg("cli.hub-url", "blindchess hub watch http://127.0.0.1:8047"),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			if err := hub.CheckURL("hub watch", args[0]); err != nil {
				return usageErr("%v", err)
			}
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			errOut := cmd.ErrOrStderr()
			return hub.Watch(ctx, args[0], catalog.For(l), cmd.OutOrStdout(), time.Second, func(err error) {
				fmt.Fprintln(errOut, catalog.For(l).Say("hub.watch-lost", args[0], err))
			})
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// listenError says why the hub cannot listen at addr (--listen): the
// address taken, or not allowed, in the session's language; any other
// reason in the system's words, with what to give.
func listenError(addr string, err error) error {
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return usageErr("cmd.hub-listen-in-use", addr)
	case errors.Is(err, syscall.EACCES):
		return usageErr("cmd.hub-listen-denied", addr)
	}
	var op *net.OpError
	if errors.As(err, &op) {
		err = op.Err
	}
	return usageErr("cmd.hub-listen", addr, catalog.Errorf("os.detail", err.Error()))
}

// maxHubURLs is the most addresses the hub names when it listens on
// every address of the machine.
const maxHubURLs = 3

// hubURLs returns the addresses a table gives as --hub for a hub
// listening on addr: addr itself, or, when it is every address of the
// machine (":8047", "[::]:8047", which a table cannot use and a screen
// reader reads as brackets and colons), the machine's own addresses of
// ifaddrs (IPv4, or IPv6 where it has none) and the loopback last (at
// most maxHubURLs).
func hubURLs(addr net.Addr, ifaddrs []net.Addr) []string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || !tcp.IP.IsUnspecified() {
		return []string{"http://" + addr.String()}
	}
	var v4, v6 []string
	for _, a := range ifaddrs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() || n.IP.IsMulticast() {
			continue
		}
		u := "http://" + net.JoinHostPort(n.IP.String(), strconv.Itoa(tcp.Port))
		if n.IP.To4() != nil {
			v4 = append(v4, u)
		} else {
			v6 = append(v6, u)
		}
	}
	urls := v4 // IPv6 only where the machine has no IPv4 address
	if len(urls) == 0 {
		urls = v6
	}
	if len(urls) > maxHubURLs-1 {
		urls = urls[:maxHubURLs-1]
	}
	return append(urls, "http://"+net.JoinHostPort("127.0.0.1", strconv.Itoa(tcp.Port)))
}
