"""BM25 k1/b on a dev split, and the fidelity gap to ``bm25s`` at every setting.

    python benchmarks/bm25_params.py /work/shared/data/scifact-subset

Needs the corpus already ingested by ``footnote eval`` (same FOOTNOTE_HOME and model).
Queries split as in ``fusion_tuning.py`` (sha1 of the id: dev even, test odd).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

from footnote.shared.retrieval.metrics import dedupe, evaluate


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus_dir", type=Path)
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).parent))
    from fusion_tuning import split

    from footnote.shared.config import get_settings
    from footnote.shared.evaluation.beir import load_beir
    from footnote.shared.evaluation.runs import PASSAGE, bm25s_run, eval_settings, scratch_tenant
    from footnote.shared.retrieval.keyword import keyword_search
    from footnote.shared.runtime import open_runtime

    data = load_beir(args.corpus_dir)
    rt = open_runtime(get_settings(), redis=False)
    settings = eval_settings(rt.settings, data)
    tenant = scratch_tenant(data, rt.embedder, settings)
    from sqlalchemy import text

    with rt.session() as s:
        chunk_doc = {
            int(r.id): r.origin.removeprefix("beir:")
            for r in s.execute(
                text("SELECT ch.id, so.origin FROM chunks ch JOIN sources so ON so.id = ch.source_id "
                     "WHERE ch.tenant_id = :t"), {"t": tenant}
            )
        }
    if not chunk_doc:
        raise SystemExit(f"tenant {tenant} is empty: run footnote eval {args.corpus_dir} first")
    qids = sorted(q for q in data.qrels if q in data.queries)
    dev, test = split(qids)
    print(f"{'k1':>5}{'b':>6}{'pg dev':>9}{'pg test':>9}{'pg all':>9}{'bm25s all':>11}{'gap':>8}")
    for k1, b in itertools.product((0.9, 1.2, 1.5), (0.5, 0.75, 0.9)):
        run = {}
        with rt.session() as s:
            for q in qids:
                cands = keyword_search(session=s, tenant_id=tenant, query=data.queries[q], limit=100,
                                       filters=PASSAGE, k1=k1, b=b, config=settings.text_search_config)
                run[q] = dedupe([chunk_doc[c.chunk_id] for c in cands])
        ref = evaluate(bm25s_run(data, qids, k1=k1, b=b), data.qrels, qids).ndcg_at_10
        d, t, a = (evaluate(run, data.qrels, ids).ndcg_at_10 for ids in (dev, test, qids))
        print(f"{k1:>5}{b:>6}{d:>9.4f}{t:>9.4f}{a:>9.4f}{ref:>11.4f}{a - ref:>+8.4f}")
    rt.close()


if __name__ == "__main__":
    main()
