# Wheel of Fate. `make run` plays; `make test` runs every check.
GO      ?= go
BIN     := ./wheeloffate
PKGS    := ./...

.PHONY: run build test test-unit test-window lint bench fuzz soak deps-run deps-test

run: deps-run build
	$(BIN)

build:
	$(GO) build -o $(BIN) .

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi
	$(GO) vet $(PKGS)

test-unit:
	$(GO) test -count=1 $(PKGS)

test: deps-test lint test-unit
	@echo "make test: all checks passed"

bench:
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 ./engine/...

# Long fuzzing: each target for FUZZTIME (default 5 minutes).
FUZZTIME ?= 5m
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzLifeActions -fuzztime $(FUZZTIME) ./engine/life
	$(GO) test -run '^$$' -fuzz FuzzReplay -fuzztime $(FUZZTIME) ./engine/replay

# A million seeded games with the invariants checked after every action.
soak: build
	$(BIN) sim -ruleset life -players 4 -games 1000000 -seed 1000 -player random
	$(BIN) sim -ruleset life -players 6 -games 100000 -seed 3000
	$(BIN) sim -ruleset life-duel -players 2 -games 250000 -seed 2000 -player random
	$(BIN) sim -ruleset life-duel -players 2 -games 100000 -seed 4000
