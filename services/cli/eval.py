"""``footnote eval CORPUS_DIR``: retrieval quality (nDCG@10, Recall@10/100, MRR) per mode plus
the ``bm25s`` and exact-numpy dense baselines, computed in the same run. ``--synthetic``: for a
corpus without queries, queries made from its own sentences at three levels (exact, light and
heavy paraphrase; ``footnote.shared.evaluation.synthetic``), Recall@1/5/10 and MRR per level."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from footnote.services.cli.common import emit_json, handle_errors, state


def _bar_chart(path: Path, groups: dict[str, dict], metrics: tuple[str, ...], title: str, legend: str) -> None:
    """One group of bars per row of ``groups`` (name -> {metric: value in 0..1}), one bar per metric."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as err:
        from footnote.shared.errors import ConfigError

        raise ConfigError("--plot needs matplotlib; pip install matplotlib (or .[dev])") from err
    names = list(groups)
    fig, ax = plt.subplots(figsize=(8, 4))
    width = 0.8 / len(metrics)
    for j, metric in enumerate(metrics):
        ax.bar([i + j * width for i in range(len(names))], [groups[n][metric] for n in names], width, label=metric)
    ax.set_xticks([i + (len(metrics) - 1) / 2 * width for i in range(len(names))], names)
    ax.set_ylim(0, 1)
    ax.legend(loc=legend)
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _plot(report: dict, path: Path) -> None:
    _bar_chart(path, {**report["modes"], **report["baselines"]}, ("ndcg@10", "recall@10", "recall@100", "mrr"),
               f"Retrieval quality ({report.get('meta', {}).get('n_queries', '?')} queries)", "lower right")


def _plot_levels(report: dict, path: Path) -> None:
    meta = report["meta"]
    _bar_chart(path, report["levels"], ("recall@1", "recall@5", "recall@10", "mrr"),
               f"Hybrid retrieval on synthetic queries ({meta['n_queries']} from "
               f"{meta.get('sampled_docs', meta.get('sampled_passages'))} docs, "
               f"{meta['paraphraser']})", "lower left")


def _judge_generator(settings: Any) -> Any:
    """The configured LLM, or a clear error: the extractive default cannot grade passages."""
    from footnote.shared.errors import ValidationError
    from footnote.shared.generation.generators.base import make_generator

    if settings.generator == "extractive":
        raise ValidationError(
            "--judge", "needs an LLM: set FOOTNOTE_GENERATOR=openai (with FOOTNOTE_OPENAI_BASE_URL) or vllm"
        )
    return make_generator(settings)


def _paraphraser(settings: Any) -> Any | None:
    """The configured LLM, which writes the light and heavy queries; None with the extractive default."""
    if settings.generator == "extractive":
        return None
    from footnote.shared.generation.generators.base import make_generator

    return make_generator(settings)


def _synthetic(
    corpus_dir: Path, *, sample: int, as_json: bool, plot_file: Path | None, baselines: bool | None = None
) -> None:
    from footnote.shared.evaluation.beir import load_corpus
    from footnote.shared.evaluation.runs import run_synthetic

    st = state()
    data = load_corpus(corpus_dir)
    for w in data.warnings:
        click.echo(f"warning: {w}", err=True)
    rt = st.runtime()
    generator = _paraphraser(st.settings)
    report = run_synthetic(runtime=rt, data=data, settings=st.settings, sample=sample, generator=generator,
                           say=lambda msg: click.echo(msg, err=True), baselines=baselines)
    if plot_file:
        _plot_levels(report, plot_file)
    if as_json:
        emit_json(report)
        return
    meta = report["meta"]
    click.echo(f"{corpus_dir}: {meta['n_queries']} synthetic queries from {meta['sampled_docs']} of "
               f"{meta['n_docs']} docs ({meta['paraphraser']}), model {meta['embedding_model']}")
    _print_levels(report)
    for level, ex in report["examples"].items():
        if ex:
            click.echo(f"{level} e.g. [{ex['doc']}] {ex['query'][:110]}")


def _print_levels(report: dict) -> None:
    click.echo(f"{'level':<8}{'mode':<9}{'R@1':>8}{'R@5':>8}{'R@10':>8}{'MRR':>8}")
    for level, row in report["levels"].items():
        for mode, m in row["by_mode"].items():
            if mode in ("keyword", "dense", "hybrid"):
                click.echo(f"{level:<8}{mode:<9}{m['recall@1']:>8.3f}{m['recall@5']:>8.3f}{m['recall@10']:>8.3f}"
                           f"{m['mrr']:>8.3f}")


def _library(tenant: str, *, sample: int, as_json: bool, plot_file: Path | None) -> None:
    """The tenant's own library, searched where it is (the ``evaluate_library`` job's work)."""
    from footnote.shared.evaluation.library import evaluate_library

    st = state()
    rt = st.runtime()
    generator = _paraphraser(st.settings)
    report = evaluate_library(
        sessions=rt.session, tenant_id=tenant, settings=st.settings, embedder=rt.embedder, sample=sample,
        progress=lambda share, stage: click.echo(f"{share:4.0%} {stage}", err=True), generator=generator,
    )
    if plot_file:
        _plot_levels(report, plot_file)
    if as_json:
        emit_json(report)
        return
    meta = report["meta"]
    click.echo(f"tenant {tenant}: {meta['n_queries']} synthetic queries from {meta['sampled_passages']} of "
               f"{meta['passages']} {meta['granularity']}s ({meta['paraphraser']}), model {meta['embedding_model']}")
    _print_levels(report)
    for level, ex in report["examples"].items():
        if ex:
            click.echo(f"{level} e.g. {ex['query'][:110]}")


@click.command("eval")
@click.argument("corpus_dir", required=False, type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--tenant", default=None,
              help="Measure this tenant's own library instead of a folder (synthetic queries from its passages).")
@click.option(
    "--queries", "queries_file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="queries.jsonl (default: CORPUS_DIR/queries.jsonl).",
)
@click.option(
    "--qrels", "qrels_file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Relevance judgements TSV (default: the one under CORPUS_DIR/qrels/).",
)
@click.option("--modes", default="keyword,dense,hybrid", show_default=True, help="Comma-separated.")
@click.option("--json", "as_json", is_flag=True, help='Print one object {"modes": ..., "baselines": ...}.')
@click.option("--plot", "plot_file", type=click.Path(dir_okay=False, path_type=Path), help="Write a bar chart PNG.")
@click.option("--synthetic", is_flag=True,
              help="No queries needed: make them from the corpus (exact sentence, light and heavy paraphrase).")
@click.option("--sample", default=None, type=click.IntRange(1, 100_000),
              help="With --synthetic: how many documents to make queries from (default 500); with --tenant: "
                   "how many passages (default 100).")
@click.option("--baselines/--no-baselines", default=None,
              help="Run the bm25s and exact-dense baselines (default: when the corpus has at most 50,000 docs).")
@click.option("--judge", "use_judge", is_flag=True,
              help="The configured LLM grades the hybrid top 10 (0-3): graded nDCG@10, and its agreement "
                   "with the human judgements.")
@handle_errors
def eval_command(
    corpus_dir: Path | None, tenant: str | None, queries_file: Path | None, qrels_file: Path | None, modes: str,
    as_json: bool, plot_file: Path | None, synthetic: bool, sample: int | None, baselines: bool | None,
    use_judge: bool,
) -> None:
    """Evaluate keyword, dense and hybrid retrieval on a BEIR-format folder, or on a tenant's own
    library (--tenant)."""
    from footnote.shared.errors import ValidationError
    from footnote.shared.evaluation.beir import load_beir
    from footnote.shared.evaluation.runs import MODES, run_eval

    if (corpus_dir is None) == (tenant is None):
        raise click.UsageError("give one of: a BEIR folder (CORPUS_DIR), or --tenant T for a library already ingested")
    if tenant is not None:
        _library(tenant, sample=sample or 100, as_json=as_json, plot_file=plot_file)
        return
    assert corpus_dir is not None
    if synthetic:
        _synthetic(corpus_dir, sample=sample or 500, as_json=as_json, plot_file=plot_file, baselines=baselines)
        return

    wanted = [m.strip() for m in modes.split(",") if m.strip()]
    bad = [m for m in wanted if m not in MODES]
    if bad or not wanted:
        raise ValidationError("--modes", f"{','.join(bad) or modes!r} not in {','.join(MODES)}")
    st = state()
    judge = _judge_generator(st.settings) if use_judge else None
    if judge is not None and "hybrid" not in wanted:
        raise ValidationError("--judge", "grades the hybrid ranking: keep hybrid in --modes")
    data = load_beir(corpus_dir, queries_file=queries_file, qrels_file=qrels_file)
    for w in data.warnings:
        click.echo(f"warning: {w}", err=True)
    rt = st.runtime()

    def say(msg: str) -> None:
        click.echo(msg, err=True)

    report, runs = run_eval(runtime=rt, data=data, settings=st.settings, modes=wanted, say=say, baselines=baselines)
    out = {
        "modes": report["modes"],
        "baselines": report["baselines"],
        "meta": {k: v for k, v in report.items() if k not in ("modes", "baselines")},
    }
    if judge is not None:
        from footnote.shared.evaluation.runs import run_judge

        out["judge"] = run_judge(run=runs.runs["hybrid"], data=data, generator=judge, say=say)
    if plot_file:
        _plot(out, plot_file)
    if as_json:
        emit_json(out)
        return
    meta = out["meta"]
    click.echo(
        f"{corpus_dir}: {meta['n_docs']} docs ({meta['n_chunks']} chunks), {meta['n_queries']} queries, "
        f"model {meta['embedding_model']}"
    )
    click.echo(f"{'':<14}{'nDCG@10':>9}{'R@10':>9}{'R@100':>9}{'MRR':>9}")
    for group in ("modes", "baselines"):
        for name, m in out[group].items():
            label = name if group == "modes" else f"{name} (base)"
            click.echo(
                f"{label:<14}{m['ndcg@10']:>9.4f}{m['recall@10']:>9.4f}{m['recall@100']:>9.4f}{m['mrr']:>9.4f}"
            )
    if "judge" in out:
        j = out["judge"]
        click.echo(f"judge {j['judge']}: judged nDCG@10 {j['judged_ndcg@10']:.4f}, mean grade {j['mean_grade']:.2f}, "
                   f"relevant in top 10 {j['share_relevant']:.0%} ({j['graded_pairs']} pairs graded, "
                   f"{j['unparsed_replies']} replies without a grade)")
        if "agreement_with_human" in j:
            a = j["agreement_with_human"]
            click.echo(f"judge vs human judgements: agreement {a['agreement']:.0%}, kappa {a['kappa']:.2f} "
                       f"over {a['pairs']} pairs")
    s = meta["settings"]
    click.echo(
        f"fusion {s['fusion']} (rrf_k {s['rrf_k']}, N {s['fusion_candidates']}, weights kw {s['keyword_weight']}"
        f" / dense {s['dense_weight']}); bm25 k1 {s['bm25_k1']} b {s['bm25_b']}"
    )
