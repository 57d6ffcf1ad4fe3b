package phonetic

// entry is the spelling of one fixed Word in each language. Units carry
// their grammatical forms: one is the singular ("Minute"), few the plural
// ("Minuten"; Czech: after 2–4, "minuty") and many the Czech genitive plural
// after 0 and 5 or more ("minut"); fem marks feminine units (German "eine",
// Czech "jedna", "dvě"). A word with agree forms agrees with the count
// said last before it, as a Czech participle does ("jedna sekunda
// spotřebována", "dvě sekundy spotřebovány", "pět sekund spotřebováno");
// its de, en and cs spelling is the one it has without a count.
type entry struct {
	name       string
	de, en, cs string
	unit       *unitForms
	agree      *unitForms
}

// unitForms are the forms of a unit noun in each language.
type unitForms struct {
	fem        bool      // feminine in German and Czech (masculine otherwise)
	de, en, cs [3]string // one, few, many (de and en: many == few)
}

// vocab is the read-only spelling table of the fixed vocabulary.
var vocab = [lastWord]entry{
	NoWord: {name: "NoWord"},

	FileA: {name: "FileA", de: "Anna", en: "Anna", cs: "Anna"},
	FileB: {name: "FileB", de: "Bella", en: "Bella", cs: "Bella"},
	FileC: {name: "FileC", de: "Cesar", en: "Cesar", cs: "Cesar"},
	FileD: {name: "FileD", de: "David", en: "David", cs: "David"},
	FileE: {name: "FileE", de: "Eva", en: "Eva", cs: "Eva"},
	FileF: {name: "FileF", de: "Felix", en: "Felix", cs: "Felix"},
	FileG: {name: "FileG", de: "Gustav", en: "Gustav", cs: "Gustav"},
	FileH: {name: "FileH", de: "Hector", en: "Hector", cs: "Hector"},

	Rank1: {name: "Rank1", de: "eins", en: "one", cs: "jedna"},
	Rank2: {name: "Rank2", de: "zwei", en: "two", cs: "dva"},
	Rank3: {name: "Rank3", de: "drei", en: "three", cs: "tři"},
	Rank4: {name: "Rank4", de: "vier", en: "four", cs: "čtyři"},
	Rank5: {name: "Rank5", de: "fünf", en: "five", cs: "pět"},
	Rank6: {name: "Rank6", de: "sechs", en: "six", cs: "šest"},
	Rank7: {name: "Rank7", de: "sieben", en: "seven", cs: "sedm"},
	Rank8: {name: "Rank8", de: "acht", en: "eight", cs: "osm"},

	King:   {name: "King", de: "König", en: "King", cs: "Král"},
	Queen:  {name: "Queen", de: "Dame", en: "Queen", cs: "Dáma"},
	Rook:   {name: "Rook", de: "Turm", en: "Rook", cs: "Věž"},
	Bishop: {name: "Bishop", de: "Läufer", en: "Bishop", cs: "Střelec"},
	Knight: {name: "Knight", de: "Springer", en: "Knight", cs: "Jezdec"},
	Pawn:   {name: "Pawn", de: "Bauer", en: "Pawn", cs: "Pěšec"},

	Takes:       {name: "Takes", de: "schlägt", en: "takes", cs: "bere"},
	Check:       {name: "Check", de: "Schach", en: "check", cs: "šach"},
	Mate:        {name: "Mate", de: "Matt", en: "mate", cs: "mat"},
	EnPassant:   {name: "EnPassant", de: "en passant", en: "en passant", cs: "mimochodem"},
	CastleShort: {name: "CastleShort", de: "Kurze Rochade", en: "Short castling", cs: "Krátká rošáda"},
	CastleLong:  {name: "CastleLong", de: "Lange Rochade", en: "Long castling", cs: "Dlouhá rošáda"},
	Stalemate:   {name: "Stalemate", de: "Patt", en: "stalemate", cs: "pat"},
	Draw:        {name: "Draw", de: "Remis", en: "draw", cs: "remíza"},
	Wins:        {name: "Wins", de: "gewinnt", en: "wins", cs: "vyhrává"},
	Resigns:     {name: "Resigns", de: "gibt auf", en: "resigns", cs: "se vzdává"},

	White: {name: "White", de: "Weiß", en: "White", cs: "Bílý"},
	Black: {name: "Black", de: "Schwarz", en: "Black", cs: "Černý"},

	Hours: {name: "Hours", unit: &unitForms{fem: true,
		de: [3]string{"Stunde", "Stunden", "Stunden"},
		en: [3]string{"hour", "hours", "hours"},
		cs: [3]string{"hodina", "hodiny", "hodin"}}},
	Minutes: {name: "Minutes", unit: &unitForms{fem: true,
		de: [3]string{"Minute", "Minuten", "Minuten"},
		en: [3]string{"minute", "minutes", "minutes"},
		cs: [3]string{"minuta", "minuty", "minut"}}},
	Seconds: {name: "Seconds", unit: &unitForms{fem: true,
		de: [3]string{"Sekunde", "Sekunden", "Sekunden"},
		en: [3]string{"second", "seconds", "seconds"},
		cs: [3]string{"sekunda", "sekundy", "sekund"}}},
	Moves: {name: "Moves", unit: &unitForms{
		de: [3]string{"Zug", "Züge", "Züge"},
		en: [3]string{"move", "moves", "moves"},
		cs: [3]string{"tah", "tahy", "tahů"}}},

	MoveLabel:   {name: "MoveLabel", de: "Zug", en: "move", cs: "tah"},
	PeriodLabel: {name: "PeriodLabel", de: "Periode", en: "period", cs: "perioda"},

	Comma: {name: "Comma", de: ",", en: ",", cs: ","},

	ToMove:             {name: "ToMove", de: "am Zug", en: "to move", cs: "na tahu"},
	TimeControl:        {name: "TimeControl", de: "Zeitkontrolle", en: "time control", cs: "časová kontrola"},
	TimeControlReached: {name: "TimeControlReached", de: "Zeitkontrolle erreicht", en: "time control reached", cs: "časová kontrola dosažena"},
	ToTimeControl:      {name: "ToTimeControl", de: "bis zur Zeitkontrolle", en: "to the time control", cs: "do časové kontroly"},
	Added:              {name: "Added", de: "dazu", en: "added", cs: "navíc"},
	Used: {name: "Used", de: "verbraucht", en: "used", cs: "spotřebováno", agree: &unitForms{
		de: [3]string{"verbraucht", "verbraucht", "verbraucht"},
		en: [3]string{"used", "used", "used"},
		cs: [3]string{"spotřebována", "spotřebovány", "spotřebováno"}}},
	FlagFell:           {name: "FlagFell", de: "Zeit abgelaufen", en: "flag fell", cs: "čas vypršel"},
	CallArbiter:        {name: "CallArbiter", de: "Schiedsrichter rufen", en: "call the arbiter", cs: "zavolejte rozhodčího"},
	ClockPaused:        {name: "ClockPaused", de: "Uhr angehalten", en: "clock paused", cs: "hodiny zastaveny"},
	ClockResumed:       {name: "ClockResumed", de: "Uhr läuft weiter", en: "clock resumed", cs: "hodiny znovu běží"},
	ClockStarted:       {name: "ClockStarted", de: "Uhr gestartet", en: "clock started", cs: "hodiny spuštěny"},
	Delay:              {name: "Delay", de: "Verzögerung", en: "delay", cs: "zpoždění"},
	BronsteinDelay:     {name: "BronsteinDelay", de: "Bronstein-Verzögerung", en: "Bronstein delay", cs: "Bronsteinovo zpoždění"},
	MainTime:           {name: "MainTime", de: "Hauptzeit", en: "main time", cs: "hlavní čas"},
	Increment:          {name: "Increment", de: "Inkrement", en: "increment", cs: "přídavek"},
	Penalty:            {name: "Penalty", de: "Zeitstrafe", en: "time penalty", cs: "časová penalizace"},
	ScoresheetOptional: {name: "ScoresheetOptional", de: "Mitschreiben nicht mehr Pflicht", en: "scoresheet no longer required", cs: "zápis už není povinný"},
	GameOver:           {name: "GameOver", de: "Partie beendet", en: "game over", cs: "konec partie"},
	Then:               {name: "Then", de: "dann", en: "then", cs: "potom"},
	Repeated:           {name: "Repeated", de: "wiederholt", en: "repeated", cs: "opakovaně"},

	Square:          {name: "Square", de: "Feld", en: "square", cs: "pole"},
	Piece:           {name: "Piece", de: "Stein", en: "piece", cs: "kámen"},
	On:              {name: "On", de: "auf", en: "on", cs: "na"},
	From:            {name: "From", de: "von", en: "from", cs: "z"},
	To:              {name: "To", de: "nach", en: "to", cs: "na"},
	And:             {name: "And", de: "und", en: "and", cs: "a"},
	Expected:        {name: "Expected", de: "erwartet", en: "expected", cs: "očekáváno"},
	Found:           {name: "Found", de: "gefunden", en: "found", cs: "nalezeno"},
	Empty:           {name: "Empty", de: "leer", en: "empty", cs: "prázdné"},
	Missing:         {name: "Missing", de: "fehlt", en: "missing", cs: "chybí"},
	Extra:           {name: "Extra", de: "zu viel", en: "extra", cs: "navíc"},
	Lifted:          {name: "Lifted", de: "angehoben", en: "lifted", cs: "zvednut"},
	Placed:          {name: "Placed", de: "gesetzt", en: "placed", cs: "položen"},
	Touched:         {name: "Touched", de: "berührt", en: "touched", cs: "dotknut"},
	BoardsMatch:     {name: "BoardsMatch", de: "Bretter stimmen überein", en: "boards match", cs: "šachovnice souhlasí"},
	BoardsDiffer:    {name: "BoardsDiffer", de: "Bretter verschieden", en: "boards differ", cs: "šachovnice se liší"},
	TactileBoard:    {name: "TactileBoard", de: "Steckbrett", en: "tactile board", cs: "hmatová šachovnice"},
	SightedBoard:    {name: "SightedBoard", de: "Brett des Sehenden", en: "sighted board", cs: "šachovnice vidícího"},
	IllegalMove:     {name: "IllegalMove", de: "unmöglicher Zug", en: "illegal move", cs: "nemožný tah"},
	Connected:       {name: "Connected", de: "verbunden", en: "connected", cs: "připojeno"},
	Disconnected:    {name: "Disconnected", de: "Verbindung unterbrochen", en: "connection lost", cs: "spojení přerušeno"},
	NotUnderstood:   {name: "NotUnderstood", de: "nicht verstanden", en: "not understood", cs: "nerozumím"},
	TouchedFeminine: {name: "TouchedFeminine", de: "berührt", en: "touched", cs: "dotknuta"},
}

// natoFiles are the file names of the nato style.
var natoFiles = [8]string{"Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"}
