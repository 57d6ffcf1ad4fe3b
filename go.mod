module github.com/blindchess/blindchess

go 1.25.0

require (
	github.com/creack/pty v1.1.24
	github.com/ebitengine/oto/v3 v3.4.0
	github.com/gordonklaus/portaudio v0.0.0-20250206071425-98a94950218b
	github.com/spf13/cobra v1.10.2
	github.com/spf13/pflag v1.0.9
	go.bug.st/serial v1.8.0
	golang.org/x/sys v0.43.0
	golang.org/x/term v0.42.0
)

require (
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
)
