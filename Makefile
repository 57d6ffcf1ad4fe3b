# blindchess — build, test and measure.
# `make run` starts the main job; `make test` is the test command CI runs.

GO        ?= go
BIN       := bin/blindchess
VERSION   := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT    := $(shell git rev-parse HEAD 2>/dev/null)
LDFLAGS   := -X main.version=$(VERSION) -X main.commit=$(COMMIT)
# Seconds of fuzzing per fuzz target: short in `make test`, long in `make test-long`.
FUZZTIME      ?= 2
FUZZTIME_LONG ?= 60

# Debian/Ubuntu packages the build and the tests need. One per line so that
# parallel work can add to it without conflicts.
APT_PACKAGES := \
	build-essential \
	pkg-config \
	stockfish \
	bc \
	libasound2-dev \
	espeak-ng \
	speech-dispatcher \
	speech-dispatcher-espeak-ng \
	sox \
	pgn-extract \
	portaudio19-dev \
	libpocketsphinx-dev \
	libsphinxbase-dev \
	pocketsphinx-en-us \
	brltty \
	time \
	groff-base \
	bash-completion \
	zsh \
	fish \

# Packages only the long suites and the benchmarks need (Debian's fortunes
# and word lists as conversation the voice bench must not take for moves,
# Wine for the Windows build, mingw for Wine's missing DLL stand-in, qemu
# for linux/arm64): kept out of `make test`, so CI does not download them.
APT_PACKAGES_LONG := \
	fortunes-de \
	fortunes-cs \
	fortunes-min \
	wngerman \
	wamerican \
	hunspell-cs \
	wine64 \
	chromium \
	nodejs \
	npm \
	gcc-mingw-w64-x86-64-win32 \
	qemu-user-static \

# Where `make install` puts the program, its manual page and the shell
# completions: $(DESTDIR)$(PREFIX)/bin, /share/man/man1, and each shell's
# completion folder under /share.
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR      = $(PREFIX)/bin
MANDIR      = $(PREFIX)/share/man
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  = $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR = $(PREFIX)/share/fish/vendor_completions.d

.PHONY: all deps deps-long build run test test-long fuzz bench lint fmt clean install uninstall cross dist

all: build

## deps: install what the build and tests need (apt-get on Debian/Ubuntu as root; otherwise prints what to install)
deps:
	@$(call apt_install,$(APT_PACKAGES))
	$(GO) mod download

## deps-long: deps, and what `make test-long` and `make bench` need besides (fortunes, Wine, mingw, qemu)
deps-long: deps
	@$(call apt_install,$(APT_PACKAGES_LONG))
	./scripts/a11y-deps.sh

# apt_install installs the packages of $(1) that are missing, or lists them
# where apt-get cannot be used.
define apt_install
if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "deps: installing$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else echo "deps: all packages present"; fi; \
else \
	echo "deps: not Debian/Ubuntu as root. Please install: Go 1.26+, a C compiler,$(foreach p,$(1), $(p)) (or your system's equivalents)."; \
fi
endef

## build: build bin/blindchess
build:
	$(GO) build -buildvcs=auto -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/blindchess

## install: build, then install the program, its manual page (blindchess man; en, de, cs) and the bash, zsh and fish completions under $(DESTDIR)$(PREFIX) (PREFIX=/usr/local)
install: build
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/de/man1 $(DESTDIR)$(MANDIR)/cs/man1 $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/blindchess
	$(BIN) man --lang en > $(DESTDIR)$(MANDIR)/man1/blindchess.1
	$(BIN) man --lang de > $(DESTDIR)$(MANDIR)/de/man1/blindchess.1
	$(BIN) man --lang cs > $(DESTDIR)$(MANDIR)/cs/man1/blindchess.1
	$(BIN) completion bash > $(DESTDIR)$(BASHCOMPDIR)/blindchess
	$(BIN) completion zsh > $(DESTDIR)$(ZSHCOMPDIR)/_blindchess
	$(BIN) completion fish > $(DESTDIR)$(FISHCOMPDIR)/blindchess.fish
	chmod 644 $(DESTDIR)$(MANDIR)/man1/blindchess.1 $(DESTDIR)$(MANDIR)/de/man1/blindchess.1 $(DESTDIR)$(MANDIR)/cs/man1/blindchess.1 $(DESTDIR)$(BASHCOMPDIR)/blindchess $(DESTDIR)$(ZSHCOMPDIR)/_blindchess $(DESTDIR)$(FISHCOMPDIR)/blindchess.fish

## uninstall: remove what install put under $(DESTDIR)$(PREFIX)
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/blindchess $(DESTDIR)$(MANDIR)/man1/blindchess.1 $(DESTDIR)$(MANDIR)/de/man1/blindchess.1 $(DESTDIR)$(MANDIR)/cs/man1/blindchess.1 $(DESTDIR)$(BASHCOMPDIR)/blindchess $(DESTDIR)$(ZSHCOMPDIR)/_blindchess $(DESTDIR)$(FISHCOMPDIR)/blindchess.fish

## run: start the main job
run: deps build
	@echo "make run: starting 'blindchess play' — type moves (e4, Sf3, springer felix drei) and commands (help); options: make run PLAY_ARGS=\"--time 90+30 --white Anna --black Bert\"."
	./$(BIN) play $(PLAY_ARGS)

## test: install deps, lint, and run every test (the command CI runs)
test: deps lint
	$(GO) test -count=1 -timeout 20m ./...
	GO=$(GO) ./scripts/cross.sh
	GO=$(GO) ./scripts/fuzz.sh $(FUZZTIME)

## test-long: the deep suites (perft to higher depths and more), the suites as Windows binaries under Wine and as linux/arm64 under qemu (scripts/wine.sh, scripts/qemu.sh), and every fuzz target for a minute
test-long: deps-long
	BLINDCHESS_LONG=1 $(GO) test -count=1 -timeout 120m -skip 'TestHostileDevicesLong' ./...
	@mkdir -p bin; BLINDCHESS_LONG=1 $(GO) test -count=1 -timeout 30m -run 'TestHostileDevicesLong' -v ./cmd/blindchess >bin/hostile-devices.log 2>&1; s=$$?; \
		grep -E '^(hostile devices|--- FAIL|FAIL|ok)' bin/hostile-devices.log; [ $$s = 0 ] || { echo "the hostile-device suite failed: see bin/hostile-devices.log"; exit $$s; }
	GO=$(GO) ./scripts/wine.sh
	GO=$(GO) ./scripts/qemu.sh
	GO=$(GO) ./scripts/dist.sh --check
	GO=$(GO) ./scripts/fuzz.sh $(FUZZTIME_LONG)

## dist: the release archives in dist/, one per platform (program without cgo, README, docs, man pages, completions) and SHA256SUMS; the same bytes every time (scripts/dist.sh)
dist:
	GO=$(GO) ./scripts/dist.sh dist

## cross: build and vet without cgo for Windows, macOS and Linux on amd64 and arm64 (scripts/cross.sh)
cross:
	GO=$(GO) ./scripts/cross.sh

## fuzz: run every fuzz target for FUZZTIME seconds (scripts/fuzz.sh; `make fuzz FUZZTIME=600` for longer)
fuzz:
	GO=$(GO) ./scripts/fuzz.sh $(FUZZTIME)

## bench: benchmarks, side by side with peers where one exists
bench: deps-long build
	$(GO) test -run '^$$' -bench . -benchmem ./...
	BLINDCHESS_TIMING=1 $(GO) test -count=1 -run 'Lateness' -v ./internal/talkclock | grep -E 'lateness|ok|FAIL'
	BLINDCHESS_VOICEBENCH=1 BLINDCHESS_VOICEBENCH_VOICES=more $(GO) test -count=1 -timeout 120m -run 'RoundTripBench' -v ./internal/voice | grep -E 'round trip|ok|FAIL'
	./scripts/bench-perft.sh ./$(BIN)
	./scripts/bench-pgn.sh ./$(BIN)
	./scripts/bench-memory.sh ./$(BIN)
	BLINDCHESS_LONG=1 $(GO) test -count=1 -timeout 10m -run 'TestLoad64' -v ./internal/hub | grep -E 'tables|latency|hub CPU|ok|FAIL'
	GO=$(GO) ./scripts/bench-arm64.sh

## lint: gofmt, go vet and staticcheck
lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
		if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin dist

.PHONY: audio
## audio: regenerate the embedded clips in audio/clips from espeak-ng (see docs/speech.md); commit the result
audio:
	$(GO) run ./audio/gen -out audio/clips -manifest audio/manifest.tsv
