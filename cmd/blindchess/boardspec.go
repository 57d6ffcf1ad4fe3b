package main

import (
	"strings"

	"github.com/blindchess/blindchess/internal/eboard/drivers"
)

// boardSpec is the board that "board watch" and "board follow" open:
// --board NAME:PATH names any registered protocol, --dgt PATH and
// --tactile PATH are short for dgt:PATH and tactile:PATH.
type boardSpec struct {
	spec, dgtPath, tactilePath string
}

// given returns how many of the three flags were given.
func (s boardSpec) given() int {
	n := 0
	for _, v := range []string{s.spec, s.dgtPath, s.tactilePath} {
		if v != "" {
			n++
		}
	}
	return n
}

// resolve returns the protocol and the path of the board named.
func (s boardSpec) resolve() (drivers.Driver, string, error) {
	switch {
	case s.dgtPath != "":
		d, _ := drivers.Lookup("dgt")
		return d, s.dgtPath, nil
	case s.tactilePath != "":
		d, _ := drivers.Lookup("tactile")
		return d, s.tactilePath, nil
	}
	d, path, err := drivers.Parse(s.spec, 0)
	if err != nil {
		return d, "", usageErr("boards.unknown-board", s.spec, strings.Join(drivers.Names(0), ", "))
	}
	return d, path, nil
}
