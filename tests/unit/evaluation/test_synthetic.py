from footnote.shared.evaluation.beir import BeirData, BeirDoc
from footnote.shared.evaluation.synthetic import (
    SyntheticQuery,
    as_beir,
    clean_generated,
    heavy_paraphrase,
    level_metrics,
    light_paraphrase,
    make_queries,
    pick_sentence,
    with_generated,
)
from footnote.shared.text import STOPWORDS, words

DOCS = tuple(
    BeirDoc(f"d{i}", f"Pedal study {i}",
            f"Short one. The damper pedal blurs the harmony when it is held through chord changes in piece {i}. "
            "Teachers ask students to change the pedal just after the new harmony sounds. "
            f"Legato fingering keeps melody notes connected without help from the pedal. Zyxo{i} notation.")
    for i in range(12)
) + (BeirDoc("t", "", "Too short."),)
DATA = BeirData(DOCS, {}, {}, "fp")


def test_queries_are_deterministic_and_one_per_level_per_usable_doc():
    a, b = make_queries(DATA, sample=50), make_queries(DATA, sample=50)
    assert a == b
    assert {q.doc_id for q in a} == {d.doc_id for d in DOCS[:12]}  # "t" has no usable sentence
    assert sorted({q.level for q in a}) == ["exact", "heavy", "light"]
    assert len(make_queries(DATA, sample=3)) <= 9


def test_exact_is_a_sentence_of_the_document_with_enough_words():
    doc = DOCS[0]
    s = pick_sentence(doc)
    assert s is not None and s in doc.text and s != "Short one."
    assert pick_sentence(DOCS[-1]) is None


def test_light_drops_function_words_and_reorders():
    sentence = "Teachers ask students to change the pedals just after the new harmony sounds."
    light = light_paraphrase(sentence, {"harmoni": 12, "pedal": 12, "teacher": 1})
    ws = light.split()
    assert not STOPWORDS.intersection(ws)
    assert "pedal" in ws or "pedals" not in ws  # plural made singular when kept
    assert light != " ".join(w for w in words(sentence) if w not in STOPWORDS)


def test_heavy_keeps_only_the_commoner_half_of_the_words():
    sentence = "Vascular endothelial growth factor responses to exercise in patients with heart failure."
    df = {"vascular": 3, "endotheli": 2, "growth": 40, "factor": 60, "respons": 50, "exercis": 30,
          "patient": 90, "heart": 35, "failur": 33}
    heavy = heavy_paraphrase(sentence, df)
    assert heavy is not None
    assert set(heavy.split()) == {"patient", "factor", "response", "growth"}  # the commoner half of 9
    assert heavy != "growth factor response patient"  # reordered, not in sentence order
    assert heavy_paraphrase("Vascular endothelial.", df) is None  # too little left


def test_level_metrics_recall_at_cutoffs_and_mrr():
    qs = [SyntheticQuery("exact:a", "a", "exact", "x", "x"), SyntheticQuery("exact:b", "b", "exact", "y", "y"),
          SyntheticQuery("light:a", "a", "light", "x", "x")]
    runs = {"hybrid": {"exact:a": ["a", "z"], "exact:b": ["z", "q", "r", "s", "t", "b"], "light:a": ["z"] * 11}}
    m = level_metrics(runs, qs)
    expected = {"recall@1": 0.5, "recall@5": 0.5, "recall@10": 1.0, "mrr": round((1 + 1 / 6) / 2, 4), "n": 2}
    assert m["exact"]["hybrid"] == expected
    assert m["light"]["hybrid"]["recall@10"] == 0.0 and "heavy" not in m
    beir = as_beir(DATA, qs)
    assert beir.qrels["exact:b"] == {"b": 1} and beir.queries["light:a"] == "x"


def test_clean_generated_takes_the_first_usable_line():
    assert clean_generated('Query: "damper pedal timing"\nmore') == "damper pedal timing"
    assert clean_generated("\n\nthe\nWhen should the pedal change?") == "When should the pedal change?"
    assert clean_generated("") == ""
    assert clean_generated("I'm ready to help. What's your question?") == ""
    assert clean_generated("Here is the rewritten query: pedal timing after chords") == "pedal timing after chords"


def test_generated_paraphrases_replace_the_deterministic_ones_unless_they_are_chatter():
    qs = [SyntheticQuery("light:d0", "d0", "light", "pedal harmony", "s"),
          SyntheticQuery("heavy:d0", "d0", "heavy", "teacher student", "s"),
          SyntheticQuery("exact:d0", "d0", "exact", "s", "s")]
    got = with_generated(qs, {"light:d0": "Query: when to change the pedal", "heavy:d0": "Sure! Happy to assist.",
                              "exact:d0": "ignored"}, {"d0": DOCS[0].full_text})
    assert [q.text for q in got] == ["when to change the pedal", "teacher student", "s"]


def test_a_corpus_with_no_usable_sentence_is_refused_before_anything_runs():
    import pytest

    from footnote.shared.errors import InputError
    from footnote.shared.evaluation.runs import run_synthetic

    tiny = BeirData((BeirDoc("a", "", "Too short."), BeirDoc("b", "", "Also tiny here.")), {}, {}, "fp")
    with pytest.raises(InputError, match="content words"):
        run_synthetic(runtime=None, data=tiny, settings=None, sample=10)  # type: ignore[arg-type]


def test_a_lower_cased_abstract_still_gives_a_sentence():
    """MED-style text: no capital after a full stop, so the splitter sees one 600-character run."""
    text = " ".join(f"the maternal plasma glucose level {i} was measured in fetal blood samples at delivery ."
                    for i in range(8))
    s = pick_sentence(BeirDoc("m1", "", text))
    assert s is not None and len(s) < 120 and s in text
