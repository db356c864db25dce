import json

import pytest

from footnote.shared.errors import InputError
from footnote.shared.evaluation.beir import doc_id_of, load_beir, read_qrels, to_loaded


def _write(tmp_path, qrels_name="qrels.tsv", header=True):
    (tmp_path / "corpus.jsonl").write_text(
        json.dumps({"_id": "d1", "title": "Cats", "text": "Cats purr."}) + "\n"
        + json.dumps({"_id": "d2", "text": "Dogs bark."}) + "\n"
    )
    (tmp_path / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "purring"}) + "\n")
    path = tmp_path / qrels_name
    path.parent.mkdir(exist_ok=True)
    path.write_text(("query-id\tcorpus-id\tscore\n" if header else "") + "q1\td1\t1\nq9\td2\t1\n")


@pytest.mark.parametrize("name,header", [("qrels.tsv", True), ("qrels/test.tsv", False)])
def test_load_beir_layouts(tmp_path, name, header):
    _write(tmp_path, name, header)
    data = load_beir(tmp_path)
    assert [d.doc_id for d in data.docs] == ["d1", "d2"]
    assert data.docs[0].full_text == "Cats\n\nCats purr."
    assert data.qrels == {"q1": {"d1": 1}}  # q9 has no query text
    assert len(data.fingerprint) == 64


def test_missing_corpus_names_the_fix(tmp_path):
    with pytest.raises(InputError, match="corpus.jsonl"):
        load_beir(tmp_path)


def test_trec_style_qrels(tmp_path):
    p = tmp_path / "q.txt"
    p.write_text("q1 0 d1 2\n")
    assert read_qrels(p) == {"q1": {"d1": 2}}


def test_to_loaded_one_paragraph_block(tmp_path):
    _write(tmp_path)
    loaded = to_loaded(load_beir(tmp_path).docs[1])
    doc = loaded.document
    assert doc.text == "Dogs bark." and len(doc.blocks) == 1 and doc.block_text(doc.blocks[0]) == doc.text
    assert doc_id_of(loaded.origin) == "d2"


def test_duplicate_ids_empty_docs_and_odd_judgements_are_warned_not_fatal(tmp_path):
    (tmp_path / "corpus.jsonl").write_text("".join(json.dumps(r) + "\n" for r in [
        {"_id": "d1", "text": "Cats purr."}, {"_id": "d1", "text": "Another cat."}, {"_id": "d3", "text": ""},
        {"_id": 4, "title": "Dogs", "text": "Dogs bark."},
    ]))
    (tmp_path / "queries.jsonl").write_text(
        json.dumps({"_id": "q1", "text": "purring"}) + "\n" + json.dumps({"_id": "q2", "text": "unjudged"}) + "\n")
    (tmp_path / "qrels.tsv").write_text("q1\td1\t1\nq1\tgone\t1.0\nq7\td1\t1\n")
    data = load_beir(tmp_path)
    assert [d.doc_id for d in data.docs] == ["d1", "4"] and data.docs[0].text == "Cats purr."
    text = " ".join(data.warnings)
    for needle in ("repeat an _id", "neither title nor text", "no query text", "no judgement", "not in the corpus"):
        assert needle in text, needle


@pytest.mark.parametrize("corpus,queries,qrels,match", [
    ("", None, None, "no document with text"),
    ('{"_id": "d1", "text": "x"}\n', None, "q1\td1\t1\n", "--synthetic"),
    ('{"_id": "d1", "text": "x"}\n', '{"_id": "q1"}\n', "q1\td1\t1\n", "needs an \"_id\" and a \"text\""),
    ('{"_id": "d1", "text": "x"}\n', '{"_id": "q1", "text": "x"}\n', "q1\td1\t1\nq1\td2\tvery\n", "not a number"),
    ('{"_id": "d1", "text": "x"}\n', '{"_id": "q1", "text": "x"}\n', "q1\td1\t0\n", "no query has a relevant"),
    ('{"text": "x"}\n', None, None, "needs an \"_id\""),
])
def test_unusable_folders_get_a_clear_error(tmp_path, corpus, queries, qrels, match):
    (tmp_path / "corpus.jsonl").write_text(corpus)
    if queries is not None:
        (tmp_path / "queries.jsonl").write_text(queries)
    if qrels is not None:
        (tmp_path / "qrels.tsv").write_text(qrels)
    with pytest.raises(InputError, match=match.replace("(", r"\(")):
        load_beir(tmp_path)


def test_a_corpus_file_reads_its_documents_back_by_pass_position_and_slice_without_holding_them(tmp_path):
    from footnote.shared.evaluation.beir import CorpusFile, doc_ids, load_corpus, texts_of

    rows = [{"_id": f"d{i}", "title": "T", "text": f"Text é {i}."} for i in range(5)]
    rows.insert(2, {"_id": "d1", "text": "a repeat"})  # skipped: the offsets still line up
    (tmp_path / "corpus.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n\n")
    docs = load_corpus(tmp_path).docs
    assert isinstance(docs, CorpusFile) and all("Text" not in repr(v) for v in vars(docs).values())  # ids only
    assert len(docs) == 5 and list(doc_ids(docs)) == [f"d{i}" for i in range(5)]
    assert [d.text for d in docs] == [f"Text é {i}." for i in range(5)]  # twice: each pass reads the file
    assert [d.doc_id for d in docs] == [f"d{i}" for i in range(5)]
    assert docs[3].doc_id == "d3" and docs[-1].doc_id == "d4" and [d.doc_id for d in docs[1:3]] == ["d1", "d2"]
    assert texts_of(docs, {"d4", "gone"}) == {"d4": "T\n\nText é 4."}
    with (tmp_path / "corpus.jsonl").open("a") as fh:  # a file changed under a run is an error, not a mix
        fh.write(json.dumps({"_id": "d9", "text": "late"}) + "\n")
    with pytest.raises(InputError, match="changed while"):
        docs[0]


def test_a_corpus_line_that_is_not_utf8_json_names_its_line(tmp_path):
    from footnote.shared.evaluation.beir import load_corpus

    (tmp_path / "corpus.jsonl").write_bytes(b'{"_id": "d1", "text": "ok"}\n{"_id": "d2", "text": "\xff\xfe bad"}\n')
    with pytest.raises(InputError, match=r"corpus.jsonl:2: not a JSON line"):
        load_corpus(tmp_path)
