package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// maxPerftDepth bounds --depth: deeper runs take days on the start position.
const maxPerftDepth = 15

// perftResult is the --json output of perft.
type perftResult struct {
	FEN     string            `json:"fen"`
	Depth   int               `json:"depth"`
	Nodes   uint64            `json:"nodes"`
	Seconds float64           `json:"seconds"`
	NPS     uint64            `json:"nps"`
	Divide  map[string]uint64 `json:"divide,omitempty"`
}

func newPerftCmd() *cobra.Command {
	var (
		fen      string
		n960     int
		depth    int
		divide   bool
		asJSON   bool
		depthSet bool
		lang     string
	)
	cmd := &cobra.Command{
		Use:  "perft",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := catalog.Choose(lang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			depthSet = cmd.Flags().Changed("depth")
			if !depthSet {
				return usageErr("cmd.perft-perft-needs-depth-n")
			}
			if depth < 1 || depth > maxPerftDepth {
				return usageErr("cmd.perft-depth-is-out-of", depth, maxPerftDepth)
			}
			pos, err := startingPosition(cmd, fen, n960)
			if err != nil {
				return err
			}
			return runPerft(cmd.OutOrStdout(), catalogOf(cmd), pos, depth, divide, asJSON)
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "")
	cmd.Flags().IntVar(&n960, "chess960", -1, "")
	cmd.Flags().IntVar(&depth, "depth", 0, "")
	cmd.Flags().BoolVar(&divide, "divide", false, "")
	cmd.Flags().BoolVar(&asJSON, "json", false, "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// startingPosition returns the position named by --fen or --chess960, or the
// standard start position. Errors are usage errors (exit 2).
func startingPosition(cmd *cobra.Command, fen string, n960 int) (rules.Position, error) {
	fenSet, n960Set := cmd.Flags().Changed("fen"), cmd.Flags().Changed("chess960")
	switch {
	case fenSet && n960Set:
		return rules.Position{}, usageErr("cmd.perft-give-either-fen-or")
	case fenSet:
		p, err := rules.ParseFEN(fenFromFlag(cmd, fen))
		if err != nil {
			return rules.Position{}, usageErr("%v", err)
		}
		return p, nil
	case n960Set && (n960 < 0 || n960 > 959):
		return rules.Position{}, usageErr("flag.chess960-range", n960)
	case n960Set:
		p, err := rules.Chess960(n960)
		if err != nil {
			return rules.Position{}, usageErr("%v", err)
		}
		return p, nil
	}
	return rules.StartPosition(), nil
}

// fenFromFlag returns the FEN of --fen with a fullmove number of 0, as
// puzzle collections write it, read as 1 (as PGN files' FEN tags are
// read), and says so on standard error in the command's language; any
// other FEN as it is.
func fenFromFlag(cmd *cobra.Command, fen string) string {
	f := strings.Fields(fen)
	if len(f) != 6 || f[5] == "" || strings.Trim(f[5], "0") != "" {
		return fen
	}
	fmt.Fprintln(cmd.ErrOrStderr(), "blindchess: "+catalogOf(cmd).Say("cmd.fen-fullmove-0", f[5]))
	f[5] = "1"
	return strings.Join(f, " ")
}

func runPerft(w io.Writer, c catalog.Catalog, pos rules.Position, depth int, divide, asJSON bool) error {
	start := time.Now()
	var nodes uint64
	var entries []rules.DivideEntry
	if divide {
		entries = pos.Divide(depth)
		for _, e := range entries {
			nodes += e.Nodes
		}
	} else {
		nodes = pos.Perft(depth)
	}
	secs := time.Since(start).Seconds()
	nps := uint64(0)
	if secs > 0 {
		nps = uint64(float64(nodes) / secs)
	}
	res := perftResult{FEN: pos.FEN(), Depth: depth, Nodes: nodes, Seconds: secs, NPS: nps}
	if divide {
		res.Divide = make(map[string]uint64, len(entries))
		for _, e := range entries {
			res.Divide[pos.UCI(e.Move)] = e.Nodes
		}
	}
	if asJSON {
		b, err := json.Marshal(res)
		if err != nil {
			return catalog.Errorf("cmd.perft-perft-encode-json", err)
		}
		_, err = fmt.Fprintln(w, string(b))
		return err
	}
	if divide {
		moves := make([]string, 0, len(res.Divide))
		for m := range res.Divide {
			moves = append(moves, m)
		}
		sort.Strings(moves)
		for _, m := range moves {
			fmt.Fprintf(w, "%s: %d\n", m, res.Divide[m])
		}
	}
	fmt.Fprintln(w, c.Say("cmd.perft-nodes", depth, nodes))
	_, err := fmt.Fprintln(w, c.Say("cmd.perft-time", catalog.Decimal{Value: secs, Places: 3}, catalog.Decimal{Value: float64(nps) / 1e6, Places: 1}))
	return err
}
