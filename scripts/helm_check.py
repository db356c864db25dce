"""Render the chart with the default and the GPU values, lint it, validate every manifest against
the Kubernetes schemas, and check what an operator relies on (``make helm-check``).

    python scripts/helm_check.py [--out DIR]

Needs ``helm-python-sdk`` (Helm's Go SDK through ctypes; no ``helm`` binary) and
``kubernetes-validate`` (bundled schemas), which ``make helm-check`` installs in .venv-helm.
KEDA's and the Prometheus Operator's custom resources are validated with pydantic models
generated from their CRDs (``cloudcoil.models.keda``, ``cloudcoil.models.prometheus_operator``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
CHART = ROOT / "helm"
KUBE_VERSION = "1.30.0"
INGEST_SOFT_LIMIT_S = 3600  # footnote.shared.config.Settings.ingest_soft_time_limit_s


def render(values_files: list[Path]) -> list[dict]:
    import helm_python as helm

    values: dict = {}
    for f in values_files:
        values = _merge(values, yaml.safe_load(f.read_text()) or {})
    chart = helm.Chart.load(str(CHART))
    chart.validate_schema(values)  # values.schema.json: types, required keys, no ":latest" image
    manifests = chart.render(values, name="fn", namespace="footnote", is_install=True)
    docs = []
    for path, text in sorted(manifests.items()):
        for doc in yaml.safe_load_all(text):
            if doc:
                doc["__template"] = path
                docs.append(doc)
    return docs


def _merge(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


# custom resources -> the module of pydantic models generated from their CRDs (cloudcoil)
CRD_MODELS = {
    ("keda.sh/v1alpha1", "ScaledObject"): "cloudcoil.models.keda.v1alpha1",
    ("keda.sh/v1alpha1", "TriggerAuthentication"): "cloudcoil.models.keda.v1alpha1",
    ("monitoring.coreos.com/v1", "ServiceMonitor"): "cloudcoil.models.prometheus_operator.v1",
    ("monitoring.coreos.com/v1", "PrometheusRule"): "cloudcoil.models.prometheus_operator.v1",
}


def validate_crd(body: dict) -> list[str]:
    """A custom resource against its CRD's schema: types strictly (a quoted number is not an
    integer), and no field the CRD does not define (the models ignore unknown fields, so a
    round trip that loses a key means the key is unknown - a typo the API server would prune)."""
    import importlib

    import pydantic

    model = getattr(importlib.import_module(CRD_MODELS[(body["apiVersion"], body["kind"])]), body["kind"])
    try:
        parsed = model.model_validate(body, strict=True)
    except pydantic.ValidationError as err:
        return [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors()]
    return [f"{path}: not a field of {body['kind']}" for path in
            _lost(body, parsed.model_dump(by_alias=True, exclude_unset=True, mode="json"))]


def _lost(given: object, kept: object, path: str = "") -> list[str]:
    if isinstance(given, dict):
        if not isinstance(kept, dict):
            return [path or "."]
        return [p for k, v in given.items() for p in
                ([f"{path}.{k}"] if k not in kept else _lost(v, kept[k], f"{path}.{k}"))]
    if isinstance(given, list) and isinstance(kept, list):
        pairs = enumerate(zip(given, kept, strict=False))
        return [p for i, (a, b) in pairs for p in _lost(a, b, f"{path}[{i}]")]
    return []


def validator_catches_mistakes() -> list[str]:
    """The CRD validation must fail on what it exists to catch; each miss is a problem."""
    so = {"apiVersion": "keda.sh/v1alpha1", "kind": "ScaledObject", "metadata": {"name": "x"},
          "spec": {"scaleTargetRef": {"name": "w"}, "triggers": [{"type": "postgresql", "metadata": {"query": "q"}}]}}
    mistakes = {
        "a misspelt field (minReplicas)": {**so, "spec": {**so["spec"], "minReplicas": 2}},
        "a quoted number": {**so, "spec": {**so["spec"], "maxReplicaCount": "10"}},
        "a trigger without its type": {**so, "spec": {**so["spec"], "triggers": [{"metadata": {"query": "q"}}]}},
        "a ServiceMonitor endpoint field that does not exist": {
            "apiVersion": "monitoring.coreos.com/v1", "kind": "ServiceMonitor", "metadata": {"name": "m"},
            "spec": {"selector": {}, "endpoints": [{"port": "http", "scrapeEvery": "15s"}]}},
    }
    missed = [f"CRD validation missed {what}" for what, body in mistakes.items() if not validate_crd(body)]
    if validate_crd(so):
        missed.append(f"CRD validation refused a valid ScaledObject: {validate_crd(so)}")
    return missed


def check(docs: list[dict], values: dict) -> list[str]:
    """What must hold for an operator: each problem as one line."""
    import kubernetes_validate

    problems = []
    for d in docs:
        name = f"{d['kind']}/{d['metadata']['name']}"
        body = {k: v for k, v in d.items() if k != "__template"}
        if (d["apiVersion"], d["kind"]) in CRD_MODELS:
            problems += [f"{name}: {p}" for p in validate_crd(body)]
            if d["kind"] == "ScaledObject":
                spec = d["spec"]
                for key in ("minReplicaCount", "maxReplicaCount"):  # optional in the CRD, not here
                    if key not in spec:
                        problems.append(f"{name}: no {key}")
            continue
        if d["apiVersion"].startswith(("keda.sh/", "monitoring.coreos.com/")):
            problems.append(f"{name}: no schema to validate {d['apiVersion']} {d['kind']} against")
            continue
        try:
            kubernetes_validate.validate(body, KUBE_VERSION, strict=True)
        except Exception as err:  # noqa: BLE001 - report every invalid manifest
            problems.append(f"{name}: {str(err).splitlines()[0]}")
        pod = (d.get("spec", {}).get("template", {}) or {}).get("spec")
        if pod:
            gpus = 0
            for c in pod.get("containers", []):
                res = c.get("resources", {})
                if not res.get("requests") and not res.get("limits"):
                    problems.append(f"{name}: container {c['name']} has no resources")
                gpus += int(res.get("limits", {}).get("nvidia.com/gpu", 0))
                if c["name"] == "worker" and "livenessProbe" not in c:
                    problems.append(f"{name}: worker without a liveness probe")
            if gpus > 1:
                problems.append(f"{name}: asks for {gpus} GPUs (a one-GPU node cannot run it)")
    deployments = {d["metadata"]["name"] for d in docs if d["kind"] == "Deployment"}
    scaled = {d["spec"]["scaleTargetRef"]["name"] for d in docs if d["kind"] == "ScaledObject"}
    for pool, w in values["workers"].items():
        dep = f"fn-worker-{pool}"
        if w.get("enabled", True) is False:
            if dep in deployments:
                problems.append(f"pool {pool} is disabled but rendered")
            continue
        if dep not in deployments:
            problems.append(f"pool {pool} has no Deployment")
        autoscaled = values.get("autoscaling", {})
        if autoscaled.get("enabled") and pool in autoscaled["pools"] and dep not in scaled:
            problems.append(f"pool {pool} has no ScaledObject")
    ingest_limit = int(values.get("settings", {}).get("FOOTNOTE_INGEST_SOFT_TIME_LIMIT_S", INGEST_SOFT_LIMIT_S))
    for d in docs:  # a pod told to stop may finish the longest ingest it can be running
        pod = d.get("spec", {}).get("template", {}).get("spec", {})
        args = [a for c in pod.get("containers", []) for a in c.get("args", [])]
        queues = args[args.index("--queues") + 1].split(",") if "--queues" in args else []
        grace = pod.get("terminationGracePeriodSeconds", 30)
        if d["kind"] == "Deployment" and "ingest" in queues and grace < ingest_limit:
            problems.append(f"{d['metadata']['name']}: grace period under the ingest time limit ({ingest_limit} s)")
    consumed = {q for w in values["workers"].values() if w.get("enabled", True) is not False for q in w["queues"]}
    problems += [f"queue {q} has no enabled pool" for q in values["queues"] if q not in consumed]
    return problems


def main() -> int:
    import helm_python as helm

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=None, help="write each rendering here (one YAML per values set)")
    args = ap.parse_args()
    failed = False
    report = helm.lint(str(CHART), strict=True)
    for m in report.get("messages", []):
        print(f"lint: {m}")
    failed |= bool(report.get("errors"))
    for miss in validator_catches_mistakes():
        print(miss)
        failed = True
    base = CHART / "values.yaml"
    for label, files in {"default": [base], "gpu": [base, CHART / "values-gpu.yaml"],
                         "no-generate": [base, None]}.items():
        if label == "no-generate":  # a disabled pool renders nothing (its Service neither)
            off = ROOT / ".helm-no-generate.yaml"
            off.write_text("workers:\n  generate:\n    enabled: false\nqueues: [realtime, batch, ingest]\n")
            files = [base, off]
        docs = render(files)
        values: dict = {}
        for f in files:
            values = _merge(values, yaml.safe_load(f.read_text()) or {})
        problems = check(docs, values)
        if label == "no-generate":
            problems += [f"{d['kind']}/{d['metadata']['name']} rendered for the disabled pool" for d in docs
                         if "vllm" in d["metadata"]["name"] or "generate" in d["metadata"]["name"]]
            off.unlink()
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            text = yaml.safe_dump_all([{k: v for k, v in d.items() if k != "__template"} for d in docs])
            (args.out / f"{label}.yaml").write_text(text)
        print(f"{label}: {len(docs)} manifests, {len(problems)} problems")
        for p in problems:
            print(f"  {p}")
        failed |= bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
