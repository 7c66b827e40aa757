# Wheel of Fate. `make run` plays; `make test` runs every check.
GO      ?= go
BIN     := ./wheeloffate
PKGS    := ./...
XVFB    := xvfb-run -a -s "-screen 0 1280x720x24"
# Tests and shots run with no sound device configured, as on a server.
NOSOUND := env -u ALSA_CONFIG_PATH -u WHEELOFFATE_SOUND

.PHONY: run build test test-unit test-window test-web lint bench fuzz soak shots web serve deps-run deps-test deps-web

run: deps-run build
	$(BIN)

build:
	$(GO) build -o $(BIN) .

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

deps-web:
	@scripts/deps.sh web

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi
	@$(GO) mod tidy -diff >/dev/null || { echo "go.mod/go.sum are not tidy: run go mod tidy"; exit 1; }
	$(GO) vet $(PKGS)
	GOOS=js GOARCH=wasm $(GO) vet . ./game/... ./scenes/... ./wasm/...

test-unit:
	$(GO) test -count=1 $(PKGS)

# The real window and real drawing, under Xvfb.
test-window: build
	$(NOSOUND) $(XVFB) $(GO) test -count=1 -tags xvfb . ./scenes/... ./game/... ./racetest/

# The browser build in Debian's chromium.
test-web: web
	cd wasm && npm ci --no-audit --no-fund --silent
	cd wasm && npm test

test: deps-test lint test-unit test-window test-web
	@echo "make test: all checks passed"

# The browser build into dist/web.
web: deps-web
	BROTLI_QUALITY=$${BROTLI_QUALITY:-9} wasm/build.sh dist/web

# Serves dist/web on 127.0.0.1:8080 (loopback only).
serve: web
	$(GO) run ./wasm/cmd/serve -dir dist/web -addr 127.0.0.1:8080

# A PNG of every scene at each window size, into shots/WxH/: a small
# window, a phone upright and sideways, a desktop and a large monitor.
# The screen is large enough for the largest window.
SHOT_SIZES := 320x240 390x844 844x390 1280x720 2560x1440
shots: deps-test build
	for s in $(SHOT_SIZES); do \
	  $(NOSOUND) xvfb-run -a -s "-screen 0 2600x1500x24" $(BIN) shots -out shots/$$s -size $$s || exit 1; \
	done

# Engine figures, then the board scene's Update+Draw per tick during a spin
# (needs a real GL context, so under Xvfb).
bench: deps-test
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 ./engine/...
	$(NOSOUND) $(XVFB) $(GO) test -tags xvfb -run '^$$' -bench BoardSpinTick -benchtime 600x -count 3 -cpu 1 ./scenes/
	$(NOSOUND) $(XVFB) $(GO) test -tags xvfb -run '^$$' -bench RasteriseTitleGlyphs -benchmem -benchtime 500x -count 3 -cpu 1 -gcflags=wheeloffate/...=-l ./game/ui/

# Long fuzzing: each target for FUZZTIME (default 5 minutes).
FUZZTIME ?= 5m
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzLifeActions -fuzztime $(FUZZTIME) ./engine/life
	$(GO) test -run '^$$' -fuzz FuzzBrokeActions -fuzztime $(FUZZTIME) ./engine/broke
	$(GO) test -run '^$$' -fuzz FuzzGamblerActions -fuzztime $(FUZZTIME) ./engine/gambler
	$(GO) test -run '^$$' -fuzz FuzzMillionActions -fuzztime $(FUZZTIME) ./engine/million
	$(GO) test -run '^$$' -fuzz FuzzReplay -fuzztime $(FUZZTIME) ./engine/replay
	$(GO) test -run '^$$' -fuzz FuzzLink -fuzztime $(FUZZTIME) ./engine/replay
	$(GO) test -run '^$$' -fuzz FuzzCleanNamePassesTheRule -fuzztime $(FUZZTIME) ./engine/replay
	$(GO) test -run '^$$' -fuzz FuzzViewer -fuzztime $(FUZZTIME) ./game/match

# A million seeded games with the invariants checked after every action.
soak: build
	$(BIN) sim -ruleset life -players 4 -games 1000000 -seed 1000 -player random
	$(BIN) sim -ruleset life -players 6 -games 100000 -seed 3000
	$(BIN) sim -ruleset life-duel -players 2 -games 250000 -seed 2000 -player random
	$(BIN) sim -ruleset life-duel -players 2 -games 100000 -seed 4000
	$(BIN) sim -ruleset broke -players 5 -games 200000 -seed 5000 -player random
	$(BIN) sim -ruleset broke -players 4 -games 200000 -seed 6000
	$(BIN) sim -ruleset gambler -players 4 -games 200000 -seed 7000 -player random
	$(BIN) sim -ruleset gambler -players 2 -games 200000 -seed 8000
	$(BIN) sim -ruleset million -players 4 -games 100000 -seed 9000 -player random
	$(BIN) sim -ruleset million -players 3 -games 100000 -seed 10000
