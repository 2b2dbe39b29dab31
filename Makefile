# rulebot — every target installs what it needs into .venv first.
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false
# Hypothesis draws the same examples every run here (tests/conftest.py `ci`); run pytest
# yourself for new random ones (`dev`).
export HYPOTHESIS_PROFILE ?= ci

.PHONY: install bytecode test checks lint typecheck unit eval run index clean browser

$(STAMP): pyproject.toml requirements.lock
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	# torch first, pinned: the CPU build on this machine's disk (pip finds it there, uv does
	# not look); never an unpinned (CUDA) torch. Then uv installs the rest from the lock
	# (the installed torch satisfies the lock's pin): 30 s instead of pip's 60-100.
	$(BIN)/pip install --quiet --disable-pip-version-check torch==2.13.0 uv==0.13.9
	# --compile-bytecode: uv, unlike pip, leaves the packages as sources, and a process
	# that cannot write bytecode (PYTHONDONTWRITEBYTECODE) compiled numpy, scipy and
	# onnxruntime's Python again at each start (0.6 s instead of 0.25 before a question)
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -c requirements.lock -e ".[dev]"
	touch $(STAMP)

# rulebot's own sources, compiled where they changed (the editable install leaves them)
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q rulebot

install: $(STAMP) bytecode

lint: $(STAMP)
	$(BIN)/ruff check rulebot tests scripts
	$(BIN)/ruff format --check rulebot tests scripts

typecheck: $(STAMP)
	$(BIN)/mypy rulebot

# The e2e tests drive Debian's chromium (never `playwright install`); CI runs as root.
browser:
	test -x /usr/bin/chromium || (apt-get update && apt-get install -y chromium)

unit: $(STAMP) bytecode browser
	$(BIN)/pytest

# The held-out evaluation sets in one process (one bot, the index loaded once), figures
# only: test, holdout (written later without seeing the system's failures), blind_2 and
# every check half of the blind sets (eval/sets/) and phrasing sets (eval/phrasings/),
# the sets the learned decisions never see, each held to its floor in eval/floors.yaml
# (the items it passed when last measured: quality can only go up). The tune halves are
# training data: `make eval EVAL_SETS=all` scores every set. Raise a floor when its set
# rises (`--write-floors`). Reports land in reports/eval/<set>/. --no-items is implied:
# held-out items are never printed.
EVAL_SETS ?= held-out
eval: $(STAMP) bytecode
	$(BIN)/rulebot eval --sets $(EVAL_SETS) --floors eval/floors.yaml --report reports/eval

# The index and the learned decisions are built first (10 s), so that nothing builds them
# twice; then pytest keeps one core busy while ruff, mypy and the evaluation take turns on
# the other (pytest first: it is the longest), each output line whole.
checks: lint typecheck

test: $(STAMP) browser
	$(MAKE) --no-print-directory index
	$(MAKE) --no-print-directory -j2 --output-sync=line unit checks eval

index: $(STAMP) bytecode
	$(BIN)/rulebot index

# make run PORT=8080 HOST=0.0.0.0
PORT ?= 8000
HOST ?= 127.0.0.1
run: $(STAMP) bytecode
	$(BIN)/rulebot serve --host $(HOST) --port $(PORT)

clean:
	rm -rf $(VENV) .rulebot .pytest_cache .mypy_cache .ruff_cache
