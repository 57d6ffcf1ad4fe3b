package main

import "github.com/spf13/cobra"

// subcommands lists the constructors of every subcommand, in help order.
// Add one line here when you add a command file.
var subcommands = []func() *cobra.Command{
	newPerftCmd,
	newPgnCmd,
	newPositionCmd,
	newClockCmd,
	newPortsCmd,
	newSimulateCmd,
	newBoardCmd,
	newPlayCmd,
	newHubCmd,
	newSayCmd,
	newRecordingCmd,
	newListenCmd,
	newMicrophonesCmd,
	newBrailleCmd,
	newManCmd,
}
