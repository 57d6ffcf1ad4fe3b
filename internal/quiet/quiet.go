// Package quiet keeps the chatter of C sound libraries off the terminal:
// PortAudio probes ALSA and JACK when it starts, and both print dozens of
// lines ("ALSA lib …", "Cannot connect to server socket") that a screen
// reader would read out when there is no sound card. The program says one
// sentence instead.
package quiet
