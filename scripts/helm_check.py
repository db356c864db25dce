"""Render the chart with the default and the GPU values, lint it, validate every manifest against
the Kubernetes schemas, and check what an operator relies on (``make helm-check``).

    python scripts/helm_check.py [--out DIR]

Needs ``helm-python-sdk`` (Helm's Go SDK through ctypes; no ``helm`` binary) and
``kubernetes-validate`` (bundled schemas), which ``make helm-check`` installs in .venv-helm.
KEDA's objects are checked against their required fields here (its CRD schema is not bundled).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
CHART = ROOT / "helm"
KUBE_VERSION = "1.30.0"


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


def check(docs: list[dict], values: dict) -> list[str]:
    """What must hold for an operator: each problem as one line."""
    import kubernetes_validate

    problems = []
    for d in docs:
        name = f"{d['kind']}/{d['metadata']['name']}"
        body = {k: v for k, v in d.items() if k != "__template"}
        if d["apiVersion"].startswith("monitoring.coreos.com/"):
            continue  # Prometheus Operator objects: their CRD schemas are not bundled either
        if d["apiVersion"].startswith("keda.sh/"):
            if d["kind"] == "ScaledObject":
                spec = d["spec"]
                for key in ("scaleTargetRef", "minReplicaCount", "maxReplicaCount", "triggers"):
                    if key not in spec:
                        problems.append(f"{name}: no {key}")
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
