#!/usr/bin/env bash
# Regenerate the Python client (clients/python) from the API's OpenAPI document.
# tests/unit/api/test_client_spec.py fails when clients/openapi.json no longer matches the
# document the API serves: run this, then commit both.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
GEN_VENV=$(realpath -m "${GEN_VENV:-.venv-client-gen}")
"$PY" -c "
import json
from footnote.services.api.openapi import document
open('clients/openapi.json', 'w').write(json.dumps(document(), indent=2, sort_keys=True) + '\n')
"
if [ ! -x "$GEN_VENV/bin/openapi-python-client" ]; then
  python3 -m venv "$GEN_VENV"
  "$GEN_VENV/bin/pip" install -q "openapi-python-client==0.29.1"
fi
config=$(mktemp)
trap 'rm -f "$config"' EXIT
printf 'project_name_override: footnote-client\npackage_name_override: footnote_client\n' > "$config"
rm -rf clients/python
(cd clients && "$GEN_VENV/bin/openapi-python-client" generate --path openapi.json --config "$config" \
  --output-path python --meta setup)
echo "clients/python regenerated from clients/openapi.json"
