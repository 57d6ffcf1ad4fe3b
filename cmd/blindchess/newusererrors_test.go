package main

import (
	"net"
	"path/filepath"
	"testing"
)

// TestCommonErrorsOfANewUser: the errors a new user meets first (a file
// or folder that is not there, an address taken, a channel misspelt) are
// said whole in the session's language, naming the file or option once,
// with what to do; each line exactly, in de, en and cs.
func TestCommonErrorsOfANewUser(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	addr := taken.Addr().String()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	games := filepath.Join(dir, "data", "blindchess", "games")
	tests := []newUserCase{
		{[]string{"pgn", "check", missing + ".pgn"}, 2,
			missing + ".pgn: kann nicht gelesen werden: Datei oder Ordner nicht gefunden\nblindchess: " + missing + ".pgn konnte nicht gelesen werden; Pfad und Rechte prüfen\n",
			missing + ".pgn: cannot be read: no such file or directory\nblindchess: could not read " + missing + ".pgn; check the path and the permissions\n",
			missing + ".pgn: nelze přečíst: soubor nebo složka neexistuje\nblindchess: " + missing + ".pgn nelze přečíst; zkontrolujte cestu a oprávnění\n"},
		{[]string{"board", "follow", "--capture", missing + ".txt"}, 2,
			"blindchess: --capture: " + missing + ".txt: Datei oder Ordner nicht gefunden\n",
			"blindchess: --capture: " + missing + ".txt: no such file or directory\n",
			"blindchess: --capture: " + missing + ".txt: soubor nebo složka neexistuje\n"},
		{[]string{"hub", "--listen", addr, "--db", filepath.Join(dir, "hub.db"), "--token-file", filepath.Join(dir, "hub.token")}, 2,
			"blindchess: --listen " + addr + ": die Adresse ist belegt, vielleicht von einem anderen Hub; einen anderen Port angeben, etwa 127.0.0.1:8048\n",
			"blindchess: --listen " + addr + ": the address is in use, perhaps by another hub; give another port, such as 127.0.0.1:8048\n",
			"blindchess: --listen " + addr + ": adresa je obsazená, možná jiným hubem; zadejte jiný port, například 127.0.0.1:8048\n"},
		{[]string{"recording", "list", missing}, 2,
			"blindchess: " + missing + ": diesen Ordner gibt es nicht; den Ordner der Partie angeben (die Partien liegen in " + games + ")\n",
			"blindchess: " + missing + ": no such folder; give the game's folder (the games are in " + games + ")\n",
			"blindchess: " + missing + ": taková složka neexistuje; zadejte složku partie (partie jsou v " + games + ")\n"},
		{[]string{"play", "--earphone", "middle"}, 2,
			"blindchess: --earphone \"middle\": both, left oder right angeben\n",
			"blindchess: --earphone \"middle\": give both, left or right\n",
			"blindchess: --earphone \"middle\": zadejte both, left nebo right\n"},
		{[]string{"clock", "--channel", "middle", "--time", "5+3"}, 2,
			"blindchess: --channel \"middle\": both, left oder right angeben\n",
			"blindchess: --channel \"middle\": give both, left or right\n",
			"blindchess: --channel \"middle\": zadejte both, left nebo right\n"},
	}
	runNewUserCases(t, tests)
}
