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

# A million seeded games with the invariants checked after every action.
soak: build
	$(BIN) sim -ruleset life -players 4 -games 1000000 -seed 1000 -player random
	$(BIN) sim -ruleset life -players 4 -games 250000 -seed 2000
