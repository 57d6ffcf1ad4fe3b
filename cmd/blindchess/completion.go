package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/ports"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// completion is what the shell offers for a flag's value or an argument.
type completion func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective)

// values offers a fixed list, and no file names.
func values(list ...string) completion {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return list, cobra.ShellCompDirectiveNoFileComp
	}
}

// filesEnding offers the folders and the files that end in one of exts.
func filesEnding(exts ...string) completion {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return exts, cobra.ShellCompDirectiveFilterFileExt
	}
}

// folders offers folders only.
func folders(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveFilterDirs
}

// serialPorts offers the machine's serial ports, each with prefix before
// it, and the words extra; listing them reads the system's device list
// and sends nothing to a port.
func serialPorts(prefix string, extra ...string) completion {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		list, _ := ports.List()
		out := append([]string(nil), extra...)
		for _, p := range list {
			out = append(out, prefix+p.Name)
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// boardPorts offers NAME:PORT for each protocol named and serial port
// (NAME:any for a Bluetooth board, which has no port), then extra.
func boardPorts(names []string, extra ...string) completion {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		list, _ := ports.List()
		out := append([]string(nil), extra...)
		for _, n := range names {
			if d, ok := drivers.Lookup(n); ok && !strings.HasPrefix(d.Example, "/dev/") {
				out = append(out, n+":any")
				continue
			}
			for _, p := range list {
				out = append(out, n+":"+p.Name)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// timeControls are common time controls, offered for --time (any other
// in the grammar of docs/time-controls.md may be typed).
var timeControls = []string{"90+30", "40/90+30,30+30", "60+30", "25+10", "15+10", "5+3", "3+2"}

// brailleCodes are the chess braille codes (braille.ParseCode).
var brailleCodes = []string{"uk", "de", "cs", "iccf"}

// flagCompletion returns what the shell offers for the flag name of cmd,
// or nil for the shell's own (file names).
func flagCompletion(cmd *cobra.Command, name string) completion {
	play := cmd.Name() == "play"
	switch name {
	case "lang":
		return values(catalog.Codes()...)
	case "style":
		return values(phonetic.StyleNames()...)
	case "me":
		return values("white", "black")
	case "format":
		return values("brf", "pef", "unicode", "text")
	case "braille-code":
		return values(brailleCodes...)
	case "notation":
		return values("san", "long", "uci", "iccf")
	case "voice":
		if play {
			return values(append(speech.Voices(), "none")...)
		}
		return values(speech.Voices()...)
	case "earphone", "channel":
		return values("left", "right", "both")
	case "time":
		return values(timeControls...)
	case "dgt":
		return serialPorts("")
	case "tactile":
		if play {
			return serialPorts("", "virtual")
		}
		return serialPorts("")
	case "sighted":
		return boardPorts(drivers.Names(drivers.Sighted), "virtual")
	case "board":
		return boardPorts(drivers.Names(0))
	case "microphone", "wav", "out":
		return filesEnding("wav")
	case "journal", "resume":
		return filesEnding("journal")
	case "pgn":
		return filesEnding("pgn")
	case "capture":
		return filesEnding("inbytes")
	}
	return nil
}

// argCompletion returns what the shell offers for the arguments of cmd,
// by its path without the program's name, or nil.
func argCompletion(path string) completion {
	switch path {
	case "ports":
		return serialPorts("")
	case "simulate":
		return values(emulatedNames()...)
	case "recording list", "recording play":
		return folders
	case "pgn check":
		return filesEnding("pgn")
	case "microphones":
		return filesEnding("wav")
	}
	return nil
}

// addCompletions gives every command of the tree under root what the
// shell offers for its flags' values and its arguments ("blindchess
// completion bash|zsh|fish|powershell" writes the shell's script).
func addCompletions(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if fn := flagCompletion(c, f.Name); fn != nil {
				// Fails only for a flag registered twice, which the walk
				// does not do.
				_ = c.RegisterFlagCompletionFunc(f.Name, fn)
			}
		})
		if fn := argCompletion(strings.TrimPrefix(c.CommandPath(), root.Name()+" ")); fn != nil && c.ValidArgsFunction == nil {
			c.ValidArgsFunction = fn
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
